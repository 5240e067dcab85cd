// SPDX-License-Identifier: GPL-3.0-or-later
// The fit explorer drives fit::estimate() and the solvers from its controls and shows the Estimate in the
// chart: engine selector and knobs, per-attention KV segments, the engine reserve, config.json import and
// the verdict's binding constraint and answers.

#include <ui/breakdownchart.h>
#include <ui/fitexplorer.h>

#include <catalog/catalog.h>

#include <QBarSet>
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFile>
#include <QLabel>
#include <QSignalSpy>
#include <QSlider>
#include <QSpinBox>
#include <QStandardItemModel>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using headroom::catalog::Catalog;
using headroom::fit::Engine;
using headroom::fit::Segment;
using headroom::ui::FitExplorer;

namespace {

constexpr double kGiB = 1024.0 * 1024.0 * 1024.0;

QString configPath(const QString &name)
{
    return QStringLiteral(HEADROOM_TEST_DATA_DIR "/configs/") + name;
}

// Llama 3.1 8B on one RTX 4090 with the generic engine and an f16 K and V cache, one sequence.
void chooseLlamaOn4090(FitExplorer &explorer)
{
    QVERIFY(explorer.selectModel(QStringLiteral("llama-3.1-8b")));
    QVERIFY(explorer.selectGpu(QStringLiteral("rtx-4090")));
    QVERIFY(explorer.selectEngine(Engine::Generic));
    QVERIFY(explorer.selectKvCache(QStringLiteral("f16")));
    explorer.weightPrecisionCombo()->setCurrentIndex(explorer.weightPrecisionCombo()->findData(QStringLiteral("bf16")));
    explorer.gpuCountSpinBox()->setValue(1);
    explorer.tensorParallelSpinBox()->setValue(1);
    explorer.concurrencySpinBox()->setValue(1);
    explorer.contextSpinBox()->setValue(8192);
}

bool itemEnabled(const QComboBox *combo, const QString &data)
{
    const auto *model = qobject_cast<const QStandardItemModel *>(combo->model());
    const int index = combo->findData(data);
    return model && index >= 0 && model->item(index)->isEnabled();
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
    void engineShowsOnlyItsKnobs_data();
    void engineShowsOnlyItsKnobs();
    void vllmReserveIsItsOwnSegment_data();
    void vllmReserveIsItsOwnSegment();
    void llamaCppKnobsReachTheScenario();
    void engineLimitsTheKvCacheTypes();
    void separateKAndVTypes();
    void slidingWindowModelHasItsOwnKvSegment_data();
    void slidingWindowModelHasItsOwnKvSegment();
    void reimportingReplacesTheEntry();
    void malformedConfigChangesNothing_data();
    void malformedConfigChangesNothing();
    void verdictNamesTheBindingConstraint_data();
    void verdictNamesTheBindingConstraint();
    void solversRunOnlyWhenTheirInputsChange();
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
    // x 8192 tokens x 1 sequence = 1,073,741,824 bytes = exactly 1 GiB, all in full-attention layers.
    QCOMPARE(explorer.currentEstimate()->perDevice.kvCache, std::int64_t{1073741824});
    QCOMPARE(explorer.chart()->kvCacheGiB(), 1.0);
    QCOMPARE(explorer.chart()->barSet(Segment::KvFullAttention)->at(0), 1.0);
    QCOMPARE(explorer.chart()->valueGiB(Segment::KvSlidingWindow), 0.0);
    QCOMPARE(explorer.chart()->valueGiB(Segment::EngineReserve), 0.0);
    const QString verdictAt8k = explorer.verdictText();
    QVERIFY2(verdictAt8k.startsWith(QLatin1String("Fits: ")), qPrintable(verdictAt8k));

    // Moving the slider: the spin box follows, the same bar set now holds 2 x 2^30 bytes = 2.0 GiB.
    QBarSet *kvSet = explorer.chart()->barSet(Segment::KvFullAttention);
    changed.clear();
    explorer.contextSlider()->setValue(14); // the slider's positions are exponents: 2^14 = 16384
    QCOMPARE(explorer.contextSpinBox()->value(), 16384);
    QCOMPARE(changed.count(), 1);
    QCOMPARE(explorer.currentEstimate()->perDevice.kvCache, std::int64_t{2147483648});
    QCOMPARE(explorer.chart()->kvCacheGiB(), 2.0);
    QCOMPARE(explorer.chart()->barSet(Segment::KvFullAttention), kvSet); // updated in place, not rebuilt
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
    // Page Up moves to the next power of two (issue 15): 8192 = 2^13 -> 2^14 = 16384; KV = 16384 x 131,072
    // bytes = 2,147,483,648 bytes = 2.0 GiB.
    QTest::keyClick(explorer.contextSlider(), Qt::Key_PageUp);
    QCOMPARE(explorer.contextSlider()->value(), 14);
    QCOMPARE(explorer.contextSpinBox()->value(), 16384);
    QCOMPARE(explorer.chart()->kvCacheGiB(), 2.0);
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
    QVERIFY(!explorer.maxConcurrencyAnswer().has_value());

    // Back to a valid split: the estimate returns.
    explorer.tensorParallelSpinBox()->setValue(1);
    QVERIFY(explorer.currentEstimate().has_value());
    QCOMPARE(explorer.chart()->kvCacheGiB(), 1.0);
    QVERIFY(explorer.maxConcurrencyAnswer().has_value());
}

void TstFitExplorer::engineShowsOnlyItsKnobs_data()
{
    QTest::addColumn<Engine>("engine");
    QTest::addColumn<bool>("vllmKnobs");
    QTest::addColumn<bool>("llamaKnobs");
    QTest::addColumn<bool>("separateV");
    QTest::addColumn<bool>("flashAttention");
    // vLLM: --gpu-memory-utilization / --max-num-batched-tokens, one --kv-cache-dtype for K and V.
    // llama.cpp and ik_llama.cpp: -ub and -fa (on by default), --cache-type-k and --cache-type-v apart.
    // Ollama: num_batch and OLLAMA_FLASH_ATTENTION (off by default), one OLLAMA_KV_CACHE_TYPE.
    QTest::newRow("generic") << Engine::Generic << false << false << false
                             << true; // Transformers: one dtype for K and V
    QTest::newRow("llama.cpp") << Engine::LlamaCpp << false << true << true << true;
    QTest::newRow("ik_llama.cpp") << Engine::IkLlamaCpp << false << true << true << true;
    QTest::newRow("vllm") << Engine::Vllm << true << false << false << true;
    QTest::newRow("ollama") << Engine::Ollama << false << true << false << false;
}

void TstFitExplorer::engineShowsOnlyItsKnobs()
{
    QFETCH(Engine, engine);
    QFETCH(bool, vllmKnobs);
    QFETCH(bool, llamaKnobs);
    QFETCH(bool, separateV);
    QFETCH(bool, flashAttention);
    FitExplorer explorer(Catalog::builtIn());
    chooseLlamaOn4090(explorer);
    QVERIFY(explorer.selectEngine(engine));
    QVERIFY(explorer.currentScenario().engine.engine == engine);
    QCOMPARE(explorer.vllmSettings()->isVisibleTo(&explorer), vllmKnobs);
    QCOMPARE(explorer.llamaCppSettings()->isVisibleTo(&explorer), llamaKnobs);
    QCOMPARE(explorer.kvCacheVCombo()->isEnabled(), separateV);
    if (llamaKnobs) {
        QCOMPARE(explorer.flashAttentionCheckBox()->isChecked(), flashAttention);
        QCOMPARE(explorer.ubatchSpinBox()->value(), 512);
    }
    QVERIFY(explorer.currentEstimate().has_value());
    QVERIFY(explorer.currentEstimate()->engine == engine);
}

void TstFitExplorer::vllmReserveIsItsOwnSegment_data()
{
    QTest::addColumn<double>("utilization");
    QTest::addColumn<int>("permille");
    QTest::addColumn<qint64>("reserve");
    // RTX 4090: 24564 MiB = 25,757,220,864 bytes. vLLM budgets floor(total x utilization); the reserve is
    // the rest (fitmodel.h estimate(): total - floor(total x utilization)), i.e. (1 - u) x total rounded up:
    //   0.90: 0.1 x 25,757,220,864 = 2,575,722,086.4 -> 2,575,722,087
    //   0.85: 0.15 x 25,757,220,864 = 3,863,583,129.6 -> 3,863,583,130
    //   0.95: 0.05 x 25,757,220,864 = 1,287,861,043.2 -> 1,287,861,044
    //   0.50: 0.5 x 25,757,220,864 = 12,878,610,432 exactly
    QTest::newRow("default 0.90") << 0.90 << 900 << Q_INT64_C(2575722087);
    QTest::newRow("0.85") << 0.85 << 850 << Q_INT64_C(3863583130);
    QTest::newRow("0.95") << 0.95 << 950 << Q_INT64_C(1287861044);
    QTest::newRow("0.50, the spin box minimum") << 0.50 << 500 << Q_INT64_C(12878610432);
}

void TstFitExplorer::vllmReserveIsItsOwnSegment()
{
    QFETCH(double, utilization);
    QFETCH(int, permille);
    QFETCH(qint64, reserve);
    FitExplorer explorer(Catalog::builtIn());
    chooseLlamaOn4090(explorer);
    QVERIFY(!explorer.chart()->isInLegend(Segment::EngineReserve)); // the generic engine keeps none

    QVERIFY(explorer.selectEngine(Engine::Vllm));
    QCOMPARE(explorer.gpuMemoryUtilizationSpinBox()->value(), 0.90); // vLLM's default
    QVERIFY(!explorer.llamaCppSettings()->isVisibleTo(&explorer));
    explorer.gpuMemoryUtilizationSpinBox()->setValue(utilization);
    QCOMPARE(explorer.currentScenario().engine.gpuMemoryUtilizationPermille, permille);
    QVERIFY(explorer.currentEstimate().has_value());
    QCOMPARE(explorer.currentEstimate()->perDevice.engineReserve, std::int64_t{reserve});
    QCOMPARE(explorer.chart()->valueGiB(Segment::EngineReserve), static_cast<double>(reserve) / kGiB);
    QVERIFY(explorer.chart()->isInLegend(Segment::EngineReserve));
    QVERIFY(explorer.chart()->barSet(Segment::EngineReserve)->label().startsWith(QLatin1String("vLLM reserve: ")));

    // Back to llama.cpp: no reserve, the segment leaves the legend, the llama.cpp knobs return.
    QVERIFY(explorer.selectEngine(Engine::LlamaCpp));
    QCOMPARE(explorer.chart()->valueGiB(Segment::EngineReserve), 0.0);
    QVERIFY(!explorer.chart()->isInLegend(Segment::EngineReserve));
    QVERIFY(explorer.llamaCppSettings()->isVisibleTo(&explorer));
    QVERIFY(!explorer.vllmSettings()->isVisibleTo(&explorer));
}

void TstFitExplorer::llamaCppKnobsReachTheScenario()
{
    FitExplorer explorer(Catalog::builtIn());
    chooseLlamaOn4090(explorer);
    QVERIFY(explorer.selectEngine(Engine::LlamaCpp));
    explorer.ubatchSpinBox()->setValue(1024);
    explorer.flashAttentionCheckBox()->setChecked(false);
    QCOMPARE(explorer.currentScenario().engine.ubatch, std::int64_t{1024});
    QCOMPARE(explorer.currentScenario().engine.batch, std::int64_t{2048}); // llama.cpp's -b default stays
    QVERIFY(!explorer.currentScenario().engine.flashAttention);
    // A micro-batch above -b comes with an equal -b (llama.cpp would cap -ub at -b).
    explorer.ubatchSpinBox()->setValue(4096);
    QCOMPARE(explorer.currentScenario().engine.batch, std::int64_t{4096});

    // Ollama's num_batch is both its batch and micro-batch.
    QVERIFY(explorer.selectEngine(Engine::Ollama));
    explorer.ubatchSpinBox()->setValue(256);
    QCOMPARE(explorer.currentScenario().engine.ubatch, std::int64_t{256});
    QCOMPARE(explorer.currentScenario().engine.batch, std::int64_t{256});

    // vLLM's max_num_batched_tokens: 0 is vLLM's default, shown as "default".
    QVERIFY(explorer.selectEngine(Engine::Vllm));
    QCOMPARE(explorer.maxNumBatchedTokensSpinBox()->value(), 0);
    QCOMPARE(explorer.maxNumBatchedTokensSpinBox()->text(), QStringLiteral("default"));
    explorer.maxNumBatchedTokensSpinBox()->setValue(4096);
    QCOMPARE(explorer.currentScenario().engine.maxNumBatchedTokens, std::int64_t{4096});
}

void TstFitExplorer::engineLimitsTheKvCacheTypes()
{
    FitExplorer explorer(Catalog::builtIn());
    chooseLlamaOn4090(explorer);
    // All ten types in both combos (fitmodel.h kAllKvCacheDtypes).
    QCOMPARE(explorer.kvCacheKCombo()->count(), 10);
    QCOMPARE(explorer.kvCacheVCombo()->count(), 10);

    // llama.cpp --cache-type-k: f32, f16, bf16, q8_0, q4_0, q4_1, iq4_nl, q5_0, q5_1; no fp8.
    QVERIFY(explorer.selectEngine(Engine::LlamaCpp));
    QVERIFY(!itemEnabled(explorer.kvCacheKCombo(), QStringLiteral("fp8")));
    QVERIFY(itemEnabled(explorer.kvCacheKCombo(), QStringLiteral("iq4_nl")));
    QVERIFY(explorer.selectKvCache(QStringLiteral("q8_0")));
    QVERIFY(explorer.currentEstimate().has_value());

    // vLLM --kv-cache-dtype: no GGML blocks; the q8_0 choice falls back to f16, V follows K.
    QVERIFY(explorer.selectEngine(Engine::Vllm));
    QVERIFY(!itemEnabled(explorer.kvCacheKCombo(), QStringLiteral("q8_0")));
    QVERIFY(itemEnabled(explorer.kvCacheKCombo(), QStringLiteral("fp8")));
    QCOMPARE(explorer.kvCacheKCombo()->currentData().toString(), QStringLiteral("f16"));
    explorer.kvCacheKCombo()->setCurrentIndex(explorer.kvCacheKCombo()->findData(QStringLiteral("fp8")));
    QCOMPARE(explorer.kvCacheVCombo()->currentData().toString(), QStringLiteral("fp8"));
    QVERIFY(explorer.currentScenario().kvCache == headroom::fit::KvCacheDtype::FP8);
    QVERIFY(!explorer.currentScenario().kvCacheV.has_value());
    QVERIFY(explorer.currentEstimate().has_value());

    // Ollama: f16, q8_0 and q4_0 only.
    QVERIFY(explorer.selectEngine(Engine::Ollama));
    QVERIFY(itemEnabled(explorer.kvCacheKCombo(), QStringLiteral("q4_0")));
    QVERIFY(!itemEnabled(explorer.kvCacheKCombo(), QStringLiteral("bf16")));
    QCOMPARE(explorer.kvCacheKCombo()->currentData().toString(), QStringLiteral("f16"));
}

void TstFitExplorer::separateKAndVTypes()
{
    FitExplorer explorer(Catalog::builtIn());
    chooseLlamaOn4090(explorer);
    QVERIFY(explorer.selectEngine(Engine::LlamaCpp));
    QVERIFY(explorer.selectKvCache(QStringLiteral("q8_0"), QStringLiteral("q4_0")));
    // (fit::toString overloads hide QTest::toString for these enums, hence QVERIFY.)
    QVERIFY(explorer.currentScenario().kvCache == headroom::fit::KvCacheDtype::Q8_0);
    QVERIFY(explorer.currentScenario().kvCacheV == std::optional(headroom::fit::KvCacheDtype::Q4_0));
    // Per token and layer: K 8 heads x 128 = 1024 values = 32 q8_0 blocks x 34 = 1088 bytes, V 32 q4_0
    // blocks x 18 = 576 bytes; x 32 layers = 53,248 bytes per token (llama.cpp splits no heads at t = 1).
    QCOMPARE(explorer.currentEstimate()->kvCacheBytesPerToken, std::int64_t{53248});
    QVERIFY(!explorer.selectKvCache(QStringLiteral("q3_k")));
}

void TstFitExplorer::slidingWindowModelHasItsOwnKvSegment_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("weights");
    QTest::addColumn<qint64>("fullBytes");
    QTest::addColumn<qint64>("slidingBytes");
    QTest::addColumn<qint64>("weightsBytes");
    // Generic engine, f16, 8192 tokens, 1 sequence; sliding layers hold min(window, context) tokens.
    // gemma-2-9b-it config.json: 42 layers alternating sliding (even) / full -> 21 + 21, 8 KV heads,
    // head_dim 256, sliding_window 4096, torch_dtype bfloat16.
    //   per layer and token: 8 x 256 x 2 (K, V) x 2 bytes = 8192; x 21 layers = 172,032
    //   full 172,032 x 8192 = 1,409,286,144 (1.3125 GiB); sliding 172,032 x 4096 = 704,643,072 (0.65625 GiB)
    //   weights: 9,241,705,984 parameters (tst_parametercount) x 2 bytes = 18,483,411,968
    QTest::newRow("gemma-2-9b-it") << "gemma-2-9b-it.json"
                                   << "bf16" << Q_INT64_C(1409286144) << Q_INT64_C(704643072) << Q_INT64_C(18483411968);
    // gpt-oss-20b config.json: layer_types 12 sliding + 12 full, 8 KV heads, head_dim 64, window 128;
    // quantization_config mxfp4 -> the MXFP4 weight format (routed experts only).
    //   per layer and token: 8 x 64 x 2 x 2 = 2048; x 12 layers = 24,576
    //   full 24,576 x 8192 = 201,326,592 (0.1875 GiB); sliding 24,576 x 128 = 3,145,728
    //   weights: experts 24 x 32 x (2880 x 5760 + 2880 x 2880) = 19,110,297,600 at 17/4 bits =
    //   10,152,345,600 bytes; the other 1,804,459,584 parameters (attention 637,009,920, embeddings and
    //   head 1,158,266,880, 1-D 6,970,944, routers 2,211,840) at bf16 = 3,608,919,168; 13,761,264,768
    QTest::newRow("gpt-oss-20b") << "gpt-oss-20b.json"
                                 << "mxfp4" << Q_INT64_C(201326592) << Q_INT64_C(3145728) << Q_INT64_C(13761264768);
}

