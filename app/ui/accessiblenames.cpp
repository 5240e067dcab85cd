// SPDX-License-Identifier: GPL-3.0-or-later
#include "accessiblenames.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAbstractSlider>
#include <QAbstractSpinBox>
#include <QAccessible>
#include <QComboBox>
#include <QGraphicsView>
#include <QLabel>
#include <QLineEdit>
#include <QTextEdit>
#include <QVariant>

namespace headroom::ui {

namespace {

constexpr char kAutoNameProperty[] = "headroomAutoAccessibleName";

QString plainLabelText(const QLabel *label)
{
    QString text = label->text();
    text.remove(QLatin1Char('&'));
    text = text.trimmed();
    while (text.endsWith(QLatin1Char(':')))
        text.chop(1);
    return text.trimmed();
}

bool isInputControl(const QWidget *w)
{
    if (qobject_cast<const QAbstractButton *>(w))
        return static_cast<const QAbstractButton *>(w)->text().isEmpty();
    // The line edit inside a spin box or an editable combo box is named through its owner.
    if (qobject_cast<const QLineEdit *>(w))
        return !qobject_cast<const QAbstractSpinBox *>(w->parentWidget()) &&
               !qobject_cast<const QComboBox *>(w->parentWidget());
    // A combo box's popup list is its own.
    if (qobject_cast<const QAbstractItemView *>(w))
        return !w->window()->inherits("QComboBoxPrivateContainer") &&
               !(w->parentWidget() && w->parentWidget()->inherits("QComboBoxPrivateContainer"));
    return qobject_cast<const QAbstractSpinBox *>(w) || qobject_cast<const QComboBox *>(w) ||
           qobject_cast<const QAbstractSlider *>(w) || qobject_cast<const QGraphicsView *>(w) ||
           qobject_cast<const QTextEdit *>(w);
}

} // namespace

void nameControlsFromLabels(QWidget *root)
{
    QList<QLabel *> labels = root->findChildren<QLabel *>();
    if (auto *self = qobject_cast<QLabel *>(root))
        labels.prepend(self);
    for (QLabel *label : labels) {
        QWidget *buddy = label->buddy();
        if (!buddy)
            continue;
        const QString text = plainLabelText(label);
        if (text.isEmpty())
            continue;
        if (buddy->accessibleName().isEmpty() || buddy->property(kAutoNameProperty).toBool()) {
            buddy->setAccessibleName(text);
            buddy->setProperty(kAutoNameProperty, true);
        }
    }
}

QList<QWidget *> unnamedControls(QWidget *root)
{
    QList<QWidget *> unnamed;
    for (QWidget *w : root->findChildren<QWidget *>()) {
        // Scroll bars, the header of a table and its corner button are announced by role, as parts of a
        // named view, and need no name of their own.
        // Qt's own inner buttons (a line edit's clear button, the menu bar's overflow button) are not
        // reachable by Tab and are announced by the control they belong to.
        if (w->inherits("QScrollBar") || w->inherits("QHeaderView") || w->inherits("QTableCornerButton") ||
            w->inherits("QLineEditIconButton") || w->objectName().startsWith(QLatin1String("qt_")) ||
            !isInputControl(w))
            continue;
        QAccessibleInterface *a = QAccessible::queryAccessibleInterface(w);
        if (!a || a->text(QAccessible::Name).trimmed().isEmpty())
            unnamed << w;
    }
    return unnamed;
}

} // namespace headroom::ui
