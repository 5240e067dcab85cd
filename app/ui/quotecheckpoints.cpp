// SPDX-License-Identifier: GPL-3.0-or-later
#include "quotecheckpoints.h"

#include <QFormLayout>
#include <QLabel>
#include <QSpinBox>

#include <algorithm>

namespace headroom::ui {

bool keepsCheckpoints(const std::optional<fit::Estimate> &estimate)
{
    return estimate && fit::isTraining(estimate->kind) && estimate->checkpointBytes > 0;
}

QuoteCheckpoints::QuoteCheckpoints(QWidget *parent, QFormLayout *form)
    : m_form(form)
    , m_label(new QLabel(parent))
    , m_spin(new QSpinBox(parent))
{
    m_spin->setRange(0, quote::kMaxCheckpointsKept);
    m_label->setBuddy(m_spin);
    m_form->addRow(m_label, m_spin);
    m_form->setRowVisible(m_spin, false);
}

void QuoteCheckpoints::update(const std::optional<fit::Estimate> &estimate, const QString &language)
{
    const bool training = keepsCheckpoints(estimate);
    m_form->setRowVisible(m_spin, training);
    if (training) {
        // GB (10^9 bytes) with two decimals, half up, as the quote's line describes it.
        m_sizeText =
            tr("%1 GB").arg(quote::formatDecimal((estimate->checkpointBytes + 5'000'000) / 10'000'000, 2, language));
    }
    retranslate();
}

void QuoteCheckpoints::apply(quote::QuoteRequest &request, const std::optional<fit::Estimate> &estimate) const
{
    const bool training = keepsCheckpoints(estimate);
    request.checkpointsKept = training ? m_spin->value() : 0;
    request.checkpointBytes = training ? estimate->checkpointBytes : 0;
}

void QuoteCheckpoints::setValue(qint64 kept)
{
    m_spin->setValue(int(std::clamp<qint64>(kept, 0, quote::kMaxCheckpointsKept)));
}

void QuoteCheckpoints::retranslate()
{
    m_label->setText(tr("Chec&kpoints kept:"));
    m_spin->setSpecialValueText(tr("none"));
    m_spin->setToolTip(m_sizeText.isEmpty()
                           ? tr("Resumable training checkpoints kept in storage for the whole period")
                           : tr("Resumable training checkpoints kept in storage for the whole period, %1 each, "
                                "priced at the list's storage rate")
                                 .arg(m_sizeText));
}

} // namespace headroom::ui