void TstFitExplorer::slidingWindowModelHasItsOwnKvSegment()
{
    QFETCH(QString, file);
    QFETCH(QString, weights);
    QFETCH(qint64, fullBytes);
    QFETCH(qint64, slidingBytes);
    QFETCH(qint64, weightsBytes);
    FitExplorer explorer(Catalog::builtIn());
    const int weightChoices = explorer.weightPrecisionCombo()->count();
    // Formats the engine lists already (MXFP4 for Transformers) are selected in place; others get a
    // "(from config)" entry after the engine's formats.
    const bool listed = explorer.weightPrecisionCombo()->findData(weights) >= 0;
    chooseLlamaOn4090(explorer);
    const int models = explorer.modelCombo()->count();
    QSignalSpy imported(&explorer, &FitExplorer::modelImported);

    headroom::catalog::HfConfigError error;
    const QString id = explorer.importModelConfig(configPath(file), &error);
    QVERIFY2(!id.isEmpty(), qPrintable(error.message));
    QVERIFY(FitExplorer::isImportedModelId(id));
    QCOMPARE(explorer.modelCombo()->count(), models + 1);
    QCOMPARE(explorer.modelCombo()->currentData().toString(), id);
    QVERIFY2(explorer.modelCombo()->currentText().endsWith(QStringLiteral(" (") + file + QLatin1Char(')')),
             qPrintable(explorer.modelCombo()->currentText()));
    QCOMPARE(imported.count(), 1);
    QCOMPARE(explorer.weightPrecisionCombo()->currentData().toString(), weights);
    QCOMPARE(explorer.weightPrecisionCombo()->count(), weightChoices + (listed ? 0 : 1));
    QCOMPARE(explorer.weightPrecisionCombo()->currentText().endsWith(QLatin1String(" (from config)")), !listed);

    explorer.contextSpinBox()->setValue(8192);
    QVERIFY2(explorer.currentEstimate().has_value(), qPrintable(explorer.verdictText()));
    QCOMPARE(explorer.currentEstimate()->perDevice.weights, std::int64_t{weightsBytes});
    const headroom::fit::KvByAttention &kv = explorer.currentEstimate()->kvCacheByAttention;
    QCOMPARE(kv.fullAttention, std::int64_t{fullBytes});
    QCOMPARE(kv.slidingWindow, std::int64_t{slidingBytes});
    QCOMPARE(explorer.chart()->valueGiB(Segment::KvFullAttention), static_cast<double>(fullBytes) / kGiB);
    QCOMPARE(explorer.chart()->valueGiB(Segment::KvSlidingWindow), static_cast<double>(slidingBytes) / kGiB);
    QVERIFY(explorer.chart()->isInLegend(Segment::KvSlidingWindow));
    QVERIFY(!explorer.chart()->isInLegend(Segment::KvMla));

    // Back to a catalogue preset and again to the import: the entry is still there. The config's format
    // leaves the weights combo with its model (the preset gets BF16) and comes back with it.
    QVERIFY(explorer.selectModel(QStringLiteral("llama-3.1-8b")));
    QCOMPARE(explorer.chart()->valueGiB(Segment::KvSlidingWindow), 0.0);
    QCOMPARE(explorer.weightPrecisionCombo()->count(), weightChoices);
    QCOMPARE(explorer.weightPrecisionCombo()->currentData().toString(), QStringLiteral("bf16"));
    QVERIFY(!explorer.currentScenario().weightFormat.has_value());
    QVERIFY(explorer.selectModel(id));
    QCOMPARE(explorer.chart()->valueGiB(Segment::KvSlidingWindow), static_cast<double>(slidingBytes) / kGiB);
    QCOMPARE(explorer.weightPrecisionCombo()->currentData().toString(), weights);
    QCOMPARE(explorer.currentEstimate()->perDevice.weights, std::int64_t{weightsBytes});
    // The dense choices keep working for the imported model.
    explorer.weightPrecisionCombo()->setCurrentIndex(explorer.weightPrecisionCombo()->findData(QStringLiteral("fp8")));
    QVERIFY(!explorer.currentScenario().weightFormat.has_value());
    QVERIFY(explorer.currentScenario().weights == headroom::fit::WeightPrecision::FP8);
}

