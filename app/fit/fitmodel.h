// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The fit model: does an inference workload fit on a GPU configuration?
// Pure C++20, no Qt, no I/O. Every size is a std::int64_t byte count (GiB = 2^30 bytes,
// GB = 10^9 bytes; convert only for display). Formulas and their sources are documented
// next to each function in fitmodel.cpp and in the docstrings below.

#include "fit/assumption.h"
#include "fit/device.h"
#include "fit/diffusionspec.h"
#include "fit/engine.h"
#include "fit/trainingsettings.h"
#include "fit/weightformat.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace headroom::fit {

/// Precision in which the model weights are stored.
enum class WeightPrecision { FP32, BF16, FP16, FP8, INT8, INT4 };

/// Element type of the KV cache (K and V can differ: Scenario::kvCacheV). The quantized types are
/// GGML block formats of 32 values (ggml/src/ggml-common.h; the same values as ggmltype.h):
/// q8_0 34 bytes (`block_q8_0`), q4_0 18 (`block_q4_0`), q4_1 20 (`block_q4_1`), q5_0 22
/// (`block_q5_0`), q5_1 24 (`block_q5_1`), iq4_nl 18 (`block_iq4_nl`): the nine types llama.cpp
/// accepts for --cache-type-k/-v with f32, f16 and bf16. fp8 is vLLM's `--kv-cache-dtype fp8`
/// (1 byte). The v1 enumerators keep their values; the later ones are appended.
enum class KvCacheDtype { FP32, F16, BF16, FP8, Q8_0, Q4_0, Q4_1, Q5_0, Q5_1, IQ4_NL };

/// Every KvCacheDtype, in enumerator order.
inline constexpr KvCacheDtype kAllKvCacheDtypes[] = {
    KvCacheDtype::FP32, KvCacheDtype::F16,  KvCacheDtype::BF16, KvCacheDtype::FP8,  KvCacheDtype::Q8_0,
    KvCacheDtype::Q4_0, KvCacheDtype::Q4_1, KvCacheDtype::Q5_0, KvCacheDtype::Q5_1, KvCacheDtype::IQ4_NL};

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
/// fp32 {1, 4}, f16/bf16 {1, 2}, fp8 {1, 1}, q8_0 {32, 34}, q4_0 {32, 18}, q4_1 {32, 20},
/// q5_0 {32, 22}, q5_1 {32, 24}, iq4_nl {32, 18}; {0, 0} for a value that is not an enumerator.
BlockLayout kvCacheLayout(KvCacheDtype t);

/// Bytes taken by `elements` values of `t`, rounded up to whole blocks
/// (ggml `ggml_row_size` = type_size * ne / block_size for whole blocks). Example: 128 values of
/// q8_0 are 4 blocks = 136 bytes, of q4_0 72 bytes. Returns -1 when `elements` is negative, `t` is
/// not an enumerator, or the result does not fit in 64 bits.
std::int64_t kvCacheBytesFor(KvCacheDtype t, std::int64_t elements);

/// Stable lowercase names used by the CLI and JSON: "fp32","bf16","fp16","fp8","int8","int4"
/// and "fp32","f16","bf16","fp8","q8_0","q4_0","q4_1","q5_0","q5_1","iq4_nl". toString returns ""
/// for a non-enumerator. weightPrecisionFromString accepts exactly the weight names (case sensitive).
/// kvCacheDtypeFromString keeps the first version's contract: exactly the six v1 names
/// "fp32","f16","bf16","fp8","q8_0","q4_0"; kvCacheDtypeFromName accepts every KvCacheDtype name plus
/// llama.cpp's spelling "f32" of fp32. Both return std::nullopt for anything else.
std::string_view toString(WeightPrecision p);
std::string_view toString(KvCacheDtype t);
std::optional<WeightPrecision> weightPrecisionFromString(std::string_view s);
std::optional<KvCacheDtype> kvCacheDtypeFromString(std::string_view s);
std::optional<KvCacheDtype> kvCacheDtypeFromName(std::string_view s);
/// True for the block-quantized types (q8_0, q4_0, q4_1, q5_0, q5_1, iq4_nl).
bool isQuantized(KvCacheDtype t);

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

    // In MoE models intermediateSize is the FFN size of the dense layers (config.json
    // "intermediate_size": DeepSeek first_k_dense_replace layers, Qwen3-MoE mlp_only_layers; Llama 4
    // "intermediate_size_mlp") and, when expertIntermediateSize is 0, of each expert (Mixtral, gpt-oss).

    // Small tensors that change the parameter count but not the KV cache (all off = Llama layout).
    int normsPerLayer = 0;            ///< hidden-size norm weights per layer (0 = 2; Gemma 2/3: 4)
    bool qkNorm = false;              ///< q and k RMSNorm over the K head dim (Qwen3, Gemma 3)
    bool attentionOutputBias = false; ///< o_proj has a bias (gpt-oss; Llama and Qwen3 with attention_bias)
    bool attentionSinks = false;      ///< one learned sink logit per attention head and layer (gpt-oss `sinks`)
    /// FFN projections carry biases: gate and up ff each, down h (Llama `mlp_bias`; gpt-oss experts).
    bool mlpBias = false;
    /// One bias per routed expert in each MoE layer (gpt-oss `router.bias`, DeepSeek-V3 `e_score_correction_bias`).
    bool routerBias = false;
    bool sharedExpertGate = false; ///< Qwen2-MoE `shared_expert_gate`: h weights per MoE layer
};

