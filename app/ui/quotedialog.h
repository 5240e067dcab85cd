// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The quote dialog: prices a GPU rental (price list, GPU x count x term x number of terms, on demand, spot
// or fixed term, storage, egress, support tier, dedicated hosting, VAT) with a live preview of the lines,
// subtotal, up-front and metered totals, VAT and total; compares the three routes (hosted model API,
// managed endpoint, own runtime); edits the retention and deletion block and the measurement notes that go
// into the PDF; and exports the PDF in nl, en or tr through the quote history (QuoteExporter: one
// idempotency key per press of Export, reused by Retry), showing the reference the history issued.
//
// A thin composition, as hotspot composes its results pages: one class per tab (QuoteConfigurationTab,
// QuoteRoutesTab, QuoteRetentionTab, QuoteMeasurementsTab, each in its own file) builds and translates its
// controls and reads or fills its part of the draft; the dialog owns the tabs, the quote's scenario and
// fit, the preview and the export, passes the shared state (catalogue, languages, the quote) and wires
// the controls' signals to the preview. The accessors below reach into the tabs for tests.

#include "prompts.h"
#include "quoteconfigurationtab.h"
#include "quoteexport.h"
#include "quotemeasurementstab.h"
#include "quoteretentiontab.h"
#include "quoteroutestab.h"

#include <catalog/catalog.h>
#include <fit/fitmodel.h>
#include <quote/quote.h>
#include <scenario/choice.h>

#include <QDialog>

#include <memory>
#include <optional>

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QGroupBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;
class QSpinBox;
class QTabWidget;
class QTableWidget;

namespace headroom::ui {

class BasisPointsSpinBox;

class QuoteDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(QuoteDialog)

public:
    /// Rows of routesTable(); its columns are the routes of quote::compareRoutes (model API, managed
    /// endpoint, own runtime).
    enum RouteRow {
        RouteOperatesRow = QuoteRoutesTab::OperatesRow,
        RouteBillsRow = QuoteRoutesTab::BillsRow,
        RouteCostRow = QuoteRoutesTab::CostRow,
        RouteIdleRow = QuoteRoutesTab::IdleRow,
        RouteEgressRow = QuoteRoutesTab::EgressRow,
        RouteRowCount = QuoteRoutesTab::RowCount
    };

    /// `catalog` must outlive the dialog. `explorerChoice` is what the fit explorer shows (nullopt: a quote
    /// for GPUs only): the quote starts from it, with the GPU and count preselected, and then owns its
    /// scenario: changing the quote's GPU or count resolves the scenario again for the quoted hardware
    /// (scenario::resolve), and that fit goes into the PDF if "Include the fit breakdown" is ticked.
    /// `uiLanguage` ("en", "nl", "tr") formats numbers and money on screen and is the PDF language
    /// preselected. The price lists are the catalogue's, then the file remembered by PriceListFiles
    /// (selected when it loads).
    QuoteDialog(const catalog::Catalog &catalog, const std::optional<scenario::Choice> &explorerChoice,
                const QString &uiLanguage, QWidget *parent = nullptr);
    ~QuoteDialog() override;

    /// The quote history exports go to; empty (the default) = quote::QuoteStore::defaultPath().
    void setStorePath(const QString &path);
    QString storePath() const;
    /// The file dialog and message boxes; tests install answers (Prompts::interactive() by default).
    void setPrompts(const Prompts &prompts);

    /// Offers the price list in `path` (catalog::PriceList::fromFile, GPU ids checked against the
    /// catalogue) and selects it. A list with the same id and retrieved date as one offered already
    /// replaces that entry's selection instead of adding a second. False + translated *error otherwise.
    bool openPriceListFile(const QString &path, QString *error = nullptr);
    /// The price list selected in the chooser.
    const catalog::PriceList &currentPriceList() const;

