// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The trilingual termbase (nl, en, tr), read from a TBX-Basic file (ISO 30042:2019 shape:
// tbx/text/body/conceptEntry/langSec/termSec/term). The built-in file is resources/glossary/headroom.tbx,
// embedded as ":/glossary/headroom.tbx".
//
// The reader also accepts the older ISO 30042:2008 shape (martif/text/body/termEntry/langSet/tig|ntig/term)
// and matches elements by local name, so files with any (or no) namespace load. It never resolves
// external entities or fetches a DTD. Data categories read (TBX-Basic, LTAC-Global DCA schematron):
//   conceptEntry@id                          -> Concept::id
//   descrip type="subjectField"              -> Concept::subject
//   ref type="crossReference" target="<id>"  -> Concept::related (concept or termSec level)
//   langSec@xml:lang                         -> Concept::lang key (primary subtag, lower case: "en-US" -> "en")
//   descrip type="definition"                -> LangEntry::definition (also inside descripGrp)
//   note (langSec level)                     -> LangEntry::whenItMatters
//   termSec/term + termNote administrativeStatus -> LangEntry::terms, preferred term first

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace headroom::glossary {

/// Language codes used everywhere: "nl", "en", "tr".
inline const QStringList &languages()
{
    static const QStringList langs{QStringLiteral("en"), QStringLiteral("nl"), QStringLiteral("tr")};
    return langs;
}

struct LangEntry {
    QStringList terms;     ///< preferred term first, then synonyms and abbreviations
    QString definition;    ///< what the term means
    QString whenItMatters; ///< when the term matters for a decision
};

struct Concept {
    QString id;                     ///< stable id, e.g. "kv-cache"
    QString subject;                ///< e.g. "memory", "pricing", "training"
    QHash<QString, LangEntry> lang; ///< keyed by "nl", "en", "tr"
    QStringList related;            ///< see-also concept ids

    /// Preferred term in `language`, falling back to English, then the id.
    QString term(const QString &language) const;
};

struct TermbaseError {
    QString message;   ///< fit for the user: file, line, what is wrong
    qint64 line = 0;   ///< 1-based line of the problem in the TBX text; 0 when not tied to a line
    qint64 column = 0; ///< 1-based column; 0 when not tied to a position
};

class Termbase
{
public:
    /// Parses TBX (2019 or 2008 shape) from memory. Never fetches a DTD or an external entity.
    /// Concepts keep document order. Within a language, terms are de-duplicated (exact text) and the
    /// preferred term (administrativeStatus preferredTerm-admn-sts, or "preferred") comes first; without
    /// one the first term in document order is preferred. Empty terms are skipped.
    /// On error returns nullopt and fills `error`: malformed XML (with line/column), a root element that
    /// is neither `tbx` nor `martif`, no concept at all, a concept without `id`, or a duplicate id.
    static std::optional<Termbase> fromTbx(const QByteArray &data, TermbaseError *error = nullptr);
    /// Reads `path` (a file or a Qt resource path) and parses it like fromTbx(); the error message names
    /// the file. A file that cannot be opened is an error too.
    static std::optional<Termbase> fromFile(const QString &path, TermbaseError *error = nullptr);
    /// The built-in termbase (":/glossary/headroom.tbx"), loaded once, thread-safe. Aborts with qFatal()
    /// only if the embedded file is missing or broken (a build defect, not a user error).
    static const Termbase &builtIn();

    const QList<Concept> &concepts() const { return m_concepts; }
    /// The concept with `id`, or nullptr. (Not named concept(): that is a C++20 keyword.)
    const Concept *conceptById(const QString &id) const;
    /// All concept ids in document order.
    QStringList conceptIds() const;

private:
    QList<Concept> m_concepts;
    QHash<QString, qsizetype> m_index;
};

} // namespace headroom::glossary
