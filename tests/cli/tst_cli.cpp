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
//   Gemma-2-9B-it https://huggingface.co/google/gemma-2-9b-it/blob/main/config.json
//     (tests/data/configs/gemma-2-9b-it.json): num_hidden_layers 42, num_key_value_heads 8, head_dim 256,
//     sliding_window 4096, max_position_embeddings 8192; transformers Gemma2Config layer_types: even
//     layers sliding, odd layers full -> 21 + 21
// GGML KV block sizes (ggml/src/ggml-common.h): 32 values per block; q8_0 34 bytes, q4_0 18, q4_1 20,
// q5_0 22, q5_1 24, iq4_nl 18. A row of 8 KV heads x 128 = 1024 values is 32 blocks.

#include <catalog/catalog.h>
#include <cli/cli.h>
#include <cli/commandline.h>
#include <glossary/termbase.h>

#include <QCoreApplication>
#include <QDate>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTextStream>
#include <QVariantMap>

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
constexpr qint64 kGiB = qint64(1) << 30;

QString configDir()
{
    return QStringLiteral(HEADROOM_SOURCE_DIR "/tests/data/configs");
}

QString configPath(const char *file)
{
    return configDir() + u'/' + QString::fromUtf8(file);
}

// A value of a JSON object by "key" or "key/subkey".
QJsonValue jsonAt(const QJsonObject &json, const QString &key)
{
    // "key/subkey", or "key/N/subkey" into an array of objects.
    const QStringList path = key.split(u'/');
    QJsonValue value = json.value(path.constFirst());
    for (qsizetype i = 1; i < path.size(); ++i) {
        bool index = false;
        const int n = path.at(i).toInt(&index);
        value = index && value.isArray() ? value.toArray().at(n) : value.toObject().value(path.at(i));
    }
    return value;
}

// Every top-level key `headroom estimate --json` prints, with its JSON type (jsonformat.h).
const QList<std::pair<const char *, QJsonValue::Type>> &estimateContract()
{
    static const QList<std::pair<const char *, QJsonValue::Type>> keys{
        {"model", QJsonValue::String},
        {"model_name", QJsonValue::String},
        {"gpu", QJsonValue::String},
        {"gpus", QJsonValue::Double},
        {"tensor_parallel", QJsonValue::Double},
        {"devices", QJsonValue::Double},
        {"replicas", QJsonValue::Double},
        {"weights_precision", QJsonValue::String},
        {"kv_cache_dtype", QJsonValue::String},
        {"context", QJsonValue::Double},
        {"concurrency", QJsonValue::Double},
        {"per_device_bytes", QJsonValue::Object},
        {"total_per_device_bytes", QJsonValue::Double},
        {"usable_per_device_bytes", QJsonValue::Double},
        {"headroom_bytes", QJsonValue::Double},
        {"fits", QJsonValue::Bool},
        {"kv_cache_bytes_per_token", QJsonValue::Double},
        {"max_concurrency", QJsonValue::Double},
        {"assumptions", QJsonValue::Array},
        {"engine", QJsonValue::String},
        {"weights_format", QJsonValue::String},
        {"weights_format_label", QJsonValue::String},
        {"weights_approximate", QJsonValue::Bool},
        {"weights_source", QJsonValue::String},
        {"kv_cache_dtype_k", QJsonValue::String},
        {"kv_cache_dtype_v", QJsonValue::String},
        {"kv_cache_by_attention", QJsonValue::Object},
        {"binding_constraint", QJsonValue::String},
        {"kv_cache_tokens_allocated", QJsonValue::Double},
        {"kv_cache_tokens_capacity", QJsonValue::Double},
        {"max_context", QJsonValue::Double},
        {"max_context_binding", QJsonValue::String},
        {"min_gpus", QJsonValue::Double},
        {"min_gpus_binding", QJsonValue::String},
        {"available_kv_cache_bytes", QJsonValue::Double},
        {"engine_context_tokens", QJsonValue::Double},
        {"host_bytes", QJsonValue::Double},
        {"kv_cache_blocks", QJsonValue::Double},
        {"kv_cache_blocks_per_sequence", QJsonValue::Double},
        {"cuda_graph_bytes", QJsonValue::Double},
        // Placements (issue 14).
        {"devices_bytes", QJsonValue::Array},
        {"binding_device", QJsonValue::Double},
        {"host_breakdown_bytes", QJsonValue::Object},
    };
    return keys;
}

const char *const kPerDeviceKeys[] = {"weights", "kv_cache", "activations", "runtime", "engine_reserve"};
const char *const kAttentionKeys[] = {"full_attention", "sliding_window", "chunked_local", "mla"};

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
    void helpIsGroupedAndWrapsAtSpaces_data();
    void helpIsGroupedAndWrapsAtSpaces();
    void wrapKeepsWordsWhole();

    void estimateAcceptance();
    void estimateJsonTypes_data();
    void estimateJsonTypes();
    void estimateKvCache_data();
    void estimateKvCache();
    void estimateText_data();
    void estimateText();
    void estimateConfigs_data();
    void estimateConfigs();
    void estimateEngines_data();
    void estimateEngines();
    void estimateEngineText_data();
    void estimateEngineText();
    void estimateThroughput_data();
    void estimateThroughput();
    void estimateThroughputText();
    void estimateThroughputUnknown();

    void badArguments_data();
    void badArguments();
    void gpuCatalogFile();
    void gpuCatalogErrors_data();
    void gpuCatalogErrors();

    void quoteJson_data();
    void quoteJson();
    void quoteWithModelCarriesEstimate_data();
    void quoteWithModelCarriesEstimate();
    void quoteUnwritablePath_data();
    void quoteUnwritablePath();

    void glossarySearchJson_data();
    void glossarySearchJson();
    void glossarySearchText();
    void glossaryNoMatch();

    void estimateEngineVersion();

private:
    /// The quote history of this test run (quote commands never touch the user's).
    QString store() const { return m_dir.filePath(QStringLiteral("quotes.sqlite")); }
    QTemporaryDir m_dir;
};

void TestCli::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(m_dir.isValid());
    QVERIFY2(!pricedGpu().isEmpty(), "the built-in price list prices no GPU");

    // Config files the importer must reject, or whose quantization Headroom cannot price.
    const auto write = [this](const char *name, const QByteArray &content) {
        QFile file(m_dir.filePath(QString::fromUtf8(name)));
        QVERIFY(file.open(QIODevice::WriteOnly));
        QCOMPARE(file.write(content), content.size());
    };
    write("truncated.json", QByteArrayLiteral("{\"model_type\": \"llama\", \"num_hidden_layers\": 32,"));
    write("no-hidden-size.json", QByteArrayLiteral("{\"model_type\": \"llama\", \"num_hidden_layers\": 32, "
                                                   "\"num_attention_heads\": 32, \"vocab_size\": 128256}"));
    QFile llama(configPath("llama-3.1-8b.json"));
    QVERIFY(llama.open(QIODevice::ReadOnly));
    QJsonObject hqq = QJsonDocument::fromJson(llama.readAll()).object();
    QVERIFY(!hqq.isEmpty());
    hqq.insert(QLatin1String("quantization_config"),
               QJsonObject{{QLatin1String("quant_method"), QLatin1String("hqq")}, {QLatin1String("nbits"), 4}});
    write("hqq.json", QJsonDocument(hqq).toJson());
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
    QTest::newRow("estimate --help, engine options") << words("estimate --help")
                                                     << QStringList{QStringLiteral("--engine"),
                                                                    QStringLiteral("vllm"),
                                                                    QStringLiteral("--gpu-memory-utilization"),
                                                                    QStringLiteral("--max-num-batched-tokens"),
                                                                    QStringLiteral("--ubatch"),
                                                                    QStringLiteral("--flash-attention"),
                                                                    QStringLiteral("--kv-cache-dtype-k"),
                                                                    QStringLiteral("--kv-cache-dtype-v"),
                                                                    QStringLiteral("--gpu-memory-gib"),
                                                                    QStringLiteral("config.json")};
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

void TestCli::helpIsGroupedAndWrapsAtSpaces_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QStringList>("groups");
    QTest::newRow("estimate") << words("estimate --help")
                              << QStringList{QStringLiteral("Options:"),
                                             QStringLiteral("Model and workload:"),
                                             QStringLiteral("GPUs:"),
                                             QStringLiteral("Engine:"),
                                             QStringLiteral("Training and image generation:"),
                                             QStringLiteral("Placement:"),
                                             QStringLiteral("Output:")};
    QTest::newRow("quote") << words("quote --help")
                           << QStringList{QStringLiteral("GPUs:"), QStringLiteral("Rental:"),
                                          QStringLiteral("Output:")};
    QTest::newRow("rent") << words("rent --help")
                          << QStringList{QStringLiteral("Model and workload:"), QStringLiteral("Search:"),
                                         QStringLiteral("Output:")};
    QTest::newRow("top level") << words("--help")
                               << QStringList{QStringLiteral("Commands:"), QStringLiteral("Options:")};
}

void TestCli::helpIsGroupedAndWrapsAtSpaces()
{
    // Each group heading once, on its own line; no line over 79 columns unless it is one word after its
    // indentation (a long path or list that cannot break); every option description word is whole: the
    // text of an option's description, joined again from its lines, has no word cut in two (a line that
    // ends inside a word would leave a fragment such as "defau" + "lt").
    QFETCH(QStringList, arguments);
    QFETCH(QStringList, groups);
    const Outcome o = runCli(arguments);
    QCOMPARE(o.exitCode, 0);
    const QStringList lines = o.out.split(u'\n');
    for (const QString &group : groups)
        QVERIFY2(lines.count(group) == 1, qPrintable(group + QStringLiteral(" in:\n") + o.out));
    for (const QString &line : lines) {
        if (line.size() <= 79)
            continue;
        QVERIFY2(!line.trimmed().contains(u' '), qPrintable(QStringLiteral("over 79 columns: ") + line));
    }
    // The words of the --context description ("... (default 4096, or the model's maximum context when
    // that is shorter).") appear whole whatever the wrapping.
    if (arguments.constFirst() == QLatin1String("estimate")) {
        QString joined;
        for (const QString &line : lines)
            joined += line.trimmed() + u' ';
        QVERIFY2(
            joined.contains(QStringLiteral("(default 4096, or the model's maximum context when that is shorter).")),
            qPrintable(o.out));
    }
}

