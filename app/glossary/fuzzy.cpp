// SPDX-License-Identifier: GPL-3.0-or-later
#include <glossary/fuzzy.h>

#include <algorithm>
#include <array>
#include <cstdlib>

namespace headroom::glossary::fuzzy {

int allowedEdits(int letters)
{
    if (letters >= 8)
        return 2;
    return letters >= 4 ? 1 : 0;
}

int boundedDistance(std::string_view a, std::string_view b, int bound)
{
    if (a == b)
        return 0;
    constexpr std::size_t kMaxLength = 255;
    const int over = bound + 1;
    if (bound <= 0 || a.size() > kMaxLength || b.size() > kMaxLength)
        return over;
    const int n = static_cast<int>(a.size());
    const int m = static_cast<int>(b.size());
    if (std::abs(n - m) > bound)
        return over;

    // Three rows of the Damerau (OSA) dynamic programme over b. A cell further than `bound` from the
    // diagonal can never be <= bound, so each row fills only the band |i - j| <= bound and marks the
    // cell on either side of it as `over` for the next row to read.
    std::array<std::array<int, kMaxLength + 2>, 3> rows;
    auto *previous2 = &rows[0];
    auto *previous = &rows[1];
    auto *current = &rows[2];
    for (int j = 0; j <= m; ++j)
        (*previous)[j] = j;
    (*previous)[m + 1] = over;
    for (int i = 1; i <= n; ++i) {
        const int from = std::max(1, i - bound);
        const int to = std::min(m, i + bound);
        (*current)[from - 1] = from == 1 ? i : over;
        (*current)[to + 1] = over;
        int rowMinimum = (*current)[from - 1];
        for (int j = from; j <= to; ++j) {
            const int cost = a[i - 1] == b[j - 1] ? 0 : 1;
            int value = std::min({(*previous)[j - 1] + cost, // substitution or match
                                  (*previous)[j] + 1,        // deletion from a
                                  (*current)[j - 1] + 1});   // insertion into a
            if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1])
                value = std::min(value, (*previous2)[j - 2] + 1); // adjacent transposition
            (*current)[j] = std::min(value, over);
            rowMinimum = std::min(rowMinimum, (*current)[j]);
        }
        if (rowMinimum > bound)
            return over;
        std::swap(previous2, previous);
        std::swap(previous, current);
    }
    return std::min((*previous)[m], over);
}

} // namespace headroom::glossary::fuzzy
