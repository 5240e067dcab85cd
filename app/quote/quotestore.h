// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The quote history: an SQLite file (through QtSql, driver QSQLITE) that issues human references
// ("HR-2026-000123", one per distinct configuration fingerprint) and records every save/export operation
// under a client-chosen idempotency key, written BEFORE the side effect so a crash mid-export is retried
// safely. The rules follow Stripe's idempotent requests (https://docs.stripe.com/idempotency: a repeated key
// returns the saved result; a key reused with other parameters is an error; keys up to 255 characters) and
// the IETF draft "The Idempotency-Key HTTP Header Field" (draft-ietf-httpapi-idempotency-key-header-07,
// an Internet-Draft, not an RFC: "retry after completion" returns the earlier result, a key reused with a
// different payload is refused (its 422)); the design is research/quote-anchors.md section 2.4.
//
// Rules of begin() (one BEGIN IMMEDIATE transaction each):
//   same key, same kind + fingerprint, state done   -> Replay: stored reference, result path, payload;
//                                                      nothing is written
//   same key, different fingerprint or kind         -> Conflict: translated message; nothing is written
//   same key, state failed, or pending with a dead  -> Started again with the same reference (a crash or a
//   claimer                                            failure before the side effect is retried)
//   same key, pending, claimed by THIS object or by -> InProgress at once (a double click; waiting in the
//   another live QuoteStore of this process            same thread would never end)
//   same key, pending, claimed by another live      -> waits (polling, at most claimWaitTimeout()) for it to
//   process                                            finish, then Replay (done) or Started (failed); still
//                                                      pending at the deadline: InProgress, "the key X is
//                                                      being used by another export; try again"
//   new key, known fingerprint                      -> Started with the existing reference: one new
//                                                      operation row, no new quote row (the stored quote,
//                                                      its dates, total and payload stay as first saved)
//   new key, new fingerprint                        -> Started with the next reference of the year of `now`
// A second process that calls begin() while another holds the write transaction waits on the SQLite busy
// timeout (5 s) and then gets BeginOutcome::Error with a "busy" message.
//
// The claim (schema v3, operations.claim_owner): begin() records who took the key, as
// "<host>|<boot id>|<pid>|<process start time>|<QuoteStore object id>". A claim is live while that process
// (same boot, same pid AND same start time, so a reused pid does not count) and, inside this process,
// that QuoteStore object still exist; a claim from another host counts as live for kForeignClaimLeaseSecs
// after its start. A kill -9 mid-export therefore leaves a dead claim that the next begin() retries under
// the same reference, while two processes started together with one key export once: the second waits
// and replays the first one's result.
//
// Recognising a store (open()): PRAGMA application_id is kApplicationId for stores made by schema v3 and
// later; a file without it (stores of schema v1/v2) is Headroom's when it has the `quotes` table; an empty
// database (or a new file) becomes one. Anything else is refused untouched (OpenError::NotAStore).
//
// References are never issued twice: a per-year counter (schema v2) keeps the last sequence even when the
// newest quote of the year is removed, so a customer's PDF never shares its reference with another quote.
//
// Thread affinity: a QuoteStore (its QSqlDatabase connection) is used only in the thread that opened it.
// Several QuoteStore objects and several processes may share one file (WAL journal, busy timeout).

#include <QByteArray>
#include <QDate>
#include <QDateTime>
#include <QLatin1String>
#include <QList>
#include <QSet>
#include <QString>

#include <algorithm>
#include <optional>

