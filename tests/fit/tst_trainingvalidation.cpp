// SPDX-License-Identifier: GPL-3.0-or-later
// The training fit model against real framework measurements: the training rows of
// shared/validation/engine-measurements.tsv (row id and source URL at each row; figures copied as
// printed, "GB" = 10^9 bytes). Expected = the printed peak per GPU; tolerance 15 %. Each row's error is
// printed with qInfo so that it can be reported. The models are built from their published configs.
//
// Compared figure: PyTorch's torch.cuda.max_memory_allocated() counts tensors only, so rows that print it
// (TR06 `accelerator_memory_max`, TR08 LitGPT "Max GPU RAM" = max_memory_allocated / 1e9) are compared
// with the estimate without its runtime term (CUDA context, NCCL, kTrainingRuntimeBytes); a row whose
// method is not stated (TR04, prose of the PEFT docs) is compared with the whole per-GPU total.
//
// Rows that are not training rows this model can express:
//  - TR01 (PEFT README, bigscience/T0_3B): T0 is a T5 encoder-decoder, not a decoder-only ModelSpec, and
//    the table gives no batch size or sequence length;
//  - TR10 (LitGPT generate): inference rows (the inference fit model's tests cover those).

#include <fit/fitmodel.h>

#include <QTest>

#include <cmath>

using namespace headroom::fit;

Q_DECLARE_METATYPE(headroom::fit::Scenario)

