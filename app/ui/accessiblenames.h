// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Accessible names for the window's controls. Most input controls sit next to a QLabel whose buddy they
// are ("&Context length:" -> the spin box); a screen reader announces such a control by its own accessible
// name only, so nameControlsFromLabels() copies the label's text (without the mnemonic '&' and a trailing
// ':') to every buddy that has no name of its own, and again after a language change. unnamedControls()
// lists what a screen reader would still announce without a name (the accessibility test's check).

#include <QList>

class QWidget;

namespace headroom::ui {

/// Names every buddy of a QLabel under `root` (inclusive) whose accessible name is empty or was set by an
/// earlier call, from the label's current text. No errors.
void nameControlsFromLabels(QWidget *root);

/// Input controls under `root` (spin boxes, combo boxes, sliders, line edits, item views, chart views, and
/// buttons without text) whose QAccessibleInterface reports an empty name. Hidden widgets are included
/// (they show for another engine or workload).
QList<QWidget *> unnamedControls(QWidget *root);

} // namespace headroom::ui
