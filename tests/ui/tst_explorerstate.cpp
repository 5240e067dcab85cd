// SPDX-License-Identifier: GPL-3.0-or-later
// The fit explorer's scenario survives a restart (issue 15 item 7): closing the main window saves
// FitExplorer::currentChoice() (UiSettings::setExplorerChoice), MainWindow::restoreExplorerState() (what
// runGui() calls before the command-line options) sets a new window's controls to it, and a saved state
// that no longer resolves is ignored. The settings live in a temporary folder (QSettings::setPath).

#include <ui/diffusioncontrols.h>
#include <ui/fitexplorer.h>
#include <ui/mainwindow.h>
#include <ui/placementcontrols.h>
#include <ui/trainingcontrols.h>
#include <ui/uisettings.h>

#include <glossary/termbasestore.h>
#include <scenario/choicejson.h>
#include <ui/glossaryhistory.h>

#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QLineEdit>
#include <QSettings>
#include <QSlider>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using headroom::glossary::TermbaseStore;
using headroom::ui::FitExplorer;
using headroom::ui::GlossaryHistory;
using headroom::ui::MainWindow;
using headroom::ui::UiSettings;

class TstExplorerState : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void changedControlsComeBackInANewWindow();
    void importedConfigComesBack();
    void workloadKnobsComeBack_data();
    void workloadKnobsComeBack();
    void unknownModelIsIgnored();
    void damagedValueIsIgnored();
    void nothingSavedKeepsTheDefaults();

private:
    static QByteArray compact(const FitExplorer &explorer)
    {
        return QJsonDocument(headroom::scenario::choiceToJson(explorer.currentChoice())).toJson(QJsonDocument::Compact);
    }
    QTemporaryDir m_settingsDir;
};

void TstExplorerState::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("Headroom"));
    QCoreApplication::setApplicationName(QStringLiteral("headroom-test"));
    QVERIFY(m_settingsDir.isValid());
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_settingsDir.path());
}

void TstExplorerState::init()
{
    QSettings().clear();
    QFile::remove(GlossaryHistory::defaultPath());
    QDir(TermbaseStore::defaultFolder()).removeRecursively();
}

void TstExplorerState::changedControlsComeBackInANewWindow()
{
    QByteArray before;
    QString gpu;
    QString kvCacheK;
    {
        auto window = std::make_unique<MainWindow>();
        window->show();
        FitExplorer *explorer = window->fitExplorer();
        // Defaults: Llama 3.1 8B, generic engine, 1 GPU, 8192 tokens, 4 sequences (FitExplorer's constructor).
        QCOMPARE(explorer->currentChoice().modelId, QStringLiteral("llama-3.1-8b"));
        QTest::keyClick(explorer->gpuCombo(), Qt::Key_Down);
        QTest::keyClick(explorer->gpuCountSpinBox(), Qt::Key_Up); // 1 -> 2
        // Generic, llama.cpp, ik_llama.cpp, vLLM: three steps down.
        for (int i = 0; i < 3; ++i)
            QTest::keyClick(explorer->engineCombo(), Qt::Key_Down);
        QTest::keyClick(explorer->kvCacheKCombo(), Qt::Key_Down);
        QTest::keyClick(explorer->contextSlider(), Qt::Key_Right);      // 2^13 -> 2^14 tokens
        QTest::keyClick(explorer->concurrencySlider(), Qt::Key_PageUp); // page step 8: 4 -> 12
        QVERIFY(explorer->currentChoice().engine == headroom::fit::Engine::Vllm);
        QCOMPARE(explorer->currentChoice().gpuCount, 2);
        QCOMPARE(explorer->currentChoice().contextTokens, std::int64_t{16384});
        QCOMPARE(explorer->currentChoice().concurrency, 12);
        gpu = explorer->gpuCombo()->currentData().toString();
        QVERIFY(gpu != QStringLiteral("rtx-4090")); // the default moved
        kvCacheK = explorer->kvCacheKCombo()->currentData().toString();
        before = compact(*explorer);
        QVERIFY(window->close()); // saves the state
    }

    MainWindow window;
    FitExplorer *explorer = window.fitExplorer();
    QVERIFY(explorer->currentChoice().engine == headroom::fit::Engine::Generic); // nothing restored yet
    QVERIFY(window.restoreExplorerState());
    QCOMPARE(explorer->engineCombo()->currentData().toString(), QStringLiteral("vllm"));
    QCOMPARE(explorer->gpuCombo()->currentData().toString(), gpu);
    QCOMPARE(explorer->gpuCountSpinBox()->value(), 2);
    QCOMPARE(explorer->kvCacheKCombo()->currentData().toString(), kvCacheK);
    QCOMPARE(explorer->contextSpinBox()->value(), 16384);
    QCOMPARE(explorer->contextSlider()->value(), 14);
    QCOMPARE(explorer->concurrencySpinBox()->value(), 12);
    QCOMPARE(explorer->concurrencySlider()->value(), 12);
    QCOMPARE(compact(*explorer), before);
}

