// SPDX-License-Identifier: GPL-3.0-or-later
#include "catalog.h"

#include "catalogreader.h"
#include "hfconfig.h"

#include <QCoreApplication>
#include <QDir>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>
#include <QJsonValue>
#include <QSet>
#include <QUrl>

#include <algorithm>
#include <cmath>
#include <limits>
#include <optional>

// The JSON format read here is documented in resources/catalog/README.md. Every check below turns a
// malformed entry into a LoadError naming the file, the entry and the field; nothing is skipped or
// silently defaulted, except the documented optional config.json keys (head_dim, num_local_experts,
// num_experts_per_tok) and what importHfConfig() documents for an entry's "hf_config".

namespace headroom::catalog {

namespace {

using detail::Reader;

constexpr int kFormatVersion = 1;                  // models.json; gpus.json: Catalog::kGpusFormatVersion;
                                                   // price lists: PriceList::kFormatVersion
constexpr qint64 kGigabyte = 1000LL * 1000 * 1000; // marketed sizes are decimal GB (10^9 bytes)
constexpr qint64 kMaxPcieGeneration = 6;           // PCIe 6.0 (PCI-SIG, 2022) is the newest published generation

/// readInteger() when `key` is present; leaves `out` at 0 otherwise.
bool readOptionalInteger(Reader &reader, const QJsonObject &object, QLatin1String key, const QString &where,
                         qint64 *out)
{
    return !object.contains(key) || reader.readInteger(object, key, where, 1, out);
}

/// The "interconnect" object of a version 2 entry: kind, host PCIe generation, GPU-to-GPU bytes/s.
bool readInterconnect(Reader &reader, const QJsonObject &entry, const QString &where, Gpu *gpu)
{
    QJsonObject link;
    if (!reader.readObject(entry, QLatin1String("interconnect"), where, &link))
        return false;
    const QString linkWhere = Reader::tr("%1, interconnect").arg(where);
    if (!reader.checkKeys(link,
                          {QLatin1String("kind"), QLatin1String("pcie_generation"), QLatin1String("bytes_per_second")},
                          linkWhere)) {
        return false;
    }
    QString kind;
    qint64 generation = 0;
    qint64 bytesPerSecond = 0;
    if (!reader.readString(link, QLatin1String("kind"), linkWhere, &kind))
        return false;
    const std::optional<fit::Interconnect> parsed = fit::interconnectFromString(kind.toStdString());
    if (!parsed) {
        return reader.fail(Reader::tr("%1: unknown kind \"%2\" (expected \"pcie\", \"nvlink\" or \"infinity-fabric\").")
                               .arg(linkWhere, kind));
    }
    // NVLink is NVIDIA's, Infinity Fabric AMD's: a link of the other platform is a copy-and-paste slip.
    const bool cuda = gpu->platform == QLatin1String("CUDA");
    if ((*parsed == fit::Interconnect::NvLink && !cuda) || (*parsed == fit::Interconnect::InfinityFabric && cuda)) {
        return reader.fail(
            Reader::tr("%1: kind \"%2\" does not go with platform \"%3\".").arg(linkWhere, kind, gpu->platform));
    }
    if (!reader.readInteger(link, QLatin1String("pcie_generation"), linkWhere, 1, &generation))
        return false;
    if (generation > kMaxPcieGeneration) {
        return reader.fail(Reader::tr("%1: the field \"pcie_generation\" must be at most %2, not %3.")
                               .arg(linkWhere)
                               .arg(kMaxPcieGeneration)
                               .arg(generation));
    }
    if (!reader.readInteger(link, QLatin1String("bytes_per_second"), linkWhere, 1, &bytesPerSecond))
        return false;
    gpu->speed.link = *parsed;
    gpu->speed.linkBytesPerSecond = bytesPerSecond;
    gpu->pcieGeneration = int(generation);
    return true;
}

/// The version 2 keys of one entry: memory bandwidth, dense tensor throughput, interconnect, sources.
bool readGpuSpeed(Reader &reader, const QJsonObject &entry, const QString &where, Gpu *gpu)
{
    // qint64 here, std::int64_t in fit::DeviceSpeed (long long vs long on LP64).
    qint64 bandwidth = 0;
    qint64 fp16 = 0;
    qint64 fp8 = 0;
    qint64 int8 = 0;
    if (!reader.readInteger(entry, QLatin1String("memory_bandwidth_bytes_per_second"), where, 1, &bandwidth) ||
        !reader.readInteger(entry, QLatin1String("fp16_tensor_flops"), where, 1, &fp16) ||
        !readOptionalInteger(reader, entry, QLatin1String("fp8_tensor_flops"), where, &fp8) ||
        !readOptionalInteger(reader, entry, QLatin1String("int8_tensor_ops"), where, &int8) ||
        !readInterconnect(reader, entry, where, gpu) ||
        !reader.readSource(entry, QLatin1String("specs_source"), where, &gpu->specsSource)) {
        return false;
    }
    if (entry.contains(QLatin1String("interconnect_source"))) {
        Source source;
        if (!reader.readSource(entry, QLatin1String("interconnect_source"), where, &source))
            return false;
        gpu->interconnectSource = source;
    }
    if (entry.contains(QLatin1String("memory_type"))) {
        // "HBM2e", "GDDR6X", ...: only the family matters to the throughput profile (fit::DeviceSpeed).
        if (!reader.readString(entry, QLatin1String("memory_type"), where, &gpu->memoryType))
            return false;
        if (!gpu->memoryType.startsWith(QLatin1String("HBM")) && !gpu->memoryType.startsWith(QLatin1String("GDDR")))
            return reader.fail(
                Reader::tr("%1: unknown memory_type \"%2\" (expected HBM… or GDDR…).").arg(where, gpu->memoryType));
        gpu->speed.highBandwidthMemory = gpu->memoryType.startsWith(QLatin1String("HBM"));
    }
    gpu->speed.memoryBandwidthBytesPerSecond = bandwidth;
    gpu->speed.fp16TensorFlops = fp16;
    gpu->speed.fp8TensorFlops = fp8;
    gpu->speed.int8TensorOps = int8;
    return true;
}

/// The keys of one entry: version 1 has the memory keys only, version 2 adds the speed keys.
bool checkGpuKeys(Reader &reader, const QJsonObject &entry, int version, const QString &where)
{
    if (version == Catalog::kGpusMemoryOnlyVersion) {
        return reader.checkKeys(entry,
                                {QLatin1String("id"), QLatin1String("name"), QLatin1String("vendor"),
                                 QLatin1String("platform"), QLatin1String("memory_bytes"),
                                 QLatin1String("marketed_bytes"), QLatin1String("marketed_label"),
                                 QLatin1String("source")},
                                where);
    }
    return reader.checkKeys(entry,
                            {QLatin1String("id"), QLatin1String("name"), QLatin1String("vendor"),
                             QLatin1String("platform"), QLatin1String("memory_bytes"), QLatin1String("marketed_bytes"),
                             QLatin1String("marketed_label"), QLatin1String("source"),
                             QLatin1String("memory_bandwidth_bytes_per_second"), QLatin1String("fp16_tensor_flops"),
                             QLatin1String("fp8_tensor_flops"), QLatin1String("int8_tensor_ops"),
                             QLatin1String("interconnect"), QLatin1String("specs_source"),
                             QLatin1String("interconnect_source"), QLatin1String("memory_type")},
                            where);
}

/// One entry of the "gpus" array (GPU `index`, 0-based) of a file of format `version`.
bool readGpu(Reader &reader, const QJsonObject &entry, qsizetype index, int version, Gpu *gpu)
{
    const QString where = Reader::entryLabel(Reader::tr("GPU"), index, entry);
    if (!checkGpuKeys(reader, entry, version, where))
        return false;
    if (!reader.readId(entry, QLatin1String("id"), where, &gpu->id) ||
        !reader.readString(entry, QLatin1String("name"), where, &gpu->name) ||
        !reader.readString(entry, QLatin1String("vendor"), where, &gpu->vendor) ||
        !reader.readString(entry, QLatin1String("platform"), where, &gpu->platform)) {
        return false;
    }
    if (gpu->platform != QLatin1String("CUDA") && gpu->platform != QLatin1String("ROCm")) {
        return reader.fail(
            Reader::tr("%1: unknown platform \"%2\" (expected \"CUDA\" or \"ROCm\").").arg(where, gpu->platform));
    }
    gpu->speed.rocm = gpu->platform == QLatin1String("ROCm");
    if (!reader.readInteger(entry, QLatin1String("memory_bytes"), where, 1, &gpu->memoryBytes) ||
        !reader.readInteger(entry, QLatin1String("marketed_bytes"), where, 1, &gpu->marketedBytes) ||
        !reader.readString(entry, QLatin1String("marketed_label"), where, &gpu->marketedLabel)) {
        return false;
    }
    // The label is "<n> GB" with n x 10^9 = marketed_bytes, so the two can never disagree.
    const QString expectedLabel =
        (gpu->marketedBytes % kGigabyte == 0) ? QStringLiteral("%1 GB").arg(gpu->marketedBytes / kGigabyte) : QString();
    if (gpu->marketedLabel != expectedLabel) {
        return reader.fail(Reader::tr("%1: marketed_label \"%2\" does not match marketed_bytes %3 "
                                      "(expected \"<n> GB\" with n x 10^9 = marketed_bytes).")
                               .arg(where, gpu->marketedLabel)
                               .arg(gpu->marketedBytes));
    }
    if (!reader.readSource(entry, QLatin1String("source"), where, &gpu->source))
        return false;
    return version == Catalog::kGpusMemoryOnlyVersion || readGpuSpeed(reader, entry, where, gpu);
}

/// Reads a gpus.json file of a version from `minVersion` to Catalog::kGpusFormatVersion.
bool readGpus(Reader &reader, int minVersion, QList<Gpu> *out)
{
    QJsonObject root;
    int version = 0;
    if (!reader.readRoot(QLatin1String("headroom-catalog-gpus"), minVersion, Catalog::kGpusFormatVersion, &root,
                         &version)) {
        return false;
    }
    if (!reader.checkKeys(root, {QLatin1String("format"), QLatin1String("version"), QLatin1String("gpus")},
                          Reader::tr("The file"))) {
        return false;
    }
    QJsonArray entries;
    if (!reader.readArray(root, QLatin1String("gpus"), Reader::tr("The file"), &entries))
        return false;
    if (entries.isEmpty())
        return reader.fail(Reader::tr("The file lists no GPUs."));

    QHash<QString, qsizetype> seen;
    for (qsizetype i = 0; i < entries.size(); ++i) {
        if (!entries.at(i).isObject())
            return reader.fail(Reader::tr("%1 %2 must be a JSON object.").arg(Reader::tr("GPU")).arg(i + 1));
        const QJsonObject entry = entries.at(i).toObject();
        Gpu gpu;
        if (!readGpu(reader, entry, i, version, &gpu))
            return false;
        if (seen.contains(gpu.id)) {
            return reader.fail(Reader::tr("%1: duplicate id \"%2\" (also GPU %3).")
                                   .arg(Reader::entryLabel(Reader::tr("GPU"), i, entry), gpu.id)
                                   .arg(seen.value(gpu.id) + 1));
        }
        seen.insert(gpu.id, i);
        out->append(gpu);
    }
    return true;
}

bool readModelConfig(Reader &reader, const QJsonObject &config, const QString &where, fit::ModelSpec *spec)
{
    if (!reader.checkKeys(config,
                          {QLatin1String("num_hidden_layers"), QLatin1String("num_attention_heads"),
                           QLatin1String("num_key_value_heads"), QLatin1String("head_dim"),
                           QLatin1String("hidden_size"), QLatin1String("intermediate_size"),
                           QLatin1String("vocab_size"), QLatin1String("max_position_embeddings"),
                           QLatin1String("num_local_experts"), QLatin1String("num_experts_per_tok"),
                           QLatin1String("tie_word_embeddings"), QLatin1String("attention_bias")},
                          where)) {
        return false;
    }
    qint64 maxContext = 0; // std::int64_t in ModelSpec; qint64 here (long vs long long on LP64)
    if (!reader.readPositiveInt(config, QLatin1String("num_hidden_layers"), where, &spec->layers) ||
        !reader.readPositiveInt(config, QLatin1String("num_attention_heads"), where, &spec->attentionHeads) ||
        !reader.readPositiveInt(config, QLatin1String("num_key_value_heads"), where, &spec->kvHeads) ||
        !reader.readPositiveInt(config, QLatin1String("hidden_size"), where, &spec->hiddenSize) ||
        !reader.readPositiveInt(config, QLatin1String("intermediate_size"), where, &spec->intermediateSize) ||
        !reader.readPositiveInt(config, QLatin1String("vocab_size"), where, &spec->vocabSize) ||
        !reader.readInteger(config, QLatin1String("max_position_embeddings"), where, 1, &maxContext) ||
        !reader.readBool(config, QLatin1String("tie_word_embeddings"), where, &spec->tiedEmbeddings) ||
        !reader.readBool(config, QLatin1String("attention_bias"), where, &spec->attentionBias)) {
        return false;
    }
    spec->maxContextTokens = maxContext;

    if (spec->attentionHeads % spec->kvHeads != 0) {
        return reader.fail(Reader::tr("%1: num_attention_heads %2 is not a multiple of num_key_value_heads %3.")
                               .arg(where)
                               .arg(spec->attentionHeads)
                               .arg(spec->kvHeads));
    }
    // head_dim is optional in config.json; transformers then uses hidden_size / num_attention_heads
    // (e.g. modeling_llama.py: getattr(config, "head_dim", hidden_size // num_attention_heads)).
    if (config.contains(QLatin1String("head_dim"))) {
        if (!reader.readPositiveInt(config, QLatin1String("head_dim"), where, &spec->headDim))
            return false;
    } else if (spec->hiddenSize % spec->attentionHeads != 0) {
        return reader.fail(Reader::tr("%1: head_dim is absent and hidden_size %2 is not divisible by "
                                      "num_attention_heads %3.")
                               .arg(where)
                               .arg(spec->hiddenSize)
                               .arg(spec->attentionHeads));
    } else {
        spec->headDim = spec->hiddenSize / spec->attentionHeads;
    }

    // Mixture of experts: both keys or neither (dense).
    const bool hasExperts = config.contains(QLatin1String("num_local_experts"));
    const bool hasPerToken = config.contains(QLatin1String("num_experts_per_tok"));
    if (hasExperts != hasPerToken) {
        return reader.fail(
            Reader::tr("%1: num_local_experts and num_experts_per_tok must be given together.").arg(where));
    }
    if (hasExperts) {
        if (!reader.readPositiveInt(config, QLatin1String("num_local_experts"), where, &spec->experts) ||
            !reader.readPositiveInt(config, QLatin1String("num_experts_per_tok"), where, &spec->expertsPerToken)) {
            return false;
        }
        if (spec->expertsPerToken > spec->experts) {
            return reader.fail(Reader::tr("%1: num_experts_per_tok %2 exceeds num_local_experts %3.")
                                   .arg(where)
                                   .arg(spec->expertsPerToken)
                                   .arg(spec->experts));
        }
    }
    return true;
}

/// The architecture of a models.json entry: its "config" object (readModelConfig) or its "hf_config", a
/// whole published config.json imported by importHfConfig(); exactly one of the two.
bool readModelArchitecture(Reader &reader, const QJsonObject &entry, const QString &where, ModelPreset *preset)
{
    const bool hasConfig = entry.contains(QLatin1String("config"));
    if (hasConfig == entry.contains(QLatin1String("hf_config"))) {
        return reader.fail(Reader::tr("%1: give exactly one of the fields \"config\" and \"hf_config\".").arg(where));
    }
    QJsonObject config;
    if (hasConfig) {
        return reader.readObject(entry, QLatin1String("config"), where, &config) &&
               readModelConfig(reader, config, Reader::tr("%1, config").arg(where), &preset->spec);
    }
    if (!reader.readObject(entry, QLatin1String("hf_config"), where, &config))
        return false;
    const QString hfWhere = Reader::tr("%1, hf_config").arg(where);
    HfConfigError importError;
    const std::optional<ImportedModel> imported =
        importHfConfig(QJsonDocument(config).toJson(QJsonDocument::Compact), hfWhere, &importError);
    if (!imported)
        return reader.fail(importError.message);
    preset->spec = imported->spec;
    if (imported->quantization.method != QuantizationInfo::Method::None) {
        preset->publishedWeights = weightFormatOf(imported->quantization);
        if (!preset->publishedWeights) {
            return reader.fail(Reader::tr("%1: quantization_config \"%2\" has no weight format in Headroom.")
                                   .arg(hfWhere, imported->quantization.methodName));
        }
    }
    return true;
}

bool readModels(Reader &reader, QList<ModelPreset> *out)
{
    QJsonObject root;
    if (!reader.readRoot(QLatin1String("headroom-catalog-models"), kFormatVersion, &root))
        return false;
    if (!reader.checkKeys(root, {QLatin1String("format"), QLatin1String("version"), QLatin1String("models")},
                          Reader::tr("The file"))) {
        return false;
    }
    QJsonArray entries;
    if (!reader.readArray(root, QLatin1String("models"), Reader::tr("The file"), &entries))
        return false;
    if (entries.isEmpty())
        return reader.fail(Reader::tr("The file lists no models."));

    QHash<QString, qsizetype> seen;
    for (qsizetype i = 0; i < entries.size(); ++i) {
        const QString kind = Reader::tr("Model");
        if (!entries.at(i).isObject())
            return reader.fail(Reader::tr("%1 %2 must be a JSON object.").arg(kind).arg(i + 1));
        const QJsonObject entry = entries.at(i).toObject();
        const QString where = Reader::entryLabel(kind, i, entry);
        if (!reader.checkKeys(entry,
                              {QLatin1String("id"), QLatin1String("name"), QLatin1String("parameter_count"),
                               QLatin1String("config"), QLatin1String("hf_config"), QLatin1String("source")},
                              where)) {
            return false;
        }
        QString id;
        QString name;
        qint64 parameterCount = 0;
        ModelPreset preset;
        if (!reader.readId(entry, QLatin1String("id"), where, &id) ||
            !reader.readString(entry, QLatin1String("name"), where, &name) ||
            !reader.readInteger(entry, QLatin1String("parameter_count"), where, 1, &parameterCount) ||
            !readModelArchitecture(reader, entry, where, &preset) ||
            !reader.readSource(entry, QLatin1String("source"), where, &preset.source)) {
            return false;
        }
        if (seen.contains(id)) {
            return reader.fail(
                Reader::tr("%1: duplicate id \"%2\" (also model %3).").arg(where, id).arg(seen.value(id) + 1));
        }
        seen.insert(id, i);
        preset.spec.parameterCount = parameterCount;
        preset.spec.id = id.toStdString();
        preset.spec.displayName = name.toStdString();
        out->append(preset);
    }
    return true;
}

/// Reads an optional source object; `fallback` when absent.
bool readOptionalSource(Reader &reader, const QJsonObject &object, QLatin1String key, const QString &where,
                        const Source &fallback, Source *out)
{
    if (!object.contains(key)) {
        *out = fallback;
        return true;
    }
    return reader.readSource(object, key, where, out);
}

bool readGpuPrice(Reader &reader, const QJsonObject &entry, const QString &where, const PriceList &list,
                  GpuPrice *price)
{
    if (!reader.checkKeys(entry,
                          {QLatin1String("gpu"), QLatin1String("provider"),
                           QLatin1String("on_demand_micros_per_gpu_hour"), QLatin1String("spot_micros_per_gpu_hour"),
                           QLatin1String("fixed_terms"), QLatin1String("source")},
                          where)) {
        return false;
    }
    price->provider = list.provider;
    if (!reader.readId(entry, QLatin1String("gpu"), where, &price->gpuId) ||
        !reader.readOptionalString(entry, QLatin1String("provider"), where, &price->provider) ||
        !reader.readMicros(entry, QLatin1String("on_demand_micros_per_gpu_hour"), where, 1, &price->hourlyMicros) ||
        !reader.readOptionalMicros(entry, QLatin1String("spot_micros_per_gpu_hour"), where, 1,
                                   &price->spotHourlyMicros) ||
        !reader.readSource(entry, QLatin1String("source"), where, &price->source)) {
        return false;
    }
    if (entry.contains(QLatin1String("fixed_terms"))) {
        QJsonObject terms;
        if (!reader.readObject(entry, QLatin1String("fixed_terms"), where, &terms))
            return false;
        const QString termsWhere = Reader::tr("%1, fixed_terms").arg(where);
        if (!reader.checkKeys(terms, {QLatin1String("day"), QLatin1String("week"), QLatin1String("month")},
                              termsWhere) ||
            !reader.readOptionalMicros(terms, QLatin1String("day"), termsWhere, 1, &price->fixedTerms.dayMicros) ||
            !reader.readOptionalMicros(terms, QLatin1String("week"), termsWhere, 1, &price->fixedTerms.weekMicros) ||
            !reader.readOptionalMicros(terms, QLatin1String("month"), termsWhere, 1, &price->fixedTerms.monthMicros)) {
            return false;
        }
    }
    return true;
}

bool readOptions(Reader &reader, const QJsonObject &root, PriceList *list)
{
    QJsonObject options;
    if (!reader.readObject(root, QLatin1String("options"), Reader::tr("The price list"), &options))
        return false;
    const QString where = Reader::tr("options");
    if (!reader.checkKeys(options,
                          {QLatin1String("storage_micros_per_gb_month"), QLatin1String("storage_source"),
                           QLatin1String("egress_micros_per_gb"), QLatin1String("egress_source"),
                           QLatin1String("support_tiers"), QLatin1String("dedicated_micros_per_gpu_hour"),
                           QLatin1String("dedicated_source")},
                          where)) {
        return false;
    }
    if (!reader.readMicros(options, QLatin1String("storage_micros_per_gb_month"), where, 0,
                           &list->storagePerGbMonthMicros) ||
        !readOptionalSource(reader, options, QLatin1String("storage_source"), where, list->source,
                            &list->storageSource) ||
        !reader.readMicros(options, QLatin1String("egress_micros_per_gb"), where, 0, &list->egressPerGbMicros) ||
        !readOptionalSource(reader, options, QLatin1String("egress_source"), where, list->source,
                            &list->egressSource) ||
        !reader.readOptionalMicros(options, QLatin1String("dedicated_micros_per_gpu_hour"), where, 0,
                                   &list->dedicatedPerGpuHourMicros) ||
        !readOptionalSource(reader, options, QLatin1String("dedicated_source"), where, list->source,
                            &list->dedicatedSource)) {
        return false;
    }
    if (!options.contains(QLatin1String("support_tiers")))
        return true;
    QJsonArray tiers;
    if (!reader.readArray(options, QLatin1String("support_tiers"), where, &tiers))
        return false;
    QHash<QString, qsizetype> seen;
    for (qsizetype i = 0; i < tiers.size(); ++i) {
        const QString kind = Reader::tr("Support tier");
        if (!tiers.at(i).isObject())
            return reader.fail(Reader::tr("%1 %2 must be a JSON object.").arg(kind).arg(i + 1));
        const QJsonObject entry = tiers.at(i).toObject();
        const QString tierWhere = Reader::entryLabel(kind, i, entry);
        if (!reader.checkKeys(entry,
                              {QLatin1String("id"), QLatin1String("name"), QLatin1String("micros_per_month"),
                               QLatin1String("source")},
                              tierWhere)) {
            return false;
        }
        SupportTier tier;
        if (!reader.readId(entry, QLatin1String("id"), tierWhere, &tier.id) ||
            !reader.readString(entry, QLatin1String("name"), tierWhere, &tier.name) ||
            !reader.readMicros(entry, QLatin1String("micros_per_month"), tierWhere, 0, &tier.microsPerMonth) ||
            !readOptionalSource(reader, entry, QLatin1String("source"), tierWhere, list->source, &tier.source)) {
            return false;
        }
        if (seen.contains(tier.id)) {
            return reader.fail(Reader::tr("%1: duplicate id \"%2\" (also support tier %3).")
                                   .arg(tierWhere, tier.id)
                                   .arg(seen.value(tier.id) + 1));
        }
        seen.insert(tier.id, i);
        list->supportTiers.append(tier);
    }
    return true;
}

bool readPrices(Reader &reader, const QList<Gpu> &gpus, PriceList *out)
{
    QJsonObject root;
    if (!reader.readRoot(QLatin1String("headroom-catalog-prices"), PriceList::kFormatVersion, &root))
        return false;
    const QString where = Reader::tr("The price list");
    if (!reader.checkKeys(root,
                          {QLatin1String("format"), QLatin1String("version"), QLatin1String("id"),
                           QLatin1String("name"), QLatin1String("provider"), QLatin1String("currency"),
                           QLatin1String("example_data"), QLatin1String("source"), QLatin1String("valid_until"),
                           QLatin1String("note"), QLatin1String("gpus"), QLatin1String("options")},
                          where)) {
        return false;
    }
    PriceList list;
    if (!reader.readId(root, QLatin1String("id"), where, &list.id) ||
        !reader.readString(root, QLatin1String("name"), where, &list.name) ||
        !reader.readString(root, QLatin1String("provider"), where, &list.provider) ||
        !reader.readString(root, QLatin1String("currency"), where, &list.currency)) {
        return false;
    }
    // ISO 4217 alphabetic codes are three uppercase ASCII letters.
    const bool currencyOk =
        list.currency.size() == 3 && std::all_of(list.currency.cbegin(), list.currency.cend(),
                                                 [](QChar c) { return c.unicode() >= u'A' && c.unicode() <= u'Z'; });
    if (!currencyOk) {
        return reader.fail(
            Reader::tr("%1: currency \"%2\" is not an ISO 4217 code such as \"USD\".").arg(where, list.currency));
    }
    if (!reader.readBool(root, QLatin1String("example_data"), where, &list.exampleData) ||
        !reader.readSource(root, QLatin1String("source"), where, &list.source) ||
        !reader.readDate(root, QLatin1String("valid_until"), where, &list.validUntil) ||
        !reader.readOptionalString(root, QLatin1String("note"), where, &list.note)) {
        return false;
    }
    list.retrieved = list.source.retrieved;
    if (list.validUntil < list.retrieved) {
        return reader.fail(
            Reader::tr("%1: valid_until %2 is before source.retrieved %3.")
                .arg(where, list.validUntil.toString(Qt::ISODate), list.retrieved.toString(Qt::ISODate)));
    }

    QJsonArray entries;
    if (!reader.readArray(root, QLatin1String("gpus"), where, &entries))
        return false;
    if (entries.isEmpty())
        return reader.fail(Reader::tr("%1 lists no GPU prices.").arg(where));
    QSet<QString> known;
    for (const Gpu &gpu : gpus)
        known.insert(gpu.id);
    QHash<QString, qsizetype> seen;
    for (qsizetype i = 0; i < entries.size(); ++i) {
        const QString kind = Reader::tr("Price");
        if (!entries.at(i).isObject())
            return reader.fail(Reader::tr("%1 %2 must be a JSON object.").arg(kind).arg(i + 1));
        const QJsonObject entry = entries.at(i).toObject();
        const QString entryWhere = Reader::entryLabel(kind, i, entry, QLatin1String("gpu"));
        GpuPrice price;
        if (!readGpuPrice(reader, entry, entryWhere, list, &price))
            return false;
        if (!known.contains(price.gpuId)) {
            return reader.fail(Reader::tr("%1: no GPU with id \"%2\" in %3 (field \"gpu\").")
                                   .arg(entryWhere, price.gpuId, Catalog::kGpusFile));
        }
        if (seen.contains(price.gpuId)) {
            return reader.fail(Reader::tr("%1: duplicate price for \"%2\" (also price %3).")
                                   .arg(entryWhere, price.gpuId)
                                   .arg(seen.value(price.gpuId) + 1));
        }
        seen.insert(price.gpuId, i);
        list.gpus.append(price);
    }
    if (!readOptions(reader, root, &list))
        return false;
    *out = list;
    return true;
}

} // namespace

std::optional<GpuPrice> PriceList::priceFor(const QString &gpuId) const
{
    for (const GpuPrice &price : gpus) {
        if (price.gpuId == gpuId)
            return price;
    }
    return std::nullopt;
}

const SupportTier *PriceList::supportTier(const QString &id) const
{
    for (const SupportTier &tier : supportTiers) {
        if (tier.id == id)
            return &tier;
    }
    return nullptr;
}

std::optional<PriceList> PriceList::fromFile(const QString &path, const QList<Gpu> &knownGpus, LoadError *error)
{
    Reader reader(path);
    PriceList list;
    if (!readPrices(reader, knownGpus, &list)) {
        if (error)
            *error = reader.error();
        return std::nullopt;
    }
    return list;
}

std::optional<PriceList> PriceList::fromFile(const QString &path, LoadError *error)
{
    return fromFile(path, Catalog::builtIn().gpus(), error);
}

std::optional<Catalog> Catalog::loadFromDirectory(const QString &dir, LoadError *error)
{
    const QDir folder(dir);
    Catalog catalog;

    Reader gpuReader(folder.filePath(kGpusFile));
    if (!readGpus(gpuReader, kGpusFormatVersion, &catalog.m_gpus)) {
        if (error)
            *error = gpuReader.error();
        return std::nullopt;
    }
    Reader modelReader(folder.filePath(kModelsFile));
    if (!readModels(modelReader, &catalog.m_models)) {
        if (error)
            *error = modelReader.error();
        return std::nullopt;
    }
    Reader diffusionReader(folder.filePath(kDiffusionFile));
    if (!detail::readDiffusionModels(diffusionReader, &catalog.m_diffusionModels)) {
        if (error)
            *error = diffusionReader.error();
        return std::nullopt;
    }
    QStringList priceFiles{kPricesFile};
    for (const QString &name : folder.entryList({kPricesPattern}, QDir::Files, QDir::Name)) {
        if (name != kPricesFile)
            priceFiles.append(name);
    }
    catalog.m_priceLists.clear();
    for (const QString &name : std::as_const(priceFiles)) {
        LoadError priceError;
        std::optional<PriceList> list = PriceList::fromFile(folder.filePath(name), catalog.m_gpus, &priceError);
        if (list && catalog.priceList(list->id)) {
            priceError = LoadError{folder.filePath(name),
                                   QCoreApplication::translate("Catalog", "The price list id \"%1\" is used by "
                                                                          "another price list file as well.")
                                       .arg(list->id)};
            list.reset();
        }
        if (!list) {
            if (error)
                *error = priceError;
            return std::nullopt;
        }
        catalog.m_priceLists.append(std::move(*list));
    }
    return catalog;
}

std::optional<Catalog> Catalog::load(LoadError *error)
{
    return loadFromDirectory(kResourceDir, error);
}

const Catalog &Catalog::builtIn()
{
    static const Catalog catalog = [] {
        LoadError error;
        std::optional<Catalog> loaded = load(&error);
        if (!loaded) {
            qFatal("The built-in catalogue is broken: %s: %s", qUtf8Printable(error.file),
                   qUtf8Printable(error.message));
        }
        return std::move(*loaded);
    }();
    return catalog;
}

std::optional<Catalog> Catalog::withUserGpus(const QString &path, LoadError *error) const
{
    Reader reader(path);
    QList<Gpu> added;
    if (!readGpus(reader, kGpusMemoryOnlyVersion, &added)) {
        if (error)
            *error = reader.error();
        return std::nullopt;
    }
    Catalog result = *this;
    for (qsizetype i = 0; i < added.size(); ++i) {
        Gpu &gpu = added[i];
        if (this->gpu(gpu.id)) {
            if (error) {
                *error =
                    LoadError{path, QCoreApplication::translate("Catalog", "GPU %1: the id \"%2\" is already in "
                                                                           "the catalogue; give the GPU another id.")
                                        .arg(i + 1)
                                        .arg(gpu.id)};
            }
            return std::nullopt;
        }
        gpu.userDefined = true;
        result.m_gpus.append(gpu);
    }
    return result;
}

const Gpu *Catalog::gpu(const QString &id) const
{
    for (const Gpu &entry : m_gpus) {
        if (entry.id == id)
            return &entry;
    }
    return nullptr;
}

const PriceList *Catalog::priceList(const QString &id) const
{
    for (const PriceList &list : m_priceLists) {
        if (list.id == id)
            return &list;
    }
    return nullptr;
}

const ModelPreset *Catalog::model(const QString &id) const
{
    const std::string key = id.toStdString();
    for (const ModelPreset &entry : m_models) {
        if (entry.spec.id == key)
            return &entry;
    }
    return nullptr;
}

const DiffusionPreset *Catalog::diffusionModel(const QString &id) const
{
    const std::string key = id.toStdString();
    for (const DiffusionPreset &entry : m_diffusionModels) {
        if (entry.spec.id == key)
            return &entry;
    }
    return nullptr;
}

} // namespace headroom::catalog
