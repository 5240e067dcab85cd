// SPDX-License-Identifier: GPL-3.0-or-later
// The three routes (routes.h): hosted model API per million tokens at the price of the quoted model's size
// class, managed endpoint per endpoint-hour with the GPUs one replica needs, own runtime = the quote's GPU
// lines; integer arithmetic rounded once, half up; the route price file format (version 2); the built-in
// example prices. Every expected figure is worked out by hand in the comments.

#include <quote/quotedocument.h>
#include <quote/routes.h>

#include <catalog/catalog.h>
#include <fit/fitmodel.h>

#include <QTest>

#include <limits>

using namespace headroom;
using namespace headroom::quote;

namespace {

// Parameter counts used below, from the published checkpoints (resources/catalog/models.json) or worked
// out from config.json:
//   Llama 3.1 8B   8,030,261,248 (safetensors total, models.json)
//   Llama 3.1 70B  70,553,706,496 (models.json)
//   Mixtral 8x7B   46,702,792,704 total, all 8 experts (models.json); about 12.9B active
//   Llama 3.1 405B (config.json: hidden 16,384, 126 layers, 128 heads, 8 KV heads x 128, FFN 53,248,
//                  vocab 128,256, untied): per layer q 16,384^2 = 268,435,456 + k, v 16,384 x 1,024 =
//                  16,777,216 each + o 268,435,456 + FFN 3 x 16,384 x 53,248 = 2,617,245,696 + norms 32,768
//                  = 3,187,703,808; x 126 = 401,650,679,808; + embeddings and LM head 2 x 128,256 x 16,384 =
//                  4,202,692,608 + final norm 16,384 = 405,853,388,800.
//   DeepSeek-V3    671B total, 37B active (model card, rounded)
constexpr qint64 kLlama8B = 8'030'261'248;
constexpr qint64 kLlama70B = 70'553'706'496;
constexpr qint64 kMixtral8x7B = 46'702'792'704;
constexpr qint64 kLlama405B = 405'853'388'800;
constexpr qint64 kDeepSeekV3 = 671'000'000'000;

catalog::Source testSource()
{
    return catalog::Source{QStringLiteral("https://example.invalid/prices"), QDate(2026, 11, 30), QString()};
}

ModelApiPrice apiPrice(qint64 inputMicros, qint64 outputMicros, ModelSizeClass c = ModelSizeClass::UpTo10B,
                       ModelArchitecture a = ModelArchitecture::Any)
{
    ModelApiPrice p;
    p.sizeClass = c;
    p.architecture = a;
    p.provider = QStringLiteral("Test API");
    p.product = QStringLiteral("test-model");
    p.inputPerMillionMicros = inputMicros;
    p.outputPerMillionMicros = outputMicros;
    p.source = testSource();
    return p;
}

EndpointPrice endpointPrice(const QString &gpuId, qint64 perHourMicros, int gpus = 1)
{
    EndpointPrice e;
    e.gpuId = gpuId;
    e.gpus = gpus;
    e.provider = QStringLiteral("Test endpoints");
    e.product = QStringLiteral("active worker");
    e.perEndpointHourMicros = perHourMicros;
    e.source = testSource();
    return e;
}

/// USD test route prices. Hosted: up to 10B 0.28 / 0.83; 40B-120B 0.90 / 0.90 and MoE 0.15 / 0.60; above
/// 120B MoE only 0.56 / 1.68; nothing for 10B-40B. Endpoints: H100 3.348 per GPU-hour; A100 5.00 per hour of
/// a two-GPU instance (no one-GPU A100 price); no L40S.
RoutePrices testRoutes(const QString &currency = QStringLiteral("USD"))
{
    RoutePrices p;
    p.id = QStringLiteral("routes-test");
    p.name = QStringLiteral("Test routes");
    p.currency = currency;
    p.source = testSource();
    p.modelApis = {apiPrice(280'000, 830'000), apiPrice(900'000, 900'000, ModelSizeClass::From40To120B),
                   apiPrice(150'000, 600'000, ModelSizeClass::From40To120B, ModelArchitecture::Moe),
                   apiPrice(560'000, 1'680'000, ModelSizeClass::Above120B, ModelArchitecture::Moe)};
    p.endpoints = {endpointPrice(QStringLiteral("h100-80gb"), 3'348'000),
                   endpointPrice(QStringLiteral("a100-80gb"), 5'000'000, 2)};
    return p;
}

catalog::PriceList testList()
{
    catalog::PriceList list;
    list.id = QStringLiteral("test-2026-01");
    list.name = QStringLiteral("Test list");
    list.currency = QStringLiteral("USD");
    list.retrieved = QDate(2026, 11, 30);
    const auto gpu = [](const char *id, qint64 micros) {
        catalog::GpuPrice g;
        g.gpuId = QString::fromLatin1(id);
        g.hourlyMicros = micros;
        g.source = testSource();
        return g;
    };
    // 2.69 (H100), 0.79 (L40S) and 1.60 (A100) USD per GPU-hour.
    list.gpus = {gpu("h100-80gb", 2'690'000), gpu("l40s", 790'000), gpu("a100-80gb", 1'600'000)};
    list.egressPerGbMicros = 95'000;          // 0.095 USD per GB
    list.dedicatedPerGpuHourMicros = 250'000; // 0.25 USD per GPU-hour
    return list;
}

/// A one-week (168 h) quote with 3 GB egress, without a fit.
Quote weekQuote(const QString &gpuId = QStringLiteral("h100-80gb"), bool dedicated = false, int gpuCount = 1)
{
    QuoteRequest r;
    r.gpuId = gpuId;
    r.gpuCount = gpuCount;
    r.term = Term::Week;
    r.egressGb = 3;
    r.dedicated = dedicated;
    return *buildQuote(r, testList(), QDate(2026, 11, 30));
}

fit::ModelSpec model(const char *name, qint64 parameters, int experts = 0)
{
    fit::ModelSpec m;
    m.id = name;
    m.displayName = name;
    m.parameterCount = parameters;
    m.experts = experts;
    m.expertsPerToken = experts > 0 ? 2 : 0;
    return m;
}

/// `q` with a fit scenario for `m` and, when devices > 0, an estimate of `devices` GPUs per replica.
Quote withFit(Quote q, const fit::ModelSpec &m, int devices = 1)
{
    fit::Scenario s;
    s.model = m;
    s.hardware.gpuId = q.request.gpuId.toStdString();
    s.hardware.gpuCount = q.request.gpuCount;
    q.scenario = s;
    if (devices > 0) {
        fit::Estimate e;
        e.devices = devices;
        e.replicas = std::max(1, q.request.gpuCount / devices);
        q.estimate = e;
    }
    return q;
}

Quote llama8BWeek(const QString &gpuId = QStringLiteral("h100-80gb"), bool dedicated = false)
{
    return withFit(weekQuote(gpuId, dedicated), model("Llama 3.1 8B", kLlama8B));
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

const QString kNoComparable = QStringLiteral("No hosted price for a comparable model is known");

} // namespace

class TestRoutes : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void sizeClass_data();
    void sizeClass();
    void modelApiCost_data();
    void modelApiCost();
    void hostedPriceOfTheQuotedModel_data();
    void hostedPriceOfTheQuotedModel();
    void builtinHostedPrices_data();
    void builtinHostedPrices();
    void endpointCost_data();
    void endpointCost();
    void endpointGpusPerReplica_data();
    void endpointGpusPerReplica();
    void endpointForAQuoteThatDoesNotFit();
    void threeRoutesInOrder();
    void weekQuoteFigures();
    void ownRuntimeIncludesDedicatedLine();
    void tokensToBeMeasured();
    void noEndpointPriceForGpu();
    void otherCurrencyNotCompared();
    void builtinPricesAreExampleDataWithSources();
    void fromJsonReadsVersion2();
    void fromJsonRefuses_data();
    void fromJsonRefuses();
};

void TestRoutes::sizeClass_data()
{
    QTest::addColumn<qint64>("parameters");
    QTest::addColumn<QString>("key"); // "": no class

    QTest::newRow("unknown (0)") << qint64(0) << QString();
    QTest::newRow("negative") << qint64(-1) << QString();
    QTest::newRow("one parameter") << qint64(1) << QStringLiteral("up-to-10b");
    QTest::newRow("Llama 3.1 8B") << kLlama8B << QStringLiteral("up-to-10b");
    // Upper bounds are inclusive: exactly 10B is still the small class, one more is not.
    QTest::newRow("10B exactly") << qint64(10'000'000'000) << QStringLiteral("up-to-10b");
    QTest::newRow("10B + 1") << qint64(10'000'000'001) << QStringLiteral("10b-40b");
    QTest::newRow("40B exactly") << qint64(40'000'000'000) << QStringLiteral("10b-40b");
    QTest::newRow("40B + 1") << qint64(40'000'000'001) << QStringLiteral("40b-120b");
    // Mixtral 8x7B: 46.7B total puts it in 40B-120B; its ~12.9B active parameters would not (total decides).
    QTest::newRow("Mixtral 8x7B total") << kMixtral8x7B << QStringLiteral("40b-120b");
    QTest::newRow("Llama 3.1 70B") << kLlama70B << QStringLiteral("40b-120b");
    QTest::newRow("120B exactly") << qint64(120'000'000'000) << QStringLiteral("40b-120b");
    QTest::newRow("120B + 1") << qint64(120'000'000'001) << QStringLiteral("above-120b");
    QTest::newRow("Llama 3.1 405B") << kLlama405B << QStringLiteral("above-120b");
    QTest::newRow("DeepSeek-V3") << kDeepSeekV3 << QStringLiteral("above-120b");
    QTest::newRow("max") << std::numeric_limits<qint64>::max() << QStringLiteral("above-120b");
}

void TestRoutes::sizeClass()
{
    QFETCH(qint64, parameters);
    QFETCH(QString, key);
    const std::optional<ModelSizeClass> c = modelSizeClassFor(parameters);
    if (key.isEmpty()) {
        QVERIFY(!c);
        return;
    }
    QVERIFY(c);
    QCOMPARE(modelSizeClassKey(*c), key);
    QCOMPARE(modelSizeClassFromKey(key), c);
    QVERIFY(!modelSizeClassName(*c).isEmpty());
    QVERIFY(!modelSizeClassFromKey(key.toUpper()));
}

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

void TestRoutes::hostedPriceOfTheQuotedModel_data()
{
    QTest::addColumn<bool>("withScenario");
    QTest::addColumn<qint64>("parameters");
    QTest::addColumn<int>("experts");
    QTest::addColumn<qint64>("expected"); // cents for one week of 50 M input + 10 M output tokens a month; -1 none
    QTest::addColumn<QString>("mentions");

    // testRoutes(); a week is 168 of 720 h. Up to 10B: 50 x 0.28 + 10 x 0.83 = 22.30 a month x 168 / 720
    // = 5.2033 -> 5.20.
    QTest::newRow("Llama 3.1 8B") << true << kLlama8B << 0 << qint64(520) << QStringLiteral("up to 10B");
    // 40B-120B dense: 50 x 0.90 + 10 x 0.90 = 54.00 a month x 168 / 720 = 12.60.
    QTest::newRow("Llama 3.1 70B") << true << kLlama70B << 0 << qint64(1'260) << QStringLiteral("40B to 120B");
    // 40B-120B MoE price first: 50 x 0.15 + 10 x 0.60 = 13.50 a month x 168 / 720 = 3.15.
    QTest::newRow("Mixtral 8x7B (MoE)") << true << kMixtral8x7B << 8 << qint64(315)
                                        << QStringLiteral("mixture of experts");
    // An MoE model in a class without an MoE price takes the class's general price: 5.20 as for 8B.
    QTest::newRow("small MoE, general price")
        << true << qint64(6'900'000'000) << 64 << qint64(520) << QStringLiteral("up to 10B");
    // Above 120B: MoE 50 x 0.56 + 10 x 1.68 = 44.80 a month x 168 / 720 = 10.4533 -> 10.45.
    QTest::newRow("DeepSeek-V3 (MoE)") << true << kDeepSeekV3 << 256 << qint64(1'045)
                                       << QStringLiteral("more than 120B");
    // A dense 405B never takes the MoE price, and the class has no other: no figure rather than another model's.
    QTest::newRow("Llama 3.1 405B, no comparable") << true << kLlama405B << 0 << qint64(-1) << kNoComparable;
    QTest::newRow("10B-40B, no price at all") << true << qint64(32'800'000'000) << 0 << qint64(-1) << kNoComparable;
    QTest::newRow("no scenario") << false << qint64(0) << 0 << qint64(-1) << kNoComparable;
    QTest::newRow("no parameter count") << true << qint64(0) << 0 << qint64(-1) << kNoComparable;
}

void TestRoutes::hostedPriceOfTheQuotedModel()
{
    QFETCH(bool, withScenario);
    QFETCH(qint64, parameters);
    QFETCH(int, experts);
    QFETCH(qint64, expected);
    QFETCH(QString, mentions);
    const Quote q = withScenario ? withFit(weekQuote(), model("Test model", parameters, experts)) : weekQuote();
    // The routes outlive the pointer into them.
    const QList<RouteEstimate> routes = compareRoutes(q, measured(), testRoutes());
    const RouteEstimate *api = route(routes, QStringLiteral("model-api"));
    QVERIFY(api);
    QVERIFY(api->idleCostKnown); // no idle cost, priced or not
    QCOMPARE(api->idleCostMinor, qint64(0));
    QVERIFY(!api->bills.isEmpty());
    if (expected < 0) {
        QVERIFY(!api->periodCostMinor);
        QVERIFY2(api->costNote.contains(mentions), qPrintable(api->costNote));
        QVERIFY(api->source.url.isEmpty());
        return;
    }
    QCOMPARE(api->periodCostMinor, std::optional<qint64>(expected));
    QVERIFY2(api->bills.contains(mentions), qPrintable(api->bills));
}

void TestRoutes::builtinHostedPrices_data()
{
    QTest::addColumn<qint64>("parameters");
    QTest::addColumn<int>("experts");
    QTest::addColumn<qint64>("expected"); // cents for one week of 50 M input + 10 M output tokens a month; -1 none
    QTest::addColumn<QString>("product");

    // The built-in file (routes-example.json); a week is 168 of 720 h.
    // Cloudflare @cf/meta/llama-3.1-8b-instruct 0.28 / 0.83: 14.00 + 8.30 = 22.30 x 168 / 720 = 5.20.
    QTest::newRow("Llama 3.1 8B") << kLlama8B << 0 << qint64(520) << QStringLiteral("llama-3.1-8b-instruct");
    // Cloudflare @cf/meta/llama-3.3-70b-instruct-fp8-fast 0.293 / 2.253: 50 x 0.293 = 14.65 + 10 x 2.253 =
    // 22.53 -> 37.18 a month x 168 / 720 = 8.67533 -> 8.68.
    QTest::newRow("Llama 3.1 70B") << kLlama70B << 0 << qint64(868) << QStringLiteral("llama-3.3-70b");
    // Cloudflare deepseek-r1-distill-qwen-32b 0.497 / 4.881: 24.85 + 48.81 = 73.66 x 168 / 720 = 17.18733
    // -> 17.19.
    QTest::newRow("dense 32B") << qint64(32'800'000'000) << 0 << qint64(1'719) << QStringLiteral("qwen-32b");
    // Fireworks GPT OSS 20B 0.07 / 0.30: 3.50 + 3.00 = 6.50 x 168 / 720 = 1.51667 -> 1.52.
    QTest::newRow("gpt-oss-20b (MoE)") << qint64(20'900'000'000) << 32 << qint64(152) << QStringLiteral("GPT OSS 20B");
    // Fireworks GPT OSS 120B 0.15 / 0.60: 7.50 + 6.00 = 13.50 x 168 / 720 = 3.15 (Mixtral 8x7B is in that class).
    QTest::newRow("Mixtral 8x7B (MoE)") << kMixtral8x7B << 8 << qint64(315) << QStringLiteral("GPT OSS 120B");
    // Fireworks DeepSeek V3 family 0.56 / 1.68: 28.00 + 16.80 = 44.80 x 168 / 720 = 10.45333 -> 10.45.
    QTest::newRow("DeepSeek-V3 (MoE)") << kDeepSeekV3 << 256 << qint64(1'045) << QStringLiteral("DeepSeek V3");
    // No dense example above 120B in the built-in file.
    QTest::newRow("Llama 3.1 405B") << kLlama405B << 0 << qint64(-1) << QString();
}

void TestRoutes::builtinHostedPrices()
{
    QFETCH(qint64, parameters);
    QFETCH(int, experts);
    QFETCH(qint64, expected);
    QFETCH(QString, product);
    const Quote q = withFit(weekQuote(), model("Test model", parameters, experts));
    // The routes outlive the pointer into them.
    const QList<RouteEstimate> routes = compareRoutes(q, measured(), builtinRoutePrices());
    const RouteEstimate *api = route(routes, QStringLiteral("model-api"));
    QVERIFY(api);
    if (expected < 0) {
        QVERIFY(!api->periodCostMinor);
        QVERIFY2(api->costNote.contains(kNoComparable), qPrintable(api->costNote));
        return;
    }
    QCOMPARE(api->periodCostMinor, std::optional<qint64>(expected));
    QVERIFY2(api->bills.contains(product), qPrintable(api->bills));
    QVERIFY(api->source.url.startsWith(QStringLiteral("https://")));
}

void TestRoutes::endpointCost_data()
{
    QTest::addColumn<qint64>("perHourMicros");
    QTest::addColumn<qint64>("multiplier");
    QTest::addColumn<qint64>("endpoints");
    QTest::addColumn<qint64>("hours");
    QTest::addColumn<QString>("currency");
    QTest::addColumn<qint64>("expected"); // -1: nullopt

    // 3.348 USD x 1 x 168 h = 562.464 -> 562.46.
    QTest::newRow("H100 week") << qint64(3'348'000) << qint64(1) << qint64(1) << qint64(168) << QStringLiteral("USD")
                               << qint64(56'246);
    // 3.348 x 2 endpoints x 720 = 4,821.12.
    QTest::newRow("2 x H100 month") << qint64(3'348'000) << qint64(1) << qint64(2) << qint64(720)
                                    << QStringLiteral("USD") << qint64(482'112);
    // One endpoint of 2 GPUs from the one-GPU price: 3.348 x 2 x 1 x 168 = 1,124.928 -> 1,124.93.
    QTest::newRow("2 GPUs per endpoint, week")
        << qint64(3'348'000) << qint64(2) << qint64(1) << qint64(168) << QStringLiteral("USD") << qint64(112'493);
    // Two endpoints of 2 GPUs: 3.348 x 2 x 2 x 168 = 2,249.856 -> 2,249.86.
    QTest::newRow("2 endpoints of 2 GPUs")
        << qint64(3'348'000) << qint64(2) << qint64(2) << qint64(168) << QStringLiteral("USD") << qint64(224'986);
    // 1.005 USD for one hour: half a cent up -> 1.01 (half-even would keep 1.00).
    QTest::newRow("half cent up") << qint64(1'005'000) << qint64(1) << qint64(1) << qint64(1) << QStringLiteral("USD")
                                  << qint64(101);
    QTest::newRow("below half") << qint64(1'004'999) << qint64(1) << qint64(1) << qint64(1) << QStringLiteral("USD")
                                << qint64(100);
    // 150.5 JPY for one hour -> 151 JPY.
    QTest::newRow("JPY") << qint64(150'500'000) << qint64(1) << qint64(1) << qint64(1) << QStringLiteral("JPY")
                         << qint64(151);
    QTest::newRow("no hours") << qint64(3'348'000) << qint64(1) << qint64(1) << qint64(0) << QStringLiteral("USD")
                              << qint64(0);
    QTest::newRow("negative") << qint64(3'348'000) << qint64(1) << qint64(-1) << qint64(1) << QStringLiteral("USD")
                              << qint64(-1);
    QTest::newRow("negative multiplier") << qint64(3'348'000) << qint64(-2) << qint64(1) << qint64(1)
                                         << QStringLiteral("USD") << qint64(-1);
    // Fuzz finding routes-endpointCostMinor-int128-overflow: 3.348 USD x (2^63-1) x (2^63-1) passes 2^127.
    constexpr qint64 kMax = std::numeric_limits<qint64>::max();
    QTest::newRow("int128 overflow") << qint64(3'348'000) << qint64(1) << kMax << kMax << QStringLiteral("USD")
                                     << qint64(-1);
    QTest::newRow("int128 overflow, multiplier")
        << kMax << kMax << qint64(2) << qint64(1) << QStringLiteral("USD") << qint64(-1);
    // 2^62 endpoint-hours at one cent (10,000 micros) an hour: 2^62 cents, past 2^64 micros but exact.
    QTest::newRow("large but exact") << qint64(10'000) << qint64(1) << (qint64(1) << 31) << (qint64(1) << 31)
                                     << QStringLiteral("USD") << (qint64(1) << 62);
}

void TestRoutes::endpointCost()
{
    QFETCH(qint64, perHourMicros);
    QFETCH(qint64, multiplier);
    QFETCH(qint64, endpoints);
    QFETCH(qint64, hours);
    QFETCH(QString, currency);
    QFETCH(qint64, expected);
    const std::optional<qint64> cost = endpointCostMinor(endpointPrice(QStringLiteral("h100-80gb"), perHourMicros),
                                                         multiplier, endpoints, hours, currency);
    if (expected < 0) {
        QVERIFY(!cost);
    } else {
        QVERIFY(cost);
        QCOMPARE(*cost, expected);
    }
}

void TestRoutes::endpointGpusPerReplica_data()
{
    QTest::addColumn<QString>("gpu");
    QTest::addColumn<int>("quoteGpus");
    QTest::addColumn<int>("devices");     // GPUs per replica in the estimate; 0: the quote has no estimate
    QTest::addColumn<qint64>("expected"); // cents for the 168 h week; -1: no figure
    QTest::addColumn<QString>("mentions");

    // testRoutes(): H100 3.348 per GPU-hour; A100 only as a 2-GPU instance at 5.00 an hour.
    // No fit: one GPU per endpoint assumed, one endpoint per quoted GPU: 3.348 x 1 x 168 = 562.464 -> 562.46.
    QTest::newRow("no fit, 1 GPU") << QStringLiteral("h100-80gb") << 1 << 0 << qint64(56'246)
                                   << QStringLiteral("assumed");
    // No fit, 2 GPUs: 2 endpoints of one GPU: 3.348 x 2 x 168 = 1,124.928 -> 1,124.93.
    QTest::newRow("no fit, 2 GPUs") << QStringLiteral("h100-80gb") << 2 << 0 << qint64(112'493)
                                    << QStringLiteral("assumed");
    // The fit needs 1 GPU per replica: as before, and the note says where the GPU count comes from.
    QTest::newRow("fit, 1 per replica") << QStringLiteral("h100-80gb") << 1 << 1 << qint64(56'246)
                                        << QStringLiteral("one replica");
    // The fit needs 2 GPUs: one endpoint of 2 GPUs (2 quoted / 2 per replica) from the one-GPU price:
    // 3.348 x 2 GPUs x 1 endpoint x 168 h = 1,124.928 -> 1,124.93 (was 562.46 priced as one GPU).
    QTest::newRow("fit, 2 per replica") << QStringLiteral("h100-80gb") << 2 << 2 << qint64(112'493)
                                        << QStringLiteral("2 × ");
    // 4 quoted GPUs, 2 per replica: 2 endpoints of 2 GPUs: 3.348 x 2 x 2 x 168 = 2,249.856 -> 2,249.86.
    QTest::newRow("fit, 2 replicas of 2")
        << QStringLiteral("h100-80gb") << 4 << 2 << qint64(224'986) << QStringLiteral("Endpoints: 2");
    // A quote for fewer GPUs than one replica: still one whole endpoint of 2 GPUs = 1,124.93.
    QTest::newRow("quote below one replica")
        << QStringLiteral("h100-80gb") << 1 << 2 << qint64(112'493) << QStringLiteral("Endpoints: 1");
    // 3 GPUs per replica: 3.348 x 3 x 168 = 1,687.392 -> 1,687.39.
    QTest::newRow("fit, 3 per replica") << QStringLiteral("h100-80gb") << 3 << 3 << qint64(168'739)
                                        << QStringLiteral("3 × ");
    // A listed 2-GPU A100 instance is taken as it is: 5.00 x 1 endpoint x 168 h = 840.00.
    QTest::newRow("2-GPU instance price")
        << QStringLiteral("a100-80gb") << 2 << 2 << qint64(84'000) << QStringLiteral("2 × ");
    // One A100 per replica: the file has no one-GPU A100 price, so no figure (not half the 2-GPU price).
    QTest::newRow("no 1-GPU A100 price") << QStringLiteral("a100-80gb") << 1 << 1 << qint64(-1)
                                         << QStringLiteral("No endpoint price");
}

void TestRoutes::endpointGpusPerReplica()
{
    QFETCH(QString, gpu);
    QFETCH(int, quoteGpus);
    QFETCH(int, devices);
    QFETCH(qint64, expected);
    QFETCH(QString, mentions);
    const Quote q = withFit(weekQuote(gpu, false, quoteGpus), model("Llama 3.1 8B", kLlama8B), devices);
    if (devices == 0)
        QVERIFY(!q.estimate);
    // The routes outlive the pointer into them.
    const QList<RouteEstimate> routes = compareRoutes(q, measured(), testRoutes());
    const RouteEstimate *ep = route(routes, QStringLiteral("managed-endpoint"));
    QVERIFY(ep);
    QVERIFY2(ep->costNote.contains(mentions) || ep->bills.contains(mentions), qPrintable(ep->costNote));
    if (expected < 0) {
        QVERIFY(!ep->periodCostMinor);
        QVERIFY(!ep->idleCostKnown);
        return;
    }
    QCOMPARE(ep->periodCostMinor, std::optional<qint64>(expected));
    QCOMPARE(ep->idleCostMinor, expected); // kept up the whole period
    QVERIFY(ep->idleCostKnown);
}

void TestRoutes::threeRoutesInOrder()
{
    const QList<RouteEstimate> routes = compareRoutes(llama8BWeek(), measured(), testRoutes());
    QCOMPARE(routes.size(), 3);
    QCOMPARE(routes.at(0).route, QStringLiteral("model-api"));
    QCOMPARE(routes.at(1).route, QStringLiteral("managed-endpoint"));
    QCOMPARE(routes.at(2).route, QStringLiteral("own-runtime"));
    for (const RouteEstimate &r : routes) {
        QVERIFY2(!r.name.isEmpty() && !r.operates.isEmpty() && !r.bills.isEmpty(), qPrintable(r.route));
        QVERIFY2(!r.idleNote.isEmpty() && !r.egressNote.isEmpty() && !r.costNote.isEmpty(), qPrintable(r.route));
        QCOMPARE(r.currency, QStringLiteral("USD"));
    }
    // Without a scenario every route still has its texts.
    for (const RouteEstimate &r : compareRoutes(weekQuote(), MeasurementNotes{}, testRoutes()))
        QVERIFY2(!r.bills.isEmpty() && !r.costNote.isEmpty(), qPrintable(r.route));
}

void TestRoutes::weekQuoteFigures()
{
    const QList<RouteEstimate> routes = compareRoutes(llama8BWeek(), measured(), testRoutes());

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
        compareRoutes(llama8BWeek(QStringLiteral("h100-80gb"), true), measured(), testRoutes());
    const RouteEstimate *own = route(routes, QStringLiteral("own-runtime"));
    QVERIFY(own && own->periodCostMinor);
    QCOMPARE(*own->periodCostMinor, qint64(49'392));
}

void TestRoutes::tokensToBeMeasured()
{
    MeasurementNotes m = measured();
    m.outputTokensPerMonth.reset();
    const QList<RouteEstimate> routes = compareRoutes(llama8BWeek(), m, testRoutes());
    const RouteEstimate *api = route(routes, QStringLiteral("model-api"));
    QVERIFY(api);
    QVERIFY(!api->periodCostMinor);
    QVERIFY(api->idleCostKnown); // no idle cost, measured or not
    QVERIFY2(api->costNote.contains(QStringLiteral("to be measured")), qPrintable(api->costNote));
    QVERIFY2(api->bills.contains(QStringLiteral("0.28 USD")), qPrintable(api->bills)); // the class price is known
    // The other routes do not depend on token counts.
    QVERIFY(route(routes, QStringLiteral("managed-endpoint"))->periodCostMinor);
    QVERIFY(route(routes, QStringLiteral("own-runtime"))->periodCostMinor);
}

void TestRoutes::noEndpointPriceForGpu()
{
    // The test route prices know no L40S: an L40S quote has no endpoint figure.
    const QList<RouteEstimate> routes = compareRoutes(llama8BWeek(QStringLiteral("l40s")), measured(), testRoutes());
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
    const QList<RouteEstimate> routes = compareRoutes(llama8BWeek(), measured(), testRoutes(QStringLiteral("EUR")));
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
    const std::optional<ModelApiPrice> small = p.modelApiFor(ModelSizeClass::UpTo10B, false);
    QVERIFY(small);
    QCOMPARE(small->inputPerMillionMicros, qint64(280'000));
    QCOMPARE(small->outputPerMillionMicros, qint64(830'000));
    // Every class has an example for MoE models; above 120B there is none for dense ones.
    for (const ModelSizeClass c : kAllModelSizeClasses)
        QVERIFY2(p.modelApiFor(c, true), qPrintable(modelSizeClassKey(c)));
    QVERIFY(!p.modelApiFor(ModelSizeClass::Above120B, false));
    QVERIFY(!p.modelApis.isEmpty());
    for (const ModelApiPrice &m : p.modelApis) {
        QVERIFY2(m.source.url.startsWith(QStringLiteral("https://")), qPrintable(m.product));
        QVERIFY2(m.source.retrieved.isValid() && !m.source.note.isEmpty(), qPrintable(m.product));
        QVERIFY(m.inputPerMillionMicros > 0 && m.outputPerMillionMicros > 0);
    }
    // RunPod Serverless H100 PRO active worker: $0.00093 per second x 3600 s = $3.348 per hour, one GPU.
    const std::optional<EndpointPrice> h100 = p.endpointFor(QStringLiteral("h100-80gb"));
    QVERIFY(h100);
    QCOMPARE(h100->perEndpointHourMicros, qint64(930) * 3600);
    QCOMPARE(h100->gpus, 1);
    QVERIFY(!p.endpoints.isEmpty());
    for (const EndpointPrice &e : p.endpoints) {
        QVERIFY2(catalog::Catalog::builtIn().gpu(e.gpuId), qPrintable(e.gpuId)); // ids of gpus.json
        QVERIFY(e.source.url.startsWith(QStringLiteral("https://")));
        QVERIFY(e.source.retrieved.isValid());
        QVERIFY(e.perEndpointHourMicros > 0);
    }
    QVERIFY(!p.endpointFor(QStringLiteral("no-such-gpu")));
    QVERIFY(!p.endpointMatch(QStringLiteral("h100-80gb"), 0));
    // Two H100 per replica: the one-GPU price twice.
    const std::optional<EndpointMatch> two = p.endpointMatch(QStringLiteral("h100-80gb"), 2);
    QVERIFY(two);
    QCOMPARE(two->multiplier, qint64(2));
    QCOMPARE(two->price.perEndpointHourMicros, qint64(3'348'000));
}

namespace {

const QByteArray kSource = R"("source": {"url": "https://example.invalid", "retrieved": "2026-11-30"})";

QByteArray apiEntry(const QByteArray &sizeClass, const QByteArray &extra = QByteArray())
{
    return R"({"size_class": ")" + sizeClass +
           R"(", "provider": "P", "product": "m", "input_per_million_tokens_micros": 280000,
            "output_per_million_tokens_micros": 830000, )" +
           kSource + extra + "}";
}

QByteArray endpointEntry(const QByteArray &extra = QByteArray())
{
    return R"({"gpu": "h100-80gb", "provider": "P", "product": "w", "per_endpoint_hour_micros": 3348000, )" + kSource +
           extra + "}";
}

/// A version 2 file with the given "model_api" and "managed_endpoints" array contents.
QByteArray routesFile(const QByteArray &apis, const QByteArray &endpoints, const QByteArray &version = "2")
{
    return R"({"format": "headroom-route-prices", "version": )" + version +
           R"(, "id": "x", "name": "X", "currency": "USD", "example_data": true, )" + kSource + R"(, "model_api": [)" +
           apis + R"(], "managed_endpoints": [)" + endpoints + "]}";
}

} // namespace

void TestRoutes::fromJsonReadsVersion2()
{
    // Two classes, one with an MoE price; one H100 per GPU and an H100 x 2 instance.
    const QByteArray json = routesFile(apiEntry("up-to-10b") + "," + apiEntry("40b-120b") + "," +
                                           apiEntry("40b-120b", R"(, "architecture": "moe")") + "," +
                                           apiEntry("above-120b", R"(, "architecture": "dense")"),
                                       endpointEntry() + "," + endpointEntry(R"(, "gpus": 2)"));
    QString error;
    const std::optional<RoutePrices> p = RoutePrices::fromJson(json, &error);
    QVERIFY2(p, qPrintable(error));
    QCOMPARE(p->modelApis.size(), 4);
    QCOMPARE(p->modelApis.at(2).architecture, ModelArchitecture::Moe);
    QCOMPARE(p->modelApis.at(3).architecture, ModelArchitecture::Dense);
    QVERIFY(p->modelApiFor(ModelSizeClass::From40To120B, true));
    QCOMPARE(p->modelApiFor(ModelSizeClass::From40To120B, true)->architecture, ModelArchitecture::Moe);
    QCOMPARE(p->modelApiFor(ModelSizeClass::From40To120B, false)->architecture, ModelArchitecture::Any);
    QVERIFY(p->modelApiFor(ModelSizeClass::Above120B, false));
    QVERIFY(!p->modelApiFor(ModelSizeClass::Above120B, true)); // a dense-only price is not for MoE models
    QVERIFY(!p->modelApiFor(ModelSizeClass::From10To40B, false));
    QCOMPARE(p->endpoints.size(), 2);
    QCOMPARE(p->endpoints.at(0).gpus, 1); // "gpus" absent: one GPU
    QCOMPARE(p->endpoints.at(1).gpus, 2);
    QCOMPARE(p->endpointMatch(QStringLiteral("h100-80gb"), 2)->multiplier, qint64(1)); // the listed 2-GPU price
    QCOMPARE(p->endpointMatch(QStringLiteral("h100-80gb"), 4)->multiplier, qint64(4)); // 4 x the 1-GPU price

    // A file without any hosted price is valid: every quote then says no comparable price is known.
    QVERIFY(RoutePrices::fromJson(routesFile(QByteArray(), endpointEntry()), &error));
}

void TestRoutes::fromJsonRefuses_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("mentions");

    const QByteArray api = apiEntry("up-to-10b");
    const QByteArray ep = endpointEntry();
    // Each row breaks one thing in an otherwise valid file (fromJsonReadsVersion2 reads the valid shape).
    QTest::newRow("unknown key") << routesFile(apiEntry("up-to-10b", R"(, "colour": "red")"), ep)
                                 << QStringLiteral("colour");
    QTest::newRow("fraction") << routesFile(api, QByteArray(ep).replace("3348000", "3348000.5"))
                              << QStringLiteral("per_endpoint_hour_micros");
    QTest::newRow("negative") << routesFile(api, QByteArray(ep).replace("3348000", "-1"))
                              << QStringLiteral("per_endpoint_hour_micros");
    QTest::newRow("negative token price")
        << routesFile(QByteArray(api).replace("830000", "-830000"), ep) << QStringLiteral("output_per_million");
    QTest::newRow("missing token price")
        << routesFile(QByteArray(api).replace("\"input_per_million_tokens_micros\": 280000,", ""), ep)
        << QStringLiteral("input_per_million_tokens_micros");
    QTest::newRow("http url") << routesFile(api, QByteArray(ep).replace("https://", "http://"))
                              << QStringLiteral("https");
    QTest::newRow("bad date") << routesFile(api, QByteArray(ep).replace("2026-11-30", "30-11-2026"))
                              << QStringLiteral("retrieved");
    QTest::newRow("duplicate gpu") << routesFile(api, ep + "," + ep) << QStringLiteral("h100-80gb");
    QTest::newRow("duplicate gpu x 2") << routesFile(api, endpointEntry(R"(, "gpus": 2)") + "," +
                                                              endpointEntry(R"(, "gpus": 2)"))
                                       << QStringLiteral("with 2 GPUs is listed twice");
    QTest::newRow("gpus 0") << routesFile(api, endpointEntry(R"(, "gpus": 0)")) << QStringLiteral("\"gpus\"");
    QTest::newRow("gpus fraction") << routesFile(api, endpointEntry(R"(, "gpus": 1.5)")) << QStringLiteral("\"gpus\"");
    QTest::newRow("gpus text") << routesFile(api, endpointEntry(R"(, "gpus": "2")")) << QStringLiteral("\"gpus\"");
    QTest::newRow("gpus too many") << routesFile(api, endpointEntry(R"(, "gpus": 1025)")) << QStringLiteral("\"gpus\"");
    QTest::newRow("unknown size class") << routesFile(apiEntry("huge"), ep) << QStringLiteral("size_class");
    QTest::newRow("size class in capitals") << routesFile(apiEntry("UP-TO-10B"), ep) << QStringLiteral("size_class");
    QTest::newRow("no size class") << routesFile(QByteArray(api).replace("\"size_class\"", "\"class\""), ep)
                                   << QStringLiteral("class");
    QTest::newRow("bad architecture") << routesFile(apiEntry("up-to-10b", R"(, "architecture": "sparse")"), ep)
                                      << QStringLiteral("architecture");
    QTest::newRow("duplicate class") << routesFile(api + "," + api, ep) << QStringLiteral("\"up-to-10b\"");
    QTest::newRow("duplicate MoE class") << routesFile(apiEntry("40b-120b", R"(, "architecture": "moe")") + "," +
                                                           apiEntry("40b-120b", R"(, "architecture": "moe")"),
                                                       ep)
                                         << QStringLiteral("moe");
    QTest::newRow("entry not an object") << routesFile("42", ep) << QStringLiteral("model_api[0]");
    // A version 1 shape ("model_api" one object) in a version 2 file.
    QTest::newRow("model_api object") << QByteArray(routesFile(api, ep))
                                             .replace("\"model_api\": [", "\"model_api\": ")
                                             .replace("}], \"managed", "}, \"managed")
                                      << QStringLiteral("model_api");
    QTest::newRow("version 1") << routesFile(api, ep, "1") << QStringLiteral("version 1");
    QTest::newRow("version 3") << routesFile(api, ep, "3") << QStringLiteral("\"version\" must be 2");
    QTest::newRow("version text") << routesFile(api, ep, "\"2\"") << QStringLiteral("\"version\" must be 2");
    QTest::newRow("wrong format") << QByteArray(routesFile(api, ep)).replace("headroom-route-prices", "other")
                                  << QStringLiteral("format");
    QTest::newRow("not json") << QByteArray("{\"format\": ") << QStringLiteral("JSON");
}

void TestRoutes::fromJsonRefuses()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, mentions);
    QString error;
    const std::optional<RoutePrices> p = RoutePrices::fromJson(json, &error);
    QVERIFY2(!p, json.constData());
    QVERIFY2(error.contains(mentions), qPrintable(error));
}

void TestRoutes::endpointForAQuoteThatDoesNotFit()
{
    // Llama 3.1 70B in bf16 on one L40S (48,305,799,168 bytes usable): the weights alone, 70,553,706,496
    // parameters x 2 = 141,107,412,992 bytes, do not fit. Tensor parallel 2 still leaves 70.55 GB of weights
    // per GPU, 3 does not divide the 64 heads, 4 holds 35.3 GB of weights per GPU: the fewest L40S for one
    // replica is 4. The managed endpoint is priced for that (the built-in file lists one-GPU L40S endpoints
    // at 1.332 USD an hour): 1.332 x 4 GPUs x 168 h = 895.104 -> 895.10 USD, and says why.
    const headroom::catalog::Catalog &catalog = headroom::catalog::Catalog::builtIn();
    fit::Scenario s;
    s.model = catalog.model(QStringLiteral("llama-3.1-70b"))->spec;
    s.hardware.gpuId = "l40s";
    s.hardware.memoryBytes = catalog.gpu(QStringLiteral("l40s"))->memoryBytes;
    const fit::Result<fit::Estimate> e = fit::estimate(s);
    QVERIFY(e.ok());
    QVERIFY(!e.value->fits);
    Quote q = weekQuote(QStringLiteral("l40s"));
    q.scenario = s;
    q.estimate = *e.value;
    const QList<RouteEstimate> routes = compareRoutes(q, measured(), builtinRoutePrices());
    const RouteEstimate *ep = route(routes, QStringLiteral("managed-endpoint"));
    QVERIFY(ep);
    QCOMPARE(ep->periodCostMinor, std::optional<qint64>(89'510));
    QVERIFY2(ep->costNote.contains(QStringLiteral("cannot hold one replica")), qPrintable(ep->costNote));
    QVERIFY2(ep->costNote.contains(QStringLiteral("4 × ")), qPrintable(ep->costNote));
}

QTEST_GUILESS_MAIN(TestRoutes)
#include "tst_routes.moc"
