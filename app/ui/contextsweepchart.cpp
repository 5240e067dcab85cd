// SPDX-License-Identifier: GPL-3.0-or-later
#include "contextsweepchart.h"

#include "breakdownchart.h"
#include "chartgeometry.h"

#include <fit/solvers.h>

#include <QEvent>
#include <QLineF>
#include <QLocale>
#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>

#include <algorithm>
#include <cmath>

namespace headroom::ui {

namespace {

constexpr double kBytesPerGiB = 1024.0 * 1024.0 * 1024.0; // GiB = 2^30 bytes
constexpr int kMaxPointsPerOctave = 4;
constexpr double kLineHitPx = 4.0;  // how far from the usable line a click still hits it
constexpr double kPointHitPx = 8.0; // how far from the curve a click still hits it
constexpr double kDotRadius = 4.5;
// Okabe-Ito bluish green and vermillion: the curve where it fits / does not; both read on either theme.
const QColor kFitsColor(0x00, 0x9E, 0x73);
const QColor kOverColor(0xD5, 0x5E, 0x00);

double toGiB(std::int64_t bytes)
{
    return static_cast<double>(bytes) / kBytesPerGiB;
}

QString usableConcept()
{
    return QStringLiteral("usable-vram");
}

QString contextConcept()
{
    return QStringLiteral("context-length");
}

} // namespace

ContextSweepChart::ContextSweepChart(QWidget *parent)
    : QWidget(parent)
{
    setMouseTracking(true);
    setAttribute(Qt::WA_OpaquePaintEvent);
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Preferred);
    retranslate();
}

ContextSweepChart::~ContextSweepChart() = default;

QString ContextSweepChart::tokensLabel(std::int64_t tokens)
{
    const QLocale locale;
    const auto scaled = [&locale](std::int64_t value, std::int64_t unit, const QString &suffix) -> QString {
        if (value % unit == 0)
            return locale.toString(static_cast<qint64>(value / unit)) + suffix;
        return locale.toString(static_cast<double>(value) / static_cast<double>(unit), 'f', 1) + suffix;
    };
    if (tokens >= 1024 * 1024)
        return scaled(tokens, 1024 * 1024, QStringLiteral("M"));
    if (tokens >= 1024)
        return scaled(tokens, 1024, QStringLiteral("K"));
    return locale.toString(static_cast<qint64>(tokens));
}

QSize ContextSweepChart::sizeHint() const
{
    return {270, 170};
}

QSize ContextSweepChart::minimumSizeHint() const
{
    const int line = fontMetrics().height();
    return {180, 5 * line + 40};
}

void ContextSweepChart::setScenario(const fit::Scenario &scenario, const fit::Estimate *estimate, bool contextOnly)
{
    if (!estimate || scenario.kind != fit::WorkloadKind::Inference) {
        m_points.clear();
        m_haveSweep = false;
        m_active = false;
        updateVisibility();
        return;
    }
    m_currentTokens = scenario.workload.contextTokens;
    m_currentGiB = toGiB(estimate->perDevice.total());
    m_currentFits = estimate->fits;
    m_usableGiB = toGiB(estimate->usablePerDeviceBytes);
    const bool inRange = m_currentTokens >= m_fromTokens && m_currentTokens <= m_toTokens;
    if (!contextOnly || !m_haveSweep || !inRange)
        recomputeSweep(scenario);
    updateAxes();
    m_active = true;
    updateVisibility();
    update();
}

void ContextSweepChart::setFitLimit(std::optional<std::int64_t> tokens)
{
    if (tokens == m_limitTokens)
        return;
    m_limitTokens = tokens;
    update();
}

void ContextSweepChart::setCompanion(const BreakdownChart *chart)
{
    m_companion = chart;
    if (parentWidget())
        parentWidget()->installEventFilter(this);
    updateVisibility();
}

void ContextSweepChart::updateVisibility()
{
    bool room = true;
    if (m_companion && parentWidget()) {
        constexpr int kSpacing = 12; // the layout's spacing and margins between and around the two
        room = parentWidget()->width() >= m_companion->widthForFullLegend() + minimumSizeHint().width() + kSpacing;
    }
    const bool shown = m_active && room;
    if (isVisibleTo(parentWidget()) != shown)
        setVisible(shown);
}

