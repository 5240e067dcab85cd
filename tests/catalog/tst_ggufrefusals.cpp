// SPDX-License-Identifier: GPL-3.0-or-later
// Tests for the refusals of headroom::catalog::readGgufHeader / importGguf (app/catalog/gguf.h): broken and
// hostile GGUF files (bad magic, big-endian, old versions, truncations, huge lengths and counts, unknown
// types, overflowing shapes, duplicate and overlapping tensors, missing keys), each refused with one
// sentence that names the file and the byte offset worked out by hand from the layout in ggufwriter.h;
// paths that are not regular files; split names without their parts.

#include "ggufwriter.h"

#include <catalog/gguf.h>

#include <QDir>
#include <QFile>
#include <QLocale>
#include <QTemporaryDir>
#include <QTest>

#include <vector>

#include <sys/stat.h>

using namespace headroom;
using namespace headroom::testgguf;
using catalog::GgufError;
using catalog::ImportedModel;

namespace {

class TestGgufRefusals : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    QString write(const QString &name, const QByteArray &bytes)
    {
        const QString path = m_dir.filePath(name);
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate) || f.write(bytes) != bytes.size())
            qFatal("cannot write %s", qPrintable(path));
        return path;
    }

    // Imports in-memory bytes through a file; returns the error message ("" when it imports).
    QString importError(const QByteArray &bytes, std::int64_t *offset = nullptr)
    {
        const QString path = write(QStringLiteral("hostile.gguf"), bytes);
        GgufError error;
        const std::optional<ImportedModel> model = catalog::importGguf(path, &error);
        if (offset)
            *offset = error.offset;
        if (model)
            return QString();
        // The same bytes through the in-memory reader give the same verdict (mapping errors aside).
        return error.message;
    }

