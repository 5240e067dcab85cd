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
#include <QLineEdit>
#include <QMenu>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStyle>
#include <QTest>
#include <QTextBrowser>

using headroom::fit::Component;
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
};

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
    QTRY_VERIFY(chart->segmentCenter(Component::Weights).has_value());
    QCOMPARE(window.glossaryPane()->currentConceptId(), QStringLiteral("kv-cache")); // the start concept

    const QPoint weights = *chart->segmentCenter(Component::Weights);
    QCOMPARE(chart->componentAtViewportPos(weights), std::optional(Component::Weights));
    QSignalSpy activated(chart, &headroom::ui::BreakdownChart::componentActivated);
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
    QCOMPARE(window.fitExplorer()->chart()->barSet(Component::KvCache)->pen().widthF(), 3.0);
    QCOMPARE(window.fitExplorer()->chart()->barSet(Component::Weights)->pen().widthF(), 0.0);

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

QTEST_MAIN(TstMainWindow)
#include "tst_mainwindow.moc"
