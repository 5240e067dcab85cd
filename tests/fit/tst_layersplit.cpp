// SPDX-License-Identifier: GPL-3.0-or-later
// Tests for llama.cpp's --split-mode layer (app/fit/layersplit.h, issue 10 item 5): which layers each
// GPU holds, the weights and KV cache of each GPU, the most loaded GPU the estimate reports, any GPU
// count accepted by the layer-split engines (and still refused by those that shard tensors), and
// minGpus trying every count. Every figure is summed by hand from the published config.json (URL at
// each model) and llama.cpp's assignment rule, quoted in layersplit.h from src/llama-model.cpp
// `llama_model::load_tensors` (ggml-org/llama.cpp, stored commit 00342301d01a):
//   layer il -> GPU upper_bound(splits, float(il - i_gpu_start) / act_gpu_layers), act_gpu_layers =
//   min(n_gpu_layers, n_layer + 1); dev_output = get_layer_buft_list(n_layer); dev_input = CPU.
// With every layer offloaded and an even split: GPU floor(il * t / (n_layer + 1)).

#include <fit/layersplit.h>
#include <fit/solvers.h>
#include <fit/weightsplit.h>

#include <QTest>

#include <numeric>

using namespace headroom::fit;

Q_DECLARE_METATYPE(headroom::fit::Engine)
Q_DECLARE_METATYPE(std::vector<int>)

