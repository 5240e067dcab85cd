// SPDX-License-Identifier: GPL-3.0-or-later
// Tests for the language-model presets added to resources/catalog/models.json for issue 13 (Llama 3.x,
// Qwen2.5/Qwen3, Mixtral 8x22B, Mistral Small 24B, Phi-3/Phi-4): the embedded catalogue loads each one
// with the numbers of its published Hugging Face config.json (URL per row), and
// fit::derivedParameterCount of the loaded preset reproduces the published safetensors total, with
// the arithmetic worked out by hand in each row's comment. Expected values are copied from the cited
// configs and checkpoint totals, never from our output.
//
// Models whose layers differ from one another (Gemma 2/3 sliding-window layers, DeepSeek-V3 multi-head
// latent attention and shared expert, gpt-oss sinks and MXFP4 experts) carry their whole published
// config.json as "hf_config" (imported by catalog::importHfConfig): hfPresets() checks those.

#include <catalog/catalog.h>
#include <fit/fitmodel.h>
#include <fit/weightformat.h>

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>
#include <QUrl>

#include <algorithm>

using headroom::catalog::Catalog;
using headroom::catalog::LoadError;
using headroom::catalog::ModelPreset;

namespace {

// The date these presets were compiled (source.retrieved of every row).
const QDate kRetrieved(2026, 12, 2);

QString config(const char *repo)
{
    return QStringLiteral("https://huggingface.co/%1/blob/main/config.json").arg(QLatin1String(repo));
}

/// Writes the embedded catalogue files into `dir` with models.json entry `id` changed by `change`.
template<typename Change> bool writeCatalogWith(const QString &dir, const QString &id, Change change)
{
    const QDir embedded{QString(Catalog::kResourceDir)};
    for (const QString &name : embedded.entryList(QDir::Files)) {
        QFile in(embedded.filePath(name));
        if (!in.open(QIODevice::ReadOnly))
            return false;
        QByteArray bytes = in.readAll();
        if (name == Catalog::kModelsFile) {
            QJsonObject root = QJsonDocument::fromJson(bytes).object();
            QJsonArray models = root.value(QLatin1String("models")).toArray();
            for (qsizetype i = 0; i < models.size(); ++i) {
                QJsonObject entry = models.at(i).toObject();
                if (entry.value(QLatin1String("id")).toString() == id) {
                    change(entry);
                    models.replace(i, entry);
                }
            }
            root.insert(QLatin1String("models"), models);
            bytes = QJsonDocument(root).toJson();
        }
        QFile out(QDir(dir).filePath(name));
        if (!out.open(QIODevice::WriteOnly) || out.write(bytes) != bytes.size())
            return false;
    }
    return true;
}

} // namespace

class TestCatalogModels : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void presets_data();
    void presets();
    void hfPresets_data();
    void hfPresets();
    void configAndHfConfigTogetherRefused();
    void hfConfigImportErrorNamesEntry();

private:
    std::optional<Catalog> m_catalog;
};

void TestCatalogModels::initTestCase()
{
    LoadError error;
    m_catalog = Catalog::load(&error);
    QVERIFY2(m_catalog.has_value(), qPrintable(error.file + QStringLiteral(": ") + error.message));
}