namespace {

constexpr double kTolerance = 0.15;
// nvidia-smi totals (MiB x 2^20), resources/catalog/gpus.json.
constexpr qint64 kL40sBytes = 48'305'799'168;
constexpr qint64 kA100_40Bytes = 42'949'672'960;
constexpr qint64 kRtx4090Bytes = 25'757'220'864;

ModelSpec dense(int layers, int heads, int kvHeads, int hidden, int ff, int vocab, qint64 params)
{
    ModelSpec m;
    m.layers = layers;
    m.attentionHeads = heads;
    m.kvHeads = kvHeads;
    m.headDim = hidden / heads;
    m.hiddenSize = hidden;
    m.intermediateSize = ff;
    m.vocabSize = vocab;
    m.parameterCount = params;
    return m;
}

// https://huggingface.co/meta-llama/Llama-3.2-3B/blob/main/config.json: 28 layers, hidden 3072, 24 heads
// (head_dim 128), 8 KV heads, intermediate 8192, vocab 128256, tie_word_embeddings true; 3,212,749,824
// parameters (TR06 num_total_params).
ModelSpec llama32_3b()
{
    ModelSpec m = dense(28, 24, 8, 3072, 8192, 128256, 3'212'749'824);
    m.tiedEmbeddings = true;
    m.maxContextTokens = 131072;
    return m;
}

// https://huggingface.co/meta-llama/Llama-2-7b-hf/blob/main/config.json: 32 layers, hidden 4096, 32 heads,
// 32 KV heads, intermediate 11008, vocab 32000, untied; 6,738,415,616 parameters.
ModelSpec llama2_7b()
{
    ModelSpec m = dense(32, 32, 32, 4096, 11008, 32000, 6'738'415'616);
    m.maxContextTokens = 4096;
    return m;
}

// https://huggingface.co/meta-llama/Llama-2-70b-hf/blob/main/config.json: 80 layers, hidden 8192, 64 heads,
// 8 KV heads, intermediate 28672, vocab 32000, untied; 68,976,648,192 parameters.
ModelSpec llama2_70b()
{
    ModelSpec m = dense(80, 64, 8, 8192, 28672, 32000, 68'976'648'192);
    m.maxContextTokens = 4096;
    return m;
}

// TR06: PEFT MetaMathQA benchmark, full fine-tuning of Llama-3.2-3B in bfloat16 with torch AdamW
// (no AMP: the moments are bf16 like the weights, no master copy), batch 4 x max_seq_length 768, no
// gradient checkpointing, SDPA (attn_implementation null), one L40S.
Scenario tr06()
{
    Scenario s;
    s.kind = WorkloadKind::FullFinetune;
    s.model = llama32_3b();
    s.hardware.memoryBytes = kL40sBytes;
    s.workload.contextTokens = 768;
    s.training.microBatch = 4;
    s.training.masterWeights = false;
    return s;
}

// TR08: LitGPT finetune/lora.py, Llama 2 7B, --precision bf16-true (bf16 weights, adapters and AdamW
// moments, no master copy), LoRA r 8 on query and value (lora.py defaults), one A100-SXM4-40GB, Alpaca
// whose longest example is 1304 tokens (the first batch holds it, padded to it). The quantized rows use
// bitsandbytes PagedAdamW (32-bit moments, 8 bytes per parameter instead of 4: 17 MB more for 4,194,304
// adapters, not modelled here).
Scenario tr08(int microBatch, std::optional<WeightFormat> quantized)
{
    Scenario s;
    s.kind = quantized ? WorkloadKind::Qlora : WorkloadKind::Lora;
    s.model = llama2_7b();
    s.weightFormat = quantized;
    s.hardware.memoryBytes = kA100_40Bytes;
    s.workload.contextTokens = 1304;
    s.training.microBatch = microBatch;
    s.training.masterWeights = false;
    s.training.loraRank = 8;
    s.training.loraTargets = LoraQ | LoraV;
    return s;
}

// TR04: PEFT docs "Use PEFT QLoRA and FSDP", Llama-2-70b, bnb nf4 with nested quantization
// (use_nested_quant), FSDP FULL_SHARD over 2 GPUs, per_device_train_batch_size 2, max_seq_len 2048 with
// packing, gradient checkpointing, flash attention 2, LoRA r 8 on all-linear, Trainer AdamW.
Scenario tr04(Offload offload)
{
    Scenario s;
    s.kind = WorkloadKind::Qlora;
    s.model = llama2_70b();
    s.weightFormat = WeightFormat::nf4(true);
    s.hardware.memoryBytes = kRtx4090Bytes;
    s.hardware.gpuCount = 2;
    s.workload.contextTokens = 2048;
    s.training.microBatch = 2;
    s.training.loraRank = 8;
    s.training.loraTargets = kLoraAllTargets;
    s.training.checkpointing = ActivationCheckpointing::Full;
    s.training.sharding = Sharding::FsdpFull;
    s.training.offload = offload;
    return s;
}

} // namespace

class TestTrainingValidation : public QObject
{
    Q_OBJECT

private slots:
    void peakPerGpu_data();
    void peakPerGpu();
    void outOfMemoryRow();
};

void TestTrainingValidation::peakPerGpu_data()
{
    QTest::addColumn<Scenario>("scenario");
    QTest::addColumn<qint64>("measured");    // bytes
    QTest::addColumn<bool>("allocated");     // the figure is torch.cuda.max_memory_allocated()
    QTest::addColumn<QString>("expectFail"); // why the row cannot be met (empty: it must)

    // https://github.com/huggingface/peft/blob/5d602fdbff04c33c1c4de55cda9d4ae1d7cb7e40/method_comparison/MetaMathQA/results/full-finetuning--llama-3.2-3B-lr_0.00001.json
    // "accelerator_memory_max 38868615168 bytes".
    QTest::newRow("TR06 Llama-3.2-3B full FT bf16 4x768") << tr06() << qint64(38'868'615'168) << true << QString();

    // https://github.com/Lightning-AI/litgpt/blob/4839345a97a0a90bc5f2361664b04d665c9a0e89/tutorials/resource-tables.md
    // "Max GPU RAM: None mb1 21.30 GB; bnb.nf4 mb1 14.14 GB; bnb.nf4-dq mb1 13.84 GB; None mb2 29.07 GB".
    // The quantized rows ran bitsandbytes 0.41.1, whose MatMul4Bit still saved its input A for backward
    // (removed in bitsandbytes PR #1270, July 2024: "the buffered activation of A is useless"): 2 x (4096 +
    // 11008) bytes per token and layer for gate/up and down, about 1.26 GB here, which today's bitsandbytes
    // and this model do not keep; LitGPT also quantizes lm_head, which transformers keeps in 16 bits.
    QTest::newRow("TR08 Llama 2 7B LoRA bf16 mb1")
        << tr08(1, std::nullopt) << qint64(21'300'000'000) << true << QString();
    QTest::newRow("TR08 Llama 2 7B LoRA bf16 mb2")
        << tr08(2, std::nullopt) << qint64(29'070'000'000) << true << QString();
    QTest::newRow("TR08 Llama 2 7B QLoRA nf4 mb1")
        << tr08(1, WeightFormat::nf4(false)) << qint64(14'140'000'000) << true << QString();
    QTest::newRow("TR08 Llama 2 7B QLoRA nf4-dq mb1")
        << tr08(1, WeightFormat::nf4(true)) << qint64(13'840'000'000) << true << QString();

    // https://github.com/huggingface/peft/blob/5d602fdbff04c33c1c4de55cda9d4ae1d7cb7e40/docs/source/accelerate/fsdp.md
    // "the memory consumed per GPU is 19.6 GB ... When disabling CPU offloading, the GPU memory usage is
    // 35.6 GB/ GPU". How it was measured is not stated, so the whole total is compared.
    QTest::newRow("TR04 Llama-2-70b QLoRA FSDP x2, no offload")
        << tr04(Offload::None) << qint64(35'600'000'000) << false << QString();
    QTest::newRow("TR04 Llama-2-70b QLoRA FSDP x2, offload params")
        << tr04(Offload::OptimizerParams) << qint64(19'600'000'000) << false
        << QStringLiteral("TR04 offload: the model moves the whole weight shard (18.2 GB) to the host and keeps "
                          "only the gathered layers, checkpointed inputs and logits (about 11.6 GB), but the docs "
                          "report 19.6 GB, only 16 GB below their no-offload figure; the sentence does not say how "
                          "it was measured (an nvidia-smi figure includes the caching allocator's reserve), and "
                          "the same section says the run fits 2 x 24 GB GPUs while its no-offload figure is "
                          "35.6 GB, so the setups measured are not fully described");
}

void TestTrainingValidation::peakPerGpu()
{
    QFETCH(Scenario, scenario);
    QFETCH(qint64, measured);
    QFETCH(bool, allocated);
    QFETCH(QString, expectFail);
    const Result<Estimate> r = estimate(scenario);
    QVERIFY2(r.ok(), r.error ? r.error->message.c_str() : "");
    const Breakdown &b = r.value->perDevice;
    const qint64 estimated = allocated ? b.total() - b.runtime : b.total();
    const double error = double(estimated - measured) / double(measured);
    qInfo("%s: estimate %.2f GB vs measured %.2f GB (%s): %+.1f %%", QTest::currentDataTag(), double(estimated) / 1e9,
          double(measured) / 1e9, allocated ? "max allocated, runtime excluded" : "per-GPU total", 100.0 * error);
    if (!expectFail.isEmpty())
        QEXPECT_FAIL("", qPrintable(expectFail), Abort);
    QVERIFY2(std::abs(error) <= kTolerance, qPrintable(QStringLiteral("error %1 %").arg(100.0 * error, 0, 'f', 1)));
}

void TestTrainingValidation::outOfMemoryRow()
{
    // TR08 "None mb4 OOM" on the 40 GB A100: four 1304-token sequences do not fit (LitGPT resource table).
    const Result<Estimate> r = estimate(tr08(4, std::nullopt));
    QVERIFY(r.ok());
    qInfo("TR08 Llama 2 7B LoRA bf16 mb4: estimate %.2f GB on a %.2f GB GPU (measured: OOM)",
          double(r.value->perDevice.total()) / 1e9, double(kA100_40Bytes) / 1e9);
    QVERIFY(!r.value->fits);
    // and micro-batch 2 does.
    QVERIFY(estimate(tr08(2, std::nullopt)).value->fits);
}

QTEST_GUILESS_MAIN(TestTrainingValidation)
#include "tst_trainingvalidation.moc"
