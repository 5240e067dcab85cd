// SPDX-License-Identifier: GPL-3.0-or-later
// The quote history (QuoteStore) on real SQLite files in a QTemporaryDir: the idempotency rules (replay,
// conflict, pending retry, new key for a known fingerprint, new fingerprint), reference numbering per year,
// a crash mid-export, two objects on one file, migrations from a hand-made version-1 file, refusal of a
// newer or foreign file (left byte-identical), removal, and key validation. Every row count is checked with
// a second, raw SQLite connection, not through the store itself.

#include <quote/quotestore.h>
#include <quote/storedpayload.h>

#include <io/safefile.h>

#include <QCryptographicHash>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QScopeGuard>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QStandardPaths>
#include <QSysInfo>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>
#include <QTimeZone>
#include <QUuid>

#include <memory>

#include <signal.h>
#include <sys/resource.h>

using namespace headroom::quote;

namespace {

/// A fingerprint-shaped string: 64 times `c` (the store only compares strings).
QString fp(char c)
{
    return QString(64, QLatin1Char(c));
}

QDateTime at(int year, int month, int day, int hour = 10, int minute = 0)
{
    return QDateTime(QDate(year, month, day), QTime(hour, minute), Qt::UTC);
}

QByteArray payload(const char *text)
{
    return QByteArray(text);
}

QString key(int i)
{
    return QStringLiteral("key-%1").arg(i);
}

/// An independent connection to the same file, for counting and dumping rows and for hand-made files.
class RawDb
{
public:
    explicit RawDb(const QString &path)
        : m_name(QStringLiteral("raw-") + QUuid::createUuid().toString(QUuid::WithoutBraces))
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_name);
        db.setDatabaseName(path);
        m_open = db.open();
    }
    ~RawDb()
    {
        {
            QSqlDatabase db = QSqlDatabase::database(m_name, false);
            db.close();
        }
        QSqlDatabase::removeDatabase(m_name);
    }
    RawDb(const RawDb &) = delete;
    RawDb &operator=(const RawDb &) = delete;

    bool isOpen() const { return m_open; }

    bool exec(const QString &sql) const
    {
        QSqlQuery q(QSqlDatabase::database(m_name, false));
        if (!q.exec(sql)) {
            qWarning("%s: %s", qPrintable(sql), qPrintable(q.lastError().text()));
            return false;
        }
        return true;
    }

    QVariant scalar(const QString &sql) const
    {
        QSqlQuery q(QSqlDatabase::database(m_name, false));
        if (!q.exec(sql) || !q.next())
            return {};
        return q.value(0);
    }

    int count(const char *table) const
    {
        return scalar(QStringLiteral("SELECT COUNT(*) FROM ") + QLatin1String(table)).toInt();
    }

    /// Every row of every table, one string per row: equal dumps mean nothing was written.
    QStringList dump() const
    {
        QStringList rows;
        for (const char *table : {"quotes", "operations", "reference_counters"}) {
            QSqlQuery q(QSqlDatabase::database(m_name, false));
            if (!q.exec(QStringLiteral("SELECT * FROM ") + QLatin1String(table) + QStringLiteral(" ORDER BY 1")))
                continue;
            while (q.next()) {
                QStringList cells{QLatin1String(table)};
                for (int i = 0; i < q.record().count(); ++i)
                    cells.append(q.value(i).isNull() ? QStringLiteral("<null>") : q.value(i).toString());
                rows.append(cells.join(QLatin1Char('|')));
            }
        }
        return rows;
    }

private:
    QString m_name;
    bool m_open = false;
};

/// Mounts a `size` tmpfs on `folder` (root only); false where mount fails.
bool mountTmpfs(const QString &folder, const QString &size)
{
    QProcess mount;
    mount.start(QStringLiteral("mount"), {QStringLiteral("-t"), QStringLiteral("tmpfs"), QStringLiteral("-o"),
                                          QStringLiteral("size=") + size, QStringLiteral("tmpfs"), folder});
    return mount.waitForFinished(10000) && mount.exitStatus() == QProcess::NormalExit && mount.exitCode() == 0;
}

/// Fills the file system of `folder` with `folder`/filler until a write fails: 0 bytes free.
bool fillDisk(const QString &folder)
{
    QFile filler(folder + QStringLiteral("/filler"));
    if (!filler.open(QIODevice::WriteOnly | QIODevice::Unbuffered))
        return false;
    const QByteArray block(4096, 'x');
    while (filler.write(block) == block.size()) {
    }
    return filler.size() > 0; // stopped by ENOSPC (QFileDevice::ResourceError)
}

/// The names in `folder`, sorted.
QStringList entries(const QString &folder)
{
    return QDir(folder).entryList(QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot, QDir::Name);
}

/// Limits the size of files this process writes to `bytes` (RLIMIT_FSIZE, SIGXFSZ ignored, so a write past
/// it fails with EFBIG or is short) until destroyed: an injected disk-full that works without root.
class FileSizeLimit
{
public:
    explicit FileSizeLimit(rlim_t bytes)
    {
        m_ok = ::getrlimit(RLIMIT_FSIZE, &m_old) == 0;
        m_oldHandler = ::signal(SIGXFSZ, SIG_IGN);
        struct rlimit limited = m_old;
        limited.rlim_cur = bytes;
        m_ok = m_ok && ::setrlimit(RLIMIT_FSIZE, &limited) == 0;
    }
    ~FileSizeLimit()
    {
        ::setrlimit(RLIMIT_FSIZE, &m_old);
        ::signal(SIGXFSZ, m_oldHandler);
    }
    FileSizeLimit(const FileSizeLimit &) = delete;
    FileSizeLimit &operator=(const FileSizeLimit &) = delete;
    bool isActive() const { return m_ok; }

private:
    struct rlimit m_old = {};
    void (*m_oldHandler)(int) = nullptr;
    bool m_ok = false;
};

QByteArray fileBytes(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return f.readAll();
}

} // namespace

