// SPDX-License-Identifier: GPL-3.0-or-later
// The diffusion fit model (diffusion.h): memory per phase of an image-generation pipeline as diffusers runs
// it, from the architecture of each component. Every term is a count of live tensor elements times the
// bytes of their dtype; the sources of each rule are next to it. Byte counts use checked arithmetic.
#include "fit/diffusion.h"

#include "fit/checkedmath.h"

#include <algorithm>
#include <string>

namespace headroom::fit {

namespace {

using checked::Bytes;

constexpr int kMinSide = 64;
constexpr int kMaxSide = 16384;
constexpr int kMaxImages = 1024;
constexpr int kMinTile = 64;
// Bounds on a spec, far above every published pipeline (SDXL 3 UNet levels, FLUX 57 blocks of 3,072),
// so that products of a few of them stay far from 2^63 (the arithmetic is checked all the same).
constexpr int kMaxLevels = 16;
constexpr int kMaxLayersPerBlock = 64;
constexpr int kMaxPatch = 16;
constexpr int kMaxMlpRatio = 64;
constexpr int kMaxTokens = 1 << 20;
constexpr int kMaxLatentChannels = 1024;

Bytes mul(Bytes a, Bytes b)
{
    return checked::mul(a, b);
}
Bytes add(Bytes a, Bytes b)
{
    return checked::add(a, b);
}
Bytes mul3(Bytes a, Bytes b, Bytes c)
{
    return mul(mul(a, b), c);
}

Error fail(std::string field, std::string message)
{
    return Error{std::move(field), std::move(message)};
}

bool inRange(std::int64_t v, std::int64_t lo, std::int64_t hi)
{
    return v >= lo && v <= hi;
}

// --- precisions -------------------------------------------------------------------------------------

// How the pipeline runs for the denoiser's weight format f = weightFormatOf(s):
//  - the denoiser at f: dense fp32 / bf16 / fp16 / fp8 (diffusers `enable_layerwise_casting` stores fp8
//    and computes in bf16), a GGML type (stable-diffusion.cpp, diffusers GGUFQuantizationConfig and
//    ComfyUI-GGUF dequantize each weight to the compute dtype when it is used) or bitsandbytes NF4 / int8
//    (diffusers BitsAndBytesConfig); activations in fp32 for an fp32 run, else 16-bit;
//  - text encoders in the dense dtype of the run (fp32, bf16, fp16); 16-bit (bf16) next to a quantized or
//    fp8 denoiser: the GGUF and fp8 checkpoints quantize the denoiser only;
//  - the VAE in the run's dtype, fp32 for the decode when the pipeline upcasts an fp16 VAE (SDXL
//    `needs_upcasting = vae.dtype == float16 and vae.config.force_upcast`, pipeline_stable_diffusion_xl.py;
//    a bf16 VAE is not upcast).
struct Precisions {
    Rational denoiserBits{0, 0};
    bool dequantized = false; ///< weights stored below the compute dtype, dequantized per layer
    int computeBytes = 2;
    int textEncoderBytes = 2;
    bool textEncoderFp16 = false; ///< transformers' fp16 loading (T5 keeps `wo` in fp32)
    int vaeStorageBytes = 2;
    int vaeDecodeBytes = 2;
    std::string_view textEncoderName = "bf16";
    std::string_view vaeName = "bf16";
};

std::optional<Precisions> precisionsOf(const Scenario &s)
{
    const WeightFormat f = weightFormatOf(s);
    if (!isValid(f))
        return std::nullopt;
    Precisions p;
    p.denoiserBits = linearBitsPerWeight(f);
    switch (f.kind) {
    case WeightFormatKind::Dense:
        if (f.dense == DenseDtype::INT8 || f.dense == DenseDtype::INT4)
            return std::nullopt; // no diffusion runtime stores plain integers without scales
        p.dequantized = f.dense == DenseDtype::FP8;
        break;
    case WeightFormatKind::Ggml:
        p.dequantized = f.ggml != GgmlType::F32 && f.ggml != GgmlType::F16 && f.ggml != GgmlType::BF16;
        break;
    case WeightFormatKind::BnbNf4:
    case WeightFormatKind::BnbInt8:
        p.dequantized = true;
        break;
    default:
        return std::nullopt; // llama.cpp file-type mixes, GPTQ, AWQ, FP8 with scales, MXFP4: LLM formats
    }
    const bool fp32 = f.kind == WeightFormatKind::Dense && f.dense == DenseDtype::F32;
    const bool fp16 = f.kind == WeightFormatKind::Dense && f.dense == DenseDtype::F16;
    p.computeBytes = fp32 ? 4 : 2;
    p.textEncoderBytes = fp32 ? 4 : 2;
    p.textEncoderFp16 = fp16;
    p.textEncoderName = fp32 ? "fp32" : fp16 ? "fp16" : "bf16";
    p.vaeStorageBytes = fp32 ? 4 : 2;
    p.vaeDecodeBytes = fp32 || (fp16 && s.diffusionModel.vaeForceUpcast) ? 4 : 2;
    p.vaeName = p.vaeDecodeBytes == 4 ? "fp32" : p.textEncoderName;
    return p;
}

// --- validation -------------------------------------------------------------------------------------

std::optional<Error> checkTextEncoder(const TextEncoderSpec &e)
{
    const std::string what = "The text encoder \"" + e.id + "\"";
    if (!inRange(e.parameters, 1, limits::kMaxParameters) || !inRange(e.fp32ParametersInFp16, 0, e.parameters))
        return fail("model", what + " needs a parameter count (and at most that many fp32 parameters).");
    if (!inRange(e.hiddenSize, 1, limits::kMaxHiddenSize) || !inRange(e.layers, 1, limits::kMaxLayers) ||
        !inRange(e.intermediateSize, 1, limits::kMaxIntermediateSize) || !inRange(e.maxTokens, 1, kMaxTokens) ||
        !inRange(e.vocabSize, 0, limits::kMaxVocabSize) || !inRange(e.heads, 0, limits::kMaxAttentionHeads) ||
        (e.materializedAttention && e.heads < 1))
        return fail("model", what + " has a size out of range.");
    return std::nullopt;
}

std::optional<Error> checkDenoiser(const DiffusionSpec &m)
{
    if (!inRange(m.denoiserParameters, 1, limits::kMaxParameters))
        return fail("model", "The pipeline has no denoiser (its parameter count must be positive).");
    if (m.denoiserKind == DenoiserKind::DiT) {
        if (!inRange(m.ditHiddenSize, 1, limits::kMaxHiddenSize) || !inRange(m.ditLayers, 1, limits::kMaxLayers) ||
            !inRange(m.ditHeads, 1, limits::kMaxAttentionHeads) || !inRange(m.ditPatchSize, 1, kMaxPatch) ||
            !inRange(m.ditMlpRatio, 1, kMaxMlpRatio) || !inRange(m.ditTextTokens, 0, kMaxTokens))
            return fail("model", "The diffusion transformer needs a hidden size, blocks, heads, a patch size "
                                 "and an MLP ratio in range.");
        return std::nullopt;
    }
    if (m.denoiserKind != DenoiserKind::UNet)
        return fail("model", "The denoiser is neither a UNet nor a diffusion transformer.");
    const std::size_t levels = m.unetBlockOutChannels.size();
    if (levels < 1 || levels > kMaxLevels || m.unetCrossAttention.size() != levels ||
        m.unetTransformerLayers.size() != levels || !inRange(m.unetLayersPerBlock, 1, kMaxLayersPerBlock))
        return fail("model", "The UNet needs block_out_channels, layers_per_block and, per level, its "
                             "cross-attention flag and transformer depth.");
    for (std::size_t l = 0; l < levels; ++l) {
        if (!inRange(m.unetBlockOutChannels[l], 1, limits::kMaxHiddenSize) ||
            !inRange(m.unetTransformerLayers[l], 0, limits::kMaxLayers))
            return fail("model", "A UNet level has a channel count or transformer depth out of range.");
    }
    return std::nullopt;
}

std::optional<Error> checkSpec(const DiffusionSpec &m)
{
    for (const TextEncoderSpec &e : m.textEncoders) {
        if (std::optional<Error> bad = checkTextEncoder(e))
            return bad;
    }
    if (std::optional<Error> bad = checkDenoiser(m))
        return bad;
    const std::size_t levels = m.vaeBlockOutChannels.size();
    if (!inRange(m.vaeParameters, 1, limits::kMaxParameters) || levels < 1 || levels > kMaxLevels ||
        !inRange(m.latentChannels, 1, kMaxLatentChannels) || m.vaeScaleFactor != (1 << (static_cast<int>(levels) - 1)))
        return fail("model", "The pipeline has no usable VAE: it needs a parameter count, block_out_channels, "
                             "latent channels and a scale factor of 2^(levels - 1).");
    for (const int c : m.vaeBlockOutChannels) {
        if (!inRange(c, 1, limits::kMaxHiddenSize))
            return fail("model", "A VAE level has a channel count out of range.");
    }
    if (m.vaeSampleSize < 0)
        return fail("model", "The VAE sample size cannot be negative.");
    return std::nullopt;
}

int pixelStep(const DiffusionSpec &m)
{
    return m.vaeScaleFactor * (m.denoiserKind == DenoiserKind::DiT ? m.ditPatchSize : 1);
}

std::optional<Error> checkRun(const DiffusionSpec &m, const DiffusionSettings &d, int width, int height)
{
    const int step = pixelStep(m);
    for (const int side : {width, height}) {
        if (!inRange(side, kMinSide, kMaxSide) || side % step != 0)
            return fail("image", "Width and height must be " + std::to_string(kMinSide) + " to " +
                                     std::to_string(kMaxSide) + " pixels and multiples of " + std::to_string(step) +
                                     " (" + std::to_string(width) + " x " + std::to_string(height) + ").");
    }
    if (!inRange(d.images, 1, kMaxImages))
        return fail("images", "Images per batch must be 1 to " + std::to_string(kMaxImages) + ".");
    if (d.vaeTile != 0 && (d.vaeTile < kMinTile || d.vaeTile > std::max(width, height)))
        return fail("vaeTiling", "The VAE tile must be at least " + std::to_string(kMinTile) +
                                     " pixels and not above the image (" + std::to_string(d.vaeTile) + ").");
    if (d.offload != DiffusionOffload::None && d.offload != DiffusionOffload::Model &&
        d.offload != DiffusionOffload::Sequential)
        return fail("offload", "The offload mode is not one of none, model, sequential.");
    return std::nullopt;
}

// --- weights ----------------------------------------------------------------------------------------

// Bytes of `params` at `bits` per weight, rounded up: ceil(params x num / (den x 8)).
Bytes atRate(std::int64_t params, Rational bits)
{
    return checked::ceilDiv(mul(params, bits.num), bits.den * 8);
}

// Text encoder weights: every tensor at the encoder dtype; in fp16, transformers keeps T5's `wo` in fp32
// (2 more bytes each).
Bytes textEncoderBytes(const TextEncoderSpec &e, const Precisions &p)
{
    const Bytes base = mul(e.parameters, p.textEncoderBytes);
    return p.textEncoderFp16 ? add(base, mul(e.fp32ParametersInFp16, 2)) : base;
}

// Channels entering each resnet of UNet level l on the up path (diffusers UNet2DConditionModel: the up
// block of level l concatenates the previous up block's output, C[l+1] or the mid block's C[L-1], with
// the skips of level l: C[l] from its resnets and C[l-1] (conv_in's C[0]) from the level above).
std::int64_t unetUpInputChannels(const DiffusionSpec &m, std::size_t l)
{
    const std::vector<int> &c = m.unetBlockOutChannels;
    const std::int64_t prev = c[std::min(l + 1, c.size() - 1)];
    const std::int64_t above = c[l == 0 ? 0 : l - 1];
    return std::max({prev + c[l], std::int64_t{2} * c[l], c[l] + above});
}

// Parameters of the largest leaf module, the unit accelerate's sequential offload moves to the GPU
// (`cpu_offload` attaches an AlignDevicesHook to every module with its own parameters):
//  - text encoder: the token embedding vocab x hidden or an FFN matrix hidden x d_ff;
//  - UNet: a 3x3 conv of the up path, (channels in) x C x 9, or a GEGLU projection C x 8C;
//  - DiT: the adaLN-Zero modulation C x 6C (SD 3 and FLUX `AdaLayerNormZero`) or an MLP matrix C x rC;
//  - VAE: a 3x3 conv of the widest decoder level, C x C x 9.
Bytes largestTextEncoderLeaf(const TextEncoderSpec &e)
{
    return std::max(mul(e.vocabSize, e.hiddenSize).value_or(-1), mul(e.hiddenSize, e.intermediateSize).value_or(-1));
}

Bytes largestDenoiserLeaf(const DiffusionSpec &m)
{
    if (m.denoiserKind == DenoiserKind::DiT)
        return mul3(m.ditHiddenSize, m.ditHiddenSize, std::max(6, m.ditMlpRatio));
    std::int64_t best = 0;
    for (std::size_t l = 0; l < m.unetBlockOutChannels.size(); ++l) {
        const std::int64_t c = m.unetBlockOutChannels[l];
        best = std::max(best, unetUpInputChannels(m, l) * c * 9);
        if (m.unetCrossAttention[l])
            best = std::max(best, c * c * 8);
    }
    return best;
}

Bytes largestVaeLeaf(const DiffusionSpec &m)
{
    const std::int64_t c = *std::max_element(m.vaeBlockOutChannels.begin(), m.vaeBlockOutChannels.end());
    return mul3(c, c, 9);
}

// --- activations ------------------------------------------------------------------------------------

// Text encoding, batch 1 per pass (diffusers `encode_prompt` encodes the prompt and the negative prompt
// separately and repeats the embeddings per image). The largest encoder's layer: residual, norm, FFN up
// projection and activation (T x (2h + 2 d_ff)), all hidden states (SDXL and SD 3 read the penultimate
// one: output_hidden_states=True keeps L + 1 of T x h), and for T5 the scores, the softmax and the
// relative position bias (3 x heads x T^2). Plus the embeddings every encoder leaves for the denoiser:
// T x h per prompt, doubled by classifier-free guidance and repeated for each image.
Bytes textEncodeActivations(const DiffusionSpec &m, const DiffusionSettings &d, const Precisions &p)
{
    Bytes largest = 0;
    Bytes outputs = 0;
    const std::int64_t copies = std::int64_t{d.images} * (m.classifierFreeGuidance ? 2 : 1);
    for (const TextEncoderSpec &e : m.textEncoders) {
        const std::int64_t t = e.maxTokens;
        Bytes layer = mul(t, 2 * std::int64_t{e.hiddenSize} + 2 * std::int64_t{e.intermediateSize});
        layer = add(layer, mul3(std::int64_t{e.layers} + 1, t, e.hiddenSize));
        if (e.materializedAttention)
            layer = add(layer, mul3(3, e.heads, mul(t, t)));
        largest = std::max(largest, layer, [](Bytes a, Bytes b) { return a.value_or(-1) < b.value_or(-1); });
        if (!layer)
            return std::nullopt;
        outputs = add(outputs, mul3(t, e.hiddenSize, copies));
    }
    return mul(add(largest, outputs), p.textEncoderBytes);
}

// Latent elements of one image: (H / s) x (W / s) x latent channels.
Bytes latentElements(const DiffusionSpec &m, int width, int height)
{
    return mul3(width / m.vaeScaleFactor, height / m.vaeScaleFactor, m.latentChannels);
}

// UNet activations of one sample, elements (diffusers UNet2DConditionModel with SDPA: no attention matrix).
//  - the skips the up path reads: conv_in (C0 at full latent size), every down resnet (C_l at level l)
//    and every downsampler (C_l at level l + 1), all kept until their up block;
//  - the largest working set: an up-path resnet, its concatenated input x, GroupNorm(x) and SiLU of it
//    (3 x channels in), or a BasicTransformerBlock with GEGLU (ff inner 4C, projection to 8C): the
//    Transformer2DModel input and the block input kept for their residuals, norm3, the 8C projection,
//    GELU of its gate half and the product (C + C + C + 8C + 4C + 4C = 19C per token).
// Level l has ceil(h / 2^l) x ceil(w / 2^l) positions (stride-2 convs with padding 1).
Bytes unetElements(const DiffusionSpec &m, int lw, int lh)
{
    const std::vector<int> &c = m.unetBlockOutChannels;
    const std::size_t levels = c.size();
    const auto positions = [&](std::size_t l) {
        const std::int64_t scale = std::int64_t{1} << l;
        return mul(checked::ceilDiv(lw, scale), checked::ceilDiv(lh, scale));
    };
    Bytes skips = mul(c[0], positions(0));
    Bytes working = 0;
    for (std::size_t l = 0; l < levels; ++l) {
        skips = add(skips, mul3(m.unetLayersPerBlock, c[l], positions(l)));
        if (l + 1 < levels)
            skips = add(skips, mul(c[l], positions(l + 1)));
        working = std::max(working, mul3(3, unetUpInputChannels(m, l), positions(l)),
                           [](Bytes a, Bytes b) { return a.value_or(-1) < b.value_or(-1); });
        if (m.unetCrossAttention[l] || (l + 1 == levels && m.unetTransformerLayers[l] > 0))
            working = std::max(working, mul3(19, c[l], positions(l)),
                               [](Bytes a, Bytes b) { return a.value_or(-1) < b.value_or(-1); });
        if (!working)
            return std::nullopt;
    }
    return add(skips, working);
}

// DiT activations of one sample, elements: tokens = (h / p) x (w / p) latent patches plus the text tokens
// of joint attention (SD 3 MMDiT, FLUX double and single blocks), each with the residual input, its
// (adaLN) norm, the attention output, the MLP up-projection and its GELU (r x C each) and the block
// output: (4 + 2r) x C per token. SDPA: no tokens^2 matrix.
Bytes ditElements(const DiffusionSpec &m, int lw, int lh)
{
    const Bytes tokens = add(mul(lw / m.ditPatchSize, lh / m.ditPatchSize), m.ditTextTokens);
    return mul3(tokens, 4 + 2 * std::int64_t{m.ditMlpRatio}, m.ditHiddenSize);
}

// Denoising: batch x the denoiser's elements at the compute dtype; the latent work buffer (the latents,
// the model input doubled by guidance, the noise prediction and the scheduler output: 4 x batch x latent,
// counted in fp32); and, for weights stored below the compute dtype, the dequantized copy of the largest
// layer (16-bit).
Bytes denoiseActivations(const DiffusionSpec &m, int batch, int width, int height, const Precisions &p)
{
    const int lw = width / m.vaeScaleFactor;
    const int lh = height / m.vaeScaleFactor;
    const Bytes elements = m.denoiserKind == DenoiserKind::DiT ? ditElements(m, lw, lh) : unetElements(m, lw, lh);
    Bytes bytes = mul3(batch, elements, p.computeBytes);
    bytes = add(bytes, mul3(4 * std::int64_t{batch}, latentElements(m, width, height), 4));
    if (p.dequantized)
        bytes = add(bytes, mul(largestDenoiserLeaf(m), 2));
    return bytes;
}

// Elements of the VAE decoder's working set for one image of w x h pixels (diffusers Decoder: conv_in and
// a mid block at the latent size, then one UpDecoderBlock2D per level from the widest, block_out_channels
// reversed, each upsampling 2x but the last). The peak is the first resnet of an up block, whose input x
// stays for the residual while GroupNorm(x) and SiLU of it are live: 3 x (channels in) x positions. For
// SD / SDXL / SD 3 / FLUX ({128, 256, 512, 512}) that is the last block, 256 channels at full size. The
// mid block's attention (SDPA) holds x, its norm, q, k, v and the output: 6 x C at the latent size.
Bytes decoderElements(const DiffusionSpec &m, int w, int h)
{
    const std::vector<int> &c = m.vaeBlockOutChannels;
    const int levels = static_cast<int>(c.size());
    Bytes best = mul3(6, c[levels - 1], mul(w / m.vaeScaleFactor, h / m.vaeScaleFactor));
    for (int i = 0; i < levels; ++i) {
        const std::int64_t in = c[levels - 1 - std::max(0, i - 1)]; // reversed[i - 1], reversed[0] for i = 0
        const int shift = levels - 1 - i;                           // block i runs at 1 / 2^shift of the image
        const Bytes here = mul3(3, in, mul(w >> shift, h >> shift));
        best = std::max(best, here, [](Bytes a, Bytes b) { return a.value_or(-1) < b.value_or(-1); });
        if (!here)
            return std::nullopt;
    }
    return best;
}

// Pixels along one side of all the tiles diffusers' `tiled_decode` decodes: tiles of t latents start every
// floor(0.75 t) latents (tile_overlap_factor 0.25) and are cut at the edge; each is decoded to 8x its size
// and kept until the blend.
std::int64_t tiledSide(std::int64_t latentSide, std::int64_t tileLatent, int scale)
{
    const std::int64_t stride = std::max<std::int64_t>(1, tileLatent * 3 / 4);
    std::int64_t sum = 0;
    for (std::int64_t i = 0; i < latentSide; i += stride)
        sum += std::min(tileLatent, latentSide - i) * scale;
    return sum;
}

// The VAE decode: the decoder working set of the images decoded at once (all, or one with slicing:
// AutoencoderKL.decode splits the batch), for the whole image or, tiled, for one tile of
// tile_latent_min_size = tile / 8 latents (AutoencoderKL `_decode` tiles a latent larger than that) plus
// every decoded tile; and the decoded images and the latents, all at the VAE decode dtype. Cross-check:
// gguf-parser-go `file_estimate__stablediffusioncpp.go` charges stable-diffusion.cpp W x H x 13 x 512
// bytes untiled (f32, conv_in's 512 channels), 512 x 512 x 13 x 512 tiled.
Bytes vaeDecodeActivations(const DiffusionSpec &m, const DiffusionSettings &d, int width, int height,
                           const Precisions &p)
{
    const int atOnce = d.vaeSlicing ? 1 : d.images;
    Bytes elements;
    if (d.vaeTile == 0) {
        elements = mul(atOnce, decoderElements(m, width, height));
    } else {
        const std::int64_t tileLatent = d.vaeTile / m.vaeScaleFactor;
        const int tile = static_cast<int>(tileLatent) * m.vaeScaleFactor;
        const std::int64_t rows = tiledSide(height / m.vaeScaleFactor, tileLatent, m.vaeScaleFactor);
        const std::int64_t cols = tiledSide(width / m.vaeScaleFactor, tileLatent, m.vaeScaleFactor);
        elements = add(mul(atOnce, decoderElements(m, tile, tile)), mul3(atOnce, 3, mul(rows, cols)));
    }
    const Bytes images = mul3(d.images, 3, mul(width, height));
    elements = add(add(elements, images), mul(d.images, latentElements(m, width, height)));
    return mul(elements, p.vaeDecodeBytes);
}

// --- assembly ---------------------------------------------------------------------------------------

struct Components {
    std::vector<Bytes> textEncoders; ///< each encoder's weights
    Bytes textEncoderSum = 0;
    Bytes textEncoderMax = 0;
    Bytes textEncoderLeaf = 0; ///< the largest leaf of any encoder, bytes
    Bytes denoiser = 0;
    Bytes denoiserLeaf = 0;
    Bytes vae = 0;       ///< storage dtype
    Bytes vaeDecode = 0; ///< during the decode (upcast)
    Bytes vaeLeaf = 0;
};

std::optional<Components> componentsOf(const DiffusionSpec &m, const Precisions &p)
{
    Components c;
    for (const TextEncoderSpec &e : m.textEncoders) {
        const Bytes bytes = textEncoderBytes(e, p);
        if (!bytes)
            return std::nullopt;
        c.textEncoders.push_back(bytes);
        c.textEncoderSum = add(c.textEncoderSum, bytes);
        c.textEncoderMax = std::max(*c.textEncoderMax, *bytes);
        c.textEncoderLeaf =
            std::max(*c.textEncoderLeaf, mul(largestTextEncoderLeaf(e), p.textEncoderBytes).value_or(-1));
    }
    c.denoiser = atRate(m.denoiserParameters, p.denoiserBits);
    c.denoiserLeaf = atRate(largestDenoiserLeaf(m).value_or(-1), p.denoiserBits);
    c.vae = mul(m.vaeParameters, p.vaeStorageBytes);
    c.vaeDecode = mul(m.vaeParameters, p.vaeDecodeBytes);
    c.vaeLeaf = mul(largestVaeLeaf(m), p.vaeDecodeBytes);
    for (const Bytes b :
         {c.textEncoderSum, c.textEncoderLeaf, c.denoiser, c.denoiserLeaf, c.vae, c.vaeDecode, c.vaeLeaf}) {
        if (!b || *b < 0)
            return std::nullopt;
    }
    return c;
}

// The weights on the GPU in each phase:
//  - None: every component in every phase (the VAE at its decode dtype in the decode);
//  - Model (`enable_model_cpu_offload`, accelerate `cpu_offload_with_hook` chained in
//    model_cpu_offload_seq order): only the running component, one text encoder at a time;
//  - Sequential (`enable_sequential_cpu_offload`): only the largest leaf of the running component.
void placeWeights(const Components &c, DiffusionOffload offload, std::array<PhaseBreakdown, 3> &phases)
{
    PhaseBreakdown &text = phases[0];
    PhaseBreakdown &denoise = phases[1];
    PhaseBreakdown &decode = phases[2];
    switch (offload) {
    case DiffusionOffload::None:
        for (PhaseBreakdown &phase : phases) {
            phase.textEncoders = *c.textEncoderSum;
            phase.denoiser = *c.denoiser;
            phase.vae = *c.vae;
        }
        decode.vae = *c.vaeDecode;
        break;
    case DiffusionOffload::Model:
        text.textEncoders = *c.textEncoderMax;
        denoise.denoiser = *c.denoiser;
        decode.vae = *c.vaeDecode;
        break;
    case DiffusionOffload::Sequential:
        text.textEncoders = *c.textEncoderLeaf;
        denoise.denoiser = *c.denoiserLeaf;
        decode.vae = *c.vaeLeaf;
        break;
    }
}

Assumption item(AssumptionId id, std::vector<AssumptionArg> args = {})
{
    return Assumption{id, std::move(args)};
}

// Tiles diffusers decodes per image: one every floor(0.75 t) latents along each side.
std::int64_t tilesPerImage(const DiffusionSpec &m, const DiffusionEstimate &e, int tile)
{
    const std::int64_t tileLatent = tile / m.vaeScaleFactor;
    const std::int64_t stride = std::max<std::int64_t>(1, tileLatent * 3 / 4);
    const auto count = [&](int side) {
        return checked::ceilDiv(side / m.vaeScaleFactor, stride).value_or(0);
    };
    return count(e.width) * count(e.height);
}

} // namespace

std::vector<Assumption> diffusionAssumptions(const Scenario &s, const DiffusionEstimate &e)
{
    const DiffusionSpec &m = s.diffusionModel;
    const DiffusionSettings &d = s.diffusion;
    const std::optional<Precisions> p = precisionsOf(s);
    const std::optional<Components> c = p ? componentsOf(m, *p) : std::nullopt;
    if (!c)
        return {};
    const std::int64_t images = d.images;
    std::vector<Assumption> out;
    out.push_back(item(AssumptionId::DiffusionImage, {std::int64_t{e.width}, std::int64_t{e.height}, images}));
    out.push_back(
        item(m.classifierFreeGuidance ? AssumptionId::DiffusionGuidanceBatch : AssumptionId::DiffusionDistilledBatch,
             {images * (m.classifierFreeGuidance ? 2 : 1)}));
    out.push_back(item(AssumptionId::DiffusionPrecision, {std::string(toString(weightFormatOf(s))),
                                                          std::string(p->textEncoderName), std::string(p->vaeName)}));
    if (p->vaeDecodeBytes > p->vaeStorageBytes)
        out.push_back(item(AssumptionId::DiffusionVaeUpcast));
    std::int64_t keptFp32 = 0;
    for (const TextEncoderSpec &encoder : m.textEncoders)
        keptFp32 += p->textEncoderFp16 ? encoder.fp32ParametersInFp16 : 0;
    if (keptFp32 > 0)
        out.push_back(item(AssumptionId::DiffusionKeptFp32, {keptFp32}));
    if (d.offload == DiffusionOffload::None)
        out.push_back(item(AssumptionId::DiffusionNoOffload));
    else if (d.offload == DiffusionOffload::Model)
        out.push_back(item(AssumptionId::DiffusionModelOffload, {e.hostBytes}));
    else
        out.push_back(item(AssumptionId::DiffusionSequentialOffload,
                           {e.hostBytes, std::max({*c->textEncoderLeaf, *c->denoiserLeaf, *c->vaeLeaf})}));
    if (d.vaeSlicing && images > 1)
        out.push_back(item(AssumptionId::DiffusionDecodeSliced));
    if (d.vaeTile > 0)
        out.push_back(
            item(AssumptionId::DiffusionDecodeTiled,
                 {std::int64_t{d.vaeTile / m.vaeScaleFactor * m.vaeScaleFactor}, tilesPerImage(m, e, d.vaeTile)}));
    else if (!d.vaeSlicing || images == 1)
        out.push_back(item(AssumptionId::DiffusionDecodeFull, {images}));
    static constexpr AssumptionId kPeak[] = {AssumptionId::DiffusionPeakTextEncode, AssumptionId::DiffusionPeakDenoise,
                                             AssumptionId::DiffusionPeakVaeDecode};
    out.push_back(item(kPeak[static_cast<int>(e.peakPhase)], {e.peak().total()}));
    out.push_back(item(AssumptionId::GenericRuntime, {kRuntimeOverheadBytes}));
    return out;
}

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
    return checked::orMinusOne(add(add(add(textEncoders, denoiser), add(vae, activations)), runtime));
}

