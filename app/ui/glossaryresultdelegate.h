// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Paints GlossaryResultModel::HtmlRole (term plus highlighted match hint; question rows in the link
// colour, bold headings) as rich text, with colours taken from the view's palette so it reads in the
// light and the dark theme. Every highlighted range (<b>) is bold on highlightTint().

#include <QFont>
#include <QHash>
#include <QPalette>
#include <QSize>
#include <QStyledItemDelegate>

#include <map>
#include <memory>

class QTextDocument;

namespace headroom::ui {

/// The background of a highlighted match (the result list and the article): the base colour moved a
/// third of the way towards the selection colour.
QColor highlightTint(const QPalette &palette, QPalette::ColorGroup group = QPalette::Normal);

class GlossaryResultDelegate final : public QStyledItemDelegate
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(GlossaryResultDelegate)

public:
    explicit GlossaryResultDelegate(QObject *parent = nullptr);
    ~GlossaryResultDelegate() override;

    void paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const override;
    /// The laid-out size of the row's rich text plus padding. Kept per row text without its highlight
    /// marks (<b>: a match is bold on a tint, on the same line) and font: typing in the search field lays
    /// every result row out again (the list's rows differ in height), and most rows keep their text from
    /// one keystroke to the next; a QTextDocument per row and keystroke was 45 % of a keystroke in bench_ui.
    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;

private:
    /// A document holding the row's HTML, laid out, with the row's colours (see the .cpp).
    QTextDocument &document(const QStyleOptionViewItem &option, const QModelIndex &index, bool selected) const;

    mutable std::map<QString, std::unique_ptr<QTextDocument>> m_documents;
    mutable QHash<QString, QSize> m_sizes;
    mutable QFont m_sizesFont;
};

} // namespace headroom::ui
