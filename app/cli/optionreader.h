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

    /// Help for one command: `synopsis` ("headroom estimate --model ID ...") and `description`, then
    /// the option list QCommandLineParser formats (its own "Usage:" line, which names argv[0], is dropped).
    static QString helpText(const QCommandLineParser &parser, const QString &synopsis, const QString &description);

    bool isSet(const QString &name) const;
    QString value(const QString &name) const;

    /// The value of `--name`; nullopt and a "--name is required" error when it is absent or empty.
    std::optional<QString> required(const QString &name, CommandError *error) const;

    /// The value of `--name` as a base-10 integer in [min, max]; `fallback` when the option is absent.
    /// Errors: not an integer ("abc", "1.5", "1e3"), or outside [min, max].
    std::optional<qint64> integer(const QString &name, qint64 fallback, qint64 min, qint64 max,
                                  CommandError *error) const;

    /// The error for a value that is not one of `allowed` ("--weights: unknown value 'int3'; expected
    /// one of fp32, bf16, ...").
    static CommandError unknownValue(const QString &name, const QString &value, const QStringList &allowed);

private:
    const QCommandLineParser *m_parser = nullptr;
};

} // namespace headroom::cli
