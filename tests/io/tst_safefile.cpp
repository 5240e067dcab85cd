// SPDX-License-Identifier: GPL-3.0-or-later
// io::readRegularFile / writeFileAtomically / sameFile: special files, byte caps counted on what was read,
// short writes (RLIMIT_FSIZE makes write() return a short count and then EFBIG, as a full disk does with
// ENOSPC) and same-file detection through symbolic and hard links.
#include <io/safefile.h>

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>

#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>

using namespace headroom;

namespace {

QByteArray contentOf(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

void writePlain(const QString &path, const QByteArray &data)
{
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    QCOMPARE(file.write(data), data.size());
}

/// Limits the size of any file this process writes to `bytes` while alive (SIGXFSZ ignored, so the
/// over-limit write() returns a short count or fails with EFBIG instead of killing the process).
class FileSizeLimit
{
public:
    explicit FileSizeLimit(rlim_t bytes)
    {
        ::getrlimit(RLIMIT_FSIZE, &m_old);
        m_handler = std::signal(SIGXFSZ, SIG_IGN);
        rlimit limit = m_old;
        limit.rlim_cur = bytes;
        m_ok = ::setrlimit(RLIMIT_FSIZE, &limit) == 0;
    }
    ~FileSizeLimit()
    {
        ::setrlimit(RLIMIT_FSIZE, &m_old);
        std::signal(SIGXFSZ, m_handler);
    }
    bool ok() const { return m_ok; }

private:
    rlimit m_old{};
    void (*m_handler)(int) = nullptr;
    bool m_ok = false;
};

} // namespace

class TestSafeFile : public QObject
{
    Q_OBJECT

private slots:
    void readsARegularFile()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("a.json"));
        writePlain(path, "{\"a\": 1}");
        io::FileError error;
        const std::optional<QByteArray> data = io::readRegularFile(path, 100, &error);
        QVERIFY2(data, qPrintable(error.message));
        QCOMPARE(*data, QByteArray("{\"a\": 1}"));
    }

    void capIsCountedOnBytesRead_data()
    {
        QTest::addColumn<int>("size");
        QTest::addColumn<qint64>("cap");
        QTest::addColumn<bool>("accepted");
        QTest::newRow("exactly the cap") << 65536 << qint64{65536} << true;
        QTest::newRow("one byte over") << 65537 << qint64{65536} << false;
        QTest::newRow("empty") << 0 << qint64{10} << true;
        QTest::newRow("over, several chunks") << 300000 << qint64{200000} << false;
    }
    void capIsCountedOnBytesRead()
    {
        QFETCH(int, size);
        QFETCH(qint64, cap);
        QFETCH(bool, accepted);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("f"));
        writePlain(path, QByteArray(size, 'x'));
        io::FileError error;
        const std::optional<QByteArray> data = io::readRegularFile(path, cap, &error, QStringLiteral("the price list"));
        QCOMPARE(data.has_value(), accepted);
        if (accepted) {
            QCOMPARE(data->size(), size);
        } else {
            QCOMPARE(error.kind, io::FileError::Kind::TooLarge);
            QVERIFY2(error.message.contains(path), qPrintable(error.message));
            QVERIFY2(error.message.contains(io::formatLimit(cap)), qPrintable(error.message));
        }
    }

    void devZeroIsRefusedAsNotRegular()
    {
        io::FileError error;
        QVERIFY(!io::readRegularFile(QStringLiteral("/dev/zero"), io::kMaxConfigJsonBytes, &error));
        QCOMPARE(error.kind, io::FileError::Kind::NotRegular);
        QVERIFY2(error.message.contains(QLatin1String("/dev/zero")), qPrintable(error.message));
        QVERIFY2(error.message.contains(QLatin1String("device")), qPrintable(error.message));
    }

    void fifoIsRefusedWithoutBlocking()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("pipe"));
        QCOMPARE(::mkfifo(QFile::encodeName(path).constData(), 0600), 0);
        io::FileError error;
        // No writer ever opens the FIFO: a blocking open() would hang this test until its timeout.
        QVERIFY(!io::readRegularFile(path, 1024, &error));
        QCOMPARE(error.kind, io::FileError::Kind::NotRegular);
        QVERIFY2(error.message.contains(QLatin1String("FIFO")), qPrintable(error.message));
    }

    void folderAndMissingFile()
    {
        QTemporaryDir dir;
        io::FileError error;
        QVERIFY(!io::readRegularFile(dir.path(), 1024, &error));
        QCOMPARE(error.kind, io::FileError::Kind::NotRegular);
        QVERIFY(!io::readRegularFile(dir.filePath(QStringLiteral("none.json")), 1024, &error));
        QCOMPARE(error.kind, io::FileError::Kind::NotFound);
        QVERIFY(error.message.contains(QLatin1String("none.json")));
    }

    void writeReplacesAtomically()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("out.pdf"));
        writePlain(path, "old");
        const QByteArray data(100000, 'n');
        io::FileError error;
        QVERIFY2(io::writeFileAtomically(path, data, &error), qPrintable(error.message));
        QCOMPARE(contentOf(path), data);
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), QStringList{QStringLiteral("out.pdf")});
    }

    void shortWriteKeepsOldContent_data()
    {
        QTest::addColumn<bool>("existing");
        QTest::newRow("target exists") << true;
        QTest::newRow("target absent") << false;
    }
    void shortWriteKeepsOldContent()
    {
        QFETCH(bool, existing);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("export.tbx"));
        if (existing)
            writePlain(path, "old content");
        const QByteArray data(7059, 'x'); // the glossary export of the finding: 4,096 of 7,059 bytes were kept
        io::FileError error;
        bool written = true;
        {
            FileSizeLimit limit(4096);
            QVERIFY(limit.ok());
            written = io::writeFileAtomically(path, data, &error);
        }
        QVERIFY(!written);
        QCOMPARE(error.kind, io::FileError::Kind::NoSpace);
        QVERIFY2(error.message.contains(path), qPrintable(error.message));
        if (existing)
            QCOMPARE(contentOf(path), QByteArray("old content"));
        else
            QVERIFY(!QFile::exists(path));
        // No temporary file is left behind.
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden).size(), existing ? 1 : 0);
        // A retry with room writes the complete file.
        QVERIFY2(io::writeFileAtomically(path, data, &error), qPrintable(error.message));
        QCOMPARE(contentOf(path), data);
    }

    void writeRefusesSpecialTargetsAndMissingFolders()
    {
        io::FileError error;
        QVERIFY(!io::writeFileAtomically(QStringLiteral("/dev/null"), "x", &error));
        QCOMPARE(error.kind, io::FileError::Kind::NotRegular);
        QTemporaryDir dir;
        QVERIFY(!io::writeFileAtomically(dir.filePath(QStringLiteral("no/such/out.csv")), "x", &error));
        QCOMPARE(error.kind, io::FileError::Kind::NotFound);
    }

    void writeIntoReadOnlyFolder()
    {
        if (::geteuid() == 0)
            QSKIP("root may write into a read-only folder");
        QTemporaryDir dir;
        QVERIFY(QFile::setPermissions(dir.path(), QFileDevice::ReadOwner | QFileDevice::ExeOwner));
        io::FileError error;
        QVERIFY(!io::writeFileAtomically(dir.filePath(QStringLiteral("x.pdf")), "x", &error));
        QCOMPARE(error.kind, io::FileError::Kind::Permission);
        QFile::setPermissions(dir.path(), QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
    }

    void sameFile()
    {
        QTemporaryDir dir;
        const QString a = dir.filePath(QStringLiteral("store.sqlite"));
        writePlain(a, "x");
        const QString link = dir.filePath(QStringLiteral("link.sqlite"));
        QVERIFY(QFile::link(a, link));
        const QString hard = dir.filePath(QStringLiteral("hard.sqlite"));
        QCOMPARE(::link(QFile::encodeName(a).constData(), QFile::encodeName(hard).constData()), 0);
        QVERIFY(io::sameFile(a, a));
        QVERIFY(io::sameFile(a, link));
        QVERIFY(io::sameFile(a, hard));
        QVERIFY(io::sameFile(a, dir.path() + QStringLiteral("/./sub/../store.sqlite")));
        QVERIFY(!io::sameFile(a, dir.filePath(QStringLiteral("other.sqlite"))));
        // Neither exists: the same name in the same folder is the same file.
        QVERIFY(io::sameFile(dir.filePath(QStringLiteral("new.pdf")), dir.path() + QStringLiteral("/x/../new.pdf")));
        QVERIFY(!io::sameFile(dir.filePath(QStringLiteral("new.pdf")), dir.filePath(QStringLiteral("new2.pdf"))));
        QVERIFY(!io::sameFile(QString(), QString()));
    }

    void formatLimit()
    {
        QCOMPARE(io::formatLimit(16 * io::kMiB), QStringLiteral("16 MiB"));
        QCOMPARE(io::formatLimit(512 * 1024), QStringLiteral("512 KiB"));
        QCOMPARE(io::formatLimit(900), QStringLiteral("900 bytes"));
    }
};

QTEST_GUILESS_MAIN(TestSafeFile)
#include "tst_safefile.moc"
