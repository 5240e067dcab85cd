// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The command-line interface of the headroom executable:
//   headroom --version
//   headroom estimate --model ID --gpu ID [--gpus N] [--tensor-parallel N] [--weights P]
//       [--kv-cache-dtype T] [--context TOKENS] [--concurrency SEQUENCES] [--json]
//   headroom quote --gpu ID [--gpus N] --term hour|day|week|month [--terms N] [--storage-gb N]
//       [--egress-gb N] [--model ID --context N --concurrency N] --pdf FILE [--json]
//   headroom glossary search QUERY [--lang nl|en|tr] [--json]
// Bad arguments: one line on stderr, exit code 2.

#include <QStringList>

namespace headroom::cli {

/// True when argv asks for a CLI command (a subcommand or --version/--help), false for the GUI.
bool isCliInvocation(const QStringList &arguments);

/// Runs a CLI command. `arguments` includes argv[0]. Output goes to stdout/stderr.
/// Returns the process exit code (0 ok, 1 runtime failure, 2 bad arguments).
int run(const QStringList &arguments);

} // namespace headroom::cli
