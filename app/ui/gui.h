// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

class QApplication;

namespace headroom::ui {

/// Starts the GUI on an existing QApplication: installs the saved UI language and theme (Fusion with our
/// light or dark palette), shows the main window and runs the event loop.
/// Options: `--lang en|nl|tr` overrides the saved language for this run (not saved);
/// `--dark` / `--light` override the saved theme for this run (not saved);
/// `--engine NAME` starts the fit explorer with an engine (fit::engineFromString names; 2 when unknown);
/// `--model FILE.json` imports a Hugging Face config.json as the explorer's model (a warning dialog on
/// failure; with --screenshot a one-line error and exit code 2);
/// `--screenshot FILE.png` lays the window out at 1400×860, saves it to FILE and returns 0 without
/// entering the event loop (1 when the file cannot be written).
/// Returns the exit code (2 for bad options).
int runGui(QApplication &app);

} // namespace headroom::ui
