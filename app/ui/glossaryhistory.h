// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the user looked up in the glossary: the back/forward trail of opened concepts, a list of recently
// viewed concepts and the favourites, all by concept id (never by display text, so a link survives a
// change of UI language or a reworded term).
//
// Every change is written at once (not at exit; GoldenDict-ng issue #2463 lost history on a crash):
// a small JSON file replaced atomically with QSaveFile (which syncs it to disk before the rename),
// by default QStandardPaths::AppDataLocation + "/glossary-history.json". Shape (version 1):
//   {"version": 1, "trail": ["kv-cache", "vram"], "position": 1,
//    "recent": ["vram", "kv-cache"], "favourites": ["headroom"]}
// A missing file gives an empty history; an unreadable or malformed one gives an empty history and
// loadError() says why (the file is replaced by the next change). Pure QtCore, no widgets.

#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace headroom::ui {

class GlossaryHistory
{
    Q_DECLARE_TR_FUNCTIONS(headroom::ui::GlossaryHistory)

public:
    /// At most this many entries in the back/forward trail and in the recent list (oldest dropped).
    static constexpr int kMaxEntries = 50;

    /// How visit() records a concept.
    enum class Visit {
        Push,          ///< a new trail entry (what opening a concept does)
        ReplaceCurrent ///< replaces the current entry (previewing with the arrow keys, so that walking
                       ///< through the result list does not fill the trail)
    };

    /// A history kept in `filePath` (loaded now, written on every change); an empty path keeps it in
    /// memory only.
    explicit GlossaryHistory(const QString &filePath = QString());

    /// QStandardPaths::writableLocation(AppDataLocation) + "/glossary-history.json" (follows
    /// QStandardPaths::setTestModeEnabled()).
    static QString defaultPath();

    QString filePath() const { return m_path; }
    /// Why the file could not be read at construction (empty when it was read or did not exist).
    QString loadError() const { return m_loadError; }
    /// Why the last write failed (empty after a successful write).
    QString saveError() const { return m_saveError; }

    /// Records that `conceptId` is on show: drops the forward entries, then pushes it (or replaces the
    /// current entry), and moves it to the front of recent(). Visiting the current entry again changes
    /// nothing. A replace that makes two equal neighbours keeps one. Returns whether anything changed.
    bool visit(const QString &conceptId, Visit how = Visit::Push);
    bool canGoBack() const { return m_position > 0; }
    bool canGoForward() const { return m_position >= 0 && m_position + 1 < m_trail.size(); }
    /// Steps back / forward in the trail and returns the concept id there (empty when it cannot move);
    /// the concept moves to the front of recent().
    QString back();
    QString forward();
    /// The trail entry on show, or an empty string.
    QString current() const;
    /// The trail, oldest first, and the index of the current entry (-1 when empty).
    QStringList trail() const { return m_trail; }
    int position() const { return static_cast<int>(m_position); }

    /// Distinct concept ids, most recently viewed first (at most kMaxEntries).
    QStringList recent() const { return m_recent; }
    /// Empties the trail and the recent list (favourites stay).
    void clearHistory();

    /// Favourite concept ids in the order they were added.
    QStringList favourites() const { return m_favourites; }
    bool isFavourite(const QString &conceptId) const { return m_favourites.contains(conceptId); }
    /// Adds or removes a favourite; returns whether anything changed.
    bool setFavourite(const QString &conceptId, bool favourite);

private:
    void touchRecent(const QString &conceptId);
    void load();
    void save();

    QString m_path;
    QString m_loadError;
    QString m_saveError;
    QStringList m_trail;
    qsizetype m_position = -1;
    QStringList m_recent;
    QStringList m_favourites;
};

} // namespace headroom::ui