/// Parameter count of the language model derived from the architecture (V vocab, h hidden,
/// a attention heads, k KV heads of the layer, dK/dV K and V head dims, ff FFN size, E experts):
///  - embeddings V*h; final norm h; LM head V*h unless tiedEmbeddings;
///  - per attention layer (transformers `modeling_llama.py` and descendants):
///    q h*a*dK, k h*k*dK, v h*k*dV, o a*dV*h; + a*dK + k*dK + k*dV when attentionBias;
///    + h when attentionOutputBias; + 2*dK when qkNorm (`q_norm`/`k_norm`, Qwen3, Gemma 3);
///    + a when attentionSinks (gpt-oss);
///  - MLA instead when kvLoraRank > 0 (`modeling_deepseek_v3.py`, dq = qkNope + qkRope):
///    q_a_proj h*qLoraRank + q_a_layernorm qLoraRank + q_b_proj qLoraRank*a*dq (or q_proj h*a*dq
///    when qLoraRank is 0); kv_a_proj_with_mqa h*(kvLoraRank + qkRope); kv_a_layernorm kvLoraRank;
///    kv_b_proj kvLoraRank*a*(qkNope + vHeadDim); o_proj a*vHeadDim*h;
///  - gated FFN (SwiGLU/GeGLU; fused gate_up as in Phi-3 and gpt-oss counts the same) 3*h*ff,
///    + 2*ff + h when mlpBias. A MoE layer has E such experts of expertIntermediateSize (else
///    intermediateSize), a router h*E (+ E when routerBias), sharedExperts shared experts of
///    sharedExpertIntermediateSize (else the expert size) and h for sharedExpertGate;
///  - normsPerLayer (default 2) norm weights of h per layer.
/// Layers follow layerSpecs when set (per-layer KV heads, 0 meaning kvHeads; AttentionKind::None
/// layers count no attention parameters: recurrent or linear-attention weights are not modelled;
/// `moe` picks the FFN); otherwise every layer is alike and MoE when experts > 0.
/// Counts the language model only: no vision tower or projector (Gemma 3, Llama 4) and no
/// multi-token-prediction layer (DeepSeek-V3 `num_nextn_predict_layers`, which is in the
/// checkpoint but not in the 671B main model). Storage format (MXFP4, FP8, GPTQ) does not change it.
/// Reproduces the published totals exactly, e.g. Llama-3.1-8B 8,030,261,248, Qwen3-8B
/// 8,190,735,360, Qwen3-30B-A3B 30,532,122,624, Gemma-2-9B 9,241,705,984, DeepSeek-V3
/// 671,026,419,200, Phi-3-mini 3,821,079,552 (tests/fit/tst_parametercount.cpp shows each sum).
/// Returns -1 when a size is not positive (experts, expertsPerToken, the MoE extensions and the
/// MLA ranks may be 0), when layerSpecs has a size other than layers or marks a MoE layer in a
/// model without experts, when an MLA model lacks vHeadDim or its q head dim is 0, when a size is
/// above its bound in `limits` (see validate()), or when the count does not fit in 64 bits.
std::int64_t derivedParameterCount(const ModelSpec &m);

/// GPUs of one kind. `memoryBytes` is the total the driver reports for one GPU (nvidia-smi / rocm-smi).
struct Hardware {
    std::string gpuId;
    std::int64_t memoryBytes = 0;
    int gpuCount = 1; ///< GPUs in the configuration
    /// GPUs holding one replica, 1 <= tensorParallel <= gpuCount, dividing gpuCount: the tensor-parallel
    /// degree of the engines that shard tensors (generic, vLLM), the number of GPUs the layers are split
    /// over for llama.cpp, ik_llama.cpp and Ollama (engine.h splitsByLayer, layersplit.h).
    int tensorParallel = 1;
    /// Peak speed of one GPU, for throughput only (the memory estimate never reads it).
    DeviceSpeed speed;
};

/// The workload, per sequence, whatever the engine: llama.cpp is then run with
/// `-c contextTokens*concurrency -np concurrency` (its -c is the total shared by the sequences),
/// Ollama with num_ctx = contextTokens and OLLAMA_NUM_PARALLEL = concurrency, vLLM with
/// max_model_len = contextTokens and `concurrency` requests of that length.
struct Workload {
    std::int64_t contextTokens = 4096; ///< context length per sequence (prompt + generated), tokens
    int concurrency = 1;               ///< concurrent sequences kept in the KV cache
    /// Throughput only (throughput.h): prompt and output tokens of each request; unset = the context
    /// split 3:1 (promptTokensOf / outputTokensOf). Their sum may not exceed contextTokens.
    std::optional<std::int64_t> promptTokens;
    std::optional<std::int64_t> outputTokens;
};

