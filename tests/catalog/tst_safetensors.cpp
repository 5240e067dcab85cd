// SPDX-License-Identifier: GPL-3.0-or-later
// Tests for headroom::catalog's safetensors reader (safetensors.h). Every file is written here by the test,
// byte for byte as the format says (huggingface/safetensors README.md "Format" and safetensors/src/tensor.rs
// `serialize` at commit 24b0b2857fef49be734b9ab72ce97c09bb25f5b9, 2026-05-12): an 8-byte little-endian header
// length N, N bytes of JSON padded with spaces to a multiple of 8, then the tensors' data back to back in
// header order. Tensor bytes are elements x dtype bits / 8 (tensor.rs `Dtype::bitsize`), worked by hand in
// the comments; the expectations never come from our own output.

#include <catalog/safetensors.h>

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

using headroom::catalog::ImportedModel;
using headroom::catalog::SafetensorsDtype;
using headroom::catalog::SafetensorsError;
using headroom::catalog::SafetensorsHeader;
using headroom::catalog::SafetensorsTensor;
namespace catalog = headroom::catalog;
namespace fit = headroom::fit;

namespace {

struct Spec {
    const char *name;
    const char *dtype;
    std::vector<qint64> shape;
};

// Bits per element of the dtypes these tests write, copied from tensor.rs `Dtype::bitsize`.
qint64 bitsOf(const QByteArray &dtype)
{
    if (dtype == "F32" || dtype == "I32")
        return 32;
    if (dtype == "BF16" || dtype == "F16")
        return 16;
    if (dtype == "U8" || dtype == "I8" || dtype == "F8_E4M3")
        return 8;
    if (dtype == "F4")
        return 4;
    return 64;
}

QByteArray lengthPrefix(quint64 n)
{
    QByteArray out(8, '\0');
    for (int i = 0; i < 8; ++i)
        out[i] = char((n >> (8 * i)) & 0xFF);
    return out;
}

/// A header JSON text as the file holds it (padded with spaces to a multiple of 8, as `serialize` does), then
/// `dataBytes` zero bytes.
QByteArray fileWithHeader(QByteArray json, qint64 dataBytes)
{
    while (json.size() % 8 != 0)
        json.append(' ');
    return lengthPrefix(quint64(json.size())) + json + QByteArray(qsizetype(dataBytes), '\0');
}

/// A whole .safetensors file holding `specs` in order, data zero; `metadata` is an optional JSON object text.
QByteArray safetensorsFile(const std::vector<Spec> &specs, const QByteArray &metadata = {})
{
    QByteArray json = "{";
    if (!metadata.isEmpty())
        json += "\"__metadata__\":" + metadata;
    qint64 offset = 0;
    for (const Spec &s : specs) {
        qint64 elements = 1;
        QByteArrayList dims;
        for (const qint64 d : s.shape) {
            elements *= d;
            dims.append(QByteArray::number(d));
        }
        const qint64 bytes = elements * bitsOf(s.dtype) / 8;
        if (json.size() > 1)
            json += ",";
        json += "\"" + QByteArray(s.name) + "\":{\"dtype\":\"" + s.dtype + "\",\"shape\":[" + dims.join(',') +
                "],\"data_offsets\":[" + QByteArray::number(offset) + "," + QByteArray::number(offset + bytes) + "]}";
        offset += bytes;
    }
    json += "}";
    return fileWithHeader(json, offset);
}

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

// A tiny Llama: hidden 8, 2 heads of head_dim 4 (q: 8 rows), 1 KV head (k, v: 4 rows), intermediate 16,
// vocab 32, 2 layers.
const char *kLlamaConfig = R"({"architectures": ["LlamaForCausalLM"], "model_type": "llama", "hidden_size": 8,
    "intermediate_size": 16, "max_position_embeddings": 64, "num_attention_heads": 2, "num_hidden_layers": 2,
    "num_key_value_heads": 1, "head_dim": 4, "tie_word_embeddings": %1, "vocab_size": 32, "torch_dtype": "bfloat16"})";

QByteArray llamaConfig(bool tied)
{
    return QString::fromLatin1(kLlamaConfig).arg(tied ? QStringLiteral("true") : QStringLiteral("false")).toUtf8();
}

// The tensors of layer `i` of the tiny Llama, BF16 (2 bytes): norms [8] = 16 B each; q_proj and o_proj
// [8, 8] = 64 x 2 = 128 B each; k_proj, v_proj [4, 8] = 32 x 2 = 64 B each; gate/up_proj [16, 8] and
// down_proj [8, 16] = 128 x 2 = 256 B each. Layer: 16 + 128 + 64 + 64 + 128 + 16 + 3 x 256 = 1184 B.
std::vector<Spec> llamaLayer(int i)
{
    static std::vector<QByteArray> names; // keeps the names' storage alive
    const QByteArray p = "model.layers." + QByteArray::number(i) + ".";
    const char *suffixes[] = {"input_layernorm.weight",  "self_attn.q_proj.weight", "self_attn.k_proj.weight",
                              "self_attn.v_proj.weight", "self_attn.o_proj.weight", "post_attention_layernorm.weight",
                              "mlp.gate_proj.weight",    "mlp.up_proj.weight",      "mlp.down_proj.weight"};
    const std::vector<std::vector<qint64>> shapes = {{8}, {8, 8},  {4, 8},  {4, 8}, {8, 8},
                                                     {8}, {16, 8}, {16, 8}, {8, 16}};
    std::vector<Spec> out;
    for (std::size_t k = 0; k < shapes.size(); ++k) {
        names.push_back(p + suffixes[k]);
        out.push_back({names.back().constData(), "BF16", shapes[k]});
    }
    return out;
}

