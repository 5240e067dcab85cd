// SPDX-License-Identifier: GPL-3.0-or-later
// The glossary pane on the offscreen platform with the built-in termbase: keyboard (Ctrl+F/Ctrl+K,
// arrows in the search field, Enter, Esc, Tab order), see-also links by concept id, back/forward,
// favourites and history that survive a new pane, "Start with a question", the source of concepts from
// a user termbase, and "Show in chart" on every concept the chart draws; typed questions, the article
// following the best hit, the query marked in the article, "did you mean", the searches that found nothing
// and the languages of an imported termbase beyond nl/en/tr.

#include <ui/glossaryhistory.h>
#include <ui/glossarypane.h>
#include <ui/glossaryresultdelegate.h>
#include <ui/glossaryresultmodel.h>
#include <ui/questions.h>
#include <ui/theme.h>

#include <fit/fitmodel.h>
#include <glossary/missedsearches.h>
#include <glossary/termbase.h>

#include <QAction>
#include <QApplication>
#include <QFile>
#include <QLineEdit>
#include <QListView>
#include <QMenu>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>
#include <QTextBrowser>
#include <QToolButton>
#include <QUrl>

#include <memory>
#include <string>

using headroom::glossary::Termbase;
using headroom::ui::GlossaryHistory;
using headroom::ui::GlossaryPane;
using headroom::ui::GlossaryResultModel;
using headroom::ui::QuestionAction;

Q_DECLARE_METATYPE(headroom::ui::QuestionAction)

class TstGlossaryPane : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void shortcutsFocusAndSelectTheSearchField_data();
    void shortcutsFocusAndSelectTheSearchField();
    void arrowKeysInTheFieldMoveInTheResults();
    void enterOpensTheSelectedResult();
    void escClearsTheQuery();
    void seeAlsoLinkNavigatesById();
    void backAndForward();
    void previewsShareOneHistoryEntry();
    void favouriteTogglePersistsAcrossPanes();
    void historyPersistsAndRestoresTheLastArticle();
    void historyIsCapped();
    void questionsLeadTheEmptyList();
    void questionOpensItsConcepts_data();
    void questionOpensItsConcepts();
    void clickingAQuestionAsksItOnce();
    void conceptsFromAUserTermbaseShowTheirSource();
    void chartConceptsHaveShowInChart_data();
    void chartConceptsHaveShowInChart();
    void tabOrderAndAccessibleNames();
    void typedQuestionIsFoundAndAsked();
    void articleFollowsTheBestHitKeepingTheFocus();
    void articleMarksTheQuery();
    void nothingMatchedShowsSuggestionsOrNothing();
    void searchesThatFoundNothingAreKept();
    void otherLanguagesOfAnImportedTermbase();
    void articleFollowsTheFirstHitAsYouType();
    void darkThemeRerendersTheArticle_data();
    void darkThemeRerendersTheArticle();

private:
    /// A shown, active pane in its own window (keyboard tests need focus).
    std::unique_ptr<GlossaryPane> makePane();
};

namespace {

const Termbase &builtIn()
{
    return Termbase::builtIn();
}

int questionCount()
{
    return static_cast<int>(headroom::ui::questions().size());
}

} // namespace

void TstGlossaryPane::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("Headroom"));
    QCoreApplication::setApplicationName(QStringLiteral("headroom-test-pane"));
}

void TstGlossaryPane::init()
{
    QFile::remove(GlossaryHistory::defaultPath()); // every test starts without history or favourites
    QFile::remove(headroom::glossary::MissedSearches::defaultPath());
}

void TstGlossaryPane::cleanup()
{
    QFile::remove(GlossaryHistory::defaultPath());
    QFile::remove(headroom::glossary::MissedSearches::defaultPath());
}

std::unique_ptr<GlossaryPane> TstGlossaryPane::makePane()
{
    auto pane = std::make_unique<GlossaryPane>(builtIn(), QStringLiteral("en"));
    pane->resize(480, 800);
    pane->show();
    QApplication::setActiveWindow(pane.get());
    if (!QTest::qWaitForWindowActive(pane.get()))
        qWarning("the pane's window did not become active");
    return pane;
}

void TstGlossaryPane::shortcutsFocusAndSelectTheSearchField_data()
{
    QTest::addColumn<int>("key");
    QTest::newRow("Ctrl+F") << int(Qt::Key_F);
    QTest::newRow("Ctrl+K") << int(Qt::Key_K);
}

void TstGlossaryPane::shortcutsFocusAndSelectTheSearchField()
{
    QFETCH(int, key);
    auto pane = makePane();
    QLineEdit *search = pane->searchField();
    QTest::keyClicks(search, QStringLiteral("vram"));
    pane->articleView()->setFocus();
    QTRY_VERIFY(pane->articleView()->hasFocus());

    QTest::keyClick(pane->articleView(), Qt::Key(key), Qt::ControlModifier);
    QTRY_VERIFY(search->hasFocus());
    QCOMPARE(search->selectedText(), QStringLiteral("vram"));
    // Pressed again inside the field (where Ctrl+K may mean "delete to the end of the line"), the query
    // stays and is selected.
    search->setCursorPosition(1);
    QTest::keyClick(search, Qt::Key(key), Qt::ControlModifier);
    QCOMPARE(search->text(), QStringLiteral("vram"));
    QCOMPARE(search->selectedText(), QStringLiteral("vram"));
}

