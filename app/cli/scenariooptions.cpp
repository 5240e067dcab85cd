// SPDX-License-Identifier: GPL-3.0-or-later
#include <cli/scenariooptions.h>

#include <cli/optionreader.h>

#include <QCommandLineParser>

#include <limits>

namespace headroom::cli {

namespace {

constexpr fit::WeightPrecision kWeightPrecisions[] = {fit::WeightPrecision::FP32, fit::WeightPrecision::BF16,
                                                      fit::WeightPrecision::FP16, fit::WeightPrecision::FP8,
                                                      fit::WeightPrecision::INT8, fit::WeightPrecision::INT4};
constexpr fit::KvCacheDtype kKvCacheDtypes[] = {fit::KvCacheDtype::FP32, fit::KvCacheDtype::F16,
                                                fit::KvCacheDtype::BF16, fit::KvCacheDtype::FP8,
                                                fit::KvCacheDtype::Q8_0, fit::KvCacheDtype::Q4_0};

} // namespace

void ScenarioOptions::addGpuOptions(QCommandLineParser &parser)
{
    parser.addOption({option::gpu(), tr("GPU id from the catalogue, e.g. rtx-4090."), tr("ID")});
    parser.addOption({option::gpus(), tr("Number of GPUs (default 1)."), tr("N"), QStringLiteral("1")});
}

void ScenarioOptions::addScenarioOptions(QCommandLineParser &parser)
{
    parser.addOption({option::model(), tr("Model id from the catalogue, e.g. llama-3.1-8b."), tr("ID")});
    parser.addOption(
        {option::tensorParallel(), tr("Tensor-parallel degree; must divide --gpus (default: --gpus)."), tr("N")});
    parser.addOption({option::weights(),
                      tr("Weight precision: %1 (default bf16).").arg(weightPrecisionNames().join(QLatin1String("|"))),
                      tr("PRECISION"), QStringLiteral("bf16")});
    parser.addOption({option::kvCacheDtype(),
                      tr("KV cache element type: %1 (default f16).").arg(kvCacheDtypeNames().join(QLatin1String("|"))),
                      tr("TYPE"), QStringLiteral("f16")});
    parser.addOption({option::context(), tr("Context length per sequence in tokens (default 4096)."), tr("TOKENS"),
                      QStringLiteral("4096")});
    parser.addOption({option::concurrency(), tr("Concurrent sequences in the KV cache (default 1)."), tr("SEQUENCES"),
                      QStringLiteral("1")});
}

std::optional<GpuChoice> ScenarioOptions::readGpu(const OptionReader &options, const catalog::Catalog &catalog,
                                                  CommandError *error)
{
    const std::optional<QString> id = options.required(option::gpu(), error);
    if (!id)
        return std::nullopt;
    const catalog::Gpu *gpu = catalog.gpu(*id);
    if (!gpu) {
        if (error)
            *error = CommandError::usage(
                tr("unknown GPU '%1'; known GPUs: %2").arg(*id, gpuIds(catalog).join(QLatin1String(", "))));
        return std::nullopt;
    }
    const std::optional<qint64> count = options.integer(option::gpus(), 1, 1, kMaxGpus, error);
    if (!count)
        return std::nullopt;
    return GpuChoice{gpu, int(*count)};
}

bool ScenarioOptions::anyScenarioOption(const OptionReader &options)
{
    for (const QString &name : {option::model(), option::tensorParallel(), option::weights(), option::kvCacheDtype(),
                                option::context(), option::concurrency()}) {
        if (options.isSet(name))
            return true;
    }
    return false;
}

std::optional<fit::Scenario> ScenarioOptions::readScenario(const OptionReader &options, const catalog::Catalog &catalog,
                                                           const GpuChoice &gpu, CommandError *error)
{
    const std::optional<QString> modelId = options.required(option::model(), error);
    if (!modelId)
        return std::nullopt;
    const catalog::ModelPreset *preset = catalog.model(*modelId);
    if (!preset) {
        if (error)
            *error = CommandError::usage(
                tr("unknown model '%1'; known models: %2").arg(*modelId, modelIds(catalog).join(QLatin1String(", "))));
        return std::nullopt;
    }

    fit::Scenario scenario;
    scenario.model = preset->spec;
    scenario.hardware.gpuId = gpu.gpu->id.toStdString();
    scenario.hardware.memoryBytes = gpu.gpu->memoryBytes;
    scenario.hardware.gpuCount = gpu.count;

    const std::optional<qint64> tp = options.integer(option::tensorParallel(), gpu.count, 1, gpu.count, error);
    if (!tp)
        return std::nullopt;
    // Replicas are whole copies of the model (Estimate::replicas = gpuCount / tensorParallel): a degree
    // that leaves GPUs over is a typo, not a configuration.
    if (gpu.count % *tp != 0) {
        if (error)
            *error = CommandError::usage(tr("--tensor-parallel %1 does not divide --gpus %2").arg(*tp).arg(gpu.count));
        return std::nullopt;
    }
    scenario.hardware.tensorParallel = int(*tp);

    const QString weights = options.value(option::weights());
    const auto precision = fit::weightPrecisionFromString(weights.toStdString());
    if (!precision) {
        if (error)
            *error = OptionReader::unknownValue(option::weights(), weights, weightPrecisionNames());
        return std::nullopt;
    }
    scenario.weights = *precision;

    const QString kv = options.value(option::kvCacheDtype());
    const auto dtype = fit::kvCacheDtypeFromString(kv.toStdString());
    if (!dtype) {
        if (error)
            *error = OptionReader::unknownValue(option::kvCacheDtype(), kv, kvCacheDtypeNames());
        return std::nullopt;
    }
    scenario.kvCache = *dtype;

    // max_position_embeddings bounds the context; a model without one is bounded by the type only.
    const qint64 maxContext =
        scenario.model.maxContextTokens > 0 ? scenario.model.maxContextTokens : std::numeric_limits<qint64>::max();
    bool isNumber = false;
    const qint64 requested = options.value(option::context()).toLongLong(&isNumber, 10);
    if (options.isSet(option::context()) && isNumber && requested > maxContext) {
        if (error)
            *error = CommandError::usage(tr("--context %1 is above the maximum context of %2 (%3 tokens)")
                                             .arg(requested)
                                             .arg(*modelId)
                                             .arg(maxContext));
        return std::nullopt;
    }
    const std::optional<qint64> context = options.integer(option::context(), 4096, 1, maxContext, error);
    if (!context)
        return std::nullopt;
    scenario.workload.contextTokens = *context;

    const std::optional<qint64> concurrency = options.integer(option::concurrency(), 1, 1, kMaxConcurrency, error);
    if (!concurrency)
        return std::nullopt;
    scenario.workload.concurrency = int(*concurrency);

    if (const std::optional<fit::Error> invalid = fit::validate(scenario)) {
        if (error)
            *error = CommandError::usage(fromStd(invalid->message));
        return std::nullopt;
    }
    return scenario;
}

QStringList ScenarioOptions::gpuIds(const catalog::Catalog &catalog)
{
    QStringList ids;
    for (const catalog::Gpu &g : catalog.gpus())
        ids << g.id;
    return ids;
}

QStringList ScenarioOptions::modelIds(const catalog::Catalog &catalog)
{
    QStringList ids;
    for (const catalog::ModelPreset &m : catalog.models())
        ids << QString::fromStdString(m.spec.id);
    return ids;
}

QStringList ScenarioOptions::weightPrecisionNames()
{
    QStringList names;
    for (const fit::WeightPrecision p : kWeightPrecisions)
        names << fromStd(fit::toString(p));
    return names;
}

QStringList ScenarioOptions::kvCacheDtypeNames()
{
    QStringList names;
    for (const fit::KvCacheDtype t : kKvCacheDtypes)
        names << fromStd(fit::toString(t));
    return names;
}

} // namespace headroom::cli
