// SPDX-License-Identifier: GPL-3.0-or-later
// Tests for app/scenario/choicejson.h: a scenario::Choice stored in a quote's payload and read back.
//  - writesEveryKey: the object choiceToJson() writes, key by key, as choicejson.h documents it;
//  - roundTrip: presets and imported config.json fixtures (tests/data/configs) survive choiceToJson -> JSON text
//    -> choiceFromJson with every field equal (the imported model is imported again from the stored text: same
//    layers, heads, parameter count, layer kinds, quantization), and resolve() + fit::estimate() of the copy give
//    the same scenario and the same bytes as the original;
//  - refusals: the reader takes data from a SQLite file a user may hand around, so every key missing, of the
//    wrong type, with an unknown value or out of range is refused with the key named; a stored config that no
//    longer imports is refused with the importer's message;
//  - the documented bounds (choicejson.cpp kMaxCount 65,536, kMaxTokens 2^40, kMaxBytes 2^50, permille 1..1000)
//    are accepted at the edge and refused one past it.

#include <scenario/choicejson.h>

#include <catalog/catalog.h>
#include <catalog/hfconfig.h>
#include <fit/fitmodel.h>

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <limits>

using namespace headroom;
using fit::Engine;
using fit::KvCacheDtype;
using scenario::Choice;

namespace {

QByteArray readConfig(const QString &file)
{
    QFile f(QStringLiteral(HEADROOM_TEST_DATA_DIR "/configs/") + file);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(f.fileName()));
    return f.readAll();
}

catalog::ImportedModel importText(const QByteArray &json, const QString &name)
{
    catalog::HfConfigError error;
    std::optional<catalog::ImportedModel> model = catalog::importHfConfig(json, name, &error);
    if (!model)
        qFatal("%s does not import: %s", qPrintable(name), qPrintable(error.message));
    return *model;
}

catalog::ImportedModel importConfig(const QString &file)
{
    return importText(readConfig(file), file.section(u'.', 0, -2));
}

Choice preset(Engine engine, const char *model = "llama-3.1-8b")
{
    Choice c;
    c.modelId = QString::fromLatin1(model);
    c.gpuId = QStringLiteral("h100-80gb");
    c.engine = engine;
    return c;
}

Choice imported(Engine engine, const catalog::ImportedModel &m)
{
    Choice c = preset(engine);
    c.modelId.clear();
    c.imported = m;
    c.modelConfigPath = QStringLiteral("/srv/models/") + m.sourceName + QStringLiteral("/config.json");
    return c;
}

QString latin1(std::string_view s)
{
    return QString::fromLatin1(s.data(), qsizetype(s.size()));
}

template<typename T> QString opt(const std::optional<T> &v)
{
    if (!v)
        return QStringLiteral("null");
    if constexpr (std::is_same_v<T, KvCacheDtype>)
        return latin1(fit::toString(*v));
    else if constexpr (std::is_same_v<T, fit::WeightFormat>)
        return QString::fromStdString(fit::toString(*v));
    else
        return QString::number(qint64(*v));
}

// The model fields the fit model reads, one line (layer kinds as letters).
QString describeModel(const fit::ModelSpec &m)
{
    QString layers;
    for (const fit::LayerSpec &l : m.layerSpecs)
        layers += QString::number(int(l.attention)) + QString::number(l.kvHeads) + (l.moe ? u'm' : u'd');
    return QStringLiteral("%1 %2 params=%3 layers=%4 heads=%5/%6 dim=%7/%8/%9 hidden=%10 ff=%11/%12 vocab=%13 "
                          "ctx=%14 experts=%15/%16/%17 tied=%18 window=%19 chunk=%20 mla=%21/%22/%23/%24/%25 [%26]")
        .arg(QString::fromStdString(m.id), QString::fromStdString(m.architecture))
        .arg(m.parameterCount)
        .arg(m.layers)
        .arg(m.attentionHeads)
        .arg(m.kvHeads)
        .arg(m.headDim)
        .arg(m.headDimK)
        .arg(m.headDimV)
        .arg(m.hiddenSize)
        .arg(m.intermediateSize)
        .arg(m.expertIntermediateSize)
        .arg(m.vocabSize)
        .arg(m.maxContextTokens)
        .arg(m.experts)
        .arg(m.expertsPerToken)
        .arg(m.sharedExperts)
        .arg(m.tiedEmbeddings)
        .arg(m.slidingWindow)
        .arg(m.attentionChunk)
        .arg(m.kvLoraRank)
        .arg(m.qLoraRank)
        .arg(m.qkRopeHeadDim)
        .arg(m.qkNopeHeadDim)
        .arg(m.vHeadDim)
        .arg(layers);
}

