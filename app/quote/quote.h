// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Quotes: GPU x count x rental term x number of terms, priced on demand, spot or as a fixed term, plus the
// options of the price list (dedicated hosting, support tier, storage, egress) and optional VAT.
// Money is integer minor units with an ISO 4217 currency; rates are integer micro-units (1e-6).
// No floating point touches money: every line is computed exactly (128-bit integers) from micro-units and
// rounded once, half up (away from zero), to the currency's minor unit; the subtotal is the sum of the
// rounded lines; VAT is computed per rate group on that subtotal and rounded once, half up.
// Sources for the rules: research/quote-anchors.md sections 0, 1.3, 1.6, 1.7 and 4 (per-line half-up
// rounding, micro-unit rates, VAT per rate group half-up, up-front vs metered totals, 30-day month = 720 h)
// and the product's fixed-term definition ("Vaste huurtermijn": a week is exactly 7 days and a month exactly
// 30 days; stopping an allocation does not pause the paid period).

#include <catalog/catalog.h>
#include <fit/fitmodel.h>

#include <QByteArray>
#include <QDate>
#include <QList>
#include <QLocale>
#include <QString>

#include <optional>

namespace headroom::quote {

/// An amount in minor units (cents for EUR/USD/TRY, yen for JPY) of an ISO 4217 currency.
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

/// A VAT rate in basis points for display: 2100 -> "21", 550 -> "5.5" (en) / "5,5" (nl), without "%".
QString formatBasisPoints(int basisPoints, const QString &language);

/// Rental terms. Hour = 1 h, day = 24 h, week = 7 days = 168 h, month = 30 days = 720 h.
/// A fixed term is paid in full: stopping an allocation does not pause the paid period.
enum class Term { Hour, Day, Week, Month };
inline constexpr Term kAllTerms[] = {Term::Hour, Term::Day, Term::Week, Term::Month};
inline constexpr int kHoursPerDay = 24;
inline constexpr int kHoursPerWeek = 168;  ///< 7 days x 24 h
inline constexpr int kHoursPerMonth = 720; ///< 30 days x 24 h: also the basis of per-month storage and support rates
int hoursPerTerm(Term t);
QString termKey(Term t); ///< "hour", "day", "week", "month" (CLI and JSON)
/// Exact, case-sensitive match of termKey(); anything else (including "" and "Week") is nullopt.
std::optional<Term> termFromKey(const QString &key);

/// How the GPUs are priced.
/// - OnDemand: metered at the list's on-demand price per GPU-hour for every hour of the period.
/// - Spot: metered at the list's spot (interruptible) price per GPU-hour; the line carries a warning that
///   the job needs a recovery plan (concept kSpotConceptId). An error when the list has no spot price.
/// - FixedTerm: prepaid (up-front) terms. Day, week and month terms use the list's fixed-term price per GPU
///   per term when the list has one for that term, otherwise the on-demand price x hours of the term.
///   The hour term is never a fixed term: FixedTerm with Term::Hour is metered on demand.
enum class PricingModel { OnDemand, Spot, FixedTerm };
inline constexpr PricingModel kAllPricingModels[] = {PricingModel::OnDemand, PricingModel::Spot,
                                                     PricingModel::FixedTerm};
QString pricingModelKey(PricingModel m); ///< "on-demand", "spot", "fixed" (CLI, JSON, fingerprint)
/// Exact, case-sensitive match of pricingModelKey(); anything else is nullopt.
std::optional<PricingModel> pricingModelFromKey(const QString &key);

/// Glossary concept that spot lines link to (interrupted jobs resume from a training checkpoint).
inline constexpr QLatin1String kSpotConceptId{"training-checkpoint"};

/// Largest VAT rate accepted: 100 % = 10,000 basis points.
inline constexpr int kMaxVatBasisPoints = 10'000;

struct QuoteRequest {
    QString gpuId;
    int gpuCount = 1;
    Term term = Term::Hour;
    int terms = 1; ///< number of consecutive terms
    PricingModel pricing = PricingModel::OnDemand;
    qint64 storageGb = 0;   ///< GB (10^9 bytes) kept for the whole rental period
    qint64 egressGb = 0;    ///< GB (10^9 bytes) leaving the provider
    QString supportTierId;  ///< catalog::SupportTier::id of the list; empty = no support line
    bool dedicated = false; ///< dedicated hosting (the list's surcharge per GPU-hour) instead of shared
    /// VAT rate in basis points (2100 = 21 %, 2000 = 20 %, 0 = zero-rated); nullopt = no VAT line, the
    /// total is the net subtotal (VAT excluded).
    std::optional<int> vatBasisPoints;
    /// Identity of the fit scenario the quote is priced with (scenario::scenarioFingerprint: lowercase hex
    /// SHA-256), empty for a quote of GPUs only. Part of the fingerprint, so that two quotes of the same
    /// hardware for different workloads are two quotes, each with its own scenario.
    QString scenarioFingerprint;
    /// Resumable training checkpoints kept in storage for the whole period (issue 11); 0 = none. When > 0
    /// the quote gets its own "checkpoints" line at the list's storage rate, apart from storageGb (which
    /// stays what the buyer keeps besides: data sets, exports): a line of its own says what the storage is
    /// for and is checked by hand against the checkpoint size, where a max() with storageGb would hide it.
    /// Needs checkpointBytes > 0, i.e. a training scenario.
    int checkpointsKept = 0;
    /// Bytes of one resumable checkpoint: fit::Estimate::checkpointBytes of the quote's training estimate,
    /// set by the caller together with scenarioFingerprint; 0 without a training scenario. Read only when
    /// checkpointsKept > 0.
    qint64 checkpointBytes = 0;
};

/// Most checkpoints a request may keep (the CLI's and the window's upper bound).
inline constexpr int kMaxCheckpointsKept = 1000;

/// GB (10^9 bytes) the checkpoints of a request take: checkpointsKept x checkpointBytes / 10^9, rounded up
/// to a whole GB (a started GB is stored); 0 when checkpointsKept <= 0 or checkpointBytes <= 0. Exact
/// (128-bit; a count beyond 64 bits saturates at the qint64 maximum); 3 x 120,000,000,000 B = 360 GB,
/// 2 x 1,000,000,001 B = 3 GB.
qint64 checkpointStorageGb(const QuoteRequest &request);

/// One priced line. Line kinds, in this order in Quote::lines:
///   "gpu"       always: GPU rental. unit "GPU-hour" (metered, or a fixed term priced per hour) or
///               "GPU-day" / "GPU-week" / "GPU-month" (the list's fixed-term price per GPU per term).
///   "dedicated" when QuoteRequest::dedicated: surcharge per GPU-hour for dedicated hosting, unit "GPU-hour".
///   "support"   when a support tier is chosen: flat price per 30-day month, prorated exactly over the
///               period hours (amount = rate x hours / 720), unit "month".
///   "storage"   when storageGb > 0: GB x rate per GB-month x hours / 720, unit "GB-month".
///   "checkpoints" when checkpointsKept > 0: checkpointStorageGb() GB kept for the period at the same
///               storage rate (GB x rate per GB-month x hours / 720, rounded once), unit "GB-month",
///               metered; described "N checkpoints kept (X GB each)".
///   "egress"    when egressGb > 0: GB x rate per GB, unit "GB".
struct LineItem {
    QString kind;               ///< see above
    QString description;        ///< English description for CLI/JSON; PDF/UI phrase their own
    QString unit;               ///< "GPU-hour", "GPU-day", "GPU-week", "GPU-month", "month", "GB-month", "GB"
    qint64 unitPriceMicros = 0; ///< price of one `unit` in micro-units of the list currency
    /// GPU count for "gpu" and "dedicated"; GB for "storage", "checkpoints" and "egress"; 1 for "support"
    /// (issue 5 item 6).
    qint64 quantity = 0;
    /// Hours the line is priced over: the period hours (hoursPerTerm x terms, e.g. 720 for one month, 336
    /// for two weeks) for "gpu", "dedicated", "support", "storage" and "checkpoints"; 0 for "egress".
    qint64 hours = 0;
    qint64 gpuHours = 0; ///< "gpu" and "dedicated": quantity x hours; 0 otherwise
    /// The billed quantity in `unit`, scaled by billedDivisor (for display and the legacy JSON "quantity"):
    /// GPU-hours (metered or per-hour fixed term); GPU-terms = GPU count x terms (fixed-term price);
    /// months x 1000 (support, hours / 720 rounded half up to 3 decimals); GB-months x 1000 (storage and
    /// checkpoints, GB x hours / 720 rounded half up to 3 decimals); GB (egress). The amount is always computed from
    /// the exact inputs, never from this rounded value.
    qint64 billedQuantity = 0;
    qint64 billedDivisor = 1;                      ///< 1, or 1000 for "support", "storage" and "checkpoints"
    PricingModel pricing = PricingModel::OnDemand; ///< "gpu" line: the model actually applied (FixedTerm with
                                                   ///< Term::Hour is metered OnDemand)
    Term term = Term::Hour;                        ///< the request's term (for every line)
    int terms = 1;                                 ///< the request's number of terms
    bool upFront = false;     ///< true: prepaid fixed term (GPU line, its dedicated surcharge, support);
                              ///< false: metered (on-demand/spot hours, storage, egress)
    bool spotWarning = false; ///< spot line: interruptible capacity, the job needs a recovery plan
    QString conceptId;        ///< glossary concept the line links to (kSpotConceptId on spot lines), or empty
    Money amount;             ///< net, rounded once, half up, to minor units
};

/// The billed quantity of a line for display (billedQuantity / billedDivisor), e.g. "1,008" GPU-hours or
/// "233.100" GB-months (3 decimals).
QString formatQuantity(const LineItem &line, const QString &language);

/// VAT for one rate: basis = sum of the net lines at that rate; vat = basis x rate / 10,000 rounded once,
/// half up (HMRC VATREC12030 / EU Council Regulation 1103/97 rule; quote-anchors.md section 4.2).
struct VatGroup {
    int basisPoints = 0; ///< 2100 = 21 %
    qint64 baseMinor = 0;
    qint64 vatMinor = 0;
};

/// What the quote's hours basis states (printed on the quote; quote-anchors.md section 1.6: public
/// comparisons often use 730 h per month, Headroom uses 720).
struct HoursBasis {
    int hoursPerDay = kHoursPerDay;
    int hoursPerWeek = kHoursPerWeek;
    int hoursPerMonth = kHoursPerMonth;
    Term term = Term::Hour;
    int terms = 1;
    int hoursPerTerm = 1;   ///< hoursPerTerm(term)
    qint64 periodHours = 0; ///< hoursPerTerm x terms
};

struct Quote {
    /// Human reference. buildQuote() leaves it empty: the caller sets it, normally the quote history's
    /// "HR-<year>-<6-digit sequence>" (QuoteStore), or quoteReference() for a quote that is not stored.
    QString reference;
    QString fingerprint; ///< quoteFingerprint() of the request and price list, set by buildQuote()
    QDate date;
    QuoteRequest request;
    qint64 hours = 0; ///< hours in the paid period: hoursPerTerm(term) * terms
    HoursBasis hoursBasis;
    QList<LineItem> lines;
    Money subtotal;            ///< sum of the rounded net lines
    qint64 upFrontMinor = 0;   ///< sum of the upFront lines (net)
    qint64 meteredMinor = 0;   ///< sum of the metered lines (net); upFrontMinor + meteredMinor = subtotal
    QList<VatGroup> vatGroups; ///< one group when request.vatBasisPoints is set, else empty
    qint64 vatMinor = 0;       ///< sum of vatGroups' VAT
    Money total;               ///< subtotal + VAT
    bool spotWarning = false;  ///< any line has spotWarning
    QString priceListId;       ///< PriceList::id the quote was priced against
    QString priceListName;
    QString priceListProvider; ///< PriceList::provider
    bool exampleData = true;
    QDate priceListRetrieved;
    QDate priceListValidUntil;       ///< PriceList::validUntil (may be invalid: not stated)
    catalog::Source priceListSource; ///< PriceList::source
    QString supportTierName;         ///< name of the chosen support tier, or empty
    QString gpuProvider;             ///< GpuPrice::provider of the quoted GPU (or the list's provider)
    catalog::Source gpuPriceSource;  ///< where the GPU's prices were read, and when
    QString gpuName;                 ///< display name of the GPU, set by the caller from the catalogue; empty -> gpuId
    std::optional<fit::Scenario> scenario; ///< the fit scenario, when the quote carries one
    std::optional<fit::Estimate> estimate;
};

struct QuoteError {
    QString field;   ///< "gpuId", "gpuCount", "terms", "pricing", "supportTier", "dedicated", "vat",
                     ///< "storageGb", "egressGb", "checkpointsKept", "date", "currency", "priceList" or
                     ///< "total" (overflow)
    QString message; ///< translated, fit to show the user
};

/// The canonical configuration, as UTF-8 lines "key=value\n" in this fixed order:
///   headroom-quote-v2 / gpu=<gpuId> / count=<gpuCount> / pricing=<pricingModelKey> / term=<termKey> /
///   terms=<terms> / storage_gb=<storageGb> / egress_gb=<egressGb> / support=<supportTierId or empty> /
///   hosting=<shared|dedicated> / vat_bp=<basis points or "none"> / price_list=<PriceList::id> /
///   price_list_retrieved=<PriceList::retrieved, YYYY-MM-DD> / currency=<PriceList::currency>
///   and, only when the request has a scenarioFingerprint, a last line scenario=<scenarioFingerprint> (so a
///   quote without a scenario keeps the fingerprint it had before scenarios were part of it), then, only
///   when checkpointsKept > 0, checkpoints_kept=<checkpointsKept> and checkpoint_bytes=<checkpointBytes>
///   (the checkpoint line's money depends on both; every quote without it keeps its fingerprint)
/// Integers in plain decimal, no grouping; ids verbatim. Nothing else: not the language, output path,
/// quote date or export date. A price list whose rates change must change its id or retrieved date.
QByteArray canonicalRequest(const QuoteRequest &request, const catalog::PriceList &prices);

/// Configuration fingerprint: lowercase hex SHA-256 of canonicalRequest() (64 characters).
QString quoteFingerprint(const QuoteRequest &request, const catalog::PriceList &prices);

/// A provisional reference for a quote that is not kept in the quote history: "HR-<year of date>-<first 6
/// hex digits of fingerprint, upper case>", e.g. "HR-2026-3F2A9C". Deterministic, but not registered
/// anywhere: the history (QuoteStore) issues "HR-<year>-<6-digit sequence>" instead, and a stored quote
/// must carry that one. Empty when the date is invalid or the fingerprint shorter than 6 characters.
QString quoteReference(const QString &fingerprint, const QDate &date);

/// Prices a request against a price list (lines and rules: see LineItem and PricingModel).
/// Errors (nullopt, `error` filled when given): unknown GPU or GPU without an on-demand price; spot without
/// a spot price; unknown support tier; dedicated hosting without a surcharge in the list; gpuCount < 1;
/// terms < 1; negative storage/egress; checkpointsKept outside 0..kMaxCheckpointsKept, or > 0 with
/// checkpointBytes <= 0 (no training scenario); VAT outside 0..10,000 basis points; invalid date; malformed currency
/// code or negative rates in the list; any line, sum or VAT that overflows 64 bits.
std::optional<Quote> buildQuote(const QuoteRequest &request, const catalog::PriceList &prices, const QDate &date,
                                QuoteError *error = nullptr);

} // namespace headroom::quote