bool ContextSweepChart::event(QEvent *event)
{
    // The parent's width decides (updateVisibility()): follow the parent a layout moves it into.
    if (event->type() == QEvent::ParentAboutToChange && parentWidget())
        parentWidget()->removeEventFilter(this);
    const bool handled = QWidget::event(event);
    if (event->type() == QEvent::ParentChange && parentWidget() && m_companion)
        parentWidget()->installEventFilter(this);
    return handled;
}

bool ContextSweepChart::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == parentWidget() && event->type() == QEvent::Resize)
        updateVisibility();
    return QWidget::eventFilter(watched, event);
}

void ContextSweepChart::recomputeSweep(const fit::Scenario &scenario)
{
    ++m_sweepRuns;
    m_haveSweep = true;
    m_points.clear();
    const std::int64_t modelMax =
        scenario.model.maxContextTokens > 0 ? scenario.model.maxContextTokens : kFallbackMaxTokens;
    m_toTokens = std::max<std::int64_t>({modelMax, scenario.workload.contextTokens, 1});
    m_fromTokens = std::min(kMinTokens, m_toTokens);
    // One fit::sweepContext per octave (evenly spaced inside it, which on a log axis is close to even),
    // as many points per octave as kMaxPoints allows.
    int octaves = 0;
    while ((m_fromTokens << octaves) < m_toTokens)
        ++octaves;
    const int perOctave = std::clamp((kMaxPoints - 1) / std::max(octaves, 1), 1, kMaxPointsPerOctave);
    for (int k = 0; k <= octaves; ++k) {
        const std::int64_t lo = k == 0 ? m_fromTokens : std::min(m_fromTokens << (k - 1), m_toTokens);
        const std::int64_t hi = std::min(m_fromTokens << k, m_toTokens);
        if (k > 0 && hi <= lo)
            break;
        const fit::Result<std::vector<fit::SweepPoint>> sweep =
            fit::sweepContext(scenario, lo, hi, k == 0 ? 1 : perOctave + 1);
        if (!sweep.ok()) {
            m_points.clear();
            return;
        }
        for (std::size_t i = k == 0 ? 0 : 1; i < sweep.value->size(); ++i) {
            const fit::SweepPoint &p = (*sweep.value)[i];
            m_points.push_back(Point{p.contextTokens, toGiB(p.perDevice.total()), toGiB(p.perDevice.kvCache), p.fits});
        }
    }
}

void ContextSweepChart::updateAxes()
{
    // The curve grows without bound at long contexts; the axis shows the usable line with some air above
    // it (and the dot), so the crossing stays readable and what is beyond runs off the top.
    double largest = m_currentGiB;
    for (const Point &p : m_points)
        largest = std::max(largest, p.gib);
    const double shown = std::min(largest, std::max(m_usableGiB * 1.5, m_currentGiB));
    const ChartGeometry::Axis axis = ChartGeometry::niceAxis(m_usableGiB, shown);
    m_yMax = axis.max;
    m_yStep = axis.step;
}

QRectF ContextSweepChart::plotRect() const
{
    if (m_plot.valid && m_plot.size == size() && m_plot.yMax == m_yMax && m_plot.yStep == m_yStep)
        return m_plot.rect;
    const QFontMetrics fm = fontMetrics();
    const QLocale locale;
    const int yLabel = std::max(fm.horizontalAdvance(locale.toString(m_yMax, 'g', 4)),
                                fm.horizontalAdvance(locale.toString(m_yMax - m_yStep, 'g', 4)));
    const double left = 6 + yLabel + 4;
    const double top = 6 + fm.height() + 6;                               // the title
    const double bottom = height() - (fm.height() + 6 + fm.height() + 4); // x labels and the axis title
    const double right = width() - 10.0;
    m_plot = PlotCache{size(), m_yMax, m_yStep,
                       QRectF(QPointF(left, top), QPointF(std::max(left + 1, right), std::max(top + 1, bottom))), true};
    return m_plot.rect;
}