std::vector<Spec> join(std::vector<Spec> a, const std::vector<Spec> &b)
{
    a.insert(a.end(), b.begin(), b.end());
    return a;
}

SafetensorsTensor tensor(const char *name, qint64 bytes, SafetensorsDtype dtype = SafetensorsDtype::BF16,
                         std::vector<std::int64_t> shape = {})
{
    SafetensorsTensor t;
    t.name = QString::fromLatin1(name);
    t.dtype = dtype;
    t.shape = std::move(shape);
    t.begin = 0;
    t.end = bytes;
    return t;
}

bool anyNoteContains(const QStringList &notes, const QString &text)
{
    return std::any_of(notes.begin(), notes.end(), [&](const QString &n) { return n.contains(text); });
}

} // namespace

class TestSafetensors : public QObject
{
    Q_OBJECT

private slots:
    void dtypes_data();
    void dtypes();
    void specExample();
    void metadataAndPadding();
    void hostileHeaders_data();
    void hostileHeaders();
    void depthBombIsQuick();
    void manyTensorsAreQuick();
    void llamaShardedFolder();
    void tiedSingleFile();
    void mixtralExperts();
    void inventoryNames();
    void folderErrors();
    void specialFiles();
};

void TestSafetensors::dtypes_data()
{
    QTest::addColumn<QByteArray>("name");
    QTest::addColumn<int>("bits");
    // tensor.rs `Dtype::bitsize`, every enumerator.
    const std::pair<const char *, int> rows[] = {
        {"BOOL", 8},    {"F4", 4},      {"F6_E2M3", 6}, {"F6_E3M2", 6},     {"U8", 8},          {"I8", 8},
        {"F8_E5M2", 8}, {"F8_E4M3", 8}, {"F8_E8M0", 8}, {"F8_E4M3FNUZ", 8}, {"F8_E5M2FNUZ", 8}, {"I16", 16},
        {"U16", 16},    {"F16", 16},    {"BF16", 16},   {"I32", 32},        {"U32", 32},        {"F32", 32},
        {"C64", 64},    {"F64", 64},    {"I64", 64},    {"U64", 64}};
    for (const auto &[name, bits] : rows)
        QTest::newRow(name) << QByteArray(name) << bits;
}

void TestSafetensors::dtypes()
{
    QFETCH(QByteArray, name);
    QFETCH(int, bits);
    const std::optional<SafetensorsDtype> dtype = catalog::safetensorsDtypeFromName(name);
    QVERIFY(dtype);
    QCOMPARE(catalog::safetensorsDtypeBits(*dtype), bits);
    QCOMPARE(catalog::safetensorsDtypeName(*dtype), QLatin1String(name));
    QVERIFY(!catalog::safetensorsDtypeFromName(name.toLower()));
}

// The example of tensor.rs's `SafeTensors::deserialize` documentation: N = 0x3c = 60, the header
// {"test":{"dtype":"I32","shape":[2,2],"data_offsets":[0,16]}} (60 bytes) and 16 bytes of data (2 x 2 x 4).
void TestSafetensors::specExample()
{
    const QByteArray json = R"({"test":{"dtype":"I32","shape":[2,2],"data_offsets":[0,16]}})";
    QCOMPARE(json.size(), 60);
    const QByteArray file = lengthPrefix(60) + json + QByteArray(16, '\0');
    SafetensorsError error;
    const std::optional<SafetensorsHeader> header =
        catalog::readSafetensorsHeader(file, file.size(), QStringLiteral("x"), &error);
    QVERIFY2(header, qPrintable(error.message));
    QCOMPARE(header->headerBytes, 60);
    QCOMPARE(header->dataBytes, 16);
    QCOMPARE(header->tensors.size(), 1);
    QCOMPARE(header->tensors[0].name, QStringLiteral("test"));
    QVERIFY(header->tensors[0].dtype == SafetensorsDtype::I32);
    QCOMPARE(header->tensors[0].shape, (std::vector<std::int64_t>{2, 2}));
    QCOMPARE(header->tensors[0].bytes(), 16);
    QCOMPARE(header->tensors[0].headerOffset, 9); // the key's quote, after the 8-byte prefix and '{'
}

