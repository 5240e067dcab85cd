// SPDX-License-Identifier: GPL-3.0-or-later
#include <fit/fitmodel.h>
#include <fit/weightformat.h>
#include <fit/weightsplit.h>

#include <QByteArray>
#include <QTest>

#include <iterator>
#include <limits>
#include <string>
#include <string_view>

using namespace headroom::fit;

Q_DECLARE_METATYPE(headroom::fit::WeightSplit)
Q_DECLARE_METATYPE(headroom::fit::WeightFormat)
Q_DECLARE_METATYPE(headroom::fit::WeightFormatKind)
Q_DECLARE_METATYPE(headroom::fit::WeightPrecision)
Q_DECLARE_METATYPE(headroom::fit::LlamaFileType)
Q_DECLARE_METATYPE(headroom::fit::GgmlType)

// UTF-8 of U+2248 ALMOST EQUAL TO and U+00D7 MULTIPLICATION SIGN, kept as separate literals so
// that the hex escapes cannot swallow the digits that follow.
#define APPROX "\xE2\x89\x88"
#define TIMES "\xC3\x97"

namespace {

constexpr qint64 GiB = 1024LL * 1024 * 1024;

QByteArray bytes(std::string_view s)
{
    return QByteArray(s.data(), static_cast<qsizetype>(s.size()));
}

std::string_view view(const QByteArray &b)
{
    return std::string_view(b.constData(), static_cast<std::size_t>(b.size()));
}

// Splits derived from the published config.json files. Every total is checked against the
// published parameter count in splitsMatchPublishedCounts().

// Llama-3-8B and Llama-3.1-8B (same tensors):
// https://huggingface.co/meta-llama/Llama-3.1-8B/blob/main/config.json
// hidden 4096, 32 layers, 32 heads, 8 KV heads (head_dim 128), intermediate 14336, vocab 128256,
// untied. Per layer: q 4096*4096 + k 4096*1024 + v 4096*1024 + o 4096*4096 = 41,943,040;
// gate, up, down 3 * 4096 * 14336 = 176,160,768; together 218,103,808; 32 layers 6,979,321,856.
// Embeddings and LM head 128256 * 4096 = 525,336,576 each; norms (2 * 32 + 1) * 4096 = 266,240.
WeightSplit llama3_8b()
{
    WeightSplit s;
    s.linearParams = 6'979'321'856;
    s.embeddingParams = 525'336'576;
    s.outputHeadParams = 525'336'576;
    s.normParams = 266'240;
    return s;
}

// Llama-3.2-1B: https://huggingface.co/meta-llama/Llama-3.2-1B/blob/main/config.json
// hidden 2048, 16 layers, 32 heads of 64, 8 KV heads, intermediate 8192, vocab 128256,
// tie_word_embeddings true. Per layer: q 2048*2048 + k 2048*512 + v 2048*512 + o 2048*2048 =
// 10,485,760; MLP 3 * 2048 * 8192 = 50,331,648; together 60,817,408; 16 layers 973,078,528.
// Embeddings 128256 * 2048 = 262,668,288 (no separate head); norms (2 * 16 + 1) * 2048 = 67,584.
WeightSplit llama32_1b()
{
    WeightSplit s;
    s.linearParams = 973'078'528;
    s.embeddingParams = 262'668'288;
    s.normParams = 67'584;
    return s;
}

// Qwen3-30B-A3B: https://huggingface.co/Qwen/Qwen3-30B-A3B/blob/main/config.json
// hidden 2048, 48 layers, 32 heads of 128, 4 KV heads, 128 experts of moe_intermediate 768,
// vocab 151936, untied. Per layer: q 2048*4096 + k 2048*512 + v 2048*512 + o 4096*2048 =
// 18,874,368; experts 128 * 3 * 2048 * 768 = 603,979,776; router 2048 * 128 = 262,144;
// norms 2 * 2048 + q_norm 128 + k_norm 128 = 4,352.
// linear 48 * (18,874,368 + 603,979,776) = 29,896,998,912 of which experts 28,991,029,248;
// routers 12,582,912; norms 48 * 4,352 + 2,048 = 210,944; embeddings = head = 311,164,928.
WeightSplit qwen3_30bA3b()
{
    WeightSplit s;
    s.linearParams = 29'896'998'912;
    s.expertParams = 28'991'029'248;
    s.embeddingParams = 311'164'928;
    s.outputHeadParams = 311'164'928;
    s.normParams = 210'944;
    s.routerParams = 12'582'912;
    return s;
}

// Qwen3-235B-A22B: https://huggingface.co/Qwen/Qwen3-235B-A22B/blob/main/config.json
// hidden 4096, 94 layers, 64 heads of 128, 4 KV heads, 128 experts of 1536, vocab 151936,
// untied. Per layer: q 4096*8192 + k 4096*512 + v 4096*512 + o 8192*4096 = 71,303,168;
// experts 128 * 3 * 4096 * 1536 = 2,415,919,104; router 4096 * 128 = 524,288;
// norms 2 * 4096 + 2 * 128 = 8,448.
// linear 94 * 2,487,222,272 = 233,798,893,568 of which experts 227,096,395,776;
// routers 49,283,072; norms 94 * 8,448 + 4,096 = 798,208; embeddings = head = 622,329,856.
WeightSplit qwen3_235bA22b()
{
    WeightSplit s;
    s.linearParams = 233'798'893'568;
    s.expertParams = 227'096'395'776;
    s.embeddingParams = 622'329'856;
    s.outputHeadParams = 622'329'856;
    s.normParams = 798'208;
    s.routerParams = 49'283'072;
    return s;
}

// gpt-oss-20b: https://huggingface.co/openai/gpt-oss-20b/blob/main/config.json
// hidden 2880, 24 layers, 64 heads of 64, 8 KV heads, 32 experts of intermediate 2880,
// vocab 201088, untied. Per layer: q 2880*4096 + k 2880*512 + v 2880*512 + o 4096*2880 =
// 26,542,080; experts gate_up 32 * 2880 * 5760 + down 32 * 2880 * 2880 = 796,262,400;
// router 2880 * 32 = 92,160; 1-D and bias tensors: norms 2 * 2880, q/k/v/o biases
// 4096 + 512 + 512 + 2880, sinks 64, expert biases 32 * 5760 + 32 * 2880, router bias 32 = 290,336.
// linear 24 * 822,804,480 = 19,747,307,520 of which experts 19,110,297,600; routers 2,211,840;
// norms and biases 24 * 290,336 + 2,880 = 6,970,944; embeddings = head = 579,133,440.
WeightSplit gptOss20b()
{
    WeightSplit s;
    s.linearParams = 19'747'307'520;
    s.expertParams = 19'110'297'600;
    s.embeddingParams = 579'133'440;
    s.outputHeadParams = 579'133'440;
    s.normParams = 6'970'944;
    s.routerParams = 2'211'840;
    return s;
}

} // namespace

class TestWeightFormat : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void splitsMatchPublishedCounts_data();
    void splitsMatchPublishedCounts();
    void linearBitsPerWeight_data();
    void linearBitsPerWeight();
    void fileTypeTable_data();
    void fileTypeTable();
    void policy_data();
    void policy();
    void weightBytes_data();
    void weightBytes();
    void publishedSizes_data();
    void publishedSizes();
    void denseMatchesFirstFitModel_data();
    void denseMatchesFirstFitModel();
    void parseRoundTrip_data();
    void parseRoundTrip();
    void everyTypeRoundTrips();
    void parseRejects_data();
    void parseRejects();
    void labels_data();
    void labels();
    void invalidFormats_data();
    void invalidFormats();
    void invalidSplits_data();
    void invalidSplits();
    // Issue 14 item 7: fbgemm FP8, compressed-tensors W8A8 / W<n>A16, vLLM's MXFP4 expert padding.
    void rowsOfPublishedConfigs();
    void servingFormatBytes_data();
    void servingFormatBytes();
    void servingFormatSpellings_data();
    void servingFormatSpellings();
    void servingFormatRefusals_data();
    void servingFormatRefusals();
    void vllmMxfp4Padding_data();
    void vllmMxfp4Padding();
    void vllmMxfp4ShardedWeights();
};

void TestWeightFormat::splitsMatchPublishedCounts_data()
{
    QTest::addColumn<WeightSplit>("split");
    QTest::addColumn<qint64>("published");

    // Hugging Face safetensors total of Llama-3.1-8B (model page).
    QTest::newRow("Llama-3.1-8B") << llama3_8b() << 8'030'261'248LL;
    // Hugging Face safetensors total of Llama-3.2-1B (model page).
    QTest::newRow("Llama-3.2-1B") << llama32_1b() << 1'235'814'400LL;
    // llama.cpp prints 30.53 B (engine-measurements.tsv LC06), 235.09 B (LC03), 20.91 B (LC09):
    // the exact sums below round to those.
    QTest::newRow("Qwen3-30B-A3B") << qwen3_30bA3b() << 30'532'122'624LL;
    QTest::newRow("Qwen3-235B-A22B") << qwen3_235bA22b() << 235'093'634'560LL;
    QTest::newRow("gpt-oss-20b") << gptOss20b() << 20'914'757'184LL;
}

