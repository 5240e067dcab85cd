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
    if (fit::isTraining(s.kind)) {
        report.maxMicroBatch = fit::maxMicroBatch(s);
        report.maxSequenceLength = fit::maxSequenceLength(s);
        report.minGpusForSharding = fit::minGpusForSharding(s, kMinGpusSearchLimit);
    } else if (s.kind == fit::WorkloadKind::Diffusion) {
        report.maxImageSide = fit::maxImageSide(s);
        report.maxImages = fit::maxImages(s);
    } else {
        report.maxContext = solved(fit::maxContextAt(s, s.workload.concurrency));
        report.minGpus = solved(fit::minGpus(s, kMinGpusSearchLimit));
        report.kvTokens = solved(fit::kvTokenCapacity(s));
        report.throughput = fit::throughput(s, report.estimate);
        if (fit::splitsByLayer(s.engine.engine)) {
            const auto placed = [](const fit::Result<fit::PlacementSolution> &r) {
                return r.ok() ? r.value : std::nullopt;
            };
            report.maxGpuLayers = placed(fit::maxGpuLayers(s));
            if (report.estimate.devicesBreakdown.size() > 1)
                report.fittingTensorSplit = placed(fit::fittingTensorSplit(s));
            if (s.model.experts > 0 && !s.placement.expertsOnCpu && !report.estimate.fits)
                report.expertsOnCpu = placed(fit::expertsOnCpuFit(s));
        }
    }
    report.choice = std::move(choice);
    return report;
}

} // namespace headroom::cli
