// SPDX-License-Identifier: GPL-3.0-or-later
// Tests for app/scenario/choice.h: the rules that turn a scenario::Choice into a fit::Scenario, as one
// data-driven table (resolveRules), and the per-engine lists the front ends offer (weight formats, KV
// cache types, knobs).
//
// Expected values come from the sources the rules cite, never from running resolve():
//  - catalogue: resources/catalog/gpus.json h100-80gb = nvidia-smi 81,559 MiB x 2^20 = 85,520,809,984 bytes,
//    rtx-4090 = 24,564 MiB x 2^20 = 25,757,220,864 bytes; models.json llama-3.1-8b: 32 layers, 32 heads,
//    8 KV heads, max_position_embeddings 131,072; qwen2.5-7b: 28 heads, 4 KV heads;
//  - config.json fixtures in tests/data/configs (SOURCES.md): layers, heads, quantization_config, torch_dtype;
//  - engine defaults: llama.cpp common/common.h n_batch 2048, n_ubatch 512 (`-b 2048 -ub 512`), flash
//    attention on (engine.h defaultSettings); Ollama api/types.go DefaultOptions num_batch 512, passed to its
//    runner as n_batch and n_ubatch, OLLAMA_FLASH_ATTENTION off; vLLM 0.9 vllm/config.py CacheConfig
//    gpu_memory_utilization 0.9 (900 permille), block_size 16; max_num_batched_tokens / max_num_seqs unset
//    (0 = vLLM's default for the GPU).
//  - llama.cpp src/llama-context.cpp: n_ubatch = min(n_batch, n_ubatch), so a micro-batch above the default
//    -b 2048 is run with -b raised to it (choice.h).

#include <scenario/choice.h>

#include <catalog/catalog.h>
#include <catalog/hfconfig.h>
#include <fit/fitmodel.h>

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <QTest>

#include <functional>

using namespace headroom;
using fit::Engine;
using fit::KvCacheDtype;
using fit::WeightFormat;
using scenario::Choice;
using scenario::WeightsSource;

namespace {

constexpr qint64 kH100Bytes = 85'520'809'984;    // gpus.json h100-80gb: 81,559 MiB x 2^20
constexpr qint64 kRtx4090Bytes = 25'757'220'864; // gpus.json rtx-4090: 24,564 MiB x 2^20

QByteArray readConfig(const QString &file)
{
    QFile f(QStringLiteral(HEADROOM_TEST_DATA_DIR "/configs/") + file);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(f.fileName()));
    return f.readAll();
}

// A fixture config.json, optionally edited (a torch_dtype changed, a quantization_config added), imported.
catalog::ImportedModel importConfig(const QString &file, const std::function<void(QJsonObject &)> &edit = {})
{
    QByteArray json = readConfig(file);
    if (edit) {
        QJsonObject o = QJsonDocument::fromJson(json).object();
        edit(o);
        json = QJsonDocument(o).toJson();
    }
    catalog::HfConfigError error;
    std::optional<catalog::ImportedModel> model = catalog::importHfConfig(json, file.section(u'.', 0, -2), &error);
    if (!model)
        qFatal("%s does not import: %s", qPrintable(file), qPrintable(error.message));
    return *model;
}

WeightFormat format(const char *spelling)
{
    const std::optional<WeightFormat> f = fit::parseWeightFormat(spelling);
    if (!f)
        qFatal("bad weight format %s", spelling);
    return *f;
}

// A Choice written the way a front end fills it: llama-3.1-8b on one H100 unless told otherwise.
class Make
{
public:
    explicit Make(Engine engine = Engine::Generic)
    {
        m_c.modelId = QStringLiteral("llama-3.1-8b");
        m_c.gpuId = QStringLiteral("h100-80gb");
        m_c.engine = engine;
    }
    Make &model(const char *id) { return m_c.modelId = QString::fromLatin1(id), *this; }
    Make &config(const catalog::ImportedModel &m)
    {
        m_c.imported = m;
        m_c.modelConfigPath = QStringLiteral("/models/") + m.sourceName + QStringLiteral("/config.json");
        return *this;
    }
    Make &gpu(const char *id) { return m_c.gpuId = QString::fromLatin1(id), *this; }
    Make &gpus(int n) { return m_c.gpuCount = n, *this; }
    Make &perReplica(int n) { return m_c.gpusPerReplica = n, *this; }
    Make &memory(qint64 bytes) { return m_c.gpuMemoryBytes = bytes, *this; }
    Make &weights(const char *spelling) { return m_c.weights = format(spelling), *this; }
    Make &kv(KvCacheDtype k) { return m_c.kvCacheK = k, *this; }
    Make &kvV(KvCacheDtype v) { return m_c.kvCacheV = v, *this; }
    Make &utilization(int permille) { return m_c.gpuMemoryUtilizationPermille = permille, *this; }
    Make &batchedTokens(qint64 n) { return m_c.maxNumBatchedTokens = n, *this; }
    Make &seqs(int n) { return m_c.maxNumSeqs = n, *this; }
    Make &ubatch(qint64 n) { return m_c.ubatch = n, *this; }
    Make &flash(bool on) { return m_c.flashAttention = on, *this; }
    Make &context(qint64 tokens) { return m_c.contextTokens = tokens, *this; }
    Make &concurrency(int n) { return m_c.concurrency = n, *this; }
    operator Choice() const { return m_c; } // NOLINT: a builder

private:
    Choice m_c;
};

// What resolve() must give: the fit::Scenario fields and where the weights came from, or the refusal.
struct Expect {
    bool ok = true;
    // --- accepted
    QString weights = QStringLiteral("bf16"); ///< fit::toString of Resolved::weightFormat
    WeightsSource source = WeightsSource::Default;
    QString quantization; ///< Resolved::quantization ("" for a preset)
    int layers = 32;      ///< of the model resolved (llama-3.1-8b)
    KvCacheDtype kv = KvCacheDtype::F16;
    std::optional<KvCacheDtype> kvV;
    int gpus = 1;
    int tp = 1;
    qint64 memory = kH100Bytes;
    Engine engine = Engine::Generic;
    qint64 ubatch = 512; // llama.cpp -ub 512
    qint64 batch = 2048; // llama.cpp -b 2048
    bool flash = true;
    int permille = 900; // vLLM gpu_memory_utilization 0.9
    qint64 batchedTokens = 0;
    int seqs = 0;
    qint64 context = 4096;
    int concurrency = 1;
    // --- refused
    QString field;
    QStringList message; ///< substrings of ChoiceError::message

