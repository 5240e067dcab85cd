// SPDX-License-Identifier: GPL-3.0-or-later
// Tests for headroom::glossary::TermbaseStore: importing user termbases into a folder (validated first,
// copied byte for byte, nothing written on error), loading them beside the built-in glossary, removing them;
// the issue 9 reproducers (tests/data/reliability), special files and a short write of the stored copy.
// Expected ids, sources and messages are read off the fixtures tests/data/glossary-import-*.tbx by hand.
#include <glossary/termbasestore.h>

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QMap>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>

#include <sys/resource.h>
#include <sys/stat.h>

using headroom::glossary::Concept;
using headroom::glossary::ImportOutcome;
using headroom::glossary::MergeReport;
using headroom::glossary::Termbase;
using headroom::glossary::TermbaseError;
using headroom::glossary::TermbaseStore;

namespace {

QString dataFile(const QString &name)
{
    return QStringLiteral(HEADROOM_TEST_DATA_DIR "/") + name;
}

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray("<unreadable>");
}

/// Every file under `folder` (recursively) with its bytes: the whole observable state of a store.
QMap<QString, QByteArray> snapshot(const QString &folder)
{
    QMap<QString, QByteArray> files;
    const QDir dir(folder);
    if (!dir.exists())
        return files;
    const QStringList names = dir.entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot, QDir::Name);
    for (const QString &name : names)
        files.insert(name, readAll(dir.filePath(name)));
    return files;
}

const QString kSlaWarning = QStringLiteral("Concept acme-sla (en): the duplicate term \"SLA\" was removed.");
const QString kGermanWarning =
    QStringLiteral("Concept acme-sla: language \"de\" is kept: the article shows it and exports write it back "
                   "(Headroom's own languages are nl, en and tr).");
const QString kZuluWarning =
    QStringLiteral("Concept acme-bibliography: language \"zu\" is kept: the article shows it and exports write it back "
                   "(Headroom's own languages are nl, en and tr).");
const QString kGpuTaken = QStringLiteral("gpu: skipped, the id is already in the built-in glossary.");

} // namespace

class TestTermbaseStore : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void defaultFolderFollowsStandardPaths();
    void import_data();
    void import();
    void reimportReplaces();
    void sameBytesTwiceAreAlreadyImported();
    void csvIsRefused_data();
    void csvIsRefused();
    void malformedImportChangesNothing_data();
    void malformedImportChangesNothing();
    void unwritableFolder();
    void importDataStoresThoseBytes();
    void brokenStoredFileIsSkipped();
    void removeFile_data();
    void removeFile();
    void specialFilesAreRefused();
    void shortWriteKeepsTheStoredCopy();
};

void TestTermbaseStore::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

void TestTermbaseStore::defaultFolderFollowsStandardPaths()
{
    const QString expected =
        QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/termbases");
    QCOMPARE(TermbaseStore::defaultFolder(), expected);
    QVERIFY2(expected.contains(QLatin1String("/.qttest/")), qPrintable(expected)); // test mode, not the user's
    QCOMPARE(TermbaseStore().folder(), expected);
}

