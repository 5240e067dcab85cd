// SPDX-License-Identifier: GPL-3.0-or-later
#include <glossary/textanalysis.h>

#include <QHash>

#include <libstemmer.h>
#include <unicode/brkiter.h>
#include <unicode/locid.h>
#include <unicode/translit.h>
#include <unicode/uchar.h>
#include <unicode/unistr.h>
#include <unicode/utf16.h>

#include <array>
#include <unordered_set>

namespace headroom::glossary {

namespace {

struct StemmerCloser {
    void operator()(sb_stemmer *s) const { sb_stemmer_delete(s); }
};
using StemmerPtr = std::unique_ptr<sb_stemmer, StemmerCloser>;

icu::UnicodeString toUnicode(const QString &s)
{
    return icu::UnicodeString(reinterpret_cast<const UChar *>(s.utf16()), static_cast<int32_t>(s.size()));
}

QString fromUnicode(const icu::UnicodeString &s)
{
    return QString(reinterpret_cast<const QChar *>(s.getBuffer()), s.length());
}

bool isApostrophe(QChar c)
{
    return c == u'\'' || c == u'\u2019';
}

/// Function words and question words of en, nl and tr, as loose keys (ASCII, lower case). Only words
/// that never name a concept of this field: "model", "memory", "cost" or "gpu" are not here.
const std::unordered_set<std::string> &stopwords()
{
    static const std::unordered_set<std::string> words = [] {
        std::unordered_set<std::string> set;
        const char *const lists[] = {
            // en
            "a an the of to in on at by for from with without into onto about as and or but if then so than "
            "not no is are was were be been being am do does did doing done have has had having i me my we "
            "us our you your yours he she it its they them their this that these those there here what "
            "which who whom whose how why when where can could should would will shall may might must "
            "need needs want wants get gets got does mean means meaning meant explain explained tell "
            "difference between vs versus one some any all each every much many more most very just "
            "also too other such only own same s t let lets please like way ways use uses using used per",
            // nl
            "de het een en of in op aan bij voor van met zonder uit naar over als dan maar niet geen is "
            "zijn was waren ben bent wordt worden werd werden heb hebt heeft hebben had doe doet doen "
            "ik mij me mijn wij we ons onze jij je jou jouw u uw hij zij ze het hun dit dat deze die er "
            "hier daar wat welke welk wie hoe waarom wanneer waar kan kun kunt kunnen zou zouden moet "
            "moeten mag mogen wil wilt willen nodig betekent betekenis beteken uitleg verschil tussen "
            "veel meer meest heel ook nog al alle elk elke iets zo om te tot toe nu even gebruik gebruikt "
            "gebruiken hoeveel hoelang hoe lang per heeft",
            // tr
            "bir ve veya ile icin de da ki mi mu ne nedir neden nasil hangi hangisi kac kim nerede niye "
            "bu su o ben sen biz siz onlar benim senin bizim sizin onun ama fakat gibi daha cok en cok "
            "az her hep tum butun olan olarak oldugu olur olmak var yok mudur midir midir anlami "
            "anlamina gelir demek ne demek nedir nelerdir hakkinda arasindaki farki fark icinde "
            "gore kadar sonra once ise ya kullanir kullanmak gerekir gerekiyor gerek lazim ihtiyac",
        };
        for (const char *list : lists) {
            std::string word;
            for (const char *p = list;; ++p) {
                if (*p == ' ' || *p == '\0') {
                    if (!word.empty())
                        set.insert(word);
                    word.clear();
                    if (*p == '\0')
                        break;
                } else {
                    word.push_back(*p);
                }
            }
        }
        return set;
    }();
    return words;
}

/// Dutch past participles: "gereserveerd", "gekwantiseerde", "gehuurd" -> "reserveer", "kwantiseer",
/// "huur", which Snowball's Dutch stemmer (it keeps the ge- prefix) then stems like the verb and its nouns
/// (reserver: reserveren, reservering). A word of 7+ letters starting with "ge" and ending in d, t, de or
/// te; applied to texts and queries alike, so a word that only looks like a participle still matches itself.
QString dutchParticipleStem(const QString &lower)
{
    if (lower.size() < 7 || !lower.startsWith(QLatin1String("ge")))
        return lower;
    QString core = lower.mid(2);
    if (core.endsWith(QLatin1String("de")) || core.endsWith(QLatin1String("te")))
        core.chop(2);
    else if (core.endsWith(u'd') || core.endsWith(u't'))
        core.chop(1);
    else
        return lower;
    return core.size() >= 4 ? core : lower;
}

} // namespace

struct Analyzer::Private {
    std::unique_ptr<icu::BreakIterator> words;
    std::unique_ptr<icu::Transliterator> transliterator;
    std::array<StemmerPtr, 3> stemmers; // nl, en, tr
    mutable QHash<QString, std::string> looseCache;
    mutable std::array<QHash<QString, std::string>, 3> stemCache;

