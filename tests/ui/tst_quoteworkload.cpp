// SPDX-License-Identifier: GPL-3.0-or-later
// Training and image-generation quotes in the window (issue 11 items 5 and 10): the quote dialog shows
// "Checkpoints kept" only for a training scenario and prices the kept checkpoints from the scenario's own
// estimate; a stored training or image-generation quote reopened from History (while the explorer shows an
// inference scenario) renders the same PDF text again, and History's re-export does too. Checked on the real
// widgets and the real PDF (pdftotext), offscreen.

#include <ui/historydialog.h>
#include <ui/prompts.h>
#include <ui/quotedialog.h>

#include <catalog/catalog.h>
#include <fit/fitmodel.h>

#include <QComboBox>
#include <QProcess>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using headroom::catalog::Catalog;
using headroom::ui::HistoryDialog;
using headroom::ui::QuoteDialog;

namespace {

void select(QComboBox *combo, const QString &data)
{
    const int index = combo->findData(data);
    QVERIFY2(index >= 0, qPrintable(data));
    combo->setCurrentIndex(index);
}

/// The text of a PDF, whitespace collapsed; empty when pdftotext fails.
QString pdfText(const QString &path)
{
    QProcess process;
    process.start(QStandardPaths::findExecutable(QStringLiteral("pdftotext")),
                  {QStringLiteral("-enc"), QStringLiteral("UTF-8"), path, QStringLiteral("-")});
    if (!process.waitForFinished(60000))
        return {};
    return QString::fromUtf8(process.readAllStandardOutput()).simplified();
}

/// Full fine-tune of Llama 3.1 8B (catalogue preset) on 8 x A100 80GB, FSDP FULL_SHARD, sequence 4,096 x
/// micro-batch 2.
headroom::scenario::Choice trainingChoice()
{
    headroom::scenario::Choice c;
    c.modelId = QStringLiteral("llama-3.1-8b");
    c.gpuId = QStringLiteral("a100-80gb");
    c.gpuCount = 8;
    c.contextTokens = 4096;
    c.workload = headroom::fit::WorkloadKind::FullFinetune;
    c.training.microBatch = 2;
    c.training.sharding = headroom::fit::Sharding::FsdpFull;
    return c;
}

/// What the explorer shows meanwhile: inference of the same model on one RTX 4090.
headroom::scenario::Choice inferenceChoice()
{
    headroom::scenario::Choice c;
    c.modelId = QStringLiteral("llama-3.1-8b");
    c.gpuId = QStringLiteral("rtx-4090");
    c.contextTokens = 8192;
    return c;
}

headroom::ui::Prompts savingTo(const QString &path)
{
    headroom::ui::Prompts prompts;
    prompts.savePdfPath = [path](QWidget *, const QString &, const QString &) {
        return path;
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
    return prompts;
}

} // namespace

class TstQuoteWorkload : public QObject
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

    void checkpointsOnlyForTraining();
    void trainingQuoteReopensTheSamePdf();
    void diffusionQuoteReopensTheSamePdf();

private:
    /// Exports `dialog`, reopens the quote from History (the explorer showing inferenceChoice()), exports it
    /// again and re-exports it from History: all three PDFs must read alike. Returns the first PDF's text.
    QString exportAndReopen(QuoteDialog &dialog, const QString &store, const QString &name);
    QTemporaryDir m_dir;
};

void TstQuoteWorkload::checkpointsOnlyForTraining()
{
    QuoteDialog inference(Catalog::builtIn(), inferenceChoice(), QStringLiteral("en"));
    QVERIFY(inference.checkpointsSpinBox()->isHidden());
    QuoteDialog training(Catalog::builtIn(), trainingChoice(), QStringLiteral("en"));
    QVERIFY2(training.quoteEstimate().has_value(), qPrintable(training.fitText()));
    QVERIFY(headroom::fit::isTraining(training.quoteEstimate()->kind));
    QVERIFY(!training.checkpointsSpinBox()->isHidden());
    // None kept by default: no checkpoint line.
    QCOMPARE(training.checkpointsSpinBox()->value(), 0);
    const std::optional<headroom::quote::Quote> q = training.currentQuote();
    QVERIFY(q.has_value());
    for (const headroom::quote::LineItem &line : q->lines)
        QVERIFY(line.kind != QLatin1String("checkpoints"));
    // Two kept: the line sizes them from the estimate, rounded up to whole GB.
    training.checkpointsSpinBox()->setValue(2);
    const std::optional<headroom::quote::Quote> kept = training.currentQuote();
    QVERIFY(kept.has_value());
    QCOMPARE(kept->request.checkpointsKept, 2);
    QCOMPARE(kept->request.checkpointBytes, training.quoteEstimate()->checkpointBytes);
    QCOMPARE(kept->lines.constLast().kind, QStringLiteral("checkpoints"));
    QCOMPARE(kept->lines.constLast().quantity, headroom::quote::checkpointStorageGb(kept->request));
}

