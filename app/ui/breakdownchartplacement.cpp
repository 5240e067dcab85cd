// SPDX-License-Identifier: GPL-3.0-or-later
// The breakdown chart's placement view (issue 14): one bar per GPU of the replica, each with its own
// usable-memory marker, and a host RAM bar. Only draws fit::Estimate::devicesBreakdown and
// fit::Estimate::host; which tensor goes where is fit's (fit/placement.h).
#include "breakdownchart.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QHorizontalStackedBarSeries>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QValueAxis>

namespace headroom::ui {

namespace {

constexpr double kBytesPerGiB = 1024.0 * 1024.0 * 1024.0; // GiB = 2^30 bytes
/// Half the height of a device bar's usable marker, in categories (a bar is kBarsWidth = 0.6 thick).
constexpr double kMarkerHalfHeight = 0.4;

double toGiB(std::int64_t bytes)
{
    return static_cast<double>(bytes) / kBytesPerGiB;
}

ChartGeometry::Segments deviceSegments(const fit::DeviceEstimate &d)
{
    ChartGeometry::Segments segments{};
    for (const fit::Segment s : fit::kAllSegments)
        segments[static_cast<std::size_t>(s)] = toGiB(fit::segmentValue(d.bytes, d.kvCacheByAttention, s));
    return segments;
}

/// The KV segment the host's KV cache is drawn in: the kind that holds most of the GPUs' cache.
fit::Segment hostKvSegment(const fit::Estimate &e)
{
    fit::Segment best = fit::Segment::KvFullAttention;
    std::int64_t most = -1;
    for (const fit::Segment s : {fit::Segment::KvFullAttention, fit::Segment::KvSlidingWindow,
                                 fit::Segment::KvChunkedLocal, fit::Segment::KvMla}) {
        if (const std::int64_t v = fit::segmentValue(e, s); v > most) {
            most = v;
            best = s;
        }
    }
    return best;
}

} // namespace

void BreakdownChart::setGpuNameLookup(std::function<QString(const QString &)> lookup)
{
    m_gpuName = std::move(lookup);
}

bool BreakdownChart::placementBars(const fit::Estimate &e, scenario::labels::DeviceView view,
                                   std::vector<BarData> &bars)
{
    if (e.kind != fit::WorkloadKind::Inference || e.devicesBreakdown.empty())
        return false;
    const std::vector<fit::DeviceEstimate> &devices = e.devicesBreakdown;
    // scenario::labels::deviceView decides, as for the command line's "Memory per device" table.
    const bool identical = !view.gpus;
    const bool host = view.host;
    if (identical && !host)
        return false; // today's single bar "per GPU"
    const auto name = [this](const std::string &id) {
        const QString gpuId = QString::fromStdString(id);
        const QString shown = m_gpuName ? m_gpuName(gpuId) : QString();
        return shown.isEmpty() ? gpuId : shown;
    };
    if (identical) {
        const fit::DeviceEstimate &d = devices.front();
        bars.push_back(BarData{QString(),
                               {deviceSegments(d), 0.0},
                               toGiB(d.usableBytes),
                               name(d.gpuId),
                               0,
                               devices.size() == 1 ? 0 : static_cast<int>(devices.size())});
    } else {
        for (const fit::DeviceEstimate &d : devices)
            bars.push_back(
                BarData{QString(), {deviceSegments(d), 0.0}, toGiB(d.usableBytes), name(d.gpuId), d.index, 0});
        m_bindingBar = std::clamp(e.bindingDevice, 0, static_cast<int>(devices.size()) - 1);
        m_mainBar = m_bindingBar;
    }
    m_deviceBars = static_cast<int>(bars.size());
    if (host) {
        ChartGeometry::Segments segments{};
        segments[static_cast<std::size_t>(fit::Segment::Weights)] = toGiB(e.host.weights);
        segments[static_cast<std::size_t>(hostKvSegment(e))] = toGiB(e.host.kvCache);
        segments[static_cast<std::size_t>(fit::Segment::Activations)] = toGiB(e.host.activations);
        m_hostBar = static_cast<int>(bars.size());
        bars.push_back(BarData{QString(), {segments, 0.0}, 0.0, QString(), 0, 0});
    }
    return true;
}

QString BreakdownChart::deviceLabel(const BarData &bar) const
{
    return bar.sameDevices > 0 ? tr("%1 × %2").arg(bar.gpuName).arg(bar.sameDevices)
                               : tr("GPU %1 · %2").arg(bar.deviceIndex).arg(bar.gpuName);
}

void BreakdownChart::placeUsableLines(double usableGiB)
{
    // One marker per device bar (the first is m_usableLine, the legend's entry); outside the placement view
    // one line across the GPU bars: every phase of an image generation, not the host RAM bar.
    const int markers = std::max(1, m_deviceBars);
    while (static_cast<int>(m_deviceLines.size()) < markers - 1) {
        auto *line = new QLineSeries;
        line->append(0.0, 0.0);
        line->append(0.0, 0.0);
        line->setPen(m_usableLine->pen());
        chart()->addSeries(line);
        line->attachAxis(m_categoryAxis);
        line->attachAxis(m_valueAxis);
        m_deviceLines.push_back(line);
    }
    for (QLegendMarker *marker : chart()->legend()->markers()) {
        const bool extra =
            std::find(m_deviceLines.begin(), m_deviceLines.end(), marker->series()) != m_deviceLines.end();
        if (extra)
            marker->setVisible(false);
    }
    for (std::size_t i = 0; i < m_deviceLines.size(); ++i)
        m_deviceLines[i]->setVisible(static_cast<int>(i) < markers - 1);
    if (m_deviceBars == 0) {
        m_usableGiB = usableGiB;
        const double from = m_hostBar >= 0 ? categoryOf(0) - 0.5 : -0.5;
        const double to = m_hostBar >= 0 ? categoryOf(0) + 0.5 : barCount() - 0.5;
        m_usableLine->replace(0, m_usableGiB, from);
        m_usableLine->replace(1, m_usableGiB, to);
        return;
    }
    m_usableGiB = m_bars.front().usable;
    for (int bar = 0; bar < m_deviceBars; ++bar) {
        QLineSeries *line = bar == 0 ? m_usableLine : m_deviceLines[static_cast<std::size_t>(bar - 1)];
        const double usable = m_bars[static_cast<std::size_t>(bar)].usable;
        const double c = categoryOf(bar);
        line->replace(0, usable, c - kMarkerHalfHeight);
        line->replace(1, usable, c + kMarkerHalfHeight);
    }
}

} // namespace headroom::ui
