// SPDX-License-Identifier: GPL-3.0-or-later
// Tests for headroom::cli through run(arguments, out, err): argument handling, exit codes, the
// JSON contract of estimate/quote/glossary and the single stderr line on errors.
// Expected values are worked out by hand from the published Hugging Face config.json files:
//   Llama-3.1-8B  https://huggingface.co/meta-llama/Llama-3.1-8B/blob/main/config.json
//     num_hidden_layers 32, num_attention_heads 32, num_key_value_heads 8, hidden_size 4096
//     -> head_dim 4096 / 32 = 128; max_position_embeddings 131072
//   Llama-3.1-70B https://huggingface.co/meta-llama/Llama-3.1-70B/blob/main/config.json
//     num_hidden_layers 80, num_attention_heads 64, num_key_value_heads 8, hidden_size 8192
//     -> head_dim 8192 / 64 = 128

#include <catalog/catalog.h>
#include <cli/cli.h>
#include <glossary/termbase.h>

#include <QCoreApplication>
#include <QDate>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTextStream>

#include <cmath>

using namespace headroom;

namespace {

struct Outcome {
    int exitCode = -1;
    QString out;
    QString err;
};

Outcome runCli(const QStringList &arguments)
{
    Outcome o;
    QTextStream out(&o.out);
    QTextStream err(&o.err);
    o.exitCode = cli::run(QStringList{QStringLiteral("headroom")} + arguments, out, err);
    out.flush();
    err.flush();
    return o;
}

QStringList words(const char *text)
{
    return QString::fromUtf8(text).split(u' ', Qt::SkipEmptyParts);
}

// A GPU the built-in example price list prices (quotes need one; which one does not matter here).
QString pricedGpu()
{
    const QList<catalog::GpuPrice> &prices = catalog::Catalog::builtIn().priceList().gpus;
    return prices.isEmpty() ? QString() : prices.constFirst().gpuId;
}

constexpr qint64 kTwoPow53 = qint64(1) << 53;

} // namespace

class TestCli : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();

    void isCliInvocation_data();
    void isCliInvocation();
    void version_data();
    void version();
    void help_data();
    void help();

    void estimateAcceptance();
    void estimateJsonTypes_data();
    void estimateJsonTypes();
    void estimateKvCache_data();
    void estimateKvCache();
    void estimateText_data();
    void estimateText();

    void badArguments_data();
    void badArguments();

    void quoteJson_data();
    void quoteJson();
    void quoteWithModelCarriesEstimate();
    void quoteUnwritablePath_data();
    void quoteUnwritablePath();

    void glossarySearchJson_data();
    void glossarySearchJson();
    void glossarySearchText();
    void glossaryNoMatch();

private:
    QTemporaryDir m_dir;
};

void TestCli::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(m_dir.isValid());
    QVERIFY2(!pricedGpu().isEmpty(), "the built-in price list prices no GPU");
}

void TestCli::isCliInvocation_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<bool>("cli");
    QTest::newRow("no arguments") << QStringList{} << false;
    QTest::newRow("estimate") << words("estimate --model x") << true;
    QTest::newRow("quote") << words("quote") << true;
    QTest::newRow("glossary") << words("glossary search gpu") << true;
    QTest::newRow("help") << words("help") << true;
    QTest::newRow("--version") << words("--version") << true;
    QTest::newRow("-v") << words("-v") << true;
    QTest::newRow("--help") << words("--help") << true;
    QTest::newRow("-h") << words("-h") << true;
    QTest::newRow("screenshot") << words("--screenshot shot.png") << false;
    QTest::newRow("qt platform option") << words("-platform offscreen") << false;
    QTest::newRow("subcommand not first") << words("--json estimate") << false;
    // Any first word that is not an option is a command attempt: a typo must fail with exit code 2
    // ("unknown command") instead of silently opening the window.
    QTest::newRow("misspelt command") << words("Estimate") << true;
    QTest::newRow("unknown command") << words("frobnicate") << true;
}

void TestCli::isCliInvocation()
{
    QFETCH(QStringList, arguments);
    QFETCH(bool, cli);
    QCOMPARE(cli::isCliInvocation(QStringList{QStringLiteral("headroom")} + arguments), cli);
}

void TestCli::version_data()
{
    QTest::addColumn<QString>("flag");
    QTest::addColumn<QString>("applicationVersion");
    QTest::addColumn<QString>("expected");
    // Without an application version (as in this test binary) the build's version is used.
    QTest::newRow("--version, fallback") << QStringLiteral("--version") << QString()
                                         << QStringLiteral("headroom " HEADROOM_VERSION "\n");
    QTest::newRow("-v, fallback") << QStringLiteral("-v") << QString()
                                  << QStringLiteral("headroom " HEADROOM_VERSION "\n");
    QTest::newRow("application version wins")
        << QStringLiteral("--version") << QStringLiteral("9.8.7") << QStringLiteral("headroom 9.8.7\n");
}

void TestCli::version()
{
    QFETCH(QString, flag);
    QFETCH(QString, applicationVersion);
    QFETCH(QString, expected);
    QCoreApplication::setApplicationVersion(applicationVersion);
    const Outcome o = runCli({flag});
    QCoreApplication::setApplicationVersion(QString());
    QCOMPARE(o.exitCode, 0);
    QCOMPARE(o.out, expected);
    QVERIFY(o.err.isEmpty());
}

