// SPDX-License-Identifier: GPL-3.0-or-later
#include "fit/fitmodel.h"

#include "fit/engineplan.h"
#include "fit/placement.h"
#include "fit/replicaplan.h"
#include "fit/weightsplit.h"

#include "fit/checkedmath.h"

#include <algorithm>
#include <limits>

// Formulas and their sources are documented in fitmodel.h next to each declaration; the section
// numbers refer to shared/research/fit-anchors.md (§4 "Recommended formula set for Headroom").

namespace headroom::fit {

namespace {

using checked::add;
using checked::Bytes;
using checked::ceilDiv;
using checked::inRange;
using checked::mul;
using checked::orMinusOne;

// --- the terms, for an explicit concurrency so that the max-concurrency search can reuse them ---

std::optional<Error> error(std::string field, std::string message)
{
    return Error{std::move(field), std::move(message)};
}

// "The <what> (<value>) must be at most <bound>." for a count above its bound in `limits`.
std::optional<Error> tooLarge(std::string field, const std::string &what, std::int64_t value, std::int64_t bound)
{
    return error(std::move(field),
                 "The " + what + " (" + std::to_string(value) + ") must be at most " + std::to_string(bound) + ".");
}

// The upper bounds of fitmodel.h `limits` on the model's architecture, and the sign of the optional
// sizes (0 = not used). Lower bounds of the required sizes are validate()'s (derivedParameterCount()
// accepts 0 where the layout allows it); parameterCount and maxContextTokens are not architecture
// (derivedParameterCount() ignores them) and are bounded in validate().
std::optional<Error> modelBoundsError(const ModelSpec &m)
{
    using namespace limits;
    struct Bound {
        const char *field;
        const char *what;
        std::int64_t value;
        std::int64_t max;
        bool optional = false; // 0 means "not used"; negative is refused here
    };
    const Bound bounds[] = {
        {"layers", "number of layers", m.layers, kMaxLayers},
        {"attentionHeads", "number of attention heads", m.attentionHeads, kMaxAttentionHeads},
        {"kvHeads", "number of KV heads", m.kvHeads, kMaxAttentionHeads},
        {"headDim", "head dimension", m.headDim, kMaxHeadDim},
        {"hiddenSize", "hidden size", m.hiddenSize, kMaxHiddenSize},
        {"intermediateSize", "intermediate (FFN) size", m.intermediateSize, kMaxIntermediateSize},
        {"vocabSize", "vocabulary size", m.vocabSize, kMaxVocabSize},
        {"experts", "number of experts", m.experts, kMaxExperts},
        {"experts", "number of experts per token", m.expertsPerToken, kMaxExperts},
        {"headDimK", "K head dimension", m.headDimK, kMaxHeadDim, true},
        {"headDimV", "V head dimension", m.headDimV, kMaxHeadDim, true},
        {"slidingWindow", "sliding window", m.slidingWindow, kMaxWindowTokens, true},
        {"attentionChunk", "attention chunk", m.attentionChunk, kMaxWindowTokens, true},
        {"mla", "MLA kv_lora_rank", m.kvLoraRank, kMaxLoraRank, true},
        {"mla", "MLA q_lora_rank", m.qLoraRank, kMaxLoraRank, true},
        {"mla", "MLA qk_rope_head_dim", m.qkRopeHeadDim, kMaxHeadDim, true},
        {"mla", "MLA qk_nope_head_dim", m.qkNopeHeadDim, kMaxHeadDim, true},
        {"mla", "MLA v_head_dim", m.vHeadDim, kMaxHeadDim, true},
        {"expertIntermediateSize", "expert intermediate size", m.expertIntermediateSize, kMaxIntermediateSize, true},
        {"sharedExperts", "number of shared experts", m.sharedExperts, kMaxExperts, true},
        {"expertIntermediateSize", "shared-expert intermediate size", m.sharedExpertIntermediateSize,
         kMaxIntermediateSize, true},
        {"normsPerLayer", "number of norms per layer", m.normsPerLayer, kMaxNormsPerLayer, true},
    };
    for (const Bound &b : bounds) {
        if (b.value > b.max)
            return tooLarge(b.field, b.what, b.value, b.max);
    }
    // Optional sizes: 0 means "not used", a negative value is never meaningful. The required ones
    // get validate()'s "at least 1" messages.
    for (const Bound &b : bounds) {
        if (b.optional && b.value < 0)
            return error(b.field, "The " + std::string(b.what) + " cannot be negative.");
    }
    if (m.layerSpecs.size() > static_cast<std::size_t>(kMaxLayers))
        return tooLarge("layerSpecs", "number of per-layer descriptions", std::int64_t(m.layerSpecs.size()),
                        kMaxLayers);
    for (const LayerSpec &layer : m.layerSpecs) {
        if (!inRange(static_cast<int>(layer.attention), 0, static_cast<int>(AttentionKind::None)))
            return error("layerSpecs", "A layer has an unknown attention kind.");
        if (layer.kvHeads > kMaxAttentionHeads)
            return tooLarge("layerSpecs", "number of KV heads of a layer", layer.kvHeads, kMaxAttentionHeads);
    }
    return std::nullopt;
}

// The bounds of `limits` on the hardware, the workload and the engine settings.
std::optional<Error> setupBoundsError(const Scenario &s)
{
    using namespace limits;
    if (s.hardware.memoryBytes > kMaxMemoryBytes)
        return tooLarge("memory", "GPU memory in bytes", s.hardware.memoryBytes, kMaxMemoryBytes);
    if (s.hardware.gpuCount > kMaxGpus)
        return tooLarge("gpuCount", "number of GPUs", s.hardware.gpuCount, kMaxGpus);
    if (s.workload.contextTokens > kMaxContextTokens)
        return tooLarge("context", "context length in tokens", s.workload.contextTokens, kMaxContextTokens);
    if (s.workload.concurrency > kMaxConcurrency)
        return tooLarge("concurrency", "number of concurrent sequences", s.workload.concurrency, kMaxConcurrency);
    const EngineSettings &e = s.engine;
    if (e.maxNumBatchedTokens > kMaxContextTokens)
        return tooLarge("maxNumBatchedTokens", "batched-token limit", e.maxNumBatchedTokens, kMaxContextTokens);
    if (e.maxNumSeqs > kMaxConcurrency)
        return tooLarge("maxNumSeqs", "sequence limit", e.maxNumSeqs, kMaxConcurrency);
    if (e.blockSize > kMaxBlockTokens)
        return tooLarge("blockSize", "KV block size in tokens", e.blockSize, kMaxBlockTokens);
    if (e.ubatch > kMaxContextTokens)
        return tooLarge("ubatch", "micro-batch in tokens", e.ubatch, kMaxContextTokens);
    if (e.batch > kMaxContextTokens)
        return tooLarge("batch", "batch in tokens", e.batch, kMaxContextTokens);
    if (e.gpuOverheadBytes > kMaxMemoryBytes)
        return tooLarge("gpuOverhead", "GPU overhead in bytes", e.gpuOverheadBytes, kMaxMemoryBytes);
    return std::nullopt;
}

// vLLM MXFP4 (weightformat.h VllmMxfp4Backend): the experts as Mxfp4MoEMethod allocates them on
// one of t GPUs, with the intermediate size per partition ceil(I / t) padded for the Triton backend
// vLLM picks on Hopper, plus the even share of everything else. `bytes` is weightBytes() of the
// whole model; expert matrices are E x 3 x h x I per MoE layer, so their count is expertParams / (3 h I).
Bytes vllmMxfp4ShardBytes(const ModelSpec &m, const WeightSplit &split, std::int64_t bytes, int t)
{
    const std::int64_t h = m.hiddenSize;
    const std::int64_t i = m.expertIntermediateSize > 0 ? m.expertIntermediateSize : m.intermediateSize;
    const Bytes perExpertParams = mul(mul(h, i), 3);
    if (split.expertParams <= 0 || !perExpertParams || *perExpertParams < 1)
        return ceilDiv(bytes, t);
    const std::int64_t experts = split.expertParams / *perExpertParams; // MoE layers x E
    const Bytes unpadded = ceilDiv(mul(split.expertParams, 17), 32);    // 17/4 bits per weight
    const PaddedExpertShape shape = vllmMxfp4PaddedShape(VllmMxfp4Backend::Triton, *ceilDiv(i, std::int64_t{t}), h);
    const std::int64_t perExpert = vllmMxfp4ExpertBytes(shape);
    if (!unpadded || *unpadded > bytes)
        return std::nullopt;
    if (perExpert < 0) // a hidden size vLLM cannot split into MXFP4 blocks: the unpadded share
        return ceilDiv(bytes, t);
    return add(ceilDiv(bytes - *unpadded, t), mul(experts, perExpert));
}

} // namespace

// --- weights of a tensor-sharding replica (engineplan.h) ---

Bytes shardedWeightBytes(const Scenario &s)
{
    const WeightFormat format = weightFormatOf(s);
    const int t = s.hardware.tensorParallel;
    if (t < 1 || !isValid(format))
        return std::nullopt;
    if (format.kind == WeightFormatKind::Dense) {
        // The first version, to the byte: ceil(P * bits / 8 / t) = ceil(P * bits / (8 * t)).
        const Rational bits = linearBitsPerWeight(format); // a whole number of bits for dense types
        if (s.model.parameterCount < 0 || bits.den != 1)
            return std::nullopt;
        return ceilDiv(mul(s.model.parameterCount, bits.num), *mul(8, t)); // t <= INT_MAX: 8 t fits
    }
    const WeightSplit split = weightSplit(s.model);
    const std::int64_t bytes = weightBytes(split, format, weightRows(s.model));
    if (bytes < 0)
        return std::nullopt;
    if (s.engine.engine == Engine::Vllm && format.kind == WeightFormatKind::Mxfp4)
        return vllmMxfp4ShardBytes(s.model, split, bytes, t);
    return ceilDiv(bytes, t);
}

// --- element types ---

int bitsPerWeight(WeightPrecision p)
{
    switch (p) {
    case WeightPrecision::FP32:
        return 32;
    case WeightPrecision::BF16:
    case WeightPrecision::FP16:
        return 16;
    case WeightPrecision::FP8:
    case WeightPrecision::INT8:
        return 8;
    case WeightPrecision::INT4:
        return 4;
    }
    return 0;
}

BlockLayout kvCacheLayout(KvCacheDtype t)
{
    switch (t) {
    case KvCacheDtype::FP32:
        return {1, 4};
    case KvCacheDtype::F16:
    case KvCacheDtype::BF16:
        return {1, 2};
    case KvCacheDtype::FP8:
        return {1, 1};
    case KvCacheDtype::Q8_0: // block_q8_0: f16 scale + 32 int8 = 34 bytes
        return {32, 34};
    case KvCacheDtype::Q4_0: // block_q4_0: f16 scale + 16 bytes of nibbles = 18 bytes
        return {32, 18};
    case KvCacheDtype::Q4_1: // block_q4_1: f16 scale and min + 16 bytes of nibbles = 20 bytes
        return {32, 20};
    case KvCacheDtype::Q5_0: // block_q5_0: f16 scale + 4 bytes of high bits + 16 bytes of nibbles = 22 bytes
        return {32, 22};
    case KvCacheDtype::Q5_1: // block_q5_1: f16 scale and min + 4 + 16 = 24 bytes
        return {32, 24};
    case KvCacheDtype::IQ4_NL: // block_iq4_nl: f16 scale + 16 bytes of non-linear nibbles = 18 bytes
        return {32, 18};
    }
    return {0, 0};
}

std::int64_t kvCacheBytesFor(KvCacheDtype t, std::int64_t elements)
{
    const BlockLayout layout = kvCacheLayout(t);
    if (layout.blockSize < 1 || elements < 0)
        return -1;
    return orMinusOne(mul(ceilDiv(elements, layout.blockSize), layout.blockBytes));
}

std::string_view toString(WeightPrecision p)
{
    switch (p) {
    case WeightPrecision::FP32:
        return "fp32";
    case WeightPrecision::BF16:
        return "bf16";
    case WeightPrecision::FP16:
        return "fp16";
    case WeightPrecision::FP8:
        return "fp8";
    case WeightPrecision::INT8:
        return "int8";
    case WeightPrecision::INT4:
        return "int4";
    }
    return {};
}

std::string_view toString(KvCacheDtype t)
{
    switch (t) {
    case KvCacheDtype::FP32:
        return "fp32";
    case KvCacheDtype::F16:
        return "f16";
    case KvCacheDtype::BF16:
        return "bf16";
    case KvCacheDtype::FP8:
        return "fp8";
    case KvCacheDtype::Q8_0:
        return "q8_0";
    case KvCacheDtype::Q4_0:
        return "q4_0";
    case KvCacheDtype::Q4_1:
        return "q4_1";
    case KvCacheDtype::Q5_0:
        return "q5_0";
    case KvCacheDtype::Q5_1:
        return "q5_1";
    case KvCacheDtype::IQ4_NL:
        return "iq4_nl";
    }
    return {};
}

std::optional<WeightPrecision> weightPrecisionFromString(std::string_view s)
{
    for (const WeightPrecision p : {WeightPrecision::FP32, WeightPrecision::BF16, WeightPrecision::FP16,
                                    WeightPrecision::FP8, WeightPrecision::INT8, WeightPrecision::INT4}) {
        if (toString(p) == s)
            return p;
    }
    return std::nullopt;
}

std::optional<KvCacheDtype> kvCacheDtypeFromString(std::string_view s)
{
    for (const KvCacheDtype t : {KvCacheDtype::FP32, KvCacheDtype::F16, KvCacheDtype::BF16, KvCacheDtype::FP8,
                                 KvCacheDtype::Q8_0, KvCacheDtype::Q4_0}) {
        if (toString(t) == s)
            return t;
    }
    return std::nullopt;
}

std::optional<KvCacheDtype> kvCacheDtypeFromName(std::string_view s)
{
    if (s == "f32") // llama.cpp's name for fp32 (--cache-type-k f32)
        return KvCacheDtype::FP32;
    for (const KvCacheDtype t : kAllKvCacheDtypes) {
        if (toString(t) == s)
            return t;
    }
    return std::nullopt;
}

bool isQuantized(KvCacheDtype t)
{
    return kvCacheLayout(t).blockSize > 1;
}

KvCacheDtype valueCacheDtype(const Scenario &s)
{
    return s.kvCacheV.value_or(s.kvCache);
}

WeightFormat weightFormatOf(const Scenario &s)
{
    return s.weightFormat.value_or(weightFormatFor(s.weights));
}

// --- architecture ---

// Parameters of one standard (MHA/GQA/MQA) attention block with `kvHeads` KV heads; see the
// formula in fitmodel.h (transformers `LlamaAttention`, `Qwen2Attention`, `Qwen3Attention`,
// `GptOssAttention`).
static Bytes attentionParameters(const ModelSpec &m, int kvHeads)
{
    const int dK = m.headDimK > 0 ? m.headDimK : m.headDim;
    const int dV = m.headDimV > 0 ? m.headDimV : m.headDim;
    if (kvHeads < 1 || dK < 1 || dV < 1)
        return std::nullopt;
    const Bytes h = m.hiddenSize;
    const Bytes qk = mul(m.attentionHeads, dK);  // a * dK
    const Bytes kDim = mul(kvHeads, dK);         // k * dK
    const Bytes vDim = mul(kvHeads, dV);         // k * dV
    const Bytes oIn = mul(m.attentionHeads, dV); // a * dV
    // q_proj, k_proj, v_proj and o_proj weights.
    Bytes params = add(add(mul(h, qk), mul(h, kDim)), add(mul(h, vDim), mul(oIn, h)));
    if (m.attentionBias)
        params = add(params, add(add(qk, kDim), vDim));
    if (m.attentionOutputBias)
        params = add(params, h);
    if (m.qkNorm)
        params = add(params, mul(2, dK)); // q_norm and k_norm over the head dim
    if (m.attentionSinks)
        params = add(params, m.attentionHeads);
    return params;
}

// Parameters of one multi-head latent attention block (DeepSeek V2/V3 `DeepseekV3Attention`).
static Bytes mlaAttentionParameters(const ModelSpec &m)
{
    const Bytes h = m.hiddenSize;
    const Bytes a = m.attentionHeads;
    const Bytes qHead = add(m.qkNopeHeadDim, m.qkRopeHeadDim); // nullopt when either is negative
    if (m.qLoraRank < 0 || !qHead || *qHead < 1 || m.vHeadDim < 1)
        return std::nullopt;
    // Queries: q_a_proj + q_a_layernorm + q_b_proj, or a full-rank q_proj (DeepSeek-V2-Lite).
    const Bytes q = m.qLoraRank > 0 ? add(add(mul(h, m.qLoraRank), m.qLoraRank), mul(mul(m.qLoraRank, a), qHead))
                                    : mul(mul(h, a), qHead);
    const Bytes rank = m.kvLoraRank;
    // kv_a_proj_with_mqa h x (rank + rope), kv_a_layernorm rank, kv_b_proj rank x a x (nope + v).
    const Bytes kv =
        add(add(mul(h, add(rank, m.qkRopeHeadDim)), rank), mul(mul(rank, a), add(m.qkNopeHeadDim, m.vHeadDim)));
    const Bytes o = mul(mul(a, m.vHeadDim), h);
    return add(add(q, kv), o);
}

// One gated FFN (gate, up, down) of size `ff`, with biases when mlpBias.
static Bytes gatedFfnParameters(const ModelSpec &m, std::int64_t ff)
{
    if (ff < 1)
        return std::nullopt;
    const Bytes h = m.hiddenSize;
    Bytes params = mul(mul(h, ff), 3);
    if (m.mlpBias)
        params = add(params, add(mul(2, ff), h));
    return params;
}

// The FFN of one layer: dense, or experts + router + shared experts (Mixtral, Qwen2/3-MoE,
// DeepSeek, gpt-oss, Llama 4 `*MoE` / `*SparseMoeBlock` modules).
static Bytes ffnParameters(const ModelSpec &m, bool moe)
{
    if (!moe)
        return gatedFfnParameters(m, m.intermediateSize);
    if (m.experts < 1 || m.expertIntermediateSize < 0 || m.sharedExperts < 0 || m.sharedExpertIntermediateSize < 0)
        return std::nullopt;
    const std::int64_t h = m.hiddenSize;
    const std::int64_t expertSize = m.expertIntermediateSize > 0 ? m.expertIntermediateSize : m.intermediateSize;
    const std::int64_t sharedSize = m.sharedExpertIntermediateSize > 0 ? m.sharedExpertIntermediateSize : expertSize;
    Bytes params = mul(gatedFfnParameters(m, expertSize), m.experts);
    params = add(params, mul(h, m.experts)); // router (`gate`) h x E
    if (m.routerBias)
        params = add(params, m.experts);
    if (m.sharedExperts > 0)
        params = add(params, mul(gatedFfnParameters(m, sharedSize), m.sharedExperts));
    if (m.sharedExpertGate)
        params = add(params, h);
    return params;
}

std::int64_t derivedParameterCount(const ModelSpec &m)
{
    const bool mla = m.kvLoraRank > 0;
    if (modelBoundsError(m))
        return -1;
    if (m.layers < 1 || m.attentionHeads < 1 || m.hiddenSize < 1 || m.intermediateSize < 1 || m.vocabSize < 1 ||
        m.experts < 0 || m.normsPerLayer < 0 || m.kvLoraRank < 0 || (!mla && (m.kvHeads < 1 || m.headDim < 1)))
        return -1;
    if (!m.layerSpecs.empty() && m.layerSpecs.size() != static_cast<std::size_t>(m.layers))
        return -1;
    const std::int64_t h = m.hiddenSize;
    const Bytes norms = mul(m.normsPerLayer > 0 ? m.normsPerLayer : 2, h);

    Bytes layers = 0;
    if (m.layerSpecs.empty()) {
        const Bytes attention = mla ? mlaAttentionParameters(m) : attentionParameters(m, m.kvHeads);
        const Bytes layer = add(add(attention, ffnParameters(m, m.experts > 0)), norms);
        layers = mul(layer, m.layers);
    } else {
        for (const LayerSpec &spec : m.layerSpecs) {
            Bytes attention = 0;
            if (spec.attention != AttentionKind::None)
                attention = mla ? mlaAttentionParameters(m)
                                : attentionParameters(m, spec.kvHeads > 0 ? spec.kvHeads : m.kvHeads);
            layers = add(layers, add(add(attention, ffnParameters(m, spec.moe)), norms));
        }
    }

    const Bytes embeddings = mul(m.vocabSize, h);
    Bytes total = add(add(embeddings, layers), h); // + final norm
    if (!m.tiedEmbeddings)
        total = add(total, embeddings); // separate lm_head
    return orMinusOne(total);
}

// --- per-GPU terms ---

std::int64_t weightBytesPerDevice(const Scenario &s)
{
    if (splitsByLayer(s.engine.engine)) // the GPU the estimate reports: the most loaded one (layersplit.h)
        return orMinusOne(ReplicaPlan(s).evaluate(s.workload.contextTokens, s.workload.concurrency).weights);
    return orMinusOne(shardedWeightBytes(s));
}

int kvHeadsPerDevice(const ModelSpec &m, int tensorParallel)
{
    if (m.kvHeads < 1 || tensorParallel < 1)
        return 0;
    return std::max(1, m.kvHeads / tensorParallel);
}

std::int64_t kvCacheBytesPerTokenPerDevice(const Scenario &s)
{
    return ReplicaPlan(s).kvBytesPerToken();
}

std::int64_t kvCacheBytesPerDevice(const Scenario &s)
{
    return orMinusOne(ReplicaPlan(s).evaluate(s.workload.contextTokens, s.workload.concurrency).kv());
}

std::int64_t activationChunkTokens(const Scenario &s)
{
    const std::int64_t chunk = ReplicaPlan(s).evaluate(s.workload.contextTokens, s.workload.concurrency).chunkTokens;
    return chunk > 0 ? chunk : -1;
}

std::int64_t activationBytesPerDevice(const Scenario &s)
{
    return orMinusOne(ReplicaPlan(s).evaluate(s.workload.contextTokens, s.workload.concurrency).activations);
}

// --- breakdown ---

std::string_view componentKey(Component c)
{
    switch (c) {
    case Component::Weights:
        return "weights";
    case Component::KvCache:
        return "kv_cache";
    case Component::Activations:
        return "activations";
    case Component::Runtime:
        return "runtime";
    }
    return {};
}

std::string_view componentConceptId(Component c)
{
    switch (c) {
    case Component::Weights:
        return "weights";
    case Component::KvCache:
        return "kv-cache";
    case Component::Activations:
        return "activations";
    case Component::Runtime:
        return "runtime-overhead";
    }
    return {};
}

std::int64_t Breakdown::value(Component c) const
{
    switch (c) {
    case Component::Weights:
        return weights;
    case Component::KvCache:
        return kvCache;
    case Component::Activations:
        return activations;
    case Component::Runtime:
        return runtime;
    }
    return 0;
}

std::string_view segmentKey(Segment s)
{
    switch (s) {
    case Segment::Weights:
        return "weights";
    case Segment::KvFullAttention:
        return "kv_full_attention";
    case Segment::KvSlidingWindow:
        return "kv_sliding_window";
    case Segment::KvChunkedLocal:
        return "kv_chunked_local";
    case Segment::KvMla:
        return "kv_mla";
    case Segment::Activations:
        return "activations";
    case Segment::Runtime:
        return "runtime";
    case Segment::EngineReserve:
        return "engine_reserve";
    case Segment::MasterWeights:
        return "master_weights";
    case Segment::Gradients:
        return "gradients";
    case Segment::OptimizerState:
        return "optimizer_state";
    case Segment::LoraAdapters:
        return "lora_adapters";
    case Segment::Logits:
        return "logits";
    case Segment::ShardingBuffers:
        return "sharding_buffers";
    case Segment::TextEncoders:
        return "text_encoders";
    case Segment::Denoiser:
        return "denoiser";
    case Segment::Vae:
        return "vae";
    }
    return {};
}

std::string_view segmentConceptId(Segment s)
{
    switch (s) {
    case Segment::Weights:
        return "weights";
    case Segment::KvFullAttention:
    case Segment::KvSlidingWindow:
    case Segment::KvChunkedLocal:
    case Segment::KvMla:
        return "kv-cache";
    case Segment::Activations:
        return "activations";
    case Segment::Runtime:
        return "runtime-overhead";
    case Segment::EngineReserve:
        return "engine-reserve";
    case Segment::MasterWeights:
        return "master-weights";
    case Segment::Gradients:
        return "gradients";
    case Segment::OptimizerState:
        return "optimizer-state";
    case Segment::LoraAdapters:
        return "lora";
    case Segment::Logits:
        return "logits";
    case Segment::ShardingBuffers:
        return "sharding-buffers";
    case Segment::TextEncoders:
        return "text-encoder";
    case Segment::Denoiser:
        return "denoiser";
    case Segment::Vae:
        return "vae";
    }
    return {};
}

std::int64_t segmentValue(const Estimate &e, Segment s)
{
    return segmentValue(e.perDevice, e.kvCacheByAttention, s);
}

std::int64_t segmentValue(const Breakdown &b, const KvByAttention &kv, Segment s)
{
    switch (s) {
    case Segment::Weights:
        return b.weights;
    case Segment::KvFullAttention:
        return kv.fullAttention;
    case Segment::KvSlidingWindow:
        return kv.slidingWindow;
    case Segment::KvChunkedLocal:
        return kv.chunkedLocal;
    case Segment::KvMla:
        return kv.mla;
    case Segment::Activations:
        return b.activations;
    case Segment::Runtime:
        return b.runtime;
    case Segment::EngineReserve:
        return b.engineReserve;
    case Segment::MasterWeights:
        return b.masterWeights;
    case Segment::Gradients:
        return b.gradients;
    case Segment::OptimizerState:
        return b.optimizerState;
    case Segment::LoraAdapters:
        return b.loraAdapters;
    case Segment::Logits:
        return b.logits;
    case Segment::ShardingBuffers:
        return b.shardingBuffers;
    case Segment::TextEncoders:
        return b.textEncoders;
    case Segment::Denoiser:
        return b.denoiser;
    case Segment::Vae:
        return b.vae;
    }
    return 0;
}

// --- validation and the estimate ---

namespace {

std::optional<Error> validateHardware(const Hardware &hw)
{
    if (hw.memoryBytes < 1)
        return error("memory", "The GPU memory must be positive.");
    if (hw.memoryBytes > limits::kMaxMemoryBytes)
        return tooLarge("memory", "GPU memory", hw.memoryBytes, limits::kMaxMemoryBytes);
    if (hw.gpuCount < 1)
        return error("gpuCount", "At least one GPU is needed.");
    if (hw.gpuCount > limits::kMaxGpus)
        return tooLarge("gpuCount", "GPU count", hw.gpuCount, limits::kMaxGpus);
    return std::nullopt;
}

// Training and image generation run in PyTorch, on GPUs of one data-parallel group.
std::optional<Error> validateNonInference(const Scenario &s)
{
    if (s.kind != WorkloadKind::Diffusion && !isTraining(s.kind))
        return error("workload", "The workload kind is not one of inference, full-finetune, lora, qlora, diffusion.");
    if (s.engine.engine != Engine::Generic)
        return error("engine", "Training and image generation are estimated for PyTorch (the generic engine); "
                               "serving engines run inference only.");
    if (std::optional<Error> hw = validateHardware(s.hardware))
        return hw;
    if (s.hardware.tensorParallel != 1)
        return error("tensorParallel", "Tensor parallelism is modelled for inference only; training shards with "
                                       "--sharding and image generation runs on one GPU per pipeline.");
    return std::nullopt;
}

} // namespace

std::optional<Error> validate(const Scenario &s)
{
    if (s.kind != WorkloadKind::Inference) {
        if (std::optional<Error> e = validateNonInference(s))
            return e;
        if (s.kind == WorkloadKind::Diffusion)
            return std::nullopt; // diffusionEstimate() checks the pipeline and its knobs
    }
    const ModelSpec &m = s.model;
    const Hardware &hw = s.hardware;
    const Workload &w = s.workload;

    if (m.parameterCount < 1)
        return error("parameters", "The model must have at least one parameter.");
    if (m.parameterCount > limits::kMaxParameters)
        return tooLarge("parameters", "parameter count", m.parameterCount, limits::kMaxParameters);
    if (m.layers < 1)
        return error("layers", "The model must have at least one layer.");
    if (m.attentionHeads < 1)
        return error("attentionHeads", "The model must have at least one attention head.");
    if (m.kvHeads < 1 || m.kvHeads > m.attentionHeads || m.attentionHeads % m.kvHeads != 0)
        return error("kvHeads", "The number of KV heads (" + std::to_string(m.kvHeads) +
                                    ") must be at least 1 and divide the " + std::to_string(m.attentionHeads) +
                                    " attention heads.");
    if (m.headDim < 1)
        return error("headDim", "The head dimension must be at least 1.");
    if (m.hiddenSize < 1)
        return error("hiddenSize", "The hidden size must be at least 1.");
    if (m.intermediateSize < 1)
        return error("intermediateSize", "The intermediate (FFN) size must be at least 1.");
    if (m.vocabSize < 1)
        return error("vocabSize", "The vocabulary must have at least one token.");
    if (m.experts < 0 || m.expertsPerToken < 0 || m.expertsPerToken > m.experts)
        return error("experts", "Experts per token must be between 0 and the number of experts.");
    if (m.maxContextTokens < 0)
        return error("maxContext", "The maximum context length cannot be negative.");
    if (m.maxContextTokens > limits::kMaxContextTokens)
        return tooLarge("maxContext", "maximum context length", m.maxContextTokens, limits::kMaxContextTokens);
    if (std::optional<Error> bounds = modelBoundsError(m))
        return bounds;
    if (std::optional<Error> bounds = setupBoundsError(s))
        return bounds;
    if (std::optional<Error> placed = validatePlacement(s))
        return placed;
    if (s.weightFormat) {
        std::string problem;
        if (!isValid(*s.weightFormat, &problem))
            return error("weights", "Invalid weight format: " + problem + ".");
    } else if (bitsPerWeight(s.weights) <= 0) {
        return error("weights", "Unknown weight precision.");
    }
    if (kvCacheLayout(s.kvCache).blockSize < 1)
        return error("kvCache", "Unknown KV cache type.");
    if (s.kvCacheV && kvCacheLayout(*s.kvCacheV).blockSize < 1)
        return error("kvCacheV", "Unknown V cache type.");
    if (!m.layerSpecs.empty()) {
        if (m.layerSpecs.size() != static_cast<std::size_t>(m.layers))
            return error("layerSpecs", "The per-layer description has " + std::to_string(m.layerSpecs.size()) +
                                           " layers, the model " + std::to_string(m.layers) + ".");
        for (const LayerSpec &layer : m.layerSpecs) {
            if (layer.kvHeads < 0)
                return error("layerSpecs", "A layer cannot have a negative number of KV heads.");
            if (layer.attention == AttentionKind::SlidingWindow && m.slidingWindow < 1)
                return error("slidingWindow", "Sliding-window layers need a window of at least one token.");
            if (layer.attention == AttentionKind::ChunkedLocal && m.attentionChunk < 1)
                return error("attentionChunk", "Chunked-attention layers need a chunk of at least one token.");
        }
    }
    if (s.weightFormat && s.weightFormat->kind != WeightFormatKind::Dense && derivedParameterCount(m) < 0)
        return error("weights", "The weight format " + toString(*s.weightFormat) +
                                    " prices embeddings, norms, experts and the other tensors separately, which "
                                    "needs the model's full architecture (the MoE and MLA sizes included).");

    const EngineSettings &engine = s.engine;
    if (toString(engine.engine).empty())
        return error("engine", "Unknown inference engine.");
    if (engine.gpuMemoryUtilizationPermille < 1 || engine.gpuMemoryUtilizationPermille > 1000)
        return error("gpuMemoryUtilization", "The GPU memory utilization must be above 0 and at most 1.");
    if (engine.maxNumBatchedTokens < 0)
        return error("maxNumBatchedTokens", "The batched-token limit cannot be negative.");
    if (engine.maxNumSeqs < 0)
        return error("maxNumSeqs", "The sequence limit cannot be negative.");
    if (engine.blockSize < 1)
        return error("blockSize", "The KV block size must be at least one token.");
    if (engine.ubatch < 1)
        return error("ubatch", "The micro-batch must be at least one token.");
    if (engine.batch < 1)
        return error("batch", "The batch must be at least one token.");
    if (engine.gpuOverheadBytes < 0)
        return error("gpuOverhead", "The GPU overhead cannot be negative.");
    const KvCacheDtype valueType = valueCacheDtype(s);
    switch (engine.engine) {
    case Engine::Vllm:
        // vLLM `--kv-cache-dtype` {auto, fp8, fp8_e4m3, fp8_e5m2, ...}: one type for K and V, no GGML blocks.
        if (isQuantized(s.kvCache))
            return error("kvCache", "vLLM supports the KV cache types f16, bf16, fp8 and fp32, not " +
                                        std::string(toString(s.kvCache)) + ".");
        if (valueType != s.kvCache)
            return error("kvCacheV", "vLLM uses one type for the K and V caches.");
        break;
    case Engine::Ollama:
        // OLLAMA_KV_CACHE_TYPE: f16, q8_0 or q4_0 for both caches (fs/ggml/ggml.go SupportsKVCacheType).
        if (s.kvCache != KvCacheDtype::F16 && s.kvCache != KvCacheDtype::Q8_0 && s.kvCache != KvCacheDtype::Q4_0)
            return error("kvCache", "Ollama supports the KV cache types f16, q8_0 and q4_0, not " +
                                        std::string(toString(s.kvCache)) + ".");
        if (valueType != s.kvCache)
            return error("kvCacheV", "Ollama uses one type for the K and V caches (OLLAMA_KV_CACHE_TYPE).");
        break;
    case Engine::LlamaCpp:
    case Engine::IkLlamaCpp:
        // --cache-type-k/-v: f32, f16, bf16, q8_0, q4_0, q4_1, iq4_nl, q5_0, q5_1 (no fp8).
        if (s.kvCache == KvCacheDtype::FP8)
            return error("kvCache", "llama.cpp has no fp8 KV cache type.");
        if (valueType == KvCacheDtype::FP8)
            return error("kvCacheV", "llama.cpp has no fp8 KV cache type.");
        break;
    case Engine::Generic:
        break;
    }

    if (hw.memoryBytes < 1)
        return error("memory", "The GPU must have some memory.");
    if (hw.gpuCount < 1)
        return error("gpuCount", "At least one GPU is needed.");
    const int t = hw.tensorParallel;
    if (t < 1 || t > hw.gpuCount)
        return error("tensorParallel", "The tensor-parallel degree must be between 1 and the number of GPUs (" +
                                           std::to_string(hw.gpuCount) + ").");
    if (hw.gpuCount % t != 0)
        return error("tensorParallel", "The tensor-parallel degree (" + std::to_string(t) +
                                           ") must divide the number of GPUs (" + std::to_string(hw.gpuCount) + ").");
    // Engines that shard tensors split every layer's heads over the group; llama.cpp, ik_llama.cpp and
    // Ollama split the model by layer (engine.h splitsByLayer), so any number of GPUs works for them.
    if (!splitsByLayer(engine.engine) && m.attentionHeads % t != 0)
        return error("tensorParallel", "The tensor-parallel degree (" + std::to_string(t) +
                                           ") must divide the number of attention heads (" +
                                           std::to_string(m.attentionHeads) + ").");
    if (!splitsByLayer(engine.engine) && (m.kvHeads >= t ? m.kvHeads % t != 0 : t % m.kvHeads != 0))
        return error("tensorParallel", "The " + std::to_string(m.kvHeads) +
                                           " KV heads can be neither split nor replicated evenly over " +
                                           std::to_string(t) + " GPUs.");

    if (w.contextTokens < 1)
        return error("context", "The context must be at least one token.");
    // llama.cpp, ik_llama.cpp and Ollama run a context above the trained one (llama.cpp warns "n_ctx_per_seq
    // (...) > n_ctx_train (...) -- possible training context overflow"; Ollama caps num_ctx): the estimate
    // says so (AssumptionId::ContextAboveTrained). vLLM refuses max_model_len above the derived maximum
    // unless VLLM_ALLOW_LONG_MAX_MODEL_LEN is set, Transformers has no such run: refused.
    if (m.maxContextTokens > 0 && w.contextTokens > m.maxContextTokens && !splitsByLayer(engine.engine))
        return error("context", "The context (" + std::to_string(w.contextTokens) +
                                    " tokens) is longer than the model supports (" +
                                    std::to_string(m.maxContextTokens) + " tokens).");
    if (w.concurrency < 1)
        return error("concurrency", "At least one sequence is needed.");
    if ((w.promptTokens && *w.promptTokens < 0) || (w.outputTokens && *w.outputTokens < 1))
        return error("promptTokens", "A request needs at least one output token and no negative prompt.");
    if (w.promptTokens.value_or(0) + w.outputTokens.value_or(1) > w.contextTokens)
        return error("promptTokens", "The prompt and output tokens (" +
                                         std::to_string(w.promptTokens.value_or(0) + w.outputTokens.value_or(1)) +
                                         ") do not fit in the context (" + std::to_string(w.contextTokens) +
                                         " tokens).");
    return std::nullopt;
}

namespace {

// Estimate::devicesBreakdown, host and hostBytes, layersPerDevice from the replica's parts; false when a
// term does not fit in 64 bits.
bool fillDevices(const Scenario &s, const ReplicaPlan &plan, std::int64_t context, std::int64_t concurrency,
                 const ReplicaPlan::Terms &binding, Estimate &e)
{
    const std::vector<EnginePlan::Terms> all = plan.evaluateAll(context, concurrency);
    const LayerAssignment &assignment = plan.assignment();
    const std::vector<Device> &devices = plan.devices();
    for (std::size_t d = 0; d < all.size(); ++d) {
        const EnginePlan::Terms &t = all[d];
        const Bytes kv = t.kv();
        const Bytes total = t.total();
        if (!t.weights || !kv || !t.activations || !t.runtime || !t.reserve || !total)
            return false;
        DeviceEstimate device;
        device.index = int(d);
        device.gpuId = d < devices.size() ? devices[d].gpuId : s.hardware.gpuId;
        device.bytes.weights = *t.weights;
        device.bytes.kvCache = *kv;
        device.bytes.activations = *t.activations;
        device.bytes.runtime = *t.runtime;
        device.bytes.engineReserve = *t.reserve;
        device.kvCacheByAttention = {*t.kvFull, *t.kvSliding, *t.kvChunked, *t.kvMla};
        device.usableBytes = plan.usableOf(int(d));
        device.headroomBytes = device.usableBytes - *total;
        device.fits = plan.planOf(int(d)).fits(t, concurrency, nullptr);
        if (d < assignment.layersPerDevice.size()) {
            // Engines that shard tensors list a stage's layers under its first GPU: every GPU of it holds them.
            const int tp = splitsByLayer(s.engine.engine) ? 1 : std::max(1, s.hardware.tensorParallel);
            const std::size_t first = d / std::size_t(tp) * std::size_t(tp);
            device.layers = assignment.layersPerDevice[first];
            device.holdsOutput = assignment.outputDevice == int(first);
        } else {
            device.layers = s.model.layers;
            device.holdsOutput = true;
        }
        e.devicesBreakdown.push_back(std::move(device));
    }
    if (splitsByLayer(s.engine.engine) && !assignment.layersPerDevice.empty())
        e.layersPerDevice = assignment.layersPerDevice;
    if (!binding.hostWeights || !binding.hostKv)
        return false;
    e.host.weights = *binding.hostWeights;
    e.host.kvCache = *binding.hostKv;
    e.host.activations = binding.hostBytes; // the output buffer
    e.hostBytes = e.host.total();
    return true;
}

// The placement rules the estimate applied (assumption.h "placements").
void appendPlacementAssumptions(const Scenario &s, const ReplicaPlan &plan, std::vector<Assumption> &out)
{
    const LayerAssignment &a = plan.assignment();
    const std::vector<Device> &devices = plan.devices();
    if (a.layerDevice.empty())
        return;
    const auto add = [&out](AssumptionId id, std::vector<AssumptionArg> args) {
        out.push_back(Assumption{id, std::move(args)});
    };
    const bool byLayer = splitsByLayer(s.engine.engine);
    const TensorInventory &inventory = plan.inventory(); // placed replicas only: a.layerDevice is set
    if (byLayer && a.inputDevice < 0 && !inventory.layers.empty() && inventory.tokenEmbedding > 0)
        add(AssumptionId::TokenEmbeddingsOnHost, {inventory.tokenEmbedding});
    if (a.hostLayers > 0)
        add(AssumptionId::LayersOnHost, {std::int64_t{a.hostLayers}, std::int64_t{s.model.layers}});
    if (byLayer && a.outputDevice < 0)
        add(AssumptionId::OutputOnHost, {});
    if (s.placement.expertsOnCpu) {
        std::int64_t experts = 0;
        for (const std::int64_t b : inventory.layerExperts)
            experts += b; // each at most the inventory's total, which fits in 64 bits
        add(AssumptionId::ExpertsOnHost, {experts});
    }
    const int tp = std::max(1, s.hardware.tensorParallel);
    if (!byLayer && s.placement.pipelineParallel > 1) {
        std::vector<AssumptionArg> args{std::int64_t{s.placement.pipelineParallel}, std::int64_t{tp}};
        for (std::size_t d = 0; d < a.layersPerDevice.size(); d += std::size_t(tp))
            args.emplace_back(std::int64_t{a.layersPerDevice[d]});
        add(AssumptionId::PipelineStages, std::move(args));
    }
    if (s.placement.expertParallel && s.model.experts > 0)
        add(AssumptionId::ExpertParallelPlacement,
            {std::int64_t{tp}, std::int64_t{s.model.experts}, std::int64_t{(s.model.experts + tp - 1) / tp}});
    const bool mixed = std::any_of(devices.begin(), devices.end(), [&](const Device &d) {
        return d.gpuId != devices.front().gpuId || d.memoryBytes != devices.front().memoryBytes;
    });
    if (mixed)
        add(AssumptionId::MixedDevices, {std::int64_t(devices.size())});
}

} // namespace

Result<Estimate> estimate(const Scenario &s)
{
    return estimate(s, EstimateDetail::Full);
}

Result<Estimate> estimate(const Scenario &s, EstimateDetail detail)
{
    if (std::optional<Error> invalid = validate(s))
        return Result<Estimate>::failure(std::move(invalid->field), std::move(invalid->message));
    if (s.kind != WorkloadKind::Inference) {
        Result<Estimate> r = estimateNonInference(s, detail); // workloadestimate.cpp
        if (r.value) {
            // Training and image generation put the same bytes on every GPU of the configuration.
            Estimate &e = *r.value;
            for (int d = 0; d < std::max(1, e.devices); ++d)
                e.devicesBreakdown.push_back(DeviceEstimate{d, s.hardware.gpuId, e.perDevice, e.kvCacheByAttention,
                                                            e.usablePerDeviceBytes, e.headroomBytes, e.fits,
                                                            s.model.layers, true});
        }
        return r;
    }

    const ReplicaPlan plan(s);
    if (!plan.ok())
        return Result<Estimate>::failure("parameters", "The model is too large to compute its memory.");
    const std::int64_t context = s.workload.contextTokens;
    const std::int64_t concurrency = s.workload.concurrency;
    const ReplicaPlan::Terms terms = plan.evaluate(context, concurrency);
    const Bytes kv = terms.kv();
    const Bytes total = terms.total();
    if (!terms.weights || !terms.runtime || !terms.reserve)
        return Result<Estimate>::failure("parameters", "The model is too large to compute its memory.");
    if (!kv || !terms.activations || !total)
        return Result<Estimate>::failure(
            "context", "The context length and concurrency are too large to compute the memory they need.");

    Estimate e;
    e.engine = s.engine.engine;
    e.devices = plan.deviceCount();
    e.replicas = std::max(1, s.hardware.gpuCount / std::max(1, e.devices));
    e.perDevice.weights = *terms.weights;
    e.perDevice.kvCache = *kv;
    e.perDevice.activations = *terms.activations;
    e.perDevice.runtime = *terms.runtime;
    e.perDevice.engineReserve = *terms.reserve;
    e.kvCacheByAttention = {*terms.kvFull, *terms.kvSliding, *terms.kvChunked, *terms.kvMla};
    e.usablePerDeviceBytes = terms.usable;
    e.headroomBytes = e.usablePerDeviceBytes - *total; // both in [0, 2^63): no overflow
    Constraint broken = Constraint::None;
    e.fits = plan.fits(terms, concurrency, &broken);
    e.kvCacheBytesPerToken = plan.kvBytesPerToken();
    Constraint cap = Constraint::None;
    e.maxConcurrency = plan.maxConcurrency(context, &cap);
    e.binding = e.fits ? cap : broken;
    e.kvCacheTokensCapacity = terms.tokensCapacity;
    e.engineContextTokens = terms.engineContext;
    e.bindingDevice = terms.device;
    if (!fillDevices(s, plan, context, concurrency, terms, e))
        return Result<Estimate>::failure(
            "context", "The context length and concurrency are too large to compute the memory they need.");
    const EnginePlan &binding = plan.planOf(terms.device);
    if (s.engine.engine == Engine::Vllm) {
        e.kvCacheBlocks = plan.vllmBlocks();
        e.kvCacheBlocksPerSequence = terms.blocksPerSequence;
        e.availableKvCacheBytes = binding.vllmAvailableBytes();
        e.cudaGraphBytes = binding.cudaGraphBytes();
    } else {
        e.availableKvCacheBytes = e.usablePerDeviceBytes - (*total - *kv);
    }
    if (detail == EstimateDetail::Full) {
        e.assumptionItems = binding.assumptionItems(s, e);
        appendPlacementAssumptions(s, plan, e.assumptionItems);
        e.assumptions = assumptionTexts(e.assumptionItems);
    }
    return Result<Estimate>::success(std::move(e));
}

} // namespace headroom::fit