struct Scenario {
    ModelSpec model;
    /// Dense precision of every tensor (the first fit model); used when weightFormat is empty.
    WeightPrecision weights = WeightPrecision::BF16;
    /// How the checkpoint stores its weights when one dense precision does not describe it: GGML
    /// types, llama.cpp file types, GPTQ/AWQ with groups, bitsandbytes NF4/int8, FP8 with scales,
    /// MXFP4 experts (weightformat.h). Empty = weightFormatFor(weights), the first version's
    /// behaviour. When set, `weights` is ignored.
    std::optional<WeightFormat> weightFormat;
    /// KV cache element type: of K, and of V too unless kvCacheV is set (llama.cpp -ctk; vLLM
    /// --kv-cache-dtype sets both).
    KvCacheDtype kvCache = KvCacheDtype::F16;
    /// V cache element type when it differs from K (llama.cpp -ctv); empty = kvCache.
    std::optional<KvCacheDtype> kvCacheV;
    Hardware hardware;
    Workload workload;
    /// The engine and its knobs; the default is the generic (Transformers-style) v1 model.
    EngineSettings engine;
    /// Where the engine puts the layers and tensors (mixed GPUs, --tensor-split, --n-gpu-layers, experts
    /// on the CPU, pipeline and expert parallel; placement.h). The default is what engines do unasked.
    Placement placement;
    /// Exact tensor bytes read from a model file (GGUF, safetensors); when set, the weights come from it
    /// instead of the architecture x weight format (the format still names the file type). Its `layers`
    /// must have model.layers entries.
    std::optional<TensorInventory> tensors;

    // --- Workload kind (issue 11). Inference uses everything above; the training kinds use model,
    // weights (training precision; LoRA the frozen base, QLoRA NF4), hardware (gpuCount = data-parallel
    // GPUs, tensorParallel 1), workload.contextTokens (the sequence length) and `training`; Diffusion
    // uses diffusionModel, weights (the denoiser's format), hardware and `diffusion`. The engine is
    // Generic for every kind but inference (training and image generation run in PyTorch).
    WorkloadKind kind = WorkloadKind::Inference;
    TrainingSettings training;
    DiffusionSpec diffusionModel;
    DiffusionSettings diffusion;
};

/// The V cache type of a scenario: kvCacheV when set, else kvCache.
KvCacheDtype valueCacheDtype(const Scenario &s);

/// The weight format of a scenario: weightFormat when set, else weightFormatFor(weights).
WeightFormat weightFormatOf(const Scenario &s);

/// One stacked component of the per-GPU breakdown. `conceptId` is the glossary concept that explains it.
enum class Component { Weights, KvCache, Activations, Runtime };
/// JSON key: "weights", "kv_cache", "activations", "runtime"; "" for a non-enumerator.
std::string_view componentKey(Component c);
/// Glossary id: "weights", "kv-cache", "activations", "runtime-overhead"; "" for a non-enumerator.
std::string_view componentConceptId(Component c);
inline constexpr Component kAllComponents[] = {Component::Weights, Component::KvCache, Component::Activations,
                                               Component::Runtime};

/// Bytes per GPU, one field per component. `engineReserve` (added with the engine profiles) is
/// memory the engine keeps away from the model: vLLM's (1 - gpu_memory_utilization) x total (plus the
/// CUDA-graph estimate when the version budgets it), Ollama's per-GPU minimum; 0 for the generic model
/// and llama.cpp. It has no Component (kAllComponents keeps its four entries); total() includes it.
struct Breakdown {
    std::int64_t weights = 0;
    std::int64_t kvCache = 0;
    std::int64_t activations = 0;
    std::int64_t runtime = 0;
    std::int64_t engineReserve = 0;
    // Training (training.h TrainingBreakdown) and image generation (diffusion.h PhaseBreakdown); 0 for
    // inference. For training `weights` holds the weights at training precision (LoRA: the frozen base),
    // `activations` the stored activations; for diffusion `weights` is 0 and the components are below.
    std::int64_t masterWeights = 0;
    std::int64_t gradients = 0;
    std::int64_t optimizerState = 0;
    std::int64_t loraAdapters = 0;
    std::int64_t logits = 0;
    std::int64_t shardingBuffers = 0;
    std::int64_t textEncoders = 0;
    std::int64_t denoiser = 0;
    std::int64_t vae = 0;
    std::int64_t value(Component c) const;
    std::int64_t total() const
    {
        return weights + kvCache + activations + runtime + engineReserve + masterWeights + gradients + optimizerState +
               loraAdapters + logits + shardingBuffers + textEncoders + denoiser + vae;
    }
};

