// SPDX-License-Identifier: GPL-3.0-or-later
// The quote PDF writer, part 3 of 3 (quotepdfimpl.h lists the parts): the fit section. The memory per GPU
// as a stacked bar (image generation: one bar per phase on one axis), its legend, the workload's knobs
// (inference, training, image generation), the host RAM and checkpoint sizes of a training run, the
// throughput of an inference scenario, the scenario table and the translated assumptions; and the segment
// palette shared with the UI chart.
#include "quotepdfimpl.h"

#include <scenario/assumptionlabels.h>
#include <scenario/chartaxis.h>
#include <scenario/choice.h>
#include <scenario/labels.h>
#include <scenario/workloadlabels.h>

#include <fit/diffusion.h>
#include <fit/throughput.h>
#include <fit/weightformat.h>

#include <QPagedPaintDevice>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace headroom::quote {

using namespace pdfimpl;

namespace {

/// Bytes of one stacked segment, never negative. Like fit::segmentValue, except that the full-attention
/// KV segment is the KV cache left after the sliding-window, chunked and MLA parts: an estimate that
/// does not fill Estimate::kvCacheByAttention (built by hand, or by an older model) then still shows its
/// whole perDevice.kvCache, and the segments always sum to perDevice.total().
qint64 segmentBytes(const fit::Estimate &e, fit::Segment s)
{
    if (s == fit::Segment::KvFullAttention) {
        const fit::KvByAttention &kv = e.kvCacheByAttention;
        return std::max<qint64>(0, e.perDevice.kvCache - kv.slidingWindow - kv.chunkedLocal - kv.mla);
    }
    return std::max<qint64>(0, fit::segmentValue(e, s));
}

/// The segments the chart and its legend show, in stacking order: the weights always (so the legend
/// never goes blank, as in the UI chart), every other segment when it holds bytes.
QList<fit::Segment> shownSegments(const fit::Estimate &e)
{
    QList<fit::Segment> shown;
    for (const fit::Segment s : fit::kAllSegments) {
        if (s == fit::Segment::Weights || segmentBytes(e, s) > 0)
            shown.append(s);
    }
    return shown;
}

/// True when part of the KV cache sits in sliding-window, chunked or MLA layers.
bool kvCacheIsSplit(const fit::Estimate &e)
{
    return segmentBytes(e, fit::Segment::KvSlidingWindow) > 0 || segmentBytes(e, fit::Segment::KvChunkedLocal) > 0 ||
           segmentBytes(e, fit::Segment::KvMla) > 0;
}

/// Image generation: the segments any phase holds bytes in, in stacking order (the same for every bar).
QList<fit::Segment> phaseSegments(const fit::Estimate &e)
{
    QList<fit::Segment> shown;
    for (const fit::Segment s : fit::kAllSegments) {
        const bool held = std::any_of(e.phases.cbegin(), e.phases.cend(), [s](const fit::Breakdown &b) {
            return fit::segmentValue(b, fit::KvByAttention{}, s) > 0;
        });
        if (held)
            shown.append(s);
    }
    return shown;
}

/// Bytes of `segments` in one phase (a diffusion phase holds no KV cache), never negative.
QList<qint64> phaseValues(const fit::Breakdown &b, const QList<fit::Segment> &segments)
{
    QList<qint64> values;
    for (const fit::Segment s : segments)
        values.append(std::max<qint64>(0, fit::segmentValue(b, fit::KvByAttention{}, s)));
    return values;
}

/// "Display name (id)", or whichever of the two is set.
QString modelText(const std::string &displayName, const std::string &id)
{
    QString model = QString::fromStdString(displayName);
    const QString modelId = QString::fromStdString(id);
    if (model.isEmpty())
        model = modelId;
    else if (!modelId.isEmpty() && modelId != model)
        model += QStringLiteral(" (") + modelId + QLatin1Char(')');
    return model;
}

/// Legend rows: two columns, filled row by row.
int legendRows(const fit::Estimate &e)
{
    return int((shownSegments(e).size() + 1) / 2);
}

} // namespace

