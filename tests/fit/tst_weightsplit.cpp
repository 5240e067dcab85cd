// SPDX-License-Identifier: GPL-3.0-or-later
// Tests for headroom::fit::weightSplit (app/fit/weightsplit.h): the split of a model's parameters
// by tensor class agrees with derivedParameterCount() for every config.json in tests/data/configs/
// and every catalogue preset, and matches hand-worked splits of published architectures.

#include <catalog/catalog.h>
#include <catalog/hfconfig.h>
#include <fit/fitmodel.h>
#include <fit/weightsplit.h>

#include <QDir>
#include <QTest>

using namespace headroom::fit;

Q_DECLARE_METATYPE(headroom::fit::ModelSpec)
Q_DECLARE_METATYPE(headroom::fit::WeightSplit)

namespace {

QString configDir()
{
    return QStringLiteral(HEADROOM_TEST_DATA_DIR "/configs");
}

WeightSplit split(qint64 linear, qint64 experts, qint64 embeddings, qint64 head, qint64 norms, qint64 routers)
{
    return WeightSplit{linear, experts, embeddings, head, norms, routers};
}

// https://huggingface.co/meta-llama/Llama-3.1-8B/blob/main/config.json
ModelSpec llama31_8b()
{
    ModelSpec m;
    m.layers = 32;
    m.attentionHeads = 32;
    m.kvHeads = 8;
    m.headDim = 128;
    m.hiddenSize = 4096;
    m.intermediateSize = 14336;
    m.vocabSize = 128256;
    return m;
}

// https://huggingface.co/Qwen/Qwen3-30B-A3B/blob/main/config.json
ModelSpec qwen3_30bA3b()
{
    ModelSpec m;
    m.layers = 48;
    m.attentionHeads = 32;
    m.kvHeads = 4;
    m.headDim = 128;
    m.hiddenSize = 2048;
    m.intermediateSize = 6144;
    m.vocabSize = 151936;
    m.experts = 128;
    m.expertsPerToken = 8;
    m.expertIntermediateSize = 768;
    m.qkNorm = true;
    return m;
}

// https://huggingface.co/openai/gpt-oss-20b/blob/main/config.json (attention_bias true; sinks, expert
// and router biases per transformers modeling_gpt_oss.py).
ModelSpec gptOss20b()
{
    ModelSpec m;
    m.layers = 24;
    m.attentionHeads = 64;
    m.kvHeads = 8;
    m.headDim = 64;
    m.hiddenSize = 2880;
    m.intermediateSize = 2880;
    m.vocabSize = 201088;
    m.experts = 32;
    m.expertsPerToken = 4;
    m.attentionBias = true;
    m.attentionOutputBias = true;
    m.attentionSinks = true;
    m.mlpBias = true;
    m.routerBias = true;
    return m;
}

// https://huggingface.co/deepseek-ai/DeepSeek-V3/blob/main/config.json: 61 layers, the first 3 dense
// (first_k_dense_replace 3), MLA, 256 routed experts of 2048 + 1 shared, e_score_correction_bias.
ModelSpec deepSeekV3()
{
    ModelSpec m;
    m.layers = 61;
    m.attentionHeads = 128;
    m.kvHeads = 128;
    m.headDim = 192;
    m.hiddenSize = 7168;
    m.intermediateSize = 18432;
    m.vocabSize = 129280;
    m.experts = 256;
    m.expertsPerToken = 8;
    m.expertIntermediateSize = 2048;
    m.sharedExperts = 1;
    m.routerBias = true;
    m.kvLoraRank = 512;
    m.qLoraRank = 1536;
    m.qkRopeHeadDim = 64;
    m.qkNopeHeadDim = 128;
    m.vHeadDim = 128;
    for (int l = 0; l < m.layers; ++l)
        m.layerSpecs.push_back(LayerSpec{AttentionKind::Full, 128, l >= 3});
    return m;
}

// A tiny MoE that uses every optional tensor: shared expert with its gate, FFN, expert and router
// biases, tied embeddings.
ModelSpec tinyMoe()
{
    ModelSpec m;
    m.layers = 1;
    m.attentionHeads = 2;
    m.kvHeads = 1;
    m.headDim = 2;
    m.hiddenSize = 4;
    m.intermediateSize = 6;
    m.vocabSize = 10;
    m.experts = 2;
    m.expertsPerToken = 1;
    m.expertIntermediateSize = 3;
    m.sharedExperts = 1;
    m.sharedExpertIntermediateSize = 5;
    m.sharedExpertGate = true;
    m.mlpBias = true;
    m.routerBias = true;
    m.tiedEmbeddings = true;
    return m;
}

} // namespace

