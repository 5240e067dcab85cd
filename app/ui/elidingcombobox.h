// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A combo box whose closed state shows its current text elided at the end ("NVIDIA GeForce RTX 40…")
// when the box is narrower than the text, instead of the style cutting the text off mid-letter; the open
// list shows every entry in full, and the box keeps the tooltip its owner gives it. An entry may carry a
// shorter form of its text under kShortTextRole ("RTX 4090 (24 GB)" for "NVIDIA GeForce RTX 4090 (24 GB)"):
// the closed box shows that when the whole text does not fit, and elides it only when it does not fit
// either. The explorer's and the
// rent panel's model, GPU, engine and weights boxes use it, so a 1024 x 640 window reads cleanly in Dutch
// and Turkish.

#include <QComboBox>
#include <QStyleOptionComboBox>
#include <QStylePainter>

#include <algorithm>

namespace headroom::ui {

class ElidingComboBox final : public QComboBox
{
public:
    /// Item data role of an entry's shorter text (a QString; optional).
    static constexpr int kShortTextRole = Qt::UserRole + 0x5e1;

    explicit ElidingComboBox(QWidget *parent = nullptr)
        : QComboBox(parent)
    {}

    /// The current text as the closed box shows it: whole, or elided to the text field's width.
    QString shownText() const
    {
        QStyleOptionComboBox option;
        initStyleOption(&option);
        return shownText(option);
    }

protected:
    void paintEvent(QPaintEvent *) override
    {
        QStylePainter painter(this);
        painter.setPen(palette().color(QPalette::Text));
        QStyleOptionComboBox option;
        initStyleOption(&option);
        painter.drawComplexControl(QStyle::CC_ComboBox, option);
        option.currentText = shownText(option);
        painter.drawControl(QStyle::CE_ComboBoxLabel, option);
    }

private:
    QString shownText(const QStyleOptionComboBox &option) const
    {
        const QRect field = style()->subControlRect(QStyle::CC_ComboBox, &option, QStyle::SC_ComboBoxEditField, this);
        int room = field.width();
        if (!option.currentIcon.isNull())
            room -= option.iconSize.width() + 4;
        room = std::max(room, 0);
        const QFontMetrics fm = fontMetrics();
        if (fm.horizontalAdvance(option.currentText) <= room)
            return option.currentText;
        const QString shorter = currentData(kShortTextRole).toString();
        return fm.elidedText(shorter.isEmpty() ? option.currentText : shorter, Qt::ElideRight, room);
    }
};

} // namespace headroom::ui
