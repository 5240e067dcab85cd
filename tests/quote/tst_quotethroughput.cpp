// SPDX-License-Identifier: GPL-3.0-or-later
// Throughput in the quote (issue 13 items 3 and 5): the three routes' cost per million tokens (routes.h) and
// the PDF's fit section stating decode, prefill and time to first token with their assumptions (read back
// with poppler's pdftotext). The scenario is resolved from the built-in catalogue (Llama 3.1 8B in bf16 on
// one H100 80GB, generic engine, 4,096 tokens, one sequence), so the figures follow fit/throughput.h's
// formula with the catalogue's datasheet figures; every expected figure is worked out by hand below.
//
// Hand arithmetic (throughput.h; throughput.cpp kServing profile: bandwidth efficiency 0.72, compute and
// prefill efficiency 0.5, 42 us kernel overhead per layer):
//   Llama 3.1 8B (config.json: 32 layers, hidden 4,096, 32 heads x 128, 8 KV heads, FFN 14,336, vocab
//   128,256, untied head): 8,030,261,248 parameters; bf16 weights 16,060,522,496 B; the embedding table
//   128,256 x 4,096 = 525,336,576 parameters is not read per step: 2 x (8,030,261,248 - 525,336,576) =
//   15,009,849,344 B read. KV per token 32 x 8 x 128 x 2 (K, V) x 2 B = 131,072 B.
//   H100 80GB (gpus.json, NVIDIA datasheet/whitepaper): 3.35 TB/s, 989.4 dense BF16 TFLOP/s.
//   Request: context 4,096 split 3:1 -> 3,072 prompt + 1,024 output tokens; mean fill 3,072 + 512 = 3,584.
//   Decode step, batch 1: (15,009,849,344 + 3,584 x 131,072 = 469,762,048) B / (3.35e12 x 0.72 = 2.412e12
//     B/s) = 6.41775 ms (FLOPs: 2 x 7,504,658,432 active + 4 x 32 x 128 x 32 x 3,584 = 16.89 GFLOP /
//     494.7 TFLOP/s = 0.034 ms, far less); + 32 x 42 us = 1.344 ms -> 7.76175 ms = 128.837 tokens/s.
//   Prefill of 3,072 tokens: 3,072 x (2 x 7,504,658,432 + 4 x 32 x 128 x 32 x 1,536) = 48.5825 TFLOP /
//     494.7 TFLOP/s = 98.2060 ms + 1.344 ms = 99.5500 ms -> 30,858.9 tokens/s (compute bound).
//   Time to first token: 99.5500 ms + one decode step at fill 3,072 ((15,009,849,344 + 402,653,184) B /
//     2.412e12 B/s = 6.38993 ms + 1.344 ms) = 107.284 ms.
// Money (test list: H100 2.69 USD per GPU-hour; route prices: endpoint 3.348 USD per hour, hosted 0.28 / 0.83
// USD per 1M input / output tokens for up to 10B), one week = 168 h = 604,800 s:
//   own runtime 168 x 2.69 = 451.92 USD = 45,192 cents; tokens of the week at 100 %: 604,800 x 128.837 =
//     77,920,579 output -> 45,192 x 10^6 / 77,920,579 = 579.98 -> 580 cents per 1M output tokens;
//     604,800 x 30,858.86 = 18,663,438,000 input -> 45,192 x 10^6 / 18,663,438,000 = 2.42 -> 2 cents.
//   managed endpoint 168 x 3.348 = 562.464 USD -> 56,246 cents; 56,246 x 10^6 / 77,920,579 = 721.84 -> 722
//     cents per 1M output tokens; 56,246 x 10^6 / 18,663,438,000 = 3.01 -> 3 cents per 1M input tokens.
//   hosted API: 0.28 USD = 28 cents input, 0.83 USD = 83 cents output per 1M tokens.

#include <quote/quotedocument.h>
#include <quote/quotepdf.h>
#include <quote/routes.h>

#include <catalog/catalog.h>
#include <fit/fitmodel.h>
#include <fit/throughput.h>
#include <scenario/choice.h>

#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace headroom;
using namespace headroom::quote;

