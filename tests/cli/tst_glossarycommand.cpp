// SPDX-License-Identifier: GPL-3.0-or-later
// Tests for headroom::cli::GlossaryCommand: the one-line excerpt of long matched texts in
// `headroom glossary search` plain output (expected strings cut by hand from the offsets), and the
// search/show/import/export commands run in-process on the fixtures tests/data/glossary-import-*.tbx
// (expected articles, JSON and messages written by hand from those files). The store is the
// QStandardPaths test-mode folder, emptied before every test. The reliability cases of issue 9 use the
// reproducers in tests/data/reliability (import/search/export: exit code, one error line naming the file).

#include <cli/glossarycommand.h>
#include <glossary/termbasestore.h>

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>

#include <sys/resource.h>
#include <sys/stat.h>

using headroom::cli::CommandError;
using headroom::cli::GlossaryCommand;
using headroom::glossary::Termbase;
using headroom::glossary::TermbaseStore;

namespace {

QString dataFile(const char *name)
{
    return QStringLiteral(HEADROOM_TEST_DATA_DIR "/") + QString::fromUtf8(name);
}

struct Outcome {
    int exitCode = 0; ///< 0 when run() returned no error
    QString out;
    QString error;
};

Outcome runGlossary(const QStringList &arguments)
{
    Outcome o;
    const std::optional<CommandError> error = GlossaryCommand::run(arguments, &o.out);
    if (error) {
        o.exitCode = error->exitCode;
        o.error = error->message;
    }
    return o;
}

QStringList args(const char *words)
{
    return QString::fromUtf8(words).split(u' ', Qt::SkipEmptyParts);
}

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

QStringList listFolder(const QString &folder)
{
    return QDir(folder).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot, QDir::Name);
}

} // namespace

class TestGlossaryCommand : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanupTestCase();
    void excerpt_data();
    void excerpt();
    void showText_data();
    void showText();
    void showJson();
    void showTbxBasicSample();
    void searchTermbase_data();
    void searchTermbase();
    void importThenUse();
    void importMalformedChangesNothing_data();
    void importMalformedChangesNothing();
    void exportFile_data();
    void exportFile();
    void exportErrors_data();
    void exportErrors();
    void exportOntoAnInputRefused_data();
    void exportOntoAnInputRefused();
    void usageErrors_data();
    void usageErrors();
    void help_data();
    void help();
    void reliabilityInputs_data();
    void reliabilityInputs();
    void manyLanguagesSearch();
    void longQueryIsNotEchoedWhole();
    void noMatchesKeepTheArrayShape();
    void typedQuestionsAreFound();
    void exportOneConceptSaysConcept();
    void exportShortWrite();

private:
    QString reliabilityInput(const QString &name);
    QTemporaryDir m_dir;
};

void TestGlossaryCommand::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(m_dir.isValid());
    QVERIFY2(TermbaseStore::defaultFolder().contains(QLatin1String("/.qttest/")),
             qPrintable(TermbaseStore::defaultFolder()));
}

void TestGlossaryCommand::init()
{
    // Every test starts with an empty store (the test-mode folder, never the user's).
    QDir(TermbaseStore::defaultFolder()).removeRecursively();
}

void TestGlossaryCommand::cleanupTestCase()
{
    QDir(TermbaseStore::defaultFolder()).removeRecursively();
}

void TestGlossaryCommand::excerpt_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("start");
    QTest::addColumn<int>("length");
    QTest::addColumn<int>("context");
    QTest::addColumn<QString>("expected");

    const QString x50(50, u'x');
    const QString ellipsis(u'\u2026');
    const QString emoji = QString::fromUtf8("\xF0\x9F\x98\x80"); // U+1F600, two UTF-16 code units

    QTest::newRow("short text unchanged") << QStringLiteral("KV cache") << 0 << 8 << 30 << QStringLiteral("KV cache");
    QTest::newRow("line breaks become spaces")
        << QStringLiteral("a\nb\r\nc") << 0 << 1 << 30 << QStringLiteral("a b  c");
    // 2 x 5 + 2 = 12 units fit; 102 do not. Match at 50..51: keep 45..56.
    QTest::newRow("cut both sides") << x50 + QStringLiteral("KV") + x50 << 50 << 2 << 5
                                    << ellipsis + QStringLiteral("xxxxxKVxxxxx") + ellipsis;
    // Match at 0..1: keep 0..6.
    QTest::newRow("match at start") << QStringLiteral("KV") + x50 << 0 << 2 << 5
                                    << QStringLiteral("KVxxxxx") + ellipsis;
    // Match at 50..51 of 52: keep 45..51.
    QTest::newRow("match at end") << x50 + QStringLiteral("KV") << 50 << 2 << 5 << ellipsis + QStringLiteral("xxxxxKV");
    // 40 a, emoji at 40..41, KV at 42..43, 40 b. Context 1 would start at 41, a low surrogate: start at 40.
    QTest::newRow("no split pair before") << QString(40, u'a') + emoji + QStringLiteral("KV") + QString(40, u'b') << 42
                                          << 2 << 1 << ellipsis + emoji + QStringLiteral("KVb") + ellipsis;
    // 10 a, KV at 10..11, bb at 12..13, emoji at 14..15, 40 c. Context 3 would end after 14, a high
    // surrogate: end after 15.
    QTest::newRow("no split pair after") << QString(10, u'a') + QStringLiteral("KVbb") + emoji + QString(40, u'c') << 10
                                         << 2 << 3 << ellipsis + QStringLiteral("aaaKVbb") + emoji + ellipsis;
}

void TestGlossaryCommand::excerpt()
{
    QFETCH(QString, text);
    QFETCH(int, start);
    QFETCH(int, length);
    QFETCH(int, context);
    QFETCH(QString, expected);
    QCOMPARE(GlossaryCommand::excerpt(text, start, length, context), expected);
}

