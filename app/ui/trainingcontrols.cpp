// SPDX-License-Identifier: GPL-3.0-or-later
#include "trainingcontrols.h"

#include <scenario/workloadlabels.h>

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QSignalBlocker>
#include <QSlider>
#include <QSpinBox>

namespace headroom::ui {

namespace {

// The values `headroom estimate` accepts (cli/workloadoptions.cpp): micro-batch and gradient accumulation
// 1..65,536, LoRA rank 1..65,536, shard group 1..65,536 (the window offers up to its 64 GPUs).
constexpr int kMaxMicroBatch = 65536;
constexpr int kMicroBatchSliderMax = 64; // the slider's range; the spin box takes the rest
constexpr int kMaxAccumulation = 65536;
constexpr int kMaxLoraRank = 65536;
constexpr int kMaxShardGroup = 64;

constexpr fit::Optimizer kOptimizers[] = {fit::Optimizer::AdamW, fit::Optimizer::AdamW8bit,
                                          fit::Optimizer::PagedAdamW8bit, fit::Optimizer::SgdMomentum,
                                          fit::Optimizer::Adafactor};
constexpr fit::Sharding kShardings[] = {fit::Sharding::Ddp,      fit::Sharding::Zero1,       fit::Sharding::Zero2,
                                        fit::Sharding::Zero3,    fit::Sharding::FsdpNoShard, fit::Sharding::FsdpGradOp,
                                        fit::Sharding::FsdpFull, fit::Sharding::FsdpHybrid};
constexpr fit::ActivationCheckpointing kCheckpointing[] = {
    fit::ActivationCheckpointing::None, fit::ActivationCheckpointing::Selective, fit::ActivationCheckpointing::Full};
constexpr fit::Offload kOffloads[] = {fit::Offload::None, fit::Offload::Optimizer, fit::Offload::OptimizerParams};
constexpr fit::GradientDtype kGradients[] = {fit::GradientDtype::BF16, fit::GradientDtype::FP32};
constexpr fit::LoraTarget kTargets[] = {fit::LoraQ,    fit::LoraK,  fit::LoraV,   fit::LoraO,
                                        fit::LoraGate, fit::LoraUp, fit::LoraDown};
const char *const kTargetNames[] = {"q", "k", "v", "o", "gate", "up", "down"}; // PEFT's *_proj module stems

QString latin1(std::string_view s)
{
    return QString::fromLatin1(s.data(), static_cast<qsizetype>(s.size()));
}

template<typename E> std::optional<E> currentOf(const QComboBox *combo, std::optional<E> (*parse)(std::string_view))
{
    return parse(combo->currentData().toString().toStdString());
}

QString plain(const QLabel *label)
{
    return label->text().remove(QLatin1Char('&')).remove(QLatin1Char(':'));
}

} // namespace

TrainingControls::TrainingControls(QWidget *parent)
    : QWidget(parent)
{
    m_optimizer = new QComboBox(this);
    for (const fit::Optimizer o : kOptimizers)
        m_optimizer->addItem(QString(), latin1(fit::toString(o)));
    m_masterWeights = new QComboBox(this);
    m_masterWeights->addItem(QString(), QStringLiteral("fp32"));
    m_masterWeights->addItem(QString(), QStringLiteral("none"));
    m_gradients = new QComboBox(this);
    for (const fit::GradientDtype g : kGradients)
        m_gradients->addItem(latin1(fit::toString(g)).toUpper(), latin1(fit::toString(g)));
    m_checkpointing = new QComboBox(this);
    for (const fit::ActivationCheckpointing c : kCheckpointing)
        m_checkpointing->addItem(QString(), latin1(fit::toString(c)));
    m_sharding = new QComboBox(this);
    for (const fit::Sharding s : kShardings)
        m_sharding->addItem(QString(), latin1(fit::toString(s)));
    m_shardGroup = new QSpinBox(this);
    m_shardGroup->setRange(0, kMaxShardGroup);
    m_offload = new QComboBox(this);
    for (const fit::Offload o : kOffloads)
        m_offload->addItem(QString(), latin1(fit::toString(o)));
    m_inBackward = new QCheckBox(this);
    m_flashAttention = new QCheckBox(this);
    m_accumulation = new QSpinBox(this);
    m_accumulation->setRange(1, kMaxAccumulation);
    m_accumulationNote = new QLabel(this);
    m_accumulationNote->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    m_accumulationNote->setForegroundRole(QPalette::PlaceholderText);

    m_loraBox = new QWidget(this);
    m_loraRankLabel = new QLabel(m_loraBox);
    m_loraRank = new QSpinBox(m_loraBox);
    m_loraRank->setRange(1, kMaxLoraRank);
    m_loraTargetsLabel = new QLabel(m_loraBox);
    for (std::size_t i = 0; i < m_loraTargets.size(); ++i)
        m_loraTargets[i] = new QCheckBox(QString::fromLatin1(kTargetNames[i]), m_loraBox);

    m_microBatchSlider = new QSlider(Qt::Horizontal, this);
    m_microBatchSlider->setRange(1, kMicroBatchSliderMax);
    m_microBatchSlider->setPageStep(4);
    m_microBatchSpin = new QSpinBox(this);
    m_microBatchSpin->setRange(1, kMaxMicroBatch);
    m_microBatchSpin->setMinimumWidth(130);

    // Every knob starts at fit::TrainingSettings' default, as `headroom estimate` without the option.
    const fit::TrainingSettings defaults;
    selectData(m_optimizer, latin1(fit::toString(defaults.optimizer)));
    m_masterWeights->setCurrentIndex(defaults.masterWeights ? 0 : 1);
    selectData(m_gradients, latin1(fit::toString(defaults.gradients)));
    selectData(m_checkpointing, latin1(fit::toString(defaults.checkpointing)));
    selectData(m_sharding, latin1(fit::toString(defaults.sharding)));
    m_shardGroup->setValue(defaults.shardGroup);
    selectData(m_offload, latin1(fit::toString(defaults.offload)));
    m_inBackward->setChecked(defaults.optimizerInBackward);
    m_flashAttention->setChecked(defaults.flashAttention);
    m_accumulation->setValue(defaults.gradientAccumulationSteps);
    m_loraRank->setValue(defaults.loraRank);
    for (std::size_t i = 0; i < m_loraTargets.size(); ++i)
        m_loraTargets[i]->setChecked((defaults.loraTargets & kTargets[i]) != 0);
    m_microBatchSlider->setValue(defaults.microBatch);
    m_microBatchSpin->setValue(defaults.microBatch);

    buildLayout();
    connectSignals();
    retranslate();
    updateEnabled();
}

TrainingControls::~TrainingControls() = default;

void TrainingControls::buildLayout()
{
    const auto label = [this](QWidget *buddy) {
        auto *l = new QLabel(this);
        l->setBuddy(buddy);
        return l;
    };
    m_optimizerLabel = label(m_optimizer);
    m_masterWeightsLabel = label(m_masterWeights);
    m_gradientsLabel = label(m_gradients);
    m_checkpointingLabel = label(m_checkpointing);
    m_shardingLabel = label(m_sharding);
    m_shardGroupLabel = label(m_shardGroup);
    m_offloadLabel = label(m_offload);
    m_optionsLabel = new QLabel(this);
    m_accumulationLabel = label(m_accumulation);
    m_loraLabel = new QLabel(this);
    m_microBatchLabel = label(m_microBatchSpin);
    m_loraRankLabel->setBuddy(m_loraRank);

    m_grid = new QGridLayout(this);
    m_grid->setContentsMargins(0, 0, 0, 0);
    m_grid->setHorizontalSpacing(10);
    m_grid->setColumnStretch(1, 1);
    m_grid->setColumnStretch(3, 1);
    const std::pair<QLabel *, QWidget *> cells[][2] = {
        {{m_optimizerLabel, m_optimizer}, {m_masterWeightsLabel, m_masterWeights}},
        {{m_gradientsLabel, m_gradients}, {m_checkpointingLabel, m_checkpointing}},
        {{m_shardingLabel, m_sharding}, {m_shardGroupLabel, m_shardGroup}},
    };
    int row = 0;
    for (const auto &pair : cells) {
        m_grid->addWidget(pair[0].first, row, 0);
        m_grid->addWidget(pair[0].second, row, 1);
        m_grid->addWidget(pair[1].first, row, 2);
        m_grid->addWidget(pair[1].second, row, 3);
        ++row;
    }
    m_grid->addWidget(m_offloadLabel, row, 0);
    m_grid->addWidget(m_offload, row, 1);
    m_grid->addWidget(m_accumulationLabel, row, 2);
    m_grid->addWidget(m_accumulation, row, 3);
    ++row;
    // The switches, then the note that gradient accumulation changes no memory term (it sits at the end of
    // this row, under the spin box, where it takes no row of its own).
    auto *options = new QHBoxLayout;
    options->addWidget(m_inBackward);
    options->addSpacing(12);
    options->addWidget(m_flashAttention);
    options->addSpacing(12);
    options->addWidget(m_accumulationNote, 1);
    m_grid->addWidget(m_optionsLabel, row, 0);
    m_grid->addLayout(options, row, 1, 1, 3);
    ++row;

    auto *lora = new QHBoxLayout(m_loraBox);
    lora->setContentsMargins(0, 0, 0, 0);
    lora->addWidget(m_loraRankLabel);
    lora->addWidget(m_loraRank);
    lora->addSpacing(16);
    lora->addWidget(m_loraTargetsLabel);
    for (QCheckBox *box : m_loraTargets)
        lora->addWidget(box);
    lora->addStretch(1);
    m_grid->addWidget(m_loraLabel, row, 0);
    m_grid->addWidget(m_loraBox, row, 1, 1, 3);
    ++row;

    auto *microBatch = new QHBoxLayout;
    microBatch->addWidget(m_microBatchSlider, 1);
    microBatch->addWidget(m_microBatchSpin);
    m_grid->addWidget(m_microBatchLabel, row, 0);
    m_grid->addLayout(microBatch, row, 1, 1, 3);
}

void TrainingControls::connectSignals()
{
    for (QComboBox *combo : {m_optimizer, m_masterWeights, m_gradients, m_checkpointing, m_sharding, m_offload})
        connect(combo, &QComboBox::currentIndexChanged, this, [this] {
            updateEnabled();
            emit changed();
        });
    for (QSpinBox *spin : {m_shardGroup, m_accumulation, m_loraRank})
        connect(spin, &QSpinBox::valueChanged, this, [this] {
            updateSuffixes();
            emit changed();
        });
    for (QCheckBox *box : {m_inBackward, m_flashAttention})
        connect(box, &QCheckBox::toggled, this, &TrainingControls::changed);
    for (QCheckBox *box : m_loraTargets)
        connect(box, &QCheckBox::toggled, this, &TrainingControls::changed);
    // Slider and spin box follow each other; either one emits one signal.
    connect(m_microBatchSlider, &QSlider::valueChanged, this, [this](int v) {
        const QSignalBlocker blocker(m_microBatchSpin);
        m_microBatchSpin->setValue(v);
        emit microBatchChanged();
    });
    connect(m_microBatchSpin, &QSpinBox::valueChanged, this, [this](int v) {
        const QSignalBlocker blocker(m_microBatchSlider);
        m_microBatchSlider->setValue(v);
        updateSuffixes();
        emit microBatchChanged();
    });
}

bool TrainingControls::selectData(QComboBox *combo, const QString &data)
{
    const int index = combo->findData(data);
    if (index < 0)
        return false;
    combo->setCurrentIndex(index);
    return true;
}

void TrainingControls::updateSuffixes()
{
    m_microBatchSpin->setSuffix(m_microBatchSpin->value() == 1 ? tr(" sequence") : tr(" sequences"));
    m_accumulation->setSuffix(m_accumulation->value() == 1 ? tr(" micro-batch") : tr(" micro-batches"));
}

void TrainingControls::setKind(fit::WorkloadKind kind)
{
    m_kind = kind;
    const bool lora = kind == fit::WorkloadKind::Lora || kind == fit::WorkloadKind::Qlora;
    m_loraLabel->setVisible(lora);
    m_loraBox->setVisible(lora);
}

void TrainingControls::updateEnabled()
{
    // The shard group is FSDP HYBRID_SHARD's only (resolve() refuses it for another strategy).
    const bool hybrid = m_sharding->currentData().toString() == latin1(fit::toString(fit::Sharding::FsdpHybrid));
    m_shardGroup->setEnabled(hybrid);
    m_shardGroupLabel->setEnabled(hybrid);
}

QCheckBox *TrainingControls::loraTargetCheckBox(unsigned target) const
{
    for (std::size_t i = 0; i < m_loraTargets.size(); ++i) {
        if (kTargets[i] == target)
            return m_loraTargets[i];
    }
    return nullptr;
}

void TrainingControls::write(scenario::Choice &choice) const
{
    scenario::TrainingChoice &t = choice.training;
    t = scenario::TrainingChoice{};
    t.microBatch = m_microBatchSpin->value();
    t.gradientAccumulationSteps = m_accumulation->value();
    t.optimizer = currentOf(m_optimizer, &fit::optimizerFromString);
    t.masterWeights = m_masterWeights->currentData().toString() == QLatin1String("fp32");
    t.gradientDtype = currentOf(m_gradients, &fit::gradientDtypeFromString);
    t.optimizerInBackward = m_inBackward->isChecked();
    t.checkpointing = currentOf(m_checkpointing, &fit::activationCheckpointingFromString);
    t.sharding = currentOf(m_sharding, &fit::shardingFromString);
    if (t.sharding == fit::Sharding::FsdpHybrid && m_shardGroup->value() > 0)
        t.shardGroup = m_shardGroup->value();
    t.offload = currentOf(m_offload, &fit::offloadFromString);
    if (m_kind == fit::WorkloadKind::Lora || m_kind == fit::WorkloadKind::Qlora) {
        t.loraRank = m_loraRank->value();
        unsigned targets = 0;
        for (std::size_t i = 0; i < m_loraTargets.size(); ++i) {
            if (m_loraTargets[i]->isChecked())
                targets |= kTargets[i];
        }
        t.loraTargets = targets; // none checked: the fit model says the targets match no matrix
    }
    choice.flashAttention = m_flashAttention->isChecked();
}

void TrainingControls::read(const scenario::Choice &choice)
{
    const scenario::TrainingChoice &t = choice.training;
    const auto select = [](QComboBox *combo, auto value) {
        if (value)
            selectData(combo, latin1(fit::toString(*value)));
    };
    if (t.microBatch)
        m_microBatchSpin->setValue(*t.microBatch);
    if (t.gradientAccumulationSteps)
        m_accumulation->setValue(*t.gradientAccumulationSteps);
    select(m_optimizer, t.optimizer);
    if (t.masterWeights)
        m_masterWeights->setCurrentIndex(*t.masterWeights ? 0 : 1); // fp32 master weights, none
    select(m_gradients, t.gradientDtype);
    if (t.optimizerInBackward)
        m_inBackward->setChecked(*t.optimizerInBackward);
    select(m_checkpointing, t.checkpointing);
    select(m_sharding, t.sharding);
    if (t.shardGroup)
        m_shardGroup->setValue(*t.shardGroup);
    select(m_offload, t.offload);
    if (t.loraRank)
        m_loraRank->setValue(*t.loraRank);
    if (t.loraTargets) {
        for (std::size_t i = 0; i < m_loraTargets.size(); ++i)
            m_loraTargets[i]->setChecked((*t.loraTargets & kTargets[i]) != 0);
    }
    if (choice.flashAttention)
        m_flashAttention->setChecked(*choice.flashAttention);
}

QString TrainingControls::controlNameFor(const QString &field) const
{
    const std::pair<const char *, QLabel *> controls[] = {
        {"shardGroup", m_shardGroupLabel}, {"loraTargets", m_loraTargetsLabel}, {"loraRank", m_loraRankLabel},
        {"microBatch", m_microBatchLabel}, {"optimizer", m_optimizerLabel},     {"offload", m_offloadLabel},
        {"sharding", m_shardingLabel},
    };
    for (const auto &[name, label] : controls) {
        if (field == QLatin1String(name))
            return plain(label);
    }
    return {};
}

void TrainingControls::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslate();
}