// __metadata__ first (as transformers writes {"format": "pt"}), tensors listed out of offset order, escapes in
// names, and the trailing space padding the writer adds.
void TestSafetensors::metadataAndPadding()
{
    const QByteArray json = R"({"__metadata__":{"format":"pt","note":"caf\u00e9 \ud83d\ude00"},)"
                            R"("b":{"dtype":"F16","shape":[3],"data_offsets":[4,10]},)"
                            R"("a\"q":{"dtype":"U8","shape":[4],"data_offsets":[0,4]},)"
                            R"("scalar":{"dtype":"F32","shape":[],"data_offsets":[10,14]},)"
                            R"("empty":{"dtype":"F32","shape":[0,5],"data_offsets":[14,14]}})";
    // b: 3 x 2 = 6 bytes [4, 10); a"q: 4 x 1 = 4 bytes [0, 4); scalar: 1 x 4 = 4 bytes; empty: 0 elements.
    const QByteArray file = fileWithHeader(json, 14);
    SafetensorsError error;
    const std::optional<SafetensorsHeader> header =
        catalog::readSafetensorsHeader(file, file.size(), QStringLiteral("m"), &error);
    QVERIFY2(header, qPrintable(error.message));
    QCOMPARE(header->metadata.size(), 2);
    QCOMPARE(header->metadata[0].first, QStringLiteral("format"));
    QCOMPARE(header->metadata[0].second, QStringLiteral("pt"));
    QCOMPARE(header->metadata[1].second, QString::fromUtf8("café \xF0\x9F\x98\x80"));
    QCOMPARE(header->tensors.size(), 4);
    QCOMPARE(header->tensors[0].name, QStringLiteral("a\"q")); // sorted by begin
    QCOMPARE(header->tensors[1].name, QStringLiteral("b"));
    QCOMPARE(header->tensors[3].name, QStringLiteral("empty"));
    QCOMPARE(header->dataBytes, 14);

    // "__metadata__": null is accepted (the reference reads it as an absent Option).
    const QByteArray nullMetadata = fileWithHeader(R"({"__metadata__":null})", 0);
    QVERIFY(catalog::readSafetensorsHeader(nullMetadata, nullMetadata.size(), QStringLiteral("n"), &error));
}

