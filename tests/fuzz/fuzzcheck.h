// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The one way a fuzz target reports a broken invariant: a line on stderr, then abort(), which libFuzzer
// (and the regression driver's ctest) reports as a crash of the current input. No Qt, so targets of the
// Qt-free fit library use it too.

#include <cstdio>
#include <cstdlib>

namespace headroom::fuzz {

[[noreturn]] inline void fail(const char *what)
{
    std::fprintf(stderr, "fuzz invariant violated: %s\n", what);
    std::abort();
}

} // namespace headroom::fuzz
