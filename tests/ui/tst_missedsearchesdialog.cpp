// SPDX-License-Identifier: GPL-3.0-or-later
// The "Searches that found nothing" dialog with real keys (issue 15): Enter and Escape close it and keep
// the list; only a click on Clear empties it; Copy all puts the list on the clipboard.

#include <glossary/missedsearches.h>
#include <ui/missedsearchesdialog.h>

#include <QClipboard>
#include <QGuiApplication>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>

using headroom::glossary::MissedSearches;
using headroom::ui::MissedSearchesDialog;

class TstMissedSearchesDialog : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void enterClosesAndKeepsTheList_data();
    void enterClosesAndKeepsTheList();
    void clearEmptiesTheList();
    void copiesAndClears();
};

void TstMissedSearchesDialog::enterClosesAndKeepsTheList_data()
{
    QTest::addColumn<int>("key");
    QTest::addColumn<bool>("focusOnList");
    QTest::newRow("Enter") << int(Qt::Key_Return) << false;
    QTest::newRow("Enter in the list") << int(Qt::Key_Return) << true;
    QTest::newRow("keypad Enter") << int(Qt::Key_Enter) << false;
    QTest::newRow("Escape") << int(Qt::Key_Escape) << false;
}

void TstMissedSearchesDialog::enterClosesAndKeepsTheList()
{
    QFETCH(int, key);
    QFETCH(bool, focusOnList);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("missed.json"));
    MissedSearches searches(path);
    QVERIFY(searches.record(QStringLiteral("kv cahe"), QStringLiteral("nl")));
    MissedSearchesDialog dialog(searches);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QVERIFY(!dialog.clearButton()->isDefault());
    if (focusOnList)
        dialog.list()->setFocus();
    QTest::keyClick(&dialog, Qt::Key(key));
    QTRY_VERIFY(!dialog.isVisible());
    QCOMPARE(dialog.result(), int(QDialog::Rejected));
    QCOMPARE(MissedSearches(path).entries().size(), qsizetype(1));
}

void TstMissedSearchesDialog::clearEmptiesTheList()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("missed.json"));
    MissedSearches searches(path);
    QVERIFY(searches.record(QStringLiteral("xqzv"), QStringLiteral("en")));
    MissedSearchesDialog dialog(searches);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QTest::mouseClick(dialog.clearButton(), Qt::LeftButton);
    QCOMPARE(dialog.list()->topLevelItemCount(), 0);
    QVERIFY(MissedSearches(path).entries().isEmpty());
    // With Copy all and Clear disabled, Enter still closes.
    QTest::keyClick(&dialog, Qt::Key_Return);
    QTRY_VERIFY(!dialog.isVisible());
}

void TstMissedSearchesDialog::copiesAndClears()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("missed.json"));
    MissedSearches searches(path);
    QVERIFY(searches.record(QStringLiteral("kv cahe"), QStringLiteral("nl")));
    QVERIFY(searches.record(QStringLiteral("xqzv"), QStringLiteral("en")));
    MissedSearchesDialog dialog(searches);
    QCOMPARE(dialog.list()->topLevelItemCount(), 2);
    QCOMPARE(dialog.list()->topLevelItem(0)->text(0), QStringLiteral("xqzv")); // most recent first
    QCOMPARE(dialog.list()->topLevelItem(1)->text(1), QStringLiteral("Nederlands"));
    dialog.copyButton()->click();
    QCOMPARE(QGuiApplication::clipboard()->text(), searches.toTsv());
    dialog.clearButton()->click();
    QCOMPARE(dialog.list()->topLevelItemCount(), 0);
    QVERIFY(!dialog.clearButton()->isEnabled());
    QVERIFY(MissedSearches(path).entries().isEmpty());
}

QTEST_MAIN(TstMissedSearchesDialog)
#include "tst_missedsearchesdialog.moc"
