// SPDX-License-Identifier: GPL-3.0-or-later
#include "quotemeasurementstab.h"

#include <quote/quote.h>

#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QRegularExpressionValidator>
#include <QSpinBox>
#include <QVBoxLayout>

#include <optional>
#include <utility>

namespace headroom::ui {

namespace {
constexpr int kMaxConcurrency = 1'000'000;

/// Digits with the locale's group separators, as a token count: "12,000,000" (en) or "12.000.000" (nl).
std::optional<qint64> tokenCount(const QLineEdit *edit)
{
    const QString text = edit->text().trimmed();
    if (text.isEmpty())
        return std::nullopt;
    bool ok = false;
    const qint64 value = edit->locale().toLongLong(text, &ok);
    if (ok && value >= 0)
        return value;
    return std::nullopt;
}

void setTokenCount(QLineEdit *edit, const std::optional<qint64> &value)
{
    edit->setText(value ? edit->locale().toString(*value) : QString());
}
} // namespace

QuoteMeasurementsTab::QuoteMeasurementsTab(const QString &uiLanguage, QWidget *parent)
    : QWidget(parent)
{
    m_measurementsIntro = new QLabel(this);
    m_measurementsIntro->setWordWrap(true);
    const QLocale locale = quote::localeForLanguage(uiLanguage);
    // Digits with optional group separators of the UI locale (parsed by QLocale::toLongLong).
    const QString digits = QStringLiteral("[0-9%1]*").arg(QRegularExpression::escape(locale.groupSeparator()));
    const auto makeTokens = [this, &locale, &digits] {
        auto *edit = new QLineEdit(this);
        edit->setLocale(locale);
        edit->setValidator(new QRegularExpressionValidator(QRegularExpression(digits), edit));
        edit->setClearButtonEnabled(true);
        return edit;
    };
    m_inputTokens = makeTokens();
    m_outputTokens = makeTokens();
    m_concurrency = new QSpinBox(this);
    m_concurrency->setRange(0, kMaxConcurrency);
    m_concurrency->setGroupSeparatorShown(true);
    m_errorRate = new QLineEdit(this);
    m_dataRefresh = new QLineEdit(this);
    m_inputTokensLabel = new QLabel(this);
    m_outputTokensLabel = new QLabel(this);
    m_concurrencyLabel = new QLabel(this);
    m_errorRateLabel = new QLabel(this);
    m_dataRefreshLabel = new QLabel(this);
    auto *form = new QFormLayout;
    form->addRow(m_inputTokensLabel, m_inputTokens);
    form->addRow(m_outputTokensLabel, m_outputTokens);
    form->addRow(m_concurrencyLabel, m_concurrency);
    form->addRow(m_errorRateLabel, m_errorRate);
    form->addRow(m_dataRefreshLabel, m_dataRefresh);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_measurementsIntro);
    layout->addLayout(form);
    layout->addStretch(1);
    for (auto [label, buddy] : {std::pair<QLabel *, QWidget *>{m_inputTokensLabel, m_inputTokens},
                                {m_outputTokensLabel, m_outputTokens},
                                {m_concurrencyLabel, m_concurrency},
                                {m_errorRateLabel, m_errorRate},
                                {m_dataRefreshLabel, m_dataRefresh}})
        label->setBuddy(buddy);
}

quote::MeasurementNotes QuoteMeasurementsTab::measurements() const
{
    quote::MeasurementNotes notes;
    notes.inputTokensPerMonth = tokenCount(m_inputTokens);
    notes.outputTokensPerMonth = tokenCount(m_outputTokens);
    if (m_concurrency->value() > 0)
        notes.concurrency = m_concurrency->value();
    notes.errorRate = m_errorRate->text().trimmed();
    notes.dataRefresh = m_dataRefresh->text().trimmed();
    return notes;
}

void QuoteMeasurementsTab::setMeasurements(const quote::MeasurementNotes &notes)
{
    setTokenCount(m_inputTokens, notes.inputTokensPerMonth);
    setTokenCount(m_outputTokens, notes.outputTokensPerMonth);
    m_concurrency->setValue(notes.concurrency.value_or(0));
    m_errorRate->setText(notes.errorRate);
    m_dataRefresh->setText(notes.dataRefresh);
}

void QuoteMeasurementsTab::retranslate()
{
    m_measurementsIntro->setText(tr("What the customer measured or expects. Printed in the PDF as notes; the "
                                    "token figures also price the token-billed routes. Leave a field empty when "
                                    "it is not known."));
    m_inputTokensLabel->setText(tr("&Input tokens per month:"));
    m_outputTokensLabel->setText(tr("&Output tokens per month:"));
    m_concurrencyLabel->setText(tr("Con&currency:"));
    m_concurrency->setSpecialValueText(tr("not stated"));
    m_errorRateLabel->setText(tr("&Error rate:"));
    m_errorRate->setPlaceholderText(tr("e.g. below 0.5 % of requests"));
    m_dataRefreshLabel->setText(tr("&Data refresh:"));
    m_dataRefresh->setPlaceholderText(tr("e.g. nightly"));
}

} // namespace headroom::ui
