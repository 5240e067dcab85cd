// SPDX-License-Identifier: GPL-3.0-or-later
// The quote PDF writer, part 1 of 3 (quotepdfimpl.h lists the parts): the blocks of QuotePdf (fonts,
// paragraphs, headings, bullets, tables, the footer) on the page-flow engine (pageflow.h), and the public
// functions of quotepdf.h and quotedocument.h.
#include "quotepdf.h"
#include "quotepdfimpl.h"

#include <quote/historylabels.h>

#include <io/safefile.h>

#include <QBuffer>
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QFontDatabase>
#include <QPagedPaintDevice>
#include <QPainter>
#include <QPdfWriter>

#include <algorithm>
#include <cmath>

#ifndef HEADROOM_VERSION
#define HEADROOM_VERSION "0"
#endif

namespace headroom::quote {

using namespace pdfimpl;

namespace {

__extension__ typedef __int128 Int128;

/// Millimetres between the body's bottom and the bottom of the paint rect: the footer's rule and line.
constexpr qreal kFooterMm = 9.0;

} // namespace

qint64 pdfimpl::hundredthsOfGiB(qint64 bytes)
{
    const Int128 n = Int128(bytes) * 100;
    const Int128 half = kGiB / 2;
    return qint64(n >= 0 ? (n + half) / kGiB : -((-n + half) / kGiB));
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
    : PageFlow(device)
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

bool QuotePdf::render()
{
    return run(quotePageLayout(m_doc.pageSize), kFooterMm);
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
    return HistoryLabels::termName(term); // translated in the PDF's language (PdfLanguageScope)
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
