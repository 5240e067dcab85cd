// SPDX-License-Identifier: GPL-3.0-or-later
#include "fit/throughput.h"

#include "fit/placement.h"
#include "fit/weightsplit.h"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace headroom::fit {

std::string_view toString(Interconnect i)
{
    switch (i) {
    case Interconnect::Pcie:
        return "pcie";
    case Interconnect::NvLink:
        return "nvlink";
    case Interconnect::InfinityFabric:
        return "infinity-fabric";
    }
    return "";
}

std::optional<Interconnect> interconnectFromString(std::string_view s)
{
    for (Interconnect i : {Interconnect::Pcie, Interconnect::NvLink, Interconnect::InfinityFabric})
        if (toString(i) == s)
            return i;
    return std::nullopt;
}

std::string_view throughputBoundKey(ThroughputBound b)
{
    switch (b) {
    case ThroughputBound::MemoryBandwidth:
        return "memory_bandwidth";
    case ThroughputBound::Compute:
        return "compute";
    case ThroughputBound::Interconnect:
        return "interconnect";
    }
    return "";
}

std::optional<ThroughputBound> throughputBoundFromKey(std::string_view key)
{
    for (ThroughputBound b :
         {ThroughputBound::MemoryBandwidth, ThroughputBound::Compute, ThroughputBound::Interconnect})
        if (throughputBoundKey(b) == key)
            return b;
    return std::nullopt;
}

std::string_view throughputBoundConceptId(ThroughputBound b)
{
    switch (b) {
    case ThroughputBound::MemoryBandwidth:
        return "memory-bandwidth";
    case ThroughputBound::Compute:
        return "flops";
    case ThroughputBound::Interconnect:
        return "interconnect";
    }
    return "";
}

