// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Internal header of headroom_fit (not public API): the engine rules of one replica whose devices may
// hold different parts of the model (placement.h). A ReplicaPlan splits the scenario into parts, one
// EnginePlan per GPU holding its own layers, tensors and memory, plus the host (CPU RAM), and answers for
// the replica: it fits when every GPU fits; the binding GPU is the one with the least headroom. When
// nothing is placed (an engine that shards tensors over identical GPUs, default placement) it holds one
// part, the EnginePlan of the scenario itself, so the numbers are those of the single-plan model.

#include "fit/engineplan.h"
#include "fit/placement.h"

#include <cstdint>
#include <memory>
#include <vector>

namespace headroom::fit {

class ReplicaPlan
{
public:
    /// The terms of the binding GPU, with what the replica as a whole does.
    struct Terms : EnginePlan::Terms {
        int device = 0;                       ///< the binding GPU (index in the replica)
        std::int64_t usable = 0;              ///< its memory
        bool allFit = false;                  ///< every GPU fits
        Constraint broken = Constraint::None; ///< what breaks on the binding GPU when not allFit
        checked::Bytes hostWeights;           ///< weights in host memory (token embeddings, CPU layers, CPU experts)
        checked::Bytes hostKv;                ///< KV cache of the CPU layers
    };

    /// Prepares a scenario that validate() accepted.
    explicit ReplicaPlan(const Scenario &s);
    ReplicaPlan(const ReplicaPlan &) = delete;
    ReplicaPlan &operator=(const ReplicaPlan &) = delete;
    ~ReplicaPlan();

    bool ok() const { return m_ok; }
    Engine engine() const { return m_engine; }
    int deviceCount() const { return int(m_devicePart.size()); }

    /// The binding GPU's terms for `concurrency` sequences of `context` tokens.
    Terms evaluate(std::int64_t context, std::int64_t concurrency) const;
    /// The terms of every GPU of the replica, index = GPU.
    std::vector<EnginePlan::Terms> evaluateAll(std::int64_t context, std::int64_t concurrency) const;
    /// Whether every GPU fits (terms from evaluate()); `broken` receives the binding GPU's broken constraint.
    bool fits(const Terms &terms, std::int64_t concurrency, Constraint *broken) const;
    /// Largest concurrency that fits on every GPU: the smallest of the GPUs' answers.
    std::int64_t maxConcurrency(std::int64_t context, Constraint *binding) const;

    const LayerAssignment &assignment() const { return m_assignment; }
    /// The tensor inventory the parts were cut from (empty when the replica is one unplaced part).
    const TensorInventory &inventory() const { return m_inventory; }
    const std::vector<Device> &devices() const { return m_devices; }
    /// The EnginePlan that holds GPU `device`'s part.
    const EnginePlan &planOf(int device) const;
    std::int64_t usableOf(int device) const;
    /// Bytes per token of one sequence on the GPU whose KV grows fastest.
    std::int64_t kvBytesPerToken() const;
    /// vLLM: the pool size every worker agrees on (the smallest), and its tokens.
    std::int64_t vllmBlocks() const;

private:
    struct Part;
    void preparePart(const Scenario &s, const TensorInventory &inventory, const std::vector<int> &layers,
                     bool holdsInput, bool holdsOutput, const Device &device, int tensorParallel);

    bool m_ok = true;
    Engine m_engine = Engine::Generic;
    LayerAssignment m_assignment;
    TensorInventory m_inventory;
    std::vector<Device> m_devices;
    std::vector<std::unique_ptr<Part>> m_parts;
    std::vector<int> m_devicePart;      // GPU -> part
    std::unique_ptr<EnginePlan> m_host; // KV of the CPU layers; null when none
    checked::Bytes m_hostWeights = 0;
};

} // namespace headroom::fit
