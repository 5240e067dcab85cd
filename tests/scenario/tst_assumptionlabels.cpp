// SPDX-License-Identifier: GPL-3.0-or-later
// Tests for app/scenario/assumptionlabels.h (issue 10 item 7): the translatable assumption sentences.
//  - With no translator installed and QLocale(English, UnitedStates), assumptionTexts() is the English
//    Estimate::assumptions of fit::estimate() once the digit-group commas inside numbers are removed
//    ("8,030,261,248" -> "8030261248"): the Qt templates and fit::assumptionText() say the same. The
//    English JSON strings stay ungrouped (a contract); the labels group digits for the locale, so the
//    comparison removes only a comma between two digits, which no sentence has otherwise.
//  - The scenario table covers every engine and every fit::AssumptionId, and every id has a template
//    (assumptionsCoverEveryId fails when an id is added without a template or a scenario that shows it;
//    the ci preset's -Wswitch also names it at compile time).
//  - Another locale groups and punctuates its own way; engine flags stay as typed.

#include <scenario/assumptionlabels.h>

#include <catalog/catalog.h>
#include <fit/engineversion.h>
#include <fit/fitmodel.h>

#include <QRegularExpression>
#include <QSet>
#include <QTest>

using namespace headroom::fit;
namespace labels = headroom::scenario::labels;

Q_DECLARE_METATYPE(headroom::fit::Scenario)

