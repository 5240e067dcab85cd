// SPDX-License-Identifier: GPL-3.0-or-later
// ICU helpers of the phrase search engine (collation.h).
#include <glossary/collation.h>

#include <glossary/searchindex.h>

#include <QTextBoundaryFinder>

#include <unicode/normalizer2.h>
#include <unicode/uscript.h>
#include <unicode/uset.h>

#include <array>
#include <cstring>
#include <map>
#include <mutex>
#include <string>

namespace headroom::glossary::detail {

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

QString searchableQuery(const QString &query)
{
    return cutAtGrapheme(toNfc(cutAtGrapheme(query, 4 * kMaxQueryLength)), kMaxQueryLength);
}

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

} // namespace headroom::glossary::detail
