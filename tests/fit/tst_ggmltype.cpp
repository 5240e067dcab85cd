// SPDX-License-Identifier: GPL-3.0-or-later
#include <fit/ggmltype.h>

#include <QByteArray>
#include <QTest>

#include <iterator>
#include <limits>
#include <string_view>

using namespace headroom::fit;

Q_DECLARE_METATYPE(headroom::fit::GgmlType)

namespace {

QByteArray bytes(std::string_view s)
{
    return QByteArray(s.data(), static_cast<qsizetype>(s.size()));
}

} // namespace

class TestGgmlType : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void traits_data();
    void traits();
    void everyEnumeratorHasARow();
    void rowBytes_data();
    void rowBytes();
    void fromString_data();
    void fromString();
    void fromId_data();
    void fromId();
    void kvCacheTypes_data();
    void kvCacheTypes();
    void makeRational_data();
    void makeRational();
    void nonEnumerator();
};

// Expected layouts come from the block structs of ggml/src/ggml-common.h
// (https://github.com/ggml-org/llama.cpp/blob/master/ggml/src/ggml-common.h), adding up each
// struct's fields as its static_assert does (ggml_half = 2 bytes, QK_K = 256), and from the
// "Effectively X bits per weight" comments there; bpw = bytes * 8 / block, reduced.
void TestGgmlType::traits_data()
{
    QTest::addColumn<GgmlType>("type");
    QTest::addColumn<QByteArray>("name");
    QTest::addColumn<int>("blockSize");
    QTest::addColumn<int>("blockBytes");
    QTest::addColumn<qint64>("bpwNum");
    QTest::addColumn<qint64>("bpwDen");

    // Dense types (ggml.c type_traits): one value per "block".
    QTest::newRow("f32") << GgmlType::F32 << QByteArray("f32") << 1 << 4 << 32LL << 1LL;
    QTest::newRow("f16") << GgmlType::F16 << QByteArray("f16") << 1 << 2 << 16LL << 1LL;
    QTest::newRow("bf16") << GgmlType::BF16 << QByteArray("bf16") << 1 << 2 << 16LL << 1LL;
    // block_q4_0: d 2 + qs[32/2] 16 = 18 bytes; 18 * 8 / 32 = 4.5 = 9/2.
    QTest::newRow("q4_0") << GgmlType::Q4_0 << QByteArray("q4_0") << 32 << 18 << 9LL << 2LL;
    // block_q4_1: d, m 4 + qs 16 = 20; 160 / 32 = 5.
    QTest::newRow("q4_1") << GgmlType::Q4_1 << QByteArray("q4_1") << 32 << 20 << 5LL << 1LL;
    // block_q5_0: d 2 + qh[4] + qs 16 = 22; 176 / 32 = 5.5 = 11/2.
    QTest::newRow("q5_0") << GgmlType::Q5_0 << QByteArray("q5_0") << 32 << 22 << 11LL << 2LL;
    // block_q5_1: d, m 4 + qh 4 + qs 16 = 24; 192 / 32 = 6.
    QTest::newRow("q5_1") << GgmlType::Q5_1 << QByteArray("q5_1") << 32 << 24 << 6LL << 1LL;
    // block_q8_0: d 2 + qs[32] = 34; 272 / 32 = 8.5 = 17/2.
    QTest::newRow("q8_0") << GgmlType::Q8_0 << QByteArray("q8_0") << 32 << 34 << 17LL << 2LL;
    // block_q8_1: d, s 4 + qs 32 = 36; 288 / 32 = 9.
    QTest::newRow("q8_1") << GgmlType::Q8_1 << QByteArray("q8_1") << 32 << 36 << 9LL << 1LL;
    // block_q2_K: scales[16] + qs[64] + d, dmin 4 = 84; 672 / 256 = 2.625 = 21/8.
    QTest::newRow("q2_K") << GgmlType::Q2_K << QByteArray("q2_K") << 256 << 84 << 21LL << 8LL;
    // block_q3_K: hmask[32] + qs[64] + scales[12] + d 2 = 110; 880 / 256 = 3.4375 = 55/16.
    QTest::newRow("q3_K") << GgmlType::Q3_K << QByteArray("q3_K") << 256 << 110 << 55LL << 16LL;
    // block_q4_K: d, dmin 4 + scales[12] + qs[128] = 144; 1152 / 256 = 4.5 = 9/2.
    QTest::newRow("q4_K") << GgmlType::Q4_K << QByteArray("q4_K") << 256 << 144 << 9LL << 2LL;
    // block_q5_K: 4 + 12 + qh[32] + qs[128] = 176; 1408 / 256 = 5.5 = 11/2.
    QTest::newRow("q5_K") << GgmlType::Q5_K << QByteArray("q5_K") << 256 << 176 << 11LL << 2LL;
    // block_q6_K: ql[128] + qh[64] + scales[16] + d 2 = 210; 1680 / 256 = 6.5625 = 105/16.
    QTest::newRow("q6_K") << GgmlType::Q6_K << QByteArray("q6_K") << 256 << 210 << 105LL << 16LL;
    // block_q8_K: float d 4 + qs[256] + bsums[16] int16 32 = 292; 2336 / 256 = 9.125 = 73/8.
    QTest::newRow("q8_K") << GgmlType::Q8_K << QByteArray("q8_K") << 256 << 292 << 73LL << 8LL;
    // block_iq2_xxs: d 2 + qs[32] uint16 64 = 66; 528 / 256 = 2.0625 = 33/16.
    QTest::newRow("iq2_xxs") << GgmlType::IQ2_XXS << QByteArray("iq2_xxs") << 256 << 66 << 33LL << 16LL;
    // block_iq2_xs: d 2 + qs 64 + scales[8] = 74; 592 / 256 = 2.3125 = 37/16.
    QTest::newRow("iq2_xs") << GgmlType::IQ2_XS << QByteArray("iq2_xs") << 256 << 74 << 37LL << 16LL;
    // block_iq2_s: d 2 + qs[64] + qh[8] + scales[8] = 82; 656 / 256 = 2.5625 = 41/16.
    QTest::newRow("iq2_s") << GgmlType::IQ2_S << QByteArray("iq2_s") << 256 << 82 << 41LL << 16LL;
    // block_iq3_xxs: d 2 + qs[96] = 98; 784 / 256 = 3.0625 = 49/16.
    QTest::newRow("iq3_xxs") << GgmlType::IQ3_XXS << QByteArray("iq3_xxs") << 256 << 98 << 49LL << 16LL;
    // block_iq3_s: d 2 + qs[64] + qh[8] + signs[32] + scales[4] = 110; 3.4375 = 55/16.
    QTest::newRow("iq3_s") << GgmlType::IQ3_S << QByteArray("iq3_s") << 256 << 110 << 55LL << 16LL;
    // block_iq1_s: d 2 + qs[32] + qh[8] uint16 16 = 50; 400 / 256 = 1.5625 = 25/16.
    QTest::newRow("iq1_s") << GgmlType::IQ1_S << QByteArray("iq1_s") << 256 << 50 << 25LL << 16LL;
    // block_iq1_m: qs[32] + qh[16] + scales[8] = 56; 448 / 256 = 1.75 = 7/4.
    QTest::newRow("iq1_m") << GgmlType::IQ1_M << QByteArray("iq1_m") << 256 << 56 << 7LL << 4LL;
    // block_iq4_nl: d 2 + qs[16] = 18 per 32; 4.5 = 9/2.
    QTest::newRow("iq4_nl") << GgmlType::IQ4_NL << QByteArray("iq4_nl") << 32 << 18 << 9LL << 2LL;
    // block_iq4_xs: d 2 + scales_h 2 + scales_l[4] + qs[128] = 136; 1088 / 256 = 4.25 = 17/4.
    QTest::newRow("iq4_xs") << GgmlType::IQ4_XS << QByteArray("iq4_xs") << 256 << 136 << 17LL << 4LL;
    // block_tq1_0: qs[(256 - 16) / 5 = 48] + qh[4] + d 2 = 54; 432 / 256 = 1.6875 = 27/16.
    QTest::newRow("tq1_0") << GgmlType::TQ1_0 << QByteArray("tq1_0") << 256 << 54 << 27LL << 16LL;
    // block_tq2_0: qs[64] + d 2 = 66; 2.0625 = 33/16.
    QTest::newRow("tq2_0") << GgmlType::TQ2_0 << QByteArray("tq2_0") << 256 << 66 << 33LL << 16LL;
    // block_mxfp4: e (E8M0) 1 + qs[16] = 17 per 32; 136 / 32 = 4.25 = 17/4.
    QTest::newRow("mxfp4") << GgmlType::MXFP4 << QByteArray("mxfp4") << 32 << 17 << 17LL << 4LL;
}

