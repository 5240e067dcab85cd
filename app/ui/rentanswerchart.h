// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// One rent answer's memory per GPU as a small horizontal stacked bar (issue 13: one mini chart per answer,
// side by side in the "What should I rent?" list, like the online calculators' stacked bars): every
// fit::Segment of the estimate with bytes (fit::segmentValue, the breakdown chart's values) in the same
// colours as the breakdown chart (quote::segmentColor), against a dashed line at the usable memory of one
// GPU. The scale is per bar: max(total, usable) fills the width. The tooltip lists the segments in GiB.

#include <fit/fitmodel.h>

#include <QWidget>

#include <array>
#include <iterator>

namespace headroom::ui {

class RentAnswerChart final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(RentAnswerChart)

public:
    explicit RentAnswerChart(QWidget *parent = nullptr);
    ~RentAnswerChart() override;

    /// Shows `estimate`'s per-GPU segments (engine for the reserve's name) and its usable bytes per GPU.
    void setEstimate(const fit::Estimate &estimate);
    /// Bytes of one segment as drawn.
    std::int64_t segmentBytes(fit::Segment s) const;
    std::int64_t usableBytes() const { return m_usable; }
    /// Sum of the segments (the estimate's per-GPU total).
    std::int64_t totalBytes() const;

    /// The colour of a segment on `palette`: quote::segmentColor(), the engine reserve's grey lightened on a
    /// dark base as the breakdown chart does (the rent panel's legend uses it too).
    static QColor colorFor(fit::Segment s, const QPalette &palette);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void updateToolTip();

    std::array<std::int64_t, std::size(fit::kAllSegments)> m_bytes{};
    std::int64_t m_usable = 0;
    fit::Engine m_engine = fit::Engine::Generic;
};

} // namespace headroom::ui