void TestCli::wrapKeepsWordsWhole()
{
    // Room for 7 columns after an indent of 2 in 9: "aaa bbb" (7) fits, "ccc" goes to the next line.
    QCOMPARE(cli::CommandLine::wrapped(QStringLiteral("aaa bbb ccc"), 2, 9), QStringLiteral("  aaa bbb\n  ccc\n"));
    // A word longer than the room stays whole on its own line.
    QCOMPARE(cli::CommandLine::wrapped(QStringLiteral("a verylongword b"), 0, 5),
             QStringLiteral("a\nverylongword\nb\n"));
    // Line breaks in the text are kept.
    QCOMPARE(cli::CommandLine::wrapped(QStringLiteral("one\ntwo"), 1, 79), QStringLiteral(" one\n two\n"));

    // A synopsis breaks between its bracketed parts, never inside one: "[--gpus N]" (10) does not fit after
    // "headroom x --a A" (16) in 24 columns, so it starts the next line after 4 spaces.
    QCOMPARE(cli::CommandLine::wrappedSynopsis(QStringLiteral("headroom x --a A [--gpus N] [--b B]"), 0, 4, 24),
             QStringLiteral("headroom x --a A\n    [--gpus N] [--b B]\n"));

    QCOMPARE(cli::CommandLine::requiredPart(QStringLiteral("headroom q --gpu ID [--gpus N] --term T [--x [--y]]")),
             QStringLiteral("headroom q --gpu ID --term T [OPTIONS]"));
    QCOMPARE(cli::CommandLine::requiredPart(QStringLiteral("headroom glossary import FILE")),
             QStringLiteral("headroom glossary import FILE"));

    cli::CommandLine parser;
    parser.addOption({{QStringLiteral("h"), QStringLiteral("help")}, QStringLiteral("Show this help.")});
    parser.setGroup(QStringLiteral("GPUs"));
    parser.addOption({QStringLiteral("gpu"), QStringLiteral("GPU id."), QStringLiteral("ID")});
    parser.setGroup(QStringLiteral("Output"));
    parser.addOption({QStringLiteral("json"), QStringLiteral("Print JSON.")});
    parser.setGroup(QStringLiteral("GPUs")); // adds to the first GPUs group
    parser.addOption({QStringLiteral("gpus"), QStringLiteral("Number of GPUs."), QStringLiteral("N")});
    QCommandLineOption hidden(QStringLiteral("secret"), QStringLiteral("Hidden."));
    hidden.setFlags(QCommandLineOption::HiddenFromHelp);
    parser.addOption(hidden);
    // Names from column 2, descriptions from column 20; a group per heading, the untitled first one as
    // "Options:"; the hidden option is left out.
    QCOMPARE(parser.optionsHelp(79, 20), QStringLiteral("Options:\n"
                                                        "  -h, --help        Show this help.\n"
                                                        "\n"
                                                        "GPUs:\n"
                                                        "  --gpu <ID>        GPU id.\n"
                                                        "  --gpus <N>        Number of GPUs.\n"
                                                        "\n"
                                                        "Output:\n"
                                                        "  --json            Print JSON.\n"));
    // Names too long for the column: the description starts on the next line.
    QCOMPARE(parser.optionsHelp(79, 8).section(u'\n', 1, 2), QStringLiteral("  -h, --help\n        Show this help."));
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
    // Added with the engine profiles.
    row("per_device_bytes/engine_reserve", QJsonValue::Double, true);
    row("engine", QJsonValue::String, false);
    row("weights_format", QJsonValue::String, false);
    row("weights_format_label", QJsonValue::String, false);
    row("weights_approximate", QJsonValue::Bool, false);
    row("weights_source", QJsonValue::String, false);
    row("kv_cache_dtype_k", QJsonValue::String, false);
    row("kv_cache_dtype_v", QJsonValue::String, false);
    row("kv_cache_by_attention", QJsonValue::Object, false);
    row("kv_cache_by_attention/full_attention", QJsonValue::Double, true);
    row("kv_cache_by_attention/sliding_window", QJsonValue::Double, true);
    row("kv_cache_by_attention/chunked_local", QJsonValue::Double, true);
    row("kv_cache_by_attention/mla", QJsonValue::Double, true);
    row("binding_constraint", QJsonValue::String, false);
    row("kv_cache_tokens_allocated", QJsonValue::Double, true);
    row("kv_cache_tokens_capacity", QJsonValue::Double, true);
    row("max_context", QJsonValue::Double, true);
    row("max_context_binding", QJsonValue::String, false);
    row("min_gpus", QJsonValue::Double, true);
    row("min_gpus_binding", QJsonValue::String, false);
    row("available_kv_cache_bytes", QJsonValue::Double, true);
    row("engine_context_tokens", QJsonValue::Double, true);
    row("host_bytes", QJsonValue::Double, true);
    row("kv_cache_blocks", QJsonValue::Double, true);
    row("kv_cache_blocks_per_sequence", QJsonValue::Double, true);
    row("cuda_graph_bytes", QJsonValue::Double, true);
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
    // (GGML cache types are llama.cpp's: Transformers' cache has none, so these rows run llama.cpp, whose
    // cache of -c 4096 is 4096 cells, already a multiple of 256.)
    QTest::newRow("8B q8_0 4k") << words("--model llama-3.1-8b --gpu rtx-4090 --engine llama.cpp --kv-cache-dtype q8_0 "
                                         "--context 4096")
                                << Q_INT64_C(69632) << Q_INT64_C(285212672) << 1 << 1;
    // q4_0: 32 values in an 18-byte block; 128 values = 72 bytes: 32 x 8 x 2 x 72 = 36,864 per token; llama.cpp
    // pads -c 1000 to 1024 cells: 36,864 x 1024 = 37,748,736.
    QTest::newRow("8B q4_0 1000") << words("--model llama-3.1-8b --gpu rtx-4090 --engine llama.cpp --kv-cache-dtype "
                                           "q4_0 --context 1000")
                                  << Q_INT64_C(36864) << Q_INT64_C(37748736) << 1 << 1;
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
    QCOMPARE(o.out.contains(QLatin1String("Does not fit: ")), !fits); // scenario::labels::fitVerdict
    QCOMPARE(o.out.contains(QLatin1String("Fits: ")), fits);
    QVERIFY(o.out.contains(QRegularExpression(QStringLiteral("Headroom\\s+-?\\d+\\.\\d\\d\\n"))));
}

void TestCli::estimateConfigs_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("weightsFormat"); // from the file's quantization_config; bf16 without one
    QTest::addColumn<qint64>("weightsBytes");   // per_device_bytes/weights worked out by hand; -1 = not checked
    // The quantized fixtures, read by hand from their quantization_config:
    const QHash<QString, QString> quantized{
        // "quant_method": "fp8", "weight_block_size": [128, 128]
        {QStringLiteral("deepseek-v3.json"), QStringLiteral("fp8-block128")},
        // "quant_method": "mxfp4"
        {QStringLiteral("gpt-oss-20b.json"), QStringLiteral("mxfp4")},
        // "quant_method": "bitsandbytes", "bnb_4bit_quant_type": "nf4", "bnb_4bit_use_double_quant": true
        {QStringLiteral("llama-3-8b-instruct-bnb-nf4.json"), QStringLiteral("nf4-dq")},
        // "quant_method": "gptq", "bits": 4, "group_size": 128
        {QStringLiteral("qwen3-30b-a3b-gptq-int4.json"), QStringLiteral("gptq-4bit-g128")},
        // "quant_method": "awq", "bits": 4, "group_size": 128
        {QStringLiteral("qwen3-32b-awq.json"), QStringLiteral("awq-4bit-g128")},
        // no quantization_config, "torch_dtype": "float32"
        {QStringLiteral("tinyllama-1.1b-3t.json"), QStringLiteral("fp32")},
    };
    // Every config of tests/data/configs, so a fixture added for a new family is covered too.
    const QDir dir(configDir());
    const QStringList files = dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
    // Weight bytes of two quantized configs, one H100 (tensor parallel 1), by tensor class
    // (fit::weightSplit; GPTQ/AWQ keep embeddings, LM head, norms and routers at 16 bits). 4-bit g128
    // costs 4 + 16/128 (fp16 scale) + 4/128 (packed zero) = 133/32 bits per linear weight.
    const QHash<QString, qint64> weightsBytes{
        // Qwen3-32B: 64 layers, hidden 5120, 64 heads of 128, 8 KV heads, intermediate 25600, vocab
        // 151936, untied, q/k norms. Linear per layer q 5120*8192 + k, v 2*5120*1024 + o 8192*5120 +
        // MLP 3*5120*25600 = 487,587,840; x 64 = 31,205,621,760 -> x 133/256 = 121,896,960 x 133 =
        // 16,212,295,680. Embeddings + head 2 x 151936*5120 = 1,555,824,640 -> x 2 = 3,111,649,280.
        // Norms 64 x (2*5120 + 2*128) + 5120 = 676,864 -> x 2 = 1,353,728.
        // 16,212,295,680 + 3,111,649,280 + 1,353,728 = 19,325,298,688.
        {QStringLiteral("qwen3-32b-awq.json"), Q_INT64_C(19325298688)},
        // Qwen3-30B-A3B: 48 layers, hidden 2048, 32 heads of 128, 4 KV heads, 128 experts of 768,
        // vocab 151936, untied. Linear per layer q 2048*4096 + k, v 2*2048*512 + o 4096*2048 + experts
        // 128*3*2048*768 = 622,854,144; x 48 = 29,896,998,912 -> x 133/256 = 116,785,152 x 133 =
        // 15,532,425,216. Embeddings + head 2 x 151936*2048 = 622,329,856 -> x 2 = 1,244,659,712.
        // Norms 48 x (2*2048 + 2*128) + 2048 = 210,944 -> x 2 = 421,888. Routers 48 x 2048*128 =
        // 12,582,912 -> x 2 = 25,165,824. Sum 16,802,672,640.
        {QStringLiteral("qwen3-30b-a3b-gptq-int4.json"), Q_INT64_C(16802672640)},
    };
    if (files.isEmpty())
        QTest::newRow("no configs found") << QString() << QString() << qint64(-1);
    for (const QString &file : files)
        QTest::newRow(qPrintable(file)) << dir.filePath(file) << quantized.value(file, QStringLiteral("bf16"))
                                        << weightsBytes.value(file, -1);
}

