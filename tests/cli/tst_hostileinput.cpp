// SPDX-License-Identifier: GPL-3.0-or-later
// Hostile-input test of the real `headroom` executable (issue 9, part 4): one row per line of
// tests/data/hostile/manifest.tsv, each a malformed or hostile input (termbase, config.json, price list,
// catalogue, quote store) or a dangerous output path. For every row the test asserts
// - the exit code (2 bad input, 1 runtime failure, 0 where the input is valid and must give a result),
// - no crash and no hang (every process is killed after 20 s and the row fails),
// - exactly one line on stderr (none for exit 0) that contains the row's fragment and names the file,
// - that no file in the row's temporary folder changed: SHA-256, size, type and mtime (ns) of every entry,
//   inputs, an existing quote store and an existing PDF included, are equal before and after, and no entry
//   was added (a refused command creates nothing; XDG_DATA_HOME and XDG_CONFIG_HOME point inside it).
// The manifest format is documented at the top of manifest.tsv.

#include <QCryptographicHash>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QMap>
#include <QProcess>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>
#include <sys/types.h>

#include <memory>

namespace {

constexpr int kProcessLimitMs = 20000;

QString hostileDir()
{
    return QStringLiteral(HEADROOM_TEST_DATA_DIR "/hostile");
}

QString reliabilityDir()
{
    return QStringLiteral(HEADROOM_TEST_DATA_DIR "/reliability");
}

/// One entry of a folder as seen by lstat(), plus the SHA-256 of regular files and the target of links.
struct Entry {
    mode_t type = 0;
    qint64 size = 0;
    qint64 mtimeNs = 0;
    QByteArray digest; ///< regular files only; special files are never opened
    QString linkTarget;
    bool operator==(const Entry &) const = default;
};

QByteArray sha256Of(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return QByteArrayLiteral("<unreadable>");
    QCryptographicHash hash(QCryptographicHash::Sha256);
    hash.addData(&file);
    return hash.result().toHex();
}

/// Every entry under `root` (recursively, hidden ones included, links not followed), by relative path.
QMap<QString, Entry> snapshot(const QString &root)
{
    QMap<QString, Entry> entries;
    QDirIterator it(root, QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot,
                    QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        struct stat st = {};
        Entry e;
        if (::lstat(QFile::encodeName(path).constData(), &st) != 0) {
            e.digest = QByteArrayLiteral("<vanished>");
        } else {
            e.type = st.st_mode & S_IFMT;
            e.size = qint64(st.st_size);
            e.mtimeNs = qint64(st.st_mtim.tv_sec) * 1000000000 + st.st_mtim.tv_nsec;
            if (S_ISREG(st.st_mode))
                e.digest = sha256Of(path);
            else if (S_ISLNK(st.st_mode))
                e.linkTarget = QFileInfo(path).symLinkTarget();
        }
        entries.insert(QDir(root).relativeFilePath(path), e);
    }
    return entries;
}

/// "added x; changed y (size 10 -> 0); removed z", empty when equal.
QString differences(const QMap<QString, Entry> &before, const QMap<QString, Entry> &after)
{
    QStringList lines;
    for (auto it = after.cbegin(); it != after.cend(); ++it) {
        if (!before.contains(it.key()))
            lines << QStringLiteral("added %1").arg(it.key());
        else if (!(before.value(it.key()) == it.value()))
            lines << QStringLiteral("changed %1 (size %2 -> %3, sha256 %4 -> %5)")
                         .arg(it.key())
                         .arg(before.value(it.key()).size)
                         .arg(it.value().size)
                         .arg(QString::fromLatin1(before.value(it.key()).digest.left(12)),
                              QString::fromLatin1(it.value().digest.left(12)));
    }
    for (auto it = before.cbegin(); it != before.cend(); ++it) {
        if (!after.contains(it.key()))
            lines << QStringLiteral("removed %1").arg(it.key());
    }
    return lines.join(QStringLiteral("; "));
}

bool writeBytes(const QString &path, const QByteArray &data)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(data) == data.size() && file.flush();
}

