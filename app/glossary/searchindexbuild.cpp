// SPDX-License-Identifier: GPL-3.0-or-later
// Building the phrase index (SearchIndex::Private::build(), searchindexprivate.h): a short driver that runs
// the passes of Private::Builder in order. Each pass fills some members of Private from what the passes
// before it made; the order matters (collator indices, vocabulary ids and entry order are fixed by it).
#include <glossary/searchindexprivate.h>

#include <glossary/termbase.h>

#include <QElapsedTimer>
#include <QLoggingCategory>

#include <unicode/ucol.h>
#include <unicode/ucoleitr.h>

#include <algorithm>
#include <array>
#include <cstdint>
#include <ctime>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace headroom::glossary {

using namespace detail;

namespace {

Q_LOGGING_CATEGORY(lcIndex, "headroom.glossary.index", QtWarningMsg)

/// CPU time of this thread in ms (what a pass costs, however busy the machine is).
double threadCpuMs()
{
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return double(t.tv_sec) * 1e3 + double(t.tv_nsec) / 1e6;
}

/// Heap bytes of a vector (its capacity), of a Csr, of the strings of a Vocabulary (with their buffers
/// when longer than the small-string buffer), for logSizes().
template<typename T> std::size_t bytesOf(const std::vector<T> &v)
{
    return v.capacity() * sizeof(T);
}
std::size_t bytesOf(const Csr &csr)
{
    return bytesOf(csr.offsets) + bytesOf(csr.items);
}
std::size_t bytesOf(const Vocabulary &vocabulary)
{
    std::size_t bytes = bytesOf(vocabulary.words);
    for (const std::string &w : vocabulary.words)
        bytes += w.capacity() > 15 ? w.capacity() + 1 : 0;
    return bytes;
}

/// Collects words while building, then sorts them into a Vocabulary and renumbers the ids given out.
/// Ids are given out in order of first use (0, 1, 2, ...). The words live in one byte pool, found through
/// an open-addressing table of ids (FNV-1a hashes, at most half full): building looks up every word of
/// every text, tens of millions at 100,000 concepts, so this is the hot path of build().
class VocabularyBuilder
{
public:
    std::uint32_t add(std::string_view word)
    {
        const std::uint64_t h = hash(word);
        const auto tag = std::uint32_t(h >> 32);
        const std::size_t mask = m_slots.size() - 1;
        std::size_t slot = std::size_t(h) & mask;
        for (; m_slots[slot] != 0; slot = (slot + 1) & mask) {
            const std::uint64_t entry = m_slots[slot];
            const auto id = std::uint32_t(entry) - 1;
            if (std::uint32_t(entry >> 32) == tag && wordOf(id) == word)
                return id;
        }
        const auto id = std::uint32_t(m_ends.size());
        m_pool.append(word);
        m_ends.push_back(m_pool.size());
        m_hashes.push_back(h);
        m_slots[slot] = std::uint64_t(tag) << 32 | (id + 1);
        if (2 * m_ends.size() > m_slots.size())
            grow();
        return id;
    }
    /// Moves the words into `vocabulary` in byte order; returns old id -> new id.
    std::vector<std::uint32_t> finish(Vocabulary *vocabulary)
    {
        std::vector<std::uint32_t> order(m_ends.size());
        for (std::uint32_t i = 0; i < order.size(); ++i)
            order[i] = i;
        std::sort(order.begin(), order.end(),
                  [this](std::uint32_t a, std::uint32_t b) { return wordOf(a) < wordOf(b); });
        std::vector<std::uint32_t> renumbered(m_ends.size());
        vocabulary->words.resize(m_ends.size());
        for (std::uint32_t r = 0; r < order.size(); ++r) {
            renumbered[order[r]] = r;
            vocabulary->words[r] = std::string(wordOf(order[r]));
        }
        *this = VocabularyBuilder();
        return renumbered;
    }

private:
    static std::uint64_t hash(std::string_view word)
    {
        std::uint64_t h = 14695981039346656037ull;
        for (const char c : word)
            h = (h ^ static_cast<unsigned char>(c)) * 1099511628211ull;
        return h ^ (h >> 29);
    }
    std::string_view wordOf(std::uint32_t id) const
    {
        const std::size_t begin = id == 0 ? 0 : m_ends[id - 1];
        return std::string_view(m_pool).substr(begin, m_ends[id] - begin);
    }
    void grow()
    {
        std::vector<std::uint64_t> table(2 * m_slots.size(), 0);
        for (std::uint32_t id = 0; id < m_hashes.size(); ++id) {
            const std::uint64_t h = m_hashes[id];
            std::size_t slot = std::size_t(h) & (table.size() - 1);
            while (table[slot] != 0)
                slot = (slot + 1) & (table.size() - 1);
            table[slot] = (h >> 32) << 32 | (id + 1);
        }
        m_slots = std::move(table);
    }

