// SPDX-License-Identifier: GPL-3.0-or-later
// The glossary result model over a small inline termbase: structure (QAbstractItemModelTester),
// roles, display language and the bold highlight of the matched text.

#include <ui/glossaryresultmodel.h>
#include <ui/questions.h>

#include <glossary/searchindex.h>
#include <glossary/termbase.h>

#include <QAbstractItemModelTester>
#include <QTest>

using headroom::glossary::Hit;
using headroom::glossary::SearchIndex;
using headroom::glossary::Termbase;
using headroom::glossary::Tier;
using headroom::ui::GlossaryResultModel;

namespace {

const char kTbx[] = R"(<?xml version="1.0" encoding="UTF-8"?>
<tbx type="TBX-Basic" style="dca" xml:lang="en" xmlns="urn:iso:std:iso:30042:ed-2">
  <tbxHeader><fileDesc><sourceDesc><p>test</p></sourceDesc></fileDesc></tbxHeader>
  <text><body>
    <conceptEntry id="kv-cache">
      <descrip type="subjectField">memory</descrip>
      <langSec xml:lang="en">
        <descrip type="definition">Keys and values of earlier tokens kept per layer.</descrip>
        <termSec><term>KV cache</term></termSec>
        <termSec><term>key-value cache</term></termSec>
      </langSec>
      <langSec xml:lang="nl">
        <descrip type="definition">Sleutels en waarden van eerdere tokens.</descrip>
        <termSec><term>KV-cache</term></termSec>
      </langSec>
      <langSec xml:lang="tr">
        <descrip type="definition">Önceki belirteçlerin anahtarları ve değerleri.</descrip>
        <termSec><term>KV önbelleği</term></termSec>
      </langSec>
    </conceptEntry>
    <conceptEntry id="weights">
      <langSec xml:lang="en">
        <descrip type="definition">The learned parameters of the model, stored in the GPU memory.</descrip>
        <termSec><term>weights</term></termSec>
      </langSec>
      <langSec xml:lang="nl"><termSec><term>gewichten</term></termSec></langSec>
      <langSec xml:lang="tr"><termSec><term>ağırlıklar</term></termSec></langSec>
    </conceptEntry>
    <conceptEntry id="egress">
      <langSec xml:lang="en">
        <descrip type="definition">Data leaving the provider's network, usually billed per GB.</descrip>
        <termSec><term>egress</term></termSec>
      </langSec>
      <langSec xml:lang="nl"><termSec><term>uitgaand verkeer</term></termSec></langSec>
    </conceptEntry>
  </body></text>
</tbx>
)";

} // namespace

class TstGlossaryResultModel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void modelIsStructurallySound();
    void listsConceptsInTheUiLanguage();
    void hitsCarryTheirRoles();
    void questionRowsLeadTheFullList();
    void everyTierHasAHint();
    void highlighted_data();
    void highlighted();

private:
    std::optional<Termbase> m_termbase;
};

void TstGlossaryResultModel::initTestCase()
{
    headroom::glossary::TermbaseError error;
    m_termbase = Termbase::fromTbx(QByteArray(kTbx), &error);
    QVERIFY2(m_termbase.has_value(), qPrintable(error.message));
    QCOMPARE(m_termbase->concepts().size(), 3);
}

void TstGlossaryResultModel::modelIsStructurallySound()
{
    GlossaryResultModel model(*m_termbase);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    const SearchIndex index(*m_termbase, QStringLiteral("en"));
    model.setConcepts(index.sortedConceptIds(), QStringLiteral("en"));
    QCOMPARE(model.rowCount(), 3);
    model.setHits(index.search(QStringLiteral("cache")), QStringLiteral("en"));
    QVERIFY(model.rowCount() >= 1);
    model.setHits({}, QStringLiteral("en"));
    QCOMPARE(model.rowCount(), 0);
    model.setConcepts(index.sortedConceptIds(), QStringLiteral("nl"));
    QCOMPARE(model.rowCount(), 3);
    model.setConcepts(index.sortedConceptIds(), QStringLiteral("en"), {QStringLiteral("fit")});
    QCOMPARE(model.rowCount(), 6); // heading, question, heading, three concepts
}