double ContextSweepChart::xOf(std::int64_t tokens) const
{
    const QRectF plot = plotRect();
    const double lo = std::log2(static_cast<double>(std::max<std::int64_t>(m_fromTokens, 1)));
    const double hi = std::log2(static_cast<double>(std::max<std::int64_t>(m_toTokens, 1)));
    if (hi <= lo)
        return plot.center().x();
    const double t = (std::log2(static_cast<double>(std::max<std::int64_t>(tokens, 1))) - lo) / (hi - lo);
    return plot.left() + t * plot.width();
}

double ContextSweepChart::yOf(double gib) const
{
    const QRectF plot = plotRect();
    return plot.bottom() - gib / std::max(m_yMax, 1e-9) * plot.height();
}

QPointF ContextSweepChart::positionOf(std::int64_t tokens, double gib) const
{
    return {xOf(tokens), yOf(gib)};
}

QPoint ContextSweepChart::usableLinePoint() const
{
    return QPointF(plotRect().center().x(), yOf(m_usableGiB)).toPoint();
}

QPoint ContextSweepChart::currentPoint() const
{
    return positionOf(m_currentTokens, m_currentGiB).toPoint();
}

std::optional<ContextSweepChart::Point> ContextSweepChart::pointNear(const QPoint &pos) const
{
    std::optional<Point> best;
    double bestDistance = kPointHitPx;
    for (const Point &p : m_points) {
        const double d = QLineF(positionOf(p.tokens, std::min(p.gib, m_yMax)), QPointF(pos)).length();
        if (d <= bestDistance) {
            bestDistance = d;
            best = p;
        }
    }
    return best;
}

QString ContextSweepChart::conceptAt(const QPoint &pos) const
{
    if (!isVisible() && m_points.empty() && m_currentTokens == 0)
        return {};
    const QRectF plot = plotRect();
    if (QLineF(QPointF(currentPoint()), QPointF(pos)).length() <= kPointHitPx)
        return contextConcept();
    if (pos.x() >= plot.left() && pos.x() <= plot.right() && std::abs(pos.y() - yOf(m_usableGiB)) <= kLineHitPx)
        return usableConcept();
    if (pointNear(pos))
        return contextConcept();
    return {};
}

void ContextSweepChart::mouseMoveEvent(QMouseEvent *event)
{
    QWidget::mouseMoveEvent(event);
    const QPoint pos = event->position().toPoint();
    const QString conceptId = conceptAt(pos);
    if (conceptId.isEmpty()) {
        unsetCursor();
        QToolTip::hideText();
        return;
    }
    setCursor(Qt::PointingHandCursor);
    const QLocale locale;
    QString text;
    if (conceptId == usableConcept()) {
        text = tr("Usable memory of one GPU: %1 GiB").arg(locale.toString(m_usableGiB, 'f', 2));
    } else if (QLineF(QPointF(currentPoint()), QPointF(pos)).length() <= kPointHitPx) {
        text = tr("Now: %1 tokens, %2 GiB per GPU")
                   .arg(locale.toString(static_cast<qint64>(m_currentTokens)), locale.toString(m_currentGiB, 'f', 2));
    } else if (const std::optional<Point> p = pointNear(pos)) {
        text = p->fits ? tr("%1 tokens: %2 GiB per GPU (fits)")
                             .arg(locale.toString(static_cast<qint64>(p->tokens)), locale.toString(p->gib, 'f', 2))
                       : tr("%1 tokens: %2 GiB per GPU (does not fit)")
                             .arg(locale.toString(static_cast<qint64>(p->tokens)), locale.toString(p->gib, 'f', 2));
    }
    text += QLatin1Char('\n') + tr("Click to read about it in the glossary.");
    QToolTip::showText(event->globalPosition().toPoint(), text, this);
}

void ContextSweepChart::mouseReleaseEvent(QMouseEvent *event)
{
    QWidget::mouseReleaseEvent(event);
    if (event->button() != Qt::LeftButton)
        return;
    if (const QString conceptId = conceptAt(event->position().toPoint()); !conceptId.isEmpty())
        emit conceptActivated(conceptId);
}

