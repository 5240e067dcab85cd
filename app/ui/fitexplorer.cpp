// SPDX-License-Identifier: GPL-3.0-or-later
#include "fitexplorer.h"

#include "breakdownchart.h"
#include "breakdowntable.h"
#include "contextsweepchart.h"
#include "diffusioncontrols.h"
#include "elidingcombobox.h"
#include "inferencecontrols.h"
#include "placementcontrols.h"
#include "selectablelabel.h"
#include "taborder.h"
#include "throughputtext.h"
#include "trainingcontrols.h"

#include <fit/placement.h>
#include <scenario/choice.h>
#include <scenario/labels.h>

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QFileInfo>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QShowEvent>
#include <QSignalBlocker>
#include <QSlider>
#include <QSpinBox>
#include <QStackedWidget>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

namespace headroom::ui {

namespace {

constexpr int kMinContext = 256;
constexpr int kMinContextExponent = 8; // 2^8 = kMinContext
constexpr int kContextStep = 256;
// What the context spin box accepts when typed; a value above the model's trained context gets a message
// instead of QSpinBox's silent refusal (issue 15). 2^30 tokens is the absolute limit.
constexpr int kAbsoluteMaxContext = 1 << 30;
constexpr int kFallbackMaxContext = 131072; // used only when a model lacks max_position_embeddings
constexpr int kMaxConcurrency = 256;
constexpr int kDefaultContext = 8192;
constexpr int kDefaultConcurrency = 4;
const QString kImportedPrefix = QStringLiteral("config:");
const QString kDefaultLlm = QStringLiteral("llama-3.1-8b");
const QString kDefaultPipeline = QStringLiteral("sdxl");

/// The slider position of `tokens`: the exponent of the largest power of two at or below it (at least 2^8).
int contextExponentOf(int tokens)
{
    int exponent = kMinContextExponent;
    while (exponent < 30 && (1 << (exponent + 1)) <= tokens)
        ++exponent;
    return exponent;
}

/// The tokens at slider position `exponent`: 2^exponent, the top position no more than `maxContext`.
int contextOfExponent(int exponent, int maxContext)
{
    return std::min(1 << std::clamp(exponent, kMinContextExponent, 30), std::max(maxContext, kMinContext));
}

QString latin1(std::string_view key)
{
    return QString::fromLatin1(key.data(), static_cast<qsizetype>(key.size()));
}

} // namespace

FitExplorer::FitExplorer(const catalog::Catalog &catalog, QWidget *parent)
    : QWidget(parent)
    , m_catalog(&catalog)
{
    m_workload = new QComboBox(this);
    m_model = new ElidingComboBox(this);
    m_gpu = new ElidingComboBox(this);
    m_customGpu = new QToolButton(this);
    // The catalogue's longest names ("NVIDIA RTX 5000 Ada Generation (32 GB)") would set the window's
    // minimum width: the closed combos show at least 16 characters, their lists every name in full.
    for (QComboBox *combo : {m_model, m_gpu}) {
        combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        combo->setMinimumContentsLength(16);
    }
    m_engine = new ElidingComboBox(this);
    m_engineVersion = new QComboBox(this);
    m_engineVersion->setSizeAdjustPolicy(QComboBox::AdjustToContents); // "Current (b7820)" in full
    m_weights = new ElidingComboBox(this);
    // Long entries ("GGUF Q4_K_M (llama.cpp file type, ~4.8 bits)", "Generiek (Transformers)") would widen
    // the window past 1024 pixels in Dutch or Turkish: these closed combos also show at least 16 characters.
    for (QComboBox *combo : {m_workload, m_engine, m_weights}) {
        combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        combo->setMinimumContentsLength(16);
        combo->setIconSize(QSize(0, 0)); // no icons: the policy would reserve a 16 px one and 2 px of height
    }
    m_gpuCount = new QSpinBox(this);
    m_gpuCount->setRange(1, kMaxGpus);

    m_contextSlider = new QSlider(Qt::Horizontal, this);
    // The slider's positions are powers of two (2^8 = 256 .. the first power covering the model's trained
    // context; the top position is that context itself); the spin box takes any typed value.
    m_contextSlider->setSingleStep(1);
    m_contextSlider->setPageStep(1);
    m_contextSlider->setRange(kMinContextExponent, 17);
    m_contextSpin = new QSpinBox(this);
    m_contextSpin->setSingleStep(kContextStep);
    m_contextSpin->setGroupSeparatorShown(true);
    m_contextSpin->setMinimumWidth(130);
    m_contextSpin->setRange(kMinContext, kAbsoluteMaxContext);
    m_contextMessage = new QLabel(this);
    m_contextMessage->setWordWrap(true);
    m_contextMessage->setVisible(false);

    m_concurrencySlider = new QSlider(Qt::Horizontal, this);
    m_concurrencySlider->setRange(1, kMaxConcurrency);
    m_concurrencySlider->setPageStep(8);
    m_concurrencySpin = new QSpinBox(this);
    m_concurrencySpin->setRange(1, kMaxConcurrency);
    m_concurrencySpin->setMinimumWidth(130);

    m_inference = new InferenceControls(this);
    m_inference->placement()->setCatalog(m_catalog);
    m_training = new TrainingControls(this);
    m_diffusion = new DiffusionControls(this);

    const auto label = [this](QWidget *buddy) {
        auto *l = new QLabel(this);
        l->setBuddy(buddy);
        return l;
    };
    m_workloadLabel = label(m_workload);
    m_modelLabel = label(m_model);
    m_gpuLabel = label(m_gpu);
    m_engineLabel = label(m_engine);
    m_weightsLabel = label(m_weights);
    m_gpuCountLabel = label(m_gpuCount);
    m_contextLabel = label(m_contextSpin);
    m_concurrencyLabel = label(m_concurrencySpin);

    m_chart = new BreakdownChart(this);
    m_chart->setGpuNameLookup([this](const QString &id) { return shortGpuName(*m_catalog, id); });
    // Selectable with the mouse (SelectableLabel: no text control while nobody selects, they change on
    // every slider move).
    m_verdict = new SelectableLabel(this);
    QFont verdictFont = m_verdict->font();
    verdictFont.setBold(true);
    verdictFont.setPointSizeF(verdictFont.pointSizeF() * 1.3);
    m_verdict->setFont(verdictFont);
    m_verdict->setWordWrap(true);
    m_answers = new SelectableLabel(this);
    m_answers->setWordWrap(true);
    m_details = new SelectableLabel(this);
    m_details->setWordWrap(true);
    m_throughputLabel = new SelectableLabel(this);
    m_throughputLabel->setWordWrap(true);

    buildLayout();
    fillCombos();
    retranslate();

    // Defaults: a common single-GPU setup (Llama 3.1 8B on an RTX 4090) when the catalogue has it, with
    // the generic engine (the first fit model's rules), for inference.
    m_workload->setCurrentIndex(m_workload->findData(latin1(fit::toString(fit::WorkloadKind::Inference))));
    selectModel(kDefaultLlm);
    selectGpu(QStringLiteral("rtx-4090"));
    m_engine->setCurrentIndex(m_engine->findData(latin1(fit::toString(fit::Engine::Generic))));
    onModelChanged();
    onEngineChanged();
    showKindControls();
    m_contextSlider->setValue(contextExponentOf(kDefaultContext));
    m_contextSpin->setValue(kDefaultContext);
    m_maxContext = kFallbackMaxContext;
    m_concurrencySlider->setValue(kDefaultConcurrency);
    m_concurrencySpin->setValue(kDefaultConcurrency);

    connectSignals();
    recompute();
}

FitExplorer::~FitExplorer() = default;

void FitExplorer::buildLayout()
{
    // Grids of four columns (label, control, label, control) whose label columns alignColumns() lines up:
    // what every kind has (workload, model, GPUs, weights), the kind's own knobs (one of the inference,
    // training and image-generation controls is visible), and the sliders of context and concurrency (the
    // context is the training's sequence length too).
    // The GPU list with its "Custom GPU…" button beside it.
    auto *gpuRow = new QWidget(this);
    auto *gpuRowLayout = new QHBoxLayout(gpuRow);
    gpuRowLayout->setContentsMargins(0, 0, 0, 0);
    gpuRowLayout->addWidget(m_gpu, 1);
    gpuRowLayout->addWidget(m_customGpu);
    // The engine with its release beside it.
    auto *engineRow = new QWidget(this);
    auto *engineRowLayout = new QHBoxLayout(engineRow);
    engineRowLayout->setContentsMargins(0, 0, 0, 0);
    engineRowLayout->addWidget(m_engine, 1);
    engineRowLayout->addWidget(m_engineVersion);
    auto *common = new QGridLayout;
    common->setColumnStretch(1, 1);
    common->setColumnStretch(3, 1);
    common->setHorizontalSpacing(10);
    const std::pair<QLabel *, QWidget *> cells[][2] = {
        {{m_workloadLabel, m_workload}, {m_engineLabel, engineRow}},
        {{m_modelLabel, m_model}, {m_gpuLabel, gpuRow}},
        {{m_weightsLabel, m_weights}, {m_gpuCountLabel, m_gpuCount}},
    };
    for (int row = 0; row < static_cast<int>(std::size(cells)); ++row) {
        for (int half = 0; half < 2; ++half) {
            common->addWidget(cells[row][half].first, row, 2 * half);
            common->addWidget(cells[row][half].second, row, 2 * half + 1);
        }
    }

    auto *sliders = new QGridLayout;
    sliders->setColumnStretch(1, 1);
    sliders->setHorizontalSpacing(10);
    auto *contextRow = new QHBoxLayout;
    contextRow->addWidget(m_contextSlider, 1);
    contextRow->addWidget(m_contextSpin);
    sliders->addWidget(m_contextLabel, 0, 0);
    sliders->addLayout(contextRow, 0, 1, 1, 3);
    sliders->addWidget(m_contextMessage, 2, 1, 1, 3);
    auto *concurrencyRow = new QHBoxLayout;
    concurrencyRow->addWidget(m_concurrencySlider, 1);
    concurrencyRow->addWidget(m_concurrencySpin);
    sliders->addWidget(m_concurrencyLabel, 1, 0);
    sliders->addLayout(concurrencyRow, 1, 1, 1, 3);

    m_grids = {common, m_inference->grid(), m_training->grid(), m_diffusion->grid(), sliders};
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(common);
    layout->addWidget(m_inference);
    layout->addWidget(m_training);
    layout->addWidget(m_diffusion);
    layout->addLayout(sliders);
    // The context sweep beside the chart (inference; it hides itself for the other kinds); its clicks open
    // the glossary as the chart's do.
    m_sweep = new ContextSweepChart(this);
    connect(m_sweep, &ContextSweepChart::conceptActivated, m_chart, &BreakdownChart::segmentActivated);
    m_sweep->setCompanion(m_chart);
    auto *charts = new QHBoxLayout;
    charts->addWidget(m_chart, 1);
    charts->addWidget(m_sweep); // its size hint: the legend of the chart keeps its room at 1024 x 640
    // The charts and their text equivalent (the breakdown table, for screen readers and copying) share one
    // place; the Table button at the end of the verdict's line switches between them (a tab bar would cost
    // the 1024 x 640 window a row). The table's rows open the glossary as the chart's segments do.
    m_table = new BreakdownTable(this);
    connect(m_table, &BreakdownTable::conceptActivated, m_chart, &BreakdownChart::segmentActivated);
    auto *chartPage = new QWidget(this);
    chartPage->setLayout(charts);
    charts->setContentsMargins(0, 0, 0, 0);
    m_views = new QStackedWidget(this);
    m_views->addWidget(chartPage);
    m_views->addWidget(m_table);
    layout->addWidget(m_views, 1);
    m_tableToggle = new QToolButton(this);
    m_tableToggle->setCheckable(true); // a framed button: it read as a label when raised only on hover
    // No taller than a line of text: the verdict's line keeps its height (the 1024 x 640 window's rows).
    m_tableToggle->setMaximumHeight(m_tableToggle->fontMetrics().height() + 4);
    connect(m_tableToggle, &QToolButton::toggled, this, [this](bool table) {
        m_views->setCurrentIndex(table ? 1 : 0);
        retranslateTableToggle();
    });
    auto *verdictRow = new QHBoxLayout;
    verdictRow->addWidget(m_verdict, 1);
    verdictRow->addWidget(m_tableToggle, 0, Qt::AlignTop);
    layout->addLayout(verdictRow);
    layout->addWidget(m_throughputLabel);
    // The solvers' answers take two or three lines ("Needs at least 2 GPUs" comes and goes with a slider
    // move): three are kept, so that the chart above does not change height during a drag.
    m_answers->setMinimumHeight(3 * m_answers->fontMetrics().lineSpacing());
    m_answers->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    layout->addWidget(m_answers);
    layout->addWidget(m_details);
}

void FitExplorer::alignColumns()
{
    // The widest label of column 0 (and of column 2) over every grid, hidden ones included, so that the
    // controls line up and do not move when another kind's knobs appear.
    int widths[2] = {0, 0};
    for (QGridLayout *grid : m_grids) {
        for (int i = 0; i < grid->count(); ++i) {
            int row = 0, column = 0, rowSpan = 0, columnSpan = 0;
            grid->getItemPosition(i, &row, &column, &rowSpan, &columnSpan);
            auto *label = qobject_cast<QLabel *>(grid->itemAt(i)->widget());
            if (label && (column == 0 || column == 2) && columnSpan == 1)
                widths[column / 2] = std::max(widths[column / 2], label->sizeHint().width());
        }
    }
    for (QGridLayout *grid : m_grids) {
        grid->setColumnMinimumWidth(0, widths[0]);
        grid->setColumnMinimumWidth(2, widths[1]);
    }
}

void FitExplorer::connectSignals()
{
    // Slider and spin box of a pair follow each other; either one triggers one recomputation.
    connect(m_contextSlider, &QSlider::valueChanged, this, [this](int exponent) {
        const QSignalBlocker blocker(m_contextSpin);
        m_contextSpin->setValue(contextOfExponent(exponent, m_maxContext));
        onContextTyped(m_contextSpin->value());
    });
    connect(m_contextSpin, &QSpinBox::valueChanged, this, [this](int v) {
        const QSignalBlocker blocker(m_contextSlider);
        m_contextSlider->setValue(contextExponentOf(std::min(v, m_maxContext)));
        onContextTyped(v);
    });
    connect(m_concurrencySlider, &QSlider::valueChanged, this, [this](int v) {
        const QSignalBlocker blocker(m_concurrencySpin);
        m_concurrencySpin->setValue(v);
        recompute(Change::Concurrency);
    });
    connect(m_concurrencySpin, &QSpinBox::valueChanged, this, [this](int v) {
        const QSignalBlocker blocker(m_concurrencySlider);
        m_concurrencySlider->setValue(v);
        recompute(Change::Concurrency);
    });
    connect(m_workload, &QComboBox::currentIndexChanged, this, [this] {
        onWorkloadChanged();
        recompute();
    });
    connect(m_model, &QComboBox::currentIndexChanged, this, [this] {
        m_lastModel[static_cast<int>(m_family)] = m_model->currentData().toString();
        onModelChanged();
        recompute();
    });
    connect(m_gpuCount, &QSpinBox::valueChanged, this, [this](int count) {
        m_inference->setGpuCount(count);
        recompute();
    });
    connect(m_engine, &QComboBox::currentIndexChanged, this, [this] {
        onEngineChanged();
        recompute();
    });
    connect(m_weights, &QComboBox::currentIndexChanged, this, [this] {
        m_weightsNote.clear();
        recompute();
    });
    connect(m_gpu, &QComboBox::currentIndexChanged, this, [this] {
        m_inference->placement()->setFallbackGpu(m_gpu->currentData().toString());
        recompute();
    });
    connect(m_engineVersion, &QComboBox::currentIndexChanged, this, [this] {
        m_engineVersion->setToolTip(m_engineVersion->currentData(Qt::ToolTipRole).toString());
        recompute();
    });
    connect(m_customGpu, &QToolButton::clicked, this, &FitExplorer::customGpuRequested);
    connect(m_inference, &InferenceControls::changed, this, [this] { recompute(); });
    connect(m_training, &TrainingControls::changed, this, [this] { recompute(); });
    connect(m_training, &TrainingControls::microBatchChanged, this, [this] { recompute(Change::MicroBatch); });
    connect(m_diffusion, &DiffusionControls::changed, this, [this] { recompute(); });
    connect(m_diffusion, &DiffusionControls::resolutionChanged, this, [this] { recompute(Change::Resolution); });
    connect(m_diffusion, &DiffusionControls::imagesChanged, this, [this] { recompute(Change::Images); });
}

void FitExplorer::fillCombos()
{
    for (const fit::WorkloadKind k : fit::kAllWorkloadKinds)
        m_workload->addItem(QString(), latin1(fit::toString(k)));
    fillModelCombo();
    fillGpuCombo();
    for (const fit::Engine e :
         {fit::Engine::Generic, fit::Engine::LlamaCpp, fit::Engine::IkLlamaCpp, fit::Engine::Vllm, fit::Engine::Ollama})
        m_engine->addItem(QString(), latin1(fit::toString(e)));
    fillEngineCombo();
}

void FitExplorer::fillGpuCombo()
{
    const QSignalBlocker blocker(m_gpu);
    const QString current = m_gpu->currentData().toString();
    m_gpu->clear();
    for (const catalog::Gpu &gpu : m_catalog->gpus()) {
        // A custom GPU's marketed size is only its memory rounded to GB: it shows the name alone.
        const QString text = gpu.marketedLabel.isEmpty() || gpu.userDefined
                                 ? gpu.name
                                 : QStringLiteral("%1 (%2)").arg(gpu.name, gpu.marketedLabel);
        m_gpu->addItem(text, gpu.id);
        // Without the vendor and brand words for a narrow box (1024 x 640): "RTX 4090 (24 GB)".
        const QString shortName = shortGpuName(*m_catalog, gpu.id);
        m_gpu->setItemData(m_gpu->count() - 1,
                           gpu.marketedLabel.isEmpty() || gpu.userDefined
                               ? shortName
                               : QStringLiteral("%1 (%2)").arg(shortName, gpu.marketedLabel),
                           ElidingComboBox::kShortTextRole);
        if (gpu.userDefined)
            m_gpu->setItemData(m_gpu->count() - 1, tr("A GPU of your own (Custom GPU…)"), Qt::ToolTipRole);
    }
    m_gpu->setCurrentIndex(std::max(0, m_gpu->findData(current)));
}

void FitExplorer::setCatalog(const catalog::Catalog &catalog)
{
    m_catalog = &catalog;
    m_inference->placement()->setCatalog(m_catalog);
    fillGpuCombo();
    recompute();
}

void FitExplorer::fillModelCombo()
{
    // The current family's models: the language-model presets and the imported configs, or the diffusion
    // pipelines; then the model this list had last (the default preset the first time).
    const QSignalBlocker blocker(m_model);
    m_model->clear();
    if (m_family == Family::Diffusion) {
        for (const catalog::DiffusionPreset &preset : m_catalog->diffusionModels())
            m_model->addItem(QString::fromStdString(preset.spec.displayName), QString::fromStdString(preset.spec.id));
    } else {
        for (const catalog::ModelPreset &preset : m_catalog->models())
            m_model->addItem(QString::fromStdString(preset.spec.displayName), QString::fromStdString(preset.spec.id));
        for (const ImportedEntry &entry : m_imported) {
            m_model->addItem(entry.text, entry.id);
            m_model->setItemData(m_model->count() - 1, entry.toolTip, Qt::ToolTipRole);
        }
    }
    const QString last = m_lastModel[static_cast<int>(m_family)];
    int index =
        m_model->findData(last.isEmpty() ? (m_family == Family::Diffusion ? kDefaultPipeline : kDefaultLlm) : last);
    m_model->setCurrentIndex(std::max(index, 0));
    m_lastModel[static_cast<int>(m_family)] = m_model->currentData().toString();
}

FitExplorer::Family FitExplorer::familyOf(fit::WorkloadKind kind)
{
    return kind == fit::WorkloadKind::Diffusion ? Family::Diffusion : Family::Llm;
}

fit::WorkloadKind FitExplorer::currentWorkload() const
{
    return fit::workloadKindFromString(m_workload->currentData().toString().toStdString())
        .value_or(fit::WorkloadKind::Inference);
}

bool FitExplorer::selectWorkload(fit::WorkloadKind kind)
{
    const int index = m_workload->findData(latin1(fit::toString(kind)));
    if (index < 0)
        return false;
    m_workload->setCurrentIndex(index);
    return true;
}

void FitExplorer::fillEngineCombo()
{
    for (int i = 0; i < m_engine->count(); ++i) {
        const std::optional<fit::Engine> e = fit::engineFromString(m_engine->itemData(i).toString().toStdString());
        if (e)
            m_engine->setItemText(i, engineName(*e));
    }
}

bool FitExplorer::selectModel(const QString &modelId)
{
    // A model of the other list switches the workload first: a pipeline to image generation, a language
    // model (preset or imported config) from image generation to inference.
    const bool pipeline = !isImportedModelId(modelId) && m_catalog->diffusionModel(modelId);
    const bool languageModel = isImportedModelId(modelId)
                                   ? std::any_of(m_imported.begin(), m_imported.end(),
                                                 [&modelId](const ImportedEntry &e) { return e.id == modelId; })
                                   : m_catalog->model(modelId) != nullptr;
    if (!pipeline && !languageModel)
        return false;
    if (pipeline && m_family != Family::Diffusion) {
        m_lastModel[static_cast<int>(Family::Diffusion)] = modelId;
        selectWorkload(fit::WorkloadKind::Diffusion);
    } else if (languageModel && m_family == Family::Diffusion) {
        m_lastModel[static_cast<int>(Family::Llm)] = modelId;
        selectWorkload(fit::WorkloadKind::Inference);
    }
    const int index = m_model->findData(modelId);
    if (index < 0)
        return false;
    m_model->setCurrentIndex(index);
    return true;
}

bool FitExplorer::selectGpu(const QString &gpuId)
{
    const int index = m_gpu->findData(gpuId);
    if (index < 0)
        return false;
    m_gpu->setCurrentIndex(index);
    return true;
}

bool FitExplorer::selectEngine(fit::Engine engine)
{
    const int index = m_engine->findData(latin1(fit::toString(engine)));
    if (index < 0)
        return false;
    m_engine->setCurrentIndex(index);
    return true;
}

bool FitExplorer::selectKvCache(const QString &k, const QString &v)
{
    if (!m_inference->selectKvCache(k, v))
        return false;
    recompute();
    return true;
}

bool FitExplorer::applyChoice(const scenario::Choice &choice)
{
    // Checked first, so that a stored state that no longer fits the catalogue changes nothing.
    const bool imported = choice.imported.has_value();
    if (!imported && !m_catalog->model(choice.modelId) && !m_catalog->diffusionModel(choice.modelId))
        return false;
    const fit::WorkloadKind kind = choice.workload.value_or(scenario::workloadOf(choice, *m_catalog));
    if ((imported && familyOf(kind) == Family::Diffusion) || m_gpu->findData(choice.gpuId) < 0 || choice.gpuCount < 1 ||
        choice.gpuCount > kMaxGpus)
        return false;

    selectWorkload(kind);
    if (imported) {
        const QFileInfo info(choice.modelConfigPath);
        addImportedModel(info.absoluteFilePath(), info.fileName(), *choice.imported);
    } else {
        selectModel(choice.modelId);
    }
    selectGpu(choice.gpuId);
    m_gpuCount->setValue(choice.gpuCount);
    if (kind == fit::WorkloadKind::Inference) {
        selectEngine(choice.engine);
        const int version = choice.engineVersion.isEmpty() ? 0 : m_engineVersion->findData(choice.engineVersion);
        if (version >= 0)
            m_engineVersion->setCurrentIndex(version);
        m_inference->selectKvCache(latin1(fit::toString(choice.kvCacheK)),
                                   choice.kvCacheV ? latin1(fit::toString(*choice.kvCacheV)) : QString());
        if (choice.gpusPerReplica)
            tensorParallelSpinBox()->setValue(*choice.gpusPerReplica);
        if (choice.gpuMemoryUtilizationPermille)
            gpuMemoryUtilizationSpinBox()->setValue(*choice.gpuMemoryUtilizationPermille / 1000.0);
        if (choice.maxNumBatchedTokens)
            maxNumBatchedTokensSpinBox()->setValue(static_cast<int>(*choice.maxNumBatchedTokens));
        if (choice.ubatch)
            ubatchSpinBox()->setValue(static_cast<int>(*choice.ubatch));
        if (choice.flashAttention)
            flashAttentionCheckBox()->setChecked(*choice.flashAttention);
        placementControls()->read(choice);
        m_concurrencySpin->setValue(choice.concurrency);
    } else if (kind == fit::WorkloadKind::Diffusion) {
        m_diffusion->read(choice);
    } else {
        m_training->read(choice);
    }
    {
        const QSignalBlocker blocker(m_weights);
        const int index =
            choice.weights ? m_weights->findData(QString::fromStdString(fit::toString(*choice.weights))) : -1;
        if (index >= 0)
            m_weights->setCurrentIndex(index);
        else
            fillWeights(true); // the model's own weights
        m_weightsNote.clear();
    }
    if (kind != fit::WorkloadKind::Diffusion)
        m_contextSpin->setValue(
            static_cast<int>(std::clamp<std::int64_t>(choice.contextTokens, kMinContext, kAbsoluteMaxContext)));
    recompute();
    return true;
}

bool FitExplorer::isImportedModelId(const QString &modelId)
{
    return modelId.startsWith(kImportedPrefix);
}

QString FitExplorer::importModelConfig(const QString &path, catalog::HfConfigError *error)
{
    catalog::HfConfigError problem;
    std::optional<catalog::ImportedModel> imported = catalog::importHfConfigFile(path, &problem);
    if (!imported) {
        if (error)
            *error = problem;
        return {};
    }
    if (m_family == Family::Diffusion)
        selectWorkload(fit::WorkloadKind::Inference); // a config.json is a language model
    const QFileInfo info(path);
    return addImportedModel(info.absoluteFilePath(), info.isDir() ? QStringLiteral("config.json") : info.fileName(),
                            std::move(*imported));
}

QString FitExplorer::addImportedModel(const QString &absolute, const QString &fileName, catalog::ImportedModel imported)
{
    const QString id = kImportedPrefix + absolute;
    const QString text = tr("%1 (%2)").arg(QString::fromStdString(imported.spec.displayName), fileName);

    QStringList notes = imported.notes;
    QString weightsNote;
    if (scenario::configWeights(imported, nullptr, &weightsNote))
        notes << weightsNote;

    QStringList tip{absolute};
    tip << notes;
    auto existing = std::find_if(m_imported.begin(), m_imported.end(),
                                 [&id](const ImportedEntry &entry) { return entry.id == id; });
    if (existing != m_imported.end())
        *existing = ImportedEntry{id, absolute, std::move(imported), text, tip.join(QLatin1Char('\n'))};
    else
        m_imported.push_back(ImportedEntry{id, absolute, std::move(imported), text, tip.join(QLatin1Char('\n'))});

    {
        // One recomputation for the model and the weights together, after both are set.
        const QSignalBlocker modelBlocker(m_model);
        int index = m_model->findData(id);
        if (index < 0) {
            m_model->addItem(text, id);
            index = m_model->count() - 1;
        } else {
            m_model->setItemText(index, text);
        }
        m_model->setItemData(index, tip.join(QLatin1Char('\n')), Qt::ToolTipRole);
        m_model->setCurrentIndex(index);
    }
    onModelChanged(); // selects the config's weight format
    recompute();
    emit modelImported(text, notes);
    return id;
}

const FitExplorer::ImportedEntry *FitExplorer::currentImported() const
{
    if (m_family == Family::Diffusion)
        return nullptr;
    const QString id = m_model->currentData().toString();
    for (const ImportedEntry &entry : m_imported) {
        if (entry.id == id)
            return &entry;
    }
    return nullptr;
}

const fit::ModelSpec *FitExplorer::currentModelSpec() const
{
    if (m_family == Family::Diffusion)
        return nullptr;
    if (const ImportedEntry *entry = currentImported())
        return &entry->model.spec;
    const catalog::ModelPreset *preset = m_catalog->model(m_model->currentData().toString());
    return preset ? &preset->spec : nullptr;
}

fit::Engine FitExplorer::currentEngine() const
{
    return fit::engineFromString(m_engine->currentData().toString().toStdString()).value_or(fit::Engine::Generic);
}

void FitExplorer::onModelChanged()
{
    fillWeights(true);
    if (m_family == Family::Diffusion) {
        if (const catalog::DiffusionPreset *preset = m_catalog->diffusionModel(m_model->currentData().toString()))
            m_diffusion->setModel(preset->spec);
        m_inference->placement()->setModel(nullptr);
        return;
    }

    const fit::ModelSpec *spec = currentModelSpec();
    m_inference->placement()->setModel(spec);
    std::int64_t maxContext = spec ? spec->maxContextTokens : 0;
    if (maxContext <= 0)
        maxContext = kFallbackMaxContext;
    const int max = static_cast<int>(std::clamp<std::int64_t>(maxContext, kMinContext, std::int64_t{1} << 30));
    // Changing the range may clamp the value; the blockers keep that from recomputing twice.
    const QSignalBlocker b1(m_contextSlider);
    const QSignalBlocker b2(m_contextSpin);
    m_maxContext = max;
    // Up to the first power of two at or above the trained context (its top position is that context).
    m_contextSlider->setRange(kMinContextExponent, contextExponentOf(max - 1) + 1);
    // A new model's shorter context clamps the value, as before; a typed value is the user's to fix.
    if (m_contextSpin->value() > max)
        m_contextSpin->setValue(max);
    m_contextSlider->setValue(contextExponentOf(m_contextSpin->value()));
    m_contextMessage->setVisible(false);
}

void FitExplorer::onContextTyped(int tokens)
{
    // Above the model's trained context the value is estimated as typed: the fit model decides (llama.cpp,
    // ik_llama.cpp and Ollama run it with a warning, vLLM and Transformers refuse it, as on the command
    // line); the message says why instead of a silent clamp.
    if (tokens > m_maxContext) {
        const QLocale locale;
        m_contextMessage->setText(tr("Context length %1 is above the model's maximum of %2 tokens")
                                      .arg(locale.toString(tokens), locale.toString(m_maxContext)));
    }
    m_contextMessage->setVisible(tokens > m_maxContext);
    recompute(Change::Context);
}

void FitExplorer::onWorkloadChanged()
{
    const fit::WorkloadKind kind = currentWorkload();
    const Family family = familyOf(kind);
    if (family != m_family) {
        m_family = family;
        fillModelCombo();
    }
    if (fit::isTraining(kind))
        m_training->setKind(kind);
    showKindControls();
    onModelChanged(); // the kind's weights, the context range, the pipeline's resolution
    retranslate();    // "Sequence length" / "Context length"
}

void FitExplorer::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    // Once the layout has placed the controls: Tab follows the rows as shown.
    QTimer::singleShot(0, this, [this] { setVisualTabOrder(this); });
}

