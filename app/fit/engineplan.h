// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Internal header of headroom_fit (not public API): the engine rules, prepared once per scenario.
// estimate(), the solvers and the sweeps evaluate many workloads (context, concurrency) of one
// scenario; EnginePlan does the O(layers) work once (per-layer KV rows summed by attention kind, vLLM's
// block pool and profiled peak) so that each evaluation is O(1) and allocation-free.

#include "fit/checkedmath.h"
#include "fit/fitmodel.h"

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace headroom::fit {

/// Weight bytes on each GPU of a replica whose tensors are sharded over the tensorParallel GPUs
/// (generic, vLLM): the even share fitmodel.h weightBytesPerDevice() documents; std::nullopt for an
/// invalid format or bytes beyond 64 bits. Defined in fitmodel.cpp.
checked::Bytes shardedWeightBytes(const Scenario &s);

class EnginePlan
{
public:
    /// Per-GPU terms of one workload. A std::nullopt term means it does not fit in 64 bits.
    struct Terms {
        checked::Bytes weights;
        checked::Bytes kvFull;
        checked::Bytes kvSliding;
        checked::Bytes kvChunked;
        checked::Bytes kvMla;
        checked::Bytes activations;
        checked::Bytes runtime;
        checked::Bytes reserve;
        std::int64_t chunkTokens = 0;       ///< tokens per compute step
        std::int64_t tokensCapacity = 0;    ///< Estimate::kvCacheTokensCapacity
        std::int64_t blocksPerSequence = 0; ///< vLLM
        std::int64_t engineContext = 0;     ///< llama.cpp -c / Ollama num_ctx x parallel (before padding)
        std::int64_t hostBytes = 0;         ///< llama.cpp / Ollama output buffer
        checked::Bytes kv() const;
        checked::Bytes total() const;
    };

    /// Prepares a scenario that validate() accepted. ok() is false when a workload-independent term
    /// (weights, vLLM's budget) does not fit in 64 bits.
    explicit EnginePlan(const Scenario &s);

    bool ok() const { return m_ok; }
    Engine engine() const { return m_engine; }

    /// The terms of `concurrency` sequences of `context` tokens.
    Terms evaluate(std::int64_t context, std::int64_t concurrency) const;

    /// Whether `terms` (for `concurrency` sequences) fit, and if not, which constraint breaks.
    bool fits(const Terms &terms, std::int64_t concurrency, Constraint *broken) const;

    /// Largest concurrency that fits at `context` (0 = none), capped at INT_MAX; `binding` receives the
    /// constraint that caps it.
    std::int64_t maxConcurrency(std::int64_t context, Constraint *binding) const;

    /// llama.cpp family: the repeating layers on each GPU of the replica (layersplit.h layerSplit());
    /// empty for the engines that shard tensors.
    const std::vector<int> &layersPerDevice() const { return m_layersPerDevice; }

    /// Bytes per GPU of one more token of one sequence in the full-attention and MLA layers (llama.cpp
    /// family: of the GPU whose layers hold the most such rows).
    std::int64_t kvBytesPerToken() const { return m_kvBytesPerToken; }

    /// vLLM "Available KV cache memory" (may be negative); other engines: not used.
    std::int64_t vllmAvailableBytes() const { return m_vllmAvailable; }
    std::int64_t vllmBlocks() const { return m_vllmBlocks; }
    std::int64_t cudaGraphBytes() const { return m_cudaGraphBytes; }
    std::int64_t usableBytes() const { return m_usable; }

    /// The rules applied to `s` (Estimate::assumptionItems; assumption.cpp), for an estimate `e` whose
    /// numbers are already filled in.
    std::vector<Assumption> assumptionItems(const Scenario &s, const Estimate &e) const;

private:
    enum Kind { Full = 0, Sliding = 1, Chunked = 2, Mla = 3, KindCount = 4 };

    // A vLLM KV cache group type: layers of one kind and page size (vllm/v1/kv_cache_interface.py).
    struct VllmSpec {
        Kind kind = Full;
        std::int64_t rowBytes = 0;    // bytes per token per layer on one GPU
        std::int64_t layers = 0;      // layers with this spec
        std::int64_t blockTokens = 0; // tokens per block after page-size unification
        std::int64_t groups = 0;      // KV cache groups of this spec
    };

    // One GPU of a layer-split replica: its weights and the KV rows of its layers, by kind (K + V).
    struct DeviceLoad {
        checked::Bytes weights;
        std::array<std::int64_t, KindCount> rows{};
    };
    void prepareDeviceLoads(const std::vector<std::int64_t> &weights,
                            const std::vector<std::array<std::int64_t, KindCount>> &rows);
    /// Sets terms.weights and the KV terms to those of the most loaded GPU (largest weights + KV) for
    /// `cells` KV cells per kind (-1: too many to count).
    void placeOnDevice(const std::array<std::int64_t, KindCount> &cells, Terms &terms) const;

    // assumptionItems() per engine family, and the KV types as a token ("f16", "K q8_0, V f16").
    void genericAssumptions(const Scenario &s, const Estimate &e, std::vector<Assumption> &out) const;
    void vllmAssumptions(const Scenario &s, const Estimate &e, std::vector<Assumption> &out) const;
    void llamaCppAssumptions(const Scenario &s, const Estimate &e, std::vector<Assumption> &out) const;
    static std::string kvCacheTypesText(const Scenario &s);

    std::int64_t cellsFor(Kind kind, std::int64_t concurrency, std::int64_t fullCells, std::int64_t streams,
                          std::int64_t streamCells) const;
    /// Blocks one request of `context` tokens needs in a spec of `kind`; std::nullopt on overflow.
    checked::Bytes vllmBlocksFor(Kind kind, std::int64_t context, std::int64_t blockTokens) const;
    void prepareVllm(const Scenario &s);
    // vLLM's profiled budget for a profile step of `tokens` tokens (engine releases: V0 profiles
    // max(max_model_len, 2048) tokens, so its budget follows the context; engine.h EngineSettings::vllmV0).
    struct VllmBudget {
        std::int64_t tokens = 0;     // max_num_batched_tokens of the profile run
        std::int64_t activation = 0; // peak activation bytes
        std::int64_t available = 0;  // "Available KV cache memory" (may be negative)
        std::int64_t blocks = 0;     // num_blocks
    };
    std::int64_t vllmProfileTokens(std::int64_t context) const;
    std::optional<VllmBudget> vllmBudgetFor(std::int64_t tokens) const;
    std::optional<VllmBudget> vllmBudgetAt(std::int64_t context) const;
    checked::Bytes genericActivations(std::int64_t context, std::int64_t concurrency) const;
    // llama.cpp's compute buffer for `tokens` tokens is base + perCell x n_kv, capped below by the FFN and
    // output terms; the coefficients for tokens = min(ubatch, batch) are prepared once.
    struct ComputeBufferShape {
        checked::Bytes fixed;   // inputs and attention terms that do not depend on n_kv
        checked::Bytes perCell; // bytes per KV cell (KQ mask, KQ block, one layer's K and V)
        checked::Bytes floor;   // max(FFN, output): the buffer holds at least this plus the inputs
        checked::Bytes inputs;  // the inputs that do not depend on n_kv
    };
    ComputeBufferShape computeBufferShape(std::int64_t tokens) const;
    checked::Bytes llamaCppComputeBuffer(std::int64_t tokens, std::int64_t kvCells) const;
    checked::Bytes ollamaGraph(std::int64_t engineContext) const;

    bool m_ok = true;
    Engine m_engine = Engine::Generic;
    EngineSettings m_settings;
    int m_tensorParallel = 1;
    std::int64_t m_usable = 0;
    checked::Bytes m_weights;

    // Model facts used per evaluation.
    std::int64_t m_hidden = 0;
    std::int64_t m_intermediate = 0;
    std::int64_t m_ffnColumns = 0; // largest FFN of one layer: dense size, or experts used x expert size
    std::int64_t m_vocab = 0;
    std::int64_t m_heads = 0;
    std::int64_t m_qColumns = 0;     // a x K head dim (MLA: a x (nope + rope))
    std::int64_t m_qWeightBytes = 0; // one layer's q projection at the weight precision
    std::int64_t m_experts = 0;
    std::int64_t m_expertsPerToken = 0;
    std::int64_t m_window = 0;
    std::int64_t m_chunk = 0;
    std::int64_t m_ubatch = 0;         // min(ubatch, batch)
    ComputeBufferShape m_computeShape; // for m_ubatch tokens

    // llama.cpp family: layers per GPU, and the GPUs that no other GPU outweighs in weights and in
    // every kind of KV row (the candidates for the most loaded GPU; at least one when the KV is valid).
    std::vector<int> m_layersPerDevice;
    std::vector<DeviceLoad> m_deviceLoads;

    // KV rows per cell (one token), summed over the layers of each kind, K + V. Generic and vLLM: per
    // GPU; llama.cpp-family: the whole model (m_deviceLoads holds each GPU's share).
    std::array<std::int64_t, KindCount> m_rows{};
    std::array<std::int64_t, KindCount> m_layerCount{};
    std::int64_t m_largestLayerRow = 0; // llama.cpp compute buffer: one layer's K and V
    std::int64_t m_kvBytesPerToken = 0;
    bool m_valueFellBackToF16 = false; // llama.cpp: quantized V without flash attention
    bool m_ollamaFellBackToF16 = false;

    // vLLM
    std::vector<VllmSpec> m_vllmSpecs;
    std::int64_t m_vllmPoolBlockBytes = 0; // bytes of one block id across the group's layers
    std::int64_t m_vllmGroups = 0;
    std::int64_t m_vllmMinBlockTokens = 0;
    std::int64_t m_vllmRequested = 0;
    std::int64_t m_vllmActivation = 0;
    std::int64_t m_vllmAvailable = 0;
    std::int64_t m_vllmBlocks = 0;
    std::int64_t m_vllmMaxNumBatchedTokens = 0;
    std::int64_t m_vllmMaxNumSeqs = 0;
    std::int64_t m_vllmReserveNeeded = 0; // CUDA context (+ graphs when not budgeted)
    std::int64_t m_cudaGraphBytes = 0;
    bool m_vllmPagesUnified = true; // false: page sizes that vLLM could not unify exactly
    // The profile run's terms that do not depend on its tokens (vllmBudgetFor).
    std::int64_t m_vllmNonTorch = 0;        // non-torch bytes of the profile (V0: kVllmV0NonTorchBytes)
    std::int64_t m_vllmForwardColumns = -1; // 2h + the widest intermediate of one layer (-1: overflow)
    std::int64_t m_vllmBytesPerLogit = 0;
    std::int64_t m_vllmBudgetedGraphs = 0; // CUDA graphs taken from the KV budget

    // Engine releases (engineversion.h)
    bool m_slidingWindowIgnored = false; // llama.cpp family: Phi-3 sliding-window layers kept full
    std::int64_t m_trainedContext = 0;   // ModelSpec::maxContextTokens (Ollama caps num_ctx at it)
};

} // namespace headroom::fit
