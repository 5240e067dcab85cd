// SPDX-License-Identifier: GPL-3.0-or-later
// The members of SearchIndex::Private that building and querying share (searchindexprivate.h): the
// collator of each language, loose keys, the character model (CharInfo) and the tokenizer.
#include <glossary/searchindexprivate.h>

#include <QChar>

#include <unicode/uchar.h>
#include <unicode/utf16.h>

namespace headroom::glossary {

using namespace detail;

namespace {

/// Whether `key` is a concatenation of one spelling per unit of `units` (from `from` on).
bool spelledBy(std::string_view key, const std::vector<std::uint16_t> &units, std::size_t from, const UnitMap &map)
{
    if (from == units.size())
        return key.empty();
    const auto it = map.spellings.find(units[from]);
    if (it == map.spellings.end())
        return false;
    for (const std::string &s : it->second) {
        if (key.starts_with(s) && spelledBy(key.substr(s.size()), units, from + 1, map))
            return true;
    }
    return false;
}

} // namespace

int SearchIndex::Private::collatorFor(const QString &language)
{
    // Index 0 must be root; without it (ICU data missing) nothing is searched.
    if (matchCollators.empty())
        return -1;
    if (language.isEmpty())
        return 0;
    if (const auto it = collatorForLanguage.constFind(language); it != collatorForLanguage.cend())
        return *it;
    if (!collationLanguages().contains(language)) {
        collatorForLanguage.insert(language, 0);
        return 0;
    }
    const QByteArray locale = language.toLatin1();
    CollatorPtr collator = openMatchCollator(locale.constData());
    int index = 0;
    // Entry::collators holds int16 indices; ICU has far fewer tailorings, but never let one wrap.
    if (collator && !isRootLocale(collator.get()) && matchCollators.size() < std::size_t(kMaxMatchCollators)) {
        matchCollators.push_back(std::move(collator));
        index = static_cast<int>(matchCollators.size()) - 1;
    }
    collatorForLanguage.insert(language, index);
    return index;
}

QString SearchIndex::Private::looseKey(const QString &word) const
{
    icu::UnicodeString text = toUnicode(toNfc(word));
    if (transliterator) {
        const std::lock_guard lock(transliteratorMutex);
        transliterator->transliterate(text);
    }
    const QString folded = fromUnicode(text);
    QString key;
    key.reserve(folded.size());
    const UChar *s = uchars(folded);
    const int32_t length = ulength(folded);
    for (int32_t i = 0; i < length;) {
        const int32_t at = i;
        UChar32 c = 0;
        U16_NEXT(s, i, length, c);
        if (u_isalnum(c))
            key.append(folded.mid(at, i - at));
    }
    return key;
}

CharInfo SearchIndex::Private::analyseChar(char16_t c, std::vector<UnitMap> *defineIn) const
{
    CharInfo info;
    info.analysed = true;
    if (!contextFree(c) || contractionTails[c])
        return info;
    info.word = u_isalnum(c);
    if (info.word != QChar::isLetterOrNumber(char32_t(c)))
        return info;
    std::string loose;
    if (info.word) {
        const QString folded = looseKey(QString(QChar(c)));
        if (folded.isEmpty() || folded.size() > qsizetype(info.loose.size()))
            return info;
        for (const QChar k : folded) {
            const char16_t u = k.unicode();
            if (!((u >= u'a' && u <= u'z') || (u >= u'0' && u <= u'9')))
                return info;
            loose.push_back(char(u));
        }
    }
    const std::string key = c == u'\u0131' ? std::string("#") : loose;

    // (3): per collator, the key must spell the character's units; a single unit learns the spelling
    // when `defineIn` is given (construction, code point order).
    const UChar s[1] = {c};
    std::vector<std::uint16_t> units;
    std::vector<std::pair<std::size_t, std::uint16_t>> definitions; // (collator, unit) spelled `key`
    bool anyUnits = false;
    for (std::size_t ci = 0; ci < matchCollators.size(); ++ci) {
        UErrorCode status = U_ZERO_ERROR;
        ElementsPtr elements(ucol_openElements(matchCollators[ci].get(), s, 1, &status));
        if (U_FAILURE(status) || !collationUnits(elements.get(), unitMaps[ci].variableTop, s, 1, &units))
            return info;
        anyUnits = anyUnits || !units.empty();
        if (spelledBy(key, units, 0, unitMaps[ci]))
            continue;
        if (!defineIn || units.size() != 1)
            return info;
        const auto it = unitMaps[ci].spellings.find(units[0]);
        if (it != unitMaps[ci].spellings.end() && it->second.size() >= kMaxSpellings)
            return info;
        definitions.emplace_back(ci, units[0]);
    }
    for (const auto &[ci, unit] : definitions)
        (*defineIn)[ci].spellings[unit].push_back(key);
    info.safe = true;
    info.ignorable = !anyUnits;
    info.keyLength = std::uint8_t(loose.size());
    std::copy(loose.begin(), loose.end(), info.loose.begin());
    std::copy(key.begin(), key.end(), info.key.begin());
    return info;
}

bool SearchIndex::Private::tokenize(const QString &text, std::vector<Token> *tokens, QHash<QString, QString> *cache,
                                    bool unsafeWords, bool looseKeys) const
{
    // Tokens are reused (their strings keep their capacity): building calls this for every text.
    std::size_t count = 0;
    auto next = [tokens, &count]() -> Token & {
        if (count == tokens->size())
            tokens->emplace_back();
        Token &t = (*tokens)[count++];
        t.loose.clear();
        t.key.clear();
        return t;
    };
    const char16_t *s = reinterpret_cast<const char16_t *>(text.utf16());
    const qsizetype length = text.size();
    bool safe = true;
    for (qsizetype i = 0; i < length && safe; ++i)
        safe = chars[s[i]].analysed ? chars[s[i]].safe : charInfo(s[i]).safe;
    if (safe) {
        Token *token = nullptr;
        int lead = -1;
        CharInfo queried;
        for (qsizetype i = 0; i <= length; ++i) {
            const CharInfo *info = nullptr;
            if (i < length) {
                info = &chars[s[i]];
                if (!info->analysed) { // a query character not seen while building
                    queried = charInfo(s[i]);
                    info = &queried;
                }
            }
            if (info && info->word) {
                if (!token) {
                    token = &next();
                    token->start = int(i);
                    token->lead = lead >= 0 ? lead : int(i);
                }
                if (looseKeys)
                    token->loose += info->looseKey();
                token->key += info->indexKey();
                continue;
            }
            if (token) {
                token->end = int(i);
                token = nullptr;
                lead = -1;
            }
            if (info && !info->ignorable && lead < 0)
                lead = int(i);
        }
        tokens->resize(count);
        return true;
    }
    if (unsafeWords) {
        const QList<Word> words = splitWords(text, [this, cache](const QString &w) {
            if (!cache)
                return looseKey(w);
            auto it = cache->constFind(w);
            if (it == cache->cend())
                it = cache->insert(w, looseKey(w));
            return *it;
        });
        for (const Word &w : words) {
            Token &t = next();
            t.start = w.start;
            t.end = w.end;
            t.lead = w.start;
            t.loose = w.loose.toStdString();
        }
    }
    tokens->resize(count);
    return false;
}

} // namespace headroom::glossary
