// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// ICU helpers of the phrase search engine (searchindex.h): Qt <-> ICU strings, NFC, the query cut, the
// collators it opens (from explicit locales) and their collation units, and the word splitter for texts
// the index cannot key character by character. Internal to app/glossary (namespace detail).
//
// Behaviour this code relies on was checked against ICU 72.1 (shared/research/glossary-anchors.md §3.2):
// usearch at UCOL_PRIMARY + UCOL_SHIFTED ignores case, accents and punctuation; the Turkish collator
// keeps ç ş ğ ö ü ı as letters of their own and makes I the capital of ı; ICU has no nl/en tailoring.

#include <QByteArray>
#include <QList>
#include <QSet>
#include <QString>

#include <unicode/uchar.h>
#include <unicode/ucol.h>
#include <unicode/ucoleitr.h>
#include <unicode/unistr.h>
#include <unicode/usearch.h>
#include <unicode/utf16.h>

#include <algorithm>
#include <cstdint>
#include <memory>
#include <vector>

namespace headroom::glossary::detail {

struct CollatorCloser {
    void operator()(UCollator *c) const { ucol_close(c); }
};
/// An ICU collator, closed on destruction; null when ICU could not open it.
using CollatorPtr = std::unique_ptr<UCollator, CollatorCloser>;

struct SearchCloser {
    void operator()(UStringSearch *s) const { usearch_close(s); }
};
/// An ICU string search (usearch), closed on destruction.
using SearchPtr = std::unique_ptr<UStringSearch, SearchCloser>;

struct ElementsCloser {
    void operator()(UCollationElements *e) const { ucol_closeElements(e); }
};
/// An ICU collation element iterator, closed on destruction.
using ElementsPtr = std::unique_ptr<UCollationElements, ElementsCloser>;

/// The UTF-16 code units of `s` as ICU's UChar (same layout as QChar; no copy).
inline const UChar *uchars(const QString &s)
{
    return reinterpret_cast<const UChar *>(s.utf16());
}

/// The length of `s` in UTF-16 code units as ICU's int32_t length.
inline int32_t ulength(const QString &s)
{
    // Glossary texts are far below 2^31 code units; clamp rather than overflow.
    return static_cast<int32_t>(std::min<qsizetype>(s.size(), INT32_MAX));
}

/// A copy of `s` as an ICU string.
inline icu::UnicodeString toUnicode(const QString &s)
{
    return icu::UnicodeString(uchars(s), ulength(s));
}

/// A copy of `s` as a QString.
inline QString fromUnicode(const icu::UnicodeString &s)
{
    return QString(reinterpret_cast<const QChar *>(s.getBuffer()), s.length());
}

/// NFC via ICU's Normalizer2. On an ICU error returns the text unchanged.
QString toNfc(const QString &text);

/// `s` cut to at most `max` UTF-16 code units, at a grapheme boundary (a surrogate pair or a letter with
/// its combining marks stays whole) unless the first grapheme alone is longer.
QString cutAtGrapheme(const QString &s, qsizetype max);

/// The query as search() and matchesIn() see it (searchindex.h, kMaxQueryLength): the NFC of its first
/// 4 * kMaxQueryLength code units, cut to kMaxQueryLength. Cutting before NFC keeps a pasted megabyte as
/// cheap as a long query.
QString searchableQuery(const QString &query);

/// Collator for matching: primary strength (no case, no accents), punctuation and spaces ignorable.
/// Null when ICU cannot open `locale` ("" is root).
CollatorPtr openMatchCollator(const char *locale);

/// Collator for sorting lists: default (tertiary) strength, digits compared as numbers (H20 < H100).
/// Null when ICU cannot open `locale`.
CollatorPtr openSortCollator(const char *locale);

/// Whether ICU fell back to the root collation for `collator` (no tailoring for its locale); also true when
/// ICU cannot tell.
bool isRootLocale(const UCollator *collator);

/// Primary language subtags ICU has collation data for ("tr", "de", "zh", ...), read once. A language
/// outside it collates as root, so the index needs no ucol_open() for it (that costs tens of microseconds
/// each, which a termbase with 100,000 made-up language codes would pay 100,000 times).
const QSet<QString> &collationLanguages();

/// The ICU sort key of `text` under `collator`, without its terminating zero byte (compare with <); the
/// UTF-8 of `text` when `collator` is null or ICU fails.
QByteArray sortKey(const UCollator *collator, const QString &text);

/// "tr_TR", "TR-tr", "tr" -> "tr"; "" -> "en".
QString normalizedUiLanguage(const QString &language);

/// The primary collation units usearch compares at primary strength with UCOL_SHIFTED: the upper
/// 16 bits of each 32-bit collation element that is neither primary-ignorable nor variable
/// (ICU usearch.cpp, UCollationPCE::processCE: `variableTop > ce` shifts it out). `elements` is reset to
/// `s`. False on an ICU error or when ICU yields more than 8 elements per code unit (never for real text).
bool collationUnits(UCollationElements *elements, std::uint32_t variableTop, const UChar *s, int32_t length,
                    std::vector<std::uint16_t> *units);

/// Latin or Common script, a grapheme of its own, NFC-stable, no combining class: the part of the index's
/// "index-safe" test (CharInfo in searchindexprivate.h) that needs no collator.
bool contextFree(UChar32 c);

/// Code units (by value, 0x10000 entries) that continue a contraction of `collator` that starts with a
/// context-free character; ICU builds the contraction set slowly (tens of milliseconds), so it is computed
/// once per collator locale and process (thread-safe; the reference stays valid).
const std::vector<bool> &cachedContractionTails(const UCollator *collator);

/// A letter, digit or combining mark: what splitWords() keeps together.
inline bool isWordCodePoint(UChar32 c)
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
/// "GPU'nun" -> GPU, nun), so the part before an apostrophe is a word of its own. `looseKey(word)` gives
/// each word's loose key; words whose key is empty are dropped.
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

} // namespace headroom::glossary::detail
