// SPDX-License-Identifier: GPL-3.0-or-later
// Pricing and money: currency exponents, half-up rounding of micro-units, locale formatting, fixed terms,
// line items, errors and the deterministic quote reference. Every expected value is worked out by hand
// in the comment next to it; price lists are built here, never read from the built-in catalogue (except
// the one smoke test at the end).

#include <quote/quote.h>

#include <QTest>

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

const QDate kDate(2026, 11, 30);

} // namespace

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
    void quoteCarriesPriceListFacts();
    void errors_data();
    void errors();
    void negativeOptionRateIsAnError();
    void errorWithoutOutParameter();
    void reference_data();
    void reference();
    void canonicalRequestIsDocumentedForm();
    void buildQuoteIsDeterministic();
    void builtInListPricesEveryCatalogueGpu();
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
    QCOMPARE(line.quantity, gpuHours);
    QCOMPARE(line.quantityDivisor, qint64(1));
    QCOMPARE(line.unit, QStringLiteral("GPU-hour"));
    QCOMPARE(line.unitPriceMicros, hourlyMicros);
    QCOMPARE(line.amount, (Money{minor, currency}));
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
    QCOMPARE(line.quantityDivisor, qint64(1000));
    QCOMPARE(line.quantity, milliGbMonths);
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
    QCOMPARE(line.quantityDivisor, qint64(1));
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

