// SPDX-License-Identifier: GPL-3.0-or-later
// STUB: to be replaced by the diffusion fit model (helper h2).
#include "fit/diffusion.h"

namespace headroom::fit {

std::string_view phaseKey(DiffusionPhase p)
{
    switch (p) {
    case DiffusionPhase::TextEncode:
        return "text_encode";
    case DiffusionPhase::Denoise:
        return "denoise";
    case DiffusionPhase::VaeDecode:
        return "vae_decode";
    }
    return {};
}

std::int64_t PhaseBreakdown::total() const
{
    return textEncoders + denoiser + vae + activations + runtime;
}

std::optional<DiffusionEstimate> diffusionEstimate(const Scenario &, Error *error)
{
    if (error)
        *error = Error{"workload", "Diffusion estimates are not implemented yet."};
    return std::nullopt;
}

std::vector<Assumption> diffusionAssumptions(const Scenario &, const DiffusionEstimate &)
{
    return {};
}

} // namespace headroom::fit
