// SPDX-License-Identifier: GPL-3.0-or-later
#include "quotepdf.h"
#include <scenario/assumptionlabels.h>
#include <scenario/choice.h>
#include <scenario/labels.h>

#include <io/safefile.h>

#include <fit/weightformat.h>

#include <QBuffer>
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QFontDatabase>
#include <QFontMetricsF>
#include <QPagedPaintDevice>
#include <QPainter>
#include <QPdfWriter>
#include <QTextLayout>

#include <algorithm>
#include <climits>
#include <cmath>

#ifndef HEADROOM_VERSION
#define HEADROOM_VERSION "0"
#endif

namespace headroom::quote {

namespace {

__extension__ typedef __int128 Int128;

constexpr qint64 kGiB = qint64(1) << 30;

// Colours chosen to print on white paper and in greyscale; all opaque (PDF/A-1b forces alpha to 255).
constexpr QRgb kText = qRgb(0x1a, 0x1a, 0x1a);
constexpr QRgb kMuted = qRgb(0x55, 0x55, 0x55);
constexpr QRgb kRule = qRgb(0x9a, 0x9a, 0x9a);
constexpr QRgb kHeaderFill = qRgb(0xe9, 0xed, 0xf2);
constexpr QRgb kBannerFill = qRgb(0xff, 0xf3, 0xcd);
constexpr QRgb kBannerBorder = qRgb(0xc5, 0x8a, 0x00);
constexpr QRgb kBannerText = qRgb(0x5c, 0x41, 0x00);
constexpr QRgb kFits = qRgb(0x1b, 0x78, 0x37);
constexpr QRgb kDoesNotFit = qRgb(0xb2, 0x18, 0x2b);
/// The page-1 banner of a quote that does not fit: light red box, border and text in the verdict red.
constexpr QRgb kNoFitFill = qRgb(0xfb, 0xe4, 0xe6);
constexpr QRgb kNoFitText = qRgb(0x7a, 0x10, 0x1d);
constexpr QRgb kLimitLine = qRgb(0x22, 0x22, 0x22);
constexpr QRgb kTrack = qRgb(0xf2, 0xf2, 0xf2);
constexpr QRgb kWarning = qRgb(0x8a, 0x4b, 0x00);

// Font sizes in points: QPdfWriter reports its resolution as logical DPI, so point sizes scale with it.
// Whole points only: at 72 dpi a fractional size is a fractional pixel size, which the font engine rounds,
// and the text would then wrap differently from the 300 dpi export.
constexpr qreal kTitlePt = 20.0;
constexpr qreal kHeadingPt = 12.0;
constexpr qreal kSubheadingPt = 10.0;
constexpr qreal kBodyPt = 9.0;
constexpr qreal kSmallPt = 8.0;
/// Line spacing as a multiple of the point size (DejaVu Sans ascent + descent = 1.164 em).
constexpr qreal kLineSpacing = 1.25;
/// Days a quote stays valid when the document does not say (QuoteDocument::validUntil invalid).
constexpr int kDefaultValidDays = 30;

/// The sign printed next to the ISO code in the header ("EUR (€)"). A fixed table rather than a locale
/// lookup, so the PDF does not change with the CLDR data of the Qt build (quote-anchors.md section 4.3).
QString currencySign(const QString &iso)
{
    if (iso == QLatin1String("EUR"))
        return QStringLiteral("\u20ac");
    if (iso == QLatin1String("USD"))
        return QStringLiteral("$");
    if (iso == QLatin1String("TRY"))
        return QStringLiteral("\u20ba");
    if (iso == QLatin1String("GBP"))
        return QStringLiteral("\u00a3");
    if (iso == QLatin1String("JPY"))
        return QStringLiteral("\u00a5");
    return {};
}

/// Hundredths of a GiB, half up: bytes x 100 / 2^30.
qint64 hundredthsOfGiB(qint64 bytes)
{
    const Int128 n = Int128(bytes) * 100;
    const Int128 half = kGiB / 2;
    return qint64(n >= 0 ? (n + half) / kGiB : -((-n + half) / kGiB));
}

/// A "nice" tick step (1, 2, 2.5 or 5 x 10^k GiB) giving at most `maxTicks` intervals up to `maxGiB`.
double niceStep(double maxGiB, int maxTicks)
{
    const double raw = std::max(maxGiB / maxTicks, 1e-3);
    const double magnitude = std::pow(10.0, std::floor(std::log10(raw)));
    for (double m : {1.0, 2.0, 2.5, 5.0, 10.0}) {
        if (m * magnitude >= raw)
            return m * magnitude;
    }
    return 10.0 * magnitude;
}

/// Resolution every text of the PDF is laid out at, whatever the device's: 1 pt = 10 units, so each
/// whole or half point size is a whole pixel size. The font engine rounds fractional pixel sizes (9 pt is
/// 37.5 px at 300 dpi), which would make text wider or narrower, and wrap differently, at each device
/// resolution; laid out here and scaled onto the device, a line breaks at the same word at 72, 300 or
/// 1200 dpi.
constexpr int kLayoutDpi = 720;

/// A paint device that only reports kLayoutDpi, for QTextLayout and QFontMetricsF.
class LayoutDevice final : public QPaintDevice
{
public:
    QPaintEngine *paintEngine() const override { return nullptr; }

protected:
    int metric(PaintDeviceMetric m) const override
    {
        switch (m) {
        case PdmDpiX:
        case PdmDpiY:
        case PdmPhysicalDpiX:
        case PdmPhysicalDpiY:
            return kLayoutDpi;
        case PdmWidth:
        case PdmHeight:
            return 100'000; // 3.5 m: wider than any page
        case PdmWidthMM:
        case PdmHeightMM:
            return 100'000 * 254 / (kLayoutDpi * 10);
        case PdmNumColors:
            return INT_MAX;
        case PdmDepth:
            return 32;
        case PdmDevicePixelRatio:
            return 1;
        case PdmDevicePixelRatioScaled:
            return int(QPaintDevice::devicePixelRatioFScale());
        }
        return 0;
    }
};

QPaintDevice *layoutDevice()
{
    static LayoutDevice device;
    return &device;
}

/// Breaks `layout` into lines of `width`, each `lineHeight` apart, and returns the total height.
/// Line heights are fixed multiples of the point size rather than the font engine's per-device metrics
/// (which FreeType rounds to whole device pixels), and advances use design metrics, so the page comes
/// out the same at 72, 300 or 1200 dpi.
qreal layoutLines(QTextLayout &layout, qreal width, Qt::Alignment align, qreal lineHeight)
{
    QTextOption option(align);
    option.setWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
    option.setUseDesignMetrics(true);
    layout.setTextOption(option);
    layout.beginLayout();
    int lines = 0;
    for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
        line.setLineWidth(width);
        line.setPosition(QPointF(0, lines * lineHeight));
        ++lines;
    }
    layout.endLayout();
    return lines * lineHeight;
}

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

/// Legend rows: two columns, filled row by row.
int legendRows(const fit::Estimate &e)
{
    return int((shownSegments(e).size() + 1) / 2);
}

/// "\n" in a (translated) string is a line break; QTextLayout only breaks at U+2028.
QString withLineSeparators(QString text)
{
    text.replace(QLatin1Char('\n'), QChar(QChar::LineSeparator));
    return text;
}

} // namespace

