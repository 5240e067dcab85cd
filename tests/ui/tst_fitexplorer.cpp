// SPDX-License-Identifier: GPL-3.0-or-later
// The fit explorer drives fit::estimate() from its controls and shows the Estimate in the chart.

#include <ui/breakdownchart.h>
#include <ui/fitexplorer.h>

#include <catalog/catalog.h>

#include <QBarSet>
#include <QComboBox>
#include <QLabel>
#include <QSignalSpy>
#include <QSlider>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTest>

using headroom::catalog::Catalog;
using headroom::fit::Component;
using headroom::ui::FitExplorer;

namespace {

constexpr double kGiB = 1024.0 * 1024.0 * 1024.0;

// Llama 3.1 8B on one RTX 4090 with an f16 KV cache, one sequence.
void chooseLlamaOn4090(FitExplorer &explorer)
{
    QVERIFY(explorer.selectModel(QStringLiteral("llama-3.1-8b")));
    QVERIFY(explorer.selectGpu(QStringLiteral("rtx-4090")));
    const int f16 = explorer.kvCacheCombo()->findData(QStringLiteral("f16"));
    QVERIFY(f16 >= 0);
    explorer.kvCacheCombo()->setCurrentIndex(f16);
    explorer.gpuCountSpinBox()->setValue(1);
    explorer.tensorParallelSpinBox()->setValue(1);
    explorer.concurrencySpinBox()->setValue(1);
    explorer.contextSpinBox()->setValue(8192);
}

} // namespace

class TstFitExplorer : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void kvCacheBarFollowsTheContextSlider();
    void keyboardPageStepMovesTheContext();
    void concurrencySpinBoxDrivesTheSlider();
    void usableLineIsTheDriverReportedMemory();
    void invalidScenarioIsShownNotCrashed();
};

void TstFitExplorer::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
}

void TstFitExplorer::kvCacheBarFollowsTheContextSlider()
{
    FitExplorer explorer(Catalog::builtIn());
    QSignalSpy changed(&explorer, &FitExplorer::scenarioChanged);
    chooseLlamaOn4090(explorer);
    QVERIFY(explorer.currentEstimate().has_value());

    // Llama 3.1 8B config.json: num_hidden_layers 32, num_key_value_heads 8, head_dim 128.
    // f16 KV: 32 x 8 x 128 x 2 (K and V) x 2 bytes = 131,072 bytes per token;
    // x 8192 tokens x 1 sequence = 1,073,741,824 bytes = exactly 1 GiB.
    QCOMPARE(explorer.currentEstimate()->perDevice.kvCache, std::int64_t{1073741824});
    QCOMPARE(explorer.chart()->kvCacheGiB(), 1.0);
    QCOMPARE(explorer.chart()->barSet(Component::KvCache)->at(0), 1.0);
    const QString verdictAt8k = explorer.verdictText();
    QVERIFY2(verdictAt8k.startsWith(QLatin1String("Fits: ")), qPrintable(verdictAt8k));

    // Moving the slider: the spin box follows, the same bar set now holds 2 x 2^30 bytes = 2.0 GiB.
    QBarSet *kvSet = explorer.chart()->barSet(Component::KvCache);
    changed.clear();
    explorer.contextSlider()->setValue(16384);
    QCOMPARE(explorer.contextSpinBox()->value(), 16384);
    QCOMPARE(changed.count(), 1);
    QCOMPARE(explorer.currentEstimate()->perDevice.kvCache, std::int64_t{2147483648});
    QCOMPARE(explorer.chart()->kvCacheGiB(), 2.0);
    QCOMPARE(explorer.chart()->barSet(Component::KvCache), kvSet); // updated in place, not rebuilt
    QVERIFY(explorer.verdictText() != verdictAt8k);

    // The signal carries the scenario and estimate the chart shows.
    const auto arguments = changed.takeFirst();
    const auto scenario = arguments.at(0).value<headroom::fit::Scenario>();
    const auto estimate = arguments.at(1).value<headroom::fit::Estimate>();
    QCOMPARE(scenario.workload.contextTokens, std::int64_t{16384});
    QCOMPARE(static_cast<double>(estimate.perDevice.kvCache) / kGiB, 2.0);
}

void TstFitExplorer::keyboardPageStepMovesTheContext()
{
    FitExplorer explorer(Catalog::builtIn());
    chooseLlamaOn4090(explorer);
    // Page Up adds the page step of 1024 tokens: 8192 + 1024 = 9216; KV = 9216 x 131,072 bytes
    // = 1,207,959,552 bytes = 1.125 GiB.
    QTest::keyClick(explorer.contextSlider(), Qt::Key_PageUp);
    QCOMPARE(explorer.contextSlider()->value(), 9216);
    QCOMPARE(explorer.contextSpinBox()->value(), 9216);
    QCOMPARE(explorer.chart()->kvCacheGiB(), 1.125);
}

void TstFitExplorer::concurrencySpinBoxDrivesTheSlider()
{
    FitExplorer explorer(Catalog::builtIn());
    chooseLlamaOn4090(explorer);
    // 4 sequences of 8192 tokens: 4 x 1 GiB of KV cache.
    explorer.concurrencySpinBox()->setValue(4);
    QCOMPARE(explorer.concurrencySlider()->value(), 4);
    QCOMPARE(explorer.chart()->kvCacheGiB(), 4.0);
    explorer.concurrencySlider()->setValue(2);
    QCOMPARE(explorer.concurrencySpinBox()->value(), 2);
    QCOMPARE(explorer.chart()->kvCacheGiB(), 2.0);
}

void TstFitExplorer::usableLineIsTheDriverReportedMemory()
{
    FitExplorer explorer(Catalog::builtIn());
    chooseLlamaOn4090(explorer);
    // nvidia-smi reports 24564 MiB for an RTX 4090: 24564 / 1024 = 23.98828125 GiB.
    QCOMPARE(explorer.chart()->usableGiB(), 23.98828125);
}

void TstFitExplorer::invalidScenarioIsShownNotCrashed()
{
    FitExplorer explorer(Catalog::builtIn());
    chooseLlamaOn4090(explorer);
    QSignalSpy failed(&explorer, &FitExplorer::scenarioFailed);
    // Tensor parallelism over 3 GPUs cannot split Llama's 32 attention heads (32 % 3 != 0).
    explorer.gpuCountSpinBox()->setValue(3);
    explorer.tensorParallelSpinBox()->setValue(3);
    QVERIFY(!explorer.currentEstimate().has_value());
    QVERIFY(failed.count() >= 1);
    QVERIFY2(explorer.verdictText().startsWith(QLatin1String("Cannot estimate: ")), qPrintable(explorer.verdictText()));
    QCOMPARE(explorer.chart()->kvCacheGiB(), 0.0);

    // Back to a valid split: the estimate returns.
    explorer.tensorParallelSpinBox()->setValue(1);
    QVERIFY(explorer.currentEstimate().has_value());
    QCOMPARE(explorer.chart()->kvCacheGiB(), 1.0);
}

QTEST_MAIN(TstFitExplorer)
#include "tst_fitexplorer.moc"
