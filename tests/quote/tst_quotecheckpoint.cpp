// SPDX-License-Identifier: GPL-3.0-or-later
// Training quotes (issue 11 items 5 and 10): the "checkpoints" storage line (N resumable checkpoints kept for
// the period at the list's storage rate), its place in the canonical request and fingerprint, its errors, and
// the spot recovery plan that names the checkpoint (scenario::labels::spotCheckpointSentence). Every expected
// value is worked out by hand in the comment next to it; price lists are built here.

#include <quote/quote.h>
#include <scenario/workloadlabels.h>

#include <QTest>

using namespace headroom;
using namespace headroom::quote;

namespace {

/// The storage rate of the built-in example list, resources/catalog/prices-example.json
/// "storage_micros_per_gb_month": 100000 (RunPod's published volume price, https://docs.runpod.io/pods/storage,
/// retrieved 2026-11-30): 0.10 USD per GB-month. H100 at 2.69 USD per GPU-hour, no egress.
catalog::PriceList exampleRateList()
{
    catalog::PriceList list;
    list.id = QStringLiteral("test-2026-01");
    list.name = QStringLiteral("Test list");
    list.currency = QStringLiteral("USD");
    list.exampleData = true;
    list.retrieved = QDate(2026, 11, 30);
    catalog::GpuPrice h100;
    h100.gpuId = QStringLiteral("h100-80gb");
    h100.hourlyMicros = 2'690'000;
    list.gpus = {h100};
    list.storagePerGbMonthMicros = 100'000;
    list.egressPerGbMicros = 0;
    return list;
}

QuoteRequest trainingRequest(Term term, int terms, int kept, qint64 checkpointBytes)
{
    QuoteRequest r;
    r.gpuId = QStringLiteral("h100-80gb");
    r.gpuCount = 1;
    r.term = term;
    r.terms = terms;
    r.scenarioFingerprint = QStringLiteral("5a1e7d9c");
    r.checkpointsKept = kept;
    r.checkpointBytes = checkpointBytes;
    return r;
}

/// A resumable checkpoint of Llama-3.1-8B trained in bf16 with fp32 master weights and AdamW: 2 + 4 + 8 = 14
/// bytes per parameter (the glossary's training-checkpoint rule), 8,030,261,248 parameters (the safetensors
/// total, https://huggingface.co/meta-llama/Llama-3.1-8B) x 14 = 112,423,657,472 bytes.
constexpr qint64 kLlama8bCheckpoint = 112'423'657'472;

const QDate kDate(2026, 11, 30);

} // namespace

class TestQuoteCheckpoint : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void storageGb_data();
    void storageGb();
    void checkpointLine_data();
    void checkpointLine();
    void lineOrderAndTotals();
    void noLineWithoutCheckpoints();
    void errors_data();
    void errors();
    void canonicalRequest();
    void spotSentence_data();
    void spotSentence();
    void spotSentenceOnlyForTraining();
};

