// SPDX-License-Identifier: GPL-3.0-or-later
// Tests for headroom::glossary::Termbase: the TBX reader (ISO 30042:2019 and 2008 shapes) and its errors,
// the TBX and CSV writers (round trip, RFC 4180 quoting) and merge(), and the reliability reproducers of
// issue 9 (tests/data/reliability: nested sections, deep nesting, round trip languages, special files).
// Expected values are read off the fixture files in tests/data by hand.
#include <glossary/termbase.h>

#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

#include <sys/stat.h>

using headroom::glossary::Concept;
using headroom::glossary::LangEntry;
using headroom::glossary::MergeReport;
using headroom::glossary::TbxDatum;
using headroom::glossary::Termbase;
using headroom::glossary::TermbaseError;

namespace {

QString dataFile(const char *name)
{
    return QStringLiteral(HEADROOM_TEST_DATA_DIR "/") + QString::fromUtf8(name);
}

QString reliabilityFile(const char *name)
{
    return QStringLiteral(HEADROOM_TEST_DATA_DIR "/reliability/") + QString::fromUtf8(name);
}

/// A reproducer that is gzip-compressed in git, unpacked into the build folder (tests/glossary/CMakeLists.txt).
QString unpackedFile(const char *name)
{
    return QStringLiteral(HEADROOM_UNPACKED_DATA_DIR "/") + QString::fromUtf8(name);
}

QByteArray readFile(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qUtf8Printable(path));
    return file.readAll();
}

Termbase load(const char *name)
{
    TermbaseError error;
    std::optional<Termbase> termbase = Termbase::fromFile(dataFile(name), &error);
    if (!termbase)
        qFatal("fixture %s does not load: %s", name, qUtf8Printable(error.message));
    return std::move(*termbase);
}

/// A minimal RFC 4180 reader for checking toCsv(): records end in CRLF; a quoted field may hold commas,
/// CR, LF and doubled quotes. Returns nullopt on anything RFC 4180 does not allow (a bare quote inside an
/// unquoted field, text after a closing quote, an unterminated quote, a record not ended by CRLF).
std::optional<QList<QStringList>> parseCsv(const QByteArray &bytes)
{
    const QString text = QString::fromUtf8(bytes);
    QList<QStringList> records;
    QStringList record;
    QString field;
    qsizetype i = 0;
    const qsizetype n = text.size();
    while (i < n) {
        if (text.at(i) == u'"') {
            ++i;
            for (;;) {
                if (i >= n)
                    return std::nullopt; // unterminated quote
                if (text.at(i) == u'"') {
                    if (i + 1 < n && text.at(i + 1) == u'"') {
                        field += u'"';
                        i += 2;
                        continue;
                    }
                    ++i;
                    break;
                }
                field += text.at(i++);
            }
            if (i < n && text.at(i) != u',' && text.at(i) != u'\r')
                return std::nullopt; // text after the closing quote
        } else {
            while (i < n && text.at(i) != u',' && text.at(i) != u'\r') {
                if (text.at(i) == u'"' || text.at(i) == u'\n')
                    return std::nullopt;
                field += text.at(i++);
            }
        }
        record.append(field);
        field.clear();
        if (i < n && text.at(i) == u',') {
            ++i;
            continue;
        }
        if (i + 1 >= n || text.at(i) != u'\r' || text.at(i + 1) != u'\n')
            return std::nullopt; // every record ends in CRLF
        i += 2;
        records.append(record);
        record.clear();
    }
    return records;
}

/// Every termSec of a TBX document as "conceptId/lang: term (status)", in document order; element names
/// must be the 2019 ones (a 2008 name gives "2008 element NAME").
QStringList termSecs(const QByteArray &tbx)
{
    QStringList out;
    QXmlStreamReader xml(tbx);
    QString id;
    QString lang;
    QString term;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement()) {
            const QStringView name = xml.name();
            if (name == u"martif" || name == u"termEntry" || name == u"langSet" || name == u"tig")
                out.append(QStringLiteral("2008 element ") + name.toString());
            else if (name == u"conceptEntry")
                id = xml.attributes().value(QStringLiteral("id")).toString();
            else if (name == u"langSec")
                lang = xml.attributes().value(QStringLiteral("xml:lang")).toString();
            else if (name == u"term")
                term = xml.readElementText();
            else if (name == u"termNote")
                out.append(QStringLiteral("%1/%2: %3 (%4)").arg(id, lang, term, xml.readElementText()));
        }
    }
    if (xml.hasError())
        out.append(QStringLiteral("XML error: ") + xml.errorString());
    return out;
}

} // namespace

class TestTermbase : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void languageSections_data();
    void languageSections();
    void conceptLevel_data();
    void conceptLevel();
    void preferredTermFallback_data();
    void preferredTermFallback();
    void errors_data();
    void errors();
    void missingFile();
    void externalEntityIsRefused_data();
    void externalEntityIsRefused();
    void doctypeWithoutExternalEntitiesIsAccepted_data();
    void doctypeWithoutExternalEntitiesIsAccepted();
    void warnings_data();
    void warnings();
    void roundTrip_data();
    void roundTrip();
    void tbxExportShape();
    void byteOrderMarkInsideTextIsKept();
    void plainXmlConstructs_data();
    void plainXmlConstructs();
    void csvExport_data();
    void csvExport();
    void csvQuoting_data();
    void csvQuoting();
    void merge_data();
    void merge();
    void nestedSections_data();
    void nestedSections();
    void termNotesNeverReachAnotherLanguage();
    void deepNesting_data();
    void deepNesting();
    void nestingAtTheLimit();
    void roundTripKeepsLanguages();
    void specialFiles();
};