void TstFitExplorer::reimportingReplacesTheEntry()
{
    FitExplorer explorer(Catalog::builtIn());
    const int models = explorer.modelCombo()->count();
    const QString first = explorer.importModelConfig(configPath(QStringLiteral("qwen3-8b.json")));
    QVERIFY(!first.isEmpty());
    QVERIFY(explorer.selectModel(QStringLiteral("llama-3.1-8b")));
    QCOMPARE(explorer.importModelConfig(configPath(QStringLiteral("qwen3-8b.json"))), first);
    QCOMPARE(explorer.modelCombo()->count(), models + 1);
    QCOMPARE(explorer.modelCombo()->currentData().toString(), first);
}

void TstFitExplorer::malformedConfigChangesNothing_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QStringList>("fields");
    const QByteArray llamaKeys = R"("model_type": "llama", "num_hidden_layers": 32, "num_attention_heads": 32,
        "intermediate_size": 14336, "max_position_embeddings": 131072)";
    // Llama keys without hidden_size, num_key_value_heads given, vocab_size missing too.
    QTest::newRow("two missing fields") << QByteArray("{" + llamaKeys + R"(, "num_key_value_heads": 8})")
                                        << QStringList{QStringLiteral("hidden_size"), QStringLiteral("vocab_size")};
    // 8 KV heads do not divide 28 attention heads.
    QTest::newRow("kv heads do not divide")
        << QByteArray(R"({"model_type": "llama", "num_hidden_layers": 32, "num_attention_heads": 28,
            "num_key_value_heads": 8, "hidden_size": 3584, "head_dim": 128, "intermediate_size": 14336,
            "vocab_size": 128256})")
        << QStringList{QStringLiteral("num_key_value_heads")};
    QTest::newRow("not JSON") << QByteArray("{\"hidden_size\": ") << QStringList{QString()};
}

