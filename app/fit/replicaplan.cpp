// SPDX-License-Identifier: GPL-3.0-or-later
#include "fit/replicaplan.h"

#include <algorithm>
#include <climits>

// How a replica is split into parts (placement.h has the engines' rules):
//  - llama.cpp family: one part per GPU, holding that GPU's layers (placement.h assignLayers), the output
//    layer when it is that GPU's, and nothing of the experts when they stay on the CPU; the host holds the
//    token embeddings, the CPU layers with their KV cache and the CPU experts;
//  - engines that shard tensors: one part per pipeline stage and GPU kind, the stage's layers sharded over
//    tensorParallel GPUs; the first stage also holds the embeddings, the last the final norm and LM head.
// Each part is an EnginePlan of a scenario restricted to its layers (ModelSpec::layers and layerSpecs) with
// its exact tensor bytes (Scenario::tensors), so every engine rule (KV cells, compute buffer, vLLM's
// budget) applies to each GPU with its own memory.

namespace headroom::fit {

using checked::add;
using checked::Bytes;

struct ReplicaPlan::Part {
    Scenario scenario;
    std::unique_ptr<EnginePlan> plan;
    std::int64_t usable = 0;
};

namespace {

// Bytes of the given layers of `inventory`, without the routed experts when they stay on the CPU.
Bytes layerBytes(const TensorInventory &inventory, const std::vector<int> &layers, bool withoutExperts)
{
    Bytes sum = 0;
    for (const int il : layers) {
        const std::int64_t held =
            inventory.layers[std::size_t(il)] - (withoutExperts ? inventory.layerExperts[std::size_t(il)] : 0);
        sum = held < 0 ? std::nullopt : add(sum, held);
    }
    return sum;
}

// `s` restricted to `layers` (indices into s.model's layers), holding `tensors`, on `device` in a group of
// `tensorParallel` GPUs. A part without layers gets one layer without attention (no KV cache).
Scenario restricted(const Scenario &s, const std::vector<int> &layers, TensorInventory tensors, const Device &device,
                    int tensorParallel)
{
    Scenario sub = s;
    sub.placement = Placement{};
    sub.placement.expertParallel = s.placement.expertParallel;
    sub.hardware.gpuId = device.gpuId;
    sub.hardware.memoryBytes = device.memoryBytes;
    sub.hardware.speed = device.speed;
    sub.hardware.gpuCount = tensorParallel;
    sub.hardware.tensorParallel = tensorParallel;
    if (layers.empty()) {
        sub.model.layers = 1;
        sub.model.layerSpecs = {LayerSpec{AttentionKind::None, 0, false}};
        tensors.layers = {0};
        tensors.layerExperts = {0};
    } else {
        sub.model.layers = int(layers.size());
        if (!s.model.layerSpecs.empty()) {
            sub.model.layerSpecs.clear();
            for (const int il : layers)
                sub.model.layerSpecs.push_back(s.model.layerSpecs[std::size_t(il)]);
        }
    }
    sub.tensors = std::move(tensors);
    return sub;
}

} // namespace

ReplicaPlan::~ReplicaPlan() = default;

void ReplicaPlan::preparePart(const Scenario &s, const TensorInventory &inventory, const std::vector<int> &layers,
                              bool holdsInput, bool holdsOutput, const Device &device, int tensorParallel)
{
    const bool withoutExperts = s.placement.expertsOnCpu;
    TensorInventory mine;
    mine.exact = inventory.exact;
    for (const int il : layers) {
        mine.layers.push_back(inventory.layers[std::size_t(il)] -
                              (withoutExperts ? inventory.layerExperts[std::size_t(il)] : 0));
        mine.layerExperts.push_back(withoutExperts ? 0 : inventory.layerExperts[std::size_t(il)]);
    }
    if (holdsInput)
        mine.tokenEmbedding = inventory.tokenEmbedding;
    if (holdsOutput) {
        // A tied LM head is the embedding table: llama.cpp loads a TENSOR_DUPLICATED copy on the output
        // device, vLLM's last pipeline stage loads the embedding weights into its lm_head.
        mine.outputHead = inventory.tiedEmbeddings ? (holdsInput ? 0 : inventory.tokenEmbedding) : inventory.outputHead;
        mine.outputOther = inventory.outputOther;
    }
    auto part = std::make_unique<Part>();
    part->scenario = restricted(s, layers, std::move(mine), device, tensorParallel);
    part->plan = std::make_unique<EnginePlan>(part->scenario);
    part->usable = device.memoryBytes;
    m_ok = m_ok && part->plan->ok();
    m_parts.push_back(std::move(part));
}

ReplicaPlan::ReplicaPlan(const Scenario &s)
    : m_engine(s.engine.engine)
    , m_assignment(assignLayers(s))
    , m_devices(replicaDevices(s))
{
    const bool byLayer = splitsByLayer(m_engine);
    const bool simple = !byLayer && s.placement.pipelineParallel <= 1 && s.placement.devices.empty();
    if (!simple)
        m_inventory = tensorInventory(s);
    const TensorInventory &inventory = m_inventory;
    const bool placeable = inventory.layers.size() == std::size_t(std::max(0, s.model.layers)) &&
                           inventory.layerExperts.size() == inventory.layers.size() && totalBytes(inventory) >= 0 &&
                           !m_assignment.layerDevice.empty();
    if (simple || !placeable) {
        // One part: the scenario itself (an engine that shards tensors over identical GPUs, or a model whose
        // tensors cannot be listed from its architecture: EnginePlan then prices it from parameterCount and
        // counts every tensor on the GPU, as the estimates before placements did).
        auto part = std::make_unique<Part>();
        part->scenario = s;
        part->plan = std::make_unique<EnginePlan>(s);
        part->usable = s.hardware.memoryBytes;
        m_ok = part->plan->ok();
        m_parts.push_back(std::move(part));
        m_devicePart.assign(std::max<std::size_t>(1, m_devices.size()), 0);
        return;
    }

    const int devices = int(m_devices.size());
    auto layersOf = std::vector<std::vector<int>>(std::size_t(devices));
    std::vector<int> hostLayers;
    for (int il = 0; il < s.model.layers; ++il) {
        const int d = m_assignment.layerDevice[std::size_t(il)];
        (d < 0 ? hostLayers : layersOf[std::size_t(d)]).push_back(il);
    }

    if (byLayer) {
        for (int d = 0; d < devices; ++d) {
            preparePart(s, inventory, layersOf[std::size_t(d)], m_assignment.inputDevice == d,
                        m_assignment.outputDevice == d, m_devices[std::size_t(d)], 1);
            m_devicePart.push_back(d);
        }
    } else {
        // A stage's layers are listed under its first GPU; every GPU of the stage has its own part (kinds may
        // differ), sharding the stage over tensorParallel GPUs.
        const int tp = std::max(1, s.hardware.tensorParallel);
        for (int d = 0; d < devices; ++d) {
            const int first = d / tp * tp;
            const bool pipelined = s.placement.pipelineParallel > 1;
            if (!pipelined) {
                // Mixed GPUs without stages: every GPU holds 1/tp of the whole model.
                auto part = std::make_unique<Part>();
                part->scenario = restricted(s, {}, TensorInventory{}, m_devices[std::size_t(d)], tp);
                part->scenario.model = s.model;
                part->scenario.tensors = s.tensors;
                part->plan = std::make_unique<EnginePlan>(part->scenario);
                part->usable = m_devices[std::size_t(d)].memoryBytes;
                m_ok = m_ok && part->plan->ok();
                m_parts.push_back(std::move(part));
            } else {
                preparePart(s, inventory, layersOf[std::size_t(first)], m_assignment.inputDevice == first,
                            m_assignment.outputDevice == first, m_devices[std::size_t(d)], tp);
            }
            m_devicePart.push_back(d);
        }
    }

    // The host: the token embeddings (llama.cpp keeps the input layer on the CPU), the CPU layers and the
    // experts kept on the CPU, the output layer when it is not offloaded.
    if (byLayer) {
        Bytes weights = m_assignment.inputDevice < 0 ? Bytes(inventory.tokenEmbedding) : Bytes(0);
        weights = add(weights, layerBytes(inventory, hostLayers, false));
        if (s.placement.expertsOnCpu) {
            for (int il = 0; il < s.model.layers; ++il)
                if (m_assignment.layerDevice[std::size_t(il)] >= 0)
                    weights = add(weights, inventory.layerExperts[std::size_t(il)]);
        }
        if (m_assignment.outputDevice < 0)
            weights = add(weights, add(inventory.tiedEmbeddings ? 0 : inventory.outputHead, inventory.outputOther));
        m_hostWeights = weights;
        m_ok = m_ok && weights.has_value();
        if (!hostLayers.empty()) {
            TensorInventory none;
            for (std::size_t k = 0; k < hostLayers.size(); ++k) {
                none.layers.push_back(0);
                none.layerExperts.push_back(0);
            }
            Device host{"host", limits::kMaxMemoryBytes, DeviceSpeed{}};
            Scenario hostScenario = restricted(s, hostLayers, std::move(none), host, 1);
            m_host = std::make_unique<EnginePlan>(hostScenario);
        }
    }
}

const EnginePlan &ReplicaPlan::planOf(int device) const
{
    const std::size_t d = std::size_t(std::clamp(device, 0, std::max(0, deviceCount() - 1)));
    return *m_parts[std::size_t(m_devicePart.empty() ? 0 : m_devicePart[d])]->plan;
}

std::int64_t ReplicaPlan::usableOf(int device) const
{
    const std::size_t d = std::size_t(std::clamp(device, 0, std::max(0, deviceCount() - 1)));
    return m_parts[std::size_t(m_devicePart.empty() ? 0 : m_devicePart[d])]->usable;
}

std::vector<EnginePlan::Terms> ReplicaPlan::evaluateAll(std::int64_t context, std::int64_t concurrency) const
{
    std::vector<EnginePlan::Terms> partTerms;
    partTerms.reserve(m_parts.size());
    for (const auto &part : m_parts)
        partTerms.push_back(part->plan->evaluate(context, concurrency));
    std::vector<EnginePlan::Terms> out;
    out.reserve(m_devicePart.size());
    for (const int p : m_devicePart)
        out.push_back(partTerms[std::size_t(p)]);
    return out;
}

ReplicaPlan::Terms ReplicaPlan::evaluate(std::int64_t context, std::int64_t concurrency) const
{
    Terms out;
    bool chosen = false;
    bool chosenFits = true;
    std::int64_t chosenHeadroom = 0;
    out.allFit = true;
    for (std::size_t p = 0; p < m_parts.size(); ++p) {
        const Part &part = *m_parts[p];
        const EnginePlan::Terms terms = part.plan->evaluate(context, concurrency);
        Constraint broken = Constraint::None;
        const bool fits = part.plan->fits(terms, concurrency, &broken);
        const Bytes total = terms.total();
        // Unvalidated scenarios (the per-term functions) may hold any memory size: checked.
        const std::int64_t headroom = total ? checked::sub(part.usable, *total).value_or(LLONG_MIN) : LLONG_MIN;
        out.allFit = out.allFit && fits;
        // The binding GPU: a failing one before any that fits, then the least headroom; the first of equals.
        const bool better = !chosen || (!fits && chosenFits) || (fits == chosenFits && headroom < chosenHeadroom);
        if (!better)
            continue;
        chosen = true;
        chosenFits = fits;
        chosenHeadroom = headroom;
        static_cast<EnginePlan::Terms &>(out) = terms;
        out.usable = part.usable;
        out.broken = broken;
        out.device = int(std::find(m_devicePart.begin(), m_devicePart.end(), int(p)) - m_devicePart.begin());
    }
    if (out.device >= deviceCount())
        out.device = 0;
    out.hostWeights = m_hostWeights;
    out.hostKv = 0;
    if (m_host)
        out.hostKv = m_host->evaluate(context, concurrency).kv();
    return out;
}

bool ReplicaPlan::fits(const Terms &terms, std::int64_t, Constraint *broken) const
{
    if (broken)
        *broken = terms.allFit ? Constraint::None : terms.broken;
    return terms.allFit;
}

std::int64_t ReplicaPlan::maxConcurrency(std::int64_t context, Constraint *binding) const
{
    std::int64_t result = INT_MAX;
    Constraint constraint = Constraint::None;
    for (const auto &part : m_parts) {
        Constraint b = Constraint::None;
        const std::int64_t n = part->plan->maxConcurrency(context, &b);
        if (n < result || (n == result && constraint == Constraint::None)) {
            result = n;
            constraint = b;
        }
    }
    if (binding)
        *binding = constraint;
    return result;
}

std::int64_t ReplicaPlan::kvBytesPerToken() const
{
    std::int64_t most = 0;
    for (const auto &part : m_parts) {
        const std::int64_t b = part->plan->kvBytesPerToken();
        if (b < 0)
            return -1;
        most = std::max(most, b);
    }
    return most;
}

std::int64_t ReplicaPlan::vllmBlocks() const
{
    std::int64_t fewest = -1;
    for (const auto &part : m_parts)
        fewest = fewest < 0 ? part->plan->vllmBlocks() : std::min(fewest, part->plan->vllmBlocks());
    return std::max<std::int64_t>(0, fewest);
}

} // namespace headroom::fit
