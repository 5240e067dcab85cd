// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The memory breakdown of one GPU as labelled rows: what `headroom estimate` prints as its "Memory per GPU
// (GiB)" table and what the window's breakdown table (the chart's text equivalent) lists, from one rule.

#include <fit/fitmodel.h>

#include <QList>
#include <QString>

#include <cstdint>

namespace headroom::scenario::labels {

struct MemoryRow {
    QString label;          ///< translated: "Weights", "KV cache", "Total", "Usable", "Headroom", ...
    std::int64_t bytes = 0; ///< bytes (Headroom may be negative: the shortfall)
    bool part = false;      ///< a part of the row above (the KV cache by attention kind), shown indented
    bool summary = false;   ///< Total, Usable, Headroom and host RAM: after the segments
};

/// The rows for `estimate` of `scenario`. Inference: weights, the KV cache (and, when more than one attention
/// kind holds some, its parts by kind), activations, runtime overhead, the engine reserve when not 0, then
/// Total, Usable and Headroom of the binding GPU. Training and image generation: every segment that holds
/// bytes (fit::kAllSegments order), Total, Usable, Headroom, and "Host RAM (offload)" when CPU offload moves
/// bytes there. No errors.
QList<MemoryRow> memoryRows(const fit::Scenario &scenario, const fit::Estimate &estimate);

} // namespace headroom::scenario::labels
