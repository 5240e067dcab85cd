// SPDX-License-Identifier: GPL-3.0-or-later
// The fit explorer's workload kinds (issue 11 item 9): the workload selector keeps the GPUs and switches
// the model list between language models and diffusion pipelines, only the kind's knobs are visible, the
// weight lists follow the kind, and the chart draws a GPU bar (inference, training), a host RAM bar
// (training with CPU offload) or one bar per diffusion phase, every segment of every bar opening its
// glossary concept. The numbers come from the fit model through the window; the ones asserted are worked
// out by hand from the published configs (the catalogue's sources).

#include "layoutcheck.h"

#include <ui/breakdownchart.h>
#include <ui/diffusioncontrols.h>
#include <ui/fitexplorer.h>
#include <ui/mainwindow.h>
#include <ui/trainingcontrols.h>

#include <catalog/catalog.h>
#include <fit/diffusion.h>
#include <scenario/labels.h>
#include <scenario/workloadlabels.h>

#include <QBarSet>
#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QSignalSpy>
#include <QSlider>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTest>

using headroom::catalog::Catalog;
using headroom::fit::Segment;
using headroom::fit::WorkloadKind;
using headroom::ui::BreakdownChart;
using headroom::ui::FitExplorer;
namespace fit = headroom::fit;
namespace labels = headroom::scenario::labels;

Q_DECLARE_METATYPE(headroom::fit::WorkloadKind)

namespace {

constexpr double kGiB = 1024.0 * 1024.0 * 1024.0;

bool selectData(QComboBox *combo, const QString &data)
{
    const int index = combo->findData(data);
    if (index < 0)
        return false;
    combo->setCurrentIndex(index);
    return true;
}

QStringList itemData(const QComboBox *combo)
{
    QStringList out;
    for (int i = 0; i < combo->count(); ++i)
        out << combo->itemData(i).toString();
    return out;
}

std::int64_t bytesOf(const FitExplorer &explorer, Segment s)
{
    return fit::segmentValue(*explorer.currentEstimate(), s);
}

} // namespace

class TstWorkloadUi : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void switchingKindsKeepsTheGpusAndEachModelList();
    void onlyTheKindsKnobsAreVisible_data();
    void onlyTheKindsKnobsAreVisible();
    void weightListsFollowTheKind();
    void loraChartShowsTheTrainingTerms();
    void cpuOffloadAddsAHostRamBar();
    void diffusionDrawsOneBarPerPhase();
    void verdictSaysWhatTheCommandLineSays();
    void slidersRerunOnlyTheSolversThatDependOnThem();
    void everyKindFitsTheWindowUnclipped_data();
    void everyKindFitsTheWindowUnclipped();
};

void TstWorkloadUi::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

