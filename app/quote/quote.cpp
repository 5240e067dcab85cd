// SPDX-License-Identifier: GPL-3.0-or-later
#include "quote.h"

#include <QCoreApplication>
#include <QCryptographicHash>

#include <algorithm>
#include <limits>

namespace headroom::quote {

/// Translation context for the messages of this file.
class QuoteMessages
{
    Q_DECLARE_TR_FUNCTIONS(headroom::quote::QuoteMessages)
};

namespace {

// 128-bit intermediates for exact line arithmetic (GCC/Clang extension; __extension__ keeps
// -Wpedantic quiet). Every product that could leave 128 bits is checked with __builtin_mul_overflow.
__extension__ typedef __int128 Int128;
__extension__ typedef unsigned __int128 UInt128;

struct CurrencyExponent {
    const char *code;
    int exponent;
};

// ISO 4217 List one (SIX Group, see quote.h): every code whose minor unit is not 2, plus the common
// two-decimal codes Headroom lists. Codes not in this table default to 2.
constexpr CurrencyExponent kExponents[] = {
    // two decimals
    {"AUD", 2},
    {"CAD", 2},
    {"CHF", 2},
    {"CNY", 2},
    {"DKK", 2},
    {"EUR", 2},
    {"GBP", 2},
    {"INR", 2},
    {"NOK", 2},
    {"PLN", 2},
    {"SEK", 2},
    {"TRY", 2},
    {"USD", 2},
    // no minor unit
    {"BIF", 0},
    {"CLP", 0},
    {"DJF", 0},
    {"GNF", 0},
    {"ISK", 0},
    {"JPY", 0},
    {"KMF", 0},
    {"KRW", 0},
    {"PYG", 0},
    {"RWF", 0},
    {"UGX", 0},
    {"UYI", 0},
    {"VND", 0},
    {"VUV", 0},
    {"XAF", 0},
    {"XOF", 0},
    {"XPF", 0},
    // three decimals
    {"BHD", 3},
    {"IQD", 3},
    {"JOD", 3},
    {"KWD", 3},
    {"LYD", 3},
    {"OMR", 3},
    {"TND", 3},
    // four decimals
    {"CLF", 4},
    {"UYW", 4},
};

qint64 powerOfTen(int exponent)
{
    qint64 result = 1;
    for (int i = 0; i < exponent; ++i)
        result *= 10;
    return result;
}

/// Micros per minor unit: 10^(6 - exponent). Exponents above 6 do not occur in ISO 4217.
qint64 microsPerMinor(const QString &currency)
{
    return powerOfTen(6 - std::clamp(currencyExponent(currency), 0, 6));
}

UInt128 magnitude(Int128 v)
{
    return v < 0 ? UInt128(0) - UInt128(v) : UInt128(v);
}

/// numerator / denominator rounded half up (away from zero); denominator > 0.
Int128 divideHalfUp(Int128 numerator, Int128 denominator)
{
    const UInt128 n = magnitude(numerator);
    const UInt128 d = UInt128(denominator);
    UInt128 q = n / d;
    const UInt128 r = n % d;
    if (r >= d - r) // 2r >= d without overflow
        ++q;
    return numerator < 0 ? -Int128(q) : Int128(q);
}

bool fitsInt64(Int128 v)
{
    return v >= std::numeric_limits<qint64>::min() && v <= std::numeric_limits<qint64>::max();
}

/// `magnitudeScaled` as a fixed-point number with `decimals` digits after the point, in `locale`,
/// built from integer parts only: grouped integer part, the locale's decimal point, zero-padded fraction.
QString formatFixed(Int128 scaled, int decimals, const QLocale &locale)
{
    const UInt128 n = magnitude(scaled);
    const UInt128 divisor = UInt128(powerOfTen(decimals));
    const auto integerPart = qulonglong(n / divisor);
    const auto fraction = qulonglong(n % divisor);
    QString text = locale.toString(integerPart);
    if (decimals > 0)
        text += locale.decimalPoint() + QString::number(fraction).rightJustified(decimals, QLatin1Char('0'));
    if (scaled < 0)
        text.prepend(locale.negativeSign());
    return text;
}

QString plural(qint64 n, const QString &singular, const QString &pluralForm)
{
    return QString::number(n) + QLatin1Char(' ') + (n == 1 ? singular : pluralForm);
}

QString englishTermPhrase(Term term, int terms)
{
    switch (term) {
    case Term::Hour:
        return plural(terms, QStringLiteral("hour"), QStringLiteral("hours"));
    case Term::Day:
        return plural(terms, QStringLiteral("day"), QStringLiteral("days"));
    case Term::Week:
        return plural(terms, QStringLiteral("week"), QStringLiteral("weeks"));
    case Term::Month:
        return plural(terms, QStringLiteral("month"), QStringLiteral("months"));
    }
    return {};
}

bool isCurrencyCode(const QString &code)
{
    return code.size() == 3 && std::all_of(code.cbegin(), code.cend(), [](QChar c) { return c >= u'A' && c <= u'Z'; });
}

std::optional<Quote> fail(QuoteError *error, const QString &field, const QString &message)
{
    if (error)
        *error = QuoteError{field, message};
    return std::nullopt;
}

} // namespace

int currencyExponent(const QString &currency)
{
    for (const auto &entry : kExponents) {
        if (currency == QLatin1String(entry.code))
            return entry.exponent;
    }
    return 2;
}

qint64 microsToMinorHalfUp(qint64 micros, const QString &currency)
{
    // |result| <= |micros| / 100 for every exponent <= 4, so the result always fits.
    return qint64(divideHalfUp(micros, microsPerMinor(currency)));
}

QLocale localeForLanguage(const QString &language)
{
    const QString code = language.left(2).toLower();
    if (code == QLatin1String("nl"))
        return QLocale(QLocale::Dutch, QLocale::Netherlands);
    if (code == QLatin1String("tr"))
        return QLocale(QLocale::Turkish, QLocale::Turkey);
    return QLocale(QLocale::English, QLocale::UnitedStates);
}

QString formatMinorUnits(qint64 minor, const QString &currency, const QString &language)
{
    return formatFixed(minor, std::clamp(currencyExponent(currency), 0, 6), localeForLanguage(language));
}

QString formatDecimal(qint64 scaled, int decimals, const QString &language)
{
    return formatFixed(scaled, std::clamp(decimals, 0, 18), localeForLanguage(language));
}

QString formatMoney(const Money &m, const QString &language)
{
    const QString amount = formatMinorUnits(m.minor, m.currency, language);
    return m.currency.isEmpty() ? amount : amount + QLatin1Char(' ') + m.currency;
}

QString formatMicros(qint64 micros, const QString &currency, const QString &language)
{
    const int minDecimals = std::clamp(currencyExponent(currency), 0, 6);
    int decimals = 6;
    Int128 scaled = micros;
    while (decimals > minDecimals && scaled % 10 == 0) {
        scaled /= 10;
        --decimals;
    }
    return formatFixed(scaled, decimals, localeForLanguage(language));
}

int hoursPerTerm(Term t)
{
    switch (t) {
    case Term::Hour:
        return 1;
    case Term::Day:
        return 24;
    case Term::Week:
        return 7 * 24;
    case Term::Month:
        return 30 * 24;
    }
    return 1;
}

QString termKey(Term t)
{
    switch (t) {
    case Term::Hour:
        return QStringLiteral("hour");
    case Term::Day:
        return QStringLiteral("day");
    case Term::Week:
        return QStringLiteral("week");
    case Term::Month:
        return QStringLiteral("month");
    }
    return {};
}

std::optional<Term> termFromKey(const QString &key)
{
    for (Term t : kAllTerms) {
        if (termKey(t) == key)
            return t;
    }
    return std::nullopt;
}

QString pricingModelKey(PricingModel m)
{
    switch (m) {
    case PricingModel::OnDemand:
        return QStringLiteral("on-demand");
    case PricingModel::Spot:
        return QStringLiteral("spot");
    case PricingModel::FixedTerm:
        return QStringLiteral("fixed");
    }
    return {};
}

std::optional<PricingModel> pricingModelFromKey(const QString &key)
{
    for (PricingModel m : kAllPricingModels) {
        if (pricingModelKey(m) == key)
            return m;
    }
    return std::nullopt;
}

QString formatBasisPoints(int basisPoints, const QString &language)
{
    // Basis points are hundredths of a percent: 2100 -> 21.00 -> "21"; 550 -> 5.50 -> "5.5".
    Int128 scaled = basisPoints;
    int decimals = 2;
    while (decimals > 0 && scaled % 10 == 0) {
        scaled /= 10;
        --decimals;
    }
    return formatFixed(scaled, decimals, localeForLanguage(language));
}

QString formatQuantity(const LineItem &line, const QString &language)
{
    int decimals = 0;
    for (qint64 d = line.billedDivisor; d >= 10 && d % 10 == 0; d /= 10)
        ++decimals;
    return formatFixed(line.billedQuantity, decimals, localeForLanguage(language));
}

QByteArray canonicalRequest(const QuoteRequest &request, const catalog::PriceList &prices)
{
    QByteArray out;
    out += "headroom-quote-v2\n";
    out += "gpu=" + request.gpuId.toUtf8() + '\n';
    out += "count=" + QByteArray::number(request.gpuCount) + '\n';
    out += "pricing=" + pricingModelKey(request.pricing).toUtf8() + '\n';
    out += "term=" + termKey(request.term).toUtf8() + '\n';
    out += "terms=" + QByteArray::number(request.terms) + '\n';
    out += "storage_gb=" + QByteArray::number(request.storageGb) + '\n';
    out += "egress_gb=" + QByteArray::number(request.egressGb) + '\n';
    out += "support=" + request.supportTierId.toUtf8() + '\n';
    out += QByteArray("hosting=") + (request.dedicated ? "dedicated" : "shared") + '\n';
    out +=
        "vat_bp=" + (request.vatBasisPoints ? QByteArray::number(*request.vatBasisPoints) : QByteArray("none")) + '\n';
    out += "price_list=" + prices.id.toUtf8() + '\n';
    out += "price_list_retrieved=" + prices.retrieved.toString(Qt::ISODate).toUtf8() + '\n';
    out += "currency=" + prices.currency.toUtf8() + '\n';
    if (!request.scenarioFingerprint.isEmpty())
        out += "scenario=" + request.scenarioFingerprint.toUtf8() + '\n';
    if (request.checkpointsKept > 0) {
        out += "checkpoints_kept=" + QByteArray::number(request.checkpointsKept) + '\n';
        out += "checkpoint_bytes=" + QByteArray::number(request.checkpointBytes) + '\n';
    }
    return out;
}

qint64 checkpointStorageGb(const QuoteRequest &request)
{
    if (request.checkpointsKept <= 0 || request.checkpointBytes <= 0)
        return 0;
    // < 2^31 x 2^63 = 2^94 bytes: exact in 128 bits. The GB count fits 64 bits for every request buildQuote()
    // accepts (at most kMaxCheckpointsKept x 2^63 / 10^9 < 2^44); beyond that it saturates.
    const Int128 bytes = Int128(request.checkpointsKept) * request.checkpointBytes;
    constexpr Int128 kBytesPerGb = 1'000'000'000;
    const Int128 gb = (bytes + kBytesPerGb - 1) / kBytesPerGb;
    return fitsInt64(gb) ? qint64(gb) : std::numeric_limits<qint64>::max();
}

QString quoteFingerprint(const QuoteRequest &request, const catalog::PriceList &prices)
{
    const QByteArray digest = QCryptographicHash::hash(canonicalRequest(request, prices), QCryptographicHash::Sha256);
    return QString::fromLatin1(digest.toHex());
}

QString quoteReference(const QString &fingerprint, const QDate &date)
{
    if (!date.isValid() || fingerprint.size() < 6)
        return {};
    return QStringLiteral("HR-%1-%2").arg(date.year(), 4, 10, QLatin1Char('0')).arg(fingerprint.left(6).toUpper());
}

namespace {

/// Exact line arithmetic: amount in micros = a x b x c / divisor, then rounded once to minor units.
/// Returns nullopt when a product leaves 128 bits or the rounded amount leaves 64 bits.
std::optional<qint64> lineMinor(std::initializer_list<Int128> factors, Int128 divisor, qint64 microsPerMinorUnit)
{
    Int128 product = 1;
    for (Int128 f : factors) {
        if (__builtin_mul_overflow(product, f, &product))
            return std::nullopt;
    }
    Int128 denominator = 0;
    if (__builtin_mul_overflow(divisor, Int128(microsPerMinorUnit), &denominator))
        return std::nullopt;
    const Int128 minor = divideHalfUp(product, denominator);
    if (!fitsInt64(minor))
        return std::nullopt;
    return qint64(minor);
}

QString termUnit(Term term)
{
    switch (term) {
    case Term::Hour:
        return QStringLiteral("GPU-hour");
    case Term::Day:
        return QStringLiteral("GPU-day");
    case Term::Week:
        return QStringLiteral("GPU-week");
    case Term::Month:
        return QStringLiteral("GPU-month");
    }
    return {};
}

std::optional<qint64> fixedTermPrice(const catalog::FixedTermPrices &prices, Term term)
{
    switch (term) {
    case Term::Hour:
        return std::nullopt;
    case Term::Day:
        return prices.dayMicros;
    case Term::Week:
        return prices.weekMicros;
    case Term::Month:
        return prices.monthMicros;
    }
    return std::nullopt;
}

QString englishPricing(PricingModel model)
{
    switch (model) {
    case PricingModel::OnDemand:
        return QStringLiteral("on demand");
    case PricingModel::Spot:
        return QStringLiteral("spot, interruptible");
    case PricingModel::FixedTerm:
        return QStringLiteral("fixed term, paid up front");
    }
    return {};
}

/// A metered line of `gb` GB kept for `hours` at `ratePerGbMonth` micros: unit "GB-month", billed GB-months
/// x 1000 (GB x hours / 720, half up), amount GB x rate x hours / 720 rounded once. Fills unit, quantity,
/// hours, billed quantity and amount of `line`; false on overflow.
bool fillGbMonthLine(LineItem &line, qint64 gb, qint64 hours, qint64 ratePerGbMonth, qint64 perMinor,
                     const QString &currency)
{
    line.upFront = false;
    line.unit = QStringLiteral("GB-month");
    line.unitPriceMicros = ratePerGbMonth;
    line.quantity = gb;
    line.hours = hours;
    Int128 gbHours = 0;
    if (__builtin_mul_overflow(Int128(gb), Int128(hours), &gbHours))
        return false;
    const Int128 milliGbMonths = divideHalfUp(gbHours * 1000, kHoursPerMonth); // gbHours < 2^104
    const std::optional<qint64> minor = lineMinor({gb, hours, ratePerGbMonth}, kHoursPerMonth, perMinor);
    if (!minor || !fitsInt64(milliGbMonths))
        return false;
    line.billedQuantity = qint64(milliGbMonths);
    line.billedDivisor = 1000;
    line.amount = Money{*minor, currency};
    return true;
}

/// "120.51": bytes / 10^9 rounded half up to hundredths, English digits (for the English descriptions).
QString englishGb(qint64 bytes)
{
    const qint64 hundredths = qint64(divideHalfUp(bytes, 10'000'000));
    return QStringLiteral("%1.%2").arg(hundredths / 100).arg(hundredths % 100, 2, 10, QLatin1Char('0'));
}

} // namespace

std::optional<Quote> buildQuote(const QuoteRequest &request, const catalog::PriceList &prices, const QDate &date,
                                QuoteError *error)
{
    if (!date.isValid())
        return fail(error, QStringLiteral("date"), QuoteMessages::tr("The quote date is not a valid date."));
    if (!isCurrencyCode(prices.currency)) {
        return fail(error, QStringLiteral("currency"),
                    QuoteMessages::tr("The price list \"%1\" has no valid ISO 4217 currency code (found \"%2\").")
                        .arg(prices.name, prices.currency));
    }
    const bool negativeOption = prices.storagePerGbMonthMicros < 0 || prices.egressPerGbMicros < 0 ||
                                prices.dedicatedPerGpuHourMicros.value_or(0) < 0 ||
                                std::any_of(prices.supportTiers.cbegin(), prices.supportTiers.cend(),
                                            [](const catalog::SupportTier &t) { return t.microsPerMonth < 0; });
    if (negativeOption) {
        return fail(error, QStringLiteral("priceList"),
                    QuoteMessages::tr("The price list \"%1\" has a negative option rate (storage, egress, support or "
                                      "dedicated hosting).")
                        .arg(prices.name));
    }
    if (request.gpuId.isEmpty())
        return fail(error, QStringLiteral("gpuId"), QuoteMessages::tr("Choose a GPU to quote."));
    const std::optional<catalog::GpuPrice> gpuPrice = prices.priceFor(request.gpuId);
    if (!gpuPrice) {
        return fail(error, QStringLiteral("gpuId"),
                    QuoteMessages::tr("The price list \"%1\" has no price for the GPU \"%2\".")
                        .arg(prices.name, request.gpuId));
    }
    const catalog::FixedTermPrices &terms = gpuPrice->fixedTerms;
    const bool negativeGpuRate = gpuPrice->spotHourlyMicros.value_or(1) <= 0 || terms.dayMicros.value_or(1) <= 0 ||
                                 terms.weekMicros.value_or(1) <= 0 || terms.monthMicros.value_or(1) <= 0;
    if (gpuPrice->hourlyMicros <= 0 || negativeGpuRate) {
        return fail(error, QStringLiteral("gpuId"),
                    QuoteMessages::tr("The price list \"%1\" gives the GPU \"%2\" no usable price (every GPU price "
                                      "must be positive).")
                        .arg(prices.name, request.gpuId));
    }
    if (request.gpuCount < 1)
        return fail(error, QStringLiteral("gpuCount"), QuoteMessages::tr("The number of GPUs must be at least 1."));
    if (request.terms < 1)
        return fail(error, QStringLiteral("terms"), QuoteMessages::tr("The number of terms must be at least 1."));
    if (request.storageGb < 0)
        return fail(error, QStringLiteral("storageGb"), QuoteMessages::tr("Storage cannot be negative."));
    if (request.egressGb < 0)
        return fail(error, QStringLiteral("egressGb"), QuoteMessages::tr("Egress cannot be negative."));
    if (request.checkpointsKept < 0 || request.checkpointsKept > kMaxCheckpointsKept) {
        return fail(
            error, QStringLiteral("checkpointsKept"),
            QuoteMessages::tr("The number of checkpoints kept must be between 0 and %1.").arg(kMaxCheckpointsKept));
    }
    if (request.checkpointsKept > 0 && request.checkpointBytes <= 0) {
        return fail(error, QStringLiteral("checkpointsKept"),
                    QuoteMessages::tr("Checkpoints can only be kept for a training scenario: its estimate gives the "
                                      "size of one checkpoint."));
    }
    if (request.vatBasisPoints && (*request.vatBasisPoints < 0 || *request.vatBasisPoints > kMaxVatBasisPoints)) {
        return fail(error, QStringLiteral("vat"), QuoteMessages::tr("The VAT rate must be between 0 and 100 percent."));
    }
    if (request.pricing == PricingModel::Spot && !gpuPrice->spotHourlyMicros) {
        return fail(error, QStringLiteral("pricing"),
                    QuoteMessages::tr("The price list \"%1\" has no spot price for the GPU \"%2\".")
                        .arg(prices.name, request.gpuId));
    }
    const catalog::SupportTier *support = nullptr;
    if (!request.supportTierId.isEmpty()) {
        support = prices.supportTier(request.supportTierId);
        if (!support) {
            return fail(error, QStringLiteral("supportTier"),
                        QuoteMessages::tr("The price list \"%1\" has no support tier \"%2\".")
                            .arg(prices.name, request.supportTierId));
        }
    }
    if (request.dedicated && !prices.dedicatedPerGpuHourMicros) {
        return fail(error, QStringLiteral("dedicated"),
                    QuoteMessages::tr("The price list \"%1\" has no price for dedicated hosting.").arg(prices.name));
    }

    const auto overflow = [&] {
        return fail(error, QStringLiteral("total"),
                    QuoteMessages::tr("The quote is too large to calculate: reduce the GPU count, the number of terms, "
                                      "storage or egress."));
    };
    const QString currency = prices.currency;
    const qint64 perMinor = microsPerMinor(currency);

    Quote quote;
    quote.request = request;
    quote.fingerprint = quoteFingerprint(request, prices);
    quote.date = date;
    quote.priceListId = prices.id;
    quote.priceListName = prices.name;
    quote.priceListProvider = prices.provider;
    quote.exampleData = prices.exampleData;
    quote.priceListRetrieved = prices.retrieved;
    quote.priceListValidUntil = prices.validUntil;
    quote.priceListSource = prices.source;
    quote.supportTierName = support ? support->name : QString();
    quote.gpuProvider = gpuPrice->provider.isEmpty() ? prices.provider : gpuPrice->provider;
    quote.gpuPriceSource = gpuPrice->source;
    // terms < 2^31 and hoursPerTerm <= 720, so hours < 2^41 and count x hours < 2^72 (checked below).
    const qint64 hours = qint64(hoursPerTerm(request.term)) * request.terms;
    quote.hours = hours;
    quote.hoursBasis.term = request.term;
    quote.hoursBasis.terms = request.terms;
    quote.hoursBasis.hoursPerTerm = hoursPerTerm(request.term);
    quote.hoursBasis.periodHours = hours;

    const Int128 gpuHours = Int128(request.gpuCount) * hours;
    if (!fitsInt64(gpuHours))
        return overflow();

    // The hour term is always metered; FixedTerm only prepays day, week and month terms.
    const PricingModel model = (request.pricing == PricingModel::FixedTerm && request.term == Term::Hour)
                                   ? PricingModel::OnDemand
                                   : request.pricing;
    const bool upFront = model == PricingModel::FixedTerm;

    const auto baseLine = [&](const QString &kind) {
        LineItem line;
        line.kind = kind;
        line.pricing = model;
        line.term = request.term;
        line.terms = request.terms;
        line.upFront = upFront;
        return line;
    };

    // GPU line.
    {
        LineItem line = baseLine(QStringLiteral("gpu"));
        line.quantity = request.gpuCount;
        line.hours = hours;
        line.gpuHours = qint64(gpuHours);
        const std::optional<qint64> termPrice =
            model == PricingModel::FixedTerm ? fixedTermPrice(gpuPrice->fixedTerms, request.term) : std::nullopt;
        std::optional<qint64> minor;
        if (termPrice) {
            // Fixed-term price per GPU per term: count x terms x price.
            line.unit = termUnit(request.term);
            line.unitPriceMicros = *termPrice;
            line.billedQuantity = qint64(request.gpuCount) * request.terms;
            minor = lineMinor({request.gpuCount, request.terms, *termPrice}, 1, perMinor);
        } else {
            // Per GPU-hour: count x hours x rate (on demand, spot, or a fixed term without its own price).
            line.unit = termUnit(Term::Hour);
            line.unitPriceMicros = model == PricingModel::Spot ? *gpuPrice->spotHourlyMicros : gpuPrice->hourlyMicros;
            line.billedQuantity = qint64(gpuHours);
            minor = lineMinor({gpuHours, line.unitPriceMicros}, 1, perMinor);
        }
        if (!minor)
            return overflow();
        line.spotWarning = model == PricingModel::Spot;
        line.conceptId = line.spotWarning ? QString(kSpotConceptId) : QString();
        line.description = QStringLiteral("GPU rental (%1): %2, %3 for %4 (%5 h)")
                               .arg(englishPricing(model), request.gpuId,
                                    plural(request.gpuCount, QStringLiteral("GPU"), QStringLiteral("GPUs")),
                                    englishTermPhrase(request.term, request.terms), QString::number(hours));
        line.amount = Money{*minor, currency};
        quote.lines.append(line);
    }

    // Dedicated hosting: surcharge per GPU-hour over the same GPU-hours.
    if (request.dedicated) {
        LineItem line = baseLine(QStringLiteral("dedicated"));
        line.unit = termUnit(Term::Hour);
        line.unitPriceMicros = *prices.dedicatedPerGpuHourMicros;
        line.quantity = request.gpuCount;
        line.hours = hours;
        line.gpuHours = qint64(gpuHours);
        line.billedQuantity = qint64(gpuHours);
        const std::optional<qint64> minor = lineMinor({gpuHours, line.unitPriceMicros}, 1, perMinor);
        if (!minor)
            return overflow();
        line.description =
            QStringLiteral("Dedicated hosting surcharge: %1 x %2 h")
                .arg(plural(request.gpuCount, QStringLiteral("GPU"), QStringLiteral("GPUs")), QString::number(hours));
        line.amount = Money{*minor, currency};
        quote.lines.append(line);
    }

    // Support: flat price per 30-day month, prorated exactly: rate x hours / 720, rounded once.
    if (support) {
        LineItem line = baseLine(QStringLiteral("support"));
        line.unit = QStringLiteral("month");
        line.unitPriceMicros = support->microsPerMonth;
        line.quantity = 1;
        line.hours = hours;
        line.billedQuantity = qint64(divideHalfUp(Int128(hours) * 1000, kHoursPerMonth)); // < 2^51
        line.billedDivisor = 1000;
        const std::optional<qint64> minor = lineMinor({hours, support->microsPerMonth}, kHoursPerMonth, perMinor);
        if (!minor)
            return overflow();
        line.description = QStringLiteral("Support: %1 for %2 h (%2/720 of a 30-day month)")
                               .arg(support->name, QString::number(hours));
        line.amount = Money{*minor, currency};
        quote.lines.append(line);
    }

    // Storage: GB x rate per GB-month x hours / 720 (GB-months of a 30-day month), rounded once. Metered.
    if (request.storageGb > 0) {
        LineItem line = baseLine(QStringLiteral("storage"));
        if (!fillGbMonthLine(line, request.storageGb, hours, prices.storagePerGbMonthMicros, perMinor, currency))
            return overflow();
        line.description = QStringLiteral("Storage: %1 GB kept for %2 h (%2/720 of a 30-day month)")
                               .arg(QString::number(request.storageGb), QString::number(hours));
        quote.lines.append(line);
    }

    // Checkpoints: ceil(N x checkpoint bytes / 10^9) GB at the same storage rate, its own line. Metered.
    if (request.checkpointsKept > 0) {
        LineItem line = baseLine(QStringLiteral("checkpoints"));
        if (!fillGbMonthLine(line, checkpointStorageGb(request), hours, prices.storagePerGbMonthMicros, perMinor,
                             currency))
            return overflow();
        const QString each = request.checkpointsKept == 1 ? QStringLiteral("%1 GB") : QStringLiteral("%1 GB each");
        line.description =
            QStringLiteral("Checkpoint storage: %1 kept (%2) for %3 h (%3/720 of a 30-day month)")
                .arg(plural(request.checkpointsKept, QStringLiteral("checkpoint"), QStringLiteral("checkpoints")),
                     each.arg(englishGb(request.checkpointBytes)), QString::number(hours));
        quote.lines.append(line);
    }

    // Egress: GB x rate per GB, rounded once. Metered.
    if (request.egressGb > 0) {
        LineItem line = baseLine(QStringLiteral("egress"));
        line.upFront = false;
        line.unit = QStringLiteral("GB");
        line.unitPriceMicros = prices.egressPerGbMicros;
        line.quantity = request.egressGb;
        line.hours = 0;
        line.billedQuantity = request.egressGb;
        const std::optional<qint64> minor = lineMinor({request.egressGb, prices.egressPerGbMicros}, 1, perMinor);
        if (!minor)
            return overflow();
        line.description = QStringLiteral("Egress: %1 GB leaving the provider").arg(request.egressGb);
        line.amount = Money{*minor, currency};
        quote.lines.append(line);
    }

    qint64 subtotal = 0;
    for (const LineItem &line : std::as_const(quote.lines)) {
        qint64 &bucket = line.upFront ? quote.upFrontMinor : quote.meteredMinor;
        if (__builtin_add_overflow(subtotal, line.amount.minor, &subtotal) ||
            __builtin_add_overflow(bucket, line.amount.minor, &bucket)) {
            return overflow();
        }
        quote.spotWarning = quote.spotWarning || line.spotWarning;
    }
    quote.subtotal = Money{subtotal, currency};

    // VAT: one rate group (every line carries the request's rate): subtotal x rate / 10,000, rounded once.
    qint64 total = subtotal;
    if (request.vatBasisPoints) {
        VatGroup group;
        group.basisPoints = *request.vatBasisPoints;
        group.baseMinor = subtotal;
        const std::optional<qint64> vat = lineMinor({subtotal, group.basisPoints}, 10'000, 1);
        if (!vat)
            return overflow();
        group.vatMinor = *vat;
        quote.vatGroups.append(group);
        quote.vatMinor = *vat;
        if (__builtin_add_overflow(total, *vat, &total))
            return overflow();
    }
    quote.total = Money{total, currency};
    return quote;
}

} // namespace headroom::quote
