// SPDX-License-Identifier: GPL-3.0-or-later
#include <cli/glossarycommand.h>

#include <cli/jsonformat.h>
#include <cli/optionreader.h>
#include <cli/scenariooptions.h>
#include <glossary/searchindex.h>
#include <glossary/termbase.h>

#include <QCommandLineParser>

#include <algorithm>

namespace headroom::cli {

namespace {

QString langOption()
{
    return QStringLiteral("lang");
}

} // namespace

QString GlossaryCommand::synopsis()
{
    return QStringLiteral("headroom glossary search QUERY [--lang nl|en|tr] [--json]");
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

std::optional<CommandError> GlossaryCommand::run(const QStringList &arguments, QString *output)
{
    QCommandLineParser parser;
    parser.addOption({{QStringLiteral("h"), option::help()}, tr("Show this help.")});
    parser.addOption({langOption(),
                      tr("Language of the preferred terms and of the ranking: %1 (default en).")
                          .arg(glossary::languages().join(QLatin1String("|"))),
                      tr("LANG"), QStringLiteral("en")});
    parser.addOption({option::json(), tr("Print a JSON array instead of one line per hit.")});
    parser.addPositionalArgument(QStringLiteral("search"), tr("The glossary command; only 'search' exists."));
    parser.addPositionalArgument(QStringLiteral("QUERY"), tr("Words to find in terms (nl, en, tr) and definitions."));
    if (auto error = OptionReader::parse(parser, arguments))
        return error;

    const OptionReader options(parser);
    if (options.isSet(option::help())) {
        *output += OptionReader::helpText(
            parser, synopsis(),
            tr("Searches the glossary in all three languages, ignoring case, accents and punctuation."));
        return std::nullopt;
    }

    const QStringList positional = parser.positionalArguments();
    if (positional.isEmpty())
        return CommandError::usage(tr("missing glossary command; usage: %1").arg(synopsis()));
    if (positional.constFirst() != QLatin1String("search"))
        return CommandError::usage(
            tr("unknown glossary command '%1'; usage: %2").arg(positional.constFirst(), synopsis()));
    const QString query = positional.mid(1).join(u' ').trimmed();
    if (query.isEmpty())
        return CommandError::usage(tr("missing QUERY; usage: %1").arg(synopsis()));

    const QString language = options.value(langOption());
    if (!glossary::languages().contains(language))
        return OptionReader::unknownValue(langOption(), language, glossary::languages());

    const glossary::Termbase &termbase = glossary::Termbase::builtIn();
    const glossary::SearchIndex index(termbase, language);
    const QList<glossary::Hit> hits = index.search(query);

    if (options.isSet(option::json())) {
        *output += jsonText(QJsonDocument(hitsToJson(hits, termbase, language)));
        return std::nullopt;
    }
    if (hits.isEmpty()) {
        *output += tr("No matches for '%1'.").arg(query) + u'\n';
        return std::nullopt;
    }
    for (const glossary::Hit &hit : hits) {
        *output += tr("%1 — %2 (%3, %4)")
                       .arg(preferredTerm(termbase, hit.conceptId, language),
                            excerpt(hit.matchedText, hit.highlightStart, hit.highlightLength), hit.matchedLanguage,
                            glossary::tierName(hit.tier)) +
                   u'\n';
    }
    return std::nullopt;
}

} // namespace headroom::cli
