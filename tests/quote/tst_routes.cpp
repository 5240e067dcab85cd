// SPDX-License-Identifier: GPL-3.0-or-later
// The three routes (routes.h): hosted model API per million tokens, managed endpoint per endpoint-hour,
// own runtime = the quote's GPU lines; integer arithmetic rounded once, half up; the route price file
// format; the built-in example prices. Every expected figure is worked out by hand in the comments.

#include <quote/quotedocument.h>
#include <quote/routes.h>

#include <QTest>

#include <limits>

using namespace headroom;
using namespace headroom::quote;

namespace {

catalog::Source testSource()
{
    return catalog::Source{QStringLiteral("https://example.invalid/prices"), QDate(2026, 11, 30), QString()};
}

ModelApiPrice apiPrice(qint64 inputMicros, qint64 outputMicros)
{
    ModelApiPrice p;
    p.provider = QStringLiteral("Test API");
    p.product = QStringLiteral("test-8b");
    p.inputPerMillionMicros = inputMicros;
    p.outputPerMillionMicros = outputMicros;
    p.source = testSource();
    return p;
}

EndpointPrice endpointPrice(const QString &gpuId, qint64 perHourMicros)
{
    EndpointPrice e;
    e.gpuId = gpuId;
    e.provider = QStringLiteral("Test endpoints");
    e.product = QStringLiteral("active worker");
    e.perEndpointHourMicros = perHourMicros;
    e.source = testSource();
    return e;
}

/// USD route prices: 0.28 / 0.83 USD per million input / output tokens; H100 endpoint 3.348 USD per hour.
RoutePrices testRoutes(const QString &currency = QStringLiteral("USD"))
{
    RoutePrices p;
    p.id = QStringLiteral("routes-test");
    p.name = QStringLiteral("Test routes");
    p.currency = currency;
    p.source = testSource();
    p.modelApi = apiPrice(280'000, 830'000);
    p.endpoints = {endpointPrice(QStringLiteral("h100-80gb"), 3'348'000)};
    return p;
}

catalog::PriceList testList()
{
    catalog::PriceList list;
    list.id = QStringLiteral("test-2026-01");
    list.name = QStringLiteral("Test list");
    list.currency = QStringLiteral("USD");
    list.retrieved = QDate(2026, 11, 30);
    catalog::GpuPrice h100;
    h100.gpuId = QStringLiteral("h100-80gb");
    h100.hourlyMicros = 2'690'000; // 2.69 USD per GPU-hour
    h100.source = testSource();
    catalog::GpuPrice l40s;
    l40s.gpuId = QStringLiteral("l40s");
    l40s.hourlyMicros = 790'000; // 0.79 USD per GPU-hour
    l40s.source = testSource();
    list.gpus = {h100, l40s};
    list.egressPerGbMicros = 95'000;          // 0.095 USD per GB
    list.dedicatedPerGpuHourMicros = 250'000; // 0.25 USD per GPU-hour
    return list;
}

Quote weekQuote(const QString &gpuId = QStringLiteral("h100-80gb"), bool dedicated = false)
{
    QuoteRequest r;
    r.gpuId = gpuId;
    r.gpuCount = 1;
    r.term = Term::Week;
    r.egressGb = 3;
    r.dedicated = dedicated;
    return *buildQuote(r, testList(), QDate(2026, 11, 30));
}

MeasurementNotes measured()
{
    MeasurementNotes m;
    m.inputTokensPerMonth = 50'000'000;
    m.outputTokensPerMonth = 10'000'000;
    return m;
}

const RouteEstimate *route(const QList<RouteEstimate> &routes, const QString &id)
{
    for (const RouteEstimate &r : routes) {
        if (r.route == id)
            return &r;
    }
    return nullptr;
}

} // namespace

class TestRoutes : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void modelApiCost_data();
    void modelApiCost();
    void endpointCost_data();
    void endpointCost();
    void threeRoutesInOrder();
    void weekQuoteFigures();
    void ownRuntimeIncludesDedicatedLine();
    void tokensToBeMeasured();
    void noEndpointPriceForGpu();
    void otherCurrencyNotCompared();
    void builtinPricesAreExampleDataWithSources();
    void fromJsonRefuses_data();
    void fromJsonRefuses();
};

