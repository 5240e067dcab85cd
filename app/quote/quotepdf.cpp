// SPDX-License-Identifier: GPL-3.0-or-later
#include "quotepdf.h"
#include "quote/fitlabels.h"

#include <fit/weightformat.h>

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QFontDatabase>
#include <QFontMetricsF>
#include <QPagedPaintDevice>
#include <QPainter>
#include <QPdfWriter>
#include <QSaveFile>
#include <QTextLayout>

#include <algorithm>
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
constexpr QRgb kLimitLine = qRgb(0x22, 0x22, 0x22);
constexpr QRgb kTrack = qRgb(0xf2, 0xf2, 0xf2);

// Font sizes in points: QPdfWriter reports its resolution as logical DPI, so point sizes scale with it.
constexpr qreal kTitlePt = 20.0;
constexpr qreal kHeadingPt = 12.0;
constexpr qreal kBodyPt = 9.5;
constexpr qreal kSmallPt = 8.0;
/// Line spacing as a multiple of the point size (DejaVu Sans ascent + descent = 1.164 em).
constexpr qreal kLineSpacing = 1.25;

/// DejaVu Sans (Debian: fonts-dejavu-core) covers Latin Extended-A: Turkish ğ Ğ ş Ş ı İ and Dutch ĳ ë.
/// Loaded from disk with addApplicationFont so QPdfWriter can embed it; falls back to an installed
/// "DejaVu Sans" or the default family. Loaded once per process.
QString quoteFontFamily()
{
    static const QString family = [] {
        const QStringList dirs = {QStringLiteral("/usr/share/fonts/truetype/dejavu/"),
                                  QStringLiteral("/usr/share/fonts/dejavu/"), QStringLiteral("/usr/share/fonts/TTF/")};
        for (const QString &dir : dirs) {
            const QString regular = dir + QStringLiteral("DejaVuSans.ttf");
            if (!QFile::exists(regular))
                continue;
            const int id = QFontDatabase::addApplicationFont(regular);
            if (id < 0)
                continue;
            QFontDatabase::addApplicationFont(dir + QStringLiteral("DejaVuSans-Bold.ttf"));
            QFontDatabase::addApplicationFont(dir + QStringLiteral("DejaVuSans-Oblique.ttf"));
            const QStringList families = QFontDatabase::applicationFontFamilies(id);
            if (!families.isEmpty())
                return families.first();
        }
        const QString dejaVu = QStringLiteral("DejaVu Sans");
        if (QFontDatabase::families().contains(dejaVu))
            return dejaVu;
        return QFontDatabase::systemFont(QFontDatabase::GeneralFont).family();
    }();
    return family;
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

/// Lays the quote out on A4 pages and paints it. Runs twice: a measuring pass (no painter) that counts
/// the pages, then the painting pass, so every footer can say "Page n of N".
class QuotePdf
{
    Q_DECLARE_TR_FUNCTIONS(headroom::quote::QuotePdf)

public:
    QuotePdf(QPagedPaintDevice &device, const Quote &quote, const QString &language)
        : m_device(device)
        , m_quote(quote)
        , m_language(language)
        , m_locale(localeForLanguage(language))
        , m_family(quoteFontFamily())
    {}

    bool render();

private:
    // Geometry: device units (dots). mm() converts millimetres using the device's resolution.
    qreal mm(qreal millimetres) const { return millimetres * m_dpi / 25.4; }
    /// Baseline-to-baseline distance for `font`: kLineSpacing x its point size, in device units.
    qreal lineHeight(const QFont &font) const { return font.pointSizeF() * kLineSpacing * m_dpi / 72.0; }
    QFont font(qreal pointSize, bool bold = false, bool italic = false) const;
    QPen pen(const QColor &color, qreal widthMm) const;

    qreal textHeight(const QString &text, const QFont &font, qreal width) const;
    void drawText(const QString &text, const QFont &font, const QRectF &rect, Qt::Alignment align,
                  const QColor &color) const;

    void layoutDocument();
    void ensureSpace(qreal height);
    void newPage();
    void footer();

    void paragraph(const QString &text, const QFont &font, const QColor &color, qreal indent = 0,
                   qreal spaceAfterMm = 1.6);
    void heading(const QString &text, qreal keepWithNext);
    void bullets(const QStringList &items, const QFont &font);
    void rule(const QColor &color, qreal widthMm);

    void header();
    void lineTable();
    QString lineDescription(const LineItem &line) const;
    QString lineUnit(const LineItem &line) const;
    void termsSection();
    void fitSection();
    qreal chartHeight() const;
    void chart();
    void scenarioAssumptions();
    void retentionSection();
    void disclaimer();

    QString gib(qint64 bytes) const;
    QString termName(Term term) const;
    QString segmentName(fit::Segment segment) const;
    QString engineName(fit::Engine engine) const;
    QString constraintName(fit::Constraint constraint) const;
    QString gpuDisplayName(const QString &gpuId) const;

    QPagedPaintDevice &m_device;
    const Quote &m_quote;
    QString m_language;
    QLocale m_locale;
    QString m_family;
    QPainter *m_painter = nullptr; ///< null during the measuring pass
    qreal m_dpi = kQuotePdfResolution;
    qreal m_width = 0; ///< paint rect, device units
    qreal m_height = 0;
    qreal m_bodyBottom = 0; ///< content stops here; the footer sits below
    qreal m_y = 0;          ///< layout cursor, from the top of the paint rect
    int m_page = 1;
    int m_pageCount = 1;
};

QFont QuotePdf::font(qreal pointSize, bool bold, bool italic) const
{
    QFont f(m_family);
    f.setPointSizeF(pointSize);
    f.setBold(bold);
    f.setItalic(italic);
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

qreal QuotePdf::textHeight(const QString &text, const QFont &font, qreal width) const
{
    QTextLayout layout(withLineSeparators(text), font, &m_device);
    return layoutLines(layout, width, Qt::AlignLeft, lineHeight(font));
}

void QuotePdf::drawText(const QString &text, const QFont &font, const QRectF &rect, Qt::Alignment align,
                        const QColor &color) const
{
    if (!m_painter)
        return;
    QTextLayout layout(withLineSeparators(text), font, &m_device);
    layoutLines(layout, rect.width(), align, lineHeight(font));
    m_painter->setPen(pen(color, 0.2));
    layout.draw(m_painter, rect.topLeft());
}

bool QuotePdf::render()
{
    if (!m_device.setPageLayout(quotePageLayout()))
        return false;
    m_dpi = m_device.logicalDpiY();
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
    termsSection();
    if (m_quote.scenario && m_quote.estimate)
        fitSection();
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
    const QRectF box(0, top + mm(1.2), m_width, m_height - top);
    drawText(left, f, box, Qt::AlignLeft, kMuted);
    drawText(tr("Page %1 of %2").arg(m_page).arg(m_pageCount), f, box, Qt::AlignRight, kMuted);
}

void QuotePdf::paragraph(const QString &text, const QFont &font, const QColor &color, qreal indent, qreal spaceAfterMm)
{
    const qreal width = m_width - indent;
    const qreal h = textHeight(text, font, width);
    ensureSpace(h);
    drawText(text, font, QRectF(indent, m_y, width, h), Qt::AlignLeft, color);
    m_y += h + mm(spaceAfterMm);
}

void QuotePdf::heading(const QString &text, qreal keepWithNext)
{
    const QFont f = font(kHeadingPt, true);
    const qreal h = textHeight(text, f, m_width);
    if (m_y > 0)
        m_y += mm(4);
    ensureSpace(h + mm(2.5) + keepWithNext);
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

void QuotePdf::bullets(const QStringList &items, const QFont &font)
{
    const qreal indent = mm(4.5);
    for (const QString &item : items) {
        const qreal h = textHeight(item, font, m_width - indent);
        ensureSpace(h);
        drawText(QStringLiteral("\u2022"), font, QRectF(mm(1), m_y, indent, h), Qt::AlignLeft, kText);
        drawText(item, font, QRectF(indent, m_y, m_width - indent, h), Qt::AlignLeft, kText);
        m_y += h + mm(1.0);
    }
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
    return labels::segmentName(segment, e.engine);
}

/// Display name of an engine (fit::toString keys "generic", "llama.cpp", "ik_llama.cpp", "vllm",
/// "ollama"), as the UI's engine selector names them; product names are not translated.
QString QuotePdf::engineName(fit::Engine engine) const
{
    return labels::engineName(engine);
}

/// Readable name of each fit::constraintKey ("none", "gpu_memory", "kv_cache_budget", "engine_budget",
/// "engine_reserve", "scheduler_limit", "model_context", "no_parallelism"), worded as in the fit explorer.
QString QuotePdf::constraintName(fit::Constraint constraint) const
{
    return labels::constraintName(constraint, &*m_quote.estimate);
}

QString QuotePdf::gpuDisplayName(const QString &gpuId) const
{
    if (gpuId == m_quote.request.gpuId && !m_quote.gpuName.isEmpty())
        return m_quote.gpuName;
    return gpuId;
}

void QuotePdf::header()
{
    const QFont title = font(kTitlePt, true);
    const QFont body = font(kBodyPt);
    const QFont bodyBold = font(kBodyPt, true);

    const QString titleText = tr("Quote");
    const qreal titleH = textHeight(titleText, title, m_width / 2);
    drawText(titleText, title, QRectF(0, m_y, m_width / 2, titleH), Qt::AlignLeft, kText);

    // Reference and date, right-aligned beside the title.
    const QString refText = tr("Reference: %1").arg(m_quote.reference);
    const QString dateText = tr("Date: %1").arg(m_quote.date.toString(Qt::ISODate));
    const qreal rightW = m_width / 2;
    const qreal refH = textHeight(refText, bodyBold, rightW);
    const qreal dateH = textHeight(dateText, body, rightW);
    const qreal rightTop = m_y + std::max<qreal>(0, titleH - refH - dateH) / 2;
    drawText(refText, bodyBold, QRectF(m_width - rightW, rightTop, rightW, refH), Qt::AlignRight, kText);
    drawText(dateText, body, QRectF(m_width - rightW, rightTop + refH, rightW, dateH), Qt::AlignRight, kText);
    m_y += std::max(titleH, refH + dateH) + mm(1.5);
    rule(kText, 0.5);
    m_y += mm(2.5);

    QString listText = tr("Price list: %1").arg(m_quote.priceListName);
    if (m_quote.priceListRetrieved.isValid())
        listText +=
            QStringLiteral(" \u00b7 ") + tr("retrieved %1").arg(m_quote.priceListRetrieved.toString(Qt::ISODate));
    if (m_quote.priceListValidUntil.isValid())
        listText +=
            QStringLiteral(" \u00b7 ") + tr("valid until %1").arg(m_quote.priceListValidUntil.toString(Qt::ISODate));
    listText += QStringLiteral(" \u00b7 ") + tr("currency: %1").arg(m_quote.total.currency);
    paragraph(listText, body, kText);

    if (m_quote.exampleData) {
        const QString banner = tr("Example data, not an offer. The prices are examples observed on the dates "
                                  "given in the price list; re-check them before ordering.");
        const qreal pad = mm(2.2);
        const qreal h = textHeight(banner, bodyBold, m_width - 2 * pad) + 2 * pad;
        ensureSpace(h);
        if (m_painter) {
            m_painter->setPen(pen(kBannerBorder, 0.35));
            m_painter->setBrush(QColor(kBannerFill));
            m_painter->drawRect(QRectF(0, m_y, m_width, h));
            m_painter->setBrush(Qt::NoBrush);
        }
        drawText(banner, bodyBold, QRectF(pad, m_y + pad, m_width - 2 * pad, h - 2 * pad), Qt::AlignLeft, kBannerText);
        m_y += h + mm(2);
    }
}

QString QuotePdf::lineDescription(const LineItem &line) const
{
    const QuoteRequest &r = m_quote.request;
    if (line.kind == QLatin1String("gpu")) {
        return tr("GPU rental: %1\nGPUs: %2 \u00b7 term: %3 (%4\u00a0h) \u00d7 %5 = %6\u00a0h")
            .arg(gpuDisplayName(r.gpuId), m_locale.toString(r.gpuCount), termName(r.term),
                 m_locale.toString(hoursPerTerm(r.term)), m_locale.toString(r.terms), m_locale.toString(m_quote.hours));
    }
    if (line.kind == QLatin1String("storage")) {
        return tr("Storage: %1\u00a0GB\nfor the paid %2\u00a0h (1 month = 720\u00a0h)")
            .arg(m_locale.toString(r.storageGb), m_locale.toString(m_quote.hours));
    }
    if (line.kind == QLatin1String("egress"))
        return tr("Egress: %1\u00a0GB\nleaving the provider").arg(m_locale.toString(r.egressGb));
    return line.description;
}

QString QuotePdf::lineUnit(const LineItem &line) const
{
    if (line.unit == QLatin1String("GPU-hour"))
        return tr("GPU-hour");
    if (line.unit == QLatin1String("GB-month"))
        return tr("GB-month");
    if (line.unit == QLatin1String("GB"))
        return tr("GB");
    return line.unit;
}

void QuotePdf::lineTable()
{
    heading(tr("Line items"), mm(20));
    const QFont body = font(kBodyPt);
    const QFont headerFont = font(kSmallPt, true);
    const QFont totalFont = font(kBodyPt + 1.5, true);
    const QString currency = m_quote.total.currency;

    // Column widths in millimetres; the description takes what is left.
    const qreal pad = mm(1.6);
    const qreal wQty = mm(21), wUnit = mm(21), wPrice = mm(25), wAmount = mm(27);
    const qreal wDesc = m_width - wQty - wUnit - wPrice - wAmount;
    const qreal x[] = {0, wDesc, wDesc + wQty, wDesc + wQty + wUnit, wDesc + wQty + wUnit + wPrice, m_width};
    const Qt::Alignment align[] = {Qt::AlignLeft, Qt::AlignRight, Qt::AlignLeft, Qt::AlignRight, Qt::AlignRight};

    const auto row = [&](const QStringList &cells, const QFont &f, const QColor &fill) {
        qreal h = 0;
        for (int c = 0; c < 5; ++c)
            h = std::max(h, textHeight(cells.at(c), f, x[c + 1] - x[c] - 2 * pad));
        h += 2 * pad;
        if (m_painter && fill.isValid()) {
            m_painter->setPen(Qt::NoPen);
            m_painter->setBrush(fill);
            m_painter->drawRect(QRectF(0, m_y, m_width, h));
            m_painter->setBrush(Qt::NoBrush);
        }
        for (int c = 0; c < 5; ++c) {
            drawText(cells.at(c), f, QRectF(x[c] + pad, m_y + pad, x[c + 1] - x[c] - 2 * pad, h - 2 * pad), align[c],
                     kText);
        }
        m_y += h;
    };
    const QStringList headerCells = {tr("Description"), tr("Quantity"), tr("Unit"), tr("Unit price (%1)").arg(currency),
                                     tr("Amount (%1)").arg(currency)};
    row(headerCells, headerFont, QColor(kHeaderFill));

    for (const LineItem &line : m_quote.lines) {
        const QStringList cells = {lineDescription(line), formatQuantity(line, m_language), lineUnit(line),
                                   formatMicros(line.unitPriceMicros, currency, m_language),
                                   formatMinorUnits(line.amount.minor, currency, m_language)};
        qreal h = 0;
        for (int c = 0; c < 5; ++c)
            h = std::max(h, textHeight(cells.at(c), body, x[c + 1] - x[c] - 2 * pad));
        if (m_y + h + 2 * pad > m_bodyBottom) {
            newPage();
            row(headerCells, headerFont, QColor(kHeaderFill));
        }
        row(cells, body, QColor());
        rule(kRule, 0.2);
    }

    // Total: label left, amount with the ISO code right; a heavier rule above.
    const QString totalLabel = tr("Total");
    const QString totalValue = formatMoney(m_quote.total, m_language);
    const qreal h = textHeight(totalLabel, totalFont, m_width / 2) + 2 * pad;
    ensureSpace(h + mm(0.5));
    rule(kText, 0.45);
    drawText(totalLabel, totalFont, QRectF(pad, m_y + pad, m_width / 2, h - 2 * pad), Qt::AlignLeft, kText);
    drawText(totalValue, totalFont, QRectF(m_width / 2, m_y + pad, m_width / 2 - pad, h - 2 * pad), Qt::AlignRight,
             kText);
    m_y += h + mm(1);
    paragraph(tr("Each line is rounded once, half up, to the currency's smallest unit; the total is the sum of "
                 "the lines. Unit prices are shown with up to 6 decimals."),
              font(kSmallPt), kMuted, 0, 0.8);
    const catalog::Source &source = m_quote.gpuPriceSource;
    if (!source.url.isEmpty() || !m_quote.gpuProvider.isEmpty()) {
        QString text = tr("GPU price source: %1").arg(m_quote.gpuProvider.isEmpty() ? source.url : m_quote.gpuProvider);
        if (!m_quote.gpuProvider.isEmpty() && !source.url.isEmpty())
            text += QStringLiteral(", ") + source.url;
        if (source.retrieved.isValid())
            text += QStringLiteral(" (") + tr("retrieved %1").arg(source.retrieved.toString(Qt::ISODate)) +
                    QLatin1Char(')');
        paragraph(text, font(kSmallPt), kMuted);
    }
}

void QuotePdf::termsSection()
{
    heading(tr("Terms"), mm(12));
    bullets({tr("Hours basis: 1 month = 30 days = 720 hours; 1 week = 7 days = 168 hours; 1 day = 24 hours."),
             tr("A week is exactly 7 days and a month exactly 30 days."),
             tr("Stopping an allocation does not pause the paid period."),
             tr("GPU prices and the selected options form the full quote.")},
            font(kBodyPt));
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
    const QFontMetricsF fm(small, &m_device);
    const QFontMetricsF fmBold(smallBold, &m_device);
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
            const qreal lw = fm.horizontalAdvance(label) + mm(1);
            const qreal lx = std::clamp(tx - lw / 2, barLeft, barLeft + barWidth - lw);
            drawText(label, small, QRectF(lx, barBottom + mm(1.4), lw, lineH), Qt::AlignHCenter, kMuted);
        }
        // Usable memory per GPU: a vertical line over the bar with its label above.
        const qreal ux = xOfBytes(e.usablePerDeviceBytes);
        m_painter->setPen(pen(kLimitLine, 0.5));
        m_painter->drawLine(QPointF(ux, labelTop + lineH * 0.55), QPointF(ux, barBottom + mm(1.2)));
        const QString usableText = tr("Usable per GPU: %1").arg(gib(e.usablePerDeviceBytes));
        const qreal uw = fmBold.horizontalAdvance(usableText) + mm(1);
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

    QString verdict = e.fits ? tr("Fits: %1 headroom per GPU").arg(gib(e.headroomBytes))
                             : tr("Does not fit: %1 short per GPU").arg(gib(-e.headroomBytes));
    // What limits the workload (fit::Estimate::binding): the constraint broken, or the one capping
    // the number of sequences that fit.
    verdict += QStringLiteral(" \u00b7 ") + tr("binding constraint: %1").arg(constraintName(e.binding));
    paragraph(verdict, font(kBodyPt + 1, true), e.fits ? kFits : kDoesNotFit);
    paragraph(tr("Memory per GPU. GPUs holding one model replica: %1; replicas: %2. Replicas do not pool memory.")
                  .arg(m_locale.toString(e.devices), m_locale.toString(e.replicas)),
              font(kSmallPt), kMuted, 0, 2.2);
    ensureSpace(chartHeight());
    chart();
    scenarioAssumptions();
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
        {tr("Tensor-parallel degree"), m_locale.toString(s.hardware.tensorParallel)},
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
    const QFont subheading = font(kBodyPt + 0.5, true);
    ensureSpace(lineHeight(subheading) + mm(1) + 2 * lineHeight(body)); // keep the title with its first rows
    paragraph(tr("Scenario"), subheading, kText, 0, 1.0);
    for (const auto &[key, value] : rows) {
        const qreal h = std::max(textHeight(key, label, keyW - mm(2)), textHeight(value, body, m_width - keyW));
        ensureSpace(h);
        drawText(key, label, QRectF(0, m_y, keyW - mm(2), h), Qt::AlignLeft, kText);
        drawText(value, body, QRectF(keyW, m_y, m_width - keyW, h), Qt::AlignLeft, kText);
        m_y += h + mm(0.9);
    }
    if (!e.assumptions.empty()) {
        m_y += mm(1.5);
        ensureSpace(lineHeight(subheading) + mm(1) + 2 * lineHeight(font(kSmallPt)));
        paragraph(tr("Assumptions of the estimate"), subheading, kText, 0, 1.0);
        QStringList items;
        for (const std::string &a : e.assumptions)
            items.append(QString::fromStdString(a));
        bullets(items, font(kSmallPt));
    }
}

void QuotePdf::retentionSection()
{
    heading(tr("Retention and deletion"), mm(30));
    paragraph(tr("This offer states at which layer retention and deletion are applied, what evidence is delivered, "
                 "and which responsibilities stay with the customer team. Complete each statement; both sides "
                 "sign it off before the rental starts."),
              font(kBodyPt), kText, 0, 2.5);

    const QStringList statements = {
        tr("1. Retention and deletion are applied at this layer (for example block storage volume, object "
           "storage, snapshots and backups, logs):"),
        tr("2. Retention period, and the event that triggers deletion (for example end of the paid period):"),
        tr("3. Evidence delivered after deletion (for example deletion log, API record, written confirmation), "
           "and by when:"),
        tr("4. Responsibilities that stay with the customer team (for example data copied out of the rental, "
           "application logs, access keys, model files):"),
    };
    const QFont body = font(kBodyPt);
    const qreal writeLine = mm(7.5);
    for (const QString &s : statements) {
        const qreal h = textHeight(s, body, m_width);
        ensureSpace(h + 2 * writeLine + mm(2));
        drawText(s, body, QRectF(0, m_y, m_width, h), Qt::AlignLeft, kText);
        m_y += h;
        for (int i = 0; i < 2; ++i) {
            m_y += writeLine;
            if (m_painter) {
                m_painter->setPen(pen(kRule, 0.25));
                m_painter->drawLine(QPointF(0, m_y), QPointF(m_width, m_y));
            }
        }
        m_y += mm(3);
    }

    // Sign-off: two columns with name / role / date / signature lines.
    const QFont labelFont = font(kSmallPt, true);
    const QFont small = font(kSmallPt);
    const qreal colGap = mm(10);
    const qreal colW = (m_width - colGap) / 2;
    const QString titles[] = {tr("Signed off for the customer team"), tr("Signed off for the provider")};
    const QString fields[] = {tr("Name"), tr("Role"), tr("Date"), tr("Signature")};
    const qreal lineH = lineHeight(small);
    const qreal blockH = lineH + 4 * (mm(8)) + mm(1);
    ensureSpace(blockH + mm(2));
    m_y += mm(1);
    for (int col = 0; col < 2; ++col) {
        const qreal cx = col * (colW + colGap);
        qreal cy = m_y;
        drawText(titles[col], labelFont, QRectF(cx, cy, colW, lineH), Qt::AlignLeft, kText);
        cy += lineH;
        for (const QString &field : fields) {
            cy += mm(8);
            drawText(field, small, QRectF(cx, cy - lineH, mm(22), lineH), Qt::AlignLeft, kMuted);
            if (m_painter) {
                m_painter->setPen(pen(kRule, 0.25));
                m_painter->drawLine(QPointF(cx + mm(22), cy), QPointF(cx + colW, cy));
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
              font(kSmallPt, false, true), kMuted);
}

QPageLayout quotePageLayout()
{
    return QPageLayout(QPageSize(QPageSize::A4), QPageLayout::Portrait, kQuotePageMarginsMm, QPageLayout::Millimeter);
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
    }
    return QColor(0x99, 0x99, 0x99);
}

bool renderQuote(QPagedPaintDevice &device, const Quote &quote, const QString &language)
{
    const QString lang = language.isEmpty() ? QLocale().name() : language;
    QuotePdf pdf(device, quote, lang);
    return pdf.render();
}

bool exportQuotePdf(const Quote &quote, const QString &path, QString *error, const QString &language)
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

    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        if (!QFileInfo(folder).isWritable()) {
            return fail(
                QuotePdf::tr("Could not save the quote to \"%1\": the folder \"%2\" is read-only or you may not "
                             "write to it.")
                    .arg(shownPath, shownFolder));
        }
        return fail(QuotePdf::tr("Could not save the quote to \"%1\": %2.").arg(shownPath, file.errorString()));
    }

    bool drawn = false;
    {
        QPdfWriter writer(&file);
        writer.setResolution(kQuotePdfResolution);
        writer.setTitle(QuotePdf::tr("Quote %1").arg(quote.reference));
        writer.setCreator(QStringLiteral("Headroom " HEADROOM_VERSION));
        drawn = renderQuote(writer, quote, language);
    }
    if (!drawn) {
        file.cancelWriting();
        return fail(QuotePdf::tr("Could not save the quote to \"%1\": the PDF could not be drawn.").arg(shownPath));
    }
    if (!file.commit()) {
        return fail(QuotePdf::tr("Could not save the quote to \"%1\": %2.").arg(shownPath, file.errorString()));
    }
    return true;
}

} // namespace headroom::quote
