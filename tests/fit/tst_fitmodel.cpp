// SPDX-License-Identifier: GPL-3.0-or-later
#include <fit/fitmodel.h>
#include <fit/solvers.h>

#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QString>
#include <QStringList>
#include <QTest>

#include <algorithm>
#include <limits>

using namespace headroom::fit;

Q_DECLARE_METATYPE(headroom::fit::ModelSpec)
Q_DECLARE_METATYPE(headroom::fit::Scenario)
Q_DECLARE_METATYPE(headroom::fit::WeightPrecision)
Q_DECLARE_METATYPE(headroom::fit::KvCacheDtype)
Q_DECLARE_METATYPE(headroom::fit::WeightFormat)

namespace {

constexpr qint64 MiB = 1024LL * 1024;

// Driver-reported totals (nvidia-smi "MiB" = 2^20 bytes):
// RTX 4090: 24,564 MiB = 24,564 * 1,048,576 = 25,757,220,864 bytes.
// H100 80GB (SXM): 81,559 MiB = 81,559 * 1,048,576 = 85,520,809,984 bytes.
constexpr qint64 kRtx4090Bytes = 25'757'220'864;
constexpr qint64 kH100Bytes = 85'520'809'984;

// Architectures from the published config.json files; parameterCount is the Hugging Face
// safetensors total shown on each model page.

// https://huggingface.co/meta-llama/Llama-3.1-8B/blob/main/config.json
ModelSpec llama31_8b()
{
    ModelSpec m;
    m.id = "llama-3.1-8b";
    m.displayName = "Llama 3.1 8B";
    m.parameterCount = 8'030'261'248;
    m.layers = 32;
    m.attentionHeads = 32;
    m.kvHeads = 8;
    m.headDim = 128;
    m.hiddenSize = 4096;
    m.intermediateSize = 14336;
    m.vocabSize = 128256;
    m.maxContextTokens = 131072;
    return m;
}

// https://huggingface.co/meta-llama/Llama-3.1-70B/blob/main/config.json
ModelSpec llama31_70b()
{
    ModelSpec m;
    m.id = "llama-3.1-70b";
    m.displayName = "Llama 3.1 70B";
    m.parameterCount = 70'553'706'496;
    m.layers = 80;
    m.attentionHeads = 64;
    m.kvHeads = 8;
    m.headDim = 128;
    m.hiddenSize = 8192;
    m.intermediateSize = 28672;
    m.vocabSize = 128256;
    m.maxContextTokens = 131072;
    return m;
}

// https://huggingface.co/mistralai/Mistral-7B-v0.3/blob/main/config.json
ModelSpec mistral7bV03()
{
    ModelSpec m;
    m.id = "mistral-7b-v0.3";
    m.displayName = "Mistral 7B v0.3";
    m.parameterCount = 7'248'023'552;
    m.layers = 32;
    m.attentionHeads = 32;
    m.kvHeads = 8;
    m.headDim = 128;
    m.hiddenSize = 4096;
    m.intermediateSize = 14336;
    m.vocabSize = 32768;
    m.maxContextTokens = 32768;
    return m;
}

// https://huggingface.co/mistralai/Mixtral-8x7B-v0.1/blob/main/config.json
ModelSpec mixtral8x7b()
{
    ModelSpec m;
    m.id = "mixtral-8x7b";
    m.displayName = "Mixtral 8x7B";
    m.parameterCount = 46'702'792'704;
    m.layers = 32;
    m.attentionHeads = 32;
    m.kvHeads = 8;
    m.headDim = 128;
    m.hiddenSize = 4096;
    m.intermediateSize = 14336;
    m.vocabSize = 32000;
    m.maxContextTokens = 32768;
    m.experts = 8;
    m.expertsPerToken = 2;
    return m;
}

// https://huggingface.co/Qwen/Qwen2.5-7B-Instruct/blob/main/config.json (q/k/v bias, untied)
ModelSpec qwen25_7b()
{
    ModelSpec m;
    m.id = "qwen2.5-7b";
    m.displayName = "Qwen2.5 7B";
    m.parameterCount = 7'615'616'512;
    m.layers = 28;
    m.attentionHeads = 28;
    m.kvHeads = 4;
    m.headDim = 128;
    m.hiddenSize = 3584;
    m.intermediateSize = 18944;
    m.vocabSize = 152064;
    m.maxContextTokens = 32768;
    m.attentionBias = true;
    return m;
}

// https://huggingface.co/Qwen/Qwen2.5-72B-Instruct/blob/main/config.json (q/k/v bias, untied)
ModelSpec qwen25_72b()
{
    ModelSpec m;
    m.id = "qwen2.5-72b";
    m.displayName = "Qwen2.5 72B";
    m.parameterCount = 72'706'203'648;
    m.layers = 80;
    m.attentionHeads = 64;
    m.kvHeads = 8;
    m.headDim = 128;
    m.hiddenSize = 8192;
    m.intermediateSize = 29568;
    m.vocabSize = 152064;
    m.maxContextTokens = 32768;
    m.attentionBias = true;
    return m;
}

// https://huggingface.co/openai/gpt-oss-20b/blob/main/config.json: 24 layers, 64 heads of 64, 8 KV
// heads, 32 experts of 2880, attention_bias, sinks, expert and router biases (modeling_gpt_oss.py);
// derived count 20,914,757,184 (llama.cpp prints 20.91 B). Every layer is MoE; the sliding-window
// layers do not change the weights.
ModelSpec gptOss20b()
{
    ModelSpec m;
    m.id = "gpt-oss-20b";
    m.parameterCount = 20'914'757'184;
    m.layers = 24;
    m.attentionHeads = 64;
    m.kvHeads = 8;
    m.headDim = 64;
    m.hiddenSize = 2880;
    m.intermediateSize = 2880;
    m.vocabSize = 201088;
    m.maxContextTokens = 131072;
    m.experts = 32;
    m.expertsPerToken = 4;
    m.attentionBias = true;
    m.attentionOutputBias = true;
    m.attentionSinks = true;
    m.mlpBias = true;
    m.routerBias = true;
    return m;
}

Scenario makeScenario(ModelSpec model, WeightPrecision weights, KvCacheDtype kv, qint64 memoryBytes, int gpuCount,
                      int tensorParallel, qint64 contextTokens, int concurrency)
{
    Scenario s;
    s.model = std::move(model);
    s.weights = weights;
    s.kvCache = kv;
    s.hardware.gpuId = "test-gpu";
    s.hardware.memoryBytes = memoryBytes;
    s.hardware.gpuCount = gpuCount;
    s.hardware.tensorParallel = tensorParallel;
    s.workload.contextTokens = contextTokens;
    s.workload.concurrency = concurrency;
    return s;
}

// Llama 3.1 8B, bf16 weights, f16 KV, one RTX 4090.
Scenario llama8bOn4090(qint64 contextTokens, int concurrency)
{
    return makeScenario(llama31_8b(), WeightPrecision::BF16, KvCacheDtype::F16, kRtx4090Bytes, 1, 1, contextTokens,
                        concurrency);
}

QString fromStd(std::string_view s)
{
    return QString::fromUtf8(s.data(), qsizetype(s.size()));
}

} // namespace

class TestFitModel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void bitsPerWeight_data();
    void bitsPerWeight();
    void kvCacheLayout_data();
    void kvCacheLayout();
    void kvCacheBytesFor_data();
    void kvCacheBytesFor();
    void weightPrecisionNames_data();
    void weightPrecisionNames();
    void kvCacheDtypeNames_data();
    void kvCacheDtypeNames();
    void unknownNames_data();
    void unknownNames();
    void components();
    void derivedParameterCount_data();
    void derivedParameterCount();
    void weightBytesPerDevice_data();
    void weightBytesPerDevice();
    void weightFormatBytesPerDevice_data();
    void weightFormatBytesPerDevice();
    void kvHeadsPerDevice_data();
    void kvHeadsPerDevice();
    void llama8bKvAcceptance();
    void activationChunk_data();
    void activationChunk();
    void estimate_data();
    void estimate();
    void maxConcurrencyBoundary_data();
    void maxConcurrencyBoundary();
    void validation_data();
    void validation();
    void overflowGuard_data();
    void overflowGuard();
    void assumptions();
    void engineKvRows_data();
    void engineKvRows();
    void reliabilityReproducers_data();
    void reliabilityReproducers();
    void bounds_data();
    void bounds();
    void vllmBlocksAtBounds();
};

void TestFitModel::bitsPerWeight_data()
{
    QTest::addColumn<WeightPrecision>("precision");
    QTest::addColumn<int>("bits");
    // fit-anchors §4.1: fp32 4 bytes, bf16/fp16 2, fp8/int8 1, packed int4 1/2.
    QTest::newRow("fp32") << WeightPrecision::FP32 << 32;
    QTest::newRow("bf16") << WeightPrecision::BF16 << 16;
    QTest::newRow("fp16") << WeightPrecision::FP16 << 16;
    QTest::newRow("fp8") << WeightPrecision::FP8 << 8;
    QTest::newRow("int8") << WeightPrecision::INT8 << 8;
    QTest::newRow("int4") << WeightPrecision::INT4 << 4;
    QTest::newRow("not an enumerator") << static_cast<WeightPrecision>(42) << 0;
}

void TestFitModel::bitsPerWeight()
{
    QFETCH(WeightPrecision, precision);
    QFETCH(int, bits);
    QCOMPARE(headroom::fit::bitsPerWeight(precision), bits);
}

void TestFitModel::kvCacheLayout_data()
{
    QTest::addColumn<KvCacheDtype>("dtype");
    QTest::addColumn<int>("blockSize");
    QTest::addColumn<int>("blockBytes");
    // ggml/src/ggml-common.h: block_q8_0 = ggml_half d + int8_t qs[32] = 2 + 32 = 34 bytes;
    // block_q4_0 = ggml_half d + uint8_t qs[16] = 2 + 16 = 18 bytes; both hold 32 values.
    QTest::newRow("fp32") << KvCacheDtype::FP32 << 1 << 4;
    QTest::newRow("f16") << KvCacheDtype::F16 << 1 << 2;
    QTest::newRow("bf16") << KvCacheDtype::BF16 << 1 << 2;
    QTest::newRow("fp8") << KvCacheDtype::FP8 << 1 << 1;
    QTest::newRow("q8_0") << KvCacheDtype::Q8_0 << 32 << 34;
    QTest::newRow("q4_0") << KvCacheDtype::Q4_0 << 32 << 18;
}

void TestFitModel::kvCacheLayout()
{
    QFETCH(KvCacheDtype, dtype);
    QFETCH(int, blockSize);
    QFETCH(int, blockBytes);
    const BlockLayout layout = headroom::fit::kvCacheLayout(dtype);
    QCOMPARE(layout.blockSize, blockSize);
    QCOMPARE(layout.blockBytes, blockBytes);
}

