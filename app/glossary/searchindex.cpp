// SPDX-License-Identifier: GPL-3.0-or-later
#include <glossary/searchindex.h>

#include <glossary/fuzzy.h>

#include <QByteArray>
#include <QChar>
#include <QHash>
#include <QSet>
#include <QTextBoundaryFinder>
#include <QtGlobal>

#include <unicode/normalizer2.h>
#include <unicode/translit.h>
#include <unicode/uchar.h>
#include <unicode/ucol.h>
#include <unicode/ucoleitr.h>
#include <unicode/unistr.h>
#include <unicode/unorm2.h>
#include <unicode/uscript.h>
#include <unicode/usearch.h>
#include <unicode/uset.h>
#include <unicode/utf16.h>

#include <algorithm>
#include <array>
#include <bit>
#include <compare>
#include <cstdint>
#include <cstring>
#include <deque>
#include <limits>
#include <map>
#include <mutex>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <tuple>
#include <unordered_map>
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

/// `s` cut to at most `max` UTF-16 code units, at a grapheme boundary (a surrogate pair or a letter with
/// its combining marks stays whole) unless the first grapheme alone is longer.
QString cutAtGrapheme(const QString &s, qsizetype max)
{
    if (s.size() <= max)
        return s;
    // Grapheme rules look at a few characters around the position: a short window is enough.
    const QString window = s.left(max + 32);
    QTextBoundaryFinder finder(QTextBoundaryFinder::Grapheme, window);
    finder.setPosition(max);
    if (!finder.isAtBoundary())
        finder.toPreviousBoundary();
    return s.left(finder.position() > 0 ? finder.position() : max);
}

