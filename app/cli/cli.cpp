// SPDX-License-Identifier: GPL-3.0-or-later
#include <cli/cli.h>

#include <cli/command.h>
#include <cli/commandline.h>
#include <cli/estimatecommand.h>
#include <cli/glossarycommand.h>
#include <cli/quotecommand.h>
#include <cli/quotehistorycommand.h>
#include <cli/rentcommand.h>

#include <QCoreApplication>
#include <QTextStream>

#include <cstdio>
#include <utility>

namespace headroom::cli {

namespace {

/// The window's options for --help (setWindowOptions); empty where no window is linked (tests).
QList<QCommandLineOption> &windowOptions()
{
    static QList<QCommandLineOption> options;
    return options;
}

// Translation context for the dispatcher's own strings.
class Cli
{
    Q_DECLARE_TR_FUNCTIONS(headroom::cli::Cli)

public:
    static QString version()
    {
        const QString v = QCoreApplication::applicationVersion();
        return QStringLiteral("headroom ") + (v.isEmpty() ? QStringLiteral(HEADROOM_VERSION) : v) + u'\n';
    }

    static QString usage()
    {
        QString text;
        text += tr("Usage: headroom COMMAND [OPTIONS]") + u'\n';
        text += tr("       headroom [WINDOW OPTIONS]") + u'\n';
        text += CommandLine::wrapped(tr("Without a command, headroom opens its window; with --screenshot FILE it "
                                        "saves the window as PNG and exits (no display needed)."),
                                     0, 79);
        text += u'\n';
        text += tr("Commands:") + u'\n';
        // Each command by its required arguments; 'headroom COMMAND --help' lists the rest.
        const auto command = [&text](const QString &synopsis, const QString &description) {
            text += CommandLine::wrappedSynopsis(CommandLine::requiredPart(synopsis), 2, 6, 79);
            text += CommandLine::wrapped(description, 6, 79);
        };
        command(EstimateCommand::synopsis(),
                tr("Estimate the GPU memory a model needs: weights, KV cache, activations, runtime."));
        command(QuoteCommand::synopsis(),
                tr("Price a GPU rental, keep it in the quote history and write the quote as PDF."));
        command(QuoteHistoryCommand::synopsis(), tr("List the stored quotes, newest first."));
        command(RentCommand::synopsis(),
                tr("Find the cheapest GPU configurations that fit a model and meet a speed target."));
        for (const QString &line : GlossaryCommand::synopses())
            text += CommandLine::wrappedSynopsis(CommandLine::requiredPart(line), 2, 6, 79);
        text += CommandLine::wrapped(tr("Search the glossary in Dutch, English and Turkish."), 6, 79);
        text += u'\n';
        CommandLine options;
        if (!windowOptions().isEmpty()) {
            options.setGroup(tr("Window options"));
            for (const QCommandLineOption &o : windowOptions())
                options.addOption(o);
        }
        options.setGroup(tr("Options"));
        options.addOption({{QStringLiteral("h"), QStringLiteral("help")},
                           tr("Show this help; 'headroom COMMAND --help' shows a command's options.")});
        options.addOption({{QStringLiteral("v"), QStringLiteral("version")}, tr("Show the version.")});
        text += options.optionsHelp();
        text += u'\n';
        text += CommandLine::wrapped(
            tr("Exit status: 0 success, 1 runtime failure (e.g. the PDF cannot be written), 2 bad arguments."), 0, 79);
        return text;
    }

    static std::optional<CommandError> dispatch(const QStringList &arguments, QString *output)
    {
        if (arguments.size() < 2)
            return CommandError::usage(tr("missing command; run 'headroom --help'"));
        const QString command = arguments.at(1);
        const QStringList rest = arguments.mid(2);
        if (command == QLatin1String("--version") || command == QLatin1String("-v")) {
            *output += version();
            return std::nullopt;
        }
        if (command == QLatin1String("--help") || command == QLatin1String("-h") ||
            (command == QLatin1String("help") && rest.isEmpty())) {
            *output += usage();
            return std::nullopt;
        }
        if (command == QLatin1String("help"))
            return runCommand(rest.constFirst(), {QStringLiteral("--help")}, output);
        return runCommand(command, rest, output);
    }

private:
    static std::optional<CommandError> runCommand(const QString &command, const QStringList &arguments, QString *output)
    {
        if (command == QLatin1String("estimate"))
            return EstimateCommand::run(arguments, output);
        if (command == QLatin1String("quote"))
            return QuoteCommand::run(arguments, output);
        if (command == QLatin1String("rent"))
            return RentCommand::run(arguments, output);
        if (command == QLatin1String("glossary"))
            return GlossaryCommand::run(arguments, output);
        return CommandError::usage(
            tr("unknown command '%1'; commands: estimate, quote, rent, glossary (see 'headroom --help')").arg(command));
    }
};

} // namespace

void setWindowOptions(QList<QCommandLineOption> options)
{
    windowOptions() = std::move(options);
}

bool isCliInvocation(const QStringList &arguments)
{
    if (arguments.size() < 2)
        return false;
    static const QStringList cliWords{QStringLiteral("estimate"), QStringLiteral("quote"),  QStringLiteral("rent"),
                                      QStringLiteral("glossary"), QStringLiteral("help"),   QStringLiteral("--version"),
                                      QStringLiteral("-v"),       QStringLiteral("--help"), QStringLiteral("-h")};
    // Any first word that is not an option is a command attempt, so a typo ("headroom estimat") is
    // reported as an unknown command with exit code 2 instead of silently opening the window.
    const QString &first = arguments.at(1);
    return cliWords.contains(first) || !first.startsWith(u'-');
}

int run(const QStringList &arguments)
{
    QTextStream out(stdout);
    QTextStream err(stderr);
    return run(arguments, out, err);
}

int run(const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    QString output;
    const std::optional<CommandError> error = Cli::dispatch(arguments, &output);
    if (error) {
        // Exactly one line, whatever the message (library messages may carry line breaks).
        QString message = error->message;
        message = message.replace(u'\n', u' ').replace(u'\r', u' ').trimmed();
        // Lower-case a leading capital of an ordinary word ("Unknown option" -> "unknown option") so
        // every line reads alike after the "headroom: " prefix. Words with another capital ("GPU", "LoRA",
        // "QLoRA") stay, and so does a non-ASCII capital (Turkish "İ" has no one-letter lower case).
        qsizetype wordEnd = 1;
        while (wordEnd < message.size() && message.at(wordEnd).isLetter())
            ++wordEnd;
        bool ordinaryWord = message.size() > 1 && message.at(0).unicode() < 128 && message.at(0).isUpper();
        for (qsizetype i = 1; ordinaryWord && i < wordEnd; ++i)
            ordinaryWord = message.at(i).isLower();
        if (ordinaryWord && wordEnd > 1)
            message[0] = message.at(0).toLower();
        err << "headroom: " << message << '\n';
        err.flush();
        return error->exitCode;
    }
    out << output;
    out.flush();
    return kExitOk;
}

} // namespace headroom::cli