void TstWorkloadUi::switchingKindsKeepsTheGpusAndEachModelList()
{
    const Catalog &catalog = Catalog::builtIn();
    FitExplorer explorer(catalog);
    QVERIFY(explorer.selectModel(QStringLiteral("llama-3.1-70b")));
    QVERIFY(explorer.selectGpu(QStringLiteral("h100-80gb")));
    explorer.gpuCountSpinBox()->setValue(8);

    QVERIFY(explorer.selectWorkload(WorkloadKind::Lora));
    QCOMPARE(explorer.modelCombo()->currentData().toString(), QStringLiteral("llama-3.1-70b"));
    QCOMPARE(explorer.gpuCombo()->currentData().toString(), QStringLiteral("h100-80gb"));
    QCOMPARE(explorer.gpuCountSpinBox()->value(), 8);
    QVERIFY(explorer.currentScenario().kind == WorkloadKind::Lora);

    // Image generation lists the diffusion pipelines only, SDXL first time, and keeps the GPUs.
    QVERIFY(explorer.selectWorkload(WorkloadKind::Diffusion));
    QCOMPARE(explorer.modelCombo()->count(), int(catalog.diffusionModels().size()));
    for (const headroom::catalog::DiffusionPreset &p : catalog.diffusionModels())
        QVERIFY(explorer.modelCombo()->findData(QString::fromStdString(p.spec.id)) >= 0);
    QCOMPARE(explorer.modelCombo()->currentData().toString(), QStringLiteral("sdxl"));
    QCOMPARE(explorer.gpuCombo()->currentData().toString(), QStringLiteral("h100-80gb"));
    QCOMPARE(explorer.gpuCountSpinBox()->value(), 8);
    QVERIFY(explorer.selectModel(QStringLiteral("flux1-dev")));
    QVERIFY(explorer.currentScenario().kind == WorkloadKind::Diffusion);

    explorer.diffusionControls()->imagesSpinBox()->setValue(3);
    explorer.diffusionControls()->widthSpinBox()->setValue(768);

    // Each list comes back with the model it had last, and the kinds' knobs stay as they were.
    QVERIFY(explorer.selectWorkload(WorkloadKind::Inference));
    QCOMPARE(explorer.modelCombo()->count(), int(catalog.models().size()));
    QCOMPARE(explorer.modelCombo()->currentData().toString(), QStringLiteral("llama-3.1-70b"));
    QVERIFY(explorer.selectWorkload(WorkloadKind::Diffusion));
    QCOMPARE(explorer.modelCombo()->currentData().toString(), QStringLiteral("flux1-dev"));
    QCOMPARE(explorer.currentScenario().diffusion.images, 3);
    QCOMPARE(explorer.currentScenario().diffusion.width, 768);

    // A model id of the other list switches the kind: a language model from image generation to inference.
    QVERIFY(explorer.selectModel(QStringLiteral("qwen2.5-7b")));
    QVERIFY(explorer.currentWorkload() == WorkloadKind::Inference);
    QVERIFY(explorer.selectModel(QStringLiteral("sd15")));
    QVERIFY(explorer.currentWorkload() == WorkloadKind::Diffusion);
    QVERIFY(!explorer.selectModel(QStringLiteral("no-such-model")));
    QVERIFY(explorer.currentWorkload() == WorkloadKind::Diffusion);
}

void TstWorkloadUi::onlyTheKindsKnobsAreVisible_data()
{
    QTest::addColumn<WorkloadKind>("kind");
    for (const WorkloadKind k : fit::kAllWorkloadKinds)
        QTest::newRow(std::string(fit::toString(k)).c_str()) << k;
}

void TstWorkloadUi::onlyTheKindsKnobsAreVisible()
{
    QFETCH(WorkloadKind, kind);
    FitExplorer explorer(Catalog::builtIn());
    explorer.resize(1000, 900);
    explorer.show();
    QVERIFY(QTest::qWaitForWindowExposed(&explorer));
    QVERIFY(explorer.selectWorkload(kind));
    const bool inference = kind == WorkloadKind::Inference;
    const bool training = fit::isTraining(kind);
    const bool diffusion = kind == WorkloadKind::Diffusion;
    QCOMPARE(explorer.workloadCombo()->isVisible(), true);
    QCOMPARE(explorer.gpuCountSpinBox()->isVisible(), true);
    QCOMPARE(explorer.engineCombo()->isVisible(), inference);
    QCOMPARE(explorer.inferenceSettings()->isVisible(), inference);
    QCOMPARE(explorer.concurrencySlider()->isVisible(), inference);
    QCOMPARE(explorer.trainingControls()->isVisible(), training);
    QCOMPARE(explorer.diffusionControls()->isVisible(), diffusion);
    QCOMPARE(explorer.contextSlider()->isVisible(), !diffusion);
    QCOMPARE(explorer.trainingControls()->loraRow()->isVisible(),
             kind == WorkloadKind::Lora || kind == WorkloadKind::Qlora);
    // The context slider is the training's sequence length.
    QCOMPARE(explorer.contextLabel()->text().remove(u'&'),
             training ? QStringLiteral("Sequence length:") : QStringLiteral("Context length:"));
    QCOMPARE(explorer.workloadCombo()->currentText(), headroom::scenario::workloadName(kind));
    QVERIFY2(explorer.currentEstimate().has_value(), qPrintable(explorer.verdictText()));
    QVERIFY(explorer.currentEstimate()->kind == kind);
    QVERIFY(explorer.currentScenario().engine.engine == fit::Engine::Generic);
}

