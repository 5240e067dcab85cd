// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// `headroom quote history [--store FILE] [--json] [--delete REF]`: lists the quote history
// (quote::QuoteStore::quotes(): one entry per reference, newest first) as a text table or, with --json,
// the object documented in jsonformat.h (quoteHistoryToJson); --delete removes one quote and its
// operations (no confirmation: the command line is explicit).

#include <cli/command.h>
#include <quote/quotestore.h>

#include <QCoreApplication>
#include <QHash>
#include <QString>
#include <QStringList>

#include <optional>

namespace headroom::cli {

class QuoteHistoryCommand
{
    Q_DECLARE_TR_FUNCTIONS(headroom::cli::QuoteHistoryCommand)

public:
    /// Runs the command on `arguments` (the words after "quote history"). Listing opens the file read-only
    /// (QuoteStore::Access::ReadOnly) and never writes to it; a file that does not exist lists as an empty
    /// history and is not created. Errors: bad arguments, an unknown --delete reference, a file that is not
    /// a Headroom quote history or is from a newer Headroom (exit 2, the file untouched); a history that is
    /// locked, read-only (for --delete), on a full disk or unreadable (exit 1, each with its own message).
    static std::optional<CommandError> run(const QStringList &arguments, QString *output);

    /// "headroom quote history [--store FILE] [--delete REF] [--json]"
    static QString synopsis();

    /// The --store value, or quote::QuoteStore::defaultPath() when `option` is empty.
    static QString storePath(const QString &option);

    /// Opens the history at `path` with `access`; nullopt with an error naming the file otherwise: exit 2
    /// for a file that is not a Headroom quote history or is too new (quote::OpenError::isBadInput()),
    /// exit 1 for the rest (locked, read-only, disk full, I/O).
    static std::optional<quote::QuoteStore>
    openStore(const QString &path, CommandError *error,
              quote::QuoteStore::Access access = quote::QuoteStore::Access::ReadWrite);

    /// The text table: reference, created (UTC, minutes), total, PDF; or a one-line "no quotes" notice.
    /// `notes`: by reference, what the PDF column says for a quote with no completed export (pdfNote()).
    static QString formatText(const QList<quote::StoredQuote> &quotes, const QString &storePath,
                              const QHash<QString, QString> &notes = {});
    /// "(none)", or, when the newest export_pdf operation of `reference` is pending (running, or interrupted
    /// by a crash or by a history that could not record its failure) or failed, that state.
    static QString pdfNote(const quote::QuoteStore &store, const QString &reference);
};

} // namespace headroom::cli
