// SPDX-License-Identifier: GPL-3.0-or-later
// Placements in the window (issue 14): the placement knobs fill scenario::Choice (GPU layers, tensor split,
// experts on the CPU, pipeline / expert parallel, a mixed replica), the chart draws one bar per GPU and a host
// RAM bar and marks the binding GPU, the engine release list, and model files (GGUF) join the model list.
// Offscreen. With HEADROOM_PLACEMENT_SCREENSHOT=FILE, screenshot() saves the window on the placement case.

#include <ui/breakdownchart.h>
#include <ui/devicesdialog.h>
#include <ui/fitexplorer.h>
#include <ui/mainwindow.h>
#include <ui/placementcontrols.h>

#include <catalog/catalog.h>
#include <fit/engineversion.h>
#include <glossary/termbase.h>

#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QSlider>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTest>

using headroom::catalog::Catalog;
using headroom::fit::Engine;
using headroom::fit::Segment;
using headroom::ui::BreakdownChart;
using headroom::ui::FitExplorer;

namespace {

constexpr double kGiB = 1024.0 * 1024.0 * 1024.0;

// Figures of tests/fit/tst_placement.cpp (Llama 3.1 70B Q4_K_M, llama.cpp, -c 4096, one sequence), worked
// there from the model's config.json and the Q4_K / Q6_K block sizes: one layer 513,178,388 bytes of weights,
// token_embd q4_K 591,003,648, output.weight q6_K + output_norm 861,913,088; KV 16,777,216 bytes per layer.
constexpr qint64 kLayer = 513'178'388;
constexpr qint64 kTokenEmbd = 591'003'648;
constexpr qint64 kOutput = 861'913'088;
constexpr qint64 kKvLayer = 16'777'216;

bool selectData(QComboBox *combo, const QString &data)
{
    const int index = combo->findData(data);
    if (index < 0)
        return false;
    combo->setCurrentIndex(index);
    return true;
}

// Llama 3.1 70B Q4_K_M under llama.cpp on an RTX 4090 (CUDA0) next to an RTX 3090 (CUDA1), -ngl 60, -c 4096.
void chooseMixedPair(FitExplorer &explorer)
{
    QVERIFY(explorer.selectModel(QStringLiteral("llama-3.1-70b")));
    QVERIFY(explorer.selectGpu(QStringLiteral("rtx-4090")));
    QVERIFY(explorer.selectEngine(Engine::LlamaCpp));
    QVERIFY(selectData(explorer.weightPrecisionCombo(), QStringLiteral("q4_k_m")));
    QVERIFY(explorer.selectKvCache(QStringLiteral("f16")));
    explorer.concurrencySpinBox()->setValue(1);
    explorer.contextSpinBox()->setValue(4096);
    explorer.placementControls()->setDeviceIds({QStringLiteral("rtx-4090"), QStringLiteral("rtx-3090")});
    explorer.placementControls()->gpuLayersSpinBox()->setValue(60);
}

} // namespace

class TstPlacementUi : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void mixedPairDrawsABarPerGpuAndHost();
    void identicalGpusKeepOneBar();
    void knobsReachTheChoice();
    void expertKnobsOnlyForMoeModels();
    void devicesDialogEditsTheList();
    void engineReleaseList();
    void ggufFileJoinsTheModelList();
    void brokenModelFileChangesNothing();
    void sliderStaysLiveWithAPlacement();
    void screenshot();
};

void TstPlacementUi::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("Headroom"));
    QCoreApplication::setApplicationName(QStringLiteral("headroom-test-placement"));
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
}

