// SPDX-License-Identifier: GPL-3.0-or-later
#include <scenario/choicejson.h>

#include <catalog/gguf.h>
#include <catalog/safetensors.h>

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QJsonArray>
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
constexpr qint64 kMaxPixels = 16384;

template<typename T> void insertSet(QJsonObject &o, const char *key, const std::optional<T> &v)
{
    if (v)
        o.insert(QLatin1String(key), orNull(v));
}

template<typename E> void insertName(QJsonObject &o, const char *key, const std::optional<E> &v)
{
    if (v)
        o.insert(QLatin1String(key), latin1(fit::toString(*v)));
}

QJsonObject trainingToJson(const TrainingChoice &t)
{
    QJsonObject o;
    insertSet(o, "micro_batch", t.microBatch);
    insertSet(o, "gradient_accumulation", t.gradientAccumulationSteps);
    insertName(o, "optimizer", t.optimizer);
    insertSet(o, "master_weights", t.masterWeights);
    insertName(o, "gradient_dtype", t.gradientDtype);
    insertSet(o, "optimizer_in_backward", t.optimizerInBackward);
    insertName(o, "activation_checkpointing", t.checkpointing);
    insertName(o, "sharding", t.sharding);
    insertSet(o, "shard_group", t.shardGroup);
    insertName(o, "offload", t.offload);
    insertSet(o, "lora_rank", t.loraRank);
    if (t.loraTargets)
        o.insert(QLatin1String("lora_targets"), QString::fromStdString(fit::loraTargetsToString(*t.loraTargets)));
    return o;
}

QJsonObject diffusionToJson(const DiffusionChoice &d)
{
    QJsonObject o;
    insertSet(o, "width", d.width);
    insertSet(o, "height", d.height);
    insertSet(o, "images", d.images);
    insertSet(o, "vae_tile", d.vaeTile);
    insertSet(o, "vae_slicing", d.vaeSlicing);
    insertName(o, "offload", d.offload);
    return o;
}

// An optional enumerator stored by its fit::toString() name.
template<typename E, typename Parse>
std::optional<E> readName(const QJsonObject &o, const char *key, Parse parse, Reader &r)
{
    const QJsonValue v = o.value(QLatin1String(key));
    if (v.isUndefined())
        return std::nullopt;
    const std::optional<E> e = v.isString() ? parse(v.toString().toStdString()) : std::nullopt;
    if (!e)
        r.fail(QLatin1String(key));
    return e;
}

std::optional<int> readInt(const QJsonObject &o, const char *key, qint64 lo, qint64 hi, Reader &outer)
{
    if (!o.contains(QLatin1String(key)))
        return std::nullopt;
    Reader r(o);
    const std::optional<qint64> n = r.integer(QLatin1String(key), lo, hi, false);
    if (!r.ok())
        outer.fail(QLatin1String(key));
    return n ? std::optional<int>(int(*n)) : std::nullopt;
}

std::optional<bool> readBool(const QJsonObject &o, const char *key, Reader &outer)
{
    const QJsonValue v = o.value(QLatin1String(key));
    if (v.isUndefined())
        return std::nullopt;
    if (!v.isBool())
        outer.fail(QLatin1String(key));
    return v.isBool() ? std::optional<bool>(v.toBool()) : std::nullopt;
}

TrainingChoice trainingFromJson(const QJsonObject &o, Reader &r)
{
    TrainingChoice t;
    t.microBatch = readInt(o, "micro_batch", 1, kMaxCount, r);
    t.gradientAccumulationSteps = readInt(o, "gradient_accumulation", 1, kMaxCount, r);
    t.optimizer = readName<fit::Optimizer>(o, "optimizer", fit::optimizerFromString, r);
    t.masterWeights = readBool(o, "master_weights", r);
    t.gradientDtype = readName<fit::GradientDtype>(o, "gradient_dtype", fit::gradientDtypeFromString, r);
    t.optimizerInBackward = readBool(o, "optimizer_in_backward", r);
    t.checkpointing = readName<fit::ActivationCheckpointing>(o, "activation_checkpointing",
                                                             fit::activationCheckpointingFromString, r);
    t.sharding = readName<fit::Sharding>(o, "sharding", fit::shardingFromString, r);
    t.shardGroup = readInt(o, "shard_group", 1, kMaxCount, r);
    t.offload = readName<fit::Offload>(o, "offload", fit::offloadFromString, r);
    t.loraRank = readInt(o, "lora_rank", 1, qint64(1) << 20, r);
    t.loraTargets = readName<unsigned>(o, "lora_targets", fit::loraTargetsFromString, r);
    return t;
}

DiffusionChoice diffusionFromJson(const QJsonObject &o, Reader &r)
{
    DiffusionChoice d;
    d.width = readInt(o, "width", 1, kMaxPixels, r);
    d.height = readInt(o, "height", 1, kMaxPixels, r);
    d.images = readInt(o, "images", 1, kMaxCount, r);
    d.vaeTile = readInt(o, "vae_tile", 0, kMaxPixels, r);
    d.vaeSlicing = readBool(o, "vae_slicing", r);
    d.offload = readName<fit::DiffusionOffload>(o, "offload", fit::diffusionOffloadFromString, r);
    return d;
}