void TestGlossaryCommand::showText_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("expected");

    // glossary-import-v2.tbx, acme-sla: terms in nl, en, tr and then German, the Dutch definition
    // and both Dutch notes, see-also acme-support and gpu (both in the file).
    QTest::newRow("acme-sla nl") << QStringLiteral("acme-sla") << QStringLiteral("nl")
                                 << QStringLiteral(
                                        "servicelevelovereenkomst (acme-sla)\n"
                                        "Subject: contracts\n"
                                        "Source: glossary-import-v2.tbx\n"
                                        "\n"
                                        "nl: servicelevelovereenkomst; SLA\n"
                                        "en: service level agreement; SLA\n"
                                        "tr: hizmet düzeyi sözleşmesi; SLA\n"
                                        "de: Dienstgütevereinbarung\n"
                                        "\n"
                                        "Afspraak over beschikbaarheid, reactietijd en \"boetes\" bij uitval.\n"
                                        "\n"
                                        "When it matters: Geldt per kalendermaand.\n"
                                        "Lees de uitzonderingen, vooral gepland onderhoud.\n"
                                        "\n"
                                        "See also: ondersteuningsniveau (acme-support), "
                                        "Acme accelerator (gpu)\n");
    // English has a definition but no note (and no fallback for English itself).
    QTest::newRow("acme-sla en") << QStringLiteral("acme-sla") << QStringLiteral("en")
                                 << QStringLiteral("service level agreement (acme-sla)\n"
                                                   "Subject: contracts\n"
                                                   "Source: glossary-import-v2.tbx\n"
                                                   "\n"
                                                   "nl: servicelevelovereenkomst; SLA\n"
                                                   "en: service level agreement; SLA\n"
                                                   "tr: hizmet düzeyi sözleşmesi; SLA\n"
                                                   "de: Dienstgütevereinbarung\n"
                                                   "\n"
                                                   "Agreement on uptime, response time and \"credits\" when the "
                                                   "service fails.\n"
                                                   "\n"
                                                   "See also: support tier (acme-support), Acme accelerator (gpu)\n");
    // gpu has English only: the Turkish article falls back to the English term; no subject, no definition.
    QTest::newRow("gpu tr, English only") << QStringLiteral("gpu") << QStringLiteral("tr")
                                          << QStringLiteral("Acme accelerator (gpu)\n"
                                                            "Source: glossary-import-v2.tbx\n"
                                                            "\n"
                                                            "nl: \u2014\n"
                                                            "en: Acme accelerator\n"
                                                            "tr: \u2014\n");
}

void TestGlossaryCommand::showText()
{
    QFETCH(QString, id);
    QFETCH(QString, language);
    QFETCH(QString, expected);

    const Outcome o = runGlossary({QStringLiteral("show"), id, QStringLiteral("--lang"), language,
                                   QStringLiteral("--termbase"), dataFile("glossary-import-v2.tbx")});
    QCOMPARE(o.error, QString());
    QCOMPARE(o.out, expected);
}

void TestGlossaryCommand::showTbxBasicSample()
{
    // tests/data/tbx-basic/Example_Astronomy_DCA_VALID.tbx, concept c1 (lines 19-125): Spanish listed after
    // nl/en/tr, the definition's admin source and each term's context with its source, as in the file
    // (whitespace collapsed). The notes of c1 are at concept and termSec level, not "when it matters".
    const Outcome o =
        runGlossary({QStringLiteral("show"), QStringLiteral("c1"), QStringLiteral("--lang"), QStringLiteral("en"),
                     QStringLiteral("--termbase"), dataFile("tbx-basic/Example_Astronomy_DCA_VALID.tbx")});
    QCOMPARE(o.error, QString());
    QCOMPARE(o.out, QStringLiteral("open cluster (c1)\n"
                                   "Subject: General\n"
                                   "Source: Example_Astronomy_DCA_VALID.tbx\n"
                                   "\n"
                                   "nl: \u2014\n"
                                   "en: open cluster; galactic cluster\n"
                                   "tr: \u2014\n"
                                   "es: cúmulo abierto\n"
                                   "\n"
                                   "A group of stars formed together in the spiral arms of a galaxy.\n"
                                   "Definition source: Oxford2007\n"
                                   "\n"
                                   "Context (open cluster): Over 1100 open clusters are known in our Milky Way "
                                   "Galaxy, and this is probably only a small percentage of the total population "
                                   "which is probably some factor higher; estimates of as many as about 100,000 "
                                   "Milky Way open clusters have been given.\n"
                                   "Context source: http://seds.org/MESSIER/open.html\n"
                                   "Context (galactic cluster): In contrast, the galactic cluster represented by "
                                   "M29 is a grouping of stars\u2014a \u201cknot\u201d of stars in the stellar "
                                   "backdrop.\n"
                                   "Context source: http://www.eastbayastro.org/2000/0900/r0900-8.htm\n"));
}

void TestGlossaryCommand::showJson()
{
    const Outcome o =
        runGlossary({QStringLiteral("show"), QStringLiteral("acme-sla"), QStringLiteral("--lang"), QStringLiteral("tr"),
                     QStringLiteral("--termbase"), dataFile("glossary-import-v2.tbx"), QStringLiteral("--json")});
    QCOMPARE(o.error, QString());
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(o.out.toUtf8(), &parseError);
    QCOMPARE(parseError.error, QJsonParseError::NoError);
    QVERIFY(o.out.endsWith(QLatin1String("}\n")));

    // Written by hand from glossary-import-v2.tbx.
    QJsonObject terms;
    terms.insert(QStringLiteral("nl"), QJsonArray{QStringLiteral("servicelevelovereenkomst"), QStringLiteral("SLA")});
    terms.insert(QStringLiteral("en"), QJsonArray{QStringLiteral("service level agreement"), QStringLiteral("SLA")});
    terms.insert(QStringLiteral("tr"), QJsonArray{QStringLiteral("hizmet düzeyi sözleşmesi"), QStringLiteral("SLA")});
    QJsonObject definition;
    definition.insert(QStringLiteral("nl"),
                      QStringLiteral("Afspraak over beschikbaarheid, reactietijd en \"boetes\" bij uitval."));
    definition.insert(QStringLiteral("en"),
                      QStringLiteral("Agreement on uptime, response time and \"credits\" when the service fails."));
    definition.insert(QStringLiteral("tr"),
                      QStringLiteral("Çalışma süresi, yanıt süresi ve kesinti cezaları üzerine anlaşma."));
    QJsonObject note;
    note.insert(QStringLiteral("nl"),
                QStringLiteral("Geldt per kalendermaand.\nLees de uitzonderingen, vooral gepland onderhoud."));
    note.insert(QStringLiteral("en"), QString());
    note.insert(QStringLiteral("tr"), QStringLiteral("Bakım pencereleri çoğu zaman hariçtir."));
    QJsonObject expected;
    expected.insert(QStringLiteral("concept_id"), QStringLiteral("acme-sla"));
    expected.insert(QStringLiteral("term"), QStringLiteral("hizmet düzeyi sözleşmesi"));
    expected.insert(QStringLiteral("subject"), QStringLiteral("contracts"));
    expected.insert(QStringLiteral("source"), QStringLiteral("glossary-import-v2.tbx"));
    expected.insert(QStringLiteral("terms"), terms);
    expected.insert(QStringLiteral("definition"), definition);
    expected.insert(QStringLiteral("note"), note);
    expected.insert(QStringLiteral("related"), QJsonArray{QStringLiteral("acme-support"), QStringLiteral("gpu")});
    QCOMPARE(doc.object(), expected);
}

