// SPDX-License-Identifier: GPL-3.0-or-later
#include <cli/workloadoptions.h>

#include <cli/optionreader.h>

#include <QRegularExpression>
#include <cli/commandline.h>

namespace headroom::cli {

namespace {

QString latin1(std::string_view s)
{
    return QString::fromLatin1(s.data(), qsizetype(s.size()));
}

template<typename E, std::size_t N> QStringList namesOf(const E (&values)[N])
{
    QStringList names;
    for (const E v : values)
        names << latin1(fit::toString(v));
    return names;
}

constexpr fit::Optimizer kOptimizers[] = {fit::Optimizer::AdamW, fit::Optimizer::AdamW8bit,
                                          fit::Optimizer::PagedAdamW8bit, fit::Optimizer::SgdMomentum,
                                          fit::Optimizer::Adafactor};
constexpr fit::GradientDtype kGradients[] = {fit::GradientDtype::BF16, fit::GradientDtype::FP32};
constexpr fit::ActivationCheckpointing kCheckpointing[] = {
    fit::ActivationCheckpointing::None, fit::ActivationCheckpointing::Selective, fit::ActivationCheckpointing::Full};
constexpr fit::Sharding kShardings[] = {fit::Sharding::Ddp,      fit::Sharding::Zero1,       fit::Sharding::Zero2,
                                        fit::Sharding::Zero3,    fit::Sharding::FsdpNoShard, fit::Sharding::FsdpGradOp,
                                        fit::Sharding::FsdpFull, fit::Sharding::FsdpHybrid};
constexpr fit::Offload kOffloads[] = {fit::Offload::None, fit::Offload::Optimizer, fit::Offload::OptimizerParams};
constexpr fit::DiffusionOffload kDiffusionOffloads[] = {fit::DiffusionOffload::None, fit::DiffusionOffload::Model,
                                                        fit::DiffusionOffload::Sequential};

constexpr qint64 kMaxMicroBatch = 65536;
constexpr qint64 kMinPixels = 64; // fit::diffusionEstimate()'s bounds
constexpr qint64 kMaxPixels = 16384;
constexpr qint64 kMaxImages = 1024;

// An enumerator from its fit::toString() name; nullopt (and no error) when the option is absent.
template<typename E, std::size_t N>
bool readEnum(const OptionReader &options, const QString &name, const E (&values)[N], std::optional<E> &out,
              CommandError *error)
{
    if (!options.isSet(name))
        return true;
    const QString text = options.value(name);
    for (const E v : values) {
        if (latin1(fit::toString(v)) == text) {
            out = v;
            return true;
        }
    }
    *error = OptionReader::unknownValue(name, text, namesOf(values));
    return false;
}

bool readInt(const OptionReader &options, const QString &name, qint64 min, qint64 max, std::optional<int> &out,
             CommandError *error)
{
    if (!options.isSet(name))
        return true;
    const std::optional<qint64> n = options.integer(name, min, min, max, error);
    if (n)
        out = int(*n);
    return n.has_value();
}

bool readOnOff(const OptionReader &options, const QString &name, std::optional<bool> &out, CommandError *error,
               const QString &on = QStringLiteral("on"), const QString &off = QStringLiteral("off"))
{
    if (!options.isSet(name))
        return true;
    const std::optional<QString> v = options.choice(name, {on, off}, QString(), error);
    if (v)
        out = *v == on;
    return v.has_value();
}

bool readTraining(const OptionReader &o, scenario::TrainingChoice &t, CommandError *e)
{
    return readInt(o, QStringLiteral("micro-batch-size"), 1, kMaxMicroBatch, t.microBatch, e) &&
           readInt(o, QStringLiteral("gradient-accumulation"), 1, kMaxMicroBatch, t.gradientAccumulationSteps, e) &&
           readEnum(o, QStringLiteral("optimizer"), kOptimizers, t.optimizer, e) &&
           readOnOff(o, QStringLiteral("master-weights"), t.masterWeights, e, QStringLiteral("fp32"),
                     QStringLiteral("none")) &&
           readEnum(o, QStringLiteral("gradient-dtype"), kGradients, t.gradientDtype, e) &&
           readOnOff(o, QStringLiteral("optimizer-in-backward"), t.optimizerInBackward, e) &&
           readEnum(o, QStringLiteral("activation-checkpointing"), kCheckpointing, t.checkpointing, e) &&
           readEnum(o, QStringLiteral("sharding"), kShardings, t.sharding, e) &&
           readInt(o, QStringLiteral("shard-group"), 1, 65536, t.shardGroup, e) &&
           readEnum(o, QStringLiteral("offload"), kOffloads, t.offload, e) &&
           readInt(o, QStringLiteral("lora-rank"), 1, 65536, t.loraRank, e);
}

bool readDiffusion(const OptionReader &o, scenario::DiffusionChoice &d, CommandError *e)
{
    if (o.isSet(QStringLiteral("image"))) {
        static const QRegularExpression size(QStringLiteral("^([0-9]{1,5})[xX×]([0-9]{1,5})$"));
        const QString text = o.value(QStringLiteral("image"));
        const QRegularExpressionMatch m = size.match(text);
        const qint64 w = m.hasMatch() ? m.captured(1).toLongLong() : 0;
        const qint64 h = m.hasMatch() ? m.captured(2).toLongLong() : 0;
        if (w < kMinPixels || h < kMinPixels || w > kMaxPixels || h > kMaxPixels) {
            *e = CommandError::usage(WorkloadOptions::tr("--image: '%1' is not WIDTHxHEIGHT in pixels (each %2 to %3), "
                                                         "e.g. 1024x1024")
                                         .arg(text)
                                         .arg(kMinPixels)
                                         .arg(kMaxPixels));
            return false;
        }
        d.width = int(w);
        d.height = int(h);
    }
    if (!readInt(o, QStringLiteral("images"), 1, kMaxImages, d.images, e))
        return false;
    if (o.isSet(QStringLiteral("vae-tiling"))) {
        const QString text = o.value(QStringLiteral("vae-tiling"));
        if (text == QLatin1String("off")) {
            d.vaeTile = 0;
        } else {
            std::optional<int> tile;
            if (!readInt(o, QStringLiteral("vae-tiling"), 1, kMaxPixels, tile, e))
                return false;
            d.vaeTile = tile;
        }
    }
    return readOnOff(o, QStringLiteral("vae-slicing"), d.vaeSlicing, e) &&
           readEnum(o, QStringLiteral("diffusion-offload"), kDiffusionOffloads, d.offload, e);
}

} // namespace

void WorkloadOptions::addOptions(CommandLine &parser, bool hidden)
{
    parser.setGroup(tr("Training and image generation"));
    const auto add = [&](QCommandLineOption o) {
        if (hidden)
            o.setFlags(QCommandLineOption::HiddenFromHelp);
        parser.addOption(o);
    };
    const auto names = [](const QStringList &l) {
        return l.join(QLatin1Char('|'));
    };
    QStringList kinds;
    for (const fit::WorkloadKind k : fit::kAllWorkloadKinds)
        kinds << latin1(fit::toString(k));
    add({QStringLiteral("workload"),
         tr("What runs: %1 (default inference; diffusion for an image-generation preset).").arg(names(kinds)),
         tr("KIND")});
    add({QStringLiteral("micro-batch-size"),
         tr("training: sequences per GPU per step (default 1); --context is the sequence length."), tr("N")});
    add({QStringLiteral("gradient-accumulation"),
         tr("training: micro-batches per optimizer step (default 1); changes no memory term."), tr("N")});
    add({QStringLiteral("optimizer"), tr("training: %1 (default adamw).").arg(names(namesOf(kOptimizers))), tr("OPT")});
    add({QStringLiteral("master-weights"),
         tr("training: fp32 master copy of the trainable weights (mixed precision) fp32|none "
            "(default fp32)."),
         tr("fp32|none")});
    add({QStringLiteral("gradient-dtype"), tr("training: bf16|fp32 (default bf16)."), tr("TYPE")});
    add({QStringLiteral("optimizer-in-backward"),
         tr("training: fuse the optimizer step into the backward pass, freeing each gradient "
            "(default off)."),
         tr("on|off")});
    add({QStringLiteral("activation-checkpointing"),
         tr("training: %1 (default none).").arg(names(namesOf(kCheckpointing))), tr("MODE")});
    add({QStringLiteral("sharding"),
         tr("training: how the --gpus share the model states: %1 (default ddp).").arg(names(namesOf(kShardings))),
         tr("STRATEGY")});
    add({QStringLiteral("shard-group"), tr("training, fsdp-hybrid: GPUs per shard group (default min(8, --gpus))."),
         tr("N")});
    add({QStringLiteral("offload"), tr("training: move to host RAM: %1 (default none).").arg(names(namesOf(kOffloads))),
         tr("WHAT")});
    add({QStringLiteral("lora-rank"), tr("lora, qlora: adapter rank r (default 16)."), tr("R")});
    add({QStringLiteral("lora-targets"),
         tr("lora, qlora: adapted matrices, a comma list of q,k,v,o,gate,up,down (default q,k,v,o)."), tr("LIST")});
    add({QStringLiteral("image"), tr("diffusion: image size in pixels, e.g. 1024x1024 (default: the model's)."),
         tr("WIDTHxHEIGHT")});
    add({QStringLiteral("images"), tr("diffusion: images per batch (default 1)."), tr("N")});
    add({QStringLiteral("vae-tiling"), tr("diffusion: decode the VAE in tiles of TILE pixels, or off (default off)."),
         tr("off|TILE")});
    add({QStringLiteral("vae-slicing"), tr("diffusion: decode one image of the batch at a time (default off)."),
         tr("on|off")});
    add({QStringLiteral("diffusion-offload"),
         tr("diffusion: CPU offload %1 (default none).").arg(names(namesOf(kDiffusionOffloads))), tr("MODE")});
}

std::optional<CommandError> WorkloadOptions::read(const OptionReader &options, scenario::Choice &choice)
{
    CommandError error;
    if (options.isSet(QStringLiteral("workload"))) {
        QStringList kinds;
        for (const fit::WorkloadKind k : fit::kAllWorkloadKinds)
            kinds << latin1(fit::toString(k));
        const QString text = options.value(QStringLiteral("workload"));
        const std::optional<fit::WorkloadKind> kind = fit::workloadKindFromString(text.toStdString());
        if (!kind)
            return OptionReader::unknownValue(QStringLiteral("workload"), text, kinds);
        choice.workload = kind;
    }
    if (!readTraining(options, choice.training, &error) || !readDiffusion(options, choice.diffusion, &error))
        return error;
    if (options.isSet(QStringLiteral("lora-targets"))) {
        const QString text = options.value(QStringLiteral("lora-targets"));
        const std::optional<unsigned> targets = fit::loraTargetsFromString(text.toStdString());
        if (!targets)
            return CommandError::usage(tr("--lora-targets: '%1' is not a comma list of q, k, v, o, gate, up, down "
                                          "without repeats")
                                           .arg(text));
        choice.training.loraTargets = targets;
    }
    return std::nullopt;
}

} // namespace headroom::cli