void TstExplorerState::importedConfigComesBack()
{
    const QString config = QStringLiteral(HEADROOM_TEST_DATA_DIR "/configs/mistral-7b-v0.1.json");
    QByteArray before;
    {
        MainWindow window;
        QVERIFY(!window.fitExplorer()->importModelConfig(config).isEmpty());
        QTest::keyClick(window.fitExplorer()->gpuCountSpinBox(), Qt::Key_Up);
        before = compact(*window.fitExplorer());
        QVERIFY(window.close());
    }
    MainWindow window;
    QVERIFY(window.restoreExplorerState());
    const FitExplorer *explorer = window.fitExplorer();
    QVERIFY(explorer->currentChoice().imported.has_value());
    QCOMPARE(explorer->currentChoice().modelConfigPath, QFileInfo(config).absoluteFilePath());
    QCOMPARE(explorer->gpuCountSpinBox()->value(), 2);
    QCOMPARE(compact(*explorer), before);
}

void TstExplorerState::workloadKnobsComeBack_data()
{
    QTest::addColumn<QString>("kind");
    QTest::newRow("lora") << QStringLiteral("lora");
    QTest::newRow("image generation") << QStringLiteral("diffusion");
    QTest::newRow("llama.cpp placement") << QStringLiteral("placement");
}

