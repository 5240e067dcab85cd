// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The options of the window (`headroom` without a command): one definition, read by runGui() (gui.cpp) and
// listed by `headroom --help` (main() hands them to cli::setWindowOptions, as cli/ does not link ui/).

#include <QCommandLineOption>
#include <QList>

namespace headroom::ui {

struct WindowOptions {
    QCommandLineOption lang;       ///< --lang en|nl|tr: the UI language for this run (not saved)
    QCommandLineOption dark;       ///< --dark: the dark theme for this run
    QCommandLineOption light;      ///< --light: the light theme for this run
    QCommandLineOption screenshot; ///< --screenshot FILE: save the main window as PNG and exit
    QCommandLineOption size;       ///< --size WIDTHxHEIGHT: the window size of --screenshot (1400x860)
    QCommandLineOption engine;     ///< --engine ENGINE: start the fit explorer with an engine
    QCommandLineOption model;      ///< --model ID|FILE: a catalogue model or pipeline, or a config.json
    QCommandLineOption workload;   ///< --workload KIND: inference, training, fine-tuning, ...
    QCommandLineOption gpu;        ///< --gpu ID: a catalogue GPU

    /// Every option, in the order --help lists them.
    QList<QCommandLineOption> all() const
    {
        return {lang, dark, light, screenshot, size, engine, model, workload, gpu};
    }
};

/// The window's options with their descriptions in the current language (QCoreApplication::translate).
WindowOptions windowOptions();

} // namespace headroom::ui
