// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The fit explorer: pick a model (a catalogue preset or an imported config.json), GPU, engine and its
// knobs, precisions, GPU count, tensor-parallel degree, context length and concurrency; the explorer
// builds a fit::Scenario, calls fit::estimate() and the solvers (fit/solvers.h) and shows the result
// (breakdown chart + verdict naming the binding constraint + the solvers' answers). The UI never
// computes memory itself.

#include <catalog/catalog.h>
#include <catalog/hfconfig.h>
#include <fit/fitmodel.h>
#include <fit/solvers.h>
#include <scenario/choice.h>

#include <QWidget>

#include <optional>
#include <vector>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QSlider;
class QSpinBox;

namespace headroom::ui {

class BreakdownChart;

class FitExplorer final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(FitExplorer)

public:
    /// `catalog` must outlive the explorer (Catalog::builtIn() in the app).
    explicit FitExplorer(const catalog::Catalog &catalog, QWidget *parent = nullptr);
    ~FitExplorer() override;

    /// The scenario built from the controls (always available, even when it is invalid).
    const fit::Scenario &currentScenario() const { return m_scenario; }
    /// What the controls describe, as the scenario core takes it (scenario::resolve() turns it into
    /// currentScenario()); the quote dialog starts from it.
    const scenario::Choice &currentChoice() const { return m_choice; }
    /// scenario::resolve() of currentChoice() (with where the weights came from); nullopt while it fails.
    const std::optional<scenario::Resolved> &currentResolved() const { return m_resolved; }
    /// The last successful estimate; nullopt while the scenario is invalid.
    const std::optional<fit::Estimate> &currentEstimate() const { return m_estimate; }
    /// Verdict shown under the chart (plain text): the verdict line with the binding constraint, the
    /// solvers' answers, the details line; separated by newlines.
    QString verdictText() const;

    /// The solvers' answers for the current scenario (nullopt while it is invalid or a solver failed):
    /// the largest concurrency at the chosen context, the largest context at the chosen concurrency,
    /// and the fewest GPUs of the chosen kind (computed only while the scenario does not fit or uses
    /// more than one GPU per replica).
    const std::optional<fit::Solution> &maxConcurrencyAnswer() const { return m_concurrencyAnswer; }
    const std::optional<fit::Solution> &maxContextAnswer() const { return m_contextAnswer; }
    const std::optional<fit::Solution> &minGpusAnswer() const { return m_gpusAnswer; }
    /// How many times each solver ran since construction (the slider path reruns only the one that
    /// depends on the moved value).
    int solverRuns() const { return m_solverRuns; }

    /// Selects a model by its combo id (a catalogue id, or the id importModelConfig() gave it) / a GPU
    /// by catalogue id / an engine by fit::toString(Engine) name ("vllm", "llama.cpp", ...); false
    /// when the id is unknown.
    bool selectModel(const QString &modelId);
    bool selectGpu(const QString &gpuId);
    bool selectEngine(fit::Engine engine);
    /// Sets the K cache type and the V cache type (fit::toString(KvCacheDtype) names, "f16");
    /// an empty `v` means the same type as `k`. False when a name is unknown.
    bool selectKvCache(const QString &k, const QString &v = {});

    /// Imports a Hugging Face config.json (catalog::importHfConfigFile), adds it to the model combo as
    /// "<name> (<file name>)" (replacing an earlier import of the same file) and selects it. The
    /// weight precision follows the config's quantization_config when the fit model has a matching
    /// precision (GPTQ/AWQ/bitsandbytes 4 and 8 bits, FP8, MXFP4 as int4), else its torch_dtype.
    /// On failure nothing changes and `error` (when given) says which fields are wrong.
    /// Returns the combo id of the model, or an empty string on failure.
    QString importModelConfig(const QString &path, catalog::HfConfigError *error = nullptr);
    /// Whether the combo entry `modelId` is an imported config.
    static bool isImportedModelId(const QString &modelId);

    QComboBox *modelCombo() const { return m_model; }
    QComboBox *gpuCombo() const { return m_gpu; }
    QComboBox *engineCombo() const { return m_engine; }
    QComboBox *weightPrecisionCombo() const { return m_weights; }
    QComboBox *kvCacheKCombo() const { return m_kvCacheK; }
    QComboBox *kvCacheVCombo() const { return m_kvCacheV; }
    QSpinBox *gpuCountSpinBox() const { return m_gpuCount; }
    QSpinBox *tensorParallelSpinBox() const { return m_tensorParallel; }
    QSlider *contextSlider() const { return m_contextSlider; }
    QSpinBox *contextSpinBox() const { return m_contextSpin; }
    QSlider *concurrencySlider() const { return m_concurrencySlider; }
    QSpinBox *concurrencySpinBox() const { return m_concurrencySpin; }
    /// vLLM knobs (visible only while vLLM is selected): --gpu-memory-utilization 0.50..1.00 in steps
    /// of 0.01 (sent to the fit model as permille), --max-num-batched-tokens (0 = vLLM's default).
    QWidget *vllmSettings() const { return m_vllmBox; }
    QDoubleSpinBox *gpuMemoryUtilizationSpinBox() const { return m_gpuUtilization; }
    QSpinBox *maxNumBatchedTokensSpinBox() const { return m_maxBatchedTokens; }
    /// llama.cpp knobs (llama.cpp, ik_llama.cpp and Ollama): -ub / num_batch and flash attention.
    QWidget *llamaCppSettings() const { return m_llamaBox; }
    QSpinBox *ubatchSpinBox() const { return m_ubatch; }
    QCheckBox *flashAttentionCheckBox() const { return m_flashAttention; }
    BreakdownChart *chart() const { return m_chart; }

