// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The rules an estimate applied, as data: one AssumptionId per sentence and the values it was applied
// with (AssumptionArg), so that a front end can translate one template per id
// (scenario/assumptionlabels.h). The English sentences of Estimate::assumptions are rendered from the
// same items by assumptionText(), so the English text and the items cannot drift apart. Pure C++20.

#include <cstdint>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace headroom::fit {

/// What one assumption sentence says. The list after each id is its arguments, in order: "n" an
/// integer count (tokens, sequences, GPUs, layers, parameters, bits), "bytes" an integer byte count
/// (rendered in MiB, i.e. bytes / 2^20 rounded down, where the sentence says MiB), "flag" an integer
/// that is the value of an engine flag or setting (printed without digit grouping: "-c 8192"), "‰"
/// an integer in permille, "token" fixed text that is not translated (a type name such as "q8_0", a
/// weight format spelling such as "q4_k_m", an engine name). The English template follows.
enum class AssumptionId {
    /// n parameters, token format (fit::toString(WeightFormat), "bf16"), n bits: "Weights: %1
    /// parameters stored as %2 (%3 bits each); every tensor, including embeddings, norms and all
    /// experts, uses this precision."
    WeightsDense,
    /// token format spelling (fit::toString(WeightFormat), "q4_k_m"; the sentence shows its
    /// weightFormatLabel()), n derived parameters: "Weights: %1, priced per tensor class of the
    /// architecture (%2 parameters): linear weights, experts, embeddings, LM head, norms and routers
    /// each at the precision the format keeps them in."
    WeightsPerClass,
    /// (none): "No tensor parallelism: each GPU holds a full copy of the model."
    NoTensorParallelism,
    /// n GPUs: "Tensor parallelism over %1 GPUs: weights and the FFN working set are split evenly across
    /// them."
    TensorParallelism,
    /// n replicas, n GPUs per replica: "%1 replicas of %2 GPU(s) each run independently and do not
    /// pool memory." ("1 GPU", "4 GPUs")
    Replicas,
    /// token KV types ("f16", "K q8_0, V f16"), n tokens, n sequences, n KV heads per GPU: "KV cache:
    /// %1, %2 token(s) for each of %3 sequence(s), full context in every layer, %4 KV head(s) per GPU."
    GenericKvCache,
    /// n window tokens: "Sliding-window and chunked layers keep at most their window (%1 tokens) per
    /// sequence."
    GenericWindow,
    /// (none): "MLA layers cache the decompressed keys and values of every head, as Transformers does."
    GenericMla,
    /// n KV heads, n GPUs: "The model has fewer KV heads (%1) than GPUs (%2), so each GPU keeps a
    /// replicated copy of one KV head."
    ReplicatedKvHead,
    /// n chunk tokens: "Activations: a prefill chunk of %1 tokens with an f32 FFN working set, flash
    /// attention, and f32 logits for each sequence."
    GenericActivations,
    /// bytes runtime: "Runtime overhead: %1 MiB per GPU for the CUDA context, libraries and allocator
    /// slack."
    GenericRuntime,
    /// bytes usable: "Usable memory per GPU is the total the driver reports (%1 bytes); no engine
    /// reserve is subtracted."
    UsableMemory,
    /// flag t: "vLLM V1 with tensor parallelism %1; KV heads per GPU are max(1, heads / %1), an MLA
    /// latent is replicated."
    VllmParallelism,
    /// flag t, n replicas: "vLLM V1 with tensor parallelism %1, %2 independent replicas; KV heads per
    /// GPU are max(1, heads / %1), an MLA latent is replicated."
    VllmParallelismReplicas,
    /// ‰ utilization, bytes activation peak, n batched tokens, n sampler sequences, bytes non-torch:
    /// "KV cache budget: %1 % of the GPU minus weights, the profiled activation peak (%2 MiB, a dummy
    /// step of %3 tokens and a sampler pass over %4 sequences) and %5 MiB of non-torch memory." (%1
    /// with one decimal: 900 -> "90.0")
    VllmBudget,
    /// token KV types, n block tokens: "KV cache: %1, blocks of %2 tokens; sliding-window layers keep
    /// their window plus max_num_batched_tokens."
    VllmKvCache,
    /// (none): "The layers' KV page sizes are not multiples of each other; vLLM cannot unify them, the
    /// estimate rounds the smaller pages up."
    VllmPagesNotUnified,
    /// bytes graphs: "CUDA graphs: about %1 MiB, taken from the KV cache budget."
    VllmCudaGraphsInBudget,
    /// bytes graphs: "CUDA graphs: about %1 MiB, captured after the KV cache inside the reserve."
    VllmCudaGraphsInReserve,
    /// bytes CUDA context, n max_num_seqs: "The reserve outside the budget must hold the CUDA context
    /// (%1 MiB); at most %2 sequences run at once (max_num_seqs)."
    VllmReserve,
    /// flag num_ctx, n parallel sequences, n cells, n padding: "Ollama: num_ctx %1 x %2 parallel
    /// sequence(s) = %3 cells in one cache, padded to %4."
    OllamaContext,
    /// token engine ("llama.cpp", "ik_llama.cpp"), flag -c, flag -np, n padding, n cells: "%1: run with
    /// -c %2 -np %3; the context is shared by the sequences and padded to %4 cells (%5)."
    LlamaCppContext,
    /// n GPUs, n layers, then one n per GPU (its layers, Estimate::layersPerDevice): "Layers are split
    /// over <GPUs> GPUs (--split-mode layer): <per GPU> of <layers>; the GPU after the last layer also
    /// holds the output layer."
    /// (<per GPU> = "27, 27 and 26")
    LayerSplit,
    /// token KV types: "KV cache: %1."
    KvCacheTypes,
    /// (none): "Without flash attention a quantized V cache is kept in f16."
    ValueCacheF16,
    /// (none): "Without flash attention Ollama keeps the KV cache in f16."
    OllamaCacheF16,
    /// (none): "Sliding-window layers keep the full context."
    SlidingFullContext,
    /// n micro-batch tokens, n padding: "Sliding-window layers keep the window x sequences + the
    /// micro-batch of %1 tokens, padded to %2 cells."
    SlidingWindowCells,
    /// (none): "MLA layers keep only the compressed latent (kv_lora_rank + rope dims per token)."
    MlaLatent,
    /// n num_batch tokens, bytes reserve: "Graph size: Ollama's llama formula for a micro-batch of %1
    /// tokens; reserve %2 MiB per GPU (cudaMinimumMemory + OLLAMA_GPU_OVERHEAD)."
    OllamaGraph,
    /// n micro-batch tokens, n output-buffer bytes, bytes runtime: "Compute buffer for a micro-batch of
    /// %1 tokens with flash attention; the output buffer (%2 bytes) stays in host memory; runtime
    /// overhead %3 MiB per GPU."
    ComputeBufferFlash,
    /// as ComputeBufferFlash, "... tokens without flash attention; ..."
    ComputeBufferNoFlash,
    // --- training (training.cpp trainingAssumptions): append training ids here
    // "‰ bytes" below is bytes per trainable parameter x 1000, shown with two decimals (16000 -> "16.00").
    /// token dtype of the trainable parameters ("bf16"), ‰ bytes weights, ‰ bytes master copy, ‰ bytes
    /// gradients, ‰ bytes optimizer state, token optimizer ("adamw"), ‰ bytes in all: "Model states per
    /// trainable parameter (%1): weights %2 bytes, fp32 master copy %3, gradients %4, optimizer state %5
    /// (%6); %7 bytes before sharding."
    TrainingModelStates,
    /// n rank, token targets ("q,k,v,o"), n trainable parameters, token base format (its
    /// weightFormatLabel() is shown), bytes base: "LoRA rank %1 on %2: %3 trainable parameters; the frozen
    /// base, %4, takes %5 MiB and has no gradients or optimizer state."
    TrainingLora,
    /// (none): "One GPU: no data parallelism and no gradient buckets."
    TrainingOneGpu,
    /// n GPUs, bytes buckets: "DDP over %1 GPUs: every GPU holds all model states (replicas do not pool
    /// memory), plus %2 MiB of gradient buckets, a second copy of the gradients
    /// (gradient_as_bucket_view is off by default)."
    TrainingDdp,
    /// n GPUs: "FSDP NO_SHARD over %1 GPUs: every GPU holds all model states; replicas do not pool
    /// memory."
    TrainingNoShard,
    /// token strategy ("ZeRO-1"), n GPUs: "%1 over %2 GPUs: the optimizer state and master weights are
    /// divided by %2; weights and gradients are whole on every GPU."
    TrainingShardOptimizer,
    /// token strategy ("ZeRO-2", "FSDP SHARD_GRAD_OP"), n GPUs: "%1 over %2 GPUs: the optimizer state,
    /// master weights and gradients are divided by %2; weights are whole on every GPU."
    TrainingShardGradients,
    /// n GPUs, bytes buffers: "ZeRO-3 over %1 GPUs: weights, master weights, gradients and optimizer
    /// state are divided by %1, plus %2 MiB to gather the largest layer's weights and gradients
    /// (DeepSpeed's estimate)."
    TrainingZero3,
    /// token strategy ("FSDP FULL_SHARD", "FSDP HYBRID_SHARD"), n GPUs, bytes buffers: "%1 over %2 GPUs:
    /// weights, master weights, gradients and optimizer state are divided by %2, plus %3 MiB for the
    /// gathered root unit (embeddings, LM head, final norm) and two gathered decoder layers (the current
    /// one and the prefetched one)."
    TrainingFsdpFull,
    /// n shard groups, n GPUs per group: "HYBRID_SHARD: %1 shard groups of %2 GPUs; each group holds one
    /// replica, and replicas do not pool memory."
    TrainingHybridGroups,
    /// n micro-batch, n tokens, token checkpointing ("none", "selective", "full"), bytes activations:
    /// "Activations: micro-batch %1 x %2 tokens with flash attention, activation checkpointing %3: %4 MiB
    /// (Korthikanti et al. 2022 per layer, generalised to gated FFNs, GQA and fp32 norms, no dropout)."
    TrainingActivationsFlash,
    /// as TrainingActivationsFlash: "Activations: micro-batch %1 x %2 tokens without flash attention (the
    /// attention scores are stored unless checkpointing is selective), activation checkpointing %3: %4 MiB
    /// (...)."
    TrainingActivationsNoFlash,
    /// (none): "The frozen base keeps no linear input for the backward pass; only the LoRA-targeted
    /// matrices keep theirs, with their rank-r intermediate."
    TrainingFrozenActivations,
    /// n tokens, n vocabulary, token logits dtype ("bf16"), bytes logits: "Logits: %1 tokens x %2
    /// vocabulary entries in %3, with the fp32 copy the loss works on and its fp32 log-softmax: %4 MiB."
    TrainingLogits,
    /// n steps: "Gradient accumulation over %1 micro-batch(es) changes no memory term: the gradients are
    /// counted whole already." ("1 micro-batch", "4 micro-batches")
    TrainingGradientAccumulation,
    /// bytes gradient: "Optimizer step fused into the backward pass: only the largest parameter's
    /// gradient (%1 MiB) exists at a time."
    TrainingOptimizerInBackward,
    /// bytes host: "CPU offload: the optimizer state and master weights live in host RAM and the
    /// gradients are copied there in fp32 for the step: %1 MiB of host RAM per GPU (DeepSpeed's 1.5x
    /// pinned-buffer margin is not applied)."
    TrainingOffloadOptimizer,
    /// bytes host: "CPU offload: the weights, optimizer state and master weights live in host RAM and
    /// the gradients are copied there in fp32; the GPU keeps the gathered layers: %1 MiB of host RAM per
    /// GPU (DeepSpeed's 1.5x pinned-buffer margin is not applied)."
    TrainingOffloadParams,
    /// bytes checkpoint, bytes per rank, bytes weights only: "Checkpoint: %1 MiB to resume training
    /// (trainable weights, master weights and optimizer state), at most %2 MiB written by one rank; a
    /// weights-only export takes %3 MiB."
    TrainingCheckpoint,

