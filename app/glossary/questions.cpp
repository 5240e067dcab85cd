// SPDX-License-Identifier: GPL-3.0-or-later
#include <glossary/questions.h>

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>
#include <QSet>
#include <QtGlobal>

namespace headroom::glossary {

namespace {

QString in(const QHash<QString, QString> &texts, const QString &language)
{
    const QString text = texts.value(language);
    return text.isEmpty() ? texts.value(QStringLiteral("en")) : text;
}

/// The "nl"/"en"/"tr" object `key` of `object`, or nullopt when one of the three is missing or empty.
std::optional<QHash<QString, QString>> trilingual(const QJsonObject &object, const QString &key)
{
    const QJsonObject texts = object.value(key).toObject();
    QHash<QString, QString> out;
    for (const char *language : {"nl", "en", "tr"}) {
        const QString text = texts.value(QLatin1String(language)).toString().trimmed();
        if (text.isEmpty())
            return std::nullopt;
        out.insert(QLatin1String(language), text);
    }
    return out;
}

} // namespace

QString Question::textIn(const QString &language) const
{
    return in(text, language);
}

QString Question::answerIn(const QString &language) const
{
    return in(answer, language);
}

const QStringList &actionNames()
{
    static const QStringList names{QStringLiteral("show-fit-verdict"), QStringLiteral("show-kv-growth"),
                                   QStringLiteral("show-weight-formats"), QStringLiteral("quote-month")};
    return names;
}

std::optional<QList<Question>> questionsFromJson(const QByteArray &json, QString *error)
{
    auto fail = [error](const QString &message) -> std::optional<QList<Question>> {
        if (error)
            *error = message;
        return std::nullopt;
    };
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError)
        return fail(QStringLiteral("questions: %1 at offset %2").arg(parseError.errorString()).arg(parseError.offset));
    if (!document.isObject() || !document.object().value(QStringLiteral("questions")).isArray())
        return fail(QStringLiteral("questions: the file is not an object with a \"questions\" array"));
    QList<Question> questions;
    QSet<QString> ids;
    const QJsonArray array = document.object().value(QStringLiteral("questions")).toArray();
    for (qsizetype i = 0; i < array.size(); ++i) {
        const QJsonObject object = array.at(i).toObject();
        Question q;
        q.id = object.value(QStringLiteral("id")).toString();
        const QString name = q.id.isEmpty() ? QStringLiteral("question %1").arg(i + 1) : q.id;
        if (q.id.isEmpty() || ids.contains(q.id))
            return fail(QStringLiteral("questions: %1 has no id or a duplicate one").arg(name));
        ids.insert(q.id);
        for (const QJsonValue &value : object.value(QStringLiteral("concepts")).toArray()) {
            if (!value.toString().isEmpty())
                q.conceptIds.append(value.toString());
        }
        if (q.conceptIds.isEmpty())
            return fail(QStringLiteral("questions: %1 names no concept").arg(name));
        q.action = object.value(QStringLiteral("action")).toString();
        if (!q.action.isEmpty() && !actionNames().contains(q.action))
            return fail(QStringLiteral("questions: %1 has the unknown action \"%2\"").arg(name, q.action));
        std::optional<QHash<QString, QString>> text = trilingual(object, QStringLiteral("text"));
        std::optional<QHash<QString, QString>> answer = trilingual(object, QStringLiteral("answer"));
        if (!text || !answer)
            return fail(QStringLiteral("questions: %1 lacks its text or answer in nl, en or tr").arg(name));
        q.text = std::move(*text);
        q.answer = std::move(*answer);
        questions.append(std::move(q));
    }
    return questions;
}

const QList<Question> &builtInQuestions()
{
    static const QList<Question> questions = [] {
        QFile file(QStringLiteral(":/glossary/questions.json"));
        if (!file.open(QIODevice::ReadOnly))
            qFatal("headroom: the built-in questions (:/glossary/questions.json) are missing");
        QString error;
        std::optional<QList<Question>> parsed = questionsFromJson(file.readAll(), &error);
        if (!parsed)
            qFatal("headroom: the built-in questions are broken: %s", qUtf8Printable(error));
        return std::move(*parsed);
    }();
    return questions;
}

const Question *builtInQuestion(const QString &id)
{
    for (const Question &q : builtInQuestions()) {
        if (q.id == id)
            return &q;
    }
    return nullptr;
}

} // namespace headroom::glossary
