// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The fit model for training: full fine-tuning (also pretraining), LoRA and QLoRA of a decoder-only
// transformer, per GPU, with data-parallel sharding (DDP, DeepSpeed ZeRO-1/2/3, PyTorch FSDP) and CPU
// offload. Pure C++20, no Qt, no I/O. Every size is a std::int64_t byte count computed with checked
// arithmetic (checkedmath.h); GiB = 2^30 bytes, GB = 10^9 bytes, converted only for display.
//
// Sources (shared/research/fit-anchors.md §4.6-4.7 collects them; each formula cites its own in
// training.cpp):
//  - model states per parameter: Rajbhandari et al. 2020, "ZeRO: Memory Optimizations Toward Training
//    Trillion Parameter Models" (arXiv 1910.02054) §3.1 (2 + 2 + 12 = 16 bytes for mixed-precision
//    Adam); DeepSpeed `estimate_zero2_model_states_mem_needs` / `estimate_zero3_model_states_mem_needs`
//    (deepspeed/runtime/zero/stage_1_and_2.py, stage3.py); EleutherAI cookbook
//    calc/calc_transformer_mem.py; torch.optim.AdamW / SGD state (torch/optim/adamw.py, sgd.py);
//    bitsandbytes 8-bit optimizers (bitsandbytes/optim/optimizer.py, block-wise quantization, blocksize
//    256 with an fp32 absmax per block); Adafactor factored second moments (Shazeer & Stern 2018,
//    arXiv 1804.04235; transformers `Adafactor`);
//  - activations: Korthikanti et al. 2022, "Reducing Activation Recomputation in Large Transformer
//    Models" (arXiv 2205.05198) §4 and Table 2, generalised to SwiGLU FFNs, GQA, no dropout and
//    FlashAttention as llm-analysis (cli99/llm-analysis `analysis.py`) does;
//  - sharding: PyTorch FSDP `ShardingStrategy` (torch/distributed/fsdp/api.py), DDP gradient buckets
//    (torch/nn/parallel/distributed.py `bucket_cap_mb` = 25, first bucket 1 MiB), ZeRO-3 gather buffers
//    (DeepSpeed estimator `largest_layer_memory = 4 * largest_layer_params`);
//  - LoRA: Hu et al. 2021 (arXiv 2106.09685): rank r on a d_out x d_in matrix adds r * (d_in + d_out)
//    parameters; QLoRA: Dettmers et al. 2023 (arXiv 2305.14314): NF4 base, double quantization.

#include "fit/fitmodel.h"
#include "fit/trainingsettings.h"
#include "fit/weightformat.h"

#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

