// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Shared by the CLI commands: the error value a command returns instead of printing, and the
// conversion of the fit model's std::string_view names to QString.

#include <cli/cli.h>

#include <QString>

#include <string_view>

namespace headroom::cli {

/// Why a command failed. `message` is one sentence for the user, without the "headroom: " prefix;
/// run() prints it as the single stderr line and returns `exitCode`.
struct CommandError {
    int exitCode = kExitUsage;
    QString message;

    static CommandError usage(QString message) { return CommandError{kExitUsage, std::move(message)}; }
    static CommandError runtime(QString message) { return CommandError{kExitRuntimeFailure, std::move(message)}; }
};

/// UTF-8 std::string_view (fit model names, messages) to QString.
inline QString fromStd(std::string_view s)
{
    return QString::fromUtf8(s.data(), qsizetype(s.size()));
}

} // namespace headroom::cli