void TestCli::help_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QStringList>("expected");
    const QStringList all{QStringLiteral("headroom estimate --model ID --gpu ID"),
                          QStringLiteral("headroom quote --gpu ID"), QStringLiteral("headroom glossary search QUERY"),
                          QStringLiteral("--version")};
    QTest::newRow("--help") << words("--help") << all;
    QTest::newRow("-h") << words("-h") << all;
    QTest::newRow("help") << words("help") << all;
    QTest::newRow("estimate --help") << words("estimate --help")
                                     << QStringList{QStringLiteral("--kv-cache-dtype"),
                                                    QStringLiteral("--tensor-parallel"), QStringLiteral("llama-3.1-8b"),
                                                    QStringLiteral("rtx-4090")};
    QTest::newRow("quote -h") << words("quote -h")
                              << QStringList{QStringLiteral("--pdf"), QStringLiteral("--storage-gb"),
                                             QStringLiteral("--egress-gb"), QStringLiteral("--term")};
    QTest::newRow("help quote") << words("help quote") << QStringList{QStringLiteral("--pdf")};
    QTest::newRow("glossary --help") << words("glossary --help") << QStringList{QStringLiteral("--lang")};
}

void TestCli::help()
{
    QFETCH(QStringList, arguments);
    QFETCH(QStringList, expected);
    const Outcome o = runCli(arguments);
    QCOMPARE(o.exitCode, 0);
    QVERIFY2(o.err.isEmpty(), qPrintable(o.err));
    for (const QString &text : expected)
        QVERIFY2(o.out.contains(text), qPrintable(text + QStringLiteral(" missing in:\n") + o.out));
    // QCommandLineParser's own usage line would name the test binary; ours names "headroom".
    QVERIFY(o.out.startsWith(QStringLiteral("Usage: headroom")));
}

void TestCli::estimateAcceptance()
{
    QTest::failOnWarning(QRegularExpression(QStringLiteral(".*")));
    const Outcome o = runCli(words("estimate --model llama-3.1-8b --gpu rtx-4090 --context 8192 --concurrency 1 "
                                   "--kv-cache-dtype f16 --json"));
    QCOMPARE(o.exitCode, 0);
    QVERIFY2(o.err.isEmpty(), qPrintable(o.err));
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(o.out.toUtf8(), &parseError);
    QCOMPARE(parseError.error, QJsonParseError::NoError); // one JSON document, nothing around it
    QVERIFY(doc.isObject());
    QVERIFY(o.out.startsWith(u'{') && o.out.endsWith(QLatin1String("}\n")));
    const QJsonObject json = doc.object();
    const QJsonObject perDevice = json.value(QLatin1String("per_device_bytes")).toObject();

    // KV cache per token, f16 (2 bytes), Llama-3.1-8B, one GPU:
    //   32 layers x 8 KV heads x 128 head_dim x 2 (K and V) x 2 bytes = 131,072 bytes = 128 KiB.
    QCOMPARE(json.value(QLatin1String("kv_cache_bytes_per_token")).toInteger(), Q_INT64_C(131072));
    // 8192 tokens x 1 sequence x 131,072 bytes = 1,073,741,824 bytes = exactly 1 GiB.
    QCOMPARE(perDevice.value(QLatin1String("kv_cache")).toInteger(), Q_INT64_C(1073741824));
    // Written as a plain JSON integer, not 1.07e9.
    QVERIFY2(o.out.contains(QLatin1String("\"kv_cache\": 1073741824")), qPrintable(o.out));
    // bf16 weights: the published checkpoint is 16,060,522,496 bytes
    // (model.safetensors.index.json "total_size" = 8,030,261,248 parameters x 2 bytes).
    QCOMPARE(perDevice.value(QLatin1String("weights")).toInteger(), Q_INT64_C(16060522496));

    QCOMPARE(json.value(QLatin1String("model")).toString(), QStringLiteral("llama-3.1-8b"));
    QCOMPARE(json.value(QLatin1String("gpu")).toString(), QStringLiteral("rtx-4090"));
    QCOMPARE(json.value(QLatin1String("devices")).toInteger(), 1);
    QCOMPARE(json.value(QLatin1String("replicas")).toInteger(), 1);
    QCOMPARE(json.value(QLatin1String("gpus")).toInteger(), 1);
    QCOMPARE(json.value(QLatin1String("tensor_parallel")).toInteger(), 1);
    QCOMPARE(json.value(QLatin1String("context")).toInteger(), 8192);
    QCOMPARE(json.value(QLatin1String("concurrency")).toInteger(), 1);
    QCOMPARE(json.value(QLatin1String("weights_precision")).toString(), QStringLiteral("bf16"));
    QCOMPARE(json.value(QLatin1String("kv_cache_dtype")).toString(), QStringLiteral("f16"));

    // The parts add up, and headroom = usable - total.
    qint64 sum = 0;
    for (const char *key : {"weights", "kv_cache", "activations", "runtime"})
        sum += perDevice.value(QLatin1String(key)).toInteger();
    const qint64 total = json.value(QLatin1String("total_per_device_bytes")).toInteger();
    const qint64 usable = json.value(QLatin1String("usable_per_device_bytes")).toInteger();
    QCOMPARE(total, sum);
    QCOMPARE(json.value(QLatin1String("headroom_bytes")).toInteger(), usable - total);
    // 16.06e9 weights + 1 GiB KV + 0.5 GiB runtime + well under 1 GiB activations < 17.7e9 bytes;
    // an RTX 4090 has 24 GB: it fits.
    QVERIFY(usable > Q_INT64_C(24000000000) - Q_INT64_C(1000000000));
    QCOMPARE(json.value(QLatin1String("fits")).toBool(), true);
    QVERIFY(json.value(QLatin1String("max_concurrency")).toInteger() >= 1);
}