void TstExplorerState::workloadKnobsComeBack()
{
    // The knobs of each workload kind and the placement row, set away from their defaults, come back in a
    // new window; the restored scenario is the saved one key for key.
    QFETCH(QString, kind);
    QByteArray before;
    {
        MainWindow window;
        FitExplorer *explorer = window.fitExplorer();
        if (kind == QLatin1String("lora")) {
            QVERIFY(explorer->selectWorkload(headroom::fit::WorkloadKind::Lora));
            headroom::ui::TrainingControls *t = explorer->trainingControls();
            t->microBatchSpinBox()->setValue(4);
            t->gradientAccumulationSpinBox()->setValue(8);
            t->loraRankSpinBox()->setValue(64);
            t->loraTargetCheckBox(headroom::fit::LoraK)->setChecked(true);
            QVERIFY(headroom::ui::TrainingControls::selectData(t->checkpointingCombo(), QStringLiteral("full")));
            t->optimizerInBackwardCheckBox()->setChecked(true);
        } else if (kind == QLatin1String("diffusion")) {
            QVERIFY(explorer->selectModel(QStringLiteral("sdxl")));
            headroom::ui::DiffusionControls *d = explorer->diffusionControls();
            d->widthSpinBox()->setValue(768);
            d->heightSpinBox()->setValue(1344);
            d->imagesSpinBox()->setValue(3);
            d->vaeTilingCheckBox()->setChecked(true);
            d->vaeSlicingCheckBox()->setChecked(true);
            d->offloadCombo()->setCurrentIndex(1);
        } else {
            QVERIFY(explorer->selectEngine(headroom::fit::Engine::LlamaCpp));
            explorer->gpuCountSpinBox()->setValue(2);
            headroom::ui::PlacementControls *p = explorer->placementControls();
            p->gpuLayersSpinBox()->setValue(20);
            p->tensorSplitEdit()->setText(QStringLiteral("3,2"));
            QCOMPARE(explorer->currentChoice().tensorSplit, (std::vector<double>{3, 2}));
            QCOMPARE(explorer->currentChoice().gpuLayers, std::optional<int>(20));
        }
        before = compact(*explorer);
        QVERIFY(window.close());
    }
    MainWindow window;
    QVERIFY(window.restoreExplorerState());
    QCOMPARE(compact(*window.fitExplorer()), before);
    const headroom::scenario::Choice c = window.fitExplorer()->currentChoice();
    if (kind == QLatin1String("lora")) {
        QCOMPARE(c.training.loraRank, std::optional<int>(64));
        QCOMPARE(c.training.microBatch, std::optional<int>(4));
        QCOMPARE(c.training.gradientAccumulationSteps, std::optional<int>(8));
    } else if (kind == QLatin1String("diffusion")) {
        QCOMPARE(c.diffusion.width, std::optional<int>(768));
        QCOMPARE(c.diffusion.height, std::optional<int>(1344));
        QCOMPARE(c.diffusion.images, std::optional<int>(3));
        QCOMPARE(c.diffusion.vaeSlicing, std::optional<bool>(true));
    } else {
        QCOMPARE(c.gpuLayers, std::optional<int>(20));
        QCOMPARE(c.tensorSplit, (std::vector<double>{3, 2}));
    }
}

void TstExplorerState::unknownModelIsIgnored()
{
    {
        MainWindow window;
        QTest::keyClick(window.fitExplorer()->gpuCountSpinBox(), Qt::Key_Up);
        QVERIFY(window.close());
    }
    QSettings settings;
    QJsonObject saved =
        QJsonDocument::fromJson(settings.value(QStringLiteral("explorer/choice")).toByteArray()).object();
    QCOMPARE(saved.value(QStringLiteral("gpus")).toInt(), 2); // the close wrote it
    saved.insert(QStringLiteral("model"), QStringLiteral("no-such-model"));
    settings.setValue(QStringLiteral("explorer/choice"), QJsonDocument(saved).toJson());
    settings.sync();

    MainWindow window;
    const QByteArray defaults = compact(*window.fitExplorer());
    QVERIFY(!window.restoreExplorerState());
    QCOMPARE(window.fitExplorer()->gpuCountSpinBox()->value(), 1); // not even the GPU count came back
    QCOMPARE(compact(*window.fitExplorer()), defaults);
}

void TstExplorerState::damagedValueIsIgnored()
{
    for (const QByteArray &value : {QByteArray("{not json"), QByteArray("[1, 2]"), QByteArray("{\"gpus\": 2}")}) {
        QSettings().setValue(QStringLiteral("explorer/choice"), value);
        QVERIFY(!UiSettings::explorerChoice());
        MainWindow window;
        QVERIFY(!window.restoreExplorerState());
        QCOMPARE(window.fitExplorer()->currentChoice().modelId, QStringLiteral("llama-3.1-8b"));
    }
    // A saved choice with an unknown workload kind is refused as a whole.
    {
        MainWindow window;
        QVERIFY(window.close());
    }
    QSettings().setValue(QStringLiteral("explorer/workload"), QStringLiteral("juggling"));
    QVERIFY(!UiSettings::explorerChoice());
}

void TstExplorerState::nothingSavedKeepsTheDefaults()
{
    MainWindow window;
    QVERIFY(!window.restoreExplorerState());
    QCOMPARE(window.fitExplorer()->gpuCountSpinBox()->value(), 1);
    QCOMPARE(window.fitExplorer()->contextSpinBox()->value(), 8192);
}

QTEST_MAIN(TstExplorerState)
#include "tst_explorerstate.moc"