void TestTermbase::languageSections_data()
{
    QTest::addColumn<QString>("fixture");
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("language");
    QTest::addColumn<QStringList>("terms");
    QTest::addColumn<QString>("definition");
    QTest::addColumn<QString>("note");

    // TBX 2019: "KV cache" is marked preferred but comes second; its duplicate termSec is dropped; the
    // definition sits in a descripGrp and spans two lines; the termSec-level note is not the language note.
    QTest::newRow("2019 preferred first, duplicate dropped")
        << QStringLiteral("glossary-v3.tbx") << QStringLiteral("kv-cache") << QStringLiteral("en")
        << QStringList{QStringLiteral("KV cache"), QStringLiteral("key-value cache"), QStringLiteral("KV")}
        << QStringLiteral("Keys and values of earlier tokens, kept in GPU memory.")
        << QStringLiteral("Grows with context length and concurrency.");
    QTest::newRow("2019 nl") << QStringLiteral("glossary-v3.tbx") << QStringLiteral("kv-cache") << QStringLiteral("nl")
                             << QStringList{QStringLiteral("KV-cache")}
                             << QStringLiteral("Sleutels en waarden van eerdere tokens in het GPU-geheugen.")
                             << QStringLiteral("Groeit met contextlengte en gelijktijdigheid.");
    QTest::newRow("2019 tr") << QStringLiteral("glossary-v3.tbx") << QStringLiteral("kv-cache") << QStringLiteral("tr")
                             << QStringList{QStringLiteral("KV önbelleği")}
                             << QStringLiteral("Önceki belirteçlerin anahtar ve değerleri, GPU belleğinde tutulur.")
                             << QStringLiteral("Bağlam uzunluğu ve eşzamanlılıkla büyür.");
    // xml:lang="en-US" is stored as "en"; no status anywhere: document order.
    QTest::newRow("2019 region tag, no status")
        << QStringLiteral("glossary-v3.tbx") << QStringLiteral("vram") << QStringLiteral("en")
        << QStringList{QStringLiteral("VRAM"), QStringLiteral("video memory")}
        << QStringLiteral("Memory on the graphics card.") << QString();
    QTest::newRow("2019 definition only")
        << QStringLiteral("glossary-v3.tbx") << QStringLiteral("no-terms") << QStringLiteral("en") << QStringList{}
        << QStringLiteral("A concept that has a definition only.") << QString();
    // TBX 2008: tig with the short status "preferred" (TermWeb style), lower-case "en-us".
    QTest::newRow("2008 tig, short status")
        << QStringLiteral("glossary-v2.tbx") << QStringLiteral("gpu") << QStringLiteral("en")
        << QStringList{QStringLiteral("GPU"), QStringLiteral("graphics processing unit")}
        << QStringLiteral("A processor for parallel arithmetic.") << QStringLiteral("Its memory decides what fits.");
    QTest::newRow("2008 ntig/termGrp") << QStringLiteral("glossary-v2.tbx") << QStringLiteral("gpu")
                                       << QStringLiteral("nl")
                                       << QStringList{QStringLiteral("GPU"), QStringLiteral("grafische processor")}
                                       << QStringLiteral("Een processor voor parallel rekenwerk.") << QString();
    QTest::newRow("2008 no status: first is preferred")
        << QStringLiteral("glossary-v2.tbx") << QStringLiteral("vram") << QStringLiteral("tr")
        << QStringList{QStringLiteral("Video belleği"), QStringLiteral("VRAM")}
        << QStringLiteral("Grafik kartındaki bellek.") << QString();
}

void TestTermbase::languageSections()
{
    QFETCH(QString, fixture);
    QFETCH(QString, id);
    QFETCH(QString, language);
    QFETCH(QStringList, terms);
    QFETCH(QString, definition);
    QFETCH(QString, note);

    const Termbase termbase = load(qPrintable(fixture));
    const Concept *c = termbase.conceptById(id);
    QVERIFY(c);
    QVERIFY(c->lang.contains(language));
    const auto &entry = c->lang.value(language);
    QCOMPARE(entry.terms, terms);
    QCOMPARE(entry.definition, definition);
    QCOMPARE(entry.whenItMatters, note);
}

void TestTermbase::conceptLevel_data()
{
    QTest::addColumn<QString>("fixture");
    QTest::addColumn<QStringList>("ids");
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("subject");
    QTest::addColumn<QStringList>("related");
    QTest::addColumn<QStringList>("languages");

    const QStringList v3ids{QStringLiteral("kv-cache"), QStringLiteral("vram"), QStringLiteral("no-terms")};
    QTest::newRow("2019 kv-cache") << QStringLiteral("glossary-v3.tbx") << v3ids << QStringLiteral("kv-cache")
                                   << QStringLiteral("memory")
                                   << QStringList{QStringLiteral("vram"), QStringLiteral("context-length")}
                                   << QStringList{QStringLiteral("en"), QStringLiteral("nl"), QStringLiteral("tr")};
    QTest::newRow("2019 vram") << QStringLiteral("glossary-v3.tbx") << v3ids << QStringLiteral("vram")
                               << QStringLiteral("hardware") << QStringList{} << QStringList{QStringLiteral("en")};
    const QStringList v2ids{QStringLiteral("gpu"), QStringLiteral("vram")};
    QTest::newRow("2008 gpu") << QStringLiteral("glossary-v2.tbx") << v2ids << QStringLiteral("gpu")
                              << QStringLiteral("hardware") << QStringList{QStringLiteral("vram")}
                              << QStringList{QStringLiteral("en"), QStringLiteral("nl")};
    QTest::newRow("2008 vram") << QStringLiteral("glossary-v2.tbx") << v2ids << QStringLiteral("vram") << QString()
                               << QStringList{} << QStringList{QStringLiteral("en"), QStringLiteral("tr")};
}

void TestTermbase::conceptLevel()
{
    QFETCH(QString, fixture);
    QFETCH(QStringList, ids);
    QFETCH(QString, id);
    QFETCH(QString, subject);
    QFETCH(QStringList, related);
    QFETCH(QStringList, languages);

    const Termbase termbase = load(qPrintable(fixture));
    QCOMPARE(termbase.conceptIds(), ids);
    QCOMPARE(termbase.concepts().size(), ids.size());
    QVERIFY(!termbase.conceptById(QStringLiteral("no-such-id")));
    const Concept *c = termbase.conceptById(id);
    QVERIFY(c);
    QCOMPARE(c->id, id);
    QCOMPARE(c->subject, subject);
    QCOMPARE(c->related, related);
    QStringList langs = c->lang.keys();
    langs.sort();
    QCOMPARE(langs, languages);
}

void TestTermbase::preferredTermFallback_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("expected");

    QTest::newRow("own language") << QStringLiteral("kv-cache") << QStringLiteral("tr")
                                  << QStringLiteral("KV önbelleği");
    QTest::newRow("own language, preferred not first in file")
        << QStringLiteral("kv-cache") << QStringLiteral("en") << QStringLiteral("KV cache");
    QTest::newRow("missing language falls back to en")
        << QStringLiteral("vram") << QStringLiteral("nl") << QStringLiteral("VRAM");
    QTest::newRow("no terms at all falls back to id")
        << QStringLiteral("no-terms") << QStringLiteral("tr") << QStringLiteral("no-terms");
}

void TestTermbase::preferredTermFallback()
{
    QFETCH(QString, id);
    QFETCH(QString, language);
    QFETCH(QString, expected);

    const Termbase termbase = load("glossary-v3.tbx");
    const Concept *c = termbase.conceptById(id);
    QVERIFY(c);
    QCOMPARE(c->term(language), expected);
}

