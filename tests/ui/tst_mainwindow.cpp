// SPDX-License-Identifier: GPL-3.0-or-later
// Main window smoke tests: language switching, glossary search, chart -> glossary routing, theme,
// questions that set up the fit explorer or the quote, termbase import/export, the glossary menu.

#include <ui/breakdownchart.h>
#include <ui/fitexplorer.h>
#include <ui/glossaryhistory.h>
#include <ui/glossarypane.h>
#include <ui/glossaryresultmodel.h>
#include <ui/mainwindow.h>
#include <ui/questions.h>
#include <ui/quotedialog.h>
#include <ui/uisettings.h>

#include <glossary/termbasestore.h>

#include <QAction>
#include <QApplication>
#include <QBarSet>
#include <QComboBox>
#include <QDir>
#include <QDropEvent>
#include <QFile>
#include <QLineEdit>
#include <QMenu>
#include <QMessageBox>
#include <QMimeData>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QStyle>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <QTimer>
#include <QUrl>

#include <memory>
#include <string>

using headroom::fit::Segment;
using headroom::glossary::TermbaseStore;
using headroom::ui::GlossaryHistory;
using headroom::ui::MainWindow;
using headroom::ui::UiSettings;

class TstMainWindow : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanupTestCase();
    void languageSwitchRetranslatesTheMenus();
    void typingSearchesTheGlossary();
    void clickingAChartSegmentOpensItsConcept();
    void showInChartOutlinesTheSegment();
    void darkThemeChangesThePaletteAndIsSaved();
    void openModelConfigIsInTheFileMenu();
    void malformedConfigLeavesTheModelListUnchanged();
    void malformedConfigWarningNamesTheFields();
    void droppedConfigPath_data();
    void droppedConfigPath();
    void droppingAConfigImportsIt();
    void everyChartSegmentOpensItsConcept_data();
    void everyChartSegmentOpensItsConcept();
    void glossaryMenuHasTheBrowsingActions();
    void historyAndFavouritesSurviveANewWindow();
    void kvQuestionRaisesTheContextAndOutlinesTheKvCache();
    void bitsQuestionOutlinesTheWeights();
    void monthQuestionOpensTheQuoteForOneMonth();
    void importMalformedTermbaseLeavesTheGlossaryUnchanged();
    void importMalformedTermbaseWarns();
    void importTermbaseAddsConceptsWithTheirSource();
    void exportGlossary_data();
    void exportGlossary();
    void exportToAnUnwritablePathFails();
};

namespace {

QString configPath(const QString &name)
{
    return QStringLiteral(HEADROOM_TEST_DATA_DIR "/configs/") + name;
}

QString dataPath(const QString &name)
{
    return QStringLiteral(HEADROOM_TEST_DATA_DIR "/") + name;
}

/// Runs `body` for the next modal dialog of type T that opens (from inside its event loop), then
/// closes it. Returns the timer; keep it alive until the call that opens the dialog returns.
template<typename T, typename Body> std::unique_ptr<QTimer> whenModal(QObject *context, Body body)
{
    auto timer = std::make_unique<QTimer>();
    QObject::connect(timer.get(), &QTimer::timeout, context, [body, t = timer.get()] {
        if (auto *dialog = qobject_cast<T *>(QApplication::activeModalWidget())) {
            t->stop();
            body(dialog);
            dialog->reject();
        }
    });
    timer->start(10);
    return timer;
}

} // namespace

void TstMainWindow::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("Headroom"));
    QCoreApplication::setApplicationName(QStringLiteral("headroom-test"));
    UiSettings{}.save(); // start from the defaults, whatever an earlier run left behind
}

void TstMainWindow::init()
{
    // No glossary history and no user termbase from an earlier test (test-mode paths only).
    QFile::remove(GlossaryHistory::defaultPath());
    QDir(TermbaseStore::defaultFolder()).removeRecursively();
}

void TstMainWindow::cleanupTestCase()
{
    init();
}

