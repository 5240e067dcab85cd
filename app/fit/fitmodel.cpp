// SPDX-License-Identifier: GPL-3.0-or-later
#include "fit/fitmodel.h"

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

Bytes weightBytes(const Scenario &s)
{
    const int bits = bitsPerWeight(s.weights);
    const int t = s.hardware.tensorParallel;
    if (bits <= 0 || t < 1 || s.model.parameterCount < 0)
        return std::nullopt;
    // ceil(P * bits / 8 / t) = ceil(P * bits / (8 * t)).
    return ceilDiv(mul(s.model.parameterCount, bits), 8LL * t);
}

Bytes kvBytesPerToken(const Scenario &s)
{
    const int heads = kvHeadsPerDevice(s.model, s.hardware.tensorParallel);
    if (heads < 1 || s.model.layers < 1 || s.model.headDim < 1)
        return std::nullopt;
    const std::int64_t headVector = kvCacheBytesFor(s.kvCache, s.model.headDim);
    if (headVector < 0)
        return std::nullopt;
    // layers * kv heads per device * 2 (K and V) * bytes of one head vector.
    return mul(mul(mul(std::int64_t{s.model.layers}, heads), 2), headVector);
}

Bytes kvBytes(const Scenario &s, std::int64_t concurrency)
{
    if (s.workload.contextTokens < 1 || concurrency < 1)
        return std::nullopt;
    return mul(mul(kvBytesPerToken(s), s.workload.contextTokens), concurrency);
}

Bytes chunkTokens(std::int64_t contextTokens, std::int64_t concurrency)
{
    if (contextTokens < 1 || concurrency < 1)
        return std::nullopt;
    // min(chunk, context * concurrency) without forming a product that could overflow.
    if (contextTokens >= kActivationChunkTokens || concurrency >= kActivationChunkTokens)
        return kActivationChunkTokens;
    return std::min(kActivationChunkTokens, contextTokens * concurrency);
}

Bytes activationBytes(const Scenario &s, std::int64_t concurrency)
{
    const ModelSpec &m = s.model;
    const int t = s.hardware.tensorParallel;
    if (t < 1 || m.hiddenSize < 1 || m.intermediateSize < 1 || m.vocabSize < 1)
        return std::nullopt;
    const Bytes chunk = chunkTokens(s.workload.contextTokens, concurrency);
    // 1. f32 FFN gate + up (split by TP) plus the f32 hidden state for the chunk.
    const Bytes ffnColumns = add(std::int64_t{m.hiddenSize}, ceilDiv(2LL * m.intermediateSize, t));
    const Bytes ffn = mul(mul(chunk, ffnColumns), 4);
    // 2. Flash-attention KQ block in f16: n_kv * T * 2.
    const Bytes kq = mul(mul(s.workload.contextTokens, chunk), 2);
    // 3. f32 logits, one row of vocabSize per sequence.
    const Bytes logits = mul(mul(concurrency, m.vocabSize), 4);
    return add(add(ffn, kq), logits);
}

Bytes totalBytes(const Scenario &s, std::int64_t concurrency)
{
    return add(add(add(weightBytes(s), kvBytes(s, concurrency)), activationBytes(s, concurrency)),
               kRuntimeOverheadBytes);
}

// Largest concurrency whose total fits in `usable`; 0 when one sequence does not fit.
// totalBytes is non-decreasing in the concurrency (every term is), so a binary search is exact.
std::int64_t maxConcurrencyFor(const Scenario &s, std::int64_t usable)
{
    const Bytes perSequenceKv = kvBytes(s, 1);
    const Bytes one = totalBytes(s, 1);
    if (!perSequenceKv || *perSequenceKv < 1 || !one || *one > usable)
        return 0;
    // total(c) >= c * perSequenceKv, so c = usable / perSequenceKv + 1 never fits.
    std::int64_t fits = 1;
    std::int64_t failsAt = usable / *perSequenceKv + 1;
    while (failsAt - fits > 1) {
        const std::int64_t mid = fits + (failsAt - fits) / 2;
        const Bytes total = totalBytes(s, mid);
        if (total && *total <= usable)
            fits = mid;
        else
            failsAt = mid;
    }
    return fits;
}

std::string plural(std::int64_t n, const char *one, const char *many)
{
    return std::to_string(n) + ' ' + (n == 1 ? one : many);
}

