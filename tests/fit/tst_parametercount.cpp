// SPDX-License-Identifier: GPL-3.0-or-later
// Tests for headroom::fit::derivedParameterCount: today's families against their published
// parameter counts, and each architecture feature on a tiny model whose sums fit in a comment.
// Architectures are written out from the published config.json files (URLs per row; copies in
// tests/data/configs/, see SOURCES.md there); every expected value is summed by hand below.

#include <fit/fitmodel.h>

#include <QTest>

#include <limits>

using namespace headroom::fit;

Q_DECLARE_METATYPE(headroom::fit::ModelSpec)

namespace {

ModelSpec dense(int layers, int heads, int kvHeads, int headDim, int hidden, int ff, int vocab, bool tied)
{
    ModelSpec m;
    m.layers = layers;
    m.attentionHeads = heads;
    m.kvHeads = kvHeads;
    m.headDim = headDim;
    m.hiddenSize = hidden;
    m.intermediateSize = ff;
    m.vocabSize = vocab;
    m.tiedEmbeddings = tied;
    return m;
}

// https://huggingface.co/Qwen/Qwen3-8B/blob/main/config.json
ModelSpec qwen3_8b()
{
    ModelSpec m = dense(36, 32, 8, 128, 4096, 12288, 151936, false);
    m.qkNorm = true;
    return m;
}

// https://huggingface.co/Qwen/Qwen3-32B/blob/main/config.json
ModelSpec qwen3_32b()
{
    ModelSpec m = dense(64, 64, 8, 128, 5120, 25600, 151936, false);
    m.qkNorm = true;
    return m;
}

// https://huggingface.co/Qwen/Qwen3-30B-A3B/blob/main/config.json (decoder_sparse_step 1,
// mlp_only_layers []: every layer is MoE; no shared experts).
ModelSpec qwen3_30b_a3b()
{
    ModelSpec m = dense(48, 32, 4, 128, 2048, 6144, 151936, false);
    m.qkNorm = true;
    m.experts = 128;
    m.expertsPerToken = 8;
    m.expertIntermediateSize = 768;
    return m;
}

// https://huggingface.co/google/gemma-2-9b/blob/main/config.json (tied embeddings, GeGLU, 4 norms per layer)
ModelSpec gemma2_9b()
{
    ModelSpec m = dense(42, 16, 8, 256, 3584, 14336, 256000, true);
    m.normsPerLayer = 4;
    return m;
}

// https://huggingface.co/google/gemma-3-27b-it/blob/main/config.json, text_config; vocab_size
// 262208 and tie_word_embeddings from the Gemma3TextConfig defaults.
ModelSpec gemma3_27b()
{
    ModelSpec m = dense(62, 32, 16, 128, 5376, 21504, 262208, true);
    m.normsPerLayer = 4;
    m.qkNorm = true;
    return m;
}

// MLA + MoE: https://huggingface.co/deepseek-ai/DeepSeek-V3/blob/main/config.json
ModelSpec deepseekV3()
{
    ModelSpec m = dense(61, 128, 128, 192, 7168, 18432, 129280, false);
    m.headDimV = 128;
    m.qLoraRank = 1536;
    m.kvLoraRank = 512;
    m.qkNopeHeadDim = 128;
    m.qkRopeHeadDim = 64;
    m.vHeadDim = 128;
    m.experts = 256;
    m.expertsPerToken = 8;
    m.expertIntermediateSize = 2048;
    m.sharedExperts = 1;
    m.routerBias = true; // e_score_correction_bias (topk_method "noaux_tc")
    // first_k_dense_replace 3: layers 0-2 dense, 3-60 MoE.
    for (int i = 0; i < 61; ++i)
        m.layerSpecs.push_back(LayerSpec{AttentionKind::Full, 128, i >= 3});
    return m;
}

// https://huggingface.co/deepseek-ai/DeepSeek-V2-Lite/blob/main/config.json: q_lora_rank null (q_proj),
// 27 layers, first_k_dense_replace 1, 64 routed + 2 shared experts of 1408, no router bias.
ModelSpec deepseekV2Lite()
{
    ModelSpec m = dense(27, 16, 16, 192, 2048, 10944, 102400, false);
    m.headDimV = 128;
    m.kvLoraRank = 512;
    m.qkNopeHeadDim = 128;
    m.qkRopeHeadDim = 64;
    m.vHeadDim = 128;
    m.experts = 64;
    m.expertsPerToken = 6;
    m.expertIntermediateSize = 1408;
    m.sharedExperts = 2;
    for (int i = 0; i < 27; ++i)
        m.layerSpecs.push_back(LayerSpec{AttentionKind::Full, 16, i >= 1});
    return m;
}

// https://huggingface.co/openai/gpt-oss-20b/blob/main/config.json (and gpt-oss-120b: 36 layers, 128 experts)
ModelSpec gptOss(int layers, int experts)
{
    ModelSpec m = dense(layers, 64, 8, 64, 2880, 2880, 201088, false);
    m.attentionBias = true;
    m.attentionOutputBias = true;
    m.attentionSinks = true;
    m.mlpBias = true;
    m.routerBias = true;
    m.experts = experts;
    m.expertsPerToken = 4;
    for (int i = 0; i < layers; ++i)
        m.layerSpecs.push_back(LayerSpec{i % 2 == 0 ? AttentionKind::SlidingWindow : AttentionKind::Full, 8, true});
    m.slidingWindow = 128;
    return m;
}

// The tiny model for the feature rows: L 2, h 8, a 4, k 2, d 4, ff 16, V 10, untied.
//   attention: q 8*16 = 128, k 8*8 = 64, v 8*8 = 64, o 16*8 = 128 -> 384
//   FFN 3*8*16 = 384; norms 2*8 = 16 -> layer 784, two layers 1568
//   embeddings 10*8 = 80, LM head 80, final norm 8 -> 168; total 1736.
ModelSpec tiny()
{
    return dense(2, 4, 2, 4, 8, 16, 10, false);
}

} // namespace