// Every field of a Choice, the imported model included, one field a line.
QStringList describe(const Choice &c)
{
    QStringList out{QStringLiteral("model=") + c.modelId, QStringLiteral("path=") + c.modelConfigPath};
    if (c.imported) {
        const catalog::ImportedModel &m = *c.imported;
        const catalog::QuantizationInfo &q = m.quantization;
        out << describeModel(m.spec)
            << QStringLiteral("quant=%1 %2 bits=%3 group=%4 bnb=%5/%6 block=%7")
                   .arg(catalog::quantizationMethodKey(q.method), q.methodName)
                   .arg(q.bits)
                   .arg(q.groupSize)
                   .arg(q.bnb4BitQuantType)
                   .arg(q.bnbDoubleQuant)
                   .arg(q.weightBlockSize.size() == 2 ? q.weightBlockSize.at(0) * 10000 + q.weightBlockSize.at(1) : 0)
            << QStringLiteral("dtype=") + m.dtype << QStringLiteral("type=") + m.modelType
            << QStringLiteral("source=") + m.sourceName << QString::fromUtf8(m.sourceJson) << m.notes;
    }
    out << QStringLiteral("gpu=") + c.gpuId << QStringLiteral("gpus=%1").arg(c.gpuCount)
        << QStringLiteral("perReplica=") + opt(c.gpusPerReplica) << QStringLiteral("memory=") + opt(c.gpuMemoryBytes)
        << QStringLiteral("weights=") + opt(c.weights) << QStringLiteral("k=") + latin1(fit::toString(c.kvCacheK))
        << QStringLiteral("v=") + opt(c.kvCacheV) << QStringLiteral("engine=") + latin1(fit::toString(c.engine))
        << QStringLiteral("util=") + opt(c.gpuMemoryUtilizationPermille)
        << QStringLiteral("batched=") + opt(c.maxNumBatchedTokens) << QStringLiteral("seqs=") + opt(c.maxNumSeqs)
        << QStringLiteral("ubatch=") + opt(c.ubatch) << QStringLiteral("flash=") + opt(c.flashAttention)
        << QStringLiteral("context=%1").arg(c.contextTokens) << QStringLiteral("concurrency=%1").arg(c.concurrency);
    return out;
}

QStringList describe(const fit::Scenario &s)
{
    const fit::EngineSettings &e = s.engine;
    return QStringList{
        describeModel(s.model),
        QStringLiteral("weights=%1 format=%2").arg(latin1(fit::toString(s.weights)), opt(s.weightFormat)),
        QStringLiteral("kv=%1/%2").arg(latin1(fit::toString(s.kvCache)), opt(s.kvCacheV)),
        QStringLiteral("hw=%1 %2 x%3 tp%4")
            .arg(QString::fromStdString(s.hardware.gpuId))
            .arg(s.hardware.memoryBytes)
            .arg(s.hardware.gpuCount)
            .arg(s.hardware.tensorParallel),
        QStringLiteral("engine=%1 util=%2 batched=%3 seqs=%4 block=%5 ub=%6 b=%7 fa=%8")
            .arg(latin1(fit::toString(e.engine)))
            .arg(e.gpuMemoryUtilizationPermille)
            .arg(e.maxNumBatchedTokens)
            .arg(e.maxNumSeqs)
            .arg(e.blockSize)
            .arg(e.ubatch)
            .arg(e.batch)
            .arg(e.flashAttention),
        QStringLiteral("workload=%1 x%2").arg(s.workload.contextTokens).arg(s.workload.concurrency)};
}