void TestGgmlType::traits()
{
    QFETCH(GgmlType, type);
    QFETCH(QByteArray, name);
    QFETCH(int, blockSize);
    QFETCH(int, blockBytes);
    QFETCH(qint64, bpwNum);
    QFETCH(qint64, bpwDen);

    const GgmlTypeTraits t = ggmlTypeTraits(type);
    QCOMPARE(bytes(t.name), name);
    QCOMPARE(bytes(toString(type)), name);
    QCOMPARE(t.blockSize, blockSize);
    QCOMPARE(t.blockBytes, blockBytes);
    const Rational bpw = ggmlBitsPerWeight(type);
    QCOMPARE(qint64(bpw.num), bpwNum);
    QCOMPARE(qint64(bpw.den), bpwDen);
}

// Every enumerator has a layout, its name parses back (in both cases) and its GGUF id maps back.
void TestGgmlType::everyEnumeratorHasARow()
{
    QCOMPARE(int(std::size(kAllGgmlTypes)), 27);
    for (GgmlType t : kAllGgmlTypes) {
        const GgmlTypeTraits traits = ggmlTypeTraits(t);
        QVERIFY2(traits.blockSize > 0 && traits.blockBytes > 0, toString(t).data());
        QCOMPARE(ggmlTypeFromString(toString(t)), std::optional<GgmlType>(t));
        QCOMPARE(ggmlTypeFromString(bytes(toString(t)).toUpper().toStdString()), std::optional<GgmlType>(t));
        QCOMPARE(ggmlTypeFromId(static_cast<int>(t)), std::optional<GgmlType>(t));
    }
}

