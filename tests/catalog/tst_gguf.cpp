// SPDX-License-Identifier: GPL-3.0-or-later
// Tests for headroom::catalog::readGgufHeader / importGguf (app/catalog/gguf.h): models the test writes
// itself (ggufwriter.h) import with the shape and the exact tensor bytes worked out by hand from the block
// sizes of ggml/src/ggml-common.h (block_q4_K 144 bytes per 256 values, block_q6_K 210 per 256, block_q8_0
// 34 per 32, block_mxfp4 17 per 32, f32 4 and f16 2 per value), never copied from the importer's output.
// Refusals of broken and hostile files are in tst_ggufrefusals.cpp.

#include "ggufwriter.h"

#include <catalog/gguf.h>

#include <fit/fitmodel.h>

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLocale>
#include <QTemporaryDir>
#include <QTest>

#include <vector>

using namespace headroom;
using namespace headroom::testgguf;
using catalog::GgufError;
using catalog::ImportedModel;
using fit::AttentionKind;

namespace {

class TestGguf : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    QString write(const QString &name, const QByteArray &bytes)
    {
        const QString path = m_dir.filePath(name);
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate) || f.write(bytes) != bytes.size())
            qFatal("cannot write %s", qPrintable(path));
        return path;
    }

private slots:
    void initTestCase()
    {
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        QVERIFY(m_dir.isValid());
    }

    void llamaLikeExactBytes()
    {
        const Written w = gguf(llamaMetadata(), llamaTensors());
        const QString path = write(QStringLiteral("tiny-llama.gguf"), w.file);
        GgufError error;
        const std::optional<ImportedModel> model = catalog::importGguf(path, &error);
        QVERIFY2(model, qPrintable(error.message));
        const fit::ModelSpec &s = model->spec;
        QCOMPARE(s.layers, 2);
        QCOMPARE(s.hiddenSize, 256);
        QCOMPARE(s.attentionHeads, 4);
        QCOMPARE(s.kvHeads, 2);
        QCOMPARE(s.headDim, 64); // 256 / 4 (no key_length)
        QCOMPARE(s.intermediateSize, 512);
        QCOMPARE(s.vocabSize, 32); // tokenizer.ggml.tokens length
        QCOMPARE(s.maxContextTokens, std::int64_t{8192});
        QCOMPARE(s.experts, 0);
        QVERIFY(!s.tiedEmbeddings);
        QVERIFY(s.layerSpecs.empty());
        QCOMPARE(s.parameterCount, std::int64_t{1197312});
        QCOMPARE(fit::derivedParameterCount(s), std::int64_t{1197312}); // same architecture, counted
        QCOMPARE(s.displayName, std::string("Tiny Llama Test"));
        QCOMPARE(s.id, std::string("tiny-llama-test"));
        QCOMPARE(s.architecture, std::string("llama"));
        QCOMPARE(model->modelType, QStringLiteral("llama"));
        QCOMPARE(model->fileKind, QStringLiteral("gguf"));
        QCOMPARE(model->filePath, QFileInfo(path).absoluteFilePath());
        QCOMPARE(model->sourceName, QStringLiteral("tiny-llama"));

        QVERIFY(model->tensors);
        const fit::TensorInventory &inv = *model->tensors;
        QVERIFY(inv.exact);
        QCOMPARE(inv.tokenEmbedding, std::int64_t{4608});
        QCOMPARE(inv.outputHead, std::int64_t{6720});
        QCOMPARE(inv.outputOther, std::int64_t{1024});
        QCOMPARE(inv.layers, (std::vector<std::int64_t>{kLlamaLayerBytes, kLlamaLayerBytes}));
        QCOMPARE(inv.layerExperts, (std::vector<std::int64_t>{0, 0}));
        QVERIFY(!inv.tiedEmbeddings);
        QVERIFY(model->fileWeights);
        QVERIFY(*model->fileWeights == fit::WeightFormat::fileTypeOf(fit::LlamaFileType::Q4_K_M));
        QVERIFY2(model->notes.isEmpty(), qPrintable(model->notes.join(QLatin1Char('\n'))));
    }

    void llama31_8bQ8_0HeaderOnly()
    {
        // The tensor list of Llama-3.1-8B as llama.cpp's convert_hf_to_gguf.py writes it (292 tensors:
        // token_embd, 32 x 9 per layer, output_norm, output, rope_freqs [64] for the Llama 3.1 RoPE
        // scaling), quantized to Q8_0 (llama-quantize: every matrix q8_0, norms and rope_freqs f32: 65 norms +
        // rope_freqs = 66 f32 tensors, 32 x 7 + 2 = 226 q8_0 tensors). Only the header is written: the
        // 8.5 GB of tensor data are absent, and the import needs none of it.
        // Shapes from config.json: hidden 4096, 32 heads of 128, 8 KV heads, intermediate 14336, vocab 128256.
        const QByteArray a = "llama";
        const std::vector<QByteArray> kvs{
            kvString("general.architecture", a),
            kvString("general.name", "Meta Llama 3.1 8B Instruct"),
            kvU32("general.file_type", 7),
            kvU32(a + ".block_count", 32),
            kvU32(a + ".context_length", 131072),
            kvU32(a + ".embedding_length", 4096),
            kvU32(a + ".feed_forward_length", 14336),
            kvU32(a + ".attention.head_count", 32),
            kvU32(a + ".attention.head_count_kv", 8),
            kvU32(a + ".rope.dimension_count", 128),
            kvU32(a + ".vocab_size", 128256),
        };
        // q8_0 rows: 4096 values = 128 blocks x 34 = 4,352 bytes; 14336 values = 448 x 34 = 15,232.
        std::vector<Tensor> t{{"token_embd.weight", {4096, 128256}, Q8_0, 128256LL * 4352},
                              {"rope_freqs.weight", {64}, F32, 256}};
        for (int i = 0; i < 32; ++i) {
            const QByteArray p = "blk." + QByteArray::number(i) + ".";
            const std::vector<Tensor> layer{
                {p + "attn_norm.weight", {4096}, F32, 16384},
                {p + "attn_q.weight", {4096, 4096}, Q8_0, 4096LL * 4352},
                {p + "attn_k.weight", {4096, 1024}, Q8_0, 1024LL * 4352},
                {p + "attn_v.weight", {4096, 1024}, Q8_0, 1024LL * 4352},
                {p + "attn_output.weight", {4096, 4096}, Q8_0, 4096LL * 4352},
                {p + "ffn_norm.weight", {4096}, F32, 16384},
                {p + "ffn_gate.weight", {4096, 14336}, Q8_0, 14336LL * 4352},
                {p + "ffn_up.weight", {4096, 14336}, Q8_0, 14336LL * 4352},
                {p + "ffn_down.weight", {14336, 4096}, Q8_0, 4096LL * 15232},
            };
            t.insert(t.end(), layer.begin(), layer.end());
        }
        t.push_back({"output_norm.weight", {4096}, F32, 16384});
        t.push_back({"output.weight", {4096, 128256}, Q8_0, 128256LL * 4352});
        QCOMPARE(t.size(), std::size_t{292});
        const Written w = gguf(kvs, t, 3, 32, false); // header only
        GgufError error;
        const std::optional<ImportedModel> model =
            catalog::importGguf(write(QStringLiteral("llama-3.1-8b.gguf"), w.file), &error);
        QVERIFY2(model, qPrintable(error.message));
        // Parameters: the published 8,030,261,248 (Hugging Face safetensors total) + the 64 rope_freqs values
        // that the GGUF adds; the architecture count has no rope_freqs.
        QCOMPARE(model->spec.parameterCount, std::int64_t{8030261312});
        QCOMPARE(fit::derivedParameterCount(model->spec), std::int64_t{8030261248});
        // Per layer: q and o 4096 x 4,352 = 17,825,792 each; k and v 1024 x 4,352 = 4,456,448 each; gate and
        // up 14336 x 4,352 = 62,390,272 each; down 4096 x 15,232 = 62,390,272; norms 2 x 16,384:
        //   2 x 17,825,792 + 2 x 4,456,448 + 3 x 62,390,272 + 32,768 = 231,768,064.
        const fit::TensorInventory &inv = *model->tensors;
        QCOMPARE(inv.layers, std::vector<std::int64_t>(32, 231768064));
        QCOMPARE(inv.tokenEmbedding, std::int64_t{558170112}); // 128256 x 4,352
        QCOMPARE(inv.outputHead, std::int64_t{558170112});
        QCOMPARE(inv.outputOther, std::int64_t{16640}); // output_norm 16,384 + rope_freqs 256
        // 32 x 231,768,064 + 2 x 558,170,112 + 16,640 = 8,532,934,912 bytes of tensor data.
        std::int64_t total = inv.tokenEmbedding + inv.outputHead + inv.outputOther;
        for (const std::int64_t b : inv.layers)
            total += b;
        QCOMPARE(total, std::int64_t{8532934912});
        QCOMPARE(model->spec.vocabSize, 128256);
        QCOMPARE(model->spec.kvHeads, 8);
        QCOMPARE(model->spec.headDim, 128);
        QVERIFY(*model->fileWeights == fit::WeightFormat::fileTypeOf(fit::LlamaFileType::Q8_0));
        QCOMPARE(model->notes.size(), 1); // the data is cut short
    }

    void headerReaderDetails()
    {
        const Written w = gguf(llamaMetadata(), llamaTensors());
        GgufError error;
        const std::optional<catalog::GgufHeader> h = catalog::readGgufHeader(w.file, QStringLiteral("m.gguf"), &error);
        QVERIFY2(h, qPrintable(error.message));
        QCOMPARE(h->version, 3u);
        QCOMPARE(h->alignment, std::int64_t{32});
        QCOMPARE(h->metadata.size(), std::size_t{13});
        QCOMPARE(h->tensors.size(), std::size_t{21}); // 1 + 2 x 9 + 2
        QCOMPARE(h->dataOffset, w.dataOffset);
        QCOMPARE(h->dataOffset % 32, std::int64_t{0});
        QCOMPARE(h->fileSize, std::int64_t{w.file.size()});
        QCOMPARE(h->dataEnd, std::int64_t{w.file.size()});
        const catalog::GgufKeyValue *tokens = h->find("tokenizer.ggml.tokens");
        QVERIFY(tokens);
        QCOMPARE(tokens->value.count, std::int64_t{32});
        QVERIFY(tokens->value.elementType == catalog::GgufValueType::String);
        const catalog::GgufTensorInfo &down = h->tensors[9]; // blk.0.ffn_down.weight
        QCOMPARE(down.name, QByteArray("blk.0.ffn_down.weight"));
        QCOMPARE(down.bytes, std::int64_t{107520});
        QCOMPARE(down.elements, std::int64_t{512 * 256});
        QVERIFY(down.type == fit::GgmlType::Q6_K);
        QCOMPARE(down.infoOffset, w.infoOffsets[9]);
    }

    void version2ReadsLikeVersion3()
    {
        // GGUF v2 moved counts and lengths to uint64 (v1 had uint32); v3 only added big-endian files.
        const Written w = gguf(llamaMetadata(), llamaTensors(), 2);
        GgufError error;
        const std::optional<ImportedModel> model =
            catalog::importGguf(write(QStringLiteral("v2.gguf"), w.file), &error);
        QVERIFY2(model, qPrintable(error.message));
        QCOMPARE(model->spec.parameterCount, std::int64_t{1197312});
        QCOMPARE(model->tensors->layers[1], kLlamaLayerBytes);
    }

    void tiedEmbeddingsWithoutOutputTensor()
    {
        // Same model without output.weight: llama.cpp then uses token_embd as the output (TENSOR_DUPLICATED).
        const Written w = gguf(llamaMetadata(), llamaTensors(false));
        GgufError error;
        const std::optional<ImportedModel> model =
            catalog::importGguf(write(QStringLiteral("tied.gguf"), w.file), &error);
        QVERIFY2(model, qPrintable(error.message));
        QVERIFY(model->spec.tiedEmbeddings);
        QVERIFY(model->tensors->tiedEmbeddings);
        QCOMPARE(model->tensors->outputHead, std::int64_t{0});
        QCOMPARE(model->tensors->tokenEmbedding, std::int64_t{4608});
        QCOMPARE(model->spec.parameterCount, std::int64_t{1197312 - 8192});
        QCOMPARE(fit::derivedParameterCount(model->spec), std::int64_t{1197312 - 8192});
    }

    void perLayerKvHeadsArray()
    {
        // head_count_kv as one value per layer (llama.cpp get_key_or_arr): layer 0 GQA with 2 KV heads,
        // layer 1 MQA with 1 (attn_k/v [256, 64]: q4_K 64 x 144 = 9,216, q6_K 64 x 210 = 13,440).
        std::vector<QByteArray> kvs = llamaMetadata();
        kvs[8] = kvU32Array("llama.attention.head_count_kv", {2, 1});
        std::vector<Tensor> t{{"token_embd.weight", {256, 32}, Q4_K, 4608}};
        const std::vector<Tensor> l0 = llamaLayer(0);
        const std::vector<Tensor> l1 = llamaLayer(1, 64, 9216, 13440);
        t.insert(t.end(), l0.begin(), l0.end());
        t.insert(t.end(), l1.begin(), l1.end());
        t.push_back({"output.weight", {256, 32}, Q6_K, 6720});
        const Written w = gguf(kvs, t);
        GgufError error;
        const std::optional<ImportedModel> model =
            catalog::importGguf(write(QStringLiteral("gqa.gguf"), w.file), &error);
        QVERIFY2(model, qPrintable(error.message));
        QCOMPARE(model->spec.kvHeads, 2);
        QCOMPARE(model->spec.layerSpecs.size(), std::size_t{2});
        QCOMPARE(model->spec.layerSpecs[0].kvHeads, 2);
        QCOMPARE(model->spec.layerSpecs[1].kvHeads, 1);
        QVERIFY(model->spec.layerSpecs[1].attention == AttentionKind::Full);
        // 376,064 - (18,432 - 9,216) - (26,880 - 13,440) = 353,408
        QCOMPARE(model->tensors->layers[1], std::int64_t{353408});
    }

    void qwen3MoeExperts()
    {
        // qwen3moe: 2 layers, embedding 128, 4 heads of key_length 64 (not 128 / 4), 2 KV heads, 4 experts
        // (2 used) of expert_feed_forward_length 64. q8_0 rows: 128 values = 4 blocks x 34 = 136 bytes,
        // 64 values = 68, 256 values = 272.
        //   ffn_gate_exps [128, 64, 4]: 256 rows x 136 = 34,816; ffn_up_exps the same; ffn_down_exps
        //   [64, 128, 4]: 512 rows x 68 = 34,816 -> routed experts 3 x 34,816 = 104,448 per layer;
        //   ffn_gate_inp f32 [128, 4] = 2,048; attn_q [128, 256] 256 x 136 = 34,816; attn_k/v [128, 128]
        //   128 x 136 = 17,408 each; attn_output [256, 128] 128 x 272 = 34,816; attn_q_norm, attn_k_norm
        //   f32 [64] 256 each; attn_norm, ffn_norm f32 [128] 512 each.
        //   layer: 104,448 + 2,048 + 34,816 + 2 x 17,408 + 34,816 + 2 x 256 + 2 x 512 = 212,480.
        const QByteArray a = "qwen3moe";
        const std::vector<QByteArray> kvs{
            kvString("general.architecture", a),
            kvU32("general.file_type", 7), // LLAMA_FTYPE_MOSTLY_Q8_0
            kvU32(a + ".block_count", 2),
            kvU32(a + ".context_length", 40960),
            kvU32(a + ".embedding_length", 128),
            kvU32(a + ".feed_forward_length", 192),
            kvU32(a + ".attention.head_count", 4),
            kvU32(a + ".attention.head_count_kv", 2),
            kvU32(a + ".attention.key_length", 64),
            kvU32(a + ".attention.value_length", 64),
            kvU32(a + ".expert_count", 4),
            kvU32(a + ".expert_used_count", 2),
            kvU32(a + ".expert_feed_forward_length", 64),
            kvTokens(16),
        };
        std::vector<Tensor> t{{"token_embd.weight", {128, 16}, Q8_0, 16 * 136}};
        for (int i = 0; i < 2; ++i) {
            const QByteArray p = "blk." + QByteArray::number(i) + ".";
            const std::vector<Tensor> layer{
                {p + "attn_norm.weight", {128}, F32, 512},
                {p + "attn_q.weight", {128, 256}, Q8_0, 34816},
                {p + "attn_k.weight", {128, 128}, Q8_0, 17408},
                {p + "attn_v.weight", {128, 128}, Q8_0, 17408},
                {p + "attn_output.weight", {256, 128}, Q8_0, 34816},
                {p + "attn_q_norm.weight", {64}, F32, 256},
                {p + "attn_k_norm.weight", {64}, F32, 256},
                {p + "ffn_norm.weight", {128}, F32, 512},
                {p + "ffn_gate_inp.weight", {128, 4}, F32, 2048},
                {p + "ffn_gate_exps.weight", {128, 64, 4}, Q8_0, 34816},
                {p + "ffn_up_exps.weight", {128, 64, 4}, Q8_0, 34816},
                {p + "ffn_down_exps.weight", {64, 128, 4}, Q8_0, 34816},
            };
            t.insert(t.end(), layer.begin(), layer.end());
        }
        t.push_back({"output_norm.weight", {128}, F32, 512});
        t.push_back({"output.weight", {128, 16}, Q8_0, 16 * 136});
        const Written w = gguf(kvs, t);
        GgufError error;
        const std::optional<ImportedModel> model =
            catalog::importGguf(write(QStringLiteral("moe.gguf"), w.file), &error);
        QVERIFY2(model, qPrintable(error.message));
        const fit::ModelSpec &s = model->spec;
        QCOMPARE(s.experts, 4);
        QCOMPARE(s.expertsPerToken, 2);
        QCOMPARE(s.intermediateSize, 192);
        QCOMPARE(s.expertIntermediateSize, 64);
        QCOMPARE(s.headDim, 64);
        QVERIFY(s.qkNorm);
        QVERIFY(s.layerSpecs.empty()); // every layer MoE, full attention
        QCOMPARE(s.vocabSize, 16);
        QCOMPARE(model->tensors->layerExperts, (std::vector<std::int64_t>{104448, 104448}));
        QCOMPARE(model->tensors->layers, (std::vector<std::int64_t>{212480, 212480}));
        QCOMPARE(model->tensors->tokenEmbedding, std::int64_t{2176});
        QVERIFY(*model->fileWeights == fit::WeightFormat::fileTypeOf(fit::LlamaFileType::Q8_0));
        // Parameters: per layer 3 x 32,768 (experts) + 512 (router) + 32,768 + 2 x 16,384 + 32,768 + 128
        // + 256 = 197,504; x 2 = 395,008; + 2 x 2,048 (embeddings, output) + 128 = 399,232.
        QCOMPARE(s.parameterCount, std::int64_t{399232});
        QCOMPARE(fit::derivedParameterCount(s), std::int64_t{399232});
    }

    void deepseek2Mla()
    {
        // deepseek2 with the MLA keys of current converters (key_length = kv_lora_rank + rope = 48,
        // key_length_mla = nope + rope = 48, value_length_mla = 32); 3 layers, the first dense
        // (leading_dense_block_count 1), layers 1-2 MoE by their routers.
        const QByteArray a = "deepseek2";
        const std::vector<QByteArray> kvs{
            kvString("general.architecture", a),          kvU32(a + ".block_count", 3),
            kvU32(a + ".context_length", 163840),         kvU32(a + ".embedding_length", 64),
            kvU32(a + ".feed_forward_length", 128),       kvU32(a + ".attention.head_count", 2),
            kvU32(a + ".attention.head_count_kv", 1),     kvU32(a + ".attention.key_length", 48),
            kvU32(a + ".attention.value_length", 32),     kvU32(a + ".attention.key_length_mla", 48),
            kvU32(a + ".attention.value_length_mla", 32), kvU32(a + ".attention.q_lora_rank", 24),
            kvU32(a + ".attention.kv_lora_rank", 32),     kvU32(a + ".rope.dimension_count", 16),
            kvU32(a + ".leading_dense_block_count", 1),   kvU32(a + ".expert_count", 4),
            kvU32(a + ".expert_used_count", 2),           kvU32(a + ".expert_shared_count", 1),
            kvU32(a + ".expert_feed_forward_length", 16), kvU32(a + ".vocab_size", 8),
        };
        std::vector<Tensor> t{{"token_embd.weight", {64, 8}, F16, 64 * 8 * 2}};
        t.push_back({"blk.0.attn_norm.weight", {64}, F32, 256});
        t.push_back({"blk.0.ffn_up.weight", {64, 128}, F16, 64 * 128 * 2});
        for (int i = 1; i < 3; ++i) {
            const QByteArray p = "blk." + QByteArray::number(i) + ".";
            t.push_back({p + "attn_norm.weight", {64}, F32, 256});
            t.push_back({p + "ffn_gate_inp.weight", {64, 4}, F32, 1024});
            t.push_back({p + "exp_probs_b.bias", {4}, F32, 16});
            t.push_back({p + "ffn_up_exps.weight", {64, 16, 4}, F16, 64 * 16 * 4 * 2}); // 8,192
        }
        t.push_back({"output.weight", {64, 8}, F16, 1024});
        const Written w = gguf(kvs, t);
        GgufError error;
        const std::optional<ImportedModel> model =
            catalog::importGguf(write(QStringLiteral("ds.gguf"), w.file), &error);
        QVERIFY2(model, qPrintable(error.message));
        const fit::ModelSpec &s = model->spec;
        QCOMPARE(s.kvLoraRank, 32);
        QCOMPARE(s.qLoraRank, 24);
        QCOMPARE(s.qkRopeHeadDim, 16);
        QCOMPARE(s.qkNopeHeadDim, 32); // 48 - 16
        QCOMPARE(s.vHeadDim, 32);
        QCOMPARE(s.headDim, 48);
        QCOMPARE(s.headDimV, 32);
        QCOMPARE(s.sharedExperts, 1);
        QCOMPARE(s.expertIntermediateSize, 16);
        QCOMPARE(s.intermediateSize, 128);
        QVERIFY(s.routerBias);
        QCOMPARE(s.vocabSize, 8);
        QCOMPARE(s.layerSpecs.size(), std::size_t{3});
        QVERIFY(!s.layerSpecs[0].moe);
        QVERIFY(s.layerSpecs[1].moe);
        QVERIFY(s.layerSpecs[2].moe);
        QCOMPARE(model->tensors->layerExperts, (std::vector<std::int64_t>{0, 8192, 8192}));
        // layer 0: 256 + 16,384; layers 1-2: 256 + 1,024 + 16 + 8,192 = 9,488
        QCOMPARE(model->tensors->layers, (std::vector<std::int64_t>{16640, 9488, 9488}));
        QVERIFY(!model->fileWeights || model->fileWeights->kind == fit::WeightFormatKind::Ggml);
    }

    void gemmaSlidingWindowPatterns_data()
    {
        QTest::addColumn<QByteArray>("arch");
        QTest::addColumn<int>("layers");
        QTest::addColumn<QString>("pattern"); // S sliding, F full
        // llama-model.cpp: gemma2 set_swa_pattern(2), gemma3 set_swa_pattern(6), gpt-oss set_swa_pattern(2);
        // layer i slides when i % n < n - 1.
        QTest::newRow("gemma2") << QByteArray("gemma2") << 4 << QStringLiteral("SFSF");
        QTest::newRow("gemma3") << QByteArray("gemma3") << 7 << QStringLiteral("SSSSSFS");
        QTest::newRow("gpt-oss") << QByteArray("gpt-oss") << 3 << QStringLiteral("SFS");
    }

    void gemmaSlidingWindowPatterns()
    {
        QFETCH(QByteArray, arch);
        QFETCH(int, layers);
        QFETCH(QString, pattern);
        std::vector<QByteArray> kvs{
            kvString("general.architecture", arch),    kvU32(arch + ".block_count", static_cast<std::uint32_t>(layers)),
            kvU32(arch + ".embedding_length", 64),     kvU32(arch + ".feed_forward_length", 128),
            kvU32(arch + ".attention.head_count", 2),  kvU32(arch + ".attention.head_count_kv", 1),
            kvU32(arch + ".attention.key_length", 32), kvU32(arch + ".attention.sliding_window", 4096),
            kvU32(arch + ".context_length", 131072),   kvTokens(8),
        };
        // Gemma 2/3: four hidden-size norms per layer (attn_norm, post_attention_norm, ffn_norm, post_ffw_norm).
        std::vector<Tensor> t{{"token_embd.weight", {64, 8}, F16, 1024}};
        for (int i = 0; i < layers; ++i) {
            const QByteArray p = "blk." + QByteArray::number(i) + ".";
            for (const char *norm : {"attn_norm", "post_attention_norm", "ffn_norm", "post_ffw_norm"})
                t.push_back({p + norm + ".weight", {64}, F32, 256});
        }
        const Written w = gguf(kvs, t);
        GgufError error;
        const std::optional<ImportedModel> model =
            catalog::importGguf(write(QStringLiteral("gemma.gguf"), w.file), &error);
        QVERIFY2(model, qPrintable(error.message));
        QCOMPARE(model->spec.slidingWindow, 4096);
        QVERIFY(model->spec.tiedEmbeddings);
        QCOMPARE(model->spec.normsPerLayer, 4);
        QCOMPARE(model->spec.layerSpecs.size(), std::size_t(layers));
        QString got;
        for (const fit::LayerSpec &l : model->spec.layerSpecs)
            got.append(l.attention == AttentionKind::SlidingWindow ? QLatin1Char('S') : QLatin1Char('F'));
        QCOMPARE(got, pattern);
    }

    void gptOssMxfp4ExpertsBiasesSinks()
    {
        // gpt-oss (general.architecture "gpt-oss", llama.cpp LLM_ARCH_OPENAI_MOE): 2 layers, 4 experts in
        // MXFP4 (block_mxfp4: 32 values in 17 bytes), biases on q, o, router and experts, attention sinks.
        //   ffn_up_exps [64, 64, 4] mxfp4: a 64-value row is 2 blocks = 34 bytes, 256 rows = 8,704;
        //   ffn_up_exps.bias f32 [64, 4] = 1,024 -> routed experts 9,728 per layer;
        //   attn_norm 256 + attn_sinks [2] 8 + attn_q.bias 256 + attn_output.bias 256 + ffn_gate_inp [64, 4]
        //   1,024 + ffn_gate_inp.bias 16 + 9,728 = 11,544 per layer.
        const QByteArray a = "gpt-oss";
        const std::vector<QByteArray> kvs{
            kvString("general.architecture", a),
            kvU32("general.file_type", 38), // LLAMA_FTYPE_MOSTLY_MXFP4_MOE
            kvU32(a + ".block_count", 2),
            kvU32(a + ".context_length", 131072),
            kvU32(a + ".embedding_length", 64),
            kvU32(a + ".feed_forward_length", 64),
            kvU32(a + ".attention.head_count", 2),
            kvU32(a + ".attention.head_count_kv", 1),
            kvU32(a + ".attention.key_length", 32),
            kvU32(a + ".attention.sliding_window", 128),
            kvU32(a + ".expert_count", 4),
            kvU32(a + ".expert_used_count", 2),
            kvU32(a + ".expert_feed_forward_length", 64),
            kvTokens(8),
        };
        std::vector<Tensor> t{{"token_embd.weight", {64, 8}, F16, 1024}};
        for (int i = 0; i < 2; ++i) {
            const QByteArray p = "blk." + QByteArray::number(i) + ".";
            const std::vector<Tensor> layer{
                {p + "attn_norm.weight", {64}, F32, 256},
                {p + "attn_sinks.weight", {2}, F32, 8},
                {p + "attn_q.bias", {64}, F32, 256},
                {p + "attn_output.bias", {64}, F32, 256},
                {p + "ffn_gate_inp.weight", {64, 4}, F32, 1024},
                {p + "ffn_gate_inp.bias", {4}, F32, 16},
                {p + "ffn_up_exps.weight", {64, 64, 4}, 39, 8704},
                {p + "ffn_up_exps.bias", {64, 4}, F32, 1024},
            };
            t.insert(t.end(), layer.begin(), layer.end());
        }
        t.push_back({"output.weight", {64, 8}, F16, 1024});
        GgufError error;
        const std::optional<ImportedModel> model =
            catalog::importGguf(write(QStringLiteral("gpt-oss.gguf"), gguf(kvs, t).file), &error);
        QVERIFY2(model, qPrintable(error.message));
        const fit::ModelSpec &s = model->spec;
        QVERIFY(s.attentionSinks);
        QVERIFY(s.attentionBias);
        QVERIFY(s.attentionOutputBias);
        QVERIFY(s.mlpBias);
        QVERIFY(s.routerBias);
        QCOMPARE(s.slidingWindow, 128);
        QCOMPARE(s.layerSpecs.size(), std::size_t{2});
        QVERIFY(s.layerSpecs[0].attention == AttentionKind::SlidingWindow);
        QVERIFY(s.layerSpecs[1].attention == AttentionKind::Full);
        QVERIFY(s.layerSpecs[0].moe && s.layerSpecs[1].moe);
        QCOMPARE(model->tensors->layerExperts, (std::vector<std::int64_t>{9728, 9728}));
        QCOMPARE(model->tensors->layers, (std::vector<std::int64_t>{11544, 11544}));
        QVERIFY(*model->fileWeights == fit::WeightFormat::fileTypeOf(fit::LlamaFileType::MXFP4_MOE));
    }

    void slidingWindowPatternFlags()
    {
        // <arch>.attention.sliding_window_pattern as one flag per layer (llama.cpp get_key_or_arr into
        // swa_layers) overrides the family's pattern: gemma2 with [false, true] slides layer 1 only.
        std::vector<QByteArray> kvs{
            kvString("general.architecture", "gemma2"), kvU32("gemma2.block_count", 2),
            kvU32("gemma2.embedding_length", 64),       kvU32("gemma2.feed_forward_length", 128),
            kvU32("gemma2.attention.head_count", 2),    kvU32("gemma2.attention.sliding_window", 512),
            kvU32("gemma2.context_length", 8192),       kvTokens(8),
        };
        kvs.push_back(
            Bytes{}.str("gemma2.attention.sliding_window_pattern").u32(kArray).u32(kBool).u64(2).u8(0).u8(1).b);
        const std::vector<Tensor> t{{"token_embd.weight", {64, 8}, F16, 1024},
                                    {"blk.0.attn_norm.weight", {64}, F32, 256},
                                    {"blk.1.attn_norm.weight", {64}, F32, 256}};
        GgufError error;
        const std::optional<ImportedModel> model =
            catalog::importGguf(write(QStringLiteral("flags.gguf"), gguf(kvs, t).file), &error);
        QVERIFY2(model, qPrintable(error.message));
        QCOMPARE(model->spec.kvHeads, 2); // head_count_kv absent: n_head (MHA)
        QCOMPARE(model->spec.layerSpecs.size(), std::size_t{2});
        QVERIFY(model->spec.layerSpecs[0].attention == AttentionKind::Full);
        QVERIFY(model->spec.layerSpecs[1].attention == AttentionKind::SlidingWindow);
        QCOMPARE(model->spec.slidingWindow, 512);
    }

    void unknownArchitectureIsLlamaLike()
    {
        const Written w = gguf(llamaMetadata("granite"), llamaTensors());
        GgufError error;
        const std::optional<ImportedModel> model =
            catalog::importGguf(write(QStringLiteral("granite.gguf"), w.file), &error);
        QVERIFY2(model, qPrintable(error.message));
        QCOMPARE(model->spec.layers, 2);
        QCOMPARE(model->notes.size(), 1);
        QVERIFY(model->notes.first().contains(QStringLiteral("Llama-like")));
    }

    void splitFiles()
    {
        // Two parts (gguf-split): part 1 holds the metadata and token_embd + layer 0, part 2 the rest;
        // each has split.no (0-based), split.count; part 1 also split.tensors.count (21).
        const std::vector<Tensor> all = llamaTensors();
        std::vector<QByteArray> kv1 = llamaMetadata();
        kv1.push_back(Bytes{}.str("split.no").u32(2).u8(0).u8(0).b); // uint16 0
        kv1.push_back(Bytes{}.str("split.count").u32(2).u8(2).u8(0).b);
        kv1.push_back(Bytes{}.str("split.tensors.count").u32(kI32).u32(21).b);
        const std::vector<Tensor> first(all.begin(), all.begin() + 10);
        const std::vector<Tensor> second(all.begin() + 10, all.end());
        const std::vector<QByteArray> kv2{Bytes{}.str("split.no").u32(2).u8(1).u8(0).b,
                                          Bytes{}.str("split.count").u32(2).u8(2).u8(0).b};
        QDir(m_dir.path()).mkpath(QStringLiteral("split"));
        const QString p1 = write(QStringLiteral("split/tiny-00001-of-00002.gguf"), gguf(kv1, first).file);
        const QString p2 = write(QStringLiteral("split/tiny-00002-of-00002.gguf"), gguf(kv2, second).file);
        for (const QString &path : {p1, p2}) {
            GgufError error;
            const std::optional<ImportedModel> model = catalog::importGguf(path, &error);
            QVERIFY2(model, qPrintable(error.message));
            QCOMPARE(model->spec.parameterCount, std::int64_t{1197312});
            QCOMPARE(model->tensors->layers, (std::vector<std::int64_t>{kLlamaLayerBytes, kLlamaLayerBytes}));
            QCOMPARE(model->tensors->outputHead, std::int64_t{6720});
            QCOMPARE(model->sourceName, QStringLiteral("tiny"));
        }
        QVERIFY(QFile::remove(p2));
        GgufError error;
        QVERIFY(!catalog::importGguf(p1, &error));
        QVERIFY2(error.message.contains(QStringLiteral("tiny-00002-of-00002.gguf")), qPrintable(error.message));
        QVERIFY2(error.message.contains(QStringLiteral("part 2 of 2")), qPrintable(error.message));
    }

    void truncatedTensorDataStillImports()
    {
        // Header complete, tensor data cut after 100 bytes: the header alone describes the model.
        const Written w = gguf(llamaMetadata(), llamaTensors());
        const QByteArray cut = w.file.left(static_cast<qsizetype>(w.dataOffset + 100));
        GgufError error;
        const std::optional<ImportedModel> model =
            catalog::importGguf(write(QStringLiteral("partial.gguf"), cut), &error);
        QVERIFY2(model, qPrintable(error.message));
        QCOMPARE(model->tensors->layers, (std::vector<std::int64_t>{kLlamaLayerBytes, kLlamaLayerBytes}));
        QCOMPARE(model->spec.parameterCount, std::int64_t{1197312});
        QCOMPARE(model->notes.size(), 1);
        QVERIFY2(model->notes.first().contains(QStringLiteral("incomplete")), qPrintable(model->notes.first()));
    }

    void fuzzSeeds()
    {
        // The committed seeds of fuzz_gguf (header-only files): the model ones import from the header
        // alone, the hostile ones and the lone split part are refused.
        const QDir dir(QStringLiteral(HEADROOM_SOURCE_DIR "/tests/fuzz/corpus/fuzz_gguf"));
        const QStringList seeds = dir.entryList({QStringLiteral("*.gguf")}, QDir::Files);
        QVERIFY(seeds.size() >= 10);
        for (const QString &seed : seeds) {
            QFile f(dir.filePath(seed));
            QVERIFY(f.open(QIODevice::ReadOnly));
            GgufError error;
            std::optional<catalog::GgufHeader> h = catalog::readGgufHeader(f, seed, &error);
            std::optional<ImportedModel> model;
            if (h)
                model = catalog::importGgufHeaders({*h}, {seed}, &error);
            const bool refused = seed.startsWith(QLatin1String("hostile-")) || seed.startsWith(QLatin1String("split-"));
            QVERIFY2(refused == !model, qPrintable(seed + QStringLiteral(": ") + error.message));
            if (model) {
                QVERIFY2(h->dataEnd > h->fileSize, qPrintable(seed)); // header only
                QVERIFY(model->tensors && model->tensors->layers.size() == std::size_t(model->spec.layers));
            }
        }
    }
};

} // namespace

QTEST_GUILESS_MAIN(TestGguf)
#include "tst_gguf.moc"
