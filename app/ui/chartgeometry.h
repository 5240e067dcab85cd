// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Geometry of the horizontal stacked breakdown bars: value (GiB) <-> pixel along the value axis and
// "which segment of which bar is under this point". A chart has one bar (inference), a GPU bar and a host
// RAM bar (training with CPU offload) or one bar per phase (image generation), drawn top to bottom. Each
// bar stacks its fit::Segment values in fit::kAllSegments order from the axis minimum, then an optional
// unsegmented amount (`extra`: the host RAM bar). A plain value type, so the chart's interaction math is
// tested with data tables instead of mouse drags (the habit hotspot's TimeLineData shows).

#include <fit/fitmodel.h>
#include <scenario/chartaxis.h>

#include <QPointF>
#include <QRectF>

#include <array>
#include <iterator>
#include <optional>
#include <vector>

namespace headroom::ui {

class ChartGeometry
{
public:
    /// Segment sizes in GiB, indexed by the fit::Segment value (stacked in fit::kAllSegments order).
    using Segments = std::array<double, std::size(fit::kAllSegments)>;
    /// One bar: its segments, then `extra` GiB drawn as one more block after them (0 = none).
    struct Bar {
        Segments segments{};
        double extra = 0.0;
    };
    /// What a point hits: the bar (0 = top) and its segment; no segment: the bar's `extra` block.
    struct Hit {
        int bar = 0;
        std::optional<fit::Segment> segment;
        friend bool operator==(const Hit &, const Hit &) = default;
    };

    ChartGeometry() = default;
    /// `plotArea`: the chart's plot rectangle (chart item coordinates, pixels). The value axis runs
    /// horizontally from `axisMin` (left edge) to `axisMax` (right edge), both in GiB. The plot height is
    /// split into one band per bar (the first bar on top), and each bar is centred in its band and
    /// `barWidth` (0..1, QAbstractBarSeries::barWidth) of the band thick, as Qt lays out one category.
    ChartGeometry(const QRectF &plotArea, double axisMin, double axisMax, double barWidth, std::vector<Bar> bars);
    /// One bar of `segments` (the inference chart).
    ChartGeometry(const QRectF &plotArea, double axisMin, double axisMax, double barWidth, const Segments &segments);

    /// x pixel of a value in GiB (values outside the axis range map outside the plot area).
    double valueToPixel(double gib) const;
    /// Value in GiB at x pixel; the inverse of valueToPixel. An empty axis range gives axisMin.
    double pixelToValue(double x) const;

    int barCount() const { return static_cast<int>(m_bars.size()); }
    /// The whole stacked bar `bar` (all segments and the extra block); empty for a bar that does not exist.
    QRectF barRect(int bar = 0) const;
    /// One segment of bar `bar`; an empty rectangle for a zero-sized segment or a bar that does not exist.
    QRectF segmentRect(fit::Segment s, int bar = 0) const;
    /// The extra block of bar `bar` (after its segments); empty when it has none.
    QRectF extraRect(int bar) const;
    /// The segment or extra block that contains `p` (half-open: [left, right) x [top, bottom)), or nullopt.
    std::optional<Hit> hitAt(const QPointF &p) const;
    /// The segment, in any bar, that contains `p`; nullopt also over an extra block.
    std::optional<fit::Segment> segmentAt(const QPointF &p) const;

    /// Value axis from 0 to `max` GiB with ticks every `step` GiB (`tickCount` ticks including both ends).
    using Axis = scenario::ChartAxis;
    /// The axis for a bar of `totalGiB` next to a usable-memory line at `usableGiB`: scenario::niceAxis
    /// (scenario/chartaxis.h), the one rule the quote PDF's chart uses too.
    static Axis niceAxis(double usableGiB, double totalGiB) { return scenario::niceAxis(usableGiB, totalGiB); }

private:
    /// GiB stacked in bar `bar` before segment `s` (in fit::kAllSegments order).
    double segmentStart(int bar, fit::Segment s) const;
    double segmentsTotal(int bar) const;
    /// The vertical extent of bar `bar` as a zero-width rectangle at the axis start.
    QRectF band(int bar) const;

    QRectF m_plotArea;
    double m_axisMin = 0.0;
    double m_axisMax = 1.0;
    double m_barWidth = 0.5;
    std::vector<Bar> m_bars;
};

} // namespace headroom::ui
