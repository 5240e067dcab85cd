// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// "Start with a question" in the window: the built-in questions of the glossary library
// (glossary/questions.h, resources/glossary/questions.json: text, answer and concepts in nl, en and tr)
// with what the rest of the window does with each one (set up the fit explorer or open the quote).
// Adding a question means adding it to questions.json; a new action also needs a QuestionAction here.

#include <glossary/questions.h>

#include <QList>
#include <QString>
#include <QStringList>

namespace headroom::ui {

/// What the main window does when a question is asked, beside opening its concepts.
enum class QuestionAction {
    None,              ///< only the concepts (the fit explorer does not model it)
    ShowFitVerdict,    ///< focus the explorer's model choice; the verdict says whether it fits
    ShowKvGrowth,      ///< raise the explorer's context length and outline the KV cache in the chart
    ShowWeightFormats, ///< focus the explorer's weight precision and outline the weights in the chart
    QuoteMonth,        ///< open the quote dialog with a one-month term (30 days, 720 hours)
};

/// The action a glossary action name stands for ("show-fit-verdict" -> ShowFitVerdict, ...; empty or
/// unknown -> None).
QuestionAction questionActionFromName(const QString &name);

struct Question {
    QString id;             ///< glossary::Question::id, e.g. "kv-size"
    QStringList conceptIds; ///< glossary concepts that answer it; the first one opens
    QuestionAction action = QuestionAction::None;
    const glossary::Question *source = nullptr; ///< the library's question (never null in questions())

    /// The question and its short answer in `language` ("nl", "en", "tr"; others fall back to English).
    QString text(const QString &language) const;
    QString answer(const QString &language) const;
    /// The same in the language of the default QLocale (LanguageSwitcher::apply() sets it).
    QString text() const;
    QString answer() const;
};

/// Every question, in the order of glossary::builtInQuestions().
const QList<Question> &questions();
/// The question with `id`, or nullptr.
const Question *questionById(const QString &id);

} // namespace headroom::ui
