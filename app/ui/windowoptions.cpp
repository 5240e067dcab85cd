// SPDX-License-Identifier: GPL-3.0-or-later
#include "windowoptions.h"

#include <fit/trainingsettings.h>

#include <QCoreApplication>
#include <QStringList>

namespace headroom::ui {

WindowOptions windowOptions()
{
    QStringList kinds;
    for (const fit::WorkloadKind k : fit::kAllWorkloadKinds)
        kinds << QString::fromLatin1(fit::toString(k).data(), qsizetype(fit::toString(k).size()));
    return WindowOptions{
        QCommandLineOption(QStringLiteral("lang"),
                           QCoreApplication::translate("headroom::ui", "UI language: en, nl or tr."),
                           QStringLiteral("language")),
        QCommandLineOption(QStringLiteral("dark"), QCoreApplication::translate("headroom::ui", "Use the dark theme.")),
        QCommandLineOption(QStringLiteral("light"),
                           QCoreApplication::translate("headroom::ui", "Use the light theme.")),
        QCommandLineOption(
            QStringLiteral("screenshot"),
            QCoreApplication::translate("headroom::ui", "Save a screenshot of the main window to FILE and exit."),
            QStringLiteral("FILE")),
        QCommandLineOption(QStringLiteral("size"),
                           QCoreApplication::translate("headroom::ui", "Window size of --screenshot in pixels, "
                                                                       "e.g. 1024x640 (default 1400x860)."),
                           QStringLiteral("WIDTHxHEIGHT")),
        QCommandLineOption(QStringLiteral("engine"),
                           QCoreApplication::translate(
                               "headroom::ui",
                               "Start the fit explorer with ENGINE: generic, llama.cpp, ik_llama.cpp, vllm or ollama."),
                           QStringLiteral("ENGINE")),
        QCommandLineOption(QStringLiteral("model"),
                           QCoreApplication::translate(
                               "headroom::ui",
                               "Start the fit explorer with a catalogue model or image-generation pipeline by id "
                               "(llama-3.1-8b, sdxl, ...), or open a Hugging Face config.json."),
                           QStringLiteral("ID|FILE")),
        QCommandLineOption(
            QStringLiteral("workload"),
            QCoreApplication::translate("headroom::ui", "Start the fit explorer with the workload KIND: %1.")
                .arg(kinds.join(QStringLiteral(", "))),
            QStringLiteral("KIND")),
        QCommandLineOption(
            QStringLiteral("gpu"),
            QCoreApplication::translate("headroom::ui",
                                        "Start the fit explorer with the catalogue GPU ID (rtx-4090, h100-80gb, ...)."),
            QStringLiteral("ID")),
    };
}

} // namespace headroom::ui
