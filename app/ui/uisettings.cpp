// SPDX-License-Identifier: GPL-3.0-or-later
#include "uisettings.h"

#include "languageswitcher.h"

#include <QSettings>

namespace headroom::ui {

namespace {
const QString kLanguageKey = QStringLiteral("ui/language");
const QString kDarkThemeKey = QStringLiteral("ui/darkTheme");
const QString kCustomGpusKey = QStringLiteral("ui/customGpus");
} // namespace

UiSettings UiSettings::load()
{
    const QSettings settings;
    UiSettings s;
    const QString language = settings.value(kLanguageKey, s.language).toString();
    if (LanguageSwitcher::languages().contains(language))
        s.language = language;
    s.darkTheme = settings.value(kDarkThemeKey, s.darkTheme).toBool();
    return s;
}

void UiSettings::save() const
{
    QSettings settings;
    settings.setValue(kLanguageKey, language);
    settings.setValue(kDarkThemeKey, darkTheme);
}

QByteArray UiSettings::customGpus()
{
    return QSettings().value(kCustomGpusKey).toByteArray();
}

void UiSettings::setCustomGpus(const QByteArray &json)
{
    QSettings settings;
    if (json.isEmpty())
        settings.remove(kCustomGpusKey);
    else
        settings.setValue(kCustomGpusKey, json);
}

} // namespace headroom::ui
