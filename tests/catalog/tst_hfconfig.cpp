// SPDX-License-Identifier: GPL-3.0-or-later
// Tests for headroom::catalog::importHfConfig / importHfConfigFile: the real config.json files in
// tests/data/configs/ (sources in SOURCES.md there) import with the fields their model cards and
// transformers' layer rules give, and malformed or contradictory configs fail with errors naming
// each field. Expected values are read off the cited config files and worked out by hand (the
// parameter sums are shown in tests/fit/tst_parametercount.cpp), never copied from our output.

#include <catalog/hfconfig.h>
#include <fit/weightsplit.h>
#include <io/safefile.h>

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

using headroom::catalog::HfConfigError;
using headroom::catalog::ImportedModel;
using headroom::catalog::QuantizationInfo;
using headroom::fit::AttentionKind;

Q_DECLARE_METATYPE(QuantizationInfo::Method)

namespace {

QString configPath(const QString &file)
{
    return QStringLiteral(HEADROOM_TEST_DATA_DIR "/configs/") + file;
}

QStringList strings(std::initializer_list<const char *> list)
{
    QStringList out;
    for (const char *text : list)
        out.append(QString::fromUtf8(text));
    return out;
}

struct LayerCounts {
    int full = 0;
    int sliding = 0;
    int chunked = 0;
    int none = 0;
    int moe = 0;
};

// Layer kinds as the fit model reads them: empty layerSpecs means every layer is full attention and
// MoE exactly when the model has experts.
LayerCounts countLayers(const headroom::fit::ModelSpec &spec)
{
    LayerCounts c;
    if (spec.layerSpecs.empty()) {
        c.full = spec.layers;
        c.moe = spec.experts > 0 ? spec.layers : 0;
        return c;
    }
    for (const headroom::fit::LayerSpec &layer : spec.layerSpecs) {
        c.full += layer.attention == AttentionKind::Full ? 1 : 0;
        c.sliding += layer.attention == AttentionKind::SlidingWindow ? 1 : 0;
        c.chunked += layer.attention == AttentionKind::ChunkedLocal ? 1 : 0;
        c.none += layer.attention == AttentionKind::None ? 1 : 0;
        c.moe += layer.moe ? 1 : 0;
    }
    return c;
}

bool anyNoteContains(const QStringList &notes, const QString &text)
{
    for (const QString &note : notes) {
        if (note.contains(text))
            return true;
    }
    return false;
}

// A complete Llama-style config (Llama-3.1-8B's numbers) with the keys of the JSON object text
// `patch` set over it and the keys in `remove` taken out, for the error rows.
QByteArray llamaWith(const QByteArray &patch, const QStringList &remove = {})
{
    QJsonObject config = QJsonDocument::fromJson(R"({"architectures": ["LlamaForCausalLM"], "model_type": "llama",
        "hidden_size": 4096, "intermediate_size": 14336, "max_position_embeddings": 131072,
        "num_attention_heads": 32, "num_hidden_layers": 32, "num_key_value_heads": 8,
        "tie_word_embeddings": false, "vocab_size": 128256})")
                             .object();
    for (const QString &key : remove)
        config.remove(key);
    const QJsonObject changes = QJsonDocument::fromJson("{" + patch + "}").object();
    for (auto it = changes.begin(); it != changes.end(); ++it)
        config.insert(it.key(), it.value());
    return QJsonDocument(config).toJson(QJsonDocument::Compact);
}

} // namespace

class TestHfConfig : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void families_data();
    void families();
    void familyFlags_data();
    void familyFlags();
    void quantization_data();
    void quantization();
    void nestedDefaults();
    void llama4TextConfig();
    void unknownArchitecture();
    void notes();
    void errors_data();
    void errors();
    void fileImport();
    void specialFiles();
    void reliabilityReproducers_data();
    void reliabilityReproducers();
    void mlaHeadDimSum();
    // Issue 14 item 7: fbgemm_fp8 and compressed-tensors quantization_config.
    void servingQuantization_data();
    void servingQuantization();
    void servingQuantizationErrors();
};

void TestHfConfig::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