/// The bytes on one GPU of a replica.
struct DeviceEstimate {
    int index = 0;     ///< CUDA index within the replica
    std::string gpuId; ///< the device's catalog id
    Breakdown bytes;
    KvByAttention kvCacheByAttention;
    std::int64_t usableBytes = 0;   ///< memory this GPU offers
    std::int64_t headroomBytes = 0; ///< usable - bytes.total(); negative when it does not fit
    bool fits = false;
    int layers = 0;           ///< repeating layers this GPU holds (sharded engines: of its pipeline stage)
    bool holdsOutput = false; ///< it holds the output layer (LM head)
};

struct Estimate {
    int devices = 1;  ///< GPUs holding one model replica (= Hardware::tensorParallel)
    int replicas = 1; ///< gpuCount / tensorParallel; replicas never pool memory
    /// Bytes on each GPU of a replica. Engines that shard tensors put the same bytes on every GPU; for
    /// the layer-split engines (llama.cpp, ik_llama.cpp, Ollama) the GPUs differ, and this is the most
    /// loaded one: the GPU with the largest weights + KV cache at this workload (every GPU gets the same
    /// compute buffer, runtime and reserve). kvCacheByAttention, headroomBytes, fits and
    /// availableKvCacheBytes describe that GPU too.
    Breakdown perDevice;
    std::int64_t usablePerDeviceBytes = 0; ///< memory one GPU offers (driver-reported total)
    std::int64_t headroomBytes = 0;        ///< usable - total; negative when it does not fit
    bool fits = false;
    /// Per GPU, one more token of one sequence in the layers whose cache grows with the context
    /// (full attention and MLA; sliding-window and chunked layers are bounded by their window). Layer
    /// split: the GPU whose layers hold the most of these rows (its KV grows fastest).
    std::int64_t kvCacheBytesPerToken = 0;
    /// Largest concurrency that fits at this context (0 = none); vLLM: min(floor(kvCacheBlocks /
    /// kvCacheBlocksPerSequence), max_num_seqs).
    std::int64_t maxConcurrency = 0;
    /// The rules the estimate applied, one English sentence each, for logs, the CLI and JSON:
    /// assumptionTexts(assumptionItems) (assumption.h), so they never drift from the items.
    std::vector<std::string> assumptions;
    /// The same rules as data (id + arguments, assumption.h), for front ends that translate them
    /// (scenario/assumptionlabels.h). Filled with `assumptions` (EstimateDetail::Full), empty otherwise.
    std::vector<Assumption> assumptionItems;

    /// llama.cpp, ik_llama.cpp, Ollama (--split-mode layer): the repeating layers on each GPU of a
    /// replica, CUDA0 first, as llama.cpp assigns them with every layer offloaded and an even split
    /// (layersplit.h layerSplit(); they sum to ModelSpec::layers, the last GPU also holds the output
    /// layer). One GPU: {layers}. Empty for the engines that shard tensors (generic, vLLM).
    std::vector<int> layersPerDevice;

    // --- Engine profiles ---
    Engine engine = Engine::Generic;  ///< the engine whose rules produced this estimate
    KvByAttention kvCacheByAttention; ///< perDevice.kvCache split by the layers' attention kind
    /// KV tokens the engine holds on each GPU: vLLM the "GPU KV cache size: N tokens" it logs
    /// (num_blocks // groups * block_size); llama.cpp, ik_llama.cpp, Ollama the cells of the
    /// full-attention cache (n_ctx after padding); generic contextTokens * concurrency.
    std::int64_t kvCacheTokensCapacity = 0;
    std::int64_t kvCacheBlocks = 0;            ///< vLLM num_gpu_blocks; 0 for other engines
    std::int64_t kvCacheBlocksPerSequence = 0; ///< vLLM blocks one request of contextTokens needs; 0 otherwise
    /// Bytes the engine can give to the KV cache on each GPU: vLLM "Available KV cache memory"
    /// (memory x utilization - weights - activation peak - non-torch [- CUDA graphs]), negative when
    /// there is none; other engines usable - (total - kvCache).
    std::int64_t availableKvCacheBytes = 0;
    std::int64_t cudaGraphBytes = 0; ///< vLLM CUDA-graph estimate (kVllmCudaGraphBytes), 0 when off or another engine
    /// Host (CPU) memory: Estimate::host's total. For llama.cpp / Ollama the output buffer n_vocab x n_seq
    /// x 4 bytes (`CUDA_Host output buffer`), the token embeddings (`CPU_Mapped model buffer`) and
    /// whatever the placement keeps on the CPU (layers, experts, their KV). Not part of the GPU total.
    std::int64_t hostBytes = 0;
    /// llama.cpp, ik_llama.cpp, Ollama: the context the engine is started with (-c for llama.cpp:
    /// contextTokens x concurrency; num_ctx for Ollama) before padding; 0 for the other engines.
    std::int64_t engineContextTokens = 0;
    /// What limits the workload (see Constraint).
    Constraint binding = Constraint::GpuMemory;

