// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The fit model for image generation: memory per phase (text encoding, denoising, VAE decode) of a
// diffusion pipeline on one GPU; the peak is the largest phase. Pure C++20, no Qt, no I/O; byte counts
// are std::int64_t with checked arithmetic.
//
// Sources (shared/research/fit-anchors.md §4.11; each formula cites its own in diffusion.cpp):
// gpustack/gguf-parser-go's stable-diffusion.cpp estimate (latent work buffer, VAE decode peak by
// convolution width), diffusers `AutoencoderKL` tiling and slicing (`tile_sample_min_size`, overlap
// 0.25), diffusers `enable_model_cpu_offload` / `enable_sequential_cpu_offload`.

#include "fit/diffusionspec.h"
#include "fit/fitmodel.h"

#include <array>
#include <cstdint>
#include <string_view>
#include <vector>

namespace headroom::fit {

enum class DiffusionPhase { TextEncode, Denoise, VaeDecode };
inline constexpr DiffusionPhase kAllDiffusionPhases[] = {DiffusionPhase::TextEncode, DiffusionPhase::Denoise,
                                                         DiffusionPhase::VaeDecode};
/// JSON key: "text_encode", "denoise", "vae_decode".
std::string_view phaseKey(DiffusionPhase p);

/// Bytes on the GPU during one phase, by component.
struct PhaseBreakdown {
    std::int64_t textEncoders = 0; ///< text-encoder weights resident in this phase
    std::int64_t denoiser = 0;     ///< denoiser weights resident in this phase
    std::int64_t vae = 0;          ///< VAE weights resident in this phase
    std::int64_t activations = 0;  ///< the phase's own working memory (encoder states, latents, decode peak)
    std::int64_t runtime = 0;      ///< CUDA context and allocator (kRuntimeOverheadBytes)
    std::int64_t total() const;    ///< -1 on overflow
};

struct DiffusionEstimate {
    std::array<PhaseBreakdown, 3> phases{};             ///< indexed by DiffusionPhase
    DiffusionPhase peakPhase = DiffusionPhase::Denoise; ///< the largest phase (the first of equals)
    std::int64_t hostBytes = 0;                         ///< weights kept in host RAM by the offload mode
    int width = 0, height = 0;                          ///< the resolution used (defaults applied)
    const PhaseBreakdown &peak() const { return phases[static_cast<int>(peakPhase)]; }
};

/// The diffusion fit of `s` (s.kind == WorkloadKind::Diffusion, s.diffusionModel, s.diffusion). Returns
/// nullopt with `error` filled for invalid input: "image" (width/height < 64, above 16,384 or not a
/// multiple of vaeScaleFactor x the DiT patch size), "images" (< 1 or above 1,024), "vaeTiling" (a tile
/// below 64 pixels or above the image), "weights" (a format the denoiser cannot run in), "model" (a
/// spec without a denoiser or VAE), "parameters" when a term does not fit in 64 bits.
std::optional<DiffusionEstimate> diffusionEstimate(const Scenario &s, Error *error);

/// The rules diffusionEstimate() applied, as assumption items (assumption.h ids of the diffusion section):
/// resolution and batch (doubled by classifier-free guidance), component precisions, the offload mode,
/// the VAE decode (untiled, tiled, sliced) and that the peak is the largest phase.
std::vector<Assumption> diffusionAssumptions(const Scenario &s, const DiffusionEstimate &e);

} // namespace headroom::fit
