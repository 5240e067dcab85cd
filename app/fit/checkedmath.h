// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Checked arithmetic on non-negative 64-bit byte, token and parameter counts: the one header every
// translation unit of the fit model uses for sizes and counts (internal header: not part of the public
// API). std::nullopt means "does not fit in 64 bits", "the result would be negative" or "an operand was
// already out of range", so absurd inputs turn into errors and never wrap around (no signed overflow
// that UBSan could see). Every operand is a count, so a negative operand is out of range too.

#include <cstdint>
#include <limits>
#include <optional>

namespace headroom::fit::checked {

using Bytes = std::optional<std::int64_t>;

// GCC and Clang builtins: one multiply or add and an overflow flag.
inline Bytes mul(Bytes a, Bytes b)
{
    std::int64_t product = 0;
    if (!a || !b || *a < 0 || *b < 0 || __builtin_mul_overflow(*a, *b, &product))
        return std::nullopt;
    return product;
}

inline Bytes add(Bytes a, Bytes b)
{
    std::int64_t sum = 0;
    if (!a || !b || *a < 0 || *b < 0 || __builtin_add_overflow(*a, *b, &sum))
        return std::nullopt;
    return sum;
}

/// a - b for 0 <= b <= a (a count minus a smaller count); std::nullopt when the result would be negative.
inline Bytes sub(Bytes a, Bytes b)
{
    if (!a || !b || *a < 0 || *b < 0 || *b > *a)
        return std::nullopt;
    return *a - *b;
}

/// ceil(a / b) for a >= 0, b > 0, without forming a + b - 1.
inline Bytes ceilDiv(Bytes a, std::int64_t b)
{
    if (!a || *a < 0 || b <= 0)
        return std::nullopt;
    return *a / b + (*a % b != 0 ? 1 : 0);
}

/// a rounded up to a multiple of `to` (ggml GGML_PAD for to > 0).
inline Bytes pad(Bytes a, std::int64_t to)
{
    return mul(ceilDiv(a, to), to);
}

/// floor(a * numerator / denominator) for 0 <= numerator <= denominator, without overflow for any a >= 0.
inline Bytes scaleDown(Bytes a, std::int64_t numerator, std::int64_t denominator)
{
    // rest * numerator < denominator^2 must fit: denominators up to 2^31.
    if (!a || *a < 0 || numerator < 0 || denominator <= 0 || numerator > denominator ||
        denominator > std::numeric_limits<std::int32_t>::max())
        return std::nullopt;
    const std::int64_t whole = *a / denominator;
    const std::int64_t rest = *a % denominator;
    return whole * numerator + rest * numerator / denominator;
}

/// The value as an int when it is a count in [0, INT_MAX]; std::nullopt otherwise.
inline std::optional<int> toInt(Bytes a)
{
    if (!a || *a < 0 || *a > std::numeric_limits<int>::max())
        return std::nullopt;
    return static_cast<int>(*a);
}

/// -1 for std::nullopt: the "does not fit" convention of the public per-term functions.
inline std::int64_t orMinusOne(Bytes a)
{
    return a.value_or(-1);
}

/// 0 for std::nullopt (used where a missing term is reported elsewhere).
inline std::int64_t orZero(Bytes a)
{
    return a.value_or(0);
}

/// True when lo <= v <= hi.
constexpr bool inRange(std::int64_t v, std::int64_t lo, std::int64_t hi)
{
    return lo <= v && v <= hi;
}

} // namespace headroom::fit::checked
