// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// `headroom estimate`: runs the fit model for one scenario and prints the per-GPU memory breakdown,
// as a table in GiB (2^30 bytes) or, with --json, as the object documented in jsonformat.h.

#include <catalog/catalog.h>
#include <cli/command.h>
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

    /// The human-readable report: scenario, per-GPU table in GiB with 2 decimals, "fits"/"does not
    /// fit" with the headroom, KV cache per token, max concurrency and the model's assumptions.
    static QString formatText(const fit::Scenario &scenario, const fit::Estimate &estimate, const catalog::Gpu &gpu);

    /// `bytes` in GiB (2^30 bytes) with 2 decimals, C locale: 1073741824 -> "1.00".
    static QString gib(qint64 bytes);
};

} // namespace headroom::cli
