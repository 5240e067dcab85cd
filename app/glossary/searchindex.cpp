// SPDX-License-Identifier: GPL-3.0-or-later
#include <glossary/searchindex.h>

#include <QByteArray>
#include <QHash>
#include <QtGlobal>

#include <unicode/normalizer2.h>
#include <unicode/translit.h>
#include <unicode/uchar.h>
#include <unicode/ucol.h>
#include <unicode/unistr.h>
#include <unicode/usearch.h>
#include <unicode/utf16.h>

#include <algorithm>
#include <array>
#include <cstring>
#include <mutex>
#include <optional>
#include <tuple>
#include <vector>

// Behaviour this file relies on was checked against ICU 72.1 (shared/research/glossary-anchors.md §3.2):
// usearch at UCOL_PRIMARY + UCOL_SHIFTED ignores case, accents and punctuation; the Turkish collator
// keeps ç ş ğ ö ü ı as letters of their own and makes I the capital of ı; ICU has no nl/en tailoring.

namespace headroom::glossary {

namespace {

struct CollatorCloser {
    void operator()(UCollator *c) const { ucol_close(c); }
};
using CollatorPtr = std::unique_ptr<UCollator, CollatorCloser>;

struct SearchCloser {
    void operator()(UStringSearch *s) const { usearch_close(s); }
};
using SearchPtr = std::unique_ptr<UStringSearch, SearchCloser>;

const UChar *uchars(const QString &s)
{
    return reinterpret_cast<const UChar *>(s.utf16());
}

int32_t ulength(const QString &s)
{
    // Glossary texts are far below 2^31 code units; clamp rather than overflow.
    return static_cast<int32_t>(std::min<qsizetype>(s.size(), INT32_MAX));
}

icu::UnicodeString toUnicode(const QString &s)
{
    return icu::UnicodeString(uchars(s), ulength(s));
}

QString fromUnicode(const icu::UnicodeString &s)
{
    return QString(reinterpret_cast<const QChar *>(s.getBuffer()), s.length());
}

/// NFC via ICU's Normalizer2. On an ICU error returns the text unchanged.
QString toNfc(const QString &text)
{
    UErrorCode status = U_ZERO_ERROR;
    const icu::Normalizer2 *nfc = icu::Normalizer2::getNFCInstance(status);
    if (U_FAILURE(status) || !nfc)
        return text;
    const icu::UnicodeString in = toUnicode(text);
    if (nfc->isNormalized(in, status) && U_SUCCESS(status))
        return text;
    status = U_ZERO_ERROR;
    const icu::UnicodeString out = nfc->normalize(in, status);
    return U_SUCCESS(status) ? fromUnicode(out) : text;
}

/// Collator for matching: primary strength (no case, no accents), punctuation and spaces ignorable.
CollatorPtr openMatchCollator(const char *locale)
{
    UErrorCode status = U_ZERO_ERROR;
    CollatorPtr collator(ucol_open(locale, &status));
    if (U_FAILURE(status) || !collator)
        return {};
    ucol_setStrength(collator.get(), UCOL_PRIMARY);
    ucol_setAttribute(collator.get(), UCOL_ALTERNATE_HANDLING, UCOL_SHIFTED, &status);
    ucol_setAttribute(collator.get(), UCOL_NORMALIZATION_MODE, UCOL_ON, &status);
    if (U_FAILURE(status))
        return {};
    return collator;
}

/// Collator for sorting lists: default (tertiary) strength, digits compared as numbers (H20 < H100).
CollatorPtr openSortCollator(const char *locale)
{
    UErrorCode status = U_ZERO_ERROR;
    CollatorPtr collator(ucol_open(locale, &status));
    if (U_FAILURE(status) || !collator)
        return {};
    ucol_setAttribute(collator.get(), UCOL_NUMERIC_COLLATION, UCOL_ON, &status);
    ucol_setAttribute(collator.get(), UCOL_NORMALIZATION_MODE, UCOL_ON, &status);
    if (U_FAILURE(status))
        return {};
    return collator;
}

bool isRootLocale(const UCollator *collator)
{
    UErrorCode status = U_ZERO_ERROR;
    const char *actual = ucol_getLocaleByType(collator, ULOC_ACTUAL_LOCALE, &status);
    return U_FAILURE(status) || !actual || actual[0] == '\0' || std::strcmp(actual, "root") == 0;
}

QByteArray sortKey(const UCollator *collator, const QString &text)
{
    if (!collator)
        return text.toUtf8();
    QByteArray key(64, '\0');
    for (int attempt = 0; attempt < 2; ++attempt) {
        const int32_t needed =
            ucol_getSortKey(collator, uchars(text), ulength(text), reinterpret_cast<uint8_t *>(key.data()),
                            static_cast<int32_t>(key.size()));
        if (needed <= 0)
            return text.toUtf8();
        if (needed <= key.size()) {
            key.truncate(needed - 1); // drop the terminating zero byte
            return key;
        }
        key.resize(needed);
    }
    return text.toUtf8();
}

/// "tr_TR", "TR-tr", "tr" -> "tr".
QString normalizedUiLanguage(const QString &language)
{
    QString lang;
    for (const QChar c : language) {
        if (c == u'-' || c == u'_' || c == u'.' || c == u'@')
            break;
        lang.append(c.toLower());
    }
    return lang.isEmpty() ? QStringLiteral("en") : lang;
}

bool isWordCodePoint(UChar32 c)
{
    if (u_isalnum(c))
        return true;
    const int8_t type = u_charType(c);
    return type == U_NON_SPACING_MARK || type == U_COMBINING_SPACING_MARK || type == U_ENCLOSING_MARK;
}

/// A word of a text: [start, end) in UTF-16 code units of the original text, and its loose key.
struct Word {
    int start = 0;
    int end = 0;
    QString loose;
};

/// Splits on everything that is not a letter, digit or combining mark ("KV-cache" -> KV, cache;
/// "GPU'nun" -> GPU, nun), so the part before an apostrophe is a word of its own.
template<typename LooseKey> QList<Word> splitWords(const QString &text, LooseKey &&looseKey)
{
    QList<Word> words;
    const UChar *s = uchars(text);
    const int32_t length = ulength(text);
    int32_t i = 0;
    int32_t wordStart = -1;
    while (i < length) {
        const int32_t at = i;
        UChar32 c = 0;
        U16_NEXT(s, i, length, c);
        const bool inWord = isWordCodePoint(c);
        if (inWord && wordStart < 0)
            wordStart = at;
        if ((!inWord || i == length) && wordStart >= 0) {
            const int32_t end = inWord ? i : at;
            Word w{wordStart, end, looseKey(text.mid(wordStart, end - wordStart))};
            if (!w.loose.isEmpty())
                words.append(std::move(w));
            wordStart = -1;
        }
    }
    return words;
}

enum class EntryKind { PreferredTerm, OtherTerm, Text };

struct Entry {
    qsizetype conceptIndex = 0;
    QString language;
    EntryKind kind = EntryKind::Text;
    QString text;                             // original text, as in the termbase
    QList<Word> words;                        // terms only: words with loose keys
    std::array<int, 3> collators{-1, -1, -1}; // indices into Private::matchCollators, best rank first
};

/// Ranking key of one candidate hit; smaller is better.
struct Candidate {
    Tier tier = Tier::Definition;
    int languageRank = 1; // 0: text in the UI language
    int methodRank = 0;   // 0: UI-language collator, 1-2: other collators, 3: loose key
    int position = 0;
    int textLength = 0;
    int start = 0;
    int length = 0;
    qsizetype entry = 0;

