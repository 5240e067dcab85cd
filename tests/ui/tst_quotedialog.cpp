// SPDX-License-Identifier: GPL-3.0-or-later
// The quote dialog: defaults from the explorer's scenario, the live preview (lines, subtotal, up front vs
// metered, VAT, total) against hand-worked amounts, the spot warning and its glossary link, price lists
// opened from files, and the export through the quote history (references, Retry with the same key,
// a cancelled export leaving nothing behind). No modal event loop: prompts are answered by the test.

#include "layoutcheck.h"

#include <ui/basispointsspinbox.h>
#include <ui/languageswitcher.h>
#include <ui/pricelistfiles.h>
#include <ui/quotedialog.h>

#include <catalog/catalog.h>
#include <quote/quotestore.h>
#include <scenario/choice.h>

#include <QAbstractButton>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QProcess>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

using headroom::catalog::Catalog;
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

void select(QComboBox *combo, const QString &data)
{
    const int index = combo->findData(data);
    QVERIFY2(index >= 0, qPrintable(data));
    combo->setCurrentIndex(index);
}

QString reference(int sequence)
{
    return QStringLiteral("HR-%1-%2").arg(QDate::currentDate().year()).arg(sequence, 6, 10, QLatin1Char('0'));
}

/// Prompts that never open a window: every question is answered from the lists below, in order.
struct ScriptedPrompts {
    QStringList paths;     ///< answers to savePdfPath (an empty string cancels)
    QList<bool> retries;   ///< answers to retry
    QList<bool> confirms;  ///< answers to confirm
    QStringList suggested; ///< the suggested paths seen
    QStringList warnings;  ///< messages given to warn
    int retryCount = 0;

    Prompts prompts()
    {
        Prompts p;
        p.savePdfPath = [this](QWidget *, const QString &, const QString &suggestedPath) {
            suggested << suggestedPath;
            return paths.isEmpty() ? QString() : paths.takeFirst();
        };
        p.retry = [this](QWidget *, const QString &, const QString &) {
            ++retryCount;
            return !retries.isEmpty() && retries.takeFirst();
        };
        p.confirm = [this](QWidget *, const QString &, const QString &) {
            return !confirms.isEmpty() && confirms.takeFirst();
        };
        p.warn = [this](QWidget *, const QString &, const QString &message) {
            warnings << message;
        };
        return p;
    }
};

/// Every visible label and button of `root` gets at least the width its text needs, and every visible
/// widget lies inside `root`: nothing clipped, nothing overflowing.
} // namespace

class TstQuoteDialog : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void defaultsFollowTheScenario();
    void previewTotals_data();
    void previewTotals();
    void vatChangesTheTotal_data();
    void vatChangesTheTotal();
    void spotShowsTheWarningAndLinksTheConcept();
    void spotWithoutASpotPriceCannotBeExported();
    void routesAreCompared();
    void priceListFromAFile();
    void retentionFollowsThePdfLanguageUntilEdited();
    void exportIssuesReferences();
    void retryReusesTheKey();
    void cancelledExportLeavesNoHistory();
    void exportErrorIsReported();
    void pdfLanguageDoesNotRetranslateTheWindow();
    void pdfIsInItsOwnLanguage_data();
    void pdfIsInItsOwnLanguage();
    void layoutFitsAtMinimumSize_data();
    void layoutFitsAtMinimumSize();

private:
    QTemporaryDir m_dir;
    QString storePath() const { return m_dir.filePath(QStringLiteral("quotes.sqlite")); }
};

void TstQuoteDialog::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    QVERIFY(m_dir.isValid());
}

void TstQuoteDialog::init()
{
    // Every test starts with an empty history and no remembered price list.
    QFile::remove(storePath());
    QFile::remove(storePath() + QStringLiteral("-wal"));
    QFile::remove(storePath() + QStringLiteral("-shm"));
    headroom::ui::PriceListFiles::remember(QString());
}