void TestGgmlType::rowBytes_data()
{
    QTest::addColumn<GgmlType>("type");
    QTest::addColumn<qint64>("elements");
    QTest::addColumn<qint64>("expected");

    constexpr qint64 max = std::numeric_limits<qint64>::max();
    // Whole blocks: 4096 / 32 = 128 blocks of 34 bytes = 4,352 (one Llama-3 K row in q8_0).
    QTest::newRow("q8_0 4096") << GgmlType::Q8_0 << 4096LL << 4352LL;
    // 128 / 32 = 4 blocks * 18 = 72 (one head_dim-128 row in q4_0).
    QTest::newRow("q4_0 128") << GgmlType::Q4_0 << 128LL << 72LL;
    // 4096 / 256 = 16 blocks * 210 = 3,360.
    QTest::newRow("q6_K 4096") << GgmlType::Q6_K << 4096LL << 3360LL;
    // Partial blocks round up: 33 q8_0 values = 2 blocks = 68 bytes; 1 value = 1 block.
    QTest::newRow("q8_0 33") << GgmlType::Q8_0 << 33LL << 68LL;
    QTest::newRow("q8_0 1") << GgmlType::Q8_0 << 1LL << 34LL;
    // 257 q4_K values = 2 super-blocks * 144 = 288.
    QTest::newRow("q4_K 257") << GgmlType::Q4_K << 257LL << 288LL;
    // 255 iq4_xs values = 1 block = 136.
    QTest::newRow("iq4_xs 255") << GgmlType::IQ4_XS << 255LL << 136LL;
    // Dense: 3 f32 values = 12 bytes, 3 f16 = 6.
    QTest::newRow("f32 3") << GgmlType::F32 << 3LL << 12LL;
    QTest::newRow("f16 3") << GgmlType::F16 << 3LL << 6LL;
    // 64 mxfp4 values = 2 blocks * 17 = 34.
    QTest::newRow("mxfp4 64") << GgmlType::MXFP4 << 64LL << 34LL;
    QTest::newRow("zero") << GgmlType::Q8_0 << 0LL << 0LL;
    QTest::newRow("negative") << GgmlType::Q8_0 << -1LL << -1LL;
    // Overflow: INT64_MAX f32 values need 4 * 2^63 bytes.
    QTest::newRow("f32 overflow") << GgmlType::F32 << max << -1LL;
    // No spurious overflow: ceil((2^63 - 1) / 32) = 2^58 blocks * 18 = 5,188,146,770,730,811,392.
    QTest::newRow("q4_0 near max") << GgmlType::Q4_0 << max << 5'188'146'770'730'811'392LL;
    // 2^55 q8_K blocks * 292 > 2^63 - 1.
    QTest::newRow("q8_K overflow") << GgmlType::Q8_K << max << -1LL;
}