void TestTermbaseStore::import_data()
{
    QTest::addColumn<QStringList>("imports"); // fixture names, imported in this order
    QTest::addColumn<int>("added");           // of the last import
    QTest::addColumn<QStringList>("skipped"); // of the last import
    QTest::addColumn<QStringList>("userIds"); // load(): the concepts with a source, in order
    QTest::addColumn<QStringList>("sources");
    QTest::addColumn<QStringList>("problems"); // load()

    // glossary-import-v2.tbx: acme-sla, acme-support, gpu (taken by the built-in glossary).
    QTest::newRow("2008 file") << QStringList{QStringLiteral("glossary-import-v2.tbx")} << 2
                               << QStringList{kGpuTaken, kSlaWarning, kGermanWarning}
                               << QStringList{QStringLiteral("acme-sla"), QStringLiteral("acme-support")}
                               << QStringList{QStringLiteral("glossary-import-v2.tbx"),
                                              QStringLiteral("glossary-import-v2.tbx")}
                               << QStringList{kGpuTaken};
    // glossary-import-v3.tbx alone: acme-gpu-pool, acme-bibliography (zu only), acme-sla.
    QTest::newRow("2019 file") << QStringList{QStringLiteral("glossary-import-v3.tbx")} << 3
                               << QStringList{kZuluWarning}
                               << QStringList{QStringLiteral("acme-gpu-pool"), QStringLiteral("acme-bibliography"),
                                              QStringLiteral("acme-sla")}
                               << QStringList{QStringLiteral("glossary-import-v3.tbx"),
                                              QStringLiteral("glossary-import-v3.tbx"),
                                              QStringLiteral("glossary-import-v3.tbx")}
                               << QStringList{};
    // Both: v2 sorts first, so its acme-sla wins and v3's is skipped.
    const QString slaTaken = QStringLiteral("acme-sla: skipped, the id is already in glossary-import-v2.tbx.");
    QTest::newRow("2008 then 2019") << QStringList{QStringLiteral("glossary-import-v2.tbx"),
                                                   QStringLiteral("glossary-import-v3.tbx")}
                                    << 2 << QStringList{slaTaken, kZuluWarning}
                                    << QStringList{QStringLiteral("acme-sla"), QStringLiteral("acme-support"),
                                                   QStringLiteral("acme-gpu-pool"), QStringLiteral("acme-bibliography")}
                                    << QStringList{QStringLiteral("glossary-import-v2.tbx"),
                                                   QStringLiteral("glossary-import-v2.tbx"),
                                                   QStringLiteral("glossary-import-v3.tbx"),
                                                   QStringLiteral("glossary-import-v3.tbx")}
                                    << QStringList{kGpuTaken, slaTaken};
}

void TestTermbaseStore::import()
{
    QFETCH(QStringList, imports);
    QFETCH(int, added);
    QFETCH(QStringList, skipped);
    QFETCH(QStringList, userIds);
    QFETCH(QStringList, sources);
    QFETCH(QStringList, problems);

    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString folder = dir.filePath(QStringLiteral("not/yet/there"));
    TermbaseStore store(folder);
    QVERIFY(store.files().isEmpty());

    std::optional<MergeReport> report;
    for (const QString &name : std::as_const(imports)) {
        TermbaseError error;
        report = store.importFile(dataFile(name), &error);
        QVERIFY2(report, qPrintable(error.message));
    }
    QCOMPARE(report->added, added);
    QCOMPARE(report->skipped, skipped);

    // Copied byte for byte, listed in name order with absolute paths.
    QStringList expectedFiles;
    for (const QString &name : std::as_const(imports)) {
        expectedFiles.append(QDir(folder).absoluteFilePath(name));
        QCOMPARE(readAll(expectedFiles.constLast()), readAll(dataFile(name)));
    }
    QCOMPARE(store.files(), expectedFiles);

    QStringList loadProblems;
    const Termbase termbase = store.load(&loadProblems);
    QCOMPARE(loadProblems, problems);
    QStringList ids;
    QStringList actualSources;
    for (const Concept &c : termbase.concepts()) {
        if (!c.source.isEmpty()) {
            ids.append(c.id);
            actualSources.append(c.source);
        }
    }
    QCOMPARE(ids, userIds);
    QCOMPARE(actualSources, sources);
    // Everything built in is still there, unchanged; the user's "gpu" did not replace it.
    QCOMPARE(termbase.concepts().size(), Termbase::builtIn().concepts().size() + userIds.size());
    for (const Concept &c : Termbase::builtIn().concepts())
        QVERIFY(termbase.conceptById(c.id) && *termbase.conceptById(c.id) == c);
}

void TestTermbaseStore::reimportReplaces()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    TermbaseStore store(dir.path());
    QVERIFY(store.importFile(dataFile(QStringLiteral("glossary-import-v2.tbx"))));
    // The same name with other bytes (one more line at the end) replaces the stored copy: its concepts do not
    // collide with themselves.
    const QString changed = dir.filePath(QStringLiteral("new/glossary-import-v2.tbx"));
    QVERIFY(QDir(dir.path()).mkpath(QStringLiteral("new")));
    QFile file(changed);
    QVERIFY(file.open(QIODevice::WriteOnly));
    QVERIFY(file.write(readAll(dataFile(QStringLiteral("glossary-import-v2.tbx"))) + "\n") > 0);
    file.close();
    ImportOutcome outcome = ImportOutcome::AlreadyImported;
    const std::optional<MergeReport> again = store.importFile(changed, nullptr, &outcome);
    QVERIFY(again);
    QCOMPARE(outcome, ImportOutcome::Stored);
    QCOMPARE(readAll(store.storedPath(changed)), readAll(changed));
    QCOMPARE(again->added, 2);
    QCOMPARE(again->skipped, (QStringList{kGpuTaken, kSlaWarning, kGermanWarning}));
    QCOMPARE(store.files().size(), 1);
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files), QStringList{QStringLiteral("glossary-import-v2.tbx")});
}