void TestCli::estimateConfigs()
{
    QFETCH(QString, path);
    QFETCH(QString, weightsFormat);
    QFETCH(qint64, weightsBytes);
    QVERIFY2(!path.isEmpty(), qPrintable(configDir()));
    QTest::failOnWarning(QRegularExpression(QStringLiteral(".*")));
    const Outcome o = runCli({QStringLiteral("estimate"), QStringLiteral("--model"), path, QStringLiteral("--gpu"),
                              QStringLiteral("h100-80gb"), QStringLiteral("--engine"), QStringLiteral("vllm"),
                              QStringLiteral("--json")});
    QCOMPARE(o.exitCode, 0);
    QVERIFY2(o.err.isEmpty(), qPrintable(o.err));
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(o.out.toUtf8(), &parseError);
    QCOMPARE(parseError.error, QJsonParseError::NoError);
    QVERIFY(doc.isObject());
    const QJsonObject json = doc.object();

    for (const auto &[key, type] : estimateContract()) {
        const QJsonValue value = json.value(QLatin1String(key));
        QVERIFY2(value.type() == type, key);
        if (type == QJsonValue::Double)
            QVERIFY2(double(value.toInteger()) == value.toDouble(), key); // integers only
    }
    QCOMPARE(json.value(QLatin1String("engine")).toString(), QStringLiteral("vllm"));
    QCOMPARE(json.value(QLatin1String("model_config")).toString(), QFileInfo(path).absoluteFilePath());
    QCOMPARE(json.value(QLatin1String("weights_format")).toString(), weightsFormat);
    // quantization_config, else torch_dtype: every config here states one of them.
    QCOMPARE(json.value(QLatin1String("weights_source")).toString(), QStringLiteral("config"));
    QVERIFY(json.value(QLatin1String("model_notes")).isArray());

    // The parts add up: per-device components to the total, the attention kinds to the KV cache.
    const QJsonObject perDevice = json.value(QLatin1String("per_device_bytes")).toObject();
    if (weightsBytes >= 0)
        QCOMPARE(perDevice.value(QLatin1String("weights")).toInteger(), weightsBytes);
    qint64 sum = 0;
    for (const char *key : kPerDeviceKeys) {
        QVERIFY2(perDevice.value(QLatin1String(key)).isDouble(), key);
        sum += perDevice.value(QLatin1String(key)).toInteger();
    }
    QCOMPARE(sum, json.value(QLatin1String("total_per_device_bytes")).toInteger());
    const QJsonObject byAttention = json.value(QLatin1String("kv_cache_by_attention")).toObject();
    qint64 kv = 0;
    for (const char *key : kAttentionKeys)
        kv += byAttention.value(QLatin1String(key)).toInteger();
    QCOMPARE(kv, perDevice.value(QLatin1String("kv_cache")).toInteger());
    // vLLM: the KV token capacity is the pool's ("GPU KV cache size: N tokens").
    QCOMPARE(json.value(QLatin1String("kv_cache_tokens_capacity")).toInteger(),
             json.value(QLatin1String("kv_cache_tokens_allocated")).toInteger());
    // vLLM's default gpu_memory_utilization 0.9 keeps total - floor(0.9 x total) in reserve.
    const qint64 usable = json.value(QLatin1String("usable_per_device_bytes")).toInteger();
    QCOMPARE(perDevice.value(QLatin1String("engine_reserve")).toInteger(), usable - usable * 9 / 10);
}

