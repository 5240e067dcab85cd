// SPDX-License-Identifier: GPL-3.0-or-later
// "What should I rent?" (quote/rent.h): the hand-checked cheapest configurations of Llama 3.1 70B from the
// example price list, speed targets, the GPU-count bound, the cost per million tokens, price-list GPUs the
// catalogue does not know, re-pricing an answer's request, and the errors. Expected figures are worked out
// by hand in the comments from the published model config, the catalogue's driver-reported memory and the
// example list's prices; tests that do not name figures derive their expectations from the catalogue they
// load, so that growing the catalogue does not break them.

#include <quote/rent.h>

#include <catalog/catalog.h>
#include <fit/fitmodel.h>
#include <scenario/choice.h>
#include <scenario/choicejson.h>

#include <QTest>

#include <algorithm>

Q_DECLARE_METATYPE(headroom::quote::RentRequest)

using namespace headroom;
using namespace headroom::quote;

namespace {

const catalog::Catalog &cat()
{
    return catalog::Catalog::builtIn();
}

/// Llama 3.1 70B in bf16, 8,192 tokens x 8 sequences, the generic (Transformers-style) engine.
RentRequest llama70b()
{
    RentRequest r;
    r.choice.modelId = QStringLiteral("llama-3.1-70b");
    r.choice.weights = fit::WeightFormat::denseOf(fit::DenseDtype::BF16);
    r.choice.contextTokens = 8192;
    r.choice.concurrency = 8;
    r.term = Term::Month;
    r.terms = 1;
    r.top = 1000;
    return r;
}

/// Llama 3.1 8B, 4,096 tokens x 1 sequence: fits on one GPU of 24 GB and more.
RentRequest llama8b()
{
    RentRequest r;
    r.choice.modelId = QStringLiteral("llama-3.1-8b");
    r.choice.contextTokens = 4096;
    r.choice.concurrency = 1;
    r.top = 1000;
    return r;
}

RentResult solve(const RentRequest &r, const catalog::PriceList &prices = cat().priceList())
{
    QuoteError error;
    const std::optional<RentResult> result = solveRent(r, cat(), prices, &error);
    if (!result)
        qWarning("solveRent failed: %s: %s", qPrintable(error.field), qPrintable(error.message));
    return result.value_or(RentResult{});
}

bool isThroughputKey(const QString &key)
{
    return key == QLatin1String("memory_bandwidth") || key == QLatin1String("compute") ||
           key == QLatin1String("interconnect");
}

} // namespace

class TestRent : public QObject
{
    Q_OBJECT

private slots:
    void handCheckedCheapest_data();
    void handCheckedCheapest();
    void perDeviceBytesByHand();
    void rankingOrder();
    void everyPricingOffered();
    void speedTargetRemovesSlowAnswers();
    void aggregateTargetNothingFits();
    void maxGpusBound();
    void layerSplitEngineUsesEveryGpu();
    void costPerMillionByHand();
    void answerCostsUseTheirThroughput();
    void unknownPriceListGpuIsSkipped();
    void requestRepricesToTheSameTotal();
    void nothingFitsIsNotAnError();
    void errors_data();
    void errors();
};

