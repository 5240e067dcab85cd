// SPDX-License-Identifier: GPL-3.0-or-later
// Accessibility of the main window (issue 15, item 9): every control has an accessible name in each UI
// language, the window is usable from the keyboard (Tab reaches the explorer's inputs, the chart's table and
// the glossary; menu actions carry their shortcuts, none twice), and the chart has a text equivalent, the
// breakdown table, whose rows are the `headroom estimate` rows.
//
// Breakdown table values, worked by hand: Llama 3.1 8B (meta-llama/Llama-3.1-8B config.json: 32 layers, 8 KV
// heads, head_dim 128; 8,030,261,248 parameters) in bf16 on the generic engine at 8,192 tokens, 1 sequence:
//   weights 8,030,261,248 x 2 B = 16,060,522,496 B = 14.957 GiB -> "14.96 GiB";
//   KV cache 8,192 tokens x 2 (K, V) x 32 x 8 x 128 x 2 B = 1,073,741,824 B = "1.00 GiB".

#include <ui/accessiblenames.h>
#include <ui/breakdownchart.h>
#include <ui/breakdowntable.h>
#include <ui/fitexplorer.h>
#include <ui/glossarypane.h>
#include <ui/mainwindow.h>
#include <ui/uisettings.h>

#include <QAccessible>
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QSet>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTest>
#include <QToolButton>

using headroom::ui::MainWindow;

namespace {

QString describe(const QWidget *w)
{
    QStringList chain;
    for (const QWidget *p = w; p; p = p->parentWidget())
        chain << QString::fromLatin1(p->metaObject()->className()) +
                     (p->objectName().isEmpty() ? QString() : u'#' + p->objectName());
    return chain.join(QStringLiteral(" < "));
}

QString nameOf(QWidget *w)
{
    QAccessibleInterface *a = QAccessible::queryAccessibleInterface(w);
    return a ? a->text(QAccessible::Name) : QString();
}

} // namespace

class TstAccessibility : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void everyControlHasAName_data();
    void everyControlHasAName();
    void tabReachesTheMainControls();
    void menuActionsHaveDistinctShortcuts();
    void breakdownTableIsTheChartAsText();
};

void TstAccessibility::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("Headroom"));
    QCoreApplication::setApplicationName(QStringLiteral("headroom-test-a11y"));
    headroom::ui::UiSettings{}.save();
}

void TstAccessibility::everyControlHasAName_data()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("en") << QStringLiteral("en");
    QTest::newRow("nl") << QStringLiteral("nl");
    QTest::newRow("tr") << QStringLiteral("tr");
}

void TstAccessibility::everyControlHasAName()
{
    QFETCH(QString, language);
    MainWindow window;
    QVERIFY(window.setLanguage(language));
    window.resize(1400, 860);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QApplication::processEvents();
    const QList<QWidget *> unnamed = headroom::ui::unnamedControls(&window);
    QStringList names;
    for (const QWidget *w : unnamed)
        names << describe(w);
    QVERIFY2(unnamed.isEmpty(), qPrintable(names.join(u'\n')));
    // The context spin box is named after its label in the UI language, not "spin box".
    const QString context = nameOf(window.fitExplorer()->contextSpinBox());
    QVERIFY2(!context.isEmpty() && !context.contains(u'&') && !context.endsWith(u':'), qPrintable(context));
    if (language == QLatin1String("en"))
        QCOMPARE(context, QStringLiteral("Context length"));
}

