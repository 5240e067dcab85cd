// SPDX-License-Identifier: GPL-3.0-or-later
// Tests for headroom::catalog::Catalog and PriceList: the embedded GPUs, model presets and example price
// lists, and the strict loaders (including price-list files read with PriceList::fromFile). Expected values are written
// from the cited sources (nvidia-smi / rocminfo outputs, Hugging Face config.json files, the research note
// quote-anchors.md section 1.5), never from our output.

#include <catalog/catalog.h>
#include <fit/fitmodel.h>
#include <io/safefile.h>

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QUrl>

#include <sys/stat.h>

using headroom::catalog::Catalog;
using headroom::catalog::Gpu;
using headroom::catalog::LoadError;
using headroom::catalog::PriceList;
using headroom::catalog::Source;

namespace {

constexpr qint64 kMiB = 1024 * 1024; // nvidia-smi reports MiB (2^20 bytes)
constexpr qint64 kGB = 1000LL * 1000 * 1000;

// The date this catalogue was compiled (the retrieval date of every GPU and model figure).
const QDate kCompiled(2026, 11, 30);

// GPUs of gpus.json that the example price lists do not price (no example price was collected for them).
const QStringList kUnpricedGpus{QStringLiteral("a10"),         QStringLiteral("rtx-3070"),
                                QStringLiteral("rtx-3080"),    QStringLiteral("rtx-4060-ti-16gb"),
                                QStringLiteral("rtx-4070-ti"), QStringLiteral("rtx-4080"),
                                QStringLiteral("mi210"),       QStringLiteral("mi250x"),
                                QStringLiteral("rx-7900-xtx"), QStringLiteral("radeon-pro-w7900")};

// Every file embedded under ":/catalog/".
const QStringList kEmbeddedFiles{QStringLiteral("gpus.json"), QStringLiteral("models.json"),
                                 QStringLiteral("diffusion.json"), QStringLiteral("prices-example.json"),
                                 QStringLiteral("prices-example-eur.json")};

const QString kSilybench =
    QStringLiteral("https://raw.githubusercontent.com/tgarg01/silybench-data/main/derived/csv/gpu_prices.csv");
const QString kHyperstack = QStringLiteral("https://raw.githubusercontent.com/api-evangelist/nexgen-cloud/refs/heads/"
                                           "main/plans/nexgen-cloud-plans-pricing.yml");

void verifySource(const Source &source, const QString &expectedUrl, const QDate &expectedRetrieved)
{
    QCOMPARE(source.url, expectedUrl);
    const QUrl url(source.url, QUrl::StrictMode);
    QVERIFY(url.isValid());
    QCOMPARE(url.scheme(), QStringLiteral("https"));
    QVERIFY(!url.host().isEmpty());
    QVERIFY(source.retrieved.isValid());
    QCOMPARE(source.retrieved, expectedRetrieved);
}

// Edits applied to a copy of the embedded files to provoke one load error each.
enum class Mutation {
    TruncatedJson,
    WrongFormat,
    MissingMemoryBytes,
    ZeroMemoryBytes,
    FractionalMemoryBytes,
    MisspeltField,
    UnknownPlatform,
    DuplicateGpuId,
    MarketedLabelMismatch,
    PlainHttpSource,
    NonIsoDate,
    DuplicateModelId,
    KvHeadsNotDivisor,
    ExpertsWithoutPerToken,
    StringLayerCount,
    PriceForUnknownGpu,
    DuplicatePrice,
    LowercaseCurrency,
};

QJsonObject readJson(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(file.readAll()).object();
}

bool writeBytes(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate))
        return false;
    return file.write(bytes) == bytes.size();
}

bool writeJson(const QString &path, const QJsonObject &root)
{
    return writeBytes(path, QJsonDocument(root).toJson());
}

/// Replaces `array[index][key]` (or removes it when `value` is undefined).
QJsonObject withEntryField(QJsonObject root, const QString &arrayKey, qsizetype index, const QString &key,
                           const QJsonValue &value)
{
    QJsonArray array = root.value(arrayKey).toArray();
    QJsonObject entry = array.at(index).toObject();
    if (value.isUndefined())
        entry.remove(key);
    else
        entry.insert(key, value);
    array.replace(index, entry);
    root.insert(arrayKey, array);
    return root;
}

QJsonObject withConfigField(QJsonObject root, qsizetype index, const QString &key, const QJsonValue &value)
{
    QJsonArray models = root.value(QStringLiteral("models")).toArray();
    QJsonObject model = models.at(index).toObject();
    QJsonObject config = model.value(QStringLiteral("config")).toObject();
    if (value.isUndefined())
        config.remove(key);
    else
        config.insert(key, value);
    model.insert(QStringLiteral("config"), config);
    models.replace(index, model);
    root.insert(QStringLiteral("models"), models);
    return root;
}

QJsonObject withFirstEntryRepeated(QJsonObject root, const QString &arrayKey)
{
    QJsonArray array = root.value(arrayKey).toArray();
    array.append(array.at(0));
    root.insert(arrayKey, array);
    return root;
}

qsizetype indexOf(const QJsonObject &root, const QString &arrayKey, const QString &idKey, const QString &id)
{
    const QJsonArray array = root.value(arrayKey).toArray();
    for (qsizetype i = 0; i < array.size(); ++i) {
        if (array.at(i).toObject().value(idKey).toString() == id)
            return i;
    }
    return -1;
}

/// A small yen price list written by hand for the file tests (JPY has no minor unit).
QByteArray jpyPriceList(const char *id = "test-jpy-2026-11")
{
    // Plain literals, not a raw string: moc does not read raw string literals in this file.
    return QByteArray("{\n"
                      "  \"format\": \"headroom-catalog-prices\",\n"
                      "  \"version\": 2,\n"
                      "  \"id\": \"") +
           id +
           "\",\n"
           "  \"name\": \"Test yen list\",\n"
           "  \"provider\": \"Test provider KK\",\n"
           "  \"currency\": \"JPY\",\n"
           "  \"example_data\": false,\n"
           "  \"source\": { \"url\": \"https://example.org/prices-jpy\", \"retrieved\": \"2026-11-02\" },\n"
           "  \"valid_until\": \"2026-11-30\",\n"
           "  \"gpus\": [\n"
           "    {\n"
           "      \"gpu\": \"h100-80gb\",\n"
           "      \"on_demand_micros_per_gpu_hour\": 450000000,\n"
           "      \"spot_micros_per_gpu_hour\": 9007199254740992,\n"
           "      \"fixed_terms\": { \"day\": 9800000000, \"week\": 63000000000, \"month\": 250000000000 },\n"
           "      \"source\": { \"url\": \"https://example.org/prices-jpy#h100\", \"retrieved\": \"2026-11-01\", "
           "\"note\": \"450 JPY/h\" }\n"
           "    },\n"
           "    {\n"
           "      \"gpu\": \"rtx-4090\",\n"
           "      \"provider\": \"Other host\",\n"
           "      \"on_demand_micros_per_gpu_hour\": 4440,\n"
           "      \"source\": { \"url\": \"https://example.org/prices-jpy#4090\", \"retrieved\": \"2026-11-01\" }\n"
           "    }\n"
           "  ],\n"
           "  \"options\": {\n"
           "    \"storage_micros_per_gb_month\": 15000000,\n"
           "    \"egress_micros_per_gb\": 0,\n"
           "    \"support_tiers\": [ { \"id\": \"basic\", \"name\": \"Basic\", \"micros_per_month\": 5000000000 } ],\n"
           "    \"dedicated_micros_per_gpu_hour\": 0\n"
           "  }\n"
           "}\n";
}

/// `root` with the value at `path` (keys and array indices separated by '/') replaced, or removed when
/// `value` is undefined. An index equal to the array size appends.
QJsonValue withValueAt(const QJsonValue &root, QStringList path, const QJsonValue &value)
{
    if (path.isEmpty())
        return value;
    const QString head = path.takeFirst();
    if (root.isArray()) {
        QJsonArray array = root.toArray();
        const qsizetype index = head.toLongLong();
        if (index == array.size())
            array.append(withValueAt(QJsonValue(), path, value));
        else if (value.isUndefined() && path.isEmpty())
            array.removeAt(index);
        else
            array.replace(index, withValueAt(array.at(index), path, value));
        return array;
    }
    QJsonObject object = root.toObject();
    if (value.isUndefined() && path.isEmpty())
        object.remove(head);
    else
        object.insert(head, withValueAt(object.value(head), path, value));
    return object;
}

/// The embedded gpus.json's RTX 4090 entry (a complete version 2 entry) under another id and name.
QJsonObject builtInEntryAs(const QString &id)
{
    const QJsonObject root = readJson(QDir(Catalog::kResourceDir).filePath(Catalog::kGpusFile));
    const QJsonArray gpus = root.value(QStringLiteral("gpus")).toArray();
    QJsonObject entry;
    for (const QJsonValue &gpu : gpus) {
        if (gpu.toObject().value(QStringLiteral("id")).toString() == QLatin1String("rtx-4090"))
            entry = gpu.toObject();
    }
    entry.insert(QStringLiteral("id"), id);
    entry.insert(QStringLiteral("name"), QString(QStringLiteral("My GPU ") + id));
    return entry;
}

/// A gpus.json-format file of `version` holding `entries`.
QJsonObject gpuFile(int version, const QJsonArray &entries)
{
    return QJsonObject{{QStringLiteral("format"), QStringLiteral("headroom-catalog-gpus")},
                       {QStringLiteral("version"), version},
                       {QStringLiteral("gpus"), entries}};
}

/// A version 1 (memory only) entry: 24 GiB as the driver reports it, a marketed 24 GB.
QJsonObject memoryOnlyEntry(const QString &id)
{
    return QJsonObject{{QStringLiteral("id"), id},
                       {QStringLiteral("name"), QStringLiteral("Workstation card")},
                       {QStringLiteral("vendor"), QStringLiteral("NVIDIA")},
                       {QStringLiteral("platform"), QStringLiteral("CUDA")},
                       {QStringLiteral("memory_bytes"), 24576 * 1024.0 * 1024.0},
                       {QStringLiteral("marketed_bytes"), 24e9},
                       {QStringLiteral("marketed_label"), QStringLiteral("24 GB")},
                       {QStringLiteral("source"),
                        QJsonObject{{QStringLiteral("url"), QStringLiteral("https://example.org/nvidia-smi.txt")},
                                    {QStringLiteral("retrieved"), QStringLiteral("2026-12-01")}}}};
}

} // namespace