void TrainingControls::retranslate()
{
    namespace labels = scenario::labels;
    for (int i = 0; i < m_optimizer->count(); ++i) {
        if (const auto o = fit::optimizerFromString(m_optimizer->itemData(i).toString().toStdString()))
            m_optimizer->setItemText(i, labels::optimizerName(*o));
    }
    for (int i = 0; i < m_sharding->count(); ++i) {
        if (const auto s = fit::shardingFromString(m_sharding->itemData(i).toString().toStdString()))
            m_sharding->setItemText(i, labels::shardingName(*s));
    }
    m_masterWeights->setItemText(0, tr("FP32 copy"));
    m_masterWeights->setItemText(1, tr("None"));
    m_checkpointing->setItemText(0, tr("None"));
    m_checkpointing->setItemText(1, tr("Selective"));
    m_checkpointing->setItemText(2, tr("Full"));
    m_offload->setItemText(0, tr("None"));
    m_offload->setItemText(1, tr("Optimizer state"));
    m_offload->setItemText(2, tr("Optimizer state and weights"));

    m_optimizerLabel->setText(tr("O&ptimizer:"));
    m_masterWeightsLabel->setText(tr("Master w&eights:"));
    m_gradientsLabel->setText(tr("Gr&adients:"));
    m_checkpointingLabel->setText(tr("Activation c&heckpointing:"));
    m_shardingLabel->setText(tr("&Sharding:"));
    m_shardGroupLabel->setText(tr("Shard gro&up:"));
    m_offloadLabel->setText(tr("CPU o&ffload:"));
    m_optionsLabel->setText(tr("Options:"));
    m_accumulationLabel->setText(tr("Gradient accumulat&ion:"));
    m_loraLabel->setText(tr("LoRA adapter:"));
    m_loraRankLabel->setText(tr("&Rank:"));
    m_loraTargetsLabel->setText(tr("on:"));
    m_microBatchLabel->setText(tr("Micro-&batch:"));

    m_inBackward->setText(tr("Optimizer step in bac&kward"));
    m_flashAttention->setText(tr("Flash atte&ntion"));
    m_shardGroup->setSpecialValueText(tr("auto"));
    updateSuffixes();
    m_accumulationNote->setText(tr("Gradient accumulation changes no memory term."));

    m_optimizer->setToolTip(tr("The optimizer whose state is kept for every trainable parameter"));
    m_masterWeights->setToolTip(
        tr("Mixed precision: an fp32 copy of the trainable weights that the optimizer updates (n/a for fp32 weights)"));
    m_gradients->setToolTip(tr("Element type of the gradients (ignored for fp32 weights)"));
    m_checkpointing->setToolTip(tr("Recompute activations in the backward pass instead of storing them: selective "
                                   "recomputes the attention core, full keeps only each layer's input"));
    m_sharding->setToolTip(tr("How the GPUs share the model states: DDP replicates them, ZeRO and FSDP divide them"));
    m_shardGroup->setToolTip(tr("FSDP HYBRID_SHARD: GPUs per shard group (auto: up to 8), replicated across groups"));
    m_offload->setToolTip(tr("DeepSpeed ZeRO-Offload / FSDP CPUOffload: what lives in host RAM instead of on the GPU "
                             "(the weights only with ZeRO-3 or FSDP full shard)"));
    m_inBackward->setToolTip(tr("Fuse the optimizer step into the backward pass: each gradient is freed as soon as "
                                "its parameter is updated"));
    m_flashAttention->setToolTip(tr("SDPA / FlashAttention: no attention-score matrix per layer"));
    m_accumulation->setToolTip(tr("Micro-batches per optimizer step; it changes no memory term, only how many "
                                  "micro-batches make one step"));
    m_loraRank->setToolTip(tr("Rank r of the adapter matrices A (r × in) and B (out × r)"));
    m_microBatchSlider->setAccessibleName(tr("Micro-batch in sequences"));
    m_microBatchSlider->setToolTip(tr("Sequences per GPU in one forward and backward pass"));
}

} // namespace headroom::ui
