// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The fit explorer: pick a workload kind (inference, full fine-tune, LoRA, QLoRA, image generation), a
// model (a catalogue preset or an imported config.json; a diffusion pipeline preset for image generation),
// GPU, GPU count and weights, then the kind's own knobs: for inference the engine and its knobs, KV cache
// types, tensor-parallel degree, context length and concurrency; for training the TrainingControls and the
// sequence length (the context slider); for image generation the DiffusionControls. The explorer fills a
// scenario::Choice, which scenario::resolve() turns into a fit::Scenario, calls fit::estimate() and the
// kind's solvers (fit/solvers.h, fit/workloadsolvers.h) and shows the result (breakdown chart + verdict +
// the solvers' answers). The UI never computes memory and holds no rule of its own: the same input gives
// the numbers `headroom estimate` prints. The verdict and answers are built in fitexplorerverdict.cpp.

#include "inferencecontrols.h"

#include <catalog/catalog.h>
#include <catalog/hfconfig.h>
#include <fit/fitmodel.h>
#include <fit/solvers.h>
#include <fit/throughput.h>
#include <fit/workloadsolvers.h>
#include <scenario/choice.h>

#include <QWidget>

#include <optional>
#include <vector>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QGridLayout;
class QLabel;
class QSlider;
class QSpinBox;
class QStackedWidget;
class QToolButton;

namespace headroom::ui {

class BreakdownChart;
class ContextSweepChart;
class BreakdownTable;
class PlacementControls;
class DiffusionControls;
class TrainingControls;

class FitExplorer final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(FitExplorer)

public:
    /// Most GPUs the GPU count offers, and the most the fewest-GPUs solvers try.
    static constexpr int kMaxGpus = 64;

    /// `catalog` must outlive the explorer (Catalog::builtIn() in the app).
    explicit FitExplorer(const catalog::Catalog &catalog, QWidget *parent = nullptr);
    ~FitExplorer() override;

    /// Another catalogue (the same one with the user's custom GPUs, ui/customgpudialog.h), which must
    /// outlive the explorer: the GPU list is refilled keeping the selected GPU, and the scenario recomputed.
    void setCatalog(const catalog::Catalog &catalog);
    /// The catalogue the explorer picks from.
    const catalog::Catalog &catalog() const { return *m_catalog; }

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
    /// fit::throughput() of the scenario and estimate the chart draws (the figures `headroom estimate
    /// --json` prints); nullopt while the scenario is invalid or not inference.
    const std::optional<fit::Throughput> &currentThroughput() const { return m_throughput; }
    /// The throughput lines under the chart (ThroughputText::explorerLines), or empty.
    QString throughputText() const;

    /// The solvers' answers for the current scenario (nullopt while it is invalid or a solver failed):
    /// the largest concurrency at the chosen context, the largest context at the chosen concurrency,
    /// and the fewest GPUs of the chosen kind (computed only while the scenario does not fit or uses
    /// more than one GPU per replica).
    const std::optional<fit::Solution> &maxConcurrencyAnswer() const { return m_concurrencyAnswer; }
    const std::optional<fit::Solution> &maxContextAnswer() const { return m_contextAnswer; }
    const std::optional<fit::Solution> &minGpusAnswer() const { return m_gpusAnswer; }
    /// The training and image-generation solvers' answers (fit/workloadsolvers.h), as `headroom estimate`
    /// computes them (cli::FitReport): for training the largest micro-batch, the longest sequence and the
    /// fewest GPUs for the sharding; for image generation the largest square image and the most images.
    /// nullopt for the other kinds, while the scenario is invalid, or when the solver failed.
    struct WorkloadAnswers {
        std::optional<fit::WorkloadSolution> maxMicroBatch;
        std::optional<fit::WorkloadSolution> maxSequenceLength;
        std::optional<fit::WorkloadSolution> minGpusForSharding;
        std::optional<fit::WorkloadSolution> maxImageSide;
        std::optional<fit::WorkloadSolution> maxImages;
    };
    const WorkloadAnswers &workloadAnswers() const { return m_workloadAnswers; }
    /// How many times each solver ran since construction (the slider path reruns only the one that
    /// depends on the moved value).
    int solverRuns() const { return m_solverRuns; }