void TestQuote::quoteCarriesPriceListFacts()
{
    const catalog::PriceList list = testList();
    const QuoteRequest r = request(QStringLiteral("h100-80gb"), 2, Term::Month, 1);
    const auto q = buildQuote(r, list, kDate);
    QVERIFY(q.has_value());
    QCOMPARE(q->date, kDate);
    QCOMPARE(q->priceListId, QStringLiteral("test-2026-01"));
    QCOMPARE(q->priceListName, QStringLiteral("Test list"));
    QCOMPARE(q->exampleData, true);
    QCOMPARE(q->priceListRetrieved, QDate(2026, 11, 30));
    QCOMPARE(q->priceListValidUntil, QDate(2026, 12, 31));
    QCOMPARE(q->gpuProvider, QStringLiteral("Test provider"));
    QCOMPARE(q->gpuPriceSource.url, QStringLiteral("https://example.invalid/prices"));
    QCOMPARE(q->gpuPriceSource.retrieved, QDate(2026, 11, 9));
    QCOMPARE(q->request.gpuCount, 2);
    QCOMPARE(q->total.currency, QStringLiteral("USD"));
    QVERIFY(!q->scenario.has_value());
    QVERIFY(!q->estimate.has_value());

    catalog::PriceList real = list;
    real.exampleData = false;
    const auto q2 = buildQuote(r, real, kDate);
    QVERIFY(q2.has_value());
    QCOMPARE(q2->exampleData, false);
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

void TestQuote::negativeOptionRateIsAnError()
{
    catalog::PriceList list = testList();
    list.egressPerGbMicros = -1;
    QuoteError error;
    QVERIFY(!buildQuote(request(QStringLiteral("h100-80gb"), 1, Term::Hour, 1), list, kDate, &error).has_value());
    QCOMPARE(error.field, QStringLiteral("priceList"));
    QVERIFY(error.message.contains(QStringLiteral("Test list")));
}

void TestQuote::errorWithoutOutParameter()
{
    QVERIFY(!buildQuote(request(QStringLiteral("b200-192gb"), 1, Term::Hour, 1), testList(), kDate).has_value());
    QVERIFY(
        !buildQuote(request(QStringLiteral("h100-80gb"), 0, Term::Hour, 1), testList(), kDate, nullptr).has_value());
}

void TestQuote::reference_data()
{
    QTest::addColumn<int>("gpuCount");
    QTest::addColumn<QString>("listId");
    QTest::addColumn<QDate>("date");
    QTest::addColumn<QString>("reference");
    // Expected digests computed outside the code under test, with coreutils:
    //   printf 'headroom-quote-v1\ngpu=h100-80gb\ncount=1\nterm=week\nterms=1\nstorage_gb=0\negress_gb=0\n'
    //          'price_list=test-2026-01\n' | sha256sum   -> 5171698af6612f24...
    //   same with count=2                               -> 89e66e54e778066b...
    //   same with price_list=test-2026-02               -> 46d976b610d2d441...
    QTest::newRow("base") << 1 << QStringLiteral("test-2026-01") << QDate(2026, 11, 30)
                          << QStringLiteral("HR-2026-517169");
    QTest::newRow("other count") << 2 << QStringLiteral("test-2026-01") << QDate(2026, 11, 30)
                                 << QStringLiteral("HR-2026-89E66E");
    QTest::newRow("other price list") << 1 << QStringLiteral("test-2026-02") << QDate(2026, 11, 30)
                                      << QStringLiteral("HR-2026-46D976");
    QTest::newRow("other year, same hash")
        << 1 << QStringLiteral("test-2026-01") << QDate(2027, 1, 2) << QStringLiteral("HR-2027-517169");
}

void TestQuote::reference()
{
    QFETCH(int, gpuCount);
    QFETCH(QString, listId);
    QFETCH(QDate, date);
    QFETCH(QString, reference);
    const QuoteRequest r = request(QStringLiteral("h100-80gb"), gpuCount, Term::Week, 1);
    QCOMPARE(quoteReference(r, listId, date), reference);

    catalog::PriceList list = testList();
    list.id = listId;
    const auto q = buildQuote(r, list, date);
    QVERIFY(q.has_value());
    QCOMPARE(q->reference, reference);
}

void TestQuote::canonicalRequestIsDocumentedForm()
{
    const QuoteRequest r = request(QStringLiteral("h100-80gb"), 8, Term::Month, 3, 1'500, 20);
    QCOMPARE(canonicalRequest(r, QStringLiteral("example-2026-11")),
             QByteArray("headroom-quote-v1\ngpu=h100-80gb\ncount=8\nterm=month\nterms=3\nstorage_gb=1500\n"
                        "egress_gb=20\nprice_list=example-2026-11\n"));
    QCOMPARE(quoteFingerprint(request(QStringLiteral("h100-80gb"), 1, Term::Week, 1), QStringLiteral("test-2026-01")),
             QStringLiteral("5171698af6612f24de436e1f0880094ccd026b2596accd99d5ae73140fc7c00c"));
}

void TestQuote::buildQuoteIsDeterministic()
{
    const QuoteRequest r = request(QStringLiteral("h100-80gb"), 4, Term::Day, 2, 50, 7);
    const auto a = buildQuote(r, testList(), kDate);
    const auto b = buildQuote(r, testList(), kDate);
    QVERIFY(a && b);
    QCOMPARE(a->reference, b->reference);
    QCOMPARE(a->total, b->total);
    QVERIFY(a->reference.startsWith(QStringLiteral("HR-2026-")));
    QCOMPARE(a->reference.size(), 14);

    // Any change of the configuration changes the reference.
    const QuoteRequest variants[] = {
        request(QStringLiteral("h100-80gb"), 4, Term::Week, 2, 50, 7),
        request(QStringLiteral("h100-80gb"), 4, Term::Day, 3, 50, 7),
        request(QStringLiteral("h100-80gb"), 4, Term::Day, 2, 51, 7),
        request(QStringLiteral("h100-80gb"), 4, Term::Day, 2, 50, 8),
    };
    for (const QuoteRequest &v : variants)
        QVERIFY(quoteReference(v, QStringLiteral("test-2026-01"), kDate) != a->reference);
}

void TestQuote::builtInListPricesEveryCatalogueGpu()
{
    // Smoke test over the shipped data: every catalogue GPU has a price that quotes for a week.
    catalog::LoadError loadError;
    const std::optional<catalog::Catalog> cat = catalog::Catalog::load(&loadError);
    QVERIFY2(cat.has_value(), qPrintable(loadError.file + QStringLiteral(": ") + loadError.message));
    QVERIFY(!cat->gpus().isEmpty());
    for (const catalog::Gpu &gpu : cat->gpus()) {
        QuoteError error;
        const auto q = buildQuote(request(gpu.id, 1, Term::Week, 1), cat->priceList(), kDate, &error);
        QVERIFY2(q.has_value(), qPrintable(gpu.id + QStringLiteral(": ") + error.message));
        QVERIFY2(q->total.minor > 0, qPrintable(gpu.id));
        QCOMPARE(q->total.currency, cat->priceList().currency);
    }
}

QTEST_GUILESS_MAIN(TestQuote)
#include "tst_quote.moc"
