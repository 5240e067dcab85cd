// SPDX-License-Identifier: GPL-3.0-or-later
// The quote history dialog: lists stored quotes newest first, deletes after a confirmation, reopens a
// quote dialog filled from the stored payload (also one the CLI stored), re-exports under a new key with
// the same reference, and shows an unreadable history instead of failing. Prompts are answered by the
// test (no modal event loop).

#include "layoutcheck.h"

#include <ui/basispointsspinbox.h>
#include <ui/filedialogfolders.h>
#include <ui/historydialog.h>
#include <ui/languageswitcher.h>
#include <ui/pricelistfiles.h>
#include <ui/quotedialog.h>
#include <ui/quoteexport.h>

#include <catalog/catalog.h>
#include <quote/quotestore.h>
#include <scenario/choice.h>

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QTreeWidget>

using headroom::catalog::Catalog;
using headroom::ui::HistoryDialog;
using headroom::ui::Prompts;
using headroom::ui::QuoteDialog;

using headroom::testing::saveScreenshot;
using headroom::testing::verifyNothingClipped;

namespace {

// What the fit explorer would hand over: Llama 3.1 8B on `count` x `gpuId`, everything else default.
std::optional<headroom::scenario::Choice> choiceOn(const char *gpuId, int count)
{
    headroom::scenario::Choice c;
    c.modelId = QStringLiteral("llama-3.1-8b");
    c.gpuId = QString::fromLatin1(gpuId);
    c.gpuCount = count;
    return c;
}

[[maybe_unused]] headroom::fit::Scenario scenarioOn(const char *gpuId, int count)
{
    headroom::fit::Scenario s;
    s.model = Catalog::builtIn().model(QStringLiteral("llama-3.1-8b"))->spec;
    s.hardware.gpuId = gpuId;
    s.hardware.memoryBytes = Catalog::builtIn().gpu(QString::fromLatin1(gpuId))->memoryBytes;
    s.hardware.gpuCount = count;
    return s;
}

QString reference(int sequence)
{
    return QStringLiteral("HR-%1-%2").arg(QDate::currentDate().year()).arg(sequence, 6, 10, QLatin1Char('0'));
}

struct ScriptedPrompts {
    QStringList paths;
    QList<bool> confirms;
    QStringList suggested;
    QStringList warnings;
    int confirmCount = 0;

    Prompts prompts()
    {
        Prompts p;
        p.savePdfPath = [this](QWidget *, const QString &, const QString &suggestedPath) {
            suggested << suggestedPath;
            return paths.isEmpty() ? QString() : paths.takeFirst();
        };
        p.retry = [](QWidget *, const QString &, const QString &) {
            return false;
        };
        p.confirm = [this](QWidget *, const QString &, const QString &) {
            ++confirmCount;
            return !confirms.isEmpty() && confirms.takeFirst();
        };
        p.warn = [this](QWidget *, const QString &, const QString &message) {
            warnings << message;
        };
        return p;
    }
};

} // namespace

class TstHistoryDialog : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void listsNewestFirst();
    void deletesOnlyAfterConfirmation();
    void reopenFillsTheDialog();
    void enterOrDoubleClickReopensOnce();
    void reopensAQuoteTheCliStored();
    void reexportKeepsTheReference();
    void unreadableHistoryIsShown();
    void datesInTheUiLanguage();
    void columnsShowTheStoredChoice();
    void stalePdfIsMissingAndExportsAgain();
    void layoutFitsAtMinimumSize_data();
    void layoutFitsAtMinimumSize();

private:
    /// Exports two quotes: reference 1 = one H100 for a month (1,936.80 USD), reference 2 = two of them.
    void exportTwo();
    QString storePath() const { return m_dir.filePath(QStringLiteral("quotes.sqlite")); }
    QTemporaryDir m_dir;
};

void TstHistoryDialog::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    QVERIFY(m_dir.isValid());
}

void TstHistoryDialog::init()
{
    for (const QString &suffix : {QString(), QStringLiteral("-wal"), QStringLiteral("-shm")})
        QFile::remove(storePath() + suffix);
    headroom::ui::PriceListFiles::remember(QString());
}

