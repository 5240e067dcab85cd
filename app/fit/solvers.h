// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The questions users ask of a fit (fit-anchors §4.10): how many sequences fit at a context, how long a
// context fits at a concurrency, how few GPUs of a kind are enough, how many tokens of KV cache the
// GPUs hold; and a context sweep for curves. Each answer follows the scenario's engine (engine.h) and
// names the constraint that stopped it. Pure C++20, no Qt; never throws.

#include "fit/fitmodel.h"

#include <cstdint>
#include <vector>

namespace headroom::fit {

/// A solver's answer: the largest (or smallest) value that fits, and what stops it from going further.
struct Solution {
    std::int64_t value = 0;                ///< 0 = nothing fits
    Constraint binding = Constraint::None; ///< None only when nothing limits the search
};

/// Search limit for contexts when the model publishes no maximum (maxContextTokens = 0): 2^30 tokens.
inline constexpr std::int64_t kContextSearchLimit = 1LL << 30;

/// Largest number of concurrent sequences of `contextTokens` tokens that fit (the scenario's
/// concurrency is ignored). vLLM: min(floor(num_blocks / blocks per request), max_num_seqs), as vLLM's
/// "Maximum concurrency" line; other engines: the largest n whose per-GPU total fits (the total is
/// non-decreasing in n: galloping + binary search). Errors as validate() (e.g. "context" beyond the
/// model's maximum).
Result<Solution> maxConcurrencyAt(const Scenario &s, std::int64_t contextTokens);

/// Largest context per sequence that fits at `concurrency` sequences: binary search over the monotone
/// total (vLLM `estimate_max_model_len` does the same), up to the model's maxContextTokens (binding
/// ModelContext when that limit is reached) or kContextSearchLimit when the model has none. For
/// llama.cpp the engine's -c is the answer x concurrency. Errors as validate().
Result<Solution> maxContextAt(const Scenario &s, int concurrency);

/// Fewest GPUs of the scenario's kind for one replica: the smallest t in 1..maxGpus that validate()
/// accepts and whose estimate fits. value = t (gpuCount = t). Engines that shard tensors (generic,
/// vLLM) try only the degrees that divide the attention heads and split or replicate the KV heads
/// evenly (vLLM `verify_with_parallel_config`); the layer-split engines (llama.cpp, ik_llama.cpp,
/// Ollama) try every count, up to layers + 1 (beyond that every GPU already holds at most one layer
/// slot, so more GPUs cannot lower the most loaded one). 0 with binding NoParallelism when none fits. Errors: "maxGpus"
/// below 1 or above limits::kMaxGpus, or any other validate() error of the scenario.
Result<Solution> minGpus(const Scenario &s, int maxGpus = 64);

/// Tokens of KV cache one replica holds: vLLM the pool's token capacity ("GPU KV cache size",
/// Estimate::kvCacheTokensCapacity); other engines the largest single-sequence context whose total fits,
/// ignoring the model's maximum context (memory capacity, not a model limit), up to kContextSearchLimit.
Result<Solution> kvTokenCapacity(const Scenario &s);

/// A placement solver's answer (placementsolvers.cpp): the value found, whether the scenario then fits, and
/// the GPU that binds (the one with the least headroom at the answer, or the one that breaks one step past it).
struct PlacementSolution {
    int value = 0;                         ///< maxGpuLayers: --n-gpu-layers; the others: 1 = yes
    bool fits = false;                     ///< the scenario fits with the answer applied
    int bindingDevice = 0;                 ///< index of the GPU in the replica
    Constraint binding = Constraint::None; ///< what stops it on that GPU
    std::vector<double> tensorSplit;       ///< fittingTensorSplit: the proportions (layer slots per GPU)
    std::int64_t hostBytes = 0;            ///< host RAM the answer needs (Estimate::hostBytes)
};

/// llama.cpp family: the largest --n-gpu-layers in 0..layers + 1 at which the scenario fits (layers + 1 also
/// offloads the output layer; the rest of the placement as given). The GPU total grows with every layer
/// offloaded, so a binary search is exact. value 0 with fits false: not even the compute buffers fit.
/// Errors: "gpuLayers" for an engine that shards tensors, and validate()'s.
Result<PlacementSolution> maxGpuLayers(const Scenario &s);

/// llama.cpp family, several GPUs: a --tensor-split that fits every GPU, found by moving layer slots from the
/// GPU with the least headroom to the one with the most (as many as the first is short of at its bytes per
/// slot, at most 64 moves), starting from the split the scenario gives (else llama.cpp's default); the proportions are
/// layer slots per GPU (the output layer counts on the GPU that holds it). fits false when no move helps (the binding
/// GPU is then the fullest). Errors as maxGpuLayers().
Result<PlacementSolution> fittingTensorSplit(const Scenario &s);

/// llama.cpp family, a mixture-of-experts model: whether keeping the routed experts on the CPU (-ot exps=CPU)
/// makes the scenario fit; value 1 and hostBytes the host RAM it then needs. Errors: "expertsOnCpu" for a
/// dense model or an engine that shards tensors, and validate()'s.
Result<PlacementSolution> expertsOnCpuFit(const Scenario &s);

/// One point of a context sweep: the per-GPU breakdown at `contextTokens` (the scenario's concurrency).
struct SweepPoint {
    std::int64_t contextTokens = 0;
    Breakdown perDevice;
    KvByAttention kvCacheByAttention;
    bool fits = false;
};

/// `points` contexts spaced evenly from `fromTokens` to `toTokens` inclusive (integer steps; one point
/// when points is 1), each evaluated with the same prepared engine rules, so a 512-point sweep costs
/// little more than one estimate. Errors: "points" below 1, "context" for a bound below 1, above the
/// model's maximum or from > to, and validate()'s.
Result<std::vector<SweepPoint>> sweepContext(const Scenario &s, std::int64_t fromTokens, std::int64_t toTokens,
                                             int points);

} // namespace headroom::fit