namespace headroom::quote {

/// Operation kinds accepted by QuoteStore::begin().
inline constexpr QLatin1String kOperationExportPdf("export_pdf");
inline constexpr QLatin1String kOperationSave("save");

/// One quote of the history: one per reference, one reference per configuration fingerprint.
struct StoredQuote {
    QString reference;      ///< "HR-<year>-<NNNNNN>", e.g. "HR-2026-000123"
    QString fingerprint;    ///< lowercase hex SHA-256 of the canonical configuration (quoteFingerprint())
    QString currency;       ///< ISO 4217 code
    qint64 totalMinor = 0;  ///< total in minor units of `currency`
    QDateTime createdAt;    ///< UTC, millisecond precision: the `now` of the begin() that issued the reference
    QDate validUntil;       ///< null when none was given
    QByteArray payloadJson; ///< the caller's JSON of the quote as first stored (opaque to the store)
    QString lastPdfPath;    ///< result path of the newest completed export_pdf operation; empty if none
};

enum class OperationState { Pending, Done, Failed };

/// PRAGMA application_id of a Headroom quote history ("HdRq" in ASCII), set by schema v3.
inline constexpr qint32 kApplicationId = 0x48645271;
/// A claim written on another host counts as live this long after its start (no way to ask that host).
inline constexpr int kForeignClaimLeaseSecs = 600;
/// How long begin() waits by default for another process that holds the same key (milliseconds).
inline constexpr int kDefaultClaimWaitMs = 30'000;

/// Why open() failed; the message is one translated sentence naming the file.
struct OpenError {
    enum class Kind {
        None,
        NotAStore,   ///< not SQLite, or SQLite without Headroom's schema (left untouched): bad input
        NewerSchema, ///< written by a newer Headroom (left untouched): bad input
        Missing,     ///< Access::ReadOnly and the file does not exist (nothing was created)
        Busy,        ///< locked by another program after the busy timeout
        ReadOnly,    ///< the file, its folder or its file system is read-only
        NoSpace,     ///< the disk is full (SQLITE_FULL)
        Io,          ///< any other failure (I/O error, cannot open)
    };
    Kind kind = Kind::None;
    QString message;
    /// A bad file the user named (exit 2 in the CLI), not a runtime failure (exit 1).
    bool isBadInput() const { return kind == Kind::NotAStore || kind == Kind::NewerSchema; }
};

/// One row of the operations table (for the History dialog and for tests).
struct StoredOperation {
    QString idempotencyKey;
    QString kind; ///< "export_pdf" or "save"
    QString fingerprint;
    QString reference;
    OperationState state = OperationState::Pending;
    QString resultPath;         ///< empty unless done (and for "save")
    QByteArray resultSha256Hex; ///< 64 lowercase hex digits, or empty
    QString message;            ///< failure message given to fail(); empty otherwise
    QDateTime startedAt;        ///< UTC
    QDateTime finishedAt;       ///< UTC; null while pending
};

/// Started, Replay, Conflict and InProgress as in the rules above; Error: the arguments are invalid (bad
/// key, kind, fingerprint or date) or the database failed (busy, disk full). Nothing was written then.
enum class BeginOutcome { Started, Replay, Conflict, InProgress, Error };

struct BeginResult {
    BeginOutcome outcome = BeginOutcome::Error;
    QString reference;          ///< Started, Replay, Conflict (the reference the key belongs to), InProgress
    QString resultPath;         ///< Replay only: the path given to complete()
    QByteArray resultSha256Hex; ///< Replay only: the digest given to complete(), 64 lowercase hex digits or empty
    QByteArray payloadJson;     ///< Started and Replay: the stored quote's payload (the first one saved)
    QString message;            ///< translated, for Conflict, InProgress and Error
};

class QuoteStore
{
public:
    /// Stripe: "Idempotency keys can be up to 255 characters long" (https://docs.stripe.com/api/idempotent_requests).
    static constexpr int kMaxKeyLength = 255;

    /// QStandardPaths::AppDataLocation + "/quotes.sqlite".
    static QString defaultPath();

    /// Opens (and creates, with its folder) the history at `path`, migrating an older schema to the
    /// latest, each migration in one transaction. Refuses, leaving the file byte-identical, a file that is
    /// not an SQLite database or whose schema (PRAGMA user_version) is newer than latestSchemaVersion().
    /// nullopt with a translated *error (may be null) on failure: "Cannot create the quote history ..."
    /// when the file did not exist (this call then closes its connection and removes the file and those of
    /// its -wal, -shm and -journal files it created, so a failed first use, e.g. on a full disk, leaves the
    /// folder as it was; a store that existed before is never removed), "Cannot upgrade ... to schema
    /// version N" for an existing older store. Messages state the cause (busy, disk full, read-only); only
    /// an unknown error quotes SQLite's own text.
    static std::optional<QuoteStore> open(const QString &path, QString *error);

    enum class Access {
        ReadWrite, ///< creates the file and its folder when absent, migrates, may write
        ReadOnly,  ///< QSQLITE_OPEN_READONLY: never creates, migrates or writes anything (listing)
    };
    /// open() with the reason of a failure in *error (may be null). ReadOnly opens a store of any schema up
    /// to latestSchemaVersion() without migrating it: quotes(), quote() and operations() work on schema v1
    /// and later; the writing functions then fail.
    static std::optional<QuoteStore> open(const QString &path, OpenError *error, Access access);