void TstHistoryDialog::exportTwo()
{
    QuoteDialog dialog(Catalog::builtIn(), choiceOn("h100-80gb", 1), QStringLiteral("en"));
    dialog.setStorePath(storePath());
    QString error;
    QVERIFY2(dialog.exportTo(m_dir.filePath(QStringLiteral("one.pdf")), &error), qPrintable(error));
    QCOMPARE(dialog.lastReference(), reference(1));
    dialog.gpuCountSpinBox()->setValue(2);
    QVERIFY2(dialog.exportTo(m_dir.filePath(QStringLiteral("two.pdf")), &error), qPrintable(error));
    QCOMPARE(dialog.lastReference(), reference(2));
}

void TstHistoryDialog::listsNewestFirst()
{
    exportTwo();
    HistoryDialog history(Catalog::builtIn(), choiceOn("h100-80gb", 1), QStringLiteral("en"), storePath());
    QCOMPARE(history.references(), QStringList({reference(2), reference(1)}));
    QTreeWidget *tree = history.tree();
    // 2 x 720 h x 2.69 = 3,873.60 and 720 h x 2.69 = 1,936.80 USD.
    QCOMPARE(tree->topLevelItem(0)->text(HistoryDialog::TotalColumn), QStringLiteral("3,873.60"));
    QCOMPARE(tree->topLevelItem(1)->text(HistoryDialog::TotalColumn), QStringLiteral("1,936.80"));
    QCOMPARE(tree->topLevelItem(1)->text(HistoryDialog::CurrencyColumn), QStringLiteral("USD"));
    QCOMPARE(tree->topLevelItem(1)->text(HistoryDialog::PdfColumn), QStringLiteral("one.pdf"));
    QVERIFY(!tree->topLevelItem(0)->text(HistoryDialog::CreatedColumn).isEmpty());
    QCOMPARE(history.currentReference(), reference(2));
    QVERIFY(history.reopenButton()->isEnabled());
    QVERIFY(history.messageLabel()->isHidden());
}

void TstHistoryDialog::deletesOnlyAfterConfirmation()
{
    exportTwo();
    HistoryDialog history(Catalog::builtIn(), choiceOn("h100-80gb", 1), QStringLiteral("en"), storePath());
    ScriptedPrompts script;
    script.confirms = {false, true};
    history.setPrompts(script.prompts());

    QVERIFY(!history.removeQuote(reference(2))); // "No"
    QCOMPARE(history.references().size(), 2);
    QVERIFY(history.removeQuote(reference(2))); // "Yes"
    QCOMPARE(script.confirmCount, 2);
    QCOMPARE(history.references(), QStringList({reference(1)}));
    QVERIFY(script.warnings.isEmpty());

    QString error;
    std::optional<headroom::quote::QuoteStore> store = headroom::quote::QuoteStore::open(storePath(), &error);
    QVERIFY2(store, qPrintable(error));
    QCOMPARE(store->quotes().size(), 1);
    QVERIFY(store->operations(reference(2)).isEmpty());
    // Deleting a reference that is gone is an error shown to the user, not a crash.
    script.confirms = {true};
    QVERIFY(!history.removeQuote(reference(2)));
    QCOMPARE(script.warnings.size(), 1);
}