void TestHfConfig::families_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("architecture");
    QTest::addColumn<QString>("modelType");
    QTest::addColumn<int>("layers");
    QTest::addColumn<int>("heads");
    QTest::addColumn<int>("kvHeads");
    QTest::addColumn<int>("headDim");  // K head dim (MLA: qk_nope + qk_rope)
    QTest::addColumn<int>("headDimV"); // 0 = headDim
    QTest::addColumn<int>("hidden");
    QTest::addColumn<int>("intermediate");
    QTest::addColumn<int>("vocab");
    QTest::addColumn<qint64>("maxContext");
    QTest::addColumn<bool>("tied");
    QTest::addColumn<int>("experts");
    QTest::addColumn<int>("expertsPerToken");
    QTest::addColumn<int>("expertSize"); // moe_intermediate_size (0 = intermediate)
    QTest::addColumn<int>("sharedExperts");
    QTest::addColumn<int>("fullLayers");
    QTest::addColumn<int>("slidingLayers");
    QTest::addColumn<int>("moeLayers");
    QTest::addColumn<int>("window");
    QTest::addColumn<int>("kvLoraRank");
    QTest::addColumn<int>("qkRopeHeadDim");
    QTest::addColumn<qint64>("parameters"); // hand sums in tests/fit/tst_parametercount.cpp

    // clang-format off
    // head_dim absent: 4096 / 32 = 128.
    QTest::newRow("Llama-3.1-8B") << "llama-3.1-8b.json" << "LlamaForCausalLM" << "llama"
        << 32 << 32 << 8 << 128 << 0 << 4096 << 14336 << 128256 << 131072LL << false
        << 0 << 0 << 0 << 0 << 32 << 0 << 0 << 0 << 0 << 0 << 8'030'261'248LL;
    // sliding_window 131072 is ignored: use_sliding_window false. 3584 / 28 = 128.
    QTest::newRow("Qwen2.5-7B") << "qwen2.5-7b.json" << "Qwen2ForCausalLM" << "qwen2"
        << 28 << 28 << 4 << 128 << 0 << 3584 << 18944 << 152064 << 131072LL << false
        << 0 << 0 << 0 << 0 << 28 << 0 << 0 << 0 << 0 << 0 << 7'615'616'512LL;
    QTest::newRow("Qwen3-8B") << "qwen3-8b.json" << "Qwen3ForCausalLM" << "qwen3"
        << 36 << 32 << 8 << 128 << 0 << 4096 << 12288 << 151936 << 40960LL << false
        << 0 << 0 << 0 << 0 << 36 << 0 << 0 << 0 << 0 << 0 << 8'190'735'360LL;
    // transformers 5 format: "dtype", "layer_types" (64 x full_attention), "rope_parameters".
    QTest::newRow("Qwen3-32B-AWQ") << "qwen3-32b-awq.json" << "Qwen3ForCausalLM" << "qwen3"
        << 64 << 64 << 8 << 128 << 0 << 5120 << 25600 << 151936 << 40960LL << false
        << 0 << 0 << 0 << 0 << 64 << 0 << 0 << 0 << 0 << 0 << 32'762'123'264LL;
    // decoder_sparse_step 1, mlp_only_layers []: all 48 layers MoE.
    QTest::newRow("Qwen3-30B-A3B") << "qwen3-30b-a3b.json" << "Qwen3MoeForCausalLM" << "qwen3_moe"
        << 48 << 32 << 4 << 128 << 0 << 2048 << 6144 << 151936 << 40960LL << false
        << 128 << 8 << 768 << 0 << 48 << 0 << 48 << 0 << 0 << 0 << 30'532'122'624LL;
    QTest::newRow("Qwen3-30B-A3B-GPTQ-Int4") << "qwen3-30b-a3b-gptq-int4.json" << "Qwen3MoeForCausalLM" << "qwen3_moe"
        << 48 << 32 << 4 << 128 << 0 << 2048 << 6144 << 151936 << 40960LL << false
        << 128 << 8 << 768 << 0 << 48 << 0 << 48 << 0 << 0 << 0 << 30'532'122'624LL;
    // Gemma 2: even layers slide (is_sliding = not bool(layer_idx % 2)): 21 sliding + 21 full, window 4096.
    QTest::newRow("Gemma-2-9B-it") << "gemma-2-9b-it.json" << "Gemma2ForCausalLM" << "gemma2"
        << 42 << 16 << 8 << 256 << 0 << 3584 << 14336 << 256000 << 8192LL << true
        << 0 << 0 << 0 << 0 << 21 << 21 << 0 << 4096 << 0 << 0 << 9'241'705'984LL;
    // Gemma 3 (nested text_config): sliding_window_pattern 6 (default), 62 layers: full at i = 5, 11,
    // ..., 59 -> 10 full, 52 sliding, window 1024. vocab_size 262208, max_position_embeddings 131072
    // and tied embeddings are Gemma3TextConfig defaults.
    QTest::newRow("Gemma-3-27B-it") << "gemma-3-27b-it.json" << "Gemma3ForConditionalGeneration" << "gemma3_text"
        << 62 << 32 << 16 << 128 << 0 << 5376 << 21504 << 262208 << 131072LL << true
        << 0 << 0 << 0 << 0 << 10 << 52 << 0 << 1024 << 0 << 0 << 27'009'346'304LL;
    // MLA + MoE: first_k_dense_replace 3 -> 3 dense + 58 MoE layers; K head 128 + 64 = 192, V 128.
    QTest::newRow("DeepSeek-V3") << "deepseek-v3.json" << "DeepseekV3ForCausalLM" << "deepseek_v3"
        << 61 << 128 << 128 << 192 << 128 << 7168 << 18432 << 129280 << 163840LL << false
        << 256 << 8 << 2048 << 1 << 61 << 0 << 58 << 0 << 512 << 64 << 671'026'419'200LL;
    // layer_types alternate sliding/full: 12 + 12, window 128.
    QTest::newRow("gpt-oss-20b") << "gpt-oss-20b.json" << "GptOssForCausalLM" << "gpt_oss"
        << 24 << 64 << 8 << 64 << 0 << 2880 << 2880 << 201088 << 131072LL << false
        << 32 << 4 << 0 << 0 << 12 << 12 << 24 << 128 << 0 << 0 << 20'914'757'184LL;
    // sliding_window 2047 on every layer; 3072 / 32 = 96.
    QTest::newRow("Phi-3-mini-4k") << "phi-3-mini-4k-instruct.json" << "Phi3ForCausalLM" << "phi3"
        << 32 << 32 << 32 << 96 << 0 << 3072 << 8192 << 32064 << 4096LL << false
        << 0 << 0 << 0 << 0 << 0 << 32 << 0 << 2047 << 0 << 0 << 3'821'079'552LL;
    QTest::newRow("Mixtral-8x7B") << "mixtral-8x7b.json" << "MixtralForCausalLM" << "mixtral"
        << 32 << 32 << 8 << 128 << 0 << 4096 << 14336 << 32000 << 32768LL << false
        << 8 << 2 << 0 << 0 << 32 << 0 << 32 << 0 << 0 << 0 << 46'702'792'704LL;
    // Mistral v0.1: sliding_window 4096 on every layer.
    QTest::newRow("Mistral-7B-v0.1") << "mistral-7b-v0.1.json" << "MistralForCausalLM" << "mistral"
        << 32 << 32 << 8 << 128 << 0 << 4096 << 14336 << 32000 << 32768LL << false
        << 0 << 0 << 0 << 0 << 0 << 32 << 0 << 4096 << 0 << 0 << 7'241'732'096LL;
    QTest::newRow("Llama-3-8B-Instruct bnb") << "llama-3-8b-instruct-bnb-nf4.json" << "LlamaForCausalLM" << "llama"
        << 32 << 32 << 8 << 128 << 0 << 4096 << 14336 << 128256 << 8192LL << false
        << 0 << 0 << 0 << 0 << 32 << 0 << 0 << 0 << 0 << 0 << 8'030'261'248LL;
    // clang-format on
}

void TestHfConfig::families()
{
    QFETCH(QString, file);
    QFETCH(QString, architecture);
    QFETCH(QString, modelType);
    QFETCH(int, layers);
    QFETCH(int, heads);
    QFETCH(int, kvHeads);
    QFETCH(int, headDim);
    QFETCH(int, headDimV);
    QFETCH(int, hidden);
    QFETCH(int, intermediate);
    QFETCH(int, vocab);
    QFETCH(qint64, maxContext);
    QFETCH(bool, tied);
    QFETCH(int, experts);
    QFETCH(int, expertsPerToken);
    QFETCH(int, expertSize);
    QFETCH(int, sharedExperts);
    QFETCH(int, fullLayers);
    QFETCH(int, slidingLayers);
    QFETCH(int, moeLayers);
    QFETCH(int, window);
    QFETCH(int, kvLoraRank);
    QFETCH(int, qkRopeHeadDim);
    QFETCH(qint64, parameters);

    HfConfigError error;
    const std::optional<ImportedModel> imported = headroom::catalog::importHfConfigFile(configPath(file), &error);
    QVERIFY2(imported.has_value(), qPrintable(error.message));
    const headroom::fit::ModelSpec &spec = imported->spec;
    QCOMPARE(QString::fromStdString(spec.architecture), architecture);
    QCOMPARE(imported->modelType, modelType);
    QCOMPARE(spec.layers, layers);
    QCOMPARE(spec.attentionHeads, heads);
    QCOMPARE(spec.kvHeads, kvHeads);
    QCOMPARE(spec.headDim, headDim);
    QCOMPARE(spec.headDimV, headDimV);
    QCOMPARE(spec.hiddenSize, hidden);
    QCOMPARE(spec.intermediateSize, intermediate);
    QCOMPARE(spec.vocabSize, vocab);
    QCOMPARE(qint64(spec.maxContextTokens), maxContext);
    QCOMPARE(spec.tiedEmbeddings, tied);
    QCOMPARE(spec.experts, experts);
    QCOMPARE(spec.expertsPerToken, expertsPerToken);
    QCOMPARE(spec.expertIntermediateSize, expertSize);
    QCOMPARE(spec.sharedExperts, sharedExperts);
    const LayerCounts counts = countLayers(spec);
    QCOMPARE(counts.full, fullLayers);
    QCOMPARE(counts.sliding, slidingLayers);
    QCOMPARE(counts.chunked, 0);
    QCOMPARE(counts.none, 0);
    QCOMPARE(counts.moe, moeLayers);
    QCOMPARE(spec.slidingWindow, window);
    QCOMPARE(spec.kvLoraRank, kvLoraRank);
    QCOMPARE(spec.qkRopeHeadDim, qkRopeHeadDim);
    QCOMPARE(qint64(spec.parameterCount), parameters);
    QCOMPARE(qint64(headroom::fit::derivedParameterCount(spec)), parameters);
    // Every KV-head entry names the model's KV heads (no per-layer variation in these families).
    for (const headroom::fit::LayerSpec &layer : spec.layerSpecs)
        QCOMPARE(layer.kvHeads, kvHeads);
    // The source name is the file's base name; the id is its catalogue form.
    QCOMPARE(QString::fromStdString(spec.displayName), QFileInfo(file).completeBaseName());
    QCOMPARE(QString::fromStdString(spec.id), QFileInfo(file).completeBaseName());
}