void TstPlacementUi::mixedPairDrawsABarPerGpuAndHost()
{
    FitExplorer explorer(Catalog::builtIn());
    chooseMixedPair(explorer);
    QVERIFY2(explorer.currentEstimate().has_value(), qPrintable(explorer.verdictText()));
    QCOMPARE(explorer.currentChoice().deviceIds, (QStringList{QStringLiteral("rtx-4090"), QStringLiteral("rtx-3090")}));
    QCOMPARE(explorer.currentChoice().gpuLayers, std::optional<int>(60));

    const BreakdownChart *chart = explorer.chart();
    QCOMPARE(chart->barCount(), 3);
    QCOMPARE(chart->deviceBarCount(), 2);
    QCOMPARE(chart->hostBar(), 2);
    // CUDA1 holds 29 layers + the output layer (16,230,625,604 bytes of weights and KV on 25,769,803,776);
    // CUDA0 30 layers (15,898,668,120 on 25,757,220,864): CUDA1 has the least headroom (tst_placement).
    QCOMPARE(chart->bindingBar(), 1);
    QCOMPARE(chart->mainBar(), 1);
    QCOMPARE(chart->barLabel(0), QStringLiteral("GPU 0 · RTX 4090"));
    QCOMPARE(chart->barLabel(1), QStringLiteral("GPU 1 · RTX 3090 (binding)"));
    QCOMPARE(chart->barLabel(2), QStringLiteral("Host RAM"));
    // -ngl 60 of 80: layers 21-50 on CUDA0, 51-79 + output on CUDA1, token_embd and layers 0-20 on the host.
    QCOMPARE(chart->valueGiB(Segment::Weights, 0), 30 * kLayer / kGiB);
    QCOMPARE(chart->valueGiB(Segment::Weights, 1), (29 * kLayer + kOutput) / kGiB);
    QCOMPARE(chart->valueGiB(Segment::KvFullAttention, 0), 30 * kKvLayer / kGiB);
    QCOMPARE(chart->valueGiB(Segment::Weights, 2), (kTokenEmbd + 21 * kLayer) / kGiB);
    QCOMPARE(chart->valueGiB(Segment::KvFullAttention, 2), 21 * kKvLayer / kGiB);
    // The output buffer: n_vocab 128,256 x 4 bytes.
    QCOMPARE(chart->valueGiB(Segment::Activations, 2), 128256 * 4 / kGiB);
    // Each GPU its own usable memory: total - 512 MiB as llama.cpp's free memory (tst_placement's split).
    const auto &devices = explorer.currentEstimate()->devicesBreakdown;
    QCOMPARE(chart->usableGiB(0), devices[0].usableBytes / kGiB);
    QCOMPARE(chart->usableGiB(1), devices[1].usableBytes / kGiB);
    QVERIFY(chart->usableGiB(0) != chart->usableGiB(1)); // 24,564 MiB and 24,576 MiB
    // The host bar's segments link to their glossary concepts like the GPU bars'.
    QVERIFY(chart->segmentCenter(Segment::Weights, 2).has_value());
    QCOMPARE(chart->conceptAtViewportPos(*chart->segmentCenter(Segment::Weights, 2)), QStringLiteral("weights"));
}

void TstPlacementUi::identicalGpusKeepOneBar()
{
    // Llama 3.1 8B on one RTX 4090, every layer offloaded: today's single bar.
    FitExplorer explorer(Catalog::builtIn());
    QVERIFY(explorer.selectModel(QStringLiteral("llama-3.1-8b")));
    QVERIFY(explorer.selectGpu(QStringLiteral("rtx-4090")));
    QVERIFY(explorer.selectEngine(Engine::LlamaCpp));
    QVERIFY(explorer.currentEstimate().has_value());
    QCOMPARE(explorer.chart()->barCount(), 1);
    QCOMPARE(explorer.chart()->barLabel(0), QStringLiteral("per GPU"));
    QCOMPARE(explorer.chart()->deviceBarCount(), 0);

    // -ngl 16 of 32 keeps half the layers in host RAM: the one GPU and the host get a bar each.
    explorer.placementControls()->gpuLayersSpinBox()->setValue(16);
    QVERIFY(explorer.currentEstimate().has_value());
    QCOMPARE(explorer.chart()->barCount(), 2);
    QCOMPARE(explorer.chart()->barLabel(0), QStringLiteral("GPU 0 · RTX 4090"));
    QCOMPARE(explorer.chart()->hostBar(), 1);
    // Back to "All": unset again, one bar.
    explorer.placementControls()->gpuLayersSpinBox()->setValue(-1);
    QCOMPARE(explorer.placementControls()->gpuLayersSpinBox()->text(), QStringLiteral("All"));
    QVERIFY(!explorer.currentChoice().gpuLayers.has_value());
    QCOMPARE(explorer.chart()->barCount(), 1);
}

