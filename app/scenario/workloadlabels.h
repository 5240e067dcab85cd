// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// User-facing sentences about the training and image-generation workloads (issue 11), shared by the
// command line's table, the fit explorer and the quote PDF so that all three read alike. Strings go
// through tr() in the "headroom::scenario::WorkloadLabels" context; numbers in the given locale; GiB =
// 2^30 bytes.

#include <fit/diffusion.h>
#include <fit/fitmodel.h>
#include <fit/workloadsolvers.h>

#include <QLocale>
#include <QString>
#include <QStringList>

#include <optional>

namespace headroom::scenario::labels {

/// "Text encoding", "Denoising", "VAE decode".
QString phaseName(fit::DiffusionPhase phase);

/// "DDP", "ZeRO-1", ..., "FSDP FULL_SHARD", "FSDP HYBRID_SHARD"; "AdamW", "8-bit AdamW", ...
QString shardingName(fit::Sharding sharding);
QString optimizerName(fit::Optimizer optimizer);

/// The knobs of a training scenario, one line each: "Sequence 2,048 tokens × micro-batch 4 (gradient
/// accumulation 8: no memory term changes)", "AdamW, fp32 master weights, bf16 gradients", "Activation
/// checkpointing: none; flash attention on", "DDP over 8 GPUs: every GPU holds a full replica, memory does
/// not pool", "LoRA rank 16 on q, k, v, o: 13,631,488 trainable parameters", "CPU offload: optimizer state".
QStringList trainingLines(const fit::Scenario &s, const fit::Estimate &e, const QLocale &locale);

/// The knobs of an image-generation scenario: "1,024 × 1,024 pixels, 4 images per batch (8 with
/// classifier-free guidance)", "VAE tiling off, slicing on", "CPU offload: none".
QStringList diffusionLines(const fit::Scenario &s, const fit::Estimate &e, const QLocale &locale);

/// Where a diffusion estimate peaks: "Peak phase: VAE decode, 21.10 GiB per GPU (Text encoding: 7.20 GiB,
/// Denoising: 14.30 GiB)."
QString peakPhaseSentence(const fit::Estimate &e, const QLocale &locale);

/// Training checkpoint sizes: "Resumable checkpoint: 120.51 GiB (15.06 GiB per rank); weights-only export:
/// 14.96 GiB." Empty for other kinds.
QString checkpointSentence(const fit::Estimate &e, const QLocale &locale);

/// Sustained rate at which a resumable checkpoint is assumed to be written to (and read back from) the
/// job's storage: 1 GB/s = 10^9 bytes per second. An assumption of the estimate, not a measurement: it is
/// the order of one NVMe drive or a provisioned network volume; a slower volume takes longer, a parallel
/// file system less. Used only to say how long saving a checkpoint takes (spotCheckpointSentence).
inline constexpr std::int64_t kCheckpointWriteBytesPerSecond = 1'000'000'000;

/// The recovery plan of a spot line for a training estimate, in GB (10^9 bytes) because it is about
/// storage: "Spot capacity can be reclaimed: keep a resumable checkpoint (120.51 GB, about 2 min to write
/// at 1 GB/s) and restore it; work since the last checkpoint is lost." The time is checkpointBytes /
/// kCheckpointWriteBytesPerSecond rounded up to a second, written "N s" under 90 s, "N min" under 90
/// minutes (half up), else "N.N h" (tenths, half up). Empty for other kinds or a checkpoint of 0 bytes.
QString spotCheckpointSentence(const fit::Estimate &e, const QLocale &locale);

/// Host RAM the offload uses: "Host RAM (CPU offload): 96.00 GiB per GPU." Empty when nothing is offloaded.
QString hostRamSentence(const fit::Estimate &e, const QLocale &locale);

enum class SolverKind { MicroBatch, SequenceLength, GpusForSharding, ImageSide, Images };
/// One solver's answer: "Largest micro-batch: 6 (then activations: 31.20 GiB)." / "Not even a micro-batch of 1
/// fits (binding: weights)." / "Fewest GPUs for FSDP FULL_SHARD: 4 × NVIDIA H100." nullopt solution: empty.
QString solverSentence(SolverKind kind, const std::optional<fit::WorkloadSolution> &solution, const fit::Scenario &s,
                       const QString &gpuName, const QLocale &locale);

} // namespace headroom::scenario::labels
