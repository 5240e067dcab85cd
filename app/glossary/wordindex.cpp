// SPDX-License-Identifier: GPL-3.0-or-later
#include <glossary/wordindex.h>

#include <glossary/fuzzy.h>
#include <glossary/textanalysis.h>

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdint>
#include <mutex>
#include <string>
#include <tuple>
#include <unordered_map>
#include <unordered_set>
#include <vector>

namespace headroom::glossary {

namespace {

enum class Field : std::uint8_t { PreferredTerm, Term, Question, Definition, Note };
constexpr int kFields = 5;

/// BM25F field weights and length normalisation (wordindex.h). Terms are short and their length says
/// little, so they normalise weakly; definitions and notes use the usual b = 0.75.
constexpr double kWeight[kFields] = {8.0, 6.0, 5.0, 1.5, 1.0};
constexpr double kB[kFields] = {0.3, 0.3, 0.5, 0.75, 0.75};
constexpr double kK1 = 1.2;

/// How well a query word matches a text word (wordindex.h).
constexpr float kSameStem = 1.0f;
constexpr float kAlternation = 0.7f;
constexpr float kCompoundPart = 0.7f;
constexpr float kTypedPrefix = 0.5f;

/// Most keys one query word expands to by alternation or typing: a bound on the work of one query.
constexpr std::size_t kMaxExpansions = 64;
constexpr std::size_t kMaxQueryWords = 16;

/// Key spaces: words of nl, en and tr texts are keyed by their stem in that language; every other language
/// shares one space of unstemmed (loose) words, so a termbase with thousands of languages costs a query
/// four lookups per word, not thousands.
constexpr std::size_t kSlots = 4;

std::uint8_t slotOf(const QString &language)
{
    if (language == QLatin1String("nl"))
        return 0;
    if (language == QLatin1String("en"))
        return 1;
    if (language == QLatin1String("tr"))
        return 2;
    return 3;
}

QString slotLanguage(std::size_t slot)
{
    static const QString names[kSlots] = {QStringLiteral("nl"), QStringLiteral("en"), QStringLiteral("tr"), QString()};
    return names[slot];
}

struct Entry {
    std::uint32_t owner = 0;    ///< index into Private::concepts
    std::uint16_t language = 0; ///< index into Private::languages
    Field field = Field::Definition;
    std::uint8_t slot = 0;       ///< key space (slotOf())
    std::uint16_t words = 0;     ///< number of words (for length normalisation), capped at 65535
    std::int32_t termIndex = -1; ///< index into the language's terms; -1 for definition/note/question
    std::int32_t question = -1;  ///< index into Private::questions for Field::Question
};

struct Posting {
    std::uint32_t entry = 0;
    std::uint16_t tf = 0;
    std::uint8_t part = 0; ///< 1: only as a part of a compound in this text (counts kCompoundPart)
};

/// One word of an indexed or article text with the keys it was indexed under: its stem, itself and the
/// stems of its compound parts (see WordIndex::Private::analyseText()).
struct TextWord {
    int start = 0;
    int length = 0;
    std::string loose;
    std::string head; ///< compound parts (splitCompound()); empty when the word is not a compound
    std::string tail;
    std::vector<std::uint32_t> ids;
};

/// One content word of a query and the keys it matches, with the match quality of each.
struct QueryWord {
    std::string loose;
    std::vector<std::pair<std::uint32_t, float>> keys; ///< stem key id, quality
    bool compoundPart = false;
    /// A compound query word's two parts: a text holding both matches it too (kCompoundPart).
    std::vector<QueryWord> parts;
};

int commonPrefix(const std::string &a, const std::string &b)
{
    const std::size_t n = std::min(a.size(), b.size());
    std::size_t i = 0;
    while (i < n && a[i] == b[i])
        ++i;
    return int(i);
}

/// The alternation rule (wordindex.h), on stem keys of 5+ letters: the shorter is the start of the longer,
/// which has 2 or 3 letters more (an inflection the stemmer left: kirala / kiralama), or, in Turkish, they
/// differ only where a final k, t, p or ç of the shorter softens before a vowel (önbellek / önbelleği:
/// loose "onbellek" / "onbellegi"), or, in Dutch, where a final s or f voices (prijs / prijzen).
/// `language` is the key space (slotOf()).
bool alternates(const std::string &a, const std::string &b, std::size_t language)
{
    const std::string &shorter = a.size() <= b.size() ? a : b;
    const std::string &longer = a.size() <= b.size() ? b : a;
    if (shorter.size() < 5 || longer.size() > shorter.size() + 3)
        return false;
    const int common = commonPrefix(shorter, longer);
    if (common == int(shorter.size()))
        return longer.size() >= shorter.size() + 2;
    if (common != int(shorter.size()) - 1)
        return false;
    const char hard = shorter.back();
    const char soft = longer[shorter.size() - 1];
    if (language == 2)
        return (hard == 'k' && soft == 'g') || (hard == 't' && soft == 'd') || (hard == 'p' && soft == 'b') ||
               (hard == 'c' && soft == 'c');
    // Dutch: a final s or f voices before a plural ending (prijs / prijzen, werf / werven).
    return language == 0 && ((hard == 's' && soft == 'z') || (hard == 'f' && soft == 'v'));
}

bool isAbbreviationTerm(const QString &term)
{
    int alnum = 0, upper = 0, letters = 0, digits = 0;
    for (const QChar c : term) {
        if (c.isLetterOrNumber())
            ++alnum;
        if (c.isUpper())
            ++upper;
        if (c.isLetter())
            ++letters;
        if (c.isDigit())
            ++digits;
    }
    return alnum > 0 && alnum <= 5 && (upper >= 2 || (letters > 0 && digits > 0));
}

} // namespace

struct WordIndex::Private {
    QList<Concept> concepts;
    QList<Question> questions;
    QString uiLanguage;
    QStringList languages;
    std::vector<Entry> entries;
    // Keys: "<language index>|<stem key>".
    std::unordered_map<std::string, std::uint32_t> keyIds;
    std::vector<std::uint32_t> postingStart; ///< CSR over keys: postings[postingStart[k] .. postingStart[k+1])
    std::vector<Posting> postings;
    /// Per language: sorted (loose word, stem key id) of every word seen, for typing prefixes, compounds
    /// and alternation (by stem: sorted (stem, key id)).
    std::vector<std::vector<std::pair<std::string, std::uint32_t>>> looseWords;
    std::vector<std::vector<std::pair<std::string, std::uint32_t>>> stems;
    std::unordered_set<std::string> vocabulary; ///< loose words of every language, for compound splits
    std::unordered_set<std::string> abbreviations;
    /// Unique loose words of terms with the concepts whose terms hold them (suggestions).
    std::vector<std::pair<std::string, std::vector<std::uint32_t>>> termWords;
    double averageWords[kFields] = {1, 1, 1, 1, 1};
    mutable std::mutex analyzerMutex;
    Analyzer analyzer;
    /// analyseText() of the entries that were hits, by entry index (guarded by analyzerMutex): a result's
    /// highlights are found again at every keystroke, and its text and its words' keys do not change.
    mutable std::unordered_map<std::uint32_t, std::vector<TextWord>> entryWords;

