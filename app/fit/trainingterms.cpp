// SPDX-License-Identifier: GPL-3.0-or-later
#include "fit/trainingterms.h"

#include <algorithm>

// The tensors follow weightsplit.cpp term by term (same modules, same layerSpecs rules); the activation
// rules are documented at layerActivationBytesPerToken() below.

namespace headroom::fit::training {

using checked::add;
using checked::Bytes;
using checked::mul;

namespace {

// One decoder layer: its attention kind, KV heads and whether its FFN is a mixture of experts.
struct LayerInfo {
    AttentionKind attention = AttentionKind::Full;
    std::int64_t kvHeads = 0;
    bool moe = false;
};

LayerInfo layerInfo(const ModelSpec &m, int layer)
{
    LayerInfo info{AttentionKind::Full, m.kvHeads, m.experts > 0};
    if (!m.layerSpecs.empty()) {
        const LayerSpec &spec = m.layerSpecs[static_cast<std::size_t>(layer)];
        info.attention = spec.attention;
        if (spec.kvHeads > 0)
            info.kvHeads = spec.kvHeads;
        info.moe = spec.moe;
    }
    return info;
}

std::int64_t headDimK(const ModelSpec &m)
{
    return m.headDimK > 0 ? m.headDimK : m.headDim;
}
std::int64_t headDimV(const ModelSpec &m)
{
    return m.headDimV > 0 ? m.headDimV : m.headDim;
}
std::int64_t expertSize(const ModelSpec &m)
{
    return m.expertIntermediateSize > 0 ? m.expertIntermediateSize : m.intermediateSize;
}
std::int64_t sharedExpertSize(const ModelSpec &m)
{
    return m.sharedExpertIntermediateSize > 0 ? m.sharedExpertIntermediateSize : expertSize(m);
}
std::int64_t normsPerLayer(const ModelSpec &m)
{
    return m.normsPerLayer > 0 ? m.normsPerLayer : 2;
}

// The weight matrices of one layer: f(role, d_in, d_out, count). The sizes are bounded by fitmodel.h
// `limits` (derivedParameterCount() checked them), so each product of two or three fits in 64 bits.
template<typename F> void forEachMatrix(const ModelSpec &m, const LayerInfo &info, F &&f)
{
    const std::int64_t h = m.hiddenSize;
    const std::int64_t a = m.attentionHeads;
    if (info.attention != AttentionKind::None) {
        if (m.kvLoraRank > 0) { // DeepseekV3Attention
            const std::int64_t dq = std::int64_t{m.qkNopeHeadDim} + m.qkRopeHeadDim;
            if (m.qLoraRank > 0) {
                f(Role::Other, h, std::int64_t{m.qLoraRank}, 1);  // q_a_proj
                f(Role::Q, std::int64_t{m.qLoraRank}, a * dq, 1); // q_b_proj
            } else {
                f(Role::Q, h, a * dq, 1); // q_proj
            }
            f(Role::Other, h, std::int64_t{m.kvLoraRank} + m.qkRopeHeadDim, 1); // kv_a_proj_with_mqa
            f(Role::KV, std::int64_t{m.kvLoraRank}, a * (std::int64_t{m.qkNopeHeadDim} + m.vHeadDim), 1); // kv_b_proj
            f(Role::O, a * m.vHeadDim, h, 1);
        } else {
            f(Role::Q, h, a * headDimK(m), 1);
            f(Role::K, h, info.kvHeads * headDimK(m), 1);
            f(Role::V, h, info.kvHeads * headDimV(m), 1);
            f(Role::O, a * headDimV(m), h, 1);
        }
    }
    const auto ffn = [&](std::int64_t ff, std::int64_t count) {
        f(Role::Gate, h, ff, count);
        f(Role::Up, h, ff, count);
        f(Role::Down, ff, h, count);
    };
    if (!info.moe) {
        ffn(m.intermediateSize, 1);
        return;
    }
    ffn(expertSize(m), m.experts);
    f(Role::Other, h, std::int64_t{m.experts}, 1); // router gate
    if (m.sharedExperts > 0)
        ffn(sharedExpertSize(m), m.sharedExperts);
    if (m.sharedExpertGate)
        f(Role::Other, h, 1, 1);
}

// The 1-D tensors of one layer (norms, biases, sinks): f(elements, count).
template<typename F> void forEachVector(const ModelSpec &m, const LayerInfo &info, F &&f)
{
    const std::int64_t h = m.hiddenSize;
    if (info.attention != AttentionKind::None) {
        if (m.kvLoraRank > 0) {
            if (m.qLoraRank > 0)
                f(std::int64_t{m.qLoraRank}, 1); // q_a_layernorm
            f(std::int64_t{m.kvLoraRank}, 1);    // kv_a_layernorm
        } else {
            if (m.attentionBias) {
                f(std::int64_t{m.attentionHeads} * headDimK(m), 1);
                f(info.kvHeads * headDimK(m), 1);
                f(info.kvHeads * headDimV(m), 1);
            }
            if (m.attentionOutputBias)
                f(h, 1);
            if (m.qkNorm)
                f(headDimK(m), 2);
            if (m.attentionSinks)
                f(std::int64_t{m.attentionHeads}, 1);
        }
    }
    const auto ffnBias = [&](std::int64_t ff, std::int64_t count) {
        if (m.mlpBias) {
            f(ff, 2 * count);
            f(h, count);
        }
    };
    if (!info.moe) {
        ffnBias(m.intermediateSize, 1);
    } else {
        ffnBias(expertSize(m), m.experts);
        if (m.routerBias)
            f(std::int64_t{m.experts}, 1);
        if (m.sharedExperts > 0)
            ffnBias(sharedExpertSize(m), m.sharedExperts);
    }
    f(h, normsPerLayer(m));
}

// Groups of one shape, merged; sums kept checked.
class Collector
{
public:
    void add(std::int64_t elements, std::int64_t factoredValues, std::int64_t count)
    {
        if (count <= 0 || elements <= 0)
            return;
        m_parameters = checked::add(m_parameters, mul(elements, count));
        m_largestTensor = std::max(m_largestTensor, elements);
        for (TensorGroup &g : m_groups) {
            if (g.elements == elements && g.factoredValues == factoredValues) {
                g.count += count; // count <= layers x experts: far from 2^63
                return;
            }
        }
        m_groups.push_back(TensorGroup{elements, factoredValues, count});
    }
    Bytes parameters() const { return m_parameters; }
    std::optional<Tensors> finish(Bytes largestLayer, Bytes root)
    {
        if (!m_parameters || !largestLayer || !root)
            return std::nullopt;
        return Tensors{std::move(m_groups), *m_parameters, m_largestTensor, *largestLayer, *root};
    }

private:
    std::vector<TensorGroup> m_groups;
    Bytes m_parameters = 0;
    std::int64_t m_largestTensor = 0;
};

bool targeted(Role role, unsigned targets)
{
    switch (role) {
    case Role::Q:
        return (targets & LoraQ) != 0;
    case Role::K:
        return (targets & LoraK) != 0;
    case Role::V:
        return (targets & LoraV) != 0;
    case Role::KV:
        return (targets & (LoraK | LoraV)) != 0;
    case Role::O:
        return (targets & LoraO) != 0;
    case Role::Gate:
        return (targets & LoraGate) != 0;
    case Role::Up:
        return (targets & LoraUp) != 0;
    case Role::Down:
        return (targets & LoraDown) != 0;
    case Role::Other:
        break;
    }
    return false;
}

// Adds the tensors of layers [0, layers) to `c` through `perLayer`, which adds one layer and returns its
// parameters; identical layers (no layerSpecs) are added once with their count multiplied.
template<typename PerLayer> Bytes addLayers(const ModelSpec &m, PerLayer &&perLayer)
{
    Bytes largest = 0;
    if (m.layerSpecs.empty())
        return perLayer(layerInfo(m, 0), std::int64_t{m.layers});
    for (int l = 0; l < m.layers; ++l) {
        const Bytes layer = perLayer(layerInfo(m, l), 1);
        if (!layer)
            return std::nullopt;
        largest = std::max(*largest, *layer);
    }
    return largest;
}

} // namespace

std::optional<Tensors> modelTensors(const ModelSpec &m)
{
    if (derivedParameterCount(m) < 0)
        return std::nullopt;
    Collector c;
    const Bytes largestLayer = addLayers(m, [&](const LayerInfo &info, std::int64_t layers) -> Bytes {
        Bytes params = 0;
        forEachMatrix(m, info, [&](Role, std::int64_t in, std::int64_t out, std::int64_t count) {
            c.add(in * out, in + out, count * layers);
            params = add(params, mul(in * out, count));
        });
        forEachVector(m, info, [&](std::int64_t elements, std::int64_t count) {
            c.add(elements, elements, count * layers);
            params = add(params, mul(elements, count));
        });
        return params;
    });
    const std::int64_t h = m.hiddenSize;
    const std::int64_t v = m.vocabSize;
    c.add(v * h, v + h, m.tiedEmbeddings ? 1 : 2); // embed_tokens (+ lm_head)
    c.add(h, h, 1);                                // final norm
    const Bytes root = add(mul(v * h, m.tiedEmbeddings ? 1 : 2), h);
    return c.finish(largestLayer, root);
}

std::optional<Tensors> loraTensors(const ModelSpec &m, std::int64_t rank, unsigned targets)
{
    if (derivedParameterCount(m) < 0 || rank < 1 || rank > limits::kMaxHiddenSize || (targets & ~kLoraAllTargets) != 0)
        return std::nullopt;
    Collector c;
    const Bytes largestLayer = addLayers(m, [&](const LayerInfo &info, std::int64_t layers) -> Bytes {
        Bytes params = 0;
        forEachMatrix(m, info, [&](Role role, std::int64_t in, std::int64_t out, std::int64_t count) {
            if (!targeted(role, targets))
                return;
            c.add(rank * in, rank + in, count * layers);   // lora_A: r x d_in
            c.add(out * rank, out + rank, count * layers); // lora_B: d_out x r
            params = add(params, mul(mul(rank, in + out), count));
        });
        return params;
    });
    return c.finish(largestLayer, 0);
}

// Activation bytes of one token in one layer (Korthikanti et al. 2022, arXiv 2205.05198, §4.1 and
// Table 2, generalised: no dropout, RMSNorm, gated FFN of intermediate_size, GQA, RoPE, flash attention).
// Element size B (dtypeBytes). What autograd keeps for the backward pass:
//  - attention: the norm output feeding q/k/v (h), q and k after RoPE (a*dK, k*dK), v (k*dV) and the
//    attention output (a*dV), which SDPA/FlashAttention keep and o_proj keeps as its input. MLA keeps q
//    and the decompressed k (a*dq each), v and the output (a*dV each), the rope key (qk_rope_head_dim)
//    and the q/kv latents feeding q_b_proj/kv_b_proj;
//  - without flash attention (HF eager attention): the fp32 softmax output and its B-byte cast that
//    multiplies V, (4 + B) * a * s per token (transformers `eager_attention_forward`: softmax(dtype=
//    float32).to(query.dtype));
//  - gated FFN: the norm output (h), gate and up outputs, silu(gate) and the product feeding down_proj,
//    h + 4*ff. A MoE layer's tokens run through expertsPerToken routed experts and every shared expert:
//    ff = expertsPerToken * expert ff + sharedExperts * shared ff;
//  - each RMSNorm over h: (4 + 4 + B) * h, the fp32 input and fp32 normalised tensor kept for the
//    backward pass plus the cast back to B (transformers `LlamaRMSNorm` and LitGPT `RMSNorm` upcast to
//    fp32); q/k norms (Qwen3) and the MLA latent norms alike over their widths;
//  - LoRA / QLoRA (frozen base): a frozen linear saves no input, because autograd keeps mat1 of `mm`
//    only when mat2 requires grad (PyTorch tools/autograd/derivatives.yaml `mm`: self's formula needs
//    mat2, mat2's formula needs self; the generated code saves each only if that input needs a
//    gradient). So the norm output h is kept only when q, k or v (attention) or gate or up (FFN) is
//    targeted, the input of down_proj only when down is targeted; gate, up and silu(gate) are kept by
//    silu and the product whatever the targets; every targeted matrix keeps its LoRA intermediate x*A
//    (r values, the input of lora_B) per token it processes.
Bytes layerActivationBytesPerToken(const ModelSpec &m, int layer, const ActivationRules &rules)
{
    if (layer < 0 || layer >= m.layers || rules.dtypeBytes < 1)
        return std::nullopt;
    const LayerInfo info = layerInfo(m, layer);
    const std::int64_t b = rules.dtypeBytes;
    const std::int64_t h = m.hiddenSize;
    const std::int64_t a = m.attentionHeads;
    const bool full = !rules.frozenBase;
    const unsigned t = rules.targets;
    const std::int64_t normBytes = 4 + 4 + b;
    Bytes values = 0; // elements of B bytes
    Bytes bytes = 0;  // terms with their own element sizes
    if (info.attention != AttentionKind::None) {
        const bool input = full || (t & (LoraQ | LoraK | LoraV)) != 0;
        if (m.kvLoraRank > 0) {
            const std::int64_t dq = std::int64_t{m.qkNopeHeadDim} + m.qkRopeHeadDim;
            values = add(values, mul(a, 2 * dq + 2 * std::int64_t{m.vHeadDim}));
            values = add(values, m.qkRopeHeadDim);
            if (full || (t & LoraQ) != 0)
                values = add(values, m.qLoraRank);
            if (full || (t & (LoraK | LoraV)) != 0)
                values = add(values, m.kvLoraRank);
            bytes = add(bytes, mul(std::int64_t{m.qLoraRank} + m.kvLoraRank, normBytes));
        } else {
            values = add(values, mul(a, headDimK(m) + headDimV(m)));
            values = add(values, mul(info.kvHeads, headDimK(m) + headDimV(m)));
            if (m.qkNorm)
                bytes = add(bytes, mul(mul(a + info.kvHeads, headDimK(m)), normBytes));
        }
        if (input)
            values = add(values, h);
        if (rules.attentionScores)
            bytes = add(bytes, mul(mul(4 + b, a), rules.sequence));
    }
    const std::int64_t routed = info.moe ? std::int64_t{m.expertsPerToken} : 0;
    const std::int64_t shared = info.moe ? std::int64_t{m.sharedExperts} : 0;
    const Bytes ff =
        info.moe ? add(mul(routed, expertSize(m)), mul(shared, sharedExpertSize(m))) : Bytes{m.intermediateSize};
    values = add(values, mul(ff, 3));
    if (full || (t & LoraDown) != 0)
        values = add(values, ff);
    if (full || (t & (LoraGate | LoraUp)) != 0)
        values = add(values, h);
    bytes = add(bytes, mul(mul(normsPerLayer(m), h), normBytes));
    if (!full) {
        // x*A of every targeted matrix, per token that passes through it.
        std::int64_t matrices = 0;
        forEachMatrix(m, info, [&](Role role, std::int64_t, std::int64_t, std::int64_t) {
            if (!targeted(role, t))
                return;
            const bool ffn = role == Role::Gate || role == Role::Up || role == Role::Down;
            matrices += ffn && info.moe ? 0 : 1;
        });
        if (info.moe) {
            for (const unsigned bit : {unsigned{LoraGate}, unsigned{LoraUp}, unsigned{LoraDown}})
                matrices += (t & bit) != 0 ? routed + shared : 0;
        }
        values = add(values, mul(matrices, rules.rank));
    }
    return add(mul(values, b), bytes);
}

Bytes activationBytesPerToken(const ModelSpec &m, ActivationCheckpointing checkpointing, ActivationRules rules)
{
    if (checkpointing == ActivationCheckpointing::Selective)
        rules.attentionScores = false; // the attention core is recomputed
    const std::int64_t h = m.hiddenSize;
    const Bytes embedding = mul(h, rules.dtypeBytes);
    Bytes sum = 0;
    Bytes largest = 0;
    const int distinct = m.layerSpecs.empty() ? 1 : m.layers;
    for (int l = 0; l < distinct; ++l) {
        const Bytes layer = layerActivationBytesPerToken(m, l, rules);
        if (!layer)
            return std::nullopt;
        sum = add(sum, layer);
        largest = std::max(*largest, *layer);
    }
    if (m.layerSpecs.empty())
        sum = mul(sum, m.layers);
    if (checkpointing == ActivationCheckpointing::Full)
        return add(add(mul(embedding, m.layers), largest), embedding);
    return add(sum, embedding);
}

} // namespace headroom::fit::training
