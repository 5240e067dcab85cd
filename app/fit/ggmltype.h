// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// GGML tensor types (llama.cpp / GGUF) and their exact storage cost.
// Pure C++20, no Qt, no I/O. Sizes are std::int64_t byte counts.
//
// Every quantized GGML type stores `blockSize` consecutive values of a row in one block struct of
// `blockBytes` bytes; a row of n values takes ceil(n / blockSize) blocks. The block structs, their
// sizes and the "Effectively X bits per weight" comments are in ggml/src/ggml-common.h
// (https://github.com/ggml-org/llama.cpp/blob/master/ggml/src/ggml-common.h, read at commit
// 01243c58); the type names and block sizes of the dense types are in ggml/src/ggml.c `type_traits`.
// gguf-parser-go `ggml.go` `_GGMLTypeTraits` and shared/research/fit-anchors.md §4.2 list the same
// values.

#include <cstdint>
#include <optional>
#include <string_view>

namespace headroom::fit {

/// An exact non-negative fraction num/den, kept reduced (gcd(num, den) = 1) with den >= 1.
/// Used for bits per weight, so that byte counts are computed with integers only.
/// {0, 1} is zero; a function that cannot answer returns {0, 0} (see isValid()).
struct Rational {
    std::int64_t num = 0;
    std::int64_t den = 1;
    friend bool operator==(const Rational &, const Rational &) = default;
};

/// num/den reduced to lowest terms. Returns {0, 0} when num < 0 or den < 1.
Rational makeRational(std::int64_t num, std::int64_t den);
/// True for a usable value (num >= 0, den >= 1).
constexpr bool isValid(Rational r)
{
    return r.num >= 0 && r.den >= 1;
}

/// GGML tensor types used for weights or the KV cache. The enumerator values are the on-disk
/// GGUF type ids of ggml/include/ggml.h `enum ggml_type` (ids 4, 5, 24-28 and 31-38 are integer,
/// removed or repacked types that Headroom does not model).
enum class GgmlType : int {
    F32 = 0,
    F16 = 1,
    Q4_0 = 2,
    Q4_1 = 3,
    Q5_0 = 6,
    Q5_1 = 7,
    Q8_0 = 8,
    Q8_1 = 9,
    Q2_K = 10,
    Q3_K = 11,
    Q4_K = 12,
    Q5_K = 13,
    Q6_K = 14,
    Q8_K = 15,
    IQ2_XXS = 16,
    IQ2_XS = 17,
    IQ3_XXS = 18,
    IQ1_S = 19,
    IQ4_NL = 20,
    IQ3_S = 21,
    IQ2_S = 22,
    IQ4_XS = 23,
    IQ1_M = 29,
    BF16 = 30,
    TQ1_0 = 34,
    TQ2_0 = 35,
    MXFP4 = 39,
};

/// Every GgmlType enumerator, in GGUF id order.
inline constexpr GgmlType kAllGgmlTypes[] = {
    GgmlType::F32,    GgmlType::F16,   GgmlType::Q4_0,    GgmlType::Q4_1,   GgmlType::Q5_0,    GgmlType::Q5_1,
    GgmlType::Q8_0,   GgmlType::Q8_1,  GgmlType::Q2_K,    GgmlType::Q3_K,   GgmlType::Q4_K,    GgmlType::Q5_K,
    GgmlType::Q6_K,   GgmlType::Q8_K,  GgmlType::IQ2_XXS, GgmlType::IQ2_XS, GgmlType::IQ3_XXS, GgmlType::IQ1_S,
    GgmlType::IQ4_NL, GgmlType::IQ3_S, GgmlType::IQ2_S,   GgmlType::IQ4_XS, GgmlType::IQ1_M,   GgmlType::BF16,
    GgmlType::TQ1_0,  GgmlType::TQ2_0, GgmlType::MXFP4};

/// Storage layout of one GGML type.
///  - name: ggml's `type_name` exactly as llama.cpp prints it and as `--cache-type-k` expects it
///    ("f16", "q8_0", "q4_K", "iq4_nl", "mxfp4");
///  - blockSize: values per block (1 for f32/f16/bf16, 32 for the legacy and IQ4_NL/MXFP4 types,
///    256 = QK_K for the k-quants, IQ super-block types and ternary types);
///  - blockBytes: sizeof the block struct in ggml-common.h (4, 2 or 2 bytes for f32/f16/bf16).
/// Values, with the struct each one comes from (ggml-common.h; ggml_half = 2 bytes):
///  f32 1/4, f16 1/2, bf16 1/2 (ggml.c type_traits);
///  q4_0 32/18 block_q4_0 (d + 16 nibble bytes); q4_1 32/20 block_q4_1 (d, m + 16);
///  q5_0 32/22 block_q5_0 (d + qh[4] + 16); q5_1 32/24 block_q5_1 (d, m + qh[4] + 16);
///  q8_0 32/34 block_q8_0 (d + 32); q8_1 32/36 block_q8_1 (d, s + 32);
///  q2_K 256/84 block_q2_K; q3_K 256/110 block_q3_K; q4_K 256/144 block_q4_K; q5_K 256/176
///  block_q5_K; q6_K 256/210 block_q6_K; q8_K 256/292 block_q8_K (float d + 256 + 16 int16 sums);
///  iq2_xxs 256/66 block_iq2_xxs; iq2_xs 256/74 block_iq2_xs; iq2_s 256/82 block_iq2_s;
///  iq3_xxs 256/98 block_iq3_xxs; iq3_s 256/110 block_iq3_s; iq1_s 256/50 block_iq1_s;
///  iq1_m 256/56 block_iq1_m; iq4_nl 32/18 block_iq4_nl; iq4_xs 256/136 block_iq4_xs;
///  tq1_0 256/54 block_tq1_0; tq2_0 256/66 block_tq2_0; mxfp4 32/17 block_mxfp4 (E8M0 e + 16).
struct GgmlTypeTraits {
    std::string_view name;
    int blockSize = 0;
    int blockBytes = 0;
};

/// The layout of `t`; {"", 0, 0} for a value that is not an enumerator.
GgmlTypeTraits ggmlTypeTraits(GgmlType t);

/// ggml's type name ("q4_K", "iq4_xs", "bf16"); "" for a value that is not an enumerator.
std::string_view toString(GgmlType t);

/// The type whose ggml name equals `s` ignoring ASCII case ("q4_k", "Q4_K", "iq4_nl", "MXFP4",
/// "f16"); std::nullopt for anything else, including llama.cpp file-type names such as "Q4_K_M"
/// (see weightformat.h) and strings with surrounding spaces.
std::optional<GgmlType> ggmlTypeFromString(std::string_view s);

/// The type with GGUF type id `id` (the enumerator value); std::nullopt for ids Headroom does not
/// model (4, 5, 24-28, 31-38, 40 and above, negative).
std::optional<GgmlType> ggmlTypeFromId(int id);

/// Bytes of a row of `elements` values: ceil(elements / blockSize) * blockBytes. ggml itself
/// (`ggml_row_size`) requires whole blocks; a partial block is rounded up to a whole one here.
/// Examples: 4096 q8_0 values = 128 blocks = 4,352 bytes; 33 q8_0 values = 2 blocks = 68 bytes;
/// 257 q4_K values = 2 blocks = 288 bytes. Returns -1 when `elements` is negative, `t` is not an
/// enumerator, or the result does not fit in 64 bits.
std::int64_t ggmlRowBytes(GgmlType t, std::int64_t elements);

/// Exact bits per weight blockBytes * 8 / blockSize, reduced: q8_0 {17, 2} = 8.5, q4_K {9, 2} = 4.5,
/// q6_K {105, 16} = 6.5625, iq4_xs {17, 4} = 4.25, mxfp4 {17, 4} = 4.25, f16 {16, 1}.
/// {0, 0} for a value that is not an enumerator.
Rational ggmlBitsPerWeight(GgmlType t);

/// True for the nine types llama.cpp accepts for `--cache-type-k` / `--cache-type-v`:
/// f32, f16, bf16, q8_0, q4_0, q4_1, iq4_nl, q5_0, q5_1 (common/arg.cpp `kv_cache_types`).
bool isLlamaCppKvCacheType(GgmlType t);

} // namespace headroom::fit
