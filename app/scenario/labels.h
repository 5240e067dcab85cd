// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// User-facing names of the fit model's segments, engines and binding constraints, shared by the UI's
// breakdown chart and fit explorer and by the quote PDF so that screen and paper read alike.
// Strings go through tr() in the "headroom::scenario::Labels" context.

#include <fit/engine.h>
#include <fit/fitmodel.h>
#include <fit/throughput.h>

#include <QLocale>
#include <QString>

namespace headroom::scenario::labels {

/// "Weights", "KV cache, sliding window", ..., "vLLM reserve" / "Ollama reserve" / "Engine reserve".
QString segmentName(fit::Segment segment, fit::Engine engine);

/// "Generic (Transformers)" (translated), "llama.cpp", "ik_llama.cpp", "vLLM", "Ollama".
QString engineName(fit::Engine engine);

/// Readable name of a binding constraint; GpuMemory reads "weights alone" when the estimate's weights
/// alone exceed the usable memory. `estimate` may be null.
QString constraintName(fit::Constraint constraint, const fit::Estimate *estimate);
/// A "what should I rent?" answer's binding constraint (quote/rent.h RentAnswer::bindingConstraint): the
/// bound's name for a fit::throughputBoundKey, else the name of `estimate`'s own memory constraint (the
/// only other value the solver gives).
QString bindingConstraintName(const QString &key, const fit::Estimate &estimate);

/// The verdict of an estimate, e.g. "Fits: 3.21 GiB headroom per GPU" or "Does not fit: 1.50 GiB short per
/// GPU" (GiB = 2^30 bytes, two decimals in `locale`).
QString fitVerdict(const fit::Estimate &estimate, const QLocale &locale);

/// What a front end shows per device (the chart's bars, the CLI's "Memory per device" table): `gpus` when the
/// GPUs of the replica hold different bytes or differ in kind or memory (else one "per GPU" figure), `host`
/// when the placement is not the default and host RAM holds part of the model. Inference only.
struct DeviceView {
    bool gpus = false;
    bool host = false;
};
DeviceView deviceView(const fit::Scenario &scenario, const fit::Estimate &estimate);

/// Bytes as GiB (2^30) with two decimals in `locale`, without the unit: 1610612736 -> "1.50".
QString gibText(std::int64_t bytes, const QLocale &locale);

/// Bytes per GPU the estimate lacks: -headroomBytes when that is negative, else 0 (headroomBytes =
/// usable - total of two non-negative counts, so the negation cannot overflow). What `headroom estimate
/// --json` and `headroom quote --json` print as "shortfall_bytes".
std::int64_t shortfallBytes(const fit::Estimate &estimate);

/// The sentence a quote that does not fit says first (the PDF's banner, the CLI's summary): "The
/// configuration quoted does not fit: 2 × NVIDIA L40S needs 3.21 GiB more per GPU than it has (binding
/// constraint: weights alone)." with shortfallBytes() in GiB (gibText(), two decimals in `locale`); when
/// the estimate fails with no shortfall (an engine rule such as vLLM's reserve), "The configuration quoted
/// does not fit: 2 × NVIDIA L40S (binding constraint: ...)." `gpuName` is shown as given.
QString doesNotFitSentence(int gpuCount, const QString &gpuName, const fit::Estimate &estimate, const QLocale &locale);

/// What limits a throughput figure (issue 13): "memory bandwidth", "compute", "interconnect" (translated).
QString throughputBoundName(fit::ThroughputBound bound);

/// Tokens per second as the reports print them: one decimal below 100, whole numbers from 100 on, in
/// `locale` ("128.8", "1,031"). Not for the JSON, which prints the figure itself.
QString tokensPerSecondText(double tokensPerSecond, const QLocale &locale);

/// The throughput figures of an inference scenario, one translated line each, shared by `headroom estimate`,
/// the window and the quote PDF:
///   "Decode: 128.8 tokens/s per sequence, 128.8 tokens/s in total over 1 sequence (bound: memory bandwidth)"
///   "Prefill: 30,859 tokens/s for one prompt (bound: compute)"
///   "Time to first token: 107 ms (one prompt on an idle replica)"
/// When `t.known` is false one line: "Throughput: not known for this GPU (its catalogue entry gives no
/// memory bandwidth and tensor throughput)." `concurrency` and `replicas` are the workload's and the
/// estimate's (the aggregate covers every sequence of every replica).
QStringList throughputLines(const fit::Throughput &t, int concurrency, int replicas, const QLocale &locale);

/// The line the throughput figures of a configuration that does not fit start with: "The configuration does not
/// fit: these figures are what it would reach if it did." (translated).
QString throughputIfItFitted();

/// The one-line assumption behind the figures: "Throughput assumes 3,072 prompt and 1,024 output tokens per
/// request and 8 sequences decoding together per replica; vendor peak figures × the efficiency of the vLLM
/// profile (calibrated on: ...)." The profile's calibration text (fit::ThroughputProfile::calibratedOn)
/// stays English.
QString throughputAssumption(const fit::Throughput &t, const fit::Scenario &scenario, const QLocale &locale);

} // namespace headroom::scenario::labels