void TstGlossaryPane::arrowKeysInTheFieldMoveInTheResults()
{
    auto pane = makePane();
    QLineEdit *search = pane->searchField();
    search->setFocus();
    QTest::keyClicks(search, QStringLiteral("cache"));
    GlossaryResultModel *model = pane->resultModel();
    QTRY_COMPARE(model->firstConceptRow(), 0); // the hits replaced the questions
    QVERIFY(model->rowCount() >= 2);
    QCOMPARE(pane->resultView()->currentIndex().row(), 0);

    QTest::keyClick(search, Qt::Key_Down);
    QCOMPARE(pane->resultView()->currentIndex().row(), 1);
    QVERIFY(search->hasFocus());                               // the focus stays in the field
    QCOMPARE(pane->currentConceptId(), model->conceptIdAt(1)); // the article follows the cursor
    QTest::keyClick(search, Qt::Key_Up);
    QCOMPARE(pane->resultView()->currentIndex().row(), 0);
    QCOMPARE(search->text(), QStringLiteral("cache"));

    // The full list: Page Down moves by a page, Page Up back.
    search->clear();
    QTRY_VERIFY(model->rowCount() > 40);
    const int before = model->firstConceptRow();
    pane->resultView()->setCurrentIndex(model->index(before, 0));
    QTest::keyClick(search, Qt::Key_PageDown);
    QVERIFY2(pane->resultView()->currentIndex().row() > before + 1,
             qPrintable(QString::number(pane->resultView()->currentIndex().row())));
    QTest::keyClick(search, Qt::Key_PageUp);
    QVERIFY(pane->resultView()->currentIndex().row() < before + 2);
    QVERIFY(search->hasFocus());
}

void TstGlossaryPane::enterOpensTheSelectedResult()
{
    auto pane = makePane();
    QLineEdit *search = pane->searchField();
    search->setFocus();
    QTest::keyClicks(search, QStringLiteral("kv cache"));
    QTRY_COMPARE(pane->resultModel()->conceptIdAt(0), QStringLiteral("kv-cache"));
    QSignalSpy activated(pane.get(), &GlossaryPane::conceptActivated);
    QTest::keyClick(search, Qt::Key_Return);
    QCOMPARE(pane->currentConceptId(), QStringLiteral("kv-cache"));
    QCOMPARE(activated.size(), 1);
    QTRY_VERIFY(pane->articleView()->hasFocus());
    QVERIFY(pane->articleView()->toPlainText().startsWith(QLatin1String("KV cache")));
}

void TstGlossaryPane::escClearsTheQuery()
{
    auto pane = makePane();
    QLineEdit *search = pane->searchField();
    search->setFocus();
    QTest::keyClicks(search, QStringLiteral("quantisation xyz"));
    QTest::keyClick(search, Qt::Key_Escape);
    QCOMPARE(search->text(), QString());
    // The full list is back at once: two headings, the questions and every concept.
    QCOMPARE(pane->resultModel()->rowCount(), int(builtIn().concepts().size()) + questionCount() + 2);
    QTest::keyClick(search, Qt::Key_Escape); // a second Esc on an empty field is harmless
    QCOMPARE(search->text(), QString());
}

void TstGlossaryPane::seeAlsoLinkNavigatesById()
{
    GlossaryPane pane(builtIn());
    QVERIFY(pane.showConcept(QStringLiteral("kv-cache")));
    const QString html = pane.articleView()->toHtml();
    // Every see-also link of the article is a "term:<id>" anchor of a concept that exists.
    const QStringList related = builtIn().conceptById(QStringLiteral("kv-cache"))->related;
    QVERIFY(!related.isEmpty());
    for (const QString &id : related)
        QVERIFY2(html.contains(QStringLiteral("href=\"term:") + id + QLatin1Char('"')), qPrintable(id));

    emit pane.articleView()->anchorClicked(QUrl(QStringLiteral("term:") + related.first()));
    QCOMPARE(pane.currentConceptId(), related.first());
    // openLinks is off: the view shows the new article instead of being wiped.
    QVERIFY(pane.articleView()->toPlainText().startsWith(pane.conceptTitle(related.first())));
    QCOMPARE(pane.history().trail(), QStringList({QStringLiteral("kv-cache"), related.first()}));
    // An unknown id changes nothing.
    emit pane.articleView()->anchorClicked(QUrl(QStringLiteral("term:no-such-concept")));
    QCOMPARE(pane.currentConceptId(), related.first());
}