    std::string m_pool;                  // the words, one after another
    std::vector<std::size_t> m_ends;     // by id: end of the word in m_pool
    std::vector<std::uint64_t> m_hashes; // by id: its hash (for grow())
    // Open addressing: (upper 32 bits of the hash) << 32 | (id + 1), or 0 for an empty slot.
    std::vector<std::uint64_t> m_slots{std::vector<std::uint64_t>(1024, 0)};
};

} // namespace

/// The passes of build() and the scratch state they hand on (vocabulary builders, per-concept entry ranges).
struct SearchIndex::Private::Builder {
    explicit Builder(Private &index)
        : d(index)
    {}

    Private &d;
    int uiCollator = -1;
    int rootCollator = -1;
    std::vector<std::uint8_t> seen = std::vector<std::uint8_t>(0x10000, 0); // code units in some text
    VocabularyBuilder termWordsBuilder;
    VocabularyBuilder termKeysBuilder;
    std::vector<std::uint8_t> onePerChar; // by termKeysBuilder id
    VocabularyBuilder textWordsBuilder;
    QHash<QString, QString> looseKeyCache; // transliteration of words with unsafe characters (~13 µs a word)
    std::vector<Token> tokens;
    std::vector<std::uint32_t> conceptEntries{0}; // concept -> first entry, then the end

    /// Pass 1: the collator of every language, the characters in use; reserves the entry containers.
    void scanTexts();
    /// Character model (CharInfo): contraction tails of every collator in use, then each character in
    /// code point order, ASCII always (queries are typed in it) and first (its units learn their spellings).
    void analyseCharacters();
    /// Per match collator, the primary units of each index-safe character (charUnitOffsets, charUnits).
    void collectCharUnits();
    /// Pass 2: entries, their words and keys, in concept order; concept sort keys.
    void addEntries();
    /// One entry of concept `ci` (nothing for an empty text).
    void addEntry(EntryKind kind, const QString &text, std::int32_t ci, std::uint32_t language,
                  const std::array<std::int16_t, 3> &collators);
    /// Term words (loose keys, and index keys when `safe`) and the term's index key.
    void addTermWords(Entry &e, bool safe);
    /// Index keys of the words of an index-safe definition or note.
    void addTextWords(Entry &e);
    /// Per concept, terms before texts, then by language (see the body).
    void sortConceptEntries();
    /// Sorts the vocabularies and renumbers the ids in termWords and textWords.
    void finishVocabularies();
    /// conceptRanks: the final order of concepts (sort key, then id).
    void rankConcepts();
    /// entryBase, termsByKey (sorted by key), unindexedTerms, unindexedTexts.
    void placeEntries();
    /// wordTerms and keyWordTerms: term entries per loose word and per index-key word.
    void buildTermWordIndexes();
    /// keyWordTrigrams: index-key words per trigram.
    void buildKeyWordTrigrams();
    /// crossTrigramTerms and crossBigramTerms: terms per trigram or bigram across a word boundary.
    void buildCrossWordIndexes();
    /// wordTexts: indexed definitions and notes per word.
    void buildTextWordIndex();
    /// termVocabularyByLength and termVocabularyMasks (typo candidates).
    void buildTypoIndex();
    /// Gives back what the reserves of scanTexts() and vector growth left unused (no content changes).
    void shrinkToFit();
};