void TestHfConfig::familyFlags_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<bool>("qkvBias");
    QTest::addColumn<bool>("outputBias");
    QTest::addColumn<bool>("qkNorm");
    QTest::addColumn<bool>("sinks");
    QTest::addColumn<bool>("mlpBias");
    QTest::addColumn<bool>("routerBias");
    QTest::addColumn<int>("normsPerLayer");
    QTest::addColumn<int>("qLoraRank");
    QTest::addColumn<int>("qkNopeHeadDim");
    QTest::addColumn<int>("vHeadDim");

    // modeling_llama.py: attention_bias false -> no biases.
    QTest::newRow("llama") << "llama-3.1-8b.json" << false << false << false << false << false << false << 0 << 0 << 0
                           << 0;
    // modeling_qwen2.py: q/k/v_proj bias=True, o_proj bias=False.
    QTest::newRow("qwen2") << "qwen2.5-7b.json" << true << false << false << false << false << false << 0 << 0 << 0
                           << 0;
    // modeling_qwen3.py: q_norm and k_norm.
    QTest::newRow("qwen3") << "qwen3-8b.json" << false << false << true << false << false << false << 0 << 0 << 0 << 0;
    QTest::newRow("qwen3 moe") << "qwen3-30b-a3b.json" << false << false << true << false << false << false << 0 << 0
                               << 0 << 0;
    // modeling_gemma2.py: four norms per layer.
    QTest::newRow("gemma2") << "gemma-2-9b-it.json" << false << false << false << false << false << false << 4 << 0 << 0
                            << 0;
    // modeling_gemma3.py: four norms and q/k norms.
    QTest::newRow("gemma3") << "gemma-3-27b-it.json" << false << false << true << false << false << false << 4 << 0 << 0
                            << 0;
    // DeepSeek-V3: e_score_correction_bias (topk_method noaux_tc); MLA ranks from the config.
    QTest::newRow("deepseek v3") << "deepseek-v3.json" << false << false << false << false << false << true << 0 << 1536
                                 << 128 << 128;
    // modeling_gpt_oss.py: attention_bias true (q/k/v/o), sinks, expert and router biases.
    QTest::newRow("gpt-oss") << "gpt-oss-20b.json" << true << true << false << true << true << true << 0 << 0 << 0 << 0;
    QTest::newRow("phi3") << "phi-3-mini-4k-instruct.json" << false << false << false << false << false << false << 0
                          << 0 << 0 << 0;
}

void TestHfConfig::familyFlags()
{
    QFETCH(QString, file);
    QFETCH(bool, qkvBias);
    QFETCH(bool, outputBias);
    QFETCH(bool, qkNorm);
    QFETCH(bool, sinks);
    QFETCH(bool, mlpBias);
    QFETCH(bool, routerBias);
    QFETCH(int, normsPerLayer);
    QFETCH(int, qLoraRank);
    QFETCH(int, qkNopeHeadDim);
    QFETCH(int, vHeadDim);

    HfConfigError error;
    const std::optional<ImportedModel> imported = headroom::catalog::importHfConfigFile(configPath(file), &error);
    QVERIFY2(imported.has_value(), qPrintable(error.message));
    const headroom::fit::ModelSpec &spec = imported->spec;
    QCOMPARE(spec.attentionBias, qkvBias);
    QCOMPARE(spec.attentionOutputBias, outputBias);
    QCOMPARE(spec.qkNorm, qkNorm);
    QCOMPARE(spec.attentionSinks, sinks);
    QCOMPARE(spec.mlpBias, mlpBias);
    QCOMPARE(spec.routerBias, routerBias);
    QCOMPARE(spec.normsPerLayer, normsPerLayer);
    QCOMPARE(spec.qLoraRank, qLoraRank);
    QCOMPARE(spec.qkNopeHeadDim, qkNopeHeadDim);
    QCOMPARE(spec.vHeadDim, vHeadDim);
}

void TestHfConfig::quantization_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QuantizationInfo::Method>("method");
    QTest::addColumn<QString>("key");
    QTest::addColumn<int>("bits");
    QTest::addColumn<int>("groupSize");
    QTest::addColumn<QString>("bnbType");
    QTest::addColumn<bool>("doubleQuant");
    QTest::addColumn<QList<int>>("blockSize");
    QTest::addColumn<QStringList>("notConverted");
    QTest::addColumn<QString>("dtype");

    using M = QuantizationInfo::Method;
    QTest::newRow("none") << "qwen3-8b.json" << M::None << "none" << 0 << 0 << QString() << false << QList<int>{}
                          << strings({}) << "bfloat16";
    // "bits": 4, "group_size": 128, "quant_method": "gptq"
    QTest::newRow("gptq") << "qwen3-30b-a3b-gptq-int4.json" << M::Gptq << "gptq" << 4 << 128 << QString() << false
                          << QList<int>{} << strings({}) << "float16";
    // "bits": 4, "group_size": 128, "quant_method": "awq", modules_to_not_convert null; "dtype" (transformers 5)
    QTest::newRow("awq") << "qwen3-32b-awq.json" << M::Awq << "awq" << 4 << 128 << QString() << false << QList<int>{}
                         << strings({}) << "float16";
    // "quant_method": "fp8", "weight_block_size": [128, 128]
    QTest::newRow("fp8") << "deepseek-v3.json" << M::Fp8 << "fp8" << 8 << 0 << QString() << false
                         << QList<int>{128, 128} << strings({}) << "bfloat16";
    // load_in_4bit true, bnb_4bit_quant_type "nf4", bnb_4bit_use_double_quant true
    QTest::newRow("bitsandbytes nf4") << "llama-3-8b-instruct-bnb-nf4.json" << M::BitsAndBytes << "bitsandbytes" << 4
                                      << 0 << "nf4" << true << QList<int>{} << strings({}) << "bfloat16";
    // "quant_method": "mxfp4": blocks of 32 E2M1 values sharing one E8M0 scale; attention, router,
    // embeddings and head stay bf16 (modules_to_not_convert). No torch_dtype in this file.
    QTest::newRow("mxfp4") << "gpt-oss-20b.json" << M::Mxfp4 << "mxfp4" << 4 << 32 << QString() << false << QList<int>{}
                           << strings({"model.layers.*.self_attn", "model.layers.*.mlp.router", "model.embed_tokens",
                                       "lm_head"})
                           << QString();
}

