// SPDX-License-Identifier: GPL-3.0-or-later
// The quote PDF for training and image generation (issue 11 items 5 and 10), read back with poppler's
// pdftotext: the fit section names the workload kind and its knobs, the training segments in the legend, the
// host RAM of an offload and the checkpoint sizes; a spot line's recovery plan names the checkpoint; the
// checkpoint storage line; image generation draws one bar per phase and names the peak. No two words overlap
// on a page and no text runs below the bottom margin. The estimates are built here by hand (the arithmetic in
// the comments), so the test checks the PDF, not the fit model.

#include <fit/diffusion.h>
#include <quote/quotedocument.h>
#include <quote/quotepdf.h>

#include <QFile>
#include <QProcess>
#include <QRectF>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace headroom;
using namespace headroom::quote;

namespace {

/// nvidia-smi totals (resources/catalog/gpus.json): H100 80GB 81,559 MiB = 85,520,809,984 B; RTX 4090
/// 24,564 MiB = 25,757,220,864 B.
constexpr qint64 kH100Bytes = 85'520'809'984;
constexpr qint64 kRtx4090Bytes = 25'757'220'864;

/// Llama-3.1-8B (https://huggingface.co/meta-llama/Llama-3.1-8B/blob/main/config.json): 32 layers, hidden
/// 4096, vocab 128256, 8,030,261,248 parameters (the safetensors total).
constexpr qint64 kLlama8bParameters = 8'030'261'248;

catalog::PriceList testList()
{
    catalog::PriceList list;
    list.id = QStringLiteral("test-2026-01");
    list.name = QStringLiteral("Test list");
    list.currency = QStringLiteral("USD");
    list.exampleData = true;
    list.retrieved = QDate(2026, 11, 30);
    catalog::GpuPrice h100;
    h100.gpuId = QStringLiteral("h100-80gb");
    h100.provider = QStringLiteral("Test provider");
    h100.hourlyMicros = 2'690'000;   // 2.69 USD per GPU-hour
    h100.spotHourlyMicros = 990'000; // 0.99 USD per GPU-hour (test figure)
    catalog::GpuPrice rtx = h100;
    rtx.gpuId = QStringLiteral("rtx-4090");
    rtx.hourlyMicros = 690'000;
    list.gpus = {h100, rtx};
    list.storagePerGbMonthMicros = 100'000; // 0.10 USD per GB-month, as prices-example.json
    return list;
}

/// Full fine-tune of Llama 3.1 8B on 8 x H100, FSDP FULL_SHARD (shard degree 8), sequence 4,096 x micro-batch 2,
/// AdamW with fp32 master weights, bf16 gradients, full activation checkpointing, flash attention. Per GPU:
///   weights     8,030,261,248 x 2 B / 8 = 2,007,565,312 B = 1.87 GiB
///   master      8,030,261,248 x 4 B / 8 = 4,015,130,624 B = 3.74 GiB
///   gradients   8,030,261,248 x 2 B / 8 = 2,007,565,312 B = 1.87 GiB
///   optimizer   8,030,261,248 x 8 B / 8 = 8,030,261,248 B = 7.48 GiB (AdamW m and v in fp32)
///   activations full checkpointing: 32 layer inputs of 2 x 4,096 x 2 x 4,096 B = 2,147,483,648 B, plus one
///               layer recomputed, 34 x s x b x h = 34 x 4,096 x 2 x 4,096 = 1,140,850,688 B (Korthikanti et al.
///               2022, flash attention: no 5as/h term): 3,288,334,336 B = 3.06 GiB
///   logits      4,096 x 2 x 128,256 x 4 B (fp32) = 4,202,692,608 B = 3.91 GiB
///   sharding    two gathered decoder layers (current + prefetch): (8,030,261,248 - 2 x 525,336,576 embedding
///               and head - 4,096 norm) / 32 = 218,112,000 parameters x 2 B x 2 = 872,448,000 B = 0.81 GiB
///   runtime     512 MiB = 536,870,912 B
///   total       24,960,868,352 B = 23.25 GiB; headroom 85,520,809,984 - 24,960,868,352 = 60,559,941,632 B.
/// Checkpoint: 14 B per parameter (2 + 4 + 8) = 112,423,657,472 B = 104.70 GiB; per rank / 8 = 14,052,957,184 B
/// = 13.09 GiB; weights only 16,060,522,496 B = 14.96 GiB.
Quote trainingQuote(PricingModel pricing, int checkpointsKept)
{
    QuoteRequest r;
    r.gpuId = QStringLiteral("h100-80gb");
    r.gpuCount = 8;
    r.term = Term::Week;
    r.pricing = pricing;
    r.scenarioFingerprint = QStringLiteral("5a1e7d9c");
    r.checkpointsKept = checkpointsKept;
    r.checkpointBytes = 112'423'657'472;
    Quote q = *buildQuote(r, testList(), QDate(2026, 11, 30));
    q.reference = QStringLiteral("HR-2026-000321");
    q.gpuName = QStringLiteral("NVIDIA H100 80GB HBM3");

    fit::Scenario s;
    s.kind = fit::WorkloadKind::FullFinetune;
    s.model.id = "llama-3.1-8b";
    s.model.displayName = "Llama 3.1 8B";
    s.model.parameterCount = kLlama8bParameters;
    s.weights = fit::WeightPrecision::BF16;
    s.hardware.gpuId = "h100-80gb";
    s.hardware.memoryBytes = kH100Bytes;
    s.hardware.gpuCount = 8;
    s.workload.contextTokens = 4'096;
    s.training.microBatch = 2;
    s.training.checkpointing = fit::ActivationCheckpointing::Full;
    s.training.sharding = fit::Sharding::FsdpFull;
    q.scenario = s;

    fit::Estimate e;
    e.kind = fit::WorkloadKind::FullFinetune;
    e.perDevice.weights = 2'007'565'312;
    e.perDevice.masterWeights = 4'015'130'624;
    e.perDevice.gradients = 2'007'565'312;
    e.perDevice.optimizerState = 8'030'261'248;
    e.perDevice.activations = 3'288'334'336;
    e.perDevice.logits = 4'202'692'608;
    e.perDevice.shardingBuffers = 872'448'000;
    e.perDevice.runtime = 536'870'912;
    e.usablePerDeviceBytes = kH100Bytes;
    e.headroomBytes = kH100Bytes - e.perDevice.total();
    e.fits = true;
    e.devices = 1;
    e.replicas = 8;
    e.trainableParameters = kLlama8bParameters;
    e.shardDegree = 8;
    e.checkpointBytes = 112'423'657'472;
    e.checkpointBytesPerRank = 14'052'957'184;
    e.weightsOnlyCheckpointBytes = 16'060'522'496;
    q.estimate = e;
    return q;
}

/// SDXL (https://huggingface.co/stabilityai/stable-diffusion-xl-base-1.0) at 1,024 x 1,024, one image with
/// classifier-free guidance, on 1 x RTX 4090, no offload: every component stays on the GPU in every phase.
///   text encoders CLIP ViT-L/14 123,060,480 + OpenCLIP ViT-bigG/14 694,659,840 parameters x 2 B
///                 = 1,635,440,640 B
///   denoiser      UNet 2,567,463,684 parameters x 2 B = 5,134,927,368 B
///   VAE           83,653,863 parameters x 4 B (fp32: force_upcast) = 334,615,452 B
///   runtime       536,870,912 B; together 7,641,854,372 B
/// Activations per phase, stated for this layout test (not derived): text encoding 268,435,456 B, denoising
/// 2,147,483,648 B, VAE decode 6,442,450,944 B. Phase totals: 7,910,289,828 B = 7.37 GiB; 9,789,338,020 B =
/// 9.12 GiB; 14,084,305,316 B = 13.12 GiB (the peak, VAE decode).
Quote diffusionQuote()
{
    QuoteRequest r;
    r.gpuId = QStringLiteral("rtx-4090");
    r.gpuCount = 1;
    r.term = Term::Day;
    r.scenarioFingerprint = QStringLiteral("0d1ff");
    Quote q = *buildQuote(r, testList(), QDate(2026, 11, 30));
    q.reference = QStringLiteral("HR-2026-000322");
    q.gpuName = QStringLiteral("NVIDIA GeForce RTX 4090");

    fit::Scenario s;
    s.kind = fit::WorkloadKind::Diffusion;
    s.diffusionModel.id = "sdxl";
    s.diffusionModel.displayName = "Stable Diffusion XL";
    s.diffusionModel.classifierFreeGuidance = true;
    s.weights = fit::WeightPrecision::FP16;
    s.hardware.gpuId = "rtx-4090";
    s.hardware.memoryBytes = kRtx4090Bytes;
    s.diffusion.images = 1;
    q.scenario = s;

    fit::Breakdown base;
    base.textEncoders = 1'635'440'640;
    base.denoiser = 5'134'927'368;
    base.vae = 334'615'452;
    base.runtime = 536'870'912;
    fit::Estimate e;
    e.kind = fit::WorkloadKind::Diffusion;
    for (const qint64 activations : {qint64(268'435'456), qint64(2'147'483'648), qint64(6'442'450'944)}) {
        fit::Breakdown phase = base;
        phase.activations = activations;
        e.phases.push_back(phase);
    }
    e.peakPhase = int(fit::DiffusionPhase::VaeDecode);
    e.perDevice = e.phases.back();
    e.usablePerDeviceBytes = kRtx4090Bytes;
    e.headroomBytes = kRtx4090Bytes - e.perDevice.total();
    e.fits = true;
    e.imageWidth = 1'024;
    e.imageHeight = 1'024;
    q.estimate = e;
    return q;
}

QString runTool(const QString &program, const QStringList &arguments)
{
    QProcess p;
    p.start(program, arguments);
    if (!p.waitForFinished(60'000) || p.exitStatus() != QProcess::NormalExit || p.exitCode() != 0)
        return {};
    return QString::fromUtf8(p.readAllStandardOutput());
}

/// pdftotext with whitespace (no-break spaces included) collapsed, so wrapped sentences compare as one line.
QString pdfText(const QString &pdf)
{
    return runTool(QStringLiteral("pdftotext"),
                   {QStringLiteral("-enc"), QStringLiteral("UTF-8"), pdf, QStringLiteral("-")})
        .simplified();
}

struct Word {
    QString text;
    QRectF box; ///< points
};

struct Page {
    qreal height = 0;
    QList<Word> words;
};

/// Word boxes of `pdftotext -bbox`, per page.
QList<Page> wordBoxes(const QString &pdf)
{
    const QString html = runTool(QStringLiteral("pdftotext"), {QStringLiteral("-bbox"), pdf, QStringLiteral("-")});
    static const QRegularExpression pageRe(QStringLiteral("<page width=\"([0-9.]+)\" height=\"([0-9.]+)\">"));
    static const QRegularExpression wordRe(QStringLiteral("<word xMin=\"([0-9.]+)\" yMin=\"([0-9.]+)\" "
                                                          "xMax=\"([0-9.]+)\" yMax=\"([0-9.]+)\">([^<]*)</word>"));
    QList<Page> pages;
    for (const QString &chunk : html.split(QStringLiteral("<page "), Qt::SkipEmptyParts).mid(1)) {
        const QRegularExpressionMatch p = pageRe.match(QStringLiteral("<page ") + chunk);
        if (!p.hasMatch())
            continue;
        Page page;
        page.height = p.captured(2).toDouble();
        for (auto it = wordRe.globalMatch(chunk); it.hasNext();) {
            const QRegularExpressionMatch w = it.next();
            const QPointF topLeft(w.captured(1).toDouble(), w.captured(2).toDouble());
            const QPointF bottomRight(w.captured(3).toDouble(), w.captured(4).toDouble());
            page.words.append({w.captured(5), QRectF(topLeft, bottomRight)});
        }
        pages.append(page);
    }
    return pages;
}

/// Empty when no two words of a page overlap (by more than 0.3 pt each way) and every word ends above the
/// 14 mm bottom margin; else what is wrong.
QString layoutProblems(const QString &pdf)
{
    const QList<Page> pages = wordBoxes(pdf);
    if (pages.isEmpty())
        return QStringLiteral("no pages read");
    const qreal marginPt = 14.0 * 72.0 / 25.4;
    for (qsizetype p = 0; p < pages.size(); ++p) {
        const QList<Word> &words = pages.at(p).words;
        for (qsizetype i = 0; i < words.size(); ++i) {
            if (words.at(i).box.bottom() > pages.at(p).height - marginPt + 0.5)
                return QStringLiteral("page %1: \"%2\" below the margin").arg(p + 1).arg(words.at(i).text);
            for (qsizetype j = i + 1; j < words.size(); ++j) {
                const QRectF overlap = words.at(i).box.intersected(words.at(j).box);
                if (overlap.width() > 0.3 && overlap.height() > 0.3) {
                    return QStringLiteral("page %1: \"%2\" overlaps \"%3\"")
                        .arg(p + 1)
                        .arg(words.at(i).text, words.at(j).text);
                }
            }
        }
    }
    return {};
}

} // namespace

class TestQuotePdfWorkload : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void trainingFitSection();
    void trainingSpotNamesTheCheckpoint();
    void trainingCheckpointLine();
    void offloadNamesHostRam();
    void diffusionPhases();

private:
    QString exportText(const Quote &quote, const QString &name);
    QTemporaryDir m_dir;
};

void TestQuotePdfWorkload::initTestCase()
{
    QVERIFY(m_dir.isValid());
    if (QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty())
        QSKIP("pdftotext (poppler-utils) is not installed");
}

QString TestQuotePdfWorkload::exportText(const Quote &quote, const QString &name)
{
    const QString path = m_dir.filePath(name);
    QString error;
    if (!exportQuotePdf(documentForQuote(quote, QStringLiteral("en")), path, &error)) {
        qWarning("%s", qPrintable(error));
        return {};
    }
    const QString problems = layoutProblems(path);
    if (!problems.isEmpty()) {
        qWarning("%s: %s", qPrintable(name), qPrintable(problems));
        return {};
    }
    return pdfText(path);
}

void TestQuotePdfWorkload::trainingFitSection()
{
    const QString text = exportText(trainingQuote(PricingModel::OnDemand, 0), QStringLiteral("training.pdf"));
    QVERIFY(!text.isEmpty());
    // The verdict: headroom 60,559,941,632 B = 56.40 GiB.
    QVERIFY2(text.contains(QStringLiteral("Fits: 56.40 GiB headroom per GPU")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("Workload: Full fine-tune. Memory per GPU during a training step")),
             qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("Sequence 4,096 tokens × micro-batch 2")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("FSDP FULL_SHARD over 8 GPUs")), qPrintable(text));
    // The training segments of the legend (values: see trainingQuote()).
    for (const QString &entry : {QStringLiteral("Weights: 1.87 GiB"), QStringLiteral("Master weights (fp32): 3.74 GiB"),
                                 QStringLiteral("Gradients: 1.87 GiB"), QStringLiteral("Optimizer state: 7.48 GiB"),
                                 QStringLiteral("Activations: 3.06 GiB"), QStringLiteral("Logits and loss: 3.91 GiB"),
                                 QStringLiteral("Sharding buffers: 0.81 GiB"),
                                 QStringLiteral("Total per GPU: 23.25 GiB of 79.65 GiB usable")}) {
        QVERIFY2(text.contains(entry), qPrintable(entry));
    }
    QVERIFY2(text.contains(QStringLiteral(
                 "Resumable checkpoint: 104.70 GiB (13.09 GiB per rank); weights-only export: 14.96 GiB.")),
             qPrintable(text));
    // Inference rows are not printed for training.
    QVERIFY(!text.contains(QStringLiteral("KV-cache dtype")));
    QVERIFY(!text.contains(QStringLiteral("Concurrent sequences")));
    QVERIFY(!text.contains(QStringLiteral("Host RAM")));
}