QString describe(const fit::Estimate &e)
{
    QStringList layers;
    for (const int n : e.layersPerDevice)
        layers << QString::number(n);
    return QStringLiteral("w=%1 kv=%2 act=%3 rt=%4 res=%5 headroom=%6 fits=%7 max=%8 layers=%9")
        .arg(e.perDevice.weights)
        .arg(e.perDevice.kvCache)
        .arg(e.perDevice.activations)
        .arg(e.perDevice.runtime)
        .arg(e.perDevice.engineReserve)
        .arg(e.headroomBytes)
        .arg(e.fits)
        .arg(e.maxConcurrency)
        .arg(layers.join(u','));
}

QJsonObject parse(const char *json)
{
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(QByteArray(json), &error);
    if (!doc.isObject())
        qFatal("bad JSON in the test: %s", qPrintable(error.errorString()));
    return doc.object();
}

QByteArray compact(const QJsonObject &o)
{
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

// The 19 keys choicejson.h lists.
const QStringList &allKeys()
{
    static const QStringList keys{QStringLiteral("model"),
                                  QStringLiteral("model_config"),
                                  QStringLiteral("model_config_json"),
                                  QStringLiteral("model_config_name"),
                                  QStringLiteral("gpu"),
                                  QStringLiteral("gpus"),
                                  QStringLiteral("gpus_per_replica"),
                                  QStringLiteral("gpu_memory_bytes"),
                                  QStringLiteral("weights"),
                                  QStringLiteral("kv_cache_k"),
                                  QStringLiteral("kv_cache_v"),
                                  QStringLiteral("engine"),
                                  QStringLiteral("gpu_memory_utilization_permille"),
                                  QStringLiteral("max_num_batched_tokens"),
                                  QStringLiteral("max_num_seqs"),
                                  QStringLiteral("ubatch"),
                                  QStringLiteral("flash_attention"),
                                  QStringLiteral("context"),
                                  QStringLiteral("concurrency")};
    return keys;
}

// A stored preset choice with every nullable key null, and a stored imported one.
QJsonObject storedPreset()
{
    return scenario::choiceToJson(preset(Engine::Vllm));
}

QJsonObject storedImported()
{
    return scenario::choiceToJson(imported(Engine::Vllm, importConfig(QStringLiteral("qwen3-8b.json"))));
}

constexpr qint64 k2p40 = qint64(1) << 40;
constexpr qint64 k2p50 = qint64(1) << 50;

} // namespace

Q_DECLARE_METATYPE(headroom::scenario::Choice)

class TestChoiceJson : public QObject
{
    Q_OBJECT

private slots:
    void writesEveryKey();
    void writesImportedModel();
    void roundTrip_data();
    void roundTrip();
    void refusals_data();
    void refusals();
    void boundsAccepted_data();
    void boundsAccepted();
    void storedConfigNoLongerImports_data();
    void storedConfigNoLongerImports();
    void oversizedConfigIsNotKept();
};

// choicejson.h: every key always written, null = the default.
void TestChoiceJson::writesEveryKey()
{
    Choice c = preset(Engine::LlamaCpp);
    c.gpuCount = 2;
    c.weights = fit::parseWeightFormat("q4_k_m");
    c.kvCacheK = KvCacheDtype::Q8_0;
    c.kvCacheV = KvCacheDtype::Q4_0;
    c.ubatch = 1024;
    c.flashAttention = false;
    c.contextTokens = 8192;
    c.concurrency = 4;
    const QJsonObject expected = parse(R"({"model": "llama-3.1-8b", "model_config": null, "model_config_json": null,
        "model_config_name": null, "gpu": "h100-80gb", "gpus": 2, "gpus_per_replica": null, "gpu_memory_bytes": null,
        "weights": "q4_k_m", "kv_cache_k": "q8_0", "kv_cache_v": "q4_0", "engine": "llama.cpp",
        "gpu_memory_utilization_permille": null, "max_num_batched_tokens": null, "max_num_seqs": null,
        "ubatch": 1024, "flash_attention": false, "context": 8192, "concurrency": 4})");
    const QJsonObject written = scenario::choiceToJson(c);
    QCOMPARE(compact(written), compact(expected));
    QCOMPARE(QStringList(written.keys()).size(), allKeys().size());

    Choice v = preset(Engine::Vllm);
    v.gpuCount = 4;
    v.gpusPerReplica = 2;
    v.gpuMemoryBytes = 80LL << 30; // 85,899,345,920
    v.kvCacheK = KvCacheDtype::FP8;
    v.gpuMemoryUtilizationPermille = 950;
    v.maxNumBatchedTokens = 16384;
    v.maxNumSeqs = 128;
    const QJsonObject vllm = parse(R"({"model": "llama-3.1-8b", "model_config": null, "model_config_json": null,
        "model_config_name": null, "gpu": "h100-80gb", "gpus": 4, "gpus_per_replica": 2,
        "gpu_memory_bytes": 85899345920, "weights": null, "kv_cache_k": "fp8", "kv_cache_v": null, "engine": "vllm",
        "gpu_memory_utilization_permille": 950, "max_num_batched_tokens": 16384, "max_num_seqs": 128,
        "ubatch": null, "flash_attention": null, "context": 4096, "concurrency": 1})");
    QCOMPARE(compact(scenario::choiceToJson(v)), compact(vllm));
}

