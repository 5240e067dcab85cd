// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The value axis of the memory charts, one rule for every front end: the window's breakdown chart (through
// ui::ChartGeometry::niceAxis) and the quote PDF's fit chart (quote/quotepdffit.cpp) both call niceAxis(),
// so screen and paper end their axis at the same value with the same ticks. Values are GiB (2^30 bytes).
// Pure arithmetic: no Qt, no errors (input that is not a positive finite number gives the default axis).

namespace headroom::scenario {

/// A value axis from 0 to `max` GiB with ticks every `step` GiB: `tickCount` ticks including both ends, so
/// max = (tickCount - 1) x step.
struct ChartAxis {
    double max = 1.0;
    double step = 0.2;
    int tickCount = 6;
};

/// The axis for bars up to `totalGiB` next to a usable-memory line at `usableGiB`: the larger of the two
/// times 1.1 (10 % air), rounded up to a whole multiple of a "nice" step (1, 2 or 5 x 10^k, the smallest
/// one that gives at most 6 intervals). Non-positive or non-finite input gives the axis {1, 0.2, 6}.
/// Example: usable 79.2, total 40 -> 87.12; step 10 needs 9 intervals, step 20 needs 5 -> {100, 20, 6}.
ChartAxis niceAxis(double usableGiB, double totalGiB);

} // namespace headroom::scenario
