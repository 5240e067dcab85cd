// SPDX-License-Identifier: GPL-3.0-or-later
// Pricing and money: currency exponents, half-up rounding of micro-units, locale formatting, every term kind,
// on-demand / spot / fixed-term pricing, options (dedicated hosting, support, storage, egress), up-front vs
// metered totals, VAT, errors, the configuration fingerprint and the provisional reference. Every expected
// value is worked out by hand in the comment next to it; price lists are built here, never read from the
// built-in catalogue (except the one smoke test at the end).

#include <quote/quote.h>

#include <QTest>

#include <functional>
#include <limits>

using namespace headroom;
using namespace headroom::quote;

namespace {

catalog::GpuPrice gpuPrice(const QString &id, qint64 hourlyMicros)
{
    catalog::GpuPrice p;
    p.gpuId = id;
    p.provider = QStringLiteral("Test provider");
    p.hourlyMicros = hourlyMicros;
    p.source = catalog::Source{QStringLiteral("https://example.invalid/prices"), QDate(2026, 11, 9), QString()};
    return p;
}

/// A hand-made list: H100 at 2.69 USD/h, storage 0.10 USD per GB-month, egress 0.095 USD per GB.
catalog::PriceList testList()
{
    catalog::PriceList list;
    list.id = QStringLiteral("test-2026-01");
    list.name = QStringLiteral("Test list");
    list.currency = QStringLiteral("USD");
    list.exampleData = true;
    list.retrieved = QDate(2026, 11, 30);
    list.validUntil = QDate(2026, 12, 31);
    list.gpus = {gpuPrice(QStringLiteral("h100-80gb"), 2'690'000), gpuPrice(QStringLiteral("no-price"), 0)};
    list.storagePerGbMonthMicros = 100'000;
    list.egressPerGbMicros = 95'000;
    return list;
}

/// A list with one GPU "gpu-x" at `hourlyMicros` in `currency`.
catalog::PriceList singleGpuList(qint64 hourlyMicros, const QString &currency = QStringLiteral("USD"))
{
    catalog::PriceList list = testList();
    list.currency = currency;
    list.gpus = {gpuPrice(QStringLiteral("gpu-x"), hourlyMicros)};
    return list;
}

/// "gpu-f": 2.00 USD per GPU-hour on demand, 0.80 spot, fixed terms 40.00 per GPU-day and 250.00 per GPU-week
/// (no month price: a fixed month is priced per hour). "gpu-g": 3.00 on demand, fixed month 100.005 per GPU.
/// Options: dedicated 0.35 per GPU-hour, support "basic" 29.00 and "odd" 0.45 per 30-day month, storage 0.10
/// per GB-month, egress 0.09 per GB.
catalog::PriceList optionsList(const QString &currency = QStringLiteral("USD"))
{
    catalog::PriceList list = testList();
    list.id = QStringLiteral("options-2026-11");
    list.currency = currency;
    catalog::GpuPrice f = gpuPrice(QStringLiteral("gpu-f"), 2'000'000);
    f.spotHourlyMicros = 800'000;
    f.fixedTerms.dayMicros = 40'000'000;
    f.fixedTerms.weekMicros = 250'000'000;
    catalog::GpuPrice g = gpuPrice(QStringLiteral("gpu-g"), 3'000'000);
    g.fixedTerms.monthMicros = 100'005'000;
    list.gpus = {f, g};
    list.dedicatedPerGpuHourMicros = 350'000;
    list.supportTiers = {catalog::SupportTier{QStringLiteral("basic"), QStringLiteral("Basic support"), 29'000'000, {}},
                         catalog::SupportTier{QStringLiteral("odd"), QStringLiteral("Odd support"), 450'000, {}}};
    list.storagePerGbMonthMicros = 100'000;
    list.egressPerGbMicros = 90'000;
    return list;
}

/// A yen list (JPY has no minor unit): "h100-80gb" 450 JPY per GPU-hour on demand, fixed month 250,000 JPY per
/// GPU; "gpu-y" 1.5 JPY per GPU-hour. Storage 15 JPY per GB-month, egress 5.5 JPY per GB, support "basic"
/// 5,000 JPY per month.
catalog::PriceList jpyList()
{
    catalog::PriceList list = testList();
    list.id = QStringLiteral("test-jpy-2026-11");
    list.currency = QStringLiteral("JPY");
    catalog::GpuPrice h100 = gpuPrice(QStringLiteral("h100-80gb"), 450'000'000);
    h100.fixedTerms.monthMicros = 250'000'000'000;
    list.gpus = {h100, gpuPrice(QStringLiteral("gpu-y"), 1'500'000)};
    list.storagePerGbMonthMicros = 15'000'000;
    list.egressPerGbMicros = 5'500'000;
    list.supportTiers = {catalog::SupportTier{QStringLiteral("basic"), QStringLiteral("Basic"), 5'000'000'000, {}}};
    return list;
}

QuoteRequest request(const QString &gpu, int count, Term term, int terms, qint64 storageGb = 0, qint64 egressGb = 0)
{
    QuoteRequest r;
    r.gpuId = gpu;
    r.gpuCount = count;
    r.term = term;
    r.terms = terms;
    r.storageGb = storageGb;
    r.egressGb = egressGb;
    return r;
}

QuoteRequest withPricing(QuoteRequest r, PricingModel pricing)
{
    r.pricing = pricing;
    return r;
}

/// Sum of the rounded line amounts.
qint64 sumOfLines(const Quote &q)
{
    qint64 sum = 0;
    for (const LineItem &line : q.lines)
        sum += line.amount.minor;
    return sum;
}

const QDate kDate(2026, 11, 30);

} // namespace

Q_DECLARE_METATYPE(headroom::quote::QuoteRequest)
Q_DECLARE_METATYPE(headroom::catalog::PriceList)

class TestQuote : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void currencyExponent_data();
    void currencyExponent();
    void microsToMinorHalfUp_data();
    void microsToMinorHalfUp();
    void formatMoney_data();
    void formatMoney();
    void formatMicros_data();
    void formatMicros();
    void hoursPerTerm_data();
    void hoursPerTerm();
    void termFromKeyRejectsOthers_data();
    void termFromKeyRejectsOthers();
    void gpuLine_data();
    void gpuLine();
    void storageLine_data();
    void storageLine();
    void egressLine_data();
    void egressLine();
    void totalIsSumOfRoundedLines();
    void optionLinesOnlyWhenSelected();
    void spotLine_data();
    void spotLine();
    void fixedTerm_data();
    void fixedTerm();
    void optionsOnDemand();
    void optionsFixedTermSplitUpFront();
    void supportProration_data();
    void supportProration();
    void vat_data();
    void vat();
    void jpyQuote();
    void hoursBasis();
    void quoteCarriesPriceListFacts();
    void errors_data();
    void errors();
    void pricingErrors_data();
    void pricingErrors();
    void overflowInFixedTermAndVat();
    void negativeOptionRateIsAnError();
    void errorWithoutOutParameter();
    void canonicalRequestIsDocumentedForm();
    void fingerprintChangesWithEveryInput_data();
    void fingerprintChangesWithEveryInput();
    void fingerprintIgnoresLanguageDateAndRates();
    void provisionalReference();
    void pricingModelKeys();
    void formatBasisPoints_data();
    void formatBasisPoints();
    void builtInListsPriceEveryCatalogueGpu();
};

void TestQuote::currencyExponent_data()
{
    QTest::addColumn<QString>("currency");
    QTest::addColumn<int>("exponent");
    // ISO 4217 List one, column "Minor unit".
    QTest::newRow("USD") << QStringLiteral("USD") << 2;
    QTest::newRow("EUR") << QStringLiteral("EUR") << 2;
    QTest::newRow("TRY") << QStringLiteral("TRY") << 2;
    QTest::newRow("GBP") << QStringLiteral("GBP") << 2;
    QTest::newRow("CHF") << QStringLiteral("CHF") << 2;
    QTest::newRow("JPY") << QStringLiteral("JPY") << 0;
    QTest::newRow("KWD") << QStringLiteral("KWD") << 3;
    QTest::newRow("BHD") << QStringLiteral("BHD") << 3;
    QTest::newRow("CLF") << QStringLiteral("CLF") << 4;
    QTest::newRow("unknown code defaults to 2") << QStringLiteral("QQQ") << 2;
    QTest::newRow("empty defaults to 2") << QString() << 2;
    QTest::newRow("lower case is not a code") << QStringLiteral("jpy") << 2;
}

void TestQuote::currencyExponent()
{
    QFETCH(QString, currency);
    QFETCH(int, exponent);
    QCOMPARE(quote::currencyExponent(currency), exponent);
}

void TestQuote::microsToMinorHalfUp_data()
{
    QTest::addColumn<qint64>("micros");
    QTest::addColumn<QString>("currency");
    QTest::addColumn<qint64>("minor");
    const QString usd = QStringLiteral("USD");
    const QString jpy = QStringLiteral("JPY");
    const QString kwd = QStringLiteral("KWD");
    // Exponent 2: 1 cent = 10,000 micros; half a cent = 5,000.
    QTest::newRow("zero") << qint64(0) << usd << qint64(0);
    QTest::newRow("0.4999 cent down") << qint64(4'999) << usd << qint64(0);
    QTest::newRow("0.5 cent up") << qint64(5'000) << usd << qint64(1);
    QTest::newRow("1.4999 cents down") << qint64(14'999) << usd << qint64(1);
    QTest::newRow("1.5 cents up (half-even would give 2 too)") << qint64(15'000) << usd << qint64(2);
    QTest::newRow("2.5 cents up (half-even would give 2)") << qint64(25'000) << usd << qint64(3);
    QTest::newRow("2.69 USD exact") << qint64(2'690'000) << usd << qint64(269);
    QTest::newRow("-0.4999 cent towards zero") << qint64(-4'999) << usd << qint64(0);
    QTest::newRow("-0.5 cent away from zero") << qint64(-5'000) << usd << qint64(-1);
    QTest::newRow("-1.5 cents away from zero") << qint64(-15'000) << usd << qint64(-2);
    QTest::newRow("-2.685 USD") << qint64(-2'685'000) << usd << qint64(-269); // -268.5 cents -> -269
    // 9,223,372,036,854,775,807 / 10,000 = 922,337,203,685,477 remainder 5,807 >= 5,000 -> +1.
    QTest::newRow("int64 max") << std::numeric_limits<qint64>::max() << usd << qint64(922'337'203'685'478);
    // |min| = 9,223,372,036,854,775,808: remainder 5,808 -> away from zero.
    QTest::newRow("int64 min") << std::numeric_limits<qint64>::min() << usd << qint64(-922'337'203'685'478);
    // Exponent 0 (JPY): 1 yen = 1,000,000 micros.
    QTest::newRow("JPY 0.499999 down") << qint64(499'999) << jpy << qint64(0);
    QTest::newRow("JPY 0.5 up") << qint64(500'000) << jpy << qint64(1);
    QTest::newRow("JPY 1.499999 down") << qint64(1'499'999) << jpy << qint64(1);
    QTest::newRow("JPY 1.5 up") << qint64(1'500'000) << jpy << qint64(2);
    QTest::newRow("JPY -0.5 away from zero") << qint64(-500'000) << jpy << qint64(-1);
    // Exponent 3 (KWD): 1 fils = 1,000 micros.
    QTest::newRow("KWD 0.499 fils down") << qint64(499) << kwd << qint64(0);
    QTest::newRow("KWD 0.5 fils up") << qint64(500) << kwd << qint64(1);
    QTest::newRow("KWD 1.2345 -> 1.235") << qint64(1'234'500) << kwd << qint64(1'235);
    QTest::newRow("KWD -1.2345 -> -1.235") << qint64(-1'234'500) << kwd << qint64(-1'235);
}

void TestQuote::microsToMinorHalfUp()
{
    QFETCH(qint64, micros);
    QFETCH(QString, currency);
    QFETCH(qint64, minor);
    QCOMPARE(quote::microsToMinorHalfUp(micros, currency), minor);
}

void TestQuote::formatMoney_data()
{
    QTest::addColumn<qint64>("minor");
    QTest::addColumn<QString>("currency");
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("expected");
    // Only the separators come from the locale: en_US "," groups and "." decimals; nl_NL and tr_TR
    // the reverse (CLDR, stable across versions). The ISO code follows after a space.
    QTest::newRow("en month H100") << qint64(193'680) << QStringLiteral("USD") << QStringLiteral("en")
                                   << QStringLiteral("1,936.80 USD");
    QTest::newRow("nl") << qint64(193'680) << QStringLiteral("EUR") << QStringLiteral("nl")
                        << QStringLiteral("1.936,80 EUR");
    QTest::newRow("tr") << qint64(193'680) << QStringLiteral("TRY") << QStringLiteral("tr")
                        << QStringLiteral("1.936,80 TRY");
    QTest::newRow("nl_NL spelled out") << qint64(193'680) << QStringLiteral("EUR") << QStringLiteral("nl_NL")
                                       << QStringLiteral("1.936,80 EUR");
    QTest::newRow("unknown language -> en_US")
        << qint64(193'680) << QStringLiteral("USD") << QStringLiteral("de") << QStringLiteral("1,936.80 USD");
    QTest::newRow("no grouping below 1000")
        << qint64(45'192) << QStringLiteral("USD") << QStringLiteral("en") << QStringLiteral("451.92 USD");
    QTest::newRow("zero") << qint64(0) << QStringLiteral("USD") << QStringLiteral("en") << QStringLiteral("0.00 USD");
    QTest::newRow("five cents") << qint64(5) << QStringLiteral("USD") << QStringLiteral("en")
                                << QStringLiteral("0.05 USD");
    QTest::newRow("minus five cents") << qint64(-5) << QStringLiteral("USD") << QStringLiteral("en")
                                      << QStringLiteral("-0.05 USD");
    QTest::newRow("nl negative") << qint64(-193'680) << QStringLiteral("EUR") << QStringLiteral("nl")
                                 << QStringLiteral("-1.936,80 EUR");
    QTest::newRow("billions") << qint64(123'456'789'012) << QStringLiteral("USD") << QStringLiteral("en")
                              << QStringLiteral("1,234,567,890.12 USD");
    // Beyond 2^53 a double would lose the last digits; the integer path keeps them.
    QTest::newRow("int64 min") << std::numeric_limits<qint64>::min() << QStringLiteral("USD") << QStringLiteral("en")
                               << QStringLiteral("-92,233,720,368,547,758.08 USD");
    QTest::newRow("JPY no decimals") << qint64(1'234'567) << QStringLiteral("JPY") << QStringLiteral("en")
                                     << QStringLiteral("1,234,567 JPY");
    QTest::newRow("KWD three decimals") << qint64(1'234) << QStringLiteral("KWD") << QStringLiteral("en")
                                        << QStringLiteral("1.234 KWD");
    QTest::newRow("KWD nl") << qint64(1'234'567) << QStringLiteral("KWD") << QStringLiteral("nl")
                            << QStringLiteral("1.234,567 KWD");
}

void TestQuote::formatMoney()
{
    QFETCH(qint64, minor);
    QFETCH(QString, currency);
    QFETCH(QString, language);
    QFETCH(QString, expected);
    QCOMPARE(quote::formatMoney(Money{minor, currency}, language), expected);
}

void TestQuote::formatMicros_data()
{
    QTest::addColumn<qint64>("micros");
    QTest::addColumn<QString>("currency");
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("expected");
    const QString usd = QStringLiteral("USD");
    const QString en = QStringLiteral("en");
    QTest::newRow("2.69") << qint64(2'690'000) << usd << en << QStringLiteral("2.69");
    QTest::newRow("keeps two decimals") << qint64(100'000) << usd << en << QStringLiteral("0.10");
    QTest::newRow("zero") << qint64(0) << usd << en << QStringLiteral("0.00");
    QTest::newRow("six decimals") << qint64(20'625) << usd << en << QStringLiteral("0.020625");
    QTest::newRow("per-second serverless rate") << qint64(444) << usd << en << QStringLiteral("0.000444");
    QTest::newRow("four decimals") << qint64(2'402'400) << usd << en << QStringLiteral("2.4024");
    QTest::newRow("nl four decimals") << qint64(2'402'400) << QStringLiteral("EUR") << QStringLiteral("nl")
                                      << QStringLiteral("2,4024");
    QTest::newRow("grouped") << qint64(1'000'000'000) << usd << en << QStringLiteral("1,000.00");
    QTest::newRow("JPY whole") << qint64(1'500'000'000) << QStringLiteral("JPY") << en << QStringLiteral("1,500");
    QTest::newRow("JPY fraction") << qint64(1'500'000) << QStringLiteral("JPY") << en << QStringLiteral("1.5");
}

void TestQuote::formatMicros()
{
    QFETCH(qint64, micros);
    QFETCH(QString, currency);
    QFETCH(QString, language);
    QFETCH(QString, expected);
    QCOMPARE(quote::formatMicros(micros, currency, language), expected);
}

void TestQuote::hoursPerTerm_data()
{
    QTest::addColumn<QString>("key");
    QTest::addColumn<int>("hours");
    // "Vaste huurtermijn": a week is exactly 7 days and a month exactly 30 days.
    QTest::newRow("hour") << QStringLiteral("hour") << 1;
    QTest::newRow("day") << QStringLiteral("day") << 24;
    QTest::newRow("week = 7 x 24") << QStringLiteral("week") << 168;
    QTest::newRow("month = 30 x 24") << QStringLiteral("month") << 720;
}

void TestQuote::hoursPerTerm()
{
    QFETCH(QString, key);
    QFETCH(int, hours);
    const std::optional<Term> term = termFromKey(key);
    QVERIFY(term.has_value());
    QCOMPARE(termKey(*term), key);
    QCOMPARE(quote::hoursPerTerm(*term), hours);
}

void TestQuote::termFromKeyRejectsOthers_data()
{
    QTest::addColumn<QString>("key");
    QTest::newRow("empty") << QString();
    QTest::newRow("capitalised") << QStringLiteral("Week");
    QTest::newRow("plural") << QStringLiteral("months");
    QTest::newRow("other") << QStringLiteral("fortnight");
    QTest::newRow("padded") << QStringLiteral(" day");
}

void TestQuote::termFromKeyRejectsOthers()
{
    QFETCH(QString, key);
    QVERIFY(!termFromKey(key).has_value());
}

void TestQuote::gpuLine_data()
{
    QTest::addColumn<qint64>("hourlyMicros");
    QTest::addColumn<QString>("currency");
    QTest::addColumn<int>("gpuCount");
    QTest::addColumn<QString>("term");
    QTest::addColumn<int>("terms");
    QTest::addColumn<qint64>("hours");
    QTest::addColumn<qint64>("gpuHours");
    QTest::addColumn<qint64>("minor");
    const QString usd = QStringLiteral("USD");
    // 1x H100 at 2.69 USD/h (quote-anchors 1.6, [EXAMPLE DATA]):
    // hour: 1 GPU-h x 2.69 = 2.69 USD.
    QTest::newRow("hour") << qint64(2'690'000) << usd << 1 << QStringLiteral("hour") << 1 << qint64(1) << qint64(1)
                          << qint64(269);
    // day: 24 GPU-h x 2.69 = 64.56 USD.
    QTest::newRow("day") << qint64(2'690'000) << usd << 1 << QStringLiteral("day") << 1 << qint64(24) << qint64(24)
                         << qint64(6'456);
    // week: 168 GPU-h x 2.69 = 451.92 USD (quote-anchors 1.6).
    QTest::newRow("week") << qint64(2'690'000) << usd << 1 << QStringLiteral("week") << 1 << qint64(168) << qint64(168)
                          << qint64(45'192);
    // month: 720 GPU-h x 2.69 = 1,936.80 USD (quote-anchors 1.6; a 730 h month would be 1,963.70).
    QTest::newRow("month") << qint64(2'690'000) << usd << 1 << QStringLiteral("month") << 1 << qint64(720)
                           << qint64(720) << qint64(193'680);
    // 8 GPUs x 3 weeks: 3 x 168 = 504 h; 8 x 504 = 4,032 GPU-h; 4,032 x 2.69 = 8,064 + 2,782.08 = 10,846.08.
    QTest::newRow("8 GPUs x 3 weeks") << qint64(2'690'000) << usd << 8 << QStringLiteral("week") << 3 << qint64(504)
                                      << qint64(4'032) << qint64(1'084'608);
    // 2 GPUs x 2 months at 2.4024: 1,440 h; 2,880 GPU-h; 2,880 x 2.4024 = 6,912 + 6.912 = 6,918.912
    // -> 691,891.2 cents -> 691,891 (6,918.91).
    QTest::newRow("2 GPUs x 2 months, rounds down") << qint64(2'402'400) << usd << 2 << QStringLiteral("month") << 2
                                                    << qint64(1'440) << qint64(2'880) << qint64(691'891);
    // 4 GPUs x 5 days at 1.234567: 120 h; 480 GPU-h; 480 x 1,234,567 = 592,592,160 micros
    // -> 59,259.216 cents -> 59,259 (592.59).
    QTest::newRow("4 GPUs x 5 days, six-decimal rate")
        << qint64(1'234'567) << usd << 4 << QStringLiteral("day") << 5 << qint64(120) << qint64(480) << qint64(59'259);
    // 1 GPU x 1 hour at 0.245: 24.5 cents -> 25 half up (half-even and truncation would give 24).
    QTest::newRow("exact half cent rounds up")
        << qint64(245'000) << usd << 1 << QStringLiteral("hour") << 1 << qint64(1) << qint64(1) << qint64(25);
    // 12 GPUs x 1 hour at 0.020625: 247,500 micros = 24.75 cents -> 25.
    QTest::newRow("three quarters of a cent rounds up")
        << qint64(20'625) << usd << 12 << QStringLiteral("hour") << 1 << qint64(1) << qint64(12) << qint64(25);
    // JPY (exponent 0): 400 JPY/h x 168 h = 67,200 JPY.
    QTest::newRow("JPY week") << qint64(400'000'000) << QStringLiteral("JPY") << 1 << QStringLiteral("week") << 1
                              << qint64(168) << qint64(168) << qint64(67'200);
    // KWD (exponent 3): 0.8125 KWD/h x 24 h = 19.5 KWD = 19,500 fils.
    QTest::newRow("KWD day") << qint64(812'500) << QStringLiteral("KWD") << 1 << QStringLiteral("day") << 1
                             << qint64(24) << qint64(24) << qint64(19'500);
    // A rate below one cent per hour: 4,440 micros = 0.00444 USD per GPU-hour.
    // 1 GPU x 1 hour: 4,440 micros = 0.444 cent -> 0.
    QTest::newRow("sub-cent rate, 1 hour")
        << qint64(4'440) << usd << 1 << QStringLiteral("hour") << 1 << qint64(1) << qint64(1) << qint64(0);
    // 1 GPU x 2 hours: 8,880 micros = 0.888 cent -> 1.
    QTest::newRow("sub-cent rate, 2 hours")
        << qint64(4'440) << usd << 1 << QStringLiteral("hour") << 2 << qint64(2) << qint64(2) << qint64(1);
    // 1 GPU x 1 day: 24 x 4,440 = 106,560 micros = 10.656 cents -> 11.
    QTest::newRow("sub-cent rate, 1 day")
        << qint64(4'440) << usd << 1 << QStringLiteral("day") << 1 << qint64(24) << qint64(24) << qint64(11);
    // 1 GPU x 1 week: 168 x 4,440 = 745,920 micros = 74.592 cents -> 75.
    QTest::newRow("sub-cent rate, 1 week")
        << qint64(4'440) << usd << 1 << QStringLiteral("week") << 1 << qint64(168) << qint64(168) << qint64(75);
    // 3 GPUs x 1 month: 3 x 720 = 2,160 GPU-h x 4,440 = 9,590,400 micros = 959.04 cents -> 959 (9.59 USD).
    QTest::newRow("sub-cent rate, 3 GPUs x 1 month")
        << qint64(4'440) << usd << 3 << QStringLiteral("month") << 1 << qint64(720) << qint64(2'160) << qint64(959);
}

void TestQuote::gpuLine()
{
    QFETCH(qint64, hourlyMicros);
    QFETCH(QString, currency);
    QFETCH(int, gpuCount);
    QFETCH(QString, term);
    QFETCH(int, terms);
    QFETCH(qint64, hours);
    QFETCH(qint64, gpuHours);
    QFETCH(qint64, minor);

    QuoteError error;
    const auto q = buildQuote(request(QStringLiteral("gpu-x"), gpuCount, *termFromKey(term), terms),
                              singleGpuList(hourlyMicros, currency), kDate, &error);
    QVERIFY2(q.has_value(), qPrintable(error.message));
    QCOMPARE(q->hours, hours);
    QCOMPARE(q->lines.size(), 1);
    const LineItem &line = q->lines.first();
    QCOMPARE(line.kind, QStringLiteral("gpu"));
    QCOMPARE(line.quantity, qint64(gpuCount)); // issue 5: the GPU count
    QCOMPARE(line.hours, hours);               // hours of all terms
    QCOMPARE(line.gpuHours, gpuHours);
    QCOMPARE(line.billedQuantity, gpuHours);
    QCOMPARE(line.billedDivisor, qint64(1));
    QCOMPARE(line.unit, QStringLiteral("GPU-hour"));
    QCOMPARE(line.unitPriceMicros, hourlyMicros);
    QCOMPARE(line.pricing, PricingModel::OnDemand);
    QVERIFY(!line.upFront);
    QVERIFY(!line.spotWarning);
    QVERIFY(line.conceptId.isEmpty());
    QCOMPARE(line.amount, (Money{minor, currency}));
    QCOMPARE(q->subtotal, (Money{minor, currency}));
    QCOMPARE(q->meteredMinor, minor); // on demand is metered
    QCOMPARE(q->upFrontMinor, qint64(0));
    QVERIFY(q->vatGroups.isEmpty());
    QCOMPARE(q->vatMinor, qint64(0));
    QCOMPARE(q->total, (Money{minor, currency}));
}

void TestQuote::storageLine_data()
{
    QTest::addColumn<qint64>("storageGb");
    QTest::addColumn<qint64>("rateMicros");
    QTest::addColumn<QString>("term");
    QTest::addColumn<int>("terms");
    QTest::addColumn<qint64>("milliGbMonths");
    QTest::addColumn<qint64>("minor");
    // Storage micros = GB x rate x hours / 720, one division, then half up to cents.
    // 100 GB x 0.10 x 168/720: 10 USD a month x 7/30 = 2.3333 USD -> 2.33.
    // GB-months: 100 x 168 / 720 = 23.3333 -> 23.333 (x1000 = 23,333).
    QTest::newRow("100 GB for a week") << qint64(100) << qint64(100'000) << QStringLiteral("week") << 1
                                       << qint64(23'333) << qint64(233);
    // 200 GB x 0.10 x 7/30 = 4.6666 USD -> 4.67 (rounds up); 46.6666 GB-months -> 46.667.
    QTest::newRow("200 GB for a week rounds up")
        << qint64(200) << qint64(100'000) << QStringLiteral("week") << 1 << qint64(46'667) << qint64(467);
    // 999 GB x 0.15 = 149.85 USD a month x 7/30 = 34.965 USD exactly: half a cent -> 34.97 half up
    // (half-even would give 34.96). 999 x 168 / 720 = 233.1 GB-months.
    QTest::newRow("999 GB for a week, exact half cent")
        << qint64(999) << qint64(150'000) << QStringLiteral("week") << 1 << qint64(233'100) << qint64(3'497);
    // 500 GB x 0.07 x 1,440/720 = 35 x 2 = 70.00 USD; 1,000 GB-months.
    QTest::newRow("500 GB for two months")
        << qint64(500) << qint64(70'000) << QStringLiteral("month") << 2 << qint64(1'000'000) << qint64(7'000);
    // 10 GB x 0.015 x 24/720 = 0.15 / 30 = 0.005 USD = half a cent -> 0.01; 0.333 GB-months.
    QTest::newRow("10 GB for a day, half a cent")
        << qint64(10) << qint64(15'000) << QStringLiteral("day") << 1 << qint64(333) << qint64(1);
    // 1 GB x 0.10 x 1/720 = 138.9 micros = 0.0139 cents -> 0.00; 1/720 GB-month = 0.00139 -> 0.001.
    QTest::newRow("1 GB for an hour rounds to zero")
        << qint64(1) << qint64(100'000) << QStringLiteral("hour") << 1 << qint64(1) << qint64(0);
}

void TestQuote::storageLine()
{
    QFETCH(qint64, storageGb);
    QFETCH(qint64, rateMicros);
    QFETCH(QString, term);
    QFETCH(int, terms);
    QFETCH(qint64, milliGbMonths);
    QFETCH(qint64, minor);

    catalog::PriceList list = testList();
    list.storagePerGbMonthMicros = rateMicros;
    QuoteError error;
    const auto q = buildQuote(request(QStringLiteral("h100-80gb"), 1, *termFromKey(term), terms, storageGb, 0), list,
                              kDate, &error);
    QVERIFY2(q.has_value(), qPrintable(error.message));
    QCOMPARE(q->lines.size(), 2);
    const LineItem &line = q->lines.at(1);
    QCOMPARE(line.kind, QStringLiteral("storage"));
    QCOMPARE(line.unit, QStringLiteral("GB-month"));
    QCOMPARE(line.quantity, storageGb);
    QCOMPARE(line.hours, qint64(quote::hoursPerTerm(*termFromKey(term))) * terms);
    QCOMPARE(line.billedDivisor, qint64(1000));
    QCOMPARE(line.billedQuantity, milliGbMonths);
    QVERIFY(!line.upFront);
    QCOMPARE(line.unitPriceMicros, rateMicros);
    QCOMPARE(line.amount, (Money{minor, QStringLiteral("USD")}));
}

void TestQuote::egressLine_data()
{
    QTest::addColumn<qint64>("egressGb");
    QTest::addColumn<qint64>("rateMicros");
    QTest::addColumn<qint64>("minor");
    // 3 GB x 0.095 = 0.285 USD = 28.5 cents -> 29 half up (half-even and truncation: 28).
    QTest::newRow("exact half cent") << qint64(3) << qint64(95'000) << qint64(29);
    // 1,000 GB x 0.05 = 50.00 USD.
    QTest::newRow("1000 GB") << qint64(1'000) << qint64(50'000) << qint64(5'000);
    // 7 GB x 0.0123 = 0.0861 USD = 8.61 cents -> 9.
    QTest::newRow("7 GB rounds up") << qint64(7) << qint64(12'300) << qint64(9);
    // 1 GB x 0.004999 = 0.4999 cents -> 0.
    QTest::newRow("just under half a cent") << qint64(1) << qint64(4'999) << qint64(0);
}

void TestQuote::egressLine()
{
    QFETCH(qint64, egressGb);
    QFETCH(qint64, rateMicros);
    QFETCH(qint64, minor);

    catalog::PriceList list = testList();
    list.egressPerGbMicros = rateMicros;
    QuoteError error;
    const auto q = buildQuote(request(QStringLiteral("h100-80gb"), 1, Term::Hour, 1, 0, egressGb), list, kDate, &error);
    QVERIFY2(q.has_value(), qPrintable(error.message));
    QCOMPARE(q->lines.size(), 2);
    const LineItem &line = q->lines.at(1);
    QCOMPARE(line.kind, QStringLiteral("egress"));
    QCOMPARE(line.unit, QStringLiteral("GB"));
    QCOMPARE(line.quantity, egressGb);
    QCOMPARE(line.hours, qint64(0));
    QCOMPARE(line.billedQuantity, egressGb);
    QCOMPARE(line.billedDivisor, qint64(1));
    QVERIFY(!line.upFront);
    QCOMPARE(line.unitPriceMicros, rateMicros);
    QCOMPARE(line.amount, (Money{minor, QStringLiteral("USD")}));
}

void TestQuote::totalIsSumOfRoundedLines()
{
    // 1x H100 for a week (451.92) + 200 GB storage for that week at 0.10 (4.6666 -> 4.67)
    // + 3 GB egress at 0.095 (0.285 -> 0.29). Sum of rounded lines: 451.92 + 4.67 + 0.29 = 456.88 USD.
    // (Rounding the exact sum 451.92 + 4.666667 + 0.285 = 456.871667 once would give 456.87: lines round first.)
    const auto q = buildQuote(request(QStringLiteral("h100-80gb"), 1, Term::Week, 1, 200, 3), testList(), kDate);
    QVERIFY(q.has_value());
    QCOMPARE(q->lines.size(), 3);
    QCOMPARE(q->lines.at(0).kind, QStringLiteral("gpu"));
    QCOMPARE(q->lines.at(1).kind, QStringLiteral("storage"));
    QCOMPARE(q->lines.at(2).kind, QStringLiteral("egress"));
    QCOMPARE(q->lines.at(0).amount.minor, qint64(45'192));
    QCOMPARE(q->lines.at(1).amount.minor, qint64(467));
    QCOMPARE(q->lines.at(2).amount.minor, qint64(29));
    QCOMPARE(q->total, (Money{45'688, QStringLiteral("USD")}));
    QCOMPARE(quote::formatMoney(q->total, QStringLiteral("en")), QStringLiteral("456.88 USD"));

    // Per-line rounding is visible where it differs from rounding the exact sum once:
    // 1x H100 for a day 64.56 + 10 GB storage at 0.015 for a day (10 x 0.015 x 24/720 = 0.005 -> 0.01)
    // + 1 GB egress at 0.005 (0.005 -> 0.01) = 64.58 USD, while the exact sum 64.57 would round to 64.57.
    catalog::PriceList list = testList();
    list.storagePerGbMonthMicros = 15'000;
    list.egressPerGbMicros = 5'000;
    const auto day = buildQuote(request(QStringLiteral("h100-80gb"), 1, Term::Day, 1, 10, 1), list, kDate);
    QVERIFY(day.has_value());
    QCOMPARE(day->lines.size(), 3);
    QCOMPARE(day->lines.at(1).amount.minor, qint64(1));
    QCOMPARE(day->lines.at(2).amount.minor, qint64(1));
    QCOMPARE(day->total.minor, qint64(6'458));
}

void TestQuote::optionLinesOnlyWhenSelected()
{
    const auto q = buildQuote(request(QStringLiteral("h100-80gb"), 1, Term::Day, 1, 0, 0), testList(), kDate);
    QVERIFY(q.has_value());
    QCOMPARE(q->lines.size(), 1);
    QCOMPARE(q->lines.first().kind, QStringLiteral("gpu"));

    const auto withEgress = buildQuote(request(QStringLiteral("h100-80gb"), 1, Term::Day, 1, 0, 5), testList(), kDate);
    QVERIFY(withEgress.has_value());
    QCOMPARE(withEgress->lines.size(), 2);
    QCOMPARE(withEgress->lines.at(1).kind, QStringLiteral("egress"));
}

void TestQuote::spotLine_data()
{
    QTest::addColumn<qint64>("spotMicros");
    QTest::addColumn<int>("gpuCount");
    QTest::addColumn<QString>("term");
    QTest::addColumn<int>("terms");
    QTest::addColumn<qint64>("minor");
    // 4 GPUs x 1 week at 0.80 spot: 4 x 168 = 672 GPU-h x 0.80 = 537.60 USD.
    QTest::newRow("4 GPUs x 1 week") << qint64(800'000) << 4 << QStringLiteral("week") << 1 << qint64(53'760);
    // 1 GPU x 2 months: 1,440 GPU-h x 0.80 = 1,152.00 USD.
    QTest::newRow("1 GPU x 2 months") << qint64(800'000) << 1 << QStringLiteral("month") << 2 << qint64(115'200);
    // 8 GPUs x 1 hour at 0.000625: 5,000 micros = half a cent -> 1 cent (half-even and truncation: 0).
    QTest::newRow("8 GPUs x 1 hour, half a cent") << qint64(625) << 8 << QStringLiteral("hour") << 1 << qint64(1);
    // 3 GPUs x 2 days at 0.4321: 144 GPU-h x 0.4321 = 62.2224 USD -> 62.22.
    QTest::newRow("3 GPUs x 2 days") << qint64(432'100) << 3 << QStringLiteral("day") << 2 << qint64(6'222);
}

void TestQuote::spotLine()
{
    QFETCH(qint64, spotMicros);
    QFETCH(int, gpuCount);
    QFETCH(QString, term);
    QFETCH(int, terms);
    QFETCH(qint64, minor);

    catalog::PriceList list = singleGpuList(2'000'000);
    list.gpus[0].spotHourlyMicros = spotMicros;
    QuoteError error;
    const auto q = buildQuote(
        withPricing(request(QStringLiteral("gpu-x"), gpuCount, *termFromKey(term), terms), PricingModel::Spot), list,
        kDate, &error);
    QVERIFY2(q.has_value(), qPrintable(error.message));
    QCOMPARE(q->lines.size(), 1);
    const LineItem &line = q->lines.first();
    QCOMPARE(line.pricing, PricingModel::Spot);
    QCOMPARE(line.unit, QStringLiteral("GPU-hour"));
    QCOMPARE(line.unitPriceMicros, spotMicros); // the spot price, not the 2.00 on-demand price
    QCOMPARE(line.quantity, qint64(gpuCount));
    QCOMPARE(line.amount.minor, minor);
    // Spot is interruptible: the line warns and links the checkpoint concept; it is metered.
    QVERIFY(line.spotWarning);
    QCOMPARE(line.conceptId, QStringLiteral("training-checkpoint"));
    QVERIFY(!line.upFront);
    QVERIFY(q->spotWarning);
    QCOMPARE(q->meteredMinor, minor);
    QCOMPARE(q->total.minor, minor);

    // The same request on demand carries no warning.
    const auto onDemand =
        buildQuote(request(QStringLiteral("gpu-x"), gpuCount, *termFromKey(term), terms), list, kDate, &error);
    QVERIFY(onDemand.has_value());
    QVERIFY(!onDemand->spotWarning);
    QVERIFY(!onDemand->lines.first().spotWarning);
}

void TestQuote::fixedTerm_data()
{
    QTest::addColumn<QString>("gpu");
    QTest::addColumn<int>("gpuCount");
    QTest::addColumn<QString>("term");
    QTest::addColumn<int>("terms");
    QTest::addColumn<QString>("unit");
    QTest::addColumn<qint64>("unitPriceMicros");
    QTest::addColumn<qint64>("billedQuantity");
    QTest::addColumn<qint64>("minor");
    QTest::addColumn<bool>("upFront");
    QTest::addColumn<qint64>("onDemandMinor");
    // optionsList(): gpu-f 2.00/h on demand, 40.00 per GPU-day, 250.00 per GPU-week, no month price;
    // gpu-g 3.00/h on demand, 100.005 per GPU-month.
    // 2 GPUs x 3 days at the day price: 2 x 3 x 40.00 = 240.00 (on demand: 2 x 72 h x 2.00 = 288.00).
    QTest::newRow("day price") << QStringLiteral("gpu-f") << 2 << QStringLiteral("day") << 3
                               << QStringLiteral("GPU-day") << qint64(40'000'000) << qint64(6) << qint64(24'000) << true
                               << qint64(28'800);
    // 1 GPU x 2 weeks at the week price: 2 x 250.00 = 500.00 (on demand: 336 h x 2.00 = 672.00).
    QTest::newRow("week price") << QStringLiteral("gpu-f") << 1 << QStringLiteral("week") << 2
                                << QStringLiteral("GPU-week") << qint64(250'000'000) << qint64(2) << qint64(50'000)
                                << true << qint64(67'200);
    // No month price: the fixed month is prepaid at the on-demand rate, 3 x 720 h x 2.00 = 4,320.00.
    QTest::newRow("month without a month price")
        << QStringLiteral("gpu-f") << 3 << QStringLiteral("month") << 1 << QStringLiteral("GPU-hour")
        << qint64(2'000'000) << qint64(2'160) << qint64(432'000) << true << qint64(432'000);
    // The hour term is never fixed: 2 GPUs x 5 hours metered on demand, 10 x 2.00 = 20.00.
    QTest::newRow("hour term stays metered")
        << QStringLiteral("gpu-f") << 2 << QStringLiteral("hour") << 5 << QStringLiteral("GPU-hour")
        << qint64(2'000'000) << qint64(10) << qint64(2'000) << false << qint64(2'000);
    // 1 GPU x 1 month at 100.005: 10,000.5 cents -> 10,001 half up (half-even: 10,000).
    // On demand: 720 h x 3.00 = 2,160.00.
    QTest::newRow("month price, half a cent")
        << QStringLiteral("gpu-g") << 1 << QStringLiteral("month") << 1 << QStringLiteral("GPU-month")
        << qint64(100'005'000) << qint64(1) << qint64(10'001) << true << qint64(216'000);
    // 3 GPUs x 2 months: 6 x 100.005 = 600.03 (on demand: 3 x 1,440 h x 3.00 = 12,960.00).
    QTest::newRow("3 GPUs x 2 months") << QStringLiteral("gpu-g") << 3 << QStringLiteral("month") << 2
                                       << QStringLiteral("GPU-month") << qint64(100'005'000) << qint64(6)
                                       << qint64(60'003) << true << qint64(1'296'000);
}

void TestQuote::fixedTerm()
{
    QFETCH(QString, gpu);
    QFETCH(int, gpuCount);
    QFETCH(QString, term);
    QFETCH(int, terms);
    QFETCH(QString, unit);
    QFETCH(qint64, unitPriceMicros);
    QFETCH(qint64, billedQuantity);
    QFETCH(qint64, minor);
    QFETCH(bool, upFront);
    QFETCH(qint64, onDemandMinor);

    const QuoteRequest r = request(gpu, gpuCount, *termFromKey(term), terms);
    QuoteError error;
    const auto q = buildQuote(withPricing(r, PricingModel::FixedTerm), optionsList(), kDate, &error);
    QVERIFY2(q.has_value(), qPrintable(error.message));
    QCOMPARE(q->lines.size(), 1);
    const LineItem &line = q->lines.first();
    const qint64 hours = qint64(quote::hoursPerTerm(*termFromKey(term))) * terms;
    QCOMPARE(line.unit, unit);
    QCOMPARE(line.unitPriceMicros, unitPriceMicros);
    QCOMPARE(line.quantity, qint64(gpuCount));
    QCOMPARE(line.hours, hours);
    QCOMPARE(line.gpuHours, gpuCount * hours);
    QCOMPARE(line.billedQuantity, billedQuantity);
    QCOMPARE(line.amount.minor, minor);
    QCOMPARE(line.upFront, upFront);
    QCOMPARE(line.pricing, upFront ? PricingModel::FixedTerm : PricingModel::OnDemand);
    QVERIFY(!line.spotWarning);
    QCOMPARE(q->upFrontMinor, upFront ? minor : 0);
    QCOMPARE(q->meteredMinor, upFront ? 0 : minor);
    QCOMPARE(q->total.minor, minor);

    const auto onDemand = buildQuote(r, optionsList(), kDate, &error);
    QVERIFY2(onDemand.has_value(), qPrintable(error.message));
    QCOMPARE(onDemand->total.minor, onDemandMinor);
    QCOMPARE(onDemand->upFrontMinor, qint64(0));
}

void TestQuote::optionsOnDemand()
{
    // gpu-f, 2 GPUs x 2 weeks (2 x 168 = 336 h) on demand, dedicated, support "basic", 500 GB storage,
    // 1,000 GB egress. Lines, each rounded once:
    //   gpu        2 x 336 = 672 GPU-h x 2.00           = 1,344.00
    //   dedicated  672 GPU-h x 0.35                      =   235.20
    //   support    29.00 x 336 / 720 = 13.5333...        ->   13.53
    //   storage    500 GB x 0.10 x 336 / 720 = 23.333... ->   23.33 (233.333 GB-months)
    //   egress     1,000 GB x 0.09                       =    90.00
    // subtotal 1,344.00 + 235.20 + 13.53 + 23.33 + 90.00 = 1,706.06; all metered; no VAT.
    QuoteRequest r = request(QStringLiteral("gpu-f"), 2, Term::Week, 2, 500, 1'000);
    r.dedicated = true;
    r.supportTierId = QStringLiteral("basic");
    QuoteError error;
    const auto q = buildQuote(r, optionsList(), kDate, &error);
    QVERIFY2(q.has_value(), qPrintable(error.message));
    QCOMPARE(q->lines.size(), 5);
    QStringList kinds;
    for (const LineItem &line : q->lines)
        kinds << line.kind;
    QCOMPARE(kinds, (QStringList{QStringLiteral("gpu"), QStringLiteral("dedicated"), QStringLiteral("support"),
                                 QStringLiteral("storage"), QStringLiteral("egress")}));
    QCOMPARE(q->lines.at(0).amount.minor, qint64(134'400));

    const LineItem &dedicated = q->lines.at(1);
    QCOMPARE(dedicated.unit, QStringLiteral("GPU-hour"));
    QCOMPARE(dedicated.unitPriceMicros, qint64(350'000));
    QCOMPARE(dedicated.quantity, qint64(2));
    QCOMPARE(dedicated.hours, qint64(336));
    QCOMPARE(dedicated.gpuHours, qint64(672));
    QCOMPARE(dedicated.amount.minor, qint64(23'520));

    const LineItem &support = q->lines.at(2);
    QCOMPARE(support.unit, QStringLiteral("month"));
    QCOMPARE(support.unitPriceMicros, qint64(29'000'000));
    QCOMPARE(support.quantity, qint64(1));
    QCOMPARE(support.hours, qint64(336));
    QCOMPARE(support.billedQuantity, qint64(467)); // 336 / 720 = 0.46667 months -> 0.467
    QCOMPARE(support.billedDivisor, qint64(1000));
    QCOMPARE(support.amount.minor, qint64(1'353));
    QCOMPARE(q->supportTierName, QStringLiteral("Basic support"));

    const LineItem &storage = q->lines.at(3);
    QCOMPARE(storage.quantity, qint64(500));
    QCOMPARE(storage.billedQuantity, qint64(233'333));
    QCOMPARE(storage.amount.minor, qint64(2'333));
    QCOMPARE(q->lines.at(4).amount.minor, qint64(9'000));

    for (const LineItem &line : q->lines)
        QVERIFY2(!line.upFront, qPrintable(line.kind));
    QCOMPARE(q->subtotal, (Money{170'606, QStringLiteral("USD")}));
    QCOMPARE(q->upFrontMinor, qint64(0));
    QCOMPARE(q->meteredMinor, qint64(170'606));
    QCOMPARE(q->total, (Money{170'606, QStringLiteral("USD")}));
    QCOMPARE(sumOfLines(*q), q->subtotal.minor);
    QCOMPARE(quote::formatMoney(q->total, QStringLiteral("en")), QStringLiteral("1,706.06 USD"));
}

void TestQuote::optionsFixedTermSplitUpFront()
{
    // The same configuration as a fixed term with 21 % VAT:
    //   gpu        2 GPUs x 2 weeks x 250.00 (week price) = 1,000.00  up front
    //   dedicated  672 GPU-h x 0.35                       =   235.20  up front (follows the fixed term)
    //   support    29.00 x 336 / 720                      ->   13.53  up front (follows the fixed term)
    //   storage                                           ->   23.33  metered
    //   egress                                            =    90.00  metered
    // up front 1,000.00 + 235.20 + 13.53 = 1,248.73; metered 23.33 + 90.00 = 113.33; subtotal 1,362.06.
    // VAT 21 % of 1,362.06 = 286.0326 -> 286.03; total 1,362.06 + 286.03 = 1,648.09.
    QuoteRequest r =
        withPricing(request(QStringLiteral("gpu-f"), 2, Term::Week, 2, 500, 1'000), PricingModel::FixedTerm);
    r.dedicated = true;
    r.supportTierId = QStringLiteral("basic");
    r.vatBasisPoints = 2100;
    QuoteError error;
    const auto q = buildQuote(r, optionsList(), kDate, &error);
    QVERIFY2(q.has_value(), qPrintable(error.message));
    QCOMPARE(q->lines.size(), 5);
    const bool expectedUpFront[] = {true, true, true, false, false};
    const qint64 expectedMinor[] = {100'000, 23'520, 1'353, 2'333, 9'000};
    for (qsizetype i = 0; i < q->lines.size(); ++i) {
        QCOMPARE(q->lines.at(i).upFront, expectedUpFront[i]);
        QCOMPARE(q->lines.at(i).amount.minor, expectedMinor[i]);
    }
    QCOMPARE(q->lines.at(0).unit, QStringLiteral("GPU-week"));
    QCOMPARE(q->upFrontMinor, qint64(124'873));
    QCOMPARE(q->meteredMinor, qint64(11'333));
    QCOMPARE(q->subtotal.minor, qint64(136'206));
    QCOMPARE(q->vatGroups.size(), 1);
    QCOMPARE(q->vatGroups.first().basisPoints, 2100);
    QCOMPARE(q->vatGroups.first().baseMinor, qint64(136'206));
    QCOMPARE(q->vatGroups.first().vatMinor, qint64(28'603));
    QCOMPARE(q->vatMinor, qint64(28'603));
    QCOMPARE(q->total, (Money{164'809, QStringLiteral("USD")}));
    QCOMPARE(quote::formatMoney(q->total, QStringLiteral("en")), QStringLiteral("1,648.09 USD"));

    // 20 % instead: 1,362.06 x 0.20 = 272.412 -> 272.41; total 1,634.47.
    r.vatBasisPoints = 2000;
    const auto q20 = buildQuote(r, optionsList(), kDate, &error);
    QVERIFY2(q20.has_value(), qPrintable(error.message));
    QCOMPARE(q20->vatMinor, qint64(27'241));
    QCOMPARE(q20->total.minor, qint64(163'447));
}

void TestQuote::supportProration_data()
{
    QTest::addColumn<QString>("tier");
    QTest::addColumn<QString>("term");
    QTest::addColumn<int>("terms");
    QTest::addColumn<qint64>("milliMonths");
    QTest::addColumn<qint64>("minor");
    // basic: 29.00 USD per 30-day month, amount = 29,000,000 micros x hours / 720, rounded once.
    // 1 hour: 40,277.8 micros = 4.03 cents -> 4; 1/720 month = 0.00139 -> 0.001.
    QTest::newRow("basic, 1 hour") << QStringLiteral("basic") << QStringLiteral("hour") << 1 << qint64(1) << qint64(4);
    // 1 day: 29 x 24/720 = 0.96667 USD -> 0.97; 0.0333 month -> 0.033.
    QTest::newRow("basic, 1 day") << QStringLiteral("basic") << QStringLiteral("day") << 1 << qint64(33) << qint64(97);
    // 1 week: 29 x 168/720 = 6.76667 USD -> 6.77; 0.2333 month -> 0.233.
    QTest::newRow("basic, 1 week") << QStringLiteral("basic") << QStringLiteral("week") << 1 << qint64(233)
                                   << qint64(677);
    // 1 month: 29.00 exactly; 3 months: 87.00.
    QTest::newRow("basic, 1 month") << QStringLiteral("basic") << QStringLiteral("month") << 1 << qint64(1'000)
                                    << qint64(2'900);
    QTest::newRow("basic, 3 months") << QStringLiteral("basic") << QStringLiteral("month") << 3 << qint64(3'000)
                                     << qint64(8'700);
    // odd: 0.45 USD per month = 625 micros per hour. 8 hours: 5,000 micros = half a cent -> 1 (half-even 0);
    // 8/720 = 0.0111 month -> 0.011.
    QTest::newRow("odd, 8 hours, half a cent")
        << QStringLiteral("odd") << QStringLiteral("hour") << 8 << qint64(11) << qint64(1);
    // 40 hours: 25,000 micros = 2.5 cents -> 3 (half-even 2); 40/720 = 0.0556 -> 0.056.
    QTest::newRow("odd, 40 hours, 2.5 cents")
        << QStringLiteral("odd") << QStringLiteral("hour") << 40 << qint64(56) << qint64(3);
}

void TestQuote::supportProration()
{
    QFETCH(QString, tier);
    QFETCH(QString, term);
    QFETCH(int, terms);
    QFETCH(qint64, milliMonths);
    QFETCH(qint64, minor);

    QuoteRequest r = request(QStringLiteral("gpu-f"), 1, *termFromKey(term), terms);
    r.supportTierId = tier;
    QuoteError error;
    const auto q = buildQuote(r, optionsList(), kDate, &error);
    QVERIFY2(q.has_value(), qPrintable(error.message));
    QCOMPARE(q->lines.size(), 2);
    const LineItem &line = q->lines.at(1);
    QCOMPARE(line.kind, QStringLiteral("support"));
    QCOMPARE(line.billedQuantity, milliMonths);
    QCOMPARE(line.amount.minor, minor);
    QVERIFY(!line.upFront); // on demand: the support line is metered with it
}

void TestQuote::vat_data()
{
    QTest::addColumn<qint64>("hourlyMicros");
    QTest::addColumn<QString>("currency");
    QTest::addColumn<int>("basisPoints");
    QTest::addColumn<qint64>("subtotal");
    QTest::addColumn<qint64>("vat");
    QTest::addColumn<qint64>("total");
    // One GPU for one hour, so the subtotal is the hourly rate. VAT = subtotal x rate, rounded once, half up.
    const QString usd = QStringLiteral("USD");
    const QString eur = QStringLiteral("EUR");
    const QString jpy = QStringLiteral("JPY");
    // 456.88 x 21 % = 95.9448 -> 95.94; total 552.82.
    QTest::newRow("21 %") << qint64(456'880'000) << eur << 2100 << qint64(45'688) << qint64(9'594) << qint64(55'282);
    // 456.88 x 20 % = 91.376 -> 91.38; total 548.26.
    QTest::newRow("20 %") << qint64(456'880'000) << QStringLiteral("TRY") << 2000 << qint64(45'688) << qint64(9'138)
                          << qint64(54'826);
    // 0.50 x 21 % = 0.105 -> 0.11 half up (half-even 0.10); total 0.61.
    QTest::newRow("21 %, half a cent") << qint64(500'000) << eur << 2100 << qint64(50) << qint64(11) << qint64(61);
    // 0.02 x 20 % = 0.004 -> 0.00.
    QTest::newRow("20 %, under half a cent") << qint64(20'000) << eur << 2000 << qint64(2) << qint64(0) << qint64(2);
    // 1.50 x 9 % = 0.135 -> 0.14; total 1.64.
    QTest::newRow("9 %, half a cent") << qint64(1'500'000) << eur << 900 << qint64(150) << qint64(14) << qint64(164);
    // 100.00 x 5.5 % = 5.50; total 105.50.
    QTest::newRow("5.5 %") << qint64(100'000'000) << eur << 550 << qint64(10'000) << qint64(550) << qint64(10'550);
    // Zero-rated: a VAT group of 0.00.
    QTest::newRow("0 %") << qint64(100'000'000) << eur << 0 << qint64(10'000) << qint64(0) << qint64(10'000);
    // 100 % is the largest rate accepted: 1.23 + 1.23.
    QTest::newRow("100 %") << qint64(1'230'000) << usd << 10'000 << qint64(123) << qint64(123) << qint64(246);
    // JPY: 67,200 x 10 % = 6,720; 5 x 21 % = 1.05 -> 1; 15 x 10 % = 1.5 -> 2.
    QTest::newRow("JPY 10 %") << qint64(67'200'000'000) << jpy << 1000 << qint64(67'200) << qint64(6'720)
                              << qint64(73'920);
    QTest::newRow("JPY 21 %, rounds down") << qint64(5'000'000) << jpy << 2100 << qint64(5) << qint64(1) << qint64(6);
    QTest::newRow("JPY 10 %, half a yen") << qint64(15'000'000) << jpy << 1000 << qint64(15) << qint64(2) << qint64(17);
}

void TestQuote::vat()
{
    QFETCH(qint64, hourlyMicros);
    QFETCH(QString, currency);
    QFETCH(int, basisPoints);
    QFETCH(qint64, subtotal);
    QFETCH(qint64, vat);
    QFETCH(qint64, total);

    QuoteRequest r = request(QStringLiteral("gpu-x"), 1, Term::Hour, 1);
    r.vatBasisPoints = basisPoints;
    QuoteError error;
    const auto q = buildQuote(r, singleGpuList(hourlyMicros, currency), kDate, &error);
    QVERIFY2(q.has_value(), qPrintable(error.message));
    QCOMPARE(q->subtotal, (Money{subtotal, currency}));
    QCOMPARE(q->vatGroups.size(), 1);
    QCOMPARE(q->vatGroups.first().basisPoints, basisPoints);
    QCOMPARE(q->vatGroups.first().baseMinor, subtotal);
    QCOMPARE(q->vatGroups.first().vatMinor, vat);
    QCOMPARE(q->vatMinor, vat);
    QCOMPARE(q->total, (Money{total, currency}));

    // Without a VAT rate there is no VAT group and the total is the subtotal.
    r.vatBasisPoints.reset();
    const auto net = buildQuote(r, singleGpuList(hourlyMicros, currency), kDate, &error);
    QVERIFY(net.has_value());
    QVERIFY(net->vatGroups.isEmpty());
    QCOMPARE(net->vatMinor, qint64(0));
    QCOMPARE(net->total, (Money{subtotal, currency}));
}

void TestQuote::jpyQuote()
{
    // JPY has no minor unit: every line rounds half up to whole yen.
    // 2 x H100 for 1 week on demand, 100 GB storage, 3 GB egress, support "basic", 10 % VAT:
    //   gpu      2 x 168 = 336 GPU-h x 450        = 151,200 JPY
    //   support  5,000 x 168 / 720 = 1,166.67     ->  1,167 JPY
    //   storage  100 GB x 15 x 168 / 720 = 350     =    350 JPY
    //   egress   3 GB x 5.5 = 16.5                 ->     17 JPY (half up)
    //   subtotal 151,200 + 1,167 + 350 + 17 = 152,734; VAT 10 % = 15,273.4 -> 15,273; total 168,007 JPY.
    QuoteRequest r = request(QStringLiteral("h100-80gb"), 2, Term::Week, 1, 100, 3);
    r.supportTierId = QStringLiteral("basic");
    r.vatBasisPoints = 1000;
    QuoteError error;
    const auto q = buildQuote(r, jpyList(), kDate, &error);
    QVERIFY2(q.has_value(), qPrintable(error.message));
    QCOMPARE(q->lines.size(), 4);
    QCOMPARE(q->lines.at(0).amount, (Money{151'200, QStringLiteral("JPY")}));
    QCOMPARE(q->lines.at(1).amount.minor, qint64(1'167));
    QCOMPARE(q->lines.at(2).amount.minor, qint64(350));
    QCOMPARE(q->lines.at(3).amount.minor, qint64(17));
    QCOMPARE(q->subtotal.minor, qint64(152'734));
    QCOMPARE(q->vatMinor, qint64(15'273));
    QCOMPARE(q->total, (Money{168'007, QStringLiteral("JPY")}));
    QCOMPARE(quote::formatMoney(q->total, QStringLiteral("en")), QStringLiteral("168,007 JPY"));

    // Fixed month price: 1 GPU x 2 months = 2 x 250,000 = 500,000 JPY up front
    // (on demand it would be 1,440 h x 450 = 648,000 JPY).
    const auto fixed =
        buildQuote(withPricing(request(QStringLiteral("h100-80gb"), 1, Term::Month, 2), PricingModel::FixedTerm),
                   jpyList(), kDate, &error);
    QVERIFY2(fixed.has_value(), qPrintable(error.message));
    QCOMPARE(fixed->total.minor, qint64(500'000));
    QCOMPARE(fixed->upFrontMinor, qint64(500'000));
    const auto onDemand = buildQuote(request(QStringLiteral("h100-80gb"), 1, Term::Month, 2), jpyList(), kDate);
    QVERIFY(onDemand.has_value());
    QCOMPARE(onDemand->total.minor, qint64(648'000));

    // Half a yen rounds up: 1.5 JPY/h x 1 h = 1.5 -> 2; x 3 h = 4.5 -> 5.
    const auto oneHour = buildQuote(request(QStringLiteral("gpu-y"), 1, Term::Hour, 1), jpyList(), kDate);
    QVERIFY(oneHour.has_value());
    QCOMPARE(oneHour->total.minor, qint64(2));
    const auto threeHours = buildQuote(request(QStringLiteral("gpu-y"), 1, Term::Hour, 3), jpyList(), kDate);
    QVERIFY(threeHours.has_value());
    QCOMPARE(threeHours->total.minor, qint64(5));
}

void TestQuote::hoursBasis()
{
    // 3 weeks: 3 x 168 = 504 h; the basis states 24 h days, 168 h weeks and 720 h months (not 730).
    const auto q = buildQuote(request(QStringLiteral("h100-80gb"), 2, Term::Week, 3), testList(), kDate);
    QVERIFY(q.has_value());
    QCOMPARE(q->hours, qint64(504));
    QCOMPARE(q->hoursBasis.hoursPerDay, 24);
    QCOMPARE(q->hoursBasis.hoursPerWeek, 168);
    QCOMPARE(q->hoursBasis.hoursPerMonth, 720);
    QCOMPARE(q->hoursBasis.term, Term::Week);
    QCOMPARE(q->hoursBasis.terms, 3);
    QCOMPARE(q->hoursBasis.hoursPerTerm, 168);
    QCOMPARE(q->hoursBasis.periodHours, qint64(504));
}

void TestQuote::quoteCarriesPriceListFacts()
{
    catalog::PriceList list = testList();
    list.provider = QStringLiteral("Test cloud");
    list.source = catalog::Source{QStringLiteral("https://example.invalid/list"), QDate(2026, 11, 30), QString()};
    const QuoteRequest r = request(QStringLiteral("h100-80gb"), 2, Term::Month, 1);
    const auto q = buildQuote(r, list, kDate);
    QVERIFY(q.has_value());
    QCOMPARE(q->date, kDate);
    QVERIFY(q->reference.isEmpty()); // set by the caller (the quote history)
    QCOMPARE(q->fingerprint, quoteFingerprint(r, list));
    QCOMPARE(q->priceListId, QStringLiteral("test-2026-01"));
    QCOMPARE(q->priceListName, QStringLiteral("Test list"));
    QCOMPARE(q->priceListProvider, QStringLiteral("Test cloud"));
    QCOMPARE(q->priceListSource.url, QStringLiteral("https://example.invalid/list"));
    QCOMPARE(q->exampleData, true);
    QCOMPARE(q->priceListRetrieved, QDate(2026, 11, 30));
    QCOMPARE(q->priceListValidUntil, QDate(2026, 12, 31));
    QCOMPARE(q->gpuProvider, QStringLiteral("Test provider"));
    QCOMPARE(q->gpuPriceSource.url, QStringLiteral("https://example.invalid/prices"));
    QCOMPARE(q->gpuPriceSource.retrieved, QDate(2026, 11, 9));
    QCOMPARE(q->request.gpuCount, 2);
    QCOMPARE(q->total.currency, QStringLiteral("USD"));
    QVERIFY(q->supportTierName.isEmpty());
    QVERIFY(!q->spotWarning);
    QVERIFY(!q->scenario.has_value());
    QVERIFY(!q->estimate.has_value());

    catalog::PriceList real = list;
    real.exampleData = false;
    real.gpus[0].provider.clear(); // no provider on the GPU price: the list's
    const auto q2 = buildQuote(r, real, kDate);
    QVERIFY(q2.has_value());
    QCOMPARE(q2->exampleData, false);
    QCOMPARE(q2->gpuProvider, QStringLiteral("Test cloud"));
}

void TestQuote::errors_data()
{
    QTest::addColumn<QString>("gpuId");
    QTest::addColumn<int>("gpuCount");
    QTest::addColumn<int>("terms");
    QTest::addColumn<qint64>("storageGb");
    QTest::addColumn<qint64>("egressGb");
    QTest::addColumn<QDate>("date");
    QTest::addColumn<QString>("currency");
    QTest::addColumn<QString>("field");
    const QString h100 = QStringLiteral("h100-80gb");
    const QString usd = QStringLiteral("USD");
    const int maxInt = std::numeric_limits<int>::max();
    const qint64 maxInt64 = std::numeric_limits<qint64>::max();
    QTest::newRow("unknown GPU") << QStringLiteral("b200-192gb") << 1 << 1 << qint64(0) << qint64(0) << kDate << usd
                                 << QStringLiteral("gpuId");
    QTest::newRow("no GPU") << QString() << 1 << 1 << qint64(0) << qint64(0) << kDate << usd << QStringLiteral("gpuId");
    QTest::newRow("GPU without a price") << QStringLiteral("no-price") << 1 << 1 << qint64(0) << qint64(0) << kDate
                                         << usd << QStringLiteral("gpuId");
    QTest::newRow("zero GPUs") << h100 << 0 << 1 << qint64(0) << qint64(0) << kDate << usd
                               << QStringLiteral("gpuCount");
    QTest::newRow("negative GPUs") << h100 << -2 << 1 << qint64(0) << qint64(0) << kDate << usd
                                   << QStringLiteral("gpuCount");
    QTest::newRow("zero terms") << h100 << 1 << 0 << qint64(0) << qint64(0) << kDate << usd << QStringLiteral("terms");
    QTest::newRow("negative storage") << h100 << 1 << 1 << qint64(-1) << qint64(0) << kDate << usd
                                      << QStringLiteral("storageGb");
    QTest::newRow("negative egress") << h100 << 1 << 1 << qint64(0) << qint64(-1) << kDate << usd
                                     << QStringLiteral("egressGb");
    QTest::newRow("invalid date") << h100 << 1 << 1 << qint64(0) << qint64(0) << QDate() << usd
                                  << QStringLiteral("date");
    QTest::newRow("malformed currency") << h100 << 1 << 1 << qint64(0) << qint64(0) << kDate << QStringLiteral("usd")
                                        << QStringLiteral("currency");
    // (2^31 - 1) GPUs x (2^31 - 1) months x 720 h = 3.3e21 GPU-hours > 9.2e18.
    QTest::newRow("GPU-hours overflow") << h100 << maxInt << maxInt << qint64(0) << qint64(0) << kDate << usd
                                        << QStringLiteral("total");
    // 9.2e18 GB x 0.10 for a month = 9.2e23 micros = 9.2e19 cents > 9.2e18.
    QTest::newRow("storage overflow") << h100 << 1 << 1 << maxInt64 << qint64(0) << kDate << usd
                                      << QStringLiteral("total");
    // 9.2e18 GB x 0.095 = 8.8e19 cents.
    QTest::newRow("egress overflow") << h100 << 1 << 1 << qint64(0) << maxInt64 << kDate << usd
                                     << QStringLiteral("total");
    // Each line fits, the sum does not: storage 9e17 GB x 10 cents = 9.0e18 cents, egress 9e17 GB x 9.5 cents
    // = 8.55e18 cents, sum 1.755e19 > 9.22e18.
    QTest::newRow("sum overflow") << h100 << 1 << 1 << qint64(900'000'000'000'000'000)
                                  << qint64(900'000'000'000'000'000) << kDate << usd << QStringLiteral("total");
}

void TestQuote::errors()
{
    QFETCH(QString, gpuId);
    QFETCH(int, gpuCount);
    QFETCH(int, terms);
    QFETCH(qint64, storageGb);
    QFETCH(qint64, egressGb);
    QFETCH(QDate, date);
    QFETCH(QString, currency);
    QFETCH(QString, field);

    catalog::PriceList list = testList();
    list.currency = currency;
    QuoteError error;
    const auto q = buildQuote(request(gpuId, gpuCount, Term::Month, terms, storageGb, egressGb), list, date, &error);
    QVERIFY(!q.has_value());
    QCOMPARE(error.field, field);
    QVERIFY(!error.message.isEmpty());
}

void TestQuote::pricingErrors_data()
{
    QTest::addColumn<int>("pricing");
    QTest::addColumn<QString>("support");
    QTest::addColumn<bool>("dedicated");
    QTest::addColumn<int>("vat"); // -999: no VAT
    QTest::addColumn<QString>("field");
    // testList() has no spot price, no support tiers and no dedicated surcharge.
    QTest::newRow("spot without a spot price")
        << int(PricingModel::Spot) << QString() << false << -999 << QStringLiteral("pricing");
    QTest::newRow("unknown support tier")
        << int(PricingModel::OnDemand) << QStringLiteral("gold") << false << -999 << QStringLiteral("supportTier");
    QTest::newRow("dedicated not offered")
        << int(PricingModel::OnDemand) << QString() << true << -999 << QStringLiteral("dedicated");
    QTest::newRow("VAT below 0") << int(PricingModel::OnDemand) << QString() << false << -1 << QStringLiteral("vat");
    QTest::newRow("VAT above 100 %") << int(PricingModel::OnDemand) << QString() << false << 10'001
                                     << QStringLiteral("vat");
}

void TestQuote::pricingErrors()
{
    QFETCH(int, pricing);
    QFETCH(QString, support);
    QFETCH(bool, dedicated);
    QFETCH(int, vat);
    QFETCH(QString, field);

    QuoteRequest r = withPricing(request(QStringLiteral("h100-80gb"), 1, Term::Week, 1), PricingModel(pricing));
    r.supportTierId = support;
    r.dedicated = dedicated;
    if (vat != -999)
        r.vatBasisPoints = vat;
    QuoteError error;
    QVERIFY(!buildQuote(r, testList(), kDate, &error).has_value());
    QCOMPARE(error.field, field);
    QVERIFY(!error.message.isEmpty());
}

void TestQuote::overflowInFixedTermAndVat()
{
    // Fixed-term line: 2^53 micros per GPU-month x (2^31 - 1) GPUs x (2^31 - 1) months = 4.2e34 micros,
    // 4.2e32 cents > 9.2e18.
    catalog::PriceList list = optionsList();
    list.gpus[1].fixedTerms.monthMicros = qint64(1) << 53;
    const int maxInt = std::numeric_limits<int>::max();
    QuoteError error;
    QVERIFY(
        !buildQuote(withPricing(request(QStringLiteral("gpu-g"), maxInt, Term::Month, maxInt), PricingModel::FixedTerm),
                    list, kDate, &error)
             .has_value());
    QCOMPARE(error.field, QStringLiteral("total"));

    // Each line and the subtotal fit, the VAT-inclusive total does not:
    // 1 H100-month 1,936.80 + egress 9e17 GB x 0.095 = 8.55e18 cents -> subtotal 8,550,000,000,000,193,680 cents;
    // + 21 % VAT (1.7955e18) = 1.03e19 > 9.22e18.
    QuoteRequest r = request(QStringLiteral("h100-80gb"), 1, Term::Month, 1, 0, 900'000'000'000'000'000);
    const auto net = buildQuote(r, testList(), kDate, &error);
    QVERIFY2(net.has_value(), qPrintable(error.message));
    QCOMPARE(net->total.minor, qint64(8'550'000'000'000'193'680));
    r.vatBasisPoints = 2100;
    QVERIFY(!buildQuote(r, testList(), kDate, &error).has_value());
    QCOMPARE(error.field, QStringLiteral("total"));
}

void TestQuote::negativeOptionRateIsAnError()
{
    catalog::PriceList list = testList();
    list.egressPerGbMicros = -1;
    QuoteError error;
    QVERIFY(!buildQuote(request(QStringLiteral("h100-80gb"), 1, Term::Hour, 1), list, kDate, &error).has_value());
    QCOMPARE(error.field, QStringLiteral("priceList"));
    QVERIFY(error.message.contains(QStringLiteral("Test list")));

    catalog::PriceList support = optionsList();
    support.supportTiers[1].microsPerMonth = -1;
    QVERIFY(!buildQuote(request(QStringLiteral("gpu-f"), 1, Term::Hour, 1), support, kDate, &error).has_value());
    QCOMPARE(error.field, QStringLiteral("priceList"));
}

void TestQuote::errorWithoutOutParameter()
{
    QVERIFY(!buildQuote(request(QStringLiteral("b200-192gb"), 1, Term::Hour, 1), testList(), kDate).has_value());
    QVERIFY(
        !buildQuote(request(QStringLiteral("h100-80gb"), 0, Term::Hour, 1), testList(), kDate, nullptr).has_value());
}

void TestQuote::canonicalRequestIsDocumentedForm()
{
    QuoteRequest r =
        withPricing(request(QStringLiteral("h100-80gb"), 8, Term::Month, 3, 1'500, 20), PricingModel::FixedTerm);
    r.supportTierId = QStringLiteral("business");
    r.dedicated = true;
    r.vatBasisPoints = 2100;
    catalog::PriceList list;
    list.id = QStringLiteral("example-2026-11");
    list.retrieved = QDate(2026, 11, 30);
    list.currency = QStringLiteral("USD");
    const QByteArray expected("headroom-quote-v2\ngpu=h100-80gb\ncount=8\npricing=fixed\nterm=month\nterms=3\n"
                              "storage_gb=1500\negress_gb=20\nsupport=business\nhosting=dedicated\nvat_bp=2100\n"
                              "price_list=example-2026-11\nprice_list_retrieved=2026-11-30\ncurrency=USD\n");
    QCOMPARE(canonicalRequest(r, list), expected);
    // Digests computed outside the code under test, with coreutils: printf '<the bytes above>' | sha256sum
    QCOMPARE(quoteFingerprint(r, list),
             QStringLiteral("05d0bf8be9cf3cedc3e7a320c4ce6c781e3334773d7fb3c88f7846e917cb5eb5"));
    // Defaults: on demand, shared hosting, no support, no VAT.
    //   printf 'headroom-quote-v2\ngpu=h100-80gb\ncount=1\npricing=on-demand\nterm=week\nterms=1\n'
    //          'storage_gb=0\negress_gb=0\nsupport=\nhosting=shared\nvat_bp=none\nprice_list=test-2026-01\n'
    //          'price_list_retrieved=2026-11-30\ncurrency=USD\n' | sha256sum
    QCOMPARE(quoteFingerprint(request(QStringLiteral("h100-80gb"), 1, Term::Week, 1), testList()),
             QStringLiteral("1eb3b3b01660f2de768b4abc775f55fe6ebec36d9848062cf91045098d524c32"));
}

void TestQuote::fingerprintChangesWithEveryInput_data()
{
    QTest::addColumn<QuoteRequest>("changed");
    QTest::addColumn<catalog::PriceList>("list");

    QuoteRequest base =
        withPricing(request(QStringLiteral("gpu-f"), 2, Term::Month, 1, 100, 10), PricingModel::FixedTerm);
    base.supportTierId = QStringLiteral("basic");
    base.vatBasisPoints = 2100;
    const catalog::PriceList list = optionsList();
    auto row = [&](const char *name, const std::function<void(QuoteRequest &, catalog::PriceList &)> &change) {
        QuoteRequest r = base;
        catalog::PriceList l = list;
        change(r, l);
        QTest::newRow(name) << r << l;
    };
    row("gpu", [](QuoteRequest &r, catalog::PriceList &) { r.gpuId = QStringLiteral("gpu-g"); });
    row("count", [](QuoteRequest &r, catalog::PriceList &) { r.gpuCount = 3; });
    row("on demand", [](QuoteRequest &r, catalog::PriceList &) { r.pricing = PricingModel::OnDemand; });
    row("spot", [](QuoteRequest &r, catalog::PriceList &) { r.pricing = PricingModel::Spot; });
    row("term", [](QuoteRequest &r, catalog::PriceList &) { r.term = Term::Week; });
    row("terms", [](QuoteRequest &r, catalog::PriceList &) { r.terms = 2; });
    row("storage", [](QuoteRequest &r, catalog::PriceList &) { r.storageGb = 101; });
    row("egress", [](QuoteRequest &r, catalog::PriceList &) { r.egressGb = 11; });
    row("support tier", [](QuoteRequest &r, catalog::PriceList &) { r.supportTierId = QStringLiteral("odd"); });
    row("no support", [](QuoteRequest &r, catalog::PriceList &) { r.supportTierId.clear(); });
    row("dedicated", [](QuoteRequest &r, catalog::PriceList &) { r.dedicated = true; });
    row("no VAT", [](QuoteRequest &r, catalog::PriceList &) { r.vatBasisPoints.reset(); });
    row("VAT 20 %", [](QuoteRequest &r, catalog::PriceList &) { r.vatBasisPoints = 2000; });
    row("VAT 0 %", [](QuoteRequest &r, catalog::PriceList &) { r.vatBasisPoints = 0; });
    row("price list id", [](QuoteRequest &, catalog::PriceList &l) { l.id = QStringLiteral("options-2026-12"); });
    row("price list date", [](QuoteRequest &, catalog::PriceList &l) { l.retrieved = QDate(2026, 12, 1); });
    row("currency", [](QuoteRequest &, catalog::PriceList &l) { l.currency = QStringLiteral("EUR"); });
}

void TestQuote::fingerprintChangesWithEveryInput()
{
    QFETCH(QuoteRequest, changed);
    QFETCH(catalog::PriceList, list);
    QuoteRequest base =
        withPricing(request(QStringLiteral("gpu-f"), 2, Term::Month, 1, 100, 10), PricingModel::FixedTerm);
    base.supportTierId = QStringLiteral("basic");
    base.vatBasisPoints = 2100;
    const QString before = quoteFingerprint(base, optionsList());
    const QString after = quoteFingerprint(changed, list);
    QCOMPARE(after.size(), 64);
    QVERIFY(after != before);
    QCOMPARE(after, after.toLower());
}

void TestQuote::fingerprintIgnoresLanguageDateAndRates()
{
    QuoteRequest r = request(QStringLiteral("gpu-f"), 12'345, Term::Week, 2, 1'234'567, 7'654'321);
    r.vatBasisPoints = 2100;
    const catalog::PriceList list = optionsList();
    const QString reference = quoteFingerprint(r, list);

    // The default locale (the UI or PDF language) does not reach the canonical bytes: no grouping,
    // no localised digits or dates.
    const QLocale saved;
    for (const QLocale &locale :
         {QLocale(QLocale::Turkish, QLocale::Turkey), QLocale(QLocale::Dutch, QLocale::Netherlands),
          QLocale(QLocale::Arabic, QLocale::Egypt)}) {
        QLocale::setDefault(locale);
        QCOMPARE(quoteFingerprint(r, list), reference);
        QVERIFY(!canonicalRequest(r, list).contains("12.345"));
    }
    QLocale::setDefault(saved);

    // Not the quote date (export dates do not change the configuration).
    const auto a = buildQuote(r, list, kDate);
    const auto b = buildQuote(r, list, QDate(2027, 3, 1));
    QVERIFY(a && b);
    QCOMPARE(a->fingerprint, reference);
    QCOMPARE(b->fingerprint, reference);

    // Only the list's identity counts (id, retrieved date, currency), not its name or rates: a list whose
    // rates change must change its id or date (resources/catalog/README.md).
    catalog::PriceList renamed = list;
    renamed.name = QStringLiteral("Renamed");
    renamed.gpus[0].hourlyMicros = 9'999'999;
    QCOMPARE(quoteFingerprint(r, renamed), reference);
}

void TestQuote::provisionalReference()
{
    const QString fingerprint = QStringLiteral("05d0bf8be9cf3cedc3e7a320c4ce6c781e3334773d7fb3c88f7846e917cb5eb5");
    QCOMPARE(quoteReference(fingerprint, QDate(2026, 11, 30)), QStringLiteral("HR-2026-05D0BF"));
    QCOMPARE(quoteReference(fingerprint, QDate(2027, 1, 2)), QStringLiteral("HR-2027-05D0BF"));
    QVERIFY(quoteReference(fingerprint, QDate()).isEmpty());
    QVERIFY(quoteReference(QStringLiteral("05d0b"), QDate(2026, 11, 30)).isEmpty());
}

void TestQuote::pricingModelKeys()
{
    QCOMPARE(pricingModelKey(PricingModel::OnDemand), QStringLiteral("on-demand"));
    QCOMPARE(pricingModelKey(PricingModel::Spot), QStringLiteral("spot"));
    QCOMPARE(pricingModelKey(PricingModel::FixedTerm), QStringLiteral("fixed"));
    for (PricingModel m : kAllPricingModels)
        QCOMPARE(pricingModelFromKey(pricingModelKey(m)), std::optional<PricingModel>(m));
    QVERIFY(!pricingModelFromKey(QStringLiteral("Spot")).has_value());
    QVERIFY(!pricingModelFromKey(QStringLiteral("reserved")).has_value());
    QVERIFY(!pricingModelFromKey(QString()).has_value());
}

void TestQuote::formatBasisPoints_data()
{
    QTest::addColumn<int>("basisPoints");
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("expected");
    QTest::newRow("21") << 2100 << QStringLiteral("en") << QStringLiteral("21");
    QTest::newRow("20 tr") << 2000 << QStringLiteral("tr") << QStringLiteral("20");
    QTest::newRow("5.5") << 550 << QStringLiteral("en") << QStringLiteral("5.5");
    QTest::newRow("5,5 nl") << 550 << QStringLiteral("nl") << QStringLiteral("5,5");
    QTest::newRow("21.25") << 2125 << QStringLiteral("en") << QStringLiteral("21.25");
    QTest::newRow("0") << 0 << QStringLiteral("en") << QStringLiteral("0");
    QTest::newRow("100") << 10'000 << QStringLiteral("en") << QStringLiteral("100");
}

void TestQuote::formatBasisPoints()
{
    QFETCH(int, basisPoints);
    QFETCH(QString, language);
    QFETCH(QString, expected);
    QCOMPARE(quote::formatBasisPoints(basisPoints, language), expected);
}

void TestQuote::builtInListsPriceEveryCatalogueGpu()
{
    // Smoke test over the shipped data: every GPU a list prices gets a quote for a week, and every spot
    // price, fixed-term price and option it offers produces a quote. Not every catalogue GPU has a public
    // rental price (RTX 4080, Radeon PRO W7900, ...): the example lists price 23 of the 33 (7, and 16 of
    // the 18 found for issue 13: the A10G and RTX 4000 Ada prices wait for catalogue entries).
    catalog::LoadError loadError;
    const std::optional<catalog::Catalog> cat = catalog::Catalog::load(&loadError);
    QVERIFY2(cat.has_value(), qPrintable(loadError.file + QStringLiteral(": ") + loadError.message));
    QVERIFY(!cat->gpus().isEmpty());
    QVERIFY(cat->priceLists().size() >= 2);
    for (const catalog::PriceList &list : cat->priceLists()) {
        int priced = 0;
        for (const catalog::Gpu &gpu : cat->gpus()) {
            if (!list.priceFor(gpu.id))
                continue;
            ++priced;
            QuoteError error;
            QuoteRequest r = request(gpu.id, 1, Term::Week, 1, 100, 10);
            const auto q = buildQuote(r, list, kDate, &error);
            QVERIFY2(q.has_value(), qPrintable(list.id + u' ' + gpu.id + QStringLiteral(": ") + error.message));
            QVERIFY2(q->total.minor > 0, qPrintable(gpu.id));
            QCOMPARE(q->total.currency, list.currency);
            QVERIFY(q->exampleData);

            const catalog::GpuPrice price = *list.priceFor(gpu.id);
            if (price.spotHourlyMicros)
                QVERIFY(buildQuote(withPricing(r, PricingModel::Spot), list, kDate).has_value());
            r.term = Term::Month;
            r.dedicated = list.dedicatedPerGpuHourMicros.has_value();
            if (!list.supportTiers.isEmpty())
                r.supportTierId = list.supportTiers.first().id;
            r.vatBasisPoints = 2100;
            const auto fixed = buildQuote(withPricing(r, PricingModel::FixedTerm), list, kDate, &error);
            QVERIFY2(fixed.has_value(), qPrintable(gpu.id + QStringLiteral(": ") + error.message));
            QVERIFY(fixed->upFrontMinor > 0);
        }
        QCOMPARE(priced, 23);
    }
}

QTEST_GUILESS_MAIN(TestQuote)
#include "tst_quote.moc"