void TestGgmlType::rowBytes()
{
    QFETCH(GgmlType, type);
    QFETCH(qint64, elements);
    QFETCH(qint64, expected);
    QCOMPARE(qint64(ggmlRowBytes(type, elements)), expected);
}

void TestGgmlType::fromString_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<bool>("valid");
    QTest::addColumn<GgmlType>("expected");

    QTest::newRow("q4_k") << QByteArray("q4_k") << true << GgmlType::Q4_K;
    QTest::newRow("Q4_K") << QByteArray("Q4_K") << true << GgmlType::Q4_K;
    QTest::newRow("q4_K ggml spelling") << QByteArray("q4_K") << true << GgmlType::Q4_K;
    QTest::newRow("iq4_nl") << QByteArray("iq4_nl") << true << GgmlType::IQ4_NL;
    QTest::newRow("IQ2_XXS") << QByteArray("IQ2_XXS") << true << GgmlType::IQ2_XXS;
    QTest::newRow("mxfp4") << QByteArray("mxfp4") << true << GgmlType::MXFP4;
    QTest::newRow("f16") << QByteArray("f16") << true << GgmlType::F16;
    QTest::newRow("BF16") << QByteArray("BF16") << true << GgmlType::BF16;
    // Rejections: file types are not tensor types; no trimming; no near misses.
    QTest::newRow("Q4_K_M is a file type") << QByteArray("Q4_K_M") << false << GgmlType::F32;
    QTest::newRow("empty") << QByteArray() << false << GgmlType::F32;
    QTest::newRow("leading space") << QByteArray(" q4_0") << false << GgmlType::F32;
    QTest::newRow("q4k") << QByteArray("q4k") << false << GgmlType::F32;
    QTest::newRow("fp16 is not a ggml name") << QByteArray("fp16") << false << GgmlType::F32;
    QTest::newRow("f8") << QByteArray("f8") << false << GgmlType::F32;
    QTest::newRow("removed q4_2") << QByteArray("q4_2") << false << GgmlType::F32;
}

void TestGgmlType::fromString()
{
    QFETCH(QByteArray, text);
    QFETCH(bool, valid);
    QFETCH(GgmlType, expected);
    const std::optional<GgmlType> t = ggmlTypeFromString(std::string_view(text.constData(), size_t(text.size())));
    QCOMPARE(t.has_value(), valid);
    if (valid)
        QCOMPARE(int(*t), int(expected));
}

// GGUF type ids of ggml/include/ggml.h `enum ggml_type`.
void TestGgmlType::fromId_data()
{
    QTest::addColumn<int>("id");
    QTest::addColumn<bool>("valid");
    QTest::addColumn<GgmlType>("expected");

    QTest::newRow("0 f32") << 0 << true << GgmlType::F32;
    QTest::newRow("8 q8_0") << 8 << true << GgmlType::Q8_0;
    QTest::newRow("12 q4_K") << 12 << true << GgmlType::Q4_K;
    QTest::newRow("23 iq4_xs") << 23 << true << GgmlType::IQ4_XS;
    QTest::newRow("29 iq1_m") << 29 << true << GgmlType::IQ1_M;
    QTest::newRow("30 bf16") << 30 << true << GgmlType::BF16;
    QTest::newRow("39 mxfp4") << 39 << true << GgmlType::MXFP4;
    QTest::newRow("4 removed q4_2") << 4 << false << GgmlType::F32;
    QTest::newRow("24 i8") << 24 << false << GgmlType::F32;
    QTest::newRow("31 removed q4_0_4_4") << 31 << false << GgmlType::F32;
    QTest::newRow("-1") << -1 << false << GgmlType::F32;
}