void TestTermbase::errors_data()
{
    QTest::addColumn<QByteArray>("tbx");
    QTest::addColumn<qint64>("line");
    QTest::addColumn<QString>("fragment");

    QTest::newRow("empty input") << QByteArray() << qint64(1) << QStringLiteral("not well-formed");
    QTest::newRow("mismatched end tag") << QByteArray(
                                               "<tbx>\n<text><body>\n<conceptEntry id=\"a\">\n</body></text></tbx>\n")
                                        << qint64(4) << QStringLiteral("not well-formed");
    QTest::newRow("truncated file")
        << QByteArray("<tbx>\n<text><body>\n<conceptEntry id=\"a\"><langSec xml:lang=\"en\"><termSec><term>A")
        << qint64(3) << QStringLiteral("not well-formed");
    // HTML entities are not XML entities; TBX exports sometimes contain them.
    QTest::newRow("undeclared entity")
        << QByteArray("<tbx>\n<text><body><conceptEntry id=\"a\"><langSec xml:lang=\"en\"><termSec>\n"
                      "<term>A&nbsp;B</term></termSec></langSec></conceptEntry></body></text></tbx>")
        << qint64(3) << QStringLiteral("not well-formed");
    QTest::newRow("not TBX") << QByteArray("<?xml version=\"1.0\"?>\n<html><body/></html>") << qint64(2)
                             << QStringLiteral("not a TBX file");
    QTest::newRow("no concepts") << QByteArray("<tbx><text><body/></text></tbx>") << qint64(0)
                                 << QStringLiteral("no concept entries");
    QTest::newRow("concept without id")
        << QByteArray("<tbx>\n<text><body>\n<conceptEntry>\n</conceptEntry></body></text></tbx>") << qint64(3)
        << QStringLiteral("has no id");
    QTest::newRow("blank id") << QByteArray("<martif>\n<text><body>\n\n<termEntry id=\" \"/></body></text></martif>")
                              << qint64(4) << QStringLiteral("has no id");
    // Fuzz finding: QXmlStreamReader decodes a declared UTF-7 without checking the result. "+errest" is the
    // base64 of the 36 bits 7A BA DE B2 F..: U+7ABA, then U+DEB2, a low surrogate with no high one before it.
    QTest::newRow("lone surrogate from UTF-7")
        << QByteArray("<?xml version=\"1.0\" encoding=\"UTF-7\"?>\n<tbx><conceptEntry id=\"0\">\n"
                      "<termNote>+errest</termNote></conceptEntry></tbx>")
        << qint64(3) << QStringLiteral("a character that XML does not allow");
    QTest::newRow("duplicate id")
        << QByteArray("<tbx>\n<text><body>\n<conceptEntry id=\"gpu\"/>\n<conceptEntry id=\"vram\"/>\n"
                      "<conceptEntry id=\"gpu\"/>\n</body></text></tbx>")
        << qint64(5) << QStringLiteral("\"gpu\" is used twice (first on line 3)");
}

void TestTermbase::errors()
{
    QFETCH(QByteArray, tbx);
    QFETCH(qint64, line);
    QFETCH(QString, fragment);

    TermbaseError error;
    const std::optional<Termbase> termbase = Termbase::fromTbx(tbx, &error);
    QVERIFY(!termbase);
    QVERIFY2(error.message.contains(fragment), qPrintable(error.message));
    QVERIFY2(!error.message.contains(QLatin1String(".).")), qPrintable(error.message)); // one sentence, one period
    QCOMPARE(error.line, line);
    if (line > 0)
        QVERIFY2(error.message.contains(QStringLiteral("Line %1").arg(line)), qPrintable(error.message));
    // The error out-parameter is optional.
    QVERIFY(!Termbase::fromTbx(tbx));
}

void TestTermbase::missingFile()
{
    const QString path = dataFile("glossary-does-not-exist.tbx");
    TermbaseError error;
    QVERIFY(!Termbase::fromFile(path, &error));
    QVERIFY2(error.message.contains(path), qPrintable(error.message));
}

namespace {

QByteArray conceptWithTerm(const QByteArray &prolog, const QByteArray &term)
{
    return "<?xml version=\"1.0\"?>\n" + prolog +
           "\n<tbx><text><body><conceptEntry id=\"x\"><langSec xml:lang=\"en\">"
           "<termSec><term>" +
           term + "</term></termSec></langSec></conceptEntry></body></text></tbx>\n";
}

} // namespace

void TestTermbase::externalEntityIsRefused_data()
{
    QTest::addColumn<QByteArray>("tbx");
    QTest::addColumn<qint64>("line");
    QTest::addColumn<qint64>("column");
    QTest::addColumn<QString>("fragment");

    // tests/data/hostile/tbx-xxe-external-entity.tbx: line 2 is `<!DOCTYPE tbx [<!ENTITY xxe SYSTEM
    // "file:///etc/passwd">]>`, the declaration starts after the 15 characters of `<!DOCTYPE tbx [`.
    QTest::newRow("hostile XXE") << readFile(
                                        QStringLiteral(HEADROOM_TEST_DATA_DIR "/hostile/tbx-xxe-external-entity.tbx"))
                                 << qint64(2) << qint64(16)
                                 << QStringLiteral("external entity xxe (\"file:///etc/passwd\")");
    // An external entity naming a readable fixture (it was expanded as nothing: the term read "A B internal").
    const QByteArray target = dataFile("glossary-v2.tbx").toUtf8();
    QTest::newRow("readable file, beside an internal entity")
        << conceptWithTerm("<!DOCTYPE tbx [ <!ENTITY ext SYSTEM \"file://" + target +
                               "\"> <!ENTITY int \"internal\"> ]>",
                           "A &ext; B &int;")
        << qint64(2) << qint64(17)
        << QStringLiteral("external entity ext (\"file://%1\")").arg(QString::fromUtf8(target));
    // Used only through an internal entity, declared PUBLIC on line 4 after two spaces.
    QTest::newRow("PUBLIC, used through an internal entity")
        << conceptWithTerm("<!DOCTYPE tbx [\n<!ENTITY i \"a&pub;b\">\n  <!ENTITY pub PUBLIC \"-//X//Y\" "
                           "\"http://127.0.0.1:9/pub.ent\">\n]>",
                           "&i;")
        << qint64(4) << qint64(3) << QStringLiteral("external entity pub (\"http://127.0.0.1:9/pub.ent\")");
    QTest::newRow("parameter entity")
        << conceptWithTerm("<!DOCTYPE tbx [<!ENTITY % pe SYSTEM \"file:///etc/passwd\"> %pe; ]>", "alpha") << qint64(2)
        << qint64(16) << QStringLiteral("external entity pe (\"file:///etc/passwd\")");
    // With an external DTD, an undeclared entity is left unexpanded (an EntityReference token): line 3 is
    // `<tbx>...<term>x&foo;y`, 82 characters up to and with the `;` (the reader stands after it).
    QTest::newRow("undeclared, external DTD")
        << conceptWithTerm("<!DOCTYPE tbx SYSTEM \"http://127.0.0.1:9/tbx.dtd\">", "x&foo;y") << qint64(3) << qint64(83)
        << QStringLiteral("the entity &foo; is not declared in the file");
}

void TestTermbase::externalEntityIsRefused()
{
    QFETCH(QByteArray, tbx);
    QFETCH(qint64, line);
    QFETCH(qint64, column);
    QFETCH(QString, fragment);

    TermbaseError error;
    const std::optional<Termbase> termbase = Termbase::fromTbx(tbx, &error);
    QVERIFY(!termbase);
    QVERIFY2(error.message.contains(fragment), qPrintable(error.message));
    QCOMPARE(error.line, line);
    QCOMPARE(error.column, column);
    QVERIFY2(error.message.startsWith(QStringLiteral("Line %1, column %2: ").arg(line).arg(column)),
             qPrintable(error.message));
}

