// SPDX-License-Identifier: GPL-3.0-or-later
// The glossary result model over a small inline termbase: structure (QAbstractItemModelTester),
// roles, display language, the bold highlight of every matched range, question hits and the "did you
// mean" heading over suggestions.

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
    void everyRangeIsHighlighted_data();
    void everyRangeIsHighlighted();
    void questionHitsShowTheQuestion();
    void suggestionsFollowTheirHeading();

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

    // A match deep in a definition: the hint starts 8 characters before it ("…" first), so that the
    // match is in sight in a narrow list. The text: 60 "x"s, a space, "bellek", a space, 60 "y"s.
    Hit deep;
    deep.conceptId = QStringLiteral("vram");
    deep.matchedText = QString(60, QLatin1Char('x')) + QStringLiteral(" bellek ") + QString(60, QLatin1Char('y'));
    deep.matchedLanguage = QStringLiteral("tr");
    deep.tier = Tier::Definition;
    deep.highlightStart = 61;
    deep.highlightLength = 6;
    model.setHits({deep}, QStringLiteral("nl"));
    const QString hint = model.index(0).data(GlossaryResultModel::HtmlRole).toString();
    // From 61 - 8 = 53 to 67 + 8 = 75: 7 "x"s, the space, the match, the space, 7 "y"s.
    const QString expected = QStringLiteral("…") + QString(7, QLatin1Char('x')) + QStringLiteral(" <b>bellek</b> ") +
                             QString(7, QLatin1Char('y')) + QStringLiteral("…");
    QVERIFY2(hint.contains(expected), qPrintable(hint));
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
    QCOMPARE(model.index(1).data().toString(), QStringLiteral("Will my model fit on this GPU?")); // questions.json, en
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
    for (const Tier t : {Tier::Exact, Tier::Prefix, Tier::Synonym, Tier::Substring, Tier::Definition, Tier::Fuzzy,
                         Tier::Words, Tier::Partial, Tier::Suggestion}) {
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

void TstGlossaryResultModel::everyRangeIsHighlighted_data()
{
    using headroom::glossary::TextMatch;
    QTest::addColumn<QString>("text");
    QTest::addColumn<QList<TextMatch>>("ranges");
    QTest::addColumn<int>("context");
    QTest::addColumn<QString>("html");
    // "KV cache size": KV at 0..2, size at 9..13.
    QTest::newRow("two words") << QStringLiteral("KV cache size") << QList<TextMatch>{{0, 2}, {9, 4}} << -1
                               << QStringLiteral("<b>KV</b> cache <b>size</b>");
    QTest::newRow("adjacent") << QStringLiteral("abcd") << QList<TextMatch>{{0, 2}, {2, 2}} << -1
                              << QStringLiteral("<b>ab</b><b>cd</b>");
    QTest::newRow("overlap dropped") << QStringLiteral("abcdef") << QList<TextMatch>{{0, 3}, {2, 2}, {4, 1}} << -1
                                     << QStringLiteral("<b>abc</b>d<b>e</b>f");
    QTest::newRow("escaped") << QStringLiteral("a&b<c") << QList<TextMatch>{{0, 1}, {4, 1}} << -1
                             << QStringLiteral("<b>a</b>&amp;b&lt;<b>c</b>");
    // Context 2: ranges at 4..6 and 8..10 of "0123ab67cd1234567": keep 2..12, ellipses both sides.
    QTest::newRow("cut around the ranges") << QStringLiteral("0123ab67cd1234567") << QList<TextMatch>{{4, 2}, {8, 2}}
                                           << 2 << QStringLiteral("…23<b>ab</b>67<b>cd</b>12…");
    // Context 1: a second range 10 characters after the first (over 4 x 1) is left out: keep 0..3.
    QTest::newRow("far range left out") << QStringLiteral("ab0123456789cd") << QList<TextMatch>{{0, 2}, {12, 2}} << 1
                                        << QStringLiteral("<b>ab</b>0…");
}

void TstGlossaryResultModel::everyRangeIsHighlighted()
{
    using headroom::glossary::TextMatch;
    QFETCH(QString, text);
    QFETCH(QList<TextMatch>, ranges);
    QFETCH(int, context);
    QFETCH(QString, html);
    QCOMPARE(GlossaryResultModel::highlighted(text, ranges, context), html);

    // A word-tier hit on the term itself highlights each of its ranges in the row.
    GlossaryResultModel model(*m_termbase);
    Hit words;
    words.conceptId = QStringLiteral("kv-cache");
    words.matchedText = QStringLiteral("key-value cache");
    words.matchedLanguage = QStringLiteral("en");
    words.tier = Tier::Words;
    words.highlights = {{0, 3}, {10, 5}}; // "key", "cache"
    words.highlightStart = 0;
    words.highlightLength = 3;
    model.setHits({words}, QStringLiteral("en"));
    QVERIFY(model.index(0)
                .data(GlossaryResultModel::HtmlRole)
                .toString()
                .contains(QLatin1String("<b>key</b>-value <b>cache</b>")));
}

void TstGlossaryResultModel::questionHitsShowTheQuestion()
{
    GlossaryResultModel model(*m_termbase);
    Hit question;
    question.conceptId = QStringLiteral("kv-cache");
    question.questionId = QStringLiteral("kv-size");
    question.matchedText = QStringLiteral("Waarom is de KV-cache zo groot?");
    question.matchedLanguage = QStringLiteral("nl");
    question.tier = Tier::Prefix;
    question.highlights = {{0, 6}}; // "Waarom"
    model.setHits({question}, QStringLiteral("en"));
    QCOMPARE(model.rowCount(), 1);
    QCOMPARE(model.index(0).data().toString(), question.matchedText);
    QCOMPARE(model.index(0).data(GlossaryResultModel::RowKindRole).toInt(),
             int(GlossaryResultModel::RowKind::Question));
    QCOMPARE(model.questionIdAt(0), QStringLiteral("kv-size"));
    QCOMPARE(model.conceptIdAt(0), QStringLiteral("kv-cache")); // what it opens
    QCOMPARE(model.rowOf(QStringLiteral("kv-cache")), 0);
    const QString html = model.index(0).data(GlossaryResultModel::HtmlRole).toString();
    QVERIFY2(html.startsWith(QLatin1String("<span class=\"question\"><b>Waarom</b> is de KV-cache zo groot?</span>")),
             qPrintable(html));
    QVERIFY2(html.contains(QLatin1String("KV cache")), qPrintable(html)); // the concept's term in the hint
}

void TstGlossaryResultModel::suggestionsFollowTheirHeading()
{
    GlossaryResultModel model(*m_termbase);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    Hit weights;
    weights.conceptId = QStringLiteral("weights");
    weights.matchedText = QStringLiteral("weights");
    weights.matchedLanguage = QStringLiteral("en");
    weights.tier = Tier::Suggestion;
    Hit egress = weights;
    egress.conceptId = QStringLiteral("egress");
    egress.matchedText = QStringLiteral("egress");
    model.setHits({weights, egress}, QStringLiteral("en"));
    QVERIFY(model.showsSuggestions());
    // Heading, then the two suggestions.
    QCOMPARE(model.rowCount(), 3);
    QCOMPARE(model.index(0).data().toString(), QStringLiteral("No matches. Did you mean:"));
    QCOMPARE(model.index(0).data(GlossaryResultModel::RowKindRole).toInt(), int(GlossaryResultModel::RowKind::Heading));
    QCOMPARE(model.flags(model.index(0)), Qt::NoItemFlags);
    QCOMPARE(model.firstSelectableRow(), 1);
    QCOMPARE(model.conceptIdAt(1), QStringLiteral("weights"));
    QCOMPARE(model.conceptIdAt(2), QStringLiteral("egress"));
    QCOMPARE(model.rowOf(QStringLiteral("egress")), 2);
    // Ordinary hits have no heading.
    weights.tier = Tier::Fuzzy;
    model.setHits({weights}, QStringLiteral("en"));
    QVERIFY(!model.showsSuggestions());
    QCOMPARE(model.rowCount(), 1);
    QCOMPARE(model.firstSelectableRow(), 0);
}

QTEST_GUILESS_MAIN(TstGlossaryResultModel)
#include "tst_glossaryresultmodel.moc"
