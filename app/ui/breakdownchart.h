// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The per-GPU memory breakdown as one horizontal stacked bar next to a dashed line at the usable memory
// of one GPU. One QBarSet per fit::Segment (values in GiB = 2^30 bytes): weights, the KV cache split by
// the attention kind of its layers (full attention, sliding window, chunked local, MLA), activations,
// runtime overhead and the engine's reserve (vLLM's 1 - gpu_memory_utilization, Ollama's minimum).
// All sets are created once; setEstimate() updates them in place (QBarSet::replace), so nothing is
// rebuilt on the slider path. Segments without bytes stay in the series with the value 0 and leave the
// legend.

#include "chartgeometry.h"

#include <fit/fitmodel.h>

#include <QChartView>

#include <array>
#include <functional>
#include <optional>

class QBarCategoryAxis;
class QBarSet;
class QHorizontalStackedBarSeries;
class QLineSeries;
class QValueAxis;

namespace headroom::ui {

class BreakdownChart final : public QChartView
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(BreakdownChart)

public:
    explicit BreakdownChart(QWidget *parent = nullptr);
    ~BreakdownChart() override;

    /// Shows fit::segmentValue() of every segment and `estimate.usablePerDeviceBytes`.
    void setEstimate(const fit::Estimate &estimate);
    /// Empties the bars (used while the scenario is invalid).
    void clearEstimate();

    /// Value of one bar segment in GiB (what the chart shows).
    double valueGiB(fit::Segment s) const;
    /// The four KV segments together, in GiB.
    double kvCacheGiB() const;
    /// Position of the usable-memory line, GiB.
    double usableGiB() const { return m_usableGiB; }
    /// The bar set of a segment; the same object for the chart's whole life.
    QBarSet *barSet(fit::Segment s) const;
    /// Whether the legend lists the segment (it does when the segment holds bytes).
    bool isInLegend(fit::Segment s) const;

    /// Geometry of the bar as currently laid out (chart item coordinates).
    ChartGeometry geometry() const;
    /// Centre of a segment in viewport coordinates (for mouse events); nullopt when it has no width.
    std::optional<QPoint> segmentCenter(fit::Segment s) const;
    /// Segment under a viewport position, if any.
    std::optional<fit::Segment> segmentAtViewportPos(const QPoint &pos) const;

    /// Outlines every segment explained by a glossary concept ("Show in chart"; "kv-cache" outlines
    /// all four KV segments). Returns false, and removes the outline, when the chart draws no
    /// segment for `conceptId` (an empty id just removes it).
    bool highlightConcept(const QString &conceptId);
    QString highlightedConcept() const { return m_highlight; }

    /// Gives the tooltip the glossary title of a concept id (e.g. "kv-cache" -> "KV cache").
    void setConceptTitleLookup(std::function<QString(const QString &)> lookup);

    /// Translated display name of a segment ("Weights", "KV cache, sliding window", ...); the
    /// engine reserve is named after `engine` ("vLLM reserve").
    static QString segmentName(fit::Segment s, fit::Engine engine = fit::Engine::Generic);
    /// One translated sentence saying what a segment holds under `engine` (tooltips).
    static QString segmentDescription(fit::Segment s, fit::Engine engine);

Q_SIGNALS:
    /// The user clicked a segment; `conceptId` is fit::segmentConceptId of its segment.
    void segmentActivated(const QString &conceptId);

protected:
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void applyTheme();
    void applyPens();
    void updateLabels();
    void updateLegend();
    QColor colorFor(fit::Segment s) const;

    QHorizontalStackedBarSeries *m_series = nullptr;
    std::array<QBarSet *, std::size(fit::kAllSegments)> m_sets{};
    QLineSeries *m_usableLine = nullptr;
    QValueAxis *m_valueAxis = nullptr;
    QBarCategoryAxis *m_categoryAxis = nullptr;
    double m_usableGiB = 0.0;
    fit::Engine m_engine = fit::Engine::Generic;
    QString m_highlight;
    std::function<QString(const QString &)> m_conceptTitle;
    bool m_applyingTheme = false;
};

} // namespace headroom::ui