void TestTermbaseStore::sameBytesTwiceAreAlreadyImported()
{
    // Issue 15 item 6c: the same TBX twice stores nothing the second time and says so, under its own name
    // or a copy of it under another name (which would otherwise repeat all its concepts as skipped).
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    TermbaseStore store(dir.filePath(QStringLiteral("store")));
    const QString v2 = dataFile(QStringLiteral("glossary-import-v2.tbx"));
    ImportOutcome outcome = ImportOutcome::AlreadyImported;
    QVERIFY(store.importFile(v2, nullptr, &outcome));
    QCOMPARE(outcome, ImportOutcome::Stored);
    const QMap<QString, QByteArray> before = snapshot(store.folder());
    const QString copy = dir.filePath(QStringLiteral("renamed.tbx"));
    QVERIFY(QFile::copy(v2, copy));
    for (const QString &path : {v2, copy}) {
        TermbaseError error;
        const std::optional<MergeReport> again = store.importFile(path, &error, &outcome);
        QVERIFY2(again, qPrintable(error.message));
        QCOMPARE(outcome, ImportOutcome::AlreadyImported);
        QCOMPARE(again->added, 0);
        QCOMPARE(again->skipped, QStringList());
        QCOMPARE(snapshot(store.folder()), before); // nothing written, no second copy
    }
    QCOMPARE(TermbaseStore::alreadyImportedMessage(copy),
             QStringLiteral("renamed.tbx: already imported, nothing added"));
    // importData() decides alike (the CLI's path).
    QVERIFY(store.importData(copy, readAll(v2), nullptr, &outcome));
    QCOMPARE(outcome, ImportOutcome::AlreadyImported);
}

void TestTermbaseStore::csvIsRefused_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QByteArray>("bytes");
    const QByteArray csv = readAll(dataFile(QStringLiteral("glossary-import-terms.csv")));
    QTest::newRow("fixture .csv") << QStringLiteral("terms.csv") << csv;
    QTest::newRow(".CSV, any content") << QStringLiteral("TERMS.CSV") << QByteArray("<?xml version=\"1.0\"?><tbx/>");
    // Named otherwise, but the first line "concept_id,en_terms,en_definition" is not XML and holds commas.
    QTest::newRow("csv named .tbx") << QStringLiteral("terms.tbx") << csv;
    QTest::newRow("csv with BOM") << QStringLiteral("terms.txt") << QByteArray("\xEF\xBB\xBF") + csv;
}

void TestTermbaseStore::csvIsRefused()
{
    // Issue 15 item 6b: exactly this sentence, a bad input (not a store failure), nothing written.
    QFETCH(QString, name);
    QFETCH(QByteArray, bytes);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(name);
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size());
    file.close();
    TermbaseStore store(dir.filePath(QStringLiteral("store")));
    TermbaseError error;
    QVERIFY(!store.importFile(path, &error));
    QCOMPARE(error.message, QStringLiteral("CSV is not supported here; export is CSV, import is TBX"));
    QVERIFY(!error.storeFailure);
    QVERIFY(!QFileInfo::exists(store.folder()));
    QVERIFY(TermbaseStore::looksLikeCsv(path, bytes));
    // A real TBX whose first line holds a comma is still TBX: it starts with '<'.
    QVERIFY(!TermbaseStore::looksLikeCsv(QStringLiteral("a.tbx"), "<?xml version=\"1.0\"?>\n<!-- a, b -->\n<tbx/>"));
}

