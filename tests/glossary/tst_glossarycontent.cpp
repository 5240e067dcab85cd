// SPDX-License-Identifier: GPL-3.0-or-later
// Checks the built-in termbase (resources/glossary/headroom.tbx, embedded as ":/glossary/headroom.tbx"):
// completeness in nl/en/tr, see-also links that resolve, the concept ids other parts of Headroom refer to
// (fit breakdown components, quote terms), and that the search finds real content the way Dutch and
// Turkish users type it.
#include <glossary/searchindex.h>

#include <QFile>
#include <QRegularExpression>
#include <QTest>

#include <unicode/translit.h>
#include <unicode/uchar.h>
#include <unicode/unistr.h>
#include <unicode/ustring.h>
#include <unicode/utf16.h>

#include <memory>

using headroom::glossary::Concept;
using headroom::glossary::Hit;
using headroom::glossary::languages;
using headroom::glossary::SearchIndex;
using headroom::glossary::Termbase;
using headroom::glossary::TermbaseError;
using headroom::glossary::Tier;

namespace {

const QString kBuiltIn = QStringLiteral(":/glossary/headroom.tbx");

/// ICU case mapping with an explicit locale ("tr": i <-> İ, ı <-> I).
QString icuCase(const QString &text, const char *locale, bool upper)
{
    std::vector<UChar> out(std::size_t(text.size()) * 3 + 4);
    UErrorCode status = U_ZERO_ERROR;
    const auto *src = reinterpret_cast<const UChar *>(text.utf16());
    const int32_t n = upper ? u_strToUpper(out.data(), int32_t(out.size()), src, int32_t(text.size()), locale, &status)
                            : u_strToLower(out.data(), int32_t(out.size()), src, int32_t(text.size()), locale, &status);
    if (U_FAILURE(status))
        return QString();
    return QString(reinterpret_cast<const QChar *>(out.data()), n);
}

/// Letters-only words of `text` that contain a non-ASCII letter.
QStringList wordsWithNonAsciiLetters(const QString &text)
{
    QStringList words;
    QString word;
    bool nonAscii = false;
    const auto *s = reinterpret_cast<const UChar *>(text.utf16());
    const int32_t length = int32_t(text.size());
    for (int32_t i = 0; i <= length;) {
        UChar32 c = 0;
        const int32_t at = i;
        if (i < length)
            U16_NEXT(s, i, length, c);
        else
            ++i;
        if (at < length && (u_isalpha(c) || u_charType(c) == U_NON_SPACING_MARK)) {
            word.append(text.mid(at, i - at));
            nonAscii = nonAscii || c > 0x7f;
        } else {
            if (nonAscii && word.size() > 2)
                words.append(word);
            word.clear();
            nonAscii = false;
        }
    }
    return words;
}

} // namespace

class TestGlossaryContent : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void everyConceptIsComplete();
    void relatedIdsExist();
    void requiredIds_data();
    void requiredIds();
    void dutchAccentInsensitive();
    void turkishWithoutDiacritics();
    void turkishDottedAndDotlessI();

private:
    const Termbase *m_termbase = nullptr;
};

void TestGlossaryContent::initTestCase()
{
    // Fail with a message (not Termbase::builtIn()'s qFatal) while the content is missing or broken.
    QVERIFY2(QFile::exists(kBuiltIn), "resources/glossary/headroom.tbx is not embedded in headroom_glossary");
    TermbaseError error;
    const std::optional<Termbase> parsed = Termbase::fromFile(kBuiltIn, &error);
    QVERIFY2(parsed, qPrintable(error.message));
    m_termbase = &Termbase::builtIn();
    QCOMPARE(m_termbase->conceptIds(), parsed->conceptIds());
}

void TestGlossaryContent::everyConceptIsComplete()
{
    for (const Concept &c : m_termbase->concepts()) {
        for (const QString &lang : languages()) {
            const QString where = c.id + u'/' + lang;
            QVERIFY2(c.lang.contains(lang), qPrintable(where + QStringLiteral(": language missing")));
            const auto &entry = c.lang.value(lang);
            QVERIFY2(!entry.terms.isEmpty() && !entry.terms.constFirst().trimmed().isEmpty(),
                     qPrintable(where + QStringLiteral(": no term")));
            QVERIFY2(!entry.definition.trimmed().isEmpty(), qPrintable(where + QStringLiteral(": no definition")));
            QVERIFY2(!entry.whenItMatters.trimmed().isEmpty(), qPrintable(where + QStringLiteral(": no note")));
        }
    }
}

void TestGlossaryContent::relatedIdsExist()
{
    for (const Concept &c : m_termbase->concepts()) {
        for (const QString &target : c.related) {
            const QString where = c.id + QStringLiteral(" -> ") + target;
            QVERIFY2(m_termbase->conceptById(target), qPrintable(where + QStringLiteral(": no such concept")));
            QVERIFY2(target != c.id, qPrintable(where + QStringLiteral(": links to itself")));
        }
    }
}