    static Expect accepts(Engine e)
    {
        Expect x;
        x.engine = e;
        if (e == Engine::Ollama) { // num_batch 512 = n_batch = n_ubatch; OLLAMA_FLASH_ATTENTION off
            x.ubatch = 512;
            x.batch = 512;
            x.flash = false;
        }
        return x;
    }
    static Expect refuses(const char *field, QStringList message)
    {
        Expect x;
        x.ok = false;
        x.field = QString::fromLatin1(field);
        x.message = std::move(message);
        return x;
    }
    Expect &w(const char *spelling, WeightsSource from)
    {
        weights = QString::fromLatin1(spelling);
        source = from;
        return *this;
    }
    Expect &quant(const char *key, int modelLayers)
    {
        quantization = QString::fromLatin1(key);
        layers = modelLayers;
        return *this;
    }
    Expect &cache(KvCacheDtype k, std::optional<KvCacheDtype> v = std::nullopt)
    {
        kv = k;
        kvV = v;
        return *this;
    }
    Expect &split(int count, int perReplica)
    {
        gpus = count;
        tp = perReplica;
        return *this;
    }
    Expect &batches(qint64 u, qint64 b)
    {
        ubatch = u;
        batch = b;
        return *this;
    }
};

QStringList words(std::initializer_list<const char *> list)
{
    QStringList out;
    for (const char *s : list)
        out << QString::fromUtf8(s);
    return out;
}

bool isDenseSpelling(const QString &s)
{
    // The first fit model's precisions go to Scenario::weights (choice.cpp resolveWeights).
    static const QStringList dense = words({"fp32", "bf16", "fp16", "fp8", "int8", "int4"});
    return dense.contains(s);
}

QString latin1(std::string_view s)
{
    return QString::fromLatin1(s.data(), qsizetype(s.size()));
}

} // namespace

Q_DECLARE_METATYPE(headroom::scenario::Choice)
Q_DECLARE_METATYPE(Expect)
Q_DECLARE_METATYPE(headroom::fit::Engine)
Q_DECLARE_METATYPE(headroom::fit::ModelSpec)
Q_DECLARE_METATYPE(std::vector<headroom::fit::KvCacheDtype>)

class TestChoice : public QObject
{
    Q_OBJECT

private slots:
    void resolveRules_data();
    void resolveRules();
    void weightFormatLists_data();
    void weightFormatLists();
    void everyListedFormatIsAccepted_data();
    void everyListedFormatIsAccepted();
    void kvCacheTypes_data();
    void kvCacheTypes();
    void knobsAndSharding_data();
    void knobsAndSharding();
    void defaultContext_data();
    void defaultContext();
    void presetPublishedWeights();
};

