// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Search over a Termbase with ICU: case-, accent- and punctuation-insensitive matching
// (collation strength primary, alternate = shifted), Turkish-aware (Turkish collator and root collator,
// Turkish hits ranked first in a Turkish UI), across all three languages, by term and by meaning
// (definition and note words rank below term matches).

#include <glossary/termbase.h>

#include <QList>
#include <QString>

#include <memory>

namespace headroom::glossary {

/// Match tiers, best first.
enum class Tier { Exact = 0, Prefix = 1, Synonym = 2, Substring = 3, Definition = 4 };
QString tierName(Tier t);  ///< "exact", "prefix", "synonym", "substring", "definition"

struct Hit {
    QString conceptId;
    QString matchedText;      ///< the original (unmodified) text that matched
    QString matchedLanguage;  ///< "nl", "en", "tr"
    Tier tier = Tier::Exact;
    int highlightStart = 0;   ///< offset in UTF-16 code units into matchedText
    int highlightLength = 0;  ///< length in UTF-16 code units
};

class SearchIndex
{
public:
    /// Builds the index. `uiLanguage` ("nl", "en", "tr") decides which language-specific collator
    /// ranks first (tr: Turkish collator before root).
    SearchIndex(const Termbase &termbase, const QString &uiLanguage);
    ~SearchIndex();
    SearchIndex(const SearchIndex &) = delete;
    SearchIndex &operator=(const SearchIndex &) = delete;

    /// Ranked hits, at most one per concept (its best match). An empty or whitespace query gives no hits.
    QList<Hit> search(const QString &query, int limit = 50) const;

    /// Concept ids sorted by their preferred term in `uiLanguage` with the UI language's ICU collator
    /// (numeric ordering, so H20 sorts before H100).
    QStringList sortedConceptIds() const;

    QString uiLanguage() const;

private:
    struct Private;
    std::unique_ptr<Private> d;
};

} // namespace headroom::glossary