/// The query as search() and matchesIn() see it (searchindex.h, kMaxQueryLength): the NFC of its first
/// 4 * kMaxQueryLength code units, cut to kMaxQueryLength. Cutting before NFC keeps a pasted megabyte as
/// cheap as a long query.
QString searchableQuery(const QString &query)
{
    return cutAtGrapheme(toNfc(cutAtGrapheme(query, 4 * kMaxQueryLength)), kMaxQueryLength);
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

/// Primary language subtags ICU has collation data for ("tr", "de", "zh", ...), read once. A language
/// outside it collates as root, so the index needs no ucol_open() for it (that costs tens of microseconds
/// each, which a termbase with 100,000 made-up language codes would pay 100,000 times).
const QSet<QString> &collationLanguages()
{
    static const QSet<QString> languages = [] {
        QSet<QString> set;
        const int32_t count = ucol_countAvailable();
        for (int32_t i = 0; i < count; ++i) {
            const QString locale = QString::fromLatin1(ucol_getAvailable(i));
            set.insert(locale.section(u'_', 0, 0).toLower());
        }
        return set;
    }();
    return languages;
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

struct ElementsCloser {
    void operator()(UCollationElements *e) const { ucol_closeElements(e); }
};
using ElementsPtr = std::unique_ptr<UCollationElements, ElementsCloser>;

enum class EntryKind : std::uint8_t { PreferredTerm, OtherTerm, Text };

/// A word of a term: its loose key (an id into Private::termVocabulary) and [start, end) in UTF-16 code
/// units of the original text.
constexpr std::uint32_t kNoKey = std::numeric_limits<std::uint32_t>::max();

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

constexpr int kLooseMethodRank = 3;

RankKey tierFloor(Tier tier)
{
    return RankKey{int(tier), 0, 0, 0, 0};
}

/// A RankKey and the concept's rank in the final order (collator order of its UI-language term, then id)
/// in one integer that compares like them. Fields are clamped to their bits: packing is monotone, so a
/// packed lower bound stays a lower bound and packed keys never compare the wrong way round (they can tie).
std::uint64_t pack(const RankKey &k, std::uint32_t conceptRank)
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

/// Collects words while building, then sorts them into a Vocabulary and renumbers the ids given out.
class VocabularyBuilder
{
public:
    std::uint32_t add(std::string_view word)
    {
        if (const auto it = m_ids.find(word); it != m_ids.end())
            return it->second;
        const auto id = std::uint32_t(m_words.size());
        m_words.emplace_back(word); // a deque: the views in m_ids stay valid
        m_ids.emplace(m_words.back(), id);
        return id;
    }
    /// Moves the words into `vocabulary` in byte order; returns old id -> new id.
    std::vector<std::uint32_t> finish(Vocabulary *vocabulary)
    {
        std::vector<std::uint32_t> order(m_words.size());
        for (std::uint32_t i = 0; i < order.size(); ++i)
            order[i] = i;
        std::sort(order.begin(), order.end(),
                  [this](std::uint32_t a, std::uint32_t b) { return m_words[a] < m_words[b]; });
        std::vector<std::uint32_t> renumbered(m_words.size());
        vocabulary->words.resize(m_words.size());
        m_ids = {};
        for (std::uint32_t r = 0; r < order.size(); ++r) {
            renumbered[order[r]] = r;
            vocabulary->words[r] = std::move(m_words[order[r]]);
        }
        m_words = {};
        return renumbered;
    }

private:
    std::unordered_map<std::string_view, std::uint32_t> m_ids;
    std::deque<std::string> m_words;
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
constexpr std::size_t kMaxSpellings = 4;

/// The primary collation units usearch compares at primary strength with UCOL_SHIFTED: the upper
/// 16 bits of each 32-bit collation element that is neither primary-ignorable nor variable
/// (ICU usearch.cpp, UCollationPCE::processCE: `variableTop > ce` shifts it out).
bool collationUnits(UCollationElements *elements, std::uint32_t variableTop, const UChar *s, int32_t length,
                    std::vector<std::uint16_t> *units)
{
    units->clear();
    UErrorCode status = U_ZERO_ERROR;
    ucol_setText(elements, s, length, &status);
    if (U_FAILURE(status))
        return false;
    for (int32_t guard = 0; guard < 8 * length + 16; ++guard) {
        const int32_t order = ucol_next(elements, &status);
        if (U_FAILURE(status))
            return false;
        if (order == UCOL_NULLORDER)
            return true;
        const auto ce = static_cast<std::uint32_t>(order);
        const auto primary = static_cast<std::uint16_t>(ce >> 16);
        if (primary != 0 && !(variableTop > ce))
            units->push_back(primary);
    }
    return false;
}

/// Whether `key` is a concatenation of one spelling per unit of `units` (from `from` on).
bool spelledBy(std::string_view key, const std::vector<std::uint16_t> &units, std::size_t from, const UnitMap &map)
{
    if (from == units.size())
        return key.empty();
    const auto it = map.spellings.find(units[from]);
    if (it == map.spellings.end())
        return false;
    for (const std::string &s : it->second) {
        if (key.starts_with(s) && spelledBy(key.substr(s.size()), units, from + 1, map))
            return true;
    }
    return false;
}

/// CharInfo (1) without the contraction test: Latin or Common script, a grapheme of its own, NFC-stable,
/// no combining class.
bool contextFree(UChar32 c)
{
    if (U_IS_SURROGATE(c) || c > 0xffff)
        return false;
    UErrorCode status = U_ZERO_ERROR;
    const UScriptCode script = uscript_getScript(c, &status);
    if (U_FAILURE(status) || (script != USCRIPT_LATIN && script != USCRIPT_COMMON))
        return false;
    const int gcb = u_getIntPropertyValue(c, UCHAR_GRAPHEME_CLUSTER_BREAK);
    if (gcb != U_GCB_OTHER && gcb != U_GCB_CONTROL && gcb != U_GCB_LF)
        return false;
    return u_getIntPropertyValue(c, UCHAR_LEAD_CANONICAL_COMBINING_CLASS) == 0 &&
           u_getIntPropertyValue(c, UCHAR_NFC_QUICK_CHECK) == UNORM_YES;
}

/// Code units that continue a contraction of `collator` (CharInfo (1)); ICU builds the contraction set
/// slowly (tens of milliseconds), so it is computed once per collator locale and process.
const std::vector<bool> &cachedContractionTails(const UCollator *collator)
{
    static std::mutex mutex;
    static std::map<std::string, std::vector<bool>> cache; // never erased: references stay valid
    UErrorCode status = U_ZERO_ERROR;
    const char *locale = ucol_getLocaleByType(collator, ULOC_ACTUAL_LOCALE, &status);
    const std::string name = U_SUCCESS(status) && locale ? locale : "";
    const std::lock_guard lock(mutex);
    const auto found = cache.find(name);
    if (found != cache.end())
        return found->second;
    std::vector<bool> &tails = cache[name];
    tails.assign(0x10000, false);
    USet *contractions = uset_openEmpty();
    USet *expansions = uset_openEmpty();
    ucol_getContractionsAndExpansions(collator, contractions, expansions, true, &status);
    const int32_t items = U_SUCCESS(status) ? uset_getItemCount(contractions) : 0;
    for (int32_t i = 0; i < items; ++i) {
        std::array<UChar, 64> text{};
        UChar32 start = 0;
        UChar32 end = 0;
        UErrorCode itemStatus = U_ZERO_ERROR;
        const int32_t length =
            uset_getItem(contractions, i, &start, &end, text.data(), int32_t(text.size()), &itemStatus);
        if (U_FAILURE(itemStatus) || length <= 0) // ranges of single code points are no contractions
            continue;
        // Only a contraction that starts with a context-free character can occur in a text of them (ICU
        // also lists internal ones such as U+FDD1 + "4"): its later characters are not index-safe.
        int32_t at = 0;
        UChar32 first = 0;
        U16_NEXT(text.data(), at, length, first);
        if (!contextFree(first))
            continue;
        for (; at < length; ++at)
            tails[text[std::size_t(at)]] = true;
    }
    uset_close(expansions);
    uset_close(contractions);
    return tails;
}

/// Per-query scratch bitmap over entries.
class Bitmap
{
public:
    explicit Bitmap(std::size_t size)
        : m_bits((size + 63) / 64, 0)
    {}
    bool contains(std::size_t i) const { return m_bits[i / 64] & (std::uint64_t(1) << (i % 64)); }
    /// Sets bit i; returns whether it was already set.
    bool testAndSet(std::size_t i)
    {
        std::uint64_t &word = m_bits[i / 64];
        const std::uint64_t mask = std::uint64_t(1) << (i % 64);
        const bool was = word & mask;
        word |= mask;
        return was;
    }

private:
    std::vector<std::uint64_t> m_bits;
};

std::uint64_t letterMask(std::string_view word)
{
    std::uint64_t mask = 0;
    for (const char c : word)
        mask |= std::uint64_t(1) << (static_cast<unsigned char>(c) % 64);
    return mask;
}

/// Bigrams and trigrams of index keys, whose bytes are [0-9a-z#].
constexpr int kKeySymbols = 37;
constexpr int kBigrams = kKeySymbols * kKeySymbols;
constexpr int kTrigrams = kBigrams * kKeySymbols;
int keySymbol(char c)
{
    return c == '#' ? 36 : c >= 'a' ? c - 'a' + 10 : c - '0';
}
int bigramId(const char *s)
{
    return keySymbol(s[0]) * kKeySymbols + keySymbol(s[1]);
}
int trigramId(const char *s)
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
constexpr std::uint32_t kNoLanguage = std::numeric_limits<std::uint32_t>::max();
/// Match collators an index opens at most (Entry::collators is int16); languages beyond use root.
constexpr int kMaxMatchCollators = std::numeric_limits<std::int16_t>::max();

/// Query variants (spellings of the query's collation units) beyond this: no index, check everything.
constexpr std::size_t kMaxVariants = 32;
/// Definition candidates (Query::textCandidates): states (query position, rarest word so far) visited at
/// most, and chain ends (states where a vocabulary word starts with the rest of the query, each a row of
/// texts to look at) at most; beyond either every indexed text is checked (linear in the termbase, same
/// hits). A state is visited once, so there are at most n * (vocabulary words spelled in the query + 1):
/// polynomial in the query length n <= kMaxQueryLength, and far below the cap for ordinary queries.
constexpr std::size_t kMaxTextChainStates = 4096;
constexpr int kMaxTextChains = 64;

} // namespace

struct SearchIndex::Private {
    QString uiLanguage;
    QList<Concept> concepts;                 // copy: ids and terms for hits
    std::vector<CollatorPtr> matchCollators; // [0] is root
    QHash<QString, int> collatorForLanguage; // "tr" -> index; languages without tailoring -> 0 (root)
    CollatorPtr sortCollator;
    std::vector<QByteArray> conceptSortKeys; // UI-language term, sort collator
    std::unique_ptr<icu::Transliterator> transliterator;
    mutable std::mutex transliteratorMutex; // ICU transliterators are not documented as thread-safe

    QStringList languageCodes;                  // Entry::language -> code
    QHash<QString, std::uint32_t> languageIds;  // code -> Entry::language (constant-time lookup)
    std::uint32_t uiLanguageCode = kNoLanguage; // index of uiLanguage in languageCodes, or kNoLanguage
    std::vector<Entry> entries;
    std::vector<std::uint32_t> conceptRanks; // concept -> place in (sort key, id) order
    std::vector<std::uint64_t> entryBase;    // entry -> pack() of its language rank, length, concept rank

    // Character model (CharInfo), read-only after construction.
    std::vector<CharInfo> chars;        // by UTF-16 code unit
    std::vector<bool> contractionTails; // code units that continue a contraction of a collator in use
    std::vector<UnitMap> unitMaps;      // per match collator
    // Per match collator: the primary units of each index-safe character (offsets by code unit, pool).
    std::vector<std::vector<std::uint32_t>> charUnitOffsets;
    std::vector<std::vector<std::uint16_t>> charUnits;

    // Terms: words with loose keys (loose tier, typos), index keys of indexed terms (exact .. substring).
    Vocabulary termVocabulary; // loose keys of term words
    std::vector<TermWord> termWords;
    Csr wordTerms; // termVocabulary id -> term entries with that word, by entryBase
    std::vector<std::vector<std::uint32_t>> termVocabularyByLength; // for typos
    std::vector<std::uint64_t> termVocabularyMasks;
    std::string termKeys;             // indexed terms: their index keys
    std::vector<TermSlot> termsByKey; // indexed terms sorted by index key
    // Substrings: inside one word via the index keys of term words, across words via boundary trigrams.
    Vocabulary termKeyVocabulary;
    std::vector<std::uint8_t> termKeyOnePerChar; // every spelling of the word has one key byte per character
    Csr keyWordTerms;      // termKeyVocabulary id -> indexed term entries with that word, by entryBase
    Csr keyWordTrigrams;   // trigram -> termKeyVocabulary ids containing it
    Csr crossTrigramTerms; // trigram -> indexed term entries in whose key it spans two words
    Csr crossBigramTerms;  // the same for the last byte of a word and the first of the next
    std::vector<std::uint32_t> unindexedTerms;

    // Definitions and notes: words with index keys.
    Vocabulary textVocabulary;
    std::vector<std::uint32_t> textWords;      // indexed texts: textVocabulary ids of their words, in order
    std::vector<std::uint16_t> textWordBounds; // per textWords item: lower bound of a match starting there
    Csr wordTexts;                             // textVocabulary id -> indexed text entries with that word
    std::vector<std::uint32_t> unindexedTexts;

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
    QString looseKey(const QString &word) const;
    CharInfo analyseChar(char16_t c, std::vector<UnitMap> *defineIn) const;
    CharInfo charInfo(char16_t c) const { return chars[c].analysed ? chars[c] : analyseChar(c, nullptr); }
    /// Words of `text` with loose keys: per-character keys (and index keys) when `text` is index-safe (then
    /// returns true), else the transliteration of each word (cached in `cache` when given), or no words
    /// at all when `unsafeWords` is false.
    bool tokenize(const QString &text, std::vector<Token> *tokens, QHash<QString, QString> *cache,
                  bool unsafeWords = true, bool looseKeys = true) const;
    void build();

    std::string_view termKey(const Entry &e) const
    {
        return std::string_view(termKeys).substr(e.keyBegin, e.keyEnd - e.keyBegin);
    }
    std::string_view termKey(const TermSlot &t) const
    {
        return std::string_view(termKeys).substr(t.keyBegin, t.keyLength);
    }
    int languageRank(const Entry &e) const { return e.language == uiLanguageCode ? 0 : 1; }

    struct Query;
    QList<Hit> run(const QString &query, int limit, bool exhaustive) const;
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
    if (!collationLanguages().contains(language)) {
        collatorForLanguage.insert(language, 0);
        return 0;
    }
    const QByteArray locale = language.toLatin1();
    CollatorPtr collator = openMatchCollator(locale.constData());
    int index = 0;
    // Entry::collators holds int16 indices; ICU has far fewer tailorings, but never let one wrap.
    if (collator && !isRootLocale(collator.get()) && matchCollators.size() < std::size_t(kMaxMatchCollators)) {
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

CharInfo SearchIndex::Private::analyseChar(char16_t c, std::vector<UnitMap> *defineIn) const
{
    CharInfo info;
    info.analysed = true;
    if (!contextFree(c) || contractionTails[c])
        return info;
    info.word = u_isalnum(c);
    if (info.word != QChar::isLetterOrNumber(char32_t(c)))
        return info;
    std::string loose;
    if (info.word) {
        const QString folded = looseKey(QString(QChar(c)));
        if (folded.isEmpty() || folded.size() > qsizetype(info.loose.size()))
            return info;
        for (const QChar k : folded) {
            const char16_t u = k.unicode();
            if (!((u >= u'a' && u <= u'z') || (u >= u'0' && u <= u'9')))
                return info;
            loose.push_back(char(u));
        }
    }
    const std::string key = c == u'\u0131' ? std::string("#") : loose;

    // (3): per collator, the key must spell the character's units; a single unit learns the spelling
    // when `defineIn` is given (construction, code point order).
    const UChar s[1] = {c};
    std::vector<std::uint16_t> units;
    std::vector<std::pair<std::size_t, std::uint16_t>> definitions; // (collator, unit) spelled `key`
    bool anyUnits = false;
    for (std::size_t ci = 0; ci < matchCollators.size(); ++ci) {
        UErrorCode status = U_ZERO_ERROR;
        ElementsPtr elements(ucol_openElements(matchCollators[ci].get(), s, 1, &status));
        if (U_FAILURE(status) || !collationUnits(elements.get(), unitMaps[ci].variableTop, s, 1, &units))
            return info;
        anyUnits = anyUnits || !units.empty();
        if (spelledBy(key, units, 0, unitMaps[ci]))
            continue;
        if (!defineIn || units.size() != 1)
            return info;
        const auto it = unitMaps[ci].spellings.find(units[0]);
        if (it != unitMaps[ci].spellings.end() && it->second.size() >= kMaxSpellings)
            return info;
        definitions.emplace_back(ci, units[0]);
    }
    for (const auto &[ci, unit] : definitions)
        (*defineIn)[ci].spellings[unit].push_back(key);
    info.safe = true;
    info.ignorable = !anyUnits;
    info.keyLength = std::uint8_t(loose.size());
    std::copy(loose.begin(), loose.end(), info.loose.begin());
    std::copy(key.begin(), key.end(), info.key.begin());
    return info;
}

bool SearchIndex::Private::tokenize(const QString &text, std::vector<Token> *tokens, QHash<QString, QString> *cache,
                                    bool unsafeWords, bool looseKeys) const
{
    // Tokens are reused (their strings keep their capacity): building calls this for every text.
    std::size_t count = 0;
    auto next = [tokens, &count]() -> Token & {
        if (count == tokens->size())
            tokens->emplace_back();
        Token &t = (*tokens)[count++];
        t.loose.clear();
        t.key.clear();
        return t;
    };
    const char16_t *s = reinterpret_cast<const char16_t *>(text.utf16());
    const qsizetype length = text.size();
    bool safe = true;
    for (qsizetype i = 0; i < length && safe; ++i)
        safe = chars[s[i]].analysed ? chars[s[i]].safe : charInfo(s[i]).safe;
    if (safe) {
        Token *token = nullptr;
        int lead = -1;
        CharInfo queried;
        for (qsizetype i = 0; i <= length; ++i) {
            const CharInfo *info = nullptr;
            if (i < length) {
                info = &chars[s[i]];
                if (!info->analysed) { // a query character not seen while building
                    queried = charInfo(s[i]);
                    info = &queried;
                }
            }
            if (info && info->word) {
                if (!token) {
                    token = &next();
                    token->start = int(i);
                    token->lead = lead >= 0 ? lead : int(i);
                }
                if (looseKeys)
                    token->loose += info->looseKey();
                token->key += info->indexKey();
                continue;
            }
            if (token) {
                token->end = int(i);
                token = nullptr;
                lead = -1;
            }
            if (info && !info->ignorable && lead < 0)
                lead = int(i);
        }
        tokens->resize(count);
        return true;
    }
    if (unsafeWords) {
        const QList<Word> words = splitWords(text, [this, cache](const QString &w) {
            if (!cache)
                return looseKey(w);
            auto it = cache->constFind(w);
            if (it == cache->cend())
                it = cache->insert(w, looseKey(w));
            return *it;
        });
        for (const Word &w : words) {
            Token &t = next();
            t.start = w.start;
            t.end = w.end;
            t.lead = w.start;
            t.loose = w.loose.toStdString();
        }
    }
    tokens->resize(count);
    return false;
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
    case Tier::Fuzzy:
        return QStringLiteral("fuzzy");
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
    d->build();
}

SearchIndex::~SearchIndex() = default;

void SearchIndex::Private::build()
{
    const int uiCollator = collatorFor(uiLanguage);
    const int rootCollator = matchCollators.empty() ? -1 : 0;

    // Pass 1: the collator of every language, and the characters in use.
    std::vector<std::uint8_t> seen(0x10000, 0);
    auto see = [&seen](const QString &text) {
        const char16_t *s = reinterpret_cast<const char16_t *>(text.utf16());
        for (const char16_t *end = s + text.size(); s != end; ++s)
            seen[*s] = 1;
    };
    std::size_t entryCount = 0;
    std::size_t termChars = 0;
    std::size_t textChars = 0;
    for (const Concept &c : std::as_const(concepts)) {
        for (auto it = c.lang.cbegin(); it != c.lang.cend(); ++it) {
            collatorFor(it.key());
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
    entries.reserve(entryCount);
    termWords.reserve(termChars / 4);
    termKeys.reserve(termChars);
    textWords.reserve(textChars / 5);
    textWordBounds.reserve(textChars / 5);

    // Character model (CharInfo): contraction tails of every collator in use, then each character in
    // code point order, ASCII always (queries are typed in it) and first (its units learn their spellings).
    contractionTails.assign(0x10000, false);
    unitMaps.resize(matchCollators.size());
    for (std::size_t ci = 0; ci < matchCollators.size(); ++ci) {
        UErrorCode status = U_ZERO_ERROR;
        unitMaps[ci].variableTop = ucol_getVariableTop(matchCollators[ci].get(), &status);
        const std::vector<bool> &tails = cachedContractionTails(matchCollators[ci].get());
        for (std::size_t c = 0; c < tails.size(); ++c) {
            if (tails[c])
                contractionTails[c] = true;
        }
    }
    chars.assign(0x10000, CharInfo{});
    for (char16_t c = 0; c < 0x80; ++c)
        seen[c] = true;
    for (std::uint32_t c = 0; c < 0x10000; ++c) {
        if (seen[c])
            chars[c] = analyseChar(char16_t(c), &unitMaps);
    }
    charUnitOffsets.assign(matchCollators.size(), std::vector<std::uint32_t>(0x10001, 0));
    charUnits.assign(matchCollators.size(), {});
    std::vector<std::uint16_t> units;
    for (std::size_t ci = 0; ci < matchCollators.size(); ++ci) {
        UErrorCode status = U_ZERO_ERROR;
        const UChar none[1] = {u' '};
        ElementsPtr elements(ucol_openElements(matchCollators[ci].get(), none, 1, &status));
        for (std::uint32_t c = 0; c < 0x10000; ++c) {
            charUnitOffsets[ci][c] = std::uint32_t(charUnits[ci].size());
            const UChar one[1] = {UChar(c)};
            if (chars[c].safe && U_SUCCESS(status) &&
                collationUnits(elements.get(), unitMaps[ci].variableTop, one, 1, &units))
                charUnits[ci].insert(charUnits[ci].end(), units.begin(), units.end());
        }
        charUnitOffsets[ci][0x10000] = std::uint32_t(charUnits[ci].size());
    }

    // Pass 2: entries, their words and keys.
    VocabularyBuilder termWordsBuilder;
    VocabularyBuilder termKeysBuilder;
    std::vector<std::uint8_t> onePerChar; // by termKeysBuilder id
    VocabularyBuilder textWordsBuilder;
    QHash<QString, QString> looseKeyCache; // transliteration of words with unsafe characters (~13 µs a word)
    std::vector<Token> tokens;
    std::vector<std::uint32_t> conceptEntries{0}; // concept -> first entry, then the end
    for (qsizetype ci = 0; ci < concepts.size(); ++ci) {
        const Concept &c = concepts[ci];
        conceptSortKeys.push_back(sortKey(sortCollator.get(), toNfc(c.term(uiLanguage))));
        for (auto it = c.lang.cbegin(); it != c.lang.cend(); ++it) {
            std::array<std::int16_t, 3> collators{-1, -1, -1};
            int n = 0;
            for (int index : {uiCollator, collatorFor(it.key()), rootCollator}) {
                if (index >= 0 && std::find(collators.begin(), collators.end(), index) == collators.end())
                    collators[std::size_t(n++)] = std::int16_t(index);
            }
            const std::uint32_t language = languageId(it.key());
            auto add = [&](EntryKind kind, const QString &text) {
                if (text.isEmpty())
                    return;
                Entry e;
                e.text = text;
                e.conceptIndex = std::int32_t(ci);
                e.textLength = ulength(text);
                e.language = language;
                e.kind = kind;
                e.collators = collators;
                const bool term = kind != EntryKind::Text;
                // Definitions and notes need index keys only, and no words at all when unsafe (always checked).
                const bool safe = tokenize(text, &tokens, &looseKeyCache, term, term);
                if (term) {
                    e.wordsBegin = std::uint32_t(termWords.size());
                    for (const Token &t : tokens) {
                        TermWord w{termWordsBuilder.add(t.loose), kNoKey, t.start, t.end, t.lead};
                        if (safe) {
                            w.key = termKeysBuilder.add(t.key);
                            if (w.key == onePerChar.size())
                                onePerChar.push_back(1);
                            if (t.key.size() != std::size_t(t.end - t.start))
                                onePerChar[w.key] = 0;
                        }
                        termWords.push_back(w);
                    }
                    e.wordsEnd = std::uint32_t(termWords.size());
                    e.indexed = safe;
                    if (safe) {
                        e.keyBegin = std::uint32_t(termKeys.size());
                        for (const Token &t : tokens)
                            termKeys += t.key;
                        e.keyEnd = std::uint32_t(termKeys.size());
                    }
                } else if (safe) {
                    e.indexed = true;
                    e.wordsBegin = std::uint32_t(textWords.size());
                    for (const Token &t : tokens) {
                        textWords.push_back(textWordsBuilder.add(t.key));
                        // A match whose key starts with this word starts at its first letter or at a
                        // character with collation units before it (a symbol); clamped, still a lower bound.
                        textWordBounds.push_back(std::uint16_t(std::min(t.lead, 0xffff)));
                    }
                    e.wordsEnd = std::uint32_t(textWords.size());
                }
                entries.push_back(std::move(e));
            };
            const LangEntry &lang = it.value();
            for (qsizetype t = 0; t < lang.terms.size(); ++t)
                add(t == 0 ? EntryKind::PreferredTerm : EntryKind::OtherTerm, lang.terms[t]);
            add(EntryKind::Text, lang.definition);
            add(EntryKind::Text, lang.whenItMatters);
        }
        conceptEntries.push_back(std::uint32_t(entries.size()));
    }
    uiLanguageCode = languageIds.value(uiLanguage, kNoLanguage);

    // Per concept, all terms before all definitions and notes; then by language (UI language, en, nl, tr,
    // others by code), so that equally good hits in two languages resolve the same way in every run
    // (Concept::lang is a QHash with a per-process seed). Candidate::betterThan breaks ties by this order.
    std::vector<qsizetype> languageOrder;
    for (const QString &code : std::as_const(languageCodes)) {
        languageOrder.push_back(code == uiLanguage           ? qsizetype(-1)
                                : languages().contains(code) ? languages().indexOf(code)
                                                             : languages().size());
    }
    std::vector<int> languageRankOrder(std::size_t(languageCodes.size())); // language -> place in that order
    {
        std::vector<int> byOrder(languageRankOrder.size());
        for (std::size_t i = 0; i < byOrder.size(); ++i)
            byOrder[i] = int(i);
        std::sort(byOrder.begin(), byOrder.end(), [&](int a, int b) {
            return std::make_pair(languageOrder[std::size_t(a)], languageCodes[a]) <
                   std::make_pair(languageOrder[std::size_t(b)], languageCodes[b]);
        });
        for (std::size_t r = 0; r < byOrder.size(); ++r)
            languageRankOrder[std::size_t(byOrder[r])] = int(r);
    }
    for (std::size_t ci = 0; ci + 1 < conceptEntries.size(); ++ci) {
        std::stable_sort(entries.begin() + conceptEntries[ci], entries.begin() + conceptEntries[ci + 1],
                         [&](const Entry &a, const Entry &b) {
                             const bool aText = a.kind == EntryKind::Text;
                             const bool bText = b.kind == EntryKind::Text;
                             return std::make_pair(aText, languageRankOrder[a.language]) <
                                    std::make_pair(bText, languageRankOrder[b.language]);
                         });
    }

    const std::vector<std::uint32_t> termIds = termWordsBuilder.finish(&termVocabulary);
    const std::vector<std::uint32_t> keyIds = termKeysBuilder.finish(&termKeyVocabulary);
    termKeyOnePerChar.assign(keyIds.size(), 0);
    for (std::size_t i = 0; i < keyIds.size(); ++i)
        termKeyOnePerChar[keyIds[i]] = onePerChar[i];
    for (TermWord &w : termWords) {
        w.vocab = termIds[w.vocab];
        if (w.key != kNoKey)
            w.key = keyIds[w.key];
    }
    const std::vector<std::uint32_t> textIds = textWordsBuilder.finish(&textVocabulary);
    for (std::uint32_t &w : textWords)
        w = textIds[w];

    std::vector<std::uint32_t> byRank(std::size_t(concepts.size()));
    for (std::uint32_t i = 0; i < byRank.size(); ++i)
        byRank[i] = i;
    std::sort(byRank.begin(), byRank.end(), [this](std::uint32_t a, std::uint32_t b) {
        if (conceptSortKeys[a] != conceptSortKeys[b])
            return conceptSortKeys[a] < conceptSortKeys[b];
        return concepts[a].id < concepts[b].id;
    });
    conceptRanks.resize(byRank.size());
    for (std::uint32_t r = 0; r < byRank.size(); ++r)
        conceptRanks[byRank[r]] = r;

    entryBase.resize(entries.size());
    for (std::uint32_t ei = 0; ei < entries.size(); ++ei) {
        const Entry &e = entries[ei];
        entryBase[ei] =
            pack(RankKey{0, languageRank(e), 0, 0, e.textLength}, conceptRanks[std::size_t(e.conceptIndex)]);
        if (e.kind == EntryKind::Text) {
            if (!e.indexed)
                unindexedTexts.push_back(ei);
        } else if (e.indexed) {
            termsByKey.push_back(TermSlot{entryBase[ei], ei, e.keyBegin, e.keyEnd - e.keyBegin,
                                          e.wordsBegin < e.wordsEnd ? termWords[e.wordsBegin].lead : 0,
                                          e.kind == EntryKind::PreferredTerm});
        } else {
            unindexedTerms.push_back(ei);
        }
    }
    std::sort(termsByKey.begin(), termsByKey.end(), [this](const TermSlot &a, const TermSlot &b) {
        const std::string_view ka = termKey(a);
        const std::string_view kb = termKey(b);
        return ka != kb ? ka < kb : a.entry < b.entry;
    });

    // Rows of entries in entryBase order, so that a row is also in lower-bound order (Query streams).
    auto byBase = [this](Csr &csr) {
        for (std::size_t r = 0; r + 1 < csr.offsets.size(); ++r) {
            std::sort(csr.items.begin() + csr.offsets[r], csr.items.begin() + csr.offsets[r + 1],
                      [this](std::uint32_t a, std::uint32_t b) {
                          return std::make_pair(entryBase[a], a) < std::make_pair(entryBase[b], b);
                      });
        }
    };
    // Each row lists an entry once: `last` remembers the entry a row was last given.
    auto termIndex = [this](std::size_t rows, bool keys) {
        return buildCsr(rows, [this, rows, keys](auto &&out) {
            std::vector<std::uint32_t> last(rows, kNoKey);
            for (std::uint32_t ei = 0; ei < entries.size(); ++ei) {
                const Entry &e = entries[ei];
                if (e.kind == EntryKind::Text || (keys && !e.indexed))
                    continue;
                for (std::uint32_t i = e.wordsBegin; i < e.wordsEnd; ++i) {
                    const std::uint32_t w = keys ? termWords[i].key : termWords[i].vocab;
                    if (last[w] != ei) {
                        last[w] = ei;
                        out(w, ei);
                    }
                }
            }
        });
    };
    wordTerms = termIndex(termVocabulary.words.size(), false);
    byBase(wordTerms);
    keyWordTerms = termIndex(termKeyVocabulary.words.size(), true);
    byBase(keyWordTerms);
    keyWordTrigrams = buildCsr(kTrigrams, [this](auto &&out) {
        std::vector<std::uint32_t> last(kTrigrams, kNoKey);
        for (std::uint32_t id = 0; id < termKeyVocabulary.words.size(); ++id) {
            const std::string &word = termKeyVocabulary.words[id];
            for (std::size_t i = 0; i + 3 <= word.size(); ++i) {
                const auto t = std::size_t(trigramId(word.data() + i));
                if (last[t] != id) {
                    last[t] = id;
                    out(t, id);
                }
            }
        }
    });
    // Trigrams that start one or two bytes before a word boundary of a term's key.
    crossTrigramTerms = buildCsr(kTrigrams, [this](auto &&out) {
        std::vector<std::uint32_t> last(kTrigrams, kNoKey);
        for (const TermSlot &slot : termsByKey) {
            const Entry &e = entries[slot.entry];
            const std::string_view key = termKey(slot);
            std::size_t boundary = 0;
            for (std::uint32_t i = e.wordsBegin; i + 1 < e.wordsEnd; ++i) {
                boundary += termKeyVocabulary.words[termWords[i].key].size();
                for (std::size_t at = boundary >= 2 ? boundary - 2 : 0; at < boundary && at + 3 <= key.size(); ++at) {
                    const auto t = std::size_t(trigramId(key.data() + at));
                    if (last[t] != slot.entry) {
                        last[t] = slot.entry;
                        out(t, slot.entry);
                    }
                }
            }
        }
    });
    crossBigramTerms = buildCsr(kBigrams, [this](auto &&out) {
        std::vector<std::uint32_t> last(kBigrams, kNoKey);
        for (const TermSlot &slot : termsByKey) {
            const Entry &e = entries[slot.entry];
            const std::string_view key = termKey(slot);
            std::size_t boundary = 0;
            for (std::uint32_t i = e.wordsBegin; i + 1 < e.wordsEnd; ++i) {
                boundary += termKeyVocabulary.words[termWords[i].key].size();
                if (boundary < 1 || boundary + 1 > key.size())
                    continue;
                const auto b = std::size_t(bigramId(key.data() + boundary - 1));
                if (last[b] != slot.entry) {
                    last[b] = slot.entry;
                    out(b, slot.entry);
                }
            }
        }
    });
    wordTexts = buildCsr(textVocabulary.words.size(), [this](auto &&out) {
        std::vector<std::uint32_t> last(textVocabulary.words.size(), kNoKey);
        for (std::uint32_t ei = 0; ei < entries.size(); ++ei) {
            const Entry &e = entries[ei];
            if (e.kind != EntryKind::Text || !e.indexed)
                continue;
            for (std::uint32_t i = e.wordsBegin; i < e.wordsEnd; ++i) {
                if (last[textWords[i]] != ei) {
                    last[textWords[i]] = ei;
                    out(textWords[i], ei);
                }
            }
        }
    });

    constexpr std::size_t kLongestBucket = 64; // words this long or longer share the last bucket
    termVocabularyByLength.assign(kLongestBucket + 1, {});
    termVocabularyMasks.resize(termVocabulary.words.size());
    for (std::uint32_t id = 0; id < termVocabulary.words.size(); ++id) {
        const std::string &w = termVocabulary.words[id];
        termVocabularyMasks[id] = letterMask(w);
        termVocabularyByLength[std::min(w.size(), kLongestBucket)].push_back(id);
    }
}

QString SearchIndex::uiLanguage() const
{
    return d->uiLanguage;
}

/// One search: candidates from the indexes (or every entry), visited best-first by a lower bound of
/// their rank, each verified exactly as the linear scan did; stops once `limit` concepts are known to
/// rank above every candidate left. Bounds and ranks are packed (pack()) with the concept's final rank, so
/// equal keys do not force a look at every tied concept.
struct SearchIndex::Private::Query {
    /// What a candidate needs when it comes first: a look at its collation units (indexed terms, a tighter
    /// bound), verify() (the linear scan's check), or fuzzyMatch().
    enum class Check : std::uint8_t { Units, Verify, Fuzzy };
    struct Pending {
        std::uint64_t bound = 0;
        std::uint32_t entry = 0;
        Check check = Check::Verify;
    };
    struct Best {
        Candidate candidate;
        std::uint64_t packed = 0;
    };

    const Private &d;
    const QString text; // the NFC query
    const int limit;
    std::vector<SearchPtr> searches;                    // one per match collator
    std::vector<std::string> words;                     // loose keys of the query words
    std::vector<std::string> variants;                  // index keys a match can have: spellings of the query's units
    std::vector<std::vector<std::uint16_t>> queryUnits; // per collator
    bool indexed = false;                               // candidates may come from the indexes
    std::unordered_map<std::int32_t, Best> best;        // concept -> best candidate
    std::multiset<std::uint64_t> ranked;                // packed keys of `best`
    std::optional<std::uint64_t> kth;                   // ranked's limit-th key, when known
    Bitmap verified;
    Bitmap fuzzyChecked;
    // Candidates: `reserve` unordered, every bound >= reserveFloor; the smallest move in batches to `heap`.
    // A stream walks a row of entries in lower-bound order (entryBase order plus a fixed part) and yields
    // them one at a time, so a common word's thousands of terms are not all looked at.
    struct Stream {
        const std::uint32_t *next = nullptr;
        const std::uint32_t *end = nullptr;
        std::uint64_t fixed = 0; // tier, method and position bits of the bound
        std::uint64_t head = 0;  // bound of *next
        enum class Kind : std::uint8_t { Loose, Fuzzy, Substring } kind = Kind::Loose;
        std::string_view variant; // Kind::Substring
    };
    std::vector<Pending> heap;
    std::vector<Pending> reserve;
    std::vector<Stream> streams; // min-heap on head
    std::uint64_t reserveFloor = 0;
    std::size_t batch = 0;
    bool stopped = false;

    Query(const Private &index, const QString &nfcQuery, int maxHits, bool exhaustive)
        : d(index)
        , text(nfcQuery)
        , limit(maxHits)
        , verified(index.entries.size())
        , fuzzyChecked(index.entries.size())
        , batch(std::size_t(std::max(64, 4 * maxHits)))
    {
        // One UStringSearch per collator, reused for every text with usearch_setText (usearch_open rejects
        // an empty text, so it is opened on the pattern itself).
        for (const CollatorPtr &collator : d.matchCollators) {
            UErrorCode status = U_ZERO_ERROR;
            SearchPtr s(usearch_openFromCollator(uchars(text), ulength(text), uchars(text), ulength(text),
                                                 collator.get(), nullptr, &status));
            if (U_FAILURE(status))
                s.reset();
            searches.push_back(std::move(s));
        }
        std::vector<Token> tokens;
        d.tokenize(text, &tokens, nullptr);
        for (const Token &t : tokens)
            words.push_back(t.loose);
        indexed = !exhaustive && computeVariants();
    }

    /// Per collator, the query's primary units, each replaced by one of its spellings (CharInfo (3)): a
    /// match in an indexed text under that collator has one of these as index key. False when there are
    /// too many, or one is empty (a query of symbols): then every entry is checked.
    bool computeVariants()
    {
        queryUnits.assign(d.matchCollators.size(), {});
        std::set<std::string> all;
        std::vector<std::uint16_t> units;
        for (std::size_t ci = 0; ci < d.matchCollators.size(); ++ci) {
            UErrorCode status = U_ZERO_ERROR;
            ElementsPtr elements(ucol_openElements(d.matchCollators[ci].get(), uchars(text), ulength(text), &status));
            if (U_FAILURE(status) ||
                !collationUnits(elements.get(), d.unitMaps[ci].variableTop, uchars(text), ulength(text), &units))
                return false;
            queryUnits[ci] = units;
            std::vector<std::string> spelled{std::string()};
            for (const std::uint16_t unit : units) {
                const auto it = d.unitMaps[ci].spellings.find(unit);
                if (it == d.unitMaps[ci].spellings.end()) { // no indexed text has this unit: none matches
                    spelled.clear();
                    break;
                }
                std::vector<std::string> next;
                for (const std::string &s : spelled) {
                    for (const std::string &spelling : it->second)
                        next.push_back(s + spelling);
                }
                if (next.size() > kMaxVariants)
                    return false;
                spelled = std::move(next);
            }
            for (const std::string &s : spelled) {
                if (s.empty())
                    return false;
                all.insert(s);
            }
            if (all.size() > kMaxVariants)
                return false;
        }
        variants.assign(all.begin(), all.end());
        return true;
    }

    static bool later(const Pending &a, const Pending &b)
    {
        return std::tie(a.bound, a.entry, a.check) > std::tie(b.bound, b.entry, b.check);
    }
    /// A lower bound for entry `ei`: its language, length and concept rank with these fields.
    std::uint64_t bound(std::uint32_t ei, Tier tier, int methodRank, int position) const
    {
        return d.entryBase[ei] | pack(RankKey{int(tier), 0, methodRank, position, 0}, 0);
    }
    void push(std::uint32_t entry, std::uint64_t lowerBound, Check check = Check::Verify)
    {
        reserve.push_back(Pending{lowerBound, entry, check});
    }
    /// Indexed terms found by their keys get a tighter bound from their units first.
    Check termCheck(std::uint32_t ei) const { return d.entries[ei].indexed ? Check::Units : Check::Verify; }
    /// Lower bound for a term that is checked whatever its key: any term tier is possible.
    std::uint64_t anyTermBound(std::uint32_t ei) const
    {
        return bound(ei, d.entries[ei].kind == EntryKind::PreferredTerm ? Tier::Exact : Tier::Synonym, 0, 0);
    }

    static bool laterStream(const Stream &a, const Stream &b) { return a.head > b.head; }
    void addStream(const Csr &rows, std::size_t row, std::uint64_t fixed, Stream::Kind kind,
                   std::string_view variant = {})
    {
        if (rows.rowSize(row) == 0)
            return;
        Stream st{rows.rowBegin(row), rows.rowEnd(row), fixed, d.entryBase[*rows.rowBegin(row)] | fixed, kind, variant};
        streams.push_back(st);
        std::push_heap(streams.begin(), streams.end(), laterStream);
    }
    /// Takes the head of the first stream: a candidate with its own bound (>= the stream's, or smaller when
    /// the entry is found in a word other than the one of this stream: never too late).
    void advanceStream()
    {
        std::pop_heap(streams.begin(), streams.end(), laterStream);
        Stream &st = streams.back();
        const std::uint32_t ei = *st.next++;
        const Stream::Kind kind = st.kind;
        const std::uint64_t head = st.head;
        const std::string_view variant = st.variant;
        if (st.next == st.end) {
            streams.pop_back();
        } else {
            st.head = d.entryBase[*st.next] | st.fixed;
            std::push_heap(streams.begin(), streams.end(), laterStream);
        }
        switch (kind) {
        case Stream::Kind::Loose: {
            std::optional<Candidate> c = looseMatch(d.entries[ei]);
            if (!c)
                return;
            c->key.languageRank = d.languageRank(d.entries[ei]);
            c->key.textLength = d.entries[ei].textLength;
            heap.push_back(
                Pending{pack(c->key, d.conceptRanks[std::size_t(d.entries[ei].conceptIndex)]), ei, Check::Verify});
            break;
        }
        case Stream::Kind::Fuzzy:
            heap.push_back(Pending{head, ei, Check::Fuzzy});
            break;
        case Stream::Kind::Substring: {
            const Entry &e = d.entries[ei];
            const std::size_t j = d.termKey(e).find(variant);
            if (j == std::string_view::npos || j == 0) // at the start: a prefix candidate already
                return;
            heap.push_back(Pending{bound(ei, Tier::Substring, 0, substringBound(e, j)), ei, Check::Units});
            break;
        }
        }
        std::push_heap(heap.begin(), heap.end(), later);
    }

    /// Moves the smallest candidates of the reserve to the heap (a growing batch: nth_element is linear).
    void refill()
    {
        const std::size_t n = limit > 0 ? std::min(batch, reserve.size()) : reserve.size();
        if (n < reserve.size()) {
            // The last n become the smallest; everything before is >= the first of them.
            const auto split = reserve.end() - std::ptrdiff_t(n);
            std::nth_element(reserve.begin(), split, reserve.end(), later);
            reserveFloor = split->bound;
        }
        for (auto it = reserve.end() - std::ptrdiff_t(n); it != reserve.end(); ++it) {
            heap.push_back(*it);
            std::push_heap(heap.begin(), heap.end(), later);
        }
        reserve.resize(reserve.size() - n);
        batch *= 2;
    }

    bool canStop(std::uint64_t next)
    {
        if (limit <= 0 || ranked.size() < std::size_t(limit))
            return false;
        if (!kth)
            kth = *std::next(ranked.begin(), limit - 1);
        return *kth < next;
    }

    void consider(const Candidate &c)
    {
        const std::int32_t conceptIndex = d.entries[c.entry].conceptIndex;
        const std::uint64_t packed = pack(c.key, d.conceptRanks[std::size_t(conceptIndex)]);
        const auto [it, inserted] = best.try_emplace(conceptIndex, Best{c, packed});
        if (!inserted) {
            if (!c.betterThan(it->second.candidate))
                return;
            ranked.erase(ranked.find(it->second.packed));
            it->second = Best{c, packed};
        }
        ranked.insert(packed);
        kth.reset();
    }

    std::optional<Candidate> looseMatch(const Entry &e) const
    {
        const std::size_t n = words.size();
        const std::size_t count = e.wordsEnd - e.wordsBegin;
        if (n == 0 || count < n)
            return std::nullopt;
        const TermWord *w = d.termWords.data() + e.wordsBegin;
        for (std::size_t i = 0; i + n <= count; ++i) {
            bool equal = true;
            for (std::size_t k = 0; k < n && equal; ++k)
                equal = d.termVocabulary.words[w[i + k].vocab] == words[k];
            if (!equal)
                continue;
            const bool whole = i == 0 && n == count;
            const bool preferred = e.kind == EntryKind::PreferredTerm;
            Candidate c;
            Tier tier = Tier::Substring;
            if (whole || i == 0)
                tier = preferred ? (whole ? Tier::Exact : Tier::Prefix) : Tier::Synonym;
            c.key.tier = int(tier);
            c.key.methodRank = kLooseMethodRank;
            c.start = w[i].start;
            c.length = w[i + n - 1].end - c.start;
            c.key.position = c.start;
            return c;
        }
        return std::nullopt;
    }

    /// The linear scan's check of one entry: usearch under each of its collators, then the loose key.
    std::optional<Candidate> verify(std::uint32_t ei)
    {
        const Entry &e = d.entries[ei];
        const int languageRank = d.languageRank(e);
        std::optional<Candidate> result;
        auto keep = [&result](const Candidate &c) {
            if (!result || c.betterThan(*result))
                result = c;
        };
        for (int rank = 0; rank < int(e.collators.size()); ++rank) {
            const int ci = e.collators[std::size_t(rank)];
            if (ci < 0 || !searches[std::size_t(ci)])
                continue;
            UStringSearch *s = searches[std::size_t(ci)].get();
            UErrorCode status = U_ZERO_ERROR;
            usearch_setText(s, uchars(e.text), e.textLength, &status);
            if (U_FAILURE(status))
                continue;
            int32_t pos = usearch_first(s, &status);
            if (e.kind == EntryKind::Text) {
                // Definitions and notes are searched by meaning: a hit must start a word, so that
                // ignorable spaces do not glue word ends to word starts ("İstek" must not match
                // "juiste keuze"). Bounded by the text length as an iteration guard.
                for (int32_t round = 0; U_SUCCESS(status) && pos != USEARCH_DONE && pos > 0 &&
                                        e.text.at(pos - 1).isLetterOrNumber() && round <= e.textLength;
                     ++round)
                    pos = usearch_next(s, &status);
            }
            if (U_FAILURE(status) || pos == USEARCH_DONE)
                continue;
            const UCollator *collator = d.matchCollators[std::size_t(ci)].get();
            Candidate c;
            c.key.languageRank = languageRank;
            c.key.methodRank = rank;
            c.key.position = pos;
            c.key.textLength = e.textLength;
            c.start = pos;
            c.length = usearch_getMatchedLength(s);
            c.entry = ei;
            Tier tier = Tier::Definition;
            if (e.kind != EntryKind::Text) {
                const bool whole =
                    ucol_strcoll(collator, uchars(text), ulength(text), uchars(e.text), e.textLength) == UCOL_EQUAL;
                // A prefix match may follow ignorable characters only ("(KV) cache").
                const bool atStart = pos == 0 || ucol_strcoll(collator, uchars(e.text), pos, nullptr, 0) == UCOL_EQUAL;
                if (e.kind == EntryKind::PreferredTerm)
                    tier = whole ? Tier::Exact : atStart ? Tier::Prefix : Tier::Substring;
                else
                    tier = (whole || atStart) ? Tier::Synonym : Tier::Substring;
            }
            c.key.tier = int(tier);
            keep(c);
        }
        if (e.kind != EntryKind::Text) {
            if (std::optional<Candidate> c = looseMatch(e)) {
                c->key.languageRank = languageRank;
                c->key.textLength = e.textLength;
                c->entry = ei;
                keep(*c);
            }
        }
        return result;
    }

    /// Where the query's units first occur in an indexed term under the collator of rank `rank`, starting
    /// and ending on character boundaries (usearch never splits a character), as a key lower bound.
    std::optional<RankKey> unitOccurrence(const Entry &e, int rank) const
    {
        const std::size_t ci = std::size_t(e.collators[std::size_t(rank)]);
        const std::vector<std::uint16_t> &query = queryUnits[ci];
        const std::uint32_t *offsets = d.charUnitOffsets[ci].data();
        const std::uint16_t *pool = d.charUnits[ci].data();
        const char16_t *text = reinterpret_cast<const char16_t *>(e.text.utf16());
        const int length = e.textLength;
        const std::size_t n = query.size();
        bool unitsBefore = false;
        for (int p = 0; p < length && n > 0; ++p) {
            if (offsets[text[p]] == offsets[text[p] + 1])
                continue; // no units: cannot start a match
            std::size_t matched = 0;
            int c = p;
            bool ok = true;
            for (; c < length && matched < n && ok; ++c) {
                for (std::uint32_t k = offsets[text[c]]; k < offsets[text[c] + 1]; ++k) {
                    if (matched == n || pool[k] != query[matched]) { // ends inside a character, or differs
                        ok = false;
                        break;
                    }
                    ++matched;
                }
            }
            if (ok && matched == n) {
                bool unitsAfter = false;
                for (; c < length && !unitsAfter; ++c)
                    unitsAfter = offsets[text[c]] != offsets[text[c] + 1];
                const bool atStart = !unitsBefore;
                const bool whole = atStart && !unitsAfter;
                Tier tier = Tier::Substring;
                if (e.kind == EntryKind::PreferredTerm)
                    tier = whole ? Tier::Exact : atStart ? Tier::Prefix : Tier::Substring;
                else if (whole || atStart)
                    tier = Tier::Synonym;
                return RankKey{int(tier), d.languageRank(e), rank, p, e.textLength};
            }
            unitsBefore = true;
        }
        return std::nullopt;
    }

    /// A bound for an indexed term from its collation units and loose words, at least as tight as the one
    /// its keys gave: the best of what each collator's first unit occurrence and the loose match could
    /// give. None: the term cannot match.
    std::optional<std::uint64_t> unitBound(std::uint32_t ei)
    {
        const Entry &e = d.entries[ei];
        std::optional<RankKey> result;
        for (int rank = 0; rank < int(e.collators.size()); ++rank) {
            if (e.collators[std::size_t(rank)] < 0)
                continue;
            if (queryUnits[std::size_t(e.collators[std::size_t(rank)])].empty())
                return bound(ei, Tier::Exact, 0, 0); // cannot tell
            const std::optional<RankKey> k = unitOccurrence(e, rank);
            if (k && (!result || *k < *result))
                result = k;
        }
        if (std::optional<Candidate> c = looseMatch(e)) {
            c->key.languageRank = d.languageRank(e);
            c->key.textLength = e.textLength;
            if (!result || c->key < *result)
                result = c->key;
        }
        if (!result)
            return std::nullopt;
        return pack(*result, d.conceptRanks[std::size_t(e.conceptIndex)]);
    }

    /// Visits candidates best-first while their bound is below `ceiling` (all when null).
    void drain(const std::uint64_t *ceiling)
    {
        constexpr std::uint64_t kNone = std::numeric_limits<std::uint64_t>::max(); // above every packed key
        while (!stopped) {
            const std::uint64_t heapTop = heap.empty() ? kNone : heap.front().bound;
            const std::uint64_t streamTop = streams.empty() ? kNone : streams.front().head;
            if (!reserve.empty() && reserveFloor <= std::min(heapTop, streamTop)) {
                refill();
                continue;
            }
            const std::uint64_t next = std::min(heapTop, streamTop);
            if (next == kNone || (ceiling && next >= *ceiling))
                return;
            if (canStop(next)) {
                stopped = true;
                return;
            }
            if (streamTop < heapTop) {
                advanceStream();
                continue;
            }
            const Pending top = heap.front();
            std::pop_heap(heap.begin(), heap.end(), later);
            heap.pop_back();
            if (top.check == Check::Fuzzy) {
                if (!fuzzyChecked.testAndSet(top.entry)) {
                    if (std::optional<Candidate> c = fuzzyMatch(top.entry))
                        consider(*c);
                }
                continue;
            }
            if (top.check == Check::Units) {
                if (verified.contains(top.entry))
                    continue;
                const std::optional<std::uint64_t> tighter = unitBound(top.entry);
                if (!tighter) { // no collator and no loose match
                    verified.testAndSet(top.entry);
                    continue;
                }
                if (*tighter > top.bound) {
                    heap.push_back(Pending{*tighter, top.entry, Check::Verify});
                    std::push_heap(heap.begin(), heap.end(), later);
                    continue;
                }
            }
            if (verified.testAndSet(top.entry))
                continue;
            // Every key of this entry is >= its bound: it cannot beat a better hit of its concept (so a
            // concept with a term hit never needs its definitions, which rank below every term tier).
            if (const auto it = best.find(d.entries[top.entry].conceptIndex);
                it != best.end() && it->second.packed < top.bound)
                continue;
            if (std::optional<Candidate> c = verify(top.entry))
                consider(*c);
        }
    }

    // Group 1: terms that may match at their start (exact, prefix, synonym), and unindexed terms.
    void termCandidates()
    {
        if (!indexed) {
            for (std::uint32_t ei = 0; ei < d.entries.size(); ++ei) {
                if (d.entries[ei].kind != EntryKind::Text)
                    push(ei, anyTermBound(ei));
            }
            return;
        }
        // A usearch match at the start of an indexed term means that a variant is a prefix of its index key;
        // Tier::Exact needs equal keys. The match begins at or after the first character with units.
        for (const std::string &variant : variants) {
            const std::string_view v = variant;
            const auto first = std::lower_bound(
                d.termsByKey.begin(), d.termsByKey.end(), v,
                [this](const TermSlot &t, std::string_view p) { return d.termKey(d.entries[t.entry]) < p; });
            const auto last =
                std::upper_bound(first, d.termsByKey.end(), v, [this](std::string_view p, const TermSlot &t) {
                    return p < d.termKey(d.entries[t.entry]).substr(0, p.size());
                });
            for (auto it = first; it != last; ++it) {
                Tier tier = Tier::Synonym;
                if (it->preferred)
                    tier = it->keyLength == v.size() ? Tier::Exact : Tier::Prefix;
                push(it->entry, it->base | pack(RankKey{int(tier), 0, 0, it->lead, 0}, 0), Check::Units);
            }
        }
        // Loose matches ("isik" finds "ışık"): the terms with the query's first word. Their loose candidate
        // ranks after the collators' (method rank 3); a collator match comes through the variants.
        if (!words.empty()) {
            if (const std::optional<std::uint32_t> id = d.termVocabulary.id(words.front()))
                addStream(d.wordTerms, *id, pack(RankKey{int(Tier::Exact), 0, kLooseMethodRank, 0, 0}, 0),
                          Stream::Kind::Loose);
        }
        for (const std::uint32_t ei : d.unindexedTerms)
            push(ei, anyTermBound(ei));
    }

    /// Lower bound of the position of a match whose index key starts at byte `j` of an indexed term's key.
    /// At a word start the match may begin at a symbol before the word (its lead); inside a word it begins
    /// at the character that spells byte j (or, for an expansion like ß = "ss", the one it is part of).
    int substringBound(const Entry &e, std::size_t j) const
    {
        std::size_t at = 0;
        for (std::uint32_t i = e.wordsBegin; i < e.wordsEnd; ++i) {
            const TermWord &w = d.termWords[i];
            const std::size_t length = d.termVocabulary.words[w.vocab].size();
            if (j == at)
                return w.lead;
            if (j < at + length) {
                for (int c = w.start; c < w.end; ++c) {
                    at += d.chars[e.text.at(c).unicode()].keyLength;
                    if (j < at)
                        return c;
                }
                return w.start;
            }
            at += length;
        }
        return 0;
    }

    // Group 2: indexed terms whose index key contains a variant, not at the start. Inside one word: the term
    // words whose key contains it, each a stream of its terms (the match is at least as far in as in the
    // word); across words: the terms in whose key one of its trigrams spans a word boundary.
    void substringCandidates()
    {
        if (!indexed)
            return;
        for (const std::string &variant : variants) {
            const std::string_view v = variant;
            auto check = [this, v](std::uint32_t ei) {
                const Entry &e = d.entries[ei];
                const std::size_t j = d.termKey(e).find(v);
                if (j != std::string_view::npos && j > 0)
                    push(ei, bound(ei, Tier::Substring, 0, substringBound(e, j)), Check::Units);
            };
            auto within = [this, v](std::uint32_t id) {
                const std::size_t o = d.termKeyVocabulary.words[id].find(v);
                if (o == std::string::npos)
                    return;
                // A word's characters spell 1 to 4 key bytes each.
                const int position = d.termKeyOnePerChar[id] ? int(o) : int((o + 3) / 4);
                addStream(d.keyWordTerms, id, pack(RankKey{int(Tier::Substring), 0, 0, position, 0}, 0),
                          Stream::Kind::Substring, v);
            };
            if (v.size() < 3) { // one or two bytes: every word, and the two bytes around each word boundary
                for (std::uint32_t id = 0; id < d.termKeyVocabulary.words.size(); ++id)
                    within(id);
                if (v.size() == 2) {
                    const std::size_t b = std::size_t(bigramId(v.data()));
                    for (const std::uint32_t *it = d.crossBigramTerms.rowBegin(b); it != d.crossBigramTerms.rowEnd(b);
                         ++it)
                        check(*it);
                }
                continue;
            }
            std::size_t rarest = 0;
            for (std::size_t i = 1; i + 3 <= v.size(); ++i) {
                if (d.keyWordTrigrams.rowSize(std::size_t(trigramId(v.data() + i))) <
                    d.keyWordTrigrams.rowSize(std::size_t(trigramId(v.data() + rarest))))
                    rarest = i;
            }
            const std::size_t row = std::size_t(trigramId(v.data() + rarest));
            for (const std::uint32_t *it = d.keyWordTrigrams.rowBegin(row); it != d.keyWordTrigrams.rowEnd(row); ++it)
                within(*it);
            for (std::size_t i = 0; i + 3 <= v.size(); ++i) {
                const std::size_t t = std::size_t(trigramId(v.data() + i));
                for (const std::uint32_t *it = d.crossTrigramTerms.rowBegin(t); it != d.crossTrigramTerms.rowEnd(t);
                     ++it)
                    check(*it);
            }
        }
    }

    /// First word of an indexed text from which the words' index keys, concatenated, start with `v` (the
    /// last word may extend past it), or -1.
    int textMatch(const Entry &e, std::string_view v) const
    {
        for (std::uint32_t k = e.wordsBegin; k < e.wordsEnd; ++k) {
            std::size_t at = 0;
            for (std::uint32_t i = k; i < e.wordsEnd; ++i) {
                const std::string_view word = d.textVocabulary.words[d.textWords[i]];
                const std::string_view rest = v.substr(at);
                if (word.size() >= rest.size()) {
                    if (word.starts_with(rest))
                        return int(k);
                    break;
                }
                if (!rest.starts_with(word))
                    break;
                at += word.size();
            }
        }
        return -1;
    }

    // Group 3: definitions and notes. A usearch match at a word start of an indexed text means that a
    // variant is spelled by consecutive words from that word on: whole words, then a prefix of one more.
    // Each such chain of vocabulary words needs all of them in the text, so the rarest one gives the
    // texts to check.
    void textCandidates()
    {
        if (!indexed) {
            for (std::uint32_t ei = 0; ei < d.entries.size(); ++ei) {
                if (d.entries[ei].kind == EntryKind::Text)
                    push(ei, bound(ei, Tier::Definition, 0, 0));
            }
            return;
        }
        for (const std::uint32_t ei : d.unindexedTexts)
            push(ei, bound(ei, Tier::Definition, 0, 0));
        for (const std::string &variant : variants)
            textCandidates(variant);
    }

    void textCandidates(std::string_view v)
    {
        const Vocabulary &vocabulary = d.textVocabulary;
        const std::size_t n = v.size();
        // whole[s]: (end, id) of vocabulary words equal to v[s, end), end < n; tail[s]: ids of the words that
        // start with v[s, n).
        std::vector<std::vector<std::pair<std::size_t, std::uint32_t>>> whole(n);
        std::vector<std::pair<std::uint32_t, std::uint32_t>> tail(n);
        for (std::size_t s = 0; s < n; ++s) {
            tail[s] = vocabulary.prefixRange(v.substr(s));
            for (std::size_t end = s + 1; end < n; ++end) {
                const auto [first, last] = vocabulary.prefixRange(v.substr(s, end - s));
                if (first == last)
                    break;
                if (vocabulary.words[first] == v.substr(s, end - s))
                    whole[s].emplace_back(end, first);
            }
        }

        Bitmap checked(d.entries.size());
        auto checkText = [this, &checked, v](std::uint32_t ei) {
            if (checked.testAndSet(ei))
                return;
            const Entry &e = d.entries[ei];
            const int k = textMatch(e, v);
            if (k >= 0)
                push(ei, bound(ei, Tier::Definition, 0, d.textWordBounds[std::size_t(k)]));
        };

        // Depth-first over chains. A chain matters only through its position and its rarest word so far
        // (the words before it and their order do not change which texts it gives), so each state
        // (position, rarest word) is visited once: at most n * (words in whole[] + 1) states, however many
        // chains lead to them (a query like "2222...dddd" has exponentially many). Too many states or
        // chain ends (a vocabulary of one-letter words) -> check every indexed text; the texts pushed are
        // the same either way (checkText keeps exactly those that textMatch() accepts).
        const Csr &postings = d.wordTexts;
        auto rowSize = [&postings](std::uint32_t w) {
            return postings.rowSize(w);
        };
        std::size_t states = 0;
        int chains = 0;
        bool overflow = false;
        std::set<std::pair<std::size_t, std::uint32_t>> seen; // (position, rarest word or kNoKey)
        std::vector<std::pair<std::size_t, std::uint32_t>> stack{{0, kNoKey}};
        while (!stack.empty() && !overflow) {
            const auto [s, rarest] = stack.back();
            stack.pop_back();
            if (!seen.emplace(s, rarest).second)
                continue;
            if (++states > kMaxTextChainStates) {
                overflow = true;
                break;
            }
            if (tail[s].first != tail[s].second) {
                if (++chains > kMaxTextChains) {
                    overflow = true;
                    break;
                }
                // The rarest link: one vocabulary word of the chain, or the whole tail range (on a tie).
                const std::uint32_t *begin = postings.items.data() + postings.offsets[tail[s].first];
                const std::uint32_t *end = postings.items.data() + postings.offsets[tail[s].second];
                if (rarest != kNoKey && rowSize(rarest) < std::size_t(end - begin)) {
                    begin = postings.rowBegin(rarest);
                    end = postings.rowEnd(rarest);
                }
                for (const std::uint32_t *it = begin; it != end; ++it)
                    checkText(*it);
            }
            for (const auto &[next, id] : whole[s]) {
                // The first of the chain's smallest rows, as the chain-by-chain walk chose it.
                const bool rarer = rarest == kNoKey || rowSize(id) < rowSize(rarest);
                stack.emplace_back(next, rarer ? id : rarest);
            }
        }
        if (overflow) {
            for (std::uint32_t ei = 0; ei < d.entries.size(); ++ei) {
                if (d.entries[ei].kind == EntryKind::Text && d.entries[ei].indexed)
                    checkText(ei);
            }
        }
    }

    /// Tier::Fuzzy: the query's words against consecutive words of the term; the alignment with the fewest
    /// edits (then the earliest) wins; at least one edit, else it is not a typo match.
    std::optional<Candidate> fuzzyMatch(std::uint32_t ei) const
    {
        const Entry &e = d.entries[ei];
        const std::size_t n = words.size();
        const std::size_t count = e.wordsEnd - e.wordsBegin;
        if (n == 0 || count < n)
            return std::nullopt;
        const TermWord *w = d.termWords.data() + e.wordsBegin;
        std::optional<Candidate> result;
        for (std::size_t i = 0; i + n <= count; ++i) {
            int edits = 0;
            bool matches = true;
            for (std::size_t k = 0; k < n && matches; ++k) {
                const std::string_view word = d.termVocabulary.words[w[i + k].vocab];
                if (word.starts_with(words[k]))
                    continue;
                const int allowed = fuzzy::allowedEdits(int(std::min<std::size_t>(words[k].size(), 255)));
                const int distance = allowed > 0 ? fuzzy::boundedDistance(words[k], word, allowed) : 1;
                matches = distance <= allowed;
                edits += distance;
            }
            if (!matches || edits == 0 || (result && edits >= result->key.methodRank))
                continue;
            Candidate c;
            c.key = RankKey{int(Tier::Fuzzy), d.languageRank(e), edits, w[i].start, e.textLength};
            c.start = w[i].start;
            c.length = w[i + n - 1].end - c.start;
            c.entry = ei;
            result = c;
        }
        return result;
    }

    // Group 4: typos. Every fuzzy match pairs the query's longest word (>= 4 letters) with a term word that
    // it prefixes or is within its edits of, so those term words' entries are all there is to check; the
    // edits of that word bound the hit's edits from below.
    void fuzzyCandidates(bool exhaustive)
    {
        std::size_t driver = words.size();
        for (std::size_t k = 0; k < words.size(); ++k) {
            if (words[k].size() >= 4 && (driver == words.size() || words[k].size() > words[driver].size()))
                driver = k;
        }
        if (driver == words.size())
            return;
        if (exhaustive) {
            for (std::uint32_t ei = 0; ei < d.entries.size(); ++ei) {
                if (d.entries[ei].kind != EntryKind::Text)
                    push(ei, bound(ei, Tier::Fuzzy, 0, 0), Check::Fuzzy);
            }
            return;
        }
        const std::string_view q = words[driver];
        const int allowed = fuzzy::allowedEdits(int(std::min<std::size_t>(q.size(), 255)));
        auto add = [this](std::uint32_t id, int edits) {
            addStream(d.wordTerms, id, pack(RankKey{int(Tier::Fuzzy), 0, edits, 0, 0}, 0), Stream::Kind::Fuzzy);
        };
        const auto [first, last] = d.termVocabulary.prefixRange(q);
        for (std::uint32_t id = first; id < last; ++id)
            add(id, 0);
        const std::uint64_t mask = letterMask(q);
        const std::size_t longest = d.termVocabularyByLength.size() - 1;
        const std::size_t from = std::min(q.size() - std::size_t(allowed), longest);
        const std::size_t to = std::min(q.size() + std::size_t(allowed), longest);
        for (std::size_t length = from; length <= to; ++length) {
            for (const std::uint32_t id : d.termVocabularyByLength[length]) {
                // Each edit adds at most one letter that the other word lacks, and removes at most one.
                const std::uint64_t other = d.termVocabularyMasks[id];
                if (std::popcount(mask & ~other) > allowed || std::popcount(other & ~mask) > allowed)
                    continue;
                if (id >= first && id < last)
                    continue; // a prefix match already
                const int distance = fuzzy::boundedDistance(q, d.termVocabulary.words[id], allowed);
                if (distance <= allowed)
                    add(id, distance);
            }
        }
    }

    void run(bool exhaustive)
    {
        struct Group {
            Tier floor;
            void (Query::*generate)();
        };
        const std::array<Group, 3> groups{Group{Tier::Exact, &Query::termCandidates},
                                          Group{Tier::Substring, &Query::substringCandidates},
                                          Group{Tier::Definition, &Query::textCandidates}};
        for (const Group &g : groups) {
            const std::uint64_t floor = pack(tierFloor(g.floor), 0);
            drain(&floor);
            if (stopped || canStop(floor))
                return;
            (this->*g.generate)();
        }
        const std::uint64_t fuzzyFloor = pack(tierFloor(Tier::Fuzzy), 0);
        drain(&fuzzyFloor);
        if (stopped || canStop(fuzzyFloor))
            return;
        fuzzyCandidates(exhaustive);
        drain(nullptr);
    }
};

QList<Hit> SearchIndex::Private::run(const QString &query, int limit, bool exhaustive) const
{
    const QString q = searchableQuery(query);
    if (q.trimmed().isEmpty() || matchCollators.empty())
        return {};
    // A query of ignorable characters only ("-", "...") would match everywhere: treat it as empty.
    if (ucol_strcoll(matchCollators.front().get(), uchars(q), ulength(q), nullptr, 0) == UCOL_EQUAL)
        return {};

    Query search(*this, q, limit, exhaustive);
    search.run(exhaustive);

    std::vector<const Candidate *> order;
    order.reserve(search.best.size());
    for (const auto &[conceptIndex, b] : search.best)
        order.push_back(&b.candidate);
    // Key, then the concept's rank (UI-language term in collator order, then id).
    std::sort(order.begin(), order.end(), [this](const Candidate *a, const Candidate *b) {
        if (a->key != b->key)
            return a->key < b->key;
        return conceptRanks[std::size_t(entries[a->entry].conceptIndex)] <
               conceptRanks[std::size_t(entries[b->entry].conceptIndex)];
    });
    if (limit > 0 && order.size() > std::size_t(limit))
        order.resize(std::size_t(limit));

    QList<Hit> hits;
    hits.reserve(qsizetype(order.size()));
    for (const Candidate *c : order) {
        const Entry &e = entries[c->entry];
        Hit h;
        h.conceptId = concepts[e.conceptIndex].id;
        h.matchedText = e.text;
        h.matchedLanguage = languageCodes[e.language];
        h.tier = Tier(c->key.tier);
        h.highlightStart = c->start;
        h.highlightLength = c->length;
        hits.append(h);
    }
    return hits;
}

QList<Hit> SearchIndex::search(const QString &query, int limit) const
{
    return d->run(query, limit, false);
}

QList<Hit> SearchIndex::searchExhaustive(const QString &query, int limit) const
{
    return d->run(query, limit, true);
}

QList<TextMatch> SearchIndex::matchesIn(const QString &text, const QString &query, const QString &textLanguage) const
{
    const QString q = searchableQuery(query);
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
