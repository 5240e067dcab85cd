// SPDX-License-Identifier: GPL-3.0-or-later
// Tests for app/fit/solvers.h: largest concurrency at a context, largest context at a concurrency,
// fewest GPUs, KV token capacity and the context sweep. Expected values are summed by hand from the
// published configs (URLs at each model); boundary rows also check that the answer fits and one more
// does not, so a solver that is off by one fails.

#include <fit/solvers.h>

#include <QTest>

using namespace headroom::fit;

Q_DECLARE_METATYPE(headroom::fit::Scenario)

namespace {

constexpr qint64 GiB = 1024LL * 1024 * 1024;
// Driver totals (nvidia-smi MiB * 2^20): RTX 4090 24,564 MiB; H100 80GB 81,559 MiB.
constexpr qint64 kRtx4090Bytes = 25'757'220'864;
constexpr qint64 kH100Bytes = 85'520'809'984;

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
    return m;
}

// https://huggingface.co/meta-llama/Llama-3.1-8B/blob/main/config.json
ModelSpec llama31_8b()
{
    ModelSpec m = dense(32, 32, 8, 128, 4096, 14336, 128256);
    m.parameterCount = 8'030'261'248;
    m.maxContextTokens = 131072;
    return m;
}

// https://huggingface.co/meta-llama/Llama-3.1-70B/blob/main/config.json
ModelSpec llama31_70b()
{
    ModelSpec m = dense(80, 64, 8, 128, 8192, 28672, 128256);
    m.parameterCount = 70'553'706'496;
    m.maxContextTokens = 131072;
    return m;
}

// https://huggingface.co/Qwen/Qwen2.5-7B-Instruct/blob/main/config.json (28 heads, 4 KV heads)
ModelSpec qwen25_7b()
{
    ModelSpec m = dense(28, 28, 4, 128, 3584, 18944, 152064);
    m.parameterCount = 7'615'616'512;
    m.maxContextTokens = 32768;
    m.attentionBias = true;
    return m;
}

Scenario scenario(ModelSpec model, Engine engine, qint64 memory, qint64 context, int concurrency)
{
    Scenario s;
    s.model = std::move(model);
    s.engine = defaultSettings(engine);
    s.hardware.gpuId = "h100-80gb";
    s.hardware.memoryBytes = memory;
    s.workload.contextTokens = context;
    s.workload.concurrency = concurrency;
    return s;
}

bool fitsAt(Scenario s, qint64 context, qint64 concurrency)
{
    s.workload.contextTokens = context;
    s.workload.concurrency = int(concurrency);
    s.model.maxContextTokens = 0;
    const Result<Estimate> r = estimate(s, EstimateDetail::Numbers);
    return r.ok() && r.value->fits;
}

} // namespace

class TestSolvers : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void maxConcurrency_data();
    void maxConcurrency();
    void maxConcurrencyMatchesScan();
    void maxContext_data();
    void maxContext();
    void minGpus_data();
    void minGpus();
    void kvTokenCapacity_data();
    void kvTokenCapacity();
    void sweep();
    void errors();
};

void TestSolvers::maxConcurrency_data()
{
    QTest::addColumn<Scenario>("scenario");
    QTest::addColumn<qint64>("context");
    QTest::addColumn<qint64>("expected");
    QTest::addColumn<int>("binding");
    // Generic, Llama-3.1-8B bf16 on an RTX 4090 (hand-worked in tst_fitmodel estimate_data): 8 sequences
    // of 8192 tokens; 525 of 128 tokens.
    const Scenario generic = scenario(llama31_8b(), Engine::Generic, kRtx4090Bytes, 4096, 1);
    QTest::newRow("generic 8192") << generic << 8192LL << 8LL << int(Constraint::GpuMemory);
    QTest::newRow("generic 128") << generic << 128LL << 525LL << int(Constraint::GpuMemory);
    // vLLM on an 80 GiB H100-class GPU (hand-worked in tst_engine vllmBudget): 26,721 blocks of 16
    // tokens; 8192 tokens need 512 blocks -> 52.
    const Scenario vllm = scenario(llama31_8b(), Engine::Vllm, 80 * GiB, 4096, 1);
    QTest::newRow("vllm 8192") << vllm << 8192LL << 52LL << int(Constraint::KvCacheBudget);
    // 16 tokens need one block: 26,721 requests by memory, but max_num_seqs is 1024.
    QTest::newRow("vllm 16") << vllm << 16LL << 1024LL << int(Constraint::SchedulerLimit);
    // llama.cpp on the RTX 4090 at 8192 tokens: checked at the boundary below.
    QTest::newRow("llama.cpp 8192") << scenario(llama31_8b(), Engine::LlamaCpp, kRtx4090Bytes, 4096, 1) << 8192LL
                                    << -1LL << int(Constraint::GpuMemory);
}