// Llama 3.1 70B (meta-llama/Llama-3.1-70B config.json: 80 layers, 64 heads, 8 KV heads x 128, hidden 8,192,
// FFN 28,672, vocab 128,256; 70,553,706,496 parameters), bf16, 8,192 tokens x 8 sequences, generic engine
// (fitmodel.h estimate()), t = tensor-parallel degree (64 and 8 heads: t in {1, 2, 4, 8}; 3, 5, 6, 7 refused):
//   weights/GPU   70,553,706,496 x 2 B / t                = 141,107,412,992 / t
//   KV/GPU        2 x 80 x (8/t) x 128 x 2 B = 327,680/t B per token, x 8,192 x 8 = 65,536 tokens
//                                                          = 21,474,836,480 / t
//   activations   512 x (8,192 + 2 x 28,672 / t) x 4 + 8,192 x 512 x 2 + 8 x 128,256 x 4
//                 t=1 134,217,728 + 8,388,608 + 4,104,192 = 146,710,528
//                 t=2  75,497,472 + ...                   =  87,990,272
//                 t=4  46,137,344 + ...                   =  58,630,144
//                 t=8  31,457,280 + ...                   =  43,950,080
//   runtime       536,870,912 (512 MiB)
//   total/GPU     t=1 163,265,830,912   t=2 81,915,985,920   t=4 41,241,063,424   t=8 20,903,602,176
// Each GPU of the example list (prices-example.json, on-demand price per GPU-hour), its driver-reported memory
// (gpus.json), the fewest GPUs that hold one replica at the degree that fits and one month on demand
// (720 h x GPUs x price), cheapest first:
//   a40                48,305,799,168 B  x4 (t=4)  4 x 720 h x $0.4000 = $1,152.00
//   rtx-3090           25,769,803,776 B  x8 (t=8)  8 x 720 h x $0.2200 = $1,267.20
//   mi325x            274,861,129,728 B  x1 (t=1)  1 x 720 h x $1.9500 = $1,404.00
//   rtx-a6000          51,527,024,640 B  x4 (t=4)  4 x 720 h x $0.5000 = $1,440.00
//   rtx-3090-ti        25,757,220,864 B  x8 (t=8)  8 x 720 h x $0.2700 = $1,555.20
//   mi300x            206,141,652,992 B  x1 (t=1)  1 x 720 h x $2.5900 = $1,864.80
//   a100-80gb-pcie     85,899,345,920 B  x2 (t=2)  2 x 720 h x $1.3500 = $1,944.00
//   rtx-4090           25,757,220,864 B  x8 (t=8)  8 x 720 h x $0.3400 = $1,958.40
//   rtx-6000-ada       51,527,024,640 B  x4 (t=4)  4 x 720 h x $0.7400 = $2,131.20
//   l40s               48,305,799,168 B  x4 (t=4)  4 x 720 h x $0.7900 = $2,275.20
//   a100-80gb          85,899,345,920 B  x2 (t=2)  2 x 720 h x $1.6000 = $2,304.00
//   rtx-pro-6000      102,641,958,912 B  x2 (t=2)  2 x 720 h x $1.8500 = $2,664.00
//   rtx-5000-ada       34,351,349,760 B  x8 (t=8)  8 x 720 h x $0.5500 = $3,168.00
//   h100-pcie          85,520,809,984 B  x2 (t=2)  2 x 720 h x $2.5000 = $3,600.00
//   h100-80gb          85,520,809,984 B  x2 (t=2)  2 x 720 h x $2.6900 = $3,873.60
//   rtx-5090           34,190,917,632 B  x8 (t=8)  8 x 720 h x $0.6900 = $3,974.40
//   b200              192,265,846,784 B  x1 (t=1)  1 x 720 h x $6.0000 = $4,320.00
//   l4                 24,152,899,584 B  x8 (t=8)  8 x 720 h x $0.8048 = $4,635.65
//   h200              150,754,820,096 B  x2 (t=2)  2 x 720 h x $3.5900 = $5,169.60
//   a100-40gb          42,949,672,960 B  x4 (t=4)  4 x 720 h x $1.9900 = $5,731.20
//   rtx-3060           12,884,901,888 B  does not fit on 8 (t=8 needs 20,903,602,176 B)
//   t4                 16,106,127,360 B  does not fit on 8 (t=8 needs 20,903,602,176 B)
//   v100-16gb          17,179,869,184 B  does not fit on 8 (t=8 needs 20,903,602,176 B)
// A count above the fewest costs more for the same GPU, so the first four on demand are the A40 x4, the
// RTX 3090 x8, the MI325X x1 and the RTX A6000 x4.
void TestRent::handCheckedCheapest_data()
{
    QTest::addColumn<int>("rank");
    QTest::addColumn<QString>("gpu");
    QTest::addColumn<int>("gpus");
    QTest::addColumn<qint64>("hourlyMicros"); ///< the list's price, as used by hand above
    QTest::addColumn<qint64>("totalMinor");
    QTest::addColumn<qint64>("perDeviceBytes"); ///< total per GPU of the answer's degree (shards only)
    QTest::newRow("1: A40 x4") << 0 << QStringLiteral("a40") << 4 << qint64(400'000) << qint64(115'200)
                               << qint64(41'241'063'424);
    QTest::newRow("2: RTX 3090 x8") << 1 << QStringLiteral("rtx-3090") << 8 << qint64(220'000) << qint64(126'720)
                                    << qint64(20'903'602'176);
    QTest::newRow("3: MI325X x1") << 2 << QStringLiteral("mi325x") << 1 << qint64(1'950'000) << qint64(140'400)
                                  << qint64(163'265'830'912);
    QTest::newRow("4: RTX A6000 x4") << 3 << QStringLiteral("rtx-a6000") << 4 << qint64(500'000) << qint64(144'000)
                                     << qint64(41'241'063'424);
}

void TestRent::handCheckedCheapest()
{
    QFETCH(int, rank);
    QFETCH(QString, gpu);
    QFETCH(int, gpus);
    QFETCH(qint64, hourlyMicros);
    QFETCH(qint64, totalMinor);
    QFETCH(qint64, perDeviceBytes);
    // The hand figures use these prices: a changed example list must change this table too.
    const std::optional<catalog::GpuPrice> price = cat().priceList().priceFor(gpu);
    QVERIFY(price);
    QCOMPARE(price->hourlyMicros, hourlyMicros);

    RentRequest r = llama70b();
    r.pricings = {PricingModel::OnDemand};
    const RentResult result = solve(r);
    QVERIFY(result.answers.size() > rank);
    const RentAnswer &a = result.answers.at(rank);
    QCOMPARE(a.gpuId, gpu);
    QCOMPARE(a.gpus, gpus);
    // One replica over the fewest GPUs that fit is the only degree that fits (hand table above).
    QCOMPARE(a.tensorParallel, gpus);
    QCOMPARE(int(a.pricing), int(PricingModel::OnDemand));
    QCOMPARE(a.total.minor, totalMinor);
    QCOMPARE(a.total.currency, QStringLiteral("USD"));
    QCOMPARE(a.estimate.perDevice.total(), perDeviceBytes);
    QVERIFY(a.estimate.fits);
    // No speed target: what limits the answer is the memory (the generic model's binding for a fit).
    QCOMPARE(a.bindingConstraint, QStringLiteral("gpu_memory"));
}

// The per-GPU bytes of the cheapest answer, term by term (hand table above, t = 1).
void TestRent::perDeviceBytesByHand()
{
    RentRequest r = llama70b();
    r.pricings = {PricingModel::OnDemand};
    const RentResult result = solve(r);
    const auto mi300x = std::find_if(result.answers.cbegin(), result.answers.cend(), [](const RentAnswer &a) {
        return a.gpuId == QLatin1String("mi300x") && a.gpus == 1;
    });
    QVERIFY(mi300x != result.answers.cend());
    QCOMPARE(mi300x->tensorParallel, 1);
    const fit::Breakdown &b = mi300x->estimate.perDevice;
    QCOMPARE(b.weights, qint64(141'107'412'992));
    QCOMPARE(b.kvCache, qint64(21'474'836'480));
    QCOMPARE(b.activations, qint64(146'710'528));
    QCOMPARE(b.runtime, qint64(536'870'912));
    QCOMPARE(mi300x->estimate.usablePerDeviceBytes, qint64(206'141'652'992));
    // One month on demand: 720 h x $2.59 = $1,864.80.
    QCOMPARE(mi300x->total.minor, qint64(186'480));
}

void TestRent::rankingOrder()
{
    const RentResult result = solve(llama70b());
    QVERIFY(result.answers.size() >= 2);
    for (qsizetype i = 1; i < result.answers.size(); ++i) {
        const RentAnswer &a = result.answers.at(i - 1);
        const RentAnswer &b = result.answers.at(i);
        QVERIFY(a.total.minor <= b.total.minor);
        if (a.total.minor == b.total.minor) {
            QVERIFY(a.gpus <= b.gpus);
            if (a.gpus == b.gpus)
                QVERIFY(a.throughput.decodeTokensPerSecondAggregate >= b.throughput.decodeTokensPerSecondAggregate);
        }
    }
    QVERIFY(result.configurationsFitting <= result.configurationsTried);
    QVERIFY(result.configurationsFitting > 0);
    QCOMPARE(result.currency, cat().priceList().currency);
}

// Without RentRequest::pricings: on demand for every GPU, spot where the list prices it, the fixed term where
// the list prices the chosen term; an hour is never a fixed term.
void TestRent::everyPricingOffered()
{
    const catalog::PriceList &prices = cat().priceList();
    for (const Term term : {Term::Month, Term::Hour}) {
        RentRequest r = llama70b();
        r.term = term;
        const RentResult result = solve(r);
        QVERIFY(!result.answers.isEmpty());
        for (const RentAnswer &a : result.answers) {
            const std::optional<catalog::GpuPrice> p = prices.priceFor(a.gpuId);
            QVERIFY(p);
            if (a.pricing == PricingModel::Spot)
                QVERIFY(p->spotHourlyMicros);
            if (a.pricing == PricingModel::FixedTerm) {
                QVERIFY(term == Term::Month);
                QVERIFY(p->fixedTerms.monthMicros);
            }
        }
    }
    // A100 80GB x2 (hand table) has every model in the example list: spot $1.08 x 2 x 720 h = $1,555.20 and
    // the month term 2 x $979.20 = $1,958.40.
    const catalog::GpuPrice a100 = *prices.priceFor(QStringLiteral("a100-80gb"));
    QCOMPARE(a100.spotHourlyMicros.value_or(0), qint64(1'080'000));
    QCOMPARE(a100.fixedTerms.monthMicros.value_or(0), qint64(979'200'000));
    const RentResult result = solve(llama70b());
    const auto find = [&](PricingModel m) {
        return std::find_if(result.answers.cbegin(), result.answers.cend(), [&](const RentAnswer &a) {
            return a.gpuId == QLatin1String("a100-80gb") && a.gpus == 2 && a.pricing == m;
        });
    };
    QVERIFY(find(PricingModel::Spot) != result.answers.cend());
    QCOMPARE(find(PricingModel::Spot)->total.minor, qint64(155'520));
    QVERIFY(find(PricingModel::FixedTerm) != result.answers.cend());
    QCOMPARE(find(PricingModel::FixedTerm)->total.minor, qint64(195'840));
}

// A per-sequence target just above the cheapest answer's decode removes it; every answer left meets the target,
// and the new cheapest says the speed target is what binds (the cheaper one fits in memory but is too slow).
void TestRent::speedTargetRemovesSlowAnswers()
{
    RentRequest r = llama8b();
    r.pricings = {PricingModel::OnDemand};
    const RentResult free = solve(r);
    QVERIFY(!free.answers.isEmpty());
    const RentAnswer cheapest = free.answers.first();
    QCOMPARE(cheapest.gpus, 1); // 16 GB of bf16 weights fit on one GPU of the list
    if (!cheapest.throughput.known)
        QSKIP("the cheapest GPU has no speed in the catalogue");
    const double target = cheapest.throughput.decodeTokensPerSecond * 1.01;
    const bool fasterExists = std::any_of(free.answers.cbegin(), free.answers.cend(), [&](const RentAnswer &a) {
        return a.throughput.known && a.throughput.decodeTokensPerSecond >= target;
    });
    QVERIFY(fasterExists);

    r.minTokensPerSecond = target;
    const RentResult fast = solve(r);
    QVERIFY(!fast.answers.isEmpty());
    QVERIFY(fast.answers.size() < free.answers.size());
    QCOMPARE(fast.configurationsTried, free.configurationsTried);
    QCOMPARE(fast.configurationsFitting, free.configurationsFitting);
    for (const RentAnswer &a : fast.answers) {
        QVERIFY(a.throughput.known);
        QVERIFY(a.throughput.decodeTokensPerSecond >= target);
        QVERIFY(!(a.gpuId == cheapest.gpuId && a.gpus == 1));
    }
    QVERIFY(fast.answers.first().total.minor > cheapest.total.minor);
    QVERIFY2(isThroughputKey(fast.answers.first().bindingConstraint),
             qPrintable(fast.answers.first().bindingConstraint));
    // Under a speed target each answer names its own decode bound (rent.h bindingConstraint).
    for (const RentAnswer &a : fast.answers)
        QCOMPARE(a.bindingConstraint, QString::fromUtf8(fit::throughputBoundKey(a.throughput.decodeBound).data()));
}

// An aggregate target no configuration reaches: nothing is left, which is not an error.
void TestRent::aggregateTargetNothingFits()
{
    RentRequest r = llama8b();
    r.minAggregateTokensPerSecond = 1e9;
    QuoteError error;
    const std::optional<RentResult> result = solveRent(r, cat(), cat().priceList(), &error);
    QVERIFY(result);
    QVERIFY(result->answers.isEmpty());
    QVERIFY(result->configurationsFitting > 0);
}

// With at most 2 GPUs, the RTX 4090 (which needs 8 for the 70B, hand table) and the L40S (4) drop out.
void TestRent::maxGpusBound()
{
    RentRequest r = llama70b();
    r.maxGpus = 2;
    const RentResult two = solve(r);
    QVERIFY(!two.answers.isEmpty());
    for (const RentAnswer &a : two.answers) {
        QVERIFY(a.gpus <= 2);
        QVERIFY(a.gpuId != QLatin1String("rtx-4090"));
        QVERIFY(a.gpuId != QLatin1String("l40s"));
    }
    r.maxGpus = 8;
    const RentResult eight = solve(r);
    QVERIFY(eight.configurationsTried > two.configurationsTried);
    QVERIFY(std::any_of(eight.answers.cbegin(), eight.answers.cend(),
                        [](const RentAnswer &a) { return a.gpuId == QLatin1String("rtx-4090") && a.gpus == 8; }));
}

// llama.cpp splits layers over every GPU of the configuration: one replica, t = count.
void TestRent::layerSplitEngineUsesEveryGpu()
{
    RentRequest r = llama70b();
    r.choice.engine = fit::Engine::LlamaCpp;
    r.choice.weights = fit::parseWeightFormat("q4_k_m");
    QVERIFY(r.choice.weights);
    const RentResult result = solve(r);
    QVERIFY(!result.answers.isEmpty());
    for (const RentAnswer &a : result.answers)
        QCOMPARE(a.tensorParallel, a.gpus);
}

// totalMinor x 10^6 / (hours x 3600 x tokens/s x utilisation), half up.
void TestRent::costPerMillionByHand()
{
    // $1,864.80 for 720 h at 100 tokens/s: 720 x 3600 x 100 = 259,200,000 tokens;
    // 186,480 x 10^6 / 259,200,000 = 719.44 -> 719 cents per million.
    QCOMPARE(costPerMillionTokensMinor(186'480, 720, 100.0, 100), std::optional<qint64>(719));
    // The same at 50 % utilisation: 129,600,000 tokens; 1,438.89 -> 1,439.
    QCOMPARE(costPerMillionTokensMinor(186'480, 720, 100.0, 50), std::optional<qint64>(1439));
    // One hour of $2.69 at 1,000 tokens/s: 3,600,000 tokens; 269 x 10^6 / 3.6 x 10^6 = 74.72 -> 75.
    QCOMPARE(costPerMillionTokensMinor(269, 1, 1000.0, 100), std::optional<qint64>(75));
    // Exactly half a cent rounds up: 9 cents for 1 h at 1,000 tokens/s = 3,600,000 tokens; 9 / 3.6 = 2.5 -> 3.
    QCOMPARE(costPerMillionTokensMinor(9, 1, 1000.0, 100), std::optional<qint64>(3));
    QCOMPARE(costPerMillionTokensMinor(100, 1, 0.0, 100), std::nullopt);
    QCOMPARE(costPerMillionTokensMinor(100, 1, -1.0, 100), std::nullopt);
    QCOMPARE(costPerMillionTokensMinor(100, 0, 10.0, 100), std::nullopt);
    QCOMPARE(costPerMillionTokensMinor(100, 1, 10.0, 0), std::nullopt);
    QCOMPARE(costPerMillionTokensMinor(100, 1, 10.0, 101), std::nullopt);
}

void TestRent::answerCostsUseTheirThroughput()
{
    RentRequest r = llama70b();
    r.utilizationPercent = 40;
    const RentResult result = solve(r);
    QVERIFY(!result.answers.isEmpty());
    for (const RentAnswer &a : result.answers) {
        if (!a.throughput.known) {
            QVERIFY(!a.costPerMillionOutputMinor);
            continue;
        }
        // 720 h per month x 1 term; output at the aggregate decode, input at prefill x replicas.
        QCOMPARE(a.costPerMillionOutputMinor,
                 costPerMillionTokensMinor(a.total.minor, 720, a.throughput.decodeTokensPerSecondAggregate, 40));
        QCOMPARE(a.costPerMillionInputMinor,
                 costPerMillionTokensMinor(a.total.minor, 720,
                                           a.throughput.prefillTokensPerSecond * a.estimate.replicas, 40));
    }
}

// A list that prices a GPU the catalogue does not know: that GPU is skipped, the others answer; a list of
// unknown GPUs only is an error.
void TestRent::unknownPriceListGpuIsSkipped()
{
    catalog::PriceList prices = cat().priceList();
    catalog::GpuPrice unknown;
    unknown.gpuId = QStringLiteral("no-such-gpu");
    unknown.hourlyMicros = 1; // cheaper than anything: it would rank first
    prices.gpus.prepend(unknown);
    const RentResult result = solve(llama70b(), prices);
    QVERIFY(!result.answers.isEmpty());
    for (const RentAnswer &a : result.answers)
        QVERIFY(a.gpuId != QLatin1String("no-such-gpu"));

    prices.gpus = {unknown};
    QuoteError error;
    QVERIFY(!solveRent(llama70b(), cat(), prices, &error));
    QCOMPARE(error.field, QStringLiteral("priceList"));
    QVERIFY(!error.message.isEmpty());
}

// Each answer's request prices exactly the answer, and its choice is the answer's configuration.
void TestRent::requestRepricesToTheSameTotal()
{
    RentRequest r = llama70b();
    r.terms = 2;
    const RentResult result = solve(r);
    QVERIFY(!result.answers.isEmpty());
    for (const RentAnswer &a : result.answers) {
        QuoteError error;
        const std::optional<Quote> q = buildQuote(a.request, cat().priceList(), QDate(2026, 12, 1), &error);
        QVERIFY2(q, qPrintable(error.message));
        QCOMPARE(q->total, a.total);
        QCOMPARE(a.request.gpuId, a.gpuId);
        QCOMPARE(a.request.gpuCount, a.gpus);
        QCOMPARE(int(a.request.pricing), int(a.pricing));
        QCOMPARE(int(a.request.term), int(Term::Month));
        QCOMPARE(a.request.terms, 2);
        QCOMPARE(a.request.scenarioFingerprint, scenario::scenarioFingerprint(a.choice));
        const std::optional<scenario::Resolved> resolved = scenario::resolve(a.choice, cat());
        QVERIFY(resolved);
        QCOMPARE(resolved->scenario.hardware.gpuCount, a.gpus);
        QCOMPARE(resolved->scenario.hardware.tensorParallel, a.tensorParallel);
        QCOMPARE(QString::fromStdString(resolved->scenario.hardware.gpuId), a.gpuId);
        QVERIFY(!a.estimate.assumptions.empty()); // the kept answers carry the full estimate
    }
}

// Llama 3.1 405B in fp32 (1.6 TB of weights) on at most 2 GPUs: nothing fits, no error.
void TestRent::nothingFitsIsNotAnError()
{
    RentRequest r;
    r.choice.modelId = QStringLiteral("llama-3.1-405b");
    r.choice.weights = fit::WeightFormat::denseOf(fit::DenseDtype::F32);
    r.choice.contextTokens = 8192;
    r.maxGpus = 2;
    QuoteError error;
    const std::optional<RentResult> result = solveRent(r, cat(), cat().priceList(), &error);
    QVERIFY(result);
    QVERIFY(result->answers.isEmpty());
    QVERIFY(result->configurationsTried > 0);
    QCOMPARE(result->configurationsFitting, 0);
}

void TestRent::errors_data()
{
    QTest::addColumn<RentRequest>("request");
    QTest::addColumn<QString>("field");
    RentRequest r = llama70b();
    r.maxGpus = 0;
    QTest::newRow("max gpus 0") << r << QStringLiteral("maxGpus");
    r.maxGpus = kMaxRentGpus + 1;
    QTest::newRow("max gpus 65") << r << QStringLiteral("maxGpus");
    r = llama70b();
    r.terms = 0;
    QTest::newRow("terms 0") << r << QStringLiteral("terms");
    r = llama70b();
    r.top = 0;
    QTest::newRow("top 0") << r << QStringLiteral("top");
    r = llama70b();
    r.utilizationPercent = 0;
    QTest::newRow("utilization 0") << r << QStringLiteral("utilization");
    r.utilizationPercent = 101;
    QTest::newRow("utilization 101") << r << QStringLiteral("utilization");
    r = llama70b();
    r.minTokensPerSecond = -1;
    QTest::newRow("negative target") << r << QStringLiteral("minTokensPerSecond");
    r = llama70b();
    r.minAggregateTokensPerSecond = 0;
    QTest::newRow("zero aggregate target") << r << QStringLiteral("minTokensPerSecond");
    r = llama70b();
    r.choice.workload = fit::WorkloadKind::Lora;
    QTest::newRow("training") << r << QStringLiteral("workload");
    r = llama70b();
    r.choice.modelId = QStringLiteral("no-such-model");
    QTest::newRow("unknown model") << r << QStringLiteral("model");
}

void TestRent::errors()
{
    QFETCH(RentRequest, request);
    QFETCH(QString, field);
    QuoteError error;
    QVERIFY(!solveRent(request, cat(), cat().priceList(), &error));
    QCOMPARE(error.field, field);
    QVERIFY(!error.message.isEmpty());
}

QTEST_GUILESS_MAIN(TestRent)
#include "tst_rent.moc"