    // --- diffusion (diffusion.cpp diffusionAssumptions): append diffusion ids here
    /// n width, n height, n images: "Image generation: %1 x %2 pixels, %3 image(s) per batch."
    DiffusionImage,
    /// n batch: "Classifier-free guidance runs the denoiser on a conditional and an unconditional copy of each
    /// image: a batch of %1."
    DiffusionGuidanceBatch,
    /// n batch: "The model is guidance-distilled: the denoiser runs a batch of %1, one per image."
    DiffusionDistilledBatch,
    /// token denoiser format ("fp16", "q8_0"), token text-encoder dtype, token VAE dtype: "Precision: denoiser
    /// %1, text encoders %2, VAE %3; activations are 16-bit unless the run is fp32."
    DiffusionPrecision,
    /// (none): "The pipeline upcasts the VAE to fp32 for the decode (force_upcast)."
    DiffusionVaeUpcast,
    /// n parameters: "Loaded in fp16, T5 keeps %1 parameters (its FFN output projections, wo) in fp32."
    DiffusionKeptFp32,
    /// (none): "No CPU offload: the text encoders, the denoiser and the VAE stay on the GPU in every phase."
    DiffusionNoOffload,
    /// bytes host: "Model CPU offload: only the running component is on the GPU; the others wait in host memory
    /// (up to %1 MiB)."
    DiffusionModelOffload,
    /// bytes host, bytes largest layer: "Sequential CPU offload: the weights stay in host memory (%1 MiB) and
    /// reach the GPU one layer at a time (at most %2 MiB)."
    DiffusionSequentialOffload,
    /// n images: "VAE decode: %1 image(s) at once at full resolution; its working set grows with the image
    /// area."
    DiffusionDecodeFull,
    /// (none): "VAE decode: one image at a time (slicing)."
    DiffusionDecodeSliced,
    /// n tile pixels, n tiles per image: "VAE decode in tiles of %1 x %1 pixels overlapping by a quarter (%2
    /// tiles per image): its working set follows the tile, not the image."
    DiffusionDecodeTiled,
    /// bytes phase total: "The peak is the text encoding (%1 MiB): the phases run one after another, so the
    /// largest sets the GPU memory."
    DiffusionPeakTextEncode,
    /// bytes phase total: as DiffusionPeakTextEncode, "The peak is the denoising (%1 MiB): ..."
    DiffusionPeakDenoise,
    /// bytes phase total: as DiffusionPeakTextEncode, "The peak is the VAE decode (%1 MiB): ..."
    DiffusionPeakVaeDecode,

