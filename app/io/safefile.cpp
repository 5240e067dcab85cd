// SPDX-License-Identifier: GPL-3.0-or-later
#include <io/safefile.h>

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

#include <cerrno>
#include <cstring>
#include <optional>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace headroom::io {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("headroom::io", text);
}

QString shown(const QString &path)
{
    return QDir::toNativeSeparators(path);
}

bool fail(FileError *error, FileError::Kind kind, const QString &message)
{
    if (error)
        *error = FileError{kind, message};
    return false;
}

QString systemReason(int code)
{
    return QString::fromLocal8Bit(std::strerror(code));
}

FileError::Kind kindOfErrno(int code)
{
    switch (code) {
    case ENOENT:
    case ENOTDIR:
        return FileError::Kind::NotFound;
    case EACCES:
    case EPERM:
    case EROFS:
        return FileError::Kind::Permission;
    case ENOSPC:
    case EDQUOT:
    case EFBIG:
        return FileError::Kind::NoSpace;
    default:
        return FileError::Kind::Io;
    }
}

/// Closes a POSIX descriptor on every path out of a function.
struct Fd {
    int fd = -1;
    ~Fd()
    {
        if (fd >= 0)
            ::close(fd);
    }
};

/// A Qt resource (":/catalog/gpus.json"): compiled into the program, so a regular file by construction;
/// the cap still holds.
std::optional<QByteArray> readResource(const QString &path, std::int64_t maxBytes, FileError *error,
                                       const QString &name)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        fail(error, FileError::Kind::NotFound, tr("Cannot read %1: %2.").arg(name, file.errorString()));
        return std::nullopt;
    }
    if (file.size() > maxBytes) {
        fail(error, FileError::Kind::TooLarge,
             tr("Cannot read %1: it is larger than the limit of %2.").arg(name, formatLimit(maxBytes)));
        return std::nullopt;
    }
    return file.readAll();
}

QString noSpaceMessage(const QString &path)
{
    return tr("Could not write %1: the disk is full or the file size limit was reached; the file was left as it "
              "was.")
        .arg(shown(path));
}

// Writes `data` to `path` through an unnamed temporary file (Linux O_TMPFILE, open(2)): it has no name until
// it is complete and synced, then it is linked under a temporary name and renamed over `path` in two system
// calls, so a process killed while writing leaves nothing behind (QSaveFile's named temporary file would stay).
// std::nullopt when the file system or kernel cannot do it (the caller then uses QSaveFile); else the result.
std::optional<bool> writeThroughUnnamedFile(const QString &path, const QString &folder, const QByteArray &data,
                                            FileError *error)
{
#ifdef O_TMPFILE
    Fd tmp;
    tmp.fd = ::open(QFile::encodeName(folder).constData(), O_TMPFILE | O_WRONLY | O_CLOEXEC, 0666);
    if (tmp.fd < 0)
        return std::nullopt; // EOPNOTSUPP, EISDIR (old kernel), EACCES...: QSaveFile says why
    struct stat old {
    };
    if (::stat(QFile::encodeName(path).constData(), &old) == 0)
        (void)::fchmod(tmp.fd, old.st_mode & 07777); // keep the permissions of the file it replaces, as QSaveFile
    qsizetype done = 0;
    while (done < data.size()) {
        const ssize_t written = ::write(tmp.fd, data.constData() + done, std::size_t(data.size() - done));
        if (written < 0 && errno == EINTR)
            continue;
        if (written <= 0) {
            const int code = written < 0 ? errno : ENOSPC;
            if (kindOfErrno(code) == FileError::Kind::NoSpace || code == ENOSPC)
                return fail(error, FileError::Kind::NoSpace, noSpaceMessage(path));
            return fail(error, FileError::Kind::Io, tr("Could not write %1: %2.").arg(shown(path), systemReason(code)));
        }
        done += written;
    }
    if (::fsync(tmp.fd) != 0) {
        const int code = errno;
        if (code != EINVAL && code != EROFS) {
            if (kindOfErrno(code) == FileError::Kind::NoSpace)
                return fail(error, FileError::Kind::NoSpace, noSpaceMessage(path));
            return fail(error, FileError::Kind::Io, tr("Could not write %1: %2.").arg(shown(path), systemReason(code)));
        }
    }
    const QByteArray self = "/proc/self/fd/" + QByteArray::number(tmp.fd);
    const QByteArray target = QFile::encodeName(path);
    for (int attempt = 0; attempt < 16; ++attempt) {
        const QByteArray name = target + ".hr" + QByteArray::number(::getpid()) + '-' + QByteArray::number(attempt);
        if (::linkat(AT_FDCWD, self.constData(), AT_FDCWD, name.constData(), AT_SYMLINK_FOLLOW) != 0) {
            if (errno == EEXIST)
                continue;
            return std::nullopt; // no /proc: QSaveFile writes it again
        }
        if (::rename(name.constData(), target.constData()) != 0) {
            const int code = errno;
            (void)::unlink(name.constData());
            return fail(error, FileError::Kind::Io, tr("Could not write %1: %2.").arg(shown(path), systemReason(code)));
        }
        return true;
    }
    return std::nullopt;
#else
    (void)path;
    (void)folder;
    (void)data;
    (void)error;
    return std::nullopt;
#endif
}

} // namespace