void TestCli::estimateJsonTypes_data()
{
    QTest::addColumn<QString>("key");
    QTest::addColumn<int>("type");   // QJsonValue::Type
    QTest::addColumn<bool>("bytes"); // an integer byte count that must stay exact (<= 2^53)
    const auto row = [](const char *key, QJsonValue::Type type, bool bytes) {
        QTest::newRow(key) << QString::fromUtf8(key) << int(type) << bytes;
    };
    row("model", QJsonValue::String, false);
    row("gpu", QJsonValue::String, false);
    row("devices", QJsonValue::Double, false);
    row("replicas", QJsonValue::Double, false);
    row("gpus", QJsonValue::Double, false);
    row("tensor_parallel", QJsonValue::Double, false);
    row("per_device_bytes", QJsonValue::Object, false);
    row("per_device_bytes/weights", QJsonValue::Double, true);
    row("per_device_bytes/kv_cache", QJsonValue::Double, true);
    row("per_device_bytes/activations", QJsonValue::Double, true);
    row("per_device_bytes/runtime", QJsonValue::Double, true);
    row("total_per_device_bytes", QJsonValue::Double, true);
    row("usable_per_device_bytes", QJsonValue::Double, true);
    row("headroom_bytes", QJsonValue::Double, true);
    row("fits", QJsonValue::Bool, false);
    row("kv_cache_bytes_per_token", QJsonValue::Double, true);
    row("max_concurrency", QJsonValue::Double, true);
    row("context", QJsonValue::Double, true);
    row("concurrency", QJsonValue::Double, true);
    row("weights_precision", QJsonValue::String, false);
    row("kv_cache_dtype", QJsonValue::String, false);
    row("assumptions", QJsonValue::Array, false);
}

void TestCli::estimateJsonTypes()
{
    QFETCH(QString, key);
    QFETCH(int, type);
    QFETCH(bool, bytes);
    // A large configuration, so byte counts are far from small-number coincidences.
    const Outcome o = runCli(words("estimate --model llama-3.1-70b --gpu h100-80gb --gpus 8 --tensor-parallel 4 "
                                   "--context 32768 --concurrency 4 --json"));
    QCOMPARE(o.exitCode, 0);
    const QJsonObject json = QJsonDocument::fromJson(o.out.toUtf8()).object();
    QJsonValue value;
    const QStringList path = key.split(u'/');
    value = json.value(path.constFirst());
    if (path.size() == 2)
        value = value.toObject().value(path.at(1));
    QCOMPARE(int(value.type()), type);
    if (type == QJsonValue::Double) {
        // Every number in the contract is an integer.
        const double d = value.toDouble();
        QCOMPARE(std::floor(d), d);
        QCOMPARE(double(value.toInteger()), d);
    }
    if (bytes)
        QVERIFY(std::abs(value.toInteger()) <= kTwoPow53);
    if (key == QLatin1String("assumptions")) {
        for (const QJsonValue &a : value.toArray())
            QVERIFY(a.isString() && !a.toString().isEmpty());
    }
}