void TestWeightFormat::splitsMatchPublishedCounts()
{
    QFETCH(WeightSplit, split);
    QFETCH(qint64, published);
    QCOMPARE(qint64(totalParams(split)), published);
}

void TestWeightFormat::linearBitsPerWeight_data()
{
    QTest::addColumn<QByteArray>("spelling");
    QTest::addColumn<qint64>("num");
    QTest::addColumn<qint64>("den");
    QTest::addColumn<bool>("approximate");

    // Dense element sizes (fit-anchors §4.1).
    QTest::newRow("fp32") << QByteArray("fp32") << 32LL << 1LL << false;
    QTest::newRow("bf16") << QByteArray("bf16") << 16LL << 1LL << false;
    QTest::newRow("fp16") << QByteArray("fp16") << 16LL << 1LL << false;
    QTest::newRow("fp8") << QByteArray("fp8") << 8LL << 1LL << false;
    QTest::newRow("int8") << QByteArray("int8") << 8LL << 1LL << false;
    QTest::newRow("int4") << QByteArray("int4") << 4LL << 1LL << false;
    // GGML types: block bytes * 8 / block values (ggml-common.h).
    QTest::newRow("q8_0 34*8/32 = 8.5") << QByteArray("q8_0") << 17LL << 2LL << false;
    QTest::newRow("q4_k 144*8/256 = 4.5") << QByteArray("q4_k") << 9LL << 2LL << false;
    QTest::newRow("q6_k 210*8/256 = 6.5625") << QByteArray("q6_k") << 105LL << 16LL << false;
    QTest::newRow("iq4_xs 136*8/256 = 4.25") << QByteArray("iq4_xs") << 17LL << 4LL << false;
    QTest::newRow("iq2_xxs 66*8/256 = 2.0625") << QByteArray("iq2_xxs") << 33LL << 16LL << false;
    QTest::newRow("ggml-mxfp4 17*8/32 = 4.25") << QByteArray("ggml-mxfp4") << 17LL << 4LL << false;
    QTest::newRow("f16") << QByteArray("f16") << 16LL << 1LL << false;
    // llama.cpp file types, Llama-3-8B linear mix (u = 4096 * 1024; 1664u linear weights):
    // Q4_K_M: 240u q6_K + 1424u q4_K: (240 * 6.5625 + 1424 * 4.5) / 1664 = (1575 + 6408) / 1664.
    QTest::newRow("q4_k_m") << QByteArray("q4_k_m") << 7983LL << 1664LL << true;
    // Q4_K_S: 60u q5_K + 1604u q4_K: (330 + 7218) / 1664 = 7548/1664 = 1887/416.
    QTest::newRow("q4_k_s") << QByteArray("q4_k_s") << 1887LL << 416LL << true;
    // Q5_K_M: (240 * 6.5625 + 1424 * 5.5) / 1664 = (1575 + 7832) / 1664 = 9407/1664.
    QTest::newRow("q5_k_m") << QByteArray("q5_k_m") << 9407LL << 1664LL << true;
    QTest::newRow("q5_k_s") << QByteArray("q5_k_s") << 11LL << 2LL << true;
    // Q3_K_M: 30u q5_K + 578u q4_K + 1056u q3_K: (165 + 2601 + 3630) / 1664 = 6396/1664 = 123/32.
    QTest::newRow("q3_k_m") << QByteArray("q3_k_m") << 123LL << 32LL << true;
    // Q2_K: 32u q4_K + 576u q3_K + 1056u q2_K: (144 + 1980 + 2772) / 1664 = 4896/1664 = 153/52.
    QTest::newRow("gguf-q2_k") << QByteArray("gguf-q2_k") << 153LL << 52LL << true;
    QTest::newRow("gguf-q6_k") << QByteArray("gguf-q6_k") << 105LL << 16LL << true;
    QTest::newRow("gguf-q8_0") << QByteArray("gguf-q8_0") << 17LL << 2LL << true;
    QTest::newRow("gguf-q4_0") << QByteArray("gguf-q4_0") << 9LL << 2LL << true;
    // MXFP4_MOE: the routed experts are mxfp4 whatever the architecture.
    QTest::newRow("mxfp4_moe") << QByteArray("mxfp4_moe") << 17LL << 4LL << false;
    // GPTQ / AWQ: bits + 16/g + bits/g.
    // 4-bit g128: 4 + 16/128 + 4/128 = 4.15625 = 133/32.
    QTest::newRow("gptq-4bit-g128") << QByteArray("gptq-4bit-g128") << 133LL << 32LL << false;
    // 4-bit g32: 4 + 0.5 + 0.125 = 4.625 = 37/8.
    QTest::newRow("gptq-4bit-g32") << QByteArray("gptq-4bit-g32") << 37LL << 8LL << false;
    // 3-bit g128: 3 + 19/128 = 403/128.
    QTest::newRow("gptq-3bit-g128") << QByteArray("gptq-3bit-g128") << 403LL << 128LL << false;
    // 8-bit g128: 8 + 24/128 = 8.1875 = 131/16.
    QTest::newRow("gptq-8bit-g128") << QByteArray("gptq-8bit-g128") << 131LL << 16LL << false;
    // 2-bit g64: 2 + 18/64 = 146/64 = 73/32.
    QTest::newRow("gptq-2bit-g64") << QByteArray("gptq-2bit-g64") << 73LL << 32LL << false;
    // group size -1 (one group per column): the per-column scales and zeros are not counted.
    QTest::newRow("gptq-4bit-g-1") << QByteArray("gptq-4bit-g-1") << 4LL << 1LL << false;
    QTest::newRow("awq-4bit-g128") << QByteArray("awq-4bit-g128") << 133LL << 32LL << false;
    // 4-bit g64: 4 + 20/64 = 4.3125 = 69/16.
    QTest::newRow("awq-4bit-g64") << QByteArray("awq-4bit-g64") << 69LL << 16LL << false;
    // bitsandbytes NF4: 4 + 32/64 = 4.5; double quantization 4 + 8/64 + 32/(64*256) =
    // 4 + 0.125 + 0.001953125 = 4.126953125 = 2113/512.
    QTest::newRow("nf4") << QByteArray("nf4") << 9LL << 2LL << false;
    QTest::newRow("nf4-dq") << QByteArray("nf4-dq") << 2113LL << 512LL << false;
    QTest::newRow("bnb-int8") << QByteArray("bnb-int8") << 8LL << 1LL << false;
    // FP8: per-tensor scale 8; 128x128 blocks of fp32 scales 8 + 32/16384 = 4097/512.
    QTest::newRow("fp8-tensor") << QByteArray("fp8-tensor") << 8LL << 1LL << false;
    QTest::newRow("fp8-block128") << QByteArray("fp8-block128") << 4097LL << 512LL << false;
    // MXFP4: 4 + 8/32 = 4.25.
    QTest::newRow("mxfp4") << QByteArray("mxfp4") << 17LL << 4LL << false;
}

void TestWeightFormat::linearBitsPerWeight()
{
    QFETCH(QByteArray, spelling);
    QFETCH(qint64, num);
    QFETCH(qint64, den);
    QFETCH(bool, approximate);

    const std::optional<WeightFormat> f = parseWeightFormat(view(spelling));
    QVERIFY(f.has_value());
    const Rational bpw = headroom::fit::linearBitsPerWeight(*f);
    QCOMPARE(qint64(bpw.num), num);
    QCOMPARE(qint64(bpw.den), den);
    QCOMPARE(isApproximate(*f), approximate);
}