void ContextSweepChart::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    if (event->type() == QEvent::FontChange || event->type() == QEvent::LocaleChange ||
        event->type() == QEvent::StyleChange || event->type() == QEvent::LanguageChange) {
        m_plot.valid = false; // the label widths (in the default locale) and line heights plotRect() measured
        m_layerValid = false;
    }
    if (event->type() == QEvent::PaletteChange)
        m_layerValid = false;
    if (event->type() == QEvent::LanguageChange || event->type() == QEvent::PaletteChange ||
        event->type() == QEvent::FontChange || event->type() == QEvent::LocaleChange)
        update();
}

void ContextSweepChart::retranslate()
{
    setAccessibleName(tr("Memory per GPU by context length"));
    setAccessibleDescription(tr("Click the dashed usable-memory line or the curve to read about it in the glossary."));
}

void ContextSweepChart::paintAxes(QPainter &painter, const QRectF &plot) const
{
    const QColor text = palette().color(QPalette::Text);
    const QColor grid = palette().color(QPalette::Mid);
    const QFontMetrics fm = fontMetrics();
    const QLocale locale;
    // Y grid and labels (GiB).
    const int steps = m_yStep > 0 ? static_cast<int>(std::lround(m_yMax / m_yStep)) : 0;
    for (int i = 0; i <= steps; ++i) {
        const double v = i * m_yStep;
        const double y = yOf(v);
        painter.setPen(QPen(grid, 0));
        painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y));
        painter.setPen(text);
        painter.drawText(QRectF(0, y - fm.height() / 2.0, plot.left() - 4, fm.height()),
                         Qt::AlignRight | Qt::AlignVCenter, locale.toString(v, 'g', 4));
    }
    // X labels at powers of two, thinned out to what the width holds.
    const QString widest = tokensLabel(m_toTokens) + QStringLiteral("  ");
    const int octaves = static_cast<int>(std::ceil(std::log2(static_cast<double>(m_toTokens) / m_fromTokens) - 1e-9));
    const double perOctave = octaves > 0 ? plot.width() / octaves : plot.width();
    int every = 1;
    while (every < 64 && perOctave * every < fm.horizontalAdvance(widest))
        every *= 2;
    for (int k = 0; k <= octaves; k += every) {
        const std::int64_t tokens = m_fromTokens << k;
        if (tokens > m_toTokens)
            break;
        const double x = xOf(tokens);
        painter.setPen(QPen(grid, 0));
        painter.drawLine(QPointF(x, plot.top()), QPointF(x, plot.bottom() + 3));
        painter.setPen(text);
        const QString label = tokensLabel(tokens);
        const double w = fm.horizontalAdvance(label);
        const double left = std::clamp(x - w / 2.0, 0.0, width() - w);
        painter.drawText(QPointF(left, plot.bottom() + 4 + fm.ascent()), label);
    }
    const QString xTitle = tr("context length (tokens)"); // the values are GiB: the title says so
    painter.drawText(QRectF(plot.left(), plot.bottom() + 6 + fm.height(), plot.width(), fm.height() + 2),
                     Qt::AlignHCenter | Qt::AlignVCenter,
                     fm.elidedText(xTitle, Qt::ElideRight, static_cast<int>(plot.width())));
}

void ContextSweepChart::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.drawPixmap(0, 0, staticLayer());
    // The dot: the context now set.
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setClipRect(plotRect().adjusted(-kDotRadius, -kDotRadius, kDotRadius, 0));
    painter.setPen(QPen(palette().color(QPalette::Text), 1.5));
    painter.setBrush(m_currentFits ? kFitsColor : kOverColor);
    painter.drawEllipse(positionOf(m_currentTokens, m_currentGiB), kDotRadius, kDotRadius);
}

