// SPDX-License-Identifier: GPL-3.0-or-later
// `headroom rent` as a script sees it (the real executable): the JSON contract (field names exactly, the
// values of the first answer worked out by hand), the table, "nothing fits" with exit 0, and one stderr line
// with exit 2 for bad input.

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTest>

#include <cmath>

namespace {

struct Run {
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

Run run(const QStringList &arguments)
{
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove(QStringLiteral("DISPLAY"));
    env.remove(QStringLiteral("XDG_RUNTIME_DIR"));
    process.setProcessEnvironment(env);
    process.start(QStringLiteral(HEADROOM_EXECUTABLE), QStringList{QStringLiteral("rent")} + arguments);
    if (!process.waitForFinished(60000))
        return {};
    return {process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1, process.readAllStandardOutput(),
            process.readAllStandardError()};
}

QStringList words(const char *text)
{
    return QString::fromUtf8(text).split(u' ', Qt::SkipEmptyParts);
}

/// tests/data/rent-prices.json: three prices of the example list (RTX 4090 $0.34 on demand; A100 80GB $1.60
/// on demand, $1.08 spot, $979.20 a month; H100 80GB $2.69 on demand), kept fixed for these hand checks.
QStringList withPrices(const QStringList &arguments)
{
    return arguments +
           QStringList{QStringLiteral("--price-list"), QStringLiteral(HEADROOM_TEST_DATA_DIR "/rent-prices.json")};
}

QStringList sortedKeys(const QJsonObject &o)
{
    QStringList keys = o.keys();
    keys.sort();
    return keys;
}

} // namespace

class TestRentCli : public QObject
{
    Q_OBJECT

private slots:
    void jsonContract();
    void table();
    void nothingFits();
    void badInput_data();
    void badInput();
};

// Llama 3.1 70B bf16, 8,192 tokens x 8 sequences, one month, every pricing of tests/data/rent-prices.json.
// Per GPU at t = 2 (tst_rent.cpp works each term out): 70,553,706,496 weights + 10,737,418,240 KV +
// 87,990,272 activations + 536,870,912 runtime = 81,915,985,920 B, within the A100 80GB's 85,899,345,920
// (and the H100's 85,520,809,984); the RTX 4090 (25,757,220,864) needs t = 8: 20,903,602,176 B. Cheapest:
// two A100 80GB on spot, 2 x 720 h x $1.08 = $1,555.20; then the A100 80GB month term 2 x $979.20 =
// $1,958.40 and RTX 4090 x8 on demand 8 x 720 x $0.34 = $1,958.40 (the same total: fewer GPUs first).
void TestRentCli::jsonContract()
{
    const Run r = run(withPrices(words("--model llama-3.1-70b --weights bf16 --context 8192 --concurrency 8 --json")));
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.err.isEmpty(), r.err.constData());
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(r.out, &parseError);
    QVERIFY2(doc.isObject(), qPrintable(parseError.errorString()));
    const QJsonObject root = doc.object();
    QCOMPARE(sortedKeys(root), (QStringList{QStringLiteral("answers"), QStringLiteral("configurations_fitting"),
                                            QStringLiteral("configurations_tried"), QStringLiteral("price_list"),
                                            QStringLiteral("term"), QStringLiteral("terms")}));
    QCOMPARE(root.value(QLatin1String("term")).toString(), QStringLiteral("month"));
    QCOMPARE(root.value(QLatin1String("terms")).toInt(), 1);
    QCOMPARE(root.value(QLatin1String("price_list")).toString(), QStringLiteral("test-rent-2026-12"));
    QVERIFY(root.value(QLatin1String("configurations_tried")).toInt() >=
            root.value(QLatin1String("configurations_fitting")).toInt());
    const QJsonArray answers = root.value(QLatin1String("answers")).toArray();
    QVERIFY(!answers.isEmpty());
    QVERIFY(answers.size() >= 3);
    QVERIFY(answers.size() <= 10); // --top defaults to 10
    QCOMPARE(answers.at(1).toObject().value(QLatin1String("pricing")).toString(), QStringLiteral("fixed"));
    QCOMPARE(answers.at(1).toObject().value(QLatin1String("total_minor")).toInteger(), qint64(195'840));
    QCOMPARE(answers.at(2).toObject().value(QLatin1String("gpu")).toString(), QStringLiteral("rtx-4090"));
    QCOMPARE(answers.at(2).toObject().value(QLatin1String("tensor_parallel")).toInt(), 8);
    QCOMPARE(answers.at(2).toObject().value(QLatin1String("total_per_device_bytes")).toInteger(),
             qint64(20'903'602'176));

    const QJsonObject a = answers.first().toObject();
    QStringList expected{QStringLiteral("gpu"),
                         QStringLiteral("gpus"),
                         QStringLiteral("tensor_parallel"),
                         QStringLiteral("pricing"),
                         QStringLiteral("fits"),
                         QStringLiteral("total_per_device_bytes"),
                         QStringLiteral("usable_per_device_bytes"),
                         QStringLiteral("decode_tokens_per_second"),
                         QStringLiteral("decode_tokens_per_second_aggregate"),
                         QStringLiteral("prefill_tokens_per_second"),
                         QStringLiteral("time_to_first_token_ms"),
                         QStringLiteral("throughput_bound"),
                         QStringLiteral("binding_constraint"),
                         QStringLiteral("total_minor"),
                         QStringLiteral("currency"),
                         QStringLiteral("cost_per_million_output_tokens_minor"),
                         QStringLiteral("cost_per_million_input_tokens_minor")};
    expected.sort();
    QCOMPARE(sortedKeys(a), expected);
    QCOMPARE(a.value(QLatin1String("gpu")).toString(), QStringLiteral("a100-80gb"));
    QCOMPARE(a.value(QLatin1String("gpus")).toInt(), 2);
    QCOMPARE(a.value(QLatin1String("tensor_parallel")).toInt(), 2);
    QCOMPARE(a.value(QLatin1String("pricing")).toString(), QStringLiteral("spot"));
    QCOMPARE(a.value(QLatin1String("fits")).toBool(), true);
    QCOMPARE(a.value(QLatin1String("total_per_device_bytes")).toInteger(), qint64(81'915'985'920));
    QCOMPARE(a.value(QLatin1String("usable_per_device_bytes")).toInteger(), qint64(85'899'345'920));
    QCOMPARE(a.value(QLatin1String("total_minor")).toInteger(), qint64(155'520));
    QCOMPARE(a.value(QLatin1String("currency")).toString(), QStringLiteral("USD"));
    QCOMPARE(a.value(QLatin1String("binding_constraint")).toString(), QStringLiteral("gpu_memory"));
    const QString bound = a.value(QLatin1String("throughput_bound")).toString();
    QVERIFY2(bound == QLatin1String("memory_bandwidth") || bound == QLatin1String("compute") ||
                 bound == QLatin1String("interconnect"),
             qPrintable(bound));
    // One replica of 8 sequences: the aggregate is 8 x the per-sequence figure.
    const double perSequence = a.value(QLatin1String("decode_tokens_per_second")).toDouble();
    const double aggregate = a.value(QLatin1String("decode_tokens_per_second_aggregate")).toDouble();
    QVERIFY(perSequence > 0);
    QVERIFY(std::abs(aggregate - 8 * perSequence) <= 1e-9 * aggregate);
    QVERIFY(a.value(QLatin1String("prefill_tokens_per_second")).toDouble() > 0);
    QVERIFY(a.value(QLatin1String("time_to_first_token_ms")).toDouble() > 0);
    // $1,555.20 over 720 h x 3,600 s x the aggregate tokens/s, per million tokens, in cents (half up).
    const double cost = 155'520.0 * 1e6 / (720.0 * 3600.0 * aggregate);
    QCOMPARE(a.value(QLatin1String("cost_per_million_output_tokens_minor")).toInteger(),
             qint64(std::floor(cost + 0.5)));
    const double prefill = a.value(QLatin1String("prefill_tokens_per_second")).toDouble();
    const double inputCost = 155'520.0 * 1e6 / (720.0 * 3600.0 * prefill);
    QCOMPARE(a.value(QLatin1String("cost_per_million_input_tokens_minor")).toInteger(),
             qint64(std::floor(inputCost + 0.5)));
}

void TestRentCli::table()
{
    const Run r = run(withPrices(words("--model llama-3.1-70b --context 8192 --concurrency 8 --term hour --top 3")));
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.err.isEmpty(), r.err.constData());
    const QString text = QString::fromUtf8(r.out);
    QVERIFY(text.contains(QLatin1String("Binding constraint")));
    QVERIFY(text.contains(QLatin1String("a100-80gb")));
    QVERIFY(text.contains(QLatin1String("term: 1 x hour")));
    // Hand: two A100 80GB on spot for one hour, 2 x $1.08 = $2.16.
    QVERIFY2(text.contains(QLatin1String("2.16 USD")), qPrintable(text));
}

// Llama 3.1 405B in fp32 needs 1.6 TB of weights: no single GPU holds it. Exit 0, an empty list, a sentence.
void TestRentCli::nothingFits()
{
    const QStringList args = words("--model llama-3.1-405b --weights fp32 --context 8192 --concurrency 1 --max-gpus 1");
    const Run json = run(args + QStringList{QStringLiteral("--json")});
    QCOMPARE(json.exitCode, 0);
    const QJsonObject root = QJsonDocument::fromJson(json.out).object();
    QVERIFY(root.value(QLatin1String("answers")).isArray());
    QVERIFY(root.value(QLatin1String("answers")).toArray().isEmpty());
    QCOMPARE(root.value(QLatin1String("configurations_fitting")).toInt(), 0);
    QVERIFY(root.value(QLatin1String("configurations_tried")).toInt() > 0);
    const Run text = run(args);
    QCOMPARE(text.exitCode, 0);
    QVERIFY2(text.out.contains("Nothing fits: none of the"), text.out.constData());
    // Llama 3.1 8B fits, but no GPU decodes 10^9 tokens/s: the sentence says the speed target is what failed.
    const Run fast = run(words("--model llama-3.1-8b --context 4096 --concurrency 1 "
                               "--min-aggregate-tokens-per-second 1000000000"));
    QCOMPARE(fast.exitCode, 0);
    QVERIFY2(fast.out.contains("but none reaches the speed target"), fast.out.constData());
}

void TestRentCli::badInput_data()
{
    QTest::addColumn<QStringList>("arguments");
    const QStringList ok = words("--model llama-3.1-8b --context 4096 --concurrency 1");
    QTest::newRow("no model") << words("--context 4096 --concurrency 1");
    QTest::newRow("no context") << words("--model llama-3.1-8b --concurrency 1");
    QTest::newRow("no concurrency") << words("--model llama-3.1-8b --context 4096");
    QTest::newRow("unknown model") << words("--model no-such-model --context 4096 --concurrency 1");
    QTest::newRow("max gpus 0") << ok + words("--max-gpus 0");
    QTest::newRow("max gpus 65") << ok + words("--max-gpus 65");
    QTest::newRow("term year") << ok + words("--term year");
    QTest::newRow("terms 0") << ok + words("--terms 0");
    QTest::newRow("utilization 0") << ok + words("--utilization 0");
    QTest::newRow("utilization 101") << ok + words("--utilization 101");
    QTest::newRow("speed abc") << ok + words("--min-tokens-per-second abc");
    QTest::newRow("speed 0") << ok + words("--min-tokens-per-second 0");
    QTest::newRow("aggregate -5") << ok + words("--min-aggregate-tokens-per-second -5");
    QTest::newRow("top 0") << ok + words("--top 0");
    QTest::newRow("tensor parallel") << ok + words("--tensor-parallel 2");
    QTest::newRow("gpu memory") << ok + words("--gpu-memory-gib 80");
    QTest::newRow("unknown price list") << ok + words("--price-list no-such-list");
    QTest::newRow("missing price file") << ok + words("--price-list ./no-such-file.json");
    QTest::newRow("positional") << ok + words("extra");
    QTest::newRow("unknown option") << ok + words("--gpu rtx-4090");
    QTest::newRow("training") << ok + words("--workload lora");
}

void TestRentCli::badInput()
{
    QFETCH(QStringList, arguments);
    const Run r = run(arguments);
    QCOMPARE(r.exitCode, 2);
    QVERIFY(r.out.isEmpty());
    QVERIFY2(r.err.startsWith("headroom: "), r.err.constData());
    QCOMPARE(r.err.count('\n'), 1);
    QVERIFY(r.err.endsWith('\n'));
}

QTEST_GUILESS_MAIN(TestRentCli)
#include "tst_rentcli.moc"