void TstMainWindow::languageSwitchRetranslatesTheMenus()
{
    MainWindow window;
    QCOMPARE(window.language(), QStringLiteral("en"));
    QCOMPARE(window.fileMenu()->title(), QStringLiteral("&File"));
    QVERIFY(window.languageAction(QStringLiteral("en"))->isChecked());

    // The user picks Nederlands, then Türkçe: the translators come from the embedded .qm files.
    window.languageAction(QStringLiteral("nl"))->trigger();
    QTRY_COMPARE(window.fileMenu()->title(), QStringLiteral("&Bestand"));
    QCOMPARE(window.language(), QStringLiteral("nl"));
    QCOMPARE(window.glossaryPane()->uiLanguage(), QStringLiteral("nl"));
    QCOMPARE(window.glossaryPane()->searchField()->placeholderText(), QStringLiteral("Zoek termen of betekenissen…"));

    window.languageAction(QStringLiteral("tr"))->trigger();
    QTRY_COMPARE(window.fileMenu()->title(), QStringLiteral("&Dosya"));
    QCOMPARE(window.helpMenu()->title(), QStringLiteral("&Yardım"));
    QVERIFY(window.languageAction(QStringLiteral("tr"))->isChecked());
    QVERIFY(!window.languageAction(QStringLiteral("nl"))->isChecked());
    QCOMPARE(window.glossaryPane()->uiLanguage(), QStringLiteral("tr"));
    QVERIFY2(window.fitExplorer()->verdictText().startsWith(QStringLiteral("Sığar")),
             qPrintable(window.fitExplorer()->verdictText()));
    QCOMPARE(UiSettings::load().language, QStringLiteral("tr")); // the menu choice is saved

    // An unknown language is refused and changes nothing.
    QString error;
    QVERIFY(!window.setLanguage(QStringLiteral("xx"), &error));
    QVERIFY(!error.isEmpty());
    QCOMPARE(window.language(), QStringLiteral("tr"));

    window.languageAction(QStringLiteral("en"))->trigger();
    QTRY_COMPARE(window.fileMenu()->title(), QStringLiteral("&File"));
    QCOMPARE(UiSettings::load().language, QStringLiteral("en"));
}

void TstMainWindow::typingSearchesTheGlossary()
{
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.glossaryPane()->showConcept(QStringLiteral("weights")));
    QLineEdit *search = window.glossaryPane()->searchField();
    QTest::keyClick(&window, Qt::Key_K, Qt::ControlModifier); // Ctrl+K focuses the search field
    QTRY_VERIFY(search->hasFocus());
    QTest::keyClicks(search, QStringLiteral("kv cache"));
    headroom::ui::GlossaryResultModel *model = window.glossaryPane()->resultModel();
    QTRY_COMPARE(model->conceptIdAt(0), QStringLiteral("kv-cache"));

    // Enter opens the best hit and moves to the article; Esc clears the query and the full list returns.
    QTest::keyClick(search, Qt::Key_Return);
    QCOMPARE(window.glossaryPane()->currentConceptId(), QStringLiteral("kv-cache"));
    QTest::keyClick(search, Qt::Key_Escape);
    QCOMPARE(search->text(), QString());
    // Two headings and the questions, then every concept.
    QCOMPARE(model->rowCount(),
             int(headroom::glossary::Termbase::builtIn().concepts().size() + headroom::ui::questions().size()) + 2);
}

void TstMainWindow::clickingAChartSegmentOpensItsConcept()
{
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    headroom::ui::BreakdownChart *chart = window.fitExplorer()->chart();
    QTRY_VERIFY(chart->segmentCenter(Segment::Weights).has_value());
    QCOMPARE(window.glossaryPane()->currentConceptId(), QStringLiteral("kv-cache")); // the start concept

    const QPoint weights = *chart->segmentCenter(Segment::Weights);
    QCOMPARE(chart->segmentAtViewportPos(weights), std::optional(Segment::Weights));
    QSignalSpy activated(chart, &headroom::ui::BreakdownChart::segmentActivated);
    QTest::mouseClick(chart->viewport(), Qt::LeftButton, {}, weights);
    if (activated.isEmpty())
        QSKIP("This platform does not deliver synthetic mouse events");
    QCOMPARE(activated.first().first().toString(), QStringLiteral("weights"));
    QTRY_COMPARE(window.glossaryPane()->currentConceptId(), QStringLiteral("weights"));
}