void TstFitExplorer::malformedConfigChangesNothing()
{
    QFETCH(QByteArray, json);
    QFETCH(QStringList, fields);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QFile file(dir.filePath(QStringLiteral("config.json")));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(json);
    file.close();

    FitExplorer explorer(Catalog::builtIn());
    chooseLlamaOn4090(explorer);
    const int models = explorer.modelCombo()->count();
    const QString verdict = explorer.verdictText();
    QSignalSpy changed(&explorer, &FitExplorer::scenarioChanged);
    QSignalSpy imported(&explorer, &FitExplorer::modelImported);

    headroom::catalog::HfConfigError error;
    QCOMPARE(explorer.importModelConfig(file.fileName(), &error), QString());
    QCOMPARE(error.fields, fields);
    QVERIFY(!error.message.isEmpty());
    QCOMPARE(explorer.modelCombo()->count(), models);
    QCOMPARE(explorer.modelCombo()->currentData().toString(), QStringLiteral("llama-3.1-8b"));
    QCOMPARE(changed.count(), 0);
    QCOMPARE(imported.count(), 0);
    QCOMPARE(explorer.verdictText(), verdict);

    // A missing file fails the same way.
    QCOMPARE(explorer.importModelConfig(dir.filePath(QStringLiteral("absent.json")), &error), QString());
    QCOMPARE(explorer.modelCombo()->count(), models);
}

