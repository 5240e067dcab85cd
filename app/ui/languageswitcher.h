// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Installs the translator of one UI language ("en", "nl", "tr") application-wide. The .qm files are
// embedded by qt_add_translations under ":/i18n/headroom_<lang>.qm". Installing or removing a
// translator makes Qt send QEvent::LanguageChange, on which every widget re-sets its strings.

#include <QString>
#include <QStringList>

#include <memory>

class QTranslator;

namespace headroom::ui {

class LanguageSwitcher final
{
public:
    LanguageSwitcher();
    ~LanguageSwitcher();
    LanguageSwitcher(const LanguageSwitcher &) = delete;
    LanguageSwitcher &operator=(const LanguageSwitcher &) = delete;

    /// The UI languages, English (the source language) first.
    static const QStringList &languages();
    /// Native name of a UI language ("English", "Nederlands", "Türkçe"); never translated.
    static QString nativeName(const QString &language);

    /// Switches to `language`: loads ":/i18n/headroom_<language>.qm" (English needs none), replaces the
    /// installed translator and sets QLocale's default to the language (number formats, sorting).
    /// Returns false and leaves the current language in place when the language is unknown or its
    /// translation cannot be loaded; `error` then says why.
    bool apply(const QString &language, QString *error = nullptr);
    QString current() const { return m_current; }

private:
    std::unique_ptr<QTranslator> m_appTranslator;
    std::unique_ptr<QTranslator> m_qtTranslator;
    QString m_current = QStringLiteral("en");
};

} // namespace headroom::ui
