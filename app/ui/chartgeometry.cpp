// SPDX-License-Identifier: GPL-3.0-or-later
#include "chartgeometry.h"

#include <algorithm>
#include <utility>

namespace headroom::ui {

ChartGeometry::ChartGeometry(const QRectF &plotArea, double axisMin, double axisMax, double barWidth,
                             std::vector<Bar> bars)
    : m_plotArea(plotArea)
    , m_axisMin(axisMin)
    , m_axisMax(axisMax)
    , m_barWidth(std::clamp(barWidth, 0.0, 1.0))
    , m_bars(std::move(bars))
{}

ChartGeometry::ChartGeometry(const QRectF &plotArea, double axisMin, double axisMax, double barWidth,
                             const Segments &segments)
    : ChartGeometry(plotArea, axisMin, axisMax, barWidth, std::vector<Bar>{Bar{segments, 0.0}})
{}

double ChartGeometry::valueToPixel(double gib) const
{
    const double span = m_axisMax - m_axisMin;
    if (span <= 0.0)
        return m_plotArea.left();
    return m_plotArea.left() + (gib - m_axisMin) / span * m_plotArea.width();
}

double ChartGeometry::pixelToValue(double x) const
{
    if (m_plotArea.width() <= 0.0)
        return m_axisMin;
    return m_axisMin + (x - m_plotArea.left()) / m_plotArea.width() * (m_axisMax - m_axisMin);
}

double ChartGeometry::segmentStart(int bar, fit::Segment s) const
{
    const Segments &values = m_bars[static_cast<std::size_t>(bar)].segments;
    double start = 0.0;
    for (const fit::Segment t : fit::kAllSegments) {
        if (t == s)
            break;
        start += std::max(0.0, values[static_cast<std::size_t>(t)]);
    }
    return start;
}

double ChartGeometry::segmentsTotal(int bar) const
{
    double total = 0.0;
    for (const double v : m_bars[static_cast<std::size_t>(bar)].segments)
        total += std::max(0.0, v);
    return total;
}

QRectF ChartGeometry::band(int bar) const
{
    const double bandHeight = m_plotArea.height() / static_cast<double>(m_bars.size());
    const double thickness = bandHeight * m_barWidth;
    const double centre = m_plotArea.top() + (bar + 0.5) * bandHeight;
    const double left = valueToPixel(0.0);
    return QRectF(QPointF(left, centre - thickness / 2.0), QPointF(left, centre + thickness / 2.0));
}

QRectF ChartGeometry::barRect(int bar) const
{
    if (bar < 0 || bar >= barCount())
        return {};
    const QRectF b = band(bar);
    const double extra = std::max(0.0, m_bars[static_cast<std::size_t>(bar)].extra);
    return QRectF(b.topLeft(), QPointF(valueToPixel(segmentsTotal(bar) + extra), b.bottom()));
}

QRectF ChartGeometry::segmentRect(fit::Segment s, int bar) const
{
    const auto index = static_cast<std::size_t>(s);
    if (bar < 0 || bar >= barCount() || index >= std::size(fit::kAllSegments))
        return {};
    const double value = m_bars[static_cast<std::size_t>(bar)].segments[index];
    if (value <= 0.0)
        return {};
    const QRectF b = band(bar);
    const double start = segmentStart(bar, s);
    return QRectF(QPointF(valueToPixel(start), b.top()), QPointF(valueToPixel(start + value), b.bottom()));
}

QRectF ChartGeometry::extraRect(int bar) const
{
    if (bar < 0 || bar >= barCount() || m_bars[static_cast<std::size_t>(bar)].extra <= 0.0)
        return {};
    const QRectF b = band(bar);
    const double start = segmentsTotal(bar);
    return QRectF(QPointF(valueToPixel(start), b.top()),
                  QPointF(valueToPixel(start + m_bars[static_cast<std::size_t>(bar)].extra), b.bottom()));
}

namespace {

bool contains(const QRectF &r, const QPointF &p)
{
    return !r.isEmpty() && p.x() >= r.left() && p.x() < r.right() && p.y() >= r.top() && p.y() < r.bottom();
}

} // namespace

std::optional<ChartGeometry::Hit> ChartGeometry::hitAt(const QPointF &p) const
{
    for (int bar = 0; bar < barCount(); ++bar) {
        for (const fit::Segment s : fit::kAllSegments) {
            if (contains(segmentRect(s, bar), p))
                return Hit{bar, s};
        }
        if (contains(extraRect(bar), p))
            return Hit{bar, std::nullopt};
    }
    return std::nullopt;
}

std::optional<fit::Segment> ChartGeometry::segmentAt(const QPointF &p) const
{
    const std::optional<Hit> hit = hitAt(p);
    return hit ? hit->segment : std::nullopt;
}

} // namespace headroom::ui
