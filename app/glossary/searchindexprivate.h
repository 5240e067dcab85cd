// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The data of the phrase search engine behind SearchIndex (searchindex.h), internal to app/glossary:
// - the index data types (namespace detail): entries (one per term, definition and note), their words,
//   rank keys and candidates, compressed rows (Csr), sorted vocabularies, the character model (CharInfo);
// - SearchIndex::Private, which holds the whole index. It is built once by Private::build()
//   (searchindexbuild.cpp) and read-only afterwards, so queries (Private::Query, searchquery.h) may run
//   on several threads at once; the transliterator is the one shared mutable object (behind a mutex).
// The shared members (character model, tokenizer, collator per language) are in searchindexprivate.cpp.
// Offsets and lengths are in UTF-16 code units of the original text unless said otherwise; "key" bytes
// are ASCII [0-9a-z#] (CharInfo).

#include <glossary/collation.h>
#include <glossary/searchindex.h>

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

#include <unicode/translit.h>

#include <algorithm>
#include <array>
#include <compare>
#include <cstdint>
#include <limits>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <utility>
#include <vector>

namespace headroom::glossary {

namespace detail {

/// What an Entry is: the first term of its language (the only one that can be Tier::Exact or Prefix), another
/// term (Tier::Synonym), or a definition or note (Tier::Definition).
enum class EntryKind : std::uint8_t { PreferredTerm, OtherTerm, Text };

/// "No id": TermWord::key of a term that is not indexed; also the empty mark of build scratch arrays.
inline constexpr std::uint32_t kNoKey = std::numeric_limits<std::uint32_t>::max();

/// A word of a term: its loose key (an id into Private::termVocabulary) and [start, end) in UTF-16 code
/// units of the original text.
struct TermWord {
    std::uint32_t vocab = 0;    // loose key, in Private::termVocabulary
    std::uint32_t key = kNoKey; // index key (indexed terms), in Private::termKeyVocabulary
    int start = 0;
    int end = 0;
    int lead = 0; // first character with collation units since the previous word (lower bound of a match)
};

/// One searchable text: a term, a definition or a note of one concept in one language.
struct Entry {
    QString text; // original text, as in the termbase
    std::int32_t conceptIndex = 0;
    std::int32_t textLength = 0;  // UTF-16 code units
    std::uint32_t wordsBegin = 0; // terms: range of Private::termWords; indexed texts: of Private::textWords
    std::uint32_t wordsEnd = 0;
    std::uint32_t keyBegin = 0; // indexed terms: range of Private::termKeys (index key of the whole term)
    std::uint32_t keyEnd = 0;
    std::uint32_t language = 0; // index into Private::languageCodes (a termbase has fewer languages than entries)
    EntryKind kind = EntryKind::Text;
    bool indexed = false;                              // every character index-safe (CharInfo); else always checked
    std::array<std::int16_t, 3> collators{-1, -1, -1}; // indices into Private::matchCollators, best rank first
};

/// Ranking key of a hit; smaller is better. Also used as a lower bound of a candidate's key.
struct RankKey {
    int tier = 0;
    int languageRank = 1; // 0: text in the UI language
    int methodRank = 0;   // 0: UI-language collator, 1-2: other collators, 3: loose key; fuzzy: edits
    int position = 0;
    int textLength = 0;
    friend auto operator<=>(const RankKey &, const RankKey &) = default;
};

/// RankKey::methodRank of a match found through loose (ASCII-folded) keys: after the three collators.
inline constexpr int kLooseMethodRank = 3;

/// The smallest key of `tier`: everything of that tier or a later one ranks at or above it.
inline RankKey tierFloor(Tier tier)
{
    return RankKey{int(tier), 0, 0, 0, 0};
}

/// A RankKey and the concept's rank in the final order (collator order of its UI-language term, then id)
/// in one integer that compares like them. Fields are clamped to their bits: packing is monotone, so a
/// packed lower bound stays a lower bound and packed keys never compare the wrong way round (they can tie).
inline std::uint64_t pack(const RankKey &k, std::uint32_t conceptRank)
{
    auto field = [](int value, int bits) {
        return std::uint64_t(std::clamp(value, 0, (1 << bits) - 1));
    };
    return field(k.tier, 3) << 61 | field(k.languageRank, 1) << 60 | field(k.methodRank, 4) << 56 |
           field(k.position, 16) << 40 | field(k.textLength, 16) << 24 |
           std::min<std::uint64_t>(conceptRank, (std::uint64_t(1) << 24) - 1);
}

/// An indexed term in Private::termsByKey, with what its lower bounds need (read in key order).
struct TermSlot {
    std::uint64_t base = 0; // pack() of its language rank, length and concept rank
    std::uint32_t entry = 0;
    std::uint32_t keyBegin = 0; // its index key in Private::termKeys
    std::uint32_t keyLength = 0;
    int lead = 0; // first character with collation units
    bool preferred = false;
};

/// A match of the query in one entry: its rank key and the matched range [start, start + length) in UTF-16
/// code units of Entry::text.
struct Candidate {
    RankKey key;
    int start = 0;
    int length = 0;
    std::uint32_t entry = 0;

