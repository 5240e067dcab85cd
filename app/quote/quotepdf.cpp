// SPDX-License-Identifier: GPL-3.0-or-later
// The quote PDF writer, part 1 of 3 (quotepdfimpl.h lists the parts): the layout primitives of QuotePdf
// (fonts, measured text, flowing text over pages, tables, the footer) and the public functions of
// quotepdf.h and quotedocument.h.
#include "quotepdf.h"
#include "quotepdfimpl.h"

#include <io/safefile.h>

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

using namespace pdfimpl;

namespace {

__extension__ typedef __int128 Int128;

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

} // namespace

QPaintDevice *pdfimpl::layoutDevice()
{
    static LayoutDevice device;
    return &device;
}

qreal pdfimpl::layoutLines(QTextLayout &layout, qreal width, Qt::Alignment align, qreal lineHeight)
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

QString pdfimpl::withLineSeparators(QString text)
{
    text.replace(QLatin1Char('\n'), QChar(QChar::LineSeparator));
    return text;
}

qint64 pdfimpl::hundredthsOfGiB(qint64 bytes)
{
    const Int128 n = Int128(bytes) * 100;
    const Int128 half = kGiB / 2;
    return qint64(n >= 0 ? (n + half) / kGiB : -((-n + half) / kGiB));
}

double pdfimpl::niceStep(double maxGiB, int maxTicks)
{
    const double raw = std::max(maxGiB / maxTicks, 1e-3);
    const double magnitude = std::pow(10.0, std::floor(std::log10(raw)));
    for (double m : {1.0, 2.0, 2.5, 5.0, 10.0}) {
        if (m * magnitude >= raw)
            return m * magnitude;
    }
    return 10.0 * magnitude;
}

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

QuotePdf::QuotePdf(QPagedPaintDevice &device, const QuoteDocument &document, const QString &language)
    : m_device(device)
    , m_doc(document)
    , m_quote(document.quote)
    , m_language(language)
    , m_locale(localeForLanguage(language))
    , m_family(quoteFontFamily())
{}

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
    // The three routes compare ways to serve a model; training and image generation have no per-token
    // hosted route to compare with, so their quotes leave the section out whatever the document asks.
    const bool serving = !m_quote.scenario || m_quote.scenario->kind == fit::WorkloadKind::Inference;
    if (m_doc.includeRoutes && serving)
        routesSection();
    if (serving) // tokens per month, concurrent requests and error rate measure a served model
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

QString QuotePdf::gbText(qint64 bytes) const
{
    const qint64 hundredths = bytes >= 0 ? (bytes + 5'000'000) / 10'000'000 : -((-bytes + 5'000'000) / 10'000'000);
    return formatDecimal(hundredths, 2, m_language);
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

QPageLayout quotePageLayout(QPageSize::PageSizeId pageSize)
{
    const QPageSize::PageSizeId id = pageSize == QPageSize::Letter ? QPageSize::Letter : QPageSize::A4;
    return QPageLayout(QPageSize(id), QPageLayout::Portrait, kQuotePageMarginsMm, QPageLayout::Millimeter);
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
