// SPDX-License-Identifier: GPL-3.0-or-later
#include <cli/fitreport.h>

namespace headroom::cli {

namespace {

std::optional<fit::Solution> solved(const fit::Result<fit::Solution> &result)
{
    return result.ok() ? result.value : std::nullopt;
}

} // namespace

std::optional<FitReport> FitReport::compute(ScenarioChoice choice, CommandError *error)
{
    const fit::Scenario &s = choice.scenario;
    fit::Result<fit::Estimate> result = fit::estimate(s);
    if (!result.ok()) {
        if (error)
            *error = CommandError::usage(result.error ? fromStd(result.error->message) : tr("invalid scenario"));
        return std::nullopt;
    }
    FitReport report;
    report.estimate = std::move(*result.value);
    report.maxContext = solved(fit::maxContextAt(s, s.workload.concurrency));
    report.minGpus = solved(fit::minGpus(s, kMinGpusSearchLimit));
    report.kvTokens = solved(fit::kvTokenCapacity(s));
    report.choice = std::move(choice);
    return report;
}

QString FitReport::constraintText(fit::Constraint c)
{
    switch (c) {
    case fit::Constraint::None:
        return tr("nothing");
    case fit::Constraint::GpuMemory:
        return tr("GPU memory");
    case fit::Constraint::KvCacheBudget:
        return tr("vLLM's KV cache pool");
    case fit::Constraint::EngineBudget:
        return tr("vLLM's memory budget (GPU memory × gpu_memory_utilization)");
    case fit::Constraint::EngineReserve:
        return tr("vLLM's reserve (GPU memory × (1 − gpu_memory_utilization))");
    case fit::Constraint::SchedulerLimit:
        return tr("vLLM's max_num_seqs");
    case fit::Constraint::ModelContext:
        return tr("the model's maximum context");
    case fit::Constraint::NoParallelism:
        return tr("no tensor-parallel degree that fits");
    }
    return QString();
}

} // namespace headroom::cli
