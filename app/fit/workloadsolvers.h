// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Solvers for the training and image-generation workloads (issue 11 item 7): the largest value of one
// knob that still fits, with the term that stops it. Each runs estimate() on copies of the scenario
// (EstimateDetail::Numbers) and searches monotonically (binary search where the memory grows with the
// knob). Pure C++20, no Qt.

#include "fit/fitmodel.h"

#include <cstdint>
#include <optional>

namespace headroom::fit {

/// A solver's answer. `value` is the largest knob value that fits (0: not even the smallest fits);
/// `binding` is the segment that stops it: the largest segment that grows with the knob at value + 1
/// (activations for micro-batch and sequence length, the VAE decode or denoiser activations for
/// diffusion), or the largest segment at the smallest value when even that does not fit. `bindingBytes`
/// is that segment's bytes at the first value that does not fit.
struct WorkloadSolution {
    std::int64_t value = 0;
    Segment binding = Segment::Weights;
    std::int64_t bindingBytes = 0;
};

/// Training (s.kind full-finetune / lora / qlora): the largest micro-batch (1 ... 65,536) at the
/// scenario's sequence length. nullopt when the scenario is not a valid training scenario.
std::optional<WorkloadSolution> maxMicroBatch(const Scenario &s);
/// Training: the longest sequence (tokens, 1 ... the model's max_position_embeddings, or 2^24 when it has
/// none) at the scenario's micro-batch.
std::optional<WorkloadSolution> maxSequenceLength(const Scenario &s);
/// Training: the fewest GPUs (1 ... maxGpus) of the scenario's kind for its sharding strategy; value 0 when
/// none up to maxGpus fits (DDP and NO_SHARD never fit more by adding GPUs). For FsdpHybrid the shard
/// group is min(8, GPUs) unless the scenario sets it.
std::optional<WorkloadSolution> minGpusForSharding(const Scenario &s, int maxGpus = 64);

/// Diffusion: the largest square image side in pixels (multiples of the model's pixel step, 64 ... 16,384)
/// at the scenario's batch.
std::optional<WorkloadSolution> maxImageSide(const Scenario &s);
/// Diffusion: the most images per batch (1 ... 1,024) at the scenario's resolution.
std::optional<WorkloadSolution> maxImages(const Scenario &s);

} // namespace headroom::fit