void TstGlossaryPane::backAndForward()
{
    auto pane = makePane();
    QVERIFY(!pane->backAction()->isEnabled());
    QVERIFY(!pane->forwardAction()->isEnabled());
    for (const char *id : {"kv-cache", "vram", "weights"})
        QVERIFY(pane->showConcept(QString::fromLatin1(id)));
    QVERIFY(pane->backAction()->isEnabled());
    QVERIFY(pane->backButton()->isEnabled());
    QVERIFY(!pane->forwardAction()->isEnabled());
    QVERIFY(pane->backAction()->shortcuts().contains(QKeySequence(Qt::ALT | Qt::Key_Left)));
    QVERIFY(pane->forwardAction()->shortcuts().contains(QKeySequence(Qt::ALT | Qt::Key_Right)));

    pane->searchField()->setFocus();
    QTest::keyClick(pane->searchField(), Qt::Key_Left, Qt::AltModifier);
    QTRY_COMPARE(pane->currentConceptId(), QStringLiteral("vram"));
    QVERIFY(pane->forwardAction()->isEnabled());
    QVERIFY(pane->forwardButton()->isEnabled());
    QTest::keyClick(pane->articleView(), Qt::Key_Left, Qt::AltModifier);
    QTRY_COMPARE(pane->currentConceptId(), QStringLiteral("kv-cache"));
    QVERIFY(!pane->backAction()->isEnabled());
    QVERIFY(!pane->goBack());

    QTest::keyClick(pane->searchField(), Qt::Key_Right, Qt::AltModifier);
    QTRY_COMPARE(pane->currentConceptId(), QStringLiteral("vram"));
    pane->forwardButton()->click();
    QCOMPARE(pane->currentConceptId(), QStringLiteral("weights"));
    QVERIFY(!pane->forwardAction()->isEnabled());
    // Back/forward move in the trail without growing it.
    QCOMPARE(pane->history().trail().size(), 3);
}

void TstGlossaryPane::previewsShareOneHistoryEntry()
{
    auto pane = makePane();
    QVERIFY(pane->showConcept(QStringLiteral("vram")));
    QLineEdit *search = pane->searchField();
    search->setFocus();
    QTest::keyClicks(search, QStringLiteral("cache"));
    QTRY_COMPARE(pane->resultModel()->firstConceptRow(), 0); // the hits replaced the questions
    QVERIFY(pane->resultModel()->rowCount() >= 3);
    QTest::keyClick(search, Qt::Key_Down);
    QTest::keyClick(search, Qt::Key_Down);
    QCOMPARE(pane->currentConceptId(), pane->resultModel()->conceptIdAt(2));
    // vram, then one entry for the walk through the results.
    QCOMPARE(pane->history().trail().size(), 2);
    QVERIFY(pane->goBack());
    QCOMPARE(pane->currentConceptId(), QStringLiteral("vram"));
}

void TstGlossaryPane::favouriteTogglePersistsAcrossPanes()
{
    {
        auto pane = makePane();
        QVERIFY(pane->showConcept(QStringLiteral("vram")));
        QVERIFY(!pane->favouriteAction()->isChecked());
        QVERIFY(pane->articleView()->toHtml().contains(QLatin1String("favourite:vram")));
        QTest::keyClick(pane->searchField(), Qt::Key_D, Qt::ControlModifier);
        QTRY_VERIFY(pane->history().isFavourite(QStringLiteral("vram")));
        QVERIFY(pane->favouriteAction()->isChecked());
        QVERIFY(pane->articleView()->toPlainText().contains(QStringLiteral("★")));
        QCOMPARE(pane->favouritesMenu()->actions().size(), 1);
        QCOMPARE(pane->favouritesMenu()->actions().first()->data().toString(), QStringLiteral("vram"));
        // The star link in the article toggles too.
        QVERIFY(pane->showConcept(QStringLiteral("weights")));
        emit pane->articleView()->anchorClicked(QUrl(QStringLiteral("favourite:weights")));
        QVERIFY(pane->history().isFavourite(QStringLiteral("weights")));
    } // no explicit save: every change is already on disk

    {
        GlossaryPane second(builtIn());
        QVERIFY(second.history().isFavourite(QStringLiteral("vram")));
        QVERIFY(second.history().isFavourite(QStringLiteral("weights")));
        QCOMPARE(second.favouritesMenu()->actions().size(), 2);
        // Picking a favourite from the menu opens it.
        QAction *vram = nullptr;
        for (QAction *action : second.favouritesMenu()->actions()) {
            if (action->data().toString() == QLatin1String("vram"))
                vram = action;
        }
        QVERIFY(vram);
        vram->trigger();
        QCOMPARE(second.currentConceptId(), QStringLiteral("vram"));
        QVERIFY(second.toggleFavourite()); // removes vram
    }
    GlossaryPane third(builtIn());
    QVERIFY(!third.history().isFavourite(QStringLiteral("vram")));
    QVERIFY(third.history().isFavourite(QStringLiteral("weights")));
}

