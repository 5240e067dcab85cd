// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The quote dialog's "Routes" tab (QuoteDialog composes it): the three ways to run the quoted scenario
// (quote::compareRoutes: hosted model API, managed endpoint, own runtime) side by side, one column per
// route and one row per aspect (who operates, how it bills, the cost of the period, idle cost, egress),
// as in the PDF; and whether the PDF includes the comparison. Money is formatted in the quote's currency
// and the UI language. Strings: tr() in the "headroom::ui::QuoteDialog" context, the dialog's, so the
// split kept every translation.

#include <quote/quote.h>
#include <quote/quotedocument.h>

#include <QCoreApplication>
#include <QString>
#include <QWidget>

#include <optional>

class QCheckBox;
class QLabel;
class QTableWidget;

namespace headroom::ui {

class QuoteRoutesTab final : public QWidget
{
    Q_DECLARE_TR_FUNCTIONS(headroom::ui::QuoteDialog)
    Q_DISABLE_COPY_MOVE(QuoteRoutesTab)

public:
    /// Rows of table(); QuoteDialog::RouteRow names them for callers.
    enum Row { OperatesRow, BillsRow, CostRow, IdleRow, EgressRow, RowCount };

    explicit QuoteRoutesTab(QWidget *parent = nullptr);

    /// Compares the routes for `quote` with the customer's `measurements` (token figures price the
    /// token-billed routes) at the built-in example route prices, in `language`'s numbers; no quote (it
    /// cannot be priced) leaves the table without columns.
    void showRoutes(const std::optional<quote::Quote> &quote, const quote::MeasurementNotes &measurements,
                    const QString &language);
    void retranslate();

    QTableWidget *table() const { return m_routes; }
    QCheckBox *includeCheckBox() const { return m_includeRoutes; }

private:
    QLabel *m_routesIntro = nullptr;
    QTableWidget *m_routes = nullptr;
    QCheckBox *m_includeRoutes = nullptr;
};

} // namespace headroom::ui
