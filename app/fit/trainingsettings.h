// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The workload kinds and the training knobs a fit::Scenario carries (fitmodel.h), apart from the
// training fit model itself (training.h), so that fitmodel.h can hold them without depending on it.
// Pure C++20, no Qt. Sources of every rule: training.h.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace headroom::fit {

/// What the workload does with the model. Inference is the serving fit model (fitmodel.h estimate());
/// the training kinds are below; Diffusion is diffusion.h.
enum class WorkloadKind { Inference, FullFinetune, Lora, Qlora, Diffusion };
inline constexpr WorkloadKind kAllWorkloadKinds[] = {WorkloadKind::Inference, WorkloadKind::FullFinetune,
                                                     WorkloadKind::Lora, WorkloadKind::Qlora, WorkloadKind::Diffusion};
/// CLI/JSON names: "inference", "full-finetune", "lora", "qlora", "diffusion"; "" for a non-enumerator.
std::string_view toString(WorkloadKind k);
std::optional<WorkloadKind> workloadKindFromString(std::string_view s);
/// Full fine-tune, LoRA and QLoRA.
bool isTraining(WorkloadKind k);

/// The optimizer whose state is kept for every trainable parameter (bytes per trainable parameter):
///  - AdamW: m and v, each fp32 when master weights are kept or the parameters are fp32 (8 bytes), else in
///    the parameter dtype (torch.optim.AdamW `zeros_like(p)`: 4 bytes for bf16);
///  - AdamW8bit: bitsandbytes `AdamW8bit`: m and v in 8 bits plus one fp32 absmax per 256 values each
///    (2 + 2 * 4 / 256 bytes); tensors under 4,096 elements keep 32-bit state (`min_8bit_size`);
///  - PagedAdamW8bit: the same bytes in CUDA unified memory that pages to host RAM under pressure
///    (counted on the GPU: it is there whenever it fits);
///  - SgdMomentum: one momentum buffer (4 bytes fp32 / parameter dtype as for AdamW);
///  - Adafactor: no first moment (transformers default beta1 None); the second moment of a matrix r x c
///    factored into r + c fp32 values, vectors keep a full fp32 moment.
enum class Optimizer { AdamW, AdamW8bit, PagedAdamW8bit, SgdMomentum, Adafactor };
/// "adamw", "adamw-8bit", "paged-adamw-8bit", "sgd-momentum", "adafactor".
std::string_view toString(Optimizer o);
std::optional<Optimizer> optimizerFromString(std::string_view s);

/// Element type of the gradients (bf16: same as bf16 weights; fp32: an fp32 accumulation buffer).
enum class GradientDtype { BF16, FP32 };
std::string_view toString(GradientDtype g); ///< "bf16", "fp32"
std::optional<GradientDtype> gradientDtypeFromString(std::string_view s);

/// Activation checkpointing (recomputation), Korthikanti et al. 2022:
///  - None: every layer keeps all its activations for the backward pass;
///  - Selective: the attention core (softmax, its dropout and the attention over V) is recomputed; with
///    FlashAttention that core is not stored anyway;
///  - Full: each layer keeps only its input (2·s·b·h bytes in bf16); one layer's activations exist
///    again while it is recomputed.
enum class ActivationCheckpointing { None, Selective, Full };
std::string_view toString(ActivationCheckpointing c); ///< "none", "selective", "full"
std::optional<ActivationCheckpointing> activationCheckpointingFromString(std::string_view s);

/// How N data-parallel GPUs hold the model states (N = Hardware::gpuCount, or the shard group):
///  - Ddp, FsdpNoShard: every GPU holds everything (replicas never pool memory), plus DDP's gradient buckets;
///  - Zero1: optimizer state / N; Zero2, FsdpGradOp (SHARD_GRAD_OP): optimizer state and gradients / N;
///  - Zero3, FsdpFull (FULL_SHARD): weights, master weights, gradients and optimizer state / N, plus the
///    all-gather / prefetch buffers of the largest layer;
///  - FsdpHybrid (HYBRID_SHARD): FULL_SHARD inside a shard group of TrainingSettings::shardGroup GPUs,
///    replicated across groups.
enum class Sharding { Ddp, Zero1, Zero2, Zero3, FsdpNoShard, FsdpGradOp, FsdpFull, FsdpHybrid };
/// "ddp", "zero1", "zero2", "zero3", "fsdp-no-shard", "fsdp-grad-op", "fsdp-full", "fsdp-hybrid".
std::string_view toString(Sharding s);
std::optional<Sharding> shardingFromString(std::string_view s);

/// CPU offload (DeepSpeed ZeRO-Offload `offload_optimizer` / `offload_param`; FSDP `CPUOffload(
/// offload_params=True)`, which moves parameters, gradients and optimizer step to the host):
///  - Optimizer: optimizer state and master weights live in host RAM (and fp32 gradients are copied there);
///  - OptimizerParams: the weights too (ZeRO-3 / FSDP full shard only); the GPU keeps the gathered layer.
enum class Offload { None, Optimizer, OptimizerParams };
std::string_view toString(Offload o); ///< "none", "optimizer", "optimizer-params"
std::optional<Offload> offloadFromString(std::string_view s);

/// Linear modules a LoRA adapter is attached to (bit mask). Gate/Up/Down also adapt every routed and
/// shared expert of a MoE layer (PEFT `target_modules` matched against the expert linears).
enum LoraTarget : unsigned {
    LoraQ = 1u << 0,
    LoraK = 1u << 1,
    LoraV = 1u << 2,
    LoraO = 1u << 3,
    LoraGate = 1u << 4,
    LoraUp = 1u << 5,
    LoraDown = 1u << 6,
};
inline constexpr unsigned kLoraAllTargets = 0x7f;
inline constexpr unsigned kLoraDefaultTargets = LoraQ | LoraK | LoraV | LoraO;
/// "q,k,v,o,gate,up,down" order; parse accepts any order, no duplicates, no empty list.
std::string loraTargetsToString(unsigned targets);
std::optional<unsigned> loraTargetsFromString(std::string_view s);

/// The training knobs. Sequence length is Workload::contextTokens; the data-parallel GPUs are
/// Hardware::gpuCount (tensor parallelism is not modelled for training: Hardware::tensorParallel is 1).
/// The weights the model is trained in (full fine-tune) or frozen in (LoRA: dense; QLoRA: NF4) are
/// Scenario::weightFormat / weights.
struct TrainingSettings {
    int microBatch = 1;                            ///< sequences per GPU per forward/backward step
    int gradientAccumulationSteps = 1;             ///< changes no memory term (reported as such)
    bool masterWeights = true;                     ///< fp32 master copy (mixed precision); n/a for fp32 weights
    GradientDtype gradients = GradientDtype::BF16; ///< ignored (fp32) for fp32 weights
    Optimizer optimizer = Optimizer::AdamW;
    bool optimizerInBackward = false; ///< step fused into backward: gradients freed per parameter
    ActivationCheckpointing checkpointing = ActivationCheckpointing::None;
    bool flashAttention = true; ///< SDPA/FlashAttention: no s^2 attention scores
    Sharding sharding = Sharding::Ddp;
    int shardGroup = 0; ///< FsdpHybrid: GPUs per shard group (0 = min(8, gpuCount))
    Offload offload = Offload::None;
    int loraRank = 16; ///< LoRA / QLoRA rank r
    unsigned loraTargets = kLoraDefaultTargets;
};

} // namespace headroom::fit