void TestQuotePdfWorkload::trainingSpotNamesTheCheckpoint()
{
    const QString text = exportText(trainingQuote(PricingModel::Spot, 0), QStringLiteral("training-spot.pdf"));
    QVERIFY(!text.isEmpty());
    // 112,423,657,472 B = 112.42 GB; 113 s at 10^9 B/s = 2 min (half up).
    QVERIFY2(text.contains(QStringLiteral("Spot capacity can be reclaimed: keep a resumable checkpoint (112.42 GB, "
                                          "about 2 min to write at 1 GB/s) and restore it; work since the last "
                                          "checkpoint is lost.")),
             qPrintable(text));
    // The general note is for quotes without a training scenario.
    QVERIFY(!text.contains(QStringLiteral("Spot line: the capacity can be interrupted")));
}

void TestQuotePdfWorkload::trainingCheckpointLine()
{
    const QString text = exportText(trainingQuote(PricingModel::OnDemand, 3), QStringLiteral("training-ckpt.pdf"));
    QVERIFY(!text.isEmpty());
    // 3 x 112,423,657,472 B = 337,270,972,416 B -> 338 GB; a week: 338 x 0.10 x 168 / 720 = 7.88667 -> 7.89 USD;
    // 338 x 168 / 720 = 78.867 GB-months.
    QVERIFY2(text.contains(QStringLiteral("Checkpoint storage: 3 checkpoints kept (112.42 GB each)")),
             qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("= 78.867 GB-months")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("338 GB")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("7.89")), qPrintable(text));
}