// The placement fields of a choice that differ from the default (an empty object when none do).
QJsonObject placementToJson(const Choice &c)
{
    QJsonObject p;
    if (!c.deviceIds.isEmpty())
        p.insert(QLatin1String("devices"), QJsonArray::fromStringList(c.deviceIds));
    if (!c.tensorSplit.empty()) {
        QJsonArray split;
        for (const double x : c.tensorSplit)
            split.append(x);
        p.insert(QLatin1String("tensor_split"), split);
    }
    if (c.gpuLayers)
        p.insert(QLatin1String("n_gpu_layers"), *c.gpuLayers);
    if (c.expertsOnCpu)
        p.insert(QLatin1String("experts_on_cpu"), true);
    if (c.pipelineParallel > 1)
        p.insert(QLatin1String("pipeline_parallel"), c.pipelineParallel);
    if (c.expertParallel)
        p.insert(QLatin1String("expert_parallel"), true);
    return p;
}

// Reads placementToJson()'s object into `c`; false (with the key in `bad`) for a malformed value.
bool placementFromJson(const QJsonObject &p, Choice &c, QString *bad)
{
    const auto fail = [&](const char *key) {
        *bad = QLatin1String(key);
        return false;
    };
    if (p.contains(QLatin1String("devices"))) {
        const QJsonArray ids = p.value(QLatin1String("devices")).toArray();
        if (ids.isEmpty() || ids.size() > kMaxCount)
            return fail("devices");
        for (const QJsonValue &id : ids) {
            if (!id.isString())
                return fail("devices");
            c.deviceIds << id.toString();
        }
    }
    if (p.contains(QLatin1String("tensor_split"))) {
        const QJsonArray split = p.value(QLatin1String("tensor_split")).toArray();
        if (split.isEmpty() || split.size() > kMaxCount)
            return fail("tensor_split");
        for (const QJsonValue &x : split) {
            if (!x.isDouble() || !(x.toDouble() >= 0.0))
                return fail("tensor_split");
            c.tensorSplit.push_back(x.toDouble());
        }
    }
    if (p.contains(QLatin1String("n_gpu_layers"))) {
        const QJsonValue n = p.value(QLatin1String("n_gpu_layers"));
        if (!n.isDouble() || n.toDouble() < 0 || n.toDouble() > fit::limits::kMaxLayers + 1 ||
            n.toDouble() != double(n.toInt()))
            return fail("n_gpu_layers");
        c.gpuLayers = n.toInt();
    }
    if (p.contains(QLatin1String("pipeline_parallel"))) {
        const QJsonValue n = p.value(QLatin1String("pipeline_parallel"));
        if (!n.isDouble() || n.toDouble() < 1 || n.toDouble() > fit::limits::kMaxLayers ||
            n.toDouble() != double(n.toInt()))
            return fail("pipeline_parallel");
        c.pipelineParallel = n.toInt();
    }
    for (const auto &[key, flag] :
         {std::pair{"experts_on_cpu", &c.expertsOnCpu}, {"expert_parallel", &c.expertParallel}}) {
        const QJsonValue v = p.value(QLatin1String(key));
        if (!v.isUndefined() && !v.isBool())
            return fail(key);
        *flag = v.toBool(false);
    }
    return true;
}

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
    // The workload keys only when set: an inference choice keeps the JSON (and fingerprint) it had before
    // workload kinds existed.
    if (c.workload)
        o.insert(QLatin1String("workload"), latin1(fit::toString(*c.workload)));
    if (const QJsonObject t = trainingToJson(c.training); !t.isEmpty())
        o.insert(QLatin1String("training"), t);
    if (const QJsonObject d = diffusionToJson(c.diffusion); !d.isEmpty())
        o.insert(QLatin1String("diffusion"), d);
    // Placements, the engine release and model files (issue 14), only when set: a choice without them keeps
    // the JSON and fingerprint it had before.
    if (const QJsonObject p = placementToJson(c); !p.isEmpty())
        o.insert(QLatin1String("placement"), p);
    if (!c.engineVersion.isEmpty())
        o.insert(QLatin1String("engine_version"), c.engineVersion);
    if (imported && c.imported->fileKind != QLatin1String("config")) {
        o.insert(QLatin1String("model_file"), c.imported->filePath);
        o.insert(QLatin1String("model_file_kind"), c.imported->fileKind);
    }
    return o;
}