Q_DECLARE_METATYPE(Mutation)

class TestCatalog : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();

    void builtInIsLoadedOnce();
    void sourceTreeMatchesEmbeddedFiles();

    void gpuIds();
    void gpus_data();
    void gpus();
    void gpuSpeeds_data();
    void gpuSpeeds();
    void everyBuiltInGpuHasSpeed();
    void builtInGpusMustBeVersion2();

    void userGpusVersion1();
    void userGpusVersion2();
    void userGpuFileErrors_data();
    void userGpuFileErrors();

    void modelIds();
    void models_data();
    void models();
    void headDimFromConfigWhenGiven();

    void priceList();
    void prices_data();
    void prices();
    void spotAndFixedTermPrices();
    void builtInPriceLists();
    void everyGpuHasAPrice();
    void unknownIdsAreNotFound();

    void priceListFromFile();
    void priceListFileErrors_data();
    void priceListFileErrors();
    void extraPriceListInFolder();
    void duplicatePriceListId();

    void malformedFiles_data();
    void malformedFiles();
    void missingFile();
    void specialFiles();

private:
    /// Copies the embedded files into `dir` as writable files.
    static bool copyEmbeddedFiles(const QString &dir);

    std::optional<Catalog> m_catalog;
};

void TestCatalog::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    LoadError error;
    m_catalog = Catalog::load(&error);
    QVERIFY2(m_catalog.has_value(), qPrintable(error.file + QStringLiteral(": ") + error.message));
}

void TestCatalog::builtInIsLoadedOnce()
{
    const Catalog &first = Catalog::builtIn();
    const Catalog &second = Catalog::builtIn();
    QCOMPARE(&first, &second);
    QCOMPARE(first.gpus().size(), m_catalog->gpus().size());
    QCOMPARE(first.models().size(), m_catalog->models().size());
    QCOMPARE(first.priceList().gpus.size(), m_catalog->priceList().gpus.size());
}

void TestCatalog::sourceTreeMatchesEmbeddedFiles()
{
    // The files in the source tree and the embedded copies must be the same files.
    QStringList embeddedNames = QDir(Catalog::kResourceDir).entryList(QDir::Files, QDir::Name);
    QStringList expectedNames = kEmbeddedFiles;
    expectedNames.sort();
    QCOMPARE(embeddedNames, expectedNames);
    for (const QString &name : kEmbeddedFiles) {
        QFile embedded(QDir(Catalog::kResourceDir).filePath(name));
        QFile onDisk(QDir(QStringLiteral(HEADROOM_SOURCE_DIR "/resources/catalog")).filePath(name));
        QVERIFY(embedded.open(QIODevice::ReadOnly));
        QVERIFY(onDisk.open(QIODevice::ReadOnly));
        QCOMPARE(embedded.readAll(), onDisk.readAll());
    }
    LoadError error;
    const auto fromDisk = Catalog::loadFromDirectory(QStringLiteral(HEADROOM_SOURCE_DIR "/resources/catalog"), &error);
    QVERIFY2(fromDisk.has_value(), qPrintable(error.message));
}

void TestCatalog::gpuIds()
{
    QStringList ids;
    for (const auto &gpu : m_catalog->gpus())
        ids << gpu.id;
    // NVIDIA data centre, NVIDIA workstation, GeForce, AMD; the first version's seven ids kept.
    const QStringList expected = {
        QStringLiteral("t4"),
        QStringLiteral("v100-16gb"),
        QStringLiteral("a10"),
        QStringLiteral("a40"),
        QStringLiteral("l4"),
        QStringLiteral("l40s"),
        QStringLiteral("a100-40gb"),
        QStringLiteral("a100-80gb-pcie"),
        QStringLiteral("a100-80gb"),
        QStringLiteral("h100-pcie"),
        QStringLiteral("h100-80gb"),
        QStringLiteral("h200"),
        QStringLiteral("b200"),
        QStringLiteral("rtx-a6000"),
        QStringLiteral("rtx-5000-ada"),
        QStringLiteral("rtx-6000-ada"),
        QStringLiteral("rtx-pro-6000"),
        QStringLiteral("rtx-3060"),
        QStringLiteral("rtx-3070"),
        QStringLiteral("rtx-3080"),
        QStringLiteral("rtx-3090"),
        QStringLiteral("rtx-3090-ti"),
        QStringLiteral("rtx-4060-ti-16gb"),
        QStringLiteral("rtx-4070-ti"),
        QStringLiteral("rtx-4080"),
        QStringLiteral("rtx-4090"),
        QStringLiteral("rtx-5090"),
        QStringLiteral("mi210"),
        QStringLiteral("mi250x"),
        QStringLiteral("mi300x"),
        QStringLiteral("mi325x"),
        QStringLiteral("rx-7900-xtx"),
        QStringLiteral("radeon-pro-w7900"),
    };
    QCOMPARE(ids, expected);
}

void TestCatalog::gpus_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("vendor");
    QTest::addColumn<QString>("platform");
    QTest::addColumn<qint64>("memoryBytes");
    QTest::addColumn<qint64>("marketedBytes");
    QTest::addColumn<QString>("marketedLabel");
    QTest::addColumn<QString>("sourceUrl");

    // nvidia-smi "24564MiB": 24564 x 1,048,576 = 25,757,220,864 bytes (RLinf/RLinf#255).
    QTest::newRow("rtx-4090") << QStringLiteral("rtx-4090") << QStringLiteral("NVIDIA GeForce RTX 4090")
                              << QStringLiteral("NVIDIA") << QStringLiteral("CUDA") << 24564 * kMiB << 24 * kGB
                              << QStringLiteral("24 GB") << QStringLiteral("https://github.com/RLinf/RLinf/issues/255");
    // nvidia-smi "46068 MiB": 46068 x 1,048,576 = 48,305,799,168 bytes (akash-network/provider-configs#99).
    QTest::newRow("l40s") << QStringLiteral("l40s") << QStringLiteral("NVIDIA L40S") << QStringLiteral("NVIDIA")
                          << QStringLiteral("CUDA") << 46068 * kMiB << 48 * kGB << QStringLiteral("48 GB")
                          << QStringLiteral("https://github.com/akash-network/provider-configs/pull/99");
    // nvidia-smi "40960MiB": 40960 x 1,048,576 = 42,949,672,960 bytes (bottlerocket-core-kit#834).
    QTest::newRow("a100-40gb") << QStringLiteral("a100-40gb") << QStringLiteral("NVIDIA A100-SXM4-40GB")
                               << QStringLiteral("NVIDIA") << QStringLiteral("CUDA") << 40960 * kMiB << 40 * kGB
                               << QStringLiteral("40 GB")
                               << QStringLiteral("https://github.com/bottlerocket-os/bottlerocket-core-kit/pull/834");
    // nvidia-smi -q "Total : 81920 MiB": 81920 x 1,048,576 = 85,899,345,920 bytes.
    QTest::newRow("a100-80gb") << QStringLiteral("a100-80gb") << QStringLiteral("NVIDIA A100-SXM4-80GB")
                               << QStringLiteral("NVIDIA") << QStringLiteral("CUDA") << 81920 * kMiB << 80 * kGB
                               << QStringLiteral("80 GB")
                               << QStringLiteral("https://github.com/thamada/nvidia-smi/blob/"
                                                 "b09ef139265ffc7e3c78006346981de8e4d70499/gls/A100SXMx4_smi.py");
    // nvidia-smi "81559MiB": 81559 x 1,048,576 = 85,520,809,984 bytes (wilicc/gpu-burn#114).
    QTest::newRow("h100-80gb") << QStringLiteral("h100-80gb") << QStringLiteral("NVIDIA H100 80GB HBM3")
                               << QStringLiteral("NVIDIA") << QStringLiteral("CUDA") << 81559 * kMiB << 80 * kGB
                               << QStringLiteral("80 GB")
                               << QStringLiteral("https://github.com/wilicc/gpu-burn/issues/114");
    // nvidia-smi "143771MiB": 143771 x 1,048,576 = 150,754,820,096 bytes (sgl-project/sglang#3196).
    QTest::newRow("h200") << QStringLiteral("h200") << QStringLiteral("NVIDIA H200") << QStringLiteral("NVIDIA")
                          << QStringLiteral("CUDA") << 143771 * kMiB << 141 * kGB << QStringLiteral("141 GB")
                          << QStringLiteral("https://github.com/sgl-project/sglang/issues/3196");
    // rocminfo pool "Size: 201310208 KB": 201310208 x 1024 = 206,141,652,992 bytes. This is MORE than the
    // marketed 192 x 10^9 bytes, so driver < marketed is deliberately not assumed anywhere.
    QTest::newRow("mi300x") << QStringLiteral("mi300x") << QStringLiteral("AMD Instinct MI300X")
                            << QStringLiteral("AMD") << QStringLiteral("ROCm") << qint64(201310208) * 1024 << 192 * kGB
                            << QStringLiteral("192 GB")
                            << QStringLiteral("https://github.com/thamada/nvidia-smi/blob/"
                                              "b09ef139265ffc7e3c78006346981de8e4d70499/gls/MI300X_x4_rocminfo.py");
}

void TestCatalog::gpus()
{
    QFETCH(QString, id);
    QFETCH(QString, name);
    QFETCH(QString, vendor);
    QFETCH(QString, platform);
    QFETCH(qint64, memoryBytes);
    QFETCH(qint64, marketedBytes);
    QFETCH(QString, marketedLabel);
    QFETCH(QString, sourceUrl);

    const auto *gpu = m_catalog->gpu(id);
    QVERIFY(gpu);
    QCOMPARE(gpu->id, id);
    QCOMPARE(gpu->name, name);
    QCOMPARE(gpu->vendor, vendor);
    QCOMPARE(gpu->platform, platform);
    QCOMPARE(gpu->memoryBytes, memoryBytes);
    QCOMPARE(gpu->marketedBytes, marketedBytes);
    QCOMPARE(gpu->marketedLabel, marketedLabel);
    if (platform == QLatin1String("CUDA"))
        QCOMPARE(gpu->memoryBytes % kMiB, qint64(0)); // nvidia-smi totals are whole MiB
    verifySource(gpu->source, sourceUrl, kCompiled);
    QVERIFY(!gpu->source.note.isEmpty());
}

