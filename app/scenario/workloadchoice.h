// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The rules of resolve() (choice.h) for the training kinds and image generation, kept apart from the
// inference rules in choice.cpp. Internal to headroom_scenario: the front ends call resolve().

#include <scenario/choice.h>

namespace headroom::scenario::detail {

/// Refuses a knob of another workload kind: a training knob for inference or diffusion, a LoRA knob for a
/// full fine-tune, a diffusion knob for an LLM workload, an inference engine knob (vLLM, llama.cpp) or
/// another engine than generic for training and diffusion, GPUs per replica above 1 for them.
bool checkWorkloadKnobs(const Choice &c, fit::WorkloadKind kind, ChoiceError &error);

/// Training: the weight format rule (full fine-tune and LoRA train or freeze dense fp32/bf16/fp16 weights;
/// QLoRA freezes NF4, default without double quantization), one GPU per replica, the knobs into
/// fit::TrainingSettings. Expects the model, the GPUs and Resolved::weightFormat to be resolved.
bool resolveTraining(const Choice &c, Resolved &r, ChoiceError &error);

/// Diffusion: the pipeline preset (an LLM or an imported config.json is refused), the denoiser's weights
/// (chosen; else fp16 for a UNet, bf16 for a DiT, as the diffusers examples load them; llama.cpp file types
/// are refused) and the knobs into fit::DiffusionSettings. Expects the GPUs to be resolved.
bool resolveDiffusion(const Choice &c, const catalog::Catalog &catalog, Resolved &r, ChoiceError &error);

} // namespace headroom::scenario::detail
