// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The quote dialog's "Retention" tab (QuoteDialog composes it): the retention and deletion block printed
// in the PDF (where each control applies, the evidence delivered, what stays the customer team's
// responsibility) as three editable texts that start as the defaults of the PDF language
// (defaultRetentionBlockFor), follow that language while untouched, and go back to it with "Reset to the
// defaults". Strings: tr() in the "headroom::ui::QuoteDialog" context, the dialog's, so the split kept
// every translation.

#include <quote/quotedocument.h>

#include <QCoreApplication>
#include <QString>
#include <QWidget>

class QLabel;
class QPlainTextEdit;
class QPushButton;

namespace headroom::ui {

class QuoteRetentionTab final : public QWidget
{
    Q_DECLARE_TR_FUNCTIONS(headroom::ui::QuoteDialog)
    Q_DISABLE_COPY_MOVE(QuoteRetentionTab)

public:
    /// The texts start empty: followLanguage() fills them.
    explicit QuoteRetentionTab(QWidget *parent = nullptr);

    /// Texts the user has not changed (empty, or still the defaults filled in last) become the defaults of
    /// `pdfLanguage` ("en", "nl", "tr"); edited ones stay.
    void followLanguage(const QString &pdfLanguage);
    /// Clears the three texts and fills in the defaults of `pdfLanguage` (the reset button's action).
    void resetToDefaults(const QString &pdfLanguage);
    /// The three texts, trimmed.
    quote::RetentionBlock retention() const;
    /// Sets the texts that are not empty in `block` (a stored quote's; an empty text keeps the current one).
    void setRetention(const quote::RetentionBlock &block);
    void retranslate();

    QPlainTextEdit *layerEdit() const { return m_retentionLayer; }
    QPlainTextEdit *evidenceEdit() const { return m_retentionEvidence; }
    QPlainTextEdit *customerEdit() const { return m_retentionCustomer; }
    QPushButton *resetButton() const { return m_retentionReset; }

private:
    quote::RetentionBlock m_defaults; ///< the defaults last filled in (PDF language)
    QLabel *m_retentionIntro = nullptr;
    QLabel *m_retentionLayerLabel = nullptr;
    QPlainTextEdit *m_retentionLayer = nullptr;
    QLabel *m_retentionEvidenceLabel = nullptr;
    QPlainTextEdit *m_retentionEvidence = nullptr;
    QLabel *m_retentionCustomerLabel = nullptr;
    QPlainTextEdit *m_retentionCustomer = nullptr;
    QPushButton *m_retentionReset = nullptr;
};

} // namespace headroom::ui