void SearchIndex::Private::build()
{
    Builder b(*this);
    b.uiCollator = collatorFor(uiLanguage);
    b.rootCollator = matchCollators.empty() ? -1 : 0;
    // With the logging category on (QT_LOGGING_RULES="headroom.glossary.index.debug=true"), each pass's
    // time and then the size of each container.
    const bool log = lcIndex().isDebugEnabled();
    QElapsedTimer timer;
    timer.start();
    double cpuStart = threadCpuMs();
    auto pass = [&](const char *name, void (Builder::*run)()) {
        (b.*run)();
        if (log) {
            const double cpu = threadCpuMs();
            qCDebug(lcIndex, "pass %-22s %9.1f ms wall %9.1f ms cpu", name, double(timer.nsecsElapsed()) / 1e6,
                    cpu - cpuStart);
            timer.restart();
            cpuStart = cpu;
        }
    };
    pass("scanTexts", &Builder::scanTexts);
    pass("analyseCharacters", &Builder::analyseCharacters);
    pass("collectCharUnits", &Builder::collectCharUnits);
    pass("addEntries", &Builder::addEntries);
    pass("sortConceptEntries", &Builder::sortConceptEntries);
    pass("finishVocabularies", &Builder::finishVocabularies);
    pass("rankConcepts", &Builder::rankConcepts);
    pass("placeEntries", &Builder::placeEntries);
    pass("buildTermWordIndexes", &Builder::buildTermWordIndexes);
    pass("buildKeyWordTrigrams", &Builder::buildKeyWordTrigrams);
    pass("buildCrossWordIndexes", &Builder::buildCrossWordIndexes);
    pass("buildTextWordIndex", &Builder::buildTextWordIndex);
    pass("buildTypoIndex", &Builder::buildTypoIndex);
    pass("shrinkToFit", &Builder::shrinkToFit);
    if (log)
        logSizes();
}

void SearchIndex::Private::Builder::scanTexts()
{
    auto see = [this](const QString &text) {
        const char16_t *s = reinterpret_cast<const char16_t *>(text.utf16());
        for (const char16_t *end = s + text.size(); s != end; ++s)
            seen[*s] = 1;
    };
    std::size_t entryCount = 0;
    std::size_t termChars = 0;
    std::size_t textChars = 0;
    for (const Concept &c : std::as_const(d.concepts)) {
        for (auto it = c.lang.cbegin(); it != c.lang.cend(); ++it) {
            d.collatorFor(it.key());
            for (const QString &term : it->terms) {
                see(term);
                termChars += std::size_t(term.size());
            }
            see(it->definition);
            see(it->whenItMatters);
            textChars += std::size_t(it->definition.size() + it->whenItMatters.size());
            entryCount += std::size_t(it->terms.size()) + 2;
        }
    }
    d.entries.reserve(entryCount);
    d.termWords.reserve(termChars / 4);
    d.termKeys.reserve(termChars);
    d.textWords.reserve(textChars / 5);
    d.textWordBounds.reserve(textChars / 5);
}

void SearchIndex::Private::Builder::analyseCharacters()
{
    d.contractionTails.assign(0x10000, false);
    d.unitMaps.resize(d.matchCollators.size());
    for (std::size_t ci = 0; ci < d.matchCollators.size(); ++ci) {
        UErrorCode status = U_ZERO_ERROR;
        d.unitMaps[ci].variableTop = ucol_getVariableTop(d.matchCollators[ci].get(), &status);
        const std::vector<bool> &tails = cachedContractionTails(d.matchCollators[ci].get());
        for (std::size_t c = 0; c < tails.size(); ++c) {
            if (tails[c])
                d.contractionTails[c] = true;
        }
    }
    d.chars.assign(0x10000, CharInfo{});
    for (char16_t c = 0; c < 0x80; ++c)
        seen[c] = true;
    for (std::uint32_t c = 0; c < 0x10000; ++c) {
        if (seen[c])
            d.chars[c] = d.analyseChar(char16_t(c), &d.unitMaps);
    }
}