void TstQuoteDialog::defaultsFollowTheScenario()
{
    const auto estimate = headroom::fit::estimate(scenarioOn("rtx-4090", 2));
    QVERIFY(estimate.ok());
    QuoteDialog dialog(Catalog::builtIn(), choiceOn("rtx-4090", 2), QStringLiteral("en"));
    QCOMPARE(dialog.gpuCombo()->currentData().toString(), QStringLiteral("rtx-4090"));
    QCOMPARE(dialog.gpuCountSpinBox()->value(), 2);
    QCOMPARE(dialog.request().term, headroom::quote::Term::Month);
    QCOMPARE(dialog.request().pricing, headroom::quote::PricingModel::OnDemand);
    QVERIFY(!dialog.request().vatBasisPoints.has_value());
    QCOMPARE(dialog.currentPriceList().id, Catalog::builtIn().priceList().id);
    QCOMPARE(dialog.priceListCombo()->count(), Catalog::builtIn().priceLists().size());
    QCOMPARE(dialog.pdfLanguageCombo()->currentData().toString(), QStringLiteral("en"));
    QVERIFY(dialog.includeFitCheckBox()->isEnabled());
    QVERIFY(dialog.includeFitCheckBox()->isChecked());
    QVERIFY(dialog.currentQuote()->estimate.has_value());
    QVERIFY(dialog.spotWarning()->isHidden());
    // The retention block is prefilled, the measurements are empty.
    QVERIFY(!dialog.retentionLayerEdit()->toPlainText().isEmpty());
    QVERIFY(!dialog.retentionEvidenceEdit()->toPlainText().isEmpty());
    QVERIFY(!dialog.retentionCustomerEdit()->toPlainText().isEmpty());
    QVERIFY(!dialog.draft().measurements.inputTokensPerMonth.has_value());

    // Without a scenario there is no breakdown to include.
    QuoteDialog noFit(Catalog::builtIn(), std::nullopt, QStringLiteral("tr"));
    QVERIFY(!noFit.includeFitCheckBox()->isEnabled());
    QVERIFY(!noFit.currentQuote()->estimate.has_value());
    QCOMPARE(noFit.pdfLanguageCombo()->currentData().toString(), QStringLiteral("tr"));
}

void TstQuoteDialog::previewTotals_data()
{
    QTest::addColumn<QString>("priceList");
    QTest::addColumn<QString>("gpu");
    QTest::addColumn<int>("count");
    QTest::addColumn<QString>("term");
    QTest::addColumn<int>("terms");
    QTest::addColumn<QString>("pricing");
    QTest::addColumn<int>("storageGb");
    QTest::addColumn<QString>("support");
    QTest::addColumn<bool>("dedicated");
    QTest::addColumn<QString>("subtotal");
    QTest::addColumn<QString>("upFront");
    QTest::addColumn<QString>("metered");

    // Rates of resources/catalog/prices-example.json (USD, example-2026-11) and prices-example-eur.json (the
    // same figures in EUR): H100 2.69/GPU-hour; RTX 4090 0.34; A100 80GB 1.60 on demand, 1.08 spot, 979.20
    // per GPU-month; storage 0.10 per GB-month; developer support 29.00 per month; dedicated 0.80/GPU-hour.
    const QString usd = QStringLiteral("example-2026-11");
    const QString eur = QStringLiteral("example-eur-2026-11");

    // 1 GPU x 1 month = 720 h x 2.69 = 1,936.80, metered.
    QTest::newRow("one H100, one month on demand")
        << usd << "h100-80gb" << 1 << "month" << 1 << "on-demand" << 0 << "" << false << "1,936.80 USD"
        << "0.00 USD"
        << "1,936.80 USD";
    // Two weeks = 336 h. GPUs 2 x 336 x 0.34 = 228.48; support 29.00 x 336 / 720 = 13.5333 -> 13.53;
    // storage 100 x 0.10 x 336 / 720 = 4.6667 -> 4.67 (each line rounded once, half up); 246.68 metered.
    QTest::newRow("two RTX 4090, two weeks, storage and support")
        << usd << "rtx-4090" << 2 << "week" << 2 << "on-demand" << 100 << "developer" << false << "246.68 USD"
        << "0.00 USD"
        << "246.68 USD";
    // Fixed month at the list's month price 979.20 per GPU, prepaid; dedicated 720 h x 0.80 = 576.00 prepaid
    // with it: 1,555.20 up front.
    QTest::newRow("A100 fixed month, dedicated")
        << usd << "a100-80gb" << 1 << "month" << 1 << "fixed" << 0 << "" << true << "1,555.20 USD"
        << "1,555.20 USD"
        << "0.00 USD";
    // Spot: 168 h x 1.08 = 181.44, metered.
    QTest::newRow("A100 spot, one week") << usd << "a100-80gb" << 1 << "week" << 1 << "spot" << 0 << "" << false
                                         << "181.44 USD"
                                         << "0.00 USD"
                                         << "181.44 USD";
    // No day price in the list: 3 days = 72 h x 2.69 = 193.68, still a prepaid fixed term.
    QTest::newRow("H100 three fixed days in EUR")
        << eur << "h100-80gb" << 1 << "day" << 3 << "fixed" << 0 << "" << false << "193.68 EUR"
        << "193.68 EUR"
        << "0.00 EUR";
    // The hour term is never a fixed term: 5 h x 2.69 = 13.45, metered.
    QTest::newRow("fixed hours are metered")
        << usd << "h100-80gb" << 1 << "hour" << 5 << "fixed" << 0 << "" << false << "13.45 USD"
        << "0.00 USD"
        << "13.45 USD";
}