void TestSafetensors::hostileHeaders_data()
{
    QTest::addColumn<QByteArray>("file");
    QTest::addColumn<qint64>("offset");
    QTest::addColumn<QString>("text");

    const QByteArray f32x2 = R"({"dtype":"F32","shape":[2],"data_offsets":)"; // 8 bytes of data
    QTest::newRow("shorter than the prefix") << QByteArray("\x10\0\0", 3) << qint64(0) << "shorter than the 8-byte";
    QTest::newRow("N = 2^63") << lengthPrefix(quint64(1) << 63) + "{}" << qint64(0) << "larger than the format's limit";
    QTest::newRow("N = 100,000,001") << lengthPrefix(100'000'001) + "{}" << qint64(0)
                                     << "larger than the format's limit";
    QTest::newRow("N past the file") << lengthPrefix(100) + "{}      " << qint64(0) << "runs past the end of the file";
    QTest::newRow("N = 0") << lengthPrefix(0) << qint64(8) << "does not start with";
    QTest::newRow("leading space") << fileWithHeader(" {}", 0) << qint64(8) << "does not start with";
    // {"a":5}: the value 5 is header byte 5, file byte 8 + 5 = 13.
    QTest::newRow("entry not an object") << fileWithHeader(R"({"a":5})", 0) << qint64(13) << "is not an object";
    // {"a":{"dtype" (13 bytes) padded with spaces to 16: the JSON ends at header byte 16.
    QTest::newRow("truncated JSON") << fileWithHeader(R"({"a":{"dtype")", 0) << qint64(8 + 16) << "ends early";
    QTest::newRow("trailing garbage") << fileWithHeader(R"({} x)", 0) << qint64(8 + 3) << "bytes after its JSON";
    QTest::newRow("invalid UTF-8") << fileWithHeader("{\"\xC3\x28\":1}", 0) << qint64(8) << "not valid UTF-8";
    QTest::newRow("lone surrogate") << fileWithHeader(R"({"\ud800x":1})", 0) << qint64(8 + 8) << "lone high surrogate";
    // {"a": (5) + f32x2 (42) + [0,8]}, (7): the second "a" is header byte 54.
    QTest::newRow("duplicate tensor") << fileWithHeader("{\"a\":" + f32x2 + "[0,8]},\"a\":" + f32x2 + "[8,16]}}", 16)
                                      << qint64(8 + 54) << "appears twice";
    QTest::newRow("duplicate field") << fileWithHeader(R"({"a":{"dtype":"F32","dtype":"F32"}})", 0) << qint64(8 + 20)
                                     << "has the key “dtype” twice";
    QTest::newRow("unknown dtype") << fileWithHeader(R"({"w":{"dtype":"Q4_K","shape":[2],"data_offsets":[0,1]}})", 1)
                                   << qint64(8 + 14) << "unknown dtype “Q4_K”";
    // {"w":{"dtype":"F32","shape":[ is 29 bytes: the first dimension is header byte 29.
    QTest::newRow("negative dim") << fileWithHeader(R"({"w":{"dtype":"F32","shape":[-2],"data_offsets":[0,8]}})", 8)
                                  << qint64(8 + 29) << "negative number";
    QTest::newRow("fractional dim") << fileWithHeader(R"({"w":{"dtype":"F32","shape":[2.5],"data_offsets":[0,8]}})", 8)
                                    << qint64(8 + 29) << "not a whole number";
    QTest::newRow("exponent dim") << fileWithHeader(R"({"w":{"dtype":"F32","shape":[2e0],"data_offsets":[0,8]}})", 8)
                                  << qint64(8 + 29) << "not a whole number";
    QTest::newRow("dim past 2^63") << fileWithHeader(R"({"w":{"dtype":"F32","shape":[9223372036854775808]}})", 0)
                                   << qint64(8 + 29) << "larger than 2^63 - 1";
    QTest::newRow("missing data_offsets")
        << fileWithHeader(R"({"w":{"dtype":"F32","shape":[2]}})", 8) << qint64(8 + 1) << "has no “data_offsets”";
    // The '[' of data_offsets is header byte 47.
    QTest::newRow("three offsets") << fileWithHeader(R"({"w":{"dtype":"F32","shape":[2],"data_offsets":[0,4,8]}})", 8)
                                   << qint64(8 + 47) << "more than 2 items";
    // 2^32 x 2^32 = 2^64 elements: overflows.
    QTest::newRow("element overflow")
        << fileWithHeader(R"({"w":{"dtype":"U8","shape":[4294967296,4294967296],"data_offsets":[0,0]}})", 0)
        << qint64(9) << "element count";
    // 2^61 elements fit, x 32 bits = 2^66 bits does not.
    QTest::newRow("bit overflow") << fileWithHeader(
                                         R"({"w":{"dtype":"F32","shape":[2305843009213693952],"data_offsets":[0,0]}})",
                                         0)
                                  << qint64(9) << "size of the tensor";
    // F4: 3 elements x 4 bits = 12 bits, not whole bytes (tensor.rs MisalignedSlice).
    QTest::newRow("F4 odd") << fileWithHeader(R"({"w":{"dtype":"F4","shape":[3],"data_offsets":[0,2]}})", 2)
                            << qint64(9) << "not a whole number of bytes";
    // F32 [2, 2] = 4 x 4 = 16 bytes, offsets span 8.
    QTest::newRow("dtype/shape mismatch")
        << fileWithHeader(R"({"w":{"dtype":"F32","shape":[2,2],"data_offsets":[0,8]}})", 8) << qint64(9)
        << "(16 bytes) but its data_offsets span 8 bytes";
    QTest::newRow("end before begin") << fileWithHeader(R"({"w":{"dtype":"F32","shape":[0],"data_offsets":[8,0]}})", 8)
                                      << qint64(9) << "before it begins";
    // a [0, 8), b [4, 12): b begins inside a. The entry "b" starts at header byte 54 (5 + 42 + 7).
    QTest::newRow("overlap") << fileWithHeader("{\"a\":" + f32x2 + "[0,8]},\"b\":" + f32x2 + "[4,12]}}", 12)
                             << qint64(8 + 54) << "“a” and “b” overlap";
    // a [0, 8), b [12, 20): bytes 8..11 belong to no tensor.
    QTest::newRow("hole") << fileWithHeader("{\"a\":" + f32x2 + "[0,8]},\"b\":" + f32x2 + "[12,20]}}", 20)
                          << qint64(8 + 54) << "bytes 8 to 11 of the data buffer";
    // One 8-byte tensor, 24 data bytes: 16 left over, at file byte 8 + N (56, padded) + 8 = 72.
    QTest::newRow("trailing data") << fileWithHeader("{\"a\":" + f32x2 + "[0,8]}}", 24) << qint64(72)
                                   << "16 bytes after";
    // Header complete, data cut: the tensor needs 8 bytes, the file has 5.
    QTest::newRow("truncated data") << fileWithHeader("{\"a\":" + f32x2 + "[0,8]}}", 5) << qint64(9) << "truncated";
    QTest::newRow("metadata not strings")
        << fileWithHeader(R"({"__metadata__":{"k":1}})", 0) << qint64(8 + 21) << "is not a string";
    // A depth bomb under the top level: the value of "a" must be an object of three known keys.
    QTest::newRow("top-level depth bomb")
        << fileWithHeader("{\"a\":" + QByteArray(100000, '['), 0) << qint64(13) << "is not an object";
    // Under an unknown key of an entry (skipped, nested at most 32 deep): the 33rd '[' is at header byte 14 + 32.
    QTest::newRow("nested depth bomb") << fileWithHeader("{\"a\":{\"extra\":" + QByteArray(100000, '[') + "}}", 0)
                                       << qint64(8 + 14 + 32) << "more than 32 deep";
}

void TestSafetensors::hostileHeaders()
{
    QFETCH(QByteArray, file);
    QFETCH(qint64, offset);
    QFETCH(QString, text);
    SafetensorsError error;
    const std::optional<SafetensorsHeader> header =
        catalog::readSafetensorsHeader(file, file.size(), QStringLiteral("bad.safetensors"), &error);
    QVERIFY(!header);
    QVERIFY2(error.message.contains(text), qPrintable(error.message));
    QCOMPARE(error.offset, offset);
    QCOMPARE(error.file, QStringLiteral("bad.safetensors"));
    QVERIFY2(error.message.startsWith(QStringLiteral("bad.safetensors, byte %1: ").arg(offset)),
             qPrintable(error.message));
    QVERIFY(error.message.endsWith(u'.'));
}