void TestGlossaryCommand::searchTermbase_data()
{
    QTest::addColumn<QString>("query");
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("conceptId"); // first hit; "" = no hits
    QTest::addColumn<QString>("term");
    QTest::addColumn<QString>("matchedTerm");
    QTest::addColumn<QString>("matchedLanguage");
    QTest::addColumn<int>("start");
    QTest::addColumn<int>("length");

    // "SLA" is a synonym in all three languages of acme-sla; the UI language's hit ranks first.
    QTest::newRow("SLA en") << QStringLiteral("SLA") << QStringLiteral("en") << QStringLiteral("acme-sla")
                            << QStringLiteral("service level agreement") << QStringLiteral("SLA")
                            << QStringLiteral("en") << 0 << 3;
    // A definition word typed without the diaeresis: "Wie reageert op storingen en hoe snel; " is 39 UTF-16
    // code units, then "beïnvloedt" (10).
    QTest::newRow("beinvloedt nl") << QStringLiteral("beinvloedt") << QStringLiteral("nl")
                                   << QStringLiteral("acme-support") << QStringLiteral("ondersteuningsniveau")
                                   << QStringLiteral("Wie reageert op storingen en hoe snel; beïnvloedt de prijs.")
                                   << QStringLiteral("nl") << 39 << 10;
    // Only the given file is searched: the built-in KV cache is not there.
    QTest::newRow("built-in not searched") << QStringLiteral("kv cache") << QStringLiteral("en") << QString()
                                           << QString() << QString() << QString() << 0 << 0;
}

void TestGlossaryCommand::searchTermbase()
{
    QFETCH(QString, query);
    QFETCH(QString, language);
    QFETCH(QString, conceptId);
    QFETCH(QString, term);
    QFETCH(QString, matchedTerm);
    QFETCH(QString, matchedLanguage);
    QFETCH(int, start);
    QFETCH(int, length);

    const Outcome o =
        runGlossary({QStringLiteral("search"), query, QStringLiteral("--lang"), language, QStringLiteral("--termbase"),
                     dataFile("glossary-import-v2.tbx"), QStringLiteral("--json")});
    QCOMPARE(o.error, QString());
    const QJsonArray hits = QJsonDocument::fromJson(o.out.toUtf8()).array();
    if (conceptId.isEmpty()) {
        // Nothing matched: an array of suggestions at most (tier "suggestion"), never the missing concept.
        QVERIFY(QJsonDocument::fromJson(o.out.toUtf8()).isArray());
        for (const QJsonValue &value : hits) {
            QCOMPARE(value.toObject().value(QLatin1String("tier")).toString(), QStringLiteral("suggestion"));
            QVERIFY(value.toObject().value(QLatin1String("concept_id")).toString() != QLatin1String("kv-cache"));
        }
        return;
    }
    QVERIFY(!hits.isEmpty());
    const QJsonObject hit = hits.first().toObject();
    QCOMPARE(hit.value(QLatin1String("concept_id")).toString(), conceptId);
    QCOMPARE(hit.value(QLatin1String("term")).toString(), term);
    QCOMPARE(hit.value(QLatin1String("matched_term")).toString(), matchedTerm);
    QCOMPARE(hit.value(QLatin1String("matched_language")).toString(), matchedLanguage);
    QCOMPARE(hit.value(QLatin1String("highlight")).toObject().value(QLatin1String("start")).toInt(), start);
    QCOMPARE(hit.value(QLatin1String("highlight")).toObject().value(QLatin1String("length")).toInt(), length);
    // Every hit names the file it came from.
    for (const QJsonValue &value : hits)
        QCOMPARE(value.toObject().value(QLatin1String("source")).toString(), QStringLiteral("glossary-import-v2.tbx"));
}