    auto key() const { return std::tie(tier, languageRank, methodRank, position, textLength); }
};

constexpr int kLooseMethodRank = 3;

} // namespace

struct SearchIndex::Private {
    QString uiLanguage;
    QList<Concept> concepts;                 // copy: ids and terms for hits
    std::vector<CollatorPtr> matchCollators; // [0] is root
    QHash<QString, int> collatorForLanguage; // "tr" -> index; languages without tailoring -> 0 (root)
    CollatorPtr sortCollator;
    std::vector<Entry> entries;
    std::vector<QByteArray> conceptSortKeys; // UI-language term, sort collator
    std::unique_ptr<icu::Transliterator> transliterator;
    mutable std::mutex transliteratorMutex; // ICU transliterators are not documented as thread-safe

    int collatorFor(const QString &language);
    QString looseKey(const QString &word) const;
    /// Words of `text` with their loose keys; `cache` (word -> key) avoids transliterating repeated words.
    QList<Word> looseWords(const QString &text, QHash<QString, QString> *cache = nullptr) const
    {
        return splitWords(text, [this, cache](const QString &w) {
            if (!cache)
                return looseKey(w);
            auto it = cache->constFind(w);
            if (it == cache->cend())
                it = cache->insert(w, looseKey(w));
            return *it;
        });
    }
    std::optional<Candidate> looseMatch(const Entry &entry, const QList<Word> &queryWords) const;
};

int SearchIndex::Private::collatorFor(const QString &language)
{
    // Index 0 must be root; without it (ICU data missing) nothing is searched.
    if (matchCollators.empty())
        return -1;
    if (language.isEmpty())
        return 0;
    if (const auto it = collatorForLanguage.constFind(language); it != collatorForLanguage.cend())
        return *it;
    const QByteArray locale = language.toLatin1();
    CollatorPtr collator = openMatchCollator(locale.constData());
    int index = 0;
    if (collator && !isRootLocale(collator.get())) {
        matchCollators.push_back(std::move(collator));
        index = static_cast<int>(matchCollators.size()) - 1;
    }
    collatorForLanguage.insert(language, index);
    return index;
}

QString SearchIndex::Private::looseKey(const QString &word) const
{
    icu::UnicodeString text = toUnicode(toNfc(word));
    if (transliterator) {
        const std::lock_guard lock(transliteratorMutex);
        transliterator->transliterate(text);
    }
    const QString folded = fromUnicode(text);
    QString key;
    key.reserve(folded.size());
    const UChar *s = uchars(folded);
    const int32_t length = ulength(folded);
    for (int32_t i = 0; i < length;) {
        const int32_t at = i;
        UChar32 c = 0;
        U16_NEXT(s, i, length, c);
        if (u_isalnum(c))
            key.append(folded.mid(at, i - at));
    }
    return key;
}

std::optional<Candidate> SearchIndex::Private::looseMatch(const Entry &entry, const QList<Word> &query) const
{
    const qsizetype n = query.size();
    if (n == 0 || entry.words.size() < n)
        return std::nullopt;
    for (qsizetype i = 0; i + n <= entry.words.size(); ++i) {
        bool equal = true;
        for (qsizetype k = 0; k < n && equal; ++k)
            equal = entry.words[i + k].loose == query[k].loose;
        if (!equal)
            continue;
        const bool whole = i == 0 && n == entry.words.size();
        const bool preferred = entry.kind == EntryKind::PreferredTerm;
        Candidate c;
        if (whole || i == 0)
            c.tier = preferred ? (whole ? Tier::Exact : Tier::Prefix) : Tier::Synonym;
        else
            c.tier = Tier::Substring;
        c.methodRank = kLooseMethodRank;
        c.start = entry.words[i].start;
        c.length = entry.words[i + n - 1].end - c.start;
        c.position = c.start;
        return c;
    }
    return std::nullopt;
}

QString tierName(Tier t)
{
    switch (t) {
    case Tier::Exact:
        return QStringLiteral("exact");
    case Tier::Prefix:
        return QStringLiteral("prefix");
    case Tier::Synonym:
        return QStringLiteral("synonym");
    case Tier::Substring:
        return QStringLiteral("substring");
    case Tier::Definition:
        return QStringLiteral("definition");
    }
    return QString();
}

SearchIndex::SearchIndex(const Termbase &termbase, const QString &uiLanguage)
    : d(std::make_unique<Private>())
{
    d->uiLanguage = normalizedUiLanguage(uiLanguage);
    d->concepts = termbase.concepts();

    if (CollatorPtr root = openMatchCollator(""))
        d->matchCollators.push_back(std::move(root));
    else
        qWarning("headroom::glossary: cannot open the ICU root collator; search finds nothing");

    const QByteArray uiLocale = d->uiLanguage.toLatin1();
    d->sortCollator = openSortCollator(uiLocale.constData());

    UErrorCode status = U_ZERO_ERROR;
    // "Any-Latin; Latin-ASCII; Lower": ı -> i, ß -> ss, ĳ -> ij, ç -> c (NFD mark stripping is not enough
    // for ı, ĳ, ß, Œ; glossary-anchors §3.2). Created once: it costs ~13 µs per string.
    d->transliterator.reset(icu::Transliterator::createInstance(icu::UnicodeString(u"Any-Latin; Latin-ASCII; Lower"),
                                                                UTRANS_FORWARD, status));
    if (U_FAILURE(status))
        d->transliterator.reset();

    const int uiCollator = d->collatorFor(d->uiLanguage);
    const int rootCollator = d->matchCollators.empty() ? -1 : 0;

    QHash<QString, QString> looseKeyCache; // transliteration is the slow part of building (~13 µs a word)
    for (qsizetype ci = 0; ci < d->concepts.size(); ++ci) {
        const Concept &c = d->concepts[ci];
        d->conceptSortKeys.push_back(sortKey(d->sortCollator.get(), toNfc(c.term(d->uiLanguage))));
        for (auto it = c.lang.cbegin(); it != c.lang.cend(); ++it) {
            std::array<int, 3> collators{-1, -1, -1};
            int n = 0;
            for (int index : {uiCollator, d->collatorFor(it.key()), rootCollator}) {
                if (index >= 0 && std::find(collators.begin(), collators.end(), index) == collators.end())
                    collators[n++] = index;
            }
            auto add = [&](EntryKind kind, const QString &text) {
                if (text.isEmpty())
                    return;
                Entry e;
                e.conceptIndex = ci;
                e.language = it.key();
                e.kind = kind;
                e.text = text;
                e.collators = collators;
                if (kind != EntryKind::Text)
                    e.words = d->looseWords(text, &looseKeyCache);
                d->entries.push_back(std::move(e));
            };
            const LangEntry &lang = it.value();
            for (qsizetype t = 0; t < lang.terms.size(); ++t)
                add(t == 0 ? EntryKind::PreferredTerm : EntryKind::OtherTerm, lang.terms[t]);
            add(EntryKind::Text, lang.definition);
            add(EntryKind::Text, lang.whenItMatters);
        }
    }
    // Per concept, all terms before all definitions and notes: search() skips the (long) texts of a
    // concept that already has a term hit, because every term tier ranks above Tier::Definition.
    // Then by language (UI language, en, nl, tr, others by code), so that equally good hits in two
    // languages resolve the same way in every run (Concept::lang is a QHash with a per-process seed).
    const QString ui = d->uiLanguage;
    auto languageOrder = [&ui](const QString &lang) {
        return lang == ui ? qsizetype(-1) : languages().contains(lang) ? languages().indexOf(lang) : languages().size();
    };
    std::stable_sort(d->entries.begin(), d->entries.end(), [&languageOrder](const Entry &a, const Entry &b) {
        const bool aText = a.kind == EntryKind::Text;
        const bool bText = b.kind == EntryKind::Text;
        return std::make_tuple(a.conceptIndex, aText, languageOrder(a.language), a.language) <
               std::make_tuple(b.conceptIndex, bText, languageOrder(b.language), b.language);
    });
}

SearchIndex::~SearchIndex() = default;

QString SearchIndex::uiLanguage() const
{
    return d->uiLanguage;
}

QList<Hit> SearchIndex::search(const QString &query, int limit) const
{
    const QString q = toNfc(query);
    if (q.trimmed().isEmpty() || d->matchCollators.empty())
        return {};
    const UCollator *root = d->matchCollators.front().get();
    // A query of ignorable characters only ("-", "...") would match everywhere: treat it as empty.
    if (ucol_strcoll(root, uchars(q), ulength(q), nullptr, 0) == UCOL_EQUAL)
        return {};

    // One UStringSearch per collator, reused for every text with usearch_setText (usearch_open rejects
    // an empty text, so it is opened on the pattern itself).
    std::vector<SearchPtr> searches;
    for (const CollatorPtr &collator : d->matchCollators) {
        UErrorCode status = U_ZERO_ERROR;
        SearchPtr s(
            usearch_openFromCollator(uchars(q), ulength(q), uchars(q), ulength(q), collator.get(), nullptr, &status));
        if (U_FAILURE(status))
            s.reset();
        searches.push_back(std::move(s));
    }
    const QList<Word> queryWords = d->looseWords(q);

    std::vector<std::optional<Candidate>> best(d->concepts.size());
    auto consider = [&best](qsizetype conceptIndex, const Candidate &c) {
        std::optional<Candidate> &b = best[conceptIndex];
        if (!b || c.key() < b->key())
            b = c;
    };

    for (qsizetype ei = 0; ei < qsizetype(d->entries.size()); ++ei) {
        const Entry &e = d->entries[ei];
        if (e.kind == EntryKind::Text && best[e.conceptIndex] && best[e.conceptIndex]->tier != Tier::Definition)
            continue;
        const int languageRank = e.language == d->uiLanguage ? 0 : 1;
        for (int rank = 0; rank < int(e.collators.size()); ++rank) {
            const int ci = e.collators[rank];
            if (ci < 0 || !searches[ci])
                continue;
            UStringSearch *s = searches[ci].get();
            UErrorCode status = U_ZERO_ERROR;
            usearch_setText(s, uchars(e.text), ulength(e.text), &status);
            if (U_FAILURE(status))
                continue;
            int32_t pos = usearch_first(s, &status);
            if (e.kind == EntryKind::Text) {
                // Definitions and notes are searched by meaning: a hit must start a word, so that
                // ignorable spaces do not glue word ends to word starts ("İstek" must not match
                // "juiste keuze"). Bounded by the text length as an iteration guard.
                for (int32_t round = 0; U_SUCCESS(status) && pos != USEARCH_DONE && pos > 0 &&
                                        e.text.at(pos - 1).isLetterOrNumber() && round <= ulength(e.text);
                     ++round)
                    pos = usearch_next(s, &status);
            }
            if (U_FAILURE(status) || pos == USEARCH_DONE)
                continue;
            const int32_t length = usearch_getMatchedLength(s);
            const UCollator *collator = d->matchCollators[ci].get();

            Candidate c;
            c.languageRank = languageRank;
            c.methodRank = rank;
            c.position = pos;
            c.start = pos;
            c.length = length;
            c.textLength = ulength(e.text);
            c.entry = ei;
            if (e.kind == EntryKind::Text) {
                c.tier = Tier::Definition;
            } else {
                const bool whole =
                    ucol_strcoll(collator, uchars(q), ulength(q), uchars(e.text), c.textLength) == UCOL_EQUAL;
                // A prefix match may follow ignorable characters only ("(KV) cache").
                const bool atStart = pos == 0 || ucol_strcoll(collator, uchars(e.text), pos, nullptr, 0) == UCOL_EQUAL;
                if (e.kind == EntryKind::PreferredTerm)
                    c.tier = whole ? Tier::Exact : atStart ? Tier::Prefix : Tier::Substring;
                else
                    c.tier = (whole || atStart) ? Tier::Synonym : Tier::Substring;
            }
            consider(e.conceptIndex, c);
        }
        if (e.kind != EntryKind::Text) {
            if (std::optional<Candidate> c = d->looseMatch(e, queryWords)) {
                c->languageRank = languageRank;
                c->textLength = ulength(e.text);
                c->entry = ei;
                consider(e.conceptIndex, *c);
            }
        }
    }

    std::vector<qsizetype> order;
    for (qsizetype i = 0; i < qsizetype(best.size()); ++i) {
        if (best[i])
            order.push_back(i);
    }
    std::sort(order.begin(), order.end(), [&](qsizetype a, qsizetype b) {
        const Candidate &ca = *best[a];
        const Candidate &cb = *best[b];
        if (ca.key() != cb.key())
            return ca.key() < cb.key();
        if (d->conceptSortKeys[a] != d->conceptSortKeys[b])
            return d->conceptSortKeys[a] < d->conceptSortKeys[b];
        return d->concepts[a].id < d->concepts[b].id;
    });
    if (limit > 0 && qsizetype(order.size()) > limit)
        order.resize(limit);

    QList<Hit> hits;
    hits.reserve(qsizetype(order.size()));
    for (qsizetype i : order) {
        const Candidate &c = *best[i];
        const Entry &e = d->entries[c.entry];
        Hit h;
        h.conceptId = d->concepts[i].id;
        h.matchedText = e.text;
        h.matchedLanguage = e.language;
        h.tier = c.tier;
        h.highlightStart = c.start;
        h.highlightLength = c.length;
        hits.append(h);
    }
    return hits;
}

QList<TextMatch> SearchIndex::matchesIn(const QString &text, const QString &query, const QString &textLanguage) const
{
    const QString q = toNfc(query);
    if (q.trimmed().isEmpty() || text.isEmpty() || d->matchCollators.empty())
        return {};
    if (ucol_strcoll(d->matchCollators.front().get(), uchars(q), ulength(q), nullptr, 0) == UCOL_EQUAL)
        return {};

    std::vector<int> collators;
    auto addCollator = [&](int index) {
        if (index >= 0 && std::find(collators.begin(), collators.end(), index) == collators.end())
            collators.push_back(index);
    };
    // Collators of languages already seen at construction; an unknown language falls back to root.
    addCollator(d->collatorForLanguage.value(d->uiLanguage, 0));
    addCollator(d->collatorForLanguage.value(normalizedUiLanguage(textLanguage), 0));
    addCollator(0);

    QList<TextMatch> matches;
    const int32_t textLength = ulength(text);
    for (int ci : collators) {
        UErrorCode status = U_ZERO_ERROR;
        SearchPtr s(usearch_openFromCollator(uchars(q), ulength(q), uchars(text), textLength,
                                             d->matchCollators[ci].get(), nullptr, &status));
        if (U_FAILURE(status))
            continue;
        // Each match advances by at least one code unit, so more than textLength rounds means ICU is
        // stuck (cf. the surrogate-pair loop fixed in Babelfish PR 2849): stop instead of hanging.
        int32_t previous = -1;
        int32_t pos = usearch_first(s.get(), &status);
        for (int32_t round = 0; U_SUCCESS(status) && pos != USEARCH_DONE && round <= textLength; ++round) {
            if (pos <= previous)
                break;
            matches.append(TextMatch{pos, usearch_getMatchedLength(s.get())});
            previous = pos;
            pos = usearch_next(s.get(), &status);
        }
    }
    // Merge: text order, longer match first at the same start, drop overlaps.
    std::sort(matches.begin(), matches.end(), [](const TextMatch &a, const TextMatch &b) {
        return a.start != b.start ? a.start < b.start : a.length > b.length;
    });
    QList<TextMatch> merged;
    for (const TextMatch &m : std::as_const(matches)) {
        if (merged.isEmpty() || m.start >= merged.constLast().start + merged.constLast().length)
            merged.append(m);
    }
    return merged;
}

QStringList SearchIndex::sortedConceptIds() const
{
    std::vector<qsizetype> order(d->concepts.size());
    for (qsizetype i = 0; i < qsizetype(order.size()); ++i)
        order[i] = i;
    std::sort(order.begin(), order.end(), [this](qsizetype a, qsizetype b) {
        if (d->conceptSortKeys[a] != d->conceptSortKeys[b])
            return d->conceptSortKeys[a] < d->conceptSortKeys[b];
        return d->concepts[a].id < d->concepts[b].id;
    });
    QStringList ids;
    ids.reserve(qsizetype(order.size()));
    for (qsizetype i : order)
        ids.append(d->concepts[i].id);
    return ids;
}

} // namespace headroom::glossary
