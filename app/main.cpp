// SPDX-License-Identifier: GPL-3.0-or-later
#include <cli/cli.h>
#include <ui/gui.h>
#include <ui/windowoptions.h>

#include <QApplication>
#include <QGuiApplication>

#include <cstdio>

namespace {

/// In CLI mode Headroom reports its own errors as one line on stderr (scripts rely on that), so Qt's
/// informational warnings (e.g. "XDG_RUNTIME_DIR not set" on servers) are dropped. Critical and fatal
/// messages still reach stderr; HEADROOM_DEBUG=1 shows everything.
void cliMessageHandler(QtMsgType type, const QMessageLogContext &, const QString &message)
{
    if (type == QtDebugMsg || type == QtInfoMsg || type == QtWarningMsg)
        return;
    std::fprintf(stderr, "headroom: %s\n", qUtf8Printable(message));
}

} // namespace

int main(int argc, char *argv[])
{
    QStringList arguments;
    arguments.reserve(argc);
    for (int i = 0; i < argc; ++i)
        arguments << QString::fromLocal8Bit(argv[i]);

    QCoreApplication::setOrganizationName(QStringLiteral("Headroom"));
    QCoreApplication::setApplicationName(QStringLiteral("headroom"));
    QCoreApplication::setApplicationVersion(QStringLiteral(HEADROOM_VERSION));

    if (headroom::cli::isCliInvocation(arguments)) {
        // The quote PDF needs QtGui (fonts, painter) but never a window: the offscreen platform keeps
        // the CLI usable over ssh and in scripts without a display.
        if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
            qputenv("QT_QPA_PLATFORM", "offscreen");
        if (qEnvironmentVariableIntValue("HEADROOM_DEBUG") == 0)
            qInstallMessageHandler(cliMessageHandler);
        QGuiApplication app(argc, argv);
        headroom::cli::setWindowOptions(headroom::ui::windowOptions().all()); // for --help
        return headroom::cli::run(arguments);
    }
    if (arguments.contains(QStringLiteral("--screenshot"))) {
        // A screenshot never needs a display; keep stderr to Headroom's own messages.
        if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
            qputenv("QT_QPA_PLATFORM", "offscreen");
        if (qEnvironmentVariableIntValue("HEADROOM_DEBUG") == 0)
            qInstallMessageHandler(cliMessageHandler);
    } else if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM") && qEnvironmentVariableIsEmpty("DISPLAY") &&
               qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY")) {
        std::fprintf(stderr, "headroom: no display found (DISPLAY and WAYLAND_DISPLAY are not set); start it in a "
                             "desktop session or under a virtual X server: xvfb-run -a headroom\n");
        return 1;
    }
    QApplication app(argc, argv);
    return headroom::ui::runGui(app);
}
