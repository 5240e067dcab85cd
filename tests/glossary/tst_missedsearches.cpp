// SPDX-License-Identifier: GPL-3.0-or-later
// glossary::MissedSearches: what counts as a miss, record/dedupe/count/order, the cap, persistence in a
// temporary folder, clear, the TSV for the clipboard, and corrupt files (start empty, say so).

#include <glossary/missedsearches.h>

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using headroom::glossary::Hit;
using headroom::glossary::MissedSearch;
using headroom::glossary::MissedSearches;
using headroom::glossary::Tier;

namespace {

QDateTime at(int minute)
{
    // 2026-12-02 07:00:00 UTC plus `minute` minutes.
    return QDateTime(QDate(2026, 12, 2), QTime(7, 0), Qt::UTC).addSecs(60 * minute);
}

bool writeFile(const QString &path, const QByteArray &data)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly | QIODevice::Truncate) && file.write(data) == data.size();
}

} // namespace

class TstMissedSearches : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void missesAreNoHitsOrOnlySuggestions();
    void recordDeduplicatesAndCounts();
    void emptyQueriesAreIgnored();
    void persistsAndClears();
    void cappedAtTheMaximum();
    void longQueriesAreCut();
    void tsvForTheClipboard();
    void corruptFileStartsEmpty_data();
    void corruptFileStartsEmpty();
    void badEntriesAreSkipped();
    void unwritableFileIsReported();

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    QString path() const { return m_dir->filePath(QStringLiteral("sub/missed-searches.json")); }
};

void TstMissedSearches::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
}

void TstMissedSearches::missesAreNoHitsOrOnlySuggestions()
{
    Hit suggestion;
    suggestion.tier = Tier::Suggestion;
    Hit fuzzy;
    fuzzy.tier = Tier::Fuzzy;
    Hit partial;
    partial.tier = Tier::Partial;
    QVERIFY(MissedSearches::isMiss({}));
    QVERIFY(MissedSearches::isMiss({suggestion, suggestion}));
    QVERIFY(!MissedSearches::isMiss({fuzzy}));
    QVERIFY(!MissedSearches::isMiss({partial}));
    QVERIFY(!MissedSearches::isMiss({fuzzy, suggestion}));
}

void TstMissedSearches::recordDeduplicatesAndCounts()
{
    MissedSearches list; // in memory
    QVERIFY(list.record(QStringLiteral("kv cahe"), QStringLiteral("en"), at(0)));
    QVERIFY(list.record(QStringLiteral("xqzv"), QStringLiteral("en"), at(1)));
    // Same query in other case and spacing, same language: one entry, count 2, moved to the front and
    // shown as last typed.
    QVERIFY(list.record(QStringLiteral("  KV   Cahe "), QStringLiteral("en"), at(2)));
    // Same query in another language: its own entry.
    QVERIFY(list.record(QStringLiteral("kv cahe"), QStringLiteral("nl"), at(3)));
    QCOMPARE(list.entries().size(), 3);
    QCOMPARE(list.entries().at(0), (MissedSearch{QStringLiteral("kv cahe"), QStringLiteral("nl"), 1, at(3)}));
    QCOMPARE(list.entries().at(1), (MissedSearch{QStringLiteral("KV   Cahe"), QStringLiteral("en"), 2, at(2)}));
    QCOMPARE(list.entries().at(2), (MissedSearch{QStringLiteral("xqzv"), QStringLiteral("en"), 1, at(1)}));
}

void TstMissedSearches::emptyQueriesAreIgnored()
{
    MissedSearches list;
    QVERIFY(list.record(QString(), QStringLiteral("en"), at(0)));
    QVERIFY(list.record(QStringLiteral(" \t "), QStringLiteral("en"), at(0)));
    QVERIFY(list.entries().isEmpty());
}

