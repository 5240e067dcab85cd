// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Shared set-up of the fuzz targets (tests/fuzz/README.md): a QCoreApplication (translations, Qt
// resources and QStandardPaths expect one), Qt's debug and warning output silenced (it only slows the
// fuzzer down; critical and fatal messages still go to stderr), and an in-memory file for the loaders
// that only read from a path.

#include "fuzzcheck.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>
#include <QtGlobal>

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>

#include <sys/mman.h>
#include <unistd.h>

namespace headroom::fuzz {

inline void quietMessageHandler(QtMsgType type, const QMessageLogContext &, const QString &message)
{
    if (type == QtCriticalMsg || type == QtFatalMsg)
        std::fprintf(stderr, "%s\n", qUtf8Printable(message));
    if (type == QtFatalMsg)
        std::abort();
}

/// Creates the process's QCoreApplication once (it lives until exit) and silences Qt's debug output.
/// Call from LLVMFuzzerInitialize().
inline void initQt(int *argc, char ***argv)
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    qputenv("LC_ALL", "C.UTF-8");
    qInstallMessageHandler(quietMessageHandler);
    if (!QCoreApplication::instance())
        new QCoreApplication(*argc, *argv); // NOLINT: intentionally kept until exit
}

/// The input as a QByteArray (a deep copy: the fuzzer's buffer is only valid during the call).
inline QByteArray bytes(const std::uint8_t *data, std::size_t size)
{
    return QByteArray(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size));
}

/// A regular in-memory file (memfd) with a path, "/proc/self/fd/N", for loaders that have only a path API.
/// set() replaces its whole content.
class MemoryFile
{
public:
    MemoryFile()
        : m_fd(memfd_create("headroom-fuzz", 0))
    {
        if (m_fd < 0)
            fail("memfd_create failed");
        m_path = QStringLiteral("/proc/self/fd/%1").arg(m_fd);
    }
    MemoryFile(const MemoryFile &) = delete;
    MemoryFile &operator=(const MemoryFile &) = delete;
    ~MemoryFile() { ::close(m_fd); }

    const QString &path() const { return m_path; }

    void set(const std::uint8_t *data, std::size_t size)
    {
        if (::ftruncate(m_fd, 0) != 0)
            fail("ftruncate failed");
        std::size_t done = 0;
        while (done < size) {
            const ssize_t n = ::pwrite(m_fd, data + done, size - done, static_cast<off_t>(done));
            if (n <= 0)
                fail("pwrite failed");
            done += static_cast<std::size_t>(n);
        }
    }

private:
    int m_fd = -1;
    QString m_path;
};

} // namespace headroom::fuzz
