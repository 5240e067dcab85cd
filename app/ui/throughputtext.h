// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The window's words for throughput (issue 13): the bound that limits a figure ("memory bandwidth",
// "compute", "interconnect") and the lines the fit explorer shows under its chart, all from
// scenario/labels.h (a rent answer's binding constraint: labels::bindingConstraintName). Formatting only: every
// figure comes from fit::throughput() (fit/throughput.h), as `headroom estimate --json` prints it.

#include <fit/fitmodel.h>
#include <fit/throughput.h>

#include <QCoreApplication>
#include <QLocale>
#include <QString>

namespace headroom::ui {

class ThroughputText final
{
    Q_DECLARE_TR_FUNCTIONS(headroom::ui::ThroughputText)

public:
    ThroughputText() = delete;

    /// "memory bandwidth", "compute", "interconnect" (translated): scenario::labels::throughputBoundName.
    static QString boundName(fit::ThroughputBound bound);
    /// Tokens per second for display: scenario::labels::tokensPerSecondText, as `headroom estimate` prints it.
    static QString tokensPerSecond(double value, const QLocale &locale);
    /// Milliseconds for display, with the same rule.
    static QString milliseconds(double value, const QLocale &locale);
    /// The explorer's lines: scenario::labels::throughputLines (the lines `headroom estimate` prints),
    /// one per line.
    static QString explorerLines(const fit::Throughput &t, int concurrency, int replicas, const QLocale &locale);
};

} // namespace headroom::ui
