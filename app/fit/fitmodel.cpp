// SPDX-License-Identifier: GPL-3.0-or-later
#include "fit/fitmodel.h"

#include "fit/engineplan.h"
#include "fit/weightsplit.h"

#include <algorithm>
#include <limits>

// Formulas and their sources are documented in fitmodel.h next to each declaration; the section
// numbers refer to shared/research/fit-anchors.md (§4 "Recommended formula set for Headroom").

namespace headroom::fit {

namespace {

using Bytes = std::optional<std::int64_t>;

constexpr std::int64_t kInt64Max = std::numeric_limits<std::int64_t>::max();

// Checked arithmetic on non-negative 64-bit values; std::nullopt means "does not fit in 64 bits"
// (or an operand was already out of range), so absurd inputs turn into errors, never wrap around.
Bytes mul(Bytes a, Bytes b)
{
    if (!a || !b || *a < 0 || *b < 0)
        return std::nullopt;
    if (*a != 0 && *b > kInt64Max / *a)
        return std::nullopt;
    return *a * *b;
}

Bytes add(Bytes a, Bytes b)
{
    if (!a || !b || *a < 0 || *b < 0)
        return std::nullopt;
    if (*b > kInt64Max - *a)
        return std::nullopt;
    return *a + *b;
}

// ceil(a / b) for a >= 0, b > 0, without computing a + b - 1.
Bytes ceilDiv(Bytes a, std::int64_t b)
{
    if (!a || *a < 0 || b <= 0)
        return std::nullopt;
    return *a / b + (*a % b != 0 ? 1 : 0);
}

std::int64_t orMinusOne(Bytes b)
{
    return b.value_or(-1);
}

// --- the terms, for an explicit concurrency so that the max-concurrency search can reuse them ---

Bytes scenarioWeightBytes(const Scenario &s)
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
        return ceilDiv(mul(s.model.parameterCount, bits.num), 8LL * t);
    }
    const std::int64_t bytes = weightBytes(weightSplit(s.model), format);
    if (bytes < 0)
        return std::nullopt;
    return ceilDiv(bytes, t);
}

std::optional<Error> error(std::string field, std::string message)
{
    return Error{std::move(field), std::move(message)};
}

} // namespace

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
    const std::int64_t h = m.hiddenSize;
    const std::int64_t qk = std::int64_t{m.attentionHeads} * dK;  // a * dK
    const std::int64_t kDim = std::int64_t{kvHeads} * dK;         // k * dK
    const std::int64_t vDim = std::int64_t{kvHeads} * dV;         // k * dV
    const std::int64_t oIn = std::int64_t{m.attentionHeads} * dV; // a * dV
    // q_proj, k_proj, v_proj and o_proj weights.
    Bytes params = add(add(mul(h, qk), mul(h, kDim)), add(mul(h, vDim), mul(oIn, h)));
    if (m.attentionBias)
        params = add(params, qk + kDim + vDim);
    if (m.attentionOutputBias)
        params = add(params, h);
    if (m.qkNorm)
        params = add(params, 2LL * dK); // q_norm and k_norm over the head dim
    if (m.attentionSinks)
        params = add(params, std::int64_t{m.attentionHeads});
    return params;
}

// Parameters of one multi-head latent attention block (DeepSeek V2/V3 `DeepseekV3Attention`).
static Bytes mlaAttentionParameters(const ModelSpec &m)
{
    const std::int64_t h = m.hiddenSize;
    const std::int64_t a = m.attentionHeads;
    const std::int64_t qHead = std::int64_t{m.qkNopeHeadDim} + m.qkRopeHeadDim;
    if (m.qLoraRank < 0 || m.qkNopeHeadDim < 0 || m.qkRopeHeadDim < 0 || qHead < 1 || m.vHeadDim < 1)
        return std::nullopt;
    // Queries: q_a_proj + q_a_layernorm + q_b_proj, or a full-rank q_proj (DeepSeek-V2-Lite).
    const Bytes q = m.qLoraRank > 0 ? add(add(mul(h, m.qLoraRank), std::int64_t{m.qLoraRank}),
                                          mul(mul(std::int64_t{m.qLoraRank}, a), qHead))
                                    : mul(mul(h, a), qHead);
    const std::int64_t rank = m.kvLoraRank;
    // kv_a_proj_with_mqa h x (rank + rope), kv_a_layernorm rank, kv_b_proj rank x a x (nope + v).
    const Bytes kv =
        add(add(mul(h, rank + m.qkRopeHeadDim), rank), mul(mul(rank, a), std::int64_t{m.qkNopeHeadDim} + m.vHeadDim));
    const Bytes o = mul(mul(a, std::int64_t{m.vHeadDim}), h);
    return add(add(q, kv), o);
}

