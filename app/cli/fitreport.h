// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What `headroom estimate` (and the fit part of `headroom quote`) reports for one scenario: the
// estimate under the scenario's engine and the solvers' answers (fit/solvers.h), computed once so
// that the text, the JSON and the quote agree.

#include <cli/command.h>
#include <cli/scenariooptions.h>
#include <fit/fitmodel.h>
#include <fit/solvers.h>
#include <fit/throughput.h>
#include <fit/workloadsolvers.h>

#include <QCoreApplication>
#include <QString>

#include <optional>

namespace headroom::cli {

class FitReport
{
    Q_DECLARE_TR_FUNCTIONS(headroom::cli::FitReport)

public:
    /// Most GPUs the "fewest GPUs" solver tries (fit::minGpus' default).
    static constexpr int kMinGpusSearchLimit = 64;

    ScenarioChoice choice;
    fit::Estimate estimate;
    /// fit::maxContextAt(scenario, concurrency): the largest context per sequence at the scenario's
    /// concurrency; std::nullopt when the solver failed (never for a scenario validate() accepts).
    std::optional<fit::Solution> maxContext;
    /// fit::minGpus(scenario, kMinGpusSearchLimit): the fewest GPUs of the scenario's kind for one replica.
    std::optional<fit::Solution> minGpus;
    /// fit::kvTokenCapacity(scenario): tokens of KV cache one replica holds.
    std::optional<fit::Solution> kvTokens;
    /// fit::throughput(scenario, estimate) (issue 13): decode, prefill and time to first token of an
    /// inference scenario; `known` is false for training and image generation and for a GPU whose speed
    /// the catalogue does not give (a memory-only user GPU).
    fit::Throughput throughput;
    // Placement solvers (issue 14), llama.cpp family only: the largest --n-gpu-layers that fits, a
    // --tensor-split that fits (several GPUs), whether experts on the CPU make it fit (MoE models).
    std::optional<fit::PlacementSolution> maxGpuLayers;
    std::optional<fit::PlacementSolution> fittingTensorSplit;
    std::optional<fit::PlacementSolution> expertsOnCpu;

    // The solvers of the training and image-generation kinds (fit/workloadsolvers.h); the three above are
    // inference's and stay nullopt for the other kinds, as these stay nullopt for inference.
    std::optional<fit::WorkloadSolution> maxMicroBatch;      ///< training
    std::optional<fit::WorkloadSolution> maxSequenceLength;  ///< training
    std::optional<fit::WorkloadSolution> minGpusForSharding; ///< training
    std::optional<fit::WorkloadSolution> maxImageSide;       ///< diffusion
    std::optional<fit::WorkloadSolution> maxImages;          ///< diffusion

    /// Runs fit::estimate() (with its assumptions), the three solvers and the throughput for `choice`.
    /// Error: the estimate's error (exit code 2), e.g. a scenario too large for 64-bit byte counts.
    static std::optional<FitReport> compute(ScenarioChoice choice, CommandError *error);
};

} // namespace headroom::cli