void TstGlossaryPane::historyPersistsAndRestoresTheLastArticle()
{
    {
        GlossaryPane first(builtIn());
        QCOMPARE(first.currentConceptId(), QString()); // a first start has no article yet
        for (const char *id : {"kv-cache", "vram", "weights"})
            QVERIFY(first.showConcept(QString::fromLatin1(id)));
        QVERIFY(first.goBack());
    }
    GlossaryPane second(builtIn());
    QCOMPARE(second.currentConceptId(), QStringLiteral("vram"));
    QVERIFY(second.backAction()->isEnabled());
    QVERIFY(second.forwardAction()->isEnabled());
    QCOMPARE(second.history().recent().first(), QStringLiteral("vram"));
    QCOMPARE(second.recentMenu()->actions().first()->data().toString(), QStringLiteral("vram"));
    QVERIFY(second.goForward());
    QCOMPARE(second.currentConceptId(), QStringLiteral("weights"));
}

void TstGlossaryPane::historyIsCapped()
{
    GlossaryPane pane(builtIn());
    const QStringList ids = builtIn().conceptIds();
    QVERIFY(ids.size() >= 2);
    // 60 openings cycling through the concepts (never the same twice in a row).
    for (int i = 0; i < 60; ++i)
        QVERIFY(pane.showConcept(ids.at(i % ids.size())));
    QCOMPARE(pane.history().trail().size(), GlossaryHistory::kMaxEntries);
    QVERIFY(pane.history().recent().size() <= GlossaryHistory::kMaxEntries);
    QCOMPARE(GlossaryHistory(GlossaryHistory::defaultPath()).trail().size(), GlossaryHistory::kMaxEntries);
}

void TstGlossaryPane::questionsLeadTheEmptyList()
{
    GlossaryPane pane(builtIn());
    GlossaryResultModel *model = pane.resultModel();
    QCOMPARE(model->data(model->index(0, 0)).toString(), QStringLiteral("Start with a question"));
    QCOMPARE(model->flags(model->index(0, 0)), Qt::NoItemFlags); // headings cannot be selected
    for (int i = 0; i < questionCount(); ++i) {
        const headroom::ui::Question &q = headroom::ui::questions().at(i);
        QCOMPARE(model->questionIdAt(i + 1), q.id);
        QCOMPARE(model->data(model->index(i + 1, 0)).toString(), q.text(QStringLiteral("en")));
        QVERIFY(model->flags(model->index(i + 1, 0)) & Qt::ItemIsSelectable);
    }
    QCOMPARE(model->data(model->index(questionCount() + 1, 0)).toString(), QStringLiteral("All terms"));
    QCOMPARE(model->firstConceptRow(), questionCount() + 2);

    // A query replaces them with its hits.
    pane.searchField()->setText(QStringLiteral("vram"));
    pane.runSearch();
    for (int row = 0; row < model->rowCount(); ++row)
        QVERIFY(model->questionIdAt(row).isEmpty());
}

void TstGlossaryPane::questionOpensItsConcepts_data()
{
    QTest::addColumn<QString>("question");
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("opens");
    QTest::addColumn<QStringList>("alsoLinked");
    QTest::addColumn<QuestionAction>("action");
    QTest::addColumn<QString>("answerHas");

    QTest::newRow("fit") << QStringLiteral("fit") << QStringLiteral("Will my model fit on this GPU?")
                         << QStringLiteral("headroom")
                         << QStringList{QStringLiteral("usable-vram"), QStringLiteral("vram")}
                         << QuestionAction::ShowFitVerdict << QStringLiteral("usable memory of each GPU");
    QTest::newRow("kv") << QStringLiteral("kv-size") << QStringLiteral("Why is the KV cache so large?")
                        << QStringLiteral("kv-cache")
                        << QStringList{QStringLiteral("context-length"), QStringLiteral("concurrency")}
                        << QuestionAction::ShowKvGrowth << QStringLiteral("context length times the concurrency");
    // The seeds: a month is 30 days = 30 x 24 = 720 hours.
    QTest::newRow("month") << QStringLiteral("month") << QStringLiteral("What does a month of rental cost?")
                           << QStringLiteral("fixed-rental-term") << QStringList{QStringLiteral("on-demand-pricing")}
                           << QuestionAction::QuoteMonth << QStringLiteral("30 days (720 hours)");
    QTest::newRow("stop") << QStringLiteral("stop") << QStringLiteral("What happens if I stop the machine?")
                          << QStringLiteral("fixed-rental-term") << QStringList{QStringLiteral("on-demand-pricing")}
                          << QuestionAction::QuoteMonth << QStringLiteral("Billing does not pause");
    QTest::newRow("bits") << QStringLiteral("bits") << QStringLiteral("Can fewer bits per weight make it fit?")
                          << QStringLiteral("quantization")
                          << QStringList{QStringLiteral("bits-per-weight"), QStringLiteral("weights")}
                          << QuestionAction::ShowWeightFormats << QStringLiteral("4.5 bits per weight");
    QTest::newRow("training") << QStringLiteral("training")
                              << QStringLiteral("Training or inference: what needs more memory?")
                              << QStringLiteral("fine-tuning")
                              << QStringList{QStringLiteral("optimizer-state"), QStringLiteral("gradients"),
                                             QStringLiteral("inference")}
                              << QuestionAction::None << QStringLiteral("gradients, optimizer state");
}

