// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The GUI's persisted preferences (QSettings under the application's organisation and name).

#include <QByteArray>
#include <QString>

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
};

} // namespace headroom::ui