// The rows of llama-quant.cpp that decide the file-type mixes: llama_ftype_get_default_type,
// the token_embd rule (unchanged for these file types) and the output rule
// ("new_type != Q8_0 -> Q6_K").
void TestWeightFormat::fileTypeTable_data()
{
    QTest::addColumn<LlamaFileType>("fileType");
    QTest::addColumn<QByteArray>("name");
    QTest::addColumn<GgmlType>("base");
    QTest::addColumn<GgmlType>("embedding");
    QTest::addColumn<GgmlType>("output");

    QTest::newRow("Q4_0") << LlamaFileType::Q4_0 << QByteArray("Q4_0") << GgmlType::Q4_0 << GgmlType::Q4_0
                          << GgmlType::Q6_K;
    QTest::newRow("Q8_0") << LlamaFileType::Q8_0 << QByteArray("Q8_0") << GgmlType::Q8_0 << GgmlType::Q8_0
                          << GgmlType::Q8_0;
    QTest::newRow("Q2_K") << LlamaFileType::Q2_K << QByteArray("Q2_K") << GgmlType::Q2_K << GgmlType::Q2_K
                          << GgmlType::Q6_K;
    QTest::newRow("Q3_K_M") << LlamaFileType::Q3_K_M << QByteArray("Q3_K_M") << GgmlType::Q3_K << GgmlType::Q3_K
                            << GgmlType::Q6_K;
    QTest::newRow("Q4_K_M") << LlamaFileType::Q4_K_M << QByteArray("Q4_K_M") << GgmlType::Q4_K << GgmlType::Q4_K
                            << GgmlType::Q6_K;
    QTest::newRow("Q5_K_S") << LlamaFileType::Q5_K_S << QByteArray("Q5_K_S") << GgmlType::Q5_K << GgmlType::Q5_K
                            << GgmlType::Q6_K;
    QTest::newRow("Q6_K") << LlamaFileType::Q6_K << QByteArray("Q6_K") << GgmlType::Q6_K << GgmlType::Q6_K
                          << GgmlType::Q6_K;
    // MXFP4_MOE: default type mxfp4, but token_embd (ne[2] = 1) and output are q8_0.
    QTest::newRow("MXFP4_MOE") << LlamaFileType::MXFP4_MOE << QByteArray("MXFP4_MOE") << GgmlType::MXFP4
                               << GgmlType::Q8_0 << GgmlType::Q8_0;
}

void TestWeightFormat::fileTypeTable()
{
    QFETCH(LlamaFileType, fileType);
    QFETCH(QByteArray, name);
    QFETCH(GgmlType, base);
    QFETCH(GgmlType, embedding);
    QFETCH(GgmlType, output);

    const LlamaFileTypeInfo info = llamaFileTypeInfo(fileType);
    QCOMPARE(bytes(info.name), name);
    QCOMPARE(int(info.baseType), int(base));
    QCOMPARE(int(info.embeddingType), int(embedding));
    QCOMPARE(int(info.outputType), int(output));
}

void TestWeightFormat::policy_data()
{
    QTest::addColumn<QByteArray>("spelling");
    // linear, experts, embedding, tied embedding, output head, norm, router: num/den pairs.
    QTest::addColumn<QList<qint64>>("rates");

    // Dense: everything at the dtype.
    QTest::newRow("bf16") << QByteArray("bf16") << QList<qint64>{16, 1, 16, 1, 16, 1, 16, 1, 16, 1, 16, 1, 16, 1};
    // --pure q8_0: all matrices 8.5, norms and routers f32.
    QTest::newRow("q8_0") << QByteArray("q8_0") << QList<qint64>{17, 2, 17, 2, 17, 2, 17, 2, 17, 2, 32, 1, 32, 1};
    // Q4_K_M: linear mix, token_embd q4_K (4.5), tied token_embd and output q6_K (6.5625).
    QTest::newRow("q4_k_m") << QByteArray("q4_k_m")
                            << QList<qint64>{7983, 1664, 7983, 1664, 9, 2, 105, 16, 105, 16, 32, 1, 32, 1};
    // MXFP4_MOE: other linears, embeddings and output q8_0, experts mxfp4.
    QTest::newRow("mxfp4_moe") << QByteArray("mxfp4_moe")
                               << QList<qint64>{17, 2, 17, 4, 17, 2, 17, 2, 17, 2, 32, 1, 32, 1};
    // GPTQ: linears 133/32, everything else 16-bit.
    QTest::newRow("gptq-4bit-g128") << QByteArray("gptq-4bit-g128")
                                    << QList<qint64>{133, 32, 133, 32, 16, 1, 16, 1, 16, 1, 16, 1, 16, 1};
    QTest::newRow("nf4-dq") << QByteArray("nf4-dq")
                            << QList<qint64>{2113, 512, 2113, 512, 16, 1, 16, 1, 16, 1, 16, 1, 16, 1};
    QTest::newRow("fp8-block128") << QByteArray("fp8-block128")
                                  << QList<qint64>{4097, 512, 4097, 512, 16, 1, 16, 1, 16, 1, 16, 1, 16, 1};
    // gpt-oss MXFP4: only the experts are 4.25; attention and the rest bf16.
    QTest::newRow("mxfp4") << QByteArray("mxfp4") << QList<qint64>{16, 1, 17, 4, 16, 1, 16, 1, 16, 1, 16, 1, 16, 1};
}

void TestWeightFormat::policy()
{
    QFETCH(QByteArray, spelling);
    QFETCH(QList<qint64>, rates);

    const std::optional<WeightFormat> f = parseWeightFormat(view(spelling));
    QVERIFY(f.has_value());
    const TensorPrecisionPolicy p = tensorPrecisionPolicy(*f);
    const Rational got[] = {p.linear, p.experts, p.embedding, p.tiedEmbedding, p.outputHead, p.norm, p.router};
    QCOMPARE(rates.size(), qsizetype(2 * std::size(got)));
    for (qsizetype i = 0; i < qsizetype(std::size(got)); ++i) {
        QCOMPARE(qint64(got[i].num), rates[2 * i]);
        QCOMPARE(qint64(got[i].den), rates[2 * i + 1]);
    }
}

void TestWeightFormat::weightBytes_data()
{
    QTest::addColumn<WeightSplit>("split");
    QTest::addColumn<QByteArray>("spelling");
    QTest::addColumn<qint64>("expected");

    // Llama-3.1-8B: linear L = 6,979,321,856; embeddings E = head = 525,336,576; norms N = 266,240.
    // Dense bf16: 8,030,261,248 * 2 (the first fit model's figure).
    QTest::newRow("llama-8b bf16") << llama3_8b() << QByteArray("bf16") << 16'060'522'496LL;
    QTest::newRow("llama-8b fp32") << llama3_8b() << QByteArray("fp32") << 32'121'044'992LL;
    // int4: L/2 3,489,660,928 + 2 * E/2 262,668,288 + N/2 133,120 = 4,015,130,624.
    QTest::newRow("llama-8b int4") << llama3_8b() << QByteArray("int4") << 4'015'130'624LL;
    // GPTQ 4-bit g128: L * 133/256 = 27,262,976 * 133 = 3,625,975,808; embeddings and head fp16
    // 2 * E * 2 = 2,101,346,304; norms 2N = 532,480; total 5,727,854,592.
    QTest::newRow("llama-8b gptq-4bit-g128") << llama3_8b() << QByteArray("gptq-4bit-g128") << 5'727'854'592LL;
    QTest::newRow("llama-8b awq-4bit-g128") << llama3_8b() << QByteArray("awq-4bit-g128") << 5'727'854'592LL;
    // NF4: L * 9/16 = 436,207,616 * 9 = 3,925,868,544; + 2,101,346,304 + 532,480 = 6,027,747,328.
    QTest::newRow("llama-8b nf4") << llama3_8b() << QByteArray("nf4") << 6'027'747'328LL;
    // NF4 + DQ: L * 2113/4096 = 1,703,936 * 2113 = 3,600,416,768; + 2,101,878,784 = 5,702,295,552.
    QTest::newRow("llama-8b nf4-dq") << llama3_8b() << QByteArray("nf4-dq") << 5'702'295'552LL;
    // LLM.int8: L * 1 + 2,101,878,784 = 9,081,200,640 (same as FP8 with a per-tensor scale).
    QTest::newRow("llama-8b bnb-int8") << llama3_8b() << QByteArray("bnb-int8") << 9'081'200'640LL;
    QTest::newRow("llama-8b fp8-tensor") << llama3_8b() << QByteArray("fp8-tensor") << 9'081'200'640LL;
    // FP8 128x128 blocks: L * 4097/4096 = 1,703,936 * 4097 = 6,981,025,792; + 2,101,878,784.
    QTest::newRow("llama-8b fp8-block128") << llama3_8b() << QByteArray("fp8-block128") << 9'082'904'576LL;
    // Pure q8_0: (L + 2E) * 17/16 = 8,029,995,008 / 16 * 17 = 8,531,869,696; norms f32 4N =
    // 1,064,960; total 8,532,934,656.
    QTest::newRow("llama-8b q8_0") << llama3_8b() << QByteArray("q8_0") << 8'532'934'656LL;
    // Q4_K_M: L * 7983/13312 = 524,288 * 7983 = 4,185,391,104 (= 1,006,632,960 q6_K weights *
    // 210/256 + 5,972,688,896 q4_K weights * 144/256); token_embd q4_K E * 144/256 = 295,501,824;
    // output q6_K E * 210/256 = 430,940,160; norms f32 1,064,960; total 4,912,898,048.
    QTest::newRow("llama-8b q4_k_m") << llama3_8b() << QByteArray("q4_k_m") << 4'912'898'048LL;
    // MXFP4 on a model without experts quantizes nothing: as bf16.
    QTest::newRow("llama-8b mxfp4 (no experts)") << llama3_8b() << QByteArray("mxfp4") << 16'060'522'496LL;

    // Llama-3.2-1B, tied: linear 973,078,528; embeddings 262,668,288; norms 67,584.
    // Q4_K_M: linear 973,078,528 * 7983 / 13312 = 950,272 * 7983 / 13 = 583,540,105.8 -> 583,540,106;
    // tied token_embd takes the output rule, q6_K: 262,668,288 / 256 * 210 = 215,470,080;
    // norms f32 270,336; total 799,280,522.
    QTest::newRow("llama-1b tied q4_k_m") << llama32_1b() << QByteArray("q4_k_m") << 799'280'522LL;
    // Pure q8_0: (973,078,528 + 262,668,288) * 17/16 = 1,235,746,816 / 16 * 17 = 1,312,980,992;
    // norms 270,336; total 1,313,251,328.
    QTest::newRow("llama-1b tied q8_0") << llama32_1b() << QByteArray("q8_0") << 1'313'251'328LL;
    // GPTQ: 973,078,528 / 256 * 133 = 505,544,704; embeddings fp16 525,336,576; norms 135,168.
    QTest::newRow("llama-1b tied gptq-4bit-g128") << llama32_1b() << QByteArray("gptq-4bit-g128") << 1'031'016'448LL;

    // gpt-oss-20b: experts X = 19,110,297,600; other linear 637,009,920; E = head = 579,133,440;
    // norms and biases 6,970,944; routers 2,211,840.
    // MXFP4 (the Hugging Face checkpoint): X * 17/32 = 597,196,800 * 17 = 10,152,345,600; the rest
    // bf16: (637,009,920 + 2 * 579,133,440 + 6,970,944 + 2,211,840) * 2 = 3,608,919,168;
    // total 13,761,264,768.
    QTest::newRow("gpt-oss-20b mxfp4") << gptOss20b() << QByteArray("mxfp4") << 13'761'264'768LL;
    // MXFP4_MOE (GGUF): experts 10,152,345,600; other linear, embeddings and head q8_0:
    // (637,009,920 + 1,158,266,880) * 17/16 = 1,795,276,800 / 16 * 17 = 1,907,481,600;
    // norms, biases and routers f32 (6,970,944 + 2,211,840) * 4 = 36,731,136; total 12,096,558,336.
    QTest::newRow("gpt-oss-20b mxfp4_moe") << gptOss20b() << QByteArray("mxfp4_moe") << 12'096'558'336LL;
}