/// Segment names as the UI's breakdown chart writes them (app/ui/breakdownchart.cpp segmentName), except
/// that a KV cache held only by full-attention layers stays "KV cache", as in the first version.
QString QuotePdf::segmentName(fit::Segment segment) const
{
    const fit::Estimate &e = *m_quote.estimate;
    if (segment == fit::Segment::KvFullAttention && !kvCacheIsSplit(e))
        return tr("KV cache");
    return scenario::labels::segmentName(segment, e.engine);
}

/// Display name of an engine (fit::toString keys "generic", "llama.cpp", "ik_llama.cpp", "vllm",
/// "ollama"), as the UI's engine selector names them; product names are not translated.
QString QuotePdf::engineName(fit::Engine engine) const
{
    return scenario::labels::engineName(engine);
}

/// Readable name of each fit::constraintKey ("none", "gpu_memory", "kv_cache_budget", "engine_budget",
/// "engine_reserve", "scheduler_limit", "model_context", "no_parallelism"), worded as in the fit explorer.
QString QuotePdf::constraintName(fit::Constraint constraint) const
{
    return scenario::labels::constraintName(constraint, &*m_quote.estimate);
}

qreal QuotePdf::chartHeight() const
{
    const qreal small = lineHeight(font(kSmallPt));
    // usable label + gap + bar + ticks + tick labels + gap + legend rows + total row
    return small + mm(1.5) + mm(9) + mm(1.2) + small + mm(3) + legendRows(*m_quote.estimate) * (small + mm(1.6)) +
           small;
}

ChartScale QuotePdf::chartScale(qint64 largestBytes) const
{
    // The window's rule (app/ui/breakdownchart.cpp): niceAxis(usable, largest bar), both in GiB.
    ChartScale scale;
    scale.axis = scenario::niceAxis(double(m_quote.estimate->usablePerDeviceBytes) / double(kGiB),
                                    double(largestBytes) / double(kGiB));
    scale.left = 0;
    scale.width = m_width;
    return scale;
}

void QuotePdf::drawBar(const QList<fit::Segment> &segments, const QList<qint64> &values, qint64 total, qreal top,
                       qreal height, const ChartScale &scale) const
{
    if (!m_painter)
        return;
    const qreal bottom = top + height;
    // Track behind the bar, then the stacked segments left to right.
    m_painter->setPen(Qt::NoPen);
    m_painter->setBrush(QColor(kTrack));
    m_painter->drawRect(QRectF(scale.left, top, scale.width, height));
    qreal x = scale.left;
    for (qsizetype i = 0; i < segments.size(); ++i) {
        const qreal w = scale.xOfBytes(values.at(i)) - scale.left;
        if (w <= 0)
            continue;
        m_painter->setBrush(segmentColor(segments.at(i)));
        m_painter->drawRect(QRectF(x, top, w, height));
        x += w;
    }
    m_painter->setBrush(Qt::NoBrush);
    // Thin white separators between segments keep them apart in greyscale print.
    m_painter->setPen(pen(Qt::white, 0.25));
    qreal sx = scale.left;
    for (qsizetype i = 0; i < segments.size(); ++i) {
        const qreal w = scale.xOfBytes(values.at(i)) - scale.left;
        if (w <= 0)
            continue;
        sx += w;
        if (sx < scale.xOfBytes(total) - 0.5)
            m_painter->drawLine(QPointF(sx, top), QPointF(sx, bottom));
    }
}