void TstMainWindow::showInChartOutlinesTheSegment()
{
    MainWindow window;
    headroom::ui::GlossaryPane *pane = window.glossaryPane();
    QVERIFY(pane->showConcept(QStringLiteral("kv-cache")));
    QVERIFY(pane->articleView()->toHtml().contains(QLatin1String("chart:kv-cache")));
    emit pane->articleView()->anchorClicked(QUrl(QStringLiteral("chart:kv-cache")));
    // Every KV segment is outlined, whatever attention kind it belongs to; the weights are not.
    headroom::ui::BreakdownChart *chart = window.fitExplorer()->chart();
    for (const Segment kv :
         {Segment::KvFullAttention, Segment::KvSlidingWindow, Segment::KvChunkedLocal, Segment::KvMla})
        QCOMPARE(chart->barSet(kv)->pen().widthF(), 3.0);
    QCOMPARE(chart->barSet(Segment::Weights)->pen().widthF(), 0.0);
    QCOMPARE(chart->highlightedConcept(), QStringLiteral("kv-cache"));

    // The engine reserve is explained by its own concept, "engine-reserve" (issue 15), which gets a "Show in
    // chart" link too.
    QVERIFY(pane->showConcept(QStringLiteral("engine-reserve")));
    QVERIFY(pane->articleView()->toHtml().contains(QLatin1String("chart:engine-reserve")));
    emit pane->articleView()->anchorClicked(QUrl(QStringLiteral("chart:engine-reserve")));
    QCOMPARE(chart->barSet(Segment::EngineReserve)->pen().widthF(), 3.0);
    QCOMPARE(chart->barSet(Segment::KvFullAttention)->pen().widthF(), 0.0);

    // A see-also link opens another concept in the same view.
    emit pane->articleView()->anchorClicked(QUrl(QStringLiteral("term:weights")));
    QCOMPARE(pane->currentConceptId(), QStringLiteral("weights"));
}

void TstMainWindow::darkThemeChangesThePaletteAndIsSaved()
{
    MainWindow window;
    window.setDarkTheme(false);
    QVERIFY(QApplication::palette().color(QPalette::Window).lightness() >= 128);
    window.viewMenu()->actions().first()->trigger(); // View > Dark theme
    QVERIFY(window.isDarkTheme());
    QVERIFY(QApplication::palette().color(QPalette::Window).lightness() < 128);
    QCOMPARE(QApplication::style()->name().toLower(), QStringLiteral("fusion"));
    QVERIFY(UiSettings::load().darkTheme);
    window.viewMenu()->actions().first()->trigger();
    QVERIFY(!window.isDarkTheme());
    QVERIFY(!UiSettings::load().darkTheme);
}

void TstMainWindow::openModelConfigIsInTheFileMenu()
{
    MainWindow window;
    QAction *open = window.openModelConfigAction();
    QVERIFY(open);
    QVERIFY(window.fileMenu()->actions().contains(open));
    QCOMPARE(open->shortcut(), QKeySequence(QKeySequence::Open));
    QCOMPARE(open->text(), QStringLiteral("&Open model config…"));
}

void TstMainWindow::malformedConfigLeavesTheModelListUnchanged()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QFile file(dir.filePath(QStringLiteral("config.json")));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(R"({"model_type": "llama", "num_hidden_layers": 32, "num_attention_heads": 32})");
    file.close();

    MainWindow window;
    QComboBox *models = window.fitExplorer()->modelCombo();
    QStringList before;
    for (int i = 0; i < models->count(); ++i)
        before << models->itemData(i).toString();
    const QString current = models->currentData().toString();

    // The function the menu and drops use, without its warning dialog.
    QVERIFY(!window.importModelConfig(file.fileName(), false));
    QStringList after;
    for (int i = 0; i < models->count(); ++i)
        after << models->itemData(i).toString();
    QCOMPARE(after, before);
    QCOMPARE(models->currentData().toString(), current);
}

