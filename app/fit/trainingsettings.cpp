// SPDX-License-Identifier: GPL-3.0-or-later
#include "fit/trainingsettings.h"

#include <array>
#include <utility>

namespace headroom::fit {

namespace {

template<typename E, std::size_t N>
std::string_view nameOf(const std::array<std::pair<E, std::string_view>, N> &names, E value)
{
    for (const auto &[e, name] : names) {
        if (e == value)
            return name;
    }
    return {};
}

template<typename E, std::size_t N>
std::optional<E> valueOf(const std::array<std::pair<E, std::string_view>, N> &names, std::string_view s)
{
    for (const auto &[e, name] : names) {
        if (name == s)
            return e;
    }
    return std::nullopt;
}

constexpr std::array<std::pair<WorkloadKind, std::string_view>, 5> kKinds{{
    {WorkloadKind::Inference, "inference"},
    {WorkloadKind::FullFinetune, "full-finetune"},
    {WorkloadKind::Lora, "lora"},
    {WorkloadKind::Qlora, "qlora"},
    {WorkloadKind::Diffusion, "diffusion"},
}};
constexpr std::array<std::pair<Optimizer, std::string_view>, 5> kOptimizers{{
    {Optimizer::AdamW, "adamw"},
    {Optimizer::AdamW8bit, "adamw-8bit"},
    {Optimizer::PagedAdamW8bit, "paged-adamw-8bit"},
    {Optimizer::SgdMomentum, "sgd-momentum"},
    {Optimizer::Adafactor, "adafactor"},
}};
constexpr std::array<std::pair<GradientDtype, std::string_view>, 2> kGradients{{
    {GradientDtype::BF16, "bf16"},
    {GradientDtype::FP32, "fp32"},
}};
constexpr std::array<std::pair<ActivationCheckpointing, std::string_view>, 3> kCheckpointing{{
    {ActivationCheckpointing::None, "none"},
    {ActivationCheckpointing::Selective, "selective"},
    {ActivationCheckpointing::Full, "full"},
}};
constexpr std::array<std::pair<Sharding, std::string_view>, 8> kShardings{{
    {Sharding::Ddp, "ddp"},
    {Sharding::Zero1, "zero1"},
    {Sharding::Zero2, "zero2"},
    {Sharding::Zero3, "zero3"},
    {Sharding::FsdpNoShard, "fsdp-no-shard"},
    {Sharding::FsdpGradOp, "fsdp-grad-op"},
    {Sharding::FsdpFull, "fsdp-full"},
    {Sharding::FsdpHybrid, "fsdp-hybrid"},
}};
constexpr std::array<std::pair<Offload, std::string_view>, 3> kOffloads{{
    {Offload::None, "none"},
    {Offload::Optimizer, "optimizer"},
    {Offload::OptimizerParams, "optimizer-params"},
}};
constexpr std::array<std::pair<unsigned, std::string_view>, 7> kTargets{{
    {LoraQ, "q"},
    {LoraK, "k"},
    {LoraV, "v"},
    {LoraO, "o"},
    {LoraGate, "gate"},
    {LoraUp, "up"},
    {LoraDown, "down"},
}};

} // namespace

std::string_view toString(WorkloadKind k)
{
    return nameOf(kKinds, k);
}
std::optional<WorkloadKind> workloadKindFromString(std::string_view s)
{
    return valueOf(kKinds, s);
}
bool isTraining(WorkloadKind k)
{
    return k == WorkloadKind::FullFinetune || k == WorkloadKind::Lora || k == WorkloadKind::Qlora;
}
std::string_view toString(Optimizer o)
{
    return nameOf(kOptimizers, o);
}
std::optional<Optimizer> optimizerFromString(std::string_view s)
{
    return valueOf(kOptimizers, s);
}
std::string_view toString(GradientDtype g)
{
    return nameOf(kGradients, g);
}
std::optional<GradientDtype> gradientDtypeFromString(std::string_view s)
{
    return valueOf(kGradients, s);
}
std::string_view toString(ActivationCheckpointing c)
{
    return nameOf(kCheckpointing, c);
}
std::optional<ActivationCheckpointing> activationCheckpointingFromString(std::string_view s)
{
    return valueOf(kCheckpointing, s);
}
std::string_view toString(Sharding s)
{
    return nameOf(kShardings, s);
}
std::optional<Sharding> shardingFromString(std::string_view s)
{
    return valueOf(kShardings, s);
}
std::string_view toString(Offload o)
{
    return nameOf(kOffloads, o);
}
std::optional<Offload> offloadFromString(std::string_view s)
{
    return valueOf(kOffloads, s);
}

std::string loraTargetsToString(unsigned targets)
{
    std::string out;
    for (const auto &[bit, name] : kTargets) {
        if ((targets & bit) == 0)
            continue;
        if (!out.empty())
            out += ',';
        out += name;
    }
    return out;
}

std::optional<unsigned> loraTargetsFromString(std::string_view s)
{
    unsigned targets = 0;
    while (true) {
        const std::size_t comma = s.find(',');
        const std::string_view item = s.substr(0, comma);
        const std::optional<unsigned> bit = valueOf(kTargets, item);
        if (!bit || (targets & *bit) != 0)
            return std::nullopt; // unknown, empty or repeated
        targets |= *bit;
        if (comma == std::string_view::npos)
            return targets;
        s.remove_prefix(comma + 1);
    }
}

} // namespace headroom::fit