void QuotePdf::drawAxis(qreal y, const ChartScale &scale) const
{
    if (!m_painter)
        return;
    const QFont small = font(kSmallPt);
    const qreal lineH = lineHeight(small);
    // Axis with ticks in GiB.
    m_painter->setPen(pen(kMuted, 0.2));
    m_painter->drawLine(QPointF(scale.left, y), QPointF(scale.left + scale.width, y));
    const double step = scale.axis.step;
    for (int tick = 0; tick < scale.axis.tickCount; ++tick) {
        const double t = tick * step;
        const qreal tx = scale.x(t);
        m_painter->setPen(pen(kMuted, 0.2));
        m_painter->drawLine(QPointF(tx, y), QPointF(tx, y + mm(1.2)));
        QString label = m_locale.toString(t, 'f', step < 1 ? 1 : 0);
        if (tick == scale.axis.tickCount - 1)
            label = tr("%1\u00a0GiB").arg(label); // the last tick carries the unit
        const qreal lw = textWidth(label, small) + mm(1);
        const qreal lx = std::clamp(tx - lw / 2, scale.left, scale.left + scale.width - lw);
        drawText(label, small, QRectF(lx, y + mm(1.4), lw, lineH), Qt::AlignHCenter, kMuted);
    }
}

void QuotePdf::drawUsableLabel(qreal labelTop, const ChartScale &scale) const
{
    const QFont smallBold = font(kSmallPt, true);
    const qreal lineH = lineHeight(font(kSmallPt));
    const qint64 usable = m_quote.estimate->usablePerDeviceBytes;
    const qreal ux = scale.xOfBytes(usable);
    const QString usableText = tr("Usable per GPU: %1").arg(gib(usable));
    const qreal uw = textWidth(usableText, smallBold) + mm(1);
    const bool labelLeft = ux + mm(1.2) + uw > scale.left + scale.width;
    const QRectF usableRect =
        labelLeft ? QRectF(ux - mm(1.2) - uw, labelTop, uw, lineH) : QRectF(ux + mm(1.2), labelTop, uw, lineH);
    drawText(usableText, smallBold, usableRect, labelLeft ? Qt::AlignRight : Qt::AlignLeft, kLimitLine);
}

void QuotePdf::drawLegend(const QList<fit::Segment> &segments, const QList<qint64> &values)
{
    // Two columns of swatch + "Name: value", in stacking order, filled row by row.
    const QFont small = font(kSmallPt);
    const qreal lineH = lineHeight(small);
    const qreal colW = m_width / 2;
    const qreal swatch = mm(3.2);
    for (qsizetype i = 0; i < segments.size(); ++i) {
        const qreal cx = (i % 2) * colW;
        const qreal cy = m_y + qreal(i / 2) * (lineH + mm(1.6));
        if (m_painter) {
            m_painter->setPen(pen(kMuted, 0.15));
            m_painter->setBrush(segmentColor(segments.at(i)));
            m_painter->drawRect(QRectF(cx, cy + (lineH - swatch) / 2, swatch, swatch));
            m_painter->setBrush(Qt::NoBrush);
        }
        drawText(tr("%1: %2").arg(segmentName(segments.at(i)), gib(values.at(i))), small,
                 QRectF(cx + swatch + mm(1.8), cy, colW - swatch - mm(2), lineH), Qt::AlignLeft, kText);
    }
    m_y += qreal((segments.size() + 1) / 2) * (lineH + mm(1.6));
}

void QuotePdf::chart()
{
    const fit::Estimate &e = *m_quote.estimate;
    const qreal lineH = lineHeight(font(kSmallPt));

    const QList<fit::Segment> segments = shownSegments(e);
    QList<qint64> values;
    for (const fit::Segment s : segments)
        values.append(segmentBytes(e, s));
    const qint64 total = e.perDevice.total();
    const ChartScale scale = chartScale(total);

    const qreal labelTop = m_y;
    const qreal barTop = labelTop + lineH + mm(1.5);
    const qreal barH = mm(9);
    const qreal barBottom = barTop + barH;

    drawBar(segments, values, total, barTop, barH, scale);
    drawAxis(barBottom, scale);
    if (m_painter) {
        // Usable memory per GPU: a vertical line over the bar with its label above.
        const qreal ux = scale.xOfBytes(e.usablePerDeviceBytes);
        m_painter->setPen(pen(kLimitLine, 0.5));
        m_painter->drawLine(QPointF(ux, labelTop + lineH * 0.55), QPointF(ux, barBottom + mm(1.2)));
        drawUsableLabel(labelTop, scale);
    }
    m_y = barBottom + mm(1.2) + lineH + mm(3);

    drawLegend(segments, values);
    drawText(tr("Total per GPU: %1 of %2 usable").arg(gib(total), gib(e.usablePerDeviceBytes)), font(kSmallPt, true),
             QRectF(0, m_y, m_width, lineH), Qt::AlignLeft, kText);
    m_y += lineH + mm(2);
}