void TestHfConfig::quantization()
{
    QFETCH(QString, file);
    QFETCH(QuantizationInfo::Method, method);
    QFETCH(QString, key);
    QFETCH(int, bits);
    QFETCH(int, groupSize);
    QFETCH(QString, bnbType);
    QFETCH(bool, doubleQuant);
    QFETCH(QList<int>, blockSize);
    QFETCH(QStringList, notConverted);
    QFETCH(QString, dtype);

    HfConfigError error;
    const std::optional<ImportedModel> imported = headroom::catalog::importHfConfigFile(configPath(file), &error);
    QVERIFY2(imported.has_value(), qPrintable(error.message));
    const QuantizationInfo &q = imported->quantization;
    QCOMPARE(q.method, method);
    QCOMPARE(QString(headroom::catalog::quantizationMethodKey(q.method)), key);
    QCOMPARE(q.methodName, method == QuantizationInfo::Method::None ? QString() : key);
    QCOMPARE(q.bits, bits);
    QCOMPARE(q.groupSize, groupSize);
    QCOMPARE(q.bnb4BitQuantType, bnbType);
    QCOMPARE(q.bnbDoubleQuant, doubleQuant);
    QCOMPARE(q.weightBlockSize, blockSize);
    QCOMPARE(q.modulesNotConverted, notConverted);
    QCOMPARE(imported->dtype, dtype);
}

void TestHfConfig::nestedDefaults()
{
    // The shape of google/gemma-3-4b-it's config.json (text_config names only hidden_size,
    // intermediate_size, num_hidden_layers and sliding_window; quoted in the search index by two
    // independent projects). transformers fills the rest from Gemma3TextConfig: 8 heads, 4 KV heads,
    // head_dim 256, vocab 262208, tied, sliding_window_pattern 6.
    const QByteArray json = R"({"architectures": ["Gemma3ForConditionalGeneration"], "model_type": "gemma3",
        "text_config": {"hidden_size": 2560, "intermediate_size": 10240, "model_type": "gemma3_text",
        "num_hidden_layers": 34, "rope_scaling": {"factor": 8.0, "rope_type": "linear"}, "sliding_window": 1024},
        "torch_dtype": "bfloat16"})";
    HfConfigError error;
    const std::optional<ImportedModel> imported =
        headroom::catalog::importHfConfig(json, QStringLiteral("gemma-3-4b-it"), &error);
    QVERIFY2(imported.has_value(), qPrintable(error.message));
    const headroom::fit::ModelSpec &spec = imported->spec;
    QCOMPARE(spec.attentionHeads, 8);
    QCOMPARE(spec.kvHeads, 4);
    QCOMPARE(spec.headDim, 256);
    QCOMPARE(spec.vocabSize, 262208);
    QVERIFY(spec.tiedEmbeddings);
    // 34 layers, full at i = 5, 11, 17, 23, 29 -> 5 full, 29 sliding.
    const LayerCounts counts = countLayers(spec);
    QCOMPARE(counts.full, 5);
    QCOMPARE(counts.sliding, 29);
    QCOMPARE(spec.slidingWindow, 1024);
    // Text: attention q,o 2*2560*2048 = 10,485,760 + k,v 2*2560*1024 = 5,242,880 + q/k norms 512
    // = 15,729,152; MLP 3*2560*10240 = 78,643,200; 4 norms 10,240 -> 94,382,592 * 34
    // = 3,209,008,128; + tied embedding 262208*2560 = 671,252,480 + 2,560 = 3,880,263,168.
    // With the SigLIP tower 416,866,032 (tst_parametercount, gemma-3-27b row) and the projector
    // 1152*2560 + 1152 = 2,950,272 this is 4,300,079,472, the "4.30e9" gemma-3-4b total.
    QCOMPARE(qint64(spec.parameterCount), 3'880'263'168LL);
    QCOMPARE((spec.parameterCount + 416'866'032LL + 2'950'272LL + 5'000'000) / 10'000'000, 430LL);
    QVERIFY(anyNoteContains(imported->notes, QStringLiteral("text_config")));
    // Every default taken is named, with its value.
    QVERIFY(anyNoteContains(imported->notes, QStringLiteral("Gemma3TextConfig")));
    QVERIFY(anyNoteContains(imported->notes, QStringLiteral("sliding_window_pattern 6")));
    QVERIFY(anyNoteContains(imported->notes, QStringLiteral("vocab_size 262208")));
    QVERIFY(anyNoteContains(imported->notes, QStringLiteral("tie_word_embeddings true")));
    QVERIFY(!anyNoteContains(imported->notes, QStringLiteral("hidden_size 2304"))); // set in the file
}

void TestHfConfig::llama4TextConfig()
{
    // A small Llama 4 text_config exercising configuration_llama4.py's layer rules: no_rope_layers
    // absent -> every 4th layer (i = 3, 7) is a NoPE full-attention layer, the others chunked;
    // interleave_moe_layer_step 2 -> MoE layers 1, 3, 5, 7; one shared expert per MoE layer.
    const QByteArray json = R"({"architectures": ["Llama4ForConditionalGeneration"], "model_type": "llama4",
        "text_config": {"model_type": "llama4_text", "hidden_size": 16, "intermediate_size": 8,
        "intermediate_size_mlp": 32, "num_hidden_layers": 8, "num_attention_heads": 4, "num_key_value_heads": 2,
        "head_dim": 4, "vocab_size": 10, "num_local_experts": 2, "num_experts_per_tok": 1,
        "interleave_moe_layer_step": 2, "attention_chunk_size": 64}})";
    HfConfigError error;
    const std::optional<ImportedModel> imported =
        headroom::catalog::importHfConfig(json, QStringLiteral("tiny-llama4"), &error);
    QVERIFY2(imported.has_value(), qPrintable(error.message));
    const headroom::fit::ModelSpec &spec = imported->spec;
    const LayerCounts counts = countLayers(spec);
    QCOMPARE(counts.chunked, 6);
    QCOMPARE(counts.full, 2);
    QVERIFY(spec.layerSpecs[3].attention == AttentionKind::Full);
    QVERIFY(spec.layerSpecs[7].attention == AttentionKind::Full);
    QCOMPARE(counts.moe, 4);
    QVERIFY(spec.layerSpecs[1].moe && !spec.layerSpecs[0].moe);
    QCOMPARE(spec.attentionChunk, 64);
    QCOMPARE(spec.intermediateSize, 32);      // dense layers: intermediate_size_mlp
    QCOMPARE(spec.expertIntermediateSize, 8); // experts and the shared expert: intermediate_size
    QCOMPARE(spec.sharedExperts, 1);
    // attention q,o 2*16*16 = 512 + k,v 2*16*8 = 256 -> 768; norms 32.
    // dense layer: 768 + 3*16*32 = 1,536 + 32 = 2,336 (* 4 = 9,344);
    // MoE layer: 768 + 2 experts * 3*16*8 = 768 + router 16*2 = 32 + shared 384 + 32 = 1,984 (* 4 = 7,936).
    // embeddings 2*10*16 = 320 + final norm 16 -> 9,344 + 7,936 + 336 = 17,616.
    QCOMPARE(qint64(spec.parameterCount), 17'616LL);
}

