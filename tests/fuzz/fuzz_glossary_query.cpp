// SPDX-License-Identifier: GPL-3.0-or-later
// Fuzz target: glossary::SearchIndex::search() with a fuzzed query, on the built-in termbase or on a
// fuzzed small termbase. Input layout:
//   byte 0      flags: bit 0 = 0 built-in termbase, 1 the termbase after the query line;
//               bits 1-2 = UI language: 0 "en", 1 "nl", 2 "tr", 3 "tr_TR";
//               bits 3-7 = n: limit = n - 1 (-1 and 0 mean all hits, else 1..30)
//   then        the query, UTF-8, up to the first '\n' (or the end of the input)
//   then        (bit 0 set) a TBX termbase, parsed with Termbase::fromTbx(); an input it refuses is skipped
// Printable first bytes are convenient seeds: '@' built-in/en, 'B' built-in/nl, 'D' built-in/tr,
// 'A' fuzzed/en, 'E' fuzzed/tr (limit 7 for all of these).
// Invariants checked (searchindex.h): at most `limit` hits (when > 0), at most one per concept, every hit
// names a concept of the termbase, its highlight lies inside its matched text; on a fuzzed termbase
// search() and searchExhaustive() give the same hits (on the built-in one the exhaustive search costs
// about 200 ms an input under ASan, so it is left to tst_searchindex); matchesIn() runs on the hits and
// sortedConceptIds() lists every concept once.
// Seeds: tests/fuzz/corpus/fuzz_glossary_query/ and queries joined to tests/data/*.tbx at configure time.

#include "fuzzsupport.h"

#include <glossary/searchindex.h>
#include <glossary/termbase.h>

#include <QSet>

#include <array>
#include <memory>

using namespace headroom;

namespace {

const std::array<QString, 4> kUiLanguages{QStringLiteral("en"), QStringLiteral("nl"), QStringLiteral("tr"),
                                          QStringLiteral("tr_TR")};
/// Built-in termbase indexes, one per UI language (built once: about a second each under ASan).
std::array<glossary::SearchIndex *, 4> g_builtIn{};

bool sameHits(const QList<glossary::Hit> &a, const QList<glossary::Hit> &b)
{
    if (a.size() != b.size())
        return false;
    for (qsizetype i = 0; i < a.size(); ++i) {
        const glossary::Hit &x = a[i];
        const glossary::Hit &y = b[i];
        if (x.conceptId != y.conceptId || x.matchedText != y.matchedText || x.matchedLanguage != y.matchedLanguage ||
            x.tier != y.tier || x.highlightStart != y.highlightStart || x.highlightLength != y.highlightLength)
            return false;
    }
    return true;
}

void checkHits(const glossary::Termbase &termbase, const glossary::SearchIndex &index, const QString &query, int limit,
               bool compareExhaustive)
{
    const QList<glossary::Hit> hits = index.search(query, limit);
    if (limit > 0 && hits.size() > limit)
        fuzz::fail("search() returned more hits than the limit");
    QSet<QString> seen;
    for (const glossary::Hit &hit : hits) {
        if (seen.contains(hit.conceptId))
            fuzz::fail("search() returned two hits for one concept");
        seen.insert(hit.conceptId);
        if (termbase.conceptById(hit.conceptId) == nullptr)
            fuzz::fail("a hit names a concept that is not in the termbase");
        if (hit.highlightStart < 0 || hit.highlightLength < 0 ||
            qsizetype(hit.highlightStart) + hit.highlightLength > hit.matchedText.size())
            fuzz::fail("a hit's highlight lies outside its matched text");
        (void)index.matchesIn(hit.matchedText, query, hit.matchedLanguage);
    }
    if (compareExhaustive && !sameHits(hits, index.searchExhaustive(query, limit)))
        fuzz::fail("search() and searchExhaustive() give different hits");
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    fuzz::initQt(argc, argv);
    for (std::size_t i = 0; i < kUiLanguages.size(); ++i)
        g_builtIn[i] = new glossary::SearchIndex(glossary::Termbase::builtIn(), kUiLanguages[i]); // kept until exit
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    if (size == 0)
        return 0;
    const bool fuzzedTermbase = (data[0] & 1) != 0;
    const std::size_t language = (data[0] >> 1) & 3;
    const int limit = (data[0] >> 3) - 1;
    const QByteArray rest = fuzz::bytes(data + 1, size - 1);
    const qsizetype newline = rest.indexOf('\n');
    const QString query = QString::fromUtf8(newline < 0 ? rest : rest.left(newline));
    if (!fuzzedTermbase) {
        checkHits(glossary::Termbase::builtIn(), *g_builtIn[language], query, limit, false);
        return 0;
    }
    if (newline < 0)
        return 0;
    const std::optional<glossary::Termbase> termbase = glossary::Termbase::fromTbx(rest.mid(newline + 1));
    if (!termbase)
        return 0;
    const glossary::SearchIndex index(*termbase, kUiLanguages[language]);
    checkHits(*termbase, index, query, limit, true);
    if (index.sortedConceptIds().size() != termbase->concepts().size())
        fuzz::fail("sortedConceptIds() does not list every concept once");
    return 0;
}
