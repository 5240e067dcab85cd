// SPDX-License-Identifier: GPL-3.0-or-later
// The throughput roofline (fit/throughput.h), worked by hand from published configs and the formulas of
// throughput.h with the serving profile's factors (bandwidth 0.72, prefill 0.5, 42 us per layer, 23 us per
// all-reduce, throughput.cpp). The measured-data validation is tst_throughputvalidation.

#include <fit/fitmodel.h>
#include <fit/throughput.h>

#include <QTest>

using namespace headroom;

namespace {

// https://huggingface.co/meta-llama/Llama-3.1-8B/blob/main/config.json
fit::ModelSpec llama31_8b()
{
    fit::ModelSpec m;
    m.layers = 32;
    m.attentionHeads = 32;
    m.kvHeads = 8;
    m.headDim = 128;
    m.hiddenSize = 4096;
    m.intermediateSize = 14336;
    m.vocabSize = 128256;
    m.maxContextTokens = 131072;
    m.parameterCount = 8'030'261'248;
    return m;
}

// https://huggingface.co/mistralai/Mixtral-8x7B-v0.1/blob/main/config.json
fit::ModelSpec mixtral()
{
    fit::ModelSpec m;
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
    m.parameterCount = 46'702'792'704;
    return m;
}

// H100 SXM figures (NVIDIA H100 datasheet: 3.35 TB/s, 989.4 dense BF16 TFLOPS, NVLink 900 GB/s total).
fit::DeviceSpeed h100()
{
    fit::DeviceSpeed d;
    d.memoryBandwidthBytesPerSecond = 3'350'000'000'000;
    d.fp16TensorFlops = 989'400'000'000'000;
    d.fp8TensorFlops = 1'978'900'000'000'000;
    d.link = fit::Interconnect::NvLink;
    d.linkBytesPerSecond = 450'000'000'000;
    d.highBandwidthMemory = true;
    return d;
}

fit::Scenario scenario(const fit::ModelSpec &m, std::int64_t context)
{
    fit::Scenario s;
    s.model = m;
    s.weights = fit::WeightPrecision::BF16;
    s.hardware.gpuId = "h100";
    s.hardware.memoryBytes = std::int64_t{80} << 30;
    s.hardware.speed = h100();
    s.workload.contextTokens = context;
    return s;
}

fit::Throughput run(const fit::Scenario &s)
{
    const auto e = fit::estimate(s);
    if (!e.ok())
        qFatal("%s", e.error->message.c_str());
    return fit::throughput(s, *e.value);
}

} // namespace

class TestThroughput : public QObject
{
    Q_OBJECT

private slots:
    void defaultSplit()
    {
        fit::Workload w;
        w.contextTokens = 4096;
        QCOMPARE(fit::outputTokensOf(w), 1024);
        QCOMPARE(fit::promptTokensOf(w), 3072);
        w.promptTokens = 4000;
        QCOMPARE(fit::outputTokensOf(w), 96);
        w.outputTokens = 10;
        QCOMPARE(fit::promptTokensOf(w), 4000);
        QCOMPARE(fit::outputTokensOf(w), 10);
    }

    void promptMustFitTheContext()
    {
        fit::Scenario s = scenario(llama31_8b(), 1000);
        s.workload.promptTokens = 900;
        s.workload.outputTokens = 101;
        QVERIFY(fit::validate(s).has_value());
        s.workload.outputTokens = 100;
        QVERIFY(!fit::validate(s).has_value());
    }

