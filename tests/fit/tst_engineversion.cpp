// SPDX-License-Identifier: GPL-3.0-or-later
// Tests for engine releases as behaviour profiles (app/fit/engineversion.h and the release fields of
// engine.h EngineSettings): release-name parsing, profile selection, and the memory each profile gives,
// hand-worked from published configs (the arithmetic is in the comments) and, where one exists, checked
// against a real engine log.
//
// Logs used:
//  [DSV3-PRE-MLA] a llama-cpp-python run of unsloth DeepSeek-V3-0324-UD-IQ2_XXS.gguf (GGUF key_length 192,
//    value_length 128, converted before llama.cpp PR #12801), n_ctx 4096: "layer 0: n_embd_k_gqa = 24576,
//    n_embd_v_gqa = 16384 ... KV self size = 19520.00 MiB, K (f16): 11712.00 MiB, V (f16): 7808.00 MiB"
//    (public GitHub file, search-store id 42681282753; repository not resolved).
//  [PHI3] "Llama.cpp Agent" README example output, Phi-3-mini-4k-instruct-q4.gguf: "n_swa = 2047 ...
//    n_embd_k_gqa = 3072 ... n_ctx = 2048 ... KV self size = 768.00 MiB, K (f16): 384.00 MiB, V (f16):
//    384.00 MiB" (public GitHub file, search-store id 40036224939).
//  [VL16] shared/validation/engine-measurements.tsv row VL16 (vLLM PR #10511, V0, 2024-12, Meta-Llama-3-8B,
//    TP 1): "total_gpu_memory 79.22GiB; gpu_memory_utilization 0.90; instance can use 71.29GiB; model
//    weights take 14.96GiB; non_torch_memory 1.79GiB; PyTorch activation peak memory 1.26GiB;
//    available_kv_cache_memory 53.29GiB".
//  [LC09] row LC09 (llama.cpp build 7217, gpt-oss-20b, -c 131072 -ub 2048): "SWA cache 2304 cells, 12
//    layers (K 27.00 V 27.00 MiB)".

#include <fit/engineversion.h>
#include <fit/fitmodel.h>
#include <fit/solvers.h>

#include <QString>
#include <QTest>

#include <algorithm>
#include <cmath>
#include <set>
#include <string>

using namespace headroom::fit;

Q_DECLARE_METATYPE(headroom::fit::Engine)
Q_DECLARE_METATYPE(headroom::fit::EngineProfile)
Q_DECLARE_METATYPE(headroom::fit::AssumptionId)