void TestCli::estimateKvCache_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<qint64>("perToken");
    QTest::addColumn<qint64>("kvCache");
    QTest::addColumn<int>("devices");
    QTest::addColumn<int>("replicas");

    // f16 = 2 bytes: 32 layers x 8 KV heads x 128 x 2 (K, V) x 2 = 131,072; x 8192 tokens = 1,073,741,824.
    QTest::newRow("8B f16 8k") << words("--model llama-3.1-8b --gpu rtx-4090 --context 8192") << Q_INT64_C(131072)
                               << Q_INT64_C(1073741824) << 1 << 1;
    // fp8 = 1 byte: 32 x 8 x 128 x 2 x 1 = 65,536; x 4096 tokens x 2 sequences = 536,870,912.
    QTest::newRow("8B fp8 4k x2") << words("--model llama-3.1-8b --gpu rtx-4090 --kv-cache-dtype fp8 --context 4096 "
                                           "--concurrency 2")
                                  << Q_INT64_C(65536) << Q_INT64_C(536870912) << 1 << 1;
    // q8_0: 32 values in a 34-byte block; one head row of 128 values = 4 blocks = 136 bytes:
    //   32 x 8 x 2 x 136 = 69,632; x 4096 = 285,212,672.
    QTest::newRow("8B q8_0 4k") << words("--model llama-3.1-8b --gpu rtx-4090 --kv-cache-dtype q8_0 --context 4096")
                                << Q_INT64_C(69632) << Q_INT64_C(285212672) << 1 << 1;
    // q4_0: 32 values in an 18-byte block; 128 values = 72 bytes: 32 x 8 x 2 x 72 = 36,864; x 1000 = 36,864,000.
    QTest::newRow("8B q4_0 1000") << words("--model llama-3.1-8b --gpu rtx-4090 --kv-cache-dtype q4_0 --context 1000")
                                  << Q_INT64_C(36864) << Q_INT64_C(36864000) << 1 << 1;
    // Tensor parallel 4 splits the 8 KV heads, 2 per GPU: 80 x 2 x 128 x 2 x 2 = 81,920; x 8192 = 671,088,640.
    QTest::newRow("70B TP4 on 4") << words("--model llama-3.1-70b --gpu h100-80gb --gpus 4 --tensor-parallel 4 "
                                           "--context 8192")
                                  << Q_INT64_C(81920) << Q_INT64_C(671088640) << 4 << 1;
    // --tensor-parallel defaults to --gpus: same as above.
    QTest::newRow("70B 4 GPUs, TP default") << words("--model llama-3.1-70b --gpu h100-80gb --gpus 4 --context 8192")
                                            << Q_INT64_C(81920) << Q_INT64_C(671088640) << 4 << 1;
    // 8 GPUs as 2 replicas of TP 4: the per-GPU figures do not change, replicas do.
    QTest::newRow("70B TP4 on 8") << words("--model llama-3.1-70b --gpu h100-80gb --gpus 8 --tensor-parallel 4 "
                                           "--context 8192")
                                  << Q_INT64_C(81920) << Q_INT64_C(671088640) << 4 << 2;
}

void TestCli::estimateKvCache()
{
    QFETCH(QStringList, arguments);
    QFETCH(qint64, perToken);
    QFETCH(qint64, kvCache);
    QFETCH(int, devices);
    QFETCH(int, replicas);
    const Outcome o =
        runCli(QStringList{QStringLiteral("estimate")} + arguments + QStringList{QStringLiteral("--json")});
    QCOMPARE(o.exitCode, 0);
    QVERIFY2(o.err.isEmpty(), qPrintable(o.err));
    const QJsonObject json = QJsonDocument::fromJson(o.out.toUtf8()).object();
    QCOMPARE(json.value(QLatin1String("kv_cache_bytes_per_token")).toInteger(), perToken);
    QCOMPARE(json.value(QLatin1String("per_device_bytes")).toObject().value(QLatin1String("kv_cache")).toInteger(),
             kvCache);
    QCOMPARE(json.value(QLatin1String("devices")).toInteger(), devices);
    QCOMPARE(json.value(QLatin1String("replicas")).toInteger(), replicas);
}

void TestCli::estimateText_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<bool>("fits");
    QTest::addColumn<QString>("kvCacheGiB");
    // 1,073,741,824 bytes / 2^30 = 1.00 GiB.
    QTest::newRow("8B on 4090 fits") << words("--model llama-3.1-8b --gpu rtx-4090 --context 8192") << true
                                     << QStringLiteral("1.00");
    // 70.6e9 parameters x 2 bytes = 141 GB of bf16 weights on one 24 GB GPU: does not fit.
    // KV: 80 x 8 x 128 x 2 x 2 = 327,680 bytes/token x 4096 = 1,342,177,280 = 1.25 GiB.
    QTest::newRow("70B on one 4090") << words("--model llama-3.1-70b --gpu rtx-4090") << false
                                     << QStringLiteral("1.25");
}

void TestCli::estimateText()
{
    QFETCH(QStringList, arguments);
    QFETCH(bool, fits);
    QFETCH(QString, kvCacheGiB);
    const Outcome o = runCli(QStringList{QStringLiteral("estimate")} + arguments);
    QCOMPARE(o.exitCode, 0);
    QVERIFY2(o.err.isEmpty(), qPrintable(o.err));
    QVERIFY(o.out.contains(QLatin1String("GiB")));
    QVERIFY2(o.out.contains(QRegularExpression(QStringLiteral("KV cache\\s+") + QRegularExpression::escape(kvCacheGiB) +
                                               QStringLiteral("\\n"))),
             qPrintable(o.out));
    QCOMPARE(o.out.contains(QLatin1String("does not fit")), !fits);
    QCOMPARE(o.out.contains(QLatin1String("Result: fits")), fits);
    QVERIFY(o.out.contains(QRegularExpression(QStringLiteral("Headroom\\s+-?\\d+\\.\\d\\d\\n"))));
}

