// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A plain-text label whose text can be selected with the mouse and copied, without the cost of a text
// control while nobody selects: a QLabel with Qt::TextSelectableByMouse keeps a QWidgetTextControl (a
// QTextDocument laid out again on every setText() and paint), which made up about 30 % of a slider move's
// repaint in bench_ui (the explorer's verdict, answers, details and throughput labels change on every
// move). This label turns selection on when the pointer enters it and off again when it leaves without
// a selection, so it paints as a plain QLabel (QPainter text) the rest of the time. Word-wrapped plain
// text is laid out by the same QLabel code in both states (its height does not change on hover; see
// tst_selectablelabel).

#include <QEnterEvent>
#include <QLabel>

namespace headroom::ui {

class SelectableLabel final : public QLabel
{
public:
    explicit SelectableLabel(QWidget *parent = nullptr)
        : QLabel(parent)
    {
        setTextFormat(Qt::PlainText);
    }

    /// Whether the text control is there now (the pointer is over the label, or text stays selected).
    bool isSelecting() const { return textInteractionFlags().testFlag(Qt::TextSelectableByMouse); }

protected:
    void enterEvent(QEnterEvent *event) override
    {
        setTextInteractionFlags(Qt::TextSelectableByMouse);
        QLabel::enterEvent(event);
    }
    void leaveEvent(QEvent *event) override
    {
        QLabel::leaveEvent(event);
        if (!hasSelectedText())
            setTextInteractionFlags(Qt::NoTextInteraction);
    }
};

} // namespace headroom::ui