void TestGlossaryCommand::importThenUse()
{
    const QString folder = TermbaseStore::defaultFolder();
    const QString stored = QDir(folder).absoluteFilePath(QStringLiteral("glossary-import-v2.tbx"));
    const QString path = dataFile("glossary-import-v2.tbx");

    // Before: the built-in glossary only; acme-sla unknown (exit 2).
    const Outcome before = runGlossary(args("show acme-sla"));
    QCOMPARE(before.exitCode, 2);
    QVERIFY2(before.error.contains(QLatin1String("'acme-sla'")), qPrintable(before.error));
    QVERIFY(before.out.isEmpty());

    const Outcome imported = runGlossary({QStringLiteral("import"), path});
    QCOMPARE(imported.error, QString());
    QCOMPARE(imported.out,
             QStringLiteral("Imported %1 as %2.\n"
                            "Concepts added: 2\n"
                            "Skipped: 3\n"
                            "  gpu: skipped, the id is already in the built-in glossary.\n"
                            "  Concept acme-sla (en): the duplicate term \"SLA\" was removed.\n"
                            "  Concept acme-sla: language \"de\" is kept: the article shows it and exports write it "
                            "back (Headroom's own languages are nl, en and tr).\n")
                 .arg(path, stored));
    QCOMPARE(readAll(stored), readAll(path));

    // Now search and show (no --termbase) see it beside the built-in glossary.
    const Outcome shown = runGlossary(args("show acme-support --lang tr"));
    QCOMPARE(shown.error, QString());
    QVERIFY2(shown.out.startsWith(QStringLiteral("destek düzeyi (acme-support)\nSubject: operations\n"
                                                 "Source: glossary-import-v2.tbx\n")),
             qPrintable(shown.out));
    const Outcome found = runGlossary(args("search destek --lang tr"));
    QCOMPARE(found.error, QString());
    QVERIFY2(found.out.contains(QStringLiteral("destek düzeyi \u2014 destek düzeyi (tr, ")), qPrintable(found.out));
    QVERIFY2(found.out.contains(QStringLiteral(") [glossary-import-v2.tbx]\n")), qPrintable(found.out));
    // The built-in gpu was not replaced by the file's "Acme accelerator".
    const Outcome gpu = runGlossary(args("show gpu --json"));
    const QJsonObject gpuJson = QJsonDocument::fromJson(gpu.out.toUtf8()).object();
    QCOMPARE(gpuJson.value(QLatin1String("source")).toString(), QString());
    QCOMPARE(gpuJson.value(QLatin1String("term")).toString(),
             Termbase::builtIn().conceptById(QStringLiteral("gpu"))->term(QStringLiteral("en")));

    // Importing the 2019 file as JSON: acme-sla is now taken by the first file.
    const Outcome json =
        runGlossary({QStringLiteral("import"), dataFile("glossary-import-v3.tbx"), QStringLiteral("--json")});
    QCOMPARE(json.error, QString());
    QJsonObject expected;
    expected.insert(QStringLiteral("file"), QDir(folder).absoluteFilePath(QStringLiteral("glossary-import-v3.tbx")));
    expected.insert(QStringLiteral("source"), QStringLiteral("glossary-import-v3.tbx"));
    expected.insert(QStringLiteral("added"), 2);
    expected.insert(QStringLiteral("skipped"),
                    QJsonArray{QStringLiteral("acme-sla: skipped, the id is already in glossary-import-v2.tbx."),
                               QStringLiteral("Concept acme-bibliography: language \"zu\" is kept: the article shows "
                                              "it and exports write it back (Headroom's own languages are nl, "
                                              "en and tr).")});
    QCOMPARE(QJsonDocument::fromJson(json.out.toUtf8()).object(), expected);
    QCOMPARE(listFolder(folder),
             (QStringList{QStringLiteral("glossary-import-v2.tbx"), QStringLiteral("glossary-import-v3.tbx")}));

    // The same file again (issue 15 item 6c): the store's verdict, nothing written, exit 0.
    const Outcome twice = runGlossary({QStringLiteral("import"), dataFile("glossary-import-v3.tbx")});
    QCOMPARE(twice.exitCode, 0);
    QCOMPARE(twice.out, QStringLiteral("glossary-import-v3.tbx: already imported, nothing added\n"));
    const Outcome twiceJson =
        runGlossary({QStringLiteral("import"), dataFile("glossary-import-v3.tbx"), QStringLiteral("--json")});
    const QJsonObject again = QJsonDocument::fromJson(twiceJson.out.toUtf8()).object();
    QCOMPARE(again.value(QLatin1String("already_imported")), QJsonValue(true));
    QCOMPARE(again.value(QLatin1String("added")), QJsonValue(0));
}

void TestGlossaryCommand::importMalformedChangesNothing_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("fragment");

    // </langSec> on line 10 where </termSec> is expected: after "    </langSec>", 1-based column 15.
    QTest::newRow("mismatched tag") << dataFile("glossary-import-malformed.tbx")
                                    << QStringLiteral("glossary-import-malformed.tbx: Line 10, column 15: the TBX "
                                                      "file is not well-formed XML");
    // The glossary exports CSV but imports TBX only (issue 15 item 6b): exactly this sentence.
    QTest::newRow("CSV") << dataFile("glossary-import-terms.csv")
                         << QStringLiteral("CSV is not supported here; export is CSV, import is TBX");
    // Issue 9 hostile input: an external entity (XXE) was stored with an empty term, exit 0.
    QTest::newRow("external entity")
        << dataFile("hostile/tbx-xxe-external-entity.tbx")
        << QStringLiteral("tbx-xxe-external-entity.tbx: Line 2, column 16: the document type declares the external "
                          "entity xxe");
    QTest::newRow("missing") << dataFile("glossary-import-none.tbx")
                             << QStringLiteral("Cannot read the termbase %1: the file does not exist.")
                                    .arg(dataFile("glossary-import-none.tbx"));
}

void TestGlossaryCommand::importMalformedChangesNothing()
{
    QFETCH(QString, file);
    QFETCH(QString, fragment);

    const QString folder = TermbaseStore::defaultFolder();
    QCOMPARE(runGlossary({QStringLiteral("import"), dataFile("glossary-import-v3.tbx")}).exitCode, 0);
    const QStringList namesBefore = listFolder(folder);
    const QByteArray bytesBefore = readAll(QDir(folder).filePath(QStringLiteral("glossary-import-v3.tbx")));

    const Outcome o = runGlossary({QStringLiteral("import"), file, QStringLiteral("--json")});
    QCOMPARE(o.exitCode, 2);
    QVERIFY2(o.error.contains(fragment), qPrintable(o.error));
    QVERIFY(o.out.isEmpty());
    QCOMPARE(listFolder(folder), namesBefore);
    QCOMPARE(readAll(QDir(folder).filePath(QStringLiteral("glossary-import-v3.tbx"))), bytesBefore);
}

void TestGlossaryCommand::exportFile_data()
{
    QTest::addColumn<QStringList>("options");
    QTest::addColumn<QString>("fileName");
    QTest::addColumn<QString>("format"); // what the written file is
    QTest::addColumn<QStringList>("ids");

    const QStringList fixtureIds{QStringLiteral("acme-sla"), QStringLiteral("acme-support"), QStringLiteral("gpu")};
    const QStringList termbase{QStringLiteral("--termbase"), dataFile("glossary-import-v2.tbx")};
    QTest::newRow("tbx from extension") << termbase << QStringLiteral("out.tbx") << QStringLiteral("tbx") << fixtureIds;
    QTest::newRow("xml is tbx") << termbase << QStringLiteral("out.XML") << QStringLiteral("tbx") << fixtureIds;
    QTest::newRow("csv from extension") << termbase << QStringLiteral("out.csv") << QStringLiteral("csv") << fixtureIds;
    QTest::newRow("--format beats extension")
        << termbase + QStringList{QStringLiteral("--format"), QStringLiteral("csv")} << QStringLiteral("out.txt")
        << QStringLiteral("csv") << fixtureIds;
    // Without --termbase: the built-in glossary (the store is empty).
    QTest::newRow("built-in") << QStringList{} << QStringLiteral("builtin.tbx") << QStringLiteral("tbx")
                              << Termbase::builtIn().conceptIds();
}

