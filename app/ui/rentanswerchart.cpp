// SPDX-License-Identifier: GPL-3.0-or-later
#include "rentanswerchart.h"

#include "breakdownchart.h"

#include <quote/quotepdf.h>
#include <scenario/labels.h>

#include <QEvent>
#include <QLocale>
#include <QPainter>
#include <QPen>

#include <algorithm>

namespace headroom::ui {

namespace {

constexpr int kBarHeight = 16;
constexpr int kPreferredWidth = 200;
constexpr int kMinimumWidth = 80;
constexpr double kScaleMargin = 1.04; // a little room right of the longer of bar and usable line

bool isDark(const QPalette &palette)
{
    return palette.color(QPalette::Base).lightness() < 128;
}

} // namespace

RentAnswerChart::RentAnswerChart(QWidget *parent)
    : QWidget(parent)
{
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
}

RentAnswerChart::~RentAnswerChart() = default;

void RentAnswerChart::setEstimate(const fit::Estimate &estimate)
{
    for (std::size_t i = 0; i < std::size(fit::kAllSegments); ++i)
        m_bytes[i] = std::max<std::int64_t>(0, fit::segmentValue(estimate, fit::kAllSegments[i]));
    m_usable = estimate.usablePerDeviceBytes;
    m_engine = estimate.engine;
    updateToolTip();
    update();
}

std::int64_t RentAnswerChart::segmentBytes(fit::Segment s) const
{
    for (std::size_t i = 0; i < std::size(fit::kAllSegments); ++i) {
        if (fit::kAllSegments[i] == s)
            return m_bytes[i];
    }
    return 0;
}

std::int64_t RentAnswerChart::totalBytes() const
{
    std::int64_t total = 0;
    for (const std::int64_t b : m_bytes)
        total += b;
    return total;
}

QColor RentAnswerChart::colorFor(fit::Segment s, const QPalette &palette)
{
    // The breakdown chart's colours; its engine reserve is lightened on the dark base as well.
    return s == fit::Segment::EngineReserve && isDark(palette) ? QColor(0x9A, 0x9A, 0x9A) : quote::segmentColor(s);
}

QSize RentAnswerChart::sizeHint() const
{
    return {kPreferredWidth, kBarHeight + 8};
}

QSize RentAnswerChart::minimumSizeHint() const
{
    return {kMinimumWidth, kBarHeight + 8};
}

void RentAnswerChart::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing, false);
    // A bar of kBarHeight, centred in whatever height the row gives the widget.
    const double top = std::max(0.0, (height() - kBarHeight) / 2.0);
    const QRectF area(1, top, std::max(0, width() - 3), std::min(kBarHeight, height()));
    const double scale = static_cast<double>(std::max(totalBytes(), m_usable)) * kScaleMargin;
    if (scale <= 0 || area.width() <= 0)
        return;
    painter.fillRect(area, palette().color(QPalette::AlternateBase));
    double x = area.left();
    for (std::size_t i = 0; i < std::size(fit::kAllSegments); ++i) {
        if (m_bytes[i] <= 0)
            continue;
        const double w = area.width() * static_cast<double>(m_bytes[i]) / scale;
        const fit::Segment s = fit::kAllSegments[i];
        painter.fillRect(QRectF(x, area.top(), w, area.height()), colorFor(s, palette()));
        x += w;
    }
    const double usableX = area.left() + area.width() * static_cast<double>(m_usable) / scale;
    QPen line(palette().color(QPalette::Text));
    line.setWidthF(1.5);
    line.setStyle(Qt::DashLine);
    painter.setPen(line);
    painter.drawLine(QPointF(usableX, area.top() - 3), QPointF(usableX, area.bottom() + 3));
}

void RentAnswerChart::updateToolTip()
{
    const QLocale locale;
    QStringList lines;
    for (std::size_t i = 0; i < std::size(fit::kAllSegments); ++i) {
        if (m_bytes[i] > 0)
            lines << tr("%1: %2 GiB")
                         .arg(BreakdownChart::segmentName(fit::kAllSegments[i], m_engine),
                              scenario::labels::gibText(m_bytes[i], locale));
    }
    lines << tr("Usable per GPU: %1 GiB").arg(scenario::labels::gibText(m_usable, locale));
    setToolTip(lines.join(QLatin1Char('\n')));
}

void RentAnswerChart::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange || event->type() == QEvent::LocaleChange)
        updateToolTip();
}

} // namespace headroom::ui