    /// Equal keys: the entry that comes first in Private::entries wins (the order the linear scan used).
    bool betterThan(const Candidate &other) const { return key != other.key ? key < other.key : entry < other.entry; }
};

/// Compressed sparse rows: row r holds items[offsets[r] .. offsets[r + 1]).
struct Csr {
    std::vector<std::uint32_t> offsets{0};
    std::vector<std::uint32_t> items;

    std::size_t rowSize(std::size_t r) const { return offsets[r + 1] - offsets[r]; }
    const std::uint32_t *rowBegin(std::size_t r) const { return items.data() + offsets[r]; }
    const std::uint32_t *rowEnd(std::size_t r) const { return items.data() + offsets[r + 1]; }
};

/// Builds a Csr from a function that calls out(row, item) for every item, twice (count, then fill).
template<typename Producer> Csr buildCsr(std::size_t rows, Producer &&produce)
{
    Csr csr;
    csr.offsets.assign(rows + 1, 0);
    produce([&csr](std::size_t row, std::uint32_t) { ++csr.offsets[row + 1]; });
    for (std::size_t r = 0; r < rows; ++r)
        csr.offsets[r + 1] += csr.offsets[r];
    csr.items.resize(csr.offsets[rows]);
    std::vector<std::uint32_t> fill(csr.offsets.begin(), csr.offsets.end() - 1);
    produce([&csr, &fill](std::size_t row, std::uint32_t item) { csr.items[fill[row]++] = item; });
    return csr;
}

/// Unique words in byte order, so that the words with a given prefix are one id range.
struct Vocabulary {
    std::vector<std::string> words;

    /// Ids [first, last) of the words that start with `prefix`.
    std::pair<std::uint32_t, std::uint32_t> prefixRange(std::string_view prefix) const
    {
        const auto first = std::lower_bound(words.begin(), words.end(), prefix,
                                            [](const std::string &word, std::string_view p) { return word < p; });
        // Sorted words that start with `prefix` form one run: those whose first |prefix| bytes equal it.
        const auto last = std::upper_bound(first, words.end(), prefix, [](std::string_view p, const std::string &word) {
            return p < std::string_view(word).substr(0, p.size());
        });
        return {std::uint32_t(first - words.begin()), std::uint32_t(last - words.begin())};
    }
    std::optional<std::uint32_t> id(std::string_view word) const
    {
        const auto [first, last] = prefixRange(word);
        if (first == last || words[first] != word)
            return std::nullopt;
        return first;
    }
};

/// Index behaviour of one UTF-16 code unit (BMP code point).
///
/// The index works on keys: a character's loose key is its own "Any-Latin; Latin-ASCII; Lower" (ASCII
/// letters and digits), its index key the same except that dotless ı is "#" (the collators never equal
/// ı and i, so folding them together would only add candidates). A character is index-safe when
/// (1) it is Latin or Common script, not a surrogate, not a combining mark or other grapheme extender,
///     NFC-stable, and not a later part of a contraction of a collator in use, so its collation elements
///     are the same alone and in any text of safe characters;
/// (2) it is a word character (letter or decimal digit) exactly when QChar::isLetterOrNumber says so,
///     a word character has a loose key of 1-4 ASCII letters/digits and a non-word character none;
/// (3) for every collator, its index key is one of the spellings of its primary collation units: each
///     unit has a set of spellings, gathered from the single-unit characters seen (ASCII first), e.g.
///     Turkish: the unit of ı and I is spelled "#" or "i".
/// Then a text of safe characters has as key the concatenation of its characters' keys (its loose key
/// is their loose keys, which equals the word's transliteration), and a usearch match of a query
/// (primary strength, shifted; it never splits a character) means that the text's key contains, at the
/// match, one spelling of the query's collation units. ICU 72: Latin-1, Latin Extended-A/B and Latin
/// Extended Additional are safe except ª º ¹ ² ³ ¼ ½ ¾ ŉ and a few rare letters; contractions that
/// start with such characters (the Turkish tailoring's c + U+0327 ..., root's "l·") end in marks or
/// U+00B7 only.
struct CharInfo {
    bool analysed = false;
    bool safe = false;
    bool word = false;
    bool ignorable = false; // no primary collation units under any collator (spaces, punctuation)
    std::uint8_t keyLength = 0;
    std::array<char, 4> loose{};
    std::array<char, 4> key{};

