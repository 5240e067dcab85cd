// SPDX-License-Identifier: GPL-3.0-or-later
#include "chartaxis.h"

#include <algorithm>
#include <cmath>

namespace headroom::scenario {

ChartAxis niceAxis(double usableGiB, double totalGiB)
{
    constexpr int kMaxIntervals = 6;
    const double top = std::max(usableGiB, totalGiB) * 1.1;
    if (!(top > 0.0) || !std::isfinite(top))
        return {};
    // Start one decade below the rough step so the 1-2-5 walk can find the smallest fitting step.
    double decade = std::pow(10.0, std::floor(std::log10(top / kMaxIntervals)));
    for (int guard = 0; guard < 8; ++guard, decade *= 10.0) {
        for (const double mantissa : {1.0, 2.0, 5.0}) {
            const double step = mantissa * decade;
            // The epsilon keeps an exact multiple (e.g. 30 / 5) from rounding up to one more interval.
            const double intervals = std::ceil(top / step - 1e-9);
            if (intervals <= kMaxIntervals)
                return {intervals * step, step, static_cast<int>(intervals) + 1};
        }
    }
    return {};
}

} // namespace headroom::scenario