std::vector<std::string> assumptionsFor(const Scenario &s, const Estimate &e)
{
    const ModelSpec &m = s.model;
    const int t = s.hardware.tensorParallel;
    const int heads = kvHeadsPerDevice(m, t);
    std::vector<std::string> out;
    out.push_back("Weights: " + std::to_string(m.parameterCount) + " parameters stored as " +
                  std::string(toString(s.weights)) + " (" + std::to_string(bitsPerWeight(s.weights)) +
                  " bits each); every tensor, including embeddings, norms and all experts, uses this precision.");
    if (t == 1)
        out.push_back("No tensor parallelism: each GPU holds a full copy of the model.");
    else
        out.push_back("Tensor parallelism over " + std::to_string(t) +
                      " GPUs: weights and the FFN working set are split evenly across them.");
    if (e.replicas > 1)
        out.push_back(std::to_string(e.replicas) + " replicas of " + plural(e.devices, "GPU", "GPUs") +
                      " each run independently and do not pool memory.");
    out.push_back("KV cache: " + std::string(toString(s.kvCache)) + ", " +
                  plural(s.workload.contextTokens, "token", "tokens") + " for each of " +
                  plural(s.workload.concurrency, "sequence", "sequences") + ", full context in every layer, " +
                  plural(heads, "KV head", "KV heads") + " per GPU.");
    if (m.kvHeads < t)
        out.push_back("The model has fewer KV heads (" + std::to_string(m.kvHeads) + ") than GPUs (" +
                      std::to_string(t) + "), so each GPU keeps a replicated copy of one KV head.");
    out.push_back("Activations: a prefill chunk of " + std::to_string(activationChunkTokens(s)) +
                  " tokens with an f32 FFN working set, flash attention, and f32 logits for each sequence.");
    out.push_back("Runtime overhead: 512 MiB per GPU for the CUDA context, libraries and allocator slack.");
    out.push_back("Usable memory per GPU is the total the driver reports (" + std::to_string(e.usablePerDeviceBytes) +
                  " bytes); no engine reserve is subtracted.");
    return out;
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

// --- architecture ---

std::int64_t derivedParameterCount(const ModelSpec &m)
{
    if (m.layers < 1 || m.attentionHeads < 1 || m.kvHeads < 1 || m.headDim < 1 || m.hiddenSize < 1 ||
        m.intermediateSize < 1 || m.vocabSize < 1 || m.experts < 0)
        return -1;
    const std::int64_t h = m.hiddenSize;
    const std::int64_t qDim = std::int64_t{m.attentionHeads} * m.headDim; // a * d
    const std::int64_t kvDim = std::int64_t{m.kvHeads} * m.headDim;       // k * d
    const std::int64_t experts = m.experts > 0 ? m.experts : 1;

    // Attention: q_proj and o_proj h * (a * d) each, k_proj and v_proj h * (k * d) each,
    // plus the q/k/v biases (a * d + 2 * k * d) for Qwen2 (`modeling_qwen2.py` bias=True).
    Bytes attention = add(mul(mul(h, qDim), 2), mul(mul(h, kvDim), 2));
    if (m.attentionBias)
        attention = add(attention, add(qDim, 2 * kvDim));
    // SwiGLU MLP: gate, up, down = 3 * h * ff per expert; MoE router (`block_sparse_moe.gate`) h * E.
    Bytes mlp = mul(mul(mul(h, m.intermediateSize), 3), experts);
    if (m.experts > 0)
        mlp = add(mlp, mul(h, m.experts));
    // input_layernorm and post_attention_layernorm (RMSNorm weight only): 2 * h.
    const Bytes layer = add(add(attention, mlp), 2 * h);

    const Bytes embeddings = mul(std::int64_t{m.vocabSize}, h);
    Bytes total = add(add(embeddings, mul(layer, m.layers)), h); // + final norm
    if (!m.tiedEmbeddings)
        total = add(total, embeddings); // separate lm_head
    return orMinusOne(total);
}

// --- per-GPU terms ---

std::int64_t weightBytesPerDevice(const Scenario &s)
{
    return orMinusOne(weightBytes(s));
}

int kvHeadsPerDevice(const ModelSpec &m, int tensorParallel)
{
    if (m.kvHeads < 1 || tensorParallel < 1)
        return 0;
    return std::max(1, m.kvHeads / tensorParallel);
}

std::int64_t kvCacheBytesPerTokenPerDevice(const Scenario &s)
{
    return orMinusOne(kvBytesPerToken(s));
}

std::int64_t kvCacheBytesPerDevice(const Scenario &s)
{
    return orMinusOne(kvBytes(s, s.workload.concurrency));
}

std::int64_t activationChunkTokens(const Scenario &s)
{
    return orMinusOne(chunkTokens(s.workload.contextTokens, s.workload.concurrency));
}

std::int64_t activationBytesPerDevice(const Scenario &s)
{
    return orMinusOne(activationBytes(s, s.workload.concurrency));
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
    if (bitsPerWeight(s.weights) <= 0)
        return error("weights", "Unknown weight precision.");
    if (kvCacheLayout(s.kvCache).blockSize < 1)
        return error("kvCache", "Unknown KV cache type.");

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
    if (std::optional<Error> invalid = validate(s))
        return Result<Estimate>::failure(std::move(invalid->field), std::move(invalid->message));

    const Bytes weights = weightBytes(s);
    if (!weights)
        return Result<Estimate>::failure("parameters", "The model is too large to compute its memory.");
    const Bytes kv = kvBytes(s, s.workload.concurrency);
    const Bytes activations = activationBytes(s, s.workload.concurrency);
    const Bytes total = totalBytes(s, s.workload.concurrency);
    if (!kv || !activations || !total)
        return Result<Estimate>::failure(
            "context", "The context length and concurrency are too large to compute the memory they need.");

    Estimate e;
    e.devices = s.hardware.tensorParallel;
    e.replicas = s.hardware.gpuCount / s.hardware.tensorParallel;
    e.perDevice.weights = *weights;
    e.perDevice.kvCache = *kv;
    e.perDevice.activations = *activations;
    e.perDevice.runtime = kRuntimeOverheadBytes;
    e.usablePerDeviceBytes = s.hardware.memoryBytes;
    e.headroomBytes = e.usablePerDeviceBytes - *total; // both in [0, 2^63): no overflow
    e.fits = e.headroomBytes >= 0;
    e.kvCacheBytesPerToken = orMinusOne(kvBytesPerToken(s));
    e.maxConcurrency = maxConcurrencyFor(s, e.usablePerDeviceBytes);
    e.assumptions = assumptionsFor(s, e);
    return Result<Estimate>::success(std::move(e));
}

} // namespace headroom::fit
