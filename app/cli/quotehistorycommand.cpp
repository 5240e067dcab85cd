// SPDX-License-Identifier: GPL-3.0-or-later
#include <cli/quotehistorycommand.h>

#include <catalog/catalog.h>
#include <cli/jsonformat.h>
#include <cli/optionreader.h>
#include <cli/scenariooptions.h>
#include <quote/historylabels.h>
#include <quote/quote.h>

#include <QFileInfo>
#include <cli/commandline.h>

#include <algorithm>

namespace headroom::cli {

namespace {

QString storeOption()
{
    return QStringLiteral("store");
}
QString deleteOption()
{
    return QStringLiteral("delete");
}

} // namespace

QString QuoteHistoryCommand::synopsis()
{
    return QStringLiteral("headroom quote history [--store FILE] [--delete REF] [--json]");
}

QString QuoteHistoryCommand::storePath(const QString &option)
{
    return option.isEmpty() ? quote::QuoteStore::defaultPath() : option;
}

std::optional<quote::QuoteStore> QuoteHistoryCommand::openStore(const QString &path, CommandError *error,
                                                                quote::QuoteStore::Access access)
{
    quote::OpenError openError;
    std::optional<quote::QuoteStore> store = quote::QuoteStore::open(path, &openError, access);
    if (!store && error) {
        const QString message = openError.message.isEmpty()
                                    ? tr("cannot open the quote history '%1'").arg(QFileInfo(path).absoluteFilePath())
                                    : openError.message;
        *error = openError.isBadInput() ? CommandError::usage(message) : CommandError::runtime(message);
    }
    return store;
}

std::optional<CommandError> QuoteHistoryCommand::run(const QStringList &arguments, QString *output)
{
    CommandLine parser;
    parser.addOption({{QStringLiteral("h"), option::help()}, tr("Show this help.")});
    parser.addOption({storeOption(),
                      tr("Quote history file (SQLite; default %1).").arg(quote::QuoteStore::defaultPath()),
                      tr("FILE")});
    parser.addOption({deleteOption(), tr("Delete the quote REF and its operations from the history."), tr("REF")});
    parser.addOption({option::json(), tr("Print one JSON object instead of the table.")});
    if (auto error = OptionReader::parse(parser, arguments))
        return error;
    const OptionReader options(parser);
    if (options.isSet(option::help())) {
        *output +=
            OptionReader::helpText(parser, synopsis(), tr("Lists the stored quotes, one per reference, newest first."));
        return std::nullopt;
    }
    if (!parser.positionalArguments().isEmpty())
        return CommandError::usage(tr("unexpected argument '%1'").arg(parser.positionalArguments().constFirst()));
    if (options.isSet(storeOption()) && options.value(storeOption()).isEmpty())
        return CommandError::usage(tr("--%1 needs a file name").arg(storeOption()));
    if (options.isSet(deleteOption()) && options.value(deleteOption()).isEmpty())
        return CommandError::usage(tr("--%1 needs a quote reference").arg(deleteOption()));

    const QString path = storePath(options.value(storeOption()));
    // Listing never writes: read-only, and a history that does not exist yet is empty (nothing created).
    QList<quote::StoredQuote> quotes;
    std::optional<quote::QuoteStore> store;
    if (QFileInfo::exists(path)) {
        CommandError error;
        store = openStore(path, &error, quote::QuoteStore::Access::ReadOnly);
        if (!store)
            return error;
        QString message;
        quotes = store->quotes(&message);
        if (!message.isEmpty())
            return CommandError::runtime(message);
    }

    if (options.isSet(deleteOption())) {
        // QuoteStore::quote() reports "not found" and "database error" alike; the list tells them apart.
        const QString reference = options.value(deleteOption());
        const bool known = std::any_of(quotes.cbegin(), quotes.cend(),
                                       [&](const quote::StoredQuote &q) { return q.reference == reference; });
        if (!known) {
            return CommandError::usage(
                tr("no quote '%1' in the quote history '%2'").arg(reference, QFileInfo(path).absoluteFilePath()));
        }
        // Known, so the file exists and is a Headroom store: reopen it for writing to delete.
        store.reset();
        CommandError error;
        std::optional<quote::QuoteStore> writable = openStore(path, &error);
        if (!writable)
            return error;
        QString message;
        if (!writable->remove(reference, &message))
            return CommandError::runtime(message);
        if (options.isSet(option::json())) {
            QJsonObject o;
            o.insert(QLatin1String("store"), QFileInfo(path).absoluteFilePath());
            o.insert(QLatin1String("deleted"), reference);
            *output += jsonText(QJsonDocument(o));
        } else {
            *output += tr("Deleted quote %1 from %2").arg(reference, QFileInfo(path).absoluteFilePath()) + u'\n';
        }
        return std::nullopt;
    }

    if (options.isSet(option::json())) {
        *output += jsonText(QJsonDocument(quoteHistoryToJson(quotes, path)));
    } else {
        QHash<QString, QString> notes;
        for (const quote::StoredQuote &q : std::as_const(quotes)) {
            if (q.lastPdfPath.isEmpty())
                notes.insert(q.reference, pdfNote(*store, q.reference));
        }
        *output += formatText(quotes, path, notes);
    }
    return std::nullopt;
}

QString QuoteHistoryCommand::pdfNote(const quote::QuoteStore &store, const QString &reference)
{
    const QList<quote::StoredOperation> operations = store.operations(reference);
    for (auto it = operations.crbegin(); it != operations.crend(); ++it) {
        if (it->kind != quote::kOperationExportPdf)
            continue;
        if (it->state == quote::OperationState::Pending)
            return tr("(none: export %1 running or interrupted; retry with its key)").arg(it->idempotencyKey);
        if (it->state == quote::OperationState::Failed)
            return tr("(none: export %1 failed)").arg(it->idempotencyKey);
        break;
    }
    return tr("(none)");
}

QString QuoteHistoryCommand::formatText(const QList<quote::StoredQuote> &quotes, const QString &storePath,
                                        const QHash<QString, QString> &notes)
{
    const QString file = QFileInfo(storePath).absoluteFilePath();
    if (quotes.isEmpty())
        return tr("No stored quotes in %1").arg(file) + u'\n';

    const QString language = QStringLiteral("en");
    const QLocale locale = quote::localeForLanguage(language);
    // GPU, count, term and model: the labels the GUI's history dialog shows (quote::HistoryLabels).
    QList<QStringList> rows;
    rows << QStringList{tr("Reference"), tr("Created (UTC)"), tr("GPU"),   tr("GPUs"),
                        tr("Term"),      tr("Model"),         tr("Total"), tr("PDF")};
    for (const quote::StoredQuote &q : quotes) {
        const quote::HistoryLabels labels =
            quote::HistoryLabels::fromPayload(q.payloadJson, catalog::Catalog::builtIn(), locale);
        rows << QStringList{q.reference,
                            q.createdAt.toUTC().toString(QStringLiteral("yyyy-MM-dd HH:mm")),
                            labels.gpu,
                            labels.gpuCount,
                            labels.term,
                            labels.model,
                            quote::formatMoney(quote::Money{q.totalMinor, q.currency}, language),
                            q.lastPdfPath.isEmpty() ? notes.value(q.reference, tr("(none)")) : q.lastPdfPath};
    }
    // Counts and totals right-aligned, the rest left-aligned, the path last and unpadded.
    constexpr int kPadded = 7;
    const bool rightAligned[kPadded] = {false, false, false, true, false, false, true};
    qsizetype widths[kPadded] = {};
    for (const QStringList &row : std::as_const(rows)) {
        for (int c = 0; c < kPadded; ++c)
            widths[c] = std::max(widths[c], row.at(c).size());
    }
    QString text = tr("Quote history %1").arg(file) + u'\n';
    for (const QStringList &row : std::as_const(rows)) {
        QString line;
        for (int c = 0; c < kPadded; ++c)
            line +=
                u"  " + (rightAligned[c] ? row.at(c).rightJustified(widths[c]) : row.at(c).leftJustified(widths[c]));
        text += line + u"  " + row.at(kPadded) + u'\n';
    }
    return text;
}

} // namespace headroom::cli
