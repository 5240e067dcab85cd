// SPDX-License-Identifier: GPL-3.0-or-later
#include "breakdownchart.h"

#include <quote/quotepdf.h>
#include <scenario/labels.h>

#include <QBarCategoryAxis>
#include <QBarLegendMarker>
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

bool isKvSegment(fit::Segment s)
{
    return s == fit::Segment::KvFullAttention || s == fit::Segment::KvSlidingWindow ||
           s == fit::Segment::KvChunkedLocal || s == fit::Segment::KvMla;
}

QString conceptOf(fit::Segment s)
{
    return QString::fromLatin1(fit::segmentConceptId(s));
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

    // Every segment gets its set now, once; a model without sliding-window layers keeps a 0 there.
    m_series = new QHorizontalStackedBarSeries;
    m_series->setBarWidth(kBarWidth);
    for (const fit::Segment s : fit::kAllSegments) {
        auto *set = new QBarSet(segmentName(s));
        set->append(0.0);
        m_sets[static_cast<std::size_t>(s)] = set;
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

    // QChartView(QWidget *) made a default chart; setChart() only takes it out of the scene ("the
    // ownership of the previous chart is released"), so it is deleted here. Kept, it leaked one QChart
    // with its legend, title document and presenter per BreakdownChart (LeakSanitizer, tst_mainwindow).
    // setChart() (not the QChartView(QChart *) constructor) also sizes the chart to the view, which the
    // legend layout needs before the first resize event.
    QChart *released = this->chart();
    setChart(chart);
    delete released;
    setRenderHint(QPainter::Antialiasing);
    setMinimumHeight(220);
    viewport()->setMouseTracking(true);
    setAccessibleName(tr("Memory breakdown chart"));

    applyTheme();
    retranslate();
    clearEstimate();
}

BreakdownChart::~BreakdownChart() = default;

QString BreakdownChart::segmentName(fit::Segment s, fit::Engine engine)
{
    return scenario::labels::segmentName(s, engine);
}

QString BreakdownChart::segmentDescription(fit::Segment s, fit::Engine engine)
{
    switch (s) {
    case fit::Segment::Weights:
        return tr("The model's parameters, as stored.");
    case fit::Segment::KvFullAttention:
        return tr("Layers that attend over the whole context: grows with every token of every sequence.");
    case fit::Segment::KvSlidingWindow:
        return tr("Sliding-window layers: keep at most the window of each sequence.");
    case fit::Segment::KvChunkedLocal:
        return tr("Chunked local attention layers: keep at most one chunk of each sequence.");
    case fit::Segment::KvMla:
        return tr("Multi-head latent attention: one compressed latent per token and layer.");
    case fit::Segment::Activations:
        return tr("Temporary buffers of one compute step.");
    case fit::Segment::Runtime:
        return tr("CUDA context, libraries and allocator slack.");
    case fit::Segment::EngineReserve:
        switch (engine) {
        case fit::Engine::Vllm:
            return tr("(1 − gpu_memory_utilization) × GPU memory: kept outside vLLM's budget; CUDA graphs "
                      "are captured there unless the version budgets them.");
        case fit::Engine::Ollama:
            return tr("Ollama's per-GPU minimum reserve plus OLLAMA_GPU_OVERHEAD.");
        default:
            return tr("Memory the engine keeps away from the model.");
        }
    case fit::Segment::MasterWeights:
        return tr("An fp32 copy of the trainable parameters that the optimizer updates (mixed precision).");
    case fit::Segment::Gradients:
        return tr("One gradient per trainable parameter, filled by the backward pass.");
    case fit::Segment::OptimizerState:
        return tr("What the optimizer keeps per trainable parameter (AdamW: two moments).");
    case fit::Segment::LoraAdapters:
        return tr("The low-rank adapter matrices that are trained while the base model stays frozen.");
    case fit::Segment::Logits:
        return tr("Logits over the vocabulary for every token of the micro-batch, and the loss buffers.");
    case fit::Segment::ShardingBuffers:
        return tr("DDP gradient buckets, or the gathered layers ZeRO-3 and FSDP rebuild and prefetch.");
    case fit::Segment::TextEncoders:
        return tr("The text encoders that turn the prompt into embeddings (CLIP, T5).");
    case fit::Segment::Denoiser:
        return tr("The UNet or diffusion transformer that removes noise step by step.");
    case fit::Segment::Vae:
        return tr("The autoencoder that decodes the latent into pixels.");
    }
    return {};
}

void BreakdownChart::setConceptTitleLookup(std::function<QString(const QString &)> lookup)
{
    m_conceptTitle = std::move(lookup);
}

void BreakdownChart::setEstimate(const fit::Estimate &estimate)
{
    for (const fit::Segment s : fit::kAllSegments)
        m_sets[static_cast<std::size_t>(s)]->replace(0, toGiB(fit::segmentValue(estimate, s)));
    m_engine = estimate.engine;
    m_usableGiB = toGiB(estimate.usablePerDeviceBytes);
    m_usableLine->replace(0, m_usableGiB, -0.5);
    m_usableLine->replace(1, m_usableGiB, 0.5);

    const ChartGeometry::Axis axis = ChartGeometry::niceAxis(m_usableGiB, toGiB(estimate.perDevice.total()));
    if (m_valueAxis->max() != axis.max || m_valueAxis->tickCount() != axis.tickCount) {
        m_valueAxis->setRange(0.0, axis.max);
        m_valueAxis->setTickCount(axis.tickCount);
    }
    updateLabels();
    updateLegend();
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
    updateLegend();
}

double BreakdownChart::valueGiB(fit::Segment s) const
{
    return m_sets[static_cast<std::size_t>(s)]->at(0);
}

double BreakdownChart::kvCacheGiB() const
{
    double sum = 0.0;
    for (const fit::Segment s : fit::kAllSegments) {
        if (isKvSegment(s))
            sum += valueGiB(s);
    }
    return sum;
}

QBarSet *BreakdownChart::barSet(fit::Segment s) const
{
    return m_sets[static_cast<std::size_t>(s)];
}

bool BreakdownChart::isInLegend(fit::Segment s) const
{
    for (QLegendMarker *marker : chart()->legend()->markers(m_series)) {
        if (static_cast<QBarLegendMarker *>(marker)->barset() == barSet(s))
            return marker->isVisible();
    }
    return false;
}

ChartGeometry BreakdownChart::geometry() const
{
    ChartGeometry::Segments segments{};
    for (std::size_t i = 0; i < segments.size(); ++i)
        segments[i] = m_sets[i]->at(0);
    return ChartGeometry(chart()->plotArea(), m_valueAxis->min(), m_valueAxis->max(), m_series->barWidth(), segments);
}

std::optional<QPoint> BreakdownChart::segmentCenter(fit::Segment s) const
{
    const QRectF rect = geometry().segmentRect(s);
    if (rect.isEmpty())
        return std::nullopt;
    return mapFromScene(chart()->mapToScene(rect.center()));
}

std::optional<fit::Segment> BreakdownChart::segmentAtViewportPos(const QPoint &pos) const
{
    return geometry().segmentAt(chart()->mapFromScene(mapToScene(pos)));
}

bool BreakdownChart::highlightConcept(const QString &conceptId)
{
    bool matched = false;
    for (const fit::Segment s : fit::kAllSegments)
        matched = matched || (!conceptId.isEmpty() && conceptOf(s) == conceptId);
    m_highlight = matched ? conceptId : QString();
    applyPens();
    return matched;
}

void BreakdownChart::applyPens()
{
    // Unmarked segments get a hairline in the background colour, which keeps neighbouring warm hues
    // (the KV segments) apart; the marked concept gets a thick outline in the text colour.
    const QPalette pal = palette();
    for (const fit::Segment s : fit::kAllSegments) {
        const bool marked = !m_highlight.isEmpty() && conceptOf(s) == m_highlight;
        QPen pen(marked ? pal.color(QPalette::WindowText) : pal.color(QPalette::Base));
        pen.setWidthF(marked ? 3.0 : 0.0);
        m_sets[static_cast<std::size_t>(s)]->setPen(pen);
    }
}

void BreakdownChart::mouseMoveEvent(QMouseEvent *event)
{
    QChartView::mouseMoveEvent(event);
    const std::optional<fit::Segment> s = segmentAtViewportPos(event->position().toPoint());
    if (!s) {
        viewport()->unsetCursor();
        QToolTip::hideText();
        return;
    }
    const QString conceptId = conceptOf(*s);
    const QString title = m_conceptTitle ? m_conceptTitle(conceptId) : QString();
    QString text = tr("<b>%1</b>: %2 GiB per GPU").arg(segmentName(*s, m_engine), formatGiB(valueGiB(*s)));
    text += QStringLiteral("<br>") + segmentDescription(*s, m_engine).toHtmlEscaped();
    text += QStringLiteral("<br>") + tr("Click to read “%1” in the glossary.").arg(title.isEmpty() ? conceptId : title);
    viewport()->setCursor(Qt::PointingHandCursor);
    QToolTip::showText(event->globalPosition().toPoint(), text, viewport());
}

void BreakdownChart::mouseReleaseEvent(QMouseEvent *event)
{
    QChartView::mouseReleaseEvent(event);
    if (event->button() != Qt::LeftButton)
        return;
    if (const std::optional<fit::Segment> s = segmentAtViewportPos(event->position().toPoint()))
        emit segmentActivated(conceptOf(*s));
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
    for (const fit::Segment s : fit::kAllSegments)
        m_sets[static_cast<std::size_t>(s)]->setLabel(
            tr("%1: %2 GiB").arg(segmentName(s, m_engine), formatGiB(valueGiB(s))));
    m_usableLine->setName(tr("Usable per GPU: %1 GiB").arg(formatGiB(m_usableGiB)));
}

void BreakdownChart::updateLegend()
{
    // Only segments that hold bytes are listed; the weights always are, so the legend never goes blank.
    for (QLegendMarker *marker : chart()->legend()->markers(m_series)) {
        const QBarSet *set = static_cast<QBarLegendMarker *>(marker)->barset();
        const bool visible = set == barSet(fit::Segment::Weights) || set->at(0) > 0.0;
        if (marker->isVisible() != visible)
            marker->setVisible(visible);
    }
}

QColor BreakdownChart::colorFor(fit::Segment s) const
{
    // One palette for the chart and the quote PDF (quote::segmentColor: Okabe-Ito, then Paul Tol's muted
    // scheme for the training and diffusion segments); only the engine reserve's grey is lightened on the
    // dark base so that it reads there too.
    if (s == fit::Segment::EngineReserve && isDark(palette()))
        return QColor(0x9A, 0x9A, 0x9A);
    return quote::segmentColor(s);
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

    for (const fit::Segment s : fit::kAllSegments)
        m_sets[static_cast<std::size_t>(s)]->setColor(colorFor(s));
    QPen line(pal.color(QPalette::Text));
    line.setWidthF(2.0);
    line.setStyle(Qt::DashLine);
    m_usableLine->setPen(line);
    applyPens();
    // setTheme() shows every legend marker again.
    updateLegend();
    m_applyingTheme = false;
}

} // namespace headroom::ui