void TestGlossaryCommand::exportFile()
{
    QFETCH(QStringList, options);
    QFETCH(QString, fileName);
    QFETCH(QString, format);
    QFETCH(QStringList, ids);

    const QString path = m_dir.filePath(fileName);
    QFile::remove(path);
    const Outcome o = runGlossary(QStringList{QStringLiteral("export"), path} + options);
    QCOMPARE(o.error, QString());
    QCOMPARE(o.out, QStringLiteral("Wrote %1 concepts to %2 (%3).\n").arg(ids.size()).arg(path, format.toUpper()));
    const QByteArray data = readAll(path);
    if (format == QLatin1String("tbx")) {
        const std::optional<Termbase> back = Termbase::fromTbx(data);
        QVERIFY(back);
        QCOMPARE(back->conceptIds(), ids);
    } else {
        QVERIFY(data.startsWith("concept_id,subject,related,nl_terms,nl_definition,nl_note,en_terms,en_definition,"
                                "en_note,tr_terms,tr_definition,tr_note\r\n"));
        // acme-support's row, written by hand from glossary-import-v2.tbx.
        QVERIFY(
            data.contains("\r\nacme-support,operations,,ondersteuningsniveau,Wie reageert op storingen en hoe snel; "
                          "be\xC3\xAFnvloedt de prijs.,,support tier,\"Who answers incidents, and how fast.\",,"
                          "destek d\xC3\xBCzeyi,\"Ar\xC4\xB1zalara kimin, ne kadar h\xC4\xB1zl\xC4\xB1 yan\xC4\xB1t "
                          "verdi\xC4\x9Fi.\",\r\n"));
    }
    QCOMPARE(listFolder(m_dir.path()).filter(QStringLiteral(".new")).size(), 0); // no QSaveFile leftovers
}

void TestGlossaryCommand::exportErrors_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("fragment");
    QTest::addColumn<QString>("mustNotExist"); // a path that must not appear; "" = none

    const QString missingFolder = m_dir.filePath(QStringLiteral("no/such/folder/out.tbx"));
    QTest::newRow("missing folder") << QStringList{QStringLiteral("export"), missingFolder} << 1
                                    << QStringLiteral("does not exist") << missingFolder;
    // A folder has no extension to take the format from.
    QTest::newRow("folder, no extension") << QStringList{QStringLiteral("export"), m_dir.path()} << 2
                                          << QStringLiteral("cannot tell the format") << QString();
    // The target is a folder (made by exportErrors()): QSaveFile cannot open it.
    const QString folderTbx = m_dir.filePath(QStringLiteral("folder.tbx"));
    QTest::newRow("target is a folder named .tbx")
        << QStringList{QStringLiteral("export"), folderTbx} << 1
        << QStringLiteral("Could not write %1: it exists and is not a regular file.").arg(folderTbx) << QString();
    const QString txt = m_dir.filePath(QStringLiteral("never.txt"));
    QTest::newRow("unknown extension") << QStringList{QStringLiteral("export"), txt} << 2
                                       << QStringLiteral("--format tbx or --format csv") << txt;
    QTest::newRow("unknown format") << QStringList{QStringLiteral("export"), txt, QStringLiteral("--format"),
                                                   QStringLiteral("pdf")}
                                    << 2 << QStringLiteral("--format: unknown value 'pdf'") << txt;
    const QString good = m_dir.filePath(QStringLiteral("never.tbx"));
    QTest::newRow("malformed --termbase") << QStringList{QStringLiteral("export"), good, QStringLiteral("--termbase"),
                                                         dataFile("glossary-import-malformed.tbx")}
                                          << 2 << QStringLiteral("Line 10, column 15") << good;
}

void TestGlossaryCommand::exportErrors()
{
    QFETCH(QStringList, arguments);
    QFETCH(int, exitCode);
    QFETCH(QString, fragment);
    QFETCH(QString, mustNotExist);

    QVERIFY(QDir(m_dir.path()).mkpath(QStringLiteral("folder.tbx")));
    const QStringList before = listFolder(m_dir.path());
    const Outcome o = runGlossary(arguments);
    QCOMPARE(o.exitCode, exitCode);
    QVERIFY2(o.error.contains(fragment), qPrintable(o.error));
    QVERIFY(o.out.isEmpty());
    if (!mustNotExist.isEmpty())
        QVERIFY(!QFileInfo::exists(mustNotExist));
    QCOMPARE(listFolder(m_dir.path()), before); // no partial or temporary file left behind
}

void TestGlossaryCommand::exportOntoAnInputRefused_data()
{
    QTest::addColumn<QString>("target");    // relative to the test's folder; "<store>" = the imported copy
    QTest::addColumn<bool>("withTermbase"); // --termbase <folder>/terms.tbx
    QTest::addColumn<QString>("fragment");

    // Issue 9 hostile input (manifest: glossary export F --termbase F): exit 0 and F overwritten.
    QTest::newRow("its own --termbase") << QStringLiteral("terms.tbx") << true
                                        << QStringLiteral("is the same file as the --termbase file");
    QTest::newRow("--termbase by another path")
        << QStringLiteral("sub/../terms.tbx") << true << QStringLiteral("is the same file as the --termbase file");
    QTest::newRow("--termbase through a symlink")
        << QStringLiteral("link.tbx") << true << QStringLiteral("is the same file as the --termbase file");
    // Without --termbase the imported termbases are inputs too.
    QTest::newRow("an imported termbase")
        << QStringLiteral("<store>") << false << QStringLiteral("is the same file as the imported termbase");
    QTest::newRow("an imported termbase, with --termbase")
        << QStringLiteral("<store>") << true << QStringLiteral("is the same file as the imported termbase");
}

