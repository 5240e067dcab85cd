// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// `headroom estimate`: runs the fit model for one scenario and prints the per-GPU memory breakdown,
// under the chosen engine, as a table in GiB (2^30 bytes) or, with --json, as the object documented
// in jsonformat.h. The table is written in --lang (nl, en or tr; default en): its translation
// (quote::PdfLanguageScope, ":/i18n/headroom_<lang>.qm", embedded by headroom_ui into the headroom
// executable) is installed from the moment the option is read, so the error line of a later check is
// in that language too; numbers follow quote::localeForLanguage(). The JSON is always English.

#include <catalog/catalog.h>
#include <cli/command.h>
#include <cli/fitreport.h>
#include <fit/fitmodel.h>

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <optional>

namespace headroom::cli {

class OptionReader;

class EstimateCommand
{
    Q_DECLARE_TR_FUNCTIONS(headroom::cli::EstimateCommand)

public:
    /// Runs the command on `arguments` (the words after "estimate") against the built-in catalogue.
    /// On success appends the report (or the help text for -h/--help) to `output`.
    static std::optional<CommandError> run(const QStringList &arguments, QString *output);

    /// "headroom estimate --model ID --gpu ID [...]"
    static QString synopsis();

    /// "lang": the option `headroom estimate` and `headroom quote` take for their language.
    static QString langOption();

    /// The value of --lang: "nl", "en" or "tr"; "en" when it is absent (the option's default).
    /// Errors: any other value (exit 2, "--lang: unknown value 'xx'; expected one of nl, en, tr"), a
    /// language whose translation this build does not embed (exit 1; quote::PdfLanguageScope::available(),
    /// e.g. a test binary without headroom_ui). Both messages are English: no language is installed yet.
    static std::optional<QString> readLanguage(const OptionReader &options, CommandError *error);

    /// The human-readable report: scenario and engine, per-GPU table in GiB (2^30 bytes) with 2 decimals
    /// (the KV cache split by attention kind when more than one kind holds some, the engine's reserve when
    /// it has one), the verdict (scenario::labels::fitVerdict) and the binding constraint, KV cache per
    /// token, and the solvers' answers: sequences that fit at the context, the largest context at the
    /// concurrency, the fewest GPUs and the KV capacity in tokens; then the assumptions
    /// (scenario::labels::assumptionTexts) and the importer's notes (English, as the importer words them).
    /// Names of engines, segments and constraints are scenario/labels.h's, as in the window and the PDF.
    /// Sentences through the installed translator; numbers in quote::localeForLanguage(language).
    static QString formatText(const FitReport &report, const catalog::Gpu &gpu,
                              const QString &language = QStringLiteral("en"));
};

} // namespace headroom::cli
