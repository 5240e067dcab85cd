// SPDX-License-Identifier: GPL-3.0-or-later
#include "fit/weightformat.h"

#include "fit/checkedmath.h"
#include "fit/fitmodel.h"

#include <iterator>
#include <limits>
#include <utility>

// Formats, rules and sources are documented in weightformat.h next to each declaration.

namespace headroom::fit {

namespace {

constexpr int kMaxGroupSize = 1 << 20;
constexpr int kMaxFp8BlockSize = 4096;

// --- llama.cpp file types -------------------------------------------------------------------
//
// linearBitsPerWeight is the effective rate of the decoder-block linear weights of Llama-3-8B
// (https://huggingface.co/meta-llama/Meta-Llama-3-8B/blob/main/config.json: hidden 4096,
// 32 layers, 32 heads, 8 KV heads, intermediate 14336). With u = 4096 * 1024 = 4,194,304 weights
// one layer holds attn_q 4u, attn_k u, attn_v u, attn_output 4u, ffn_gate, ffn_up, ffn_down 14u
// each: 52u; 32 layers 1664u. Rates (ggml-common.h): q2_K 2.625, q3_K 3.4375, q4_K 4.5,
// q5_K 5.5, q6_K 6.5625. llama-quant.cpp `llama_tensor_get_type_impl` for this model
// (n_gqa = 4, no experts, not 70B); use_more_bits(i, 32) holds for 16 layers (i < 4, i >= 28,
// i in {6, 9, ..., 27}):
//  Q2_K:   attn_v q4_K (n_gqa >= 4) 32u; ffn_down and attn_output q3_K 448u + 128u; rest q2_K 1056u:
//          (32*4.5 + 576*3.4375 + 1056*2.625) / 1664 = 4896/1664 = 153/52 ~ 2.942
//  Q3_K_S: every linear q3_K = 55/16
//  Q3_K_M: attn_v q5_K for the first 2 layers, else q4_K; ffn_down q5_K for i < 32/16 = 2, else
//          q4_K; attn_output q4_K; rest q3_K: q5_K 2u + 28u = 30u, q4_K 30u + 420u + 128u = 578u,
//          q3_K 1056u: (30*5.5 + 578*4.5 + 1056*3.4375) / 1664 = 6396/1664 = 123/32 = 3.84375
//  Q3_K_L: attn_v, ffn_down, attn_output q5_K 608u; rest q3_K 1056u:
//          (608*5.5 + 1056*3.4375) / 1664 = 6974/1664 = 3487/832 ~ 4.191
//  Q4_K_S: attn_v and ffn_down q5_K in the first 4 layers (4u + 56u); rest q4_K 1604u:
//          (60*5.5 + 1604*4.5) / 1664 = 7548/1664 = 1887/416 ~ 4.536
//  Q4_K_M: attn_v and ffn_down q6_K where use_more_bits: 16 * (u + 14u) = 240u; rest q4_K 1424u:
//          (240*6.5625 + 1424*4.5) / 1664 = 7983/1664 ~ 4.797
//  Q5_K_S: every linear q5_K = 11/2
//  Q5_K_M: as Q4_K_M over q5_K: (240*6.5625 + 1424*5.5) / 1664 = 9407/1664 ~ 5.653
//  Q6_K, Q8_0, Q4_0, Q4_1, Q5_0, Q5_1: every linear in the base type.
// token_embd stays at the base type (only IQ and TQ file types change it); output.weight is q6_K
// ("new_type != Q8_0 -> Q6_K"), q8_0 for Q8_0. With those, the Llama-3-8B totals (norms f32,
// 65 * 4096 * 4 bytes) reproduce quantize.cpp's sizes within 0.3 % (tst_weightformat checks it;
// the small remainder is the GGUF metadata, mostly the 128,256-token vocabulary).
// MXFP4_MOE: tensors with ne[2] > 1 (the merged routed experts) mxfp4, every other quantizable
// tensor and the output q8_0.
struct FileTypeRow {
    LlamaFileType type;
    LlamaFileTypeInfo info;
};

constexpr FileTypeRow kFileTypes[] = {
    {LlamaFileType::Q4_0, {"Q4_0", GgmlType::Q4_0, GgmlType::Q4_0, GgmlType::Q6_K, {9, 2}, 434, true}},
    {LlamaFileType::Q4_1, {"Q4_1", GgmlType::Q4_1, GgmlType::Q4_1, GgmlType::Q6_K, {5, 1}, 478, true}},
    {LlamaFileType::Q8_0, {"Q8_0", GgmlType::Q8_0, GgmlType::Q8_0, GgmlType::Q8_0, {17, 2}, 796, true}},
    {LlamaFileType::Q5_0, {"Q5_0", GgmlType::Q5_0, GgmlType::Q5_0, GgmlType::Q6_K, {11, 2}, 521, true}},
    {LlamaFileType::Q5_1, {"Q5_1", GgmlType::Q5_1, GgmlType::Q5_1, GgmlType::Q6_K, {6, 1}, 565, true}},
    {LlamaFileType::Q2_K, {"Q2_K", GgmlType::Q2_K, GgmlType::Q2_K, GgmlType::Q6_K, {153, 52}, 296, true}},
    {LlamaFileType::Q3_K_S, {"Q3_K_S", GgmlType::Q3_K, GgmlType::Q3_K, GgmlType::Q6_K, {55, 16}, 341, true}},
    {LlamaFileType::Q3_K_M, {"Q3_K_M", GgmlType::Q3_K, GgmlType::Q3_K, GgmlType::Q6_K, {123, 32}, 374, true}},
    {LlamaFileType::Q3_K_L, {"Q3_K_L", GgmlType::Q3_K, GgmlType::Q3_K, GgmlType::Q6_K, {3487, 832}, 403, true}},
    {LlamaFileType::Q4_K_S, {"Q4_K_S", GgmlType::Q4_K, GgmlType::Q4_K, GgmlType::Q6_K, {1887, 416}, 437, true}},
    {LlamaFileType::Q4_K_M, {"Q4_K_M", GgmlType::Q4_K, GgmlType::Q4_K, GgmlType::Q6_K, {7983, 1664}, 458, true}},
    {LlamaFileType::Q5_K_S, {"Q5_K_S", GgmlType::Q5_K, GgmlType::Q5_K, GgmlType::Q6_K, {11, 2}, 521, true}},
    {LlamaFileType::Q5_K_M, {"Q5_K_M", GgmlType::Q5_K, GgmlType::Q5_K, GgmlType::Q6_K, {9407, 1664}, 533, true}},
    {LlamaFileType::Q6_K, {"Q6_K", GgmlType::Q6_K, GgmlType::Q6_K, GgmlType::Q6_K, {105, 16}, 614, true}},
    {LlamaFileType::MXFP4_MOE, {"MXFP4_MOE", GgmlType::MXFP4, GgmlType::Q8_0, GgmlType::Q8_0, {17, 4}, 0, false}},
};

static_assert(std::size(kFileTypes) == std::size(kAllLlamaFileTypes), "one row per LlamaFileType enumerator");

// Parameter count of Llama-3-8B (Hugging Face safetensors total), the model of quantize.cpp's sizes.
constexpr std::int64_t kLlama3_8bParams = 8'030'261'248;

const FileTypeRow *findFileType(LlamaFileType t)
{
    for (const FileTypeRow &row : kFileTypes) {
        if (row.type == t)
            return &row;
    }
    return nullptr;
}

// --- dense dtypes ---------------------------------------------------------------------------

struct DenseRow {
    DenseDtype dtype;
    std::string_view spelling;
    std::string_view label;
    int bits;
};

constexpr DenseRow kDense[] = {
    {DenseDtype::F32, "fp32", "FP32", 32}, {DenseDtype::BF16, "bf16", "BF16", 16},
    {DenseDtype::F16, "fp16", "FP16", 16}, {DenseDtype::FP8, "fp8", "FP8", 8},
    {DenseDtype::INT8, "int8", "INT8", 8}, {DenseDtype::INT4, "int4", "INT4", 4},
};

const DenseRow *findDense(DenseDtype d)
{
    for (const DenseRow &row : kDense) {
        if (row.dtype == d)
            return &row;
    }
    return nullptr;
}

// --- small helpers --------------------------------------------------------------------------

constexpr char asciiLower(char c)
{
    return (c >= 'A' && c <= 'Z') ? static_cast<char>(c - 'A' + 'a') : c;
}

constexpr char asciiUpper(char c)
{
    return (c >= 'a' && c <= 'z') ? static_cast<char>(c - 'a' + 'A') : c;
}

std::string lower(std::string_view s)
{
    std::string out(s);
    for (char &c : out)
        c = asciiLower(c);
    return out;
}

std::string upper(std::string_view s)
{
    std::string out(s);
    for (char &c : out)
        c = asciiUpper(c);
    return out;
}

bool startsWith(std::string_view s, std::string_view prefix)
{
    return s.substr(0, prefix.size()) == prefix;
}

// parseSmallInt's answer for text that is not a number; below every valid bits, group or block.
constexpr int kNotANumber = -2;

// A decimal integer of 1..7 digits (no sign); kNotANumber for anything else.
int parseSmallInt(std::string_view s)
{
    if (s.empty() || s.size() > 7)
        return kNotANumber;
    int value = 0;
    for (char c : s) {
        if (c < '0' || c > '9')
            return kNotANumber;
        value = value * 10 + (c - '0');
    }
    return value;
}

// a + b for non-negative values; -1 when an operand is negative or the sum overflows
// (checked::add, in this file's -1 convention).
std::int64_t checkedAdd(std::int64_t a, std::int64_t b)
{
    return checked::add(a, b).value_or(-1);
}

// a * b for non-negative values; -1 when an operand is negative or the product overflows.
std::int64_t checkedMul(std::int64_t a, std::int64_t b)
{
    return checked::mul(a, b).value_or(-1);
}

// ceil(params * bpw / 8) bytes without forming params * num when it would overflow:
// with D = 8 * den, params = q * D + r: params * num / D = q * num + r * num / D, so the ceiling is
// q * num + ceil(r * num / D) (r * num < D * num stays small for the rates used here).
std::int64_t bytesFor(std::int64_t params, Rational bpw)
{
    if (params < 0 || !isValid(bpw))
        return -1;
    const std::int64_t d = checkedMul(bpw.den, 8);
    if (d < 1)
        return -1;
    const std::int64_t q = params / d;
    const std::int64_t r = params % d;
    const std::int64_t whole = checkedMul(q, bpw.num);
    const std::int64_t rest = checkedMul(r, bpw.num);
    if (whole < 0 || rest < 0)
        return -1;
    return checkedAdd(whole, rest / d + (rest % d != 0 ? 1 : 0));
}

// 10^k for k in 0..4.
constexpr std::int64_t pow10(int k)
{
    std::int64_t p = 1;
    for (int i = 0; i < k; ++i)
        p *= 10;
    return p;
}

// value * 10^decimals as an integer, rounded half up; -1 on overflow.
std::int64_t scaledRounded(Rational r, int decimals)
{
    const std::int64_t scaled = checkedMul(checkedMul(r.num, pow10(decimals)), 2);
    const std::int64_t twiceDen = checkedMul(r.den, 2);
    const std::int64_t sum = checkedAdd(scaled, r.den);
    if (scaled < 0 || r.den < 1 || twiceDen < 1 || sum < 0)
        return -1;
    return sum / twiceDen;
}

// An integer scaled by 10^decimals printed as a decimal: 45625, 4 -> "4.5625"; trailing zeros of
// the fraction are kept when keepZeros is set ("4.90"), else dropped ("4.5").
std::string decimalString(std::int64_t scaled, int decimals, bool keepZeros)
{
    const std::int64_t unit = pow10(decimals);
    std::string out = std::to_string(scaled / unit);
    std::string fraction = std::to_string(scaled % unit);
    fraction.insert(0, static_cast<std::size_t>(decimals) - fraction.size(), '0');
    if (!keepZeros) {
        while (!fraction.empty() && fraction.back() == '0')
            fraction.pop_back();
    }
    if (!fraction.empty())
        out += '.' + fraction;
    return out;
}

// "6.5625" when the value has at most four decimals, else "≈4.156" (three decimals).
std::string bpwString(Rational r)
{
    constexpr int kExactDecimals = 4;
    if (!isValid(r))
        return "?";
    if (pow10(kExactDecimals) % r.den == 0)
        return decimalString(checkedMul(r.num, pow10(kExactDecimals) / r.den), kExactDecimals, false);
    return "\u2248" + decimalString(scaledRounded(r, 3), 3, true);
}

Rational ggmlRate(GgmlType t)
{
    return ggmlBitsPerWeight(t);
}

Rational integerRate(std::int64_t bits)
{
    return makeRational(bits, 1);
}

const char *const kExpected =
    "expected fp32, bf16, fp16, fp8, int8, int4, a GGML type (q8_0, q4_k, iq4_xs, ...), a llama.cpp file type "
    "(q4_k_m, gguf-q8_0, ...), gptq-<bits>bit-g<group>, awq-<bits>bit-g<group>, nf4, nf4-dq, bnb-int8, "
    "fp8-tensor, fp8-block<N>, mxfp4, fbgemm-fp8, w8a8-int8, w8a8-fp8 or w<bits>a16-g<group>[-asym]";

// vLLM compressed_tensors_wNa16.py WNA16_SUPPORTED_BITS and marlin_utils.py MARLIN_SUPPORTED_GROUP_SIZES.
bool wna16GroupSupported(int g)
{
    return g == -1 || g == 32 || g == 64 || g == 128;
}

std::optional<WeightFormat> fail(std::string *error, std::string message)
{
    if (error)
        *error = std::move(message);
    return std::nullopt;
}

// "<bits>bit-g<group>" after the "gptq-" / "awq-" prefix.
std::optional<WeightFormat> parseGrouped(std::string_view rest, std::string_view original, bool isGptq,
                                         std::string *error)
{
    const std::size_t bitPos = rest.find("bit-g");
    if (bitPos == std::string_view::npos)
        return fail(error, "weight format \"" + std::string(original) + "\": write " + (isGptq ? "gptq" : "awq") +
                               "-<bits>bit-g<group>, e.g. " + (isGptq ? "gptq" : "awq") + "-4bit-g128");
    const int bits = parseSmallInt(rest.substr(0, bitPos));
    const std::string_view groupText = rest.substr(bitPos + 5);
    const int group = groupText == "-1" ? -1 : parseSmallInt(groupText);
    const WeightFormat f = isGptq ? WeightFormat::gptq(bits, group) : WeightFormat::awq(bits, group);
    std::string problem;
    if (!isValid(f, &problem))
        return fail(error, "weight format \"" + std::string(original) + "\": " + problem);
    return f;
}

// "w<bits>a16-g<group>[-asym]" (the text after "w").
std::optional<WeightFormat> parseWna16(std::string_view rest, std::string_view original, std::string *error)
{
    const std::size_t a16 = rest.find("a16-g");
    if (a16 == std::string_view::npos)
        return fail(error,
                    "weight format \"" + std::string(original) + "\": write w<bits>a16-g<group>, e.g. w4a16-g128");
    const int bits = parseSmallInt(rest.substr(0, a16));
    std::string_view groupText = rest.substr(a16 + 5);
    bool asymmetric = false;
    if (groupText.size() > 5 && groupText.substr(groupText.size() - 5) == "-asym") {
        asymmetric = true;
        groupText.remove_suffix(5);
    }
    const int group = groupText == "-1" ? -1 : parseSmallInt(groupText);
    const WeightFormat f = WeightFormat::wna16(bits, group, asymmetric);
    std::string problem;
    if (!isValid(f, &problem))
        return fail(error, "weight format \"" + std::string(original) + "\": " + problem);
    return f;
}

} // namespace

// --- factories ------------------------------------------------------------------------------

WeightFormat WeightFormat::denseOf(DenseDtype d)
{
    WeightFormat f;
    f.kind = WeightFormatKind::Dense;
    f.dense = d;
    return f;
}

WeightFormat WeightFormat::ggmlOf(GgmlType t)
{
    WeightFormat f;
    f.kind = WeightFormatKind::Ggml;
    f.ggml = t;
    return f;
}

WeightFormat WeightFormat::fileTypeOf(LlamaFileType t)
{
    WeightFormat f;
    f.kind = WeightFormatKind::GgufFileType;
    f.fileType = t;
    return f;
}

WeightFormat WeightFormat::gptq(int bits, int groupSize)
{
    WeightFormat f;
    f.kind = WeightFormatKind::Gptq;
    f.bits = bits;
    f.groupSize = groupSize;
    return f;
}

WeightFormat WeightFormat::awq(int bits, int groupSize)
{
    WeightFormat f = gptq(bits, groupSize);
    f.kind = WeightFormatKind::Awq;
    return f;
}

WeightFormat WeightFormat::nf4(bool doubleQuant)
{
    WeightFormat f;
    f.kind = WeightFormatKind::BnbNf4;
    f.doubleQuant = doubleQuant;
    return f;
}

WeightFormat WeightFormat::bnbInt8()
{
    WeightFormat f;
    f.kind = WeightFormatKind::BnbInt8;
    return f;
}

WeightFormat WeightFormat::fp8(int blockSize)
{
    WeightFormat f;
    f.kind = WeightFormatKind::Fp8;
    f.fp8BlockSize = blockSize;
    return f;
}

WeightFormat WeightFormat::mxfp4()
{
    WeightFormat f;
    f.kind = WeightFormatKind::Mxfp4;
    return f;
}

WeightFormat WeightFormat::fbgemmFp8()
{
    WeightFormat f;
    f.kind = WeightFormatKind::FbgemmFp8;
    return f;
}

WeightFormat WeightFormat::w8a8Int8()
{
    WeightFormat f;
    f.kind = WeightFormatKind::W8A8Int8;
    return f;
}

WeightFormat WeightFormat::w8a8Fp8()
{
    WeightFormat f;
    f.kind = WeightFormatKind::W8A8Fp8;
    return f;
}

WeightFormat WeightFormat::wna16(int bits, int groupSize, bool asymmetric)
{
    WeightFormat f;
    f.kind = WeightFormatKind::Wna16;
    f.bits = bits;
    f.groupSize = groupSize;
    f.asymmetric = asymmetric;
    return f;
}

WeightFormat weightFormatFor(WeightPrecision p)
{
    switch (p) {
    case WeightPrecision::FP32:
        return WeightFormat::denseOf(DenseDtype::F32);
    case WeightPrecision::BF16:
        return WeightFormat::denseOf(DenseDtype::BF16);
    case WeightPrecision::FP16:
        return WeightFormat::denseOf(DenseDtype::F16);
    case WeightPrecision::FP8:
        return WeightFormat::denseOf(DenseDtype::FP8);
    case WeightPrecision::INT8:
        return WeightFormat::denseOf(DenseDtype::INT8);
    case WeightPrecision::INT4:
        return WeightFormat::denseOf(DenseDtype::INT4);
    }
    return WeightFormat::denseOf(static_cast<DenseDtype>(-1));
}

// --- tables ---------------------------------------------------------------------------------

LlamaFileTypeInfo llamaFileTypeInfo(LlamaFileType t)
{
    const FileTypeRow *row = findFileType(t);
    return row ? row->info : LlamaFileTypeInfo{};
}

bool isValid(const WeightFormat &f, std::string *problem)
{
    auto reject = [problem](std::string message) {
        if (problem)
            *problem = std::move(message);
        return false;
    };
    switch (f.kind) {
    case WeightFormatKind::Dense:
        return findDense(f.dense) ? true : reject("the dense element type is not known");
    case WeightFormatKind::Ggml:
        return ggmlTypeTraits(f.ggml).blockSize > 0 ? true : reject("the GGML type is not known");
    case WeightFormatKind::GgufFileType:
        return findFileType(f.fileType) ? true : reject("the llama.cpp file type is not known");
    case WeightFormatKind::Gptq:
    case WeightFormatKind::Awq:
        if (f.bits != 2 && f.bits != 3 && f.bits != 4 && f.bits != 8)
            return reject("the bits must be 2, 3, 4 or 8");
        if (f.groupSize != -1 && (f.groupSize < 1 || f.groupSize > kMaxGroupSize))
            return reject("the group size must be -1 (one group per column) or 1 to 1048576");
        return true;
    case WeightFormatKind::Fp8:
        if (f.fp8BlockSize < 0 || f.fp8BlockSize > kMaxFp8BlockSize)
            return reject("the FP8 scale block must be 0 (per tensor) or 1 to 4096");
        return true;
    case WeightFormatKind::Wna16:
        if (f.bits != 4 && f.bits != 8)
            return reject("vLLM's compressed-tensors WNA16 scheme takes 4 or 8 bits, not " + std::to_string(f.bits));
        if (!wna16GroupSupported(f.groupSize))
            return reject("vLLM's compressed-tensors WNA16 kernels (Marlin) take group sizes 32, 64 or 128, or -1 "
                          "(one scale per output row), not " +
                          std::to_string(f.groupSize));
        return true;
    case WeightFormatKind::BnbNf4:
    case WeightFormatKind::BnbInt8:
    case WeightFormatKind::Mxfp4:
    case WeightFormatKind::FbgemmFp8:
    case WeightFormatKind::W8A8Int8:
    case WeightFormatKind::W8A8Fp8:
        return true;
    }
    return reject("the weight format kind is not known");
}

bool isApproximate(const WeightFormat &f)
{
    if (f.kind != WeightFormatKind::GgufFileType)
        return false;
    const FileTypeRow *row = findFileType(f.fileType);
    return row && row->info.approximate;
}

Rational linearBitsPerWeight(const WeightFormat &f)
{
    if (!isValid(f))
        return Rational{0, 0};
    switch (f.kind) {
    case WeightFormatKind::Dense:
        return integerRate(findDense(f.dense)->bits);
    case WeightFormatKind::Ggml:
        return ggmlRate(f.ggml);
    case WeightFormatKind::GgufFileType:
        return findFileType(f.fileType)->info.linearBitsPerWeight;
    case WeightFormatKind::Gptq:
    case WeightFormatKind::Awq:
        if (f.groupSize == -1)
            return integerRate(f.bits);
        // bits + 16/g + bits/g = (bits * g + 16 + bits) / g; isValid() bounds bits <= 8 and g <= 2^20.
        return makeRational(std::int64_t{f.bits} * f.groupSize + 16 + f.bits, f.groupSize);
    case WeightFormatKind::BnbNf4:
        // 4 + 32/64 = 9/2; double quantization 4 + 8/64 + 32/(64*256) = (2048 + 64 + 1)/512.
        return f.doubleQuant ? makeRational(2113, 512) : makeRational(9, 2);
    case WeightFormatKind::BnbInt8:
        return integerRate(8);
    case WeightFormatKind::Fp8: {
        if (f.fp8BlockSize == 0)
            return integerRate(8);
        // 8 + 32/(N*N) = (8 * N*N + 32) / (N*N); isValid() bounds N <= 4096, so 8 N^2 < 2^28.
        const std::int64_t area = std::int64_t{f.fp8BlockSize} * f.fp8BlockSize;
        return makeRational(8 * area + 32, area);
    }
    case WeightFormatKind::Mxfp4:
        return ggmlRate(GgmlType::MXFP4); // 4 bits + one E8M0 byte per 32 = 17/4
    case WeightFormatKind::FbgemmFp8:
    case WeightFormatKind::W8A8Int8:
    case WeightFormatKind::W8A8Fp8:
        return integerRate(8); // the fp32 row scales are TensorPrecisionPolicy::rowScaleBits
    case WeightFormatKind::Wna16:
        if (f.groupSize == -1)
            return integerRate(f.bits);
        // bits + 16/g (+ bits/g for the packed zero): 4-bit g128 = (512 + 16) / 128 = 33/8.
        return makeRational(std::int64_t{f.bits} * f.groupSize + 16 + (f.asymmetric ? f.bits : 0), f.groupSize);
    }
    return Rational{0, 0};
}

TensorPrecisionPolicy tensorPrecisionPolicy(const WeightFormat &f)
{
    const Rational quantized = linearBitsPerWeight(f);
    if (!isValid(quantized))
        return TensorPrecisionPolicy{};
    const Rational f32 = integerRate(32);
    const Rational half = integerRate(16);
    TensorPrecisionPolicy p;
    switch (f.kind) {
    case WeightFormatKind::Dense:
        p = {quantized, quantized, quantized, quantized, quantized, quantized, quantized};
        break;
    case WeightFormatKind::Ggml:
        p = {quantized, quantized, quantized, quantized, quantized, f32, f32};
        break;
    case WeightFormatKind::GgufFileType: {
        const LlamaFileTypeInfo &info = findFileType(f.fileType)->info;
        const Rational output = ggmlRate(info.outputType);
        const Rational embedding = ggmlRate(info.embeddingType);
        if (f.fileType == LlamaFileType::MXFP4_MOE)
            p = {ggmlRate(GgmlType::Q8_0), quantized, embedding, output, output, f32, f32};
        else
            p = {quantized, quantized, embedding, output, output, f32, f32};
        break;
    }
    case WeightFormatKind::Gptq:
    case WeightFormatKind::Awq:
    case WeightFormatKind::BnbNf4:
    case WeightFormatKind::BnbInt8:
    case WeightFormatKind::Fp8:
        p = {quantized, quantized, half, half, half, half, half};
        break;
    case WeightFormatKind::Mxfp4:
        p = {half, quantized, half, half, half, half, half};
        break;
    case WeightFormatKind::FbgemmFp8:
        // fbgemm_fp8.py get_quant_method: LinearBase only; FusedMoE gets the unquantized method.
        p = {quantized, half, half, half, half, half, half};
        p.rowScaleBits = 32;
        break;
    case WeightFormatKind::W8A8Int8:
    case WeightFormatKind::W8A8Fp8:
        p = {quantized, quantized, half, half, half, half, half};
        p.rowScaleBits = 32;
        p.expertRowScales = true;
        break;
    case WeightFormatKind::Wna16:
        p = {quantized, quantized, half, half, half, half, half};
        p.rowScaleBits = f.groupSize == -1 ? 16 + (f.asymmetric ? f.bits : 0) : 0;
        p.expertRowScales = true;
        break;
    }
    return p;
}

// --- bytes ----------------------------------------------------------------------------------

std::int64_t totalParams(const WeightSplit &s)
{
    if (s.expertParams < 0 || s.expertParams > s.linearParams)
        return -1;
    std::int64_t sum = s.linearParams;
    for (std::int64_t part : {s.embeddingParams, s.outputHeadParams, s.normParams, s.routerParams})
        sum = checkedAdd(sum, part);
    return sum;
}

std::int64_t weightBytes(const WeightSplit &s, const WeightFormat &f)
{
    if (totalParams(s) < 0)
        return -1;
    const TensorPrecisionPolicy p = tensorPrecisionPolicy(f);
    if (!isValid(p.linear))
        return -1;
    const Rational embeddingRate = s.outputHeadParams == 0 ? p.tiedEmbedding : p.embedding;
    const std::int64_t terms[] = {
        bytesFor(s.linearParams - s.expertParams, p.linear),
        bytesFor(s.expertParams, p.experts),
        bytesFor(s.embeddingParams, embeddingRate),
        bytesFor(s.outputHeadParams, p.outputHead),
        bytesFor(s.normParams, p.norm),
        bytesFor(s.routerParams, p.router),
    };
    std::int64_t sum = 0;
    for (std::int64_t term : terms)
        sum = checkedAdd(sum, term);
    return sum;
}

std::int64_t weightBytes(const WeightSplit &s, const WeightFormat &f, const WeightRows &r)
{
    const std::int64_t base = weightBytes(s, f);
    if (base < 0 || r.linearRows < 0 || r.expertRows < 0 || r.expertRows > r.linearRows)
        return -1;
    const TensorPrecisionPolicy p = tensorPrecisionPolicy(f);
    if (p.rowScaleBits == 0)
        return base;
    const std::int64_t rows = p.expertRowScales ? r.linearRows : r.linearRows - r.expertRows;
    return checkedAdd(base, bytesFor(rows, integerRate(p.rowScaleBits)));
}

PaddedExpertShape vllmMxfp4PaddedShape(VllmMxfp4Backend backend, std::int64_t intermediatePerPartition,
                                       std::int64_t hidden)
{
    // Far above fitmodel.h limits::kMaxIntermediateSize and kMaxHiddenSize, so that rounding cannot overflow.
    constexpr std::int64_t kMaxSize = std::int64_t{1} << 40;
    if (intermediatePerPartition < 1 || hidden < 1 || intermediatePerPartition > kMaxSize || hidden > kMaxSize)
        return PaddedExpertShape{-1, -1};
    // vllm/utils/math_utils.py round_up(x, y) = ((x + y - 1) // y) * y.
    const auto roundUp = [](std::int64_t x, std::int64_t m) {
        return (x + m - 1) / m * m;
    };
    switch (backend) {
    case VllmMxfp4Backend::Triton:
        return {roundUp(intermediatePerPartition, 64), hidden};
    case VllmMxfp4Backend::Marlin:
        return {roundUp(intermediatePerPartition, 128), roundUp(hidden, 256)};
    case VllmMxfp4Backend::FlashInferSm100:
        return {roundUp(intermediatePerPartition, 256), roundUp(hidden, 256)};
    case VllmMxfp4Backend::FlashInferCutlass:
        return {roundUp(intermediatePerPartition, 128), roundUp(hidden, 128)};
    }
    return PaddedExpertShape{-1, -1};
}

std::int64_t vllmMxfp4ExpertBytes(const PaddedExpertShape &shape)
{
    const std::int64_t i = shape.intermediatePerPartition;
    const std::int64_t h = shape.hidden;
    if (i < 1 || h < 1 || i % 32 != 0 || h % 32 != 0)
        return -1;
    // w13_weight 2I x H/2 + w13_weight_scale 2I x H/32 + w2_weight H x I/2 + w2_weight_scale H x I/32.
    const std::int64_t twoI = checkedMul(2, i);
    const std::int64_t terms[] = {checkedMul(twoI, h / 2), checkedMul(twoI, h / 32), checkedMul(h, i / 2),
                                  checkedMul(h, i / 32)};
    std::int64_t sum = 0;
    for (const std::int64_t term : terms)
        sum = checkedAdd(sum, term);
    return sum;
}

// --- spelling and labels --------------------------------------------------------------------

std::string toString(const WeightFormat &f)
{
    if (!isValid(f))
        return {};
    switch (f.kind) {
    case WeightFormatKind::Dense:
        return std::string(findDense(f.dense)->spelling);
    case WeightFormatKind::Ggml: {
        const std::string name = lower(toString(f.ggml));
        // "bf16" and "mxfp4" alone name the dense and MXFP4 formats.
        return (f.ggml == GgmlType::BF16 || f.ggml == GgmlType::MXFP4) ? "ggml-" + name : name;
    }
    case WeightFormatKind::GgufFileType: {
        const std::string name = lower(findFileType(f.fileType)->info.name);
        // File types spelled like a GGML type ("q8_0", "q2_k") need the prefix.
        return ggmlTypeFromString(name) ? "gguf-" + name : name;
    }
    case WeightFormatKind::Gptq:
    case WeightFormatKind::Awq:
        return std::string(f.kind == WeightFormatKind::Gptq ? "gptq-" : "awq-") + std::to_string(f.bits) + "bit-g" +
               std::to_string(f.groupSize);
    case WeightFormatKind::BnbNf4:
        return f.doubleQuant ? "nf4-dq" : "nf4";
    case WeightFormatKind::BnbInt8:
        return "bnb-int8";
    case WeightFormatKind::Fp8:
        return f.fp8BlockSize == 0 ? "fp8-tensor" : "fp8-block" + std::to_string(f.fp8BlockSize);
    case WeightFormatKind::Mxfp4:
        return "mxfp4";
    case WeightFormatKind::FbgemmFp8:
        return "fbgemm-fp8";
    case WeightFormatKind::W8A8Int8:
        return "w8a8-int8";
    case WeightFormatKind::W8A8Fp8:
        return "w8a8-fp8";
    case WeightFormatKind::Wna16:
        return "w" + std::to_string(f.bits) + "a16-g" + std::to_string(f.groupSize) + (f.asymmetric ? "-asym" : "");
    }
    return {};
}

std::string weightFormatLabel(const WeightFormat &f)
{
    const Rational bpw = linearBitsPerWeight(f);
    if (!isValid(bpw))
        return {};
    const std::string rate = bpwString(bpw) + " bpw";
    switch (f.kind) {
    case WeightFormatKind::Dense:
        return std::string(findDense(f.dense)->label) + " (" + rate +
               (f.dense == DenseDtype::INT4 ? ", no scales)" : ")");
    case WeightFormatKind::Ggml:
        return upper(toString(f.ggml)) + " (" + rate + ")";
    case WeightFormatKind::GgufFileType: {
        const LlamaFileTypeInfo &info = findFileType(f.fileType)->info;
        if (info.llama3_8bCentiGiB <= 0)
            return std::string(info.name) + " (MXFP4 experts " + rate + ", other weights Q8_0)";
        // Whole-file average of Llama-3-8B: size GiB * 2^30 * 8 bits / parameters.
        const Rational fileBpw =
            makeRational(std::int64_t{info.llama3_8bCentiGiB} * (std::int64_t{1} << 33), 100 * kLlama3_8bParams);
        return std::string(info.name) + " (\u2248" + decimalString(scaledRounded(fileBpw, 2), 2, true) +
               " bpw, approximate)";
    }
    case WeightFormatKind::Gptq:
    case WeightFormatKind::Awq:
        return std::string(f.kind == WeightFormatKind::Gptq ? "GPTQ " : "AWQ ") + std::to_string(f.bits) + "-bit " +
               (f.groupSize == -1 ? std::string("per-column") : "g" + std::to_string(f.groupSize)) + " (" + rate + ")";
    case WeightFormatKind::BnbNf4:
        return std::string(f.doubleQuant ? "NF4 with double quantization" : "NF4") + " (" + rate + ")";
    case WeightFormatKind::BnbInt8:
        return "LLM.int8 (" + rate + ")";
    case WeightFormatKind::Fp8:
        if (f.fp8BlockSize == 0)
            return "FP8 per-tensor scale (" + rate + ")";
        return "FP8 " + std::to_string(f.fp8BlockSize) + "\u00d7" + std::to_string(f.fp8BlockSize) + " block scales (" +
               rate + ")";
    case WeightFormatKind::Mxfp4:
        return "MXFP4 experts (" + rate + ")";
    case WeightFormatKind::FbgemmFp8:
        return "fbgemm FP8, fp32 row scales (" + rate + " + 32 bits per row, experts 16-bit)";
    case WeightFormatKind::W8A8Int8:
        return "W8A8 INT8, fp32 row scales (" + rate + " + 32 bits per row)";
    case WeightFormatKind::W8A8Fp8:
        return "W8A8 FP8, fp32 row scales (" + rate + " + 32 bits per row)";
    case WeightFormatKind::Wna16:
        return "W" + std::to_string(f.bits) + "A16 " +
               (f.groupSize == -1 ? std::string("per-row") : "g" + std::to_string(f.groupSize)) +
               (f.asymmetric ? " asymmetric" : "") + " (" + rate + (f.groupSize == -1 ? " + scales per row)" : ")");
    }
    return {};
}

std::optional<WeightFormat> parseWeightFormat(std::string_view s, std::string *error)
{
    const std::string text = lower(s);
    const std::string_view t = text;

    for (const DenseRow &row : kDense) {
        if (t == row.spelling)
            return WeightFormat::denseOf(row.dtype);
    }
    if (t == "nf4")
        return WeightFormat::nf4(false);
    if (t == "nf4-dq")
        return WeightFormat::nf4(true);
    if (t == "bnb-int8")
        return WeightFormat::bnbInt8();
    if (t == "mxfp4")
        return WeightFormat::mxfp4();
    if (t == "fp8-tensor")
        return WeightFormat::fp8(0);
    if (t == "fbgemm-fp8")
        return WeightFormat::fbgemmFp8();
    if (t == "w8a8-int8")
        return WeightFormat::w8a8Int8();
    if (t == "w8a8-fp8")
        return WeightFormat::w8a8Fp8();
    if (t.size() > 1 && t[0] == 'w' && t.find("a16") != std::string_view::npos)
        return parseWna16(t.substr(1), s, error);
    if (startsWith(t, "fp8-block")) {
        const int n = parseSmallInt(t.substr(9));
        if (n < 1 || n > kMaxFp8BlockSize)
            return fail(error, "weight format \"" + std::string(s) + "\": the FP8 scale block must be 1 to 4096");
        return WeightFormat::fp8(n);
    }
    if (startsWith(t, "gptq-"))
        return parseGrouped(t.substr(5), s, true, error);
    if (startsWith(t, "awq-"))
        return parseGrouped(t.substr(4), s, false, error);

    const bool ggufPrefix = startsWith(t, "gguf-");
    const std::string_view fileTypeName = ggufPrefix ? t.substr(5) : t;
    for (const FileTypeRow &row : kFileTypes) {
        if (fileTypeName == lower(row.info.name)) {
            // Without the prefix, names that are also GGML types ("q8_0") mean the GGML type.
            if (ggufPrefix || !ggmlTypeFromString(fileTypeName))
                return WeightFormat::fileTypeOf(row.type);
        }
    }
    if (ggufPrefix)
        return fail(error, "weight format \"" + std::string(s) + "\": not a llama.cpp file type; " + kExpected);

    const bool ggmlPrefix = startsWith(t, "ggml-");
    if (const std::optional<GgmlType> type = ggmlTypeFromString(ggmlPrefix ? t.substr(5) : t))
        return WeightFormat::ggmlOf(*type);
    return fail(error, "unknown weight format \"" + std::string(s) + "\"; " + kExpected);
}

} // namespace headroom::fit
