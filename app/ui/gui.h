// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

class QApplication;

namespace headroom::ui {

/// Starts the GUI on an existing QApplication: installs the saved UI language, the palette, shows the
/// main window and runs the event loop. `--screenshot FILE.png` renders the main window to FILE and exits.
int runGui(QApplication &app);

} // namespace headroom::ui
