// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Typo tolerance for the glossary search (SearchIndex, Tier::Fuzzy): how many edits a query word may
// have, and a bounded edit distance between two ASCII-folded ("loose") words.
//
// The distance is the optimal string alignment distance (restricted Damerau-Levenshtein): insertion,
// deletion, substitution and the transposition of two adjacent letters each count one edit, and no
// substring is edited twice (Damerau 1964, "A technique for computer detection and correction of
// spelling errors", CACM 7(3); the restricted variant as in Boytsov 2011, "Indexing methods for
// approximate dictionary searching", ACM JEA 16, section 2.2). "kv cahce" is one edit from "kv cache".

#include <string_view>

namespace headroom::glossary::fuzzy {

/// Edits a query word of `letters` letters (loose key length, ASCII) may be away from a term word:
/// 0 below 4 letters, 1 from 4 to 7, 2 from 8 on (the rule: "1 edit from 4 letters, 2 from 8").
int allowedEdits(int letters);

/// Optimal string alignment distance between `a` and `b` (bytes, compared as they are), or
/// `bound` + 1 as soon as it is known to exceed `bound` (bound >= 0). Strings longer than 255 bytes
/// are not compared: the result is then `bound` + 1 unless they are equal.
int boundedDistance(std::string_view a, std::string_view b, int bound);

} // namespace headroom::glossary::fuzzy
