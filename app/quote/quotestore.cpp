// SPDX-License-Identifier: GPL-3.0-or-later
#include "quotestore.h"

#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QDir>
#include <QFileInfo>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QUrl>
#include <QUuid>
#include <QVariant>

#include <QMutex>
#include <QMutexLocker>
#include <QSysInfo>
#include <QThread>

#include <algorithm>
#include <utility>

#include <cerrno>

#include <fcntl.h>
#include <signal.h>
#include <sys/stat.h>
#include <sys/statvfs.h>
#include <unistd.h>

namespace headroom::quote {

namespace {

// ---------------------------------------------------------------------------------------------------------
// Schema. PRAGMA user_version holds the version (https://www.sqlite.org/pragma.html#pragma_user_version);
// migration N takes a version N-1 file to N and runs, with the user_version update, in one transaction.
// Never edit a shipped migration: add the next one.

struct Migration {
    int version;
    QList<const char *> statements;
};

const QList<Migration> &migrations()
{
    static const QList<Migration> list = {
        {1,
         {"CREATE TABLE quotes ("
          " reference TEXT NOT NULL PRIMARY KEY,"
          " fingerprint TEXT NOT NULL UNIQUE,"
          " year INTEGER NOT NULL,"
          " seq INTEGER NOT NULL,"
          " created_at TEXT NOT NULL,"
          " valid_until TEXT,"
          " currency TEXT NOT NULL,"
          " total_minor INTEGER NOT NULL,"
          " payload_json BLOB NOT NULL,"
          " last_pdf_path TEXT,"
          " UNIQUE (year, seq))",
          // reference REFERENCES quotes: with foreign_keys on, a quote cannot be deleted while operations
          // still point at it (remove() deletes the operations first).
          "CREATE TABLE operations ("
          " idempotency_key TEXT NOT NULL PRIMARY KEY,"
          " kind TEXT NOT NULL,"
          " fingerprint TEXT NOT NULL,"
          " reference TEXT REFERENCES quotes (reference),"
          " state TEXT NOT NULL CHECK (state IN ('pending', 'done', 'failed')),"
          " result_path TEXT,"
          " result_sha256 TEXT,"
          " message TEXT,"
          " started_at TEXT NOT NULL,"
          " finished_at TEXT)"}},
        {2,
         {// An index on the child key of a foreign key, so deleting a quote does not scan every operation
          // (https://www.sqlite.org/foreignkeys.html section 3, "Required and Suggested Database Indexes");
          // it also serves operations(reference).
          "CREATE INDEX operations_reference ON operations (reference)",
          // With version 1 alone, the next number can only come from MAX(seq) of the remaining quotes, so
          // removing the newest quote of a year would hand its reference to the next, different
          // configuration. This counter only goes up; it starts at each year's highest number.
          "CREATE TABLE reference_counters ("
          " year INTEGER NOT NULL PRIMARY KEY,"
          " last_seq INTEGER NOT NULL CHECK (last_seq >= 0))",
          "INSERT INTO reference_counters (year, last_seq) SELECT year, MAX(seq) FROM quotes GROUP BY year"}},
        {3,
         {// Who claimed a pending operation (see quotestore.h, "The claim"): a second process tells a running
          // export from a crashed one. NULL for rows written before: such a pending row is a crash.
          "ALTER TABLE operations ADD COLUMN claim_owner TEXT",
          // Marks the file as Headroom's (https://www.sqlite.org/pragma.html#pragma_application_id).
          "PRAGMA application_id = 1214534257"}},
    };
    return list;
}

constexpr int kBusyTimeoutMs = 5000;
constexpr int kMaxSequence = 999'999; // six digits

QString sql(const char *text)
{
    return QString::fromLatin1(text);
}

OperationState stateFromKey(const QString &s)
{
    if (s == QLatin1String("done"))
        return OperationState::Done;
    if (s == QLatin1String("failed"))
        return OperationState::Failed;
    return OperationState::Pending;
}

QString timestamp(const QDateTime &t)
{
    return t.toUTC().toString(Qt::ISODateWithMs); // "2026-03-01T10:00:00.000Z": sorts as text
}

QDateTime parseTimestamp(const QVariant &v)
{
    if (v.isNull())
        return {};
    return QDateTime::fromString(v.toString(), Qt::ISODateWithMs).toUTC();
}

/// The primary SQLite result code of `e` (https://www.sqlite.org/rescode.html), 0 when there is none.
int sqliteCode(const QSqlError &e)
{
    bool ok = false;
    const int code = e.nativeErrorCode().toInt(&ok);
    return ok ? (code & 0xff) : 0;
}

constexpr int kSqliteBusy = 5;
constexpr int kSqliteLocked = 6;
constexpr int kSqliteReadOnly = 8;
constexpr int kSqliteIoErr = 10;
constexpr int kSqliteCorrupt = 11;
constexpr int kSqliteFull = 13;
constexpr int kSqliteCantOpen = 14;
constexpr int kSqliteNotADb = 26;
/// Below this much free space an I/O error of the store is reported as a full disk (SQLite reports a
/// failed -shm mapping or log write on a full tmpfs as SQLITE_IOERR, not SQLITE_FULL).
constexpr qint64 kNearlyFullBytes = 256 * 1024;

bool onReadOnlyFileSystem(const QString &folder)
{
    struct statvfs fs;
    return ::statvfs(QFile::encodeName(folder).constData(), &fs) == 0 && (fs.f_flag & ST_RDONLY) != 0;
}

/// What the store was doing when an error came: being used, being created (a new file or an empty
/// database gets its tables), or an existing older store being upgraded to a schema version.
enum class Action { Use, Create, Upgrade };

/// SQLite's own text of `e`, once: databaseText() ("database or disk is full"), not text(), which adds
/// the driver's generic "Unable to fetch row"; the driver text only when SQLite gave none.
QString sqliteText(const QSqlError &e)
{
    const QString database = e.databaseText().trimmed();
    return database.isEmpty() ? e.driverText().trimmed() : database;
}

/// Why `e` happened, as a full sentence naming the file (`use`, for Action::Use) and as a clause without
/// it (`cause`, for "Cannot create ...: <cause>."). Only an unknown error quotes SQLite's text.
struct Diagnosis {
    OpenError::Kind kind = OpenError::Kind::Io;
    QString use;
    QString cause;
};

Diagnosis diagnose(const QSqlError &e, const QString &path)
{
    const QString shown = QDir::toNativeSeparators(QFileInfo(path).absoluteFilePath());
    const QString folder = QFileInfo(path).absolutePath();
    const QString shownFolder = QDir::toNativeSeparators(folder);
    const int code = sqliteCode(e);
    const auto tr = [](const char *text) {
        return QCoreApplication::translate("headroom::quote::QuoteStore", text);
    };
    using Kind = OpenError::Kind;
    if (code == kSqliteBusy || code == kSqliteLocked) {
        return {
            Kind::Busy,
            tr("The quote history %1 is busy: another program holds its lock (waited %2 s); try again when it "
               "is done.")
                .arg(shown)
                .arg(kBusyTimeoutMs / 1000),
            tr("another program holds its lock (waited %1 s); try again when it is done").arg(kBusyTimeoutMs / 1000)};
    }
    struct statvfs fs;
    const bool nearlyFull = ::statvfs(QFile::encodeName(folder).constData(), &fs) == 0 &&
                            qint64(fs.f_bavail) * qint64(fs.f_frsize) < kNearlyFullBytes;
    if (code == kSqliteFull || (nearlyFull && (code == kSqliteIoErr || code == kSqliteCantOpen))) {
        return {Kind::NoSpace,
                tr("The disk holding the quote history %1 is full; free some space and try again.").arg(shown),
                tr("the disk is full; free some space and try again")};
    }
    if (code == kSqliteNotADb) {
        return {Kind::NotAStore,
                tr("%1 is not a Headroom quote history (%2). The file was left unchanged.").arg(shown, sqliteText(e)),
                tr("it is not an SQLite database")};
    }
    if (code == kSqliteReadOnly || code == kSqliteCantOpen || code == kSqliteIoErr) {
        const QByteArray folderName = QFile::encodeName(folder);
        const QByteArray fileName = QFile::encodeName(path);
        if (onReadOnlyFileSystem(folder)) {
            return {
                Kind::ReadOnly,
                tr("The quote history %1 is on a read-only file system; it can be listed but not changed.").arg(shown),
                tr("it is on a read-only file system")};
        }
        if (::access(folderName.constData(), W_OK) != 0) {
            return {Kind::ReadOnly,
                    tr("The folder %1 of the quote history is read-only or you may not write to it; SQLite needs to "
                       "create its journal there.")
                        .arg(shownFolder),
                    tr("its folder %1 is read-only or you may not write to it").arg(shownFolder)};
        }
        if (QFileInfo::exists(path) && ::access(fileName.constData(), W_OK) != 0) {
            return {Kind::ReadOnly, tr("The quote history %1 is read-only or you may not write to it.").arg(shown),
                    tr("the file is read-only or you may not write to it")};
        }
        if (code == kSqliteReadOnly) {
            return {Kind::ReadOnly,
                    tr("The quote history %1 could not be written: it was opened read-only.").arg(shown),
                    tr("it was opened read-only")};
        }
    }
    return {Kind::Io, tr("The quote history %1 could not be used: %2").arg(shown, sqliteText(e)), sqliteText(e)};
}

/// What is actually wrong with the store at `path` after `e` (quotestore.h OpenError::Kind), in a message
/// for `action`; `version` is the schema version an Action::Upgrade was taking the file to.
OpenError classify(const QSqlError &e, const QString &path, Action action = Action::Use, int version = 0)
{
    const Diagnosis d = diagnose(e, path);
    const QString shown = QDir::toNativeSeparators(QFileInfo(path).absoluteFilePath());
    switch (action) {
    case Action::Use:
        return {d.kind, d.use};
    case Action::Create:
        return {d.kind,
                QCoreApplication::translate("headroom::quote::QuoteStore", "Cannot create the quote history %1: %2.")
                    .arg(shown, d.cause)};
    case Action::Upgrade:
        return {d.kind, QCoreApplication::translate("headroom::quote::QuoteStore",
                                                    "Cannot upgrade the quote history %1 to schema version %2: %3.")
                            .arg(shown)
                            .arg(version)
                            .arg(d.cause)};
    }
    return {d.kind, d.use};
}

QString databaseError(const QSqlError &e, const QString &path)
{
    return classify(e, path).message;
}

QString notOpenError()
{
    return QCoreApplication::translate("headroom::quote::QuoteStore", "The quote history is not open.");
}

void setError(QString *error, const QString &message)
{
    if (error)
        *error = message;
}

/// A BEGIN IMMEDIATE transaction (takes the write lock at once, waiting on the busy timeout, so two
/// writers never both read "key unknown": https://www.sqlite.org/lang_transaction.html). Rolled back
/// unless commit() succeeded.
class WriteTransaction
{
public:
    explicit WriteTransaction(const QSqlDatabase &db)
        : m_db(db)
    {
        QSqlQuery q(m_db);
        m_active = q.exec(sql("BEGIN IMMEDIATE"));
        if (!m_active)
            m_error = q.lastError();
    }
    ~WriteTransaction()
    {
        if (m_active) {
            QSqlQuery q(m_db);
            q.exec(sql("ROLLBACK"));
        }
    }
    WriteTransaction(const WriteTransaction &) = delete;
    WriteTransaction &operator=(const WriteTransaction &) = delete;