namespace {

catalog::Source testSource()
{
    return catalog::Source{QStringLiteral("https://example.invalid/prices"), QDate(2026, 11, 30), QString()};
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
    h100.provider = QStringLiteral("Test provider");
    h100.hourlyMicros = 2'690'000; // 2.69 USD per GPU-hour
    h100.source = testSource();
    list.gpus = {h100};
    return list;
}

RoutePrices testRoutes()
{
    RoutePrices p;
    p.id = QStringLiteral("routes-test");
    p.name = QStringLiteral("Test routes");
    p.currency = QStringLiteral("USD");
    p.source = testSource();
    ModelApiPrice api;
    api.sizeClass = ModelSizeClass::UpTo10B;
    api.provider = QStringLiteral("Test API");
    api.product = QStringLiteral("test-8b");
    api.inputPerMillionMicros = 280'000;
    api.outputPerMillionMicros = 830'000;
    api.source = testSource();
    EndpointPrice ep;
    ep.gpuId = QStringLiteral("h100-80gb");
    ep.provider = QStringLiteral("Test endpoints");
    ep.product = QStringLiteral("active worker");
    ep.perEndpointHourMicros = 3'348'000;
    ep.source = testSource();
    p.modelApis = {api};
    p.endpoints = {ep};
    return p;
}

/// A one-week quote of `gpus` x H100 80GB with the resolved scenario of `model` (bf16, generic engine,
/// context 4,096, one sequence) and its estimate; an invalid quote (empty currency) when resolving fails.
Quote weekQuote(const QString &model = QStringLiteral("llama-3.1-8b"), int gpus = 1)
{
    QuoteRequest r;
    r.gpuId = QStringLiteral("h100-80gb");
    r.gpuCount = gpus;
    r.term = Term::Week;
    Quote q = *buildQuote(r, testList(), QDate(2026, 12, 2));
    scenario::Choice c;
    c.modelId = model;
    c.gpuId = r.gpuId;
    c.gpuCount = gpus;
    const std::optional<scenario::Resolved> resolved = scenario::resolve(c, catalog::Catalog::builtIn());
    if (!resolved)
        return {};
    const fit::Result<fit::Estimate> e = fit::estimate(resolved->scenario);
    if (!e.ok())
        return {};
    q.scenario = resolved->scenario;
    q.estimate = *e.value;
    return q;
}

const RouteEstimate *route(const QList<RouteEstimate> &routes, const char *key)
{
    for (const RouteEstimate &r : routes) {
        if (r.route == QLatin1String(key))
            return &r;
    }
    return nullptr;
}

QString pdfText(const QString &pdf)
{
    QProcess p;
    p.start(QStringLiteral("pdftotext"), {QStringLiteral("-enc"), QStringLiteral("UTF-8"), pdf, QStringLiteral("-")});
    if (!p.waitForFinished(60'000) || p.exitStatus() != QProcess::NormalExit || p.exitCode() != 0)
        return {};
    return QString::fromUtf8(p.readAllStandardOutput()).simplified();
}

} // namespace

class TestQuoteThroughput : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void ownRuntimeCostPerToken();
    void endpointCostPerToken();
    void hostedApiPerToken();
    void noFigureWithoutThroughput();
    void noFigureWhenItDoesNotFit();
    void noFigureWithoutScenario();
    void pdfStatesThroughput();
    void pdfSaysNotKnown();
    void pdfSaysItDoesNotFit();

private:
    QTemporaryDir m_dir;
};

void TestQuoteThroughput::initTestCase()
{
    QVERIFY(m_dir.isValid());
    const Quote q = weekQuote();
    QVERIFY(!q.total.currency.isEmpty());
    if (!q.scenario->hardware.speed.known())
        QSKIP("the built-in catalogue gives no speed for h100-80gb (memory_bandwidth_bytes_per_second)");
    // The scenario the figures below are worked for.
    QCOMPARE(q.estimate->perDevice.weights, Q_INT64_C(16'060'522'496));
    QCOMPARE(q.estimate->kvCacheBytesPerToken, Q_INT64_C(131'072));
    QCOMPARE(q.total.minor, Q_INT64_C(45'192));
    const fit::Throughput t = fit::throughput(*q.scenario, *q.estimate);
    QVERIFY(t.known);
    QVERIFY2(std::abs(t.decodeTokensPerSecond - 128.837) < 0.01, qPrintable(QString::number(t.decodeTokensPerSecond)));
    QVERIFY2(std::abs(t.prefillTokensPerSecond - 30'858.9) < 1, qPrintable(QString::number(t.prefillTokensPerSecond)));
    QVERIFY2(std::abs(t.timeToFirstTokenMs - 107.284) < 0.01, qPrintable(QString::number(t.timeToFirstTokenMs)));
}

void TestQuoteThroughput::ownRuntimeCostPerToken()
{
    const QList<RouteEstimate> routes = compareRoutes(weekQuote(), MeasurementNotes{}, testRoutes());
    const RouteEstimate *own = route(routes, "own-runtime");
    QVERIFY(own);
    QCOMPARE(own->periodCostMinor.value_or(-1), Q_INT64_C(45'192));
    // 45,192 x 10^6 / (604,800 s x 128.837 tokens/s) = 579.98 -> 580; input 2.42 -> 2 (top of the file).
    QCOMPARE(own->costPerMillionOutputMinor.value_or(-1), Q_INT64_C(580));
    QCOMPARE(own->costPerMillionInputMinor.value_or(-1), Q_INT64_C(2));
    // The note states the figures, the rates and the utilisation, and ends the cost note.
    for (const char *mention : {"100 % utilisation", "5.80", "0.02", "129 tokens/s", "30,859 tokens/s", "168 h"})
        QVERIFY2(own->perTokenNote.contains(QLatin1String(mention)), qPrintable(own->perTokenNote));
    QVERIFY2(own->costNote.endsWith(own->perTokenNote), qPrintable(own->costNote));
}

void TestQuoteThroughput::endpointCostPerToken()
{
    const QList<RouteEstimate> routes = compareRoutes(weekQuote(), MeasurementNotes{}, testRoutes());
    const RouteEstimate *ep = route(routes, "managed-endpoint");
    QVERIFY(ep);
    // 168 h x 3.348 USD = 562.464 USD -> 56,246 cents, hourly price kept in the bills.
    QCOMPARE(ep->periodCostMinor.value_or(-1), Q_INT64_C(56'246));
    QVERIFY2(ep->bills.contains(QLatin1String("3.348 USD")), qPrintable(ep->bills));
    // 56,246 x 10^6 / 77,920,579 = 721.84 -> 722; input 3.01 -> 3.
    QCOMPARE(ep->costPerMillionOutputMinor.value_or(-1), Q_INT64_C(722));
    QCOMPARE(ep->costPerMillionInputMinor.value_or(-1), Q_INT64_C(3));
    QVERIFY2(ep->perTokenNote.contains(QLatin1String("7.22")), qPrintable(ep->perTokenNote));
}

void TestQuoteThroughput::hostedApiPerToken()
{
    const QList<RouteEstimate> routes = compareRoutes(weekQuote(), MeasurementNotes{}, testRoutes());
    const RouteEstimate *api = route(routes, "model-api");
    QVERIFY(api);
    // The list price of the 8B class: 280,000 / 10,000 = 28 cents, 830,000 / 10,000 = 83 cents.
    QCOMPARE(api->costPerMillionInputMinor.value_or(-1), Q_INT64_C(28));
    QCOMPARE(api->costPerMillionOutputMinor.value_or(-1), Q_INT64_C(83));
    QVERIFY(api->perTokenNote.isEmpty());
}

void TestQuoteThroughput::noFigureWithoutThroughput()
{
    // The same quote with a GPU whose speed is not known (a memory-only user GPU): no per-token figure, and
    // the note says why; the period costs stay.
    Quote q = weekQuote();
    QVERIFY(q.scenario);
    q.scenario->hardware.speed = fit::DeviceSpeed{};
    const QList<RouteEstimate> routes = compareRoutes(q, MeasurementNotes{}, testRoutes());
    for (const char *key : {"own-runtime", "managed-endpoint"}) {
        const RouteEstimate *r = route(routes, key);
        QVERIFY(r);
        QVERIFY(r->periodCostMinor);
        QVERIFY(!r->costPerMillionOutputMinor && !r->costPerMillionInputMinor);
        QVERIFY2(r->perTokenNote.contains(QLatin1String("not known for this GPU")), qPrintable(r->perTokenNote));
    }
}

void TestQuoteThroughput::noFigureWhenItDoesNotFit()
{
    // Llama 3.1 70B in bf16 (141 GB of weights) on one H100 80GB does not fit: no tokens, no per-token cost.
    const QList<RouteEstimate> routes =
        compareRoutes(weekQuote(QStringLiteral("llama-3.1-70b")), MeasurementNotes{}, testRoutes());
    const RouteEstimate *own = route(routes, "own-runtime");
    QVERIFY(own);
    QVERIFY(!own->costPerMillionOutputMinor);
    QVERIFY2(own->perTokenNote.contains(QLatin1String("does not fit")), qPrintable(own->perTokenNote));
}

void TestQuoteThroughput::noFigureWithoutScenario()
{
    QuoteRequest r;
    r.gpuId = QStringLiteral("h100-80gb");
    r.term = Term::Week;
    const Quote q = *buildQuote(r, testList(), QDate(2026, 12, 2));
    for (const RouteEstimate &route : compareRoutes(q, MeasurementNotes{}, testRoutes())) {
        QVERIFY2(!route.costPerMillionOutputMinor && route.perTokenNote.isEmpty(), qPrintable(route.route));
        QVERIFY2(!route.costNote.contains(QLatin1String("Per million tokens")), qPrintable(route.costNote));
    }
}

void TestQuoteThroughput::pdfStatesThroughput()
{
    if (QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty())
        QSKIP("pdftotext (poppler-utils) is not installed");
    const QString path = m_dir.filePath(QStringLiteral("throughput.pdf"));
    QString error;
    QuoteDocument doc = documentForQuote(weekQuote(), QStringLiteral("en"));
    doc.routePrices = testRoutes();
    QVERIFY2(exportQuotePdf(doc, path, &error), qPrintable(error));
    const QString text = pdfText(path);
    // Whole tokens/s from 100 on (scenario::labels::tokensPerSecondText): 128.837 -> 129 per sequence and in
    // total; prefill 30,858.9 -> 30,859; time to first token 107.284 -> 107 ms.
    for (const char *mention :
         {"Throughput",
          "Decode: 129 tokens/s per sequence, 129 tokens/s in total over 1 sequence (bound: memory "
          "bandwidth)",
          "Prefill: 30,859 tokens/s for one prompt (bound: compute)", "Time to first token: 107 ms",
          "3,072 prompt and 1,024 output tokens", "vendor peak figures", "calibrated on", "5.80 USD"}) {
        QVERIFY2(text.contains(QString::fromUtf8(mention)), mention);
    }
}

void TestQuoteThroughput::pdfSaysNotKnown()
{
    if (QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty())
        QSKIP("pdftotext (poppler-utils) is not installed");
    Quote q = weekQuote();
    QVERIFY(q.scenario);
    q.scenario->hardware.speed = fit::DeviceSpeed{};
    const QString path = m_dir.filePath(QStringLiteral("unknown.pdf"));
    QString error;
    QVERIFY2(exportQuotePdf(documentForQuote(q, QStringLiteral("en")), path, &error), qPrintable(error));
    const QString text = pdfText(path);
    QVERIFY2(text.contains(QLatin1String("Throughput: not known for this GPU")), qPrintable(text.left(400)));
    QVERIFY(!text.contains(QLatin1String("Decode:")));
}

void TestQuoteThroughput::pdfSaysItDoesNotFit()
{
    if (QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty())
        QSKIP("pdftotext (poppler-utils) is not installed");
    // Llama 3.1 70B in bf16 on one H100 80GB: the figures come with the sentence that it does not fit.
    const QString path = m_dir.filePath(QStringLiteral("nofit.pdf"));
    QString error;
    QVERIFY2(exportQuotePdf(documentForQuote(weekQuote(QStringLiteral("llama-3.1-70b")), QStringLiteral("en")), path,
                            &error),
             qPrintable(error));
    const QString text = pdfText(path);
    const qsizetype note = text.indexOf(QLatin1String("The configuration does not fit: these figures are what it would "
                                                      "reach if it did."));
    QVERIFY2(note >= 0, qPrintable(text));
    QVERIFY2(text.indexOf(QLatin1String("Decode:"), note) > note, qPrintable(text));
}

QTEST_MAIN(TestQuoteThroughput)
#include "tst_quotethroughput.moc"
