// SPDX-License-Identifier: GPL-3.0-or-later
#include "catalog.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>
#include <QJsonValue>
#include <QSet>
#include <QUrl>

#include <algorithm>
#include <limits>

// The JSON format read here is documented in resources/catalog/README.md. Every check below turns a
// malformed entry into a LoadError naming the file, the entry and the field; nothing is skipped or
// silently defaulted, except the documented optional config.json keys (head_dim, num_local_experts,
// num_experts_per_tok).

namespace headroom::catalog {

namespace {

constexpr int kFormatVersion = 1;
constexpr qint64 kGigabyte = 1000LL * 1000 * 1000; // marketed sizes are decimal GB (10^9 bytes)

/// Reads one catalogue file. Each `read*` helper returns false after recording the first problem;
/// callers stop at the first false, so `message()` always describes the first error in the file.
class Reader
{
    Q_DECLARE_TR_FUNCTIONS(Catalog)

public:
    explicit Reader(QString path)
        : m_path(std::move(path))
    {}

    LoadError error() const { return LoadError{m_path, m_message}; }

    bool fail(const QString &message)
    {
        m_message = message;
        return false;
    }

    /// Opens and parses the file; checks that it is an object with the expected "format" and "version".
    bool readRoot(QLatin1String format, QJsonObject *root)
    {
        QFile file(m_path);
        if (!file.open(QIODevice::ReadOnly))
            return fail(tr("Cannot open the file: %1.").arg(file.errorString()));
        QJsonParseError parseError;
        const QJsonDocument doc = QJsonDocument::fromJson(file.readAll(), &parseError);
        if (parseError.error != QJsonParseError::NoError) {
            return fail(
                tr("Not valid JSON at byte offset %1: %2.").arg(parseError.offset).arg(parseError.errorString()));
        }
        if (!doc.isObject())
            return fail(tr("The top level must be a JSON object."));
        *root = doc.object();
        QString actualFormat;
        if (!readString(*root, QLatin1String("format"), tr("The file"), &actualFormat))
            return false;
        if (actualFormat != format) {
            return fail(tr("The file has \"format\": \"%1\"; expected \"%2\".").arg(actualFormat, format));
        }
        qint64 version = 0;
        if (!readInteger(*root, QLatin1String("version"), tr("The file"), 1, &version))
            return false;
        if (version != kFormatVersion) {
            return fail(tr("The file has version %1; this build reads version %2.").arg(version).arg(kFormatVersion));
        }
        return true;
    }

    /// Fails on any key of `object` not listed in `allowed` (catches misspelt field names).
    bool checkKeys(const QJsonObject &object, std::initializer_list<QLatin1String> allowed, const QString &where)
    {
        for (auto it = object.begin(); it != object.end(); ++it) {
            bool known = false;
            for (QLatin1String key : allowed)
                known = known || it.key() == key;
            if (!known)
                return fail(tr("%1: unknown field \"%2\".").arg(where, it.key()));
        }
        return true;
    }

    bool readArray(const QJsonObject &object, QLatin1String key, const QString &where, QJsonArray *out)
    {
        const QJsonValue value = object.value(key);
        if (value.isUndefined())
            return fail(tr("%1: the field \"%2\" is missing.").arg(where, key));
        if (!value.isArray())
            return fail(tr("%1: the field \"%2\" must be a JSON array.").arg(where, key));
        *out = value.toArray();
        return true;
    }

    bool readObject(const QJsonObject &object, QLatin1String key, const QString &where, QJsonObject *out)
    {
        const QJsonValue value = object.value(key);
        if (value.isUndefined())
            return fail(tr("%1: the field \"%2\" is missing.").arg(where, key));
        if (!value.isObject())
            return fail(tr("%1: the field \"%2\" must be a JSON object.").arg(where, key));
        *out = value.toObject();
        return true;
    }

    /// A non-empty string.
    bool readString(const QJsonObject &object, QLatin1String key, const QString &where, QString *out)
    {
        const QJsonValue value = object.value(key);
        if (value.isUndefined())
            return fail(tr("%1: the field \"%2\" is missing.").arg(where, key));
        if (!value.isString())
            return fail(tr("%1: the field \"%2\" must be a string.").arg(where, key));
        if (value.toString().trimmed().isEmpty())
            return fail(tr("%1: the field \"%2\" must not be empty.").arg(where, key));
        *out = value.toString();
        return true;
    }

