// SPDX-License-Identifier: GPL-3.0-or-later
#include "catalog.h"

#include <io/safefile.h>

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
// num_experts_per_tok).

namespace headroom::catalog {

namespace {

constexpr int kFormatVersion = 1;                  // gpus.json and models.json; price lists: PriceList::kFormatVersion
constexpr qint64 kGigabyte = 1000LL * 1000 * 1000; // marketed sizes are decimal GB (10^9 bytes)
constexpr qint64 kMaxJsonIntegerExact = qint64(1) << 53; // 9,007,199,254,740,992
constexpr double kMaxJsonInteger = 9007199254740992.0;   // the same, 2^53, as a double

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

    /// Reads the whole file (an embedded ":/catalog/..." resource or a user's file) through
    /// io::readRegularFile, which refuses devices (/dev/zero), FIFOs, sockets and folders without
    /// blocking and stops at io::kMaxCatalogBytes (8 MiB) counted on the bytes read.
    std::optional<QByteArray> readBytes()
    {
        io::FileError error;
        std::optional<QByteArray> bytes = io::readRegularFile(m_path, io::kMaxCatalogBytes, &error);
        if (!bytes)
            fail(error.message);
        return bytes;
    }

    /// Reads and parses the file; checks that it is an object with the expected "format" and "version".
    bool readRoot(QLatin1String format, int expectedVersion, QJsonObject *root)
    {
        const std::optional<QByteArray> bytes = readBytes();
        if (!bytes)
            return false;
        QJsonParseError parseError;
        const QJsonDocument doc = QJsonDocument::fromJson(*bytes, &parseError);
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
        if (version != expectedVersion) {
            return fail(tr("The file has version %1; this build reads version %2.").arg(version).arg(expectedVersion));
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

    /// A money rate in integer micro-units: a JSON number without a fraction, >= `minimum` (0 or 1) and at
    /// most 2^53 (JSON numbers are IEEE doubles, exact only up to 2^53, RFC 8259 section 6).
    bool readMicros(const QJsonObject &object, QLatin1String key, const QString &where, qint64 minimum, qint64 *out)
    {
        const QJsonValue value = object.value(key);
        if (value.isUndefined())
            return fail(tr("%1: the field \"%2\" is missing.").arg(where, key));
        if (!value.isDouble()) {
            return fail(tr("%1: the field \"%2\" must be a whole number of micro-units (1 = 0.000001 of the "
                           "currency).")
                            .arg(where, key));
        }
        const double number = value.toDouble();
        if (std::trunc(number) != number) {
            return fail(tr("%1: the field \"%2\" is %3; rates are whole numbers of micro-units (2.69 per hour is "
                           "written 2690000).")
                            .arg(where, key, QString::number(number)));
        }
        if (number < 0)
            return fail(tr("%1: the field \"%2\" must not be negative (%3).").arg(where, key, QString::number(number)));
        // Qt keeps a JSON integer literal that fits in 64 bits exactly (toInteger); a double is exact up to 2^53.
        const qint64 micros = value.toInteger(-1);
        if (number > kMaxJsonInteger || micros > kMaxJsonIntegerExact || micros < 0) {
            return fail(tr("%1: the field \"%2\" is larger than 2^53 = 9007199254740992, the largest whole number "
                           "JSON keeps exactly.")
                            .arg(where, key));
        }
        if (micros < minimum)
            return fail(tr("%1: the field \"%2\" must be positive, not %3.").arg(where, key).arg(micros));
        *out = micros;
        return true;
    }

    /// readMicros() when `key` is present; leaves `out` empty otherwise.
    bool readOptionalMicros(const QJsonObject &object, QLatin1String key, const QString &where, qint64 minimum,
                            std::optional<qint64> *out)
    {
        if (!object.contains(key))
            return true;
        qint64 micros = 0;
        if (!readMicros(object, key, where, minimum, &micros))
            return false;
        *out = micros;
        return true;
    }

    /// An optional string; empty when absent.
    bool readOptionalString(const QJsonObject &object, QLatin1String key, const QString &where, QString *out)
    {
        if (!object.contains(key))
            return true;
        return readString(object, key, where, out);
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
    if (!reader.readRoot(QLatin1String("headroom-catalog-gpus"), kFormatVersion, &root))
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

} // namespace headroom::catalog
