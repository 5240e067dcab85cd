// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// "What should I rent?" (issue 13 item 4, the window's half): what the user wants to run (model, weights,
// engine, context, concurrency), optional speed targets (decode tokens/s per user and aggregate), the most
// GPUs, the rental term and number of terms, the price list, the pricing models to try and the
// utilisation; quote::solveRent() does the rest. The panel only fills a quote::RentRequest and shows the
// quote::RentResult: one row per answer, best first (GPU × count with the GPUs per replica, pricing, total
// for the term, cost per million output tokens, decode tokens/s per user and aggregate, time to first
// token, the binding constraint and a mini stacked bar of the memory per GPU), and a "Quote this…" button
// per row that asks for the quote dialog on exactly that answer (draftFor()). Inputs re-run the solver
// after a short pause (it answers in well under 200 ms); Find runs it at once; the
// first search runs when the panel is first shown. A request the solver
// refuses shows its message in the panel; an empty list says so in a sentence.

#include "quoteexport.h"

#include <catalog/catalog.h>
#include <quote/rent.h>

#include <QWidget>

#include <optional>

class QComboBox;
class QDoubleSpinBox;
class QGridLayout;
class QLabel;
class QPushButton;
class QSpinBox;
class QTableWidget;
class QTimer;

namespace headroom::ui {

class RentPanel final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(RentPanel)

public:
    /// Columns of answersTable().
    enum Column { ConfigurationColumn, CostColumn, SpeedColumn, LimitColumn, MemoryColumn, ActionColumn, ColumnCount };

    /// `catalog` must outlive the panel (or be replaced with setCatalog() first). `uiLanguage` formats
    /// money ("en", "nl", "tr"; setLanguage() follows a switch).
    explicit RentPanel(const catalog::Catalog &catalog, const QString &uiLanguage = QStringLiteral("en"),
                       QWidget *parent = nullptr);
    ~RentPanel() override;

    /// Another catalogue (the built-in one with the user's custom GPUs): the model list and price lists
    /// are refilled keeping the selections, and the solver runs again.
    void setCatalog(const catalog::Catalog &catalog);
    void setLanguage(const QString &uiLanguage);
    /// Reads the price lists again (after File → Open price list…) and selects the opened file's list.
    void reloadPriceLists();

    /// Sets the inputs that describe the workload from a fit explorer choice: its catalogue model, engine,
    /// weights, context and concurrency (an imported config is not offered here: the model stays).
    void setFromChoice(const scenario::Choice &choice);

    /// The request the inputs describe.
    quote::RentRequest request() const;
    /// Runs the solver now on request() and shows the result (Find).
    void find();
    /// The last result; nullopt before the first run and while the request is refused (errorText()).
    const std::optional<quote::RentResult> &result() const { return m_result; }
    /// What the panel says above the list: how many configurations were tried, the sentence of an empty
    /// result, or the solver's error.
    QString statusText() const;
    QString errorText() const { return m_error; }

    /// The quote dialog's draft for answer `row` of result(): its RentAnswer::request and choice, the
    /// chosen price list (id, version, currency, file) and the UI language; nullopt for no such row.
    std::optional<QuoteDraft> draftFor(int row) const;

    QComboBox *modelCombo() const { return m_model; }
    QComboBox *engineCombo() const { return m_engine; }
    QComboBox *weightsCombo() const { return m_weights; }
    QSpinBox *contextSpinBox() const { return m_context; }
    QSpinBox *concurrencySpinBox() const { return m_concurrency; }
    QDoubleSpinBox *minTokensPerUserSpinBox() const { return m_minPerUser; }
    QDoubleSpinBox *minTokensAggregateSpinBox() const { return m_minAggregate; }
    QSpinBox *maxGpusSpinBox() const { return m_maxGpus; }
    QComboBox *termCombo() const { return m_term; }
    QSpinBox *termsSpinBox() const { return m_terms; }
    QComboBox *priceListCombo() const { return m_priceList; }
    QComboBox *pricingCombo() const { return m_pricing; }
    QSpinBox *utilizationSpinBox() const { return m_utilization; }
    QPushButton *findButton() const { return m_find; }
    QPushButton *fromExplorerButton() const { return m_fromExplorer; }
    QLabel *statusLabel() const { return m_status; }
    QTableWidget *answersTable() const { return m_table; }
    /// The "Quote this…" button of a row, or nullptr.
    QPushButton *quoteButton(int row) const;

Q_SIGNALS:
    /// "Quote this…" on a row: open the quote dialog on `draft` (draftFor(row)).
    void quoteRequested(const headroom::ui::QuoteDraft &draft);
    /// "From the fit explorer": the owner answers with setFromChoice().
    void explorerChoiceRequested();

protected:
    void changeEvent(QEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    struct PriceListEntry {
        catalog::PriceList list;
        QString file; ///< empty for a catalogue list
    };

    void buildLayout();
    void fillModels();
    /// `selectFile`: select the remembered file's list (just opened) rather than the one selected before.
    void fillPriceLists(bool selectFile = false);
    void fillWeights();
    void retranslate();
    void updateLegend();
    void scheduleFind();
    void showResult();
    void fillRow(int row, const quote::RentAnswer &answer);
    QString answerConfiguration(const quote::RentAnswer &answer) const;
    QString answerCost(const quote::RentAnswer &answer) const;
    QString answerSpeed(const quote::RentAnswer &answer) const;
    const PriceListEntry *currentPriceList() const;
    fit::Engine currentEngine() const;

    const catalog::Catalog *m_catalog;
    QString m_language;
    QList<PriceListEntry> m_lists;
    std::optional<quote::RentResult> m_result;
    QString m_error;
    QString m_resultCurrency; ///< the currency of the list m_result was priced with
    QTimer *m_debounce = nullptr;
    bool m_filling = false;
    bool m_stale = false; ///< nothing searched yet, or a new catalogue while hidden: find() when shown

    QList<QLabel *> m_labels; ///< the form's labels, in the order retranslate() names them
    QComboBox *m_model = nullptr;
    QComboBox *m_engine = nullptr;
    QComboBox *m_weights = nullptr;
    QSpinBox *m_context = nullptr;
    QSpinBox *m_concurrency = nullptr;
    QDoubleSpinBox *m_minPerUser = nullptr;
    QDoubleSpinBox *m_minAggregate = nullptr;
    QSpinBox *m_maxGpus = nullptr;
    QComboBox *m_term = nullptr;
    QSpinBox *m_terms = nullptr;
    QComboBox *m_priceList = nullptr;
    QComboBox *m_pricing = nullptr;
    QSpinBox *m_utilization = nullptr;
    QPushButton *m_find = nullptr;
    QPushButton *m_fromExplorer = nullptr;
    QLabel *m_title = nullptr;
    QLabel *m_intro = nullptr;
    QLabel *m_status = nullptr;
    QLabel *m_legend = nullptr;
    QTableWidget *m_table = nullptr;
};

} // namespace headroom::ui