void TestGlossaryCommand::exportOntoAnInputRefused()
{
    QFETCH(QString, target);
    QFETCH(bool, withTermbase);
    QFETCH(QString, fragment);

    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("sub")));
    const QString input = dir.filePath(QStringLiteral("terms.tbx"));
    QVERIFY(QFile::copy(QStringLiteral(HEADROOM_TEST_DATA_DIR "/hostile/base-termbase.tbx"), input));
    QVERIFY(QFile::link(input, dir.filePath(QStringLiteral("link.tbx"))));
    QCOMPARE(runGlossary({QStringLiteral("import"), dataFile("glossary-import-v3.tbx")}).exitCode, 0);
    const QString stored = QDir(TermbaseStore::defaultFolder()).filePath(QStringLiteral("glossary-import-v3.tbx"));
    const QString path = target == QLatin1String("<store>") ? stored : dir.filePath(target);
    const QByteArray inputBefore = readAll(input);
    const QByteArray storedBefore = readAll(stored);
    const QStringList folderBefore = listFolder(dir.path());
    const QStringList storeBefore = listFolder(TermbaseStore::defaultFolder());
    QVERIFY(!inputBefore.isEmpty() && !storedBefore.isEmpty());

    QStringList arguments{QStringLiteral("export"), path};
    if (withTermbase)
        arguments << QStringLiteral("--termbase") << input;
    const Outcome o = runGlossary(arguments);
    QCOMPARE(o.exitCode, 2);
    QVERIFY2(o.error.contains(fragment), qPrintable(o.error));
    QVERIFY2(o.error.contains(path), qPrintable(o.error)); // names both files
    QVERIFY2(o.error.contains(target == QLatin1String("<store>") ? stored : input), qPrintable(o.error));
    QVERIFY2(!o.error.contains(u'\n'), qPrintable(o.error));
    QVERIFY(o.out.isEmpty());
    QCOMPARE(readAll(input), inputBefore); // byte for byte
    QCOMPARE(readAll(stored), storedBefore);
    QCOMPARE(listFolder(dir.path()), folderBefore);
    QCOMPARE(listFolder(TermbaseStore::defaultFolder()), storeBefore);
    QVERIFY(QFileInfo(dir.filePath(QStringLiteral("link.tbx"))).isSymLink());
}

void TestGlossaryCommand::usageErrors_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("fragment");

    QTest::newRow("no command") << QStringList{} << QStringLiteral("search, show, import, export");
    QTest::newRow("unknown command") << args("find gpu") << QStringLiteral("'find'");
    QTest::newRow("show without id") << args("show") << QStringLiteral("missing ID");
    QTest::newRow("show two ids") << args("show gpu vram") << QStringLiteral("unexpected argument 'vram'");
    QTest::newRow("unknown id") << args("show no-such-concept")
                                << QStringLiteral("unknown concept id 'no-such-concept'");
    QTest::newRow("show --lang de") << args("show gpu --lang de") << QStringLiteral("de");
    QTest::newRow("import without file") << args("import") << QStringLiteral("missing FILE");
    QTest::newRow("export without file") << args("export") << QStringLiteral("missing FILE");
    QTest::newRow("--format on search") << args("search gpu --format csv")
                                        << QStringLiteral("--format does not apply to 'glossary search'");
    QTest::newRow("--lang on import") << args("import x.tbx --lang nl")
                                      << QStringLiteral("--lang does not apply to 'glossary import'");
    QTest::newRow("--json on export") << args("export x.tbx --json")
                                      << QStringLiteral("--json does not apply to 'glossary export'");
    QTest::newRow("missing --termbase file")
        << QStringList{QStringLiteral("search"), QStringLiteral("gpu"), QStringLiteral("--termbase"),
                       dataFile("glossary-import-none.tbx")}
        << QStringLiteral("--termbase: Cannot read the termbase %1: the file does not exist.")
               .arg(dataFile("glossary-import-none.tbx"));
}

void TestGlossaryCommand::usageErrors()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, fragment);
    const Outcome o = runGlossary(arguments);
    QCOMPARE(o.exitCode, 2);
    QVERIFY2(o.error.contains(fragment), qPrintable(o.error));
    QVERIFY(o.out.isEmpty());
}

void TestGlossaryCommand::help_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QStringList>("present");
    QTest::addColumn<QStringList>("absent");

    QTest::newRow("glossary --help") << args("--help")
                                     << GlossaryCommand::synopses() +
                                            QStringList{QStringLiteral("--termbase"), QStringLiteral("--format")}
                                     << QStringList{};
    QTest::newRow("export --help") << args("export --help")
                                   << QStringList{QStringLiteral("headroom glossary export FILE [--format tbx|csv]"),
                                                  QStringLiteral("--format"), QStringLiteral("--termbase")}
                                   << QStringList{QStringLiteral("--lang"), QStringLiteral("--json")};
    QTest::newRow("import --help") << args("import --help")
                                   << QStringList{QStringLiteral("headroom glossary import FILE [--json]"),
                                                  TermbaseStore::defaultFolder()}
                                   << QStringList{QStringLiteral("--lang"), QStringLiteral("--termbase")};
}

void TestGlossaryCommand::help()
{
    QFETCH(QStringList, arguments);
    QFETCH(QStringList, present);
    QFETCH(QStringList, absent);
    const Outcome o = runGlossary(arguments);
    QCOMPARE(o.error, QString());
    // Long usage lines wrap between their bracketed parts (79 columns): compare with the lines joined.
    const QString joined = o.out.simplified();
    for (const QString &text : std::as_const(present))
        QVERIFY2(joined.contains(text), qPrintable(text + QStringLiteral(" missing in:\n") + o.out));
    for (const QString &text : std::as_const(absent))
        QVERIFY2(!o.out.contains(text), qPrintable(text + QStringLiteral(" found in:\n") + o.out));
}