// A 50 MB header of nested brackets under an unknown key is refused at once (bounded depth, no recursion).
void TestSafetensors::depthBombIsQuick()
{
    const QByteArray file = fileWithHeader("{\"a\":{\"x\":" + QByteArray(50'000'000, '[') + "}}", 0);
    QElapsedTimer timer;
    timer.start();
    SafetensorsError error;
    QVERIFY(!catalog::readSafetensorsHeader(file, file.size(), QStringLiteral("bomb"), &error));
    QVERIFY2(timer.elapsed() < 5000, qPrintable(QString::number(timer.elapsed())));
    QVERIFY(error.message.contains(QStringLiteral("more than 32 deep")));
}

// 200,000 tensors (DeepSeek-V3 has about 91,000 over its 163 shards), listed in reverse offset order: U8 [1], one
// byte each, so the data buffer is 200,000 bytes.
void TestSafetensors::manyTensorsAreQuick()
{
    constexpr int kCount = 200'000;
    QByteArray json = "{";
    for (int i = kCount - 1; i >= 0; --i) {
        json += "\"model.layers.0.t" + QByteArray::number(i) + "\":{\"dtype\":\"U8\",\"shape\":[1],\"data_offsets\":[" +
                QByteArray::number(i) + "," + QByteArray::number(i + 1) + "]}" + (i > 0 ? "," : "");
    }
    json += "}";
    const QByteArray file = fileWithHeader(json, kCount);
    QElapsedTimer timer;
    timer.start();
    SafetensorsError error;
    const std::optional<SafetensorsHeader> header =
        catalog::readSafetensorsHeader(file, file.size(), QStringLiteral("many"), &error);
    QVERIFY2(header, qPrintable(error.message));
    QCOMPARE(header->tensors.size(), kCount);
    QCOMPARE(header->tensors.front().name, QStringLiteral("model.layers.0.t0"));
    QCOMPARE(catalog::safetensorsInventory(header->tensors, 1).layers, (std::vector<std::int64_t>{kCount}));
    QVERIFY2(timer.elapsed() < 10000, qPrintable(QString::number(timer.elapsed())));
}

// The tiny Llama in two shards with an index, as transformers' save_pretrained(max_shard_size=...) writes it.
void TestSafetensors::llamaShardedFolder()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    // Shard 1: embed_tokens [32, 8] BF16 = 256 x 2 = 512 B, then layer 0 (1184 B).
    const std::vector<Spec> shard1 = join({{"model.embed_tokens.weight", "BF16", {32, 8}}}, llamaLayer(0));
    // Shard 2: layer 1 (1184 B), model.norm [8] = 16 B, lm_head [32, 8] = 512 B.
    const std::vector<Spec> shard2 =
        join(llamaLayer(1), {{"model.norm.weight", "BF16", {8}}, {"lm_head.weight", "BF16", {32, 8}}});
    QByteArray weightMap;
    for (const auto &[specs, file] : {std::pair{&shard1, "model-00001-of-00002.safetensors"},
                                      std::pair{&shard2, "model-00002-of-00002.safetensors"}}) {
        QVERIFY(writeFile(dir.filePath(QLatin1String(file)), safetensorsFile(*specs, R"({"format":"pt"})")));
        for (const Spec &s : *specs)
            weightMap += (weightMap.isEmpty() ? "" : ",") + ("\"" + QByteArray(s.name) + "\":\"" + file + "\"");
    }
    QVERIFY(writeFile(dir.filePath(QStringLiteral("model.safetensors.index.json")),
                      R"({"metadata":{"total_size":3408},"weight_map":{)" + weightMap + "}}"));
    QVERIFY(writeFile(dir.filePath(QStringLiteral("config.json")), llamaConfig(false)));
    QVERIFY(catalog::looksLikeModelFolder(dir.path()));

    SafetensorsError error;
    const std::optional<ImportedModel> model = catalog::importSafetensors(dir.path(), &error);
    QVERIFY2(model, qPrintable(error.message));
    QVERIFY(model->tensors);
    const fit::TensorInventory &inv = *model->tensors;
    QCOMPARE(inv.tokenEmbedding, 512);
    QCOMPARE(inv.outputHead, 512);
    QCOMPARE(inv.outputOther, 16);
    QCOMPARE(inv.layers, (std::vector<std::int64_t>{1184, 1184}));
    QCOMPARE(inv.layerExperts, (std::vector<std::int64_t>{0, 0}));
    QVERIFY(!inv.tiedEmbeddings);
    QVERIFY(inv.exact);
    // 512 + 1184 + 1184 + 16 + 512 = 3408 = the index's total_size.
    QCOMPARE(inv.tokenEmbedding + inv.outputHead + inv.outputOther + inv.layers[0] + inv.layers[1], 3408);
    QVERIFY(model->fileWeights);
    QVERIFY(*model->fileWeights == fit::WeightFormat::denseOf(fit::DenseDtype::BF16));
    QCOMPARE(model->fileKind, QStringLiteral("safetensors"));
    QCOMPARE(model->filePath, QFileInfo(dir.path()).absoluteFilePath());
    QCOMPARE(model->spec.layers, 2);
    QVERIFY2(model->notes.isEmpty(), qPrintable(model->notes.join(u'\n')));

    // Opening one shard reads the whole folder the index describes.
    const std::optional<ImportedModel> viaShard =
        catalog::importSafetensors(dir.filePath(QStringLiteral("model-00002-of-00002.safetensors")), &error);
    QVERIFY2(viaShard, qPrintable(error.message));
    QVERIFY(*viaShard->tensors == inv);
    QVERIFY(anyNoteContains(viaShard->notes, QStringLiteral("one of 2 shards")));
}