void TestCli::badArguments_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("mentions"); // text the one error line must contain ("" = any)

    const QString gpu = pricedGpu();
    const QString pdf = m_dir.filePath(QStringLiteral("never-written.pdf"));
    const auto quote = [&](const char *extra) {
        return QStringList{QStringLiteral("quote"), QStringLiteral("--gpu"), gpu, QStringLiteral("--pdf"), pdf} +
               words(extra);
    };

    QTest::newRow("no command") << QStringList{} << QString();
    QTest::newRow("unknown subcommand") << words("frobnicate --json") << QStringLiteral("frobnicate");
    QTest::newRow("help for unknown command") << words("help frobnicate") << QStringLiteral("frobnicate");
    QTest::newRow("unknown model lists ids")
        << words("estimate --model gpt-9 --gpu rtx-4090") << QStringLiteral("llama-3.1-8b");
    QTest::newRow("unknown gpu lists ids")
        << words("estimate --model llama-3.1-8b --gpu tpu-v9") << QStringLiteral("rtx-4090");
    QTest::newRow("missing --model") << words("estimate --gpu rtx-4090") << QStringLiteral("--model");
    QTest::newRow("missing --gpu") << words("estimate --model llama-3.1-8b") << QStringLiteral("--gpu");
    QTest::newRow("missing option value") << words("estimate --gpu rtx-4090 --model") << QStringLiteral("model");
    QTest::newRow("unknown option") << words("estimate --model llama-3.1-8b --gpu rtx-4090 --frobnicate")
                                    << QStringLiteral("frobnicate");
    QTest::newRow("unexpected argument") << words("estimate llama --model llama-3.1-8b --gpu rtx-4090")
                                         << QStringLiteral("llama");
    QTest::newRow("--gpus 0") << words("estimate --model llama-3.1-8b --gpu rtx-4090 --gpus 0")
                              << QStringLiteral("--gpus");
    QTest::newRow("--gpus -1") << words("estimate --model llama-3.1-8b --gpu rtx-4090 --gpus -1")
                               << QStringLiteral("--gpus");
    QTest::newRow("--gpus huge") << words("estimate --model llama-3.1-8b --gpu rtx-4090 --gpus 99999999999999999999")
                                 << QStringLiteral("--gpus");
    QTest::newRow("--context abc") << words("estimate --model llama-3.1-8b --gpu rtx-4090 --context abc")
                                   << QStringLiteral("abc");
    QTest::newRow("--context 1.5") << words("estimate --model llama-3.1-8b --gpu rtx-4090 --context 1.5")
                                   << QStringLiteral("--context");
    QTest::newRow("--context 0") << words("estimate --model llama-3.1-8b --gpu rtx-4090 --context 0")
                                 << QStringLiteral("--context");
    // max_position_embeddings of Llama-3.1-8B is 131,072.
    QTest::newRow("--context above max") << words("estimate --model llama-3.1-8b --gpu rtx-4090 --context 131073")
                                         << QStringLiteral("131072");
    QTest::newRow("--concurrency 0") << words("estimate --model llama-3.1-8b --gpu rtx-4090 --concurrency 0")
                                     << QStringLiteral("--concurrency");
    QTest::newRow("--weights int3") << words("estimate --model llama-3.1-8b --gpu rtx-4090 --weights int3")
                                    << QStringLiteral("int3");
    QTest::newRow("--kv-cache-dtype q5_1") << words("estimate --model llama-3.1-8b --gpu rtx-4090 "
                                                    "--kv-cache-dtype q5_1")
                                           << QStringLiteral("q5_1");
    QTest::newRow("--tensor-parallel 3 --gpus 4")
        << words("estimate --model llama-3.1-70b --gpu h100-80gb --gpus 4 --tensor-parallel 3") << QString();
    QTest::newRow("--tensor-parallel above --gpus")
        << words("estimate --model llama-3.1-70b --gpu h100-80gb --gpus 4 --tensor-parallel 8") << QString();
    // fit::validate: 3 does not divide the 32 attention heads of Llama-3.1-8B.
    QTest::newRow("TP not dividing the heads")
        << words("estimate --model llama-3.1-8b --gpu rtx-4090 --gpus 3 --tensor-parallel 3") << QString();

    QTest::newRow("quote missing --pdf") << QStringList{QStringLiteral("quote"), QStringLiteral("--gpu"), gpu,
                                                        QStringLiteral("--term"), QStringLiteral("week")}
                                         << QStringLiteral("--pdf");
    QTest::newRow("quote missing --term") << quote("") << QStringLiteral("--term");
    QTest::newRow("quote --term year") << quote("--term year") << QStringLiteral("year");
    QTest::newRow("quote --terms 0") << quote("--term day --terms 0") << QStringLiteral("--terms");
    QTest::newRow("quote --storage-gb -5") << quote("--term day --storage-gb -5") << QStringLiteral("--storage-gb");
    QTest::newRow("quote --egress-gb x") << quote("--term day --egress-gb x") << QStringLiteral("--egress-gb");
    QTest::newRow("quote --context without --model") << quote("--term day --context 4096") << QStringLiteral("--model");
    QTest::newRow("quote unknown model") << quote("--term day --model gpt-9") << QStringLiteral("gpt-9");
    QTest::newRow("quote missing --gpu") << QStringList{QStringLiteral("quote"), QStringLiteral("--term"),
                                                        QStringLiteral("day"), QStringLiteral("--pdf"), pdf}
                                         << QStringLiteral("--gpu");

    QTest::newRow("glossary without command") << words("glossary") << QStringLiteral("search");
    QTest::newRow("glossary unknown command") << words("glossary find gpu") << QStringLiteral("find");
    QTest::newRow("glossary missing query") << words("glossary search") << QStringLiteral("QUERY");
    QTest::newRow("glossary --lang de") << words("glossary search gpu --lang de") << QStringLiteral("de");
}