void TestFitModel::kvCacheBytesFor_data()
{
    QTest::addColumn<KvCacheDtype>("dtype");
    QTest::addColumn<qint64>("elements");
    QTest::addColumn<qint64>("bytes");
    // One head vector of 128 values:
    QTest::newRow("f16 x128") << KvCacheDtype::F16 << 128LL << 256LL;   // 128 * 2
    QTest::newRow("bf16 x128") << KvCacheDtype::BF16 << 128LL << 256LL; // 128 * 2
    QTest::newRow("fp32 x128") << KvCacheDtype::FP32 << 128LL << 512LL; // 128 * 4
    QTest::newRow("fp8 x128") << KvCacheDtype::FP8 << 128LL << 128LL;   // 128 * 1
    QTest::newRow("q8_0 x128") << KvCacheDtype::Q8_0 << 128LL << 136LL; // 128 / 32 = 4 blocks * 34
    QTest::newRow("q4_0 x128") << KvCacheDtype::Q4_0 << 128LL << 72LL;  // 4 blocks * 18
    // Partial blocks round up to whole blocks:
    QTest::newRow("q8_0 x1") << KvCacheDtype::Q8_0 << 1LL << 34LL;   // 1 block
    QTest::newRow("q8_0 x33") << KvCacheDtype::Q8_0 << 33LL << 68LL; // 2 blocks * 34
    QTest::newRow("q4_0 x64") << KvCacheDtype::Q4_0 << 64LL << 36LL; // 2 blocks * 18
    QTest::newRow("q4_0 x65") << KvCacheDtype::Q4_0 << 65LL << 54LL; // 3 blocks * 18
    QTest::newRow("q8_0 x0") << KvCacheDtype::Q8_0 << 0LL << 0LL;
    QTest::newRow("negative") << KvCacheDtype::F16 << -1LL << -1LL;
    // 2^62 f16 values are 2^63 bytes: one more than INT64_MAX, reported as -1.
    QTest::newRow("overflow") << KvCacheDtype::F16 << (1LL << 62) << -1LL;
}

void TestFitModel::kvCacheBytesFor()
{
    QFETCH(KvCacheDtype, dtype);
    QFETCH(qint64, elements);
    QFETCH(qint64, bytes);
    QCOMPARE(headroom::fit::kvCacheBytesFor(dtype, elements), bytes);
}

void TestFitModel::weightPrecisionNames_data()
{
    QTest::addColumn<WeightPrecision>("precision");
    QTest::addColumn<QString>("name");
    QTest::newRow("fp32") << WeightPrecision::FP32 << QStringLiteral("fp32");
    QTest::newRow("bf16") << WeightPrecision::BF16 << QStringLiteral("bf16");
    QTest::newRow("fp16") << WeightPrecision::FP16 << QStringLiteral("fp16");
    QTest::newRow("fp8") << WeightPrecision::FP8 << QStringLiteral("fp8");
    QTest::newRow("int8") << WeightPrecision::INT8 << QStringLiteral("int8");
    QTest::newRow("int4") << WeightPrecision::INT4 << QStringLiteral("int4");
}

void TestFitModel::weightPrecisionNames()
{
    QFETCH(WeightPrecision, precision);
    QFETCH(QString, name);
    QCOMPARE(fromStd(toString(precision)), name);
    const std::string utf8 = name.toStdString();
    const std::optional<WeightPrecision> parsed = weightPrecisionFromString(utf8);
    QVERIFY(parsed.has_value());
    QVERIFY(*parsed == precision);
}

void TestFitModel::kvCacheDtypeNames_data()
{
    QTest::addColumn<KvCacheDtype>("dtype");
    QTest::addColumn<QString>("name");
    QTest::newRow("fp32") << KvCacheDtype::FP32 << QStringLiteral("fp32");
    QTest::newRow("f16") << KvCacheDtype::F16 << QStringLiteral("f16");
    QTest::newRow("bf16") << KvCacheDtype::BF16 << QStringLiteral("bf16");
    QTest::newRow("fp8") << KvCacheDtype::FP8 << QStringLiteral("fp8");
    QTest::newRow("q8_0") << KvCacheDtype::Q8_0 << QStringLiteral("q8_0");
    QTest::newRow("q4_0") << KvCacheDtype::Q4_0 << QStringLiteral("q4_0");
}

void TestFitModel::kvCacheDtypeNames()
{
    QFETCH(KvCacheDtype, dtype);
    QFETCH(QString, name);
    QCOMPARE(fromStd(toString(dtype)), name);
    const std::string utf8 = name.toStdString();
    const std::optional<KvCacheDtype> parsed = kvCacheDtypeFromString(utf8);
    QVERIFY(parsed.has_value());
    QVERIFY(*parsed == dtype);
}

void TestFitModel::unknownNames_data()
{
    QTest::addColumn<QString>("name");
    QTest::newRow("empty") << QString();
    QTest::newRow("upper case") << QStringLiteral("BF16");
    QTest::newRow("f16 is a KV name only") << QStringLiteral("f16");
    QTest::newRow("q5_1") << QStringLiteral("q5_1");
    QTest::newRow("trailing space") << QStringLiteral("fp8 ");
}

void TestFitModel::unknownNames()
{
    QFETCH(QString, name);
    const std::string utf8 = name.toStdString();
    QVERIFY(!weightPrecisionFromString(utf8).has_value());
    if (name != QLatin1String("f16"))
        QVERIFY(!kvCacheDtypeFromString(utf8).has_value());
}

void TestFitModel::components()
{
    const QStringList keys = {QStringLiteral("weights"), QStringLiteral("kv_cache"), QStringLiteral("activations"),
                              QStringLiteral("runtime")};
    const QStringList concepts = {QStringLiteral("weights"), QStringLiteral("kv-cache"), QStringLiteral("activations"),
                                  QStringLiteral("runtime-overhead")};
    Breakdown b;
    b.weights = 1;
    b.kvCache = 20;
    b.activations = 300;
    b.runtime = 4000;
    const qint64 values[] = {1, 20, 300, 4000};
    int i = 0;
    for (const Component c : kAllComponents) {
        QCOMPARE(fromStd(componentKey(c)), keys.at(i));
        QCOMPARE(fromStd(componentConceptId(c)), concepts.at(i));
        QCOMPARE(b.value(c), values[i]);
        ++i;
    }
    QCOMPARE(i, 4);
    QCOMPARE(b.total(), 4321LL);
}

void TestFitModel::derivedParameterCount_data()
{
    QTest::addColumn<ModelSpec>("model");
    QTest::addColumn<qint64>("expected");
    // Expected values are the safetensors totals on the Hugging Face model pages.
    // Llama-3.1-8B: embed 128256*4096 = 525,336,576 (x2, untied);
    //   layer: q,o 2*4096*4096 = 33,554,432; k,v 2*4096*1024 = 8,388,608; MLP 3*4096*14336 = 176,160,768;
    //   norms 8,192 -> 218,112,000 * 32 = 6,979,584,000; + 1,050,673,152 + 4,096 = 8,030,261,248.
    QTest::newRow("llama-3.1-8b") << llama31_8b() << 8'030'261'248LL;
    // Llama-3.1-70B: embed 128256*8192 = 1,050,673,152 (x2);
    //   layer: 2*8192*8192 = 134,217,728; 2*8192*1024 = 16,777,216; 3*8192*28672 = 704,643,072; 16,384
    //   -> 855,654,400 * 80 = 68,452,352,000; + 2,101,346,304 + 8,192 = 70,553,706,496.
    QTest::newRow("llama-3.1-70b") << llama31_70b() << 70'553'706'496LL;
    // Mistral-7B-v0.3: embed 32768*4096 = 134,217,728 (x2); layer as Llama-3.1-8B = 218,112,000 * 32
    //   = 6,979,584,000; + 268,435,456 + 4,096 = 7,248,023,552.
    QTest::newRow("mistral-7b-v0.3") << mistral7bV03() << 7'248'023'552LL;
    // Mixtral-8x7B: embed 32000*4096 = 131,072,000 (x2);
    //   layer: attention 41,943,040; experts 8 * 176,160,768 = 1,409,286,144; router 4096*8 = 32,768; norms 8,192
    //   -> 1,451,270,144 * 32 = 46,440,644,608; + 262,144,000 + 4,096 = 46,702,792,704.
    QTest::newRow("mixtral-8x7b") << mixtral8x7b() << 46'702'792'704LL;
    // Qwen2.5-7B: embed 152064*3584 = 544,997,376 (x2, untied);
    //   layer: q,o 2*3584*3584 = 25,690,112; k,v 2*3584*512 = 3,670,016; q/k/v bias 3584 + 2*512 = 4,608;
    //   MLP 3*3584*18944 = 203,685,888; norms 7,168 -> 233,057,792 * 28 = 6,525,618,176;
    //   + 1,089,994,752 + 3,584 = 7,615,616,512.
    QTest::newRow("qwen2.5-7b") << qwen25_7b() << 7'615'616'512LL;
    // Qwen2.5-72B: embed 152064*8192 = 1,245,708,288 (x2);
    //   layer: 134,217,728 + 16,777,216 + bias 8192 + 2*1024 = 10,240; MLP 3*8192*29568 = 726,663,168;
    //   norms 16,384 -> 877,684,736 * 80 = 70,214,778,880; + 2,491,416,576 + 8,192 = 72,706,203,648.
    QTest::newRow("qwen2.5-72b") << qwen25_72b() << 72'706'203'648LL;

    // Each flag matters: without the q/k/v bias Qwen2.5-7B loses 28 * 4,608 = 129,024 parameters.
    ModelSpec noBias = qwen25_7b();
    noBias.attentionBias = false;
    QTest::newRow("qwen2.5-7b without bias") << noBias << 7'615'487'488LL;
    // Tied embeddings drop the LM head: 8,030,261,248 - 525,336,576 = 7,504,924,672.
    ModelSpec tied = llama31_8b();
    tied.tiedEmbeddings = true;
    QTest::newRow("llama-3.1-8b tied") << tied << 7'504'924'672LL;
    ModelSpec invalid = llama31_8b();
    invalid.hiddenSize = 0;
    QTest::newRow("invalid") << invalid << -1LL;
}

void TestFitModel::derivedParameterCount()
{
    QFETCH(ModelSpec, model);
    QFETCH(qint64, expected);
    QCOMPARE(headroom::fit::derivedParameterCount(model), expected);
}

