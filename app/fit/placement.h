// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Where a model's tensors go: the devices of one replica (GPU kinds may differ, plus the host) and the
// engine's rule that assigns layers and tensors to them. Pure C++20, no Qt, no I/O; sizes are
// std::int64_t byte counts.
//
// Rules, each from the engine's own code:
//  - llama.cpp, ik_llama.cpp (src/llama-model.cpp `llama_model::load_tensors`, stored commit
//    00342301d01a, read 2026-12-02):
//      i_gpu_start = max(n_layer - n_gpu_layers, 0); act_gpu_layers = min(n_gpu_layers, n_layer + 1);
//      layer il < i_gpu_start, or il - i_gpu_start >= act_gpu_layers: the CPU;
//      else device upper_bound(splits, float(il - i_gpu_start) / act_gpu_layers), where splits are the
//      running sums of --tensor-split (default: each device's free memory) divided by their total;
//      the input layer (token_embd) always on the CPU; the output layer (output_norm, output.weight or a
//      TENSOR_DUPLICATED copy of token_embd for tied embeddings) placed like layer il = n_layer, so it
//      is on the CPU unless n_gpu_layers > n_layer; a layer's KV cache on its layer's device
//      (src/llama-kv-cache.cpp, offload_kqv default true);
//      `-ot exps=CPU` / `--cpu-moe` (common/arg.cpp, "\\.ffn_(up|down|gate)_exps" -> CPU): the routed
//      experts of every layer in host memory, the rest of the layer on its device.
//  - Ollama (llm/memory.go `EstimateGPULayers`, v0.5-0.6): layer i goes to gpusWithSpace[i % j] among
//    the j GPUs that still have room, the output layer to gpusWithSpace[n_layer % j]; those counts become
//    llama.cpp's --tensor-split (80 layers over 3 GPUs: 27, 27, 27, so llama.cpp places 27, 27, 26 + the
//    output). num_gpu is Ollama's --n-gpu-layers; its vendored llama.cpp keeps the pre-#18148 rule.
//  - vLLM pipeline parallel (vllm/distributed/utils.py `get_pp_indices`): num_layers // pp layers per
//    stage, the remainder one each to the stages before the last, counting back from the second-to-last;
//    the first stage holds embed_tokens, the last the final norm and lm_head (a tied lm_head loads the
//    embedding weights, so the last stage holds a copy); each stage shards its tensors over tp GPUs.
//    vLLM sizes one KV pool for all workers: num_blocks is the smallest any worker can hold
//    (vllm/v1/core/kv_cache_utils.py `get_kv_cache_configs`).
//  - vLLM expert parallel (--enable-expert-parallel; vllm/model_executor/layers/fused_moe/layer.py
//    `determine_expert_map`): each of the ep = tp x dp GPUs holds E // ep whole experts, the first
//    E % ep GPUs one more, instead of 1/tp of every expert.

#include "fit/fitmodel.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace headroom::fit {

/// Sum of every tensor; -1 when it does not fit in 64 bits or a field is negative.
std::int64_t totalBytes(const TensorInventory &t);

/// The inventory of a scenario: Scenario::tensors when set, else derived from the model and weightFormatOf(s)
/// layer by layer (weightsplit.h weightSplitsOfLayers with one layer per part, weightBytes of each part;
/// experts priced on their own). For a dense format the published parameterCount decides the total as in
/// the first version: outputOther takes ceil(P x bits / 8) minus everything else (never below the final
/// norm's bytes). Empty `layers` (and every field 0) when the format is invalid or the architecture cannot
/// be derived.
TensorInventory tensorInventory(const Scenario &s);

/// Whether a placement asks for anything beyond the default.
bool isDefault(const Placement &p);

/// Where `s`'s tensors go, device by device. `layerDevice[il]` is the device of decoder layer il
/// (-1 = the host); `outputDevice` that of the output layer (-1 = the host). Devices are those of one
/// replica in order (Placement::devices, else tensorParallel x pipelineParallel copies of Hardware).
struct LayerAssignment {
    std::vector<int> layerDevice;
    int outputDevice = -1;
    int inputDevice = -1; ///< the token embeddings (llama.cpp: always the host)
    /// Repeating layers per device (index = device); host layers in hostLayers.
    std::vector<int> layersPerDevice;
    int hostLayers = 0;
};

/// The assignment the engine of `s` makes (rules at the top of this file). Engines that shard tensors
/// assign each pipeline stage's layers to all tensorParallel GPUs of that stage: layerDevice holds the
/// stage's first GPU. Empty layerDevice when the model has no layers or the placement is invalid.
LayerAssignment assignLayers(const Scenario &s);

/// Checks a placement against its scenario; std::nullopt when it is usable. Error fields:
/// "devices" (a device without memory, more than limits::kMaxGpus), "tensorSplit" (wrong count, a
/// negative or non-finite value, all zero, or set for an engine that shards tensors), "gpuLayers"
/// (negative, or set for an engine that shards tensors), "expertsOnCpu" (a dense model, or an engine
/// that shards tensors), "pipelineParallel" (below 1, more stages than layers, not dividing the GPUs of
/// a replica, or an engine other than vLLM), "expertParallel" (a dense model or an engine other than
/// vLLM).
std::optional<Error> validatePlacement(const Scenario &s);

/// The GPUs of one replica of `s`: Placement::devices, else tensorParallel x pipelineParallel copies of
/// the Hardware GPU.
std::vector<Device> replicaDevices(const Scenario &s);

} // namespace headroom::fit