void TestCli::badArguments()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, mentions);
    QTest::failOnWarning(QRegularExpression(QStringLiteral(".*"))); // no Qt warning dump either
    const Outcome o = runCli(arguments);
    QCOMPARE(o.exitCode, 2);
    QVERIFY2(o.out.isEmpty(), qPrintable(o.out));
    QVERIFY2(o.err.startsWith(QLatin1String("headroom: ")), qPrintable(o.err));
    QVERIFY2(o.err.endsWith(u'\n') && o.err.count(u'\n') == 1, qPrintable(o.err));
    QVERIFY(o.err.size() > QStringLiteral("headroom: \n").size());
    if (!mentions.isEmpty())
        QVERIFY2(o.err.contains(mentions), qPrintable(o.err));
    QVERIFY(!QFile::exists(m_dir.filePath(QStringLiteral("never-written.pdf"))));
}

void TestCli::quoteJson_data()
{
    QTest::addColumn<QString>("term");
    QTest::addColumn<int>("gpus");
    QTest::addColumn<int>("terms");
    QTest::addColumn<int>("storageGb");
    QTest::addColumn<int>("egressGb");
    QTest::addColumn<qint64>("periodHours");
    QTest::addColumn<qint64>("gpuHours");
    // week = 7 x 24 = 168 h: 3 weeks = 504 h; 2 GPUs -> 1,008 GPU-hours.
    QTest::newRow("2 GPUs x 3 weeks") << QStringLiteral("week") << 2 << 3 << 0 << 0 << Q_INT64_C(504)
                                      << Q_INT64_C(1008);
    // 5 hours, 1 GPU -> 5 GPU-hours.
    QTest::newRow("1 GPU x 5 hours") << QStringLiteral("hour") << 1 << 5 << 0 << 0 << Q_INT64_C(5) << Q_INT64_C(5);
    // day = 24 h: 2 days = 48 h; 4 GPUs -> 192 GPU-hours; with storage and egress lines.
    QTest::newRow("4 GPUs x 2 days + options")
        << QStringLiteral("day") << 4 << 2 << 500 << 120 << Q_INT64_C(48) << Q_INT64_C(192);
    // month = 30 days = 720 h.
    QTest::newRow("1 GPU x 1 month + storage")
        << QStringLiteral("month") << 1 << 1 << 1000 << 0 << Q_INT64_C(720) << Q_INT64_C(720);
}

void TestCli::quoteJson()
{
    QFETCH(QString, term);
    QFETCH(int, gpus);
    QFETCH(int, terms);
    QFETCH(int, storageGb);
    QFETCH(int, egressGb);
    QFETCH(qint64, periodHours);
    QFETCH(qint64, gpuHours);

    const QString pdf = m_dir.filePath(QStringLiteral("quote-%1-%2-%3.pdf").arg(term).arg(gpus).arg(terms));
    const Outcome o = runCli({QStringLiteral("quote"), QStringLiteral("--gpu"), pricedGpu(), QStringLiteral("--gpus"),
                              QString::number(gpus), QStringLiteral("--term"), term, QStringLiteral("--terms"),
                              QString::number(terms), QStringLiteral("--storage-gb"), QString::number(storageGb),
                              QStringLiteral("--egress-gb"), QString::number(egressGb), QStringLiteral("--pdf"), pdf,
                              QStringLiteral("--json")});
    QCOMPARE(o.exitCode, 0);
    QVERIFY2(o.err.isEmpty(), qPrintable(o.err));
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(o.out.toUtf8(), &parseError);
    QCOMPARE(parseError.error, QJsonParseError::NoError);
    QVERIFY(doc.isObject());
    const QJsonObject json = doc.object();

    QVERIFY(!json.value(QLatin1String("reference")).toString().isEmpty());
    const QDate date = QDate::fromString(json.value(QLatin1String("date")).toString(), Qt::ISODate);
    QVERIFY(date.isValid());
    QVERIFY(qAbs(date.daysTo(QDate::currentDate())) <= 1);
    QCOMPARE(json.value(QLatin1String("gpu")).toString(), pricedGpu());
    QCOMPARE(json.value(QLatin1String("gpus")).toInteger(), gpus);
    QCOMPARE(json.value(QLatin1String("term")).toString(), term);
    QCOMPARE(json.value(QLatin1String("terms")).toInteger(), terms);
    QCOMPARE(json.value(QLatin1String("hours")).toInteger(), gpuHours);
    QCOMPARE(json.value(QLatin1String("period_hours")).toInteger(), periodHours);
    const QString currency = json.value(QLatin1String("currency")).toString();
    QCOMPARE(currency.size(), 3);
    QVERIFY(json.value(QLatin1String("example_data")).isBool());

    const QJsonArray lines = json.value(QLatin1String("lines")).toArray();
    QVERIFY(!lines.isEmpty());
    qint64 sum = 0;
    QStringList kinds;
    for (const QJsonValue &v : lines) {
        const QJsonObject line = v.toObject();
        for (const char *key : {"kind", "description", "unit"})
            QVERIFY2(line.value(QLatin1String(key)).isString(), key);
        for (const char *key : {"quantity", "quantity_divisor", "unit_price_micros", "amount_minor"}) {
            const QJsonValue n = line.value(QLatin1String(key));
            QVERIFY2(n.isDouble() && double(n.toInteger()) == n.toDouble(), key);
        }
        kinds << line.value(QLatin1String("kind")).toString();
        if (kinds.constLast() == QLatin1String("gpu")) {
            QCOMPARE(line.value(QLatin1String("quantity")).toInteger(), gpuHours);
            QCOMPARE(line.value(QLatin1String("quantity_divisor")).toInteger(), 1);
        }
        sum += line.value(QLatin1String("amount_minor")).toInteger();
    }
    QCOMPARE(kinds.count(QStringLiteral("gpu")), 1);
    if (storageGb > 0)
        QVERIFY(kinds.contains(QStringLiteral("storage")));
    if (egressGb > 0)
        QVERIFY(kinds.contains(QStringLiteral("egress")));
    QCOMPARE(json.value(QLatin1String("total_minor")).toInteger(), sum);
    QVERIFY(sum > 0);
    QVERIFY2(json.value(QLatin1String("total")).toString().contains(currency),
             qPrintable(json.value(QLatin1String("total")).toString()));
    QVERIFY(!json.contains(QLatin1String("estimate")));

    QCOMPARE(json.value(QLatin1String("pdf")).toString(), QFileInfo(pdf).absoluteFilePath());
    QFile file(pdf);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QVERIFY(file.read(5) == "%PDF-");
}

