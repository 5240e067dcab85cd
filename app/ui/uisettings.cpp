// SPDX-License-Identifier: GPL-3.0-or-later
#include "uisettings.h"

#include "languageswitcher.h"

#include <scenario/choicejson.h>

#include <QJsonDocument>
#include <QJsonObject>
#include <QSettings>

namespace headroom::ui {

namespace {
const QString kLanguageKey = QStringLiteral("ui/language");
const QString kDarkThemeKey = QStringLiteral("ui/darkTheme");
const QString kCustomGpusKey = QStringLiteral("ui/customGpus");
const QString kExplorerChoiceKey = QStringLiteral("explorer/choice");
const QString kExplorerWorkloadKey = QStringLiteral("explorer/workload");
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

std::optional<scenario::Choice> UiSettings::explorerChoice()
{
    const QSettings settings;
    QJsonParseError parseError;
    const QJsonDocument document =
        QJsonDocument::fromJson(settings.value(kExplorerChoiceKey).toByteArray(), &parseError);
    if (parseError.error != QJsonParseError::NoError || !document.isObject())
        return std::nullopt;
    std::optional<scenario::Choice> choice = scenario::choiceFromJson(document.object());
    if (!choice)
        return std::nullopt;
    // The kind is written only when the choice sets it (resolve() takes the rest by itself).
    const QString kind = settings.value(kExplorerWorkloadKey).toString();
    if (!kind.isEmpty()) {
        choice->workload = fit::workloadKindFromString(kind.toStdString());
        if (!choice->workload)
            return std::nullopt;
    }
    return choice;
}

void UiSettings::setExplorerChoice(const scenario::Choice &choice)
{
    QSettings settings;
    settings.setValue(kExplorerChoiceKey, QJsonDocument(scenario::choiceToJson(choice)).toJson(QJsonDocument::Compact));
    if (choice.workload) {
        const std::string_view kind = fit::toString(*choice.workload);
        settings.setValue(kExplorerWorkloadKey, QString::fromLatin1(kind.data(), qsizetype(kind.size())));
    } else {
        settings.remove(kExplorerWorkloadKey);
    }
}

} // namespace headroom::ui