/// Runs SQL statements on `path` with QtSql (a connection of its own, removed afterwards).
bool runSql(const QString &path, const QStringList &statements, QString *error)
{
    const QString name = QStringLiteral("hostile-%1").arg(quintptr(&statements));
    bool ok = true;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(path);
        ok = db.open();
        if (!ok)
            *error = db.lastError().text();
        QSqlQuery query(db);
        for (const QString &sql : statements) {
            if (ok && !query.exec(sql)) {
                ok = false;
                *error = QStringLiteral("%1: %2").arg(sql, query.lastError().text());
            }
        }
        query.finish();
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
    return ok;
}

} // namespace

class TestHostileInput : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void hostileInput_data();
    void hostileInput();

private:
    struct Run {
        bool finished = false;
        bool crashed = false;
        int exitCode = -1;
        QByteArray out;
        QByteArray err;
        qint64 elapsedMs = 0;
    };
    Run run(const QStringList &arguments, const QString &folder) const;
    /// Puts the row's file into `folder` and returns the path {file} stands for, or an empty string and `error`.
    QString prepareFile(const QString &spec, const QString &folder, QString *error) const;
    QString generate(const QString &kind, const QString &argument, const QString &folder, QString *error) const;

    QTemporaryDir m_templates; // an existing Headroom store and PDF, copied into every row's folder
    QString m_templateStore;
    QString m_templatePdf;
};

TestHostileInput::Run TestHostileInput::run(const QStringList &arguments, const QString &folder) const
{
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    env.insert(QStringLiteral("XDG_DATA_HOME"), QDir(folder).filePath(QStringLiteral("xdg-data")));
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), QDir(folder).filePath(QStringLiteral("xdg-config")));
    env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
    env.remove(QStringLiteral("DISPLAY"));
    env.remove(QStringLiteral("XDG_RUNTIME_DIR")); // Qt warns about it; stderr must hold only the error
    process.setProcessEnvironment(env);
    process.setWorkingDirectory(folder);
    QElapsedTimer timer;
    timer.start();
    process.start(QStringLiteral(HEADROOM_EXECUTABLE), arguments);
    process.closeWriteChannel(); // stdin at end of file: nothing may wait for it
    Run r;
    r.finished = process.waitForFinished(kProcessLimitMs);
    if (!r.finished) {
        process.kill();
        process.waitForFinished(5000);
    }
    r.elapsedMs = timer.elapsed();
    r.crashed = process.exitStatus() == QProcess::CrashExit;
    r.exitCode = process.exitCode();
    r.out = process.readAllStandardOutput();
    r.err = process.readAllStandardError();
    return r;
}

void TestHostileInput::initTestCase()
{
    QVERIFY2(QFileInfo::exists(QStringLiteral(HEADROOM_EXECUTABLE)), HEADROOM_EXECUTABLE);
    QVERIFY(m_templates.isValid());
    m_templateStore = m_templates.filePath(QStringLiteral("history.sqlite"));
    m_templatePdf = m_templates.filePath(QStringLiteral("existing.pdf"));
    const Run r =
        run({QStringLiteral("quote"), QStringLiteral("--gpu"), QStringLiteral("h100-80gb"), QStringLiteral("--term"),
             QStringLiteral("day"), QStringLiteral("--store"), m_templateStore, QStringLiteral("--pdf"), m_templatePdf},
            m_templates.path());
    QVERIFY2(r.finished && !r.crashed && r.exitCode == 0, r.err.constData());
    QVERIFY(QFileInfo(m_templateStore).size() > 0);
    QVERIFY(QFileInfo(m_templatePdf).size() > 0);
}

