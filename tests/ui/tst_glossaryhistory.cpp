// SPDX-License-Identifier: GPL-3.0-or-later
// GlossaryHistory without widgets: the back/forward trail, previews that share an entry, the capped
// recent list, favourites, and the JSON file written on every change and read by the next instance.

#include <ui/glossaryhistory.h>

#include <QFile>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using headroom::ui::GlossaryHistory;

class TstGlossaryHistory : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void navigation_data();
    void navigation();
    void trailAndRecentAreCapped();
    void backAndForwardStopAtTheEnds();
    void favourites();
    void everyChangeIsOnDiskAtOnce();
    void missingFileGivesAnEmptyHistory();
    void damagedFileStartsEmpty_data();
    void damagedFileStartsEmpty();
    void loadCleansUpOddValues();
    void unwritableFileIsReportedAndKeepsWorking();
    void defaultPathIsInAppData();
};

namespace {

/// Runs one scripted step: "v:<id>" visit (push), "r:<id>" visit replacing the current entry,
/// "back", "fwd", "clear".
void step(GlossaryHistory &h, const QString &op)
{
    if (op.startsWith(QLatin1String("v:")))
        h.visit(op.mid(2));
    else if (op.startsWith(QLatin1String("r:")))
        h.visit(op.mid(2), GlossaryHistory::Visit::ReplaceCurrent);
    else if (op == QLatin1String("back"))
        h.back();
    else if (op == QLatin1String("fwd"))
        h.forward();
    else if (op == QLatin1String("clear"))
        h.clearHistory();
    else
        QFAIL(qPrintable(QStringLiteral("unknown step ") + op));
}

QStringList ids(const char *spaceSeparated)
{
    return QString::fromLatin1(spaceSeparated).split(QLatin1Char(' '), Qt::SkipEmptyParts);
}

} // namespace

void TstGlossaryHistory::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("Headroom"));
    QCoreApplication::setApplicationName(QStringLiteral("headroom-test-history"));
}

void TstGlossaryHistory::navigation_data()
{
    QTest::addColumn<QStringList>("steps");
    QTest::addColumn<QStringList>("trail");
    QTest::addColumn<int>("position");
    QTest::addColumn<QStringList>("recent");
    QTest::addColumn<bool>("canBack");
    QTest::addColumn<bool>("canForward");

    // Recent lists are worked out step by step: each visit, back or forward moves its id to the front.
    QTest::newRow("three visits") << ids("v:a v:b v:c") << ids("a b c") << 2 << ids("c b a") << true << false;
    // c b a -> back to b: b c a -> back to a: a b c.
    QTest::newRow("back twice") << ids("v:a v:b v:c back back") << ids("a b c") << 0 << ids("a b c") << false << true;
    QTest::newRow("back then forward") << ids("v:a v:b back fwd") << ids("a b") << 1 << ids("b a") << true << false;
    // After back (on b) a new visit drops c from the trail, as a browser does; c stays in recent.
    QTest::newRow("visit after back drops the forward part")
        << ids("v:a v:b v:c back v:d") << ids("a b d") << 2 << ids("d b c a") << true << false;
    QTest::newRow("visiting the current entry changes nothing")
        << ids("v:a v:a") << ids("a") << 0 << ids("a") << false << false;
    QTest::newRow("a concept may come back later")
        << ids("v:a v:b v:a") << ids("a b a") << 2 << ids("a b") << true << false;
    // The first preview pushes b, the next ones replace it; b was only previewed, so it leaves recent.
    QTest::newRow("previews share one entry")
        << ids("v:a v:b r:c r:d") << ids("a d") << 1 << ids("d a") << true << false;
    // a b, then replacing b by a would give a a: one a is kept.
    QTest::newRow("replace onto the previous entry collapses")
        << ids("v:a v:b r:a") << ids("a") << 0 << ids("a") << false << false;
    QTest::newRow("replace on an empty trail pushes") << ids("r:a") << ids("a") << 0 << ids("a") << false << false;
    QTest::newRow("clear") << ids("v:a v:b clear") << QStringList() << -1 << QStringList() << false << false;
}