void TestWeightFormat::weightBytes()
{
    QFETCH(WeightSplit, split);
    QFETCH(QByteArray, spelling);
    QFETCH(qint64, expected);

    const std::optional<WeightFormat> f = parseWeightFormat(view(spelling));
    QVERIFY(f.has_value());
    QCOMPARE(qint64(headroom::fit::weightBytes(split, *f)), expected);
}

// Real sizes printed by llama.cpp. The estimate must be within `toleranceBp` basis points
// (1/10000) of the printed GiB figure (printed to 0.01 GiB).
void TestWeightFormat::publishedSizes_data()
{
    QTest::addColumn<WeightSplit>("split");
    QTest::addColumn<QByteArray>("spelling");
    QTest::addColumn<qint64>("printedCentiGiB");
    QTest::addColumn<qint64>("toleranceBp");

    // llama.cpp tools/quantize/quantize.cpp QUANT_OPTIONS, sizes for Llama-3-8B ("G" = GiB):
    // https://github.com/ggml-org/llama.cpp/blob/master/tools/quantize/quantize.cpp
    // The per-tensor rules reproduce every size within 0.3 % (the GGUF metadata, mostly the
    // 128,256-token vocabulary, is not counted); 0.4 % is allowed.
    const struct {
        const char *spelling;
        qint64 centiGiB;
    } quantizeCpp[] = {
        {"gguf-q4_0", 434}, {"gguf-q4_1", 478}, {"gguf-q5_0", 521}, {"gguf-q5_1", 565}, {"gguf-q2_k", 296},
        {"q3_k_s", 341},    {"q3_k_m", 374},    {"q3_k_l", 403},    {"q4_k_s", 437},    {"q4_k_m", 458},
        {"q5_k_s", 521},    {"q5_k_m", 533},    {"gguf-q6_k", 614}, {"gguf-q8_0", 796},
    };
    for (const auto &row : quantizeCpp) {
        QTest::addRow("quantize.cpp Llama-3-8B %s", row.spelling)
            << llama3_8b() << QByteArray(row.spelling) << row.centiGiB << 40LL;
    }
    // The same Q8_0 figure with every matrix (token_embd and output included) q8_0 and norms f32:
    // 8,532,934,656 bytes = 7.947 GiB against 7.96 GiB, within 1 %.
    QTest::newRow("quantize.cpp Llama-3-8B pure q8_0") << llama3_8b() << QByteArray("q8_0") << 796LL << 100LL;
    // engine-measurements.tsv LC03 (https://github.com/ikawrakow/ik_llama.cpp/pull/370):
    // Qwen3 235B A22B Q8_0, "file size 232.77 GiB (8.51 BPW)". (L + 2E) * 17/16 =
    // 249,733,775,360 plus f32 norms and routers 200,325,120 = 249,934,100,480 bytes = 232.769 GiB.
    QTest::newRow("LC03 Qwen3-235B-A22B q8_0") << qwen3_235bA22b() << QByteArray("q8_0") << 23277LL << 5LL;
    // engine-measurements.tsv LC09 (llama-cli transcript, ggml-org/gpt-oss-20b-GGUF): "MXFP4 MoE;
    // file size 11.27 GiB"; 12,096,558,336 bytes = 11.266 GiB.
    QTest::newRow("LC09 gpt-oss-20b mxfp4_moe") << gptOss20b() << QByteArray("mxfp4_moe") << 1127LL << 10LL;
    // engine-measurements.tsv LC06 (https://github.com/ikawrakow/ik_llama.cpp/issues/514):
    // Qwen3-30B-A3B "Q4_K - Medium; file size 17.28 GiB". The Llama-3-8B mix is an approximation
    // here (48 layers, experts): 17.146 GiB, 0.8 % low; 1.5 % is allowed.
    QTest::newRow("LC06 Qwen3-30B-A3B q4_k_m (approximate)")
        << qwen3_30bA3b() << QByteArray("q4_k_m") << 1728LL << 150LL;
}

void TestWeightFormat::publishedSizes()
{
    QFETCH(WeightSplit, split);
    QFETCH(QByteArray, spelling);
    QFETCH(qint64, printedCentiGiB);
    QFETCH(qint64, toleranceBp);

    const std::optional<WeightFormat> f = parseWeightFormat(view(spelling));
    QVERIFY(f.has_value());
    const qint64 estimate = headroom::fit::weightBytes(split, *f);
    QVERIFY(estimate > 0);
    // |estimate - printed| <= tolerance * printed, scaled by 100 * 10000 to stay in integers.
    const qint64 printedTimes100 = printedCentiGiB * GiB;
    const qint64 diffTimes100 = qAbs(estimate * 100 - printedTimes100);
    QVERIFY2(
        diffTimes100 * 10000 <= toleranceBp * printedTimes100,
        qPrintable(
            QStringLiteral("estimate %1 bytes, printed %2 GiB").arg(estimate).arg(double(printedCentiGiB) / 100.0)));
}

// The dense formats reproduce the first fit model's weight bytes (every tensor at the precision).
void TestWeightFormat::denseMatchesFirstFitModel_data()
{
    QTest::addColumn<WeightPrecision>("precision");
    QTest::addColumn<QByteArray>("spelling");
    QTest::addColumn<qint64>("expected");

    // 8,030,261,248 parameters * bytes per weight.
    QTest::newRow("fp32") << WeightPrecision::FP32 << QByteArray("fp32") << 32'121'044'992LL;
    QTest::newRow("bf16") << WeightPrecision::BF16 << QByteArray("bf16") << 16'060'522'496LL;
    QTest::newRow("fp16") << WeightPrecision::FP16 << QByteArray("fp16") << 16'060'522'496LL;
    QTest::newRow("fp8") << WeightPrecision::FP8 << QByteArray("fp8") << 8'030'261'248LL;
    QTest::newRow("int8") << WeightPrecision::INT8 << QByteArray("int8") << 8'030'261'248LL;
    QTest::newRow("int4") << WeightPrecision::INT4 << QByteArray("int4") << 4'015'130'624LL;
}

void TestWeightFormat::denseMatchesFirstFitModel()
{
    QFETCH(WeightPrecision, precision);
    QFETCH(QByteArray, spelling);
    QFETCH(qint64, expected);

    const WeightFormat f = weightFormatFor(precision);
    QCOMPARE(f.kind, WeightFormatKind::Dense);
    QCOMPARE(bytes(toString(f)), spelling);
    QCOMPARE(qint64(headroom::fit::weightBytes(llama3_8b(), f)), expected);

    Scenario s;
    s.model.parameterCount = 8'030'261'248;
    s.weights = precision;
    QCOMPARE(qint64(weightBytesPerDevice(s)), expected);
}

