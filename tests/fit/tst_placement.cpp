// SPDX-License-Identifier: GPL-3.0-or-later
// Placements (issue 14): mixed GPUs, --tensor-split, --n-gpu-layers, experts on the CPU, vLLM pipeline and
// expert parallel. Every expected byte count is worked out below from the model's published config.json
// and llama.cpp's / vLLM's placement rules (app/fit/placement.h cites the source lines).
#include "fit/fitmodel.h"
#include "fit/placement.h"
#include "fit/solvers.h"

#include <QtTest>

using namespace headroom::fit;

namespace {

// nvidia-smi totals (resources/catalog/gpus.json): RTX 4090 24,564 MiB, RTX 3090 24,576 MiB, H100 SXM
// 81,559 MiB.
constexpr qint64 kRtx4090Bytes = 25'757'220'864;
constexpr qint64 kRtx3090Bytes = 25'769'803'776;
constexpr qint64 kH100Bytes = 85'520'809'984;

// https://huggingface.co/meta-llama/Llama-3.1-70B-Instruct/blob/main/config.json: 80 layers, 64 heads, 8 KV
// heads of 128, hidden 8192, FFN 28672, vocab 128256, untied; 70,553,706,496 parameters.
ModelSpec llama31_70b()
{
    ModelSpec m;
    m.id = "llama-3.1-70b";
    m.displayName = "Llama 3.1 70B";
    m.layers = 80;
    m.attentionHeads = 64;
    m.kvHeads = 8;
    m.headDim = 128;
    m.hiddenSize = 8192;
    m.intermediateSize = 28672;
    m.vocabSize = 128256;
    m.maxContextTokens = 131072;
    m.parameterCount = 70'553'706'496;
    return m;
}

// https://huggingface.co/mistralai/Mixtral-8x7B-v0.1/blob/main/config.json: 32 layers, 32 heads, 8 KV heads
// of 128, hidden 4096, expert FFN 14336, 8 experts (2 per token), vocab 32000, untied. Per layer: attention
// 2 x 4096^2 + 2 x 4096 x 1024 = 41,943,040, experts 8 x 3 x 4096 x 14336 = 1,409,286,144, router 32,768,
// norms 8,192: 1,451,270,144; x 32 + embeddings and head 2 x 131,072,000 + final norm 4,096 =
// 46,702,792,704 parameters (the published total).
ModelSpec mixtral8x7b()
{
    ModelSpec m;
    m.id = "mixtral-8x7b";
    m.displayName = "Mixtral 8x7B";
    m.layers = 32;
    m.attentionHeads = 32;
    m.kvHeads = 8;
    m.headDim = 128;
    m.hiddenSize = 4096;
    m.intermediateSize = 14336;
    m.vocabSize = 32000;
    m.maxContextTokens = 32768;
    m.experts = 8;
    m.expertsPerToken = 2;
    m.parameterCount = 46'702'792'704;
    return m;
}

Device device(const char *id, qint64 bytes)
{
    return Device{id, bytes, DeviceSpeed{}};
}

// Llama 3.1 70B Q4_K_M under llama.cpp on an RTX 4090 (CUDA0) and an RTX 3090 (CUDA1), -c 4096.
Scenario llama70bOnMixedPair()
{
    Scenario s;
    s.model = llama31_70b();
    s.weightFormat = WeightFormat::fileTypeOf(LlamaFileType::Q4_K_M);
    s.engine = defaultSettings(Engine::LlamaCpp);
    s.placement.devices = {device("rtx-4090", kRtx4090Bytes), device("rtx-3090", kRtx3090Bytes)};
    s.hardware.gpuId = "rtx-4090";
    s.hardware.memoryBytes = kRtx4090Bytes;
    s.hardware.gpuCount = 2;
    s.hardware.tensorParallel = 2;
    s.workload.contextTokens = 4096;
    s.workload.concurrency = 1;
    return s;
}

Estimate estimated(const Scenario &s)
{
    const Result<Estimate> r = estimate(s);
    if (!r.ok())
        qFatal("estimate failed: %s", r.error->message.c_str());
    return *r.value;
}

// Q4_K_M prices a Llama 70B layer's 855,638,016 linear weights at 7983/1664 bits (weightformat.cpp): ceil(
// 855,638,016 x 7983 / 13,312) = 513,112,852 bytes, + 16,384 f32 norm weights = 65,536: 513,178,388 bytes.
// token_embd q4_K: 1,050,673,152 x 144 / 256 = 591,003,648; output.weight q6_K: 1,050,673,152 x 210 / 256 =
// 861,880,320, + output_norm 8,192 x 4 = 32,768: 861,913,088. KV per layer and cell: 8 x 128 x 2 bytes x
// (K + V) = 4,096; -c 4096 is 4,096 cells: 16,777,216 bytes per layer.
constexpr qint64 kLayer = 513'178'388;
constexpr qint64 kTokenEmbd = 591'003'648;
constexpr qint64 kOutput = 861'913'088;
constexpr qint64 kKvLayer = 16'777'216;

} // namespace

