// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The parameters of a model by the class of tensor they belong to, derived from its architecture,
// so that a weight format can price each class at the precision engines keep it in
// (weightformat.h `tensorPrecisionPolicy`). Pure C++20, no Qt, no I/O.

#include "fit/fitmodel.h"
#include "fit/weightformat.h"

#include <vector>

namespace headroom::fit {

/// The WeightSplit of `m`, tensor by tensor as derivedParameterCount() counts them (the same
/// transformers modules; see fitmodel.h), so that totalParams(weightSplit(m)) ==
/// derivedParameterCount(m) for every model:
///  - linearParams: the 2-D weight matrices of the decoder blocks: q/k/v/o projections (MLA:
///    q_a_proj, q_b_proj or q_proj, kv_a_proj_with_mqa, kv_b_proj, o_proj), the dense FFN
///    gate/up/down, every routed expert's gate/up/down and the shared experts' gate/up/down;
///  - expertParams: the routed experts' gate/up/down matrices (E x 3 x h x expert size per MoE
///    layer), the part of linearParams that MXFP4 and MXFP4_MOE store in 4 bits (vLLM `FusedMoE`
///    w13_weight / w2_weight; llama.cpp ffn_*_exps);
///  - embeddingParams: vocab x hidden; outputHeadParams: vocab x hidden, 0 when tie_word_embeddings;
///  - normParams: every 1-D tensor: the per-layer norms (normsPerLayer x h), the final norm, q/k
///    norms, MLA q_a_layernorm and kv_a_layernorm, and all biases (q/k/v and o_proj biases, FFN and
///    expert biases, router biases, gpt-oss attention sinks). Engines keep these at 16 or 32 bits:
///    llama-quant.cpp never quantizes 1-D tensors, GPTQ/AWQ/bitsandbytes/FP8 replace only the
///    weight matrices of nn.Linear layers;
///  - routerParams: the MoE router `gate` (h x E per MoE layer) and Qwen2-MoE's
///    `shared_expert_gate` (h x 1): vLLM builds both unquantized (`ReplicatedLinear` with
///    quant_config None, `torch.nn.Linear`), and llama-quant.cpp never quantizes ffn_gate_inp.
/// Every field is -1 when derivedParameterCount(m) is -1 (so totalParams() of it is -1 too).
/// Example, Llama-3.1-8B (config.json https://huggingface.co/meta-llama/Llama-3.1-8B):
/// linear 6,979,321,856; embeddings = head = 525,336,576; norms 266,240; no experts or routers.
WeightSplit weightSplit(const ModelSpec &m);

/// Output rows (out_features) of the decoder blocks' weight matrices, for formats with one scale per
/// row (weightformat.h WeightRows): q/k/v/o (MLA: q_a_proj, q_b_proj or q_proj, kv_a_proj_with_mqa,
/// kv_b_proj, o_proj), every FFN's gate, up (ff each) and down (hidden); expertRows the routed
/// experts' part. Routers are not counted (never quantized). {-1, -1} when derivedParameterCount(m)
/// is -1. Example, Llama-3.1-8B: 32 x (4096 + 1024 + 1024 + 4096 + 14336 + 14336 + 4096) = 1,376,256.
WeightRows weightRows(const ModelSpec &m);

/// The parts of weightSplit(m) in consecutive ranges of decoder layers: range i holds counts[i]
/// layers, the first range starts at layer 0 and each next one where the previous ended. Each part
/// has the linear, expert, router and per-layer norm/bias parameters of its layers; embeddingParams,
/// outputHeadParams and the final norm are 0 (llama.cpp's "input" and "output" layers are not
/// repeating layers). Parts that cover every layer, plus the embeddings, the LM head and the final
/// norm (hidden size), sum to weightSplit(m) class by class. Used to price the layers each GPU
/// holds under llama.cpp's --split-mode layer (layersplit.h). Empty when derivedParameterCount(m) is
/// -1, a count is negative or the counts add up to more than m.layers.
/// Example, Llama-3.1-70B (hidden 8192, 64 heads of 128, 8 KV heads, FFN 28672): one layer holds
/// q 8192 * 8192 + k, v 2 * 8192 * 1024 + o 8192 * 8192 + FFN 3 * 8192 * 28672 = 855,638,016 linear
/// and 2 * 8192 = 16,384 norm parameters.
std::vector<WeightSplit> weightSplitsOfLayers(const ModelSpec &m, const std::vector<int> &counts);

} // namespace headroom::fit