std::optional<DiffusionEstimate> diffusionEstimate(const Scenario &s, Error *error)
{
    const auto failed = [error](Error e) -> std::optional<DiffusionEstimate> {
        if (error)
            *error = std::move(e);
        return std::nullopt;
    };
    const DiffusionSpec &m = s.diffusionModel;
    const DiffusionSettings &d = s.diffusion;
    if (std::optional<Error> bad = checkSpec(m))
        return failed(std::move(*bad));
    DiffusionEstimate e;
    e.width = d.width == 0 ? m.defaultWidth : d.width;
    e.height = d.height == 0 ? m.defaultHeight : d.height;
    if (std::optional<Error> bad = checkRun(m, d, e.width, e.height))
        return failed(std::move(*bad));
    const std::optional<Precisions> p = precisionsOf(s);
    if (!p)
        return failed(fail("weights", "The denoiser runs dense fp32, bf16, fp16 or fp8, a GGML type or "
                                      "bitsandbytes NF4 / int8; not " +
                                          toString(weightFormatOf(s)) + "."));
    const auto overflow = [&] {
        return failed(fail("parameters", "The pipeline is too large to compute its memory."));
    };
    const std::optional<Components> c = componentsOf(m, *p);
    if (!c)
        return overflow();
    placeWeights(*c, d.offload, e.phases);
    const int batch = d.images * (m.classifierFreeGuidance ? 2 : 1);
    const Bytes activations[3] = {textEncodeActivations(m, d, *p), denoiseActivations(m, batch, e.width, e.height, *p),
                                  vaeDecodeActivations(m, d, e.width, e.height, *p)};
    for (int i = 0; i < 3; ++i) {
        PhaseBreakdown &phase = e.phases[static_cast<std::size_t>(i)];
        if (!activations[i])
            return overflow();
        phase.activations = *activations[i];
        phase.runtime = kRuntimeOverheadBytes;
        if (phase.total() < 0)
            return overflow();
        if (phase.total() > e.peak().total() || i == 0)
            e.peakPhase = kAllDiffusionPhases[i];
    }
    // Host memory: Model offload keeps every component but the running one there (the most when the smallest
    // runs); Sequential keeps all of them there (accelerate holds the weights map in host memory).
    const std::int64_t all = *c->textEncoderSum + *c->denoiser + *c->vae;
    std::int64_t smallest = std::min(*c->denoiser, *c->vae);
    for (const Bytes encoder : c->textEncoders)
        smallest = std::min(smallest, *encoder);
    e.hostBytes = d.offload == DiffusionOffload::None ? 0 : d.offload == DiffusionOffload::Model ? all - smallest : all;
    return e;
}

} // namespace headroom::fit