    bool readBool(const QJsonObject &object, QLatin1String key, const QString &where, bool *out)
    {
        const QJsonValue value = object.value(key);
        if (value.isUndefined())
            return fail(tr("%1: the field \"%2\" is missing.").arg(where, key));
        if (!value.isBool())
            return fail(tr("%1: the field \"%2\" must be true or false.").arg(where, key));
        *out = value.toBool();
        return true;
    }

    /// A whole number >= `minimum` (JSON numbers with a fraction or beyond qint64 are refused).
    bool readInteger(const QJsonObject &object, QLatin1String key, const QString &where, qint64 minimum, qint64 *out)
    {
        const QJsonValue value = object.value(key);
        if (value.isUndefined())
            return fail(tr("%1: the field \"%2\" is missing.").arg(where, key));
        constexpr qint64 kNotWhole = std::numeric_limits<qint64>::min();
        const qint64 number = value.isDouble() ? value.toInteger(kNotWhole) : kNotWhole;
        if (number == kNotWhole)
            return fail(tr("%1: the field \"%2\" must be a whole number.").arg(where, key));
        if (number < minimum) {
            if (minimum == 1)
                return fail(tr("%1: the field \"%2\" must be positive, not %3.").arg(where, key).arg(number));
            return fail(
                tr("%1: the field \"%2\" must be at least %3, not %4.").arg(where, key).arg(minimum).arg(number));
        }
        *out = number;
        return true;
    }

    /// A positive whole number that fits in an int (config.json sizes and counts).
    bool readPositiveInt(const QJsonObject &object, QLatin1String key, const QString &where, int *out)
    {
        qint64 number = 0;
        if (!readInteger(object, key, where, 1, &number))
            return false;
        if (number > std::numeric_limits<int>::max())
            return fail(tr("%1: the field \"%2\" is too large (%3).").arg(where, key).arg(number));
        *out = static_cast<int>(number);
        return true;
    }

    /// An ISO 8601 calendar date, "YYYY-MM-DD".
    bool readDate(const QJsonObject &object, QLatin1String key, const QString &where, QDate *out)
    {
        QString text;
        if (!readString(object, key, where, &text))
            return false;
        const QDate date = QDate::fromString(text, Qt::ISODate);
        if (!date.isValid() || text.size() != 10) {
            return fail(
                tr("%1: the field \"%2\" must be a date written YYYY-MM-DD, not \"%3\".").arg(where, key, text));
        }
        *out = date;
        return true;
    }

    /// {"url": https URL, "retrieved": date, "note": optional string}.
    bool readSource(const QJsonObject &object, QLatin1String key, const QString &where, Source *out)
    {
        QJsonObject source;
        if (!readObject(object, key, where, &source))
            return false;
        const QString sourceWhere = tr("%1, %2").arg(where, key);
        if (!checkKeys(source, {QLatin1String("url"), QLatin1String("retrieved"), QLatin1String("note")},
                       sourceWhere)) {
            return false;
        }
        Source result;
        if (!readString(source, QLatin1String("url"), sourceWhere, &result.url))
            return false;
        const QUrl url(result.url, QUrl::StrictMode);
        if (!url.isValid() || url.scheme() != QLatin1String("https") || url.host().isEmpty())
            return fail(tr("%1: \"%2\" is not an https URL.").arg(sourceWhere, result.url));
        if (!readDate(source, QLatin1String("retrieved"), sourceWhere, &result.retrieved))
            return false;
        if (source.contains(QLatin1String("note"))) {
            const QJsonValue note = source.value(QLatin1String("note"));
            if (!note.isString())
                return fail(tr("%1: the field \"note\" must be a string.").arg(sourceWhere));
            result.note = note.toString();
        }
        *out = result;
        return true;
    }

    /// Catalogue ids: lowercase ASCII letters, digits, '.' and '-', starting with a letter or digit.
    bool readId(const QJsonObject &object, QLatin1String key, const QString &where, QString *out)
    {
        QString id;
        if (!readString(object, key, where, &id))
            return false;
        bool ok = true;
        for (qsizetype i = 0; i < id.size() && ok; ++i) {
            const char16_t c = id.at(i).unicode();
            const bool alnum = (c >= u'a' && c <= u'z') || (c >= u'0' && c <= u'9');
            ok = alnum || (i > 0 && (c == u'-' || c == u'.'));
        }
        if (!ok) {
            return fail(tr("%1: the id \"%2\" may only use lowercase letters, digits, '-' and '.'.").arg(where, id));
        }
        *out = id;
        return true;
    }

