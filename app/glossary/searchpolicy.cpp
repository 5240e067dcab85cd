// SPDX-License-Identifier: GPL-3.0-or-later
// The ranking policy of SearchIndex::search(): how the phrase tiers (searchindex.cpp) and the word tiers
// (wordindex.h) are merged into one list (the order is documented at Tier in searchindex.h).
#include <glossary/searchindex.h>
#include <glossary/wordindex.h>

#include <QSet>

#include <algorithm>
#include <limits>
#include <vector>

namespace headroom::glossary {

namespace {

/// True when `m` in `text` starts and ends at a word boundary (no letter or digit just outside it).
bool wholeWords(const QString &text, int start, int length)
{
    if (start > 0 && text.at(start - 1).isLetterOrNumber())
        return false;
    const int end = start + length;
    return end >= text.size() || !text.at(end).isLetterOrNumber();
}

bool isPhraseTop(Tier t)
{
    return t == Tier::Exact || t == Tier::Prefix || t == Tier::Synonym;
}

} // namespace

QList<Hit> SearchIndex::merged(const QString &query, int limit, bool exhaustive) const
{
    auto startsPart = [this](const Hit &h) {
        int wordStart = h.highlightStart;
        while (wordStart > 0 && h.matchedText.at(wordStart - 1).isLetterOrNumber())
            --wordStart;
        return wordStart == h.highlightStart ||
               words().isCompoundHead(h.matchedText.mid(wordStart, h.highlightStart - wordStart));
    };
    const WordIndex::Result wordHits = words().search(query, limit);
    // An abbreviation matches whole words and terms only: more phrase hits are asked for, because the
    // ones inside longer words ("oom" in "headroom") are dropped.
    QList<Hit> phrase = phraseSearch(query, wordHits.acronym && limit > 0 ? 4 * limit + 50 : limit, exhaustive);
    if (wordHits.acronym) {
        QList<Hit> kept;
        for (const Hit &h : std::as_const(phrase)) {
            if (h.tier == Tier::Fuzzy)
                continue;
            if (h.tier == Tier::Exact || wholeWords(h.matchedText, h.highlightStart, h.highlightLength))
                kept.append(h);
        }
        phrase = kept;
    }

    // A query of 5+ letters found inside a word of a term must start a compound's part there: "cache" in
    // "waardecache" is, "egress" in "autoregressive" is not.
    if (wordHits.contentWords >= 1) {
        QList<Hit> kept;
        for (const Hit &h : std::as_const(phrase)) {
            if (h.tier == Tier::Substring && h.highlightLength >= 5 && !startsPart(h))
                continue;
            kept.append(h);
        }
        phrase = kept;
    }

    QList<Hit> out;
    QSet<QString> seen;
    auto take = [&](const Hit &h) {
        if ((limit > 0 && out.size() >= limit) || seen.contains(h.conceptId))
            return;
        seen.insert(h.conceptId);
        out.append(h);
    };
    for (const Hit &h : std::as_const(phrase)) {
        if (isPhraseTop(h.tier))
            take(h);
    }
    if (wordHits.contentWords >= 2) {
        // Several words: the concepts holding all of them and the phrase hits inside terms and texts form
        // one group ranked by BM25F; a phrase hit counts 1.5 times (the words in order, side by side) and
        // is what the list shows for its concept; one the word tiers did not see (the phrase matched
        // across ignorable punctuation, "kvcache") ranks first, in phrase order.
        struct Ranked {
            double score;
            qsizetype order;
            const Hit *hit;
        };
        std::vector<Ranked> group;
        QSet<QString> phraseConcepts;
        for (const Hit &h : std::as_const(phrase)) {
            if ((h.tier == Tier::Substring || h.tier == Tier::Definition) && !phraseConcepts.contains(h.conceptId)) {
                phraseConcepts.insert(h.conceptId);
                const auto score = wordHits.scores.constFind(h.conceptId);
                group.push_back(
                    Ranked{score == wordHits.scores.constEnd() ? std::numeric_limits<double>::infinity() : 1.5 * *score,
                           qsizetype(group.size()), &h});
            }
        }
        for (const Hit &h : wordHits.all) {
            if (!phraseConcepts.contains(h.conceptId))
                group.push_back(Ranked{wordHits.scores.value(h.conceptId), qsizetype(group.size()), &h});
        }
        std::stable_sort(group.begin(), group.end(), [](const Ranked &a, const Ranked &b) {
            return a.score != b.score ? a.score > b.score : a.order < b.order;
        });
        for (const Ranked &r : group)
            take(*r.hit);
    } else {
        for (const Hit &h : std::as_const(phrase)) {
            if (h.tier == Tier::Substring || h.tier == Tier::Definition)
                take(h);
        }
        for (const Hit &h : wordHits.all)
            take(h);
    }
    for (const Hit &h : std::as_const(phrase)) {
        if (h.tier == Tier::Fuzzy)
            take(h);
    }
    for (const Hit &h : wordHits.some)
        take(h);
    // Nothing else: concepts holding one word of several ("modelgewichten laden" finds the weights).
    if (out.isEmpty()) {
        for (const Hit &h : wordHits.few)
            take(h);
    }
    return out;
}

QList<Hit> SearchIndex::lookup(const QString &query, int limit) const
{
    QList<Hit> hits = search(query, limit);
    if (hits.isEmpty())
        hits = words().suggestions(query, limit > 0 ? std::min(limit, 5) : 5);
    return hits;
}

QList<Hit> SearchIndex::search(const QString &query, int limit) const
{
    return merged(query, limit, false);
}

QList<Hit> SearchIndex::searchExhaustive(const QString &query, int limit) const
{
    return merged(query, limit, true);
}

QList<TextMatch> SearchIndex::highlightsIn(const QString &text, const QString &query, const QString &textLanguage) const
{
    QList<TextMatch> all = matchesIn(text, query, textLanguage);
    all.append(words().wordMatchesIn(text, query, textLanguage));
    std::sort(all.begin(), all.end(), [](const TextMatch &a, const TextMatch &b) {
        return a.start != b.start ? a.start < b.start : a.length > b.length;
    });
    QList<TextMatch> merged;
    for (const TextMatch &m : std::as_const(all)) {
        if (merged.isEmpty() || m.start >= merged.constLast().start + merged.constLast().length)
            merged.append(m);
    }
    return merged;
}

} // namespace headroom::glossary