namespace {

// llama.cpp (and ik_llama.cpp, Ollama's runner), fitted on the llama-bench rows of tests/data/
// throughput-llama-bench.tsv (XiongjieDai/GPU-Benchmarks-on-LLM-Inference @aa72e0ec: builds 2824-2843 of
// 2024-05 on RunPod machines; llama.cpp discussions for later builds), one set for every GPU:
//  - decode: time = bytes / (bandwidth x e) + layers x c. Llama-3-8B and 70B Q4_K_M on the same GPUs give
//    two equations per GPU: RTX 4090 8.0 ms = 4.92 GB / (1008 GB/s x e) + 32 c and 52.0 ms = 42.5 GB /
//    (1008 GB/s x e) + 80 c give e = 0.94, c = 88 us; RTX 3090 e = 0.85, c = 86 us (before CUDA graphs,
//    llama.cpp PR #6766); build 4006 (Llama-2-7B Q4_K_M 172 t/s on the RTX 4090) implies c = 31 us. A grid
//    over every CUDA row keeps e = 0.80 and c = 40 us (fewest rows outside 20 %).
//  - HBM GPUs reach less: A100 PCIe 70B F16 on 4 GPUs 7.40 t/s = 141 GB x 7.40 / 1935 GB/s = 0.54 of peak,
//    H100 PCIe 0.68, A100 SXM 0.48: 0.55.
//  - ROCm: W7900 (864 GB/s) Llama-2-7B Q4_0 95 t/s, RX 7900 XTX 119 t/s, MI300X 183 t/s leave 106-155 us
//    per layer at the same e: 130 us (HIP's longer kernel launches).
//  - layer-split hand-off: Llama-3-8B Q4_K_M decode on 2, 4, 6 RTX 3090 (111.7, 108.7, 104.2 t/s) and 2, 4,
//    8 RTX 4090 (124.7, 120.3, 118.1 t/s) adds 75-160 us per extra GPU: 100 us.
//  - prefill (pp512): achieved FLOP/s over the INT8 tensor rate: Q4_K_M 0.12 (L40S) to 0.21 (RTX 3090), F16
//    0.19 (A100) to 0.28 (RTX 4080): 0.18 and 0.22. H100 PCIe reaches 0.08 / 0.11 (llama.cpp's mma.sync
//    kernels do not use Hopper's wgmma): expected failures.
constexpr ThroughputProfile kLlamaCpp{
    .bandwidthEfficiency = 0.80,
    .hbmBandwidthEfficiency = 0.55,
    .computeEfficiency = 0.18,
    .prefillEfficiency = 0.22,
    .quantizedPrefillEfficiency = 0.18,
    .prefillAgainstInt8 = true,
    .kernelOverheadSeconds = 40e-6,
    .rocmKernelOverheadSeconds = 130e-6,
    .allReduceLatencySeconds = 100e-6,
    // No GPU names: a quote's PDF states this line and names only the GPU it prices.
    .calibratedOn = "llama-bench pp512/tg128/tg512 rows of llama.cpp builds 2824-6410 on 17 GPU kinds "
                    "(tests/data/throughput-llama-bench.tsv)",
};

// Serving engines that shard tensors (vLLM, Transformers-style generic), fitted on NVIDIA's published
// TensorRT-LLM 0.14 online-serving rows (docs/source/performance/perf-overview.md @258c7540, tests/data/
// throughput-serving.tsv), the only serving table with inter-token latency at low load: Llama 3.1 8B BF16
// ITL 8 ms on H100 (16.06 GB / 3.35 TB/s = 4.79 ms) and 6 ms on H200 (16.06 GB / 4.8 TB/s = 3.35 ms) give
// e = 1.44 / 2 = 0.72 and 32 c = 1.35 ms (c = 42 us); 70B BF16 TP 4 ITL 21 ms (H100) and 18 ms (H200)
// leave 160 all-reduces of 19-27 us (23 us). Prefill 0.5 of the BF16/FP8 peak from the TTFT at 467
// prompt tokens (23 ms on H100). Compute efficiency at large batch 0.5: 8B FP8 128/128 offline 28,837
// output tokens/s on H100 = 28,837 x 4 x 8.0e9 FLOP / 1979 TFLOP/s = 0.47.
constexpr ThroughputProfile kServing{
    .bandwidthEfficiency = 0.72,
    .hbmBandwidthEfficiency = 0.72,
    .computeEfficiency = 0.5,
    .prefillEfficiency = 0.5,
    .quantizedPrefillEfficiency = 0.5,
    .prefillAgainstInt8 = false,
    .kernelOverheadSeconds = 42e-6,
    .rocmKernelOverheadSeconds = 42e-6,
    .allReduceLatencySeconds = 23e-6,
    .calibratedOn = "TensorRT-LLM 0.14 online-serving rows (ITL, TTFT) of Llama 3.1 8B and 70B "
                    "(tests/data/throughput-serving.tsv)",
};

// PCIe 4.0 x16 per direction (16 GT/s x 16 lanes x 128/130 / 8), when a GPU's link is not known.
constexpr double kFallbackLinkBytesPerSecond = 31.5e9;

bool isQuantizedForMatmul(const WeightFormat &f)
{
    switch (f.kind) {
    case WeightFormatKind::Dense:
        return f.dense == DenseDtype::INT8 || f.dense == DenseDtype::INT4;
    case WeightFormatKind::Ggml:
        return f.ggml != GgmlType::F16 && f.ggml != GgmlType::BF16 && f.ggml != GgmlType::F32;
    default: // llama.cpp file-type mixes, GPTQ, AWQ, bitsandbytes, FP8, MXFP4
        return true;
    }
}

bool isFp8(const WeightFormat &f)
{
    // FP8 weights with FP8 activations: the FP8 tensor path (fbgemm_fp8 and compressed-tensors W8A8-FP8 quantize
    // activations dynamically, vLLM fbgemm_fp8.py / compressed_tensors_w8a8_fp8.py).
    return f.kind == WeightFormatKind::Fp8 || f.kind == WeightFormatKind::FbgemmFp8 ||
           f.kind == WeightFormatKind::W8A8Fp8 || (f.kind == WeightFormatKind::Dense && f.dense == DenseDtype::FP8);
}

// What the model does per token, from its parameter classes (weightsplit.h).
struct ModelWork {
    double activeParams = 0;   ///< parameters multiplied per token (experts: k of E)
    double embeddingShare = 0; ///< fraction of the weight bytes in the embedding table (read one row per token)
    double expertShare = 0;    ///< fraction of the weight bytes in routed experts
    double attentionFlopsPerContextToken = 0; ///< 4 x q heads x head dim x attention layers
};

ModelWork modelWork(const ModelSpec &m)
{
    ModelWork w;
    const WeightSplit split = weightSplit(m);
    const double total = double(totalParams(split));
    if (total <= 0)
        return w;
    const double k = m.experts > 0 ? double(m.expertsPerToken) / double(m.experts) : 1.0;
    const double head = split.outputHeadParams > 0 ? double(split.outputHeadParams) : double(split.embeddingParams);
    w.activeParams =
        double(split.linearParams) - double(split.expertParams) * (1.0 - k) + head + double(split.routerParams);
    w.embeddingShare = split.outputHeadParams > 0 ? double(split.embeddingParams) / total : 0.0;
    w.expertShare = double(split.expertParams) / total;
    int attentionLayers = 0;
    if (m.layerSpecs.empty())
        attentionLayers = m.layers;
    else
        for (const LayerSpec &l : m.layerSpecs)
            attentionLayers += l.attention == AttentionKind::None ? 0 : 1;
    const int headDim =
        m.kvLoraRank > 0 ? m.qkNopeHeadDim + m.qkRopeHeadDim : (m.headDimK > 0 ? m.headDimK : m.headDim);
    w.attentionFlopsPerContextToken = 4.0 * m.attentionHeads * headDim * attentionLayers;
    return w;
}

// Fraction of the weight bytes one decode step of `batch` sequences reads.
double weightReadShare(const ModelSpec &m, const ModelWork &w, double batch)
{
    double share = 1.0 - w.embeddingShare;
    if (m.experts > 0 && m.expertsPerToken > 0) {
        const double e = m.experts;
        const double touched = e * (1.0 - std::pow(1.0 - m.expertsPerToken / e, batch)); // expected experts
        share -= w.expertShare * (1.0 - touched / e);
    }
    return std::max(share, 0.0);
}

double peakFlops(const Scenario &s, const ThroughputProfile &p, bool prefill, double *efficiency)
{
    const DeviceSpeed &d = s.hardware.speed;
    const WeightFormat f = weightFormatOf(s);
    const bool quantized = isQuantizedForMatmul(f);
    if (p.prefillAgainstInt8 && d.int8TensorOps > 0) {
        *efficiency = prefill ? (quantized ? p.quantizedPrefillEfficiency : p.prefillEfficiency) : p.computeEfficiency;
        return double(d.int8TensorOps);
    }
    *efficiency = prefill ? (quantized ? p.quantizedPrefillEfficiency : p.prefillEfficiency) : p.computeEfficiency;
    if (p.prefillAgainstInt8) // no INT8 tensor path: its FP16 rate is half of what the factor assumes
        *efficiency *= 2.0;
    if (isFp8(f) && d.fp8TensorFlops > 0)
        return double(d.fp8TensorFlops);
    // INT8 weights and activations (compressed-tensors W8A8-INT8: cutlass scaled_mm on the INT8 path).
    if (((f.kind == WeightFormatKind::Dense && f.dense == DenseDtype::INT8) || f.kind == WeightFormatKind::W8A8Int8) &&
        d.int8TensorOps > 0)
        return double(d.int8TensorOps);
    return double(d.fp16TensorFlops);
}

struct StepTime {
    double memory = 0, compute = 0, interconnect = 0, overhead = 0;
    double total() const { return std::max(memory, compute) + interconnect + overhead; }
    ThroughputBound bound() const
    {
        if (interconnect > std::max(memory, compute))
            return ThroughputBound::Interconnect;
        return compute > memory ? ThroughputBound::Compute : ThroughputBound::MemoryBandwidth;
    }
};

struct Replica {
    int devices = 1;            ///< GPUs of the replica
    bool layerSplit = false;    ///< GPUs run the layers in turn (llama.cpp) instead of sharding each tensor
    double weightBytes = 0;     ///< weights each sharded GPU holds, or the whole replica's when layer split
    double kvBytesPerToken = 0; ///< growing-KV bytes per token of one sequence, same scope as weightBytes
    double boundedKvBytes = 0;  ///< sliding-window and chunked KV of all sequences, same scope
    double parallelWork = 1;    ///< what the FLOPs are divided by: the TP degree, or 1 when layer split
};

// Time of one engine step over `tokens` new tokens of `batch` sequences whose caches hold `fill` tokens.
StepTime stepTime(const Scenario &s, const ThroughputProfile &p, const ModelWork &w, const Replica &r, double batch,
                  double tokens, double fill, bool prefill)
{
    const DeviceSpeed &d = s.hardware.speed;
    StepTime t;
    const double weights = r.weightBytes * (prefill ? 1.0 - w.embeddingShare : weightReadShare(s.model, w, batch));
    const double kv = batch * fill * r.kvBytesPerToken + r.boundedKvBytes;
    const double bandwidthEfficiency = d.highBandwidthMemory ? p.hbmBandwidthEfficiency : p.bandwidthEfficiency;
    t.memory = (weights + kv) / (double(d.memoryBandwidthBytesPerSecond) * bandwidthEfficiency);
    double efficiency = 1;
    const double peak = peakFlops(s, p, prefill, &efficiency);
    // Prefill attention is causal: token i attends to the i tokens before it, fill = P / 2 on average.
    const double flops = tokens * (2.0 * w.activeParams + w.attentionFlopsPerContextToken * fill);
    t.compute = flops / r.parallelWork / (peak * efficiency);
    t.overhead = s.model.layers * (d.rocm ? p.rocmKernelOverheadSeconds : p.kernelOverheadSeconds);
    const double link = d.linkBytesPerSecond > 0 ? double(d.linkBytesPerSecond) : kFallbackLinkBytesPerSecond;
    if (r.devices > 1 && r.layerSplit) {
        // Hidden states (f32) handed from one GPU to the next.
        t.interconnect = (r.devices - 1) * (p.allReduceLatencySeconds + tokens * s.model.hiddenSize * 4.0 / link);
    } else if (r.devices > 1) {
        // Two ring all-reduces of the bf16 hidden states per layer (Megatron-LM).
        const double n = r.devices;
        const double bytes = tokens * s.model.hiddenSize * 2.0;
        t.interconnect = 2.0 * s.model.layers * (p.allReduceLatencySeconds + 2.0 * (n - 1) / n * bytes / link);
    }
    return t;
}

Replica replicaOf(const Scenario &s, const Estimate &e)
{
    Replica r;
    r.devices = std::max(1, e.devices);
    r.layerSplit = splitsByLayer(s.engine.engine);
    if (r.layerSplit && r.devices > 1) {
        Scenario whole = s;
        whole.hardware.tensorParallel = 1;
        whole.hardware.gpuCount = 1;
        r.weightBytes = double(weightBytesPerDevice(whole));
        r.kvBytesPerToken = double(kvCacheBytesPerTokenPerDevice(whole));
        r.boundedKvBytes = double(e.kvCacheByAttention.slidingWindow + e.kvCacheByAttention.chunkedLocal) * r.devices;
        r.parallelWork = 1;
    } else {
        r.weightBytes = double(e.perDevice.weights);
        r.kvBytesPerToken = double(e.kvCacheBytesPerToken);
        r.boundedKvBytes = double(e.kvCacheByAttention.slidingWindow + e.kvCacheByAttention.chunkedLocal);
        r.parallelWork = r.devices;
    }
    if (r.layerSplit) {
        // llama.cpp keeps token_embd in host memory (placement.h); the step model prices the embedding table
        // through ModelWork::embeddingShare of the whole model's weights, so it is added back here.
        const TensorInventory inventory = tensorInventory(s);
        if (!inventory.layers.empty() && e.host.weights >= inventory.tokenEmbedding)
            r.weightBytes += double(inventory.tokenEmbedding);
    }
    return r;
}

} // namespace

