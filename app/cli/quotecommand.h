// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// `headroom quote`: prices a GPU rental against a price list (the built-in example list, another
// built-in list by id, or a price-list file), keeps the quote in the quote history (quote::QuoteStore,
// one reference per configuration fingerprint) under an idempotency key, writes the quote as a PDF and
// prints a summary or, with --json, the object documented in jsonformat.h. With --model the quote also
// carries a fit estimate for the rented GPUs; one that does not fit is still quoted (exit 0), and the
// summary and page 1 of the PDF say so. The summary, the PDF and the error line of every check after
// --lang is read are in --lang (nl, en or tr); the JSON stays English. `headroom quote history` lists the
// history (QuoteHistoryCommand).
//
// Idempotency (quote::QuoteStore rules; research/quote-anchors.md section 2.4): the key (--idempotency-key,
// or a fresh UUID) is recorded before the PDF is written. Run again with the same key and the same
// configuration, the command prints the stored result and writes nothing (the PDF is not rewritten); with
// the same key and another configuration it refuses (exit 2); after a failed export the same key retries
// with the same reference. The fingerprint covers the pricing inputs and the price list's identity, not
// --pdf, --lang, --valid-days or the fit options, and a reference keeps the date and validity of its
// first save.

#include <cli/command.h>
#include <cli/jsonformat.h>
#include <quote/quote.h>

#include <QCoreApplication>
#include <QDate>
#include <QString>
#include <QStringList>

#include <optional>

namespace headroom::cli {

class CommandLine;

class OptionReader;

/// Upper bounds the CLI accepts before quote::buildQuote checks the money for overflow.
inline constexpr qint64 kMaxTerms = 10'000;
inline constexpr qint64 kMaxGigabytes = 1'000'000'000; ///< 10^9 GB = 1 EB
/// --valid-days: default and upper bound (ten years of 365 days).
inline constexpr qint64 kDefaultValidDays = 30;
inline constexpr qint64 kMaxValidDays = 3650;

class QuoteCommand
{
    Q_DECLARE_TR_FUNCTIONS(headroom::cli::QuoteCommand)

public:
    /// Runs the command on `arguments` (the words after "quote"; a first word "history" runs
    /// QuoteHistoryCommand). On success the PDF exists at --pdf (or, replayed, where the first run wrote
    /// it) and the summary (or help text) is appended to `output`. Errors (nothing is printed to `output`):
    ///   exit 2: bad arguments, a price-list file that cannot be read (the loader's message), an invalid
    ///           idempotency key, a key already used for another configuration (nothing is written);
    ///   exit 1: the quote history cannot be opened or is busy, the key is in progress in this process,
    ///           the PDF cannot be written (the failure is recorded: the same key can be retried).
    static std::optional<CommandError> run(const QStringList &arguments, QString *output);

    /// "headroom quote --gpu ID [...] --pdf FILE [--json]"
    static QString synopsis();

    /// Readable summary: reference, date and validity, example-data notice, for a fit scenario that does not
    /// fit the PDF banner's sentence (scenario::labels::doesNotFitSentence), line items, subtotal, VAT, total,
    /// up-front/metered split, hours basis, spot warning, the fit verdict when it fits, PDF path and the
    /// history entry. Sentences through the installed translator (run() installs --lang); money, counts and
    /// GiB in quote::localeForLanguage(language). The line descriptions and units are the quote's own data
    /// (English, as in the JSON).
    static QString formatText(const quote::Quote &quote, const QDate &validUntil, const QuoteRun &run,
                              const QString &language = QStringLiteral("en"));

    // --- The price-list and term options, shared with `headroom rent` (RentCommand): one reader each.
    static QString priceListOption(); ///< "price-list"
    static QString termOption();      ///< "term"
    static QString termsOption();     ///< "terms"
    static QStringList termKeys();    ///< quote::termKey() of every term, in kAllTerms order
    static QStringList priceListIds(const catalog::Catalog &catalog); ///< ids of the built-in lists
    /// Adds --price-list FILE|ID with its help text.
    static void addPriceListOption(CommandLine &parser);
    /// The list --price-list names: a price-list file when the value contains a '/' or ends in ".json"
    /// (its GPU ids checked against `catalog`), else the id of a built-in list; the default list when the
    /// option is absent. `fromFile` (when given) says whether a file was read. Errors (exit 2): an empty
    /// value, an unknown id (the message lists the ids, or asks for './NAME' when a file of that name
    /// exists), a file that does not load (the loader's message).
    static std::optional<catalog::PriceList> readPriceList(const OptionReader &options, const catalog::Catalog &catalog,
                                                           bool *fromFile, CommandError *error);
    /// --term: one of termKeys(); `fallback` when absent, or an error when `fallback` is nullopt (required).
    static std::optional<quote::Term> readTerm(const OptionReader &options, std::optional<quote::Term> fallback,
                                               CommandError *error);
    /// --terms: 1..kMaxTerms, default 1.
    static std::optional<int> readTerms(const OptionReader &options, CommandError *error);
};

} // namespace headroom::cli
