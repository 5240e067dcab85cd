// SPDX-License-Identifier: GPL-3.0-or-later
// SearchIndex's public API (searchindex.h). The phrase engine behind it: searchindexprivate.h (the index
// data), searchindexbuild.cpp (building it), searchquery.h/.cpp (one search), collation.h (ICU helpers);
// search() and the other ranking entry points are in searchpolicy.cpp, the word tiers in wordindex.h.
#include <glossary/searchindex.h>

#include <glossary/searchindexprivate.h>
#include <glossary/wordindex.h>

#include <QtGlobal>

#include <unicode/translit.h>
#include <unicode/ucol.h>
#include <unicode/usearch.h>

#include <algorithm>
#include <vector>

namespace headroom::glossary {

using namespace detail;

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
    case Tier::Words:
        return QStringLiteral("words");
    case Tier::Partial:
        return QStringLiteral("partial");
    case Tier::Suggestion:
        return QStringLiteral("suggestion");
    }
    return QString();
}

SearchIndex::SearchIndex(const Termbase &termbase, const QString &uiLanguage, const QList<Question> &questions)
    : d(std::make_unique<Private>())
    , m_questions(questions)
{
    d->uiLanguage = normalizedUiLanguage(uiLanguage);
    d->concepts = termbase.concepts();
    const QByteArray uiLocale = d->uiLanguage.toLatin1();
    d->sortCollator = openSortCollator(uiLocale.constData());
    d->conceptSortKeys.reserve(std::size_t(d->concepts.size()));
    for (const Concept &c : std::as_const(d->concepts))
        d->conceptSortKeys.push_back(sortKey(d->sortCollator.get(), toNfc(c.term(d->uiLanguage))));
}

SearchIndex::~SearchIndex() = default;

SearchIndex::Private &SearchIndex::phrases() const
{
    std::call_once(m_phrasesOnce, [this] {
        if (CollatorPtr root = openMatchCollator(""))
            d->matchCollators.push_back(std::move(root));
        else
            qWarning("headroom::glossary: cannot open the ICU root collator; search finds nothing");
        UErrorCode status = U_ZERO_ERROR;
        // "Any-Latin; Latin-ASCII; Lower": ı -> i, ß -> ss, ĳ -> ij, ç -> c (NFD mark stripping is not enough
        // for ı, ĳ, ß, Œ; glossary-anchors §3.2). Created once: it costs ~13 µs per string.
        d->transliterator.reset(icu::Transliterator::createInstance(
            icu::UnicodeString(u"Any-Latin; Latin-ASCII; Lower"), UTRANS_FORWARD, status));
        if (U_FAILURE(status))
            d->transliterator.reset();
        d->build();
    });
    return *d;
}

const WordIndex &SearchIndex::words() const
{
    std::call_once(m_wordsOnce,
                   [this] { m_words = std::make_unique<WordIndex>(d->concepts, m_questions, d->uiLanguage); });
    return *m_words;
}

void SearchIndex::prepare() const
{
    phrases();
    words();
}

QString SearchIndex::uiLanguage() const
{
    return d->uiLanguage;
}

QList<Hit> SearchIndex::phraseSearch(const QString &query, int limit, bool exhaustive) const
{
    return phrases().run(query, limit, exhaustive);
}

QList<TextMatch> SearchIndex::matchesIn(const QString &text, const QString &query, const QString &textLanguage) const
{
    const QString q = searchableQuery(query);
    const Private &p = phrases();
    if (q.trimmed().isEmpty() || text.isEmpty() || p.matchCollators.empty())
        return {};
    if (ucol_strcoll(p.matchCollators.front().get(), uchars(q), ulength(q), nullptr, 0) == UCOL_EQUAL)
        return {};

    std::vector<int> collators;
    auto addCollator = [&](int index) {
        if (index >= 0 && std::find(collators.begin(), collators.end(), index) == collators.end())
            collators.push_back(index);
    };
    // Collators of languages already seen at construction; an unknown language falls back to root.
    addCollator(p.collatorForLanguage.value(p.uiLanguage, 0));
    addCollator(p.collatorForLanguage.value(normalizedUiLanguage(textLanguage), 0));
    addCollator(0);

    QList<TextMatch> matches;
    const int32_t textLength = ulength(text);
    for (int ci : collators) {
        UErrorCode status = U_ZERO_ERROR;
        SearchPtr s(usearch_openFromCollator(uchars(q), ulength(q), uchars(text), textLength,
                                             p.matchCollators[ci].get(), nullptr, &status));
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
