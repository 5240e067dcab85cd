// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The trilingual termbase (nl, en, tr), read from a TBX-Basic file (ISO 30042:2019 shape:
// tbx/text/body/conceptEntry/langSec/termSec/term). The built-in file is resources/glossary/headroom.tbx,
// embedded as ":/glossary/headroom.tbx".

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
    QStringList terms;    ///< preferred term first, then synonyms and abbreviations
    QString definition;   ///< what the term means
    QString whenItMatters;///< when the term matters for a decision
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
    QString message;  ///< fit for the user: file, line, what is wrong
};

class Termbase
{
public:
    /// Parses TBX from memory. Never fetches a DTD. On error returns nullopt and fills `error`.
    static std::optional<Termbase> fromTbx(const QByteArray &data, TermbaseError *error = nullptr);
    static std::optional<Termbase> fromFile(const QString &path, TermbaseError *error = nullptr);
    /// The built-in termbase (":/glossary/headroom.tbx"), loaded once.
    static const Termbase &builtIn();

    const QList<Concept> &concepts() const { return m_concepts; }
    const Concept *concept(const QString &id) const;

private:
    QList<Concept> m_concepts;
    QHash<QString, qsizetype> m_index;
};

} // namespace headroom::glossary
