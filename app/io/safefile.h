// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Reading and writing the files a user hands to Headroom or asks it to write, in one place, so that
// every reader and writer gets the same guarantees:
//
// - readRegularFile() opens without blocking (a FIFO never hangs the program), refuses anything that is
//   not a regular file (character and block devices such as /dev/zero, FIFOs, sockets, folders) and
//   stops at a byte cap counted on the bytes actually read, not on the size the file system reports
//   (a device reports 0 and a growing file lies).
// - writeFileAtomically() writes through QSaveFile: every write()'s return is checked, the buffer is
//   flushed, the temporary file's size is checked with fstat() against the bytes handed in, the data is
//   fsync()ed (ENOSPC and EIO surface there on some file systems) and only then renamed over the target.
//   On any failure the target keeps its old content, or stays absent, and no temporary file is left.
// - sameFile() tells whether two paths name one file (same device and inode, or the same canonical
//   path for files that do not exist yet), so an output never overwrites an input or the quote store.
//
// Errors are values: a sentence for the user that names the file (translated, context "headroom::io").

#include <QByteArray>
#include <QString>

#include <cstdint>
#include <optional>

namespace headroom::io {

/// Byte caps of the readers (documented in the README, "Limits").
inline constexpr std::int64_t kMiB = 1024 * 1024;
inline constexpr std::int64_t kMaxConfigJsonBytes = 16 * kMiB;  ///< a Hugging Face config.json
inline constexpr std::int64_t kMaxCatalogBytes = 8 * kMiB;      ///< price lists, GPU/model catalogues, routes
inline constexpr std::int64_t kMaxTermbaseBytes = 64 * kMiB;    ///< a TBX termbase (≈ 30,000 concepts × 3 languages)
inline constexpr std::int64_t kMaxStorePayloadBytes = 4 * kMiB; ///< one stored quote payload (JSON)

struct FileError {
    enum class Kind {
        None,
        NotFound,
        NotRegular, ///< a device, FIFO, socket or folder
        TooLarge,   ///< more bytes than the cap
        Permission, ///< open() refused with EACCES/EPERM/EROFS
        NoSpace,    ///< ENOSPC, EDQUOT or EFBIG, or a short write
        Io,         ///< any other read/write error
    };
    Kind kind = Kind::None;
    QString message; ///< one sentence for the user; names the file
};

/// Reads the whole of `path`, which must be a regular file of at most `maxBytes` bytes. A Qt resource path
/// (":/…" or "qrc:/…", the built-in catalogue, glossary and route prices) is read through QFile, with the
/// same cap.
/// `what` names the kind of file in messages ("the price list", "the termbase"); may be empty.
/// Returns std::nullopt and fills `error` (when given) on any failure.
std::optional<QByteArray> readRegularFile(const QString &path, std::int64_t maxBytes, FileError *error = nullptr,
                                          const QString &what = {});

/// Replaces `path` with exactly `data`, atomically (see the header comment). The target must be absent
/// or a regular file. Returns false and fills `error` on any failure; the target is then unchanged.
bool writeFileAtomically(const QString &path, const QByteArray &data, FileError *error = nullptr);

/// True when `a` and `b` name the same file: same device and inode when both exist, otherwise the same
/// absolute path after resolving symbolic links in the existing part. Empty paths are never the same.
bool sameFile(const QString &a, const QString &b);

/// "16 MiB", "512 KiB", "900 bytes": a cap as messages show it.
QString formatLimit(std::int64_t bytes);

} // namespace headroom::io