QString TstQuoteWorkload::exportAndReopen(QuoteDialog &dialog, const QString &store, const QString &name)
{
    const QString first = m_dir.filePath(name + QStringLiteral(".pdf"));
    QString error;
    if (!dialog.exportTo(first, &error)) {
        qWarning("%s", qPrintable(error));
        return {};
    }
    const QString reference = dialog.lastReference();
    const QString text = pdfText(first);

    HistoryDialog history(Catalog::builtIn(), inferenceChoice(), QStringLiteral("en"), store);
    QuoteDialog *reopened = history.reopen(reference);
    if (!reopened)
        return {};
    const QString second = m_dir.filePath(name + QStringLiteral("-reopened.pdf"));
    if (!reopened->exportTo(second, &error)) {
        qWarning("%s", qPrintable(error));
        return {};
    }
    const QString third = m_dir.filePath(name + QStringLiteral("-reexported.pdf"));
    history.setPrompts(savingTo(third));
    if (!history.reexport(reference))
        return {};
    if (pdfText(second) != text || pdfText(third) != text) {
        qWarning("the reopened quote reads differently:\n%s\n---\n%s", qPrintable(text), qPrintable(pdfText(second)));
        return {};
    }
    return text;
}

void TstQuoteWorkload::trainingQuoteReopensTheSamePdf()
{
    const QString store = m_dir.filePath(QStringLiteral("training.sqlite"));
    QuoteDialog dialog(Catalog::builtIn(), trainingChoice(), QStringLiteral("en"));
    dialog.setStorePath(store);
    select(dialog.termCombo(), QStringLiteral("week"));
    select(dialog.pricingCombo(), QStringLiteral("spot")); // the A100 has a spot price in the example list
    dialog.checkpointsSpinBox()->setValue(3);
    QVERIFY2(dialog.quoteEstimate().has_value(), qPrintable(dialog.fitText()));

    const QString text = exportAndReopen(dialog, store, QStringLiteral("training"));
    QVERIFY(!text.isEmpty());
    for (const QString &expected :
         {QStringLiteral("Workload: Full fine-tune."), QStringLiteral("Sequence 4,096 tokens × micro-batch 2"),
          QStringLiteral("FSDP FULL_SHARD over 8 GPUs"), QStringLiteral("Resumable checkpoint: "),
          QStringLiteral("Checkpoint storage: 3 checkpoints kept ("),
          QStringLiteral("Spot capacity can be reclaimed: keep a resumable checkpoint (")}) {
        QVERIFY2(text.contains(expected), qPrintable(expected + QStringLiteral("\n") + text));
    }
}

void TstQuoteWorkload::diffusionQuoteReopensTheSamePdf()
{
    // SDXL (catalogue preset sdxl) on one RTX 4090: the workload follows from the preset.
    headroom::scenario::Choice c;
    c.modelId = QStringLiteral("sdxl");
    c.gpuId = QStringLiteral("rtx-4090");
    const QString store = m_dir.filePath(QStringLiteral("diffusion.sqlite"));
    QuoteDialog dialog(Catalog::builtIn(), c, QStringLiteral("en"));
    dialog.setStorePath(store);
    QVERIFY2(dialog.quoteEstimate().has_value(), qPrintable(dialog.fitText()));
    QVERIFY(dialog.quoteEstimate()->kind == headroom::fit::WorkloadKind::Diffusion);
    QVERIFY(dialog.checkpointsSpinBox()->isHidden());

    const QString text = exportAndReopen(dialog, store, QStringLiteral("diffusion"));
    QVERIFY(!text.isEmpty());
    for (const QString &expected :
         {QStringLiteral("Workload: Image generation."), QStringLiteral("Text encoding: "),
          QStringLiteral("Denoising: "), QStringLiteral("VAE decode: "), QStringLiteral("Peak phase: ")}) {
        QVERIFY2(text.contains(expected), qPrintable(expected + QStringLiteral("\n") + text));
    }
    QVERIFY(!text.contains(QStringLiteral("Checkpoint storage")));
}

QTEST_MAIN(TstQuoteWorkload)
#include "tst_quoteworkload.moc"
