// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Geometry of the horizontal stacked breakdown bar: value (GiB) <-> pixel along the value axis and
// "which segment is under this point". Segments are fit::Segment (the KV cache split by attention kind and
// the engine reserve as its own segment), stacked in fit::kAllSegments order. A plain value type, so the chart's
// interaction math is tested with data tables instead of mouse drags (the habit hotspot's TimeLineData shows).

#include <fit/fitmodel.h>

#include <QPointF>
#include <QRectF>

#include <array>
#include <iterator>
#include <optional>

namespace headroom::ui {

class ChartGeometry
{
public:
    /// Segment sizes in GiB, in fit::kAllSegments order (stacked left to right from the axis minimum).
    using Segments = std::array<double, std::size(fit::kAllSegments)>;

    ChartGeometry() = default;
    /// `plotArea`: the chart's plot rectangle (chart item coordinates, pixels). The value axis runs
    /// horizontally from `axisMin` (left edge) to `axisMax` (right edge), both in GiB. The single bar is
    /// centred vertically and `barWidth` (0..1, QAbstractBarSeries::barWidth) of the plot height thick,
    /// because one category spans the whole plot height.
    ChartGeometry(const QRectF &plotArea, double axisMin, double axisMax, double barWidth, const Segments &segments);

    /// x pixel of a value in GiB (values outside the axis range map outside the plot area).
    double valueToPixel(double gib) const;
    /// Value in GiB at x pixel; the inverse of valueToPixel. An empty axis range gives axisMin.
    double pixelToValue(double x) const;

    /// The whole stacked bar (all segments).
    QRectF barRect() const;
    /// One segment; an empty rectangle for a zero-sized segment.
    QRectF segmentRect(fit::Segment s) const;
    /// The segment that contains `p` (half-open: [left, right) x [top, bottom)), or nullopt.
    std::optional<fit::Segment> segmentAt(const QPointF &p) const;

    /// Value axis from 0 to `max` GiB with ticks every `step` GiB (`tickCount` ticks including both ends).
    struct Axis {
        double max = 1.0;
        double step = 0.2;
        int tickCount = 6;
    };
    /// The axis for a bar of `totalGiB` next to a usable-memory line at `usableGiB`: the larger of the
    /// two times 1.1 (10 % air), rounded up to a whole multiple of a "nice" step (1, 2 or 5 x 10^k,
    /// the first one that gives at most 6 intervals). Non-positive input gives the axis {1, 0.2, 6}.
    static Axis niceAxis(double usableGiB, double totalGiB);

private:
    double segmentStart(std::size_t index) const;

    QRectF m_plotArea;
    double m_axisMin = 0.0;
    double m_axisMax = 1.0;
    double m_barWidth = 0.5;
    Segments m_segments{};
};

} // namespace headroom::ui