void TstGlossaryPane::questionOpensItsConcepts()
{
    QFETCH(QString, question);
    QFETCH(QString, text);
    QFETCH(QString, opens);
    QFETCH(QStringList, alsoLinked);
    QFETCH(QuestionAction, action);
    QFETCH(QString, answerHas);

    const headroom::ui::Question *q = headroom::ui::questionById(question);
    QVERIFY(q);
    QCOMPARE(q->text(QStringLiteral("en")), text);
    QCOMPARE(q->action, action);
    for (const QString &id : q->conceptIds)
        QVERIFY2(builtIn().conceptById(id), qPrintable(id)); // the content has every concept

    // Asked from the list with the keyboard: select its row, Enter.
    auto pane = makePane();
    GlossaryResultModel *model = pane->resultModel();
    int row = -1;
    for (int r = 0; r < model->rowCount(); ++r) {
        if (model->questionIdAt(r) == question)
            row = r;
    }
    QVERIFY(row > 0);
    QSignalSpy asked(pane.get(), &GlossaryPane::questionAsked);
    pane->resultView()->setFocus();
    pane->resultView()->setCurrentIndex(model->index(row, 0));
    QTest::keyClick(pane->resultView(), Qt::Key_Return);
    QCOMPARE(asked.size(), 1);
    QCOMPARE(asked.first().first().toString(), question);
    QCOMPARE(pane->currentConceptId(), opens);
    QCOMPARE(pane->currentQuestionId(), question);

    const QString plain = pane->articleView()->toPlainText().trimmed(); // the banner table starts with a break
    QVERIFY2(plain.startsWith(text), qPrintable(plain.left(200)));
    QVERIFY2(plain.contains(answerHas), qPrintable(plain.left(400)));
    const QString html = pane->articleView()->toHtml();
    for (const QString &id : alsoLinked)
        QVERIFY2(html.contains(QStringLiteral("href=\"term:") + id + QLatin1Char('"')), qPrintable(id));

    // Following one of its links keeps the question on top; leaving its concepts drops it.
    emit pane->articleView()->anchorClicked(QUrl(QStringLiteral("term:") + alsoLinked.first()));
    QCOMPARE(pane->currentConceptId(), alsoLinked.first());
    QVERIFY(pane->articleView()->toPlainText().trimmed().startsWith(text));
    const QString elsewhere = opens == QLatin1String("egress") ? QStringLiteral("gpu") : QStringLiteral("egress");
    QVERIFY(pane->showConcept(elsewhere));
    QCOMPARE(pane->currentQuestionId(), QString());
    QVERIFY(!pane->articleView()->toPlainText().contains(text));
}

void TstGlossaryPane::clickingAQuestionAsksItOnce()
{
    auto pane = makePane();
    QSignalSpy asked(pane.get(), &GlossaryPane::questionAsked);
    QListView *view = pane->resultView();
    const QRect rect = view->visualRect(pane->resultModel()->index(1, 0)); // the first question
    QVERIFY(rect.isValid());
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, rect.center());
    if (asked.isEmpty())
        QSKIP("This platform does not deliver synthetic mouse events");
    QCOMPARE(asked.size(), 1);
    QCOMPARE(asked.first().first().toString(), headroom::ui::questions().first().id);
    QVERIFY(!pane->askQuestion(QStringLiteral("no-such-question")));
    QCOMPARE(asked.size(), 1);
}

void TstGlossaryPane::conceptsFromAUserTermbaseShowTheirSource()
{
    const QByteArray tbx = R"(<?xml version="1.0" encoding="UTF-8"?>
<tbx type="TBX-Basic" style="dca" xml:lang="en" xmlns="urn:iso:std:iso:30042:ed-2">
  <text><body>
    <conceptEntry id="team-sla">
      <langSec xml:lang="en">
        <descrip type="definition">Our agreement on uptime.</descrip>
        <termSec><term>team SLA</term></termSec>
      </langSec>
    </conceptEntry>
  </body></text>
</tbx>)";
    const std::optional<Termbase> user = Termbase::fromTbx(tbx);
    QVERIFY(user.has_value());
    Termbase merged = builtIn();
    QCOMPARE(merged.merge(*user, QStringLiteral("team.tbx")).added, 1);

    GlossaryPane pane(builtIn());
    pane.setTermbase(merged);
    QVERIFY(pane.showConcept(QStringLiteral("team-sla")));
    QVERIFY2(pane.articleView()->toPlainText().contains(QLatin1String("From your termbase team.tbx")),
             qPrintable(pane.articleView()->toPlainText()));
    QVERIFY(pane.showConcept(QStringLiteral("vram")));
    QVERIFY(!pane.articleView()->toPlainText().contains(QLatin1String("From your termbase")));
    // Back on the built-in termbase the user concept is gone from the pane.
    QVERIFY(pane.showConcept(QStringLiteral("team-sla")));
    pane.setTermbase(builtIn());
    QCOMPARE(pane.currentConceptId(), QString());
    QVERIFY(!pane.showConcept(QStringLiteral("team-sla")));
}

