// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Throughput of an inference scenario (issue 13): decode tokens/s per sequence and in aggregate at the
// workload's concurrency, prefill tokens/s and time to first token, each with the bound that limits it.
// Pure C++20, no Qt. A roofline per engine step (Williams, Waterman & Patterson, "Roofline", CACM 52(4),
// 2009), with the terms of the LLM inference literature (Pope et al., "Efficiently Scaling Transformer
// Inference", MLSys 2023, section 2; the same model as cli99/llm-analysis `analysis.py` and
// research/fit-anchors.md A11):
//
//   decode step (one token for each of the B = concurrency sequences, per GPU of a replica)
//     bytes  = weights read (dense: every weight; MoE: the experts the batch routes to, see below)
//            + KV read: B x (prompt + output/2 tokens on average) x KV bytes per token per GPU
//     flops  = 2 x active parameters per GPU x B  +  attention 4 x B x fill x q heads per GPU x head dim x layers
//     time   = max(bytes / (bandwidth x bandwidthEfficiency), flops / (peak x computeEfficiency))
//            + layers x kernelOverheadSeconds (launches and synchronisation between the layer's kernels)
//            + tensor-parallel all-reduces (below)
//   prefill of one prompt of P tokens: flops = 2 x active parameters x P + causal attention
//     2 x P^2 x q heads x head dim x layers, over peak x prefillEfficiency; at least the weight read.
//   continuous batching (Orca, Yu et al., OSDI 2022): with B > 1 the replica is kept full, so each decode
//     step also prefills (B - 1) x prompt / output prompt tokens of arriving requests (compute only).
//   time to first token = prefill time of one prompt + one decode step, on an idle replica.
//   tensor parallel (Megatron-LM, Shoeybi et al. 2019, section 3: two all-reduces per layer, after
//     attention and after the MLP): per all-reduce allReduceLatencySeconds + 2 (t-1)/t x B x hidden x 2
//     bytes / link bandwidth (ring all-reduce, NCCL docs "Collective operations"). Layer-split engines
//     (llama.cpp, Ollama) run the layers one GPU after the other: no all-reduce, the step is the sum of
//     every GPU's share, and only hidden-state copies cross the link.
//   MoE weights read per step (experts chosen uniformly, k of E per token): each layer touches
//     E x (1 - (1 - k/E)^B) experts in expectation, so batch 1 reads k experts and a large batch all E.
//
// The peak is the precision the matrix multiplications run at: FP8 tensor throughput for FP8 weights
// (vLLM and TensorRT-LLM W8A8), INT8 tensor throughput for llama.cpp's quantized GGML types (its
// MMQ kernels multiply int8 on tensor cores, ggml-cuda/mmq.cuh), FP16/BF16 for everything else.
// Efficiencies are the fraction of the vendor peak an engine reaches; each profile states what it was
// calibrated on (throughput.cpp), one set per engine, never per GPU or per row.

#include <fit/fitmodel.h>

#include <cstdint>
#include <optional>
#include <string_view>

namespace headroom::fit {

/// What limits a throughput figure.
enum class ThroughputBound {
    MemoryBandwidth, ///< reading weights and KV cache from GPU memory
    Compute,         ///< tensor throughput
    Interconnect,    ///< tensor-parallel all-reduces (or layer-split hand-offs) over the GPU link
};
/// JSON key: "memory_bandwidth", "compute", "interconnect"; "" for a non-enumerator.
std::string_view throughputBoundKey(ThroughputBound b);
/// The bound whose throughputBoundKey() is `key`; nullopt for any other text.
std::optional<ThroughputBound> throughputBoundFromKey(std::string_view key);
/// Glossary concept: "memory-bandwidth", "flops", "interconnect"; "" for a non-enumerator.
std::string_view throughputBoundConceptId(ThroughputBound b);

/// An engine's efficiency factors, each a fraction of the vendor peak (0 < x <= 1), and fixed costs.
struct ThroughputProfile {
    double bandwidthEfficiency = 0;        ///< decode: achieved / peak memory bandwidth (GDDR, or any memory)
    double hbmBandwidthEfficiency = 0;     ///< the same on HBM GPUs (DeviceSpeed::highBandwidthMemory)
    double computeEfficiency = 0;          ///< decode at large batch: achieved / peak tensor throughput
    double prefillEfficiency = 0;          ///< prefill, 16/32-bit weights: achieved / peak tensor throughput
    double quantizedPrefillEfficiency = 0; ///< prefill with block-quantized weights (llama.cpp MMQ)
    /// llama.cpp's kernels (MMQ int8 mma, and cuBLAS with FP16 accumulation for F16) are measured against
    /// the INT8 tensor rate, which is twice the FP16-accumulate rate on every NVIDIA tensor-core
    /// generation since Turing; false: against the FP16/BF16 (FP32-accumulate) or FP8 rate.
    bool prefillAgainstInt8 = false;
    double kernelOverheadSeconds = 0;     ///< per layer and step (kernel launches, synchronisation), CUDA
    double rocmKernelOverheadSeconds = 0; ///< the same on ROCm (DeviceSpeed::rocm)
    double allReduceLatencySeconds = 0;   ///< per all-reduce (or per layer-split hand-off)
    std::string_view calibratedOn;        ///< the measurements the factors were fitted on (English)
};
/// The profile of an engine (throughput.cpp cites each figure).
const ThroughputProfile &throughputProfile(Engine e);

/// Throughput of one replica of an inference scenario at its workload. Per sequence figures are for one
/// of `concurrency` sequences decoding together; aggregate = per sequence x concurrency x replicas.
struct Throughput {
    bool known = false; ///< false when the GPU's speed (Hardware::speed) is not known: every figure is 0
    /// known is false because the placement is not modelled for speed: layers or experts in host RAM, GPUs of
    /// different kinds, pipeline or expert parallelism (issue 14).
    bool placementNotModelled = false;
    double decodeTokensPerSecond = 0;          ///< per sequence, at the workload's concurrency
    double decodeTokensPerSecondAggregate = 0; ///< all sequences of every replica together
    ThroughputBound decodeBound = ThroughputBound::MemoryBandwidth;
    double prefillTokensPerSecond = 0; ///< one prompt on one idle replica
    ThroughputBound prefillBound = ThroughputBound::Compute;
    double timeToFirstTokenMs = 0; ///< prefill of one prompt + one decode step, idle replica
    /// What the step is made of, for reports and tests (seconds of one decode step).
    double decodeMemorySeconds = 0;
    double decodeComputeSeconds = 0;
    double decodeInterconnectSeconds = 0;
    double decodeOverheadSeconds = 0;
    std::int64_t promptTokens = 0; ///< the prompt length the figures assume
    std::int64_t outputTokens = 0; ///< the output length the figures assume
};

/// The prompt and output tokens a workload assumes: Workload::promptTokens / outputTokens when set
/// (> 0), else the context split 3:1 (prompt = 3/4 of contextTokens, output = the rest, at least 1).
std::int64_t promptTokensOf(const Workload &w);
std::int64_t outputTokensOf(const Workload &w);

/// Throughput of `s` (inference only; for training and diffusion `known` is false). Uses the estimate's
/// weights and KV bytes per GPU (estimate(s) must have succeeded). Never throws.
Throughput throughput(const Scenario &s, const Estimate &e);

} // namespace headroom::fit
