// SPDX-License-Identifier: GPL-3.0-or-later
#include <glossary/missedsearches.h>

#include <io/safefile.h>

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>
#include <QSet>
#include <QStandardPaths>

#include <algorithm>
#include <limits>

namespace headroom::glossary {

namespace {

constexpr int kVersion = 1;

QString versionKey()
{
    return QStringLiteral("version");
}

QString searchesKey()
{
    return QStringLiteral("searches");
}

/// The comparison key of a query: whitespace simplified, case folded.
QString keyOf(const QString &query)
{
    return query.simplified().toCaseFolded();
}

/// `query` trimmed and cut to kMaxQueryLength UTF-16 code units, never inside a surrogate pair.
QString stored(const QString &query)
{
    QString q = query.trimmed();
    if (q.size() > kMaxQueryLength) {
        qsizetype cut = kMaxQueryLength;
        if (q.at(cut).isLowSurrogate())
            --cut;
        q.truncate(cut);
    }
    return q;
}

QDateTime toSeconds(const QDateTime &when)
{
    const QDateTime utc = when.isValid() ? when.toUTC() : QDateTime::currentDateTimeUtc();
    return QDateTime::fromSecsSinceEpoch(utc.toSecsSinceEpoch(), Qt::UTC);
}

/// Tabs and line breaks would break a TSV line.
QString tsvField(QString text)
{
    for (QChar &c : text) {
        if (c == u'\t' || c == u'\n' || c == u'\r')
            c = u' ';
    }
    return text;
}

} // namespace

MissedSearches::MissedSearches(const QString &filePath)
    : m_path(filePath)
{
    load();
}

QString MissedSearches::defaultPath()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/missed-searches.json");
}

bool MissedSearches::isMiss(const QList<Hit> &hits)
{
    return std::all_of(hits.cbegin(), hits.cend(), [](const Hit &hit) { return hit.tier == Tier::Suggestion; });
}

void MissedSearches::load()
{
    m_entries.clear();
    m_loadError.clear();
    if (m_path.isEmpty() || !QFileInfo::exists(m_path))
        return;
    io::FileError readError;
    const std::optional<QByteArray> bytes =
        io::readRegularFile(m_path, kMaxFileBytes, &readError, tr("the list of searches that found nothing"));
    if (!bytes) {
        m_loadError = tr("%1 Starting with an empty list.").arg(readError.message);
        return;
    }
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(*bytes, &parseError);
    const QJsonObject root = document.object();
    if (parseError.error != QJsonParseError::NoError || !document.isObject() ||
        root.value(versionKey()).toInt() != kVersion || !root.value(searchesKey()).isArray()) {
        m_loadError = tr("%1 is not a list of searches (version %2); starting with an empty list.")
                          .arg(QDir::toNativeSeparators(m_path))
                          .arg(kVersion);
        return;
    }
    int skipped = 0;
    QSet<QString> seen;
    for (const QJsonValue &value : root.value(searchesKey()).toArray()) {
        const QJsonObject o = value.toObject();
        MissedSearch entry;
        entry.query = stored(o.value(QStringLiteral("query")).toString());
        entry.language = o.value(QStringLiteral("language")).toString();
        entry.count = std::max(1, o.value(QStringLiteral("count")).toInt(1));
        entry.lastTime = QDateTime::fromString(o.value(QStringLiteral("last")).toString(), Qt::ISODate);
        const QString key = entry.language + u'\t' + keyOf(entry.query);
        if (entry.query.isEmpty() || entry.language.isEmpty() || !entry.lastTime.isValid() || seen.contains(key) ||
            m_entries.size() >= kMaxEntries) {
            ++skipped;
            continue;
        }
        seen.insert(key);
        entry.lastTime = toSeconds(entry.lastTime);
        m_entries.append(entry);
    }
    std::stable_sort(m_entries.begin(), m_entries.end(),
                     [](const MissedSearch &a, const MissedSearch &b) { return a.lastTime > b.lastTime; });
    if (skipped > 0)
        m_loadError = tr("%1: %n unreadable entries skipped.", nullptr, skipped).arg(QDir::toNativeSeparators(m_path));
}

bool MissedSearches::record(const QString &query, const QString &language, const QDateTime &when, QString *error)
{
    const QString text = stored(query);
    if (text.isEmpty())
        return true;
    const QString key = keyOf(text);
    MissedSearch entry{text, language, 1, toSeconds(when)};
    const auto found = std::find_if(m_entries.begin(), m_entries.end(), [&](const MissedSearch &e) {
        return e.language == language && keyOf(e.query) == key;
    });
    if (found != m_entries.end()) {
        entry.count = found->count < std::numeric_limits<int>::max() ? found->count + 1 : found->count;
        m_entries.erase(found);
    }
    m_entries.prepend(entry);
    while (m_entries.size() > kMaxEntries)
        m_entries.removeLast();
    return save(error);
}

bool MissedSearches::clear(QString *error)
{
    m_entries.clear();
    return save(error);
}

bool MissedSearches::save(QString *error) const
{
    if (m_path.isEmpty())
        return true;
    QJsonArray searches;
    for (const MissedSearch &e : m_entries) {
        QJsonObject o;
        o.insert(QStringLiteral("query"), e.query);
        o.insert(QStringLiteral("language"), e.language);
        o.insert(QStringLiteral("count"), e.count);
        o.insert(QStringLiteral("last"), e.lastTime.toString(Qt::ISODate));
        searches.append(o);
    }
    QJsonObject root;
    root.insert(versionKey(), kVersion);
    root.insert(searchesKey(), searches);
    const QString folder = QFileInfo(m_path).absolutePath();
    if (!QDir().mkpath(folder)) {
        if (error)
            *error = tr("cannot create the folder %1").arg(QDir::toNativeSeparators(folder));
        return false;
    }
    io::FileError writeError;
    if (!io::writeFileAtomically(m_path, QJsonDocument(root).toJson(QJsonDocument::Indented), &writeError)) {
        if (error)
            *error = writeError.message;
        return false;
    }
    return true;
}

QString MissedSearches::toTsv() const
{
    QString text = QStringLiteral("query\tlanguage\tcount\tlast\n");
    for (const MissedSearch &e : m_entries) {
        text += tsvField(e.query) + u'\t' + tsvField(e.language) + u'\t' + QString::number(e.count) + u'\t' +
                e.lastTime.toString(Qt::ISODate) + u'\n';
    }
    return text;
}

} // namespace headroom::glossary
