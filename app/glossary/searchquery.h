// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// One phrase search over SearchIndex::Private (searchindexprivate.h): SearchIndex::Private::Query, its
// limits and its scratch types. Internal to app/glossary; the definitions are in searchquery.cpp.
//
// How a query runs (run()): candidates come in four groups, each with a tier floor -- terms at their start
// (exact, prefix, synonym), substrings of terms, definitions and notes, typos. Before each group the
// candidates found so far whose lower bound is below the group's floor are visited (drain()), best first;
// a candidate is checked exactly as searchExhaustive() checks every entry (verify(), fuzzyMatch()), and
// the search stops once `limit` concepts are certain to rank above every candidate left (canStop()).

#include <glossary/searchindexprivate.h>

#include <cstdint>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <tuple>
#include <unordered_map>
#include <vector>

namespace headroom::glossary {

namespace detail {

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

/// Query variants (spellings of the query's collation units) beyond this: no index, check everything.
inline constexpr std::size_t kMaxVariants = 32;
/// Definition candidates (Query::textCandidates): states (query position, rarest word so far) visited at
/// most, and chain ends (states where a vocabulary word starts with the rest of the query, each a row of
/// texts to look at) at most; beyond either every indexed text is checked (linear in the termbase, same
/// hits). A state is visited once, so there are at most n * (vocabulary words spelled in the query + 1):
/// polynomial in the query length n <= kMaxQueryLength, and far below the cap for ordinary queries.
inline constexpr std::size_t kMaxTextChainStates = 4096;
inline constexpr int kMaxTextChains = 64;

} // namespace detail

/// One search: candidates from the indexes (or every entry), visited best-first by a lower bound of
/// their rank, each verified exactly as the linear scan did; stops once `limit` concepts are known to
/// rank above every candidate left. Bounds and ranks are packed (pack()) with the concept's final rank, so
/// equal keys do not force a look at every tied concept. Lives for one call of Private::run(); not shared
/// between threads.
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
        detail::Candidate candidate;
        std::uint64_t packed = 0;
    };

    const Private &d;
    const QString text; // the NFC query
    const int limit;
    std::vector<detail::SearchPtr> searches;            // one per match collator
    std::vector<std::string> words;                     // loose keys of the query words
    std::vector<std::string> variants;                  // index keys a match can have: spellings of the query's units
    std::vector<std::vector<std::uint16_t>> queryUnits; // per collator
    bool indexed = false;                               // candidates may come from the indexes
    std::unordered_map<std::int32_t, Best> best;        // concept -> best candidate
    std::multiset<std::uint64_t> ranked;                // packed keys of `best`
    std::optional<std::uint64_t> kth;                   // ranked's limit-th key, when known
    detail::Bitmap verified;
    detail::Bitmap fuzzyChecked;
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

    Query(const Private &index, const QString &nfcQuery, int maxHits, bool exhaustive);

    /// Per collator, the query's primary units, each replaced by one of its spellings (CharInfo (3)): a
    /// match in an indexed text under that collator has one of these as index key. False when there are
    /// too many, or one is empty (a query of symbols): then every entry is checked.
    bool computeVariants();

    static bool later(const Pending &a, const Pending &b)
    {
        return std::tie(a.bound, a.entry, a.check) > std::tie(b.bound, b.entry, b.check);
    }
    /// A lower bound for entry `ei`: its language, length and concept rank with these fields.
    std::uint64_t bound(std::uint32_t ei, Tier tier, int methodRank, int position) const
    {
        return d.entryBase[ei] | detail::pack(detail::RankKey{int(tier), 0, methodRank, position, 0}, 0);
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
        return bound(ei, d.entries[ei].kind == detail::EntryKind::PreferredTerm ? Tier::Exact : Tier::Synonym, 0, 0);
    }

    static bool laterStream(const Stream &a, const Stream &b) { return a.head > b.head; }
    void addStream(const detail::Csr &rows, std::size_t row, std::uint64_t fixed, Stream::Kind kind,
                   std::string_view variant = {});
    /// Takes the head of the first stream: a candidate with its own bound (>= the stream's, or smaller when
    /// the entry is found in a word other than the one of this stream: never too late).
    void advanceStream();

    /// Moves the smallest candidates of the reserve to the heap (a growing batch: nth_element is linear).
    void refill();

    bool canStop(std::uint64_t next)
    {
        if (limit <= 0 || ranked.size() < std::size_t(limit))
            return false;
        if (!kth)
            kth = *std::next(ranked.begin(), limit - 1);
        return *kth < next;
    }

    void consider(const detail::Candidate &c);

    std::optional<detail::Candidate> looseMatch(const detail::Entry &e) const;

    /// The linear scan's check of one entry: usearch under each of its collators, then the loose key.
    std::optional<detail::Candidate> verify(std::uint32_t ei);
    /// verify()'s usearch under the entry's collator of rank `rank` (0: best): the first match (in a
    /// definition or note, the first at a word start) with its tier, or none.
    std::optional<detail::Candidate> collatorMatch(std::uint32_t ei, int rank);

    /// Where the query's units first occur in an indexed term under the collator of rank `rank`, starting
    /// and ending on character boundaries (usearch never splits a character), as a key lower bound.
    std::optional<detail::RankKey> unitOccurrence(const detail::Entry &e, int rank) const;

    /// A bound for an indexed term from its collation units and loose words, at least as tight as the one
    /// its keys gave: the best of what each collator's first unit occurrence and the loose match could
    /// give. None: the term cannot match.
    std::optional<std::uint64_t> unitBound(std::uint32_t ei);

    /// Visits candidates best-first while their bound is below `ceiling` (all when null).
    void drain(const std::uint64_t *ceiling);
    /// drain()'s step for the candidate it took from the heap: the check it asks for, then consider().
    void visit(const Pending &top);

    /// Group 1: terms that may match at their start (exact, prefix, synonym), and unindexed terms.
    void termCandidates();

    /// Lower bound of the position of a match whose index key starts at byte `j` of an indexed term's key.
    /// At a word start the match may begin at a symbol before the word (its lead); inside a word it begins
    /// at the character that spells byte j (or, for an expansion like ß = "ss", the one it is part of).
    int substringBound(const detail::Entry &e, std::size_t j) const;

    /// Group 2: indexed terms whose index key contains a variant, not at the start. Inside one word: the term
    /// words whose key contains it, each a stream of its terms (the match is at least as far in as in the
    /// word); across words: the terms in whose key one of its trigrams spans a word boundary.
    void substringCandidates();

    /// First word of an indexed text from which the words' index keys, concatenated, start with `v` (the
    /// last word may extend past it), or -1.
    int textMatch(const detail::Entry &e, std::string_view v) const;

    /// Group 3: definitions and notes. A usearch match at a word start of an indexed text means that a
    /// variant is spelled by consecutive words from that word on: whole words, then a prefix of one more.
    /// Each such chain of vocabulary words needs all of them in the text, so the rarest one gives the
    /// texts to check.
    void textCandidates();

    /// textCandidates() for one variant `v`: walks the chains of textChainLinks(v), each state once.
    void textCandidates(std::string_view v);
    /// The links of the chains of vocabulary words that spell `v`: whole[s] lists (end, id) of the words
    /// equal to v[s, end), end < |v|; tail[s] is the id range of the words that start with v[s, |v|).
    struct TextChainLinks {
        std::vector<std::vector<std::pair<std::size_t, std::uint32_t>>> whole;
        std::vector<std::pair<std::uint32_t, std::uint32_t>> tail;
    };
    TextChainLinks textChainLinks(std::string_view v) const;

    /// Tier::Fuzzy: the query's words against consecutive words of the term; the alignment with the fewest
    /// edits (then the earliest) wins; at least one edit, else it is not a typo match.
    std::optional<detail::Candidate> fuzzyMatch(std::uint32_t ei) const;

    /// Group 4: typos. Every fuzzy match pairs the query's longest word (>= 4 letters) with a term word that
    /// it prefixes or is within its edits of, so those term words' entries are all there is to check; the
    /// edits of that word bound the hit's edits from below.
    void fuzzyCandidates(bool exhaustive);

    void run(bool exhaustive);
};

} // namespace headroom::glossary
