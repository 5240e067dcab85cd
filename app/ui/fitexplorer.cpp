// SPDX-License-Identifier: GPL-3.0-or-later
#include "fitexplorer.h"

#include "breakdownchart.h"

#include <scenario/choice.h>
#include <scenario/labels.h>

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFileInfo>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QSignalBlocker>
#include <QSlider>
#include <QSpinBox>
#include <QStandardItemModel>
#include <QVBoxLayout>

#include <algorithm>

namespace headroom::ui {

namespace {

constexpr int kMinContext = 256;
constexpr int kContextStep = 256;
constexpr int kContextPageStep = 1024;
constexpr int kFallbackMaxContext = 131072; // used only when a model lacks max_position_embeddings
constexpr int kMaxConcurrency = 256;
constexpr int kMaxGpus = 64;
constexpr int kDefaultContext = 8192;
constexpr int kDefaultConcurrency = 4;
constexpr double kBytesPerGiB = 1024.0 * 1024.0 * 1024.0;
// vLLM --gpu-memory-utilization as the spin box offers it: 0.50..1.00 in steps of 0.01.
constexpr double kMinGpuUtilization = 0.50;
constexpr double kMaxGpuUtilization = 1.00;
constexpr int kMaxBatchedTokens = 1 << 20;
constexpr int kMaxUbatch = 1 << 16;
const QString kImportedPrefix = QStringLiteral("config:");

QString gib(std::int64_t bytes)
{
    return QLocale().toString(static_cast<double>(bytes) / kBytesPerGiB, 'f', 2);
}

QString latin1(std::string_view key)
{
    return QString::fromLatin1(key.data(), static_cast<qsizetype>(key.size()));
}

QString upper(std::string_view key)
{
    return latin1(key).toUpper();
}

/// Spin box value (two decimals) -> permille, exactly: 0.90 -> 90 hundredths -> 900.
int permilleOf(double utilization)
{
    return qRound(utilization * 100.0) * 10;
}

bool usesLlamaCppKnobs(fit::Engine e)
{
    return e == fit::Engine::LlamaCpp || e == fit::Engine::IkLlamaCpp || e == fit::Engine::Ollama;
}

/// Marks the weights-combo entry that stands for "as the imported config stores them".
constexpr int kConfigFormatRole = Qt::UserRole + 1;

/// The weights-combo text of an imported config's format.
QString configEntryText(const fit::WeightFormat &f)
{
    return FitExplorer::tr("%1 (from config)").arg(scenario::weightFormatName(f));
}

} // namespace

FitExplorer::FitExplorer(const catalog::Catalog &catalog, QWidget *parent)
    : QWidget(parent)
    , m_catalog(catalog)
{
    m_model = new QComboBox(this);
    m_gpu = new QComboBox(this);
    m_engine = new QComboBox(this);
    m_weights = new QComboBox(this);
    m_kvCacheK = new QComboBox(this);
    m_kvCacheV = new QComboBox(this);
    m_gpuCount = new QSpinBox(this);
    m_gpuCount->setRange(1, kMaxGpus);
    m_tensorParallel = new QSpinBox(this);
    m_tensorParallel->setRange(1, 1);

    m_contextSlider = new QSlider(Qt::Horizontal, this);
    m_contextSlider->setSingleStep(kContextStep);
    m_contextSlider->setPageStep(kContextPageStep);
    m_contextSpin = new QSpinBox(this);
    m_contextSpin->setSingleStep(kContextStep);
    m_contextSpin->setGroupSeparatorShown(true);
    m_contextSpin->setMinimumWidth(130);

    m_concurrencySlider = new QSlider(Qt::Horizontal, this);
    m_concurrencySlider->setRange(1, kMaxConcurrency);
    m_concurrencySlider->setPageStep(8);
    m_concurrencySpin = new QSpinBox(this);
    m_concurrencySpin->setRange(1, kMaxConcurrency);
    m_concurrencySpin->setMinimumWidth(130);

    // Engine knobs: one box per engine family, shown only while that engine is selected.
    m_genericHint = new QLabel(this);
    m_genericHint->setWordWrap(true);
    m_vllmBox = new QWidget(this);
    m_gpuUtilizationLabel = new QLabel(m_vllmBox);
    m_gpuUtilization = new QDoubleSpinBox(m_vllmBox);
    m_gpuUtilization->setDecimals(2);
    m_gpuUtilization->setRange(kMinGpuUtilization, kMaxGpuUtilization);
    m_gpuUtilization->setSingleStep(0.01);
    m_maxBatchedTokensLabel = new QLabel(m_vllmBox);
    m_maxBatchedTokens = new QSpinBox(m_vllmBox);
    m_maxBatchedTokens->setRange(0, kMaxBatchedTokens);
    m_maxBatchedTokens->setSingleStep(512);
    m_maxBatchedTokens->setGroupSeparatorShown(true);
    m_maxBatchedTokens->setMinimumWidth(110);
    auto *vllmRow = new QHBoxLayout(m_vllmBox);
    vllmRow->setContentsMargins(0, 0, 0, 0);
    vllmRow->addWidget(m_gpuUtilizationLabel);
    vllmRow->addWidget(m_gpuUtilization);
    vllmRow->addSpacing(16);
    vllmRow->addWidget(m_maxBatchedTokensLabel);
    vllmRow->addWidget(m_maxBatchedTokens);
    vllmRow->addStretch(1);
    m_gpuUtilizationLabel->setBuddy(m_gpuUtilization);
    m_maxBatchedTokensLabel->setBuddy(m_maxBatchedTokens);

    m_llamaBox = new QWidget(this);
    m_ubatchLabel = new QLabel(m_llamaBox);
    m_ubatch = new QSpinBox(m_llamaBox);
    m_ubatch->setRange(1, kMaxUbatch);
    m_ubatch->setSingleStep(128);
    m_ubatch->setGroupSeparatorShown(true);
    m_ubatch->setMinimumWidth(110);
    m_flashAttention = new QCheckBox(m_llamaBox);
    auto *llamaRow = new QHBoxLayout(m_llamaBox);
    llamaRow->setContentsMargins(0, 0, 0, 0);
    llamaRow->addWidget(m_ubatchLabel);
    llamaRow->addWidget(m_ubatch);
    llamaRow->addSpacing(16);
    llamaRow->addWidget(m_flashAttention);
    llamaRow->addStretch(1);
    m_ubatchLabel->setBuddy(m_ubatch);

    m_modelLabel = new QLabel(this);
    m_gpuLabel = new QLabel(this);
    m_engineLabel = new QLabel(this);
    m_weightsLabel = new QLabel(this);
    m_kvCacheKLabel = new QLabel(this);
    m_kvCacheVLabel = new QLabel(this);
    m_gpuCountLabel = new QLabel(this);
    m_tensorParallelLabel = new QLabel(this);
    m_engineSettingsLabel = new QLabel(this);
    m_contextLabel = new QLabel(this);
    m_concurrencyLabel = new QLabel(this);
    const std::pair<QLabel *, QWidget *> buddies[] = {
        {m_modelLabel, m_model},         {m_gpuLabel, m_gpu},
        {m_engineLabel, m_engine},       {m_weightsLabel, m_weights},
        {m_kvCacheKLabel, m_kvCacheK},   {m_kvCacheVLabel, m_kvCacheV},
        {m_gpuCountLabel, m_gpuCount},   {m_tensorParallelLabel, m_tensorParallel},
        {m_contextLabel, m_contextSpin}, {m_concurrencyLabel, m_concurrencySpin},
    };
    for (const auto &[label, widget] : buddies)
        label->setBuddy(widget);

    m_chart = new BreakdownChart(this);
    m_verdict = new QLabel(this);
    QFont verdictFont = m_verdict->font();
    verdictFont.setBold(true);
    verdictFont.setPointSizeF(verdictFont.pointSizeF() * 1.3);
    m_verdict->setFont(verdictFont);
    m_verdict->setWordWrap(true);
    m_verdict->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_answers = new QLabel(this);
    m_answers->setWordWrap(true);
    m_answers->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_details = new QLabel(this);
    m_details->setWordWrap(true);
    m_details->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto *grid = new QGridLayout;
    grid->setColumnStretch(1, 1);
    grid->setColumnStretch(3, 1);
    grid->setHorizontalSpacing(10);
    grid->addWidget(m_modelLabel, 0, 0);
    grid->addWidget(m_model, 0, 1);
    grid->addWidget(m_gpuLabel, 0, 2);
    grid->addWidget(m_gpu, 0, 3);
    grid->addWidget(m_engineLabel, 1, 0);
    grid->addWidget(m_engine, 1, 1);
    grid->addWidget(m_weightsLabel, 1, 2);
    grid->addWidget(m_weights, 1, 3);
    grid->addWidget(m_kvCacheKLabel, 2, 0);
    grid->addWidget(m_kvCacheK, 2, 1);
    grid->addWidget(m_kvCacheVLabel, 2, 2);
    grid->addWidget(m_kvCacheV, 2, 3);
    grid->addWidget(m_gpuCountLabel, 3, 0);
    grid->addWidget(m_gpuCount, 3, 1);
    grid->addWidget(m_tensorParallelLabel, 3, 2);
    grid->addWidget(m_tensorParallel, 3, 3);
    auto *engineRow = new QHBoxLayout;
    engineRow->addWidget(m_genericHint, 1);
    engineRow->addWidget(m_vllmBox, 1);
    engineRow->addWidget(m_llamaBox, 1);
    grid->addWidget(m_engineSettingsLabel, 4, 0);
    grid->addLayout(engineRow, 4, 1, 1, 3);

    auto *contextRow = new QHBoxLayout;
    contextRow->addWidget(m_contextSlider, 1);
    contextRow->addWidget(m_contextSpin);
    grid->addWidget(m_contextLabel, 5, 0);
    grid->addLayout(contextRow, 5, 1, 1, 3);
    auto *concurrencyRow = new QHBoxLayout;
    concurrencyRow->addWidget(m_concurrencySlider, 1);
    concurrencyRow->addWidget(m_concurrencySpin);
    grid->addWidget(m_concurrencyLabel, 6, 0);
    grid->addLayout(concurrencyRow, 6, 1, 1, 3);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(grid);
    layout->addWidget(m_chart, 1);
    layout->addWidget(m_verdict);
    layout->addWidget(m_answers);
    layout->addWidget(m_details);

    fillCombos();
    retranslate();

    // Defaults: a common single-GPU setup (Llama 3.1 8B on an RTX 4090) when the catalogue has it, with
    // the generic engine (the first fit model's rules).
    selectModel(QStringLiteral("llama-3.1-8b"));
    selectGpu(QStringLiteral("rtx-4090"));
    m_engine->setCurrentIndex(m_engine->findData(latin1(fit::toString(fit::Engine::Generic))));
    m_weights->setCurrentIndex(m_weights->findData(QStringLiteral("bf16")));
    m_kvCacheK->setCurrentIndex(m_kvCacheK->findData(QStringLiteral("f16")));
    m_kvCacheV->setCurrentIndex(m_kvCacheV->findData(QStringLiteral("f16")));
    onModelChanged();
    onEngineChanged();
    m_contextSlider->setValue(kDefaultContext);
    m_contextSpin->setValue(kDefaultContext);
    m_concurrencySlider->setValue(kDefaultConcurrency);
    m_concurrencySpin->setValue(kDefaultConcurrency);

    // Slider and spin box of a pair follow each other; either one triggers one recomputation.
    connect(m_contextSlider, &QSlider::valueChanged, this, [this](int v) {
        const QSignalBlocker blocker(m_contextSpin);
        m_contextSpin->setValue(v);
        recompute(Change::Context);
    });
    connect(m_contextSpin, &QSpinBox::valueChanged, this, [this](int v) {
        const QSignalBlocker blocker(m_contextSlider);
        m_contextSlider->setValue(v);
        recompute(Change::Context);
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
    connect(m_model, &QComboBox::currentIndexChanged, this, [this] {
        onModelChanged();
        recompute();
    });
    connect(m_gpuCount, &QSpinBox::valueChanged, this, [this](int count) {
        onGpuCountChanged(count);
        recompute();
    });
    connect(m_engine, &QComboBox::currentIndexChanged, this, [this] {
        onEngineChanged();
        recompute();
    });
    connect(m_kvCacheK, &QComboBox::currentIndexChanged, this, [this](int index) {
        if (!m_kvCacheV->isEnabled()) { // the engine uses one type for K and V
            const QSignalBlocker blocker(m_kvCacheV);
            m_kvCacheV->setCurrentIndex(index);
        }
        recompute();
    });
    connect(m_weights, &QComboBox::currentIndexChanged, this, [this] {
        m_weightsNote.clear();
        recompute();
    });
    for (QComboBox *combo : {m_gpu, m_kvCacheV})
        connect(combo, &QComboBox::currentIndexChanged, this, [this] { recompute(); });
    for (QSpinBox *spin : {m_tensorParallel, m_maxBatchedTokens, m_ubatch})
        connect(spin, &QSpinBox::valueChanged, this, [this] { recompute(); });
    connect(m_gpuUtilization, &QDoubleSpinBox::valueChanged, this, [this] { recompute(); });
    connect(m_flashAttention, &QCheckBox::toggled, this, [this] { recompute(); });

    recompute();
}

FitExplorer::~FitExplorer() = default;

void FitExplorer::fillCombos()
{
    for (const catalog::ModelPreset &preset : m_catalog.models())
        m_model->addItem(QString::fromStdString(preset.spec.displayName), QString::fromStdString(preset.spec.id));
    for (const catalog::Gpu &gpu : m_catalog.gpus()) {
        const QString text =
            gpu.marketedLabel.isEmpty() ? gpu.name : QStringLiteral("%1 (%2)").arg(gpu.name, gpu.marketedLabel);
        m_gpu->addItem(text, gpu.id);
    }
    for (const fit::Engine e :
         {fit::Engine::Generic, fit::Engine::LlamaCpp, fit::Engine::IkLlamaCpp, fit::Engine::Vllm, fit::Engine::Ollama})
        m_engine->addItem(QString(), latin1(fit::toString(e)));
    fillEngineCombo();
    for (const fit::KvCacheDtype t : fit::kAllKvCacheDtypes) {
        for (QComboBox *combo : {m_kvCacheK, m_kvCacheV})
            combo->addItem(upper(fit::toString(t)), latin1(fit::toString(t)));
    }
}

void FitExplorer::fillEngineCombo()
{
    for (int i = 0; i < m_engine->count(); ++i) {
        const std::optional<fit::Engine> e = fit::engineFromString(m_engine->itemData(i).toString().toStdString());
        if (e)
            m_engine->setItemText(i, engineName(*e));
    }
}

QString FitExplorer::engineName(fit::Engine engine)
{
    return scenario::labels::engineName(engine);
}

QString FitExplorer::constraintName(fit::Constraint c, const fit::Estimate *estimate)
{
    return scenario::labels::constraintName(c, estimate);
}

bool FitExplorer::selectModel(const QString &modelId)
{
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
    const int kIndex = m_kvCacheK->findData(k);
    const int vIndex = m_kvCacheV->findData(v.isEmpty() ? k : v);
    if (kIndex < 0 || vIndex < 0)
        return false;
    {
        const QSignalBlocker bk(m_kvCacheK);
        const QSignalBlocker bv(m_kvCacheV);
        m_kvCacheK->setCurrentIndex(kIndex);
        m_kvCacheV->setCurrentIndex(vIndex);
    }
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
    const QFileInfo info(path);
    const QString absolute = info.absoluteFilePath();
    const QString id = kImportedPrefix + absolute;
    const QString fileName = info.isDir() ? QStringLiteral("config.json") : info.fileName();
    const QString text = tr("%1 (%2)").arg(QString::fromStdString(imported->spec.displayName), fileName);

    QStringList notes = imported->notes;
    QString weightsNote;
    if (scenario::configWeights(*imported, nullptr, &weightsNote))
        notes << weightsNote;

    auto existing = std::find_if(m_imported.begin(), m_imported.end(),
                                 [&id](const ImportedEntry &entry) { return entry.id == id; });
    if (existing != m_imported.end())
        existing->model = std::move(*imported);
    else
        m_imported.push_back(ImportedEntry{id, absolute, std::move(*imported)});

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
        QStringList tip{absolute};
        tip << notes;
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
    const QString id = m_model->currentData().toString();
    for (const ImportedEntry &entry : m_imported) {
        if (entry.id == id)
            return &entry;
    }
    return nullptr;
}

const fit::ModelSpec *FitExplorer::currentModelSpec() const
{
    if (const ImportedEntry *entry = currentImported())
        return &entry->model.spec;
    const catalog::ModelPreset *preset = m_catalog.model(m_model->currentData().toString());
    return preset ? &preset->spec : nullptr;
}

fit::Engine FitExplorer::currentEngine() const
{
    return fit::engineFromString(m_engine->currentData().toString().toStdString()).value_or(fit::Engine::Generic);
}

void FitExplorer::fillWeights(bool modelChanged)
{
    // The formats the engine can load (scenario::weightFormatsFor), and an imported config's own format
    // when it is not one of them ("… (from config)"). A new model starts from its own storage, as
    // `headroom estimate --model` without --weights does: the config's format, else BF16. A new engine
    // keeps the choice when it can load it.
    const QSignalBlocker blocker(m_weights);
    const QString previous = m_weights->currentData().toString();
    const bool previousWasConfig = m_weights->currentData(kConfigFormatRole).toBool();
    const ImportedEntry *entry = currentImported();
    const std::optional<fit::WeightFormat> config = entry ? scenario::configWeights(entry->model) : std::nullopt;
    const std::vector<fit::WeightFormat> formats = scenario::weightFormatsFor(currentEngine());
    m_weights->clear();
    for (const fit::WeightFormat &f : formats)
        m_weights->addItem(scenario::weightFormatName(f), QString::fromStdString(fit::toString(f)));
    int configIndex = -1;
    if (config) {
        const QString data = QString::fromStdString(fit::toString(*config));
        configIndex = m_weights->findData(data);
        if (configIndex < 0) {
            m_weights->addItem(configEntryText(*config), data);
            configIndex = m_weights->count() - 1;
            m_weights->setItemData(configIndex, true, kConfigFormatRole);
        }
    }
    int index = (modelChanged || previousWasConfig) ? configIndex : -1;
    if (index < 0 && !modelChanged)
        index = m_weights->findData(previous);
    const bool dropped = index < 0 && !modelChanged && !previousWasConfig && !previous.isEmpty();
    if (index < 0)
        index = m_weights->findData(QStringLiteral("bf16"));
    m_weights->setCurrentIndex(std::max(index, 0));
    // A new engine that cannot load the chosen weights says so instead of switching silently.
    m_weightsNote.clear();
    if (const std::optional<fit::WeightFormat> before =
            dropped ? fit::parseWeightFormat(previous.toStdString()) : std::nullopt) {
        const std::optional<QString> why = scenario::weightFormatRefusal(currentEngine(), *before);
        if (why)
            m_weightsNote = tr("%1 The weights are now %2.").arg(*why, m_weights->currentText());
    }
}

void FitExplorer::onModelChanged()
{
    fillWeights(true);

    const fit::ModelSpec *spec = currentModelSpec();
    std::int64_t maxContext = spec ? spec->maxContextTokens : 0;
    if (maxContext <= 0)
        maxContext = kFallbackMaxContext;
    const int max = static_cast<int>(std::clamp<std::int64_t>(maxContext, kMinContext, std::int64_t{1} << 30));
    // Changing the range may clamp the value; the blockers keep that from recomputing twice.
    const QSignalBlocker b1(m_contextSlider);
    const QSignalBlocker b2(m_contextSpin);
    m_contextSlider->setRange(kMinContext, max);
    m_contextSpin->setRange(kMinContext, max);
    m_contextSpin->setValue(m_contextSlider->value());
}

void FitExplorer::onGpuCountChanged(int count)
{
    // One replica over every GPU, as the command line does (scenario::resolve's default); the user may
    // then split them into replicas.
    const QSignalBlocker blocker(m_tensorParallel);
    m_tensorParallel->setMaximum(count);
    m_tensorParallel->setValue(count);
}

void FitExplorer::onEngineChanged()
{
    const fit::Engine engine = currentEngine();
    // Each engine starts from its own defaults (fit::defaultSettings): vLLM 0.90 and its scheduler
    // default, llama.cpp -ub 512 with flash attention, Ollama num_batch 512 without.
    const fit::EngineSettings defaults = fit::defaultSettings(engine);
    {
        const QSignalBlocker b1(m_gpuUtilization);
        const QSignalBlocker b2(m_maxBatchedTokens);
        const QSignalBlocker b3(m_ubatch);
        const QSignalBlocker b4(m_flashAttention);
        m_gpuUtilization->setValue(defaults.gpuMemoryUtilizationPermille / 1000.0);
        m_maxBatchedTokens->setValue(static_cast<int>(defaults.maxNumBatchedTokens));
        m_ubatch->setValue(static_cast<int>(defaults.ubatch));
        m_flashAttention->setChecked(defaults.flashAttention);
    }
    m_genericHint->setVisible(engine == fit::Engine::Generic);
    m_vllmBox->setVisible(engine == fit::Engine::Vllm);
    m_llamaBox->setVisible(usesLlamaCppKnobs(engine));
    fillWeights(false);
    updateKvCacheChoices();
    retranslate(); // labels that name the engine's flags
}

void FitExplorer::updateKvCacheChoices()
{
    const fit::Engine engine = currentEngine();
    const std::vector<fit::KvCacheDtype> types = scenario::kvCacheTypesFor(engine);
    const bool separateV = scenario::separateValueCache(engine);
    auto *kModel = qobject_cast<QStandardItemModel *>(m_kvCacheK->model());
    auto *vModel = qobject_cast<QStandardItemModel *>(m_kvCacheV->model());
    for (int i = 0; i < m_kvCacheK->count(); ++i) {
        const std::optional<fit::KvCacheDtype> t =
            fit::kvCacheDtypeFromName(m_kvCacheK->itemData(i).toString().toStdString());
        const bool allowed = t && std::find(types.begin(), types.end(), *t) != types.end();
        if (kModel && kModel->item(i))
            kModel->item(i)->setEnabled(allowed);
        if (vModel && vModel->item(i))
            vModel->item(i)->setEnabled(allowed);
    }
    const QSignalBlocker bk(m_kvCacheK);
    const QSignalBlocker bv(m_kvCacheV);
    const int f16 = m_kvCacheK->findData(latin1(fit::toString(fit::KvCacheDtype::F16)));
    if (kModel && kModel->item(m_kvCacheK->currentIndex()) && !kModel->item(m_kvCacheK->currentIndex())->isEnabled())
        m_kvCacheK->setCurrentIndex(f16);
    // Engines with one type for both caches (vLLM --kv-cache-dtype, OLLAMA_KV_CACHE_TYPE): V follows K.
    m_kvCacheV->setEnabled(separateV);
    if (!separateV)
        m_kvCacheV->setCurrentIndex(m_kvCacheK->currentIndex());
    else if (vModel && vModel->item(m_kvCacheV->currentIndex()) &&
             !vModel->item(m_kvCacheV->currentIndex())->isEnabled())
        m_kvCacheV->setCurrentIndex(f16);
}

scenario::Choice FitExplorer::choiceFromControls() const
{
    scenario::Choice c;
    if (const ImportedEntry *entry = currentImported()) {
        c.imported = entry->model;
        c.modelConfigPath = entry->path;
    } else {
        c.modelId = m_model->currentData().toString();
    }
    c.gpuId = m_gpu->currentData().toString();
    c.gpuCount = m_gpuCount->value();
    if (m_tensorParallel->value() != c.gpuCount)
        c.gpusPerReplica = m_tensorParallel->value();
    // The model's own storage is no choice: the config entry ("as the config stores them") and the entry of
    // the format resolve() takes by itself leave the weights unset, as `headroom estimate` without --weights
    // does, so that both report where the weights came from (Resolved::weightsSource) alike.
    const std::optional<fit::WeightFormat> listed =
        fit::parseWeightFormat(m_weights->currentData().toString().toStdString());
    const ImportedEntry *imported = currentImported();
    if (!m_weights->currentData(kConfigFormatRole).toBool() &&
        listed != scenario::ownWeights(imported ? &imported->model : nullptr))
        c.weights = listed;
    c.kvCacheK =
        fit::kvCacheDtypeFromName(m_kvCacheK->currentData().toString().toStdString()).value_or(fit::KvCacheDtype::F16);
    const fit::KvCacheDtype v =
        fit::kvCacheDtypeFromName(m_kvCacheV->currentData().toString().toStdString()).value_or(c.kvCacheK);
    if (m_kvCacheV->isEnabled() && v != c.kvCacheK)
        c.kvCacheV = v;
    c.engine = currentEngine();
    if (c.engine == fit::Engine::Vllm) {
        c.gpuMemoryUtilizationPermille = permilleOf(m_gpuUtilization->value());
        c.maxNumBatchedTokens = m_maxBatchedTokens->value();
    }
    if (usesLlamaCppKnobs(c.engine)) {
        c.ubatch = m_ubatch->value();
        c.flashAttention = m_flashAttention->isChecked();
    }
    c.contextTokens = m_contextSpin->value();
    c.concurrency = m_concurrencySpin->value();
    return c;
}

void FitExplorer::recompute(Change change)
{
    m_choice = choiceFromControls();
    const bool hadEstimate = m_estimate.has_value();
    scenario::ChoiceError problem;
    m_resolved = scenario::resolve(m_choice, m_catalog, &problem);
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
    if (m_error) {
        m_estimate.reset();
        m_chart->clearEstimate();
    } else {
        m_chart->setEstimate(*m_estimate);
    }
    runSolvers(hadEstimate ? change : Change::Other);
    showVerdict();
    if (m_estimate)
        emit scenarioChanged(m_scenario, *m_estimate);
    else
        emit scenarioFailed(m_verdict->text());
}

void FitExplorer::runSolvers(Change change)
{
    if (!m_estimate) {
        m_concurrencyAnswer.reset();
        m_contextAnswer.reset();
        m_gpusAnswer.reset();
        return;
    }
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

QString FitExplorer::verdictText() const
{
    QStringList parts{m_verdict->text()};
    if (!m_answers->text().isEmpty())
        parts << m_answers->text();
    parts << m_details->text();
    return parts.join(QLatin1Char('\n'));
}

QString FitExplorer::answersText() const
{
    const QLocale locale;
    const fit::Estimate *e = m_estimate ? &*m_estimate : nullptr;
    QStringList lines;
    const auto withLimit = [e](const QString &text, fit::Constraint binding) {
        return binding == fit::Constraint::None ? text : tr("%1 — limit: %2").arg(text, constraintName(binding, e));
    };
    if (m_concurrencyAnswer) {
        const QString context = locale.toString(m_scenario.workload.contextTokens);
        const std::int64_t n = m_concurrencyAnswer->value;
        QString text;
        if (n <= 0)
            text = tr("Not even one sequence fits at %1 tokens").arg(context);
        else if (n == 1)
            text = tr("Fits 1 sequence at %1 tokens").arg(context);
        else
            text = tr("Fits up to %1 concurrent sequences at %2 tokens").arg(locale.toString(n), context);
        lines << withLimit(text, m_concurrencyAnswer->binding);
    }
    if (m_contextAnswer) {
        const int n = m_scenario.workload.concurrency;
        const QString tokens = locale.toString(m_contextAnswer->value);
        QString text;
        if (m_contextAnswer->value <= 0)
            text = n == 1 ? tr("No context fits for 1 sequence")
                          : tr("No context fits at %1 sequences").arg(locale.toString(n));
        else if (n == 1)
            text = tr("Largest context for 1 sequence: %1 tokens").arg(tokens);
        else
            text = tr("Largest context at %1 sequences: %2 tokens").arg(locale.toString(n), tokens);
        lines << withLimit(text, m_contextAnswer->binding);
    }
    if (m_gpusAnswer) {
        const std::int64_t gpus = m_gpusAnswer->value;
        if (gpus <= 0)
            lines << tr("Does not fit on up to %1 GPUs of this kind").arg(locale.toString(kMaxGpus));
        else if (gpus == 1)
            lines << tr("1 GPU of this kind is enough");
        else
            lines << (scenario::shardsTensors(m_scenario.engine.engine)
                          ? tr("Needs at least %1 GPUs of this kind (tensor parallel)").arg(locale.toString(gpus))
                          : tr("Needs at least %1 GPUs of this kind (layer split)").arg(locale.toString(gpus)));
    }
    return lines.join(QLatin1Char('\n'));
}

void FitExplorer::showVerdict()
{
    if (!m_estimate) {
        const QString message = m_error ? m_error->message : QString();
        m_verdict->setText(tr("Cannot estimate: %1").arg(message));
        m_answers->clear();
        // Point at the control, by its label, rather than at an internal field name.
        const std::pair<const char *, QLabel *> controls[] = {
            {"model", m_modelLabel},
            {"gpu", m_gpuLabel},
            {"memory", m_gpuLabel},
            {"gpuCount", m_gpuCountLabel},
            {"gpusPerReplica", m_tensorParallelLabel},
            {"weights", m_weightsLabel},
            {"kvCache", m_kvCacheKLabel},
            {"kvCacheV", m_kvCacheVLabel},
            {"engine", m_engineLabel},
            {"context", m_contextLabel},
            {"concurrency", m_concurrencyLabel},
        };
        QString control;
        for (const auto &[field, label] : controls) {
            if (m_error && m_error->field == QLatin1String(field))
                control = label->text().remove(QLatin1Char('&')).remove(QLatin1Char(':'));
        }
        m_details->setText(control.isEmpty() ? QString() : tr("Check “%1”.").arg(control));
        updateVerdictColor();
        return;
    }
    const fit::Estimate &e = *m_estimate;
    const QLocale locale;
    const QString verdict = scenario::labels::fitVerdict(e, locale); // the quote dialog and PDF say it alike
    m_verdict->setText(tr("%1 — %2").arg(verdict, tr("binding constraint: %1").arg(constraintName(e.binding, &e))));
    m_answers->setText(answersText());

    const double kvKiB = static_cast<double>(e.kvCacheBytesPerToken) / 1024.0;
    QString details =
        tr("Per GPU: %1 of %2 GiB in use · KV cache: %3 KiB per token · replicas: %4 · GPUs per replica: %5")
            .arg(gib(e.perDevice.total()), gib(e.usablePerDeviceBytes), locale.toString(kvKiB, 'f', kvKiB < 10 ? 2 : 0),
                 locale.toString(e.replicas), locale.toString(e.devices));
    if (e.layersPerDevice.size() > 1) {
        QStringList layers;
        for (const int n : e.layersPerDevice)
            layers << locale.toString(n);
        details += tr(" · layers per GPU: %1 (the figures are the most loaded GPU's)").arg(layers.join(u", "));
    }
    if (e.engine != fit::Engine::Generic)
        details += tr(" · %1 holds %2 tokens of KV cache per GPU")
                       .arg(engineName(e.engine), locale.toString(e.kvCacheTokensCapacity));
    if (!m_weightsNote.isEmpty())
        details += QLatin1Char('\n') + m_weightsNote;
    m_details->setText(details);
    updateVerdictColor();
}

void FitExplorer::updateVerdictColor()
{
    const bool dark = palette().color(QPalette::Window).lightness() < 128;
    QColor color = palette().color(QPalette::WindowText);
    if (m_estimate)
        color = m_estimate->fits ? (dark ? QColor(0x7b, 0xd8, 0x8f) : QColor(0x1b, 0x7f, 0x3b))
                                 : (dark ? QColor(0xff, 0x8a, 0x80) : QColor(0xb3, 0x26, 0x1e));
    QPalette pal = m_verdict->palette();
    if (pal.color(QPalette::WindowText) != color) {
        pal.setColor(QPalette::WindowText, color);
        m_verdict->setPalette(pal);
    }
}

void FitExplorer::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        showVerdict();
    } else if (event->type() == QEvent::PaletteChange) {
        updateVerdictColor();
    }
}

void FitExplorer::retranslate()
{
    const fit::Engine engine =
        fit::engineFromString(m_engine->currentData().toString().toStdString()).value_or(fit::Engine::Generic);
    m_modelLabel->setText(tr("&Model:"));
    m_gpuLabel->setText(tr("&GPU:"));
    m_engineLabel->setText(tr("&Engine:"));
    m_weightsLabel->setText(tr("&Weights:"));
    m_kvCacheKLabel->setText(tr("&K cache:"));
    m_kvCacheVLabel->setText(tr("V c&ache:"));
    m_gpuCountLabel->setText(tr("GPU &count:"));
    // Engines that shard tensors split one replica by tensor parallelism; the llama.cpp family by layer.
    m_tensorParallelLabel->setText(scenario::shardsTensors(engine) ? tr("&Tensor parallel:")
                                                                   : tr("&Layer split over:"));
    m_engineSettingsLabel->setText(tr("Engine settings:"));
    m_contextLabel->setText(tr("Con&text length:"));
    m_concurrencyLabel->setText(tr("C&oncurrency:"));
    m_contextSpin->setSuffix(tr(" tokens"));
    m_concurrencySpin->setSuffix(tr(" sequences"));
    fillEngineCombo();
    m_engine->setToolTip(tr("Inference engine whose memory rules the estimate follows"));
    m_model->setToolTip(tr("A catalogue model, or a config.json opened with File → Open model config…"));
    m_weights->setToolTip(tr("Precision in which the model weights are stored"));
    for (int i = 0; i < m_weights->count(); ++i) {
        if (!m_weights->itemData(i, kConfigFormatRole).toBool())
            continue;
        if (const std::optional<fit::WeightFormat> f =
                fit::parseWeightFormat(m_weights->itemData(i).toString().toStdString()))
            m_weights->setItemText(i, configEntryText(*f));
    }
    m_kvCacheK->setToolTip(tr("Element type of the K cache (llama.cpp --cache-type-k; vLLM --kv-cache-dtype sets "
                              "both K and V)"));
    m_kvCacheV->setToolTip(m_kvCacheV->isEnabled()
                               ? tr("Element type of the V cache (llama.cpp --cache-type-v)")
                               : tr("%1 uses one type for the K and V caches").arg(engineName(engine)));
    m_tensorParallel->setToolTip(
        scenario::shardsTensors(engine)
            ? tr("GPUs that split one model replica by tensor parallelism (must divide the attention heads); the "
                 "others hold further replicas")
            : tr("GPUs that split one model replica by layer (--split-mode layer, any number); the others hold "
                 "further replicas"));
    m_contextSlider->setAccessibleName(tr("Context length in tokens"));
    m_concurrencySlider->setAccessibleName(tr("Concurrent sequences"));
    m_contextSlider->setToolTip(tr("Tokens per sequence: prompt plus generated text"));
    m_concurrencySlider->setToolTip(tr("Sequences kept in the KV cache at the same time"));

    m_genericHint->setText(tr("Transformers-style static cache: batch × context, no engine reserve."));
    m_gpuUtilizationLabel->setText(tr("GPU memory &utilization:"));
    m_gpuUtilization->setToolTip(tr("vLLM --gpu-memory-utilization: the share of GPU memory vLLM budgets for "
                                    "weights, activations and the KV cache"));
    m_maxBatchedTokensLabel->setText(tr("Max &batched tokens:"));
    m_maxBatchedTokens->setSpecialValueText(tr("default"));
    m_maxBatchedTokens->setToolTip(tr("vLLM --max-num-batched-tokens; default: 8,192 on GPUs with at least 70 GiB "
                                      "(except A100), else 2,048"));
    m_ubatchLabel->setText(engine == fit::Engine::Ollama ? tr("&Batch (num_batch):") : tr("Micro-&batch (-ub):"));
    m_ubatch->setToolTip(engine == fit::Engine::Ollama
                             ? tr("Ollama num_batch: tokens per compute step")
                             : tr("llama.cpp --ubatch-size: tokens per compute step (sizes the compute buffer)"));
    m_flashAttention->setText(tr("Flash atte&ntion"));
    m_flashAttention->setToolTip(engine == fit::Engine::Ollama
                                     ? tr("OLLAMA_FLASH_ATTENTION; without it Ollama keeps the KV cache in F16")
                                     : tr("llama.cpp --flash-attn; without it a quantized V cache is stored as F16"));
}

} // namespace headroom::ui