void TestFitModel::weightBytesPerDevice_data()
{
    QTest::addColumn<qint64>("parameters");
    QTest::addColumn<WeightPrecision>("precision");
    QTest::addColumn<int>("tensorParallel");
    QTest::addColumn<qint64>("bytes");
    // ceil(P * bits / 8 / t)
    QTest::newRow("8b bf16") << 8'030'261'248LL << WeightPrecision::BF16 << 1 << 16'060'522'496LL;  // P * 2
    QTest::newRow("8b fp32") << 8'030'261'248LL << WeightPrecision::FP32 << 1 << 32'121'044'992LL;  // P * 4
    QTest::newRow("8b int4 tp8") << 8'030'261'248LL << WeightPrecision::INT4 << 8 << 501'891'328LL; // P / 2 / 8
    QTest::newRow("3 int4 rounds up") << 3LL << WeightPrecision::INT4 << 1 << 2LL;   // 12 bits -> 1.5 -> 2 bytes
    QTest::newRow("7 fp8 tp2 rounds up") << 7LL << WeightPrecision::FP8 << 2 << 4LL; // 7 bytes / 2 = 3.5 -> 4
    QTest::newRow("tp 0 is invalid") << 7LL << WeightPrecision::FP8 << 0 << -1LL;
}

void TestFitModel::weightBytesPerDevice()
{
    QFETCH(qint64, parameters);
    QFETCH(WeightPrecision, precision);
    QFETCH(int, tensorParallel);
    QFETCH(qint64, bytes);
    ModelSpec m = llama31_8b();
    m.parameterCount = parameters;
    const Scenario s =
        makeScenario(m, precision, KvCacheDtype::F16, kH100Bytes, std::max(1, tensorParallel), tensorParallel, 4096, 1);
    QCOMPARE(headroom::fit::weightBytesPerDevice(s), bytes);
}

void TestFitModel::weightFormatBytesPerDevice_data()
{
    QTest::addColumn<ModelSpec>("model");
    QTest::addColumn<WeightFormat>("format");
    QTest::addColumn<int>("tensorParallel");
    QTest::addColumn<qint64>("bytes");

    // Llama-3.1-8B split (weightsplit.h): linear 6,979,321,856; embeddings = head = 525,336,576;
    // norms 266,240.
    // GPTQ 4-bit g128: linear 4 + 16/128 + 4/128 = 133/32 bits: 6,979,321,856 * 133 / 256 =
    // 27,262,976 * 133 = 3,625,975,808; embeddings + head at 16 bits 1,050,673,152 * 2 =
    // 2,101,346,304; norms 266,240 * 2 = 532,480. Total 5,727,854,592.
    QTest::newRow("llama 8b gptq-4bit-g128") << llama31_8b() << WeightFormat::gptq(4, 128) << 1 << 5'727'854'592LL;
    QTest::newRow("llama 8b gptq-4bit-g128 tp2")
        << llama31_8b() << WeightFormat::gptq(4, 128) << 2 << 2'863'927'296LL; // / 2
    // NF4 with double quantization, 2113/512 bits: 6,979,321,856 / 4096 * 2113 = 1,703,936 * 2113 =
    // 3,600,416,768; + 2,101,346,304 + 532,480 = 5,702,295,552.
    QTest::newRow("llama 8b nf4-dq") << llama31_8b() << WeightFormat::nf4(true) << 1 << 5'702'295'552LL;
    // Q4_K_M: linear 7983/1664 bits: 6,979,321,856 / 13,312 = 524,288 * 7983 = 4,185,391,104; token_embd
    // q4_K 4.5 bits 525,336,576 * 9 / 16 = 295,501,824; output q6_K 105/16 bits 525,336,576 * 105 / 128 =
    // 430,940,160; norms f32 266,240 * 4 = 1,064,960. Total 4,912,898,048 (quantize.cpp prints 4.58 G).
    QTest::newRow("llama 8b q4_k_m") << llama31_8b() << WeightFormat::fileTypeOf(LlamaFileType::Q4_K_M) << 1
                                     << 4'912'898'048LL;
    // gpt-oss-20b MXFP4 (gpt-oss split: experts 19,110,297,600 of linear 19,747,307,520; embeddings =
    // head = 579,133,440; 1-D 6,970,944; routers 2,211,840): experts 17/4 bits 19,110,297,600 * 17 / 32
    // = 10,152,345,600; attention 637,009,920 * 2 = 1,274,019,840; embeddings + head 2,316,533,760;
    // 1-D 13,941,888; routers 4,423,680. Total 13,761,264,768 (12.82 GiB).
    QTest::newRow("gpt-oss-20b mxfp4") << gptOss20b() << WeightFormat::mxfp4() << 1 << 13'761'264'768LL;
    // A dense format given explicitly is the first version to the byte: parameterCount * 2, even when
    // the published count is not the architecture's (the format does not need the split).
    ModelSpec published = llama31_8b();
    published.parameterCount = 8'000'000'001;
    QTest::newRow("dense bf16 format uses parameterCount")
        << published << WeightFormat::denseOf(DenseDtype::BF16) << 1 << 16'000'000'002LL;
    // ceil(8,000,000,001 * 4 / 8 / 2) = ceil(2,000,000,000.25) = 2,000,000,001.
    QTest::newRow("dense int4 format tp2 rounds up")
        << published << WeightFormat::denseOf(DenseDtype::INT4) << 2 << 2'000'000'001LL;
    QTest::newRow("invalid format") << llama31_8b() << WeightFormat::gptq(5, 128) << 1 << -1LL;
}

void TestFitModel::weightFormatBytesPerDevice()
{
    QFETCH(ModelSpec, model);
    QFETCH(WeightFormat, format);
    QFETCH(int, tensorParallel);
    QFETCH(qint64, bytes);
    Scenario s = makeScenario(model, WeightPrecision::FP32, KvCacheDtype::F16, kH100Bytes, tensorParallel,
                              tensorParallel, 4096, 1);
    s.weightFormat = format; // overrides `weights`
    QCOMPARE(headroom::fit::weightBytesPerDevice(s), bytes);
    if (bytes < 0)
        return;
    QVERIFY(weightFormatOf(s) == format);
    const Result<Estimate> r = headroom::fit::estimate(s);
    QVERIFY2(r.ok(), r.error ? r.error->message.c_str() : "");
    QCOMPARE(r.value->perDevice.weights, bytes);
}

void TestFitModel::kvHeadsPerDevice_data()
{
    QTest::addColumn<int>("kvHeads");
    QTest::addColumn<int>("tensorParallel");
    QTest::addColumn<int>("perDevice");
    // max(1, k / t): vLLM get_num_kv_heads, llm-analysis max(kv_heads / tp, 1).
    QTest::newRow("8 over 1") << 8 << 1 << 8;
    QTest::newRow("8 over 4") << 8 << 4 << 2;
    QTest::newRow("8 over 8") << 8 << 8 << 1;
    QTest::newRow("8 over 16 replicated") << 8 << 16 << 1;
    QTest::newRow("4 over 8 replicated") << 4 << 8 << 1;
    QTest::newRow("tp 0") << 8 << 0 << 0;
}

void TestFitModel::kvHeadsPerDevice()
{
    QFETCH(int, kvHeads);
    QFETCH(int, tensorParallel);
    QFETCH(int, perDevice);
    ModelSpec m = llama31_8b();
    m.kvHeads = kvHeads;
    QCOMPARE(headroom::fit::kvHeadsPerDevice(m, tensorParallel), perDevice);
}