    /// "entry 3" or "entry 3 ("h100-80gb")" for messages; the id is read leniently here because the
    /// strict id check happens right after.
    static QString entryLabel(const QString &kind, qsizetype index, const QJsonObject &entry,
                              QLatin1String idKey = QLatin1String("id"))
    {
        const QJsonValue id = entry.value(idKey);
        if (id.isString() && !id.toString().isEmpty())
            return tr("%1 %2 (\"%3\")").arg(kind).arg(index + 1).arg(id.toString());
        return tr("%1 %2").arg(kind).arg(index + 1);
    }

private:
    QString m_path;
    QString m_message;
};

bool readGpus(Reader &reader, QList<Gpu> *out)
{
    QJsonObject root;
    if (!reader.readRoot(QLatin1String("headroom-catalog-gpus"), &root))
        return false;
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
        const QString kind = Reader::tr("GPU");
        if (!entries.at(i).isObject())
            return reader.fail(Reader::tr("%1 %2 must be a JSON object.").arg(kind).arg(i + 1));
        const QJsonObject entry = entries.at(i).toObject();
        const QString where = Reader::entryLabel(kind, i, entry);
        if (!reader.checkKeys(entry,
                              {QLatin1String("id"), QLatin1String("name"), QLatin1String("vendor"),
                               QLatin1String("platform"), QLatin1String("memory_bytes"),
                               QLatin1String("marketed_bytes"), QLatin1String("marketed_label"),
                               QLatin1String("source")},
                              where)) {
            return false;
        }
        Gpu gpu;
        if (!reader.readId(entry, QLatin1String("id"), where, &gpu.id) ||
            !reader.readString(entry, QLatin1String("name"), where, &gpu.name) ||
            !reader.readString(entry, QLatin1String("vendor"), where, &gpu.vendor) ||
            !reader.readString(entry, QLatin1String("platform"), where, &gpu.platform)) {
            return false;
        }
        if (gpu.platform != QLatin1String("CUDA") && gpu.platform != QLatin1String("ROCm")) {
            return reader.fail(
                Reader::tr("%1: unknown platform \"%2\" (expected \"CUDA\" or \"ROCm\").").arg(where, gpu.platform));
        }
        if (!reader.readInteger(entry, QLatin1String("memory_bytes"), where, 1, &gpu.memoryBytes) ||
            !reader.readInteger(entry, QLatin1String("marketed_bytes"), where, 1, &gpu.marketedBytes) ||
            !reader.readString(entry, QLatin1String("marketed_label"), where, &gpu.marketedLabel)) {
            return false;
        }
        // The label is "<n> GB" with n x 10^9 = marketed_bytes, so the two can never disagree.
        const QString expectedLabel = (gpu.marketedBytes % kGigabyte == 0)
                                          ? QStringLiteral("%1 GB").arg(gpu.marketedBytes / kGigabyte)
                                          : QString();
        if (gpu.marketedLabel != expectedLabel) {
            return reader.fail(Reader::tr("%1: marketed_label \"%2\" does not match marketed_bytes %3 "
                                          "(expected \"<n> GB\" with n x 10^9 = marketed_bytes).")
                                   .arg(where, gpu.marketedLabel)
                                   .arg(gpu.marketedBytes));
        }
        if (!reader.readSource(entry, QLatin1String("source"), where, &gpu.source))
            return false;
        if (seen.contains(gpu.id)) {
            return reader.fail(
                Reader::tr("%1: duplicate id \"%2\" (also GPU %3).").arg(where, gpu.id).arg(seen.value(gpu.id) + 1));
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

bool readModels(Reader &reader, QList<ModelPreset> *out)
{
    QJsonObject root;
    if (!reader.readRoot(QLatin1String("headroom-catalog-models"), &root))
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
                               QLatin1String("config"), QLatin1String("source")},
                              where)) {
            return false;
        }
        QString id;
        QString name;
        qint64 parameterCount = 0;
        ModelPreset preset;
        QJsonObject config;
        if (!reader.readId(entry, QLatin1String("id"), where, &id) ||
            !reader.readString(entry, QLatin1String("name"), where, &name) ||
            !reader.readInteger(entry, QLatin1String("parameter_count"), where, 1, &parameterCount) ||
            !reader.readObject(entry, QLatin1String("config"), where, &config) ||
            !readModelConfig(reader, config, Reader::tr("%1, config").arg(where), &preset.spec) ||
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

bool readPrices(Reader &reader, const QList<Gpu> &gpus, PriceList *out)
{
    QJsonObject root;
    if (!reader.readRoot(QLatin1String("headroom-catalog-prices"), &root))
        return false;
    const QString where = Reader::tr("The price list");
    if (!reader.checkKeys(root,
                          {QLatin1String("format"), QLatin1String("version"), QLatin1String("id"),
                           QLatin1String("name"), QLatin1String("currency"), QLatin1String("example_data"),
                           QLatin1String("retrieved"), QLatin1String("valid_until"), QLatin1String("note"),
                           QLatin1String("gpus"), QLatin1String("storage_per_gb_month_micros"),
                           QLatin1String("storage_source"), QLatin1String("egress_per_gb_micros"),
                           QLatin1String("egress_source")},
                          where)) {
        return false;
    }
    PriceList list;
    if (!reader.readId(root, QLatin1String("id"), where, &list.id) ||
        !reader.readString(root, QLatin1String("name"), where, &list.name) ||
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
        !reader.readDate(root, QLatin1String("retrieved"), where, &list.retrieved) ||
        !reader.readDate(root, QLatin1String("valid_until"), where, &list.validUntil) ||
        !reader.readString(root, QLatin1String("note"), where, &list.note)) {
        return false;
    }
    if (list.validUntil < list.retrieved) {
        return reader.fail(
            Reader::tr("%1: valid_until %2 is before retrieved %3.")
                .arg(where, list.validUntil.toString(Qt::ISODate), list.retrieved.toString(Qt::ISODate)));
    }
    if (!reader.readInteger(root, QLatin1String("storage_per_gb_month_micros"), where, 0,
                            &list.storagePerGbMonthMicros) ||
        !reader.readSource(root, QLatin1String("storage_source"), where, &list.storageSource) ||
        !reader.readInteger(root, QLatin1String("egress_per_gb_micros"), where, 0, &list.egressPerGbMicros) ||
        !reader.readSource(root, QLatin1String("egress_source"), where, &list.egressSource)) {
        return false;
    }

    QJsonArray entries;
    if (!reader.readArray(root, QLatin1String("gpus"), where, &entries))
        return false;
    QSet<QString> known;
    for (const Gpu &gpu : gpus)
        known.insert(gpu.id);
    QHash<QString, qsizetype> seen;
    for (qsizetype i = 0; i < entries.size(); ++i) {
        const QString kind = Reader::tr("Price");
        if (!entries.at(i).isObject())
            return reader.fail(Reader::tr("%1 %2 must be a JSON object.").arg(kind).arg(i + 1));
        const QJsonObject entry = entries.at(i).toObject();
        const QString entryWhere = Reader::entryLabel(kind, i, entry, QLatin1String("gpu_id"));
        if (!reader.checkKeys(entry,
                              {QLatin1String("gpu_id"), QLatin1String("provider"), QLatin1String("hourly_micros"),
                               QLatin1String("source")},
                              entryWhere)) {
            return false;
        }
        GpuPrice price;
        if (!reader.readId(entry, QLatin1String("gpu_id"), entryWhere, &price.gpuId) ||
            !reader.readString(entry, QLatin1String("provider"), entryWhere, &price.provider) ||
            !reader.readInteger(entry, QLatin1String("hourly_micros"), entryWhere, 1, &price.hourlyMicros) ||
            !reader.readSource(entry, QLatin1String("source"), entryWhere, &price.source)) {
            return false;
        }
        if (!known.contains(price.gpuId)) {
            return reader.fail(
                Reader::tr("%1: no GPU with id \"%2\" in %3.").arg(entryWhere, price.gpuId, Catalog::kGpusFile));
        }
        if (seen.contains(price.gpuId)) {
            return reader.fail(Reader::tr("%1: duplicate price for \"%2\" (also price %3).")
                                   .arg(entryWhere, price.gpuId)
                                   .arg(seen.value(price.gpuId) + 1));
        }
        seen.insert(price.gpuId, i);
        list.gpus.append(price);
    }
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

std::optional<Catalog> Catalog::loadFromDirectory(const QString &dir, LoadError *error)
{
    const QDir folder(dir);
    Catalog catalog;

    Reader gpuReader(folder.filePath(kGpusFile));
    if (!readGpus(gpuReader, &catalog.m_gpus)) {
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
    Reader priceReader(folder.filePath(kPricesFile));
    if (!readPrices(priceReader, catalog.m_gpus, &catalog.m_priceList)) {
        if (error)
            *error = priceReader.error();
        return std::nullopt;
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

const Gpu *Catalog::gpu(const QString &id) const
{
    for (const Gpu &entry : m_gpus) {
        if (entry.id == id)
            return &entry;
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

} // namespace headroom::catalog
