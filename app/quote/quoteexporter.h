// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The one export sequence of a quote PDF, run by both front ends (`headroom quote --pdf` and the quote and
// history dialogs), which only present its outcome:
//
//   1. refuse a PDF path that is the store (or its -wal, -shm, -journal file) or one of the inputs
//      (pathCollision), or that cannot be a PDF file (checkQuotePdfTarget: a missing folder, a folder, a
//      device, a FIFO), before the key is claimed: a refused export records nothing (checkExportTargets);
//   2. claim the idempotency key: QuoteStore::begin() in one BEGIN IMMEDIATE transaction records the
//      operation (pending, with this process as claimer) before any side effect; a key done before
//      replays when the PDF path is the file it was first written to and that file still has the
//      recorded SHA-256 (otherwise Conflict, or ReplayMissing); a key held by another live process is
//      waited for (QuoteStore::claimWaitTimeout());
//   3. take the reference and the date, validity and total of the reference's first save (a total that
//      differs means the price list changed its rates under the same identity: refused);
//   4. render the PDF into memory (renderQuotePdf, in the document's language), write it with
//      io::writeFileAtomically (every write checked, fsync, rename: a full disk is an error and the target
//      keeps its old content or stays absent), read it back and compare;
//   5. complete() the operation with the SHA-256 of exactly the bytes on disk, or fail() it with the
//      error, so a retry with the same key writes the complete file under the same reference.

#include <quote/quotedocument.h>
#include <quote/quotestore.h>
#include <quote/storedpayload.h>

#include <QByteArray>
#include <QCoreApplication>
#include <QDateTime>
#include <QList>
#include <QString>

#include <functional>
#include <optional>

namespace headroom::quote {

/// A file of the command and how messages name it ("--pdf", "--store", "the price list").
struct NamedPath {
    QString role;
    QString path;
};

/// The SQLite files of a store at `storePath`: the file itself and its -wal, -shm and -journal siblings.
QStringList storeFiles(const QString &storePath);

/// A translated one-line message naming both files when `pdf` is the store (any of storeFiles()) or one of
/// `inputs`, or when the store is one of `inputs` (io::sameFile); nullopt when all are distinct. Empty
/// paths are skipped. Writes nothing.
std::optional<QString> pathCollision(const NamedPath &pdf, const NamedPath &store, const QList<NamedPath> &inputs);

enum class PdfExportOutcome {
    Exported,      ///< the PDF was written, read back and the operation completed
    Replayed,      ///< the key was done before and its PDF still holds the recorded SHA-256: nothing
                   ///< written, `path` is the stored result
    Cancelled,     ///< choosePath() gave no path: the operation is marked failed, no PDF
    Conflict,      ///< the key belongs to another configuration or operation, or was done with another
                   ///< PDF file than `pdfPath` (io::sameFile): nothing written
    InProgress,    ///< the key is running in this process, or another process held it past the wait
    Refused,       ///< the PDF is the store or an input (nothing recorded), or bad input found after the
                   ///< claim (same file as a chosen path, changed price list): marked failed
    TargetRefused, ///< the PDF path cannot be written (missing folder, a folder, a device, a FIFO): nothing
                   ///< was recorded or written, the key was not claimed
    StoreFailed,   ///< the history failed (busy, read-only, full, unreadable payload): nothing written
    Failed,        ///< drawing or writing the PDF failed, or the history could not record it: retry the key
    ReplayMissing, ///< the key was done, but its PDF is gone or its bytes differ from the recorded SHA-256;
                   ///< a PDF cannot be rewritten byte-identically (its /CreationDate is the time of
                   ///< drawing), so nothing is written or claimed: export again with a new key
};

struct PdfExportRequest {
    QString idempotencyKey;
    QuoteDocument document; ///< quote with fingerprint and total; validUntil; language (the PDF's)
    QByteArray payloadJson; ///< stored with a new reference (its keys: storedpayload.h)
    QDateTime now;          ///< the operation's start; a new reference's creation time and year
    QString pdfPath;        ///< the target; empty: ask choosePath
    std::function<QString(const QString &reference)> choosePath;
    QString pdfRole;         ///< how messages name the PDF ("--pdf"); empty: "the PDF"
    QString storeRole;       ///< how messages name the store ("--store"); empty: "the quote history"
    QList<NamedPath> inputs; ///< files the PDF and the store must not be
};

struct PdfExportResult {
    PdfExportOutcome outcome = PdfExportOutcome::StoreFailed;
    QString reference;                   ///< the history's reference, when begin() issued or found one
    QString path;                        ///< absolute path of the PDF (Exported, Replayed)
    QByteArray sha256Hex;                ///< Exported: SHA-256 of the bytes on disk, 64 lowercase hex digits
    std::optional<StoredPayload> stored; ///< Replayed, and Exported: the reference's first payload
    QuoteDocument document;              ///< Exported: the document as written (reference, first date)
    QString message;                     ///< translated, for every outcome but Exported and Replayed
};

/// Step 1 alone, for a front end that checks before it opens the store (so a refused command creates no
/// store either): Refused with the pathCollision() message, TargetRefused with the checkQuotePdfTarget()
/// message (an empty pdf.path is not checked), nullopt when the export may go ahead. Writes nothing.
std::optional<PdfExportResult> checkExportTargets(const NamedPath &pdf, const NamedPath &store,
                                                  const QList<NamedPath> &inputs);

class QuoteExporter
{
    Q_DECLARE_TR_FUNCTIONS(headroom::quote::QuoteExporter)

public:
    /// Runs steps 1-5 above once against `store` (which must be open read-write).
    static PdfExportResult exportPdf(QuoteStore &store, PdfExportRequest request);
};

} // namespace headroom::quote
