// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The memory breakdown as horizontal stacked bars next to a dashed line at the usable memory of one GPU.
// Inference shows one bar (per GPU); training a GPU bar and, when CPU offload moves bytes there, a host
// RAM bar below it (one set, fit::Estimate::hostOffloadBytes); image generation one bar per phase (text
// encoding, denoising, VAE decode; the peak phase's label says so) with the usable line across all of
// them. One QBarSet per fit::Segment (values in GiB = 2^30 bytes) and one for host RAM, each with one
// value per bar. All sets are created once; setEstimate() updates them in place (QBarSet::replace), so
// nothing is rebuilt on the slider path; only a change in the number of bars resizes the sets and the
// category axis. Segments without bytes stay in the series with the value 0 and leave the legend.
// A placement (issue 14: mixed GPUs, GPU layers, experts on the CPU, pipeline stages) whose GPUs hold
// different amounts, or that keeps part of the model in host RAM, is drawn as one bar per GPU of the
// replica ("GPU 0 · RTX 4090", each with its own usable-memory marker; the binding GPU says so) and a
// "Host RAM" bar (fit::Estimate::host: weights, KV cache, output buffer as the weights, KV and
// activation segments); identical GPUs share one bar ("RTX 4090 × 2"). The chart only draws
// fit::Estimate::devicesBreakdown; fit decides where every tensor goes.
//
// Clicks (issue 15): a segment, a legend entry or the dashed usable line emits segmentActivated() with the
// glossary concept (fit::segmentConceptId, "host-ram", "usable-vram"). A segment narrower than
// kMinHitWidthPx is hit over kMinHitWidthPx around its centre (ahead of its neighbours; what is drawn
// does not change), the usable line within kUsableHitPx on either side. The legend's labels and entries
// change in the same setEstimate() as the bars, and the chart lays itself out again at once (not on the
// next event loop pass), so the legend and the plot area never lag behind the bars during a drag.

#include "chartgeometry.h"

#include <fit/diffusion.h>
#include <fit/fitmodel.h>
#include <scenario/labels.h>

#include <QChartView>

#include <array>
#include <functional>
#include <optional>
#include <vector>

class QBarCategoryAxis;
class QBarSet;
class QHorizontalStackedBarSeries;
class QLegendMarker;
class QLineSeries;
class QValueAxis;

namespace headroom::ui {

class BreakdownChart final : public QChartView
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(BreakdownChart)

public:
    /// Smallest width, in pixels, over which a segment is hit (thin segments are hit around their centre).
    static constexpr double kMinHitWidthPx = 6.0;
    /// How far, in pixels, left or right of the usable line a click still hits it.
    static constexpr double kUsableHitPx = 4.0;

    explicit BreakdownChart(QWidget *parent = nullptr);
    ~BreakdownChart() override;

    /// Shows fit::segmentValue() of every segment and `estimate.usablePerDeviceBytes`: for a diffusion
    /// estimate one bar per entry of `estimate.phases`, for a training estimate with hostOffloadBytes a
    /// host RAM bar under the GPU bar, else one bar.
    /// `view` (scenario::labels::deviceView): one bar per GPU when the GPUs differ, and a host RAM bar when
    /// the placement puts part of the model there; the default is one bar per GPU kind.
    void setEstimate(const fit::Estimate &estimate, scenario::labels::DeviceView view = {});
    /// Empties the bars (used while the scenario is invalid); the bar count stays.
    void clearEstimate();

    /// Bars drawn, top to bottom: 1, 2 (GPU, host RAM), 3 (the diffusion phases), or in the placement
    /// view one per GPU (or one for identical GPUs) and host RAM last.
    int barCount() const { return static_cast<int>(m_bars.size()); }
    /// The category label of a bar ("per GPU", "Host RAM", "Denoising (peak)").
    QString barLabel(int bar) const;
    /// The bar whose values the legend and valueGiB(s) give: the GPU bar, the peak phase, or the binding GPU.
    int mainBar() const { return m_mainBar; }
    /// The peak phase's bar of a diffusion estimate; -1 for the other kinds.
    int peakBar() const { return m_peakBar; }
    /// The host RAM bar; -1 when there is none.
    int hostBar() const { return m_hostBar; }