const ThroughputProfile &throughputProfile(Engine e)
{
    return splitsByLayer(e) ? kLlamaCpp : kServing;
}

std::int64_t promptTokensOf(const Workload &w)
{
    if (w.promptTokens)
        return *w.promptTokens;
    return std::max<std::int64_t>(0, w.contextTokens - outputTokensOf(w));
}

std::int64_t outputTokensOf(const Workload &w)
{
    if (w.outputTokens)
        return *w.outputTokens;
    if (w.promptTokens)
        return std::max<std::int64_t>(1, w.contextTokens - *w.promptTokens);
    return std::max<std::int64_t>(1, w.contextTokens / 4);
}

Throughput throughput(const Scenario &s, const Estimate &e)
{
    Throughput out;
    out.promptTokens = promptTokensOf(s.workload);
    out.outputTokens = outputTokensOf(s.workload);
    if (s.kind != WorkloadKind::Inference)
        return out;
    // Layers or experts in host RAM run at the host's memory bandwidth, which Headroom does not know; GPUs of
    // different kinds run their layers at different speeds. Neither is modelled: no figures rather than wrong
    // ones.
    const std::vector<Device> &devices = s.placement.devices;
    const bool mixed =
        std::any_of(devices.begin(), devices.end(), [&](const Device &d) { return !(d == devices.front()); });
    if (mixed || s.placement.expertsOnCpu || e.host.kvCache > 0 ||
        (!e.layersPerDevice.empty() &&
         std::accumulate(e.layersPerDevice.begin(), e.layersPerDevice.end(), 0) < s.model.layers) ||
        s.placement.pipelineParallel > 1 || s.placement.expertParallel) {
        out.placementNotModelled = true;
        return out;
    }
    if (!s.hardware.speed.known() || e.perDevice.weights <= 0)
        return out;
    const ThroughputProfile &p = throughputProfile(s.engine.engine);
    const ModelWork w = modelWork(s.model);
    if (w.activeParams <= 0)
        return out;
    const Replica r = replicaOf(s, e);
    const double batch = std::max(1, s.workload.concurrency);
    const double fill = double(out.promptTokens) + double(out.outputTokens) / 2.0;

    // Continuous batching (Orca, Yu et al., OSDI 2022; vLLM's scheduler): with the replica kept full, a
    // sequence finishes every output/batch steps and a new one's prompt is prefilled in the same forward
    // passes, so each step also computes (batch - 1) x prompt / output prompt tokens of the other requests.
    const double prefillPerStep =
        (batch - 1.0) * double(out.promptTokens) / double(std::max<std::int64_t>(1, out.outputTokens));
    const StepTime decode = stepTime(s, p, w, r, batch, batch + prefillPerStep, fill, false);
    out.decodeMemorySeconds = decode.memory;
    out.decodeComputeSeconds = decode.compute;
    out.decodeInterconnectSeconds = decode.interconnect;
    out.decodeOverheadSeconds = decode.overhead;
    out.decodeTokensPerSecond = 1.0 / decode.total();
    out.decodeTokensPerSecondAggregate = batch / decode.total() * std::max(1, e.replicas);
    out.decodeBound = decode.bound();

    const double prompt = std::max<double>(1.0, double(out.promptTokens));
    const StepTime prefill = stepTime(s, p, w, r, 1, prompt, prompt / 2.0, true);
    out.prefillTokensPerSecond = prompt / prefill.total();
    out.prefillBound = prefill.bound();
    const StepTime first = stepTime(s, p, w, r, 1, 1, prompt, false);
    out.timeToFirstTokenMs = (prefill.total() + first.total()) * 1000.0;
    out.known = std::isfinite(out.decodeTokensPerSecond) && std::isfinite(out.prefillTokensPerSecond);
    if (!out.known)
        out = Throughput{.promptTokens = out.promptTokens, .outputTokens = out.outputTokens};
    return out;
}

} // namespace headroom::fit
