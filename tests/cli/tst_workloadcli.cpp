// SPDX-License-Identifier: GPL-3.0-or-later
// `headroom estimate` for the training and image-generation workloads (issue 11 item 8, the CLI contract):
//  - every flag of the contract is accepted and reaches the JSON's "training" / "diffusion" objects;
//  - the JSON adds per_device_bytes gradients, optimizer_state, master_weights, lora_adapters, host_offload
//    (also host_bytes), and for diffusion "phases" (text_encode, denoise, vae_decode) and "peak_phase";
//    top level trainable_parameters, checkpoint_bytes, weights_only_checkpoint_bytes; total_per_device_bytes
//    is the sum of the GPU segments (the peak phase for diffusion);
//  - an inference estimate keeps its keys and gains the new ones as 0 (flags and fields are contracts: add,
//    never rename);
//  - a flag of another workload kind, an unknown value or a malformed --image / --lora-targets is one line on
//    stderr and exit 2.

#include <cli/cli.h>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>
#include <QTextStream>

using namespace headroom;

namespace {

struct Outcome {
    int exitCode = -1;
    QString out;
    QString err;
};

Outcome runCli(const QString &arguments)
{
    Outcome o;
    QTextStream out(&o.out);
    QTextStream err(&o.err);
    o.exitCode =
        cli::run(QStringList{QStringLiteral("headroom")} + arguments.split(u' ', Qt::SkipEmptyParts), out, err);
    out.flush();
    err.flush();
    return o;
}

QJsonObject estimateJson(const QString &arguments)
{
    const Outcome o = runCli(QStringLiteral("estimate --json ") + arguments);
    if (o.exitCode != 0)
        qWarning("exit %d: %s", o.exitCode, qPrintable(o.err));
    return QJsonDocument::fromJson(o.out.toUtf8()).object();
}

qint64 sumOfGpuSegments(const QJsonObject &perDevice)
{
    qint64 sum = 0;
    for (auto it = perDevice.begin(); it != perDevice.end(); ++it) {
        if (it.key() != QLatin1String("host_offload") && it.value().isDouble())
            sum += qint64(it.value().toDouble());
    }
    return sum;
}

} // namespace

