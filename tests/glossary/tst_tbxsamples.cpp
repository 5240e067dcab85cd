// SPDX-License-Identifier: GPL-3.0-or-later
// The TBX-Basic maintainers' two valid samples (tests/data/tbx-basic, LTAC-Global/TBX-Basic_dialect at
// 317fb29) lose nothing: import (Termbase::fromTbx and TermbaseStore::importData), export (toTbx) and
// re-import keep every definition, subject field, context, source, note and term note, in its language.
//
// The expected counts were worked out from the XML, not from our reader:
//   totals:        grep -c '<descrip type="definition"' (DCA) / grep -c '<basic:definition' (DCT), and so on
//                  for subjectField, context, admin type="source" / basic:source, <note, termNote types;
//   per language:  awk '/<langSec xml:lang="/{match($0,/xml:lang="[^"]*"/); l=substr($0,RSTART+10,RLENGTH-11)}
//                  /<\/langSec>/{l="-"} ...' counting the same tags while a langSec is open ("-": concept
//                  level, outside any langSec).
// DCA (Example_Astronomy_DCA_VALID.tbx), 45 concepts, 113 terms:
//   "-" : 39 subject fields (grep -c 'type="subjectField"' = 39), 35 notes, 34 xref xGraphic
//   en  : 36 definitions, 53 contexts, 89 sources (36 with definitions + 53 with contexts), 28 notes
//         (17 langSec level + 11 termSec level), 88 term notes (17 administrativeStatus, 55 partOfSpeech,
//         16 termType)
//   es  : 38 definitions, 51 contexts, 89 sources, 10 notes (3 + 7), 76 term notes (15, 52, 9)
//   zu  : 35 notes (in 6 termSecs), no definition
//   so 74 definitions (grep -c), 104 contexts, 178 sources, 108 notes, 164 term notes (32 + 107 + 25) and
//   316 transacGrp (grep -c '<transacGrp>').
// DCT (Example_Astronomy_DCT_VALID.tbx): the same except the notes: "-" 38, en 25 (14 + 11), es 7 (0 + 7),
//   zu 35 (105 = grep -c '<note'); 74 <basic:definition, 39 <min:subjectField, 104 <basic:context,
//   178 <basic:source, 32 <min:administrativeStatus + 107 <min:partOfSpeech + 25 <basic:termType.

#include <glossary/termbase.h>
#include <glossary/termbasestore.h>

#include <QFile>
#include <QMap>
#include <QTemporaryDir>
#include <QTest>

using namespace headroom::glossary;

namespace {

QString dataFile(const QString &name)
{
    return QStringLiteral(HEADROOM_TEST_DATA_DIR "/tbx-basic/") + name;
}

QByteArray readAll(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(path));
    return file.readAll();
}

/// Counts per language ("-" for the concept level) and kind: "definition", "subjectField", "context",
/// "source", "note", "termNote" and "termNote:<type>", "xref", "transacGrp".
using Counts = QMap<QString, int>;

/// Every text kept, as "lang|kind|text" lines in a stable order (concept order, then field order).
struct Census {
    Counts counts;
    QStringList texts;
    int terms = 0;
};

void add(Census &census, const QString &lang, const QString &kind, const QString &text)
{
    census.counts[lang + u' ' + kind] += 1;
    census.texts.append(lang + u'|' + kind + u'|' + text);
}

/// One TbxDatum list (concept, language or term level).
void countData(Census &census, const QString &lang, const QList<TbxDatum> &data)
{
    for (const TbxDatum &d : data) {
        if (d.element == u"descrip" && (d.type == u"definition" || d.type == u"context" || d.type == u"subjectField"))
            add(census, lang, d.type, d.text);
        else if (d.element == u"admin" && d.type == u"source")
            add(census, lang, QStringLiteral("source"), d.text);
        else if (d.element == u"note")
            add(census, lang, QStringLiteral("note"), d.text);
        else if (d.element == u"xref")
            add(census, lang, QStringLiteral("xref"), d.target + u' ' + d.text);
        if (d.element == u"termNote") {
            add(census, lang, QStringLiteral("termNote"), d.type + u'=' + d.text);
            census.counts[lang + QStringLiteral(" termNote:") + d.type] += 1;
        }
        if (d.element == u"transac") // one per transacGrp in both samples
            census.counts[lang + QStringLiteral(" transacGrp")] += 1;
    }
}