void TestChoice::resolveRules_data()
{
    QTest::addColumn<Choice>("choice");
    QTest::addColumn<Expect>("expect");
    using E = Engine;
    using K = KvCacheDtype;
    using S = WeightsSource;
    const auto row = [](const char *name, const Choice &c, const Expect &e) {
        QTest::newRow(name) << c << e;
    };

    const catalog::ImportedModel awq = importConfig(QStringLiteral("qwen3-32b-awq.json"));
    const catalog::ImportedModel gptq = importConfig(QStringLiteral("qwen3-30b-a3b-gptq-int4.json"));
    const catalog::ImportedModel fp8 = importConfig(QStringLiteral("deepseek-v3.json"));
    const catalog::ImportedModel nf4 = importConfig(QStringLiteral("llama-3-8b-instruct-bnb-nf4.json"));
    const catalog::ImportedModel gptOss = importConfig(QStringLiteral("gpt-oss-20b.json"));
    const catalog::ImportedModel llama = importConfig(QStringLiteral("llama-3.1-8b.json"));
    const catalog::ImportedModel qwen3 = importConfig(QStringLiteral("qwen3-8b.json"));
    const auto dtype = [](const char *value) {
        return importConfig(QStringLiteral("llama-3.1-8b.json"),
                            [value](QJsonObject &o) { o.insert(QLatin1String("torch_dtype"), QLatin1String(value)); });
    };
    // transformers >= 4.56 writes "dtype" instead of "torch_dtype".
    const catalog::ImportedModel newDtype = importConfig(QStringLiteral("llama-3.1-8b.json"), [](QJsonObject &o) {
        o.remove(QLatin1String("torch_dtype"));
        o.insert(QLatin1String("dtype"), QLatin1String("float32"));
    });
    const catalog::ImportedModel noDtype = importConfig(QStringLiteral("llama-3.1-8b.json"),
                                                        [](QJsonObject &o) { o.remove(QLatin1String("torch_dtype")); });
    const catalog::ImportedModel hqq = importConfig(QStringLiteral("llama-3.1-8b.json"), [](QJsonObject &o) {
        o.insert(QLatin1String("quantization_config"),
                 QJsonObject{{QLatin1String("quant_method"), QLatin1String("hqq")}, {QLatin1String("nbits"), 4}});
    });
    const catalog::ImportedModel fp8Rect = importConfig(QStringLiteral("deepseek-v3.json"), [](QJsonObject &o) {
        QJsonObject q = o.value(QLatin1String("quantization_config")).toObject();
        q.insert(QLatin1String("weight_block_size"), QJsonArray{128, 64});
        o.insert(QLatin1String("quantization_config"), q);
    });

    // --- Weights: chosen, else quantization_config, else torch_dtype, else bf16.
    row("preset, nothing chosen: bf16", Make(), Expect::accepts(E::Generic));
    row("chosen q4_k_m on llama.cpp", Make(E::LlamaCpp).weights("q4_k_m"),
        Expect::accepts(E::LlamaCpp).w("q4_k_m", S::Chosen));
    row("chosen bf16 wins over the AWQ quantization_config", Make(E::Vllm).config(awq).weights("bf16"),
        Expect::accepts(E::Vllm).w("bf16", S::Chosen).quant("awq", 64));
    // qwen3-32b-awq.json: quant_method awq, bits 4, group_size 128 (its dtype float16 does not decide).
    row("quantization_config awq", Make(E::Vllm).config(awq),
        Expect::accepts(E::Vllm).w("awq-4bit-g128", S::QuantizationConfig).quant("awq", 64));
    // qwen3-30b-a3b-gptq-int4.json: bits 4, group_size 128, torch_dtype float16 ignored.
    row("quantization_config gptq", Make(E::Vllm).config(gptq),
        Expect::accepts(E::Vllm).w("gptq-4bit-g128", S::QuantizationConfig).quant("gptq", 48));
    // deepseek-v3.json: quant_method fp8, weight_block_size [128, 128].
    row("quantization_config fp8 128x128 blocks", Make(E::Vllm).config(fp8),
        Expect::accepts(E::Vllm).w("fp8-block128", S::QuantizationConfig).quant("fp8", 61));
    // llama-3-8b-instruct-bnb-nf4.json: load_in_4bit, nf4, bnb_4bit_use_double_quant true.
    row("quantization_config bitsandbytes nf4 double quant", Make(E::Generic).config(nf4),
        Expect::accepts(E::Generic).w("nf4-dq", S::QuantizationConfig).quant("bitsandbytes", 32));
    // gpt-oss-20b.json: quant_method mxfp4 (no torch_dtype); vLLM Mxfp4Config loads it.
    row("vllm + mxfp4 on gpt-oss (quantization_config)", Make(E::Vllm).config(gptOss),
        Expect::accepts(E::Vllm).w("mxfp4", S::QuantizationConfig).quant("mxfp4", 24));
    row("torch_dtype bfloat16", Make().config(llama),
        Expect::accepts(E::Generic).w("bf16", S::TorchDtype).quant("none", 32));
    row("torch_dtype float16", Make().config(dtype("float16")),
        Expect::accepts(E::Generic).w("fp16", S::TorchDtype).quant("none", 32));
    // The bug: a float32 checkpoint is 4 bytes per weight, not bf16.
    row("torch_dtype float32 is fp32", Make().config(dtype("float32")),
        Expect::accepts(E::Generic).w("fp32", S::TorchDtype).quant("none", 32));
    row("torch_dtype float32 on llama.cpp (F32 GGUF)", Make(E::LlamaCpp).config(dtype("float32")),
        Expect::accepts(E::LlamaCpp).w("fp32", S::TorchDtype).quant("none", 32));
    row("dtype (new key) float32", Make().config(newDtype),
        Expect::accepts(E::Generic).w("fp32", S::TorchDtype).quant("none", 32));
    row("no dtype in the config: default bf16", Make().config(noDtype),
        Expect::accepts(E::Generic).w("bf16", S::Default).quant("none", 32));
    row("unmappable quantization_config hqq refused", Make().config(hqq),
        Expect::refuses("weights", words({"quantization_config", "\"hqq\"", "choose a weight format"})));
    row("unmappable quantization_config, weights chosen", Make().config(hqq).weights("int8"),
        Expect::accepts(E::Generic).w("int8", S::Chosen).quant("other", 32));
    row("fp8 with 128x64 blocks refused", Make(E::Vllm).config(fp8Rect),
        Expect::refuses("weights", words({"quantization_config", "\"fp8\""})));
    row("llama.cpp cannot load the AWQ config", Make(E::LlamaCpp).config(awq),
        Expect::refuses("weights", words({"llama.cpp", "AWQ 4-bit g128"})));
    row("imported config wins over the preset id", Make().model("no-such-model").config(qwen3),
        Expect::accepts(E::Generic).w("bf16", S::TorchDtype).quant("none", 36));

    // --- GPUs per replica: default every GPU; explicit split; whole replicas only.
    row("4 GPUs, one replica: tp 4", Make(E::Vllm).gpus(4), Expect::accepts(E::Vllm).split(4, 4));
    row("4 GPUs as 2 replicas of 2", Make(E::Vllm).gpus(4).perReplica(2), Expect::accepts(E::Vllm).split(4, 2));
    row("8 GPUs as 8 replicas of 1", Make(E::LlamaCpp).gpus(8).perReplica(1), Expect::accepts(E::LlamaCpp).split(8, 1));
    row("3 per replica does not divide 4", Make(E::Vllm).gpus(4).perReplica(3),
        Expect::refuses("gpusPerReplica", words({"(3)", "divide the number of GPUs (4)"})));
    row("8 per replica above 4 GPUs", Make(E::LlamaCpp).gpus(4).perReplica(8),
        Expect::refuses("gpusPerReplica", words({"between 1 and the number of GPUs (4)"})));
    // llama.cpp family: --split-mode layer takes any count.
    row("llama.cpp on 3 GPUs", Make(E::LlamaCpp).gpus(3), Expect::accepts(E::LlamaCpp).split(3, 3));
    row("llama.cpp on 5 GPUs", Make(E::LlamaCpp).gpus(5), Expect::accepts(E::LlamaCpp).split(5, 5));
    row("llama.cpp on 7 GPUs", Make(E::LlamaCpp).gpus(7), Expect::accepts(E::LlamaCpp).split(7, 7));
    row("ik_llama.cpp on 5 GPUs", Make(E::IkLlamaCpp).gpus(5), Expect::accepts(E::IkLlamaCpp).split(5, 5));
    row("ollama on 3 GPUs", Make(E::Ollama).gpus(3), Expect::accepts(E::Ollama).split(3, 3));
    row("ollama on 7 GPUs", Make(E::Ollama).gpus(7), Expect::accepts(E::Ollama).split(7, 7));
    // Tensor sharding: 32 heads % 3, % 5 != 0 (vLLM verify_with_parallel_config).
    row("vllm on 3 GPUs refused (32 heads)", Make(E::Vllm).gpus(3),
        Expect::refuses("gpusPerReplica", words({"(3)", "attention heads (32)"})));
    row("generic on 5 GPUs refused (32 heads)", Make(E::Generic).gpus(5),
        Expect::refuses("gpusPerReplica", words({"(5)", "attention heads (32)"})));
    // 32 % 16 = 0; 8 KV heads < 16 and 16 % 8 = 0: each KV head replicated on two GPUs.
    row("vllm on 16 GPUs: KV heads replicated", Make(E::Vllm).gpus(16), Expect::accepts(E::Vllm).split(16, 16));
    // qwen2.5-7b: 28 % 7 = 0 but 4 KV heads < 7 and 7 % 4 = 3 (vLLM QKVParallelLinear).
    row("vllm qwen2.5-7b on 7 GPUs: KV heads uneven", Make(E::Vllm).model("qwen2.5-7b").gpus(7),
        Expect::refuses("gpusPerReplica", words({"4 KV heads", "7 GPUs"})));
    row("llama.cpp qwen2.5-7b on 7 GPUs", Make(E::LlamaCpp).model("qwen2.5-7b").gpus(7), [] {
        Expect e = Expect::accepts(E::LlamaCpp).split(7, 7);
        e.layers = 28;
        return e;
    }());

    // --- Engine / weight format.
    row("ollama + awq refused", Make(E::Ollama).weights("awq-4bit-g128"),
        Expect::refuses("weights", words({"Ollama", "AWQ 4-bit g128"})));
    row("llama.cpp + gptq refused", Make(E::LlamaCpp).weights("gptq-4bit-g128"),
        Expect::refuses("weights", words({"llama.cpp", "GPTQ 4-bit g128"})));
    // vLLM documents experimental single-file GGUF loading (docs.vllm.ai v0.9.2 features/quantization/gguf);
    // Headroom offers GGUF formats for the llama.cpp family only.
    row("vllm + q4_k_m refused", Make(E::Vllm).weights("q4_k_m"),
        Expect::refuses("weights", words({"vLLM", "Q4_K_M"})));
    row("generic + q8_0 GGML refused", Make(E::Generic).weights("q8_0"),
        Expect::refuses("weights", words({"Generic (Transformers)", "Q8_0"})));
    row("llama.cpp + int4 dense refused", Make(E::LlamaCpp).weights("int4"),
        Expect::refuses("weights", words({"llama.cpp", "INT4"})));
    row("llama.cpp + fp8 dense refused", Make(E::LlamaCpp).weights("fp8"),
        Expect::refuses("weights", words({"llama.cpp", "FP8"})));
    row("ik_llama.cpp + nf4 refused", Make(E::IkLlamaCpp).weights("nf4"),
        Expect::refuses("weights", words({"ik_llama.cpp", "NF4"})));
    row("ollama + HF mxfp4 checkpoint refused", Make(E::Ollama).weights("mxfp4"),
        Expect::refuses("weights", words({"Ollama", "MXFP4"})));
    row("llama.cpp + bf16", Make(E::LlamaCpp).weights("bf16"), Expect::accepts(E::LlamaCpp).w("bf16", S::Chosen));
    row("llama.cpp + fp32", Make(E::LlamaCpp).weights("fp32"), Expect::accepts(E::LlamaCpp).w("fp32", S::Chosen));
    row("vllm + awq", Make(E::Vllm).weights("awq-4bit-g128"), Expect::accepts(E::Vllm).w("awq-4bit-g128", S::Chosen));
    row("vllm + fp8 blocks chosen", Make(E::Vllm).weights("fp8-block128"),
        Expect::accepts(E::Vllm).w("fp8-block128", S::Chosen));
    row("generic + nf4", Make(E::Generic).weights("nf4"), Expect::accepts(E::Generic).w("nf4", S::Chosen));
    row("generic + bnb-int8", Make(E::Generic).weights("bnb-int8"),
        Expect::accepts(E::Generic).w("bnb-int8", S::Chosen));
    row("vllm + mxfp4 chosen on gpt-oss", Make(E::Vllm).config(gptOss).weights("mxfp4"),
        Expect::accepts(E::Vllm).w("mxfp4", S::Chosen).quant("mxfp4", 24));
    row("ollama + q4_0 GGML", Make(E::Ollama).weights("q4_0"), Expect::accepts(E::Ollama).w("q4_0", S::Chosen));
    row("ollama + MXFP4_MOE file type", Make(E::Ollama).weights("mxfp4_moe"),
        Expect::accepts(E::Ollama).w("mxfp4_moe", S::Chosen));
    row("ik_llama.cpp + gguf-q8_0", Make(E::IkLlamaCpp).weights("gguf-q8_0"),
        Expect::accepts(E::IkLlamaCpp).w("gguf-q8_0", S::Chosen));

    // --- KV cache types per engine.
    row("generic + q4_0 KV refused", Make(E::Generic).kv(K::Q4_0),
        Expect::refuses("kvCache", words({"Generic (Transformers)", "q4_0"})));
    row("generic + q8_0 V refused", Make(E::Generic).kvV(K::Q8_0),
        Expect::refuses("kvCacheV", words({"Generic (Transformers)", "q8_0"})));
    // Transformers' caches (transformers/cache_utils.py DynamicLayer/StaticLayer) hold keys and values in one
    // torch dtype; a separate V type is a llama.cpp setting (-ctv), not a Transformers one.
    row("generic separate V cache refused", Make(E::Generic).kvV(K::BF16), Expect::refuses("kvCacheV", {}));
    row("vllm fp8 KV", Make(E::Vllm).kv(K::FP8), Expect::accepts(E::Vllm).cache(K::FP8));
    row("vllm fp8 K and V named alike", Make(E::Vllm).kv(K::FP8).kvV(K::FP8), Expect::accepts(E::Vllm).cache(K::FP8));
    row("vllm separate V refused", Make(E::Vllm).kvV(K::FP8), Expect::refuses("kvCacheV", words({"vLLM", "one type"})));
    row("vllm q8_0 KV refused", Make(E::Vllm).kv(K::Q8_0), Expect::refuses("kvCache", words({"vLLM", "q8_0"})));
    row("ollama q8_0 KV", Make(E::Ollama).kv(K::Q8_0), Expect::accepts(E::Ollama).cache(K::Q8_0));
    row("ollama q4_0 KV", Make(E::Ollama).kv(K::Q4_0), Expect::accepts(E::Ollama).cache(K::Q4_0));
    row("ollama bf16 KV refused", Make(E::Ollama).kv(K::BF16),
        Expect::refuses("kvCache", words({"Ollama", "f16, q8_0, q4_0", "bf16"})));
    row("ollama separate V refused", Make(E::Ollama).kv(K::Q8_0).kvV(K::Q4_0),
        Expect::refuses("kvCacheV", words({"Ollama", "one type"})));
    row("llama.cpp separate K q8_0 / V q4_0", Make(E::LlamaCpp).kv(K::Q8_0).kvV(K::Q4_0),
        Expect::accepts(E::LlamaCpp).cache(K::Q8_0, K::Q4_0));
    row("llama.cpp V equal to K stored once", Make(E::LlamaCpp).kv(K::Q8_0).kvV(K::Q8_0),
        Expect::accepts(E::LlamaCpp).cache(K::Q8_0));
    row("ik_llama.cpp K f16 / V q5_1", Make(E::IkLlamaCpp).kvV(K::Q5_1),
        Expect::accepts(E::IkLlamaCpp).cache(K::F16, K::Q5_1));
    row("llama.cpp fp8 KV refused", Make(E::LlamaCpp).kv(K::FP8),
        Expect::refuses("kvCache", words({"llama.cpp", "fp8"})));
    row("llama.cpp fp8 V refused", Make(E::LlamaCpp).kvV(K::FP8),
        Expect::refuses("kvCacheV", words({"llama.cpp", "fp8"})));

    // --- Engine knobs.
    row("ubatch on vllm refused", Make(E::Vllm).ubatch(1024), Expect::refuses("engine", words({"vLLM", "n_ubatch"})));
    row("gpu_memory_utilization on llama.cpp refused", Make(E::LlamaCpp).utilization(950),
        Expect::refuses("engine", words({"llama.cpp", "gpu_memory_utilization"})));
    row("max_num_batched_tokens on llama.cpp refused", Make(E::LlamaCpp).batchedTokens(4096),
        Expect::refuses("engine", words({"max_num_batched_tokens"})));
    row("max_num_seqs on ollama refused", Make(E::Ollama).seqs(64),
        Expect::refuses("engine", words({"Ollama", "max_num_seqs"})));
    row("flash_attn on generic refused", Make(E::Generic).flash(false),
        Expect::refuses("engine", words({"Generic (Transformers)", "flash_attn"})));
    row("flash_attn on vllm refused", Make(E::Vllm).flash(true),
        Expect::refuses("engine", words({"vLLM", "flash_attn"})));
    row("llama.cpp ubatch 4096 raises batch to 4096", Make(E::LlamaCpp).ubatch(4096),
        Expect::accepts(E::LlamaCpp).batches(4096, 4096));
    row("llama.cpp ubatch 256 keeps batch 2048", Make(E::LlamaCpp).ubatch(256),
        Expect::accepts(E::LlamaCpp).batches(256, 2048));
    row("llama.cpp ubatch 2048 = batch 2048", Make(E::LlamaCpp).ubatch(2048),
        Expect::accepts(E::LlamaCpp).batches(2048, 2048));
    row("ik_llama.cpp ubatch 8192 raises batch", Make(E::IkLlamaCpp).ubatch(8192),
        Expect::accepts(E::IkLlamaCpp).batches(8192, 8192));
    row("ollama ubatch 1024: batch 1024", Make(E::Ollama).ubatch(1024), Expect::accepts(E::Ollama).batches(1024, 1024));
    row("ollama ubatch 128: batch 128", Make(E::Ollama).ubatch(128), Expect::accepts(E::Ollama).batches(128, 128));
    row("llama.cpp flash attention off", Make(E::LlamaCpp).flash(false), [] {
        Expect e = Expect::accepts(E::LlamaCpp);
        e.flash = false;
        return e;
    }());
    row("ollama flash attention on", Make(E::Ollama).flash(true), [] {
        Expect e = Expect::accepts(E::Ollama);
        e.flash = true;
        return e;
    }());
    row("vllm knobs kept", Make(E::Vllm).utilization(950).batchedTokens(16384).seqs(64), [] {
        Expect e = Expect::accepts(E::Vllm);
        e.permille = 950;
        e.batchedTokens = 16384;
        e.seqs = 64;
        return e;
    }());
    row("llama.cpp ubatch 0 refused", Make(E::LlamaCpp).ubatch(0), Expect::refuses("ubatch", words({"micro-batch"})));
    row("vllm utilization 0 refused", Make(E::Vllm).utilization(0), Expect::refuses("gpuMemoryUtilization", {}));
    row("vllm utilization 1001 refused", Make(E::Vllm).utilization(1001), Expect::refuses("gpuMemoryUtilization", {}));

    // --- Workload: context at most max_position_embeddings (llama-3.1-8b 131,072; qwen3-8b.json 40,960).
    row("context 131072 = max", Make().context(131072), [] {
        Expect e = Expect::accepts(E::Generic);
        e.context = 131072;
        return e;
    }());
    row("context 131073 above max refused", Make().context(131073),
        Expect::refuses("context", words({"131,073", "Llama 3.1 8B Instruct", "131,072"}))); // the locale's digits
    row("imported context 40961 above max refused", Make().config(qwen3).context(40961),
        Expect::refuses("context", words({"40,961", "40,960"})));
    row("context 0 refused", Make().context(0), Expect::refuses("context", {}));
    row("concurrency 0 refused", Make().concurrency(0), Expect::refuses("concurrency", {}));
    row("context 8192 x 16 sequences kept", Make(E::LlamaCpp).context(8192).concurrency(16), [] {
        Expect e = Expect::accepts(E::LlamaCpp);
        e.context = 8192;
        e.concurrency = 16;
        return e;
    }());

    // --- Model and GPU.
    row("unknown model refused", Make().model("llama-9b"), Expect::refuses("model", words({"llama-9b"})));
    row("unknown GPU refused", Make().gpu("h100-160gb"), Expect::refuses("gpu", words({"h100-160gb"})));
    row("gpuMemoryBytes override kept (24 GiB)", Make().memory(24LL << 30), [] {
        Expect e = Expect::accepts(E::Generic);
        e.memory = 25'769'803'776; // 24 x 2^30
        return e;
    }());
    row("rtx-4090 memory from the catalogue", Make().gpu("rtx-4090"), [] {
        Expect e = Expect::accepts(E::Generic);
        e.memory = kRtx4090Bytes;
        return e;
    }());
    row("gpuMemoryBytes 0 refused", Make().memory(0), Expect::refuses("memory", {}));
    row("0 GPUs refused", Make().gpus(0), Expect::refuses("gpuCount", {}));
}

