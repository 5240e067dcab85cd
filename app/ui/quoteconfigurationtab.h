// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The quote dialog's "Configuration" tab (QuoteDialog composes it): the rental (price list, GPU, GPU
// count, term, number of terms, pricing model with the spot warning), the options (storage, checkpoints
// kept, egress, support tier, dedicated hosting, VAT) and the PDF settings (language, validity, the fit
// breakdown). It keeps the price lists offered in its chooser and turns its controls into the rental part
// of a quote::QuoteRequest. The quote's scenario and fit, the preview and the wiring of the controls'
// signals are the dialog's. Counts are GPUs and terms, sizes GB (10^9 bytes), VAT basis points.
// Strings: tr() in the "headroom::ui::QuoteDialog" context, the dialog's, so the split kept every
// translation.

#include <catalog/catalog.h>
#include <quote/quote.h>

#include <QCoreApplication>
#include <QDate>
#include <QList>
#include <QString>
#include <QWidget>

#include <memory>

class QCheckBox;
class QComboBox;
class QGroupBox;
class QLabel;
class QLayout;
class QPushButton;
class QSpinBox;
class QToolButton;

namespace headroom::ui {

class BasisPointsSpinBox;
class QuoteCheckpoints;

class QuoteConfigurationTab final : public QWidget
{
    Q_DECLARE_TR_FUNCTIONS(headroom::ui::QuoteDialog)
    Q_DISABLE_COPY_MOVE(QuoteConfigurationTab)

public:
    /// `catalog` (the GPUs each price list is filtered to) must outlive the tab. `gpuCount` is the count
    /// preselected (clamped to 1..1024); `uiLanguage` formats the VAT rate. No price list is offered yet.
    QuoteConfigurationTab(const catalog::Catalog &catalog, int gpuCount, const QString &uiLanguage,
                          QWidget *parent = nullptr);
    ~QuoteConfigurationTab() override;

    /// Offers `list` (read from `file`; empty for a catalogue list) in the chooser, unless an entry with
    /// the same id, retrieved date and currency is there already. Returns the entry's index; selects nothing.
    int addPriceList(const catalog::PriceList &list, const QString &file);
    /// The first entry with price list `id` whose retrieved date and currency match where they are given
    /// (an invalid date or empty currency matches any), or -1.
    int findPriceList(const QString &id, const QDate &retrieved, const QString &currency) const;
    /// The list of entry `index` (0 <= index < the number of entries).
    const catalog::PriceList &priceListAt(int index) const;
    /// The selected price list (an empty list when none is offered) and the file it came from (empty for a
    /// catalogue list or no selection).
    const catalog::PriceList &currentPriceList() const;
    QString currentPriceListFile() const;
    /// Refills the GPU and support choosers for the selected price list (keeping their choice where the
    /// list has it, emitting no signal) and enables the options that list prices.
    void showCurrentPriceList();

    /// The rental part of the request the controls describe: GPU, count, term, terms, pricing, storage,
    /// egress, support tier, dedicated hosting, VAT. Not the scenario fingerprint nor the checkpoints
    /// (QuoteCheckpoints::apply).
    quote::QuoteRequest request() const;
    /// Sets the rental controls and the checkpoints kept from a stored request (sizes clamped to the spin
    /// boxes' range). The GPU must be one of the selected price list's.
    void setRequest(const quote::QuoteRequest &request);

    QString gpuId() const;
    QString gpuName() const;
    int gpuCount() const;
    /// The PDF language selected ("en", "nl", "tr").
    QString pdfLanguage() const;
    /// Shows the spot warning with `text` while spot pricing is selected, hides it otherwise.
    void showSpotWarning(const QString &text);
    void retranslate();

    QuoteCheckpoints &checkpoints() const { return *m_checkpoints; }
    QComboBox *priceListCombo() const { return m_priceList; }
    QToolButton *openPriceListButton() const { return m_openPriceList; }
    QComboBox *gpuCombo() const { return m_gpu; }
    QSpinBox *gpuCountSpinBox() const { return m_count; }
    QComboBox *termCombo() const { return m_term; }
    QSpinBox *termsSpinBox() const { return m_terms; }
    QComboBox *pricingCombo() const { return m_pricing; }
    QSpinBox *storageSpinBox() const { return m_storage; }
    QSpinBox *egressSpinBox() const { return m_egress; }
    QComboBox *supportCombo() const { return m_support; }
    QCheckBox *dedicatedCheckBox() const { return m_dedicated; }
    QCheckBox *vatCheckBox() const { return m_vatEnabled; }
    BasisPointsSpinBox *vatSpinBox() const { return m_vat; }
    QComboBox *pdfLanguageCombo() const { return m_pdfLanguage; }
    QSpinBox *validDaysSpinBox() const { return m_validDays; }
    QCheckBox *includeFitCheckBox() const { return m_includeFit; }
    QWidget *spotWarning() const { return m_spotBox; }
    QPushButton *spotConceptButton() const { return m_spotConcept; }

private:
    struct PriceListEntry {
        catalog::PriceList list;
        QString file; ///< empty for a catalogue list
    };

    QLayout *createRental(int gpuCount);
    QWidget *createSpotWarning();
    QGroupBox *createOptions(const QString &uiLanguage);
    QGroupBox *createDocument();

    const catalog::Catalog &m_catalog;
    QList<PriceListEntry> m_lists; ///< one per entry of m_priceList, in its order
    std::unique_ptr<QuoteCheckpoints> m_checkpoints;

    QLabel *m_priceListLabel = nullptr;
    QComboBox *m_priceList = nullptr;
    QToolButton *m_openPriceList = nullptr;
    QLabel *m_gpuLabel = nullptr;
    QComboBox *m_gpu = nullptr;
    QLabel *m_countLabel = nullptr;
    QSpinBox *m_count = nullptr;
    QLabel *m_termLabel = nullptr;
    QComboBox *m_term = nullptr;
    QLabel *m_termsLabel = nullptr;
    QSpinBox *m_terms = nullptr;
    QLabel *m_pricingLabel = nullptr;
    QComboBox *m_pricing = nullptr;
    QWidget *m_spotBox = nullptr;
    QLabel *m_spotText = nullptr;
    QPushButton *m_spotConcept = nullptr;
    QGroupBox *m_optionsGroup = nullptr;
    QLabel *m_storageLabel = nullptr;
    QSpinBox *m_storage = nullptr;
    QLabel *m_egressLabel = nullptr;
    QSpinBox *m_egress = nullptr;
    QLabel *m_supportLabel = nullptr;
    QComboBox *m_support = nullptr;
    QLabel *m_hostingLabel = nullptr;
    QCheckBox *m_dedicated = nullptr;
    QLabel *m_vatLabel = nullptr;
    QCheckBox *m_vatEnabled = nullptr;
    BasisPointsSpinBox *m_vat = nullptr;
    QGroupBox *m_documentGroup = nullptr;
    QLabel *m_pdfLanguageLabel = nullptr;
    QComboBox *m_pdfLanguage = nullptr;
    QLabel *m_validDaysLabel = nullptr;
    QSpinBox *m_validDays = nullptr;
    QCheckBox *m_includeFit = nullptr;
};

} // namespace headroom::ui