void TstMainWindow::malformedConfigWarningNamesTheFields()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QFile file(dir.filePath(QStringLiteral("config.json")));
    QVERIFY(file.open(QIODevice::WriteOnly));
    // hidden_size and vocab_size are missing.
    file.write(R"({"model_type": "llama", "num_hidden_layers": 32, "num_attention_heads": 32,
        "num_key_value_heads": 8, "intermediate_size": 14336})");
    file.close();

    MainWindow window;
    const int count = window.fitExplorer()->modelCombo()->count();
    QString shown;
    // The warning is modal: read and close it from inside its event loop.
    QTimer closer;
    connect(&closer, &QTimer::timeout, &window, [&] {
        if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget())) {
            shown = box->text() + QLatin1Char('\n') + box->informativeText();
            box->accept();
        }
    });
    closer.start(10);
    QVERIFY(!window.importModelConfig(file.fileName()));
    closer.stop();
    QVERIFY2(shown.contains(QLatin1String("Fields to check: hidden_size, vocab_size")), qPrintable(shown));
    QVERIFY2(shown.contains(QLatin1String("missing hidden_size")), qPrintable(shown));
    QCOMPARE(window.fitExplorer()->modelCombo()->count(), count);
}

void TstMainWindow::droppedConfigPath_data()
{
    QTest::addColumn<QList<QUrl>>("urls");
    QTest::addColumn<QString>("path");
    QTest::newRow("one local json") << QList<QUrl>{QUrl::fromLocalFile(QStringLiteral("/tmp/m/config.json"))}
                                    << QStringLiteral("/tmp/m/config.json");
    QTest::newRow("upper-case suffix") << QList<QUrl>{QUrl::fromLocalFile(QStringLiteral("/tmp/M.JSON"))}
                                       << QStringLiteral("/tmp/M.JSON");
    // Model files (issue 14) are dropped too: a .gguf or .safetensors file (a model folder by its contents).
    QTest::newRow("gguf") << QList<QUrl>{QUrl::fromLocalFile(QStringLiteral("/tmp/model.gguf"))}
                          << QStringLiteral("/tmp/model.gguf");
    QTest::newRow("safetensors") << QList<QUrl>{QUrl::fromLocalFile(QStringLiteral("/tmp/m/model.safetensors"))}
                                 << QStringLiteral("/tmp/m/model.safetensors");
    QTest::newRow("not a model") << QList<QUrl>{QUrl::fromLocalFile(QStringLiteral("/tmp/notes.txt"))} << QString();
    QTest::newRow("remote") << QList<QUrl>{QUrl(QStringLiteral("https://huggingface.co/x/config.json"))} << QString();
    QTest::newRow("two files") << QList<QUrl>{QUrl::fromLocalFile(QStringLiteral("/tmp/a.json")),
                                              QUrl::fromLocalFile(QStringLiteral("/tmp/b.json"))}
                               << QString();
}

void TstMainWindow::droppedConfigPath()
{
    QFETCH(QList<QUrl>, urls);
    QFETCH(QString, path);
    QMimeData mime;
    mime.setUrls(urls);
    QCOMPARE(MainWindow::droppedConfigPath(&mime), path);
}

