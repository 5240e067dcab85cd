// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A GPU of one's own (issue 13 item 1, the window's half): name, memory (GiB as the driver reports it),
// memory bandwidth (GB/s), dense FP16/BF16 tensor TFLOPS, optional FP8 TFLOPS and INT8 TOPS, and the
// GPU-to-GPU link. CustomGpuDialog asks for them and says what is impossible (zero, a link of the other
// vendor, a link faster than the memory) before OK can be pressed.
//
// CustomGpus keeps them: each GPU becomes an entry of a user GPU file in gpus.json format version 2
// (resources/catalog/README.md, "A user GPU file"), the list is saved in the settings (UiSettings), and
// withCustomGpus() is the ONE function that merges it with a catalogue, through the catalogue's own strict
// reader (catalog::Catalog::withUserGpus, which marks them Gpu::userDefined). The same entries, saved as a
// file, are what `headroom estimate --gpu-catalog FILE` reads. Units: GiB = 2^30 bytes, GB/s = 10^9 B/s,
// TFLOPS = 10^12 FLOP/s.

#include <catalog/catalog.h>
#include <fit/fitmodel.h>

#include <QCoreApplication>
#include <QDialog>
#include <QJsonArray>
#include <QJsonObject>

#include <optional>

class QComboBox;
class QDialogButtonBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace headroom::ui {

/// What the dialog asks, in the units datasheets print.
struct CustomGpuInputs {
    QString name;
    QString platform = QStringLiteral("CUDA"); ///< "CUDA" or "ROCm"
    double memoryGiB = 0;                      ///< as nvidia-smi / rocm-smi report it, GiB (2^30 bytes)
    double bandwidthGBps = 0;                  ///< peak memory bandwidth, GB/s (10^9 bytes/s)
    double fp16Tflops = 0;                     ///< dense FP16/BF16 tensor TFLOPS, no sparsity
    double fp8Tflops = 0;                      ///< dense FP8 TFLOPS; 0 = none
    double int8Tops = 0;                       ///< dense INT8 TOPS; 0 = none
    fit::Interconnect link = fit::Interconnect::Pcie;
    int pcieGeneration = 4; ///< 1..6
    double linkGBps = 31.5; ///< GPU-to-GPU, per direction per GPU, GB/s
};

class CustomGpus final
{
    Q_DECLARE_TR_FUNCTIONS(headroom::ui::CustomGpus)

public:
    CustomGpus() = delete;

    /// The catalogue id a name gets: "custom-" and the name in lowercase letters, digits and '-'.
    static QString idFor(const QString &name);
    /// The first impossible value of `inputs` as a translated sentence, or an empty string. `catalog`
    /// is where the id must be new.
    static QString problem(const CustomGpuInputs &inputs, const catalog::Catalog &catalog);
    /// The gpus.json (version 2) entry of `inputs` (problem() must be empty): sizes in bytes, speeds in
    /// bytes/s and FLOP/s, sources saying that the user entered the figures (dated `today`).
    static QJsonObject entryFor(const CustomGpuInputs &inputs, const QDate &today);

    /// `base` with the GPUs of `entries` (gpus.json version 2 entries) appended through
    /// Catalog::withUserGpus(); `base` itself when `entries` is empty. nullopt + translated *error when an
    /// entry does not load (the catalogue reader's message) or its id is taken.
    static std::optional<catalog::Catalog> withCustomGpus(const catalog::Catalog &base, const QJsonArray &entries,
                                                          QString *error = nullptr);

    /// The entries saved in the settings (UiSettings::customGpus()); empty when none or unreadable.
    static QJsonArray saved();
    static void save(const QJsonArray &entries);
};

class CustomGpuDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(CustomGpuDialog)

public:
    /// `catalog` (which must outlive the dialog) is where the new id must be free.
    explicit CustomGpuDialog(const catalog::Catalog &catalog, QWidget *parent = nullptr);
    ~CustomGpuDialog() override;

    CustomGpuInputs inputs() const;
    void setInputs(const CustomGpuInputs &inputs);
    /// CustomGpus::problem() of the inputs (shown in the dialog; OK is disabled while it is not empty).
    QString problemText() const;

    QLineEdit *nameEdit() const { return m_name; }
    QComboBox *platformCombo() const { return m_platform; }
    QDoubleSpinBox *memorySpinBox() const { return m_memory; }
    QDoubleSpinBox *bandwidthSpinBox() const { return m_bandwidth; }
    QDoubleSpinBox *fp16SpinBox() const { return m_fp16; }
    QDoubleSpinBox *fp8SpinBox() const { return m_fp8; }
    QDoubleSpinBox *int8SpinBox() const { return m_int8; }
    QComboBox *linkCombo() const { return m_link; }
    QSpinBox *pcieGenerationSpinBox() const { return m_pcie; }
    QDoubleSpinBox *linkBandwidthSpinBox() const { return m_linkBandwidth; }
    QLabel *problemLabel() const { return m_problem; }
    QDialogButtonBox *buttons() const { return m_buttons; }

private:
    void validate();
    void onPcieGenerationChanged(int generation);

    const catalog::Catalog &m_catalog;
    QLineEdit *m_name = nullptr;
    QComboBox *m_platform = nullptr;
    QDoubleSpinBox *m_memory = nullptr;
    QDoubleSpinBox *m_bandwidth = nullptr;
    QDoubleSpinBox *m_fp16 = nullptr;
    QDoubleSpinBox *m_fp8 = nullptr;
    QDoubleSpinBox *m_int8 = nullptr;
    QComboBox *m_link = nullptr;
    QSpinBox *m_pcie = nullptr;
    QDoubleSpinBox *m_linkBandwidth = nullptr;
    QLabel *m_problem = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
};

} // namespace headroom::ui