/// Issue 9 inputs for the reliability cases: the reproducers in tests/data/reliability (the .gz one
/// unpacked with gzip -dc into m_dir), a FIFO, and a sparse file one byte over the 64 MiB cap, in m_dir.
QString TestGlossaryCommand::reliabilityInput(const QString &name)
{
    const QString path = m_dir.filePath(name);
    if (QFileInfo::exists(path) || QFileInfo(path).isSymLink())
        return path;
    if (name == QLatin1String("pipe.tbx")) {
        if (::mkfifo(QFile::encodeName(path).constData(), 0600) != 0)
            qFatal("mkfifo failed");
    } else if (name == QLatin1String("over-cap.tbx")) {
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly) || !file.resize(headroom::glossary::kMaxTermbaseFileBytes + 1))
            qFatal("cannot create %s", qUtf8Printable(path));
    } else if (name.endsWith(QLatin1String(".gz"))) {
        const QString unpacked = m_dir.filePath(name.chopped(3));
        QProcess gzip;
        gzip.setStandardOutputFile(unpacked);
        gzip.start(QStringLiteral("gzip"),
                   {QStringLiteral("-dc"), QStringLiteral(HEADROOM_TEST_DATA_DIR "/reliability/") + name});
        if (!gzip.waitForFinished(60000) || gzip.exitCode() != 0)
            qFatal("gzip -dc %s failed", qUtf8Printable(name));
        return unpacked;
    } else {
        return QStringLiteral(HEADROOM_TEST_DATA_DIR "/reliability/") + name;
    }
    return path;
}

void TestGlossaryCommand::reliabilityInputs_data()
{
    QTest::addColumn<QString>("input");
    QTest::addColumn<QString>("fragment");

    // Columns worked out in tst_termbase (one-line reproducers, 1-based column after the offending tag).
    const QString nested = QStringLiteral("a language section <langSec> is inside another language or term section");
    // Defect 1: segfault (139) and heap corruption (134) on `glossary search a --termbase` / `import`.
    QTest::newRow("langSec in termSec, oob write")
        << QStringLiteral("tbx-langsec-in-termsec-oob-write.tbx") << QStringLiteral("Line 1, column 108: ") + nested;
    QTest::newRow("langSec in termSec, heap overflow") << QStringLiteral("tbx-langsec-in-termsec-heap-overflow.tbx")
                                                       << QStringLiteral("Line 1, column 951: ") + nested;
    // Defect 12: the nested langSec's note ended up under language "".
    QTest::newRow("langSec in langSec") << QStringLiteral("tbx-roundtrip-empty-lang.tbx")
                                        << QStringLiteral("Line 1, column 132: ") + nested;
    // Defect 3: stack overflow (139).
    QTest::newRow("60000 nested in term")
        << QStringLiteral("tbx-term-nesting-60000-stack-overflow.tbx.gz")
        << QStringLiteral("Line 1, column 827: the elements are nested more than 256 levels deep.");
    // Defect 6: a FIFO blocked forever; /dev/zero; no cap.
    QTest::newRow("FIFO") << QStringLiteral("pipe.tbx")
                          << QStringLiteral("it is a FIFO (named pipe), not a regular file");
    QTest::newRow("/dev/zero") << QStringLiteral("/dev/zero") << QStringLiteral("it is a device, not a regular file");
    QTest::newRow("over the cap") << QStringLiteral("over-cap.tbx")
                                  << QStringLiteral("it is larger than the limit of 64 MiB");
}

void TestGlossaryCommand::reliabilityInputs()
{
    QFETCH(QString, input);
    QFETCH(QString, fragment);
    const QString path = input.startsWith(u'/') ? input : reliabilityInput(input);

    // import (exit 2: a bad file), then search/export with --termbase (exit 2): one line naming the file,
    // nothing printed, the store and the export target untouched. A crash would end this test process.
    const QString folder = TermbaseStore::defaultFolder();
    QCOMPARE(runGlossary({QStringLiteral("import"), dataFile("glossary-import-v3.tbx")}).exitCode, 0);
    const QStringList namesBefore = listFolder(folder);
    const QString target = m_dir.filePath(QStringLiteral("reliability-export.tbx"));
    const QList<QStringList> commands{
        {QStringLiteral("import"), path},
        {QStringLiteral("search"), QStringLiteral("a"), QStringLiteral("--termbase"), path},
        {QStringLiteral("export"), target, QStringLiteral("--termbase"), path},
    };
    for (const QStringList &command : commands) {
        QElapsedTimer timer;
        timer.start();
        const Outcome o = runGlossary(command);
        QVERIFY2(timer.elapsed() < 10000, qPrintable(command.join(u' ')));
        QCOMPARE(o.exitCode, 2);
        QVERIFY2(o.error.contains(fragment), qPrintable(o.error));
        QVERIFY2(o.error.contains(path), qPrintable(o.error));
        QVERIFY2(!o.error.contains(u'\n'), qPrintable(o.error));
        QVERIFY(o.out.isEmpty());
        QCOMPARE(listFolder(folder), namesBefore);
        QVERIFY(!QFileInfo::exists(target));
    }
}

void TestGlossaryCommand::manyLanguagesSearch()
{
    // Defect 7: with 257 languages the English hit was reported under a random language.
    const Outcome o = runGlossary({QStringLiteral("search"), QStringLiteral("zebra"), QStringLiteral("--termbase"),
                                   QStringLiteral(HEADROOM_TEST_DATA_DIR "/reliability/tbx-257-languages.tbx")});
    QCOMPARE(o.error, QString());
    QCOMPARE(o.out, QStringLiteral("zebra — zebra (en, exact) [tbx-257-languages.tbx]\n"));
}

void TestGlossaryCommand::longQueryIsNotEchoedWhole()
{
    // A pasted page: 10,000 'q' match nothing; the message shows the first 80 characters and an ellipsis.
    const Outcome o = runGlossary({QStringLiteral("search"), QString(10000, u'q')});
    QCOMPARE(o.error, QString());
    QCOMPARE(o.out, QStringLiteral("No matches for '") + QString(80, u'q') + QStringLiteral("…'.\n"));
    // A surrogate pair at the cut is kept whole: 79 letters, then an emoji (2 UTF-16 units) at 79-80.
    const QString emoji = QString::fromUtf8("\xF0\x9F\x98\x80");
    const Outcome pair = runGlossary({QStringLiteral("search"), QString(79, u'q') + emoji + QString(50, u'q')});
    QCOMPARE(pair.out, QStringLiteral("No matches for '") + QString(79, u'q') + QStringLiteral("…'.\n"));
}