void TestCli::estimateEngines_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QVariantMap>("expected"); // JSON key ("a" or "a/b") -> value

    const QString gemma2 = configPath("gemma-2-9b-it.json");
    const auto v = [](qint64 n) {
        return QVariant::fromValue(n);
    };

    // llama.cpp, Llama-3.1-8B, --context 8000, 1 sequence: llama-server -c 8000, padded to 256 cells:
    // ceil(8000 / 256) x 256 = 32 x 256 = 8192 cells x 131,072 bytes (32 x 8 x 128 x 2 x 2) = 1 GiB.
    QTest::newRow("llama.cpp pads 8000 to 8192 cells")
        << words("--model llama-3.1-8b --gpu h100-80gb --engine llama.cpp --context 8000")
        << QVariantMap{{QStringLiteral("engine"), QStringLiteral("llama.cpp")},
                       {QStringLiteral("engine_context_tokens"), v(8000)},
                       {QStringLiteral("kv_cache_tokens_allocated"), v(8192)},
                       {QStringLiteral("kv_cache_bytes_per_token"), v(131072)},
                       {QStringLiteral("per_device_bytes/kv_cache"), v(kGiB)},
                       {QStringLiteral("kv_cache_by_attention/full_attention"), v(kGiB)},
                       {QStringLiteral("kv_cache_by_attention/sliding_window"), v(0)},
                       {QStringLiteral("per_device_bytes/engine_reserve"), v(0)}};
    // Two sequences of 4000 share one context: -c 8000 -np 2, the same 8192 cells.
    QTest::newRow("llama.cpp 2 x 4000 share the context")
        << words("--model llama-3.1-8b --gpu h100-80gb --engine llama.cpp --context 4000 --concurrency 2")
        << QVariantMap{{QStringLiteral("engine_context_tokens"), v(8000)},
                       {QStringLiteral("kv_cache_tokens_allocated"), v(8192)},
                       {QStringLiteral("per_device_bytes/kv_cache"), v(kGiB)}};
    // q8_0 K and V: 1024 values = 32 blocks x 34 = 1,088 bytes per layer each: 32 x 2 x 1,088 = 69,632
    // bytes per token; x 8192 = 570,425,344.
    QTest::newRow("llama.cpp q8_0")
        << words("--model llama-3.1-8b --gpu h100-80gb --engine llama.cpp --context 8192 --kv-cache-dtype q8_0")
        << QVariantMap{{QStringLiteral("kv_cache_bytes_per_token"), v(69632)},
                       {QStringLiteral("per_device_bytes/kv_cache"), v(570425344)},
                       {QStringLiteral("kv_cache_dtype_k"), QStringLiteral("q8_0")},
                       {QStringLiteral("kv_cache_dtype_v"), QStringLiteral("q8_0")}};
    // Without flash attention llama.cpp keeps a quantized V cache in f16 (gguf-parser-go
    // file_estimate__llamacpp.go): K 1,088 + V 1024 x 2 = 2,048 -> 32 x 3,136 = 100,352 bytes per token;
    // x 8192 = 822,083,584.
    QTest::newRow("llama.cpp q8_0, flash attention off")
        << words("--model llama-3.1-8b --gpu h100-80gb --engine llama.cpp --context 8192 --kv-cache-dtype q8_0 "
                 "--flash-attention off")
        << QVariantMap{{QStringLiteral("kv_cache_bytes_per_token"), v(100352)},
                       {QStringLiteral("per_device_bytes/kv_cache"), v(822083584)}};
    // K q8_0 1,088 + V q4_0 32 blocks x 18 = 576 -> 32 x 1,664 = 53,248 bytes per token; x 8192 = 436,207,616.
    QTest::newRow("llama.cpp K q8_0, V q4_0")
        << words("--model llama-3.1-8b --gpu h100-80gb --engine llama.cpp --context 8192 --kv-cache-dtype-k q8_0 "
                 "--kv-cache-dtype-v q4_0 --flash-attention on")
        << QVariantMap{{QStringLiteral("kv_cache_bytes_per_token"), v(53248)},
                       {QStringLiteral("per_device_bytes/kv_cache"), v(436207616)},
                       {QStringLiteral("kv_cache_dtype"), QStringLiteral("q8_0")},
                       {QStringLiteral("kv_cache_dtype_k"), QStringLiteral("q8_0")},
                       {QStringLiteral("kv_cache_dtype_v"), QStringLiteral("q4_0")}};
    // --kv-cache-dtype-v overrides the V half of --kv-cache-dtype.
    QTest::newRow("--kv-cache-dtype q8_0 --kv-cache-dtype-v f16")
        << words("--model llama-3.1-8b --gpu h100-80gb --engine llama.cpp --context 8192 --kv-cache-dtype q8_0 "
                 "--kv-cache-dtype-v f16")
        << QVariantMap{{QStringLiteral("kv_cache_bytes_per_token"), v(100352)},
                       {QStringLiteral("kv_cache_dtype_k"), QStringLiteral("q8_0")},
                       {QStringLiteral("kv_cache_dtype_v"), QStringLiteral("f16")}};
    // llama.cpp (GGML KV types are llama.cpp's; Transformers' cache has none), the other GGML KV types, 4096
    // tokens (4096 cells, a multiple of 256): per layer and token 2 x 8 x 128 values.
    //   q4_1: 4 blocks x 20 = 80 bytes per head -> 32 x 8 x 2 x 80 = 40,960; x 4096 = 167,772,160
    //   q5_0: 4 x 22 = 88 -> 45,056; x 4096 = 184,549,376
    //   q5_1: 4 x 24 = 96 -> 49,152; x 4096 = 201,326,592
    //   iq4_nl: 4 x 18 = 72 -> 36,864; x 4096 = 150,994,944
    //   f32 (llama.cpp's name for fp32): 128 x 4 = 512 -> 262,144; x 4096 = 1,073,741,824
    const struct {
        const char *type;
        const char *name;
        qint64 perToken;
    } kvTypes[] = {{"q4_1", "q4_1", 40960},
                   {"q5_0", "q5_0", 45056},
                   {"q5_1", "q5_1", 49152},
                   {"iq4_nl", "iq4_nl", 36864},
                   {"f32", "fp32", 262144}};
    for (const auto &t : kvTypes) {
        QTest::addRow("llama.cpp %s", t.type)
            << (words("--model llama-3.1-8b --gpu h100-80gb --engine llama.cpp --kv-cache-dtype")
                << QString::fromUtf8(t.type))
            << QVariantMap{{QStringLiteral("engine"), QStringLiteral("llama.cpp")},
                           {QStringLiteral("kv_cache_dtype"), QString::fromUtf8(t.name)},
                           {QStringLiteral("kv_cache_bytes_per_token"), v(t.perToken)},
                           {QStringLiteral("per_device_bytes/kv_cache"), v(t.perToken * 4096)}};
    }
    // Gemma-2-9B, llama.cpp, 8192 tokens, f16: 8 x 256 x 2 x 2 = 8,192 bytes per layer and cell.
    // Full layers: 21 x 8,192 x 8192 cells = 1,409,286,144. Sliding layers keep window x sequences +
    // ubatch cells padded to 256 (src/llama-kv-cache-iswa.cpp): 4096 + 512 = 4608 -> 21 x 8,192 x 4608
    // = 792,723,456. Only the full layers grow per token: 21 x 8,192 = 172,032.
    QTest::newRow("gemma-2 llama.cpp sliding window")
        << (QStringList{QStringLiteral("--model"), gemma2} + words("--gpu h100-80gb --engine llama.cpp --context 8192"))
        << QVariantMap{{QStringLiteral("kv_cache_by_attention/full_attention"), v(1409286144)},
                       {QStringLiteral("kv_cache_by_attention/sliding_window"), v(792723456)},
                       {QStringLiteral("per_device_bytes/kv_cache"), v(Q_INT64_C(1409286144) + 792723456)},
                       {QStringLiteral("kv_cache_bytes_per_token"), v(172032)}};
    // --ubatch 1024: 4096 + 1024 = 5120 = 20 x 256 sliding cells -> 21 x 8,192 x 5120 = 880,803,840.
    QTest::newRow("gemma-2 llama.cpp --ubatch 1024")
        << (QStringList{QStringLiteral("--model"), gemma2} +
            words("--gpu h100-80gb --engine llama.cpp --context 8192 --ubatch 1024"))
        << QVariantMap{{QStringLiteral("kv_cache_by_attention/full_attention"), v(1409286144)},
                       {QStringLiteral("kv_cache_by_attention/sliding_window"), v(880803840)}};
    // The generic engine caps sliding layers at the window: 21 x 8,192 x 4096 = 704,643,072.
    QTest::newRow("gemma-2 generic")
        << (QStringList{QStringLiteral("--model"), gemma2} + words("--gpu h100-80gb --context 8192"))
        << QVariantMap{{QStringLiteral("kv_cache_by_attention/full_attention"), v(1409286144)},
                       {QStringLiteral("kv_cache_by_attention/sliding_window"), v(704643072)},
                       {QStringLiteral("weights_source"), QStringLiteral("config")}}; // torch_dtype

    // DeepSeek-V3 (config: 61 layers, 128 heads, kv_lora_rank 512, qk_rope_head_dim 64, qk_nope_head_dim 128,
    // v_head_dim 128), bf16 weights given so that the fp8 checkpoint's format does not matter here.
    // vLLM and ik_llama.cpp keep the MLA latent: 61 x (512 + 64) x 2 = 70,272 bytes per token;
    // x 4096 = 287,834,112, all of it MLA.
    const QString deepseek = configPath("deepseek-v3.json");
    for (const char *engine : {"vllm", "ik_llama.cpp"}) {
        QTest::addRow("deepseek-v3 %s MLA latent", engine)
            << (QStringList{QStringLiteral("--model"), deepseek} + words("--weights bf16 --gpu h200 --engine") +
                QStringList{QString::fromUtf8(engine)})
            << QVariantMap{{QStringLiteral("kv_cache_bytes_per_token"), v(70272)},
                           {QStringLiteral("kv_cache_by_attention/mla"), v(287834112)},
                           {QStringLiteral("kv_cache_by_attention/full_attention"), v(0)},
                           {QStringLiteral("fits"), false}};
    }
    // The Transformers-style cache holds decompressed K (128 + 64 = 192) and V (128) for all 128 heads:
    // 61 x 128 x (192 + 128) x 2 = 4,997,120 bytes per token; x 4096 = 20,468,203,520.
    QTest::newRow("deepseek-v3 generic decompressed")
        << (QStringList{QStringLiteral("--model"), deepseek} + words("--weights bf16 --gpu h200"))
        << QVariantMap{{QStringLiteral("kv_cache_bytes_per_token"), v(4997120)},
                       {QStringLiteral("kv_cache_by_attention/mla"), v(Q_INT64_C(20468203520))}};
    // Qwen3-8B (36 layers, 32 heads, 8 KV heads, head_dim 128) on 16 GPUs. vLLM replicates KV heads when
    // there are fewer than the tensor-parallel degree: 1 per GPU, 36 x 1 x 128 x 2 x 2 = 18,432 bytes
    // per token and GPU. llama.cpp splits the layers as src/llama-model.cpp load_tensors does: layer il on GPU
    // floor(il x 16 / 37) (the output layer takes the 37th slot), so GPU 0 holds layers 0-2 and grows fastest,
    // 3 x 8 x 128 x 2 x 2 = 12,288 bytes per token; the last GPU holds layer 35 plus the output layer and the
    // embeddings, is the most loaded and reports its own KV: 1 x 4,096 x 4096 tokens = 16,777,216.
    const QString qwen3 = configPath("qwen3-8b.json");
    QTest::newRow("qwen3-8b vllm TP16 replicates KV heads")
        << (QStringList{QStringLiteral("--model"), qwen3} + words("--gpu h100-80gb --gpus 16 --engine vllm"))
        << QVariantMap{{QStringLiteral("kv_cache_bytes_per_token"), v(18432)}, {QStringLiteral("devices"), v(16)}};
    QTest::newRow("qwen3-8b llama.cpp on 16 GPUs splits layers")
        << (QStringList{QStringLiteral("--model"), qwen3} + words("--gpu h100-80gb --gpus 16 --engine llama.cpp"))
        << QVariantMap{{QStringLiteral("kv_cache_bytes_per_token"), v(12288)},
                       {QStringLiteral("per_device_bytes/kv_cache"), v(16777216)}};

    // --gpu-memory-gib: bytes = round-half-up(F x 2^30), integers only.
    //   79.18 x 2^30 = 79 x 1,073,741,824 + 0.18 x 1,073,741,824 = 84,825,604,096 + 193,273,528.32
    //   = 85,018,877,624.32 -> 85,018,877,624 (rounded down)
    QTest::newRow("--gpu-memory-gib 79.18")
        << words("--model llama-3.1-8b --gpu h100-80gb --gpu-memory-gib 79.18")
        << QVariantMap{{QStringLiteral("usable_per_device_bytes"), v(Q_INT64_C(85018877624))}};
    //   23.99 x 2^30 = 24,696,061,952 + 1,063,004,405.76 = 25,759,066,357.76 -> 25,759,066,358 (rounded up)
    QTest::newRow("--gpu-memory-gib 23.99")
        << words("--model llama-3.1-8b --gpu rtx-4090 --gpu-memory-gib 23.99")
        << QVariantMap{{QStringLiteral("usable_per_device_bytes"), v(Q_INT64_C(25759066358))}};
    //   .5 x 2^30 = 536,870,912; trailing zeros beyond 9 decimals are not extra precision.
    QTest::newRow("--gpu-memory-gib .5000000000")
        << words("--model llama-3.1-8b --gpu rtx-4090 --gpu-memory-gib .5000000000")
        << QVariantMap{{QStringLiteral("usable_per_device_bytes"), v(536870912)}, {QStringLiteral("fits"), false}};

    // vLLM keeps total - floor(total x gpu_memory_utilization) away from the model. 80 GiB =
    // 85,899,345,920 bytes: 0.9 -> 8 GiB = 8,589,934,592; 0.925 -> 80 x 0.075 = 6 GiB = 6,442,450,944.
    QTest::newRow("vllm default utilization")
        << words("--model llama-3.1-8b --gpu h100-80gb --engine vllm --gpu-memory-gib 80")
        << QVariantMap{{QStringLiteral("engine"), QStringLiteral("vllm")},
                       {QStringLiteral("usable_per_device_bytes"), v(80 * kGiB)},
                       {QStringLiteral("per_device_bytes/engine_reserve"), v(8 * kGiB)}};
    QTest::newRow("vllm --gpu-memory-utilization 0.925")
        << words("--model llama-3.1-8b --gpu h100-80gb --engine vllm --gpu-memory-gib 80 --gpu-memory-utilization "
                 "0.925")
        << QVariantMap{{QStringLiteral("per_device_bytes/engine_reserve"), v(6 * kGiB)}};
    // 1 leaves no reserve, so nothing holds the CUDA context: does not fit, the reserve binds.
    QTest::newRow("vllm --gpu-memory-utilization 1")
        << words("--model llama-3.1-8b --gpu h100-80gb --engine vllm --gpu-memory-gib 80 --gpu-memory-utilization 1.0")
        << QVariantMap{{QStringLiteral("per_device_bytes/engine_reserve"), v(0)},
                       {QStringLiteral("fits"), false},
                       {QStringLiteral("binding_constraint"), QStringLiteral("engine_reserve")}};
    // 4 sequences with --max-num-seqs 2: the scheduler runs at most 2, however large the pool
    // (thousands of 4096-token sequences fit in the 8B model's pool on an 80 GB GPU).
    QTest::newRow("vllm --max-num-seqs 2, 4 sequences")
        << words("--model llama-3.1-8b --gpu h100-80gb --engine vllm --max-num-seqs 2 --concurrency 4")
        << QVariantMap{{QStringLiteral("fits"), false},
                       {QStringLiteral("binding_constraint"), QStringLiteral("scheduler_limit")},
                       {QStringLiteral("max_concurrency"), v(2)}};

    // Solvers. Llama-3.1-8B on an 80 GB H100: 16.06 GB of weights plus 131,072 tokens x 131,072 bytes =
    // 17.2 GB of KV and under 1 GB of activations and runtime fit, so the model's own maximum binds.
    QTest::newRow("max_context bound by the model")
        << words("--model llama-3.1-8b --gpu h100-80gb")
        << QVariantMap{{QStringLiteral("max_context"), v(131072)},
                       {QStringLiteral("max_context_binding"), QStringLiteral("model_context")},
                       {QStringLiteral("min_gpus"), v(1)}};
    // Llama-3.1-70B bf16 = 141.1 GB of weights on 24 GB RTX 4090s. Degrees that divide 64 heads and 8 KV
    // heads: 1, 2, 4, 8, ... 4 GPUs hold 35.3 GB of weights each: too much; 8 hold 17.6 GB plus 0.17 GB KV
    // (one KV head each, 4096 tokens), 0.5 GiB runtime and < 0.1 GB activations, under 25.8 GB: 8.
    QTest::newRow("min_gpus 70B on RTX 4090")
        << words("--model llama-3.1-70b --gpu rtx-4090")
        << QVariantMap{{QStringLiteral("fits"), false},
                       {QStringLiteral("binding_constraint"), QStringLiteral("gpu_memory")},
                       {QStringLiteral("max_concurrency"), v(0)},
                       {QStringLiteral("max_context"), v(0)},
                       {QStringLiteral("kv_cache_tokens_capacity"), v(0)},
                       {QStringLiteral("min_gpus"), v(8)}};
    // Two H100s (141.1 GB / 2 = 70.6 GB each, under 85.5 GB) are enough.
    QTest::newRow("min_gpus 70B on H100")
        << words("--model llama-3.1-70b --gpu h100-80gb") << QVariantMap{{QStringLiteral("min_gpus"), v(2)}};

    // --weights takes the weight-format spellings; the dense ones keep the first version's bytes:
    // 8,030,261,248 parameters x 1 byte (fp8) = 8,030,261,248.
    QTest::newRow("--weights FP8 (any case)")
        << words("--model llama-3.1-8b --gpu h100-80gb --weights FP8")
        << QVariantMap{{QStringLiteral("per_device_bytes/weights"), v(Q_INT64_C(8030261248))},
                       {QStringLiteral("weights_precision"), QStringLiteral("fp8")},
                       {QStringLiteral("weights_format"), QStringLiteral("fp8")},
                       {QStringLiteral("weights_source"), QStringLiteral("option")}};
    // Quantized spellings are priced per tensor class (Llama-3.1-8B: linear 6,979,321,856, embeddings =
    // head = 525,336,576, norms 266,240). GPTQ 4-bit g128: 6,979,321,856 x 133/256 = 3,625,975,808 +
    // 16-bit embeddings and head 2,101,346,304 + norms 532,480 = 5,727,854,592.
    QTest::newRow("--weights gptq-4bit-g128")
        << words("--model llama-3.1-8b --gpu h100-80gb --weights GPTQ-4bit-g128")
        << QVariantMap{{QStringLiteral("per_device_bytes/weights"), v(Q_INT64_C(5727854592))},
                       {QStringLiteral("weights_format"), QStringLiteral("gptq-4bit-g128")},
                       {QStringLiteral("weights_approximate"), false},
                       {QStringLiteral("weights_source"), QStringLiteral("option")}};
    // Q4_K_M (llama.cpp mix, approximate): linear 7983/1664 bits 6,979,321,856 / 13,312 x 7983 =
    // 4,185,391,104; token_embd q4_K 525,336,576 x 9/16 = 295,501,824; output q6_K 525,336,576 x 105/128
    // = 430,940,160; norms f32 266,240 x 4 = 1,064,960. Sum 4,912,898,048. Over 2 GPUs by layer (layer il on
    // GPU floor(il x 2 / 33)): GPU 0 layers 0-16, GPU 1 layers 17-31 (15) plus the output layer; token_embd
    // stays in host memory: 15 x 4,185,391,104 / 32 = 1,961,902,080 + 430,940,160 + norms (15 x 2 + 1) x 4096
    // x 4 = 507,904 -> 2,393,350,144 (GPU 0: 17 x 130,826,240 = 2,224,046,080).
    // Llama 3.1 70B (80 layers, hidden 8192, 64 heads, 8 KV heads x 128, FFN 28672, vocab 128256) as Q4_K_M on
    // 3 x RTX 4090, llama.cpp: 3 GPUs do not divide 64 heads, but llama.cpp splits by layer. Layer il goes to
    // GPU floor(il x 3 / 81) (src/llama-model.cpp load_tensors; the output layer takes slot 81): 27, 27, 26.
    // One layer's linear weights: q 8192^2 + k, v 8192 x 1024 each + o 8192^2 + FFN 3 x 8192 x 28672 =
    // 855,638,016 at 7983/1664 bits, ceil(855,638,016 x 7983 / 13,312) = 513,112,852 bytes, + norms 2 x 8192 x
    // 4 = 65,536: 513,178,388 per layer; 26 layers = 13,342,638,088. The last GPU also holds output (q6_K,
    // 128256 x 8192 x 105/128 = 861,880,320) and the final norm (32,768): 14,204,551,176, more than GPU 0's 27
    // layers (13,855,816,476), so it is the GPU reported. token_embd (q4_K, 591,003,648) is host memory.
    QTest::newRow("70B q4_k_m on 3 x RTX 4090, llama.cpp layer split")
        << words("--model llama-3.1-70b --gpu rtx-4090 --gpus 3 --engine llama.cpp --weights q4_k_m")
        << QVariantMap{{QStringLiteral("per_device_bytes/weights"), v(Q_INT64_C(14204551176))},
                       {QStringLiteral("layers_per_device"), QVariantList{27, 27, 26}},
                       {QStringLiteral("devices"), v(3)},
                       {QStringLiteral("replicas"), v(1)}};
    // Issue 14: Llama 3.1 70B Q4_K_M on an RTX 4090 (CUDA0) and an RTX 3090 (CUDA1), --n-gpu-layers 60 and
    // --tensor-split 3,2, -c 4096 (tests/fit/tst_placement.cpp works the rule through): layers 0-20 stay on the
    // CPU, CUDA0 holds 36 layers x 513,178,388 = 18,474,421,968, CUDA1 23 layers + the output layer
    // (861,913,088) = 12,665,016,012. Host: token_embd 591,003,648 + 21 layers 10,776,746,148 + their KV 21 x
    // 4,096 cells x 4,096 bytes = 352,321,536 + the output buffer 128,256 x 4 = 513,024: 11,720,584,356.
    QTest::newRow("--devices mixed, --tensor-split, --n-gpu-layers")
        << words("--model llama-3.1-70b --devices rtx-4090,rtx-3090 --engine llama.cpp --weights q4_k_m "
                 "--n-gpu-layers 60 --tensor-split 3,2 --context 4096")
        << QVariantMap{{QStringLiteral("devices_bytes/0/weights"), v(Q_INT64_C(18474421968))},
                       {QStringLiteral("devices_bytes/0/device"), QStringLiteral("rtx-4090")},
                       {QStringLiteral("devices_bytes/0/layers"), v(36)},
                       {QStringLiteral("devices_bytes/1/weights"), v(Q_INT64_C(12665016012))},
                       {QStringLiteral("devices_bytes/1/device"), QStringLiteral("rtx-3090")},
                       {QStringLiteral("devices_bytes/1/holds_output"), true},
                       {QStringLiteral("devices_bytes/0/kv_cache"), v(Q_INT64_C(603979776))},
                       {QStringLiteral("host_bytes"), v(Q_INT64_C(11720584356))},
                       {QStringLiteral("host_breakdown_bytes/weights"), v(Q_INT64_C(11367749796))},
                       {QStringLiteral("layers_per_device"), QVariantList{36, 23}},
                       {QStringLiteral("binding_device"), v(0)},
                       {QStringLiteral("per_device_bytes/weights"), v(Q_INT64_C(18474421968))},
                       {QStringLiteral("gpus"), v(2)}};
    QTest::newRow("--weights q4_k_m over 2 GPUs")
        << words("--model llama-3.1-8b --gpu h100-80gb --gpus 2 --engine llama.cpp --weights q4_k_m")
        << QVariantMap{{QStringLiteral("per_device_bytes/weights"), v(Q_INT64_C(2393350144))},
                       {QStringLiteral("weights_format"), QStringLiteral("q4_k_m")},
                       {QStringLiteral("weights_approximate"), true}};
}

