// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Tab order by what the user sees: the focusable widgets under a root, in reading order (top to bottom
// by rows, left to right in a row), instead of the order they were created in. The fit explorer builds
// its controls in groups (the model row, the engine's knobs, the sliders) and shows or hides rows per
// workload, so its creation order jumped (Concurrency -> K cache, Model -> GPU -> Engine).

class QWidget;

namespace headroom::ui {

/// Sets the tab order of the widgets under `root` that take focus by Tab and are visible, in reading
/// order of their current geometry: widgets whose vertical centres lie within half a line of each other
/// form a row. Call once the layout has placed them (after show, or after rows were shown or hidden).
void setVisualTabOrder(QWidget *root);

} // namespace headroom::ui
