// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Inference engine profiles: one scenario means different bytes per engine, because engines differ
// in how they size the KV cache (context total vs per sequence, padding, sliding-window and MLA
// layouts, paged blocks), how they budget memory (vLLM's gpu_memory_utilization) and what they keep
// in reserve. Every engine constant lives in this header, once, with its source; the section numbers
// refer to shared/research/fit-anchors.md. Pure C++20, no Qt.

#include <cstdint>
#include <optional>
#include <string_view>

namespace headroom::fit {

/// The engine whose allocation rules the estimate follows. Per GPU, for `n` sequences of `s` tokens
/// (Workload), with row_l = bytes of one token's K and V in layer l (heads_l x head dim at the K and V
/// types, block-rounded per row as ggml_row_size does):
///  - Generic: Hugging Face Transformers-style static cache (the v1 model). KV = n x s x row in
///    full-attention layers, n x min(window, s) x row in sliding-window and chunked layers; MLA layers
///    cache the decompressed heads. Activations and the 512 MiB runtime as in fitmodel.h.
///  - LlamaCpp (llama.cpp `llama-server`/`llama-cli`, builds of 2025; src/llama-kv-cache.cpp,
///    src/llama-kv-cache-iswa.cpp at 02c28f533): started as `-c n*s -np n`; cells = PAD256(n x s), one
///    stream (unified KV) or n streams of cells / n; full-attention layers hold every cell;
///    sliding-window (and Llama 4 chunked) layers PAD256(min(stream cells, window x (unified ? n : 1) +
///    ubatch)) per stream unless swaFull; MLA layers hold only the latent K row (kv_lora_rank +
///    qk_rope_head_dim), V is a view of it; a quantized V without flash attention is stored as f16.
///    Layers are split over the tensorParallel GPUs as llama.cpp assigns them (--split-mode layer,
///    layersplit.h): each GPU holds the weights and KV rows of its own layers, the last GPU also the
///    output layer; the estimate reports the most loaded GPU. Compute buffer from
///    gguf-parser-go's formulas (engineplan.cpp); the n_vocab x n x 4-byte output buffer is host memory.
///  - Vllm (V1 engine 0.10/0.11; vllm/v1/worker/gpu_worker.py, vllm/v1/core/kv_cache_utils.py,
///    vllm/v1/kv_cache_interface.py): budget = floor(total x utilization) - weights - profiled
///    activation peak - non-torch [- CUDA graphs]; pages of blockSize tokens, KV heads per GPU
///    max(1, heads / t), one replicated MLA latent head; layers grouped as vLLM groups them (hybrid
///    models: group size = fewest layers of a kind, or the most when below 1.25 x the fewest); blocks
///    per request: full/MLA cdiv(s, block), sliding cdiv(min(W - 1 + max_num_batched_tokens, s), block)
///    + 1, chunked cdiv(min(C + max_num_batched_tokens, s), block); num_blocks = budget / (page x
///    group size); "GPU KV cache size" = num_blocks / groups x block; maximum concurrency =
///    num_blocks / blocks per request (capped by max_num_seqs). The activation peak is a documented
///    estimate of the profile run (engineplan.cpp `prepareVllm`).
///  - Ollama (llama.cpp runner; fs/ggml/ggml.go `GraphSize`): num_ctx = s, OLLAMA_NUM_PARALLEL = n, one
///    cache of PAD256(n x s) cells with llama.cpp's sliding-window rule; K and V share one type (f16,
///    q8_0, q4_0), f16 without flash attention; graph = Ollama's llama formula; reserve
///    kOllamaMinimumMemoryBytes (+ OLLAMA_GPU_OVERHEAD) per GPU instead of a runtime term.
///  - IkLlamaCpp: as LlamaCpp (the MLA cache is the compressed latent c^KV only), but every
///    sliding-window layer is full size, as in the builds measured (2025-04..06, row IK11).
enum class Engine { Generic, LlamaCpp, Vllm, Ollama, IkLlamaCpp };

/// Stable names for the CLI and JSON: "generic", "llama.cpp", "vllm", "ollama", "ik_llama.cpp";
/// "" for a value that is not an enumerator.
std::string_view toString(Engine e);
/// Parses exactly the names above (case sensitive); std::nullopt otherwise.
std::optional<Engine> engineFromString(std::string_view s);

/// True for the engines that split a model over the GPUs of a replica BY LAYER: llama.cpp,
/// ik_llama.cpp and Ollama (its llama.cpp runner) run `--split-mode layer` (llama.cpp's default since
/// PR #4766, 2024-01), so each GPU holds whole layers and any GPU count works; Hardware::tensorParallel
/// is then the number of GPUs the layers are split over (layersplit.h). False for Generic and Vllm,
/// which shard every tensor over the tensor-parallel group, so the degree must divide the attention
/// heads (vLLM `ModelConfig.verify_with_parallel_config`). False for a non-enumerator.
bool splitsByLayer(Engine e);

/// The top-k/top-p sampler vLLM runs in its memory-profiling dummy sampler pass, which decides the
/// size of the logits temporaries (see kVllmSamplerBytesPerLogitPyTorch / ...FlashInfer).
/// vLLM logs "Using FlashInfer for top-p & top-k sampling." when it uses FlashInfer
/// (vllm/v1/sample/ops/topk_topp_sampler.py).
enum class VllmSampler { PyTorch, FlashInfer };

/// How an engine release caches a multi-head latent attention (MLA: DeepSeek V2/V3, Kimi K2) layer, per
/// token. Engine releases differ (engineversion.h maps releases to these); Generic always caches the
/// decompressed heads (PerHead).
enum class MlaCache {
    /// One latent row of kv_lora_rank + qk_rope_head_dim, no V: vLLM `MLAAttentionSpec` (V1; V0 from
    /// 0.7.1, PR #12601), llama.cpp from PR #19067 ("kv-cache : support V-less cache", merged 2026-01-24),
    /// ik_llama.cpp's c^KV.
    Latent,
    /// The latent K row plus a separate V row of kv_lora_rank (an MQA view with 1 KV head, K 576 and
    /// V 512 for DeepSeek-V3): llama.cpp from PR #12801 (DeepSeek V2/V3 MLA, merged 2025-04-15) until
    /// PR #19067 ("almost x2 less memory for the KV cache", its description).
    LatentAndValue,
    /// Every head's K (qk_nope + qk_rope, 192) and V (v_head_dim, 128): llama.cpp before PR #12801
    /// (GGUF deepseek2.attention.key_length 192 / value_length 128, n_head_kv = n_head), Ollama's vendored
    /// llama.cpp of early 2025, Transformers.
    PerHead,
    /// Every head's K and V, V padded to the K head size (192 + 192): vLLM before 0.7.1, whose cache has
    /// one head_size for K and V (vllm/worker/cache_engine.py; ModelConfig.get_head_size returned
    /// qk_nope_head_dim + qk_rope_head_dim for DeepSeek without MLA). [S]
    PerHeadPaddedValue,
};

/// vLLM V0 scheduler and profiler constants (releases before 0.8.0, when V1 became the default; V0 was
/// removed in 0.11.0). Source: vllm/engine/arg_utils.py and vllm/config.py `SchedulerConfig` of the V0
/// releases.
///  - Chunked prefill is switched on by default only for max_model_len > 32768 ("enable chunked
///    prefill by default for long context (> 32K) models", EngineArgs.create_engine_config).
inline constexpr std::int64_t kVllmV0LongContextTokens = 32768;
///  - Without chunked prefill max_num_batched_tokens defaults to max(max_model_len, 2048)
///    ("If max_model_len is too short, use 2048 as the default value for higher throughput").
inline constexpr std::int64_t kVllmV0MinBatchedTokens = 2048;
///  - With chunked prefill it defaults to 512, 2048 from PR #10544 (merged 2024-11-21, release 0.6.5).
inline constexpr std::int64_t kVllmV0ChunkedTokensBefore065 = 512;
inline constexpr std::int64_t kVllmV0ChunkedTokens = 2048;
///  - max_num_seqs defaults to 256 on every GPU (EngineArgs.max_num_seqs).
inline constexpr int kVllmV0MaxNumSeqs = 256;
///  - Non-torch memory of the profile: 1.79 GiB, the one V0 profiler log in the validation set (PR #10511
///    sanity check, Meta-Llama-3-8B, TP 1, 2024-12: "non_torch_memory 1.79GiB"; row VL16). [D]
inline constexpr std::int64_t kVllmV0NonTorchBytes = 1921997864; // 1.79 x 2^30, rounded down

// --- Engine constants (one place each, with the source) -------------------------------------------

/// llama.cpp / Ollama: KV cells are padded to 256. Source: the llama.cpp logs in the validation set
/// print "kv_size=32768 padding=256" (ik_llama.cpp PR #370, 2025-05); src/llama-kv-cache-iswa.cpp at
/// commit 02c28f533 ("the SWA cache is always padded to 256 for performance", issue #17037). Builds from
/// before 2024 padded to 32 without flash attention (gguf-parser-go file_estimate__llamacpp.go).
inline constexpr std::int64_t kLlamaCppCellPadding = 256;
/// llama.cpp defaults `-ub 512` (n_ubatch) and `-b 2048` (n_batch) (common/common.h).
inline constexpr std::int64_t kLlamaCppDefaultUbatch = 512;
inline constexpr std::int64_t kLlamaCppDefaultBatch = 2048;
/// Ollama's per-GPU minimum reserve: `cudaMinimumMemory = rocmMinimumMemory = 457 MiB`
/// (ollama discover/gpu.go; fit-anchors A3). Ollama budgets its runner's CUDA context with it.
inline constexpr std::int64_t kOllamaMinimumMemoryBytes = 457LL * 1024 * 1024;
/// Ollama's `num_batch` default, 512 (api/types.go DefaultOptions), passed to its runner as n_batch and
/// n_ubatch.
inline constexpr std::int64_t kOllamaDefaultBatch = 512;

/// vLLM CacheConfig.block_size default on CUDA: 16 tokens per KV block (vllm/config/cache.py).
inline constexpr int kVllmDefaultBlockSize = 16;
/// vLLM `--gpu-memory-utilization` default 0.9, as permille (vllm/config/cache.py).
inline constexpr int kVllmDefaultGpuMemoryUtilizationPermille = 900;
/// vLLM scheduler defaults for the OpenAI API server (vllm/engine/arg_utils.py `get_batch_defaults`,
/// "NOTE(Kuntai)" A100 exception, PR #17885): GPUs with >= 70 GiB whose name does not contain "a100" get
/// max_num_batched_tokens 8192 and max_num_seqs 1024; all others 2048 and 256.
inline constexpr std::int64_t kVllmLargeGpuThresholdBytes = 70LL * 1024 * 1024 * 1024;
inline constexpr std::int64_t kVllmLargeGpuMaxNumBatchedTokens = 8192;
inline constexpr int kVllmLargeGpuMaxNumSeqs = 1024;
inline constexpr std::int64_t kVllmSmallGpuMaxNumBatchedTokens = 2048;
inline constexpr int kVllmSmallGpuMaxNumSeqs = 256;
/// vLLM profile run, dummy sampler pass over min(max_num_seqs, max_num_batched_tokens) rows of
/// vocab_size logits (vllm/v1/worker/gpu_model_runner.py `_dummy_sampler_run`, top-k and top-p set).
/// Bytes live at the peak per logit element, derived from the PyTorch-native top-k/top-p path
/// (vllm/v1/sample/ops/topk_topp_sampler.py `apply_top_k_top_p`): bf16 logits 2 + their fp32 copy 4 +
/// `sort` values 4 and int64 indices 8 + the radix sort's double buffers for values 4 and indices 8 +
/// the int64 iota index input 8 = 38. [D] The llm-d H100 rows (VL10, VL12) imply 38.4 after removing the
/// hidden states; see tests/fit/tst_engine.cpp.
inline constexpr std::int64_t kVllmSamplerBytesPerLogitPyTorch = 38;
/// With FlashInfer's `top_k_top_p_sampling_from_logits`: bf16 logits 2 + fp32 copy 4 + top-k masked
/// logits 4 + softmax probabilities 4 = 14 bytes per logit element. [D]
inline constexpr std::int64_t kVllmSamplerBytesPerLogitFlashInfer = 14;
/// vLLM V1 "non-torch memory" increase during profiling (NCCL, cuBLAS workspaces, allocator slack):
/// 144 MiB = 0.14 GiB, the value the llm-d H100 table reports for TP 1 (0.13-0.14 GiB; llm-d-benchmark
/// config_explorer/empirical-vllm-memory-results.md at b89b21c). PR #21489 shows 0.07 GiB for
/// Gemma-3-4B. Multi-GPU runs hold more (NCCL buffers); not modelled.
inline constexpr std::int64_t kVllmNonTorchBytes = 144LL * 1024 * 1024;
/// vLLM CUDA graph capture estimate: 512 MiB. Logs: "Graph capturing finished ..., took 0.50 GiB"
/// (Qwen2-7B, A100, vLLM 0.10.1.1, dennislee22/vLLM-benchmarking), 0.65 GiB (Gemma-3-4B, PR #21489;
/// Qwen2-7B TP 2), 0.39 GiB (gpt-oss-20b, llm-d table). vLLM 0.10/0.11 capture the graphs after the KV
/// cache is allocated, inside the 1 - gpu_memory_utilization reserve; newer versions subtract an
/// estimate from the KV budget (fit-anchors A4).
inline constexpr std::int64_t kVllmCudaGraphBytes = 512LL * 1024 * 1024;

// --- Settings ---------------------------------------------------------------------------------------

/// Engine knobs. Sizes are integers (no floating point); each field names the engine flag it mirrors.
/// Fields an engine does not use are ignored by it. Start from defaultSettings(engine).
struct EngineSettings {
    Engine engine = Engine::Generic;