namespace {

constexpr qint64 kH100Bytes = 85'520'809'984; // nvidia-smi 81,559 MiB

ModelSpec dense(int layers, int heads, int kvHeads, int headDim, int hidden, int ff, int vocab, qint64 params)
{
    ModelSpec m;
    m.layers = layers;
    m.attentionHeads = heads;
    m.kvHeads = kvHeads;
    m.headDim = headDim;
    m.hiddenSize = hidden;
    m.intermediateSize = ff;
    m.vocabSize = vocab;
    m.parameterCount = params;
    return m;
}

// https://huggingface.co/meta-llama/Llama-3.1-8B/blob/main/config.json
ModelSpec llama31_8b()
{
    ModelSpec m = dense(32, 32, 8, 128, 4096, 14336, 128256, 8'030'261'248);
    m.maxContextTokens = 131072;
    return m;
}

// https://huggingface.co/google/gemma-2-9b-it/blob/main/config.json: sliding window on the even layers.
ModelSpec gemma2_9b()
{
    ModelSpec m = dense(42, 16, 8, 256, 3584, 14336, 256000, 9'241'705'984);
    m.tiedEmbeddings = true;
    m.normsPerLayer = 4;
    m.slidingWindow = 4096;
    for (int l = 0; l < 42; ++l)
        m.layerSpecs.push_back(LayerSpec{l % 2 == 0 ? AttentionKind::SlidingWindow : AttentionKind::Full, 8, false});
    return m;
}

// https://huggingface.co/deepseek-ai/DeepSeek-V2-Lite/blob/main/config.json (attention only: MLA ranks).
ModelSpec deepseekV2Lite()
{
    ModelSpec m = dense(27, 16, 16, 192, 2048, 10944, 102400, 15'706'484'224);
    m.kvLoraRank = 512;
    m.qkRopeHeadDim = 64;
    m.qkNopeHeadDim = 128;
    m.vHeadDim = 128;
    return m;
}

// A hybrid whose full (3 KV heads) and sliding (2 KV heads) pages are not multiples of each other.
ModelSpec oddPages()
{
    ModelSpec m = dense(8, 12, 3, 128, 1536, 4096, 32000, 400'000'000);
    m.slidingWindow = 1024;
    for (int l = 0; l < 8; ++l)
        m.layerSpecs.push_back(l % 2 == 0 ? LayerSpec{AttentionKind::SlidingWindow, 2, false}
                                          : LayerSpec{AttentionKind::Full, 3, false});
    return m;
}

Scenario makeScenario(ModelSpec m, Engine engine, int gpus, int perReplica, qint64 context, int concurrency)
{
    Scenario s;
    s.model = std::move(m);
    s.engine = defaultSettings(engine);
    s.hardware.gpuId = "h100-80gb";
    s.hardware.memoryBytes = kH100Bytes;
    s.hardware.gpuCount = gpus;
    s.hardware.tensorParallel = perReplica;
    s.workload.contextTokens = context;
    s.workload.concurrency = concurrency;
    return s;
}

// The table: every engine, every assumption id.
QList<QPair<QString, Scenario>> scenarios()
{
    QList<QPair<QString, Scenario>> rows;
    const auto add = [&rows](const char *name, const Scenario &s) {
        rows.append({QString::fromLatin1(name), s});
    };
    add("generic, 1 GPU", makeScenario(llama31_8b(), Engine::Generic, 1, 1, 131072, 1));
    add("generic, 2 replicas of 2, 1 token", makeScenario(llama31_8b(), Engine::Generic, 4, 2, 1, 3));
    add("generic, sliding window", makeScenario(gemma2_9b(), Engine::Generic, 1, 1, 8192, 2));
    add("generic, MLA", makeScenario(deepseekV2Lite(), Engine::Generic, 1, 1, 4096, 1));
    add("generic, replicated KV head",
        makeScenario(dense(28, 16, 2, 128, 2048, 8192, 151936, 3'000'000'000), Engine::Generic, 4, 4, 4096, 1));
    Scenario s = makeScenario(llama31_8b(), Engine::Generic, 1, 1, 8192, 1);
    s.weightFormat = parseWeightFormat("q4_k_m");
    add("generic, Q4_K_M", s);
    add("vllm, 1 GPU", makeScenario(llama31_8b(), Engine::Vllm, 1, 1, 8192, 1));
    s = makeScenario(llama31_8b(), Engine::Vllm, 4, 2, 8192, 1);
    s.engine.cudaGraphsInKvBudget = true;
    s.engine.gpuMemoryUtilizationPermille = 925;
    add("vllm, 2 replicas, graphs in the budget", s);
    s = makeScenario(oddPages(), Engine::Vllm, 1, 1, 8192, 1);
    s.engine.cudaGraphs = false;
    add("vllm, pages not unified, eager", s);
    add("llama.cpp, 1 GPU", makeScenario(llama31_8b(), Engine::LlamaCpp, 1, 1, 8000, 1));
    s = makeScenario(llama31_8b(), Engine::LlamaCpp, 3, 3, 32768, 4);
    s.kvCache = KvCacheDtype::Q8_0;
    s.engine.flashAttention = false;
    add("llama.cpp, 3 GPUs, q8_0 without flash attention", s);
    s = makeScenario(gemma2_9b(), Engine::LlamaCpp, 1, 1, 8192, 2);
    s.kvCacheV = KvCacheDtype::Q4_0;
    add("llama.cpp, sliding window, K f16 V q4_0", s);
    s = makeScenario(gemma2_9b(), Engine::LlamaCpp, 2, 2, 8192, 1);
    s.engine.swaFull = true;
    add("llama.cpp, --swa-full", s);
    add("ik_llama.cpp, MLA on 3 GPUs", makeScenario(deepseekV2Lite(), Engine::IkLlamaCpp, 3, 3, 4096, 1));
    add("ik_llama.cpp, sliding window", makeScenario(gemma2_9b(), Engine::IkLlamaCpp, 1, 1, 4096, 1));
    s = makeScenario(gemma2_9b(), Engine::Ollama, 1, 1, 4096, 1);
    s.kvCache = KvCacheDtype::Q8_0;
    add("ollama, q8_0 without flash attention", s);
    s = makeScenario(llama31_8b(), Engine::Ollama, 2, 2, 4096, 2);
    s.engine.gpuOverheadBytes = 100LL * 1024 * 1024;
    s.engine.flashAttention = true;
    add("ollama, 2 GPUs, 2 sequences", s);
    // Engine releases (fit/engineversion.h): the release rules' sentences.
    const auto release = [](Scenario r, const char *version) {
        applyEngineProfile(*profileForRelease(r.engine.engine, version), r.engine);
        return r;
    };
    add("llama.cpp b5046, MLA per head",
        release(makeScenario(deepseekV2Lite(), Engine::LlamaCpp, 1, 1, 4096, 1), "b5046"));
    add("llama.cpp b5300, MLA K and V",
        release(makeScenario(deepseekV2Lite(), Engine::LlamaCpp, 1, 1, 4096, 1), "b5300"));
    add("vllm 0.6.4, V0 without MLA", release(makeScenario(deepseekV2Lite(), Engine::Vllm, 1, 1, 4096, 1), "0.6.4"));
    add("llama.cpp, above the trained context", makeScenario(llama31_8b(), Engine::LlamaCpp, 1, 1, 262144, 1));
    add("ollama, num_ctx capped", makeScenario(llama31_8b(), Engine::Ollama, 1, 1, 262144, 1));
    ModelSpec phi3 = dense(32, 32, 32, 96, 3072, 8192, 32064, 3'821'079'552);
    phi3.architecture = "Phi3ForCausalLM";
    phi3.slidingWindow = 2047;
    phi3.layerSpecs.assign(32, LayerSpec{AttentionKind::SlidingWindow, 32, false});
    add("llama.cpp, Phi-3 sliding window ignored", makeScenario(phi3, Engine::LlamaCpp, 1, 1, 4096, 1));
    // Training (fit/training.h): every sharding strategy, LoRA and QLoRA, offload, flash on and off.
    const auto trainingRow = [](WorkloadKind kind, int gpus, Sharding sharding) {
        Scenario t = makeScenario(llama31_8b(), Engine::Generic, gpus, 1, 2048, 1);
        t.kind = kind;
        t.training.sharding = sharding;
        if (kind == WorkloadKind::Qlora)
            t.weightFormat = WeightFormat::nf4(true);
        return t;
    };
    add("training, full fine-tune, 1 GPU", trainingRow(WorkloadKind::FullFinetune, 1, Sharding::Ddp));
    s = trainingRow(WorkloadKind::Lora, 8, Sharding::Ddp);
    s.training.flashAttention = false;
    s.training.optimizerInBackward = true;
    add("training, LoRA, DDP x 8, eager attention, optimizer in backward", s);
    add("training, QLoRA, NO_SHARD x 2", trainingRow(WorkloadKind::Qlora, 2, Sharding::FsdpNoShard));
    s = trainingRow(WorkloadKind::FullFinetune, 4, Sharding::Zero1);
    s.training.offload = Offload::Optimizer;
    s.training.optimizer = Optimizer::AdamW8bit;
    s.training.gradientAccumulationSteps = 8;
    add("training, ZeRO-1 x 4, optimizer offload, 8-bit AdamW", s);
    add("training, SHARD_GRAD_OP x 4", trainingRow(WorkloadKind::FullFinetune, 4, Sharding::FsdpGradOp));
    s = trainingRow(WorkloadKind::FullFinetune, 8, Sharding::Zero3);
    s.training.offload = Offload::OptimizerParams;
    s.training.checkpointing = ActivationCheckpointing::Full;
    add("training, ZeRO-3 x 8, weights offloaded", s);
    add("training, HYBRID_SHARD x 16", trainingRow(WorkloadKind::FullFinetune, 16, Sharding::FsdpHybrid));
    // Image generation (fit/diffusion.h) on the catalogue presets: every diffusion assumption.
    const auto diffusionRow = [](const char *id, const char *format, int images, int side, DiffusionOffload offload) {
        Scenario d = makeScenario(llama31_8b(), Engine::Generic, 1, 1, 2048, 1);
        d.kind = WorkloadKind::Diffusion;
        d.diffusionModel = headroom::catalog::Catalog::builtIn().diffusionModel(QLatin1String(id))->spec;
        d.weightFormat = parseWeightFormat(format);
        d.diffusion.images = images;
        d.diffusion.width = d.diffusion.height = side;
        d.diffusion.offload = offload;
        return d;
    };
    add("diffusion, SDXL fp16, 4 images", diffusionRow("sdxl", "fp16", 4, 1024, DiffusionOffload::None));
    add("diffusion, FLUX fp16, model offload", diffusionRow("flux1-dev", "fp16", 1, 1024, DiffusionOffload::Model));
    s = diffusionRow("sd15", "q8_0", 4, 1024, DiffusionOffload::Sequential);
    s.diffusion.vaeSlicing = true;
    s.diffusion.vaeTile = 512;
    add("diffusion, SD 1.5 q8_0, sequential offload, sliced and tiled", s);
    add("diffusion, SD 3 bf16, model offload, 256 px",
        diffusionRow("sd3-medium", "bf16", 1, 256, DiffusionOffload::Model));

    // Placements (issue 14). Mixtral 8x7B (config.json: 32 layers, 32 heads, 8 KV heads, hidden 4096, expert FFN
    // 14336, 8 experts, 2 per token, vocab 32000): llama.cpp with 20 layers offloaded over an H100 and an
    // RTX 4090 (token embeddings, layers and output on the host), then with the experts on the CPU; vLLM with
    // 2 pipeline stages of 2 GPUs and expert parallelism.
    ModelSpec mixtral = dense(32, 32, 8, 128, 4096, 14336, 32000, 46'702'792'704);
    mixtral.experts = 8;
    mixtral.expertsPerToken = 2;
    s = makeScenario(mixtral, Engine::LlamaCpp, 2, 2, 4096, 1);
    s.placement.devices = {Device{"h100-80gb", kH100Bytes, {}}, Device{"rtx-4090", 25'757'220'864, {}}};
    s.placement.gpuLayers = 20;
    s.engine.llamaOutputLayerFirst = false; // a build before PR #18148: the output layer stays on the CPU
    add("llama.cpp, mixed GPUs, 20 layers offloaded", s);
    s.placement.gpuLayers.reset();
    s.engine.llamaOutputLayerFirst = true;
    s.placement.expertsOnCpu = true;
    add("llama.cpp, experts on the CPU", s);
    s = makeScenario(mixtral, Engine::Vllm, 4, 2, 4096, 1);
    s.placement.pipelineParallel = 2;
    s.placement.expertParallel = true;
    add("vllm, pipeline 2 x tensor 2, expert parallel", s);
    return rows;
}

// "8,030,261,248" -> "8030261248": only a comma between two digits.
QString withoutDigitGroups(QString text)
{
    static const QRegularExpression group(QStringLiteral("(?<=\\d),(?=\\d)"));
    return text.remove(group);
}

Estimate estimated(const Scenario &s)
{
    const Result<Estimate> r = estimate(s);
    if (!r.ok())
        qFatal("estimate failed: %s", r.error->message.c_str());
    return *r.value;
}

} // namespace

class TestAssumptionLabels : public QObject
{
    Q_OBJECT

private slots:
    void englishMatchesTheFitModel_data();
    void englishMatchesTheFitModel();
    void assumptionsCoverEveryId();
    void localeFormatsNumbers();
    void argumentsAreNotPlaceholders();
    void estimateWithoutItems();
};

void TestAssumptionLabels::englishMatchesTheFitModel_data()
{
    QTest::addColumn<Scenario>("scenario");
    for (const auto &[name, s] : scenarios())
        QTest::newRow(qPrintable(name)) << s;
}

void TestAssumptionLabels::englishMatchesTheFitModel()
{
    QFETCH(Scenario, scenario);
    const Estimate e = estimated(scenario);
    QCOMPARE(e.assumptionItems.size(), e.assumptions.size());
    QVERIFY(!e.assumptions.empty());
    const QStringList texts = labels::assumptionTexts(e, QLocale(QLocale::English, QLocale::UnitedStates));
    QCOMPARE(texts.size(), qsizetype(e.assumptions.size()));
    for (qsizetype i = 0; i < texts.size(); ++i) {
        // The English vector is rendered from the items (one source).
        QCOMPARE(e.assumptions[std::size_t(i)], assumptionText(e.assumptionItems[std::size_t(i)]));
        QCOMPARE(withoutDigitGroups(texts.at(i)), QString::fromStdString(e.assumptions[std::size_t(i)]));
    }
}

void TestAssumptionLabels::assumptionsCoverEveryId()
{
    // Every id has a template (and fit's English key), and some scenario of the table shows it.
    QSet<int> seen;
    for (const auto &[name, s] : scenarios()) {
        for (const Assumption &a : estimated(s).assumptionItems)
            seen.insert(int(a.id));
    }
    QSet<QString> keys;
    for (int i = 0; i < int(AssumptionId::Count); ++i) {
        const auto id = AssumptionId(i);
        const QString key = QString::fromUtf8(assumptionKey(id).data(), qsizetype(assumptionKey(id).size()));
        QVERIFY2(!key.isEmpty(), qPrintable(QString::number(i)));
        keys.insert(key);
        QVERIFY2(!labels::assumptionTemplate(id).isEmpty(), qPrintable(key));
        QVERIFY2(seen.contains(i), qPrintable(QStringLiteral("no scenario shows %1").arg(key)));
    }
    QCOMPARE(keys.size(), qsizetype(AssumptionId::Count));
    QVERIFY(labels::assumptionTemplate(AssumptionId::Count).isEmpty());
    QVERIFY(labels::assumptionText(Assumption{}, QLocale::c()).isEmpty());
    QVERIFY(assumptionText(Assumption{}).empty());
    QVERIFY(assumptionKey(AssumptionId(-1)).empty());
}

void TestAssumptionLabels::localeFormatsNumbers()
{
    // Dutch groups with '.' and writes the decimal comma; flags stay as typed.
    const QLocale dutch(QLocale::Dutch, QLocale::Netherlands);
    Scenario s = makeScenario(llama31_8b(), Engine::LlamaCpp, 3, 3, 32768, 4);
    const QStringList llama = labels::assumptionTexts(estimated(s), dutch);
    // Source texts (no translator): Llama-3.1-8B 8,030,261,248 parameters; -c 32768 x 4 = 131072.
    QVERIFY2(llama.at(0).startsWith(QStringLiteral("Weights: 8.030.261.248 parameters stored as bf16 (16 bits")),
             qPrintable(llama.at(0)));
    QCOMPARE(llama.at(1), QStringLiteral("llama.cpp: run with -c 131072 -np 4; the context is shared by the sequences "
                                         "and padded to 256 cells (131.072)."));
    // 33 slots over 3 GPUs: boundaries 11 and 22 -> 11, 11 and 10 of 32.
    QCOMPARE(llama.at(2), QStringLiteral("Layers are split over 3 GPUs (--split-mode layer): 11, 11 and 10 of 32; the "
                                         "GPU after the last layer also holds the output layer."));
    s = makeScenario(llama31_8b(), Engine::Vllm, 1, 1, 8192, 1);
    s.engine.gpuMemoryUtilizationPermille = 925;
    const QStringList vllm = labels::assumptionTexts(estimated(s), dutch);
    QVERIFY2(vllm.at(2).startsWith(QStringLiteral("KV cache budget: 92,5 % of the GPU")), qPrintable(vllm.at(2)));
    // "1 token" / "3 sequences" in the English source texts.
    const QStringList generic =
        labels::assumptionTexts(estimated(makeScenario(llama31_8b(), Engine::Generic, 4, 2, 1, 3)),
                                QLocale(QLocale::English, QLocale::UnitedStates));
    QCOMPARE(generic.at(3), QStringLiteral("KV cache: f16, 1 token for each of 3 sequences, full context in every "
                                           "layer, 4 KV heads per GPU."));
    QCOMPARE(generic.at(2), QStringLiteral("2 replicas of 2 GPUs each run independently and do not pool memory."));
}

void TestAssumptionLabels::argumentsAreNotPlaceholders()
{
    // An argument is inserted once: a "%2" inside it stays.
    const Assumption a{AssumptionId::LlamaCppContext,
                       {std::string("%2"), std::int64_t{8192}, std::int64_t{1}, std::int64_t{256}, std::int64_t{8192}}};
    QCOMPARE(labels::assumptionText(a, QLocale::c()),
             QStringLiteral("%2: run with -c 8192 -np 1; the context is shared by the sequences and padded to 256 "
                            "cells (8192)."));
    QCOMPARE(QString::fromStdString(assumptionText(a)), labels::assumptionText(a, QLocale::c()));
    // Missing arguments read as 0 / "", in both renderings.
    const Assumption bare{AssumptionId::KvCacheTypes, {}};
    QCOMPARE(labels::assumptionText(bare, QLocale::c()), QStringLiteral("KV cache: ."));
    QCOMPARE(assumptionText(bare), std::string("KV cache: ."));
}

void TestAssumptionLabels::estimateWithoutItems()
{
    Estimate e;
    e.assumptions = {"A sentence the fit model did not itemise."};
    QCOMPARE(labels::assumptionTexts(e, QLocale::c()),
             QStringList{QStringLiteral("A sentence the fit model did not itemise.")});
    const Result<Estimate> numbers =
        estimate(makeScenario(llama31_8b(), Engine::Generic, 1, 1, 4096, 1), EstimateDetail::Numbers);
    QVERIFY(numbers.ok());
    QVERIFY(numbers.value->assumptionItems.empty());
    QVERIFY(labels::assumptionTexts(*numbers.value, QLocale::c()).isEmpty());
}

QTEST_GUILESS_MAIN(TestAssumptionLabels)
#include "tst_assumptionlabels.moc"