// Tied embeddings: no lm_head, one file named model.safetensors, no index.
void TestSafetensors::tiedSingleFile()
{
    QTemporaryDir dir;
    const std::vector<Spec> specs = join(join({{"model.embed_tokens.weight", "BF16", {32, 8}}}, llamaLayer(0)),
                                         join(llamaLayer(1), {{"model.norm.weight", "BF16", {8}}}));
    QVERIFY(writeFile(dir.filePath(QStringLiteral("model.safetensors")), safetensorsFile(specs)));
    QVERIFY(writeFile(dir.filePath(QStringLiteral("config.json")), llamaConfig(true)));
    SafetensorsError error;
    const std::optional<ImportedModel> model = catalog::importSafetensors(dir.path(), &error);
    QVERIFY2(model, qPrintable(error.message));
    QCOMPARE(model->tensors->tokenEmbedding, 512);
    QCOMPARE(model->tensors->outputHead, 0);
    QVERIFY(model->tensors->tiedEmbeddings);
    QCOMPARE(model->tensors->outputOther, 16);
    QCOMPARE(model->tensors->layers, (std::vector<std::int64_t>{1184, 1184}));
    QVERIFY2(model->notes.isEmpty(), qPrintable(model->notes.join(u'\n')));

    // The same files with a config that says "not tied": the files are followed, with a note.
    QVERIFY(writeFile(dir.filePath(QStringLiteral("config.json")), llamaConfig(false)));
    const std::optional<ImportedModel> untied = catalog::importSafetensors(dir.path(), &error);
    QVERIFY2(untied, qPrintable(error.message));
    QVERIFY(untied->tensors->tiedEmbeddings);
    QVERIFY(anyNoteContains(untied->notes, QStringLiteral("no lm_head")));
}

// A Mixtral-style layer with 2 experts, stored in F16.
void TestSafetensors::mixtralExperts()
{
    QTemporaryDir dir;
    const QByteArray config = R"({"architectures": ["MixtralForCausalLM"], "model_type": "mixtral", "hidden_size": 8,
        "intermediate_size": 16, "max_position_embeddings": 64, "num_attention_heads": 2, "num_hidden_layers": 1,
        "num_key_value_heads": 1, "head_dim": 4, "num_local_experts": 2, "num_experts_per_tok": 1,
        "tie_word_embeddings": false, "vocab_size": 32, "torch_dtype": "float16"})";
    // Layer 0, F16 (2 bytes): norms 2 x 16 B; attention 128 + 64 + 64 + 128 = 384 B; router gate [2, 8] = 32 B;
    // each expert w1 [16, 8], w3 [16, 8], w2 [8, 16] = 3 x 256 = 768 B, two experts 1536 B.
    // Layer: 32 + 384 + 32 + 1536 = 1984 B, of which experts 1536 B.
    const std::vector<Spec> specs = {
        {"model.embed_tokens.weight", "F16", {32, 8}},
        {"model.layers.0.input_layernorm.weight", "F16", {8}},
        {"model.layers.0.self_attn.q_proj.weight", "F16", {8, 8}},
        {"model.layers.0.self_attn.k_proj.weight", "F16", {4, 8}},
        {"model.layers.0.self_attn.v_proj.weight", "F16", {4, 8}},
        {"model.layers.0.self_attn.o_proj.weight", "F16", {8, 8}},
        {"model.layers.0.post_attention_layernorm.weight", "F16", {8}},
        {"model.layers.0.block_sparse_moe.gate.weight", "F16", {2, 8}},
        {"model.layers.0.block_sparse_moe.experts.0.w1.weight", "F16", {16, 8}},
        {"model.layers.0.block_sparse_moe.experts.0.w2.weight", "F16", {8, 16}},
        {"model.layers.0.block_sparse_moe.experts.0.w3.weight", "F16", {16, 8}},
        {"model.layers.0.block_sparse_moe.experts.1.w1.weight", "F16", {16, 8}},
        {"model.layers.0.block_sparse_moe.experts.1.w2.weight", "F16", {8, 16}},
        {"model.layers.0.block_sparse_moe.experts.1.w3.weight", "F16", {16, 8}},
        {"model.norm.weight", "F16", {8}},
        {"lm_head.weight", "F16", {32, 8}},
    };
    QVERIFY(writeFile(dir.filePath(QStringLiteral("model.safetensors")), safetensorsFile(specs)));
    QVERIFY(writeFile(dir.filePath(QStringLiteral("config.json")), config));
    SafetensorsError error;
    const std::optional<ImportedModel> model = catalog::importSafetensors(dir.path(), &error);
    QVERIFY2(model, qPrintable(error.message));
    QCOMPARE(model->tensors->layers, (std::vector<std::int64_t>{1984}));
    QCOMPARE(model->tensors->layerExperts, (std::vector<std::int64_t>{1536}));
    QCOMPARE(model->tensors->tokenEmbedding, 512);
    QCOMPARE(model->tensors->outputHead, 512);
    QVERIFY(*model->fileWeights == fit::WeightFormat::denseOf(fit::DenseDtype::F16));
}

