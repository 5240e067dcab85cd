// SPDX-License-Identifier: GPL-3.0-or-later
// estimate() for the training kinds and image generation: the per-kind fit models (training.h,
// diffusion.h) turned into the one Estimate every front end reads.
#include "fit/diffusion.h"
#include "fit/fitmodel.h"
#include "fit/training.h"

#include <utility>

namespace headroom::fit {

namespace {

Result<Estimate> finish(const Scenario &s, Estimate e)
{
    const std::int64_t total = e.perDevice.total();
    if (total < 0)
        return Result<Estimate>::failure("parameters", "The model is too large to compute its memory.");
    e.kind = s.kind;
    e.engine = Engine::Generic;
    e.usablePerDeviceBytes = s.hardware.memoryBytes;
    e.headroomBytes = e.usablePerDeviceBytes - total;
    e.fits = e.headroomBytes >= 0;
    e.binding = e.fits ? Constraint::None : Constraint::GpuMemory;
    return Result<Estimate>::success(std::move(e));
}

Breakdown fromPhase(const PhaseBreakdown &p)
{
    Breakdown b;
    b.textEncoders = p.textEncoders;
    b.denoiser = p.denoiser;
    b.vae = p.vae;
    b.activations = p.activations;
    b.runtime = p.runtime;
    return b;
}

} // namespace

Result<Estimate> estimateNonInference(const Scenario &s, EstimateDetail detail)
{
    Error error;
    Estimate e;
    e.devices = 1;
    if (isTraining(s.kind)) {
        const std::optional<TrainingEstimate> t = trainingEstimate(s, &error);
        if (!t)
            return Result<Estimate>::failure(std::move(error.field), std::move(error.message));
        const TrainingBreakdown &b = t->perDevice;
        e.perDevice.weights = b.weights;
        e.perDevice.masterWeights = b.masterWeights;
        e.perDevice.gradients = b.gradients;
        e.perDevice.optimizerState = b.optimizerState;
        e.perDevice.loraAdapters = b.loraAdapters;
        e.perDevice.activations = b.activations;
        e.perDevice.logits = b.logits;
        e.perDevice.shardingBuffers = b.shardingBuffers;
        e.perDevice.runtime = b.runtime;
        e.replicas = s.hardware.gpuCount / t->shardDegree;
        e.shardDegree = t->shardDegree;
        e.hostOffloadBytes = t->hostOffloadBytes;
        e.hostBytes = t->hostOffloadBytes;
        e.trainableParameters = t->trainableParameters;
        e.checkpointBytes = t->checkpointBytes;
        e.checkpointBytesPerRank = t->checkpointBytesPerRank;
        e.weightsOnlyCheckpointBytes = t->weightsOnlyCheckpointBytes;
        if (detail == EstimateDetail::Full) {
            e.assumptionItems = trainingAssumptions(s, *t);
            e.assumptions = assumptionTexts(e.assumptionItems);
        }
        return finish(s, std::move(e));
    }
    const std::optional<DiffusionEstimate> d = diffusionEstimate(s, &error);
    if (!d)
        return Result<Estimate>::failure(std::move(error.field), std::move(error.message));
    e.replicas = s.hardware.gpuCount;
    for (const PhaseBreakdown &p : d->phases)
        e.phases.push_back(fromPhase(p));
    e.peakPhase = static_cast<int>(d->peakPhase);
    e.perDevice = e.phases[static_cast<std::size_t>(e.peakPhase)];
    e.hostOffloadBytes = d->hostBytes;
    e.hostBytes = d->hostBytes;
    e.imageWidth = d->width;
    e.imageHeight = d->height;
    if (detail == EstimateDetail::Full) {
        e.assumptionItems = diffusionAssumptions(s, *d);
        e.assumptions = assumptionTexts(e.assumptionItems);
    }
    return finish(s, std::move(e));
}

} // namespace headroom::fit