QString TestHostileInput::generate(const QString &kind, const QString &argument, const QString &folder,
                                   QString *error) const
{
    const QString path = QDir(folder).filePath(argument);
    const auto failed = [&](const QString &why) {
        *error = QStringLiteral("gen:%1:%2: %3").arg(kind, argument, why);
        return QString();
    };
    if (kind == QLatin1String("device")) // a path outside the folder, e.g. /dev/zero
        return argument;
    if (kind == QLatin1String("store"))
        return QDir(folder).filePath(QStringLiteral("history.sqlite"));
    if (kind == QLatin1String("missing")) // a path whose folder does not exist
        return path;
    if (kind == QLatin1String("folder"))
        return QDir(folder).mkpath(argument) ? path : failed(QStringLiteral("mkdir"));
    if (kind == QLatin1String("fifo"))
        return ::mkfifo(QFile::encodeName(path).constData(), 0600) == 0 ? path : failed(QStringLiteral("mkfifo"));
    if (kind == QLatin1String("symlink-to-store"))
        return QFile::link(QStringLiteral("history.sqlite"), path) ? path : failed(QStringLiteral("symlink"));
    if (kind == QLatin1String("contacts")) {
        // Another application's SQLite file: it must come out byte-identical.
        QString sqlError;
        if (!runSql(path,
                    {QStringLiteral("CREATE TABLE contacts (id INTEGER PRIMARY KEY, name TEXT, email TEXT)"),
                     QStringLiteral("INSERT INTO contacts (name, email) VALUES ('Ada', 'ada@example.org')")},
                    &sqlError))
            return failed(sqlError);
        return path;
    }
    if (kind == QLatin1String("newer-store")) {
        // A Headroom store whose schema version is from a future release.
        QString sqlError;
        if (!QFile::copy(m_templateStore, path) ||
            !runSql(path, {QStringLiteral("PRAGMA user_version = 99")}, &sqlError))
            return failed(sqlError);
        return path;
    }
    if (kind == QLatin1String("deep-tbx")) {
        // 100,000 nested elements inside a note: nesting must be bounded, text read without recursion.
        const int depth = 100000;
        QByteArray data = "<tbx><text><body><conceptEntry id=\"a\"><langSec xml:lang=\"en\"><termSec><term>alpha"
                          "</term></termSec><note>";
        data += QByteArray("<b>").repeated(depth) + QByteArray("</b>").repeated(depth);
        data += "</note></langSec></conceptEntry></body></text></tbx>\n";
        return writeBytes(path, data) ? path : failed(QStringLiteral("write"));
    }
    if (kind == QLatin1String("deep-json")) {
        const int depth = 100000;
        const QByteArray data = "{\"model_type\":\"llama\",\"gpus\":" + QByteArray("[").repeated(depth) +
                                QByteArray("]").repeated(depth) + "}\n";
        return writeBytes(path, data) ? path : failed(QStringLiteral("write"));
    }
    if (kind == QLatin1String("huge-layer-types")) {
        // A valid config whose layer_types list has 500,000 entries (about 8.5 MB, under the 16 MiB cap).
        QFile base(QDir(hostileDir()).filePath(QStringLiteral("base-config.json")));
        if (!base.open(QIODevice::ReadOnly))
            return failed(QStringLiteral("base-config.json"));
        QByteArray data = base.readAll().trimmed();
        data.chop(1); // the closing brace
        data += ",\"layer_types\":[\"full_attention\"" + QByteArray(",\"full_attention\"").repeated(499999) + "]}\n";
        return writeBytes(path, data) ? path : failed(QStringLiteral("write"));
    }
    if (kind == QLatin1String("huge-gpus")) {
        // A price list with 50,000 prices for the same GPU (about 6.5 MB, under the catalogue cap).
        QByteArray data = "{\"format\":\"headroom-catalog-prices\",\"version\":2,\"id\":\"huge\",\"name\":\"huge\","
                          "\"provider\":\"x\",\"currency\":\"USD\",\"example_data\":true,\"source\":{\"url\":"
                          "\"https://example.org\",\"retrieved\":\"2026-11-30\"},\"valid_until\":\"2026-12-31\","
                          "\"gpus\":[";
        const QByteArray price = "{\"gpu\":\"h100-80gb\",\"on_demand_micros_per_gpu_hour\":1,\"source\":{\"url\":"
                                 "\"https://example.org\",\"retrieved\":\"2026-11-30\"}}";
        data += price + QByteArray("," + price).repeated(49999);
        data += "],\"options\":{\"storage_micros_per_gb_month\":0,\"egress_micros_per_gb\":0,\"support_tiers\":[]}}\n";
        return writeBytes(path, data) ? path : failed(QStringLiteral("write"));
    }
    if (kind.startsWith(QLatin1String("pad-"))) {
        // pad-BYTES:BASE:NAME is split by the caller into kind "pad-BYTES" and argument "BASE:NAME": BASE from
        // tests/data/hostile/, followed by spaces up to exactly BYTES bytes (so only the size is wrong).
        bool ok = false;
        const qint64 bytes = kind.mid(4).toLongLong(&ok);
        const QString baseName = argument.section(u':', 0, 0);
        const QString target = QDir(folder).filePath(argument.section(u':', 1));
        QFile base(QDir(hostileDir()).filePath(baseName));
        if (!ok || !base.open(QIODevice::ReadOnly))
            return failed(QStringLiteral("bad pad specification"));
        QByteArray data = base.readAll();
        if (data.size() > bytes)
            return failed(QStringLiteral("base larger than the size"));
        data += QByteArray(bytes - data.size(), ' ');
        return writeBytes(target, data) ? target : failed(QStringLiteral("write"));
    }
    return failed(QStringLiteral("unknown generator"));
}