void TestChoiceJson::writesImportedModel()
{
    const QByteArray text = readConfig(QStringLiteral("qwen3-32b-awq.json"));
    const Choice c = imported(Engine::Vllm, importText(text, QStringLiteral("Qwen3-32B-AWQ")));
    const QJsonObject o = scenario::choiceToJson(c);
    QVERIFY(o.value(QLatin1String("model")).isNull());
    QCOMPARE(o.value(QLatin1String("model_config")).toString(),
             QStringLiteral("/srv/models/Qwen3-32B-AWQ/config.json"));
    QCOMPARE(o.value(QLatin1String("model_config_json")).toString(), QString::fromUtf8(text)); // the text as read
    QCOMPARE(o.value(QLatin1String("model_config_name")).toString(), QStringLiteral("Qwen3-32B-AWQ"));
}

void TestChoiceJson::roundTrip_data()
{
    QTest::addColumn<Choice>("choice");
    QTest::newRow("preset, all defaults") << preset(Engine::Generic);
    {
        Choice c = preset(Engine::LlamaCpp, "mixtral-8x7b");
        c.gpuCount = 3;
        c.weights = fit::parseWeightFormat("q4_k_m");
        c.kvCacheK = KvCacheDtype::Q8_0;
        c.kvCacheV = KvCacheDtype::Q4_0;
        c.ubatch = 4096;
        c.flashAttention = true;
        c.contextTokens = 32768;
        c.concurrency = 2;
        QTest::newRow("preset llama.cpp, every llama.cpp knob") << c;
    }
    {
        Choice c = preset(Engine::Vllm, "llama-3.1-70b");
        c.gpuCount = 8;
        c.gpusPerReplica = 4;
        c.gpuMemoryBytes = 80LL << 30;
        c.weights = fit::parseWeightFormat("fp8-block128");
        c.kvCacheK = KvCacheDtype::FP8;
        c.gpuMemoryUtilizationPermille = 925;
        c.maxNumBatchedTokens = 0; // 0 = vLLM's default for the GPU, kept as 0
        c.maxNumSeqs = 512;
        c.contextTokens = 65536;
        c.concurrency = 12;
        QTest::newRow("preset vllm, every vllm knob") << c;
    }
    {
        Choice c = preset(Engine::Ollama, "qwen2.5-7b");
        c.gpuId = QStringLiteral("rtx-4090");
        c.weights = fit::parseWeightFormat("ggml-bf16");
        c.kvCacheK = KvCacheDtype::Q4_0;
        c.ubatch = 256;
        QTest::newRow("preset ollama") << c;
    }
    {
        Choice c = preset(Engine::Vllm);
        c.gpuCount = 3; // 32 heads % 3: resolve() refuses it, the JSON still round-trips
        QTest::newRow("unresolvable choice") << c;
    }
    const auto config = [](const char *file, Engine e, int gpus = 1) {
        Choice c = imported(e, importConfig(QString::fromLatin1(file)));
        c.gpuCount = gpus;
        return c;
    };
    QTest::newRow("imported awq on vllm") << config("qwen3-32b-awq.json", Engine::Vllm);
    QTest::newRow("imported gptq moe on vllm") << config("qwen3-30b-a3b-gptq-int4.json", Engine::Vllm, 2);
    QTest::newRow("imported fp8 deepseek-v3 on 8 GPUs") << config("deepseek-v3.json", Engine::Vllm, 8);
    QTest::newRow("imported mxfp4 gpt-oss") << config("gpt-oss-20b.json", Engine::Vllm);
    QTest::newRow("imported bnb nf4") << config("llama-3-8b-instruct-bnb-nf4.json", Engine::Generic);
    QTest::newRow("imported gemma-3 (text_config, sliding window) on llama.cpp")
        << config("gemma-3-27b-it.json", Engine::LlamaCpp, 2);
    QTest::newRow("imported gemma-2 on ollama") << config("gemma-2-9b-it.json", Engine::Ollama);
    QTest::newRow("imported phi-3 on ik_llama.cpp") << config("phi-3-mini-4k-instruct.json", Engine::IkLlamaCpp, 3);
    {
        // The issue's bug: a float32 config must stay fp32 after the quote is reopened.
        QJsonObject o = QJsonDocument::fromJson(readConfig(QStringLiteral("llama-3.1-8b.json"))).object();
        o.insert(QLatin1String("torch_dtype"), QLatin1String("float32"));
        Choice c = imported(Engine::Generic, importText(QJsonDocument(o).toJson(), QStringLiteral("llama-fp32")));
        QTest::newRow("imported float32 config") << c;
    }
    {
        // No source name: the importer names the model from _name_or_path; the stored name is "".
        Choice c = imported(Engine::Generic, importText(readConfig(QStringLiteral("qwen2.5-7b.json")), QString()));
        c.modelConfigPath.clear();
        c.weights = fit::parseWeightFormat("gptq-8bit-g128");
        QTest::newRow("imported without a source name or path") << c;
    }
}