Census census(const Termbase &termbase, const QString &source = QString())
{
    Census c;
    for (const Concept &concept_ : termbase.concepts()) {
        if (concept_.source != source)
            continue;
        const QString none = QStringLiteral("-");
        if (!concept_.subject.isEmpty())
            add(c, none, QStringLiteral("subjectField"), concept_.subject);
        countData(c, none, concept_.data);
        QStringList codes = concept_.lang.keys();
        codes.sort();
        for (const QString &code : std::as_const(codes)) {
            const LangEntry &entry = concept_.lang[code];
            if (!entry.definition.isEmpty())
                add(c, code, QStringLiteral("definition"), entry.definition);
            if (!entry.definitionSource().isEmpty())
                add(c, code, QStringLiteral("source"), entry.definitionSource());
            for (const QString &note : entry.whenItMatters.split(u'\n', Qt::SkipEmptyParts))
                add(c, code, QStringLiteral("note"), note);
            countData(c, code, entry.data());
            for (const QString &term : entry.terms) {
                ++c.terms;
                c.texts.append(code + QStringLiteral("|term|") + term);
                if (const QList<TbxDatum> *data = entry.termData(term))
                    countData(c, code, *data);
                else // no entry: the export writes the generated administrativeStatus
                    c.counts[code + QStringLiteral(" termNote")] += 1;
            }
        }
    }
    return c;
}

Counts expectedCounts(bool dct)
{
    Counts e;
    auto set = [&e](const char *lang, const char *kind, int n) {
        e[QLatin1String(lang) + u' ' + QLatin1String(kind)] = n;
    };
    set("-", "subjectField", 39);
    set("-", "note", dct ? 38 : 35);
    set("-", "xref", 34);
    set("en", "definition", 36);
    set("en", "context", 53);
    set("en", "source", 89);
    set("en", "note", dct ? 25 : 28);
    set("en", "termNote", 88);
    set("en", "termNote:administrativeStatus", 17);
    set("en", "termNote:partOfSpeech", 55);
    set("en", "termNote:termType", 16);
    set("es", "definition", 38);
    set("es", "context", 51);
    set("es", "source", 89);
    set("es", "note", dct ? 7 : 10);
    set("es", "termNote", 76);
    set("es", "termNote:administrativeStatus", 15);
    set("es", "termNote:partOfSpeech", 52);
    set("es", "termNote:termType", 9);
    set("zu", "note", 35);
    return e;
}

/// `counts` without the transacGrp entries (checked separately).
Counts withoutTransactions(Counts counts, int *transactions)
{
    *transactions = 0;
    for (auto it = counts.begin(); it != counts.end();) {
        if (it.key().endsWith(QLatin1String(" transacGrp"))) {
            *transactions += it.value();
            it = counts.erase(it);
        } else {
            ++it;
        }
    }
    return counts;
}

} // namespace

class TestTbxSamples : public QObject
{
    Q_OBJECT

private slots:
    void roundTrip_data();
    void roundTrip();
    void dcaAndDctAgree();
    void firstConceptTexts();
    void storeImport_data();
    void storeImport();
};

void TestTbxSamples::roundTrip_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<bool>("dct");
    QTest::newRow("DCA") << QStringLiteral("Example_Astronomy_DCA_VALID.tbx") << false;
    QTest::newRow("DCT") << QStringLiteral("Example_Astronomy_DCT_VALID.tbx") << true;
}

void TestTbxSamples::roundTrip()
{
    QFETCH(QString, file);
    QFETCH(bool, dct);

    TermbaseError error;
    QStringList warnings;
    const std::optional<Termbase> imported = Termbase::fromTbx(readAll(dataFile(file)), &error, &warnings);
    QVERIFY2(imported, qPrintable(error.message));
    QCOMPARE(imported->concepts().size(), 45);
    const Census first = census(*imported);
    QCOMPARE(first.terms, 113); // grep -c '<term>'
    int transactions = 0;
    QCOMPARE(withoutTransactions(first.counts, &transactions), expectedCounts(dct));
    QCOMPARE(transactions, 316); // grep -c '<transacGrp>'
    // es in 39 concepts and zu in 6 are kept, and said to be: no "not shown" any more.
    QCOMPARE(warnings.filter(QStringLiteral("language \"es\" is kept")).size(), 39);
    QCOMPARE(warnings.filter(QStringLiteral("language \"zu\" is kept")).size(), 6);
    QVERIFY(warnings.filter(QStringLiteral("not shown")).isEmpty());

    // The export is DCA whatever the input style: count its elements directly.
    const QByteArray tbx = imported->toTbx();
    QCOMPARE(tbx.count("<descrip type=\"definition\">"), 74);
    QCOMPARE(tbx.count("<descrip type=\"subjectField\">"), 39);
    QCOMPARE(tbx.count("<descrip type=\"context\">"), 104);
    QCOMPARE(tbx.count("<admin type=\"source\">"), 178);
    QCOMPARE(tbx.count("<note>"), dct ? 105 : 108);
    QCOMPARE(tbx.count("<termNote "), 164);
    QCOMPARE(tbx.count("<termNote type=\"administrativeStatus\">"), 32);
    QCOMPARE(tbx.count("<transacGrp>"), 316);
    QCOMPARE(tbx.count("<xref "), 34);

    const std::optional<Termbase> again = Termbase::fromTbx(tbx, &error);
    QVERIFY2(again, qPrintable(error.message));
    const Census second = census(*again);
    QCOMPARE(second.counts, first.counts);
    QCOMPARE(second.texts, first.texts);
    QVERIFY(again->concepts() == imported->concepts());
    QCOMPARE(again->toTbx(), tbx); // a second round trip changes nothing
}