    /// Translated name of a constraint as the verdict shows it ("KV cache budget", "weights alone",
    /// "context limit of the model"); `estimate` refines GPU memory into "weights alone" when the
    /// weights by themselves exceed a GPU.
    static QString constraintName(fit::Constraint c, const fit::Estimate *estimate = nullptr);
    /// Display name of an engine ("Generic (Transformers)", "llama.cpp", "vLLM", ...).
    static QString engineName(fit::Engine engine);

Q_SIGNALS:
    /// Emitted after every successful recomputation.
    void scenarioChanged(const headroom::fit::Scenario &scenario, const headroom::fit::Estimate &estimate);
    /// Emitted when the scenario cannot be estimated; `message` is what the verdict shows.
    void scenarioFailed(const QString &message);
    /// Emitted after importModelConfig() added a model; `notes` are the importer's translated notes
    /// and, when the weight precision was chosen from the config, a sentence saying so.
    void modelImported(const QString &displayName, const QStringList &notes);

protected:
    void changeEvent(QEvent *event) override;

private:
    /// What moved, so that only the solvers that depend on it run again.
    enum class Change { Context, Concurrency, Other };
    struct ImportedEntry {
        QString id;
        QString path;
        catalog::ImportedModel model;
    };

    void retranslate();
    void fillCombos();
    void fillEngineCombo();
    void onModelChanged();
    void onGpuCountChanged(int count);
    void onEngineChanged();
    void fillWeights(bool modelChanged);
    const ImportedEntry *currentImported() const;
    fit::Engine currentEngine() const;
    scenario::Choice choiceFromControls() const;
    void updateKvCacheChoices();
    const fit::ModelSpec *currentModelSpec() const;
    void recompute(Change change = Change::Other);
    void runSolvers(Change change);
    void showVerdict();
    QString answersText() const;
    void updateVerdictColor();

    const catalog::Catalog &m_catalog;
    std::vector<ImportedEntry> m_imported;
    scenario::Choice m_choice;
    std::optional<scenario::Resolved> m_resolved;
    QString m_weightsNote; ///< why the last engine change replaced the chosen weights, until the next choice
    fit::Scenario m_scenario;
    std::optional<fit::Estimate> m_estimate;
    std::optional<scenario::ChoiceError> m_error;
    std::optional<fit::Solution> m_concurrencyAnswer;
    std::optional<fit::Solution> m_contextAnswer;
    std::optional<fit::Solution> m_gpusAnswer;
    int m_solverRuns = 0;

    QLabel *m_modelLabel = nullptr;
    QLabel *m_gpuLabel = nullptr;
    QLabel *m_engineLabel = nullptr;
    QLabel *m_weightsLabel = nullptr;
    QLabel *m_kvCacheKLabel = nullptr;
    QLabel *m_kvCacheVLabel = nullptr;
    QLabel *m_gpuCountLabel = nullptr;
    QLabel *m_tensorParallelLabel = nullptr;
    QLabel *m_engineSettingsLabel = nullptr;
    QLabel *m_contextLabel = nullptr;
    QLabel *m_concurrencyLabel = nullptr;
    QComboBox *m_model = nullptr;
    QComboBox *m_gpu = nullptr;
    QComboBox *m_engine = nullptr;
    QComboBox *m_weights = nullptr;
    QComboBox *m_kvCacheK = nullptr;
    QComboBox *m_kvCacheV = nullptr;
    QSpinBox *m_gpuCount = nullptr;
    QSpinBox *m_tensorParallel = nullptr;
    QSlider *m_contextSlider = nullptr;
    QSpinBox *m_contextSpin = nullptr;
    QSlider *m_concurrencySlider = nullptr;
    QSpinBox *m_concurrencySpin = nullptr;

    QLabel *m_genericHint = nullptr;
    QWidget *m_vllmBox = nullptr;
    QLabel *m_gpuUtilizationLabel = nullptr;
    QDoubleSpinBox *m_gpuUtilization = nullptr;
    QLabel *m_maxBatchedTokensLabel = nullptr;
    QSpinBox *m_maxBatchedTokens = nullptr;
    QWidget *m_llamaBox = nullptr;
    QLabel *m_ubatchLabel = nullptr;
    QSpinBox *m_ubatch = nullptr;
    QCheckBox *m_flashAttention = nullptr;

    BreakdownChart *m_chart = nullptr;
    QLabel *m_verdict = nullptr;
    QLabel *m_answers = nullptr;
    QLabel *m_details = nullptr;
};

} // namespace headroom::ui