    // --- Training and image generation (issue 11); zero / empty for inference.
    WorkloadKind kind = WorkloadKind::Inference;
    /// Bytes per GPU moved to host RAM by CPU offload (training Offload, diffusion offload); also
    /// counted in hostBytes. Not part of the GPU total.
    std::int64_t hostOffloadBytes = 0;
    std::int64_t trainableParameters = 0;        ///< training: parameters with gradients
    std::int64_t checkpointBytes = 0;            ///< training: a resumable checkpoint of the whole job
    std::int64_t checkpointBytesPerRank = 0;     ///< training: the largest share one rank writes
    std::int64_t weightsOnlyCheckpointBytes = 0; ///< training: weights-only export (LoRA: the adapter)
    int shardDegree = 1;                         ///< training: GPUs the sharded terms are divided by
    /// Diffusion: bytes on the GPU in each phase, indexed by DiffusionPhase (text encode, denoise, VAE
    /// decode); perDevice is the largest of them, peakPhase says which. Empty for other kinds.
    std::vector<Breakdown> phases;
    int peakPhase = 0;                   ///< index into phases (a DiffusionPhase value)
    int imageWidth = 0, imageHeight = 0; ///< diffusion: the resolution estimated (defaults applied)

    // --- Placements (issue 14): every GPU of one replica, and the host.
    /// One entry per GPU of a replica, CUDA0 first (inference; training and diffusion: one entry per
    /// GPU kind, all alike). perDevice, usablePerDeviceBytes, headroomBytes and kvCacheByAttention are
    /// those of devicesBreakdown[bindingDevice].
    std::vector<DeviceEstimate> devicesBreakdown;
    int bindingDevice = 0; ///< the GPU with the least headroom (the first of equals)
    /// What the host (CPU RAM) holds: weights of CPU layers, experts kept on the CPU, the token
    /// embeddings llama.cpp keeps in host memory; the KV cache of CPU layers; in `activations` the
    /// output buffer. hostBytes is its total (plus CPU offload for training and diffusion).
    Breakdown host;
};

/// Finer stacked segments for the chart and JSON (issue 3): the KV cache split by attention kind and
/// the engine reserve as its own segment. Order = stacking order.
/// Training and diffusion segments (issue 11) are appended as enumerators; kAllSegments gives the
/// stacking order.
enum class Segment {
    Weights,
    KvFullAttention,
    KvSlidingWindow,
    KvChunkedLocal,
    KvMla,
    Activations,
    Runtime,
    EngineReserve,
    MasterWeights,
    Gradients,
    OptimizerState,
    LoraAdapters,
    Logits,
    ShardingBuffers,
    TextEncoders,
    Denoiser,
    Vae
};
inline constexpr Segment kAllSegments[] = {
    Segment::Weights,         Segment::TextEncoders,    Segment::Denoiser,        Segment::Vae,
    Segment::LoraAdapters,    Segment::MasterWeights,   Segment::Gradients,       Segment::OptimizerState,
    Segment::KvFullAttention, Segment::KvSlidingWindow, Segment::KvChunkedLocal,  Segment::KvMla,
    Segment::Activations,     Segment::Logits,          Segment::ShardingBuffers, Segment::Runtime,
    Segment::EngineReserve};
/// JSON key: "weights", "kv_full_attention", "kv_sliding_window", "kv_chunked_local", "kv_mla",
/// "activations", "runtime", "engine_reserve", "master_weights", "gradients", "optimizer_state",
/// "lora_adapters", "logits", "sharding_buffers", "text_encoders", "denoiser", "vae"; "" for a
/// non-enumerator.
std::string_view segmentKey(Segment s);
/// Glossary concept: "weights", "kv-cache" (all four KV segments), "activations", "runtime-overhead",
/// "usable-vram" (engine reserve), "master-weights" (master weights), "gradients",
/// "optimizer-state", "lora", "logits", "sharding-buffers", "text-encoder", "denoiser", "vae"; "" for
/// a non-enumerator.
std::string_view segmentConceptId(Segment s);
/// Glossary concept of the host RAM that CPU offload fills (Estimate::hostOffloadBytes, the chart's host bar).
inline constexpr std::string_view kHostOffloadConceptId = "host-ram";
/// Bytes of one segment of an estimate (per GPU); the segments sum to perDevice.total().
std::int64_t segmentValue(const Estimate &e, Segment s);
/// Bytes of one segment of a breakdown whose KV cache is split as `kv` (a diffusion phase: all zero).
std::int64_t segmentValue(const Breakdown &b, const KvByAttention &kv, Segment s);

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

