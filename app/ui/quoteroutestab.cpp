// SPDX-License-Identifier: GPL-3.0-or-later
#include "quoteroutestab.h"

#include <quote/routes.h>

#include <QCheckBox>
#include <QHeaderView>
#include <QLabel>
#include <QStyle>
#include <QTableWidget>
#include <QVBoxLayout>

namespace headroom::ui {

namespace {
/// An amount that never breaks between the number and its currency code.
QString unbreakable(QString text)
{
    return text.replace(u' ', QChar(0x00A0));
}
} // namespace

QuoteRoutesTab::QuoteRoutesTab(QWidget *parent)
    : QWidget(parent)
{
    m_routesIntro = new QLabel(this);
    m_routesIntro->setWordWrap(true);
    // One column per route, one row per aspect (as in the PDF): the texts get the width of a column.
    m_routes = new QTableWidget(RowCount, 0, this);
    m_routes->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_routes->setSelectionMode(QAbstractItemView::NoSelection);
    m_routes->setWordWrap(true);
    m_routes->setVerticalScrollMode(QAbstractItemView::ScrollPerPixel);
    m_routes->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    // Route names wrap in the header instead of being cut off.
    m_routes->horizontalHeader()->setDefaultAlignment(
        Qt::Alignment(Qt::AlignLeft | Qt::AlignVCenter | Qt::TextWordWrap));
    // Qt 6.4 does not grow the header for wrapped text: room for two lines.
    m_routes->horizontalHeader()->setMinimumHeight(2 * m_routes->horizontalHeader()->fontMetrics().lineSpacing() +
                                                   2 * style()->pixelMetric(QStyle::PM_HeaderMargin));
    m_routes->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_routes->verticalHeader()->setDefaultAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_includeRoutes = new QCheckBox(this);
    m_includeRoutes->setChecked(true);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_routesIntro);
    layout->addWidget(m_routes, 1);
    layout->addWidget(m_includeRoutes);
}

void QuoteRoutesTab::showRoutes(const std::optional<quote::Quote> &q, const quote::MeasurementNotes &measurements,
                                const QString &language)
{
    m_routes->setColumnCount(0);
    if (!q)
        return;
    const QList<quote::RouteEstimate> routes =
        quote::compareRoutes(*q, measurements, quote::builtinRoutePrices(), language);
    m_routes->setColumnCount(int(routes.size()));
    const auto money = [&language, &q](qint64 minor) {
        return unbreakable(quote::formatMoney({minor, q->total.currency}, language));
    };
    QStringList names;
    for (int column = 0; column < routes.size(); ++column) {
        const quote::RouteEstimate &r = routes.at(column);
        names << r.name;
        const QString period = r.periodCostMinor ? money(*r.periodCostMinor) : tr("not known");
        const QString idle = r.idleCostKnown ? money(r.idleCostMinor) : tr("not known");
        const QString texts[RowCount] = {r.operates, r.bills, period, idle, r.egressNote};
        const QString tips[RowCount] = {r.operates, r.bills, r.costNote, r.idleNote, r.egressNote};
        for (int row = 0; row < RowCount; ++row) {
            auto *item = new QTableWidgetItem(texts[row]);
            item->setToolTip(tips[row]);
            item->setTextAlignment(Qt::AlignLeft | Qt::AlignTop);
            m_routes->setItem(row, column, item);
        }
    }
    m_routes->setHorizontalHeaderLabels(names);
}

void QuoteRoutesTab::retranslate()
{
    m_routesIntro->setText(tr("Three ways to run the scenario: who operates what, how each bills, and what idle "
                              "time costs. Token-billed routes need the token figures of the Measurements tab."));
    m_routes->setVerticalHeaderLabels(
        {tr("Who operates"), tr("Billed"), tr("Cost of the period"), tr("Idle cost"), tr("Egress")});
    m_includeRoutes->setText(tr("Include the comparison in the PDF"));
}

} // namespace headroom::ui
