// SPDX-License-Identifier: GPL-3.0-or-later
// The window at 1024 x 640 in English, Dutch and Turkish (issue 15: "nothing truncates at 1024 x 640"):
// the window keeps that size, the search field shows its whole placeholder, a closed box narrower than
// its text shows it elided with "…" (never cut mid-letter) and the GPU box its short name ("RTX 4090
// (24 GB)"), and at 1400 x 860 the same boxes show their text whole.

#include <ui/elidingcombobox.h>
#include <ui/fitexplorer.h>
#include <ui/glossaryhistory.h>
#include <ui/glossarypane.h>
#include <ui/mainwindow.h>
#include <ui/uisettings.h>

#include <QLineEdit>
#include <QStandardPaths>
#include <QTest>
#include <QToolButton>

using headroom::ui::ElidingComboBox;
using headroom::ui::MainWindow;

class TstSmallWindow : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void fitsIn1024x640_data();
    void fitsIn1024x640();
};

void TstSmallWindow::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("Headroom"));
    QCoreApplication::setApplicationName(QStringLiteral("headroom-test-smallwindow"));
    headroom::ui::UiSettings{}.save();
}

void TstSmallWindow::fitsIn1024x640_data()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("en") << QStringLiteral("en");
    QTest::newRow("nl") << QStringLiteral("nl");
    QTest::newRow("tr") << QStringLiteral("tr");
}

namespace {

/// The box's text as shown fits inside it, and is the whole text or the text's start and "…".
void checkCombo(const QComboBox *box)
{
    const auto *eliding = dynamic_cast<const ElidingComboBox *>(box);
    QVERIFY(eliding);
    const QString shown = eliding->shownText();
    const QString full = box->currentText();
    QVERIFY2(shown == full || (shown.endsWith(QChar(0x2026)) && full.startsWith(shown.chopped(1))),
             qPrintable(shown + QStringLiteral(" / ") + full));
    QVERIFY2(box->fontMetrics().horizontalAdvance(shown) < box->width(), qPrintable(shown));
}

} // namespace

void TstSmallWindow::fitsIn1024x640()
{
    QFETCH(QString, language);
    QFile::remove(headroom::ui::GlossaryHistory::defaultPath());
    MainWindow window(nullptr, language);
    QCOMPARE(window.language(), language);
    window.resize(1024, 640);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QTRY_COMPARE(window.size(), QSize(1024, 640));

    // The search field has the pane's width: its placeholder ("Zoek termen of betekenissen…") reads whole
    // (a line edit keeps about 2 x 6 px of frame and margins).
    const QLineEdit *search = window.glossaryPane()->searchField();
    QVERIFY2(search->fontMetrics().horizontalAdvance(search->placeholderText()) + 12 <= search->width(),
             qPrintable(QStringLiteral("%1 in %2 px").arg(search->placeholderText()).arg(search->width())));
    // The favourites button is a star; its name is spoken and shown as a tooltip.
    const QToolButton *favourites = window.glossaryPane()->favouritesButton();
    QCOMPARE(favourites->text(), QString(QChar(0x2605)));
    QVERIFY(!favourites->accessibleName().isEmpty());
    QVERIFY(favourites->toolTip().startsWith(favourites->accessibleName()));

    // "NVIDIA GeForce RTX 4090 (24 GB)" does not fit the GPU box at this size: it shows its short form.
    headroom::ui::FitExplorer *explorer = window.fitExplorer();
    QVERIFY(explorer->selectGpu(QStringLiteral("rtx-4090")));
    checkCombo(explorer->modelCombo());
    const QString gpuShown = static_cast<const ElidingComboBox *>(explorer->gpuCombo())->shownText();
    QCOMPARE(gpuShown, QStringLiteral("RTX 4090 (24 GB)"));

    // At the default size it has room: whole.
    window.resize(1400, 860);
    QTRY_COMPARE(window.size(), QSize(1400, 860));
    QCOMPARE(static_cast<const ElidingComboBox *>(explorer->gpuCombo())->shownText(),
             explorer->gpuCombo()->currentText());
}

QTEST_MAIN(TstSmallWindow)
#include "tst_smallwindow.moc"
