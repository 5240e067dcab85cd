// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The questions the quote and history dialogs put to the user (a file to save, "retry?", "delete?") and
// the errors they show, behind std::function hooks: interactive() asks with QFileDialog and QMessageBox,
// tests install answers instead (no modal event loop in a test).

#include <QString>

#include <functional>

class QWidget;

namespace headroom::ui {

struct Prompts {
    /// Asks where to save a PDF; `suggestedPath` is the proposed file (folder + "<reference>.pdf").
    /// Returns the chosen path, or an empty string when the user cancels.
    std::function<QString(QWidget *parent, const QString &title, const QString &suggestedPath)> savePdfPath;
    /// Asks a yes/no question (e.g. "Delete quote HR-2026-000001?"). true = go ahead.
    std::function<bool(QWidget *parent, const QString &title, const QString &question)> confirm;
    /// Says that an operation failed and offers to try again. true = retry.
    std::function<bool(QWidget *parent, const QString &title, const QString &message)> retry;
    /// Shows an error or a refusal (conflict, in progress, unreadable file).
    std::function<void(QWidget *parent, const QString &title, const QString &message)> warn;

    /// The real dialogs: QFileDialog::getSaveFileName (PDF filter, ".pdf" appended when missing) and
    /// QMessageBox (Yes/No, Retry/Cancel, Ok).
    static Prompts interactive();
};

} // namespace headroom::ui
