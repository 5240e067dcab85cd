// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// `headroom estimate`: runs the fit model for one scenario and prints the per-GPU memory breakdown,
// under the chosen engine, as a table in GiB (2^30 bytes) or, with --json, as the object documented
// in jsonformat.h.

#include <catalog/catalog.h>
#include <cli/command.h>
#include <cli/fitreport.h>
#include <fit/fitmodel.h>

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <optional>

namespace headroom::cli {

class EstimateCommand
{
    Q_DECLARE_TR_FUNCTIONS(headroom::cli::EstimateCommand)

public:
    /// Runs the command on `arguments` (the words after "estimate") against the built-in catalogue.
    /// On success appends the report (or the help text for -h/--help) to `output`.
    static std::optional<CommandError> run(const QStringList &arguments, QString *output);

    /// "headroom estimate --model ID --gpu ID [...]"
    static QString synopsis();

    /// The human-readable report: scenario and engine, per-GPU table in GiB with 2 decimals (the KV
    /// cache split by attention kind when more than one kind holds some, the engine's reserve when it
    /// has one), "fits"/"does not fit" with the headroom and the binding constraint, KV cache per
    /// token, and the solvers' answers: sequences that fit at the context, the largest context at the
    /// concurrency, the fewest GPUs and the KV capacity in tokens; then the assumptions and the
    /// importer's notes.
    static QString formatText(const FitReport &report, const catalog::Gpu &gpu);

    /// `bytes` in GiB (2^30 bytes) with 2 decimals, C locale: 1073741824 -> "1.00".
    static QString gib(qint64 bytes);
};

} // namespace headroom::cli
