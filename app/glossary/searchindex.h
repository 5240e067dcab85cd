// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Search over a Termbase with ICU: case-, accent- and punctuation-insensitive matching
// (collation strength primary, alternate = shifted), Turkish-aware (Turkish collator and root collator,
// Turkish hits ranked first in a Turkish UI), across all three languages, by term and by meaning
// (definition and note words rank below term matches), with typo tolerance ranked below everything else.
//
// Matching (see shared/research/glossary-anchors.md section 3.3):
// - Query and texts are compared with ICU StringSearch (usearch) at UCOL_PRIMARY with
//   UCOL_ALTERNATE_HANDLING = UCOL_SHIFTED, so case, accents and punctuation/spaces do not count:
//   "cafe" finds "Café", "kv cache" finds "KV-cache", an NFC query finds NFD text.
// - Every text is searched with the UI language's collator, the collator of the text's own language, and
//   the root collator (collators are opened from explicit locales "tr", "nl", "en", ""; ICU has no nl/en
//   tailoring, so those are root). In a Turkish UI "isp" finds "İSPANYA" via the Turkish collator
//   (i = İ) and "ISPARTA" via root (ranked after), and English "IOPS" via root.
// - For ASCII typists each term also gets a loose key per word ("Any-Latin; Latin-ASCII; Lower",
//   punctuation removed): a query whose words equal whole words of a term matches ("isik" finds "ışık",
//   which both collators reject). Loose matches never match part of a word, so "isp" never finds "ısparta".
// - Typos (Tier::Fuzzy), on loose keys: a query of n words matches n consecutive words of a term when
//   each query word is a prefix of its term word or, from 4 letters on, within 1 edit of it (from 8
//   letters on, 2 edits), and at least one word needs an edit. Edits are insertion, deletion,
//   substitution and adjacent transposition (fuzzy.h). "kv cahce" finds "KV cache", "onbelek" finds
//   "önbellek"; words under 4 letters never match by edits.
//
// Index (why search stays fast on a 100 000-concept termbase; tests/bench/bench_glossary): every
// index-safe character (Latin or common script, no combining mark, contraction tail or grapheme
// extender; see CharInfo in searchindex.cpp) has an index key (its loose key, with ı as "#"), and for
// every collator that key is one of the few spellings of the character's primary collation units. A usearch
// match in a text of safe characters therefore spells one of the query's "variants" in the text's key. search() takes
// candidates from key indexes: sorted term keys (exact, prefix, synonym), the term words and word
// boundaries that contain a variant (substring), chains of definition and note words (definition), the
// loose words of terms (loose matches, typos). It visits them best-first by a lower bound of their rank
// key, checks each with the usearch logic above (terms first with their collation units, a cheaper and
// tighter bound), and stops once `limit` concepts are certain to rank above everything left. Texts with
// other characters are always checked. Results equal those of searchExhaustive(), which checks every
// entry; tst_searchindex compares the two on a generated termbase.

#include <glossary/questions.h>
#include <glossary/termbase.h>

#include <QList>
#include <QString>
#include <QStringList>

#include <memory>
#include <mutex>

namespace headroom::glossary {

class WordIndex; // wordindex.h

/// The longest query search(), searchExhaustive() and matchesIn() consider, in UTF-16 code units: a longer
/// one is cut (the NFC of its first 4 * kMaxQueryLength code units, cut to kMaxQueryLength at a grapheme
/// boundary) and searched as such. No term is that long; the cap bounds the work a pasted text causes
/// (building the query's variants and definition chains is quadratic in its length).
inline constexpr qsizetype kMaxQueryLength = 256;

/// How a hit was found. The phrase tiers (Exact .. Fuzzy) match the query as one phrase (below); the word
/// tiers match it word by word (wordindex.h: ICU word breaks, stopwords, Snowball stems, Dutch compound
/// parts), ranked by a BM25F score. The order of a result list (search()):
///   Exact, Prefix, Synonym,
///   then for a query of two or more content words: Words (concepts holding every one of them) together
///     with Substring and Definition, one group by BM25F score (a phrase hit counts 1.5 times),
///   or for a query of one content word: Substring, Definition, then Words (concepts found only by the
///     word's stem or as a compound part),
///   Fuzzy,
///   Partial    (concepts holding some of the content words, the best BM25F score first),
///   Suggestion (lookup() only, when nothing above matched: the nearest terms, "did you mean").
/// The numeric values are stable (JSON and tests name tiers by tierName()); they are not the rank order.
enum class Tier {
    Exact = 0,
    Prefix = 1,
    Synonym = 2,
    Substring = 3,
    Definition = 4,
    Fuzzy = 5,
    Words = 6,
    Partial = 7,
    Suggestion = 8
};
/// "exact", "prefix", "synonym", "substring", "definition", "fuzzy", "words", "partial", "suggestion"
QString tierName(Tier t);

/// One occurrence of a query in a text, in UTF-16 code units of the original (unnormalized) text.
struct TextMatch {
    int start = 0;
    int length = 0;
    friend bool operator==(const TextMatch &, const TextMatch &) = default;
};

struct Hit {
    QString conceptId;
    QString matchedText;     ///< the original (unmodified) text that matched
    QString matchedLanguage; ///< "nl", "en", "tr"
    Tier tier = Tier::Exact;
    int highlightStart = 0;  ///< offset in UTF-16 code units into matchedText (the first of `highlights`)
    int highlightLength = 0; ///< length in UTF-16 code units
    /// Every range of matchedText to highlight, in text order, non-overlapping: the phrase match, or each
    /// matched word of a word-tier hit. Never empty for a hit with a highlight.
    QList<TextMatch> highlights;
    /// Set when the hit came from a built-in question (questions.h) whose first concept is conceptId:
    /// matchedText is then the question in matchedLanguage. Empty otherwise.
    QString questionId;
};

class SearchIndex
{
public:
    /// Builds the index (copies the texts; `termbase` need not outlive it). `uiLanguage` ("nl", "en",
    /// "tr"; "tr_TR"/"tr-TR" are reduced to "tr") decides which language-specific collator ranks first
    /// (tr: Turkish collator before root) and the collator used for sorting.
    /// `questions` (questions.h; the window and the CLI pass builtInQuestions()) are searched as part of
    /// their first concept when the termbase has it; a question whose first concept is missing is skipped.
    SearchIndex(const Termbase &termbase, const QString &uiLanguage, const QList<Question> &questions = {});
    ~SearchIndex();
    SearchIndex(const SearchIndex &) = delete;
    SearchIndex &operator=(const SearchIndex &) = delete;