void TstGlossaryResultModel::listsConceptsInTheUiLanguage()
{
    GlossaryResultModel model(*m_termbase);
    model.setConcepts({QStringLiteral("weights"), QStringLiteral("egress")}, QStringLiteral("nl"));
    QCOMPARE(model.index(0).data().toString(), QStringLiteral("gewichten"));
    QCOMPARE(model.index(1).data().toString(), QStringLiteral("uitgaand verkeer"));
    QCOMPARE(model.index(1).data(GlossaryResultModel::ConceptIdRole).toString(), QStringLiteral("egress"));
    QCOMPARE(model.index(1).data(GlossaryResultModel::TierRole).toInt(), -1);
    // "egress" has no Turkish term: Concept::term falls back to English.
    model.setConcepts({QStringLiteral("egress")}, QStringLiteral("tr"));
    QCOMPARE(model.index(0).data().toString(), QStringLiteral("egress"));
    QCOMPARE(model.rowOf(QStringLiteral("egress")), 0);
    QCOMPARE(model.rowOf(QStringLiteral("weights")), -1);
}

void TstGlossaryResultModel::hitsCarryTheirRoles()
{
    GlossaryResultModel model(*m_termbase);
    // A synonym hit in English shown in a Dutch UI: the row shows the Dutch term, the hint the synonym
    // with "value" in bold, its language and tier.
    Hit synonym;
    synonym.conceptId = QStringLiteral("kv-cache");
    synonym.matchedText = QStringLiteral("key-value cache");
    synonym.matchedLanguage = QStringLiteral("en");
    synonym.tier = Tier::Synonym;
    synonym.highlightStart = 4;
    synonym.highlightLength = 5;
    // An exact hit on the UI-language term itself: the term is highlighted in place.
    Hit exact;
    exact.conceptId = QStringLiteral("weights");
    exact.matchedText = QStringLiteral("gewichten");
    exact.matchedLanguage = QStringLiteral("nl");
    exact.tier = Tier::Exact;
    exact.highlightStart = 0;
    exact.highlightLength = 9;
    model.setHits({synonym, exact}, QStringLiteral("nl"));

    QCOMPARE(model.rowCount(), 2);
    const QModelIndex first = model.index(0);
    QCOMPARE(first.data().toString(), QStringLiteral("KV-cache"));
    QCOMPARE(first.data(GlossaryResultModel::MatchedLanguageRole).toString(), QStringLiteral("en"));
    QCOMPARE(first.data(GlossaryResultModel::TierRole).toInt(), static_cast<int>(Tier::Synonym));
    const QString html = first.data(GlossaryResultModel::HtmlRole).toString();
    QVERIFY2(html.startsWith(QLatin1String("KV-cache<br>")), qPrintable(html));
    QVERIFY2(html.contains(QStringLiteral("<span class=\"hint\">synonym (EN): key-<b>value</b> cache</span>")),
             qPrintable(html));
    QVERIFY(first.data(Qt::ToolTipRole).toString().contains(QLatin1String("key-value cache")));

    QCOMPARE(model.index(1).data(GlossaryResultModel::HtmlRole).toString(), QStringLiteral("<b>gewichten</b>"));
    QCOMPARE(model.conceptIdAt(1), QStringLiteral("weights"));
    QCOMPARE(model.conceptIdAt(2), QString());
}

