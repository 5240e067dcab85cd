// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The GUI's persisted preferences (QSettings under the application's organisation and name).

#include <QString>

namespace headroom::ui {

struct UiSettings {
    QString language = QStringLiteral("en"); ///< "en", "nl" or "tr"
    bool darkTheme = false;

    /// Reads the saved settings; unknown or missing values give the defaults above.
    static UiSettings load();
    void save() const;
};

} // namespace headroom::ui