void TestTermbase::doctypeWithoutExternalEntitiesIsAccepted_data()
{
    QTest::addColumn<QByteArray>("tbx");
    QTest::addColumn<QString>("term");

    // tests/data/hostile/tbx-external-dtd.tbx: `<!DOCTYPE tbx SYSTEM "http://127.0.0.1:9/tbx.dtd">`, never
    // fetched, and no entity in the body.
    QTest::newRow("hostile external DTD")
        << readFile(QStringLiteral(HEADROOM_TEST_DATA_DIR "/hostile/tbx-external-dtd.tbx")) << QStringLiteral("alpha");
    QTest::newRow("external DTD, internal entity")
        << conceptWithTerm("<!DOCTYPE tbx SYSTEM \"tbx.dtd\" [<!ENTITY gpu \"GPU\">]>", "&gpu; memory &amp; more")
        << QStringLiteral("GPU memory & more");
    // An unparsed (NDATA) entity cannot be referenced in text at all: declaring it is harmless.
    QTest::newRow("unparsed entity declared") << conceptWithTerm("<!DOCTYPE tbx [<!NOTATION png SYSTEM \"image/png\">"
                                                                 "<!ENTITY logo SYSTEM \"logo.png\" NDATA png>]>",
                                                                 "alpha")
                                              << QStringLiteral("alpha");
}

void TestTermbase::doctypeWithoutExternalEntitiesIsAccepted()
{
    QFETCH(QByteArray, tbx);
    QFETCH(QString, term);

    TermbaseError error;
    const std::optional<Termbase> termbase = Termbase::fromTbx(tbx, &error);
    QVERIFY2(termbase, qPrintable(error.message));
    QCOMPARE(termbase->concepts().size(), 1);
    QCOMPARE(termbase->concepts().constFirst().lang.value(QStringLiteral("en")).terms, QStringList{term});
}

void TestTermbase::warnings_data()
{
    QTest::addColumn<QString>("fixture");
    QTest::addColumn<QStringList>("expected");

    // glossary-import-v2.tbx, acme-sla: en lists "SLA" (admitted), "service level agreement" (preferred), "SLA"
    // again; the langSet "de" holds Dienstgütevereinbarung.
    QTest::newRow("2008 duplicate term and German")
        << QStringLiteral("glossary-import-v2.tbx")
        << QStringList{QStringLiteral("Concept acme-sla (en): the duplicate term \"SLA\" was removed."),
                       QStringLiteral("Concept acme-sla: language \"de\" is kept: the article shows it and "
                                      "exports write it back (Headroom's own languages are nl, en and tr).")};
    // glossary-import-v3.tbx: acme-bibliography is a "zu" pseudo-entry.
    QTest::newRow("2019 pseudo-entry in zu")
        << QStringLiteral("glossary-import-v3.tbx")
        << QStringList{QStringLiteral("Concept acme-bibliography: language \"zu\" is kept: the article shows it "
                                      "and exports write it back (Headroom's own languages are nl, en and tr).")};
    // glossary-v3.tbx, kv-cache en: "KV cache" appears in two termSecs.
    QTest::newRow("2019 duplicate termSec")
        << QStringLiteral("glossary-v3.tbx")
        << QStringList{QStringLiteral("Concept kv-cache (en): the duplicate term \"KV cache\" was removed.")};
    QTest::newRow("nothing skipped") << QStringLiteral("glossary-v2.tbx") << QStringList{};
}

void TestTermbase::warnings()
{
    QFETCH(QString, fixture);
    QFETCH(QStringList, expected);

    TermbaseError error;
    QStringList warnings{QStringLiteral("left over from an earlier call")};
    const std::optional<Termbase> termbase = Termbase::fromFile(dataFile(qPrintable(fixture)), &error, &warnings);
    QVERIFY2(termbase, qPrintable(error.message));
    QCOMPARE(warnings, expected);
}

void TestTermbase::roundTrip_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<int>("concepts");

    // Concept counts: the conceptEntry/termEntry elements of each file, counted by hand (the built-in file
    // grows while it is written, so its count is not fixed here: -1).
    QTest::newRow("built-in") << QStringLiteral(":/glossary/headroom.tbx") << -1;
    QTest::newRow("2019 fixture") << dataFile("glossary-v3.tbx") << 3;
    QTest::newRow("2008 fixture") << dataFile("glossary-v2.tbx") << 2;
    QTest::newRow("2008 user termbase, de langSet") << dataFile("glossary-import-v2.tbx") << 3;
    QTest::newRow("2019 user termbase, zu entry") << dataFile("glossary-import-v3.tbx") << 3;
}

void TestTermbase::roundTrip()
{
    QFETCH(QString, path);
    QFETCH(int, concepts);

    TermbaseError error;
    const std::optional<Termbase> original = Termbase::fromFile(path, &error);
    QVERIFY2(original, qPrintable(error.message));
    if (concepts >= 0)
        QCOMPARE(original->concepts().size(), concepts);
    else
        QVERIFY(!original->concepts().isEmpty());

    const QByteArray tbx = original->toTbx();
    QStringList warnings;
    const std::optional<Termbase> copy = Termbase::fromTbx(tbx, &error, &warnings);
    QVERIFY2(copy, qPrintable(error.message));
    // The writer never duplicates a term; only other languages are reported again.
    for (const QString &warning : std::as_const(warnings))
        QVERIFY2(!warning.contains(QLatin1String("duplicate")), qPrintable(warning));

    QCOMPARE(copy->conceptIds(), original->conceptIds());
    for (const Concept &expected : original->concepts()) {
        const Concept *actual = copy->conceptById(expected.id);
        QVERIFY(actual);
        QCOMPARE(actual->subject, expected.subject);
        QCOMPARE(actual->related, expected.related);
        QCOMPARE(actual->source, expected.source);
        QStringList expectedLangs = expected.lang.keys();
        QStringList actualLangs = actual->lang.keys();
        expectedLangs.sort();
        actualLangs.sort();
        QCOMPARE(actualLangs, expectedLangs);
        for (const QString &code : std::as_const(expectedLangs)) {
            QCOMPARE(actual->lang.value(code).terms, expected.lang.value(code).terms);
            QCOMPARE(actual->lang.value(code).definition, expected.lang.value(code).definition);
            QCOMPARE(actual->lang.value(code).whenItMatters, expected.lang.value(code).whenItMatters);
        }
        QVERIFY(*actual == expected);
    }
    // Writing the copy again gives the same bytes: the writer is deterministic (no hash order leaks out).
    QCOMPARE(copy->toTbx(), tbx);
}

void TestTermbase::plainXmlConstructs_data()
{
    QTest::addColumn<QByteArray>("lineEnd");
    QTest::newRow("LF") << QByteArray("\n");
    QTest::newRow("CRLF") << QByteArray("\r\n");
}

