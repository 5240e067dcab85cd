// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The quote dialog's "Measurements" tab (QuoteDialog composes it): what the customer measured or expects,
// printed in the PDF as notes (quote::MeasurementNotes): input and output tokens per month (digits with
// the UI locale's group separators; they also price the token-billed routes), concurrent requests (0 =
// not stated), the error rate and the data refresh as free text. An empty field is "not known".
// Strings: tr() in the "headroom::ui::QuoteDialog" context, the dialog's, so the split kept every
// translation.

#include <quote/quotedocument.h>

#include <QCoreApplication>
#include <QString>
#include <QWidget>

class QLabel;
class QLineEdit;
class QSpinBox;

namespace headroom::ui {

class QuoteMeasurementsTab final : public QWidget
{
    Q_DECLARE_TR_FUNCTIONS(headroom::ui::QuoteDialog)
    Q_DISABLE_COPY_MOVE(QuoteMeasurementsTab)

public:
    /// `uiLanguage` ("en", "nl", "tr") is the locale the token counts are typed and shown in.
    explicit QuoteMeasurementsTab(const QString &uiLanguage, QWidget *parent = nullptr);

    /// The notes the fields describe: a token count that is empty or not a non-negative number is not known.
    quote::MeasurementNotes measurements() const;
    /// Fills the fields from a stored quote's notes.
    void setMeasurements(const quote::MeasurementNotes &notes);
    void retranslate();

    QLineEdit *inputTokensEdit() const { return m_inputTokens; }
    QLineEdit *outputTokensEdit() const { return m_outputTokens; }
    QSpinBox *concurrencySpinBox() const { return m_concurrency; }
    QLineEdit *errorRateEdit() const { return m_errorRate; }
    QLineEdit *dataRefreshEdit() const { return m_dataRefresh; }

private:
    QLabel *m_measurementsIntro = nullptr;
    QLabel *m_inputTokensLabel = nullptr;
    QLineEdit *m_inputTokens = nullptr;
    QLabel *m_outputTokensLabel = nullptr;
    QLineEdit *m_outputTokens = nullptr;
    QLabel *m_concurrencyLabel = nullptr;
    QSpinBox *m_concurrency = nullptr;
    QLabel *m_errorRateLabel = nullptr;
    QLineEdit *m_errorRate = nullptr;
    QLabel *m_dataRefreshLabel = nullptr;
    QLineEdit *m_dataRefresh = nullptr;
};

} // namespace headroom::ui