class TestQuoteStore : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    int m_fileCounter = 0;

    /// A fresh file name in the temporary folder.
    QString newPath() { return m_dir.filePath(QStringLiteral("quotes-%1.sqlite").arg(++m_fileCounter)); }

    /// begin() with defaults for the stored fields.
    static BeginResult beginExport(QuoteStore &store, const QString &k, const QString &fingerprint,
                                   const QDateTime &now, const QByteArray &json = payload("{\"q\":1}"))
    {
        return store.begin(k, kOperationExportPdf, fingerprint, json, QStringLiteral("EUR"), 123456,
                           now.date().addDays(30), now);
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
        QVERIFY(QSqlDatabase::isDriverAvailable(QStringLiteral("QSQLITE")));
    }

    void defaultPath_inAppData()
    {
        const QString path = QuoteStore::defaultPath();
        QVERIFY(path.startsWith(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QLatin1Char('/')));
        QVERIFY(path.endsWith(QLatin1String("/quotes.sqlite")));
    }

    void open_createsFolderAndLatestSchema()
    {
        const QString path = m_dir.filePath(QStringLiteral("new/deeper/quotes.sqlite"));
        QString error;
        {
            std::optional<QuoteStore> store = QuoteStore::open(path, &error);
            QVERIFY2(store, qPrintable(error));
            // Version 1 (tables), version 2 (index, reference counters) and version 3 (claim owner,
            // application_id): three migrations.
            QCOMPARE(QuoteStore::latestSchemaVersion(), 3);
            QCOMPARE(store->schemaVersion(), 3);
            QCOMPARE(store->path(), QFileInfo(path).absoluteFilePath());
            QVERIFY(store->quotes().isEmpty());

            RawDb raw(path);
            QVERIFY(raw.isOpen());
            QCOMPARE(raw.scalar(QStringLiteral("PRAGMA user_version")).toInt(), 3);
            QCOMPARE(raw.scalar(QStringLiteral("PRAGMA journal_mode")).toString(), QStringLiteral("wal"));
            QCOMPARE(raw.scalar(QStringLiteral("PRAGMA application_id")).toLongLong(), qint64(kApplicationId));
            QCOMPARE(raw.scalar(QStringLiteral("SELECT COUNT(*) FROM sqlite_master WHERE type = 'index' AND name = "
                                               "'operations_reference'"))
                         .toInt(),
                     1);
            QCOMPARE(raw.scalar(QStringLiteral("SELECT COUNT(*) FROM sqlite_master WHERE type = 'table' AND name IN "
                                               "('quotes', 'operations', 'reference_counters')"))
                         .toInt(),
                     3);
        }
        // Opening again migrates nothing and keeps the version.
        std::optional<QuoteStore> again = QuoteStore::open(path, &error);
        QVERIFY2(again, qPrintable(error));
        QCOMPARE(again->schemaVersion(), 3);
    }

    void open_ownConnectionRemovedAndMovable()
    {
        const qsizetype before = QSqlDatabase::connectionNames().size();
        const QString path = newPath();
        QString error;
        {
            std::optional<QuoteStore> a = QuoteStore::open(path, &error);
            std::optional<QuoteStore> b = QuoteStore::open(path, &error);
            QVERIFY2(a && b, qPrintable(error));
            QCOMPARE(QSqlDatabase::connectionNames().size(), before + 2); // one connection per object

            QuoteStore moved(std::move(*a)); // the connection travels; the moved-from object owns none
            QCOMPARE(QSqlDatabase::connectionNames().size(), before + 2);
            QCOMPARE(beginExport(moved, key(1), fp('a'), at(2026, 3, 1)).outcome, BeginOutcome::Started);
            QCOMPARE(beginExport(*a, key(2), fp('b'), at(2026, 3, 1)).outcome, BeginOutcome::Error);

            *b = std::move(moved); // b's own connection is released, moved's taken over
            QCOMPARE(QSqlDatabase::connectionNames().size(), before + 1);
            QCOMPARE(b->quotes().size(), 1);
        }
        QCOMPARE(QSqlDatabase::connectionNames().size(), before);
    }

    void references_data()
    {
        QTest::addColumn<QList<QDateTime>>("nows");
        QTest::addColumn<QStringList>("fingerprints");
        QTest::addColumn<QStringList>("expected");

        QTest::newRow("first of 2026") << QList<QDateTime>{at(2026, 3, 1)} << QStringList{fp('a')}
                                       << QStringList{QStringLiteral("HR-2026-000001")};
        QTest::newRow("changed fingerprint gets the next number")
            << QList<QDateTime>{at(2026, 3, 1), at(2026, 3, 2)} << QStringList{fp('a'), fp('b')}
            << QStringList{QStringLiteral("HR-2026-000001"), QStringLiteral("HR-2026-000002")};
        QTest::newRow("same fingerprint, new keys: one reference")
            << QList<QDateTime>{at(2026, 3, 1), at(2026, 3, 2), at(2026, 3, 3)}
            << QStringList{fp('a'), fp('a'), fp('b')}
            << QStringList{QStringLiteral("HR-2026-000001"), QStringLiteral("HR-2026-000001"),
                           QStringLiteral("HR-2026-000002")};
        QTest::newRow("year rollover restarts at 000001")
            << QList<QDateTime>{at(2026, 12, 31, 23, 59), at(2027, 1, 1, 0, 1), at(2027, 1, 2)}
            << QStringList{fp('a'), fp('b'), fp('c')}
            << QStringList{QStringLiteral("HR-2026-000001"), QStringLiteral("HR-2027-000001"),
                           QStringLiteral("HR-2027-000002")};
        QTest::newRow("each year keeps its own counter")
            << QList<QDateTime>{at(2026, 12, 30), at(2027, 1, 1), at(2026, 12, 31)}
            << QStringList{fp('a'), fp('b'), fp('c')}
            << QStringList{QStringLiteral("HR-2026-000001"), QStringLiteral("HR-2027-000001"),
                           QStringLiteral("HR-2026-000002")};
        // 2027-01-01 00:30 at UTC+01:00 is 2026-12-31 23:30 UTC: the year is the one of `now` as given.
        QTest::newRow("year of now in its own zone")
            << QList<QDateTime>{QDateTime(QDate(2027, 1, 1), QTime(0, 30), QTimeZone(3600))} << QStringList{fp('a')}
            << QStringList{QStringLiteral("HR-2027-000001")};
    }

    void references()
    {
        QFETCH(QList<QDateTime>, nows);
        QFETCH(QStringList, fingerprints);
        QFETCH(QStringList, expected);

        QString error;
        std::optional<QuoteStore> store = QuoteStore::open(newPath(), &error);
        QVERIFY2(store, qPrintable(error));
        for (qsizetype i = 0; i < nows.size(); ++i) {
            const BeginResult r = beginExport(*store, key(int(i)), fingerprints.at(i), nows.at(i));
            QCOMPARE(r.outcome, BeginOutcome::Started);
            QCOMPARE(r.reference, expected.at(i));
            QVERIFY2(store->complete(key(int(i)), QStringLiteral("/out/%1.pdf").arg(i), {}, &error), qPrintable(error));
        }
        QCOMPARE(store->quotes().size(), QSet<QString>(expected.cbegin(), expected.cend()).size());
    }

    void replay_returnsStoredResultAndWritesNothing()
    {
        const QString path = newPath();
        QString error;
        std::optional<QuoteStore> store = QuoteStore::open(path, &error);
        QVERIFY2(store, qPrintable(error));

        const BeginResult first = beginExport(*store, key(1), fp('a'), at(2026, 3, 1), payload("{\"first\":true}"));
        QCOMPARE(first.outcome, BeginOutcome::Started);
        QCOMPARE(first.reference, QStringLiteral("HR-2026-000001"));
        const QByteArray sha = QCryptographicHash::hash("pdf bytes", QCryptographicHash::Sha256);
        QVERIFY2(store->complete(key(1), QStringLiteral("/out/quote.pdf"), sha, &error), qPrintable(error));

        RawDb raw(path);
        const QStringList before = raw.dump();
        QCOMPARE(raw.count("quotes"), 1);
        QCOMPARE(raw.count("operations"), 1);

        // A retry: same key, same fingerprint, a later time and another payload (e.g. other dates inside).
        const BeginResult replay = store->begin(key(1), kOperationExportPdf, fp('a'), payload("{\"second\":true}"),
                                                QStringLiteral("EUR"), 999, QDate(2026, 5, 1), at(2026, 3, 2));
        QCOMPARE(replay.outcome, BeginOutcome::Replay);
        QCOMPARE(replay.reference, QStringLiteral("HR-2026-000001"));
        QCOMPARE(replay.resultPath, QStringLiteral("/out/quote.pdf"));
        // The recorded digest comes back, so the exporter can tell a PDF changed since from the one exported.
        QCOMPARE(replay.resultSha256Hex, sha.toHex());
        QCOMPARE(replay.resultSha256Hex.size(), 64);
        QCOMPARE(replay.payloadJson, payload("{\"first\":true}"));
        QVERIFY(replay.message.isEmpty());

        QCOMPARE(raw.dump(), before); // not a single value changed
        QCOMPARE(raw.count("quotes"), 1);
        QCOMPARE(raw.count("operations"), 1);
        QCOMPARE(raw.scalar(QStringLiteral("SELECT result_sha256 FROM operations")).toString(),
                 QString::fromLatin1(sha.toHex()));
        // The same from a second object on the file.
        std::optional<QuoteStore> other = QuoteStore::open(path, &error);
        QVERIFY2(other, qPrintable(error));
        QCOMPARE(beginExport(*other, key(1), fp('a'), at(2026, 4, 1)).outcome, BeginOutcome::Replay);
        QCOMPARE(raw.dump(), before);
    }

    void conflict_refusedAndWritesNothing_data()
    {
        QTest::addColumn<bool>("completeFirst");
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("fingerprint");

        QTest::newRow("other fingerprint, first done") << true << QString(kOperationExportPdf) << fp('b');
        QTest::newRow("other fingerprint, first pending") << false << QString(kOperationExportPdf) << fp('b');
        QTest::newRow("other operation kind") << true << QString(kOperationSave) << fp('a');
    }

    void conflict_refusedAndWritesNothing()
    {
        QFETCH(bool, completeFirst);
        QFETCH(QString, kind);
        QFETCH(QString, fingerprint);

        const QString path = newPath();
        QString error;
        {
            std::optional<QuoteStore> store = QuoteStore::open(path, &error);
            QVERIFY2(store, qPrintable(error));
            QCOMPARE(beginExport(*store, key(1), fp('a'), at(2026, 3, 1)).outcome, BeginOutcome::Started);
            if (completeFirst)
                QVERIFY2(store->complete(key(1), QStringLiteral("/out/a.pdf"), {}, &error), qPrintable(error));
        }
        std::optional<QuoteStore> store = QuoteStore::open(path, &error); // a fresh object: not "in progress"
        QVERIFY2(store, qPrintable(error));
        RawDb raw(path);
        const QStringList before = raw.dump();

        const BeginResult r = store->begin(key(1), kind, fingerprint, payload("{}"), QStringLiteral("EUR"), 1,
                                           QDate(2026, 4, 1), at(2026, 3, 2));
        QCOMPARE(r.outcome, BeginOutcome::Conflict);
        QCOMPARE(r.reference, QStringLiteral("HR-2026-000001")); // the quote the key belongs to
        QVERIFY(r.message.contains(key(1)));
        QVERIFY(r.payloadJson.isEmpty());
        QVERIFY(r.resultPath.isEmpty());
        QCOMPARE(raw.dump(), before);

        // No number was used up: the next new configuration is 000002.
        const BeginResult next = beginExport(*store, key(2), fp('c'), at(2026, 3, 3));
        QCOMPARE(next.reference, QStringLiteral("HR-2026-000002"));
    }

    void newKeyKnownFingerprint_reusesReference()
    {
        const QString path = newPath();
        QString error;
        std::optional<QuoteStore> store = QuoteStore::open(path, &error);
        QVERIFY2(store, qPrintable(error));
        QCOMPARE(beginExport(*store, key(1), fp('a'), at(2026, 3, 1), payload("{\"v\":1}")).reference,
                 QStringLiteral("HR-2026-000001"));
        QVERIFY2(store->complete(key(1), QStringLiteral("/out/first.pdf"), {}, &error), qPrintable(error));

        const BeginResult second = store->begin(key(2), kOperationExportPdf, fp('a'), payload("{\"v\":2}"),
                                                QStringLiteral("EUR"), 777, QDate(2026, 9, 9), at(2026, 3, 5));
        QCOMPARE(second.outcome, BeginOutcome::Started);
        QCOMPARE(second.reference, QStringLiteral("HR-2026-000001"));
        QCOMPARE(second.payloadJson, payload("{\"v\":1}")); // the stored quote, as first saved

        RawDb raw(path);
        QCOMPARE(raw.count("quotes"), 1);
        QCOMPARE(raw.count("operations"), 2);
        QCOMPARE(raw.scalar(QStringLiteral("SELECT state FROM operations WHERE idempotency_key = 'key-2'")).toString(),
                 QStringLiteral("pending"));

        QVERIFY2(store->complete(key(2), QStringLiteral("/out/second.pdf"), {}, &error), qPrintable(error));
        const std::optional<StoredQuote> q = store->quote(QStringLiteral("HR-2026-000001"), &error);
        QVERIFY2(q, qPrintable(error));
        QCOMPARE(q->totalMinor, qint64(123456)); // not 777: the quote row is not rewritten
        QCOMPARE(q->validUntil, QDate(2026, 3, 31));
        QCOMPARE(q->payloadJson, payload("{\"v\":1}"));
        QCOMPARE(q->lastPdfPath, QStringLiteral("/out/second.pdf"));

        const QList<StoredOperation> ops = store->operations(QStringLiteral("HR-2026-000001"), &error);
        QCOMPARE(ops.size(), 2);
        QCOMPARE(ops.at(0).idempotencyKey, key(1));
        QCOMPARE(ops.at(0).resultPath, QStringLiteral("/out/first.pdf"));
        QCOMPARE(ops.at(1).idempotencyKey, key(2));
        QCOMPARE(ops.at(1).state, OperationState::Done);
        QCOMPARE(ops.at(1).startedAt, at(2026, 3, 5));
        QVERIFY(ops.at(1).finishedAt.isValid());
    }

    void retryAfterCrashMidExport()
    {
        const QString path = newPath();
        QString error;
        QString reference;
        {
            std::optional<QuoteStore> store = QuoteStore::open(path, &error);
            QVERIFY2(store, qPrintable(error));
            const BeginResult r = beginExport(*store, key(1), fp('a'), at(2026, 3, 1));
            QCOMPARE(r.outcome, BeginOutcome::Started);
            reference = r.reference;
            // "Crash": the PDF was being written; the store goes away without complete() or fail().
        }
        RawDb raw(path);
        QCOMPARE(raw.scalar(QStringLiteral("SELECT state FROM operations")).toString(), QStringLiteral("pending"));

        std::optional<QuoteStore> store = QuoteStore::open(path, &error);
        QVERIFY2(store, qPrintable(error));
        const BeginResult retry = beginExport(*store, key(1), fp('a'), at(2026, 3, 1, 10, 5));
        QCOMPARE(retry.outcome, BeginOutcome::Started);
        QCOMPARE(retry.reference, reference);
        QCOMPARE(raw.count("quotes"), 1);
        QCOMPARE(raw.count("operations"), 1);

        QVERIFY2(store->complete(key(1), QStringLiteral("/out/retry.pdf"), {}, &error), qPrintable(error));
        QCOMPARE(raw.scalar(QStringLiteral("SELECT state FROM operations")).toString(), QStringLiteral("done"));
        const BeginResult replay = beginExport(*store, key(1), fp('a'), at(2026, 3, 2));
        QCOMPARE(replay.outcome, BeginOutcome::Replay);
        QCOMPARE(replay.reference, reference);
        QCOMPARE(replay.resultPath, QStringLiteral("/out/retry.pdf"));
    }

    void inProgress_doubleBeginOnOneObject()
    {
        const QString path = newPath();
        QString error;
        std::optional<QuoteStore> store = QuoteStore::open(path, &error);
        QVERIFY2(store, qPrintable(error));
        QCOMPARE(beginExport(*store, key(1), fp('a'), at(2026, 3, 1)).outcome, BeginOutcome::Started);

        const BeginResult twice = beginExport(*store, key(1), fp('a'), at(2026, 3, 1));
        QCOMPARE(twice.outcome, BeginOutcome::InProgress);
        QCOMPARE(twice.reference, QStringLiteral("HR-2026-000001"));
        QVERIFY(twice.message.contains(key(1)));

        QVERIFY2(store->complete(key(1), QStringLiteral("/out/a.pdf"), {}, &error), qPrintable(error));
        QCOMPARE(beginExport(*store, key(1), fp('a'), at(2026, 3, 1)).outcome, BeginOutcome::Replay);
        RawDb raw(path);
        QCOMPARE(raw.count("operations"), 1);
    }

    void twoExportsOneKeyInQuickSuccession()
    {
        const QString path = newPath();
        QString error;
        std::optional<QuoteStore> first = QuoteStore::open(path, &error);
        std::optional<QuoteStore> second = QuoteStore::open(path, &error);
        QVERIFY2(first && second, qPrintable(error));

        const BeginResult a = beginExport(*first, key(1), fp('a'), at(2026, 3, 1));
        QCOMPARE(a.outcome, BeginOutcome::Started);
        QVERIFY2(first->complete(key(1), QStringLiteral("/out/a.pdf"), {}, &error), qPrintable(error));
        const BeginResult b = beginExport(*second, key(1), fp('a'), at(2026, 3, 1));
        QCOMPARE(b.outcome, BeginOutcome::Replay);
        QCOMPARE(b.reference, a.reference);
        QCOMPARE(b.resultPath, QStringLiteral("/out/a.pdf"));

        RawDb raw(path);
        QCOMPARE(raw.count("quotes"), 1);
        QCOMPARE(raw.count("operations"), 1);
        QCOMPARE(second->quotes().size(), 1);
        QCOMPARE(second->quotes().constFirst().reference, QStringLiteral("HR-2026-000001"));
    }

    void secondObjectWhilePending_isInProgress()
    {
        // Another live QuoteStore of this process holds the key: refused at once (waiting in one thread
        // would never end), with the line that says so; nothing is written.
        const QString path = newPath();
        QString error;
        std::optional<QuoteStore> first = QuoteStore::open(path, &error);
        std::optional<QuoteStore> second = QuoteStore::open(path, &error);
        QVERIFY2(first && second, qPrintable(error));

        const BeginResult a = beginExport(*first, key(1), fp('a'), at(2026, 3, 1));
        const BeginResult b = beginExport(*second, key(1), fp('a'), at(2026, 3, 1));
        QCOMPARE(a.outcome, BeginOutcome::Started);
        QCOMPARE(b.outcome, BeginOutcome::InProgress);
        QCOMPARE(b.reference, a.reference);
        QVERIFY2(first->complete(key(1), QStringLiteral("/out/a.pdf"), {}, &error), qPrintable(error));
        // Once the first is done, the second replays it.
        const BeginResult c = beginExport(*second, key(1), fp('a'), at(2026, 3, 1));
        QCOMPARE(c.outcome, BeginOutcome::Replay);
        QCOMPARE(c.resultPath, QStringLiteral("/out/a.pdf"));
        // A different result for a completed key is refused.
        QVERIFY(!first->complete(key(1), QStringLiteral("/out/other.pdf"), {}, &error));
        QVERIFY(error.contains(key(1)));

        RawDb raw(path);
        QCOMPARE(raw.count("quotes"), 1);
        QCOMPARE(raw.count("operations"), 1);
    }

    void claimOfDestroyedObject_isRetried()
    {
        // The claimer is gone (its object destroyed without complete or fail, as a kill -9 leaves it): the
        // next begin() with the key starts it again under the same reference, one row.
        const QString path = newPath();
        QString error;
        QString reference;
        {
            std::optional<QuoteStore> first = QuoteStore::open(path, &error);
            QVERIFY2(first, qPrintable(error));
            const BeginResult a = beginExport(*first, key(1), fp('a'), at(2026, 3, 1));
            QCOMPARE(a.outcome, BeginOutcome::Started);
            reference = a.reference;
        }
        std::optional<QuoteStore> second = QuoteStore::open(path, &error);
        QVERIFY2(second, qPrintable(error));
        const BeginResult b = beginExport(*second, key(1), fp('a'), at(2026, 3, 1));
        QCOMPARE(b.outcome, BeginOutcome::Started);
        QCOMPARE(b.reference, reference);
        RawDb raw(path);
        QCOMPARE(raw.count("operations"), 1);
    }

    void claimOfLiveProcess_waitsThenRefuses()
    {
        // A claim by another live process (here: pid 1, init, with its real start time) is waited for
        // until the deadline, then refused with "being used by another export".
        const QString path = newPath();
        QString error;
        std::optional<QuoteStore> store = QuoteStore::open(path, &error);
        QVERIFY2(store, qPrintable(error));
        QCOMPARE(beginExport(*store, key(1), fp('a'), at(2026, 3, 1)).outcome, BeginOutcome::Started);
        QVERIFY2(store->fail(key(1), QStringLiteral("test"), &error), qPrintable(error));
        QFile stat(QStringLiteral("/proc/1/stat"));
        if (!stat.open(QIODevice::ReadOnly))
            QSKIP("no /proc/1/stat");
        const QByteArray text = stat.readAll();
        const QByteArray start = text.mid(text.lastIndexOf(')') + 2).split(' ').value(19);
        QFile bootFile(QStringLiteral("/proc/sys/kernel/random/boot_id"));
        QVERIFY(bootFile.open(QIODevice::ReadOnly));
        const QString owner =
            QStringList{QSysInfo::machineHostName(), QString::fromLatin1(bootFile.readLine().trimmed()),
                        QStringLiteral("1"), QString::fromLatin1(start), QStringLiteral("x")}
                .join(u'|');
        {
            RawDb raw(path);
            QVERIFY(raw.exec(QStringLiteral("UPDATE operations SET state = 'pending', claim_owner = '%1'").arg(owner)));
        }
        std::optional<QuoteStore> other = QuoteStore::open(path, &error);
        QVERIFY2(other, qPrintable(error));
        other->setClaimWaitTimeout(600);
        QElapsedTimer timer;
        timer.start();
        const BeginResult b = beginExport(*other, key(1), fp('a'), at(2026, 3, 1));
        QCOMPARE(b.outcome, BeginOutcome::InProgress);
        QVERIFY2(b.message.contains(QLatin1String("being used by another export")), qPrintable(b.message));
        QVERIFY(timer.elapsed() >= 550);
        // The same claim with another start time is a reused pid: dead, retried at once.
        {
            RawDb raw(path);
            QVERIFY(raw.exec(QStringLiteral("UPDATE operations SET claim_owner = '%1'")
                                 .arg(QString(owner).replace(QLatin1String("|x"), QLatin1String("0|x")))));
        }
        QCOMPARE(beginExport(*other, key(1), fp('a'), at(2026, 3, 1)).outcome, BeginOutcome::Started);
    }

    void concurrentBegins_oneReferencePerFingerprint()
    {
        // Two threads, each with its own QuoteStore on one file, begin 40 operations each over the same 40
        // fingerprints (different keys). BEGIN IMMEDIATE serialises them: every begin succeeds, each
        // fingerprint gets exactly one reference, and the 40 references are HR-2026-000001..000040.
        constexpr int kCount = 40;
        const QString path = newPath();
        QString error;
        QVERIFY2(QuoteStore::open(path, &error), qPrintable(error)); // create and migrate once

        struct Outcome {
            QList<BeginResult> results;
            QString error;
        };
        Outcome outcomes[2];
        auto worker = [&path, &outcomes](int thread) {
            return [&path, &outcomes, thread]() {
                Outcome &out = outcomes[thread];
                std::optional<QuoteStore> store = QuoteStore::open(path, &out.error);
                if (!store)
                    return;
                for (int i = 0; i < kCount; ++i) {
                    const QString k = QStringLiteral("thread-%1-%2").arg(thread).arg(i);
                    out.results.append(store->begin(k, kOperationExportPdf, QString::number(i).repeated(3),
                                                    QByteArray("{}"), QStringLiteral("EUR"), 1, QDate(),
                                                    QDateTime(QDate(2026, 3, 1), QTime(10, 0), Qt::UTC)));
                }
            };
        };
        std::unique_ptr<QThread> a(QThread::create(worker(0)));
        std::unique_ptr<QThread> b(QThread::create(worker(1)));
        a->start();
        b->start();
        QVERIFY(a->wait(QDeadlineTimer(120'000)));
        QVERIFY(b->wait(QDeadlineTimer(120'000)));

        QHash<QString, QString> referenceOf; // fingerprint index -> reference
        for (const Outcome &out : outcomes) {
            QVERIFY2(out.error.isEmpty(), qPrintable(out.error));
            QCOMPARE(out.results.size(), kCount);
            for (int i = 0; i < kCount; ++i) {
                const BeginResult &r = out.results.at(i);
                QVERIFY2(r.outcome == BeginOutcome::Started, qPrintable(r.message));
                const QString fingerprint = QString::number(i);
                if (referenceOf.contains(fingerprint))
                    QCOMPARE(r.reference, referenceOf.value(fingerprint));
                referenceOf.insert(fingerprint, r.reference);
            }
        }
        QStringList references = referenceOf.values();
        references.sort();
        QStringList expected;
        for (int i = 1; i <= kCount; ++i)
            expected.append(QStringLiteral("HR-2026-%1").arg(i, 6, 10, QLatin1Char('0')));
        QCOMPARE(references, expected);
        RawDb raw(path);
        QCOMPARE(raw.count("quotes"), kCount);
        QCOMPARE(raw.count("operations"), 2 * kCount);
    }

    void failThenRetry()
    {
        const QString path = newPath();
        QString error;
        std::optional<QuoteStore> store = QuoteStore::open(path, &error);
        QVERIFY2(store, qPrintable(error));
        const BeginResult r = beginExport(*store, key(1), fp('a'), at(2026, 3, 1));
        QVERIFY2(store->fail(key(1), QStringLiteral("The folder is read-only."), &error), qPrintable(error));

        RawDb raw(path);
        QCOMPARE(raw.scalar(QStringLiteral("SELECT state FROM operations")).toString(), QStringLiteral("failed"));
        QCOMPARE(raw.scalar(QStringLiteral("SELECT message FROM operations")).toString(),
                 QStringLiteral("The folder is read-only."));
        QVERIFY(!store->complete(key(1), QStringLiteral("/out/a.pdf"), {}, &error)); // begin again first
        QVERIFY(!error.isEmpty());

        const BeginResult retry = beginExport(*store, key(1), fp('a'), at(2026, 3, 1, 11));
        QCOMPARE(retry.outcome, BeginOutcome::Started);
        QCOMPARE(retry.reference, r.reference);
        QCOMPARE(raw.scalar(QStringLiteral("SELECT state FROM operations")).toString(), QStringLiteral("pending"));
        QVERIFY(raw.scalar(QStringLiteral("SELECT message FROM operations")).isNull());
        QVERIFY2(store->complete(key(1), QStringLiteral("/out/a.pdf"), {}, &error), qPrintable(error));
        QCOMPARE(raw.count("operations"), 1);

        error.clear();
        QVERIFY(!store->fail(key(1), QStringLiteral("late"), &error)); // done cannot fail
        QVERIFY(error.contains(key(1)));
        QCOMPARE(raw.scalar(QStringLiteral("SELECT state FROM operations")).toString(), QStringLiteral("done"));
    }

    void completeAndFail_errors()
    {
        QString error;
        std::optional<QuoteStore> store = QuoteStore::open(newPath(), &error);
        QVERIFY2(store, qPrintable(error));
        QVERIFY(!store->complete(QStringLiteral("never-begun"), QStringLiteral("/x.pdf"), {}, &error));
        QVERIFY(error.contains(QLatin1String("never-begun")));
        error.clear();
        QVERIFY(!store->fail(QStringLiteral("never-begun"), QString(), &error));
        QVERIFY(error.contains(QLatin1String("never-begun")));

        QCOMPARE(beginExport(*store, key(1), fp('a'), at(2026, 3, 1)).outcome, BeginOutcome::Started);
        error.clear();
        QVERIFY(!store->complete(key(1), QStringLiteral("/x.pdf"), QByteArray("0123456789"), &error)); // not SHA-256
        QVERIFY(!error.isEmpty());
        // 64 hex digits in upper case are accepted and stored in lower case.
        const QByteArray hex = QByteArray(64, 'A');
        QVERIFY2(store->complete(key(1), QStringLiteral("/x.pdf"), hex, &error), qPrintable(error));
        QCOMPARE(store->operations(QStringLiteral("HR-2026-000001")).constFirst().resultSha256Hex, QByteArray(64, 'a'));
    }

    void quotes_newestFirst()
    {
        QString error;
        std::optional<QuoteStore> store = QuoteStore::open(newPath(), &error);
        QVERIFY2(store, qPrintable(error));
        // a -> 000001 on 03-02, b -> 000002 on 03-01, c -> 000003 and d -> 000004 both on 03-03 10:00.
        // Newest first, ties by reference descending: 000004, 000003, 000001, 000002.
        QCOMPARE(beginExport(*store, key(1), fp('a'), at(2026, 3, 2)).reference, QStringLiteral("HR-2026-000001"));
        QCOMPARE(beginExport(*store, key(2), fp('b'), at(2026, 3, 1)).reference, QStringLiteral("HR-2026-000002"));
        QCOMPARE(beginExport(*store, key(3), fp('c'), at(2026, 3, 3)).reference, QStringLiteral("HR-2026-000003"));
        QCOMPARE(beginExport(*store, key(4), fp('d'), at(2026, 3, 3)).reference, QStringLiteral("HR-2026-000004"));

        const QList<StoredQuote> list = store->quotes(&error);
        QStringList order;
        for (const StoredQuote &q : list)
            order.append(q.reference);
        QCOMPARE(order, (QStringList{QStringLiteral("HR-2026-000004"), QStringLiteral("HR-2026-000003"),
                                     QStringLiteral("HR-2026-000001"), QStringLiteral("HR-2026-000002")}));

        const StoredQuote &last = list.constLast();
        QCOMPARE(last.fingerprint, fp('b'));
        QCOMPARE(last.currency, QStringLiteral("EUR"));
        QCOMPARE(last.totalMinor, qint64(123456));
        QCOMPARE(last.createdAt, at(2026, 3, 1));
        QCOMPARE(last.createdAt.timeSpec(), Qt::UTC);
        QCOMPARE(last.validUntil, QDate(2026, 3, 31)); // 2026-03-01 + 30 days
        QCOMPARE(last.payloadJson, payload("{\"q\":1}"));
        QVERIFY(last.lastPdfPath.isEmpty()); // nothing completed yet
    }

    void remove_deletesQuoteAndOperations()
    {
        const QString path = newPath();
        QString error;
        std::optional<QuoteStore> store = QuoteStore::open(path, &error);
        QVERIFY2(store, qPrintable(error));
        QCOMPARE(beginExport(*store, key(1), fp('a'), at(2026, 3, 1)).reference, QStringLiteral("HR-2026-000001"));
        QVERIFY(store->complete(key(1), QStringLiteral("/out/1.pdf"), {}, &error));
        QCOMPARE(beginExport(*store, key(2), fp('a'), at(2026, 3, 2)).reference, QStringLiteral("HR-2026-000001"));
        QCOMPARE(beginExport(*store, key(3), fp('b'), at(2026, 3, 3)).reference, QStringLiteral("HR-2026-000002"));

        RawDb raw(path);
        QCOMPARE(raw.count("quotes"), 2);
        QCOMPARE(raw.count("operations"), 3);

        QVERIFY2(store->remove(QStringLiteral("HR-2026-000001"), &error), qPrintable(error));
        QCOMPARE(raw.count("quotes"), 1);
        QCOMPARE(raw.count("operations"), 1); // key-3 only
        QCOMPARE(raw.scalar(QStringLiteral("SELECT idempotency_key FROM operations")).toString(), key(3));
        QVERIFY(!store->quote(QStringLiteral("HR-2026-000001"), &error));

        error.clear();
        QVERIFY(!store->remove(QStringLiteral("HR-2026-000001"), &error));
        QVERIFY(error.contains(QLatin1String("HR-2026-000001")));

        // The newest reference is removed too; its number is never issued again.
        QVERIFY2(store->remove(QStringLiteral("HR-2026-000002"), &error), qPrintable(error));
        QCOMPARE(raw.count("quotes"), 0);
        QCOMPARE(raw.count("operations"), 0);
        // The removed key-2 and fingerprint a start afresh: a new reference, 000003.
        const BeginResult again = beginExport(*store, key(2), fp('a'), at(2026, 3, 4));
        QCOMPARE(again.outcome, BeginOutcome::Started);
        QCOMPARE(again.reference, QStringLiteral("HR-2026-000003"));
    }

    void migrateFromVersion1_keepsData()
    {
        // A version-1 file made by hand with raw SQL: the tables of migration 1, no index, no counters.
        const QString path = newPath();
        {
            RawDb raw(path);
            QVERIFY(raw.isOpen());
            QVERIFY(raw.exec(QStringLiteral(
                "CREATE TABLE quotes (reference TEXT NOT NULL PRIMARY KEY, fingerprint TEXT NOT NULL UNIQUE,"
                " year INTEGER NOT NULL, seq INTEGER NOT NULL, created_at TEXT NOT NULL, valid_until TEXT,"
                " currency TEXT NOT NULL, total_minor INTEGER NOT NULL, payload_json BLOB NOT NULL,"
                " last_pdf_path TEXT, UNIQUE (year, seq))")));
            QVERIFY(raw.exec(QStringLiteral(
                "CREATE TABLE operations (idempotency_key TEXT NOT NULL PRIMARY KEY, kind TEXT NOT NULL,"
                " fingerprint TEXT NOT NULL, reference TEXT REFERENCES quotes (reference), state TEXT NOT NULL"
                " CHECK (state IN ('pending', 'done', 'failed')), result_path TEXT, result_sha256 TEXT,"
                " message TEXT, started_at TEXT NOT NULL, finished_at TEXT)")));
            QVERIFY(raw.exec(
                QStringLiteral(
                    "INSERT INTO quotes VALUES"
                    " ('HR-2025-000007', '%1', 2025, 7, '2025-11-02T09:00:00.000Z', '2025-12-02', 'USD', 500, '{}', "
                    "NULL),"
                    " ('HR-2026-000001', '%2', 2026, 1, '2026-01-05T09:00:00.000Z', '2026-02-04', 'EUR', 193680,"
                    " '{\"v1\":true}', '/old/one.pdf'),"
                    " ('HR-2026-000002', '%3', 2026, 2, '2026-01-06T09:00:00.000Z', NULL, 'TRY', 42, '{}', NULL)")
                    .arg(fp('c'), fp('a'), fp('b'))));
            QVERIFY(raw.exec(
                QStringLiteral("INSERT INTO operations VALUES"
                               " ('old-1', 'export_pdf', '%1', 'HR-2026-000001', 'done', '/old/one.pdf', NULL, NULL,"
                               " '2026-01-05T09:00:00.000Z', '2026-01-05T09:00:01.000Z'),"
                               " ('old-2', 'export_pdf', '%2', 'HR-2026-000002', 'pending', NULL, NULL, NULL,"
                               " '2026-01-06T09:00:00.000Z', NULL)")
                    .arg(fp('a'), fp('b'))));
            QVERIFY(raw.exec(QStringLiteral("PRAGMA user_version = 1")));
        }

        QString error;
        std::optional<QuoteStore> store = QuoteStore::open(path, &error);
        QVERIFY2(store, qPrintable(error));
        QCOMPARE(store->schemaVersion(), 3);

        const QList<StoredQuote> list = store->quotes(&error);
        QCOMPARE(list.size(), 3);
        QCOMPARE(list.at(0).reference, QStringLiteral("HR-2026-000002"));
        QCOMPARE(list.at(1).reference, QStringLiteral("HR-2026-000001"));
        QCOMPARE(list.at(1).totalMinor, qint64(193680));
        QCOMPARE(list.at(1).currency, QStringLiteral("EUR"));
        QCOMPARE(list.at(1).validUntil, QDate(2026, 2, 4));
        QCOMPARE(list.at(1).payloadJson, payload("{\"v1\":true}"));
        QCOMPARE(list.at(1).lastPdfPath, QStringLiteral("/old/one.pdf"));
        QCOMPARE(list.at(1).createdAt, at(2026, 1, 5, 9));
        QCOMPARE(list.at(2).reference, QStringLiteral("HR-2025-000007"));

        // The old operations keep their meaning.
        const BeginResult replay = beginExport(*store, QStringLiteral("old-1"), fp('a'), at(2026, 3, 1));
        QCOMPARE(replay.outcome, BeginOutcome::Replay);
        QCOMPARE(replay.resultPath, QStringLiteral("/old/one.pdf"));
        const BeginResult pending = beginExport(*store, QStringLiteral("old-2"), fp('b'), at(2026, 3, 1));
        QCOMPARE(pending.outcome, BeginOutcome::Started);
        QCOMPARE(pending.reference, QStringLiteral("HR-2026-000002"));

        // The counters were seeded from the highest number of each year: 2026 -> 2 + 1, 2025 -> 7 + 1.
        QCOMPARE(beginExport(*store, key(1), fp('d'), at(2026, 3, 1)).reference, QStringLiteral("HR-2026-000003"));
        QCOMPARE(beginExport(*store, key(2), fp('e'), at(2025, 12, 1)).reference, QStringLiteral("HR-2025-000008"));
        // And a removed newest number is not reissued (MAX(seq) + 1 would have reissued 000003).
        QVERIFY2(store->remove(QStringLiteral("HR-2026-000003"), &error), qPrintable(error));
        QCOMPARE(beginExport(*store, key(3), fp('f'), at(2026, 3, 2)).reference, QStringLiteral("HR-2026-000004"));

        RawDb raw(path);
        QCOMPARE(raw.scalar(QStringLiteral("PRAGMA user_version")).toInt(), 3);
        QCOMPARE(raw.scalar(QStringLiteral("SELECT COUNT(*) FROM sqlite_master WHERE name = 'operations_reference'"))
                     .toInt(),
                 1);
    }

    void newStoreOnFullDisk_failsAndLeavesNoFiles()
    {
        // Reliability finding 9: the first use of a new store on a full disk (a 256 KiB tmpfs filled to the
        // last block) says it cannot CREATE the store and why, without SQLite's text, and leaves no
        // s.sqlite, -wal or -shm behind (before: "Cannot upgrade the quote history to schema version 1:
        // ... (disk I/O error Unable to fetch row)" and a 4 KiB store, -wal and -shm that made every later
        // `quote history` fail). Once space is freed, the same path works. Root and mount needed.
        const QString mnt = m_dir.filePath(QStringLiteral("full"));
        QVERIFY(QDir().mkpath(mnt));
        if (!mountTmpfs(mnt, QStringLiteral("256k")))
            QSKIP("cannot mount a tmpfs here (not root, or no permission)");
        const auto cleanup = qScopeGuard([&] { QProcess::execute(QStringLiteral("umount"), {mnt}); });
        QVERIFY(fillDisk(mnt));
        const QString path = mnt + QStringLiteral("/s.sqlite");

        OpenError openError;
        QVERIFY(!QuoteStore::open(path, &openError, QuoteStore::Access::ReadWrite));
        QCOMPARE(openError.kind, OpenError::Kind::NoSpace);
        QVERIFY(!openError.isBadInput());
        QCOMPARE(openError.message, QStringLiteral("Cannot create the quote history %1: the disk is full; free some "
                                                   "space and try again.")
                                        .arg(QDir::toNativeSeparators(path)));
        QCOMPARE(entries(mnt), QStringList{QStringLiteral("filler")});

        // A store that existed before (here an empty database) is never removed by a failed open.
        {
            QFile empty(path);
            QVERIFY(empty.open(QIODevice::WriteOnly));
        }
        QVERIFY(!QuoteStore::open(path, &openError, QuoteStore::Access::ReadWrite));
        QCOMPARE(openError.kind, OpenError::Kind::NoSpace);
        QVERIFY(QFileInfo::exists(path));
        QVERIFY(QFile::remove(path));

        QVERIFY(QFile::remove(mnt + QStringLiteral("/filler")));
        QString error;
        std::optional<QuoteStore> store = QuoteStore::open(path, &error);
        QVERIFY2(store, qPrintable(error));
        QCOMPARE(store->schemaVersion(), 3);
        QCOMPARE(beginExport(*store, key(1), fp('a'), at(2026, 3, 1)).outcome, BeginOutcome::Started);
    }

    void newStoreFailedWrite_removesWhatItCreated()
    {
        // The same without root: a file size limit of 0 bytes makes every write of SQLite fail (EFBIG, which
        // SQLite reports as a plain I/O error, quoted once: no "Unable to fetch row"). The folder keeps only
        // what was there before.
        const QString folder = m_dir.filePath(QStringLiteral("limited"));
        QVERIFY(QDir().mkpath(folder));
        QVERIFY(QFile(folder + QStringLiteral("/keep.txt")).open(QIODevice::WriteOnly));
        const QString path = folder + QStringLiteral("/s.sqlite");
        OpenError openError;
        {
            const FileSizeLimit limit(0);
            QVERIFY(limit.isActive());
            QVERIFY(!QuoteStore::open(path, &openError, QuoteStore::Access::ReadWrite));
        }
        QCOMPARE(openError.kind, OpenError::Kind::Io);
        QCOMPARE(
            openError.message,
            QStringLiteral("Cannot create the quote history %1: disk I/O error.").arg(QDir::toNativeSeparators(path)));
        QCOMPARE(entries(folder), QStringList{QStringLiteral("keep.txt")});

        QString error;
        QVERIFY2(QuoteStore::open(path, &error), qPrintable(error));
        QCOMPARE(entries(folder), (QStringList{QStringLiteral("keep.txt"), QStringLiteral("s.sqlite")}));
    }

    void olderStoreFailedUpgrade_keptWithUpgradeMessage()
    {
        // An existing version-1 store whose upgrade cannot be written is named as an upgrade, to version 2,
        // and kept byte-identical.
        const QString path = newPath();
        {
            RawDb raw(path);
            QVERIFY(raw.exec(QStringLiteral("CREATE TABLE quotes (reference TEXT NOT NULL PRIMARY KEY)")));
            QVERIFY(raw.exec(QStringLiteral("CREATE TABLE operations (idempotency_key TEXT NOT NULL PRIMARY KEY,"
                                            " reference TEXT)")));
            QVERIFY(raw.exec(QStringLiteral("PRAGMA user_version = 1")));
        }
        const QByteArray before = fileBytes(path);
        OpenError openError;
        {
            const FileSizeLimit limit(0);
            QVERIFY(limit.isActive());
            QVERIFY(!QuoteStore::open(path, &openError, QuoteStore::Access::ReadWrite));
        }
        QCOMPARE(openError.message, QStringLiteral("Cannot upgrade the quote history %1 to schema version 2: disk I/O "
                                                   "error.")
                                        .arg(QDir::toNativeSeparators(path)));
        QCOMPARE(fileBytes(path), before);
    }

    void newerSchema_refusedAndUntouched()
    {
        const QString path = newPath();
        const int newer = QuoteStore::latestSchemaVersion() + 1;
        {
            RawDb raw(path);
            QVERIFY(raw.exec(QStringLiteral("CREATE TABLE quotes (reference TEXT PRIMARY KEY, future TEXT)")));
            QVERIFY(raw.exec(QStringLiteral("INSERT INTO quotes VALUES ('HR-2030-000001', 'x')")));
            QVERIFY(raw.exec(QStringLiteral("PRAGMA user_version = %1").arg(newer)));
        }
        const QByteArray before = fileBytes(path);
        QVERIFY(!before.isEmpty());

        QString error;
        const std::optional<QuoteStore> store = QuoteStore::open(path, &error);
        QVERIFY(!store);
        QVERIFY2(error.contains(QString::number(newer)), qPrintable(error));
        QVERIFY2(error.contains(QLatin1String("newer")), qPrintable(error));
        QCOMPARE(fileBytes(path), before);
        QVERIFY(!QFile::exists(path + QLatin1String("-wal")));
    }

    void notADatabase_refusedAndUntouched()
    {
        const QString path = newPath();
        {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(QByteArray("reference,total\nHR-2026-000001,100\n").repeated(64));
        }
        const QByteArray before = fileBytes(path);
        QString error;
        QVERIFY(!QuoteStore::open(path, &error));
        QVERIFY(!error.isEmpty());
        QCOMPARE(fileBytes(path), before);
    }

    void readOnlyOpen_writesNothing()
    {
        // Defect 8: listing never writes. A store made by this build, opened read-only, lists its quote and
        // refuses begin(); a missing file is Missing and is not created.
        const QString path = newPath();
        QString error;
        {
            std::optional<QuoteStore> store = QuoteStore::open(path, &error);
            QVERIFY2(store, qPrintable(error));
            QCOMPARE(beginExport(*store, key(1), fp('a'), at(2026, 3, 1)).outcome, BeginOutcome::Started);
        }
        const QByteArray before = fileBytes(path);
        OpenError openError;
        std::optional<QuoteStore> ro = QuoteStore::open(path, &openError, QuoteStore::Access::ReadOnly);
        QVERIFY2(ro, qPrintable(openError.message));
        QCOMPARE(ro->quotes().size(), 1);
        QCOMPARE(beginExport(*ro, key(2), fp('b'), at(2026, 3, 1)).outcome, BeginOutcome::Error);
        ro.reset();
        QCOMPARE(fileBytes(path), before);
        // The store is in WAL mode: a plain read-only connection would have left -wal and -shm behind.
        QVERIFY(!QFile::exists(path + QLatin1String("-wal")));
        QVERIFY(!QFile::exists(path + QLatin1String("-shm")));
        const QString missing = m_dir.filePath(QStringLiteral("absent/none.sqlite"));
        QVERIFY(!QuoteStore::open(missing, &openError, QuoteStore::Access::ReadOnly));
        QCOMPARE(openError.kind, OpenError::Kind::Missing);
        QVERIFY(!QFileInfo::exists(m_dir.filePath(QStringLiteral("absent"))));
    }

    void newerSchemaV3_readOnlyCreatesNoSideFiles()
    {
        // A store of this build moved to user_version 99 by a future release: refused from its header,
        // before SQLite opens it, in both modes; the folder keeps exactly its one file.
        const QString path = newPath();
        {
            QString error;
            QVERIFY2(QuoteStore::open(path, &error), qPrintable(error));
        }
        {
            RawDb raw(path);
            QVERIFY(raw.exec(QStringLiteral("PRAGMA user_version = 99")));
        }
        const QByteArray before = fileBytes(path);
        for (const QuoteStore::Access access : {QuoteStore::Access::ReadOnly, QuoteStore::Access::ReadWrite}) {
            OpenError openError;
            QVERIFY(!QuoteStore::open(path, &openError, access));
            QCOMPARE(openError.kind, OpenError::Kind::NewerSchema);
            QVERIFY2(openError.message.contains(QLatin1String("schema version 99")), qPrintable(openError.message));
            QCOMPARE(fileBytes(path), before);
            QVERIFY(!QFile::exists(path + QLatin1String("-wal")));
            QVERIFY(!QFile::exists(path + QLatin1String("-shm")));
        }
    }

    void damagedHeader_notAStoreAndUntouched_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("why");
        // tests/data/hostile/store-truncated-header.sqlite: the first 30 bytes of a real header.
        QFile truncated(QStringLiteral(HEADROOM_TEST_DATA_DIR "/hostile/store-truncated-header.sqlite"));
        QVERIFY(truncated.open(QIODevice::ReadOnly));
        const QByteArray thirty = truncated.readAll();
        QCOMPARE(thirty.size(), 30);
        QTest::newRow("30-byte header") << thirty << QStringLiteral("header is truncated: 30 of 100 bytes");
        QByteArray header = thirty.left(16) + QByteArray(84, '\0');
        header[16] = 0x10; // page size 4096
        header[18] = header[19] = 1;
        header[21] = 64;
        header[22] = header[23] = 32;
        QTest::newRow("one header, no page") << header << QStringLiteral("100 bytes, less than one 4096-byte page");
        QByteArray badPage = header + QByteArray(4096, '\0');
        badPage[16] = 0x03; // 1000: not a power of two
        badPage[17] = char(0xe8);
        QTest::newRow("page size 1000") << badPage << QStringLiteral("header is damaged");
        QTest::newRow("not SQLite") << QByteArray("SQLite format 2\0").repeated(8) << QStringLiteral("not an SQLite");
        QTest::newRow("one byte") << QByteArray("S") << QStringLiteral("not an SQLite");
    }

    void damagedHeader_notAStoreAndUntouched()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, why);
        const QString path = newPath();
        {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            QCOMPARE(f.write(bytes), bytes.size());
        }
        for (const QuoteStore::Access access : {QuoteStore::Access::ReadOnly, QuoteStore::Access::ReadWrite}) {
            OpenError openError;
            QVERIFY(!QuoteStore::open(path, &openError, access));
            QCOMPARE(openError.kind, OpenError::Kind::NotAStore);
            QVERIFY(openError.isBadInput());
            QVERIFY2(openError.message.contains(QLatin1String("not a Headroom quote history")) &&
                         openError.message.contains(why),
                     qPrintable(openError.message));
            QCOMPARE(fileBytes(path), bytes);
            QVERIFY(!QFile::exists(path + QLatin1String("-wal")));
            QVERIFY(!QFile::exists(path + QLatin1String("-shm")));
            QVERIFY(!QFile::exists(path + QLatin1String("-journal")));
        }
    }

    void foreignSqlite_notAStoreAndUntouched()
    {
        const QString path = newPath();
        {
            RawDb raw(path);
            QVERIFY(raw.exec(QStringLiteral("CREATE TABLE contacts (name TEXT)")));
        }
        const QByteArray before = fileBytes(path);
        for (const QuoteStore::Access access : {QuoteStore::Access::ReadOnly, QuoteStore::Access::ReadWrite}) {
            OpenError openError;
            QVERIFY(!QuoteStore::open(path, &openError, access));
            QCOMPARE(openError.kind, OpenError::Kind::NotAStore);
            QVERIFY(openError.isBadInput());
            QVERIFY2(openError.message.contains(QLatin1String("not a Headroom quote history")),
                     qPrintable(openError.message));
        }
        QCOMPARE(fileBytes(path), before);
        QVERIFY(!QFile::exists(path + QLatin1String("-wal")));
    }

    void parseStoredPayload_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<bool>("valid");
        QTest::addColumn<QString>("named"); ///< in the error
        const QByteArray good =
            R"({"date":"2026-03-01","valid_until":"2026-03-31","currency":"EUR","total_minor":6456})";
        QTest::newRow("good") << good << true << QString();
        QTest::newRow("no valid_until") << QByteArray(R"({"date":"2026-03-01","currency":"EUR","total_minor":0})")
                                        << true << QString();
        QTest::newRow("not JSON") << QByteArray("not json") << false << QStringLiteral("not JSON");
        QTest::newRow("array") << QByteArray("[1,2]") << false << QStringLiteral("not a JSON object");
        QTest::newRow("empty") << QByteArray() << false << QStringLiteral("not JSON");
        QTest::newRow("bad date") << QByteArray(R"({"date":"2026-02-30","currency":"EUR","total_minor":1})") << false
                                  << QStringLiteral("date");
        QTest::newRow("valid_until before date")
            << QByteArray(R"({"date":"2026-03-01","valid_until":"2026-02-01","currency":"EUR","total_minor":1})")
            << false << QStringLiteral("valid_until");
        QTest::newRow("currency") << QByteArray(R"({"date":"2026-03-01","currency":"eur","total_minor":1})") << false
                                  << QStringLiteral("currency");
        QTest::newRow("fractional total") << QByteArray(R"({"date":"2026-03-01","currency":"EUR","total_minor":1.5})")
                                          << false << QStringLiteral("total_minor");
        QTest::newRow("2^53+2 total") << QByteArray(
                                             R"({"date":"2026-03-01","currency":"EUR","total_minor":9007199254740994})")
                                      << false << QStringLiteral("total_minor");
        QTest::newRow("over the cap") << QByteArray(int(headroom::io::kMaxStorePayloadBytes) + 1, ' ') << false
                                      << QStringLiteral("limit");
    }

    void parseStoredPayload()
    {
        QFETCH(QByteArray, json);
        QFETCH(bool, valid);
        QFETCH(QString, named);
        QString error;
        const std::optional<StoredPayload> p = headroom::quote::parseStoredPayload(json, &error);
        QCOMPARE(p.has_value(), valid);
        if (valid) {
            QCOMPARE(p->date, QDate(2026, 3, 1));
            QCOMPARE(p->currency, QStringLiteral("EUR"));
        } else {
            QVERIFY2(error.contains(named), qPrintable(error));
        }
    }

    void open_emptyPathRefused()
    {
        QString error;
        QVERIFY(!QuoteStore::open(QString(), &error));
        QVERIFY(!error.isEmpty());
    }

    void idempotencyKeys_data()
    {
        QTest::addColumn<QString>("key");
        QTest::addColumn<bool>("valid");

        QTest::newRow("uuid") << QStringLiteral("8e03978e-40d5-43e8-bc93-6894a57f9324") << true;
        QTest::newRow("one character") << QStringLiteral("x") << true;
        QTest::newRow("255 characters") << QString(255, QLatin1Char('k')) << true;
        QTest::newRow("space and tilde (U+0020, U+007E)") << QStringLiteral("a b~") << true;
        QTest::newRow("empty") << QString() << false;
        QTest::newRow("256 characters") << QString(256, QLatin1Char('k')) << false;
        QTest::newRow("non-ASCII letter") << QStringLiteral("sıra-1") << false;
        QTest::newRow("line feed") << QStringLiteral("key\n") << false;
        QTest::newRow("tab") << QStringLiteral("a\tb") << false;
        QTest::newRow("DEL (U+007F)") << (QStringLiteral("key") + QChar(0x7f)) << false;
    }

    void idempotencyKeys()
    {
        QFETCH(QString, key);
        QFETCH(bool, valid);

        QString error;
        QCOMPARE(QuoteStore::isValidIdempotencyKey(key, &error), valid);
        QCOMPARE(error.isEmpty(), valid);

        const QString path = newPath();
        std::optional<QuoteStore> store = QuoteStore::open(path, &error);
        QVERIFY2(store, qPrintable(error));
        const BeginResult r = beginExport(*store, key, fp('a'), at(2026, 3, 1));
        QCOMPARE(r.outcome, valid ? BeginOutcome::Started : BeginOutcome::Error);
        QCOMPARE(r.message.isEmpty(), valid);
        RawDb raw(path);
        QCOMPARE(raw.count("operations"), valid ? 1 : 0);
        QCOMPARE(raw.count("quotes"), valid ? 1 : 0);
        if (valid)
            QCOMPARE(raw.scalar(QStringLiteral("SELECT idempotency_key FROM operations")).toString(), key);
    }

    void invalidArguments_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("fingerprint");
        QTest::addColumn<QDateTime>("now");

        QTest::newRow("unknown kind") << QStringLiteral("print") << fp('a') << at(2026, 3, 1);
        QTest::newRow("empty fingerprint") << QString(kOperationExportPdf) << QString() << at(2026, 3, 1);
        QTest::newRow("invalid time") << QString(kOperationSave) << fp('a') << QDateTime();
    }

    void invalidArguments()
    {
        QFETCH(QString, kind);
        QFETCH(QString, fingerprint);
        QFETCH(QDateTime, now);

        const QString path = newPath();
        QString error;
        std::optional<QuoteStore> store = QuoteStore::open(path, &error);
        QVERIFY2(store, qPrintable(error));
        const BeginResult r =
            store->begin(key(1), kind, fingerprint, payload("{}"), QStringLiteral("EUR"), 1, QDate(), now);
        QCOMPARE(r.outcome, BeginOutcome::Error);
        QVERIFY(!r.message.isEmpty());
        RawDb raw(path);
        QCOMPARE(raw.count("operations"), 0);
        QCOMPARE(raw.count("quotes"), 0);
    }

    void saveKind_noPathKeepsLastPdf()
    {
        QString error;
        std::optional<QuoteStore> store = QuoteStore::open(newPath(), &error);
        QVERIFY2(store, qPrintable(error));
        QCOMPARE(beginExport(*store, key(1), fp('a'), at(2026, 3, 1)).outcome, BeginOutcome::Started);
        QVERIFY(store->complete(key(1), QStringLiteral("/out/a.pdf"), {}, &error));
        const BeginResult save = store->begin(key(2), kOperationSave, fp('a'), payload("{}"), QStringLiteral("EUR"), 1,
                                              QDate(), at(2026, 3, 2));
        QCOMPARE(save.outcome, BeginOutcome::Started);
        QCOMPARE(save.reference, QStringLiteral("HR-2026-000001"));
        QVERIFY2(store->complete(key(2), QString(), {}, &error), qPrintable(error));
        QCOMPARE(store->quote(QStringLiteral("HR-2026-000001"))->lastPdfPath, QStringLiteral("/out/a.pdf"));
        const BeginResult replay = store->begin(key(2), kOperationSave, fp('a'), payload("{}"), QStringLiteral("EUR"),
                                                1, QDate(), at(2026, 3, 3));
        QCOMPARE(replay.outcome, BeginOutcome::Replay);
        QVERIFY(replay.resultPath.isEmpty());
    }

    void newIdempotencyKey_validAndUnique()
    {
        const QString a = QuoteStore::newIdempotencyKey();
        const QString b = QuoteStore::newIdempotencyKey();
        QVERIFY(QuoteStore::isValidIdempotencyKey(a));
        QCOMPARE(a.size(), 36); // 8-4-4-4-12 hex digits with hyphens, no braces
        QVERIFY(a != b);
    }
};

QTEST_GUILESS_MAIN(TestQuoteStore)
#include "tst_quotestore.moc"