    /// Schema version this build creates and understands (PRAGMA user_version).
    static int latestSchemaVersion();

    /// A key is 1..255 characters, each printable ASCII (U+0020..U+007E, the character set of an RFC 8941
    /// sf-string, which the IETF draft uses for its header value). false with a translated *error otherwise.
    static bool isValidIdempotencyKey(const QString &key, QString *error = nullptr);

    /// A fresh key for a new user action: a random (version 4) UUID without braces, as Stripe suggests.
    static QString newIdempotencyKey();

    QuoteStore(QuoteStore &&other) noexcept;
    QuoteStore &operator=(QuoteStore &&other) noexcept;
    QuoteStore(const QuoteStore &) = delete;
    QuoteStore &operator=(const QuoteStore &) = delete;
    ~QuoteStore(); ///< closes and removes this object's own QSqlDatabase connection

    QString path() const { return m_path; }
    int schemaVersion() const { return m_schemaVersion; }

    /// How long begin() waits for another live process holding the same key, milliseconds (>= 0).
    int claimWaitTimeout() const { return m_claimWaitMs; }
    void setClaimWaitTimeout(int milliseconds) { m_claimWaitMs = std::max(0, milliseconds); }

    /// Records the operation (state pending) before its side effect; see the rules at the top of this
    /// file. `kind` is kOperationExportPdf or kOperationSave; `fingerprint` a non-empty string;
    /// `payloadJson`, `currency`, `totalMinor` and `validUntil` are stored only with a new reference;
    /// `now` (valid, year 1..9999) is the operation's start time and, for a new reference, its creation
    /// time; the reference's year is now.date().year() in now's own time zone.
    BeginResult begin(const QString &idempotencyKey, const QString &kind, const QString &fingerprint,
                      const QByteArray &payloadJson, const QString &currency, qint64 totalMinor,
                      const QDate &validUntil, const QDateTime &now);

    /// Marks a begun operation done with its result (`resultPath` may be empty for "save"; for an
    /// export_pdf with a path it also becomes the quote's lastPdfPath). `resultSha256` is the raw 32-byte
    /// digest, its 64 hex digits, or empty. Completing twice with the same result is a no-op; a different
    /// result, an unknown key or a failed operation is an error (translated *error).
    bool complete(const QString &idempotencyKey, const QString &resultPath, const QByteArray &resultSha256,
                  QString *error);

    /// Marks a begun operation failed before its side effect; a later begin() with the same key retries it.
    /// An unknown or completed key is an error.
    bool fail(const QString &idempotencyKey, const QString &message, QString *error);

    /// One per reference, newest first (created_at descending, then reference descending).
    QList<StoredQuote> quotes(QString *error = nullptr) const;
    std::optional<StoredQuote> quote(const QString &reference, QString *error = nullptr) const;
    /// The operations of one reference, oldest first (started_at, then key).
    QList<StoredOperation> operations(const QString &reference, QString *error = nullptr) const;

    /// Deletes the quote and all its operations in one transaction. An unknown reference is an error.
    bool remove(const QString &reference, QString *error);

private:
    QuoteStore() = default;
    void release();
    /// open() after its checks: connects to m_path, recognises the file and (ReadWrite) migrates it.
    /// `walHeader`: the file's header says WAL; `creating`: open() has just created the file, so a failure
    /// reads "Cannot create the quote history". false with *error (may be null) on failure; the caller
    /// then release()s the connection.
    bool openConnection(Access access, bool walHeader, bool creating, OpenError *error);
    /// One BEGIN IMMEDIATE attempt of begin(); *heldElsewhere is set when another live process holds the key.
    BeginResult beginOnce(const QString &idempotencyKey, const QString &kind, const QString &fingerprint,
                          const QByteArray &payloadJson, const QString &currency, qint64 totalMinor,
                          const QDate &validUntil, const QDateTime &now, bool *heldElsewhere);

    QString m_connectionName; ///< unique per object (a UUID); empty once moved from
    QString m_path;
    int m_schemaVersion = 0;
    int m_claimWaitMs = kDefaultClaimWaitMs;
    QString m_ownerId;        ///< this object's claim string (see the top of this file); empty once moved from
    QSet<QString> m_inFlight; ///< keys this object began and has not completed or failed yet
};

} // namespace headroom::quote
