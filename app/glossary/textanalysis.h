// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Text analysis for the glossary's word search (wordindex.h): a text becomes words, a word its keys.
//
// - Words: ICU word breaks (UBRK_WORD, root rules); a segment counts when it holds a letter or a digit.
//   A Turkish suffix after an apostrophe ("GPU'nun", "H100'ün") is dropped, so the word is the part before
//   it (ICU keeps "GPU'nun" as one segment; glossary-anchors §0.6). Offsets are UTF-16 code units of the
//   text as given.
// - Keys are ASCII ("loose": ICU "Any-Latin; Latin-ASCII; Lower", so "Önbelleğe" -> "onbellege",
//   "ışık" -> "isik", "ĳs" -> "ijs"); a word's stem key is the Snowball stem (libstemmer: dutch, english,
//   turkish; Porter 2001, snowballstem.org) of its lower-cased form in the text's language (Turkish
//   lower case for tr), then made loose. Other languages are not stemmed (stem key = loose key).
// - Stopwords: function words and question words per language (the, what, how; de, wat, hoe; bir, ne,
//   nasıl, ...) that carry no meaning for a lookup; a query made only of them keeps them.
//
// Not thread-safe: one Analyzer per thread (WordIndex keeps one behind a mutex for queries).

#include <QList>
#include <QString>

#include <memory>
#include <string>

namespace headroom::glossary {

struct Word {
    int start = 0;  ///< UTF-16 offset in the text
    int length = 0; ///< UTF-16 length (without a dropped apostrophe suffix)
    QString text;   ///< the word as written (NFC not applied)
};

class Analyzer
{
public:
    Analyzer();
    ~Analyzer();
    Analyzer(const Analyzer &) = delete;
    Analyzer &operator=(const Analyzer &) = delete;

    /// The words of `text`, in order.
    QList<Word> words(const QString &text) const;
    /// ASCII key of a word: transliterated, lower case, letters and digits only. "" for none.
    std::string looseKey(const QString &word) const;
    /// Loose key of the Snowball stem of `word` in `language` ("nl", "en", "tr"; anything else: not stemmed).
    std::string stemKey(const QString &word, const QString &language) const;
    /// True for a stopword of any of nl, en, tr (by loose key).
    static bool isStopword(const std::string &looseKey);

private:
    struct Private;
    std::unique_ptr<Private> d;
};

} // namespace headroom::glossary