    // vLLM
    /// `--gpu-memory-utilization` in permille (900 = 0.9); 1..1000.
    int gpuMemoryUtilizationPermille = kVllmDefaultGpuMemoryUtilizationPermille;
    /// `--max-num-batched-tokens`; 0 = vLLM's default for the GPU (see kVllmLargeGpu...).
    std::int64_t maxNumBatchedTokens = 0;
    /// `--max-num-seqs`; 0 = vLLM's default for the GPU.
    int maxNumSeqs = 0;
    /// `--block-size` in tokens.
    int blockSize = kVllmDefaultBlockSize;
    /// CUDA graphs captured (false = `--enforce-eager`).
    bool cudaGraphs = true;
    /// Newer vLLM subtracts the CUDA-graph estimate from the KV budget; 0.10/0.11 do not.
    bool cudaGraphsInKvBudget = false;
    /// Sampler used by the profiling pass.
    VllmSampler sampler = VllmSampler::PyTorch;

    // llama.cpp, ik_llama.cpp, Ollama
    /// `-ub` (n_ubatch) for llama.cpp; `num_batch` for Ollama.
    std::int64_t ubatch = kLlamaCppDefaultUbatch;
    /// `-b` (n_batch); llama.cpp uses min(ubatch, batch) tokens per compute step.
    std::int64_t batch = kLlamaCppDefaultBatch;
    /// `-fa` / OLLAMA_FLASH_ATTENTION. Without it llama.cpp stores a quantized V cache as f16
    /// (gguf-parser-go file_estimate__llamacpp.go L344-348) and Ollama uses f16 for K and V.
    bool flashAttention = true;
    /// `--swa-full`: sliding-window layers keep the full context.
    bool swaFull = false;
    /// `-kvu` / `--kv-unified`: one cache stream shared by all sequences (llama-server default since
    /// PR #16736). false = one stream per sequence, each n_ctx / n_seq cells.
    bool unifiedKv = true;
    /// OLLAMA_GPU_OVERHEAD in bytes, added to Ollama's per-GPU reserve.
    std::int64_t gpuOverheadBytes = 0;
    /// llama.cpp --n-gpu-layers offloads the output layer first (ggml-org/llama.cpp PR #18148, merged
    /// 2025-12-17: i_gpu_start = n_layer + 1 - n_gpu_layers); before it the output layer stayed on the CPU
    /// unless n_gpu_layers > n_layer (i_gpu_start = n_layer - n_gpu_layers). Ollama's vendored llama.cpp
    /// predates the change. placement.h applies it.
    bool llamaOutputLayerFirst = true;