void TestCli::quoteWithModelCarriesEstimate()
{
    const QString pdf = m_dir.filePath(QStringLiteral("quote-with-model.pdf"));
    const QStringList scenario = words("--model llama-3.1-8b --context 8192 --concurrency 1");
    const Outcome q =
        runCli(QStringList{QStringLiteral("quote"), QStringLiteral("--gpu"), pricedGpu(), QStringLiteral("--term"),
                           QStringLiteral("hour"), QStringLiteral("--pdf"), pdf, QStringLiteral("--json")} +
               scenario);
    QCOMPARE(q.exitCode, 0);
    QVERIFY2(q.err.isEmpty(), qPrintable(q.err));
    QVERIFY(QFile::exists(pdf));
    const QJsonObject estimate =
        QJsonDocument::fromJson(q.out.toUtf8()).object().value(QLatin1String("estimate")).toObject();
    // 32 x 8 x 128 x 2 x 2 bytes x 8192 tokens = 1 GiB, whatever the GPU.
    QCOMPARE(estimate.value(QLatin1String("per_device_bytes")).toObject().value(QLatin1String("kv_cache")).toInteger(),
             Q_INT64_C(1073741824));

    // The same object `headroom estimate --json` prints for the same scenario.
    const Outcome e =
        runCli(QStringList{QStringLiteral("estimate"), QStringLiteral("--gpu"), pricedGpu(), QStringLiteral("--json")} +
               scenario);
    QCOMPARE(e.exitCode, 0);
    QCOMPARE(estimate, QJsonDocument::fromJson(e.out.toUtf8()).object());
}

void TestCli::quoteUnwritablePath_data()
{
    QTest::addColumn<QString>("pdf");
    QTest::addColumn<QString>("readOnlyDir"); // made read-only for the row, "" for none
    QTest::newRow("missing directory") << m_dir.filePath(QStringLiteral("no/such/dir/quote.pdf")) << QString();
    QTest::newRow("path is a directory") << m_dir.path() << QString();
    QTest::newRow("read-only directory") << m_dir.filePath(QStringLiteral("ro/quote.pdf"))
                                         << m_dir.filePath(QStringLiteral("ro"));
}

void TestCli::quoteUnwritablePath()
{
    QFETCH(QString, pdf);
    QFETCH(QString, readOnlyDir);
    if (!readOnlyDir.isEmpty()) {
        QVERIFY(QDir().mkpath(readOnlyDir));
        QVERIFY(QFile::setPermissions(readOnlyDir, QFile::ReadOwner | QFile::ExeOwner));
        QFile probe(QDir(readOnlyDir).filePath(QStringLiteral("probe")));
        if (probe.open(QIODevice::WriteOnly)) { // root ignores permissions
            probe.remove();
            QSKIP("directory permissions are not enforced for this user");
        }
    }
    const Outcome o = runCli({QStringLiteral("quote"), QStringLiteral("--gpu"), pricedGpu(), QStringLiteral("--term"),
                              QStringLiteral("week"), QStringLiteral("--pdf"), pdf, QStringLiteral("--json")});
    if (!readOnlyDir.isEmpty())
        QFile::setPermissions(readOnlyDir, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
    QCOMPARE(o.exitCode, 1);
    QVERIFY2(o.out.isEmpty(), qPrintable(o.out));
    QVERIFY2(o.err.startsWith(QLatin1String("headroom: ")), qPrintable(o.err));
    QVERIFY2(o.err.endsWith(u'\n') && o.err.count(u'\n') == 1, qPrintable(o.err));
    QVERIFY(!QFileInfo(pdf).isFile());
}

void TestCli::glossarySearchJson_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("conceptId");
    QTest::addColumn<QString>("tier"); // expected tier of that hit, "" = any
    QTest::addColumn<bool>("first");   // must it be the first hit?
    QTest::newRow("kv cache, en") << QStringList{QStringLiteral("kv cache")} << QStringLiteral("en")
                                  << QStringLiteral("kv-cache") << QStringLiteral("exact") << true;
    // Words given separately are one query.
    QTest::newRow("kv cache, two words, nl")
        << words("kv cache --lang nl") << QStringLiteral("nl") << QStringLiteral("kv-cache") << QString() << true;
    // Turkish "önbellek" (cache) typed without the dotted o.
    QTest::newRow("onbellek, tr") << words("onbellek --lang tr") << QStringLiteral("tr") << QStringLiteral("kv-cache")
                                  << QString() << false;
}