void TestTermbaseStore::malformedImportChangesNothing_data()
{
    QTest::addColumn<QString>("fixture"); // full path
    QTest::addColumn<qint64>("line");
    QTest::addColumn<qint64>("column");
    QTest::addColumn<QString>("fragment");

    // glossary-import-malformed.tbx line 10 is "    </langSec>" where </termSec> is expected; QXmlStreamReader
    // stops after the offending end tag: 4 spaces + "</langSec>" = 14 characters, so 1-based column 15.
    QTest::newRow("mismatched tag") << dataFile(QStringLiteral("glossary-import-malformed.tbx")) << qint64(10)
                                    << qint64(15)
                                    << QStringLiteral("Line 10, column 15: the TBX file is not well-formed XML");
    // A CSV file gets its own message before any parsing: csvIsRefused().
    QTest::newRow("missing file") << dataFile(QStringLiteral("glossary-import-none.tbx")) << qint64(0) << qint64(0)
                                  << QStringLiteral("Cannot read the termbase");
    // Issue 9 reproducers (tests/data/reliability; columns worked out in tst_termbase): a langSec inside a
    // termSec (defect 1: wrote past the end of a term list) or a langSec (defect 12) is one clean error, and
    // so is nesting over 256 levels (defect 3: stack overflow), with line and column.
    const QString nested = QStringLiteral("a language section <langSec> is inside");
    QTest::newRow("langSec in termSec, oob write")
        << dataFile(QStringLiteral("reliability/tbx-langsec-in-termsec-oob-write.tbx")) << qint64(1) << qint64(108)
        << nested;
    QTest::newRow("langSec in termSec, heap overflow")
        << dataFile(QStringLiteral("reliability/tbx-langsec-in-termsec-heap-overflow.tbx")) << qint64(1) << qint64(951)
        << nested;
    QTest::newRow("langSec in langSec, round trip")
        << dataFile(QStringLiteral("reliability/tbx-roundtrip-empty-lang.tbx")) << qint64(1) << qint64(132) << nested;
    QTest::newRow("60000 nested in term")
        << QStringLiteral(HEADROOM_UNPACKED_DATA_DIR "/tbx-term-nesting-60000-stack-overflow.tbx") << qint64(1)
        << qint64(827) << QStringLiteral("Line 1, column 827: the elements are nested more than 256 levels deep.");
    // An external entity (XXE) was expanded as nothing and the file stored with an empty term; line 2 is
    // `<!DOCTYPE tbx [<!ENTITY xxe ...`, the declaration at column 16 (tst_termbase).
    QTest::newRow("external entity") << dataFile(QStringLiteral("hostile/tbx-xxe-external-entity.tbx")) << qint64(2)
                                     << qint64(16)
                                     << QStringLiteral(
                                            "Line 2, column 16: the document type declares the external entity xxe");
}

void TestTermbaseStore::malformedImportChangesNothing()
{
    QFETCH(QString, fixture);
    QFETCH(qint64, line);
    QFETCH(qint64, column);
    QFETCH(QString, fragment);

    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    TermbaseStore store(dir.path());
    QVERIFY(store.importFile(dataFile(QStringLiteral("glossary-import-v2.tbx"))));
    const QMap<QString, QByteArray> before = snapshot(dir.path());
    const QStringList idsBefore = store.load().conceptIds();

    TermbaseError error;
    QVERIFY(!store.importFile(fixture, &error));
    QVERIFY2(error.message.contains(fragment), qPrintable(error.message));
    QVERIFY2(error.message.contains(fixture), qPrintable(error.message)); // names the file
    QVERIFY(!error.storeFailure);                                         // a bad input, not the store
    QCOMPARE(error.line, line);
    if (column > 0)
        QCOMPARE(error.column, column);

    QCOMPARE(snapshot(dir.path()), before);
    QCOMPARE(store.load().conceptIds(), idsBefore);

    // Into a folder that does not exist yet: it is not even created.
    TermbaseStore fresh(dir.filePath(QStringLiteral("fresh")));
    QVERIFY(!fresh.importFile(fixture));
    QVERIFY(!QFileInfo::exists(dir.filePath(QStringLiteral("fresh"))));
}

void TestTermbaseStore::unwritableFolder()
{
    // A regular file where the folder should be: works for root too (unlike a read-only folder).
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString blocker = dir.filePath(QStringLiteral("termbases"));
    QFile file(blocker);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("not a folder");
    file.close();

    TermbaseStore store(blocker);
    TermbaseError error;
    QVERIFY(!store.importFile(dataFile(QStringLiteral("glossary-import-v3.tbx")), &error));
    QVERIFY2(error.message.contains(QLatin1String("Cannot create the termbase folder")), qPrintable(error.message));
    QVERIFY(error.storeFailure);
    QCOMPARE(readAll(blocker), QByteArray("not a folder"));
    QVERIFY(store.files().isEmpty());
    QCOMPARE(store.load().conceptIds(), Termbase::builtIn().conceptIds());
}