void TestChoice::resolveRules()
{
    QFETCH(Choice, choice);
    QFETCH(Expect, expect);
    scenario::ChoiceError error;
    const std::optional<scenario::Resolved> r = scenario::resolve(choice, catalog::Catalog::builtIn(), &error);
    if (!expect.ok) {
        QVERIFY2(!r, "resolve() accepted a choice it must refuse");
        QCOMPARE(error.field, expect.field);
        QVERIFY(!error.message.isEmpty());
        for (const QString &part : std::as_const(expect.message))
            QVERIFY2(error.message.contains(part), qPrintable(error.message + QStringLiteral(" lacks ") + part));
        return;
    }
    QVERIFY2(r, qPrintable(error.field + QStringLiteral(": ") + error.message));
    const fit::Scenario &s = r->scenario;

    QCOMPARE(QString::fromStdString(fit::toString(r->weightFormat)), expect.weights);
    QCOMPARE(r->weightsSource, expect.source);
    const bool fromConfig =
        expect.source == WeightsSource::QuantizationConfig || expect.source == WeightsSource::TorchDtype;
    QCOMPARE(!r->weightsNote.isEmpty(), fromConfig);
    if (isDenseSpelling(expect.weights)) { // the first fit model's precision, byte for byte
        QVERIFY(!s.weightFormat);
        QCOMPARE(latin1(fit::toString(s.weights)), expect.weights);
    } else {
        QVERIFY(s.weightFormat);
        QCOMPARE(QString::fromStdString(fit::toString(*s.weightFormat)), expect.weights);
    }
    QCOMPARE(r->quantization, expect.quantization);
    QCOMPARE(s.model.layers, expect.layers);
    if (choice.imported) {
        QCOMPARE(r->modelNotes, choice.imported->notes);
        QCOMPARE(r->modelConfig, choice.modelConfigPath);
    }

    // fit::toString() found by argument-dependent lookup hides QTest::toString(): compare the names.
    QCOMPARE(latin1(fit::toString(s.kvCache)), latin1(fit::toString(expect.kv)));
    QCOMPARE(s.kvCacheV.has_value(), expect.kvV.has_value());
    if (expect.kvV)
        QCOMPARE(latin1(fit::toString(*s.kvCacheV)), latin1(fit::toString(*expect.kvV)));
    QCOMPARE(s.hardware.gpuCount, expect.gpus);
    QCOMPARE(s.hardware.tensorParallel, expect.tp);
    QCOMPARE(s.hardware.memoryBytes, expect.memory);
    QCOMPARE(QString::fromStdString(s.hardware.gpuId), choice.gpuId);

    QCOMPARE(latin1(fit::toString(s.engine.engine)), latin1(fit::toString(expect.engine)));
    QCOMPARE(s.engine.ubatch, expect.ubatch);
    QCOMPARE(s.engine.batch, expect.batch);
    QCOMPARE(s.engine.flashAttention, expect.flash);
    QCOMPARE(s.engine.gpuMemoryUtilizationPermille, expect.permille);
    QCOMPARE(s.engine.maxNumBatchedTokens, expect.batchedTokens);
    QCOMPARE(s.engine.maxNumSeqs, expect.seqs);
    QCOMPARE(s.engine.blockSize, 16);   // vLLM --block-size 16
    QCOMPARE(s.engine.swaFull, false);  // llama.cpp --swa-full off
    QCOMPARE(s.engine.unifiedKv, true); // llama-server -kvu default (PR #16736)

    QCOMPARE(s.workload.contextTokens, expect.context);
    QCOMPARE(s.workload.concurrency, expect.concurrency);
    QVERIFY(!fit::validate(s));
}

