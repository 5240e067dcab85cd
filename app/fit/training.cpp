// SPDX-License-Identifier: GPL-3.0-or-later
#include "fit/training.h"

#include "fit/checkedmath.h"
#include "fit/trainingterms.h"
#include "fit/weightsplit.h"

#include <algorithm>
#include <string>

// The training fit model (training.h). Per GPU, everything resident at the peak of a step is summed.
// Rules and sources, term by term (shared/research/fit-anchors.md §4.6-4.8, A11-A13):
//  - model states: weights at training precision; the fp32 master copy (4 bytes per trainable
//    parameter when masterWeights and the weights are not fp32); gradients in the trainable dtype, or
//    fp32 when asked for or when the weights are fp32; optimizer state per trainingsettings.h. Mixed
//    precision AdamW is 2 + 4 + 2 + 8 = 16 bytes per parameter (Rajbhandari et al. 2020 §3.1; DeepSpeed
//    docs memory.rst; EleutherAI calc_transformer_mem.py with bytes_per_grad_ele 2);
//  - LoRA / QLoRA: the frozen base has no gradients or optimizer state; adapters are 16-bit (fp32 on
//    an fp32 base: PEFT creates them in the base layer's dtype), their states as above;
//  - activations and logits: trainingterms.cpp (Korthikanti et al. 2022 generalised) and logitsBytes();
//  - sharding over N GPUs (torch/distributed/fsdp/api.py ShardingStrategy; DeepSpeed ZeRO stages): see
//    shard() below, with DDP's gradient buckets and the gather buffers of ZeRO-3 and FSDP;
//  - CPU offload: see offload() below.
// Not modelled: DeepSpeed ZeRO-1/2 reduce and all-gather buckets (reduce_bucket_size, 5e8 elements by
// default, often set to "auto" by the HF integration), the unsharded gradient of one FSDP unit before its
// reduce-scatter, optimizer-step temporaries (torch AdamW foreach's sqrt(v) copy), the bitsandbytes
// dequantization scratch of one 4-bit layer, the caching allocator's reserve and fragmentation, and
// that the real peak is lower than the sum because gradients appear while activations are freed.