    /// Everything the controls describe.
    QuoteDraft draft() const;
    /// Fills the controls from a draft (reopening a stored quote): selects its price list (a built-in
    /// one, one offered already, or the draft's file), then the GPU and every other input, and the
    /// draft's own scenario (none when it has none: never the explorer's). An empty retention block keeps
    /// the defaults. False + translated *error (nothing changed) when the price
    /// list or the GPU is not available.
    bool setDraft(const QuoteDraft &draft, QString *error = nullptr);

    /// The request the controls describe.
    quote::QuoteRequest request() const;
    /// The quote for the current request (dated today, provisional reference), or nullopt with `error`.
    std::optional<quote::Quote> currentQuote(quote::QuoteError *error = nullptr) const;
    /// The document the PDF is drawn from (quote, language, validity, retention, measurements, routes,
    /// and the fit breakdown when ticked), or nullopt with a translated *error.
    std::optional<quote::QuoteDocument> currentDocument(QString *error = nullptr) const;

    /// Exports under a new idempotency key to `path` without asking (the Export button's flow without
    /// the file dialog and without Retry): true when the PDF was written (or the key replayed).
    /// False + translated *error otherwise; an abandoned first export leaves no history entry.
    bool exportTo(const QString &path, QString *error = nullptr);
    /// The Export button: new key, history begin, file dialog "<reference>.pdf", write, complete; on a
    /// failure Prompts::retry offers Retry with the SAME key (the file is asked again). Conflict and
    /// in-progress answers are shown with Prompts::warn.
    void exportInteractively();
    /// The history's reference of the last successful export, or empty.
    QString lastReference() const { return m_lastReference; }

    /// The quote's own scenario and fit for the quoted GPU and count; nullopt without a scenario or when it
    /// cannot be resolved or estimated (fitText() says why).
    const std::optional<fit::Scenario> &quoteScenario() const { return m_quoteScenario; }
    const std::optional<fit::Estimate> &quoteEstimate() const { return m_quoteEstimate; }
    /// The fit line under the configuration: the verdict for the quoted hardware, and when it differs from
    /// the explorer's, both configurations.
    QString fitText() const;

    /// Preview texts (formatted money with the currency code), empty when the request cannot be priced.
    QString totalText() const { return m_texts.total; }
    QString subtotalText() const { return m_texts.subtotal; }
    QString upFrontText() const { return m_texts.upFront; }
    QString meteredText() const { return m_texts.metered; }
    QString vatText() const { return m_texts.vat; } ///< empty without VAT
    /// The error shown instead of the preview, or empty.
    QString previewError() const { return m_texts.error; }