class TestPlacement : public QObject
{
    Q_OBJECT

private slots:
    void partialOffloadOnMixedGpus();
    void tensorSplitProportions();
    void outputLayerBeforePr18148();
    void noLayersOffloaded();
    void fullOffloadKeepsTokenEmbeddingsOnHost();
    void expertsOnCpu();
    void vllmPipelineStages();
    void vllmExpertParallel();
    void refusals();
    void solversBindOnTheFullestGpu();
    void placementSolvers();
};

void TestPlacement::partialOffloadOnMixedGpus()
{
    // -ngl 60 of 80 (llama.cpp since PR #18148): i_gpu_start = 81 - 60 = 21, act_gpu_layers = 60. Layers 0-20
    // stay on the CPU; layers 21-79 and the output layer (il = 80) are offloaded at points (il - 21) / 60.
    // Default split by free memory (total - 512 MiB): 25,220,349,952 and 25,232,932,864, so the split point is
    // 0.49988 and k / 60 < 0.49988 for k = 0..29: CUDA0 holds 30 layers (21-50), CUDA1 29 (51-79) + output.
    Scenario s = llama70bOnMixedPair();
    s.placement.gpuLayers = 60;
    const LayerAssignment a = assignLayers(s);
    QCOMPARE(a.layersPerDevice, (std::vector<int>{30, 29}));
    QCOMPARE(a.hostLayers, 21);
    QCOMPARE(a.outputDevice, 1);
    QCOMPARE(a.layerDevice[20], -1);
    QCOMPARE(a.layerDevice[21], 0);
    QCOMPARE(a.layerDevice[50], 0);
    QCOMPARE(a.layerDevice[51], 1);

    const Estimate e = estimated(s);
    QCOMPARE(e.devicesBreakdown.size(), std::size_t(2));
    const DeviceEstimate &cuda0 = e.devicesBreakdown[0];
    const DeviceEstimate &cuda1 = e.devicesBreakdown[1];
    QCOMPARE(cuda0.gpuId, std::string("rtx-4090"));
    QCOMPARE(cuda1.gpuId, std::string("rtx-3090"));
    QCOMPARE(cuda0.bytes.weights, 30 * kLayer);           // 15,395,351,640
    QCOMPARE(cuda1.bytes.weights, 29 * kLayer + kOutput); // 15,744,086,340
    QCOMPARE(cuda0.bytes.kvCache, 30 * kKvLayer);         // 503,316,480
    QCOMPARE(cuda1.bytes.kvCache, 29 * kKvLayer);         // 486,539,264
    QCOMPARE(cuda0.layers, 30);
    QVERIFY(cuda1.holdsOutput && !cuda0.holdsOutput);
    // Both GPUs get the same compute buffer and runtime.
    QCOMPARE(cuda0.bytes.activations, cuda1.bytes.activations);
    QCOMPARE(cuda0.usableBytes, kRtx4090Bytes);
    QCOMPARE(cuda1.usableBytes, kRtx3090Bytes);
    // Host: token_embd + 21 layers = 11,367,749,796; their KV 21 x 16 MiB = 352,321,536; the output buffer
    // n_vocab x 1 x 4 = 513,024.
    QCOMPARE(e.host.weights, kTokenEmbd + 21 * kLayer);
    QCOMPARE(e.host.kvCache, 21 * kKvLayer);
    QCOMPARE(e.host.activations, 128256LL * 4);
    QCOMPARE(e.hostBytes, kTokenEmbd + 21 * kLayer + 21 * kKvLayer + 128256LL * 4);
    // CUDA1 holds 16,230,625,604 bytes of weights and KV on 25,769,803,776, CUDA0 15,898,668,120 on
    // 25,757,220,864: CUDA1 has the least headroom and is the GPU the per-device figures describe.
    QCOMPARE(e.bindingDevice, 1);
    QCOMPARE(e.perDevice.weights, cuda1.bytes.weights);
    QCOMPARE(e.usablePerDeviceBytes, kRtx3090Bytes);
    QCOMPARE(e.headroomBytes, cuda1.headroomBytes);
    QVERIFY(e.fits);
    QCOMPARE(e.layersPerDevice, (std::vector<int>{30, 29}));
}

