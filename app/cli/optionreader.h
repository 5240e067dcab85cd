// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Reads one command's options from a QCommandLineParser with the CLI's error rules: every problem
// becomes a CommandError (exit code 2) whose message names the option, never a printed warning.

#include <cli/command.h>

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <optional>

class QCommandLineParser;

namespace headroom::cli {

class CommandLine;

class OptionReader
{
    Q_DECLARE_TR_FUNCTIONS(headroom::cli::OptionReader)

public:
    explicit OptionReader(const QCommandLineParser &parser)
        : m_parser(&parser)
    {}

    /// Parses `commandArguments` (the words after the command name) with QCommandLineParser::parse().
    /// Errors: unknown option, missing option value.
    static std::optional<CommandError> parse(QCommandLineParser &parser, const QStringList &commandArguments);

    /// Help for one command: `synopsis` ("headroom estimate --model ID ...") and `description` (wrapped at
    /// spaces to 79 columns), then the options in their groups (CommandLine::optionsHelp).
    static QString helpText(const CommandLine &parser, const QString &synopsis, const QString &description);

    bool isSet(const QString &name) const;
    QString value(const QString &name) const;

    /// The value of `--name`; nullopt and a "--name is required" error when it is absent or empty.
    std::optional<QString> required(const QString &name, CommandError *error) const;

    /// The value of `--name` as a base-10 integer in [min, max]; `fallback` when the option is absent.
    /// Errors: not an integer ("abc", "1.5", "1e3"), or outside [min, max].
    std::optional<qint64> integer(const QString &name, qint64 fallback, qint64 min, qint64 max,
                                  CommandError *error) const;

    /// The value of `--name` as a plain decimal ("0.9", "79.18", ".5", "80": ASCII digits with at most one
    /// '.', no sign, exponent or group separator), multiplied by `scale` and rounded half up with
    /// integer arithmetic: round-half-up(value x scale). Digits after the point beyond `maxDecimals`
    /// must be zeros, so a scale of 10^maxDecimals is exact (0.925 x 1000 = 925). `fallback` when the
    /// option is absent. Requires 0 <= maxDecimals <= 9 and 1 <= scale <= 2^32 (the products then stay
    /// below 2^63). Errors: not such a decimal, too many decimals, or a scaled value outside
    /// [min, max]; `range` phrases the allowed range in the option's own unit for that message.
    std::optional<qint64> scaledDecimal(const QString &name, qint64 scale, int maxDecimals, qint64 fallback, qint64 min,
                                        qint64 max, const QString &range, CommandError *error) const;

    /// The value of `--name` when it is one of `allowed` (exact match); `fallback` when the option
    /// is absent. Error: any other value (unknownValue()).
    std::optional<QString> choice(const QString &name, const QStringList &allowed, const QString &fallback,
                                  CommandError *error) const;

    /// The error for a value that is not one of `allowed` ("--weights: unknown value 'int3'; expected
    /// one of fp32, bf16, ...").
    static CommandError unknownValue(const QString &name, const QString &value, const QStringList &allowed);

private:
    const QCommandLineParser *m_parser = nullptr;
};

} // namespace headroom::cli