void TestChoice::weightFormatLists_data()
{
    QTest::addColumn<Engine>("engine");
    QTest::addColumn<QStringList>("present");
    QTest::addColumn<QStringList>("absent");
    QTest::addColumn<int>("count");
    // GGUF: 3 dense (f32, bf16, f16) + 15 llama.cpp file types + 27 GGML types less f32/f16/bf16/q8_1/q8_K = 40.
    const QStringList gguf = words({"fp32", "bf16", "fp16", "q4_k_m", "q5_k_s", "gguf-q8_0", "mxfp4_moe", "q8_0",
                                    "q4_k", "iq4_xs", "ggml-mxfp4", "tq1_0"});
    const QStringList notGguf = words({"awq-4bit-g128", "gptq-4bit-g128", "nf4", "bnb-int8", "fp8-tensor", "mxfp4",
                                       "int4", "int8", "fp8", "q8_1", "q8_k", "fbgemm-fp8", "w4a16-g128"});
    // Hugging Face: 6 dense + gptq 4/8-bit g128 + awq 4-bit g128 + nf4, nf4-dq + bnb-int8 + fp8 tensor/block128
    // + mxfp4 + fbgemm-fp8 + w8a8-int8, w8a8-fp8 + w4a16-g128 = 19.
    const QStringList hf = words({"fp32", "bf16", "fp16", "fp8", "int8", "int4", "gptq-4bit-g128", "gptq-8bit-g128",
                                  "awq-4bit-g128", "nf4", "nf4-dq", "bnb-int8", "fp8-tensor", "fp8-block128", "mxfp4",
                                  "fbgemm-fp8", "w8a8-int8", "w8a8-fp8", "w4a16-g128"});
    const QStringList notHf = words({"q4_k_m", "q8_0", "gguf-q8_0", "ggml-mxfp4", "mxfp4_moe"});
    QTest::newRow("llama.cpp") << Engine::LlamaCpp << gguf << notGguf << 40;
    QTest::newRow("ik_llama.cpp") << Engine::IkLlamaCpp << gguf << notGguf << 40;
    QTest::newRow("ollama") << Engine::Ollama << gguf << notGguf << 40;
    QTest::newRow("vllm") << Engine::Vllm << hf << notHf << 19;
    QTest::newRow("generic") << Engine::Generic << hf << notHf << 19;
}

