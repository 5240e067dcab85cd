// SPDX-License-Identifier: GPL-3.0-or-later
// Tests for headroom::cli::QuoteCommand and QuoteHistoryCommand, run in-process through cli::run() (exit
// codes and the single stderr line included): the --json contract with hand-worked money, price-list
// files, VAT read from the option's digits, and the idempotency rules of the quote history as a script
// sees them (replay writes nothing, a key reused for another configuration is refused, a failed export
// is retried under the same reference, references per configuration, history newest first).
//
// Prices (resources/catalog/prices-example.json, list "example-2026-11", USD, retrieved 2026-11-30):
//   h100-80gb on demand $2.69 per GPU-hour = 2,690,000 micros (datareceipts vendors.json, 2026-11-09);
//   a100-80gb on demand $1.60, spot $1.08 = 1,080,000 micros, month $979.20 = 979,200,000 micros
//   (Hyperstack, 2026-08-26); storage $0.10 per GB-month, egress $0, business support $100 per month,
//   dedicated surcharge $0.80 per GPU-hour. 1 cent = 10,000 micros; every line is rounded once, half up.
// Hours: a week is 7 x 24 = 168 h, a month 30 x 24 = 720 h (the product's fixed-term rule).

#include <catalog/catalog.h>
#include <cli/cli.h>

#include <QCryptographicHash>
#include <QDate>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTextStream>
#include <QUuid>

#include <memory>
#include <tuple>

using namespace headroom;

namespace {

struct Outcome {
    int exitCode = -1;
    QString out;
    QString err;
    QJsonObject json; ///< stdout parsed as a JSON object (empty when it is not one)
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

QStringList words(const char *text)
{
    return QString::fromUtf8(text).split(u' ', Qt::SkipEmptyParts);
}

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// The line of `kind` in a quote's JSON, or an empty object.
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

/// The real executable (HEADROOM_EXECUTABLE, set by tests/cli/CMakeLists.txt where the headroom target is
/// built); empty when it is not defined or not built, and the process tests skip.
QString headroomExecutable()
{
#ifdef HEADROOM_EXECUTABLE
    const QFileInfo info(QStringLiteral(HEADROOM_EXECUTABLE));
    return info.isExecutable() ? info.canonicalFilePath() : QString();
#else
    return {};
#endif
}

QProcessEnvironment cliEnvironment(const QString &home)
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("XDG_DATA_HOME"), home + QStringLiteral("/data"));
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), home + QStringLiteral("/config"));
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    return env;
}

/// Runs a statement on its own SQLite connection; the first column of the first row.
QVariant sqlScalar(const QString &file, const QString &statement)
{
    const QString name = QUuid::createUuid().toString();
    QVariant value;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(file);
        if (db.open()) {
            QSqlQuery q(db);
            if (q.exec(statement) && q.next())
                value = q.value(0);
        }
    }
    QSqlDatabase::removeDatabase(name);
    return value;
}

QString sha256Hex(const QByteArray &bytes)
{
    return QString::fromLatin1(QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex());
}

bool mountTmpfs(const QString &folder, const QString &options)
{
    QProcess mount;
    mount.start(QStringLiteral("mount"), {QStringLiteral("-t"), QStringLiteral("tmpfs"), QStringLiteral("-o"), options,
                                          QStringLiteral("tmpfs"), folder});
    return mount.waitForFinished(10000) && mount.exitStatus() == QProcess::NormalExit && mount.exitCode() == 0;
}

void unmount(const QString &folder)
{
    QProcess::execute(QStringLiteral("umount"), {folder});
}

QString reference(int sequence)
{
    return QStringLiteral("HR-%1-%2").arg(QDate::currentDate().year()).arg(sequence, 6, 10, QLatin1Char('0'));
}

} // namespace

class TestQuoteCommand : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();

    void pricing_data();
    void pricing();
    void options();
    void vat_data();
    void vat();
    void fingerprint();
    void priceListFile();
    void badArguments_data();
    void badArguments();

    void sameKeyReplays();
    void scenarioIsPartOfTheQuote();
    void sameKeyOtherConfigurationIsRefused();
    void newKeySameConfigurationKeepsReference();
    void changedConfigurationGetsNextReference();
    void retryAfterFailedExport();
    void freshKeyWhenNoneGiven();
    void history();
    void historyDelete();
    void relativePdfPathIsStoredAbsolute();
    // Issue 9 (reliability defects 2, 4, 5, 8, 9, 13).
    void samePathsRefused_data();
    void samePathsRefused();
    void foreignSqliteIsNotTouched();
    void listingMissingStoreCreatesNothing();
    void lockedStoreSaysBusy();
    void nonJsonPayloadReplayFails();
    void replayOfAMissingPdfFails();
    void replayOfAChangedPdfFails();
    void priceListIdIsNotHiddenByAFile();
    void concurrentProcessesExportOncePerKey();
    void shortWriteFailsAndRetryCompletes();
    void newStoreShortWriteLeavesNoFiles();
    void fullTmpfsFailsAndRetryCompletes();
    void fitJson_data();
    void fitJson();
    void notFittingQuoteSaysSo();
    void langRefused_data();
    void langRefused();
    void estimateInLanguage();
    void quoteSummaryInLanguage();

private:
    QString path(const QString &name) const { return m_dir->filePath(name); }
    QString store() const { return path(QStringLiteral("quotes.sqlite")); }
    /// `headroom quote` with the store of this test, --pdf `pdf` and --json.
    Outcome quote(const QStringList &arguments, const QString &pdf) const
    {
        return runCli(
            QStringList{QStringLiteral("quote")} + arguments +
            QStringList{QStringLiteral("--store"), store(), QStringLiteral("--pdf"), pdf, QStringLiteral("--json")});
    }
    QJsonArray historyJson() const
    {
        const Outcome o = runCli({QStringLiteral("quote"), QStringLiteral("history"), QStringLiteral("--store"),
                                  store(), QStringLiteral("--json")});
        return o.exitCode == 0 ? o.json.value(QLatin1String("quotes")).toArray() : QJsonArray{QStringLiteral("error")};
    }

    std::unique_ptr<QTemporaryDir> m_dir;
};

void TestQuoteCommand::scenarioIsPartOfTheQuote()
{
    // The same hardware and terms for two workloads are two quotes, each with its own scenario (issue 10:
    // the quote prices exactly the fit it shows); the same workload again is the same quote.
    const auto args = [](const char *model) {
        return words("--gpu l40s --term day --idempotency-key")
               << QStringLiteral("k-%1").arg(QString::fromLatin1(model)) << QStringLiteral("--model")
               << QString::fromLatin1(model);
    };
    const Outcome big = quote(args("llama-3.1-70b"), m_dir->filePath(QStringLiteral("s70.pdf")));
    QVERIFY2(big.exitCode == 0, qPrintable(big.err));
    const Outcome small = quote(args("llama-3.1-8b"), m_dir->filePath(QStringLiteral("s8.pdf")));
    QVERIFY2(small.exitCode == 0, qPrintable(small.err));
    QVERIFY(big.json.value(QLatin1String("fingerprint")) != small.json.value(QLatin1String("fingerprint")));
    QVERIFY(big.json.value(QLatin1String("reference")) != small.json.value(QLatin1String("reference")));
    QCOMPARE(big.json.value(QLatin1String("fits")), QJsonValue(false));
    QCOMPARE(small.json.value(QLatin1String("fits")), QJsonValue(true));
    // Spelling a default out (--tensor-parallel equal to --gpus, --kv-cache-dtype f16) is the same scenario.
    QStringList again = args("llama-3.1-8b");
    again[again.indexOf(QStringLiteral("k-llama-3.1-8b"))] = QStringLiteral("k-again");
    again << words("--tensor-parallel 1 --kv-cache-dtype f16");
    const Outcome same = quote(again, m_dir->filePath(QStringLiteral("s8-again.pdf")));
    QVERIFY2(same.exitCode == 0, qPrintable(same.err));
    QCOMPARE(same.json.value(QLatin1String("reference")), small.json.value(QLatin1String("reference")));
}

void TestQuoteCommand::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    const catalog::PriceList &list = catalog::Catalog::builtIn().priceList();
    // The hand-worked figures below assume these catalogue prices.
    QCOMPARE(list.id, QStringLiteral("example-2026-11"));
    QCOMPARE(list.priceFor(QStringLiteral("h100-80gb"))->hourlyMicros, Q_INT64_C(2'690'000));
    QCOMPARE(list.priceFor(QStringLiteral("a100-80gb"))->spotHourlyMicros, std::optional<qint64>(1'080'000));
}

void TestQuoteCommand::init()
{
    m_dir = std::make_unique<QTemporaryDir>(); // a fresh, empty history for every test
    QVERIFY(m_dir->isValid());
}