bool QuotePdf::hasPhases() const
{
    const fit::Estimate &e = *m_quote.estimate;
    return e.kind == fit::WorkloadKind::Diffusion && e.phases.size() == std::size(fit::kAllDiffusionPhases) &&
           e.peakPhase >= 0 && e.peakPhase < int(e.phases.size());
}

qreal QuotePdf::phaseChartHeight() const
{
    const qreal small = lineHeight(font(kSmallPt));
    const qreal legendRowCount = qreal((phaseSegments(*m_quote.estimate).size() + 1) / 2);
    const qreal phases = qreal(std::size(fit::kAllDiffusionPhases));
    // usable label + gap; per phase: its label + gap + bar + gap; ticks + tick labels + gap; legend title +
    // legend rows + total row
    return small + mm(1.5) + phases * (small + mm(0.8) + mm(kPhaseBarMm) + mm(2)) + mm(1.2) + small + mm(3) + small +
           mm(1) + legendRowCount * (small + mm(1.6)) + small;
}

void QuotePdf::phaseChart()
{
    const fit::Estimate &e = *m_quote.estimate;
    const QFont small = font(kSmallPt);
    const QFont smallBold = font(kSmallPt, true);
    const qreal lineH = lineHeight(small);
    const QList<fit::Segment> segments = phaseSegments(e);
    qint64 largest = 0;
    for (const fit::Breakdown &b : e.phases)
        largest = std::max<qint64>(largest, b.total());
    const ChartScale scale = chartScale(largest);
    const qreal ux = scale.xOfBytes(e.usablePerDeviceBytes);
    const qreal barH = mm(kPhaseBarMm);

    // The usable label on top, then one labelled bar per phase. The limit line crosses each bar only, so it
    // never runs through a phase's label.
    const qreal labelTop = m_y;
    if (m_painter) {
        m_painter->setPen(pen(kLimitLine, 0.5));
        m_painter->drawLine(QPointF(ux, labelTop + lineH * 0.55), QPointF(ux, labelTop + lineH + mm(0.5)));
    }
    drawUsableLabel(labelTop, scale);
    qreal y = labelTop + lineH + mm(1.5);
    qreal barBottom = y;
    for (const fit::DiffusionPhase p : fit::kAllDiffusionPhases) {
        const fit::Breakdown &b = e.phases[std::size_t(p)];
        const bool peak = int(p) == e.peakPhase;
        QString label = tr("%1: %2").arg(scenario::labels::phaseName(p), gib(b.total()));
        if (peak)
            label += QStringLiteral(" \u00b7 ") + tr("peak");
        drawText(label, peak ? smallBold : small, QRectF(0, y, m_width, lineH), Qt::AlignLeft, kText);
        y += lineH + mm(0.8);
        drawBar(segments, phaseValues(b, segments), b.total(), y, barH, scale);
        barBottom = y + barH;
        const bool last = p == fit::kAllDiffusionPhases[std::size(fit::kAllDiffusionPhases) - 1];
        if (m_painter) {
            m_painter->setPen(pen(kLimitLine, 0.5));
            m_painter->drawLine(QPointF(ux, y - mm(0.5)), QPointF(ux, barBottom + (last ? mm(1.2) : mm(0.5))));
        }
        y = barBottom + mm(2);
    }
    drawAxis(barBottom, scale);
    m_y = barBottom + mm(1.2) + lineH + mm(3);

    const auto peak = static_cast<fit::DiffusionPhase>(e.peakPhase);
    drawText(tr("In the peak phase (%1):").arg(scenario::labels::phaseName(peak)), small,
             QRectF(0, m_y, m_width, lineH), Qt::AlignLeft, kMuted);
    m_y += lineH + mm(1);
    drawLegend(segments, phaseValues(e.phases[std::size_t(e.peakPhase)], segments));
    drawText(tr("Total per GPU: %1 of %2 usable").arg(gib(e.perDevice.total()), gib(e.usablePerDeviceBytes)),
             font(kSmallPt, true), QRectF(0, m_y, m_width, lineH), Qt::AlignLeft, kText);
    m_y += lineH + mm(2);
}

