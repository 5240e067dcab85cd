// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Engine releases as named behaviour profiles. An engine's memory rules change between releases (vLLM's
// V0 engine profiled and cached differently from V1; llama.cpp's DeepSeek MLA cache went from per-head K
// and V to a latent K and V, then to the latent alone; its sliding-window cache appeared in May 2025;
// Ollama started capping num_ctx at the trained context in June 2025). A profile names one set of those
// rules (the EngineSettings release fields, engine.h); profileForRelease() parses the engine's own release
// name and picks the profile; applyEngineProfile() sets the fields. No version = the current release =
// the EngineSettings defaults, i.e. what the fit model does without a version. Pure C++20.
//
// Release boundaries and their sources (the merge date is verified; a build number marked [U] is
// estimated from that date, not read from the release page):
//  vLLM (release names x.y.z[.postN|rcN|.devN][+local], an optional leading "v"):
//   - < 0.6.5: V0, chunked-prefill default 512 tokens (PR #10544 raised it to 2048, merged 2024-11-21).
//   - < 0.7.1: V0 without MLA: DeepSeek caches every head's K and V, V padded to 192 (MLA arrived in
//     0.7.1 with PR #12601, 2025-02-01). [S]
//   - < 0.8.0: V0 (0.8.0, 2025-03, made V1 the default engine; V0 was removed in 0.11.0).
//   - >= 0.8.0: V1, the current rules (the 0.8/0.9 scheduler defaults before PR #17885 are not modelled).
//  llama.cpp (build names bNNNN or NNNN, as `llama-cli --version` prints "version: 5300 (...)"):
//   - < b5130 [U]: before PR #12801 (DeepSeek V2/V3 MLA, merged 2025-04-15): per-head K 192 and V 128;
//     no sliding-window cache (every layer full size).
//   - < b5440 [U]: before PR #13194 (kv-cache : add SWA support, merged 2025-05-20): latent K + V, every
//     sliding-window layer full size.
//   - < b7820 [U]: before PR #19067 (kv-cache : support V-less cache, merged 2026-01-24): latent K +
//     separate V (576 + 512 for DeepSeek-V3).
//   - >= b7820: the current rules (latent K only).
//   A GGUF converted before PR #12801 keeps the per-head cache on every build (the "backward
//   compatibility for old files", jukofyork on the PR, 2025-04-07); the profile assumes a file converted
//   by the same build generation.
//  ik_llama.cpp (its own build counter, NNNN or bNNNN): one profile, the measured builds of 2025-04..06.
//  Ollama (x.y.z[-rcN], optional "v"):
//   - < 0.7.0 [U]: vendored llama.cpp from before PR #12801: DeepSeek per-head K and V (0.5.7, 2025-01).
//   - < 0.9.3 [U]: num_ctx above the trained context is passed through (before ollama PR #11175, merged
//     2025-06-23).
//   - >= 0.9.3: the current rules (num_ctx capped at the trained context).
//  Generic: no releases; only the empty version is accepted.

#include "fit/engine.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace headroom::fit {

/// One set of release rules. Each belongs to one engine (profileEngine()).
enum class EngineProfile {
    Generic,           ///< Transformers static cache (no releases)
    VllmV0Before065,   ///< vLLM V0 < 0.6.5: chunked prefill 512 tokens, no MLA
    VllmV0NoMla,       ///< vLLM V0 0.6.5 - 0.7.0: chunked prefill 2048 tokens, no MLA
    VllmV0,            ///< vLLM V0 0.7.1 - 0.7.x: MLA latent cache
    VllmV1,            ///< vLLM >= 0.8.0: the V1 engine (current)
    LlamaCppBeforeMla, ///< llama.cpp < b5130: per-head MLA cache, no sliding-window cache
    LlamaCppMlaKv,     ///< llama.cpp b5130 - b5439: latent K + V, no sliding-window cache
    LlamaCppSwaMlaKv,  ///< llama.cpp b5440 - b7399: sliding-window cache, latent K + V, output layer offloaded last
    LlamaCppOutputFirstMlaKv, ///< llama.cpp b7400 - b7819: --n-gpu-layers offloads the output layer first (PR #18148)
    LlamaCpp,                 ///< llama.cpp >= b7820 (current)
    IkLlamaCpp,               ///< ik_llama.cpp (current)
    OllamaBeforeMla,          ///< Ollama < 0.7.0: per-head MLA cache, num_ctx not capped
    OllamaUncapped,           ///< Ollama 0.7.0 - 0.9.2: num_ctx not capped at the trained context
    Ollama,                   ///< Ollama >= 0.9.3 (current)
};

/// Stable key for JSON and logs: "generic", "vllm-v0-pre-0.6.5", "vllm-v0-no-mla", "vllm-v0", "vllm-v1",
/// "llama.cpp-pre-mla", "llama.cpp-mla-kv", "llama.cpp-swa-mla-kv", "llama.cpp-output-first-mla-kv",
/// "llama.cpp", "ik_llama.cpp",
/// "ollama-pre-mla", "ollama-uncapped", "ollama"; "" for a non-enumerator.
std::string_view profileKey(EngineProfile p);

/// The engine a profile belongs to.
Engine profileEngine(EngineProfile p);

/// The profile of the current release of `e` (what the EngineSettings defaults model).
EngineProfile currentProfile(Engine e);

/// The release name that stands for the current profile in reports ("0.11.0", "b7820", "0.12.0"; ""
/// for Generic).
std::string_view currentReleaseName(Engine e);

/// English one-line description of a profile's rules, for logs and tests (front ends translate by key).
std::string_view profileDescription(EngineProfile p);

/// The profile of release `version` of `engine` (syntax in the header comment). An empty version is the
/// current profile; a release newer than every boundary is the current profile; one older than the
/// oldest boundary takes the oldest profile. std::nullopt, with `error` (when given) set to one English
/// sentence naming the engine and giving an example, for text that is not a release name of the engine
/// (at most 64 characters; numbers of at most 9 digits).
std::optional<EngineProfile> profileForRelease(Engine engine, std::string_view version, std::string *error = nullptr);

/// Sets the release fields of `settings` (vllmV0, vllmV0ChunkedTokens, mlaCache, slidingWindowCache,
/// ollamaCapsContext) to profile `p`; every other field (the user's knobs) is left as it is.
void applyEngineProfile(EngineProfile p, EngineSettings &settings);

/// A release a front end can offer in a version list: its name as the engine spells it, its profile and
/// the profile's one-line description (English, profileDescription()).
struct EngineRelease {
    std::string name;
    EngineProfile profile = EngineProfile::Generic;
    std::string description;
};

/// The releases of `e` worth listing, oldest first: one per profile (its boundary or a typical
/// release), the last one the current release. Empty for Generic.
std::vector<EngineRelease> knownReleases(Engine e);

} // namespace headroom::fit