    // Llama 3.1 8B BF16, one sequence of 4096 tokens (prompt 3072, output 1024) on one H100 SXM.
    //  weights read per step: every weight but the embedding table (one row per token):
    //    (8,030,261,248 - 525,336,576) x 2 bytes = 15,009,849,344
    //  KV read: average fill 3072 + 1024 / 2 = 3584 tokens x (2 x 32 layers x 8 heads x 128 x 2 bytes = 131,072)
    //    = 469,762,048
    //  memory 15,479,611,392 / (3.35e12 x 0.72) = 6.41775 ms; kernels 32 x 42 us = 1.344 ms;
    //  compute (2 x 7,504,658,432 + 4 x 32 x 128 x 32 x 3584) / (989.4e12 x 0.5) = 0.034 ms
    //  -> step 7.76175 ms, 128.837 tokens/s, memory-bandwidth bound.
    //  prefill of 3072: 3072 x (2 x 7,504,658,432 + 524,288 x 1536) / 494.7e12 = 98.206 ms + 1.344 ms
    //    -> 30,858.9 tokens/s, compute bound; TTFT + one step at fill 3072 (6.390 + 1.344 ms) = 107.284 ms.
    void denseDecodeAndPrefill()
    {
        const fit::Throughput t = run(scenario(llama31_8b(), 4096));
        QVERIFY(t.known);
        QCOMPARE(qRound(t.decodeMemorySeconds * 1e8), 641775);
        QCOMPARE(qRound(t.decodeTokensPerSecond * 1000), 128837);
        QCOMPARE(qRound(t.decodeTokensPerSecondAggregate * 1000), 128837);
        QCOMPARE(int(t.decodeBound), int(fit::ThroughputBound::MemoryBandwidth));
        QCOMPARE(qRound(t.prefillTokensPerSecond), 30859);
        QCOMPARE(int(t.prefillBound), int(fit::ThroughputBound::Compute));
        QCOMPARE(qRound(t.timeToFirstTokenMs * 1000), 107284);
    }

    // Mixtral 8x7B BF16, batch 1: each layer reads 2 of its 8 experts (8 x (1 - (1 - 2/8)^1) = 2).
    //  experts 32 x 8 x 3 x 4096 x 14336 = 45,097,156,608 parameters, embedding 32000 x 4096 = 131,072,000:
    //  read (46,702,792,704 - 131,072,000 - 45,097,156,608 x 6/8) x 2 bytes = 25,497,706,496
    //  + KV 2 tokens (fill 0 + 4 / 2) x 131,072 = 262,144 -> 25,497,968,640 / (3.35e12 x 0.72) = 10.57130 ms.
    void moeReadsTheRoutedExperts()
    {
        fit::Scenario s = scenario(mixtral(), 4);
        s.hardware.memoryBytes = std::int64_t{141} << 30;
        s.workload.promptTokens = 0;
        s.workload.outputTokens = 4;
        const fit::Throughput t = run(s);
        QCOMPARE(qRound(t.decodeMemorySeconds * 1e8), 1057130);
        // A large batch touches every expert: 8 x (1 - 0.75^256) = 8.
        s.workload.concurrency = 256;
        const fit::Throughput big = run(s);
        QVERIFY(big.decodeMemorySeconds > 1.9 * t.decodeMemorySeconds);
    }

    // Tensor parallel 2: 2 all-reduces per layer of 1 token x 4096 x 2 bytes, ring 2 (2-1)/2 x 8192 bytes
    // over 450 GB/s: 64 x (23 us + 8192 / 450e9 s) = 1.473165 ms.
    void tensorParallelAllReduces()
    {
        fit::Scenario s = scenario(llama31_8b(), 4096);
        s.hardware.gpuCount = 2;
        s.hardware.tensorParallel = 2;
        const fit::Throughput t = run(s);
        QCOMPARE(qRound(t.decodeInterconnectSeconds * 1e9), 1473165);
    }

    // 256 sequences of 512 tokens (prompt 384, output 128): continuous batching prefills (256 - 1) x 384 / 128
    // = 765 prompt tokens per step besides the 256 decoded ones: 1021 x (2 x 7,504,658,432 + 524,288 x 448)
    // = 1.55643e13 FLOP / 494.7e12 = 31.4622 ms, above the memory time (15,009,849,344 + 256 x 448 x 131,072)
    // / 2.412e12 = 12.455 ms: compute bound, step 32.806 ms, 30.482 tokens/s per sequence, 7,803.4 in all.
    void largeBatchIsComputeBound()
    {
        fit::Scenario s = scenario(llama31_8b(), 512);
        s.workload.concurrency = 256;
        const fit::Throughput t = run(s);
        QCOMPARE(int(t.decodeBound), int(fit::ThroughputBound::Compute));
        QCOMPARE(qRound(t.decodeComputeSeconds * 1e7), 314622);
        QCOMPARE(qRound(t.decodeTokensPerSecond * 1000), 30482);
        QCOMPARE(qRound(t.decodeTokensPerSecondAggregate * 10), 78034);
    }

    void unknownSpeed()
    {
        fit::Scenario s = scenario(llama31_8b(), 4096);
        s.hardware.speed = {};
        const fit::Throughput t = run(s);
        QVERIFY(!t.known);
        QCOMPARE(t.decodeTokensPerSecond, 0.0);
    }
};

QTEST_GUILESS_MAIN(TestThroughput)
#include "tst_throughput.moc"