void TestGlossaryContent::requiredIds_data()
{
    QTest::addColumn<QString>("id");
    // Ids referenced by the fit breakdown (Estimate components), the quote and the UI.
    for (const char *id : {"vram",
                           "kv-cache",
                           "quantization",
                           "tensor-parallelism",
                           "ddp",
                           "fsdp",
                           "cuda",
                           "rocm",
                           "training-checkpoint",
                           "vae",
                           "fixed-rental-term",
                           "idempotency-key",
                           "gpu",
                           "cloud-instance",
                           "inference",
                           "model-api",
                           "fine-tuning",
                           "serverless",
                           "dedicated-hosting",
                           "on-demand-pricing",
                           "spot-pricing",
                           "egress",
                           "retention-and-deletion",
                           "context-length",
                           "concurrency",
                           "weights",
                           "activations",
                           "runtime-overhead"}) {
        QTest::newRow(id) << QString::fromLatin1(id);
    }
}

void TestGlossaryContent::requiredIds()
{
    QFETCH(QString, id);
    QVERIFY(m_termbase->conceptById(id));
}

void TestGlossaryContent::dutchAccentInsensitive()
{
    // Every Dutch word with a non-ASCII letter (beïnvloeden, één, categorieën, ...) typed in plain ASCII
    // (ICU Latin-ASCII) must find the concept it appears in. The real content must contain such words.
    UErrorCode status = U_ZERO_ERROR;
    std::unique_ptr<icu::Transliterator> toAscii(
        icu::Transliterator::createInstance(icu::UnicodeString(u"Latin-ASCII"), UTRANS_FORWARD, status));
    QVERIFY(U_SUCCESS(status) && toAscii);

    const SearchIndex index(*m_termbase, QStringLiteral("nl"));
    int checked = 0;
    for (const Concept &c : m_termbase->concepts()) {
        const auto &nl = c.lang.value(QStringLiteral("nl"));
        const QString text = nl.terms.join(u' ') + u' ' + nl.definition + u' ' + nl.whenItMatters;
        for (const QString &word : wordsWithNonAsciiLetters(text)) {
            icu::UnicodeString u(reinterpret_cast<const UChar *>(word.utf16()), int32_t(word.size()));
            toAscii->transliterate(u);
            const QString ascii(reinterpret_cast<const QChar *>(u.getBuffer()), u.length());
            if (ascii == word)
                continue;
            const QList<Hit> hits = index.search(ascii, 0);
            const bool found =
                std::any_of(hits.cbegin(), hits.cend(), [&](const Hit &h) { return h.conceptId == c.id; });
            QVERIFY2(found, qPrintable(QStringLiteral("%1: \"%2\" (typed \"%3\") not found").arg(c.id, word, ascii)));
            ++checked;
        }
    }
    QVERIFY2(checked > 0, "the Dutch content has no word with an accent or diaeresis");
}

void TestGlossaryContent::turkishWithoutDiacritics()
{
    // glossary-anchors §3.4 T6 on real content: "onbellek" (no ö) finds the KV cache in a Turkish UI, in its
    // Turkish text (the English and Dutch texts have no "önbellek").
    const SearchIndex index(*m_termbase, QStringLiteral("tr"));
    const QList<Hit> hits = index.search(QStringLiteral("onbellek"), 0);
    const auto it =
        std::find_if(hits.cbegin(), hits.cend(), [](const Hit &h) { return h.conceptId == QLatin1String("kv-cache"); });
    QVERIFY2(it != hits.cend(), "\"onbellek\" does not find kv-cache in a Turkish UI");
    QCOMPARE(it->matchedLanguage, QStringLiteral("tr"));
}

void TestGlossaryContent::turkishDottedAndDotlessI()
{
    // Every Turkish preferred term that contains i, İ, ı or I, typed in Turkish upper case and in Turkish
    // lower case (ICU "tr" case mapping: i <-> İ, ı <-> I), is an exact hit for its concept in a tr UI.
    const SearchIndex index(*m_termbase, QStringLiteral("tr"));
    int checked = 0;
    for (const Concept &c : m_termbase->concepts()) {
        const QString term = c.lang.value(QStringLiteral("tr")).terms.value(0);
        if (!term.contains(QRegularExpression(QStringLiteral("[iİıI]"))))
            continue;
        for (const bool upper : {true, false}) {
            const QString query = icuCase(term, "tr", upper);
            QVERIFY(!query.isEmpty());
            const QList<Hit> hits = index.search(query, 0);
            const auto it = std::find_if(hits.cbegin(), hits.cend(), [&](const Hit &h) { return h.conceptId == c.id; });
            QVERIFY2(it != hits.cend(), qPrintable(QStringLiteral("%1: \"%2\" not found").arg(c.id, query)));
            QVERIFY2(it->tier == Tier::Exact, qPrintable(QStringLiteral("%1: \"%2\" is not exact").arg(c.id, query)));
        }
        ++checked;
    }
    QVERIFY2(checked > 0, "no Turkish term contains i, İ, ı or I");
}

QTEST_GUILESS_MAIN(TestGlossaryContent)
#include "tst_glossarycontent.moc"
