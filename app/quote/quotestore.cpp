// SPDX-License-Identifier: GPL-3.0-or-later
#include "quotestore.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QUuid>
#include <QVariant>

#include <algorithm>
#include <utility>

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

QString databaseError(const QSqlError &e)
{
    // SQLITE_BUSY (5) and SQLITE_LOCKED (6): https://www.sqlite.org/rescode.html
    if (e.nativeErrorCode() == QLatin1String("5") || e.nativeErrorCode() == QLatin1String("6")) {
        return QCoreApplication::translate("headroom::quote::QuoteStore",
                                           "The quote history is busy (another Headroom is writing to it); "
                                           "try again. (%1)")
            .arg(e.text());
    }
    return QCoreApplication::translate("headroom::quote::QuoteStore", "The quote history could not be updated: %1")
        .arg(e.text());
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
    if (path.isEmpty()) {
        setError(error, QCoreApplication::translate("headroom::quote::QuoteStore",
                                                    "No file name was given for the quote history."));
        return std::nullopt;
    }
    const QFileInfo info(path);
    if (!QDir().mkpath(info.absolutePath())) {
        setError(error, QCoreApplication::translate("headroom::quote::QuoteStore",
                                                    "Cannot create the folder %1 for the quote history.")
                            .arg(QDir::toNativeSeparators(info.absolutePath())));
        return std::nullopt;
    }

    QuoteStore store;
    store.m_connectionName =
        QStringLiteral("headroom-quotestore-") + QUuid::createUuid().toString(QUuid::WithoutBraces);
    store.m_path = info.absoluteFilePath();
    const QString shown = QDir::toNativeSeparators(store.m_path);

    // `db` and the queries go out of scope before `store`, whose destructor removes the connection on every
    // early return below.
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), store.m_connectionName);
    db.setDatabaseName(store.m_path);
    if (!db.open()) {
        setError(error,
                 QCoreApplication::translate("headroom::quote::QuoteStore", "Cannot open the quote history %1: %2")
                     .arg(shown, db.lastError().text()));
        return std::nullopt;
    }

    {
        // Connection settings first: they write nothing to the file.
        QSqlQuery q(db);
        q.exec(sql("PRAGMA busy_timeout = %1").arg(kBusyTimeoutMs));
        q.exec(sql("PRAGMA foreign_keys = ON"));

        // Reading the version is the first access to the file: it fails for a file that is not a database,
        // and nothing is written before a too-new version is refused.
        QSqlQuery version(db);
        if (!version.exec(sql("PRAGMA user_version")) || !version.next()) {
            setError(error, QCoreApplication::translate("headroom::quote::QuoteStore",
                                                        "%1 is not a Headroom quote history (%2). The file was "
                                                        "left unchanged.")
                                .arg(shown, version.lastError().text()));
            return std::nullopt;
        }
        store.m_schemaVersion = version.value(0).toInt();
    }
    if (store.m_schemaVersion > latestSchemaVersion()) {
        setError(error, QCoreApplication::translate("headroom::quote::QuoteStore",
                                                    "The quote history %1 was written by a newer Headroom (schema "
                                                    "version %2; this version knows up to %3). The file was left "
                                                    "unchanged; update Headroom to use it.")
                            .arg(shown)
                            .arg(store.m_schemaVersion)
                            .arg(latestSchemaVersion()));
        return std::nullopt;
    }

    {
        // Write-ahead log: readers do not block the writer (https://www.sqlite.org/wal.html). A file system
        // without shared memory keeps the old journal mode; the store works the same, with less concurrency.
        QSqlQuery q(db);
        q.exec(sql("PRAGMA journal_mode = WAL"));
    }

    for (const Migration &m : migrations()) {
        if (m.version <= store.m_schemaVersion)
            continue;
        WriteTransaction tx(db);
        QSqlError err = tx.error();
        bool ok = tx.active();
        int current = store.m_schemaVersion;
        if (ok) {
            // Another process may have migrated the file between our read and our write lock.
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
            setError(error, QCoreApplication::translate("headroom::quote::QuoteStore",
                                                        "Cannot upgrade the quote history %1 to schema version %2: "
                                                        "%3")
                                .arg(shown)
                                .arg(m.version)
                                .arg(err.text()));
            return std::nullopt;
        }
        store.m_schemaVersion = std::max(current, m.version);
    }
    return std::optional<QuoteStore>(std::move(store));
}

QuoteStore::QuoteStore(QuoteStore &&other) noexcept
    : m_connectionName(std::exchange(other.m_connectionName, QString()))
    , m_path(std::move(other.m_path))
    , m_schemaVersion(std::exchange(other.m_schemaVersion, 0))
    , m_inFlight(std::move(other.m_inFlight))
{}

