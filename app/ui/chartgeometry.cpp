// SPDX-License-Identifier: GPL-3.0-or-later
#include "chartgeometry.h"

#include <algorithm>
#include <cmath>

namespace headroom::ui {

ChartGeometry::ChartGeometry(const QRectF &plotArea, double axisMin, double axisMax, double barWidth,
                             const Segments &segments)
    : m_plotArea(plotArea)
    , m_axisMin(axisMin)
    , m_axisMax(axisMax)
    , m_barWidth(std::clamp(barWidth, 0.0, 1.0))
    , m_segments(segments)
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

double ChartGeometry::segmentStart(std::size_t index) const
{
    double start = 0.0;
    for (std::size_t i = 0; i < index; ++i)
        start += std::max(0.0, m_segments[i]);
    return start;
}

QRectF ChartGeometry::barRect() const
{
    const double thickness = m_plotArea.height() * m_barWidth;
    const double top = m_plotArea.center().y() - thickness / 2.0;
    const double left = valueToPixel(0.0);
    const double right = valueToPixel(segmentStart(m_segments.size()));
    return QRectF(QPointF(left, top), QPointF(right, top + thickness));
}

QRectF ChartGeometry::segmentRect(fit::Segment s) const
{
    const auto index = static_cast<std::size_t>(s);
    if (index >= m_segments.size() || m_segments[index] <= 0.0)
        return {};
    const QRectF bar = barRect();
    const double left = valueToPixel(segmentStart(index));
    const double right = valueToPixel(segmentStart(index) + m_segments[index]);
    return QRectF(QPointF(left, bar.top()), QPointF(right, bar.bottom()));
}

std::optional<fit::Segment> ChartGeometry::segmentAt(const QPointF &p) const
{
    for (const fit::Segment s : fit::kAllSegments) {
        const QRectF r = segmentRect(s);
        if (r.isEmpty())
            continue;
        if (p.x() >= r.left() && p.x() < r.right() && p.y() >= r.top() && p.y() < r.bottom())
            return s;
    }
    return std::nullopt;
}

ChartGeometry::Axis ChartGeometry::niceAxis(double usableGiB, double totalGiB)
{
    constexpr int kMaxIntervals = 6;
    const double top = std::max(usableGiB, totalGiB) * 1.1;
    if (!(top > 0.0) || !std::isfinite(top))
        return {};
    // Start one decade below the rough step so the 1-2-5 walk can find the smallest fitting step.
    double decade = std::pow(10.0, std::floor(std::log10(top / kMaxIntervals)));
    for (int guard = 0; guard < 8; ++guard, decade *= 10.0) {
        for (const double mantissa : {1.0, 2.0, 5.0}) {
            const double step = mantissa * decade;
            // The epsilon keeps an exact multiple (e.g. 30 / 5) from rounding up to one more interval.
            const double intervals = std::ceil(top / step - 1e-9);
            if (intervals <= kMaxIntervals)
                return {intervals * step, step, static_cast<int>(intervals) + 1};
        }
    }
    return {};
}

} // namespace headroom::ui
