// SPDX-License-Identifier: GPL-3.0-or-later
#include "languageswitcher.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

namespace headroom::ui {

LanguageSwitcher::LanguageSwitcher() = default;

LanguageSwitcher::~LanguageSwitcher()
{
    if (m_appTranslator)
        QCoreApplication::removeTranslator(m_appTranslator.get());
    if (m_qtTranslator)
        QCoreApplication::removeTranslator(m_qtTranslator.get());
}

const QStringList &LanguageSwitcher::languages()
{
    static const QStringList langs{QStringLiteral("en"), QStringLiteral("nl"), QStringLiteral("tr")};
    return langs;
}

QString LanguageSwitcher::nativeName(const QString &language)
{
    if (language == QLatin1String("nl"))
        return QStringLiteral("Nederlands");
    if (language == QLatin1String("tr"))
        return QStringLiteral("Türkçe");
    return QStringLiteral("English");
}

bool LanguageSwitcher::apply(const QString &language, QString *error)
{
    if (!languages().contains(language)) {
        if (error)
            *error =
                QCoreApplication::translate("headroom::ui::LanguageSwitcher", "Unknown language “%1”.").arg(language);
        return false;
    }
    std::unique_ptr<QTranslator> app;
    std::unique_ptr<QTranslator> qt;
    if (language != QLatin1String("en")) {
        app = std::make_unique<QTranslator>();
        const QString file = QStringLiteral(":/i18n/headroom_%1.qm").arg(language);
        if (!app->load(file)) {
            if (error)
                *error = QCoreApplication::translate("headroom::ui::LanguageSwitcher",
                                                     "The translation file %1 could not be loaded.")
                             .arg(file);
            return false;
        }
        // Qt's own strings (standard dialog buttons), when the system has them installed; optional.
        qt = std::make_unique<QTranslator>();
        if (!qt->load(QLocale(language), QStringLiteral("qtbase"), QStringLiteral("_"),
                      QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
            qt.reset();
    }

    // The locale first, so widgets that re-set their strings on LanguageChange format numbers for it.
    QLocale::setDefault(language == QLatin1String("en") ? QLocale(QLocale::English, QLocale::UnitedStates)
                                                        : QLocale(language));
    // Remove, then install: each step sends LanguageChange, the last one sees the final state.
    if (m_qtTranslator)
        QCoreApplication::removeTranslator(m_qtTranslator.get());
    if (m_appTranslator)
        QCoreApplication::removeTranslator(m_appTranslator.get());
    m_appTranslator = std::move(app);
    m_qtTranslator = std::move(qt);
    if (m_qtTranslator)
        QCoreApplication::installTranslator(m_qtTranslator.get());
    if (m_appTranslator)
        QCoreApplication::installTranslator(m_appTranslator.get());
    m_current = language;
    return true;
}

} // namespace headroom::ui
