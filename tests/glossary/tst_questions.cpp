// SPDX-License-Identifier: GPL-3.0-or-later
// Checks the built-in questions (resources/glossary/questions.json, embedded as ":/glossary/questions.json";
// format in app/glossary/questions.h): they load, every question has its text and answer in nl, en and tr,
// ids are unique, actions are known, every concept a question names exists in the built-in termbase, and
// questionsFromJson() refuses malformed files (hand-written JSON) with a message that names the question.
#include <glossary/questions.h>
#include <glossary/termbase.h>

#include <QFile>
#include <QRegularExpression>
#include <QSet>
#include <QTest>

#include <unicode/brkiter.h>
#include <unicode/unistr.h>

#include <memory>

using headroom::glossary::actionNames;
using headroom::glossary::builtInQuestion;
using headroom::glossary::builtInQuestions;
using headroom::glossary::languages;
using headroom::glossary::Question;
using headroom::glossary::questionsFromJson;
using headroom::glossary::Termbase;

namespace {

const QString kBuiltIn = QStringLiteral(":/glossary/questions.json");

/// Sentences in `text` by ICU's sentence break rules for `language` (whitespace-only pieces do not count).
int sentenceCount(const QString &text, const QString &language)
{
    UErrorCode status = U_ZERO_ERROR;
    std::unique_ptr<icu::BreakIterator> it(
        icu::BreakIterator::createSentenceInstance(icu::Locale(language.toLatin1().constData()), status));
    if (U_FAILURE(status) || !it)
        return -1;
    const icu::UnicodeString u(reinterpret_cast<const UChar *>(text.utf16()), int32_t(text.size()));
    it->setText(u);
    int count = 0;
    for (int32_t start = it->first(), end = it->next(); end != icu::BreakIterator::DONE;
         start = end, end = it->next()) {
        if (!text.mid(start, end - start).trimmed().isEmpty())
            ++count;
    }
    return count;
}

/// One well-formed question object with `id`; `extra` (", \"key\": value") adds members before "text".
QByteArray questionJson(const QString &id, const QString &extra = QString())
{
    return QStringLiteral(R"({"id": "%1", "concepts": ["vram"]%2,
        "text": {"en": "Q?", "nl": "V?", "tr": "S?"},
        "answer": {"en": "A.", "nl": "Antwoord.", "tr": "Yanıt."}})")
        .arg(id, extra)
        .toUtf8();
}

QByteArray file(const QList<QByteArray> &questions)
{
    QByteArray out = "{\"questions\": [";
    for (qsizetype i = 0; i < questions.size(); ++i)
        out += (i ? "," : "") + questions.at(i);
    return out + "]}";
}

} // namespace

class TestQuestions : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void builtInLoads();
    void everyQuestionIsTrilingual();
    void idsAreUniqueAndWellFormed();
    void actionsAreKnown();
    void conceptsExist_data();
    void conceptsExist();
    void facts_data();
    void facts();
    void minimalFileParses();
    void malformed_data();
    void malformed();
};

void TestQuestions::builtInLoads()
{
    // Parse the embedded file ourselves first: a broken file fails here with the parser's message instead
    // of builtInQuestions()'s qFatal.
    QFile f(kBuiltIn);
    QVERIFY2(f.open(QIODevice::ReadOnly), "resources/glossary/questions.json is not embedded in headroom_glossary");
    QString error;
    const std::optional<QList<Question>> parsed = questionsFromJson(f.readAll(), &error);
    QVERIFY2(parsed, qPrintable(error));
    QCOMPARE(builtInQuestions(), *parsed);
    // 6 moved from app/ui/questions.cpp + route, spot-recovery, deletion, gpu-count, rent-or-buy,
    // answer-time, gib-gb, out-of-memory (issue 12) = 14.
    QCOMPARE(builtInQuestions().size(), qsizetype(14));
    QVERIFY(builtInQuestion(QStringLiteral("fit")));
    QVERIFY(!builtInQuestion(QStringLiteral("no-such-question")));
}

