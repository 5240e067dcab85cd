// SPDX-License-Identifier: GPL-3.0-or-later
#include <cli/optionreader.h>

#include <QCommandLineParser>

namespace headroom::cli {

std::optional<CommandError> OptionReader::parse(QCommandLineParser &parser, const QStringList &commandArguments)
{
    // parse() expects argv[0] first; process() would print and exit, which the CLI must control itself.
    QStringList argv{QStringLiteral("headroom")};
    argv += commandArguments;
    if (!parser.parse(argv))
        return CommandError::usage(parser.errorText());
    return std::nullopt;
}

QString OptionReader::helpText(const QCommandLineParser &parser, const QString &synopsis, const QString &description)
{
    QString text = tr("Usage: %1").arg(synopsis) + u'\n';
    if (!description.isEmpty())
        text += description + u'\n';
    text += u'\n';
    // QCommandLineParser's text is "Usage: <argv[0]> ...\n[description\n]\nOptions:\n...": keep from
    // the first blank line on.
    const QString generated = parser.helpText();
    const qsizetype blank = generated.indexOf(QLatin1String("\n\n"));
    text += blank < 0 ? generated : generated.mid(blank + 2);
    return text;
}

bool OptionReader::isSet(const QString &name) const
{
    return m_parser->isSet(name);
}

QString OptionReader::value(const QString &name) const
{
    return m_parser->value(name).trimmed();
}

std::optional<QString> OptionReader::required(const QString &name, CommandError *error) const
{
    const QString v = isSet(name) ? value(name) : QString();
    if (v.isEmpty()) {
        if (error)
            *error = CommandError::usage(tr("--%1 is required").arg(name));
        return std::nullopt;
    }
    return v;
}

std::optional<qint64> OptionReader::integer(const QString &name, qint64 fallback, qint64 min, qint64 max,
                                            CommandError *error) const
{
    if (!isSet(name))
        return fallback;
    const QString text = value(name);
    bool ok = false;
    // QString::toLongLong parses in the C locale: no group separators, no exponent, no fraction.
    const qint64 v = text.toLongLong(&ok, 10);
    if (!ok) {
        if (error)
            *error = CommandError::usage(tr("--%1: '%2' is not a whole number").arg(name, text));
        return std::nullopt;
    }
    if (v < min || v > max) {
        if (error)
            *error = CommandError::usage(
                tr("--%1: %2 is out of range (allowed: %3 to %4)").arg(name).arg(v).arg(min).arg(max));
        return std::nullopt;
    }
    return v;
}

CommandError OptionReader::unknownValue(const QString &name, const QString &value, const QStringList &allowed)
{
    return CommandError::usage(
        tr("--%1: unknown value '%2'; expected one of %3").arg(name, value, allowed.join(QLatin1String(", "))));
}

} // namespace headroom::cli
