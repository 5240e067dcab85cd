// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The fit model: does an inference workload fit on a GPU configuration?
// Pure C++20, no Qt, no I/O. Every size is a std::int64_t byte count (GiB = 2^30 bytes,
// GB = 10^9 bytes; convert only for display). Formulas and their sources are documented
// next to each function in fitmodel.cpp and in the docstrings below.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace headroom::fit {

/// Precision in which the model weights are stored.
enum class WeightPrecision { FP32, BF16, FP16, FP8, INT8, INT4 };

/// Element type of the KV cache. q8_0 and q4_0 are GGML block formats (32 values per block,
/// 34 and 18 bytes per block; ggml/src/ggml-common.h `block_q8_0`, `block_q4_0`).
enum class KvCacheDtype { FP32, F16, BF16, FP8, Q8_0, Q4_0 };

/// Storage cost of a weight precision in bits per weight (fp32 32, bf16/fp16 16, fp8/int8 8, int4 4).
/// Dense element sizes as in fit-anchors §4.1 (hf-mem `get_safetensors_dtype_bytes`, accelerate
/// `dtype_byte_size`). Quantization scales and zero points are not counted (first version).
/// Returns 0 for a value that is not an enumerator.
int bitsPerWeight(WeightPrecision p);

/// A block-quantized element type: `blockBytes` bytes hold `blockSize` values.
/// Dense types have blockSize 1 (f16: {1, 2}); q8_0 is {32, 34}; q4_0 is {32, 18}.
struct BlockLayout {
    int blockSize = 1;
    int blockBytes = 2;
};
/// fp32 {1, 4}, f16/bf16 {1, 2}, fp8 {1, 1}, q8_0 {32, 34}, q4_0 {32, 18}; {0, 0} for a value that
/// is not an enumerator.
BlockLayout kvCacheLayout(KvCacheDtype t);

/// Bytes taken by `elements` values of `t`, rounded up to whole blocks
/// (ggml `ggml_row_size` = type_size * ne / block_size for whole blocks). Example: 128 values of
/// q8_0 are 4 blocks = 136 bytes, of q4_0 72 bytes. Returns -1 when `elements` is negative, `t` is
/// not an enumerator, or the result does not fit in 64 bits.
std::int64_t kvCacheBytesFor(KvCacheDtype t, std::int64_t elements);

/// Stable lowercase names used by the CLI and JSON: "fp32","bf16","fp16","fp8","int8","int4"
/// and "fp32","f16","bf16","fp8","q8_0","q4_0". The parsers accept exactly these names (case
/// sensitive) and return std::nullopt for anything else; toString returns "" for a non-enumerator.
std::string_view toString(WeightPrecision p);
std::string_view toString(KvCacheDtype t);
std::optional<WeightPrecision> weightPrecisionFromString(std::string_view s);
std::optional<KvCacheDtype> kvCacheDtypeFromString(std::string_view s);

/// How one layer attends, which decides what its KV cache holds (fit-anchors §4.4).
///  - Full: every token of the context (standard causal attention, MHA/GQA/MQA);
///  - SlidingWindow: only the last `ModelSpec::slidingWindow` tokens (Mistral v0.1, Gemma 2/3, gpt-oss);
///  - ChunkedLocal: attention inside chunks of `ModelSpec::attentionChunk` tokens (Llama 4);
///  - None: the layer keeps no KV (recurrent, linear attention or a layer without attention heads).
enum class AttentionKind { Full, SlidingWindow, ChunkedLocal, None };

/// One decoder layer, for models whose layers differ (interleaved sliding window, per-layer KV heads
/// as in Nemotron-Ultra "deci", dense first layers before MoE layers as in DeepSeek V3).
struct LayerSpec {
    AttentionKind attention = AttentionKind::Full;
    int kvHeads = 0;  ///< KV heads of this layer; 0 when attention is None
    bool moe = false; ///< the layer's FFN is a mixture of experts
};

