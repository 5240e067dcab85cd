// SPDX-License-Identifier: GPL-3.0-or-later
// Tests for headroom::glossary::Termbase: the TBX reader (ISO 30042:2019 and 2008 shapes) and its errors.
// Expected values are read off the fixture files in tests/data by hand.
#include <glossary/termbase.h>

#include <QTest>

using headroom::glossary::Concept;
using headroom::glossary::Termbase;
using headroom::glossary::TermbaseError;

namespace {

QString dataFile(const char *name)
{
    return QStringLiteral(HEADROOM_TEST_DATA_DIR "/") + QString::fromUtf8(name);
}

Termbase load(const char *name)
{
    TermbaseError error;
    std::optional<Termbase> termbase = Termbase::fromFile(dataFile(name), &error);
    if (!termbase)
        qFatal("fixture %s does not load: %s", name, qUtf8Printable(error.message));
    return std::move(*termbase);
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
    void externalEntityIsNotResolved();
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

void TestTermbase::externalEntityIsNotResolved()
{
    // An external entity pointing at a readable local file (another fixture, which contains "martif") and an
    // internal one. QXmlStreamReader expands the internal entity and leaves the external one out.
    const QByteArray target = dataFile("glossary-v2.tbx").toUtf8();
    const QByteArray tbx =
        "<?xml version=\"1.0\"?>\n<!DOCTYPE tbx [ <!ENTITY ext SYSTEM \"file://" + target +
        "\"> <!ENTITY int \"internal\"> ]>\n<tbx><text><body><conceptEntry id=\"x\"><langSec xml:lang=\"en\">"
        "<termSec><term>A &ext; B &int;</term></termSec></langSec></conceptEntry></body></text></tbx>";
    TermbaseError error;
    const std::optional<Termbase> termbase = Termbase::fromTbx(tbx, &error);
    QVERIFY2(termbase, qPrintable(error.message));
    QCOMPARE(termbase->conceptById(QStringLiteral("x"))->term(QStringLiteral("en")), QStringLiteral("A B internal"));
}

QTEST_GUILESS_MAIN(TestTermbase)
#include "tst_termbase.moc"