namespace {

// RTX 4090: nvidia-smi 24,564 MiB = 25,757,220,864 bytes (resources/catalog/gpus.json "rtx-4090").
constexpr qint64 kRtx4090Bytes = 25'757'220'864;

// https://huggingface.co/meta-llama/Llama-3.1-70B-Instruct/blob/main/config.json (the catalogue's
// "llama-3.1-70b"): 80 layers, 64 heads, 8 KV heads, head dim 8192 / 64 = 128, hidden 8192, FFN 28672,
// vocab 128256, untied; 70,553,706,496 parameters (safetensors total).
ModelSpec llama31_70b()
{
    ModelSpec m;
    m.id = "llama-3.1-70b";
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

// https://huggingface.co/google/gemma-2-9b-it/blob/main/config.json: 42 layers, 16 heads, 8 KV heads,
// head_dim 256, hidden 3584, FFN 14336, vocab 256000, tied embeddings, sliding_window 4096 on the even
// layers (transformers Gemma2 `is_sliding = not bool(layer_idx % 2)`; llama.cpp set_swa_pattern(2)),
// 4 norms per layer; 9,241,705,984 parameters.
ModelSpec gemma2_9b()
{
    ModelSpec m;
    m.id = "gemma-2-9b";
    m.layers = 42;
    m.attentionHeads = 16;
    m.kvHeads = 8;
    m.headDim = 256;
    m.hiddenSize = 3584;
    m.intermediateSize = 14336;
    m.vocabSize = 256000;
    m.maxContextTokens = 8192;
    m.tiedEmbeddings = true;
    m.normsPerLayer = 4;
    m.slidingWindow = 4096;
    for (int l = 0; l < 42; ++l)
        m.layerSpecs.push_back(LayerSpec{l % 2 == 0 ? AttentionKind::SlidingWindow : AttentionKind::Full, 8, false});
    m.parameterCount = 9'241'705'984;
    return m;
}

Scenario scenario(ModelSpec model, Engine engine, int gpus, qint64 context)
{
    Scenario s;
    s.model = std::move(model);
    s.engine = defaultSettings(engine);
    s.hardware.gpuId = "rtx-4090";
    s.hardware.memoryBytes = kRtx4090Bytes;
    s.hardware.gpuCount = gpus;
    s.hardware.tensorParallel = gpus;
    s.workload.contextTokens = context;
    s.workload.concurrency = 1;
    return s;
}

Scenario llama70bQ4KM(int gpus, qint64 context = 8192)
{
    Scenario s = scenario(llama31_70b(), Engine::LlamaCpp, gpus, context);
    s.weightFormat = WeightFormat::fileTypeOf(LlamaFileType::Q4_K_M);
    return s;
}

Estimate estimated(const Scenario &s)
{
    const Result<Estimate> r = estimate(s);
    if (!r.ok())
        qFatal("estimate failed: %s", r.error->message.c_str());
    return *r.value;
}

} // namespace

class TestLayerSplit : public QObject
{
    Q_OBJECT

private slots:
    void layerSplitCounts_data();
    void layerSplitCounts();
    void layerRangesSumToTheModel();
    void llama70bOnThree4090s();
    void llama70bOnTwoAndOneGpus();
    void hybridKvPerGpu();
    void anyCountForLayerSplit_data();
    void anyCountForLayerSplit();
    void shardingEnginesStillRefuse_data();
    void shardingEnginesStillRefuse();
    void minGpusTriesEveryCount();
};

void TestLayerSplit::layerSplitCounts_data()
{
    QTest::addColumn<int>("layers");
    QTest::addColumn<int>("devices");
    QTest::addColumn<std::vector<int>>("expected");
    // GPU of layer il = floor(il * t / (L + 1)); the boundaries are il = ceil(k (L + 1) / t).
    QTest::newRow("80 on 1") << 80 << 1 << std::vector<int>{80};
    // 81 / 2 = 40.5: layers 0-40 (41) on GPU0, 41-79 (39) and the output layer on GPU1.
    QTest::newRow("80 on 2") << 80 << 2 << std::vector<int>{41, 39};
    // 81 / 3 = 27: 0-26, 27-53, 54-79 (float(27) / 81 == 1/3 is not below the first split point).
    QTest::newRow("80 on 3") << 80 << 3 << std::vector<int>{27, 27, 26};
    // 81 / 5 = 16.2: boundaries 17, 33, 49, 65.
    QTest::newRow("80 on 5") << 80 << 5 << std::vector<int>{17, 16, 16, 16, 15};
    // 81 / 6 = 13.5: boundaries 14, 27, 41, 54, 68.
    QTest::newRow("80 on 6") << 80 << 6 << std::vector<int>{14, 13, 14, 13, 14, 12};
    // 81 / 7 = 11.571: boundaries 12, 24, 35, 47, 58, 70.
    QTest::newRow("80 on 7") << 80 << 7 << std::vector<int>{12, 12, 11, 12, 11, 12, 10};
    // Llama-3.1-8B, 33 / 2 = 16.5: 0-16 and 16-31.
    QTest::newRow("32 on 2") << 32 << 2 << std::vector<int>{17, 15};
    // More GPUs than layer slots: 3 slots (2 layers + output) over 4 GPUs: il = 0 -> 0, il = 1 -> 1.
    QTest::newRow("2 on 4") << 2 << 4 << std::vector<int>{1, 1, 0, 0};
    QTest::newRow("no layers") << 0 << 2 << std::vector<int>{};
    QTest::newRow("no GPUs") << 80 << 0 << std::vector<int>{};
    QTest::newRow("beyond the GPU bound") << 80 << limits::kMaxGpus + 1 << std::vector<int>{};
}

void TestLayerSplit::layerSplitCounts()
{
    QFETCH(int, layers);
    QFETCH(int, devices);
    QFETCH(std::vector<int>, expected);
    QCOMPARE(layerSplit(layers, devices), expected);
}

void TestLayerSplit::layerRangesSumToTheModel()
{
    // Parts over 27 + 27 + 26 layers, plus embeddings, LM head and final norm, give weightSplit().
    const ModelSpec m = llama31_70b();
    const std::vector<WeightSplit> parts = weightSplitsOfLayers(m, {27, 27, 26});
    QCOMPARE(parts.size(), std::size_t(3));
    // One layer: q 8192 * 8192 + k, v 2 * 8192 * 1024 + o 8192 * 8192 + FFN 3 * 8192 * 28672
    // = 67,108,864 + 16,777,216 + 67,108,864 + 704,643,072 = 855,638,016; norms 2 * 8192 = 16,384.
    QCOMPARE(parts[0].linearParams, 27 * 855'638'016LL);
    QCOMPARE(parts[0].normParams, 27 * 16'384LL);
    QCOMPARE(parts[2].linearParams, 26 * 855'638'016LL);
    QCOMPARE(parts[0].embeddingParams + parts[0].outputHeadParams, 0LL);
    const WeightSplit whole = weightSplit(m);
    QCOMPARE(parts[0].linearParams + parts[1].linearParams + parts[2].linearParams, whole.linearParams);
    // The final norm (8192) is the only 1-D tensor outside the layers.
    QCOMPARE(parts[0].normParams + parts[1].normParams + parts[2].normParams + 8192, whole.normParams);
    QVERIFY(weightSplitsOfLayers(m, {41, 40}).empty()); // 81 layers of 80
    QVERIFY(weightSplitsOfLayers(m, {-1}).empty());
}

void TestLayerSplit::llama70bOnThree4090s()
{
    // Llama-3.1-70B Q4_K_M on 3 x RTX 4090, llama.cpp, -c 8192: layers {27, 27, 26}. Q4_K_M prices the
    // layers' linear weights at 7983/1664 bits (weightformat.cpp), token_embd at q4_K (144 bytes per
    // 256), output at q6_K (210 bytes per 256), norms f32:
    //  GPU0 = GPU1: 27 * 855,638,016 = 23,102,226,432 linear * 7983 / 13312 -> 13,854,046,996 bytes
    //               + 27 * 16,384 norms * 4 = 1,769,472                     -> 13,855,816,468 bytes
    //  GPU2: 26 * 855,638,016 = 22,246,588,416 * 7983 / 13312              -> 13,340,934,144
    //        + token_embd 128256 * 8192 = 1,050,673,152 * 144 / 256         ->    591,003,648
    //        + output 1,050,673,152 * 210 / 256                             ->    861,880,320
    //        + norms (26 * 16,384 + 8192) * 4                               ->      1,736,704
    //                                                                       =  14,795,554,816 bytes
    // The three sum to the single-GPU 42,507,187,752 bytes.
    const Scenario s = llama70bQ4KM(3);
    const std::vector<std::int64_t> weights = layerSplitWeightBytes(s);
    QCOMPARE(weights, (std::vector<std::int64_t>{13'855'816'468, 13'855'816'468, 14'795'554'816}));
    QCOMPARE(std::accumulate(weights.begin(), weights.end(), std::int64_t{0}), 42'507'187'752LL);
    QCOMPARE(layerSplitWeightBytes(llama70bQ4KM(1)), (std::vector<std::int64_t>{42'507'187'752}));

    // The estimate places each layer's tensors on its GPU (placement.h): a layer is ceil(855,638,016 x 7983 /
    // 13,312) = 513,112,852 + 65,536 norm bytes = 513,178,388, and token_embd stays in host memory (llama.cpp
    // keeps the input layer on the CPU). GPU0 27 x 513,178,388 = 13,855,816,476; GPU2 26 layers + output
    // (861,880,320 + 32,768) = 14,204,551,176.
    // KV per layer and cell: 8 heads * 128 * 2 bytes * (K + V) = 4,096 bytes; 8192 cells.
    //  GPU0: 13,855,816,476 + 27 * 4,096 * 8192 = 905,969,664 -> 14,761,786,140
    //  GPU2: 14,204,551,176 + 26 * 4,096 * 8192 = 872,415,232 -> 15,076,966,408: the most loaded.
    const Estimate e = estimated(s);
    QCOMPARE(e.layersPerDevice, (std::vector<int>{27, 27, 26}));
    QCOMPARE(e.devices, 3);
    QCOMPARE(e.perDevice.weights, 14'204'551'176LL);
    QCOMPARE(e.host.weights, 591'003'648LL);
    QCOMPARE(e.perDevice.kvCache, 872'415'232LL);
    QCOMPARE(e.kvCacheByAttention.fullAttention, 872'415'232LL);
    QCOMPARE(weightBytesPerDevice(s), 14'204'551'176LL);
    QCOMPARE(kvCacheBytesPerDevice(s), 872'415'232LL);
    QCOMPARE(e.kvCacheBytesPerToken, 27 * 4'096LL); // GPU0's KV grows fastest
    QVERIFY(e.fits);
    const std::string sentence =
        "Layers are split over 3 GPUs (--split-mode layer): 27, 27 and 26 of 80; the GPU after the last layer also "
        "holds the output layer.";
    QVERIFY(std::find(e.assumptions.begin(), e.assumptions.end(), sentence) != e.assumptions.end());

    // At 65,536 tokens GPU0's one extra layer of KV outweighs GPU2's output layer:
    //  GPU0 13,855,816,476 + 27 * 4,096 * 65,536 = 7,247,757,312 -> 21,103,573,788
    //  GPU2 14,204,551,176 + 26 * 4,096 * 65,536 = 6,979,321,856 -> 21,183,873,032: still GPU2.
    // At 262,144 cells (no maximum context): GPU0 + 28,991,029,248 = 42,846,845,724, GPU2 +
    // 27,917,287,424 = 42,121,838,600: GPU0 is the most loaded.
    Scenario longContext = s;
    longContext.model.maxContextTokens = 0;
    longContext.workload.contextTokens = 262'144;
    const Estimate far = estimated(longContext);
    QCOMPARE(far.perDevice.weights, 13'855'816'476LL);
    QCOMPARE(far.perDevice.kvCache, 27 * 4'096LL * 262'144);
    QVERIFY(!far.fits);
}

void TestLayerSplit::llama70bOnTwoAndOneGpus()
{
    // Two GPUs: {41, 39}, not 40 + 40, because the output layer takes the 81st slot (layersplit.h).
    //  GPU0: 41 * 855,638,016 = 35,081,158,656 * 7983 / 13312 -> 21,037,626,920 + 41 * 16,384 * 4 =
    //        2,686,976 -> 21,040,313,896
    //  GPU1: 39 * 855,638,016 = 33,369,882,624 * 7983 / 13312 -> 20,011,401,216 + 591,003,648 +
    //        861,880,320 + (39 * 16,384 + 8192) * 4 = 2,588,672 -> 21,466,873,856
    // (the first version's even split gave ceil(42,507,187,752 / 2) = 21,253,593,876 on both).
    QCOMPARE(layerSplitWeightBytes(llama70bQ4KM(2)), (std::vector<std::int64_t>{21'040'313'896, 21'466'873'856}));
    const Estimate two = estimated(llama70bQ4KM(2));
    QCOMPARE(two.layersPerDevice, (std::vector<int>{41, 39}));
    // With token_embd in host memory and each layer rounded on its own (513,178,388 bytes): GPU0 41 layers
    // 21,040,313,908 + 41 * 4,096 * 8192 = 1,375,731,712 -> 22,416,045,620; GPU1 39 layers 20,013,957,132 +
    // output 861,913,088 = 20,875,870,220 + 39 * 33,554,432 = 1,308,622,848 -> 22,184,493,068: GPU0.
    QCOMPARE(two.perDevice.weights, 21'040'313'908LL);
    QCOMPARE(two.perDevice.kvCache, 1'375'731'712LL);
    QCOMPARE(two.bindingDevice, 0);

    // One GPU: every tensor but token_embd, 80 x 513,178,388 + 861,913,088 = 41,916,184,128 bytes, and all
    // 80 layers' KV (80 * 33,554,432); token_embd's 591,003,648 bytes are host memory.
    const Estimate one = estimated(llama70bQ4KM(1));
    QCOMPARE(one.layersPerDevice, std::vector<int>{80});
    QCOMPARE(one.perDevice.weights, 41'916'184'128LL);
    QCOMPARE(one.host.weights, 591'003'648LL);
    QCOMPARE(one.perDevice.kvCache, 2'684'354'560LL);
    QCOMPARE(one.kvCacheBytesPerToken, 80 * 4'096LL);
    // Dense bf16 on one GPU: the first version's 70,553,706,496 * 2 less token_embd (128,256 x 8,192 x 2 =
    // 2,101,346,304), which stays in host memory: 139,006,066,688.
    Scenario bf16 = scenario(llama31_70b(), Engine::LlamaCpp, 1, 8192);
    bf16.hardware.memoryBytes = 1LL << 40;
    QCOMPARE(estimated(bf16).perDevice.weights, 139'006'066'688LL);
    // Dense bf16 on 2 GPUs: GPU0 41 * (855,638,016 + 16,384) = 35,081,830,400 parameters * 2 =
    // 70,163,660,800; GPU1 (70,553,706,496 - 35,081,830,400) * 2 = 70,943,752,192 bytes.
    bf16.hardware.gpuCount = bf16.hardware.tensorParallel = 2;
    QCOMPARE(layerSplitWeightBytes(bf16), (std::vector<std::int64_t>{70'163'660'800, 70'943'752'192}));
}

void TestLayerSplit::hybridKvPerGpu()
{
    // Gemma-2-9B bf16 on 2 GPUs, llama.cpp -c 8192: 43 / 2 = 21.5, layers 0-21 (22: 11 sliding, 11
    // full) on GPU0, 22-41 (20: 10 + 10) on GPU1. KV row per layer: 8 heads * 256 * 2 bytes * 2 = 8,192
    // bytes; full layers hold 8192 cells, sliding ones PAD256(min(8192, 4096 * 1 + 512)) = 4608.
    //  GPU0 KV: 11 * 8,192 * 8192 = 738,197,504 full + 11 * 8,192 * 4608 = 415,236,096 sliding
    //  GPU1 KV: 10 * 8,192 * 8192 = 671,088,640 full + 10 * 8,192 * 4608 = 377,487,360 sliding
    // One layer: q 3584 * 4096 + k, v 2 * 3584 * 2048 + o 4096 * 3584 + FFN 3 * 3584 * 14336 + 4 norms
    // of 3584 = 198,195,200 parameters.
    //  GPU0 weights 22 * 198,195,200 * 2 = 8,720,588,800 (+ KV 1,153,433,600 = 9,874,022,400)
    //  GPU1 weights (9,241,705,984 - 4,360,294,400) * 2 = 9,762,823,168 (+ KV 1,048,576,000 =
    //  10,811,399,168): the most loaded.
    Scenario s = scenario(gemma2_9b(), Engine::LlamaCpp, 2, 8192);
    s.weights = WeightPrecision::BF16;
    const Estimate e = estimated(s);
    QCOMPARE(e.layersPerDevice, (std::vector<int>{22, 20}));
    QCOMPARE(e.perDevice.weights, 9'762'823'168LL);
    QCOMPARE(e.kvCacheByAttention.fullAttention, 671'088'640LL);
    QCOMPARE(e.kvCacheByAttention.slidingWindow, 377'487'360LL);
    QCOMPARE(e.perDevice.kvCache, 1'048'576'000LL);
    // Per token in the growing (full-attention) layers: GPU0's 11 * 8,192.
    QCOMPARE(e.kvCacheBytesPerToken, 90'112LL);
}

void TestLayerSplit::anyCountForLayerSplit_data()
{
    QTest::addColumn<Engine>("engine");
    QTest::addColumn<int>("gpus");
    // 64 attention heads: 3, 5, 6 and 7 do not divide them; layer split does not care.
    for (const Engine engine : {Engine::LlamaCpp, Engine::IkLlamaCpp, Engine::Ollama}) {
        for (const int gpus : {3, 5, 6, 7}) {
            const std::string name = std::string(toString(engine)) + " on " + std::to_string(gpus);
            QTest::newRow(name.c_str()) << engine << gpus;
        }
    }
}

void TestLayerSplit::anyCountForLayerSplit()
{
    QFETCH(Engine, engine);
    QFETCH(int, gpus);
    QVERIFY(splitsByLayer(engine));
    Scenario s = scenario(llama31_70b(), engine, gpus, 8192);
    s.weightFormat = WeightFormat::fileTypeOf(LlamaFileType::Q4_K_M);
    const std::optional<Error> error = validate(s);
    QVERIFY2(!error, error ? error->message.c_str() : "");
    const Estimate e = estimated(s);
    QCOMPARE(int(e.layersPerDevice.size()), gpus);
    if (engine == Engine::Ollama) {
        // Ollama's EstimateGPULayers counts layer i on GPU i % n and the output layer on GPU 80 % n, and passes
        // the counts as llama.cpp's --tensor-split; llama.cpp then splits the 81 slots at those points. 5 GPUs:
        // {16 + 1, 16, 16, 16, 16} -> points 17, 33, 49, 65, 81 -> 17, 16, 16, 16, 15 (+ output). 6 GPUs:
        // {14, 14, 13 + 1, 13, 13, 13} -> 14, 28, 42, 55, 68, 81 -> 14, 14, 14, 13, 13, 12. 7 GPUs: {12, 12, 12,
        // 11 + 1, 11, 11, 11} -> 12, 24, 36, 48, 59, 70, 81 -> 12, 12, 12, 12, 11, 11, 10. 3 GPUs: {27, 27, 26 +
        // 1}: even thirds, as llama.cpp's own split.
        const std::vector<int> expected = gpus == 3   ? std::vector<int>{27, 27, 26}
                                          : gpus == 5 ? std::vector<int>{17, 16, 16, 16, 15}
                                          : gpus == 6 ? std::vector<int>{14, 14, 14, 13, 13, 12}
                                                      : std::vector<int>{12, 12, 12, 12, 11, 11, 10};
        QCOMPARE(e.layersPerDevice, expected);
    } else {
        QCOMPARE(e.layersPerDevice, layerSplit(80, gpus));
    }
    QCOMPARE(std::accumulate(e.layersPerDevice.begin(), e.layersPerDevice.end(), 0), 80);
    // Replicas stay whole copies: 2 x the GPUs of a replica is fine, one GPU more is not.
    s.hardware.gpuCount = 2 * gpus;
    QVERIFY(!validate(s));
    QCOMPARE(estimated(s).replicas, 2);
    s.hardware.gpuCount = gpus + 1;
    QCOMPARE(QString::fromStdString(validate(s).value_or(Error{}).field), QStringLiteral("tensorParallel"));
}

void TestLayerSplit::shardingEnginesStillRefuse_data()
{
    QTest::addColumn<Engine>("engine");
    QTest::addColumn<int>("gpus");
    QTest::newRow("generic on 3") << Engine::Generic << 3;
    QTest::newRow("vllm on 3") << Engine::Vllm << 3;
    QTest::newRow("vllm on 6") << Engine::Vllm << 6;
}

void TestLayerSplit::shardingEnginesStillRefuse()
{
    QFETCH(Engine, engine);
    QFETCH(int, gpus);
    QVERIFY(!splitsByLayer(engine));
    const Scenario s = scenario(llama31_70b(), engine, gpus, 8192);
    const std::optional<Error> error = validate(s);
    QVERIFY(error.has_value());
    QCOMPARE(QString::fromStdString(error->field), QStringLiteral("tensorParallel"));
    QCOMPARE(
        QString::fromStdString(error->message),
        QStringLiteral("The tensor-parallel degree (%1) must divide the number of attention heads (64).").arg(gpus));
    // The 4 GPUs that divide the heads are accepted, and they shard: no layer counts.
    Scenario four = s;
    four.hardware.gpuCount = four.hardware.tensorParallel = 4;
    four.hardware.memoryBytes = 1LL << 40;
    QVERIFY(estimated(four).layersPerDevice.empty());
}

void TestLayerSplit::minGpusTriesEveryCount()
{
    // Llama-3.1-70B Q4_K_M, -c 32768, RTX 4090s. Two GPUs: GPU0 21,040,313,896 weights + 41 * 4,096 *
    // 32768 = 5,502,926,848 KV = 26,543,240,744 bytes, above 25,757,220,864 before any compute buffer.
    // Three: GPU2 14,795,554,816 + 26 * 4,096 * 32768 = 3,489,660,928 -> 18,285,215,744 plus the
    // compute buffer and 512 MiB fits. Three does not divide the 64 heads, which only the engines that
    // shard tensors need: llama.cpp answers 3, vLLM cannot use 3 and needs 4.
    const Scenario s = llama70bQ4KM(1, 32768);
    const Result<Solution> r = minGpus(s, 8);
    QVERIFY(r.ok());
    QCOMPARE(r.value->value, 3LL);
    QCOMPARE(r.value->binding, Constraint::None);
    QVERIFY(!estimated(llama70bQ4KM(2, 32768)).fits);
    QVERIFY(estimated(llama70bQ4KM(3, 32768)).fits);
    // At most layers + 1 counts are tried: a model that fits nowhere stops there.
    Scenario tiny = s;
    tiny.hardware.memoryBytes = 1LL << 30;
    const Result<Solution> none = minGpus(tiny, limits::kMaxGpus);
    QVERIFY(none.ok());
    QCOMPARE(none.value->value, 0LL);
    QCOMPARE(none.value->binding, Constraint::NoParallelism);
}

QTEST_GUILESS_MAIN(TestLayerSplit)
#include "tst_layersplit.moc"
