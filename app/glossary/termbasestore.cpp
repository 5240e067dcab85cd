// SPDX-License-Identifier: GPL-3.0-or-later
#include <glossary/termbasestore.h>

#include <io/safefile.h>

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>

namespace headroom::glossary {

TermbaseStore::TermbaseStore(const QString &folder)
    : m_folder(QDir::cleanPath(QFileInfo(folder).absoluteFilePath()))
{}

QString TermbaseStore::defaultFolder()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/termbases");
}

QStringList TermbaseStore::files() const
{
    const QDir dir(m_folder);
    QStringList paths;
    if (!dir.exists())
        return paths;
    const QStringList names =
        dir.entryList({QStringLiteral("*.tbx")}, QDir::Files | QDir::Readable, QDir::Name | QDir::IgnoreCase);
    paths.reserve(names.size());
    for (const QString &name : names)
        paths.append(dir.absoluteFilePath(name));
    return paths;
}

Termbase TermbaseStore::load(QStringList *problems) const
{
    Termbase result = Termbase::builtIn();
    for (const QString &path : files()) {
        TermbaseError error;
        const std::optional<Termbase> user = Termbase::fromFile(path, &error);
        if (!user) {
            if (problems)
                problems->append(tr("Skipped the termbase %1").arg(error.message));
            continue;
        }
        const MergeReport report = result.merge(*user, QFileInfo(path).fileName());
        if (problems)
            *problems += report.skipped;
    }
    return result;
}

QString TermbaseStore::csvRefusedMessage()
{
    return tr("CSV is not supported here; export is CSV, import is TBX");
}

QString TermbaseStore::alreadyImportedMessage(const QString &path)
{
    return tr("%1: already imported, nothing added").arg(QFileInfo(path).fileName());
}

bool TermbaseStore::looksLikeCsv(const QString &path, const QByteArray &data)
{
    if (path.endsWith(QLatin1String(".csv"), Qt::CaseInsensitive))
        return true;
    QByteArray head = data.left(4096);
    if (head.startsWith("\xEF\xBB\xBF")) // UTF-8 byte order mark
        head.remove(0, 3);
    // UTF-16 text (a byte order mark, or a NUL in the first bytes) is never taken for CSV: the parser judges it.
    if (head.startsWith("\xFF\xFE") || head.startsWith("\xFE\xFF") || head.contains('\0'))
        return false;
    head = head.trimmed();
    if (head.isEmpty() || head.startsWith('<'))
        return false;
    const qsizetype lineEnd = head.indexOf('\n');
    return head.left(lineEnd < 0 ? head.size() : lineEnd).contains(',');
}

std::optional<MergeReport> TermbaseStore::importFile(const QString &path, TermbaseError *error, ImportOutcome *outcome)
{
    io::FileError readError;
    const std::optional<QByteArray> bytes =
        io::readRegularFile(path, kMaxTermbaseFileBytes, &readError, tr("the termbase"));
    if (!bytes) {
        if (error)
            *error = TermbaseError{readError.message, 0, 0};
        return std::nullopt;
    }
    return importData(path, *bytes, error, outcome);
}

std::optional<MergeReport> TermbaseStore::importData(const QString &path, const QByteArray &data, TermbaseError *error,
                                                     ImportOutcome *outcome)
{
    auto storeFailed = [error](const QString &message) -> std::optional<MergeReport> {
        if (error)
            *error = TermbaseError{message, 0, 0, true};
        return std::nullopt;
    };

    if (looksLikeCsv(path, data)) {
        if (error)
            *error = TermbaseError{csvRefusedMessage(), 0, 0};
        return std::nullopt;
    }

    QStringList warnings;
    TermbaseError parseError;
    const std::optional<Termbase> incoming = Termbase::fromTbx(data, &parseError, &warnings);
    if (!incoming) {
        if (error) {
            *error = parseError;
            error->message = QStringLiteral("%1: %2").arg(QDir::toNativeSeparators(path), parseError.message);
        }
        return std::nullopt;
    }

    // The same bytes stored already (under this name or another): storing them again would add nothing, and
    // under another name would only repeat every concept as a skipped duplicate.
    for (const QString &stored : files()) {
        const QFileInfo info(stored);
        if (info.size() != data.size())
            continue;
        QFile file(stored);
        if (file.open(QIODevice::ReadOnly) && file.readAll() == data) {
            if (outcome)
                *outcome = ImportOutcome::AlreadyImported;
            return MergeReport{0, {}};
        }
    }
    if (outcome)
        *outcome = ImportOutcome::Stored;

    const QString target = storedPath(path);
    const QString name = QFileInfo(target).fileName();

    // What it adds: merged into everything stored except the file it replaces.
    Termbase base = Termbase::builtIn();
    for (const QString &stored : files()) {
        if (QFileInfo(stored).fileName() == name)
            continue;
        if (const std::optional<Termbase> user = Termbase::fromFile(stored))
            base.merge(*user, QFileInfo(stored).fileName());
    }
    MergeReport report = base.merge(*incoming, name);
    report.skipped += warnings;

    if (!QDir().mkpath(m_folder))
        return storeFailed(tr("Cannot create the termbase folder %1.").arg(QDir::toNativeSeparators(m_folder)));
    // Every write checked, flushed, size-checked and synced before the rename: a short write or a full disk
    // is an error and the stored copy keeps its old content (or stays absent).
    io::FileError writeError;
    if (!io::writeFileAtomically(target, data, &writeError))
        return storeFailed(writeError.message);
    return report;
}

QString TermbaseStore::storedPath(const QString &path) const
{
    QString base = QFileInfo(path).completeBaseName();
    if (base.isEmpty()) // ".tbx": would be a hidden file that files() does not list
        base = QStringLiteral("termbase");
    return QDir(m_folder).absoluteFilePath(base + QStringLiteral(".tbx"));
}

bool TermbaseStore::removeFile(const QString &fileName, QString *error)
{
    const QString target = QDir(m_folder).absoluteFilePath(fileName);
    if (fileName.isEmpty() || fileName.contains(u'/') || fileName.contains(u'\\') || !QFileInfo(target).isFile()) {
        if (error)
            *error = tr("There is no imported termbase named %1.").arg(fileName);
        return false;
    }
    QFile file(target);
    if (!file.remove()) {
        if (error)
            *error = tr("Cannot delete %1: %2").arg(QDir::toNativeSeparators(target), file.errorString());
        return false;
    }
    return true;
}

} // namespace headroom::glossary