void TestChoiceJson::roundTrip()
{
    QFETCH(Choice, choice);
    const QJsonObject written = scenario::choiceToJson(choice);
    // As the quote store keeps it: JSON text in a SQLite column.
    const QJsonDocument stored = QJsonDocument::fromJson(QJsonDocument(written).toJson(QJsonDocument::Compact));
    QVERIFY(stored.isObject());
    QVERIFY(stored.object() == written);

    QString error;
    const std::optional<Choice> back = scenario::choiceFromJson(stored.object(), &error);
    QVERIFY2(back, qPrintable(error));
    QVERIFY(error.isEmpty());
    QCOMPARE(describe(*back), describe(choice));
    QCOMPARE(compact(scenario::choiceToJson(*back)), compact(written));

    const catalog::Catalog &catalog = catalog::Catalog::builtIn();
    scenario::ChoiceError e1;
    scenario::ChoiceError e2;
    const std::optional<scenario::Resolved> r1 = scenario::resolve(choice, catalog, &e1);
    const std::optional<scenario::Resolved> r2 = scenario::resolve(*back, catalog, &e2);
    QCOMPARE(bool(r2), bool(r1));
    if (!r1) {
        QCOMPARE(e2.field, e1.field);
        QCOMPARE(e2.message, e1.message);
        return;
    }
    QCOMPARE(describe(r2->scenario), describe(r1->scenario));
    QCOMPARE(QString::fromStdString(fit::toString(r2->weightFormat)),
             QString::fromStdString(fit::toString(r1->weightFormat)));
    QCOMPARE(int(r2->weightsSource), int(r1->weightsSource));
    QCOMPARE(r2->weightsNote, r1->weightsNote);
    QCOMPARE(r2->modelNotes, r1->modelNotes);
    QCOMPARE(r2->quantization, r1->quantization);
    const fit::Result<fit::Estimate> a = fit::estimate(r1->scenario);
    const fit::Result<fit::Estimate> b = fit::estimate(r2->scenario);
    QVERIFY2(a.ok(), a.error ? a.error->message.c_str() : "");
    QVERIFY(b.ok());
    QCOMPARE(describe(*b.value), describe(*a.value));
    QCOMPARE(b.value->perDevice.total(), a.value->perDevice.total());
}

