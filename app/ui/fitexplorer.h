// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The fit explorer: pick a model preset, GPU, precisions, GPU count, tensor-parallel degree, context
// length and concurrency; the explorer builds a fit::Scenario, calls fit::estimate() and shows the
// Estimate (breakdown chart + verdict). The UI never computes memory itself.

#include <catalog/catalog.h>
#include <fit/fitmodel.h>

#include <QWidget>

#include <optional>

class QComboBox;
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
    /// The last successful estimate; nullopt while the scenario is invalid.
    const std::optional<fit::Estimate> &currentEstimate() const { return m_estimate; }
    /// Verdict shown under the chart (plain text).
    QString verdictText() const;

    /// Selects a preset / GPU by catalogue id; false when the id is unknown.
    bool selectModel(const QString &modelId);
    bool selectGpu(const QString &gpuId);

    QComboBox *modelCombo() const { return m_model; }
    QComboBox *gpuCombo() const { return m_gpu; }
    QComboBox *weightPrecisionCombo() const { return m_weights; }
    QComboBox *kvCacheCombo() const { return m_kvCache; }
    QSpinBox *gpuCountSpinBox() const { return m_gpuCount; }
    QSpinBox *tensorParallelSpinBox() const { return m_tensorParallel; }
    QSlider *contextSlider() const { return m_contextSlider; }
    QSpinBox *contextSpinBox() const { return m_contextSpin; }
    QSlider *concurrencySlider() const { return m_concurrencySlider; }
    QSpinBox *concurrencySpinBox() const { return m_concurrencySpin; }
    BreakdownChart *chart() const { return m_chart; }

Q_SIGNALS:
    /// Emitted after every successful recomputation.
    void scenarioChanged(const headroom::fit::Scenario &scenario, const headroom::fit::Estimate &estimate);
    /// Emitted when the scenario cannot be estimated; `message` is what the verdict shows.
    void scenarioFailed(const QString &message);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void fillCombos();
    void onModelChanged();
    void onGpuCountChanged(int count);
    void recompute();
    void showVerdict();
    void updateVerdictColor();

    const catalog::Catalog &m_catalog;
    fit::Scenario m_scenario;
    std::optional<fit::Estimate> m_estimate;
    std::optional<fit::Error> m_error;

    QLabel *m_modelLabel = nullptr;
    QLabel *m_gpuLabel = nullptr;
    QLabel *m_weightsLabel = nullptr;
    QLabel *m_kvCacheLabel = nullptr;
    QLabel *m_gpuCountLabel = nullptr;
    QLabel *m_tensorParallelLabel = nullptr;
    QLabel *m_contextLabel = nullptr;
    QLabel *m_concurrencyLabel = nullptr;
    QComboBox *m_model = nullptr;
    QComboBox *m_gpu = nullptr;
    QComboBox *m_weights = nullptr;
    QComboBox *m_kvCache = nullptr;
    QSpinBox *m_gpuCount = nullptr;
    QSpinBox *m_tensorParallel = nullptr;
    QSlider *m_contextSlider = nullptr;
    QSpinBox *m_contextSpin = nullptr;
    QSlider *m_concurrencySlider = nullptr;
    QSpinBox *m_concurrencySpin = nullptr;
    BreakdownChart *m_chart = nullptr;
    QLabel *m_verdict = nullptr;
    QLabel *m_details = nullptr;
    bool m_updating = false;
};

} // namespace headroom::ui