class TestWorkloadCli : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void trainingJson()
    {
        const QJsonObject o = estimateJson(QStringLiteral(
            "--model llama-3.1-8b --gpu h100-80gb --gpus 8 --workload full-finetune --context 2048 --micro-batch-size "
            "2 "
            "--gradient-accumulation 8 --optimizer adamw --master-weights fp32 --gradient-dtype bf16 "
            "--optimizer-in-backward off --activation-checkpointing selective --sharding zero3 --offload none"));
        QCOMPARE(o.value(QLatin1String("workload")).toString(), QStringLiteral("full-finetune"));
        const QJsonObject t = o.value(QLatin1String("training")).toObject();
        QCOMPARE(t.value(QLatin1String("micro_batch_size")).toInt(), 2);
        QCOMPARE(t.value(QLatin1String("sequence_length")).toInt(), 2048);
        QCOMPARE(t.value(QLatin1String("gradient_accumulation")).toInt(), 8);
        QCOMPARE(t.value(QLatin1String("sharding")).toString(), QStringLiteral("zero3"));
        QCOMPARE(t.value(QLatin1String("shard_degree")).toInt(), 8);
        QCOMPARE(t.value(QLatin1String("activation_checkpointing")).toString(), QStringLiteral("selective"));
        const QJsonObject perDevice = o.value(QLatin1String("per_device_bytes")).toObject();
        for (const char *key : {"weights", "master_weights", "gradients", "optimizer_state", "lora_adapters",
                                "activations", "host_offload"})
            QVERIFY2(perDevice.contains(QLatin1String(key)), key);
        QVERIFY(perDevice.value(QLatin1String("optimizer_state")).toDouble() > 0);
        QCOMPARE(qint64(o.value(QLatin1String("total_per_device_bytes")).toDouble()), sumOfGpuSegments(perDevice));
        // 8,030,261,248 parameters (Llama 3.1 8B, all trainable in a full fine-tune).
        QCOMPARE(qint64(o.value(QLatin1String("trainable_parameters")).toDouble()), Q_INT64_C(8030261248));
        QVERIFY(o.value(QLatin1String("checkpoint_bytes")).toDouble() > 0);
        QVERIFY(o.value(QLatin1String("weights_only_checkpoint_bytes")).toDouble() > 0);
        QVERIFY(o.contains(QLatin1String("max_micro_batch")));
    }

    void loraJson()
    {
        const QJsonObject o = estimateJson(QStringLiteral(
            "--model llama-3.1-8b --gpu rtx-4090 --workload lora --context 1024 --lora-rank 16 --lora-targets q,k,v,o "
            "--activation-checkpointing full"));
        // 32 layers x 16 x ((4096 + 4096) + (4096 + 1024) + (4096 + 1024) + (4096 + 4096)) = 13,631,488.
        QCOMPARE(qint64(o.value(QLatin1String("trainable_parameters")).toDouble()), Q_INT64_C(13631488));
        const QJsonObject t = o.value(QLatin1String("training")).toObject();
        QCOMPARE(t.value(QLatin1String("lora_targets")).toString(), QStringLiteral("q,k,v,o"));
        QVERIFY(o.value(QLatin1String("per_device_bytes")).toObject().value(QLatin1String("lora_adapters")).toDouble() >
                0);
    }

    void flashAttentionForTraining()
    {
        // --flash-attention reaches training (its activations) as it reaches llama.cpp; without it the attention
        // scores (s^2 per head) are stored, so the activations grow.
        const QString base =
            QStringLiteral("--model llama-3.1-8b --gpu h100-80gb --workload lora --context 2048 --flash-attention ");
        const QJsonObject on = estimateJson(base + QStringLiteral("on"));
        const QJsonObject off = estimateJson(base + QStringLiteral("off"));
        QCOMPARE(on.value(QLatin1String("training")).toObject().value(QLatin1String("flash_attention")).toBool(), true);
        QCOMPARE(off.value(QLatin1String("training")).toObject().value(QLatin1String("flash_attention")).toBool(),
                 false);
        const auto activations = [](const QJsonObject &o) {
            return o.value(QLatin1String("per_device_bytes")).toObject().value(QLatin1String("activations")).toDouble();
        };
        QVERIFY(activations(off) > activations(on));
    }

    void offloadToHost()
    {
        const QJsonObject o = estimateJson(QStringLiteral(
            "--model llama-3.1-8b --gpu h100-80gb --gpus 4 --workload full-finetune --context 1024 --sharding zero3 "
            "--offload optimizer-params"));
        const qint64 host = qint64(
            o.value(QLatin1String("per_device_bytes")).toObject().value(QLatin1String("host_offload")).toDouble());
        QVERIFY(host > 0);
        QCOMPARE(qint64(o.value(QLatin1String("host_bytes")).toDouble()), host);
    }

    void diffusionJson()
    {
        const QJsonObject o = estimateJson(
            QStringLiteral("--model sdxl --gpu rtx-4090 --image 1024x1024 --images 4 --vae-slicing on --vae-tiling off "
                           "--diffusion-offload none"));
        QCOMPARE(o.value(QLatin1String("workload")).toString(), QStringLiteral("diffusion"));
        const QJsonObject perDevice = o.value(QLatin1String("per_device_bytes")).toObject();
        const QJsonObject phases = perDevice.value(QLatin1String("phases")).toObject();
        qint64 peak = 0;
        for (const char *phase : {"text_encode", "denoise", "vae_decode"}) {
            QVERIFY2(phases.contains(QLatin1String(phase)), phase);
            peak = std::max(
                peak, qint64(phases.value(QLatin1String(phase)).toObject().value(QLatin1String("total")).toDouble()));
        }
        QCOMPARE(qint64(o.value(QLatin1String("total_per_device_bytes")).toDouble()), peak);
        const QString peakPhase = perDevice.value(QLatin1String("peak_phase")).toString();
        QCOMPARE(qint64(phases.value(peakPhase).toObject().value(QLatin1String("total")).toDouble()), peak);
        const QJsonObject d = o.value(QLatin1String("diffusion")).toObject();
        QCOMPARE(d.value(QLatin1String("width")).toInt(), 1024);
        QCOMPARE(d.value(QLatin1String("images")).toInt(), 4);
        QCOMPARE(d.value(QLatin1String("vae_slicing")).toBool(), true);
    }

    void inferenceGainsZeros()
    {
        const QJsonObject o = estimateJson(QStringLiteral("--model llama-3.1-8b --gpu h100-80gb --context 8192"));
        QCOMPARE(o.value(QLatin1String("workload")).toString(), QStringLiteral("inference"));
        const QJsonObject perDevice = o.value(QLatin1String("per_device_bytes")).toObject();
        for (const char *key : {"gradients", "optimizer_state", "master_weights", "lora_adapters", "host_offload"})
            QCOMPARE(perDevice.value(QLatin1String(key)).toDouble(), 0.0);
        QCOMPARE(qint64(o.value(QLatin1String("total_per_device_bytes")).toDouble()), sumOfGpuSegments(perDevice));
        QVERIFY(o.contains(QLatin1String("max_context")));
    }

    void refusals_data()
    {
        QTest::addColumn<QString>("arguments");
        QTest::addColumn<QString>("needle");
        const auto row = [](const char *name, const char *model, const char *arguments, const char *needle) {
            QTest::newRow(name) << QStringLiteral("estimate %1 %2").arg(QLatin1String(model), QLatin1String(arguments))
                                << QString::fromLatin1(needle);
        };
        const char *llm = "--model llama-3.1-8b --gpu h100-80gb";
        const char *sd = "--model sd15 --gpu rtx-4090";
        row("training flag for inference", llm, "--optimizer adamw", "workload");
        row("unknown workload", llm, "--workload pretrain", "pretrain");
        row("unknown optimizer", llm, "--workload lora --optimizer adam", "adam");
        row("concurrency for training", llm, "--workload lora --concurrency 4", "--concurrency");
        row("kv cache for training", llm, "--workload full-finetune --kv-cache-dtype q8_0", "--kv-cache-dtype");
        row("lora targets", llm, "--workload lora --lora-targets q,x", "--lora-targets");
        row("lora rank for full", llm, "--workload full-finetune --lora-rank 8", "LoRA");
        row("micro batch 0", llm, "--workload lora --micro-batch-size 0", "micro-batch-size");
        row("vllm training", llm, "--workload lora --engine vllm", "vLLM");
        row("image flag for LLM", llm, "--workload lora --image 512x512", "workload");
        row("malformed image", sd, "--image 1024", "WIDTHxHEIGHT");
        row("context for diffusion", sd, "--context 2048", "--context");
        row("vae tiling word", sd, "--vae-tiling on", "vae-tiling");
        row("sd15 as LoRA", sd, "--workload lora", "diffusion");
    }
    void refusals()
    {
        QFETCH(QString, arguments);
        QFETCH(QString, needle);
        const Outcome o = runCli(arguments);
        QCOMPARE(o.exitCode, 2);
        QVERIFY(o.out.isEmpty());
        QCOMPARE(o.err.count(u'\n'), 1);
        QVERIFY2(o.err.contains(needle), qPrintable(o.err));
    }

    void textInEveryLanguage_data()
    {
        QTest::addColumn<QString>("lang");
        // Only English here: the nl and tr translations are embedded in the headroom executable, not in this
        // test (tests/cli/tst_cliprocess.cpp runs the executable in every language).
        QTest::newRow("en") << QStringLiteral("en");
    }
    void textInEveryLanguage()
    {
        QFETCH(QString, lang);
        for (const QString &args :
             {QStringLiteral("--model llama-3.1-8b --gpu h100-80gb --workload qlora --context 2048"),
              QStringLiteral("--model flux1-dev --gpu h100-80gb --image 1024x1024")}) {
            const Outcome o = runCli(QStringLiteral("estimate --lang %1 %2").arg(lang, args));
            QCOMPARE(o.exitCode, 0);
            QVERIFY(o.err.isEmpty());
            QVERIFY(o.out.contains(QLatin1String("GiB")));
        }
    }
};

QTEST_MAIN(TestWorkloadCli)
#include "tst_workloadcli.moc"