    /// Ranked hits, at most one per concept (its best match). An empty or whitespace query, or one made
    /// only of characters the collators ignore (punctuation), gives no hits. `limit` <= 0: all hits.
    /// Order: tier; then hits in the UI language first; then hits found by the UI language's collator
    /// before those found only by another collator, and those before loose (ASCII-folded) matches
    /// (fuzzy hits: fewer edits first); then earlier match position; then shorter matched text; then
    /// the UI-language term in collator order. A fuzzy hit's highlight covers the matched term words.
    /// Time: on a generated 100 000-concept termbase (1.35 million texts) about a millisecond per query,
    /// a few at the 95th percentile (tests/bench/bench_glossary). A query whose units have too many
    /// spellings (over 32 variants, e.g. many Turkish ı/I) or none (only symbols) checks every entry:
    /// linear in the termbase.
    /// A query longer than kMaxQueryLength is cut to it first. Definition candidates come from chains of
    /// definition words that spell the query; at most a few thousand chain states are visited (a state
    /// once, however many chains reach it), beyond which every indexed definition is checked instead (same
    /// hits, linear in the termbase).
    /// Safe to call from several threads at once.
    QList<Hit> search(const QString &query, int limit = 50) const;

    /// What the window and the CLI show for a query: search(), or when that finds nothing, "did you
    /// mean" suggestions (Tier::Suggestion): at most 5 concepts whose terms hold the word nearest to a query
    /// word (within max(2, letters / 3) edits, fuzzy.h), nearest first. Empty when nothing is near either.
    QList<Hit> lookup(const QString &query, int limit = 50) const;

    /// The same hits as search(), found by checking every entry instead of taking candidates from the
    /// index (linear in the termbase size). For tests and benchmarks that check the index.
    QList<Hit> searchExhaustive(const QString &query, int limit = 50) const;

    /// Every occurrence of `query` in `text` (written in `textLanguage`, "" if unknown) under the same
    /// collators as search(): UI language, text language and root, merged, non-overlapping, in text
    /// order; for highlighting an article. Offsets are into `text` as given (no normalization applied).
    /// Empty query or text: no matches. A query longer than kMaxQueryLength is cut as in search().
    QList<TextMatch> matchesIn(const QString &text, const QString &query,
                               const QString &textLanguage = QString()) const;

    /// What to highlight of `query` in an article's `text` (in `textLanguage`): the phrase matches of
    /// matchesIn() and every word of `text` that matches a content word of the query the way the word
    /// tiers do (same word, same stem, a compound part, the last query word as a prefix), merged,
    /// non-overlapping, in text order. Empty query or text: none.
    QList<TextMatch> highlightsIn(const QString &text, const QString &query,
                                  const QString &textLanguage = QString()) const;

    /// Concept ids sorted by their preferred term in `uiLanguage` (Concept::term(): falls back to English,
    /// then the id) with the UI language's ICU collator at tertiary strength with numeric ordering, so
    /// H20 sorts before H100 and Turkish sorts ılık, Işık, ilik, İnce; ties by id.
    QStringList sortedConceptIds() const;

    QString uiLanguage() const;

    /// Builds the phrase tiers (collation units, transliteration, every term's entries) and the word tiers
    /// (stemming every text) now instead of at the first search. The constructor only sorts the concepts
    /// (sortedConceptIds() is all the window's first frame needs) and leaves both for later; the glossary
    /// pane calls this right after that frame. Thread-safe, idempotent.
    void prepare() const;

private:
    struct Private;
    /// The phrase tiers' state, built on first use (std::call_once, like words()).
    Private &phrases() const;
    /// The word tiers, built on first use (std::call_once: search() stays safe from several threads).
    const WordIndex &words() const;

    std::unique_ptr<Private> d;
    mutable std::once_flag m_phrasesOnce;
    mutable std::unique_ptr<WordIndex> m_words; ///< the word tiers (wordindex.h); see words()
    mutable std::once_flag m_wordsOnce;
    QList<Question> m_questions; ///< for the word tiers, kept until they are built
    /// The phrase tiers alone (the engine in searchindex.cpp); search() merges them with the word tiers.
    QList<Hit> phraseSearch(const QString &query, int limit, bool exhaustive) const;
    QList<Hit> merged(const QString &query, int limit, bool exhaustive) const;
};

} // namespace headroom::glossary