void TestCli::glossarySearchJson()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, language);
    QFETCH(QString, conceptId);
    QFETCH(QString, tier);
    QFETCH(bool, first);
    const Outcome o = runCli(QStringList{QStringLiteral("glossary"), QStringLiteral("search")} + arguments +
                             QStringList{QStringLiteral("--json")});
    QCOMPARE(o.exitCode, 0);
    QVERIFY2(o.err.isEmpty(), qPrintable(o.err));
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(o.out.toUtf8(), &parseError);
    QCOMPARE(parseError.error, QJsonParseError::NoError);
    QVERIFY(doc.isArray());
    const QJsonArray hits = doc.array();
    QVERIFY(!hits.isEmpty());

    const QStringList tiers{QStringLiteral("exact"), QStringLiteral("prefix"), QStringLiteral("synonym"),
                            QStringLiteral("substring"), QStringLiteral("definition")};
    qsizetype found = -1;
    for (qsizetype i = 0; i < hits.size(); ++i) {
        const QJsonObject hit = hits.at(i).toObject();
        const QString matched = hit.value(QLatin1String("matched_term")).toString();
        QVERIFY(!hit.value(QLatin1String("concept_id")).toString().isEmpty());
        QVERIFY(!hit.value(QLatin1String("term")).toString().isEmpty());
        QVERIFY(!matched.isEmpty());
        QVERIFY(QStringList({QStringLiteral("nl"), QStringLiteral("en"), QStringLiteral("tr")})
                    .contains(hit.value(QLatin1String("matched_language")).toString()));
        QVERIFY(tiers.contains(hit.value(QLatin1String("tier")).toString()));
        const QJsonObject highlight = hit.value(QLatin1String("highlight")).toObject();
        QVERIFY(highlight.value(QLatin1String("start")).isDouble());
        QVERIFY(highlight.value(QLatin1String("length")).isDouble());
        const qint64 start = highlight.value(QLatin1String("start")).toInteger();
        const qint64 length = highlight.value(QLatin1String("length")).toInteger();
        QVERIFY(start >= 0 && length >= 0 && start + length <= matched.size());
        if (found < 0 && hit.value(QLatin1String("concept_id")).toString() == conceptId)
            found = i;
    }
    QVERIFY2(found >= 0, qPrintable(o.out));
    if (first)
        QCOMPARE(found, 0);
    const QJsonObject hit = hits.at(found).toObject();
    if (!tier.isEmpty())
        QCOMPARE(hit.value(QLatin1String("tier")).toString(), tier);
    // "term" is the preferred term in --lang, straight from the termbase.
    for (const glossary::Concept &c : glossary::Termbase::builtIn().concepts()) {
        if (c.id == conceptId)
            QCOMPARE(hit.value(QLatin1String("term")).toString(), c.term(language));
    }
}

void TestCli::glossarySearchText()
{
    const Outcome o = runCli({QStringLiteral("glossary"), QStringLiteral("search"), QStringLiteral("kv cache")});
    QCOMPARE(o.exitCode, 0);
    QVERIFY2(o.err.isEmpty(), qPrintable(o.err));
    const QStringList lines = o.out.split(u'\n', Qt::SkipEmptyParts);
    QVERIFY(!lines.isEmpty());
    // "term — matched_term (lang, tier)"
    const QRegularExpression shape(
        QStringLiteral("^.+ \u2014 .+ \\((nl|en|tr), (exact|prefix|synonym|substring|definition)\\)$"));
    for (const QString &line : lines)
        QVERIFY2(shape.match(line).hasMatch(), qPrintable(line));
    QVERIFY2(lines.constFirst().endsWith(QLatin1String("(en, exact)")), qPrintable(lines.constFirst()));
}

void TestCli::glossaryNoMatch()
{
    const Outcome json = runCli(words("glossary search qqxzqqxz --json"));
    QCOMPARE(json.exitCode, 0);
    QVERIFY(json.err.isEmpty());
    const QJsonDocument doc = QJsonDocument::fromJson(json.out.toUtf8());
    QVERIFY(doc.isArray());
    QVERIFY(doc.array().isEmpty());

    const Outcome text = runCli(words("glossary search qqxzqqxz"));
    QCOMPARE(text.exitCode, 0);
    QVERIFY(text.out.contains(QLatin1String("qqxzqqxz")));
}

QTEST_MAIN(TestCli)
#include "tst_cli.moc"