QString QuotePdf::fitIntro() const
{
    const fit::Estimate &e = *m_quote.estimate;
    if (fit::isTraining(e.kind)) {
        return tr("Workload: %1. Memory per GPU during a training step (forward pass, backward pass and optimizer "
                  "step).")
            .arg(scenario::workloadName(e.kind));
    }
    if (e.kind == fit::WorkloadKind::Diffusion) {
        return tr("Workload: %1. Memory per GPU in each phase of the pipeline; the largest phase decides the fit.")
            .arg(scenario::workloadName(e.kind));
    }
    return tr("Memory per GPU. GPUs holding one model replica: %1; replicas: %2. Replicas do not pool memory.")
        .arg(m_locale.toString(e.devices), m_locale.toString(e.replicas));
}

void QuotePdf::fitSection()
{
    const fit::Estimate &e = *m_quote.estimate;
    const bool phases = hasPhases();
    heading(tr("Fit on the selected GPUs"), (phases ? phaseChartHeight() : chartHeight()) + mm(12));

    QString verdict = scenario::labels::fitVerdict(e, m_locale);
    // What limits the workload (fit::Estimate::binding): the constraint broken, or the one capping
    // the number of sequences that fit.
    verdict += QStringLiteral(" \u00b7 ") + tr("binding constraint: %1").arg(constraintName(e.binding));
    paragraph(verdict, font(kSubheadingPt, true), e.fits ? kFits : kDoesNotFit);
    paragraph(fitIntro(), font(kSmallPt), kMuted, 0, 2.2);
    if (phases) {
        ensureSpace(phaseChartHeight());
        phaseChart();
    } else {
        ensureSpace(chartHeight());
        chart();
    }
    workloadNotes();
    throughputNotes();
    scenarioAssumptions();
}

void QuotePdf::throughputNotes()
{
    // Issue 13: decode per sequence and in total, prefill and time to first token with their bounds, then
    // what they assume (request, concurrency, the engine profile's calibration, peak x efficiency).
    // Inference only; one line when the GPU's speed is not known.
    if (!m_quote.scenario || m_quote.scenario->kind != fit::WorkloadKind::Inference)
        return;
    const fit::Scenario &s = *m_quote.scenario;
    const fit::Estimate &e = *m_quote.estimate;
    const fit::Throughput t = fit::throughput(s, e);
    const QFont subheading = font(kSubheadingPt, true);
    const QFont body = font(kBodyPt);
    m_y += mm(1.5);
    ensureSpace(lineHeight(subheading) + mm(1) + 3 * lineHeight(body)); // the title with its lines
    paragraph(tr("Throughput"), subheading, kText, 0, 1.0);
    const QStringList lines = scenario::labels::throughputLines(t, s.workload.concurrency, e.replicas, m_locale);
    if (!t.known) {
        paragraph(lines.join(QLatin1Char('\n')), font(kSmallPt), kMuted, 0, 1.2);
        return;
    }
    if (!e.fits)
        paragraph(scenario::labels::throughputIfItFitted(), font(kSmallPt), kDoesNotFit, 0, 1.2);
    bullets(lines, body);
    paragraph(scenario::labels::throughputAssumption(t, s, m_locale), font(kSmallPt), kMuted, 0, 1.2);
}