QString TestHostileInput::prepareFile(const QString &spec, const QString &folder, QString *error) const
{
    if (spec.startsWith(QLatin1String("gen:"))) {
        const QString rest = spec.mid(4);
        return generate(rest.section(u':', 0, 0), rest.section(u':', 1), folder, error);
    }
    if (spec.startsWith(QLatin1String("reliability/"))) {
        const QString source = QDir(reliabilityDir()).filePath(spec.section(u'/', 1));
        if (source.endsWith(QLatin1String(".gz"))) {
            // Reproducers stay compressed in git: gzip -dc into the row's folder.
            const QString target = QDir(folder).filePath(QFileInfo(source).completeBaseName());
            QProcess gzip;
            gzip.setStandardOutputFile(target);
            gzip.start(QStringLiteral("gzip"), {QStringLiteral("-dc"), source});
            if (!gzip.waitForFinished(60000) || gzip.exitStatus() != QProcess::NormalExit || gzip.exitCode() != 0) {
                *error = QStringLiteral("gzip -dc %1 failed").arg(source);
                return QString();
            }
            return target;
        }
        const QString target = QDir(folder).filePath(QFileInfo(source).fileName());
        if (!QFile::copy(source, target)) {
            *error = QStringLiteral("cannot copy %1").arg(source);
            return QString();
        }
        return target;
    }
    const QString target = QDir(folder).filePath(spec);
    if (!QFile::copy(QDir(hostileDir()).filePath(spec), target)) {
        *error = QStringLiteral("cannot copy %1 (is it in tests/data/hostile/?)").arg(spec);
        return QString();
    }
    return target;
}

void TestHostileInput::hostileInput_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("command");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("fragment");

    QFile manifest(QDir(hostileDir()).filePath(QStringLiteral("manifest.tsv")));
    QVERIFY2(manifest.open(QIODevice::ReadOnly | QIODevice::Text), qPrintable(manifest.fileName()));
    int lineNumber = 0;
    int rows = 0;
    QSet<QString> kinds;
    while (!manifest.atEnd()) {
        ++lineNumber;
        const QString line = QString::fromUtf8(manifest.readLine()).trimmed();
        if (line.isEmpty() || line.startsWith(u'#'))
            continue;
        const QStringList columns = line.split(u'\t');
        QVERIFY2(columns.size() == 5, qPrintable(QStringLiteral("manifest.tsv:%1: expected 5 tab-separated columns, "
                                                                "got %2")
                                                     .arg(lineNumber)
                                                     .arg(columns.size())));
        bool ok = false;
        const int exitCode = columns.at(3).toInt(&ok);
        QVERIFY2(ok, qPrintable(QStringLiteral("manifest.tsv:%1: exit code '%2'").arg(lineNumber).arg(columns.at(3))));
        kinds.insert(columns.at(1));
        const QString name = QStringLiteral("%1 %2 (%3) L%4")
                                 .arg(columns.at(1), columns.at(0), columns.at(2).section(u' ', 0, 1))
                                 .arg(lineNumber);
        QTest::newRow(qPrintable(name)) << columns.at(0) << columns.at(2) << exitCode << columns.at(4);
        ++rows;
    }
    // The issue asks for at least 60 malformed inputs over every input kind.
    QVERIFY2(rows >= 60, qPrintable(QString::number(rows)));
    for (const char *kind : {"tbx", "hf-config", "price-list", "catalog", "store", "output"})
        QVERIFY2(kinds.contains(QLatin1String(kind)), kind);
}

