// SPDX-License-Identifier: GPL-3.0-or-later
#include "fit/diffusionspec.h"

namespace headroom::fit {

std::string_view toString(DenoiserKind k)
{
    switch (k) {
    case DenoiserKind::UNet:
        return "unet";
    case DenoiserKind::DiT:
        return "dit";
    }
    return {};
}

std::string_view toString(DiffusionOffload o)
{
    switch (o) {
    case DiffusionOffload::None:
        return "none";
    case DiffusionOffload::Model:
        return "model";
    case DiffusionOffload::Sequential:
        return "sequential";
    }
    return {};
}

std::optional<DiffusionOffload> diffusionOffloadFromString(std::string_view s)
{
    for (const DiffusionOffload o : {DiffusionOffload::None, DiffusionOffload::Model, DiffusionOffload::Sequential}) {
        if (toString(o) == s)
            return o;
    }
    return std::nullopt;
}

} // namespace headroom::fit