void TestQuestions::everyQuestionIsTrilingual()
{
    // A question is typed as users type it (it ends with a question mark); its answer is 1 to 3 sentences.
    for (const Question &q : builtInQuestions()) {
        for (const QString &lang : languages()) {
            const QString where = q.id + u'/' + lang;
            const QString text = q.text.value(lang);
            const QString answer = q.answer.value(lang);
            QVERIFY2(!text.isEmpty() && text == text.trimmed(), qPrintable(where + QStringLiteral(": no text")));
            QVERIFY2(text.endsWith(u'?'), qPrintable(where + QStringLiteral(": text is not a question")));
            QVERIFY2(!answer.isEmpty(), qPrintable(where + QStringLiteral(": no answer")));
            const int n = sentenceCount(answer, lang);
            QVERIFY2(n >= 1 && n <= 3, qPrintable(where + QStringLiteral(": answer has %1 sentences").arg(n)));
            QCOMPARE(q.textIn(lang), text);
            QCOMPARE(q.answerIn(lang), answer);
            if (lang != QLatin1String("en")) {
                QVERIFY2(text != q.text.value(QStringLiteral("en")),
                         qPrintable(where + QStringLiteral(": text is the English one")));
                QVERIFY2(answer != q.answer.value(QStringLiteral("en")),
                         qPrintable(where + QStringLiteral(": answer is the English one")));
            }
        }
        QVERIFY2(!q.conceptIds.isEmpty(), qPrintable(q.id + QStringLiteral(": no concept")));
    }
}

void TestQuestions::idsAreUniqueAndWellFormed()
{
    const QRegularExpression shape(QStringLiteral("^[a-z0-9]+(-[a-z0-9]+)*$"));
    QSet<QString> seen;
    for (const Question &q : builtInQuestions()) {
        QVERIFY2(shape.match(q.id).hasMatch(), qPrintable(q.id + QStringLiteral(": not a lower-case, hyphenated id")));
        QVERIFY2(!seen.contains(q.id), qPrintable(q.id + QStringLiteral(": duplicate id")));
        seen.insert(q.id);
        QSet<QString> concepts;
        for (const QString &id : q.conceptIds) {
            QVERIFY2(!concepts.contains(id), qPrintable(q.id + QStringLiteral(": concept listed twice: ") + id));
            concepts.insert(id);
        }
    }
}

void TestQuestions::actionsAreKnown()
{
    for (const Question &q : builtInQuestions())
        QVERIFY2(q.action.isEmpty() || actionNames().contains(q.action), qPrintable(q.id + u' ' + q.action));
    // The questions moved from app/ui/questions.cpp keep their actions (the window maps them).
    const QList<std::pair<const char *, const char *>> kept{
        {"fit", "show-fit-verdict"}, {"kv-size", "show-kv-growth"},   {"month", "quote-month"},
        {"stop", "quote-month"},     {"bits", "show-weight-formats"}, {"training", ""}};
    for (const auto &[id, action] : kept) {
        const Question *q = builtInQuestion(QLatin1String(id));
        QVERIFY2(q, id);
        QCOMPARE(q->action, QLatin1String(action));
    }
}

void TestQuestions::conceptsExist_data()
{
    QTest::addColumn<QString>("question");
    QTest::addColumn<QString>("conceptId");
    for (const Question &q : builtInQuestions()) {
        for (const QString &id : q.conceptIds)
            QTest::newRow(qPrintable(q.id + QStringLiteral(" -> ") + id)) << q.id << id;
    }
}

void TestQuestions::conceptsExist()
{
    // Fails for tco, gpu-rental, preemptible-instance, model-parallelism and out-of-memory until the
    // issue 12 concepts are merged into resources/glossary/headroom.tbx.
    QFETCH(QString, question);
    QFETCH(QString, conceptId);
    QVERIFY2(Termbase::builtIn().conceptById(conceptId), qPrintable(question + QStringLiteral(": no concept \"") +
                                                                    conceptId + QStringLiteral("\" in headroom.tbx")));
}