class TestParameterCount : public QObject
{
    Q_OBJECT

private slots:
    void publishedCounts_data();
    void publishedCounts();
    void features_data();
    void features();
};

void TestParameterCount::publishedCounts_data()
{
    QTest::addColumn<ModelSpec>("model");
    QTest::addColumn<qint64>("expected");   // derived by hand from the config (arithmetic per row)
    QTest::addColumn<qint64>("notCounted"); // documented parts the published figure includes and we do not
    QTest::addColumn<qint64>("unit");       // precision of the published figure (1 = exact count)
    QTest::addColumn<qint64>("published");  // the published figure in `unit`s

    // Llama-3.1-8B, https://huggingface.co/meta-llama/Llama-3.1-8B (safetensors total 8,030,261,248):
    //   layer q,o 2*4096*4096 + k,v 2*4096*1024 = 41,943,040; MLP 3*4096*14336 = 176,160,768; norms 8,192
    //   -> 218,112,000 * 32 = 6,979,584,000; + embed and head 2*128256*4096 = 1,050,673,152 + 4,096.
    QTest::newRow("llama-3.1-8b") << dense(32, 32, 8, 128, 4096, 14336, 128256, false) << 8'030'261'248LL << 0LL << 1LL
                                  << 8'030'261'248LL;
    // Mistral-7B-v0.1 (sliding_window 4096 does not change the weights), model page "7.24B params":
    //   layer as Llama-3.1-8B 218,112,000 * 32 = 6,979,584,000; + 2*32000*4096 = 262,144,000 + 4,096
    //   = 7,241,732,096.
    ModelSpec mistral = dense(32, 32, 8, 128, 4096, 14336, 32000, false);
    mistral.slidingWindow = 4096;
    QTest::newRow("mistral-7b-v0.1") << mistral << 7'241'732'096LL << 0LL << 10'000'000LL << 724LL;
    // Qwen2.5-7B (q/k/v biases), https://huggingface.co/Qwen/Qwen2.5-7B safetensors 7,615,616,512:
    //   layer 25,690,112 + 3,670,016 + bias 3584 + 2*512 = 4,608 + MLP 203,685,888 + norms 7,168
    //   = 233,057,792 * 28 = 6,525,618,176; + 2*152064*3584 = 1,089,994,752 + 3,584.
    ModelSpec qwen25 = dense(28, 28, 4, 128, 3584, 18944, 152064, false);
    qwen25.attentionBias = true;
    QTest::newRow("qwen2.5-7b") << qwen25 << 7'615'616'512LL << 0LL << 1LL << 7'615'616'512LL;
    // Qwen3-8B, https://huggingface.co/Qwen/Qwen3-8B safetensors 8,190,735,360:
    //   attention 2*4096*4096 + 2*4096*1024 = 41,943,040 + q_norm, k_norm 2*128 = 41,943,296;
    //   MLP 3*4096*12288 = 150,994,944; norms 8,192 -> 192,946,432 * 36 = 6,946,071,552;
    //   + 2*151936*4096 = 1,244,659,712 + 4,096 = 8,190,735,360.
    QTest::newRow("qwen3-8b") << qwen3_8b() << 8'190'735'360LL << 0LL << 1LL << 8'190'735'360LL;
    // Qwen3-32B, model card https://huggingface.co/Qwen/Qwen3-32B "Number of Parameters: 32.8B":
    //   attention 2*5120*8192 + 2*5120*1024 + 256 = 94,372,096; MLP 3*5120*25600 = 393,216,000;
    //   norms 10,240 -> 487,598,336 * 64 = 31,206,293,504; + 2*151936*5120 = 1,555,824,640 + 5,120
    //   = 32,762,123,264.
    QTest::newRow("qwen3-32b") << qwen3_32b() << 32'762'123'264LL << 0LL << 100'000'000LL << 328LL;
    // Qwen3-30B-A3B, https://huggingface.co/Qwen/Qwen3-30B-A3B safetensors 30,532,122,624 (and
    // "30.53 B" in validation row LC06):
    //   attention 2*2048*4096 + 2*2048*512 + 256 = 18,874,624; experts 128*3*2048*768 = 603,979,776;
    //   router 2048*128 = 262,144; norms 4,096 -> 623,120,640 * 48 = 29,909,790,720;
    //   + 2*151936*2048 = 622,329,856 + 2,048 = 30,532,122,624.
    QTest::newRow("qwen3-30b-a3b") << qwen3_30b_a3b() << 30'532'122'624LL << 0LL << 1LL << 30'532'122'624LL;
    // Mixtral-8x7B, https://huggingface.co/mistralai/Mixtral-8x7B-v0.1 safetensors 46,702,792,704:
    //   attention 41,943,040; experts 8*176,160,768 = 1,409,286,144; router 32,768; norms 8,192
    //   -> 1,451,270,144 * 32 = 46,440,644,608; + 2*32000*4096 = 262,144,000 + 4,096.
    ModelSpec mixtral = dense(32, 32, 8, 128, 4096, 14336, 32000, false);
    mixtral.experts = 8;
    mixtral.expertsPerToken = 2;
    QTest::newRow("mixtral-8x7b") << mixtral << 46'702'792'704LL << 0LL << 1LL << 46'702'792'704LL;
    // Gemma-2-9B, https://huggingface.co/google/gemma-2-9b safetensors 9,241,705,984:
    //   attention q,o 2*3584*4096 = 29,360,128 + k,v 2*3584*2048 = 14,680,064 -> 44,040,192;
    //   MLP 3*3584*14336 = 154,140,672; 4 norms 14,336 -> 198,195,200 * 42 = 8,324,198,400;
    //   + tied embedding 256000*3584 = 917,504,000 + 3,584 = 9,241,705,984.
    QTest::newRow("gemma-2-9b") << gemma2_9b() << 9'241'705'984LL << 0LL << 1LL << 9'241'705'984LL;
    // Gemma-3-27B-it: published 27,432,406,640 ("google/gemma-3-27b-it 27432.40664 M parameters",
    // https://github.com/ai-bot-pro/achatbot/pull/150) includes the SigLIP vision tower and projector.
    //   Text: attention q,o 2*5376*4096 = 44,040,192 + k,v 2*5376*2048 = 22,020,096 + q/k norm 256
    //   = 66,060,544; MLP 3*5376*21504 = 346,816,512; 4 norms 21,504 -> 412,898,560 * 62
    //   = 25,599,710,720; + tied embedding 262208*5376 = 1,409,630,208 + 5,376 = 27,009,346,304.
    //   Not counted (vision_config: 27 layers, width 1152, MLP 4304, patch 14, image 896):
    //   patch conv 3*14*14*1152 + 1152 = 678,528; positions (896/14)^2*1152 = 4,718,592;
    //   per layer 2 LayerNorms 4,608 + q,k,v,out 4*(1152*1152 + 1152) = 5,313,024
    //   + fc1 1152*4304 + 4304 = 4,962,512 + fc2 4304*1152 + 1152 = 4,959,360 -> 15,239,504 * 27
    //   = 411,466,608; post LayerNorm 2,304 -> 416,866,032; projector 1152*5376 + soft-emb norm 1152
    //   = 6,194,304 -> 423,060,336. Text + vision = 27,432,406,640 exactly.
    QTest::newRow("gemma-3-27b text") << gemma3_27b() << 27'009'346'304LL << 423'060'336LL << 1LL << 27'432'406'640LL;
    // DeepSeek-V3: 671,026,419,200 = "671.026 B" in validation row IK02 (ik_llama.cpp, GGUF of the
    // main model; https://github.com/ikawrakow/ik_llama.cpp/discussions/258); README_WEIGHTS.md of
    // deepseek-ai/DeepSeek-V3 gives 671B main model + the MTP module, which is not counted here.
    //   MLA: q_a 7168*1536 = 11,010,048 + q_a_norm 1,536 + q_b 1536*128*192 = 37,748,736;
    //   kv_a 7168*(512+64) = 4,128,768 + kv_a_norm 512 + kv_b 512*128*(128+128) = 16,777,216;
    //   o 128*128*7168 = 117,440,512 -> 187,107,328.
    //   Dense layer: + MLP 3*7168*18432 = 396,361,728 + norms 14,336 = 583,483,392 (* 3 = 1,750,450,176).
    //   MoE layer: + (256 routed + 1 shared) * 3*7168*2048 = 257 * 44,040,192 = 11,318,329,344
    //   + router 256*7168 = 1,835,008 + e_score_correction_bias 256 + norms 14,336 = 11,507,286,272
    //   (* 58 = 667,422,603,776). + 2*129280*7168 = 1,853,358,080 + 7,168 = 671,026,419,200.
    QTest::newRow("deepseek-v3") << deepseekV3() << 671'026'419'200LL << 0LL << 1'000'000LL << 671'026LL;
    // DeepSeek-V2-Lite, model card https://huggingface.co/deepseek-ai/DeepSeek-V2-Lite "Total Params 15.7B":
    //   MLA: q_proj 2048*16*192 = 6,291,456; kv_a 2048*576 = 1,179,648 + 512; kv_b 512*16*256
    //   = 2,097,152; o 16*128*2048 = 4,194,304 -> 13,763,072.
    //   Dense layer: + 3*2048*10944 = 67,239,936 + 4,096 = 81,007,104.
    //   MoE layer: + 66 * 3*2048*1408 = 570,949,632 + router 64*2048 = 131,072 + 4,096
    //   = 584,847,872 (* 26 = 15,206,044,672). + 2*102400*2048 = 419,430,400 + 2,048 = 15,706,484,224.
    QTest::newRow("deepseek-v2-lite") << deepseekV2Lite() << 15'706'484'224LL << 0LL << 100'000'000LL << 157LL;
    // gpt-oss-20b: "20.91 B" in validation row LC09 (llama.cpp model metadata; the checkpoint stores
    // the experts in MXFP4, which does not change the count):
    //   attention q 2880*4096 + 4096 = 11,800,576; k, v 2*(2880*512 + 512) = 2,950,144;
    //   o 4096*2880 + 2880 = 11,799,360; sinks 64 -> 26,550,144.
    //   experts 32 * (gate_up 2880*5760 + 5760 + down 2880*2880 + 2880) = 32 * 24,891,840
    //   = 796,538,880; router 2880*32 + 32 = 92,192; norms 5,760 -> 823,186,976 * 24
    //   = 19,756,487,424; + 2*201088*2880 = 1,158,266,880 + 2,880 = 20,914,757,184.
    QTest::newRow("gpt-oss-20b") << gptOss(24, 32) << 20'914'757'184LL << 0LL << 10'000'000LL << 2'091LL;
    // gpt-oss-120b, OpenAI model card (https://huggingface.co/openai/gpt-oss-120b) "116.83B" total:
    //   experts 128 * 24,891,840 = 3,186,155,520; router 2880*128 + 128 = 368,768
    //   -> layer 26,550,144 + 3,186,524,288 + 5,760 = 3,213,080,192 * 36 = 115,670,886,912;
    //   + 1,158,266,880 + 2,880 = 116,829,156,672.
    QTest::newRow("gpt-oss-120b") << gptOss(36, 128) << 116'829'156'672LL << 0LL << 10'000'000LL << 11'683LL;
    // Phi-3-mini-4k, https://huggingface.co/microsoft/Phi-3-mini-4k-instruct safetensors 3,821,079,552
    // (fused qkv_proj 3072 x 9216 and gate_up_proj 3072 x 16384 hold the same counts):
    //   attention 4*3072*3072 = 37,748,736; MLP 3*3072*8192 = 75,497,472; norms 6,144
    //   -> 113,252,352 * 32 = 3,624,075,264; + 2*32064*3072 = 197,001,216 + 3,072.
    QTest::newRow("phi-3-mini-4k") << dense(32, 32, 32, 96, 3072, 8192, 32064, false) << 3'821'079'552LL << 0LL << 1LL
                                   << 3'821'079'552LL;
}

