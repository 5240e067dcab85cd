// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Quotes: GPU x count x fixed term x number of terms, plus storage and egress options.
// Money is integer minor units with an ISO 4217 currency; rates are integer micro-units (1e-6).
// No floating point touches money.

#include <catalog/catalog.h>
#include <fit/fitmodel.h>

#include <QDate>
#include <QList>
#include <QString>

#include <optional>

namespace headroom::quote {

/// An amount in minor units (cents for EUR/USD/TRY) of an ISO 4217 currency.
struct Money {
    qint64 minor = 0;
    QString currency;  ///< "USD", "EUR", "TRY"
    bool operator==(const Money &) const = default;
};

/// Minor-unit exponent of an ISO 4217 currency (USD/EUR/TRY 2, JPY 0, KWD 3). Unknown codes: 2.
int currencyExponent(const QString &currency);

/// Converts micro-units (1e-6 of the currency) to minor units, rounding once, half up (away from zero).
qint64 microsToMinorHalfUp(qint64 micros, const QString &currency);

/// Formats for display with the locale's separators and the ISO code, e.g. "1,936.80 USD".
QString formatMoney(const Money &m, const QString &language);

/// Fixed rental terms. Day = 24 h, week = 7 days = 168 h, month = 30 days = 720 h.
enum class Term { Hour, Day, Week, Month };
int hoursPerTerm(Term t);
QString termKey(Term t);  ///< "hour", "day", "week", "month" (CLI and JSON)
std::optional<Term> termFromKey(const QString &key);

struct QuoteRequest {
    QString gpuId;
    int gpuCount = 1;
    Term term = Term::Hour;
    int terms = 1;            ///< number of consecutive terms
    qint64 storageGb = 0;     ///< GB (10^9 bytes) kept for the whole rental period
    qint64 egressGb = 0;      ///< GB (10^9 bytes) leaving the provider
};

struct LineItem {
    QString kind;             ///< "gpu", "storage", "egress"
    QString description;      ///< English description for CLI/JSON; PDF/UI phrase their own
    qint64 quantity = 0;      ///< GPU-hours, GB-months x 1000 (see unit), or GB
    QString unit;             ///< "GPU-hour", "GB-month", "GB"
    qint64 unitPriceMicros = 0;
    Money amount;             ///< rounded once, half up, to minor units
};

struct Quote {
    QString reference;        ///< e.g. "HR-2026-3F2A9C"
    QDate date;
    QuoteRequest request;
    qint64 hours = 0;         ///< hours in the paid period: hoursPerTerm(term) * terms
    QList<LineItem> lines;
    Money total;
    QString priceListName;
    bool exampleData = true;
    QDate priceListRetrieved;
    std::optional<fit::Scenario> scenario;   ///< the fit scenario, when the quote carries one
    std::optional<fit::Estimate> estimate;
};

struct QuoteError {
    QString field;
    QString message;
};

/// Prices a request against a price list. Errors: unknown GPU, GPU without a price, counts < 1,
/// negative storage/egress, totals that overflow 64 bits.
std::optional<Quote> buildQuote(const QuoteRequest &request, const catalog::PriceList &prices, const QDate &date,
                                QuoteError *error = nullptr);

} // namespace headroom::quote