void TestSolvers::maxConcurrency()
{
    QFETCH(Scenario, scenario);
    QFETCH(qint64, context);
    QFETCH(qint64, expected);
    QFETCH(int, binding);
    const Result<Solution> r = maxConcurrencyAt(scenario, context);
    QVERIFY(r.ok());
    if (expected >= 0)
        QCOMPARE(r.value->value, expected);
    QCOMPARE(int(r.value->binding), binding);
    QVERIFY(r.value->value > 0);
    QVERIFY(fitsAt(scenario, context, r.value->value));
    QVERIFY(!fitsAt(scenario, context, r.value->value + 1));
    // The same answer as the estimate's own maxConcurrency.
    scenario.workload.contextTokens = context;
    QCOMPARE(estimate(scenario).value->maxConcurrency, r.value->value);
}

void TestSolvers::maxConcurrencyMatchesScan()
{
    // The galloping search against a plain scan n = 1, 2, ... on GPUs small enough that the answer stays
    // below 400, for every engine whose total it searches (padding, sliding windows and compute buffers
    // make the total only roughly linear in n).
    ModelSpec gptOss = dense(24, 64, 8, 64, 2880, 2880, 201088); // openai/gpt-oss-20b config.json
    gptOss.parameterCount = 20'910'000'000;
    gptOss.experts = 32;
    gptOss.expertsPerToken = 4;
    gptOss.slidingWindow = 128;
    for (int l = 0; l < 24; ++l)
        gptOss.layerSpecs.push_back(
            LayerSpec{l % 2 == 0 ? AttentionKind::SlidingWindow : AttentionKind::Full, 8, true});
    int checkedCases = 0;
    for (const Engine engine : {Engine::Generic, Engine::LlamaCpp, Engine::Ollama, Engine::IkLlamaCpp}) {
        for (const ModelSpec &model : {llama31_8b(), gptOss}) {
            for (const qint64 context : {100LL, 777LL, 4096LL, 20000LL}) {
                for (const qint64 spare : {1LL * GiB, 3LL * GiB, 7LL * GiB}) {
                    Scenario s = scenario(model, engine, 1, context, 1);
                    s.hardware.memoryBytes = model.parameterCount * 2 + spare;
                    qint64 scan = 0;
                    while (scan < 400 && fitsAt(s, context, scan + 1))
                        ++scan;
                    if (scan == 400)
                        continue; // too many to scan
                    const Result<Solution> r = maxConcurrencyAt(s, context);
                    QVERIFY(r.ok());
                    QCOMPARE(r.value->value, scan);
                    ++checkedCases;
                }
            }
        }
    }
    QVERIFY(checkedCases > 50);
}

void TestSolvers::maxContext_data()
{
    QTest::addColumn<Scenario>("scenario");
    QTest::addColumn<int>("concurrency");
    QTest::addColumn<qint64>("expected");
    QTest::addColumn<int>("binding");
    // Generic, Llama-3.1-8B on an RTX 4090, one sequence of n >= 512 tokens:
    //   16,060,522,496 weights + 536,870,912 runtime + FFN 67,108,864 + logits 513,024 = 16,665,015,296
    //   + n * (131,072 KV + 1,024 KQ) <= 25,757,220,864  ->  n <= 9,092,205,568 / 132,096 = 68,830.3.
    QTest::newRow("generic x1") << scenario(llama31_8b(), Engine::Generic, kRtx4090Bytes, 1, 1) << 1 << 68'830LL
                                << int(Constraint::GpuMemory);
    // vLLM, 80 GiB: 26,721 blocks; one sequence could use 427,536 tokens but the model stops at 131,072.
    QTest::newRow("vllm x1") << scenario(llama31_8b(), Engine::Vllm, 80 * GiB, 1, 1) << 1 << 131'072LL
                             << int(Constraint::ModelContext);
    // Four sequences: floor(26,721 / 4) = 6,680 blocks each = 106,880 tokens.
    QTest::newRow("vllm x4") << scenario(llama31_8b(), Engine::Vllm, 80 * GiB, 1, 1) << 4 << 106'880LL
                             << int(Constraint::KvCacheBudget);
    // llama.cpp with -np 2: checked at the boundary below.
    QTest::newRow("llama.cpp x2") << scenario(llama31_8b(), Engine::LlamaCpp, kRtx4090Bytes, 1, 1) << 2 << -1LL
                                  << int(Constraint::GpuMemory);
    // Nothing fits: the weights alone exceed an 8 GiB GPU.
    QTest::newRow("too small") << scenario(llama31_8b(), Engine::Generic, 8 * GiB, 1, 1) << 1 << 0LL
                               << int(Constraint::GpuMemory);
}