void TstHistoryDialog::reopenFillsTheDialog()
{
    // A quote with every input away from its default.
    QString error;
    {
        QuoteDialog dialog(Catalog::builtIn(), choiceOn("a100-80gb", 1), QStringLiteral("en"));
        dialog.setStorePath(storePath());
        dialog.priceListCombo()->setCurrentIndex(
            dialog.priceListCombo()->findData(QStringLiteral("example-eur-2026-11")));
        dialog.gpuCombo()->setCurrentIndex(dialog.gpuCombo()->findData(QStringLiteral("a100-80gb")));
        dialog.gpuCountSpinBox()->setValue(3);
        dialog.termCombo()->setCurrentIndex(dialog.termCombo()->findData(QStringLiteral("week")));
        dialog.termsSpinBox()->setValue(2);
        dialog.pricingCombo()->setCurrentIndex(dialog.pricingCombo()->findData(QStringLiteral("spot")));
        dialog.storageSpinBox()->setValue(250);
        dialog.egressSpinBox()->setValue(40);
        dialog.supportCombo()->setCurrentIndex(dialog.supportCombo()->findData(QStringLiteral("business")));
        dialog.dedicatedCheckBox()->setChecked(true);
        dialog.vatCheckBox()->setChecked(true);
        dialog.vatSpinBox()->setValue(2000);
        dialog.pdfLanguageCombo()->setCurrentIndex(dialog.pdfLanguageCombo()->findData(QStringLiteral("tr")));
        dialog.validDaysSpinBox()->setValue(14);
        dialog.includeRoutesCheckBox()->setChecked(false);
        dialog.retentionEvidenceEdit()->setPlainText(
            QStringLiteral("Silme tutanağı, dönem bitiminden 5 iş günü içinde."));
        dialog.inputTokensEdit()->setText(QStringLiteral("12,000,000"));
        dialog.concurrencySpinBox()->setValue(16);
        dialog.errorRateEdit()->setText(QStringLiteral("below 0.5 %"));
        dialog.dataRefreshEdit()->setText(QStringLiteral("nightly"));
        QVERIFY2(dialog.previewError().isEmpty(), qPrintable(dialog.previewError()));
        QVERIFY2(dialog.exportTo(m_dir.filePath(QStringLiteral("spot.pdf")), &error), qPrintable(error));
    }

    HistoryDialog history(Catalog::builtIn(), choiceOn("h100-80gb", 1), QStringLiteral("en"), storePath());
    ScriptedPrompts script;
    history.setPrompts(script.prompts());
    QuoteDialog *reopened = history.reopen(reference(1));
    QVERIFY2(reopened, qPrintable(script.warnings.join(u'\n')));
    const headroom::ui::QuoteDraft d = reopened->draft();
    QCOMPARE(d.priceListId, QStringLiteral("example-eur-2026-11"));
    QCOMPARE(d.request.gpuId, QStringLiteral("a100-80gb"));
    QCOMPARE(d.request.gpuCount, 3);
    QCOMPARE(d.request.term, headroom::quote::Term::Week);
    QCOMPARE(d.request.terms, 2);
    QCOMPARE(d.request.pricing, headroom::quote::PricingModel::Spot);
    QCOMPARE(d.request.storageGb, 250);
    QCOMPARE(d.request.egressGb, 40);
    QCOMPARE(d.request.supportTierId, QStringLiteral("business"));
    QVERIFY(d.request.dedicated);
    QCOMPARE(d.request.vatBasisPoints, std::optional<int>(2000));
    QCOMPARE(d.language, QStringLiteral("tr"));
    QCOMPARE(d.validDays, 14);
    QVERIFY(!d.includeRoutes);
    QCOMPARE(d.retention.evidence, QStringLiteral("Silme tutanağı, dönem bitiminden 5 iş günü içinde."));
    QCOMPARE(d.measurements.inputTokensPerMonth, std::optional<qint64>(12'000'000));
    QCOMPARE(d.measurements.outputTokensPerMonth, std::nullopt);
    QCOMPARE(d.measurements.concurrency, std::optional<int>(16));
    QCOMPARE(d.measurements.errorRate, QStringLiteral("below 0.5 %"));
    QCOMPARE(d.measurements.dataRefresh, QStringLiteral("nightly"));
    QVERIFY(!reopened->spotWarning()->isHidden());
    QCOMPARE(reopened->storePath(), storePath());
    // Same configuration, same fingerprint: exporting from the reopened dialog keeps the reference.
    QVERIFY2(reopened->exportTo(m_dir.filePath(QStringLiteral("spot-again.pdf")), &error), qPrintable(error));
    QCOMPARE(reopened->lastReference(), reference(1));
    QCOMPARE(history.references(), QStringList({reference(1)}));
    reopened->close();
}

void TstHistoryDialog::enterOrDoubleClickReopensOnce()
{
    exportTwo();
    HistoryDialog history(Catalog::builtIn(), choiceOn("h100-80gb", 1), QStringLiteral("en"), storePath());
    history.show();
    QVERIFY(QTest::qWaitForWindowExposed(&history));
    const auto reopened = [&history] {
        return history.findChildren<QuoteDialog *>().size();
    };
    QTreeWidget *tree = history.tree();
    tree->setFocus();
    QTest::keyClick(tree, Qt::Key_Return);
    QTRY_COMPARE(reopened(), qsizetype(1));
    QTest::qWait(50);
    QCOMPARE(reopened(), qsizetype(1)); // not a second one
    for (QuoteDialog *dialog : history.findChildren<QuoteDialog *>())
        dialog->close();
    QTRY_COMPARE(reopened(), qsizetype(0));
    // A double click on a row: one dialog too.
    QApplication::setActiveWindow(&history);
    QVERIFY(QTest::qWaitForWindowActive(&history));
    const QRect row = tree->visualItemRect(tree->topLevelItem(1));
    QTest::mouseClick(tree->viewport(), Qt::LeftButton, Qt::NoModifier, row.center());
    QTest::mouseDClick(tree->viewport(), Qt::LeftButton, Qt::NoModifier, row.center());
    QTRY_COMPARE(reopened(), qsizetype(1));
    QTest::qWait(50);
    QCOMPARE(reopened(), qsizetype(1));
    QCOMPARE(history.findChild<QuoteDialog *>()->windowTitle(), QStringLiteral("Quote %1").arg(reference(1)));
}