void TestQuestions::facts_data()
{
    // Facts the answers must keep, in every language. `field` is "text" or "answer".
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("lang");
    QTest::addColumn<QString>("field");
    QTest::addColumn<QString>("needle");
    QTest::addColumn<bool>("present");
    const auto row = [](const char *name, const char *id, const char *lang, const char *field, const QString &needle,
                        bool present = true) {
        QTest::newRow(name) << QString::fromLatin1(id) << QString::fromLatin1(lang) << QString::fromLatin1(field)
                            << needle << present;
    };
    // A month is 30 days: 30 x 24 = 720 hours.
    row("month en", "month", "en", "answer", QStringLiteral("30 days (720 hours)"));
    row("month nl", "month", "nl", "answer", QStringLiteral("30 dagen (720 uur)"));
    row("month tr", "month", "tr", "answer", QStringLiteral("30 gündür (720 saat)"));
    // The fit explorer estimates training, fine-tuning and image generation (issue 11), not only inference.
    row("training en", "training", "en", "answer", QStringLiteral("training, fine-tuning and image generation"));
    row("training nl", "training", "nl", "answer", QStringLiteral("training, fine-tuning en beeldgeneratie"));
    row("training tr", "training", "tr", "answer", QStringLiteral("eğitimi, ince ayarı ve görüntü üretimini"));
    row("training old en", "training", "en", "answer", QStringLiteral("The fit explorer estimates inference."), false);
    // 500 tokens x 20 ms = 10,000 ms = 10 s.
    row("answer time en", "answer-time", "en", "answer", QStringLiteral("500-token answer needs 10 seconds"));
    row("answer time nl", "answer-time", "nl", "answer", QStringLiteral("500 tokens na het eerste token 10 seconden"));
    row("answer time tr", "answer-time", "tr", "answer",
        QStringLiteral("500 token'lık bir yanıt, ilk token'dan sonra 10 saniye"));
    // 24,564 MiB / 1,024 = 23.988 GiB.
    row("gib en", "gib-gb", "en", "answer", QStringLiteral("24,564 MiB (≈ 23.99 GiB)"));
    row("gib nl", "gib-gb", "nl", "answer", QStringLiteral("24.564 MiB (≈ 23,99 GiB)"));
    row("gib tr", "gib-gb", "tr", "answer", QStringLiteral("24.564 MiB (≈ 23,99 GiB)"));
    // Turkish apostrophe before a suffix on a foreign word: token'ının, not tokenının.
    row("kv apostrophe tr", "kv-size", "tr", "answer", QStringLiteral("token'ının"));
    row("kv apostrophe old tr", "kv-size", "tr", "answer", QStringLiteral("tokenının"), false);
}

void TestQuestions::facts()
{
    QFETCH(QString, id);
    QFETCH(QString, lang);
    QFETCH(QString, field);
    QFETCH(QString, needle);
    QFETCH(bool, present);
    const Question *q = builtInQuestion(id);
    QVERIFY2(q, qPrintable(id));
    const QString text = field == QLatin1String("text") ? q->text.value(lang) : q->answer.value(lang);
    QVERIFY2(
        text.contains(needle) == present,
        qPrintable(QStringLiteral("%1/%2 %3 %4 \"%5\"")
                       .arg(id, lang, field, present ? QStringLiteral("lacks") : QStringLiteral("still has"), needle)));
}

void TestQuestions::minimalFileParses()
{
    QString error;
    const std::optional<QList<Question>> parsed =
        questionsFromJson(file({questionJson(QStringLiteral("a"), QStringLiteral(R"(, "action": "quote-month")")),
                                questionJson(QStringLiteral("b"))}),
                          &error);
    QVERIFY2(parsed, qPrintable(error));
    QCOMPARE(parsed->size(), qsizetype(2));
    const Question &a = parsed->at(0);
    QCOMPARE(a.id, QStringLiteral("a"));
    QCOMPARE(a.conceptIds, QStringList{QStringLiteral("vram")});
    QCOMPARE(a.action, QStringLiteral("quote-month"));
    QCOMPARE(a.textIn(QStringLiteral("nl")), QStringLiteral("V?"));
    QCOMPARE(a.answerIn(QStringLiteral("tr")), QStringLiteral("Yanıt."));
    QCOMPARE(a.textIn(QStringLiteral("de")), QStringLiteral("Q?")); // falls back to English
    QVERIFY(parsed->at(1).action.isEmpty());
    // An empty list is a valid (if useless) file.
    QVERIFY(questionsFromJson("{\"questions\": []}"));
}

