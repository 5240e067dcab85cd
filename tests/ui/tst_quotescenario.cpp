// SPDX-License-Identifier: GPL-3.0-or-later
// The quote prices exactly the fit it shows (issue 10): a quote built from the explorer's scenario and then
// moved to other hardware in the dialog puts the fit of the QUOTED hardware into its PDF, and reopening it
// from History (while the explorer shows something else) exports the quote's own stored scenario again.
// Checked on the real widgets and the real PDF (pdftotext), offscreen.

#include <ui/fitexplorer.h>
#include <ui/historydialog.h>
#include <ui/prompts.h>
#include <ui/quotedialog.h>

#include <catalog/catalog.h>
#include <fit/fitmodel.h>

#include <QComboBox>
#include <QDir>
#include <QProcess>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using headroom::catalog::Catalog;
using headroom::ui::FitExplorer;
using headroom::ui::HistoryDialog;
using headroom::ui::QuoteDialog;

namespace {

void select(QComboBox *combo, const QString &data)
{
    const int index = combo->findData(data);
    QVERIFY2(index >= 0, qPrintable(data));
    combo->setCurrentIndex(index);
}

QString configPath(const QString &file)
{
    return QDir(QStringLiteral(HEADROOM_TEST_DATA_DIR "/configs")).filePath(file);
}

// The text of a PDF (pdftotext -layout keeps each table row on one line); empty when the tool is missing.
QString pdfText(const QString &path)
{
    const QString pdftotext = QStandardPaths::findExecutable(QStringLiteral("pdftotext"));
    if (pdftotext.isEmpty())
        return {};
    QProcess process;
    process.start(pdftotext, {QStringLiteral("-layout"), QStringLiteral("-enc"), QStringLiteral("UTF-8"), path,
                              QStringLiteral("-")});
    if (!process.waitForFinished(60000))
        return {};
    return QString::fromUtf8(process.readAllStandardOutput());
}

// A row of the fit section's scenario table ("GPU   NVIDIA L40S × 2"), whitespace collapsed: the first line
// after the "Scenario" heading that starts with `key`.
QString scenarioRow(const QString &text, const QString &key)
{
    bool inScenario = false;
    for (const QString &line : text.split(QLatin1Char('\n'))) {
        const QString simple = line.simplified();
        if (simple == QLatin1String("Scenario"))
            inScenario = true;
        else if (inScenario && simple.startsWith(key + QLatin1Char(' ')))
            return simple;
    }
    return {};
}

} // namespace

class TstQuoteScenario : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
        if (QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty())
            QSKIP("pdftotext (poppler-utils) is not installed");
    }

    void quotedHardwareIsTheFitInThePdf();

private:
    QTemporaryDir m_dir;
};