void TstHistoryDialog::reopensAQuoteTheCliStored()
{
    // The configuration keys `headroom quote --json` stores (app/cli/jsonformat.cpp), without the GUI's.
    QJsonObject cli;
    cli.insert(QStringLiteral("date"), QStringLiteral("2026-12-01"));
    cli.insert(QStringLiteral("valid_until"), QStringLiteral("2026-12-15"));
    cli.insert(QStringLiteral("gpu"), QStringLiteral("h100-80gb"));
    cli.insert(QStringLiteral("gpus"), 4);
    cli.insert(QStringLiteral("term"), QStringLiteral("day"));
    cli.insert(QStringLiteral("terms"), 3);
    cli.insert(QStringLiteral("pricing"), QStringLiteral("fixed"));
    cli.insert(QStringLiteral("support"), QString());
    cli.insert(QStringLiteral("dedicated"), false);
    cli.insert(QStringLiteral("storage_gb"), 0);
    cli.insert(QStringLiteral("egress_gb"), 10);
    cli.insert(QStringLiteral("vat_basis_points"), 2100);
    cli.insert(QStringLiteral("currency"), QStringLiteral("USD"));
    cli.insert(QStringLiteral("price_list_id"), QStringLiteral("example-2026-11"));
    cli.insert(QStringLiteral("price_list_retrieved"), QStringLiteral("2026-11-30"));
    cli.insert(QStringLiteral("total_minor"), 93741);
    QString error;
    const std::optional<headroom::ui::QuoteDraft> d =
        headroom::ui::draftFromPayload(QJsonDocument(cli).toJson(), &error);
    QVERIFY2(d, qPrintable(error));
    QCOMPARE(d->request.gpuCount, 4);
    QCOMPARE(d->request.term, headroom::quote::Term::Day);
    QCOMPARE(d->request.pricing, headroom::quote::PricingModel::FixedTerm);
    QCOMPARE(d->request.egressGb, 10);
    QCOMPARE(d->request.vatBasisPoints, std::optional<int>(2100));
    QCOMPARE(d->validDays, 14); // 2026-12-01 .. 2026-12-15
    QVERIFY(d->retention.layer.isEmpty());

    QuoteDialog dialog(Catalog::builtIn(), choiceOn("rtx-4090", 1), QStringLiteral("en"));
    QVERIFY2(dialog.setDraft(*d, &error), qPrintable(error));
    QCOMPARE(dialog.request().gpuId, QStringLiteral("h100-80gb"));
    QVERIFY(!dialog.retentionLayerEdit()->toPlainText().isEmpty()); // the defaults stay
    // 4 GPUs x 72 h x 2.69 = 774.72 up front; egress 10 GB x 0.00 = 0.00; VAT 21 % = 162.6912 -> 162.69.
    QCOMPARE(dialog.totalText(), QStringLiteral("937.41 USD"));

    // Malformed payloads name the field instead of failing silently.
    cli.insert(QStringLiteral("term"), QStringLiteral("fortnight"));
    QVERIFY(!headroom::ui::draftFromPayload(QJsonDocument(cli).toJson(), &error));
    QVERIFY(error.contains(QLatin1String("term")));
    QVERIFY(!headroom::ui::draftFromPayload("[1, 2]", &error));
    // A price list that is gone cannot be reopened.
    headroom::ui::QuoteDraft gone = *d;
    gone.priceListId = QStringLiteral("no-such-list");
    QVERIFY(!dialog.setDraft(gone, &error));
    QVERIFY(error.contains(QLatin1String("no-such-list")));
    QCOMPARE(dialog.request().gpuId, QStringLiteral("h100-80gb")); // unchanged
}

