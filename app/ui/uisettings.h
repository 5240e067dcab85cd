// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The GUI's persisted preferences (QSettings under the application's organisation and name).

#include <scenario/choice.h>

#include <QByteArray>
#include <QString>

#include <optional>

namespace headroom::ui {

struct UiSettings {
    QString language = QStringLiteral("en"); ///< "en", "nl" or "tr"
    bool darkTheme = false;

    /// Reads the saved settings; unknown or missing values give the defaults above.
    static UiSettings load();
    void save() const;

    /// The user's custom GPUs (ui/customgpudialog.h): a JSON array of gpus.json version 2 entries, kept
    /// apart from load()/save() so that saving the language or theme never touches them. Empty when none.
    static QByteArray customGpus();
    static void setCustomGpus(const QByteArray &json);

    /// The fit explorer's scenario when the window last closed (MainWindow::saveExplorerState): the
    /// choice as scenario::choiceToJson() writes it, plus its workload kind. nullopt when none is saved or
    /// the saved one cannot be read (bad JSON, a key missing or wrong, an imported config that no longer
    /// imports); whether its model and GPU are still in the catalogue is for FitExplorer::applyChoice().
    /// Like customGpus(), kept apart from load()/save().
    static std::optional<scenario::Choice> explorerChoice();
    static void setExplorerChoice(const scenario::Choice &choice);
};

} // namespace headroom::ui