void TestCatalog::gpuSpeeds_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<qint64>("bandwidth");
    QTest::addColumn<qint64>("fp16");
    QTest::addColumn<qint64>("fp8");
    QTest::addColumn<qint64>("int8");
    QTest::addColumn<int>("link");
    QTest::addColumn<qint64>("linkBytes");
    QTest::addColumn<int>("pcieGeneration");

    constexpr qint64 kGBps = 1000LL * 1000 * 1000; // GB/s, decimal
    constexpr qint64 kTera = 1000LL * 1000 * 1000 * 1000;
    const int pcie = int(headroom::fit::Interconnect::Pcie);
    const int nvlink = int(headroom::fit::Interconnect::NvLink);
    const int fabric = int(headroom::fit::Interconnect::InfinityFabric);
    // PCIe 4.0 x16 per direction: 16 GT/s x 16 lanes x 128/130 / 8 = 31.5 GB/s (the schema's rounding of
    // 31.507...; PCIe table "Bandwidth (16x) 31.5 GB/s").
    const qint64 pcie4 = 31'500'000'000;

    // Ada whitepaper, RTX 4090: "Memory Bandwidth 1008 GB/sec"; "Peak FP16 Tensor TFLOPS with FP32 Accumulate
    // 165.2/330.4" -> 165.2e12 dense; FP8 "330.3/660.6" -> 330.3e12; INT8 "660.6/1321.2" TOPS -> 660.6e12.
    QTest::newRow("rtx-4090") << QStringLiteral("rtx-4090") << 1008 * kGBps << qint64(1652) * (kTera / 10)
                              << qint64(3303) * (kTera / 10) << qint64(6606) * (kTera / 10) << pcie << pcie4 << 4;
    // L40S datasheet: "864GB/s"; "FP16 Tensor Core 362.05 | 733*" -> 362.05e12 dense; "FP8 733 | 1,466*" ->
    // 733e12; "INT8 733 | 1,466*" -> 733e12; "PCIe Gen4 x16", no NVLink.
    QTest::newRow("l40s") << QStringLiteral("l40s") << 864 * kGBps << qint64(36205) * (kTera / 100) << 733 * kTera
                          << 733 * kTera << pcie << pcie4 << 4;
    // A100 80GB datasheet, SXM: "2,039GB/s"; "BFLOAT16 Tensor Core 312 TFLOPS | 624 TFLOPS*" -> 312e12;
    // "INT8 624 TOPS | 1248 TOPS*" -> 624e12; no FP8 on Ampere (0); "NVLink: 600GB/s" both directions -> 300e9.
    QTest::newRow("a100-80gb") << QStringLiteral("a100-80gb") << 2039 * kGBps << 312 * kTera << qint64(0) << 624 * kTera
                               << nvlink << 300 * kGBps << 4;
    // Hopper whitepaper, H100 SXM5: "Peak BF16 Tensor TFLOPS with FP32 Accumulate 989.4/1978.9" -> 989.4e12;
    // FP8 "1978.9/3957.8" -> 1978.9e12; INT8 "1978.9/3957.8" TOPS; datasheet "3.35TB/s" = 3350 GB/s;
    // "NVLink: 900GB/s" both directions -> 450e9; "PCIe Gen5".
    QTest::newRow("h100-80gb") << QStringLiteral("h100-80gb") << 3350 * kGBps << qint64(9894) * (kTera / 10)
                               << qint64(19789) * (kTera / 10) << qint64(19789) * (kTera / 10) << nvlink << 450 * kGBps
                               << 5;
    // H200 product page, SXM: "4.8TB/s"; "BFLOAT16 Tensor Core 1,979 TFLOPS" with sparsity / 2 = 989.5e12;
    // "FP8 Tensor Core 3,958 TFLOPS" / 2 = 1979e12; INT8 the same; "NVLink: 900GB/s" -> 450e9.
    QTest::newRow("h200") << QStringLiteral("h200") << 4800 * kGBps << qint64(9895) * (kTera / 10) << 1979 * kTera
                          << 1979 * kTera << nvlink << 450 * kGBps << 5;
    // L4 datasheet: "300GB/s"; "FP16 Tensor Core 242 TFLOPS*" with sparsity / 2 = 121e12; "FP8 485 TFLOPS*" / 2 =
    // 242.5e12; "INT8 485 TOPS*" / 2 = 242.5e12; "PCIe Gen4 x16".
    QTest::newRow("l4") << QStringLiteral("l4") << 300 * kGBps << 121 * kTera << qint64(2425) * (kTera / 10)
                        << qint64(2425) * (kTera / 10) << pcie << pcie4 << 4;
    // HGX B200 (8 GPUs): "FP16/BF16 36 PFLOPS*", "FP8 72 PFLOPS*", "INT8 72 POPS*" with sparsity: per GPU dense
    // 36 / 8 / 2 = 2.25 PFLOPS, 72 / 8 / 2 = 4.5; "8TB/s" per GPU; NVLink 5 "1.8TB/s" both directions -> 900e9.
    QTest::newRow("b200") << QStringLiteral("b200") << 8000 * kGBps << 2250 * kTera << 4500 * kTera << 4500 * kTera
                          << nvlink << 900 * kGBps << 5;
    // Blackwell GeForce whitepaper, RTX 5090: "1792 GB/sec"; "Peak FP16 Tensor TFLOPS with FP32 Accumulate
    // 209.5/419" -> 209.5e12; FP8 "419/838" -> 419e12; INT8 "838/1676" TOPS -> 838e12; PCIe 5.0 x16:
    // 32 GT/s x 16 x 128/130 / 8 = 63 GB/s.
    QTest::newRow("rtx-5090") << QStringLiteral("rtx-5090") << 1792 * kGBps << qint64(2095) * (kTera / 10)
                              << 419 * kTera << 838 * kTera << pcie << 63 * kGBps << 5;
    // MI325X: the MI300X compute (CDNA 3 white paper "1,307.4 TF" FP16, "2,614.9 TF" FP8, "2,614.9 TOPs" INT8)
    // with HBM3E "6 TB/s"; 7 Infinity Fabric links x 128 GB/s / 2 = 448 GB/s.
    QTest::newRow("mi325x") << QStringLiteral("mi325x") << 6000 * kGBps << qint64(13074) * (kTera / 10)
                            << qint64(26149) * (kTera / 10) << qint64(26149) * (kTera / 10) << fabric << 448 * kGBps
                            << 5;
    // ROCm MI300 docs: "Matrix FP16 ... 1307.4", "Matrix FP8 ... 2614.9", "Matrix INT8 ... 2614.9" (no sparsity);
    // "5.3 TB per second"; "PCIe Gen 5 x16"; 7 Infinity Fabric links x 128 GB/s / 2 directions = 448 GB/s.
    QTest::newRow("mi300x") << QStringLiteral("mi300x") << 5300 * kGBps << qint64(13074) * (kTera / 10)
                            << qint64(26149) * (kTera / 10) << qint64(26149) * (kTera / 10) << fabric << 448 * kGBps
                            << 5;
}

void TestCatalog::gpuSpeeds()
{
    QFETCH(QString, id);
    QFETCH(qint64, bandwidth);
    QFETCH(qint64, fp16);
    QFETCH(qint64, fp8);
    QFETCH(qint64, int8);
    QFETCH(int, link);
    QFETCH(qint64, linkBytes);
    QFETCH(int, pcieGeneration);

    const Gpu *gpu = m_catalog->gpu(id);
    QVERIFY(gpu);
    QCOMPARE(qint64(gpu->speed.memoryBandwidthBytesPerSecond), bandwidth);
    QCOMPARE(qint64(gpu->speed.fp16TensorFlops), fp16);
    QCOMPARE(qint64(gpu->speed.fp8TensorFlops), fp8);
    QCOMPARE(qint64(gpu->speed.int8TensorOps), int8);
    QCOMPARE(int(gpu->speed.link), link);
    QCOMPARE(qint64(gpu->speed.linkBytesPerSecond), linkBytes);
    QCOMPARE(gpu->pcieGeneration, pcieGeneration);
    QVERIFY(!gpu->specsSource.note.isEmpty());
    QVERIFY(!gpu->userDefined);
}

void TestCatalog::everyBuiltInGpuHasSpeed()
{
    // Issue 13: at least 30 GPUs, each with bandwidth, dense FP16 tensor throughput and an interconnect.
    QVERIFY2(m_catalog->gpus().size() >= 30, qPrintable(QString::number(m_catalog->gpus().size())));
    for (const Gpu &gpu : m_catalog->gpus()) {
        QVERIFY2(gpu.speed.known(), qPrintable(gpu.id));
        QVERIFY2(gpu.speed.linkBytesPerSecond > 0, qPrintable(gpu.id));
        QVERIFY2(gpu.pcieGeneration >= 3 && gpu.pcieGeneration <= 5, qPrintable(gpu.id));
        // Tensor paths scale up: FP8 and INT8 are at least the FP16 rate where a GPU has them.
        QVERIFY2(gpu.speed.fp8TensorFlops == 0 || gpu.speed.fp8TensorFlops >= gpu.speed.fp16TensorFlops,
                 qPrintable(gpu.id));
        QVERIFY2(gpu.speed.int8TensorOps == 0 || gpu.speed.int8TensorOps >= gpu.speed.fp16TensorFlops,
                 qPrintable(gpu.id));
        const bool cuda = gpu.platform == QLatin1String("CUDA");
        QVERIFY2(cuda || gpu.speed.link != headroom::fit::Interconnect::NvLink, qPrintable(gpu.id));
        QVERIFY2(!cuda || gpu.speed.link != headroom::fit::Interconnect::InfinityFabric, qPrintable(gpu.id));
        const QUrl url(gpu.specsSource.url, QUrl::StrictMode);
        QVERIFY2(url.isValid() && url.scheme() == QLatin1String("https"), qPrintable(gpu.id));
        QVERIFY2(gpu.specsSource.retrieved.isValid(), qPrintable(gpu.id));
        QVERIFY2(!gpu.specsSource.note.isEmpty(), qPrintable(gpu.id));
        QVERIFY2(!gpu.source.note.isEmpty(), qPrintable(gpu.id));
        QVERIFY2(!gpu.userDefined, qPrintable(gpu.id));
    }
}