void SearchIndex::Private::Builder::collectCharUnits()
{
    d.charUnitOffsets.assign(d.matchCollators.size(), std::vector<std::uint32_t>(0x10001, 0));
    d.charUnits.assign(d.matchCollators.size(), {});
    std::vector<std::uint16_t> units;
    for (std::size_t ci = 0; ci < d.matchCollators.size(); ++ci) {
        UErrorCode status = U_ZERO_ERROR;
        const UChar none[1] = {u' '};
        ElementsPtr elements(ucol_openElements(d.matchCollators[ci].get(), none, 1, &status));
        for (std::uint32_t c = 0; c < 0x10000; ++c) {
            d.charUnitOffsets[ci][c] = std::uint32_t(d.charUnits[ci].size());
            const UChar one[1] = {UChar(c)};
            if (d.chars[c].safe && U_SUCCESS(status) &&
                collationUnits(elements.get(), d.unitMaps[ci].variableTop, one, 1, &units))
                d.charUnits[ci].insert(d.charUnits[ci].end(), units.begin(), units.end());
        }
        d.charUnitOffsets[ci][0x10000] = std::uint32_t(d.charUnits[ci].size());
    }
}

void SearchIndex::Private::Builder::addEntries()
{
    for (qsizetype ci = 0; ci < d.concepts.size(); ++ci) {
        const Concept &c = d.concepts[ci];
        for (auto it = c.lang.cbegin(); it != c.lang.cend(); ++it) {
            std::array<std::int16_t, 3> collators{-1, -1, -1};
            int n = 0;
            for (int index : {uiCollator, d.collatorFor(it.key()), rootCollator}) {
                if (index >= 0 && std::find(collators.begin(), collators.end(), index) == collators.end())
                    collators[std::size_t(n++)] = std::int16_t(index);
            }
            const std::uint32_t language = d.languageId(it.key());
            const LangEntry &lang = it.value();
            for (qsizetype t = 0; t < lang.terms.size(); ++t)
                addEntry(t == 0 ? EntryKind::PreferredTerm : EntryKind::OtherTerm, lang.terms[t], std::int32_t(ci),
                         language, collators);
            addEntry(EntryKind::Text, lang.definition, std::int32_t(ci), language, collators);
            addEntry(EntryKind::Text, lang.whenItMatters, std::int32_t(ci), language, collators);
        }
        conceptEntries.push_back(std::uint32_t(d.entries.size()));
    }
    d.uiLanguageCode = d.languageIds.value(d.uiLanguage, kNoLanguage);
}

void SearchIndex::Private::Builder::addEntry(EntryKind kind, const QString &text, std::int32_t ci,
                                             std::uint32_t language, const std::array<std::int16_t, 3> &collators)
{
    if (text.isEmpty())
        return;
    Entry e;
    e.text = text;
    e.conceptIndex = ci;
    e.textLength = ulength(text);
    e.language = language;
    e.kind = kind;
    e.collators = collators;
    const bool term = kind != EntryKind::Text;
    // Definitions and notes need index keys only, and no words at all when unsafe (always checked).
    const bool safe = d.tokenize(text, &tokens, &looseKeyCache, term, term);
    if (term)
        addTermWords(e, safe);
    else if (safe)
        addTextWords(e);
    d.entries.push_back(std::move(e));
}

void SearchIndex::Private::Builder::addTermWords(Entry &e, bool safe)
{
    e.wordsBegin = std::uint32_t(d.termWords.size());
    for (const Token &t : tokens) {
        TermWord w{termWordsBuilder.add(t.loose), kNoKey, t.start, t.end, t.lead};
        if (safe) {
            w.key = termKeysBuilder.add(t.key);
            if (w.key == onePerChar.size())
                onePerChar.push_back(1);
            if (t.key.size() != std::size_t(t.end - t.start))
                onePerChar[w.key] = 0;
        }
        d.termWords.push_back(w);
    }
    e.wordsEnd = std::uint32_t(d.termWords.size());
    e.indexed = safe;
    if (safe) {
        e.keyBegin = std::uint32_t(d.termKeys.size());
        for (const Token &t : tokens)
            d.termKeys += t.key;
        e.keyEnd = std::uint32_t(d.termKeys.size());
    }
}