void TstGlossaryHistory::navigation()
{
    QFETCH(QStringList, steps);
    QFETCH(QStringList, trail);
    QFETCH(int, position);
    QFETCH(QStringList, recent);
    QFETCH(bool, canBack);
    QFETCH(bool, canForward);

    GlossaryHistory h;
    for (const QString &op : steps)
        step(h, op);
    QCOMPARE(h.trail(), trail);
    QCOMPARE(h.position(), position);
    QCOMPARE(h.current(), position >= 0 ? trail.at(position) : QString());
    QCOMPARE(h.recent(), recent);
    QCOMPARE(h.canGoBack(), canBack);
    QCOMPARE(h.canGoForward(), canForward);
}

void TstGlossaryHistory::trailAndRecentAreCapped()
{
    GlossaryHistory h;
    // 60 distinct visits c0..c59: the trail keeps the last 50 (c10..c59), the recent list too.
    for (int i = 0; i < 60; ++i)
        QVERIFY(h.visit(QStringLiteral("c%1").arg(i)));
    QCOMPARE(GlossaryHistory::kMaxEntries, 50);
    QCOMPARE(h.trail().size(), 50);
    QCOMPARE(h.trail().first(), QStringLiteral("c10"));
    QCOMPARE(h.current(), QStringLiteral("c59"));
    QCOMPARE(h.position(), 49);
    QCOMPARE(h.recent().size(), 50);
    QCOMPARE(h.recent().first(), QStringLiteral("c59"));
    QCOMPARE(h.recent().last(), QStringLiteral("c10"));
}

void TstGlossaryHistory::backAndForwardStopAtTheEnds()
{
    GlossaryHistory h;
    QCOMPARE(h.back(), QString());
    QCOMPARE(h.forward(), QString());
    h.visit(QStringLiteral("a"));
    QCOMPARE(h.back(), QString());
    QCOMPARE(h.current(), QStringLiteral("a"));
    h.visit(QStringLiteral("b"));
    QCOMPARE(h.back(), QStringLiteral("a"));
    QCOMPARE(h.back(), QString());
    QCOMPARE(h.forward(), QStringLiteral("b"));
    QCOMPARE(h.forward(), QString());
    QVERIFY(!h.visit(QString())); // an empty id is never recorded
}

void TstGlossaryHistory::favourites()
{
    GlossaryHistory h;
    QVERIFY(h.setFavourite(QStringLiteral("vram"), true));
    QVERIFY(h.setFavourite(QStringLiteral("kv-cache"), true));
    QVERIFY(!h.setFavourite(QStringLiteral("vram"), true)); // already there
    QCOMPARE(h.favourites(), ids("vram kv-cache"));
    QVERIFY(h.isFavourite(QStringLiteral("kv-cache")));
    QVERIFY(h.setFavourite(QStringLiteral("vram"), false));
    QVERIFY(!h.setFavourite(QStringLiteral("vram"), false));
    QCOMPARE(h.favourites(), ids("kv-cache"));
    h.clearHistory(); // favourites are not history
    QCOMPARE(h.favourites(), ids("kv-cache"));
}