void FitExplorer::showKindControls()
{
    if (isVisible()) // rows of another kind appear: their place in the Tab order once laid out
        QTimer::singleShot(0, this, [this] { setVisualTabOrder(this); });
    const fit::WorkloadKind kind = currentWorkload();
    const bool inference = kind == fit::WorkloadKind::Inference;
    const bool diffusion = kind == fit::WorkloadKind::Diffusion;
    // Training and image generation run in PyTorch (engine generic): the engine and its knobs are
    // inference's, as are the KV cache, the GPUs per replica and the concurrency.
    for (QWidget *w : std::initializer_list<QWidget *>{m_engineLabel, m_engine, m_engineVersion, m_inference,
                                                       m_concurrencyLabel, m_concurrencySlider, m_concurrencySpin})
        w->setVisible(inference);
    for (QWidget *w : std::initializer_list<QWidget *>{m_contextLabel, m_contextSlider, m_contextSpin})
        w->setVisible(!diffusion);
    m_training->setVisible(fit::isTraining(kind));
    m_diffusion->setVisible(diffusion);
}

void FitExplorer::onEngineChanged()
{
    m_inference->setEngine(currentEngine());
    fillEngineVersions();
    fillWeights(false);
}

scenario::Choice FitExplorer::choiceFromControls() const
{
    scenario::Choice c;
    const fit::WorkloadKind kind = currentWorkload();
    if (const ImportedEntry *entry = currentImported()) {
        c.imported = entry->model;
        c.modelConfigPath = entry->path;
    } else {
        c.modelId = m_model->currentData().toString();
    }
    c.gpuId = m_gpu->currentData().toString();
    c.gpuCount = m_gpuCount->value();
    // The kind is left unset where resolve() takes it by itself (inference for a language model, image
    // generation for a pipeline), as `headroom estimate` without --workload does.
    if (scenario::workloadOf(c, *m_catalog) != kind)
        c.workload = kind;
    const std::optional<fit::WeightFormat> listed =
        fit::parseWeightFormat(m_weights->currentData().toString().toStdString());
    if (kind == fit::WorkloadKind::Inference) {
        // The model's own storage is no choice: the config entry ("as the config stores them") and the entry
        // of the format resolve() takes by itself leave the weights unset, as `headroom estimate` without
        // --weights does, so that both report where the weights came from (Resolved::weightsSource) alike.
        const ImportedEntry *imported = currentImported();
        if (!m_weights->currentData(kWeightsConfigRole).toBool() &&
            listed != scenario::ownWeights(imported ? &imported->model : nullptr,
                                           imported ? nullptr : m_catalog->model(c.modelId)))
            c.weights = listed;
        m_inference->write(c);
        c.engineVersion = m_engineVersion->currentData().toString();
        c.contextTokens = m_contextSpin->value();
        c.concurrency = m_concurrencySpin->value();
        return c;
    }
    // Likewise for the other kinds, whose default resolve() gave (m_defaultWeights).
    if (listed != m_defaultWeights)
        c.weights = listed;
    if (kind == fit::WorkloadKind::Diffusion) {
        m_diffusion->write(c);
    } else {
        m_training->write(c);
        c.contextTokens = m_contextSpin->value(); // the sequence length
    }
    return c;
}

