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

QString formatQuantity(const LineItem &line, const QString &language)
{
    int decimals = 0;
    for (qint64 d = line.quantityDivisor; d >= 10 && d % 10 == 0; d /= 10)
        ++decimals;
    return formatFixed(line.quantity, decimals, localeForLanguage(language));
}

QByteArray canonicalRequest(const QuoteRequest &request, const QString &priceListId)
{
    QByteArray out;
    out += "headroom-quote-v1\n";
    out += "gpu=" + request.gpuId.toUtf8() + '\n';
    out += "count=" + QByteArray::number(request.gpuCount) + '\n';
    out += "term=" + termKey(request.term).toUtf8() + '\n';
    out += "terms=" + QByteArray::number(request.terms) + '\n';
    out += "storage_gb=" + QByteArray::number(request.storageGb) + '\n';
    out += "egress_gb=" + QByteArray::number(request.egressGb) + '\n';
    out += "price_list=" + priceListId.toUtf8() + '\n';
    return out;
}

QString quoteFingerprint(const QuoteRequest &request, const QString &priceListId)
{
    const QByteArray digest =
        QCryptographicHash::hash(canonicalRequest(request, priceListId), QCryptographicHash::Sha256);
    return QString::fromLatin1(digest.toHex());
}

QString quoteReference(const QuoteRequest &request, const QString &priceListId, const QDate &date)
{
    return QStringLiteral("HR-%1-%2")
        .arg(date.year(), 4, 10, QLatin1Char('0'))
        .arg(quoteFingerprint(request, priceListId).left(6).toUpper());
}

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
    if (prices.storagePerGbMonthMicros < 0 || prices.egressPerGbMicros < 0) {
        return fail(error, QStringLiteral("priceList"),
                    QuoteMessages::tr("The price list \"%1\" has a negative storage or egress rate.").arg(prices.name));
    }
    if (request.gpuId.isEmpty())
        return fail(error, QStringLiteral("gpuId"), QuoteMessages::tr("Choose a GPU to quote."));
    const std::optional<catalog::GpuPrice> gpuPrice = prices.priceFor(request.gpuId);
    if (!gpuPrice) {
        return fail(error, QStringLiteral("gpuId"),
                    QuoteMessages::tr("The price list \"%1\" has no price for the GPU \"%2\".")
                        .arg(prices.name, request.gpuId));
    }
    if (gpuPrice->hourlyMicros <= 0) {
        return fail(error, QStringLiteral("gpuId"),
                    QuoteMessages::tr("The price list \"%1\" gives the GPU \"%2\" no usable hourly price.")
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

    const auto overflow = [&] {
        return fail(error, QStringLiteral("total"),
                    QuoteMessages::tr("The quote is too large to calculate: reduce the GPU count, the number of terms, "
                                      "storage or egress."));
    };
    const QString currency = prices.currency;
    const qint64 perMinor = microsPerMinor(currency);

    Quote quote;
    quote.request = request;
    quote.date = date;
    quote.reference = quoteReference(request, prices.id, date);
    quote.priceListId = prices.id;
    quote.priceListName = prices.name;
    quote.exampleData = prices.exampleData;
    quote.priceListRetrieved = prices.retrieved;
    quote.priceListValidUntil = prices.validUntil;
    quote.gpuProvider = gpuPrice->provider;
    quote.gpuPriceSource = gpuPrice->source;
    // terms < 2^31 and hoursPerTerm <= 720, so hours < 2^41.
    quote.hours = qint64(hoursPerTerm(request.term)) * request.terms;

    // GPU line: gpuCount x hours GPU-hours; amount = GPU-hours x hourly micros, rounded once.
    {
        const Int128 gpuHours = Int128(request.gpuCount) * quote.hours; // < 2^72
        if (!fitsInt64(gpuHours))
            return overflow();
        const Int128 micros = gpuHours * gpuPrice->hourlyMicros; // < 2^126
        const Int128 minor = divideHalfUp(micros, perMinor);
        if (!fitsInt64(minor))
            return overflow();
        LineItem line;
        line.kind = QStringLiteral("gpu");
        line.description =
            QStringLiteral("GPU rental: %1, %2 for %3 (%4 h)")
                .arg(request.gpuId, plural(request.gpuCount, QStringLiteral("GPU"), QStringLiteral("GPUs")),
                     englishTermPhrase(request.term, request.terms), QString::number(quote.hours));
        line.quantity = qint64(gpuHours);
        line.unit = QStringLiteral("GPU-hour");
        line.unitPriceMicros = gpuPrice->hourlyMicros;
        line.amount = Money{qint64(minor), currency};
        quote.lines.append(line);
    }

    // Storage line: GB-months of a 30-day month = storageGb x hours / 720 (exact rational);
    // amount = storageGb x rate x hours / 720 micros, one division, rounded once.
    if (request.storageGb > 0) {
        Int128 gbHours = 0;
        Int128 microsTimes720 = 0;
        if (__builtin_mul_overflow(Int128(request.storageGb), Int128(quote.hours), &gbHours) ||
            __builtin_mul_overflow(gbHours, Int128(prices.storagePerGbMonthMicros), &microsTimes720)) {
            return overflow();
        }
        const Int128 minor = divideHalfUp(microsTimes720, Int128(perMinor) * kHoursPerMonth);
        const Int128 milliGbMonths = divideHalfUp(gbHours * 1000, kHoursPerMonth); // < 2^114
        if (!fitsInt64(minor) || !fitsInt64(milliGbMonths))
            return overflow();
        LineItem line;
        line.kind = QStringLiteral("storage");
        line.description = QStringLiteral("Storage: %1 GB kept for %2 h (%2/720 of a 30-day month)")
                               .arg(QString::number(request.storageGb), QString::number(quote.hours));
        line.quantity = qint64(milliGbMonths);
        line.quantityDivisor = 1000;
        line.unit = QStringLiteral("GB-month");
        line.unitPriceMicros = prices.storagePerGbMonthMicros;
        line.amount = Money{qint64(minor), currency};
        quote.lines.append(line);
    }

    // Egress line: GB x rate per GB, rounded once.
    if (request.egressGb > 0) {
        const Int128 micros = Int128(request.egressGb) * prices.egressPerGbMicros; // < 2^126
        const Int128 minor = divideHalfUp(micros, perMinor);
        if (!fitsInt64(minor))
            return overflow();
        LineItem line;
        line.kind = QStringLiteral("egress");
        line.description = QStringLiteral("Egress: %1 GB leaving the provider").arg(request.egressGb);
        line.quantity = request.egressGb;
        line.unit = QStringLiteral("GB");
        line.unitPriceMicros = prices.egressPerGbMicros;
        line.amount = Money{qint64(minor), currency};
        quote.lines.append(line);
    }

    qint64 total = 0;
    for (const LineItem &line : std::as_const(quote.lines)) {
        if (__builtin_add_overflow(total, line.amount.minor, &total))
            return overflow();
    }
    quote.total = Money{total, currency};
    return quote;
}

} // namespace headroom::quote