void TestGlossaryCommand::noMatchesKeepTheArrayShape()
{
    // Letters no term of the built-in glossary holds in this order: nothing matches. --json prints an
    // array (empty, or the "did you mean" suggestions) whose every hit has the documented keys and a tier
    // named in searchindex.h.
    const QStringList tiers{QStringLiteral("exact"),     QStringLiteral("prefix"),     QStringLiteral("synonym"),
                            QStringLiteral("substring"), QStringLiteral("definition"), QStringLiteral("fuzzy"),
                            QStringLiteral("words"),     QStringLiteral("partial"),    QStringLiteral("suggestion")};
    const Outcome json = runGlossary(args("search xqzvkwj --json"));
    QCOMPARE(json.error, QString());
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(json.out.toUtf8(), &parseError);
    QCOMPARE(parseError.error, QJsonParseError::NoError);
    QVERIFY2(document.isArray(), qPrintable(json.out));
    for (const QJsonValue &value : document.array()) {
        const QJsonObject hit = value.toObject();
        for (const char *key :
             {"concept_id", "term", "matched_term", "matched_language", "tier", "highlight", "source"})
            QVERIFY2(hit.contains(QLatin1String(key)), key);
        QVERIFY2(tiers.contains(hit.value(QLatin1String("tier")).toString()), qPrintable(json.out));
        QCOMPARE(hit.value(QLatin1String("tier")).toString(), QStringLiteral("suggestion")); // nothing matched
    }
    // The plain output is one line: "No matches for '…'." or "No matches. Did you mean: …?".
    const Outcome plain = runGlossary(args("search xqzvkwj"));
    QCOMPARE(plain.error, QString());
    QVERIFY2(plain.out.startsWith(QLatin1String("No matches")), qPrintable(plain.out));
    QCOMPARE(plain.out.count(u'\n'), 1);
    if (!document.array().isEmpty()) {
        const QString first = document.array().first().toObject().value(QLatin1String("matched_term")).toString();
        QVERIFY2(plain.out.startsWith(QStringLiteral("No matches. Did you mean: ") + first), qPrintable(plain.out));
        QVERIFY(plain.out.endsWith(QLatin1String("?\n")));
    }
}

void TestGlossaryCommand::typedQuestionsAreFound()
{
    // The Turkish text of the built-in question "fit" (resources/glossary/questions.json), typed whole:
    // its first concept, headroom, is found through the question, whose text is the matched term.
    const QString question = QStringLiteral("Modelim bu GPU'ya sığar mı?");
    const Outcome o = runGlossary(
        {QStringLiteral("search"), question, QStringLiteral("--lang"), QStringLiteral("tr"), QStringLiteral("--json")});
    QCOMPARE(o.error, QString());
    const QJsonArray hits = QJsonDocument::fromJson(o.out.toUtf8()).array();
    bool found = false;
    for (const QJsonValue &value : hits) {
        const QJsonObject hit = value.toObject();
        if (hit.value(QLatin1String("concept_id")).toString() == QLatin1String("headroom")) {
            found = true;
            QCOMPARE(hit.value(QLatin1String("matched_term")).toString(), question);
            QCOMPARE(hit.value(QLatin1String("matched_language")).toString(), QStringLiteral("tr"));
        }
    }
    QVERIFY2(found, qPrintable(o.out.left(2000)));
}

void TestGlossaryCommand::exportOneConceptSaysConcept()
{
    const QString source = m_dir.filePath(QStringLiteral("one-concept.tbx"));
    {
        QFile file(source);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("<tbx><text><body><conceptEntry id=\"zebra\"><langSec xml:lang=\"en\"><termSec><term>zebra</term>"
                   "</termSec></langSec></conceptEntry></body></text></tbx>");
    }
    const QString target = m_dir.filePath(QStringLiteral("one.tbx"));
    const Outcome o = runGlossary({QStringLiteral("export"), target, QStringLiteral("--termbase"), source});
    QCOMPARE(o.error, QString());
    QCOMPARE(o.out, QStringLiteral("Wrote 1 concept to %1 (TBX).\n").arg(target));
}

void TestGlossaryCommand::exportShortWrite()
{
    // Defect 2: on a full disk `glossary export` printed "Wrote 16 concepts" and left 4,096 of 7,059
    // bytes. RLIMIT_FSIZE (SIGXFSZ ignored) makes the write fail like a full disk: exit 1, one line naming
    // the file, nothing printed, the old content kept, no temporary file left.
    const QString target = m_dir.filePath(QStringLiteral("short-write.tbx"));
    {
        QFile file(target);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("old content\n");
    }
    const QStringList before = listFolder(m_dir.path());
    rlimit saved{};
    QVERIFY(::getrlimit(RLIMIT_FSIZE, &saved) == 0);
    const auto previousHandler = std::signal(SIGXFSZ, SIG_IGN);
    rlimit low = saved;
    low.rlim_cur = 1024; // the glossary-import-v2.tbx export is several KiB
    QVERIFY(::setrlimit(RLIMIT_FSIZE, &low) == 0);
    const Outcome o = runGlossary(
        {QStringLiteral("export"), target, QStringLiteral("--termbase"), dataFile("glossary-import-v2.tbx")});
    QVERIFY(::setrlimit(RLIMIT_FSIZE, &saved) == 0);
    std::signal(SIGXFSZ, previousHandler);

    QCOMPARE(o.exitCode, 1);
    QVERIFY2(o.error.contains(target), qPrintable(o.error));
    QVERIFY2(!o.error.contains(u'\n'), qPrintable(o.error));
    QVERIFY(o.out.isEmpty());
    QCOMPARE(readAll(target), QByteArray("old content\n"));
    QCOMPARE(listFolder(m_dir.path()), before);

    // Without the limit the same export writes the whole file.
    const Outcome retry = runGlossary(
        {QStringLiteral("export"), target, QStringLiteral("--termbase"), dataFile("glossary-import-v2.tbx")});
    QCOMPARE(retry.error, QString());
    QVERIFY(Termbase::fromFile(target));
}

QTEST_GUILESS_MAIN(TestGlossaryCommand)
#include "tst_glossarycommand.moc"