class TestWeightSplit : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void handWorked_data();
    void handWorked();
    void agreesWithDerivedCount_data();
    void agreesWithDerivedCount();
    void invalidArchitecture();
};

void TestWeightSplit::handWorked_data()
{
    QTest::addColumn<ModelSpec>("model");
    QTest::addColumn<WeightSplit>("expected");

    // Llama-3.1-8B. Layer: q 4096*4096 + k 4096*1024 + v 4096*1024 + o 4096*4096 = 41,943,040; MLP
    // 3 * 4096 * 14336 = 176,160,768; 32 layers * 218,103,808 = 6,979,321,856. Embeddings = head =
    // 128256 * 4096 = 525,336,576. Norms (2 * 32 + 1) * 4096 = 266,240. Total 8,030,261,248.
    QTest::newRow("Llama-3.1-8B") << llama31_8b() << split(6'979'321'856, 0, 525'336'576, 525'336'576, 266'240, 0);

    // Qwen3-30B-A3B. Layer: q 2048*4096 + k 2048*512 + v 2048*512 + o 4096*2048 = 18,874,368; experts
    // 128 * 3 * 2048 * 768 = 603,979,776; router 2048 * 128 = 262,144; norms 2 * 2048 + q_norm 128 +
    // k_norm 128 = 4,352. 48 layers: linear 48 * 622,854,144 = 29,896,998,912, experts 28,991,029,248,
    // routers 12,582,912, norms 48 * 4,352 + 2,048 = 210,944; embeddings = head = 151936 * 2048 =
    // 311,164,928. Total 30,532,122,624 (llama.cpp prints 30.53 B, row LC06).
    QTest::newRow("Qwen3-30B-A3B") << qwen3_30bA3b()
                                   << split(29'896'998'912, 28'991'029'248, 311'164'928, 311'164'928, 210'944,
                                            12'582'912);

    // gpt-oss-20b. Layer: q 2880*4096 + k 2880*512 + v 2880*512 + o 4096*2880 = 26,542,080; experts
    // gate_up 32 * 2880 * 5760 + down 32 * 2880 * 2880 = 796,262,400; router 2880 * 32 = 92,160; 1-D:
    // norms 2 * 2880, q/k/v/o biases 4096 + 512 + 512 + 2880, sinks 64, expert biases 32 * 5760 +
    // 32 * 2880, router bias 32 = 290,336. 24 layers: linear 24 * 822,804,480 = 19,747,307,520, experts
    // 19,110,297,600, routers 2,211,840, norms 24 * 290,336 + 2,880 = 6,970,944; embeddings = head =
    // 201088 * 2880 = 579,133,440. Total 20,914,757,184 (llama.cpp prints 20.91 B, row LC09).
    QTest::newRow("gpt-oss-20b") << gptOss20b()
                                 << split(19'747'307'520, 19'110'297'600, 579'133'440, 579'133'440, 6'970'944,
                                          2'211'840);

    // DeepSeek-V3. MLA per layer: q_a 7168*1536 = 11,010,048, q_b 1536*128*192 = 37,748,736, kv_a
    // 7168*576 = 4,128,768, kv_b 512*128*256 = 16,777,216, o 128*128*7168 = 117,440,512: 187,105,280;
    // q_a_layernorm 1536 + kv_a_layernorm 512. Dense MLP 3*7168*18432 = 396,361,728 (3 layers); MoE
    // (58 layers): experts 256 * 3*7168*2048 = 11,274,289,152, shared 44,040,192, router 7168*256 =
    // 1,835,008, router bias 256.
    //   linear 61 * 187,105,280 + 3 * 396,361,728 + 58 * 11,318,329,344 = 669,065,609,216
    //   experts 58 * 11,274,289,152 = 653,908,770,816; routers 58 * 1,835,008 = 106,430,464
    //   norms 61 * (2 * 7168 + 2048) + 58 * 256 + 7168 = 1,021,440
    //   embeddings = head = 129280 * 7168 = 926,679,040
    // Total 671,026,419,200, the published main-model count (fitmodel.h).
    QTest::newRow("DeepSeek-V3") << deepSeekV3()
                                 << split(669'065'609'216, 653'908'770'816, 926'679'040, 926'679'040, 1'021'440,
                                          106'430'464);

    // Tiny MoE: attention q 4*4 + k 4*2 + v 4*2 + o 4*4 = 48; experts 2 * 3*4*3 = 72 with biases
    // 2 * (2*3 + 4) = 20; router 4*2 = 8 with bias 2; shared expert 3*4*5 = 60 with biases 2*5 + 4 = 14;
    // shared_expert_gate 4; norms 2*4 + final 4. linear 48 + 72 + 60 = 180, experts 72, routers 8 + 4 = 12,
    // 1-D 20 + 2 + 14 + 8 + 4 = 48, tied embeddings 10*4 = 40, no head. Total 280.
    QTest::newRow("tiny MoE, every optional tensor") << tinyMoe() << split(180, 72, 40, 0, 48, 12);
}

