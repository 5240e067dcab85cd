// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// `headroom quote`: prices a GPU rental against the built-in (example) price list, writes the quote
// as a PDF (quote::exportQuotePdf) and prints a summary or, with --json, the object documented in
// jsonformat.h. With --model the quote also carries a fit estimate for the rented GPUs.

#include <cli/command.h>
#include <quote/quote.h>

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <optional>

namespace headroom::cli {

/// Upper bounds the CLI accepts before quote::buildQuote checks the money for overflow.
inline constexpr qint64 kMaxTerms = 10'000;
inline constexpr qint64 kMaxGigabytes = 1'000'000'000; ///< 10^9 GB = 1 EB

class QuoteCommand
{
    Q_DECLARE_TR_FUNCTIONS(headroom::cli::QuoteCommand)

public:
    /// Runs the command on `arguments` (the words after "quote"). On success the PDF exists at --pdf
    /// and the summary (or help text) is appended to `output`. Errors: bad arguments (exit 2), a PDF
    /// that cannot be written (exit 1; nothing is printed to `output`).
    static std::optional<CommandError> run(const QStringList &arguments, QString *output);

    /// "headroom quote --gpu ID [...] --pdf FILE [--json]"
    static QString synopsis();

    /// Readable summary: reference, date, example-data notice, line items, total, PDF path.
    static QString formatText(const quote::Quote &quote, const QString &pdfPath);
};

} // namespace headroom::cli
