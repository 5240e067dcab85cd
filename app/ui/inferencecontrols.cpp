// SPDX-License-Identifier: GPL-3.0-or-later
#include "inferencecontrols.h"

#include "placementcontrols.h"

#include <scenario/labels.h>

#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QStandardItemModel>

#include <algorithm>

namespace headroom::ui {

namespace {

// vLLM --gpu-memory-utilization as the spin box offers it: 0.50..1.00 in steps of 0.01.
constexpr double kMinGpuUtilization = 0.50;
constexpr double kMaxGpuUtilization = 1.00;
constexpr int kMaxBatchedTokens = 1 << 20;
constexpr int kMaxUbatch = 1 << 16;

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

QString plain(const QLabel *label)
{
    return label->text().remove(QLatin1Char('&')).remove(QLatin1Char(':'));
}

} // namespace

InferenceControls::InferenceControls(QWidget *parent)
    : QWidget(parent)
{
    m_kvCacheK = new QComboBox(this);
    m_kvCacheV = new QComboBox(this);
    for (const fit::KvCacheDtype t : fit::kAllKvCacheDtypes) {
        for (QComboBox *combo : {m_kvCacheK, m_kvCacheV})
            combo->addItem(upper(fit::toString(t)), latin1(fit::toString(t)));
    }
    m_kvCacheK->setCurrentIndex(m_kvCacheK->findData(QStringLiteral("f16")));
    m_kvCacheV->setCurrentIndex(m_kvCacheV->findData(QStringLiteral("f16")));
    m_tensorParallel = new QSpinBox(this);
    m_tensorParallel->setRange(1, 1);
    buildEngineBoxes();
    buildLayout();
    setEngine(fit::Engine::Generic);
    connectSignals();
}

InferenceControls::~InferenceControls() = default;

void InferenceControls::buildEngineBoxes()
{
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
}

void InferenceControls::buildLayout()
{
    m_kvCacheKLabel = new QLabel(this);
    m_kvCacheKLabel->setBuddy(m_kvCacheK);
    m_kvCacheVLabel = new QLabel(this);
    m_kvCacheVLabel->setBuddy(m_kvCacheV);
    m_tensorParallelLabel = new QLabel(this);
    m_tensorParallelLabel->setBuddy(m_tensorParallel);
    m_engineSettingsLabel = new QLabel(this);

    m_grid = new QGridLayout(this);
    m_grid->setContentsMargins(0, 0, 0, 0);
    m_grid->setColumnStretch(1, 1);
    m_grid->setColumnStretch(3, 1);
    m_grid->setHorizontalSpacing(10);
    m_grid->addWidget(m_kvCacheKLabel, 0, 0);
    m_grid->addWidget(m_kvCacheK, 0, 1);
    m_grid->addWidget(m_kvCacheVLabel, 0, 2);
    m_grid->addWidget(m_kvCacheV, 0, 3);
    m_grid->addWidget(m_tensorParallelLabel, 1, 0);
    m_grid->addWidget(m_tensorParallel, 1, 1);
    // The three engine families' settings share one cell; each keeps its size when hidden, so the row is as
    // tall as the tallest of them for every engine and the chart below does not move when the engine
    // changes (issue 15).
    m_grid->addWidget(m_engineSettingsLabel, 2, 0);
    for (QWidget *page : {static_cast<QWidget *>(m_genericHint), m_vllmBox, m_llamaBox}) {
        QSizePolicy policy = page->sizePolicy();
        policy.setRetainSizeWhenHidden(true);
        page->setSizePolicy(policy);
        m_grid->addWidget(page, 2, 1, 1, 3);
    }
    m_placement = new PlacementControls(this);
    m_placementLabel = new QLabel(this);
    m_grid->addWidget(m_placementLabel, 3, 0);
    m_grid->addWidget(m_placement, 3, 1, 1, 3);
}

void InferenceControls::connectSignals()
{
    connect(m_kvCacheK, &QComboBox::currentIndexChanged, this, [this](int index) {
        if (!m_kvCacheV->isEnabled()) { // the engine uses one type for K and V
            const QSignalBlocker blocker(m_kvCacheV);
            m_kvCacheV->setCurrentIndex(index);
        }
        emit changed();
    });
    connect(m_kvCacheV, &QComboBox::currentIndexChanged, this, &InferenceControls::changed);
    for (QSpinBox *spin : {m_tensorParallel, m_maxBatchedTokens, m_ubatch})
        connect(spin, &QSpinBox::valueChanged, this, &InferenceControls::changed);
    connect(m_gpuUtilization, &QDoubleSpinBox::valueChanged, this, &InferenceControls::changed);
    connect(m_flashAttention, &QCheckBox::toggled, this, &InferenceControls::changed);
    connect(m_placement, &PlacementControls::changed, this, &InferenceControls::changed);
}

void InferenceControls::setEngine(fit::Engine engine)
{
    m_engine = engine;
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
    m_placement->setEngine(engine);
    updateKvCacheChoices();
    retranslate(); // labels that name the engine's flags
}

void InferenceControls::setGpuCount(int count)
{
    // One replica over every GPU, as the command line does (scenario::resolve's default); the user may
    // then split them into replicas.
    const QSignalBlocker blocker(m_tensorParallel);
    m_tensorParallel->setMaximum(count);
    m_tensorParallel->setValue(count);
}

bool InferenceControls::selectKvCache(const QString &k, const QString &v)
{
    const int kIndex = m_kvCacheK->findData(k);
    const int vIndex = m_kvCacheV->findData(v.isEmpty() ? k : v);
    if (kIndex < 0 || vIndex < 0)
        return false;
    const QSignalBlocker bk(m_kvCacheK);
    const QSignalBlocker bv(m_kvCacheV);
    m_kvCacheK->setCurrentIndex(kIndex);
    m_kvCacheV->setCurrentIndex(vIndex);
    return true;
}

void InferenceControls::updateKvCacheChoices()
{
    const std::vector<fit::KvCacheDtype> types = scenario::kvCacheTypesFor(m_engine);
    const bool separateV = scenario::separateValueCache(m_engine);
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

void InferenceControls::write(scenario::Choice &c) const
{
    if (m_tensorParallel->value() != c.gpuCount)
        c.gpusPerReplica = m_tensorParallel->value();
    c.kvCacheK =
        fit::kvCacheDtypeFromName(m_kvCacheK->currentData().toString().toStdString()).value_or(fit::KvCacheDtype::F16);
    const fit::KvCacheDtype v =
        fit::kvCacheDtypeFromName(m_kvCacheV->currentData().toString().toStdString()).value_or(c.kvCacheK);
    if (m_kvCacheV->isEnabled() && v != c.kvCacheK)
        c.kvCacheV = v;
    c.engine = m_engine;
    if (c.engine == fit::Engine::Vllm) {
        c.gpuMemoryUtilizationPermille = permilleOf(m_gpuUtilization->value());
        c.maxNumBatchedTokens = m_maxBatchedTokens->value();
    }
    if (usesLlamaCppKnobs(c.engine)) {
        c.ubatch = m_ubatch->value();
        c.flashAttention = m_flashAttention->isChecked();
    }
    m_placement->write(c);
}

QString InferenceControls::controlNameFor(const QString &field) const
{
    const std::pair<const char *, QLabel *> controls[] = {
        {"gpusPerReplica", m_tensorParallelLabel},
        {"tensorParallel", m_tensorParallelLabel}, // fit::estimate's name for the same control
        {"maxNumBatchedTokens", m_maxBatchedTokensLabel},
        {"kvCache", m_kvCacheKLabel},
        {"kvCacheV", m_kvCacheVLabel},
        {"ubatch", m_ubatchLabel},
        {"gpuMemoryUtilization", m_gpuUtilizationLabel},
        {"gpuLayers", m_placementLabel},
        {"tensorSplit", m_placementLabel},
        {"expertsOnCpu", m_placementLabel},
        {"pipelineParallel", m_placementLabel},
        {"expertParallel", m_placementLabel},
        {"devices", m_placementLabel},
    };
    for (const auto &[name, label] : controls) {
        if (field == QLatin1String(name))
            return plain(label);
    }
    return {};
}

void InferenceControls::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslate();
}

void InferenceControls::retranslate()
{
    // These strings were the fit explorer's before its inference knobs got their own widget; they keep its
    // translation context (QCoreApplication::translate with a literal context, which lupdate reads).
    const fit::Engine engine = m_engine;
    m_kvCacheKLabel->setText(QCoreApplication::translate("headroom::ui::FitExplorer", "&K cache:"));
    m_kvCacheVLabel->setText(QCoreApplication::translate("headroom::ui::FitExplorer", "V c&ache:"));
    // Engines that shard tensors split one replica by tensor parallelism; the llama.cpp family by layer.
    m_tensorParallelLabel->setText(
        scenario::shardsTensors(engine)
            ? QCoreApplication::translate("headroom::ui::FitExplorer", "&Tensor parallel:")
            : QCoreApplication::translate("headroom::ui::FitExplorer", "&Layer split over:"));
    m_engineSettingsLabel->setText(QCoreApplication::translate("headroom::ui::FitExplorer", "Engine settings:"));
    m_placementLabel->setText(tr("Placement:"));
    m_placementLabel->setToolTip(tr("Where the engine puts the model's layers: GPUs, host RAM, pipeline stages"));
    m_kvCacheK->setToolTip(QCoreApplication::translate("headroom::ui::FitExplorer",
                                                       "Element type of the K cache (llama.cpp --cache-type-k; vLLM "
                                                       "--kv-cache-dtype sets both K and V)"));
    m_kvCacheV->setToolTip(
        m_kvCacheV->isEnabled()
            ? QCoreApplication::translate("headroom::ui::FitExplorer",
                                          "Element type of the V cache (llama.cpp --cache-type-v)")
            : QCoreApplication::translate("headroom::ui::FitExplorer", "%1 uses one type for the K and V caches")
                  .arg(scenario::labels::engineName(engine)));
    m_tensorParallel->setToolTip(
        scenario::shardsTensors(engine)
            ? QCoreApplication::translate("headroom::ui::FitExplorer",
                                          "GPUs that split one model replica by tensor parallelism (must divide the "
                                          "attention heads); the others hold further replicas")
            : QCoreApplication::translate(
                  "headroom::ui::FitExplorer",
                  "GPUs that split one model replica by layer (--split-mode layer, any number); "
                  "the others hold further replicas"));

    m_genericHint->setText(QCoreApplication::translate(
        "headroom::ui::FitExplorer", "Transformers-style static cache: batch × context, no engine reserve."));
    m_gpuUtilizationLabel->setText(
        QCoreApplication::translate("headroom::ui::FitExplorer", "GPU memory &utilization:"));
    m_gpuUtilization->setToolTip(QCoreApplication::translate(
        "headroom::ui::FitExplorer", "vLLM --gpu-memory-utilization: the share of GPU memory vLLM "
                                     "budgets for weights, activations and the KV cache"));
    m_maxBatchedTokensLabel->setText(QCoreApplication::translate("headroom::ui::FitExplorer", "Max &batched tokens:"));
    m_maxBatchedTokens->setSpecialValueText(QCoreApplication::translate("headroom::ui::FitExplorer", "default"));
    m_maxBatchedTokens->setToolTip(QCoreApplication::translate(
        "headroom::ui::FitExplorer", "vLLM --max-num-batched-tokens; default: 8,192 on GPUs with "
                                     "at least 70 GiB (except A100), else 2,048"));
    m_ubatchLabel->setText(engine == fit::Engine::Ollama
                               ? QCoreApplication::translate("headroom::ui::FitExplorer", "&Batch (num_batch):")
                               : QCoreApplication::translate("headroom::ui::FitExplorer", "Micro-&batch (-ub):"));
    m_ubatch->setToolTip(
        engine == fit::Engine::Ollama
            ? QCoreApplication::translate("headroom::ui::FitExplorer", "Ollama num_batch: tokens per compute step")
            : QCoreApplication::translate("headroom::ui::FitExplorer",
                                          "llama.cpp --ubatch-size: tokens per compute step (sizes the "
                                          "compute buffer)"));
    m_flashAttention->setText(QCoreApplication::translate("headroom::ui::FitExplorer", "Flash atte&ntion"));
    m_flashAttention->setToolTip(
        engine == fit::Engine::Ollama
            ? QCoreApplication::translate("headroom::ui::FitExplorer",
                                          "OLLAMA_FLASH_ATTENTION; without it Ollama keeps the KV cache in F16")
            : QCoreApplication::translate("headroom::ui::FitExplorer",
                                          "llama.cpp --flash-attn; without it a quantized V cache is stored as F16"));
}

} // namespace headroom::ui