    bool active() const { return m_active; }
    const QSqlError &error() const { return m_error; }
    bool commit()
    {
        QSqlQuery q(m_db);
        if (!q.exec(sql("COMMIT"))) {
            m_error = q.lastError();
            return false; // the destructor rolls back
        }
        m_active = false;
        return true;
    }

private:
    QSqlDatabase m_db;
    bool m_active = false;
    QSqlError m_error;
};

/// Prepares and executes `text` with positional `values`; on failure *err gets the error.
bool run(QSqlQuery &q, const char *text, const QVariantList &values, QSqlError *err)
{
    q.setForwardOnly(true);
    if (!q.prepare(sql(text))) {
        *err = q.lastError();
        return false;
    }
    for (const QVariant &v : values)
        q.addBindValue(v);
    if (!q.exec()) {
        *err = q.lastError();
        return false;
    }
    return true;
}

QVariant textOrNull(const QString &s)
{
    return s.isEmpty() ? QVariant(QMetaType::fromType<QString>()) : QVariant(s);
}

/// The digest as 64 lowercase hex digits: accepts 32 raw bytes, 64 hex digits, or empty (-> empty).
std::optional<QByteArray> normaliseSha256(const QByteArray &digest)
{
    if (digest.isEmpty())
        return QByteArray();
    if (digest.size() == 32)
        return digest.toHex();
    if (digest.size() == 64) {
        for (char c : digest) {
            const bool hex = (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
            if (!hex)
                return std::nullopt;
        }
        return digest.toLower();
    }
    return std::nullopt;
}

const char *const kQuoteColumns =
    "SELECT reference, fingerprint, currency, total_minor, created_at, valid_until, payload_json, last_pdf_path"
    " FROM quotes";

StoredQuote quoteFromRow(const QSqlQuery &q)
{
    StoredQuote s;
    s.reference = q.value(0).toString();
    s.fingerprint = q.value(1).toString();
    s.currency = q.value(2).toString();
    s.totalMinor = q.value(3).toLongLong();
    s.createdAt = parseTimestamp(q.value(4));
    s.validUntil = q.value(5).isNull() ? QDate() : QDate::fromString(q.value(5).toString(), Qt::ISODate);
    s.payloadJson = q.value(6).toByteArray();
    s.lastPdfPath = q.value(7).toString();
    return s;
}

// ---------------------------------------------------------------------------------------------------------
// Claims (quotestore.h, "The claim").

QString firstLine(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QString::fromLatin1(f.readLine(256)).trimmed();
}

/// Field 22 of /proc/<pid>/stat (start time in clock ticks after boot); empty when the process is gone.
QString processStartTime(qint64 pid)
{
    QFile f(QStringLiteral("/proc/%1/stat").arg(pid));
    if (!f.open(QIODevice::ReadOnly))
        return {};
    const QByteArray stat = f.read(4096);
    const qsizetype close = stat.lastIndexOf(')'); // the command name may contain spaces and parentheses
    if (close < 0)
        return {};
    const QList<QByteArray> fields = stat.mid(close + 2).split(' ');
    return fields.size() > 19 ? QString::fromLatin1(fields.at(19)) : QString();
}

struct ClaimOwner {
    QString host;
    QString boot;
    qint64 pid = 0;
    QString start;
    QString object;
};

const ClaimOwner &thisProcess()
{
    static const ClaimOwner self = [] {
        ClaimOwner o;
        o.host = QSysInfo::machineHostName().remove(u'|');
        o.boot = firstLine(QStringLiteral("/proc/sys/kernel/random/boot_id"));
        o.pid = qint64(::getpid());
        o.start = processStartTime(o.pid);
        return o;
    }();
    return self;
}

QString ownerString(const QString &objectId)
{
    const ClaimOwner &p = thisProcess();
    return QStringList{p.host, p.boot, QString::number(p.pid), p.start, objectId}.join(u'|');
}

std::optional<ClaimOwner> parseOwner(const QString &text)
{
    const QStringList parts = text.split(u'|');
    if (parts.size() != 5)
        return std::nullopt;
    ClaimOwner o;
    bool ok = false;
    o.host = parts.at(0);
    o.boot = parts.at(1);
    o.pid = parts.at(2).toLongLong(&ok);
    o.start = parts.at(3);
    o.object = parts.at(4);
    if (!ok || o.pid <= 0)
        return std::nullopt;
    return o;
}

/// The QuoteStore objects alive in this process, by object id (claims of destroyed objects are dead).
QMutex &registryMutex()
{
    static QMutex mutex;
    return mutex;
}
QSet<QString> &liveObjects()
{
    static QSet<QString> set;
    return set;
}

enum class ClaimState { Dead, LiveHere, LiveElsewhere };

ClaimState claimState(const QString &ownerText, const QDateTime &startedAt)
{
    const std::optional<ClaimOwner> owner = parseOwner(ownerText);
    if (!owner)
        return ClaimState::Dead; // no claim (schema v2 rows) or unreadable: a crash
    const ClaimOwner &self = thisProcess();
    if (owner->host != self.host) {
        const bool fresh =
            startedAt.isValid() && startedAt.secsTo(QDateTime::currentDateTimeUtc()) < kForeignClaimLeaseSecs;
        return fresh ? ClaimState::LiveElsewhere : ClaimState::Dead;
    }
    if (!self.boot.isEmpty() && owner->boot != self.boot)
        return ClaimState::Dead; // written before the last reboot
    if (owner->pid == self.pid && owner->start == self.start) {
        const QMutexLocker lock(&registryMutex());
        return liveObjects().contains(owner->object) ? ClaimState::LiveHere : ClaimState::Dead;
    }
    if (!self.start.isEmpty()) // Linux: the same pid must still have the same start time
        return processStartTime(owner->pid) == owner->start ? ClaimState::LiveElsewhere : ClaimState::Dead;
    const bool exists = ::kill(pid_t(owner->pid), 0) == 0 || errno == EPERM;
    return exists ? ClaimState::LiveElsewhere : ClaimState::Dead;
}

} // namespace

// ---------------------------------------------------------------------------------------------------------

QString QuoteStore::defaultPath()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QLatin1String("/quotes.sqlite");
}

int QuoteStore::latestSchemaVersion()
{
    return migrations().constLast().version;
}

bool QuoteStore::isValidIdempotencyKey(const QString &key, QString *error)
{
    if (key.isEmpty()) {
        setError(error, QCoreApplication::translate("headroom::quote::QuoteStore", "The idempotency key is empty."));
        return false;
    }
    if (key.size() > kMaxKeyLength) {
        setError(error, QCoreApplication::translate("headroom::quote::QuoteStore",
                                                    "The idempotency key is %1 characters long; at most %2 are "
                                                    "allowed.")
                            .arg(key.size())
                            .arg(kMaxKeyLength));
        return false;
    }
    for (qsizetype i = 0; i < key.size(); ++i) {
        const char16_t c = key.at(i).unicode();
        if (c < 0x20 || c > 0x7e) {
            setError(error, QCoreApplication::translate("headroom::quote::QuoteStore",
                                                        "The idempotency key may contain only printable ASCII "
                                                        "characters; character %1 (U+%2) is not one.")
                                .arg(i + 1)
                                .arg(static_cast<uint>(c), 4, 16, QLatin1Char('0')));
            return false;
        }
    }
    return true;
}

QString QuoteStore::newIdempotencyKey()
{
    return QUuid::createUuid().toString(QUuid::WithoutBraces);
}

std::optional<QuoteStore> QuoteStore::open(const QString &path, QString *error)
{
    OpenError openError;
    std::optional<QuoteStore> store = open(path, &openError, Access::ReadWrite);
    if (!store)
        setError(error, openError.message);
    return store;
}

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("headroom::quote::QuoteStore", text);
}