void TestWeightSplit::handWorked()
{
    QFETCH(ModelSpec, model);
    QFETCH(WeightSplit, expected);
    const WeightSplit s = weightSplit(model);
    QCOMPARE(s.linearParams, expected.linearParams);
    QCOMPARE(s.expertParams, expected.expertParams);
    QCOMPARE(s.embeddingParams, expected.embeddingParams);
    QCOMPARE(s.outputHeadParams, expected.outputHeadParams);
    QCOMPARE(s.normParams, expected.normParams);
    QCOMPARE(s.routerParams, expected.routerParams);
    QCOMPARE(totalParams(s), derivedParameterCount(model));
}

void TestWeightSplit::agreesWithDerivedCount_data()
{
    QTest::addColumn<ModelSpec>("model");

    // Every config of tests/data/configs, so a fixture added for a new family is covered too.
    const QDir dir(configDir());
    const QStringList files = dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
    QVERIFY2(files.size() >= 14, qPrintable(configDir()));
    for (const QString &file : files) {
        headroom::catalog::HfConfigError error;
        const std::optional<headroom::catalog::ImportedModel> imported =
            headroom::catalog::importHfConfigFile(dir.filePath(file), &error);
        QVERIFY2(imported.has_value(), qPrintable(error.message));
        QTest::newRow(qPrintable(file)) << imported->spec;
    }
    // Every catalogue preset.
    const QList<headroom::catalog::ModelPreset> &presets = headroom::catalog::Catalog::builtIn().models();
    QVERIFY(!presets.isEmpty());
    for (const headroom::catalog::ModelPreset &preset : presets)
        QTest::newRow(qPrintable(QStringLiteral("preset ") + QString::fromStdString(preset.spec.id))) << preset.spec;
}

void TestWeightSplit::agreesWithDerivedCount()
{
    QFETCH(ModelSpec, model);
    const std::int64_t derived = derivedParameterCount(model);
    QVERIFY(derived > 0);
    const WeightSplit s = weightSplit(model);
    QCOMPARE(totalParams(s), derived);
    // The classes follow the architecture: experts only in MoE models, a head unless tied, the
    // embeddings vocab x hidden, at least the per-layer and final norms.
    const std::int64_t embeddings = std::int64_t{model.vocabSize} * model.hiddenSize;
    QCOMPARE(s.embeddingParams, embeddings);
    QCOMPARE(s.outputHeadParams, model.tiedEmbeddings ? std::int64_t{0} : embeddings);
    QCOMPARE(s.expertParams > 0, model.experts > 0);
    QCOMPARE(s.routerParams > 0, model.experts > 0);
    QVERIFY(s.expertParams < s.linearParams);
    QVERIFY(s.normParams >= std::int64_t{model.layers + 1} * model.hiddenSize);
}

void TestWeightSplit::invalidArchitecture()
{
    // An MLA model without v_head_dim has no count (derivedParameterCount -1), so no split either.
    ModelSpec m = llama31_8b();
    m.kvLoraRank = 512;
    m.qkRopeHeadDim = 64;
    m.qkNopeHeadDim = 128;
    QCOMPARE(derivedParameterCount(m), std::int64_t{-1});
    const WeightSplit s = weightSplit(m);
    QCOMPARE(s.linearParams, std::int64_t{-1});
    QCOMPARE(s.expertParams, std::int64_t{-1});
    QCOMPARE(s.normParams, std::int64_t{-1});
    QCOMPARE(totalParams(s), std::int64_t{-1});
    QCOMPARE(weightBytes(s, WeightFormat::mxfp4()), std::int64_t{-1});

    // A MoE layer in a model without experts.
    m = llama31_8b();
    m.layerSpecs.assign(std::size_t(m.layers), LayerSpec{AttentionKind::Full, 8, true});
    QCOMPARE(totalParams(weightSplit(m)), std::int64_t{-1});
}

QTEST_GUILESS_MAIN(TestWeightSplit)
#include "tst_weightsplit.moc"
