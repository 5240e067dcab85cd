// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// "Start with a question": the questions the glossary offers while its search field is empty. Each one
// is data: the concepts that answer it (the first one opens, the article links the others), a short
// answer, and what the rest of the window does with it (set up the fit explorer or open the quote).
// Adding a question means adding a row to questions() (questions.cpp) and a translation.

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

struct Question {
    QString id;               ///< stable key, e.g. "kv-size"
    const char *sourceText;   ///< English question (translated by text())
    const char *sourceAnswer; ///< English short answer (translated by answer())
    QStringList conceptIds;   ///< glossary concepts that answer it; the first one opens
    QuestionAction action = QuestionAction::None;

    /// The question and its short answer in the installed UI language.
    QString text() const;
    QString answer() const;
};

/// Every question, in the order the glossary lists them.
const QList<Question> &questions();
/// The question with `id`, or nullptr.
const Question *questionById(const QString &id);

} // namespace headroom::ui
