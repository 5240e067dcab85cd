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
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTextStream>

#include <memory>

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
    void sameKeyOtherConfigurationIsRefused();
    void newKeySameConfigurationKeepsReference();
    void changedConfigurationGetsNextReference();
    void retryAfterFailedExport();
    void freshKeyWhenNoneGiven();
    void history();
    void historyDelete();
    void relativePdfPathIsStoredAbsolute();

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

    // The same key with another --pdf is still the same operation: the first file is reported, none written.
    const QString elsewhere = path(QStringLiteral("elsewhere.pdf"));
    const Outcome moved = quote(args, elsewhere);
    QVERIFY2(moved.exitCode == 0, qPrintable(moved.err));
    QCOMPARE(moved.json.value(QLatin1String("replayed")), QJsonValue(true));
    QCOMPARE(moved.json.value(QLatin1String("pdf")).toString(), QFileInfo(pdf).absoluteFilePath());
    QVERIFY(!QFile::exists(elsewhere));

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
    QVERIFY2(failed.err.count(u'\n') == 1 && failed.err.contains(QLatin1String("retry-1")), qPrintable(failed.err));
    QVERIFY(!QFileInfo::exists(missing));
    // The reference was issued before the export; no PDF is recorded.
    QJsonArray quotes = historyJson();
    QCOMPARE(quotes.size(), 1);
    QCOMPARE(quotes.at(0).toObject().value(QLatin1String("reference")).toString(), reference(1));
    QCOMPARE(quotes.at(0).toObject().value(QLatin1String("last_pdf_path")).toString(), QString());

    // The same key with a path that works: the same operation, retried, under the same reference.
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
    }

    const Outcome text =
        runCli({QStringLiteral("quote"), QStringLiteral("history"), QStringLiteral("--store"), store()});
    QCOMPARE(text.exitCode, 0);
    const qsizetype newest = text.out.indexOf(reference(3));
    const qsizetype oldest = text.out.indexOf(reference(1));
    QVERIFY2(newest > 0 && oldest > newest, qPrintable(text.out));
    QVERIFY2(text.out.contains(QLatin1String("8.07 USD")), qPrintable(text.out));
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

QTEST_MAIN(TestQuoteCommand)
#include "tst_quotecommand.moc"