// One gated FFN (gate, up, down) of size `ff`, with biases when mlpBias.
static Bytes gatedFfnParameters(const ModelSpec &m, std::int64_t ff)
{
    if (ff < 1)
        return std::nullopt;
    const std::int64_t h = m.hiddenSize;
    Bytes params = mul(mul(h, ff), 3);
    if (m.mlpBias)
        params = add(params, 2 * ff + h);
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
        params = add(params, std::int64_t{m.experts});
    if (m.sharedExperts > 0)
        params = add(params, mul(gatedFfnParameters(m, sharedSize), m.sharedExperts));
    if (m.sharedExpertGate)
        params = add(params, h);
    return params;
}

std::int64_t derivedParameterCount(const ModelSpec &m)
{
    const bool mla = m.kvLoraRank > 0;
    if (m.layers < 1 || m.attentionHeads < 1 || m.hiddenSize < 1 || m.intermediateSize < 1 || m.vocabSize < 1 ||
        m.experts < 0 || m.normsPerLayer < 0 || m.kvLoraRank < 0 || (!mla && (m.kvHeads < 1 || m.headDim < 1)))
        return -1;
    if (!m.layerSpecs.empty() && m.layerSpecs.size() != static_cast<std::size_t>(m.layers))
        return -1;
    const std::int64_t h = m.hiddenSize;
    const Bytes norms = mul(std::int64_t{m.normsPerLayer > 0 ? m.normsPerLayer : 2}, h);

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

    const Bytes embeddings = mul(std::int64_t{m.vocabSize}, h);
    Bytes total = add(add(embeddings, layers), h); // + final norm
    if (!m.tiedEmbeddings)
        total = add(total, embeddings); // separate lm_head
    return orMinusOne(total);
}

// --- per-GPU terms ---

std::int64_t weightBytesPerDevice(const Scenario &s)
{
    return orMinusOne(scenarioWeightBytes(s));
}

int kvHeadsPerDevice(const ModelSpec &m, int tensorParallel)
{
    if (m.kvHeads < 1 || tensorParallel < 1)
        return 0;
    return std::max(1, m.kvHeads / tensorParallel);
}

std::int64_t kvCacheBytesPerTokenPerDevice(const Scenario &s)
{
    return EnginePlan(s).kvBytesPerToken();
}

std::int64_t kvCacheBytesPerDevice(const Scenario &s)
{
    return orMinusOne(EnginePlan(s).evaluate(s.workload.contextTokens, s.workload.concurrency).kv());
}

std::int64_t activationChunkTokens(const Scenario &s)
{
    const std::int64_t chunk = EnginePlan(s).evaluate(s.workload.contextTokens, s.workload.concurrency).chunkTokens;
    return chunk > 0 ? chunk : -1;
}

std::int64_t activationBytesPerDevice(const Scenario &s)
{
    return orMinusOne(EnginePlan(s).evaluate(s.workload.contextTokens, s.workload.concurrency).activations);
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
        return "usable-vram";
    }
    return {};
}

std::int64_t segmentValue(const Estimate &e, Segment s)
{
    switch (s) {
    case Segment::Weights:
        return e.perDevice.weights;
    case Segment::KvFullAttention:
        return e.kvCacheByAttention.fullAttention;
    case Segment::KvSlidingWindow:
        return e.kvCacheByAttention.slidingWindow;
    case Segment::KvChunkedLocal:
        return e.kvCacheByAttention.chunkedLocal;
    case Segment::KvMla:
        return e.kvCacheByAttention.mla;
    case Segment::Activations:
        return e.perDevice.activations;
    case Segment::Runtime:
        return e.perDevice.runtime;
    case Segment::EngineReserve:
        return e.perDevice.engineReserve;
    }
    return 0;
}

// --- validation and the estimate ---