    std::string_view looseKey() const { return std::string_view(loose.data(), keyLength); }
    std::string_view indexKey() const { return std::string_view(key.data(), keyLength); }
};

/// Per collator: the spellings of each primary collation unit, CharInfo (3).
struct UnitMap {
    std::unordered_map<std::uint16_t, std::vector<std::string>> spellings;
    std::uint32_t variableTop = 0;
};
/// Spellings a unit may have at most; a character that would need another is not index-safe.
inline constexpr std::size_t kMaxSpellings = 4;

/// The bytes of `word` as a 64-bit set (byte % 64): a cheap filter for typo candidates (each edit changes
/// at most one letter either way).
inline std::uint64_t letterMask(std::string_view word)
{
    std::uint64_t mask = 0;
    for (const char c : word)
        mask |= std::uint64_t(1) << (static_cast<unsigned char>(c) % 64);
    return mask;
}

/// Bigrams and trigrams of index keys, whose bytes are [0-9a-z#].
inline constexpr int kKeySymbols = 37;
inline constexpr int kBigrams = kKeySymbols * kKeySymbols;
inline constexpr int kTrigrams = kBigrams * kKeySymbols;
inline int keySymbol(char c)
{
    return c == '#' ? 36 : c >= 'a' ? c - 'a' + 10 : c - '0';
}
inline int bigramId(const char *s)
{
    return keySymbol(s[0]) * kKeySymbols + keySymbol(s[1]);
}
inline int trigramId(const char *s)
{
    return bigramId(s) * kKeySymbols + keySymbol(s[2]);
}

/// A word cut from a text, with its loose key and (index-safe texts) its index key.
struct Token {
    int start = 0;
    int end = 0;
    int lead = 0; // index-safe texts: first character with collation units after the previous word, else start
    std::string loose;
    std::string key;
};

/// Entry::language of a language no entry has (the UI language when the termbase lacks it).
inline constexpr std::uint32_t kNoLanguage = std::numeric_limits<std::uint32_t>::max();
/// Match collators an index opens at most (Entry::collators is int16); languages beyond use root.
inline constexpr int kMaxMatchCollators = std::numeric_limits<std::int16_t>::max();

} // namespace detail

/// Everything SearchIndex knows: a copy of the concepts, the collators, one Entry per non-empty term,
/// definition and note, and the indexes that give search() its candidates (searchindex.h, "Index").
/// Filled by build(), read-only afterwards (see the top of this file). Ids are indices into the vectors
/// named; "by entryBase" means a row's entries are sorted by their entryBase (then index), which is also
/// their lower-bound order.
struct SearchIndex::Private {
    QString uiLanguage;
    QList<Concept> concepts;                         // copy: ids and terms for hits
    std::vector<detail::CollatorPtr> matchCollators; // [0] is root
    QHash<QString, int> collatorForLanguage;         // "tr" -> index; languages without tailoring -> 0 (root)
    detail::CollatorPtr sortCollator;
    std::vector<QByteArray> conceptSortKeys; // UI-language term, sort collator
    std::unique_ptr<icu::Transliterator> transliterator;
    mutable std::mutex transliteratorMutex; // ICU transliterators are not documented as thread-safe

    QStringList languageCodes;                          // Entry::language -> code
    QHash<QString, std::uint32_t> languageIds;          // code -> Entry::language (constant-time lookup)
    std::uint32_t uiLanguageCode = detail::kNoLanguage; // uiLanguage in languageCodes, or kNoLanguage
    std::vector<detail::Entry> entries;
    std::vector<std::uint32_t> conceptRanks; // concept -> place in (sort key, id) order
    std::vector<std::uint64_t> entryBase;    // entry -> pack() of its language rank, length, concept rank

    // Character model (CharInfo), read-only after construction.
    std::vector<detail::CharInfo> chars;   // by UTF-16 code unit
    std::vector<bool> contractionTails;    // code units that continue a contraction of a collator in use
    std::vector<detail::UnitMap> unitMaps; // per match collator
    // Per match collator: the primary units of each index-safe character (offsets by code unit, pool).
    std::vector<std::vector<std::uint32_t>> charUnitOffsets;
    std::vector<std::vector<std::uint16_t>> charUnits;