void TestPlacement::tensorSplitProportions()
{
    // --tensor-split 3,2: split point 0.6 (float 0.600000024), k / 60 < 0.6 for k = 0..35: CUDA0 holds layers
    // 21-56 (36), CUDA1 57-79 (23) + output.
    Scenario s = llama70bOnMixedPair();
    s.placement.gpuLayers = 60;
    s.placement.tensorSplit = {3, 2};
    const Estimate e = estimated(s);
    QCOMPARE(e.layersPerDevice, (std::vector<int>{36, 23}));
    QCOMPARE(e.devicesBreakdown[0].bytes.weights, 36 * kLayer);           // 18,474,421,968
    QCOMPARE(e.devicesBreakdown[1].bytes.weights, 23 * kLayer + kOutput); // 12,665,016,012
    QCOMPARE(e.devicesBreakdown[0].bytes.kvCache, 36 * kKvLayer);
    QCOMPARE(e.bindingDevice, 0);
}

void TestPlacement::outputLayerBeforePr18148()
{
    // Builds before PR #18148: i_gpu_start = 80 - 60 = 20, so layers 20-79 are offloaded (30 + 30) and the
    // output layer (il - 20 = 60 >= act_gpu_layers) stays on the CPU with token_embd and layers 0-19.
    Scenario s = llama70bOnMixedPair();
    s.placement.gpuLayers = 60;
    s.engine.llamaOutputLayerFirst = false;
    const Estimate e = estimated(s);
    QCOMPARE(e.layersPerDevice, (std::vector<int>{30, 30}));
    QCOMPARE(e.devicesBreakdown[0].bytes.weights, 30 * kLayer);
    QCOMPARE(e.devicesBreakdown[1].bytes.weights, 30 * kLayer);
    QCOMPARE(e.host.weights, kTokenEmbd + 20 * kLayer + kOutput); // 11,716,484,496
    QVERIFY(!e.devicesBreakdown[1].holdsOutput);
}

void TestPlacement::noLayersOffloaded()
{
    // -ngl 0: i_gpu_start = 81, act_gpu_layers = 0: every layer and the output stay on the CPU; the GPUs keep
    // only the compute buffer and the runtime.
    Scenario s = llama70bOnMixedPair();
    s.placement.gpuLayers = 0;
    const Estimate e = estimated(s);
    QCOMPARE(e.layersPerDevice, (std::vector<int>{0, 0}));
    QCOMPARE(e.devicesBreakdown[0].bytes.weights, 0LL);
    QCOMPARE(e.devicesBreakdown[0].bytes.kvCache, 0LL);
    QCOMPARE(e.host.weights, kTokenEmbd + 80 * kLayer + kOutput);
    QCOMPARE(e.host.kvCache, 80 * kKvLayer);
}

void TestPlacement::fullOffloadKeepsTokenEmbeddingsOnHost()
{
    // Two RTX 4090s, every layer offloaded (-ngl 999): act_gpu_layers = 81, equal free memory, split point
    // 0.5: il / 81 < 0.5 for il = 0..40, so CUDA0 holds 41 layers and CUDA1 39 + output (layersplit.h). The
    // input layer stays on the CPU: token_embd (591,003,648) is host memory (a CPU_Mapped buffer).
    Scenario s = llama70bOnMixedPair();
    s.placement.devices = {device("rtx-4090", kRtx4090Bytes), device("rtx-4090", kRtx4090Bytes)};
    const Estimate e = estimated(s);
    QCOMPARE(e.layersPerDevice, (std::vector<int>{41, 39}));
    QCOMPARE(e.devicesBreakdown[0].bytes.weights, 41 * kLayer);
    QCOMPARE(e.devicesBreakdown[1].bytes.weights, 39 * kLayer + kOutput);
    QCOMPARE(e.host.weights, kTokenEmbd);
    QCOMPARE(e.host.kvCache, 0LL);
}

