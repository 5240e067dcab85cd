// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The page-flow engine of the quote PDF: lays a document out top to bottom on paged device pages. It keeps
// the layout cursor (the y of the next block on the current page), breaks the page when a block does not
// fit above the body's bottom, and flows text line by line, so a long paragraph continues on the next page
// and nothing is drawn below the bottom margin. It runs a document twice (run()): a measuring pass without
// a painter that counts the pages, then the painting pass, so every footer can say "Page n of N".
//
// Units: lengths are device units (dots) of the paged device, measured from the top left of its paint rect
// (inside the page margins); mm() converts millimetres and lineHeight() points through the device's
// resolution. Text is laid out at kLayoutDpi whatever the device's resolution, so a line breaks at the
// same word at 72, 300 or 1200 dpi. Errors: run() returns false when the device refuses the page layout or
// no painter can be opened on it (nothing is drawn then); layout itself cannot fail.
//
// A document derives from PageFlow (quotepdfimpl.h QuotePdf), implements layoutDocument() with the
// primitives below and footer() for what stands below the body on every page. Private to app/quote.

#include <QFont>
#include <QPageLayout>
#include <QRectF>
#include <QString>

class QColor;
class QPagedPaintDevice;
class QPaintDevice;
class QPainter;
class QTextLayout;

namespace headroom::quote {

namespace pageflow {

/// Line spacing as a multiple of the point size (DejaVu Sans ascent + descent = 1.164 em).
inline constexpr qreal kLineSpacing = 1.25;

/// Resolution every text is laid out at, whatever the device's: 1 pt = 10 units, so each whole or half
/// point size is a whole pixel size. The font engine rounds fractional pixel sizes (9 pt is 37.5 px at
/// 300 dpi), which would make text wider or narrower, and wrap differently, at each device resolution;
/// laid out here and scaled onto the device, a line breaks at the same word at 72, 300 or 1200 dpi.
inline constexpr int kLayoutDpi = 720;

/// A paint device that only reports kLayoutDpi, for QTextLayout and QFontMetricsF (one per process).
QPaintDevice *layoutDevice();

/// Breaks `layout` into lines of `width`, each `lineHeight` apart (layout units), and returns the total
/// height. Line heights are fixed multiples of the point size rather than the font engine's per-device
/// metrics (which FreeType rounds to whole device pixels), and advances use design metrics, so the page
/// comes out the same at 72, 300 or 1200 dpi.
qreal layoutLines(QTextLayout &layout, qreal width, Qt::Alignment align, qreal lineHeight);

/// "\n" in a (translated) string is a line break; QTextLayout only breaks at U+2028.
QString withLineSeparators(QString text);

} // namespace pageflow

class PageFlow
{
public:
    virtual ~PageFlow() = default;
    PageFlow(const PageFlow &) = delete;
    PageFlow &operator=(const PageFlow &) = delete;

protected:
    explicit PageFlow(QPagedPaintDevice &device)
        : m_device(device)
    {}

    /// Sets `layout` on the device, then lays the document out twice (layoutDocument()): measuring, then
    /// painting; footer() closes every page. The body ends `footerMm` millimetres above the bottom of the
    /// paint rect. False when the layout cannot be set or no painter opened or closed on the device.
    bool run(const QPageLayout &layout, qreal footerMm);

    /// The document, from the top of page 1: every block through the primitives below.
    virtual void layoutDocument() = 0;
    /// What stands below the body of the current page (m_bodyBottom to m_height). Called when a page is
    /// left and after the last one, in the painting pass only (m_painter is set).
    virtual void footer() = 0;

    // Geometry: device units (dots).
    qreal mm(qreal millimetres) const { return millimetres * m_dpi / 25.4; }
    /// Baseline-to-baseline distance for `font`: kLineSpacing x its point size, in device units.
    qreal lineHeight(const QFont &font) const { return font.pointSizeF() * pageflow::kLineSpacing * m_dpi / 72.0; }

    /// Text measured at kLayoutDpi, returned in device units.
    qreal textWidth(const QString &text, const QFont &font) const;
    /// Height of `text` broken into lines of `width` (device units), "\n" being a line break.
    qreal textHeight(const QString &text, const QFont &font, qreal width) const;
    /// Draws `text` into `rect` (broken into lines of its width; the cursor does not move). Painting pass only.
    void drawText(const QString &text, const QFont &font, const QRectF &rect, Qt::Alignment align,
                  const QColor &color) const;
    /// Draws `text` at (x, cursor) line by line, breaking the page between lines; moves the cursor below it.
    void flow(const QString &text, const QFont &font, const QColor &color, qreal x, qreal width,
              Qt::Alignment align = Qt::AlignLeft);

    /// Breaks the page unless `height` fits between the cursor and the body's bottom (never at the top of
    /// a page: a block taller than the body starts where it is and flows on).
    void ensureSpace(qreal height);
    /// Closes the current page (footer()) and moves the cursor to the top of the next one.
    void newPage();

    QPagedPaintDevice &m_device;
    QPainter *m_painter = nullptr; ///< null during the measuring pass
    qreal m_dpi = 72;              ///< the device's resolution, set by run()
    qreal m_scale = 1;             ///< device units per text-layout unit: m_dpi / kLayoutDpi
    qreal m_width = 0;             ///< paint rect, device units
    qreal m_height = 0;
    qreal m_bodyBottom = 0; ///< content stops here; the footer sits below
    qreal m_y = 0;          ///< layout cursor, from the top of the paint rect
    int m_page = 1;         ///< the current page, from 1
    int m_pageCount = 1;    ///< pages of the measuring pass (the painting pass has as many)
};

} // namespace headroom::quote