void SearchIndex::Private::Builder::addTextWords(Entry &e)
{
    e.indexed = true;
    e.wordsBegin = std::uint32_t(d.textWords.size());
    for (const Token &t : tokens) {
        d.textWords.push_back(textWordsBuilder.add(t.key));
        // A match whose key starts with this word starts at its first letter or at a
        // character with collation units before it (a symbol); clamped, still a lower bound.
        d.textWordBounds.push_back(std::uint16_t(std::min(t.lead, 0xffff)));
    }
    e.wordsEnd = std::uint32_t(d.textWords.size());
}

void SearchIndex::Private::Builder::sortConceptEntries()
{
    // Per concept, all terms before all definitions and notes; then by language (UI language, en, nl, tr,
    // others by code), so that equally good hits in two languages resolve the same way in every run
    // (Concept::lang is a QHash with a per-process seed). Candidate::betterThan breaks ties by this order.
    std::vector<qsizetype> languageOrder;
    for (const QString &code : std::as_const(d.languageCodes)) {
        languageOrder.push_back(code == d.uiLanguage         ? qsizetype(-1)
                                : languages().contains(code) ? languages().indexOf(code)
                                                             : languages().size());
    }
    std::vector<int> languageRankOrder(std::size_t(d.languageCodes.size())); // language -> place in that order
    {
        std::vector<int> byOrder(languageRankOrder.size());
        for (std::size_t i = 0; i < byOrder.size(); ++i)
            byOrder[i] = int(i);
        std::sort(byOrder.begin(), byOrder.end(), [&](int a, int b) {
            return std::make_pair(languageOrder[std::size_t(a)], d.languageCodes[a]) <
                   std::make_pair(languageOrder[std::size_t(b)], d.languageCodes[b]);
        });
        for (std::size_t r = 0; r < byOrder.size(); ++r)
            languageRankOrder[std::size_t(byOrder[r])] = int(r);
    }
    for (std::size_t ci = 0; ci + 1 < conceptEntries.size(); ++ci) {
        std::stable_sort(d.entries.begin() + conceptEntries[ci], d.entries.begin() + conceptEntries[ci + 1],
                         [&](const Entry &a, const Entry &b) {
                             const bool aText = a.kind == EntryKind::Text;
                             const bool bText = b.kind == EntryKind::Text;
                             return std::make_pair(aText, languageRankOrder[a.language]) <
                                    std::make_pair(bText, languageRankOrder[b.language]);
                         });
    }
}

void SearchIndex::Private::Builder::finishVocabularies()
{
    const std::vector<std::uint32_t> termIds = termWordsBuilder.finish(&d.termVocabulary);
    const std::vector<std::uint32_t> keyIds = termKeysBuilder.finish(&d.termKeyVocabulary);
    d.termKeyOnePerChar.assign(keyIds.size(), 0);
    for (std::size_t i = 0; i < keyIds.size(); ++i)
        d.termKeyOnePerChar[keyIds[i]] = onePerChar[i];
    for (TermWord &w : d.termWords) {
        w.vocab = termIds[w.vocab];
        if (w.key != kNoKey)
            w.key = keyIds[w.key];
    }
    const std::vector<std::uint32_t> textIds = textWordsBuilder.finish(&d.textVocabulary);
    for (std::uint32_t &w : d.textWords)
        w = textIds[w];
}

void SearchIndex::Private::Builder::rankConcepts()
{
    std::vector<std::uint32_t> byRank(std::size_t(d.concepts.size()));
    for (std::uint32_t i = 0; i < byRank.size(); ++i)
        byRank[i] = i;
    std::sort(byRank.begin(), byRank.end(), [this](std::uint32_t a, std::uint32_t b) {
        if (d.conceptSortKeys[a] != d.conceptSortKeys[b])
            return d.conceptSortKeys[a] < d.conceptSortKeys[b];
        return d.concepts[a].id < d.concepts[b].id;
    });
    d.conceptRanks.resize(byRank.size());
    for (std::uint32_t r = 0; r < byRank.size(); ++r)
        d.conceptRanks[byRank[r]] = r;
}