void TstHistoryDialog::reexportKeepsTheReference()
{
    exportTwo();
    HistoryDialog history(Catalog::builtIn(), choiceOn("h100-80gb", 1), QStringLiteral("en"), storePath());
    ScriptedPrompts script;
    const QString copy = m_dir.filePath(QStringLiteral("one-again.pdf"));
    script.paths = {copy};
    history.setPrompts(script.prompts());
    QVERIFY2(history.reexport(reference(1)), qPrintable(script.warnings.join(u'\n')));
    // Suggested next to the last PDF, named after the reference.
    QCOMPARE(script.suggested, QStringList({m_dir.filePath(reference(1) + QStringLiteral(".pdf"))}));
    QVERIFY(QFileInfo::exists(copy));
    QCOMPARE(history.references(), QStringList({reference(2), reference(1)}));
    QCOMPARE(history.tree()->topLevelItem(1)->text(HistoryDialog::PdfColumn), QStringLiteral("one-again.pdf"));

    QString error;
    std::optional<headroom::quote::QuoteStore> store = headroom::quote::QuoteStore::open(storePath(), &error);
    QVERIFY2(store, qPrintable(error));
    const QList<headroom::quote::StoredOperation> operations = store->operations(reference(1));
    QCOMPARE(operations.size(), 2); // the first export and the re-export, two keys
    QVERIFY(operations.at(0).idempotencyKey != operations.at(1).idempotencyKey);

    // Cancelling the file dialog writes no PDF: the attempt is recorded as failed, the quote stays.
    QVERIFY(!history.reexport(reference(2)));
    const QList<headroom::quote::StoredOperation> cancelled = store->operations(reference(2));
    QCOMPARE(cancelled.size(), 2);
    QCOMPARE(cancelled.at(1).state, headroom::quote::OperationState::Failed);
    QCOMPARE(history.references().size(), 2);
    QCOMPARE(history.tree()->topLevelItem(0)->text(HistoryDialog::PdfColumn), QStringLiteral("two.pdf"));
}

void TstHistoryDialog::unreadableHistoryIsShown()
{
    const QString notSqlite = m_dir.filePath(QStringLiteral("garbage.sqlite"));
    QFile file(notSqlite);
    QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    file.write("not an SQLite database: a text file where the history should be, long enough for a header");
    file.close();
    HistoryDialog history(Catalog::builtIn(), choiceOn("h100-80gb", 1), QStringLiteral("en"), notSqlite);
    ScriptedPrompts script;
    history.setPrompts(script.prompts());
    QVERIFY(!history.refresh());
    QVERIFY(!history.messageLabel()->isHidden());
    QVERIFY(history.messageLabel()->text().contains(QLatin1String("garbage.sqlite")));
    QVERIFY(history.references().isEmpty());
    QVERIFY(!history.reopenButton()->isEnabled());
    QVERIFY(!history.reopen(QStringLiteral("HR-2026-000001")));
    QCOMPARE(script.warnings.size(), 1);
}

void TstHistoryDialog::datesInTheUiLanguage()
{
    // A quote stored directly with a known creation time, 3 December 2026 14:05 local time (the store keeps
    // UTC; the dialog shows local time again). Qt's nl_NL short date-time format (CLDR "dd-MM-y" + "HH:mm")
    // reads 03-12-2026 14:05, its en_US one (M/d/yy h:mm AP) 12/3/26 2:05 PM.
    const QDateTime created(QDate(2026, 12, 3), QTime(14, 5));
    {
        QString error;
        std::optional<headroom::quote::QuoteStore> store = headroom::quote::QuoteStore::open(storePath(), &error);
        QVERIFY2(store, qPrintable(error));
        const QString key = headroom::quote::QuoteStore::newIdempotencyKey();
        const headroom::quote::BeginResult begun =
            store->begin(key, headroom::quote::kOperationExportPdf, QStringLiteral("f1"), QByteArray("{}"),
                         QStringLiteral("EUR"), 12345, QDate(), created);
        QCOMPARE(begun.outcome, headroom::quote::BeginOutcome::Started);
    }
    QLocale::setDefault(QLocale(QLocale::Dutch, QLocale::Netherlands));
    {
        HistoryDialog history(Catalog::builtIn(), choiceOn("h100-80gb", 1), QStringLiteral("nl"), storePath());
        QCOMPARE(history.tree()->topLevelItem(0)->text(HistoryDialog::CreatedColumn),
                 QStringLiteral("03-12-2026 14:05"));
        // 12345 cents in Dutch: thousands with a dot, decimals after a comma.
        QCOMPARE(history.tree()->topLevelItem(0)->text(HistoryDialog::TotalColumn), QStringLiteral("123,45"));
    }
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    HistoryDialog history(Catalog::builtIn(), choiceOn("h100-80gb", 1), QStringLiteral("en"), storePath());
    QCOMPARE(history.tree()->topLevelItem(0)->text(HistoryDialog::CreatedColumn), QStringLiteral("12/3/26 2:05 PM"));
    // An empty payload says nothing about the configuration: every label is a dash.
    for (int column : {HistoryDialog::GpuColumn, HistoryDialog::GpuCountColumn, HistoryDialog::TermColumn,
                       HistoryDialog::ModelColumn})
        QCOMPARE(history.tree()->topLevelItem(0)->text(column), QStringLiteral("\u2014"));
}