bool setOpenError(OpenError *error, OpenError::Kind kind, const QString &message)
{
    if (error)
        *error = OpenError{kind, message};
    return false;
}

QString notAStoreMessage(const QString &shown, const QString &why)
{
    return tr("%1 is not a Headroom quote history (%2). The file was left unchanged.").arg(shown, why);
}

QString foreignApplication(qint64 applicationId)
{
    return tr("it belongs to another application, application_id %1").arg(applicationId);
}

QString newerSchemaMessage(const QString &shown, qint64 version)
{
    return tr("The quote history %1 was written by a newer Headroom (schema version %2; this version knows up to "
              "%3). The file was left unchanged; update Headroom to use it.")
        .arg(shown)
        .arg(version)
        .arg(QuoteStore::latestSchemaVersion());
}

/// What the 100-byte database header (https://www.sqlite.org/fileformat2.html#the_database_header) of the
/// main file says. The main file may lag behind its -wal file, so these values only ever refuse a file;
/// recognise() decides with what SQLite reads.
struct HeaderFacts {
    bool empty = false;       ///< a zero-length file: an empty database
    bool wal = false;         ///< read/write versions 2: the file is in WAL mode
    qint64 userVersion = 0;   ///< offset 60
    qint64 applicationId = 0; ///< offset 68
};