void TstGlossaryPane::chartConceptsHaveShowInChart_data()
{
    QTest::addColumn<QString>("conceptId");
    for (const headroom::fit::Segment s : headroom::fit::kAllSegments) {
        const QString id = QString::fromLatin1(headroom::fit::segmentConceptId(s));
        QTest::newRow(std::string(headroom::fit::segmentKey(s)).c_str()) << id;
    }
}

void TstGlossaryPane::chartConceptsHaveShowInChart()
{
    QFETCH(QString, conceptId);
    QVERIFY(GlossaryPane::isChartConcept(conceptId));
    GlossaryPane pane(builtIn());
    QVERIFY2(pane.showConcept(conceptId), qPrintable(conceptId)); // the content has every chart concept
    QVERIFY(pane.articleView()->toHtml().contains(QStringLiteral("href=\"chart:") + conceptId + QLatin1Char('"')));
    QSignalSpy requested(&pane, &GlossaryPane::showInChartRequested);
    emit pane.articleView()->anchorClicked(QUrl(QStringLiteral("chart:") + conceptId));
    QCOMPARE(requested.size(), 1);
    QCOMPARE(requested.first().first().toString(), conceptId);
    // A concept the chart does not draw has no such link.
    QVERIFY(!GlossaryPane::isChartConcept(QStringLiteral("egress")));
    QVERIFY(pane.showConcept(QStringLiteral("egress")));
    QVERIFY(!pane.articleView()->toHtml().contains(QLatin1String("chart:")));
}

void TstGlossaryPane::tabOrderAndAccessibleNames()
{
    auto pane = makePane();
    QVERIFY(!pane->searchField()->accessibleName().isEmpty());
    QVERIFY(!pane->resultView()->accessibleName().isEmpty());
    QVERIFY(!pane->articleView()->accessibleName().isEmpty());
    QVERIFY(!pane->backButton()->accessibleName().isEmpty());
    QVERIFY(!pane->favouritesButton()->accessibleName().isEmpty());
    QVERIFY(pane->showConcept(QStringLiteral("vram")));

    pane->searchField()->setFocus();
    QTRY_VERIFY(pane->searchField()->hasFocus());
    QTest::keyClick(pane->searchField(), Qt::Key_Tab);
    QTRY_VERIFY(pane->resultView()->hasFocus());
    QTest::keyClick(pane->resultView(), Qt::Key_Tab);
    QTRY_VERIFY(pane->articleView()->hasFocus());
}

void TstGlossaryPane::typedQuestionIsFoundAndAsked()
{
    // The English text of the question "stop" (questions.json), whose first concept is fixed-rental-term;
    // no term or definition holds the whole sentence, so the concept is found through the question.
    auto pane = makePane();
    QLineEdit *search = pane->searchField();
    search->setFocus();
    const QString text = QStringLiteral("What happens if I stop the machine?");
    QTest::keyClicks(search, text);
    pane->runSearch();
    GlossaryResultModel *model = pane->resultModel();
    int row = -1;
    for (int r = 0; r < model->rowCount() && row < 0; ++r) {
        if (model->questionIdAt(r) == QLatin1String("stop"))
            row = r;
    }
    QVERIFY2(row >= 0, qPrintable(model->data(model->index(0, 0)).toString()));
    QCOMPARE(model->data(model->index(row, 0)).toString(), text); // the row shows the question
    QCOMPARE(model->conceptIdAt(row), QStringLiteral("fixed-rental-term"));
    QVERIFY(model->data(model->index(row, 0), GlossaryResultModel::HtmlRole).toString().contains(QLatin1String("<b>")));
    // Opened (Enter on its row), it is asked: the banner with its answer tops the article.
    QSignalSpy asked(pane.get(), &GlossaryPane::questionAsked);
    pane->resultView()->setCurrentIndex(model->index(row, 0));
    QTest::keyClick(search, Qt::Key_Return);
    QCOMPARE(asked.size(), 1);
    QCOMPARE(pane->currentQuestionId(), QStringLiteral("stop"));
    QVERIFY(pane->articleView()->toPlainText().contains(QLatin1String("Billing does not pause")));
}