QString quoteFontFamily()
{
    // DejaVu Sans (fonts-dejavu-core 2.37, resources/fonts/LICENSE-DejaVu.txt) covers Latin Extended-A:
    // Turkish ğ Ğ ş Ş ı İ, Dutch ĳ, and the signs € and ₺. Loaded from the resources, so the PDF does not
    // depend on the fonts installed; QPdfWriter embeds the used glyphs as a CIDFontType2 subset with a
    // ToUnicode map (quote-anchors.md section 3.4), which keeps the text selectable.
    static const QString family = [] {
        const int id = QFontDatabase::addApplicationFont(QStringLiteral(":/fonts/DejaVuSans.ttf"));
        QFontDatabase::addApplicationFont(QStringLiteral(":/fonts/DejaVuSans-Bold.ttf"));
        const QStringList families = id >= 0 ? QFontDatabase::applicationFontFamilies(id) : QStringList();
        if (!families.isEmpty())
            return families.first();
        return QFontDatabase::systemFont(QFontDatabase::GeneralFont).family();
    }();
    return family;
}

/// Lays the document out on pages and paints it. Runs twice: a measuring pass (no painter) that counts
/// the pages, then the painting pass, so every footer can say "Page n of N". Text is laid out line by
/// line: a line that does not fit above the body's bottom goes to the next page, so nothing is drawn
/// below the bottom margin.
class QuotePdf
{
    Q_DECLARE_TR_FUNCTIONS(headroom::quote::QuotePdf)

public:
    QuotePdf(QPagedPaintDevice &device, const QuoteDocument &document, const QString &language)
        : m_device(device)
        , m_doc(document)
        , m_quote(document.quote)
        , m_language(language)
        , m_locale(localeForLanguage(language))
        , m_family(quoteFontFamily())
    {}

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
    qreal lineHeight(const QFont &font) const { return font.pointSizeF() * kLineSpacing * m_dpi / 72.0; }
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
    void bullets(const QStringList &items, const QFont &font, const QColor &color = QColor(kText));
    void rule(const QColor &color, qreal widthMm);
    void keyValue(const QString &key, const QString &value, qreal keyWidth, const QFont &keyFont,
                  const QFont &valueFont, const QColor &valueColor = QColor(kText));
    qreal rowHeight(const QList<Column> &columns, const QStringList &cells, const QFont &font, qreal pad,
                    const QList<QFont> &cellFonts = {}) const;
    void drawRow(const QList<Column> &columns, const QStringList &cells, const QFont &font, qreal height, qreal pad,
                 const QColor &fill, const QList<QFont> &cellFonts = {});

    void header();
    /// A full-width box with a border and bold text, kept on one page (the page-1 notices).
    void banner(const QString &text, QRgb fill, QRgb border, QRgb textColor);
    void doesNotFitBanner();
    void lineTable();
    void totals();
    QString lineDescription(const LineItem &line) const;
    QString lineQuantity(const LineItem &line) const;
    QString unitName(const QString &unit) const;
    QString pricingName(PricingModel pricing) const;
    void termsSection();
    void fitSection();
    qreal chartHeight() const;
    void chart();
    void scenarioAssumptions();
    QPair<QString, QString> splitRow(const fit::Scenario &s, const fit::Estimate &e) const;
    void measurementSection();
    void routesSection();
    void retentionSection();
    void signOff();
    qreal signOffHeight() const;
    void disclaimer();