void TestCatalog::builtInGpusMustBeVersion2()
{
    // A catalogue's own gpus.json must carry the speed figures: version 1 is read only as a user file.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QVERIFY(copyEmbeddedFiles(dir.path()));
    QVERIFY(
        writeJson(dir.filePath(Catalog::kGpusFile), gpuFile(1, QJsonArray{memoryOnlyEntry(QStringLiteral("my-gpu"))})));
    LoadError error;
    QVERIFY(!Catalog::loadFromDirectory(dir.path(), &error).has_value());
    QCOMPARE(QFileInfo(error.file).fileName(), QString(Catalog::kGpusFile));
    QVERIFY2(error.message.contains(QStringLiteral("version 1")), qPrintable(error.message));
    QVERIFY2(error.message.contains(QStringLiteral("version 2")), qPrintable(error.message));
}

void TestCatalog::userGpusVersion1()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("my-gpus.json"));
    QVERIFY(writeJson(path, gpuFile(1, QJsonArray{memoryOnlyEntry(QStringLiteral("my-gpu"))})));
    LoadError error;
    const std::optional<Catalog> extended = m_catalog->withUserGpus(path, &error);
    QVERIFY2(extended.has_value(), qPrintable(error.message));
    QCOMPARE(extended->gpus().size(), m_catalog->gpus().size() + 1);
    QCOMPARE(m_catalog->gpu(QStringLiteral("my-gpu")), nullptr); // the original is unchanged
    const Gpu *gpu = extended->gpu(QStringLiteral("my-gpu"));
    QVERIFY(gpu);
    QVERIFY(gpu->userDefined);
    QCOMPARE(gpu->memoryBytes, 24576 * kMiB); // 24576 MiB x 2^20 = 25,769,803,776 bytes
    // Version 1 has memory only: every speed figure is unknown (zero).
    QVERIFY(!gpu->speed.known());
    QVERIFY(gpu->speed == headroom::fit::DeviceSpeed{});
    QCOMPARE(gpu->pcieGeneration, 0);
    QVERIFY(gpu->specsSource.url.isEmpty());
    QVERIFY(!gpu->interconnectSource.has_value());
    // The built-in GPUs and prices come along.
    QVERIFY(extended->gpu(QStringLiteral("h100-80gb")));
    QVERIFY(!extended->gpu(QStringLiteral("h100-80gb"))->userDefined);
    QCOMPARE(extended->priceLists().size(), m_catalog->priceLists().size());
}

void TestCatalog::userGpusVersion2()
{
    // A version 2 entry written by hand: an RTX 4090 under another id, so every figure is the datasheet's.
    QJsonObject entry = builtInEntryAs(QStringLiteral("my-4090"));
    QCOMPARE(entry.value(QStringLiteral("memory_bandwidth_bytes_per_second")).toInteger(), Q_INT64_C(1008000000000));
    entry.remove(QStringLiteral("fp8_tensor_flops")); // optional: no FP8 path
    entry.remove(QStringLiteral("interconnect_source"));
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("my-gpus.json"));
    QVERIFY(writeJson(path, gpuFile(2, QJsonArray{entry})));
    LoadError error;
    const std::optional<Catalog> extended = m_catalog->withUserGpus(path, &error);
    QVERIFY2(extended.has_value(), qPrintable(error.message));
    const Gpu *gpu = extended->gpu(QStringLiteral("my-4090"));
    QVERIFY(gpu);
    QVERIFY(gpu->userDefined);
    QVERIFY(gpu->speed.known());
    QCOMPARE(qint64(gpu->speed.memoryBandwidthBytesPerSecond), Q_INT64_C(1008000000000)); // 1008 GB/s
    QCOMPARE(qint64(gpu->speed.fp16TensorFlops), Q_INT64_C(165200000000000));             // 165.2 TFLOPS
    QCOMPARE(qint64(gpu->speed.fp8TensorFlops), Q_INT64_C(0));
    QCOMPARE(qint64(gpu->speed.int8TensorOps), Q_INT64_C(660600000000000)); // 660.6 TOPS
    QCOMPARE(int(gpu->speed.link), int(headroom::fit::Interconnect::Pcie));
    QCOMPARE(gpu->pcieGeneration, 4);
    QVERIFY(!gpu->interconnectSource.has_value());
}

void TestCatalog::userGpuFileErrors_data()
{
    QTest::addColumn<QJsonObject>("file");
    QTest::addColumn<QStringList>("mentions");

    const QString id = QStringLiteral("my-gpu");
    const QJsonObject entry = builtInEntryAs(id);
    const auto without = [&entry](const char *key) {
        QJsonObject changed = entry;
        changed.remove(QString::fromUtf8(key));
        return gpuFile(2, QJsonArray{changed});
    };
    const auto with = [&entry](const char *key, const QJsonValue &value) {
        QJsonObject changed = entry;
        changed.insert(QString::fromUtf8(key), value);
        return gpuFile(2, QJsonArray{changed});
    };
    const auto withLink = [&entry](const char *key, const QJsonValue &value) {
        QJsonObject changed = entry;
        QJsonObject link = changed.value(QStringLiteral("interconnect")).toObject();
        if (value.isUndefined())
            link.remove(QString::fromUtf8(key));
        else
            link.insert(QString::fromUtf8(key), value);
        changed.insert(QStringLiteral("interconnect"), link);
        return gpuFile(2, QJsonArray{changed});
    };
    const auto list = [](std::initializer_list<const char *> words) {
        QStringList result;
        for (const char *word : words)
            result << QString::fromUtf8(word);
        return result;
    };

    // Each key version 2 requires, missing.
    for (const char *key :
         {"memory_bandwidth_bytes_per_second", "fp16_tensor_flops", "interconnect", "specs_source", "memory_bytes"}) {
        QTest::addRow("v2 without %s", key) << without(key) << list({"my-gpu", key, "missing"});
    }
    for (const char *key : {"kind", "pcie_generation", "bytes_per_second"})
        QTest::addRow("v2 without interconnect %s", key)
            << withLink(key, QJsonValue::Undefined) << list({"my-gpu", "interconnect", key, "missing"});
    // A clash with a built-in id names the id.
    QJsonObject clash = entry;
    clash.insert(QStringLiteral("id"), QStringLiteral("h100-80gb"));
    QTest::newRow("id already in the catalogue")
        << gpuFile(2, QJsonArray{clash}) << list({"h100-80gb", "already in the catalogue"});
    QTest::newRow("v1 id already in the catalogue")
        << gpuFile(1, QJsonArray{memoryOnlyEntry(QStringLiteral("mi300x"))}) << list({"mi300x", "already"});
    QTest::newRow("duplicate id in the file")
        << gpuFile(2, QJsonArray{entry, entry}) << list({"duplicate", "my-gpu", "GPU 1"});
    // Strict values.
    QTest::newRow("zero bandwidth") << with("memory_bandwidth_bytes_per_second", 0)
                                    << list({"memory_bandwidth_bytes_per_second", "positive"});
    QTest::newRow("fractional fp16") << with("fp16_tensor_flops", 1.5) << list({"fp16_tensor_flops", "whole number"});
    QTest::newRow("negative fp8") << with("fp8_tensor_flops", -1) << list({"fp8_tensor_flops", "positive"});
    QTest::newRow("string int8") << with("int8_tensor_ops", QStringLiteral("660.6"))
                                 << list({"int8_tensor_ops", "whole number"});
    QTest::newRow("misspelt key") << with("fp16_tensor_flop", 1) << list({"unknown field", "fp16_tensor_flop\""});
    QTest::newRow("http specs source")
        << with("specs_source", QJsonObject{{QStringLiteral("url"), QStringLiteral("http://example.org/sheet.pdf")},
                                            {QStringLiteral("retrieved"), QStringLiteral("2026-12-01")}})
        << list({"specs_source", "https"});
    QTest::newRow("unknown link kind") << withLink("kind", QStringLiteral("infiniband"))
                                       << list({"interconnect", "infiniband", "nvlink"});
    QTest::newRow("infinity fabric on CUDA")
        << withLink("kind", QStringLiteral("infinity-fabric")) << list({"infinity-fabric", "CUDA"});
    QTest::newRow("pcie generation 7") << withLink("pcie_generation", 7) << list({"pcie_generation", "7"});
    QTest::newRow("pcie generation 0") << withLink("pcie_generation", 0) << list({"pcie_generation", "positive"});
    // Version 1 has memory keys only; version 3 does not exist.
    QTest::newRow("v1 with a speed key") << gpuFile(1, QJsonArray{entry}) << list({"my-gpu", "unknown field"});
    QTest::newRow("version 3") << gpuFile(3, QJsonArray{entry}) << list({"version 3", "1 to 2"});
    QTest::newRow("no GPUs") << gpuFile(2, QJsonArray{}) << list({"no GPUs"});
}

void TestCatalog::userGpuFileErrors()
{
    QFETCH(QJsonObject, file);
    QFETCH(QStringList, mentions);

    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("my-gpus.json"));
    QVERIFY(writeJson(path, file));
    LoadError error;
    QVERIFY(!m_catalog->withUserGpus(path, &error).has_value());
    QCOMPARE(error.file, path);
    for (const QString &mention : mentions)
        QVERIFY2(error.message.contains(mention), qPrintable(error.message + QStringLiteral(" lacks ") + mention));
}

void TestCatalog::modelIds()
{
    QStringList ids;
    for (const auto &model : m_catalog->models())
        ids << QString::fromStdString(model.spec.id);
    const QStringList expected = {QStringLiteral("llama-3.1-8b"),    QStringLiteral("llama-3.1-70b"),
                                  QStringLiteral("mistral-7b-v0.3"), QStringLiteral("qwen2.5-7b"),
                                  QStringLiteral("qwen2.5-72b"),     QStringLiteral("mixtral-8x7b")};
    // The first presets keep their ids and order; the issue 13 presets after them are tst_catalogmodels'.
    QCOMPARE(ids.mid(0, expected.size()), expected);
}

