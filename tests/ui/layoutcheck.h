// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Shared checks for dialog tests: nothing clipped at the minimum size, optional screenshots.

#include <QAbstractButton>
#include <QDir>
#include <QLabel>
#include <QTest>
#include <QWidget>

namespace headroom::testing {

/// Fails the current test when a visible child of `root` sticks out of it, a word-wrapped label is
/// shorter than its text needs, or a label or button is narrower than its minimum size hint.
inline void verifyNothingClipped(QWidget *root)
{
    const QRect area = root->rect();
    for (QWidget *w : root->findChildren<QWidget *>()) {
        if (!w->isVisibleTo(root) || w->window() != root)
            continue;
        const QRect box(w->mapTo(root, QPoint(0, 0)), w->size());
        QVERIFY2(area.contains(box),
                 qPrintable(
                     QStringLiteral("%1 overflows the window").arg(QString::fromLatin1(w->metaObject()->className()))));
        if (auto *label = qobject_cast<QLabel *>(w); label && !label->text().isEmpty()) {
            if (label->wordWrap())
                QVERIFY2(label->height() >= label->heightForWidth(label->width()),
                         qPrintable(QStringLiteral("wrapped label cut off: %1").arg(label->text())));
            else
                QVERIFY2(label->width() >= label->minimumSizeHint().width(),
                         qPrintable(QStringLiteral("label clipped: %1").arg(label->text())));
        }
        if (auto *button = qobject_cast<QAbstractButton *>(w); button && !button->text().isEmpty())
            QVERIFY2(button->width() >= button->minimumSizeHint().width(),
                     qPrintable(QStringLiteral("button clipped: %1").arg(button->text())));
    }
}

/// With HEADROOM_SCREENSHOT_DIR set, saves the widget as <dir>/<name>.png for a look.
inline void saveScreenshot(QWidget *widget, const QString &name)
{
    const QString dir = qEnvironmentVariable("HEADROOM_SCREENSHOT_DIR");
    if (!dir.isEmpty())
        QVERIFY(widget->grab().save(QDir(dir).filePath(name + QStringLiteral(".png"))));
}

} // namespace headroom::testing