void TstQuoteDialog::previewTotals()
{
    QFETCH(QString, priceList);
    QFETCH(QString, gpu);
    QFETCH(int, count);
    QFETCH(QString, term);
    QFETCH(int, terms);
    QFETCH(QString, pricing);
    QFETCH(int, storageGb);
    QFETCH(QString, support);
    QFETCH(bool, dedicated);
    QFETCH(QString, subtotal);
    QFETCH(QString, upFront);
    QFETCH(QString, metered);

    QuoteDialog dialog(Catalog::builtIn(), choiceOn("rtx-4090", 1), QStringLiteral("en"));
    select(dialog.priceListCombo(), priceList);
    select(dialog.gpuCombo(), gpu);
    dialog.gpuCountSpinBox()->setValue(count);
    select(dialog.termCombo(), term);
    dialog.termsSpinBox()->setValue(terms);
    select(dialog.pricingCombo(), pricing);
    dialog.storageSpinBox()->setValue(storageGb);
    select(dialog.supportCombo(), support);
    dialog.dedicatedCheckBox()->setChecked(dedicated);

    QVERIFY2(dialog.previewError().isEmpty(), qPrintable(dialog.previewError()));
    QCOMPARE(dialog.subtotalText(), subtotal);
    QCOMPARE(dialog.upFrontText(), upFront);
    QCOMPARE(dialog.meteredText(), metered);
    QCOMPARE(dialog.totalText(), subtotal); // no VAT
    QVERIFY(dialog.vatText().isEmpty());
}

void TstQuoteDialog::vatChangesTheTotal_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("typed");
    QTest::addColumn<int>("basisPoints");
    QTest::addColumn<QString>("vat");
    QTest::addColumn<QString>("total");

    // One H100 for one month: 720 h x 2.69 = 1,936.80 USD net.
    // 21 %: 1,936.80 x 0.21 = 406.728 -> 406.73; total 2,343.53.
    QTest::newRow("21 %") << "en"
                          << "21" << 2100 << "406.73 USD"
                          << "2,343.53 USD";
    // 20 %: 387.36 exactly; total 2,324.16.
    QTest::newRow("20 %") << "en"
                          << "20" << 2000 << "387.36 USD"
                          << "2,324.16 USD";
    // 5.5 %: 1,936.80 x 0.055 = 106.524 -> 106.52; total 2,043.32.
    QTest::newRow("5.5 %") << "en"
                           << "5.5" << 550 << "106.52 USD"
                           << "2,043.32 USD";
    // Dutch decimal comma, Dutch separators in the amounts.
    QTest::newRow("5,5 % in nl") << "nl"
                                 << "5,5" << 550 << "106,52 USD"
                                 << "2.043,32 USD";
    // 0.01 % is one basis point: 1,936.80 x 0.0001 = 0.19368 -> 0.19; total 1,936.99.
    QTest::newRow("one basis point") << "en"
                                     << "0.01" << 1 << "0.19 USD"
                                     << "1,936.99 USD";
    // Zero-rated: a VAT line of 0.00, the total stays the net amount.
    QTest::newRow("zero-rated") << "en"
                                << "0" << 0 << "0.00 USD"
                                << "1,936.80 USD";
}

