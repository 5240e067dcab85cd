// SPDX-License-Identifier: GPL-3.0-or-later
// Benchmark of "What should I rent?" (issue 13 acceptance: `headroom rent` answers in under 200 ms for the full
// catalogue x counts 1-8 x every pricing of a list). quote::solveRent() with Llama 3.1 70B at 8,192 tokens x 8
// sequences, for the generic engine, vLLM and llama.cpp, over
//   - "example": the built-in example price list as it is;
//   - "full": every GPU of the catalogue priced on demand, on spot and for a month term (the example list's
//     prices where it has them, made-up ones for the rest), so every GPU x count 1..8 x 3 pricings is tried.
// each keeping the 10 best answers (the CLI's default) or up to 1,000 (every answer gets its full estimate and
// fingerprint). QBENCHMARK reports the wall time of one solveRent() call.
// Not registered with ctest.

#include <quote/rent.h>

#include <catalog/catalog.h>

#include <QSet>
#include <QTest>

using namespace headroom;

Q_DECLARE_METATYPE(headroom::fit::Engine)

class BenchRent : public QObject
{
    Q_OBJECT

private slots:
    void solve_data();
    void solve();
};

namespace {

/// Every catalogue GPU with all three pricing models.
catalog::PriceList fullList()
{
    const catalog::Catalog &cat = catalog::Catalog::builtIn();
    catalog::PriceList list = cat.priceList();
    list.gpus.clear();
    for (const catalog::Gpu &gpu : cat.gpus()) {
        catalog::GpuPrice price = cat.priceList().priceFor(gpu.id).value_or(catalog::GpuPrice{});
        price.gpuId = gpu.id;
        if (price.hourlyMicros <= 0)
            price.hourlyMicros = 1'000'000;
        if (!price.spotHourlyMicros)
            price.spotHourlyMicros = price.hourlyMicros / 2;
        if (!price.fixedTerms.monthMicros)
            price.fixedTerms.monthMicros = price.hourlyMicros * 600;
        list.gpus.append(price);
    }
    return list;
}

} // namespace

void BenchRent::solve_data()
{
    QTest::addColumn<bool>("full");
    QTest::addColumn<fit::Engine>("engine");
    QTest::addColumn<int>("top");
    for (const bool full : {true, false}) {
        for (const fit::Engine e : {fit::Engine::Generic, fit::Engine::Vllm, fit::Engine::LlamaCpp}) {
            for (const int top : {10, 1000}) {
                const QByteArray name = QByteArray(full ? "full" : "example") + ' ' + fit::toString(e).data() +
                                        " top " + QByteArray::number(top);
                QTest::newRow(name.constData()) << full << e << top;
            }
        }
    }
}

void BenchRent::solve()
{
    QFETCH(bool, full);
    QFETCH(fit::Engine, engine);
    QFETCH(int, top);
    const catalog::Catalog &cat = catalog::Catalog::builtIn();
    const catalog::PriceList prices = full ? fullList() : cat.priceList();
    quote::RentRequest r;
    r.choice.modelId = QStringLiteral("llama-3.1-70b");
    r.choice.engine = engine;
    if (engine == fit::Engine::LlamaCpp)
        r.choice.weights = fit::parseWeightFormat("q4_k_m");
    r.choice.contextTokens = 8192;
    r.choice.concurrency = 8;
    r.maxGpus = 8;
    r.top = top;
    quote::QuoteError error;
    std::optional<quote::RentResult> result = quote::solveRent(r, cat, prices, &error);
    QVERIFY2(result, qPrintable(error.message));
    // Once per row (QBENCHMARK runs the function again until the timing settles).
    static QSet<QByteArray> reported;
    if (!reported.contains(QTest::currentDataTag())) {
        reported.insert(QTest::currentDataTag());
        qInfo("%s: %lld GPUs priced, %d configurations tried, %d fit, %lld answers kept", QTest::currentDataTag(),
              qlonglong(prices.gpus.size()), result->configurationsTried, result->configurationsFitting,
              qlonglong(result->answers.size()));
    }
    QBENCHMARK
    {
        result = quote::solveRent(r, cat, prices, &error);
    }
    QVERIFY(result);
}

QTEST_GUILESS_MAIN(BenchRent)
#include "bench_rent.moc"
