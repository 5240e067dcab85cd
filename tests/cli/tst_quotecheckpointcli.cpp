// SPDX-License-Identifier: GPL-3.0-or-later
// `headroom quote --checkpoints-kept N` (issue 11 items 5 and 10), run in-process through cli::run(): the
// "checkpoints" storage line and the top-level "checkpoints_kept" / "checkpoint_bytes" of --json with
// hand-worked money, the refusals (exit 2, nothing written) without a training scenario, the replay of a
// stored training quote, and the spot recovery plan that names the checkpoint in the summary.
//
// Prices (resources/catalog/prices-example.json, list "example-2026-11", USD): h100-80gb on demand $2.69 per
// GPU-hour; a100-80gb spot $1.08 per GPU-hour; storage $0.10 per GB-month (100,000 micros); egress $0.
// A week is 168 h; every line is rounded once, half up, to cents.

#include <cli/cli.h>

#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTextStream>

using namespace headroom;

namespace {

struct Outcome {
    int exitCode = -1;
    QString out;
    QString err;
    QJsonObject json;
};

Outcome runCli(const QStringList &arguments)
{
    Outcome o;
    QTextStream out(&o.out);
    QTextStream err(&o.err);
    o.exitCode = cli::run(QStringList{QStringLiteral("headroom")} + arguments, out, err);
    out.flush();
    err.flush();
    o.json = QJsonDocument::fromJson(o.out.toUtf8()).object();
    return o;
}

QJsonObject lineOf(const QJsonObject &json, const char *kind)
{
    for (const QJsonValue &v : json.value(QLatin1String("lines")).toArray()) {
        if (v.toObject().value(QLatin1String("kind")).toString() == QLatin1String(kind))
            return v.toObject();
    }
    return {};
}

qint64 integerAt(const QJsonObject &o, const char *key)
{
    return o.value(QLatin1String(key)).toInteger(-999'999'999);
}

/// Full fine-tune of Llama 3.1 8B on 8 GPUs with FSDP FULL_SHARD, sequence 4,096 x micro-batch 2.
QStringList trainingArguments(const QString &gpu)
{
    return {QStringLiteral("--gpu"),
            gpu,
            QStringLiteral("--gpus"),
            QStringLiteral("8"),
            QStringLiteral("--term"),
            QStringLiteral("week"),
            QStringLiteral("--model"),
            QStringLiteral("llama-3.1-8b"),
            QStringLiteral("--workload"),
            QStringLiteral("full-finetune"),
            QStringLiteral("--context"),
            QStringLiteral("4096"),
            QStringLiteral("--micro-batch-size"),
            QStringLiteral("2"),
            QStringLiteral("--sharding"),
            QStringLiteral("fsdp-full")};
}

/// A resumable checkpoint of Llama-3.1-8B in bf16 with fp32 master weights and AdamW holds at least 2 + 4 + 8
/// = 14 bytes per parameter (the glossary's training-checkpoint rule): 8,030,261,248 x 14 = 112,423,657,472 B.
constexpr qint64 kCheckpointFloor = 112'423'657'472;
/// The rest of a checkpoint (scheduler, RNG states, data position) is small: at most 16 MiB more here.
constexpr qint64 kCheckpointSlack = 16 * 1'048'576;

} // namespace

class TestQuoteCheckpointCli : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void checkpointLineInJson();
    void replayKeepsTheCheckpoints();
    void quoteWithoutCheckpointsSaysZero();
    void refusedWithoutTraining_data();
    void refusedWithoutTraining();
    void spotSummaryNamesTheCheckpoint();

private:
    QString path(const QString &name) const { return m_dir.filePath(name); }
    QTemporaryDir m_dir;
};

void TestQuoteCheckpointCli::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(m_dir.isValid());
}