void TstMissedSearches::persistsAndClears()
{
    {
        MissedSearches list(path());
        QCOMPARE(list.loadError(), QString()); // a missing file is an empty list, not an error
        QVERIFY(list.entries().isEmpty());
        QString error;
        QVERIFY2(list.record(QStringLiteral("önbelek"), QStringLiteral("tr"), at(5), &error), qPrintable(error));
        QVERIFY(list.record(QStringLiteral("önbelek"), QStringLiteral("tr"), at(7)));
        QVERIFY(QFile::exists(path())); // the folder was created
    }
    MissedSearches again(path());
    QCOMPARE(again.loadError(), QString());
    QCOMPARE(again.entries(), (QList<MissedSearch>{{QStringLiteral("önbelek"), QStringLiteral("tr"), 2, at(7)}}));
    // The file itself, as the header documents it.
    QFile file(path());
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QJsonObject root = QJsonDocument::fromJson(file.readAll()).object();
    QCOMPARE(root.value(QLatin1String("version")).toInt(), 1);
    const QJsonObject first = root.value(QLatin1String("searches")).toArray().first().toObject();
    QCOMPARE(first.value(QLatin1String("last")).toString(), QStringLiteral("2026-12-02T07:07:00Z"));
    QCOMPARE(first.value(QLatin1String("count")).toInt(), 2);

    QVERIFY(again.clear());
    QVERIFY(again.entries().isEmpty());
    QVERIFY(MissedSearches(path()).entries().isEmpty());
    // No temporary file is left beside it.
    QCOMPARE(QDir(m_dir->filePath(QStringLiteral("sub"))).entryList(QDir::Files | QDir::Hidden),
             QStringList{QStringLiteral("missed-searches.json")});
}

void TstMissedSearches::cappedAtTheMaximum()
{
    // In memory (a file write per record would make this slow): kMaxEntries + 5 distinct queries, one
    // minute apart; the first five (oldest) are dropped.
    MissedSearches memory;
    for (int i = 0; i < MissedSearches::kMaxEntries + 5; ++i)
        memory.record(QStringLiteral("q%1").arg(i), QStringLiteral("en"), at(i));
    QCOMPARE(memory.entries().size(), MissedSearches::kMaxEntries);
    QCOMPARE(memory.entries().first().query, QStringLiteral("q1004"));
    QCOMPARE(memory.entries().last().query, QStringLiteral("q5"));

    // A full file (q0 .. q999, q999 the newest): one more search drops q0, and the file keeps the cap.
    QJsonArray searches;
    for (int i = MissedSearches::kMaxEntries - 1; i >= 0; --i) {
        searches.append(QJsonObject{{QStringLiteral("query"), QStringLiteral("q%1").arg(i)},
                                    {QStringLiteral("language"), QStringLiteral("en")},
                                    {QStringLiteral("count"), 1},
                                    {QStringLiteral("last"), at(i).toString(Qt::ISODate)}});
    }
    QVERIFY(QDir().mkpath(QFileInfo(path()).absolutePath()));
    QVERIFY(writeFile(
        path(),
        QJsonDocument(QJsonObject{{QStringLiteral("version"), 1}, {QStringLiteral("searches"), searches}}).toJson()));
    MissedSearches full(path());
    QCOMPARE(full.loadError(), QString());
    QCOMPARE(full.entries().size(), MissedSearches::kMaxEntries);
    QVERIFY(full.record(QStringLiteral("new"), QStringLiteral("en"), at(2000)));
    const MissedSearches reread(path());
    QCOMPARE(reread.entries().size(), MissedSearches::kMaxEntries);
    QCOMPARE(reread.entries().first().query, QStringLiteral("new"));
    QCOMPARE(reread.entries().last().query, QStringLiteral("q1"));
}

void TstMissedSearches::longQueriesAreCut()
{
    MissedSearches list;
    // 255 letters then an emoji (2 UTF-16 units at 255..256): the cut at 256 would split it, so 255 stay.
    const QString emoji = QString::fromUtf8("\xF0\x9F\x98\x80");
    list.record(QString(255, u'a') + emoji + QString(100, u'b'), QStringLiteral("en"), at(0));
    QCOMPARE(list.entries().first().query, QString(255, u'a'));
    list.record(QString(1000, u'c'), QStringLiteral("en"), at(1));
    QCOMPARE(list.entries().first().query.size(), 256);
}