void TestCli::estimateEngines()
{
    QFETCH(QStringList, arguments);
    QFETCH(QVariantMap, expected);
    QTest::failOnWarning(QRegularExpression(QStringLiteral(".*")));
    const Outcome o =
        runCli(QStringList{QStringLiteral("estimate")} + arguments + QStringList{QStringLiteral("--json")});
    QVERIFY2(o.exitCode == 0, qPrintable(o.err));
    QVERIFY2(o.err.isEmpty(), qPrintable(o.err));
    const QJsonObject json = QJsonDocument::fromJson(o.out.toUtf8()).object();
    QVERIFY(!json.isEmpty());
    for (auto it = expected.cbegin(); it != expected.cend(); ++it) {
        const QJsonValue value = jsonAt(json, it.key());
        const QByteArray what = it.key().toUtf8();
        switch (it.value().typeId()) {
        case QMetaType::QString:
            QVERIFY2(value.isString(), what.constData());
            QCOMPARE(value.toString(), it.value().toString());
            break;
        case QMetaType::Bool:
            QVERIFY2(value.isBool(), what.constData());
            QCOMPARE(value.toBool(), it.value().toBool());
            break;
        case QMetaType::QVariantList:
            QVERIFY2(value.isArray(), what.constData());
            QCOMPARE(value.toArray().toVariantList(), it.value().toList());
            break;
        default:
            QVERIFY2(value.isDouble(), what.constData());
            QCOMPARE(value.toInteger(), it.value().toLongLong());
            break;
        }
    }
}

void TestCli::estimateEngineText_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QStringList>("present");
    QTest::addColumn<QStringList>("absent");
    QTest::newRow("generic") << words("--model llama-3.1-8b --gpu rtx-4090 --context 8192")
                             << QStringList{QStringLiteral("Generic (Transformers)"),
                                            QStringLiteral("Binding constraint: GPU memory."),
                                            QStringLiteral("concurrent sequences at 8,192 tokens."),
                                            QStringLiteral("Largest context at concurrency 1:"),
                                            QStringLiteral("Fewest GPUs: 1 ×"),
                                            QStringLiteral("KV cache capacity:")}
                             << QStringList{QStringLiteral("Engine reserve"), QStringLiteral("sliding window"),
                                            QStringLiteral("Config")};
    QTest::newRow("gemma-2 llama.cpp")
        << (QStringList{QStringLiteral("--model"), configPath("gemma-2-9b-it.json")} +
            words("--gpu h100-80gb --engine llama.cpp --context 8192 --ubatch 1024"))
        << QStringList{QStringLiteral("llama.cpp (ubatch 1024, flash attention on)"),
                       QStringLiteral("  KV cache, full attention"), QStringLiteral("  KV cache, sliding window"),
                       QStringLiteral("Config"), QStringLiteral("gemma-2-9b-it.json"),
                       // Gemma-2's max_position_embeddings (8192) binds on an 80 GB GPU.
                       QStringLiteral("Largest context at concurrency 1: 8,192 tokens (binding constraint: context "
                                      "limit of the model).")}
        << QStringList{QStringLiteral("Engine reserve")};
    QTest::newRow("vllm") << words("--model llama-3.1-8b --gpu h100-80gb --engine vllm --gpu-memory-utilization 0.85")
                          << QStringList{QStringLiteral("vLLM (gpu_memory_utilization 0.85)"),
                                         QStringLiteral("vLLM reserve")}
                          << QStringList{};
    // Llama-3.1-70B on one RTX 4090 (see estimateEngines): nothing fits, 8 GPUs would.
    QTest::newRow("70B on one RTX 4090")
        << words("--model llama-3.1-70b --gpu rtx-4090")
        << QStringList{QStringLiteral("Not even one sequence of 4,096 tokens fits."),
                       QStringLiteral("Fewest GPUs: 8 × NVIDIA GeForce RTX 4090 (tensor parallel 8).")}
        << QStringList{};
}

