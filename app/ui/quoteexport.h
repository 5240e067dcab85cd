// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Exporting a quote as a PDF through the quote history, shared by the quote dialog and the history
// dialog. One export is one operation of quote::QuoteStore under an idempotency key created when the user
// presses Export (research/quote-anchors.md section 2.4): the key is written (state pending) before the PDF,
// a retry after a failure reuses it, a new press makes a new one. What the GUI stores with a quote (the
// payload JSON) is a QuoteDraft: enough to reopen the dialog or re-export the same configuration.

#include <catalog/catalog.h>
#include <quote/quote.h>
#include <quote/quotedocument.h>
#include <quote/quotestore.h>
#include <scenario/choice.h>

#include <QCoreApplication>
#include <QDate>
#include <QDateTime>
#include <QString>

#include <functional>
#include <optional>

namespace headroom::ui {

/// Everything the quote dialog's controls describe: the pricing inputs, the price list they are priced
/// against, and what the PDF shows besides the prices.
struct QuoteDraft {
    quote::QuoteRequest request;
    QString priceListId;      ///< catalog::PriceList::id
    QDate priceListRetrieved; ///< catalog::PriceList::retrieved (the list's version, part of the fingerprint)
    QString currency;         ///< catalog::PriceList::currency
    QString priceListFile;    ///< absolute path of a list opened from a file; empty for a built-in list
    QString language = QStringLiteral("en"); ///< language of the PDF: "nl", "en" or "tr"
    int validDays = 30;                      ///< the quote is valid for this many days from its date
    quote::RetentionBlock retention;
    quote::MeasurementNotes measurements;
    bool includeRoutes = true; ///< the three-routes comparison goes into the PDF
    bool includeFit = true;    ///< the fit breakdown goes into the PDF (when an estimate is at hand)
    /// The scenario the quote was priced with (its GPU and count are the request's): its fit goes into the
    /// PDF, and reopening the quote restores it. nullopt for a quote stored without one (then there is
    /// no fit, never the explorer's current one).
    std::optional<scenario::Choice> scenario;
    /// Why a stored scenario could not be read back (translated), when the payload had one; else empty.
    QString scenarioProblem;
};

/// The payload stored with a quote (QuoteStore::begin): a JSON object with the keys of
/// `headroom quote --json` that describe the configuration (date, valid_until, gpu, gpu_name, gpus, term,
/// terms, pricing, support, dedicated, storage_gb, egress_gb, checkpoints_kept, checkpoint_bytes (issue 11;
/// absent in older payloads: none kept), vat_basis_points (null = no VAT), currency,
/// price_list, price_list_id, price_list_retrieved, subtotal_minor, vat_minor, total_minor) plus the
/// GUI's own: price_list_file, language, valid_days, include_routes, include_fit, retention {layer,
/// evidence, customer_responsibility} and measurements {input_tokens_per_month, output_tokens_per_month,
/// concurrency, error_rate, data_refresh} and scenario (scenario::choiceToJson, or null). Compact UTF-8 JSON.
QByteArray quotePayload(const QuoteDraft &draft, const quote::Quote &quote, const QDate &validUntil);

/// Reads a payload written by quotePayload() or by the CLI (`headroom quote`, which stores the same
/// configuration keys without the GUI's), through quote::parseStoredPayload() (size cap, JSON object,
/// date, currency, total). Missing GUI keys keep QuoteDraft's defaults (the retention block stays empty:
/// the caller fills its defaults). nullopt with a translated *error when the JSON is not an object or a
/// configuration key is missing or malformed.
std::optional<QuoteDraft> draftFromPayload(const QByteArray &payloadJson, QString *error = nullptr);

/// The price list a draft was priced against: the catalogue's list with that id, else the file
/// `priceListFile`; its id, retrieved date and currency must still match the draft's. nullopt with a
/// translated *error otherwise (the list is gone, unreadable, or another version).
std::optional<catalog::PriceList> priceListForDraft(const QuoteDraft &draft, const catalog::Catalog &catalog,
                                                    QString *error = nullptr);

/// The document for a draft, dated `date`: quote::buildQuote() of the request against `prices`, the
/// GPU's catalogue name, the provisional reference (quote::quoteReference) until the store issues one,
/// valid until date + validDays, the retention block, measurement notes and routes flag, and (when
/// includeFit) the fit of the draft's own scenario (scenario::resolve + fit::estimate). The request's
/// checkpointBytes is that scenario's training estimate's (0 otherwise), so kept checkpoints are priced
/// from the scenario, never from a stored size. nullopt with the translated pricing error otherwise
/// (checkpoints kept without a training estimate included).
std::optional<quote::QuoteDocument> documentForDraft(const QuoteDraft &draft, const catalog::PriceList &prices,
                                                     const catalog::Catalog &catalog, const QDate &date,
                                                     QString *error = nullptr);

/// quote::defaultRetentionBlock() in the PDF language `language` ("nl", "en", "tr"), whatever the UI
/// language is.
quote::RetentionBlock defaultRetentionBlockFor(const QString &language);

enum class ExportOutcome {
    Exported,  ///< the PDF was written and the operation completed
    Replayed,  ///< the key was done before: nothing written, `path` is the stored result
    Cancelled, ///< no path was chosen: the operation is marked failed, no PDF
    Refused,   ///< conflict, in progress, invalid input, a replay whose PDF is gone or changed, or the history
               ///< cannot be opened: nothing written
    Failed,    ///< writing the PDF failed after the operation began: marked failed, retry with the same key
};

struct ExportResult {
    ExportOutcome outcome = ExportOutcome::Refused;
    QString reference; ///< the history's reference, when the store issued or found one
    QString path;      ///< the PDF (Exported, Replayed)
    QString message;   ///< translated, for Refused and Failed
};

/// Runs PDF exports against the quote history at one path. The store is opened on first use and kept
/// open, so a second press while an export of the same key runs is told apart (BeginOutcome::InProgress).
class QuoteExporter final
{
    Q_DECLARE_TR_FUNCTIONS(headroom::ui::QuoteExporter)

public:
    /// `storePath` empty: quote::QuoteStore::defaultPath().
    explicit QuoteExporter(const QString &storePath = QString());
    ~QuoteExporter();
    QuoteExporter(const QuoteExporter &) = delete;
    QuoteExporter &operator=(const QuoteExporter &) = delete;