quint32 bigEndian(const QByteArray &bytes, int offset, int width)
{
    quint32 value = 0;
    for (int i = 0; i < width; ++i)
        value = (value << 8) | quint8(bytes.at(offset + i));
    return value;
}

/// Reads the header of `path` (a regular file) without SQLite, so a file that is not an SQLite database, or
/// one whose header is truncated or damaged, is refused as NotAStore before anything opens it (SQLite
/// would report such a file as "malformed", which reads like a damaged store, and could create -wal/-shm).
bool checkHeader(const QString &path, HeaderFacts *facts, OpenError *error)
{
    const QString shown = QDir::toNativeSeparators(QFileInfo(path).absoluteFilePath());
    const auto refuse = [&](const QString &why) {
        return setOpenError(error, OpenError::Kind::NotAStore, notAStoreMessage(shown, why));
    };
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        return setOpenError(error, OpenError::Kind::Io,
                            tr("The quote history %1 could not be read: %2").arg(shown, file.errorString()));
    }
    constexpr int kHeaderBytes = 100;
    const QByteArray header = file.read(kHeaderBytes);
    if (header.isEmpty() && file.atEnd()) {
        facts->empty = true;
        return true;
    }
    static const QByteArray magic("SQLite format 3\0", 16);
    if (!header.startsWith(magic))
        return refuse(tr("it is not an SQLite database"));
    if (header.size() < kHeaderBytes) {
        return refuse(tr("its SQLite header is truncated: %1 of %2 bytes").arg(header.size()).arg(kHeaderBytes));
    }
    const quint32 pageField = bigEndian(header, 16, 2);
    const quint32 pageSize = pageField == 1 ? 65536 : pageField;
    const bool powerOfTwo = pageSize >= 512 && pageSize <= 65536 && (pageSize & (pageSize - 1)) == 0;
    const quint8 writeVersion = quint8(header.at(18));
    const quint8 readVersion = quint8(header.at(19));
    const bool fractions = quint8(header.at(21)) == 64 && quint8(header.at(22)) == 32 && quint8(header.at(23)) == 32;
    if (!powerOfTwo || writeVersion < 1 || writeVersion > 2 || readVersion < 1 || readVersion > 2 || !fractions)
        return refuse(tr("its SQLite header is damaged"));
    if (file.size() < qint64(pageSize))
        return refuse(tr("it is truncated: %1 bytes, less than one %2-byte page").arg(file.size()).arg(pageSize));
    facts->wal = writeVersion == 2 && readVersion == 2;
    facts->userVersion = bigEndian(header, 60, 4);
    facts->applicationId = qint32(bigEndian(header, 68, 4));
    return true;
}

/// Reads application_id, user_version and the table names, writing nothing, and decides whether the file
/// is a Headroom store (quotestore.h, "Recognising a store"). *version gets the schema version.
bool recognise(const QSqlDatabase &db, const QString &path, Action action, int *version, OpenError *error)
{
    const QString shown = QDir::toNativeSeparators(QFileInfo(path).absoluteFilePath());
    // A file SQLite finds damaged while it is being recognised cannot be used as a store: bad input, like
    // any other file that is not a Headroom store (it is left unchanged).
    const auto unreadable = [&](const QSqlError &e) {
        if (sqliteCode(e) == kSqliteCorrupt || sqliteCode(e) == kSqliteNotADb)
            return setOpenError(error, OpenError::Kind::NotAStore, notAStoreMessage(shown, sqliteText(e)));
        const OpenError c = classify(e, path, action);
        return setOpenError(error, c.kind, c.message);
    };
    QSqlQuery q(db);
    if (!q.exec(sql("PRAGMA application_id")) || !q.next())
        return unreadable(q.lastError());
    const qint64 applicationId = q.value(0).toLongLong();
    q.finish();
    if (!q.exec(sql("PRAGMA user_version")) || !q.next())
        return unreadable(q.lastError());
    *version = q.value(0).toInt();
    q.finish();
    QStringList tables;
    if (!q.exec(sql("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")))
        return unreadable(q.lastError());
    while (q.next())
        tables.append(q.value(0).toString());
    const bool ours =
        applicationId == kApplicationId ||
        (applicationId == 0 && (tables.contains(QLatin1String("quotes")) || (tables.isEmpty() && *version == 0)));
    if (!ours) {
        const QString what = applicationId != 0 ? foreignApplication(applicationId)
                                                : tr("it holds other tables: %1").arg(tables.join(QLatin1String(", ")));
        return setOpenError(error, OpenError::Kind::NotAStore, notAStoreMessage(shown, what));
    }
    if (*version > QuoteStore::latestSchemaVersion())
        return setOpenError(error, OpenError::Kind::NewerSchema, newerSchemaMessage(shown, *version));
    return true;
}

/// Runs the migrations above `*version`, each in one transaction (another process may migrate first). A
/// failure on a version 0 file (new, or an empty database) reads "Cannot create", on an older store
/// "Cannot upgrade ... to schema version N".
bool migrate(const QSqlDatabase &db, const QString &path, int *version, OpenError *error)
{
    const bool creating = *version == 0;
    for (const Migration &m : migrations()) {
        if (m.version <= *version)
            continue;
        WriteTransaction tx(db);
        QSqlError err = tx.error();
        bool ok = tx.active();
        int current = *version;
        if (ok) {
            QSqlQuery q(db);
            ok = q.exec(sql("PRAGMA user_version")) && q.next();
            if (ok)
                current = q.value(0).toInt();
            else
                err = q.lastError();
        }
        if (ok && current < m.version) {
            for (const char *statement : m.statements) {
                QSqlQuery q(db);
                if (!q.exec(sql(statement))) {
                    err = q.lastError();
                    ok = false;
                    break;
                }
            }
            if (ok) {
                QSqlQuery q(db);
                ok = q.exec(sql("PRAGMA user_version = %1").arg(m.version));
                if (!ok)
                    err = q.lastError();
            }
        }
        if (ok)
            ok = tx.commit();
        if (!ok) {
            if (err.type() == QSqlError::NoError)
                err = tx.error();
            const OpenError e = classify(err, path, creating ? Action::Create : Action::Upgrade, m.version);
            return setOpenError(error, e.kind, e.message);
        }
        *version = std::max(current, m.version);
    }
    return true;
}

/// The files one open() created for a new store (quotestore.h, open()): the store itself, made empty with
/// O_EXCL so it is certainly this call's, and those of its -wal, -shm and -journal that did not exist yet.
struct CreatedStore {
    QString path;
    dev_t device = 0;
    ino_t inode = 0;
    QStringList newSiblings;
};

