// SPDX-License-Identifier: GPL-3.0-or-later
#include "fit/weightsplit.h"

#include "fit/checkedmath.h"

// Each count mirrors a term of derivedParameterCount() (fitmodel.cpp), split by tensor class; the
// module names are those of transformers `modeling_llama.py`, `modeling_qwen3.py`,
// `modeling_deepseek_v3.py`, `modeling_gpt_oss.py` and `modeling_qwen2_moe.py`.

namespace headroom::fit {

using checked::add;
using checked::Bytes;
using checked::mul;

namespace {

// Running sums of one model, class by class; std::nullopt once a sum leaves 64 bits.
struct Sums {
    Bytes linear = 0;
    Bytes experts = 0; // also counted in linear
    Bytes vectors = 0; // norms, biases, sinks: WeightSplit::normParams
    Bytes routers = 0;
    Bytes rows = 0;       // output rows of the linear matrices: WeightRows::linearRows
    Bytes expertRows = 0; // also counted in rows

    void addLinear(Bytes n) { linear = add(linear, n); }
    void addRows(Bytes n) { rows = add(rows, n); }
    void addVector(Bytes n) { vectors = add(vectors, n); }
};

// One standard attention block with `kvHeads` KV heads (q/k/v/o and their extras).
bool addAttention(const ModelSpec &m, std::int64_t kvHeads, Sums &sums)
{
    const std::int64_t dK = m.headDimK > 0 ? m.headDimK : m.headDim;
    const std::int64_t dV = m.headDimV > 0 ? m.headDimV : m.headDim;
    if (kvHeads < 1 || dK < 1 || dV < 1)
        return false;
    const Bytes h = m.hiddenSize;
    const Bytes a = m.attentionHeads;
    const Bytes qk = mul(a, dK);
    const Bytes kDim = mul(kvHeads, dK);
    const Bytes vDim = mul(kvHeads, dV);
    // q_proj h x a*dK, k_proj h x k*dK, v_proj h x k*dV, o_proj a*dV x h.
    sums.addLinear(add(add(mul(h, qk), mul(h, kDim)), add(mul(h, vDim), mul(mul(a, dV), h))));
    sums.addRows(add(add(qk, kDim), add(vDim, h))); // out_features of q, k, v, o
    if (m.attentionBias)
        sums.addVector(add(add(qk, kDim), vDim));
    if (m.attentionOutputBias)
        sums.addVector(h);
    if (m.qkNorm)
        sums.addVector(mul(2, dK)); // q_norm and k_norm
    if (m.attentionSinks)
        sums.addVector(a);
    return true;
}

// One multi-head latent attention block (DeepseekV3Attention).
bool addMlaAttention(const ModelSpec &m, Sums &sums)
{
    const std::int64_t h = m.hiddenSize;
    const std::int64_t a = m.attentionHeads;
    const Bytes qHead = add(m.qkNopeHeadDim, m.qkRopeHeadDim); // nullopt when either is negative
    if (m.qLoraRank < 0 || !qHead || *qHead < 1 || m.vHeadDim < 1)
        return false;
    const std::int64_t qRank = m.qLoraRank;
    const std::int64_t rank = m.kvLoraRank;
    if (qRank > 0) {
        sums.addLinear(add(mul(h, qRank), mul(mul(qRank, a), qHead))); // q_a_proj, q_b_proj
        sums.addRows(add(qRank, mul(a, qHead)));
        sums.addVector(qRank); // q_a_layernorm
    } else {
        sums.addLinear(mul(mul(h, a), qHead)); // q_proj
        sums.addRows(mul(a, qHead));
    }
    sums.addLinear(mul(h, add(rank, m.qkRopeHeadDim)));                  // kv_a_proj_with_mqa
    sums.addVector(rank);                                                // kv_a_layernorm
    sums.addLinear(mul(mul(rank, a), add(m.qkNopeHeadDim, m.vHeadDim))); // kv_b_proj
    sums.addLinear(mul(mul(a, m.vHeadDim), h));                          // o_proj
    // out_features of kv_a_proj_with_mqa, kv_b_proj and o_proj.
    sums.addRows(add(add(rank, m.qkRopeHeadDim), add(mul(a, add(m.qkNopeHeadDim, m.vHeadDim)), h)));
    return true;
}

// `count` gated FFNs (gate, up, down) of size `ff`, with their biases when mlpBias. `rows` (when
// given) receives their output rows, count x (ff + ff + h).
Bytes gatedFfn(const ModelSpec &m, std::int64_t ff, std::int64_t count, Sums &sums, Bytes *rows = nullptr)
{
    const std::int64_t h = m.hiddenSize;
    const Bytes matrices = mul(mul(mul(h, ff), 3), count);
    const Bytes ffnRows = mul(add(mul(2, ff), h), count);
    sums.addLinear(matrices);
    sums.addRows(ffnRows);
    if (rows)
        *rows = ffnRows;
    if (m.mlpBias)
        sums.addVector(mul(add(mul(2, ff), h), count));
    return matrices;
}

// The FFN of one layer: dense, or routed experts + router + shared experts.
bool addFfn(const ModelSpec &m, bool moe, Sums &sums)
{
    if (!moe) {
        if (m.intermediateSize < 1)
            return false;
        gatedFfn(m, m.intermediateSize, 1, sums);
        return true;
    }
    if (m.experts < 1 || m.expertIntermediateSize < 0 || m.sharedExperts < 0 || m.sharedExpertIntermediateSize < 0)
        return false;
    const std::int64_t h = m.hiddenSize;
    const std::int64_t expertSize = m.expertIntermediateSize > 0 ? m.expertIntermediateSize : m.intermediateSize;
    const std::int64_t sharedSize = m.sharedExpertIntermediateSize > 0 ? m.sharedExpertIntermediateSize : expertSize;
    if (expertSize < 1 || (m.sharedExperts > 0 && sharedSize < 1))
        return false;
    Bytes rows = 0;
    sums.experts = add(sums.experts, gatedFfn(m, expertSize, m.experts, sums, &rows));
    sums.expertRows = add(sums.expertRows, rows);
    sums.routers = add(sums.routers, mul(h, m.experts)); // gate h x E
    if (m.routerBias)
        sums.addVector(m.experts);
    if (m.sharedExperts > 0)
        gatedFfn(m, sharedSize, m.sharedExperts, sums);
    if (m.sharedExpertGate)
        sums.routers = add(sums.routers, h); // shared_expert_gate h x 1
    return true;
}

WeightSplit invalidSplit()
{
    return WeightSplit{-1, -1, -1, -1, -1, -1};
}

// Adds decoder layers [first, end) to `sums`; false when a layer's shape is invalid.
bool addLayers(const ModelSpec &m, int first, int end, Sums &sums)
{
    const bool mla = m.kvLoraRank > 0;
    const std::int64_t h = m.hiddenSize;
    const std::int64_t normsPerLayer = m.normsPerLayer > 0 ? m.normsPerLayer : 2;
    for (int l = first; l < end; ++l) {
        AttentionKind attention = AttentionKind::Full;
        std::int64_t kvHeads = m.kvHeads;
        bool moe = m.experts > 0;
        if (!m.layerSpecs.empty()) {
            const LayerSpec &spec = m.layerSpecs[static_cast<std::size_t>(l)];
            attention = spec.attention;
            if (spec.kvHeads > 0)
                kvHeads = spec.kvHeads;
            moe = spec.moe;
        }
        if (attention != AttentionKind::None && !(mla ? addMlaAttention(m, sums) : addAttention(m, kvHeads, sums)))
            return false;
        if (!addFfn(m, moe, sums))
            return false;
        sums.addVector(mul(normsPerLayer, h));
    }
    return true;
}

} // namespace

WeightSplit weightSplit(const ModelSpec &m)
{
    // derivedParameterCount() holds the shape checks, the bounds of fitmodel.h `limits` included (so
    // the loop below runs at most limits::kMaxLayers times); the split is defined exactly where it is.
    if (derivedParameterCount(m) < 0)
        return invalidSplit();
    const std::int64_t h = m.hiddenSize;

    Sums sums;
    const bool ok = addLayers(m, 0, m.layers, sums);
    sums.addVector(h); // final norm

    const Bytes embeddings = mul(m.vocabSize, h);
    if (!ok || !sums.linear || !sums.experts || !sums.vectors || !sums.routers || !embeddings)
        return invalidSplit();
    WeightSplit split;
    split.linearParams = *sums.linear;
    split.expertParams = *sums.experts;
    split.embeddingParams = *embeddings;
    split.outputHeadParams = m.tiedEmbeddings ? 0 : *embeddings;
    split.normParams = *sums.vectors;
    split.routerParams = *sums.routers;
    return split;
}

WeightRows weightRows(const ModelSpec &m)
{
    if (derivedParameterCount(m) < 0)
        return WeightRows{-1, -1};
    Sums sums;
    if (!addLayers(m, 0, m.layers, sums) || !sums.rows || !sums.expertRows)
        return WeightRows{-1, -1};
    return WeightRows{*sums.rows, *sums.expertRows};
}

std::vector<WeightSplit> weightSplitsOfLayers(const ModelSpec &m, const std::vector<int> &counts)
{
    // One shape check for all ranges (derivedParameterCount loops over every layer once).
    if (derivedParameterCount(m) < 0)
        return {};
    std::vector<WeightSplit> splits;
    splits.reserve(counts.size());
    int first = 0;
    for (const int count : counts) {
        if (count < 0 || count > m.layers - first)
            return {};
        Sums sums;
        if (!addLayers(m, first, first + count, sums) || !sums.linear || !sums.experts || !sums.vectors ||
            !sums.routers)
            return {};
        WeightSplit split;
        split.linearParams = *sums.linear;
        split.expertParams = *sums.experts;
        split.normParams = *sums.vectors;
        split.routerParams = *sums.routers;
        splits.push_back(split);
        first += count;
    }
    return splits;
}

} // namespace headroom::fit
