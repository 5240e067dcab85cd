// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// An image-generation (diffusion) pipeline as the fit model sees it, and the knobs of one run: text
// encoders, a denoiser (UNet or DiT) and a VAE as separate components, each with its published size.
// Held by fit::Scenario (fitmodel.h) for WorkloadKind::Diffusion; the memory model is diffusion.h.
// Pure C++20, no Qt. Parameter counts and architecture numbers come from the published configs
// (resources/catalog/diffusion.json cites each).

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace headroom::fit {

/// One text encoder of a pipeline (CLIP ViT-L/14 text model, OpenCLIP ViT-bigG/14, T5-XXL encoder).
struct TextEncoderSpec {
    std::string id;              ///< "clip-l", "clip-g", "t5-xxl"
    std::int64_t parameters = 0; ///< from the published checkpoint
    int hiddenSize = 0;          ///< d_model / hidden_size
    int layers = 0;              ///< num_hidden_layers / num_layers
    int intermediateSize = 0;    ///< FFN width (d_ff / intermediate_size)
    int maxTokens = 0;           ///< tokens the pipeline encodes (CLIP 77, T5 in FLUX 512, in SD3 256)
    int heads = 0;               ///< num_attention_heads / num_heads
    int vocabSize = 0;           ///< vocab_size (the token embedding, the largest single tensor)
    /// The attention scores are materialised (heads x tokens x tokens): transformers' T5Attention adds a
    /// relative position bias and has no SDPA path; CLIP runs SDPA.
    bool materializedAttention = false;
    /// Parameters transformers keeps in fp32 when the encoder is loaded in fp16 (T5PreTrainedModel
    /// `_keep_in_fp32_modules = ["wo"]`: layers x d_ff x d_model); 0 for CLIP.
    std::int64_t fp32ParametersInFp16 = 0;
};

/// The denoiser's family: a convolutional UNet with cross-attention (SD 1.5, SDXL) or a diffusion
/// transformer over latent patches (SD 3 MMDiT, FLUX).
enum class DenoiserKind { UNet, DiT };
std::string_view toString(DenoiserKind k); ///< "unet", "dit"

struct DiffusionSpec {
    std::string id;          ///< catalogue id: "sd15", "sdxl", "sd3-medium", "flux1-dev"
    std::string displayName; ///< "Stable Diffusion 1.5"
    std::vector<TextEncoderSpec> textEncoders;

    DenoiserKind denoiserKind = DenoiserKind::UNet;
    std::int64_t denoiserParameters = 0;
    /// UNet: block_out_channels (e.g. SD 1.5 {320, 640, 1280, 1280}); DiT: empty.
    std::vector<int> unetBlockOutChannels;
    int unetLayersPerBlock = 0;   ///< UNet layers_per_block
    int unetAttentionHeadDim = 0; ///< UNet attention head dim (SDXL 64; SD 1.5 40-160: heads 8)
    /// UNet transformer blocks per down/up level (SDXL transformer_layers_per_block {1, 2, 10}; SD 1.5 1).
    std::vector<int> unetTransformerLayers;
    /// UNet: per level, the down block is a CrossAttnDownBlock2D (config down_block_types); SDXL
    /// {false, true, true}, SD 1.5 {true, true, true, false}. Same size as unetBlockOutChannels.
    std::vector<bool> unetCrossAttention;
    int ditHiddenSize = 0; ///< DiT: num_attention_heads x attention_head_dim (FLUX 3072, SD3-M 1536)
    int ditLayers = 0;     ///< DiT: transformer blocks (FLUX 19 double + 38 single = 57; SD3-M 24)
    int ditHeads = 0;      ///< DiT: num_attention_heads
    int ditPatchSize = 2;  ///< DiT: latent patch size
    int ditMlpRatio = 4;   ///< DiT: FFN width / hidden size
    int ditTextTokens = 0; ///< DiT joint attention: text tokens in the sequence (FLUX 512, SD3 333)
    /// Classifier-free guidance runs the denoiser on a conditional and an unconditional batch at once
    /// (SD 1.5, SDXL, SD 3); FLUX.1-dev is guidance-distilled and runs one batch.
    bool classifierFreeGuidance = true;

    std::int64_t vaeParameters = 0; ///< AutoencoderKL, encoder + decoder
    int latentChannels = 4;         ///< VAE latent_channels (SD 1.5 / SDXL 4, SD3 / FLUX 16)
    int vaeScaleFactor = 8;         ///< 2^(len(block_out_channels) - 1)
    /// VAE decoder block_out_channels (SD 1.5/SDXL/SD3/FLUX {128, 256, 512, 512}).
    std::vector<int> vaeBlockOutChannels;
    /// The pipeline upcasts an fp16 VAE to fp32 for the decode (SDXL `force_upcast` with `needs_upcasting`);
    /// a bf16 or fp32 VAE decodes in its own dtype.
    bool vaeForceUpcast = false;
    int vaeSampleSize = 0; ///< VAE config sample_size: the tile diffusers' tiling uses by default

    int defaultWidth = 0; ///< native resolution, pixels (SD 1.5 512, SDXL/SD3/FLUX 1024)
    int defaultHeight = 0;
};

/// Diffusers' CPU offload: Model = `enable_model_cpu_offload` (one whole component on the GPU at a
/// time), Sequential = `enable_sequential_cpu_offload` (one submodule at a time, weights streamed).
enum class DiffusionOffload { None, Model, Sequential };
std::string_view toString(DiffusionOffload o); ///< "none", "model", "sequential"
std::optional<DiffusionOffload> diffusionOffloadFromString(std::string_view s);

/// The knobs of one image-generation run. The denoiser's weight format is Scenario::weightFormat /
/// weights (dense fp32/bf16/fp16/fp8 or a GGML type as stable-diffusion.cpp and ComfyUI-GGUF load it).
struct DiffusionSettings {
    int width = 0;  ///< pixels; 0 = the model's defaultWidth
    int height = 0; ///< pixels; 0 = the model's defaultHeight
    int images = 1; ///< images per batch (num_images_per_prompt)
    DiffusionOffload offload = DiffusionOffload::None;
    int vaeTile = 0;         ///< VAE tiling tile size in pixels; 0 = off (diffusers `enable_tiling`)
    bool vaeSlicing = false; ///< decode one image of the batch at a time (diffusers `enable_slicing`)
};

} // namespace headroom::fit
