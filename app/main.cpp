// SPDX-License-Identifier: GPL-3.0-or-later
#include <cli/cli.h>
#include <ui/gui.h>

#include <QApplication>
#include <QCoreApplication>

#include <memory>

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
        QApplication app(argc, argv);
        return headroom::cli::run(arguments);
    }
    QApplication app(argc, argv);
    return headroom::ui::runGui(app);
}