/// Creates `path` as an empty file (an empty database to SQLite); nullopt with *errorNumber (errno) on
/// failure, EEXIST when another process created it first.
std::optional<CreatedStore> createEmptyStore(const QString &path, int *errorNumber)
{
    CreatedStore created;
    created.path = path;
    const QStringList files = {path + QLatin1String("-wal"), path + QLatin1String("-shm"),
                               path + QLatin1String("-journal")};
    for (const QString &file : files) {
        if (!QFileInfo(file).exists() && !QFileInfo(file).isSymLink())
            created.newSiblings.append(file);
    }
    const QByteArray name = QFile::encodeName(path);
    const int fd = ::open(name.constData(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0644);
    if (fd < 0) {
        *errorNumber = errno;
        return std::nullopt;
    }
    struct stat st;
    const bool known = ::fstat(fd, &st) == 0;
    ::close(fd);
    if (!known) {
        *errorNumber = errno;
        ::unlink(name.constData());
        return std::nullopt;
    }
    created.device = st.st_dev;
    created.inode = st.st_ino;
    return created;
}

/// Removes what createEmptyStore() and the SQLite connection since then created, once that connection is
/// closed. The store only while it is still the file created (same device and inode), so a file put in its
/// place meanwhile stays.
void removeCreatedStore(const CreatedStore &created)
{
    const QByteArray name = QFile::encodeName(created.path);
    struct stat st;
    if (::stat(name.constData(), &st) != 0 || st.st_dev != created.device || st.st_ino != created.inode)
        return;
    for (const QString &file : created.newSiblings)
        ::unlink(QFile::encodeName(file).constData());
    ::unlink(name.constData());
}

/// OpenError for a failed system call while creating the store at `path` (errno `errorNumber`), through
/// the same diagnosis as SQLite's errors: SQLITE_FULL for ENOSPC and EDQUOT, SQLITE_CANTOPEN otherwise.
OpenError creationError(const QString &path, int errorNumber)
{
    const bool full = errorNumber == ENOSPC || errorNumber == EDQUOT;
    const QSqlError e(QString(), qt_error_string(errorNumber), QSqlError::ConnectionError,
                      QString::number(full ? kSqliteFull : kSqliteCantOpen));
    return classify(e, path, Action::Create);
}

} // namespace

std::optional<QuoteStore> QuoteStore::open(const QString &path, OpenError *error, Access access)
{
    if (path.isEmpty()) {
        setOpenError(error, OpenError::Kind::Io, tr("No file name was given for the quote history."));
        return std::nullopt;
    }
    const QFileInfo info(path);
    const QString shown = QDir::toNativeSeparators(info.absoluteFilePath());
    if (access == Access::ReadOnly && !info.exists()) {
        setOpenError(error, OpenError::Kind::Missing, tr("The quote history %1 does not exist.").arg(shown));
        return std::nullopt;
    }
    if (info.exists() && !info.isFile()) {
        setOpenError(
            error, OpenError::Kind::NotAStore,
            tr("%1 is not a Headroom quote history (it is not a regular file). It was left unchanged.").arg(shown));
        return std::nullopt;
    }
    // A new store is created here, empty, so that a failure below can remove exactly what this call made.
    std::optional<CreatedStore> created;
    if (access == Access::ReadWrite && !info.exists() && !info.isSymLink()) {
        if (!QDir().mkpath(info.absolutePath())) {
            setOpenError(error, OpenError::Kind::ReadOnly,
                         tr("Cannot create the folder %1 for the quote history.")
                             .arg(QDir::toNativeSeparators(info.absolutePath())));
            return std::nullopt;
        }
        int errorNumber = 0;
        created = createEmptyStore(info.absoluteFilePath(), &errorNumber);
        if (!created && errorNumber != EEXIST) { // EEXIST: another process was first; checked as existing
            const OpenError e = creationError(info.absoluteFilePath(), errorNumber);
            setOpenError(error, e.kind, e.message);
            return std::nullopt;
        }
    }
    // The header first, read without SQLite: garbage, a truncated header, another application's id or a
    // newer Headroom's schema is refused before SQLite opens (and might add -wal/-shm files next to) it.
    HeaderFacts header;
    if (!created && QFileInfo::exists(info.absoluteFilePath())) {
        if (!checkHeader(info.absoluteFilePath(), &header, error))
            return std::nullopt;
        if (header.applicationId != 0 && header.applicationId != kApplicationId) {
            setOpenError(error, OpenError::Kind::NotAStore,
                         notAStoreMessage(shown, foreignApplication(header.applicationId)));
            return std::nullopt;
        }
        if (header.applicationId == kApplicationId && header.userVersion > latestSchemaVersion()) {
            setOpenError(error, OpenError::Kind::NewerSchema, newerSchemaMessage(shown, header.userVersion));
            return std::nullopt;
        }
    }

    QuoteStore store;
    store.m_connectionName =
        QStringLiteral("headroom-quotestore-") + QUuid::createUuid().toString(QUuid::WithoutBraces);
    store.m_path = info.absoluteFilePath();
    if (!store.openConnection(access, header.wal, created.has_value(), error)) {
        // A failed first use leaves the folder as it was: close the connection (SQLite lets go of its -wal
        // and -shm), then remove what this call created. A store that existed before is never removed.
        store.release();
        if (created)
            removeCreatedStore(*created);
        return std::nullopt;
    }
    if (access == Access::ReadOnly)
        return std::optional<QuoteStore>(std::move(store));
    store.m_ownerId = ownerString(QUuid::createUuid().toString(QUuid::WithoutBraces));
    {
        const QMutexLocker lock(&registryMutex());
        liveObjects().insert(store.m_ownerId.section(u'|', 4));
    }
    return std::optional<QuoteStore>(std::move(store));
}

bool QuoteStore::openConnection(Access access, bool walHeader, bool creating, OpenError *error)
{
    // `db` and the queries go out of scope before the caller releases the connection.
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_connectionName);
    db.setDatabaseName(m_path);
    if (access == Access::ReadOnly && walHeader && !QFileInfo::exists(m_path + QLatin1String("-wal")) &&
        !QFileInfo::exists(m_path + QLatin1String("-shm"))) {
        // A WAL file without -wal: no connection has it open and every commit is in the main file. Even a
        // read-only connection would create -wal and -shm (and, unable to checkpoint, leave them behind), so
        // read it as immutable (https://www.sqlite.org/uri.html#uriimmutable): no locks, no side files.
        QUrl uri = QUrl::fromLocalFile(m_path);
        uri.setQuery(QStringLiteral("immutable=1"));
        db.setDatabaseName(uri.toString(QUrl::FullyEncoded));
        db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY;QSQLITE_OPEN_URI"));
    } else if (access == Access::ReadOnly) {
        // A rollback-journal file is read without side files; a WAL file whose -wal exists is in use by
        // another connection, whose -wal and -shm it reads (they are that connection's to remove).
        db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY"));
    }
    const Action action = creating ? Action::Create : Action::Use;
    if (!db.open()) {
        const OpenError e = classify(db.lastError(), m_path, action);
        return setOpenError(error, e.kind, e.message);
    }
    {
        // Connection settings first: they write nothing to the file.
        QSqlQuery q(db);
        q.exec(sql("PRAGMA busy_timeout = %1").arg(kBusyTimeoutMs));
        q.exec(sql("PRAGMA foreign_keys = ON"));
    }
    // Nothing is written before the file is known to be Headroom's and not too new.
    if (!recognise(db, m_path, action, &m_schemaVersion, error))
        return false;
    if (access == Access::ReadOnly)
        return true;
    {
        // Write-ahead log: readers do not block the writer (https://www.sqlite.org/wal.html). A file system
        // without shared memory keeps the old journal mode; the store works the same, with less concurrency.
        QSqlQuery q(db);
        q.exec(sql("PRAGMA journal_mode = WAL"));
    }
    return migrate(db, m_path, &m_schemaVersion, error);
}