/// Upper bounds on a scenario: validate() refuses anything larger, derivedParameterCount() and the
/// per-GPU terms return -1, and the Hugging Face importer (catalog/hfconfig.cpp) refuses a config.json
/// field above them. Each is far above every published model or setup, so no real input is refused,
/// yet finite, so that one estimate() stays in microseconds (the per-layer loops are bounded by
/// kMaxLayers) and products of a few bounded sizes stay far from 2^63. Arithmetic stays checked
/// (checkedmath.h) whatever the bounds.
namespace limits {
/// num_hidden_layers. Largest published decoder stacks: Llama 3.1 405B 126, Nemotron-4 340B 96,
/// DeepSeek-V3 61 (+1 MTP layer); 4096 is 32x the largest.
inline constexpr int kMaxLayers = 4096;
/// num_attention_heads, num_key_value_heads and LayerSpec::kvHeads. Largest: Llama 3.1 405B and
/// DeepSeek-V3 128 query heads, Nemotron-4 340B 96; 65,536 is 512x.
inline constexpr int kMaxAttentionHeads = 65536;
/// head_dim, headDimK, headDimV, qk_rope_head_dim, qk_nope_head_dim, v_head_dim. Largest: Gemma 2/3
/// 256, DeepSeek-V3 q 192 (128 + 64); 65,536 is 256x.
inline constexpr int kMaxHeadDim = 65536;
/// hidden_size. Largest: Nemotron-4 340B 18,432, Llama 3.1 405B 16,384, DeepSeek-V3 7,168;
/// 1,048,576 (2^20) is 56x.
inline constexpr int kMaxHiddenSize = 1 << 20;
/// intermediate_size, moe_intermediate_size, shared_expert_intermediate_size. Largest: Nemotron-4 340B
/// 73,728, Llama 3.1 405B 53,248; 4,194,304 (2^22) is 56x.
inline constexpr int kMaxIntermediateSize = 1 << 22;
/// kv_lora_rank and q_lora_rank (DeepSeek-V3 512 and 1,536): bounded like the hidden size they compress.
inline constexpr int kMaxLoraRank = kMaxHiddenSize;
/// vocab_size. Largest: Gemma 3 262,208, Qwen3 151,936, Llama 3 128,256; 16,777,216 (2^24) is 64x.
inline constexpr int kMaxVocabSize = 1 << 24;
/// Routed experts, experts per token and shared experts. Largest: Kimi K2 384, DeepSeek-V3 256 routed
/// (8 per token, 1 shared), Qwen3-MoE 128; 65,536 is 170x.
inline constexpr int kMaxExperts = 65536;
/// ModelSpec::normsPerLayer (Llama 2, Gemma 2/3 4); 64 leaves room for any layout.
inline constexpr int kMaxNormsPerLayer = 64;
/// sliding_window and attention_chunk_size in tokens. Largest: Qwen2 131,072, Llama 4 chunk 8,192,
/// Gemma 4,096; 2^30 is 8,192x and equals the solvers' kContextSearchLimit.
inline constexpr int kMaxWindowTokens = 1 << 30;
/// Context tokens (workload contextTokens, max_position_embeddings), vLLM max_num_batched_tokens and
/// llama.cpp ubatch / batch. Longest published context: Llama 4 Scout 10,485,760 (2^23.3);
/// 2^40 = 1,099,511,627,776 tokens is 100,000x.
inline constexpr std::int64_t kMaxContextTokens = 1LL << 40;
/// Concurrent sequences (workload concurrency, vLLM max_num_seqs). vLLM defaults 256/1024;
/// 1,048,576 (2^20) is 1,024x.
inline constexpr int kMaxConcurrency = 1 << 20;
/// gpuCount, tensorParallel and minGpus' maxGpus. One NVL72 rack holds 72 GPUs, tensor parallelism
/// rarely exceeds 16; 65,536 is a whole data centre.
inline constexpr int kMaxGpus = 65536;
/// Memory of one GPU and OLLAMA_GPU_OVERHEAD, bytes. Largest: MI355X 288 GB, B300 288 GB (< 2^39);
/// 2^50 (1 PiB) is 3,900x.
inline constexpr std::int64_t kMaxMemoryBytes = 1LL << 50;
/// parameterCount. Largest published: Kimi K2 1.04e12, DeepSeek-V3 6.7e11 (< 2^40); 2^50 (1.1e15)
/// is 1,000x.
inline constexpr std::int64_t kMaxParameters = 1LL << 50;
/// vLLM --block-size in tokens (16 by default, at most a few thousand after hybrid page unification).
inline constexpr int kMaxBlockTokens = 1 << 20;
} // namespace limits