QString formatLimit(std::int64_t bytes)
{
    if (bytes >= kMiB && bytes % kMiB == 0)
        return tr("%1 MiB").arg(bytes / kMiB);
    if (bytes >= 1024 && bytes % 1024 == 0)
        return tr("%1 KiB").arg(bytes / 1024);
    return tr("%1 bytes").arg(bytes);
}

std::optional<QByteArray> readRegularFile(const QString &path, std::int64_t maxBytes, FileError *error,
                                          const QString &what)
{
    const QString name = what.isEmpty() ? shown(path) : tr("%1 %2").arg(what, shown(path));
    auto failed = [&](FileError::Kind kind, const QString &message) -> std::optional<QByteArray> {
        fail(error, kind, message);
        return std::nullopt;
    };
    if (path.isEmpty())
        return failed(FileError::Kind::NotFound, tr("No file name was given."));
    if (path.startsWith(u':') || path.startsWith(QLatin1String("qrc:/")))
        return readResource(path.startsWith(u':') ? path : path.mid(3), maxBytes, error, name);

    // O_NONBLOCK: opening a FIFO for reading would otherwise wait for a writer forever.
    Fd file;
    file.fd = ::open(QFile::encodeName(path).constData(), O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY);
    if (file.fd < 0) {
        const int code = errno;
        if (code == ENOENT || code == ENOTDIR)
            return failed(FileError::Kind::NotFound, tr("Cannot read %1: the file does not exist.").arg(name));
        return failed(kindOfErrno(code), tr("Cannot read %1: %2.").arg(name, systemReason(code)));
    }
    struct stat st {
    };
    if (::fstat(file.fd, &st) != 0)
        return failed(FileError::Kind::Io, tr("Cannot read %1: %2.").arg(name, systemReason(errno)));
    if (!S_ISREG(st.st_mode)) {
        const QString kind = S_ISDIR(st.st_mode)    ? tr("a folder")
                             : S_ISFIFO(st.st_mode) ? tr("a FIFO (named pipe)")
                             : S_ISSOCK(st.st_mode) ? tr("a socket")
                                                    : tr("a device");
        return failed(FileError::Kind::NotRegular, tr("Cannot read %1: it is %2, not a regular file.").arg(name, kind));
    }
    // Back to blocking reads (a regular file never blocks, but keep the semantics plain).
    const int flags = ::fcntl(file.fd, F_GETFL);
    if (flags >= 0)
        ::fcntl(file.fd, F_SETFL, flags & ~O_NONBLOCK);

    auto tooLarge = [&]() {
        return failed(FileError::Kind::TooLarge,
                      tr("Cannot read %1: it is larger than the limit of %2.").arg(name, formatLimit(maxBytes)));
    };
    if (maxBytes < 0 || (st.st_size > 0 && st.st_size > maxBytes))
        return tooLarge();

    QByteArray data;
    // The reported size is a hint only: read until end of file, and stop one byte past the cap.
    const qsizetype chunk = 64 * 1024;
    for (;;) {
        const qsizetype before = data.size();
        if (before > maxBytes)
            return tooLarge();
        const qsizetype want = static_cast<qsizetype>(std::min<std::int64_t>(chunk, maxBytes - before + 1));
        data.resize(before + want);
        const ssize_t got = ::read(file.fd, data.data() + before, static_cast<size_t>(want));
        if (got < 0) {
            const int code = errno;
            if (code == EINTR) {
                data.resize(before);
                continue;
            }
            return failed(kindOfErrno(code), tr("Cannot read %1: %2.").arg(name, systemReason(code)));
        }
        data.resize(before + got);
        if (got == 0)
            break;
    }
    if (data.size() > maxBytes)
        return tooLarge();
    return data;
}