void FitExplorer::recompute(Change change)
{
    m_choice = choiceFromControls();
    const bool hadEstimate = m_estimate.has_value();
    scenario::ChoiceError problem;
    m_resolved = scenario::resolve(m_choice, *m_catalog, &problem);
    m_error.reset();
    if (m_resolved) {
        m_scenario = m_resolved->scenario;
        const fit::Result<fit::Estimate> result = fit::estimate(m_scenario);
        if (result.ok())
            m_estimate = *result.value;
        else
            m_error = result.error ? scenario::ChoiceError{QString::fromStdString(result.error->field),
                                                           QString::fromStdString(result.error->message)}
                                   : scenario::ChoiceError{};
    } else {
        m_error = problem;
    }
    // A mixed replica (Mixed GPUs…) is one replica of exactly its devices: the count and split are not used.
    m_gpuCount->setEnabled(m_choice.deviceIds.isEmpty());
    m_inference->tensorParallelSpinBox()->setEnabled(m_choice.deviceIds.isEmpty());
    if (m_error) {
        m_estimate.reset();
        m_chart->clearEstimate();
        m_table->clearEstimate();
    } else {
        m_chart->setEstimate(*m_estimate, scenario::labels::deviceView(m_scenario, *m_estimate));
        m_table->setEstimate(m_scenario, *m_estimate);
    }
    m_sweep->setScenario(m_scenario, m_estimate ? &*m_estimate : nullptr, hadEstimate && change == Change::Context);
    // The throughput of the scenario the chart draws (fit::throughput, as `headroom estimate --json`).
    if (m_estimate && m_scenario.kind == fit::WorkloadKind::Inference)
        m_throughput = fit::throughput(m_scenario, *m_estimate);
    else
        m_throughput.reset();
    runSolvers(hadEstimate ? change : Change::Other);
    m_sweep->setFitLimit(m_estimate && m_contextAnswer && m_contextAnswer->value > 0
                             ? std::optional<std::int64_t>(m_contextAnswer->value)
                             : std::nullopt);
    showVerdict();
    if (m_estimate)
        emit scenarioChanged(m_scenario, *m_estimate);
    else
        emit scenarioFailed(m_verdict->text());
}

