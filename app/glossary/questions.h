// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// "Start with a question": the questions the glossary offers while its search field is empty and finds
// when a user types one. Content in nl, en and tr, like the termbase, so that a question typed in any of
// the three languages is found whatever the UI language. The built-in set is
// resources/glossary/questions.json, embedded as ":/glossary/questions.json":
//   {"questions": [{"id": "fit", "concepts": ["headroom", "usable-vram"], "action": "show-fit-verdict",
//                   "text": {"en": "...", "nl": "...", "tr": "..."},
//                   "answer": {"en": "...", "nl": "...", "tr": "..."}}, ...]}
// Every question has a text and an answer in all three languages and at least one concept (the first one
// opens; the article links the others). `action` is one of actionNames() or absent; what it does is the
// window's business (ui/questions.h maps it). Adding a question means adding an object to the file.

#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace headroom::glossary {

struct Question {
    QString id;                     ///< stable key, e.g. "kv-size"
    QHash<QString, QString> text;   ///< the question, keyed by "nl", "en", "tr"
    QHash<QString, QString> answer; ///< its short answer, keyed by "nl", "en", "tr"
    QStringList conceptIds;         ///< the concepts that answer it; the first one opens
    QString action;                 ///< one of actionNames(), or empty

    /// The text / answer in `language`, falling back to English.
    QString textIn(const QString &language) const;
    QString answerIn(const QString &language) const;
    friend bool operator==(const Question &, const Question &) = default;
};

/// "show-fit-verdict", "show-kv-growth", "show-weight-formats", "quote-month".
const QStringList &actionNames();

/// Parses the questions file format above. On a malformed file (not JSON, a question without id, concept,
/// or a text/answer in one of nl/en/tr, an unknown action, a duplicate id) returns nullopt and sets
/// `error` to one line naming the question.
std::optional<QList<Question>> questionsFromJson(const QByteArray &json, QString *error = nullptr);

/// The built-in questions (":/glossary/questions.json"), parsed once, thread-safe. Aborts with qFatal()
/// only if the embedded file is missing or broken (a build defect, tested by tst_questions).
const QList<Question> &builtInQuestions();

/// The built-in question with `id`, or nullptr.
const Question *builtInQuestion(const QString &id);

} // namespace headroom::glossary