QuoteStore::QuoteStore(QuoteStore &&other) noexcept
    : m_connectionName(std::exchange(other.m_connectionName, QString()))
    , m_path(std::move(other.m_path))
    , m_schemaVersion(std::exchange(other.m_schemaVersion, 0))
    , m_claimWaitMs(other.m_claimWaitMs)
    , m_ownerId(std::exchange(other.m_ownerId, QString()))
    , m_inFlight(std::move(other.m_inFlight))
{}

QuoteStore &QuoteStore::operator=(QuoteStore &&other) noexcept
{
    if (this != &other) {
        release();
        m_connectionName = std::exchange(other.m_connectionName, QString());
        m_path = std::move(other.m_path);
        m_schemaVersion = std::exchange(other.m_schemaVersion, 0);
        m_claimWaitMs = other.m_claimWaitMs;
        m_ownerId = std::exchange(other.m_ownerId, QString());
        m_inFlight = std::move(other.m_inFlight);
    }
    return *this;
}

QuoteStore::~QuoteStore()
{
    release();
}

void QuoteStore::release()
{
    if (m_connectionName.isEmpty())
        return;
    {
        QSqlDatabase db = QSqlDatabase::database(m_connectionName, false);
        if (db.isOpen())
            db.close();
    }
    QSqlDatabase::removeDatabase(m_connectionName);
    m_connectionName.clear();
    m_inFlight.clear();
    if (!m_ownerId.isEmpty()) {
        const QMutexLocker lock(&registryMutex());
        liveObjects().remove(m_ownerId.section(u'|', 4));
        m_ownerId.clear();
    }
}

BeginResult QuoteStore::begin(const QString &idempotencyKey, const QString &kind, const QString &fingerprint,
                              const QByteArray &payloadJson, const QString &currency, qint64 totalMinor,
                              const QDate &validUntil, const QDateTime &now)
{
    // Another live process holds the key: poll (50 ms growing to 250 ms) until it finishes or the deadline.
    const QDeadlineTimer deadline(m_claimWaitMs);
    int pauseMs = 50;
    for (;;) {
        bool heldElsewhere = false;
        BeginResult result = beginOnce(idempotencyKey, kind, fingerprint, payloadJson, currency, totalMinor, validUntil,
                                       now, &heldElsewhere);
        if (!heldElsewhere)
            return result;
        if (deadline.hasExpired()) {
            result.outcome = BeginOutcome::InProgress;
            result.message = tr("The idempotency key %1 is being used by another export (waited %2 s); try again.")
                                 .arg(idempotencyKey)
                                 .arg(m_claimWaitMs / 1000);
            return result;
        }
        QThread::msleep(std::min<qint64>(pauseMs, std::max<qint64>(1, deadline.remainingTime())));
        pauseMs = std::min(250, pauseMs * 2);
    }
}

