// SPDX-License-Identifier: GPL-3.0-or-later
#include "quoteretentiontab.h"

#include "quoteexport.h"

#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QVBoxLayout>

#include <utility>

namespace headroom::ui {

namespace {
constexpr int kRetentionEditRows = 4;
} // namespace

QuoteRetentionTab::QuoteRetentionTab(QWidget *parent)
    : QWidget(parent)
{
    m_retentionIntro = new QLabel(this);
    m_retentionIntro->setWordWrap(true);
    const auto makeEdit = [this] {
        auto *edit = new QPlainTextEdit(this);
        edit->setTabChangesFocus(true);
        const int lineHeight = edit->fontMetrics().lineSpacing();
        edit->setMinimumHeight(lineHeight * kRetentionEditRows);
        return edit;
    };
    m_retentionLayerLabel = new QLabel(this);
    m_retentionLayer = makeEdit();
    m_retentionEvidenceLabel = new QLabel(this);
    m_retentionEvidence = makeEdit();
    m_retentionCustomerLabel = new QLabel(this);
    m_retentionCustomer = makeEdit();
    m_retentionReset = new QPushButton(this);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_retentionIntro);
    for (auto [label, edit] : {std::pair<QLabel *, QPlainTextEdit *>{m_retentionLayerLabel, m_retentionLayer},
                               {m_retentionEvidenceLabel, m_retentionEvidence},
                               {m_retentionCustomerLabel, m_retentionCustomer}}) {
        label->setBuddy(edit);
        layout->addWidget(label);
        layout->addWidget(edit, 1);
    }
    layout->addWidget(m_retentionReset, 0, Qt::AlignRight);
}

void QuoteRetentionTab::followLanguage(const QString &pdfLanguage)
{
    const quote::RetentionBlock defaults = defaultRetentionBlockFor(pdfLanguage);
    // Texts the user has not changed follow the PDF language; edited ones stay.
    const auto refill = [](QPlainTextEdit *edit, const QString &oldDefault, const QString &newDefault) {
        if (edit->toPlainText().isEmpty() || edit->toPlainText() == oldDefault)
            edit->setPlainText(newDefault);
    };
    refill(m_retentionLayer, m_defaults.layer, defaults.layer);
    refill(m_retentionEvidence, m_defaults.evidence, defaults.evidence);
    refill(m_retentionCustomer, m_defaults.customerResponsibility, defaults.customerResponsibility);
    m_defaults = defaults;
}

void QuoteRetentionTab::resetToDefaults(const QString &pdfLanguage)
{
    m_retentionLayer->clear();
    m_retentionEvidence->clear();
    m_retentionCustomer->clear();
    followLanguage(pdfLanguage);
}

quote::RetentionBlock QuoteRetentionTab::retention() const
{
    quote::RetentionBlock block;
    block.layer = m_retentionLayer->toPlainText().trimmed();
    block.evidence = m_retentionEvidence->toPlainText().trimmed();
    block.customerResponsibility = m_retentionCustomer->toPlainText().trimmed();
    return block;
}

void QuoteRetentionTab::setRetention(const quote::RetentionBlock &block)
{
    const auto setText = [](QPlainTextEdit *edit, const QString &text) {
        if (!text.isEmpty())
            edit->setPlainText(text);
    };
    setText(m_retentionLayer, block.layer);
    setText(m_retentionEvidence, block.evidence);
    setText(m_retentionCustomer, block.customerResponsibility);
}

void QuoteRetentionTab::retranslate()
{
    m_retentionIntro->setText(tr("Retention and deletion, as printed in the PDF. Edit the texts to match the "
                                 "offer; untouched texts follow the PDF language."));
    m_retentionLayerLabel->setText(tr("Where each control &applies:"));
    m_retentionEvidenceLabel->setText(tr("E&vidence delivered:"));
    m_retentionCustomerLabel->setText(tr("What stays the &customer team's responsibility:"));
    m_retentionReset->setText(tr("Reset to the defaults"));
}

} // namespace headroom::ui
