// SPDX-License-Identifier: GPL-3.0-or-later
#include <cli/optionreader.h>

#include <cli/commandline.h>

#include <QCommandLineParser>

#include <algorithm>
#include <limits>

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

QString OptionReader::helpText(const CommandLine &parser, const QString &synopsis, const QString &description)
{
    QString text = CommandLine::wrappedSynopsis(tr("Usage: %1").arg(synopsis), 0, 4, 79);
    if (!description.isEmpty())
        text += CommandLine::wrapped(description, 0, 79);
    text += u'\n';
    text += parser.optionsHelp();
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

std::optional<qint64> OptionReader::scaledDecimal(const QString &name, qint64 scale, int maxDecimals, qint64 fallback,
                                                  qint64 min, qint64 max, const QString &range,
                                                  CommandError *error) const
{
    Q_ASSERT(maxDecimals >= 0 && maxDecimals <= 9 && scale >= 1 && scale <= (qint64(1) << 32));
    if (!isSet(name))
        return fallback;
    const QString text = value(name);
    const auto fail = [&](QString message) -> std::optional<qint64> {
        if (error)
            *error = CommandError::usage(std::move(message));
        return std::nullopt;
    };

    // Split "digits[.digits]" by hand: QString::toDouble would accept exponents and lose exactness.
    const qsizetype point = text.indexOf(u'.');
    QString whole = point < 0 ? text : text.left(point);
    QString fraction = point < 0 ? QString() : text.mid(point + 1);
    const auto allDigits = [](const QString &s) {
        return std::all_of(s.cbegin(), s.cend(), [](QChar c) { return c >= u'0' && c <= u'9'; });
    };
    if ((whole.isEmpty() && fraction.isEmpty()) || !allDigits(whole) || !allDigits(fraction))
        return fail(tr("--%1: '%2' is not a decimal number such as 0.9").arg(name, text));
    while (fraction.endsWith(u'0'))
        fraction.chop(1);
    if (fraction.size() > maxDecimals)
        return fail(tr("--%1: '%2' has more than %3 decimals").arg(name, text).arg(maxDecimals));
    while (whole.size() > 1 && whole.startsWith(u'0'))
        whole.remove(0, 1);

    const QString outOfRange = tr("--%1: %2 is out of range (allowed: %3)").arg(name, text, range);
    // Whole part: at most 18 digits parse into qint64; then whole x scale must not overflow.
    if (whole.size() > 18)
        return fail(outOfRange);
    const qint64 units = whole.isEmpty() ? 0 : whole.toLongLong();
    if (units > std::numeric_limits<qint64>::max() / scale - 1)
        return fail(outOfRange);
    // Fraction f / 10^d with d <= 9: f x scale < 10^9 x 2^32 < 2^62, so 2 f scale + 10^d fits.
    qint64 power = 1;
    for (qsizetype i = 0; i < fraction.size(); ++i)
        power *= 10;
    const qint64 numerator = fraction.isEmpty() ? 0 : fraction.toLongLong();
    const qint64 part = (2 * numerator * scale + power) / (2 * power); // round half up
    const qint64 scaled = units * scale + part;
    if (scaled < min || scaled > max)
        return fail(outOfRange);
    return scaled;
}

std::optional<QString> OptionReader::choice(const QString &name, const QStringList &allowed, const QString &fallback,
                                            CommandError *error) const
{
    if (!isSet(name))
        return fallback;
    const QString v = value(name);
    if (!allowed.contains(v)) {
        if (error)
            *error = unknownValue(name, v, allowed);
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