    /// Value of one segment in GiB in the main bar (what the legend shows) / in bar `bar`.
    double valueGiB(fit::Segment s) const;
    double valueGiB(fit::Segment s, int bar) const;
    /// The host RAM bar's value in GiB (0 without one).
    double hostGiB() const;
    /// The four KV segments together, in GiB.
    double kvCacheGiB() const;
    /// Position of the usable-memory line, GiB.
    double usableGiB() const { return m_usableGiB; }
    /// The bar set of a segment / of host RAM; the same object for the chart's whole life.
    QBarSet *barSet(fit::Segment s) const;
    QBarSet *hostSet() const { return m_hostSet; }
    /// Whether the legend lists the segment / host RAM (it does when it holds bytes in some bar).
    bool isInLegend(fit::Segment s) const;
    bool isHostInLegend() const;

    /// Geometry of the bars as currently laid out (chart item coordinates).
    ChartGeometry geometry() const;
    /// Centre of a segment of bar `bar` (-1: the main bar) in viewport coordinates (for mouse events);
    /// nullopt when it has no width.
    std::optional<QPoint> segmentCenter(fit::Segment s, int bar = -1) const;
    /// Centre of the host RAM bar in viewport coordinates; nullopt without one.
    std::optional<QPoint> hostCenter() const;
    /// Segment (in any bar) under a viewport position, if any; nullopt over the host RAM bar too.
    std::optional<fit::Segment> segmentAtViewportPos(const QPoint &pos) const;
    /// The glossary concept of whatever is under a viewport position (a segment's, or "host-ram").
    QString conceptAtViewportPos(const QPoint &pos) const;
    /// The glossary concept of the host RAM bar: "host-ram".
    static QString hostConceptId();
    /// The glossary concept of the usable-memory line and its legend entry: "usable-vram".
    static QString usableConceptId();
    /// The middle of the (first) usable line in viewport coordinates; nullopt while it is at 0.
    std::optional<QPoint> usableLineCenter() const;
    /// The width, in pixels, at which the legend shows every entry in full: Qt Charts gives a legend on the
    /// right at most about 40 % of the chart's width and elides what does not fit.
    int widthForFullLegend() const;
    /// The glossary concept of a legend entry (a segment's, "host-ram", "usable-vram"); empty for others.
    QString conceptOfMarker(QLegendMarker *marker) const;

    /// Outlines every segment explained by a glossary concept ("Show in chart"; "kv-cache" outlines
    /// all four KV segments). Returns false, and removes the outline, when the chart draws no
    /// segment for `conceptId` (an empty id just removes it).
    bool highlightConcept(const QString &conceptId);
    QString highlightedConcept() const { return m_highlight; }

    /// Gives the device bars their GPU's display name from its catalogue id ("rtx-4090" -> "RTX 4090");
    /// without one the id is shown.
    void setGpuNameLookup(std::function<QString(const QString &)> lookup);
    /// The bars drawn for GPUs of a placement (0 outside the placement view); the binding GPU's bar
    /// (-1 outside it), and a device bar's usable memory in GiB (its marker; 0 for other bars).
    int deviceBarCount() const { return m_deviceBars; }
    int bindingBar() const { return m_bindingBar; }
    double usableGiB(int bar) const;

    /// Gives the tooltip the glossary title of a concept id (e.g. "kv-cache" -> "KV cache").
    void setConceptTitleLookup(std::function<QString(const QString &)> lookup);