void FitExplorer::runSolvers(Change change)
{
    if (!m_estimate || m_scenario.kind != fit::WorkloadKind::Inference) {
        m_concurrencyAnswer.reset();
        m_contextAnswer.reset();
        m_gpusAnswer.reset();
        runWorkloadSolvers(change);
        return;
    }
    m_workloadAnswers = WorkloadAnswers{};
    const auto answer = [this](const fit::Result<fit::Solution> &r) -> std::optional<fit::Solution> {
        ++m_solverRuns;
        return r.ok() ? r.value : std::nullopt;
    };
    // Each answer depends on everything but one value: the largest concurrency ignores the chosen
    // concurrency, the largest context the chosen context. Moving one slider reruns the other's solver.
    if (change != Change::Concurrency)
        m_concurrencyAnswer = answer(fit::maxConcurrencyAt(m_scenario, m_scenario.workload.contextTokens));
    if (change != Change::Context)
        m_contextAnswer = answer(fit::maxContextAt(m_scenario, m_scenario.workload.concurrency));
    if (!m_estimate->fits || m_scenario.hardware.tensorParallel > 1)
        m_gpusAnswer = answer(fit::minGpus(m_scenario, kMaxGpus));
    else
        m_gpusAnswer.reset();
}

void FitExplorer::runWorkloadSolvers(Change change)
{
    // The solvers `headroom estimate` runs for the kind (cli::FitReport::compute). Each answer ignores one
    // knob: the largest micro-batch the micro-batch, the longest sequence the sequence length, the largest
    // image the resolution, the most images the batch; moving that knob does not rerun it.
    WorkloadAnswers &a = m_workloadAnswers;
    if (!m_estimate) {
        a = WorkloadAnswers{};
        return;
    }
    const auto run = [this](auto solver) {
        ++m_solverRuns;
        return solver();
    };
    const fit::Scenario &s = m_scenario;
    if (fit::isTraining(s.kind)) {
        a.maxImageSide.reset();
        a.maxImages.reset();
        if (change != Change::MicroBatch)
            a.maxMicroBatch = run([&s] { return fit::maxMicroBatch(s); });
        if (change != Change::Context)
            a.maxSequenceLength = run([&s] { return fit::maxSequenceLength(s); });
        a.minGpusForSharding = run([&s] { return fit::minGpusForSharding(s, kMaxGpus); });
    } else if (s.kind == fit::WorkloadKind::Diffusion) {
        a.maxMicroBatch.reset();
        a.maxSequenceLength.reset();
        a.minGpusForSharding.reset();
        if (change != Change::Resolution)
            a.maxImageSide = run([&s] { return fit::maxImageSide(s); });
        if (change != Change::Images)
            a.maxImages = run([&s] { return fit::maxImages(s); });
    }
}