void TestHfConfig::unknownArchitecture()
{
    const QByteArray json = R"({"architectures": ["FooForCausalLM"], "model_type": "foo", "hidden_size": 8,
        "intermediate_size": 16, "num_attention_heads": 4, "num_hidden_layers": 2, "num_key_value_heads": 2,
        "vocab_size": 10, "max_position_embeddings": 256})";
    HfConfigError error;
    const std::optional<ImportedModel> imported =
        headroom::catalog::importHfConfig(json, QStringLiteral("foo"), &error);
    QVERIFY2(imported.has_value(), qPrintable(error.message));
    QVERIFY(anyNoteContains(imported->notes, QStringLiteral("treated as Llama-like")));
    QVERIFY(anyNoteContains(imported->notes, QStringLiteral("FooForCausalLM")));
    // head_dim 8 / 4 = 2; attention 8*8 + 2*8*4 + 8*8 = 192; MLP 3*8*16 = 384; norms 16 -> 592 * 2
    // = 1,184; + 2*10*8 = 160 + 8 = 1,352.
    QCOMPARE(imported->spec.headDim, 2);
    QCOMPARE(qint64(imported->spec.parameterCount), 1'352LL);
}

void TestHfConfig::notes()
{
    HfConfigError error;
    std::optional<ImportedModel> imported =
        headroom::catalog::importHfConfigFile(configPath(QStringLiteral("deepseek-v3.json")), &error);
    QVERIFY2(imported.has_value(), qPrintable(error.message));
    QVERIFY(anyNoteContains(imported->notes, QStringLiteral("multi-token-prediction")));

    imported = headroom::catalog::importHfConfigFile(configPath(QStringLiteral("phi-3-mini-4k-instruct.json")), &error);
    QVERIFY2(imported.has_value(), qPrintable(error.message));
    QVERIFY(anyNoteContains(imported->notes, QStringLiteral("qkv_proj")));
    QVERIFY(anyNoteContains(imported->notes, QStringLiteral("2047")));

    // num_key_value_heads absent: multi-head attention, as LlamaConfig does.
    imported = headroom::catalog::importHfConfig(llamaWith({}, {QStringLiteral("num_key_value_heads")}),
                                                 QStringLiteral("mha"), &error);
    QVERIFY2(imported.has_value(), qPrintable(error.message));
    QCOMPARE(imported->spec.kvHeads, 32);
    QVERIFY(anyNoteContains(imported->notes, QStringLiteral("num_key_value_heads")));
}

void TestHfConfig::errors_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QStringList>("fields");
    QTest::addColumn<QStringList>("problems");

    QTest::newRow("missing hidden_size") << llamaWith({}, {QStringLiteral("hidden_size")}) << strings({"hidden_size"})
                                         << strings({"missing hidden_size"});
    QTest::newRow("two missing") << llamaWith({}, {QStringLiteral("hidden_size"), QStringLiteral("vocab_size")})
                                 << strings({"hidden_size", "vocab_size"})
                                 << strings({"missing hidden_size", "missing vocab_size"});
    QTest::newRow("kv heads do not divide")
        << llamaWith(R"("num_attention_heads": 28, "head_dim": 128)") << strings({"num_key_value_heads"})
        << strings({"num_key_value_heads (8) does not divide num_attention_heads (28)"});
    QTest::newRow("kv heads exceed") << llamaWith(R"("num_key_value_heads": 64)") << strings({"num_key_value_heads"})
                                     << strings({"num_key_value_heads (64) exceeds num_attention_heads (32)"});
    QTest::newRow("not a number") << llamaWith(R"("hidden_size": "4096")") << strings({"hidden_size"})
                                  << strings({"hidden_size must be a whole number, not \"4096\""});
    QTest::newRow("fraction") << llamaWith(R"("num_hidden_layers": 32.5)") << strings({"num_hidden_layers"})
                              << strings({"num_hidden_layers must be a whole number, not 32.5"});
    QTest::newRow("zero layers") << llamaWith(R"("num_hidden_layers": 0)") << strings({"num_hidden_layers"})
                                 << strings({"num_hidden_layers must be at least 1, not 0"});
    QTest::newRow("head_dim underivable")
        << llamaWith(R"("hidden_size": 4100)") << strings({"head_dim"})
        << strings({"head_dim is missing and hidden_size (4100) is not a multiple of num_attention_heads (32)"});
    QTest::newRow("tie not bool") << llamaWith(R"("tie_word_embeddings": "no")") << strings({"tie_word_embeddings"})
                                  << strings({"tie_word_embeddings must be true or false, not \"no\""});
    QTest::newRow("layer_types length") << llamaWith(R"("layer_types": ["full_attention", "sliding_attention"])")
                                        << strings({"layer_types"})
                                        << strings({"layer_types has 2 entries but num_hidden_layers is 32"});
    QTest::newRow("layer_types value")
        << llamaWith(R"("layer_types": ["full_attention", "mamba"], "num_hidden_layers": 2)")
        << strings({"layer_types"})
        << strings(
               {R"(layer_types[1] is "mamba"; expected "full_attention", "sliding_attention" or "chunked_attention")"});
    QTest::newRow("sliding layers without window")
        << llamaWith(R"("layer_types": ["sliding_attention", "full_attention"], "num_hidden_layers": 2)")
        << strings({"sliding_window"}) << strings({"missing sliding_window, which 1 sliding-window layers need"});
    QTest::newRow("experts per token") << llamaWith(R"("model_type": "mixtral", "num_local_experts": 8,
        "num_experts_per_tok": 10)") << strings({"num_experts_per_tok"})
                                       << strings({"num_experts_per_tok (10) exceeds num_local_experts (8)"});
    QTest::newRow("mlp_only_layers range")
        << llamaWith(R"("model_type": "qwen3_moe", "num_experts": 4, "num_experts_per_tok": 2,
            "moe_intermediate_size": 64, "mlp_only_layers": [0, 32])")
        << strings({"mlp_only_layers"}) << strings({"mlp_only_layers[1] is 32; expected a whole number from 0 to 31"});
    QTest::newRow("first_k_dense_replace")
        << llamaWith(R"("model_type": "deepseek_v3", "kv_lora_rank": 512, "qk_rope_head_dim": 64,
            "qk_nope_head_dim": 128, "v_head_dim": 128, "n_routed_experts": 8, "num_experts_per_tok": 2,
            "moe_intermediate_size": 64, "first_k_dense_replace": 40)")
        << strings({"first_k_dense_replace"}) << strings({"first_k_dense_replace (40) exceeds num_hidden_layers (32)"});
    QTest::newRow("MLA without kv_lora_rank")
        << llamaWith(R"("model_type": "deepseek_v2", "qk_rope_head_dim": 64, "qk_nope_head_dim": 128,
            "v_head_dim": 128)")
        << strings({"kv_lora_rank"}) << strings({"missing kv_lora_rank"});
    QTest::newRow("nested field names")
        << QByteArray(R"({"model_type": "gemma3", "text_config": {"model_type": "gemma3_text",
            "num_attention_heads": 32, "num_key_value_heads": 5}})")
        << strings({"text_config.num_key_value_heads"})
        << strings({"text_config.num_key_value_heads (5) does not divide text_config.num_attention_heads (32)"});
    QTest::newRow("text_config not an object")
        << QByteArray(R"({"model_type": "gemma3", "text_config": [1]})") << strings({"text_config"})
        << strings({"text_config must be a JSON object, not [1]"});
    QTest::newRow("gptq bits") << llamaWith(R"("quantization_config": {"quant_method": "gptq", "bits": 5,
        "group_size": 128})") << strings({"quantization_config.bits"})
                               << strings({"quantization_config.bits (5) must be 2, 3, 4 or 8"});
    QTest::newRow("group size") << llamaWith(R"("quantization_config": {"quant_method": "awq", "bits": 4,
        "group_size": 0})") << strings({"quantization_config.group_size"})
                                << strings({"quantization_config.group_size (0) must be -1 (one group per column) "
                                            "or a positive whole number"});
    QTest::newRow("bnb neither") << llamaWith(R"("quantization_config": {"quant_method": "bitsandbytes",
        "load_in_4bit": false, "load_in_8bit": false})")
                                 << strings({"quantization_config.load_in_4bit"})
                                 << strings({"neither quantization_config.load_in_4bit nor "
                                             "quantization_config.load_in_8bit is true"});
    QTest::newRow("fp8 block size") << llamaWith(R"("quantization_config": {"quant_method": "fp8",
        "weight_block_size": [128]})")
                                    << strings({"quantization_config.weight_block_size"})
                                    << strings({"quantization_config.weight_block_size must be a list of two "
                                                "positive whole numbers, not [128]"});
    QTest::newRow("no quant_method") << llamaWith(R"("quantization_config": {"bits": 4})")
                                     << strings({"quantization_config.quant_method"})
                                     << strings({"missing quantization_config.quant_method"});
    QTest::newRow("too many layers") << llamaWith(R"("num_hidden_layers": 2147483647)")
                                     << strings({"num_hidden_layers"})
                                     << strings({"num_hidden_layers (2147483647) is more than 4096"});
    // Every size is bounded by fit::limits (fitmodel.h), and each field above its bound is named.
    QTest::newRow("above the bounds") << llamaWith(R"("hidden_size": 2147483647, "head_dim": 2147483647)")
                                      << strings({"hidden_size", "head_dim"})
                                      << strings({"hidden_size (2147483647) is more than 1048576",
                                                  "head_dim (2147483647) is more than 65536"});
    // At the bounds the count can still leave 64 bits: q_proj alone is h * a * head_dim = 2^20 * 2^16 *
    // 2^16 = 2^52 per layer, x 4096 layers = 2^64.
    QTest::newRow("overflow at the bounds")
        << llamaWith(R"("num_hidden_layers": 4096, "hidden_size": 1048576, "num_attention_heads": 65536,
                        "num_key_value_heads": 65536, "head_dim": 65536)")
        << strings({"parameters"}) << strings({"the parameter count of this architecture does not fit in 64 bits"});
    // The input ends inside the object: QJsonParseError::UnterminatedObject at offset 16 (its length).
    QTest::newRow("not JSON") << QByteArray("{\"hidden_size\": ") << strings({""})
                              << strings({"not valid JSON at byte offset 16: unterminated object"});
    QTest::newRow("not an object") << QByteArray("[1, 2]") << strings({""})
                                   << strings({"the top level is not a JSON object"});
}