namespace {

constexpr qint64 MiB = 1024LL * 1024;
constexpr qint64 GiB = 1024LL * MiB;

ModelSpec dense(int layers, int heads, int kvHeads, int headDim, int hidden, int ff, int vocab)
{
    ModelSpec m;
    m.layers = layers;
    m.attentionHeads = heads;
    m.kvHeads = kvHeads;
    m.headDim = headDim;
    m.hiddenSize = hidden;
    m.intermediateSize = ff;
    m.vocabSize = vocab;
    m.parameterCount = 1;
    return m;
}

// https://huggingface.co/meta-llama/Meta-Llama-3-8B/blob/main/config.json (8,030,261,248 parameters,
// max_position_embeddings 8192); Llama-3.1-8B has the same layout with 131072.
ModelSpec llama3_8b(qint64 maxContext)
{
    ModelSpec m = dense(32, 32, 8, 128, 4096, 14336, 128256);
    m.parameterCount = 8'030'261'248;
    m.maxContextTokens = maxContext;
    return m;
}

// https://huggingface.co/deepseek-ai/DeepSeek-V3-0324/blob/main/config.json: 61 layers, 128 heads
// (num_key_value_heads 128), kv_lora_rank 512, qk_rope_head_dim 64, qk_nope_head_dim 128, v_head_dim 128.
ModelSpec deepseekV3()
{
    ModelSpec m = dense(61, 128, 128, 192, 7168, 18432, 129280);
    m.parameterCount = 671'026'419'200;
    m.kvLoraRank = 512;
    m.qkRopeHeadDim = 64;
    m.qkNopeHeadDim = 128;
    m.vHeadDim = 128;
    m.qLoraRank = 1536;
    m.maxContextTokens = 163840;
    return m;
}

// tests/data/configs/phi-3-mini-4k-instruct.json: 32 layers, 32 heads and KV heads, hidden 3072 (head 96),
// intermediate 8192, vocab 32064, sliding_window 2047 on every layer, max_position_embeddings 4096.
ModelSpec phi3Mini()
{
    ModelSpec m = dense(32, 32, 32, 96, 3072, 8192, 32064);
    m.parameterCount = 3'821'079'552;
    m.architecture = "Phi3ForCausalLM";
    m.maxContextTokens = 4096;
    m.slidingWindow = 2047;
    for (int l = 0; l < m.layers; ++l)
        m.layerSpecs.push_back(LayerSpec{AttentionKind::SlidingWindow, 32, false});
    return m;
}

// https://huggingface.co/openai/gpt-oss-20b/blob/main/config.json: 24 layers alternating sliding (window
// 128) and full attention, 8 KV heads of 64, 32 experts (4 per token).
ModelSpec gptOss20b()
{
    ModelSpec m = dense(24, 64, 8, 64, 2880, 2880, 201088);
    m.parameterCount = 20'910'000'000;
    m.maxContextTokens = 131072;
    m.experts = 32;
    m.expertsPerToken = 4;
    m.slidingWindow = 128;
    for (int l = 0; l < m.layers; ++l)
        m.layerSpecs.push_back(LayerSpec{l % 2 == 0 ? AttentionKind::SlidingWindow : AttentionKind::Full, 8, true});
    return m;
}

// A scenario on one GPU with the engine's defaults, then the release's profile.
Scenario scenario(ModelSpec model, Engine engine, const char *release, qint64 context, qint64 memory = 80 * GiB)
{
    Scenario s;
    s.model = std::move(model);
    s.engine = defaultSettings(engine);
    const std::optional<EngineProfile> profile = profileForRelease(engine, release);
    if (profile)
        applyEngineProfile(*profile, s.engine);
    s.hardware.gpuId = "h100-80gb";
    s.hardware.memoryBytes = memory;
    s.workload.contextTokens = context;
    s.workload.concurrency = 1;
    return s;
}

Estimate estimated(const Scenario &s)
{
    const Result<Estimate> r = estimate(s);
    if (!r.ok())
        qWarning("%s: %s", r.error->field.c_str(), r.error->message.c_str());
    return r.value.value_or(Estimate{});
}

bool has(const Estimate &e, AssumptionId id)
{
    return std::any_of(e.assumptionItems.begin(), e.assumptionItems.end(),
                       [id](const Assumption &a) { return a.id == id; });
}

const Assumption *find(const Estimate &e, AssumptionId id)
{
    const auto it = std::find_if(e.assumptionItems.begin(), e.assumptionItems.end(),
                                 [id](const Assumption &a) { return a.id == id; });
    return it == e.assumptionItems.end() ? nullptr : &*it;
}

} // namespace

class TestEngineVersion : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void parsing_data();
    void parsing();
    void refusals_data();
    void refusals();
    void defaultIsCurrent();
    void knownReleases();
    void mlaCache_data();
    void mlaCache();
    void vllmV0Profile();
    void vllmV0ChunkedPrefill();
    void vllmV0OneBlockPool();
    void slidingWindowCache();
    void phi3FullAttention();
    void contextAboveTrained();
};

