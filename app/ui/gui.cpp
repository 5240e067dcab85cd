// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui.h"

#include "breakdownchart.h"
#include "fitexplorer.h"
#include "mainwindow.h"
#include "theme.h"
#include "uisettings.h"
#include "windowoptions.h"

#include <QApplication>
#include <QChart>
#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QImageWriter>
#include <QPixmap>
#include <QTextStream>
#include <QTimer>
#include <QWindow>

#include <cstdio>

namespace headroom::ui {

namespace {

constexpr int kScreenshotWidth = 1400;
constexpr int kScreenshotHeight = 860;
constexpr int kLayoutTimeoutMs = 5000;

/// One line on stderr with the same "headroom: " prefix the command line uses.
void printError(const QString &message)
{
    QTextStream(stderr) << "headroom: " << message << Qt::endl;
}

/// Lets the event loop run briefly (layout, expose, chart geometry) until `ready` holds or the timeout.
template<typename Ready> void settle(Ready ready)
{
    QElapsedTimer clock;
    clock.start();
    while (!ready() && clock.elapsed() < kLayoutTimeoutMs) {
        QEventLoop loop;
        QTimer::singleShot(20, &loop, &QEventLoop::quit);
        loop.exec();
    }
    // A few more passes so posted layout requests and repaints triggered by the last geometry change land.
    for (int i = 0; i < 5; ++i)
        QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
}

int takeScreenshot(MainWindow &window, const QString &file, const QSize &size)
{
    window.resize(size);
    window.show();
    BreakdownChart *chart = window.fitExplorer()->chart();
    settle([&] {
        const QWindow *handle = window.windowHandle();
        // Some bar has been laid out (an image-generation pipeline has no Weights segment).
        return handle && handle->isExposed() && chart->chart()->plotArea().width() > 0 &&
               chart->geometry().barRect(chart->mainBar()).width() > 1.0;
    });
    const QPixmap pixmap = window.grab();
    QImageWriter writer(file);
    if (pixmap.isNull() || !writer.write(pixmap.toImage())) {
        printError(QCoreApplication::translate("headroom::ui", "cannot write the screenshot to %1: %2")
                       .arg(file, writer.errorString()));
        return 1;
    }
    return 0;
}

/// --model: a catalogue id (language model or pipeline) is selected, anything else is opened as a
/// config.json. A pipeline with another --workload than diffusion, or a language model with diffusion, is
/// refused. Returns the exit status (0: go on).
int applyModelOption(MainWindow &window, const QCommandLineParser &parser, const QCommandLineOption &modelOption,
                     const QCommandLineOption &workloadOption)
{
    if (!parser.isSet(modelOption))
        return 0;
    const QString model = parser.value(modelOption);
    FitExplorer *explorer = window.fitExplorer();
    const catalog::Catalog &catalog = catalog::Catalog::builtIn();
    if (catalog.diffusionModel(model) || catalog.model(model)) {
        const bool pipeline = catalog.diffusionModel(model) != nullptr;
        if (parser.isSet(workloadOption) && pipeline != (explorer->currentWorkload() == fit::WorkloadKind::Diffusion)) {
            printError(pipeline ? QCoreApplication::translate(
                                      "headroom::ui", "“%1” is an image-generation pipeline: use --workload diffusion")
                                      .arg(model)
                                : QCoreApplication::translate(
                                      "headroom::ui", "“%1” is a language model, not an image-generation pipeline")
                                      .arg(model));
            return 2;
        }
        explorer->selectModel(model);
        return 0;
    }
    if (!parser.isSet(QStringLiteral("screenshot"))) {
        window.importModelConfig(model); // a warning dialog names the fields on failure
    } else if (catalog::HfConfigError error; explorer->importModelConfig(model, &error).isEmpty()) {
        printError(error.message);
        return 2;
    }
    return 0;
}

} // namespace

int runGui(QApplication &app)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Headroom"));
    const WindowOptions options = windowOptions();
    const QCommandLineOption &langOption = options.lang;
    const QCommandLineOption &darkOption = options.dark;
    const QCommandLineOption &lightOption = options.light;
    const QCommandLineOption &screenshotOption = options.screenshot;
    const QCommandLineOption &engineOption = options.engine;
    const QCommandLineOption &modelOption = options.model;
    const QCommandLineOption &workloadOption = options.workload;
    const QCommandLineOption &gpuOption = options.gpu;
    parser.addOptions(options.all());
    if (!parser.parse(app.arguments())) {
        printError(parser.errorText());
        return 2;
    }