// The name rules of safetensorsInventory() on the names real checkpoints use.
void TestSafetensors::inventoryNames()
{
    const QList<SafetensorsTensor> tensors = {
        // Gemma 3 / Llama 4 multimodal prefixes.
        tensor("model.language_model.embed_tokens.weight", 100),
        tensor("language_model.model.layers.0.self_attn.q_proj.weight", 10),
        tensor("language_model.lm_head.weight", 200),
        // gpt-oss MXFP4 experts (U8 blocks, U8 scales) and router.
        tensor("model.layers.0.mlp.experts.gate_up_proj_blocks", 1000, SafetensorsDtype::U8),
        tensor("model.layers.0.mlp.experts.gate_up_proj_scales", 60, SafetensorsDtype::U8),
        tensor("model.layers.0.mlp.experts.down_proj_bias", 4),
        tensor("model.layers.0.mlp.router.weight", 7),
        // DeepSeek-V3: shared experts are not routed experts; layer 1 is past num_hidden_layers = 1 (MTP).
        tensor("model.layers.0.mlp.shared_experts.up_proj.weight", 30, SafetensorsDtype::F8_E4M3),
        tensor("model.layers.0.mlp.shared_experts.up_proj.weight_scale_inv", 3, SafetensorsDtype::F32),
        tensor("model.layers.1.embed_tokens.weight", 500),
        tensor("model.layers.1.shared_head.head.weight", 400),
        // Vision tower and projector.
        tensor("vision_tower.vision_model.encoder.layers.0.mlp.fc1.weight", 80),
        tensor("model.multi_modal_projector.mm_input_projection_weight", 20),
        // Norm, and a name nobody knows.
        tensor("model.norm.weight", 5),
        tensor("model.mystery_table", 9),
    };
    QStringList notes;
    const fit::TensorInventory inv = catalog::safetensorsInventory(tensors, 1, &notes);
    QCOMPARE(inv.tokenEmbedding, 100);
    QCOMPARE(inv.outputHead, 200);
    QVERIFY(!inv.tiedEmbeddings);
    QCOMPARE(inv.outputOther, 5 + 9);
    // Layer 0: 10 + 1000 + 60 + 4 + 7 + 30 + 3 = 1114; experts 1000 + 60 + 4 = 1064.
    QCOMPARE(inv.layers, (std::vector<std::int64_t>{1114}));
    QCOMPARE(inv.layerExperts, (std::vector<std::int64_t>{1064}));
    QVERIFY(inv.exact);
    // MTP: 500 + 400 = 900 bytes in 2 tensors; towers 80 + 20 = 100 bytes; unknown 9 bytes.
    QVERIFY2(anyNoteContains(notes, QStringLiteral("900 bytes")), qPrintable(notes.join(u'\n')));
    QVERIFY(anyNoteContains(notes, QStringLiteral("(100 bytes")));
    QVERIFY(anyNoteContains(notes, QStringLiteral("(9 bytes")));
    QCOMPARE(notes.size(), 3);

    // A layer the files lack is noted.
    notes.clear();
    const fit::TensorInventory gap = catalog::safetensorsInventory({tensor("model.layers.1.x.weight", 4)}, 3, &notes);
    QCOMPARE(gap.layers, (std::vector<std::int64_t>{0, 4, 0}));
    QVERIFY(gap.tiedEmbeddings);
    QVERIFY(anyNoteContains(notes, QStringLiteral("2 of the decoder layers")));

    // Dominant dtype of the 2-D layer weights by element count: 30 F8_E4M3 elements beat 10 / 2 = 5 BF16.
    const QList<SafetensorsTensor> fp8 = {tensor("model.layers.0.a.weight", 10, SafetensorsDtype::BF16, {1, 5}),
                                          tensor("model.layers.0.b.weight", 30, SafetensorsDtype::F8_E4M3, {3, 10}),
                                          tensor("model.embed_tokens.weight", 1000, SafetensorsDtype::BF16, {10, 50})};
    QVERIFY(*catalog::dominantDenseFormat(fp8) == fit::WeightFormat::denseOf(fit::DenseDtype::FP8));
    QVERIFY(!catalog::dominantDenseFormat({tensor("model.norm.weight", 4, SafetensorsDtype::F32, {2})}));
}