void TestWeightFormat::parseRoundTrip_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<WeightFormatKind>("kind");
    QTest::addColumn<QByteArray>("canonical");

    using K = WeightFormatKind;
    QTest::newRow("fp32") << QByteArray("fp32") << K::Dense << QByteArray("fp32");
    QTest::newRow("BF16") << QByteArray("BF16") << K::Dense << QByteArray("bf16");
    QTest::newRow("fp16") << QByteArray("fp16") << K::Dense << QByteArray("fp16");
    QTest::newRow("fp8") << QByteArray("fp8") << K::Dense << QByteArray("fp8");
    QTest::newRow("int8") << QByteArray("int8") << K::Dense << QByteArray("int8");
    QTest::newRow("int4") << QByteArray("int4") << K::Dense << QByteArray("int4");
    QTest::newRow("q8_0") << QByteArray("q8_0") << K::Ggml << QByteArray("q8_0");
    QTest::newRow("Q4_K") << QByteArray("Q4_K") << K::Ggml << QByteArray("q4_k");
    QTest::newRow("ggml-q4_k") << QByteArray("ggml-q4_k") << K::Ggml << QByteArray("q4_k");
    QTest::newRow("iq4_nl") << QByteArray("iq4_nl") << K::Ggml << QByteArray("iq4_nl");
    QTest::newRow("f16") << QByteArray("f16") << K::Ggml << QByteArray("f16");
    QTest::newRow("ggml-bf16") << QByteArray("ggml-bf16") << K::Ggml << QByteArray("ggml-bf16");
    QTest::newRow("ggml-mxfp4") << QByteArray("ggml-mxfp4") << K::Ggml << QByteArray("ggml-mxfp4");
    QTest::newRow("q4_k_m") << QByteArray("q4_k_m") << K::GgufFileType << QByteArray("q4_k_m");
    QTest::newRow("Q4_K_M") << QByteArray("Q4_K_M") << K::GgufFileType << QByteArray("q4_k_m");
    QTest::newRow("gguf-q4_k_m") << QByteArray("gguf-q4_k_m") << K::GgufFileType << QByteArray("q4_k_m");
    QTest::newRow("gguf-q8_0") << QByteArray("gguf-q8_0") << K::GgufFileType << QByteArray("gguf-q8_0");
    QTest::newRow("gguf-Q2_K") << QByteArray("gguf-Q2_K") << K::GgufFileType << QByteArray("gguf-q2_k");
    QTest::newRow("q3_k_s") << QByteArray("q3_k_s") << K::GgufFileType << QByteArray("q3_k_s");
    QTest::newRow("q5_k_m") << QByteArray("q5_k_m") << K::GgufFileType << QByteArray("q5_k_m");
    QTest::newRow("mxfp4_moe") << QByteArray("mxfp4_moe") << K::GgufFileType << QByteArray("mxfp4_moe");
    QTest::newRow("gptq-4bit-g128") << QByteArray("gptq-4bit-g128") << K::Gptq << QByteArray("gptq-4bit-g128");
    QTest::newRow("GPTQ-4bit-G128") << QByteArray("GPTQ-4bit-G128") << K::Gptq << QByteArray("gptq-4bit-g128");
    QTest::newRow("gptq-3bit-g64") << QByteArray("gptq-3bit-g64") << K::Gptq << QByteArray("gptq-3bit-g64");
    QTest::newRow("gptq-4bit-g-1") << QByteArray("gptq-4bit-g-1") << K::Gptq << QByteArray("gptq-4bit-g-1");
    QTest::newRow("awq-4bit-g128") << QByteArray("awq-4bit-g128") << K::Awq << QByteArray("awq-4bit-g128");
    QTest::newRow("nf4") << QByteArray("nf4") << K::BnbNf4 << QByteArray("nf4");
    QTest::newRow("NF4-DQ") << QByteArray("NF4-DQ") << K::BnbNf4 << QByteArray("nf4-dq");
    QTest::newRow("bnb-int8") << QByteArray("bnb-int8") << K::BnbInt8 << QByteArray("bnb-int8");
    QTest::newRow("fp8-tensor") << QByteArray("fp8-tensor") << K::Fp8 << QByteArray("fp8-tensor");
    QTest::newRow("fp8-block128") << QByteArray("fp8-block128") << K::Fp8 << QByteArray("fp8-block128");
    QTest::newRow("mxfp4") << QByteArray("mxfp4") << K::Mxfp4 << QByteArray("mxfp4");
}

void TestWeightFormat::parseRoundTrip()
{
    QFETCH(QByteArray, input);
    QFETCH(WeightFormatKind, kind);
    QFETCH(QByteArray, canonical);

    std::string error;
    const std::optional<WeightFormat> f = parseWeightFormat(view(input), &error);
    QVERIFY2(f.has_value(), error.c_str());
    QCOMPARE(f->kind, kind);
    QCOMPARE(bytes(toString(*f)), canonical);
    QVERIFY(isValid(*f));
    // The canonical spelling parses back to the same format.
    const std::optional<WeightFormat> again = parseWeightFormat(view(canonical));
    QVERIFY(again.has_value());
    QVERIFY(*again == *f);
}

// Every GGML type and every llama.cpp file type has a spelling that parses back to itself.
void TestWeightFormat::everyTypeRoundTrips()
{
    for (GgmlType t : kAllGgmlTypes) {
        const WeightFormat f = WeightFormat::ggmlOf(t);
        const std::optional<WeightFormat> back = parseWeightFormat(toString(f));
        QVERIFY2(back.has_value() && *back == f, toString(f).c_str());
    }
    for (LlamaFileType t : kAllLlamaFileTypes) {
        const WeightFormat f = WeightFormat::fileTypeOf(t);
        QVERIFY2(!llamaFileTypeInfo(t).name.empty(), toString(f).c_str());
        const std::optional<WeightFormat> back = parseWeightFormat(toString(f));
        QVERIFY2(back.has_value() && *back == f, toString(f).c_str());
    }
}

void TestWeightFormat::parseRejects_data()
{
    QTest::addColumn<QByteArray>("input");

    QTest::newRow("empty") << QByteArray();
    QTest::newRow("leading space") << QByteArray(" q4_0");
    QTest::newRow("trailing space") << QByteArray("q4_0 ");
    QTest::newRow("q4") << QByteArray("q4");
    QTest::newRow("q4_k_x") << QByteArray("q4_k_x");
    QTest::newRow("int16") << QByteArray("int16");
    QTest::newRow("bnb-int4") << QByteArray("bnb-int4");
    QTest::newRow("nf3") << QByteArray("nf3");
    QTest::newRow("gptq 5 bits") << QByteArray("gptq-5bit-g128");
    QTest::newRow("gptq group 0") << QByteArray("gptq-4bit-g0");
    QTest::newRow("gptq group too large") << QByteArray("gptq-4bit-g2000000");
    QTest::newRow("gptq group -12") << QByteArray("gptq-4bit-g-12");
    QTest::newRow("gptq without group") << QByteArray("gptq-4bit");
    QTest::newRow("gptq empty group") << QByteArray("gptq-4bit-g");
    QTest::newRow("gptq trailing text") << QByteArray("gptq-4bit-g128x");
    QTest::newRow("gptq negative bits") << QByteArray("gptq--4bit-g128");
    QTest::newRow("awq 16 bits") << QByteArray("awq-16bit-g128");
    QTest::newRow("fp8 block 0") << QByteArray("fp8-block0");
    QTest::newRow("fp8 block 4097") << QByteArray("fp8-block4097");
    QTest::newRow("fp8 block empty") << QByteArray("fp8-block");
    // llama-quantize's alias "Q4_K" (= Q4_K_M) is not a file type here; q4_k is the GGML type.
    QTest::newRow("gguf-q4_k") << QByteArray("gguf-q4_k");
    QTest::newRow("gguf-f16") << QByteArray("gguf-f16");
    QTest::newRow("ggml-q4_k_m") << QByteArray("ggml-q4_k_m");
}

void TestWeightFormat::parseRejects()
{
    QFETCH(QByteArray, input);

    std::string error;
    QVERIFY(!parseWeightFormat(view(input), &error).has_value());
    QVERIFY(!error.empty());
    // The message quotes what the user typed.
    QVERIFY2(error.find('"' + input.toStdString() + '"') != std::string::npos, error.c_str());
    // Without an error out-parameter the answer is the same.
    QVERIFY(!parseWeightFormat(view(input)).has_value());
}

