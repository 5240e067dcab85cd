// SPDX-License-Identifier: GPL-3.0-or-later
// Main window smoke tests: language switching, glossary search, chart -> glossary routing, theme.

#include <ui/breakdownchart.h>
#include <ui/fitexplorer.h>
#include <ui/glossarypane.h>
#include <ui/glossaryresultmodel.h>
#include <ui/mainwindow.h>
#include <ui/uisettings.h>

#include <QAction>
#include <QApplication>
#include <QBarSet>
#include <QComboBox>
#include <QDropEvent>
#include <QFile>
#include <QLineEdit>
#include <QMenu>
#include <QMessageBox>
#include <QMimeData>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStyle>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <QTimer>
#include <QUrl>

using headroom::fit::Segment;
using headroom::ui::MainWindow;
using headroom::ui::UiSettings;

class TstMainWindow : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
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
};

namespace {

QString configPath(const QString &name)
{
    return QStringLiteral(HEADROOM_TEST_DATA_DIR "/configs/") + name;
}

} // namespace

void TstMainWindow::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("Headroom"));
    QCoreApplication::setApplicationName(QStringLiteral("headroom-test"));
    UiSettings{}.save(); // start from the defaults, whatever an earlier run left behind
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
    QCOMPARE(model->rowCount(), int(headroom::glossary::Termbase::builtIn().concepts().size()));
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

    // The engine reserve is explained by "usable-vram", which gets a "Show in chart" link too.
    QVERIFY(pane->showConcept(QStringLiteral("usable-vram")));
    QVERIFY(pane->articleView()->toHtml().contains(QLatin1String("chart:usable-vram")));
    emit pane->articleView()->anchorClicked(QUrl(QStringLiteral("chart:usable-vram")));
    QCOMPARE(chart->barSet(Segment::EngineReserve)->pen().widthF(), 3.0);
    QCOMPARE(chart->barSet(Segment::KvFullAttention)->pen().widthF(), 0.0);

    // A see-also link opens another concept in the same view.
    emit pane->articleView()->anchorClicked(QUrl(QStringLiteral("concept:weights")));
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
    QTest::newRow("not json") << QList<QUrl>{QUrl::fromLocalFile(QStringLiteral("/tmp/model.gguf"))} << QString();
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

QTEST_MAIN(TstMainWindow)
#include "tst_mainwindow.moc"
