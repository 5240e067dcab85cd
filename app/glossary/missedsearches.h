// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Searches that found nothing: a local list the user can read, copy and clear (the glossary window's
// "Searches that found nothing…"), so that missing terms can be reported or added to a termbase. Nothing
// leaves the machine.
//
// A search "found nothing" when SearchIndex::search() gave no hit at all or only Tier::Suggestion hits
// (isMiss()). The window records a search once it settles (after the search delay), not per keystroke.
// Entries are de-duplicated by query and language: the query compared with its whitespace simplified and
// case folded ("KV  Cahe" and "kv cahe" are one entry, shown as last typed); recording it again adds one
// to its count and moves it to the front. At most kMaxEntries are kept (the least recently searched go).
//
// Stored as JSON, by default QStandardPaths::AppDataLocation + "/missed-searches.json", replaced
// atomically (io::writeFileAtomically: QSaveFile, fsync, rename) on every change. Shape (version 1):
//   {"version": 1, "searches": [{"query": "kv cahe", "language": "en", "count": 3,
//                                "last": "2026-12-02T07:15:00Z"}, ...]}   most recent first
// A missing file is an empty list. A file that cannot be read, is not such JSON or is larger than
// kMaxFileBytes gives an empty list and loadError() says why (the next change replaces it); entries with
// a missing query or language or a bad time are skipped and counted in loadError(). Pure QtCore.

#include <glossary/searchindex.h>

#include <QCoreApplication>
#include <QDateTime>
#include <QList>
#include <QString>

#include <cstdint>

namespace headroom::glossary {

struct MissedSearch {
    QString query;      ///< as typed last (trimmed, at most kMaxQueryLength UTF-16 code units)
    QString language;   ///< the UI language of the search: "nl", "en", "tr"
    int count = 1;      ///< how many settled searches found nothing, >= 1
    QDateTime lastTime; ///< when it was last searched, UTC, whole seconds
    friend bool operator==(const MissedSearch &, const MissedSearch &) = default;
};

class MissedSearches
{
    Q_DECLARE_TR_FUNCTIONS(headroom::glossary::MissedSearches)

public:
    /// The most entries kept; recording a new query beyond it drops the least recently searched one.
    static constexpr int kMaxEntries = 1000;
    /// A larger file is refused as corrupt (1,000 entries of 256-character queries take about 0.6 MiB).
    static constexpr std::int64_t kMaxFileBytes = 4 * 1024 * 1024;

    /// A list kept in `filePath`, loaded now (see the header comment for errors); an empty path keeps
    /// it in memory only.
    explicit MissedSearches(const QString &filePath = QString());

    /// QStandardPaths::AppDataLocation + "/missed-searches.json".
    static QString defaultPath();
    /// True when `hits` count as a search that found nothing: none at all, or only suggestions.
    static bool isMiss(const QList<Hit> &hits);

    QString filePath() const { return m_path; }
    /// Most recently searched first.
    const QList<MissedSearch> &entries() const { return m_entries; }
    /// Why the file could not be loaded (translated, names the file), or empty.
    QString loadError() const { return m_loadError; }

    /// Records one search that found nothing at `when` (converted to UTC, cut to seconds). An empty or
    /// whitespace query is ignored (true, nothing changes). Returns false and sets `error` when the file
    /// cannot be written; the list in memory is updated anyway.
    bool record(const QString &query, const QString &language, const QDateTime &when = QDateTime::currentDateTimeUtc(),
                QString *error = nullptr);
    /// Empties the list and writes the empty list. False (with `error`) when the file cannot be written.
    bool clear(QString *error = nullptr);

    /// The list as tab-separated text for the clipboard: a header line "query\tlanguage\tcount\tlast",
    /// then one line per entry (tabs and line breaks in a query become spaces; time as ISO 8601 UTC).
    QString toTsv() const;

private:
    void load();
    bool save(QString *error) const;

    QString m_path;
    QList<MissedSearch> m_entries;
    QString m_loadError;
};

} // namespace headroom::glossary