const QPixmap &ContextSweepChart::staticLayer() const
{
    const LayerKey key{size(),      devicePixelRatioF(), m_yMax,     m_yStep,      m_usableGiB,
                       m_sweepRuns, m_fromTokens,        m_toTokens, m_limitTokens};
    if (m_layerValid && key == m_layerKey)
        return m_layer;
    m_layer = QPixmap(size() * key.dpr);
    m_layer.setDevicePixelRatio(key.dpr);
    QPainter painter(&m_layer);
    paintStatic(painter);
    m_layerKey = key;
    m_layerValid = true;
    return m_layer;
}

void ContextSweepChart::paintStatic(QPainter &painter) const
{
    painter.setRenderHint(QPainter::Antialiasing);
    const QPalette pal = palette();
    const QColor text = pal.color(QPalette::Text);
    painter.fillRect(rect(), pal.color(QPalette::Base));
    const QFontMetrics fm = fontMetrics();
    const QLocale locale;
    const QRectF plot = plotRect();

    QFont titleFont = font();
    titleFont.setBold(true);
    painter.setFont(titleFont);
    painter.setPen(text);
    const QString title = tr("GiB per GPU by context");
    painter.drawText(QRectF(6, 4, width() - 12, fm.height() + 4), Qt::AlignLeft | Qt::AlignVCenter,
                     QFontMetrics(titleFont).elidedText(title, Qt::ElideRight, width() - 12));
    painter.setFont(font());

    paintAxes(painter, plot);

    painter.save();
    painter.setClipRect(plot.adjusted(-kDotRadius, -kDotRadius, kDotRadius, 0));
    // The curve, each stretch in the colour of its far end's verdict.
    for (std::size_t i = 1; i < m_points.size(); ++i) {
        const Point &a = m_points[i - 1];
        const Point &b = m_points[i];
        painter.setPen(QPen(b.fits ? kFitsColor : kOverColor, 2.0));
        painter.drawLine(positionOf(a.tokens, a.gib), positionOf(b.tokens, b.gib));
    }
    // The usable line.
    QPen dashed(text, 1.5);
    dashed.setStyle(Qt::DashLine);
    painter.setPen(dashed);
    const double usableY = yOf(m_usableGiB);
    painter.drawLine(QPointF(plot.left(), usableY), QPointF(plot.right(), usableY));
    painter.restore();

    // Where it stops fitting: the longest context that fits, dotted, with its value at the foot.
    if (m_limitTokens && *m_limitTokens >= m_fromTokens && *m_limitTokens <= m_toTokens) {
        const double x = xOf(*m_limitTokens);
        QPen dotted(text, 1.0);
        dotted.setStyle(Qt::DotLine);
        painter.setPen(dotted);
        painter.drawLine(QPointF(x, plot.top()), QPointF(x, plot.bottom()));
        const QString limitText = tr("up to %1 tokens").arg(locale.toString(*m_limitTokens));
        const int w = fm.horizontalAdvance(limitText);
        if (w + 8 < plot.width()) {
            painter.setPen(text);
            // Left of the line where there is room (the curve is low there), else right of it.
            const double left = x - 4 - w >= plot.left() + 2 ? x - 4 - w : std::min(x + 4, plot.right() - w - 2);
            painter.drawText(QPointF(left, plot.bottom() - 4), limitText);
        }
    }
    // Two decimals, as the breakdown chart's legend ("Usable per GPU: 23.99 GiB"). The label sits at the end
    // of the line away from the curve: memory grows with the context, so the curve crosses the line towards
    // the right and the left end is clear, above the line where the curve starts below it, below the line
    // where it starts above it (nothing fits even at the shortest context).
    const QString usableText = tr("usable %1 GiB").arg(locale.toString(m_usableGiB, 'f', 2));
    if (fm.horizontalAdvance(usableText) + 8 < plot.width()) {
        painter.setPen(text);
        const bool startsAbove = !m_points.empty() && m_points.front().gib > m_usableGiB;
        const bool roomAbove = usableY - 3 > plot.top() + fm.height();
        const double y = !startsAbove && roomAbove ? usableY - 3 : usableY + fm.ascent() + 2;
        painter.drawText(QPointF(plot.left() + 4, y), usableText);
    }
}

} // namespace headroom::ui