void TestEngineVersion::parsing_data()
{
    QTest::addColumn<Engine>("engine");
    QTest::addColumn<QString>("release");
    QTest::addColumn<EngineProfile>("profile");
    // vLLM: x.y.z[.postN|rcN|.devN][+local], optional "v"; boundaries 0.6.5, 0.7.1, 0.8.0.
    QTest::newRow("vllm empty") << Engine::Vllm << "" << EngineProfile::VllmV1;
    QTest::newRow("vllm 0.5.3 (older than every boundary)")
        << Engine::Vllm << "0.5.3" << EngineProfile::VllmV0Before065;
    QTest::newRow("vllm 0.6.4") << Engine::Vllm << "0.6.4" << EngineProfile::VllmV0Before065;
    QTest::newRow("vllm v0.6.4.post1") << Engine::Vllm << "v0.6.4.post1" << EngineProfile::VllmV0Before065;
    QTest::newRow("vllm 0.6.5") << Engine::Vllm << "0.6.5" << EngineProfile::VllmV0NoMla;
    QTest::newRow("vllm 0.7.0") << Engine::Vllm << "0.7.0" << EngineProfile::VllmV0NoMla;
    QTest::newRow("vllm 0.7.1") << Engine::Vllm << "0.7.1" << EngineProfile::VllmV0;
    QTest::newRow("vllm 0.7.3+cu124") << Engine::Vllm << "0.7.3+cu124" << EngineProfile::VllmV0;
    QTest::newRow("vllm 0.8.0rc1") << Engine::Vllm << "0.8.0rc1" << EngineProfile::VllmV1;
    QTest::newRow("vllm 0.8.5") << Engine::Vllm << "0.8.5" << EngineProfile::VllmV1;
    QTest::newRow("vllm 0.10.1.1") << Engine::Vllm << "0.10.1.1" << EngineProfile::VllmV1;
    QTest::newRow("vllm 0.11.0") << Engine::Vllm << "0.11.0" << EngineProfile::VllmV1;
    QTest::newRow("vllm 0.11.1.dev7+g1234abc") << Engine::Vllm << "0.11.1.dev7+g1234abc" << EngineProfile::VllmV1;
    QTest::newRow("vllm 2.0 (newer than every boundary)") << Engine::Vllm << "2.0" << EngineProfile::VllmV1;
    // llama.cpp: bNNNN or NNNN; boundaries b5130, b5440, b7820.
    QTest::newRow("llama.cpp b4000") << Engine::LlamaCpp << "b4000" << EngineProfile::LlamaCppBeforeMla;
    QTest::newRow("llama.cpp b5046") << Engine::LlamaCpp << "b5046" << EngineProfile::LlamaCppBeforeMla;
    QTest::newRow("llama.cpp b5300") << Engine::LlamaCpp << "b5300" << EngineProfile::LlamaCppMlaKv;
    QTest::newRow("llama.cpp 5300") << Engine::LlamaCpp << "5300" << EngineProfile::LlamaCppMlaKv;
    QTest::newRow("llama.cpp b6000") << Engine::LlamaCpp << "b6000" << EngineProfile::LlamaCppSwaMlaKv;
    QTest::newRow("llama.cpp 7217 (row LC09)") << Engine::LlamaCpp << "7217" << EngineProfile::LlamaCppSwaMlaKv;
    QTest::newRow("llama.cpp b7500 (after PR #18148)")
        << Engine::LlamaCpp << "b7500" << EngineProfile::LlamaCppOutputFirstMlaKv;
    QTest::newRow("llama.cpp b7820") << Engine::LlamaCpp << "b7820" << EngineProfile::LlamaCpp;
    QTest::newRow("llama.cpp b999999999") << Engine::LlamaCpp << "b999999999" << EngineProfile::LlamaCpp;
    QTest::newRow("ik_llama.cpp 3762") << Engine::IkLlamaCpp << "3762" << EngineProfile::IkLlamaCpp;
    QTest::newRow("ik_llama.cpp b3762") << Engine::IkLlamaCpp << "b3762" << EngineProfile::IkLlamaCpp;
    // Ollama: x.y.z[-rcN], optional "v"; boundaries 0.7.0, 0.9.3.
    QTest::newRow("ollama 0.5.7") << Engine::Ollama << "0.5.7" << EngineProfile::OllamaBeforeMla;
    QTest::newRow("ollama v0.5.7") << Engine::Ollama << "v0.5.7" << EngineProfile::OllamaBeforeMla;
    QTest::newRow("ollama 0.9.0") << Engine::Ollama << "0.9.0" << EngineProfile::OllamaUncapped;
    QTest::newRow("ollama 0.9.3") << Engine::Ollama << "0.9.3" << EngineProfile::Ollama;
    QTest::newRow("ollama 0.12.0-rc1") << Engine::Ollama << "0.12.0-rc1" << EngineProfile::Ollama;
    QTest::newRow("generic empty") << Engine::Generic << "" << EngineProfile::Generic;
}

void TestEngineVersion::parsing()
{
    QFETCH(Engine, engine);
    QFETCH(QString, release);
    QFETCH(EngineProfile, profile);
    std::string error;
    const std::optional<EngineProfile> parsed = profileForRelease(engine, release.toStdString(), &error);
    QVERIFY2(parsed.has_value(), error.c_str());
    QCOMPARE(profileKey(*parsed), profileKey(profile));
    QVERIFY(profileEngine(*parsed) == engine);
    QVERIFY(error.empty());
}

