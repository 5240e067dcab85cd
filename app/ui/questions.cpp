// SPDX-License-Identifier: GPL-3.0-or-later
#include "questions.h"

#include <QLocale>

namespace headroom::ui {

namespace {

/// "nl", "en", "tr" of the default locale ("tr_TR" -> "tr"); English for anything else.
QString localeLanguage()
{
    const QString name = QLocale().name();
    const QString code = name.left(name.indexOf(u'_'));
    return code.isEmpty() ? QStringLiteral("en") : code;
}

} // namespace

QuestionAction questionActionFromName(const QString &name)
{
    if (name == QLatin1String("show-fit-verdict"))
        return QuestionAction::ShowFitVerdict;
    if (name == QLatin1String("show-kv-growth"))
        return QuestionAction::ShowKvGrowth;
    if (name == QLatin1String("show-weight-formats"))
        return QuestionAction::ShowWeightFormats;
    if (name == QLatin1String("quote-month"))
        return QuestionAction::QuoteMonth;
    return QuestionAction::None;
}

QString Question::text(const QString &language) const
{
    return source ? source->textIn(language) : id;
}

QString Question::answer(const QString &language) const
{
    return source ? source->answerIn(language) : QString();
}

QString Question::text() const
{
    return text(localeLanguage());
}

QString Question::answer() const
{
    return answer(localeLanguage());
}

const QList<Question> &questions()
{
    // Built once from the library's list, which lives as long as the program (its pointers stay valid).
    static const QList<Question> list = [] {
        QList<Question> out;
        for (const glossary::Question &q : glossary::builtInQuestions())
            out.append(Question{q.id, q.conceptIds, questionActionFromName(q.action), &q});
        return out;
    }();
    return list;
}

const Question *questionById(const QString &id)
{
    for (const Question &q : questions()) {
        if (q.id == id)
            return &q;
    }
    return nullptr;
}

} // namespace headroom::ui