void TestCatalog::models_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("name");
    QTest::addColumn<int>("layers");
    QTest::addColumn<int>("heads");
    QTest::addColumn<int>("kvHeads");
    QTest::addColumn<int>("headDim");
    QTest::addColumn<int>("hidden");
    QTest::addColumn<int>("intermediate");
    QTest::addColumn<int>("vocab");
    QTest::addColumn<qint64>("maxContext");
    QTest::addColumn<int>("experts");
    QTest::addColumn<int>("expertsPerToken");
    QTest::addColumn<bool>("tied");
    QTest::addColumn<bool>("bias");
    QTest::addColumn<qint64>("parameters");
    QTest::addColumn<QString>("configUrl");

    // Values from each model's config.json; none of these configs has head_dim, so it is
    // hidden_size / num_attention_heads. Parameter counts are the published safetensors totals.
    // 4096 / 32 = 128
    QTest::newRow("llama-3.1-8b")
        << QStringLiteral("llama-3.1-8b") << QStringLiteral("Llama 3.1 8B Instruct") << 32 << 32 << 8 << 128 << 4096
        << 14336 << 128256 << qint64(131072) << 0 << 0 << false << false << qint64(8030261248)
        << QStringLiteral("https://huggingface.co/meta-llama/Llama-3.1-8B-Instruct/blob/main/config.json");
    // 8192 / 64 = 128
    QTest::newRow("llama-3.1-70b")
        << QStringLiteral("llama-3.1-70b") << QStringLiteral("Llama 3.1 70B Instruct") << 80 << 64 << 8 << 128 << 8192
        << 28672 << 128256 << qint64(131072) << 0 << 0 << false << false << qint64(70553706496)
        << QStringLiteral("https://huggingface.co/meta-llama/Llama-3.1-70B-Instruct/blob/main/config.json");
    // 4096 / 32 = 128; v0.3 extended the vocabulary to 32768
    QTest::newRow("mistral-7b-v0.3")
        << QStringLiteral("mistral-7b-v0.3") << QStringLiteral("Mistral 7B Instruct v0.3") << 32 << 32 << 8 << 128
        << 4096 << 14336 << 32768 << qint64(32768) << 0 << 0 << false << false << qint64(7248023552)
        << QStringLiteral("https://huggingface.co/mistralai/Mistral-7B-Instruct-v0.3/blob/main/config.json");
    // 3584 / 28 = 128; Qwen2 q/k/v projections carry a bias
    QTest::newRow("qwen2.5-7b") << QStringLiteral("qwen2.5-7b") << QStringLiteral("Qwen2.5 7B Instruct") << 28 << 28
                                << 4 << 128 << 3584 << 18944 << 152064 << qint64(32768) << 0 << 0 << false << true
                                << qint64(7615616512)
                                << QStringLiteral(
                                       "https://huggingface.co/Qwen/Qwen2.5-7B-Instruct/blob/main/config.json");
    // 8192 / 64 = 128
    QTest::newRow("qwen2.5-72b") << QStringLiteral("qwen2.5-72b") << QStringLiteral("Qwen2.5 72B Instruct") << 80 << 64
                                 << 8 << 128 << 8192 << 29568 << 152064 << qint64(32768) << 0 << 0 << false << true
                                 << qint64(72706203648)
                                 << QStringLiteral(
                                        "https://huggingface.co/Qwen/Qwen2.5-72B-Instruct/blob/main/config.json");
    // 4096 / 32 = 128; 8 experts of intermediate_size 14336, 2 routed per token
    QTest::newRow("mixtral-8x7b")
        << QStringLiteral("mixtral-8x7b") << QStringLiteral("Mixtral 8x7B Instruct v0.1") << 32 << 32 << 8 << 128
        << 4096 << 14336 << 32000 << qint64(32768) << 8 << 2 << false << false << qint64(46702792704)
        << QStringLiteral("https://huggingface.co/mistralai/Mixtral-8x7B-Instruct-v0.1/blob/main/config.json");
}

void TestCatalog::models()
{
    QFETCH(QString, id);
    QFETCH(QString, name);
    QFETCH(int, layers);
    QFETCH(int, heads);
    QFETCH(int, kvHeads);
    QFETCH(int, headDim);
    QFETCH(int, hidden);
    QFETCH(int, intermediate);
    QFETCH(int, vocab);
    QFETCH(qint64, maxContext);
    QFETCH(int, experts);
    QFETCH(int, expertsPerToken);
    QFETCH(bool, tied);
    QFETCH(bool, bias);
    QFETCH(qint64, parameters);
    QFETCH(QString, configUrl);

    const auto *preset = m_catalog->model(id);
    QVERIFY(preset);
    const auto &spec = preset->spec;
    QCOMPARE(QString::fromStdString(spec.id), id);
    QCOMPARE(QString::fromStdString(spec.displayName), name);
    QCOMPARE(spec.layers, layers);
    QCOMPARE(spec.attentionHeads, heads);
    QCOMPARE(spec.kvHeads, kvHeads);
    QCOMPARE(spec.headDim, headDim);
    QCOMPARE(spec.hiddenSize, hidden);
    QCOMPARE(spec.intermediateSize, intermediate);
    QCOMPARE(spec.vocabSize, vocab);
    QCOMPARE(spec.maxContextTokens, maxContext);
    QCOMPARE(spec.experts, experts);
    QCOMPARE(spec.expertsPerToken, expertsPerToken);
    QCOMPARE(spec.tiedEmbeddings, tied);
    QCOMPARE(spec.attentionBias, bias);
    QCOMPARE(spec.parameterCount, parameters);
    verifySource(preset->source, configUrl, kCompiled);
}

void TestCatalog::headDimFromConfigWhenGiven()
{
    // An explicit head_dim wins over hidden_size / num_attention_heads (as in transformers).
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QVERIFY(copyEmbeddedFiles(dir.path()));
    const QString path = dir.filePath(Catalog::kModelsFile);
    QVERIFY(writeJson(path, withConfigField(readJson(path), 0, QStringLiteral("head_dim"), 64)));
    LoadError error;
    const auto catalog = Catalog::loadFromDirectory(dir.path(), &error);
    QVERIFY2(catalog.has_value(), qPrintable(error.message));
    QCOMPARE(catalog->model(QStringLiteral("llama-3.1-8b"))->spec.headDim, 64);
    QCOMPARE(catalog->model(QStringLiteral("llama-3.1-70b"))->spec.headDim, 128);
}