void SearchIndex::Private::Builder::placeEntries()
{
    d.entryBase.resize(d.entries.size());
    for (std::uint32_t ei = 0; ei < d.entries.size(); ++ei) {
        const Entry &e = d.entries[ei];
        d.entryBase[ei] =
            pack(RankKey{0, d.languageRank(e), 0, 0, e.textLength}, d.conceptRanks[std::size_t(e.conceptIndex)]);
        if (e.kind == EntryKind::Text) {
            if (!e.indexed)
                d.unindexedTexts.push_back(ei);
        } else if (e.indexed) {
            d.termsByKey.push_back(TermSlot{d.entryBase[ei], ei, e.keyBegin, e.keyEnd - e.keyBegin,
                                            e.wordsBegin < e.wordsEnd ? d.termWords[e.wordsBegin].lead : 0,
                                            e.kind == EntryKind::PreferredTerm});
        } else {
            d.unindexedTerms.push_back(ei);
        }
    }
    // By key, then entry. The first 8 key bytes, big-endian in an integer (zero-padded: keys hold no zero
    // byte, so a shorter key still sorts first), decide most comparisons without touching termKeys.
    std::vector<std::pair<std::uint64_t, std::uint32_t>> order(d.termsByKey.size());
    for (std::uint32_t i = 0; i < order.size(); ++i) {
        const std::string_view key = d.termKey(d.termsByKey[i]);
        std::uint64_t prefix = 0;
        for (std::size_t k = 0; k < 8; ++k)
            prefix = prefix << 8 | (k < key.size() ? static_cast<unsigned char>(key[k]) : 0u);
        order[i] = {prefix, i};
    }
    std::sort(order.begin(), order.end(), [this](const auto &a, const auto &b) {
        if (a.first != b.first)
            return a.first < b.first;
        const TermSlot &sa = d.termsByKey[a.second];
        const TermSlot &sb = d.termsByKey[b.second];
        const std::string_view ka = d.termKey(sa);
        const std::string_view kb = d.termKey(sb);
        return ka != kb ? ka < kb : sa.entry < sb.entry;
    });
    std::vector<TermSlot> sorted;
    sorted.reserve(order.size());
    for (const auto &[prefix, i] : order)
        sorted.push_back(d.termsByKey[i]);
    d.termsByKey = std::move(sorted);
}

void SearchIndex::Private::Builder::buildTermWordIndexes()
{
    // Rows of entries in entryBase order, so that a row is also in lower-bound order (Query streams).
    auto byBase = [this](Csr &csr) {
        for (std::size_t r = 0; r + 1 < csr.offsets.size(); ++r) {
            std::sort(csr.items.begin() + csr.offsets[r], csr.items.begin() + csr.offsets[r + 1],
                      [this](std::uint32_t a, std::uint32_t b) {
                          return std::make_pair(d.entryBase[a], a) < std::make_pair(d.entryBase[b], b);
                      });
        }
    };
    // Each row lists an entry once: `last` remembers the entry a row was last given.
    auto termIndex = [this](std::size_t rows, bool keys) {
        return buildCsr(rows, [this, rows, keys](auto &&out) {
            std::vector<std::uint32_t> last(rows, kNoKey);
            for (std::uint32_t ei = 0; ei < d.entries.size(); ++ei) {
                const Entry &e = d.entries[ei];
                if (e.kind == EntryKind::Text || (keys && !e.indexed))
                    continue;
                for (std::uint32_t i = e.wordsBegin; i < e.wordsEnd; ++i) {
                    const std::uint32_t w = keys ? d.termWords[i].key : d.termWords[i].vocab;
                    if (last[w] != ei) {
                        last[w] = ei;
                        out(w, ei);
                    }
                }
            }
        });
    };
    d.wordTerms = termIndex(d.termVocabulary.words.size(), false);
    byBase(d.wordTerms);
    d.keyWordTerms = termIndex(d.termKeyVocabulary.words.size(), true);
    byBase(d.keyWordTerms);
}