void TstFitExplorer::verdictNamesTheBindingConstraint_data()
{
    QTest::addColumn<QString>("model");
    QTest::addColumn<QString>("gpu");
    QTest::addColumn<Engine>("engine");
    QTest::addColumn<int>("concurrency");
    QTest::addColumn<QStringList>("expected");
    // Generic engine, Llama 3.1 8B (8,030,261,248 parameters) BF16 on an RTX 4090 (25,757,220,864 bytes),
    // f16 KV, 8192 tokens. Per GPU, n sequences of c tokens (fitmodel.h, generic model):
    //   weights 16,060,522,496 + runtime 536,870,912
    //   + activations: FFN 512 x (4096 + 2 x 14336) x 4 = 67,108,864, KQ c x 512 x 2, logits n x 128,256 x 4
    //   + KV n x c x 131,072.
    // At c = 8192: 16,664,502,272 + n x (1,073,741,824 + 513,024) + 8,388,608
    //   n = 8: 25,266,929,664 fits; n = 9: 26,341,184,512 does not -> up to 8 sequences, GPU memory binds.
    // At n = 1: 16,665,015,296 + c x (131,072 + 1,024) <= 25,757,220,864 -> c <= 9,092,205,568 / 132,096
    //   = 68,830.6 -> 68,830 tokens.
    QTest::newRow("generic, memory binds")
        << "llama-3.1-8b"
        << "rtx-4090" << Engine::Generic << 1
        << QStringList{QStringLiteral("binding constraint: GPU memory"),
                       QStringLiteral("Fits up to 8 concurrent sequences at 8,192 tokens — limit: GPU memory"),
                       QStringLiteral("Largest context for 1 sequence: 68,830 tokens — limit: GPU memory")};
    // H100 80GB (85,520,809,984 bytes): at the model's 131,072 tokens one sequence needs
    // 16,665,015,296 + 131,072 x 132,096 = 33,979,101,184 bytes, so the model's context limit binds.
    QTest::newRow("generic, the model's context binds")
        << "llama-3.1-8b"
        << "h100-80gb" << Engine::Generic << 1
        << QStringList{QStringLiteral("Largest context for 1 sequence: 131,072 tokens — limit: context limit of "
                                      "the model")};
    // Llama 3.1 70B BF16: 70,553,706,496 x 2 = 141,107,412,992 bytes of weights > one RTX 4090.
    // Tensor parallel t (t divides 64 heads and 8 KV heads): per GPU weights ceil(141,107,412,992 / t) +
    // runtime 536,870,912 + FFN 512 x (8192 + 2 x 28672 / t) x 4 + KQ 8192 x 512 x 2 + logits 4 x 513,024 +
    // KV 80 x (8 / t) x 128 x 4 bytes x 4 x 8192 tokens:
    //   t = 4: 38,554,656,768 bytes > 25,757,220,864; t = 8: 19,559,372,800 fits -> at least 8 GPUs.
    QTest::newRow("generic, weights alone")
        << "llama-3.1-70b"
        << "rtx-4090" << Engine::Generic << 4
        << QStringList{QStringLiteral("Does not fit: "), QStringLiteral("binding constraint: weights alone"),
                       QStringLiteral("Not even one sequence fits at 8,192 tokens — limit: weights alone"),
                       QStringLiteral("Needs at least 8 GPUs of this kind")};
    // vLLM, 64 sequences of 8192 tokens: 64 x 8192 x 131,072 bytes = 64 GiB of KV cache. The weights
    // (about 15 GiB) fit in the 0.9 x 23.99 GiB budget and the 2.4 GiB reserve holds the CUDA context and
    // graphs (1 GiB), so what breaks is the KV block pool.
    QTest::newRow("vllm, KV cache budget")
        << "llama-3.1-8b"
        << "rtx-4090" << Engine::Vllm << 64
        << QStringList{QStringLiteral("Does not fit: "), QStringLiteral("binding constraint: KV cache budget"),
                       QStringLiteral("vLLM holds ")};
}

