// SPDX-License-Identifier: GPL-3.0-or-later
#include "quoteexporter.h"

#include "quote/pdflanguage.h"

#include <io/safefile.h>

#include <QCryptographicHash>
#include <QDir>
#include <QFileInfo>

namespace headroom::quote {

namespace {

QString shown(const QString &path)
{
    return QDir::toNativeSeparators(QFileInfo(path).absoluteFilePath());
}

/// Marks the operation failed with `message` (a retry with the key starts again); a failure of the history
/// itself is appended to the message.
PdfExportResult failed(QuoteStore &store, const QString &key, PdfExportResult result, PdfExportOutcome outcome,
                       const QString &message)
{
    result.outcome = outcome;
    result.message = message;
    QString storeError;
    if (!store.fail(key, message, &storeError)) {
        // Its claim dies with this process, so `quote history` shows the export as interrupted and the next
        // begin() with the key starts it again.
        result.message +=
            u' ' + QuoteExporter::tr("The quote history could not record the failure either (%1); the export "
                                     "stays marked as interrupted, and a retry with the same key starts it again.")
                       .arg(storeError);
    }
    return result;
}

/// A PDF is read back for a replay's check up to this size; a larger file is not the one that was written.
constexpr qint64 kMaxReplayPdfBytes = 256 * io::kMiB;

/// Why a done key cannot be replayed as it stands: the request names another file than the one the key
/// was first exported to (Conflict), or that file is gone or holds other bytes than the recorded SHA-256
/// (ReplayMissing: QPdfWriter writes the time of drawing as /CreationDate, so a PDF cannot be rewritten
/// identically). nullopt: the replay may report `begun.resultPath`.
std::optional<PdfExportResult> refusedReplay(const BeginResult &begun, const QString &key, const QString &requestedPath)
{
    PdfExportResult result;
    result.reference = begun.reference;
    const QString &recorded = begun.resultPath;
    if (recorded.isEmpty())
        return std::nullopt;
    if (!requestedPath.isEmpty() && !io::sameFile(requestedPath, recorded)) {
        result.outcome = PdfExportOutcome::Conflict;
        result.message = QuoteExporter::tr("The idempotency key %1 was first exported to %2; use that path, or a "
                                           "new key for another file.")
                             .arg(key, shown(recorded));
        return result;
    }
    result.outcome = PdfExportOutcome::ReplayMissing;
    const QFileInfo info(recorded);
    if (!info.exists() && !info.isSymLink()) {
        result.message = QuoteExporter::tr("The PDF of quote %1 (key %2) is missing from %3; it cannot be "
                                           "replayed; export again with a new key.")
                             .arg(begun.reference, key, shown(recorded));
        return result;
    }
    io::FileError readError;
    const std::optional<QByteArray> bytes = io::readRegularFile(recorded, kMaxReplayPdfBytes, &readError);
    const bool matches =
        bytes && (begun.resultSha256Hex.isEmpty() ||
                  QCryptographicHash::hash(*bytes, QCryptographicHash::Sha256).toHex() == begun.resultSha256Hex);
    if (matches)
        return std::nullopt;
    result.message =
        QuoteExporter::tr("The PDF of quote %1 (key %2) at %3 is not the file that was exported "
                          "(%4); it cannot be replayed; export again with a new key.")
            .arg(begun.reference, key, shown(recorded), bytes ? QuoteExporter::tr("other content") : readError.message);
    return result;
}

} // namespace

QStringList storeFiles(const QString &storePath)
{
    if (storePath.isEmpty())
        return {};
    return {storePath, storePath + QLatin1String("-wal"), storePath + QLatin1String("-shm"),
            storePath + QLatin1String("-journal")};
}

std::optional<QString> pathCollision(const NamedPath &pdf, const NamedPath &store, const QList<NamedPath> &inputs)
{
    const auto same = [](const NamedPath &a, const NamedPath &b) -> std::optional<QString> {
        if (a.path.isEmpty() || b.path.isEmpty() || !io::sameFile(a.path, b.path))
            return std::nullopt;
        return QuoteExporter::tr("%1 '%2' and %3 '%4' are the same file; nothing was written.")
            .arg(a.role, shown(a.path), b.role, shown(b.path));
    };
    // The store's siblings are named as what they are: "the -wal file of --store 'S'".
    const auto storeSibling = [&](const NamedPath &other) -> std::optional<QString> {
        const QStringList files = storeFiles(store.path);
        if (std::optional<QString> m = same(other, NamedPath{store.role, store.path}))
            return m;
        for (qsizetype i = 1; i < files.size(); ++i) {
            if (other.path.isEmpty() || !io::sameFile(other.path, files.at(i)))
                continue;
            return QuoteExporter::tr("%1 '%2' is the %3 file of %4 '%5'; nothing was written.")
                .arg(other.role, shown(other.path), files.at(i).mid(store.path.size()), store.role, shown(store.path));
        }
        return std::nullopt;
    };
    if (std::optional<QString> m = storeSibling(pdf))
        return m;
    for (const NamedPath &input : inputs) {
        if (std::optional<QString> m = same(pdf, input))
            return m;
        if (std::optional<QString> m = storeSibling(input))
            return m;
    }
    return std::nullopt;
}

std::optional<PdfExportResult> checkExportTargets(const NamedPath &pdf, const NamedPath &store,
                                                  const QList<NamedPath> &inputs)
{
    PdfExportResult result;
    if (std::optional<QString> m = pathCollision(pdf, store, inputs)) {
        result.outcome = PdfExportOutcome::Refused;
        result.message = *m;
        return result;
    }
    QString error;
    if (!pdf.path.isEmpty() && !checkQuotePdfTarget(pdf.path, &error)) {
        result.outcome = PdfExportOutcome::TargetRefused;
        result.message = error;
        return result;
    }
    return std::nullopt;
}

PdfExportResult QuoteExporter::exportPdf(QuoteStore &store, PdfExportRequest request)
{
    PdfExportResult result;
    const QString &key = request.idempotencyKey;
    const NamedPath storeName{request.storeRole.isEmpty() ? tr("the quote history") : request.storeRole, store.path()};
    const QString pdfRole = request.pdfRole.isEmpty() ? tr("the PDF") : request.pdfRole;
    if (std::optional<PdfExportResult> refused =
            checkExportTargets({pdfRole, request.pdfPath}, storeName, request.inputs))
        return *refused;

    QuoteDocument &document = request.document;
    Quote &q = document.quote;
    const BeginResult begun = store.begin(key, QString(kOperationExportPdf), q.fingerprint, request.payloadJson,
                                          q.total.currency, q.total.minor, document.validUntil, request.now);
    result.reference = begun.reference;
    switch (begun.outcome) {
    case BeginOutcome::Replay: {
        QString payloadError;
        result.stored = parseStoredPayload(begun.payloadJson, &payloadError);
        if (!result.stored) {
            result.outcome = PdfExportOutcome::StoreFailed;
            result.message =
                tr("Quote %1 in %2 cannot be replayed: %3").arg(begun.reference, shown(store.path()), payloadError);
            return result;
        }
        if (std::optional<PdfExportResult> refused = refusedReplay(begun, key, request.pdfPath))
            return *refused;
        result.outcome = PdfExportOutcome::Replayed;
        result.path = begun.resultPath;
        return result;
    }
    case BeginOutcome::Conflict:
        result.outcome = PdfExportOutcome::Conflict;
        result.message = begun.message;
        return result;
    case BeginOutcome::InProgress:
        result.outcome = PdfExportOutcome::InProgress;
        result.message = begun.message;
        return result;
    case BeginOutcome::Error:
        result.outcome = PdfExportOutcome::StoreFailed;
        result.message = begun.message;
        return result;
    case BeginOutcome::Started:
        break;
    }

    // A reference keeps the date, validity and total of its first save, so every PDF with it reads alike.
    QString payloadError;
    result.stored = parseStoredPayload(begun.payloadJson, &payloadError);
    if (!result.stored) {
        return failed(
            store, key, result, PdfExportOutcome::StoreFailed,
            tr("Quote %1 in %2 cannot be exported again: %3").arg(begun.reference, shown(store.path()), payloadError));
    }
    if (result.stored->totalMinor != q.total.minor) {
        return failed(store, key, result, PdfExportOutcome::Refused,
                      tr("The price list '%1' (retrieved %2) gives another total than quote %3 stored for the same "
                         "configuration; a price list whose rates change needs a new id or retrieved date.")
                          .arg(q.priceListId, q.priceListRetrieved.toString(Qt::ISODate), begun.reference));
    }
    q.date = result.stored->date;
    if (result.stored->validUntil.isValid())
        document.validUntil = result.stored->validUntil;
    q.reference = begun.reference;

    QString path = request.pdfPath;
    if (path.isEmpty()) {
        path = request.choosePath ? request.choosePath(begun.reference) : QString();
        if (path.isEmpty()) {
            return failed(store, key, result, PdfExportOutcome::Cancelled, tr("Cancelled before a file was chosen."));
        }
        if (std::optional<QString> m = pathCollision({pdfRole, path}, storeName, request.inputs))
            return failed(store, key, result, PdfExportOutcome::Refused, *m);
    }
    const QString absolute = QFileInfo(path).absoluteFilePath();

    QString error;
    if (!checkQuotePdfTarget(path, &error))
        return failed(store, key, result, PdfExportOutcome::Failed, error);
    std::optional<QByteArray> bytes;
    {
        const PdfLanguageScope scope(document.language);
        bytes = renderQuotePdf(document, &error);
    }
    if (!bytes)
        return failed(store, key, result, PdfExportOutcome::Failed, error);
    if (!writeQuotePdfBytes(path, *bytes, &error))
        return failed(store, key, result, PdfExportOutcome::Failed, error);
    // Read back what landed: the recorded hash is of exactly the bytes on disk.
    io::FileError readError;
    const std::optional<QByteArray> onDisk = io::readRegularFile(path, bytes->size() + 1, &readError);
    if (!onDisk || *onDisk != *bytes) {
        return failed(store, key, result, PdfExportOutcome::Failed,
                      tr("The PDF written to %1 does not read back as written (%2); it is not recorded as done.")
                          .arg(shown(path), onDisk ? tr("other content") : readError.message));
    }
    const QByteArray sha = QCryptographicHash::hash(*onDisk, QCryptographicHash::Sha256);
    QString storeError;
    if (!store.complete(key, absolute, sha, &storeError)) {
        // The PDF is complete; the operation stays pending under this process's claim, which ends with it,
        // so the retry with the same key writes it again under the same reference.
        result.outcome = PdfExportOutcome::Failed;
        result.message =
            tr("The PDF was written to %1, but the quote history could not record it: %2").arg(shown(path), storeError);
        return result;
    }
    result.outcome = PdfExportOutcome::Exported;
    result.path = absolute;
    result.sha256Hex = sha.toHex();
    result.document = std::move(document);
    return result;
}

} // namespace headroom::quote