/// Checks a scenario for impossible values and returns the first problem found, or std::nullopt.
/// Every count must also be at most its bound in `limits` (above); the field of that error is the
/// one named below for the count. `Error::field` is one of:
///  - "parameters" (parameterCount < 1), "layers", "attentionHeads", "headDim", "hiddenSize",
///    "intermediateSize", "vocabSize" (each must be >= 1);
///  - "headDimK" / "headDimV": negative (0 = headDim); "expertIntermediateSize", "sharedExperts":
///    negative (shared_expert_intermediate_size reports as "expertIntermediateSize"); "normsPerLayer":
///    negative;
///  - "kvHeads": < 1, above attentionHeads, or not dividing attentionHeads (GQA groups are whole;
///    vLLM `Attention` asserts num_heads % num_kv_heads == 0);
///  - "experts": negative, or expertsPerToken outside 0..experts;
///  - "maxContext": maxContextTokens < 0 (0 means "not published" and disables the context check);
///  - "weights": the precision is not an enumerator (weightFormat empty), weightFormat is not
///    isValid(), or a non-dense weightFormat on a model whose architecture derivedParameterCount()
///    cannot count (the format prices tensor classes, see weightSplit());
///  - "kvCache" / "kvCacheV": the type is not an enumerator; "kvCache" also when
///    vLLM is given a GGML block type (it supports auto/f16/bf16, fp8 and fp32), "kvCacheV" when
///    vLLM is given different K and V types;
///  - "layerSpecs": a size other than layers, an attention kind that is not an enumerator, a layer with
///    negative KV heads or more than limits::kMaxAttentionHeads, or an attention
///    layer with no KV heads when the model has none to fall back to; "slidingWindow" /
///    "attentionChunk": a sliding-window / chunked layer without a window of at least 1 token;
///    "mla": negative kvLoraRank, qLoraRank, qkRopeHeadDim, qkNopeHeadDim or vHeadDim (or above
///    their bounds);
///  - "engine": not an enumerator; "gpuMemoryUtilization": outside 1..1000 permille;
///    "maxNumBatchedTokens" / "maxNumSeqs": negative (0 = the engine default); "blockSize",
///    "ubatch", "batch": below 1; "gpuOverhead": negative;
///  - "memory": memoryBytes < 1; "gpuCount": gpuCount < 1;
///  - "tensorParallel": < 1, above gpuCount or not dividing gpuCount (replicas are whole copies);
///    for the engines that shard tensors (generic, vLLM; engine.h splitsByLayer() false) also not
///    dividing attentionHeads (vLLM `ModelConfig.verify_with_parallel_config`), or KV heads that can be
///    neither split nor replicated evenly (kvHeads % t != 0 when kvHeads >= t, t % kvHeads != 0 when
///    kvHeads < t; vLLM `QKVParallelLinear` in vllm/model_executor/layers/linear.py). llama.cpp,
///    ik_llama.cpp and Ollama split by layer and accept any t;
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

/// Weight bytes on each GPU of a replica, for the format f = weightFormatOf(s):
///  - f dense (Scenario::weightFormat empty, or a DenseDtype format): every tensor (embeddings,
///    norms, LM head, all MoE experts) at the one precision, exactly as the first version:
///      ceil(parameterCount * bits / 8 / tensorParallel),
///    which is ceil(weightBytes(weightSplit(model), f) / t) whenever parameterCount is the derived
///    count (at one rate the classes do not matter, norms included), up to the rounding of each
///    class to whole bytes (a few bytes, int4 only);
///  - any other format: ceil(weightBytes(weightSplit(model), f) / tensorParallel): each tensor class
///    of the architecture at the rate tensorPrecisionPolicy(f) gives it (GPTQ/AWQ/NF4/FP8 keep
///    embeddings, LM head, norms and routers at 16 bits, GGML keeps norms and routers at f32, MXFP4
///    quantizes only the routed experts; weightformat.h cites each rule). The norms and biases are
///    counted in the split (WeightSplit::normParams) at their own precision. These bytes come from
///    the architecture (derivedParameterCount), not from parameterCount.
/// All experts are resident (gguf-parser-go sums every tensor; EleutherAI `calc_transformer_mem.py`
/// counts num_experts x mlp_params); tensors are sharded evenly over the tensor-parallel group
/// (llm-analysis `analysis.py` weights per layer = params * bits / 8 / tp). Formats with one scale per
/// output row (fbgemm FP8, W8A8, W<n>A16 per row) add weightRows(model) x the row cost
/// (weightformat.h weightBytes with WeightRows). vLLM with MXFP4: the routed experts as
/// `Mxfp4MoEMethod.create_weights` allocates them, intermediate size per partition ceil(I / t)
/// rounded up for the Triton backend vLLM picks on Hopper (weightformat.h vllmMxfp4PaddedShape; a
/// multiple of 64, so gpt-oss's 2880 is not padded at t = 1), the rest shared evenly. Not modelled:
/// replicated norms and replicated K/V projections when kvHeads < t (llm-analysis L266-281).
/// That is the rule of the engines that shard tensors (generic, vLLM). llama.cpp, ik_llama.cpp and
/// Ollama place whole layers instead (layersplit.h layerSplitWeightBytes()); for them this returns
/// the weights of the GPU the estimate reports, the most loaded one at the scenario's workload (see
/// Estimate::perDevice). With one GPU both rules give every tensor's bytes.
/// Returns -1 for an invalid format, a non-dense format on a model whose architecture cannot be
/// derived, or bytes that do not fit in 64 bits.
std::int64_t weightBytesPerDevice(const Scenario &s);