    // --- engine releases (engineversion.h; engineplan.cpp): append release ids here
    /// n context tokens, n trained tokens: "The context of %1 tokens is longer than the %2 tokens the model
    /// was trained on; llama.cpp runs it with a warning (possible training context overflow), and the output
    /// past the trained length may degrade."
    ContextAboveTrained,
    /// n num_ctx, n trained tokens: "Ollama caps num_ctx %1 at the %2 tokens the model was trained on."
    OllamaContextCapped,
    /// (none): "llama.cpp treats Phi-3 sliding-window layers as full attention: they keep the full context."
    SlidingWindowIgnored,
    /// (none): "MLA layers keep the compressed latent K (kv_lora_rank + rope dims) and a separate V
    /// (kv_lora_rank) per token."
    MlaLatentAndValue,
    /// n K dims, n V dims: "MLA layers cache every head's K (%1 dims) and V (%2 dims), as releases before MLA
    /// support did."
    MlaPerHead,
    /// bytes non-torch, n max_num_seqs: "vLLM V0 engine (releases before 0.8.0): the profile step covers
    /// max(max_model_len, 2048) tokens unless chunked prefill is on (max_model_len above 32768), every
    /// attention layer keeps the full context in one block pool, %1 MiB of non-torch memory, at most %2
    /// sequences by default."
    VllmV0Engine,