/// Architecture of a decoder-only transformer, as published in its Hugging Face config.json.
/// Field names follow config.json: num_hidden_layers, num_attention_heads, num_key_value_heads,
/// head_dim (or hidden_size / num_attention_heads), hidden_size, intermediate_size, vocab_size.
struct ModelSpec {
    std::string id;                    ///< catalogue id, e.g. "llama-3.1-8b"
    std::string displayName;           ///< e.g. "Llama 3.1 8B"
    std::int64_t parameterCount = 0;   ///< total parameters (all experts for MoE), from the published checkpoint
    int layers = 0;                    ///< num_hidden_layers
    int attentionHeads = 0;            ///< num_attention_heads
    int kvHeads = 0;                   ///< num_key_value_heads (GQA: fewer than attentionHeads)
    int headDim = 0;                   ///< head_dim, or hidden_size / num_attention_heads
    int hiddenSize = 0;                ///< hidden_size
    int intermediateSize = 0;          ///< intermediate_size (per expert for MoE)
    int vocabSize = 0;                 ///< vocab_size
    std::int64_t maxContextTokens = 0; ///< max_position_embeddings
    int experts = 0;                   ///< num_local_experts (0 = dense)
    int expertsPerToken = 0;           ///< num_experts_per_tok
    bool tiedEmbeddings = false;       ///< tie_word_embeddings
    bool attentionBias = false;        ///< q/k/v projections carry a bias (Qwen2)

    // --- Extensions for today's families (all optional: zero/empty keeps the plain Llama layout) ---
    std::string architecture; ///< config.json "architectures"[0], e.g. "LlamaForCausalLM"
    /// Per-layer description; empty means `layers` identical full-attention layers with `kvHeads`
    /// KV heads (MoE FFN in every layer when experts > 0). When set, its size equals `layers`.
    std::vector<LayerSpec> layerSpecs;
    int headDimK = 0;       ///< K head dim when it differs from headDim (0 = headDim)
    int headDimV = 0;       ///< V head dim when it differs from headDim (0 = headDim)
    int slidingWindow = 0;  ///< sliding_window W in tokens, for SlidingWindow layers
    int attentionChunk = 0; ///< attention_chunk_size, for ChunkedLocal layers
    // Multi-head latent attention (DeepSeek V2/V3): the cache holds kvLoraRank + qkRopeHeadDim
    // values per token and layer, one "head", no separate V (vLLM `MLAAttentionSpec`).
    int kvLoraRank = 0;    ///< kv_lora_rank (0 = no MLA)
    int qLoraRank = 0;     ///< q_lora_rank (0 = full-rank queries)
    int qkRopeHeadDim = 0; ///< qk_rope_head_dim
    int qkNopeHeadDim = 0; ///< qk_nope_head_dim
    int vHeadDim = 0;      ///< v_head_dim
    // Mixture of experts beyond Mixtral's layout.
    int expertIntermediateSize = 0;       ///< moe_intermediate_size (0 = intermediateSize)
    int sharedExperts = 0;                ///< n_shared_experts / shared_expert count
    int sharedExpertIntermediateSize = 0; ///< shared_expert_intermediate_size (0 = expertIntermediateSize)
};

/// Parameter count derived from the architecture (Llama/Mistral/Mixtral/Qwen2 layout):
/// embeddings V*h; per layer q and o h*(a*d) each, k and v h*(k*d) each (+ biases a*d + 2*k*d
/// when attentionBias), SwiGLU MLP 3*h*ff per expert (+ router h*E for MoE), two RMSNorms 2*h;
/// final norm h; LM head V*h unless tied. Source: transformers `modeling_llama.py`,
/// `modeling_mixtral.py`, `modeling_qwen2.py`.
/// Reproduces the Hugging Face safetensors totals exactly, e.g. Llama-3.1-8B 8,030,261,248,
/// Mixtral-8x7B 46,702,792,704 and Qwen2.5-7B 7,615,616,512 (the q/k/v biases included).
/// Returns -1 when a size is not positive (experts and expertsPerToken may be 0) or the count does
/// not fit in 64 bits.
std::int64_t derivedParameterCount(const ModelSpec &m);

/// GPUs of one kind. `memoryBytes` is the total the driver reports for one GPU (nvidia-smi / rocm-smi).
struct Hardware {
    std::string gpuId;
    std::int64_t memoryBytes = 0;
    int gpuCount = 1;       ///< GPUs in the configuration
    int tensorParallel = 1; ///< tensor-parallel degree; 1 <= tensorParallel <= gpuCount
};

struct Workload {
    std::int64_t contextTokens = 4096; ///< context length per sequence (prompt + generated), tokens
    int concurrency = 1;               ///< concurrent sequences kept in the KV cache
};

struct Scenario {
    ModelSpec model;
    WeightPrecision weights = WeightPrecision::BF16;
    KvCacheDtype kvCache = KvCacheDtype::F16;
    Hardware hardware;
    Workload workload;
};

