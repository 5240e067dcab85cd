// SPDX-License-Identifier: GPL-3.0-or-later
#include "breakdownchart.h"

#include <quote/quotepdf.h>

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QEvent>
#include <QHorizontalStackedBarSeries>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLocale>
#include <QMouseEvent>
#include <QToolTip>
#include <QValueAxis>

namespace headroom::ui {

namespace {

constexpr double kBytesPerGiB = 1024.0 * 1024.0 * 1024.0; // GiB = 2^30 bytes
constexpr double kBarWidth = 0.40;                        // fraction of the plot height

double toGiB(std::int64_t bytes)
{
    return static_cast<double>(bytes) / kBytesPerGiB;
}

QString formatGiB(double gib)
{
    return QLocale().toString(gib, 'f', 2);
}

bool isDark(const QPalette &palette)
{
    return palette.color(QPalette::Window).lightness() < 128;
}

} // namespace

BreakdownChart::BreakdownChart(QWidget *parent)
    : QChartView(parent)
{
    auto *chart = new QChart;
    chart->setAnimationOptions(QChart::NoAnimation); // the slider path must stay immediate
    chart->setLocalizeNumbers(true);                 // axis labels use the UI language's decimal separator
    chart->legend()->setAlignment(Qt::AlignRight);   // one entry per line: long translations are not cut
    chart->setMargins(QMargins(8, 8, 8, 8));

    m_series = new QHorizontalStackedBarSeries;
    m_series->setBarWidth(kBarWidth);
    for (const fit::Component c : fit::kAllComponents) {
        auto *set = new QBarSet(componentName(c));
        set->append(0.0);
        m_sets[static_cast<std::size_t>(c)] = set;
        m_series->append(set);
    }
    chart->addSeries(m_series);

    m_usableLine = new QLineSeries;
    m_usableLine->append(0.0, -0.5);
    m_usableLine->append(0.0, 0.5);
    chart->addSeries(m_usableLine);

    m_categoryAxis = new QBarCategoryAxis;
    m_categoryAxis->append(tr("per GPU"));
    chart->addAxis(m_categoryAxis, Qt::AlignLeft);
    m_series->attachAxis(m_categoryAxis);
    m_usableLine->attachAxis(m_categoryAxis);

    m_valueAxis = new QValueAxis;
    m_valueAxis->setLabelFormat(QStringLiteral("%.4g"));
    chart->addAxis(m_valueAxis, Qt::AlignBottom);
    m_series->attachAxis(m_valueAxis);
    m_usableLine->attachAxis(m_valueAxis);

    setChart(chart);
    setRenderHint(QPainter::Antialiasing);
    setMinimumHeight(220);
    viewport()->setMouseTracking(true);
    setAccessibleName(tr("Memory breakdown chart"));

    applyTheme();
    retranslate();
    clearEstimate();
}

BreakdownChart::~BreakdownChart() = default;

QString BreakdownChart::componentName(fit::Component c)
{
    switch (c) {
    case fit::Component::Weights:
        return tr("Weights");
    case fit::Component::KvCache:
        return tr("KV cache");
    case fit::Component::Activations:
        return tr("Activations");
    case fit::Component::Runtime:
        return tr("Runtime overhead");
    }
    return {};
}

void BreakdownChart::setConceptTitleLookup(std::function<QString(const QString &)> lookup)
{
    m_conceptTitle = std::move(lookup);
}

void BreakdownChart::setEstimate(const fit::Estimate &estimate)
{
    double total = 0.0;
    for (const fit::Component c : fit::kAllComponents) {
        const double gib = toGiB(estimate.perDevice.value(c));
        total += gib;
        m_sets[static_cast<std::size_t>(c)]->replace(0, gib);
    }
    m_usableGiB = toGiB(estimate.usablePerDeviceBytes);
    m_usableLine->replace(0, m_usableGiB, -0.5);
    m_usableLine->replace(1, m_usableGiB, 0.5);

    const ChartGeometry::Axis axis = ChartGeometry::niceAxis(m_usableGiB, total);
    if (m_valueAxis->max() != axis.max || m_valueAxis->tickCount() != axis.tickCount) {
        m_valueAxis->setRange(0.0, axis.max);
        m_valueAxis->setTickCount(axis.tickCount);
    }
    updateLabels();
}

void BreakdownChart::clearEstimate()
{
    for (QBarSet *set : m_sets)
        set->replace(0, 0.0);
    m_usableGiB = 0.0;
    m_usableLine->replace(0, 0.0, -0.5);
    m_usableLine->replace(1, 0.0, 0.5);
    const ChartGeometry::Axis axis = ChartGeometry::niceAxis(0.0, 0.0);
    m_valueAxis->setRange(0.0, axis.max);
    m_valueAxis->setTickCount(axis.tickCount);
    updateLabels();
}

double BreakdownChart::valueGiB(fit::Component c) const
{
    return m_sets[static_cast<std::size_t>(c)]->at(0);
}

QBarSet *BreakdownChart::barSet(fit::Component c) const
{
    return m_sets[static_cast<std::size_t>(c)];
}

ChartGeometry BreakdownChart::geometry() const
{
    ChartGeometry::Segments segments{};
    for (std::size_t i = 0; i < segments.size(); ++i)
        segments[i] = m_sets[i]->at(0);
    return ChartGeometry(chart()->plotArea(), m_valueAxis->min(), m_valueAxis->max(), m_series->barWidth(), segments);
}

std::optional<QPoint> BreakdownChart::segmentCenter(fit::Component c) const
{
    const QRectF rect = geometry().segmentRect(c);
    if (rect.isEmpty())
        return std::nullopt;
    return mapFromScene(chart()->mapToScene(rect.center()));
}

std::optional<fit::Component> BreakdownChart::componentAtViewportPos(const QPoint &pos) const
{
    return geometry().componentAt(chart()->mapFromScene(mapToScene(pos)));
}

void BreakdownChart::highlightComponent(std::optional<fit::Component> c)
{
    m_highlight = c;
    for (const fit::Component each : fit::kAllComponents) {
        QBarSet *set = m_sets[static_cast<std::size_t>(each)];
        QPen pen(m_highlight == each ? palette().color(QPalette::WindowText) : Qt::transparent);
        pen.setWidthF(m_highlight == each ? 3.0 : 0.0);
        set->setPen(pen);
    }
}

void BreakdownChart::mouseMoveEvent(QMouseEvent *event)
{
    QChartView::mouseMoveEvent(event);
    const std::optional<fit::Component> c = componentAtViewportPos(event->position().toPoint());
    if (!c) {
        viewport()->unsetCursor();
        QToolTip::hideText();
        return;
    }
    const QString conceptId = QString::fromUtf8(fit::componentConceptId(*c));
    const QString title = m_conceptTitle ? m_conceptTitle(conceptId) : QString();
    QString text = tr("<b>%1</b>: %2 GiB per GPU").arg(componentName(*c), formatGiB(valueGiB(*c)));
    text += QStringLiteral("<br>") + tr("Click to read “%1” in the glossary.").arg(title.isEmpty() ? conceptId : title);
    viewport()->setCursor(Qt::PointingHandCursor);
    QToolTip::showText(event->globalPosition().toPoint(), text, viewport());
}

void BreakdownChart::mouseReleaseEvent(QMouseEvent *event)
{
    QChartView::mouseReleaseEvent(event);
    if (event->button() != Qt::LeftButton)
        return;
    if (const std::optional<fit::Component> c = componentAtViewportPos(event->position().toPoint()))
        emit componentActivated(QString::fromUtf8(fit::componentConceptId(*c)));
}

void BreakdownChart::changeEvent(QEvent *event)
{
    QChartView::changeEvent(event);
    switch (event->type()) {
    case QEvent::LanguageChange:
        retranslate();
        break;
    case QEvent::PaletteChange:
    case QEvent::FontChange:
        applyTheme();
        break;
    default:
        break;
    }
}

void BreakdownChart::retranslate()
{
    chart()->setLocale(QLocale());
    m_categoryAxis->replace(m_categoryAxis->at(0), tr("per GPU"));
    m_valueAxis->setTitleText(tr("GiB per GPU"));
    chart()->setTitle(tr("Memory per GPU"));
    setAccessibleName(tr("Memory breakdown chart"));
    setAccessibleDescription(tr("Click a segment to read what it means in the glossary."));
    updateLabels();
}

void BreakdownChart::updateLabels()
{
    for (const fit::Component c : fit::kAllComponents)
        m_sets[static_cast<std::size_t>(c)]->setLabel(tr("%1: %2 GiB").arg(componentName(c), formatGiB(valueGiB(c))));
    m_usableLine->setName(tr("Usable per GPU: %1 GiB").arg(formatGiB(m_usableGiB)));
}

QColor BreakdownChart::colorFor(fit::Component c) const
{
    // Same hues as the quote PDF's breakdown (quote::componentColor), so chart and PDF agree.
    return quote::componentColor(c);
}

void BreakdownChart::applyTheme()
{
    if (m_applyingTheme)
        return;
    m_applyingTheme = true;
    const QPalette pal = palette();
    QChart *c = chart();
    // setTheme() resets colours and fonts of everything, so everything below is re-applied after it.
    c->setTheme(isDark(pal) ? QChart::ChartThemeDark : QChart::ChartThemeLight);
    c->setBackgroundBrush(pal.color(QPalette::Base));
    c->setBackgroundRoundness(0);
    c->setPlotAreaBackgroundVisible(false);

    QFont base = font();
    QFont title = base;
    title.setBold(true);
    title.setPointSizeF(base.pointSizeF() * 1.15);
    c->setTitleFont(title);
    c->setTitleBrush(pal.color(QPalette::Text));
    c->legend()->setFont(base);
    c->legend()->setLabelColor(pal.color(QPalette::Text));
    for (QAbstractAxis *axis :
         {static_cast<QAbstractAxis *>(m_valueAxis), static_cast<QAbstractAxis *>(m_categoryAxis)}) {
        axis->setLabelsFont(base);
        axis->setTitleFont(base);
        axis->setLabelsColor(pal.color(QPalette::Text));
        axis->setTitleBrush(pal.color(QPalette::Text));
    }
    m_categoryAxis->setGridLineVisible(false);

    for (const fit::Component comp : fit::kAllComponents) {
        QBarSet *set = m_sets[static_cast<std::size_t>(comp)];
        set->setColor(colorFor(comp));
        set->setBorderColor(Qt::transparent);
    }
    QPen line(pal.color(QPalette::Text));
    line.setWidthF(2.0);
    line.setStyle(Qt::DashLine);
    m_usableLine->setPen(line);
    highlightComponent(m_highlight);
    m_applyingTheme = false;
}

} // namespace headroom::ui
