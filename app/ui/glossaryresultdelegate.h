// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Paints GlossaryResultModel::HtmlRole (term plus highlighted match hint; question rows in the link
// colour, bold headings) as rich text, with colours taken from the view's palette so it reads in the
// light and the dark theme. Every highlighted range (<b>) is bold on highlightTint().

#include <QPalette>
#include <QStyledItemDelegate>

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
    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;
};

} // namespace headroom::ui