bool writeFileAtomically(const QString &path, const QByteArray &data, FileError *error)
{
    if (path.isEmpty())
        return fail(error, FileError::Kind::NotFound, tr("No file name was given."));
    const QFileInfo info(path);
    const QString folder = info.absolutePath();
    if (!QFileInfo(folder).isDir()) {
        return fail(error, FileError::Kind::NotFound,
                    tr("Could not write %1: the folder %2 does not exist.").arg(shown(path), shown(folder)));
    }
    struct stat st {
    };
    if (::stat(QFile::encodeName(path).constData(), &st) == 0 && !S_ISREG(st.st_mode)) {
        return fail(error, FileError::Kind::NotRegular,
                    tr("Could not write %1: it exists and is not a regular file.").arg(shown(path)));
    }

    if (const std::optional<bool> written = writeThroughUnnamedFile(path, folder, data, error)) {
        if (!*written)
            return false;
        Fd dir; // make the rename durable (best effort: some file systems refuse to sync a folder)
        dir.fd = ::open(QFile::encodeName(folder).constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
        if (dir.fd >= 0)
            (void)::fsync(dir.fd);
        return true;
    }

    QSaveFile file(path);
    file.setDirectWriteFallback(false); // never write in place: the old content must survive a failure
    if (!file.open(QIODevice::WriteOnly)) {
        const FileError::Kind kind = QFileInfo(folder).isWritable() ? FileError::Kind::Io : FileError::Kind::Permission;
        if (kind == FileError::Kind::Permission) {
            return fail(error, kind,
                        tr("Could not write %1: the folder %2 is read-only or you may not write to it.")
                            .arg(shown(path), shown(folder)));
        }
        return fail(error, kind, tr("Could not write %1: %2.").arg(shown(path), file.errorString()));
    }
    auto abandon = [&](FileError::Kind kind, const QString &message) {
        file.cancelWriting();
        return fail(error, kind, message);
    };

    qsizetype done = 0;
    while (done < data.size()) {
        const qint64 written = file.write(data.constData() + done, data.size() - done);
        if (written <= 0)
            return abandon(FileError::Kind::NoSpace, noSpaceMessage(path));
        done += written;
    }
    if (!file.flush() || file.error() != QFileDevice::NoError) {
        const int code = errno;
        if (kindOfErrno(code) == FileError::Kind::NoSpace || file.error() == QFileDevice::ResourceError)
            return abandon(FileError::Kind::NoSpace, noSpaceMessage(path));
        return abandon(FileError::Kind::Io, tr("Could not write %1: %2.").arg(shown(path), file.errorString()));
    }
    const int fd = file.handle();
    struct stat written {
    };
    if (fd < 0 || ::fstat(fd, &written) != 0 || written.st_size != static_cast<off_t>(data.size()))
        return abandon(FileError::Kind::NoSpace, noSpaceMessage(path));
    if (::fsync(fd) != 0) {
        const int code = errno;
        if (code != EINVAL && code != EROFS) { // EINVAL: the file system does not support syncing
            if (kindOfErrno(code) == FileError::Kind::NoSpace)
                return abandon(FileError::Kind::NoSpace, noSpaceMessage(path));
            return abandon(FileError::Kind::Io, tr("Could not write %1: %2.").arg(shown(path), systemReason(code)));
        }
    }
    if (!file.commit()) {
        return fail(error, FileError::Kind::Io, tr("Could not write %1: %2.").arg(shown(path), file.errorString()));
    }
    // Make the rename itself durable (best effort: some file systems refuse to sync a folder).
    Fd dir;
    dir.fd = ::open(QFile::encodeName(folder).constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (dir.fd >= 0)
        (void)::fsync(dir.fd);
    return true;
}

bool sameFile(const QString &a, const QString &b)
{
    if (a.isEmpty() || b.isEmpty())
        return false;
    const QString cleanA = QDir::cleanPath(QFileInfo(a).absoluteFilePath());
    const QString cleanB = QDir::cleanPath(QFileInfo(b).absoluteFilePath());
    struct stat sa {
    };
    struct stat sb {
    };
    const bool hasA = ::stat(QFile::encodeName(cleanA).constData(), &sa) == 0;
    const bool hasB = ::stat(QFile::encodeName(cleanB).constData(), &sb) == 0;
    if (hasA && hasB)
        return sa.st_dev == sb.st_dev && sa.st_ino == sb.st_ino;
    if (hasA != hasB)
        return false;
    // Neither exists yet: compare the canonical folder and the name.
    auto resolved = [](const QString &path) -> QString {
        const QFileInfo info(path);
        QString folder = QFileInfo(info.absolutePath()).canonicalFilePath();
        if (folder.isEmpty())
            folder = QDir::cleanPath(info.absolutePath());
        return folder + u'/' + info.fileName();
    };
    return resolved(cleanA) == resolved(cleanB);
}

} // namespace headroom::io
