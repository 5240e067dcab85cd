// SPDX-License-Identifier: GPL-3.0-or-later
#include <scenario/choicejson.h>

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QJsonDocument>
#include <QJsonValue>

#include <limits>

namespace headroom::scenario {

namespace {

class ChoiceJsonText
{
    Q_DECLARE_TR_FUNCTIONS(headroom::scenario::ChoiceJson)

public:
    static QString bad(const QString &key) { return tr("the stored scenario has no valid \"%1\"").arg(key); }
};

QString latin1(std::string_view s)
{
    return QString::fromLatin1(s.data(), qsizetype(s.size()));
}

template<typename T> QJsonValue orNull(const std::optional<T> &v)
{
    if (!v)
        return QJsonValue(QJsonValue::Null);
    if constexpr (std::is_same_v<T, bool>)
        return QJsonValue(*v);
    else
        return QJsonValue(qint64(*v));
}

// Reads the JSON with one error slot: the first bad key wins.
class Reader
{
public:
    explicit Reader(const QJsonObject &o)
        : m_o(o)
    {}
    bool ok() const { return m_error.isEmpty(); }
    QString error() const { return m_error; }

    // An integer in [lo, hi]; `null` allowed when `nullable`.
    std::optional<qint64> integer(const QString &key, qint64 lo, qint64 hi, bool nullable)
    {
        const QJsonValue v = m_o.value(key);
        if (nullable && v.isNull())
            return std::nullopt;
        // JSON numbers are doubles: integers above 2^53 are not exact, and none of these needs them.
        const double d = v.toDouble(std::numeric_limits<double>::quiet_NaN());
        if (!v.isDouble() || d != d || d < double(lo) || d > double(hi) || d != double(qint64(d))) {
            fail(key);
            return std::nullopt;
        }
        return qint64(d);
    }
    std::optional<QString> text(const QString &key, bool nullable)
    {
        const QJsonValue v = m_o.value(key);
        if (nullable && v.isNull())
            return std::nullopt;
        if (!v.isString()) {
            fail(key);
            return std::nullopt;
        }
        return v.toString();
    }
    std::optional<bool> boolean(const QString &key)
    {
        const QJsonValue v = m_o.value(key);
        if (v.isNull())
            return std::nullopt;
        if (!v.isBool()) {
            fail(key);
            return std::nullopt;
        }
        return v.toBool();
    }
    void fail(const QString &key)
    {
        if (m_error.isEmpty())
            m_error = ChoiceJsonText::bad(key);
    }

private:
    const QJsonObject &m_o;
    QString m_error;
};

constexpr qint64 kMaxCount = 65536;
constexpr qint64 kMaxTokens = qint64(1) << 40;
constexpr qint64 kMaxBytes = qint64(1) << 50;

} // namespace

QJsonObject choiceToJson(const Choice &c)
{
    QJsonObject o;
    const bool imported = c.imported.has_value();
    const bool keepJson = imported && c.imported->sourceJson.size() <= kMaxStoredConfigBytes;
    o.insert(QLatin1String("model"), imported ? QJsonValue(QJsonValue::Null) : QJsonValue(c.modelId));
    o.insert(QLatin1String("model_config"), imported ? QJsonValue(c.modelConfigPath) : QJsonValue(QJsonValue::Null));
    o.insert(QLatin1String("model_config_json"),
             keepJson ? QJsonValue(QString::fromUtf8(c.imported->sourceJson)) : QJsonValue(QJsonValue::Null));
    o.insert(QLatin1String("model_config_name"),
             imported ? QJsonValue(c.imported->sourceName) : QJsonValue(QJsonValue::Null));
    o.insert(QLatin1String("gpu"), c.gpuId);
    o.insert(QLatin1String("gpus"), c.gpuCount);
    o.insert(QLatin1String("gpus_per_replica"), orNull(c.gpusPerReplica));
    o.insert(QLatin1String("gpu_memory_bytes"), orNull(c.gpuMemoryBytes));
    o.insert(QLatin1String("weights"),
             c.weights ? QJsonValue(QString::fromStdString(fit::toString(*c.weights))) : QJsonValue(QJsonValue::Null));
    o.insert(QLatin1String("kv_cache_k"), latin1(fit::toString(c.kvCacheK)));
    o.insert(QLatin1String("kv_cache_v"),
             c.kvCacheV ? QJsonValue(latin1(fit::toString(*c.kvCacheV))) : QJsonValue(QJsonValue::Null));
    o.insert(QLatin1String("engine"), latin1(fit::toString(c.engine)));
    o.insert(QLatin1String("gpu_memory_utilization_permille"), orNull(c.gpuMemoryUtilizationPermille));
    o.insert(QLatin1String("max_num_batched_tokens"), orNull(c.maxNumBatchedTokens));
    o.insert(QLatin1String("max_num_seqs"), orNull(c.maxNumSeqs));
    o.insert(QLatin1String("ubatch"), orNull(c.ubatch));
    o.insert(QLatin1String("flash_attention"), orNull(c.flashAttention));
    o.insert(QLatin1String("context"), qint64(c.contextTokens));
    o.insert(QLatin1String("concurrency"), c.concurrency);
    return o;
}

QString scenarioFingerprint(const Choice &choice)
{
    // The same scenario however a front end spelt it: values equal to the defaults resolve() would take
    // count as unset (the window sets every knob of its engine, the command line only those given).
    Choice c = choice;
    if (c.gpusPerReplica == c.gpuCount)
        c.gpusPerReplica.reset();
    if (c.kvCacheV == c.kvCacheK)
        c.kvCacheV.reset();
    const std::optional<fit::WeightFormat> own = ownWeights(c.imported ? &*c.imported : nullptr);
    if (c.weights && c.weights == own)
        c.weights.reset();
    const fit::EngineSettings defaults = fit::defaultSettings(c.engine);
    if (c.gpuMemoryUtilizationPermille == defaults.gpuMemoryUtilizationPermille)
        c.gpuMemoryUtilizationPermille.reset();
    if (c.maxNumBatchedTokens == defaults.maxNumBatchedTokens)
        c.maxNumBatchedTokens.reset();
    if (c.maxNumSeqs == defaults.maxNumSeqs)
        c.maxNumSeqs.reset();
    if (c.ubatch == defaults.ubatch)
        c.ubatch.reset();
    if (c.flashAttention == defaults.flashAttention)
        c.flashAttention.reset();
    QJsonObject o = choiceToJson(c);
    o.remove(QLatin1String("model_config"));
    const QByteArray bytes = QJsonDocument(o).toJson(QJsonDocument::Compact);
    return QString::fromLatin1(QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex());
}

std::optional<Choice> choiceFromJson(const QJsonObject &o, QString *error)
{
    Reader r(o);
    Choice c;
    const std::optional<QString> model = r.text(QStringLiteral("model"), true);
    const std::optional<QString> configPath = r.text(QStringLiteral("model_config"), true);
    const std::optional<QString> configJson = r.text(QStringLiteral("model_config_json"), true);
    const std::optional<QString> configName = r.text(QStringLiteral("model_config_name"), true);
    if (model) {
        c.modelId = *model;
    } else if (configJson && r.ok()) {
        catalog::HfConfigError importError;
        c.imported = catalog::importHfConfig(configJson->toUtf8(), configName.value_or(QString()), &importError);
        if (!c.imported) {
            if (error)
                *error = importError.message;
            return std::nullopt;
        }
        c.modelConfigPath = configPath.value_or(QString());
    } else {
        r.fail(QStringLiteral("model"));
    }
    c.gpuId = r.text(QStringLiteral("gpu"), false).value_or(QString());
    c.gpuCount = int(r.integer(QStringLiteral("gpus"), 1, kMaxCount, false).value_or(1));
    if (const auto n = r.integer(QStringLiteral("gpus_per_replica"), 1, kMaxCount, true))
        c.gpusPerReplica = int(*n);
    c.gpuMemoryBytes = r.integer(QStringLiteral("gpu_memory_bytes"), 1, kMaxBytes, true);
    if (const std::optional<QString> w = r.text(QStringLiteral("weights"), true)) {
        c.weights = fit::parseWeightFormat(w->toStdString());
        if (!c.weights)
            r.fail(QStringLiteral("weights"));
    }
    const auto kvType = [&r](const QString &key, bool nullable) -> std::optional<fit::KvCacheDtype> {
        const std::optional<QString> name = r.text(key, nullable);
        if (!name)
            return std::nullopt;
        const std::optional<fit::KvCacheDtype> t = fit::kvCacheDtypeFromName(name->toStdString());
        if (!t)
            r.fail(key);
        return t;
    };
    c.kvCacheK = kvType(QStringLiteral("kv_cache_k"), false).value_or(fit::KvCacheDtype::F16);
    c.kvCacheV = kvType(QStringLiteral("kv_cache_v"), true);
    if (const std::optional<QString> e = r.text(QStringLiteral("engine"), false)) {
        const std::optional<fit::Engine> engine = fit::engineFromString(e->toStdString());
        if (!engine)
            r.fail(QStringLiteral("engine"));
        c.engine = engine.value_or(fit::Engine::Generic);
    }
    if (const auto p = r.integer(QStringLiteral("gpu_memory_utilization_permille"), 1, 1000, true))
        c.gpuMemoryUtilizationPermille = int(*p);
    c.maxNumBatchedTokens = r.integer(QStringLiteral("max_num_batched_tokens"), 0, kMaxTokens, true);
    if (const auto n = r.integer(QStringLiteral("max_num_seqs"), 0, std::numeric_limits<int>::max(), true))
        c.maxNumSeqs = int(*n);
    c.ubatch = r.integer(QStringLiteral("ubatch"), 1, kMaxTokens, true);
    c.flashAttention = r.boolean(QStringLiteral("flash_attention"));
    c.contextTokens = r.integer(QStringLiteral("context"), 1, kMaxTokens, false).value_or(1);
    c.concurrency =
        int(r.integer(QStringLiteral("concurrency"), 1, std::numeric_limits<int>::max(), false).value_or(1));
    if (!r.ok()) {
        if (error)
            *error = r.error();
        return std::nullopt;
    }
    return c;
}

} // namespace headroom::scenario