void TestFitModel::llama8bKvAcceptance()
{
    // Llama-3.1-8B, f16, t = 1: 32 layers * 8 KV heads * 128 dims * 2 (K and V) * 2 bytes = 131,072 bytes
    // per token (fit-anchors §4.4: 128 KiB/token); * 8192 tokens = 1,073,741,824 bytes = 1 GiB.
    const Scenario s = llama8bOn4090(8192, 1);
    QCOMPARE(headroom::fit::kvCacheBytesPerTokenPerDevice(s), 131'072LL);
    QCOMPARE(headroom::fit::kvCacheBytesPerDevice(s), 1'073'741'824LL);
    const Result<Estimate> r = headroom::fit::estimate(s);
    QVERIFY(r.ok());
    QCOMPARE(r.value->perDevice.kvCache, 1'073'741'824LL);
    QCOMPARE(r.value->kvCacheBytesPerToken, 131'072LL);
}

void TestFitModel::activationChunk_data()
{
    QTest::addColumn<qint64>("context");
    QTest::addColumn<int>("concurrency");
    QTest::addColumn<qint64>("chunk");
    QTest::addColumn<qint64>("activations");
    // Llama-3.1-8B, t = 1: FFN T * (4096 + 2 * 14336) * 4 = T * 131,072; KQ context * T * 2;
    // logits concurrency * 128,256 * 4 = concurrency * 513,024.
    // 8192 x 1: T = 512 -> 67,108,864 + 8,388,608 + 513,024 = 76,010,496.
    QTest::newRow("8192x1") << 8192LL << 1 << 512LL << 76'010'496LL;
    // 100 x 3: T = 300 -> 39,321,600 + 100 * 300 * 2 = 60,000 + 1,539,072 = 40,920,672.
    QTest::newRow("100x3") << 100LL << 3 << 300LL << 40'920'672LL;
    // 1 x 1: T = 1 -> 131,072 + 2 + 513,024 = 644,098.
    QTest::newRow("1x1") << 1LL << 1 << 1LL << 644'098LL;
    // 256 x 2: T = 512 -> 67,108,864 + 256 * 512 * 2 = 262,144 + 1,026,048 = 68,397,056.
    QTest::newRow("256x2") << 256LL << 2 << 512LL << 68'397'056LL;
}

void TestFitModel::activationChunk()
{
    QFETCH(qint64, context);
    QFETCH(int, concurrency);
    QFETCH(qint64, chunk);
    QFETCH(qint64, activations);
    const Scenario s = llama8bOn4090(context, concurrency);
    QCOMPARE(headroom::fit::activationChunkTokens(s), chunk);
    QCOMPARE(headroom::fit::activationBytesPerDevice(s), activations);
}

void TestFitModel::estimate_data()
{
    QTest::addColumn<Scenario>("scenario");
    QTest::addColumn<int>("devices");
    QTest::addColumn<int>("replicas");
    QTest::addColumn<qint64>("weights");
    QTest::addColumn<qint64>("kvPerToken");
    QTest::addColumn<qint64>("kvCache");
    QTest::addColumn<qint64>("activations");
    QTest::addColumn<qint64>("total");
    QTest::addColumn<qint64>("headroom");
    QTest::addColumn<bool>("fits");
    QTest::addColumn<qint64>("maxConcurrency");

    // Runtime is always 512 MiB = 536,870,912 bytes.

    // Llama-3.1-8B bf16 on one RTX 4090, f16 KV, 8192 tokens x 1.
    //   weights 8,030,261,248 * 2 = 16,060,522,496
    //   KV 131,072 * 8192 = 1,073,741,824
    //   activations T = 512: 512 * (4096 + 28672) * 4 = 67,108,864 + 8192 * 512 * 2 = 8,388,608
    //     + 128,256 * 4 = 513,024 -> 76,010,496
    //   total 16,060,522,496 + 1,073,741,824 + 76,010,496 + 536,870,912 = 17,747,145,728
    //   headroom 25,757,220,864 - 17,747,145,728 = 8,010,075,136
    //   max concurrency: fixed = 16,060,522,496 + 536,870,912 + 67,108,864 + 8,388,608 = 16,672,890,880;
    //     (25,757,220,864 - 16,672,890,880) / (1,073,741,824 + 513,024) = 9,084,329,984 / 1,074,254,848 = 8.46 -> 8
    QTest::newRow("llama-3.1-8b rtx-4090 8k")
        << llama8bOn4090(8192, 1) << 1 << 1 << 16'060'522'496LL << 131'072LL << 1'073'741'824LL << 76'010'496LL
        << 17'747'145'728LL << 8'010'075'136LL << true << 8LL;

    // Llama-3.1-70B bf16, TP 4 on 4x H100 80GB, f16 KV, 32768 tokens x 8.
    //   weights 70,553,706,496 * 2 / 4 = 35,276,853,248
    //   KV heads 8 / 4 = 2 per GPU: 80 * 2 * 2 * 256 = 81,920 per token; * 32768 * 8 = 21,474,836,480
    //   activations: 512 * (8192 + 2 * 28672 / 4 = 14,336) * 4 = 46,137,344 + 32768 * 512 * 2 = 33,554,432
    //     + 8 * 128,256 * 4 = 4,104,192 -> 83,795,968
    //   total 35,276,853,248 + 21,474,836,480 + 83,795,968 + 536,870,912 = 57,372,356,608
    //   headroom 85,520,809,984 - 57,372,356,608 = 28,148,453,376
    //   max concurrency: fixed = 35,276,853,248 + 536,870,912 + 46,137,344 + 33,554,432 = 35,893,415,936;
    //     per sequence 81,920 * 32768 + 513,024 = 2,684,867,584; 49,627,394,048 / 2,684,867,584 = 18.48 -> 18
    const Scenario llama70 =
        makeScenario(llama31_70b(), WeightPrecision::BF16, KvCacheDtype::F16, kH100Bytes, 4, 4, 32768, 8);
    QTest::newRow("llama-3.1-70b tp4 4x h100") << llama70 << 4 << 1 << 35'276'853'248LL << 81'920LL << 21'474'836'480LL
                                               << 83'795'968LL << 57'372'356'608LL << 28'148'453'376LL << true << 18LL;
    // Same on 8 GPUs: two replicas of 4, per-GPU figures unchanged (replicas never pool memory).
    Scenario llama70TwoReplicas = llama70;
    llama70TwoReplicas.hardware.gpuCount = 8;
    QTest::newRow("llama-3.1-70b tp4 8x h100")
        << llama70TwoReplicas << 4 << 2 << 35'276'853'248LL << 81'920LL << 21'474'836'480LL << 83'795'968LL
        << 57'372'356'608LL << 28'148'453'376LL << true << 18LL;

    // Qwen2.5-7B bf16, TP 4 on 4x RTX 4090: 4 KV heads / 4 = exactly 1 per GPU; 32768 tokens x 1.
    //   weights 7,615,616,512 * 2 / 4 = 3,807,808,256
    //   KV 28 * 1 * 2 * 256 = 14,336 per token; * 32768 = 469,762,048
    //   activations: 512 * (3584 + 2 * 18944 / 4 = 9,472) * 4 = 26,738,688 + 33,554,432 + 152,064 * 4 = 608,256
    //     -> 60,901,376
    //   total 3,807,808,256 + 469,762,048 + 60,901,376 + 536,870,912 = 4,875,342,592
    //   headroom 25,757,220,864 - 4,875,342,592 = 20,881,878,272
    //   max concurrency: fixed = 3,807,808,256 + 536,870,912 + 26,738,688 + 33,554,432 = 4,404,972,288;
    //     21,352,248,576 / (469,762,048 + 608,256 = 470,370,304) = 45.39 -> 45
    QTest::newRow("qwen2.5-7b tp4 4x rtx-4090")
        << makeScenario(qwen25_7b(), WeightPrecision::BF16, KvCacheDtype::F16, kRtx4090Bytes, 4, 4, 32768, 1) << 4 << 1
        << 3'807'808'256LL << 14'336LL << 469'762'048LL << 60'901'376LL << 4'875'342'592LL << 20'881'878'272LL << true
        << 45LL;

    // Qwen2.5-72B bf16, TP 16 on 16x H100 (two nodes): 8 KV heads < 16 GPUs, so each GPU keeps one
    // replicated KV head (max(1, 8 / 16) = 1); 32768 tokens x 4.
    //   weights 72,706,203,648 * 2 / 16 = 9,088,275,456
    //   KV 80 * 1 * 2 * 256 = 40,960 per token; * 32768 * 4 = 5,368,709,120
    //   activations: 512 * (8192 + 2 * 29568 / 16 = 3,696) * 4 = 24,346,624 + 33,554,432
    //     + 4 * 152,064 * 4 = 2,433,024 -> 60,334,080
    //   total 9,088,275,456 + 5,368,709,120 + 60,334,080 + 536,870,912 = 15,054,189,568
    //   headroom 85,520,809,984 - 15,054,189,568 = 70,466,620,416
    //   max concurrency: fixed = 9,088,275,456 + 536,870,912 + 24,346,624 + 33,554,432 = 9,683,047,424;
    //     75,837,762,560 / (1,342,177,280 + 608,256 = 1,342,785,536) = 56.48 -> 56
    QTest::newRow("qwen2.5-72b tp16 replicated kv heads")
        << makeScenario(qwen25_72b(), WeightPrecision::BF16, KvCacheDtype::F16, kH100Bytes, 16, 16, 32768, 4) << 16 << 1
        << 9'088'275'456LL << 40'960LL << 5'368'709'120LL << 60'334'080LL << 15'054'189'568LL << 70'466'620'416LL
        << true << 56LL;

    // Mixtral-8x7B int4 on one RTX 4090 with a q8_0 KV cache, full 32768 tokens x 1: does not fit.
    //   weights 46,702,792,704 * 4 / 8 = 23,351,396,352 (all 8 experts resident)
    //   KV head vector q8_0: 128 / 32 = 4 blocks * 34 = 136 bytes; 32 * 8 * 2 * 136 = 69,632 per token;
    //     * 32768 = 2,281,701,376
    //   activations: 512 * (4096 + 28672) * 4 = 67,108,864 + 33,554,432 + 32000 * 4 = 128,000 -> 100,791,296
    //   total 23,351,396,352 + 2,281,701,376 + 100,791,296 + 536,870,912 = 26,270,759,936
    //   headroom 25,757,220,864 - 26,270,759,936 = -513,539,072; one sequence does not fit -> 0
    QTest::newRow("mixtral-8x7b int4 q8_0 32k")
        << makeScenario(mixtral8x7b(), WeightPrecision::INT4, KvCacheDtype::Q8_0, kRtx4090Bytes, 1, 1, 32768, 1) << 1
        << 1 << 23'351'396'352LL << 69'632LL << 2'281'701'376LL << 100'791'296LL << 26'270'759'936LL << -513'539'072LL
        << false << 0LL;

    // Mixtral-8x7B int4, q8_0, 16384 tokens x 1: fits.
    //   KV 69,632 * 16384 = 1,140,850,688; activations 67,108,864 + 16384 * 512 * 2 = 16,777,216 + 128,000
    //     = 84,014,080; total 23,351,396,352 + 1,140,850,688 + 84,014,080 + 536,870,912 = 25,113,132,032
    //   headroom 644,088,832; a second sequence needs 1,140,850,688 + 128,000 more -> max 1
    QTest::newRow("mixtral-8x7b int4 q8_0 16k")
        << makeScenario(mixtral8x7b(), WeightPrecision::INT4, KvCacheDtype::Q8_0, kRtx4090Bytes, 1, 1, 16384, 1) << 1
        << 1 << 23'351'396'352LL << 69'632LL << 1'140'850'688LL << 84'014'080LL << 25'113'132'032LL << 644'088'832LL
        << true << 1LL;
}

void TestFitModel::estimate()
{
    QFETCH(Scenario, scenario);
    QFETCH(int, devices);
    QFETCH(int, replicas);
    QFETCH(qint64, weights);
    QFETCH(qint64, kvPerToken);
    QFETCH(qint64, kvCache);
    QFETCH(qint64, activations);
    QFETCH(qint64, total);
    QFETCH(qint64, headroom);
    QFETCH(bool, fits);
    QFETCH(qint64, maxConcurrency);

    const Result<Estimate> r = headroom::fit::estimate(scenario);
    QVERIFY(r.ok());
    QVERIFY(!r.error.has_value());
    const Estimate &e = *r.value;
    QCOMPARE(e.devices, devices);
    QCOMPARE(e.replicas, replicas);
    QCOMPARE(e.perDevice.weights, weights);
    QCOMPARE(e.kvCacheBytesPerToken, kvPerToken);
    QCOMPARE(e.perDevice.kvCache, kvCache);
    QCOMPARE(e.perDevice.activations, activations);
    QCOMPARE(e.perDevice.runtime, 536'870'912LL);
    QCOMPARE(e.perDevice.total(), total);
    QCOMPARE(e.usablePerDeviceBytes, scenario.hardware.memoryBytes);
    QCOMPARE(e.headroomBytes, headroom);
    QCOMPARE(e.fits, fits);
    QCOMPARE(e.maxConcurrency, maxConcurrency);
    QVERIFY(!e.assumptions.empty());

    // The public per-term functions agree with the estimate.
    QCOMPARE(headroom::fit::weightBytesPerDevice(scenario), weights);
    QCOMPARE(headroom::fit::kvCacheBytesPerTokenPerDevice(scenario), kvPerToken);
    QCOMPARE(headroom::fit::kvCacheBytesPerDevice(scenario), kvCache);
    QCOMPARE(headroom::fit::activationBytesPerDevice(scenario), activations);
}

void TestFitModel::maxConcurrencyBoundary_data()
{
    QTest::addColumn<Scenario>("scenario");
    QTest::addColumn<qint64>("maxConcurrency");

    // Hand-worked above in estimate_data: fits at N, not at N + 1.
    QTest::newRow("llama-3.1-8b 8k -> 8") << llama8bOn4090(8192, 1) << 8LL;
    QTest::newRow("llama-3.1-70b tp4 32k -> 18")
        << makeScenario(llama31_70b(), WeightPrecision::BF16, KvCacheDtype::F16, kH100Bytes, 4, 4, 32768, 1) << 18LL;
    QTest::newRow("mixtral-8x7b int4 q8_0 16k -> 1")
        << makeScenario(mixtral8x7b(), WeightPrecision::INT4, KvCacheDtype::Q8_0, kRtx4090Bytes, 1, 1, 16384, 1) << 1LL;

    // Llama-3.1-8B, 128 tokens: KV 131,072 * 128 = 16,777,216 per sequence; for N >= 4 the chunk is 512:
    //   fixed = 16,060,522,496 + 536,870,912 + 67,108,864 + 128 * 512 * 2 = 131,072 -> 16,664,633,344;
    //   (25,757,220,864 - 16,664,633,344) / (16,777,216 + 513,024) = 9,092,587,520 / 17,290,240 = 525.88
    //   -> 525 (525 * 17,290,240 = 9,077,376,000 fits; 526 * 17,290,240 = 9,094,666,240 does not).
    QTest::newRow("llama-3.1-8b 128 tokens -> 525") << llama8bOn4090(128, 1) << 525LL;

    // A GPU exactly as large as Llama-3.1-8B at 128 tokens x 2 needs (chunk T = 256):
    //   16,060,522,496 + KV 33,554,432 + FFN 256 * 131,072 = 33,554,432 + KQ 128 * 256 * 2 = 65,536
    //   + logits 2 * 513,024 = 1,026,048 + 536,870,912 = 16,665,593,856 bytes -> headroom 0 fits, 3 does not.
    Scenario exact = llama8bOn4090(128, 2);
    exact.hardware.memoryBytes = 16'665'593'856;
    QTest::newRow("exact fit at 2") << exact << 2LL;

    // A 16 GiB = 17,179,869,184-byte GPU holds weights + runtime (16,060,522,496 + 536,870,912 =
    // 16,597,393,408) but not one 8192-token sequence on top (+ 1,073,741,824 + 76,010,496 =
    // 17,747,145,728 bytes), so the answer is 0.
    Scenario tooSmall = llama8bOn4090(8192, 1);
    tooSmall.hardware.memoryBytes = 17'179'869'184;
    QTest::newRow("none fits -> 0") << tooSmall << 0LL;
}

void TestFitModel::maxConcurrencyBoundary()
{
    QFETCH(Scenario, scenario);
    QFETCH(qint64, maxConcurrency);

    const Result<Estimate> r = headroom::fit::estimate(scenario);
    QVERIFY(r.ok());
    QCOMPARE(r.value->maxConcurrency, maxConcurrency);

    if (maxConcurrency > 0) {
        Scenario atMax = scenario;
        atMax.workload.concurrency = int(maxConcurrency);
        const Result<Estimate> fitsAt = headroom::fit::estimate(atMax);
        QVERIFY(fitsAt.ok());
        QVERIFY(fitsAt.value->fits);
        QVERIFY(fitsAt.value->headroomBytes >= 0);
        QCOMPARE(fitsAt.value->maxConcurrency, maxConcurrency); // independent of the chosen concurrency
    }
    Scenario beyond = scenario;
    beyond.workload.concurrency = int(maxConcurrency + 1);
    const Result<Estimate> failsAt = headroom::fit::estimate(beyond);
    QVERIFY(failsAt.ok());
    QVERIFY(!failsAt.value->fits);
    QVERIFY(failsAt.value->headroomBytes < 0);
}

void TestFitModel::validation_data()
{
    QTest::addColumn<Scenario>("scenario");
    QTest::addColumn<QString>("field"); // empty = valid

    const Scenario base = llama8bOn4090(8192, 1);
    QTest::newRow("valid") << base << QString();

    Scenario s = base;
    s.workload.contextTokens = 131072; // max_position_embeddings itself is allowed
    QTest::newRow("context at max") << s << QString();
    s.workload.contextTokens = 131073;
    QTest::newRow("context beyond max") << s << QStringLiteral("context");
    s.workload.contextTokens = 0;
    QTest::newRow("context zero") << s << QStringLiteral("context");

    s = base;
    s.workload.concurrency = 0;
    QTest::newRow("concurrency zero") << s << QStringLiteral("concurrency");

    s = base;
    s.hardware.memoryBytes = 0;
    QTest::newRow("zero memory") << s << QStringLiteral("memory");

    s = base;
    s.hardware.gpuCount = 0;
    s.hardware.tensorParallel = 0;
    QTest::newRow("no gpus") << s << QStringLiteral("gpuCount");

    s = base;
    s.hardware.gpuCount = 4;
    s.hardware.tensorParallel = 0;
    QTest::newRow("tp zero") << s << QStringLiteral("tensorParallel");
    s.hardware.tensorParallel = 8;
    QTest::newRow("tp above gpu count") << s << QStringLiteral("tensorParallel");
    s.hardware.gpuCount = 6;
    s.hardware.tensorParallel = 4;
    QTest::newRow("tp not dividing gpus") << s << QStringLiteral("tensorParallel"); // 6 % 4 = 2

    // Qwen2.5-7B has 28 attention heads: TP 8 does not divide them (28 % 8 = 4); vLLM refuses it too.
    QTest::newRow("tp not dividing heads")
        << makeScenario(qwen25_7b(), WeightPrecision::BF16, KvCacheDtype::F16, kH100Bytes, 8, 8, 4096, 1)
        << QStringLiteral("tensorParallel");
    // TP 7 divides the 28 heads, but its 4 KV heads can be neither split (4 < 7) nor replicated evenly (7 % 4 = 3).
    QTest::newRow("kv heads not replicable")
        << makeScenario(qwen25_7b(), WeightPrecision::BF16, KvCacheDtype::F16, kH100Bytes, 7, 7, 4096, 1)
        << QStringLiteral("tensorParallel");
    // TP 4 splits them exactly: valid.
    QTest::newRow("qwen tp4 valid") << makeScenario(qwen25_7b(), WeightPrecision::BF16, KvCacheDtype::F16, kH100Bytes,
                                                    4, 4, 4096, 1)
                                    << QString();

    s = base;
    s.model.parameterCount = 0;
    QTest::newRow("no parameters") << s << QStringLiteral("parameters");
    s = base;
    s.model.layers = 0;
    QTest::newRow("no layers") << s << QStringLiteral("layers");
    s = base;
    s.model.attentionHeads = 0;
    QTest::newRow("no heads") << s << QStringLiteral("attentionHeads");
    s = base;
    s.model.kvHeads = 0;
    QTest::newRow("no kv heads") << s << QStringLiteral("kvHeads");
    s.model.kvHeads = 3; // 32 % 3 != 0
    QTest::newRow("kv heads not dividing heads") << s << QStringLiteral("kvHeads");
    s.model.kvHeads = 64;
    QTest::newRow("more kv heads than heads") << s << QStringLiteral("kvHeads");
    s = base;
    s.model.headDim = 0;
    QTest::newRow("no head dim") << s << QStringLiteral("headDim");
    s = base;
    s.model.vocabSize = -5;
    QTest::newRow("negative vocab") << s << QStringLiteral("vocabSize");
    s = base;
    s.model.expertsPerToken = 2; // with experts = 0
    QTest::newRow("experts per token without experts") << s << QStringLiteral("experts");
    s = base;
    s.weights = static_cast<WeightPrecision>(42);
    QTest::newRow("unknown weight precision") << s << QStringLiteral("weights");
    s = base;
    s.weights = static_cast<WeightPrecision>(42);
    s.weightFormat = WeightFormat::awq(4, 128); // the format, when set, replaces the precision
    QTest::newRow("weight format replaces an unknown precision") << s << QString();
    s = base;
    s.weightFormat = WeightFormat::gptq(5, 128); // GPTQ has 2, 3, 4 and 8 bits
    QTest::newRow("invalid weight format") << s << QStringLiteral("weights");
    s = base;
    // Layers marked MoE in a model without experts: derivedParameterCount cannot count them, so a
    // quantized format cannot split the model into tensor classes; a dense precision (the first
    // version, parameterCount x bits) still prices it.
    s.model.layerSpecs.assign(std::size_t(s.model.layers), LayerSpec{AttentionKind::Full, 8, true});
    QTest::newRow("dense weights need no split") << s << QString();
    s.weightFormat = WeightFormat::nf4(false);
    QTest::newRow("quantized weights need the architecture") << s << QStringLiteral("weights");
    s = base;
    s.kvCache = static_cast<KvCacheDtype>(42);
    QTest::newRow("unknown kv type") << s << QStringLiteral("kvCache");
    s = base;
    s.model.maxContextTokens = 0; // not published: no upper bound
    s.workload.contextTokens = 1'000'000;
    QTest::newRow("unknown max context") << s << QString();
}

void TestFitModel::validation()
{
    QFETCH(Scenario, scenario);
    QFETCH(QString, field);

    const std::optional<Error> error = headroom::fit::validate(scenario);
    const Result<Estimate> r = headroom::fit::estimate(scenario);
    if (field.isEmpty()) {
        QVERIFY2(!error.has_value(), error ? error->message.c_str() : "");
        QVERIFY(r.ok());
        return;
    }
    QVERIFY(error.has_value());
    QCOMPARE(QString::fromStdString(error->field), field);
    QVERIFY(!error->message.empty());
    QVERIFY(!r.ok());
    QVERIFY(r.error.has_value());
    QCOMPARE(QString::fromStdString(r.error->field), field);
    QCOMPARE(QString::fromStdString(r.error->message), QString::fromStdString(error->message));
}

void TestFitModel::overflowGuard_data()
{
    QTest::addColumn<Scenario>("scenario");
    QTest::addColumn<QString>("field");  // empty = the estimate succeeds
    QTest::addColumn<qint64>("kvCache"); // expected kvCacheBytesPerDevice (-1 = does not fit in 64 bits)

    // 2^40 tokens: rejected by the 131,072-token limit before any arithmetic.
    QTest::newRow("2^40 tokens, known max") << llama8bOn4090(1LL << 40, 1) << QStringLiteral("context") << (1LL << 57);

    Scenario unbounded = llama8bOn4090(1LL << 40, 1);
    unbounded.model.maxContextTokens = 0;
    // 131,072 = 2^17 bytes/token * 2^40 tokens = 2^57 bytes: representable, so the estimate succeeds
    // (and does not fit).
    QTest::newRow("2^40 tokens x 1") << unbounded << QString() << (1LL << 57);
    // * 2^20 sequences = 2^77 bytes: does not fit in 64 bits -> an error, not a wrapped number.
    unbounded.workload.concurrency = 1 << 20;
    QTest::newRow("2^40 tokens x 2^20") << unbounded << QStringLiteral("context") << -1LL;
    unbounded.workload.contextTokens = std::numeric_limits<qint64>::max();
    unbounded.workload.concurrency = 1;
    QTest::newRow("INT64_MAX tokens") << unbounded << QStringLiteral("context") << -1LL;

    // 2^62 parameters * 32 bits does not fit in 64 bits.
    Scenario huge = llama8bOn4090(8192, 1);
    huge.model.parameterCount = 1LL << 62;
    huge.weights = WeightPrecision::FP32;
    QTest::newRow("2^62 parameters fp32") << huge << QStringLiteral("parameters") << 1'073'741'824LL;
}

void TestFitModel::overflowGuard()
{
    QFETCH(Scenario, scenario);
    QFETCH(QString, field);
    QFETCH(qint64, kvCache);

    QCOMPARE(headroom::fit::kvCacheBytesPerDevice(scenario), kvCache);
    const Result<Estimate> r = headroom::fit::estimate(scenario);
    if (field.isEmpty()) {
        QVERIFY(r.ok());
        QCOMPARE(r.value->perDevice.kvCache, kvCache);
        QVERIFY(!r.value->fits);
        QVERIFY(r.value->headroomBytes < 0);
        QCOMPARE(r.value->maxConcurrency, 0LL);
        return;
    }
    QVERIFY(!r.ok());
    QVERIFY(r.error.has_value());
    QCOMPARE(QString::fromStdString(r.error->field), field);
}

void TestFitModel::assumptions()
{
    // Replicated KV heads and replicas are spelled out; precisions appear by their stable names.
    const Result<Estimate> replicated = headroom::fit::estimate(
        makeScenario(qwen25_72b(), WeightPrecision::BF16, KvCacheDtype::F16, kH100Bytes, 16, 16, 32768, 4));
    QVERIFY(replicated.ok());
    QString joined;
    for (const std::string &line : replicated.value->assumptions)
        joined += QString::fromStdString(line) + QLatin1Char('\n');
    QVERIFY2(joined.contains(QLatin1String("replicated")), qPrintable(joined));
    QVERIFY(joined.contains(QLatin1String("bf16")));
    QVERIFY(joined.contains(QLatin1String("f16")));
    QVERIFY(joined.contains(QLatin1String("16 GPUs")));
    QVERIFY(joined.contains(QLatin1String("512 MiB")));
    QVERIFY(!joined.contains(QLatin1String("replicas")));

    Scenario twoReplicas =
        makeScenario(llama31_70b(), WeightPrecision::FP8, KvCacheDtype::Q4_0, kH100Bytes, 8, 4, 32768, 1);
    const Result<Estimate> r = headroom::fit::estimate(twoReplicas);
    QVERIFY(r.ok());
    joined.clear();
    for (const std::string &line : r.value->assumptions)
        joined += QString::fromStdString(line) + QLatin1Char('\n');
    QVERIFY2(joined.contains(QLatin1String("2 replicas")), qPrintable(joined));
    QVERIFY(joined.contains(QLatin1String("fp8")));
    QVERIFY(joined.contains(QLatin1String("q4_0")));
    QVERIFY(!joined.contains(QLatin1String("replicated")));
}

void TestFitModel::engineKvRows_data()
{
    // Rows copied verbatim from shared/validation/engine-measurements.tsv into
    // tests/data/engine-kv-rows.tsv: llama.cpp / ik_llama.cpp / Ollama logs whose KV cache is full-context
    // for every layer, one sequence, K and V of equal head dim and dtype. Each row keeps its source_url.
    // Expected: the printed `llama_kv_cache ... size = X MiB` (X * 2^20 bytes), hand-checked:
    //   LC02 GLM Z1 32B   61 * 2 * 2 * 256 = 62,464 B/token * 32768 / 2^20 = 1952 MiB
    //   LC03 Qwen3 235B   q8_0 (136 B per 128-value head vector): 94 * 4 * 2 * 136 = 102,272 B/token * 32768 / 2^20 =
    //   3196 MiB LC06 Qwen3 30B    48 * 4 * 2 * 256 = 98,304 B/token * 16384 / 2^20 = 1536 MiB (total over a layer
    //   split) IK08 Qwen3 30B    98,304 * 32768 / 2^20 = 3072 MiB IK11 Gemma 3 27B  62 * 16 * 2 * 256 = 507,904 * 32768
    //   / 2^20 = 15872 MiB (no SWA reduction in that build) OL01 Gemma 7B     28 * 16 * 2 * 512 = 458,752 * 2048 / 2^20
    //   = 896 MiB
    QTest::addColumn<Scenario>("scenario");
    QTest::addColumn<int>("headDimV");
    QTest::addColumn<qint64>("expected");
    QTest::addColumn<QString>("source");

    QFile file(QStringLiteral(HEADROOM_TEST_DATA_DIR "/engine-kv-rows.tsv"));
    QVERIFY2(file.open(QIODevice::ReadOnly | QIODevice::Text), qPrintable(file.fileName()));
    const QStringList lines = QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QVERIFY(lines.size() > 1);
    const QStringList header = lines.first().split(QLatin1Char('\t'));
    QHash<QString, int> column;
    for (int i = 0; i < header.size(); ++i)
        column.insert(header.at(i), i);
    for (const char *name : {"id", "source_url", "n_layer", "n_head", "n_head_kv", "head_dim_k", "head_dim_v", "n_ctx",
                             "n_seq", "kv_dtype", "measured_kv_mib"})
        QVERIFY2(column.contains(QLatin1String(name)), name);

    int rows = 0;
    for (qsizetype i = 1; i < lines.size(); ++i) {
        const QStringList f = lines.at(i).split(QLatin1Char('\t'));
        QVERIFY(f.size() == header.size());
        const auto field = [&](const char *name) {
            return f.at(column.value(QLatin1String(name))).trimmed();
        };
        const std::optional<KvCacheDtype> dtype = kvCacheDtypeFromString(field("kv_dtype").toStdString());
        QVERIFY2(dtype.has_value(), qPrintable(field("kv_dtype")));

        Scenario s;
        s.model.id = field("id").toStdString();
        s.model.layers = field("n_layer").toInt();
        s.model.attentionHeads = field("n_head").toInt();
        s.model.kvHeads = field("n_head_kv").toInt();
        s.model.headDim = field("head_dim_k").toInt();
        s.kvCache = *dtype;
        // The engine's KV total for the whole model, however its layers were spread over devices, is the
        // single-replica t = 1 figure.
        s.hardware.gpuCount = 1;
        s.hardware.tensorParallel = 1;
        s.workload.contextTokens = field("n_ctx").toLongLong();
        s.workload.concurrency = field("n_seq").toInt();
        bool ok = false;
        const double mib = field("measured_kv_mib").toDouble(&ok);
        QVERIFY(ok);
        const qint64 expected = qRound64(mib * double(MiB));
        QTest::newRow(qPrintable(field("id"))) << s << field("head_dim_v").toInt() << expected << field("source_url");
        ++rows;
    }
    QCOMPARE(rows, 6);
}

void TestFitModel::engineKvRows()
{
    QFETCH(Scenario, scenario);
    QFETCH(int, headDimV);
    QFETCH(qint64, expected);
    QFETCH(QString, source);
    QVERIFY(!source.isEmpty());
    QCOMPARE(headDimV, scenario.model.headDim); // first version: K and V share the head dim
    QCOMPARE(headroom::fit::kvCacheBytesPerDevice(scenario), expected);
}

// --- reliability reproducers (issue 9, defects 10 and 11) ---
//
// tests/data/reliability/fit-*.bin are libFuzzer inputs of the reference harness
// shared/reliability/harness/fuzz_fit.cpp, which builds a Scenario from the bytes with
// FuzzedDataProvider. Each scenario below is that harness' Scenario for one file, decoded once with the
// harness' own scenario-building code (clang 14 <fuzzer/FuzzedDataProvider.h>) and written out field by
// field; fields the harness leaves alone keep their defaults. The test then does what the harness does:
// every per-term function (documented to return -1 on bad input), validate(), estimate() and a solver,
// under a time limit (the layer reproducers took 64.6 s per estimate before validate() bounded layers).

namespace {

constexpr qint64 kInt64Min = std::numeric_limits<qint64>::min();
constexpr qint64 kInt64Max = std::numeric_limits<qint64>::max();
constexpr int kIntMin = std::numeric_limits<int>::min();
constexpr int kIntMax = std::numeric_limits<int>::max();

QString reliabilityFile(const char *name)
{
    return QStringLiteral(HEADROOM_TEST_DATA_DIR "/reliability/") + QLatin1String(name);
}

LayerSpec layer(int attention, int kvHeads, bool moe)
{
    return LayerSpec{static_cast<AttentionKind>(attention), kvHeads, moe};
}

// The harness' "big" WeightFormat of the two files that set one: kind 5 (BnbNf4), dense 3, ggml 9,
// file type 9, bits 1, group 64, double quantization, fp8 block 0.
WeightFormat fuzzedNf4()
{
    WeightFormat f;
    f.kind = static_cast<WeightFormatKind>(5);
    f.dense = static_cast<DenseDtype>(3);
    f.ggml = static_cast<GgmlType>(9);
    f.fileType = static_cast<LlamaFileType>(9);
    f.bits = 1;
    f.groupSize = 64;
    f.doubleQuant = true;
    f.fp8BlockSize = 0;
    return f;
}

// fit-attentionParameters-overflow.bin (26 bytes): 2^31 - 1 heads, KV heads and head dim, attention
// bias: attentionParameters() added qk + kDim + vDim (each ~2^62) unchecked.
Scenario attentionParametersOverflow()
{
    Scenario s;
    ModelSpec &m = s.model;
    m.id = "fuzz";
    m.layers = 18;
    m.attentionHeads = kIntMax;
    m.kvHeads = kIntMax;
    m.headDim = kIntMax;
    m.hiddenSize = 18;
    m.intermediateSize = kIntMax;
    m.vocabSize = kIntMax;
    m.maxContextTokens = 98681;
    m.experts = kIntMax;
    m.expertsPerToken = kIntMax;
    m.tiedEmbeddings = true;
    m.attentionBias = true;
    m.parameterCount = kInt64Min;
    s.weights = WeightPrecision::FP32;
    s.kvCache = KvCacheDtype::FP32;
    s.hardware.memoryBytes = kInt64Min;
    s.hardware.gpuCount = kIntMin;
    s.hardware.tensorParallel = kIntMin;
    s.workload.contextTokens = kInt64Min;
    s.workload.concurrency = kIntMin;
    s.engine = defaultSettings(Engine::Generic);
    return s;
}

// fit-layers-timeout-engineplan.bin (172 bytes): 1,793,780,458 layers passed validate(); EnginePlan
// looped over every one of them.
Scenario layersTimeoutEnginePlan()
{
    Scenario s;
    ModelSpec &m = s.model;
    m.id = "fuzz";
    m.layers = 1'793'780'458;
    m.attentionHeads = m.kvHeads = m.headDim = m.hiddenSize = m.intermediateSize = m.vocabSize = 715'499;
    m.maxContextTokens = 7'704'228'407'255'165'674;
    m.experts = m.expertsPerToken = 715'499;
    m.parameterCount = 7'704'228'407'255'165'674;
    s.weights = WeightPrecision::FP8;
    s.kvCache = KvCacheDtype::FP8;
    s.hardware.memoryBytes = 7'704'228'407'255'165'674;
    s.hardware.gpuCount = s.hardware.tensorParallel = 715'499;
    s.workload.contextTokens = 7'704'228'407'255'165'674;
    s.workload.concurrency = 715'499;
    s.engine = defaultSettings(Engine::Generic);
    return s;
}

// fit-layers-timeout-weightsplit.bin (142 bytes): 1,200,440,916 layers with an NF4 format:
// weightBytesPerDevice() -> weightSplit() looped over every layer.
Scenario layersTimeoutWeightSplit()
{
    Scenario s;
    ModelSpec &m = s.model;
    m.id = "fuzz";
    m.layers = 1'200'440'916;
    m.attentionHeads = 151;
    m.kvHeads = 140;
    m.headDim = 186;
    m.hiddenSize = 29;
    m.intermediateSize = 199;
    m.vocabSize = 144;
    m.maxContextTokens = 1'671'993'765'182'198'223;
    m.experts = 0;
    m.expertsPerToken = 1;
    m.tiedEmbeddings = true;
    m.parameterCount = -9'221'401'712'017'801'217;
    s.weights = WeightPrecision::FP8;
    s.weightFormat = fuzzedNf4();
    s.kvCache = KvCacheDtype::BF16;
    s.kvCacheV = KvCacheDtype::BF16;
    s.hardware.memoryBytes = 1LL << 40;
    s.hardware.gpuCount = s.hardware.tensorParallel = 16;
    s.workload.contextTokens = 7'205'925'653'881'325'658;
    s.workload.concurrency = 208;
    s.engine = defaultSettings(Engine::LlamaCpp);
    return s;
}

// fit-vllmBlocksFor-chunked-overflow.bin (202 bytes): vLLM with max_num_batched_tokens = INT64_MAX and
// a chunk of 2^31 - 1: vllmBlocksFor() formed chunk + max_num_batched_tokens unchecked.
Scenario vllmChunkedOverflow()
{
    Scenario s;
    ModelSpec &m = s.model;
    m.id = "fuzz";
    m.layers = 18;
    m.attentionHeads = 1 << 30;
    m.kvHeads = 65536;
    m.headDim = 662'114;
    m.hiddenSize = 1;
    m.intermediateSize = kIntMax;
    m.vocabSize = 252;
    m.maxContextTokens = 970'988'612'139;
    m.experts = 204;
    m.expertsPerToken = 0;
    m.tiedEmbeddings = true;
    m.attentionBias = true;
    m.headDimK = 112;
    m.headDimV = 13;
    m.slidingWindow = 2;
    m.attentionChunk = kIntMax;
    m.qLoraRank = 155;
    m.qkRopeHeadDim = 117;
    m.qkNopeHeadDim = 124;
    m.vHeadDim = 253;
    m.expertIntermediateSize = 734'099;
    m.sharedExperts = 168'595;
    m.sharedExpertIntermediateSize = 111;
    m.qkNorm = m.attentionOutputBias = m.attentionSinks = m.mlpBias = m.routerBias = m.sharedExpertGate = true;
    m.layerSpecs = {layer(0, 180, true), layer(3, 4, true),   layer(0, 59, true),      layer(3, 4, true),
                    layer(4, 0, true),   layer(0, 43, false), layer(4, 690996, false), layer(2, 56, true),
                    layer(0, 56, true),  layer(0, 56, true),  layer(0, 56, true),      layer(0, 13, true),
                    layer(2, 4, true),   layer(1, 4, true),   layer(4, 2, true),       layer(4, 0, true),
                    layer(4, 0, true),   layer(4, 0, true)};
    m.parameterCount = 4'124'002'450'011;
    s.weights = WeightPrecision::FP8;
    s.kvCache = KvCacheDtype::F16;
    s.kvCacheV = KvCacheDtype::F16;
    s.hardware.memoryBytes = 1'039'382'085'632;
    s.hardware.gpuCount = s.hardware.tensorParallel = 8;
    s.workload.contextTokens = 772'040;
    s.workload.concurrency = 200;
    s.engine = defaultSettings(Engine::Vllm);
    EngineSettings &e = s.engine;
    e.gpuMemoryUtilizationPermille = 85;
    e.maxNumBatchedTokens = kInt64Max;
    e.maxNumSeqs = 94;
    e.blockSize = 37;
    e.cudaGraphs = e.cudaGraphsInKvBudget = true;
    e.sampler = VllmSampler::FlashInfer;
    e.ubatch = e.batch = 1LL << 40;
    e.flashAttention = true;
    e.swaFull = false;
    e.unifiedKv = false;
    e.gpuOverheadBytes = 0;
    return s;
}

// fit-vllmBlocksFor-sliding-overflow.bin (176 bytes): vLLM, one sliding layer of window 84 and
// max_num_batched_tokens = INT64_MAX: vllmBlocksFor() formed window - 1 + INT64_MAX.
Scenario vllmSlidingOverflow()
{
    Scenario s;
    ModelSpec &m = s.model;
    m.id = "fuzz";
    m.layers = 6;
    m.attentionHeads = 36;
    m.kvHeads = 4;
    m.headDim = 2;
    m.hiddenSize = 38;
    m.intermediateSize = 208;
    m.vocabSize = 1;
    m.maxContextTokens = 954'762;
    m.experts = m.expertsPerToken = 65536;
    m.tiedEmbeddings = true;
    m.attentionBias = true;
    m.headDimK = m.headDimV = 65536;
    m.slidingWindow = 84;
    m.qkNorm = m.attentionOutputBias = m.attentionSinks = m.mlpBias = m.routerBias = m.sharedExpertGate = true;
    m.layerSpecs = {layer(1, 56, true), layer(0, 56, true), layer(0, 56, true),
                    layer(0, 56, true), layer(0, 56, true), layer(0, 56, true)};
    m.parameterCount = 12'326'143'156;
    s.weights = WeightPrecision::FP8;
    s.weightFormat = fuzzedNf4();
    s.kvCache = KvCacheDtype::BF16;
    s.kvCacheV = KvCacheDtype::BF16;
    s.hardware.memoryBytes = 431'644'213'248;
    s.hardware.gpuCount = s.hardware.tensorParallel = 2;
    s.workload.contextTokens = 102'802;
    s.workload.concurrency = 146;
    s.engine = defaultSettings(Engine::Vllm);
    EngineSettings &e = s.engine;
    e.gpuMemoryUtilizationPermille = 637;
    e.maxNumBatchedTokens = kInt64Max;
    e.maxNumSeqs = 65536;
    e.blockSize = 61;
    e.cudaGraphs = e.cudaGraphsInKvBudget = true;
    e.sampler = VllmSampler::FlashInfer;
    e.ubatch = e.batch = 1;
    e.flashAttention = e.swaFull = e.unifiedKv = true;
    e.gpuOverheadBytes = 1LL << 62;
    return s;
}

// What the harness checks on an estimate that succeeded: segments non-negative and summing to the
// total without overflow.
void checkEstimateInvariants(const Estimate &e)
{
    qint64 sum = 0;
    for (Segment seg : kAllSegments) {
        const qint64 v = segmentValue(e, seg);
        QVERIFY(v >= 0);
        QVERIFY(!__builtin_add_overflow(sum, v, &sum));
    }
    QCOMPARE(sum, e.perDevice.total());
}

} // namespace

void TestFitModel::reliabilityReproducers_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<qint64>("fileSize"); // the decoded file's size, so a changed file is noticed
    QTest::addColumn<Scenario>("scenario");
    QTest::addColumn<qint64>("kvElements"); // the harness' kvCacheBytesFor(kvCache, n) argument
    QTest::addColumn<qint64>("kvBytes");    // its expected result
    QTest::addColumn<qint64>("derived");    // derivedParameterCount
    QTest::addColumn<qint64>("weightBytes");
    QTest::addColumn<int>("kvHeadsPerGpu");
    QTest::addColumn<QString>("field"); // validate()'s and estimate()'s error field
    QTest::addColumn<QString>("message");

    // derivedParameterCount: 2^31 - 1 heads > limits::kMaxAttentionHeads -> -1 (before: signed
    // overflow in attentionParameters). Weights: tensorParallel INT_MIN -> -1. INT64_MIN elements -> -1.
    QTest::newRow("attentionParameters overflow")
        << reliabilityFile("fit-attentionParameters-overflow.bin") << 26LL << attentionParametersOverflow() << kInt64Min
        << -1LL << -1LL << -1LL << 0 << QStringLiteral("parameters")
        << QStringLiteral("The model must have at least one parameter.");
    // 1,793,780,458 layers > 4096: refused by validate() (it was accepted before) and -1 from the terms.
    // 7,657,885,484,030,772,806 fp8 elements are as many bytes. kvHeadsPerDevice 715,499 / 715,499 = 1.
    QTest::newRow("layers timeout (EnginePlan)")
        << reliabilityFile("fit-layers-timeout-engineplan.bin") << 172LL << layersTimeoutEnginePlan()
        << 7'657'885'484'030'772'806LL << 7'657'885'484'030'772'806LL << -1LL << -1LL << 1
        << QStringLiteral("parameters")
        << QStringLiteral("The parameter count (7704228407255165674) must be at most "
                          "1125899906842624.");
    // NF4 prices tensor classes from the architecture: 1,200,440,916 layers -> -1 at once (no loop).
    // 0 bf16 elements -> 0 bytes; kvHeadsPerDevice max(1, 140 / 16) = 8.
    QTest::newRow("layers timeout (weightSplit)")
        << reliabilityFile("fit-layers-timeout-weightsplit.bin") << 142LL << layersTimeoutWeightSplit() << 0LL << 0LL
        << -1LL << -1LL << 8 << QStringLiteral("parameters")
        << QStringLiteral("The model must have at least one parameter.");
    // 2^30 attention heads > 65,536: refused before the vLLM plan. 2^63 - 1 > INT64 elements -> -1.
    QTest::newRow("vllmBlocksFor chunked overflow")
        << reliabilityFile("fit-vllmBlocksFor-chunked-overflow.bin") << 202LL << vllmChunkedOverflow() << kInt64Min
        << -1LL << -1LL << 515'500'306'252LL << 8192 << QStringLiteral("attentionHeads")
        << QStringLiteral("The number of attention heads (1073741824) must be at most 65536.");
    // max_num_batched_tokens 2^63 - 1 > 2^40: refused. 981,570 bf16 elements = 1,963,140 bytes. The
    // architecture is in bounds: 12,326,143,156 parameters, the harness' own derivedParameterCount; at
    // NF4 (2113/512 bits) with 16-bit embeddings, norms and routers, split over TP 2: 3,366,961,588
    // bytes (about 12.07e9 linear x 4.127 / 8 / 2 = 3.11e9, + 0.18e9 of bf16 expert biases, ...).
    QTest::newRow("vllmBlocksFor sliding overflow")
        << reliabilityFile("fit-vllmBlocksFor-sliding-overflow.bin") << 176LL << vllmSlidingOverflow() << 981'570LL
        << 1'963'140LL << 12'326'143'156LL << 3'366'961'588LL << 2 << QStringLiteral("maxNumBatchedTokens")
        << QStringLiteral("The batched-token limit (9223372036854775807) must be at most 1099511627776.");
}

void TestFitModel::reliabilityReproducers()
{
    QFETCH(QString, file);
    QFETCH(qint64, fileSize);
    QFETCH(Scenario, scenario);
    QFETCH(qint64, kvElements);
    QFETCH(qint64, kvBytes);
    QFETCH(qint64, derived);
    QFETCH(qint64, weightBytes);
    QFETCH(int, kvHeadsPerGpu);
    QFETCH(QString, field);
    QFETCH(QString, message);

    QVERIFY2(QFileInfo(file).isFile(), qPrintable(file));
    QCOMPARE(QFileInfo(file).size(), fileSize);

    QElapsedTimer timer;
    timer.start();
    QCOMPARE(headroom::fit::derivedParameterCount(scenario.model), derived);
    QCOMPARE(headroom::fit::weightBytesPerDevice(scenario), weightBytes);
    QCOMPARE(headroom::fit::kvHeadsPerDevice(scenario.model, scenario.hardware.tensorParallel), kvHeadsPerGpu);
    QCOMPARE(headroom::fit::kvCacheBytesFor(scenario.kvCache, kvElements), kvBytes);
    // The per-GPU terms on the unvalidated scenario: a value or -1, never UB or a long loop.
    QVERIFY(headroom::fit::kvCacheBytesPerTokenPerDevice(scenario) >= -1);
    QVERIFY(headroom::fit::kvCacheBytesPerDevice(scenario) >= -1);
    QVERIFY(headroom::fit::activationChunkTokens(scenario) >= -1);
    QVERIFY(headroom::fit::activationBytesPerDevice(scenario) >= -1);

    const std::optional<Error> invalid = headroom::fit::validate(scenario);
    QVERIFY(invalid.has_value());
    QCOMPARE(fromStd(invalid->field), field);
    QCOMPARE(fromStd(invalid->message), message);
    for (const EstimateDetail detail : {EstimateDetail::Full, EstimateDetail::Numbers}) {
        const Result<Estimate> r = headroom::fit::estimate(scenario, detail);
        QVERIFY(!r.ok());
        QCOMPARE(fromStd(r.error->field), field);
    }
    // The solvers validate first and give the same error.
    QCOMPARE(fromStd(headroom::fit::maxConcurrencyAt(scenario, scenario.workload.contextTokens).error->field),
             field == QLatin1String("context") ? QStringLiteral("context") : field);
    QVERIFY(!headroom::fit::kvTokenCapacity(scenario).ok());
    QVERIFY(!headroom::fit::minGpus(scenario, 64).ok());
    QVERIFY2(timer.elapsed() < 1000, qPrintable(QString::number(timer.elapsed()) + QStringLiteral(" ms")));
}

void TestFitModel::bounds_data()
{
    QTest::addColumn<Scenario>("scenario");
    QTest::addColumn<QString>("field"); // empty = validate() accepts it

    // Llama 3.1 8B on one RTX 4090 without a published maximum context; each row moves one count to its
    // bound in fitmodel.h `limits` (accepted) or one past it (refused, naming the field).
    Scenario base = llama8bOn4090(8192, 1);
    base.model.maxContextTokens = 0;
    QTest::newRow("base") << base << QString();
    const auto row = [&base](const char *name, auto mutate, const char *field) {
        Scenario s = base;
        mutate(s);
        QTest::newRow(name) << s << QString::fromLatin1(field);
    };
    using namespace headroom::fit::limits;
    row(
        "layers 4096", [](Scenario &s) { s.model.layers = kMaxLayers; }, "");
    row(
        "layers 4097", [](Scenario &s) { s.model.layers = kMaxLayers + 1; }, "layers");
    row(
        "layers INT_MAX", [](Scenario &s) { s.model.layers = kIntMax; }, "layers");
    row(
        "heads 65536", [](Scenario &s) { s.model.attentionHeads = s.model.kvHeads = kMaxAttentionHeads; }, "");
    row(
        "heads 65537", [](Scenario &s) { s.model.attentionHeads = s.model.kvHeads = kMaxAttentionHeads + 1; },
        "attentionHeads");
    row(
        "head dim 65537", [](Scenario &s) { s.model.headDim = kMaxHeadDim + 1; }, "headDim");
    row(
        "head dim K 65537", [](Scenario &s) { s.model.headDimK = kMaxHeadDim + 1; }, "headDimK");
    row(
        "head dim V -1", [](Scenario &s) { s.model.headDimV = -1; }, "headDimV");
    row(
        "hidden 2^20", [](Scenario &s) { s.model.hiddenSize = kMaxHiddenSize; }, "");
    row(
        "hidden 2^20 + 1", [](Scenario &s) { s.model.hiddenSize = kMaxHiddenSize + 1; }, "hiddenSize");
    row(
        "ffn 2^22 + 1", [](Scenario &s) { s.model.intermediateSize = kMaxIntermediateSize + 1; }, "intermediateSize");
    row(
        "vocab 2^24", [](Scenario &s) { s.model.vocabSize = kMaxVocabSize; }, "");
    row(
        "vocab 2^24 + 1", [](Scenario &s) { s.model.vocabSize = kMaxVocabSize + 1; }, "vocabSize");
    row(
        "experts 65537", [](Scenario &s) { s.model.experts = kMaxExperts + 1; }, "experts");
    row(
        "shared experts -1", [](Scenario &s) { s.model.sharedExperts = -1; }, "sharedExperts");
    row(
        "q_lora_rank -1", [](Scenario &s) { s.model.qLoraRank = -1; }, "mla");
    row(
        "v_head_dim 65537", [](Scenario &s) { s.model.vHeadDim = kMaxHeadDim + 1; }, "mla");
    row(
        "norms 65", [](Scenario &s) { s.model.normsPerLayer = kMaxNormsPerLayer + 1; }, "normsPerLayer");
    row(
        "window 2^30 + 1", [](Scenario &s) { s.model.slidingWindow = kMaxWindowTokens + 1; }, "slidingWindow");
    row(
        "parameters 2^50 + 1", [](Scenario &s) { s.model.parameterCount = kMaxParameters + 1; }, "parameters");
    row(
        "max context 2^40 + 1", [](Scenario &s) { s.model.maxContextTokens = kMaxContextTokens + 1; }, "maxContext");
    row(
        "context 2^40", [](Scenario &s) { s.workload.contextTokens = kMaxContextTokens; }, "");
    row(
        "context 2^40 + 1", [](Scenario &s) { s.workload.contextTokens = kMaxContextTokens + 1; }, "context");
    row(
        "concurrency 2^20", [](Scenario &s) { s.workload.concurrency = kMaxConcurrency; }, "");
    row(
        "concurrency 2^20 + 1", [](Scenario &s) { s.workload.concurrency = kMaxConcurrency + 1; }, "concurrency");
    row(
        "gpus 65537", [](Scenario &s) { s.hardware.gpuCount = kMaxGpus + 1; }, "gpuCount");
    row(
        "memory 2^50 + 1", [](Scenario &s) { s.hardware.memoryBytes = kMaxMemoryBytes + 1; }, "memory");
    row(
        "ubatch 2^40 + 1", [](Scenario &s) { s.engine.ubatch = kMaxContextTokens + 1; }, "ubatch");
    row(
        "block 2^20 + 1", [](Scenario &s) { s.engine.blockSize = kMaxBlockTokens + 1; }, "blockSize");
    row(
        "max seqs 2^20 + 1", [](Scenario &s) { s.engine.maxNumSeqs = kMaxConcurrency + 1; }, "maxNumSeqs");
    row(
        "overhead 2^50 + 1", [](Scenario &s) { s.engine.gpuOverheadBytes = kMaxMemoryBytes + 1; }, "gpuOverhead");
    row(
        "unknown attention kind",
        [](Scenario &s) {
            s.model.layerSpecs.assign(32, LayerSpec{static_cast<AttentionKind>(4), 8, false});
        },
        "layerSpecs");
}

void TestFitModel::bounds()
{
    QFETCH(Scenario, scenario);
    QFETCH(QString, field);
    const std::optional<Error> invalid = headroom::fit::validate(scenario);
    QElapsedTimer timer;
    timer.start();
    const Result<Estimate> r = headroom::fit::estimate(scenario, EstimateDetail::Numbers);
    QVERIFY(timer.elapsed() < 1000);
    if (field.isEmpty()) {
        QVERIFY2(!invalid, invalid ? invalid->message.c_str() : "");
        // At the bounds every term still fits in 64 bits, or headroom::fit::estimate() says which input is too large.
        if (r.ok())
            checkEstimateInvariants(*r.value);
        else
            QVERIFY(r.error->field == "context" || r.error->field == "parameters");
        return;
    }
    QVERIFY(invalid.has_value());
    QCOMPARE(fromStd(invalid->field), field);
    QVERIFY(!r.ok());
    QCOMPARE(fromStd(r.error->field), field);
}

// vllmBlocksFor() at the largest window, chunk and max_num_batched_tokens headroom::fit::validate() accepts: the sums
// stay exact and min() with the context wins. 32 sliding (or chunked) layers of 8 KV heads x 128 f16:
// one KV group, blocks of 16 tokens; 4096 tokens need cdiv(min(2^30 - 1 + 2^40, 4096), 16) + 1 = 257
// blocks with the sliding spec and cdiv(min(2^30 + 2^40, 4096), 16) = 256 with the chunked one.
void TestFitModel::vllmBlocksAtBounds()
{
    using namespace headroom::fit::limits;
    for (const AttentionKind kind : {AttentionKind::SlidingWindow, AttentionKind::ChunkedLocal}) {
        Scenario s = makeScenario(llama31_8b(), WeightPrecision::BF16, KvCacheDtype::F16, kH100Bytes, 1, 1, 4096, 1);
        s.model.layerSpecs.assign(32, LayerSpec{kind, 8, false});
        s.model.slidingWindow = kMaxWindowTokens;
        s.model.attentionChunk = kMaxWindowTokens;
        s.engine = defaultSettings(Engine::Vllm);
        s.engine.maxNumBatchedTokens = kMaxContextTokens;
        const Result<Estimate> r = headroom::fit::estimate(s, EstimateDetail::Numbers);
        QVERIFY2(r.ok(), r.error ? r.error->message.c_str() : "");
        QCOMPARE(r.value->kvCacheBlocksPerSequence, kind == AttentionKind::SlidingWindow ? 257LL : 256LL);
        checkEstimateInvariants(*r.value);
        // One past max_num_batched_tokens' bound is refused, whatever the window.
        s.engine.maxNumBatchedTokens = kMaxContextTokens + 1;
        QCOMPARE(fromStd(headroom::fit::validate(s)->field), QStringLiteral("maxNumBatchedTokens"));
    }
}

QTEST_GUILESS_MAIN(TestFitModel)
#include "tst_fitmodel.moc"