void TestQuoteCheckpoint::storageGb_data()
{
    QTest::addColumn<int>("kept");
    QTest::addColumn<qint64>("bytes");
    QTest::addColumn<qint64>("gb");
    // 3 x 120,000,000,000 B = 360,000,000,000 B = 360 GB exactly.
    QTest::newRow("3 x 120 GB") << 3 << qint64(120'000'000'000) << qint64(360);
    // 2 x 112,423,657,472 B = 224,847,314,944 B = 224.85 GB: a started GB is stored -> 225.
    QTest::newRow("2 x Llama 8B") << 2 << kLlama8bCheckpoint << qint64(225);
    // 2 x 1,000,000,001 B = 2,000,000,002 B: 2 GB and 2 bytes -> 3 GB.
    QTest::newRow("two bytes over") << 2 << qint64(1'000'000'001) << qint64(3);
    // 1,000 x (2^62 B = 4,611,686,018,427,387,904 B) = 4,611,686,018,427,387,904,000 B, beyond 64 bits as bytes
    // but exact in 128: / 10^9 = 4,611,686,018,427.387904 -> 4,611,686,018,428 GB.
    QTest::newRow("beyond 64-bit bytes") << 1000 << (qint64(1) << 62) << qint64(4'611'686'018'428);
    QTest::newRow("none kept") << 0 << qint64(120'000'000'000) << qint64(0);
    QTest::newRow("no size") << 3 << qint64(0) << qint64(0);
}

void TestQuoteCheckpoint::storageGb()
{
    QFETCH(int, kept);
    QFETCH(qint64, bytes);
    QFETCH(qint64, gb);
    QCOMPARE(checkpointStorageGb(trainingRequest(Term::Week, 1, kept, bytes)), gb);
}

void TestQuoteCheckpoint::checkpointLine_data()
{
    QTest::addColumn<int>("kept");
    QTest::addColumn<qint64>("bytes");
    QTest::addColumn<QString>("term");
    QTest::addColumn<int>("terms");
    QTest::addColumn<qint64>("gb");
    QTest::addColumn<qint64>("milliGbMonths");
    QTest::addColumn<qint64>("minor");
    QTest::addColumn<QString>("description");
    // 3 x 120,000,000,000 B = 360 GB for one week (168 h) at 0.10 USD per GB-month (100,000 micros):
    //   360 x 100,000 x 168 / 720 = 6,048,000,000 / 720 = 8,400,000 micros = 8.40 USD = 840 cents.
    //   GB-months: 360 x 168 / 720 = 84.000 -> 84,000 thousandths.
    QTest::newRow("3 x 120 GB for a week")
        << 3 << qint64(120'000'000'000) << QStringLiteral("week") << 1 << qint64(360) << qint64(84'000) << qint64(840)
        << QStringLiteral("Checkpoint storage: 3 checkpoints kept (120.00 GB each) for 168 h (168/720 of a 30-day "
                          "month)");
    // 2 x Llama 8B = 225 GB (see storageGb) for two weeks (336 h):
    //   225 x 100,000 x 336 / 720 = 7,560,000,000 / 720 = 10,500,000 micros = 10.50 USD = 1,050 cents.
    //   GB-months: 225 x 336 / 720 = 105.000 -> 105,000. Each: 112,423,657,472 B = 112.4237 GB -> "112.42".
    QTest::newRow("2 x Llama 8B for two weeks")
        << 2 << kLlama8bCheckpoint << QStringLiteral("week") << 2 << qint64(225) << qint64(105'000) << qint64(1'050)
        << QStringLiteral("Checkpoint storage: 2 checkpoints kept (112.42 GB each) for 336 h (336/720 of a 30-day "
                          "month)");
    // 1 x Llama 8B = 113 GB for one day (24 h): 113 x 100,000 x 24 / 720 = 271,200,000 / 720 = 376,666.67 micros
    //   = 37.6667 cents -> 38 cents (half up, once). GB-months: 113 x 24 / 720 = 3.76667 -> 3.767 (3,767).
    QTest::newRow("1 x Llama 8B for a day")
        << 1 << kLlama8bCheckpoint << QStringLiteral("day") << 1 << qint64(113) << qint64(3'767) << qint64(38)
        << QStringLiteral("Checkpoint storage: 1 checkpoint kept (112.42 GB) for 24 h (24/720 of a 30-day "
                          "month)");
    // 2 x 1,000,000,001 B = 3 GB for one hour: 3 x 100,000 x 1 / 720 = 416.67 micros = 0.0417 cents -> 0.
    //   GB-months: 3 / 720 = 0.00417 -> 0.004 (4).
    QTest::newRow("3 GB for an hour rounds to zero")
        << 2 << qint64(1'000'000'001) << QStringLiteral("hour") << 1 << qint64(3) << qint64(4) << qint64(0)
        << QStringLiteral("Checkpoint storage: 2 checkpoints kept (1.00 GB each) for 1 h (1/720 of a 30-day month)");
}

void TestQuoteCheckpoint::checkpointLine()
{
    QFETCH(int, kept);
    QFETCH(qint64, bytes);
    QFETCH(QString, term);
    QFETCH(int, terms);
    QFETCH(qint64, gb);
    QFETCH(qint64, milliGbMonths);
    QFETCH(qint64, minor);
    QFETCH(QString, description);

    QuoteError error;
    const auto q =
        buildQuote(trainingRequest(*termFromKey(term), terms, kept, bytes), exampleRateList(), kDate, &error);
    QVERIFY2(q.has_value(), qPrintable(error.message));
    QCOMPARE(q->lines.size(), 2);
    const LineItem &line = q->lines.at(1);
    QCOMPARE(line.kind, QStringLiteral("checkpoints"));
    QCOMPARE(line.unit, QStringLiteral("GB-month"));
    QCOMPARE(line.unitPriceMicros, qint64(100'000));
    QCOMPARE(line.quantity, gb);
    QCOMPARE(line.hours, qint64(hoursPerTerm(*termFromKey(term))) * terms);
    QCOMPARE(line.billedDivisor, qint64(1000));
    QCOMPARE(line.billedQuantity, milliGbMonths);
    QVERIFY(!line.upFront);
    QVERIFY(!line.spotWarning);
    QCOMPARE(line.amount, (Money{minor, QStringLiteral("USD")}));
    QCOMPARE(line.description, description);
}

void TestQuoteCheckpoint::lineOrderAndTotals()
{
    // 1 x H100 for a week with 50 GB of other storage, 3 checkpoints of 120 GB and 10 GB egress at 0.09:
    //   gpu        168 x 2.69 = 451.92 USD
    //   storage    50 x 0.10 x 168/720 = 1.1667 -> 1.17
    //   checkpoints 360 x 0.10 x 168/720 = 8.40
    //   egress     10 x 0.09 = 0.90
    //   subtotal   451.92 + 1.17 + 8.40 + 0.90 = 462.39 USD, all metered.
    catalog::PriceList list = exampleRateList();
    list.egressPerGbMicros = 90'000;
    QuoteRequest r = trainingRequest(Term::Week, 1, 3, 120'000'000'000);
    r.storageGb = 50;
    r.egressGb = 10;
    const auto q = buildQuote(r, list, kDate);
    QVERIFY(q.has_value());
    QStringList kinds;
    for (const LineItem &line : q->lines)
        kinds << line.kind;
    QCOMPARE(kinds, (QStringList{QStringLiteral("gpu"), QStringLiteral("storage"), QStringLiteral("checkpoints"),
                                 QStringLiteral("egress")}));
    QCOMPARE(q->lines.at(1).amount.minor, qint64(117));
    QCOMPARE(q->lines.at(2).amount.minor, qint64(840));
    QCOMPARE(q->subtotal.minor, qint64(46'239));
    QCOMPARE(q->meteredMinor, qint64(46'239));
    QCOMPARE(q->upFrontMinor, qint64(0));
    QCOMPARE(q->total.minor, qint64(46'239));
}

void TestQuoteCheckpoint::noLineWithoutCheckpoints()
{
    // A training scenario's checkpoint size alone adds nothing: 0 kept is no line and the old fingerprint.
    const QuoteRequest withSize = trainingRequest(Term::Week, 1, 0, kLlama8bCheckpoint);
    const auto q = buildQuote(withSize, exampleRateList(), kDate);
    QVERIFY(q.has_value());
    QCOMPARE(q->lines.size(), 1);
    QuoteRequest plain = withSize;
    plain.checkpointBytes = 0;
    QCOMPARE(quoteFingerprint(withSize, exampleRateList()), quoteFingerprint(plain, exampleRateList()));
}

void TestQuoteCheckpoint::errors_data()
{
    QTest::addColumn<int>("kept");
    QTest::addColumn<qint64>("bytes");
    QTest::newRow("negative") << -1 << kLlama8bCheckpoint;
    QTest::newRow("over the bound") << kMaxCheckpointsKept + 1 << kLlama8bCheckpoint;
    QTest::newRow("no training scenario") << 3 << qint64(0);
    QTest::newRow("negative size") << 3 << qint64(-5);
}

void TestQuoteCheckpoint::errors()
{
    QFETCH(int, kept);
    QFETCH(qint64, bytes);
    QuoteError error;
    QVERIFY(!buildQuote(trainingRequest(Term::Week, 1, kept, bytes), exampleRateList(), kDate, &error));
    QCOMPARE(error.field, QStringLiteral("checkpointsKept"));
    QVERIFY(!error.message.isEmpty());
}

void TestQuoteCheckpoint::canonicalRequest()
{
    const catalog::PriceList list = exampleRateList();
    const QByteArray base("headroom-quote-v2\ngpu=h100-80gb\ncount=1\npricing=on-demand\nterm=week\nterms=1\n"
                          "storage_gb=0\negress_gb=0\nsupport=\nhosting=shared\nvat_bp=none\nprice_list=test-2026-01\n"
                          "price_list_retrieved=2026-11-30\ncurrency=USD\nscenario=5a1e7d9c\n");
    QCOMPARE(quote::canonicalRequest(trainingRequest(Term::Week, 1, 0, 0), list), base);
    QCOMPARE(quote::canonicalRequest(trainingRequest(Term::Week, 1, 3, 120'000'000'000), list),
             base + "checkpoints_kept=3\ncheckpoint_bytes=120000000000\n");
    // Digests computed outside the code under test, with coreutils: printf '<the bytes above>' | sha256sum
    QCOMPARE(quoteFingerprint(trainingRequest(Term::Week, 1, 0, 0), list),
             QStringLiteral("d957959f4630ceadc4aaf304c9c9d0c54a7c2c8c4b458716812032927e35ef3f"));
    QCOMPARE(quoteFingerprint(trainingRequest(Term::Week, 1, 3, 120'000'000'000), list),
             QStringLiteral("d5f57a1108c22d0a9d4cd0713b07679f2f94a0e07bfc9c6f4ddebde86e4efe45"));
    // The count and the size each change the quote.
    QVERIFY(quoteFingerprint(trainingRequest(Term::Week, 1, 2, 120'000'000'000), list) !=
            quoteFingerprint(trainingRequest(Term::Week, 1, 3, 120'000'000'000), list));
    QVERIFY(quoteFingerprint(trainingRequest(Term::Week, 1, 3, 120'000'000'001), list) !=
            quoteFingerprint(trainingRequest(Term::Week, 1, 3, 120'000'000'000), list));
}

void TestQuoteCheckpoint::spotSentence_data()
{
    QTest::addColumn<qint64>("bytes");
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("size");
    QTest::addColumn<QString>("time");
    // At kCheckpointWriteBytesPerSecond = 10^9 B/s:
    // Llama 8B: 112,423,657,472 B = 112.42 GB; 112.42 s -> 113 s (a started second) >= 90 s -> minutes:
    //   (113 + 30) / 60 = 2 (113 s = 1.88 min, half up) -> "2 min".
    QTest::newRow("Llama 8B") << kLlama8bCheckpoint << QStringLiteral("en") << QStringLiteral("112.42")
                              << QStringLiteral("2\u00a0min");
    // Llama 3.1 70B (70,553,706,496 parameters x 14 B = 987,751,890,944 B = 987.75 GB): 988 s = 16.47 min -> 16.
    QTest::newRow("Llama 70B") << qint64(987'751'890'944) << QStringLiteral("en") << QStringLiteral("987.75")
                               << QStringLiteral("16\u00a0min");
    // 45,000,000,000 B = 45.00 GB: 45 s, under 90 s -> "45 s".
    QTest::newRow("45 GB") << qint64(45'000'000'000) << QStringLiteral("en") << QStringLiteral("45.00")
                           << QStringLiteral("45\u00a0s");
    // 6,000,000,000,000 B = 6,000.00 GB: 6,000 s >= 5,400 s -> hours: (6,000 + 180) / 360 = 17 tenths -> 1.7 h
    //   (6,000 s = 1.667 h). Dutch separators: "6.000,00" and "1,7".
    QTest::newRow("6 TB, Dutch") << qint64(6'000'000'000'000) << QStringLiteral("nl") << QStringLiteral("6.000,00")
                                 << QStringLiteral("1,7\u00a0h");
}

void TestQuoteCheckpoint::spotSentence()
{
    QFETCH(qint64, bytes);
    QFETCH(QString, language);
    QFETCH(QString, size);
    QFETCH(QString, time);
    fit::Estimate e;
    e.kind = fit::WorkloadKind::FullFinetune;
    e.checkpointBytes = bytes;
    QCOMPARE(
        scenario::labels::spotCheckpointSentence(e, localeForLanguage(language)),
        QStringLiteral("Spot capacity can be reclaimed: keep a resumable checkpoint (%1 GB, about %2 to write at 1 "
                       "GB/s) and restore it; work since the last checkpoint is lost.")
            .arg(size, time));
}

void TestQuoteCheckpoint::spotSentenceOnlyForTraining()
{
    fit::Estimate e;
    e.checkpointBytes = kLlama8bCheckpoint;
    e.kind = fit::WorkloadKind::Inference;
    QVERIFY(scenario::labels::spotCheckpointSentence(e, localeForLanguage(QStringLiteral("en"))).isEmpty());
    e.kind = fit::WorkloadKind::Diffusion;
    QVERIFY(scenario::labels::spotCheckpointSentence(e, localeForLanguage(QStringLiteral("en"))).isEmpty());
    e.kind = fit::WorkloadKind::Lora;
    e.checkpointBytes = 0;
    QVERIFY(scenario::labels::spotCheckpointSentence(e, localeForLanguage(QStringLiteral("en"))).isEmpty());
}

QTEST_APPLESS_MAIN(TestQuoteCheckpoint)
#include "tst_quotecheckpoint.moc"
