// SPDX-License-Identifier: GPL-3.0-or-later
// The training solvers of workloadsolvers.h: the largest micro-batch, the longest sequence and the
// fewest GPUs that fit, each by running estimate(..., EstimateDetail::Numbers) on copies of the scenario.
// Memory grows with the micro-batch and the sequence (activations and logits are linear in both, the
// stored attention scores without flash attention quadratic in the sequence), so both are binary
// searches. Per-GPU memory of a sharding strategy never grows with the GPU count (the sharded terms are
// ceil(x / N), the buffers do not depend on N); DDP adds its gradient buckets from two GPUs on and
// NO_SHARD divides nothing, so for them only one GPU can be the answer.
#include "fit/workloadsolvers.h"

#include <algorithm>
#include <functional>

namespace headroom::fit {

namespace {

// The segments of a training estimate, and which of them grow with the micro-batch and sequence.
constexpr Segment kTrainingSegments[] = {Segment::Weights,        Segment::MasterWeights,   Segment::Gradients,
                                         Segment::OptimizerState, Segment::LoraAdapters,    Segment::Activations,
                                         Segment::Logits,         Segment::ShardingBuffers, Segment::Runtime};

bool growsWithTokens(Segment s)
{
    return s == Segment::Activations || s == Segment::Logits;
}

// The largest segment of `e` among those `pick` accepts; Weights with 0 bytes when none has bytes.
WorkloadSolution largestSegment(const Estimate &e, const std::function<bool(Segment)> &pick)
{
    WorkloadSolution out;
    for (const Segment s : kTrainingSegments) {
        const std::int64_t bytes = segmentValue(e, s);
        if (pick(s) && bytes > out.bindingBytes) {
            out.binding = s;
            out.bindingBytes = bytes;
        }
    }
    return out;
}

// The estimate of `s` with one knob changed by `apply`; nullopt when it is invalid or overflows.
std::optional<Estimate> estimateWith(const Scenario &s, std::int64_t value,
                                     const std::function<void(Scenario &, std::int64_t)> &apply)
{
    Scenario copy = s;
    apply(copy, value);
    Result<Estimate> r = estimate(copy, EstimateDetail::Numbers);
    if (!r.ok())
        return std::nullopt;
    return std::move(*r.value);
}

// The largest value in [1, limit] whose estimate fits, memory growing with the value. nullopt when the
// scenario is not a valid training scenario at value 1.
std::optional<WorkloadSolution> largestFitting(const Scenario &s, std::int64_t limit,
                                               const std::function<void(Scenario &, std::int64_t)> &apply)
{
    if (!isTraining(s.kind) || limit < 1)
        return std::nullopt;
    const std::optional<Estimate> first = estimateWith(s, 1, apply);
    if (!first)
        return std::nullopt;
    if (!first->fits) // even the smallest value does not fit: the largest term at it binds
        return largestSegment(*first, [](Segment) { return true; });
    std::int64_t lo = 1;         // fits
    std::int64_t hi = limit + 1; // first value that does not fit, or past the limit
    while (hi - lo > 1) {
        const std::int64_t mid = lo + (hi - lo) / 2;
        const std::optional<Estimate> e = estimateWith(s, mid, apply);
        if (e && e->fits)
            lo = mid;
        else
            hi = mid;
    }
    WorkloadSolution out;
    if (const std::optional<Estimate> next = estimateWith(s, lo + 1, apply))
        out = largestSegment(*next, growsWithTokens);
    else
        out.binding = Segment::Activations; // the next value overflows or leaves the model's range
    out.value = lo;
    return out;
}

} // namespace

std::optional<WorkloadSolution> maxMicroBatch(const Scenario &s)
{
    return largestFitting(s, 65536, [](Scenario &c, std::int64_t v) { c.training.microBatch = static_cast<int>(v); });
}

std::optional<WorkloadSolution> maxSequenceLength(const Scenario &s)
{
    const std::int64_t limit = s.model.maxContextTokens > 0 ? s.model.maxContextTokens : std::int64_t{1} << 24;
    return largestFitting(s, limit, [](Scenario &c, std::int64_t v) { c.workload.contextTokens = v; });
}

// The fewest GPUs (1 ... maxGpus) for the scenario's sharding. The binding segment is the largest one at
// the largest GPU count that does not fit (value - 1), at maxGpus when none fits, or at one GPU when
// one GPU fits (nothing stops it then; the largest segment is reported).
std::optional<WorkloadSolution> minGpusForSharding(const Scenario &s, int maxGpus)
{
    if (!isTraining(s.kind) || maxGpus < 1 || maxGpus > limits::kMaxGpus)
        return std::nullopt;
    const Sharding sharding = s.training.sharding;
    const int group = s.training.shardGroup;
    const auto apply = [group](Scenario &c, std::int64_t v) {
        c.hardware.gpuCount = static_cast<int>(v);
        if (c.training.sharding == Sharding::FsdpHybrid && group == 0)
            c.training.shardGroup = std::min(8, static_cast<int>(v));
    };
    const auto all = [](Segment) {
        return true;
    };
    // A fixed shard group: only its multiples are valid, and all of them hold the same per GPU.
    const std::int64_t first = sharding == Sharding::FsdpHybrid && group > 0 ? group : 1;
    const std::optional<Estimate> one = estimateWith(s, first, apply);
    if (!one)
        return std::nullopt;
    if (first > maxGpus) // the fixed group alone needs more GPUs than allowed
        return largestSegment(*one, all);
    if (one->fits) {
        WorkloadSolution out = largestSegment(*one, all);
        out.value = first;
        return out;
    }
    const bool shrinks = sharding != Sharding::Ddp && sharding != Sharding::FsdpNoShard &&
                         !(sharding == Sharding::FsdpHybrid && group > 0);
    const std::optional<Estimate> most = shrinks ? estimateWith(s, maxGpus, apply) : std::nullopt;
    if (!most || !most->fits)
        return largestSegment(most ? *most : *one, all); // value 0
    std::int64_t lo = 1;                                 // does not fit
    std::int64_t hi = maxGpus;                           // fits
    while (hi - lo > 1) {
        const std::int64_t mid = lo + (hi - lo) / 2;
        const std::optional<Estimate> e = estimateWith(s, mid, apply);
        if (e && e->fits)
            hi = mid;
        else
            lo = mid;
    }
    const std::optional<Estimate> below = estimateWith(s, lo, apply);
    WorkloadSolution out = below ? largestSegment(*below, all) : WorkloadSolution{};
    out.value = hi;
    return out;
}

} // namespace headroom::fit
