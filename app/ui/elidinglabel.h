// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A one-line label that never sets its parent's minimum width: when it gets less room than its text needs
// it shows the text elided at the end ("…") and the whole text as its tooltip and accessible name. The
// status bar's scenario summary uses it, so a long model or GPU name cannot widen the window past 1024 px.

#include <QFontMetrics>
#include <QLabel>
#include <QResizeEvent>

#include <algorithm>

namespace headroom::ui {

class ElidingLabel final : public QLabel
{
public:
    explicit ElidingLabel(QWidget *parent = nullptr)
        : QLabel(parent)
    {
        setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
        setMinimumWidth(1);
    }

    /// The whole text (what fullText() returns); shown elided to the label's width.
    void setFullText(const QString &text)
    {
        m_full = text;
        setToolTip(text);
        setAccessibleName(text);
        elide();
    }
    QString fullText() const { return m_full; }

    QSize sizeHint() const override
    {
        return {fontMetrics().horizontalAdvance(m_full) + 8, QLabel::sizeHint().height()};
    }

protected:
    void resizeEvent(QResizeEvent *event) override
    {
        QLabel::resizeEvent(event);
        elide();
    }

private:
    void elide() { setText(fontMetrics().elidedText(m_full, Qt::ElideRight, std::max(1, width() - 2))); }

    QString m_full;
};

} // namespace headroom::ui