void TestTermbaseStore::importDataStoresThoseBytes()
{
    // The bytes handed in are validated and stored as they are; the path only names the copy and is never
    // read (here it does not exist), so what is stored is exactly what was validated.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    TermbaseStore store(dir.filePath(QStringLiteral("store")));
    const QByteArray bytes = readAll(dataFile(QStringLiteral("glossary-import-v3.tbx")));
    const QString path = dir.filePath(QStringLiteral("absent/team-terms.tbx"));
    TermbaseError error;
    const std::optional<MergeReport> report = store.importData(path, bytes, &error);
    QVERIFY2(report, qPrintable(error.message));
    QCOMPARE(store.files(), QStringList{dir.filePath(QStringLiteral("store/team-terms.tbx"))});
    QCOMPARE(readAll(store.files().constFirst()), bytes);

    // Malformed bytes under the same name: refused naming the path, the stored copy unchanged.
    QVERIFY(!store.importData(path, bytes.left(bytes.size() / 2), &error));
    QVERIFY2(error.message.startsWith(path + QStringLiteral(": Line ")), qPrintable(error.message));
    QVERIFY(!error.storeFailure);
    QCOMPARE(readAll(store.files().constFirst()), bytes);
}

void TestTermbaseStore::brokenStoredFileIsSkipped()
{
    // A file broken after import (edited by hand): load() reports it and still loads the others.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    TermbaseStore store(dir.path());
    QVERIFY(store.importFile(dataFile(QStringLiteral("glossary-import-v3.tbx"))));
    QFile broken(dir.filePath(QStringLiteral("a-broken.tbx")));
    QVERIFY(broken.open(QIODevice::WriteOnly));
    broken.write("<tbx><text><body>\n<conceptEntry id=\"x\">\n</body>");
    broken.close();

    QStringList problems;
    const Termbase termbase = store.load(&problems);
    QCOMPARE(problems.size(), 1);
    QVERIFY2(problems.constFirst().contains(dir.filePath(QStringLiteral("a-broken.tbx"))),
             qPrintable(problems.constFirst()));
    QVERIFY2(problems.constFirst().contains(QLatin1String("Line 3")), qPrintable(problems.constFirst()));
    QVERIFY(!termbase.conceptById(QStringLiteral("x")));
    QCOMPARE(termbase.conceptById(QStringLiteral("acme-gpu-pool"))->term(QStringLiteral("nl")),
             QStringLiteral("GPU-pool"));
}

void TestTermbaseStore::removeFile_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<bool>("removed");

    QTest::newRow("stored file") << QStringLiteral("glossary-import-v3.tbx") << true;
    QTest::newRow("unknown name") << QStringLiteral("other.tbx") << false;
    QTest::newRow("path outside the folder") << QStringLiteral("../glossary-import-v3.tbx") << false;
    QTest::newRow("empty") << QString() << false;
}

void TestTermbaseStore::removeFile()
{
    QFETCH(QString, name);
    QFETCH(bool, removed);

    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    TermbaseStore store(dir.filePath(QStringLiteral("store")));
    QVERIFY(store.importFile(dataFile(QStringLiteral("glossary-import-v3.tbx"))));
    // A same-named file beside the store, which "../" would reach.
    QVERIFY(QFile::copy(dataFile(QStringLiteral("glossary-import-v3.tbx")),
                        dir.filePath(QStringLiteral("glossary-import-v3.tbx"))));

    QString error;
    QCOMPARE(store.removeFile(name, &error), removed);
    QCOMPARE(error.isEmpty(), removed);
    QCOMPARE(store.files().isEmpty(), removed);
    QCOMPARE(store.load().conceptById(QStringLiteral("acme-gpu-pool")) == nullptr, removed);
    QVERIFY(QFileInfo::exists(dir.filePath(QStringLiteral("glossary-import-v3.tbx"))));
}