void TestQuotePdfWorkload::offloadNamesHostRam()
{
    // ZeRO-Offload of the optimizer: master weights and optimizer state leave the GPU for host RAM,
    // 4,015,130,624 + 8,030,261,248 = 12,045,391,872 B = 11.22 GiB per GPU.
    Quote q = trainingQuote(PricingModel::OnDemand, 0);
    q.scenario->training.offload = fit::Offload::Optimizer;
    q.estimate->hostOffloadBytes = q.estimate->perDevice.masterWeights + q.estimate->perDevice.optimizerState;
    q.estimate->perDevice.masterWeights = 0;
    q.estimate->perDevice.optimizerState = 0;
    q.estimate->headroomBytes = kH100Bytes - q.estimate->perDevice.total();
    const QString text = exportText(q, QStringLiteral("training-offload.pdf"));
    QVERIFY(!text.isEmpty());
    QVERIFY2(text.contains(QStringLiteral("Host RAM (CPU offload): 11.22 GiB per GPU.")), qPrintable(text));
    QVERIFY2(!text.contains(QStringLiteral("Optimizer state:")), qPrintable(text)); // no empty segment
}

void TestQuotePdfWorkload::diffusionPhases()
{
    const QString text = exportText(diffusionQuote(), QStringLiteral("diffusion.pdf"));
    QVERIFY(!text.isEmpty());
    QVERIFY2(text.contains(QStringLiteral("Workload: Image generation. Memory per GPU in each phase")),
             qPrintable(text));
    // One bar per phase, labelled with its total; the peak in bold with "peak".
    QVERIFY2(text.contains(QStringLiteral("Text encoding: 7.37 GiB")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("Denoising: 9.12 GiB")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("VAE decode: 13.12 GiB · peak")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("Peak phase: VAE decode, 13.12 GiB per GPU (Text encoding: 7.37 GiB, "
                                          "Denoising: 9.12 GiB).")),
             qPrintable(text));
    // The legend has the peak phase's bytes: 1,635,440,640 B = 1.52 GiB; 5,134,927,368 B = 4.78 GiB;
    // 334,615,452 B = 0.31 GiB; 6,442,450,944 B = 6.00 GiB.
    for (const QString &entry : {QStringLiteral("In the peak phase (VAE decode):"),
                                 QStringLiteral("Text encoders: 1.52 GiB"), QStringLiteral("Denoiser: 4.78 GiB"),
                                 QStringLiteral("VAE: 0.31 GiB"), QStringLiteral("Activations: 6.00 GiB")}) {
        QVERIFY2(text.contains(entry), qPrintable(entry));
    }
    QVERIFY2(text.contains(QStringLiteral("Stable Diffusion XL (sdxl)")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("1,024 × 1,024 pixels")), qPrintable(text));
    QVERIFY(!text.contains(QStringLiteral("Weights:"))); // a pipeline has no single weights segment
    QVERIFY(!text.contains(QStringLiteral("Resumable checkpoint")));
}

QTEST_MAIN(TestQuotePdfWorkload)
#include "tst_quotepdfworkload.moc"