void TestPlacement::expertsOnCpu()
{
    // Mixtral 8x7B in BF16 on one H100 under llama.cpp with -ot exps=CPU: each layer's 1,409,286,144 expert
    // weights (2 bytes each: 2,818,572,288) stay in host memory. The GPU holds 32 x (1,451,270,144 -
    // 1,409,286,144) x 2 = 2,686,976,000 bytes of attention, routers and norms, and the output layer
    // (lm_head 131,072,000 x 2 + output_norm 4,096 x 2 = 262,152,192): 2,949,128,192. The host holds the
    // experts 32 x 2,818,572,288 = 90,194,313,216 and token_embd 262,144,000: 90,456,457,216.
    Scenario s;
    s.model = mixtral8x7b();
    s.weights = WeightPrecision::BF16;
    s.engine = defaultSettings(Engine::LlamaCpp);
    s.hardware = Hardware{"h100-sxm", kH100Bytes, 1, 1, DeviceSpeed{}};
    s.workload.contextTokens = 4096;
    s.placement.expertsOnCpu = true;
    const Estimate e = estimated(s);
    QCOMPARE(e.perDevice.weights, 2'949'128'192LL);
    QCOMPARE(e.host.weights, 90'456'457'216LL);
    // KV stays with the layers on the GPU: 32 x 4,096 cells x 8 x 128 x 2 x 2 = 536,870,912.
    QCOMPARE(e.perDevice.kvCache, 536'870'912LL);
    QCOMPARE(e.host.kvCache, 0LL);
    // Without the option the experts are on the GPU: 93,405,585,408 - 262,144,000 on the host.
    s.placement.expertsOnCpu = false;
    QCOMPARE(estimated(s).perDevice.weights, 93'405'585'408LL - 262'144'000LL);
}

void TestPlacement::vllmPipelineStages()
{
    // vLLM get_pp_indices: 80 layers over 3 stages = 26 each, remainder 2 to the stages before the last
    // (partitions[-2] and [-3]): {27, 27, 26}.
    Scenario s;
    s.model = llama31_70b();
    s.weights = WeightPrecision::BF16;
    s.engine = defaultSettings(Engine::Vllm);
    s.hardware = Hardware{"h100-sxm", kH100Bytes, 3, 1, DeviceSpeed{}};
    s.placement.pipelineParallel = 3;
    s.workload.contextTokens = 4096;
    QCOMPARE(assignLayers(s).layersPerDevice, (std::vector<int>{27, 27, 26}));

    // TP 2 x PP 2 on 4 H100s: 40 layers per stage. A BF16 layer is (855,638,016 + 16,384) x 2 = 1,711,308,800
    // bytes; the first stage also holds embed_tokens (2,101,346,304), the last lm_head (2,101,346,304) and the
    // final norm (16,384). Per GPU: stage 0 (40 x 1,711,308,800 + 2,101,346,304) / 2 = 35,276,849,152; stage 1
    // (68,452,352,000 + 2,101,346,304 + 16,384) / 2 = 35,276,857,344.
    s.hardware = Hardware{"h100-sxm", kH100Bytes, 4, 2, DeviceSpeed{}};
    s.placement.pipelineParallel = 2;
    const Estimate e = estimated(s);
    QCOMPARE(e.devices, 4);
    QCOMPARE(e.replicas, 1);
    QCOMPARE(e.devicesBreakdown.size(), std::size_t(4));
    QCOMPARE(e.devicesBreakdown[0].bytes.weights, 35'276'849'152LL);
    QCOMPARE(e.devicesBreakdown[1].bytes.weights, 35'276'849'152LL);
    QCOMPARE(e.devicesBreakdown[2].bytes.weights, 35'276'857'344LL);
    QCOMPARE(e.devicesBreakdown[3].bytes.weights, 35'276'857'344LL);
    QCOMPARE(e.devicesBreakdown[0].layers, 40);
    QVERIFY(e.devicesBreakdown[3].holdsOutput && !e.devicesBreakdown[0].holdsOutput);
    // Without stages the 4 GPUs shard every tensor: ceil(141,107,412,992 / 4) = 35,276,853,248.
    s.placement.pipelineParallel = 1;
    s.hardware.tensorParallel = 4;
    QCOMPARE(estimated(s).perDevice.weights, 35'276'853'248LL);
}

void TestPlacement::vllmExpertParallel()
{
    // Mixtral 8x7B BF16 over 16 GPUs (vLLM replicates the 8 KV heads): with tensor parallelism every GPU
    // holds 1/16 of every tensor, ceil(93,405,585,408 / 16) = 5,837,849,088. With expert parallelism
    // (determine_expert_map: 8 // 16 = 0, the first 8 GPUs one expert each) a GPU holds one whole expert of
    // every layer, 90,194,313,216 / 8 = 11,274,289,152, plus 1/16 of the rest (3,211,272,192 / 16 =
    // 200,704,512): 11,474,993,664.
    Scenario s;
    s.model = mixtral8x7b();
    s.weights = WeightPrecision::BF16;
    s.engine = defaultSettings(Engine::Vllm);
    s.hardware = Hardware{"h100-sxm", kH100Bytes, 16, 16, DeviceSpeed{}};
    s.workload.contextTokens = 4096;
    QCOMPARE(estimated(s).perDevice.weights, 5'837'849'088LL);
    s.placement.expertParallel = true;
    QCOMPARE(estimated(s).perDevice.weights, 11'474'993'664LL);
    // 8 GPUs: one expert each either way, but EP keeps whole experts: 90,194,313,216 / 8 + 3,211,272,192 / 8
    // = 11,675,698,176 = ceil(93,405,585,408 / 8).
    s.hardware = Hardware{"h100-sxm", kH100Bytes, 8, 8, DeviceSpeed{}};
    QCOMPARE(estimated(s).perDevice.weights, 11'675'698'176LL);
}

void TestPlacement::refusals()
{
    Scenario s = llama70bOnMixedPair();
    s.placement.tensorSplit = {1, 2, 3};
    QCOMPARE(validate(s)->field, std::string("tensorSplit"));
    s.placement.tensorSplit = {0, 0};
    QCOMPARE(validate(s)->field, std::string("tensorSplit"));
    s.placement.tensorSplit = {-1, 2};
    QCOMPARE(validate(s)->field, std::string("tensorSplit"));
    s.placement.tensorSplit.clear();
    s.placement.gpuLayers = -1;
    QCOMPARE(validate(s)->field, std::string("gpuLayers"));
    s.placement.gpuLayers.reset();
    s.placement.expertsOnCpu = true; // Llama 70B is dense
    QCOMPARE(validate(s)->field, std::string("expertsOnCpu"));
    s.placement.expertsOnCpu = false;
    s.placement.pipelineParallel = 2; // llama.cpp splits by layer already
    QCOMPARE(validate(s)->field, std::string("pipelineParallel"));
    s.placement.pipelineParallel = 1;
    s.placement.expertParallel = true;
    QCOMPARE(validate(s)->field, std::string("expertParallel"));
    s.placement.expertParallel = false;
    s.placement.devices[1].memoryBytes = 0;
    QCOMPARE(validate(s)->field, std::string("devices"));
    QVERIFY(assignLayers(s).layerDevice.empty());
}

void TestPlacement::solversBindOnTheFullestGpu()
{
    // The replica fits while every GPU fits: the solvers' answers are those of the GPU that fills first.
    Scenario s = llama70bOnMixedPair();
    s.placement.gpuLayers = 60;
    const Result<Solution> context = maxContextAt(s, 1);
    QVERIFY(context.ok());
    Scenario at = s;
    at.workload.contextTokens = context.value->value;
    QVERIFY(estimated(at).fits);
    at.workload.contextTokens = context.value->value + 256; // the next padded cell count
    QVERIFY(!estimated(at).fits);
    QCOMPARE(estimated(at).bindingDevice, 1);
}

void TestPlacement::placementSolvers()
{
    // Llama 3.1 70B Q4_K_M on one RTX 4090, llama.cpp -c 4096. With -ngl k (output layer first) the GPU holds
    // the output layer (861,913,088) and k - 1 layers of 513,178,388 + 16,777,216 KV = 529,955,604 bytes, plus
    // the compute buffer C and the 512 MiB runtime, which do not depend on k. The largest k is the largest
    // with 861,913,088 + (k - 1) x 529,955,604 + C + 536,870,912 <= 25,757,220,864.
    Scenario s = llama70bOnMixedPair();
    s.placement.devices.clear();
    s.hardware.gpuCount = s.hardware.tensorParallel = 1;
    const Result<PlacementSolution> layers = maxGpuLayers(s);
    QVERIFY(layers.ok());
    Scenario at = s;
    at.placement.gpuLayers = 1;
    const qint64 compute = estimated(at).perDevice.activations;
    const qint64 room = kRtx4090Bytes - kOutput - compute - 536'870'912;
    QCOMPARE(qint64(layers.value->value), 1 + room / (kLayer + kKvLayer));
    QVERIFY(layers.value->fits);
    QCOMPARE(layers.value->bindingDevice, 0);
    at.placement.gpuLayers = layers.value->value;
    QVERIFY(estimated(at).fits);
    at.placement.gpuLayers = layers.value->value + 1;
    QVERIFY(!estimated(at).fits);

    // An RTX 4090 next to a 12 GiB GPU, -ngl 40 (the output layer and layers 41-79), and a poor --tensor-split
    // 1,3: the split point 0.25 puts k / 40 < 0.25, k = 0..9 (10 slots) on CUDA0 and 30 slots on CUDA1: 29
    // layers x 529,955,604 + the output layer 861,913,088 = 16,230,625,604 bytes before the compute buffer, on
    // 12,884,901,888. Moving slots from CUDA1 to CUDA0 until both fit finds a split that fits; applying it
    // fits, and it still places all 40 slots.
    Scenario pair = llama70bOnMixedPair();
    pair.placement.devices = {device("rtx-4090", kRtx4090Bytes), device("twelve", 12LL << 30)};
    pair.placement.gpuLayers = 40;
    pair.placement.tensorSplit = {1, 3};
    QCOMPARE(assignLayers(pair).layersPerDevice, (std::vector<int>{10, 29}));
    QVERIFY(!estimated(pair).fits);
    QCOMPARE(estimated(pair).bindingDevice, 1);
    const Result<PlacementSolution> split = fittingTensorSplit(pair);
    QVERIFY(split.ok());
    QVERIFY(split.value->fits);
    QCOMPARE(split.value->tensorSplit.size(), std::size_t(2));
    QCOMPARE(split.value->tensorSplit[0] + split.value->tensorSplit[1], 40.0);
    QVERIFY(split.value->tensorSplit[0] > 10.0);
    Scenario applied = pair;
    applied.placement.tensorSplit = split.value->tensorSplit;
    QVERIFY(estimated(applied).fits);
    // Nothing helps when the GPUs together are too small: -ngl 81 puts 41.9 GB of weights on 36.9 GB.
    pair.placement.gpuLayers = 81;
    const Result<PlacementSolution> none = fittingTensorSplit(pair);
    QVERIFY(none.ok());
    QVERIFY(!none.value->fits);

    // Experts on the CPU: Mixtral 8x7B BF16 (93.4 GB) does not fit on one H100; with -ot exps=CPU the GPU holds
    // 2,949,128,192 bytes of weights and the host 90,456,457,216 (see expertsOnCpu()).
    Scenario moe;
    moe.model = mixtral8x7b();
    moe.weights = WeightPrecision::BF16;
    moe.engine = defaultSettings(Engine::LlamaCpp);
    moe.hardware = Hardware{"h100-sxm", kH100Bytes, 1, 1, DeviceSpeed{}};
    moe.workload.contextTokens = 4096;
    QVERIFY(!estimated(moe).fits);
    const Result<PlacementSolution> cpu = expertsOnCpuFit(moe);
    QVERIFY(cpu.ok());
    QVERIFY(cpu.value->fits);
    QCOMPARE(cpu.value->hostBytes, estimated([&] {
                                       Scenario x = moe;
                                       x.placement.expertsOnCpu = true;
                                       return x;
                                   }())
                                       .hostBytes);
    QVERIFY(!expertsOnCpuFit(llama70bOnMixedPair()).ok()); // dense
    Scenario vllm = moe;
    vllm.engine = defaultSettings(Engine::Vllm);
    QCOMPARE(maxGpuLayers(vllm).error->field, std::string("gpuLayers"));
}

QTEST_APPLESS_MAIN(TestPlacement)
#include "tst_placement.moc"
