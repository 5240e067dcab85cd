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