void TestTermbase::plainXmlConstructs()
{
    // What real files use besides elements and text (fromTbx reads them with its fast tokenizer; anything
    // else goes to QXmlStreamReader): single quotes, a declaration with standalone, a comment and a processing
    // instruction before the root, predefined and numeric references, CDATA, a DCT element under its own
    // prefix, an empty element, line ends inside an attribute value (one space each, CR LF counting as one).
    QByteArray tbx = "<?xml version='1.0' encoding='UTF-8' standalone='yes'?>\n"
                     "<!-- made by hand --><?xml-model href=\"x.sch\"?>\n"
                     "<tbx xmlns=\"urn:iso:std:iso:30042:ed-2\" xmlns:b='http://www.tbxinfo.net/ns/basic' "
                     "xml:lang='en'><text><body>\n"
                     "<conceptEntry id='a&amp;b'><b:subjectField>astro&#x6E;omy</b:subjectField>\n"
                     "<ref type=\"crossReference\" target=\"c\n2\"/>\n"
                     "<langSec xml:lang=\"en\"><descripGrp><b:definition>x &lt; y &#65;&#x42;<![CDATA[ <raw> & ]]>"
                     "</b:definition><b:source>me</b:source></descripGrp>\n"
                     "<termSec><term>t&#233;rm</term><b:partOfSpeech>noun</b:partOfSpeech></termSec>"
                     "</langSec></conceptEntry>\n</body></text></tbx>\n";
    QFETCH(QByteArray, lineEnd);
    tbx.replace("\n", lineEnd);
    TermbaseError error;
    const std::optional<Termbase> termbase = Termbase::fromTbx(tbx, &error);
    QVERIFY2(termbase, qPrintable(error.message));
    const Concept *c = termbase->conceptById(QStringLiteral("a&b"));
    QVERIFY(c);
    QCOMPARE(c->subject, QStringLiteral("astronomy"));
    QCOMPARE(c->related, QStringList{QStringLiteral("c 2")});
    const LangEntry en = c->lang.value(QStringLiteral("en"));
    QCOMPARE(en.definition, QStringLiteral("x < y AB <raw> &"));
    QCOMPARE(en.definitionSource(), QStringLiteral("me"));
    QCOMPARE(en.terms, QStringList{QStringLiteral("t\u00e9rm")});
    QVERIFY(en.termData(QStringLiteral("t\u00e9rm")));
    QVERIFY((*en.termData(QStringLiteral("t\u00e9rm")) ==
             QList<TbxDatum>{TbxDatum{QStringLiteral("termNote"), QStringLiteral("partOfSpeech"),
                                      QStringLiteral("noun"), QString(), 0}}));

    // An undeclared prefix is not XML with namespaces: refused with QXmlStreamReader's message and position.
    QByteArray undeclared = tbx;
    undeclared.replace("<b:source>me</b:source>", "<q:source>me</q:source>");
    QVERIFY(!Termbase::fromTbx(undeclared, &error));
    QCOMPARE(error.line, 7); // the langSec line: 1 declaration, 2 comment, 3 tbx, 4-6 concept and ref (2 lines)
    QVERIFY2(error.message.contains(QLatin1String("not well-formed")), qPrintable(error.message));
}

void TestTermbase::byteOrderMarkInsideTextIsKept()
{
    // Fuzz finding: U+FEFF inside a text is a character like any other (only one at the very start of the file
    // is a byte order mark). QXmlStreamReader keeps it; the fast tokenizer's stateless UTF-8 decoder dropped it
    // at the start of each text, so a definition "\uFEFFx" read through the DOCTYPE (slow) path came back from
    // toTbx() (fast path) as "x".
    const QByteArray body = "<martif><text><body><termEntry id=\"a\"><langSet xml:lang=\"en\"><descripGrp>"
                            "<descrip type=\"definition\">\xEF\xBB\xBFx</descrip></descripGrp><tig><term>\xEF\xBB\xBF"
                            "t</term></tig></langSet></termEntry></body></text></martif>";
    const QList<QByteArray> files = {QByteArray("\xEF\xBB\xBF" + body), QByteArray("<!DOCTYPE martif>" + body)};
    for (const QByteArray &tbx : files) {
        TermbaseError error;
        const std::optional<Termbase> termbase = Termbase::fromTbx(tbx, &error);
        QVERIFY2(termbase, qPrintable(error.message));
        const LangEntry en = termbase->conceptById(QStringLiteral("a"))->lang.value(QStringLiteral("en"));
        QCOMPARE(en.definition, QStringLiteral("\uFEFFx"));
        QCOMPARE(en.terms, QStringList{QStringLiteral("\uFEFFt")});
        const std::optional<Termbase> reread = Termbase::fromTbx(termbase->toTbx(), &error);
        QVERIFY2(reread, qPrintable(error.message));
        QCOMPARE(reread->concepts(), termbase->concepts());
    }
}

void TestTermbase::tbxExportShape()
{
    // glossary-import-v2.tbx is TBX 2008 (martif/termEntry/langSet/tig); the export is TBX 2019.
    const Termbase termbase = load("glossary-import-v2.tbx");
    const QByteArray tbx = termbase.toTbx();
    QVERIFY(tbx.startsWith("<?xml version=\"1.0\" encoding=\"UTF-8\"?>"));
    QVERIFY(tbx.contains("<tbx xmlns=\"urn:iso:std:iso:30042:ed-2\" type=\"TBX-Basic\" style=\"dca\""));
    // Languages nl, en, tr first, then de; the preferred term first in each, marked preferredTerm-admn-sts;
    // the duplicate "SLA" written once.
    const QStringList expected{
        QStringLiteral("acme-sla/nl: servicelevelovereenkomst (preferredTerm-admn-sts)"),
        QStringLiteral("acme-sla/nl: SLA (admittedTerm-admn-sts)"),
        QStringLiteral("acme-sla/en: service level agreement (preferredTerm-admn-sts)"),
        QStringLiteral("acme-sla/en: SLA (admittedTerm-admn-sts)"),
        QStringLiteral("acme-sla/tr: hizmet düzeyi sözleşmesi (preferredTerm-admn-sts)"),
        QStringLiteral("acme-sla/tr: SLA (admittedTerm-admn-sts)"),
        QStringLiteral("acme-sla/de: Dienstgütevereinbarung (preferredTerm-admn-sts)"),
        QStringLiteral("acme-support/nl: ondersteuningsniveau (preferredTerm-admn-sts)"),
        QStringLiteral("acme-support/en: support tier (preferredTerm-admn-sts)"),
        QStringLiteral("acme-support/tr: destek düzeyi (preferredTerm-admn-sts)"),
        QStringLiteral("gpu/en: Acme accelerator (preferredTerm-admn-sts)"),
    };
    QCOMPARE(termSecs(tbx), expected);
    // Definitions in descripGrp, the two Dutch notes as two <note> elements, cross references kept.
    // QXmlStreamWriter escapes double quotes in text as &quot;.
    QVERIFY(
        tbx.contains("<descrip type=\"definition\">Afspraak over beschikbaarheid, reactietijd en &quot;boetes&quot; "
                     "bij uitval.</descrip>"));
    QVERIFY(tbx.contains("<note>Geldt per kalendermaand.</note>"));
    QVERIFY(tbx.contains("<note>Lees de uitzonderingen, vooral gepland onderhoud.</note>"));
    QVERIFY(tbx.contains("<ref type=\"crossReference\" target=\"acme-support\">acme-support</ref>"));
    QVERIFY(tbx.contains("<descrip type=\"subjectField\">contracts</descrip>"));
}