void TestHfConfig::errors()
{
    QFETCH(QByteArray, json);
    QFETCH(QStringList, fields);
    QFETCH(QStringList, problems);

    HfConfigError error;
    const std::optional<ImportedModel> imported =
        headroom::catalog::importHfConfig(json, QStringLiteral("broken"), &error);
    QVERIFY(!imported.has_value());
    QCOMPARE(error.source, QStringLiteral("broken"));
    QCOMPARE(error.fields, fields);
    QCOMPARE(error.problems, problems);
    QCOMPARE(error.message, QStringLiteral("broken: ") + problems.join(QStringLiteral("; ")) + QLatin1Char('.'));
}

void TestHfConfig::fileImport()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    // A folder holding config.json: the folder name is the source name.
    const QString modelDir = dir.filePath(QStringLiteral("Qwen3-8B"));
    QVERIFY(QDir().mkpath(modelDir));
    QVERIFY(QFile::copy(configPath(QStringLiteral("qwen3-8b.json")), modelDir + QStringLiteral("/config.json")));
    HfConfigError error;
    std::optional<ImportedModel> imported = headroom::catalog::importHfConfigFile(modelDir, &error);
    QVERIFY2(imported.has_value(), qPrintable(error.message));
    QCOMPARE(QString::fromStdString(imported->spec.displayName), QStringLiteral("Qwen3-8B"));
    QCOMPARE(QString::fromStdString(imported->spec.id), QStringLiteral("qwen3-8b"));
    QCOMPARE(qint64(imported->spec.parameterCount), 8'190'735'360LL);

    // A missing file.
    imported = headroom::catalog::importHfConfigFile(dir.filePath(QStringLiteral("absent.json")), &error);
    QVERIFY(!imported.has_value());
    QVERIFY(error.fields.isEmpty());
    QCOMPARE(error.problems.size(), 1);
    QVERIFY(error.message.contains(QStringLiteral("absent.json")));
    QVERIFY2(error.message.contains(QStringLiteral("does not exist")), qPrintable(error.message));

    // A file far larger than any config.json (16 MiB + 1 byte; sparse, so cheap).
    QFile big(dir.filePath(QStringLiteral("big.json")));
    QVERIFY(big.open(QIODevice::WriteOnly));
    QVERIFY(big.resize(16LL * 1024 * 1024 + 1));
    big.close();
    imported = headroom::catalog::importHfConfigFile(big.fileName(), &error);
    QVERIFY(!imported.has_value());
    QVERIFY2(error.message.contains(QStringLiteral("16 MiB")), qPrintable(error.message));
    QVERIFY(error.message.contains(QStringLiteral("big.json")));
}

// Defect 6: config.json is read through io::readRegularFile with io::kMaxConfigJsonBytes.
void TestHfConfig::specialFiles()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    HfConfigError error;
    QElapsedTimer timer;
    timer.start();

    // A character device reports size 0: refused as not a regular file, before any read.
    std::optional<ImportedModel> imported = headroom::catalog::importHfConfigFile(QStringLiteral("/dev/zero"), &error);
    QVERIFY(!imported.has_value());
    QVERIFY2(error.message.contains(QStringLiteral("/dev/zero")), qPrintable(error.message));
    QVERIFY2(error.message.contains(QStringLiteral("not a regular file")), qPrintable(error.message));
    QCOMPARE(error.problems.size(), 1);
    QVERIFY(error.fields.isEmpty());

    // A FIFO with no writer: refused without blocking.
    const QString fifo = dir.filePath(QStringLiteral("config.fifo"));
    QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    imported = headroom::catalog::importHfConfigFile(fifo, &error);
    QVERIFY(!imported.has_value());
    QVERIFY2(error.message.contains(QStringLiteral("FIFO")), qPrintable(error.message));
    QVERIFY2(timer.elapsed() < 2000, qPrintable(QString::number(timer.elapsed())));

    // Exactly 16 MiB of valid JSON (the Llama config padded with spaces) is read; one byte more is refused.
    const QByteArray config = llamaWith({});
    QByteArray exact = config;
    exact.append(QByteArray(headroom::io::kMaxConfigJsonBytes - config.size(), ' '));
    QCOMPARE(qint64(exact.size()), headroom::io::kMaxConfigJsonBytes);
    const QString exactPath = dir.filePath(QStringLiteral("exact.json"));
    QFile exactFile(exactPath);
    QVERIFY(exactFile.open(QIODevice::WriteOnly));
    QCOMPARE(exactFile.write(exact), qint64(exact.size()));
    exactFile.close();
    imported = headroom::catalog::importHfConfigFile(exactPath, &error);
    QVERIFY2(imported.has_value(), qPrintable(error.message));
    QCOMPARE(imported->spec.layers, 32);

    const QString overPath = dir.filePath(QStringLiteral("over.json"));
    QFile overFile(overPath);
    QVERIFY(overFile.open(QIODevice::WriteOnly));
    QCOMPARE(overFile.write(exact + ' '), qint64(exact.size()) + 1);
    overFile.close();
    imported = headroom::catalog::importHfConfigFile(overPath, &error);
    QVERIFY(!imported.has_value());
    QVERIFY2(error.message.contains(QStringLiteral("over.json")), qPrintable(error.message));
    QVERIFY2(error.message.contains(QStringLiteral("16 MiB")), qPrintable(error.message));
}

