// SPDX-License-Identifier: GPL-3.0-or-later
// End-to-end checks of the real `headroom` executable: what a script sees (exit code, stderr lines,
// files), including the translations embedded in the binary.

#include <QDate>
#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

class TestCliProcess : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void quotePdfFollowsLang_data();
    void quotePdfFollowsLang();
    void badArgumentsGiveOneLine_data();
    void badArgumentsGiveOneLine();
    void quoteJsonAndHistory();
    void glossaryImportThenSearch();
    void helpListsEveryMode();
    void glossaryErrorsGiveOneLine_data();
    void glossaryErrorsGiveOneLine();

private:
    struct Run {
        int exitCode = -1;
        QByteArray out;
        QByteArray err;
    };
    static Run run(const QStringList &arguments);
    /// run() with XDG_DATA_HOME set to `dataHome`: the glossary store is then
    /// `dataHome`/Headroom/headroom/termbases (organization and application name set in main.cpp).
    static Run runGlossary(const QStringList &arguments, const QString &dataHome);
    QTemporaryDir m_dir;
};

TestCliProcess::Run TestCliProcess::run(const QStringList &arguments)
{
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove(QStringLiteral("QT_QPA_PLATFORM")); // the CLI must choose offscreen itself
    env.remove(QStringLiteral("DISPLAY"));
    env.remove(QStringLiteral("XDG_RUNTIME_DIR")); // Qt warns about it; the CLI must keep stderr clean
    process.setProcessEnvironment(env);
    process.start(QStringLiteral(HEADROOM_EXECUTABLE), arguments);
    if (!process.waitForFinished(60000))
        return {};
    return {process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1, process.readAllStandardOutput(),
            process.readAllStandardError()};
}

TestCliProcess::Run TestCliProcess::runGlossary(const QStringList &arguments, const QString &dataHome)
{
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove(QStringLiteral("QT_QPA_PLATFORM"));
    env.remove(QStringLiteral("DISPLAY"));
    env.remove(QStringLiteral("XDG_RUNTIME_DIR"));
    env.insert(QStringLiteral("XDG_DATA_HOME"), dataHome);
    process.setProcessEnvironment(env);
    process.start(QStringLiteral(HEADROOM_EXECUTABLE), QStringList{QStringLiteral("glossary")} + arguments);
    if (!process.waitForFinished(60000))
        return {};
    return {process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1, process.readAllStandardOutput(),
            process.readAllStandardError()};
}

void TestCliProcess::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QVERIFY2(QFileInfo::exists(QStringLiteral(HEADROOM_EXECUTABLE)), HEADROOM_EXECUTABLE);
}

void TestCliProcess::quotePdfFollowsLang_data()
{
    QTest::addColumn<QString>("lang");
    QTest::addColumn<QString>("expected");
    // The term rule "Stopping an allocation does not pause the paid period." as translated in
    // translations/headroom_<lang>.ts (last words only: pdftotext may wrap the line).
    QTest::newRow("en") << QStringLiteral("en") << QStringLiteral("does not pause the paid period");
    QTest::newRow("nl") << QStringLiteral("nl") << QStringLiteral("pauzeert de betaalde periode niet");
    QTest::newRow("tr") << QStringLiteral("tr") << QStringLiteral("dönemi duraklatmaz");
}

void TestCliProcess::quotePdfFollowsLang()
{
    QFETCH(QString, lang);
    QFETCH(QString, expected);
    const QString pdftotext = QStandardPaths::findExecutable(QStringLiteral("pdftotext"));
    if (pdftotext.isEmpty())
        QSKIP("pdftotext (poppler-utils) is not installed");

    const QString pdf = m_dir.filePath(QStringLiteral("quote-%1.pdf").arg(lang));
    const Run r =
        run({QStringLiteral("quote"), QStringLiteral("--gpu"), QStringLiteral("h100-80gb"), QStringLiteral("--term"),
             QStringLiteral("week"), QStringLiteral("--pdf"), pdf, QStringLiteral("--lang"), lang,
             QStringLiteral("--store"), m_dir.filePath(QStringLiteral("lang-quotes.sqlite"))});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QVERIFY2(r.err.isEmpty(), r.err.constData());

    QProcess text;
    text.start(pdftotext, {pdf, QStringLiteral("-")});
    QVERIFY(text.waitForFinished(30000));
    const QString content = QString::fromUtf8(text.readAllStandardOutput()).simplified();
    QVERIFY2(content.contains(expected), qPrintable(content.left(400)));
}

void TestCliProcess::badArgumentsGiveOneLine_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<int>("exitCode");
    QTest::newRow("misspelt command") << QStringList{QStringLiteral("estimat")} << 2;
    QTest::newRow("unknown PDF language")
        << QStringList{QStringLiteral("quote"),  QStringLiteral("--gpu"),  QStringLiteral("h100-80gb"),
                       QStringLiteral("--term"), QStringLiteral("week"),   QStringLiteral("--pdf"),
                       QStringLiteral("x.pdf"),  QStringLiteral("--lang"), QStringLiteral("de")}
        << 2;
    QTest::newRow("unknown model") << QStringList{QStringLiteral("estimate"), QStringLiteral("--model"),
                                                  QStringLiteral("no-such-model"), QStringLiteral("--gpu"),
                                                  QStringLiteral("rtx-4090")}
                                   << 2;
}