void TstQuoteScenario::quotedHardwareIsTheFitInThePdf()
{
    // The explorer: an imported config.json (Llama 3.1 8B, bf16 by torch_dtype) on 4 x H100 with tensor
    // parallel 4 under vLLM.
    FitExplorer explorer(Catalog::builtIn());
    headroom::catalog::HfConfigError importError;
    QVERIFY2(!explorer.importModelConfig(configPath(QStringLiteral("llama-3.1-8b.json")), &importError).isEmpty(),
             qPrintable(importError.message));
    QVERIFY(explorer.selectGpu(QStringLiteral("h100-80gb")));
    explorer.gpuCountSpinBox()->setValue(4);
    explorer.tensorParallelSpinBox()->setValue(4);
    QVERIFY(explorer.selectEngine(headroom::fit::Engine::Vllm));
    QVERIFY2(explorer.currentEstimate().has_value(), qPrintable(explorer.verdictText()));
    QCOMPARE(explorer.currentScenario().hardware.tensorParallel, 4);

    // The quote dialog starts from it; the buyer quotes 2 x L40S instead.
    const QString store = m_dir.filePath(QStringLiteral("history.sqlite"));
    QuoteDialog dialog(Catalog::builtIn(), explorer.currentChoice(), QStringLiteral("en"));
    dialog.setStorePath(store);
    QCOMPARE(dialog.gpuCombo()->currentData().toString(), QStringLiteral("h100-80gb"));
    QCOMPARE(dialog.gpuCountSpinBox()->value(), 4);
    select(dialog.gpuCombo(), QStringLiteral("l40s"));
    dialog.gpuCountSpinBox()->setValue(2);

    // The dialog's fit is the quoted hardware's: the explorer's TP 4 was "one replica over every GPU", so
    // the quote's scenario is one replica over its own 2 GPUs (tensor parallel 2).
    QVERIFY(dialog.quoteScenario().has_value());
    QCOMPARE(QString::fromStdString(dialog.quoteScenario()->hardware.gpuId), QStringLiteral("l40s"));
    QCOMPARE(dialog.quoteScenario()->hardware.gpuCount, 2);
    QCOMPARE(dialog.quoteScenario()->hardware.tensorParallel, 2);
    QVERIFY(dialog.quoteScenario()->engine.engine == headroom::fit::Engine::Vllm);
    QCOMPARE(dialog.quoteScenario()->model.layers, 32); // the imported config's num_hidden_layers
    QVERIFY2(dialog.fitText().contains(QStringLiteral("the fit explorer shows")), qPrintable(dialog.fitText()));
    const headroom::catalog::Gpu *l40s = Catalog::builtIn().gpu(QStringLiteral("l40s"));
    QVERIFY(l40s);
    QCOMPARE(dialog.quoteEstimate()->usablePerDeviceBytes, l40s->memoryBytes);

    const QString first = m_dir.filePath(QStringLiteral("l40s.pdf"));
    QString error;
    QVERIFY2(dialog.exportTo(first, &error), qPrintable(error));
    const QString reference = dialog.lastReference();
    QVERIFY(!reference.isEmpty());

    const QString text = pdfText(first);
    QVERIFY(!text.isEmpty());
    // Page 1 bills 2 x L40S, and the fit section's scenario names the same GPU and count.
    const QString gpuRow = scenarioRow(text, QStringLiteral("GPU"));
    QCOMPARE(gpuRow, QStringLiteral("GPU %1 × 2").arg(l40s->name));
    QCOMPARE(scenarioRow(text, QStringLiteral("Tensor-parallel degree")), QStringLiteral("Tensor-parallel degree 2"));
    QVERIFY2(!text.contains(QStringLiteral("H100")), qPrintable(text));

    // The explorer moves on to something else; History reopens the quote with its own scenario.
    QVERIFY(explorer.selectGpu(QStringLiteral("rtx-4090")));
    explorer.gpuCountSpinBox()->setValue(1);
    QVERIFY(explorer.selectEngine(headroom::fit::Engine::LlamaCpp));
    HistoryDialog history(Catalog::builtIn(), explorer.currentChoice(), QStringLiteral("en"), store);
    QVERIFY(history.references().contains(reference));
    QuoteDialog *reopened = history.reopen(reference);
    QVERIFY(reopened);
    QCOMPARE(reopened->gpuCombo()->currentData().toString(), QStringLiteral("l40s"));
    QCOMPARE(reopened->gpuCountSpinBox()->value(), 2);
    QVERIFY(reopened->quoteScenario().has_value());
    QCOMPARE(QString::fromStdString(reopened->quoteScenario()->hardware.gpuId), QStringLiteral("l40s"));
    QVERIFY(reopened->quoteScenario()->engine.engine == headroom::fit::Engine::Vllm);
    QCOMPARE(reopened->quoteEstimate()->perDevice.total(), dialog.quoteEstimate()->perDevice.total());

    const QString second = m_dir.filePath(QStringLiteral("reopened.pdf"));
    QVERIFY2(reopened->exportTo(second, &error), qPrintable(error));
    const QString again = pdfText(second);
    QCOMPARE(scenarioRow(again, QStringLiteral("GPU")), gpuRow);
    QCOMPARE(scenarioRow(again, QStringLiteral("Engine")), scenarioRow(text, QStringLiteral("Engine")));
    QVERIFY2(!again.contains(QStringLiteral("RTX 4090")), qPrintable(again));
    QVERIFY2(!again.contains(QStringLiteral("llama.cpp")), qPrintable(again));

    // Re-export straight from History (no dialog) carries the same stored fit.
    headroom::ui::Prompts prompts;
    const QString third = m_dir.filePath(QStringLiteral("reexported.pdf"));
    prompts.savePdfPath = [&third](QWidget *, const QString &, const QString &) {
        return third;
    };
    prompts.confirm = [](QWidget *, const QString &, const QString &) {
        return true;
    };
    prompts.retry = [](QWidget *, const QString &, const QString &) {
        return false;
    };
    prompts.warn = [](QWidget *, const QString &, const QString &message) {
        QFAIL(qPrintable(message));
    };
    history.setPrompts(prompts);
    QVERIFY(history.reexport(reference));
    QCOMPARE(scenarioRow(pdfText(third), QStringLiteral("GPU")), gpuRow);
}

QTEST_MAIN(TstQuoteScenario)
#include "tst_quotescenario.moc"
