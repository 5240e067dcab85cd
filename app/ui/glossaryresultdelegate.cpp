// SPDX-License-Identifier: GPL-3.0-or-later
#include "glossaryresultdelegate.h"

#include "glossaryresultmodel.h"

#include <QAbstractTextDocumentLayout>
#include <QApplication>
#include <QPainter>
#include <QTextBlock>
#include <QTextDocument>
#include <QTextLayout>

#include <algorithm>

namespace headroom::ui {

namespace {

constexpr int kPadding = 4;

} // namespace

QColor highlightTint(const QPalette &palette, QPalette::ColorGroup group)
{
    // A third of the way from the base colour to the selection colour: readable with the normal text
    // colour in the light and the dark theme.
    const QColor base = palette.color(group, QPalette::Base);
    const QColor highlight = palette.color(group, QPalette::Highlight);
    auto mix = [](int a, int b) {
        return a + (b - a) / 3;
    };
    return QColor(mix(base.red(), highlight.red()), mix(base.green(), highlight.green()),
                  mix(base.blue(), highlight.blue()));
}

namespace {

/// The row's colours as a style sheet: text, hint, question link, match tint.
QString styleSheetOf(const QStyleOptionViewItem &option, const QModelIndex &index, bool selected)
{
    // Headings are disabled items (the keyboard skips them) but must stay readable: they take the
    // normal colours, muted like a hint.
    const bool heading =
        index.data(GlossaryResultModel::RowKindRole).toInt() == static_cast<int>(GlossaryResultModel::RowKind::Heading);
    const QPalette::ColorGroup group =
        heading || (option.state & QStyle::State_Enabled) ? QPalette::Normal : QPalette::Disabled;
    const QColor text = option.palette.color(group, selected ? QPalette::HighlightedText : QPalette::Text);
    QColor hint = text;
    hint.setAlphaF(0.7f);
    // Question rows read as links (the selection colour wins when selected); headings are small and bold.
    const QColor question = selected ? text : option.palette.color(group, QPalette::Link);
    // Every matched range (<b>, one per Hit::highlights range) is bold on a tint of the selection colour,
    // so that several ranges in one row stand out; a selected row keeps its own background.
    const QColor match = selected ? QColor(Qt::transparent) : highlightTint(option.palette, group);
    return QStringLiteral("body { color: %1; } .hint { color: %2; font-size: small; } "
                          ".question { color: %3; } .heading { color: %2; font-weight: bold; } "
                          "b { background-color: %4; }")
        .arg(text.name(QColor::HexRgb), hint.name(QColor::HexArgb), question.name(QColor::HexRgb),
             match.name(QColor::HexArgb));
}

} // namespace

QTextDocument &GlossaryResultDelegate::document(const QStyleOptionViewItem &option, const QModelIndex &index,
                                                bool selected) const
{
    // One document per style sheet and font, reused row after row: QTextDocument parses its default style
    // sheet once, so each row only sets its HTML.
    const QString sheet = styleSheetOf(option, index, selected);
    const QString key = sheet + QLatin1Char('\n') + option.font.key();
    std::unique_ptr<QTextDocument> &doc = m_documents[key];
    if (!doc) {
        constexpr std::size_t kMaxDocuments = 16; // palettes x selected x enabled, then start again
        if (m_documents.size() > kMaxDocuments) {
            m_documents.clear();
            return document(option, index, selected);
        }
        doc = std::make_unique<QTextDocument>();
        doc->setDocumentMargin(0);
        doc->setDefaultFont(option.font);
        doc->setDefaultStyleSheet(sheet);
    }
    doc->setHtml(QStringLiteral("<body>") + index.data(GlossaryResultModel::HtmlRole).toString() +
                 QStringLiteral("</body>"));
    // No wrapping: a row is one line (term) or two (term + hint), so its height never depends on the
    // view's width; what does not fit is clipped, and the tooltip holds the full text.
    doc->setTextWidth(-1);
    return *doc;
}

GlossaryResultDelegate::GlossaryResultDelegate(QObject *parent)
    : QStyledItemDelegate(parent)
{}

GlossaryResultDelegate::~GlossaryResultDelegate() = default;

void GlossaryResultDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option,
                                   const QModelIndex &index) const
{
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    const bool selected = opt.state & QStyle::State_Selected;
    // Let the style draw the background, focus and selection, then the rich text on top of it.
    opt.text.clear();
    const QWidget *widget = opt.widget;
    QStyle *style = widget ? widget->style() : QApplication::style();
    style->drawControl(QStyle::CE_ItemViewItem, &opt, painter, widget);

    QTextDocument &doc = document(opt, index, selected);
    painter->save();
    painter->translate(opt.rect.topLeft() + QPoint(kPadding, kPadding));
    const int room = opt.rect.width() - 2 * kPadding;
    const QString ellipsis(QChar(0x2026));
    const int ellipsisWidth = opt.fontMetrics.horizontalAdvance(ellipsis) + 2;
    const bool cut = doc.idealWidth() > room;
    // A row is one line or two and never wraps: a line longer than the row ends in "…" (the tooltip holds
    // the whole text) instead of being cut mid-letter.
    painter->setClipRect(QRect(0, 0, cut ? room - ellipsisWidth : room + kPadding, opt.rect.height() - kPadding));
    doc.drawContents(painter);
    if (cut) {
        painter->setClipping(false);
        painter->setPen(opt.palette.color(QPalette::Normal, selected ? QPalette::HighlightedText : QPalette::Text));
        for (QTextBlock block = doc.begin(); block.isValid(); block = block.next()) {
            const QTextLayout *layout = block.layout();
            for (int i = 0; layout && i < layout->lineCount(); ++i) {
                const QTextLine line = layout->lineAt(i);
                if (line.naturalTextWidth() <= room - ellipsisWidth)
                    continue;
                const QPointF origin = layout->position() + line.position();
                painter->drawText(QPointF(room - ellipsisWidth + 1, origin.y() + line.ascent()), ellipsis);
            }
        }
    }
    painter->restore();
}