void TestCatalog::priceList()
{
    const PriceList &list = m_catalog->priceList();
    QCOMPARE(list.id, QStringLiteral("example-2026-11"));
    QCOMPARE(list.name, QStringLiteral("Example prices (not an offer)"));
    QCOMPARE(list.currency, QStringLiteral("USD"));
    QVERIFY(list.exampleData);
    QVERIFY(!list.provider.isEmpty());
    verifySource(list.source, kSilybench, kCompiled);
    QCOMPARE(list.retrieved, kCompiled);
    QCOMPARE(list.validUntil, QDate(2026, 12, 31));
    QVERIFY(!list.note.isEmpty());
    // RunPod volume disk: $0.10 per GB-month = 100,000 micro-dollars.
    QCOMPARE(list.storagePerGbMonthMicros, qint64(100000));
    verifySource(list.storageSource, QStringLiteral("https://docs.runpod.io/pods/storage"), kCompiled);
    // RunPod: "no fees for data transfer".
    QCOMPARE(list.egressPerGbMicros, qint64(0));
    verifySource(list.egressSource, QStringLiteral("https://docs.runpod.io/accounts-billing/billing"), kCompiled);
    // AWS support flat minimums (quote-anchors 1.1): Developer $29/month, Business $100/month.
    QCOMPARE(list.supportTiers.size(), 2);
    QCOMPARE(list.supportTiers.at(0).id, QStringLiteral("developer"));
    QCOMPARE(list.supportTiers.at(0).microsPerMonth, qint64(29'000'000));
    QCOMPARE(list.supportTiers.at(1).id, QStringLiteral("business"));
    QCOMPARE(list.supportTiers.at(1).microsPerMonth, qint64(100'000'000));
    verifySource(list.supportTiers.at(1).source, QStringLiteral("https://aws.amazon.com/vi/premiumsupport/pricing/"),
                 kCompiled);
    QCOMPARE(list.supportTier(QStringLiteral("business")), &list.supportTiers.at(1));
    QCOMPARE(list.supportTier(QStringLiteral("enterprise")), nullptr);
    // RunPod Secure minus Community for an H100 SXM on 2026-09-25: 3.49 - 2.69 = 0.80 USD per GPU-hour.
    QCOMPARE(list.dedicatedPerGpuHourMicros, std::optional<qint64>(800'000));
    verifySource(list.dedicatedSource, kSilybench, QDate(2026, 9, 25));
}

void TestCatalog::prices_data()
{
    QTest::addColumn<QString>("gpuId");
    QTest::addColumn<QString>("provider");
    QTest::addColumn<qint64>("hourlyMicros");
    QTest::addColumn<QString>("sourceUrl");
    QTest::addColumn<QDate>("observed");

    // Dollars per GPU-hour from quote-anchors.md section 1.5, x 1,000,000 micro-units.
    QTest::newRow("rtx-4090") << QStringLiteral("rtx-4090") << QStringLiteral("RunPod Community Cloud")
                              << qint64(340000) << kSilybench << QDate(2026, 9, 25); // $0.34
    QTest::newRow("l40s") << QStringLiteral("l40s") << QStringLiteral("RunPod Community Cloud") << qint64(790000)
                          << kSilybench << QDate(2026, 9, 25); // $0.79
    QTest::newRow("a100-40gb") << QStringLiteral("a100-40gb") << QStringLiteral("Lambda (1x A100 40GB)")
                               << qint64(1990000) << kSilybench << QDate(2026, 9, 25); // $1.99
    QTest::newRow("a100-80gb") << QStringLiteral("a100-80gb") << QStringLiteral("Hyperstack (A100 SXM)")
                               << qint64(1600000) << kHyperstack << QDate(2026, 8, 26); // $1.60
    QTest::newRow("h100-80gb")
        << QStringLiteral("h100-80gb") << QStringLiteral("RunPod Community Cloud") << qint64(2690000)
        << QStringLiteral(
               "https://raw.githubusercontent.com/datareceipts/data-receipts/main/109-gpu-pricing/vendors.json")
        << QDate(2026, 11, 9); // $2.69
    QTest::newRow("h200") << QStringLiteral("h200") << QStringLiteral("RunPod Community Cloud") << qint64(3590000)
                          << kSilybench << QDate(2026, 9, 25); // $3.59
    QTest::newRow("mi300x") << QStringLiteral("mi300x") << QStringLiteral("DigitalOcean (gpu-mi300x1-192gb)")
                            << qint64(2590000)
                            << QStringLiteral("https://huggingface.co/datasets/tokenwatt/gpu-cloud-prices")
                            << QDate(2026, 10, 7); // $2.59
}

void TestCatalog::prices()
{
    QFETCH(QString, gpuId);
    QFETCH(QString, provider);
    QFETCH(qint64, hourlyMicros);
    QFETCH(QString, sourceUrl);
    QFETCH(QDate, observed);

    const auto price = m_catalog->priceList().priceFor(gpuId);
    QVERIFY(price.has_value());
    QCOMPARE(price->gpuId, gpuId);
    QCOMPARE(price->provider, provider);
    QCOMPARE(price->hourlyMicros, hourlyMicros);
    verifySource(price->source, sourceUrl, observed);
}

void TestCatalog::spotAndFixedTermPrices()
{
    // Hyperstack A100 SXM (quote-anchors 1.5, observed 2026-08-26): spot $1.08 per GPU-hour; reserved "from"
    // $1.36 per GPU-hour over one 30-day month = 1.36 x 720 = $979.20 per GPU-month.
    const auto a100 = m_catalog->priceList().priceFor(QStringLiteral("a100-80gb"));
    QVERIFY(a100.has_value());
    QCOMPARE(a100->spotHourlyMicros, std::optional<qint64>(1'080'000));
    QCOMPARE(a100->fixedTerms.monthMicros, std::optional<qint64>(979'200'000));
    QVERIFY(!a100->fixedTerms.dayMicros.has_value());
    QVERIFY(!a100->fixedTerms.weekMicros.has_value());
    // The RunPod Community rows publish neither.
    const auto h100 = m_catalog->priceList().priceFor(QStringLiteral("h100-80gb"));
    QVERIFY(h100.has_value());
    QVERIFY(!h100->spotHourlyMicros.has_value());
    QCOMPARE(h100->fixedTerms, headroom::catalog::FixedTermPrices{});
}

void TestCatalog::builtInPriceLists()
{
    const QList<PriceList> &lists = m_catalog->priceLists();
    QCOMPARE(lists.size(), 2);
    QCOMPARE(lists.at(0).id, QStringLiteral("example-2026-11")); // the default comes first
    QCOMPARE(&m_catalog->priceList(), &lists.at(0));
    QCOMPARE(lists.at(1).id, QStringLiteral("example-eur-2026-11"));
    QCOMPARE(m_catalog->priceList(QStringLiteral("example-eur-2026-11")), &lists.at(1));
    QCOMPARE(m_catalog->priceList(QStringLiteral("no-such-list")), nullptr);
    for (const PriceList &list : lists) {
        // Example lists are marked as such and named so wherever they are shown.
        QVERIFY2(list.exampleData, qPrintable(list.id));
        QCOMPARE(list.name, QStringLiteral("Example prices (not an offer)"));
        QVERIFY(list.note.contains(QStringLiteral("not an offer")));
        QVERIFY(list.validUntil >= list.retrieved);
        // Both lists price the same GPUs: the catalogue's, less the unpriced ones (everyGpuHasAPrice).
        QCOMPARE(list.gpus.size(), lists.at(0).gpus.size());
        for (const auto &price : lists.at(0).gpus)
            QVERIFY2(list.priceFor(price.gpuId).has_value(), qPrintable(list.id + QLatin1Char(' ') + price.gpuId));
    }
    const PriceList &eur = lists.at(1);
    QCOMPARE(eur.currency, QStringLiteral("EUR"));
    // The euro list restates the USD figures one to one (its note says so): RTX 4090 0.34 EUR per GPU-hour.
    QCOMPARE(eur.priceFor(QStringLiteral("rtx-4090"))->hourlyMicros, qint64(340'000));
    QVERIFY(eur.note.contains(QStringLiteral("NOT converted")));
}

void TestCatalog::everyGpuHasAPrice()
{
    // The issue 13 catalogue holds GPUs no example price was collected for; they are named here so that
    // leaving a GPU unpriced is a decision, not an accident. Every other GPU has an on-demand price.
    const QStringList unpriced = kUnpricedGpus;
    const auto &list = m_catalog->priceList();
    QCOMPARE(list.gpus.size(), m_catalog->gpus().size() - unpriced.size());
    for (const auto &gpu : m_catalog->gpus()) {
        const auto price = list.priceFor(gpu.id);
        if (unpriced.contains(gpu.id)) {
            QVERIFY2(!price.has_value(), qPrintable(gpu.id));
            continue;
        }
        QVERIFY2(price.has_value(), qPrintable(gpu.id));
        QVERIFY(price->hourlyMicros > 0);
    }
}

void TestCatalog::unknownIdsAreNotFound()
{
    QCOMPARE(m_catalog->gpu(QStringLiteral("rtx-9090")), nullptr);
    QCOMPARE(m_catalog->model(QStringLiteral("gpt-5")), nullptr);
    QVERIFY(!m_catalog->priceList().priceFor(QStringLiteral("rtx-9090")).has_value());
}

bool TestCatalog::copyEmbeddedFiles(const QString &dir)
{
    // QFile::copy would keep the read-only permissions of the resource; write fresh files instead.
    for (const QString &name : kEmbeddedFiles) {
        QFile embedded(QDir(Catalog::kResourceDir).filePath(name));
        if (!embedded.open(QIODevice::ReadOnly) || !writeBytes(QDir(dir).filePath(name), embedded.readAll()))
            return false;
    }
    return true;
}

void TestCatalog::malformedFiles_data()
{
    QTest::addColumn<Mutation>("mutation");
    QTest::addColumn<QString>("file");
    QTest::addColumn<QStringList>("mentions");

    const QString gpus = Catalog::kGpusFile;
    const QString models = Catalog::kModelsFile;
    const QString prices = Catalog::kPricesFile;
    auto list = [](std::initializer_list<const char *> words) {
        QStringList result;
        for (const char *word : words)
            result << QString::fromUtf8(word);
        return result;
    };
    // A repeated entry is appended after the last one: "GPU <count + 1>", "Model <count + 1>".
    const auto appended = [](const QString &file, const char *key, const char *kind) {
        const qsizetype count =
            readJson(QDir(Catalog::kResourceDir).filePath(file)).value(QString::fromUtf8(key)).toArray().size();
        return QStringLiteral("%1 %2").arg(QString::fromUtf8(kind)).arg(count + 1);
    };

    // The truncated text is 51 bytes long ({ \n, two spaces, "format", ": ", the 23-byte format string, ",\n",
    // two spaces, "gpus", ": [\n"); the array is still open when the input ends, at byte offset 51.
    QTest::newRow("truncated JSON") << Mutation::TruncatedJson << gpus << list({"JSON", "offset 51"});
    QTest::newRow("wrong format") << Mutation::WrongFormat << gpus << list({"format", "headroom-catalog-models"});
    QTest::newRow("missing memory_bytes")
        << Mutation::MissingMemoryBytes << gpus << list({"rtx-4090", "memory_bytes", "missing"});
    QTest::newRow("zero memory_bytes") << Mutation::ZeroMemoryBytes << gpus
                                       << list({"rtx-4090", "memory_bytes", "positive"});
    QTest::newRow("fractional memory_bytes")
        << Mutation::FractionalMemoryBytes << gpus << list({"rtx-4090", "memory_bytes", "whole number"});
    QTest::newRow("misspelt field") << Mutation::MisspeltField << gpus << list({"rtx-4090", "memory_byte\""});
    QTest::newRow("unknown platform") << Mutation::UnknownPlatform << gpus << list({"rtx-4090", "platform", "Metal"});
    QTest::newRow("duplicate GPU id") << Mutation::DuplicateGpuId << gpus
                                      << list({"duplicate", "rtx-4090"}) + QStringList{appended(gpus, "gpus", "GPU")};
    QTest::newRow("marketed label mismatch")
        << Mutation::MarketedLabelMismatch << gpus << list({"rtx-4090", "marketed_label", "25 GB"});
    QTest::newRow("plain http source") << Mutation::PlainHttpSource << gpus << list({"l40s", "https"});
    QTest::newRow("non-ISO date") << Mutation::NonIsoDate << gpus << list({"h200", "retrieved", "30-11-2026"});
    QTest::newRow("duplicate model id") << Mutation::DuplicateModelId << models
                                        << list({"duplicate", "llama-3.1-8b"}) +
                                               QStringList{appended(models, "models", "Model")};
    QTest::newRow("kv heads not a divisor")
        << Mutation::KvHeadsNotDivisor << models << list({"llama-3.1-8b", "num_key_value_heads 5"});
    QTest::newRow("experts without per-token count")
        << Mutation::ExpertsWithoutPerToken << models << list({"mixtral-8x7b", "num_experts_per_tok"});
    QTest::newRow("string layer count") << Mutation::StringLayerCount << models
                                        << list({"qwen2.5-7b", "num_hidden_layers", "whole number"});
    QTest::newRow("price for unknown GPU")
        << Mutation::PriceForUnknownGpu << prices << list({"rtx-9090", "gpus.json", "\"gpu\""});
    QTest::newRow("duplicate price") << Mutation::DuplicatePrice << prices << list({"duplicate", "rtx-4090"});
    QTest::newRow("lowercase currency") << Mutation::LowercaseCurrency << prices << list({"usd", "ISO 4217"});
}

void TestCatalog::malformedFiles()
{
    QFETCH(Mutation, mutation);
    QFETCH(QString, file);
    QFETCH(QStringList, mentions);

    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QVERIFY(copyEmbeddedFiles(dir.path()));
    const QString path = dir.filePath(file);
    const QJsonObject root = readJson(path);
    QVERIFY(!root.isEmpty());
    const QString gpusKey = QStringLiteral("gpus");
    const QString modelsKey = QStringLiteral("models");
    const QString id = QStringLiteral("id");
    // The gpus.json mutations edit the RTX 4090 entry (wherever it stands), the price-list ones entry 0.
    const qsizetype rtx4090 =
        file == Catalog::kGpusFile ? indexOf(root, gpusKey, id, QStringLiteral("rtx-4090")) : qsizetype(0);
    QVERIFY(rtx4090 >= 0);

    bool written = false;
    switch (mutation) {
    case Mutation::TruncatedJson:
        written = writeBytes(path, QByteArrayLiteral("{\n  \"format\": \"headroom-catalog-gpus\",\n  \"gpus\": [\n"));
        break;
    case Mutation::WrongFormat: {
        QJsonObject changed = root;
        changed.insert(QStringLiteral("format"), QStringLiteral("headroom-catalog-models"));
        written = writeJson(path, changed);
        break;
    }
    case Mutation::MissingMemoryBytes:
        written = writeJson(
            path, withEntryField(root, gpusKey, rtx4090, QStringLiteral("memory_bytes"), QJsonValue::Undefined));
        break;
    case Mutation::ZeroMemoryBytes:
        written = writeJson(path, withEntryField(root, gpusKey, rtx4090, QStringLiteral("memory_bytes"), 0));
        break;
    case Mutation::FractionalMemoryBytes:
        written = writeJson(path, withEntryField(root, gpusKey, rtx4090, QStringLiteral("memory_bytes"), 1.5));
        break;
    case Mutation::MisspeltField: {
        const QJsonObject renamed =
            withEntryField(root, gpusKey, rtx4090, QStringLiteral("memory_bytes"), QJsonValue::Undefined);
        written =
            writeJson(path, withEntryField(renamed, gpusKey, rtx4090, QStringLiteral("memory_byte"), 25757220864.0));
        break;
    }
    case Mutation::UnknownPlatform:
        written = writeJson(
            path, withEntryField(root, gpusKey, rtx4090, QStringLiteral("platform"), QStringLiteral("Metal")));
        break;
    case Mutation::DuplicateGpuId: {
        QJsonArray array = root.value(gpusKey).toArray();
        array.append(array.at(rtx4090));
        QJsonObject changed = root;
        changed.insert(gpusKey, array);
        written = writeJson(path, changed);
        break;
    }
    case Mutation::MarketedLabelMismatch:
        written = writeJson(
            path, withEntryField(root, gpusKey, rtx4090, QStringLiteral("marketed_label"), QStringLiteral("25 GB")));
        break;
    case Mutation::PlainHttpSource: {
        const qsizetype index = indexOf(root, gpusKey, id, QStringLiteral("l40s"));
        QVERIFY(index >= 0);
        QJsonObject source =
            root.value(gpusKey).toArray().at(index).toObject().value(QStringLiteral("source")).toObject();
        source.insert(QStringLiteral("url"), QStringLiteral("http://example.org/nvidia-smi.txt"));
        written = writeJson(path, withEntryField(root, gpusKey, index, QStringLiteral("source"), source));
        break;
    }
    case Mutation::NonIsoDate: {
        const qsizetype index = indexOf(root, gpusKey, id, QStringLiteral("h200"));
        QVERIFY(index >= 0);
        QJsonObject source =
            root.value(gpusKey).toArray().at(index).toObject().value(QStringLiteral("source")).toObject();
        source.insert(QStringLiteral("retrieved"), QStringLiteral("30-11-2026"));
        written = writeJson(path, withEntryField(root, gpusKey, index, QStringLiteral("source"), source));
        break;
    }
    case Mutation::DuplicateModelId:
        written = writeJson(path, withFirstEntryRepeated(root, modelsKey));
        break;
    case Mutation::KvHeadsNotDivisor:
        written = writeJson(path, withConfigField(root, 0, QStringLiteral("num_key_value_heads"), 5));
        break;
    case Mutation::ExpertsWithoutPerToken: {
        const qsizetype index = indexOf(root, modelsKey, id, QStringLiteral("mixtral-8x7b"));
        QVERIFY(index >= 0);
        written =
            writeJson(path, withConfigField(root, index, QStringLiteral("num_experts_per_tok"), QJsonValue::Undefined));
        break;
    }
    case Mutation::StringLayerCount: {
        const qsizetype index = indexOf(root, modelsKey, id, QStringLiteral("qwen2.5-7b"));
        QVERIFY(index >= 0);
        written =
            writeJson(path, withConfigField(root, index, QStringLiteral("num_hidden_layers"), QStringLiteral("28")));
        break;
    }
    case Mutation::PriceForUnknownGpu:
        written = writeJson(path, withEntryField(root, gpusKey, 0, QStringLiteral("gpu"), QStringLiteral("rtx-9090")));
        break;
    case Mutation::DuplicatePrice:
        written = writeJson(path, withFirstEntryRepeated(root, gpusKey));
        break;
    case Mutation::LowercaseCurrency: {
        QJsonObject changed = root;
        changed.insert(QStringLiteral("currency"), QStringLiteral("usd"));
        written = writeJson(path, changed);
        break;
    }
    }
    QVERIFY(written);

    LoadError error;
    const auto catalog = Catalog::loadFromDirectory(dir.path(), &error);
    QVERIFY(!catalog.has_value());
    QCOMPARE(QFileInfo(error.file).fileName(), file);
    for (const QString &mention : mentions)
        QVERIFY2(error.message.contains(mention), qPrintable(error.message + QStringLiteral(" lacks ") + mention));
}

void TestCatalog::missingFile()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    LoadError error;
    QVERIFY(!Catalog::loadFromDirectory(dir.path(), &error).has_value());
    QCOMPARE(error.file, QDir(dir.path()).filePath(Catalog::kGpusFile));
    QVERIFY2(error.message.contains(QStringLiteral("does not exist")), qPrintable(error.message));
}

// Defect 6: price lists and catalogue files are read through io::readRegularFile with
// io::kMaxCatalogBytes (8 MiB), so `--price-list /dev/zero` gets one line at once instead of bad_alloc.
void TestCatalog::specialFiles()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    LoadError error;
    QElapsedTimer timer;
    timer.start();

    // A character device (size 0 reported): not a regular file.
    QVERIFY(!PriceList::fromFile(QStringLiteral("/dev/zero"), &error).has_value());
    QCOMPARE(error.file, QStringLiteral("/dev/zero"));
    QVERIFY2(error.message.contains(QStringLiteral("/dev/zero")), qPrintable(error.message));
    QVERIFY2(error.message.contains(QStringLiteral("not a regular file")), qPrintable(error.message));

    // A FIFO with no writer: refused without blocking.
    const QString fifo = dir.filePath(QStringLiteral("prices.fifo"));
    QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    QVERIFY(!PriceList::fromFile(fifo, &error).has_value());
    QVERIFY2(error.message.contains(QStringLiteral("FIFO")), qPrintable(error.message));
    QVERIFY2(timer.elapsed() < 2000, qPrintable(QString::number(timer.elapsed())));

    // A folder as the catalogue's gpus.json.
    const QString catalogDir = dir.filePath(QStringLiteral("catalog"));
    QVERIFY(QDir().mkpath(catalogDir + QLatin1Char('/') + Catalog::kGpusFile));
    QVERIFY(!Catalog::loadFromDirectory(catalogDir, &error).has_value());
    QVERIFY2(error.message.contains(QStringLiteral("folder")), qPrintable(error.message));

    // Exactly 8 MiB of valid JSON (a price list padded with spaces) loads; one byte more is refused
    // with a message that gives the limit.
    const QByteArray list = jpyPriceList();
    QByteArray exact = list;
    exact.append(QByteArray(headroom::io::kMaxCatalogBytes - list.size(), ' '));
    QCOMPARE(qint64(exact.size()), headroom::io::kMaxCatalogBytes);
    const QString exactPath = dir.filePath(QStringLiteral("exact.json"));
    QVERIFY(writeBytes(exactPath, exact));
    const std::optional<PriceList> loaded = PriceList::fromFile(exactPath, &error);
    QVERIFY2(loaded.has_value(), qPrintable(error.message));
    QCOMPARE(loaded->id, QStringLiteral("test-jpy-2026-11"));
    const QString overPath = dir.filePath(QStringLiteral("over.json"));
    QVERIFY(writeBytes(overPath, exact + ' '));
    QVERIFY(!PriceList::fromFile(overPath, &error).has_value());
    QCOMPARE(error.file, overPath);
    QVERIFY2(error.message.contains(QStringLiteral("over.json")), qPrintable(error.message));
    QVERIFY2(error.message.contains(QStringLiteral("8 MiB")), qPrintable(error.message));
}

void TestCatalog::priceListFromFile()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("yen.json"));
    QVERIFY(writeBytes(path, jpyPriceList()));
    LoadError error;
    const std::optional<PriceList> list = PriceList::fromFile(path, &error);
    QVERIFY2(list.has_value(), qPrintable(error.message));
    QCOMPARE(list->id, QStringLiteral("test-jpy-2026-11"));
    QCOMPARE(list->name, QStringLiteral("Test yen list"));
    QCOMPARE(list->provider, QStringLiteral("Test provider KK"));
    QCOMPARE(list->currency, QStringLiteral("JPY"));
    QCOMPARE(list->exampleData, false);
    QCOMPARE(list->source.url, QStringLiteral("https://example.org/prices-jpy"));
    QCOMPARE(list->retrieved, QDate(2026, 11, 2)); // the list's version is its source date
    QCOMPARE(list->source.retrieved, QDate(2026, 11, 2));
    QCOMPARE(list->validUntil, QDate(2026, 11, 30));
    QVERIFY(list->note.isEmpty()); // "note" is optional
    QCOMPARE(list->gpus.size(), 2);

    const auto h100 = list->priceFor(QStringLiteral("h100-80gb"));
    QVERIFY(h100.has_value());
    QCOMPARE(h100->provider, QStringLiteral("Test provider KK"));             // no "provider": the list's
    QCOMPARE(h100->hourlyMicros, qint64(450'000'000));                        // 450 JPY per GPU-hour
    QCOMPARE(h100->spotHourlyMicros, std::optional<qint64>(qint64(1) << 53)); // 2^53 itself is accepted
    QCOMPARE(h100->fixedTerms.dayMicros, std::optional<qint64>(9'800'000'000));
    QCOMPARE(h100->fixedTerms.weekMicros, std::optional<qint64>(63'000'000'000));
    QCOMPARE(h100->fixedTerms.monthMicros, std::optional<qint64>(250'000'000'000));
    QCOMPARE(h100->source.note, QStringLiteral("450 JPY/h"));
    const auto rtx = list->priceFor(QStringLiteral("rtx-4090"));
    QVERIFY(rtx.has_value());
    QCOMPARE(rtx->provider, QStringLiteral("Other host"));
    QCOMPARE(rtx->hourlyMicros, qint64(4'440)); // below one minor unit per hour
    QVERIFY(!rtx->spotHourlyMicros.has_value());

    QCOMPARE(list->storagePerGbMonthMicros, qint64(15'000'000));
    QCOMPARE(list->storageSource.url, list->source.url); // option sources default to the list's
    QCOMPARE(list->egressPerGbMicros, qint64(0));
    QCOMPARE(list->supportTiers.size(), 1);
    QCOMPARE(list->supportTiers.first().microsPerMonth, qint64(5'000'000'000));
    QCOMPARE(list->dedicatedPerGpuHourMicros, std::optional<qint64>(0)); // offered, free

    // Without "support_tiers" and "dedicated_micros_per_gpu_hour" neither is offered.
    QJsonObject root = QJsonDocument::fromJson(jpyPriceList()).object();
    QJsonObject options = root.value(QStringLiteral("options")).toObject();
    options.remove(QStringLiteral("support_tiers"));
    options.remove(QStringLiteral("dedicated_micros_per_gpu_hour"));
    root.insert(QStringLiteral("options"), options);
    QVERIFY(writeJson(path, root));
    const std::optional<PriceList> bare = PriceList::fromFile(path, &error);
    QVERIFY2(bare.has_value(), qPrintable(error.message));
    QVERIFY(bare->supportTiers.isEmpty());
    QVERIFY(!bare->dedicatedPerGpuHourMicros.has_value());
}

void TestCatalog::priceListFileErrors_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QJsonValue>("value");
    QTest::addColumn<QStringList>("mentions");
    auto list = [](std::initializer_list<const char *> words) {
        QStringList result;
        for (const char *word : words)
            result << QString::fromUtf8(word);
        return result;
    };
    const QJsonValue undefined(QJsonValue::Undefined);
    QFile embedded(QDir(Catalog::kResourceDir).filePath(Catalog::kPricesFile));
    QVERIFY(embedded.open(QIODevice::ReadOnly));
    const QJsonObject base = QJsonDocument::fromJson(embedded.readAll()).object();
    const QJsonArray gpus = base.value(QStringLiteral("gpus")).toArray();
    const QString gpuCount = QString::number(gpus.size());

    // Paths are 0-based: gpus/0 is rtx-4090 and gpus/3 is a100-80gb.
    QTest::newRow("float rate") << QStringLiteral("gpus/0/on_demand_micros_per_gpu_hour") << QJsonValue(0.34)
                                << list({"rtx-4090", "on_demand_micros_per_gpu_hour", "0.34", "2690000"});
    QTest::newRow("float rate with many micros")
        << QStringLiteral("gpus/0/on_demand_micros_per_gpu_hour") << QJsonValue(340000.5)
        << list({"rtx-4090", "on_demand_micros_per_gpu_hour", "whole numbers"});
    QTest::newRow("negative rate") << QStringLiteral("gpus/0/on_demand_micros_per_gpu_hour") << QJsonValue(-340000)
                                   << list({"rtx-4090", "negative", "-340000"});
    QTest::newRow("zero on-demand rate") << QStringLiteral("gpus/0/on_demand_micros_per_gpu_hour") << QJsonValue(0)
                                         << list({"rtx-4090", "on_demand_micros_per_gpu_hour", "positive"});
    QTest::newRow("rate as a string") << QStringLiteral("gpus/0/on_demand_micros_per_gpu_hour")
                                      << QJsonValue(QStringLiteral("340000"))
                                      << list({"rtx-4090", "whole number of micro-units"});
    // 2^53 + 2 = 9,007,199,254,740,994 is a double exactly; 2^53 + 1 only as an integer literal.
    QTest::newRow("rate above 2^53") << QStringLiteral("gpus/0/on_demand_micros_per_gpu_hour")
                                     << QJsonValue(qint64(9'007'199'254'740'994)) << list({"rtx-4090", "2^53"});
    QTest::newRow("rate 2^53 + 1") << QStringLiteral("gpus/0/spot_micros_per_gpu_hour")
                                   << QJsonValue(qint64(9'007'199'254'740'993))
                                   << list({"rtx-4090", "spot_micros_per_gpu_hour", "2^53"});
    QTest::newRow("rate far beyond 64 bits")
        << QStringLiteral("gpus/0/on_demand_micros_per_gpu_hour") << QJsonValue(1e30) << list({"rtx-4090", "2^53"});
    QTest::newRow("negative spot") << QStringLiteral("gpus/3/spot_micros_per_gpu_hour") << QJsonValue(-1)
                                   << list({"a100-80gb", "spot_micros_per_gpu_hour", "negative"});
    QTest::newRow("fractional fixed month") << QStringLiteral("gpus/3/fixed_terms/month") << QJsonValue(979.2)
                                            << list({"a100-80gb", "fixed_terms", "month", "979.2"});
    QTest::newRow("unknown fixed term") << QStringLiteral("gpus/3/fixed_terms/fortnight") << QJsonValue(1)
                                        << list({"a100-80gb", "fixed_terms", "fortnight"});
    QTest::newRow("fixed terms not an object")
        << QStringLiteral("gpus/3/fixed_terms") << QJsonValue(979200000) << list({"a100-80gb", "fixed_terms"});
    QTest::newRow("unknown GPU") << QStringLiteral("gpus/0/gpu") << QJsonValue(QStringLiteral("rtx-9090"))
                                 << list({"rtx-9090", "gpus.json", "\"gpu\""});
    QTest::newRow("duplicate GPU") << QStringLiteral("gpus/") + gpuCount << gpus.at(0)
                                   << list({"duplicate", "rtx-4090", "price 1"});
    QTest::newRow("version 1 field name") << QStringLiteral("gpus/0/hourly_micros") << QJsonValue(340000)
                                          << list({"rtx-4090", "unknown field", "hourly_micros"});
    QTest::newRow("missing GPU source") << QStringLiteral("gpus/0/source") << undefined
                                        << list({"rtx-4090", "source", "missing"});
    QTest::newRow("no GPUs") << QStringLiteral("gpus") << QJsonValue(QJsonArray()) << list({"no GPU prices"});
    QTest::newRow("negative storage") << QStringLiteral("options/storage_micros_per_gb_month") << QJsonValue(-1)
                                      << list({"options", "storage_micros_per_gb_month", "negative"});
    QTest::newRow("missing egress") << QStringLiteral("options/egress_micros_per_gb") << undefined
                                    << list({"options", "egress_micros_per_gb", "missing"});
    QTest::newRow("float egress") << QStringLiteral("options/egress_micros_per_gb") << QJsonValue(0.09)
                                  << list({"options", "egress_micros_per_gb", "0.09"});
    QTest::newRow("negative dedicated") << QStringLiteral("options/dedicated_micros_per_gpu_hour")
                                        << QJsonValue(-800000)
                                        << list({"options", "dedicated_micros_per_gpu_hour", "negative"});
    QTest::newRow("float support price") << QStringLiteral("options/support_tiers/0/micros_per_month")
                                         << QJsonValue(29.5) << list({"developer", "micros_per_month", "29.5"});
    QTest::newRow("duplicate support tier")
        << QStringLiteral("options/support_tiers/1/id") << QJsonValue(QStringLiteral("developer"))
        << list({"duplicate", "developer", "support tier 1"});
    QTest::newRow("missing options") << QStringLiteral("options") << undefined << list({"options", "missing"});
    QTest::newRow("impossible valid_until") << QStringLiteral("valid_until") << QJsonValue(QStringLiteral("2026-13-01"))
                                            << list({"valid_until", "YYYY-MM-DD", "2026-13-01"});
    QTest::newRow("valid_until before retrieved")
        << QStringLiteral("valid_until") << QJsonValue(QStringLiteral("2026-01-31"))
        << list({"valid_until", "2026-01-31", "before", "2026-11-30"});
    QTest::newRow("non-ISO source date") << QStringLiteral("source/retrieved")
                                         << QJsonValue(QStringLiteral("30-11-2026"))
                                         << list({"source", "retrieved", "30-11-2026"});
    QTest::newRow("missing list source") << QStringLiteral("source") << undefined << list({"source", "missing"});
    QTest::newRow("missing provider") << QStringLiteral("provider") << undefined << list({"provider", "missing"});
    QTest::newRow("example_data as string") << QStringLiteral("example_data") << QJsonValue(QStringLiteral("yes"))
                                            << list({"example_data", "true or false"});
    QTest::newRow("format version 1") << QStringLiteral("version") << QJsonValue(1) << list({"version 1", "version 2"});
}

void TestCatalog::priceListFileErrors()
{
    QFETCH(QString, path);
    QFETCH(QJsonValue, value);
    QFETCH(QStringList, mentions);

    QFile embedded(QDir(Catalog::kResourceDir).filePath(Catalog::kPricesFile));
    QVERIFY(embedded.open(QIODevice::ReadOnly));
    const QJsonObject base = QJsonDocument::fromJson(embedded.readAll()).object();
    QVERIFY(!base.isEmpty());
    const QJsonObject changed = withValueAt(base, path.split(u'/'), value).toObject();
    QVERIFY(changed != base);

    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString file = dir.filePath(QStringLiteral("my-prices.json"));
    QVERIFY(writeJson(file, changed));
    LoadError error;
    QVERIFY(!PriceList::fromFile(file, &error).has_value());
    QCOMPARE(error.file, file);
    for (const QString &mention : mentions)
        QVERIFY2(error.message.contains(mention), qPrintable(error.message + QStringLiteral(" lacks ") + mention));
}

void TestCatalog::extraPriceListInFolder()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QVERIFY(copyEmbeddedFiles(dir.path()));
    QVERIFY(writeBytes(dir.filePath(QStringLiteral("prices-yen.json")), jpyPriceList()));
    // Not matching prices-*.json: ignored.
    QVERIFY(writeBytes(dir.filePath(QStringLiteral("old-prices.json")), QByteArrayLiteral("not JSON")));
    LoadError error;
    const auto catalog = Catalog::loadFromDirectory(dir.path(), &error);
    QVERIFY2(catalog.has_value(), qPrintable(error.message));
    QStringList ids;
    for (const PriceList &list : catalog->priceLists())
        ids << list.id;
    // The default first, then by file name: prices-example-eur.json < prices-yen.json.
    QCOMPARE(ids, (QStringList{QStringLiteral("example-2026-11"), QStringLiteral("example-eur-2026-11"),
                               QStringLiteral("test-jpy-2026-11")}));
    QCOMPARE(catalog->priceList(QStringLiteral("test-jpy-2026-11"))->currency, QStringLiteral("JPY"));
}

void TestCatalog::duplicatePriceListId()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QVERIFY(copyEmbeddedFiles(dir.path()));
    QVERIFY(writeBytes(dir.filePath(QStringLiteral("prices-zz.json")), jpyPriceList("example-eur-2026-11")));
    LoadError error;
    QVERIFY(!Catalog::loadFromDirectory(dir.path(), &error).has_value());
    QCOMPARE(QFileInfo(error.file).fileName(), QStringLiteral("prices-zz.json"));
    QVERIFY2(error.message.contains(QStringLiteral("example-eur-2026-11")), qPrintable(error.message));
}

QTEST_GUILESS_MAIN(TestCatalog)
#include "tst_catalog.moc"