    // Release behaviour (engineversion.h applyEngineProfile): the defaults are the current releases.
    /// vLLM V0 engine (releases before 0.8.0): the profile run takes max_num_batched_tokens =
    /// max(max_model_len, 2048) tokens unless chunked prefill is on (max_model_len > 32768), the scheduler
    /// defaults to 256 sequences, non-torch memory is kVllmV0NonTorchBytes, and every attention layer
    /// keeps a full-context cache in one block pool (vllm/worker/cache_engine.py `get_cache_block_size`:
    /// block x layers x heads x head_size x 2; no sliding-window or hybrid groups). The log line is
    /// "# GPU blocks: N".
    bool vllmV0 = false;
    /// V0's default max_num_batched_tokens with chunked prefill (kVllmV0ChunkedTokens...).
    std::int64_t vllmV0ChunkedTokens = kVllmV0ChunkedTokens;
    /// How MLA layers are cached (vLLM, llama.cpp family; Generic ignores it).
    MlaCache mlaCache = MlaCache::Latent;
    /// llama.cpp family: a reduced sliding-window cache exists (llama.cpp PR #13194 "kv-cache : add SWA
    /// support", merged 2025-05-20). false: every sliding-window layer keeps the full context, as builds
    /// before it did.
    bool slidingWindowCache = true;
    /// Ollama caps num_ctx at the model's trained context (ollama PR #11175 "avoid context overflow",
    /// merged 2025-06-23: "make sure we do not exceed the training size"); before it the runner took a
    /// longer context and llama.cpp warned "n_ctx_per_seq (...) > n_ctx_train (...)".
    bool ollamaCapsContext = true;
};

/// The defaults each engine starts with: Generic, LlamaCpp and IkLlamaCpp as the struct initialisers
/// (flash attention on, ubatch 512, batch 2048, unified KV); Vllm the same plus its own defaults;
/// Ollama batch = ubatch = 512 (num_batch) and flash attention off (OLLAMA_FLASH_ATTENTION default).
EngineSettings defaultSettings(Engine e);

/// KV cache bytes split by the attention kind of the layers that hold them (per GPU).
/// Sums to Breakdown::kvCache.
struct KvByAttention {
    std::int64_t fullAttention = 0; ///< layers attending over the whole context (GQA/MQA/MHA)
    std::int64_t slidingWindow = 0; ///< sliding-window layers
    std::int64_t chunkedLocal = 0;  ///< chunked local attention layers (Llama 4)
    std::int64_t mla = 0;           ///< multi-head latent attention layers (DeepSeek V2/V3)
    std::int64_t total() const { return fullAttention + slidingWindow + chunkedLocal + mla; }
};

/// What limits a workload: for an estimate that does not fit, the constraint it breaks; for one that
/// fits, the constraint that caps Estimate::maxConcurrency; for the solvers, what stopped the search.
enum class Constraint {
    None,           ///< nothing binds (e.g. a model with no KV cache and no growth)
    GpuMemory,      ///< the per-GPU total exceeds the GPU's memory
    KvCacheBudget,  ///< vLLM: the sequences need more KV blocks than the pool holds
    EngineBudget,   ///< vLLM: weights + activation peak + non-torch exceed memory x utilization
    EngineReserve,  ///< vLLM: memory x (1 - utilization) cannot hold the CUDA context (and graphs)
    SchedulerLimit, ///< vLLM: more concurrent sequences than max_num_seqs
    ModelContext,   ///< solvers: the model's max_position_embeddings
    NoParallelism,  ///< minGpus: no tensor-parallel degree up to the limit fits
};
/// JSON key: "none", "gpu_memory", "kv_cache_budget", "engine_budget", "engine_reserve",
/// "scheduler_limit", "model_context", "no_parallelism"; "" for a non-enumerator.
std::string_view constraintKey(Constraint c);

} // namespace headroom::fit