void TestEngineVersion::refusals_data()
{
    QTest::addColumn<Engine>("engine");
    QTest::addColumn<QString>("release");
    QTest::addColumn<QString>("mentions"); // the engine's name and an example in the sentence
    QTest::newRow("vllm word") << Engine::Vllm << "latest"
                               << "0.8.5";
    QTest::newRow("vllm build") << Engine::Vllm << "b5300"
                                << "vLLM";
    QTest::newRow("vllm one component") << Engine::Vllm << "1"
                                        << "vLLM";
    QTest::newRow("vllm five components") << Engine::Vllm << "0.1.2.3.4"
                                          << "vLLM";
    QTest::newRow("vllm empty post") << Engine::Vllm << "0.8.5.post"
                                     << "vLLM";
    QTest::newRow("vllm empty local") << Engine::Vllm << "0.8.5+"
                                      << "vLLM";
    QTest::newRow("vllm double dot") << Engine::Vllm << "0..1"
                                     << "vLLM";
    QTest::newRow("vllm ten digits") << Engine::Vllm << "1234567890.1.1"
                                     << "vLLM";
    QTest::newRow("vllm space") << Engine::Vllm << "0.8.5 "
                                << "vLLM";
    QTest::newRow("llama.cpp release") << Engine::LlamaCpp << "0.5.7"
                                       << "b5300";
    QTest::newRow("llama.cpp b alone") << Engine::LlamaCpp << "b"
                                       << "llama.cpp";
    QTest::newRow("llama.cpp bb") << Engine::LlamaCpp << "bb5300"
                                  << "llama.cpp";
    QTest::newRow("llama.cpp suffix") << Engine::LlamaCpp << "5300a"
                                      << "llama.cpp";
    QTest::newRow("llama.cpp negative") << Engine::LlamaCpp << "-1"
                                        << "llama.cpp";
    QTest::newRow("ik_llama.cpp dotted") << Engine::IkLlamaCpp << "0.1.0"
                                         << "3762";
    QTest::newRow("ollama build") << Engine::Ollama << "b5300"
                                  << "0.5.7";
    QTest::newRow("ollama post") << Engine::Ollama << "0.5.7.post1"
                                 << "Ollama";
    QTest::newRow("generic any") << Engine::Generic << "4.46.0"
                                 << "generic";
    QTest::newRow("too long") << Engine::Vllm << QString(65, QLatin1Char('1')) << "...";
}

void TestEngineVersion::refusals()
{
    QFETCH(Engine, engine);
    QFETCH(QString, release);
    QFETCH(QString, mentions);
    std::string error;
    QVERIFY(!profileForRelease(engine, release.toStdString(), &error).has_value());
    QVERIFY2(QString::fromStdString(error).contains(mentions), error.c_str());
    QVERIFY(!profileForRelease(engine, release.toStdString()).has_value()); // no error pointer: no crash
}

void TestEngineVersion::defaultIsCurrent()
{
    // No version = the current release = the EngineSettings defaults: applying the current profile changes
    // nothing, so every existing estimate is unchanged.
    for (const Engine e : {Engine::Generic, Engine::LlamaCpp, Engine::Vllm, Engine::Ollama, Engine::IkLlamaCpp}) {
        const EngineSettings defaults = defaultSettings(e);
        EngineSettings applied = defaults;
        applyEngineProfile(currentProfile(e), applied);
        QCOMPARE(applied.vllmV0, defaults.vllmV0);
        QCOMPARE(applied.vllmV0ChunkedTokens, defaults.vllmV0ChunkedTokens);
        QVERIFY(applied.mlaCache == defaults.mlaCache);
        QCOMPARE(applied.slidingWindowCache, defaults.slidingWindowCache);
        QCOMPARE(applied.ollamaCapsContext, defaults.ollamaCapsContext);
        QVERIFY(profileForRelease(e, "") == currentProfile(e));
        if (e != Engine::Generic)
            QVERIFY(profileForRelease(e, currentReleaseName(e)) == currentProfile(e));
    }
    // A profile leaves the user's knobs alone.
    EngineSettings knobs = defaultSettings(Engine::Vllm);
    knobs.gpuMemoryUtilizationPermille = 500;
    knobs.maxNumSeqs = 7;
    applyEngineProfile(EngineProfile::VllmV0Before065, knobs);
    QCOMPARE(knobs.gpuMemoryUtilizationPermille, 500);
    QCOMPARE(knobs.maxNumSeqs, 7);
    QVERIFY(knobs.vllmV0);
    QCOMPARE(knobs.vllmV0ChunkedTokens, std::int64_t{512});
}

