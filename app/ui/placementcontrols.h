// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The fit explorer's placement knobs (issue 14; fit/placement.h): for the llama.cpp family (llama.cpp,
// ik_llama.cpp, Ollama) the GPU layers (--n-gpu-layers / num_gpu; "All" = unset = -ngl 999), the tensor
// split (--tensor-split "3,2"; empty = by free memory) and, for a mixture-of-experts model, the experts on
// the CPU (-ot exps=CPU); for vLLM the pipeline stages (--pipeline-parallel-size) and, for a MoE model,
// expert parallelism (--enable-expert-parallel); for every engine "Mixed GPUs…" (DevicesDialog), a replica
// of GPUs of different kinds (--devices). The widget only writes a scenario::Choice (write()); resolve()
// and fit::validatePlacement() judge it, and their errors show in the verdict.

#include <catalog/catalog.h>
#include <fit/engine.h>
#include <fit/fitmodel.h>
#include <scenario/choice.h>

#include <QStringList>
#include <QWidget>

class QCheckBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;

namespace headroom::ui {

class PlacementControls final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(PlacementControls)

public:
    explicit PlacementControls(QWidget *parent = nullptr);
    ~PlacementControls() override;

    /// The catalogue the "Mixed GPUs…" rows pick from (must outlive the widget), and the explorer's GPU
    /// (the dialog's first rows when no mixed replica is set).
    void setCatalog(const catalog::Catalog *catalog) { m_catalog = catalog; }
    void setFallbackGpu(const QString &gpuId) { m_fallbackGpu = gpuId; }
    /// Shows the engine's knobs only; the others keep their values but are not written. Emits no signal.
    void setEngine(fit::Engine engine);
    /// The model: the GPU layers go up to layers + 1 (the output layer), the expert boxes need experts.
    /// nullptr (a diffusion pipeline): no model knobs. Emits no signal.
    void setModel(const fit::ModelSpec *model);
    /// Sets the mixed replica (catalogue ids, CUDA0 first; empty = none) without opening the dialog. Emits
    /// changed().
    void setDeviceIds(const QStringList &ids);
    const QStringList &deviceIds() const { return m_deviceIds; }

    /// Writes the current engine's knobs and the mixed replica into `choice`.
    void write(scenario::Choice &choice) const;
    /// The inverse of write(): the mixed devices, GPU layers, tensor split and experts on the CPU (llama.cpp
    /// family), pipeline stages and expert parallel (vLLM), for the engine set with setEngine().
    void read(const scenario::Choice &choice);

    QSpinBox *gpuLayersSpinBox() const { return m_gpuLayers; }
    QLineEdit *tensorSplitEdit() const { return m_tensorSplit; }
    QCheckBox *expertsOnCpuCheckBox() const { return m_expertsOnCpu; }
    QSpinBox *pipelineParallelSpinBox() const { return m_pipeline; }
    QCheckBox *expertParallelCheckBox() const { return m_expertParallel; }
    QPushButton *mixedGpusButton() const { return m_mixed; }
    /// The text beside "Mixed GPUs…" ("RTX 4090, RTX 3090"; empty without a mixed replica).
    QLabel *devicesLabel() const { return m_devicesLabel; }

Q_SIGNALS:
    void changed();

protected:
    void changeEvent(QEvent *event) override;

private:
    void openDevicesDialog();
    void updateVisibility();
    void updateDevicesLabel();
    void retranslate();

    const catalog::Catalog *m_catalog = nullptr;
    QString m_fallbackGpu;
    fit::Engine m_engine = fit::Engine::Generic;
    bool m_moe = false;
    QStringList m_deviceIds;
    QLabel *m_gpuLayersLabel = nullptr;
    QSpinBox *m_gpuLayers = nullptr;
    QLabel *m_tensorSplitLabel = nullptr;
    QLineEdit *m_tensorSplit = nullptr;
    QCheckBox *m_expertsOnCpu = nullptr;
    QLabel *m_pipelineLabel = nullptr;
    QSpinBox *m_pipeline = nullptr;
    QCheckBox *m_expertParallel = nullptr;
    QPushButton *m_mixed = nullptr;
    QLabel *m_devicesLabel = nullptr;
};

/// A GPU's short display name for chart labels: the catalogue name without the vendor's brand prefixes
/// ("NVIDIA GeForce RTX 4090" -> "RTX 4090", "AMD Instinct MI300X" -> "MI300X"); the id when the catalogue
/// lacks it. A display rule only (no fit rule).
QString shortGpuName(const catalog::Catalog &catalog, const QString &gpuId);

} // namespace headroom::ui