void TestHostileInput::hostileInput()
{
    QFETCH(QString, file);
    QFETCH(QString, command);
    QFETCH(int, exitCode);
    QFETCH(QString, fragment);

    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString folder = dir.path();
    const QString store = QDir(folder).filePath(QStringLiteral("history.sqlite"));
    const QString pdf = QDir(folder).filePath(QStringLiteral("existing.pdf"));
    QVERIFY(QFile::copy(m_templateStore, store));
    QVERIFY(QFile::copy(m_templatePdf, pdf));
    QString error;
    const QString path = prepareFile(file, folder, &error);
    QVERIFY2(!path.isEmpty(), qPrintable(error));

    QStringList arguments;
    for (QString token : command.split(u' ', Qt::SkipEmptyParts)) {
        token.replace(QLatin1String("{file}"), path)
            .replace(QLatin1String("{store}"), store)
            .replace(QLatin1String("{pdf}"), pdf)
            .replace(QLatin1String("{out}"), QDir(folder).filePath(QStringLiteral("out.pdf")))
            .replace(QLatin1String("{tmp}"), folder);
        arguments << token;
    }

    const QMap<QString, Entry> before = snapshot(folder);
    const Run r = run(arguments, folder);
    const QString shownCommand = QStringLiteral("headroom ") + arguments.join(u' ');
    QVERIFY2(r.finished,
             qPrintable(QStringLiteral("no exit within %1 s: %2").arg(kProcessLimitMs / 1000).arg(shownCommand)));
    QVERIFY2(!r.crashed, qPrintable(QStringLiteral("crashed (signal): %1\nstderr: %2")
                                        .arg(shownCommand, QString::fromUtf8(r.err.right(2000)))));
    const QString stderrText = QString::fromUtf8(r.err);
    const QStringList lines = stderrText.split(u'\n', Qt::SkipEmptyParts);
    const QString context = QStringLiteral("%1\nexit %2 in %3 ms\nstderr: %4")
                                .arg(shownCommand)
                                .arg(r.exitCode)
                                .arg(r.elapsedMs)
                                .arg(stderrText.left(2000));

    if (r.elapsedMs > 1000) // slow rows are worth knowing about; the limit is kProcessLimitMs
        qInfo("%s took %lld ms", qPrintable(shownCommand), r.elapsedMs);

    // No file changed, none added or removed: checked first, it is the most important property.
    const QString changed = differences(before, snapshot(folder));
    QVERIFY2(changed.isEmpty(), qPrintable(QStringLiteral("files changed: %1\n%2").arg(changed, context)));
    QVERIFY2(r.exitCode == exitCode, qPrintable(QStringLiteral("expected exit %1\n%2").arg(exitCode).arg(context)));
    if (exitCode == 0) {
        // A valid input: a result on stdout and nothing on stderr.
        QVERIFY2(lines.isEmpty(), qPrintable(context));
        QVERIFY2(QString::fromUtf8(r.out).contains(fragment, Qt::CaseInsensitive),
                 qPrintable(QStringLiteral("stdout lacks '%1'\n%2\nstdout: %3")
                                .arg(fragment, context, QString::fromUtf8(r.out.left(2000)))));
        return;
    }
    QVERIFY2(lines.size() == 1,
             qPrintable(QStringLiteral("expected one stderr line, got %1\n%2").arg(lines.size()).arg(context)));
    const QString message = lines.constFirst();
    QVERIFY2(message.contains(fragment, Qt::CaseInsensitive),
             qPrintable(QStringLiteral("stderr lacks '%1'\n%2").arg(fragment, context)));
    // The line names the file: its path or its file name (a link may be named by its target).
    const QFileInfo info(path);
    const bool named = message.contains(path) || message.contains(info.fileName()) ||
                       (info.isSymLink() && message.contains(QFileInfo(info.symLinkTarget()).fileName()));
    QVERIFY2(named, qPrintable(QStringLiteral("stderr does not name %1\n%2").arg(info.fileName(), context)));
}

QTEST_GUILESS_MAIN(TestHostileInput)
#include "tst_hostileinput.moc"