void TestEngineVersion::knownReleases()
{
    std::set<std::string_view> keys;
    for (const Engine e : {Engine::Generic, Engine::LlamaCpp, Engine::Vllm, Engine::Ollama, Engine::IkLlamaCpp}) {
        const std::vector<EngineRelease> releases = headroom::fit::knownReleases(e);
        QCOMPARE(releases.empty(), e == Engine::Generic);
        for (const EngineRelease &r : releases) {
            // Each listed name parses to the profile listed with it, and describes it.
            QVERIFY2(profileForRelease(e, r.name) == r.profile, r.name.c_str());
            QCOMPARE(r.description, std::string(profileDescription(r.profile)));
            QVERIFY(!r.description.empty());
            keys.insert(profileKey(r.profile));
        }
        if (!releases.empty())
            QVERIFY(releases.back().profile == currentProfile(e));
    }
    // Every non-generic profile is listed once at least, under a distinct key.
    QCOMPARE(keys.size(), std::size_t(13));
    QVERIFY(profileKey(EngineProfile(-1)).empty());
}

void TestEngineVersion::mlaCache_data()
{
    QTest::addColumn<Engine>("engine");
    QTest::addColumn<QString>("release");
    QTest::addColumn<qint64>("bytesPerToken");
    QTest::addColumn<AssumptionId>("said");
    // DeepSeek-V3, f16 (vLLM bf16), 61 layers.
    // Per-head K 192 and V 128 for 128 heads: 128 x (192 + 128) x 2 = 81,920 bytes per layer, x 61 =
    // 4,997,120 per token; at n_ctx 4096: K 61 x 4096 x 24576 x 2 = 11,712 MiB, V 61 x 4096 x 16384 x 2 =
    // 7,808 MiB, 19,520 MiB in all, as [DSV3-PRE-MLA] prints.
    QTest::newRow("llama.cpp b5046") << Engine::LlamaCpp << "b5046" << 4'997'120LL << AssumptionId::MlaPerHead;
    QTest::newRow("ollama 0.5.7") << Engine::Ollama << "0.5.7" << 4'997'120LL << AssumptionId::MlaPerHead;
    // Latent K (512 + 64) and a V of 512, one KV head (GGUF key_length 576, value_length 512):
    // (576 + 512) x 2 = 2,176 bytes per layer, x 61 = 132,736.
    QTest::newRow("llama.cpp b5300") << Engine::LlamaCpp << "b5300" << 132'736LL << AssumptionId::MlaLatentAndValue;
    QTest::newRow("llama.cpp 7217") << Engine::LlamaCpp << "7217" << 132'736LL << AssumptionId::MlaLatentAndValue;
    // Latent K only: 576 x 2 = 1,152 bytes per layer, x 61 = 70,272.
    QTest::newRow("llama.cpp current") << Engine::LlamaCpp << "" << 70'272LL << AssumptionId::MlaLatent;
    QTest::newRow("ollama 0.9.0") << Engine::Ollama << "0.9.0" << 70'272LL << AssumptionId::MlaLatent;
    // vLLM before 0.7.1: per-head K 192 and V padded to 192: 128 x 384 x 2 = 98,304 per layer, x 61 =
    // 5,996,544 (TP 1).
    QTest::newRow("vllm 0.6.4") << Engine::Vllm << "0.6.4" << 5'996'544LL << AssumptionId::MlaPerHead;
    // vLLM 0.7.1+ (V0 MLA) and V1: MLAAttentionSpec, one head of 576, 70,272.
    QTest::newRow("vllm 0.7.3") << Engine::Vllm << "0.7.3" << 70'272LL << AssumptionId::VllmV0Engine;
    QTest::newRow("vllm 0.11.0") << Engine::Vllm << "0.11.0" << 70'272LL << AssumptionId::VllmBudget;
}