void TestCli::estimateEngineText()
{
    QFETCH(QStringList, arguments);
    QFETCH(QStringList, present);
    QFETCH(QStringList, absent);
    const Outcome o = runCli(QStringList{QStringLiteral("estimate")} + arguments);
    QCOMPARE(o.exitCode, 0);
    QVERIFY2(o.err.isEmpty(), qPrintable(o.err));
    QVERIFY(o.out.contains(QRegularExpression(QStringLiteral("Engine\\s+\\S"))));
    for (const QString &text : present)
        QVERIFY2(o.out.contains(text), qPrintable(text + QStringLiteral(" missing in:\n") + o.out));
    for (const QString &text : absent)
        QVERIFY2(!o.out.contains(text), qPrintable(text + QStringLiteral(" unexpected in:\n") + o.out));
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
    // Placements (issue 14): every refusal names what is wrong.
    QTest::newRow("--devices with --gpu")
        << words("estimate --model llama-3.1-8b --gpu rtx-4090 --devices rtx-4090,rtx-3090")
        << QStringLiteral("--devices");
    QTest::newRow("--devices unknown id")
        << words("estimate --model llama-3.1-8b --devices rtx-4090,tpu-v9") << QStringLiteral("tpu-v9");
    QTest::newRow("--tensor-split not a number")
        << words("estimate --model llama-3.1-8b --devices rtx-4090,rtx-3090 --engine llama.cpp --tensor-split 3,x")
        << QStringLiteral("'x'");
    QTest::newRow("--tensor-split count")
        << words("estimate --model llama-3.1-8b --devices rtx-4090,rtx-3090 --engine llama.cpp --tensor-split 1,2,3")
        << QStringLiteral("tensor split");
    QTest::newRow("--n-gpu-layers with vllm")
        << words("estimate --model llama-3.1-8b --gpu h100-80gb --engine vllm --n-gpu-layers 10")
        << QStringLiteral("GPU layers");
    QTest::newRow("--experts-on-cpu on a dense model")
        << words("estimate --model llama-3.1-8b --gpu rtx-4090 --engine llama.cpp --experts-on-cpu")
        << QStringLiteral("mixture-of-experts");
    QTest::newRow("--pipeline-parallel with llama.cpp")
        << words("estimate --model llama-3.1-8b --gpu rtx-4090 --gpus 2 --engine llama.cpp --pipeline-parallel 2")
        << QStringLiteral("pipeline parallelism");
    QTest::newRow("--pipeline-parallel not dividing")
        << words("estimate --model llama-3.1-8b --gpu h100-80gb --gpus 3 --tensor-parallel 1 --engine vllm "
                 "--pipeline-parallel 2")
        << QStringLiteral("pipeline parallelism");
    QTest::newRow("--expert-parallel with llama.cpp")
        << words("estimate --model qwen3-30b-a3b --gpu rtx-4090 --engine llama.cpp --expert-parallel")
        << QStringLiteral("vLLM");
    QTest::newRow("--model missing gguf")
        << words("estimate --model /nonexistent/model.gguf --gpu rtx-4090") << QStringLiteral("model.gguf");
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
    // q5_1 was refused by the first version; every llama.cpp KV type is accepted now (estimateEngines),
    // and a type no engine has is still an error.
    QTest::newRow("--kv-cache-dtype q3_0") << words("estimate --model llama-3.1-8b --gpu rtx-4090 "
                                                    "--kv-cache-dtype q3_0")
                                           << QStringLiteral("q3_0");
    QTest::newRow("--kv-cache-dtype-v q3_0") << words("estimate --model llama-3.1-8b --gpu rtx-4090 --engine llama.cpp "
                                                      "--kv-cache-dtype-v q3_0")
                                             << QStringLiteral("q3_0");
    QTest::newRow("--kv-cache-dtype-k q4_k") << words("estimate --model llama-3.1-8b --gpu rtx-4090 "
                                                      "--kv-cache-dtype-k q4_k")
                                             << QStringLiteral("--kv-cache-dtype-k");
    // fit::validate: vLLM has no GGML block types for its cache, nor different K and V types.
    QTest::newRow("vllm --kv-cache-dtype q8_0")
        << words("estimate --model llama-3.1-8b --gpu h100-80gb --engine vllm --kv-cache-dtype q8_0") << QString();
    QTest::newRow("vllm K fp8, V f16") << words("estimate --model llama-3.1-8b --gpu h100-80gb --engine vllm "
                                                "--kv-cache-dtype-k fp8")
                                       << QString();

    // Engines and their options.
    const auto estimate = [](const char *extra) {
        return words("estimate --model llama-3.1-8b --gpu h100-80gb") + words(extra);
    };
    QTest::newRow("--engine foo") << estimate("--engine foo") << QStringLiteral("foo");
    QTest::newRow("--engine VLLM (names are exact)") << estimate("--engine VLLM") << QStringLiteral("vllm");
    QTest::newRow("--gpu-memory-utilization 0")
        << estimate("--engine vllm --gpu-memory-utilization 0") << QStringLiteral("--gpu-memory-utilization");
    QTest::newRow("--gpu-memory-utilization 1.5")
        << estimate("--engine vllm --gpu-memory-utilization 1.5") << QStringLiteral("1.5");
    QTest::newRow("--gpu-memory-utilization abc")
        << estimate("--engine vllm --gpu-memory-utilization abc") << QStringLiteral("abc");
    QTest::newRow("--gpu-memory-utilization -0.5")
        << estimate("--engine vllm --gpu-memory-utilization -0.5") << QStringLiteral("-0.5");
    QTest::newRow("--gpu-memory-utilization 9e-1")
        << estimate("--engine vllm --gpu-memory-utilization 9e-1") << QStringLiteral("9e-1");
    QTest::newRow("--gpu-memory-utilization 0.9.1")
        << estimate("--engine vllm --gpu-memory-utilization 0.9.1") << QStringLiteral("0.9.1");
    // Permille resolution: a fourth decimal cannot be kept exactly.
    QTest::newRow("--gpu-memory-utilization 0.9255")
        << estimate("--engine vllm --gpu-memory-utilization 0.9255") << QStringLiteral("decimals");
    QTest::newRow("--gpu-memory-utilization .")
        << estimate("--engine vllm --gpu-memory-utilization .") << QStringLiteral("--gpu-memory-utilization");
    QTest::newRow("--gpu-memory-utilization without vllm")
        << estimate("--engine llama.cpp --gpu-memory-utilization 0.9") << QStringLiteral("vllm");
    QTest::newRow("--max-num-batched-tokens with generic")
        << estimate("--max-num-batched-tokens 8192") << QStringLiteral("--max-num-batched-tokens");
    QTest::newRow("--max-num-batched-tokens 0")
        << estimate("--engine vllm --max-num-batched-tokens 0") << QStringLiteral("--max-num-batched-tokens");
    QTest::newRow("--max-num-seqs x") << estimate("--engine vllm --max-num-seqs x") << QStringLiteral("--max-num-seqs");
    QTest::newRow("--ubatch with vllm") << estimate("--engine vllm --ubatch 512") << QStringLiteral("--ubatch");
    QTest::newRow("--ubatch 0") << estimate("--engine llama.cpp --ubatch 0") << QStringLiteral("--ubatch");
    QTest::newRow("--flash-attention maybe")
        << estimate("--engine llama.cpp --flash-attention maybe") << QStringLiteral("maybe");
    QTest::newRow("--flash-attention with generic")
        << estimate("--flash-attention on") << QStringLiteral("--flash-attention");
    QTest::newRow("--gpu-memory-gib 0") << estimate("--gpu-memory-gib 0") << QStringLiteral("--gpu-memory-gib");
    QTest::newRow("--gpu-memory-gib abc") << estimate("--gpu-memory-gib abc") << QStringLiteral("abc");
    QTest::newRow("--gpu-memory-gib 1e2") << estimate("--gpu-memory-gib 1e2") << QStringLiteral("1e2");
    QTest::newRow("--gpu-memory-gib 80,5") << estimate("--gpu-memory-gib 80,5") << QStringLiteral("80,5");
    QTest::newRow("--gpu-memory-gib ten decimals")
        << estimate("--gpu-memory-gib 80.0000000001") << QStringLiteral("decimals");
    QTest::newRow("--gpu-memory-gib huge")
        << estimate("--gpu-memory-gib 99999999999999999999999") << QStringLiteral("--gpu-memory-gib");
    QTest::newRow("--weights gptq-5bit-g128") << estimate("--weights gptq-5bit-g128") << QStringLiteral("gptq-5bit");

    // --model as a config.json.
    QTest::newRow("--model missing.json") << QStringList{QStringLiteral("estimate"), QStringLiteral("--model"),
                                                         m_dir.filePath(QStringLiteral("missing.json")),
                                                         QStringLiteral("--gpu"), QStringLiteral("h100-80gb")}
                                          << QStringLiteral("missing.json");
    QTest::newRow("--model truncated.json") << QStringList{QStringLiteral("estimate"),
                                                           QStringLiteral("--model"),
                                                           m_dir.filePath(QStringLiteral("truncated.json")),
                                                           QStringLiteral("--gpu"),
                                                           QStringLiteral("h100-80gb"),
                                                           QStringLiteral("--engine"),
                                                           QStringLiteral("vllm")}
                                            << QStringLiteral("truncated");
    // The importer names the missing field.
    QTest::newRow("--model without hidden_size") << QStringList{QStringLiteral("estimate"), QStringLiteral("--model"),
                                                                m_dir.filePath(QStringLiteral("no-hidden-size.json")),
                                                                QStringLiteral("--gpu"), QStringLiteral("h100-80gb")}
                                                 << QStringLiteral("hidden_size");
    // A quantization method without a weight format in Headroom asks for --weights.
    QTest::newRow("--model with hqq quantization")
        << QStringList{QStringLiteral("estimate"), QStringLiteral("--model"),
                       m_dir.filePath(QStringLiteral("hqq.json")), QStringLiteral("--gpu"), QStringLiteral("h100-80gb")}
        << QStringLiteral("--weights");
    // Gemma-2-9B's max_position_embeddings is 8192.
    QTest::newRow("config --context above max")
        << QStringList{QStringLiteral("estimate"), QStringLiteral("--model"),   configPath("gemma-2-9b-it.json"),
                       QStringLiteral("--gpu"),    QStringLiteral("h100-80gb"), QStringLiteral("--context"),
                       QStringLiteral("8193")}
        << QStringLiteral("8192");
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
    QTest::newRow("quote --engine without --model") << quote("--term day --engine vllm") << QStringLiteral("--model");
    QTest::newRow("quote --engine foo") << quote("--term day --model llama-3.1-8b --engine foo")
                                        << QStringLiteral("foo");
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

namespace {

/// A gpus.json-format file (version 1: memory only) with one GPU `id` of 24576 MiB; returns its path.
QString writeUserGpus(const QTemporaryDir &dir, const char *name, const char *id)
{
    const QString path = dir.filePath(QString::fromUtf8(name));
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return {};
    file.write(
        QByteArray("{ \"format\": \"headroom-catalog-gpus\", \"version\": 1, \"gpus\": [ {\n"
                   "  \"id\": \"") +
        id +
        "\", \"name\": \"My workstation card\", \"vendor\": \"NVIDIA\", \"platform\": \"CUDA\",\n"
        "  \"memory_bytes\": 25769803776, \"marketed_bytes\": 24000000000, \"marketed_label\": \"24 GB\",\n"
        "  \"source\": { \"url\": \"https://example.org/nvidia-smi.txt\", \"retrieved\": \"2026-12-01\" } } ] }\n");
    return path;
}

} // namespace

void TestCli::gpuCatalogFile()
{
    // --gpu-catalog adds the file's GPUs before --gpu is looked up: the estimate runs on "my-card".
    QTest::failOnWarning(QRegularExpression(QStringLiteral(".*")));
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = writeUserGpus(dir, "my-gpus.json", "my-card");
    QVERIFY(!path.isEmpty());
    const Outcome o = runCli(QStringList{QStringLiteral("estimate"), QStringLiteral("--gpu-catalog"), path} +
                             words("--gpu my-card --model llama-3.1-8b --context 8192 --json"));
    QCOMPARE(o.exitCode, 0);
    QVERIFY2(o.err.isEmpty(), qPrintable(o.err));
    const QJsonObject json = QJsonDocument::fromJson(o.out.toUtf8()).object();
    QCOMPARE(json.value(QLatin1String("gpu")).toString(), QStringLiteral("my-card"));
    // The generic engine may use the whole GPU: 24576 MiB x 2^20 = 25,769,803,776 bytes, the file's figure.
    QCOMPARE(json.value(QLatin1String("usable_per_device_bytes")).toInteger(), Q_INT64_C(25769803776));
    // Same model and context as estimateAcceptance: 8192 tokens x 131,072 bytes = 1 GiB of KV cache.
    QCOMPARE(json.value(QLatin1String("per_device_bytes")).toObject().value(QLatin1String("kv_cache")).toInteger(),
             Q_INT64_C(1073741824));

    // The built-in GPUs stay available next to the file's.
    const Outcome builtIn = runCli(QStringList{QStringLiteral("estimate"), QStringLiteral("--gpu-catalog"), path} +
                                   words("--gpu rtx-4090 --model llama-3.1-8b --json"));
    QCOMPARE(builtIn.exitCode, 0);
    QCOMPARE(QJsonDocument::fromJson(builtIn.out.toUtf8()).object().value(QLatin1String("gpu")).toString(),
             QStringLiteral("rtx-4090"));
}

void TestCli::gpuCatalogErrors_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("gpu");
    QTest::addColumn<QStringList>("mentions");
    QTest::newRow("missing file") << QStringLiteral("no-such.json") << QStringLiteral("my-card")
                                  << QStringList{QStringLiteral("--gpu-catalog"), QStringLiteral("no-such.json")};
    QTest::newRow("id already built in") << QStringLiteral("clash.json") << QStringLiteral("h100-80gb")
                                         << QStringList{QStringLiteral("--gpu-catalog"), QStringLiteral("h100-80gb"),
                                                        QStringLiteral("already in the catalogue")};
    QTest::newRow("not a GPU file") << QStringLiteral("not-gpus.json") << QStringLiteral("my-card")
                                    << QStringList{QStringLiteral("--gpu-catalog"), QStringLiteral("format")};
    // An unknown --gpu lists the file's GPUs with the built-in ones.
    QTest::newRow("unknown gpu") << QStringLiteral("my-gpus.json") << QStringLiteral("no-card")
                                 << QStringList{QStringLiteral("no-card"), QStringLiteral("my-card"),
                                                QStringLiteral("h100-80gb")};
    QTest::newRow("empty file name") << QString() << QStringLiteral("my-card")
                                     << QStringList{QStringLiteral("--gpu-catalog needs a file name")};
}

