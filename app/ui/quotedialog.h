// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Prices a GPU rental (GPU x count x fixed term x number of terms, plus storage and egress) against the
// built-in example price list with a live total, and exports the quote as a PDF (optionally with the
// fit breakdown of the explorer's scenario).

#include <catalog/catalog.h>
#include <fit/fitmodel.h>
#include <quote/quote.h>

#include <QDialog>

#include <optional>

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QLabel;
class QPushButton;
class QSpinBox;

namespace headroom::ui {

class QuoteDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(QuoteDialog)

public:
    /// `catalog` must outlive the dialog. The GPU and count default to the scenario's; `estimate` (when
    /// present) goes into the PDF if "Include the fit breakdown" is ticked. `uiLanguage` formats money.
    QuoteDialog(const catalog::Catalog &catalog, const fit::Scenario &scenario,
                const std::optional<fit::Estimate> &estimate, const QString &uiLanguage, QWidget *parent = nullptr);
    ~QuoteDialog() override;

    /// The request the controls describe.
    quote::QuoteRequest request() const;
    /// The quote for the current request (dated today), or nullopt with `error` filled.
    std::optional<quote::Quote> currentQuote(quote::QuoteError *error = nullptr) const;
    /// Writes the current quote to `path` (atomically, via quote::exportQuotePdf). False + `error` on failure.
    bool exportTo(const QString &path, QString *error = nullptr);
    /// The total shown in the preview (formatted), empty when the request cannot be priced.
    QString totalText() const;

    QComboBox *gpuCombo() const { return m_gpu; }
    QSpinBox *gpuCountSpinBox() const { return m_count; }
    QComboBox *termCombo() const { return m_term; }
    QSpinBox *termsSpinBox() const { return m_terms; }
    QSpinBox *storageSpinBox() const { return m_storage; }
    QSpinBox *egressSpinBox() const { return m_egress; }
    QCheckBox *includeFitCheckBox() const { return m_includeFit; }

Q_SIGNALS:
    /// A PDF was written to `path`.
    void exported(const QString &path);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void updatePreview();
    void onExport();
    QString lineText(const quote::LineItem &line) const;

    const catalog::Catalog &m_catalog;
    fit::Scenario m_scenario;
    std::optional<fit::Estimate> m_estimate;
    QString m_language;

    QLabel *m_gpuLabel = nullptr;
    QLabel *m_countLabel = nullptr;
    QLabel *m_termLabel = nullptr;
    QLabel *m_termsLabel = nullptr;
    QLabel *m_storageLabel = nullptr;
    QLabel *m_egressLabel = nullptr;
    QComboBox *m_gpu = nullptr;
    QSpinBox *m_count = nullptr;
    QComboBox *m_term = nullptr;
    QSpinBox *m_terms = nullptr;
    QSpinBox *m_storage = nullptr;
    QSpinBox *m_egress = nullptr;
    QCheckBox *m_includeFit = nullptr;
    QLabel *m_preview = nullptr;
    QLabel *m_notice = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
    QPushButton *m_exportButton = nullptr;
    QString m_total;
};

} // namespace headroom::ui