void TestTermbase::csvExport_data()
{
    QTest::addColumn<int>("row");
    QTest::addColumn<QStringList>("fields");

    // The header of the agreed CSV layout, then one row per concept of glossary-import-v2.tbx in document
    // order, field by field from the fixture (terms joined by " | ", preferred first; related by a space;
    // two notes by a line feed; German is not a column).
    QTest::newRow("header") << 0 << QStringList{QStringLiteral("concept_id"),    QStringLiteral("subject"),
                                                QStringLiteral("related"),       QStringLiteral("nl_terms"),
                                                QStringLiteral("nl_definition"), QStringLiteral("nl_note"),
                                                QStringLiteral("en_terms"),      QStringLiteral("en_definition"),
                                                QStringLiteral("en_note"),       QStringLiteral("tr_terms"),
                                                QStringLiteral("tr_definition"), QStringLiteral("tr_note")};
    QTest::newRow("acme-sla")
        << 1
        << QStringList{
               QStringLiteral("acme-sla"),
               QStringLiteral("contracts"),
               QStringLiteral("acme-support gpu"),
               QStringLiteral("servicelevelovereenkomst | SLA"),
               QStringLiteral("Afspraak over beschikbaarheid, reactietijd en \"boetes\" bij uitval."),
               QStringLiteral("Geldt per kalendermaand.\nLees de uitzonderingen, vooral gepland onderhoud."),
               QStringLiteral("service level agreement | SLA"),
               QStringLiteral("Agreement on uptime, response time and \"credits\" when the "
                              "service fails."),
               QString(),
               QStringLiteral("hizmet düzeyi sözleşmesi | SLA"),
               QStringLiteral("Çalışma süresi, yanıt süresi ve kesinti cezaları üzerine anlaşma."),
               QStringLiteral("Bakım pencereleri çoğu zaman hariçtir."),
           };
    QTest::newRow("acme-support") << 2
                                  << QStringList{
                                         QStringLiteral("acme-support"),
                                         QStringLiteral("operations"),
                                         QString(),
                                         QStringLiteral("ondersteuningsniveau"),
                                         QStringLiteral("Wie reageert op storingen en hoe snel; beïnvloedt de prijs."),
                                         QString(),
                                         QStringLiteral("support tier"),
                                         QStringLiteral("Who answers incidents, and how fast."),
                                         QString(),
                                         QStringLiteral("destek düzeyi"),
                                         QStringLiteral("Arızalara kimin, ne kadar hızlı yanıt verdiği."),
                                         QString(),
                                     };
    QTest::newRow("gpu, English only") << 3
                                       << QStringList{QStringLiteral("gpu"),
                                                      QString(),
                                                      QString(),
                                                      QString(),
                                                      QString(),
                                                      QString(),
                                                      QStringLiteral("Acme accelerator"),
                                                      QString(),
                                                      QString(),
                                                      QString(),
                                                      QString(),
                                                      QString()};
}

void TestTermbase::csvExport()
{
    QFETCH(int, row);
    QFETCH(QStringList, fields);

    const std::optional<QList<QStringList>> records = parseCsv(load("glossary-import-v2.tbx").toCsv());
    QVERIFY(records);
    QCOMPARE(records->size(), 4);
    QCOMPARE(records->at(row), fields);
}

void TestTermbase::csvQuoting_data()
{
    QTest::addColumn<QByteArray>("expected");

    // Quoted because of a comma, with the quotes doubled (RFC 4180 section 2, rules 6 and 7).
    QTest::newRow("comma and quotes") << QByteArray(
        "\"Afspraak over beschikbaarheid, reactietijd en \"\"boetes\"\" bij uitval.\"");
    // Quoted because of the line feed; the line feed inside stays LF, records end in CRLF.
    QTest::newRow("line feed") << QByteArray(
        "\"Geldt per kalendermaand.\nLees de uitzonderingen, vooral gepland onderhoud.\"");
    // Nothing to quote: bare, and UTF-8 "ï" is C3 AF.
    QTest::newRow("plain UTF-8") << QByteArray(",ondersteuningsniveau,Wie reageert op storingen en hoe snel; "
                                               "be\xC3\xAFnvloedt de prijs.,,support tier,");
    QTest::newRow("last record") << QByteArray("gpu,,,,,,Acme accelerator,,,,,\r\n");
}

void TestTermbase::csvQuoting()
{
    QFETCH(QByteArray, expected);
    const QByteArray csv = load("glossary-import-v2.tbx").toCsv();
    QVERIFY2(csv.contains(expected), csv.constData());
    QVERIFY(!csv.startsWith("\xEF\xBB\xBF")); // no byte order mark
    QVERIFY(csv.endsWith(expected.endsWith("\r\n") ? expected : QByteArray("\r\n")));
    QCOMPARE(csv.count("\r\n"), 4); // header and three records; the LF inside a note is not a record end
}

void TestTermbase::merge_data()
{
    QTest::addColumn<QString>("second");
    QTest::addColumn<int>("added");
    QTest::addColumn<QStringList>("skipped");
    QTest::addColumn<QStringList>("ids");
    QTest::addColumn<QStringList>("sources");

    // Base glossary-v2.tbx (gpu, vram, source ""), then glossary-import-v2.tbx as "team.tbx": its gpu is
    // taken; acme-sla and acme-support are added.
    QTest::newRow("user termbase into base")
        << QString() << 2 << QStringList{QStringLiteral("gpu: skipped, the id is already in the built-in glossary.")}
        << QStringList{QStringLiteral("gpu"), QStringLiteral("vram"), QStringLiteral("acme-sla"),
                       QStringLiteral("acme-support")}
        << QStringList{QString(), QString(), QStringLiteral("team.tbx"), QStringLiteral("team.tbx")};
    // Then glossary-import-v3.tbx as "pool.tbx": acme-sla is taken by team.tbx.
    QTest::newRow("second user termbase")
        << QStringLiteral("glossary-import-v3.tbx") << 2
        << QStringList{QStringLiteral("acme-sla: skipped, the id is already in team.tbx.")}
        << QStringList{QStringLiteral("gpu"),           QStringLiteral("vram"),
                       QStringLiteral("acme-sla"),      QStringLiteral("acme-support"),
                       QStringLiteral("acme-gpu-pool"), QStringLiteral("acme-bibliography")}
        << QStringList{QString(),
                       QString(),
                       QStringLiteral("team.tbx"),
                       QStringLiteral("team.tbx"),
                       QStringLiteral("pool.tbx"),
                       QStringLiteral("pool.tbx")};
}