void QuotePdf::workloadNotes()
{
    const fit::Estimate &e = *m_quote.estimate;
    // Nothing for inference: its estimate offloads nothing and keeps no training checkpoint.
    QStringList notes;
    if (hasPhases())
        notes << scenario::labels::peakPhaseSentence(e, m_locale);
    notes << scenario::labels::hostRamSentence(e, m_locale) << scenario::labels::checkpointSentence(e, m_locale);
    for (const QString &note : std::as_const(notes)) {
        if (!note.isEmpty())
            paragraph(note, font(kBodyPt), kText, 0, 1.2);
    }
}

QPair<QString, QString> QuotePdf::splitRow(const fit::Scenario &s, const fit::Estimate &e) const
{
    // How one replica is spread: tensor parallelism, or llama.cpp's layer split with the layers per GPU.
    if (scenario::shardsTensors(e.engine) || e.layersPerDevice.size() < 2)
        return {tr("Tensor-parallel degree"), m_locale.toString(s.hardware.tensorParallel)};
    QStringList layers;
    for (const int n : e.layersPerDevice)
        layers << m_locale.toString(n);
    return {tr("Layer split"),
            tr("%1 GPUs, layers per GPU: %2 (--split-mode layer)")
                .arg(m_locale.toString(int(e.layersPerDevice.size())), layers.join(QStringLiteral(", ")))};
}

QList<QPair<QString, QString>> QuotePdf::scenarioRows() const
{
    const fit::Scenario &s = *m_quote.scenario;
    const fit::Estimate &e = *m_quote.estimate;
    const QPair<QString, QString> gpu = {tr("GPU"), tr("%1 \u00d7 %2")
                                                        .arg(gpuDisplayName(QString::fromStdString(s.hardware.gpuId)),
                                                             m_locale.toString(s.hardware.gpuCount))};
    const QString precision = QString::fromStdString(fit::weightFormatLabel(fit::weightFormatOf(s)));
    if (fit::isTraining(e.kind)) {
        return {{tr("Model"), modelText(s.model.displayName, s.model.id)},
                gpu,
                {tr("Workload"), scenario::workloadName(e.kind)},
                {tr("Weight precision"), precision},
                {tr("Settings"), scenario::labels::trainingLines(s, e, m_locale).join(QLatin1Char('\n'))}};
    }
    if (e.kind == fit::WorkloadKind::Diffusion) {
        return {{tr("Model"), modelText(s.diffusionModel.displayName, s.diffusionModel.id)},
                gpu,
                {tr("Workload"), scenario::workloadName(e.kind)},
                {tr("Denoiser precision"), precision},
                {tr("Settings"), scenario::labels::diffusionLines(s, e, m_locale).join(QLatin1Char('\n'))}};
    }
    return {
        {tr("Model"), modelText(s.model.displayName, s.model.id)},
        gpu,
        splitRow(s, e),
        {tr("Engine"), engineName(e.engine)},
        {tr("Weight precision"), precision},
        {tr("KV-cache dtype"), fit::valueCacheDtype(s) == s.kvCache
                                   ? QString::fromUtf8(fit::toString(s.kvCache))
                                   : tr("K %1, V %2")
                                         .arg(QString::fromUtf8(fit::toString(s.kvCache)),
                                              QString::fromUtf8(fit::toString(fit::valueCacheDtype(s))))},
        {tr("Context length (tokens)"), m_locale.toString(qlonglong(s.workload.contextTokens))},
        {tr("Concurrent sequences"), m_locale.toString(s.workload.concurrency)},
    };
}

