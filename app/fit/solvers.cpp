// SPDX-License-Identifier: GPL-3.0-or-later
#include "fit/solvers.h"

#include "fit/replicaplan.h"

#include <algorithm>
#include <string>

namespace headroom::fit {

namespace {

template<typename T> Result<T> failed(Error error)
{
    return Result<T>::failure(std::move(error.field), std::move(error.message));
}

Result<Solution> overflowed()
{
    return Result<Solution>::failure("parameters", "The model is too large to compute its memory.");
}

// Largest context in [1, limit] at which `concurrency` sequences fit; the total is non-decreasing in
// the context for every engine, so a binary search is exact.
Solution largestContext(const ReplicaPlan &plan, std::int64_t concurrency, std::int64_t limit,
                        Constraint limitConstraint)
{
    Constraint broken = Constraint::None;
    if (!plan.fits(plan.evaluate(1, concurrency), concurrency, &broken))
        return {0, broken};
    if (plan.fits(plan.evaluate(limit, concurrency), concurrency, &broken))
        return {limit, limitConstraint};
    std::int64_t lo = 1;
    std::int64_t hi = limit; // fails
    while (hi - lo > 1) {
        const std::int64_t mid = lo + (hi - lo) / 2;
        if (plan.fits(plan.evaluate(mid, concurrency), concurrency, nullptr))
            lo = mid;
        else
            hi = mid;
    }
    plan.fits(plan.evaluate(hi, concurrency), concurrency, &broken);
    return {lo, broken};
}

} // namespace

Result<Solution> maxConcurrencyAt(const Scenario &s, std::int64_t contextTokens)
{
    Scenario probe = s;
    probe.workload.contextTokens = contextTokens;
    probe.workload.concurrency = 1;
    if (std::optional<Error> invalid = validate(probe))
        return failed<Solution>(std::move(*invalid));
    const ReplicaPlan plan(probe);
    if (!plan.ok())
        return overflowed();
    Solution solution;
    solution.value = plan.maxConcurrency(contextTokens, &solution.binding);
    return Result<Solution>::success(solution);
}

Result<Solution> maxContextAt(const Scenario &s, int concurrency)
{
    Scenario probe = s;
    probe.workload.contextTokens = 1;
    probe.workload.concurrency = concurrency;
    if (std::optional<Error> invalid = validate(probe))
        return failed<Solution>(std::move(*invalid));
    const ReplicaPlan plan(probe);
    if (!plan.ok())
        return overflowed();
    const bool published = s.model.maxContextTokens > 0;
    return Result<Solution>::success(largestContext(plan, concurrency,
                                                    published ? s.model.maxContextTokens : kContextSearchLimit,
                                                    published ? Constraint::ModelContext : Constraint::None));
}

Result<Solution> minGpus(const Scenario &s, int maxGpus)
{
    if (maxGpus < 1)
        return Result<Solution>::failure("maxGpus", "At least one GPU must be allowed.");
    if (maxGpus > limits::kMaxGpus)
        return Result<Solution>::failure("maxGpus",
                                         "At most " + std::to_string(limits::kMaxGpus) + " GPUs can be searched.");
    const bool byLayer = splitsByLayer(s.engine.engine);
    // Layer split: with t = layers + 1 every GPU holds one layer slot (layersplit.h), so larger counts
    // cannot help; the cap keeps the search at most limits::kMaxLayers + 1 plans.
    const int limit = byLayer && s.model.layers >= 1
                          ? int(std::min<std::int64_t>(maxGpus, std::int64_t{s.model.layers} + 1))
                          : maxGpus;
    for (int t = 1; t <= limit; ++t) {
        // validate() refuses a degree that does not divide the attention heads of an engine that shards
        // tensors; skip those without copying the scenario, so that only the divisors (at most a few
        // hundred) cost an EnginePlan. Layer-split engines accept every count.
        if (!byLayer && s.model.attentionHeads > 0 && s.model.attentionHeads % t != 0)
            continue;
        Scenario probe = s;
        probe.hardware.gpuCount = t * std::max(1, s.placement.pipelineParallel);
        probe.hardware.tensorParallel = t;
        probe.placement.devices.clear(); // t GPUs of the scenario's kind
        probe.placement.tensorSplit.clear();
        if (std::optional<Error> invalid = validate(probe)) {
            if (invalid->field == "tensorParallel")
                continue; // a degree the heads do not allow
            return failed<Solution>(std::move(*invalid));
        }
        const ReplicaPlan plan(probe);
        if (!plan.ok())
            return overflowed();
        const std::int64_t concurrency = probe.workload.concurrency;
        if (plan.fits(plan.evaluate(probe.workload.contextTokens, concurrency), concurrency, nullptr))
            return Result<Solution>::success(Solution{t, Constraint::None});
    }
    return Result<Solution>::success(Solution{0, Constraint::NoParallelism});
}

Result<Solution> kvTokenCapacity(const Scenario &s)
{
    Scenario probe = s;
    probe.workload.contextTokens = 1;
    probe.workload.concurrency = 1;
    probe.model.maxContextTokens = 0; // capacity is a memory question, not the model's limit
    if (std::optional<Error> invalid = validate(probe))
        return failed<Solution>(std::move(*invalid));
    const ReplicaPlan plan(probe);
    if (!plan.ok())
        return overflowed();
    if (s.engine.engine == Engine::Vllm) {
        Constraint broken = Constraint::None;
        const ReplicaPlan::Terms terms = plan.evaluate(1, 1);
        const bool fits = plan.fits(terms, 1, &broken);
        if (!fits && broken != Constraint::KvCacheBudget)
            return Result<Solution>::success(Solution{0, broken});
        return Result<Solution>::success(Solution{terms.tokensCapacity, Constraint::KvCacheBudget});
    }
    return Result<Solution>::success(largestContext(plan, 1, kContextSearchLimit, Constraint::None));
}

Result<std::vector<SweepPoint>> sweepContext(const Scenario &s, std::int64_t fromTokens, std::int64_t toTokens,
                                             int points)
{
    using Sweep = std::vector<SweepPoint>;
    if (points < 1)
        return Result<Sweep>::failure("points", "A sweep needs at least one point.");
    if (fromTokens < 1 || toTokens < fromTokens)
        return Result<Sweep>::failure("context", "The sweep must run from at least one token up to a longer context.");
    Scenario probe = s;
    probe.workload.contextTokens = toTokens;
    if (std::optional<Error> invalid = validate(probe))
        return failed<Sweep>(std::move(*invalid));
    const ReplicaPlan plan(probe);
    if (!plan.ok())
        return Result<Sweep>::failure("parameters", "The model is too large to compute its memory.");

    const std::int64_t concurrency = probe.workload.concurrency;
    const std::int64_t span = toTokens - fromTokens;
    Sweep sweep;
    sweep.reserve(std::size_t(points));
    for (int i = 0; i < points; ++i) {
        // from + span * i / (points - 1), without forming span * i (span may be near 2^63).
        const std::int64_t steps = points - 1;
        const std::int64_t context = steps == 0 ? fromTokens : fromTokens + span / steps * i + span % steps * i / steps;
        const ReplicaPlan::Terms terms = plan.evaluate(context, concurrency);
        const checked::Bytes kv = terms.kv();
        if (!terms.weights || !kv || !terms.activations || !terms.runtime || !terms.reserve || !terms.total())
            return Result<Sweep>::failure(
                "context", "The context length and concurrency are too large to compute the memory they need.");
        SweepPoint point;
        point.contextTokens = context;
        point.perDevice = {*terms.weights, *kv, *terms.activations, *terms.runtime, *terms.reserve};
        point.kvCacheByAttention = {*terms.kvFull, *terms.kvSliding, *terms.kvChunked, *terms.kvMla};
        point.fits = plan.fits(terms, concurrency, nullptr);
        sweep.push_back(point);
    }
    return Result<Sweep>::success(std::move(sweep));
}

} // namespace headroom::fit
