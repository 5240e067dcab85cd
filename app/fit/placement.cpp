// SPDX-License-Identifier: GPL-3.0-or-later
#include "fit/placement.h"

#include "fit/checkedmath.h"
#include "fit/weightsplit.h"

#include <algorithm>
#include <cmath>

// The rules and their sources are in placement.h.

namespace headroom::fit {

using checked::add;
using checked::Bytes;
using checked::ceilDiv;
using checked::mul;
using checked::orMinusOne;
using checked::sub;

namespace {

Error placementError(std::string field, std::string message)
{
    return Error{std::move(field), std::move(message)};
}

// Bytes of the parameters of `part` at the format's rates (weightformat.h weightBytes), or the dense rate
// ceil(params x bits / 8) for a dense format.
std::int64_t partBytes(const WeightSplit &part, const WeightFormat &f, const Rational &denseBits)
{
    if (f.kind == WeightFormatKind::Dense)
        return orMinusOne(ceilDiv(mul(totalParams(part), denseBits.num), 8));
    return weightBytes(part, f);
}

// The llama.cpp family's split points: running sums of the proportions divided by their total, in float as
// llama.cpp computes them (src/llama-model.cpp `load_tensors`).
std::vector<float> splitPoints(const Scenario &s, const std::vector<Device> &devices)
{
    std::vector<float> splits(devices.size(), 0.0f);
    const std::vector<double> &given = s.placement.tensorSplit;
    const bool allZero = std::all_of(given.begin(), given.end(), [](double x) { return x == 0.0; });
    if (s.engine.engine == Engine::Ollama && given.empty()) {
        // Ollama passes the layer counts of EstimateGPULayers as the tensor split: layer i to GPU i % n
        // when every GPU has room, then the output layer to GPU n_layer % n (gpusWithSpace[layerCount % j]).
        const int n = int(devices.size());
        for (int il = 0; il < s.model.layers; ++il)
            splits[std::size_t(il % n)] += 1.0f;
        splits[std::size_t(s.model.layers % n)] += 1.0f;
    } else if (given.size() == devices.size() && !allZero) {
        for (std::size_t i = 0; i < devices.size(); ++i)
            splits[i] = float(given[i]);
    } else {
        // "default split, by free memory": what the driver reports free once the CUDA context exists.
        for (std::size_t i = 0; i < devices.size(); ++i)
            splits[i] = devices[i].memoryBytes > kRuntimeOverheadBytes
                            ? float(devices[i].memoryBytes - kRuntimeOverheadBytes)
                            : 0.0f; // unvalidated scenarios may hold any memory size
    }
    float sum = 0.0f;
    for (float &x : splits) {
        sum += x;
        x = sum;
    }
    for (float &x : splits)
        x = sum > 0.0f ? x / sum : 1.0f;
    return splits;
}

void assignByLayerSplit(const Scenario &s, const std::vector<Device> &devices, LayerAssignment &a)
{
    const int layers = s.model.layers;
    const int ngl = s.placement.gpuLayers.value_or(999); // llama_model_default_params: 999 = all
    // Since PR #18148 (2025-12-17) the output layer is offloaded first: i_gpu_start = n_layer + 1 - ngl.
    // Before it: n_layer - ngl, so the output layer stayed on the CPU unless ngl > n_layer.
    const int start = s.engine.llamaOutputLayerFirst ? std::max(layers + 1 - ngl, 0) : std::max(layers - ngl, 0);
    const int active = devices.empty() ? 0 : std::min(ngl, layers + 1);
    const std::vector<float> splits = splitPoints(s, devices);
    const auto deviceOf = [&](int il) {
        if (il < start || il - start >= active)
            return -1;
        const float point = float(il - start) / float(active);
        const auto it = std::upper_bound(splits.begin(), splits.end(), point);
        return std::min(int(it - splits.begin()), int(devices.size()) - 1);
    };
    for (int il = 0; il < layers; ++il)
        a.layerDevice.push_back(deviceOf(il));
    a.outputDevice = deviceOf(layers);
    a.inputDevice = -1; // "there is very little benefit to offloading the input layer, so always keep it on the CPU"
}

void assignByStages(const Scenario &s, LayerAssignment &a)
{
    const int layers = s.model.layers;
    const int pp = std::max(1, s.placement.pipelineParallel);
    const int tp = std::max(1, s.hardware.tensorParallel);
    // vllm/distributed/utils.py get_pp_indices: layers // pp each, the remainder one each to the stages
    // before the last, starting from the second-to-last.
    std::vector<int> partitions(std::size_t(pp), layers / pp);
    const int remaining = layers % pp;
    for (int i = 2; i < remaining + 2; ++i) // remaining < pp, so pp - i >= 0
        ++partitions[std::size_t(pp - i)];
    for (int stage = 0; stage < pp; ++stage)
        for (int k = 0; k < partitions[std::size_t(stage)]; ++k)
            a.layerDevice.push_back(stage * tp);
    a.outputDevice = (pp - 1) * tp;
    a.inputDevice = 0;
}

} // namespace

std::int64_t totalBytes(const TensorInventory &t)
{
    Bytes sum = 0;
    for (const std::int64_t b : {t.tokenEmbedding, t.outputHead, t.outputOther})
        sum = b < 0 ? std::nullopt : add(sum, b);
    for (const std::int64_t b : t.layers)
        sum = b < 0 ? std::nullopt : add(sum, b);
    return orMinusOne(sum);
}

TensorInventory tensorInventory(const Scenario &s)
{
    if (s.tensors)
        return *s.tensors;
    const ModelSpec &m = s.model;
    const WeightFormat f = weightFormatOf(s);
    TensorInventory out;
    out.tiedEmbeddings = m.tiedEmbeddings;
    if (!isValid(f) || m.layers < 1 || m.layers > limits::kMaxLayers)
        return out;
    const Rational denseBits = linearBitsPerWeight(f);
    if (f.kind == WeightFormatKind::Dense && denseBits.den != 1)
        return out;
    const WeightSplit whole = weightSplit(m);
    const std::vector<WeightSplit> parts = weightSplitsOfLayers(m, std::vector<int>(std::size_t(m.layers), 1));
    if (totalParams(whole) < 0 || parts.size() != std::size_t(m.layers))
        return out;
    for (const WeightSplit &part : parts) {
        WeightSplit experts;
        experts.linearParams = part.expertParams;
        experts.expertParams = part.expertParams;
        out.layers.push_back(partBytes(part, f, denseBits));
        out.layerExperts.push_back(part.expertParams > 0 ? partBytes(experts, f, denseBits) : 0);
    }
    // The token embeddings alone, at the rate the format gives them (the tied rate when there is no head).
    WeightSplit head;
    head.outputHeadParams = whole.outputHeadParams;
    WeightSplit embeddingAndHead = head;
    embeddingAndHead.embeddingParams = whole.embeddingParams;
    const std::int64_t both = partBytes(embeddingAndHead, f, denseBits);
    out.outputHead = whole.outputHeadParams > 0 ? partBytes(head, f, denseBits) : 0;
    out.tokenEmbedding = both < 0 || out.outputHead < 0 ? -1 : both - out.outputHead;
    // The rest: the parameters outside the layers, embeddings and head (the final norm), class by class. For
    // a dense format the published parameterCount decides the total, as in the first version:
    // ceil(P x bits / 8) minus everything else (never below the final norm's bytes).
    WeightSplit rest = whole;
    rest.embeddingParams = 0;
    rest.outputHeadParams = 0;
    for (const WeightSplit &part : parts) {
        rest.linearParams -= part.linearParams;
        rest.expertParams -= part.expertParams;
        rest.normParams -= part.normParams;
        rest.routerParams -= part.routerParams;
    }
    out.outputOther = partBytes(rest, f, denseBits);
    const std::int64_t counted = totalBytes(out);
    if (f.kind == WeightFormatKind::Dense && counted >= 0) {
        const std::int64_t published = orMinusOne(ceilDiv(mul(m.parameterCount, denseBits.num), 8));
        if (published > counted)
            out.outputOther += published - counted;
    }
    if (counted < 0 || out.outputOther < 0 || out.tokenEmbedding < 0) {
        out.layers.clear();
        out.layerExperts.clear();
        out.tokenEmbedding = out.outputHead = out.outputOther = 0;
    }
    return out;
}

bool isDefault(const Placement &p)
{
    return p == Placement{};
}

std::vector<Device> replicaDevices(const Scenario &s)
{
    if (!s.placement.devices.empty())
        return s.placement.devices;
    const int tp = std::clamp(s.hardware.tensorParallel, 1, limits::kMaxGpus);
    const int pp = std::clamp(s.placement.pipelineParallel, 1, limits::kMaxLayers);
    const std::int64_t n = std::min<std::int64_t>(std::int64_t(tp) * pp, limits::kMaxGpus);
    return std::vector<Device>(std::size_t(n), Device{s.hardware.gpuId, s.hardware.memoryBytes, s.hardware.speed});
}

LayerAssignment assignLayers(const Scenario &s)
{
    LayerAssignment a;
    if (s.model.layers < 1 || s.model.layers > limits::kMaxLayers || validatePlacement(s))
        return a;
    const std::vector<Device> devices = replicaDevices(s);
    if (splitsByLayer(s.engine.engine))
        assignByLayerSplit(s, devices, a);
    else
        assignByStages(s, a);
    a.layersPerDevice.assign(devices.size(), 0);
    for (const int d : a.layerDevice) {
        if (d < 0)
            ++a.hostLayers;
        else
            ++a.layersPerDevice[std::size_t(d)];
    }
    return a;
}

std::optional<Error> validatePlacement(const Scenario &s)
{
    const Placement &p = s.placement;
    const bool byLayer = splitsByLayer(s.engine.engine);
    const bool moe = s.model.experts > 0;
    if (p.devices.size() > std::size_t(limits::kMaxGpus))
        return placementError("devices",
                              "At most " + std::to_string(limits::kMaxGpus) + " devices can hold a replica.");
    for (std::size_t i = 0; i < p.devices.size(); ++i) {
        const Device &d = p.devices[i];
        if (d.memoryBytes < 1 || d.memoryBytes > limits::kMaxMemoryBytes)
            return placementError("devices", "Device " + std::to_string(i) + " (" + d.gpuId +
                                                 ") needs a memory size between 1 byte and 1 PiB.");
    }
    if (!p.tensorSplit.empty()) {
        if (!byLayer)
            return placementError("tensorSplit", "A tensor split applies to llama.cpp, ik_llama.cpp and Ollama, "
                                                 "which split the model by layer.");
        const std::size_t devices =
            p.devices.empty() ? std::size_t(std::max(1, s.hardware.tensorParallel)) : p.devices.size();
        if (p.tensorSplit.size() != devices)
            return placementError("tensorSplit", "The tensor split has " + std::to_string(p.tensorSplit.size()) +
                                                     " proportions for " + std::to_string(devices) + " GPUs.");
        bool positive = false;
        for (const double x : p.tensorSplit) {
            if (!std::isfinite(x) || x < 0.0 || x > 1e12)
                return placementError("tensorSplit", "Each tensor split proportion must be a number from 0 to 10^12.");
            positive = positive || x > 0.0;
        }
        if (!positive)
            return placementError("tensorSplit", "At least one tensor split proportion must be above 0.");
    }
    if (p.gpuLayers) {
        if (!byLayer)
            return placementError("gpuLayers", "--n-gpu-layers applies to llama.cpp, ik_llama.cpp and Ollama; vLLM "
                                               "and Transformers keep every layer on the GPUs.");
        if (*p.gpuLayers < 0)
            return placementError("gpuLayers", "The number of GPU layers cannot be negative.");
    }
    if (p.expertsOnCpu && !byLayer)
        return placementError("expertsOnCpu", "Experts on the CPU (-ot exps=CPU) apply to llama.cpp, ik_llama.cpp "
                                              "and Ollama.");
    if (p.expertsOnCpu && !moe)
        return placementError("expertsOnCpu", "Experts on the CPU need a mixture-of-experts model; " +
                                                  s.model.displayName + " is dense.");
    if (p.pipelineParallel < 1 || p.pipelineParallel > limits::kMaxLayers)
        return placementError("pipelineParallel", "The pipeline-parallel size must be at least 1.");
    if (p.pipelineParallel > 1) {
        if (s.engine.engine != Engine::Vllm)
            return placementError("pipelineParallel",
                                  "Pipeline parallelism (--pipeline-parallel-size) is a vLLM option; llama.cpp, "
                                  "ik_llama.cpp and Ollama split layers over the GPUs already.");
        if (p.pipelineParallel > s.model.layers)
            return placementError("pipelineParallel", "The pipeline-parallel size (" +
                                                          std::to_string(p.pipelineParallel) +
                                                          ") is larger than the number of layers (" +
                                                          std::to_string(s.model.layers) + ").");
        const std::int64_t perReplica = std::int64_t(s.hardware.tensorParallel) * p.pipelineParallel;
        if (p.devices.empty() && (perReplica > s.hardware.gpuCount || s.hardware.gpuCount % perReplica != 0))
            return placementError("pipelineParallel", "Tensor parallel x pipeline parallel (" +
                                                          std::to_string(perReplica) +
                                                          ") must divide the number of GPUs (" +
                                                          std::to_string(s.hardware.gpuCount) + ").");
    }
    if (!p.devices.empty() && !byLayer &&
        p.devices.size() != std::size_t(s.hardware.tensorParallel) * std::size_t(p.pipelineParallel))
        return placementError("devices",
                              "vLLM and Transformers need tensor parallel x pipeline parallel devices (" +
                                  std::to_string(std::int64_t(s.hardware.tensorParallel) * p.pipelineParallel) +
                                  "), not " + std::to_string(p.devices.size()) + ".");
    if (p.expertParallel && s.engine.engine != Engine::Vllm)
        return placementError("expertParallel", "Expert parallelism (--enable-expert-parallel) is a vLLM option.");
    if (p.expertParallel && !moe)
        return placementError("expertParallel", "Expert parallelism needs a mixture-of-experts model; " +
                                                    s.model.displayName + " is dense.");
    if (s.tensors && s.tensors->layers.size() != std::size_t(std::max(0, s.model.layers)))
        return placementError("tensors", "The model file lists tensors for " +
                                             std::to_string(s.tensors->layers.size()) + " layers but the model has " +
                                             std::to_string(s.model.layers) + ".");
    return std::nullopt;
}

} // namespace headroom::fit