void TestChoiceJson::refusals_data()
{
    QTest::addColumn<QJsonObject>("base");
    QTest::addColumn<QString>("key");
    QTest::addColumn<QJsonValue>("value"); // Undefined: the key removed
    const QJsonObject p = storedPreset();
    const QJsonObject i = storedImported();
    const QJsonValue missing(QJsonValue::Undefined);
    const QJsonValue null(QJsonValue::Null);
    for (const QString &key : allKeys()) {
        QTest::addRow("preset, %s missing", qPrintable(key)) << p << key << missing;
        QTest::addRow("imported, %s missing", qPrintable(key)) << i << key << missing;
    }
    const auto row = [&](const char *name, const QJsonObject &base, const char *key, const QJsonValue &v) {
        QTest::newRow(name) << base << QString::fromLatin1(key) << v;
    };
    // Wrong types.
    row("model a number", p, "model", 5);
    row("model an object", p, "model", QJsonObject());
    row("model_config a number", i, "model_config", 5);
    row("model_config_json true", i, "model_config_json", true);
    row("model_config_json an object", i, "model_config_json", QJsonObject{{QLatin1String("hidden_size"), 64}});
    row("model_config_name an array", i, "model_config_name", QJsonArray());
    row("gpu null", p, "gpu", null);
    row("gpu a number", p, "gpu", 1);
    row("gpus a string", p, "gpus", QLatin1String("2"));
    row("gpus null", p, "gpus", null);
    row("gpus true", p, "gpus", true);
    row("gpus_per_replica a string", p, "gpus_per_replica", QLatin1String("1"));
    row("gpu_memory_bytes a string", p, "gpu_memory_bytes", QLatin1String("80GB"));
    row("weights a number", p, "weights", 4);
    row("kv_cache_k null", p, "kv_cache_k", null);
    row("kv_cache_k a number", p, "kv_cache_k", 1);
    row("kv_cache_v false", p, "kv_cache_v", false);
    row("engine null", p, "engine", null);
    row("engine a number", p, "engine", 0);
    row("permille a string", p, "gpu_memory_utilization_permille", QLatin1String("0.9"));
    row("max_num_batched_tokens an object", p, "max_num_batched_tokens", QJsonObject());
    row("max_num_seqs true", p, "max_num_seqs", true);
    row("ubatch a string", p, "ubatch", QLatin1String("512"));
    row("flash_attention 1", p, "flash_attention", 1);
    row("flash_attention a string", p, "flash_attention", QLatin1String("true"));
    row("context null", p, "context", null);
    row("context a string", p, "context", QLatin1String("4096"));
    row("concurrency null", p, "concurrency", null);
    row("concurrency an array", p, "concurrency", QJsonArray{1});
    // Unknown values.
    row("model null without a config", p, "model", null);
    row("weights q4 (no such format)", p, "weights", QLatin1String("q4"));
    row("weights empty", p, "weights", QLatin1String(""));
    row("weights gptq 5-bit", p, "weights", QLatin1String("gptq-5bit-g128"));
    row("weights with a space", p, "weights", QLatin1String(" bf16"));
    row("kv_cache_k q2_k", p, "kv_cache_k", QLatin1String("q2_k"));
    row("kv_cache_k empty", p, "kv_cache_k", QLatin1String(""));
    row("kv_cache_v fp4", p, "kv_cache_v", QLatin1String("fp4"));
    row("engine tgi", p, "engine", QLatin1String("tgi"));
    row("engine vLLM (names are case sensitive)", p, "engine", QLatin1String("vLLM"));
    // Out of range (bounds in choicejson.cpp), and numbers that are not whole.
    row("gpus 0", p, "gpus", 0);
    row("gpus -1", p, "gpus", -1);
    row("gpus 65537", p, "gpus", 65537);
    row("gpus 1.5", p, "gpus", 1.5);
    row("gpus 1e300", p, "gpus", 1e300);
    row("gpus_per_replica 0", p, "gpus_per_replica", 0);
    row("gpus_per_replica 65537", p, "gpus_per_replica", 65537);
    row("gpu_memory_bytes 0", p, "gpu_memory_bytes", 0);
    row("gpu_memory_bytes 2^50 + 1", p, "gpu_memory_bytes", double(k2p50 + 1));
    row("permille 0", p, "gpu_memory_utilization_permille", 0);
    row("permille 1001", p, "gpu_memory_utilization_permille", 1001);
    row("permille 0.9 (a fraction, not permille)", p, "gpu_memory_utilization_permille", 0.9);
    row("max_num_batched_tokens -1", p, "max_num_batched_tokens", -1);
    row("max_num_batched_tokens 2^40 + 1", p, "max_num_batched_tokens", double(k2p40 + 1));
    row("max_num_seqs -1", p, "max_num_seqs", -1);
    row("max_num_seqs 2^31", p, "max_num_seqs", 2147483648.0);
    row("ubatch 0", p, "ubatch", 0);
    row("ubatch 2^40 + 1", p, "ubatch", double(k2p40 + 1));
    row("context 0", p, "context", 0);
    row("context -4096", p, "context", -4096);
    row("context 2^40 + 1", p, "context", double(k2p40 + 1));
    row("context 4096.5", p, "context", 4096.5);
    row("concurrency 0", p, "concurrency", 0);
    row("concurrency 2^31", p, "concurrency", 2147483648.0);
}

