// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Private to the quote PDF writer (quotepdf.h is its public face): the QuotePdf class that lays the
// document out on the page-flow engine (pageflow.h: cursor, page breaks, text flowing over pages, the
// measuring and painting passes), and the constants and helpers its three source files share:
//   quotepdf.cpp         the blocks (fonts, paragraphs, headings, tables, the footer) and the public
//                        functions;
//   quotepdfsections.cpp the header, line items, totals, terms, routes, measurement notes, retention block
//                        and disclaimer;
//   quotepdffit.cpp      the fit section: the stacked memory bar(s) per GPU, their legend, the workload's
//                        knobs (inference, training, image generation) and the assumptions; the palette.
// Lengths are device units (dots) unless a name says millimetres (…Mm) or points (…Pt). Not installed for
// other folders: nothing outside app/quote includes it.

#include "pageflow.h"
#include "quotepdf.h"
#include <quote/quote.h>
#include <quote/quotedocument.h>

#include <QColor>
#include <QCoreApplication>
#include <QFont>
#include <QList>
#include <QLocale>
#include <QPair>
#include <QPen>
#include <QRectF>
#include <QString>
#include <QStringList>

#include <scenario/chartaxis.h>

class QPagedPaintDevice;
class QPainter;

namespace headroom::quote {

namespace pdfimpl {

inline constexpr qint64 kGiB = qint64(1) << 30;

// Colours chosen to print on white paper and in greyscale; all opaque (PDF/A-1b forces alpha to 255).
inline constexpr QRgb kText = qRgb(0x1a, 0x1a, 0x1a);
inline constexpr QRgb kMuted = qRgb(0x55, 0x55, 0x55);
inline constexpr QRgb kRule = qRgb(0x9a, 0x9a, 0x9a);
inline constexpr QRgb kHeaderFill = qRgb(0xe9, 0xed, 0xf2);
inline constexpr QRgb kBannerFill = qRgb(0xff, 0xf3, 0xcd);
inline constexpr QRgb kBannerBorder = qRgb(0xc5, 0x8a, 0x00);
inline constexpr QRgb kBannerText = qRgb(0x5c, 0x41, 0x00);
inline constexpr QRgb kFits = qRgb(0x1b, 0x78, 0x37);
inline constexpr QRgb kDoesNotFit = qRgb(0xb2, 0x18, 0x2b);
/// The page-1 banner of a quote that does not fit: light red box, border and text in the verdict red.
inline constexpr QRgb kNoFitFill = qRgb(0xfb, 0xe4, 0xe6);
inline constexpr QRgb kNoFitText = qRgb(0x7a, 0x10, 0x1d);
inline constexpr QRgb kLimitLine = qRgb(0x22, 0x22, 0x22);
inline constexpr QRgb kTrack = qRgb(0xf2, 0xf2, 0xf2);
inline constexpr QRgb kWarning = qRgb(0x8a, 0x4b, 0x00);

// Font sizes in points: QPdfWriter reports its resolution as logical DPI, so point sizes scale with it.
// Whole points only: at 72 dpi a fractional size is a fractional pixel size, which the font engine rounds,
// and the text would then wrap differently from the 300 dpi export.
inline constexpr qreal kTitlePt = 20.0;
inline constexpr qreal kHeadingPt = 12.0;
inline constexpr qreal kSubheadingPt = 10.0;
inline constexpr qreal kBodyPt = 9.0;
inline constexpr qreal kSmallPt = 8.0;
/// Days a quote stays valid when the document does not say (QuoteDocument::validUntil invalid).
inline constexpr int kDefaultValidDays = 30;

/// Hundredths of a GiB, half up: bytes x 100 / 2^30.
qint64 hundredthsOfGiB(qint64 bytes);

/// Height of one phase's bar in the image-generation chart, millimetres (the single bar is 9 mm).
inline constexpr qreal kPhaseBarMm = 7.0;

/// The horizontal scale of a memory chart: the GiB axis (scenario::niceAxis, the rule of the window's
/// breakdown chart: 0 to axis.max GiB, ticks every axis.step GiB) over [left, left + width) device units.
struct ChartScale {
    scenario::ChartAxis axis;
    qreal left = 0;
    qreal width = 0;
    qreal x(double gibValue) const { return left + gibValue / axis.max * width; }
    qreal xOfBytes(qint64 bytes) const { return x(double(bytes) / double(kGiB)); }
};

} // namespace pdfimpl

/// Lays the document out on pages and paints it, block by block on the page-flow engine (PageFlow: two
/// passes, so every footer can say "Page n of N"; a line that does not fit above the body's bottom goes
/// to the next page). Strings: tr() in the "headroom::quote::QuotePdf" context.
class QuotePdf final : private PageFlow
{
    Q_DECLARE_TR_FUNCTIONS(headroom::quote::QuotePdf)

public:
    QuotePdf(QPagedPaintDevice &device, const QuoteDocument &document, const QString &language);

    /// PageFlow::run with quotePageLayout(document.pageSize): false when the device refuses it.
    bool render();

private:
    /// One table column: left edge and width (device units), alignment of its cells.
    struct Column {
        qreal x = 0;
        qreal width = 0;
        Qt::Alignment align = Qt::AlignLeft;
    };

