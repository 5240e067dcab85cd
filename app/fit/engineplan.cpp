// SPDX-License-Identifier: GPL-3.0-or-later
#include "fit/engineplan.h"

#include "fit/layersplit.h"
#include "fit/placement.h"

#include <algorithm>
#include <climits>

// The engine rules. Each formula names its source; section numbers refer to
// shared/research/fit-anchors.md. Constants live in engine.h.

namespace headroom::fit {

using checked::add;
using checked::Bytes;
using checked::ceilDiv;
using checked::mul;
using checked::orZero;
using checked::pad;

namespace {

constexpr std::int64_t kIntMax = INT_MAX;

bool isLlamaFamily(Engine e)
{
    return e == Engine::LlamaCpp || e == Engine::IkLlamaCpp || e == Engine::Ollama;
}

// KV heads of one layer on one GPU: max(1, k / t) (vLLM `ModelConfig.get_num_kv_heads`).
std::int64_t headsPerGpu(std::int64_t heads, int tensorParallel)
{
    return std::max<std::int64_t>(1, heads / tensorParallel);
}

// vLLM's scheduler defaults for the OpenAI API server (engine.h kVllmLargeGpu...).
bool isLargeVllmGpu(const Hardware &hw)
{
    std::string id = hw.gpuId;
    std::transform(id.begin(), id.end(), id.begin(),
                   [](unsigned char c) { return char(c >= 'A' && c <= 'Z' ? c + 32 : c); });
    return hw.memoryBytes >= kVllmLargeGpuThresholdBytes && id.find("a100") == std::string::npos;
}

// Weight bytes on one GPU from the tensor inventory (Scenario::tensors, else derived): ceil(total / t), or
// with vLLM's expert parallelism the non-expert tensors sharded and ceil(E / t) whole experts of every MoE
// layer on the GPU that holds the most (placement.h).
Bytes tensorsPerDevice(const Scenario &s)
{
    const TensorInventory inventory = tensorInventory(s);
    const std::int64_t total = totalBytes(inventory);
    const std::int64_t t = std::max(1, s.hardware.tensorParallel);
    if (total < 0 || inventory.layers.empty())
        return std::nullopt;
    if (!s.placement.expertParallel || s.model.experts < 1)
        return ceilDiv(total, t);
    Bytes experts = 0;
    for (const std::int64_t b : inventory.layerExperts)
        experts = add(experts, b);
    if (!experts || *experts > total)
        return std::nullopt;
    const std::int64_t e = s.model.experts;
    const std::int64_t most = (e + t - 1) / t; // determine_expert_map: E // ep, the first E % ep one more
    return add(ceilDiv(total - *experts, t), ceilDiv(mul(*experts, most), e));
}

} // namespace

Bytes EnginePlan::Terms::kv() const
{
    return add(add(kvFull, kvSliding), add(kvChunked, kvMla));
}

Bytes EnginePlan::Terms::total() const
{
    return add(add(add(weights, kv()), add(activations, runtime)), reserve);
}

EnginePlan::EnginePlan(const Scenario &s)
    : m_engine(s.engine.engine)
    , m_settings(s.engine)
    , m_tensorParallel(s.hardware.tensorParallel)
    , m_usable(s.hardware.memoryBytes)
{
    const ModelSpec &m = s.model;
    const bool byLayer = splitsByLayer(m_engine);
    std::vector<std::int64_t> deviceWeights; // llama.cpp family: per GPU of the replica
    if (s.tensors) {
        // Exact bytes (a model file, or one GPU's part of a placed replica: replicaplan.h).
        m_weights = tensorsPerDevice(s);
        if (byLayer) {
            m_layersPerDevice = layerSplit(m.layers, s.hardware.tensorParallel);
            deviceWeights.assign(m_layersPerDevice.size(), checked::orMinusOne(m_weights));
        }
    } else if (byLayer) {
        m_layersPerDevice = layerSplit(m.layers, s.hardware.tensorParallel);
        deviceWeights = layerSplitWeightBytes(s);
        const bool valid = !deviceWeights.empty() && std::all_of(deviceWeights.begin(), deviceWeights.end(),
                                                                 [](std::int64_t b) { return b >= 0; });
        m_weights = valid ? Bytes(*std::max_element(deviceWeights.begin(), deviceWeights.end())) : std::nullopt;
    } else {
        m_weights = shardedWeightBytes(s);
    }
    if (!s.tensors && s.placement.expertParallel && !byLayer)
        m_weights = tensorsPerDevice(s);
    m_ok = m_weights.has_value();

    m_hidden = m.hiddenSize;
    m_trainedContext = m.maxContextTokens;
    m_intermediate = m.intermediateSize;
    m_vocab = m.vocabSize;
    m_heads = m.attentionHeads;
    m_experts = m.experts;
    m_expertsPerToken = m.expertsPerToken;
    m_window = m.slidingWindow;
    m_chunk = m.attentionChunk;
    m_ubatch = std::min(m_settings.ubatch, m_settings.batch);

    const bool mla = m.kvLoraRank > 0;
    const std::int64_t dK = m.headDimK > 0 ? m.headDimK : m.headDim;
    const std::int64_t dV = m.headDimV > 0 ? m.headDimV : m.headDim;
    // Negative or overflowing sizes give 0 here and fail the row checks below.
    const std::int64_t qHead = mla ? orZero(add(m.qkNopeHeadDim, m.qkRopeHeadDim)) : dK;
    m_qColumns = orZero(mul(m.attentionHeads, qHead));
    // The q projection at the rate the weight format stores linear weights (dense: its one precision).
    WeightSplit qProjection;
    qProjection.linearParams = orZero(mul(m_hidden, m_qColumns));
    m_qWeightBytes = std::max<std::int64_t>(0, weightBytes(qProjection, weightFormatOf(s)));
    // Largest FFN of one layer: the dense FFN, or the experts a token is routed to (plus shared ones).
    const std::int64_t expertSize = m.expertIntermediateSize > 0 ? m.expertIntermediateSize : m.intermediateSize;
    const std::int64_t sharedSize = m.sharedExpertIntermediateSize > 0 ? m.sharedExpertIntermediateSize : expertSize;
    m_ffnColumns = m_intermediate;
    if (m.experts > 0)
        m_ffnColumns =
            std::max(m_ffnColumns, orZero(add(mul(m_expertsPerToken, expertSize), mul(m.sharedExperts, sharedSize))));

    // Element types as the engine stores them.
    KvCacheDtype typeK = s.kvCache;
    KvCacheDtype typeV = valueCacheDtype(s);
    if ((m_engine == Engine::LlamaCpp || m_engine == Engine::IkLlamaCpp) && !m_settings.flashAttention &&
        isQuantized(typeV)) {
        // gguf-parser-go file_estimate__llamacpp.go L344-348: a quantized V needs flash attention,
        // otherwise llama.cpp keeps V in f16.
        typeV = KvCacheDtype::F16;
        m_valueFellBackToF16 = true;
    }
    if (m_engine == Engine::Ollama && !m_settings.flashAttention && (isQuantized(typeK) || isQuantized(typeV))) {
        // Ollama applies OLLAMA_KV_CACHE_TYPE only with flash attention (llm/server.go); else f16.
        typeK = typeV = KvCacheDtype::F16;
        m_ollamaFellBackToF16 = true;
    }

    // Per-layer KV rows (fit-anchors §4.4), summed by kind.
    const int t = m_tensorParallel;
    // layers <= limits::kMaxLayers bounds this loop (and the per-spec search) for unvalidated scenarios too.
    bool kvValid = m.layers >= 1 && m.layers <= limits::kMaxLayers && t >= 1 &&
                   (m.layerSpecs.empty() || m.layerSpecs.size() == std::size_t(m.layers)) &&
                   (!byLayer || !m_layersPerDevice.empty());
    std::int64_t previousHeads = -1; // the row depends only on the layer's KV heads: reuse it between layers
    // The MLA layout of this engine release (engine.h MlaCache); Transformers caches every head.
    const MlaCache mlaLayout = m_engine == Engine::Generic ? MlaCache::PerHead : m_settings.mlaCache;
    // llama.cpp treats Phi-3 (and PhiMoE) sliding-window layers as full attention: PR #13676 "model :
    // disable SWA for Phi models" (merged 2025-05-21, src/llama-model.cpp); builds before it had no reduced
    // sliding-window cache (PR #13194, a day earlier), so every llama.cpp build keeps them at full size.
    const bool ignoresWindow =
        isLlamaFamily(m_engine) && (m.architecture == "Phi3ForCausalLM" || m.architecture == "PhiMoEForCausalLM");
    Bytes row;
    // llama.cpp family: each GPU's KV rows are those of its own layers (llama-kv-cache.cpp allocates
    // layer il's K and V on the device of layer il).
    std::vector<std::array<std::int64_t, KindCount>> deviceRows(byLayer ? m_layersPerDevice.size() : 0);
    std::size_t device = 0;
    std::int64_t deviceEnd = byLayer && !m_layersPerDevice.empty() ? m_layersPerDevice.front() : 0;
    for (int l = 0; kvValid && l < m.layers; ++l) {
        while (byLayer && l >= deviceEnd && device + 1 < m_layersPerDevice.size())
            deviceEnd += m_layersPerDevice[++device];
        AttentionKind attention = AttentionKind::Full;
        std::int64_t heads = m.kvHeads;
        if (!m.layerSpecs.empty()) {
            attention = m.layerSpecs[std::size_t(l)].attention;
            if (m.layerSpecs[std::size_t(l)].kvHeads > 0)
                heads = m.layerSpecs[std::size_t(l)].kvHeads;
        }
        if (attention == AttentionKind::None)
            continue;
        Kind kind = Full;
        if (mla)
            kind = Mla;
        else if (attention == AttentionKind::SlidingWindow && ignoresWindow)
            m_slidingWindowIgnored = true; // a full-attention layer for this engine
        else if (attention == AttentionKind::SlidingWindow)
            kind = Sliding;
        else if (attention == AttentionKind::ChunkedLocal)
            kind = Chunked;

        if (heads == previousHeads) {
            // same row as the previous attention layer
        } else if (mla) {
            const std::int64_t latent = checked::orMinusOne(add(m.kvLoraRank, m.qkRopeHeadDim));
            if (mlaLayout == MlaCache::PerHead || mlaLayout == MlaCache::PerHeadPaddedValue) {
                // Transformers' DeepSeek-V3 attention caches the decompressed per-head K (nope + rope) and
                // V (`modeling_deepseek_v3.py` past_key_values.update(key_states, value_states)); so did
                // llama.cpp before PR #12801 (n_head_kv = n_head, K 192, V 128) and vLLM before 0.7.1 (V
                // padded to the K head size). The llama.cpp family keeps whole layers, other engines
                // max(1, heads / t) heads per GPU (engine.h MlaCache).
                const std::int64_t dValue = mlaLayout == MlaCache::PerHeadPaddedValue ? qHead : m.vHeadDim;
                if (heads < 1 || qHead < 1 || dValue < 1) {
                    kvValid = false;
                    break;
                }
                const std::int64_t g = isLlamaFamily(m_engine) ? heads : headsPerGpu(heads, t);
                row = mul(g, add(kvCacheBytesFor(typeK, qHead), kvCacheBytesFor(typeV, dValue)));
            } else if (mlaLayout == MlaCache::LatentAndValue) {
                // llama.cpp PR #12801 .. #19067: K row kv_lora_rank + qk_rope_head_dim and a V row of
                // kv_lora_rank, one KV head (GGUF key_length 576, value_length 512 for DeepSeek-V3).
                row = add(kvCacheBytesFor(typeK, latent), kvCacheBytesFor(typeV, m.kvLoraRank));
            } else {
                // llama.cpp (mainline MLA layout: K row = kv_lora_rank + qk_rope_head_dim, V is a view of
                // it, no V storage), ik_llama.cpp (c^KV only) and vLLM (`MLAAttentionSpec`: one head of
                // kv_lora_rank + qk_rope_head_dim, no x2, replicated on every TP rank).
                row = kvCacheBytesFor(typeK, latent);
            }
        } else {
            if (heads < 1 || dK < 1 || dV < 1) {
                kvValid = false;
                break;
            }
            if (isLlamaFamily(m_engine)) {
                // llama.cpp `llama_kv_cache`: k = tensor(type_k, n_embd_k_gqa(il), kv_size) with
                // n_embd_k_gqa(il) = n_embd_head_k * n_head_kv(il); V likewise (src/llama-kv-cache.cpp).
                row = add(kvCacheBytesFor(typeK, checked::orMinusOne(mul(heads, dK))),
                          kvCacheBytesFor(typeV, checked::orMinusOne(mul(heads, dV))));
            } else {
                // Generic: heads x (K + V) head vectors; vLLM `FullAttentionSpec` page
                // block x kv_heads x (head_size + head_size_v) x dtype.
                const std::int64_t g = headsPerGpu(heads, t);
                row = mul(g, add(kvCacheBytesFor(typeK, dK), kvCacheBytesFor(typeV, dV)));
            }
        }
        previousHeads = heads;
        if (!row || *row < 0) {
            kvValid = false;
            break;
        }
        const Bytes sum = add(m_rows[kind], row);
        if (!sum) {
            kvValid = false;
            break;
        }
        m_rows[kind] = *sum;
        if (byLayer)
            deviceRows[device][kind] += *row; // at most m_rows[kind]: no overflow
        ++m_layerCount[kind];
        m_largestLayerRow = std::max(m_largestLayerRow, *row);
        if (m_engine == Engine::Vllm) {
            // V0 keeps every attention layer at full context in one pool (engine.h EngineSettings::vllmV0).
            const Kind specKind = m_settings.vllmV0 && (kind == Sliding || kind == Chunked) ? Full : kind;
            auto same = std::find_if(m_vllmSpecs.begin(), m_vllmSpecs.end(), [&](const VllmSpec &spec) {
                return spec.kind == specKind && spec.rowBytes == *row;
            });
            if (same == m_vllmSpecs.end())
                m_vllmSpecs.push_back(VllmSpec{specKind, *row, 1, 0, 0});
            else
                ++same->layers;
        }
    }
    const Bytes growing = add(m_rows[Full], m_rows[Mla]);
    if (!growing)
        kvValid = false;
    if (!kvValid) {
        m_rows.fill(-1);
        m_kvBytesPerToken = -1;
    } else if (byLayer) {
        prepareDeviceLoads(deviceWeights, deviceRows);
        for (const DeviceLoad &load : m_deviceLoads)
            m_kvBytesPerToken = std::max(m_kvBytesPerToken, load.rows[Full] + load.rows[Mla]); // <= growing
    } else {
        m_kvBytesPerToken = *growing;
    }

    if (m_engine == Engine::Vllm && kvValid)
        prepareVllm(s);
    if (m_engine == Engine::LlamaCpp || m_engine == Engine::IkLlamaCpp)
        m_computeShape = computeBufferShape(m_ubatch);
}

void EnginePlan::prepareVllm(const Scenario &s)
{
    const ModelSpec &m = s.model;
    const int t = m_tensorParallel;
    const bool large = isLargeVllmGpu(s.hardware);
    m_vllmMaxNumBatchedTokens = m_settings.maxNumBatchedTokens > 0
                                    ? m_settings.maxNumBatchedTokens
                                    : (large ? kVllmLargeGpuMaxNumBatchedTokens : kVllmSmallGpuMaxNumBatchedTokens);
    m_vllmMaxNumSeqs =
        m_settings.maxNumSeqs > 0 ? m_settings.maxNumSeqs : (large ? kVllmLargeGpuMaxNumSeqs : kVllmSmallGpuMaxNumSeqs);
    m_vllmNonTorch = kVllmNonTorchBytes;
    if (m_settings.vllmV0) {
        // V0 defaults (engine.h kVllmV0...): 256 sequences on every GPU; the batched tokens follow
        // max_model_len (vllmProfileTokens).
        m_vllmMaxNumSeqs = m_settings.maxNumSeqs > 0 ? m_settings.maxNumSeqs : kVllmV0MaxNumSeqs;
        m_vllmMaxNumBatchedTokens = vllmProfileTokens(s.workload.contextTokens);
        m_vllmNonTorch = kVllmV0NonTorchBytes;
    }

    // Budget (vllm/v1/worker/gpu_worker.py `determine_available_memory`, fit-anchors A4):
    // requested = total x utilization; available = requested - weights - peak activation - non-torch
    // (- CUDA graph estimate in versions that budget it).
    m_vllmRequested = orZero(checked::scaleDown(m_usable, m_settings.gpuMemoryUtilizationPermille, 1000));
    m_cudaGraphBytes = m_settings.cudaGraphs ? kVllmCudaGraphBytes : 0;
    const std::int64_t budgetedGraphs = m_settings.cudaGraphsInKvBudget ? m_cudaGraphBytes : 0;
    // vLLM refuses to start when free memory is below the requested share (gpu_worker.py init_device), so
    // the reserve must hold the CUDA context; graphs captured after the KV allocation land there too.
    m_vllmReserveNeeded = kRuntimeOverheadBytes + (m_settings.cudaGraphsInKvBudget ? 0 : m_cudaGraphBytes);

    // Peak activation of the profile run (vllm/v1/worker/gpu_model_runner.py `profile_run`): a dummy
    // forward of T = max_num_batched_tokens tokens, then `_dummy_sampler_run` on S = min(max_num_seqs, T)
    // rows of logits while the T hidden states are still alive. Documented estimate (no closed form):
    //   forward = 2 x T x (2h + max(attention columns, FFN columns))   bf16 residual, normed input and the
    //             widest intermediate of one layer: q/k/v + attention output, or gate_up + act (dense:
    //             3 ff / t; MoE `fused_experts` caches: experts used x (3 ff_expert / t + h));
    //   sampler = 2 x T x h + S x V x bytes per logit (engine.h kVllmSamplerBytesPerLogit...).
    const std::int64_t dK = m.headDimK > 0 ? m.headDimK : m.headDim;
    const std::int64_t dV = m.headDimV > 0 ? m.headDimV : m.headDim;
    const bool mla = m.kvLoraRank > 0;
    const Bytes kvColumns = mla ? add(m.kvLoraRank, m.qkRopeHeadDim)
                                : mul(mul(2, headsPerGpu(std::max(1, m.kvHeads), t)), std::max(dK, dV));
    const Bytes attentionColumns = add(add(ceilDiv(m_qColumns, t), kvColumns),
                                       ceilDiv(mul(std::int64_t{m.attentionHeads}, mla ? m.vHeadDim : dV), t));
    Bytes ffnColumns = ceilDiv(mul(m_intermediate, 3), t);
    if (m.experts > 0) {
        const std::int64_t expertSize = m.expertIntermediateSize > 0 ? m.expertIntermediateSize : m.intermediateSize;
        ffnColumns =
            std::max(orZero(ffnColumns), orZero(mul(m_expertsPerToken, add(ceilDiv(mul(expertSize, 3), t), m_hidden))));
    }
    const Bytes forwardColumns = add(mul(2, m_hidden), std::max(orZero(attentionColumns), orZero(ffnColumns)));
    m_vllmForwardColumns = forwardColumns ? *forwardColumns : -1;
    m_vllmBytesPerLogit = m_settings.sampler == VllmSampler::FlashInfer ? kVllmSamplerBytesPerLogitFlashInfer
                                                                        : kVllmSamplerBytesPerLogitPyTorch;
    m_vllmBudgetedGraphs = budgetedGraphs;
    const std::optional<VllmBudget> budget = vllmBudgetFor(m_vllmMaxNumBatchedTokens);
    if (!budget) {
        m_ok = false;
        return;
    }
    m_vllmActivation = budget->activation;
    m_vllmAvailable = budget->available;

    // KV cache groups and the block pool (vllm/v1/core/kv_cache_utils.py).
    if (m_vllmSpecs.empty())
        return;
    const std::int64_t block = m_settings.blockSize;
    const bool oneKind = std::all_of(m_vllmSpecs.begin(), m_vllmSpecs.end(),
                                     [&](const VllmSpec &spec) { return spec.kind == m_vllmSpecs.front().kind; });
    if (oneKind) {
        // One group holding every layer (`_get_kv_cache_groups_uniform_type`, or
        // `UniformTypeKVCacheSpecs` when the layers' page sizes differ): a block id spans all layers.
        Bytes rows = 0;
        std::int64_t layers = 0; // at most limits::kMaxLayers: no overflow
        for (const VllmSpec &spec : m_vllmSpecs) {
            rows = add(rows, mul(spec.rowBytes, spec.layers));
            layers += spec.layers;
        }
        const VllmSpec merged{m_vllmSpecs.front().kind, orZero(rows), layers, block, 1};
        m_vllmSpecs.assign(1, merged);
        m_vllmPoolBlockBytes = orZero(mul(block, rows));
        m_vllmGroups = 1;
        m_vllmMinBlockTokens = block;
    } else {
        // Hybrid models (`_get_kv_cache_groups_uniform_page_size`): page sizes are unified by growing the
        // block of the smaller pages (`unify_kv_cache_spec_page_size`); layers of each spec are split into
        // groups of group_size = the fewest layers of a spec, or the most when max < 1.25 x min (the
        // "magic number" that pads 12 sliding + 13 full layers to 13 + 13).
        std::int64_t maxRow = 0;
        std::int64_t minLayers = LLONG_MAX;
        std::int64_t maxLayers = 0;
        for (const VllmSpec &spec : m_vllmSpecs) {
            maxRow = std::max(maxRow, spec.rowBytes);
            minLayers = std::min(minLayers, spec.layers);
            maxLayers = std::max(maxLayers, spec.layers);
        }
        // Layer counts are at most limits::kMaxLayers, so 4 x and 5 x them cannot overflow.
        const std::int64_t groupSize = 4 * maxLayers < 5 * minLayers ? maxLayers : minLayers;
        m_vllmMinBlockTokens = LLONG_MAX;
        for (VllmSpec &spec : m_vllmSpecs) {
            if (spec.rowBytes < 1) {
                m_ok = false;
                return;
            }
            if (maxRow % spec.rowBytes != 0)
                m_vllmPagesUnified = false;
            const Bytes blockTokens = mul(block, ceilDiv(maxRow, spec.rowBytes));
            if (!blockTokens) {
                m_ok = false;
                return;
            }
            spec.blockTokens = *blockTokens;
            spec.groups = orZero(ceilDiv(spec.layers, groupSize));
            m_vllmGroups += spec.groups; // at most the number of layers
            m_vllmMinBlockTokens = std::min(m_vllmMinBlockTokens, spec.blockTokens);
        }
        m_vllmPoolBlockBytes = orZero(mul(mul(block, maxRow), groupSize));
    }
    // `get_num_blocks`: available // page_size // group_size.
    m_vllmBlocks = m_vllmAvailable > 0 && m_vllmPoolBlockBytes > 0 ? m_vllmAvailable / m_vllmPoolBlockBytes : 0;
}

std::int64_t EnginePlan::vllmProfileTokens(std::int64_t context) const
{
    if (m_settings.maxNumBatchedTokens > 0 || !m_settings.vllmV0)
        return m_vllmMaxNumBatchedTokens;
    // V0 SchedulerConfig: chunked prefill only for max_model_len > 32768, then its default; otherwise
    // max(max_model_len, 2048) (engine.h kVllmV0...).
    if (context > kVllmV0LongContextTokens)
        return m_settings.vllmV0ChunkedTokens;
    return std::max(context, kVllmV0MinBatchedTokens);
}

std::optional<EnginePlan::VllmBudget> EnginePlan::vllmBudgetFor(std::int64_t tokens) const
{
    // Peak activation (prepareVllm): forward = 2 T x forward columns; sampler = 2 T h + S V x bytes per
    // logit with S = min(max_num_seqs, T); available = requested - weights - peak - non-torch [- graphs].
    const std::int64_t rows = std::min<std::int64_t>(m_vllmMaxNumSeqs, tokens);
    const Bytes forward = m_vllmForwardColumns >= 0 ? mul(mul(2, tokens), m_vllmForwardColumns) : std::nullopt;
    const Bytes sampler = add(mul(mul(2, tokens), m_hidden), mul(mul(rows, m_vocab), m_vllmBytesPerLogit));
    if (!forward || !sampler || !m_weights)
        return std::nullopt;
    VllmBudget budget;
    budget.tokens = tokens;
    budget.activation = std::max(*forward, *sampler);
    const Bytes nonKv = add(add(m_weights, budget.activation), add(m_vllmNonTorch, m_vllmBudgetedGraphs));
    if (!nonKv)
        return std::nullopt;
    budget.available = m_vllmRequested - *nonKv; // both in [0, 2^63): no overflow
    budget.blocks = budget.available > 0 && m_vllmPoolBlockBytes > 0 ? budget.available / m_vllmPoolBlockBytes : 0;
    return budget;
}

std::optional<EnginePlan::VllmBudget> EnginePlan::vllmBudgetAt(std::int64_t context) const
{
    // V0 without --max-num-batched-tokens profiles max(max_model_len, 2048) tokens, so its budget depends
    // on the context evaluated; otherwise it is the one prepareVllm() computed.
    const std::int64_t tokens = vllmProfileTokens(context);
    if (tokens == m_vllmMaxNumBatchedTokens)
        return VllmBudget{tokens, m_vllmActivation, m_vllmAvailable, m_vllmBlocks};
    return vllmBudgetFor(tokens);
}

std::int64_t EnginePlan::cellsFor(Kind kind, std::int64_t concurrency, std::int64_t fullCells, std::int64_t streams,
                                  std::int64_t streamCells) const
{
    if (kind == Full || kind == Mla)
        return fullCells;
    // ik_llama.cpp builds of 2025-04..06 allocate every layer at full size (validation row IK11), and so
    // did llama.cpp builds before the sliding-window cache (EngineSettings::slidingWindowCache).
    if (m_settings.swaFull || !m_settings.slidingWindowCache || m_engine == Engine::IkLlamaCpp)
        return fullCells;
    // src/llama-kv-cache-iswa.cpp (commit 02c28f533): size_swa = GGML_PAD(min(size_base,
    // n_swa * (unified ? n_seq_max : 1) + n_ubatch), 256), per stream. Chunked attention (Llama 4) uses
    // the same cache with n_swa = the chunk.
    const std::int64_t window = kind == Sliding ? m_window : m_chunk;
    const Bytes wanted = add(mul(window, m_settings.unifiedKv ? concurrency : 1), m_ubatch);
    if (!wanted)
        return -1;
    const Bytes perStream = pad(std::min(streamCells, *wanted), kLlamaCppCellPadding);
    return perStream ? orZero(mul(streams, perStream)) : -1;
}

Bytes EnginePlan::vllmBlocksFor(Kind kind, std::int64_t context, std::int64_t blockTokens) const
{
    // vllm/v1/kv_cache_interface.py `max_memory_usage_bytes` of each spec, in blocks. A sum that leaves
    // 64 bits is above the context, so min() takes the context.
    const auto capped = [context](Bytes tokens) {
        return tokens ? std::min(*tokens, context) : context;
    };
    switch (kind) {
    case Sliding: {
        // SlidingWindowSpec: cdiv(min(sliding_window - 1 + max_num_batched_tokens, max_model_len), block) + 1.
        const Bytes window = checked::sub(m_window, 1);
        if (!window)
            return std::nullopt;
        return add(ceilDiv(capped(add(window, m_vllmMaxNumBatchedTokens)), blockTokens), 1);
    }
    case Chunked: {
        // ChunkedLocalAttentionSpec: cdiv(min(chunk + max_num_batched_tokens, max_model_len), block).
        if (m_chunk < 0)
            return std::nullopt;
        return ceilDiv(capped(add(m_chunk, m_vllmMaxNumBatchedTokens)), blockTokens);
    }
    case Full:
    case Mla:
    case KindCount:
        break;
    }
    // FullAttentionSpec / MLAAttentionSpec: cdiv(max_model_len, block).
    return ceilDiv(context, blockTokens);
}

Bytes EnginePlan::genericActivations(std::int64_t context, std::int64_t concurrency) const
{
    if (m_tensorParallel < 1 || m_hidden < 1 || m_intermediate < 1 || m_vocab < 1)
        return std::nullopt;
    // The first version's three terms (fitmodel.h activationBytesPerDevice): chunk
    // T = min(512, context x concurrency); f32 FFN gate + up (split by TP) and hidden state
    // T x (h + ceil(2 ff / t)) x 4; flash-attention KQ block context x T x 2; f32 logits concurrency x V x 4.
    const std::int64_t chunk = context >= kActivationChunkTokens || concurrency >= kActivationChunkTokens
                                   ? kActivationChunkTokens
                                   : std::min(kActivationChunkTokens, context * concurrency); // both < 512
    const Bytes ffnColumns = add(m_hidden, ceilDiv(mul(2, m_intermediate), m_tensorParallel));
    const Bytes ffn = mul(mul(chunk, ffnColumns), 4);
    const Bytes kq = mul(mul(context, chunk), 2);
    const Bytes logits = mul(mul(concurrency, m_vocab), 4);
    return add(add(ffn, kq), logits);
}

EnginePlan::ComputeBufferShape EnginePlan::computeBufferShape(std::int64_t tokens) const
{
    // gguf-parser-go file_estimate__llamacpp.go "Computation" (fit-anchors A1): buffers are reused from
    // layer to layer, so the compute buffer is the inputs plus the largest of one layer's attention,
    // one layer's FFN and the output layer, for T = min(n_ubatch, n_ctx) tokens and n_kv cells:
    //   inputs    f32 inp_embd [h, T] + i32 inp_pos [T] + f32 KQ mask [n_kv, T];
    //   attention flash: f16 [n_kv, T] + f32 attn_norm [h, T] + the q weight + one layer's K and V
    //             rows; without: f32 attn_norm [h, T] + 2 x f32 Qcur [a d, T] + f32 KQ [n_kv, T, a];
    //   FFN       f32 [n_out, T] for attn_norm, ffn_norm, ffn_gate, ffn_up; MoE adds the router
    //             f32 [E, h], logits f32 [E, T] and ffn_moe_down f32 [h, E_used, T];
    //   output    f32 output_norm [h, T] + logits [V, T].
    // Split for reuse: inputs (+ the KQ mask, 4 T bytes per cell, added by the caller) +
    // max(attention = fixed + perCell x n_kv, floor = max(FFN, output)).
    ComputeBufferShape shape;
    if (m_hidden < 1 || m_intermediate < 1 || m_vocab < 1 || tokens < 1)
        return shape;
    const Bytes T = tokens;
    shape.inputs = mul(mul(T, add(m_hidden, 1)), 4);
    if (m_settings.flashAttention) {
        shape.fixed = add(mul(mul(m_hidden, T), 4), m_qWeightBytes);
        shape.perCell = add(mul(T, 2), m_largestLayerRow);
    } else {
        shape.fixed = add(mul(mul(m_hidden, T), 4), mul(mul(m_qColumns, T), 8));
        shape.perCell = mul(mul(T, m_heads), 4);
    }
    Bytes ffn = mul(mul(T, add(mul(2, m_hidden), mul(m_ffnColumns, 2))), 4);
    if (m_experts > 0)
        ffn = add(
            ffn,
            mul(add(add(mul(m_experts, m_hidden), mul(m_experts, T)), mul(mul(m_hidden, m_expertsPerToken), T)), 4));
    const Bytes output = mul(mul(T, add(m_hidden, m_vocab)), 4);
    if (ffn && output)
        shape.floor = std::max(*ffn, *output);
    return shape;
}

Bytes EnginePlan::llamaCppComputeBuffer(std::int64_t tokens, std::int64_t kvCells) const
{
    const ComputeBufferShape shape = tokens == m_ubatch ? m_computeShape : computeBufferShape(tokens);
    const Bytes attention = add(shape.fixed, mul(shape.perCell, kvCells));
    if (!attention || !shape.floor)
        return std::nullopt;
    // The KQ mask [n_kv, T] f32 is an input: 4 T bytes per cell.
    return add(add(shape.inputs, mul(mul(kvCells, tokens), 4)), std::max(*attention, *shape.floor));
}

Bytes EnginePlan::ollamaGraph(std::int64_t engineContext) const
{
    if (m_hidden < 1 || m_vocab < 1 || m_heads < 1)
        return std::nullopt;
    // ollama fs/ggml/ggml.go `GraphSize` (stored commit c664d9c1), the "llama" full-offload graph, which
    // Headroom applies to every architecture (Ollama keeps hand-fitted variants per family):
    //   max(4 b (1 + 4h + ctx (1 + heads)), 4 b (h + V)), ctx = num_ctx x parallel, b = num_batch.
    const Bytes b = m_settings.ubatch;
    const Bytes attention = mul(mul(b, 4), add(add(1, mul(4, m_hidden)), mul(engineContext, add(1, m_heads))));
    const Bytes vocab = mul(mul(b, 4), add(m_hidden, m_vocab));
    if (!attention || !vocab)
        return std::nullopt;
    return std::max(*attention, *vocab);
}

EnginePlan::Terms EnginePlan::evaluate(std::int64_t context, std::int64_t concurrency) const
{
    Terms terms;
    terms.weights = m_weights;
    if (context < 1 || concurrency < 1 || m_rows[Full] < 0)
        return terms;

    switch (m_engine) {
    case Engine::Vllm: {
        // A request of max_model_len = context needs blocksPerSequence block ids; each id spans the pool's
        // layers (vllm/v1/core/kv_cache_utils.py `get_max_concurrency_for_kv_cache_config`).
        const std::optional<VllmBudget> budget = vllmBudgetAt(context);
        if (!budget)
            return terms; // an activation peak beyond 64 bits: terms.activations stays std::nullopt
        std::array<Bytes, KindCount> bytes{0, 0, 0, 0};
        Bytes blocks = 0;
        for (const VllmSpec &spec : m_vllmSpecs) {
            const Bytes specBlocks = mul(spec.groups, vllmBlocksFor(spec.kind, context, spec.blockTokens));
            blocks = add(blocks, specBlocks);
            bytes[spec.kind] = add(bytes[spec.kind], mul(mul(specBlocks, m_vllmPoolBlockBytes), concurrency));
        }
        terms.kvFull = bytes[Full];
        terms.kvSliding = bytes[Sliding];
        terms.kvChunked = bytes[Chunked];
        terms.kvMla = bytes[Mla];
        terms.blocksPerSequence = orZero(blocks); // a block count that overflows also overflows its bytes
        terms.activations = budget->activation;
        terms.runtime = m_vllmNonTorch;
        terms.reserve =
            add(m_usable - m_vllmRequested, m_settings.cudaGraphsInKvBudget ? m_cudaGraphBytes : std::int64_t{0});
        terms.chunkTokens = budget->tokens;
        // vLLM 0.10/0.11 log: num_blocks // len(kv_cache_groups) * min(block_size) tokens (V0: one group,
        // "# GPU blocks: N" x block_size).
        terms.tokensCapacity = m_vllmGroups > 0 ? orZero(mul(budget->blocks / m_vllmGroups, m_vllmMinBlockTokens)) : 0;
        return terms;
    }
    case Engine::LlamaCpp:
    case Engine::IkLlamaCpp:
    case Engine::Ollama: {
        // llama.cpp: -c is the total shared by the sequences, padded; one stream (unified) or one stream
        // of n_ctx / n_seq cells per sequence (src/llama-context.cpp n_ctx_seq). Ollama passes
        // num_ctx x OLLAMA_NUM_PARALLEL to its runner as one cache (fs/ggml/ggml.go `context *= numParallel`),
        // after capping num_ctx at the trained context (EngineSettings::ollamaCapsContext).
        if (m_engine == Engine::Ollama && m_settings.ollamaCapsContext && m_trainedContext > 0)
            context = std::min(context, m_trainedContext);
        const Bytes total = mul(context, concurrency);
        const Bytes nCtx = pad(total, kLlamaCppCellPadding);
        if (!total || !nCtx)
            return terms;
        const bool unified = m_settings.unifiedKv || m_engine == Engine::Ollama;
        const std::int64_t streams = unified ? 1 : concurrency;
        const std::int64_t streamCells = *nCtx / streams;
        const std::int64_t fullCells = streams * streamCells;
        std::array<std::int64_t, KindCount> cells{};
        for (int kind = Full; kind < KindCount; ++kind) {
            if (m_layerCount[std::size_t(kind)] > 0)
                cells[std::size_t(kind)] = cellsFor(Kind(kind), concurrency, fullCells, streams, streamCells);
        }
        placeOnDevice(cells, terms);
        terms.chunkTokens = std::min(m_ubatch, fullCells);
        terms.tokensCapacity = fullCells;
        terms.engineContext = *total;
        // Output buffer n_vocab x n_outputs x 4 bytes, n_outputs = n_seq_max, in host memory
        // (`CUDA_Host output buffer`; llama-context.cpp output_reserve).
        terms.hostBytes = orZero(mul(mul(m_vocab, concurrency), 4));
        if (m_engine == Engine::Ollama) {
            terms.activations = ollamaGraph(*total);
            terms.runtime = 0;
            terms.reserve = add(kOllamaMinimumMemoryBytes, m_settings.gpuOverheadBytes);
        } else {
            terms.activations = llamaCppComputeBuffer(terms.chunkTokens, fullCells);
            terms.runtime = kRuntimeOverheadBytes;
            terms.reserve = 0;
        }
        return terms;
    }
    case Engine::Generic:
        break;
    }

    // Generic (Transformers static cache): context x concurrency in full-attention and MLA layers,
    // min(window, context) x concurrency in sliding-window (hf-mem `min(sw, max_len)`, fit-anchors §4.4)
    // and chunked layers.
    const Bytes tokens = mul(context, concurrency);
    terms.kvFull = mul(tokens, m_rows[Full]);
    terms.kvSliding = mul(mul(std::min(m_window, context), concurrency), m_rows[Sliding]);
    terms.kvChunked = mul(mul(std::min(m_chunk, context), concurrency), m_rows[Chunked]);
    terms.kvMla = mul(tokens, m_rows[Mla]);
    terms.activations = genericActivations(context, concurrency);
    terms.runtime = kRuntimeOverheadBytes;
    terms.reserve = 0;
    terms.chunkTokens = context >= kActivationChunkTokens || concurrency >= kActivationChunkTokens
                            ? kActivationChunkTokens
                            : std::min(kActivationChunkTokens, context * concurrency); // both < 512
    terms.tokensCapacity = orZero(tokens);
    return terms;
}

bool EnginePlan::fits(const Terms &terms, std::int64_t concurrency, Constraint *broken) const
{
    Constraint constraint = Constraint::None;
    const Bytes total = terms.total();
    if (m_engine == Engine::Vllm) {
        // The terms' activation peak and non-torch memory: those of the context evaluated (V0 profiles it).
        const Bytes vllmNonKv = add(add(terms.weights, terms.activations), add(terms.runtime, m_vllmBudgetedGraphs));
        if (m_usable - m_vllmRequested < m_vllmReserveNeeded)
            constraint = Constraint::EngineReserve;
        else if (!vllmNonKv || *vllmNonKv >= m_vllmRequested) // "Available KV cache memory" <= 0
            constraint = Constraint::EngineBudget;
        else if (!total || *total > m_usable)
            constraint = Constraint::KvCacheBudget;
        else if (concurrency > m_vllmMaxNumSeqs)
            constraint = Constraint::SchedulerLimit;
    } else if (!total || *total > m_usable) {
        constraint = Constraint::GpuMemory;
    }
    if (broken)
        *broken = constraint;
    return constraint == Constraint::None;
}

std::int64_t EnginePlan::maxConcurrency(std::int64_t context, Constraint *binding) const
{
    Constraint constraint = Constraint::GpuMemory;
    std::int64_t result = 0;
    if (m_engine == Engine::Vllm) {
        // vLLM's "Maximum concurrency": num_blocks / blocks per request, and the scheduler's max_num_seqs.
        const Terms one = evaluate(context, 1);
        if (!fits(one, 1, &constraint) && constraint != Constraint::KvCacheBudget) {
            result = 0;
        } else if (one.blocksPerSequence == 0) {
            result = m_vllmMaxNumSeqs;
            constraint = Constraint::SchedulerLimit;
        } else {
            const std::optional<VllmBudget> budget = vllmBudgetAt(context);
            const std::int64_t byMemory = budget ? budget->blocks / one.blocksPerSequence : 0;
            result = std::min(byMemory, m_vllmMaxNumSeqs);
            constraint = byMemory > m_vllmMaxNumSeqs ? Constraint::SchedulerLimit : Constraint::KvCacheBudget;
        }
    } else {
        // The total is non-decreasing in the concurrency and close to linear in it. Two secant steps
        // from total(1) land on (or next to) the answer; then gallop to a bracket and bisect.
        struct Probe {
            Bytes total;
            bool fits = false;
        };
        const auto probeAt = [&](std::int64_t n) {
            const Terms terms = evaluate(context, n);
            return Probe{terms.total(), fits(terms, n, nullptr)};
        };
        const auto fitsAt = [&](std::int64_t n) {
            return probeAt(n).fits;
        };
        const Probe one = probeAt(1);
        if (one.fits) {
            std::int64_t lo = 1;
            std::int64_t hi = 0; // 0 = no failing concurrency known yet
            // Secant through (1, total(1)) and (n, total(n)) towards total = usable, in integers:
            // 1 + (usable - total(1)) / ceil((total(n) - total(1)) / (n - 1)).
            std::int64_t n = 2;
            Probe atN = probeAt(n);
            (atN.fits ? lo : hi) = n;
            for (int step = 0; step < 3; ++step) {
                if (!atN.total || *atN.total <= *one.total)
                    break;
                const std::int64_t slope = orZero(ceilDiv(*atN.total - *one.total, n - 1));
                const std::int64_t guess = std::min(kIntMax, 1 + (m_usable - *one.total) / slope);
                if (guess <= lo || (hi != 0 && guess >= hi))
                    break;
                n = guess;
                atN = probeAt(n);
                (atN.fits ? lo : hi) = n;
            }
            // Gallop away from the last probe towards the other side of the answer, then bisect.
            if (atN.fits || hi == 0) {
                for (std::int64_t step = 1; lo < kIntMax && (hi == 0 || hi - lo > 1); step *= 2) {
                    const std::int64_t next = std::min(kIntMax, lo + step);
                    if (hi != 0 && next >= hi)
                        break;
                    (fitsAt(next) ? lo : hi) = next;
                    if (hi == next)
                        break;
                }
            } else {
                for (std::int64_t step = 1; hi - step > lo; step *= 2) {
                    if (fitsAt(hi - step)) {
                        lo = hi - step;
                        break;
                    }
                    hi -= step;
                }
            }
            if (hi == 0) {
                result = kIntMax; // nothing grows with the concurrency
                constraint = Constraint::None;
            } else {
                while (hi - lo > 1) {
                    const std::int64_t mid = lo + (hi - lo) / 2;
                    (fitsAt(mid) ? lo : hi) = mid;
                }
                result = lo;
            }
        }
    }
    if (binding)
        *binding = constraint;
    return result;
}

} // namespace headroom::fit