void TestWeightFormat::labels_data()
{
    QTest::addColumn<QByteArray>("spelling");
    QTest::addColumn<QByteArray>("label");

    // quantize.cpp 4.58 GiB for Llama-3-8B: 4.58 * 2^30 * 8 / 8,030,261,248 = 4.899 -> 4.90.
    QTest::newRow("q4_k_m") << QByteArray("q4_k_m") << QByteArray("Q4_K_M (" APPROX "4.90 bpw, approximate)");
    // 7.96 * 2^30 * 8 / 8,030,261,248 = 8.5148 -> 8.51.
    QTest::newRow("gguf-q8_0") << QByteArray("gguf-q8_0") << QByteArray("Q8_0 (" APPROX "8.51 bpw, approximate)");
    // 2.96 * 2^30 * 8 / 8,030,261,248 = 3.166 -> 3.17.
    QTest::newRow("gguf-q2_k") << QByteArray("gguf-q2_k") << QByteArray("Q2_K (" APPROX "3.17 bpw, approximate)");
    QTest::newRow("mxfp4_moe") << QByteArray("mxfp4_moe")
                               << QByteArray("MXFP4_MOE (MXFP4 experts 4.25 bpw, other weights Q8_0)");
    QTest::newRow("q6_k") << QByteArray("q6_k") << QByteArray("Q6_K (6.5625 bpw)");
    QTest::newRow("iq2_xxs") << QByteArray("iq2_xxs") << QByteArray("IQ2_XXS (2.0625 bpw)");
    QTest::newRow("bf16") << QByteArray("bf16") << QByteArray("BF16 (16 bpw)");
    QTest::newRow("int4") << QByteArray("int4") << QByteArray("INT4 (4 bpw, no scales)");
    // 4.15625 has five decimals: rounded to 4.156.
    QTest::newRow("gptq-4bit-g128") << QByteArray("gptq-4bit-g128")
                                    << QByteArray("GPTQ 4-bit g128 (" APPROX "4.156 bpw)");
    QTest::newRow("gptq-4bit-g-1") << QByteArray("gptq-4bit-g-1") << QByteArray("GPTQ 4-bit per-column (4 bpw)");
    QTest::newRow("awq-4bit-g64") << QByteArray("awq-4bit-g64") << QByteArray("AWQ 4-bit g64 (4.3125 bpw)");
    QTest::newRow("nf4") << QByteArray("nf4") << QByteArray("NF4 (4.5 bpw)");
    // 4.126953125 -> 4.127.
    QTest::newRow("nf4-dq") << QByteArray("nf4-dq") << QByteArray("NF4 with double quantization (" APPROX "4.127 bpw)");
    QTest::newRow("bnb-int8") << QByteArray("bnb-int8") << QByteArray("LLM.int8 (8 bpw)");
    QTest::newRow("fp8-tensor") << QByteArray("fp8-tensor") << QByteArray("FP8 per-tensor scale (8 bpw)");
    // 8.001953125 -> 8.002.
    QTest::newRow("fp8-block128") << QByteArray("fp8-block128")
                                  << QByteArray("FP8 128" TIMES "128 block scales (" APPROX "8.002 bpw)");
    QTest::newRow("mxfp4") << QByteArray("mxfp4") << QByteArray("MXFP4 experts (4.25 bpw)");
}

void TestWeightFormat::labels()
{
    QFETCH(QByteArray, spelling);
    QFETCH(QByteArray, label);

    const std::optional<WeightFormat> f = parseWeightFormat(view(spelling));
    QVERIFY(f.has_value());
    QCOMPARE(bytes(weightFormatLabel(*f)), label);
}

void TestWeightFormat::invalidFormats_data()
{
    QTest::addColumn<WeightFormat>("format");

    QTest::newRow("gptq 5 bits") << WeightFormat::gptq(5, 128);
    QTest::newRow("gptq group 0") << WeightFormat::gptq(4, 0);
    QTest::newRow("awq group 2^21") << WeightFormat::awq(4, 1 << 21);
    QTest::newRow("fp8 block 5000") << WeightFormat::fp8(5000);
    QTest::newRow("fp8 block -1") << WeightFormat::fp8(-1);
    QTest::newRow("dense non-enumerator") << WeightFormat::denseOf(static_cast<DenseDtype>(9));
    QTest::newRow("ggml id 4") << WeightFormat::ggmlOf(static_cast<GgmlType>(4));
    QTest::newRow("file type 1 (f16)") << WeightFormat::fileTypeOf(static_cast<LlamaFileType>(1));
    WeightFormat badKind;
    badKind.kind = static_cast<WeightFormatKind>(42);
    QTest::newRow("kind non-enumerator") << badKind;
    QTest::newRow("precision non-enumerator") << weightFormatFor(static_cast<WeightPrecision>(17));
}

void TestWeightFormat::invalidFormats()
{
    QFETCH(WeightFormat, format);

    std::string problem;
    QVERIFY(!isValid(format, &problem));
    QVERIFY(!problem.empty());
    QVERIFY(!isValid(headroom::fit::linearBitsPerWeight(format)));
    QVERIFY(!isValid(tensorPrecisionPolicy(format).norm));
    QVERIFY(toString(format).empty());
    QVERIFY(weightFormatLabel(format).empty());
    QVERIFY(!isApproximate(format));
    QCOMPARE(qint64(headroom::fit::weightBytes(llama3_8b(), format)), -1LL);
}

void TestWeightFormat::invalidSplits_data()
{
    QTest::addColumn<WeightSplit>("split");
    QTest::addColumn<QByteArray>("spelling");
    QTest::addColumn<qint64>("expected");

    constexpr qint64 max = std::numeric_limits<qint64>::max();
    WeightSplit negative = llama3_8b();
    negative.normParams = -1;
    QTest::newRow("negative norms") << negative << QByteArray("bf16") << -1LL;
    WeightSplit tooManyExperts = llama3_8b();
    tooManyExperts.expertParams = tooManyExperts.linearParams + 1;
    QTest::newRow("experts above linear") << tooManyExperts << QByteArray("bf16") << -1LL;
    WeightSplit sumOverflow;
    sumOverflow.linearParams = max;
    sumOverflow.embeddingParams = 1;
    QTest::newRow("parameter sum overflows") << sumOverflow << QByteArray("int4") << -1LL;
    WeightSplit huge;
    huge.linearParams = max;
    // fp32: 4 * (2^63 - 1) bytes do not fit.
    QTest::newRow("bytes overflow") << huge << QByteArray("fp32") << -1LL;
    // int4: ceil((2^63 - 1) / 2) = 2^62 = 4,611,686,018,427,387,904 fits (no spurious overflow).
    QTest::newRow("int4 near max") << huge << QByteArray("int4") << 4'611'686'018'427'387'904LL;
    QTest::newRow("empty split") << WeightSplit{} << QByteArray("q4_k_m") << 0LL;
}

void TestWeightFormat::invalidSplits()
{
    QFETCH(WeightSplit, split);
    QFETCH(QByteArray, spelling);
    QFETCH(qint64, expected);

    const std::optional<WeightFormat> f = parseWeightFormat(view(spelling));
    QVERIFY(f.has_value());
    QCOMPARE(qint64(headroom::fit::weightBytes(split, *f)), expected);
}

// --- Issue 14 item 7: formats seen in vLLM serving logs --------------------------------------

namespace {

// Llama-3.1-8B as config.json describes it (https://huggingface.co/meta-llama/Llama-3.1-8B).
ModelSpec llama31_8bSpec()
{
    ModelSpec m;
    m.layers = 32;
    m.hiddenSize = 4096;
    m.attentionHeads = 32;
    m.kvHeads = 8;
    m.headDim = 128;
    m.intermediateSize = 14336;
    m.vocabSize = 128256;
    return m;
}

// gpt-oss-20b (https://huggingface.co/openai/gpt-oss-20b/blob/main/config.json): hidden 2880, 24 layers,
// 64 heads of 64, 8 KV heads, 32 experts (4 per token) of intermediate 2880, vocab 201088, untied; q/k/v/o
// biases, sinks, expert and router biases (transformers modeling_gpt_oss.py).
ModelSpec gptOss20bSpec()
{
    ModelSpec m;
    m.layers = 24;
    m.hiddenSize = 2880;
    m.attentionHeads = 64;
    m.kvHeads = 8;
    m.headDim = 64;
    m.intermediateSize = 2880;
    m.experts = 32;
    m.expertsPerToken = 4;
    m.vocabSize = 201088;
    m.attentionBias = true;
    m.attentionOutputBias = true;
    m.attentionSinks = true;
    m.mlpBias = true;
    m.routerBias = true;
    m.parameterCount = derivedParameterCount(m);
    return m;
}

} // namespace

void TestWeightFormat::rowsOfPublishedConfigs()
{
    // Llama-3.1-8B: per layer q 32*128 = 4096, k 8*128 = 1024, v 1024, o 4096, gate 14336, up 14336,
    // down 4096 = 43,008 output rows; 32 layers 1,376,256.
    const WeightRows llama = weightRows(llama31_8bSpec());
    QCOMPARE(qint64(llama.linearRows), 1'376'256LL);
    QCOMPARE(qint64(llama.expertRows), 0LL);
    // gpt-oss-20b: attention q 4096 + k 512 + v 512 + o 2880 = 8,000; experts 32 * (2880 + 2880 + 2880)
    // = 276,480; per layer 284,480; 24 layers 6,827,520 of which experts 6,635,520.
    const ModelSpec oss = gptOss20bSpec();
    QCOMPARE(qint64(weightSplit(oss).expertParams), qint64(gptOss20b().expertParams));
    const WeightRows ossRows = weightRows(oss);
    QCOMPARE(qint64(ossRows.linearRows), 6'827'520LL);
    QCOMPARE(qint64(ossRows.expertRows), 6'635'520LL);
    ModelSpec broken = llama31_8bSpec();
    broken.hiddenSize = -1;
    QCOMPARE(qint64(weightRows(broken).linearRows), -1LL);
}