    // Terms: words with loose keys (loose tier, typos), index keys of indexed terms (exact .. substring).
    detail::Vocabulary termVocabulary; // loose keys of term words
    std::vector<detail::TermWord> termWords;
    detail::Csr wordTerms; // termVocabulary id -> term entries with that word, by entryBase
    std::vector<std::vector<std::uint32_t>> termVocabularyByLength; // for typos
    std::vector<std::uint64_t> termVocabularyMasks;
    std::string termKeys;                     // indexed terms: their index keys
    std::vector<detail::TermSlot> termsByKey; // indexed terms sorted by index key
    // Substrings: inside one word via the index keys of term words, across words via boundary trigrams.
    detail::Vocabulary termKeyVocabulary;
    std::vector<std::uint8_t> termKeyOnePerChar; // every spelling of the word has one key byte per character
    detail::Csr keyWordTerms;      // termKeyVocabulary id -> indexed term entries with that word, by entryBase
    detail::Csr keyWordTrigrams;   // trigram -> termKeyVocabulary ids containing it
    detail::Csr crossTrigramTerms; // trigram -> indexed term entries in whose key it spans two words
    detail::Csr crossBigramTerms;  // the same for the last byte of a word and the first of the next
    std::vector<std::uint32_t> unindexedTerms;

    // Definitions and notes: words with index keys.
    detail::Vocabulary textVocabulary;
    std::vector<std::uint32_t> textWords;      // indexed texts: textVocabulary ids of their words, in order
    std::vector<std::uint16_t> textWordBounds; // per textWords item: lower bound of a match starting there
    detail::Csr wordTexts;                     // textVocabulary id -> indexed text entries with that word
    std::vector<std::uint32_t> unindexedTexts;

    /// The index into matchCollators of the collator for `language` ("" and languages without a
    /// tailoring: 0, root), opening it on first use; -1 when no collator could be opened at all.
    int collatorFor(const QString &language);
    /// The Entry::language id of `code`, assigned in order of first use.
    std::uint32_t languageId(const QString &code)
    {
        const auto it = languageIds.constFind(code);
        if (it != languageIds.cend())
            return *it;
        const auto id = std::uint32_t(languageCodes.size());
        languageCodes.append(code);
        languageIds.insert(code, id);
        return id;
    }
    /// The loose key of `word`: "Any-Latin; Latin-ASCII; Lower" of its NFC, letters and digits only.
    QString looseKey(const QString &word) const;
    /// CharInfo of `c` under the collators in use. With `defineIn` (construction, in code point order) a
    /// character whose key does not yet spell its single unit defines that spelling there (CharInfo (3)).
    detail::CharInfo analyseChar(char16_t c, std::vector<detail::UnitMap> *defineIn) const;
    /// CharInfo of `c`: the table's when analysed while building, else analysed now (query characters).
    detail::CharInfo charInfo(char16_t c) const { return chars[c].analysed ? chars[c] : analyseChar(c, nullptr); }
    /// Words of `text` with loose keys: per-character keys (and index keys) when `text` is index-safe (then
    /// returns true), else the transliteration of each word (cached in `cache` when given), or no words
    /// at all when `unsafeWords` is false.
    bool tokenize(const QString &text, std::vector<detail::Token> *tokens, QHash<QString, QString> *cache,
                  bool unsafeWords = true, bool looseKeys = true) const;
    /// Fills everything after the constructor set uiLanguage, concepts, the root collator, sortCollator and
    /// the transliterator: runs the passes of Builder (searchindexbuild.cpp) in order.
    void build();
    struct Builder;
    /// Logs the heap bytes of each container (build() does, with the category headroom.glossary.index on).
    void logSizes() const;

    /// The index key of an indexed term (Entry::keyBegin .. keyEnd of termKeys).
    std::string_view termKey(const detail::Entry &e) const
    {
        return std::string_view(termKeys).substr(e.keyBegin, e.keyEnd - e.keyBegin);
    }
    std::string_view termKey(const detail::TermSlot &t) const
    {
        return std::string_view(termKeys).substr(t.keyBegin, t.keyLength);
    }
    /// RankKey::languageRank of an entry: 0 in the UI language, else 1.
    int languageRank(const detail::Entry &e) const { return e.language == uiLanguageCode ? 0 : 1; }

    /// One phrase search (searchquery.h).
    struct Query;
    /// The phrase tiers for `query` (searchindex.h, SearchIndex::phraseSearch); searchquery.cpp.
    QList<Hit> run(const QString &query, int limit, bool exhaustive) const;
};

} // namespace headroom::glossary
