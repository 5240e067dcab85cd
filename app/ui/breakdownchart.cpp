// SPDX-License-Identifier: GPL-3.0-or-later
#include "breakdownchart.h"

#include <quote/quotepdf.h>
#include <scenario/labels.h>
#include <scenario/workloadlabels.h>

#include <QBarCategoryAxis>
#include <QBarLegendMarker>
#include <QBarSet>
#include <QChart>
#include <QEvent>
#include <QGraphicsLayout>
#include <QHorizontalStackedBarSeries>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLocale>
#include <QMouseEvent>
#include <QToolTip>
#include <QValueAxis>

#include <cmath>

namespace headroom::ui {

namespace {

constexpr double kBytesPerGiB = 1024.0 * 1024.0 * 1024.0; // GiB = 2^30 bytes
constexpr double kBarWidth = 0.40;                        // one bar: fraction of the plot height
constexpr double kBarsWidth = 0.60;                       // several bars: fraction of each bar's band

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

QString conceptOf(const ChartGeometry::Hit &hit)
{
    return hit.segment ? conceptOf(*hit.segment) : BreakdownChart::hostConceptId();
}

bool contains(const QRectF &r, const QPointF &p)
{
    return !r.isEmpty() && p.x() >= r.left() && p.x() < r.right() && p.y() >= r.top() && p.y() < r.bottom();
}

/// `r` widened around its centre to at least `width` (an empty rectangle stays empty).
QRectF atLeastWide(const QRectF &r, double width)
{
    if (r.isEmpty() || r.width() >= width)
        return r;
    return QRectF(r.center().x() - width / 2.0, r.top(), width, r.height());
}

double total(const ChartGeometry::Bar &bar)
{
    double sum = bar.extra;
    for (const double v : bar.segments)
        sum += v;
    return sum;
}

} // namespace

BreakdownChart::BreakdownChart(QWidget *parent)
    : QChartView(parent)
{
    // No Tab stop: the view has nothing to do with the keyboard and drew no focus mark (an invisible stop
    // between the sliders and the Table button); its keyboard equivalent is the breakdown table (Ctrl+3).
    setFocusPolicy(Qt::NoFocus);
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
    // Host RAM (training CPU offload): one set, 0 in every bar but the host bar.
    m_hostSet = new QBarSet(QString());
    m_hostSet->append(0.0);
    m_series->append(m_hostSet);
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
    setMinimumHeight(160); // the training knobs leave this much at a 1024 x 640 window
    viewport()->setMouseTracking(true);
    setAccessibleName(tr("Memory breakdown chart"));
    connectLegendClicks();

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

QString BreakdownChart::hostConceptId()
{
    return QLatin1String(fit::kHostOffloadConceptId);
}

QString BreakdownChart::usableConceptId()
{
    return QStringLiteral("usable-vram");
}

int BreakdownChart::widthForFullLegend() const
{
    // Measured with Qt 6.4: the legend gets 0.4 x width - 13.6 px (the chart's margins and spacing).
    constexpr double kLegendShare = 0.4;
    constexpr double kLegendMargins = 14.0;
    return static_cast<int>(std::ceil((chart()->legend()->preferredWidth() + kLegendMargins) / kLegendShare));
}

QString BreakdownChart::conceptOfMarker(QLegendMarker *marker) const
{
    if (!marker)
        return {};
    if (marker->series() == m_usableLine)
        return usableConceptId();
    if (marker->series() != m_series)
        return {};
    const QBarSet *set = static_cast<QBarLegendMarker *>(marker)->barset();
    if (set == m_hostSet)
        return hostConceptId();
    for (const fit::Segment s : fit::kAllSegments) {
        if (set == barSet(s))
            return conceptOf(s);
    }
    return {};
}

void BreakdownChart::connectLegendClicks()
{
    // The markers exist for the chart's whole life: the sets and the usable line are created once, and
    // the device bars' extra usable lines have no visible entry.
    for (QLegendMarker *marker : chart()->legend()->markers()) {
        connect(marker, &QLegendMarker::clicked, this, [this, marker] {
            if (const QString conceptId = conceptOfMarker(marker); !conceptId.isEmpty())
                emit segmentActivated(conceptId);
        });
    }
}

void BreakdownChart::settleLayout()
{
    // Hidden (the window is being built, or another page is shown), the layouts run when it is shown.
    if (!isVisible())
        return;
    // A new legend label only invalidates the legend's layout, which Qt lays out on the next event loop
    // pass; until then the old (possibly narrower, elided) entries and the old plot area would be drawn
    // next to the new bars. Activating the layouts now sizes the legend and the plot area in this call.
    if (QGraphicsLayout *legendLayout = chart()->legend()->layout())
        legendLayout->activate();
    if (QGraphicsLayout *chartLayout = chart()->layout())
        chartLayout->activate();
}

std::vector<BreakdownChart::BarData> BreakdownChart::barsOf(const fit::Estimate &e, scenario::labels::DeviceView view)
{
    std::vector<BarData> bars;
    m_phases.clear();
    m_peakBar = -1;
    m_hostBar = -1;
    m_mainBar = 0;
    m_deviceBars = 0;
    m_bindingBar = -1;
    if (placementBars(e, view, bars))
        return bars;
    const auto segmentsOf = [](auto value) {
        ChartGeometry::Segments segments{};
        for (const fit::Segment s : fit::kAllSegments)
            segments[static_cast<std::size_t>(s)] = toGiB(value(s));
        return segments;
    };
    if (e.kind == fit::WorkloadKind::Diffusion && e.phases.size() == std::size(fit::kAllDiffusionPhases)) {
        for (const fit::DiffusionPhase p : fit::kAllDiffusionPhases) {
            const fit::Breakdown &b = e.phases[static_cast<std::size_t>(p)];
            const bool peak = static_cast<int>(p) == e.peakPhase;
            if (peak)
                m_peakBar = m_mainBar = static_cast<int>(bars.size());
            bars.push_back(BarData{
                QString(),
                {segmentsOf([&b](fit::Segment s) { return fit::segmentValue(b, fit::KvByAttention{}, s); }), 0.0},
                0.0,
                QString(),
                0,
                0});
            m_phases.push_back(p);
        }
        return bars;
    }
    bars.push_back(BarData{
        QString(), {segmentsOf([&e](fit::Segment s) { return fit::segmentValue(e, s); }), 0.0}, 0.0, QString(), 0, 0});
    if (fit::isTraining(e.kind) && e.hostOffloadBytes > 0) {
        m_hostBar = 1;
        bars.push_back(
            BarData{QString(), {ChartGeometry::Segments{}, toGiB(e.hostOffloadBytes)}, 0.0, QString(), 0, 0});
    }
    return bars;
}

void BreakdownChart::resizeSets(int count)
{
    // Only when the number of bars changes (another workload kind): every set gets one value per bar.
    const auto resize = [count](QBarSet *set) {
        if (set->count() > count)
            set->remove(count, set->count() - count);
        while (set->count() < count)
            set->append(0.0);
    };
    for (QBarSet *set : m_sets)
        resize(set);
    resize(m_hostSet);
    m_series->setBarWidth(count == 1 ? kBarWidth : kBarsWidth);
}

void BreakdownChart::showBars(std::vector<BarData> bars, double usableGiB, const ChartGeometry::Axis &axis)
{
    const int count = static_cast<int>(bars.size());
    if (count != barCount() || m_sets[0]->count() != count)
        resizeSets(count);
    m_bars = std::move(bars);
    relabelBars();
    for (int bar = 0; bar < count; ++bar) {
        const ChartGeometry::Bar &values = m_bars[static_cast<std::size_t>(bar)].values;
        const int c = categoryOf(bar);
        for (const fit::Segment s : fit::kAllSegments)
            m_sets[static_cast<std::size_t>(s)]->replace(c, values.segments[static_cast<std::size_t>(s)]);
        m_hostSet->replace(c, values.extra);
    }
    placeUsableLines(usableGiB);
    if (m_valueAxis->max() != axis.max || m_valueAxis->tickCount() != axis.tickCount) {
        m_valueAxis->setRange(0.0, axis.max);
        m_valueAxis->setTickCount(axis.tickCount);
    }
    updateLabels();
    updateLegend();
    settleLayout();
}

void BreakdownChart::setEstimate(const fit::Estimate &estimate, scenario::labels::DeviceView view)
{
    if (m_cleared) {
        m_cleared = false;
        chart()->legend()->setVisible(true);
    }
    m_engine = estimate.engine;
    m_kind = estimate.kind;
    std::vector<BarData> bars = barsOf(estimate, view);
    double largest = 0.0;
    double usable = toGiB(estimate.usablePerDeviceBytes);
    for (const BarData &bar : bars) {
        largest = std::max(largest, total(bar.values));
        usable = std::max(usable, bar.usable);
    }
    showBars(std::move(bars), usable, ChartGeometry::niceAxis(usable, largest));
}

void BreakdownChart::clearEstimate()
{
    // No estimate (the scenario is refused): the title says so and the legend, whose entries would all
    // read 0.00 GiB, is hidden until the next estimate.
    m_cleared = true;
    chart()->legend()->setVisible(false);
    std::vector<BarData> bars = m_bars;
    for (BarData &bar : bars) {
        bar.values = ChartGeometry::Bar{};
        bar.usable = 0.0;
    }
    showBars(std::move(bars), 0.0, ChartGeometry::niceAxis(0.0, 0.0));
}

QString BreakdownChart::barLabel(int bar) const
{
    return bar >= 0 && bar < barCount() ? m_bars[static_cast<std::size_t>(bar)].label : QString();
}

double BreakdownChart::valueGiB(fit::Segment s) const
{
    return valueGiB(s, m_mainBar);
}

double BreakdownChart::valueGiB(fit::Segment s, int bar) const
{
    if (bar < 0 || bar >= barCount())
        return 0.0;
    return m_sets[static_cast<std::size_t>(s)]->at(categoryOf(bar));
}

double BreakdownChart::hostGiB() const
{
    if (m_hostBar < 0)
        return 0.0;
    // Training's CPU offload is one block; a placement's host bar stacks weights, KV cache and output buffer.
    return m_deviceBars > 0 ? total(m_bars[static_cast<std::size_t>(m_hostBar)].values)
                            : m_hostSet->at(categoryOf(m_hostBar));
}

double BreakdownChart::usableGiB(int bar) const
{
    return bar >= 0 && bar < m_deviceBars ? m_bars[static_cast<std::size_t>(bar)].usable : 0.0;
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

bool BreakdownChart::isHostInLegend() const
{
    for (QLegendMarker *marker : chart()->legend()->markers(m_series)) {
        if (static_cast<QBarLegendMarker *>(marker)->barset() == m_hostSet)
            return marker->isVisible();
    }
    return false;
}

ChartGeometry BreakdownChart::geometry() const
{
    std::vector<ChartGeometry::Bar> bars;
    for (int bar = 0; bar < barCount(); ++bar) {
        ChartGeometry::Bar b;
        for (const fit::Segment s : fit::kAllSegments)
            b.segments[static_cast<std::size_t>(s)] = m_sets[static_cast<std::size_t>(s)]->at(categoryOf(bar));
        b.extra = m_hostSet->at(categoryOf(bar));
        bars.push_back(b);
    }
    return ChartGeometry(chart()->plotArea(), m_valueAxis->min(), m_valueAxis->max(), m_series->barWidth(),
                         std::move(bars));
}

std::optional<QPoint> BreakdownChart::segmentCenter(fit::Segment s, int bar) const
{
    const QRectF rect = geometry().segmentRect(s, bar < 0 ? m_mainBar : bar);
    if (rect.isEmpty())
        return std::nullopt;
    return mapFromScene(chart()->mapToScene(rect.center()));
}

std::optional<QPoint> BreakdownChart::hostCenter() const
{
    const QRectF rect = geometry().extraRect(m_hostBar);
    if (rect.isEmpty())
        return std::nullopt;
    return mapFromScene(chart()->mapToScene(rect.center()));
}

std::optional<ChartGeometry::Hit> BreakdownChart::hitAtViewportPos(const QPoint &pos) const
{
    const ChartGeometry g = geometry();
    const QPointF p = chart()->mapFromScene(mapToScene(pos));
    // Thin segments first, over kMinHitWidthPx around their centre: a 1 px segment between two wide
    // ones is hit at all, and ahead of the neighbours it overlaps. What is drawn does not change.
    for (int bar = 0; bar < g.barCount(); ++bar) {
        for (const fit::Segment s : fit::kAllSegments) {
            const QRectF r = g.segmentRect(s, bar);
            if (!r.isEmpty() && r.width() < kMinHitWidthPx && contains(atLeastWide(r, kMinHitWidthPx), p))
                return ChartGeometry::Hit{bar, s};
        }
        const QRectF extra = g.extraRect(bar);
        if (!extra.isEmpty() && extra.width() < kMinHitWidthPx && contains(atLeastWide(extra, kMinHitWidthPx), p))
            return ChartGeometry::Hit{bar, std::nullopt};
    }
    return g.hitAt(p);
}

bool BreakdownChart::isOnUsableLine(const QPoint &pos) const
{
    const QPointF p = chart()->mapFromScene(mapToScene(pos));
    std::vector<QLineSeries *> lines{m_usableLine};
    lines.insert(lines.end(), m_deviceLines.begin(), m_deviceLines.end());
    for (QLineSeries *line : lines) {
        if (!line->isVisible() || line->count() < 2 || line->at(0).x() <= 0.0)
            continue;
        const QPointF a = chart()->mapToPosition(line->at(0), line);
        const QPointF b = chart()->mapToPosition(line->at(1), line);
        const QRectF band(QPointF(a.x() - kUsableHitPx, std::min(a.y(), b.y())),
                          QPointF(a.x() + kUsableHitPx, std::max(a.y(), b.y())));
        if (p.x() >= band.left() && p.x() <= band.right() && p.y() >= band.top() && p.y() <= band.bottom())
            return true;
    }
    return false;
}

std::optional<QPoint> BreakdownChart::usableLineCenter() const
{
    if (m_usableLine->count() < 2 || m_usableLine->at(0).x() <= 0.0)
        return std::nullopt;
    const QPointF a = chart()->mapToPosition(m_usableLine->at(0), m_usableLine);
    const QPointF b = chart()->mapToPosition(m_usableLine->at(1), m_usableLine);
    return mapFromScene(chart()->mapToScene((a + b) / 2.0));
}

std::optional<fit::Segment> BreakdownChart::segmentAtViewportPos(const QPoint &pos) const
{
    const std::optional<ChartGeometry::Hit> hit = hitAtViewportPos(pos);
    return hit ? hit->segment : std::nullopt;
}

QString BreakdownChart::conceptAtViewportPos(const QPoint &pos) const
{
    if (isOnUsableLine(pos))
        return usableConceptId();
    const std::optional<ChartGeometry::Hit> hit = hitAtViewportPos(pos);
    return hit ? conceptOf(*hit) : QString();
}

bool BreakdownChart::highlightConcept(const QString &conceptId)
{
    bool matched = !conceptId.isEmpty() && conceptId == hostConceptId();
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
    const auto pen = [&pal](bool marked) {
        QPen p(marked ? pal.color(QPalette::WindowText) : pal.color(QPalette::Base));
        p.setWidthF(marked ? 3.0 : 0.0);
        return p;
    };
    for (const fit::Segment s : fit::kAllSegments)
        m_sets[static_cast<std::size_t>(s)]->setPen(pen(!m_highlight.isEmpty() && conceptOf(s) == m_highlight));
    m_hostSet->setPen(pen(m_highlight == hostConceptId()));
}

QString BreakdownChart::tooltipText(const ChartGeometry::Hit &hit) const
{
    const QString conceptId = conceptOf(hit);
    const QString title = m_conceptTitle ? m_conceptTitle(conceptId) : QString();
    QString text;
    if (!hit.segment) {
        text = tr("<b>%1</b>: %2 GiB per GPU").arg(tr("Host RAM (CPU offload)"), formatGiB(hostGiB()));
        text += QStringLiteral("<br>") + tr("What CPU offload keeps in host memory instead of on the GPU (optimizer "
                                            "state and master weights; with parameter offload the weights too). "
                                            "Not part of the GPU total.")
                                             .toHtmlEscaped();
    } else {
        const double gib = valueGiB(*hit.segment, hit.bar);
        text = m_deviceBars > 0
                   ? (hit.bar == m_hostBar
                          ? tr("<b>%1</b>: %2 GiB in host RAM").arg(segmentName(*hit.segment, m_engine), formatGiB(gib))
                          : tr("<b>%1</b>: %2 GiB on %3")
                                .arg(segmentName(*hit.segment, m_engine), formatGiB(gib),
                                     deviceLabel(m_bars[static_cast<std::size_t>(hit.bar)]).toHtmlEscaped()))
               : static_cast<std::size_t>(hit.bar) < m_phases.size()
                   ? tr("<b>%1</b>: %2 GiB per GPU (%3)")
                         .arg(segmentName(*hit.segment, m_engine), formatGiB(gib),
                              scenario::labels::phaseName(m_phases[static_cast<std::size_t>(hit.bar)]))
                   : tr("<b>%1</b>: %2 GiB per GPU").arg(segmentName(*hit.segment, m_engine), formatGiB(gib));
        text += QStringLiteral("<br>") + segmentDescription(*hit.segment, m_engine).toHtmlEscaped();
    }
    text += QStringLiteral("<br>") + tr("Click to read “%1” in the glossary.").arg(title.isEmpty() ? conceptId : title);
    return text;
}

void BreakdownChart::mouseMoveEvent(QMouseEvent *event)
{
    QChartView::mouseMoveEvent(event);
    const QPoint pos = event->position().toPoint();
    if (isOnUsableLine(pos)) {
        viewport()->setCursor(Qt::PointingHandCursor);
        const QString title = m_conceptTitle ? m_conceptTitle(usableConceptId()) : QString();
        QToolTip::showText(
            event->globalPosition().toPoint(),
            m_usableLine->name().toHtmlEscaped() + QStringLiteral("<br>") +
                tr("Click to read “%1” in the glossary.").arg(title.isEmpty() ? usableConceptId() : title),
            viewport());
        return;
    }
    const std::optional<ChartGeometry::Hit> hit = hitAtViewportPos(pos);
    if (!hit) {
        viewport()->unsetCursor();
        QToolTip::hideText();
        return;
    }
    viewport()->setCursor(Qt::PointingHandCursor);
    QToolTip::showText(event->globalPosition().toPoint(), tooltipText(*hit), viewport());
}

void BreakdownChart::mouseReleaseEvent(QMouseEvent *event)
{
    QChartView::mouseReleaseEvent(event);
    if (event->button() != Qt::LeftButton)
        return;
    if (const QString conceptId = conceptAtViewportPos(event->position().toPoint()); !conceptId.isEmpty())
        emit segmentActivated(conceptId);
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

void BreakdownChart::relabelBars()
{
    for (int bar = 0; bar < barCount(); ++bar) {
        QString label = tr("per GPU");
        if (static_cast<std::size_t>(bar) < m_phases.size()) {
            const QString name = scenario::labels::phaseName(m_phases[static_cast<std::size_t>(bar)]);
            label = bar == m_peakBar ? tr("%1 (peak)").arg(name) : name;
        } else if (bar == m_hostBar) {
            label = tr("Host RAM");
        } else if (bar < m_deviceBars) {
            const QString device = deviceLabel(m_bars[static_cast<std::size_t>(bar)]);
            label = bar == m_bindingBar ? tr("%1 (binding)").arg(device) : device;
        }
        m_bars[static_cast<std::size_t>(bar)].label = label;
    }
    // The placement view draws GPUs of different kinds and host RAM: the titles say "device", not "GPU".
    const QString title = m_cleared          ? tr("No estimate: see the message below the chart")
                          : m_deviceBars > 0 ? tr("Memory per device")
                                             : tr("Memory per GPU");
    if (chart()->title() != title) {
        chart()->setTitle(title);
        m_valueAxis->setTitleText(m_deviceBars > 0 ? tr("GiB") : tr("GiB per GPU"));
    }
    QStringList categories;
    for (int c = 0; c < barCount(); ++c)
        categories << m_bars[static_cast<std::size_t>(categoryOf(c))].label;
    if (m_categoryAxis->categories() != categories)
        m_categoryAxis->setCategories(categories);
}

void BreakdownChart::retranslate()
{
    chart()->setLocale(QLocale());
    chart()->setTitle(QString()); // relabelBars() sets the title and the value axis's in the new language
    relabelBars();
    setAccessibleName(tr("Memory breakdown chart"));
    setAccessibleDescription(tr("Click a segment to read what it means in the glossary."));
    updateLabels();
}

void BreakdownChart::updateLabels()
{
    for (const fit::Segment s : fit::kAllSegments)
        m_sets[static_cast<std::size_t>(s)]->setLabel(
            tr("%1: %2 GiB").arg(segmentName(s, m_engine), formatGiB(valueGiB(s))));
    m_hostSet->setLabel(tr("%1: %2 GiB").arg(tr("Host RAM (CPU offload)"), formatGiB(hostGiB())));
    bool oneUsable = true;
    for (int bar = 1; bar < m_deviceBars; ++bar)
        oneUsable = oneUsable && usableGiB(bar) == usableGiB(0);
    m_usableLine->setName(oneUsable ? tr("Usable per GPU: %1 GiB").arg(formatGiB(m_usableGiB))
                                    : tr("Usable memory of each GPU (dashed)"));
}

void BreakdownChart::updateLegend()
{
    // Only sets that hold bytes in some bar are listed; with nothing shown the weights are, so the legend
    // never goes blank.
    bool any = false;
    for (const QBarSet *set : m_series->barSets()) {
        for (int i = 0; i < set->count(); ++i)
            any = any || set->at(i) > 0.0;
    }
    for (QLegendMarker *marker : chart()->legend()->markers(m_series)) {
        const QBarSet *set = static_cast<QBarLegendMarker *>(marker)->barset();
        bool visible = !any && set == barSet(fit::Segment::Weights);
        for (int i = 0; i < set->count() && !visible; ++i)
            visible = set->at(i) > 0.0;
        if (marker->isVisible() != visible)
            marker->setVisible(visible);
    }
    // The device bars' extra usable markers share the first one's legend entry.
    for (QLineSeries *line : m_deviceLines) {
        for (QLegendMarker *marker : chart()->legend()->markers(line))
            marker->setVisible(false);
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
    // Host RAM is no GPU memory: a neutral slate, hatched so that it never reads as one more segment.
    const QColor slate = isDark(pal) ? QColor(0x8F, 0xA3, 0xB8) : QColor(0x5B, 0x6B, 0x7D);
    m_hostSet->setColor(slate);
    m_hostSet->setBrush(QBrush(slate, Qt::BDiagPattern));
    QPen line(pal.color(QPalette::Text));
    line.setWidthF(2.0);
    line.setStyle(Qt::DashLine);
    m_usableLine->setPen(line);
    for (QLineSeries *deviceLine : m_deviceLines)
        deviceLine->setPen(line);
    applyPens();
    // setTheme() shows every legend marker again.
    updateLegend();
    m_applyingTheme = false;
}

} // namespace headroom::ui