/// One stacked component of the per-GPU breakdown. `conceptId` is the glossary concept that explains it.
enum class Component { Weights, KvCache, Activations, Runtime };
/// JSON key: "weights", "kv_cache", "activations", "runtime"; "" for a non-enumerator.
std::string_view componentKey(Component c);
/// Glossary id: "weights", "kv-cache", "activations", "runtime-overhead"; "" for a non-enumerator.
std::string_view componentConceptId(Component c);
inline constexpr Component kAllComponents[] = {Component::Weights, Component::KvCache, Component::Activations,
                                               Component::Runtime};

/// Bytes per GPU, one field per component.
struct Breakdown {
    std::int64_t weights = 0;
    std::int64_t kvCache = 0;
    std::int64_t activations = 0;
    std::int64_t runtime = 0;
    std::int64_t value(Component c) const;
    std::int64_t total() const { return weights + kvCache + activations + runtime; }
};

struct Estimate {
    int devices = 1;                       ///< GPUs holding one model replica (= tensor-parallel degree)
    int replicas = 1;                      ///< gpuCount / tensorParallel; replicas never pool memory
    Breakdown perDevice;                   ///< bytes on each GPU of a replica
    std::int64_t usablePerDeviceBytes = 0; ///< memory one GPU offers (driver-reported total)
    std::int64_t headroomBytes = 0;        ///< usable - total; negative when it does not fit
    bool fits = false;
    std::int64_t kvCacheBytesPerToken = 0; ///< per GPU, one token of one sequence, all layers
    std::int64_t maxConcurrency = 0;       ///< largest concurrency that fits at this context (0 = none)
    std::vector<std::string> assumptions;  ///< English, for logs/CLI; the UI phrases its own
};

/// A user-facing error: `field` names the offending input, `message` says what is wrong.
struct Error {
    std::string field;
    std::string message;
};

template<typename T> struct Result {
    std::optional<T> value;
    std::optional<Error> error;
    bool ok() const { return value.has_value(); }
    static Result success(T v) { return Result{std::move(v), std::nullopt}; }
    static Result failure(std::string field, std::string message)
    {
        return Result{std::nullopt, Error{std::move(field), std::move(message)}};
    }
};

/// Checks a scenario for impossible values and returns the first problem found, or std::nullopt.
/// `Error::field` is one of:
///  - "parameters" (parameterCount < 1), "layers", "attentionHeads", "headDim", "hiddenSize",
///    "intermediateSize", "vocabSize" (each must be >= 1);
///  - "kvHeads": < 1, above attentionHeads, or not dividing attentionHeads (GQA groups are whole;
///    vLLM `Attention` asserts num_heads % num_kv_heads == 0);
///  - "experts": negative, or expertsPerToken outside 0..experts;
///  - "maxContext": maxContextTokens < 0 (0 means "not published" and disables the context check);
///  - "weights" / "kvCache": the precision is not an enumerator;
///  - "memory": memoryBytes < 1; "gpuCount": gpuCount < 1;
///  - "tensorParallel": < 1, above gpuCount, not dividing gpuCount, not dividing attentionHeads
///    (vLLM `ModelConfig.verify_with_parallel_config`), or KV heads that can be neither split nor
///    replicated evenly (kvHeads % t != 0 when kvHeads >= t, t % kvHeads != 0 when kvHeads < t;
///    vLLM `QKVParallelLinear` in vllm/model_executor/layers/linear.py);
///  - "context": contextTokens < 1 or above maxContextTokens; "concurrency": concurrency < 1.
/// `Error::message` is one English sentence for logs and the CLI.
std::optional<Error> validate(const Scenario &s);

/// Runtime overhead per GPU: 512 MiB for the CUDA context, cuBLAS workspace and allocator slack.
/// fit-anchors §4.8: Ollama reserves `cudaMinimumMemory` = 457 MiB per GPU, gguf-parser-go a
/// 250 MiB platform footprint, gollama 500 MiB; 512 MiB is the recommended default.
inline constexpr std::int64_t kRuntimeOverheadBytes = 512LL * 1024 * 1024;
/// Prefill chunk for the activation term: llama.cpp default n_ubatch = 512 tokens.
inline constexpr std::int64_t kActivationChunkTokens = 512;

// The per-GPU terms below check only the inputs they use (they do not run validate(), so a KV
// figure needs no FFN size): each returns -1 when one of those inputs is out of range or the value
// does not fit in 64 bits. estimate() validates first and reports overflow as an Error.