    /// The workload kind shown (the workload combo).
    fit::WorkloadKind currentWorkload() const;
    /// Switches the workload kind. The GPU, GPU count and every knob of the other kinds stay; the model
    /// list changes between the language models (presets and imported configs: inference and training)
    /// and the diffusion pipelines, and each list comes back with the model it had last.
    bool selectWorkload(fit::WorkloadKind kind);

    /// Selects a model by its combo id (a catalogue id, a diffusion preset id, or the id
    /// importModelConfig() gave it) / a GPU by catalogue id / an engine by fit::toString(Engine) name
    /// ("vllm", "llama.cpp", ...); false when the id is unknown. A diffusion preset id switches to image
    /// generation, a language model's id from image generation to inference.
    bool selectModel(const QString &modelId);
    bool selectGpu(const QString &gpuId);
    bool selectEngine(fit::Engine engine);
    /// Sets the K cache type and the V cache type (fit::toString(KvCacheDtype) names, "f16");
    /// an empty `v` means the same type as `k`. False when a name is unknown.
    bool selectKvCache(const QString &k, const QString &v = {});
    /// Sets the controls to `choice` (the window's saved state, UiSettings::explorerChoice()): workload
    /// kind, model (a preset, or the imported config it carries, added to the model combo), GPU, GPU count,
    /// and for inference the engine, its release, KV cache types, GPUs per replica, the engine knobs with a
    /// control (not max_num_seqs), the concurrency; then the weights (unset: the model's own) and the
    /// context. Placement, training and image-generation knobs keep their values. Recomputes as the
    /// controls change. False, changing nothing, when the model or the GPU is not in the catalogue, an
    /// imported model is asked for image generation, or the GPU count is out of range.
    bool applyChoice(const scenario::Choice &choice);

    /// Imports a Hugging Face config.json (catalog::importHfConfigFile) (switching image generation to
    /// inference, since a config.json is a language model), adds it to the model combo as
    /// "<name> (<file name>)" (replacing an earlier import of the same file) and selects it. The
    /// weight precision follows the config's quantization_config when the fit model has a matching
    /// precision (GPTQ/AWQ/bitsandbytes 4 and 8 bits, FP8, MXFP4 as int4), else its torch_dtype.
    /// On failure nothing changes and `error` (when given) says which fields are wrong.
    /// Returns the combo id of the model, or an empty string on failure.
    QString importModelConfig(const QString &path, catalog::HfConfigError *error = nullptr);
    /// Imports a model file (issue 14): a .gguf file (catalog::importGguf, the first part of a split model
    /// names the others), a .safetensors file or a folder with config.json and safetensors shards
    /// (catalog::importSafetensors). The model and its exact tensor bytes join the model combo like
    /// importModelConfig()'s and are selected. On failure nothing changes and `error` (when given) holds
    /// the importer's sentence. Returns the combo id, or an empty string on failure.
    QString importModelFile(const QString &path, QString *error = nullptr);
    /// Whether `path` is something importModelFile() reads (by name: *.gguf, *.safetensors, a model folder).
    static bool isModelFilePath(const QString &path);
    /// Whether the combo entry `modelId` is an imported config.
    static bool isImportedModelId(const QString &modelId);

