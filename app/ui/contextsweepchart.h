// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A small chart of memory per GPU against context length for an inference scenario (issue 15): the
// curve fit::sweepContext() gives (the scenario's concurrency, every other choice as set), the usable
// memory of one GPU as a dashed line, and the context now set as a dot, so a user sees where the
// scenario stops fitting. The x axis is log 2 (the explorer's context slider moves in powers of two),
// from kMinTokens to the model's maximum context (or kFallbackMaxTokens when it publishes none, and at
// least the context now set), labelled "256", "4K", "128K", "1M" (K = 1024 tokens); the y axis is in
// GiB (2^30 bytes) per GPU.
//
// Cost: the sweep holds at most kMaxPoints points (a few per octave, one fit::sweepContext call per
// octave) and is computed only when setScenario() is told that more than the context changed; a context
// change only moves the dot (the dot is the estimate's own total, not a sweep point).
//
// Clicking the usable line emits conceptActivated("usable-vram"); clicking the curve or the dot
// emits conceptActivated("context-length"). Painted with QPainter (no Qt Charts scene), in the palette's
// colours, so it follows the theme at once.

#include <fit/fitmodel.h>

#include <QPixmap>
#include <QPointer>
#include <QRectF>
#include <QWidget>

#include <cstdint>
#include <optional>
#include <vector>

class QPainter;

namespace headroom::ui {

class BreakdownChart;

class ContextSweepChart final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ContextSweepChart)

public:
    /// Most points one sweep holds.
    static constexpr int kMaxPoints = 64;
    /// The sweep's first context (the explorer's smallest context), tokens.
    static constexpr std::int64_t kMinTokens = 256;
    /// The sweep's last context when the model publishes no maximum, tokens.
    static constexpr std::int64_t kFallbackMaxTokens = 131072;

    /// One point of the curve: a context (tokens), the per-GPU total and KV cache there (GiB) and whether
    /// it fits.
    struct Point {
        std::int64_t tokens = 0;
        double gib = 0.0;
        double kvGiB = 0.0;
        bool fits = false;
    };

    explicit ContextSweepChart(QWidget *parent = nullptr);
    ~ContextSweepChart() override;

    /// Shows `scenario` (its context as the dot at `estimate->perDevice.total()`). Hidden for the other
    /// workload kinds and while `estimate` is null (the scenario is invalid). `contextOnly`: nothing but
    /// workload.contextTokens changed since the last call, so the curve is kept (it is recomputed anyway
    /// when there is none or the context left its range). When fit::sweepContext() fails the curve is
    /// empty and only the dot and the usable line are drawn.
    void setScenario(const fit::Scenario &scenario, const fit::Estimate *estimate, bool contextOnly);

    /// The breakdown chart beside it in the same parent widget: the sweep is shown only while the parent is
    /// wide enough for both it and the chart's full legend (BreakdownChart::widthForFullLegend()), so that
    /// at a small window (1024 x 640) the chart's legend is never cut; it then hides.
    void setCompanion(const BreakdownChart *chart);
    /// The longest context that fits at the scenario's concurrency (the explorer's fit::maxContextAt()
    /// answer): a dotted vertical line with "up to N tokens" where the curve stops fitting; none: no line.
    void setFitLimit(std::optional<std::int64_t> tokens);
    std::optional<std::int64_t> fitLimit() const { return m_limitTokens; }
    /// Whether setScenario() had an inference estimate to show (visible or not for the lack of room).
    bool hasScenario() const { return m_active; }

    /// The curve, by increasing context; empty while hidden or when the sweep failed.
    const std::vector<Point> &points() const { return m_points; }
    /// The usable memory of one GPU (the dashed line), GiB.
    double usableGiB() const { return m_usableGiB; }
    /// The context now set (tokens) and the estimate's per-GPU total there (GiB): the dot.
    std::int64_t currentTokens() const { return m_currentTokens; }
    double currentGiB() const { return m_currentGiB; }
    /// How many times the curve was computed since construction (the context path computes none).
    int sweepRuns() const { return m_sweepRuns; }

    /// Widget position of a context (tokens) and a value (GiB) as currently laid out.
    QPointF positionOf(std::int64_t tokens, double gib) const;
    /// A point on the middle of the usable line / the dot, widget coordinates (for mouse events).
    QPoint usableLinePoint() const;
    QPoint currentPoint() const;
    /// The glossary concept under a widget position: "usable-vram" on the usable line (within a few
    /// pixels), "context-length" on the curve or the dot; empty elsewhere.
    QString conceptAt(const QPoint &pos) const;

    /// Axis label of a context: "256", "512", "1K", "4K", "128K", "1M" (K = 1024, M = 1024^2 tokens;
    /// not a power of two: one decimal, "1.5K").
    static QString tokensLabel(std::int64_t tokens);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

Q_SIGNALS:
    /// The user clicked the usable line ("usable-vram") or the curve ("context-length").
    void conceptActivated(const QString &conceptId);

protected:
    void paintEvent(QPaintEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void changeEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;
    bool event(QEvent *event) override;

private:
    void recomputeSweep(const fit::Scenario &scenario);
    void updateAxes();
    /// The grid, the tick labels and the x axis title around `plot`.
    void paintAxes(QPainter &painter, const QRectF &plot) const;
    /// Everything but the dot (title, axes, curve, usable line and its label), drawn into `painter`.
    void paintStatic(QPainter &painter) const;
    /// paintStatic() rendered once per curve, axis, size, palette, font and language: a drag of the context
    /// slider only moves the dot, so each of its repaints is one pixmap copy and one ellipse.
    const QPixmap &staticLayer() const;
    /// The plot rectangle inside the widget (room for the title and the axis labels). Kept until the size,
    /// the value axis, the font or the locale changes: every curve point and hit test asks for it.
    QRectF plotRect() const;
    double xOf(std::int64_t tokens) const;
    double yOf(double gib) const;
    /// The sweep point nearest to x (widget coordinates) within the plot, if any.
    std::optional<Point> pointNear(const QPoint &pos) const;
    void retranslate();
    /// Shown while there is a scenario and room beside the companion.
    void updateVisibility();

    std::vector<Point> m_points;
    double m_usableGiB = 0.0;
    std::int64_t m_currentTokens = 0;
    double m_currentGiB = 0.0;
    bool m_currentFits = false;
    std::int64_t m_fromTokens = kMinTokens;
    std::int64_t m_toTokens = kFallbackMaxTokens;
    double m_yMax = 1.0;
    double m_yStep = 0.2;
    int m_sweepRuns = 0;
    std::optional<std::int64_t> m_limitTokens;
    bool m_haveSweep = false;
    bool m_active = false;
    QPointer<const BreakdownChart> m_companion;
    struct PlotCache {
        QSize size;
        double yMax = 0.0;
        double yStep = 0.0;
        QRectF rect;
        bool valid = false;
    };
    mutable PlotCache m_plot;
    struct LayerKey {
        QSize size;
        qreal dpr = 0.0;
        double yMax = 0.0;
        double yStep = 0.0;
        double usableGiB = 0.0;
        int sweepRuns = -1;
        std::int64_t fromTokens = 0;
        std::int64_t toTokens = 0;
        std::optional<std::int64_t> limitTokens;
        bool operator==(const LayerKey &) const = default;
    };
    mutable LayerKey m_layerKey;
    mutable QPixmap m_layer;
    mutable bool m_layerValid = false;
};

} // namespace headroom::ui