    QString money(qint64 minor) const { return formatMoney(Money{minor, m_quote.total.currency}, m_language); }
    QString date(const QDate &d) const { return d.toString(Qt::ISODate); }
    QString validUntil() const;
    QString gib(qint64 bytes) const;
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

QFont QuotePdf::font(qreal pointSize, bool bold) const
{
    QFont f(m_family);
    f.setPointSizeF(pointSize);
    f.setBold(bold);
    f.setHintingPreference(QFont::PreferNoHinting); // print metrics, independent of a screen
    // No ligatures: "ff"/"fi" glyphs would come out of pdftotext and copy-paste as U+FB00/U+FB01, so
    // "offer" would not be found. Qt's shaper switches liga/clig/dlig/hlig off whenever a letter spacing
    // is set (qtextengine.cpp, shapeTextWithHarfbuzzNG: dontLigate = hasLetterSpacing); 100 % keeps the
    // advances unchanged.
    f.setLetterSpacing(QFont::PercentageSpacing, 100.0);
    return f;
}

QPen QuotePdf::pen(const QColor &color, qreal widthMm) const
{
    QPen p(color, mm(widthMm), Qt::SolidLine, Qt::FlatCap, Qt::MiterJoin);
    p.setCosmetic(false);
    return p;
}

qreal QuotePdf::textWidth(const QString &text, const QFont &font) const
{
    return QFontMetricsF(font, layoutDevice()).horizontalAdvance(text) * m_scale;
}

qreal QuotePdf::textHeight(const QString &text, const QFont &font, qreal width) const
{
    QTextLayout layout(withLineSeparators(text), font, layoutDevice());
    return layoutLines(layout, width / m_scale, Qt::AlignLeft, lineHeight(font) / m_scale) * m_scale;
}

void QuotePdf::drawText(const QString &text, const QFont &font, const QRectF &rect, Qt::Alignment align,
                        const QColor &color) const
{
    if (!m_painter)
        return;
    QTextLayout layout(withLineSeparators(text), font, layoutDevice());
    layoutLines(layout, rect.width() / m_scale, align, lineHeight(font) / m_scale);
    m_painter->save();
    m_painter->translate(rect.topLeft());
    m_painter->scale(m_scale, m_scale);
    m_painter->setPen(QPen(color));
    layout.draw(m_painter, QPointF(0, 0));
    m_painter->restore();
}

void QuotePdf::flow(const QString &text, const QFont &font, const QColor &color, qreal x, qreal width,
                    Qt::Alignment align)
{
    QTextLayout layout(withLineSeparators(text), font, layoutDevice());
    const qreal lh = lineHeight(font);
    layoutLines(layout, width / m_scale, align, lh / m_scale);
    for (int i = 0; i < layout.lineCount(); ++i) {
        ensureSpace(lh);
        if (m_painter) {
            const QTextLine line = layout.lineAt(i);
            m_painter->save();
            m_painter->translate(x, m_y);
            m_painter->scale(m_scale, m_scale);
            m_painter->setPen(QPen(color));
            line.draw(m_painter, QPointF(0, -line.position().y()));
            m_painter->restore();
        }
        m_y += lh;
    }
}

bool QuotePdf::render()
{
    if (!m_device.setPageLayout(quotePageLayout(m_doc.pageSize)))
        return false;
    m_dpi = m_device.logicalDpiY();
    m_scale = m_dpi / kLayoutDpi;
    m_width = m_device.width();
    m_height = m_device.height();
    m_bodyBottom = m_height - mm(9);

    // Measuring pass: same layout, nothing painted, counts the pages.
    m_painter = nullptr;
    m_page = 1;
    m_y = 0;
    layoutDocument();
    m_pageCount = m_page;

    QPainter painter;
    if (!painter.begin(&m_device))
        return false;
    painter.setRenderHint(QPainter::Antialiasing, true);
    m_painter = &painter;
    m_page = 1;
    m_y = 0;
    layoutDocument();
    footer();
    m_painter = nullptr;
    return painter.end();
}

void QuotePdf::layoutDocument()
{
    header();
    lineTable();
    totals();
    termsSection();
    if (m_doc.includeFit && m_quote.scenario && m_quote.estimate)
        fitSection();
    if (m_doc.includeRoutes)
        routesSection();
    measurementSection();
    retentionSection();
    disclaimer();
}

void QuotePdf::ensureSpace(qreal height)
{
    if (m_y > 0 && m_y + height > m_bodyBottom)
        newPage();
}

void QuotePdf::newPage()
{
    if (m_painter) {
        footer();
        m_device.newPage();
    }
    ++m_page;
    m_y = 0;
}

void QuotePdf::footer()
{
    if (!m_painter)
        return;
    const QFont f = font(kSmallPt);
    const qreal top = m_bodyBottom + mm(3);
    m_painter->setPen(pen(kRule, 0.2));
    m_painter->drawLine(QPointF(0, top), QPointF(m_width, top));
    QString left = tr("Quote %1").arg(m_quote.reference);
    if (m_quote.exampleData)
        left += QStringLiteral(" \u00b7 ") + tr("Example data, not an offer");
    const QRectF box(0, top + mm(1.2), m_width, lineHeight(f));
    drawText(left, f, QRectF(box.left(), box.top(), box.width() * 0.75, box.height()), Qt::AlignLeft, kMuted);
    drawText(tr("Page %1 of %2").arg(m_page).arg(m_pageCount), f, box, Qt::AlignRight, kMuted);
}

void QuotePdf::paragraph(const QString &text, const QFont &font, const QColor &color, qreal indent, qreal spaceAfterMm)
{
    flow(text, font, color, indent, m_width - indent);
    m_y += mm(spaceAfterMm);
}

void QuotePdf::heading(const QString &text, qreal keepWithNext)
{
    const QFont f = font(kHeadingPt, true);
    const qreal h = textHeight(text, f, m_width);
    if (m_y > 0)
        m_y += mm(4);
    ensureSpace(h + mm(0.8 + 0.25 + 1.7) + keepWithNext); // the heading, its rule and the gap below
    drawText(text, f, QRectF(0, m_y, m_width, h), Qt::AlignLeft, kText);
    m_y += h + mm(0.8);
    rule(kRule, 0.25);
    m_y += mm(1.7);
}

void QuotePdf::rule(const QColor &color, qreal widthMm)
{
    if (m_painter) {
        m_painter->setPen(pen(color, widthMm));
        m_painter->drawLine(QPointF(0, m_y), QPointF(m_width, m_y));
    }
    m_y += mm(widthMm);
}

void QuotePdf::bullets(const QStringList &items, const QFont &font, const QColor &color)
{
    const qreal indent = mm(4.5);
    for (const QString &item : items) {
        ensureSpace(lineHeight(font));
        drawText(QStringLiteral("\u2022"), font, QRectF(mm(1), m_y, indent, lineHeight(font)), Qt::AlignLeft, color);
        flow(item, font, color, indent, m_width - indent);
        m_y += mm(1.0);
    }
}

void QuotePdf::keyValue(const QString &key, const QString &value, qreal keyWidth, const QFont &keyFont,
                        const QFont &valueFont, const QColor &valueColor)
{
    const qreal keyH = textHeight(key, keyFont, keyWidth - mm(2));
    const qreal valueH = textHeight(value, valueFont, m_width - keyWidth);
    // Short rows stay together; a value longer than the rest of the page flows on (the key stays with
    // its first lines).
    ensureSpace(std::min(std::max(keyH, valueH), m_bodyBottom * 0.5));
    ensureSpace(std::max(keyH, lineHeight(valueFont)));
    const qreal top = m_y;
    const int page = m_page;
    drawText(key, keyFont, QRectF(0, top, keyWidth - mm(2), keyH), Qt::AlignLeft, kText);
    flow(value, valueFont, valueColor, keyWidth, m_width - keyWidth);
    if (m_page == page)
        m_y = std::max(m_y, top + keyH);
    m_y += mm(0.9);
}

qreal QuotePdf::rowHeight(const QList<Column> &columns, const QStringList &cells, const QFont &font, qreal pad,
                          const QList<QFont> &cellFonts) const
{
    qreal h = 0;
    for (qsizetype c = 0; c < columns.size() && c < cells.size(); ++c) {
        const QFont &f = c < cellFonts.size() ? cellFonts.at(c) : font;
        h = std::max(h, textHeight(cells.at(c), f, columns.at(c).width - 2 * pad));
    }
    return h + 2 * pad;
}

void QuotePdf::drawRow(const QList<Column> &columns, const QStringList &cells, const QFont &font, qreal height,
                       qreal pad, const QColor &fill, const QList<QFont> &cellFonts)
{
    if (m_painter && fill.isValid()) {
        m_painter->setPen(Qt::NoPen);
        m_painter->setBrush(fill);
        m_painter->drawRect(QRectF(0, m_y, m_width, height));
        m_painter->setBrush(Qt::NoBrush);
    }
    for (qsizetype c = 0; c < columns.size() && c < cells.size(); ++c) {
        const Column &col = columns.at(c);
        const QFont &f = c < cellFonts.size() ? cellFonts.at(c) : font;
        drawText(cells.at(c), f, QRectF(col.x + pad, m_y + pad, col.width - 2 * pad, height - 2 * pad), col.align,
                 kText);
    }
    m_y += height;
}

QString QuotePdf::gib(qint64 bytes) const
{
    return tr("%1\u00a0GiB").arg(formatDecimal(hundredthsOfGiB(bytes), 2, m_language));
}

QString QuotePdf::termName(Term term) const
{
    switch (term) {
    case Term::Hour:
        return tr("hour");
    case Term::Day:
        return tr("day");
    case Term::Week:
        return tr("week");
    case Term::Month:
        return tr("month");
    }
    return {};
}

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

QString QuotePdf::gpuDisplayName(const QString &gpuId) const
{
    if (gpuId == m_quote.request.gpuId && !m_quote.gpuName.isEmpty())
        return m_quote.gpuName;
    return gpuId;
}

QString QuotePdf::validUntil() const
{
    const QDate d = m_doc.validUntil.isValid() ? m_doc.validUntil : m_quote.date.addDays(kDefaultValidDays);
    return date(d);
}

void QuotePdf::header()
{
    const QFont title = font(kTitlePt, true);
    const QFont body = font(kBodyPt);
    const QFont bodyBold = font(kBodyPt, true);

    const QString titleText = tr("Quote");
    const qreal titleH = textHeight(titleText, title, m_width / 2);
    drawText(titleText, title, QRectF(0, m_y, m_width / 2, titleH), Qt::AlignLeft, kText);

    // The reference beside the title, on its baseline (both bottom-aligned in one row).
    const QString refText = tr("Reference: %1").arg(m_quote.reference);
    const qreal refH = textHeight(refText, font(kHeadingPt, true), m_width / 2);
    drawText(refText, font(kHeadingPt, true), QRectF(m_width / 2, m_y + titleH - refH - mm(0.8), m_width / 2, refH),
             Qt::AlignRight, kText);
    m_y += titleH + mm(1.2);
    rule(kText, 0.5);
    m_y += mm(2.2);
    paragraph(tr("Created: %1").arg(date(m_quote.date)) + QStringLiteral(" \u00b7 ") +
                  tr("Valid until: %1").arg(validUntil()),
              bodyBold, kText, 0, 0.8);

    const QString currency = m_quote.total.currency;
    const QString sign = currencySign(currency);
    const QString currencyText = sign.isEmpty() ? currency : QStringLiteral("%1 (%2)").arg(currency, sign);
    QString listText = tr("Price list: %1").arg(m_quote.priceListName);
    if (!m_quote.priceListProvider.isEmpty())
        listText += QStringLiteral(" \u00b7 ") + m_quote.priceListProvider;
    if (m_quote.priceListRetrieved.isValid())
        listText += QStringLiteral(" \u00b7 ") + tr("retrieved %1").arg(date(m_quote.priceListRetrieved));
    if (m_quote.priceListValidUntil.isValid())
        listText += QStringLiteral(" \u00b7 ") + tr("valid until %1").arg(date(m_quote.priceListValidUntil));
    listText += QStringLiteral(" \u00b7 ") + tr("currency: %1").arg(currencyText);
    paragraph(listText, body, kText, 0, 0.6);
    if (!m_quote.priceListSource.url.isEmpty())
        paragraph(tr("Price-list source: %1").arg(m_quote.priceListSource.url), font(kSmallPt), kMuted, 0, 1.6);

    doesNotFitBanner();
    if (m_quote.exampleData) {
        banner(tr("Example data, not an offer. The prices are examples observed on the dates given in the price "
                  "list; re-check them before ordering."),
               kBannerFill, kBannerBorder, kBannerText);
    }
}

void QuotePdf::banner(const QString &text, QRgb fill, QRgb border, QRgb textColor)
{
    const QFont bodyBold = font(kBodyPt, true);
    const qreal pad = mm(2.2);
    const qreal h = textHeight(text, bodyBold, m_width - 2 * pad) + 2 * pad;
    ensureSpace(h);
    if (m_painter) {
        m_painter->setPen(pen(border, 0.35));
        m_painter->setBrush(QColor(fill));
        m_painter->drawRect(QRectF(0, m_y, m_width, h));
        m_painter->setBrush(Qt::NoBrush);
    }
    drawText(text, bodyBold, QRectF(pad, m_y + pad, m_width - 2 * pad, h - 2 * pad), Qt::AlignLeft, textColor);
    m_y += h + mm(2);
}

/// Page 1 of a quote whose estimate does not fit says so before the prices (issue 10 item 9), in the words
/// of scenario::labels::doesNotFitSentence() (the CLI's summary says the same), whether or not the fit
/// section is printed: the quoted GPUs (the scenario's, which are the quote's), the shortfall per GPU and
/// the binding constraint.
void QuotePdf::doesNotFitBanner()
{
    if (!m_quote.estimate || m_quote.estimate->fits)
        return;
    const int gpus = m_quote.scenario ? m_quote.scenario->hardware.gpuCount : m_quote.request.gpuCount;
    const QString gpuId =
        m_quote.scenario ? QString::fromStdString(m_quote.scenario->hardware.gpuId) : m_quote.request.gpuId;
    banner(scenario::labels::doesNotFitSentence(gpus, gpuDisplayName(gpuId), *m_quote.estimate, m_locale) +
               QLatin1Char(' ') + tr("The prices below are for this configuration as quoted."),
           kNoFitFill, kDoesNotFit, kNoFitText);
}

QString QuotePdf::pricingName(PricingModel pricing) const
{
    switch (pricing) {
    case PricingModel::OnDemand:
        return tr("on demand");
    case PricingModel::Spot:
        return tr("spot (interruptible)");
    case PricingModel::FixedTerm:
        return tr("fixed term, paid up front");
    }
    return {};
}

QString QuotePdf::unitName(const QString &unit) const
{
    if (unit == QLatin1String("GPU-hour"))
        return tr("GPU-hour");
    if (unit == QLatin1String("GPU-day"))
        return tr("GPU-day");
    if (unit == QLatin1String("GPU-week"))
        return tr("GPU-week");
    if (unit == QLatin1String("GPU-month"))
        return tr("GPU-month");
    if (unit == QLatin1String("month"))
        return tr("month");
    if (unit == QLatin1String("GB-month"))
        return tr("GB-month");
    if (unit == QLatin1String("GB"))
        return tr("GB");
    return unit;
}

QString QuotePdf::lineDescription(const LineItem &line) const
{
    const QuoteRequest &r = m_quote.request;
    const QString billed = formatQuantity(line, m_language);
    if (line.kind == QLatin1String("gpu")) {
        return tr("GPU rental: %1, %2\n%3 \u00d7 %4 (%5\u00a0h) = %6\u00a0h \u00b7 billed quantity: %7")
            .arg(gpuDisplayName(r.gpuId), pricingName(line.pricing), m_locale.toString(line.terms), termName(line.term),
                 m_locale.toString(hoursPerTerm(line.term)), m_locale.toString(line.hours), billed);
    }
    if (line.kind == QLatin1String("dedicated"))
        return tr("Dedicated hosting instead of shared\nsurcharge on %1 GPU-hours").arg(billed);
    if (line.kind == QLatin1String("support")) {
        const QString tier = m_quote.supportTierName.isEmpty() ? r.supportTierId : m_quote.supportTierName;
        return tr("Support: %1\n%2\u00a0h of 720\u00a0h per month = %3 months")
            .arg(tier, m_locale.toString(line.hours), billed);
    }
    if (line.kind == QLatin1String("storage")) {
        return tr("Storage for the paid %1\u00a0h\n= %2 GB-months (1 month = 720\u00a0h)")
            .arg(m_locale.toString(line.hours), billed);
    }
    if (line.kind == QLatin1String("egress"))
        return tr("Egress: data leaving the provider");
    return line.description;
}

QString QuotePdf::lineQuantity(const LineItem &line) const
{
    if (line.kind == QLatin1String("gpu") || line.kind == QLatin1String("dedicated"))
        return tr("%1\u00a0GPU").arg(m_locale.toString(line.quantity)); // a count with its unit, like "200 GB"
    if (line.kind == QLatin1String("storage") || line.kind == QLatin1String("egress"))
        return tr("%1\u00a0GB").arg(m_locale.toString(line.quantity));
    return m_locale.toString(line.quantity);
}

void QuotePdf::lineTable()
{
    heading(tr("Line items"), mm(20));
    const QFont body = font(kBodyPt);
    const QFont headerFont = font(kSmallPt, true);
    const QString currency = m_quote.total.currency;

    // Column widths in millimetres; the description takes what is left.
    const qreal pad = mm(1.6);
    const qreal wQty = mm(21), wHours = mm(17), wPrice = mm(30), wNet = mm(27);
    const qreal wDesc = m_width - wQty - wHours - wPrice - wNet;
    const QList<Column> cols = {{0, wDesc, Qt::AlignLeft},
                                {wDesc, wQty, Qt::AlignRight},
                                {wDesc + wQty, wHours, Qt::AlignRight},
                                {wDesc + wQty + wHours, wPrice, Qt::AlignRight},
                                {wDesc + wQty + wHours + wPrice, wNet, Qt::AlignRight}};
    const QStringList headerCells = {tr("Description"), tr("Quantity"), tr("Hours"),
                                     tr("Unit price (%1)").arg(currency), tr("Net (%1)").arg(currency)};
    const qreal headerH = rowHeight(cols, headerCells, headerFont, pad);

    bool first = true;
    for (const LineItem &line : m_quote.lines) {
        const QStringList cells = {lineDescription(line), lineQuantity(line),
                                   line.hours > 0 ? m_locale.toString(line.hours) : QStringLiteral("\u2013"),
                                   formatMicros(line.unitPriceMicros, currency, m_language) + QLatin1Char('\n') +
                                       tr("per %1").arg(unitName(line.unit)),
                                   formatMinorUnits(line.amount.minor, currency, m_language)};
        const qreal h = rowHeight(cols, cells, body, pad);
        const int page = m_page;
        ensureSpace((first ? headerH : 0) + h);
        if (first || m_page != page)
            drawRow(cols, headerCells, headerFont, headerH, pad, QColor(kHeaderFill));
        first = false;
        drawRow(cols, cells, body, h, pad, QColor());
        if (line.spotWarning) {
            paragraph(tr("Spot line: the capacity can be interrupted; the job needs a recovery plan "
                         "(training checkpoints)."),
                      font(kSmallPt, true), kWarning, pad, 0.6);
        }
        rule(kRule, 0.2);
    }
}

void QuotePdf::totals()
{
    const QFont body = font(kSubheadingPt);
    const QFont muted = font(kSmallPt);
    const QFont totalFont = font(11, true);
    const qreal pad = mm(1.2);
    const qreal valueW = mm(40);
    const qreal labelX = m_width * 0.35;
    const QList<Column> cols = {{labelX, m_width - labelX - valueW, Qt::AlignLeft},
                                {m_width - valueW, valueW, Qt::AlignRight}};

    struct Row {
        QString label;
        QString value;
        bool small = false;
    };
    QList<Row> rows = {{tr("Subtotal (net)"), money(m_quote.subtotal.minor), false},
                       {tr("of which up front (fixed terms)"), money(m_quote.upFrontMinor), true},
                       {tr("of which metered"), money(m_quote.meteredMinor), true}};
    for (const VatGroup &g : m_quote.vatGroups) {
        rows.append({tr("VAT %1\u00a0% on %2")
                         .arg(formatBasisPoints(g.basisPoints, m_language),
                              formatMinorUnits(g.baseMinor, m_quote.total.currency, m_language)),
                     money(g.vatMinor), false});
    }
    if (m_quote.vatGroups.isEmpty())
        rows.append({tr("VAT"), tr("not included"), false});

    qreal blockH = 0;
    for (const Row &r : rows)
        blockH += rowHeight(cols, {r.label, r.value}, r.small ? muted : body, pad);
    const qreal totalH = rowHeight(cols, {tr("Total"), money(m_quote.total.minor)}, totalFont, pad);
    m_y += mm(1.5);
    ensureSpace(blockH + totalH + mm(1));
    for (const Row &r : rows) {
        const QFont &f = r.small ? muted : body;
        drawRow(cols, {r.label, r.value}, f, rowHeight(cols, {r.label, r.value}, f, pad), pad, QColor());
    }
    if (m_painter) {
        m_painter->setPen(pen(kText, 0.45));
        m_painter->drawLine(QPointF(labelX, m_y), QPointF(m_width, m_y));
    }
    m_y += mm(0.45);
    drawRow(cols, {tr("Total"), money(m_quote.total.minor)}, totalFont, totalH, pad, QColor());
    m_y += mm(1);

    const catalog::Source &source = m_quote.gpuPriceSource;
    if (!source.url.isEmpty() || !m_quote.gpuProvider.isEmpty()) {
        QString text = tr("GPU price source: %1").arg(m_quote.gpuProvider.isEmpty() ? source.url : m_quote.gpuProvider);
        if (!m_quote.gpuProvider.isEmpty() && !source.url.isEmpty())
            text += QStringLiteral(", ") + source.url;
        if (source.retrieved.isValid())
            text += QStringLiteral(" (") + tr("retrieved %1").arg(date(source.retrieved)) + QLatin1Char(')');
        paragraph(text, font(kSmallPt), kMuted);
    }
}

void QuotePdf::termsSection()
{
    heading(tr("Terms"), mm(12));
    const QuoteRequest &r = m_quote.request;
    QStringList items = {
        tr("Hours basis: 1 month = 30 days = 720 hours; 1 week = 7 days = 168 hours; 1 day = 24 hours."),
        tr("A week is exactly 7 days and a month exactly 30 days."),
        tr("Paid period of this quote: %1 \u00d7 %2 of %3 hours = %4 hours.")
            .arg(m_locale.toString(r.terms), termName(r.term), m_locale.toString(hoursPerTerm(r.term)),
                 m_locale.toString(m_quote.hours)),
        tr("Stopping an allocation does not pause the paid period."),
        tr("Fixed terms are paid up front; on-demand and spot hours, storage and egress are metered."),
        tr("GPU prices and the selected options form the full quote."),
        tr("Each line is rounded once, half up, to the currency's smallest unit; the total is the sum of "
           "the lines. Unit prices are shown with up to 6 decimals."),
        m_quote.vatGroups.isEmpty()
            ? tr("Prices exclude VAT and other taxes.")
            : tr("VAT is computed per rate on the sum of the net lines and rounded once, half up."),
    };
    if (m_quote.spotWarning) {
        items.append(tr("Spot capacity can be interrupted at short notice: a job on a spot line needs a recovery "
                        "plan, such as training checkpoints it can resume from."));
    }
    bullets(items, font(kBodyPt));
}

qreal QuotePdf::chartHeight() const
{
    const qreal small = lineHeight(font(kSmallPt));
    // usable label + gap + bar + ticks + tick labels + gap + legend rows + total row
    return small + mm(1.5) + mm(9) + mm(1.2) + small + mm(3) + legendRows(*m_quote.estimate) * (small + mm(1.6)) +
           small;
}

void QuotePdf::chart()
{
    const fit::Estimate &e = *m_quote.estimate;
    const QFont small = font(kSmallPt);
    const QFont smallBold = font(kSmallPt, true);
    const qreal lineH = lineHeight(small);

    const QList<fit::Segment> segments = shownSegments(e);
    const qint64 total = e.perDevice.total();
    const qint64 scaleMaxBytes = std::max<qint64>({total, e.usablePerDeviceBytes, kGiB});
    const double maxGiB = double(scaleMaxBytes) / double(kGiB) * 1.04;
    const double step = niceStep(maxGiB, 8);
    const double axisGiB = std::ceil(maxGiB / step) * step;
    const qreal barLeft = 0;
    const qreal barWidth = m_width;
    const auto xOf = [&](double gibValue) {
        return barLeft + gibValue / axisGiB * barWidth;
    };
    const auto xOfBytes = [&](qint64 bytes) {
        return xOf(double(bytes) / double(kGiB));
    };

    const qreal labelTop = m_y;
    const qreal barTop = labelTop + lineH + mm(1.5);
    const qreal barH = mm(9);
    const qreal barBottom = barTop + barH;

    if (m_painter) {
        // Track behind the bar, then the stacked segments left to right.
        m_painter->setPen(Qt::NoPen);
        m_painter->setBrush(QColor(kTrack));
        m_painter->drawRect(QRectF(barLeft, barTop, barWidth, barH));
        qreal x = barLeft;
        for (const fit::Segment s : segments) {
            const qreal w = xOfBytes(segmentBytes(e, s)) - barLeft;
            if (w <= 0)
                continue;
            m_painter->setBrush(segmentColor(s));
            m_painter->drawRect(QRectF(x, barTop, w, barH));
            x += w;
        }
        m_painter->setBrush(Qt::NoBrush);
        // Thin white separators between segments keep them apart in greyscale print.
        m_painter->setPen(pen(Qt::white, 0.25));
        qreal sx = barLeft;
        for (const fit::Segment s : segments) {
            const qreal w = xOfBytes(segmentBytes(e, s)) - barLeft;
            if (w <= 0)
                continue;
            sx += w;
            if (sx < xOfBytes(total) - 0.5)
                m_painter->drawLine(QPointF(sx, barTop), QPointF(sx, barBottom));
        }
        // Axis with ticks in GiB.
        m_painter->setPen(pen(kMuted, 0.2));
        m_painter->drawLine(QPointF(barLeft, barBottom), QPointF(barLeft + barWidth, barBottom));
        for (double t = 0; t <= axisGiB + step / 1000; t += step) {
            const qreal tx = xOf(t);
            m_painter->setPen(pen(kMuted, 0.2));
            m_painter->drawLine(QPointF(tx, barBottom), QPointF(tx, barBottom + mm(1.2)));
            QString label = m_locale.toString(t, 'f', step < 1 ? 1 : 0);
            if (t + step > axisGiB + step / 1000)
                label = tr("%1\u00a0GiB").arg(label); // the last tick carries the unit
            const qreal lw = textWidth(label, small) + mm(1);
            const qreal lx = std::clamp(tx - lw / 2, barLeft, barLeft + barWidth - lw);
            drawText(label, small, QRectF(lx, barBottom + mm(1.4), lw, lineH), Qt::AlignHCenter, kMuted);
        }
        // Usable memory per GPU: a vertical line over the bar with its label above.
        const qreal ux = xOfBytes(e.usablePerDeviceBytes);
        m_painter->setPen(pen(kLimitLine, 0.5));
        m_painter->drawLine(QPointF(ux, labelTop + lineH * 0.55), QPointF(ux, barBottom + mm(1.2)));
        const QString usableText = tr("Usable per GPU: %1").arg(gib(e.usablePerDeviceBytes));
        const qreal uw = textWidth(usableText, smallBold) + mm(1);
        const bool labelLeft = ux + mm(1.2) + uw > barLeft + barWidth;
        const QRectF usableRect =
            labelLeft ? QRectF(ux - mm(1.2) - uw, labelTop, uw, lineH) : QRectF(ux + mm(1.2), labelTop, uw, lineH);
        drawText(usableText, smallBold, usableRect, labelLeft ? Qt::AlignRight : Qt::AlignLeft, kLimitLine);
    }
    m_y = barBottom + mm(1.2) + lineH + mm(3);

    // Legend: two columns of swatch + "Name: value", in stacking order, filled row by row.
    const qreal colW = m_width / 2;
    const qreal swatch = mm(3.2);
    int i = 0;
    for (const fit::Segment s : segments) {
        const qreal cx = (i % 2) * colW;
        const qreal cy = m_y + (i / 2) * (lineH + mm(1.6));
        if (m_painter) {
            m_painter->setPen(pen(kMuted, 0.15));
            m_painter->setBrush(segmentColor(s));
            m_painter->drawRect(QRectF(cx, cy + (lineH - swatch) / 2, swatch, swatch));
            m_painter->setBrush(Qt::NoBrush);
        }
        drawText(tr("%1: %2").arg(segmentName(s), gib(segmentBytes(e, s))), small,
                 QRectF(cx + swatch + mm(1.8), cy, colW - swatch - mm(2), lineH), Qt::AlignLeft, kText);
        ++i;
    }
    m_y += legendRows(e) * (lineH + mm(1.6));
    drawText(tr("Total per GPU: %1 of %2 usable").arg(gib(total), gib(e.usablePerDeviceBytes)), font(kSmallPt, true),
             QRectF(0, m_y, m_width, lineH), Qt::AlignLeft, kText);
    m_y += lineH + mm(2);
}

void QuotePdf::fitSection()
{
    const fit::Estimate &e = *m_quote.estimate;
    heading(tr("Fit on the selected GPUs"), chartHeight() + mm(12));

    QString verdict = scenario::labels::fitVerdict(e, m_locale);
    // What limits the workload (fit::Estimate::binding): the constraint broken, or the one capping
    // the number of sequences that fit.
    verdict += QStringLiteral(" \u00b7 ") + tr("binding constraint: %1").arg(constraintName(e.binding));
    paragraph(verdict, font(kSubheadingPt, true), e.fits ? kFits : kDoesNotFit);
    paragraph(tr("Memory per GPU. GPUs holding one model replica: %1; replicas: %2. Replicas do not pool memory.")
                  .arg(m_locale.toString(e.devices), m_locale.toString(e.replicas)),
              font(kSmallPt), kMuted, 0, 2.2);
    ensureSpace(chartHeight());
    chart();
    scenarioAssumptions();
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

void QuotePdf::scenarioAssumptions()
{
    const fit::Scenario &s = *m_quote.scenario;
    const fit::Estimate &e = *m_quote.estimate;
    const QFont label = font(kBodyPt, true);
    const QFont body = font(kBodyPt);

    QString model = QString::fromStdString(s.model.displayName);
    const QString modelId = QString::fromStdString(s.model.id);
    if (model.isEmpty())
        model = modelId;
    else if (!modelId.isEmpty() && modelId != model)
        model += QStringLiteral(" (") + modelId + QLatin1Char(')');

    const QList<QPair<QString, QString>> rows = {
        {tr("Model"), model},
        {tr("GPU"),
         tr("%1 \u00d7 %2")
             .arg(gpuDisplayName(QString::fromStdString(s.hardware.gpuId)), m_locale.toString(s.hardware.gpuCount))},
        splitRow(s, e),
        {tr("Engine"), engineName(e.engine)},
        {tr("Weight precision"), QString::fromStdString(fit::weightFormatLabel(fit::weightFormatOf(s)))},
        {tr("KV-cache dtype"), fit::valueCacheDtype(s) == s.kvCache
                                   ? QString::fromUtf8(fit::toString(s.kvCache))
                                   : tr("K %1, V %2")
                                         .arg(QString::fromUtf8(fit::toString(s.kvCache)),
                                              QString::fromUtf8(fit::toString(fit::valueCacheDtype(s))))},
        {tr("Context length (tokens)"), m_locale.toString(qlonglong(s.workload.contextTokens))},
        {tr("Concurrent sequences"), m_locale.toString(s.workload.concurrency)},
    };

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

void QuotePdf::measurementSection()
{
    const MeasurementNotes &m = m_doc.measurements;
    const QFont label = font(kBodyPt, true);
    const QFont body = font(kBodyPt);
    heading(tr("Measurement notes"), 3 * lineHeight(body));
    paragraph(tr("Record each figure separately before the offer is fixed; an empty value is still to be measured."),
              font(kSmallPt), kMuted, 0, 1.4);
    const QString missing = tr("to be measured");
    const auto count = [&](const std::optional<qint64> &v) {
        return v ? m_locale.toString(*v) : missing;
    };
    const QList<QPair<QString, QString>> rows = {
        {tr("Input tokens per month"), count(m.inputTokensPerMonth)},
        {tr("Output tokens per month"), count(m.outputTokensPerMonth)},
        {tr("Concurrent requests"), m.concurrency ? m_locale.toString(*m.concurrency) : missing},
        {tr("Error rate"), m.errorRate.trimmed().isEmpty() ? missing : m.errorRate.trimmed()},
        {tr("Data refresh frequency"), m.dataRefresh.trimmed().isEmpty() ? missing : m.dataRefresh.trimmed()},
    };
    for (const auto &[key, value] : rows)
        keyValue(key, value, mm(52), label, body, value == missing ? QColor(kMuted) : QColor(kText));
}

void QuotePdf::routesSection()
{
    const RoutePrices &prices = m_doc.routePrices ? *m_doc.routePrices : builtinRoutePrices();
    const QList<RouteEstimate> routes = compareRoutes(m_quote, m_doc.measurements, prices, m_language);
    const QFont small = font(kSmallPt);
    const QFont smallBold = font(kSmallPt, true);
    const qreal pad = mm(1.0);
    const qreal keyW = mm(24);
    const qreal routeW = (m_width - keyW) / qMax(1, int(routes.size()));
    QList<Column> cols = {{0, keyW, Qt::AlignLeft}};
    QStringList headerCells = {QString()};
    for (qsizetype i = 0; i < routes.size(); ++i) {
        cols.append({keyW + i * routeW, routeW, Qt::AlignLeft});
        headerCells.append(routes.at(i).name);
    }
    const auto costText = [&](const std::optional<qint64> &minor, const QString &note) -> QString {
        return (minor ? money(*minor) : QStringLiteral("\u2014")) + QLatin1Char('\n') + note;
    };
    QList<QStringList> rows;
    QStringList operates = {tr("Operates")}, bills = {tr("Bills")}, cost = {tr("Cost of the period")},
                idle = {tr("Idle cost")}, egress = {tr("Egress")};
    for (const RouteEstimate &r : routes) {
        operates.append(r.operates);
        bills.append(r.bills);
        cost.append(costText(r.periodCostMinor, r.costNote));
        idle.append(costText(r.idleCostKnown ? std::optional<qint64>(r.idleCostMinor) : std::nullopt, r.idleNote));
        egress.append(r.egressNote);
    }
    rows = {operates, bills, cost, idle, egress};
    QList<QFont> rowFonts = {smallBold};
    for (qsizetype i = 0; i < routes.size(); ++i)
        rowFonts.append(small);

    const qreal headerH = rowHeight(cols, headerCells, smallBold, pad);
    qreal tableH = headerH;
    for (const QStringList &row : rows)
        tableH += rowHeight(cols, row, small, pad, rowFonts) + mm(0.2);
    const QString intro = tr("The same workload served three ways over the paid period of this quote (%1 hours). "
                             "Each route leaves different work with you.")
                              .arg(m_locale.toString(m_quote.hours));
    const QFont introFont = font(kBodyPt);
    // The table stays in one piece when it fits on a page; a longer one repeats its header row.
    const QString sourceText = tr("Route prices: %1; source %2, retrieved %3.")
                                   .arg(prices.name, prices.source.url, date(prices.source.retrieved));
    const qreal keep = textHeight(intro, introFont, m_width) + mm(1.6) + tableH + mm(1) +
                       textHeight(sourceText, font(kSmallPt), m_width);
    heading(tr("Three routes compared"), keep < m_bodyBottom * 0.8 ? keep : headerH + mm(12));
    paragraph(intro, introFont, kText, 0, 1.6);
    bool first = true;
    for (const QStringList &row : rows) {
        const qreal h = rowHeight(cols, row, small, pad, rowFonts);
        const int page = m_page;
        ensureSpace((first ? headerH : 0) + h);
        if (first || m_page != page)
            drawRow(cols, headerCells, smallBold, headerH, pad, QColor(kHeaderFill));
        first = false;
        drawRow(cols, row, small, h, pad, QColor(), rowFonts);
        rule(kRule, 0.2);
    }
    m_y += mm(1);
    paragraph(sourceText, font(kSmallPt), kMuted);
}

void QuotePdf::retentionSection()
{
    const QFont body = font(kBodyPt);
    heading(tr("Retention and deletion"), 4 * lineHeight(body));
    paragraph(tr("This offer states at which layer retention and deletion are applied, what evidence is delivered, "
                 "and which responsibilities stay with the customer team. Both sides sign it off before the "
                 "rental starts."),
              body, kText, 0, 2.5);

    const RetentionBlock &b = m_doc.retention;
    const QList<QPair<QString, QString>> statements = {
        {tr("1. Layer where retention and deletion are applied"), b.layer},
        {tr("2. Evidence delivered"), b.evidence},
        {tr("3. Responsibilities that stay with the customer team"), b.customerResponsibility},
    };
    const QFont label = font(kBodyPt, true);
    const qreal indent = mm(4.5);
    const qreal writeLine = mm(7.5);
    for (qsizetype i = 0; i < statements.size(); ++i) {
        const auto &[title, text] = statements.at(i);
        const QString trimmed = text.trimmed();
        const qreal textH = trimmed.isEmpty() ? 2 * writeLine : textHeight(trimmed, body, m_width - indent);
        const qreal titleH = textHeight(title, label, m_width) + mm(0.8);
        // Keep the title with the first lines of its text (or with the lines to write on), and the last
        // statement with the sign-off, so the signatures never stand alone on a page.
        const qreal last = titleH + textH + mm(3) + signOffHeight();
        if (i == statements.size() - 1 && last < m_bodyBottom * 0.6)
            ensureSpace(last);
        ensureSpace(titleH + (trimmed.isEmpty() ? 2 * writeLine : 2 * lineHeight(body)));
        paragraph(title, label, kText, 0, 0.8);
        if (trimmed.isEmpty()) {
            // Nothing agreed yet: two lines to complete by hand.
            for (int i = 0; i < 2; ++i) {
                ensureSpace(writeLine);
                m_y += writeLine;
                if (m_painter) {
                    m_painter->setPen(pen(kRule, 0.25));
                    m_painter->drawLine(QPointF(indent, m_y), QPointF(m_width, m_y));
                }
            }
            m_y += mm(3);
        } else {
            paragraph(trimmed, body, kText, indent, 3.0);
        }
    }
    signOff();
}

qreal QuotePdf::signOffHeight() const
{
    // Title line + four fields 8 mm apart + 1 mm, and 2 mm space before and after (see signOff()).
    return lineHeight(font(kSmallPt)) + 4 * mm(8) + mm(1) + mm(3);
}

void QuotePdf::signOff()
{
    // Two columns with name / role / date / signature lines.
    const QFont labelFont = font(kSmallPt, true);
    const QFont small = font(kSmallPt);
    const qreal colGap = mm(10);
    const qreal colW = (m_width - colGap) / 2;
    const QString titles[] = {tr("Signed off for the customer team"), tr("Signed off for the provider")};
    const QString fields[] = {tr("Name"), tr("Role"), tr("Date"), tr("Signature")};
    const qreal lineH = lineHeight(small);
    const qreal fieldGap = mm(8);
    const qreal labelW = mm(22);
    const qreal blockH = lineH + 4 * fieldGap + mm(1);
    ensureSpace(signOffHeight());
    m_y += mm(1);
    for (int col = 0; col < 2; ++col) {
        const qreal cx = col * (colW + colGap);
        qreal cy = m_y;
        drawText(titles[col], labelFont, QRectF(cx, cy, colW, lineH), Qt::AlignLeft, kText);
        cy += lineH;
        for (const QString &field : fields) {
            cy += fieldGap;
            drawText(field, small, QRectF(cx, cy - lineH, labelW, lineH), Qt::AlignLeft, kMuted);
            if (m_painter) {
                m_painter->setPen(pen(kRule, 0.25));
                m_painter->drawLine(QPointF(cx + labelW, cy), QPointF(cx + colW, cy));
            }
        }
    }
    m_y += blockH + mm(2);
}

void QuotePdf::disclaimer()
{
    m_y += mm(2);
    paragraph(tr("Definitions explain concepts; they do not guarantee that a specific workload, library version or "
                 "topology is supported."),
              font(kSmallPt), kMuted);
}

QPageLayout quotePageLayout(QPageSize::PageSizeId pageSize)
{
    const QPageSize::PageSizeId id = pageSize == QPageSize::Letter ? QPageSize::Letter : QPageSize::A4;
    return QPageLayout(QPageSize(id), QPageLayout::Portrait, kQuotePageMarginsMm, QPageLayout::Millimeter);
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
        return QColor(0x11, 0x77, 0x33); // Tol green
    }
    return QColor(0x99, 0x99, 0x99);
}

QuoteDocument documentForQuote(const Quote &quote, const QString &language)
{
    QuoteDocument doc;
    doc.quote = quote;
    doc.language = language;
    doc.validUntil = quote.date.isValid() ? quote.date.addDays(kDefaultValidDays) : QDate();
    doc.retention = defaultRetentionBlock();
    doc.includeRoutes = true;
    doc.pageSize = QPageSize::A4;
    return doc;
}

bool renderQuote(QPagedPaintDevice &device, const QuoteDocument &document)
{
    const QString lang = document.language.isEmpty() ? QLocale().name() : document.language;
    QuotePdf pdf(device, document, lang);
    return pdf.render();
}

bool renderQuote(QPagedPaintDevice &device, const Quote &quote, const QString &language)
{
    return renderQuote(device, documentForQuote(quote, language));
}

std::optional<QByteArray> renderQuotePdf(const QuoteDocument &document, QString *error)
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    bool drawn = false;
    {
        QPdfWriter writer(&buffer);
        writer.setResolution(kQuotePdfResolution);
        writer.setTitle(QuotePdf::tr("Quote %1").arg(document.quote.reference));
        writer.setCreator(QStringLiteral("Headroom " HEADROOM_VERSION));
        drawn = renderQuote(writer, document);
    } // the writer finishes the PDF (trailer, %%EOF) when it is destroyed
    if (!drawn || bytes.isEmpty()) {
        if (error)
            *error = QuotePdf::tr("The quote PDF could not be drawn.");
        return std::nullopt;
    }
    return bytes;
}

bool checkQuotePdfTarget(const QString &path, QString *error)
{
    const auto fail = [&](const QString &message) {
        if (error)
            *error = message;
        return false;
    };
    if (path.isEmpty())
        return fail(QuotePdf::tr("Choose a file name for the quote PDF."));
    const QFileInfo info(path);
    const QString shownPath = QDir::toNativeSeparators(info.absoluteFilePath());
    const QString folder = info.absolutePath();
    const QString shownFolder = QDir::toNativeSeparators(folder);
    if (!QFileInfo(folder).isDir()) {
        return fail(QuotePdf::tr("Could not save the quote to \"%1\": the folder \"%2\" does not exist.")
                        .arg(shownPath, shownFolder));
    }
    if (info.isDir())
        return fail(QuotePdf::tr("Could not save the quote to \"%1\": that path is a folder.").arg(shownPath));
    if (info.exists() && !info.isFile()) {
        return fail(
            QuotePdf::tr("Could not save the quote to \"%1\": that path is not a regular file.").arg(shownPath));
    }
    return true;
}

bool writeQuotePdfBytes(const QString &path, const QByteArray &bytes, QString *error)
{
    const QFileInfo info(path);
    const QString shownPath = QDir::toNativeSeparators(info.absoluteFilePath());
    const QString shownFolder = QDir::toNativeSeparators(info.absolutePath());
    io::FileError fileError;
    if (io::writeFileAtomically(path, bytes, &fileError))
        return true;
    if (error) {
        if (fileError.kind == io::FileError::Kind::Permission) {
            *error = QuotePdf::tr("Could not save the quote to \"%1\": the folder \"%2\" is read-only or you may not "
                                  "write to it.")
                         .arg(shownPath, shownFolder);
        } else if (fileError.kind == io::FileError::Kind::NoSpace) {
            *error = QuotePdf::tr("Could not save the quote to \"%1\": the disk is full (%2 bytes to write); the "
                                  "file was not changed.")
                         .arg(shownPath)
                         .arg(bytes.size());
        } else {
            *error = QuotePdf::tr("Could not save the quote to \"%1\" in the folder \"%2\": %3")
                         .arg(shownPath, shownFolder, fileError.message);
        }
    }
    return false;
}

bool exportQuotePdf(const QuoteDocument &document, const QString &path, QString *error)
{
    if (!checkQuotePdfTarget(path, error))
        return false;
    QString renderError;
    const std::optional<QByteArray> bytes = renderQuotePdf(document, &renderError);
    if (!bytes) {
        if (error)
            *error = QuotePdf::tr("Could not save the quote to \"%1\": the PDF could not be drawn.")
                         .arg(QDir::toNativeSeparators(QFileInfo(path).absoluteFilePath()));
        return false;
    }
    return writeQuotePdfBytes(path, *bytes, error);
}

bool exportQuotePdf(const Quote &quote, const QString &path, QString *error, const QString &language)
{
    return exportQuotePdf(documentForQuote(quote, language), path, error);
}

} // namespace headroom::quote