void TestCliProcess::badArgumentsGiveOneLine()
{
    QFETCH(QStringList, arguments);
    QFETCH(int, exitCode);
    const Run r = run(arguments);
    QCOMPARE(r.exitCode, exitCode);
    QVERIFY(r.out.isEmpty());
    QVERIFY2(r.err.startsWith("headroom: "), r.err.constData());
    QCOMPARE(r.err.count('\n'), 1);
}

void TestCliProcess::quoteJsonAndHistory()
{
    // 1 x h100-80gb for 2 weeks = 336 h at 2,690,000 micros ($2.69) per GPU-hour = 903,840,000 micros
    // = 90,384 cents (resources/catalog/prices-example.json); VAT 21 %: 18,980.64 -> 18,981; total 109,365.
    const QString store = m_dir.filePath(QStringLiteral("e2e-quotes.sqlite"));
    const QString pdf = m_dir.filePath(QStringLiteral("e2e-tr.pdf"));
    const QStringList arguments =
        QStringLiteral("quote --gpu h100-80gb --term week --terms 2 --vat-percent 21 --idempotency-key e2e-1 "
                       "--lang tr --json")
            .split(u' ') +
        QStringList{QStringLiteral("--store"), store, QStringLiteral("--pdf"), pdf};
    const Run r = run(arguments);
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QVERIFY2(r.err.isEmpty(), r.err.constData());
    const QJsonObject json = QJsonDocument::fromJson(r.out).object();
    const QString reference = QStringLiteral("HR-%1-000001").arg(QDate::currentDate().year());
    QCOMPARE(json.value(QLatin1String("reference")).toString(), reference);
    QCOMPARE(json.value(QLatin1String("idempotency_key")).toString(), QStringLiteral("e2e-1"));
    QCOMPARE(json.value(QLatin1String("replayed")), QJsonValue(false));
    const QJsonObject gpu = json.value(QLatin1String("lines")).toArray().first().toObject();
    QCOMPARE(gpu.value(QLatin1String("quantity")).toInteger(), 1);
    QCOMPARE(gpu.value(QLatin1String("hours")).toInteger(), 336);
    QCOMPARE(gpu.value(QLatin1String("net_minor")).toInteger(), 90'384);
    QCOMPARE(json.value(QLatin1String("vat_minor")).toInteger(), 18'981);
    QCOMPARE(json.value(QLatin1String("total_minor")).toInteger(), 109'365);
    QFile file(pdf);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QVERIFY(file.read(5) == "%PDF-");

    const QString pdftotext = QStandardPaths::findExecutable(QStringLiteral("pdftotext"));
    if (!pdftotext.isEmpty()) {
        QProcess text;
        text.start(pdftotext, {pdf, QStringLiteral("-")});
        QVERIFY(text.waitForFinished(30000));
        const QString content = QString::fromUtf8(text.readAllStandardOutput()).simplified();
        QVERIFY2(content.contains(reference), qPrintable(content.left(400)));
        QVERIFY2(content.contains(QStringLiteral("dönemi duraklatmaz")), qPrintable(content.left(400))); // Turkish
    }

    // The same key again: the stored result, nothing written.
    const Run again = run(arguments);
    QVERIFY2(again.exitCode == 0, again.err.constData());
    const QJsonObject replayed = QJsonDocument::fromJson(again.out).object();
    QCOMPARE(replayed.value(QLatin1String("replayed")), QJsonValue(true));
    QCOMPARE(replayed.value(QLatin1String("reference")).toString(), reference);

    const Run history = run({QStringLiteral("quote"), QStringLiteral("history"), QStringLiteral("--store"), store,
                             QStringLiteral("--json")});
    QVERIFY2(history.exitCode == 0, history.err.constData());
    QVERIFY2(history.err.isEmpty(), history.err.constData());
    const QJsonArray quotes = QJsonDocument::fromJson(history.out).object().value(QLatin1String("quotes")).toArray();
    QCOMPARE(quotes.size(), 1);
    const QJsonObject stored = quotes.first().toObject();
    QCOMPARE(stored.value(QLatin1String("reference")).toString(), reference);
    QCOMPARE(stored.value(QLatin1String("total_minor")).toInteger(), 109'365);
    QCOMPARE(stored.value(QLatin1String("currency")).toString(), QStringLiteral("USD"));
    QCOMPARE(stored.value(QLatin1String("last_pdf_path")).toString(), pdf);
    QCOMPARE(stored.value(QLatin1String("fingerprint")), json.value(QLatin1String("fingerprint")));
}

void TestCliProcess::glossaryImportThenSearch()
{
    const QString dataHome = m_dir.filePath(QStringLiteral("import-data"));
    const QString store = dataHome + QStringLiteral("/Headroom/headroom/termbases");
    const QString fixture = QStringLiteral(HEADROOM_TEST_DATA_DIR "/glossary-import-v2.tbx");

    const Run imported = runGlossary({QStringLiteral("import"), fixture}, dataHome);
    QVERIFY2(imported.exitCode == 0, imported.err.constData());
    QVERIFY2(imported.err.isEmpty(), imported.err.constData());
    QVERIFY2(imported.out.contains("Concepts added: 2\n"), imported.out.constData());
    QVERIFY2(imported.out.contains("  gpu: skipped, the id is already in the built-in glossary.\n"),
             imported.out.constData());
    QFile stored(store + QStringLiteral("/glossary-import-v2.tbx"));
    QVERIFY2(stored.open(QIODevice::ReadOnly), qPrintable(stored.fileName()));
    QFile original(fixture);
    QVERIFY(original.open(QIODevice::ReadOnly));
    QCOMPARE(stored.readAll(), original.readAll());

    // A later process finds the imported concepts, with their source.
    const Run search =
        runGlossary({QStringLiteral("search"), QStringLiteral("SLA"), QStringLiteral("--json")}, dataHome);
    QCOMPARE(search.exitCode, 0);
    const QJsonObject first = QJsonDocument::fromJson(search.out).array().first().toObject();
    QCOMPARE(first.value(QLatin1String("concept_id")).toString(), QStringLiteral("acme-sla"));
    QCOMPARE(first.value(QLatin1String("source")).toString(), QStringLiteral("glossary-import-v2.tbx"));

    const Run show = runGlossary(
        {QStringLiteral("show"), QStringLiteral("acme-sla"), QStringLiteral("--lang"), QStringLiteral("tr")}, dataHome);
    QCOMPARE(show.exitCode, 0);
    QVERIFY2(show.err.isEmpty(), show.err.constData());
    QVERIFY2(show.out.startsWith(QStringLiteral("hizmet düzeyi sözleşmesi (acme-sla)\n").toUtf8()),
             show.out.constData());
}

void TestCliProcess::helpListsEveryMode()
{
    // The installed binary's --help names the window, its options and every command (issue 15, item 8).
    const Run r = run({QStringLiteral("--help")});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.err.isEmpty(), r.err.constData());
    const QString out = QString::fromUtf8(r.out);
    for (const char *text :
         {"headroom [WINDOW OPTIONS]", "Window options:", "--screenshot <FILE>", "--lang <language>", "--dark",
          "--light", "--engine <ENGINE>", "--model <ID|FILE>", "--workload <KIND>", "--gpu <ID>",
          "headroom estimate --model ID --gpu ID", "headroom quote --gpu ID", "headroom quote history", "headroom rent",
          "headroom glossary search QUERY", "headroom glossary import FILE", "-v, --version"})
        QVERIFY2(out.contains(QLatin1String(text)),
                 qPrintable(QLatin1String(text) + QStringLiteral(" missing in:\n") + out));
}

void TestCliProcess::glossaryErrorsGiveOneLine_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QByteArray>("fragment");

    // Line 10 of the fixture is "    </langSec>" where </termSec> is expected: 1-based column 15.
    QTest::newRow("malformed import") << QStringList{QStringLiteral("import"),
                                                     QStringLiteral(HEADROOM_TEST_DATA_DIR
                                                                    "/glossary-import-malformed.tbx")}
                                      << 2 << QByteArray("glossary-import-malformed.tbx: Line 10, column 15");
    QTest::newRow("unknown concept") << QStringList{QStringLiteral("show"), QStringLiteral("no-such-concept")} << 2
                                     << QByteArray("'no-such-concept'");
    const QString missing = m_dir.filePath(QStringLiteral("no/such/folder/glossary.csv"));
    QTest::newRow("export into a missing folder")
        << QStringList{QStringLiteral("export"), missing} << 1 << QByteArray("does not exist");
}

void TestCliProcess::glossaryErrorsGiveOneLine()
{
    QFETCH(QStringList, arguments);
    QFETCH(int, exitCode);
    QFETCH(QByteArray, fragment);

    const QString dataHome = m_dir.filePath(QStringLiteral("errors-data"));
    const Run r = runGlossary(arguments, dataHome);
    QCOMPARE(r.exitCode, exitCode);
    QVERIFY(r.out.isEmpty());
    QVERIFY2(r.err.startsWith("headroom: "), r.err.constData());
    QVERIFY2(r.err.contains(fragment), r.err.constData());
    QCOMPARE(r.err.count('\n'), 1);
    QVERIFY(!QFileInfo::exists(dataHome)); // nothing was stored
}

QTEST_GUILESS_MAIN(TestCliProcess)
#include "tst_cliprocess.moc"