    QFont font(qreal pointSize, bool bold = false) const;
    /// A solid pen `widthMm` millimetres wide (not cosmetic: it scales with the device).
    QPen pen(const QColor &color, qreal widthMm) const;

    void layoutDocument() override;
    /// The rule, "Quote <reference>" and "Page n of N" below the body.
    void footer() override;

    void paragraph(const QString &text, const QFont &font, const QColor &color, qreal indent = 0,
                   qreal spaceAfterMm = 1.6);
    void heading(const QString &text, qreal keepWithNext);
    void bullets(const QStringList &items, const QFont &font, const QColor &color = QColor(pdfimpl::kText));
    void rule(const QColor &color, qreal widthMm);
    void keyValue(const QString &key, const QString &value, qreal keyWidth, const QFont &keyFont,
                  const QFont &valueFont, const QColor &valueColor = QColor(pdfimpl::kText));
    qreal rowHeight(const QList<Column> &columns, const QStringList &cells, const QFont &font, qreal pad,
                    const QList<QFont> &cellFonts = {}) const;
    void drawRow(const QList<Column> &columns, const QStringList &cells, const QFont &font, qreal height, qreal pad,
                 const QColor &fill, const QList<QFont> &cellFonts = {});

    // quotepdfsections.cpp
    void header();
    /// A full-width box with a border and bold text, kept on one page (the page-1 notices).
    void banner(const QString &text, QRgb fill, QRgb border, QRgb textColor);
    void doesNotFitBanner();
    void lineTable();
    /// The note under a spot line: for a training quote the checkpoint recovery plan
    /// (scenario::labels::spotCheckpointSentence), else the general recovery-plan note.
    QString spotNote() const;
    void totals();
    QString lineDescription(const LineItem &line) const;
    QString lineQuantity(const LineItem &line) const;
    QString unitName(const QString &unit) const;
    QString pricingName(PricingModel pricing) const;
    void termsSection();
    void measurementSection();
    void routesSection();
    void retentionSection();
    void signOff();
    qreal signOffHeight() const;
    void disclaimer();

    // quotepdffit.cpp
    void fitSection();
    /// The sentence under the verdict: replicas for inference, the workload kind for training and
    /// image generation.
    QString fitIntro() const;
    qreal chartHeight() const;
    void chart();
    /// Image generation with one breakdown per phase (fit::DiffusionPhase): one bar per phase on one
    /// axis, the peak phase named and in bold, the legend with the peak phase's bytes.
    bool hasPhases() const;
    qreal phaseChartHeight() const;
    void phaseChart();
    /// The full-width scale for bars up to `largestBytes` next to the estimate's usable memory: the axis
    /// of scenario::niceAxis, as in the window's breakdown chart.
    pdfimpl::ChartScale chartScale(qint64 largestBytes) const;
    /// One stacked bar of `segments` (`values`: bytes of each, `total` their sum) at [top, top + height):
    /// the track, the segments, white separators. Painting pass only.
    void drawBar(const QList<fit::Segment> &segments, const QList<qint64> &values, qint64 total, qreal top,
                 qreal height, const pdfimpl::ChartScale &scale) const;
    /// The GiB axis at `y` with its ticks and labels (the last one carries the unit). Painting pass only.
    void drawAxis(qreal y, const pdfimpl::ChartScale &scale) const;
    /// "Usable per GPU: X GiB" beside the limit line, on the line at `labelTop`.
    void drawUsableLabel(qreal labelTop, const pdfimpl::ChartScale &scale) const;
    /// Two columns of swatch + "Name: value" at the cursor; moves the cursor below them.
    void drawLegend(const QList<fit::Segment> &segments, const QList<qint64> &values);
    /// Training: host RAM of the offload and the checkpoint sizes; image generation: the peak phase and the
    /// host RAM of the offload. Nothing for inference.
    void workloadNotes();
    /// Inference: decode, prefill and time to first token (fit::throughput of the quote's scenario) with
    /// their bounds and assumptions; one muted line when the GPU's speed is not known.
    void throughputNotes();
    void scenarioAssumptions();
    /// The scenario table: model, GPUs, then the engine and KV settings (inference) or the workload and its
    /// knobs (training: scenario::labels::trainingLines; image generation: diffusionLines).
    QList<QPair<QString, QString>> scenarioRows() const;
    QPair<QString, QString> splitRow(const fit::Scenario &s, const fit::Estimate &e) const;

    QString money(qint64 minor) const { return formatMoney(Money{minor, m_quote.total.currency}, m_language); }
    QString date(const QDate &d) const { return d.toString(Qt::ISODate); }
    QString validUntil() const;
    QString gib(qint64 bytes) const;
    /// GB (10^9 bytes) with two decimals, half up, without the unit: 120,510,000,000 -> "120.51".
    QString gbText(qint64 bytes) const;
    QString termName(Term term) const;
    QString segmentName(fit::Segment segment) const;
    QString engineName(fit::Engine engine) const;
    QString constraintName(fit::Constraint constraint) const;
    QString gpuDisplayName(const QString &gpuId) const;

    const QuoteDocument &m_doc;
    const Quote &m_quote;
    QString m_language;
    QLocale m_locale;
    QString m_family;
};

} // namespace headroom::quote