void SearchIndex::Private::Builder::buildKeyWordTrigrams()
{
    d.keyWordTrigrams = buildCsr(kTrigrams, [this](auto &&out) {
        std::vector<std::uint32_t> last(kTrigrams, kNoKey);
        for (std::uint32_t id = 0; id < d.termKeyVocabulary.words.size(); ++id) {
            const std::string &word = d.termKeyVocabulary.words[id];
            for (std::size_t i = 0; i + 3 <= word.size(); ++i) {
                const auto t = std::size_t(trigramId(word.data() + i));
                if (last[t] != id) {
                    last[t] = id;
                    out(t, id);
                }
            }
        }
    });
}

void SearchIndex::Private::Builder::buildCrossWordIndexes()
{
    // One walk over the terms (random access into entries and the vocabulary) collects (row, entry) pairs
    // in the order the rows list them; each row lists an entry once (`last*` remember the entry a row was
    // last given).
    std::vector<std::pair<std::uint32_t, std::uint32_t>> trigrams;
    std::vector<std::pair<std::uint32_t, std::uint32_t>> bigrams;
    std::vector<std::uint32_t> lastTrigram(kTrigrams, kNoKey);
    std::vector<std::uint32_t> lastBigram(kBigrams, kNoKey);
    for (const TermSlot &slot : d.termsByKey) {
        const Entry &e = d.entries[slot.entry];
        const std::string_view key = d.termKey(slot);
        std::size_t boundary = 0;
        for (std::uint32_t i = e.wordsBegin; i + 1 < e.wordsEnd; ++i) {
            boundary += d.termKeyVocabulary.words[d.termWords[i].key].size();
            // Trigrams that start one or two bytes before a word boundary of a term's key.
            for (std::size_t at = boundary >= 2 ? boundary - 2 : 0; at < boundary && at + 3 <= key.size(); ++at) {
                const auto t = std::uint32_t(trigramId(key.data() + at));
                if (lastTrigram[t] != slot.entry) {
                    lastTrigram[t] = slot.entry;
                    trigrams.emplace_back(t, slot.entry);
                }
            }
            // The last byte of a word and the first of the next.
            if (boundary < 1 || boundary + 1 > key.size())
                continue;
            const auto b = std::uint32_t(bigramId(key.data() + boundary - 1));
            if (lastBigram[b] != slot.entry) {
                lastBigram[b] = slot.entry;
                bigrams.emplace_back(b, slot.entry);
            }
        }
    }
    auto fromPairs = [](std::size_t rows, const std::vector<std::pair<std::uint32_t, std::uint32_t>> &pairs) {
        return buildCsr(rows, [&pairs](auto &&out) {
            for (const auto &[row, item] : pairs)
                out(row, item);
        });
    };
    d.crossTrigramTerms = fromPairs(kTrigrams, trigrams);
    d.crossBigramTerms = fromPairs(kBigrams, bigrams);
}

void SearchIndex::Private::Builder::buildTextWordIndex()
{
    d.wordTexts = buildCsr(d.textVocabulary.words.size(), [this](auto &&out) {
        std::vector<std::uint32_t> last(d.textVocabulary.words.size(), kNoKey);
        for (std::uint32_t ei = 0; ei < d.entries.size(); ++ei) {
            const Entry &e = d.entries[ei];
            if (e.kind != EntryKind::Text || !e.indexed)
                continue;
            for (std::uint32_t i = e.wordsBegin; i < e.wordsEnd; ++i) {
                if (last[d.textWords[i]] != ei) {
                    last[d.textWords[i]] = ei;
                    out(d.textWords[i], ei);
                }
            }
        }
    });
}

