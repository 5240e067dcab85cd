// SPDX-License-Identifier: GPL-3.0-or-later
// The page-flow engine (pageflow.h): the text layout device, line breaking, the cursor and page breaks,
// and the two passes of a document.
#include "pageflow.h"

#include <QColor>
#include <QFontMetricsF>
#include <QPagedPaintDevice>
#include <QPainter>
#include <QPen>
#include <QTextLayout>

#include <climits>

namespace headroom::quote {

using namespace pageflow;

namespace {

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

QPaintDevice *pageflow::layoutDevice()
{
    static LayoutDevice device;
    return &device;
}

qreal pageflow::layoutLines(QTextLayout &layout, qreal width, Qt::Alignment align, qreal lineHeight)
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

QString pageflow::withLineSeparators(QString text)
{
    text.replace(QLatin1Char('\n'), QChar(QChar::LineSeparator));
    return text;
}

bool PageFlow::run(const QPageLayout &layout, qreal footerMm)
{
    if (!m_device.setPageLayout(layout))
        return false;
    m_dpi = m_device.logicalDpiY();
    m_scale = m_dpi / kLayoutDpi;
    m_width = m_device.width();
    m_height = m_device.height();
    m_bodyBottom = m_height - mm(footerMm);

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

qreal PageFlow::textWidth(const QString &text, const QFont &font) const
{
    return QFontMetricsF(font, layoutDevice()).horizontalAdvance(text) * m_scale;
}

qreal PageFlow::textHeight(const QString &text, const QFont &font, qreal width) const
{
    QTextLayout layout(withLineSeparators(text), font, layoutDevice());
    return layoutLines(layout, width / m_scale, Qt::AlignLeft, lineHeight(font) / m_scale) * m_scale;
}

void PageFlow::drawText(const QString &text, const QFont &font, const QRectF &rect, Qt::Alignment align,
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

void PageFlow::flow(const QString &text, const QFont &font, const QColor &color, qreal x, qreal width,
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

void PageFlow::ensureSpace(qreal height)
{
    if (m_y > 0 && m_y + height > m_bodyBottom)
        newPage();
}

void PageFlow::newPage()
{
    if (m_painter) {
        footer();
        m_device.newPage();
    }
    ++m_page;
    m_y = 0;
}

} // namespace headroom::quote