void TestParameterCount::publishedCounts()
{
    QFETCH(ModelSpec, model);
    QFETCH(qint64, expected);
    QFETCH(qint64, notCounted);
    QFETCH(qint64, unit);
    QFETCH(qint64, published);
    const qint64 derived = derivedParameterCount(model);
    QCOMPARE(derived, expected);
    // The published figure, rounded half up to its stated precision.
    QCOMPARE((derived + notCounted + unit / 2) / unit, published);
}

void TestParameterCount::features_data()
{
    QTest::addColumn<ModelSpec>("model");
    QTest::addColumn<qint64>("expected");

    QTest::newRow("tiny plain") << tiny() << 1736LL;
    ModelSpec m = tiny();
    m.attentionBias = true; // + q 16 + k 8 + v 8 = 32 per layer
    QTest::newRow("q/k/v bias") << m << 1736LL + 2 * 32;
    m = tiny();
    m.attentionOutputBias = true; // + o bias h = 8 per layer
    QTest::newRow("o_proj bias") << m << 1736LL + 2 * 8;
    m = tiny();
    m.qkNorm = true; // + q_norm, k_norm 2*4 = 8 per layer
    QTest::newRow("q/k norm") << m << 1736LL + 2 * 8;
    m = tiny();
    m.attentionSinks = true; // + one sink per head, 4 per layer
    QTest::newRow("attention sinks") << m << 1736LL + 2 * 4;
    m = tiny();
    m.normsPerLayer = 4; // + 2 more norms of 8 per layer
    QTest::newRow("four norms") << m << 1736LL + 2 * 16;
    m = tiny();
    m.mlpBias = true; // + gate 16 + up 16 + down 8 = 40 per layer
    QTest::newRow("mlp bias") << m << 1736LL + 2 * 40;
    m = tiny();
    m.tiedEmbeddings = true; // - LM head 80
    QTest::newRow("tied") << m << 1736LL - 80;
    m = tiny();
    m.headDimV = 2; // v 8*2*2 = 32 (was 64), o 4*2*8 = 64 (was 128): -96 per layer
    QTest::newRow("V head dim") << m << 1736LL - 2 * 96;
    m = tiny();
    m.headDimK = 6; // q 8*24 = 192 (+64), k 8*12 = 96 (+32): +96 per layer
    QTest::newRow("K head dim") << m << 1736LL + 2 * 96;

    // MoE: 4 experts of 384 + router 8*4 = 32 -> FFN 1568 (+1184 per layer).
    m = tiny();
    m.experts = 4;
    m.expertsPerToken = 2;
    QTest::newRow("moe") << m << 1736LL + 2 * 1184;
    m.routerBias = true; // + 4 per layer
    QTest::newRow("moe router bias") << m << 1736LL + 2 * 1184 + 2 * 4;
    m.routerBias = false;
    m.expertIntermediateSize = 8; // experts 4 * 3*8*8 = 768 + router 32 = 800 (was 384): +416 per layer
    QTest::newRow("moe expert size") << m << 1736LL + 2 * 416;
    m.sharedExperts = 1; // + one shared expert of the expert size, 192 per layer
    QTest::newRow("moe shared expert") << m << 1736LL + 2 * 416 + 2 * 192;
    m.sharedExpertIntermediateSize = 4; // shared expert 3*8*4 = 96 instead of 192
    m.sharedExpertGate = true;          // + 8 per layer
    QTest::newRow("moe shared size and gate") << m << 1736LL + 2 * 416 + 2 * (96 + 8);

    // Per-layer descriptions.
    m = tiny();
    m.layerSpecs = {LayerSpec{AttentionKind::Full, 1, false}, LayerSpec{AttentionKind::SlidingWindow, 0, false}};
    // Layer 0 has 1 KV head: k, v 8*4 = 32 each (was 64): 784 - 64 = 720; layer 1 (0 = kvHeads 2) 784.
    QTest::newRow("per-layer kv heads") << m << 720LL + 784 + 168;
    m = tiny();
    m.experts = 4;
    m.layerSpecs = {LayerSpec{AttentionKind::Full, 2, false}, LayerSpec{AttentionKind::None, 0, true}};
    // Layer 0 dense 784; layer 1 no attention, MoE FFN 1568 + norms 16 = 1584.
    QTest::newRow("dense then attention-free MoE layer") << m << 784LL + 1584 + 168;

    // MLA on the tiny model: a 4 -> use a = 2, q LoRA 4, kv LoRA 4, nope 2, rope 2, v 3.
    //   q_a 8*4 + norm 4 + q_b 4*2*4 = 68; kv_a 8*(4+2) + norm 4 = 52; kv_b 4*2*(2+3) = 40;
    //   o 2*3*8 = 48 -> 208; layer 208 + 384 + 16 = 608 * 2 = 1216 + 168 = 1384.
    m = tiny();
    m.attentionHeads = 2;
    m.kvHeads = 2;
    m.qLoraRank = 4;
    m.kvLoraRank = 4;
    m.qkNopeHeadDim = 2;
    m.qkRopeHeadDim = 2;
    m.vHeadDim = 3;
    QTest::newRow("mla") << m << 1384LL;
    m.qLoraRank = 0; // q_proj 8*2*4 = 64 instead of 68: -4 per layer
    QTest::newRow("mla full-rank q") << m << 1384LL - 2 * 4;

    // Invalid descriptions.
    m = tiny();
    m.layerSpecs = {LayerSpec{}};
    QTest::newRow("layerSpecs size") << m << -1LL;
    m = tiny();
    m.layerSpecs = {LayerSpec{}, LayerSpec{AttentionKind::Full, 2, true}};
    QTest::newRow("MoE layer without experts") << m << -1LL;
    m = tiny();
    m.kvLoraRank = 4;
    m.qkRopeHeadDim = 2;
    QTest::newRow("MLA without v_head_dim") << m << -1LL;
    m = tiny();
    m.normsPerLayer = -1;
    QTest::newRow("negative norms") << m << -1LL;
    m = tiny();
    m.kvHeads = 0;
    QTest::newRow("no KV heads") << m << -1LL;
    const int big = std::numeric_limits<int>::max();
    m = dense(big, big, big, big, big, big, big, false);
    QTest::newRow("overflow") << m << -1LL;
}

void TestParameterCount::features()
{
    QFETCH(ModelSpec, model);
    QFETCH(qint64, expected);
    QCOMPARE(derivedParameterCount(model), expected);
}

QTEST_GUILESS_MAIN(TestParameterCount)
#include "tst_parametercount.moc"