void TstWorkloadUi::weightListsFollowTheKind()
{
    FitExplorer explorer(Catalog::builtIn());
    QVERIFY(explorer.selectEngine(fit::Engine::LlamaCpp)); // inference lists the GGUF types
    QVERIFY(explorer.weightPrecisionCombo()->findData(QStringLiteral("q4_k_m")) >= 0);

    // Full fine-tune and LoRA train or freeze dense weights; the model's own bf16 is selected.
    for (const WorkloadKind k : {WorkloadKind::FullFinetune, WorkloadKind::Lora}) {
        QVERIFY(explorer.selectWorkload(k));
        QCOMPARE(itemData(explorer.weightPrecisionCombo()),
                 (QStringList{QStringLiteral("fp32"), QStringLiteral("bf16"), QStringLiteral("fp16")}));
        QCOMPARE(explorer.weightPrecisionCombo()->currentData().toString(), QStringLiteral("bf16"));
        QVERIFY(!explorer.currentChoice().weights.has_value()); // the default, as the CLI without --weights
    }
    // QLoRA freezes NF4 (bitsandbytes' default: no double quantization).
    QVERIFY(explorer.selectWorkload(WorkloadKind::Qlora));
    QCOMPARE(itemData(explorer.weightPrecisionCombo()), (QStringList{QStringLiteral("nf4"), QStringLiteral("nf4-dq")}));
    QCOMPARE(explorer.weightPrecisionCombo()->currentData().toString(), QStringLiteral("nf4"));
    QVERIFY(!explorer.currentChoice().weights.has_value());
    QVERIFY(selectData(explorer.weightPrecisionCombo(), QStringLiteral("nf4-dq")));
    QVERIFY(explorer.currentChoice().weights == fit::WeightFormat::nf4(true));

    // Image generation: dense, fp8 and the GGML types; a UNet starts in fp16, a DiT in bf16.
    QVERIFY(explorer.selectWorkload(WorkloadKind::Diffusion));
    const QStringList diffusion = itemData(explorer.weightPrecisionCombo());
    for (const char *f : {"fp32", "bf16", "fp16", "fp8", "q8_0", "q5_0", "q4_0", "q4_k"})
        QVERIFY2(diffusion.contains(QLatin1String(f)), f);
    QVERIFY(!diffusion.contains(QStringLiteral("q4_k_m"))); // a llama.cpp file type, refused for pipelines
    QCOMPARE(explorer.weightPrecisionCombo()->currentData().toString(), QStringLiteral("fp16"));
    QVERIFY(explorer.selectModel(QStringLiteral("flux1-dev")));
    QCOMPARE(explorer.weightPrecisionCombo()->currentData().toString(), QStringLiteral("bf16"));
    QVERIFY(selectData(explorer.weightPrecisionCombo(), QStringLiteral("q8_0")));
    QVERIFY2(explorer.currentEstimate().has_value(), qPrintable(explorer.verdictText()));
    QVERIFY(explorer.currentScenario().weightFormat == fit::WeightFormat::ggmlOf(fit::GgmlType::Q8_0));
}

