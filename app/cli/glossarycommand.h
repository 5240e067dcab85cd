// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// `headroom glossary search|show|import|export`:
//   search QUERY [--lang nl|en|tr] [--termbase FILE] [--json]
//       glossary::SearchIndex (built for the --lang UI language, with glossary::builtInQuestions(), so a
//       typed question is found: its hit's matched_term is the question); one line per hit,
//       "term — matched_term (lang, tier)" plus " [source]" for a user termbase's concept (long
//       definitions cut to an excerpt around the match), or with --json the array of jsonformat.h
//       hitsToJson (full texts). When only suggestions came back (tier "suggestion": nothing matched)
//       the plain output is one line "No matches. Did you mean: X, Y, Z?" (the suggested terms); --json
//       prints them as the same array.
//   show ID [--lang nl|en|tr] [--termbase FILE] [--json]
//       the article (article()), or with --json conceptToJson().
//   import FILE [--json]
//       reads the TBX file once (io::readRegularFile), validates those bytes and stores exactly them in
//       glossary::TermbaseStore's default folder (TermbaseStore::importData); prints the number of
//       concepts added and every skipped item (or importReportToJson()).
//   export FILE [--format tbx|csv] [--termbase FILE]
//       Termbase::toTbx()/toCsv() written with io::writeFileAtomically(); the format defaults from the
//       extension (.tbx, .xml -> tbx; .csv -> csv). FILE may not be an input (io::sameFile()): the
//       --termbase file or a termbase imported into the store is refused (exit 2) before anything is
//       written.
// Without --termbase, search, show and export use glossary::TermbaseStore().load(): the built-in
// glossary and the imported termbases (an unreadable imported file is skipped silently here; import
// reports conflicts). With --termbase FILE they use only that file (its concepts carry its file name
// as source). Exit codes: 2 for bad arguments, an unknown concept id and a malformed or unreadable
// termbase file; 1 when the export file or the store copy cannot be written.

#include <cli/command.h>
#include <glossary/termbase.h>

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <optional>

namespace headroom::cli {

class GlossaryCommand
{
    Q_DECLARE_TR_FUNCTIONS(headroom::cli::GlossaryCommand)

public:
    /// Runs the command on `arguments` (the words after "glossary"). For search, several query words
    /// are joined with single spaces ("kv cache" and kv cache search alike). No hits is not an error:
    /// `[]` with --json, a "No matches" line otherwise.
    static std::optional<CommandError> run(const QStringList &arguments, QString *output);

    /// "headroom glossary search QUERY [--lang nl|en|tr] [--termbase FILE] [--json]" (the top-level help
    /// lists this first line; synopses() has all four).
    static QString synopsis();

    /// One synopsis line per glossary command: search, show, import, export.
    static QStringList synopses();

    /// One-line excerpt of `text` for the plain output: line breaks become spaces; a text longer than
    /// 2 x `context` + `length` UTF-16 code units is cut to `context` units either side of the match
    /// [`start`, `start` + `length`), with "…" where it was cut, never inside a surrogate pair.
    static QString excerpt(const QString &text, int start, int length, int context = 30);

    /// `glossary show` plain text, lines ending in '\n':
    ///   "<term in language> (<id>)", "Subject: <subject>" (when set), "Source: <source>" (user termbases),
    ///   blank line, "nl: t1; t2", "en: ...", "tr: ..." ("—" for a language without terms), then one such
    ///   line per other language of the concept (an imported termbase's "de", "es", "zu": code order),
    ///   blank line, the definition and "Definition source: <source>" (when the file gives one), blank
    ///   line, "Context (<term>): <text>" and "Context source: <source>" for each context of a term (TBX
    ///   descrip type="context"), "When it matters: <note>", "See also: <term> (<id>), ..." (see-also terms
    ///   in `language` when `termbase` has the id). Definition (with its source), contexts and note fall
    ///   back to English when `language` has none; empty parts are left out.
    static QString article(const glossary::Concept &entry, const glossary::Termbase &termbase, const QString &language);
};

} // namespace headroom::cli