void TestChoice::weightFormatLists()
{
    QFETCH(Engine, engine);
    QFETCH(QStringList, present);
    QFETCH(QStringList, absent);
    QFETCH(int, count);
    QStringList listed;
    for (const WeightFormat &f : scenario::weightFormatsFor(engine))
        listed << QString::fromStdString(fit::toString(f));
    QCOMPARE(listed.size(), count);
    QCOMPARE(QSet<QString>(listed.begin(), listed.end()).size(), count); // no duplicates
    for (const QString &s : std::as_const(present))
        QVERIFY2(listed.contains(s), qPrintable(s));
    for (const QString &s : std::as_const(absent))
        QVERIFY2(!listed.contains(s), qPrintable(s));
    if (!scenario::shardsTensors(engine)) // display order: dense first (choice.h)
        QCOMPARE(listed.mid(0, 3), words({"fp32", "bf16", "fp16"}));
    else
        QCOMPARE(listed, present);
}

void TestChoice::everyListedFormatIsAccepted_data()
{
    QTest::addColumn<Engine>("engine");
    QTest::newRow("generic") << Engine::Generic;
    QTest::newRow("llama.cpp") << Engine::LlamaCpp;
    QTest::newRow("vllm") << Engine::Vllm;
    QTest::newRow("ollama") << Engine::Ollama;
    QTest::newRow("ik_llama.cpp") << Engine::IkLlamaCpp;
}