void TestSafetensors::folderErrors()
{
    const QByteArray norm = safetensorsFile({{"model.norm.weight", "BF16", {8}}});
    const QByteArray embed = safetensorsFile({{"model.embed_tokens.weight", "BF16", {32, 8}}});
    SafetensorsError error;
    {
        // The same tensor in two shards (no index).
        QTemporaryDir dir;
        QVERIFY(writeFile(dir.filePath(QStringLiteral("config.json")), llamaConfig(true)));
        QVERIFY(writeFile(dir.filePath(QStringLiteral("a.safetensors")), norm));
        QVERIFY(writeFile(dir.filePath(QStringLiteral("b.safetensors")), norm));
        QVERIFY(!catalog::importSafetensors(dir.path(), &error));
        QVERIFY2(error.message.contains(QStringLiteral("“model.norm.weight” is also in “a.safetensors”")),
                 qPrintable(error.message));
        QVERIFY(error.file.endsWith(QStringLiteral("b.safetensors")));
    }
    {
        // The index names a shard that is not there.
        QTemporaryDir dir;
        QVERIFY(writeFile(dir.filePath(QStringLiteral("config.json")), llamaConfig(true)));
        QVERIFY(writeFile(dir.filePath(QStringLiteral("a.safetensors")), norm));
        QVERIFY(writeFile(
            dir.filePath(QStringLiteral("model.safetensors.index.json")),
            R"({"weight_map":{"model.norm.weight":"a.safetensors","model.embed_tokens.weight":"b.safetensors"}})"));
        QVERIFY(!catalog::importSafetensors(dir.path(), &error));
        QVERIFY2(error.message.contains(QStringLiteral("names the shard “b.safetensors”, which is missing")),
                 qPrintable(error.message));
        // ... or places a tensor in a shard that does not hold it.
        QVERIFY(writeFile(dir.filePath(QStringLiteral("b.safetensors")), embed));
        QVERIFY(writeFile(
            dir.filePath(QStringLiteral("model.safetensors.index.json")),
            R"({"weight_map":{"model.norm.weight":"b.safetensors","model.embed_tokens.weight":"b.safetensors"}})"));
        QVERIFY(!catalog::importSafetensors(dir.path(), &error));
        QVERIFY2(error.message.contains(QStringLiteral("places the tensor “model.norm.weight” in “b.safetensors”, but "
                                                       "“a.safetensors” holds it")) ||
                     error.message.contains(
                         QStringLiteral("“model.norm.weight” in “b.safetensors”, which does not hold it")),
                 qPrintable(error.message));
        // ... or escapes the folder.
        QVERIFY(writeFile(dir.filePath(QStringLiteral("model.safetensors.index.json")),
                          R"({"weight_map":{"model.norm.weight":"../a.safetensors"}})"));
        QVERIFY(!catalog::importSafetensors(dir.path(), &error));
        QVERIFY2(error.message.contains(QStringLiteral("not the name of a file in the folder")),
                 qPrintable(error.message));
    }
    {
        // A bad shard: its error names the shard and the byte.
        QTemporaryDir dir;
        QVERIFY(writeFile(dir.filePath(QStringLiteral("config.json")), llamaConfig(true)));
        QVERIFY(writeFile(dir.filePath(QStringLiteral("a.safetensors")), norm.left(norm.size() - 1)));
        QVERIFY(!catalog::importSafetensors(dir.path(), &error));
        QVERIFY2(error.message.contains(QStringLiteral("a.safetensors, byte 9: ")) &&
                     error.message.contains(QStringLiteral("truncated")),
                 qPrintable(error.message));
        // No config.json: the config importer's message.
        QVERIFY(QFile::remove(dir.filePath(QStringLiteral("config.json"))));
        QVERIFY(!catalog::importSafetensors(dir.path(), &error));
        QVERIFY2(error.message.contains(QStringLiteral("config.json")), qPrintable(error.message));
        QVERIFY(!catalog::looksLikeModelFolder(dir.path()));
    }
    QVERIFY(!catalog::importSafetensors(QStringLiteral("/nonexistent/folder"), &error));
    QVERIFY(error.message.contains(QStringLiteral("does not exist")));
}

// A FIFO and a folder are refused without blocking; the tensor data of a real file is never read (a sparse file
// of 8 GiB whose header is valid is read at once).
void TestSafetensors::specialFiles()
{
    QTemporaryDir dir;
    const QString fifo = dir.filePath(QStringLiteral("fifo.safetensors"));
    QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    SafetensorsError error;
    QVERIFY(!catalog::readSafetensorsFile(fifo, &error));
    QVERIFY2(error.message.contains(QStringLiteral("not a regular file")), qPrintable(error.message));
    QVERIFY(!catalog::readSafetensorsFile(dir.path(), &error));
    QVERIFY(!catalog::readSafetensorsFile(dir.filePath(QStringLiteral("none.safetensors")), &error));
    QVERIFY(error.message.contains(QStringLiteral("does not exist")));

    // U8 [8, 1024, 1024, 1024] = 2^33 bytes of data after the header.
    const QString big = dir.filePath(QStringLiteral("big.safetensors"));
    const QByteArray head =
        fileWithHeader(R"({"w":{"dtype":"U8","shape":[8,1024,1024,1024],"data_offsets":[0,8589934592]}})", 0);
    QFile file(big);
    QVERIFY(file.open(QIODevice::WriteOnly));
    QCOMPARE(file.write(head), head.size());
    QVERIFY(file.resize(head.size() + (qint64(1) << 33)));
    file.close();
    QElapsedTimer timer;
    timer.start();
    const std::optional<SafetensorsHeader> header = catalog::readSafetensorsFile(big, &error);
    QVERIFY2(header, qPrintable(error.message));
    QCOMPARE(header->dataBytes, qint64(1) << 33);
    QVERIFY(timer.elapsed() < 2000);
}

QTEST_GUILESS_MAIN(TestSafetensors)
#include "tst_safetensors.moc"