    static int languageSlot(const QString &language)
    {
        if (language == QLatin1String("nl"))
            return 0;
        if (language == QLatin1String("en"))
            return 1;
        if (language == QLatin1String("tr"))
            return 2;
        return -1;
    }

    std::string loose(const QString &word) const
    {
        std::string out;
        bool ascii = true;
        for (const QChar c : word) {
            if (c.unicode() >= 0x80) {
                ascii = false;
                break;
            }
        }
        if (ascii) {
            out.reserve(std::size_t(word.size()));
            for (const QChar c : word) {
                const char a = char(c.unicode());
                if (a >= 'A' && a <= 'Z')
                    out.push_back(char(a - 'A' + 'a'));
                else if ((a >= 'a' && a <= 'z') || (a >= '0' && a <= '9'))
                    out.push_back(a);
            }
            return out;
        }
        const auto cached = looseCache.constFind(word);
        if (cached != looseCache.constEnd())
            return *cached;
        icu::UnicodeString u = toUnicode(word);
        if (transliterator)
            transliterator->transliterate(u);
        for (int32_t i = 0; i < u.length(); ++i) {
            const UChar c = u.charAt(i);
            if ((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9'))
                out.push_back(char(c));
            else if (c >= 'A' && c <= 'Z')
                out.push_back(char(c - 'A' + 'a'));
        }
        if (looseCache.size() < 200000)
            looseCache.insert(word, out);
        return out;
    }
};

Analyzer::Analyzer()
    : d(std::make_unique<Private>())
{
    UErrorCode status = U_ZERO_ERROR;
    d->words.reset(icu::BreakIterator::createWordInstance(icu::Locale::getRoot(), status));
    if (U_FAILURE(status))
        d->words.reset();
    status = U_ZERO_ERROR;
    d->transliterator.reset(icu::Transliterator::createInstance(icu::UnicodeString(u"Any-Latin; Latin-ASCII; Lower"),
                                                                UTRANS_FORWARD, status));
    if (U_FAILURE(status))
        d->transliterator.reset();
    const char *const algorithms[] = {"dutch", "english", "turkish"};
    for (std::size_t i = 0; i < d->stemmers.size(); ++i)
        d->stemmers[i].reset(sb_stemmer_new(algorithms[i], "UTF_8"));
}

Analyzer::~Analyzer() = default;

QList<Word> Analyzer::words(const QString &text) const
{
    QList<Word> out;
    if (!d->words || text.isEmpty())
        return out;
    const icu::UnicodeString u = toUnicode(text);
    d->words->setText(u);
    int32_t start = d->words->first();
    for (int32_t end = d->words->next(); end != icu::BreakIterator::DONE; start = end, end = d->words->next()) {
        // A segment counts when it holds a letter or a digit (not spaces or punctuation).
        bool word = false;
        for (int32_t i = start; i < end;) {
            UChar32 c;
            U16_NEXT(u.getBuffer(), i, end, c);
            if (u_isalnum(c)) {
                word = true;
                break;
            }
        }
        if (!word)
            continue;
        int32_t length = end - start;
        // "GPU'nun", "H100'ün": the word is the part before the apostrophe (a Turkish case suffix).
        for (int32_t i = start + 1; i < end; ++i) {
            if (isApostrophe(QChar(u.charAt(i)))) {
                length = i - start;
                break;
            }
        }
        out.append(Word{start, length, text.mid(start, length)});
    }
    return out;
}

std::string Analyzer::looseKey(const QString &word) const
{
    return d->loose(word);
}

std::string Analyzer::stemKey(const QString &word, const QString &language) const
{
    const int slot = Private::languageSlot(language);
    if (slot < 0 || !d->stemmers[std::size_t(slot)])
        return d->loose(word);
    auto &cache = d->stemCache[std::size_t(slot)];
    const auto cached = cache.constFind(word);
    if (cached != cache.constEnd())
        return *cached;
    // Lower case in the text's language (Turkish: I -> ı, İ -> i), then the Snowball stem, then loose.
    icu::UnicodeString u = toUnicode(word);
    u.toLower(slot == 2 ? icu::Locale("tr") : icu::Locale::getRoot());
    QString lower = fromUnicode(u);
    if (slot == 0)
        lower = dutchParticipleStem(lower);
    const QByteArray utf8 = lower.toUtf8();
    const sb_symbol *stem = sb_stemmer_stem(d->stemmers[std::size_t(slot)].get(),
                                            reinterpret_cast<const sb_symbol *>(utf8.constData()), utf8.size());
    std::string key;
    if (stem) {
        const int length = sb_stemmer_length(d->stemmers[std::size_t(slot)].get());
        key = d->loose(QString::fromUtf8(reinterpret_cast<const char *>(stem), length));
    }
    if (key.empty())
        key = d->loose(word);
    if (cache.size() < 200000)
        cache.insert(word, key);
    return key;
}

bool Analyzer::isStopword(const std::string &looseKey)
{
    return stopwords().count(looseKey) > 0;
}

} // namespace headroom::glossary