void TestCli::gpuCatalogErrors()
{
    QFETCH(QString, file);
    QFETCH(QString, gpu);
    QFETCH(QStringList, mentions);
    QTest::failOnWarning(QRegularExpression(QStringLiteral(".*")));
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QVERIFY(!writeUserGpus(dir, "my-gpus.json", "my-card").isEmpty());
    QVERIFY(!writeUserGpus(dir, "clash.json", "h100-80gb").isEmpty());
    QFile other(dir.filePath(QStringLiteral("not-gpus.json")));
    QVERIFY(other.open(QIODevice::WriteOnly));
    other.write("{ \"format\": \"headroom-catalog-models\", \"version\": 1, \"models\": [] }");
    other.close();

    for (const char *command : {"estimate", "quote"}) {
        QStringList arguments{QString::fromUtf8(command),
                              QStringLiteral("--gpu-catalog=") + (file.isEmpty() ? QString() : dir.filePath(file)),
                              QStringLiteral("--gpu"), gpu};
        if (QLatin1String(command) == QLatin1String("estimate"))
            arguments << words("--model llama-3.1-8b");
        else
            arguments << words("--term day --store") << store() << QStringLiteral("--pdf")
                      << m_dir.filePath(QStringLiteral("never-written.pdf"));
        const Outcome o = runCli(arguments);
        QCOMPARE(o.exitCode, 2);
        QVERIFY2(o.out.isEmpty(), qPrintable(o.out));
        QVERIFY2(o.err.startsWith(QLatin1String("headroom: ")), qPrintable(o.err));
        QVERIFY2(o.err.endsWith(u'\n') && o.err.count(u'\n') == 1, qPrintable(o.err));
        for (const QString &mention : mentions)
            QVERIFY2(o.err.contains(mention), qPrintable(o.err + QStringLiteral(" lacks ") + mention));
    }
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
                              QStringLiteral("--store"), store(), QStringLiteral("--json")});
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
        for (const char *key : {"quantity", "hours", "billed_quantity", "quantity_divisor", "unit_price_micros",
                                "net_minor", "amount_minor"}) {
            const QJsonValue n = line.value(QLatin1String(key));
            QVERIFY2(n.isDouble() && double(n.toInteger()) == n.toDouble(), key);
        }
        QCOMPARE(line.value(QLatin1String("net_minor")), line.value(QLatin1String("amount_minor")));
        kinds << line.value(QLatin1String("kind")).toString();
        if (kinds.constLast() == QLatin1String("gpu")) {
            // Issue 5: "quantity" is the GPU count, "hours" the hours of all terms; the GPU-hours the
            // line bills moved to "gpu_hours" and "billed_quantity".
            QCOMPARE(line.value(QLatin1String("quantity")).toInteger(), gpus);
            QCOMPARE(line.value(QLatin1String("hours")).toInteger(), periodHours);
            QCOMPARE(line.value(QLatin1String("gpu_hours")).toInteger(), gpuHours);
            QCOMPARE(line.value(QLatin1String("billed_quantity")).toInteger(), gpuHours);
            QCOMPARE(line.value(QLatin1String("quantity_divisor")).toInteger(), 1);
        }
        if (kinds.constLast() == QLatin1String("storage"))
            QCOMPARE(line.value(QLatin1String("quantity")).toInteger(), storageGb);
        if (kinds.constLast() == QLatin1String("egress"))
            QCOMPARE(line.value(QLatin1String("quantity")).toInteger(), egressGb);
        sum += line.value(QLatin1String("amount_minor")).toInteger();
    }
    QCOMPARE(kinds.count(QStringLiteral("gpu")), 1);
    if (storageGb > 0)
        QVERIFY(kinds.contains(QStringLiteral("storage")));
    if (egressGb > 0)
        QVERIFY(kinds.contains(QStringLiteral("egress")));
    QCOMPARE(json.value(QLatin1String("total_minor")).toInteger(), sum);
    QCOMPARE(json.value(QLatin1String("subtotal_minor")).toInteger(), sum);
    QVERIFY(sum > 0);
    // Issue 5 contract: the quote history's reference, the key and the configuration fingerprint.
    QVERIFY2(QRegularExpression(QStringLiteral("^HR-\\d{4}-\\d{6}$"))
                 .match(json.value(QLatin1String("reference")).toString())
                 .hasMatch(),
             qPrintable(json.value(QLatin1String("reference")).toString()));
    QVERIFY(!json.value(QLatin1String("idempotency_key")).toString().isEmpty());
    QCOMPARE(json.value(QLatin1String("fingerprint")).toString().size(), 64);
    QCOMPARE(json.value(QLatin1String("replayed")), QJsonValue(false));
    QCOMPARE(json.value(QLatin1String("store")).toString(), QFileInfo(store()).absoluteFilePath());
    QVERIFY2(json.value(QLatin1String("total")).toString().contains(currency),
             qPrintable(json.value(QLatin1String("total")).toString()));
    QVERIFY(!json.contains(QLatin1String("estimate")));

    QCOMPARE(json.value(QLatin1String("pdf")).toString(), QFileInfo(pdf).absoluteFilePath());
    QFile file(pdf);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QVERIFY(file.read(5) == "%PDF-");
}

void TestCli::quoteWithModelCarriesEstimate_data()
{
    QTest::addColumn<QStringList>("scenario");
    QTest::addColumn<qint64>("kvCache"); // -1: not checked
    // 32 x 8 x 128 x 2 x 2 bytes x 8192 tokens = 1 GiB, whatever the GPU.
    QTest::newRow("catalogue model") << words("--model llama-3.1-8b --context 8192 --concurrency 1") << kGiB;
    QTest::newRow("config, vllm") << (QStringList{QStringLiteral("--model"), configPath("qwen3-8b.json")} +
                                      words("--engine vllm --gpu-memory-utilization 0.85 --context 8192"))
                                  << Q_INT64_C(-1);
    // llama.cpp: -c 8000 padded to 8192 cells: 1 GiB again.
    QTest::newRow("llama.cpp") << words("--model llama-3.1-8b --engine llama.cpp --context 8000 --kv-cache-dtype f16")
                               << kGiB;
}

void TestCli::quoteWithModelCarriesEstimate()
{
    QFETCH(QStringList, scenario);
    QFETCH(qint64, kvCache);
    const QString pdf =
        m_dir.filePath(QStringLiteral("quote-with-model-%1.pdf").arg(QString::fromUtf8(QTest::currentDataTag())));
    const Outcome q = runCli(QStringList{QStringLiteral("quote"), QStringLiteral("--gpu"), pricedGpu(),
                                         QStringLiteral("--term"), QStringLiteral("hour"), QStringLiteral("--pdf"), pdf,
                                         QStringLiteral("--store"), store(), QStringLiteral("--json")} +
                             scenario);
    QCOMPARE(q.exitCode, 0);
    QVERIFY2(q.err.isEmpty(), qPrintable(q.err));
    QVERIFY(QFile::exists(pdf));
    const QJsonObject estimate =
        QJsonDocument::fromJson(q.out.toUtf8()).object().value(QLatin1String("estimate")).toObject();
    QVERIFY(!estimate.isEmpty());
    if (kvCache >= 0) {
        QCOMPARE(
            estimate.value(QLatin1String("per_device_bytes")).toObject().value(QLatin1String("kv_cache")).toInteger(),
            kvCache);
    }

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
                              QStringLiteral("week"), QStringLiteral("--pdf"), pdf, QStringLiteral("--store"), store(),
                              QStringLiteral("--json")});
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

    // Every tier searchindex.h names (tierName()).
    const QStringList tiers{QStringLiteral("exact"),     QStringLiteral("prefix"),     QStringLiteral("synonym"),
                            QStringLiteral("substring"), QStringLiteral("definition"), QStringLiteral("fuzzy"),
                            QStringLiteral("words"),     QStringLiteral("partial"),    QStringLiteral("suggestion")};
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
    const QRegularExpression shape(QStringLiteral(
        "^.+ \u2014 .+ \\((nl|en|tr), (exact|prefix|synonym|substring|definition|fuzzy|words|partial)\\)$"));
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
    // Nothing matched: no hit, or only "did you mean" suggestions.
    for (const QJsonValue &hit : doc.array())
        QCOMPARE(hit.toObject().value(QLatin1String("tier")).toString(), QStringLiteral("suggestion"));

    const Outcome text = runCli(words("glossary search qqxzqqxz"));
    QCOMPARE(text.exitCode, 0);
    // "No matches for 'qqxzqqxz'." or, with suggestions, "No matches. Did you mean: …?"
    QVERIFY2(doc.array().isEmpty() ? text.out.contains(QLatin1String("qqxzqqxz"))
                                   : text.out.startsWith(QLatin1String("No matches. Did you mean: ")),
             qPrintable(text.out));
}

