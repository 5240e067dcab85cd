// SPDX-License-Identifier: GPL-3.0-or-later
#include <cli/glossarycommand.h>

#include <cli/jsonformat.h>
#include <cli/optionreader.h>
#include <cli/scenariooptions.h>
#include <glossary/questions.h>
#include <glossary/searchindex.h>
#include <glossary/termbasestore.h>
#include <io/safefile.h>

#include <QDir>
#include <QFileInfo>
#include <cli/commandline.h>

#include <algorithm>

namespace headroom::cli {

namespace {

QString langOption()
{
    return QStringLiteral("lang");
}

QString termbaseOption()
{
    return QStringLiteral("termbase");
}

QString formatOption()
{
    return QStringLiteral("format");
}

QString searchCommand()
{
    return QStringLiteral("search");
}

QString showCommand()
{
    return QStringLiteral("show");
}

QString importCommand()
{
    return QStringLiteral("import");
}

QString exportCommand()
{
    return QStringLiteral("export");
}

const QStringList &subcommands()
{
    static const QStringList names{searchCommand(), showCommand(), importCommand(), exportCommand()};
    return names;
}

const QStringList &exportFormats()
{
    static const QStringList formats{QStringLiteral("tbx"), QStringLiteral("csv")};
    return formats;
}

/// The options (long names, without "help") each glossary command accepts.
QStringList optionsOf(const QString &command)
{
    if (command == searchCommand() || command == showCommand())
        return {langOption(), termbaseOption(), option::json()};
    if (command == importCommand())
        return {option::json()};
    if (command == exportCommand())
        return {termbaseOption(), formatOption()};
    // No command yet (`glossary --help`): every option.
    return {langOption(), termbaseOption(), formatOption(), option::json()};
}

/// A parser with `command`'s options and positional arguments (all of them when `command` is empty).
void addOptions(CommandLine &parser, const QString &command)
{
    const QStringList names = optionsOf(command);
    parser.addOption({{QStringLiteral("h"), option::help()}, GlossaryCommand::tr("Show this help.")});
    if (names.contains(langOption())) {
        parser.addOption({langOption(),
                          GlossaryCommand::tr("Language of the preferred terms, the ranking and the article: %1 "
                                              "(default en).")
                              .arg(glossary::languages().join(QLatin1String("|"))),
                          GlossaryCommand::tr("LANG"), QStringLiteral("en")});
    }
    if (names.contains(termbaseOption())) {
        parser.addOption({termbaseOption(),
                          GlossaryCommand::tr("Use only this TBX file instead of the built-in and imported glossary."),
                          GlossaryCommand::tr("FILE")});
    }
    if (names.contains(formatOption())) {
        parser.addOption({formatOption(),
                          GlossaryCommand::tr("Export format: tbx or csv (default: from the file extension)."),
                          GlossaryCommand::tr("FORMAT")});
    }
    if (names.contains(option::json()))
        parser.addOption({option::json(), GlossaryCommand::tr("Print JSON instead of text.")});

    if (command.isEmpty()) {
        parser.addPositionalArgument(QStringLiteral("COMMAND"), GlossaryCommand::tr("search, show, import or export."));
    } else if (command == searchCommand()) {
        parser.addPositionalArgument(QStringLiteral("QUERY"),
                                     GlossaryCommand::tr("Words to find in terms (nl, en, tr) and definitions."));
    } else if (command == showCommand()) {
        parser.addPositionalArgument(QStringLiteral("ID"), GlossaryCommand::tr("A concept id, e.g. kv-cache."));
    } else if (command == importCommand()) {
        parser.addPositionalArgument(QStringLiteral("FILE"),
                                     GlossaryCommand::tr("A TBX file (ISO 30042:2019 or 2008) to add."));
    } else if (command == exportCommand()) {
        parser.addPositionalArgument(QStringLiteral("FILE"), GlossaryCommand::tr("The file to write."));
    }
}

QString descriptionOf(const QString &command)
{
    if (command == searchCommand())
        return GlossaryCommand::tr(
            "Searches the glossary in all three languages, ignoring case, accents and punctuation.");
    if (command == showCommand())
        return GlossaryCommand::tr("Shows one concept: its terms in Dutch, English and Turkish, definition, "
                                   "when it matters and see-also links.");
    if (command == importCommand())
        return GlossaryCommand::tr("Adds a TBX termbase to the glossary, beside the built-in one. Concepts whose id "
                                   "is already taken are skipped and listed. Imported into: %1")
            .arg(QDir::toNativeSeparators(glossary::TermbaseStore::defaultFolder()));
    if (command == exportCommand())
        return GlossaryCommand::tr("Writes the glossary as TBX (TBX-Basic 2019) or CSV (RFC 4180, UTF-8).");
    return GlossaryCommand::tr("Search, read, import and export the trilingual glossary (Dutch, English, Turkish).");
}

QString synopsisOf(const QString &command)
{
    if (command == showCommand())
        return QStringLiteral("headroom glossary show ID [--lang nl|en|tr] [--termbase FILE] [--json]");
    if (command == importCommand())
        return QStringLiteral("headroom glossary import FILE [--json]");
    if (command == exportCommand())
        return QStringLiteral("headroom glossary export FILE [--format tbx|csv] [--termbase FILE]");
    return QStringLiteral("headroom glossary search QUERY [--lang nl|en|tr] [--termbase FILE] [--json]");
}

/// The termbase a command works on: --termbase FILE alone (its concepts carry the file name as source),
/// else the built-in glossary with the imported termbases.
std::optional<glossary::Termbase> openTermbase(const OptionReader &options, CommandError *error)
{
    if (!options.isSet(termbaseOption()))
        return glossary::TermbaseStore().load();
    const QString path = options.value(termbaseOption());
    if (path.isEmpty()) {
        *error = CommandError::usage(GlossaryCommand::tr("--%1 needs a TBX file").arg(termbaseOption()));
        return std::nullopt;
    }
    glossary::TermbaseError parseError;
    const std::optional<glossary::Termbase> file = glossary::Termbase::fromFile(path, &parseError);
    if (!file) {
        *error = CommandError::usage(GlossaryCommand::tr("--%1: %2").arg(termbaseOption(), parseError.message));
        return std::nullopt;
    }
    glossary::Termbase termbase;
    termbase.merge(*file, QFileInfo(path).fileName());
    return termbase;
}

/// Exactly one positional argument after the command word.
std::optional<CommandError> oneArgument(const QStringList &positional, const QString &name, const QString &command)
{
    if (positional.size() < 2)
        return CommandError::usage(GlossaryCommand::tr("missing %1; usage: %2").arg(name, synopsisOf(command)));
    if (positional.size() > 2)
        return CommandError::usage(GlossaryCommand::tr("unexpected argument '%1'").arg(positional.at(2)));
    return std::nullopt;
}

std::optional<CommandError> runSearch(const OptionReader &options, const QStringList &positional, QString *output)
{
    const QString query = positional.mid(1).join(u' ').trimmed();
    if (query.isEmpty())
        return CommandError::usage(GlossaryCommand::tr("missing QUERY; usage: %1").arg(synopsisOf(searchCommand())));
    const QString language = options.value(langOption());
    if (!glossary::languages().contains(language))
        return OptionReader::unknownValue(langOption(), language, glossary::languages());
    CommandError error;
    const std::optional<glossary::Termbase> termbase = openTermbase(options, &error);
    if (!termbase)
        return error;

    // The built-in questions are searched with their first concept, as in the window.
    const glossary::SearchIndex index(*termbase, language, glossary::builtInQuestions());
    const QList<glossary::Hit> hits = index.lookup(query);
    if (options.isSet(option::json())) {
        *output += jsonText(QJsonDocument(hitsToJson(hits, *termbase, language)));
        return std::nullopt;
    }
    if (hits.isEmpty()) {
        // A pasted page of text is not echoed back whole: 80 characters (never half a surrogate pair) and "…".
        QString shown = query;
        if (shown.size() > 80) {
            qsizetype cut = 80;
            if (shown.at(cut).isLowSurrogate())
                --cut;
            shown = shown.left(cut) + QStringLiteral("…");
        }
        *output += GlossaryCommand::tr("No matches for '%1'.").arg(shown) + u'\n';
        return std::nullopt;
    }
    if (std::all_of(hits.cbegin(), hits.cend(),
                    [](const glossary::Hit &h) { return h.tier == glossary::Tier::Suggestion; })) {
        // Nothing matched; the nearest terms, each once, in rank order.
        QStringList terms;
        for (const glossary::Hit &hit : hits) {
            if (!terms.contains(hit.matchedText))
                terms << hit.matchedText;
        }
        //: %1 the suggested terms joined with ", ".
        *output += GlossaryCommand::tr("No matches. Did you mean: %1?").arg(terms.join(QStringLiteral(", "))) + u'\n';
        return std::nullopt;
    }
    for (const glossary::Hit &hit : hits) {
        QString line = GlossaryCommand::tr("%1 — %2 (%3, %4)")
                           .arg(preferredTerm(*termbase, hit.conceptId, language),
                                GlossaryCommand::excerpt(hit.matchedText, hit.highlightStart, hit.highlightLength),
                                hit.matchedLanguage, glossary::tierName(hit.tier));
        const glossary::Concept *entry = termbase->conceptById(hit.conceptId);
        if (entry && !entry->source.isEmpty())
            line += QStringLiteral(" [%1]").arg(entry->source);
        *output += line + u'\n';
    }
    return std::nullopt;
}

std::optional<CommandError> runShow(const OptionReader &options, const QStringList &positional, QString *output)
{
    if (auto error = oneArgument(positional, QStringLiteral("ID"), showCommand()))
        return error;
    const QString language = options.value(langOption());
    if (!glossary::languages().contains(language))
        return OptionReader::unknownValue(langOption(), language, glossary::languages());
    CommandError error;
    const std::optional<glossary::Termbase> termbase = openTermbase(options, &error);
    if (!termbase)
        return error;

    const QString id = positional.at(1).trimmed();
    const glossary::Concept *entry = termbase->conceptById(id);
    if (!entry) {
        return CommandError::usage(
            GlossaryCommand::tr("unknown concept id '%1'; find ids with 'headroom glossary search WORDS --json'")
                .arg(id));
    }
    if (options.isSet(option::json()))
        *output += jsonText(QJsonDocument(conceptToJson(*entry, language)));
    else
        *output += GlossaryCommand::article(*entry, *termbase, language);
    return std::nullopt;
}

std::optional<CommandError> runImport(const OptionReader &options, const QStringList &positional, QString *output)
{
    if (auto error = oneArgument(positional, QStringLiteral("FILE"), importCommand()))
        return error;
    const QString path = positional.at(1);
    // Read once: what is validated is exactly what is stored. An unreadable or malformed file is a bad
    // argument (exit 2) and leaves the store untouched; only writing the copy is a runtime failure.
    io::FileError readError;
    const std::optional<QByteArray> bytes =
        io::readRegularFile(path, glossary::kMaxTermbaseFileBytes, &readError, GlossaryCommand::tr("the termbase"));
    if (!bytes)
        return CommandError::usage(readError.message);

    glossary::TermbaseStore store;
    glossary::TermbaseError importError;
    glossary::ImportOutcome outcome = glossary::ImportOutcome::Stored;
    const std::optional<glossary::MergeReport> report = store.importData(path, *bytes, &importError, &outcome);
    if (!report) {
        return importError.storeFailure ? CommandError::runtime(importError.message)
                                        : CommandError::usage(importError.message);
    }
    const bool already = outcome == glossary::ImportOutcome::AlreadyImported;
    const QString stored = store.storedPath(path);
    if (options.isSet(option::json())) {
        QJsonObject o = importReportToJson(*report, stored);
        if (already) // only then: the object of a real import stays as jsonformat.h documents it
            o.insert(QLatin1String("already_imported"), true);
        *output += jsonText(QJsonDocument(o));
        return std::nullopt;
    }
    if (already) {
        *output += glossary::TermbaseStore::alreadyImportedMessage(path) + u'\n';
        return std::nullopt;
    }
    *output += GlossaryCommand::tr("Imported %1 as %2.").arg(path, QDir::toNativeSeparators(stored)) + u'\n';
    *output += GlossaryCommand::tr("Concepts added: %1").arg(report->added) + u'\n';
    if (!report->skipped.isEmpty()) {
        *output += GlossaryCommand::tr("Skipped: %1").arg(report->skipped.size()) + u'\n';
        for (const QString &line : report->skipped)
            *output += QStringLiteral("  ") + line + u'\n';
    }
    return std::nullopt;
}

/// An export onto the file given with --termbase, or onto a termbase imported into the store (read by
/// every command without --termbase), would replace an input: refused (bad argument) before anything is
/// read or written.
std::optional<CommandError> overwritesAnInput(const OptionReader &options, const QString &path)
{
    if (options.isSet(termbaseOption())) {
        const QString input = options.value(termbaseOption());
        if (io::sameFile(path, input)) {
            return CommandError::usage(
                GlossaryCommand::tr("cannot export to %1: it is the same file as the --%2 file %3, which the "
                                    "export would overwrite; choose another file")
                    .arg(QDir::toNativeSeparators(path), termbaseOption(), QDir::toNativeSeparators(input)));
        }
    }
    const glossary::TermbaseStore store;
    for (const QString &stored : store.files()) {
        if (io::sameFile(path, stored)) {
            return CommandError::usage(
                GlossaryCommand::tr("cannot export to %1: it is the same file as the imported termbase %2, "
                                    "which the export would overwrite; choose another file")
                    .arg(QDir::toNativeSeparators(path), QDir::toNativeSeparators(stored)));
        }
    }
    return std::nullopt;
}

std::optional<CommandError> runExport(const OptionReader &options, const QStringList &positional, QString *output)
{
    if (auto error = oneArgument(positional, QStringLiteral("FILE"), exportCommand()))
        return error;
    const QString path = positional.at(1);
    const QFileInfo info(path);

    QString format;
    if (options.isSet(formatOption())) {
        format = options.value(formatOption());
        if (!exportFormats().contains(format))
            return OptionReader::unknownValue(formatOption(), format, exportFormats());
    } else {
        const QString suffix = info.suffix().toLower();
        if (suffix == QLatin1String("tbx") || suffix == QLatin1String("xml"))
            format = QStringLiteral("tbx");
        else if (suffix == QLatin1String("csv"))
            format = QStringLiteral("csv");
        else
            return CommandError::usage(
                GlossaryCommand::tr("cannot tell the format of '%1' from its extension; add --format tbx or "
                                    "--format csv")
                    .arg(path));
    }
    if (auto refused = overwritesAnInput(options, path))
        return refused;
    CommandError error;
    const std::optional<glossary::Termbase> termbase = openTermbase(options, &error);
    if (!termbase)
        return error;

    const QString folder = info.absolutePath();
    if (!QFileInfo(folder).isDir())
        return CommandError::runtime(
            GlossaryCommand::tr("cannot write '%1': the folder %2 does not exist").arg(path, folder));
    const QByteArray data = format == QLatin1String("csv") ? termbase->toCsv() : termbase->toTbx();
    // Atomic and checked (every write, flush, size, fsync before the rename): a short write or a full disk
    // fails here with the target's old content kept (or no file), never "Wrote N concepts".
    io::FileError writeError;
    if (!io::writeFileAtomically(path, data, &writeError))
        return CommandError::runtime(writeError.message);
    // English, Dutch and Turkish all tell one from many; there is no English .qm for Qt's numerus forms.
    const qsizetype count = termbase->concepts().size();
    const QString wrote =
        count == 1 ? GlossaryCommand::tr("Wrote 1 concept to %1 (%2).").arg(path, format.toUpper())
                   : GlossaryCommand::tr("Wrote %1 concepts to %2 (%3).").arg(count).arg(path, format.toUpper());
    *output += wrote + u'\n';
    return std::nullopt;
}

} // namespace

QString GlossaryCommand::synopsis()
{
    return synopsisOf(searchCommand());
}

QStringList GlossaryCommand::synopses()
{
    QStringList lines;
    for (const QString &command : subcommands())
        lines.append(synopsisOf(command));
    return lines;
}

QString GlossaryCommand::excerpt(const QString &text, int start, int length, int context)
{
    QString line = text;
    line.replace(u'\n', u' ').replace(u'\r', u' ').replace(u'\t', u' ');
    const qsizetype size = line.size();
    if (size <= 2 * qsizetype(context) + length)
        return line;
    qsizetype from = std::clamp<qsizetype>(qsizetype(start) - context, 0, size);
    qsizetype to = std::clamp<qsizetype>(qsizetype(start) + length + context, from, size);
    // Keep surrogate pairs whole: never start on a low surrogate or end after a high one.
    if (from > 0 && line.at(from).isLowSurrogate())
        --from;
    if (to < size && to > 0 && line.at(to - 1).isHighSurrogate())
        ++to;
    QString cut = line.mid(from, to - from);
    if (from > 0)
        cut.prepend(u'\u2026');
    if (to < size)
        cut.append(u'\u2026');
    return cut;
}

QString GlossaryCommand::article(const glossary::Concept &entry, const glossary::Termbase &termbase,
                                 const QString &language)
{
    const QString english = QStringLiteral("en");
    const glossary::LangEntry own = entry.lang.value(language);
    const glossary::LangEntry fallback = entry.lang.value(english);

    QString text = tr("%1 (%2)").arg(entry.term(language), entry.id) + u'\n';
    if (!entry.subject.isEmpty())
        text += tr("Subject: %1").arg(entry.subject) + u'\n';
    if (!entry.source.isEmpty())
        text += tr("Source: %1").arg(entry.source) + u'\n';
    text += u'\n';
    // Every language of the concept: nl, en, tr (always), then the others in code order.
    QStringList codes{QStringLiteral("nl"), english, QStringLiteral("tr")};
    QStringList others;
    for (auto it = entry.lang.cbegin(); it != entry.lang.cend(); ++it) {
        if (!codes.contains(it.key()))
            others.append(it.key());
    }
    others.sort();
    codes += others;
    for (const QString &code : std::as_const(codes)) {
        const QStringList terms = entry.lang.value(code).terms;
        text += QStringLiteral("%1: %2").arg(code, terms.isEmpty() ? QStringLiteral("\u2014")
                                                                   : terms.join(QStringLiteral("; "))) +
                u'\n';
    }
    const glossary::LangEntry &shown = own.definition.isEmpty() ? fallback : own;
    const QString note = own.whenItMatters.isEmpty() ? fallback.whenItMatters : own.whenItMatters;
    if (!shown.definition.isEmpty()) {
        text += u'\n' + shown.definition + u'\n';
        if (const QString source = shown.definitionSource(); !source.isEmpty())
            text += tr("Definition source: %1").arg(source) + u'\n';
    }
    // Contexts (TBX descrip type="context" of a term, with the admin source of its descripGrp), in term order.
    auto contexts = [](const glossary::LangEntry &lang) {
        QString lines;
        for (const QString &term : lang.terms) {
            const QList<glossary::TbxDatum> *termData = lang.termData(term);
            if (!termData)
                continue;
            const QList<glossary::TbxDatum> &data = *termData;
            for (qsizetype i = 0; i < data.size(); ++i) {
                if (data[i].element != u"descrip" || data[i].type != u"context")
                    continue;
                lines += tr("Context (%1): %2").arg(term, data[i].text) + u'\n';
                const int group = data[i].group; // its descripGrp: the items after it with the same number
                for (qsizetype j = i + 1; group != 0 && j < data.size() && data[j].group == group; ++j) {
                    if (data[j].element == u"admin" && data[j].type == u"source")
                        lines += tr("Context source: %1").arg(data[j].text) + u'\n';
                }
            }
        }
        return lines;
    };
    QString contextLines = contexts(own);
    if (contextLines.isEmpty() && language != english)
        contextLines = contexts(fallback);
    if (!contextLines.isEmpty())
        text += u'\n' + contextLines;
    if (!note.isEmpty())
        text += u'\n' + tr("When it matters: %1").arg(note) + u'\n';
    if (!entry.related.isEmpty()) {
        QStringList links;
        for (const QString &id : entry.related) {
            const glossary::Concept *target = termbase.conceptById(id);
            links.append(target ? tr("%1 (%2)").arg(target->term(language), id) : id);
        }
        text += u'\n' + tr("See also: %1").arg(links.join(QStringLiteral(", "))) + u'\n';
    }
    return text;
}

std::optional<CommandError> GlossaryCommand::run(const QStringList &arguments, QString *output)
{
    CommandLine parser;
    addOptions(parser, QString());
    if (auto error = OptionReader::parse(parser, arguments))
        return error;

    const OptionReader options(parser);
    const QStringList positional = parser.positionalArguments();
    const QString command = positional.isEmpty() ? QString() : positional.constFirst();
    if (!command.isEmpty() && !subcommands().contains(command)) {
        return CommandError::usage(tr("unknown glossary command '%1'; commands: %2 (see 'headroom glossary --help')")
                                       .arg(command, subcommands().join(QStringLiteral(", "))));
    }

    if (options.isSet(option::help())) {
        CommandLine help;
        addOptions(help, command);
        const QString synopsisText =
            command.isEmpty() ? synopses().join(QStringLiteral("\n       ")) : synopsisOf(command);
        *output += OptionReader::helpText(help, synopsisText, descriptionOf(command));
        return std::nullopt;
    }
    if (command.isEmpty()) {
        return CommandError::usage(tr("missing glossary command (%1); see 'headroom glossary --help'")
                                       .arg(subcommands().join(QStringLiteral(", "))));
    }
    // Options of another glossary command are mistakes, not silently ignored.
    const QStringList allowed = optionsOf(command);
    for (const QString &name : optionsOf(QString())) {
        if (options.isSet(name) && !allowed.contains(name))
            return CommandError::usage(
                tr("--%1 does not apply to 'glossary %2'; usage: %3").arg(name, command, synopsisOf(command)));
    }

    if (command == searchCommand())
        return runSearch(options, positional, output);
    if (command == showCommand())
        return runShow(options, positional, output);
    if (command == importCommand())
        return runImport(options, positional, output);
    return runExport(options, positional, output);
}

} // namespace headroom::cli