    QComboBox *priceListCombo() const { return m_configuration->priceListCombo(); }
    QComboBox *gpuCombo() const { return m_configuration->gpuCombo(); }
    QSpinBox *gpuCountSpinBox() const { return m_configuration->gpuCountSpinBox(); }
    QComboBox *termCombo() const { return m_configuration->termCombo(); }
    QSpinBox *termsSpinBox() const { return m_configuration->termsSpinBox(); }
    QComboBox *pricingCombo() const { return m_configuration->pricingCombo(); }
    QSpinBox *storageSpinBox() const { return m_configuration->storageSpinBox(); }
    /// "Checkpoints kept" (quotecheckpoints.h): visible only for a training scenario.
    QSpinBox *checkpointsSpinBox() const;
    QSpinBox *egressSpinBox() const { return m_configuration->egressSpinBox(); }
    QComboBox *supportCombo() const { return m_configuration->supportCombo(); }
    QCheckBox *dedicatedCheckBox() const { return m_configuration->dedicatedCheckBox(); }
    QCheckBox *vatCheckBox() const { return m_configuration->vatCheckBox(); }
    BasisPointsSpinBox *vatSpinBox() const { return m_configuration->vatSpinBox(); }
    QComboBox *pdfLanguageCombo() const { return m_configuration->pdfLanguageCombo(); }
    QSpinBox *validDaysSpinBox() const { return m_configuration->validDaysSpinBox(); }
    QCheckBox *includeFitCheckBox() const { return m_configuration->includeFitCheckBox(); }
    QCheckBox *includeRoutesCheckBox() const { return m_routesTab->includeCheckBox(); }
    QWidget *spotWarning() const { return m_configuration->spotWarning(); }
    QPushButton *spotConceptButton() const { return m_configuration->spotConceptButton(); }
    QTableWidget *routesTable() const { return m_routesTab->table(); }
    QPlainTextEdit *retentionLayerEdit() const { return m_retention->layerEdit(); }
    QPlainTextEdit *retentionEvidenceEdit() const { return m_retention->evidenceEdit(); }
    QPlainTextEdit *retentionCustomerEdit() const { return m_retention->customerEdit(); }
    QLineEdit *inputTokensEdit() const { return m_measurements->inputTokensEdit(); }
    QLineEdit *outputTokensEdit() const { return m_measurements->outputTokensEdit(); }
    QSpinBox *concurrencySpinBox() const { return m_measurements->concurrencySpinBox(); }
    QLineEdit *errorRateEdit() const { return m_measurements->errorRateEdit(); }
    QLineEdit *dataRefreshEdit() const { return m_measurements->dataRefreshEdit(); }
    QTabWidget *tabs() const { return m_tabs; }
    QLabel *statusLabel() const { return m_status; }
    QPushButton *exportButton() const { return m_exportButton; }

Q_SIGNALS:
    /// A PDF of quote `reference` is at `path` (written now, or replayed from the history).
    void exported(const QString &path, const QString &reference);
    /// The user asked for a glossary concept (the spot warning's "training-checkpoint").
    void conceptRequested(const QString &conceptId);

protected:
    void changeEvent(QEvent *event) override;

private:
    struct PreviewTexts {
        QString subtotal, upFront, metered, vat, total, error;
    };

    QGroupBox *createPreview();
    void wireControls();
    void retranslate();
    void onPriceListChanged();
    void onOpenPriceList();
    void updatePreview();
    void recomputeFit();
    QString lineText(const quote::LineItem &line, const quote::Quote &quote) const;
    QString unitText(const QString &unit) const;
    /// The spot note: the training checkpoint's recovery plan for a training quote, else the general one.
    QString spotText() const;
    QString suggestedPdfPath(const QString &reference) const;
    void showExported(const ExportResult &result);

    const catalog::Catalog &m_catalog;
    std::optional<scenario::Choice> m_explorerChoice; ///< what the explorer showed when the dialog opened
    std::optional<scenario::Choice> m_baseChoice;     ///< the scenario the quote starts from
    std::optional<scenario::Choice> m_quoteChoice;    ///< m_baseChoice on the quoted GPU and count
    std::optional<fit::Scenario> m_quoteScenario;
    std::optional<fit::Estimate> m_quoteEstimate;
    QString m_fitProblem; ///< why there is no fit (translated), or empty
    QString m_language;
    Prompts m_prompts = Prompts::interactive();
    std::unique_ptr<QuoteExporter> m_exporter;
    QString m_lastReference;
    QString m_lastExportDir;
    PreviewTexts m_texts;
    bool m_filling = false; ///< setDraft() is setting the controls: no preview per control

    QTabWidget *m_tabs = nullptr;
    QuoteConfigurationTab *m_configuration = nullptr;
    QuoteRoutesTab *m_routesTab = nullptr;
    QuoteRetentionTab *m_retention = nullptr;
    QuoteMeasurementsTab *m_measurements = nullptr;
    // Preview
    QGroupBox *m_previewGroup = nullptr;
    QLabel *m_preview = nullptr;
    QLabel *m_fitLabel = nullptr;
    QLabel *m_notice = nullptr;
    QLabel *m_status = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
    QPushButton *m_exportButton = nullptr;
};

} // namespace headroom::ui
