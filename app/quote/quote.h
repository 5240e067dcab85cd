// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Quotes: GPU x count x fixed term x number of terms, plus storage and egress options.
// Money is integer minor units with an ISO 4217 currency; rates are integer micro-units (1e-6).
// No floating point touches money: every line is computed exactly (128-bit integers) and rounded
// once, half up (away from zero), to the currency's minor unit; the total is the sum of the lines.
// Source for the rules: research/quote-anchors.md sections 0, 1.6 and 4 (per-line half-up rounding,
// micro-unit rates, 30-day month = 720 h) and the product's fixed-term definition ("Vaste huurtermijn":
// a week is exactly 7 days and a month exactly 30 days).

#include <catalog/catalog.h>
#include <fit/fitmodel.h>

#include <QByteArray>
#include <QDate>
#include <QList>
#include <QLocale>
#include <QString>

#include <optional>

namespace headroom::quote {

/// An amount in minor units (cents for EUR/USD/TRY) of an ISO 4217 currency.
struct Money {
    qint64 minor = 0;
    QString currency; ///< "USD", "EUR", "TRY"
    bool operator==(const Money &) const = default;
};

/// Minor-unit exponent of an ISO 4217 currency (USD/EUR/TRY/GBP/CHF 2, JPY 0, KWD 3). Unknown codes: 2.
/// Source: ISO 4217 "List one" as published by the maintenance agency SIX Group,
/// https://www.six-group.com/dam/download/financial-information/data-center/iso-currrency/lists/list-one.xml
int currencyExponent(const QString &currency);

/// Converts micro-units (1e-6 of the currency) to minor units, rounding once, half up (away from zero).
/// Exponent 2: 1 minor unit = 10,000 micros, so 5,000 -> 1 and -5,000 -> -1; exponent 0: 1,000,000 micros.
/// Integer only; defined for the whole qint64 range.
qint64 microsToMinorHalfUp(qint64 micros, const QString &currency);

/// The locale used for numbers in `language` ("nl" -> nl_NL, "tr" -> tr_TR, anything else -> en_US).
/// Only the first two letters count, so "nl_NL" and "tr-TR" work too.
QLocale localeForLanguage(const QString &language);

/// The amount without the currency code, e.g. "1,936.80" (en) or "1.936,80" (nl, tr): the locale's group
/// separator, decimal point and minus sign around integer digits; exactly currencyExponent() decimals.
QString formatMinorUnits(qint64 minor, const QString &currency, const QString &language);

/// A fixed-point number for display: `scaled` / 10^decimals (0 <= decimals <= 18) with the locale's group
/// separator, decimal point and minus sign, built from integer parts. (123456, 2, "nl") -> "1.234,56".
QString formatDecimal(qint64 scaled, int decimals, const QString &language);

/// Formats for display with the locale's separators and the ISO code, e.g. "1,936.80 USD".
/// The code follows after one ordinary space (no symbol: "$" is ambiguous across lists).
QString formatMoney(const Money &m, const QString &language);

/// A micro-unit rate for display, without the code: at least currencyExponent() decimals, at most 6,
/// trailing zeros beyond the exponent dropped. 2,690,000 USD micros -> "2.69"; 20,625 -> "0.020625".
QString formatMicros(qint64 micros, const QString &currency, const QString &language);

/// Fixed rental terms. Day = 24 h, week = 7 days = 168 h, month = 30 days = 720 h.
/// A term is paid in full: stopping an allocation does not pause the paid period.
enum class Term { Hour, Day, Week, Month };
inline constexpr Term kAllTerms[] = {Term::Hour, Term::Day, Term::Week, Term::Month};
inline constexpr int kHoursPerMonth = 720; ///< 30 days x 24 h: the basis for per-GB-month storage rates
int hoursPerTerm(Term t);
QString termKey(Term t); ///< "hour", "day", "week", "month" (CLI and JSON)
/// Exact, case-sensitive match of termKey(); anything else (including "" and "Week") is nullopt.
std::optional<Term> termFromKey(const QString &key);

struct QuoteRequest {
    QString gpuId;
    int gpuCount = 1;
    Term term = Term::Hour;
    int terms = 1;        ///< number of consecutive terms
    qint64 storageGb = 0; ///< GB (10^9 bytes) kept for the whole rental period
    qint64 egressGb = 0;  ///< GB (10^9 bytes) leaving the provider
};

struct LineItem {
    QString kind;               ///< "gpu", "storage", "egress"
    QString description;        ///< English description for CLI/JSON; PDF/UI phrase their own
    qint64 quantity = 0;        ///< GPU-hours, GB-months x 1000 (see quantityDivisor), or GB
    qint64 quantityDivisor = 1; ///< the real quantity is quantity / quantityDivisor: 1, or 1000 for storage
                                ///< (GB-months rounded half up to 3 decimals for display; the amount is
                                ///< computed from the exact GB x hours / 720, never from this rounded value)
    QString unit;               ///< "GPU-hour", "GB-month", "GB"
    qint64 unitPriceMicros = 0;
    Money amount; ///< rounded once, half up, to minor units
};

/// The quantity of a line for display, e.g. "1,008" GPU-hours or "233.100" GB-months (3 decimals).
QString formatQuantity(const LineItem &line, const QString &language);

struct Quote {
    QString reference; ///< e.g. "HR-2026-3F2A9C", see quoteReference()
    QDate date;
    QuoteRequest request;
    qint64 hours = 0; ///< hours in the paid period: hoursPerTerm(term) * terms
    QList<LineItem> lines;
    Money total;
    QString priceListId; ///< PriceList::id the quote was priced against
    QString priceListName;
    bool exampleData = true;
    QDate priceListRetrieved;
    QDate priceListValidUntil;      ///< PriceList::validUntil (may be invalid: not stated)
    QString gpuProvider;            ///< GpuPrice::provider of the quoted GPU
    catalog::Source gpuPriceSource; ///< where the GPU's hourly price was read, and when
    QString gpuName;                ///< display name of the GPU, set by the caller from the catalogue; empty -> gpuId
    std::optional<fit::Scenario> scenario; ///< the fit scenario, when the quote carries one
    std::optional<fit::Estimate> estimate;
};

struct QuoteError {
    QString field;   ///< "gpuId", "gpuCount", "terms", "storageGb", "egressGb", "date", "currency",
                     ///< "priceList" or "total" (overflow)
    QString message; ///< translated, fit to show the user
};

/// The canonical form of a request, as UTF-8 lines "key=value\n" in this fixed order:
///   headroom-quote-v1 / gpu=<gpuId> / count=<gpuCount> / term=<termKey> / terms=<terms> /
///   storage_gb=<storageGb> / egress_gb=<egressGb> / price_list=<priceListId>
/// (integers in plain decimal, no grouping; ids verbatim). Same request + same list id = same bytes.
QByteArray canonicalRequest(const QuoteRequest &request, const QString &priceListId);

/// Configuration fingerprint: lowercase hex SHA-256 of canonicalRequest() (64 characters).
QString quoteFingerprint(const QuoteRequest &request, const QString &priceListId);

/// Human reference "HR-<year>-<first 6 hex digits of quoteFingerprint(), upper case>", e.g. "HR-2026-3F2A9C".
/// Deterministic: the same request against the same price list id in the same year gets the same
/// reference, so a repeated export is recognisable. The prices themselves are not hashed: a price list
/// whose rates change must change its id.
QString quoteReference(const QuoteRequest &request, const QString &priceListId, const QDate &date);

/// Prices a request against a price list. Lines: one "gpu" line (gpuCount x hours GPU-hours at the list's
/// hourly rate); a "storage" line when storageGb > 0 (storageGb x rate x hours / 720, i.e. GB-months of a
/// 30-day month); an "egress" line when egressGb > 0 (egressGb x rate). Each line is rounded once, half up.
/// Errors (nullopt, `error` filled when given): unknown GPU or GPU without a price, gpuCount < 1,
/// terms < 1, negative storage/egress, invalid date, malformed currency code or negative option rates
/// in the list, totals that overflow 64 bits.
std::optional<Quote> buildQuote(const QuoteRequest &request, const catalog::PriceList &prices, const QDate &date,
                                QuoteError *error = nullptr);

} // namespace headroom::quote