void TstGlossaryPane::articleFollowsTheBestHitKeepingTheFocus()
{
    auto pane = makePane();
    QVERIFY(pane->showConcept(QStringLiteral("vram")));
    QLineEdit *search = pane->searchField();
    search->setFocus();
    QTest::keyClicks(search, QStringLiteral("kv cache"));
    // After the search delay the best hit's article is on show, the focus still in the field.
    QTRY_COMPARE(pane->currentConceptId(), QStringLiteral("kv-cache"));
    QVERIFY(search->hasFocus());
    QCOMPARE(search->text(), QStringLiteral("kv cache"));
    // A preview: vram, then one entry for what the typing showed.
    QCOMPARE(pane->history().trail(), QStringList({QStringLiteral("vram"), QStringLiteral("kv-cache")}));
    // Typing on previews the new best hit in the same history entry.
    search->clear();
    QTest::keyClicks(search, QStringLiteral("egress"));
    QTRY_COMPARE(pane->currentConceptId(), QStringLiteral("egress"));
    QCOMPARE(pane->history().trail(), QStringList({QStringLiteral("vram"), QStringLiteral("egress")}));
    // A result clicked before the search settles stays on show when it does.
    GlossaryResultModel *model = pane->resultModel();
    search->clear();
    QTest::keyClicks(search, QStringLiteral("cache"));
    QTRY_COMPARE(pane->currentConceptId(), model->conceptIdAt(0));
    QTest::keyClicks(search, QStringLiteral(" ")); // the search is pending again
    int row = 1;
    while (row < model->rowCount() &&
           (!model->questionIdAt(row).isEmpty() || model->conceptIdAt(row) == model->conceptIdAt(0)))
        ++row;
    QVERIFY(row < model->rowCount());
    const QString picked = model->conceptIdAt(row);
    emit pane->resultView()->clicked(model->index(row, 0));
    QCOMPARE(pane->currentConceptId(), picked);
    pane->runSearch();
    QCOMPARE(pane->currentConceptId(), picked);
}

void TstGlossaryPane::articleMarksTheQuery()
{
    GlossaryPane pane(builtIn());
    QVERIFY(pane.showConcept(QStringLiteral("kv-cache")));
    const QString tint = headroom::ui::highlightTint(pane.articleView()->palette()).name();
    QVERIFY(!pane.articleView()->toHtml().contains(tint)); // no query, no marks
    pane.searchField()->setText(QStringLiteral("cache"));
    pane.runSearch();
    // The best hit for "cache" is on show; its match is marked (QTextDocument writes the class's
    // background as an inline style), and the text reads as before.
    QCOMPARE(pane.currentConceptId(), pane.resultModel()->conceptIdAt(0));
    const QString html = pane.articleView()->toHtml();
    QVERIFY2(html.contains(QStringLiteral("background-color:") + tint), qPrintable(html.left(3000)));
    // Back on kv-cache with the query still there: "KV cache", the title, reads whole.
    QVERIFY(pane.showConcept(QStringLiteral("kv-cache")));
    QVERIFY(pane.articleView()->toPlainText().startsWith(QLatin1String("KV cache")));
    QVERIFY(pane.articleView()->toHtml().contains(tint));
}

void TstGlossaryPane::nothingMatchedShowsSuggestionsOrNothing()
{
    GlossaryPane pane(builtIn());
    QVERIFY(pane.showConcept(QStringLiteral("vram")));
    // "kwantisatoinn" is 3 edits from the Dutch term word "kwantisatie" (o->i, i->e, delete n; 13 letters
    // allow max(2, 13 / 3) = 4) and more than the phrase tiers' 2 typo edits: only suggestions.
    pane.searchField()->setText(QStringLiteral("kwantisatoinn"));
    pane.runSearch();
    GlossaryResultModel *model = pane.resultModel();
    QCOMPARE(pane.currentConceptId(), QStringLiteral("vram")); // nothing to follow: the article stays
    // Suggestions: a heading, then clickable rows, none of them previewed.
    QVERIFY(model->showsSuggestions());
    QCOMPARE(model->data(model->index(0, 0)).toString(), QStringLiteral("No matches. Did you mean:"));
    QCOMPARE(model->flags(model->index(0, 0)), Qt::NoItemFlags);
    QVERIFY(model->flags(model->index(1, 0)) & Qt::ItemIsSelectable);
    QCOMPARE(pane.resultView()->currentIndex().row(), 1);
    QCOMPARE(model->data(model->index(1, 0), GlossaryResultModel::TierRole).toInt(),
             int(headroom::glossary::Tier::Suggestion));
}

void TstGlossaryPane::searchesThatFoundNothingAreKept()
{
    auto pane = makePane();
    QLineEdit *search = pane->searchField();
    search->setFocus();
    // Typed letter by letter: one entry when the search settles, not one per keystroke.
    QTest::keyClicks(search, QStringLiteral("xqzvkwj"));
    QTRY_COMPARE(pane->missedSearches().entries().size(), qsizetype(1));
    QCOMPARE(pane->missedSearches().entries().first().query, QStringLiteral("xqzvkwj"));
    QCOMPARE(pane->missedSearches().entries().first().language, QStringLiteral("en"));
    QCOMPARE(pane->missedSearches().entries().first().count, 1);
    // Enter on the settled search does not count it again; a search that finds something is not kept.
    QTest::keyClick(search, Qt::Key_Return);
    QCOMPARE(pane->missedSearches().entries().first().count, 1);
    search->clear();
    QTest::keyClicks(search, QStringLiteral("vram"));
    pane->runSearch();
    QCOMPARE(pane->missedSearches().entries().size(), qsizetype(1));
    // On disk at once: a new pane reads it; its action sits in the recently viewed menu.
    GlossaryPane second(builtIn());
    QCOMPARE(second.missedSearches().entries().size(), qsizetype(1));
    QVERIFY(second.recentMenu()->actions().contains(second.missedSearchesAction()));
    QVERIFY(second.missedSearchesAction()->text().startsWith(QLatin1String("Searches that found")));
}