void TstGlossaryResultModel::questionRowsLeadTheFullList()
{
    GlossaryResultModel model(*m_termbase);
    // An unknown question id is left out: heading, 2 questions, heading, 2 concepts.
    model.setConcepts({QStringLiteral("weights"), QStringLiteral("egress")}, QStringLiteral("en"),
                      {QStringLiteral("fit"), QStringLiteral("no-such-question"), QStringLiteral("kv-size")});
    QCOMPARE(model.rowCount(), 6);
    using Kind = GlossaryResultModel::RowKind;
    const QList<Kind> kinds{Kind::Heading, Kind::Question, Kind::Question, Kind::Heading, Kind::Concept, Kind::Concept};
    for (int row = 0; row < model.rowCount(); ++row)
        QCOMPARE(model.index(row).data(GlossaryResultModel::RowKindRole).toInt(), int(kinds.at(row)));
    QCOMPARE(model.flags(model.index(0)), Qt::NoItemFlags);
    QCOMPARE(model.flags(model.index(3)), Qt::NoItemFlags);
    QVERIFY(model.flags(model.index(1)) & Qt::ItemIsSelectable);
    QCOMPARE(model.questionIdAt(2), QStringLiteral("kv-size"));
    QCOMPARE(model.index(2).data(GlossaryResultModel::QuestionIdRole).toString(), QStringLiteral("kv-size"));
    QCOMPARE(model.index(1).data().toString(), headroom::ui::questionById(QStringLiteral("fit"))->text());
    QCOMPARE(model.conceptIdAt(1), QString());
    QCOMPARE(model.index(0).data().toString(), QStringLiteral("Start with a question"));
    QCOMPARE(model.index(3).data().toString(), QStringLiteral("All terms"));
    QCOMPARE(model.rowOf(QStringLiteral("egress")), 5);
    QCOMPARE(model.firstConceptRow(), 4);
    QVERIFY(model.index(1)
                .data(GlossaryResultModel::HtmlRole)
                .toString()
                .startsWith(QLatin1String("<span class=\"question\">")));
    // Without questions there are no headings either.
    model.setConcepts({QStringLiteral("weights")}, QStringLiteral("en"));
    QCOMPARE(model.rowCount(), 1);
    QCOMPARE(model.firstConceptRow(), 0);
}

void TstGlossaryResultModel::everyTierHasAHint()
{
    QStringList hints;
    for (const Tier t : {Tier::Exact, Tier::Prefix, Tier::Synonym, Tier::Substring, Tier::Definition, Tier::Fuzzy}) {
        const QString hint = GlossaryResultModel::tierHint(t);
        QVERIFY2(!hint.isEmpty(), qPrintable(headroom::glossary::tierName(t)));
        QVERIFY2(!hints.contains(hint), qPrintable(hint));
        hints << hint;
    }
}

void TstGlossaryResultModel::highlighted_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("start");
    QTest::addColumn<int>("length");
    QTest::addColumn<int>("context");
    QTest::addColumn<QString>("html");
    QTest::newRow("prefix") << QStringLiteral("KV cache") << 0 << 2 << -1 << QStringLiteral("<b>KV</b> cache");
    QTest::newRow("escaped") << QStringLiteral("a<b & c") << 0 << 3 << -1 << QStringLiteral("<b>a&lt;b</b> &amp; c");
    QTest::newRow("turkish letters") << QStringLiteral("KV önbelleği") << 3 << 9 << -1
                                     << QStringLiteral("KV <b>önbelleği</b>");
    QTest::newRow("no highlight") << QStringLiteral("egress") << 0 << 0 << -1 << QStringLiteral("egress");
    QTest::newRow("out of range is clamped") << QStringLiteral("abc") << 2 << 10 << -1 << QStringLiteral("ab<b>c</b>");
    // Context 4: "0123456789 match 0123456789", match at 11..16 -> keep 7..20, ellipses on both sides.
    QTest::newRow("cut to context") << QStringLiteral("0123456789 match 0123456789") << 11 << 5 << 4
                                    << QStringLiteral("…789 <b>match</b> 012…");
}

void TstGlossaryResultModel::highlighted()
{
    QFETCH(QString, text);
    QFETCH(int, start);
    QFETCH(int, length);
    QFETCH(int, context);
    QFETCH(QString, html);
    QCOMPARE(GlossaryResultModel::highlighted(text, start, length, context), html);
}

QTEST_GUILESS_MAIN(TstGlossaryResultModel)
#include "tst_glossaryresultmodel.moc"
