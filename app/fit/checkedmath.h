// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Checked arithmetic on non-negative 64-bit byte and token counts, shared by the fit model's
// translation units (internal header: not part of the public API). std::nullopt means "does not fit
// in 64 bits" or "an operand was already out of range", so absurd inputs turn into errors and never
// wrap around.

#include <cstdint>
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
    if (!a || *a < 0 || numerator < 0 || denominator <= 0 || numerator > denominator)
        return std::nullopt;
    const std::int64_t whole = *a / denominator;
    const std::int64_t rest = *a % denominator; // rest * numerator < denominator^2: fits for denominators < 2^31
    return whole * numerator + rest * numerator / denominator;
}

} // namespace headroom::fit::checked