void TestGgmlType::fromId()
{
    QFETCH(int, id);
    QFETCH(bool, valid);
    QFETCH(GgmlType, expected);
    const std::optional<GgmlType> t = ggmlTypeFromId(id);
    QCOMPARE(t.has_value(), valid);
    if (valid)
        QCOMPARE(int(*t), int(expected));
}

// llama.cpp common/arg.cpp `kv_cache_types`: F32, F16, BF16, Q8_0, Q4_0, Q4_1, IQ4_NL, Q5_0, Q5_1.
void TestGgmlType::kvCacheTypes_data()
{
    QTest::addColumn<GgmlType>("type");
    QTest::addColumn<bool>("allowed");

    for (GgmlType t : {GgmlType::F32, GgmlType::F16, GgmlType::BF16, GgmlType::Q8_0, GgmlType::Q4_0, GgmlType::Q4_1,
                       GgmlType::IQ4_NL, GgmlType::Q5_0, GgmlType::Q5_1})
        QTest::newRow(toString(t).data()) << t << true;
    for (GgmlType t : {GgmlType::Q4_K, GgmlType::Q6_K, GgmlType::Q8_1, GgmlType::IQ4_XS, GgmlType::MXFP4})
        QTest::newRow(toString(t).data()) << t << false;
}

void TestGgmlType::kvCacheTypes()
{
    QFETCH(GgmlType, type);
    QFETCH(bool, allowed);
    QCOMPARE(isLlamaCppKvCacheType(type), allowed);
}

void TestGgmlType::makeRational_data()
{
    QTest::addColumn<qint64>("num");
    QTest::addColumn<qint64>("den");
    QTest::addColumn<qint64>("expectedNum");
    QTest::addColumn<qint64>("expectedDen");

    QTest::newRow("1680/256 = 105/16") << 1680LL << 256LL << 105LL << 16LL;
    QTest::newRow("532/128 = 133/32") << 532LL << 128LL << 133LL << 32LL;
    QTest::newRow("zero") << 0LL << 7LL << 0LL << 1LL;
    QTest::newRow("integer") << 32LL << 1LL << 32LL << 1LL;
    QTest::newRow("negative numerator") << -3LL << 2LL << 0LL << 0LL;
    QTest::newRow("zero denominator") << 3LL << 0LL << 0LL << 0LL;
}

void TestGgmlType::makeRational()
{
    QFETCH(qint64, num);
    QFETCH(qint64, den);
    QFETCH(qint64, expectedNum);
    QFETCH(qint64, expectedDen);
    const Rational r = headroom::fit::makeRational(num, den);
    QCOMPARE(qint64(r.num), expectedNum);
    QCOMPARE(qint64(r.den), expectedDen);
    QCOMPARE(isValid(r), expectedDen != 0);
}

// A value outside the enumeration (GGUF id 4, the removed q4_2) is reported, never guessed.
void TestGgmlType::nonEnumerator()
{
    const auto bad = static_cast<GgmlType>(4);
    QCOMPARE(ggmlTypeTraits(bad).blockSize, 0);
    QCOMPARE(ggmlTypeTraits(bad).blockBytes, 0);
    QVERIFY(toString(bad).empty());
    QCOMPARE(qint64(ggmlRowBytes(bad, 32)), -1LL);
    QVERIFY(!isValid(ggmlBitsPerWeight(bad)));
    QVERIFY(!isLlamaCppKvCacheType(bad));
}

QTEST_GUILESS_MAIN(TestGgmlType)
#include "tst_ggmltype.moc"