private slots:
    void initTestCase()
    {
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        QVERIFY(m_dir.isValid());
    }

    void refusals_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<qint64>("offset");
        QTest::addColumn<QString>("phrase");

        const QByteArray good = gguf(llamaMetadata(), llamaTensors()).file;
        auto header = [](std::uint32_t version, std::uint64_t tensors, std::uint64_t kvs) {
            Bytes b;
            b.b.append("GGUF", 4);
            b.u32(version).u64(tensors).u64(kvs);
            return b;
        };

        QByteArray magic = good;
        magic[0] = 'X';
        QTest::newRow("bad magic") << magic << qint64(0) << QStringLiteral("not a GGUF file");
        // A big-endian v3 file stores its version as 00 00 00 03, read here as 0x03000000.
        QByteArray bigEndian = good;
        bigEndian.replace(4, 4, QByteArray("\0\0\0\3", 4));
        QTest::newRow("big endian") << bigEndian << qint64(4) << QStringLiteral("big-endian");
        QTest::newRow("version 1") << header(1, 0, 0).b << qint64(4) << QStringLiteral("version 1");
        QTest::newRow("version 4") << header(4, 0, 0).b << qint64(4) << QStringLiteral("unknown GGUF version 4");
        QTest::newRow("truncated header") << good.left(20) << qint64(16) << QStringLiteral("runs past the end");
        // Cut inside the metadata of a file without tensors, and inside the last tensor info: 20 bytes of
        // it are left, its 8-byte name length and 12 of the 13 bytes of "output.weight".
        QTest::newRow("truncated metadata")
            << gguf(llamaMetadata(), {}).file.left(300) << qint64(-2) << QStringLiteral("runs past the end");
        const Written full = gguf(llamaMetadata(), llamaTensors());
        QTest::newRow("truncated tensor infos")
            << full.file.left(static_cast<qsizetype>(full.infoOffsets.back() + 20)) << qint64(full.infoOffsets.back())
            << QStringLiteral("runs past the end");
        QTest::newRow("counts beyond the file") << good.left(200) << qint64(8) << QStringLiteral("hold at most 7");
        QTest::newRow("huge tensor count")
            << header(3, 1ULL << 60, 0).u64(0).b << qint64(8) << QStringLiteral("1,152,921,504,606,846,976 tensors");
        QTest::newRow("huge metadata count")
            << header(3, 0, 1ULL << 40).b << qint64(16) << QStringLiteral("1,099,511,627,776 metadata entries");
        // Key length 2^40 at byte 24, the first metadata entry.
        QTest::newRow("huge string length")
            << header(3, 0, 1).u64(1ULL << 40).u32(0).u32(0).b << qint64(24)
            << QStringLiteral("length 1,099,511,627,776, which runs past the end of the file");
        // An array of 2^40 strings: its count sits after key (8 + 3), type (4), element type (4) = byte 43.
        QTest::newRow("huge array count")
            << header(3, 0, 1).str("abc").u32(kArray).u32(kString).u64(1ULL << 40).u64(0).b << qint64(43)
            << QStringLiteral("has 1,099,511,627,776 elements");
        QTest::newRow("unknown value type")
            << header(3, 0, 1).str("abc").u32(13).u64(0).b << qint64(35) << QStringLiteral("unknown value type 13");
        QTest::newRow("nested array") << header(3, 0, 1).str("abc").u32(kArray).u32(kArray).u64(0).b << qint64(39)
                                      << QStringLiteral("array of arrays");
        QTest::newRow("empty key") << header(3, 0, 1).str("").u32(kU32).u32(1).b << qint64(24)
                                   << QStringLiteral("is empty");
        QTest::newRow("duplicate key") << header(3, 0, 2).str("abc").u32(kU32).u32(1).str("abc").u32(kU32).u32(2).b
                                       << qint64(43) << QStringLiteral("abc appears twice");
        QTest::newRow("alignment 48") << QByteArray(header(3, 0, 1).b + kvU32("general.alignment", 48)) << qint64(24)
                                      << QStringLiteral("not a power of two");
        QTest::newRow("alignment u64") << header(3, 0, 1).str("general.alignment").u32(kU64).u64(32).b << qint64(24)
                                       << QStringLiteral("must be a uint32");

        // Tensor infos after one metadata entry "abc" = u32 1 (24 + 11 + 4 + 4 = 43).
        auto tensor = [&](const QByteArray &name, std::vector<std::uint64_t> ne, std::uint32_t type,
                          std::uint64_t offset, int count = 1) {
            Bytes b = header(3, static_cast<std::uint64_t>(count), 1).str("abc").u32(kU32).u32(1);
            b.str(name).u32(static_cast<std::uint32_t>(ne.size()));
            for (const std::uint64_t n : ne)
                b.u64(n);
            b.u32(type).u64(offset);
            return b;
        };
        QTest::newRow("5 dimensions") << tensor("t", {1, 1, 1, 1, 1}, F32, 0).b << qint64(52)
                                      << QStringLiteral("5 dimensions");
        QTest::newRow("negative dimension")
            << tensor("t", {~0ULL}, F32, 0).b << qint64(56) << QStringLiteral("dimension 0 of tensor t is negative");
        QTest::newRow("element overflow") << tensor("t", {1ULL << 32, 1ULL << 32}, F32, 0).b << qint64(64)
                                          << QStringLiteral("more than 2^63 elements");
        QTest::newRow("byte overflow") << tensor("t", {1ULL << 31, 1ULL << 31}, F32, 0).b << qint64(52)
                                       << QStringLiteral("more than 2^63 bytes");
        QTest::newRow("unknown ggml type")
            << tensor("t", {32}, 31, 0).b << qint64(64) << QStringLiteral("ggml type 31");
        QTest::newRow("partial block") << tensor("t", {100}, Q4_K, 0).b << qint64(52)
                                       << QStringLiteral("not a multiple of its block of 256");
        QTest::newRow("unaligned offset")
            << tensor("t", {8}, F32, 16).b << qint64(68) << QStringLiteral("not a multiple of the alignment 32");
        QTest::newRow("name too long") << tensor(QByteArray(64, 'n'), {8}, F32, 0).b << qint64(43)
                                       << QStringLiteral("at most 63 bytes");
        // Two tensors, the second info at 76 (43 + name 9 + n_dims 4 + ne 8 + type 4 + offset 8): a duplicate
        // name; data overlapping t's 64 bytes (u at offset 32).
        Bytes dup = tensor("t", {16}, F32, 0, 2);
        dup.str("t").u32(1).u64(16).u32(F32).u64(64);
        QTest::newRow("duplicate tensor") << dup.b << qint64(76) << QStringLiteral("tensor t appears twice");
        Bytes overlap = tensor("t", {16}, F32, 0, 2);
        overlap.str("u").u32(1).u64(16).u32(F32).u64(32);
        QTest::newRow("overlapping tensors") << overlap.b << qint64(76) << QStringLiteral("overlaps tensor t");

        // Mapping problems, at the key's offset or at the start of the metadata (24) when a key is missing.
        std::vector<QByteArray> noBlocks = llamaMetadata();
        noBlocks.erase(noBlocks.begin() + 3);
        QTest::newRow("missing block_count") << gguf(noBlocks, llamaTensors()).file << qint64(24)
                                             << QStringLiteral("missing metadata key llama.block_count");
        std::vector<QByteArray> badKv = llamaMetadata();
        badKv[8] = kvU32("llama.attention.head_count_kv", 3);
        QTest::newRow("kv heads do not divide")
            << gguf(badKv, llamaTensors()).file << qint64(-2) << QStringLiteral("do not divide its 4 attention heads");
        QTest::newRow("no tensors") << gguf(llamaMetadata(), {}).file << qint64(8) << QStringLiteral("no tensors");
    }

    void refusals()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(qint64, offset);
        QFETCH(QString, phrase);
        std::int64_t at = -1;
        const QString message = importError(bytes, &at);
        QVERIFY2(!message.isEmpty(), "imported");
        QVERIFY2(message.contains(phrase), qPrintable(message));
        QVERIFY2(message.startsWith(QDir::toNativeSeparators(m_dir.filePath(QStringLiteral("hostile.gguf"))) +
                                    QStringLiteral(": byte ")),
                 qPrintable(message));
        QVERIFY2(message.endsWith(QLatin1Char('.')), qPrintable(message));
        if (offset != -2) // -2: some byte, not worked out by hand
            QCOMPARE(at, offset);
    }

    void notARegularFile()
    {
        GgufError error;
        QVERIFY(!catalog::importGguf(m_dir.path(), &error));
        QVERIFY2(error.message.contains(QStringLiteral("not a regular file")), qPrintable(error.message));
        QVERIFY(!catalog::importGguf(m_dir.filePath(QStringLiteral("absent.gguf")), &error));
        QVERIFY2(error.message.contains(QStringLiteral("does not exist")), qPrintable(error.message));
        // A device and a FIFO without a writer: refused at once, never read or waited on.
        QVERIFY(!catalog::importGguf(QStringLiteral("/dev/zero"), &error));
        QVERIFY2(error.message.contains(QStringLiteral("not a regular file")), qPrintable(error.message));
        const QString fifo = m_dir.filePath(QStringLiteral("fifo.gguf"));
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        QVERIFY(!catalog::importGguf(fifo, &error));
        QVERIFY2(error.message.contains(QStringLiteral("not a regular file")), qPrintable(error.message));
    }

    void splitNameWithoutSplitMetadata()
    {
        // A file whose metadata says it is one of 3 parts but whose name has no -0000N-of-0000M suffix.
        std::vector<QByteArray> kvs = llamaMetadata();
        kvs.push_back(Bytes{}.str("split.count").u32(2).u8(3).u8(0).b);
        GgufError error;
        QVERIFY(!catalog::importGguf(write(QStringLiteral("renamed.gguf"), gguf(kvs, llamaTensors()).file), &error));
        QVERIFY2(error.message.contains(QStringLiteral("-00001-of-00003.gguf")), qPrintable(error.message));
    }
};

} // namespace

QTEST_GUILESS_MAIN(TestGgufRefusals)
#include "tst_ggufrefusals.moc"
