// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Internal header of the training fit model (training.cpp, trainingsolvers.cpp and the tests): the
// shapes of a model's parameter tensors, of its LoRA adapters, and the activation bytes one token
// leaves in one decoder layer. Pure C++20, no Qt. Every count is checked (checkedmath.h): std::nullopt
// means the model is invalid or a value does not fit in 64 bits.
//
// The tensors mirror derivedParameterCount() (fitmodel.h) and weightSplit() (weightsplit.h) module by
// module (transformers `modeling_llama.py`, `modeling_qwen3.py`, `modeling_deepseek_v3.py`,
// `modeling_mixtral.py`, `modeling_qwen2_moe.py`), so their element counts sum to
// derivedParameterCount(m).

#include "fit/checkedmath.h"
#include "fit/fitmodel.h"
#include "fit/trainingsettings.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace headroom::fit::training {

/// What a weight matrix is, for LoRA targeting: q/k/v/o projections (MLA: q_b_proj or q_proj is Q,
/// kv_b_proj is KV and is targeted by k or v), the gated FFN's gate/up/down (dense FFN, every routed
/// and every shared expert), and Other (MLA q_a_proj and kv_a_proj_with_mqa, MoE routers and Qwen2-MoE
/// shared_expert_gate), which LoRA targets never select.
enum class Role { Q, K, V, KV, O, Gate, Up, Down, Other };

/// Parameter tensors of one shape: `count` tensors of `elements` values each. `factoredValues` is what
/// Adafactor keeps for one of them: rows + columns for a matrix (its factored second moment), every
/// element for a vector (Shazeer & Stern 2018 §3; transformers `Adafactor._get_options`: factored when
/// the tensor has two or more dimensions).
struct TensorGroup {
    std::int64_t elements = 0;
    std::int64_t factoredValues = 0;
    std::int64_t count = 0;
};

/// The parameter tensors of a model (full fine-tune) or of its LoRA adapters, grouped by shape.
struct Tensors {
    std::vector<TensorGroup> groups;
    std::int64_t parameters = 0;     ///< sum of elements x count
    std::int64_t largestTensor = 0;  ///< elements of the largest single tensor
    std::int64_t largestLayer = 0;   ///< parameters of the largest decoder layer
    std::int64_t rootParameters = 0; ///< embeddings + LM head (0 when tied) + final norm
};

/// Every parameter tensor of `m`: per decoder layer the attention and FFN matrices, biases and norms,
/// then the embeddings, the LM head (untied) and the final norm. std::nullopt when
/// derivedParameterCount(m) is -1.
std::optional<Tensors> modelTensors(const ModelSpec &m);

/// The LoRA adapter tensors of rank r on `targets` (trainingsettings.h LoraTarget bits): for each
/// targeted matrix d_out x d_in, lora_A r x d_in and lora_B d_out x r (PEFT `lora.Linear`:
/// nn.Linear(in, r) and nn.Linear(r, out); Hu et al. 2021). largestLayer is the adapter parameters of
/// the largest layer; rootParameters is 0. std::nullopt for an invalid model, rank < 1, targets outside
/// kLoraAllTargets or overflow; parameters is 0 when no matrix of the model is targeted.
std::optional<Tensors> loraTensors(const ModelSpec &m, std::int64_t rank, unsigned targets);

/// How the activation term is counted (training.cpp documents each rule and its source).
struct ActivationRules {
    std::int64_t dtypeBytes = 2;  ///< B: 2 for bf16/fp16 activations, 4 for fp32
    bool frozenBase = false;      ///< LoRA/QLoRA: frozen linears keep no input
    unsigned targets = 0;         ///< LoRA targets (frozenBase only)
    std::int64_t rank = 0;        ///< LoRA rank (frozenBase only)
    bool attentionScores = false; ///< the s x s scores are stored (no flash attention, not selective)
    std::int64_t sequence = 0;    ///< tokens per sequence (for the score term)
};

/// Activation bytes one token leaves stored in decoder layer `layer` of `m` for the backward pass.
checked::Bytes layerActivationBytesPerToken(const ModelSpec &m, int layer, const ActivationRules &rules);

/// Activation bytes per token of the whole model under `checkpointing`: None and Selective sum every
/// layer (Selective without the score term), Full keeps B x h per layer (its input) plus the largest
/// layer's activations while it is recomputed; all three add the embedding output B x h.
checked::Bytes activationBytesPerToken(const ModelSpec &m, ActivationCheckpointing checkpointing,
                                       ActivationRules rules);

} // namespace headroom::fit::training
