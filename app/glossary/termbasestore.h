// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The user's own termbases: TBX files imported into one folder (by default
// QStandardPaths::AppDataLocation + "/termbases", e.g. ~/.local/share/Headroom/headroom/termbases on Linux)
// and shown beside the built-in glossary. Files are copied byte for byte (other languages and data
// categories survive), written with io::writeFileAtomically() (every write checked and synced before the
// rename: a full disk never leaves a truncated copy), and read back in file-name order on every load().

#include <glossary/termbase.h>

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <optional>

namespace headroom::glossary {

/// What importFile()/importData() did with a valid TBX file.
enum class ImportOutcome {
    Stored,          ///< the copy was written (a new file, or new bytes replacing a stored copy of that name)
    AlreadyImported, ///< a stored file holds exactly these bytes: nothing written, nothing added
};

class TermbaseStore
{
    Q_DECLARE_TR_FUNCTIONS(headroom::glossary::TermbaseStore)

public:
    /// A store in `folder` (need not exist yet; importFile() creates it).
    explicit TermbaseStore(const QString &folder = defaultFolder());

    /// QStandardPaths::writableLocation(AppDataLocation) + "/termbases" (follows XDG_DATA_HOME and
    /// QStandardPaths::setTestModeEnabled()).
    static QString defaultFolder();

    QString folder() const { return m_folder; }

    /// Absolute paths of the stored termbases (*.tbx), in file-name order; empty when the folder is missing.
    QStringList files() const;

    /// The built-in termbase merged with every stored file in files() order (Concept::source = the file
    /// name). A file that cannot be read or parsed is skipped with one line in `problems`; so is every
    /// concept whose id is already taken (MergeReport::skipped). Never fails.
    Termbase load(QStringList *problems = nullptr) const;

    /// Reads `path` once, validates those bytes with Termbase::fromTbx() and stores exactly them in the folder as
    /// "<complete base name>.tbx", replacing a stored file of that name (re-importing updates it).
    /// Returns what merging it into load() (without the file it replaces) adds and skips; parse
    /// warnings (other languages, duplicate terms) are appended to MergeReport::skipped.
    /// `path` is read with io::readRegularFile(): it must be a regular file (a FIFO or a device such as
    /// /dev/zero is refused at once, unread) of at most kMaxTermbaseFileBytes (termbase.h).
    /// Errors (nullopt, `error` filled, nothing written): unreadable, not regular, too large or malformed
    /// file (with line and column), the folder cannot be created, the copy cannot be written completely
    /// (short write, disk full: a stored copy of the same name keeps its old content).
    /// TermbaseError::storeFailure tells the last two (runtime) from the others (bad input).
    /// A CSV file (named *.csv in any case, or text that is not XML and whose first line holds a comma) is
    /// refused before parsing with exactly csvRefusedMessage(): the glossary exports CSV but imports TBX only.
    /// Bytes identical to a stored file's (the same TBX imported twice, under any name) are not stored again:
    /// an empty MergeReport with *outcome = AlreadyImported (say alreadyImportedMessage()).
    std::optional<MergeReport> importFile(const QString &path, TermbaseError *error = nullptr,
                                          ImportOutcome *outcome = nullptr);

    /// importFile() on bytes the caller has already read from `path` (with io::readRegularFile()): `data`
    /// is parsed once and exactly these bytes are stored, so the copy is what was validated. `path` only
    /// names the copy (storedPath()) and the file in messages; it is not read. Same errors as importFile()
    /// apart from reading.
    std::optional<MergeReport> importData(const QString &path, const QByteArray &data, TermbaseError *error = nullptr,
                                          ImportOutcome *outcome = nullptr);

    /// "CSV is not supported here; export is CSV, import is TBX" (translated): the error of a CSV import.
    static QString csvRefusedMessage();
    /// "<file name>: already imported, nothing added" (translated), for ImportOutcome::AlreadyImported.
    static QString alreadyImportedMessage(const QString &path);
    /// True when `path` and its bytes `data` are a CSV file (see importFile()). Reads nothing.
    static bool looksLikeCsv(const QString &path, const QByteArray &data);

    /// Where importFile(`path`) puts its copy: folder() + "/" + the complete base name of `path` + ".tbx"
    /// ("termbase.tbx" when that name is empty).
    QString storedPath(const QString &path) const;

    /// Deletes the stored file `fileName` (a name from files(), without folder). Errors: no such file
    /// (or a name with a path separator), or it cannot be deleted.
    bool removeFile(const QString &fileName, QString *error = nullptr);

private:
    QString m_folder;
};

} // namespace headroom::glossary
