// SPDX-License-Identifier: GPL-3.0-or-later
#include "fit/assumption.h"

#include "fit/engineplan.h"

#include <algorithm>
#include <iterator>

// The English templates of assumption.h, and the items EnginePlan builds from a scenario's rules
// (EnginePlan::assumptionItems). The sentences are those of the first versions, word for word.

namespace headroom::fit {

namespace {

constexpr std::int64_t kMiB = 1024 * 1024;

// Argument accessors: 0 or "" for a missing or wrongly typed argument.
std::int64_t integerArg(const Assumption &a, std::size_t i)
{
    const std::int64_t *v = i < a.args.size() ? std::get_if<std::int64_t>(&a.args[i]) : nullptr;
    return v ? *v : 0;
}

std::string tokenArg(const Assumption &a, std::size_t i)
{
    const std::string *v = i < a.args.size() ? std::get_if<std::string>(&a.args[i]) : nullptr;
    return v ? *v : std::string();
}

std::string plural(std::int64_t n, const char *one, const char *many)
{
    return std::to_string(n) + ' ' + (n == 1 ? one : many);
}

// "27, 27 and 26": the integer arguments from `first` on.
std::string countList(const Assumption &a, std::size_t first)
{
    std::string out;
    for (std::size_t i = first; i < a.args.size(); ++i)
        out += (i == first ? "" : i + 1 == a.args.size() ? " and " : ", ") + std::to_string(integerArg(a, i));
    return out;
}

// "90.0" for 900 permille.
std::string permilleAsPercent(std::int64_t permille)
{
    return std::to_string(permille / 10) + "." + std::to_string(permille % 10);
}

std::string formatLabel(const std::string &spelling)
{
    const std::optional<WeightFormat> format = parseWeightFormat(spelling);
    return format ? weightFormatLabel(*format) : spelling;
}

// The sentences of the weights and the engines that shard tensors (generic, vLLM); "" for the others.
std::string shardingText(const Assumption &a)
{
    const auto n = [&a](std::size_t i) {
        return integerArg(a, i);
    };
    const auto num = [&a](std::size_t i) {
        return std::to_string(integerArg(a, i));
    };
    const auto mib = [&a](std::size_t i) {
        return std::to_string(integerArg(a, i) / kMiB) + " MiB";
    };
    switch (a.id) {
    case AssumptionId::WeightsDense:
        return "Weights: " + num(0) + " parameters stored as " + tokenArg(a, 1) + " (" + num(2) +
               " bits each); every tensor, including embeddings, norms and all experts, uses this precision.";
    case AssumptionId::WeightsPerClass:
        return "Weights: " + formatLabel(tokenArg(a, 0)) + ", priced per tensor class of the architecture (" + num(1) +
               " parameters): linear weights, experts, embeddings, LM head, norms and routers each at the precision "
               "the format keeps them in.";
    case AssumptionId::NoTensorParallelism:
        return "No tensor parallelism: each GPU holds a full copy of the model.";
    case AssumptionId::TensorParallelism:
        return "Tensor parallelism over " + num(0) +
               " GPUs: weights and the FFN working set are split evenly across them.";
    case AssumptionId::Replicas:
        return num(0) + " replicas of " + plural(n(1), "GPU", "GPUs") +
               " each run independently and do not pool memory.";
    case AssumptionId::GenericKvCache:
        return "KV cache: " + tokenArg(a, 0) + ", " + plural(n(1), "token", "tokens") + " for each of " +
               plural(n(2), "sequence", "sequences") + ", full context in every layer, " +
               plural(n(3), "KV head", "KV heads") + " per GPU.";
    case AssumptionId::GenericWindow:
        return "Sliding-window and chunked layers keep at most their window (" + num(0) + " tokens) per sequence.";
    case AssumptionId::GenericMla:
        return "MLA layers cache the decompressed keys and values of every head, as Transformers does.";
    case AssumptionId::ReplicatedKvHead:
        return "The model has fewer KV heads (" + num(0) + ") than GPUs (" + num(1) +
               "), so each GPU keeps a replicated copy of one KV head.";
    case AssumptionId::GenericActivations:
        return "Activations: a prefill chunk of " + num(0) +
               " tokens with an f32 FFN working set, flash attention, and f32 logits for each sequence.";
    case AssumptionId::GenericRuntime:
        return "Runtime overhead: " + mib(0) + " per GPU for the CUDA context, libraries and allocator slack.";
    case AssumptionId::UsableMemory:
        return "Usable memory per GPU is the total the driver reports (" + num(0) +
               " bytes); no engine reserve is subtracted.";
    case AssumptionId::VllmParallelism:
        return "vLLM V1 with tensor parallelism " + num(0) + "; KV heads per GPU are max(1, heads / " + num(0) +
               "), an MLA latent is replicated.";
    case AssumptionId::VllmParallelismReplicas:
        return "vLLM V1 with tensor parallelism " + num(0) + ", " + num(1) +
               " independent replicas; KV heads per GPU are max(1, heads / " + num(0) +
               "), an MLA latent is replicated.";
    case AssumptionId::VllmBudget:
        return "KV cache budget: " + permilleAsPercent(n(0)) +
               " % of the GPU minus weights, the profiled activation peak (" + mib(1) + ", a dummy step of " + num(2) +
               " tokens and a sampler pass over " + num(3) + " sequences) and " + mib(4) + " of non-torch memory.";
    case AssumptionId::VllmKvCache:
        return "KV cache: " + tokenArg(a, 0) + ", blocks of " + num(1) +
               " tokens; sliding-window layers keep their window plus max_num_batched_tokens.";
    case AssumptionId::VllmPagesNotUnified:
        return "The layers' KV page sizes are not multiples of each other; vLLM cannot unify them, the estimate "
               "rounds the smaller pages up.";
    case AssumptionId::VllmCudaGraphsInBudget:
        return "CUDA graphs: about " + mib(0) + ", taken from the KV cache budget.";
    case AssumptionId::VllmCudaGraphsInReserve:
        return "CUDA graphs: about " + mib(0) + ", captured after the KV cache inside the reserve.";
    case AssumptionId::VllmReserve:
        return "The reserve outside the budget must hold the CUDA context (" + mib(0) + "); at most " + num(1) +
               " sequences run at once (max_num_seqs).";
    default:
        return {};
    }
}

// The sentences of llama.cpp, ik_llama.cpp and Ollama; "" for the others.
std::string layerSplitText(const Assumption &a)
{
    const auto n = [&a](std::size_t i) {
        return integerArg(a, i);
    };
    const auto num = [&a](std::size_t i) {
        return std::to_string(integerArg(a, i));
    };
    const auto mib = [&a](std::size_t i) {
        return std::to_string(integerArg(a, i) / kMiB) + " MiB";
    };
    switch (a.id) {
    case AssumptionId::OllamaContext:
        return "Ollama: num_ctx " + num(0) + " x " + plural(n(1), "parallel sequence", "parallel sequences") + " = " +
               num(2) + " cells in one cache, padded to " + num(3) + ".";
    case AssumptionId::LlamaCppContext:
        return tokenArg(a, 0) + ": run with -c " + num(1) + " -np " + num(2) +
               "; the context is shared by the sequences and padded to " + num(3) + " cells (" + num(4) + ").";
    case AssumptionId::LayerSplit:
        return "Layers are split over " + num(0) + " GPUs (--split-mode layer): " + countList(a, 2) + " of " + num(1) +
               "; the GPU after the last layer also holds the output layer.";
    case AssumptionId::KvCacheTypes:
        return "KV cache: " + tokenArg(a, 0) + ".";
    case AssumptionId::ValueCacheF16:
        return "Without flash attention a quantized V cache is kept in f16.";
    case AssumptionId::OllamaCacheF16:
        return "Without flash attention Ollama keeps the KV cache in f16.";
    case AssumptionId::SlidingFullContext:
        return "Sliding-window layers keep the full context.";
    case AssumptionId::SlidingWindowCells:
        return "Sliding-window layers keep the window x sequences + the micro-batch of " + num(0) +
               " tokens, padded to " + num(1) + " cells.";
    case AssumptionId::MlaLatent:
        return "MLA layers keep only the compressed latent (kv_lora_rank + rope dims per token).";
    case AssumptionId::OllamaGraph:
        return "Graph size: Ollama's llama formula for a micro-batch of " + num(0) + " tokens; reserve " + mib(1) +
               " per GPU (cudaMinimumMemory + OLLAMA_GPU_OVERHEAD).";
    case AssumptionId::ComputeBufferFlash:
    case AssumptionId::ComputeBufferNoFlash:
        return "Compute buffer for a micro-batch of " + num(0) + " tokens" +
               (a.id == AssumptionId::ComputeBufferFlash ? " with" : " without") +
               " flash attention; the output buffer (" + num(1) + " bytes) stays in host memory; runtime overhead " +
               mib(2) + " per GPU.";
    default:
        return {};
    }
}

// The sentences of image generation (diffusion.cpp diffusionAssumptions); "" for the others.
std::string diffusionText(const Assumption &a)
{
    const auto num = [&a](std::size_t i) {
        return std::to_string(integerArg(a, i));
    };
    const auto mib = [&a](std::size_t i) {
        return std::to_string(integerArg(a, i) / kMiB) + " MiB";
    };
    const auto peak = [&](const char *phase) {
        return "The peak is the " + std::string(phase) + " (" + mib(0) +
               "): the phases run one after another, so the largest sets the GPU memory.";
    };
    switch (a.id) {
    case AssumptionId::DiffusionImage:
        return "Image generation: " + num(0) + " x " + num(1) + " pixels, " +
               plural(integerArg(a, 2), "image", "images") + " per batch.";
    case AssumptionId::DiffusionGuidanceBatch:
        return "Classifier-free guidance runs the denoiser on a conditional and an unconditional copy of each "
               "image: a batch of " +
               num(0) + ".";
    case AssumptionId::DiffusionDistilledBatch:
        return "The model is guidance-distilled: the denoiser runs a batch of " + num(0) + ", one per image.";
    case AssumptionId::DiffusionPrecision:
        return "Precision: denoiser " + tokenArg(a, 0) + ", text encoders " + tokenArg(a, 1) + ", VAE " +
               tokenArg(a, 2) + "; activations are 16-bit unless the run is fp32.";
    case AssumptionId::DiffusionVaeUpcast:
        return "The pipeline upcasts the VAE to fp32 for the decode (force_upcast).";
    case AssumptionId::DiffusionKeptFp32:
        return "Loaded in fp16, T5 keeps " + num(0) + " parameters (its FFN output projections, wo) in fp32.";
    case AssumptionId::DiffusionNoOffload:
        return "No CPU offload: the text encoders, the denoiser and the VAE stay on the GPU in every phase.";
    case AssumptionId::DiffusionModelOffload:
        return "Model CPU offload: only the running component is on the GPU; the others wait in host memory (up "
               "to " +
               mib(0) + ").";
    case AssumptionId::DiffusionSequentialOffload:
        return "Sequential CPU offload: the weights stay in host memory (" + mib(0) +
               ") and reach the GPU one layer at a time (at most " + mib(1) + ").";
    case AssumptionId::DiffusionDecodeFull:
        return "VAE decode: " + plural(integerArg(a, 0), "image", "images") +
               " at once at full resolution; its working set grows with the image area.";
    case AssumptionId::DiffusionDecodeSliced:
        return "VAE decode: one image at a time (slicing).";
    case AssumptionId::DiffusionDecodeTiled:
        return "VAE decode in tiles of " + num(0) + " x " + num(0) + " pixels overlapping by a quarter (" + num(1) +
               " tiles per image): its working set follows the tile, not the image.";
    case AssumptionId::DiffusionPeakTextEncode:
        return peak("text encoding");
    case AssumptionId::DiffusionPeakDenoise:
        return peak("denoising");
    case AssumptionId::DiffusionPeakVaeDecode:
        return peak("VAE decode");
    default:
        return {};
    }
}

// "16.00" for 16000: bytes per parameter x 1000 with two decimals (the training templates).
std::string milliBytes(std::int64_t milli)
{
    const std::int64_t hundredths = (milli % 1000) / 10;
    return std::to_string(milli / 1000) + (hundredths < 10 ? ".0" : ".") + std::to_string(hundredths);
}

// The sentences of the training fit model (training.cpp trainingAssumptions); "" for the others.
std::string trainingText(const Assumption &a)
{
    const auto num = [&a](std::size_t i) {
        return std::to_string(integerArg(a, i));
    };
    const auto mib = [&a](std::size_t i) {
        return std::to_string(integerArg(a, i) / kMiB) + " MiB";
    };
    const auto milli = [&a](std::size_t i) {
        return milliBytes(integerArg(a, i));
    };
    const std::string checkpointing = ", activation checkpointing ";
    const std::string korthikanti =
        " (Korthikanti et al. 2022 per layer, generalised to gated FFNs, GQA and fp32 norms, no dropout).";
    switch (a.id) {
    case AssumptionId::TrainingModelStates:
        return "Model states per trainable parameter (" + tokenArg(a, 0) + "): weights " + milli(1) +
               " bytes, fp32 master copy " + milli(2) + ", gradients " + milli(3) + ", optimizer state " + milli(4) +
               " (" + tokenArg(a, 5) + "); " + milli(6) + " bytes before sharding.";
    case AssumptionId::TrainingLora:
        return "LoRA rank " + num(0) + " on " + tokenArg(a, 1) + ": " + num(2) +
               " trainable parameters; the frozen base, " + formatLabel(tokenArg(a, 3)) + ", takes " + mib(4) +
               " and has no gradients or optimizer state.";
    case AssumptionId::TrainingOneGpu:
        return "One GPU: no data parallelism and no gradient buckets.";
    case AssumptionId::TrainingDdp:
        return "DDP over " + num(0) + " GPUs: every GPU holds all model states (replicas do not pool memory), plus " +
               mib(1) +
               " of gradient buckets, a second copy of the gradients (gradient_as_bucket_view is off by default).";
    case AssumptionId::TrainingNoShard:
        return "FSDP NO_SHARD over " + num(0) + " GPUs: every GPU holds all model states; replicas do not pool memory.";
    case AssumptionId::TrainingShardOptimizer:
        return tokenArg(a, 0) + " over " + num(1) + " GPUs: the optimizer state and master weights are divided by " +
               num(1) + "; weights and gradients are whole on every GPU.";
    case AssumptionId::TrainingShardGradients:
        return tokenArg(a, 0) + " over " + num(1) +
               " GPUs: the optimizer state, master weights and gradients are divided by " + num(1) +
               "; weights are whole on every GPU.";
    case AssumptionId::TrainingZero3:
        return "ZeRO-3 over " + num(0) +
               " GPUs: weights, master weights, gradients and optimizer state are divided by " + num(0) + ", plus " +
               mib(1) + " to gather the largest layer's weights and gradients (DeepSpeed's estimate).";
    case AssumptionId::TrainingFsdpFull:
        return tokenArg(a, 0) + " over " + num(1) +
               " GPUs: weights, master weights, gradients and optimizer state are divided by " + num(1) + ", plus " +
               mib(2) +
               " for the gathered root unit (embeddings, LM head, final norm) and two gathered decoder layers (the "
               "current one and the prefetched one).";
    case AssumptionId::TrainingHybridGroups:
        return "HYBRID_SHARD: " + num(0) + " shard groups of " + num(1) +
               " GPUs; each group holds one replica, and replicas do not pool memory.";
    case AssumptionId::TrainingActivationsFlash:
        return "Activations: micro-batch " + num(0) + " x " + num(1) + " tokens with flash attention" + checkpointing +
               tokenArg(a, 2) + ": " + mib(3) + korthikanti;
    case AssumptionId::TrainingActivationsNoFlash:
        return "Activations: micro-batch " + num(0) + " x " + num(1) +
               " tokens without flash attention (the attention scores are stored unless checkpointing is selective)" +
               checkpointing + tokenArg(a, 2) + ": " + mib(3) + korthikanti;
    case AssumptionId::TrainingFrozenActivations:
        return "The frozen base keeps no linear input for the backward pass; only the LoRA-targeted matrices keep "
               "theirs, with their rank-r intermediate.";
    case AssumptionId::TrainingLogits:
        return "Logits: " + num(0) + " tokens x " + num(1) + " vocabulary entries in " + tokenArg(a, 2) +
               ", with the fp32 copy the loss works on and its fp32 log-softmax: " + mib(3) + ".";
    case AssumptionId::TrainingGradientAccumulation:
        return "Gradient accumulation over " + plural(integerArg(a, 0), "micro-batch", "micro-batches") +
               " changes no memory term: the gradients are counted whole already.";
    case AssumptionId::TrainingOptimizerInBackward:
        return "Optimizer step fused into the backward pass: only the largest parameter's gradient (" + mib(0) +
               ") exists at a time.";
    case AssumptionId::TrainingOffloadOptimizer:
        return "CPU offload: the optimizer state and master weights live in host RAM and the gradients are copied "
               "there in fp32 for the step: " +
               mib(0) + " of host RAM per GPU (DeepSpeed's 1.5x pinned-buffer margin is not applied).";
    case AssumptionId::TrainingOffloadParams:
        return "CPU offload: the weights, optimizer state and master weights live in host RAM and the gradients are "
               "copied there in fp32; the GPU keeps the gathered layers: " +
               mib(0) + " of host RAM per GPU (DeepSpeed's 1.5x pinned-buffer margin is not applied).";
    case AssumptionId::TrainingCheckpoint:
        return "Checkpoint: " + mib(0) +
               " to resume training (trainable weights, master weights and optimizer state), at most " + mib(1) +
               " written by one rank; a weights-only export takes " + mib(2) + ".";
    default:
        return {};
    }
}

// The sentences of engine releases (engineversion.h); "" for the others.
std::string releaseText(const Assumption &a)
{
    const auto num = [&a](std::size_t i) {
        return std::to_string(integerArg(a, i));
    };
    switch (a.id) {
    case AssumptionId::ContextAboveTrained:
        return "The context of " + num(0) + " tokens is longer than the " + num(1) +
               " tokens the model was trained on; llama.cpp runs it with a warning (possible training context "
               "overflow), and the output past the trained length may degrade.";
    case AssumptionId::OllamaContextCapped:
        return "Ollama caps num_ctx " + num(0) + " at the " + num(1) + " tokens the model was trained on.";
    case AssumptionId::SlidingWindowIgnored:
        return "llama.cpp treats Phi-3 sliding-window layers as full attention: they keep the full context.";
    case AssumptionId::MlaLatentAndValue:
        return "MLA layers keep the compressed latent K (kv_lora_rank + rope dims) and a separate V (kv_lora_rank) "
               "per token.";
    case AssumptionId::MlaPerHead:
        return "MLA layers cache every head's K (" + num(0) + " dims) and V (" + num(1) +
               " dims), as releases before MLA support did.";
    case AssumptionId::VllmV0Engine:
        return "vLLM V0 engine (releases before 0.8.0): the profile step covers max(max_model_len, 2048) tokens "
               "unless chunked prefill is on (max_model_len above 32768), every attention layer keeps the full "
               "context in one block pool, " +
               std::to_string(integerArg(a, 0) / kMiB) + " MiB of non-torch memory, at most " + num(1) +
               " sequences by default.";
    default:
        return {};
    }
}

// The sentences of placements (placement.h); "" for the others.
std::string placementText(const Assumption &a)
{
    const auto num = [&a](std::size_t i) {
        return std::to_string(integerArg(a, i));
    };
    const auto mib = [&a](std::size_t i) {
        return std::to_string(integerArg(a, i) / kMiB) + " MiB";
    };
    switch (a.id) {
    case AssumptionId::TokenEmbeddingsOnHost:
        return "The token embeddings (" + mib(0) + ") stay in host memory: llama.cpp keeps the input layer on the CPU.";
    case AssumptionId::LayersOnHost:
        return num(0) + " of " + num(1) +
               " layers stay in host memory with their KV cache (--n-gpu-layers) and run on the CPU.";
    case AssumptionId::OutputOnHost:
        return "The output layer stays in host memory too: --n-gpu-layers does not offload it.";
    case AssumptionId::ExpertsOnHost:
        return "The routed experts (" + mib(0) +
               ") stay in host memory (-ot exps=CPU); the rest of each layer is on its GPU.";
    case AssumptionId::PipelineStages:
        return "Pipeline parallel: " + num(0) + " stages of " + num(1) + " GPUs holding " + countList(a, 2) +
               " layers (vLLM get_pp_indices); the first stage holds the embeddings, the last the LM head.";
    case AssumptionId::ExpertParallelPlacement:
        return "Expert parallel: each MoE layer's " + num(1) + " experts are spread over " + num(0) +
               " GPUs as whole experts, at most " + num(2) + " on one GPU.";
    case AssumptionId::MixedDevices:
        return "The " + num(0) +
               " GPUs of the replica differ: each holds its own layers in its own memory; the figures are those "
               "of the GPU with the least headroom.";
    default:
        return {};
    }
}

Assumption item(AssumptionId id, std::vector<AssumptionArg> args = {})
{
    return Assumption{id, std::move(args)};
}

AssumptionArg token(std::string_view text)
{
    return std::string(text);
}

} // namespace

std::string_view assumptionKey(AssumptionId id)
{
    static constexpr std::string_view kKeys[] = {
        "weights_dense",
        "weights_per_class",
        "no_tensor_parallelism",
        "tensor_parallelism",
        "replicas",
        "generic_kv_cache",
        "generic_window",
        "generic_mla",
        "replicated_kv_head",
        "generic_activations",
        "generic_runtime",
        "usable_memory",
        "vllm_parallelism",
        "vllm_parallelism_replicas",
        "vllm_budget",
        "vllm_kv_cache",
        "vllm_pages_not_unified",
        "vllm_cuda_graphs_in_budget",
        "vllm_cuda_graphs_in_reserve",
        "vllm_reserve",
        "ollama_context",
        "llama_cpp_context",
        "layer_split",
        "kv_cache_types",
        "value_cache_f16",
        "ollama_cache_f16",
        "sliding_full_context",
        "sliding_window_cells",
        "mla_latent",
        "ollama_graph",
        "compute_buffer_flash",
        "compute_buffer_no_flash",
        // --- training
        "training_model_states",
        "training_lora",
        "training_one_gpu",
        "training_ddp",
        "training_no_shard",
        "training_shard_optimizer",
        "training_shard_gradients",
        "training_zero3",
        "training_fsdp_full",
        "training_hybrid_groups",
        "training_activations_flash",
        "training_activations_no_flash",
        "training_frozen_activations",
        "training_logits",
        "training_gradient_accumulation",
        "training_optimizer_in_backward",
        "training_offload_optimizer",
        "training_offload_params",
        "training_checkpoint",
        // --- diffusion (after the training keys, in AssumptionId order)
        "diffusion_image",
        "diffusion_guidance_batch",
        "diffusion_distilled_batch",
        "diffusion_precision",
        "diffusion_vae_upcast",
        "diffusion_kept_fp32",
        "diffusion_no_offload",
        "diffusion_model_offload",
        "diffusion_sequential_offload",
        "diffusion_decode_full",
        "diffusion_decode_sliced",
        "diffusion_decode_tiled",
        "diffusion_peak_text_encode",
        "diffusion_peak_denoise",
        "diffusion_peak_vae_decode",
        // --- engine releases
        "context_above_trained",
        "ollama_context_capped",
        "sliding_window_ignored",
        "mla_latent_and_value",
        "mla_per_head",
        "vllm_v0_engine",
        "token_embeddings_on_host",
        "layers_on_host",
        "output_on_host",
        "experts_on_host",
        "pipeline_stages",
        "expert_parallel",
        "mixed_devices",
    };
    static_assert(std::size(kKeys) == std::size_t(AssumptionId::Count), "one key per AssumptionId");
    const int i = static_cast<int>(id);
    return i >= 0 && i < static_cast<int>(AssumptionId::Count) ? kKeys[i] : std::string_view();
}

std::string assumptionText(const Assumption &a)
{
    std::string text = shardingText(a);
    if (text.empty())
        text = trainingText(a);
    if (text.empty())
        text = diffusionText(a);
    if (text.empty())
        text = releaseText(a);
    if (text.empty())
        text = placementText(a);
    return text.empty() ? layerSplitText(a) : text;
}

std::vector<std::string> assumptionTexts(const std::vector<Assumption> &items)
{
    std::vector<std::string> out;
    out.reserve(items.size());
    for (const Assumption &a : items)
        out.push_back(assumptionText(a));
    return out;
}

// --- the items of a scenario (EnginePlan, engineplan.h) ---

std::vector<Assumption> EnginePlan::assumptionItems(const Scenario &s, const Estimate &e) const
{
    const ModelSpec &m = s.model;
    std::vector<Assumption> out;
    const WeightFormat format = weightFormatOf(s);
    if (format.kind == WeightFormatKind::Dense)
        out.push_back(item(AssumptionId::WeightsDense,
                           {m.parameterCount, token(toString(format)), linearBitsPerWeight(format).num}));
    else
        out.push_back(item(AssumptionId::WeightsPerClass, {token(toString(format)), derivedParameterCount(m)}));

    if (m_engine == Engine::Generic)
        genericAssumptions(s, e, out);
    else if (m_engine == Engine::Vllm)
        vllmAssumptions(s, e, out);
    else
        llamaCppAssumptions(s, e, out);
    return out;
}

// The first version's sentences, unchanged for models without per-layer attention.
void EnginePlan::genericAssumptions(const Scenario &s, const Estimate &e, std::vector<Assumption> &out) const
{
    const ModelSpec &m = s.model;
    const std::int64_t t = s.hardware.tensorParallel;
    if (t == 1)
        out.push_back(item(AssumptionId::NoTensorParallelism));
    else
        out.push_back(item(AssumptionId::TensorParallelism, {t}));
    if (e.replicas > 1)
        out.push_back(item(AssumptionId::Replicas, {std::int64_t{e.replicas}, std::int64_t{e.devices}}));
    out.push_back(item(AssumptionId::GenericKvCache,
                       {token(kvCacheTypesText(s)), s.workload.contextTokens, std::int64_t{s.workload.concurrency},
                        std::int64_t{kvHeadsPerDevice(m, int(t))}}));
    if (m_layerCount[Sliding] > 0 || m_layerCount[Chunked] > 0)
        out.push_back(item(AssumptionId::GenericWindow,
                           {std::int64_t{m.slidingWindow > 0 ? m.slidingWindow : m.attentionChunk}}));
    if (m_layerCount[Mla] > 0)
        out.push_back(item(AssumptionId::GenericMla));
    if (m.kvHeads < t)
        out.push_back(item(AssumptionId::ReplicatedKvHead, {std::int64_t{m.kvHeads}, t}));
    out.push_back(item(AssumptionId::GenericActivations, {activationChunkTokens(s)}));
    out.push_back(item(AssumptionId::GenericRuntime, {kRuntimeOverheadBytes}));
    out.push_back(item(AssumptionId::UsableMemory, {e.usablePerDeviceBytes}));
}

void EnginePlan::vllmAssumptions(const Scenario &s, const Estimate &e, std::vector<Assumption> &out) const
{
    const std::int64_t t = s.hardware.tensorParallel;
    if (e.replicas > 1)
        out.push_back(item(AssumptionId::VllmParallelismReplicas, {t, std::int64_t{e.replicas}}));
    else
        out.push_back(item(AssumptionId::VllmParallelism, {t}));
    out.push_back(
        item(AssumptionId::VllmBudget,
             {std::int64_t{s.engine.gpuMemoryUtilizationPermille}, m_vllmActivation, m_vllmMaxNumBatchedTokens,
              std::min(m_vllmMaxNumSeqs, m_vllmMaxNumBatchedTokens), m_vllmNonTorch}));
    out.push_back(item(AssumptionId::VllmKvCache, {token(kvCacheTypesText(s)), std::int64_t{s.engine.blockSize}}));
    if (!m_vllmPagesUnified)
        out.push_back(item(AssumptionId::VllmPagesNotUnified));
    if (s.engine.cudaGraphs)
        out.push_back(item(s.engine.cudaGraphsInKvBudget ? AssumptionId::VllmCudaGraphsInBudget
                                                         : AssumptionId::VllmCudaGraphsInReserve,
                           {m_cudaGraphBytes}));
    out.push_back(item(AssumptionId::VllmReserve, {kRuntimeOverheadBytes, m_vllmMaxNumSeqs}));
    if (s.engine.vllmV0)
        out.push_back(item(AssumptionId::VllmV0Engine, {m_vllmNonTorch, m_vllmMaxNumSeqs}));
    if (m_layerCount[Mla] > 0 && s.engine.mlaCache == MlaCache::PerHeadPaddedValue) {
        const std::int64_t k = s.model.qkNopeHeadDim + s.model.qkRopeHeadDim; // validated, far below 2^31
        out.push_back(item(AssumptionId::MlaPerHead, {k, k}));
    }
}

void EnginePlan::llamaCppAssumptions(const Scenario &s, const Estimate &e, std::vector<Assumption> &out) const
{
    const std::int64_t t = s.hardware.tensorParallel;
    const std::int64_t concurrency = s.workload.concurrency;
    const std::int64_t trained = s.model.maxContextTokens;
    if (trained > 0 && s.workload.contextTokens > trained) {
        // llama.cpp llama_context: "n_ctx_per_seq (...) > n_ctx_train (...) -- possible training context
        // overflow" (a warning; src/llama-context.cpp); Ollama caps num_ctx (EngineSettings::ollamaCapsContext).
        if (m_engine == Engine::Ollama && s.engine.ollamaCapsContext)
            out.push_back(item(AssumptionId::OllamaContextCapped, {s.workload.contextTokens, trained}));
        else
            out.push_back(item(AssumptionId::ContextAboveTrained, {s.workload.contextTokens, trained}));
    }
    if (m_engine == Engine::Ollama)
        out.push_back(item(AssumptionId::OllamaContext,
                           {s.workload.contextTokens, concurrency, e.engineContextTokens, kLlamaCppCellPadding}));
    else
        out.push_back(
            item(AssumptionId::LlamaCppContext, {token(toString(m_engine)), e.engineContextTokens, concurrency,
                                                 kLlamaCppCellPadding, e.kvCacheTokensCapacity}));
    if (t > 1 && !e.layersPerDevice.empty()) {
        // "27, 27 and 26 of 80": llama.cpp's assignment (placement.h assignLayers).
        std::vector<AssumptionArg> args{t, std::int64_t{s.model.layers}};
        for (const int layers : e.layersPerDevice)
            args.emplace_back(std::int64_t{layers});
        out.push_back(item(AssumptionId::LayerSplit, std::move(args)));
    }
    out.push_back(item(AssumptionId::KvCacheTypes, {token(kvCacheTypesText(s))}));
    if (m_valueFellBackToF16)
        out.push_back(item(AssumptionId::ValueCacheF16));
    if (m_ollamaFellBackToF16)
        out.push_back(item(AssumptionId::OllamaCacheF16));
    if (m_slidingWindowIgnored)
        out.push_back(item(AssumptionId::SlidingWindowIgnored));
    if (m_layerCount[Sliding] > 0 || m_layerCount[Chunked] > 0) {
        if (m_engine == Engine::IkLlamaCpp || s.engine.swaFull || !s.engine.slidingWindowCache)
            out.push_back(item(AssumptionId::SlidingFullContext));
        else
            out.push_back(item(AssumptionId::SlidingWindowCells, {m_ubatch, kLlamaCppCellPadding}));
    }
    if (m_layerCount[Mla] > 0) {
        const ModelSpec &m = s.model;
        if (s.engine.mlaCache == MlaCache::PerHead || s.engine.mlaCache == MlaCache::PerHeadPaddedValue)
            out.push_back(item(AssumptionId::MlaPerHead, {std::int64_t{m.qkNopeHeadDim} + m.qkRopeHeadDim,
                                                          std::int64_t{s.engine.mlaCache == MlaCache::PerHead
                                                                           ? m.vHeadDim
                                                                           : m.qkNopeHeadDim + m.qkRopeHeadDim}}));
        else if (s.engine.mlaCache == MlaCache::LatentAndValue)
            out.push_back(item(AssumptionId::MlaLatentAndValue));
        else
            out.push_back(item(AssumptionId::MlaLatent));
    }
    if (m_engine == Engine::Ollama)
        out.push_back(item(AssumptionId::OllamaGraph,
                           {m_settings.ubatch, kOllamaMinimumMemoryBytes + m_settings.gpuOverheadBytes}));
    else
        out.push_back(
            item(s.engine.flashAttention ? AssumptionId::ComputeBufferFlash : AssumptionId::ComputeBufferNoFlash,
                 {std::min(m_ubatch, e.kvCacheTokensCapacity), e.host.activations, kRuntimeOverheadBytes}));
}

std::string EnginePlan::kvCacheTypesText(const Scenario &s)
{
    return s.kvCacheV && *s.kvCacheV != s.kvCache
               ? "K " + std::string(toString(s.kvCache)) + ", V " + std::string(toString(*s.kvCacheV))
               : std::string(toString(s.kvCache));
}

} // namespace headroom::fit
