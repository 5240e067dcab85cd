// SPDX-License-Identifier: GPL-3.0-or-later
#include "devicesdialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QGridLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace headroom::ui {

DevicesDialog::DevicesDialog(const catalog::Catalog &catalog, const QStringList &ids, const QString &fallbackGpuId,
                             QWidget *parent)
    : QDialog(parent)
    , m_catalog(&catalog)
{
    setWindowTitle(tr("Mixed GPUs"));
    auto *intro = new QLabel(tr("The GPUs of one replica, CUDA0 first. The model is split over them as the "
                                "engine does (llama.cpp: by layer, in proportion to free memory or the tensor "
                                "split)."),
                             this);
    intro->setWordWrap(true);
    m_grid = new QGridLayout;
    m_add = new QPushButton(tr("&Add GPU"), this);
    m_add->setToolTip(tr("One more GPU at the end of the list"));
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    QPushButton *clear = buttons->addButton(tr("&Use the GPU list"), QDialogButtonBox::ResetRole);
    clear->setToolTip(tr("No mixed replica: the GPU and GPU count chosen in the explorer"));
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addLayout(m_grid);
    layout->addWidget(m_add, 0, Qt::AlignLeft);
    layout->addStretch(1);
    layout->addWidget(buttons);
    connect(m_add, &QPushButton::clicked, this, [this] {
        addRow(m_rows.empty() ? QString() : m_rows.back().combo->currentData().toString());
        m_rows.back().combo->setFocus();
    });
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(clear, &QPushButton::clicked, this, [this] {
        m_cleared = true;
        accept();
    });
    const QStringList start = ids.isEmpty() ? QStringList{fallbackGpuId, fallbackGpuId} : ids;
    for (const QString &id : start)
        addRow(id);
}

DevicesDialog::~DevicesDialog() = default;

QStringList DevicesDialog::deviceIds() const
{
    QStringList ids;
    if (m_cleared)
        return ids;
    for (const Row &row : m_rows)
        ids << row.combo->currentData().toString();
    return ids;
}

QComboBox *DevicesDialog::rowCombo(int row) const
{
    return row >= 0 && row < rowCount() ? m_rows[static_cast<std::size_t>(row)].combo : nullptr;
}

void DevicesDialog::addRow(const QString &gpuId)
{
    if (rowCount() >= kMaxDevices)
        return;
    Row row;
    row.label = new QLabel(this);
    row.combo = new QComboBox(this);
    for (const catalog::Gpu &gpu : m_catalog->gpus())
        row.combo->addItem(gpu.name, gpu.id);
    row.combo->setCurrentIndex(std::max(0, row.combo->findData(gpuId)));
    row.label->setBuddy(row.combo);
    row.remove = new QPushButton(tr("Remove"), this);
    QComboBox *combo = row.combo;
    connect(row.remove, &QPushButton::clicked, this, [this, combo] {
        for (int i = 0; i < rowCount(); ++i) {
            if (m_rows[static_cast<std::size_t>(i)].combo == combo) {
                removeRow(i);
                return;
            }
        }
    });
    m_rows.push_back(row);
    relayout();
}

void DevicesDialog::removeRow(int row)
{
    if (rowCount() <= 1)
        return; // a replica has at least one GPU
    Row r = m_rows[static_cast<std::size_t>(row)];
    m_rows.erase(m_rows.begin() + row);
    for (QWidget *w : std::initializer_list<QWidget *>{r.label, r.combo, r.remove})
        w->deleteLater();
    relayout();
    m_rows[static_cast<std::size_t>(std::min(row, rowCount() - 1))].combo->setFocus();
}

void DevicesDialog::relayout()
{
    for (int i = 0; i < rowCount(); ++i) {
        const Row &row = m_rows[static_cast<std::size_t>(i)];
        row.label->setText(tr("GPU &%1:").arg(i));
        row.remove->setToolTip(tr("Take GPU %1 out of the replica").arg(i));
        row.remove->setEnabled(rowCount() > 1);
        m_grid->addWidget(row.label, i, 0);
        m_grid->addWidget(row.combo, i, 1);
        m_grid->addWidget(row.remove, i, 2);
        // Tab order follows the rows.
        if (i > 0)
            setTabOrder(m_rows[static_cast<std::size_t>(i - 1)].remove, row.combo);
        setTabOrder(row.combo, row.remove);
    }
    m_add->setEnabled(rowCount() < kMaxDevices);
}

} // namespace headroom::ui