void TestQuoteCommand::pricing_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("pricing");
    QTest::addColumn<QString>("unit");
    QTest::addColumn<qint64>("unitPriceMicros");
    QTest::addColumn<qint64>("quantity"); // GPUs
    QTest::addColumn<qint64>("hours");    // hours of all terms
    QTest::addColumn<qint64>("netMinor");
    QTest::addColumn<bool>("upFront");

    // 1 GPU x 1 month = 720 h x 2,690,000 = 1,936,800,000 micros = 193,680 cents ($1,936.80).
    QTest::newRow("one month on demand") << words("--gpu h100-80gb --term month") << QStringLiteral("on-demand")
                                         << QStringLiteral("GPU-hour") << Q_INT64_C(2'690'000) << Q_INT64_C(1)
                                         << Q_INT64_C(720) << Q_INT64_C(193'680) << false;
    // 2 weeks = 2 x 168 = 336 h; 2 GPUs -> 672 GPU-hours x 2,690,000 = 1,807,680,000 micros = 180,768 cents.
    QTest::newRow("two weeks, 2 GPUs") << words("--gpu h100-80gb --gpus 2 --term week --terms 2")
                                       << QStringLiteral("on-demand") << QStringLiteral("GPU-hour")
                                       << Q_INT64_C(2'690'000) << Q_INT64_C(2) << Q_INT64_C(336) << Q_INT64_C(180'768)
                                       << false;
    // Spot: 168 h x 1,080,000 = 181,440,000 micros = 18,144 cents ($181.44).
    QTest::newRow("spot week") << words("--gpu a100-80gb --term week --pricing spot") << QStringLiteral("spot")
                               << QStringLiteral("GPU-hour") << Q_INT64_C(1'080'000) << Q_INT64_C(1) << Q_INT64_C(168)
                               << Q_INT64_C(18'144) << false;
    QTest::newRow("--spot") << words("--gpu a100-80gb --term week --spot") << QStringLiteral("spot")
                            << QStringLiteral("GPU-hour") << Q_INT64_C(1'080'000) << Q_INT64_C(1) << Q_INT64_C(168)
                            << Q_INT64_C(18'144) << false;
    // Fixed month: the list's month price 979,200,000 micros per GPU = 97,920 cents, prepaid.
    QTest::newRow("fixed month") << words("--gpu a100-80gb --term month --pricing fixed") << QStringLiteral("fixed")
                                 << QStringLiteral("GPU-month") << Q_INT64_C(979'200'000) << Q_INT64_C(1)
                                 << Q_INT64_C(720) << Q_INT64_C(97'920) << true;
}

void TestQuoteCommand::pricing()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, pricing);
    QFETCH(QString, unit);
    QFETCH(qint64, unitPriceMicros);
    QFETCH(qint64, quantity);
    QFETCH(qint64, hours);
    QFETCH(qint64, netMinor);
    QFETCH(bool, upFront);

    const QString pdf = path(QStringLiteral("quote.pdf"));
    const Outcome o = quote(arguments, pdf);
    QVERIFY2(o.exitCode == 0, qPrintable(o.err));
    QVERIFY2(o.err.isEmpty(), qPrintable(o.err));
    const QJsonObject &json = o.json;
    QCOMPARE(json.value(QLatin1String("reference")).toString(), reference(1));
    QCOMPARE(json.value(QLatin1String("pricing")).toString(), pricing);
    QCOMPARE(json.value(QLatin1String("currency")).toString(), QStringLiteral("USD"));
    QCOMPARE(json.value(QLatin1String("replayed")), QJsonValue(false));
    QCOMPARE(json.value(QLatin1String("store")).toString(), QFileInfo(store()).absoluteFilePath());
    QCOMPARE(json.value(QLatin1String("pdf")).toString(), QFileInfo(pdf).absoluteFilePath());
    QVERIFY(readAll(pdf).startsWith("%PDF-"));
    // Valid 30 days from the quote's date by default.
    const QDate date = QDate::fromString(json.value(QLatin1String("date")).toString(), Qt::ISODate);
    QCOMPARE(QDate::fromString(json.value(QLatin1String("valid_until")).toString(), Qt::ISODate), date.addDays(30));

    const QJsonArray lines = json.value(QLatin1String("lines")).toArray();
    QCOMPARE(lines.size(), 1);
    const QJsonObject gpu = lineOf(json, "gpu");
    QCOMPARE(gpu.value(QLatin1String("unit")).toString(), unit);
    QCOMPARE(integerAt(gpu, "unit_price_micros"), unitPriceMicros);
    QCOMPARE(integerAt(gpu, "quantity"), quantity);
    QCOMPARE(integerAt(gpu, "hours"), hours);
    QCOMPARE(integerAt(gpu, "gpu_hours"), quantity * hours);
    QCOMPARE(integerAt(gpu, "net_minor"), netMinor);
    QCOMPARE(integerAt(gpu, "amount_minor"), netMinor);
    QCOMPARE(gpu.value(QLatin1String("up_front")), QJsonValue(upFront));
    const bool spot = pricing == QLatin1String("spot");
    QCOMPARE(gpu.value(QLatin1String("spot_warning")), QJsonValue(spot));
    QCOMPARE(gpu.value(QLatin1String("concept_id")).toString(),
             spot ? QStringLiteral("training-checkpoint") : QString());
    QCOMPARE(json.value(QLatin1String("spot_warning")), QJsonValue(spot));

    QCOMPARE(integerAt(json, "subtotal_minor"), netMinor);
    QCOMPARE(integerAt(json, "up_front_minor"), upFront ? netMinor : 0);
    QCOMPARE(integerAt(json, "metered_minor"), upFront ? 0 : netMinor);
    QCOMPARE(json.value(QLatin1String("vat_basis_points")), QJsonValue(QJsonValue::Null));
    QCOMPARE(integerAt(json, "vat_minor"), 0);
    QCOMPARE(integerAt(json, "total_minor"), netMinor);
    // The top-level "hours" stays the GPU-hours figure of before issue 5.
    QCOMPARE(integerAt(json, "hours"), quantity * hours);
    QCOMPARE(integerAt(json, "period_hours"), hours);
}

void TestQuoteCommand::options()
{
    // 1 GPU x 2 weeks (336 h) with every option of the example list:
    //   gpu       336 h x 2,690,000 = 903,840,000 micros                      =  90,384 cents
    //   dedicated 336 h x   800,000 = 268,800,000 micros                      =  26,880 cents
    //   support   100,000,000 x 336 / 720 = 46,666,666.67 micros -> 4,666.67 -> 4,667 cents (half up)
    //   storage   1,000 GB x 100,000 x 336 / 720 = 46,666,666.67 micros          ->  4,667 cents
    //   egress    50 GB x 0                                                      =      0
    //   subtotal 90,384 + 26,880 + 4,667 + 4,667 + 0 = 126,598 cents, all metered (on demand).
    const Outcome o = quote(words("--gpu h100-80gb --term week --terms 2 --dedicated --support business "
                                  "--storage-gb 1000 --egress-gb 50"),
                            path(QStringLiteral("options.pdf")));
    QVERIFY2(o.exitCode == 0, qPrintable(o.err));
    QStringList kinds;
    for (const QJsonValue &v : o.json.value(QLatin1String("lines")).toArray())
        kinds << v.toObject().value(QLatin1String("kind")).toString();
    QCOMPARE(kinds, words("gpu dedicated support storage egress"));
    struct Expected {
        const char *kind;
        qint64 quantity, hours, net;
    };
    for (const Expected &e :
         {Expected{"gpu", 1, 336, 90'384}, Expected{"dedicated", 1, 336, 26'880}, Expected{"support", 1, 336, 4'667},
          Expected{"storage", 1000, 336, 4'667}, Expected{"egress", 50, 0, 0}}) {
        const QJsonObject line = lineOf(o.json, e.kind);
        QCOMPARE(integerAt(line, "quantity"), e.quantity);
        QCOMPARE(integerAt(line, "hours"), e.hours);
        QCOMPARE(integerAt(line, "net_minor"), e.net);
    }
    QCOMPARE(integerAt(lineOf(o.json, "dedicated"), "gpu_hours"), 336);
    QVERIFY(!lineOf(o.json, "storage").contains(QLatin1String("gpu_hours")));
    // Storage billed as GB-months x 1000: 1,000 x 336 / 720 = 466.667 GB-months.
    QCOMPARE(integerAt(lineOf(o.json, "storage"), "billed_quantity"), 466'667);
    QCOMPARE(integerAt(lineOf(o.json, "storage"), "quantity_divisor"), 1000);
    QCOMPARE(integerAt(o.json, "subtotal_minor"), 126'598);
    QCOMPARE(integerAt(o.json, "metered_minor"), 126'598);
    QCOMPARE(integerAt(o.json, "up_front_minor"), 0);
    QCOMPARE(integerAt(o.json, "total_minor"), 126'598);
    QCOMPARE(o.json.value(QLatin1String("support")).toString(), QStringLiteral("business"));
    QCOMPARE(o.json.value(QLatin1String("dedicated")), QJsonValue(true));
}

void TestQuoteCommand::vat_data()
{
    QTest::addColumn<QString>("percent");
    QTest::addColumn<int>("basisPoints");
    QTest::addColumn<qint64>("vatMinor");
    // Net 193,680 cents (1 x h100-80gb x 1 month, see pricing()).
    // 21 %: 193,680 x 2,100 / 10,000 = 40,672.8 -> 40,673 (half up); total 234,353.
    QTest::newRow("21") << QStringLiteral("21") << 2100 << Q_INT64_C(40'673);
    // 20.5 %: 193,680 x 2,050 / 10,000 = 39,704.4 -> 39,704; total 233,384.
    QTest::newRow("20.5") << QStringLiteral("20.5") << 2050 << Q_INT64_C(39'704);
    // 5.25 %: 193,680 x 525 / 10,000 = 10,168.2 -> 10,168.
    QTest::newRow("5.25") << QStringLiteral("5.25") << 525 << Q_INT64_C(10'168);
    // 0 %: a VAT line of 0 (zero-rated), unlike no --vat-percent at all (null).
    QTest::newRow("0") << QStringLiteral("0") << 0 << Q_INT64_C(0);
    // 20.50 and 21.0: trailing zeros are not extra decimals.
    QTest::newRow("20.50") << QStringLiteral("20.50") << 2050 << Q_INT64_C(39'704);
}

void TestQuoteCommand::vat()
{
    QFETCH(QString, percent);
    QFETCH(int, basisPoints);
    QFETCH(qint64, vatMinor);
    const Outcome o =
        quote(words("--gpu h100-80gb --term month") + QStringList{QStringLiteral("--vat-percent"), percent},
              path(QStringLiteral("vat.pdf")));
    QVERIFY2(o.exitCode == 0, qPrintable(o.err));
    QCOMPARE(o.json.value(QLatin1String("vat_basis_points")), QJsonValue(basisPoints));
    QCOMPARE(integerAt(o.json, "subtotal_minor"), 193'680);
    QCOMPARE(integerAt(o.json, "vat_minor"), vatMinor);
    QCOMPARE(integerAt(o.json, "total_minor"), 193'680 + vatMinor);

    // The text summary shows subtotal, the VAT line and the total.
    const Outcome text = runCli(QStringList{QStringLiteral("quote")} + words("--gpu h100-80gb --term month") +
                                QStringList{QStringLiteral("--vat-percent"), percent, QStringLiteral("--store"),
                                            store(), QStringLiteral("--pdf"), path(QStringLiteral("vat2.pdf"))});
    QVERIFY2(text.exitCode == 0, qPrintable(text.err));
    QVERIFY2(text.out.contains(QLatin1String("Subtotal")), qPrintable(text.out));
    QVERIFY2(text.out.contains(QLatin1String("VAT ")), qPrintable(text.out));
    QVERIFY2(text.out.contains(QLatin1String("1,936.80 USD")), qPrintable(text.out));
}

void TestQuoteCommand::fingerprint()
{
    // quote.h canonicalRequest(): "key=value\n" lines in a fixed order, SHA-256, lowercase hex.
    const QByteArray canonical = "headroom-quote-v2\n"
                                 "gpu=h100-80gb\n"
                                 "count=2\n"
                                 "pricing=on-demand\n"
                                 "term=week\n"
                                 "terms=2\n"
                                 "storage_gb=0\n"
                                 "egress_gb=0\n"
                                 "support=\n"
                                 "hosting=shared\n"
                                 "vat_bp=2100\n"
                                 "price_list=example-2026-11\n"
                                 "price_list_retrieved=2026-11-30\n"
                                 "currency=USD\n";
    const QString expected =
        QString::fromLatin1(QCryptographicHash::hash(canonical, QCryptographicHash::Sha256).toHex());
    const Outcome o =
        quote(words("--gpu h100-80gb --gpus 2 --term week --terms 2 --vat-percent 21"), path(QStringLiteral("f.pdf")));
    QVERIFY2(o.exitCode == 0, qPrintable(o.err));
    QCOMPARE(o.json.value(QLatin1String("fingerprint")).toString(), expected);
    // Neither the language, the PDF path nor the validity change it.
    const Outcome other = quote(words("--gpu h100-80gb --gpus 2 --term week --terms 2 --vat-percent 21.00 "
                                      "--valid-days 10"),
                                path(QStringLiteral("g.pdf")));
    QVERIFY2(other.exitCode == 0, qPrintable(other.err));
    QCOMPARE(other.json.value(QLatin1String("fingerprint")).toString(), expected);
    QCOMPARE(other.json.value(QLatin1String("reference")).toString(), reference(1));
}

void TestQuoteCommand::priceListFile()
{
    // A list of our own, made from the built-in example: EUR, id "test-eur-2026-12", h100-80gb at
    // 2,345,678 micros per GPU-hour. One month: 720 x 2,345,678 = 1,688,888,160 micros = 168,888.816 cents
    // -> 168,889 (half up); VAT 21 %: 168,889 x 0.21 = 35,466.69 -> 35,467; total 204,356.
    QFile builtIn(QStringLiteral(":/catalog/prices-example.json"));
    QVERIFY(builtIn.open(QIODevice::ReadOnly));
    QJsonObject list = QJsonDocument::fromJson(builtIn.readAll()).object();
    QVERIFY(!list.isEmpty());
    list.insert(QLatin1String("id"), QStringLiteral("test-eur-2026-12"));
    list.insert(QLatin1String("currency"), QStringLiteral("EUR"));
    QJsonArray gpus = list.value(QLatin1String("gpus")).toArray();
    for (qsizetype i = 0; i < gpus.size(); ++i) {
        QJsonObject g = gpus.at(i).toObject();
        if (g.value(QLatin1String("gpu")).toString() == QLatin1String("h100-80gb")) {
            g.insert(QLatin1String("on_demand_micros_per_gpu_hour"), 2'345'678);
            gpus.replace(i, g);
        }
    }
    list.insert(QLatin1String("gpus"), gpus);
    const QString file = path(QStringLiteral("prices-test.json"));
    {
        QFile out(file);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(QJsonDocument(list).toJson());
    }
    const Outcome o = quote(QStringList{QStringLiteral("--price-list"), file} +
                                words("--gpu h100-80gb --term month --vat-percent 21"),
                            path(QStringLiteral("eur.pdf")));
    QVERIFY2(o.exitCode == 0, qPrintable(o.err));
    QCOMPARE(o.json.value(QLatin1String("currency")).toString(), QStringLiteral("EUR"));
    QCOMPARE(o.json.value(QLatin1String("price_list_id")).toString(), QStringLiteral("test-eur-2026-12"));
    QCOMPARE(integerAt(lineOf(o.json, "gpu"), "unit_price_micros"), 2'345'678);
    QCOMPARE(integerAt(lineOf(o.json, "gpu"), "net_minor"), 168'889);
    QCOMPARE(integerAt(o.json, "vat_minor"), 35'467);
    QCOMPARE(integerAt(o.json, "total_minor"), 204'356);
    QCOMPARE(o.json.value(QLatin1String("total")).toString(), QStringLiteral("2,043.56 EUR"));

    // A built-in list by id.
    const Outcome eur =
        quote(words("--price-list example-eur-2026-11 --gpu h100-80gb --term month"), path(QStringLiteral("eur2.pdf")));
    QVERIFY2(eur.exitCode == 0, qPrintable(eur.err));
    QCOMPARE(eur.json.value(QLatin1String("currency")).toString(), QStringLiteral("EUR"));
    QCOMPARE(integerAt(eur.json, "total_minor"), 193'680); // the USD figures restated one to one
    // Another list is another configuration: a new reference.
    QCOMPARE(eur.json.value(QLatin1String("reference")).toString(), reference(2));
}

void TestQuoteCommand::badArguments_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("mentions");
    QTest::newRow("price list missing") << words("--gpu h100-80gb --term day --price-list /no/such/prices.json")
                                        << QStringLiteral("prices.json");
    QTest::newRow("price list not JSON") << words("--gpu h100-80gb --term day --price-list @broken")
                                         << QStringLiteral("--price-list");
    QTest::newRow("price list of another format")
        << words("--gpu h100-80gb --term day --price-list @other") << QStringLiteral("--price-list");
    QTest::newRow("--pricing lease") << words("--gpu h100-80gb --term day --pricing lease") << QStringLiteral("lease");
    QTest::newRow("--spot with --pricing fixed")
        << words("--gpu a100-80gb --term day --spot --pricing fixed") << QStringLiteral("--spot");
    QTest::newRow("spot without a spot price") << words("--gpu h100-80gb --term day --spot") << QStringLiteral("spot");
    QTest::newRow("--vat-percent 3 decimals")
        << words("--gpu h100-80gb --term day --vat-percent 20.125") << QStringLiteral("--vat-percent");
    QTest::newRow("--vat-percent 101") << words("--gpu h100-80gb --term day --vat-percent 101")
                                       << QStringLiteral("--vat-percent");
    QTest::newRow("--vat-percent 1e2") << words("--gpu h100-80gb --term day --vat-percent 1e2")
                                       << QStringLiteral("--vat-percent");
    QTest::newRow("--vat-percent 21,5") << words("--gpu h100-80gb --term day --vat-percent 21,5")
                                        << QStringLiteral("--vat-percent");
    QTest::newRow("--support platinum") << words("--gpu h100-80gb --term day --support platinum")
                                        << QStringLiteral("platinum");
    QTest::newRow("--valid-days 0") << words("--gpu h100-80gb --term day --valid-days 0")
                                    << QStringLiteral("--valid-days");
    QTest::newRow("key too long") << (words("--gpu h100-80gb --term day --idempotency-key") +
                                      QStringList{QString(256, u'k')})
                                  << QStringLiteral("--idempotency-key");
    QTest::newRow("key with a line break")
        << (words("--gpu h100-80gb --term day --idempotency-key") + QStringList{QStringLiteral("a\nb")})
        << QStringLiteral("--idempotency-key");
    QTest::newRow("history with an argument") << words("history extra") << QStringLiteral("extra");
    QTest::newRow("history --delete unknown")
        << words("history --delete HR-2000-000001") << QStringLiteral("HR-2000-000001");
}

void TestQuoteCommand::badArguments()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, mentions);
    // Files the price-list rows point at.
    QFile broken(path(QStringLiteral("broken.json")));
    QVERIFY(broken.open(QIODevice::WriteOnly));
    broken.write("{ \"format\": \"headroom-catalog-prices\", ");
    broken.close();
    QFile other(path(QStringLiteral("other.json")));
    QVERIFY(other.open(QIODevice::WriteOnly));
    other.write("{ \"format\": \"headroom-catalog-gpus\", \"version\": 1, \"gpus\": [] }");
    other.close();
    arguments.replaceInStrings(QRegularExpression(QStringLiteral("^@(.*)$")), path(QStringLiteral("\\1.json")));

    const bool history = arguments.constFirst() == QLatin1String("history");
    const QString pdf = path(QStringLiteral("never-written.pdf"));
    const QStringList extra = history ? QStringList{QStringLiteral("--store"), store()}
                                      : QStringList{QStringLiteral("--store"), store(), QStringLiteral("--pdf"), pdf};
    QTest::failOnWarning(QRegularExpression(QStringLiteral(".*")));
    const Outcome o = runCli(QStringList{QStringLiteral("quote")} + arguments + extra);
    QCOMPARE(o.exitCode, 2);
    QVERIFY2(o.out.isEmpty(), qPrintable(o.out));
    QVERIFY2(o.err.startsWith(QLatin1String("headroom: ")), qPrintable(o.err));
    QVERIFY2(o.err.endsWith(u'\n') && o.err.count(u'\n') == 1, qPrintable(o.err));
    QVERIFY2(o.err.contains(mentions), qPrintable(o.err));
    QVERIFY(!QFile::exists(pdf));
    if (!history)
        QVERIFY2(!QFile::exists(store()), "an argument error must not touch the quote history");
}

void TestQuoteCommand::sameKeyReplays()
{
    const QStringList args = words("--gpu h100-80gb --term month --idempotency-key order-42");
    const QString pdf = path(QStringLiteral("q.pdf"));
    const Outcome first = quote(args, pdf);
    QVERIFY2(first.exitCode == 0, qPrintable(first.err));
    QCOMPARE(first.json.value(QLatin1String("reference")).toString(), reference(1));
    QCOMPARE(first.json.value(QLatin1String("idempotency_key")).toString(), QStringLiteral("order-42"));
    QCOMPARE(first.json.value(QLatin1String("replayed")), QJsonValue(false));

    // Date the file back: a rewrite would give it the current time (and new bytes).
    const QByteArray bytes = readAll(pdf);
    QVERIFY(bytes.startsWith("%PDF-"));
    const QDateTime old(QDate(2001, 2, 3), QTime(4, 5, 6), Qt::UTC);
    {
        QFile f(pdf);
        QVERIFY(f.open(QIODevice::ReadWrite));
        QVERIFY(f.setFileTime(old, QFileDevice::FileModificationTime));
    }

    const Outcome again = quote(args, pdf);
    QVERIFY2(again.exitCode == 0, qPrintable(again.err));
    QCOMPARE(again.json.value(QLatin1String("replayed")), QJsonValue(true));
    QCOMPARE(again.json.value(QLatin1String("reference")).toString(), reference(1));
    QCOMPARE(QFileInfo(pdf).lastModified().toUTC(), old);
    QCOMPARE(readAll(pdf), bytes);
    // Apart from "replayed", the stored result is printed as it was.
    QJsonObject a = first.json;
    QJsonObject b = again.json;
    a.remove(QLatin1String("replayed"));
    b.remove(QLatin1String("replayed"));
    QCOMPARE(b, a);

    // The same key with another --pdf is refused (exit 2), naming the file it was first written to.
    const QString elsewhere = path(QStringLiteral("elsewhere.pdf"));
    const Outcome moved = quote(args, elsewhere);
    QCOMPARE(moved.exitCode, 2);
    QVERIFY(moved.out.isEmpty());
    QCOMPARE(moved.err,
             QStringLiteral("headroom: the idempotency key order-42 was first exported to %1; use that path, or a "
                            "new key for another file.\n")
                 .arg(QDir::toNativeSeparators(QFileInfo(pdf).absoluteFilePath())));
    QVERIFY(!QFile::exists(elsewhere));
    QCOMPARE(readAll(pdf), bytes);

    // The same file spelt relative to the working directory still replays.
    const QString oldCwd = QDir::currentPath();
    QVERIFY(QDir::setCurrent(QFileInfo(pdf).absolutePath()));
    const Outcome relative = quote(args, QStringLiteral("./q.pdf"));
    QDir::setCurrent(oldCwd);
    QVERIFY2(relative.exitCode == 0, qPrintable(relative.err));
    QCOMPARE(relative.json.value(QLatin1String("replayed")), QJsonValue(true));
    QCOMPARE(relative.json.value(QLatin1String("pdf")).toString(), QFileInfo(pdf).absoluteFilePath());
    QCOMPARE(readAll(pdf), bytes);

    // The text summary says so too.
    const Outcome text = runCli(QStringList{QStringLiteral("quote")} + args +
                                QStringList{QStringLiteral("--store"), store(), QStringLiteral("--pdf"), pdf});
    QVERIFY2(text.exitCode == 0, qPrintable(text.err));
    QVERIFY2(text.out.contains(QLatin1String("nothing was written")), qPrintable(text.out));
    QVERIFY2(text.out.startsWith(QStringLiteral("Quote %1, ").arg(reference(1))), qPrintable(text.out));

    QCOMPARE(historyJson().size(), 1);
}

void TestQuoteCommand::sameKeyOtherConfigurationIsRefused()
{
    const Outcome first =
        quote(words("--gpu h100-80gb --term month --idempotency-key k1"), path(QStringLiteral("a.pdf")));
    QVERIFY2(first.exitCode == 0, qPrintable(first.err));
    const QString pdf = path(QStringLiteral("b.pdf"));
    const Outcome other = quote(words("--gpu h100-80gb --gpus 2 --term month --idempotency-key k1"), pdf);
    QCOMPARE(other.exitCode, 2);
    QVERIFY(other.out.isEmpty());
    QVERIFY2(other.err.startsWith(QLatin1String("headroom: ")) && other.err.count(u'\n') == 1, qPrintable(other.err));
    QVERIFY(!QFile::exists(pdf));
    const QJsonArray quotes = historyJson();
    QCOMPARE(quotes.size(), 1);
    QCOMPARE(quotes.at(0).toObject().value(QLatin1String("last_pdf_path")).toString(), path(QStringLiteral("a.pdf")));
}

void TestQuoteCommand::newKeySameConfigurationKeepsReference()
{
    const QStringList args = words("--gpu h100-80gb --term week --terms 2");
    const Outcome first = quote(args + words("--idempotency-key k1"), path(QStringLiteral("a.pdf")));
    QVERIFY2(first.exitCode == 0, qPrintable(first.err));
    const QString second = path(QStringLiteral("b.pdf"));
    const Outcome again = quote(args + words("--idempotency-key k2 --valid-days 90"), second);
    QVERIFY2(again.exitCode == 0, qPrintable(again.err));
    QCOMPARE(again.json.value(QLatin1String("reference")).toString(), reference(1));
    QCOMPARE(again.json.value(QLatin1String("replayed")), QJsonValue(false));
    QVERIFY(readAll(second).startsWith("%PDF-"));
    // The reference keeps the dates of its first save (--valid-days 90 is not a new configuration).
    QCOMPARE(again.json.value(QLatin1String("valid_until")), first.json.value(QLatin1String("valid_until")));
    QCOMPARE(again.json.value(QLatin1String("date")), first.json.value(QLatin1String("date")));
    const QJsonArray quotes = historyJson();
    QCOMPARE(quotes.size(), 1);
    QCOMPARE(quotes.at(0).toObject().value(QLatin1String("last_pdf_path")).toString(), second);
}

void TestQuoteCommand::changedConfigurationGetsNextReference()
{
    const Outcome first = quote(words("--gpu h100-80gb --term month"), path(QStringLiteral("a.pdf")));
    QVERIFY2(first.exitCode == 0, qPrintable(first.err));
    const Outcome changed = quote(words("--gpu h100-80gb --term month --storage-gb 10"), path(QStringLiteral("b.pdf")));
    QVERIFY2(changed.exitCode == 0, qPrintable(changed.err));
    QCOMPARE(first.json.value(QLatin1String("reference")).toString(), reference(1));
    QCOMPARE(changed.json.value(QLatin1String("reference")).toString(), reference(2));
    QVERIFY(changed.json.value(QLatin1String("fingerprint")) != first.json.value(QLatin1String("fingerprint")));
}

void TestQuoteCommand::retryAfterFailedExport()
{
    const QStringList args = words("--gpu h100-80gb --term day --idempotency-key retry-1");
    const QString missing = path(QStringLiteral("no/such/folder/q.pdf"));
    const Outcome failed = quote(args, missing);
    QCOMPARE(failed.exitCode, 1);
    QVERIFY(failed.out.isEmpty());
    // The target is checked before the key is claimed: nothing is recorded (the store is not even created),
    // so the line offers no key to retry with.
    const QString expected = QStringLiteral("headroom: could not save the quote to \"%1\": the folder \"%2\" does "
                                            "not exist.\n")
                                 .arg(missing, QFileInfo(missing).absolutePath());
    QCOMPARE(failed.err, expected);
    QVERIFY(!QFileInfo::exists(missing));
    QVERIFY(!QFileInfo::exists(store()));
    QJsonArray quotes = historyJson();
    QCOMPARE(quotes.size(), 0);

    // The same key with a path that works: the key's first operation, under the first reference.
    const QString pdf = path(QStringLiteral("q.pdf"));
    const Outcome retried = quote(args, pdf);
    QVERIFY2(retried.exitCode == 0, qPrintable(retried.err));
    QCOMPARE(retried.json.value(QLatin1String("reference")).toString(), reference(1));
    QCOMPARE(retried.json.value(QLatin1String("replayed")), QJsonValue(false));
    QVERIFY(readAll(pdf).startsWith("%PDF-"));
    quotes = historyJson();
    QCOMPARE(quotes.size(), 1);
    QCOMPARE(quotes.at(0).toObject().value(QLatin1String("last_pdf_path")).toString(), pdf);
}

void TestQuoteCommand::freshKeyWhenNoneGiven()
{
    const Outcome a = quote(words("--gpu h100-80gb --term hour"), path(QStringLiteral("a.pdf")));
    const Outcome b = quote(words("--gpu h100-80gb --term hour"), path(QStringLiteral("b.pdf")));
    QVERIFY2(a.exitCode == 0 && b.exitCode == 0, qPrintable(a.err + b.err));
    const QRegularExpression uuid(
        QStringLiteral("^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"));
    const QString keyA = a.json.value(QLatin1String("idempotency_key")).toString();
    QVERIFY2(uuid.match(keyA).hasMatch(), qPrintable(keyA));
    QVERIFY(keyA != b.json.value(QLatin1String("idempotency_key")).toString());
    QCOMPARE(b.json.value(QLatin1String("replayed")), QJsonValue(false));
    QCOMPARE(b.json.value(QLatin1String("reference")).toString(), reference(1));
}

void TestQuoteCommand::history()
{
    const Outcome empty =
        runCli({QStringLiteral("quote"), QStringLiteral("history"), QStringLiteral("--store"), store()});
    QCOMPARE(empty.exitCode, 0);
    QVERIFY2(empty.out.startsWith(QLatin1String("No stored quotes")), qPrintable(empty.out));
    QCOMPARE(historyJson(), QJsonArray());

    // Three configurations: 1 x h100 x 1 hour = 269 cents; 2 GPUs = 538; 3 GPUs = 807.
    for (int gpus = 1; gpus <= 3; ++gpus) {
        const Outcome o = quote(words("--gpu h100-80gb --term hour --gpus") + QStringList{QString::number(gpus)},
                                path(QStringLiteral("h%1.pdf").arg(gpus)));
        QVERIFY2(o.exitCode == 0, qPrintable(o.err));
    }
    const QJsonArray quotes = historyJson();
    QCOMPARE(quotes.size(), 3);
    const qint64 totals[] = {807, 538, 269};
    for (int i = 0; i < 3; ++i) {
        const QJsonObject q = quotes.at(i).toObject();
        QCOMPARE(q.value(QLatin1String("reference")).toString(), reference(3 - i)); // newest first
        QCOMPARE(integerAt(q, "total_minor"), totals[i]);
        QCOMPARE(q.value(QLatin1String("currency")).toString(), QStringLiteral("USD"));
        QCOMPARE(q.value(QLatin1String("last_pdf_path")).toString(), path(QStringLiteral("h%1.pdf").arg(3 - i)));
        QCOMPARE(q.value(QLatin1String("fingerprint")).toString().size(), 64);
        QVERIFY(QDateTime::fromString(q.value(QLatin1String("created_at")).toString(), Qt::ISODateWithMs).isValid());
        // The table's GPU, count, term and model as data: no --model, so no scenario and no model (null).
        QCOMPARE(q.value(QLatin1String("gpu")).toString(), QStringLiteral("h100-80gb"));
        QCOMPARE(q.value(QLatin1String("gpu_name")).toString(), QStringLiteral("NVIDIA H100 80GB HBM3"));
        QCOMPARE(integerAt(q, "gpus"), qint64(3 - i));
        QCOMPARE(q.value(QLatin1String("term")).toString(), QStringLiteral("hour"));
        QCOMPARE(integerAt(q, "terms"), qint64(1));
        QVERIFY(q.value(QLatin1String("model")).isNull());
        QVERIFY(q.value(QLatin1String("model_name")).isNull());
    }
    // With --model the scenario is stored: its catalogue id and display name.
    QVERIFY(quote(words("--gpu h100-80gb --term day --terms 2 --model llama-3.1-8b"), path(QStringLiteral("m.pdf")))
                .exitCode == 0);
    const QJsonObject withModel = historyJson().at(0).toObject();
    QCOMPARE(withModel.value(QLatin1String("model")).toString(), QStringLiteral("llama-3.1-8b"));
    QCOMPARE(withModel.value(QLatin1String("model_name")).toString(), QStringLiteral("Llama 3.1 8B Instruct"));
    QCOMPARE(withModel.value(QLatin1String("term")).toString(), QStringLiteral("day"));
    QCOMPARE(integerAt(withModel, "terms"), qint64(2));

    const Outcome text =
        runCli({QStringLiteral("quote"), QStringLiteral("history"), QStringLiteral("--store"), store()});
    QCOMPARE(text.exitCode, 0);
    const qsizetype newest = text.out.indexOf(reference(3));
    const qsizetype oldest = text.out.indexOf(reference(1));
    QVERIFY2(newest > 0 && oldest > newest, qPrintable(text.out));
    QVERIFY2(text.out.contains(QLatin1String("8.07 USD")), qPrintable(text.out));
    // GPU (gpus.json's name of h100-80gb), count, term and model: quote::HistoryLabels, as in the GUI. No
    // --model given, so no scenario was stored: the model reads as a dash. The count is right-aligned under
    // "GPUs" (4 wide: 3 spaces before "3"), two spaces between columns.
    QVERIFY2(text.out.contains(QStringLiteral("NVIDIA H100 80GB HBM3     3  1 × hour  \u2014")), qPrintable(text.out));
    QVERIFY2(text.out.contains(QLatin1String("GPUs  Term")), qPrintable(text.out));
}

void TestQuoteCommand::historyDelete()
{
    QVERIFY(quote(words("--gpu h100-80gb --term hour"), path(QStringLiteral("a.pdf"))).exitCode == 0);
    QVERIFY(quote(words("--gpu h100-80gb --term day"), path(QStringLiteral("b.pdf"))).exitCode == 0);
    const Outcome o = runCli({QStringLiteral("quote"), QStringLiteral("history"), QStringLiteral("--store"), store(),
                              QStringLiteral("--delete"), reference(1)});
    QVERIFY2(o.exitCode == 0, qPrintable(o.err));
    QVERIFY(o.out.contains(reference(1)));
    const QJsonArray quotes = historyJson();
    QCOMPARE(quotes.size(), 1);
    QCOMPARE(quotes.at(0).toObject().value(QLatin1String("reference")).toString(), reference(2));
    // A deleted reference is never issued again: the same configuration now gets the next number.
    const Outcome again = quote(words("--gpu h100-80gb --term hour"), path(QStringLiteral("c.pdf")));
    QCOMPARE(again.json.value(QLatin1String("reference")).toString(), reference(3));
}

void TestQuoteCommand::relativePdfPathIsStoredAbsolute()
{
    const QString previous = QDir::currentPath();
    QVERIFY(QDir::setCurrent(m_dir->path()));
    const Outcome o = quote(words("--gpu h100-80gb --term hour"), QStringLiteral("relative.pdf"));
    QVERIFY(QDir::setCurrent(previous));
    QVERIFY2(o.exitCode == 0, qPrintable(o.err));
    const QString absolute = QDir(m_dir->path()).absoluteFilePath(QStringLiteral("relative.pdf"));
    QCOMPARE(o.json.value(QLatin1String("pdf")).toString(), absolute);
    QCOMPARE(historyJson().at(0).toObject().value(QLatin1String("last_pdf_path")).toString(), absolute);
}

void TestQuoteCommand::samePathsRefused_data()
{
    QTest::addColumn<QString>("pdf");
    QTest::addColumn<QString>("storeName");
    QTest::addColumn<bool>("priceList"); ///< also --price-list prices.json
    QTest::addColumn<QString>("named");  ///< a word of the message
    QTest::newRow("--pdf is --store") << "S.sqlite"
                                      << "S.sqlite" << false << "--store";
    QTest::newRow("--pdf is the store's -wal") << "S.sqlite-wal"
                                               << "S.sqlite" << false << "-wal";
    QTest::newRow("--pdf is the store's -journal") << "S.sqlite-journal"
                                                   << "S.sqlite" << false << "-journal";
    QTest::newRow("--pdf is --price-list") << "prices.json"
                                           << "S.sqlite" << true << "--price-list";
    QTest::newRow("--store is --price-list") << "out.pdf"
                                             << "prices.json" << true << "--price-list";
}

void TestQuoteCommand::samePathsRefused()
{
    // Defect 4: `quote --store S --pdf S` destroyed the history. Now refused before anything is written.
    QFETCH(QString, pdf);
    QFETCH(QString, storeName);
    QFETCH(bool, priceList);
    QFETCH(QString, named);
    QByteArray prices;
    {
        QFile builtIn(QStringLiteral(":/catalog/prices-example.json"));
        if (builtIn.open(QIODevice::ReadOnly))
            prices = builtIn.readAll();
    }
    QVERIFY(!prices.isEmpty());
    if (priceList) {
        QFile f(path(QStringLiteral("prices.json")));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(prices);
    }
    QStringList args = words("quote --gpu h100-80gb --term day --store")
                       << path(storeName) << QStringLiteral("--pdf") << path(pdf);
    if (priceList)
        args << QStringLiteral("--price-list") << path(QStringLiteral("prices.json"));
    const Outcome o = runCli(args);
    QCOMPARE(o.exitCode, 2);
    QCOMPARE(o.err.count(u'\n'), 1);
    QVERIFY2(o.err.contains(QLatin1String("nothing was written")), qPrintable(o.err));
    QVERIFY2(o.err.contains(named), qPrintable(o.err));
    QVERIFY2(o.err.contains(path(pdf)) || o.err.contains(path(storeName)), qPrintable(o.err));
    if (priceList)
        QCOMPARE(readAll(path(QStringLiteral("prices.json"))), prices);
    if (storeName != QLatin1String("prices.json"))
        QVERIFY(!QFileInfo::exists(path(storeName)));
    if (pdf != QLatin1String("prices.json"))
        QVERIFY(!QFileInfo::exists(path(pdf)));
}

void TestQuoteCommand::foreignSqliteIsNotTouched()
{
    // Defect 8: `quote history --store contacts.sqlite` added Headroom's tables, set user_version and
    // switched the file to WAL. Now listing and exporting refuse it, byte-identical, exit 2.
    const QString contacts = path(QStringLiteral("contacts.sqlite"));
    sqlScalar(contacts, QStringLiteral("CREATE TABLE contacts (name TEXT)"));
    sqlScalar(contacts, QStringLiteral("INSERT INTO contacts VALUES ('Ada')"));
    const QByteArray before = readAll(contacts);
    QVERIFY(!before.isEmpty());
    const Outcome list =
        runCli({QStringLiteral("quote"), QStringLiteral("history"), QStringLiteral("--store"), contacts});
    QCOMPARE(list.exitCode, 2);
    QCOMPARE(list.err.count(u'\n'), 1);
    QVERIFY2(list.err.contains(QLatin1String("not a Headroom quote history")), qPrintable(list.err));
    QVERIFY2(list.err.contains(QLatin1String("contacts")), qPrintable(list.err));
    const Outcome exported = runCli(words("quote --gpu h100-80gb --term day --store")
                                    << contacts << QStringLiteral("--pdf") << path(QStringLiteral("x.pdf")));
    QCOMPARE(exported.exitCode, 2);
    QVERIFY2(exported.err.contains(QLatin1String("not a Headroom quote history")), qPrintable(exported.err));
    QCOMPARE(readAll(contacts), before);
    QVERIFY(!QFileInfo::exists(contacts + QLatin1String("-wal")));
    QVERIFY(!QFileInfo::exists(path(QStringLiteral("x.pdf"))));
    QCOMPARE(sqlScalar(contacts, QStringLiteral("PRAGMA user_version")).toInt(), 0);

    // A file that is not SQLite at all: the same refusal.
    QFile text(path(QStringLiteral("notes.sqlite")));
    QVERIFY(text.open(QIODevice::WriteOnly));
    text.write(QByteArray("reference,total\nHR-2026-000001,100\n").repeated(64));
    text.close();
    const Outcome notSql = runCli({QStringLiteral("quote"), QStringLiteral("history"), QStringLiteral("--store"),
                                   path(QStringLiteral("notes.sqlite"))});
    QCOMPARE(notSql.exitCode, 2);
    QVERIFY2(notSql.err.contains(QLatin1String("not a Headroom quote history")), qPrintable(notSql.err));
}

void TestQuoteCommand::listingMissingStoreCreatesNothing()
{
    const QString missing = path(QStringLiteral("sub/none.sqlite"));
    const Outcome o = runCli({QStringLiteral("quote"), QStringLiteral("history"), QStringLiteral("--store"), missing});
    QCOMPARE(o.exitCode, 0);
    QVERIFY2(o.out.startsWith(QLatin1String("No stored quotes in")), qPrintable(o.out));
    QVERIFY(!QFileInfo::exists(path(QStringLiteral("sub"))));
    // Listing a real store opens it read-only: the file's bytes stay as they were.
    QCOMPARE(quote(words("--gpu h100-80gb --term day"), path(QStringLiteral("a.pdf"))).exitCode, 0);
    const QByteArray before = readAll(store());
    QCOMPARE(historyJson().size(), 1);
    QCOMPARE(readAll(store()), before);
}

void TestQuoteCommand::lockedStoreSaysBusy()
{
    // Defect 9: a locked store said "not a Headroom quote history". Now: busy, exit 1, its own line.
    QCOMPARE(quote(words("--gpu h100-80gb --term day"), path(QStringLiteral("a.pdf"))).exitCode, 0);
    const QString name = QStringLiteral("locker");
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(store());
        QVERIFY(db.open());
        QSqlQuery q(db);
        QVERIFY(q.exec(QStringLiteral("BEGIN EXCLUSIVE")));
        const Outcome o = quote(words("--gpu h100-80gb --term week"), path(QStringLiteral("b.pdf")));
        QCOMPARE(o.exitCode, 1);
        QCOMPARE(o.err.count(u'\n'), 1);
        QVERIFY2(o.err.contains(QLatin1String("busy")), qPrintable(o.err));
        QVERIFY2(!o.err.contains(QLatin1String("not a Headroom")), qPrintable(o.err));
        QVERIFY(!QFileInfo::exists(path(QStringLiteral("b.pdf"))));
        q.exec(QStringLiteral("ROLLBACK"));
    }
    QSqlDatabase::removeDatabase(name);
}

void TestQuoteCommand::nonJsonPayloadReplayFails()
{
    // Defect 13: a stored payload that is not JSON replayed as 5 JSON keys, exit 0. Now one clear error.
    const QStringList args = words("--gpu h100-80gb --term day --idempotency-key k-1");
    QCOMPARE(quote(args, path(QStringLiteral("a.pdf"))).exitCode, 0);
    sqlScalar(store(), QStringLiteral("UPDATE quotes SET payload_json = 'not json'"));
    const Outcome o = quote(args, path(QStringLiteral("a.pdf")));
    QCOMPARE(o.exitCode, 1);
    QVERIFY(o.out.isEmpty());
    QCOMPARE(o.err.count(u'\n'), 1);
    QVERIFY2(o.err.contains(QLatin1String("not JSON")), qPrintable(o.err));
    QVERIFY2(o.err.contains(reference(1)), qPrintable(o.err));
}

void TestQuoteCommand::replayOfAMissingPdfFails()
{
    // Item 10: a replay reported a PDF that had been deleted. A PDF embeds its creation time and a random
    // document ID, so it cannot be rewritten byte-identically: the replay fails and asks for a new key.
    const QStringList args = words("--gpu h100-80gb --term day --idempotency-key gone-1");
    const QString pdf = path(QStringLiteral("offer.pdf"));
    QCOMPARE(quote(args, pdf).exitCode, 0);
    QVERIFY(QFile::remove(pdf));
    const Outcome o = quote(args, pdf);
    QCOMPARE(o.exitCode, 1);
    QVERIFY(o.out.isEmpty());
    QCOMPARE(o.err, QStringLiteral("headroom: the PDF of quote %1 (key gone-1) is missing from %2; it cannot be "
                                   "replayed; export again with a new key.\n")
                        .arg(reference(1), QDir::toNativeSeparators(QFileInfo(pdf).absoluteFilePath())));
    QVERIFY(!QFile::exists(pdf));
    // Nothing was recorded: one export, still done, with its first hash.
    QCOMPARE(sqlScalar(store(), QStringLiteral("SELECT COUNT(*) FROM operations")).toInt(), 1);
    QCOMPARE(sqlScalar(store(), QStringLiteral("SELECT state FROM operations")).toString(), QStringLiteral("done"));
    // A new key writes the file again under the same reference.
    const Outcome fresh = quote(words("--gpu h100-80gb --term day --idempotency-key gone-2"), pdf);
    QVERIFY2(fresh.exitCode == 0, qPrintable(fresh.err));
    QCOMPARE(fresh.json.value(QLatin1String("reference")).toString(), reference(1));
    QVERIFY(readAll(pdf).startsWith("%PDF-"));
}

void TestQuoteCommand::replayOfAChangedPdfFails()
{
    // Item 10: a PDF whose bytes no longer match the recorded SHA-256 is not the exported one.
    const QStringList args = words("--gpu h100-80gb --term day --idempotency-key changed-1");
    const QString pdf = path(QStringLiteral("offer.pdf"));
    QCOMPARE(quote(args, pdf).exitCode, 0);
    QByteArray bytes = readAll(pdf);
    bytes[bytes.size() / 2] = bytes.at(bytes.size() / 2) ^ 0x01; // same size, one bit flipped
    {
        QFile f(pdf);
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        QCOMPARE(f.write(bytes), bytes.size());
    }
    const Outcome o = quote(args, pdf);
    QCOMPARE(o.exitCode, 1);
    QVERIFY(o.out.isEmpty());
    QCOMPARE(o.err, QStringLiteral("headroom: the PDF of quote %1 (key changed-1) at %2 is not the file that was "
                                   "exported (other content); it cannot be replayed; export again with a new key.\n")
                        .arg(reference(1), QDir::toNativeSeparators(QFileInfo(pdf).absoluteFilePath())));
    QCOMPARE(readAll(pdf), bytes); // left as found
}

void TestQuoteCommand::priceListIdIsNotHiddenByAFile()
{
    // Defect 13: a file in the working directory named like a built-in id silently won over the list.
    const QString oldCwd = QDir::currentPath();
    QVERIFY(QDir::setCurrent(m_dir->path()));
    QFile decoy(QStringLiteral("example-2026-11"));
    QVERIFY(decoy.open(QIODevice::WriteOnly));
    decoy.write("{\"not\": \"a price list\"}");
    decoy.close();
    const Outcome builtIn =
        quote(words("--gpu h100-80gb --term day --price-list example-2026-11"), path(QStringLiteral("a.pdf")));
    const Outcome unknown =
        quote(words("--gpu h100-80gb --term day --price-list example-2026-11x"), path(QStringLiteral("b.pdf")));
    QFile::copy(QStringLiteral("example-2026-11"), QStringLiteral("mylist"));
    const Outcome fileLike =
        quote(words("--gpu h100-80gb --term day --price-list mylist"), path(QStringLiteral("c.pdf")));
    const Outcome explicitFile =
        quote(words("--gpu h100-80gb --term day --price-list ./mylist"), path(QStringLiteral("d.pdf")));
    QDir::setCurrent(oldCwd);
    QCOMPARE(builtIn.exitCode, 0);
    QCOMPARE(builtIn.json.value(QLatin1String("price_list_id")).toString(), QStringLiteral("example-2026-11"));
    QCOMPARE(integerAt(builtIn.json, "total_minor"), 6456); // 24 h x $2.69 = $64.56
    QCOMPARE(unknown.exitCode, 2);
    QCOMPARE(fileLike.exitCode, 2);
    QVERIFY2(fileLike.err.contains(QLatin1String("./mylist")), qPrintable(fileLike.err));
    QCOMPARE(explicitFile.exitCode, 2); // the file is read, and it is not a price list
    QVERIFY2(explicitFile.err.contains(QLatin1String("cannot use")), qPrintable(explicitFile.err));
}

void TestQuoteCommand::concurrentProcessesExportOncePerKey()
{
    // Defect 5: 10 keys x 3 processes started together gave 0 replays and mismatched hashes. Now each
    // key is exported once (the others wait and replay), every hash matches the file on disk.
    const QString exe = headroomExecutable();
    if (exe.isEmpty())
        QSKIP("HEADROOM_EXECUTABLE is not defined: the headroom target is not part of this build");
    constexpr int kKeys = 10;
    constexpr int kPerKey = 3;
    std::vector<std::unique_ptr<QProcess>> processes;
    for (int k = 0; k < kKeys; ++k) {
        for (int p = 0; p < kPerKey; ++p) {
            auto process = std::make_unique<QProcess>();
            process->setProcessEnvironment(cliEnvironment(m_dir->path()));
            process->start(exe, words("quote --gpu h100-80gb --term day --json --store")
                                    << store() << QStringLiteral("--pdf") << path(QStringLiteral("k%1.pdf").arg(k))
                                    << QStringLiteral("--idempotency-key") << QStringLiteral("key-%1").arg(k));
            processes.push_back(std::move(process));
        }
    }
    int replays = 0;
    for (const std::unique_ptr<QProcess> &process : processes) {
        QVERIFY(process->waitForFinished(120000));
        const QByteArray err = process->readAllStandardError();
        QVERIFY2(process->exitCode() == 0, err.constData());
        const QJsonObject json = QJsonDocument::fromJson(process->readAllStandardOutput()).object();
        QCOMPARE(json.value(QLatin1String("reference")).toString(), reference(1));
        replays += json.value(QLatin1String("replayed")).toBool() ? 1 : 0;
    }
    QCOMPARE(replays, kKeys * (kPerKey - 1));
    QCOMPARE(sqlScalar(store(), QStringLiteral("PRAGMA integrity_check")).toString(), QStringLiteral("ok"));
    QCOMPARE(sqlScalar(store(), QStringLiteral("SELECT COUNT(*) FROM operations WHERE state = 'done'")).toInt(), kKeys);
    for (int k = 0; k < kKeys; ++k) {
        const QString sha = sqlScalar(store(), QStringLiteral("SELECT result_sha256 FROM operations WHERE "
                                                              "idempotency_key = 'key-%1'")
                                                   .arg(k))
                                .toString();
        QCOMPARE(sha, sha256Hex(readAll(path(QStringLiteral("k%1.pdf").arg(k)))));
    }
}

void TestQuoteCommand::shortWriteFailsAndRetryCompletes()
{
    // Defect 2 with an injected short write: the file size limit (ulimit -f 33 = 33,792 bytes, below the
    // PDF's ~34 KB, above the store's files), SIGXFSZ ignored so write() returns short / EFBIG.
    const QString exe = headroomExecutable();
    if (exe.isEmpty())
        QSKIP("HEADROOM_EXECUTABLE is not defined: the headroom target is not part of this build");
    QCOMPARE(quote(words("--gpu h100-80gb --term week"), path(QStringLiteral("first.pdf"))).exitCode,
             0); // store exists
    const QString pdf = path(QStringLiteral("q.pdf"));
    const QStringList args = words("quote --gpu h100-80gb --term day --idempotency-key disk-1 --store")
                             << store() << QStringLiteral("--pdf") << pdf;
    QProcess limited;
    limited.setProcessEnvironment(cliEnvironment(m_dir->path()));
    QStringList quoted;
    for (const QString &a : QStringList{exe} + args)
        quoted << u'\'' + a + u'\'';
    limited.start(QStringLiteral("bash"),
                  {QStringLiteral("-c"), QStringLiteral("ulimit -f 33; trap '' XFSZ; exec ") + quoted.join(u' ')});
    QVERIFY(limited.waitForFinished(60000));
    const QString err = QString::fromUtf8(limited.readAllStandardError());
    QCOMPARE(limited.exitCode(), 1);
    QCOMPARE(err.count(u'\n'), 1);
    QVERIFY2(err.contains(QLatin1String("disk is full")), qPrintable(err));
    QVERIFY(limited.readAllStandardOutput().isEmpty()); // no "PDF written"
    QVERIFY(!QFileInfo::exists(pdf));
    // Never recorded as done (failed, or pending with a dead claimer when the limit also stopped the log).
    QVERIFY(sqlScalar(store(), QStringLiteral("SELECT state FROM operations WHERE idempotency_key = 'disk-1'"))
                .toString() != QLatin1String("done"));
    const Outcome retry = runCli(args + QStringList{QStringLiteral("--json")});
    QCOMPARE(retry.exitCode, 0);
    QCOMPARE(retry.json.value(QLatin1String("reference")).toString(), reference(2));
    QCOMPARE(retry.json.value(QLatin1String("replayed")).toBool(true), false);
    const QByteArray bytes = readAll(pdf);
    QVERIFY(bytes.startsWith("%PDF-"));
    QVERIFY(bytes.trimmed().endsWith("%%EOF"));
    QCOMPARE(sqlScalar(store(), QStringLiteral("SELECT result_sha256 FROM operations WHERE idempotency_key = 'disk-1'"))
                 .toString(),
             sha256Hex(bytes));
}

void TestQuoteCommand::newStoreShortWriteLeavesNoFiles()
{
    // Finding 9 without root: `ulimit -f 0` (SIGXFSZ ignored) fails every write of a new store. The
    // message says the store cannot be created, quotes SQLite once (no "Unable to fetch row"), and the
    // folder holds no store file afterwards; without the limit the same command then works.
    const QString exe = headroomExecutable();
    if (exe.isEmpty())
        QSKIP("HEADROOM_EXECUTABLE is not defined: the headroom target is not part of this build");
    const QString folder = path(QStringLiteral("limited"));
    QVERIFY(QDir().mkpath(folder));
    const QString newStore = folder + QStringLiteral("/s.sqlite");
    const QStringList args = words("quote --gpu h100-80gb --term day --store")
                             << newStore << QStringLiteral("--pdf") << path(QStringLiteral("limited.pdf"));
    QProcess limited;
    limited.setProcessEnvironment(cliEnvironment(m_dir->path()));
    QStringList quoted;
    for (const QString &a : QStringList{exe} + args)
        quoted << u'\'' + a + u'\'';
    limited.start(QStringLiteral("bash"),
                  {QStringLiteral("-c"), QStringLiteral("ulimit -f 0; trap '' XFSZ; exec ") + quoted.join(u' ')});
    QVERIFY(limited.waitForFinished(60000));
    QCOMPARE(limited.exitCode(), 1);
    QCOMPARE(QString::fromUtf8(limited.readAllStandardError()),
             QStringLiteral("headroom: cannot create the quote history %1: disk I/O error.\n").arg(newStore));
    QVERIFY(QDir(folder).isEmpty(QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot));
    QVERIFY(!QFileInfo::exists(path(QStringLiteral("limited.pdf"))));
    const Outcome retry = runCli(args);
    QCOMPARE(retry.exitCode, 0);
    QVERIFY(QFileInfo::exists(newStore));
}

void TestQuoteCommand::fullTmpfsFailsAndRetryCompletes()
{
    // Defect 2 on a real full disk: the PDF on a 256 KiB tmpfs with 24 KiB free (less than the ~34 KB PDF);
    // then the store on that full disk gets its own true message (defect 9). Root and mount needed.
    const QString mnt = path(QStringLiteral("small"));
    QVERIFY(QDir().mkpath(mnt));
    if (!mountTmpfs(mnt, QStringLiteral("size=256k")))
        QSKIP("cannot mount a tmpfs here (not root, or no permission)");
    const auto cleanup = qScopeGuard([&] { unmount(mnt); });
    const QString pdf = mnt + QStringLiteral("/q.pdf");
    const QStringList args = words("quote --gpu h100-80gb --term day --json --idempotency-key full-1 --store")
                             << store() << QStringLiteral("--pdf") << pdf;
    QFile filler(mnt + QStringLiteral("/filler"));
    QVERIFY(filler.open(QIODevice::WriteOnly));
    const QByteArray block(4096, 'x');
    while (filler.write(block) == block.size() && filler.flush()) {
    }
    filler.close();
    QVERIFY(filler.resize(std::max<qint64>(0, filler.size() - 24 * 1024)));
    const Outcome full = runCli(args);
    QCOMPARE(full.exitCode, 1);
    QCOMPARE(full.err.count(u'\n'), 1);
    QVERIFY2(full.err.contains(QLatin1String("disk is full")), qPrintable(full.err));
    QVERIFY(!QFileInfo::exists(pdf));
    QCOMPARE(
        sqlScalar(store(), QStringLiteral("SELECT state FROM operations WHERE idempotency_key = 'full-1'")).toString(),
        QStringLiteral("failed"));

    // A new store on the full disk: one line saying it cannot be created and why (not "not a Headroom
    // quote history", not "upgrade", no SQLite tail), exit 1, and no s.sqlite, -wal or -shm left behind.
    const QString newStore = mnt + QStringLiteral("/s.sqlite");
    const QStringList newStoreArgs = words("quote --gpu h100-80gb --term day --store")
                                     << newStore << QStringLiteral("--pdf") << path(QStringLiteral("elsewhere.pdf"));
    const Outcome storeFull = runCli(newStoreArgs);
    QCOMPARE(storeFull.exitCode, 1);
    QCOMPARE(storeFull.err, QStringLiteral("headroom: cannot create the quote history %1: the disk is full; free "
                                           "some space and try again.\n")
                                .arg(newStore));
    QCOMPARE(QDir(mnt).entryList(QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot),
             QStringList{QStringLiteral("filler")});
    const Outcome listed = runCli(words("quote history --store") << newStore);
    QCOMPARE(listed.exitCode, 0); // nothing half-made: the store simply does not exist yet

    QVERIFY(filler.remove());
    const Outcome created = runCli(newStoreArgs);
    QCOMPARE(created.exitCode, 0);
    QVERIFY(QFileInfo::exists(newStore));
    const Outcome retry = runCli(args);
    QCOMPARE(retry.exitCode, 0);
    QCOMPARE(retry.json.value(QLatin1String("reference")).toString(), reference(1));
    const QByteArray bytes = readAll(pdf);
    QVERIFY(bytes.trimmed().endsWith("%%EOF"));
    QCOMPARE(sqlScalar(store(), QStringLiteral("SELECT result_sha256 FROM operations WHERE idempotency_key = 'full-1'"))
                 .toString(),
             sha256Hex(bytes));
}

// Issue 10 item 9: the quote's fit at the top level of --json, a quote that does not fit is still written.
// Generic engine, context 4096, concurrency 1 (the CLI defaults), bf16 weights, f16 KV cache; parameter
// counts and configs from resources/catalog/models.json (the published config.json files), GPU memory from
// resources/catalog/gpus.json (nvidia-smi totals):
//   Llama 3.1 70B (70,553,706,496 parameters; 80 layers, 8 KV heads, head_dim 8192/64 = 128, hidden 8192,
//   intermediate 28672, vocab 128256) on 1 x L40S (46068 MiB = 48,305,799,168 B):
//     weights      70,553,706,496 x 2                                  = 141,107,412,992
//     KV cache     2 x 80 x 8 x 128 x 2 = 327,680 B/token x 4096       =   1,342,177,280
//     activations  chunk 512: 512 x (8192 + 2 x 28672) x 4 = 134,217,728; KQ 4096 x 512 x 2 = 4,194,304;
//                  logits 1 x 128256 x 4 = 513,024                     =     138,925,056
//     runtime      512 MiB                                             =     536,870,912
//     total                                                            = 143,125,386,240
//     shortfall    143,125,386,240 - 48,305,799,168 = 94,819,587,072 B = 88.307 GiB -> "88.31"
//   Llama 3.1 8B (8,030,261,248 parameters; 32 layers, 8 KV heads, head_dim 128, hidden 4096, intermediate
//   14336, vocab 128256) on 1 x H100 80GB (81559 MiB = 85,520,809,984 B):
//     weights 16,060,522,496 + KV 131,072 x 4096 = 536,870,912 + activations 512 x (4096 + 28672) x 4
//     = 67,108,864 + 4,194,304 + 513,024 = 71,816,192 + runtime 536,870,912 = 17,206,080,512;
//     headroom 85,520,809,984 - 17,206,080,512 = 68,314,729,472, shortfall 0.
void TestQuoteCommand::fitJson_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QJsonValue>("fits");
    QTest::addColumn<QJsonValue>("shortfall");
    QTest::addColumn<qint64>("headroom"); // estimate.headroom_bytes; ignored without a scenario
    QTest::newRow("70B on 1 x L40S does not fit")
        << words("--gpu l40s --term week --model llama-3.1-70b") << QJsonValue(false)
        << QJsonValue(Q_INT64_C(94'819'587'072)) << Q_INT64_C(-94'819'587'072);
    QTest::newRow("8B on 1 x H100 fits") << words("--gpu h100-80gb --term week --model llama-3.1-8b")
                                         << QJsonValue(true) << QJsonValue(0) << Q_INT64_C(68'314'729'472);
    QTest::newRow("no fit scenario") << words("--gpu h100-80gb --term week") << QJsonValue(QJsonValue::Null)
                                     << QJsonValue(QJsonValue::Null) << Q_INT64_C(0);
}

void TestQuoteCommand::fitJson()
{
    QFETCH(QStringList, arguments);
    QFETCH(QJsonValue, fits);
    QFETCH(QJsonValue, shortfall);
    QFETCH(qint64, headroom);
    const QString pdf = path(QStringLiteral("fit.pdf"));
    const Outcome o = quote(arguments, pdf);
    QVERIFY2(o.exitCode == 0, qPrintable(o.err)); // quoted (a bigger setup may be quoted next)
    QVERIFY2(o.err.isEmpty(), qPrintable(o.err));
    QVERIFY(readAll(pdf).startsWith("%PDF-"));
    QVERIFY(o.json.contains(QLatin1String("fits")));
    QVERIFY(o.json.contains(QLatin1String("shortfall_bytes")));
    QCOMPARE(o.json.value(QLatin1String("fits")), fits);
    if (shortfall.isNull()) {
        QVERIFY(o.json.value(QLatin1String("shortfall_bytes")).isNull());
        QVERIFY(!o.json.contains(QLatin1String("estimate")));
        return;
    }
    QCOMPARE(integerAt(o.json, "shortfall_bytes"), shortfall.toInteger());
    const QJsonObject estimate = o.json.value(QLatin1String("estimate")).toObject();
    QCOMPARE(estimate.value(QLatin1String("fits")), fits);
    QCOMPARE(integerAt(estimate, "headroom_bytes"), headroom);
    QCOMPARE(integerAt(estimate, "shortfall_bytes"), shortfall.toInteger());

    // `headroom estimate --json` of the same scenario: the same figures.
    QStringList estimateArguments{QStringLiteral("estimate"), QStringLiteral("--json")};
    for (qsizetype i = 0; i + 1 < arguments.size(); i += 2) {
        if (arguments.at(i) != QLatin1String("--term"))
            estimateArguments << arguments.at(i) << arguments.at(i + 1);
    }
    const Outcome e = runCli(estimateArguments);
    QVERIFY2(e.exitCode == 0, qPrintable(e.err));
    QCOMPARE(e.json.value(QLatin1String("fits")), fits);
    QCOMPARE(integerAt(e.json, "headroom_bytes"), headroom);
    QCOMPARE(integerAt(e.json, "shortfall_bytes"), shortfall.toInteger());
}

void TestQuoteCommand::notFittingQuoteSaysSo()
{
    // The summary carries the PDF banner's sentence (94,819,587,072 B short = 88.31 GiB, see fitJson), before
    // the line items; the binding constraint is "weights alone": 141,107,412,992 B of weights > 48,305,799,168 B.
    const QStringList arguments = words("quote --gpu l40s --term week --model llama-3.1-70b --store")
                                  << store() << QStringLiteral("--pdf") << path(QStringLiteral("nofit.pdf"));
    const Outcome o = runCli(arguments);
    QVERIFY2(o.exitCode == 0, qPrintable(o.err));
    const QString sentence = QStringLiteral("The configuration quoted does not fit: 1 × NVIDIA L40S needs 88.31 GiB "
                                            "more per GPU than it has (binding constraint: weights alone). The prices "
                                            "below are for this configuration as quoted.\n");
    QVERIFY2(o.out.contains(sentence), qPrintable(o.out));
    QVERIFY2(o.out.indexOf(sentence) < o.out.indexOf(QLatin1String("GPU rental")), qPrintable(o.out));

    // A configuration that fits has the verdict line instead: 68,314,729,472 B = 63.623 GiB headroom.
    const Outcome fits = runCli(words("quote --gpu h100-80gb --term week --model llama-3.1-8b --store")
                                << store() << QStringLiteral("--pdf") << path(QStringLiteral("fits.pdf")));
    QVERIFY2(fits.exitCode == 0, qPrintable(fits.err));
    QVERIFY2(!fits.out.contains(QLatin1String("does not fit")), qPrintable(fits.out));
    QVERIFY2(fits.out.contains(QStringLiteral("Fit of llama-3.1-8b: Fits: 63.62 GiB headroom per GPU; binding "
                                              "constraint: ")),
             qPrintable(fits.out));
}

void TestQuoteCommand::langRefused_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::newRow("estimate xx") << words("estimate --model llama-3.1-8b --gpu h100-80gb --lang xx");
    QTest::newRow("estimate --json de") << words("estimate --model llama-3.1-8b --gpu h100-80gb --json --lang de");
    QTest::newRow("estimate EN") << words("estimate --model llama-3.1-8b --gpu h100-80gb --lang EN");
    QTest::newRow("quote xx") << (words("quote --gpu h100-80gb --term week --lang xx --store")
                                  << store() << QStringLiteral("--pdf") << path(QStringLiteral("never.pdf")));
}

void TestQuoteCommand::langRefused()
{
    QFETCH(QStringList, arguments);
    const Outcome o = runCli(arguments);
    QCOMPARE(o.exitCode, 2);
    QVERIFY(o.out.isEmpty());
    const QString value = arguments.at(arguments.indexOf(QStringLiteral("--lang")) + 1);
    QCOMPARE(o.err, QStringLiteral("headroom: --lang: unknown value '%1'; expected one of nl, en, tr\n").arg(value));
    QVERIFY(!QFileInfo::exists(path(QStringLiteral("never.pdf"))));
    QVERIFY(!QFileInfo::exists(store()));
}

void TestQuoteCommand::estimateInLanguage()
{
    // The real executable embeds translations/headroom_nl.qm (headroom_ui); this test binary does not.
    const QString exe = headroomExecutable();
    if (exe.isEmpty())
        QSKIP("HEADROOM_EXECUTABLE is not defined: the headroom target is not part of this build");
    const auto run = [&](const QStringList &arguments) {
        QProcess process;
        process.setProcessEnvironment(cliEnvironment(m_dir->path()));
        process.start(exe, arguments);
        const bool finished = process.waitForFinished(60000);
        return std::tuple{finished ? process.exitCode() : -1, QString::fromUtf8(process.readAllStandardOutput()),
                          QString::fromUtf8(process.readAllStandardError())};
    };
    const QStringList scenario = words("estimate --model llama-3.1-8b --gpu h100-80gb");

    // Translated in translations/headroom_nl.ts (context headroom::cli::EstimateCommand): "Memory per GPU
    // (GiB)" = "Geheugen per GPU (GiB)", "Binding constraint: %1." = "Beperkende factor: %1."; numbers in
    // Dutch: 16,060,522,496 B of weights = 14.957 GiB -> "14,96"; 131,072 B of KV cache per token -> "131.072".
    const auto [code, out, err] = run(scenario + words("--lang nl"));
    QVERIFY2(code == 0, qPrintable(err));
    QVERIFY2(err.isEmpty(), qPrintable(err));
    for (const QString &expected :
         {QStringLiteral("Geheugen per GPU (GiB)\n"), QStringLiteral("Beperkende factor: "),
          QStringLiteral("KV-cache per token: 131.072 bytes per GPU."), QStringLiteral("14,96\n")})
        QVERIFY2(out.contains(expected), qPrintable(expected + QStringLiteral(" missing in:\n") + out));
    QVERIFY2(!out.contains(QLatin1String("Memory per GPU")), qPrintable(out));

    // The JSON is the same in every language.
    const auto [enCode, enJson, enErr] = run(scenario + words("--json"));
    const auto [nlCode, nlJson, nlErr] = run(scenario + words("--json --lang nl"));
    QCOMPARE(enCode, 0);
    QCOMPARE(nlCode, 0);
    QVERIFY(!enJson.isEmpty());
    QCOMPARE(nlJson, enJson);

    // An error after --lang is read is in Dutch too ("unknown model" = "onbekend model").
    const auto [badCode, badOut, badErr] = run(words("estimate --model no-such-model --gpu h100-80gb --lang nl"));
    QCOMPARE(badCode, 2);
    QVERIFY(badOut.isEmpty());
    QVERIFY2(badErr.startsWith(QLatin1String("headroom: onbekend model 'no-such-model'")), qPrintable(badErr));
    QCOMPARE(badErr.count(u'\n'), 1);
}

void TestQuoteCommand::quoteSummaryInLanguage()
{
    const QString exe = headroomExecutable();
    if (exe.isEmpty())
        QSKIP("HEADROOM_EXECUTABLE is not defined: the headroom target is not part of this build");
    QProcess process;
    process.setProcessEnvironment(cliEnvironment(m_dir->path()));
    process.start(exe, words("quote --gpu h100-80gb --term week --vat-percent 21 --lang nl --store")
                           << store() << QStringLiteral("--pdf") << path(QStringLiteral("nl.pdf")));
    QVERIFY(process.waitForFinished(60000));
    const QString out = QString::fromUtf8(process.readAllStandardOutput());
    QVERIFY2(process.exitCode() == 0, process.readAllStandardError().constData());
    // 168 h x 2,690,000 micros = 451,920,000 micros = 45,192 cents; VAT 21 %: 9,490.32 -> 9,490; total 54,682
    // cents, in Dutch "546,82 USD". "Total" = "Totaal", "Quote %1, %2" = "Offerte %1, %2" (headroom_nl.ts).
    for (const QString &expected :
         {QStringLiteral("Offerte %1, ").arg(reference(1)), QStringLiteral("Totaal"), QStringLiteral("546,82 USD")})
        QVERIFY2(out.contains(expected), qPrintable(expected + QStringLiteral(" missing in:\n") + out));
    QVERIFY2(!out.contains(QLatin1String("Total ")), qPrintable(out));
}

QTEST_MAIN(TestQuoteCommand)
#include "tst_quotecommand.moc"