namespace headroom::fit {

/// Per-GPU bytes of a training step at its peak, one field per chart segment. Everything listed is
/// resident at once (the conservative sum other estimators use): the peak of a step is at the start of
/// the backward pass with all activations stored, and the gradients are counted whole unless the
/// optimizer step is fused into the backward pass.
struct TrainingBreakdown {
    std::int64_t weights = 0;         ///< model weights at training precision (LoRA/QLoRA: the frozen base)
    std::int64_t masterWeights = 0;   ///< fp32 master copy of the trainable parameters
    std::int64_t gradients = 0;       ///< of the trainable parameters
    std::int64_t optimizerState = 0;  ///< of the trainable parameters
    std::int64_t loraAdapters = 0;    ///< adapter weights (their gradients and state are in the fields above)
    std::int64_t activations = 0;     ///< stored for the backward pass, all layers, micro-batch x sequence
    std::int64_t logits = 0;          ///< logits and the cross-entropy buffers
    std::int64_t shardingBuffers = 0; ///< DDP gradient buckets / ZeRO-3 and FSDP all-gather + prefetch
    std::int64_t runtime = 0;         ///< CUDA context, NCCL and allocator (kTrainingRuntimeBytes)
    std::int64_t total() const;       ///< sum of the fields; -1 on overflow
};

/// Framework overhead per GPU for training: CUDA context, cuBLAS workspace and NCCL communicators.
/// 1 GiB: fit-anchors §4.8 (the CUDA context alone is 300-500 MiB; NCCL adds its buffers per
/// communicator, NCCL_BUFFSIZE 4 MiB per channel and peer).
inline constexpr std::int64_t kTrainingRuntimeBytes = 1LL << 30;
/// Fixed bytes of a resumable checkpoint besides the tensors: LR scheduler state, RNG states of every
/// rank, the data loader position and the trainer state (trainer_state.json, rng_state.pth): 1 MiB.
inline constexpr std::int64_t kCheckpointFixedBytes = 1LL << 20;

/// The training estimate of one GPU (every GPU of the data-parallel group holds the same).
struct TrainingEstimate {
    TrainingBreakdown perDevice;
    std::int64_t hostOffloadBytes = 0;           ///< per GPU: bytes moved to host RAM by Offload
    std::int64_t trainableParameters = 0;        ///< full fine-tune: every parameter; LoRA: the adapters
    std::int64_t checkpointBytes = 0;            ///< a resumable checkpoint of the whole job (all ranks)
    std::int64_t checkpointBytesPerRank = 0;     ///< the largest file one rank writes (sharded states / N)
    std::int64_t weightsOnlyCheckpointBytes = 0; ///< weights-only export (LoRA: the adapter file)
    int shardDegree = 1;                         ///< GPUs the sharded terms are divided by (1 for DDP)
};

/// Trainable parameters of a LoRA adapter of rank r on `targets`, summed over every targeted matrix
/// (0 when the model has none of them)
/// of shape d_out x d_in in every layer: r * (d_in + d_out) (Hu et al. 2021). Attention: q h->a*dK,
/// k h->k*dK, v h->k*dV, o a*dV->h (MLA models: q_proj / q_b_proj, kv_b_proj, o_proj); FFN gate, up
/// h->ff and down ff->h of the dense FFN, of every routed expert and of every shared expert.
/// Example: Llama 3.1 8B, r 16, q,k,v,o: 32 x 16 x ((4096+4096) + (4096+1024) + (4096+1024) + (4096+4096))
/// = 13,631,488. Returns -1 for an invalid model (derivedParameterCount -1) or rank (< 1), no targets,
/// bits outside kLoraAllTargets, or overflow.
std::int64_t loraTrainableParameters(const ModelSpec &m, int rank, unsigned targets);

/// The training fit of `s` (s.kind a training kind, s.training its knobs). Returns nullopt with
/// `error` filled (field/message as validate()) for invalid settings: "microBatch" < 1,
/// "gradientAccumulationSteps" < 1, "loraRank" < 1 or above hidden size, "loraTargets" empty, with an
/// unknown bit, or matching no matrix of the model, "shardGroup" negative or (FsdpHybrid) not dividing
/// gpuCount, "offload" with DDP (no offload there) or with params for a sharding that does not shard parameters,
/// "weights" a format the kind cannot train (full fine-tune and LoRA: fp32/bf16/fp16; QLoRA: NF4), "tensorParallel"
/// above 1, "optimizer" / "gradients" / "checkpointing" / "sharding" / "offload" a value that is not an enumerator,
/// "optimizerInBackward" with gradientAccumulationSteps above 1 (the step runs as each gradient is ready: nothing is
/// accumulated), "workload" for a kind that is not training, and "parameters" / "context" when a term does not fit in
/// 64 bits (the model's / the micro-batch's). Per-GPU terms (training.cpp cites each rule):
///  - weights: full fine-tune parameterCount x dtype bytes; LoRA the dense base likewise; QLoRA
///    weightBytes(weightSplit(model), nf4 / nf4-dq) (embeddings, LM head and norms at 16 bits);
///  - masterWeights 4 bytes, gradients 2 or 4 bytes per trainable parameter (optimizerInBackward: the
///    largest trainable tensor's gradient only), optimizerState per trainingsettings.h Optimizer;
///  - loraAdapters: adapter parameters x 2 (x 4 on an fp32 base);
///  - activations: micro-batch x sequence x the per-token bytes of trainingterms.h (Korthikanti et al.
///    2022 generalised; checkpointing, flash attention, frozen-base rules); logits micro-batch x
///    sequence x vocab x (B + 4 + 4), B the activation bytes (fp32 logits: 4 + 4);
///  - sharding: Zero1 divides optimizer and master by N, Zero2 / FsdpGradOp also the gradients, Zero3 /
///    FsdpFull / FsdpHybrid also weights and adapters (ceil per term); shardingBuffers are DDP's bucket
///    copy of the gradients (more than one GPU), ZeRO-3's largest tensor x (weight + gradient bytes), or
///    FSDP's gathered root unit + 2 x the largest decoder layer at weight precision;
///  - offload: Optimizer moves master weights and optimizer state to the host and the GPU's gradient
///    share with them (hostOffloadBytes counts those plus the gradients in fp32); OptimizerParams also
///    the weights and adapters. The GPU fields moved are 0.
std::optional<TrainingEstimate> trainingEstimate(const Scenario &s, Error *error);

/// The rules trainingEstimate() applied, as assumption items (assumption.h ids of the training section):
/// model states per parameter, the sharding and what it divides, that replicas do not pool memory (DDP),
/// the activation formula and checkpointing, that gradient accumulation changes no memory term, the
/// offload, the LoRA rank and targets.
std::vector<Assumption> trainingAssumptions(const Scenario &s, const TrainingEstimate &e);

} // namespace headroom::fit