void TestSolvers::maxContext()
{
    QFETCH(Scenario, scenario);
    QFETCH(int, concurrency);
    QFETCH(qint64, expected);
    QFETCH(int, binding);
    const Result<Solution> r = maxContextAt(scenario, concurrency);
    QVERIFY(r.ok());
    if (expected >= 0)
        QCOMPARE(r.value->value, expected);
    QCOMPARE(int(r.value->binding), binding);
    if (r.value->value > 0) {
        QVERIFY(fitsAt(scenario, r.value->value, concurrency));
        if (r.value->binding != Constraint::ModelContext)
            QVERIFY(!fitsAt(scenario, r.value->value + 1, concurrency));
    } else {
        QVERIFY(!fitsAt(scenario, 1, concurrency));
    }
}

void TestSolvers::minGpus_data()
{
    QTest::addColumn<Scenario>("scenario");
    QTest::addColumn<int>("maxGpus");
    QTest::addColumn<qint64>("expected");
    // Llama-3.1-70B bf16, 32768 tokens, H100: one GPU cannot hold 141,107,412,992 bytes of weights.
    // t = 2: weights 70,553,706,496 + KV 80 * 4 heads * 512 * 32768 = 5,368,709,120 + activations
    // (512 * (8192 + 28672) * 4 = 75,497,472 + 32768 * 512 * 2 = 33,554,432 + 513,024) + 536,870,912
    // = 76,568,851,456 <= 85,520,809,984.
    QTest::newRow("llama-3.1-70b") << scenario(llama31_70b(), Engine::Generic, kH100Bytes, 32768, 1) << 64 << 2LL;
    // Qwen2.5-7B (28 heads, 4 KV heads) on a 2 GiB GPU: t = 1, 2, 4 cannot hold the weights
    // (15,231,233,024 / 4 = 3,807,808,256 > 2 GiB); t = 7 and 14 are not allowed (the 4 KV heads can be
    // neither split nor replicated evenly); t = 28: weights 543,972,608 + KV 28 * 1 head * 512 * 4096 =
    // 58,720,256 + activations 512 * (3584 + 1354) * 4 + 4096 * 512 * 2 + 608,256 = 14,915,584 +
    // 536,870,912 = 1,154,479,360 <= 2,147,483,648.
    QTest::newRow("qwen2.5-7b on 2 GiB") << scenario(qwen25_7b(), Engine::Generic, 2 * GiB, 4096, 1) << 64 << 28LL;
    QTest::newRow("qwen2.5-7b up to 16") << scenario(qwen25_7b(), Engine::Generic, 2 * GiB, 4096, 1) << 16 << 0LL;
}

void TestSolvers::minGpus()
{
    QFETCH(Scenario, scenario);
    QFETCH(int, maxGpus);
    QFETCH(qint64, expected);
    const Result<Solution> r = headroom::fit::minGpus(scenario, maxGpus);
    QVERIFY(r.ok());
    QCOMPARE(r.value->value, expected);
    QCOMPARE(int(r.value->binding), int(expected > 0 ? Constraint::None : Constraint::NoParallelism));
}

