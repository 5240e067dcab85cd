// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the quote PDF shows beyond the priced Quote: language, validity, the retention and deletion block,
// the measurement notes, the three-routes comparison and the page size.
// Sources: the product's retention source (Turkish procurement page "GPU Kiralama için Saklama ve silme":
// the offer states at which layer the control is applied, what evidence is delivered, and which
// responsibility stays with the customer team; measured input tokens, output tokens, concurrency, error
// rate and data refresh frequency are recorded separately) and research/quote-anchors.md section 1.7.

#include <quote/quote.h>
#include <quote/routes.h>

#include <QByteArray>
#include <QDate>
#include <QPageSize>
#include <QString>

#include <optional>

namespace headroom::quote {

/// The retention and deletion block of an offer. Plain text, may hold several lines ("\n").
struct RetentionBlock {
    QString layer;                  ///< at which layer retention and deletion are applied
    QString evidence;               ///< what evidence is delivered, and when
    QString customerResponsibility; ///< what stays the customer team's responsibility
    bool operator==(const RetentionBlock &) const = default;
};

/// Default texts of the retention block in the current translator's language (context
/// "headroom::quote::QuoteDocument"); the user edits them before export.
RetentionBlock defaultRetentionBlock();

/// Measured (or expected) workload figures. Empty values print "to be measured".
struct MeasurementNotes {
    std::optional<qint64> inputTokensPerMonth;  ///< input (prompt) tokens per 30-day month
    std::optional<qint64> outputTokensPerMonth; ///< output (generated) tokens per 30-day month
    std::optional<int> concurrency;             ///< concurrent requests at peak
    QString errorRate;                          ///< free text, e.g. "0.5 % of requests"
    QString dataRefresh;                        ///< free text, e.g. "nightly"
    bool operator==(const MeasurementNotes &) const = default;
};

struct QuoteDocument {
    Quote quote;      ///< priced quote; reference set (QuoteStore or quoteReference()); scenario/estimate optional
    QString language; ///< "nl", "en" or "tr": numbers and dates (localeForLanguage); strings follow the
                      ///< current translator. Empty: the default QLocale's language.
    QDate validUntil; ///< printed as "Valid until"; invalid: quote.date + 30 days
    /// Printed as given; an empty field prints two blank lines to complete by hand. Callers start from
    /// defaultRetentionBlock() (documentForQuote() does).
    RetentionBlock retention;
    MeasurementNotes measurements;
    bool includeRoutes = true; ///< print the three-routes comparison
    bool includeFit = true;    ///< print the fit section (only when quote.scenario and quote.estimate are set)
    std::optional<RoutePrices> routePrices;         ///< prices for the routes; nullopt: builtinRoutePrices()
    QPageSize::PageSizeId pageSize = QPageSize::A4; ///< A4 or Letter (anything else is printed on A4)
};

/// Letter for US English ("en_US", "en-US", "en_US.UTF-8"; case-insensitive), A4 for everything else,
/// including "en", "en_GB", "nl_NL", "tr_TR" and "".
QPageSize::PageSizeId pageSizeForLocale(const QString &localeName);

/// Writes the document as a PDF to `path`: renderQuotePdf() into memory, then io::writeFileAtomically()
/// (every write checked, size checked, fsync, rename): the whole file lands or nothing changes, also on a
/// full disk. Declared here for callers that only build documents; implemented in quotepdf.cpp.
/// false and a translated *error naming the path and the reason (missing folder, read-only folder, path is
/// a folder, disk full, disk error) on failure; the target keeps its old content (or stays absent) then.
bool exportQuotePdf(const QuoteDocument &document, const QString &path, QString *error = nullptr);

/// The complete PDF of `document` (QPdfWriter on a QBuffer, kQuotePdfResolution dpi, title "Quote
/// <reference>"), in the language of the installed translator. nullopt with a translated *error when it
/// cannot be drawn. Needs a QGuiApplication.
std::optional<QByteArray> renderQuotePdf(const QuoteDocument &document, QString *error = nullptr);

/// Checks `path` as a PDF target before anything is drawn: not empty, its folder exists, not a folder, not
/// a device or FIFO. false with a translated *error naming the path otherwise.
bool checkQuotePdfTarget(const QString &path, QString *error = nullptr);

/// io::writeFileAtomically(path, bytes) with the quote's messages (read-only folder, disk full, ...).
bool writeQuotePdfBytes(const QString &path, const QByteArray &bytes, QString *error = nullptr);

} // namespace headroom::quote