void FitExplorer::showBreakdownTable()
{
    setBreakdownTableShown(true);
}

void FitExplorer::setBreakdownTableShown(bool table)
{
    m_tableToggle->setChecked(table);
    if (table)
        m_table->setFocus(Qt::ShortcutFocusReason);
    else
        m_chart->setFocus(Qt::ShortcutFocusReason);
}

void FitExplorer::retranslateTableToggle()
{
    const bool table = m_tableToggle->isChecked();
    m_tableToggle->setText(table ? tr("Chart") : tr("Table"));
    m_tableToggle->setToolTip(table ? tr("Show the breakdown as a chart")
                                    : tr("Show the breakdown as a table (View > Show the breakdown as a table)"));
    m_tableToggle->setAccessibleName(table ? tr("Show the breakdown as a chart") : tr("Show the breakdown as a table"));
}

void FitExplorer::retranslate()
{
    retranslateTableToggle();
    m_workloadLabel->setText(tr("Workloa&d:"));
    for (int i = 0; i < m_workload->count(); ++i) {
        if (const auto k = fit::workloadKindFromString(m_workload->itemData(i).toString().toStdString()))
            m_workload->setItemText(i, scenario::workloadName(*k));
    }
    m_workload->setToolTip(tr("What runs on the GPUs: serving the model, training it (full fine-tune, LoRA, "
                              "QLoRA) or generating images with a diffusion pipeline"));
    const bool training = fit::isTraining(currentWorkload());
    m_modelLabel->setText(tr("&Model:"));
    m_gpuLabel->setText(tr("&GPU:"));
    m_customGpu->setText(tr("Custom GPU…"));
    m_customGpu->setToolTip(tr("Add a GPU of your own: name, memory, bandwidth, tensor throughput, link"));
    m_engineLabel->setText(tr("&Engine:"));
    m_weightsLabel->setText(currentWorkload() == fit::WorkloadKind::Diffusion ? tr("Denoiser &weights:")
                                                                              : tr("&Weights:"));
    m_gpuCountLabel->setText(tr("GPU &count:"));
    m_contextLabel->setText(training ? tr("Se&quence length:") : tr("Con&text length:"));
    m_concurrencyLabel->setText(tr("C&oncurrency:"));
    m_contextSpin->setSuffix(tr(" tokens"));
    m_concurrencySpin->setSuffix(tr(" sequences"));
    fillEngineCombo();
    m_engine->setToolTip(tr("Inference engine whose memory rules the estimate follows"));
    fillEngineVersions();
    m_model->setToolTip(m_family == Family::Diffusion
                            ? tr("An image-generation pipeline: text encoders, denoiser and VAE")
                            : tr("A catalogue model, or a config.json opened with File → Open model config…"));
    m_weights->setToolTip(tr("Precision in which the model weights are stored"));
    for (int i = 0; i < m_weights->count(); ++i) {
        if (!m_weights->itemData(i, kWeightsConfigRole).toBool())
            continue;
        if (const std::optional<fit::WeightFormat> f =
                fit::parseWeightFormat(m_weights->itemData(i).toString().toStdString()))
            m_weights->setItemText(i, weightsConfigEntryText(*f));
    }
    m_contextSlider->setAccessibleName(training ? tr("Sequence length in tokens") : tr("Context length in tokens"));
    m_concurrencySlider->setAccessibleName(tr("Concurrent sequences"));
    m_contextSlider->setToolTip(training ? tr("Tokens per training sequence (packed or padded to this length)")
                                         : tr("Tokens per sequence: prompt plus generated text"));
    m_concurrencySlider->setToolTip(tr("Sequences kept in the KV cache at the same time"));
    alignColumns();
}

} // namespace headroom::ui