QuoteStore &QuoteStore::operator=(QuoteStore &&other) noexcept
{
    if (this != &other) {
        release();
        m_connectionName = std::exchange(other.m_connectionName, QString());
        m_path = std::move(other.m_path);
        m_schemaVersion = std::exchange(other.m_schemaVersion, 0);
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
}

BeginResult QuoteStore::begin(const QString &idempotencyKey, const QString &kind, const QString &fingerprint,
                              const QByteArray &payloadJson, const QString &currency, qint64 totalMinor,
                              const QDate &validUntil, const QDateTime &now)
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
        result.message = databaseError(tx.error());
        return result;
    }
    QSqlError err;
    auto dbFailure = [&]() {
        result = BeginResult{};
        result.message = databaseError(err);
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
             "SELECT kind, fingerprint, reference, state, result_path FROM operations WHERE idempotency_key = ?",
             {idempotencyKey}, &err))
        return dbFailure();
    if (existing.next()) {
        const QString storedKind = existing.value(0).toString();
        const QString storedFingerprint = existing.value(1).toString();
        result.reference = existing.value(2).toString();
        const OperationState state = stateFromKey(existing.value(3).toString());
        const QString storedPath = existing.value(4).toString();
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
            return result; // rolled back: nothing written
        }
        if (state == OperationState::Pending && m_inFlight.contains(idempotencyKey)) {
            result.outcome = BeginOutcome::InProgress;
            result.message = QCoreApplication::translate("headroom::quote::QuoteStore",
                                                         "The operation with idempotency key %1 is still running; "
                                                         "wait for it to finish.")
                                 .arg(idempotencyKey);
            return result;
        }
        // Pending (left by a crash, or by another process) or failed before its side effect: retry it.
        QSqlQuery update(db);
        if (!run(update,
                 "UPDATE operations SET state = 'pending', started_at = ?, finished_at = NULL, message = NULL"
                 " WHERE idempotency_key = ?",
                 {timestamp(now), idempotencyKey}, &err) ||
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
                 "INSERT INTO operations (idempotency_key, kind, fingerprint, reference, state, started_at)"
                 " VALUES (?, ?, ?, ?, 'pending', ?)",
                 {idempotencyKey, kind, fingerprint, result.reference, timestamp(now)}, &err))
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
        setError(error, databaseError(tx.error()));
        return false;
    }
    QSqlError err;
    QSqlQuery q(db);
    if (!run(q, "SELECT state, kind, reference, result_path, result_sha256 FROM operations WHERE idempotency_key = ?",
             {idempotencyKey}, &err)) {
        setError(error, databaseError(err));
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
        setError(error, databaseError(err));
        return false;
    }
    if (kind == kOperationExportPdf && !resultPath.isEmpty()) {
        QSqlQuery last(db);
        if (!run(last, "UPDATE quotes SET last_pdf_path = ? WHERE reference = ?", {resultPath, reference}, &err)) {
            setError(error, databaseError(err));
            return false;
        }
    }
    if (!tx.commit()) {
        setError(error, databaseError(tx.error()));
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
        setError(error, databaseError(tx.error()));
        return false;
    }
    QSqlError err;
    QSqlQuery q(db);
    if (!run(q, "SELECT state FROM operations WHERE idempotency_key = ?", {idempotencyKey}, &err)) {
        setError(error, databaseError(err));
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
        setError(error, databaseError(err));
        return false;
    }
    if (!tx.commit()) {
        setError(error, databaseError(tx.error()));
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
    const QSqlDatabase db = QSqlDatabase::database(m_connectionName, false);
    QSqlQuery q(db);
    QSqlError err;
    const QByteArray text = QByteArray(kQuoteColumns) + " ORDER BY created_at DESC, reference DESC";
    if (!run(q, text.constData(), {}, &err)) {
        setError(error, databaseError(err));
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
        setError(error, databaseError(err));
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
        setError(error, databaseError(err));
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
        setError(error, databaseError(tx.error()));
        return false;
    }
    QSqlError err;
    QSqlQuery keys(db);
    QSqlQuery deleteOperations(db);
    QSqlQuery deleteQuote(db);
    if (!run(keys, "SELECT idempotency_key FROM operations WHERE reference = ?", {reference}, &err)) {
        setError(error, databaseError(err));
        return false;
    }
    QStringList removedKeys;
    while (keys.next())
        removedKeys.append(keys.value(0).toString());
    keys.finish();
    // Operations first: the foreign key from operations.reference refuses deleting a quote still in use.
    if (!run(deleteOperations, "DELETE FROM operations WHERE reference = ?", {reference}, &err) ||
        !run(deleteQuote, "DELETE FROM quotes WHERE reference = ?", {reference}, &err)) {
        setError(error, databaseError(err));
        return false;
    }
    if (deleteQuote.numRowsAffected() != 1) {
        setError(error,
                 QCoreApplication::translate("headroom::quote::QuoteStore", "There is no quote with reference %1.")
                     .arg(reference));
        return false; // rolled back
    }
    if (!tx.commit()) {
        setError(error, databaseError(tx.error()));
        return false;
    }
    for (const QString &key : std::as_const(removedKeys))
        m_inFlight.remove(key);
    return true;
}

} // namespace headroom::quote