    QString storePath() const { return m_storePath; }
    /// The open history, or nullptr with a translated *error (unreadable file, newer schema).
    quote::QuoteStore *store(QString *error = nullptr);

    /// One attempt under `key`:
    /// - begin(key, "export_pdf", fingerprint, payload): Replay -> the stored path, nothing written;
    ///   Conflict, InProgress, Error -> Refused with the history's message;
    /// - Started -> the document takes the history's reference and the date and validity of the
    ///   reference's first save (every PDF of one reference reads alike; a total that differs from the
    ///   stored one means the list changed its rates under the same identity: Failed, nothing written);
    /// - `choosePath(reference)` names the file (empty: Cancelled); a file that is the history (or its
    ///   -wal, -shm, -journal) or the draft's price-list file is refused (Failed, nothing written); the PDF
    ///   is drawn in memory in document.language, written with io::writeFileAtomically (a full disk is
    ///   Failed, the target unchanged) and read back; complete() with the SHA-256 of the bytes on disk, or
    ///   fail() with the error (Failed). A key held by another running Headroom is waited for (up to
    ///   quote::kDefaultClaimWaitMs), then replayed or Refused.
    /// This runs quote::QuoteExporter::exportPdf (quote/quoteexporter.h), the sequence the CLI runs too.
    ExportResult exportPdf(const QString &key, const QuoteDraft &draft, quote::QuoteDocument document,
                           const QDateTime &now, const std::function<QString(const QString &reference)> &choosePath);

    /// After an export ended without a PDF (cancelled, or a failure the user did not retry): removes the
    /// quote `reference` from the history when none of its operations is done or pending, so an abandoned
    /// first export leaves no entry (its sequence number is not issued again). Returns whether it was
    /// removed.
    bool discardUnexported(const QString &reference);

private:
    QString m_storePath;
    std::optional<quote::QuoteStore> m_store;
};

} // namespace headroom::ui