void TstMissedSearches::tsvForTheClipboard()
{
    MissedSearches list;
    list.record(QStringLiteral("tab\there"), QStringLiteral("nl"), at(0));
    list.record(QStringLiteral("xqzv"), QStringLiteral("en"), at(90)); // 07:00 + 90 min = 08:30
    QCOMPARE(list.toTsv(), QStringLiteral("query\tlanguage\tcount\tlast\n"
                                          "xqzv\ten\t1\t2026-12-02T08:30:00Z\n"
                                          "tab here\tnl\t1\t2026-12-02T07:00:00Z\n"));
}

void TstMissedSearches::corruptFileStartsEmpty_data()
{
    QTest::addColumn<QByteArray>("content");
    QTest::newRow("not json") << QByteArray("{\"version\": 1, \"searches\": [");
    QTest::newRow("binary") << QByteArray("\x00\xff\xfe garbage", 12);
    QTest::newRow("wrong version") << QByteArray(R"({"version": 7, "searches": []})");
    QTest::newRow("no array") << QByteArray(R"({"version": 1, "searches": {"query": "x"}})");
    QTest::newRow("an array") << QByteArray(R"([1, 2, 3])");
    QTest::newRow("too large") << QByteArray(MissedSearches::kMaxFileBytes + 1, ' ');
}

void TstMissedSearches::corruptFileStartsEmpty()
{
    QFETCH(QByteArray, content);
    QVERIFY(QDir().mkpath(QFileInfo(path()).absolutePath()));
    QVERIFY(writeFile(path(), content));
    MissedSearches list(path());
    QVERIFY(list.entries().isEmpty());
    QVERIFY(!list.loadError().isEmpty());
    QVERIFY2(list.loadError().contains(QLatin1String("missed-searches.json")), qPrintable(list.loadError()));
    // The next record replaces the broken file with a good one.
    QVERIFY(list.record(QStringLiteral("xqzv"), QStringLiteral("en"), at(0)));
    MissedSearches again(path());
    QCOMPARE(again.loadError(), QString());
    QCOMPARE(again.entries().size(), 1);
}

void TstMissedSearches::badEntriesAreSkipped()
{
    QVERIFY(QDir().mkpath(QFileInfo(path()).absolutePath()));
    // Four entries: no query, a bad time, a good one, a duplicate of the good one (other case).
    QVERIFY(writeFile(path(), R"({"version": 1, "searches": [
        {"language": "en", "count": 2, "last": "2026-12-02T07:00:00Z"},
        {"query": "a", "language": "en", "count": 2, "last": "yesterday"},
        {"query": "good", "language": "nl", "count": 4, "last": "2026-12-02T07:01:00Z"},
        {"query": "GOOD", "language": "nl", "count": 1, "last": "2026-12-02T07:02:00Z"}]})"));
    MissedSearches list(path());
    QCOMPARE(list.entries(), (QList<MissedSearch>{{QStringLiteral("good"), QStringLiteral("nl"), 4, at(1)}}));
    QVERIFY2(list.loadError().contains(QLatin1String("3")), qPrintable(list.loadError()));
}

void TstMissedSearches::unwritableFileIsReported()
{
    // The path's folder is a file: the folder cannot be created, record() says so and keeps the entry.
    const QString blocker = m_dir->filePath(QStringLiteral("blocker"));
    QVERIFY(writeFile(blocker, "x"));
    MissedSearches list(blocker + QStringLiteral("/missed-searches.json"));
    QString error;
    QVERIFY(!list.record(QStringLiteral("xqzv"), QStringLiteral("en"), at(0), &error));
    QVERIFY(!error.isEmpty());
    QCOMPARE(list.entries().size(), 1);
}

QTEST_GUILESS_MAIN(TstMissedSearches)
#include "tst_missedsearches.moc"
