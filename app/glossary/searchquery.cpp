// SPDX-License-Identifier: GPL-3.0-or-later
// One phrase search (searchquery.h): candidate generation, best-first visiting and the exact checks.
#include <glossary/searchquery.h>

#include <glossary/fuzzy.h>

#include <unicode/ucol.h>
#include <unicode/usearch.h>

#include <algorithm>
#include <array>
#include <bit>
#include <limits>

namespace headroom::glossary {

using namespace detail;

SearchIndex::Private::Query::Query(const Private &index, const QString &nfcQuery, int maxHits, bool exhaustive)
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
        SearchPtr s(usearch_openFromCollator(uchars(text), ulength(text), uchars(text), ulength(text), collator.get(),
                                             nullptr, &status));
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

bool SearchIndex::Private::Query::computeVariants()
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

void SearchIndex::Private::Query::addStream(const Csr &rows, std::size_t row, std::uint64_t fixed, Stream::Kind kind,
                                            std::string_view variant)
{
    if (rows.rowSize(row) == 0)
        return;
    Stream st{rows.rowBegin(row), rows.rowEnd(row), fixed, d.entryBase[*rows.rowBegin(row)] | fixed, kind, variant};
    streams.push_back(st);
    std::push_heap(streams.begin(), streams.end(), laterStream);
}

void SearchIndex::Private::Query::advanceStream()
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

void SearchIndex::Private::Query::refill()
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

void SearchIndex::Private::Query::consider(const Candidate &c)
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

std::optional<Candidate> SearchIndex::Private::Query::looseMatch(const Entry &e) const
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

std::optional<Candidate> SearchIndex::Private::Query::verify(std::uint32_t ei)
{
    const Entry &e = d.entries[ei];
    const int languageRank = d.languageRank(e);
    std::optional<Candidate> result;
    auto keep = [&result](const Candidate &c) {
        if (!result || c.betterThan(*result))
            result = c;
    };
    for (int rank = 0; rank < int(e.collators.size()); ++rank) {
        if (std::optional<Candidate> c = collatorMatch(ei, rank))
            keep(*c);
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

std::optional<Candidate> SearchIndex::Private::Query::collatorMatch(std::uint32_t ei, int rank)
{
    const Entry &e = d.entries[ei];
    const int ci = e.collators[std::size_t(rank)];
    if (ci < 0 || !searches[std::size_t(ci)])
        return std::nullopt;
    UStringSearch *s = searches[std::size_t(ci)].get();
    UErrorCode status = U_ZERO_ERROR;
    usearch_setText(s, uchars(e.text), e.textLength, &status);
    if (U_FAILURE(status))
        return std::nullopt;
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
        return std::nullopt;
    const UCollator *collator = d.matchCollators[std::size_t(ci)].get();
    Candidate c;
    c.key.languageRank = d.languageRank(e);
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
    return c;
}

std::optional<RankKey> SearchIndex::Private::Query::unitOccurrence(const Entry &e, int rank) const
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

std::optional<std::uint64_t> SearchIndex::Private::Query::unitBound(std::uint32_t ei)
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

void SearchIndex::Private::Query::drain(const std::uint64_t *ceiling)
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
        visit(top);
    }
}

void SearchIndex::Private::Query::visit(const Pending &top)
{
    if (top.check == Check::Fuzzy) {
        if (!fuzzyChecked.testAndSet(top.entry)) {
            if (std::optional<Candidate> c = fuzzyMatch(top.entry))
                consider(*c);
        }
        return;
    }
    if (top.check == Check::Units) {
        if (verified.contains(top.entry))
            return;
        const std::optional<std::uint64_t> tighter = unitBound(top.entry);
        if (!tighter) { // no collator and no loose match
            verified.testAndSet(top.entry);
            return;
        }
        if (*tighter > top.bound) {
            heap.push_back(Pending{*tighter, top.entry, Check::Verify});
            std::push_heap(heap.begin(), heap.end(), later);
            return;
        }
    }
    if (verified.testAndSet(top.entry))
        return;
    // Every key of this entry is >= its bound: it cannot beat a better hit of its concept (so a
    // concept with a term hit never needs its definitions, which rank below every term tier).
    if (const auto it = best.find(d.entries[top.entry].conceptIndex); it != best.end() && it->second.packed < top.bound)
        return;
    if (std::optional<Candidate> c = verify(top.entry))
        consider(*c);
}

void SearchIndex::Private::Query::termCandidates()
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
        const auto last = std::upper_bound(first, d.termsByKey.end(), v, [this](std::string_view p, const TermSlot &t) {
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

int SearchIndex::Private::Query::substringBound(const Entry &e, std::size_t j) const
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

void SearchIndex::Private::Query::substringCandidates()
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
                for (const std::uint32_t *it = d.crossBigramTerms.rowBegin(b); it != d.crossBigramTerms.rowEnd(b); ++it)
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
            for (const std::uint32_t *it = d.crossTrigramTerms.rowBegin(t); it != d.crossTrigramTerms.rowEnd(t); ++it)
                check(*it);
        }
    }
}

int SearchIndex::Private::Query::textMatch(const Entry &e, std::string_view v) const
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

void SearchIndex::Private::Query::textCandidates()
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

auto SearchIndex::Private::Query::textChainLinks(std::string_view v) const -> TextChainLinks
{
    const Vocabulary &vocabulary = d.textVocabulary;
    const std::size_t n = v.size();
    TextChainLinks links;
    links.whole.resize(n);
    links.tail.resize(n);
    for (std::size_t s = 0; s < n; ++s) {
        links.tail[s] = vocabulary.prefixRange(v.substr(s));
        for (std::size_t end = s + 1; end < n; ++end) {
            const auto [first, last] = vocabulary.prefixRange(v.substr(s, end - s));
            if (first == last)
                break;
            if (vocabulary.words[first] == v.substr(s, end - s))
                links.whole[s].emplace_back(end, first);
        }
    }
    return links;
}

void SearchIndex::Private::Query::textCandidates(std::string_view v)
{
    const auto [whole, tail] = textChainLinks(v);

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

std::optional<Candidate> SearchIndex::Private::Query::fuzzyMatch(std::uint32_t ei) const
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

void SearchIndex::Private::Query::fuzzyCandidates(bool exhaustive)
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

void SearchIndex::Private::Query::run(bool exhaustive)
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
        h.highlights.append(TextMatch{c->start, c->length});
        hits.append(h);
    }
    return hits;
}

} // namespace headroom::glossary