BeginResult QuoteStore::beginOnce(const QString &idempotencyKey, const QString &kind, const QString &fingerprint,
                                  const QByteArray &payloadJson, const QString &currency, qint64 totalMinor,
                                  const QDate &validUntil, const QDateTime &now, bool *heldElsewhere)
{
    BeginResult result;
    if (!isValidIdempotencyKey(idempotencyKey, &result.message))
        return result;
    if (kind != kOperationExportPdf && kind != kOperationSave) {
        result.message = QCoreApplication::translate("headroom::quote::QuoteStore",
                                                     "Unknown operation kind “%1” (expected export_pdf or save).")
                             .arg(kind);
        return result;
    }
    if (fingerprint.isEmpty()) {
        result.message =
            QCoreApplication::translate("headroom::quote::QuoteStore", "The configuration fingerprint is empty.");
        return result;
    }
    const int year = now.isValid() ? now.date().year() : 0;
    if (year < 1 || year > 9999) {
        result.message =
            QCoreApplication::translate("headroom::quote::QuoteStore", "The date of the operation is not valid.");
        return result;
    }
    if (m_connectionName.isEmpty()) {
        result.message = notOpenError();
        return result;
    }

    const QSqlDatabase db = QSqlDatabase::database(m_connectionName, false);
    WriteTransaction tx(db);
    if (!tx.active()) {
        result.message = databaseError(tx.error(), m_path);
        return result;
    }
    QSqlError err;
    auto dbFailure = [&]() {
        result = BeginResult{};
        result.message = databaseError(err, m_path);
        return result;
    };
    auto storedPayload = [&](const QString &reference, QByteArray *payload) {
        QSqlQuery q(db);
        if (!run(q, "SELECT payload_json FROM quotes WHERE reference = ?", {reference}, &err))
            return false;
        if (q.next())
            *payload = q.value(0).toByteArray();
        return true;
    };

    QSqlQuery existing(db);
    if (!run(existing,
             "SELECT kind, fingerprint, reference, state, result_path, claim_owner, started_at, result_sha256"
             " FROM operations"
             " WHERE idempotency_key = ?",
             {idempotencyKey}, &err))
        return dbFailure();
    if (existing.next()) {
        const QString storedKind = existing.value(0).toString();
        const QString storedFingerprint = existing.value(1).toString();
        result.reference = existing.value(2).toString();
        const OperationState state = stateFromKey(existing.value(3).toString());
        const QString storedPath = existing.value(4).toString();
        const QString claimOwner = existing.value(5).toString();
        const QDateTime claimedAt = parseTimestamp(existing.value(6));
        const QByteArray storedSha = existing.value(7).toString().toLatin1();
        existing.finish();

        if (storedFingerprint != fingerprint) {
            result.outcome = BeginOutcome::Conflict;
            result.message = QCoreApplication::translate("headroom::quote::QuoteStore",
                                                         "The idempotency key %1 was already used for a different "
                                                         "configuration (quote %2). Use a new key for a changed "
                                                         "quote.")
                                 .arg(idempotencyKey, result.reference);
            return result; // rolled back: nothing written
        }
        if (storedKind != kind) {
            result.outcome = BeginOutcome::Conflict;
            result.message = QCoreApplication::translate("headroom::quote::QuoteStore",
                                                         "The idempotency key %1 was already used for another "
                                                         "operation (%2). Use a new key.")
                                 .arg(idempotencyKey, storedKind);
            return result;
        }
        if (state == OperationState::Done) {
            if (!storedPayload(result.reference, &result.payloadJson))
                return dbFailure();
            result.outcome = BeginOutcome::Replay;
            result.resultPath = storedPath;
            result.resultSha256Hex = storedSha;
            return result; // rolled back: nothing written
        }
        const ClaimState claim =
            state == OperationState::Pending
                ? (m_inFlight.contains(idempotencyKey) ? ClaimState::LiveHere : claimState(claimOwner, claimedAt))
                : ClaimState::Dead;
        if (claim == ClaimState::LiveHere) {
            result.outcome = BeginOutcome::InProgress;
            result.message = QCoreApplication::translate("headroom::quote::QuoteStore",
                                                         "The operation with idempotency key %1 is still running; "
                                                         "wait for it to finish.")
                                 .arg(idempotencyKey);
            return result;
        }
        if (claim == ClaimState::LiveElsewhere) {
            *heldElsewhere = true; // rolled back; begin() waits and asks again
            return result;
        }
        // Pending with a dead claimer (a crash) or failed before its side effect: retry it.
        QSqlQuery update(db);
        if (!run(update,
                 "UPDATE operations SET state = 'pending', started_at = ?, finished_at = NULL, message = NULL,"
                 " claim_owner = ? WHERE idempotency_key = ?",
                 {timestamp(now), m_ownerId, idempotencyKey}, &err) ||
            !storedPayload(result.reference, &result.payloadJson))
            return dbFailure();
    } else {
        existing.finish();
        QSqlQuery known(db);
        if (!run(known, "SELECT reference, payload_json FROM quotes WHERE fingerprint = ?", {fingerprint}, &err))
            return dbFailure();
        if (known.next()) {
            result.reference = known.value(0).toString();
            result.payloadJson = known.value(1).toByteArray();
            known.finish();
        } else {
            known.finish();
            QSqlQuery counter(db);
            if (!run(counter, "SELECT last_seq FROM reference_counters WHERE year = ?", {year}, &err))
                return dbFailure();
            const qint64 seq = (counter.next() ? counter.value(0).toLongLong() : 0) + 1;
            counter.finish();
            if (seq > kMaxSequence) {
                result.message = QCoreApplication::translate("headroom::quote::QuoteStore",
                                                             "All %1 quote references of %2 have been issued.")
                                     .arg(kMaxSequence)
                                     .arg(year);
                return result;
            }
            result.reference =
                QStringLiteral("HR-%1-%2").arg(year, 4, 10, QLatin1Char('0')).arg(seq, 6, 10, QLatin1Char('0'));
            // A null QByteArray binds as SQL NULL; the column is NOT NULL, so store "" for "no payload".
            result.payloadJson = payloadJson.isNull() ? QByteArray("") : payloadJson;
            QSqlQuery insertCounter(db);
            QSqlQuery insertQuote(db);
            if (!run(insertCounter,
                     "INSERT INTO reference_counters (year, last_seq) VALUES (?, ?)"
                     " ON CONFLICT (year) DO UPDATE SET last_seq = excluded.last_seq",
                     {year, seq}, &err) ||
                !run(insertQuote,
                     "INSERT INTO quotes (reference, fingerprint, year, seq, created_at, valid_until, currency,"
                     " total_minor, payload_json) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                     {result.reference, fingerprint, year, seq, timestamp(now),
                      validUntil.isValid() ? QVariant(validUntil.toString(Qt::ISODate))
                                           : QVariant(QMetaType::fromType<QString>()),
                      currency, totalMinor, result.payloadJson},
                     &err))
                return dbFailure();
        }
        QSqlQuery insertOperation(db);
        if (!run(insertOperation,
                 "INSERT INTO operations (idempotency_key, kind, fingerprint, reference, state, started_at,"
                 " claim_owner) VALUES (?, ?, ?, ?, 'pending', ?, ?)",
                 {idempotencyKey, kind, fingerprint, result.reference, timestamp(now), m_ownerId}, &err))
            return dbFailure();
    }
    if (!tx.commit()) {
        err = tx.error();
        return dbFailure();
    }
    result.outcome = BeginOutcome::Started;
    m_inFlight.insert(idempotencyKey);
    return result;
}

bool QuoteStore::complete(const QString &idempotencyKey, const QString &resultPath, const QByteArray &resultSha256,
                          QString *error)
{
    const std::optional<QByteArray> sha = normaliseSha256(resultSha256);
    if (!sha) {
        setError(error, QCoreApplication::translate("headroom::quote::QuoteStore",
                                                    "The result hash must be a SHA-256 digest (32 bytes or 64 "
                                                    "hexadecimal digits)."));
        return false;
    }
    if (m_connectionName.isEmpty()) {
        setError(error, notOpenError());
        return false;
    }
    const QSqlDatabase db = QSqlDatabase::database(m_connectionName, false);
    WriteTransaction tx(db);
    if (!tx.active()) {
        setError(error, databaseError(tx.error(), m_path));
        return false;
    }
    QSqlError err;
    QSqlQuery q(db);
    if (!run(q, "SELECT state, kind, reference, result_path, result_sha256 FROM operations WHERE idempotency_key = ?",
             {idempotencyKey}, &err)) {
        setError(error, databaseError(err, m_path));
        return false;
    }
    if (!q.next()) {
        setError(error, QCoreApplication::translate("headroom::quote::QuoteStore",
                                                    "No operation with idempotency key %1 was started.")
                            .arg(idempotencyKey));
        return false;
    }
    const OperationState state = stateFromKey(q.value(0).toString());
    const QString kind = q.value(1).toString();
    const QString reference = q.value(2).toString();
    const QString storedPath = q.value(3).toString();
    const QByteArray storedSha = q.value(4).toString().toLatin1();
    q.finish();

    if (state == OperationState::Done) {
        if (storedPath == resultPath && storedSha == *sha) {
            m_inFlight.remove(idempotencyKey);
            return true; // the same completion again: nothing to do
        }
        setError(error, QCoreApplication::translate("headroom::quote::QuoteStore",
                                                    "The operation with idempotency key %1 already completed with "
                                                    "another result.")
                            .arg(idempotencyKey));
        return false;
    }
    if (state == OperationState::Failed) {
        setError(error, QCoreApplication::translate("headroom::quote::QuoteStore",
                                                    "The operation with idempotency key %1 failed; start it again "
                                                    "before completing it.")
                            .arg(idempotencyKey));
        return false;
    }
    QSqlQuery update(db);
    if (!run(update,
             "UPDATE operations SET state = 'done', result_path = ?, result_sha256 = ?, message = NULL,"
             " finished_at = ? WHERE idempotency_key = ?",
             {textOrNull(resultPath), textOrNull(QString::fromLatin1(*sha)), timestamp(QDateTime::currentDateTimeUtc()),
              idempotencyKey},
             &err)) {
        setError(error, databaseError(err, m_path));
        return false;
    }
    if (kind == kOperationExportPdf && !resultPath.isEmpty()) {
        QSqlQuery last(db);
        if (!run(last, "UPDATE quotes SET last_pdf_path = ? WHERE reference = ?", {resultPath, reference}, &err)) {
            setError(error, databaseError(err, m_path));
            return false;
        }
    }
    if (!tx.commit()) {
        setError(error, databaseError(tx.error(), m_path));
        return false;
    }
    m_inFlight.remove(idempotencyKey);
    return true;
}

