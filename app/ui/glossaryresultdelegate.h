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
    /// The row's size: the laid-out height of its rich text, kept per row shape (its markup without its
    /// text) and font, and a width estimated from its length (see the .cpp). Typing in the search field lays
    /// every result row out again (rows differ in height); a QTextDocument per row and keystroke was 45 %
    /// of a keystroke in bench_ui, and of the window's first show.
    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;

private:
    /// A document holding the row's HTML, laid out, with the row's colours (see the .cpp).
    QTextDocument &document(const QStyleOptionViewItem &option, const QModelIndex &index, bool selected) const;

    mutable std::map<QString, std::unique_ptr<QTextDocument>> m_documents;
    mutable QHash<QString, int> m_heights;
    mutable QFont m_sizesFont;
};

} // namespace headroom::ui