void TstQuoteDialog::vatChangesTheTotal()
{
    QFETCH(QString, language);
    QFETCH(QString, typed);
    QFETCH(int, basisPoints);
    QFETCH(QString, vat);
    QFETCH(QString, total);

    QuoteDialog dialog(Catalog::builtIn(), choiceOn("h100-80gb", 1), language);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QVERIFY(dialog.vatText().isEmpty());
    dialog.vatCheckBox()->setChecked(true);
    headroom::ui::BasisPointsSpinBox *spin = dialog.vatSpinBox();
    QVERIFY(spin->isEnabled());
    spin->setFocus();
    spin->selectAll();
    QTest::keyClick(spin, Qt::Key_Delete);
    QTest::keyClicks(spin, typed);
    QCOMPARE(spin->value(), basisPoints);
    QCOMPARE(dialog.request().vatBasisPoints, std::optional<int>(basisPoints));
    QCOMPARE(dialog.vatText(), vat);
    QCOMPARE(dialog.totalText(), total);

    // Unticking VAT drops the line again.
    dialog.vatCheckBox()->setChecked(false);
    QVERIFY(dialog.vatText().isEmpty());
    QCOMPARE(dialog.request().vatBasisPoints, std::nullopt);
}

void TstQuoteDialog::spotShowsTheWarningAndLinksTheConcept()
{
    QuoteDialog dialog(Catalog::builtIn(), choiceOn("a100-80gb", 1), QStringLiteral("en"));
    QSignalSpy concepts(&dialog, &QuoteDialog::conceptRequested);
    QVERIFY(dialog.spotWarning()->isHidden());
    select(dialog.pricingCombo(), QStringLiteral("spot"));
    QVERIFY(!dialog.spotWarning()->isHidden());
    QVERIFY(dialog.currentQuote()->spotWarning);

    dialog.spotConceptButton()->click();
    QCOMPARE(concepts.count(), 1);
    QCOMPARE(concepts.first().first().toString(), QStringLiteral("training-checkpoint"));

    select(dialog.pricingCombo(), QStringLiteral("on-demand"));
    QVERIFY(dialog.spotWarning()->isHidden());
}

void TstQuoteDialog::spotWithoutASpotPriceCannotBeExported()
{
    // The example list has no spot price for the RTX 4090: the preview says why, Export is off.
    QuoteDialog dialog(Catalog::builtIn(), choiceOn("rtx-4090", 1), QStringLiteral("en"));
    QVERIFY(dialog.exportButton()->isEnabled());
    select(dialog.pricingCombo(), QStringLiteral("spot"));
    QVERIFY(!dialog.spotWarning()->isHidden());
    QVERIFY(!dialog.previewError().isEmpty());
    QVERIFY(dialog.totalText().isEmpty());
    QVERIFY(!dialog.exportButton()->isEnabled());
}

void TstQuoteDialog::routesAreCompared()
{
    // With the fit: the hosted API is priced for the model's size class (Llama 3.1 8B: up to 10B).
    const auto estimate = headroom::fit::estimate(scenarioOn("h100-80gb", 1));
    QVERIFY(estimate.ok());
    QuoteDialog dialog(Catalog::builtIn(), choiceOn("h100-80gb", 1), QStringLiteral("en"));
    QTableWidget *routes = dialog.routesTable();
    // One column per route: hosted model API, managed endpoint, own runtime.
    QCOMPARE(routes->columnCount(), 3);
    QCOMPARE(routes->rowCount(), int(QuoteDialog::RouteRowCount));
    const auto text = [routes](QuoteDialog::RouteRow row, int column) {
        return routes->item(row, column)->text().replace(QChar(0x00A0), u' ');
    };
    // Own runtime costs the quote's GPU line: 1,936.80 USD for the month, idle or not (a paid term).
    QCOMPARE(text(QuoteDialog::RouteCostRow, 2), QStringLiteral("1,936.80 USD"));
    QCOMPARE(text(QuoteDialog::RouteIdleRow, 2), QStringLiteral("1,936.80 USD"));
    // The hosted API bills per token: no idle cost, and without token figures no period cost.
    QCOMPARE(text(QuoteDialog::RouteIdleRow, 0), QStringLiteral("0.00 USD"));
    const QString unknown = text(QuoteDialog::RouteCostRow, 0);
    QVERIFY(!unknown.endsWith(QLatin1String(" USD")));
    dialog.inputTokensEdit()->setText(QStringLiteral("10,000,000"));
    dialog.outputTokensEdit()->setText(QStringLiteral("2,000,000"));
    QCOMPARE(dialog.draft().measurements.inputTokensPerMonth, std::optional<qint64>(10'000'000));
    QCOMPARE(dialog.draft().measurements.outputTokensPerMonth, std::optional<qint64>(2'000'000));
    // Built-in up-to-10B price 0.28 / 0.83 USD per million: 10 x 0.28 + 2 x 0.83 = 4.46 USD for the month.
    QCOMPARE(text(QuoteDialog::RouteCostRow, 0), QStringLiteral("4.46 USD"));
    dialog.includeRoutesCheckBox()->setChecked(false);
    QVERIFY(!dialog.draft().includeRoutes);
}

