// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The per-GPU memory breakdown as one horizontal stacked bar (one QBarSet per fit::Component, values in
// GiB = 2^30 bytes) next to a dashed line at the usable memory of one GPU. setEstimate() updates the
// existing bar sets in place (QBarSet::replace); nothing is rebuilt on the slider path.

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

    /// Shows `estimate.perDevice` and `estimate.usablePerDeviceBytes`.
    void setEstimate(const fit::Estimate &estimate);
    /// Empties the bars (used while the scenario is invalid).
    void clearEstimate();

    /// Value of one bar segment in GiB (what the chart shows), and the usable line position in GiB.
    double valueGiB(fit::Component c) const;
    double kvCacheGiB() const { return valueGiB(fit::Component::KvCache); }
    double usableGiB() const { return m_usableGiB; }
    QBarSet *barSet(fit::Component c) const;

    /// Geometry of the bar as currently laid out (chart item coordinates).
    ChartGeometry geometry() const;
    /// Centre of a segment in viewport coordinates (for mouse events); nullopt when it has no width.
    std::optional<QPoint> segmentCenter(fit::Component c) const;
    /// Component under a viewport position, if any.
    std::optional<fit::Component> componentAtViewportPos(const QPoint &pos) const;

    /// Outlines one segment ("Show in chart" from the glossary); nullopt removes the outline.
    void highlightComponent(std::optional<fit::Component> c);

    /// Gives the tooltip the glossary title of a concept id (e.g. "kv-cache" -> "KV cache").
    void setConceptTitleLookup(std::function<QString(const QString &)> lookup);

    /// Translated display name of a component ("Weights", "KV cache", ...).
    static QString componentName(fit::Component c);

Q_SIGNALS:
    /// The user clicked a segment; `conceptId` is fit::componentConceptId of its component.
    void componentActivated(const QString &conceptId);

protected:
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void applyTheme();
    void updateLabels();
    QColor colorFor(fit::Component c) const;

    QHorizontalStackedBarSeries *m_series = nullptr;
    std::array<QBarSet *, std::size(fit::kAllComponents)> m_sets{};
    QLineSeries *m_usableLine = nullptr;
    QValueAxis *m_valueAxis = nullptr;
    QBarCategoryAxis *m_categoryAxis = nullptr;
    QValueAxis *m_lineYAxis = nullptr;
    double m_usableGiB = 0.0;
    std::optional<fit::Component> m_highlight;
    std::function<QString(const QString &)> m_conceptTitle;
    bool m_applyingTheme = false;
};

} // namespace headroom::ui