void TestTermbase::merge()
{
    QFETCH(QString, second);
    QFETCH(int, added);
    QFETCH(QStringList, skipped);
    QFETCH(QStringList, ids);
    QFETCH(QStringList, sources);

    Termbase termbase = load("glossary-v2.tbx");
    MergeReport report = termbase.merge(load("glossary-import-v2.tbx"), QStringLiteral("team.tbx"));
    if (!second.isEmpty())
        report = termbase.merge(load(qPrintable(second)), QStringLiteral("pool.tbx"));
    QCOMPARE(report.added, added);
    QCOMPARE(report.skipped, skipped);
    QCOMPARE(termbase.conceptIds(), ids);
    for (qsizetype i = 0; i < ids.size(); ++i) {
        const Concept *c = termbase.conceptById(ids[i]);
        QVERIFY(c);
        QCOMPARE(c->source, sources[i]);
    }
    // The skipped gpu keeps the base's English term; the added one keeps the user's.
    QCOMPARE(termbase.conceptById(QStringLiteral("gpu"))->term(QStringLiteral("en")), QStringLiteral("GPU"));
    QCOMPARE(termbase.conceptById(QStringLiteral("acme-sla"))->term(QStringLiteral("tr")),
             QStringLiteral("hizmet düzeyi sözleşmesi"));
}

// --- Reliability (issue 9; reproducers in tests/data/reliability, hand-worked lines and columns) ---

void TestTermbase::nestedSections_data()
{
    QTest::addColumn<QByteArray>("tbx");
    QTest::addColumn<qint64>("column");
    QTest::addColumn<QString>("fragment");

    // Defect 1: a langSec inside a termSec used to keep the term group index of another language and write
    // past the end of its term list (segfault, heap corruption). It is refused: TBX allows a language
    // section only directly in a concept, and guessing which language it continues would misfile data.
    // Column: the reproducers are one line; 1-based column just after the offending <langSec ...> tag,
    // counted from the file text ("<tbx><text><body><conceptEntry id="x"><langSec xml:lang="en"><termSec>
    // <term>a</term><langSec xml:lang="nl">" is 107 characters, so column 108).
    QTest::newRow("oob write reproducer") << readFile(reliabilityFile("tbx-langsec-in-termsec-oob-write.tbx"))
                                          << qint64(108) << QStringLiteral("a language section <langSec> is inside");
    // The nested langSec after 50 terms t0..t49 ends at character 950.
    QTest::newRow("heap overflow reproducer")
        << readFile(reliabilityFile("tbx-langsec-in-termsec-heap-overflow.tbx")) << qint64(951)
        << QStringLiteral("a language section <langSec> is inside");
    // Defect 12: a langSec inside a langSec left the following note under language "" (exported as
    // xml:lang="" and re-imported as English). Refused at the inner tag (131 characters).
    QTest::newRow("round trip reproducer") << readFile(reliabilityFile("tbx-roundtrip-empty-lang.tbx")) << qint64(132)
                                           << QStringLiteral("a language section <langSec> is inside");
    // The 2008 shape: a langSet inside a tig, after "<martif><text><body><termEntry id="t"><langSet
    // xml:lang="en"><tig><term>a</term><langSet>" (89 characters).
    QTest::newRow("langSet in tig") << QByteArray(
                                           "<martif><text><body><termEntry id=\"t\"><langSet xml:lang=\"en\"><tig>"
                                           "<term>a</term><langSet></langSet></tig></langSet></termEntry></body>"
                                           "</text></martif>")
                                    << qint64(90) << QStringLiteral("a language section <langSet> is inside");
    // A termSec inside a termSec: "<tbx><text><body><conceptEntry id="t"><langSec xml:lang="en"><termSec>
    // <termSec>" is 79 characters.
    QTest::newRow("termSec in termSec") << QByteArray(
                                               "<tbx><text><body><conceptEntry id=\"t\"><langSec xml:lang=\"en\">"
                                               "<termSec><termSec><term>a</term></termSec></termSec></langSec>"
                                               "</conceptEntry></body></text></tbx>")
                                        << qint64(80) << QStringLiteral("a term section <termSec> is inside");
}

void TestTermbase::nestedSections()
{
    QFETCH(QByteArray, tbx);
    QFETCH(qint64, column);
    QFETCH(QString, fragment);

    TermbaseError error;
    QVERIFY(!Termbase::fromTbx(tbx, &error));
    QVERIFY2(error.message.contains(fragment), qPrintable(error.message));
    QCOMPARE(error.line, qint64(1));
    QCOMPARE(error.column, column);
    QVERIFY2(error.message.startsWith(QStringLiteral("Line 1, column %1: ").arg(column)), qPrintable(error.message));
    QVERIFY(!error.message.contains(u'\n'));
}

void TestTermbase::termNotesNeverReachAnotherLanguage()
{
    // A termNote outside any term group (after another language's terms, before any term of its own)
    // changes nothing: the term it refers to is looked up in the open language and checked against its size.
    const QByteArray tbx("<tbx><text><body><conceptEntry id=\"c\">"
                         "<langSec xml:lang=\"en\"><termSec><term>a</term><term>b</term></termSec></langSec>"
                         "<langSec xml:lang=\"nl\"><termNote type=\"administrativeStatus\">preferred</termNote>"
                         "<termSec><termNote type=\"administrativeStatus\">preferred</termNote><term>c</term>"
                         "</termSec><termSec><term>d</term><termNote type=\"administrativeStatus\">preferred"
                         "</termNote></termSec></langSec></conceptEntry></body></text></tbx>");
    TermbaseError error;
    const std::optional<Termbase> termbase = Termbase::fromTbx(tbx, &error);
    QVERIFY2(termbase, qPrintable(error.message));
    const Concept *c = termbase->conceptById(QStringLiteral("c"));
    QVERIFY(c);
    QCOMPARE(c->lang.value(QStringLiteral("en")).terms, (QStringList{QStringLiteral("a"), QStringLiteral("b")}));
    // Only "d" is marked preferred (its note follows it in its own termSec).
    QCOMPARE(c->lang.value(QStringLiteral("nl")).terms, (QStringList{QStringLiteral("d"), QStringLiteral("c")}));
}

