// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// llama.cpp's `--split-mode layer` (the default split mode of llama.cpp, ik_llama.cpp and Ollama's
// llama.cpp runner, engine.h splitsByLayer): which decoder layers each GPU of a replica holds and the
// weight bytes that puts on each GPU. Pure C++20, no Qt, no I/O.
//
// Source: ggml-org/llama.cpp src/llama-model.cpp `llama_model::load_tensors` (stored commit
// 00342301d01a, read 2026-12-02):
//   splits[i]        = free memory of device i when --tensor-split is not given ("default split, by
//                      free memory"), then the running sum, divided by the total: split points;
//   i_gpu_start      = max(n_layer - n_gpu_layers, 0);
//   act_gpu_layers   = min(n_gpu_layers, n_layer + 1);
//   layer il -> device upper_bound(splits, splits + n_devices, float(il - i_gpu_start) / act_gpu_layers);
//   dev_input        = the CPU ("there is very little benefit to offloading the input layer, so always
//                      keep it on the CPU"): token_embd;
//   dev_output       = get_layer_buft_list(n_layer): the output layer (output_norm and output.weight, or
//                      a TENSOR_DUPLICATED copy of token_embd for tied embeddings) is placed like an
//                      (n_layer + 1)-th layer, so with every layer offloaded it lands on the last GPU.
// With every layer offloaded (-ngl >= n_layer + 1, the default n_gpu_layers 999) and t GPUs of equal
// free memory the split points are k / t, so layer il goes to GPU floor(il * t / (n_layer + 1)): the
// output layer takes one of the n_layer + 1 slots, on the last GPU. Not modelled: GPUs with different
// free memory (the split then follows free memory, or the --tensor-split the user gives; Ollama
// computes its own), float rounding of llama.cpp's split points at exact boundaries, partial offload.

#include "fit/fitmodel.h"

#include <cstdint>
#include <vector>

namespace headroom::fit {

/// Repeating layers on each of `devices` GPUs (index 0 = CUDA0) under --split-mode layer with every
/// layer offloaded and an even split: layer il (0-based) goes to GPU floor(il * devices / (layers + 1)).
/// The counts sum to `layers`; the last GPU also holds the output layer, which is why it holds fewer.
/// Examples: 80 layers over 2 GPUs {41, 39}, over 3 GPUs {27, 27, 26} (layer 27 / 81 = 1/3 is the first
/// on GPU1); 32 layers over 2 GPUs {17, 15}; more GPUs than layers + 1 leave some GPUs without a layer.
/// Empty when layers is outside 1..limits::kMaxLayers or devices outside 1..limits::kMaxGpus.
std::vector<int> layerSplit(int layers, int devices);

/// Weight bytes on each GPU of a layer-split replica (devices = Hardware::tensorParallel, layers as
/// layerSplit()), for the format f = weightFormatOf(s):
///  - every GPU but the last holds the weights of its repeating layers (weightSplitsOfLayers):
///    dense f: ceil(params * bits / 8); other formats: weightBytes(part, f), each tensor class at its
///    rate (weightformat.h tensorPrecisionPolicy);
///  - the last GPU holds everything else: its own layers, the output layer (LM head, final norm) and
///    the token embeddings. llama.cpp keeps token_embd in host memory (CPU_Mapped), but the
///    single-GPU estimate has always counted every tensor on the GPU, so the embeddings stay on the
///    GPU here too (a conservative vocab x hidden at the embedding rate). Dense: the rest of
///    parameterCount, ceil((parameterCount - other GPUs' parameters) * bits / 8), 0 when the other
///    GPUs already hold more; other formats: weightSplit(m) minus the other GPUs' parts, class by class.
/// One GPU therefore gives exactly the single-GPU weights (the first version's ceil(P * bits / 8)).
/// A dense format on a model whose architecture derivedParameterCount() cannot count falls back to the
/// even share ceil(P * bits / 8 / t) on every GPU. An entry is -1 when it does not fit in 64 bits;
/// the vector is empty when layerSplit() is, or for an invalid format.
/// Example, Llama-3.1-70B Q4_K_M over 3 GPUs: 13,855,816,468, 13,855,816,468 and 14,795,554,816 bytes
/// (tests/fit/tst_layersplit.cpp works them out).
std::vector<std::int64_t> layerSplitWeightBytes(const Scenario &s);

} // namespace headroom::fit