void TstAccessibility::tabReachesTheMainControls()
{
    MainWindow window;
    window.resize(1400, 860);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    headroom::ui::FitExplorer *explorer = window.fitExplorer();
    explorer->modelCombo()->setFocus(Qt::TabFocusReason);
    QTRY_VERIFY(explorer->modelCombo()->hasFocus());
    QSet<QWidget *> reached;
    for (int i = 0; i < 200 && QApplication::focusWidget(); ++i) {
        reached.insert(QApplication::focusWidget());
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
    }
    // The Table button beside the verdict is reached by Tab (Space then shows the table).
    QWidget *tabs = explorer->tableToggle();
    const QList<QWidget *> wanted{explorer->gpuCombo(),
                                  explorer->gpuCountSpinBox(),
                                  explorer->contextSlider(),
                                  explorer->contextSpinBox(),
                                  explorer->concurrencySpinBox(),
                                  tabs,
                                  window.glossaryPane()->searchField()};
    for (QWidget *w : wanted)
        QVERIFY2(reached.contains(w), qPrintable(describe(w) + QStringLiteral(" not reached by Tab")));
    // Ctrl+3 (View > Show the breakdown as a table) shows the table and focuses it.
    QTest::keyClick(&window, Qt::Key_3, Qt::ControlModifier);
    QTRY_VERIFY(explorer->breakdownTable()->hasFocus());
    QVERIFY(explorer->breakdownTable()->isVisible());
    // Ctrl+2 goes to the glossary search, Ctrl+1 back to the explorer's model.
    QTest::keyClick(&window, Qt::Key_2, Qt::ControlModifier);
    QTRY_VERIFY(window.glossaryPane()->searchField()->hasFocus());
    QTest::keyClick(&window, Qt::Key_1, Qt::ControlModifier);
    QTRY_VERIFY(explorer->modelCombo()->hasFocus());
}

void TstAccessibility::menuActionsHaveDistinctShortcuts()
{
    MainWindow window;
    QHash<QString, QString> seen; // shortcut -> action text
    int withShortcut = 0;
    for (QAction *menuAction : window.menuBar()->actions()) {
        QMenu *menu = menuAction->menu();
        if (!menu)
            continue;
        for (QAction *a : menu->actions()) {
            if (a->isSeparator() || a->shortcut().isEmpty())
                continue;
            ++withShortcut;
            const QString key = a->shortcut().toString(QKeySequence::PortableText);
            QVERIFY2(!seen.contains(key),
                     qPrintable(key + QStringLiteral(": ") + seen.value(key) + QStringLiteral(" and ") + a->text()));
            seen.insert(key, a->text());
        }
    }
    // Open model config, Open model file, Quote, Quote history, Quit, Find, Back, Forward, Dark theme,
    // What should I rent?, Fit explorer, Glossary, Breakdown table: at least 12 have shortcuts.
    QVERIFY2(withShortcut >= 12, qPrintable(QStringList(seen.keys()).join(QStringLiteral(", "))));
    for (const char *key : {"Ctrl+O", "Ctrl+E", "Ctrl+R", "Ctrl+F", "Ctrl+1", "Ctrl+2", "Ctrl+3"})
        QVERIFY2(seen.contains(QLatin1String(key)), key);
}

void TstAccessibility::breakdownTableIsTheChartAsText()
{
    MainWindow window;
    QVERIFY(window.setLanguage(QStringLiteral("en"))); // the rows in English, "14.96" with a point
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    headroom::ui::FitExplorer *explorer = window.fitExplorer();
    QVERIFY(explorer->selectModel(QStringLiteral("llama-3.1-8b")));
    QVERIFY(explorer->selectGpu(QStringLiteral("rtx-4090")));
    QVERIFY(explorer->selectEngine(headroom::fit::Engine::Generic));
    QVERIFY(explorer->selectKvCache(QStringLiteral("f16")));
    explorer->gpuCountSpinBox()->setValue(1);
    explorer->concurrencySpinBox()->setValue(1);
    explorer->contextSpinBox()->setValue(8192);
    headroom::ui::BreakdownTable *table = explorer->breakdownTable();
    QVERIFY(!nameOf(table).isEmpty());
    QVERIFY(table->rowCount() >= 6);
    QCOMPARE(table->item(0, 0)->text(), QStringLiteral("Weights"));
    QCOMPARE(table->item(0, 1)->text(), QStringLiteral("14.96 GiB"));
    QCOMPARE(table->item(1, 0)->text(), QStringLiteral("KV cache"));
    QCOMPARE(table->item(1, 1)->text(), QStringLiteral("1.00 GiB"));
    QCOMPARE(table->item(table->rowCount() - 1, 0)->text(), QStringLiteral("Headroom"));
    // Enter on the KV row opens the KV cache concept in the glossary.
    table->setFocus(Qt::TabFocusReason);
    table->setCurrentCell(1, 0);
    QTest::keyClick(table, Qt::Key_Return);
    QTRY_COMPARE(window.glossaryPane()->currentConceptId(), QStringLiteral("kv-cache"));
}

QTEST_MAIN(TstAccessibility)
#include "tst_accessibility.moc"