    /// Translated display name of a segment ("Weights", "KV cache, sliding window", ...); the
    /// engine reserve is named after `engine` ("vLLM reserve").
    static QString segmentName(fit::Segment s, fit::Engine engine = fit::Engine::Generic);
    /// One translated sentence saying what a segment holds under `engine` (tooltips).
    static QString segmentDescription(fit::Segment s, fit::Engine engine);

Q_SIGNALS:
    /// The user clicked a segment of any bar, a legend entry or the usable line; `conceptId` is
    /// fit::segmentConceptId of its segment, hostConceptId() for the host RAM bar, usableConceptId() for
    /// the usable line.
    void segmentActivated(const QString &conceptId);

protected:
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    /// One bar as shown: its label and its values (GiB).
    struct BarData {
        QString label;
        ChartGeometry::Bar values;
        double usable = 0.0; ///< the device bar's usable memory, GiB (placement view)
        QString gpuName;     ///< the device bar's GPU (placement view); empty otherwise
        int deviceIndex = 0; ///< its CUDA index
        int sameDevices = 0; ///< > 0: one bar for this many identical GPUs ("RTX 4090 × 2")
    };
    /// "GPU 0 · RTX 4090" / "RTX 4090 × 2" in the current language.
    QString deviceLabel(const BarData &bar) const;
    bool placementBars(const fit::Estimate &estimate, scenario::labels::DeviceView view, std::vector<BarData> &bars);
    void placeUsableLines(double usableGiB);
    std::vector<BarData> barsOf(const fit::Estimate &estimate, scenario::labels::DeviceView view);
    void showBars(std::vector<BarData> bars, double usableGiB, const ChartGeometry::Axis &axis);
    void resizeSets(int count);
    /// QBarSet index of bar `bar` (the category axis counts from the bottom).
    int categoryOf(int bar) const { return barCount() - 1 - bar; }
    QString tooltipText(const ChartGeometry::Hit &hit) const;
    /// What is under a viewport position, thin segments widened to kMinHitWidthPx.
    std::optional<ChartGeometry::Hit> hitAtViewportPos(const QPoint &pos) const;
    /// Whether a viewport position is on a usable-memory line (within kUsableHitPx).
    bool isOnUsableLine(const QPoint &pos) const;
    /// Connects the legend entries' clicks to segmentActivated().
    void connectLegendClicks();
    /// Lays the legend and the plot area out now (their labels changed).
    void settleLayout();
    /// Sets each bar's label from the kind (phase names, the peak, host RAM) and the category axis to them.
    void relabelBars();
    void retranslate();
    void applyTheme();
    void applyPens();
    void updateLabels();
    void updateLegend();
    QColor colorFor(fit::Segment s) const;

    QHorizontalStackedBarSeries *m_series = nullptr;
    std::array<QBarSet *, std::size(fit::kAllSegments)> m_sets{};
    QBarSet *m_hostSet = nullptr;
    QLineSeries *m_usableLine = nullptr;
    std::vector<QLineSeries *> m_deviceLines; ///< the usable markers of device bars 1.. (placement view)
    int m_deviceBars = 0;
    int m_bindingBar = -1;
    bool m_cleared = false; ///< clearEstimate() was called after the last setEstimate()
    std::function<QString(const QString &)> m_gpuName;
    QValueAxis *m_valueAxis = nullptr;
    QBarCategoryAxis *m_categoryAxis = nullptr;
    double m_usableGiB = 0.0;
    std::vector<BarData> m_bars{BarData{}};
    int m_mainBar = 0;
    int m_peakBar = -1;
    int m_hostBar = -1;
    fit::WorkloadKind m_kind = fit::WorkloadKind::Inference;
    std::vector<fit::DiffusionPhase> m_phases; ///< the phase of each bar (diffusion), top to bottom
    fit::Engine m_engine = fit::Engine::Generic;
    QString m_highlight;
    std::function<QString(const QString &)> m_conceptTitle;
    bool m_applyingTheme = false;
};

} // namespace headroom::ui
