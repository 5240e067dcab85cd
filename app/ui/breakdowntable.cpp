// SPDX-License-Identifier: GPL-3.0-or-later
#include "breakdowntable.h"

#include <scenario/labels.h>
#include <scenario/memoryrows.h>

#include <QEvent>
#include <QHeaderView>
#include <QLocale>

namespace headroom::ui {

namespace {

/// The glossary concept of a row: the segment whose name the row carries (memoryRows() names segments with
/// scenario::labels::segmentName), "kv-cache" for the KV total, "usable-vram" and "headroom" for those
/// summaries; empty for Total and host RAM.
QString conceptOfRow(const scenario::labels::MemoryRow &row, fit::Engine engine, int index)
{
    for (const fit::Segment s : fit::kAllSegments) {
        if (row.label == scenario::labels::segmentName(s, engine))
            return QString::fromLatin1(fit::segmentConceptId(s).data(), qsizetype(fit::segmentConceptId(s).size()));
    }
    if (!row.summary && index == 1)
        return QStringLiteral("kv-cache"); // the KV cache total, second row of an inference table
    return {};
}

} // namespace

BreakdownTable::BreakdownTable(QWidget *parent)
    : QTableWidget(0, 2, parent)
{
    setEditTriggers(QAbstractItemView::NoEditTriggers);
    setSelectionBehavior(QAbstractItemView::SelectRows);
    setSelectionMode(QAbstractItemView::SingleSelection);
    setAlternatingRowColors(true);
    verticalHeader()->setVisible(false);
    horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    horizontalHeader()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    setTabKeyNavigation(false); // Tab leaves the table, arrows move inside it
    connect(this, &QTableWidget::itemActivated, this, [this](QTableWidgetItem *item) {
        const QString id = this->item(item->row(), 0)->data(Qt::UserRole).toString();
        if (!id.isEmpty())
            emit conceptActivated(id);
    });
    retranslate();
}

void BreakdownTable::setEstimate(const fit::Scenario &scenario, const fit::Estimate &estimate)
{
    m_scenario = scenario;
    m_estimate = estimate;
    fill();
}

void BreakdownTable::fill()
{
    if (!m_scenario || !m_estimate) {
        setRowCount(0);
        return;
    }
    const fit::Estimate &estimate = *m_estimate;
    const QList<scenario::labels::MemoryRow> rows = scenario::labels::memoryRows(*m_scenario, estimate);
    const QLocale locale;
    setRowCount(static_cast<int>(rows.size()));
    for (int i = 0; i < rows.size(); ++i) {
        const scenario::labels::MemoryRow &row = rows.at(i);
        auto *label = new QTableWidgetItem(row.part ? QStringLiteral("    ") + row.label : row.label);
        label->setData(Qt::UserRole, conceptOfRow(row, estimate.engine, i));
        QFont font = label->font();
        font.setBold(row.summary);
        label->setFont(font);
        auto *value = new QTableWidgetItem(tr("%1 GiB").arg(scenario::labels::gibText(row.bytes, locale)));
        value->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        value->setFont(font);
        setItem(i, 0, label);
        setItem(i, 1, value);
    }
}

void BreakdownTable::clearEstimate()
{
    m_scenario.reset();
    m_estimate.reset();
    setRowCount(0);
}

void BreakdownTable::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        fill(); // the rows' names and numbers in the new language and locale
    }
    QTableWidget::changeEvent(event);
}

void BreakdownTable::retranslate()
{
    setHorizontalHeaderLabels({tr("Memory per GPU"), tr("Size")});
    setAccessibleName(tr("Memory breakdown table"));
    setAccessibleDescription(tr("The breakdown chart as text: the memory of one GPU by part, then the total, "
                                "the usable memory and the headroom, in GiB (2^30 bytes)."));
}

} // namespace headroom::ui