void TstGlossaryPane::otherLanguagesOfAnImportedTermbase()
{
    // German (de) and a made-up code (qx) beside English: both are shown after the three languages, de
    // under its native name "Deutsch", qx under its code.
    const QByteArray tbx = R"(<?xml version="1.0" encoding="UTF-8"?>
<tbx type="TBX-Basic" style="dca" xml:lang="en" xmlns="urn:iso:std:iso:30042:ed-2">
  <text><body>
    <conceptEntry id="team-gpu">
      <langSec xml:lang="en">
        <descrip type="definition">The card we rent.</descrip>
        <termSec><term>team card</term></termSec>
      </langSec>
      <langSec xml:lang="de">
        <descrip type="definition">Die Karte, die wir mieten.</descrip>
        <note>Wichtig beim Angebot.</note>
        <termSec><term>Teamkarte</term></termSec>
      </langSec>
      <langSec xml:lang="qx">
        <termSec><term>qxterm</term></termSec>
      </langSec>
    </conceptEntry>
  </body></text>
</tbx>)";
    const std::optional<Termbase> user = Termbase::fromTbx(tbx);
    QVERIFY(user.has_value());
    Termbase merged = builtIn();
    QCOMPARE(merged.merge(*user, QStringLiteral("team.tbx")).added, 1);
    GlossaryPane pane(builtIn());
    pane.setTermbase(merged);
    QVERIFY(pane.showConcept(QStringLiteral("team-gpu")));
    const QString plain = pane.articleView()->toPlainText();
    for (const char *part :
         {"Deutsch", "Teamkarte", "Die Karte, die wir mieten.", "Wichtig beim Angebot.", "qx", "qxterm"})
        QVERIFY2(plain.contains(QString::fromUtf8(part)), part);
    QVERIFY(plain.indexOf(QLatin1String("Deutsch")) > plain.indexOf(QLatin1String("The card we rent.")));
    QVERIFY(plain.indexOf(QLatin1String("qxterm")) > plain.indexOf(QLatin1String("Deutsch"))); // sorted by code
}

void TstGlossaryPane::articleFollowsTheFirstHitAsYouType()
{
    auto pane = makePane();
    QVERIFY(pane->showConcept(QStringLiteral("egress")));
    QLineEdit *search = pane->searchField();
    search->setFocus();
    GlossaryResultModel *model = pane->resultModel();
    // One key at a time, as a user types: after each the article is the list's first hit (no Enter, no
    // click), with its title on show, and the focus stays in the field.
    for (const QChar key : QStringLiteral("vram")) {
        QTest::keyClick(search, key.toLatin1());
        // The list follows the query once the search delay passed (the first search also builds the index:
        // this pane was never painted, so nothing prepared it); then the article is its first hit.
        QTest::qWait(GlossaryPane::kSearchDelayMs * 2);
        QTRY_COMPARE(pane->currentConceptId(), model->conceptIdAt(model->firstSelectableRow()));
        QVERIFY(pane->articleView()->toPlainText().contains(pane->conceptTitle(pane->currentConceptId())));
        QVERIFY(search->hasFocus());
    }
    // "vram" is a term of its own: its concept is the best hit.
    QCOMPARE(pane->currentConceptId(), QStringLiteral("vram"));
}

void TstGlossaryPane::darkThemeRerendersTheArticle_data()
{
    QTest::addColumn<bool>("application");
    QTest::newRow("the pane's palette") << false;       // the pane's PaletteChange comes before its children's
    QTest::newRow("the application's palette") << true; // theme::apply(), as View > Dark theme does
}

void TstGlossaryPane::darkThemeRerendersTheArticle()
{
    QFETCH(bool, application);
    auto pane = makePane();
    QVERIFY(pane->showConcept(QStringLiteral("kv-cache"))); // has see-also links
    const QString lightLink = pane->articleView()->palette().color(QPalette::Link).name();
    const QString darkLink = headroom::ui::theme::darkPalette().color(QPalette::Link).name();
    QVERIFY(lightLink != darkLink);
    QVERIFY(pane->articleView()->document()->defaultStyleSheet().contains(lightLink));
    if (application)
        headroom::ui::theme::apply(true);
    else
        pane->setPalette(headroom::ui::theme::darkPalette());
    // The links are written in the dark palette's link colour, at once, without reopening the concept.
    // The application's palette reaches the widgets on the next event loop pass; the pane's at once.
    if (application)
        QTRY_VERIFY(pane->articleView()->document()->defaultStyleSheet().contains(darkLink));
    const QString sheet = pane->articleView()->document()->defaultStyleSheet();
    const QString html = pane->articleView()->toHtml();
    if (application)
        headroom::ui::theme::apply(false);
    QVERIFY2(sheet.contains(darkLink), qPrintable(sheet));
    QVERIFY(!sheet.contains(lightLink));
    QVERIFY(html.contains(darkLink));
    QCOMPARE(pane->currentConceptId(), QStringLiteral("kv-cache"));
}

QTEST_MAIN(TstGlossaryPane)
#include "tst_glossarypane.moc"
