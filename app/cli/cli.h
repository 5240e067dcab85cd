// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The command-line interface of the headroom executable:
//   headroom --version
//   headroom estimate --model ID|CONFIG.json --gpu ID [--gpus N] [--tensor-parallel N] [--weights FORMAT]
//       [--kv-cache-dtype T] [--kv-cache-dtype-k T] [--kv-cache-dtype-v T] [--context TOKENS]
//       [--concurrency SEQUENCES] [--engine generic|llama.cpp|ik_llama.cpp|vllm|ollama]
//       [--gpu-memory-utilization F] [--max-num-batched-tokens N] [--max-num-seqs N] [--ubatch N]
//       [--flash-attention on|off] [--gpu-memory-gib F] [--json]
//   headroom quote --gpu ID [--gpus N] --term hour|day|week|month [--terms N] [--storage-gb N]
//       [--egress-gb N] [--model ID|CONFIG.json --context N --concurrency N and the other estimate
//       options] --pdf FILE [--json]
//   headroom glossary search QUERY [--lang nl|en|tr] [--json]
// Bad arguments: one line on stderr, exit code 2.

#include <QCommandLineOption>
#include <QList>
#include <QStringList>

class QTextStream;

namespace headroom::cli {

/// Process exit codes of every CLI command.
inline constexpr int kExitOk = 0;             ///< the command did what was asked
inline constexpr int kExitRuntimeFailure = 1; ///< valid request that failed (e.g. the PDF path is not writable)
inline constexpr int kExitUsage = 2; ///< bad arguments: unknown command/option/id, bad number, invalid scenario

/// True when argv asks for a CLI command (a subcommand or --version/--help), false for the GUI.
/// `arguments` includes argv[0]; only argv[1] decides: estimate, quote, glossary, help, --version, -v,
/// --help, -h. Anything else (no argument, `--screenshot FILE`, Qt's own -platform ...) is the GUI.
bool isCliInvocation(const QStringList &arguments);

/// The options of the window (`headroom` without a command), for `headroom --help` to list: main() hands
/// over ui::windowOptions().all(), as cli/ does not link ui/. Without a call, --help lists none.
void setWindowOptions(QList<QCommandLineOption> options);

/// Runs a CLI command. `arguments` includes argv[0]. Output goes to stdout/stderr.
/// Returns the process exit code (0 ok, 1 runtime failure, 2 bad arguments).
int run(const QStringList &arguments);

/// As above, writing the command's output to `out` and errors to `err`. On failure exactly one line
/// "headroom: <message>" goes to `err` and nothing to `out`. Needs a QCoreApplication (a
/// QGuiApplication for `quote`, which renders a PDF).
int run(const QStringList &arguments, QTextStream &out, QTextStream &err);

} // namespace headroom::cli