// Defect 10: reproducers from tests/data/reliability/. Each field above the fit model's bounds is
// refused by name, and the message names the file (before: accepted, then "the head dimension must be
// at least 1." from the fit model, naming neither; or signed overflow in the parameter count).
void TestHfConfig::reliabilityReproducers_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QStringList>("fields");
    QTest::addColumn<QStringList>("problems");

    // {"model_type":"deepseek_v3","qk_nope_head_dim":2147483647,"qk_rope_head_dim":1}: every other
    // required field is missing too, and each problem is listed.
    QTest::newRow("deepseek head dim")
        << QStringLiteral("hf-deepseek-headdim-int-overflow.json")
        << strings({"num_hidden_layers", "num_attention_heads", "hidden_size", "vocab_size", "intermediate_size",
                    "kv_lora_rank", "qk_nope_head_dim", "v_head_dim"})
        << strings({"missing num_hidden_layers", "missing num_attention_heads", "missing hidden_size",
                    "missing vocab_size", "missing intermediate_size", "missing kv_lora_rank",
                    "qk_nope_head_dim (2147483647) is more than 65536", "missing v_head_dim"});
    // 2^31 - 1 heads, KV heads and head_dim with attention_bias: the bias sum overflowed int64.
    QTest::newRow("attention bias") << QStringLiteral("hf-attention-bias-int64-overflow.json")
                                    << strings({"num_attention_heads", "num_key_value_heads", "head_dim"})
                                    << strings({"num_attention_heads (2147483647) is more than 65536",
                                                "num_key_value_heads (2147483647) is more than 65536",
                                                "head_dim (2147483647) is more than 65536"});
}

void TestHfConfig::reliabilityReproducers()
{
    QFETCH(QString, file);
    QFETCH(QStringList, fields);
    QFETCH(QStringList, problems);
    const QString path = QStringLiteral(HEADROOM_TEST_DATA_DIR "/reliability/") + file;
    HfConfigError error;
    const std::optional<ImportedModel> imported = headroom::catalog::importHfConfigFile(path, &error);
    QVERIFY(!imported.has_value());
    QCOMPARE(error.fields, fields);
    QCOMPARE(error.problems, problems);
    QCOMPARE(error.message, path + QStringLiteral(": ") + problems.join(QStringLiteral("; ")) + QLatin1Char('.'));
}

// A DeepSeek config whose qk_nope_head_dim and qk_rope_head_dim are each in bounds but sum above
// kMaxHeadDim: refused naming both fields, instead of an int sum that could overflow.
void TestHfConfig::mlaHeadDimSum()
{
    const QByteArray json = R"({"model_type": "deepseek_v3", "num_hidden_layers": 2, "num_attention_heads": 4,
        "hidden_size": 64, "vocab_size": 100, "intermediate_size": 128, "kv_lora_rank": 16,
        "qk_nope_head_dim": 65536, "qk_rope_head_dim": 65536, "v_head_dim": 16})";
    HfConfigError error;
    QVERIFY(!headroom::catalog::importHfConfig(json, QStringLiteral("broken"), &error).has_value());
    QCOMPARE(error.fields, strings({"qk_nope_head_dim"}));
    QCOMPARE(error.problems, strings({"qk_nope_head_dim + qk_rope_head_dim (131072) is more than 65536"}));
}

namespace {

// quantization_config of nm-testing/DeepSeek-Coder-V2-Lite-Instruct-W8A8 as written in its config.json
// (https://huggingface.co/nm-testing/DeepSeek-Coder-V2-Lite-Instruct-W8A8/commit/e1baf6d59e48a5e8ed950b867461ab5d57c226e7,
// "Updated compression_config to quantization_config"): the int8 W8A8 scheme llm-compressor writes.
const char kW8a8Int8[] = R"("quantization_config": {"config_groups": {"group_0": {
    "input_activations": {"actorder": null, "block_structure": null, "dynamic": true, "group_size": null,
      "num_bits": 8, "observer": "memoryless", "observer_kwargs": {}, "strategy": "token", "symmetric": true,
      "type": "int"},
    "output_activations": null, "targets": ["Linear"],
    "weights": {"actorder": null, "block_structure": null, "dynamic": false, "group_size": null, "num_bits": 8,
      "observer": "minmax", "observer_kwargs": {}, "strategy": "channel", "symmetric": true, "type": "int"}}},
  "format": "int-quantized", "global_compression_ratio": 1.2697642717533653, "ignore": ["lm_head"],
  "kv_cache_scheme": null, "quant_method": "compressed-tensors", "quantization_status": "compressed"})";

// quantization_config of nm-testing/Phi-3-mini-128k-instruct-FP8
// (https://huggingface.co/nm-testing/Phi-3-mini-128k-instruct-FP8/commit/c29ffa78bcfa555846756662af81ccaee06b2743):
// FP8 weights with one scale per tensor.
const char kFp8Tensor[] = R"("quantization_config": {"config_groups": {"group_0": {
    "input_activations": {"block_structure": null, "dynamic": false, "group_size": null, "num_bits": 8,
      "observer": "minmax", "observer_kwargs": {}, "strategy": "tensor", "symmetric": true, "type": "float"},
    "output_activations": null, "targets": ["Linear"],
    "weights": {"block_structure": null, "dynamic": false, "group_size": null, "num_bits": 8, "observer": "minmax",
      "observer_kwargs": {}, "strategy": "tensor", "symmetric": true, "type": "float"}}},
  "format": "naive-quantized", "global_compression_ratio": 1.246153835878366, "ignore": ["lm_head"],
  "kv_cache_scheme": null, "quant_method": "compressed-tensors", "quantization_status": "frozen"})";

// The same keys with llm-compressor's W4A16 scheme (int 4-bit, "group", group_size 128, symmetric, no input
// activations, format "pack-quantized"), which RedHatAI/Meta-Llama-3.1-8B-Instruct-quantized.w4a16's model
// card describes ("Symmetric per-group quantization ... a group of 128 parameters"); `group` and `symmetric`
// are substituted for the other rows.
QByteArray w4a16(const char *group, const char *symmetric)
{
    return QByteArray(R"("quantization_config": {"config_groups": {"group_0": {"input_activations": null,
    "output_activations": null, "targets": ["Linear"],
    "weights": {"actorder": null, "block_structure": null, "dynamic": false, "group_size": )") +
           group + R"(, "num_bits": 4, "observer": "minmax", "observer_kwargs": {}, "strategy": "group",
      "symmetric": )" +
           symmetric + R"(, "type": "int"}}},
  "format": "pack-quantized", "ignore": ["lm_head"], "kv_cache_scheme": null, "quant_method": "compressed-tensors",
  "quantization_status": "compressed"})";
}

} // namespace