void TstPlacementUi::knobsReachTheChoice()
{
    FitExplorer explorer(Catalog::builtIn());
    chooseMixedPair(explorer);
    QLineEdit *split = explorer.placementControls()->tensorSplitEdit();
    QTest::keyClicks(split, QStringLiteral("3,2"));
    QCOMPARE(explorer.currentChoice().tensorSplit, (std::vector<double>{3.0, 2.0}));
    // Letters are refused by the validator; the list stays as it was.
    QTest::keyClicks(split, QStringLiteral("x"));
    QCOMPARE(split->text(), QStringLiteral("3,2"));
    split->clear();
    QVERIFY(explorer.currentChoice().tensorSplit.empty());
    // Hidden and not written for vLLM, which shows its pipeline stages instead.
    QVERIFY(explorer.selectEngine(Engine::Vllm));
    QVERIFY(explorer.placementControls()->gpuLayersSpinBox()->isHidden());
    QVERIFY(!explorer.placementControls()->pipelineParallelSpinBox()->isHidden());
    QVERIFY(!explorer.currentChoice().gpuLayers.has_value());
    explorer.placementControls()->pipelineParallelSpinBox()->setValue(2);
    QCOMPARE(explorer.currentChoice().pipelineParallel, 2);
    // "Use the GPU list": no mixed replica.
    explorer.placementControls()->setDeviceIds({});
    QVERIFY(explorer.currentChoice().deviceIds.isEmpty());
    QVERIFY(explorer.placementControls()->devicesLabel()->text().isEmpty());
}

void TstPlacementUi::expertKnobsOnlyForMoeModels()
{
    FitExplorer explorer(Catalog::builtIn());
    QVERIFY(explorer.selectEngine(Engine::LlamaCpp));
    QVERIFY(explorer.selectModel(QStringLiteral("mixtral-8x7b"))); // num_local_experts 8
    QCheckBox *experts = explorer.placementControls()->expertsOnCpuCheckBox();
    QVERIFY(!experts->isHidden());
    experts->setChecked(true);
    QVERIFY(explorer.currentChoice().expertsOnCpu);
    QVERIFY2(explorer.currentEstimate().has_value(), qPrintable(explorer.verdictText()));
    QVERIFY(explorer.currentEstimate()->host.weights > 0);
    QCOMPARE(explorer.chart()->hostBar(), explorer.chart()->barCount() - 1);

    QVERIFY(explorer.selectModel(QStringLiteral("llama-3.1-8b"))); // dense
    QVERIFY(experts->isHidden());
    QVERIFY(!explorer.currentChoice().expertsOnCpu);

    QVERIFY(explorer.selectEngine(Engine::Vllm));
    QVERIFY(explorer.placementControls()->expertParallelCheckBox()->isHidden());
    QVERIFY(explorer.selectModel(QStringLiteral("mixtral-8x7b")));
    QVERIFY(!explorer.placementControls()->expertParallelCheckBox()->isHidden());
    QVERIFY(experts->isHidden());
}

void TstPlacementUi::devicesDialogEditsTheList()
{
    headroom::ui::DevicesDialog dialog(Catalog::builtIn(), {}, QStringLiteral("rtx-4090"));
    QCOMPARE(dialog.rowCount(), 2); // two of the explorer's GPU to start from
    QVERIFY(selectData(dialog.rowCombo(1), QStringLiteral("rtx-3090")));
    dialog.addButton()->click();
    QCOMPARE(dialog.rowCount(), 3);
    QCOMPARE(dialog.deviceIds(),
             (QStringList{QStringLiteral("rtx-4090"), QStringLiteral("rtx-3090"), QStringLiteral("rtx-3090")}));
}

void TstPlacementUi::engineReleaseList()
{
    FitExplorer explorer(Catalog::builtIn());
    QVERIFY(explorer.selectEngine(Engine::LlamaCpp));
    QComboBox *versions = explorer.engineVersionCombo();
    const std::vector<headroom::fit::EngineRelease> releases = headroom::fit::knownReleases(Engine::LlamaCpp);
    QCOMPARE(versions->count(), static_cast<int>(releases.size()) + 1);
    QCOMPARE(
        versions->itemText(0),
        QStringLiteral("Current (%1)").arg(QLatin1String(headroom::fit::currentReleaseName(Engine::LlamaCpp).data())));
    QVERIFY(versions->itemData(0).toString().isEmpty());
    QVERIFY(explorer.currentChoice().engineVersion.isEmpty());
    versions->setCurrentIndex(1);
    QCOMPARE(explorer.currentChoice().engineVersion, QString::fromStdString(releases.front().name));
    QVERIFY(!versions->toolTip().isEmpty());
    QVERIFY(explorer.currentEstimate().has_value());
    // The generic engine has no releases: the list is one disabled entry.
    QVERIFY(explorer.selectEngine(Engine::Generic));
    QCOMPARE(versions->count(), 1);
    QVERIFY(!versions->isEnabled());
    QVERIFY(explorer.currentChoice().engineVersion.isEmpty());
}