// Throughput (issue 13 item 5), worked by hand from fit/throughput.h's formula, the kServing profile of
// throughput.cpp (generic engine: bandwidth efficiency 0.72, compute and prefill efficiency 0.5, 42 us per
// layer and step) and the catalogue's H100 80GB figures (gpus.json, NVIDIA datasheet and Hopper
// whitepaper: 3.35 TB/s HBM3, 989.4 dense BF16 TFLOP/s):
//   Llama 3.1 8B bf16: 16,060,522,496 B of weights, of which the input embedding (128,256 x 4,096 x 2 B =
//   1,050,673,152 B) is not read per step: 15,009,849,344 B read. KV 131,072 B per token. Active parameters
//   per token 32 x 218,103,808 (attention 2 x 4,096^2 + 2 x 4,096 x 1,024, MLP 3 x 4,096 x 14,336) + LM head
//   525,336,576 = 7,504,658,432.
//   Context 4,096 -> 3,072 prompt + 1,024 output tokens (3:1), mean fill 3,072 + 1,024 / 2 = 3,584 tokens.
//   Concurrency 1: (15,009,849,344 + 3,584 x 131,072) B / (3.35e12 x 0.72 B/s) = 6.41775 ms + 32 x 42 us =
//     7.76175 ms -> 128.837 tokens/s (FLOPs 16.89 G / 494.7 T = 0.034 ms: memory bound).
//   Concurrency 8: (15,009,849,344 + 8 x 3,584 x 131,072 = 3,758,096,384) B / 2.412e12 = 7.78107 ms + 1.344
//     ms = 9.12507 ms -> 109.588 tokens/s per sequence, 876.705 in total (FLOPs 8 x 16.89 G = 0.273 ms).
//   Prefill: 3,072 x (2 x 7,504,658,432 + 4 x 32 heads x 128 x 32 layers x 1,536) = 48.5825 TFLOP / 494.7
//     TFLOP/s = 98.2060 ms + 1.344 ms = 99.5500 ms -> 30,858.86 tokens/s (compute bound).
//   Time to first token: 99.5500 ms + one step at fill 3,072 ((15,009,849,344 + 402,653,184) B / 2.412e12
//     = 6.38993 ms + 1.344 ms) = 107.284 ms.
void TestCli::estimateThroughput_data()
{
    QTest::addColumn<int>("concurrency");
    QTest::addColumn<double>("decode");
    QTest::addColumn<double>("aggregate");
    QTest::newRow("one sequence") << 1 << 128.837 << 128.837;
    QTest::newRow("eight sequences") << 8 << 109.588 << 876.705;
}

void TestCli::estimateThroughput()
{
    QFETCH(int, concurrency);
    QFETCH(double, decode);
    QFETCH(double, aggregate);
    const Outcome o = runCli(words("estimate --model llama-3.1-8b --gpu h100-80gb --context 4096 --json") +
                             QStringList{QStringLiteral("--concurrency"), QString::number(concurrency)});
    QCOMPARE(o.exitCode, 0);
    const QJsonObject json = QJsonDocument::fromJson(o.out.toUtf8()).object();
    if (json.value(QLatin1String("decode_tokens_per_second")).isNull())
        QSKIP("the built-in catalogue gives no speed for h100-80gb (memory_bandwidth_bytes_per_second)");
    QCOMPARE(json.value(QLatin1String("per_device_bytes")).toObject().value(QLatin1String("weights")).toInteger(),
             Q_INT64_C(16060522496));
    const auto near = [&](const char *key, double expected, double tolerance) {
        const double value = json.value(QLatin1String(key)).toDouble(-1);
        return std::abs(value - expected) <= tolerance;
    };
    // The JSON rounds to hundredths: within 0.01 of the hand figures (0.01 more for the rounding of those).
    QVERIFY2(near("decode_tokens_per_second", decode, 0.02), qPrintable(o.out));
    QVERIFY2(near("decode_tokens_per_second_aggregate", aggregate, 0.02), qPrintable(o.out));
    QVERIFY2(near("prefill_tokens_per_second", 30858.86, 0.02), qPrintable(o.out));
    QVERIFY2(near("time_to_first_token_ms", 107.284, 0.02), qPrintable(o.out));
    QCOMPARE(json.value(QLatin1String("throughput_bound")).toString(), QStringLiteral("memory_bandwidth"));
    QCOMPARE(json.value(QLatin1String("prefill_bound")).toString(), QStringLiteral("compute"));
    QCOMPARE(json.value(QLatin1String("prompt_tokens")).toInteger(), Q_INT64_C(3072));
    QCOMPARE(json.value(QLatin1String("output_tokens")).toInteger(), Q_INT64_C(1024));
    QVERIFY2(json.value(QLatin1String("throughput_profile")).toString().contains(QLatin1String("TensorRT-LLM")),
             qPrintable(o.out));
}

void TestCli::estimateThroughputText()
{
    const Outcome o = runCli(words("estimate --model llama-3.1-8b --gpu h100-80gb --context 4096"));
    QCOMPARE(o.exitCode, 0);
    if (o.out.contains(QLatin1String("not known for this GPU")))
        QSKIP("the built-in catalogue gives no speed for h100-80gb (memory_bandwidth_bytes_per_second)");
    // The hand figures of estimateThroughput, whole tokens/s from 100 on: 128.837 -> 129, 30,858.86 ->
    // 30,859, 107.284 ms -> 107 ms.
    for (const char *line :
         {"\nThroughput\n",
          "\n  Decode: 129 tokens/s per sequence, 129 tokens/s in total over 1 sequence (bound: memory bandwidth)\n",
          "\n  Prefill: 30,859 tokens/s for one prompt (bound: compute)\n",
          "\n  Time to first token: 107 ms (one prompt on an idle replica)\n",
          "\n  Throughput assumes 3,072 prompt and 1,024 output tokens per request and 1 sequence decoding together "
          "per replica; vendor peak figures \u00d7 the efficiency of the Generic (Transformers) profile"})
        QVERIFY2(o.out.contains(QString::fromUtf8(line)), qPrintable(o.out));
}

void TestCli::estimateThroughputUnknown()
{
    // A memory-only user GPU (gpus.json version 1): the throughput is not known, every figure is null and
    // the text says so; prompt and output tokens are still the request assumed.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("memory-only.json"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("{ \"format\": \"headroom-catalog-gpus\", \"version\": 1, \"gpus\": [ {\n"
               "  \"id\": \"memory-only\", \"name\": \"Memory-only card\", \"vendor\": \"NVIDIA\", \"platform\": "
               "\"CUDA\",\n  \"memory_bytes\": 25769803776, \"marketed_bytes\": 24000000000, \"marketed_label\": "
               "\"24 GB\",\n  \"source\": { \"url\": \"https://example.org/nvidia-smi.txt\", \"retrieved\": "
               "\"2026-12-01\" } } ] }\n");
    file.close();
    const QStringList base{QStringLiteral("estimate"), QStringLiteral("--gpu-catalog"), path};
    const Outcome o = runCli(base + words("--gpu memory-only --model llama-3.1-8b --context 4096 --json"));
    QCOMPARE(o.exitCode, 0);
    const QJsonObject json = QJsonDocument::fromJson(o.out.toUtf8()).object();
    for (const char *key :
         {"decode_tokens_per_second", "decode_tokens_per_second_aggregate", "prefill_tokens_per_second",
          "time_to_first_token_ms", "throughput_bound", "prefill_bound", "throughput_profile"}) {
        QVERIFY2(json.contains(QLatin1String(key)) && json.value(QLatin1String(key)).isNull(), key);
    }
    QCOMPARE(json.value(QLatin1String("prompt_tokens")).toInteger(), Q_INT64_C(3072));
    QCOMPARE(json.value(QLatin1String("output_tokens")).toInteger(), Q_INT64_C(1024));

    const Outcome text = runCli(base + words("--gpu memory-only --model llama-3.1-8b --context 4096"));
    QCOMPARE(text.exitCode, 0);
    QVERIFY2(text.out.contains(QLatin1String("\nThroughput\n  Throughput: not known for this GPU")),
             qPrintable(text.out));
    QVERIFY(!text.out.contains(QLatin1String("Decode:")));

    // Outside inference every throughput key is null, prompt and output tokens too.
    const Outcome training = runCli(words("estimate --model llama-3.1-8b --gpu h100-80gb --workload lora --json"));
    QCOMPARE(training.exitCode, 0);
    const QJsonObject lora = QJsonDocument::fromJson(training.out.toUtf8()).object();
    for (const char *key : {"decode_tokens_per_second", "throughput_bound", "prompt_tokens", "output_tokens"})
        QVERIFY2(lora.contains(QLatin1String(key)) && lora.value(QLatin1String(key)).isNull(), key);
}

void TestCli::estimateEngineVersion()
{
    // --engine-version picks the release's rules (fit/engineversion.h). DeepSeek-V3 (61 layers, 128 heads) on a
    // llama.cpp build before PR #12801 caches every head's K 192 and V 128 in f16: 128 x 320 x 2 = 81,920 bytes per
    // layer, x 61 = 4,997,120 per token; at -c 4096: 20,468,203,520 bytes (19,520 MiB, the size a pre-MLA run logs).
    const Outcome old = runCli(words("estimate --model deepseek-v3 --gpu h100-80gb --engine llama.cpp --engine-version "
                                     "b5046 --weights q4_k_m --context 4096 --json"));
    QCOMPARE(old.exitCode, 0);
    const QJsonObject json = QJsonDocument::fromJson(old.out.toUtf8()).object();
    QCOMPARE(json.value(QLatin1String("engine_version")).toString(), QStringLiteral("b5046"));
    QCOMPARE(json.value(QLatin1String("engine_profile")).toString(), QStringLiteral("llama.cpp-pre-mla"));
    QCOMPARE(json.value(QLatin1String("kv_cache_bytes_per_token")).toInteger(), Q_INT64_C(4997120));
    // No version: the current build's latent K row, (512 + 64) x 2 x 61 = 70,272 bytes per token.
    const Outcome current = runCli(words("estimate --model deepseek-v3 --gpu h100-80gb --engine llama.cpp --weights "
                                         "q4_k_m --context 4096 --json"));
    QCOMPARE(current.exitCode, 0);
    const QJsonObject now = QJsonDocument::fromJson(current.out.toUtf8()).object();
    QCOMPARE(now.value(QLatin1String("engine_profile")).toString(), QStringLiteral("llama.cpp"));
    QVERIFY(!now.value(QLatin1String("engine_version")).toString().isEmpty());
    QCOMPARE(now.value(QLatin1String("kv_cache_bytes_per_token")).toInteger(), Q_INT64_C(70272));
    // A name the engine does not use is refused with an example.
    const Outcome bad = runCli(words("estimate --model deepseek-v3 --gpu h100-80gb --engine llama.cpp --engine-version "
                                     "0.5.7 --weights q4_k_m"));
    QVERIFY(bad.exitCode != 0);
    QVERIFY2(bad.err.contains(QLatin1String("b5300")), qPrintable(bad.err));
}

QTEST_MAIN(TestCli)
#include "tst_cli.moc"