// Every format a front end offers for an engine loads on it, resolves, and has a name; the GGUF-only formats
// are refused by the Hugging Face engines and vice versa, with the engine named.
void TestChoice::everyListedFormatIsAccepted()
{
    QFETCH(Engine, engine);
    const Engine other = scenario::shardsTensors(engine) ? Engine::LlamaCpp : Engine::Vllm;
    for (const WeightFormat &f : scenario::weightFormatsFor(engine)) {
        const QString spelling = QString::fromStdString(fit::toString(f));
        QVERIFY2(fit::isValid(f), qPrintable(spelling));
        QCOMPARE(fit::parseWeightFormat(fit::toString(f)), std::optional<WeightFormat>(f));
        QVERIFY2(!scenario::weightFormatRefusal(engine, f), qPrintable(spelling));
        QVERIFY(!scenario::weightFormatName(f).isEmpty());
        Choice c = Make(engine);
        c.weights = f;
        scenario::ChoiceError error;
        QVERIFY2(scenario::resolve(c, catalog::Catalog::builtIn(), &error),
                 qPrintable(spelling + u' ' + error.message));

        const bool sharedDense =
            spelling == QLatin1String("fp32") || spelling == QLatin1String("bf16") || spelling == QLatin1String("fp16");
        const std::optional<QString> refusal = scenario::weightFormatRefusal(other, f);
        QCOMPARE(!refusal, sharedDense);
        if (refusal) {
            const QString name = other == Engine::Vllm ? QStringLiteral("vLLM") : QStringLiteral("llama.cpp");
            QVERIFY2(refusal->contains(name), qPrintable(*refusal));
        }
    }
}

void TestChoice::kvCacheTypes_data()
{
    using K = KvCacheDtype;
    QTest::addColumn<Engine>("engine");
    QTest::addColumn<std::vector<KvCacheDtype>>("types");
    QTest::addColumn<bool>("separateV");
    // llama.cpp common/arg.cpp kv_cache_types: f32, f16, bf16, q8_0, q4_0, q4_1, iq4_nl, q5_0, q5_1 (no fp8),
    // -ctk and -ctv apart.
    const std::vector<K> llama{K::FP32, K::F16, K::BF16, K::Q8_0, K::Q4_0, K::Q4_1, K::Q5_0, K::Q5_1, K::IQ4_NL};
    QTest::newRow("llama.cpp") << Engine::LlamaCpp << llama << true;
    QTest::newRow("ik_llama.cpp") << Engine::IkLlamaCpp << llama << true;
    // vLLM --kv-cache-dtype auto (the model dtype: f16/bf16/fp32) or fp8, one type for K and V.
    QTest::newRow("vllm") << Engine::Vllm << std::vector<K>{K::FP32, K::F16, K::BF16, K::FP8} << false;
    // Ollama OLLAMA_KV_CACHE_TYPE f16, q8_0, q4_0 (fs/ggml/ggml.go SupportsKVCacheType), one for both.
    QTest::newRow("ollama") << Engine::Ollama << std::vector<K>{K::F16, K::Q8_0, K::Q4_0} << false;
    // Transformers: torch dtypes, no GGML block types (choice.h), one dtype for keys and values.
    QTest::newRow("generic") << Engine::Generic << std::vector<K>{K::FP32, K::F16, K::BF16, K::FP8} << false;
}