namespace {

// Training and diffusion knobs equal to their defaults count as unset; what a workload kind ignores
// (the KV cache types and concurrency outside inference, the context in image generation) is dropped.
void normaliseWorkload(Choice &c)
{
    const fit::WorkloadKind kind = workloadOf(c, catalog::Catalog::builtIn());
    const bool diffusionPreset = !c.imported && catalog::Catalog::builtIn().diffusionModel(c.modelId);
    if (c.workload == (diffusionPreset ? fit::WorkloadKind::Diffusion : fit::WorkloadKind::Inference))
        c.workload.reset();
    if (kind == fit::WorkloadKind::Inference)
        return;
    c.kvCacheK = fit::KvCacheDtype::F16;
    c.kvCacheV.reset();
    c.concurrency = 1;
    if (c.gpusPerReplica == 1)
        c.gpusPerReplica.reset();
    const fit::TrainingSettings t;
    TrainingChoice &tc = c.training;
    const auto reset = [](auto &opt, const auto &value) {
        if (opt == value)
            opt.reset();
    };
    reset(tc.microBatch, t.microBatch);
    reset(tc.gradientAccumulationSteps, t.gradientAccumulationSteps);
    reset(tc.optimizer, t.optimizer);
    reset(tc.masterWeights, t.masterWeights);
    reset(tc.gradientDtype, t.gradients);
    reset(tc.optimizerInBackward, t.optimizerInBackward);
    reset(tc.checkpointing, t.checkpointing);
    reset(tc.sharding, t.sharding);
    reset(tc.offload, t.offload);
    reset(tc.loraRank, t.loraRank);
    reset(tc.loraTargets, t.loraTargets);
    if (kind == fit::WorkloadKind::Qlora)
        reset(c.weights, workloadDefaultWeights(kind, nullptr));
    if (kind == fit::WorkloadKind::Diffusion) {
        c.contextTokens = 1;
        DiffusionChoice &d = c.diffusion;
        reset(d.images, 1);
        reset(d.vaeTile, 0);
        reset(d.vaeSlicing, false);
        reset(d.offload, fit::DiffusionOffload::None);
        if (const catalog::DiffusionPreset *p = catalog::Catalog::builtIn().diffusionModel(c.modelId)) {
            reset(d.width, p->spec.defaultWidth);
            reset(d.height, p->spec.defaultHeight);
            reset(c.weights, workloadDefaultWeights(kind, &p->spec));
        }
    }
}

} // namespace

QString scenarioFingerprint(const Choice &choice)
{
    // The same scenario however a front end spelt it: values equal to the defaults resolve() would take
    // count as unset (the window sets every knob of its engine, the command line only those given).
    Choice c = choice;
    if (c.gpusPerReplica == c.gpuCount)
        c.gpusPerReplica.reset();
    if (c.kvCacheV == c.kvCacheK)
        c.kvCacheV.reset();
    const std::optional<fit::WeightFormat> own = ownWeights(
        c.imported ? &*c.imported : nullptr, c.imported ? nullptr : catalog::Catalog::builtIn().model(c.modelId));
    const fit::WorkloadKind kind = workloadOf(c, catalog::Catalog::builtIn());
    if (c.weights && c.weights == own && kind != fit::WorkloadKind::Qlora && kind != fit::WorkloadKind::Diffusion)
        c.weights.reset();
    normaliseWorkload(c);
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
    if (o.contains(QLatin1String("model_file"))) {
        // A model file: imported again from the file (its tensors are not stored); gone or changed, it says so.
        const QString path = o.value(QLatin1String("model_file")).toString();
        const QString kind = o.value(QLatin1String("model_file_kind")).toString();
        QString message;
        if (kind == QLatin1String("gguf")) {
            catalog::GgufError importError;
            c.imported = catalog::importGguf(path, &importError);
            message = importError.message;
        } else if (kind == QLatin1String("safetensors")) {
            catalog::SafetensorsError importError;
            c.imported = catalog::importSafetensors(path, &importError);
            message = importError.message;
        } else {
            message = ChoiceJsonText::bad(QStringLiteral("model_file_kind"));
        }
        if (!c.imported) {
            if (error)
                *error = message;
            return std::nullopt;
        }
        c.modelConfigPath = r.text(QStringLiteral("model_config"), true).value_or(path);
    }
    const std::optional<QString> model = c.imported ? std::optional<QString>() : r.text(QStringLiteral("model"), true);
    const std::optional<QString> configPath = r.text(QStringLiteral("model_config"), true);
    const std::optional<QString> configJson = r.text(QStringLiteral("model_config_json"), true);
    const std::optional<QString> configName = r.text(QStringLiteral("model_config_name"), true);
    if (c.imported) {
        // read from model_file above
    } else if (model) {
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
    if (o.contains(QLatin1String("workload"))) {
        c.workload = readName<fit::WorkloadKind>(o, "workload", fit::workloadKindFromString, r);
    }
    const auto object = [&](const char *key) {
        const QJsonValue v = o.value(QLatin1String(key));
        if (!v.isUndefined() && !v.isObject())
            r.fail(QLatin1String(key));
        return v.toObject();
    };
    c.training = trainingFromJson(object("training"), r);
    c.diffusion = diffusionFromJson(object("diffusion"), r);
    if (QString bad; r.ok() && !placementFromJson(object("placement"), c, &bad))
        r.fail(bad);
    if (o.contains(QLatin1String("engine_version")))
        c.engineVersion = r.text(QStringLiteral("engine_version"), false).value_or(QString());
    if (!r.ok()) {
        if (error)
            *error = r.error();
        return std::nullopt;
    }
    return c;
}

} // namespace headroom::scenario