void TestEngineVersion::mlaCache()
{
    QFETCH(Engine, engine);
    QFETCH(QString, release);
    QFETCH(qint64, bytesPerToken);
    QFETCH(AssumptionId, said);
    Scenario s = scenario(deepseekV3(), engine, release.toLatin1().constData(), 4096, 1LL << 42);
    if (engine == Engine::Vllm)
        s.kvCache = KvCacheDtype::BF16;
    const Estimate e = estimated(s);
    QCOMPARE(e.kvCacheBytesPerToken, bytesPerToken);
    QCOMPARE(e.kvCacheByAttention.mla, e.perDevice.kvCache);
    // 4096 tokens: 16 llama.cpp padding units of 256 cells, or 256 vLLM blocks of 16 tokens.
    QCOMPARE(e.perDevice.kvCache, bytesPerToken * 4096);
    QVERIFY2(has(e, said), release.toLatin1().constData());
    if (engine == Engine::LlamaCpp && release == QLatin1String("b5046")) {
        QCOMPARE(e.perDevice.kvCache, 19'520 * MiB); // [DSV3-PRE-MLA]
        const Assumption *a = find(e, AssumptionId::MlaPerHead);
        QVERIFY(a && a->args == (std::vector<AssumptionArg>{std::int64_t{192}, std::int64_t{128}}));
    }
}

void TestEngineVersion::vllmV0Profile()
{
    // [VL16]: Meta-Llama-3-8B at its default max_model_len 8192 on a GPU of 79.22 GiB, utilization 0.9.
    // 79.22 GiB = 85,061,085,880 bytes; requested = floor(x 0.9) = 76,554,977,292 (71.30 GiB; log 71.29).
    // Weights bf16 8,030,261,248 x 2 = 16,060,522,496 (14.96 GiB, as logged).
    // V0 (0.6.5 - 0.7.x), chunked prefill off below 32K: T = max(8192, 2048) = 8192, S = min(256, T) = 256.
    //   forward = 2 T (2h + max(q 4096 + kv 2 x 8 x 128 + o 4096 = 10,240, FFN 3 x 14336 = 43,008))
    //           = 2 x 8192 x 51,200 = 838,860,800;
    //   sampler = 2 T h + S V 38 = 67,108,864 + 256 x 128,256 x 38 = 1,314,783,232 (1.22 GiB; log 1.26 GiB);
    //   available = 76,554,977,292 - 16,060,522,496 - 1,314,783,232 - 1,921,997,864 (1.79 GiB non-torch)
    //             = 57,257,673,700 (53.33 GiB; log 53.29 GiB).
    //   "# GPU blocks": page 16 x 32 layers x 8 heads x (128 + 128) x 2 = 2,097,152 -> 27,302 blocks.
    const qint64 memory = 85'061'085'880;
    Scenario s = scenario(llama3_8b(8192), Engine::Vllm, "0.6.6", 8192, memory);
    s.kvCache = KvCacheDtype::BF16;
    Estimate e = estimated(s);
    QCOMPARE(e.perDevice.weights, 16'060'522'496LL);
    QCOMPARE(e.perDevice.activations, 1'314'783'232LL);
    QCOMPARE(e.perDevice.runtime, kVllmV0NonTorchBytes);
    QCOMPARE(e.availableKvCacheBytes, 57'257'673'700LL);
    QCOMPARE(e.kvCacheBlocks, 27'302LL);
    QCOMPARE(e.kvCacheTokensCapacity, 27'302LL * 16);
    // 27,302 blocks / cdiv(8192, 16) = 512 per request -> 53 sequences (max_num_seqs 256 does not bind).
    QCOMPARE(e.maxConcurrency, 53LL);
    QVERIFY(has(e, AssumptionId::VllmV0Engine));
    const double measuredActivation = 1.26 * double(GiB);
    QVERIFY(std::abs(double(e.perDevice.activations) - measuredActivation) < 0.03 * measuredActivation);
    const double measuredAvailable = 53.29 * double(GiB);
    QVERIFY(std::abs(double(e.availableKvCacheBytes) - measuredAvailable) < 0.002 * measuredAvailable);

    // The current (V1) rules on the same GPU: T = 8192, S = 1024 (>= 70 GiB, not an A100): sampler
    // 67,108,864 + 1024 x 128,256 x 38 = 5,057,806,336 (4.71 GiB), far from the 1.26 GiB V0 logged.
    s = scenario(llama3_8b(8192), Engine::Vllm, "", 8192, memory);
    s.kvCache = KvCacheDtype::BF16;
    e = estimated(s);
    QCOMPARE(e.perDevice.activations, 5'057'806'336LL);
    QVERIFY(!has(e, AssumptionId::VllmV0Engine));
}

void TestEngineVersion::vllmV0ChunkedPrefill()
{
    // Llama-3.1-8B (131072 trained) under V0 on the VL16 GPU: the profile step follows max_model_len.
    const qint64 memory = 85'061'085'880;
    const auto activation = [&](const char *release, qint64 context) {
        Scenario s = scenario(llama3_8b(131072), Engine::Vllm, release, context, memory);
        return estimated(s).perDevice.activations;
    };
    // 32768 is not above 32K: chunked prefill off, T = 32768: forward 2 x 32768 x 51,200 = 3,355,443,200;
    // sampler 2 x 32768 x 4096 + 1,247,674,368 = 1,516,109,824 -> 3,355,443,200.
    QCOMPARE(activation("0.6.6", 32768), 3'355'443'200LL);
    // 65536: chunked prefill on, T = 2048 (PR #10544): forward 209,715,200; sampler 16,777,216 +
    // 1,247,674,368 = 1,264,451,584.
    QCOMPARE(activation("0.6.6", 65536), 1'264'451'584LL);
    // 0.6.4 chunks 512 tokens: sampler 4,194,304 + 1,247,674,368 = 1,251,868,672.
    QCOMPARE(activation("0.6.4", 65536), 1'251'868'672LL);
    // --max-num-batched-tokens fixes T: 4096 at 65536 -> forward 2 x 4096 x 51,200 = 419,430,400, sampler
    // 33,554,432 + 1,247,674,368 = 1,281,228,800.
    Scenario s = scenario(llama3_8b(131072), Engine::Vllm, "0.6.6", 65536, memory);
    s.engine.maxNumBatchedTokens = 4096;
    QCOMPARE(estimated(s).perDevice.activations, 1'281'228'800LL);

    // The solvers see the per-context budget: at 32768, available = 76,554,977,292 - 16,060,522,496 -
    // 3,355,443,200 - 1,921,997,864 = 55,217,013,732 -> 26,329 blocks of 2,097,152; a request needs
    // 32768 / 16 = 2048 -> 12 sequences, from estimate() and from maxConcurrencyAt() of an 8192 scenario.
    s = scenario(llama3_8b(131072), Engine::Vllm, "0.6.6", 32768, memory);
    const Estimate e = estimated(s);
    QCOMPARE(e.kvCacheBlocks, 26'329LL);
    QCOMPARE(e.maxConcurrency, 12LL);
    s.workload.contextTokens = 8192;
    const Result<Solution> at = maxConcurrencyAt(s, 32768);
    QVERIFY(at.ok());
    QCOMPARE(at.value->value, 12LL);
}

void TestEngineVersion::vllmV0OneBlockPool()
{
    // gpt-oss-20b under V0 (0.7.3): every attention layer keeps the full context in one pool, sliding
    // layers included: one 8192-token request = 512 blocks x (16 x 24 layers x 8 x (64 + 64) x 2 = 786,432)
    // = 402,653,184 bytes = 8192 x 24 x 8 x 128 x 2.
    Scenario s = scenario(gptOss20b(), Engine::Vllm, "0.7.3", 8192);
    s.kvCache = KvCacheDtype::BF16;
    Estimate e = estimated(s);
    QCOMPARE(e.perDevice.kvCache, 402'653'184LL);
    QCOMPARE(e.kvCacheByAttention.slidingWindow, 0LL);
    QCOMPARE(e.kvCacheBlocksPerSequence, 512LL);
    // V1 keeps a sliding group of cdiv(min(127 + 8192, 8192), 16) + 1 = 513 blocks and a full one of 512:
    // the sliding share is not zero.
    s = scenario(gptOss20b(), Engine::Vllm, "0.11.0", 8192);
    s.kvCache = KvCacheDtype::BF16;
    e = estimated(s);
    QVERIFY(e.kvCacheByAttention.slidingWindow > 0);
}

void TestEngineVersion::slidingWindowCache()
{
    // gpt-oss-20b at -c 131072 -ub 2048 (row LC09). Build 7217 has the sliding-window cache:
    // PAD256(min(131072, 128 x 1 + 2048)) = 2304 cells x 12 layers x 8 x (64 + 64) x 2 = 54.00 MiB, as LC09
    // prints (K 27.00 + V 27.00 MiB). Builds before PR #13194 (b5300) keep the 12 sliding layers at full
    // size: 131072 x 24,576 = 3,072 MiB.
    const auto sliding = [](const char *release) {
        Scenario s = scenario(gptOss20b(), Engine::LlamaCpp, release, 131072, 1LL << 40);
        s.engine.ubatch = 2048;
        const Estimate e = estimated(s);
        return std::pair<qint64, bool>(e.kvCacheByAttention.slidingWindow, has(e, AssumptionId::SlidingFullContext));
    };
    QCOMPARE(sliding("7217").first, 54 * MiB);
    QVERIFY(!sliding("7217").second);
    QCOMPARE(sliding("b5300").first, 3'072 * MiB);
    QVERIFY(sliding("b5300").second);
    QCOMPARE(sliding("").first, 54 * MiB);
}

void TestEngineVersion::phi3FullAttention()
{
    // Phi-3-mini-4k on llama.cpp: one token of one layer is 32 heads x 96 x (K + V) x 2 = 12,288 bytes, x 32
    // layers = 393,216. At n_ctx 2048 that is 768 MiB (K 384 + V 384), as [PHI3] prints.
    Estimate e = estimated(scenario(phi3Mini(), Engine::LlamaCpp, "b4000", 2048));
    QCOMPARE(e.perDevice.kvCache, 768 * MiB);
    // At 4096 llama.cpp keeps every layer full: 4096 x 393,216 = 1,610,612,736 (1,536 MiB), not the
    // PAD256(2047 + 512) = 2560 cells (960 MiB) a sliding-window layer would keep; every build (PR #13676).
    for (const char *release : {"b4000", "b6000", ""}) {
        e = estimated(scenario(phi3Mini(), Engine::LlamaCpp, release, 4096));
        QCOMPARE(e.perDevice.kvCache, 1'536 * MiB);
        QCOMPARE(e.kvCacheByAttention.slidingWindow, 0LL);
        QCOMPARE(e.kvCacheByAttention.fullAttention, 1'536 * MiB);
        QVERIFY(has(e, AssumptionId::SlidingWindowIgnored));
        QVERIFY(!has(e, AssumptionId::SlidingWindowCells));
    }
    // Ollama's runner is llama.cpp: the same 1,536 MiB. Transformers keeps the window: 2047 x 393,216.
    QCOMPARE(estimated(scenario(phi3Mini(), Engine::Ollama, "", 4096)).perDevice.kvCache, 1'536 * MiB);
    e = estimated(scenario(phi3Mini(), Engine::Generic, "", 4096));
    QCOMPARE(e.perDevice.kvCache, 2047LL * 393'216);
    QVERIFY(!has(e, AssumptionId::SlidingWindowIgnored));
}

void TestEngineVersion::contextAboveTrained()
{
    // Phi-3-mini-4k (trained on 4096 tokens) at 8192. llama.cpp runs it with "n_ctx_per_seq (8192) >
    // n_ctx_train (4096) -- possible training context overflow" (the warning quoted in ollama PR #11175):
    // 8192 x 393,216 = 3,072 MiB and an assumption saying so.
    for (const Engine engine : {Engine::LlamaCpp, Engine::IkLlamaCpp}) {
        const Scenario s = scenario(phi3Mini(), engine, "", 8192);
        QVERIFY(!validate(s).has_value());
        const Estimate e = estimated(s);
        QCOMPARE(e.perDevice.kvCache, 3'072 * MiB);
        const Assumption *a = find(e, AssumptionId::ContextAboveTrained);
        QVERIFY(a && a->args == (std::vector<AssumptionArg>{std::int64_t{8192}, std::int64_t{4096}}));
        QCOMPARE(assumptionText(*a),
                 std::string("The context of 8192 tokens is longer than the 4096 tokens the model was trained on; "
                             "llama.cpp runs it with a warning (possible training context overflow), and the output "
                             "past the trained length may degrade."));
    }
    // Ollama since PR #11175 caps num_ctx at 4096: 1,536 MiB; 0.5.7 passes 8192 through: 3,072 MiB.
    Estimate e = estimated(scenario(phi3Mini(), Engine::Ollama, "", 8192));
    QCOMPARE(e.engineContextTokens, 4096LL);
    QCOMPARE(e.perDevice.kvCache, 1'536 * MiB);
    QVERIFY(has(e, AssumptionId::OllamaContextCapped));
    e = estimated(scenario(phi3Mini(), Engine::Ollama, "0.5.7", 8192));
    QCOMPARE(e.engineContextTokens, 8192LL);
    QCOMPARE(e.perDevice.kvCache, 3'072 * MiB);
    QVERIFY(has(e, AssumptionId::ContextAboveTrained));
    // vLLM refuses max_model_len above the derived maximum (without VLLM_ALLOW_LONG_MAX_MODEL_LEN) and
    // Transformers has no such run: refused as before, whatever the release.
    for (const auto &[engine, release] :
         {std::pair<Engine, const char *>{Engine::Vllm, ""}, std::pair<Engine, const char *>{Engine::Vllm, "0.6.4"},
          std::pair<Engine, const char *>{Engine::Generic, ""}}) {
        const std::optional<Error> refused = validate(scenario(phi3Mini(), engine, release, 8192));
        QVERIFY(refused.has_value());
        QCOMPARE(refused->field, std::string("context"));
    }
    // The solvers still stop at the trained context (Constraint::ModelContext) for every engine.
    const Result<Solution> longest = maxContextAt(scenario(phi3Mini(), Engine::LlamaCpp, "", 2048), 1);
    QVERIFY(longest.ok());
    QCOMPARE(longest.value->value, 4096LL);
    QVERIFY(longest.value->binding == Constraint::ModelContext);
}

QTEST_APPLESS_MAIN(TestEngineVersion)
#include "tst_engineversion.moc"