void SearchIndex::Private::logSizes() const
{
    std::size_t texts = 0; // the entries' QStrings share their data with `concepts` (implicit sharing)
    for (const Entry &e : entries)
        texts += std::size_t(e.text.capacity()) * 2;
    std::size_t charUnitBytes = 0;
    for (std::size_t ci = 0; ci < charUnits.size(); ++ci)
        charUnitBytes += bytesOf(charUnitOffsets[ci]) + bytesOf(charUnits[ci]);
    std::size_t byLength = bytesOf(termVocabularyByLength);
    for (const std::vector<std::uint32_t> &bucket : termVocabularyByLength)
        byLength += bytesOf(bucket);
    const std::pair<const char *, std::size_t> sizes[] = {
        {"entries", bytesOf(entries)},
        {"entry texts (shared)", texts},
        {"entryBase", bytesOf(entryBase)},
        {"conceptRanks", bytesOf(conceptRanks)},
        {"conceptSortKeys", bytesOf(conceptSortKeys) + std::size_t(concepts.size()) * 64},
        {"chars", bytesOf(chars)},
        {"contractionTails", contractionTails.capacity() / 8},
        {"charUnitOffsets+charUnits", charUnitBytes},
        {"termVocabulary", bytesOf(termVocabulary)},
        {"termWords", bytesOf(termWords)},
        {"wordTerms", bytesOf(wordTerms)},
        {"termVocabularyByLength", byLength},
        {"termVocabularyMasks", bytesOf(termVocabularyMasks)},
        {"termKeys", termKeys.capacity()},
        {"termsByKey", bytesOf(termsByKey)},
        {"termKeyVocabulary", bytesOf(termKeyVocabulary)},
        {"termKeyOnePerChar", bytesOf(termKeyOnePerChar)},
        {"keyWordTerms", bytesOf(keyWordTerms)},
        {"keyWordTrigrams", bytesOf(keyWordTrigrams)},
        {"crossTrigramTerms", bytesOf(crossTrigramTerms)},
        {"crossBigramTerms", bytesOf(crossBigramTerms)},
        {"unindexedTerms", bytesOf(unindexedTerms)},
        {"textVocabulary", bytesOf(textVocabulary)},
        {"textWords", bytesOf(textWords)},
        {"textWordBounds", bytesOf(textWordBounds)},
        {"wordTexts", bytesOf(wordTexts)},
        {"unindexedTexts", bytesOf(unindexedTexts)},
    };
    std::size_t total = 0;
    for (const auto &[name, bytes] : sizes) {
        qCDebug(lcIndex, "size %-26s %9.1f MiB", name, double(bytes) / double(1 << 20));
        total += bytes;
    }
    qCDebug(lcIndex, "size %-26s %9.1f MiB (%lld entries)", "total", double(total) / double(1 << 20),
            static_cast<long long>(entries.size()));
}

void SearchIndex::Private::Builder::buildTypoIndex()
{
    constexpr std::size_t kLongestBucket = 64; // words this long or longer share the last bucket
    d.termVocabularyByLength.assign(kLongestBucket + 1, {});
    d.termVocabularyMasks.resize(d.termVocabulary.words.size());
    for (std::uint32_t id = 0; id < d.termVocabulary.words.size(); ++id) {
        const std::string &w = d.termVocabulary.words[id];
        d.termVocabularyMasks[id] = letterMask(w);
        d.termVocabularyByLength[std::min(w.size(), kLongestBucket)].push_back(id);
    }
}

void SearchIndex::Private::Builder::shrinkToFit()
{
    d.entries.shrink_to_fit();
    d.conceptSortKeys.shrink_to_fit();
    d.termWords.shrink_to_fit();
    d.termKeys.shrink_to_fit();
    d.termsByKey.shrink_to_fit();
    d.unindexedTerms.shrink_to_fit();
    d.textWords.shrink_to_fit();
    d.textWordBounds.shrink_to_fit();
    d.unindexedTexts.shrink_to_fit();
    for (std::vector<std::uint32_t> &bucket : d.termVocabularyByLength)
        bucket.shrink_to_fit();
}

} // namespace headroom::glossary