    void build();
    QString textOf(const Entry &e) const;
    std::uint32_t keyId(const std::string &key) const
    {
        const auto it = keyIds.find(key);
        return it == keyIds.end() ? UINT32_MAX : it->second;
    }
    std::string key(std::size_t language, const std::string &stem) const
    {
        return std::to_string(language) + '|' + stem;
    }
    /// The two parts of a Dutch compound, each a vocabulary word of 4+ letters (with a linking s or e
    /// between them), longest head first; empty when none.
    std::pair<std::string, std::string> splitCompound(const std::string &word) const;
    std::vector<QueryWord> analyseQuery(const QString &query, bool *acronym, int *contentWords) const;
    /// The words of `text` in key space `slot` (in `language`) with the keys each was indexed under.
    std::vector<TextWord> analyseText(const QString &text, std::size_t slot, const QString &language) const;
    /// The words of `text` (key space `slot`, in `language`) that match one of `words`.
    QList<TextMatch> matchesIn(const QString &text, std::size_t slot, const QString &language,
                               const std::vector<QueryWord> &words) const;
    /// The same for entry `entry` (its text and words analysed once, kept in entryWords).
    QList<TextMatch> entryMatches(std::uint32_t entry, const std::vector<QueryWord> &words) const;
    static QList<TextMatch> matchesOf(const std::vector<TextWord> &text, const std::vector<QueryWord> &words);
    void expand(QueryWord &word, const QString &text, bool typing, bool acronym) const;
};

QString WordIndex::Private::textOf(const Entry &e) const
{
    if (e.field == Field::Question)
        return questions[e.question].textIn(languages[e.language]);
    const QHash<QString, LangEntry> &lang = concepts[qsizetype(e.owner)].lang;
    const auto found = lang.constFind(languages[e.language]);
    if (found == lang.constEnd())
        return {};
    const LangEntry &l = *found;
    switch (e.field) {
    case Field::PreferredTerm:
    case Field::Term:
        return l.terms.value(e.termIndex);
    case Field::Definition:
        return l.definition;
    case Field::Note:
        return l.whenItMatters;
    case Field::Question:
        break;
    }
    return {};
}

std::pair<std::string, std::string> WordIndex::Private::splitCompound(const std::string &word) const
{
    if (word.size() < 8)
        return {};
    for (std::size_t head = word.size() - 4; head >= 4; --head) {
        const std::string first = word.substr(0, head);
        if (!vocabulary.count(first))
            continue;
        for (std::size_t link = 0; link <= 1; ++link) {
            if (link == 1 && word[head] != 's' && word[head] != 'e')
                continue;
            const std::string rest = word.substr(head + link);
            if (rest.size() >= 4 && vocabulary.count(rest))
                return {first, rest};
        }
    }
    return {};
}

void WordIndex::Private::build()
{
    // Pass 1: the texts (entries) of every concept and question.
    QHash<QString, std::uint16_t> languageIndex;
    auto languageOf = [&](const QString &code) {
        const auto it = languageIndex.constFind(code);
        if (it != languageIndex.constEnd())
            return *it;
        const auto index = std::uint16_t(std::min<qsizetype>(languages.size(), UINT16_MAX));
        languages.append(code);
        languageIndex.insert(code, index);
        return index;
    };
    QHash<QString, std::uint32_t> conceptIndex;
    for (qsizetype c = 0; c < concepts.size(); ++c) {
        conceptIndex.insert(concepts[c].id, std::uint32_t(c));
        for (auto it = concepts[c].lang.cbegin(); it != concepts[c].lang.cend(); ++it) {
            const std::uint16_t language = languageOf(it.key());
            for (qsizetype t = 0; t < it->terms.size(); ++t) {
                entries.push_back(Entry{std::uint32_t(c), language, t == 0 ? Field::PreferredTerm : Field::Term,
                                        slotOf(it.key()), 0, std::int32_t(t), -1});
                if (isAbbreviationTerm(it->terms[t]))
                    abbreviations.insert(analyzer.looseKey(it->terms[t]));
            }
            if (!it->definition.isEmpty())
                entries.push_back(Entry{std::uint32_t(c), language, Field::Definition, slotOf(it.key()), 0, -1, -1});
            if (!it->whenItMatters.isEmpty())
                entries.push_back(Entry{std::uint32_t(c), language, Field::Note, slotOf(it.key()), 0, -1, -1});
        }
    }
    for (qsizetype q = 0; q < questions.size(); ++q) {
        const auto owner = conceptIndex.constFind(questions[q].conceptIds.value(0));
        if (owner == conceptIndex.constEnd())
            continue;
        for (auto it = questions[q].text.cbegin(); it != questions[q].text.cend(); ++it)
            entries.push_back(
                Entry{*owner, languageOf(it.key()), Field::Question, slotOf(it.key()), 0, -1, std::int32_t(q)});
    }

    // Pass 2: the words of every entry and their stem keys.
    struct Occurrence {
        std::uint32_t key;
        std::uint32_t entry;
        bool part = false;
    };
    std::vector<Occurrence> occurrences;
    std::vector<std::unordered_map<std::string, std::uint32_t>> looseSeen(kSlots);
    double totalWords[kFields] = {};
    double countEntries[kFields] = {};
    std::unordered_map<std::string, std::vector<std::uint32_t>> termWordConcepts;
    for (std::uint32_t e = 0; e < entries.size(); ++e) {
        Entry &entry = entries[e];
        const QString text = textOf(entry);
        const QString &language = languages[entry.language];
        const QList<Word> words = analyzer.words(text);
        entry.words = std::uint16_t(std::min<qsizetype>(words.size(), UINT16_MAX));
        totalWords[int(entry.field)] += entry.words;
        countEntries[int(entry.field)] += 1;
        for (const Word &w : words) {
            std::string loose = analyzer.looseKey(w.text);
            if (loose.empty())
                continue;
            // Both the stem and the word itself are keys: Snowball's Turkish stemmer takes a final n for a
            // suffix ("token" -> "toke") but not in "tokenlar" -> "token", so a query's stem may equal a
            // text's word and the other way round.
            const std::string stem = analyzer.stemKey(w.text, language);
            const std::uint32_t stemId =
                keyIds.emplace(key(entry.slot, stem), std::uint32_t(keyIds.size())).first->second;
            occurrences.push_back(Occurrence{stemId, e});
            std::uint32_t wordId = stemId;
            if (stem != loose) {
                wordId = keyIds.emplace(key(entry.slot, loose), std::uint32_t(keyIds.size())).first->second;
                occurrences.push_back(Occurrence{wordId, e});
            }
            looseSeen[entry.slot].emplace(loose, wordId);
            if (entry.field == Field::PreferredTerm || entry.field == Field::Term) {
                std::vector<std::uint32_t> &owners = termWordConcepts[loose];
                if (owners.empty() || owners.back() != entry.owner)
                    owners.push_back(entry.owner);
            }
            vocabulary.insert(std::move(loose));
        }
    }
    for (int f = 0; f < kFields; ++f)
        averageWords[f] = countEntries[f] > 0 ? std::max(1.0, totalWords[f] / countEntries[f]) : 1.0;

    // Pass 3: compounds also index their two parts (wordindex.h), in every language: "GPU-geheugengebruik"
    // is found by "geheugen gebruik" and an English "checkpoint" by "check point".
    std::unordered_map<std::uint32_t, std::pair<std::uint32_t, std::uint32_t>> partsOfKey;
    for (std::size_t slot = 0; slot < kSlots; ++slot) {
        for (const auto &[loose, keyOfWord] : looseSeen[slot]) {
            const auto [head, tail] = splitCompound(loose);
            if (head.empty())
                continue;
            auto id = [&](const std::string &part) {
                const std::string k = key(slot, analyzer.stemKey(QString::fromLatin1(part), slotLanguage(slot)));
                return keyIds.emplace(k, std::uint32_t(keyIds.size())).first->second;
            };
            partsOfKey.emplace(keyOfWord, std::make_pair(id(head), id(tail)));
        }
    }
    const std::size_t original = occurrences.size();
    for (std::size_t i = 0; i < original; ++i) {
        const auto it = partsOfKey.find(occurrences[i].key);
        if (it == partsOfKey.end())
            continue;
        occurrences.push_back(Occurrence{it->second.first, occurrences[i].entry, true});
        occurrences.push_back(Occurrence{it->second.second, occurrences[i].entry, true});
    }

    // Pass 4: postings (CSR by key, then entry; tf counted).
    std::sort(occurrences.begin(), occurrences.end(), [](const Occurrence &a, const Occurrence &b) {
        return a.key != b.key ? a.key < b.key : a.entry < b.entry;
    });
    postingStart.assign(keyIds.size() + 1, 0);
    for (std::size_t i = 0; i < occurrences.size(); ++i) {
        if (!postings.empty() && i > 0 && occurrences[i - 1].key == occurrences[i].key &&
            occurrences[i - 1].entry == occurrences[i].entry) {
            if (postings.back().tf < UINT16_MAX)
                ++postings.back().tf;
            postings.back().part &= std::uint8_t(occurrences[i].part);
            continue;
        }
        postings.push_back(Posting{occurrences[i].entry, 1, std::uint8_t(occurrences[i].part)});
        ++postingStart[occurrences[i].key + 1];
    }
    for (std::size_t k = 1; k < postingStart.size(); ++k)
        postingStart[k] += postingStart[k - 1];
    postings.shrink_to_fit();

    // Pass 5: sorted word lists for prefixes and alternation, term words for suggestions.
    looseWords.resize(kSlots);
    stems.resize(kSlots);
    std::vector<std::string> keyNames(keyIds.size());
    for (const auto &[k, id] : keyIds)
        keyNames[id] = k;
    for (std::size_t l = 0; l < looseSeen.size(); ++l) {
        looseWords[l].assign(looseSeen[l].begin(), looseSeen[l].end());
        std::sort(looseWords[l].begin(), looseWords[l].end());
    }
    for (std::uint32_t id = 0; id < keyNames.size(); ++id) {
        const std::size_t bar = keyNames[id].find('|');
        const std::size_t language = std::stoul(keyNames[id].substr(0, bar));
        stems[language].emplace_back(keyNames[id].substr(bar + 1), id);
    }
    for (auto &list : stems)
        std::sort(list.begin(), list.end());
    termWords.assign(termWordConcepts.begin(), termWordConcepts.end());
    std::sort(termWords.begin(), termWords.end());
}

void WordIndex::Private::expand(QueryWord &word, const QString &text, bool typing, bool acronym) const
{
    auto add = [&word](std::uint32_t id, float quality) {
        for (auto &[k, q] : word.keys) {
            if (k == id) {
                q = std::max(q, quality);
                return;
            }
        }
        word.keys.emplace_back(id, quality);
    };
    for (std::size_t l = 0; l < kSlots; ++l) {
        if (acronym) {
            // Whole words only: text words whose loose key is the query word.
            const auto &list = looseWords[l];
            auto it = std::lower_bound(list.begin(), list.end(), std::make_pair(word.loose, std::uint32_t(0)));
            for (; it != list.end() && it->first == word.loose; ++it)
                add(it->second, kSameStem);
            continue;
        }
        const std::string stem = analyzer.stemKey(text, slotLanguage(l));
        for (const std::string *k : {&stem, static_cast<const std::string *>(&word.loose)}) {
            const std::uint32_t id = keyId(key(l, *k));
            if (id != UINT32_MAX)
                add(id, word.compoundPart ? kCompoundPart : kSameStem);
        }
        // Alternation: stems sharing all but the last letter of the shorter one.
        if (stem.size() >= 5) {
            const auto &list = stems[l];
            const std::string lead = stem.substr(0, 4);
            std::size_t n = 0;
            for (auto it = std::lower_bound(list.begin(), list.end(), std::make_pair(lead, std::uint32_t(0)));
                 it != list.end() && it->first.compare(0, 4, lead) == 0 && n < kMaxExpansions; ++it) {
                if (alternates(stem, it->first, l)) {
                    add(it->second, kAlternation);
                    ++n;
                }
            }
        }
        // Typing: the last word of a query of several words as the start of a text word (a one-word
        // query is the phrase tiers' Prefix, which keeps Turkish ı and i apart).
        if (typing && word.loose.size() >= 3) {
            const auto &list = looseWords[l];
            std::size_t n = 0;
            for (auto it = std::lower_bound(list.begin(), list.end(), std::make_pair(word.loose, std::uint32_t(0)));
                 it != list.end() && it->first.compare(0, word.loose.size(), word.loose) == 0 && n < kMaxExpansions;
                 ++it, ++n)
                add(it->second, it->first == word.loose ? kSameStem : kTypedPrefix);
        }
    }
}

std::vector<QueryWord> WordIndex::Private::analyseQuery(const QString &query, bool *acronym, int *contentWords) const
{
    const QList<Word> words = analyzer.words(query.left(kMaxQueryLength));
    std::vector<std::pair<QString, std::string>> all;
    for (const Word &w : words) {
        std::string loose = analyzer.looseKey(w.text);
        if (!loose.empty())
            all.emplace_back(w.text, std::move(loose));
    }
    std::vector<std::pair<QString, std::string>> content;
    for (const auto &w : all) {
        if (!Analyzer::isStopword(w.second))
            content.push_back(w);
    }
    if (content.empty())
        content = all; // a query of stopwords only keeps them
    if (content.size() > kMaxQueryWords)
        content.resize(kMaxQueryWords);
    std::string whole;
    for (const auto &w : all)
        whole += w.second;
    *acronym = all.size() <= 2 && whole.size() <= 5 && abbreviations.count(whole) > 0;
    const bool typing = !query.isEmpty() && query.back().isLetterOrNumber();
    std::vector<QueryWord> out;
    for (std::size_t i = 0; i < content.size(); ++i) {
        const bool last =
            typing && content.size() >= 2 && i + 1 == content.size() && content[i].first == all.back().first;
        QueryWord word;
        word.loose = content[i].second;
        expand(word, content[i].first, last && !*acronym, *acronym);
        if (!*acronym) {
            // A compound ("geheugengebruik", "modelgewichten") also matches a text holding its two parts.
            const auto [head, tail] = splitCompound(word.loose);
            if (!head.empty()) {
                for (const std::string &part : {head, tail}) {
                    QueryWord p;
                    p.loose = part;
                    p.compoundPart = true;
                    expand(p, QString::fromLatin1(part), false, false);
                    word.parts.push_back(std::move(p));
                }
            }
        }
        out.push_back(std::move(word));
    }
    *contentWords = int(out.size());
    return out;
}

WordIndex::WordIndex(const QList<Concept> &concepts, const QList<Question> &questions, const QString &uiLanguage)
    : d(std::make_unique<Private>())
{
    d->concepts = concepts;
    d->questions = questions;
    d->uiLanguage = uiLanguage.left(2).toLower();
    d->build();
}

WordIndex::~WordIndex() = default;

bool WordIndex::isCompoundHead(const QString &head) const
{
    std::lock_guard lock(d->analyzerMutex);
    std::string loose = d->analyzer.looseKey(head);
    if (loose.size() >= 3 && d->vocabulary.count(loose))
        return true;
    if (loose.size() >= 4 && (loose.back() == 's' || loose.back() == 'e')) {
        loose.pop_back();
        return d->vocabulary.count(loose) > 0;
    }
    return false;
}

bool WordIndex::isAbbreviation(const QString &query) const
{
    std::lock_guard lock(d->analyzerMutex);
    bool acronym = false;
    int words = 0;
    d->analyseQuery(query, &acronym, &words);
    return acronym;
}

namespace {

/// Field order for choosing the text a hit shows: terms, questions, definitions, notes.
int fieldRank(Field f)
{
    return int(f);
}

} // namespace

WordIndex::Result WordIndex::search(const QString &query, int limit) const
{
    Result result;
    std::lock_guard lock(d->analyzerMutex);
    std::vector<QueryWord> words = d->analyseQuery(query, &result.acronym, &result.contentWords);
    if (words.empty())
        return result;

    const std::size_t n = std::size_t(d->concepts.size());
    thread_local std::vector<float> tf, score, partA, partB;
    thread_local std::vector<std::uint8_t> matched;
    thread_local std::vector<std::uint16_t> entryMask;
    thread_local std::vector<std::uint32_t> touched, touchedA, touchedB, all, entriesSeen, bestEntry;
    tf.assign(n, 0.0f);
    partA.assign(n, 0.0f);
    partB.assign(n, 0.0f);
    score.assign(n, 0.0f);
    matched.assign(n, 0);
    if (entryMask.size() != d->entries.size())
        entryMask.assign(d->entries.size(), 0);
    all.clear();
    entriesSeen.clear();
    const double concepts = double(n);
    // Adds the postings of `word`'s keys to `acc` (per concept), recording touched concepts and, with
    // `bit`, which query words each text matched.
    auto accumulate = [&](const QueryWord &word, std::vector<float> &acc, std::vector<std::uint32_t> &hits,
                          std::uint16_t bit) {
        hits.clear();
        for (const auto &[keyId, quality] : word.keys) {
            for (std::uint32_t p = d->postingStart[keyId]; p < d->postingStart[keyId + 1]; ++p) {
                const Posting &posting = d->postings[p];
                const Entry &e = d->entries[posting.entry];
                const int f = int(e.field);
                const double norm = 1.0 - kB[f] + kB[f] * double(e.words) / d->averageWords[f];
                const double q = posting.part ? std::min(double(quality), double(kCompoundPart)) : quality;
                if (acc[e.owner] == 0.0f)
                    hits.push_back(e.owner);
                acc[e.owner] += float(q * kWeight[f] * posting.tf / norm);
                if (entryMask[posting.entry] == 0)
                    entriesSeen.push_back(posting.entry);
                entryMask[posting.entry] |= bit;
            }
        }
    };
    for (std::size_t wi = 0; wi < words.size(); ++wi) {
        const QueryWord &word = words[wi];
        const auto bit = std::uint16_t(1u << std::min<std::size_t>(wi, 15));
        accumulate(word, tf, touched, bit);
        if (word.parts.size() == 2) {
            accumulate(word.parts[0], partA, touchedA, bit);
            accumulate(word.parts[1], partB, touchedB, bit);
            for (std::uint32_t c : touchedA) {
                if (partB[c] > 0.0f) {
                    const float both = kCompoundPart * std::min(partA[c], partB[c]);
                    if (tf[c] == 0.0f)
                        touched.push_back(c);
                    tf[c] = std::max(tf[c], both);
                }
            }
            for (std::uint32_t c : touchedA)
                partA[c] = 0.0f;
            for (std::uint32_t c : touchedB)
                partB[c] = 0.0f;
        }
        const double df = double(touched.size());
        const double idf = std::log(1.0 + (concepts - df + 0.5) / (df + 0.5));
        for (std::uint32_t c : touched) {
            score[c] += float(idf * tf[c] * (kK1 + 1.0) / (tf[c] + kK1));
            if (matched[c] == 0)
                all.push_back(c);
            ++matched[c];
            tf[c] = 0.0f;
        }
    }
    // The text a hit shows: the one matching the most query words, then terms before questions before
    // definitions before notes, then the UI language.
    bestEntry.assign(n, UINT32_MAX);
    auto better = [this](std::uint32_t a, std::uint32_t b) {
        const int ca = std::popcount(entryMask[a]), cb = std::popcount(entryMask[b]);
        if (ca != cb)
            return ca > cb;
        const Entry &ea = d->entries[a], &eb = d->entries[b];
        if (fieldRank(ea.field) != fieldRank(eb.field))
            return fieldRank(ea.field) < fieldRank(eb.field);
        const bool ua = d->languages[ea.language] == d->uiLanguage, ub = d->languages[eb.language] == d->uiLanguage;
        if (ua != ub)
            return ua;
        return a < b;
    };
    for (std::uint32_t e : entriesSeen) {
        std::uint32_t &b = bestEntry[d->entries[e].owner];
        if (b == UINT32_MAX || better(e, b))
            b = e;
    }
    for (std::uint32_t e : entriesSeen)
        entryMask[e] = 0;
    std::sort(all.begin(), all.end(),
              [](std::uint32_t a, std::uint32_t b) { return score[a] != score[b] ? score[a] > score[b] : a < b; });
    // Partial: at least two of the content words and at least half of them (one word of several says
    // little: "kv" of "kv cahce" is left to the phrase tiers' typo tolerance); fewer go to `few`.
    const int needed = int(words.size());
    const int some = std::max(2, (needed + 1) / 2);
    for (std::uint32_t c : all) {
        const bool every = matched[c] >= needed;
        QList<Hit> &list = every ? result.all : matched[c] >= some ? result.some : result.few;
        if (limit > 0 && list.size() >= limit)
            continue;
        const std::uint32_t entry = bestEntry[c] == UINT32_MAX ? 0 : bestEntry[c];
        const Entry &e = d->entries[entry];
        Hit h;
        h.conceptId = d->concepts[qsizetype(c)].id;
        h.matchedText = d->textOf(e);
        h.matchedLanguage = d->languages[e.language];
        h.tier = every ? Tier::Words : Tier::Partial;
        if (e.field == Field::Question)
            h.questionId = d->questions[e.question].id;
        h.highlights = d->entryMatches(entry, words);
        if (!h.highlights.isEmpty()) {
            h.highlightStart = h.highlights.constFirst().start;
            h.highlightLength = h.highlights.constFirst().length;
        }
        result.scores.insert(h.conceptId, double(score[c]));
        list.append(h);
    }
    return result;
}

std::vector<TextWord> WordIndex::Private::analyseText(const QString &text, std::size_t slot,
                                                      const QString &language) const
{
    std::vector<TextWord> out;
    for (const Word &w : analyzer.words(text)) {
        TextWord t;
        t.start = w.start;
        t.length = w.length;
        t.loose = analyzer.looseKey(w.text);
        // The keys this text word was indexed under: its stem, itself, its compound parts.
        t.ids = {keyId(key(slot, analyzer.stemKey(w.text, language))), keyId(key(slot, t.loose))};
        std::tie(t.head, t.tail) = splitCompound(t.loose);
        for (const std::string *part : {&t.head, &t.tail}) {
            if (!part->empty())
                t.ids.push_back(keyId(key(slot, analyzer.stemKey(QString::fromLatin1(*part), slotLanguage(slot)))));
        }
        out.push_back(std::move(t));
    }
    return out;
}

QList<TextMatch> WordIndex::Private::matchesOf(const std::vector<TextWord> &text, const std::vector<QueryWord> &words)
{
    QList<TextMatch> out;
    for (const TextWord &w : text) {
        auto matches = [&w](const QueryWord &q) {
            if (q.loose == w.loose || q.loose == w.head || q.loose == w.tail)
                return true;
            for (const auto &[k, quality] : q.keys) {
                if (k != UINT32_MAX && std::find(w.ids.begin(), w.ids.end(), k) != w.ids.end())
                    return true;
            }
            return false;
        };
        for (const QueryWord &q : words) {
            bool hit = matches(q);
            for (const QueryWord &part : q.parts)
                hit = hit || matches(part);
            if (hit) {
                out.append(TextMatch{w.start, w.length});
                break;
            }
        }
    }
    return out;
}

QList<TextMatch> WordIndex::Private::matchesIn(const QString &text, std::size_t slot, const QString &language,
                                               const std::vector<QueryWord> &words) const
{
    return matchesOf(analyseText(text, slot, language), words);
}

QList<TextMatch> WordIndex::Private::entryMatches(std::uint32_t entry, const std::vector<QueryWord> &words) const
{
    auto found = entryWords.find(entry);
    if (found == entryWords.end()) {
        const Entry &e = entries[entry];
        found = entryWords.emplace(entry, analyseText(textOf(e), e.slot, languages[e.language])).first;
    }
    return matchesOf(found->second, words);
}

QList<Hit> WordIndex::suggestions(const QString &query, int limit) const
{
    std::lock_guard lock(d->analyzerMutex);
    const QList<Word> words = d->analyzer.words(query.left(kMaxQueryLength));
    // Each content word of 3+ letters against the term words: the nearest within max(2, n/3) edits.
    struct Candidate {
        int distance;
        std::uint32_t owner;
        std::string word;
    };
    std::vector<Candidate> found;
    for (const Word &w : words) {
        const std::string q = d->analyzer.looseKey(w.text);
        if (q.size() < 3 || Analyzer::isStopword(q))
            continue;
        const int bound = std::max(2, int(q.size()) / 3);
        for (const auto &[word, owners] : d->termWords) {
            if (std::abs(int(word.size()) - int(q.size())) > bound)
                continue;
            const int distance = fuzzy::boundedDistance(q, word, bound);
            if (distance > bound)
                continue;
            for (std::uint32_t c : owners)
                found.push_back(Candidate{distance, c, word});
        }
    }
    std::sort(found.begin(), found.end(), [](const Candidate &a, const Candidate &b) {
        return a.distance != b.distance ? a.distance < b.distance : a.owner < b.owner;
    });
    QList<Hit> hits;
    std::unordered_set<std::uint32_t> seen;
    for (const Candidate &c : found) {
        if ((limit > 0 && hits.size() >= limit) || !seen.insert(c.owner).second)
            continue;
        const Concept &entry = d->concepts[qsizetype(c.owner)];
        // Show the term that holds the word, in the UI language when it has one.
        Hit h;
        h.conceptId = entry.id;
        h.tier = Tier::Suggestion;
        QStringList order{d->uiLanguage, QStringLiteral("en"), QStringLiteral("nl"), QStringLiteral("tr")};
        order.append(entry.lang.keys());
        for (const QString &language : std::as_const(order)) {
            for (const QString &term : entry.lang.value(language).terms) {
                if (!h.matchedText.isEmpty())
                    break;
                for (const Word &tw : d->analyzer.words(term)) {
                    if (d->analyzer.looseKey(tw.text) == c.word) {
                        h.matchedText = term;
                        h.matchedLanguage = language;
                        h.highlightStart = tw.start;
                        h.highlightLength = tw.length;
                        h.highlights.append(TextMatch{tw.start, tw.length});
                        break;
                    }
                }
            }
        }
        if (h.matchedText.isEmpty()) {
            h.matchedText = entry.term(d->uiLanguage);
            h.matchedLanguage = d->uiLanguage;
        }
        hits.append(h);
    }
    return hits;
}

QList<TextMatch> WordIndex::wordMatchesIn(const QString &text, const QString &query, const QString &language) const
{
    std::lock_guard lock(d->analyzerMutex);
    bool acronym = false;
    int contentWords = 0;
    const std::vector<QueryWord> words = d->analyseQuery(query, &acronym, &contentWords);
    if (words.empty() || text.isEmpty())
        return {};
    return d->matchesIn(text, slotOf(language), language, words);
}

} // namespace headroom::glossary