void TstMainWindow::droppingAConfigImportsIt()
{
    MainWindow window;
    QComboBox *models = window.fitExplorer()->modelCombo();
    const int count = models->count();
    QMimeData mime;
    mime.setUrls({QUrl::fromLocalFile(configPath(QStringLiteral("gemma-2-9b-it.json")))});
    mime.setText(configPath(QStringLiteral("gemma-2-9b-it.json")));

    QDragEnterEvent enter(QPoint(20, 20), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(&window, &enter);
    QVERIFY(enter.isAccepted());
    QDropEvent drop(QPointF(20, 20), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(&window, &drop);
    QVERIFY(drop.isAccepted());
    QCOMPARE(models->count(), count + 1);
    QVERIFY(models->currentText().endsWith(QLatin1String("(gemma-2-9b-it.json)")));

    // Dropped on the glossary's search field (which takes text drops), it is imported, not pasted.
    QMimeData other;
    other.setUrls({QUrl::fromLocalFile(configPath(QStringLiteral("qwen3-8b.json")))});
    other.setText(configPath(QStringLiteral("qwen3-8b.json")));
    QLineEdit *search = window.glossaryPane()->searchField();
    // QApplication delivers the drop to the widget that accepted the drag's enter event.
    QDragEnterEvent enterSearch(QPoint(5, 5), Qt::CopyAction, &other, Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(search, &enterSearch);
    QVERIFY(enterSearch.isAccepted());
    QDropEvent onSearch(QPointF(5, 5), Qt::CopyAction, &other, Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(search, &onSearch);
    QCOMPARE(search->text(), QString());
    QCOMPARE(models->count(), count + 2);
    QVERIFY(models->currentText().endsWith(QLatin1String("(qwen3-8b.json)")));
}

void TstMainWindow::everyChartSegmentOpensItsConcept_data()
{
    QTest::addColumn<QString>("conceptId");
    for (const Segment s : headroom::fit::kAllSegments)
        QTest::newRow(std::string(headroom::fit::segmentKey(s)).c_str())
            << QString::fromLatin1(headroom::fit::segmentConceptId(s));
}

void TstMainWindow::everyChartSegmentOpensItsConcept()
{
    QFETCH(QString, conceptId);
    MainWindow window;
    QVERIFY(window.glossaryPane()->showConcept(QStringLiteral("egress")));
    // What a click on the segment emits (clickingAChartSegmentOpensItsConcept clicks for real).
    emit window.fitExplorer()->chart()->segmentActivated(conceptId);
    QCOMPARE(window.glossaryPane()->currentConceptId(), conceptId);
    QVERIFY(window.glossaryPane()->articleView()->toHtml().contains(QStringLiteral("chart:") + conceptId));
}

void TstMainWindow::glossaryMenuHasTheBrowsingActions()
{
    MainWindow window;
    headroom::ui::GlossaryPane *pane = window.glossaryPane();
    const QList<QAction *> actions = window.glossaryMenu()->actions();
    for (QAction *action :
         {pane->findAction(), pane->backAction(), pane->forwardAction(), pane->favouriteAction(),
          pane->favouritesMenu()->menuAction(), pane->recentMenu()->menuAction(), pane->questionsMenu()->menuAction()})
        QVERIFY(actions.contains(action));
    QCOMPARE(pane->favouriteAction()->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_D));
    QCOMPARE(pane->questionsMenu()->actions().size(), int(headroom::ui::questions().size()));
    QVERIFY(window.fileMenu()->actions().contains(window.importTermbaseAction()));
    QVERIFY(window.fileMenu()->actions().contains(window.exportGlossaryAction()));
    QCOMPARE(window.importTermbaseAction()->text(), QStringLiteral("&Import termbase…"));
    QCOMPARE(window.exportGlossaryAction()->text(), QStringLiteral("Export &glossary…"));
}

void TstMainWindow::historyAndFavouritesSurviveANewWindow()
{
    {
        MainWindow window;
        QCOMPARE(window.glossaryPane()->currentConceptId(), QStringLiteral("kv-cache")); // first start
        QVERIFY(window.glossaryPane()->showConcept(QStringLiteral("vram")));
        window.glossaryPane()->favouriteAction()->trigger();
        QVERIFY(window.glossaryPane()->history().isFavourite(QStringLiteral("vram")));
    }
    MainWindow again;
    QCOMPARE(again.glossaryPane()->currentConceptId(), QStringLiteral("vram"));
    QVERIFY(again.glossaryPane()->history().isFavourite(QStringLiteral("vram")));
    QVERIFY(again.glossaryPane()->favouriteAction()->isChecked());
    QVERIFY(again.glossaryPane()->backAction()->isEnabled()); // kv-cache, then vram
}

void TstMainWindow::kvQuestionRaisesTheContextAndOutlinesTheKvCache()
{
    MainWindow window;
    headroom::ui::FitExplorer *explorer = window.fitExplorer();
    QSpinBox *context = explorer->contextSpinBox();
    headroom::ui::BreakdownChart *chart = explorer->chart();
    // The start scenario: Llama 3.1 8B, f16 KV cache, 8,192 tokens x 4 sequences. Its KV cache per token
    // is 2 (K and V) x 32 layers x 8 KV heads x 128 dims x 2 bytes = 131,072 B = 128 KiB
    // (config.json: num_hidden_layers 32, num_key_value_heads 8, head_dim 4096/32 = 128), so
    // 128 KiB x 8,192 x 4 = 4 GiB, and four times the context gives 16 GiB.
    QVERIFY2(explorer->modelCombo()->currentText().contains(QLatin1String("Llama 3.1 8B")),
             qPrintable(explorer->modelCombo()->currentText()));
    QCOMPARE(context->value(), 8192);
    QCOMPARE(explorer->concurrencySpinBox()->value(), 4);
    QCOMPARE(chart->kvCacheGiB(), 4.0);

    QVERIFY(window.glossaryPane()->askQuestion(QStringLiteral("kv-size")));
    QCOMPARE(window.glossaryPane()->currentConceptId(), QStringLiteral("kv-cache"));
    QCOMPARE(context->value(), 32768);
    QTRY_COMPARE(chart->kvCacheGiB(), 16.0);
    QCOMPARE(chart->highlightedConcept(), QStringLiteral("kv-cache"));
}

void TstMainWindow::bitsQuestionOutlinesTheWeights()
{
    MainWindow window;
    QVERIFY(window.glossaryPane()->askQuestion(QStringLiteral("bits")));
    QCOMPARE(window.glossaryPane()->currentConceptId(), QStringLiteral("quantization"));
    QCOMPARE(window.fitExplorer()->chart()->highlightedConcept(), QStringLiteral("weights"));
    // "Will it fit?" removes the outline again and only points at the model choice.
    QVERIFY(window.glossaryPane()->askQuestion(QStringLiteral("fit")));
    QCOMPARE(window.fitExplorer()->chart()->highlightedConcept(), QString());
    QCOMPARE(window.glossaryPane()->currentConceptId(), QStringLiteral("headroom"));
    QVERIFY(!window.applyQuestion(QStringLiteral("no-such-question")));
}

void TstMainWindow::monthQuestionOpensTheQuoteForOneMonth()
{
    MainWindow window;
    QString term;
    int terms = 0;
    const auto closer = whenModal<headroom::ui::QuoteDialog>(&window, [&](headroom::ui::QuoteDialog *dialog) {
        term = dialog->termCombo()->currentData().toString();
        terms = dialog->termsSpinBox()->value();
    });
    QVERIFY(window.glossaryPane()->askQuestion(QStringLiteral("stop")));
    QCOMPARE(term, QStringLiteral("month"));
    QCOMPARE(terms, 1);
    QCOMPARE(window.glossaryPane()->currentConceptId(), QStringLiteral("fixed-rental-term"));
    QVERIFY(window.glossaryPane()->articleView()->toPlainText().contains(QLatin1String("Billing does not pause")));
}

void TstMainWindow::importMalformedTermbaseLeavesTheGlossaryUnchanged()
{
    MainWindow window;
    const QStringList before = window.termbase().conceptIds();
    const int rows = window.glossaryPane()->resultModel()->rowCount();
    QString error;
    QVERIFY(!window.importTermbase(dataPath(QStringLiteral("glossary-import-malformed.tbx")), false, &error));
    QVERIFY2(error.contains(QLatin1String("glossary-import-malformed.tbx")), qPrintable(error));
    QCOMPARE(window.termbase().conceptIds(), before);
    QCOMPARE(window.glossaryPane()->resultModel()->rowCount(), rows);
    QCOMPARE(TermbaseStore(window.termbaseFolder()).files(), QStringList()); // nothing was stored
    QCOMPARE(MainWindow().termbase().conceptIds(), before);                  // nor shows up after a restart
}

void TstMainWindow::importMalformedTermbaseWarns()
{
    MainWindow window;
    const qsizetype count = window.termbase().concepts().size();
    QString shown;
    const auto closer = whenModal<QMessageBox>(
        &window, [&](QMessageBox *box) { shown = box->text() + QLatin1Char('\n') + box->informativeText(); });
    QVERIFY(!window.importTermbase(dataPath(QStringLiteral("glossary-import-malformed.tbx"))));
    QVERIFY2(shown.contains(QLatin1String("The glossary is unchanged")), qPrintable(shown));
    // Where the XML breaks: the fixture's </langSec> on line 10 closes where </termSec> is expected.
    QVERIFY2(shown.contains(QLatin1String("line 10"), Qt::CaseInsensitive), qPrintable(shown));
    QCOMPARE(window.termbase().concepts().size(), count);
}

void TstMainWindow::importTermbaseAddsConceptsWithTheirSource()
{
    MainWindow window;
    const qsizetype before = window.termbase().concepts().size();
    QString error;
    // The fixture has acme-sla, acme-support and gpu; the built-in glossary already has gpu.
    const auto report = window.importTermbase(dataPath(QStringLiteral("glossary-import-v2.tbx")), false, &error);
    QVERIFY2(report.has_value(), qPrintable(error));
    QCOMPARE(report->added, 2);
    QVERIFY2(report->skipped.join(QLatin1Char('\n')).contains(QLatin1String("gpu")),
             qPrintable(report->skipped.join(QLatin1Char('\n'))));
    QCOMPARE(window.termbase().concepts().size(), before + 2);

    headroom::ui::GlossaryPane *pane = window.glossaryPane();
    QVERIFY(pane->showConcept(QStringLiteral("acme-sla")));
    QVERIFY2(pane->articleView()->toPlainText().contains(QLatin1String("From your termbase glossary-import-v2.tbx")),
             qPrintable(pane->articleView()->toPlainText()));
    // Searchable at once, and there again after a restart.
    pane->searchField()->setText(QStringLiteral("service level agreement"));
    pane->runSearch();
    QCOMPARE(pane->resultModel()->conceptIdAt(0), QStringLiteral("acme-sla"));
    MainWindow restarted;
    QCOMPARE(restarted.termbase().concepts().size(), before + 2);
    QCOMPARE(restarted.glossaryPane()->currentConceptId(), QStringLiteral("acme-sla"));
}

void TstMainWindow::exportGlossary_data()
{
    QTest::addColumn<QString>("fileName");
    QTest::newRow("tbx") << QStringLiteral("glossary.tbx");
    QTest::newRow("csv") << QStringLiteral("glossary.CSV");
}

void TstMainWindow::exportGlossary()
{
    QFETCH(QString, fileName);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    MainWindow window;
    const QString path = dir.filePath(fileName);
    QString error;
    QVERIFY2(window.exportGlossary(path, &error), qPrintable(error));
    if (fileName.endsWith(QLatin1String(".tbx"))) {
        headroom::glossary::TermbaseError tbxError;
        const auto read = headroom::glossary::Termbase::fromFile(path, &tbxError);
        QVERIFY2(read.has_value(), qPrintable(tbxError.message));
        QCOMPARE(read->conceptIds(), window.termbase().conceptIds());
    } else {
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray csv = file.readAll();
        QVERIFY(csv.startsWith("concept_id,subject,related,nl_terms,nl_definition,nl_note,en_terms,en_definition,"
                               "en_note,tr_terms,tr_definition,tr_note\r\n"));
        QVERIFY(csv.contains("\r\nkv-cache,"));
    }
}

void TstMainWindow::exportToAnUnwritablePathFails()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    MainWindow window;
    const QString path = dir.filePath(QStringLiteral("missing-folder/glossary.tbx"));
    QString error;
    QVERIFY(!window.exportGlossary(path, &error));
    QVERIFY2(error.contains(QLatin1String("glossary.tbx")), qPrintable(error));
    QVERIFY(!QFile::exists(path));
}

QTEST_MAIN(TstMainWindow)
#include "tst_mainwindow.moc"