void TstHistoryDialog::columnsShowTheStoredChoice()
{
    // Llama 3.1 8B on H100s; in the quote dialog 3 GPUs for 2 weeks, typed and chosen with the keyboard.
    {
        QuoteDialog dialog(Catalog::builtIn(), choiceOn("h100-80gb", 1), QStringLiteral("en"));
        dialog.setStorePath(storePath());
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QSpinBox *count = dialog.gpuCountSpinBox();
        count->setFocus();
        count->selectAll();
        QTest::keyClicks(count, QStringLiteral("3"));
        QTest::keyClick(count, Qt::Key_Tab);
        QCOMPARE(count->value(), 3);
        QComboBox *term = dialog.termCombo();
        const int week = term->findData(QStringLiteral("week"));
        QVERIFY(week >= 0);
        term->setFocus();
        while (term->currentIndex() != week) // Down/Up step through the terms (hour, day, week, month)
            QTest::keyClick(term, term->currentIndex() < week ? Qt::Key_Down : Qt::Key_Up);
        QSpinBox *terms = dialog.termsSpinBox();
        terms->setFocus();
        terms->selectAll();
        QTest::keyClicks(terms, QStringLiteral("2"));
        QTest::keyClick(terms, Qt::Key_Tab);
        QCOMPARE(terms->value(), 2);
        QString error;
        QVERIFY2(dialog.exportTo(m_dir.filePath(QStringLiteral("three.pdf")), &error), qPrintable(error));
    }
    HistoryDialog history(Catalog::builtIn(), choiceOn("h100-80gb", 1), QStringLiteral("en"), storePath());
    QTreeWidgetItem *row = history.tree()->topLevelItem(0);
    // resources/catalog: gpus.json names h100-80gb "NVIDIA H100 80GB HBM3", models.json names llama-3.1-8b
    // "Llama 3.1 8B Instruct".
    QCOMPARE(row->text(HistoryDialog::GpuColumn), QStringLiteral("NVIDIA H100 80GB HBM3"));
    QCOMPARE(row->text(HistoryDialog::GpuCountColumn), QStringLiteral("3"));
    QCOMPARE(row->text(HistoryDialog::TermColumn), QStringLiteral("2 × week"));
    QCOMPARE(row->text(HistoryDialog::ModelColumn), QStringLiteral("Llama 3.1 8B Instruct"));
    QCOMPARE(history.tree()->headerItem()->text(HistoryDialog::TermColumn), QStringLiteral("Term"));
}