bool QuoteStore::fail(const QString &idempotencyKey, const QString &message, QString *error)
{
    if (m_connectionName.isEmpty()) {
        setError(error, notOpenError());
        return false;
    }
    const QSqlDatabase db = QSqlDatabase::database(m_connectionName, false);
    WriteTransaction tx(db);
    if (!tx.active()) {
        setError(error, databaseError(tx.error(), m_path));
        return false;
    }
    QSqlError err;
    QSqlQuery q(db);
    if (!run(q, "SELECT state FROM operations WHERE idempotency_key = ?", {idempotencyKey}, &err)) {
        setError(error, databaseError(err, m_path));
        return false;
    }
    if (!q.next()) {
        setError(error, QCoreApplication::translate("headroom::quote::QuoteStore",
                                                    "No operation with idempotency key %1 was started.")
                            .arg(idempotencyKey));
        return false;
    }
    const OperationState state = stateFromKey(q.value(0).toString());
    q.finish();
    if (state == OperationState::Done) {
        setError(error, QCoreApplication::translate("headroom::quote::QuoteStore",
                                                    "The operation with idempotency key %1 already completed; it "
                                                    "cannot fail any more.")
                            .arg(idempotencyKey));
        return false;
    }
    QSqlQuery update(db);
    if (!run(update, "UPDATE operations SET state = 'failed', message = ?, finished_at = ? WHERE idempotency_key = ?",
             {textOrNull(message), timestamp(QDateTime::currentDateTimeUtc()), idempotencyKey}, &err)) {
        setError(error, databaseError(err, m_path));
        return false;
    }
    if (!tx.commit()) {
        setError(error, databaseError(tx.error(), m_path));
        return false;
    }
    m_inFlight.remove(idempotencyKey);
    return true;
}

QList<StoredQuote> QuoteStore::quotes(QString *error) const
{
    QList<StoredQuote> list;
    if (m_connectionName.isEmpty()) {
        setError(error, notOpenError());
        return list;
    }
    if (m_schemaVersion == 0)
        return list; // an empty database opened read-only: no tables yet, no quotes
    const QSqlDatabase db = QSqlDatabase::database(m_connectionName, false);
    QSqlQuery q(db);
    QSqlError err;
    const QByteArray text = QByteArray(kQuoteColumns) + " ORDER BY created_at DESC, reference DESC";
    if (!run(q, text.constData(), {}, &err)) {
        setError(error, databaseError(err, m_path));
        return list;
    }
    while (q.next())
        list.append(quoteFromRow(q));
    return list;
}

std::optional<StoredQuote> QuoteStore::quote(const QString &reference, QString *error) const
{
    if (m_connectionName.isEmpty()) {
        setError(error, notOpenError());
        return std::nullopt;
    }
    const QSqlDatabase db = QSqlDatabase::database(m_connectionName, false);
    QSqlQuery q(db);
    QSqlError err;
    const QByteArray text = QByteArray(kQuoteColumns) + " WHERE reference = ?";
    if (!run(q, text.constData(), {reference}, &err)) {
        setError(error, databaseError(err, m_path));
        return std::nullopt;
    }
    if (!q.next()) {
        setError(error,
                 QCoreApplication::translate("headroom::quote::QuoteStore", "There is no quote with reference %1.")
                     .arg(reference));
        return std::nullopt;
    }
    return quoteFromRow(q);
}

QList<StoredOperation> QuoteStore::operations(const QString &reference, QString *error) const
{
    QList<StoredOperation> list;
    if (m_connectionName.isEmpty()) {
        setError(error, notOpenError());
        return list;
    }
    const QSqlDatabase db = QSqlDatabase::database(m_connectionName, false);
    QSqlQuery q(db);
    QSqlError err;
    if (!run(q,
             "SELECT idempotency_key, kind, fingerprint, reference, state, result_path, result_sha256, message,"
             " started_at, finished_at FROM operations WHERE reference = ? ORDER BY started_at, idempotency_key",
             {reference}, &err)) {
        setError(error, databaseError(err, m_path));
        return list;
    }
    while (q.next()) {
        StoredOperation op;
        op.idempotencyKey = q.value(0).toString();
        op.kind = q.value(1).toString();
        op.fingerprint = q.value(2).toString();
        op.reference = q.value(3).toString();
        op.state = stateFromKey(q.value(4).toString());
        op.resultPath = q.value(5).toString();
        op.resultSha256Hex = q.value(6).toString().toLatin1();
        op.message = q.value(7).toString();
        op.startedAt = parseTimestamp(q.value(8));
        op.finishedAt = parseTimestamp(q.value(9));
        list.append(op);
    }
    return list;
}

bool QuoteStore::remove(const QString &reference, QString *error)
{
    if (m_connectionName.isEmpty()) {
        setError(error, notOpenError());
        return false;
    }
    const QSqlDatabase db = QSqlDatabase::database(m_connectionName, false);
    WriteTransaction tx(db);
    if (!tx.active()) {
        setError(error, databaseError(tx.error(), m_path));
        return false;
    }
    QSqlError err;
    QSqlQuery keys(db);
    QSqlQuery deleteOperations(db);
    QSqlQuery deleteQuote(db);
    if (!run(keys, "SELECT idempotency_key FROM operations WHERE reference = ?", {reference}, &err)) {
        setError(error, databaseError(err, m_path));
        return false;
    }
    QStringList removedKeys;
    while (keys.next())
        removedKeys.append(keys.value(0).toString());
    keys.finish();
    // Operations first: the foreign key from operations.reference refuses deleting a quote still in use.
    if (!run(deleteOperations, "DELETE FROM operations WHERE reference = ?", {reference}, &err) ||
        !run(deleteQuote, "DELETE FROM quotes WHERE reference = ?", {reference}, &err)) {
        setError(error, databaseError(err, m_path));
        return false;
    }
    if (deleteQuote.numRowsAffected() != 1) {
        setError(error,
                 QCoreApplication::translate("headroom::quote::QuoteStore", "There is no quote with reference %1.")
                     .arg(reference));
        return false; // rolled back
    }
    if (!tx.commit()) {
        setError(error, databaseError(tx.error(), m_path));
        return false;
    }
    for (const QString &key : std::as_const(removedKeys))
        m_inFlight.remove(key);
    return true;
}

} // namespace headroom::quote
