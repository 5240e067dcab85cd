// SPDX-License-Identifier: GPL-3.0-or-later
// The quote dialog: defaults from the explorer's scenario, live total, PDF export without a file dialog.

#include <ui/quotedialog.h>

#include <catalog/catalog.h>

#include <QCheckBox>
#include <QComboBox>
#include <QFile>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using headroom::catalog::Catalog;
using headroom::ui::QuoteDialog;

namespace {

headroom::fit::Scenario twoRtx4090()
{
    headroom::fit::Scenario s;
    s.model = Catalog::builtIn().model(QStringLiteral("llama-3.1-8b"))->spec;
    s.hardware.gpuId = "rtx-4090";
    s.hardware.memoryBytes = Catalog::builtIn().gpu(QStringLiteral("rtx-4090"))->memoryBytes;
    s.hardware.gpuCount = 2;
    return s;
}

} // namespace

class TstQuoteDialog : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void defaultsFollowTheScenario();
    void totalFollowsTheControls();
    void exportsAPdf();
    void exportErrorIsReported();
};

void TstQuoteDialog::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
}

void TstQuoteDialog::defaultsFollowTheScenario()
{
    const auto estimate = headroom::fit::estimate(twoRtx4090());
    QVERIFY(estimate.ok());
    QuoteDialog dialog(Catalog::builtIn(), twoRtx4090(), estimate.value, QStringLiteral("en"));
    QCOMPARE(dialog.gpuCombo()->currentData().toString(), QStringLiteral("rtx-4090"));
    QCOMPARE(dialog.gpuCountSpinBox()->value(), 2);
    QCOMPARE(dialog.request().term, headroom::quote::Term::Month);
    QVERIFY(dialog.includeFitCheckBox()->isEnabled());
    QVERIFY(dialog.includeFitCheckBox()->isChecked());
    QVERIFY(dialog.currentQuote()->estimate.has_value());

    // Without an estimate there is no breakdown to include.
    QuoteDialog noFit(Catalog::builtIn(), twoRtx4090(), std::nullopt, QStringLiteral("en"));
    QVERIFY(!noFit.includeFitCheckBox()->isEnabled());
    QVERIFY(!noFit.currentQuote()->estimate.has_value());
}

void TstQuoteDialog::totalFollowsTheControls()
{
    QuoteDialog dialog(Catalog::builtIn(), twoRtx4090(), std::nullopt, QStringLiteral("en"));
    // Example list (resources/catalog/prices-example.json): RTX 4090 0.34 USD per GPU-hour, storage
    // 0.10 USD per GB-month. One 30-day month = 720 h: 2 GPUs x 720 h x 0.34 = 489.60 USD.
    QCOMPARE(dialog.totalText(), QStringLiteral("489.60 USD"));
    // + 100 GB for the month: 100 x 0.10 x 720 / 720 = 10.00 USD -> 499.60 USD.
    dialog.storageSpinBox()->setValue(100);
    QCOMPARE(dialog.totalText(), QStringLiteral("499.60 USD"));
    // Two weeks instead: 2 x 168 h = 336 h; GPUs 2 x 336 x 0.34 = 228.48, storage 100 x 0.10 x 336 / 720
    // = 4.666... -> 4.67 (half up); total 233.15 USD.
    dialog.termCombo()->setCurrentIndex(dialog.termCombo()->findData(QStringLiteral("week")));
    dialog.termsSpinBox()->setValue(2);
    QCOMPARE(dialog.totalText(), QStringLiteral("233.15 USD"));
}

void TstQuoteDialog::exportsAPdf()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const auto estimate = headroom::fit::estimate(twoRtx4090());
    QuoteDialog dialog(Catalog::builtIn(), twoRtx4090(), estimate.value, QStringLiteral("en"));
    QSignalSpy exported(&dialog, &QuoteDialog::exported);
    const QString path = dir.filePath(QStringLiteral("quote.pdf"));
    QString error;
    QVERIFY2(dialog.exportTo(path, &error), qPrintable(error));
    QCOMPARE(exported.count(), 1);
    QCOMPARE(exported.first().first().toString(), path);
    QFile pdf(path);
    QVERIFY(pdf.open(QIODevice::ReadOnly));
    QVERIFY(pdf.read(5) == "%PDF-");
}

void TstQuoteDialog::exportErrorIsReported()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QuoteDialog dialog(Catalog::builtIn(), twoRtx4090(), std::nullopt, QStringLiteral("en"));
    QSignalSpy exported(&dialog, &QuoteDialog::exported);
    QString error;
    QVERIFY(!dialog.exportTo(dir.filePath(QStringLiteral("missing/folder/quote.pdf")), &error));
    QVERIFY(!error.isEmpty());
    QCOMPARE(exported.count(), 0);
}

QTEST_MAIN(TstQuoteDialog)
#include "tst_quotedialog.moc"
