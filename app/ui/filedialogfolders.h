// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace headroom::ui {

/// The kinds of file the GUI's file dialogs open or save. Each kind remembers its own last folder, so
/// choosing a price list does not move the dialog that exports a quote PDF (issue 15, item 6a).
enum class FileKind {
    QuotePdf,    ///< quote / history export to PDF (Prompts::savePdfPath)
    ModelConfig, ///< File → Open model config… and Open model file…
    PriceList,   ///< the quote's price list (PriceListFiles::openInteractively)
    Termbase,    ///< File → Import termbase… and Export glossary…
};

/// The folder a dialog of `kind` should start in: the folder of the file last chosen for that kind
/// (QSettings key "fileDialogs/<kind>"), or, when none was chosen yet or that folder no longer exists,
/// the platform's Downloads folder for model configs and its Documents folder for the others.
/// Never empty when QStandardPaths knows those locations. No errors.
QString lastFolder(FileKind kind);

/// Records the folder of `chosenPath` (a file, absolute or relative to the working directory) as the
/// last folder of `kind`. An empty path is ignored. No errors (QSettings writes lazily).
void rememberFolder(FileKind kind, const QString &chosenPath);

} // namespace headroom::ui