void TestWeightFormat::servingFormatBytes_data()
{
    QTest::addColumn<WeightSplit>("split");
    QTest::addColumn<qint64>("rows");
    QTest::addColumn<qint64>("expertRows");
    QTest::addColumn<QByteArray>("spelling");
    QTest::addColumn<qint64>("expected");

    // Llama-3.1-8B (split above, 1,376,256 rows); embeddings + head 1,050,673,152 * 2 = 2,101,346,304 and
    // norms 266,240 * 2 = 532,480 bytes in every row below.
    const qint64 rows = 1'376'256;
    // fbgemm FP8 (meta-llama/Llama-3.1-*-Instruct-FP8, vLLM fbgemm_fp8.py: weight float8_e4m3fn [out, in],
    // weight_scale float32 [out, 1]): 6,979,321,856 * 1 + 1,376,256 * 4 = 6,984,826,880; total
    // 6,984,826,880 + 2,101,346,304 + 532,480 = 9,086,705,664.
    QTest::newRow("Llama-3.1-8B fbgemm-fp8")
        << llama3_8b() << rows << 0LL << QByteArray("fbgemm-fp8") << 9'086'705'664LL;
    // RedHatAI/Meta-Llama-3.1-8B-Instruct-quantized.w8a8 (int8 weights, float32 channel scales [out, 1]):
    // the same bytes.
    QTest::newRow("Llama-3.1-8B w8a8-int8") << llama3_8b() << rows << 0LL << QByteArray("w8a8-int8") << 9'086'705'664LL;
    // ...-FP8-dynamic (float8 weights, channel scales): the same again.
    QTest::newRow("Llama-3.1-8B w8a8-fp8") << llama3_8b() << rows << 0LL << QByteArray("w8a8-fp8") << 9'086'705'664LL;
    // RedHatAI/Meta-Llama-3.1-8B-Instruct-quantized.w4a16 (pack-quantized, 4-bit, group 128, symmetric):
    // each linear rows x cols / 2 + rows x cols / 128 x 2 bytes = params / 2 + params / 64 =
    // 3,489,660,928 + 109,051,904 = 3,598,712,832; total 3,598,712,832 + 2,101,346,304 + 532,480 =
    // 5,700,591,616.
    QTest::newRow("Llama-3.1-8B w4a16-g128")
        << llama3_8b() << rows << 0LL << QByteArray("w4a16-g128") << 5'700'591'616LL;
    // Asymmetric: + a 4-bit zero per group, params / 256 = 27,262,976 bytes: 3,625,975,808 linear (GPTQ
    // 4-bit g128's figure), total 5,727,854,592.
    QTest::newRow("Llama-3.1-8B w4a16-g128-asym")
        << llama3_8b() << rows << 0LL << QByteArray("w4a16-g128-asym") << 5'727'854'592LL;
    // W8A16 channel (group -1): 6,979,321,856 * 1 + a 16-bit scale per row 1,376,256 * 2 = 2,752,512;
    // total 6,979,321,856 + 2,752,512 + 2,101,346,304 + 532,480 = 9,083,953,152.
    QTest::newRow("Llama-3.1-8B w8a16-g-1") << llama3_8b() << rows << 0LL << QByteArray("w8a16-g-1") << 9'083'953'152LL;
    // W4A16 channel, asymmetric: 3,489,660,928 + rows * (16 + 4) / 8 = 3,440,640; total 5,594,980,352.
    QTest::newRow("Llama-3.1-8B w4a16-g-1-asym")
        << llama3_8b() << rows << 0LL << QByteArray("w4a16-g-1-asym") << 5'594'980'352LL;
    // Qwen3-30B-A3B (split above): rows per layer attention 4096 + 512 + 512 + 2048 = 7,168, experts
    // 128 * (768 + 768 + 2048) = 458,752; 48 layers 22,364,160 rows of which 22,020,096 in experts.
    // W8A8 FP8 quantizes the experts too (CompressedTensorsW8A8Fp8MoEMethod): linear 29,896,998,912 * 1 +
    // rows 22,364,160 * 4 = 89,456,640 + embeddings and head 622,329,856 * 2 = 1,244,659,712 + norms
    // 210,944 * 2 = 421,888 + routers 12,582,912 * 2 = 25,165,824 = 31,256,702,976.
    QTest::newRow("Qwen3-30B-A3B w8a8-fp8")
        << qwen3_30bA3b() << 22'364'160LL << 22'020'096LL << QByteArray("w8a8-fp8") << 31'256'702'976LL;
    // fbgemm FP8 leaves FusedMoE unquantized: attention 905,969,664 * 1 + experts 28,991,029,248 * 2 =
    // 57,982,058,496 + attention rows 344,064 * 4 = 1,376,256 + 1,244,659,712 + 421,888 + 25,165,824 =
    // 60,159,651,840.
    QTest::newRow("Qwen3-30B-A3B fbgemm-fp8")
        << qwen3_30bA3b() << 22'364'160LL << 22'020'096LL << QByteArray("fbgemm-fp8") << 60'159'651'840LL;
    // Formats without row costs ignore the rows: GPTQ 4-bit g128 is the 5,727,854,592 of weightbytes().
    QTest::newRow("Llama-3.1-8B gptq rows ignored")
        << llama3_8b() << rows << 0LL << QByteArray("gptq-4bit-g128") << 5'727'854'592LL;
    QTest::newRow("negative rows") << llama3_8b() << -1LL << 0LL << QByteArray("w8a8-fp8") << -1LL;
    QTest::newRow("expert rows above rows") << llama3_8b() << 1LL << 2LL << QByteArray("w8a8-fp8") << -1LL;
}

void TestWeightFormat::servingFormatBytes()
{
    QFETCH(WeightSplit, split);
    QFETCH(qint64, rows);
    QFETCH(qint64, expertRows);
    QFETCH(QByteArray, spelling);
    QFETCH(qint64, expected);

    const std::optional<WeightFormat> f = parseWeightFormat(view(spelling));
    QVERIFY(f.has_value());
    QCOMPARE(qint64(headroom::fit::weightBytes(split, *f, WeightRows{rows, expertRows})), expected);
}

void TestWeightFormat::servingFormatSpellings_data()
{
    QTest::addColumn<QByteArray>("spelling");
    QTest::addColumn<WeightFormat>("format");
    QTest::addColumn<qint64>("bpwNum");
    QTest::addColumn<qint64>("bpwDen");
    QTest::addColumn<int>("rowScaleBits");
    QTest::addColumn<QByteArray>("label");

    QTest::newRow("fbgemm-fp8") << QByteArray("fbgemm-fp8") << WeightFormat::fbgemmFp8() << 8LL << 1LL << 32
                                << QByteArray("fbgemm FP8, fp32 row scales (8 bpw + 32 bits per row, experts 16-bit)");
    QTest::newRow("w8a8-int8") << QByteArray("w8a8-int8") << WeightFormat::w8a8Int8() << 8LL << 1LL << 32
                               << QByteArray("W8A8 INT8, fp32 row scales (8 bpw + 32 bits per row)");
    QTest::newRow("w8a8-fp8") << QByteArray("w8a8-fp8") << WeightFormat::w8a8Fp8() << 8LL << 1LL << 32
                              << QByteArray("W8A8 FP8, fp32 row scales (8 bpw + 32 bits per row)");
    // 4 + 16/128 = 33/8 = 4.125.
    QTest::newRow("w4a16-g128") << QByteArray("w4a16-g128") << WeightFormat::wna16(4, 128) << 33LL << 8LL << 0
                                << QByteArray("W4A16 g128 (4.125 bpw)");
    // 4 + 16/32 = 9/2 (Kimi-K2's experts).
    QTest::newRow("w4a16-g32") << QByteArray("W4A16-G32") << WeightFormat::wna16(4, 32) << 9LL << 2LL << 0
                               << QByteArray("W4A16 g32 (4.5 bpw)");
    // 4 + (16 + 4)/128 = 133/32 ~ 4.156.
    QTest::newRow("w4a16-g128-asym") << QByteArray("w4a16-g128-asym") << WeightFormat::wna16(4, 128, true) << 133LL
                                     << 32LL << 0 << QByteArray("W4A16 g128 asymmetric (" APPROX "4.156 bpw)");
    QTest::newRow("w8a16-g-1") << QByteArray("w8a16-g-1") << WeightFormat::wna16(8, -1) << 8LL << 1LL << 16
                               << QByteArray("W8A16 per-row (8 bpw + scales per row)");
    QTest::newRow("w4a16-g-1-asym") << QByteArray("w4a16-g-1-asym") << WeightFormat::wna16(4, -1, true) << 4LL << 1LL
                                    << 20 << QByteArray("W4A16 per-row asymmetric (4 bpw + scales per row)");
}

