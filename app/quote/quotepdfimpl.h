// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Private to the quote PDF writer (quotepdf.h is its public face): the QuotePdf class that lays the
// document out, and the constants and text helpers its three source files share:
//   quotepdf.cpp         the layout primitives (fonts, text flow, pages, footer) and the public functions;
//   quotepdfsections.cpp the header, line items, totals, terms, routes, measurement notes, retention block
//                        and disclaimer;
//   quotepdffit.cpp      the fit section: the stacked memory bar(s) per GPU, their legend, the workload's
//                        knobs (inference, training, image generation) and the assumptions; the palette.
// Lengths are device units (dots) unless a name says millimetres (…Mm) or points (…Pt). Not installed for
// other folders: nothing outside app/quote includes it.

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

class QPagedPaintDevice;
class QPaintDevice;
class QPainter;
class QTextLayout;

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
/// Line spacing as a multiple of the point size (DejaVu Sans ascent + descent = 1.164 em).
inline constexpr qreal kLineSpacing = 1.25;
/// Days a quote stays valid when the document does not say (QuoteDocument::validUntil invalid).
inline constexpr int kDefaultValidDays = 30;

/// Resolution every text of the PDF is laid out at, whatever the device's: 1 pt = 10 units, so each
/// whole or half point size is a whole pixel size. The font engine rounds fractional pixel sizes (9 pt is
/// 37.5 px at 300 dpi), which would make text wider or narrower, and wrap differently, at each device
/// resolution; laid out here and scaled onto the device, a line breaks at the same word at 72, 300 or
/// 1200 dpi.
inline constexpr int kLayoutDpi = 720;

/// A paint device that only reports kLayoutDpi, for QTextLayout and QFontMetricsF (one per process).
QPaintDevice *layoutDevice();

/// Breaks `layout` into lines of `width`, each `lineHeight` apart, and returns the total height.
/// Line heights are fixed multiples of the point size rather than the font engine's per-device metrics
/// (which FreeType rounds to whole device pixels), and advances use design metrics, so the page comes
/// out the same at 72, 300 or 1200 dpi.
qreal layoutLines(QTextLayout &layout, qreal width, Qt::Alignment align, qreal lineHeight);

/// "\n" in a (translated) string is a line break; QTextLayout only breaks at U+2028.
QString withLineSeparators(QString text);

/// Hundredths of a GiB, half up: bytes x 100 / 2^30.
qint64 hundredthsOfGiB(qint64 bytes);

/// A "nice" tick step (1, 2, 2.5 or 5 x 10^k GiB) giving at most `maxTicks` intervals up to `maxGiB`.
double niceStep(double maxGiB, int maxTicks);

/// Height of one phase's bar in the image-generation chart, millimetres (the single bar is 9 mm).
inline constexpr qreal kPhaseBarMm = 7.0;

/// The horizontal scale of a memory chart: 0 to axisGiB GiB over [left, left + width) device units, ticks
/// every `step` GiB (niceStep()).
struct ChartAxis {
    double axisGiB = 1;
    double step = 1;
    qreal left = 0;
    qreal width = 0;
    qreal x(double gibValue) const { return left + gibValue / axisGiB * width; }
    qreal xOfBytes(qint64 bytes) const { return x(double(bytes) / double(kGiB)); }
};

} // namespace pdfimpl

/// Lays the document out on pages and paints it. Runs twice: a measuring pass (no painter) that counts
/// the pages, then the painting pass, so every footer can say "Page n of N". Text is laid out line by
/// line: a line that does not fit above the body's bottom goes to the next page, so nothing is drawn
/// below the bottom margin. Strings: tr() in the "headroom::quote::QuotePdf" context.
class QuotePdf
{
    Q_DECLARE_TR_FUNCTIONS(headroom::quote::QuotePdf)

public:
    QuotePdf(QPagedPaintDevice &device, const QuoteDocument &document, const QString &language);

    bool render();

private:
    /// One table column: left edge and width (device units), alignment of its cells.
    struct Column {
        qreal x = 0;
        qreal width = 0;
        Qt::Alignment align = Qt::AlignLeft;
    };

    // Geometry: device units (dots). mm() converts millimetres using the device's resolution.
    qreal mm(qreal millimetres) const { return millimetres * m_dpi / 25.4; }
    /// Baseline-to-baseline distance for `font`: kLineSpacing x its point size, in device units.
    qreal lineHeight(const QFont &font) const { return font.pointSizeF() * pdfimpl::kLineSpacing * m_dpi / 72.0; }
    QFont font(qreal pointSize, bool bold = false) const;
    QPen pen(const QColor &color, qreal widthMm) const;

    /// Text measured at kLayoutDpi, returned in device units.
    qreal textWidth(const QString &text, const QFont &font) const;
    qreal textHeight(const QString &text, const QFont &font, qreal width) const;
    void drawText(const QString &text, const QFont &font, const QRectF &rect, Qt::Alignment align,
                  const QColor &color) const;
    /// Draws `text` at (x, cursor) line by line, breaking the page between lines; moves the cursor.
    void flow(const QString &text, const QFont &font, const QColor &color, qreal x, qreal width,
              Qt::Alignment align = Qt::AlignLeft);

    void layoutDocument();
    void ensureSpace(qreal height);
    void newPage();
    void footer();

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
    /// The axis for bars up to `largestBytes` and the estimate's usable memory (4 % beyond the larger).
    pdfimpl::ChartAxis chartAxis(qint64 largestBytes) const;
    /// One stacked bar of `segments` (`values`: bytes of each, `total` their sum) at [top, top + height):
    /// the track, the segments, white separators. Painting pass only.
    void drawBar(const QList<fit::Segment> &segments, const QList<qint64> &values, qint64 total, qreal top,
                 qreal height, const pdfimpl::ChartAxis &axis) const;
    /// The GiB axis at `y` with its ticks and labels (the last one carries the unit). Painting pass only.
    void drawAxis(qreal y, const pdfimpl::ChartAxis &axis) const;
    /// "Usable per GPU: X GiB" beside the limit line, on the line at `labelTop`.
    void drawUsableLabel(qreal labelTop, const pdfimpl::ChartAxis &axis) const;
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

    QPagedPaintDevice &m_device;
    const QuoteDocument &m_doc;
    const Quote &m_quote;
    QString m_language;
    QLocale m_locale;
    QString m_family;
    QPainter *m_painter = nullptr; ///< null during the measuring pass
    qreal m_dpi = kQuotePdfResolution;
    qreal m_scale = 1; ///< device units per text-layout unit: m_dpi / kLayoutDpi
    qreal m_width = 0; ///< paint rect, device units
    qreal m_height = 0;
    qreal m_bodyBottom = 0; ///< content stops here; the footer sits below
    qreal m_y = 0;          ///< layout cursor, from the top of the paint rect
    int m_page = 1;
    int m_pageCount = 1;
};

} // namespace headroom::quote