QSize GlossaryResultDelegate::sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    if (opt.font != m_sizesFont) {
        m_heights.clear();
        m_sizesFont = opt.font;
    }
    // The row's shape: its markup without its text and without the highlight marks (<b>: bold on a tint,
    // on the same line), plus its kind. Rows do not wrap, so every row of one shape has one height; the
    // longest line's length in characters (an entity counts as one) estimates the width, which only sets
    // the list's contents width (rows span the viewport, and the list never scrolls sideways).
    const QString html = index.data(GlossaryResultModel::HtmlRole).toString();
    QString shape = index.data(GlossaryResultModel::RowKindRole).toString();
    qsizetype line = 0;
    qsizetype longest = 0;
    for (qsizetype k = 0; k < html.size(); ++k) {
        const QChar c = html.at(k);
        if (c == QLatin1Char('<')) {
            const qsizetype end = html.indexOf(QLatin1Char('>'), k);
            const qsizetype close = end < 0 ? html.size() - 1 : end;
            const QStringView tag = QStringView(html).mid(k, close - k + 1);
            if (tag == QLatin1String("<br>"))
                line = 0;
            if (tag != QLatin1String("<b>") && tag != QLatin1String("</b>"))
                shape += tag;
            k = close;
            continue;
        }
        if (c == QLatin1Char('&')) {
            const qsizetype end = html.indexOf(QLatin1Char(';'), k);
            if (end > k && end - k <= 8)
                k = end;
        }
        longest = std::max(longest, ++line);
    }
    const int width = static_cast<int>(longest) * opt.fontMetrics.averageCharWidth() + 2 * kPadding;
    if (const auto found = m_heights.constFind(shape); found != m_heights.constEnd())
        return {width, *found};
    const int height = static_cast<int>(document(opt, index, false).size().height()) + 2 * kPadding;
    constexpr qsizetype kMaxShapes = 256; // a handful per font; then start again
    if (m_heights.size() >= kMaxShapes)
        m_heights.clear();
    m_heights.insert(shape, height);
    return {width, height};
}

} // namespace headroom::ui