void TestWeightFormat::servingFormatSpellings()
{
    QFETCH(QByteArray, spelling);
    QFETCH(WeightFormat, format);
    QFETCH(qint64, bpwNum);
    QFETCH(qint64, bpwDen);
    QFETCH(int, rowScaleBits);
    QFETCH(QByteArray, label);

    std::string error;
    const std::optional<WeightFormat> parsed = parseWeightFormat(view(spelling), &error);
    QVERIFY2(parsed.has_value(), error.c_str());
    QVERIFY(*parsed == format);
    QCOMPARE(bytes(toString(format)), spelling.toLower());
    QVERIFY(*parseWeightFormat(toString(format)) == format);
    const Rational bpw = headroom::fit::linearBitsPerWeight(format);
    QCOMPARE(qint64(bpw.num), bpwNum);
    QCOMPARE(qint64(bpw.den), bpwDen);
    QCOMPARE(tensorPrecisionPolicy(format).rowScaleBits, rowScaleBits);
    QCOMPARE(bytes(weightFormatLabel(format)), label);
    QVERIFY(!isApproximate(format));
}

void TestWeightFormat::servingFormatRefusals_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QByteArray>("phrase");

    // vLLM compressed_tensors_wNa16.py WNA16_SUPPORTED_BITS = [4, 8]; marlin_utils.py
    // MARLIN_SUPPORTED_GROUP_SIZES = [-1, 32, 64, 128].
    QTest::newRow("3 bits") << QByteArray("w3a16-g128") << QByteArray("4 or 8 bits, not 3");
    QTest::newRow("2 bits") << QByteArray("w2a16-g64") << QByteArray("4 or 8 bits, not 2");
    QTest::newRow("group 256") << QByteArray("w4a16-g256") << QByteArray("32, 64 or 128, or -1");
    QTest::newRow("group 16") << QByteArray("w4a16-g16") << QByteArray("not 16");
    QTest::newRow("group 0") << QByteArray("w4a16-g0") << QByteArray("not 0");
    QTest::newRow("no group") << QByteArray("w4a16") << QByteArray("w<bits>a16-g<group>");
    QTest::newRow("trailing text") << QByteArray("w4a16-g128x") << QByteArray("group sizes");
    QTest::newRow("w8a8-int4") << QByteArray("w8a8-int4") << QByteArray("unknown weight format");
}

void TestWeightFormat::servingFormatRefusals()
{
    QFETCH(QByteArray, input);
    QFETCH(QByteArray, phrase);

    std::string error;
    QVERIFY(!parseWeightFormat(view(input), &error).has_value());
    QVERIFY2(error.find('"' + input.toStdString() + '"') != std::string::npos, error.c_str());
    QVERIFY2(error.find(phrase.toStdString()) != std::string::npos, error.c_str());
}

void TestWeightFormat::vllmMxfp4Padding_data()
{
    QTest::addColumn<int>("backend");
    QTest::addColumn<qint64>("intermediate");
    QTest::addColumn<qint64>("hidden");
    QTest::addColumn<qint64>("paddedIntermediate");
    QTest::addColumn<qint64>("paddedHidden");
    QTest::addColumn<qint64>("expertBytes");

    using B = VllmMxfp4Backend;
    // gpt-oss-20b, one GPU: I = H = 2880. Bytes per expert 3 * I * H * 17 / 32.
    // Triton: round_up(2880, 64) = 2880 (45 * 64): 3 * 2880 * 2880 * 17 / 32 = 13,219,200.
    QTest::newRow("Triton 2880") << int(B::Triton) << 2880LL << 2880LL << 2880LL << 2880LL << 13'219'200LL;
    // Marlin: I round_up(2880, 128) = 2944 (23 * 128), H round_up(2880, 256) = 3072 (12 * 256):
    // w13 2 * 2944 * 1536 + 2 * 2944 * 96 = 9,609,216; w2 3072 * 1472 + 3072 * 92 = 4,804,608; 14,413,824.
    QTest::newRow("Marlin 2880") << int(B::Marlin) << 2880LL << 2880LL << 2944LL << 3072LL << 14'413'824LL;
    // FlashInfer on SM100: both round_up(2880, 256) = 3072: 3 * 3072 * 3072 * 17 / 32 = 15,040,512.
    QTest::newRow("FlashInfer SM100 2880")
        << int(B::FlashInferSm100) << 2880LL << 2880LL << 3072LL << 3072LL << 15'040'512LL;
    // FlashInfer CUTLASS / SM90 BF16: both round_up(2880, 128) = 2944: 3 * 2944 * 2944 * 17 / 32 = 13,813,248.
    QTest::newRow("FlashInfer CUTLASS 2880")
        << int(B::FlashInferCutlass) << 2880LL << 2880LL << 2944LL << 2944LL << 13'813'248LL;
    // Two GPUs: 2880 / 2 = 1440 per partition, Triton round_up(1440, 64) = 1472 (23 * 64):
    // 3 * 1472 * 2880 * 17 / 32 = 6,756,480.
    QTest::newRow("Triton 1440 (TP 2)") << int(B::Triton) << 1440LL << 2880LL << 1472LL << 2880LL << 6'756'480LL;
    QTest::newRow("zero size") << int(B::Triton) << 0LL << 2880LL << -1LL << -1LL << -1LL;
    QTest::newRow("huge size") << int(B::Marlin) << (1LL << 41) << 2880LL << -1LL << -1LL << -1LL;
    // A hidden size that is not a whole number of MXFP4 blocks (2880 + 16) under Triton (hidden kept).
    QTest::newRow("hidden not a block multiple") << int(B::Triton) << 2880LL << 2896LL << 2880LL << 2896LL << -1LL;
}

void TestWeightFormat::vllmMxfp4Padding()
{
    QFETCH(int, backend);
    QFETCH(qint64, intermediate);
    QFETCH(qint64, hidden);
    QFETCH(qint64, paddedIntermediate);
    QFETCH(qint64, paddedHidden);
    QFETCH(qint64, expertBytes);

    const PaddedExpertShape shape = vllmMxfp4PaddedShape(static_cast<VllmMxfp4Backend>(backend), intermediate, hidden);
    QCOMPARE(qint64(shape.intermediatePerPartition), paddedIntermediate);
    QCOMPARE(qint64(shape.hidden), paddedHidden);
    QCOMPARE(qint64(vllmMxfp4ExpertBytes(shape)), expertBytes);
}

void TestWeightFormat::vllmMxfp4ShardedWeights()
{
    // gpt-oss-20b under vLLM with its MXFP4 checkpoint. Everything but the experts is bf16:
    // (attention 637,009,920 + embeddings and head 2 * 579,133,440 + norms and biases 6,970,944 + routers
    // 2,211,840) * 2 = 3,608,919,168 bytes; the 768 experts (24 layers x 32) 19,110,297,600 * 17/32 =
    // 10,152,345,600 bytes, unpadded under Triton at TP 1: 13,761,264,768 (12.82 GiB; vLLM printed
    // "weights 13.47" GiB on an H100 in shared/validation/engine-measurements.tsv VL07: ratio 0.951).
    Scenario s;
    s.model = gptOss20bSpec();
    s.weightFormat = WeightFormat::mxfp4();
    s.engine = defaultSettings(Engine::Vllm);
    s.hardware.memoryBytes = 80 * GiB;
    QCOMPARE(qint64(weightBytesPerDevice(s)), 13'761'264'768LL);
    QCOMPARE(qint64(weightBytesPerDevice(s)), qint64(headroom::fit::weightBytes(gptOss20b(), WeightFormat::mxfp4())));
    // TP 2: the non-expert share ceil(3,608,919,168 / 2) = 1,804,459,584, and 768 experts of 1472 x 2880
    // (Triton pads 1440 to 1472): 768 * 6,756,480 = 5,188,976,640; 6,993,436,224 bytes per GPU against the
    // even split 13,761,264,768 / 2 = 6,880,632,384.
    s.hardware.gpuCount = 2;
    s.hardware.tensorParallel = 2;
    QCOMPARE(qint64(weightBytesPerDevice(s)), 6'993'436'224LL);
    // The generic (Transformers) engine has no such padding: the even split.
    s.engine = defaultSettings(Engine::Generic);
    QCOMPARE(qint64(weightBytesPerDevice(s)), 6'880'632'384LL);
}

QTEST_GUILESS_MAIN(TestWeightFormat)
#include "tst_weightformat.moc"
