// SPDX-License-Identifier: GPL-3.0-or-later
// The image-generation solvers of workloadsolvers.h: the largest square side and the most images per batch
// that fit on the scenario's GPU. Every term of the diffusion model (diffusion.h) grows with both knobs, so
// a binary search over estimate() (EstimateDetail::Numbers) is exact.
#include "fit/diffusion.h"
#include "fit/workloadsolvers.h"

#include <algorithm>
#include <functional>

namespace headroom::fit {

namespace {

constexpr std::int64_t kSmallestSide = 64;
constexpr std::int64_t kLargestSide = 16384;
constexpr std::int64_t kMostImages = 1024;

// The scenario with the knob at `value`, estimated; nullopt when the estimate fails (invalid or too large).
using Probe = std::function<std::optional<Estimate>(std::int64_t value)>;

// The largest fixed segment of a peak phase: the text encoders', the denoiser's or the VAE's weights.
WorkloadSolution fixedBinding(const Estimate &e)
{
    WorkloadSolution out;
    out.binding = Segment::Denoiser;
    out.bindingBytes = e.perDevice.denoiser;
    if (e.perDevice.textEncoders > out.bindingBytes) {
        out.binding = Segment::TextEncoders;
        out.bindingBytes = e.perDevice.textEncoders;
    }
    if (e.perDevice.vae > out.bindingBytes) {
        out.binding = Segment::Vae;
        out.bindingBytes = e.perDevice.vae;
    }
    return out;
}

// Largest value in [lo, hi] (in `step`s) whose probe fits. nullopt when the smallest value cannot be
// estimated (the scenario is invalid apart from the knob). A value whose estimate fails above lo (a term
// past 64 bits) counts as not fitting. The binding segment is the activations (the VAE decode, the
// denoiser's or the text encoders' working set: the segment that grows with both knobs) at the first value
// that does not fit, or the largest weights when even lo does not fit.
std::optional<WorkloadSolution> largestFitting(const Probe &probe, std::int64_t lo, std::int64_t hi, std::int64_t step)
{
    const std::optional<Estimate> first = probe(lo);
    if (!first)
        return std::nullopt;
    if (!first->fits)
        return fixedBinding(*first);
    const auto fits = [&probe](std::int64_t v) {
        const std::optional<Estimate> e = probe(v);
        return e && e->fits;
    };
    WorkloadSolution out;
    out.binding = Segment::Activations;
    if (fits(hi)) {
        out.value = hi;
        return out;
    }
    std::int64_t good = lo / step; // fits
    std::int64_t bad = hi / step;  // does not fit
    while (bad - good > 1) {
        const std::int64_t mid = good + (bad - good) / 2;
        (fits(mid * step) ? good : bad) = mid;
    }
    out.value = good * step;
    if (const std::optional<Estimate> next = probe(bad * step))
        out.bindingBytes = next->perDevice.activations;
    return out;
}

std::optional<Estimate> estimated(const Scenario &s)
{
    Result<Estimate> r = estimate(s, EstimateDetail::Numbers);
    return r.ok() ? std::move(r.value) : std::nullopt;
}

int pixelStep(const DiffusionSpec &m)
{
    return std::max(1, m.vaeScaleFactor * (m.denoiserKind == DenoiserKind::DiT ? m.ditPatchSize : 1));
}

} // namespace

// Sides from 64 to 16,384 in steps of the model's pixel step (vaeScaleFactor x the DiT patch). With VAE
// tiling, a side up to the tile decodes untiled, as diffusers' AutoencoderKL `_decode` does when the latent
// is not larger than one tile (an estimate with a tile above the image is refused).
std::optional<WorkloadSolution> maxImageSide(const Scenario &s)
{
    if (s.kind != WorkloadKind::Diffusion)
        return std::nullopt;
    const std::int64_t step = pixelStep(s.diffusionModel);
    const std::int64_t lo = (kSmallestSide + step - 1) / step * step;
    const std::int64_t hi = kLargestSide / step * step;
    if (lo > hi)
        return std::nullopt;
    const Probe probe = [&s](std::int64_t side) {
        Scenario p = s;
        p.diffusion.width = static_cast<int>(side);
        p.diffusion.height = static_cast<int>(side);
        if (p.diffusion.vaeTile >= side)
            p.diffusion.vaeTile = 0;
        return estimated(p);
    };
    return largestFitting(probe, lo, hi, step);
}

// Images from 1 to 1,024 at the scenario's resolution.
std::optional<WorkloadSolution> maxImages(const Scenario &s)
{
    if (s.kind != WorkloadKind::Diffusion)
        return std::nullopt;
    const Probe probe = [&s](std::int64_t images) {
        Scenario p = s;
        p.diffusion.images = static_cast<int>(images);
        return estimated(p);
    };
    return largestFitting(probe, 1, kMostImages, 1);
}

} // namespace headroom::fit