std::optional<Error> validate(const Scenario &s)
{
    const ModelSpec &m = s.model;
    const Hardware &hw = s.hardware;
    const Workload &w = s.workload;

    if (m.parameterCount < 1)
        return error("parameters", "The model must have at least one parameter.");
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
    if (m.kvLoraRank < 0 || m.qkRopeHeadDim < 0)
        return error("mla", "The MLA ranks cannot be negative.");
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
    if (m.attentionHeads % t != 0)
        return error("tensorParallel", "The tensor-parallel degree (" + std::to_string(t) +
                                           ") must divide the number of attention heads (" +
                                           std::to_string(m.attentionHeads) + ").");
    if (m.kvHeads >= t ? m.kvHeads % t != 0 : t % m.kvHeads != 0)
        return error("tensorParallel", "The " + std::to_string(m.kvHeads) +
                                           " KV heads can be neither split nor replicated evenly over " +
                                           std::to_string(t) + " GPUs.");

    if (w.contextTokens < 1)
        return error("context", "The context must be at least one token.");
    if (m.maxContextTokens > 0 && w.contextTokens > m.maxContextTokens)
        return error("context", "The context (" + std::to_string(w.contextTokens) +
                                    " tokens) is longer than the model supports (" +
                                    std::to_string(m.maxContextTokens) + " tokens).");
    if (w.concurrency < 1)
        return error("concurrency", "At least one sequence is needed.");
    return std::nullopt;
}

Result<Estimate> estimate(const Scenario &s)
{
    return estimate(s, EstimateDetail::Full);
}

Result<Estimate> estimate(const Scenario &s, EstimateDetail detail)
{
    if (std::optional<Error> invalid = validate(s))
        return Result<Estimate>::failure(std::move(invalid->field), std::move(invalid->message));

    const EnginePlan plan(s);
    if (!plan.ok())
        return Result<Estimate>::failure("parameters", "The model is too large to compute its memory.");
    const std::int64_t context = s.workload.contextTokens;
    const std::int64_t concurrency = s.workload.concurrency;
    const EnginePlan::Terms terms = plan.evaluate(context, concurrency);
    const Bytes kv = terms.kv();
    const Bytes total = terms.total();
    if (!terms.weights || !terms.runtime || !terms.reserve)
        return Result<Estimate>::failure("parameters", "The model is too large to compute its memory.");
    if (!kv || !terms.activations || !total)
        return Result<Estimate>::failure(
            "context", "The context length and concurrency are too large to compute the memory they need.");

    Estimate e;
    e.engine = s.engine.engine;
    e.devices = s.hardware.tensorParallel;
    e.replicas = s.hardware.gpuCount / s.hardware.tensorParallel;
    e.perDevice.weights = *terms.weights;
    e.perDevice.kvCache = *kv;
    e.perDevice.activations = *terms.activations;
    e.perDevice.runtime = *terms.runtime;
    e.perDevice.engineReserve = *terms.reserve;
    e.kvCacheByAttention = {*terms.kvFull, *terms.kvSliding, *terms.kvChunked, *terms.kvMla};
    e.usablePerDeviceBytes = s.hardware.memoryBytes;
    e.headroomBytes = e.usablePerDeviceBytes - *total; // both in [0, 2^63): no overflow
    Constraint broken = Constraint::None;
    e.fits = plan.fits(terms, concurrency, &broken);
    e.kvCacheBytesPerToken = plan.kvBytesPerToken();
    Constraint cap = Constraint::None;
    e.maxConcurrency = plan.maxConcurrency(context, &cap);
    e.binding = e.fits ? cap : broken;
    e.kvCacheTokensCapacity = terms.tokensCapacity;
    e.engineContextTokens = terms.engineContext;
    e.hostBytes = terms.hostBytes;
    if (s.engine.engine == Engine::Vllm) {
        e.kvCacheBlocks = plan.vllmBlocks();
        e.kvCacheBlocksPerSequence = terms.blocksPerSequence;
        e.availableKvCacheBytes = plan.vllmAvailableBytes();
        e.cudaGraphBytes = plan.cudaGraphBytes();
    } else {
        e.availableKvCacheBytes = e.usablePerDeviceBytes - (*total - *kv);
    }
    if (detail == EstimateDetail::Full)
        e.assumptions = plan.assumptions(s, e);
    return Result<Estimate>::success(std::move(e));
}

} // namespace headroom::fit