void TstPlacementUi::ggufFileJoinsTheModelList()
{
    FitExplorer explorer(Catalog::builtIn());
    QVERIFY(explorer.selectEngine(Engine::LlamaCpp));
    const QString path = QStringLiteral(HEADROOM_SOURCE_DIR "/tests/fuzz/corpus/fuzz_gguf/llama-q4km.gguf");
    QVERIFY(FitExplorer::isModelFilePath(path));
    QString error;
    const QString id = explorer.importModelFile(path, &error);
    QVERIFY2(!id.isEmpty(), qPrintable(error));
    QCOMPARE(explorer.modelCombo()->currentData().toString(), id);
    QVERIFY(explorer.modelCombo()->currentText().endsWith(QStringLiteral("(llama-q4km.gguf)")));
    QVERIFY(explorer.currentChoice().imported.has_value());
    QCOMPARE(explorer.currentChoice().imported->fileKind, QStringLiteral("gguf"));
    QVERIFY(explorer.currentChoice().imported->tensors.has_value());
}

void TstPlacementUi::brokenModelFileChangesNothing()
{
    FitExplorer explorer(Catalog::builtIn());
    const int models = explorer.modelCombo()->count();
    const QString current = explorer.modelCombo()->currentData().toString();
    QString error;
    const QString path = QStringLiteral(HEADROOM_SOURCE_DIR "/tests/fuzz/corpus/fuzz_gguf/hostile-big-endian.gguf");
    QVERIFY(explorer.importModelFile(path, &error).isEmpty());
    QVERIFY(!error.isEmpty());
    QVERIFY2(error.contains(QStringLiteral("hostile-big-endian.gguf")), qPrintable(error));
    QCOMPARE(explorer.modelCombo()->count(), models);
    QCOMPARE(explorer.modelCombo()->currentData().toString(), current);
    QVERIFY(!FitExplorer::isModelFilePath(QStringLiteral("/tmp/notes.txt")));
}

void TstPlacementUi::sliderStaysLiveWithAPlacement()
{
    // Each slider step recomputes the whole placement (estimate per device, the solvers the step leaves
    // standing) and redraws the three bars; 40 steps must stay well inside a drag's frame budget.
    FitExplorer explorer(Catalog::builtIn());
    chooseMixedPair(explorer);
    QSlider *slider = explorer.contextSlider();
    QElapsedTimer timer;
    timer.start();
    constexpr int kSteps = 40;
    for (int i = 1; i <= kSteps; ++i)
        slider->setValue(9 + i % 8); // exponents: 512 .. 65536 tokens
    const double perStepMs = static_cast<double>(timer.nsecsElapsed()) / 1e6 / kSteps;
    QVERIFY(explorer.currentEstimate().has_value());
    QCOMPARE(explorer.chart()->barCount(), 3);
    QVERIFY2(perStepMs < 100.0, qPrintable(QString::number(perStepMs)));
}

void TstPlacementUi::screenshot()
{
    const QString file = qEnvironmentVariable("HEADROOM_PLACEMENT_SCREENSHOT");
    if (file.isEmpty())
        QSKIP("set HEADROOM_PLACEMENT_SCREENSHOT=FILE to save the placement screenshot");
    headroom::ui::MainWindow window(Catalog::builtIn(), headroom::glossary::Termbase::builtIn());
    QVERIFY(window.setLanguage(QStringLiteral("en")));
    window.resize(1400, 900);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    chooseMixedPair(*window.fitExplorer());
    QTest::qWait(200);
    QVERIFY(window.grab().save(file));
}

QTEST_MAIN(TstPlacementUi)
#include "tst_placementui.moc"
