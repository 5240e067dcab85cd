// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// `headroom glossary search QUERY [--lang nl|en|tr] [--json]`: searches the built-in trilingual
// termbase with glossary::SearchIndex (built for the --lang UI language) and prints one line per
// hit, "term — matched_term (lang, tier)" (long definitions cut to an excerpt around the match), or,
// with --json, the array documented in jsonformat.h (full texts).

#include <cli/command.h>

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <optional>

namespace headroom::cli {

class GlossaryCommand
{
    Q_DECLARE_TR_FUNCTIONS(headroom::cli::GlossaryCommand)

public:
    /// Runs the command on `arguments` (the words after "glossary"). Several query words are joined
    /// with single spaces ("kv cache" and kv cache search alike). No hits is not an error: `[]` with
    /// --json, a "No matches" line otherwise.
    static std::optional<CommandError> run(const QStringList &arguments, QString *output);

    /// "headroom glossary search QUERY [--lang nl|en|tr] [--json]"
    static QString synopsis();

    /// One-line excerpt of `text` for the plain output: line breaks become spaces; a text longer than
    /// 2 x `context` + `length` UTF-16 code units is cut to `context` units either side of the match
    /// [`start`, `start` + `length`), with "…" where it was cut, never inside a surrogate pair.
    static QString excerpt(const QString &text, int start, int length, int context = 30);
};

} // namespace headroom::cli
