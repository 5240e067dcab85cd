// SPDX-License-Identifier: GPL-3.0-or-later
#include <quote/pdflanguage.h>

#include <QCoreApplication>
#include <QEvent>
#include <QFile>
#include <QTranslator>

namespace headroom::quote {

namespace {

QString translationPath(const QString &language)
{
    return QStringLiteral(":/i18n/headroom_%1.qm").arg(language);
}

/// Falls back to the English source text instead of passing the string on to lower translators.
class PdfTranslator final : public QTranslator
{
public:
    QString translate(const char *context, const char *sourceText, const char *disambiguation, int n) const override
    {
        const QString translated = QTranslator::translate(context, sourceText, disambiguation, n);
        return translated.isNull() ? QString::fromUtf8(sourceText) : translated;
    }
    bool isEmpty() const override { return false; }
};

class LanguageChangeBlocker final : public QObject
{
public:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::LanguageChange)
            return true;
        return QObject::eventFilter(watched, event);
    }
};

} // namespace

bool isPdfLanguage(const QString &language)
{
    return language == QLatin1String("en") || language == QLatin1String("nl") || language == QLatin1String("tr");
}

bool PdfLanguageScope::available(const QString &language)
{
    return isPdfLanguage(language) && (language == QLatin1String("en") || QFile::exists(translationPath(language)));
}

PdfLanguageScope::PdfLanguageScope(const QString &language)
{
    QCoreApplication *app = QCoreApplication::instance();
    if (!app || !isPdfLanguage(language))
        return;
    auto translator = std::make_unique<PdfTranslator>();
    if (language != QLatin1String("en") && !translator->load(translationPath(language)))
        return;
    m_blocker = std::make_unique<LanguageChangeBlocker>();
    app->installEventFilter(m_blocker.get());
    if (!QCoreApplication::installTranslator(translator.get()))
        return;
    m_translator = std::move(translator);
}

PdfLanguageScope::~PdfLanguageScope()
{
    if (m_translator)
        QCoreApplication::removeTranslator(m_translator.get());
    if (QCoreApplication *app = QCoreApplication::instance(); app && m_blocker)
        app->removeEventFilter(m_blocker.get());
}

} // namespace headroom::quote