void TestQuestions::malformed_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QStringList>("inMessage"); // every one must occur in the error message

    const QByteArray good = questionJson(QStringLiteral("good"));
    QTest::newRow("not json") << QByteArray("{\"questions\": [") << QStringList{QStringLiteral("offset")};
    QTest::newRow("not an object") << QByteArray("[]") << QStringList{QStringLiteral("\"questions\"")};
    QTest::newRow("no questions array") << QByteArray("{\"question\": []}")
                                        << QStringList{QStringLiteral("\"questions\"")};
    QTest::newRow("missing nl text") << file({good, QByteArray(R"({"id": "no-nl", "concepts": ["vram"],
            "text": {"en": "Q?", "tr": "S?"}, "answer": {"en": "A.", "nl": "B.", "tr": "C."}})")})
                                     << QStringList{QStringLiteral("no-nl"), QStringLiteral("nl")};
    QTest::newRow("blank nl answer") << file({QByteArray(R"({"id": "blank-nl", "concepts": ["vram"],
            "text": {"en": "Q?", "nl": "V?", "tr": "S?"}, "answer": {"en": "A.", "nl": "  ", "tr": "C."}})")})
                                     << QStringList{QStringLiteral("blank-nl")};
    QTest::newRow("no answer") << file({QByteArray(R"({"id": "mute", "concepts": ["vram"],
            "text": {"en": "Q?", "nl": "V?", "tr": "S?"}})")})
                               << QStringList{QStringLiteral("mute")};
    QTest::newRow("unknown action") << file({questionJson(QStringLiteral("act"),
                                                          QStringLiteral(R"(, "action": "launch")"))})
                                    << QStringList{QStringLiteral("act"), QStringLiteral("launch")};
    QTest::newRow("duplicate id") << file({good, questionJson(QStringLiteral("twice")),
                                           questionJson(QStringLiteral("twice"))})
                                  << QStringList{QStringLiteral("twice")};
    QTest::newRow("empty concepts") << file({QByteArray(R"({"id": "lonely", "concepts": [],
            "text": {"en": "Q?", "nl": "V?", "tr": "S?"}, "answer": {"en": "A.", "nl": "B.", "tr": "C."}})")})
                                    << QStringList{QStringLiteral("lonely")};
    QTest::newRow("no concepts key") << file({QByteArray(R"({"id": "bare",
            "text": {"en": "Q?", "nl": "V?", "tr": "S?"}, "answer": {"en": "A.", "nl": "B.", "tr": "C."}})")})
                                     << QStringList{QStringLiteral("bare")};
    // The second question has no id: the message counts it ("question 2").
    QTest::newRow("no id") << file({good, QByteArray(R"({"concepts": ["vram"],
            "text": {"en": "Q?", "nl": "V?", "tr": "S?"}, "answer": {"en": "A.", "nl": "B.", "tr": "C."}})")})
                           << QStringList{QStringLiteral("question 2")};
}

void TestQuestions::malformed()
{
    QFETCH(QByteArray, json);
    QFETCH(QStringList, inMessage);
    QString error;
    QVERIFY(!questionsFromJson(json, &error));
    QVERIFY2(!error.isEmpty(), "no message");
    QVERIFY2(!error.contains(u'\n'), qPrintable(error));
    for (const QString &part : inMessage)
        QVERIFY2(error.contains(part), qPrintable(QStringLiteral("\"%1\" lacks \"%2\"").arg(error, part)));
    // Without an error pointer it still refuses.
    QVERIFY(!questionsFromJson(json));
}

QTEST_GUILESS_MAIN(TestQuestions)
#include "tst_questions.moc"