void TestChoiceJson::refusals()
{
    QFETCH(QJsonObject, base);
    QFETCH(QString, key);
    QFETCH(QJsonValue, value);
    QJsonObject o = base;
    if (value.isUndefined())
        o.remove(key);
    else
        o.insert(key, value);
    QString error;
    QVERIFY(!scenario::choiceFromJson(o, &error));
    QVERIFY2(error.contains(u'"' + key + u'"'), qPrintable(error));
    // Without an error slot it still refuses (no crash writing the message).
    QVERIFY(!scenario::choiceFromJson(o));
}

void TestChoiceJson::boundsAccepted_data()
{
    QTest::addColumn<QString>("key");
    QTest::addColumn<QJsonValue>("value");
    QTest::addColumn<QString>("read"); // the field read back, as describe() prints it
    QTest::newRow("gpus 65536") << "gpus" << QJsonValue(65536) << "gpus=65536";
    QTest::newRow("gpus 2.0 is 2") << "gpus" << QJsonValue(2.0) << "gpus=2";
    QTest::newRow("gpus_per_replica 65536") << "gpus_per_replica" << QJsonValue(65536) << "perReplica=65536";
    QTest::newRow("gpu_memory_bytes 2^50")
        << "gpu_memory_bytes" << QJsonValue(double(k2p50)) << "memory=1125899906842624";
    QTest::newRow("gpu_memory_bytes 1") << "gpu_memory_bytes" << QJsonValue(1) << "memory=1";
    QTest::newRow("permille 1") << "gpu_memory_utilization_permille" << QJsonValue(1) << "util=1";
    QTest::newRow("permille 1000") << "gpu_memory_utilization_permille" << QJsonValue(1000) << "util=1000";
    QTest::newRow("max_num_batched_tokens 0 (default)") << "max_num_batched_tokens" << QJsonValue(0) << "batched=0";
    QTest::newRow("max_num_batched_tokens 2^40")
        << "max_num_batched_tokens" << QJsonValue(double(k2p40)) << "batched=1099511627776";
    QTest::newRow("max_num_seqs 0 (default)") << "max_num_seqs" << QJsonValue(0) << "seqs=0";
    QTest::newRow("max_num_seqs 2^31 - 1") << "max_num_seqs" << QJsonValue(2147483647) << "seqs=2147483647";
    QTest::newRow("ubatch 1") << "ubatch" << QJsonValue(1) << "ubatch=1";
    QTest::newRow("context 2^40") << "context" << QJsonValue(double(k2p40)) << "context=1099511627776";
    QTest::newRow("concurrency 2^31 - 1") << "concurrency" << QJsonValue(2147483647) << "concurrency=2147483647";
    QTest::newRow("flash_attention true") << "flash_attention" << QJsonValue(true) << "flash=1";
    QTest::newRow("kv_cache_k f32 (llama.cpp's spelling)")
        << "kv_cache_k" << QJsonValue(QLatin1String("f32")) << "k=fp32";
    QTest::newRow("weights Q4_K_M (case ignored)")
        << "weights" << QJsonValue(QLatin1String("Q4_K_M")) << "weights=q4_k_m";
}

