// SPDX-License-Identifier: GPL-3.0-or-later
#include "glossaryhistory.h"

#include <io/safefile.h>

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>
#include <QStandardPaths>

#include <algorithm>

namespace headroom::ui {

namespace {

// A history is a few KiB (50 trail entries and the favourites); 1 MiB is far beyond any real one.
constexpr std::int64_t kMaxHistoryBytes = io::kMiB;

constexpr int kFormatVersion = 1;
const QString kVersionKey = QStringLiteral("version");
const QString kTrailKey = QStringLiteral("trail");
const QString kPositionKey = QStringLiteral("position");
const QString kRecentKey = QStringLiteral("recent");
const QString kFavouritesKey = QStringLiteral("favourites");

/// The non-empty strings of a JSON array, without duplicates when `distinct`, at most `limit`.
QStringList idsOf(const QJsonValue &value, bool distinct, qsizetype limit)
{
    QStringList ids;
    for (const QJsonValue &v : value.toArray()) {
        const QString id = v.toString();
        if (id.isEmpty() || (distinct && ids.contains(id)))
            continue;
        ids.append(id);
    }
    if (limit >= 0 && ids.size() > limit)
        ids = ids.mid(ids.size() - limit);
    return ids;
}

} // namespace

GlossaryHistory::GlossaryHistory(const QString &filePath)
    : m_path(filePath)
{
    load();
}

QString GlossaryHistory::defaultPath()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/glossary-history.json");
}

QString GlossaryHistory::current() const
{
    return m_position >= 0 && m_position < m_trail.size() ? m_trail.at(m_position) : QString();
}

bool GlossaryHistory::visit(const QString &conceptId, Visit how)
{
    if (conceptId.isEmpty() || conceptId == current())
        return false;
    // A new visit ends the forward part of the trail, as in a web browser.
    if (m_position >= 0)
        m_trail.resize(m_position + 1);
    if (how == Visit::ReplaceCurrent && m_position >= 0) {
        const QString replaced = m_trail.at(m_position);
        m_trail[m_position] = conceptId;
        // The replaced entry was only previewed: it leaves the recent list again.
        if (!m_recent.isEmpty() && m_recent.constFirst() == replaced)
            m_recent.removeFirst();
        if (m_position > 0 && m_trail.at(m_position - 1) == conceptId) {
            m_trail.removeAt(m_position);
            --m_position;
        }
    } else {
        m_trail.append(conceptId);
        if (m_trail.size() > kMaxEntries)
            m_trail.remove(0, m_trail.size() - kMaxEntries);
        m_position = m_trail.size() - 1;
    }
    touchRecent(conceptId);
    save();
    return true;
}

QString GlossaryHistory::back()
{
    if (!canGoBack())
        return {};
    --m_position;
    touchRecent(current());
    save();
    return current();
}

QString GlossaryHistory::forward()
{
    if (!canGoForward())
        return {};
    ++m_position;
    touchRecent(current());
    save();
    return current();
}

void GlossaryHistory::clearHistory()
{
    m_trail.clear();
    m_position = -1;
    m_recent.clear();
    save();
}

bool GlossaryHistory::setFavourite(const QString &conceptId, bool favourite)
{
    if (conceptId.isEmpty() || favourite == isFavourite(conceptId))
        return false;
    if (favourite)
        m_favourites.append(conceptId);
    else
        m_favourites.removeAll(conceptId);
    save();
    return true;
}

void GlossaryHistory::touchRecent(const QString &conceptId)
{
    m_recent.removeAll(conceptId);
    m_recent.prepend(conceptId);
    if (m_recent.size() > kMaxEntries)
        m_recent.resize(kMaxEntries);
}

void GlossaryHistory::load()
{
    if (m_path.isEmpty() || !QFileInfo::exists(m_path))
        return;
    io::FileError readError;
    const std::optional<QByteArray> data = io::readRegularFile(m_path, kMaxHistoryBytes, &readError);
    if (!data) {
        m_loadError = readError.message;
        return;
    }
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(*data, &parseError);
    if (parseError.error != QJsonParseError::NoError || !doc.isObject()) {
        m_loadError =
            tr("The glossary history %1 is damaged and starts empty: %2")
                .arg(QDir::toNativeSeparators(m_path),
                     parseError.error != QJsonParseError::NoError ? parseError.errorString() : tr("not a JSON object"));
        return;
    }
    const QJsonObject root = doc.object();
    if (root.value(kVersionKey).toInt() != kFormatVersion) {
        m_loadError = tr("The glossary history %1 has an unknown version and starts empty.")
                          .arg(QDir::toNativeSeparators(m_path));
        return;
    }
    m_trail = idsOf(root.value(kTrailKey), false, kMaxEntries);
    m_position =
        m_trail.isEmpty() ? -1 : std::clamp<qsizetype>(root.value(kPositionKey).toInt(-1), 0, m_trail.size() - 1);
    m_recent = idsOf(root.value(kRecentKey), true, -1).mid(0, kMaxEntries);
    m_favourites = idsOf(root.value(kFavouritesKey), true, -1);
}

void GlossaryHistory::save()
{
    if (m_path.isEmpty())
        return;
    QJsonObject root;
    root.insert(kVersionKey, kFormatVersion);
    root.insert(kTrailKey, QJsonArray::fromStringList(m_trail));
    root.insert(kPositionKey, static_cast<int>(m_position));
    root.insert(kRecentKey, QJsonArray::fromStringList(m_recent));
    root.insert(kFavouritesKey, QJsonArray::fromStringList(m_favourites));

    m_saveError.clear();
    const QString folder = QFileInfo(m_path).absolutePath();
    if (!QDir().mkpath(folder)) {
        m_saveError = tr("Cannot create the folder %1").arg(QDir::toNativeSeparators(folder));
        return;
    }
    io::FileError writeError;
    if (!io::writeFileAtomically(m_path, QJsonDocument(root).toJson(QJsonDocument::Compact), &writeError))
        m_saveError = writeError.message;
}

} // namespace headroom::ui