/// KV heads stored on each GPU: max(1, kvHeads / tensorParallel). Heads are replicated when
/// kvHeads < tensorParallel (vLLM `ModelConfig.get_num_kv_heads`; llm-analysis `max(kv_heads/tp, 1)`).
/// Returns 0 when kvHeads or tensorParallel is below 1.
int kvHeadsPerDevice(const ModelSpec &m, int tensorParallel);

/// KV cache bytes on one GPU for one more token of one sequence, summed over the layers whose cache
/// grows with the context (full attention and MLA), under the scenario's engine:
///   Σ_layers rowK + rowV, row = kvCacheBytesFor(type, heads x head dim).
/// The generic model and vLLM count kvHeadsPerDevice heads per GPU (vLLM replicates heads when
/// kvHeads < t, and keeps one MLA latent of kvLoraRank + qkRopeHeadDim per layer); llama.cpp splits
/// layers over GPUs (layersplit.h), so its figure is the sum over the layers of the GPU that holds
/// the most of these rows. Sources: llama.cpp
/// `n_embd_k_gqa(il) = n_embd_head_k * n_head_kv(il)`; vLLM `AttentionSpec` page size
/// 2 * block * kv_heads * head_size * dtype; fit-anchors §4.4.
/// Example: Llama-3.1-8B, f16, t = 1: 32 * 8 * 2 * 256 = 131,072 bytes (128 KiB per token).
std::int64_t kvCacheBytesPerTokenPerDevice(const Scenario &s);

/// KV cache bytes on one GPU under the scenario's engine (Estimate::perDevice.kvCache; see engine.h
/// for the rules). For the generic model: per-token bytes * contextTokens * concurrency in
/// full-attention layers, the window instead of the context in sliding-window / chunked layers
/// (HF static cache b * s * per-token bytes; no padding). Llama-3.1-8B, f16, 8192 tokens, 1 sequence:
/// 1 GiB.
std::int64_t kvCacheBytesPerDevice(const Scenario &s);

/// Tokens in one compute step: generic T = min(kActivationChunkTokens, contextTokens * concurrency);
/// llama.cpp / Ollama min(ubatch, batch, n_ctx); vLLM max_num_batched_tokens.
std::int64_t activationChunkTokens(const Scenario &s);

/// Activation (compute buffer) bytes on one GPU under the scenario's engine (engine.h documents
/// llama.cpp's compute buffer, Ollama's graph size and vLLM's profiled peak). The generic model is
/// the sum of three terms (fit-anchors §4.5):
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

/// The fit model, per GPU of one replica (devices = tensorParallel, replicas = gpuCount / t; for the
/// layer-split engines the most loaded GPU, see Estimate::perDevice, whose layers are
/// Estimate::layersPerDevice):
///   weights       = weightBytesPerDevice(s)
///   kvCache       = kvCacheBytesPerDevice(s)
///   activations   = activationBytesPerDevice(s)
///   runtime       = kRuntimeOverheadBytes (generic, llama.cpp, ik_llama.cpp), kVllmNonTorchBytes
///                   (vLLM), 0 (Ollama, whose reserve covers its runner's CUDA context)
///   engineReserve = vLLM total - floor(total x utilization) (+ kVllmCudaGraphBytes when
///                   cudaGraphsInKvBudget); Ollama kOllamaMinimumMemoryBytes + gpuOverheadBytes; else 0
///   usablePerDeviceBytes = hardware.memoryBytes; headroomBytes = usable - total;
///   fits = headroomBytes >= 0, and for vLLM also the reserve holds the CUDA context (and graphs) and
///   concurrency <= max_num_seqs.
/// The generic engine reproduces the first version exactly for models without layerSpecs.
/// maxConcurrency is the largest number of sequences that fits at the chosen context (vLLM: its own
/// definition, see Estimate); binding names the constraint. Fails with an Error for invalid scenarios
/// (see validate()) and, with field "parameters" or "context", when a term does not fit in 64 bits;
/// never throws.
Result<Estimate> estimate(const Scenario &s);

/// How much an estimate explains: Full fills Estimate::assumptionItems and Estimate::assumptions
/// (English sentences, a few microseconds of string building); Numbers leaves both empty, for sweeps
/// and solvers.
enum class EstimateDetail { Full, Numbers };
Result<Estimate> estimate(const Scenario &s, EstimateDetail detail);

/// estimate() for the training kinds and diffusion (workloadestimate.cpp): trainingEstimate() /
/// diffusionEstimate() turned into an Estimate (perDevice = the peak per GPU; fits = it is within
/// memoryBytes; binding GpuMemory when it is not, else None). Expects validate(s) to have passed.
Result<Estimate> estimateNonInference(const Scenario &s, EstimateDetail detail);

} // namespace headroom::fit
