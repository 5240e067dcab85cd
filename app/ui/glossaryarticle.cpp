// SPDX-License-Identifier: GPL-3.0-or-later
#include "glossaryarticle.h"

#include <QLocale>

#include <algorithm>

namespace headroom::ui::glossaryarticle {

QString marked(const QString &text, const QList<glossary::TextMatch> &ranges)
{
    const int size = static_cast<int>(text.size());
    QString html;
    int at = 0;
    for (const glossary::TextMatch &r : ranges) {
        const int start = std::clamp(r.start, 0, size);
        const int length = std::clamp(r.length, 0, size - start);
        if (length == 0 || start < at)
            continue;
        html += text.mid(at, start - at).toHtmlEscaped();
        html +=
            QStringLiteral("<span class=\"hl\">") + text.mid(start, length).toHtmlEscaped() + QStringLiteral("</span>");
        at = start + length;
    }
    html += text.mid(at).toHtmlEscaped();
    return html;
}

QString languageName(const QString &code)
{
    if (code.isEmpty())
        return code;
    const QLocale locale(code);
    // An unknown code gives the C locale; a known language without a native name gives "".
    if (locale.language() == QLocale::C || locale.language() == QLocale::AnyLanguage)
        return code;
    const QString name = locale.nativeLanguageName();
    return name.isEmpty() ? code : name;
}

QStringList extraLanguages(const glossary::Concept &c)
{
    QStringList codes;
    for (auto it = c.lang.cbegin(); it != c.lang.cend(); ++it) {
        if (glossary::languages().contains(it.key()))
            continue;
        const glossary::LangEntry &e = it.value();
        if (!e.terms.isEmpty() || !e.definition.trimmed().isEmpty() || !e.whenItMatters.trimmed().isEmpty())
            codes.append(it.key());
    }
    std::sort(codes.begin(), codes.end());
    return codes;
}

} // namespace headroom::ui::glossaryarticle