void TstGlossaryHistory::everyChangeIsOnDiskAtOnce()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("sub/history.json")); // the folder is created on demand
    GlossaryHistory h(path);
    QVERIFY(h.loadError().isEmpty());
    QVERIFY(!QFile::exists(path)); // nothing written before the first change

    // After each change a second instance (what a restart would read) sees it, while `h` still lives.
    h.visit(QStringLiteral("kv-cache"));
    QCOMPARE(GlossaryHistory(path).trail(), ids("kv-cache"));
    h.visit(QStringLiteral("vram"));
    h.visit(QStringLiteral("weights"));
    h.back();
    {
        const GlossaryHistory read(path);
        QCOMPARE(read.trail(), ids("kv-cache vram weights"));
        QCOMPARE(read.position(), 1);
        QCOMPARE(read.current(), QStringLiteral("vram"));
        QCOMPARE(read.recent(), ids("vram weights kv-cache"));
        QVERIFY(read.canGoForward());
    }
    h.setFavourite(QStringLiteral("weights"), true);
    QCOMPARE(GlossaryHistory(path).favourites(), ids("weights"));
    h.setFavourite(QStringLiteral("weights"), false);
    QCOMPARE(GlossaryHistory(path).favourites(), QStringList());
    QVERIFY(h.saveError().isEmpty());
}

void TstGlossaryHistory::missingFileGivesAnEmptyHistory()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const GlossaryHistory h(dir.filePath(QStringLiteral("none.json")));
    QVERIFY(h.loadError().isEmpty());
    QVERIFY(h.trail().isEmpty());
    QCOMPARE(h.position(), -1);
    QVERIFY(h.favourites().isEmpty());
}

void TstGlossaryHistory::damagedFileStartsEmpty_data()
{
    QTest::addColumn<QByteArray>("content");
    QTest::newRow("not JSON") << QByteArray("{\"version\": 1, \"trail\": [");
    QTest::newRow("an array") << QByteArray("[\"kv-cache\"]");
    QTest::newRow("unknown version") << QByteArray(R"({"version": 7, "trail": ["kv-cache"], "position": 0})");
    QTest::newRow("empty file") << QByteArray();
}

void TstGlossaryHistory::damagedFileStartsEmpty()
{
    QFETCH(QByteArray, content);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("history.json"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(content);
    file.close();

    GlossaryHistory h(path);
    QVERIFY(!h.loadError().isEmpty());
    QVERIFY2(h.loadError().contains(QLatin1String("history.json")), qPrintable(h.loadError()));
    QVERIFY(h.trail().isEmpty());
    // The next change replaces the damaged file with a good one.
    h.visit(QStringLiteral("vram"));
    const GlossaryHistory read(path);
    QVERIFY(read.loadError().isEmpty());
    QCOMPARE(read.trail(), ids("vram"));
}

void TstGlossaryHistory::loadCleansUpOddValues()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("history.json"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    // A position past the end, empty and non-string ids, duplicates in recent and favourites.
    file.write(R"({"version": 1, "trail": ["a", "", 3, "b"], "position": 9,
                  "recent": ["b", "b", "a"], "favourites": ["a", null, "a"]})");
    file.close();
    const GlossaryHistory h(path);
    QVERIFY(h.loadError().isEmpty());
    QCOMPARE(h.trail(), ids("a b"));
    QCOMPARE(h.position(), 1); // clamped to the last entry
    QCOMPARE(h.recent(), ids("b a"));
    QCOMPARE(h.favourites(), ids("a"));
}

void TstGlossaryHistory::unwritableFileIsReportedAndKeepsWorking()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    // The parent "folder" is a file, so neither mkpath nor QSaveFile can succeed.
    const QString blocker = dir.filePath(QStringLiteral("file"));
    QFile file(blocker);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.close();
    GlossaryHistory h(blocker + QStringLiteral("/history.json"));
    QVERIFY(h.visit(QStringLiteral("vram")));
    QVERIFY(!h.saveError().isEmpty());
    QCOMPARE(h.current(), QStringLiteral("vram")); // the session goes on in memory
}

void TstGlossaryHistory::defaultPathIsInAppData()
{
    QCOMPARE(GlossaryHistory::defaultPath(), QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
                                                 QStringLiteral("/glossary-history.json"));
    QVERIFY(GlossaryHistory::defaultPath().contains(QLatin1String("headroom-test-history")));
}

QTEST_GUILESS_MAIN(TstGlossaryHistory)
#include "tst_glossaryhistory.moc"