    UiSettings settings = UiSettings::load();
    if (parser.isSet(darkOption))
        settings.darkTheme = true;
    if (parser.isSet(lightOption))
        settings.darkTheme = false;
    const QString language = parser.isSet(langOption) ? parser.value(langOption) : settings.language;

    theme::apply(settings.darkTheme);
    // Built in its language: no second glossary index and no retranslation of every widget at start.
    MainWindow window(nullptr, language);
    window.setDarkTheme(settings.darkTheme);
    QString error;
    if (window.language() != language && !window.setLanguage(language, &error)) {
        printError(error);
        if (parser.isSet(langOption))
            return 2;
    }

    const bool screenshot = parser.isSet(screenshotOption);
    // The scenario of the last session; the options below override it. A screenshot shows the defaults
    // (or the options) only, so that it does not depend on what the user did last.
    if (!screenshot)
        window.restoreExplorerState();
    if (parser.isSet(engineOption)) {
        const std::optional<fit::Engine> engine = fit::engineFromString(parser.value(engineOption).toStdString());
        if (!engine) {
            printError(
                QCoreApplication::translate("headroom::ui", "unknown engine “%1”").arg(parser.value(engineOption)));
            return 2;
        }
        window.fitExplorer()->selectEngine(*engine);
    }
    if (parser.isSet(workloadOption)) {
        const std::optional<fit::WorkloadKind> kind =
            fit::workloadKindFromString(parser.value(workloadOption).toStdString());
        if (!kind) {
            QStringList kinds;
            for (const fit::WorkloadKind k : fit::kAllWorkloadKinds)
                kinds << QString::fromLatin1(fit::toString(k).data(), qsizetype(fit::toString(k).size()));
            printError(QCoreApplication::translate("headroom::ui", "unknown workload “%1”; one of %2")
                           .arg(parser.value(workloadOption), kinds.join(QStringLiteral(", "))));
            return 2;
        }
        window.fitExplorer()->selectWorkload(*kind);
    }
    if (const int status = applyModelOption(window, parser, modelOption, workloadOption); status != 0)
        return status;
    if (parser.isSet(gpuOption) && !window.fitExplorer()->selectGpu(parser.value(gpuOption))) {
        printError(QCoreApplication::translate("headroom::ui", "unknown GPU “%1”").arg(parser.value(gpuOption)));
        return 2;
    }

    if (screenshot) {
        // --size WIDTHxHEIGHT: 320 x 240 up to 7680 x 4320 pixels.
        QSize size(kScreenshotWidth, kScreenshotHeight);
        if (parser.isSet(options.size)) {
            const QStringList parts = parser.value(options.size).split(u'x');
            bool okW = false;
            bool okH = false;
            const int w = parts.size() == 2 ? parts.at(0).toInt(&okW) : 0;
            const int h = parts.size() == 2 ? parts.at(1).toInt(&okH) : 0;
            if (!okW || !okH || w < 320 || h < 240 || w > 7680 || h > 4320) {
                printError(QCoreApplication::translate("headroom::ui", "--size “%1”: give WIDTHxHEIGHT in pixels, "
                                                                       "from 320x240 to 7680x4320, e.g. 1024x640")
                               .arg(parser.value(options.size)));
                return 2;
            }
            size = QSize(w, h);
        }
        return takeScreenshot(window, parser.value(screenshotOption), size);
    }

    window.show();
    return QApplication::exec();
}

} // namespace headroom::ui
