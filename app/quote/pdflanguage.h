// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The language a quote PDF is drawn in. The PDF's strings go through tr() with the application's current
// translators (quotepdf.h), so the CLI and the quote dialog install the PDF language's translation only
// while the PDF is drawn (and while default texts such as defaultRetentionBlock() are read).

#include <QObject>
#include <QString>

#include <memory>

class QTranslator;

namespace headroom::quote {

/// The languages a quote PDF can be written in: "en", "nl", "tr".
bool isPdfLanguage(const QString &language);

/// Installs the translation of a PDF language on top of the application's for its lifetime.
/// The translation is ":/i18n/headroom_<language>.qm" (embedded by headroom_ui); English is the source
/// language and needs none. Strings the translation lacks come out in English, never in the language of a
/// translator installed below it, so a PDF is in one language. The QEvent::LanguageChange that installing
/// and removing sends is swallowed, so open windows do not retranslate while the PDF is drawn.
class PdfLanguageScope final
{
public:
    /// Installs nothing (isActive() false) without a QCoreApplication, for an unknown language, or when the
    /// translation is not available().
    explicit PdfLanguageScope(const QString &language);
    ~PdfLanguageScope();
    PdfLanguageScope(const PdfLanguageScope &) = delete;
    PdfLanguageScope &operator=(const PdfLanguageScope &) = delete;

    bool isActive() const { return m_translator != nullptr; }

    /// True for English and for a language whose translation is embedded in this build.
    static bool available(const QString &language);

private:
    std::unique_ptr<QObject> m_blocker;
    std::unique_ptr<QTranslator> m_translator;
};

} // namespace headroom::quote