void TestChoiceJson::boundsAccepted()
{
    QFETCH(QString, key);
    QFETCH(QJsonValue, value);
    QFETCH(QString, read);
    QJsonObject o = storedPreset();
    o.insert(key, value);
    QString error;
    const std::optional<Choice> c = scenario::choiceFromJson(o, &error);
    QVERIFY2(c, qPrintable(error));
    QVERIFY2(describe(*c).contains(read), qPrintable(describe(*c).join(u' ')));
}

void TestChoiceJson::storedConfigNoLongerImports_data()
{
    QTest::addColumn<QJsonValue>("config");
    QTest::addColumn<QStringList>("message"); // substrings of the importer's message
    QTest::newRow("empty object") << QJsonValue(QLatin1String("{}")) << QStringList{QStringLiteral("qwen3-8b")};
    QTest::newRow("not JSON") << QJsonValue(QLatin1String("not json")) << QStringList{QStringLiteral("qwen3-8b")};
    QTest::newRow("empty text") << QJsonValue(QLatin1String("")) << QStringList{QStringLiteral("qwen3-8b")};
    QTest::newRow("a JSON array") << QJsonValue(QLatin1String("[1, 2]")) << QStringList{QStringLiteral("qwen3-8b")};
    // 32 heads, 7 KV heads: GQA groups must be whole.
    QJsonObject o = QJsonDocument::fromJson(readConfig(QStringLiteral("qwen3-8b.json"))).object();
    o.insert(QLatin1String("num_key_value_heads"), 7);
    QTest::newRow("KV heads not dividing the heads")
        << QJsonValue(QString::fromUtf8(QJsonDocument(o).toJson()))
        << QStringList{QStringLiteral("qwen3-8b"), QStringLiteral("num_key_value_heads")};
    o = QJsonDocument::fromJson(readConfig(QStringLiteral("qwen3-8b.json"))).object();
    o.remove(QLatin1String("hidden_size"));
    QTest::newRow("hidden_size removed") << QJsonValue(QString::fromUtf8(QJsonDocument(o).toJson()))
                                         << QStringList{QStringLiteral("qwen3-8b"), QStringLiteral("hidden_size")};
}

void TestChoiceJson::storedConfigNoLongerImports()
{
    QFETCH(QJsonValue, config);
    QFETCH(QStringList, message);
    QJsonObject o = storedImported();
    QCOMPARE(o.value(QLatin1String("model_config_name")).toString(), QStringLiteral("qwen3-8b"));
    o.insert(QLatin1String("model_config_json"), config);
    QString error;
    QVERIFY(!scenario::choiceFromJson(o, &error));
    for (const QString &part : std::as_const(message))
        QVERIFY2(error.contains(part), qPrintable(error));
}

// A config.json above kMaxStoredConfigBytes (1 MiB) is not copied into the payload (the quote store caps a
// payload at 4 MiB), so the stored choice names no model and is refused on reading, naming "model".
void TestChoiceJson::oversizedConfigIsNotKept()
{
    QJsonObject o = QJsonDocument::fromJson(readConfig(QStringLiteral("qwen3-8b.json"))).object();
    o.insert(QLatin1String("_comment"), QString(scenario::kMaxStoredConfigBytes, u'x'));
    const QByteArray text = QJsonDocument(o).toJson();
    QVERIFY(text.size() > scenario::kMaxStoredConfigBytes);
    const Choice c = imported(Engine::Generic, importText(text, QStringLiteral("big")));
    const QJsonObject written = scenario::choiceToJson(c);
    QVERIFY(written.value(QLatin1String("model_config_json")).isNull());
    QVERIFY(written.value(QLatin1String("model")).isNull());
    QString error;
    QVERIFY(!scenario::choiceFromJson(written, &error));
    QVERIFY2(error.contains(QLatin1String("\"model\"")), qPrintable(error));
}

QTEST_GUILESS_MAIN(TestChoiceJson)
#include "tst_choicejson.moc"
