// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// `headroom quote history [--store FILE] [--json] [--delete REF]`: lists the quote history
// (quote::QuoteStore::quotes(): one entry per reference, newest first) as a text table or, with --json,
// the object documented in jsonformat.h (quoteHistoryToJson); --delete removes one quote and its
// operations (no confirmation: the command line is explicit).

#include <cli/command.h>
#include <quote/quotestore.h>

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <optional>

namespace headroom::cli {

class QuoteHistoryCommand
{
    Q_DECLARE_TR_FUNCTIONS(headroom::cli::QuoteHistoryCommand)

public:
    /// Runs the command on `arguments` (the words after "quote history"). Errors: bad arguments or an
    /// unknown --delete reference (exit 2); a history file that cannot be opened or read (exit 1).
    /// Listing a history file that does not exist yet creates it (empty).
    static std::optional<CommandError> run(const QStringList &arguments, QString *output);

    /// "headroom quote history [--store FILE] [--delete REF] [--json]"
    static QString synopsis();

    /// The --store value, or quote::QuoteStore::defaultPath() when `option` is empty.
    static QString storePath(const QString &option);

    /// Opens the history at `path`; nullopt with a runtime error (exit 1) naming the file otherwise.
    static std::optional<quote::QuoteStore> openStore(const QString &path, CommandError *error);

    /// The text table: reference, created (UTC, minutes), total, PDF; or a one-line "no quotes" notice.
    static QString formatText(const QList<quote::StoredQuote> &quotes, const QString &storePath);
};

} // namespace headroom::cli