void TestChoice::kvCacheTypes()
{
    QFETCH(Engine, engine);
    QFETCH(std::vector<KvCacheDtype>, types);
    QFETCH(bool, separateV);
    QCOMPARE(scenario::kvCacheTypesFor(engine), types);
    QCOMPARE(scenario::separateValueCache(engine), separateV);
}

void TestChoice::knobsAndSharding_data()
{
    QTest::addColumn<Engine>("engine");
    QTest::addColumn<bool>("shards");
    QTest::addColumn<QStringList>("knobs"); // the engine's own names of the knobs it reads
    const QStringList vllm = words({"gpu_memory_utilization", "max_num_batched_tokens", "max_num_seqs"});
    const QStringList llama = words({"n_ubatch", "flash_attn"});
    QTest::newRow("generic") << Engine::Generic << true << QStringList();
    QTest::newRow("vllm") << Engine::Vllm << true << vllm;
    QTest::newRow("llama.cpp") << Engine::LlamaCpp << false << llama;
    QTest::newRow("ik_llama.cpp") << Engine::IkLlamaCpp << false << llama;
    QTest::newRow("ollama") << Engine::Ollama << false << llama;
}

void TestChoice::knobsAndSharding()
{
    QFETCH(Engine, engine);
    QFETCH(bool, shards);
    QFETCH(QStringList, knobs);
    using scenario::Knob;
    QCOMPARE(scenario::shardsTensors(engine), shards);
    QCOMPARE(scenario::shardsTensors(engine), !fit::splitsByLayer(engine));
    QStringList used;
    for (const Knob k : {Knob::GpuMemoryUtilization, Knob::MaxNumBatchedTokens, Knob::MaxNumSeqs, Knob::Ubatch,
                         Knob::FlashAttention}) {
        if (scenario::engineUses(engine, k))
            used << scenario::knobName(k);
    }
    QCOMPARE(used, knobs);
}

void TestChoice::defaultContext_data()
{
    QTest::addColumn<fit::ModelSpec>("model");
    QTest::addColumn<qint64>("context");
    // 4096 tokens, or max_position_embeddings when shorter (choice.h defaultContextFor).
    QTest::newRow("llama-3.1-8b preset (131072)")
        << catalog::Catalog::builtIn().model(QStringLiteral("llama-3.1-8b"))->spec << qint64(4096);
    QTest::newRow("phi-3-mini-4k (4096)")
        << importConfig(QStringLiteral("phi-3-mini-4k-instruct.json")).spec << qint64(4096);
    QTest::newRow("tinyllama-1.1b-3t (2048)")
        << importConfig(QStringLiteral("tinyllama-1.1b-3t.json")).spec << qint64(2048);
    fit::ModelSpec unpublished;
    unpublished.maxContextTokens = 0; // not published: no limit
    QTest::newRow("no max_position_embeddings") << unpublished << qint64(4096);
    fit::ModelSpec tiny;
    tiny.maxContextTokens = 512;
    QTest::newRow("512-token model") << tiny << qint64(512);
}

void TestChoice::defaultContext()
{
    QFETCH(fit::ModelSpec, model);
    QFETCH(qint64, context);
    QCOMPARE(scenario::defaultContextFor(model), context);
}

void TestChoice::presetPublishedWeights()
{
    // A preset chosen without weights is taken as its checkpoint is published: gpt-oss-20b's
    // config.json (models.json hf_config) has quantization_config "quant_method": "mxfp4".
    const catalog::Catalog &catalog = catalog::Catalog::builtIn();
    Choice c;
    c.modelId = QStringLiteral("gpt-oss-20b");
    c.gpuId = QStringLiteral("h100-80gb");
    c.engine = Engine::Vllm;
    scenario::ChoiceError error;
    std::optional<scenario::Resolved> r = scenario::resolve(c, catalog, &error);
    QVERIFY2(r, qPrintable(error.field + QStringLiteral(": ") + error.message));
    QCOMPARE(QString::fromStdString(fit::toString(r->weightFormat)), QStringLiteral("mxfp4"));
    QCOMPARE(int(r->weightsSource), int(WeightsSource::QuantizationConfig));
    QVERIFY(!r->weightsNote.isEmpty());
    QVERIFY(r->scenario.weightFormat);
    QVERIFY(*r->scenario.weightFormat == WeightFormat::mxfp4());
    // ownWeights() states the same rule for the front ends.
    QVERIFY(scenario::ownWeights(nullptr, catalog.model(c.modelId)) == WeightFormat::mxfp4());

    // DeepSeek-V3: "fp8" with weight_block_size [128, 128].
    c.modelId = QStringLiteral("deepseek-v3");
    QVERIFY(scenario::ownWeights(nullptr, catalog.model(c.modelId)) == WeightFormat::fp8(128));

    // A preset published in BF16 (no quantization_config) keeps the default.
    c.modelId = QStringLiteral("gemma-2-9b");
    r = scenario::resolve(c, catalog, &error);
    QVERIFY2(r, qPrintable(error.field + QStringLiteral(": ") + error.message));
    QCOMPARE(QString::fromStdString(fit::toString(r->weightFormat)), QStringLiteral("bf16"));
    QCOMPARE(int(r->weightsSource), int(WeightsSource::Default));
    QVERIFY(scenario::ownWeights(nullptr, catalog.model(c.modelId)) == WeightFormat::denseOf(fit::DenseDtype::BF16));

    // Chosen weights win over the published ones.
    c.modelId = QStringLiteral("gpt-oss-20b");
    c.weights = WeightFormat::denseOf(fit::DenseDtype::BF16);
    r = scenario::resolve(c, catalog, &error);
    QVERIFY2(r, qPrintable(error.field + QStringLiteral(": ") + error.message));
    QCOMPARE(int(r->weightsSource), int(WeightsSource::Chosen));
}

QTEST_GUILESS_MAIN(TestChoice)
#include "tst_choice.moc"
