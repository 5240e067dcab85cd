// SPDX-License-Identifier: GPL-3.0-or-later
#include <scenario/workloadlabels.h>

#include <scenario/choice.h>
#include <scenario/labels.h>

#include <QCoreApplication>

namespace headroom::scenario {

namespace {

class WorkloadLabels
{
    Q_DECLARE_TR_FUNCTIONS(headroom::scenario::WorkloadLabels)

public:
    static QString onOff(bool on) { return on ? tr("on") : tr("off"); }
};

QString gib(std::int64_t bytes, const QLocale &locale)
{
    return labels::gibText(bytes, locale);
}

QString n(std::int64_t v, const QLocale &locale)
{
    return locale.toString(qlonglong(v));
}

QString targetsText(unsigned targets)
{
    return QString::fromStdString(fit::loraTargetsToString(targets)).replace(QLatin1Char(','), QLatin1String(", "));
}

QString checkpointingName(fit::ActivationCheckpointing c)
{
    switch (c) {
    case fit::ActivationCheckpointing::None:
        return WorkloadLabels::tr("none");
    case fit::ActivationCheckpointing::Selective:
        return WorkloadLabels::tr("selective");
    case fit::ActivationCheckpointing::Full:
        return WorkloadLabels::tr("full");
    }
    return QString();
}

QString offloadName(fit::Offload o)
{
    switch (o) {
    case fit::Offload::None:
        return WorkloadLabels::tr("none");
    case fit::Offload::Optimizer:
        return WorkloadLabels::tr("optimizer state and master weights");
    case fit::Offload::OptimizerParams:
        return WorkloadLabels::tr("optimizer state, master weights and parameters");
    }
    return QString();
}

QString diffusionOffloadName(fit::DiffusionOffload o)
{
    switch (o) {
    case fit::DiffusionOffload::None:
        return WorkloadLabels::tr("none");
    case fit::DiffusionOffload::Model:
        return WorkloadLabels::tr("whole components (model CPU offload)");
    case fit::DiffusionOffload::Sequential:
        return WorkloadLabels::tr("one submodule at a time (sequential CPU offload)");
    }
    return QString();
}

bool replicates(fit::Sharding s)
{
    return s == fit::Sharding::Ddp || s == fit::Sharding::FsdpNoShard;
}

} // namespace

QString labels::phaseName(fit::DiffusionPhase phase)
{
    switch (phase) {
    case fit::DiffusionPhase::TextEncode:
        return WorkloadLabels::tr("Text encoding");
    case fit::DiffusionPhase::Denoise:
        return WorkloadLabels::tr("Denoising");
    case fit::DiffusionPhase::VaeDecode:
        return WorkloadLabels::tr("VAE decode");
    }
    return QString();
}

QString labels::shardingName(fit::Sharding sharding)
{
    switch (sharding) {
    case fit::Sharding::Ddp:
        return QStringLiteral("DDP");
    case fit::Sharding::Zero1:
        return QStringLiteral("ZeRO-1");
    case fit::Sharding::Zero2:
        return QStringLiteral("ZeRO-2");
    case fit::Sharding::Zero3:
        return QStringLiteral("ZeRO-3");
    case fit::Sharding::FsdpNoShard:
        return QStringLiteral("FSDP NO_SHARD");
    case fit::Sharding::FsdpGradOp:
        return QStringLiteral("FSDP SHARD_GRAD_OP");
    case fit::Sharding::FsdpFull:
        return QStringLiteral("FSDP FULL_SHARD");
    case fit::Sharding::FsdpHybrid:
        return QStringLiteral("FSDP HYBRID_SHARD");
    }
    return QString();
}

QString labels::optimizerName(fit::Optimizer optimizer)
{
    switch (optimizer) {
    case fit::Optimizer::AdamW:
        return QStringLiteral("AdamW");
    case fit::Optimizer::AdamW8bit:
        return WorkloadLabels::tr("8-bit AdamW");
    case fit::Optimizer::PagedAdamW8bit:
        return WorkloadLabels::tr("paged 8-bit AdamW");
    case fit::Optimizer::SgdMomentum:
        return WorkloadLabels::tr("SGD with momentum");
    case fit::Optimizer::Adafactor:
        return QStringLiteral("Adafactor");
    }
    return QString();
}

QStringList labels::trainingLines(const fit::Scenario &s, const fit::Estimate &e, const QLocale &locale)
{
    const fit::TrainingSettings &t = s.training;
    QStringList lines;
    QString batch = WorkloadLabels::tr("Sequence %1 tokens × micro-batch %2")
                        .arg(n(s.workload.contextTokens, locale), n(t.microBatch, locale));
    if (t.gradientAccumulationSteps > 1)
        batch += u' ' + WorkloadLabels::tr("(gradient accumulation %1: changes no memory term)")
                            .arg(n(t.gradientAccumulationSteps, locale));
    lines << batch;
    const bool fp32 = fit::weightFormatOf(s).kind == fit::WeightFormatKind::Dense &&
                      fit::weightFormatOf(s).dense == fit::DenseDtype::F32;
    QString optimizer = optimizerName(t.optimizer);
    if (!fp32 && t.masterWeights)
        optimizer += u", " + WorkloadLabels::tr("fp32 master weights");
    optimizer += u", " + WorkloadLabels::tr("%1 gradients")
                             .arg(fp32 || t.gradients == fit::GradientDtype::FP32 ? QStringLiteral("fp32")
                                                                                  : QStringLiteral("bf16"));
    if (t.optimizerInBackward)
        optimizer += u", " + WorkloadLabels::tr("step fused into the backward pass");
    lines << optimizer;
    lines << WorkloadLabels::tr("Activation checkpointing: %1; flash attention %2")
                 .arg(checkpointingName(t.checkpointing), WorkloadLabels::onOff(t.flashAttention));
    const int gpus = s.hardware.gpuCount;
    if (gpus == 1)
        lines << WorkloadLabels::tr("One GPU: nothing is sharded");
    else if (replicates(t.sharding))
        lines << WorkloadLabels::tr("%1 over %2 GPUs: every GPU holds a full replica; memory does not pool")
                     .arg(shardingName(t.sharding), n(gpus, locale));
    else
        lines << WorkloadLabels::tr("%1 over %2 GPUs: the sharded states are divided by %3")
                     .arg(shardingName(t.sharding), n(gpus, locale), n(e.shardDegree, locale));
    if (s.kind != fit::WorkloadKind::FullFinetune)
        lines << WorkloadLabels::tr("%1 rank %2 on %3: %4 trainable parameters")
                     .arg(workloadName(s.kind), n(t.loraRank, locale), targetsText(t.loraTargets),
                          n(e.trainableParameters, locale));
    if (t.offload != fit::Offload::None)
        lines << WorkloadLabels::tr("CPU offload: %1").arg(offloadName(t.offload));
    return lines;
}

QStringList labels::diffusionLines(const fit::Scenario &s, const fit::Estimate &e, const QLocale &locale)
{
    const fit::DiffusionSettings &d = s.diffusion;
    QStringList lines;
    QString image = WorkloadLabels::tr("%1 × %2 pixels, %3 per batch")
                        .arg(n(e.imageWidth, locale), n(e.imageHeight, locale),
                             d.images == 1 ? WorkloadLabels::tr("1 image")
                                           : WorkloadLabels::tr("%1 images").arg(n(d.images, locale)));
    if (s.diffusionModel.classifierFreeGuidance)
        image +=
            u' ' +
            WorkloadLabels::tr("(the denoiser runs %1 with classifier-free guidance)").arg(n(2LL * d.images, locale));
    lines << image;
    lines << WorkloadLabels::tr("VAE tiling %1, slicing %2")
                 .arg(d.vaeTile > 0 ? WorkloadLabels::tr("%1 px tiles").arg(n(d.vaeTile, locale))
                                    : WorkloadLabels::onOff(false),
                      WorkloadLabels::onOff(d.vaeSlicing));
    lines << WorkloadLabels::tr("CPU offload: %1").arg(diffusionOffloadName(d.offload));
    if (s.hardware.gpuCount > 1)
        lines << WorkloadLabels::tr("%1 GPUs run %1 pipelines side by side; one pipeline does not split over GPUs")
                     .arg(n(s.hardware.gpuCount, locale));
    return lines;
}

QString labels::peakPhaseSentence(const fit::Estimate &e, const QLocale &locale)
{
    if (e.phases.size() != std::size(fit::kAllDiffusionPhases))
        return QString();
    QStringList others;
    for (const fit::DiffusionPhase p : fit::kAllDiffusionPhases) {
        if (int(p) != e.peakPhase)
            others << WorkloadLabels::tr("%1: %2 GiB").arg(phaseName(p), gib(e.phases[std::size_t(p)].total(), locale));
    }
    // Phase names as they are (no case change: lowercasing is language-specific, Turkish İ/I).
    return WorkloadLabels::tr("Peak phase: %1, %2 GiB per GPU (%3).")
        .arg(phaseName(static_cast<fit::DiffusionPhase>(e.peakPhase)), gib(e.perDevice.total(), locale),
             others.join(QLatin1String(", ")));
}

QString labels::checkpointSentence(const fit::Estimate &e, const QLocale &locale)
{
    if (!fit::isTraining(e.kind))
        return QString();
    return WorkloadLabels::tr("Resumable checkpoint: %1 GiB (%2 GiB per rank); weights-only export: %3 GiB.")
        .arg(gib(e.checkpointBytes, locale), gib(e.checkpointBytesPerRank, locale),
             gib(e.weightsOnlyCheckpointBytes, locale));
}

namespace {

/// `hundredths` / 100 with two decimals in `locale` ("120.51", "1.234,50"), from integers.
QString hundredthsText(std::int64_t hundredths, const QLocale &locale)
{
    return locale.toString(qlonglong(hundredths / 100)) + locale.decimalPoint() +
           QString::number(hundredths % 100).rightJustified(2, QLatin1Char('0'));
}

/// How long writing `bytes` takes at kCheckpointWriteBytesPerSecond: "45 s", "2 min", "1.5 h".
QString writeTimeText(std::int64_t bytes, const QLocale &locale)
{
    const std::int64_t rate = labels::kCheckpointWriteBytesPerSecond;
    const std::int64_t seconds = bytes / rate + (bytes % rate != 0 ? 1 : 0);
    if (seconds < 90)
        return WorkloadLabels::tr("%1\u00a0s").arg(n(seconds, locale));
    if (seconds < 90 * 60)
        return WorkloadLabels::tr("%1\u00a0min").arg(n((seconds + 30) / 60, locale));
    const std::int64_t tenths = (seconds + 180) / 360; // tenths of an hour, half up
    return WorkloadLabels::tr("%1\u00a0h")
        .arg(n(tenths / 10, locale) + locale.decimalPoint() + QString::number(tenths % 10));
}

} // namespace

QString labels::spotCheckpointSentence(const fit::Estimate &e, const QLocale &locale)
{
    if (!fit::isTraining(e.kind) || e.checkpointBytes <= 0)
        return QString();
    // Half up to hundredths of a GB: (bytes + 5,000,000) / 10,000,000.
    const QString size = hundredthsText((e.checkpointBytes + 5'000'000) / 10'000'000, locale);
    const QString rate = n(kCheckpointWriteBytesPerSecond / 1'000'000'000, locale);
    return WorkloadLabels::tr("Spot capacity can be reclaimed: keep a resumable checkpoint (%1 GB, about %2 to write "
                              "at %3 GB/s) and restore it; work since the last checkpoint is lost.")
        .arg(size, writeTimeText(e.checkpointBytes, locale), rate);
}

QString labels::hostRamSentence(const fit::Estimate &e, const QLocale &locale)
{
    if (e.hostOffloadBytes <= 0)
        return QString();
    return WorkloadLabels::tr("Host RAM (CPU offload): %1 GiB per GPU.").arg(gib(e.hostOffloadBytes, locale));
}

QString labels::solverSentence(SolverKind kind, const std::optional<fit::WorkloadSolution> &solution,
                               const fit::Scenario &s, const QString &gpuName, const QLocale &locale)
{
    if (!solution)
        return QString();
    const QString binding = segmentName(solution->binding, fit::Engine::Generic);
    const QString then =
        WorkloadLabels::tr("binding: %1, %2 GiB one step further").arg(binding, gib(solution->bindingBytes, locale));
    const QString value = n(solution->value, locale);
    switch (kind) {
    case SolverKind::MicroBatch:
        return solution->value == 0 ? WorkloadLabels::tr("Not even a micro-batch of 1 fits (binding: %1).").arg(binding)
                                    : WorkloadLabels::tr("Largest micro-batch: %1 (%2).").arg(value, then);
    case SolverKind::SequenceLength:
        return solution->value == 0 ? WorkloadLabels::tr("No sequence length fits (binding: %1).").arg(binding)
                                    : WorkloadLabels::tr("Longest sequence: %1 tokens (%2).").arg(value, then);
    case SolverKind::GpusForSharding:
        return solution->value == 0 ? WorkloadLabels::tr("No GPU count up to 64 fits with %1 (binding: %2).")
                                          .arg(shardingName(s.training.sharding), binding)
                                    : WorkloadLabels::tr("Fewest GPUs for %1: %2 × %3.")
                                          .arg(shardingName(s.training.sharding), value, gpuName);
    case SolverKind::ImageSide:
        return solution->value == 0 ? WorkloadLabels::tr("No image size fits (binding: %1).").arg(binding)
                                    : WorkloadLabels::tr("Largest square image: %1 × %1 pixels (%2).").arg(value, then);
    case SolverKind::Images:
        return solution->value == 0 ? WorkloadLabels::tr("Not even one image fits (binding: %1).").arg(binding)
                                    : WorkloadLabels::tr("Most images per batch: %1 (%2).").arg(value, then);
    }
    return QString();
}

} // namespace headroom::scenario