void TstHistoryDialog::stalePdfIsMissingAndExportsAgain()
{
    exportTwo();
    QVERIFY(QFile::remove(m_dir.filePath(QStringLiteral("one.pdf")))); // moved away by the user
    HistoryDialog history(Catalog::builtIn(), choiceOn("h100-80gb", 1), QStringLiteral("en"), storePath());
    ScriptedPrompts script;
    const QString again = m_dir.filePath(QStringLiteral("one-restored.pdf"));
    script.paths = {again};
    history.setPrompts(script.prompts());
    QTreeWidget *tree = history.tree();
    QCOMPARE(tree->topLevelItem(1)->text(HistoryDialog::PdfColumn), QStringLiteral("one.pdf (missing)"));
    QCOMPARE(tree->topLevelItem(0)->text(HistoryDialog::PdfColumn), QStringLiteral("two.pdf"));
    history.show();
    QVERIFY(QTest::qWaitForWindowExposed(&history));

    // Right-click the stale row, choose "Export PDF again…" in its context menu with the keyboard.
    const QRect rect = tree->visualItemRect(tree->topLevelItem(1));
    QString menuText;
    QTimer::singleShot(0, &history, [&] {
        auto *menu = qobject_cast<QMenu *>(QApplication::activePopupWidget());
        if (!menu)
            return;
        menuText = menu->actions().value(0) ? menu->actions().value(0)->text() : QString();
        QTest::keyClick(menu, Qt::Key_Down);
        QTest::keyClick(menu, Qt::Key_Return);
    });
    QContextMenuEvent rightClick(QContextMenuEvent::Mouse, rect.center(), tree->viewport()->mapToGlobal(rect.center()));
    QApplication::sendEvent(tree->viewport(), &rightClick);
    QCOMPARE(menuText, QStringLiteral("Export PDF again…"));
    QCOMPARE(history.currentReference(), reference(1));
    QVERIFY2(QFileInfo(again).size() > 0, qPrintable(script.warnings.join(u'\n')));
    QFile pdf(again);
    QVERIFY(pdf.open(QIODevice::ReadOnly));
    QVERIFY(pdf.read(5) == "%PDF-");
    // The stored path follows: the row shows the new file, no longer missing, and so does a new dialog.
    QCOMPARE(tree->topLevelItem(1)->text(HistoryDialog::PdfColumn), QStringLiteral("one-restored.pdf"));
    QString error;
    std::optional<headroom::quote::QuoteStore> store = headroom::quote::QuoteStore::open(storePath(), &error);
    QVERIFY2(store, qPrintable(error));
    QCOMPARE(store->quote(reference(1))->lastPdfPath, again);

    // The button does the same. Quote 2's last PDF is written into a folder that is then deleted: the new one
    // is suggested, named after the reference, in the folder the PDF dialog saved to last
    // (ui::lastFolder(QuotePdf)) instead.
    const QString gone = m_dir.filePath(QStringLiteral("gone"));
    const QString pdfs = m_dir.filePath(QStringLiteral("pdfs"));
    QVERIFY(QDir().mkpath(gone) && QDir().mkpath(pdfs));
    script.paths = {gone + QStringLiteral("/two.pdf")};
    QVERIFY(history.reexport(reference(2)));
    QVERIFY(QDir(gone).removeRecursively());
    history.refresh();
    QCOMPARE(tree->topLevelItem(0)->text(HistoryDialog::PdfColumn), QStringLiteral("two.pdf (missing)"));
    QVERIFY(history.selectReference(reference(2)));
    headroom::ui::rememberFolder(headroom::ui::FileKind::QuotePdf, pdfs + QStringLiteral("/earlier.pdf"));
    script.suggested.clear();
    script.paths = {pdfs + QStringLiteral("/two-restored.pdf")};
    QTest::mouseClick(history.reexportButton(), Qt::LeftButton);
    QCOMPARE(script.suggested, QStringList({pdfs + u'/' + reference(2) + QStringLiteral(".pdf")}));
    QVERIFY(QFileInfo::exists(pdfs + QStringLiteral("/two-restored.pdf")));
    QCOMPARE(tree->topLevelItem(0)->text(HistoryDialog::PdfColumn), QStringLiteral("two-restored.pdf"));
}

void TstHistoryDialog::layoutFitsAtMinimumSize_data()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("en") << "en";
    QTest::newRow("nl") << "nl";
    QTest::newRow("tr") << "tr";
}

void TstHistoryDialog::layoutFitsAtMinimumSize()
{
    QFETCH(QString, language);
    exportTwo();
    headroom::ui::LanguageSwitcher languages;
    QString error;
    QVERIFY2(languages.apply(language, &error), qPrintable(error));
    HistoryDialog history(Catalog::builtIn(), choiceOn("h100-80gb", 1), language, storePath());
    history.resize(history.minimumSize());
    history.show();
    QVERIFY(QTest::qWaitForWindowExposed(&history));
    QCOMPARE(history.size(), history.minimumSize());
    verifyNothingClipped(&history);
    saveScreenshot(&history, QStringLiteral("historydialog-%1").arg(language));
    history.close();
    QVERIFY(languages.apply(QStringLiteral("en")));
}

QTEST_MAIN(TstHistoryDialog)
#include "tst_historydialog.moc"