void TestQuoteCheckpointCli::checkpointLineInJson()
{
    const Outcome o =
        runCli(QStringList{QStringLiteral("quote")} + trainingArguments(QStringLiteral("h100-80gb")) +
               QStringList{QStringLiteral("--checkpoints-kept"), QStringLiteral("3"), QStringLiteral("--store"),
                           path(QStringLiteral("a.sqlite")), QStringLiteral("--pdf"), path(QStringLiteral("a.pdf")),
                           QStringLiteral("--json")});
    QVERIFY2(o.exitCode == 0, qPrintable(o.err));
    QCOMPARE(integerAt(o.json, "checkpoints_kept"), qint64(3));
    // The size is the estimate's own.
    const qint64 bytes = integerAt(o.json, "checkpoint_bytes");
    QCOMPARE(bytes, integerAt(o.json.value(QLatin1String("estimate")).toObject(), "checkpoint_bytes"));
    QVERIFY2(bytes >= kCheckpointFloor && bytes <= kCheckpointFloor + kCheckpointSlack,
             qPrintable(QString::number(bytes)));
    // 3 x (112,423,657,472 .. 112,440,434,688 B) = 337.27 .. 337.33 GB -> 338 GB (a started GB is stored).
    // 338 GB x 100,000 micros x 168 h / 720 h = 7,886,666.67 micros = 788.67 cents -> 789 (7.89 USD);
    // 338 x 168 / 720 = 78.8667 GB-months -> 78,867 thousandths.
    const QJsonObject line = lineOf(o.json, "checkpoints");
    QCOMPARE(integerAt(line, "quantity"), qint64(338));
    QCOMPARE(integerAt(line, "hours"), qint64(168));
    QCOMPARE(line.value(QLatin1String("unit")).toString(), QStringLiteral("GB-month"));
    QCOMPARE(integerAt(line, "unit_price_micros"), qint64(100'000));
    QCOMPARE(integerAt(line, "billed_quantity"), qint64(78'867));
    QCOMPARE(integerAt(line, "quantity_divisor"), qint64(1000));
    QCOMPARE(integerAt(line, "amount_minor"), qint64(789));
    QCOMPARE(line.value(QLatin1String("up_front")).toBool(true), false);
    QVERIFY2(line.value(QLatin1String("description"))
                 .toString()
                 .startsWith(QStringLiteral("Checkpoint storage: 3 checkpoints kept (112.4")),
             qPrintable(line.value(QLatin1String("description")).toString()));
    // GPUs: 8 x 168 h x 2.69 = 3,615.36 USD; total 3,615.36 + 7.89 = 3,623.25 USD, all metered.
    QCOMPARE(integerAt(lineOf(o.json, "gpu"), "amount_minor"), qint64(361'536));
    QCOMPARE(integerAt(o.json, "total_minor"), qint64(362'325));
    QCOMPARE(integerAt(o.json, "metered_minor"), qint64(362'325));
    QVERIFY(QFileInfo::exists(path(QStringLiteral("a.pdf"))));
}

void TestQuoteCheckpointCli::replayKeepsTheCheckpoints()
{
    // The same key again replays the stored payload: the checkpoint fields and line come back unchanged.
    const QStringList arguments = QStringList{QStringLiteral("quote")} +
                                  trainingArguments(QStringLiteral("h100-80gb")) +
                                  QStringList{QStringLiteral("--checkpoints-kept"),
                                              QStringLiteral("2"),
                                              QStringLiteral("--idempotency-key"),
                                              QStringLiteral("ckpt-replay-1"),
                                              QStringLiteral("--store"),
                                              path(QStringLiteral("b.sqlite")),
                                              QStringLiteral("--pdf"),
                                              path(QStringLiteral("b.pdf")),
                                              QStringLiteral("--json")};
    const Outcome first = runCli(arguments);
    QVERIFY2(first.exitCode == 0, qPrintable(first.err));
    const Outcome again = runCli(arguments);
    QVERIFY2(again.exitCode == 0, qPrintable(again.err));
    QVERIFY(again.json.value(QLatin1String("replayed")).toBool());
    QCOMPARE(integerAt(again.json, "checkpoints_kept"), qint64(2));
    QCOMPARE(integerAt(again.json, "checkpoint_bytes"), integerAt(first.json, "checkpoint_bytes"));
    QCOMPARE(lineOf(again.json, "checkpoints"), lineOf(first.json, "checkpoints"));
    QCOMPARE(again.json.value(QLatin1String("fingerprint")), first.json.value(QLatin1String("fingerprint")));
    // 2 x 112.42.. GB = 224.85 GB -> 225 GB; 225 x 0.10 x 168 / 720 = 5.25 USD exactly.
    QCOMPARE(integerAt(lineOf(first.json, "checkpoints"), "quantity"), qint64(225));
    QCOMPARE(integerAt(lineOf(first.json, "checkpoints"), "amount_minor"), qint64(525));
}

void TestQuoteCheckpointCli::quoteWithoutCheckpointsSaysZero()
{
    const Outcome o =
        runCli({QStringLiteral("quote"), QStringLiteral("--gpu"), QStringLiteral("h100-80gb"), QStringLiteral("--term"),
                QStringLiteral("week"), QStringLiteral("--store"), path(QStringLiteral("c.sqlite")),
                QStringLiteral("--pdf"), path(QStringLiteral("c.pdf")), QStringLiteral("--json")});
    QVERIFY2(o.exitCode == 0, qPrintable(o.err));
    QCOMPARE(integerAt(o.json, "checkpoints_kept"), qint64(0));
    QCOMPARE(integerAt(o.json, "checkpoint_bytes"), qint64(0));
    QVERIFY(lineOf(o.json, "checkpoints").isEmpty());
}

void TestQuoteCheckpointCli::refusedWithoutTraining_data()
{
    QTest::addColumn<QStringList>("scenario");
    QTest::addColumn<QString>("message");
    QTest::newRow("no scenario") << QStringList{}
                                 << QStringLiteral("headroom: --checkpoints-kept needs a training scenario");
    QTest::newRow("inference") << QStringList{QStringLiteral("--model"),       QStringLiteral("llama-3.1-8b"),
                                              QStringLiteral("--context"),     QStringLiteral("4096"),
                                              QStringLiteral("--concurrency"), QStringLiteral("1")}
                               << QStringLiteral("headroom: --checkpoints-kept applies to training scenarios, not to "
                                                 "the Inference workload");
    QTest::newRow("image generation")
        << QStringList{QStringLiteral("--model"), QStringLiteral("sdxl")}
        << QStringLiteral("headroom: --checkpoints-kept applies to training scenarios, not to the Image generation "
                          "workload");
}

void TestQuoteCheckpointCli::refusedWithoutTraining()
{
    QFETCH(QStringList, scenario);
    QFETCH(QString, message);
    const QString store =
        path(QStringLiteral("refused-%1.sqlite").arg(QString::fromLatin1(QTest::currentDataTag()).replace(u' ', u'-')));
    const QString pdf =
        path(QStringLiteral("refused-%1.pdf").arg(QString::fromLatin1(QTest::currentDataTag()).replace(u' ', u'-')));
    const Outcome o = runCli(QStringList{QStringLiteral("quote"), QStringLiteral("--gpu"), QStringLiteral("h100-80gb"),
                                         QStringLiteral("--term"), QStringLiteral("week")} +
                             scenario +
                             QStringList{QStringLiteral("--checkpoints-kept"), QStringLiteral("3"),
                                         QStringLiteral("--store"), store, QStringLiteral("--pdf"), pdf});
    QCOMPARE(o.exitCode, 2);
    QVERIFY2(o.err.startsWith(message), qPrintable(o.err));
    QVERIFY(!QFileInfo::exists(pdf));
    QVERIFY(!QFileInfo::exists(store));
}

void TestQuoteCheckpointCli::spotSummaryNamesTheCheckpoint()
{
    // a100-80gb has a spot price: the summary's recovery plan names the checkpoint, 112.42 GB (at 10^9 B/s,
    // 113 s -> "2 min").
    const Outcome o =
        runCli(QStringList{QStringLiteral("quote")} + trainingArguments(QStringLiteral("a100-80gb")) +
               QStringList{QStringLiteral("--spot"), QStringLiteral("--store"), path(QStringLiteral("d.sqlite")),
                           QStringLiteral("--pdf"), path(QStringLiteral("d.pdf"))});
    QVERIFY2(o.exitCode == 0, qPrintable(o.err));
    QVERIFY2(o.out.contains(QStringLiteral("Spot capacity can be reclaimed: keep a resumable checkpoint (112.42 GB, "
                                           "about 2\u00a0min to write at 1 GB/s) and restore it; work since the last "
                                           "checkpoint is lost. See the glossary: training-checkpoint.")),
             qPrintable(o.out));
}

QTEST_MAIN(TestQuoteCheckpointCli)
#include "tst_quotecheckpointcli.moc"