void TstFitExplorer::verdictNamesTheBindingConstraint()
{
    QFETCH(QString, model);
    QFETCH(QString, gpu);
    QFETCH(Engine, engine);
    QFETCH(int, concurrency);
    QFETCH(QStringList, expected);
    FitExplorer explorer(Catalog::builtIn());
    chooseLlamaOn4090(explorer);
    QVERIFY(explorer.selectModel(model));
    QVERIFY(explorer.selectGpu(gpu));
    QVERIFY(explorer.selectEngine(engine));
    explorer.contextSpinBox()->setValue(8192);
    explorer.concurrencySpinBox()->setValue(concurrency);
    QVERIFY(explorer.currentEstimate().has_value());
    const QString verdict = explorer.verdictText();
    for (const QString &part : expected)
        QVERIFY2(verdict.contains(part), qPrintable(part + QStringLiteral("\nnot in\n") + verdict));
}

void TstFitExplorer::solversRunOnlyWhenTheirInputsChange()
{
    FitExplorer explorer(Catalog::builtIn());
    chooseLlamaOn4090(explorer); // fits on one GPU: no fewest-GPUs search
    QVERIFY(explorer.currentEstimate()->fits);
    int runs = explorer.solverRuns();

    // The context slider reruns only the largest-concurrency solver (the largest context does not depend
    // on the chosen context); the concurrency slider only the largest-context solver.
    explorer.contextSlider()->setValue(12); // 2^12 = 4096 tokens
    QCOMPARE(explorer.solverRuns(), runs + 1);
    // At 4096 tokens (see verdictNamesTheBindingConstraint): 16,664,502,272 + 4096 x 1,024 (KQ)
    // + n x (4096 x 131,072 + 513,024) = 16,668,696,576 + n x 537,383,936 <= 25,757,220,864
    // -> n <= 9,088,524,288 / 537,383,936 = 16.9 -> 16 sequences.
    QCOMPARE(explorer.maxConcurrencyAnswer()->value, std::int64_t{16});
    runs = explorer.solverRuns();
    explorer.concurrencySlider()->setValue(2);
    QCOMPARE(explorer.solverRuns(), runs + 1);
    runs = explorer.solverRuns();

    // A language change re-phrases the answers without solving again.
    QEvent languageChange(QEvent::LanguageChange);
    QCoreApplication::sendEvent(&explorer, &languageChange);
    QCOMPARE(explorer.solverRuns(), runs);

    // Another GPU changes everything: both solvers.
    QVERIFY(explorer.selectGpu(QStringLiteral("h100-80gb")));
    QCOMPARE(explorer.solverRuns(), runs + 2);
}

QTEST_MAIN(TstFitExplorer)
#include "tst_fitexplorer.moc"