void TstQuoteDialog::priceListFromAFile()
{
    // A copy of the EUR example list under another id and version, as a user's own file.
    QFile source(QStringLiteral(":/catalog/prices-example-eur.json"));
    QVERIFY(source.open(QIODevice::ReadOnly));
    QJsonObject json = QJsonDocument::fromJson(source.readAll()).object();
    json.insert(QStringLiteral("id"), QStringLiteral("my-list-2026"));
    json.insert(QStringLiteral("name"), QStringLiteral("My list"));
    const QString path = m_dir.filePath(QStringLiteral("my-list.json"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    file.write(QJsonDocument(json).toJson());
    file.close();
    const QString broken = m_dir.filePath(QStringLiteral("broken.json"));
    QFile brokenFile(broken);
    QVERIFY(brokenFile.open(QIODevice::WriteOnly | QIODevice::Truncate));
    brokenFile.write("{\"format\": \"headroom-catalog-prices\"");
    brokenFile.close();

    const int builtIn = int(Catalog::builtIn().priceLists().size());
    {
        QuoteDialog dialog(Catalog::builtIn(), choiceOn("h100-80gb", 1), QStringLiteral("en"));
        QString error;
        QVERIFY(!dialog.openPriceListFile(broken, &error));
        QVERIFY(!error.isEmpty());
        QCOMPARE(dialog.priceListCombo()->count(), builtIn);
        QVERIFY2(dialog.openPriceListFile(path, &error), qPrintable(error));
        QCOMPARE(dialog.priceListCombo()->count(), builtIn + 1);
        QCOMPARE(dialog.currentPriceList().id, QStringLiteral("my-list-2026"));
        QCOMPARE(dialog.draft().priceListFile, QFileInfo(path).absoluteFilePath());
        QCOMPARE(dialog.totalText(), QStringLiteral("1,936.80 EUR"));
        // Opening it twice does not add it twice.
        QVERIFY(dialog.openPriceListFile(path, &error));
        QCOMPARE(dialog.priceListCombo()->count(), builtIn + 1);
    }
    // The remembered file is offered and selected in the next dialog (File → Open price list…).
    headroom::ui::PriceListFiles::remember(path);
    QCOMPARE(headroom::ui::PriceListFiles::rememberedPath(), QFileInfo(path).absoluteFilePath());
    QuoteDialog next(Catalog::builtIn(), choiceOn("h100-80gb", 1), QStringLiteral("en"));
    QCOMPARE(next.priceListCombo()->count(), builtIn + 1);
    QCOMPARE(next.currentPriceList().id, QStringLiteral("my-list-2026"));
    // A remembered file that went bad is named, and the built-in list is used.
    headroom::ui::PriceListFiles::remember(broken);
    QuoteDialog after(Catalog::builtIn(), choiceOn("h100-80gb", 1), QStringLiteral("en"));
    QCOMPARE(after.priceListCombo()->count(), builtIn);
    QVERIFY(after.statusLabel()->text().contains(QLatin1String("broken.json")));
}

void TstQuoteDialog::retentionFollowsThePdfLanguageUntilEdited()
{
    QuoteDialog dialog(Catalog::builtIn(), choiceOn("h100-80gb", 1), QStringLiteral("en"));
    const headroom::quote::RetentionBlock en = headroom::ui::defaultRetentionBlockFor(QStringLiteral("en"));
    const headroom::quote::RetentionBlock tr = headroom::ui::defaultRetentionBlockFor(QStringLiteral("tr"));
    QCOMPARE(dialog.retentionLayerEdit()->toPlainText(), en.layer);
    const QString edited = QStringLiteral("Deletion at the storage layer within 24 hours of the end of the term.");
    dialog.retentionEvidenceEdit()->setPlainText(edited);
    select(dialog.pdfLanguageCombo(), QStringLiteral("tr"));
    QCOMPARE(dialog.retentionLayerEdit()->toPlainText(), tr.layer);
    QCOMPARE(dialog.retentionCustomerEdit()->toPlainText(), tr.customerResponsibility);
    QCOMPARE(dialog.retentionEvidenceEdit()->toPlainText(), edited);
    QCOMPARE(dialog.draft().retention.evidence, edited);
    QCOMPARE(dialog.draft().language, QStringLiteral("tr"));
}

void TstQuoteDialog::exportIssuesReferences()
{
    QuoteDialog dialog(Catalog::builtIn(), choiceOn("h100-80gb", 1), QStringLiteral("en"));
    dialog.setStorePath(storePath());
    QSignalSpy exported(&dialog, &QuoteDialog::exported);

    // First configuration: the history issues sequence 1 of this year.
    const QString first = m_dir.filePath(QStringLiteral("first.pdf"));
    QString error;
    QVERIFY2(dialog.exportTo(first, &error), qPrintable(error));
    QCOMPARE(dialog.lastReference(), reference(1));
    QCOMPARE(exported.count(), 1);
    QCOMPARE(exported.at(0).at(0).toString(), first);
    QCOMPARE(exported.at(0).at(1).toString(), reference(1));
    QVERIFY(dialog.statusLabel()->text().contains(reference(1)));
    QFile pdf(first);
    QVERIFY(pdf.open(QIODevice::ReadOnly));
    QVERIFY(pdf.read(5) == "%PDF-");

    // A changed configuration is a new reference.
    dialog.gpuCountSpinBox()->setValue(2);
    const QString second = m_dir.filePath(QStringLiteral("second.pdf"));
    QVERIFY2(dialog.exportTo(second, &error), qPrintable(error));
    QCOMPARE(dialog.lastReference(), reference(2));

    // Back to the first configuration: a new key, the known fingerprint, the first reference.
    dialog.gpuCountSpinBox()->setValue(1);
    const QString again = m_dir.filePath(QStringLiteral("again.pdf"));
    QVERIFY2(dialog.exportTo(again, &error), qPrintable(error));
    QCOMPARE(dialog.lastReference(), reference(1));

    std::optional<headroom::quote::QuoteStore> store = headroom::quote::QuoteStore::open(storePath(), &error);
    QVERIFY2(store, qPrintable(error));
    const QList<headroom::quote::StoredQuote> quotes = store->quotes(&error);
    QCOMPARE(quotes.size(), 2);
    QCOMPARE(quotes.at(0).reference, reference(2)); // newest first
    QCOMPARE(quotes.at(1).reference, reference(1));
    QCOMPARE(quotes.at(1).lastPdfPath, again);
    QCOMPARE(quotes.at(1).totalMinor, 193'680); // 720 h x 2.69 USD
    QCOMPARE(quotes.at(0).totalMinor, 387'360); // 2 x 720 h x 2.69 USD
    QCOMPARE(store->operations(reference(1)).size(), 2);
}

void TstQuoteDialog::retryReusesTheKey()
{
    QuoteDialog dialog(Catalog::builtIn(), choiceOn("h100-80gb", 1), QStringLiteral("en"));
    dialog.setStorePath(storePath());
    ScriptedPrompts script;
    const QString good = m_dir.filePath(QStringLiteral("retried.pdf"));
    // The first file lies in a folder that does not exist: the write fails, Retry, then a good path.
    script.paths = {m_dir.filePath(QStringLiteral("missing/folder/quote.pdf")), good};
    script.retries = {true};
    dialog.setPrompts(script.prompts());

    dialog.exportInteractively();
    QCOMPARE(script.retryCount, 1);
    QVERIFY(script.warnings.isEmpty());
    QCOMPARE(dialog.lastReference(), reference(1));
    // The file dialog proposed "<reference>.pdf".
    QCOMPARE(QFileInfo(script.suggested.first()).fileName(), reference(1) + QStringLiteral(".pdf"));
    QVERIFY(QFileInfo::exists(good));

    QString error;
    std::optional<headroom::quote::QuoteStore> store = headroom::quote::QuoteStore::open(storePath(), &error);
    QVERIFY2(store, qPrintable(error));
    // One operation: the retry was the same key, now done with the good path.
    const QList<headroom::quote::StoredOperation> operations = store->operations(reference(1), &error);
    QCOMPARE(operations.size(), 1);
    QCOMPARE(operations.first().state, headroom::quote::OperationState::Done);
    QCOMPARE(operations.first().resultPath, good);
}

void TstQuoteDialog::cancelledExportLeavesNoHistory()
{
    QuoteDialog dialog(Catalog::builtIn(), choiceOn("h100-80gb", 1), QStringLiteral("en"));
    dialog.setStorePath(storePath());
    ScriptedPrompts script; // no path: the file dialog is cancelled
    dialog.setPrompts(script.prompts());
    dialog.exportInteractively();
    QCOMPARE(script.suggested.size(), 1);
    QVERIFY(dialog.lastReference().isEmpty());

    // A failure the user does not retry leaves nothing either.
    script.paths = {m_dir.filePath(QStringLiteral("missing/folder/quote.pdf"))};
    script.retries = {false};
    dialog.exportInteractively();
    QCOMPARE(script.retryCount, 1);

    QString error;
    std::optional<headroom::quote::QuoteStore> store = headroom::quote::QuoteStore::open(storePath(), &error);
    QVERIFY2(store, qPrintable(error));
    QVERIFY(store->quotes(&error).isEmpty());
    QVERIFY(error.isEmpty());
}

void TstQuoteDialog::exportErrorIsReported()
{
    QuoteDialog dialog(Catalog::builtIn(), choiceOn("rtx-4090", 2), QStringLiteral("en"));
    dialog.setStorePath(storePath());
    QSignalSpy exported(&dialog, &QuoteDialog::exported);
    QString error;
    QVERIFY(!dialog.exportTo(m_dir.filePath(QStringLiteral("missing/folder/quote.pdf")), &error));
    QVERIFY(!error.isEmpty());
    QCOMPARE(exported.count(), 0);
    QVERIFY(dialog.lastReference().isEmpty());

    // A history that cannot be opened (not an SQLite file) refuses the export before any PDF.
    const QString notSqlite = m_dir.filePath(QStringLiteral("not-a-database.sqlite"));
    QFile file(notSqlite);
    QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    file.write("this is not an SQLite database, just text that is long enough to be read as a header");
    file.close();
    dialog.setStorePath(notSqlite);
    const QString pdf = m_dir.filePath(QStringLiteral("never.pdf"));
    QVERIFY(!dialog.exportTo(pdf, &error));
    QVERIFY(!error.isEmpty());
    QVERIFY(!QFileInfo::exists(pdf));
}

void TstQuoteDialog::pdfLanguageDoesNotRetranslateTheWindow()
{
    // Drawing a Turkish PDF installs the Turkish translator for a moment; the window must not see a
    // LanguageChange (it would flicker and re-read its controls).
    QuoteDialog dialog(Catalog::builtIn(), choiceOn("h100-80gb", 1), QStringLiteral("en"));
    dialog.setStorePath(storePath());
    select(dialog.pdfLanguageCombo(), QStringLiteral("tr"));
    const QString title = dialog.windowTitle();
    struct Counter : QObject {
        int changes = 0;
        bool eventFilter(QObject *, QEvent *event) override
        {
            if (event->type() == QEvent::LanguageChange)
                ++changes;
            return false;
        }
    } counter;
    dialog.installEventFilter(&counter);
    QString error;
    QVERIFY2(dialog.exportTo(m_dir.filePath(QStringLiteral("turkish.pdf")), &error), qPrintable(error));
    QCoreApplication::processEvents();
    QCOMPARE(counter.changes, 0);
    QCOMPARE(dialog.windowTitle(), title);
}

void TstQuoteDialog::pdfIsInItsOwnLanguage_data()
{
    QTest::addColumn<QString>("uiLanguage");
    QTest::addColumn<QString>("pdfLanguage");
    QTest::addColumn<QString>("expected");   // the PDF's heading, translations/headroom_tr.ts
    QTest::addColumn<QString>("unexpected"); // the other language's heading

    QTest::newRow("Turkish PDF from an English window") << "en"
                                                        << "tr"
                                                        << "Teklif HR-"
                                                        << "Quote HR-";
    // The English PDF must not fall back to the window's Turkish translator.
    QTest::newRow("English PDF from a Turkish window") << "tr"
                                                       << "en"
                                                       << "Quote HR-"
                                                       << "Teklif HR-";
}

void TstQuoteDialog::pdfIsInItsOwnLanguage()
{
    QFETCH(QString, uiLanguage);
    QFETCH(QString, pdfLanguage);
    QFETCH(QString, expected);
    QFETCH(QString, unexpected);
    const QString pdftotext = QStandardPaths::findExecutable(QStringLiteral("pdftotext"));
    if (pdftotext.isEmpty())
        QSKIP("pdftotext (poppler-utils) is not installed");

    headroom::ui::LanguageSwitcher languages;
    QString error;
    QVERIFY2(languages.apply(uiLanguage, &error), qPrintable(error));
    QuoteDialog dialog(Catalog::builtIn(), choiceOn("h100-80gb", 1), uiLanguage);
    dialog.setStorePath(storePath());
    select(dialog.pdfLanguageCombo(), pdfLanguage);
    const QString path = m_dir.filePath(QStringLiteral("language-%1.pdf").arg(pdfLanguage));
    QVERIFY2(dialog.exportTo(path, &error), qPrintable(error));
    QVERIFY(languages.apply(QStringLiteral("en")));

    QProcess process;
    process.start(pdftotext, {QStringLiteral("-enc"), QStringLiteral("UTF-8"), path, QStringLiteral("-")});
    QVERIFY(process.waitForFinished());
    const QString text = QString::fromUtf8(process.readAllStandardOutput());
    QVERIFY2(text.contains(expected), qPrintable(text.left(400)));
    QVERIFY2(!text.contains(unexpected), qPrintable(text.left(400)));
}

void TstQuoteDialog::layoutFitsAtMinimumSize_data()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("en") << "en";
    QTest::newRow("nl") << "nl";
    QTest::newRow("tr") << "tr";
}

void TstQuoteDialog::layoutFitsAtMinimumSize()
{
    QFETCH(QString, language);
    headroom::ui::LanguageSwitcher languages;
    QString error;
    QVERIFY2(languages.apply(language, &error), qPrintable(error));

    const auto estimate = headroom::fit::estimate(scenarioOn("a100-80gb", 2));
    QuoteDialog dialog(Catalog::builtIn(), choiceOn("a100-80gb", 2), language);
    // Every optional part on show: spot warning, options, VAT, five lines in the preview.
    select(dialog.pricingCombo(), QStringLiteral("spot"));
    dialog.storageSpinBox()->setValue(500);
    dialog.egressSpinBox()->setValue(1200);
    select(dialog.supportCombo(), QStringLiteral("business"));
    dialog.dedicatedCheckBox()->setChecked(true);
    dialog.vatCheckBox()->setChecked(true);
    dialog.inputTokensEdit()->setText(dialog.inputTokensEdit()->locale().toString(40'000'000));
    dialog.outputTokensEdit()->setText(dialog.outputTokensEdit()->locale().toString(8'000'000));
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    dialog.resize(1, 1); // as small as the dialog allows
    QCoreApplication::processEvents();
    QCOMPARE(dialog.size(), dialog.minimumSize());
    QVERIFY(dialog.width() >= 1000);
    for (int tab = 0; tab < dialog.tabs()->count(); ++tab) {
        dialog.tabs()->setCurrentIndex(tab);
        QCoreApplication::processEvents();
        verifyNothingClipped(&dialog);
        saveScreenshot(&dialog, QStringLiteral("quotedialog-%1-tab%2").arg(language).arg(tab));
    }
    dialog.close();
    QVERIFY(languages.apply(QStringLiteral("en")));
}

QTEST_MAIN(TstQuoteDialog)
#include "tst_quotedialog.moc"
