// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The fit explorer's knobs of the training workloads (full fine-tune, LoRA, QLoRA): optimizer, master
// weights, gradient dtype, activation checkpointing, sharding and its shard group, CPU offload, the fused
// optimizer step, flash attention, gradient accumulation, the LoRA rank and targets (LoRA and QLoRA only)
// and the micro-batch (slider and spin box, sequences per GPU per step). The sequence length is the fit
// explorer's context slider. The widget only shows values and writes them into a
// scenario::TrainingChoice (write()); scenario::resolve() applies every rule and default, so the window
// and `headroom estimate --workload ...` build the same scenario. Each control starts at
// fit::TrainingSettings' default.

#include <fit/trainingsettings.h>
#include <scenario/choice.h>

#include <QWidget>

#include <array>

class QCheckBox;
class QComboBox;
class QGridLayout;
class QLabel;
class QSlider;
class QSpinBox;

namespace headroom::ui {

class TrainingControls final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(TrainingControls)

public:
    explicit TrainingControls(QWidget *parent = nullptr);
    ~TrainingControls() override;

    /// Shows the LoRA row for LoRA and QLoRA only (a full fine-tune has no adapters).
    void setKind(fit::WorkloadKind kind);
    fit::WorkloadKind kind() const { return m_kind; }

    /// Writes every knob of the current kind into `choice.training` and the flash-attention switch into
    /// `choice.flashAttention`; the LoRA knobs only for LoRA and QLoRA, the shard group only for
    /// fsdp-hybrid with a group chosen (0 = "auto": min(8, GPUs), resolve()'s default).
    void write(scenario::Choice &choice) const;
    /// The inverse of write(): sets every knob `choice.training` holds (and the flash-attention switch);
    /// unset ones keep their control's value. For a stored scenario (the explorer's state at start).
    void read(const scenario::Choice &choice);

    /// The label of the control a scenario::ChoiceError / fit::Error field names ("shardGroup",
    /// "loraTargets", ...), without the mnemonic and colon; empty when the field is not one of these knobs.
    QString controlNameFor(const QString &field) const;

    /// The 4-column grid (label, control, label, control), so that the explorer can align its columns.
    QGridLayout *grid() const { return m_grid; }

    QComboBox *optimizerCombo() const { return m_optimizer; }
    QComboBox *masterWeightsCombo() const { return m_masterWeights; }
    QComboBox *gradientDtypeCombo() const { return m_gradients; }
    QComboBox *checkpointingCombo() const { return m_checkpointing; }
    QComboBox *shardingCombo() const { return m_sharding; }
    /// GPUs per shard group (fsdp-hybrid only; 0 shows "auto").
    QSpinBox *shardGroupSpinBox() const { return m_shardGroup; }
    QComboBox *offloadCombo() const { return m_offload; }
    QCheckBox *optimizerInBackwardCheckBox() const { return m_inBackward; }
    QCheckBox *flashAttentionCheckBox() const { return m_flashAttention; }
    QSpinBox *gradientAccumulationSpinBox() const { return m_accumulation; }
    QSpinBox *loraRankSpinBox() const { return m_loraRank; }
    /// The check box of one LoRA target (fit::LoraTarget bit); nullptr for another value.
    QCheckBox *loraTargetCheckBox(unsigned target) const;
    /// The LoRA row (rank and targets); hidden for a full fine-tune.
    QWidget *loraRow() const { return m_loraBox; }
    QSlider *microBatchSlider() const { return m_microBatchSlider; }
    QSpinBox *microBatchSpinBox() const { return m_microBatchSpin; }

    /// Selects an entry of one of the combos by its fit::toString() name; false when it has none.
    static bool selectData(QComboBox *combo, const QString &data);

Q_SIGNALS:
    /// A knob other than the micro-batch changed.
    void changed();
    /// The micro-batch changed (slider or spin box; one signal per change).
    void microBatchChanged();

protected:
    void changeEvent(QEvent *event) override;

private:
    void buildLayout();
    void connectSignals();
    void retranslate();
    void updateEnabled();
    void updateSuffixes();

    fit::WorkloadKind m_kind = fit::WorkloadKind::FullFinetune;
    QGridLayout *m_grid = nullptr;
    QLabel *m_optimizerLabel = nullptr;
    QComboBox *m_optimizer = nullptr;
    QLabel *m_masterWeightsLabel = nullptr;
    QComboBox *m_masterWeights = nullptr;
    QLabel *m_gradientsLabel = nullptr;
    QComboBox *m_gradients = nullptr;
    QLabel *m_checkpointingLabel = nullptr;
    QComboBox *m_checkpointing = nullptr;
    QLabel *m_shardingLabel = nullptr;
    QComboBox *m_sharding = nullptr;
    QLabel *m_shardGroupLabel = nullptr;
    QSpinBox *m_shardGroup = nullptr;
    QLabel *m_offloadLabel = nullptr;
    QComboBox *m_offload = nullptr;
    QLabel *m_optionsLabel = nullptr;
    QCheckBox *m_inBackward = nullptr;
    QCheckBox *m_flashAttention = nullptr;
    QLabel *m_accumulationLabel = nullptr;
    QSpinBox *m_accumulation = nullptr;
    QLabel *m_accumulationNote = nullptr;
    QLabel *m_loraLabel = nullptr;
    QWidget *m_loraBox = nullptr;
    QLabel *m_loraRankLabel = nullptr;
    QSpinBox *m_loraRank = nullptr;
    QLabel *m_loraTargetsLabel = nullptr;
    std::array<QCheckBox *, 7> m_loraTargets{}; ///< q, k, v, o, gate, up, down (fit::LoraTarget bit order)
    QLabel *m_microBatchLabel = nullptr;
    QSlider *m_microBatchSlider = nullptr;
    QSpinBox *m_microBatchSpin = nullptr;
};

} // namespace headroom::ui