void TestTermbaseStore::specialFilesAreRefused()
{
    // Defect 6: import reads through io::readRegularFile(). A FIFO used to block the import forever; it is
    // refused at once. /dev/zero is refused unread ("not a regular file"); a file over the 64 MiB cap
    // (sparse, one byte over) is refused with the limit in the message. The store is never touched.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString folder = dir.filePath(QStringLiteral("store"));
    TermbaseStore store(folder);
    QVERIFY(store.importFile(dataFile(QStringLiteral("glossary-import-v3.tbx"))));
    const QMap<QString, QByteArray> before = snapshot(folder);

    const QString fifo = dir.filePath(QStringLiteral("pipe.tbx"));
    QVERIFY(::mkfifo(QFile::encodeName(fifo).constData(), 0600) == 0);
    const QString big = dir.filePath(QStringLiteral("big.tbx"));
    QFile file(big);
    QVERIFY(file.open(QIODevice::WriteOnly));
    QVERIFY(file.resize(headroom::glossary::kMaxTermbaseFileBytes + 1));
    file.close();

    const QList<std::pair<QString, QString>> cases{
        {fifo, QStringLiteral("it is a FIFO (named pipe), not a regular file")},
        {QStringLiteral("/dev/zero"), QStringLiteral("not a regular file")},
        {big, QStringLiteral("larger than the limit of 64 MiB")},
    };
    for (const auto &[path, fragment] : cases) {
        QElapsedTimer timer;
        timer.start();
        TermbaseError error;
        QVERIFY(!store.importFile(path, &error));
        QVERIFY2(timer.elapsed() < 5000, qPrintable(path));
        QVERIFY2(error.message.contains(path) && error.message.contains(fragment), qPrintable(error.message));
        QVERIFY(!error.message.contains(u'\n'));
        QCOMPARE(snapshot(folder), before);
    }
}

void TestTermbaseStore::shortWriteKeepsTheStoredCopy()
{
    // Defect 2: the stored copy used to be committed after a short write (a 4,096-byte copy on a full
    // disk, exit 0). RLIMIT_FSIZE below the new file's size makes write() fail with EFBIG (SIGXFSZ ignored),
    // as a full disk does: the import fails and the stored copy keeps its old bytes, no temporary file left.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QVERIFY(QDir(dir.path()).mkpath(QStringLiteral("old")) && QDir(dir.path()).mkpath(QStringLiteral("new")));
    const QString oldFile = dir.filePath(QStringLiteral("old/acme.tbx"));
    const QString newFile = dir.filePath(QStringLiteral("new/acme.tbx"));
    QVERIFY(QFile::copy(dataFile(QStringLiteral("glossary-import-v3.tbx")), oldFile)); // 2,017 bytes
    QVERIFY(QFile::copy(dataFile(QStringLiteral("glossary-import-v2.tbx")), newFile)); // 2,990 bytes
    const QString folder = dir.filePath(QStringLiteral("store"));
    TermbaseStore store(folder);
    QVERIFY(store.importFile(oldFile));
    const QMap<QString, QByteArray> before = snapshot(folder);
    QCOMPARE(before.value(QStringLiteral("acme.tbx")), readAll(oldFile));

    rlimit saved{};
    QVERIFY(::getrlimit(RLIMIT_FSIZE, &saved) == 0);
    const auto previousHandler = std::signal(SIGXFSZ, SIG_IGN);
    rlimit low = saved;
    low.rlim_cur = 2048;
    QVERIFY(::setrlimit(RLIMIT_FSIZE, &low) == 0);
    TermbaseError error;
    const bool imported = store.importFile(newFile, &error).has_value();
    QVERIFY(::setrlimit(RLIMIT_FSIZE, &saved) == 0);
    std::signal(SIGXFSZ, previousHandler);

    QVERIFY(!imported);
    QVERIFY2(error.message.contains(store.storedPath(newFile)), qPrintable(error.message));
    QVERIFY2(error.message.contains(QLatin1String("the file was left as it was")), qPrintable(error.message));
    QCOMPARE(snapshot(folder), before);

    // With the limit lifted the same import succeeds and stores the complete file.
    QVERIFY(store.importFile(newFile));
    QCOMPARE(readAll(store.storedPath(newFile)), readAll(newFile));
}

QTEST_GUILESS_MAIN(TestTermbaseStore)
#include "tst_termbasestore.moc"