void TestRoutes::modelApiCost_data()
{
    QTest::addColumn<qint64>("input");
    QTest::addColumn<qint64>("output");
    QTest::addColumn<qint64>("inputMicros");
    QTest::addColumn<qint64>("outputMicros");
    QTest::addColumn<qint64>("hours");
    QTest::addColumn<QString>("currency");
    QTest::addColumn<qint64>("expected"); // -1: nullopt

    // 50 M x 0.28 = 14.00 and 10 M x 0.83 = 8.30 -> 22.30 USD for a 720 h month.
    QTest::newRow("month") << qint64(50'000'000) << qint64(10'000'000) << qint64(280'000) << qint64(830'000)
                           << qint64(720) << QStringLiteral("USD") << qint64(2'230);
    // One week: 22.30 x 168 / 720 = 5.20333 -> 5.20.
    QTest::newRow("week") << qint64(50'000'000) << qint64(10'000'000) << qint64(280'000) << qint64(830'000)
                          << qint64(168) << QStringLiteral("USD") << qint64(520);
    // Two weeks of 1 M + 1 M: (0.28 + 0.83) x 336 / 720 = 0.518 -> 0.52.
    QTest::newRow("two weeks") << qint64(1'000'000) << qint64(1'000'000) << qint64(280'000) << qint64(830'000)
                               << qint64(336) << QStringLiteral("USD") << qint64(52);
    // 125,000 x 0.28 / 10^6 = 0.035 exactly: half a cent rounds up to 0.04.
    QTest::newRow("half cent up") << qint64(125'000) << qint64(0) << qint64(280'000) << qint64(830'000) << qint64(720)
                                  << QStringLiteral("USD") << qint64(4);
    // 0.10 USD per M x 25,000 tokens = 0.0025 USD, a quarter of a cent -> 0.00.
    QTest::newRow("quarter cent down") << qint64(25'000) << qint64(0) << qint64(100'000) << qint64(0) << qint64(720)
                                       << QStringLiteral("USD") << qint64(0);
    // 0.10 USD per M x 250,000 tokens = 0.025 = 2.5 cents -> 0.03 half up (half-even: 0.02).
    QTest::newRow("half cent, even below") << qint64(250'000) << qint64(0) << qint64(100'000) << qint64(0)
                                           << qint64(720) << QStringLiteral("USD") << qint64(3);
    // 124,999 x 0.28 / 10^6 = 0.03499972 -> 0.03.
    QTest::newRow("just below half") << qint64(124'999) << qint64(0) << qint64(280'000) << qint64(830'000)
                                     << qint64(720) << QStringLiteral("USD") << qint64(3);
    // JPY has no minor unit: 2 M x 45 JPY + 1 M x 135 JPY = 225 JPY.
    QTest::newRow("JPY") << qint64(2'000'000) << qint64(1'000'000) << qint64(45'000'000) << qint64(135'000'000)
                         << qint64(720) << QStringLiteral("JPY") << qint64(225);
    // 1.5 M tokens x 1 JPY per M = 1.5 JPY -> 2 JPY.
    QTest::newRow("JPY half up") << qint64(1'500'000) << qint64(0) << qint64(1'000'000) << qint64(0) << qint64(720)
                                 << QStringLiteral("JPY") << qint64(2);
    QTest::newRow("nothing used") << qint64(0) << qint64(0) << qint64(280'000) << qint64(830'000) << qint64(720)
                                  << QStringLiteral("USD") << qint64(0);
    QTest::newRow("negative tokens") << qint64(-1) << qint64(0) << qint64(280'000) << qint64(830'000) << qint64(720)
                                     << QStringLiteral("USD") << qint64(-1);
    // 2^62 tokens x 2^62 micros overflows 64 bits in the result: refused, not wrapped.
    QTest::newRow("overflow") << (qint64(1) << 62) << qint64(0) << (qint64(1) << 62) << qint64(0) << qint64(720)
                              << QStringLiteral("USD") << qint64(-1);
}

void TestRoutes::modelApiCost()
{
    QFETCH(qint64, input);
    QFETCH(qint64, output);
    QFETCH(qint64, inputMicros);
    QFETCH(qint64, outputMicros);
    QFETCH(qint64, hours);
    QFETCH(QString, currency);
    QFETCH(qint64, expected);
    const std::optional<qint64> cost =
        modelApiCostMinor(input, output, apiPrice(inputMicros, outputMicros), hours, currency);
    if (expected < 0) {
        QVERIFY(!cost);
    } else {
        QVERIFY(cost);
        QCOMPARE(*cost, expected);
    }
}

void TestRoutes::endpointCost_data()
{
    QTest::addColumn<qint64>("perHourMicros");
    QTest::addColumn<qint64>("endpoints");
    QTest::addColumn<qint64>("hours");
    QTest::addColumn<QString>("currency");
    QTest::addColumn<qint64>("expected"); // -1: nullopt

    // 3.348 USD x 1 x 168 h = 562.464 -> 562.46.
    QTest::newRow("H100 week") << qint64(3'348'000) << qint64(1) << qint64(168) << QStringLiteral("USD")
                               << qint64(56'246);
    // 3.348 x 2 x 720 = 4,821.12.
    QTest::newRow("2 x H100 month") << qint64(3'348'000) << qint64(2) << qint64(720) << QStringLiteral("USD")
                                    << qint64(482'112);
    // 1.005 USD for one hour: half a cent up -> 1.01 (half-even would keep 1.00).
    QTest::newRow("half cent up") << qint64(1'005'000) << qint64(1) << qint64(1) << QStringLiteral("USD")
                                  << qint64(101);
    QTest::newRow("below half") << qint64(1'004'999) << qint64(1) << qint64(1) << QStringLiteral("USD") << qint64(100);
    // 150.5 JPY for one hour -> 151 JPY.
    QTest::newRow("JPY") << qint64(150'500'000) << qint64(1) << qint64(1) << QStringLiteral("JPY") << qint64(151);
    QTest::newRow("no hours") << qint64(3'348'000) << qint64(1) << qint64(0) << QStringLiteral("USD") << qint64(0);
    QTest::newRow("negative") << qint64(3'348'000) << qint64(-1) << qint64(1) << QStringLiteral("USD") << qint64(-1);
    // Fuzz finding routes-endpointCostMinor-int128-overflow: 3.348 USD x (2^63-1) x (2^63-1) passes 2^127.
    constexpr qint64 kMax = std::numeric_limits<qint64>::max();
    QTest::newRow("int128 overflow") << qint64(3'348'000) << kMax << kMax << QStringLiteral("USD") << qint64(-1);
    // 2^62 endpoint-hours at one cent (10,000 micros) an hour: 2^62 cents, past 2^64 micros but exact.
    QTest::newRow("large but exact") << qint64(10'000) << (qint64(1) << 31) << (qint64(1) << 31)
                                     << QStringLiteral("USD") << (qint64(1) << 62);
}

void TestRoutes::endpointCost()
{
    QFETCH(qint64, perHourMicros);
    QFETCH(qint64, endpoints);
    QFETCH(qint64, hours);
    QFETCH(QString, currency);
    QFETCH(qint64, expected);
    const std::optional<qint64> cost =
        endpointCostMinor(endpointPrice(QStringLiteral("h100-80gb"), perHourMicros), endpoints, hours, currency);
    if (expected < 0) {
        QVERIFY(!cost);
    } else {
        QVERIFY(cost);
        QCOMPARE(*cost, expected);
    }
}

void TestRoutes::threeRoutesInOrder()
{
    const QList<RouteEstimate> routes = compareRoutes(weekQuote(), measured(), testRoutes());
    QCOMPARE(routes.size(), 3);
    QCOMPARE(routes.at(0).route, QStringLiteral("model-api"));
    QCOMPARE(routes.at(1).route, QStringLiteral("managed-endpoint"));
    QCOMPARE(routes.at(2).route, QStringLiteral("own-runtime"));
    for (const RouteEstimate &r : routes) {
        QVERIFY2(!r.name.isEmpty() && !r.operates.isEmpty() && !r.bills.isEmpty(), qPrintable(r.route));
        QVERIFY2(!r.idleNote.isEmpty() && !r.egressNote.isEmpty() && !r.costNote.isEmpty(), qPrintable(r.route));
        QCOMPARE(r.currency, QStringLiteral("USD"));
    }
}

void TestRoutes::weekQuoteFigures()
{
    const QList<RouteEstimate> routes = compareRoutes(weekQuote(), measured(), testRoutes());

    // Model API: 22.30 USD a month (50 M x 0.28 + 10 M x 0.83) x 168 / 720 = 5.20; nothing when idle.
    const RouteEstimate *api = route(routes, QStringLiteral("model-api"));
    QVERIFY(api && api->periodCostMinor);
    QCOMPARE(*api->periodCostMinor, qint64(520));
    QCOMPARE(api->idleCostMinor, qint64(0));
    QVERIFY(api->idleCostKnown);
    QVERIFY2(api->bills.contains(QStringLiteral("0.28 USD")) && api->bills.contains(QStringLiteral("0.83 USD")),
             qPrintable(api->bills));

    // Managed endpoint: 3.348 x 1 endpoint x 168 h = 562.46; kept up the whole week, so idle costs the same.
    const RouteEstimate *ep = route(routes, QStringLiteral("managed-endpoint"));
    QVERIFY(ep && ep->periodCostMinor);
    QCOMPARE(*ep->periodCostMinor, qint64(56'246));
    QCOMPARE(ep->idleCostMinor, qint64(56'246));
    QVERIFY(ep->idleCostKnown);
    QVERIFY2(ep->bills.contains(QStringLiteral("3.348 USD")), qPrintable(ep->bills));

    // Own runtime: the GPU line, 168 h x 2.69 = 451.92; idle = the full paid period; egress 3 GB at 0.095.
    const RouteEstimate *own = route(routes, QStringLiteral("own-runtime"));
    QVERIFY(own && own->periodCostMinor);
    QCOMPARE(*own->periodCostMinor, qint64(45'192));
    QCOMPARE(own->idleCostMinor, qint64(45'192));
    QVERIFY2(own->egressNote.contains(QStringLiteral("0.095 USD")), qPrintable(own->egressNote));
    QVERIFY2(own->bills.contains(QStringLiteral("168")), qPrintable(own->bills)); // 168 GPU-hours
}

void TestRoutes::ownRuntimeIncludesDedicatedLine()
{
    // GPU 451.92 + dedicated surcharge 168 h x 0.25 = 42.00 -> 493.92; the egress line (0.29) is not in it.
    const QList<RouteEstimate> routes =
        compareRoutes(weekQuote(QStringLiteral("h100-80gb"), true), measured(), testRoutes());
    const RouteEstimate *own = route(routes, QStringLiteral("own-runtime"));
    QVERIFY(own && own->periodCostMinor);
    QCOMPARE(*own->periodCostMinor, qint64(49'392));
}

void TestRoutes::tokensToBeMeasured()
{
    MeasurementNotes m = measured();
    m.outputTokensPerMonth.reset();
    const QList<RouteEstimate> routes = compareRoutes(weekQuote(), m, testRoutes());
    const RouteEstimate *api = route(routes, QStringLiteral("model-api"));
    QVERIFY(api);
    QVERIFY(!api->periodCostMinor);
    QVERIFY(api->idleCostKnown); // no idle cost, measured or not
    // The other routes do not depend on token counts.
    QVERIFY(route(routes, QStringLiteral("managed-endpoint"))->periodCostMinor);
    QVERIFY(route(routes, QStringLiteral("own-runtime"))->periodCostMinor);
}

void TestRoutes::noEndpointPriceForGpu()
{
    // The test route prices only know the H100: an L40S quote has no endpoint figure.
    const QList<RouteEstimate> routes = compareRoutes(weekQuote(QStringLiteral("l40s")), measured(), testRoutes());
    const RouteEstimate *ep = route(routes, QStringLiteral("managed-endpoint"));
    QVERIFY(ep);
    QVERIFY(!ep->periodCostMinor);
    QVERIFY(!ep->idleCostKnown);
    // Own runtime: 168 h x 0.79 = 132.72.
    QCOMPARE(route(routes, QStringLiteral("own-runtime"))->periodCostMinor.value_or(-1), qint64(13'272));
}

void TestRoutes::otherCurrencyNotCompared()
{
    // EUR route prices against a USD quote: no conversion, no figure for the priced routes.
    const QList<RouteEstimate> routes = compareRoutes(weekQuote(), measured(), testRoutes(QStringLiteral("EUR")));
    QVERIFY(!route(routes, QStringLiteral("model-api"))->periodCostMinor);
    QVERIFY(!route(routes, QStringLiteral("managed-endpoint"))->periodCostMinor);
    QVERIFY(!route(routes, QStringLiteral("managed-endpoint"))->idleCostKnown);
    QVERIFY(route(routes, QStringLiteral("model-api"))->costNote.contains(QStringLiteral("EUR")));
    QCOMPARE(route(routes, QStringLiteral("own-runtime"))->periodCostMinor.value_or(-1), qint64(45'192));
}

void TestRoutes::builtinPricesAreExampleDataWithSources()
{
    QString error;
    const std::optional<RoutePrices> file =
        RoutePrices::fromFile(QStringLiteral(":/catalog/routes-example.json"), &error);
    QVERIFY2(file, qPrintable(error));
    const RoutePrices &p = builtinRoutePrices();
    QCOMPARE(p.id, file->id);
    QCOMPARE(p.currency, QStringLiteral("USD"));
    QVERIFY(p.exampleData);
    QVERIFY(p.source.url.startsWith(QStringLiteral("https://")));
    // Cloudflare Workers AI @cf/meta/llama-3.1-8b-instruct: $0.28 per M input, $0.83 per M output tokens.
    QCOMPARE(p.modelApi.inputPerMillionMicros, qint64(280'000));
    QCOMPARE(p.modelApi.outputPerMillionMicros, qint64(830'000));
    QVERIFY(p.modelApi.source.url.startsWith(QStringLiteral("https://")));
    QVERIFY(p.modelApi.source.retrieved.isValid());
    // RunPod Serverless H100 PRO active worker: $0.00093 per second x 3600 s = $3.348 per hour.
    const std::optional<EndpointPrice> h100 = p.endpointFor(QStringLiteral("h100-80gb"));
    QVERIFY(h100);
    QCOMPARE(h100->perEndpointHourMicros, qint64(930) * 3600);
    QVERIFY(!p.endpoints.isEmpty());
    for (const EndpointPrice &e : p.endpoints) {
        QVERIFY2(catalog::Catalog::builtIn().gpu(e.gpuId), qPrintable(e.gpuId)); // ids of gpus.json
        QVERIFY(e.source.url.startsWith(QStringLiteral("https://")));
        QVERIFY(e.source.retrieved.isValid());
        QVERIFY(e.perEndpointHourMicros > 0);
    }
    QVERIFY(!p.endpointFor(QStringLiteral("no-such-gpu")));
}

void TestRoutes::fromJsonRefuses_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("mentions");

    const QByteArray source = R"("source": {"url": "https://example.invalid", "retrieved": "2026-11-30"})";
    const auto file = [&](const QByteArray &apiExtra, const QByteArray &endpoint,
                          const QByteArray &rootExtra) -> QByteArray {
        return QByteArray(R"({"format": "headroom-route-prices", "version": 1, "id": "x", "name": "X",
            "currency": "USD", "example_data": true, )") +
               source + rootExtra +
               R"(, "model_api": {"provider": "P", "product": "m", "input_per_million_tokens_micros": 280000,
            "output_per_million_tokens_micros": 830000, )" +
               source + apiExtra + R"(}, "managed_endpoints": [)" + endpoint + "]}";
    };
    const QByteArray goodEndpoint =
        R"({"gpu": "h100-80gb", "provider": "P", "product": "w", "per_endpoint_hour_micros": 3348000, )" + source + "}";
    // The valid file parses (checked in the test body), each row breaks one thing.
    QTest::newRow("valid") << file("", goodEndpoint, "") << QString();
    QTest::newRow("unknown key") << file(R"(, "colour": "red")", goodEndpoint, "") << QStringLiteral("colour");
    QTest::newRow("fraction") << file("", QByteArray(goodEndpoint).replace("3348000", "3348000.5"), "")
                              << QStringLiteral("per_endpoint_hour_micros");
    QTest::newRow("negative") << file("", QByteArray(goodEndpoint).replace("3348000", "-1"), "")
                              << QStringLiteral("per_endpoint_hour_micros");
    QTest::newRow("http url") << file("", QByteArray(goodEndpoint).replace("https://", "http://"), "")
                              << QStringLiteral("https");
    QTest::newRow("bad date") << file("", QByteArray(goodEndpoint).replace("2026-11-30", "30-11-2026"), "")
                              << QStringLiteral("retrieved");
    QTest::newRow("duplicate gpu") << file("", goodEndpoint + "," + goodEndpoint, "") << QStringLiteral("h100-80gb");
    QTest::newRow("wrong format") << QByteArray(file("", goodEndpoint, "")).replace("headroom-route-prices", "other")
                                  << QStringLiteral("format");
    QTest::newRow("not json") << QByteArray("{\"format\": ") << QStringLiteral("JSON");
}

void TestRoutes::fromJsonRefuses()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, mentions);
    QString error;
    const std::optional<RoutePrices> p = RoutePrices::fromJson(json, &error);
    if (mentions.isEmpty()) {
        QVERIFY2(p, qPrintable(error));
        QCOMPARE(p->endpoints.size(), 1);
        QCOMPARE(p->endpoints.first().perEndpointHourMicros, qint64(3'348'000));
        return;
    }
    QVERIFY(!p);
    QVERIFY2(error.contains(mentions), qPrintable(error));
}

QTEST_GUILESS_MAIN(TestRoutes)
#include "tst_routes.moc"
