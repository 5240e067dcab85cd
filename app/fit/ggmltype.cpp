// SPDX-License-Identifier: GPL-3.0-or-later
#include "fit/ggmltype.h"

#include "fit/checkedmath.h"

#include <iterator>
#include <limits>
#include <numeric>

// Sources for every value are listed in ggmltype.h next to GgmlTypeTraits.

namespace headroom::fit {

namespace {

// One row per type: the ggml type name and the block layout of ggml/src/ggml-common.h.
// The comment gives the struct and the arithmetic of its static_assert (ggml_half = 2 bytes).
struct TypeRow {
    GgmlType type;
    GgmlTypeTraits traits;
};

constexpr TypeRow kTypes[] = {
    {GgmlType::F32, {"f32", 1, 4}},            // float
    {GgmlType::F16, {"f16", 1, 2}},            // ggml_fp16_t
    {GgmlType::Q4_0, {"q4_0", 32, 18}},        // block_q4_0: d 2 + qs 32/2 = 18
    {GgmlType::Q4_1, {"q4_1", 32, 20}},        // block_q4_1: d, m 4 + qs 16 = 20
    {GgmlType::Q5_0, {"q5_0", 32, 22}},        // block_q5_0: d 2 + qh 4 + qs 16 = 22
    {GgmlType::Q5_1, {"q5_1", 32, 24}},        // block_q5_1: d, m 4 + qh 4 + qs 16 = 24
    {GgmlType::Q8_0, {"q8_0", 32, 34}},        // block_q8_0: d 2 + qs 32 = 34
    {GgmlType::Q8_1, {"q8_1", 32, 36}},        // block_q8_1: d, s 4 + qs 32 = 36
    {GgmlType::Q2_K, {"q2_K", 256, 84}},       // block_q2_K: d, dmin 4 + scales 16 + qs 64 = 84
    {GgmlType::Q3_K, {"q3_K", 256, 110}},      // block_q3_K: hmask 32 + qs 64 + scales 12 + d 2 = 110
    {GgmlType::Q4_K, {"q4_K", 256, 144}},      // block_q4_K: d, dmin 4 + scales 12 + qs 128 = 144
    {GgmlType::Q5_K, {"q5_K", 256, 176}},      // block_q5_K: 4 + 12 + qh 32 + qs 128 = 176
    {GgmlType::Q6_K, {"q6_K", 256, 210}},      // block_q6_K: ql 128 + qh 64 + scales 16 + d 2 = 210
    {GgmlType::Q8_K, {"q8_K", 256, 292}},      // block_q8_K: float d 4 + qs 256 + bsums 16*2 = 292
    {GgmlType::IQ2_XXS, {"iq2_xxs", 256, 66}}, // block_iq2_xxs: d 2 + qs 32*2 = 66
    {GgmlType::IQ2_XS, {"iq2_xs", 256, 74}},   // block_iq2_xs: d 2 + qs 64 + scales 8 = 74
    {GgmlType::IQ3_XXS, {"iq3_xxs", 256, 98}}, // block_iq3_xxs: d 2 + qs 3*256/8 = 98
    {GgmlType::IQ1_S, {"iq1_s", 256, 50}},     // block_iq1_s: d 2 + qs 32 + qh 8*2 = 50
    {GgmlType::IQ4_NL, {"iq4_nl", 32, 18}},    // block_iq4_nl: d 2 + qs 16 = 18
    {GgmlType::IQ3_S, {"iq3_s", 256, 110}},    // block_iq3_s: d 2 + qs 64 + qh 8 + signs 32 + scales 4 = 110
    {GgmlType::IQ2_S, {"iq2_s", 256, 82}},     // block_iq2_s: d 2 + qs 64 + qh 8 + scales 8 = 82
    {GgmlType::IQ4_XS, {"iq4_xs", 256, 136}},  // block_iq4_xs: d 2 + scales_h 2 + scales_l 4 + qs 128 = 136
    {GgmlType::IQ1_M, {"iq1_m", 256, 56}},     // block_iq1_m: qs 32 + qh 16 + scales 8 = 56
    {GgmlType::BF16, {"bf16", 1, 2}},          // ggml_bf16_t
    {GgmlType::TQ1_0, {"tq1_0", 256, 54}},     // block_tq1_0: qs (256 - 16)/5 = 48 + qh 4 + d 2 = 54
    {GgmlType::TQ2_0, {"tq2_0", 256, 66}},     // block_tq2_0: qs 64 + d 2 = 66
    {GgmlType::MXFP4, {"mxfp4", 32, 17}},      // block_mxfp4: e (E8M0) 1 + qs 16 = 17
};

static_assert(std::size(kTypes) == std::size(kAllGgmlTypes), "one traits row per GgmlType enumerator");

const TypeRow *findRow(GgmlType t)
{
    for (const TypeRow &row : kTypes) {
        if (row.type == t)
            return &row;
    }
    return nullptr;
}

constexpr char asciiLower(char c)
{
    return (c >= 'A' && c <= 'Z') ? static_cast<char>(c - 'A' + 'a') : c;
}

bool equalsIgnoringAsciiCase(std::string_view a, std::string_view b)
{
    if (a.size() != b.size())
        return false;
    for (std::size_t i = 0; i < a.size(); ++i) {
        if (asciiLower(a[i]) != asciiLower(b[i]))
            return false;
    }
    return true;
}

} // namespace

Rational makeRational(std::int64_t num, std::int64_t den)
{
    if (num < 0 || den < 1)
        return Rational{0, 0};
    const std::int64_t g = std::gcd(num, den); // den >= 1, so g >= 1
    return Rational{num / g, den / g};
}

GgmlTypeTraits ggmlTypeTraits(GgmlType t)
{
    const TypeRow *row = findRow(t);
    return row ? row->traits : GgmlTypeTraits{};
}

std::string_view toString(GgmlType t)
{
    return ggmlTypeTraits(t).name;
}

std::optional<GgmlType> ggmlTypeFromString(std::string_view s)
{
    for (const TypeRow &row : kTypes) {
        if (equalsIgnoringAsciiCase(s, row.traits.name))
            return row.type;
    }
    return std::nullopt;
}

std::optional<GgmlType> ggmlTypeFromId(int id)
{
    for (const TypeRow &row : kTypes) {
        if (static_cast<int>(row.type) == id)
            return row.type;
    }
    return std::nullopt;
}

std::int64_t ggmlRowBytes(GgmlType t, std::int64_t elements)
{
    const GgmlTypeTraits traits = ggmlTypeTraits(t);
    if (traits.blockSize < 1 || elements < 0)
        return -1;
    // ceil(elements / blockSize) blocks, without forming elements + blockSize - 1.
    return checked::orMinusOne(checked::mul(checked::ceilDiv(elements, traits.blockSize), traits.blockBytes));
}

Rational ggmlBitsPerWeight(GgmlType t)
{
    const GgmlTypeTraits traits = ggmlTypeTraits(t);
    if (traits.blockSize < 1)
        return Rational{0, 0};
    return makeRational(std::int64_t{traits.blockBytes} * 8, traits.blockSize);
}

bool isLlamaCppKvCacheType(GgmlType t)
{
    switch (t) {
    case GgmlType::F32:
    case GgmlType::F16:
    case GgmlType::BF16:
    case GgmlType::Q8_0:
    case GgmlType::Q4_0:
    case GgmlType::Q4_1:
    case GgmlType::IQ4_NL:
    case GgmlType::Q5_0:
    case GgmlType::Q5_1:
        return true;
    default:
        return false;
    }
}

} // namespace headroom::fit