void TstWorkloadUi::loraChartShowsTheTrainingTerms()
{
    FitExplorer explorer(Catalog::builtIn());
    QVERIFY(explorer.selectWorkload(WorkloadKind::Lora));
    QVERIFY(explorer.selectGpu(QStringLiteral("rtx-4090")));
    explorer.contextSpinBox()->setValue(4096);
    QVERIFY(selectData(explorer.trainingControls()->checkpointingCombo(), QStringLiteral("full")));
    QVERIFY(explorer.currentEstimate().has_value());
    BreakdownChart *chart = explorer.chart();
    QCOMPARE(chart->barCount(), 1);
    QCOMPARE(chart->hostBar(), -1);

    // Llama 3.1 8B (meta-llama/Llama-3.1-8B-Instruct config.json): 8,030,261,248 parameters in bf16 =
    // 16,060,522,496 bytes of frozen weights. LoRA rank 16 on q, k, v, o: per layer q 16 x (4096 + 4096) =
    // 131,072, k and v 16 x (4096 + 8 KV heads x 128) = 81,920 each, o 131,072 -> 425,984; 32 layers ->
    // 13,631,488 trainable parameters: bf16 adapters and gradients 27,262,976 bytes each, the fp32 master
    // copy 54,525,952, AdamW's two fp32 moments 109,051,904.
    const std::pair<Segment, std::int64_t> expected[] = {
        {Segment::Weights, 16'060'522'496},   {Segment::LoraAdapters, 27'262'976},    {Segment::Gradients, 27'262'976},
        {Segment::MasterWeights, 54'525'952}, {Segment::OptimizerState, 109'051'904},
    };
    for (const auto &[segment, bytes] : expected) {
        QCOMPARE(bytesOf(explorer, segment), bytes);
        QCOMPARE(chart->valueGiB(segment), double(bytes) / kGiB);
        QVERIFY(chart->isInLegend(segment));
    }
    QCOMPARE(explorer.currentEstimate()->trainableParameters, std::int64_t{13'631'488});
    QVERIFY(!chart->isInLegend(Segment::KvFullAttention));

    // The sets are the same objects across kinds (updated in place); each holds one value per bar.
    QBarSet *weights = chart->barSet(Segment::Weights);
    QVERIFY(explorer.selectWorkload(WorkloadKind::Diffusion));
    QCOMPARE(chart->barSet(Segment::Weights), weights);
    QCOMPARE(chart->barSet(Segment::Denoiser)->count(), 3);
    QVERIFY(explorer.selectWorkload(WorkloadKind::Lora));
    QCOMPARE(chart->barSet(Segment::Weights), weights);
    QCOMPARE(weights->count(), 1);
}

void TstWorkloadUi::cpuOffloadAddsAHostRamBar()
{
    FitExplorer explorer(Catalog::builtIn());
    explorer.resize(1000, 900);
    explorer.show();
    QVERIFY(QTest::qWaitForWindowExposed(&explorer));
    QVERIFY(explorer.selectWorkload(WorkloadKind::FullFinetune));
    QVERIFY(explorer.selectGpu(QStringLiteral("h100-80gb")));
    explorer.contextSpinBox()->setValue(2048);
    headroom::ui::TrainingControls *t = explorer.trainingControls();
    QVERIFY(selectData(t->checkpointingCombo(), QStringLiteral("full")));
    QVERIFY(selectData(t->shardingCombo(), QStringLiteral("zero2")));
    QVERIFY(selectData(t->offloadCombo(), QStringLiteral("optimizer")));
    QVERIFY2(explorer.currentEstimate().has_value(), qPrintable(explorer.verdictText()));

    // ZeRO-Offload of the optimizer: the fp32 master weights (4 bytes), AdamW's two fp32 moments (8) and the
    // fp32 gradients copied for the step (4) of Llama 3.1 8B's 8,030,261,248 parameters live in host RAM:
    // 16 x 8,030,261,248 = 128,484,179,968 bytes.
    BreakdownChart *chart = explorer.chart();
    QCOMPARE(explorer.currentEstimate()->hostOffloadBytes, std::int64_t{128'484'179'968});
    QCOMPARE(chart->barCount(), 2);
    QCOMPARE(chart->hostBar(), 1);
    QCOMPARE(chart->barLabel(0), QStringLiteral("per GPU"));
    QCOMPARE(chart->barLabel(1), QStringLiteral("Host RAM"));
    QCOMPARE(chart->hostGiB(), 128'484'179'968 / kGiB);
    QVERIFY(chart->isHostInLegend());
    QCOMPARE(chart->valueGiB(Segment::OptimizerState), 0.0); // not on the GPU
    QTRY_VERIFY(chart->hostCenter().has_value());

    // Clicking the host RAM bar opens host RAM; a GPU segment its own concept.
    QSignalSpy activated(chart, &BreakdownChart::segmentActivated);
    QTest::mouseClick(chart->viewport(), Qt::LeftButton, {}, *chart->hostCenter());
    QCOMPARE(activated.count(), 1);
    QCOMPARE(activated.takeFirst().at(0).toString(), QStringLiteral("host-ram"));
    QTest::mouseClick(chart->viewport(), Qt::LeftButton, {}, *chart->segmentCenter(Segment::Weights));
    QCOMPARE(activated.takeFirst().at(0).toString(), QStringLiteral("weights"));
    QVERIFY(chart->highlightConcept(QStringLiteral("host-ram")));
    QTest::qWait(50); // the legend lays itself out in posted events
    headroom::testing::saveScreenshot(&explorer, QStringLiteral("workload-host-ram"));

    // Without offload the host bar goes.
    QVERIFY(selectData(t->offloadCombo(), QStringLiteral("none")));
    QCOMPARE(chart->barCount(), 1);
    QCOMPARE(chart->hostGiB(), 0.0);
    QVERIFY(!chart->isHostInLegend());
}

void TstWorkloadUi::diffusionDrawsOneBarPerPhase()
{
    FitExplorer explorer(Catalog::builtIn());
    explorer.resize(1000, 900);
    explorer.show();
    QVERIFY(QTest::qWaitForWindowExposed(&explorer));
    QVERIFY(explorer.selectModel(QStringLiteral("sdxl")));
    QVERIFY(explorer.selectGpu(QStringLiteral("rtx-4090")));
    QVERIFY2(explorer.currentEstimate().has_value(), qPrintable(explorer.verdictText()));
    const fit::Estimate &e = *explorer.currentEstimate();
    QCOMPARE(e.imageWidth, 1024); // SDXL's native resolution
    QCOMPARE(explorer.diffusionControls()->widthSpinBox()->value(), 1024);

    BreakdownChart *chart = explorer.chart();
    QCOMPARE(chart->barCount(), 3);
    QCOMPARE(chart->peakBar(), e.peakPhase);
    for (const fit::DiffusionPhase p : fit::kAllDiffusionPhases) {
        const int bar = static_cast<int>(p);
        const QString name = labels::phaseName(p);
        QCOMPARE(chart->barLabel(bar), bar == e.peakPhase ? name + QStringLiteral(" (peak)") : name);
        // Without offload every component stays on the GPU in every phase. SDXL in fp16 (stabilityai/
        // stable-diffusion-xl-base-1.0): CLIP ViT-L 123,060,480 + OpenCLIP bigG 694,659,840 text-encoder
        // parameters x 2 bytes = 1,635,440,640; the UNet's 2,567,463,684 x 2 = 5,134,927,368.
        QCOMPARE(chart->valueGiB(Segment::TextEncoders, bar), 1'635'440'640 / kGiB);
        QCOMPARE(chart->valueGiB(Segment::Denoiser, bar), 5'134'927'368 / kGiB);
        QCOMPARE(chart->valueGiB(Segment::Weights, bar), 0.0);
    }
    QVERIFY(!chart->isInLegend(Segment::Weights));
    QVERIFY(chart->isInLegend(Segment::Denoiser));
    QCOMPARE(chart->usableGiB(), double(e.usablePerDeviceBytes) / kGiB);

    // A segment of any bar opens its concept.
    QSignalSpy activated(chart, &BreakdownChart::segmentActivated);
    QTRY_VERIFY(chart->segmentCenter(Segment::Denoiser, 0).has_value());
    QTest::mouseClick(chart->viewport(), Qt::LeftButton, {}, *chart->segmentCenter(Segment::Denoiser, 0));
    QTest::mouseClick(chart->viewport(), Qt::LeftButton, {}, *chart->segmentCenter(Segment::TextEncoders, 2));
    QCOMPARE(activated.count(), 2);
    QCOMPARE(activated.at(0).at(0).toString(), QLatin1String(fit::segmentConceptId(Segment::Denoiser)));
    QCOMPARE(activated.at(1).at(0).toString(), QLatin1String(fit::segmentConceptId(Segment::TextEncoders)));
    QTest::qWait(50);
    headroom::testing::saveScreenshot(&explorer, QStringLiteral("workload-sdxl"));
}

void TstWorkloadUi::verdictSaysWhatTheCommandLineSays()
{
    const QLocale locale;
    FitExplorer explorer(Catalog::builtIn());
    QVERIFY(explorer.selectModel(QStringLiteral("sdxl")));
    explorer.diffusionControls()->imagesSpinBox()->setValue(4);
    const fit::Estimate &d = *explorer.currentEstimate();
    const QString verdict = explorer.verdictText();
    const FitExplorer::WorkloadAnswers &a = explorer.workloadAnswers();
    QVERIFY(a.maxImageSide && a.maxImages && !a.maxMicroBatch);
    const QString gpu = Catalog::builtIn().gpu(QStringLiteral("rtx-4090"))->name;
    for (const QString &part :
         {labels::fitVerdict(d, locale), labels::peakPhaseSentence(d, locale),
          labels::solverSentence(labels::SolverKind::ImageSide, a.maxImageSide, explorer.currentScenario(), gpu,
                                 locale),
          labels::solverSentence(labels::SolverKind::Images, a.maxImages, explorer.currentScenario(), gpu, locale)})
        QVERIFY2(!part.isEmpty() && verdict.contains(part), qPrintable(part + QStringLiteral("\nnot in\n") + verdict));

    QVERIFY(explorer.selectModel(QStringLiteral("llama-3.1-8b")));
    QVERIFY(explorer.selectWorkload(WorkloadKind::FullFinetune));
    explorer.gpuCountSpinBox()->setValue(8);
    QVERIFY(selectData(explorer.trainingControls()->shardingCombo(), QStringLiteral("zero3")));
    const fit::Estimate &t = *explorer.currentEstimate();
    const QString training = explorer.verdictText();
    const FitExplorer::WorkloadAnswers &b = explorer.workloadAnswers();
    QVERIFY(b.maxMicroBatch && b.maxSequenceLength && b.minGpusForSharding && !b.maxImages);
    for (const QString &part : {labels::fitVerdict(t, locale), labels::checkpointSentence(t, locale),
                                labels::solverSentence(labels::SolverKind::GpusForSharding, b.minGpusForSharding,
                                                       explorer.currentScenario(), gpu, locale)})
        QVERIFY2(!part.isEmpty() && training.contains(part),
                 qPrintable(part + QStringLiteral("\nnot in\n") + training));
    QCOMPARE(t.shardDegree, 8);
}

void TstWorkloadUi::slidersRerunOnlyTheSolversThatDependOnThem()
{
    FitExplorer explorer(Catalog::builtIn());
    QVERIFY(explorer.selectWorkload(WorkloadKind::Lora));
    int runs = explorer.solverRuns();
    // The micro-batch: the longest sequence and the fewest GPUs (the largest micro-batch ignores it).
    explorer.trainingControls()->microBatchSlider()->setValue(2);
    QCOMPARE(explorer.solverRuns(), runs + 2);
    runs = explorer.solverRuns();
    // The sequence length: the largest micro-batch and the fewest GPUs.
    explorer.contextSlider()->setValue(12); // 2^12 = 4096 tokens
    QCOMPARE(explorer.solverRuns(), runs + 2);

    QVERIFY(explorer.selectModel(QStringLiteral("sdxl")));
    runs = explorer.solverRuns();
    // The resolution reruns only the most images, the batch only the largest image.
    explorer.diffusionControls()->resolutionSlider()->setValue(768 / headroom::ui::DiffusionControls::kPixelStep);
    QCOMPARE(explorer.solverRuns(), runs + 1);
    QCOMPARE(explorer.currentScenario().diffusion.width, 768);
    QCOMPARE(explorer.currentScenario().diffusion.height, 768);
    runs = explorer.solverRuns();
    explorer.diffusionControls()->imagesSlider()->setValue(2);
    QCOMPARE(explorer.solverRuns(), runs + 1);
    QCOMPARE(explorer.currentScenario().diffusion.images, 2);
}

void TstWorkloadUi::everyKindFitsTheWindowUnclipped_data()
{
    onlyTheKindsKnobsAreVisible_data();
}

void TstWorkloadUi::everyKindFitsTheWindowUnclipped()
{
    // The main window at its default size: every kind's controls, chart and verdict fit without clipping.
    QFETCH(WorkloadKind, kind);
    headroom::ui::MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.fitExplorer()->selectWorkload(kind));
    QCoreApplication::processEvents();
    headroom::testing::verifyNothingClipped(&window);
    QVERIFY2(window.height() <= 860, qPrintable(QString::number(window.height())));
    // And a small screen's 1024 x 640 window holds every kind's knobs, chart and verdict.
    const QSize least = window.minimumSizeHint();
    QVERIFY2(least.width() <= 1024 && least.height() <= 640,
             qPrintable(QStringLiteral("%1 x %2").arg(least.width()).arg(least.height())));
    window.resize(1024, 640);
    QCoreApplication::processEvents();
    QCOMPARE(window.size(), QSize(1024, 640));
    headroom::testing::verifyNothingClipped(&window);
    headroom::testing::saveScreenshot(&window, QStringLiteral("workload-") +
                                                   QString::fromStdString(std::string(fit::toString(kind))));
}

QTEST_MAIN(TstWorkloadUi)
#include "tst_workloadui.moc"