void TestCatalogModels::presets_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("name");
    QTest::addColumn<int>("layers");
    QTest::addColumn<int>("heads");
    QTest::addColumn<int>("kvHeads");
    QTest::addColumn<int>("headDim");
    QTest::addColumn<int>("hidden");
    QTest::addColumn<int>("intermediate"); // per expert for MoE
    QTest::addColumn<int>("vocab");
    QTest::addColumn<qint64>("maxContext");
    QTest::addColumn<int>("experts");
    QTest::addColumn<int>("expertsPerToken");
    QTest::addColumn<bool>("tied");
    QTest::addColumn<bool>("bias");
    QTest::addColumn<qint64>("published"); // safetensors total of the checkpoint
    QTest::addColumn<qint64>("derived");   // derivedParameterCount of the catalogue preset
    QTest::addColumn<QString>("url");

    // Llama 3.2 1B: head_dim 64, tied. Layer q,o 2*2048*2048 = 8,388,608 + k,v 2*2048*512 = 2,097,152
    //   + MLP 3*2048*8192 = 50,331,648 + norms 4,096 = 60,821,504 * 16 = 973,144,064;
    //   + embedding 128256*2048 = 262,668,288 + 2,048 = 1,235,814,400.
    QTest::newRow("llama-3.2-1b") << QStringLiteral("llama-3.2-1b") << QStringLiteral("Llama 3.2 1B Instruct") << 16
                                  << 32 << 8 << 64 << 2048 << 8192 << 128256 << qint64(131072) << 0 << 0 << true
                                  << false << qint64(1'235'814'400) << qint64(1'235'814'400)
                                  << config("meta-llama/Llama-3.2-1B-Instruct");
    // Llama 3.2 3B: tied. Layer q,o 2*3072*3072 = 18,874,368 + k,v 2*3072*1024 = 6,291,456
    //   + MLP 3*3072*8192 = 75,497,472 + 6,144 = 100,669,440 * 28 = 2,818,744,320;
    //   + 128256*3072 = 394,002,432 + 3,072 = 3,212,749,824.
    QTest::newRow("llama-3.2-3b") << QStringLiteral("llama-3.2-3b") << QStringLiteral("Llama 3.2 3B Instruct") << 28
                                  << 24 << 8 << 128 << 3072 << 8192 << 128256 << qint64(131072) << 0 << 0 << true
                                  << false << qint64(3'212'749'824) << qint64(3'212'749'824)
                                  << config("meta-llama/Llama-3.2-3B-Instruct");
    // Llama 3.3 70B: layer q,o 2*8192*8192 = 134,217,728 + k,v 2*8192*1024 = 16,777,216
    //   + MLP 3*8192*28672 = 704,643,072 + 16,384 = 855,654,400 * 80 = 68,452,352,000;
    //   + 2*128256*8192 = 2,101,346,304 + 8,192 = 70,553,706,496.
    QTest::newRow("llama-3.3-70b") << QStringLiteral("llama-3.3-70b") << QStringLiteral("Llama 3.3 70B Instruct") << 80
                                   << 64 << 8 << 128 << 8192 << 28672 << 128256 << qint64(131072) << 0 << 0 << false
                                   << false << qint64(70'553'706'496) << qint64(70'553'706'496)
                                   << config("meta-llama/Llama-3.3-70B-Instruct");
    // Llama 3.1 405B: layer q,o 2*16384*16384 = 536,870,912 + k,v 2*16384*1024 = 33,554,432
    //   + MLP 3*16384*53248 = 2,617,245,696 + 32,768 = 3,187,703,808 * 126 = 401,650,679,808;
    //   + 2*128256*16384 = 4,202,692,608 + 16,384 = 405,853,388,800.
    QTest::newRow("llama-3.1-405b") << QStringLiteral("llama-3.1-405b") << QStringLiteral("Llama 3.1 405B Instruct")
                                    << 126 << 128 << 8 << 128 << 16384 << 53248 << 128256 << qint64(131072) << 0 << 0
                                    << false << false << qint64(405'853'388'800) << qint64(405'853'388'800)
                                    << config("meta-llama/Llama-3.1-405B-Instruct");
    // Qwen2.5 14B (q/k/v biases): layer q,o 2*5120*5120 = 52,428,800 + k,v 2*5120*1024 = 10,485,760
    //   + biases 5,120 + 2*1,024 = 7,168 + MLP 3*5120*13824 = 212,336,640 + 10,240 = 275,268,608 * 48
    //   = 13,212,893,184; + 2*152064*5120 = 1,557,135,360 + 5,120 = 14,770,033,664.
    QTest::newRow("qwen2.5-14b") << QStringLiteral("qwen2.5-14b") << QStringLiteral("Qwen2.5 14B Instruct") << 48 << 40
                                 << 8 << 128 << 5120 << 13824 << 152064 << qint64(32768) << 0 << 0 << false << true
                                 << qint64(14'770'033'664) << qint64(14'770'033'664)
                                 << config("Qwen/Qwen2.5-14B-Instruct");
    // Qwen2.5 32B: layer attention with biases 62,921,728 (as 14B) + MLP 3*5120*27648 = 424,673,280
    //   + 10,240 = 487,605,248 * 64 = 31,206,735,872; + 1,557,135,360 + 5,120 = 32,763,876,352.
    QTest::newRow("qwen2.5-32b") << QStringLiteral("qwen2.5-32b") << QStringLiteral("Qwen2.5 32B Instruct") << 64 << 40
                                 << 8 << 128 << 5120 << 27648 << 152064 << qint64(32768) << 0 << 0 << false << true
                                 << qint64(32'763'876'352) << qint64(32'763'876'352)
                                 << config("Qwen/Qwen2.5-32B-Instruct");
    // Qwen3 8B: published 8,190,735,360 (tests/fit/tst_parametercount.cpp) includes q_norm/k_norm
    //   2*128 per layer, which models.json cannot express: derived 8,190,735,360 - 36*256 = 8,190,726,144.
    QTest::newRow("qwen3-8b") << QStringLiteral("qwen3-8b") << QStringLiteral("Qwen3 8B") << 36 << 32 << 8 << 128
                              << 4096 << 12288 << 151936 << qint64(40960) << 0 << 0 << false << false
                              << qint64(8'190'735'360) << qint64(8'190'726'144) << config("Qwen/Qwen3-8B");
    // Qwen3 32B: head_dim 128 with 64 heads (8192 != hidden 5120). Published 32,762,123,264
    //   (tst_parametercount); without q/k norms 32,762,123,264 - 64*256 = 32,762,106,880.
    QTest::newRow("qwen3-32b") << QStringLiteral("qwen3-32b") << QStringLiteral("Qwen3 32B") << 64 << 64 << 8 << 128
                               << 5120 << 25600 << 151936 << qint64(40960) << 0 << 0 << false << false
                               << qint64(32'762'123'264) << qint64(32'762'106'880) << config("Qwen/Qwen3-32B");
    // Qwen3 30B-A3B: 128 experts of moe_intermediate_size 768, 8 per token, every layer MoE.
    //   Published 30,532,122,624 (tst_parametercount); without q/k norms - 48*256 = 30,532,110,336.
    QTest::newRow("qwen3-30b-a3b") << QStringLiteral("qwen3-30b-a3b") << QStringLiteral("Qwen3 30B-A3B") << 48 << 32
                                   << 4 << 128 << 2048 << 768 << 151936 << qint64(40960) << 128 << 8 << false << false
                                   << qint64(30'532'122'624) << qint64(30'532'110'336) << config("Qwen/Qwen3-30B-A3B");
    // Qwen3 235B-A22B: attention q,o 2*4096*8192 = 67,108,864 + k,v 2*4096*512 = 4,194,304
    //   + q/k norms 256 = 71,303,424; experts 128*3*4096*1536 = 2,415,919,104; router 4096*128 = 524,288;
    //   norms 8,192 -> 2,487,755,008 * 94 = 233,848,970,752; + 2*151936*4096 = 1,244,659,712 + 4,096
    //   = 235,093,634,560 (safetensors total). Without q/k norms - 94*256 = 235,093,610,496.
    QTest::newRow("qwen3-235b-a22b") << QStringLiteral("qwen3-235b-a22b") << QStringLiteral("Qwen3 235B-A22B") << 94
                                     << 64 << 4 << 128 << 4096 << 1536 << 151936 << qint64(40960) << 128 << 8 << false
                                     << false << qint64(235'093'634'560) << qint64(235'093'610'496)
                                     << config("Qwen/Qwen3-235B-A22B");
    // Mixtral 8x22B Instruct: attention q,o 2*6144*6144 = 75,497,472 + k,v 2*6144*1024 = 12,582,912
    //   = 88,080,384; experts 8*3*6144*16384 = 2,415,919,104; router 6144*8 = 49,152; norms 12,288
    //   -> 2,504,060,928 * 56 = 140,227,411,968; + 2*32768*6144 = 402,653,184 + 6,144 = 140,630,071,296.
    QTest::newRow("mixtral-8x22b") << QStringLiteral("mixtral-8x22b") << QStringLiteral("Mixtral 8x22B Instruct v0.1")
                                   << 56 << 48 << 8 << 128 << 6144 << 16384 << 32768 << qint64(65536) << 8 << 2 << false
                                   << false << qint64(140'630'071'296) << qint64(140'630'071'296)
                                   << config("mistralai/Mixtral-8x22B-Instruct-v0.1");
    // Mistral Small 24B 2501: head_dim 128 (32*128 = 4096 != 5120). q,o 2*5120*4096 = 41,943,040
    //   + k,v 2*5120*1024 = 10,485,760 + MLP 3*5120*32768 = 503,316,480 + 10,240 = 555,755,520 * 40
    //   = 22,230,220,800; + 2*131072*5120 = 1,342,177,280 + 5,120 = 23,572,403,200.
    QTest::newRow("mistral-small-24b") << QStringLiteral("mistral-small-24b")
                                       << QStringLiteral("Mistral Small 24B Instruct 2501") << 40 << 32 << 8 << 128
                                       << 5120 << 32768 << 131072 << qint64(32768) << 0 << 0 << false << false
                                       << qint64(23'572'403'200) << qint64(23'572'403'200)
                                       << config("mistralai/Mistral-Small-24B-Instruct-2501");
    // Phi-3 mini 128K: head_dim 3072/32 = 96, 32 KV heads. Layer 4*3072*3072 = 37,748,736
    //   + MLP 3*3072*8192 = 75,497,472 + 6,144 = 113,252,352 * 32 = 3,624,075,264;
    //   + 2*32064*3072 = 197,001,216 + 3,072 = 3,821,079,552.
    QTest::newRow("phi-3-mini") << QStringLiteral("phi-3-mini") << QStringLiteral("Phi-3 mini 128K Instruct") << 32
                                << 32 << 32 << 96 << 3072 << 8192 << 32064 << qint64(131072) << 0 << 0 << false << false
                                << qint64(3'821'079'552) << qint64(3'821'079'552)
                                << config("microsoft/Phi-3-mini-128k-instruct");
    // Phi-4: q,o 2*5120*5120 = 52,428,800 + k,v 2*5120*1280 = 13,107,200 + MLP 3*5120*17920
    //   = 275,251,200 + 10,240 = 340,797,440 * 40 = 13,631,897,600; + 2*100352*5120 = 1,027,604,480
    //   + 5,120 = 14,659,507,200.
    QTest::newRow("phi-4") << QStringLiteral("phi-4") << QStringLiteral("Phi-4") << 40 << 40 << 10 << 128 << 5120
                           << 17920 << 100352 << qint64(16384) << 0 << 0 << false << false << qint64(14'659'507'200)
                           << qint64(14'659'507'200) << config("microsoft/phi-4");
}

void TestCatalogModels::presets()
{
    QFETCH(QString, id);
    QFETCH(QString, name);
    QFETCH(int, layers);
    QFETCH(int, heads);
    QFETCH(int, kvHeads);
    QFETCH(int, headDim);
    QFETCH(int, hidden);
    QFETCH(int, intermediate);
    QFETCH(int, vocab);
    QFETCH(qint64, maxContext);
    QFETCH(int, experts);
    QFETCH(int, expertsPerToken);
    QFETCH(bool, tied);
    QFETCH(bool, bias);
    QFETCH(qint64, published);
    QFETCH(qint64, derived);
    QFETCH(QString, url);

    const ModelPreset *preset = m_catalog->model(id);
    QVERIFY2(preset, qPrintable(id));
    const auto &spec = preset->spec;
    QCOMPARE(QString::fromStdString(spec.id), id);
    QCOMPARE(QString::fromStdString(spec.displayName), name);
    QCOMPARE(spec.layers, layers);
    QCOMPARE(spec.attentionHeads, heads);
    QCOMPARE(spec.kvHeads, kvHeads);
    QCOMPARE(spec.headDim, headDim);
    QCOMPARE(spec.hiddenSize, hidden);
    QCOMPARE(spec.intermediateSize, intermediate);
    QCOMPARE(spec.vocabSize, vocab);
    QCOMPARE(qint64(spec.maxContextTokens), maxContext);
    QCOMPARE(spec.experts, experts);
    QCOMPARE(spec.expertsPerToken, expertsPerToken);
    QCOMPARE(spec.tiedEmbeddings, tied);
    QCOMPARE(spec.attentionBias, bias);
    QCOMPARE(qint64(spec.parameterCount), published);
    QCOMPARE(qint64(headroom::fit::derivedParameterCount(spec)), derived);

    QCOMPARE(preset->source.url, url);
    QVERIFY(QUrl(preset->source.url, QUrl::StrictMode).isValid());
    QCOMPARE(preset->source.retrieved, kRetrieved);
    QVERIFY(!preset->source.note.isEmpty());
}

void TestCatalogModels::hfPresets_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<int>("layers");
    QTest::addColumn<int>("kvHeads");
    QTest::addColumn<int>("headDim");
    QTest::addColumn<qint64>("maxContext");
    QTest::addColumn<int>("slidingWindow");
    QTest::addColumn<int>("slidingLayers"); // layers of AttentionKind::SlidingWindow
    QTest::addColumn<int>("kvLoraRank");
    QTest::addColumn<int>("qLoraRank");
    QTest::addColumn<int>("experts");
    QTest::addColumn<int>("expertsPerToken");
    QTest::addColumn<int>("sharedExperts");
    QTest::addColumn<int>("moeLayers");
    QTest::addColumn<qint64>("published"); // parameter_count: the published checkpoint total
    QTest::addColumn<QString>("weights");  // publishedWeights as fit::toString, empty = none
    QTest::addColumn<QString>("url");

    // Gemma 2 9B IT (tests/data/configs/gemma-2-9b-it.json): 42 layers, 8 KV heads, head_dim 256,
    //   sliding_window 4096 on every other layer (modeling_gemma2.py: layer_idx % 2 == 0 sliding) -> 21;
    //   max_position_embeddings 8192; no quantization_config (BF16).
    //   Published 9,241,705,984 (tst_parametercount: 198,195,200 * 42 + 917,504,000 + 3,584).
    QTest::newRow("gemma-2-9b") << QStringLiteral("gemma-2-9b") << 42 << 8 << 256 << qint64(8192) << 4096 << 21 << 0
                                << 0 << 0 << 0 << 0 << 0 << qint64(9'241'705'984) << QString()
                                << config("google/gemma-2-9b-it");
    // Gemma 3 27B IT, text_config: 62 layers, 16 KV heads, head_dim 128, sliding_window 1024, pattern 6
    //   (Gemma3TextConfig default: layer i global when (i + 1) % 6 == 0 -> 10 global, 52 sliding);
    //   max_position_embeddings absent -> Gemma3TextConfig default 131072. Published 27,432,406,640 with
    //   the vision tower (tst_parametercount: text 27,009,346,304 + vision 423,060,336).
    QTest::newRow("gemma-3-27b") << QStringLiteral("gemma-3-27b") << 62 << 16 << 128 << qint64(131072) << 1024 << 52
                                 << 0 << 0 << 0 << 0 << 0 << 0 << qint64(27'432'406'640) << QString()
                                 << config("google/gemma-3-27b-it");
    // gpt-oss-20b: 24 layers, 8 KV heads, head_dim 64, layer_types alternating sliding/full from
    //   sliding -> 12 of window 128; 32 local experts, 4 per token, every layer MoE; quantization_config
    //   "mxfp4". Published 20,914,757,184 (tst_parametercount: 823,186,976 * 24 + 1,158,266,880 + 2,880).
    QTest::newRow("gpt-oss-20b") << QStringLiteral("gpt-oss-20b") << 24 << 8 << 64 << qint64(131072) << 128 << 12 << 0
                                 << 0 << 32 << 4 << 0 << 24 << qint64(20'914'757'184) << QStringLiteral("mxfp4")
                                 << config("openai/gpt-oss-20b");
    // DeepSeek-V3: 61 layers, MLA kv_lora_rank 512, q_lora_rank 1536, qk head 128 + 64 = 192; 256 routed
    //   experts, 8 per token, n_shared_experts 1, first_k_dense_replace 3 -> 61 - 3 = 58 MoE layers;
    //   max_position_embeddings 163840; quantization_config fp8 with weight_block_size [128, 128].
    //   parameter_count 671,026,419,200: the main model (tst_parametercount, without the MTP module).
    QTest::newRow("deepseek-v3") << QStringLiteral("deepseek-v3") << 61 << 128 << 192 << qint64(163840) << 0 << 0 << 512
                                 << 1536 << 256 << 8 << 1 << 58 << qint64(671'026'419'200)
                                 << QStringLiteral("fp8-block128") << config("deepseek-ai/DeepSeek-V3");
}

void TestCatalogModels::hfPresets()
{
    QFETCH(QString, id);
    QFETCH(int, layers);
    QFETCH(int, kvHeads);
    QFETCH(int, headDim);
    QFETCH(qint64, maxContext);
    QFETCH(int, slidingWindow);
    QFETCH(int, slidingLayers);
    QFETCH(int, kvLoraRank);
    QFETCH(int, qLoraRank);
    QFETCH(int, experts);
    QFETCH(int, expertsPerToken);
    QFETCH(int, sharedExperts);
    QFETCH(int, moeLayers);
    QFETCH(qint64, published);
    QFETCH(QString, weights);
    QFETCH(QString, url);

    const ModelPreset *preset = m_catalog->model(id);
    QVERIFY2(preset, qPrintable(id));
    const auto &spec = preset->spec;
    QCOMPARE(QString::fromStdString(spec.id), id);
    QCOMPARE(spec.layers, layers);
    QCOMPARE(spec.kvHeads, kvHeads);
    QCOMPARE(spec.headDim, headDim);
    QCOMPARE(qint64(spec.maxContextTokens), maxContext);
    QCOMPARE(spec.slidingWindow, slidingWindow);
    const auto sliding = std::count_if(spec.layerSpecs.begin(), spec.layerSpecs.end(), [](const auto &layer) {
        return layer.attention == headroom::fit::AttentionKind::SlidingWindow;
    });
    QCOMPARE(int(sliding), slidingLayers);
    QCOMPARE(spec.kvLoraRank, kvLoraRank);
    QCOMPARE(spec.qLoraRank, qLoraRank);
    QCOMPARE(spec.experts, experts);
    QCOMPARE(spec.expertsPerToken, expertsPerToken);
    QCOMPARE(spec.sharedExperts, sharedExperts);
    const auto moe =
        std::count_if(spec.layerSpecs.begin(), spec.layerSpecs.end(), [](const auto &layer) { return layer.moe; });
    QCOMPARE(int(moe), moeLayers);
    // parameter_count overrides the count derived from the architecture.
    QCOMPARE(qint64(spec.parameterCount), published);
    QCOMPARE(preset->publishedWeights.has_value(), !weights.isEmpty());
    if (preset->publishedWeights)
        QCOMPARE(QString::fromStdString(headroom::fit::toString(*preset->publishedWeights)), weights);

    QCOMPARE(preset->source.url, url);
    QCOMPARE(preset->source.retrieved, kRetrieved);
    QVERIFY(!preset->source.note.isEmpty());
}

void TestCatalogModels::configAndHfConfigTogetherRefused()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QJsonObject llamaConfig = [] {
        QFile in(QDir(QString(Catalog::kResourceDir)).filePath(Catalog::kModelsFile));
        if (!in.open(QIODevice::ReadOnly))
            return QJsonObject();
        return QJsonDocument::fromJson(in.readAll())
            .object()
            .value(QLatin1String("models"))
            .toArray()
            .at(0)
            .toObject()
            .value(QLatin1String("config"))
            .toObject();
    }();
    QVERIFY(!llamaConfig.isEmpty());
    QVERIFY(writeCatalogWith(dir.path(), QStringLiteral("gpt-oss-20b"),
                             [&](QJsonObject &entry) { entry.insert(QLatin1String("config"), llamaConfig); }));
    LoadError error;
    QVERIFY(!Catalog::loadFromDirectory(dir.path(), &error).has_value());
    QVERIFY2(error.message.contains(QLatin1String("gpt-oss-20b")), qPrintable(error.message));
    QVERIFY2(error.message.contains(QLatin1String("hf_config")), qPrintable(error.message));

    // Neither is refused too.
    QVERIFY(writeCatalogWith(dir.path(), QStringLiteral("gpt-oss-20b"),
                             [](QJsonObject &entry) { entry.remove(QLatin1String("hf_config")); }));
    QVERIFY(!Catalog::loadFromDirectory(dir.path(), &error).has_value());
    QVERIFY2(error.message.contains(QLatin1String("gpt-oss-20b")), qPrintable(error.message));
}

void TestCatalogModels::hfConfigImportErrorNamesEntry()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QVERIFY(writeCatalogWith(dir.path(), QStringLiteral("gemma-2-9b"), [](QJsonObject &entry) {
        QJsonObject hf = entry.value(QLatin1String("hf_config")).toObject();
        hf.remove(QLatin1String("hidden_size"));
        entry.insert(QLatin1String("hf_config"), hf);
    }));
    LoadError error;
    QVERIFY(!Catalog::loadFromDirectory(dir.path(), &error).has_value());
    QVERIFY2(error.message.contains(QLatin1String("gemma-2-9b")), qPrintable(error.message));
    QVERIFY2(error.message.contains(QLatin1String("hidden_size")), qPrintable(error.message));
}

QTEST_GUILESS_MAIN(TestCatalogModels)
#include "tst_catalogmodels.moc"