void TestTbxSamples::dcaAndDctAgree()
{
    // The two files carry the same definitions, subject fields, contexts, sources and term notes (only the
    // notes moved): the DCT reader finds exactly what the DCA reader finds.
    const std::optional<Termbase> dca =
        Termbase::fromTbx(readAll(dataFile(QStringLiteral("Example_Astronomy_DCA_VALID.tbx"))));
    const std::optional<Termbase> dct =
        Termbase::fromTbx(readAll(dataFile(QStringLiteral("Example_Astronomy_DCT_VALID.tbx"))));
    QVERIFY(dca && dct);
    auto withoutNotes = [](QStringList texts) {
        texts.removeIf([](const QString &t) { return t.contains(QLatin1String("|note|")); });
        return texts;
    };
    QCOMPARE(withoutNotes(census(*dct).texts), withoutNotes(census(*dca).texts));
}

void TestTbxSamples::firstConceptTexts()
{
    // c1 as written in both files (lines 19-125 of the DCA file), whitespace collapsed.
    for (const QString &file :
         {QStringLiteral("Example_Astronomy_DCA_VALID.tbx"), QStringLiteral("Example_Astronomy_DCT_VALID.tbx")}) {
        const std::optional<Termbase> termbase = Termbase::fromTbx(readAll(dataFile(file)));
        QVERIFY(termbase);
        const Concept *c1 = termbase->conceptById(QStringLiteral("c1"));
        QVERIFY(c1);
        QCOMPARE(c1->subject, QStringLiteral("General"));
        const LangEntry en = c1->lang.value(QStringLiteral("en"));
        QCOMPARE(en.terms, (QStringList{QStringLiteral("open cluster"), QStringLiteral("galactic cluster")}));
        QCOMPARE(en.definition, QStringLiteral("A group of stars formed together in the spiral arms of a galaxy."));
        QCOMPARE(en.definitionSource(), QStringLiteral("Oxford2007"));
        QVERIFY(en.termData(QStringLiteral("galactic cluster")));
        const QList<TbxDatum> galactic = *en.termData(QStringLiteral("galactic cluster"));
        QVERIFY(galactic.size() >= 4);
        QVERIFY(galactic[0] == (TbxDatum{QStringLiteral("termNote"), QStringLiteral("partOfSpeech"),
                                         QStringLiteral("noun"), QString(), 0}));
        QVERIFY(galactic[1] == (TbxDatum{QStringLiteral("termNote"), QStringLiteral("administrativeStatus"),
                                         QStringLiteral("supersededTerm-admn-sts"), QString(), 0}));
        QCOMPARE(galactic[2].text, QStringLiteral("In contrast, the galactic cluster represented by M29 is a grouping "
                                                  "of stars—a “knot” of stars in the stellar backdrop."));
        QCOMPARE(galactic[3].text, QStringLiteral("http://www.eastbayastro.org/2000/0900/r0900-8.htm"));
        QCOMPARE(galactic[2].group, galactic[3].group); // context and its source: one descripGrp
        QVERIFY(galactic[2].group != 0);
        const LangEntry es = c1->lang.value(QStringLiteral("es"));
        QCOMPARE(es.terms, QStringList{QStringLiteral("cúmulo abierto")});
    }
}

void TestTbxSamples::storeImport_data()
{
    roundTrip_data();
}

void TestTbxSamples::storeImport()
{
    QFETCH(QString, file);
    QFETCH(bool, dct);
    QTemporaryDir folder;
    QVERIFY(folder.isValid());
    TermbaseStore store(folder.path());
    TermbaseError error;
    const std::optional<MergeReport> report = store.importData(dataFile(file), readAll(dataFile(file)), &error);
    QVERIFY2(report, qPrintable(error.message));
    QCOMPARE(report->added, 45);
    QCOMPARE(report->skipped.filter(QStringLiteral("is kept")).size(), 39 + 6);

    QStringList problems;
    const Termbase loaded = store.load(&problems);
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n'))); // no id of the samples is built in
    const Census stored = census(loaded, file);
    int transactions = 0;
    QCOMPARE(withoutTransactions(stored.counts, &transactions), expectedCounts(dct));
    QCOMPARE(transactions, 316);
}

QTEST_GUILESS_MAIN(TestTbxSamples)
#include "tst_tbxsamples.moc"