    QComboBox *workloadCombo() const { return m_workload; }
    QComboBox *modelCombo() const { return m_model; }
    QComboBox *gpuCombo() const { return m_gpu; }
    /// "Custom GPU…" beside the GPU list: emits customGpuRequested().
    QToolButton *customGpuButton() const { return m_customGpu; }
    QComboBox *engineCombo() const { return m_engine; }
    /// The engine release beside the engine (fit::knownReleases): the first entry "Current (…)" leaves
    /// Choice::engineVersion empty; each entry's tooltip is its profile's description.
    QComboBox *engineVersionCombo() const { return m_engineVersion; }
    /// GPU layers, tensor split, experts on the CPU, pipeline / expert parallel, mixed GPUs.
    PlacementControls *placementControls() const { return m_inference->placement(); }
    QComboBox *weightPrecisionCombo() const { return m_weights; }
    QComboBox *kvCacheKCombo() const { return m_inference->kvCacheKCombo(); }
    QComboBox *kvCacheVCombo() const { return m_inference->kvCacheVCombo(); }
    QSpinBox *gpuCountSpinBox() const { return m_gpuCount; }
    QSpinBox *tensorParallelSpinBox() const { return m_inference->tensorParallelSpinBox(); }
    QSlider *contextSlider() const { return m_contextSlider; }
    QSpinBox *contextSpinBox() const { return m_contextSpin; }
    /// "Context length N is above the model's maximum of M tokens" while the typed value is above the
    /// model's trained context (hidden otherwise); the value is estimated as typed (the fit model warns or
    /// refuses by engine).
    QLabel *contextMessageLabel() const { return m_contextMessage; }
    /// The line under the verdict: "Check “Tensor parallel”." while the scenario is invalid (the control by its
    /// label, never the fit model's field name).
    QLabel *detailsLabel() const { return m_details; }
    QSlider *concurrencySlider() const { return m_concurrencySlider; }
    QSpinBox *concurrencySpinBox() const { return m_concurrencySpin; }
    /// "Context length" for inference, "Sequence length" for training.
    QLabel *contextLabel() const { return m_contextLabel; }
    /// The inference-only rows (K/V cache, tensor parallel, engine settings); hidden for the other kinds,
    /// as are the engine combo and the concurrency row.
    InferenceControls *inferenceSettings() const { return m_inference; }
    /// The training knobs (shown for full fine-tune, LoRA and QLoRA) and the image-generation knobs.
    TrainingControls *trainingControls() const { return m_training; }
    DiffusionControls *diffusionControls() const { return m_diffusion; }
    /// vLLM knobs (visible only while vLLM is selected): --gpu-memory-utilization 0.50..1.00 in steps
    /// of 0.01 (sent to the fit model as permille), --max-num-batched-tokens (0 = vLLM's default).
    QWidget *vllmSettings() const { return m_inference->vllmSettings(); }
    QDoubleSpinBox *gpuMemoryUtilizationSpinBox() const { return m_inference->gpuMemoryUtilizationSpinBox(); }
    QSpinBox *maxNumBatchedTokensSpinBox() const { return m_inference->maxNumBatchedTokensSpinBox(); }
    /// llama.cpp knobs (llama.cpp, ik_llama.cpp and Ollama): -ub / num_batch and flash attention.
    QWidget *llamaCppSettings() const { return m_inference->llamaCppSettings(); }
    QSpinBox *ubatchSpinBox() const { return m_inference->ubatchSpinBox(); }
    QCheckBox *flashAttentionCheckBox() const { return m_inference->flashAttentionCheckBox(); }
    BreakdownChart *chart() const { return m_chart; }
    /// Memory per GPU against context length beside the chart (inference only; hidden for the other kinds).
    ContextSweepChart *contextSweepChart() const { return m_sweep; }
    /// The chart's text equivalent (shown instead of the charts by the Table button): memoryRows().
    BreakdownTable *breakdownTable() const { return m_table; }
    /// Shows the table instead of the charts and gives it the keyboard focus (View > Show the breakdown as
    /// a table; the Table button beside the verdict).
    void showBreakdownTable();
    /// The table (true) or the charts (false), with the keyboard focus on it.
    void setBreakdownTableShown(bool table);
    QToolButton *tableToggle() const { return m_tableToggle; }

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
    /// "Custom GPU…" was pressed: the window opens the CustomGpuDialog and calls setCatalog().
    void customGpuRequested();

protected:
    void changeEvent(QEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    /// What moved, so that only the solvers that depend on it run again.
    enum class Change { Context, Concurrency, MicroBatch, Resolution, Images, Other };
    /// The two model lists: language models (inference and training) and diffusion pipelines.
    enum class Family { Llm, Diffusion };
    struct ImportedEntry {
        QString id;
        QString path;
        catalog::ImportedModel model;
        QString text;    ///< the model combo's entry: "<name> (<file name>)"
        QString toolTip; ///< the path and the importer's notes, one a line
    };

    void buildLayout();
    void connectSignals();
    void alignColumns();
    void retranslate();
    /// The Table/Chart button's text, tooltip and accessible name for the page it would show.
    void retranslateTableToggle();
    void fillCombos();
    void fillModelCombo();
    void fillGpuCombo();
    void onWorkloadChanged();
    void showKindControls();
    static Family familyOf(fit::WorkloadKind kind);
    /// Marks the weights-combo entry that stands for "as the imported config stores them".
    static constexpr int kWeightsConfigRole = Qt::UserRole + 1;
    /// The weights-combo text of an imported config's format: "<format> (from config)".
    static QString weightsConfigEntryText(const fit::WeightFormat &f);
    std::optional<fit::WeightFormat> defaultWeightsForKind() const;
    void fillEngineCombo();
    void fillEngineVersions();
    /// Adds (or replaces) an imported model in the combo and selects it: importModelConfig() and
    /// importModelFile() share it.
    QString addImportedModel(const QString &absolute, const QString &fileName, catalog::ImportedModel imported);
    void onModelChanged();
    /// The context spin box's value (typed or from the slider): shows or hides the message above the
    /// model's maximum, and recomputes.
    void onContextTyped(int tokens);
    void onEngineChanged();
    void fillWeights(bool modelChanged);
    void fillWorkloadWeights(bool modelChanged);
    const ImportedEntry *currentImported() const;
    fit::Engine currentEngine() const;
    scenario::Choice choiceFromControls() const;
    const fit::ModelSpec *currentModelSpec() const;
    void recompute(Change change = Change::Other);
    void runSolvers(Change change);
    void runWorkloadSolvers(Change change);
    void showVerdict();
    void showFailure();
    QString answersText() const;
    QString workloadAnswersText() const;
    QString workloadDetailsText() const;
    void updateVerdictColor();

    const catalog::Catalog *m_catalog;
    std::vector<ImportedEntry> m_imported;
    scenario::Choice m_choice;
    std::optional<scenario::Resolved> m_resolved;
    QString m_weightsNote; ///< why the last engine change replaced the chosen weights, until the next choice
    fit::Scenario m_scenario;
    std::optional<fit::Estimate> m_estimate;
    std::optional<fit::Throughput> m_throughput;
    std::optional<scenario::ChoiceError> m_error;
    std::optional<fit::Solution> m_concurrencyAnswer;
    std::optional<fit::Solution> m_contextAnswer;
    std::optional<fit::Solution> m_gpusAnswer;
    WorkloadAnswers m_workloadAnswers;
    int m_solverRuns = 0;
    Family m_family = Family::Llm;
    QString m_lastModel[2]; ///< the model each Family had last (combo id)
    /// The weights resolve() takes for the current model and kind when none are chosen (training and image
    /// generation; inference uses scenario::ownWeights): that entry leaves Choice::weights unset.
    std::optional<fit::WeightFormat> m_defaultWeights;

    QLabel *m_workloadLabel = nullptr;
    QComboBox *m_workload = nullptr;
    QLabel *m_modelLabel = nullptr;
    QLabel *m_gpuLabel = nullptr;
    QLabel *m_engineLabel = nullptr;
    QLabel *m_weightsLabel = nullptr;
    QLabel *m_gpuCountLabel = nullptr;
    QLabel *m_contextLabel = nullptr;
    QLabel *m_concurrencyLabel = nullptr;
    QComboBox *m_model = nullptr;
    QComboBox *m_gpu = nullptr;
    QComboBox *m_engine = nullptr;
    QComboBox *m_engineVersion = nullptr;
    QComboBox *m_weights = nullptr;
    QSpinBox *m_gpuCount = nullptr;
    QSlider *m_contextSlider = nullptr;
    QSpinBox *m_contextSpin = nullptr;
    QLabel *m_contextMessage = nullptr;
    int m_maxContext = 0; // the model's trained context (tokens); the slider's top
    QSlider *m_concurrencySlider = nullptr;
    QSpinBox *m_concurrencySpin = nullptr;

    InferenceControls *m_inference = nullptr;
    TrainingControls *m_training = nullptr;
    DiffusionControls *m_diffusion = nullptr;
    std::vector<QGridLayout *> m_grids; ///< the grids whose label columns alignColumns() lines up

    BreakdownChart *m_chart = nullptr;
    ContextSweepChart *m_sweep = nullptr;
    BreakdownTable *m_table = nullptr;
    QStackedWidget *m_views = nullptr;    // the charts, or the breakdown table
    QToolButton *m_tableToggle = nullptr; // Table / Chart, at the end of the verdict's line
    QLabel *m_verdict = nullptr;
    QLabel *m_answers = nullptr;
    QLabel *m_details = nullptr;
    QLabel *m_throughputLabel = nullptr;
    QToolButton *m_customGpu = nullptr;
};

} // namespace headroom::ui
