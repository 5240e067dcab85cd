// SPDX-License-Identifier: GPL-3.0-or-later
// Tests for app/fit/training.h and the training solvers of app/fit/workloadsolvers.h. Every expected
// value is worked out by hand in the comment above it from the published config.json of the model
// (URL at each model) and the rules training.h / training.cpp document; none is copied from our output.
// Real framework measurements are in tst_trainingvalidation.cpp.

#include <fit/checkedmath.h>
#include <fit/fitmodel.h>
#include <fit/training.h>
#include <fit/trainingterms.h>
#include <fit/weightsplit.h>
#include <fit/workloadsolvers.h>

#include <QTest>

#include <algorithm>
#include <functional>

using namespace headroom::fit;

namespace {

// nvidia-smi totals (MiB x 2^20): A100-SXM4-80GB 81,920 MiB (resources/catalog/gpus.json).
constexpr qint64 kA100_80Bytes = 85'899'345'920;
constexpr qint64 P8B = 8'030'261'248; // Llama 3.1 8B parameters (fitmodel.h, tst_parametercount)

ModelSpec dense(int layers, int heads, int kvHeads, int headDim, int hidden, int ff, int vocab, qint64 params)
{
    ModelSpec m;
    m.layers = layers;
    m.attentionHeads = heads;
    m.kvHeads = kvHeads;
    m.headDim = headDim;
    m.hiddenSize = hidden;
    m.intermediateSize = ff;
    m.vocabSize = vocab;
    m.parameterCount = params;
    return m;
}

// https://huggingface.co/meta-llama/Llama-3.1-8B/blob/main/config.json: 32 layers, hidden 4096, 32 heads
// of 128, 8 KV heads, intermediate 14336, vocab 128256, untied embeddings.
ModelSpec llama31_8b()
{
    ModelSpec m = dense(32, 32, 8, 128, 4096, 14336, 128256, P8B);
    m.maxContextTokens = 131072;
    return m;
}

// A tiny model whose optimizer states can be summed tensor by tensor: 1 layer, hidden 64, one head of
// 64, intermediate 128, vocab 100, untied. Tensors: q, k, v, o 64 x 64 = 4,096 each; gate, up, down
// 64 x 128 = 8,192 each; embeddings and LM head 100 x 64 = 6,400 each; two layer norms and the final
// norm of 64. Parameters 4 x 4,096 + 3 x 8,192 + 2 x 6,400 + 3 x 64 = 53,952.
ModelSpec tiny()
{
    return dense(1, 1, 1, 64, 64, 128, 100, 53'952);
}

Scenario scenarioOf(WorkloadKind kind, ModelSpec m, qint64 context = 2048)
{
    Scenario s;
    s.kind = kind;
    s.model = std::move(m);
    s.hardware.gpuId = "a100-80gb";
    s.hardware.memoryBytes = kA100_80Bytes;
    s.workload.contextTokens = context;
    if (kind == WorkloadKind::Qlora)
        s.weightFormat = WeightFormat::nf4(false);
    return s;
}

TrainingEstimate estimated(const Scenario &s)
{
    Error error;
    const std::optional<TrainingEstimate> e = trainingEstimate(s, &error);
    if (!e)
        qFatal("training estimate failed: %s: %s", error.field.c_str(), error.message.c_str());
    return *e;
}

qint64 states(const TrainingBreakdown &b)
{
    return b.weights + b.masterWeights + b.gradients + b.optimizerState + b.loraAdapters;
}

std::string errorField(const Scenario &s)
{
    Error error;
    return trainingEstimate(s, &error) ? std::string() : error.field;
}

} // namespace

class TestTraining : public QObject
{
    Q_OBJECT

private slots:
    void sixteenBytesPerParameter();
    void zero3OverEightGpus();
    void zero1AndZero2Divide();
    void fsdpFullShardGathersLayers();
    void fsdpHybridShardsInsideGroups();
    void ddpAddsItsBuckets();
    void offloadMovesStatesToHost();
    void loraTrainableParameters();
    void loraStates();
    void qloraBaseBytes();
    void optimizersOnATinyModel();
    void tensorsMatchTheParameterCount();
    void activationsAndCheckpointing();
    void loraActivations();
    void gradientAccumulationChangesNothing();
    void optimizerInBackward();
    void checkpointSizes();
    void invalidKnobs();
    void assumptionItems();
    void maxMicroBatchOfLora();
    void longestSequenceOfLora();
    void fewestGpus();
};

void TestTraining::sixteenBytesPerParameter()
{
    // Full fine-tune, AdamW, bf16 mixed precision (defaults): 2 (bf16 weights) + 4 (fp32 master) + 2 (bf16
    // gradients) + 8 (fp32 m and v) = 16 bytes per parameter (ZeRO paper §3.1):
    // 16 x 8,030,261,248 = 128,484,179,968 bytes of model state before activations.
    const TrainingEstimate e = estimated(scenarioOf(WorkloadKind::FullFinetune, llama31_8b()));
    QCOMPARE(e.perDevice.weights, 2 * P8B);
    QCOMPARE(e.perDevice.masterWeights, 4 * P8B);
    QCOMPARE(e.perDevice.gradients, 2 * P8B);
    QCOMPARE(e.perDevice.optimizerState, 8 * P8B);
    QCOMPARE(states(e.perDevice), 128'484'179'968LL);
    QCOMPARE(e.perDevice.loraAdapters, 0);
    QCOMPARE(e.perDevice.shardingBuffers, 0); // one GPU: no DDP
    QCOMPARE(e.perDevice.runtime, kTrainingRuntimeBytes);
    QCOMPARE(e.trainableParameters, P8B);
    QCOMPARE(e.shardDegree, 1);
    // fp32 weights: 4 + 0 (no master copy of fp32) + 4 + 8 = 16 as well (fit-anchors §4.6 table).
    Scenario fp32 = scenarioOf(WorkloadKind::FullFinetune, llama31_8b());
    fp32.weights = WeightPrecision::FP32;
    const TrainingEstimate f = estimated(fp32);
    QCOMPARE(f.perDevice.masterWeights, 0);
    QCOMPARE(f.perDevice.gradients, 4 * P8B);
    QCOMPARE(states(f.perDevice), 16 * P8B);
    // fp32 gradients on bf16 weights: 2 + 4 + 4 + 8 = 18 (EleutherAI bytes_per_grad_ele 4).
    Scenario grads = scenarioOf(WorkloadKind::FullFinetune, llama31_8b());
    grads.training.gradients = GradientDtype::FP32;
    QCOMPARE(states(estimated(grads).perDevice), 18 * P8B);
    // Without master weights torch.optim.AdamW keeps m and v in bf16: 2 + 2 + 4 = 8.
    Scenario pure = scenarioOf(WorkloadKind::FullFinetune, llama31_8b());
    pure.training.masterWeights = false;
    QCOMPARE(states(estimated(pure).perDevice), 8 * P8B);
}

void TestTraining::zero3OverEightGpus()
{
    // ZeRO-3 over 8 GPUs: 128,484,179,968 / 8 = 16,060,522,496 bytes of model state per GPU (every
    // term divides exactly: 8,030,261,248 / 8 = 1,003,782,656), plus DeepSpeed's gather buffer
    // 4 x largest_layer_params; the largest module is embed_tokens (or lm_head), 128,256 x 4,096 =
    // 525,336,576 parameters: 2,101,346,304 bytes.
    Scenario s = scenarioOf(WorkloadKind::FullFinetune, llama31_8b());
    s.hardware.gpuCount = 8;
    s.training.sharding = Sharding::Zero3;
    const TrainingEstimate e = estimated(s);
    QCOMPARE(states(e.perDevice), 16'060'522'496LL);
    QCOMPARE(e.perDevice.weights, 2'007'565'312LL);
    QCOMPARE(e.perDevice.shardingBuffers, 2'101'346'304LL);
    QCOMPARE(e.shardDegree, 8);
}

void TestTraining::zero1AndZero2Divide()
{
    // ZeRO-1 over 8 GPUs: weights 2P and gradients 2P whole, master 4P / 8 and optimizer 8P / 8:
    // 16,060,522,496 + 16,060,522,496 + 4,015,130,624 + 8,030,261,248 = 44,166,436,864.
    Scenario s = scenarioOf(WorkloadKind::FullFinetune, llama31_8b());
    s.hardware.gpuCount = 8;
    s.training.sharding = Sharding::Zero1;
    TrainingEstimate e = estimated(s);
    QCOMPARE(e.perDevice.weights, 2 * P8B);
    QCOMPARE(e.perDevice.gradients, 2 * P8B);
    QCOMPARE(e.perDevice.masterWeights, 4 * P8B / 8);
    QCOMPARE(e.perDevice.optimizerState, 8 * P8B / 8);
    QCOMPARE(states(e.perDevice), 44'166'436'864LL);
    QCOMPARE(e.perDevice.shardingBuffers, 0);
    // ZeRO-2 and FSDP SHARD_GRAD_OP: the gradients / 8 too: 2P + (4P + 2P + 8P) / 8 = 30,113,479,680.
    for (const Sharding sharding : {Sharding::Zero2, Sharding::FsdpGradOp}) {
        s.training.sharding = sharding;
        e = estimated(s);
        QCOMPARE(e.perDevice.gradients, 2 * P8B / 8);
        QCOMPARE(states(e.perDevice), 30'113'479'680LL);
        QCOMPARE(e.perDevice.shardingBuffers, 0);
    }
    // A share that does not divide evenly is rounded up: 3 GPUs, master 4P / 3 = 10,707,014,997.33.
    s.hardware.gpuCount = 3;
    s.training.sharding = Sharding::Zero1;
    QCOMPARE(estimated(s).perDevice.masterWeights, 10'707'014'998LL);
}

void TestTraining::fsdpFullShardGathersLayers()
{
    // FSDP FULL_SHARD over 8 GPUs divides the states like ZeRO-3 (16,060,522,496 per GPU). Its buffers:
    // the root unit stays gathered, embeddings + LM head + final norm = 2 x 525,336,576 + 4,096 =
    // 1,050,677,248 parameters x 2 bytes = 2,101,354,496; plus two decoder layers (current + prefetched):
    // one layer is q 4096 x 4096 + k, v 2 x 4096 x 1024 + o 4096 x 4096 + 3 x 4096 x 14336 + 2 norms x
    // 4096 = 16,777,216 + 8,388,608 + 16,777,216 + 176,160,768 + 8,192 = 218,112,000 parameters,
    // 436,224,000 bytes, twice 872,448,000. Buffers 2,973,802,496.
    Scenario s = scenarioOf(WorkloadKind::FullFinetune, llama31_8b());
    s.hardware.gpuCount = 8;
    s.training.sharding = Sharding::FsdpFull;
    const TrainingEstimate e = estimated(s);
    QCOMPARE(states(e.perDevice), 16'060'522'496LL);
    QCOMPARE(e.perDevice.shardingBuffers, 2'973'802'496LL);
    // NO_SHARD: nothing divided, no DDP buckets (FSDP reduces its flat parameters' own gradients).
    s.training.sharding = Sharding::FsdpNoShard;
    const TrainingEstimate n = estimated(s);
    QCOMPARE(states(n.perDevice), 128'484'179'968LL);
    QCOMPARE(n.perDevice.shardingBuffers, 0);
    QCOMPARE(n.shardDegree, 1);
}

void TestTraining::fsdpHybridShardsInsideGroups()
{
    // HYBRID_SHARD on 16 GPUs: the default group is min(8, 16) = 8, so each GPU holds 1/8 of the states
    // (as FULL_SHARD over 8) and 2 groups replicate. An explicit group of 4: states / 4 =
    // 32,121,044,992. A group of 3 does not divide 16 GPUs.
    Scenario s = scenarioOf(WorkloadKind::FullFinetune, llama31_8b());
    s.hardware.gpuCount = 16;
    s.training.sharding = Sharding::FsdpHybrid;
    TrainingEstimate e = estimated(s);
    QCOMPARE(e.shardDegree, 8);
    QCOMPARE(states(e.perDevice), 16'060'522'496LL);
    QCOMPARE(e.perDevice.shardingBuffers, 2'973'802'496LL);
    s.training.shardGroup = 4;
    e = estimated(s);
    QCOMPARE(e.shardDegree, 4);
    QCOMPARE(states(e.perDevice), 32'121'044'992LL);
    s.training.shardGroup = 3;
    QCOMPARE(errorField(s), std::string("shardGroup"));
    // Through estimate(): 16 GPUs / 4 per group = 4 replicas.
    s.training.shardGroup = 4;
    QCOMPARE(estimate(s).value->replicas, 4);
}

void TestTraining::ddpAddsItsBuckets()
{
    // DDP keeps every gradient in its buckets as well (gradient_as_bucket_view False by default), so on 8
    // GPUs each GPU holds exactly one more copy of the gradients than on 1 GPU, where no DDP runs:
    // 2 x 8,030,261,248 = 16,060,522,496 bytes. Replicas do not pool memory: nothing is divided.
    Scenario s = scenarioOf(WorkloadKind::FullFinetune, llama31_8b());
    const TrainingEstimate one = estimated(s);
    s.hardware.gpuCount = 8;
    const TrainingEstimate eight = estimated(s);
    QVERIFY(eight.perDevice.total() >= one.perDevice.total());
    QCOMPARE(eight.perDevice.total() - one.perDevice.total(), eight.perDevice.shardingBuffers);
    QCOMPARE(eight.perDevice.shardingBuffers, 16'060'522'496LL);
    QCOMPARE(one.perDevice.shardingBuffers, 0);
    QCOMPARE(states(eight.perDevice), states(one.perDevice));
    QCOMPARE(eight.shardDegree, 1);
    QCOMPARE(estimate(s).value->replicas, 8);
}

void TestTraining::offloadMovesStatesToHost()
{
    // ZeRO-2 over 8 GPUs with the optimizer offloaded: master 4P / 8 and optimizer 8P / 8 leave the GPU
    // with the gradient share 2P / 8; the host gets master and optimizer plus the gradients in fp32,
    // 4P / 8. So the GPU total drops by (4 + 8 + 2)P / 8 = 14,052,957,184 and the host gains
    // (4 + 8 + 4)P / 8 = 16,060,522,496: 2P / 8 = 2,007,565,312 more than the GPU lost (the fp32 copy
    // of the gradients).
    Scenario s = scenarioOf(WorkloadKind::FullFinetune, llama31_8b());
    s.hardware.gpuCount = 8;
    s.training.sharding = Sharding::Zero2;
    const TrainingEstimate before = estimated(s);
    s.training.offload = Offload::Optimizer;
    const TrainingEstimate after = estimated(s);
    QCOMPARE(before.hostOffloadBytes, 0);
    QCOMPARE(before.perDevice.total() - after.perDevice.total(), 14'052'957'184LL);
    QCOMPARE(after.hostOffloadBytes, 16'060'522'496LL);
    QCOMPARE(after.hostOffloadBytes - (before.perDevice.total() - after.perDevice.total()), 2 * P8B / 8);
    QCOMPARE(after.perDevice.weights, 2 * P8B); // ZeRO-2 keeps the weights whole (GPU 2P, DeepSpeed)
    QCOMPARE(after.perDevice.optimizerState + after.perDevice.masterWeights + after.perDevice.gradients, 0);
    // Weights too needs a strategy that shards them.
    s.training.offload = Offload::OptimizerParams;
    QCOMPARE(errorField(s), std::string("offload"));
    // ZeRO-3: the weight share 2P / 8 = 2,007,565,312 moves as well; the GPU keeps the gather buffer
    // (DeepSpeed: GPU largest_layer_memory only).
    s.training.sharding = Sharding::Zero3;
    const TrainingEstimate params = estimated(s);
    QCOMPARE(params.perDevice.weights, 0);
    QCOMPARE(params.hostOffloadBytes, 16'060'522'496LL + 2 * P8B / 8);
    QCOMPARE(params.perDevice.shardingBuffers, 2'101'346'304LL);
    QCOMPARE(states(params.perDevice), 0);
}

void TestTraining::loraTrainableParameters()
{
    // LoRA r = 16 on q, k, v, o of Llama 3.1 8B: r x (d_in + d_out) per matrix (Hu et al. 2021):
    // q 4096 -> 4096, k 4096 -> 8 x 128 = 1024, v 4096 -> 1024, o 4096 -> 4096, per layer
    // 16 x (8192 + 5120 + 5120 + 8192) = 425,984; x 32 layers = 13,631,488.
    const qint64 perLayer = 16 * ((4096 + 4096) + (4096 + 1024) + (4096 + 1024) + (4096 + 4096));
    QCOMPARE(perLayer, 425'984);
    QCOMPARE(headroom::fit::loraTrainableParameters(llama31_8b(), 16, kLoraDefaultTargets), 32 * perLayer);
    QCOMPARE(32 * perLayer, 13'631'488);
    // Every linear, r = 8: adds gate, up 8 x (4096 + 14336) and down 8 x (14336 + 4096) per layer:
    // 32 x (212,992 + 3 x 147,456) = 20,971,520.
    QCOMPARE(headroom::fit::loraTrainableParameters(llama31_8b(), 8, kLoraAllTargets), 20'971'520);
    // Invalid: rank 0, no targets, an unknown bit.
    QCOMPARE(headroom::fit::loraTrainableParameters(llama31_8b(), 0, kLoraDefaultTargets), -1);
    QCOMPARE(headroom::fit::loraTrainableParameters(llama31_8b(), 16, 0), -1);
    QCOMPARE(headroom::fit::loraTrainableParameters(llama31_8b(), 16, 1u << 9), -1);
}

void TestTraining::loraStates()
{
    // LoRA r = 16 on q,k,v,o of a bf16 base: base 2 x 8,030,261,248 = 16,060,522,496 bytes with no
    // gradients or state; adapters 13,631,488 x 2 = 27,262,976 in bf16, their fp32 master copy x 4 =
    // 54,525,952, bf16 gradients 27,262,976, AdamW fp32 m and v x 8 = 109,051,904.
    const TrainingEstimate e = estimated(scenarioOf(WorkloadKind::Lora, llama31_8b()));
    QCOMPARE(e.trainableParameters, 13'631'488);
    QCOMPARE(e.perDevice.weights, 16'060'522'496LL);
    QCOMPARE(e.perDevice.loraAdapters, 27'262'976);
    QCOMPARE(e.perDevice.masterWeights, 54'525'952);
    QCOMPARE(e.perDevice.gradients, 27'262'976);
    QCOMPARE(e.perDevice.optimizerState, 109'051'904);
    // An fp32 base: fp32 adapters (4 bytes), no master copy, fp32 gradients: base 32,121,044,992,
    // adapters 54,525,952, gradients 54,525,952, optimizer 109,051,904.
    Scenario fp32 = scenarioOf(WorkloadKind::Lora, llama31_8b());
    fp32.weights = WeightPrecision::FP32;
    const TrainingEstimate f = estimated(fp32);
    QCOMPARE(f.perDevice.weights, 4 * P8B);
    QCOMPARE(f.perDevice.loraAdapters, 54'525'952);
    QCOMPARE(f.perDevice.masterWeights, 0);
    QCOMPARE(f.perDevice.gradients, 54'525'952);
    QCOMPARE(f.perDevice.optimizerState, 109'051'904);
}

void TestTraining::qloraBaseBytes()
{
    // QLoRA keeps embeddings, LM head and norms at 16 bits (weightformat.h): Llama 3.1 8B linear
    // 6,979,321,856, embeddings + head 1,050,673,152, norms 266,240 (weightsplit.h).
    //  nf4 (4 + 32/64 = 9/2 bits): 6,979,321,856 x 9 / 16 = 3,925,868,544, + (1,050,673,152 + 266,240) x 2
    //  = 2,101,878,784: 6,027,747,328 bytes;
    //  nf4-dq (2113/512 bits): 6,979,321,856 x 2113 / 4096 = 3,600,416,768 + 2,101,878,784 = 5,702,295,552.
    Scenario s = scenarioOf(WorkloadKind::Qlora, llama31_8b());
    const TrainingEstimate nf4 = estimated(s);
    QCOMPARE(nf4.perDevice.weights, 6'027'747'328LL);
    s.weightFormat = WeightFormat::nf4(true);
    const TrainingEstimate dq = estimated(s);
    QCOMPARE(dq.perDevice.weights, 5'702'295'552LL);
    QCOMPARE(nf4.perDevice.weights - dq.perDevice.weights, 325'451'776);
    // The adapters and their states are those of LoRA on the same targets; QLoRA computes in bf16.
    QCOMPARE(dq.perDevice.loraAdapters, 27'262'976);
    QCOMPARE(dq.trainableParameters, 13'631'488);
    // QLoRA on a dense base, LoRA on NF4 and full fine-tuning in fp8 are refused.
    s.weightFormat.reset();
    QCOMPARE(errorField(s), std::string("weights"));
    Scenario lora = scenarioOf(WorkloadKind::Lora, llama31_8b());
    lora.weightFormat = WeightFormat::nf4(false);
    QCOMPARE(errorField(lora), std::string("weights"));
    Scenario fp8 = scenarioOf(WorkloadKind::FullFinetune, llama31_8b());
    fp8.weights = WeightPrecision::FP8;
    QCOMPARE(errorField(fp8), std::string("weights"));
}

void TestTraining::optimizersOnATinyModel()
{
    // The tiny model (53,952 parameters, see tiny()) with bf16 weights and fp32 master weights.
    Scenario s = scenarioOf(WorkloadKind::FullFinetune, tiny(), 16);
    // AdamW: 8 x 53,952 = 431,616. SGD momentum: one fp32 buffer, 4 x 53,952 = 215,808.
    QCOMPARE(estimated(s).perDevice.optimizerState, 431'616);
    s.training.optimizer = Optimizer::SgdMomentum;
    QCOMPARE(estimated(s).perDevice.optimizerState, 215'808);
    // bitsandbytes 8-bit AdamW, per tensor: n >= 4096 elements -> 2 x (n + 4 x ceil(n / 256)); smaller
    // tensors keep two fp32 moments, 8n.
    //   q, k, v, o: 2 x (4096 + 4 x 16) = 8,320 each            -> 33,280
    //   gate, up, down: 2 x (8192 + 4 x 32) = 16,640 each       -> 49,920
    //   embeddings, head: 2 x (6400 + 4 x 25) = 13,000 each     -> 26,000
    //   3 norms of 64 (< 4096): 8 x 64 = 512 each              ->  1,536
    //   total 110,736 (paged: the same bytes).
    s.training.optimizer = Optimizer::AdamW8bit;
    QCOMPARE(estimated(s).perDevice.optimizerState, 110'736);
    s.training.optimizer = Optimizer::PagedAdamW8bit;
    QCOMPARE(estimated(s).perDevice.optimizerState, 110'736);
    // Adafactor: rows + columns fp32 per matrix, every element of a vector:
    //   q, k, v, o 4 x (64 + 64) = 512; gate, up, down 3 x (64 + 128) = 576; embeddings, head
    //   2 x (100 + 64) = 328; norms 3 x 64 = 192; 1,608 values x 4 = 6,432 bytes.
    s.training.optimizer = Optimizer::Adafactor;
    QCOMPARE(estimated(s).perDevice.optimizerState, 6'432);
    // LoRA r = 4 on q of the tiny model: lora_A 4 x 64 = 256 and lora_B 64 x 4 = 256 elements, both
    // under 4,096: 8-bit AdamW keeps fp32 moments, 8 x 512 = 4,096 bytes.
    Scenario lora = scenarioOf(WorkloadKind::Lora, tiny(), 16);
    lora.training.loraRank = 4;
    lora.training.loraTargets = LoraQ;
    lora.training.optimizer = Optimizer::AdamW8bit;
    QCOMPARE(estimated(lora).perDevice.optimizerState, 4'096);
}

void TestTraining::tensorsMatchTheParameterCount()
{
    // The tensor groups sum to derivedParameterCount (fitmodel.h): Llama 3.1 8B 8,030,261,248; a MoE and
    // an MLA layout (DeepSeek-V2-Lite, https://huggingface.co/deepseek-ai/DeepSeek-V2-Lite config.json:
    // 27 layers, hidden 2048, 16 heads, kv_lora_rank 512, rope 64, nope 128, v 128, 64 experts of 1408,
    // 6 per token, 2 shared, first layer dense with intermediate 10944, vocab 102400).
    ModelSpec v2 = dense(27, 16, 16, 192, 2048, 10944, 102400, 15'706'484'224);
    v2.kvLoraRank = 512;
    v2.qkRopeHeadDim = 64;
    v2.qkNopeHeadDim = 128;
    v2.vHeadDim = 128;
    v2.experts = 64;
    v2.expertsPerToken = 6;
    v2.expertIntermediateSize = 1408;
    v2.sharedExperts = 2;
    for (int l = 0; l < 27; ++l)
        v2.layerSpecs.push_back(LayerSpec{AttentionKind::Full, 16, l > 0});
    for (const ModelSpec &m : {llama31_8b(), tiny(), v2}) {
        const std::optional<training::Tensors> t = training::modelTensors(m);
        QVERIFY(t);
        QCOMPARE(t->parameters, derivedParameterCount(m));
        qint64 sum = 0;
        for (const training::TensorGroup &g : t->groups)
            sum += g.elements * g.count;
        QCOMPARE(sum, t->parameters);
    }
    QCOMPARE(derivedParameterCount(v2), 15'706'484'224LL); // the published total
    // Llama 3.1 8B: the largest tensor is embed_tokens, 525,336,576; the largest layer 218,112,000.
    const training::Tensors t = *training::modelTensors(llama31_8b());
    QCOMPARE(t.largestTensor, 525'336'576);
    QCOMPARE(t.largestLayer, 218'112'000);
    QCOMPARE(t.rootParameters, 1'050'677'248LL);
}

void TestTraining::activationsAndCheckpointing()
{
    // Llama 3.1 8B full fine-tune, bf16 (B = 2), micro-batch 1 x 2048 tokens, flash attention. Per token
    // and layer:
    //   attention B x (h + a*dK + k*dK + k*dV + a*dV) = 2 x (4096 + 4096 + 1024 + 1024 + 4096) = 28,672
    //   gated FFN B x (h + 4 ff) = 2 x (4096 + 57,344) = 122,880
    //   2 RMSNorms x 4096 x (4 + 4 + 2) = 81,920                       -> 233,472 per layer
    // 32 layers + the embedding output 2 x 4096: 7,471,104 + 8,192 = 7,479,296 per token; x 2048 tokens
    // = 15,317,598,208 bytes.
    Scenario s = scenarioOf(WorkloadKind::FullFinetune, llama31_8b());
    const qint64 none = estimated(s).perDevice.activations;
    QCOMPARE(none, 15'317'598'208LL);
    // Selective checkpointing recomputes the attention core, which flash attention does not store: equal.
    s.training.checkpointing = ActivationCheckpointing::Selective;
    const qint64 selective = estimated(s).perDevice.activations;
    QCOMPARE(selective, none);
    // Full: each layer keeps its input 2 x 4096 = 8,192, one layer recomputes 233,472, plus the embedding
    // output: 32 x 8,192 + 233,472 + 8,192 = 503,808 per token, 1,031,798,784 bytes.
    s.training.checkpointing = ActivationCheckpointing::Full;
    const qint64 full = estimated(s).perDevice.activations;
    QCOMPARE(full, 1'031'798'784LL);
    QVERIFY(none >= selective && selective > full);
    // Without flash attention the fp32 softmax and its bf16 cast, (4 + 2) x 32 heads x 2048 = 393,216
    // bytes per token and layer, x 32 x 2048 tokens = 25,769,803,776 more; selective drops them again.
    s.training.flashAttention = false;
    s.training.checkpointing = ActivationCheckpointing::None;
    const qint64 eager = estimated(s).perDevice.activations;
    QCOMPARE(eager - none, 25'769'803'776LL);
    s.training.checkpointing = ActivationCheckpointing::Selective;
    QCOMPARE(estimated(s).perDevice.activations, selective);
    QVERIFY(eager > selective);
    // Logits: 2048 tokens x 128,256 x (2 + 4 + 4) = 2,626,682,880 bytes; micro-batch 2 doubles both terms.
    s.training.checkpointing = ActivationCheckpointing::None;
    s.training.flashAttention = true;
    QCOMPARE(estimated(s).perDevice.logits, 2'626'682'880LL);
    s.training.microBatch = 2;
    QCOMPARE(estimated(s).perDevice.activations, 2 * none);
    QCOMPARE(estimated(s).perDevice.logits, 2 * 2'626'682'880LL);
}

void TestTraining::loraActivations()
{
    // LoRA r = 16 on q,k,v,o of Llama 3.1 8B, 2048 tokens. Frozen linears keep no input: per token and
    // layer the attention keeps the norm output (q, k, v are targeted) and q, k, v, out: 2 x 14,336 =
    // 28,672; the FFN (not targeted) only gate, up and silu(gate): 2 x 3 x 14,336 = 86,016; norms 81,920;
    // the x*A intermediates 4 matrices x 16 x 2 = 128: 196,736 per layer; x 32 + 8,192 = 6,303,744 per
    // token, x 2048 = 12,910,067,712 bytes.
    Scenario s = scenarioOf(WorkloadKind::Lora, llama31_8b());
    QCOMPARE(estimated(s).perDevice.activations, 12'910'067'712LL);
    // Targeting down as well keeps its input (2 x 14,336) and one more intermediate (2 x 16):
    // 196,736 + 28,672 + 32 = 225,440 per layer, x 32 + 8,192 = 7,222,272 per token, x 2048 =
    // 14,791,213,056.
    s.training.loraTargets = kLoraDefaultTargets | LoraDown;
    QCOMPARE(estimated(s).perDevice.activations, 14'791'213'056LL);
}

void TestTraining::gradientAccumulationChangesNothing()
{
    Scenario s = scenarioOf(WorkloadKind::FullFinetune, llama31_8b());
    const TrainingEstimate one = estimated(s);
    s.training.gradientAccumulationSteps = 16;
    const TrainingEstimate sixteen = estimated(s);
    QCOMPARE(sixteen.perDevice.total(), one.perDevice.total());
    QCOMPARE(sixteen.perDevice.gradients, one.perDevice.gradients);
    QCOMPARE(sixteen.perDevice.activations, one.perDevice.activations);
    QCOMPARE(sixteen.checkpointBytes, one.checkpointBytes);
}

void TestTraining::optimizerInBackward()
{
    // The step runs in each parameter's post-accumulate-grad hook (PyTorch tutorial "How to save memory
    // by fusing the optimizer step into the backward pass"): one gradient at a time, the largest is
    // embed_tokens / lm_head, 525,336,576 x 2 bytes = 1,050,673,152 instead of 2P = 16,060,522,496.
    Scenario s = scenarioOf(WorkloadKind::FullFinetune, llama31_8b());
    s.training.optimizerInBackward = true;
    const TrainingEstimate e = estimated(s);
    QCOMPARE(e.perDevice.gradients, 1'050'673'152LL);
    QCOMPARE(e.perDevice.optimizerState, 8 * P8B); // unchanged
    // LoRA: the largest adapter tensor, lora_A or lora_B of q or o, 16 x 4096 = 65,536 x 2 = 131,072.
    Scenario lora = scenarioOf(WorkloadKind::Lora, llama31_8b());
    lora.training.optimizerInBackward = true;
    QCOMPARE(estimated(lora).perDevice.gradients, 131'072);
    // It cannot accumulate gradients.
    s.training.gradientAccumulationSteps = 4;
    QCOMPARE(errorField(s), std::string("optimizerInBackward"));
}

void TestTraining::checkpointSizes()
{
    // Full fine-tune: bf16 weights 2P + fp32 master 4P + AdamW 8P = 14 x 8,030,261,248 =
    // 112,423,657,472, + 1 MiB of trainer state = 112,424,706,048. DDP: rank 0 writes it all; the
    // weights-only export is the bf16 weights, 16,060,522,496.
    Scenario s = scenarioOf(WorkloadKind::FullFinetune, llama31_8b());
    TrainingEstimate e = estimated(s);
    QCOMPARE(e.checkpointBytes, 112'424'706'048LL);
    QCOMPARE(e.checkpointBytesPerRank, e.checkpointBytes);
    QCOMPARE(e.weightsOnlyCheckpointBytes, 16'060'522'496LL);
    // ZeRO-3 over 8: each rank writes 14P / 8 = 14,052,957,184 + 1 MiB = 14,054,005,760.
    s.hardware.gpuCount = 8;
    s.training.sharding = Sharding::Zero3;
    e = estimated(s);
    QCOMPARE(e.checkpointBytes, 112'424'706'048LL);
    QCOMPARE(e.checkpointBytesPerRank, 14'054'005'760LL);
    // ZeRO-1 over 8: rank 0 writes the whole weights 2P and its share of master + optimizer 12P / 8:
    // 16,060,522,496 + 12,045,391,872 + 1 MiB = 28,106,962,944.
    s.training.sharding = Sharding::Zero1;
    QCOMPARE(estimated(s).checkpointBytesPerRank, 28'106'962'944LL);
    // LoRA r 16 q,k,v,o: adapters 27,262,976 + master 54,525,952 + AdamW 109,051,904 + 1 MiB =
    // 191,889,408; the export is the adapter file, 27,262,976 bytes.
    const TrainingEstimate lora = estimated(scenarioOf(WorkloadKind::Lora, llama31_8b()));
    QCOMPARE(lora.checkpointBytes, 191'889'408);
    QCOMPARE(lora.weightsOnlyCheckpointBytes, 27'262'976);
}

void TestTraining::invalidKnobs()
{
    const auto field = [](WorkloadKind kind, const std::function<void(Scenario &)> &change) {
        Scenario s = scenarioOf(kind, llama31_8b());
        change(s);
        return errorField(s);
    };
    using K = WorkloadKind;
    QCOMPARE(field(K::FullFinetune, [](Scenario &s) { s.training.microBatch = 0; }), std::string("microBatch"));
    QCOMPARE(field(K::FullFinetune, [](Scenario &s) { s.training.gradientAccumulationSteps = 0; }),
             std::string("gradientAccumulationSteps"));
    QCOMPARE(field(K::Lora, [](Scenario &s) { s.training.loraRank = 0; }), std::string("loraRank"));
    QCOMPARE(field(K::Lora, [](Scenario &s) { s.training.loraRank = 4097; }),
             std::string("loraRank")); // above hidden 4096
    QCOMPARE(field(K::Qlora, [](Scenario &s) { s.training.loraTargets = 0; }), std::string("loraTargets"));
    QCOMPARE(field(K::FullFinetune, [](Scenario &s) { s.training.loraRank = 0; }), std::string("")); // not used
    QCOMPARE(field(K::FullFinetune,
                   [](Scenario &s) {
                       s.hardware.gpuCount = 6;
                       s.training.sharding = Sharding::FsdpHybrid;
                       s.training.shardGroup = 4;
                   }),
             std::string("shardGroup"));
    QCOMPARE(field(K::FullFinetune, [](Scenario &s) { s.training.shardGroup = -1; }), std::string("shardGroup"));
    QCOMPARE(field(K::FullFinetune, [](Scenario &s) { s.training.offload = Offload::Optimizer; }),
             std::string("offload")); // DDP (the default) has no CPU offload
    QCOMPARE(field(K::FullFinetune, [](Scenario &s) { s.training.offload = Offload::OptimizerParams; }),
             std::string("offload"));
    QCOMPARE(field(K::FullFinetune, [](Scenario &s) { s.weights = WeightPrecision::INT4; }), std::string("weights"));
    QCOMPARE(field(K::FullFinetune,
                   [](Scenario &s) {
                       s.hardware.gpuCount = 2;
                       s.hardware.tensorParallel = 2;
                   }),
             std::string("tensorParallel"));
    QCOMPARE(field(K::FullFinetune, [](Scenario &s) { s.training.optimizer = Optimizer(99); }),
             std::string("optimizer"));
    QCOMPARE(field(K::FullFinetune, [](Scenario &s) { s.training.sharding = Sharding(99); }), std::string("sharding"));
    // The activations of 2^20 sequences of 2^40 tokens leave 64 bits: "context".
    QCOMPARE(field(K::FullFinetune,
                   [](Scenario &s) {
                       s.model.maxContextTokens = limits::kMaxContextTokens;
                       s.workload.contextTokens = limits::kMaxContextTokens;
                       s.training.microBatch = 1 << 20;
                   }),
             std::string("context"));
    // LoRA targets the model does not have: every layer without attention, only q targeted.
    QCOMPARE(field(K::Lora,
                   [](Scenario &s) {
                       s.model.layerSpecs.assign(32, LayerSpec{AttentionKind::None, 0, false});
                       s.training.loraTargets = LoraQ;
                   }),
             std::string("loraTargets"));
    // estimate() reports the same field.
    Scenario s = scenarioOf(K::FullFinetune, llama31_8b());
    s.training.microBatch = 0;
    QCOMPARE(estimate(s).error->field, std::string("microBatch"));
}

void TestTraining::assumptionItems()
{
    // The items say what trainingEstimate applied; the English sentences are rendered from them.
    Scenario s = scenarioOf(WorkloadKind::Lora, llama31_8b());
    s.training.gradientAccumulationSteps = 4;
    const Estimate e = *estimate(s).value;
    QCOMPARE(e.assumptions, assumptionTexts(e.assumptionItems));
    const auto find = [&e](AssumptionId id) -> const Assumption * {
        for (const Assumption &a : e.assumptionItems)
            if (a.id == id)
                return &a;
        return nullptr;
    };
    // 2 + 4 + 2 + 8 bytes per trainable parameter = 16.00.
    const Assumption *states = find(AssumptionId::TrainingModelStates);
    QVERIFY(states);
    QCOMPARE(assumptionText(*states), std::string("Model states per trainable parameter (bf16): weights 2.00 bytes, "
                                                  "fp32 master copy 4.00, gradients 2.00, optimizer state 8.00 "
                                                  "(adamw); 16.00 bytes before sharding."));
    const Assumption *lora = find(AssumptionId::TrainingLora);
    QVERIFY(lora);
    QCOMPARE(lora->args.at(2), AssumptionArg{std::int64_t{13'631'488}});
    const Assumption *accumulation = find(AssumptionId::TrainingGradientAccumulation);
    QVERIFY(accumulation);
    QCOMPARE(assumptionText(*accumulation), std::string("Gradient accumulation over 4 micro-batches changes no memory "
                                                        "term: the gradients are counted whole already."));
    QVERIFY(find(AssumptionId::TrainingOneGpu));
    QVERIFY(find(AssumptionId::TrainingFrozenActivations));
    QVERIFY(find(AssumptionId::TrainingCheckpoint));
    // 8-bit AdamW on the tiny model: 110,736 / 53,952 = 2.0525 bytes per parameter -> "2.05".
    Scenario small = scenarioOf(WorkloadKind::FullFinetune, tiny(), 16);
    small.training.optimizer = Optimizer::AdamW8bit;
    const Estimate t = *estimate(small).value;
    QCOMPARE(std::get<std::int64_t>(t.assumptionItems.front().args.at(4)), 2052);
    QVERIFY(assumptionText(t.assumptionItems.front()).find("optimizer state 2.05 (adamw-8bit)") != std::string::npos);
    // DDP on 8 GPUs says that replicas do not pool memory.
    s.hardware.gpuCount = 8;
    const Estimate ddp = *estimate(s).value;
    QVERIFY(std::any_of(ddp.assumptions.begin(), ddp.assumptions.end(), [](const std::string &text) {
        return text.find("replicas do not pool memory") != std::string::npos;
    }));
}

void TestTraining::maxMicroBatchOfLora()
{
    // Llama 3.1 8B LoRA r 16 (q,k,v,o), 2048 tokens, A100 80GB (85,899,345,920 bytes). Fixed: base
    // 16,060,522,496 + adapters 27,262,976 + master 54,525,952 + gradients 27,262,976 + AdamW 109,051,904
    // + runtime 1,073,741,824 = 17,352,368,128. Per sequence: activations 12,910,067,712 (loraActivations)
    // + logits 2048 x 128,256 x 10 = 2,626,682,880: 15,536,750,592. (85,899,345,920 - 17,352,368,128) /
    // 15,536,750,592 = 4.41: micro-batch 4 fits (79,499,370,496 bytes), 5 does not (95,036,121,088).
    Scenario s = scenarioOf(WorkloadKind::Lora, llama31_8b());
    const std::optional<WorkloadSolution> mb = maxMicroBatch(s);
    QVERIFY(mb);
    QCOMPARE(mb->value, 4);
    QCOMPARE(mb->binding, Segment::Activations);
    QCOMPARE(mb->bindingBytes, 5 * 12'910'067'712LL);
    s.training.microBatch = 4;
    QCOMPARE(estimate(s).value->perDevice.total(), 79'499'370'496LL);
    QVERIFY(estimate(s).value->fits);
    s.training.microBatch = 5;
    QCOMPARE(estimate(s).value->perDevice.total(), 95'036'121'088LL);
    QVERIFY(!estimate(s).value->fits);
    // Full fine-tuning on one GPU: 128 GB of states do not fit at all; the binding term is the largest
    // fixed one, the AdamW state 8P = 64,242,089,984.
    const std::optional<WorkloadSolution> none = maxMicroBatch(scenarioOf(WorkloadKind::FullFinetune, llama31_8b()));
    QVERIFY(none);
    QCOMPARE(none->value, 0);
    QCOMPARE(none->binding, Segment::OptimizerState);
    QCOMPARE(none->bindingBytes, 8 * P8B);
    QVERIFY(!maxMicroBatch(Scenario{})); // inference
}

void TestTraining::longestSequenceOfLora()
{
    // LoRA as above at micro-batch 1: per token 6,303,744 + 128,256 x 10 = 7,586,304 bytes; (85,899,345,920
    // - 17,352,368,128) / 7,586,304 = 9,035.6: 9,035 tokens fit, 9,036 do not.
    Scenario s = scenarioOf(WorkloadKind::Lora, llama31_8b());
    const std::optional<WorkloadSolution> seq = maxSequenceLength(s);
    QVERIFY(seq);
    QCOMPARE(seq->value, 9035);
    QCOMPARE(seq->binding, Segment::Activations);
    QCOMPARE(seq->bindingBytes, 9036 * 6'303'744LL);
}

void TestTraining::fewestGpus()
{
    // Llama 3.1 8B full fine-tune, ZeRO-3 on A100 80GB: per GPU 16P / N + gather 2,101,346,304 +
    // activations 15,317,598,208 + logits 2,626,682,880 + runtime 1,073,741,824 = 16P / N +
    // 21,119,369,216. N = 1: 149.6 GB; N = 2: 64,242,089,984 + 21,119,369,216 = 85,361,459,200 <=
    // 85,899,345,920. Two GPUs.
    Scenario s = scenarioOf(WorkloadKind::FullFinetune, llama31_8b());
    s.training.sharding = Sharding::Zero3;
    std::optional<WorkloadSolution> g = headroom::fit::minGpusForSharding(s);
    QVERIFY(g);
    QCOMPARE(g->value, 2);
    QCOMPARE(g->binding, Segment::OptimizerState); // at one GPU, 8P
    // DDP never fits more by adding GPUs: 0.
    s.training.sharding = Sharding::Ddp;
    g = headroom::fit::minGpusForSharding(s);
    QVERIFY(g);
    QCOMPARE(g->value, 0);
    // ZeRO-1 over N: 2P + 2P + 12P / N + activations 15,317,598,208 + logits + runtime; with 2P + 2P =
    // 32,121,044,992 the fixed part is 51,139,067,904, so 12P / N <= 34,760,278,016, N >= 2.77: 3 GPUs.
    s.training.sharding = Sharding::Zero1;
    QCOMPARE(headroom::fit::minGpusForSharding(s)->value, 3);
    // A fixed hybrid shard group of 4: 4 GPUs fit (16P / 4 = 32 GB of states), the answer is the group.
    s.training.sharding = Sharding::FsdpHybrid;
    s.training.shardGroup = 4;
    QCOMPARE(headroom::fit::minGpusForSharding(s)->value, 4);
}

QTEST_GUILESS_MAIN(TestTraining)
#include "tst_training.moc"