    // --- placements (placement.h; fitmodel.cpp): append placement ids here
    /// bytes token embeddings: "The token embeddings (%1 MiB) stay in host memory: llama.cpp keeps the input
    /// layer on the CPU."
    TokenEmbeddingsOnHost,
    /// n host layers, n layers: "%1 of %2 layers stay in host memory with their KV cache (--n-gpu-layers) and
    /// run on the CPU."
    LayersOnHost,
    /// (none): "The output layer stays in host memory too: --n-gpu-layers does not offload it."
    OutputOnHost,
    /// bytes experts: "The routed experts (%1 MiB) stay in host memory (-ot exps=CPU); the rest of each layer
    /// is on its GPU."
    ExpertsOnHost,
    /// n stages, n GPUs per stage, then one n per stage: "Pipeline parallel: %1 stages of %2 GPUs holding %3
    /// layers (vLLM get_pp_indices); the first stage holds the embeddings, the last the LM head."
    PipelineStages,
    /// n GPUs, n experts, n most per GPU: "Expert parallel: each MoE layer's %2 experts are spread over %1 GPUs
    /// as whole experts, at most %3 on one GPU."
    ExpertParallelPlacement,
    /// n GPUs: "The %1 GPUs of the replica differ: each holds its own layers in its own memory; the figures
    /// are those of the GPU with the least headroom."
    MixedDevices,

    /// Not an assumption: the number of ids (for loops over every id).
    Count
};

/// An argument: an integer (std::int64_t) or fixed text (std::string). AssumptionId says which.
using AssumptionArg = std::variant<std::int64_t, std::string>;

/// One sentence of an estimate's assumptions: its id and its arguments (AssumptionId lists them).
struct Assumption {
    AssumptionId id = AssumptionId::Count;
    std::vector<AssumptionArg> args;
    friend bool operator==(const Assumption &, const Assumption &) = default;
};

/// Stable snake_case key of an id ("weights_dense", "layer_split", ...), for tests and logs; "" for
/// Count or a non-enumerator.
std::string_view assumptionKey(AssumptionId id);

/// The English sentence of `a` (the templates above; integers without digit grouping, "1 token" /
/// "2 tokens" where the template says token(s)): the text of Estimate::assumptions. A missing or
/// wrongly typed argument reads as 0 or ""; "" for Count or a non-enumerator.
std::string assumptionText(const Assumption &a);

/// assumptionText() of each item, in order.
std::vector<std::string> assumptionTexts(const std::vector<Assumption> &items);

} // namespace headroom::fit