namespace headroom::fit {

using checked::add;
using checked::Bytes;
using checked::ceilDiv;
using checked::mul;

namespace {

bool optimizerShardsStates(Sharding s)
{
    return s != Sharding::Ddp && s != Sharding::FsdpNoShard;
}
bool shardsGradients(Sharding s)
{
    return optimizerShardsStates(s) && s != Sharding::Zero1;
}
bool shardsWeights(Sharding s)
{
    return s == Sharding::Zero3 || s == Sharding::FsdpFull || s == Sharding::FsdpHybrid;
}

Error error(std::string field, std::string message)
{
    return Error{std::move(field), std::move(message)};
}

// Bytes of one dense training dtype (fp32 4, bf16/fp16 2); 0 for a format that cannot be trained.
std::int64_t denseTrainingBytes(const WeightFormat &f)
{
    if (f.kind != WeightFormatKind::Dense)
        return 0;
    switch (f.dense) {
    case DenseDtype::F32:
        return 4;
    case DenseDtype::BF16:
    case DenseDtype::F16:
        return 2;
    default:
        return 0;
    }
}

// Everything the estimate and its assumptions are computed from.
struct Plan {
    bool lora = false;                // LoRA or QLoRA: a frozen base and adapters
    WeightFormat format;              // weightFormatOf(s)
    std::int64_t baseBytes = 0;       // dense element size of the base (0 for QLoRA)
    std::int64_t trainableBytes = 2;  // element size of the trainable parameters
    std::int64_t activationBytes = 2; // B
    std::int64_t gradientBytes = 2;   // per trainable parameter
    std::int64_t stateBytes = 4;      // one AdamW / SGD moment per trainable parameter
    training::Tensors model;          // every parameter tensor of the model
    training::Tensors trainable;      // model (full fine-tune) or the adapters
    std::int64_t trainableParameters = 0;
    int degree = 1; // N
    // Unsharded totals.
    std::int64_t weights = 0, adapters = 0, master = 0, gradients = 0, optimizer = 0;
    std::int64_t activations = 0, logits = 0;
    std::int64_t layerBytes = 0, rootBytes = 0; // largest decoder layer, root unit, at weight precision
};

std::optional<Error> checkSettings(const Scenario &s)
{
    const TrainingSettings &t = s.training;
    if (s.hardware.tensorParallel != 1)
        return error("tensorParallel", "Tensor parallelism is not modelled for training; use a sharding strategy.");
    if (t.microBatch < 1)
        return error("microBatch", "The micro-batch must be at least one sequence.");
    if (t.gradientAccumulationSteps < 1)
        return error("gradientAccumulationSteps", "Gradient accumulation needs at least one step.");
    if (toString(t.optimizer).empty())
        return error("optimizer", "The optimizer is not one of the known optimizers.");
    if (toString(t.gradients).empty())
        return error("gradients", "The gradient dtype must be bf16 or fp32.");
    if (toString(t.checkpointing).empty())
        return error("checkpointing", "Activation checkpointing must be none, selective or full.");
    if (toString(t.sharding).empty())
        return error("sharding", "The sharding strategy is not one of the known strategies.");
    if (toString(t.offload).empty())
        return error("offload", "CPU offload must be none, optimizer or optimizer-params.");
    // PyTorch's optimizer-in-backward tutorial: the step runs as soon as a gradient is ready, so there
    // is no gradient to accumulate (torchtune refuses the combination too).
    if (t.optimizerInBackward && t.gradientAccumulationSteps > 1)
        return error("optimizerInBackward", "The optimizer step in the backward pass cannot accumulate gradients.");
    const WeightFormat f = weightFormatOf(s);
    if (s.kind == WorkloadKind::Qlora ? f.kind != WeightFormatKind::BnbNf4 : denseTrainingBytes(f) == 0)
        return error("weights", s.kind == WorkloadKind::Qlora ? "QLoRA trains adapters on an NF4 base (nf4 or nf4-dq)."
                                                              : "Training needs fp32, bf16 or fp16 weights.");
    if (s.kind != WorkloadKind::FullFinetune) {
        if (t.loraRank < 1 || t.loraRank > s.model.hiddenSize)
            return error("loraRank", "The LoRA rank must be between 1 and the hidden size (" +
                                         std::to_string(s.model.hiddenSize) + ").");
        if (t.loraTargets == 0 || (t.loraTargets & ~kLoraAllTargets) != 0)
            return error("loraTargets", "LoRA needs at least one target among q, k, v, o, gate, up, down.");
    }
    if (t.shardGroup < 0)
        return error("shardGroup", "The shard group cannot be negative.");
    if (t.sharding == Sharding::FsdpHybrid && t.shardGroup > 0 && s.hardware.gpuCount % t.shardGroup != 0)
        return error("shardGroup", "The shard group (" + std::to_string(t.shardGroup) + " GPUs) must divide the " +
                                       std::to_string(s.hardware.gpuCount) + " GPUs.");
    // ZeRO-Offload is part of DeepSpeed's ZeRO stages and FSDP offloads through CPUOffload; PyTorch DDP has no
    // offload (torch/nn/parallel/distributed.py keeps every state on the device).
    if (t.offload != Offload::None && t.sharding == Sharding::Ddp)
        return error("offload", "CPU offload needs DeepSpeed ZeRO or FSDP; DDP keeps every state on the GPU.");
    if (t.offload == Offload::OptimizerParams && !shardsWeights(t.sharding))
        return error("offload", "Offloading the weights needs a strategy that shards them (zero3, fsdp-full, "
                                "fsdp-hybrid).");
    return std::nullopt;
}

int shardDegree(const Scenario &s)
{
    const TrainingSettings &t = s.training;
    if (!optimizerShardsStates(t.sharding))
        return 1;
    if (t.sharding == Sharding::FsdpHybrid)
        return t.shardGroup > 0 ? t.shardGroup : std::min(8, s.hardware.gpuCount);
    return s.hardware.gpuCount;
}

// Optimizer state of the trainable parameters (trainingsettings.h): AdamW two moments, SGD one, of
// `stateBytes` each per parameter; the per-tensor rules below go through `tensors` (for a full fine-tune
// they sum to derivedParameterCount, the others use the published parameterCount); bitsandbytes 8-bit AdamW per tensor
// 2 bytes + an fp32 absmax per 256 values and moment (bitsandbytes/optim/optimizer.py Optimizer2State.init_state,
// blocksize 256), fp32 moments for tensors under 4,096 elements (`min_8bit_size`); Adafactor fp32 r + c per matrix,
// every element of a vector (transformers `Adafactor` upcasts the gradient and creates exp_avg_sq_row / _col from it).
Bytes optimizerBytes(const training::Tensors &tensors, std::int64_t parameters, Optimizer o, std::int64_t stateBytes)
{
    switch (o) {
    case Optimizer::AdamW:
        return mul(parameters, 2 * stateBytes);
    case Optimizer::SgdMomentum:
        return mul(parameters, stateBytes);
    case Optimizer::AdamW8bit:
    case Optimizer::PagedAdamW8bit:
    case Optimizer::Adafactor:
        break;
    }
    Bytes sum = 0;
    for (const training::TensorGroup &g : tensors.groups) {
        Bytes one;
        if (o == Optimizer::Adafactor)
            one = mul(g.factoredValues, 4);
        else if (g.elements < 4096)
            one = mul(g.elements, 8);
        else
            one = mul(add(g.elements, mul(ceilDiv(g.elements, 256), 4)), 2);
        sum = add(sum, mul(one, g.count));
    }
    return sum;
}

// The largest decoder layer and the root unit (embeddings, LM head, final norm) at the weight format,
// for the FSDP gather buffers.
bool unitBytes(const ModelSpec &m, const WeightFormat &f, Plan &p)
{
    const std::vector<int> ones(m.layerSpecs.empty() ? 1 : static_cast<std::size_t>(m.layers), 1);
    const std::vector<WeightSplit> layers = weightSplitsOfLayers(m, ones);
    if (layers.empty())
        return false;
    for (const WeightSplit &layer : layers)
        p.layerBytes = std::max(p.layerBytes, weightBytes(layer, f));
    WeightSplit root;
    root.embeddingParams = std::int64_t{m.vocabSize} * m.hiddenSize;
    root.outputHeadParams = m.tiedEmbeddings ? 0 : root.embeddingParams;
    root.normParams = m.hiddenSize;
    p.rootBytes = weightBytes(root, f);
    return p.layerBytes >= 0 && p.rootBytes >= 0;
}

// Model states, unsharded. False when a term does not fit in 64 bits.
bool modelStates(const Scenario &s, Plan &p)
{
    const TrainingSettings &t = s.training;
    const ModelSpec &m = s.model;
    Bytes weights;
    if (s.kind == WorkloadKind::Qlora) {
        weights = weightBytes(weightSplit(m), p.format); // NF4 linears, 16-bit embeddings, head, norms
        p.trainableBytes = 2;
        p.activationBytes = 2; // bnb_4bit_compute_dtype bf16
    } else {
        weights = mul(m.parameterCount, p.baseBytes);
        p.trainableBytes = p.lora && p.baseBytes != 4 ? 2 : p.baseBytes;
        p.activationBytes = p.baseBytes;
    }
    const bool fp32 = p.trainableBytes == 4;
    const bool master = t.masterWeights && !fp32;
    p.gradientBytes = fp32 || t.gradients == GradientDtype::FP32 ? 4 : 2;
    p.stateBytes = master || fp32 ? 4 : p.trainableBytes;
    const Bytes params = p.trainableParameters;
    const Bytes adapters = p.lora ? mul(params, p.trainableBytes) : Bytes{0};
    const Bytes masterBytes = master ? mul(params, 4) : Bytes{0};
    const Bytes gradients = mul(params, p.gradientBytes);
    const Bytes optimizer = optimizerBytes(p.trainable, p.trainableParameters, t.optimizer, p.stateBytes);
    if (!weights || *weights < 0 || !adapters || !masterBytes || !gradients || !optimizer)
        return false;
    p.weights = *weights;
    p.adapters = *adapters;
    p.master = *masterBytes;
    p.gradients = *gradients;
    p.optimizer = *optimizer;
    return true;
}

// Activations and logits of one micro-batch. False when a term does not fit in 64 bits.
bool activationTerms(const Scenario &s, Plan &p)
{
    const TrainingSettings &t = s.training;
    training::ActivationRules rules;
    rules.dtypeBytes = p.activationBytes;
    rules.frozenBase = p.lora;
    rules.targets = p.lora ? t.loraTargets : 0;
    rules.rank = p.lora ? t.loraRank : 0;
    rules.attentionScores = !t.flashAttention;
    rules.sequence = s.workload.contextTokens;
    const Bytes tokens = mul(t.microBatch, s.workload.contextTokens);
    const Bytes activations = mul(training::activationBytesPerToken(s.model, t.checkpointing, rules), tokens);
    // The LM head's output in B bytes, the fp32 copy the loss works on and the fp32 log-softmax kept for
    // its backward pass (transformers `ForCausalLMLoss`: logits.float(), cross_entropy; llm-analysis
    // `get_loss_bwd_memory`). fp32 logits need no copy.
    const std::int64_t perValue = p.activationBytes + (p.activationBytes < 4 ? 4 : 0) + 4;
    const Bytes logits = mul(mul(tokens, s.model.vocabSize), perValue);
    if (!activations || !logits)
        return false;
    p.activations = *activations;
    p.logits = *logits;
    return true;
}

std::optional<Plan> makePlan(const Scenario &s, Error *err)
{
    const auto fail = [err](std::string field, std::string message) -> std::optional<Plan> {
        if (err)
            *err = error(std::move(field), std::move(message));
        return std::nullopt;
    };
    if (!isTraining(s.kind))
        return fail("workload", "The workload is not a training workload.");
    if (std::optional<Error> e = checkSettings(s)) {
        if (err)
            *err = std::move(*e);
        return std::nullopt;
    }
    Plan p;
    p.lora = s.kind != WorkloadKind::FullFinetune;
    p.format = weightFormatOf(s);
    p.baseBytes = denseTrainingBytes(p.format);
    p.degree = shardDegree(s);
    const std::optional<training::Tensors> model = training::modelTensors(s.model);
    if (!model)
        return fail("parameters", "The model's architecture cannot be counted tensor by tensor.");
    p.model = *model;
    if (p.lora) {
        const std::optional<training::Tensors> adapters =
            training::loraTensors(s.model, s.training.loraRank, s.training.loraTargets);
        if (!adapters)
            return fail("parameters", "The LoRA adapters are too large to compute.");
        if (adapters->parameters == 0)
            return fail("loraTargets", "The LoRA targets match no weight matrix of this model.");
        p.trainable = *adapters;
        p.trainableParameters = adapters->parameters;
    } else {
        p.trainable = *model;
        p.trainableParameters = s.model.parameterCount;
    }
    if (!modelStates(s, p) || !unitBytes(s.model, p.format, p))
        return fail("parameters", "The model is too large to compute its training memory.");
    if (!activationTerms(s, p))
        return fail("context", "The activations of this micro-batch and sequence do not fit in 64 bits.");
    return p;
}

// The sharding and its buffers (per GPU of N = p.degree):
//  - DDP: nothing divided; with more than one GPU, DDP's reducer keeps every gradient in flat buckets
//    (torch/nn/parallel/distributed.py, bucket_cap_mb 25, the first bucket 1 MiB): with
//    gradient_as_bucket_view False, its default, the buckets are a second copy of the gradients ("the
//    saved memory size will be equal to the total gradients size" when it is True). One GPU runs no DDP.
//    FSDP NO_SHARD reduces its flat parameters' own gradients: no second copy;
//  - ZeRO-1: optimizer state and master weights / N; ZeRO-2, SHARD_GRAD_OP: and the gradients / N;
//    ZeRO-3, FULL_SHARD, HYBRID_SHARD: and the weights (adapters included) / N;
//  - ZeRO-3 gathers the largest module's parameters and gradients: DeepSpeed
//    `estimate_zero3_model_states_mem_needs` largest_layer_memory = 4 * largest_layer_params (fp16 weight
//    and gradient, the largest module's own parameters), here largest tensor x (weight + gradient bytes;
//    a frozen base has no gradient);
//  - FSDP FULL_SHARD / HYBRID_SHARD gather one decoder layer (the auto-wrap unit) and prefetch the next
//    (backward_prefetch BACKWARD_PRE): 2 x the largest layer at weight precision; the root unit
//    (embeddings, LM head, final norm) stays gathered between forward and backward
//    (torch/distributed/fsdp/_runtime_utils.py `_post_forward_reshard` does not free the root's
//    parameters), so it is added once.
void shard(const Scenario &s, const Plan &p, TrainingBreakdown &b)
{
    const TrainingSettings &t = s.training;
    const std::int64_t n = p.degree;
    const auto part = [n](std::int64_t bytes, bool divided) {
        return divided ? checked::orMinusOne(ceilDiv(bytes, n)) : bytes;
    };
    b.weights = part(p.weights, shardsWeights(t.sharding));
    b.loraAdapters = part(p.adapters, shardsWeights(t.sharding));
    b.masterWeights = part(p.master, optimizerShardsStates(t.sharding));
    b.optimizerState = part(p.optimizer, optimizerShardsStates(t.sharding));
    b.gradients = t.optimizerInBackward ? checked::orMinusOne(mul(p.trainable.largestTensor, p.gradientBytes))
                                        : part(p.gradients, shardsGradients(t.sharding));
    if (t.sharding == Sharding::Ddp && s.hardware.gpuCount > 1)
        b.shardingBuffers = p.gradients;
    else if (t.sharding == Sharding::Zero3)
        b.shardingBuffers = checked::orMinusOne(
            mul(p.model.largestTensor, (p.lora ? 0 : p.gradientBytes) + (p.baseBytes > 0 ? p.baseBytes : 2)));
    else if (t.sharding == Sharding::FsdpFull || t.sharding == Sharding::FsdpHybrid)
        b.shardingBuffers = checked::orMinusOne(add(p.rootBytes, mul(p.layerBytes, 2)));
}

// CPU offload (DeepSpeed ZeRO-Offload `offload_optimizer` / `offload_param`; FSDP CPUOffload):
//  - Optimizer: optimizer state and master weights move to host RAM, and each GPU's gradient share is
//    copied there in fp32 for the step and freed on the GPU (DeepSpeed stage_1_and_2.py copies each
//    reduced partition into an fp32 CPU buffer; `estimate_zero2_model_states_mem_needs` with
//    cpu_offload: GPU 2 bytes per parameter, CPU 16 = fp32 master, m, v and gradients);
//  - OptimizerParams: the weights (and adapters) too; the GPU keeps the gather buffers
//    (`estimate_zero3_model_states_mem_needs` with both offloads: GPU largest_layer_memory only).
// hostOffloadBytes are the tensors' bytes; DeepSpeed's additional_buffer_factor 1.5 is a margin for
// pinned buffers and is not applied.
std::int64_t offload(const Scenario &s, const Plan &p, TrainingBreakdown &b)
{
    const TrainingSettings &t = s.training;
    if (t.offload == Offload::None)
        return 0;
    const std::int64_t gradientShare = shardsGradients(t.sharding) ? p.degree : 1;
    Bytes host = add(add(b.masterWeights, b.optimizerState), ceilDiv(mul(p.trainableParameters, 4), gradientShare));
    b.masterWeights = 0;
    b.optimizerState = 0;
    b.gradients = 0;
    if (t.offload == Offload::OptimizerParams) {
        host = add(host, add(b.weights, b.loraAdapters));
        b.weights = 0;
        b.loraAdapters = 0;
    }
    return checked::orMinusOne(host);
}

// Checkpoint sizes: trainable weights at training precision (full fine-tune: every weight; LoRA: the
// adapters, the base is a published file), master weights and optimizer state, unsharded, plus
// kCheckpointFixedBytes. One rank writes its share of what is sharded (DeepSpeed
// zero_pp_rank_*_optim_states.pt, FSDP SHARDED_STATE_DICT) and rank 0 all that is not.
void checkpoints(const Scenario &s, const Plan &p, TrainingEstimate &e)
{
    const Sharding sharding = s.training.sharding;
    const std::int64_t weights = p.lora ? p.adapters : p.weights;
    const Bytes states = add(p.master, p.optimizer);
    const Bytes n = p.degree;
    e.checkpointBytes = checked::orMinusOne(add(add(weights, states), kCheckpointFixedBytes));
    const Bytes weightShare = shardsWeights(sharding) ? ceilDiv(weights, *n) : Bytes{weights};
    const Bytes stateShare = optimizerShardsStates(sharding) ? ceilDiv(states, *n) : states;
    e.checkpointBytesPerRank = checked::orMinusOne(add(add(weightShare, stateShare), kCheckpointFixedBytes));
    e.weightsOnlyCheckpointBytes = weights;
}

// Bytes per trainable parameter x 1000, rounded down (the "‰ bytes" arguments of assumption.h).
std::int64_t milliPerParameter(std::int64_t bytes, std::int64_t parameters)
{
    if (parameters < 1 || bytes < 0)
        return 0;
    return bytes / parameters * 1000 + bytes % parameters * 1000 / parameters;
}

std::string_view strategyName(Sharding s)
{
    switch (s) {
    case Sharding::Zero1:
        return "ZeRO-1";
    case Sharding::Zero2:
        return "ZeRO-2";
    case Sharding::FsdpGradOp:
        return "FSDP SHARD_GRAD_OP";
    case Sharding::FsdpHybrid:
        return "FSDP HYBRID_SHARD";
    default:
        return "FSDP FULL_SHARD";
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

void shardingAssumptions(const Scenario &s, const TrainingEstimate &e, std::vector<Assumption> &out)
{
    const Sharding sharding = s.training.sharding;
    const std::int64_t gpus = s.hardware.gpuCount;
    const std::int64_t n = e.shardDegree;
    const std::int64_t buffers = e.perDevice.shardingBuffers;
    if (!optimizerShardsStates(sharding) && gpus == 1)
        out.push_back(item(AssumptionId::TrainingOneGpu));
    else if (sharding == Sharding::Ddp)
        out.push_back(item(AssumptionId::TrainingDdp, {gpus, buffers}));
    else if (sharding == Sharding::FsdpNoShard)
        out.push_back(item(AssumptionId::TrainingNoShard, {gpus}));
    else if (sharding == Sharding::Zero1)
        out.push_back(item(AssumptionId::TrainingShardOptimizer, {token(strategyName(sharding)), n}));
    else if (sharding == Sharding::Zero2 || sharding == Sharding::FsdpGradOp)
        out.push_back(item(AssumptionId::TrainingShardGradients, {token(strategyName(sharding)), n}));
    else if (sharding == Sharding::Zero3)
        out.push_back(item(AssumptionId::TrainingZero3, {n, buffers}));
    else
        out.push_back(item(AssumptionId::TrainingFsdpFull, {token(strategyName(sharding)), n, buffers}));
    if (sharding == Sharding::FsdpHybrid)
        out.push_back(item(AssumptionId::TrainingHybridGroups, {gpus / n, n}));
}

} // namespace

std::vector<Assumption> trainingAssumptions(const Scenario &s, const TrainingEstimate &e)
{
    const std::optional<Plan> plan = makePlan(s, nullptr);
    if (!plan)
        return {};
    const Plan &p = *plan;
    const TrainingSettings &t = s.training;
    const std::int64_t params = p.trainableParameters;
    const std::string dtype = s.kind == WorkloadKind::Qlora ? "bf16" : toString(p.format);
    std::vector<Assumption> out;
    const std::int64_t weights = milliPerParameter(p.lora ? p.adapters : p.weights, params);
    const std::int64_t master = milliPerParameter(p.master, params);
    const std::int64_t gradients = milliPerParameter(p.gradients, params);
    const std::int64_t optimizer = milliPerParameter(p.optimizer, params);
    out.push_back(item(AssumptionId::TrainingModelStates,
                       {token(dtype), weights, master, gradients, optimizer, token(toString(t.optimizer)),
                        weights + master + gradients + optimizer}));
    if (p.lora)
        out.push_back(
            item(AssumptionId::TrainingLora, {std::int64_t{t.loraRank}, token(loraTargetsToString(t.loraTargets)),
                                              params, token(toString(p.format)), p.weights}));
    shardingAssumptions(s, e, out);
    if (t.optimizerInBackward)
        out.push_back(item(AssumptionId::TrainingOptimizerInBackward, {e.perDevice.gradients}));
    if (t.offload != Offload::None)
        out.push_back(item(t.offload == Offload::Optimizer ? AssumptionId::TrainingOffloadOptimizer
                                                           : AssumptionId::TrainingOffloadParams,
                           {e.hostOffloadBytes}));
    out.push_back(
        item(t.flashAttention ? AssumptionId::TrainingActivationsFlash : AssumptionId::TrainingActivationsNoFlash,
             {std::int64_t{t.microBatch}, s.workload.contextTokens, token(toString(t.checkpointing)),
              e.perDevice.activations}));
    if (p.lora)
        out.push_back(item(AssumptionId::TrainingFrozenActivations));
    out.push_back(
        item(AssumptionId::TrainingLogits, {std::int64_t{t.microBatch} * s.workload.contextTokens,
                                            std::int64_t{s.model.vocabSize}, token(dtype), e.perDevice.logits}));
    out.push_back(item(AssumptionId::TrainingGradientAccumulation, {std::int64_t{t.gradientAccumulationSteps}}));
    out.push_back(item(AssumptionId::TrainingCheckpoint,
                       {e.checkpointBytes, e.checkpointBytesPerRank, e.weightsOnlyCheckpointBytes}));
    out.push_back(item(AssumptionId::GenericRuntime, {kTrainingRuntimeBytes}));
    out.push_back(item(AssumptionId::UsableMemory, {s.hardware.memoryBytes}));
    return out;
}

std::int64_t TrainingBreakdown::total() const
{
    Bytes sum = 0;
    for (const std::int64_t v : {weights, masterWeights, gradients, optimizerState, loraAdapters, activations, logits,
                                 shardingBuffers, runtime})
        sum = add(sum, v);
    return checked::orMinusOne(sum);
}

std::int64_t loraTrainableParameters(const ModelSpec &m, int rank, unsigned targets)
{
    if (targets == 0)
        return -1;
    const std::optional<training::Tensors> t = training::loraTensors(m, rank, targets);
    return t ? t->parameters : -1;
}

std::optional<TrainingEstimate> trainingEstimate(const Scenario &s, Error *error)
{
    const std::optional<Plan> plan = makePlan(s, error);
    if (!plan)
        return std::nullopt;
    const Plan &p = *plan;
    TrainingEstimate e;
    TrainingBreakdown &b = e.perDevice;
    shard(s, p, b);
    e.hostOffloadBytes = offload(s, p, b);
    b.activations = p.activations;
    b.logits = p.logits;
    b.runtime = kTrainingRuntimeBytes;
    e.trainableParameters = p.trainableParameters;
    e.shardDegree = p.degree;
    checkpoints(s, p, e);
    for (const std::int64_t v : {b.weights, b.gradients, b.shardingBuffers, e.hostOffloadBytes, e.checkpointBytes,
                                 e.checkpointBytesPerRank, b.total()}) {
        if (v < 0) {
            if (error)
                *error = Error{"parameters", "The model is too large to compute its training memory."};
            return std::nullopt;
        }
    }
    return e;
}

} // namespace headroom::fit