void QuotePdf::scenarioAssumptions()
{
    const fit::Estimate &e = *m_quote.estimate;
    const QFont label = font(kBodyPt, true);
    const QFont body = font(kBodyPt);
    const QList<QPair<QString, QString>> rows = scenarioRows();

    const qreal keyW = mm(52);
    m_y += mm(1);
    const QFont subheading = font(kSubheadingPt, true);
    ensureSpace(lineHeight(subheading) + mm(1) + 2 * lineHeight(body)); // keep the title with its first rows
    paragraph(tr("Scenario"), subheading, kText, 0, 1.0);
    for (const auto &[key, value] : rows) {
        const qreal h = std::max(textHeight(key, label, keyW - mm(2)), textHeight(value, body, m_width - keyW));
        ensureSpace(h);
        drawText(key, label, QRectF(0, m_y, keyW - mm(2), h), Qt::AlignLeft, kText);
        drawText(value, body, QRectF(keyW, m_y, m_width - keyW, h), Qt::AlignLeft, kText);
        m_y += h + mm(0.9);
    }
    // The assumptions as data (fit::Estimate::assumptionItems), worded by the installed translator: the PDF
    // language's (PdfLanguageScope), numbers in the document's locale. An estimate without items (built by
    // hand) prints its English sentences.
    const QStringList items = scenario::labels::assumptionTexts(e, m_locale);
    if (!items.isEmpty()) {
        m_y += mm(1.5);
        ensureSpace(lineHeight(subheading) + mm(1) + 2 * lineHeight(font(kSmallPt)));
        paragraph(tr("Assumptions of the estimate"), subheading, kText, 0, 1.0);
        bullets(items, font(kSmallPt));
    }
}

QColor componentColor(fit::Component component)
{
    switch (component) {
    case fit::Component::Weights:
        return QColor(0x00, 0x72, 0xb2);
    case fit::Component::KvCache:
        return QColor(0xe6, 0x9f, 0x00);
    case fit::Component::Activations:
        return QColor(0x00, 0x9e, 0x73);
    case fit::Component::Runtime:
        return QColor(0xcc, 0x79, 0xa7);
    }
    return QColor(0x99, 0x99, 0x99);
}

QColor segmentColor(fit::Segment segment)
{
    switch (segment) {
    case fit::Segment::Weights:
        return componentColor(fit::Component::Weights);
    case fit::Segment::KvFullAttention:
        return componentColor(fit::Component::KvCache);
    case fit::Segment::KvSlidingWindow:
        return QColor(0xf0, 0xe4, 0x42); // Okabe-Ito yellow
    case fit::Segment::KvChunkedLocal:
        return QColor(0xd5, 0x5e, 0x00); // Okabe-Ito vermillion
    case fit::Segment::KvMla:
        return QColor(0x56, 0xb4, 0xe9); // Okabe-Ito sky blue
    case fit::Segment::Activations:
        return componentColor(fit::Component::Activations);
    case fit::Segment::Runtime:
        return componentColor(fit::Component::Runtime);
    case fit::Segment::EngineReserve:
        return QColor(0x8c, 0x8c, 0x8c); // neutral grey: memory the model never gets
    // Training and diffusion segments never share a bar with the KV segments: Paul Tol's "muted" scheme
    // (colour-blind safe like Okabe-Ito) for the ones Okabe-Ito has no hue left for.
    case fit::Segment::MasterWeights:
        return QColor(0x88, 0xcc, 0xee); // Tol cyan: next to the weights' blue
    case fit::Segment::Gradients:
        return QColor(0xcc, 0x66, 0x77); // Tol rose
    case fit::Segment::OptimizerState:
        return QColor(0x88, 0x22, 0x55); // Tol wine
    case fit::Segment::LoraAdapters:
        return QColor(0x44, 0xaa, 0x99); // Tol teal
    case fit::Segment::Logits:
        return QColor(0x99, 0x99, 0x33); // Tol olive
    case fit::Segment::ShardingBuffers:
        return QColor(0xdd, 0xcc, 0x77); // Tol sand
    case fit::Segment::TextEncoders:
        return QColor(0x33, 0x22, 0x88); // Tol indigo
    case fit::Segment::Denoiser:
        return QColor(0xaa, 0x44, 0x99); // Tol purple
    case fit::Segment::Vae:
        return QColor(0x8c, 0x51, 0x0a); // ColorBrewer BrBG brown: apart from the activations' green
    }
    return QColor(0x99, 0x99, 0x99);
}

} // namespace headroom::quote
