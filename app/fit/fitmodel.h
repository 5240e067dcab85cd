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
#include <vector>

namespace headroom::fit {

/// Precision in which the model weights are stored.
enum class WeightPrecision { FP32, BF16, FP16, FP8, INT8, INT4 };

/// Element type of the KV cache. q8_0 and q4_0 are GGML block formats (32 values per block,
/// 34 and 18 bytes per block; ggml/src/ggml-common.h `block_q8_0`, `block_q4_0`).
enum class KvCacheDtype { FP32, F16, BF16, FP8, Q8_0, Q4_0 };

/// Storage cost of a weight precision in bits per weight (fp32 32, bf16/fp16 16, fp8/int8 8, int4 4).
int bitsPerWeight(WeightPrecision p);

/// A block-quantized element type: `blockBytes` bytes hold `blockSize` values.
/// Dense types have blockSize 1 (f16: {1, 2}); q8_0 is {32, 34}; q4_0 is {32, 18}.
struct BlockLayout {
    int blockSize = 1;
    int blockBytes = 2;
};
BlockLayout kvCacheLayout(KvCacheDtype t);

/// Bytes taken by `elements` values of `t`, rounded up to whole blocks.
std::int64_t kvCacheBytesFor(KvCacheDtype t, std::int64_t elements);

/// Stable lowercase names used by the CLI and JSON: "fp32","bf16","fp16","fp8","int8","int4"
/// and "fp32","f16","bf16","fp8","q8_0","q4_0".
std::string_view toString(WeightPrecision p);
std::string_view toString(KvCacheDtype t);
std::optional<WeightPrecision> weightPrecisionFromString(std::string_view s);
std::optional<KvCacheDtype> kvCacheDtypeFromString(std::string_view s);

/// Architecture of a decoder-only transformer, as published in its Hugging Face config.json.
/// Field names follow config.json: num_hidden_layers, num_attention_heads, num_key_value_heads,
/// head_dim (or hidden_size / num_attention_heads), hidden_size, intermediate_size, vocab_size.
struct ModelSpec {
    std::string id;                   ///< catalogue id, e.g. "llama-3.1-8b"
    std::string displayName;          ///< e.g. "Llama 3.1 8B"
    std::int64_t parameterCount = 0;  ///< total parameters (all experts for MoE), from the published checkpoint
    int layers = 0;                   ///< num_hidden_layers
    int attentionHeads = 0;           ///< num_attention_heads
    int kvHeads = 0;                  ///< num_key_value_heads (GQA: fewer than attentionHeads)
    int headDim = 0;                  ///< head_dim, or hidden_size / num_attention_heads
    int hiddenSize = 0;               ///< hidden_size
    int intermediateSize = 0;         ///< intermediate_size (per expert for MoE)
    int vocabSize = 0;                ///< vocab_size
    std::int64_t maxContextTokens = 0;///< max_position_embeddings
    int experts = 0;                  ///< num_local_experts (0 = dense)
    int expertsPerToken = 0;          ///< num_experts_per_tok
    bool tiedEmbeddings = false;      ///< tie_word_embeddings
    bool attentionBias = false;       ///< q/k/v projections carry a bias (Qwen2)
};

/// Parameter count derived from the architecture (Llama/Mistral/Mixtral/Qwen2 layout):
/// embeddings V*h; per layer q and o h*(a*d) each, k and v h*(k*d) each (+ biases a*d + 2*k*d
/// when attentionBias), SwiGLU MLP 3*h*ff per expert (+ router h*E for MoE), two RMSNorms 2*h;
/// final norm h; LM head V*h unless tied. Source: transformers `modeling_llama.py`,
/// `modeling_mixtral.py`, `modeling_qwen2.py`.
std::int64_t derivedParameterCount(const ModelSpec &m);

/// GPUs of one kind. `memoryBytes` is the total the driver reports for one GPU (nvidia-smi / rocm-smi).
struct Hardware {
    std::string gpuId;
    std::int64_t memoryBytes = 0;
    int gpuCount = 1;        ///< GPUs in the configuration
    int tensorParallel = 1;  ///< tensor-parallel degree; 1 <= tensorParallel <= gpuCount
};

struct Workload {
    std::int64_t contextTokens = 4096;  ///< context length per sequence (prompt + generated), tokens
    int concurrency = 1;                ///< concurrent sequences kept in the KV cache
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
std::string_view componentKey(Component c);       ///< JSON key: "weights","kv_cache","activations","runtime"
std::string_view componentConceptId(Component c); ///< glossary id: "weights","kv-cache","activations","runtime-overhead"
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
    int devices = 1;                         ///< GPUs holding one model replica (= tensor-parallel degree)
    int replicas = 1;                        ///< gpuCount / tensorParallel; replicas never pool memory
    Breakdown perDevice;                     ///< bytes on each GPU of a replica
    std::int64_t usablePerDeviceBytes = 0;   ///< memory one GPU offers (driver-reported total)
    std::int64_t headroomBytes = 0;          ///< usable - total; negative when it does not fit
    bool fits = false;
    std::int64_t kvCacheBytesPerToken = 0;   ///< per GPU, one token of one sequence, all layers
    std::int64_t maxConcurrency = 0;         ///< largest concurrency that fits at this context (0 = none)
    std::vector<std::string> assumptions;    ///< English, for logs/CLI; the UI phrases its own
};

/// A user-facing error: `field` names the offending input, `message` says what is wrong.
struct Error {
    std::string field;
    std::string message;
};

template<typename T>
struct Result {
    std::optional<T> value;
    std::optional<Error> error;
    bool ok() const { return value.has_value(); }
    static Result success(T v) { return Result{std::move(v), std::nullopt}; }
    static Result failure(std::string field, std::string message)
    {
        return Result{std::nullopt, Error{std::move(field), std::move(message)}};
    }
};

/// Checks a scenario for impossible values (non-positive sizes, TP not dividing the heads, ...).
std::optional<Error> validate(const Scenario &s);

/// Runtime overhead per GPU: 512 MiB for the CUDA context, cuBLAS workspace and allocator slack.
inline constexpr std::int64_t kRuntimeOverheadBytes = 512LL * 1024 * 1024;
/// Prefill chunk for the activation term: llama.cpp default n_ubatch = 512 tokens.
inline constexpr std::int64_t kActivationChunkTokens = 512;

std::int64_t weightBytesPerDevice(const Scenario &s);
std::int64_t kvCacheBytesPerTokenPerDevice(const Scenario &s);
std::int64_t activationBytesPerDevice(const Scenario &s);

/// The fit model. Fails with an Error for invalid scenarios; never throws.
Result<Estimate> estimate(const Scenario &s);

} // namespace headroom::fit