void TestHfConfig::servingQuantization_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QuantizationInfo::Method>("method");
    QTest::addColumn<QString>("key");
    QTest::addColumn<int>("bits");
    QTest::addColumn<int>("groupSize");
    QTest::addColumn<QString>("format");
    QTest::addColumn<QStringList>("notConverted");
    QTest::addColumn<QString>("weights"); // fit::toString of weightFormatOf, "" for none

    using M = QuantizationInfo::Method;
    // meta-llama/Llama-3.1-405B-Instruct-FP8 config.json writes {"activation_scale_ub": 1200.0,
    // "modules_to_not_convert": [...], "quant_method": "fbgemm_fp8"} (transformers FbgemmFp8Config); the list
    // is shortened to lm_head here.
    QTest::newRow("fbgemm_fp8")
        << llamaWith(R"("quantization_config": {"activation_scale_ub": 1200.0, "modules_to_not_convert": ["lm_head"],
            "quant_method": "fbgemm_fp8"})")
        << M::FbgemmFp8 << "fbgemm_fp8" << 8 << -1 << QString() << strings({"lm_head"}) << "fbgemm-fp8";
    // int8 weights, channel strategy, dynamic per-token int8 activations: W8A8 INT8.
    QTest::newRow("w8a8 int8") << llamaWith(kW8a8Int8) << M::CompressedTensors << "compressed-tensors" << 8 << -1
                               << "int-quantized" << strings({"lm_head"}) << "w8a8-int8";
    // float 8-bit weights, tensor strategy: the per-tensor FP8 format.
    QTest::newRow("fp8 per tensor") << llamaWith(kFp8Tensor) << M::CompressedTensors << "compressed-tensors" << 8 << 0
                                    << "naive-quantized" << strings({"lm_head"}) << "fp8-tensor";
    // The FP8-dynamic scheme's weights: float 8-bit "channel": W8A8 FP8.
    QTest::newRow("fp8 per channel")
        << llamaWith(QByteArray(kFp8Tensor)
                         .replace(R"("strategy": "tensor", "symmetric": true, "type": "float"}}})",
                                  R"("strategy": "channel", "symmetric": true, "type": "float"}}})"))
        << M::CompressedTensors << "compressed-tensors" << 8 << -1 << "naive-quantized" << strings({"lm_head"})
        << "w8a8-fp8";
    QTest::newRow("w4a16 g128") << llamaWith(w4a16("128", "true")) << M::CompressedTensors << "compressed-tensors" << 4
                                << 128 << "pack-quantized" << strings({"lm_head"}) << "w4a16-g128";
    QTest::newRow("w4a16 g128 asymmetric")
        << llamaWith(w4a16("128", "false")) << M::CompressedTensors << "compressed-tensors" << 4 << 128
        << "pack-quantized" << strings({"lm_head"}) << "w4a16-g128-asym";
    // vLLM's WNA16 kernels take group sizes 32, 64, 128 or channel-wise only: no weight format for 256.
    QTest::newRow("w4a16 g256 unsupported")
        << llamaWith(w4a16("256", "true")) << M::CompressedTensors << "compressed-tensors" << 4 << 256
        << "pack-quantized" << strings({"lm_head"}) << QString();
}

void TestHfConfig::servingQuantization()
{
    QFETCH(QByteArray, json);
    QFETCH(QuantizationInfo::Method, method);
    QFETCH(QString, key);
    QFETCH(int, bits);
    QFETCH(int, groupSize);
    QFETCH(QString, format);
    QFETCH(QStringList, notConverted);
    QFETCH(QString, weights);

    HfConfigError error;
    const std::optional<ImportedModel> imported =
        headroom::catalog::importHfConfig(json, QStringLiteral("quantized"), &error);
    QVERIFY2(imported.has_value(), qPrintable(error.message));
    const QuantizationInfo &q = imported->quantization;
    QCOMPARE(q.method, method);
    QCOMPARE(QString(headroom::catalog::quantizationMethodKey(q.method)), key);
    QCOMPARE(q.methodName, key);
    QCOMPARE(q.bits, bits);
    QCOMPARE(q.groupSize, groupSize);
    QCOMPARE(q.format, format);
    QCOMPARE(q.modulesNotConverted, notConverted);
    const std::optional<headroom::fit::WeightFormat> f = headroom::catalog::weightFormatOf(q);
    QCOMPARE(f ? QString::fromStdString(headroom::fit::toString(*f)) : QString(), weights);
    if (!f && q.groupSize == 256)
        QVERIFY(anyNoteContains(imported->notes, QStringLiteral("group sizes 32, 64 or 128")));
    // Llama-3.1-8B imported with W4A16 g128 weighs 5,700,591,616 bytes (tst_weightformat: linear
    // 6,979,321,856 / 2 + 6,979,321,856 / 64 = 3,598,712,832, plus 2,101,346,304 for embeddings and head
    // and 532,480 for the norms).
    if (weights == QLatin1String("w4a16-g128")) {
        const headroom::fit::WeightSplit split = headroom::fit::weightSplit(imported->spec);
        QCOMPARE(qint64(headroom::fit::weightBytes(split, *f, headroom::fit::weightRows(imported->spec))),
                 5'700'591'616LL);
    }
}

void TestHfConfig::servingQuantizationErrors()
{
    HfConfigError error;
    // config_groups missing: one problem naming it.
    QVERIFY(
        !headroom::catalog::importHfConfig(
             llamaWith(R"("quantization_config": {"quant_method": "compressed-tensors", "format": "pack-quantized"})"),
             QStringLiteral("broken"), &error)
             .has_value());
    QCOMPARE(error.fields, strings({"quantization_config.config_groups"}));
    // num_bits a string.
    QVERIFY(!headroom::catalog::importHfConfig(
                 llamaWith(w4a16("128", "true").replace("\"num_bits\": 4", "\"num_bits\": \"4\"")),
                 QStringLiteral("broken"), &error)
                 .has_value());
    QCOMPARE(error.fields, strings({"quantization_config.config_groups.group_0.weights.num_bits"}));
    // Two groups with different schemes (int8 W8A8 and W4A16): imported, but no single weight format.
    const QJsonObject w4 = QJsonDocument::fromJson("{" + w4a16("128", "true") + "}").object();
    const QJsonObject group1 = w4[QStringLiteral("quantization_config")]
                                   .toObject()[QStringLiteral("config_groups")]
                                   .toObject()[QStringLiteral("group_0")]
                                   .toObject();
    QJsonObject config = QJsonDocument::fromJson(llamaWith(kW8a8Int8)).object();
    QJsonObject q = config[QStringLiteral("quantization_config")].toObject();
    QJsonObject groups = q[QStringLiteral("config_groups")].toObject();
    groups.insert(QStringLiteral("group_1"), group1);
    q.insert(QStringLiteral("config_groups"), groups);
    config.insert(QStringLiteral("quantization_config"), q);
    const std::optional<ImportedModel> imported = headroom::catalog::importHfConfig(
        QJsonDocument(config).toJson(QJsonDocument::Compact), QStringLiteral("mixed"), &error);
    QVERIFY2(imported.has_value(), qPrintable(error.message));
    QVERIFY(imported->quantization.mixedSchemes);
    QVERIFY(!headroom::catalog::weightFormatOf(imported->quantization).has_value());
    QVERIFY(anyNoteContains(imported->notes, QStringLiteral("different weights")));
}

QTEST_GUILESS_MAIN(TestHfConfig)
#include "tst_hfconfig.moc"