void TestTermbase::deepNesting_data()
{
    QTest::addColumn<QByteArray>("tbx");
    QTest::addColumn<qint64>("column");

    // Defect 3: 60,000 <b> inside <term> overflowed the stack in readElementText. Levels: tbx 1, text 2,
    // body 3, conceptEntry 4, langSec 5, termSec 6, term 7, so the 250th <b> is level 257, the first over
    // the limit of 256. The prefix up to <term> is 76 characters: column 76 + 250 * 3 + 1 = 827.
    QTest::newRow("60000 in term (reproducer)")
        << readFile(unpackedFile("tbx-term-nesting-60000-stack-overflow.tbx")) << qint64(827);
    // The same in descrip, note and termNote (levels: langSec 5, the element 6, the 251st <i> is 257).
    const QByteArray head("<tbx><text><body><conceptEntry id=\"d\"><langSec xml:lang=\"en\">"); // 61 characters
    auto nested = [&head](const char *open, const char *close) -> QByteArray {
        return head + open + QByteArray("<i>").repeated(60000) + QByteArray("</i>").repeated(60000) + close +
               "</langSec></conceptEntry></body></text></tbx>";
    };
    const QByteArray descrip("<descrip type=\"definition\">"); // 27 characters
    QTest::newRow("descrip") << nested(descrip.constData(), "</descrip>") << qint64(61 + 27 + 251 * 3 + 1);
    QTest::newRow("note") << nested("<note>", "</note>") << qint64(61 + 6 + 251 * 3 + 1);
    const QByteArray termNote("<termNote type=\"administrativeStatus\">"); // 38 characters
    QTest::newRow("termNote") << nested(termNote.constData(), "</termNote>") << qint64(61 + 38 + 251 * 3 + 1);
    // Containers the reader does not know (level 6 onwards): the 252nd <x> is level 257.
    const QByteArray containers = head + QByteArray("<x>").repeated(60000) + QByteArray("</x>").repeated(60000) +
                                  "</langSec></conceptEntry></body></text></tbx>";
    QTest::newRow("unknown containers") << containers << qint64(61 + 252 * 3 + 1);
}

void TestTermbase::deepNesting()
{
    QFETCH(QByteArray, tbx);
    QFETCH(qint64, column);

    TermbaseError error;
    QVERIFY(!Termbase::fromTbx(tbx, &error));
    QCOMPARE(error.line, qint64(1));
    QCOMPARE(error.column, column);
    QCOMPARE(error.message,
             QStringLiteral("Line 1, column %1: the elements are nested more than 256 levels deep.").arg(column));
}

void TestTermbase::nestingAtTheLimit()
{
    // 249 <b> inside <term> (level 7): the deepest is level 256, the limit, and loads; the text of every
    // level is collected in document order, as readElementText(IncludeChildElements) did.
    QCOMPARE(headroom::glossary::kMaxTbxDepth, 256);
    const QByteArray tbx =
        QByteArray("<tbx><text><body><conceptEntry id=\"d\"><langSec xml:lang=\"en\"><termSec><term>A") +
        QByteArray("<b>").repeated(249) + "B" + QByteArray("</b>").repeated(249) +
        "C</term></termSec></langSec></conceptEntry></body></text></tbx>";
    TermbaseError error;
    const std::optional<Termbase> termbase = Termbase::fromTbx(tbx, &error);
    QVERIFY2(termbase, qPrintable(error.message));
    QCOMPARE(termbase->concepts().constFirst().lang.value(QStringLiteral("en")).terms,
             QStringList{QStringLiteral("ABC")});
}

void TestTermbase::roundTripKeepsLanguages()
{
    // Defect 12: every note and definition is read into a real language and written back under it. A
    // langSec without xml:lang, or with an empty or blank one, is in the document language (here nl); tags
    // are reduced to their primary subtag, trimmed and lower-cased.
    const QByteArray tbx("<tbx xml:lang=\"nl\"><text><body><conceptEntry id=\"a\">"
                         "<langSec><termSec><term>x</term></termSec><note>note nl 1</note></langSec>"
                         "<langSec xml:lang=\"\"><note>note nl 2</note><descrip type=\"definition\">def nl</descrip>"
                         "</langSec>"
                         "<langSec xml:lang=\" EN-us \"><termSec><term>y</term></termSec><note>note en</note>"
                         "<descripGrp><descrip type=\"definition\">def en</descrip></descripGrp></langSec>"
                         "<langSec xml:lang=\"de\"><note>note de</note></langSec>"
                         "</conceptEntry></body></text></tbx>");
    TermbaseError error;
    const std::optional<Termbase> original = Termbase::fromTbx(tbx, &error);
    QVERIFY2(original, qPrintable(error.message));
    const Concept &c = original->concepts().constFirst();
    QStringList codes = c.lang.keys();
    codes.sort();
    QCOMPARE(codes, (QStringList{QStringLiteral("de"), QStringLiteral("en"), QStringLiteral("nl")}));
    QCOMPARE(c.lang.value(QStringLiteral("nl")).whenItMatters, QStringLiteral("note nl 1\nnote nl 2"));
    QCOMPARE(c.lang.value(QStringLiteral("nl")).definition, QStringLiteral("def nl"));
    QCOMPARE(c.lang.value(QStringLiteral("en")).whenItMatters, QStringLiteral("note en"));
    QCOMPARE(c.lang.value(QStringLiteral("en")).definition, QStringLiteral("def en"));
    QCOMPARE(c.lang.value(QStringLiteral("de")).whenItMatters, QStringLiteral("note de"));

    const QByteArray exported = original->toTbx();
    QVERIFY(!exported.contains("xml:lang=\"\""));
    const std::optional<Termbase> copy = Termbase::fromTbx(exported, &error);
    QVERIFY2(copy, qPrintable(error.message));
    QVERIFY(copy->concepts() == original->concepts());
}

void TestTermbase::specialFiles()
{
    // Defect 6: fromFile() reads through io::readRegularFile(): a FIFO is refused at once (it used to block
    // forever), /dev/zero is refused unread, a file over the cap is refused with the limit in the message.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString fifo = dir.filePath(QStringLiteral("pipe.tbx"));
    QVERIFY(::mkfifo(QFile::encodeName(fifo).constData(), 0600) == 0);
    QElapsedTimer timer;
    timer.start();
    TermbaseError error;
    QVERIFY(!Termbase::fromFile(fifo, &error));
    QVERIFY2(timer.elapsed() < 5000, "a FIFO must not block");
    QVERIFY2(error.message.contains(fifo) && error.message.contains(QLatin1String("not a regular file")),
             qPrintable(error.message));

    QVERIFY(!Termbase::fromFile(QStringLiteral("/dev/zero"), &error));
    QVERIFY2(error.message.contains(QLatin1String("/dev/zero")) &&
                 error.message.contains(QLatin1String("not a regular file")),
             qPrintable(error.message));

    // A sparse file one byte over 64 MiB (no disk used).
    const QString big = dir.filePath(QStringLiteral("big.tbx"));
    QFile file(big);
    QVERIFY(file.open(QIODevice::WriteOnly));
    QVERIFY(file.resize(headroom::glossary::kMaxTermbaseFileBytes + 1));
    file.close();
    QCOMPARE(headroom::glossary::kMaxTermbaseFileBytes, qint64(64) * 1024 * 1024);
    QVERIFY(!Termbase::fromFile(big, &error));
    QVERIFY2(error.message.contains(big) && error.message.contains(QLatin1String("64 MiB")), qPrintable(error.message));
}

QTEST_GUILESS_MAIN(TestTermbase)
#include "tst_termbase.moc"