/// Weight bytes on each GPU of a replica:
///   ceil(parameterCount * bitsPerWeight / 8 / tensorParallel).
/// First version: every tensor (embeddings, norms, LM head, all MoE experts) is stored at the
/// chosen precision and sharded evenly over the tensor-parallel group. Sources (fit-anchors §4.3):
/// all experts are resident (gguf-parser-go sums every tensor; EleutherAI `calc_transformer_mem.py`
/// counts num_experts x mlp_params); linear and embedding shards are /t (llm-analysis
/// `analysis.py` weights per layer = params * bits / 8 / tp). Not modelled yet: replicated norms and
/// replicated K/V projections when kvHeads < t (llm-analysis L266-281), quantization scales.
std::int64_t weightBytesPerDevice(const Scenario &s);

/// KV heads stored on each GPU: max(1, kvHeads / tensorParallel). Heads are replicated when
/// kvHeads < tensorParallel (vLLM `ModelConfig.get_num_kv_heads`; llm-analysis `max(kv_heads/tp, 1)`).
/// Returns 0 when kvHeads or tensorParallel is below 1.
int kvHeadsPerDevice(const ModelSpec &m, int tensorParallel);

/// KV cache bytes on one GPU for one token of one sequence, all layers:
///   layers * kvHeadsPerDevice * 2 (K and V) * kvCacheBytesFor(kvCache, headDim).
/// Every layer caches the full context (no sliding window), K and V share headDim and dtype.
/// Sources: llama.cpp `n_embd_k_gqa = n_embd_head_k * n_head_kv`; vLLM `AttentionSpec` page size
/// 2 * block * kv_heads * head_size * dtype; fit-anchors §4.4.
/// Example: Llama-3.1-8B, f16, t = 1: 32 * 8 * 2 * 256 = 131,072 bytes (128 KiB per token).
std::int64_t kvCacheBytesPerTokenPerDevice(const Scenario &s);

/// KV cache bytes on one GPU: kvCacheBytesPerTokenPerDevice * contextTokens * concurrency
/// (HF static cache b * s * per-token bytes; no padding to vLLM's 16-token blocks or llama.cpp's
/// 256 cells in this version). Llama-3.1-8B, f16, 8192 tokens, 1 sequence: 1 GiB.
std::int64_t kvCacheBytesPerDevice(const Scenario &s);

/// Tokens in the prefill chunk T = min(kActivationChunkTokens, contextTokens * concurrency).
std::int64_t activationChunkTokens(const Scenario &s);

/// Activation (compute buffer) bytes on one GPU, the sum of three terms (fit-anchors §4.5):
///  1. FFN working set of the largest layer, f32 gate and up for the chunk:
///       T * (hiddenSize + ceil(2 * intermediateSize / tensorParallel)) * 4
///     (gguf-parser-go `file_estimate__llamacpp.go` compute buffer: `f32[n_ff, n_tokens]` for gate
///     and up plus the f32 hidden state; the FFN columns are split by tensor parallelism);
///  2. flash-attention KQ block, f16: contextTokens * T * 2 (gguf-parser-go: with flash attention
///     `f16[n_kv, n_tokens]`); flash attention is assumed on;
///  3. logits output buffer, f32, one row per sequence: concurrency * vocabSize * 4 (llama.cpp output
///     buffer n_vocab * n_outputs * 4; gguf-parser-go footprint).
/// MoE router buffers, multimodal projectors and the non-flash-attention KQ matrix are not modelled.
std::int64_t activationBytesPerDevice(const Scenario &s);

/// The fit model, per GPU of one replica (devices = tensorParallel, replicas = gpuCount / t):
///   weights     = weightBytesPerDevice(s)
///   kvCache     = kvCacheBytesPerDevice(s)
///   activations = activationBytesPerDevice(s)
///   runtime     = kRuntimeOverheadBytes
///   usablePerDeviceBytes = hardware.memoryBytes (no engine reserve such as vLLM's
///   1 - gpu_memory_utilization); headroomBytes = usable - total; fits = headroomBytes >= 0.
/// maxConcurrency is the largest number of sequences whose total fits at the chosen context
/// (binary search over the monotone total; 0 when one sequence does not fit). Fails with an Error
/// for invalid scenarios (see validate()) and, with field "parameters" or "context", when a term
/// does not fit in 64 bits; never throws.
Result<Estimate> estimate(const Scenario &s);

} // namespace headroom::fit
