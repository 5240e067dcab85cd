// SPDX-License-Identifier: GPL-3.0-or-later
// Fuzz target: the fit model on a fit::Scenario built from the input bytes with FuzzedDataProvider:
// every engine (and out-of-range engine values), dense precisions and weight formats, per-layer specs,
// KV cache types, then the per-term functions, estimate() and one of the solvers.
// The bytes are consumed in the same order as the reliability harness
// (shared/reliability/harness/fuzz_fit.cpp), so tests/data/reliability/fit-*.bin reproduce here.
// Invariants checked (fitmodel.h, solvers.h): estimate() gives exactly one of value and error; an
// estimate's segments are non-negative and sum, without overflow, to perDevice.total(); apart from vLLM
// (whose KV pool takes the headroom), fits == (headroomBytes >= 0). No undefined behaviour (UBSan),
// and no input runs longer than libFuzzer's -timeout.

#include "fuzzcheck.h"

#include <fit/engine.h>
#include <fit/fitmodel.h>
#include <fit/placement.h>
#include <fit/solvers.h>
#include <fit/weightformat.h>

#include <fuzzer/FuzzedDataProvider.h>

#include <cstdint>
#include <cstdio>
#include <limits>

using namespace headroom::fit;

namespace {

constexpr int kIntMax = std::numeric_limits<int>::max();
constexpr int kIntMin = std::numeric_limits<int>::min();
constexpr std::int64_t kI64Max = std::numeric_limits<std::int64_t>::max();
constexpr std::int64_t kI64Min = std::numeric_limits<std::int64_t>::min();

/// Mostly small plausible values, sometimes extremes.
int pickInt(FuzzedDataProvider &p)
{
    switch (p.ConsumeIntegralInRange<int>(0, 7)) {
    case 0:
        return p.ConsumeIntegral<int>();
    case 1:
        return p.PickValueInArray({0, 1, -1, kIntMax, kIntMin, 65536, 1 << 30});
    case 2:
        return p.ConsumeIntegralInRange<int>(1, 1 << 20);
    default:
        return p.ConsumeIntegralInRange<int>(0, 256);
    }
}

std::int64_t pickI64(FuzzedDataProvider &p)
{
    switch (p.ConsumeIntegralInRange<int>(0, 5)) {
    case 0:
        return p.ConsumeIntegral<std::int64_t>();
    case 1:
        return p.PickValueInArray<std::int64_t>({0, 1, -1, kI64Max, kI64Min, 1LL << 40, 1LL << 53, 1LL << 62});
    case 2:
        return p.ConsumeIntegralInRange<std::int64_t>(1, 1LL << 40);
    default:
        return p.ConsumeIntegralInRange<std::int64_t>(0, 1 << 20);
    }
}

void readArchitectureExtras(FuzzedDataProvider &p, ModelSpec &m)
{
    m.headDimK = pickInt(p);
    m.headDimV = pickInt(p);
    m.slidingWindow = pickInt(p);
    m.attentionChunk = pickInt(p);
    m.kvLoraRank = pickInt(p);
    m.qLoraRank = pickInt(p);
    m.qkRopeHeadDim = pickInt(p);
    m.qkNopeHeadDim = pickInt(p);
    m.vHeadDim = pickInt(p);
    m.expertIntermediateSize = pickInt(p);
    m.sharedExperts = pickInt(p);
    m.sharedExpertIntermediateSize = pickInt(p);
    m.normsPerLayer = pickInt(p);
    m.qkNorm = p.ConsumeBool();
    m.attentionOutputBias = p.ConsumeBool();
    m.attentionSinks = p.ConsumeBool();
    m.mlpBias = p.ConsumeBool();
    m.routerBias = p.ConsumeBool();
    m.sharedExpertGate = p.ConsumeBool();
}

void readLayerSpecs(FuzzedDataProvider &p, ModelSpec &m)
{
    const bool exact = p.ConsumeIntegralInRange<int>(0, 7) != 0;
    const int n = exact ? m.layers : p.ConsumeIntegralInRange<int>(0, 600);
    for (int i = 0; i < n; ++i) {
        LayerSpec layer;
        layer.attention = static_cast<AttentionKind>(p.ConsumeIntegralInRange<int>(0, 4)); // 4: not an enumerator
        layer.kvHeads = p.ConsumeBool() ? p.ConsumeIntegralInRange<int>(-1, 64) : pickInt(p);
        layer.moe = p.ConsumeBool();
        m.layerSpecs.push_back(layer);
    }
}

ModelSpec readModel(FuzzedDataProvider &p)
{
    ModelSpec m;
    m.id = "fuzz";
    m.layers = pickInt(p);
    m.attentionHeads = pickInt(p);
    m.kvHeads = pickInt(p);
    m.headDim = pickInt(p);
    m.hiddenSize = pickInt(p);
    m.intermediateSize = pickInt(p);
    m.vocabSize = pickInt(p);
    m.maxContextTokens = pickI64(p);
    m.experts = pickInt(p);
    m.expertsPerToken = pickInt(p);
    m.tiedEmbeddings = p.ConsumeBool();
    m.attentionBias = p.ConsumeBool();
    if (p.ConsumeBool())
        readArchitectureExtras(p, m);
    if (p.ConsumeBool() && m.layers > 0 && m.layers <= 512)
        readLayerSpecs(p, m);
    m.parameterCount = p.ConsumeBool() ? derivedParameterCount(m) : pickI64(p);
    return m;
}

WeightFormat readWeightFormat(FuzzedDataProvider &p)
{
    // Ranges one past the last enumerator on purpose: values that are not enumerators must be refused.
    WeightFormat f;
    f.kind = static_cast<WeightFormatKind>(p.ConsumeIntegralInRange<int>(0, 9));
    f.dense = static_cast<DenseDtype>(p.ConsumeIntegralInRange<int>(0, 6));
    f.ggml = static_cast<GgmlType>(p.ConsumeIntegralInRange<int>(0, 40));
    f.fileType = static_cast<LlamaFileType>(p.ConsumeIntegralInRange<int>(0, 40));
    f.bits = p.ConsumeIntegralInRange<int>(-1, 9);
    f.groupSize = p.ConsumeBool() ? p.PickValueInArray({-1, 0, 32, 64, 128, 1048576, 1048577}) : pickInt(p);
    f.doubleQuant = p.ConsumeBool();
    f.fp8BlockSize = p.ConsumeBool() ? p.PickValueInArray({0, 1, 128, 4096, 4097}) : pickInt(p);
    return f;
}

void readEngineSettings(FuzzedDataProvider &p, EngineSettings &e)
{
    e.gpuMemoryUtilizationPermille = p.ConsumeBool() ? p.ConsumeIntegralInRange<int>(0, 1001) : pickInt(p);
    e.maxNumBatchedTokens = pickI64(p);
    e.maxNumSeqs = pickInt(p);
    e.blockSize = p.ConsumeBool() ? p.ConsumeIntegralInRange<int>(0, 64) : pickInt(p);
    e.cudaGraphs = p.ConsumeBool();
    e.cudaGraphsInKvBudget = p.ConsumeBool();
    e.sampler = static_cast<VllmSampler>(p.ConsumeIntegralInRange<int>(0, 1));
    e.ubatch = pickI64(p);
    e.batch = pickI64(p);
    e.flashAttention = p.ConsumeBool();
    e.swaFull = p.ConsumeBool();
    e.unifiedKv = p.ConsumeBool();
    e.gpuOverheadBytes = pickI64(p);
}

// Placements (issue 14): mixed devices, tensor split, GPU layers, experts on the CPU, pipeline and expert
// parallel, anything from sane to hostile.
void readPlacement(FuzzedDataProvider &p, Scenario &s)
{
    Placement &pl = s.placement;
    const int devices = p.ConsumeIntegralInRange<int>(0, 5);
    for (int d = 0; d < devices; ++d)
        pl.devices.push_back(
            Device{"fuzz", p.ConsumeBool() ? (p.ConsumeIntegralInRange<std::int64_t>(0, 96) << 30) : pickI64(p),
                   DeviceSpeed{}});
    const int split = p.ConsumeIntegralInRange<int>(0, 5);
    for (int d = 0; d < split; ++d)
        pl.tensorSplit.push_back(p.ConsumeBool() ? double(p.ConsumeIntegralInRange<int>(-1, 10))
                                                 : p.ConsumeFloatingPoint<double>());
    if (p.ConsumeBool())
        pl.gpuLayers = p.ConsumeBool() ? p.ConsumeIntegralInRange<int>(-1, 200) : pickInt(p);
    pl.expertsOnCpu = p.ConsumeBool();
    pl.pipelineParallel = p.ConsumeBool() ? p.ConsumeIntegralInRange<int>(0, 8) : 1;
    pl.expertParallel = p.ConsumeBool();
    s.engine.llamaOutputLayerFirst = p.ConsumeBool();
}

Scenario readScenario(FuzzedDataProvider &p)
{
    Scenario s;
    s.model = readModel(p);
    s.weights = static_cast<WeightPrecision>(p.ConsumeIntegralInRange<int>(0, 6));
    if (p.ConsumeBool())
        s.weightFormat = readWeightFormat(p);
    s.kvCache = static_cast<KvCacheDtype>(p.ConsumeIntegralInRange<int>(0, 10));
    if (p.ConsumeBool())
        s.kvCacheV = static_cast<KvCacheDtype>(p.ConsumeIntegralInRange<int>(0, 10));
    s.hardware.memoryBytes = p.ConsumeBool() ? (p.ConsumeIntegralInRange<std::int64_t>(1, 1024) << 30) : pickI64(p);
    s.hardware.gpuCount = p.ConsumeBool() ? p.ConsumeIntegralInRange<int>(1, 16) : pickInt(p);
    s.hardware.tensorParallel = p.ConsumeBool() ? p.ConsumeIntegralInRange<int>(1, 16) : pickInt(p);
    s.workload.contextTokens = p.ConsumeBool() ? p.ConsumeIntegralInRange<std::int64_t>(1, 1 << 20) : pickI64(p);
    s.workload.concurrency = p.ConsumeBool() ? p.ConsumeIntegralInRange<int>(1, 256) : pickInt(p);
    const auto engine = static_cast<Engine>(p.ConsumeIntegralInRange<int>(0, 5)); // 5: not an enumerator
    s.engine = defaultSettings(engine);
    s.engine.engine = engine;
    if (p.ConsumeBool())
        readEngineSettings(p, s.engine);
    if (p.ConsumeBool())
        readPlacement(p, s);
    return s;
}

/// The per-term functions: documented to return -1 on bad input, never to crash.
void runPerTermFunctions(FuzzedDataProvider &p, const Scenario &s)
{
    (void)derivedParameterCount(s.model);
    (void)weightBytesPerDevice(s);
    (void)kvHeadsPerDevice(s.model, s.hardware.tensorParallel);
    (void)kvCacheBytesFor(s.kvCache, pickI64(p));
    if (!validate(s).has_value()) {
        (void)kvCacheBytesPerTokenPerDevice(s);
        (void)kvCacheBytesPerDevice(s);
        (void)activationChunkTokens(s);
        (void)activationBytesPerDevice(s);
    }
}

void checkEstimate(const Scenario &s, const Estimate &e)
{
    std::int64_t sum = 0;
    for (const Segment segment : kAllSegments) {
        const std::int64_t v = segmentValue(e, segment);
        if (v < 0) {
            std::fprintf(stderr, "segment %d is %lld\n", int(segment), static_cast<long long>(v));
            headroom::fuzz::fail("a segment is negative");
        }
        if (__builtin_add_overflow(sum, v, &sum))
            headroom::fuzz::fail("the segments' sum overflows");
    }
    if (sum != e.perDevice.total())
        headroom::fuzz::fail("the segments do not sum to perDevice.total()");
    if (e.fits != (e.headroomBytes >= 0) && s.engine.engine != Engine::Vllm)
        headroom::fuzz::fail("fits disagrees with the sign of headroomBytes");
    if (e.kind == WorkloadKind::Inference && e.devicesBreakdown.size() != std::size_t(std::max(1, e.devices)))
        headroom::fuzz::fail("devicesBreakdown does not hold one entry per GPU of the replica");
    if (e.hostBytes < 0 || e.host.weights < 0 || e.host.kvCache < 0)
        headroom::fuzz::fail("host bytes are negative");
}

void runSolver(FuzzedDataProvider &p, const Scenario &s)
{
    switch (p.ConsumeIntegralInRange<int>(0, 7)) {
    case 5:
        (void)maxGpuLayers(s);
        return;
    case 6:
        (void)fittingTensorSplit(s);
        return;
    case 7:
        (void)expertsOnCpuFit(s);
        return;
    case 0:
        (void)maxConcurrencyAt(s, s.workload.contextTokens);
        break;
    case 1:
        (void)maxContextAt(s, s.workload.concurrency);
        break;
    case 2:
        (void)minGpus(s, p.ConsumeIntegralInRange<int>(-1, 64));
        break;
    case 3:
        (void)kvTokenCapacity(s);
        break;
    default: {
        const std::int64_t from = pickI64(p);
        const std::int64_t to = pickI64(p);
        (void)sweepContext(s, from, to, p.ConsumeIntegralInRange<int>(-1, 64));
        break;
    }
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    FuzzedDataProvider p(data, size);
    const Scenario s = readScenario(p);
    runPerTermFunctions(p, s);
    const Result<Estimate> result = estimate(s, p.ConsumeBool() ? EstimateDetail::Full : EstimateDetail::Numbers);
    if (result.ok() == result.error.has_value())
        headroom::fuzz::fail("estimate() gives both or neither of value and error");
    if (result.ok()) {
        checkEstimate(s, *result.value);
        runSolver(p, s);
    }
    return 0;
}
