// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// "Mixed GPUs…": the GPUs of one replica when their kinds differ (an RTX 4090 next to an RTX 3090), CUDA0
// first, each row a catalogue GPU. The dialog only edits a list of catalogue ids (scenario::Choice::deviceIds,
// `headroom estimate --devices`); resolve() and fit decide what the list means. An empty list (the
// "Use the GPU list" button) is a replica of the GPU and count chosen in the explorer. Keyboard use: Tab
// through the rows, Alt+A adds a GPU, each row's Remove button takes it out.

#include <catalog/catalog.h>

#include <QDialog>
#include <QStringList>

#include <vector>

class QComboBox;
class QGridLayout;
class QPushButton;
class QLabel;

namespace headroom::ui {

class DevicesDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(DevicesDialog)

public:
    /// Most rows the dialog offers (fit::limits caps a replica too; resolve() refuses beyond that).
    static constexpr int kMaxDevices = 16;

    /// `catalog` must outlive the dialog. `ids`: the current list; empty starts with two rows of
    /// `fallbackGpuId` (the explorer's GPU).
    DevicesDialog(const catalog::Catalog &catalog, const QStringList &ids, const QString &fallbackGpuId,
                  QWidget *parent = nullptr);
    ~DevicesDialog() override;

    /// The catalogue ids of the rows, CUDA0 first; empty after "Use the GPU list".
    QStringList deviceIds() const;
    int rowCount() const { return static_cast<int>(m_rows.size()); }
    QComboBox *rowCombo(int row) const;
    QPushButton *addButton() const { return m_add; }

private:
    struct Row {
        QLabel *label = nullptr;
        QComboBox *combo = nullptr;
        QPushButton *remove = nullptr;
    };
    void addRow(const QString &gpuId);
    void removeRow(int row);
    void relayout();

    const catalog::Catalog *m_catalog;
    std::vector<Row> m_rows;
    QGridLayout *m_grid = nullptr;
    QPushButton *m_add = nullptr;
    bool m_cleared = false;
};

} // namespace headroom::ui