void TestSolvers::kvTokenCapacity_data()
{
    QTest::addColumn<Scenario>("scenario");
    QTest::addColumn<qint64>("expected");
    // vLLM: the pool's 26,721 blocks of 16 = 427,536 tokens (tst_engine vllmBudget).
    QTest::newRow("vllm") << scenario(llama31_8b(), Engine::Vllm, 80 * GiB, 4096, 1) << 427'536LL;
    // Generic: the largest single sequence, 68,830 tokens (maxContext above).
    QTest::newRow("generic") << scenario(llama31_8b(), Engine::Generic, kRtx4090Bytes, 4096, 1) << 68'830LL;
    // The model's 131,072-token limit does not cap the capacity: 64 GiB leaves room for more.
    QTest::newRow("generic beyond the model") << scenario(llama31_8b(), Engine::Generic, 64 * GiB, 4096, 1) << -1LL;
}

void TestSolvers::kvTokenCapacity()
{
    QFETCH(Scenario, scenario);
    QFETCH(qint64, expected);
    const Result<Solution> r = headroom::fit::kvTokenCapacity(scenario);
    QVERIFY(r.ok());
    if (expected >= 0) {
        QCOMPARE(r.value->value, expected);
    } else {
        QVERIFY(r.value->value > scenario.model.maxContextTokens);
        QVERIFY(fitsAt(scenario, r.value->value, 1));
        QVERIFY(!fitsAt(scenario, r.value->value + 1, 1));
    }
}

void TestSolvers::sweep()
{
    // 512 contexts from 1024 to 131072 tokens for Llama-3.1-8B on an RTX 4090 (generic): each point equals
    // the estimate at that context; the KV grows by 131,072 bytes per token; fits until 68,830 tokens.
    const Scenario s = scenario(llama31_8b(), Engine::Generic, kRtx4090Bytes, 4096, 1);
    const Result<std::vector<SweepPoint>> r = sweepContext(s, 1024, 131072, 512);
    QVERIFY(r.ok());
    const std::vector<SweepPoint> &points = *r.value;
    QCOMPARE(points.size(), std::size_t(512));
    QCOMPARE(points.front().contextTokens, 1024LL);
    QCOMPARE(points.back().contextTokens, 131072LL);
    for (std::size_t i = 0; i < points.size(); i += 73) {
        Scenario at = s;
        at.workload.contextTokens = points[i].contextTokens;
        const Estimate e = *estimate(at).value;
        QCOMPARE(points[i].perDevice.total(), e.perDevice.total());
        QCOMPARE(points[i].perDevice.kvCache, points[i].contextTokens * 131'072);
        QCOMPARE(points[i].kvCacheByAttention.fullAttention, points[i].perDevice.kvCache);
        QCOMPARE(points[i].fits, e.fits);
    }
    for (std::size_t i = 1; i < points.size(); ++i) {
        QVERIFY(points[i].contextTokens > points[i - 1].contextTokens);
        QCOMPARE(points[i].fits, points[i].contextTokens <= 68'830);
    }
    // One point is the lower bound.
    const Result<std::vector<SweepPoint>> one = sweepContext(s, 2048, 4096, 1);
    QVERIFY(one.ok());
    QCOMPARE(one.value->size(), std::size_t(1));
    QCOMPARE(one.value->front().contextTokens, 2048LL);
}

void TestSolvers::errors()
{
    const Scenario s = scenario(llama31_8b(), Engine::Generic, kRtx4090Bytes, 4096, 1);
    QCOMPARE(QString::fromStdString(maxConcurrencyAt(s, 200'000).error->field), QStringLiteral("context"));
    QCOMPARE(QString::fromStdString(maxContextAt(s, 0).error->field), QStringLiteral("concurrency"));
    QCOMPARE(QString::fromStdString(headroom::fit::minGpus(s, 0).error->field), QStringLiteral("maxGpus"));
    Scenario bad = s;
    bad.model.vocabSize = 0;
    QCOMPARE(QString::fromStdString(headroom::fit::minGpus(bad).error->field), QStringLiteral("vocabSize"));
    QCOMPARE(QString::fromStdString(headroom::fit::kvTokenCapacity(bad).error->field), QStringLiteral("vocabSize"));
    QCOMPARE(QString::fromStdString(sweepContext(s, 1, 2, 0).error->field), QStringLiteral("points"));
    QCOMPARE(QString::fromStdString(sweepContext(s, 4, 2, 8).error->field), QStringLiteral("context"));
    QCOMPARE(QString::fromStdString(sweepContext(s, 1, 200'000, 8).error->field), QStringLiteral("context"));
}

QTEST_GUILESS_MAIN(TestSolvers)
#include "tst_solvers.moc"
