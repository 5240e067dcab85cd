// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The fit explorer's knobs of the inference workload apart from the engine, model, GPU and weights: the K
// and V cache types (only those the engine stores, scenario::kvCacheTypesFor), the GPUs per replica
// (tensor parallel for the engines that shard tensors, layer split for the llama.cpp family), and the
// engine's own settings (vLLM --gpu-memory-utilization 0.50..1.00 and --max-num-batched-tokens, 0 =
// vLLM's default; llama.cpp / ik_llama.cpp -ub and --flash-attn, Ollama num_batch and
// OLLAMA_FLASH_ATTENTION; a note for the generic engine). The widget only shows values and writes them
// into a scenario::Choice (write()); scenario::resolve() applies every rule and default. The placement
// row (PlacementControls: GPU layers, tensor split, experts on the CPU, pipeline and expert parallel,
// mixed GPUs) sits under the engine settings.

#include <fit/engine.h>
#include <scenario/choice.h>

#include <QWidget>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QGridLayout;
class QLabel;
class QSpinBox;

namespace headroom::ui {
class PlacementControls;
}

namespace headroom::ui {

class InferenceControls final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(InferenceControls)

public:
    explicit InferenceControls(QWidget *parent = nullptr);
    ~InferenceControls() override;

    /// A new engine: its knobs go to fit::defaultSettings(engine), only its box is shown, the KV cache
    /// lists offer only the types it stores (a refused choice falls back to F16; V follows K for vLLM and
    /// Ollama) and the labels name its flags. Emits no signal.
    void setEngine(fit::Engine engine);
    fit::Engine engine() const { return m_engine; }
    /// The GPU count changed: one replica over every GPU again (resolve()'s default). Emits no signal.
    void setGpuCount(int count);
    /// Sets the K and V cache types by fit::toString(KvCacheDtype) name (empty `v`: as K) without a signal;
    /// false, changing nothing, when a name is unknown.
    bool selectKvCache(const QString &k, const QString &v);

    /// Writes the GPUs per replica (unset for one replica over every GPU), the cache types (V unset when
    /// it equals K or the engine has one type) and the current engine's knobs into `choice`.
    void write(scenario::Choice &choice) const;

    /// The label of the control a scenario::ChoiceError field names ("kvCache", "kvCacheV",
    /// "gpusPerReplica", "ubatch", ...) without the mnemonic and colon; empty for another field.
    QString controlNameFor(const QString &field) const;

    /// The 4-column grid (label, control, label, control), so that the explorer can align its columns.
    QGridLayout *grid() const { return m_grid; }

    QComboBox *kvCacheKCombo() const { return m_kvCacheK; }
    QComboBox *kvCacheVCombo() const { return m_kvCacheV; }
    QSpinBox *tensorParallelSpinBox() const { return m_tensorParallel; }
    QWidget *vllmSettings() const { return m_vllmBox; }
    QDoubleSpinBox *gpuMemoryUtilizationSpinBox() const { return m_gpuUtilization; }
    QSpinBox *maxNumBatchedTokensSpinBox() const { return m_maxBatchedTokens; }
    QWidget *llamaCppSettings() const { return m_llamaBox; }
    QSpinBox *ubatchSpinBox() const { return m_ubatch; }
    QCheckBox *flashAttentionCheckBox() const { return m_flashAttention; }
    PlacementControls *placement() const { return m_placement; }

Q_SIGNALS:
    /// A knob changed (one signal per change).
    void changed();

protected:
    void changeEvent(QEvent *event) override;

private:
    void buildEngineBoxes();
    void buildLayout();
    void connectSignals();
    void updateKvCacheChoices();
    void retranslate();

    fit::Engine m_engine = fit::Engine::Generic;
    QGridLayout *m_grid = nullptr;
    QLabel *m_kvCacheKLabel = nullptr;
    QComboBox *m_kvCacheK = nullptr;
    QLabel *m_kvCacheVLabel = nullptr;
    QComboBox *m_kvCacheV = nullptr;
    QLabel *m_tensorParallelLabel = nullptr;
    QSpinBox *m_tensorParallel = nullptr;
    QLabel *m_engineSettingsLabel = nullptr;
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
    QLabel *m_placementLabel = nullptr;
    PlacementControls *m_placement = nullptr;
};

} // namespace headroom::ui
