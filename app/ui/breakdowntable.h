// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The breakdown chart's text equivalent: the memory of one GPU (the binding GPU of a placement) as a
// read-only two-column table, the rows of scenario::labels::memoryRows() that `headroom estimate` prints
// (GiB = 2^30 bytes, two decimals in the UI language). Screen readers read it cell by cell; keyboard users
// reach it by Tab. Each row's glossary concept is in Qt::UserRole of its first cell (empty for the summary
// rows); activating a row (Enter, double click) emits conceptActivated().

#include <fit/fitmodel.h>

#include <QTableWidget>

#include <optional>

namespace headroom::ui {

class BreakdownTable final : public QTableWidget
{
    Q_OBJECT

public:
    explicit BreakdownTable(QWidget *parent = nullptr);

    /// Shows the rows of `estimate` for `scenario`.
    void setEstimate(const fit::Scenario &scenario, const fit::Estimate &estimate);
    /// No rows (while the scenario is invalid).
    void clearEstimate();

signals:
    void conceptActivated(const QString &conceptId);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void fill();

    // What the rows show, kept so that a language change rewrites them in the new language and locale.
    std::optional<fit::Scenario> m_scenario;
    std::optional<fit::Estimate> m_estimate;
};

} // namespace headroom::ui
