// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The word tiers of the glossary search (searchindex.h, Tier::Words / Partial / Suggestion): a query is
// matched word by word against every term, question, definition and note of a concept, in any order,
// and the concepts are ranked by a BM25F score (Robertson, Zaragoza & Taylor 2004, "Simple BM25
// extension to multiple weighted fields", CIKM; k1 = 1.2, per-field b), so that more matched words,
// rarer words and matches in terms rank higher.
//
// A query word matches a word of a text when (textanalysis.h):
//   - their loose keys are equal (1.0), or their stem keys in the text's language are equal (0.9), or
//   - the stems share all but the last letter of the shorter one, from 5 letters on (0.7: Turkish
//     consonant alternation önbellek / önbelleğe, kirala / kiralama), or
//   - one is a part of a Dutch compound split against the termbase's own vocabulary ("huurperiode" ->
//     huur + periode, "geheugengebruik" -> geheugen + gebruik; 0.7), or
//   - it is the query's last word, 3 or more letters, and a prefix of the text word (0.5: typing).
// A query word of at most 4 letters and digits that equals an abbreviation of the termbase (a term of at
// most 5 letters and digits written with two or more capitals, or with letters and digits: TP, OOM, FA2,
// p99) matches whole words only (no stem, no prefix, no compound): "OOM" never finds "headroom".
// Field weights: preferred term 8, other terms 6, question 5, definition 1.5, note 1.

#include <glossary/questions.h>
#include <glossary/searchindex.h>
#include <glossary/termbase.h>

#include <QHash>
#include <QList>
#include <QString>

#include <memory>

namespace headroom::glossary {

class WordIndex
{
public:
    /// Builds the index over `concepts` (and the questions whose first concept is among them).
    WordIndex(const QList<Concept> &concepts, const QList<Question> &questions, const QString &uiLanguage);
    ~WordIndex();
    WordIndex(const WordIndex &) = delete;
    WordIndex &operator=(const WordIndex &) = delete;

    struct Result {
        int contentWords = 0; ///< words of the query after stopwords
        bool acronym = false; ///< the whole query is one abbreviation of the termbase (whole words only)
        QList<Hit> all;       ///< Tier::Words: concepts matching every content word, best score first
        QList<Hit> some;      ///< Tier::Partial: at least two and at least half of them, best score first
        QList<Hit> few; ///< Tier::Partial: fewer than that (SearchIndex shows them only when nothing else matched)
        QHash<QString, double> scores; ///< BM25F score of every concept in `all` and `some`, by id
    };
    /// At most `limit` hits in each list (<= 0: all). Thread-safe.
    Result search(const QString &query, int limit) const;

    /// "Did you mean": concepts whose terms are nearest to the query's words (Tier::Suggestion), at most
    /// `limit`. Thread-safe.
    QList<Hit> suggestions(const QString &query, int limit) const;

    /// The words of `text` (in `language`) that match a content word of `query` (as search() matches).
    QList<TextMatch> wordMatchesIn(const QString &text, const QString &query, const QString &language) const;

    /// True when `head` (the letters of a word before a match inside it) is a word of the termbase of 3+
    /// letters, alone or with a linking s or e: the match then starts a compound's second part
    /// ("waarde" of "waardecache"), not the middle of a word ("autor" of "autoregressive").
    bool isCompoundHead(const QString &head) const;

    /// True when the query is one abbreviation of the termbase (see above).
    bool isAbbreviation(const QString &query) const;

private:
    struct Private;
    std::unique_ptr<Private> d;
};

} // namespace headroom::glossary
