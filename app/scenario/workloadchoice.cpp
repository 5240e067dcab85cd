// SPDX-License-Identifier: GPL-3.0-or-later
#include <scenario/workloadchoice.h>

#include <scenario/labels.h>

namespace headroom::scenario {

namespace {

class WorkloadText
{
    Q_DECLARE_TR_FUNCTIONS(headroom::scenario::Choice)

public:
    static QString notFor(const QString &setting, fit::WorkloadKind kind)
    {
        return tr("%1 is not used by the %2 workload.").arg(setting, workloadName(kind));
    }
};

QString latin1(std::string_view s)
{
    return QString::fromLatin1(s.data(), qsizetype(s.size()));
}

ChoiceError failure(QString field, QString message)
{
    return ChoiceError{std::move(field), std::move(message)};
}

// The first training knob that is set, by the name the window and --help give it; empty when none is set.
QString setTrainingKnob(const TrainingChoice &t, bool loraOnly)
{
    if (t.loraRank)
        return WorkloadText::tr("LoRA rank");
    if (t.loraTargets)
        return WorkloadText::tr("LoRA targets");
    if (loraOnly)
        return QString();
    const std::pair<bool, const char *> knobs[] = {
        {t.microBatch.has_value(), QT_TRANSLATE_NOOP("headroom::scenario::Choice", "Micro-batch size")},
        {t.gradientAccumulationSteps.has_value(),
         QT_TRANSLATE_NOOP("headroom::scenario::Choice", "Gradient accumulation")},
        {t.optimizer.has_value(), QT_TRANSLATE_NOOP("headroom::scenario::Choice", "Optimizer")},
        {t.masterWeights.has_value(), QT_TRANSLATE_NOOP("headroom::scenario::Choice", "Master weights")},
        {t.gradientDtype.has_value(), QT_TRANSLATE_NOOP("headroom::scenario::Choice", "Gradient precision")},
        {t.optimizerInBackward.has_value(),
         QT_TRANSLATE_NOOP("headroom::scenario::Choice", "Optimizer step in backward")},
        {t.checkpointing.has_value(), QT_TRANSLATE_NOOP("headroom::scenario::Choice", "Activation checkpointing")},
        {t.sharding.has_value(), QT_TRANSLATE_NOOP("headroom::scenario::Choice", "Sharding")},
        {t.shardGroup.has_value(), QT_TRANSLATE_NOOP("headroom::scenario::Choice", "Shard group")},
        {t.offload.has_value(), QT_TRANSLATE_NOOP("headroom::scenario::Choice", "CPU offload")},
    };
    for (const auto &[set, name] : knobs) {
        if (set)
            return WorkloadText::tr(name);
    }
    return QString();
}

QString setDiffusionKnob(const DiffusionChoice &d)
{
    const std::pair<bool, const char *> knobs[] = {
        {d.width || d.height, QT_TRANSLATE_NOOP("headroom::scenario::Choice", "Image size")},
        {d.images.has_value(), QT_TRANSLATE_NOOP("headroom::scenario::Choice", "Images per batch")},
        {d.vaeTile.has_value(), QT_TRANSLATE_NOOP("headroom::scenario::Choice", "VAE tiling")},
        {d.vaeSlicing.has_value(), QT_TRANSLATE_NOOP("headroom::scenario::Choice", "VAE slicing")},
        {d.offload.has_value(), QT_TRANSLATE_NOOP("headroom::scenario::Choice", "CPU offload")},
    };
    for (const auto &[set, name] : knobs) {
        if (set)
            return WorkloadText::tr(name);
    }
    return QString();
}

} // namespace

fit::WorkloadKind workloadOf(const Choice &choice, const catalog::Catalog &catalog)
{
    if (choice.workload)
        return *choice.workload;
    if (!choice.imported && catalog.diffusionModel(choice.modelId))
        return fit::WorkloadKind::Diffusion;
    return fit::WorkloadKind::Inference;
}

QString workloadName(fit::WorkloadKind kind)
{
    switch (kind) {
    case fit::WorkloadKind::Inference:
        return WorkloadText::tr("Inference");
    case fit::WorkloadKind::FullFinetune:
        return WorkloadText::tr("Full fine-tune");
    case fit::WorkloadKind::Lora:
        return QStringLiteral("LoRA");
    case fit::WorkloadKind::Qlora:
        return QStringLiteral("QLoRA");
    case fit::WorkloadKind::Diffusion:
        return WorkloadText::tr("Image generation");
    }
    return latin1(fit::toString(kind));
}

// The formats a front end lists for a workload kind other than inference (what resolve() accepts for it):
//  - full fine-tune and LoRA train or freeze dense fp32 / bf16 / fp16 weights; QLoRA freezes NF4, with or
//    without double quantization (scenario/workloadchoice.h resolveTraining);
//  - image generation: the denoiser dense (fp8 as diffusers' layerwise casting stores it), in the GGML
//    types the diffusion GGUF files use (stable-diffusion.cpp `--type` f32/f16/q8_0/q5_0/q5_1/q4_0/q4_1 and
//    the k-quants q2_K..q6_K; city96/FLUX.1-dev-gguf on Hugging Face ships Q8_0, Q6_K, Q5_K_S, Q5_1, Q5_0,
//    Q4_K_S, Q4_1, Q4_0, Q3_K_S and Q2_K, retrieved 2026-11) or bitsandbytes NF4 / int8 (diffusers
//    BitsAndBytesConfig); fit/diffusion.cpp precisionsOf() accepts exactly these families.
std::vector<fit::WeightFormat> weightFormatsFor(fit::WorkloadKind kind)
{
    using fit::DenseDtype;
    using fit::GgmlType;
    using fit::WeightFormat;
    switch (kind) {
    case fit::WorkloadKind::Inference:
        return {};
    case fit::WorkloadKind::FullFinetune:
    case fit::WorkloadKind::Lora:
        return {WeightFormat::denseOf(DenseDtype::F32), WeightFormat::denseOf(DenseDtype::BF16),
                WeightFormat::denseOf(DenseDtype::F16)};
    case fit::WorkloadKind::Qlora:
        return {WeightFormat::nf4(false), WeightFormat::nf4(true)};
    case fit::WorkloadKind::Diffusion: {
        std::vector<WeightFormat> out;
        for (const DenseDtype d : {DenseDtype::F32, DenseDtype::BF16, DenseDtype::F16, DenseDtype::FP8})
            out.push_back(WeightFormat::denseOf(d));
        for (const GgmlType t : {GgmlType::Q8_0, GgmlType::Q6_K, GgmlType::Q5_K, GgmlType::Q5_1, GgmlType::Q5_0,
                                 GgmlType::Q4_K, GgmlType::Q4_1, GgmlType::Q4_0, GgmlType::Q3_K, GgmlType::Q2_K})
            out.push_back(WeightFormat::ggmlOf(t));
        out.push_back(WeightFormat::nf4(false));
        out.push_back(WeightFormat::bnbInt8());
        return out;
    }
    }
    return {};
}

std::optional<fit::WeightFormat> workloadDefaultWeights(fit::WorkloadKind kind, const fit::DiffusionSpec *pipeline)
{
    if (kind == fit::WorkloadKind::Qlora)
        return fit::WeightFormat::nf4(false);
    if (kind == fit::WorkloadKind::Diffusion && pipeline)
        return fit::WeightFormat::denseOf(pipeline->denoiserKind == fit::DenoiserKind::UNet ? fit::DenseDtype::F16
                                                                                            : fit::DenseDtype::BF16);
    return std::nullopt;
}

namespace detail {

bool checkWorkloadKnobs(const Choice &c, fit::WorkloadKind kind, ChoiceError &error)
{
    const bool training = fit::isTraining(kind);
    const bool diffusion = kind == fit::WorkloadKind::Diffusion;
    if (const QString knob = setTrainingKnob(c.training, false); !training && !knob.isEmpty()) {
        error = failure(QStringLiteral("workload"),
                        WorkloadText::tr("%1 is a training setting; the workload is %2 (choose full-finetune, lora "
                                         "or qlora).")
                            .arg(knob, workloadName(kind)));
        return false;
    }
    if (const QString knob = setTrainingKnob(c.training, true);
        kind == fit::WorkloadKind::FullFinetune && !knob.isEmpty()) {
        error = failure(
            QStringLiteral("workload"),
            WorkloadText::tr("%1 applies to LoRA and QLoRA; the workload is %2.").arg(knob, workloadName(kind)));
        return false;
    }
    if (const QString knob = setDiffusionKnob(c.diffusion); !diffusion && !knob.isEmpty()) {
        error = failure(
            QStringLiteral("workload"),
            WorkloadText::tr("%1 is an image-generation setting; the workload is %2.").arg(knob, workloadName(kind)));
        return false;
    }
    if (!training && !diffusion)
        return true;
    if (c.engine != fit::Engine::Generic) {
        error = failure(QStringLiteral("engine"),
                        WorkloadText::tr("%1 serves models for inference; the %2 workload is estimated for PyTorch "
                                         "(engine generic).")
                            .arg(labels::engineName(c.engine), workloadName(kind)));
        return false;
    }
    if (c.gpuMemoryUtilizationPermille || c.maxNumBatchedTokens || c.maxNumSeqs || c.ubatch) {
        error = failure(QStringLiteral("engine"),
                        WorkloadText::notFor(WorkloadText::tr("An inference engine setting"), kind));
        return false;
    }
    if (diffusion && c.flashAttention) {
        error = failure(QStringLiteral("engine"), WorkloadText::notFor(WorkloadText::tr("Flash attention"), kind));
        return false;
    }
    if (c.gpusPerReplica && *c.gpusPerReplica != 1) {
        error = failure(QStringLiteral("gpusPerReplica"),
                        training ? WorkloadText::tr("Training is sharded over data-parallel GPUs (the sharding "
                                                    "strategy); GPUs per replica apply to inference only.")
                                 : WorkloadText::tr("An image-generation pipeline runs on one GPU; more GPUs run "
                                                    "more pipelines."));
        return false;
    }
    return true;
}

bool resolveTraining(const Choice &c, Resolved &r, ChoiceError &error)
{
    using fit::WeightFormatKind;
    const fit::WorkloadKind kind = r.kind;
    fit::WeightFormat &format = r.weightFormat;
    if (kind == fit::WorkloadKind::Qlora) {
        if (!c.weights) {
            format = *workloadDefaultWeights(kind, nullptr);
            r.weightsSource = WeightsSource::Default;
            r.weightsNote.clear();
        } else if (format.kind != WeightFormatKind::BnbNf4) {
            error = failure(QStringLiteral("weights"),
                            WorkloadText::tr("QLoRA freezes the base model in NF4 (nf4 or nf4-dq), not %1.")
                                .arg(weightFormatName(format)));
            return false;
        }
    } else {
        const bool dense = format.kind == WeightFormatKind::Dense &&
                           (format.dense == fit::DenseDtype::F32 || format.dense == fit::DenseDtype::BF16 ||
                            format.dense == fit::DenseDtype::F16);
        if (!dense) {
            error = failure(QStringLiteral("weights"),
                            WorkloadText::tr("The %1 workload trains or freezes fp32, bf16 or fp16 weights, not %2; "
                                             "QLoRA trains adapters on an NF4 base.")
                                .arg(workloadName(kind), weightFormatName(format)));
            return false;
        }
    }
    r.scenario.weightFormat = format;
    r.scenario.hardware.tensorParallel = 1;
    r.scenario.engine = fit::defaultSettings(fit::Engine::Generic);

    const fit::TrainingSettings defaults;
    const TrainingChoice &t = c.training;
    fit::TrainingSettings &s = r.scenario.training;
    s.microBatch = t.microBatch.value_or(defaults.microBatch);
    s.gradientAccumulationSteps = t.gradientAccumulationSteps.value_or(defaults.gradientAccumulationSteps);
    s.optimizer = t.optimizer.value_or(defaults.optimizer);
    s.masterWeights = t.masterWeights.value_or(defaults.masterWeights);
    s.gradients = t.gradientDtype.value_or(defaults.gradients);
    s.optimizerInBackward = t.optimizerInBackward.value_or(defaults.optimizerInBackward);
    s.checkpointing = t.checkpointing.value_or(defaults.checkpointing);
    s.flashAttention = c.flashAttention.value_or(defaults.flashAttention);
    s.sharding = t.sharding.value_or(defaults.sharding);
    s.shardGroup = t.shardGroup.value_or(defaults.shardGroup);
    s.offload = t.offload.value_or(defaults.offload);
    s.loraRank = t.loraRank.value_or(defaults.loraRank);
    s.loraTargets = t.loraTargets.value_or(defaults.loraTargets);
    if (t.shardGroup && s.sharding != fit::Sharding::FsdpHybrid) {
        error = failure(QStringLiteral("shardGroup"),
                        WorkloadText::tr("The shard group applies to fsdp-hybrid only (shard inside the group, "
                                         "replicate across groups)."));
        return false;
    }
    if (s.optimizerInBackward && s.gradientAccumulationSteps > 1) {
        error = failure(QStringLiteral("optimizerInBackward"),
                        WorkloadText::tr("A step fused into the backward pass frees each gradient at once, so it "
                                         "cannot accumulate gradients over micro-batches."));
        return false;
    }
    if (s.offload != fit::Offload::None && s.sharding == fit::Sharding::Ddp) {
        error = failure(QStringLiteral("offload"),
                        WorkloadText::tr("CPU offload runs in DeepSpeed ZeRO or FSDP; DDP keeps every state on the "
                                         "GPU. Choose a ZeRO stage or an FSDP strategy (even on one GPU)."));
        return false;
    }
    r.scenario.workload.concurrency = 1;
    return true;
}

bool resolveDiffusion(const Choice &c, const catalog::Catalog &catalog, Resolved &r, ChoiceError &error)
{
    const catalog::DiffusionPreset *preset = c.imported ? nullptr : catalog.diffusionModel(c.modelId);
    if (!preset) {
        QStringList ids;
        for (const catalog::DiffusionPreset &p : catalog.diffusionModels())
            ids << QString::fromStdString(p.spec.id);
        error = failure(QStringLiteral("model"),
                        WorkloadText::tr("Image generation needs a diffusion pipeline preset (%1); %2 is a language "
                                         "model.")
                            .arg(ids.join(QLatin1String(", ")), c.imported ? c.imported->sourceName : c.modelId));
        return false;
    }
    fit::Scenario &s = r.scenario;
    s.diffusionModel = preset->spec;
    s.model = fit::ModelSpec{};
    s.model.id = preset->spec.id;
    s.model.displayName = preset->spec.displayName;
    s.hardware.tensorParallel = 1;
    s.engine = fit::defaultSettings(fit::Engine::Generic);
    if (c.weights) {
        r.weightFormat = *c.weights;
        r.weightsSource = WeightsSource::Chosen;
    } else {
        r.weightFormat = *workloadDefaultWeights(fit::WorkloadKind::Diffusion, &preset->spec);
        r.weightsSource = WeightsSource::Default;
    }
    if (r.weightFormat.kind == fit::WeightFormatKind::GgufFileType) {
        error = failure(QStringLiteral("weights"),
                        WorkloadText::tr("%1 is a llama.cpp file type for language models; diffusion GGUF files use "
                                         "one GGML type such as q8_0 or q4_0.")
                            .arg(weightFormatName(r.weightFormat)));
        return false;
    }
    s.weightFormat = r.weightFormat;
    const DiffusionChoice &d = c.diffusion;
    s.diffusion.width = d.width.value_or(0);
    s.diffusion.height = d.height.value_or(0);
    s.diffusion.images = d.images.value_or(1);
    s.diffusion.vaeTile = d.vaeTile.value_or(0);
    s.diffusion.vaeSlicing = d.vaeSlicing.value_or(false);
    s.diffusion.offload = d.offload.value_or(fit::DiffusionOffload::None);
    s.workload.concurrency = 1;
    return true;
}

} // namespace detail

} // namespace headroom::scenario
