// SPDX-License-Identifier: GPL-3.0-or-later
#include "fit/engineversion.h"

#include <array>
#include <cstdint>

// Release parsing and the profile table; the boundaries and their sources are in engineversion.h.

namespace headroom::fit {

namespace {

constexpr std::size_t kMaxVersionLength = 64;
constexpr std::size_t kMaxDigits = 9;

// A release number: up to three components (major, minor, patch), missing ones 0.
using Triple = std::array<std::int64_t, 3>;

bool isDigit(char c)
{
    return c >= '0' && c <= '9';
}

bool isAlnum(char c)
{
    return isDigit(c) || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

// Reads 1..kMaxDigits digits at `pos`; false when there are none or too many.
bool readNumber(std::string_view text, std::size_t &pos, std::int64_t &value)
{
    const std::size_t start = pos;
    value = 0;
    while (pos < text.size() && isDigit(text[pos])) {
        if (pos - start >= kMaxDigits)
            return false;
        value = value * 10 + (text[pos] - '0');
        ++pos;
    }
    return pos > start;
}

bool startsWith(std::string_view text, std::size_t pos, std::string_view prefix)
{
    return text.substr(pos, prefix.size()) == prefix;
}

// "x.y.z" with 2..4 numeric components (vLLM has 0.10.1.1), an optional leading "v", then for vLLM
// ".postN", "rcN" or ".devN" and a "+local" label of letters, digits and dots; for Ollama "-rcN".
std::optional<Triple> parseDotted(std::string_view text, bool vllm)
{
    std::size_t pos = 0;
    if (pos < text.size() && text[pos] == 'v')
        ++pos;
    Triple triple{0, 0, 0};
    int components = 0;
    while (true) {
        std::int64_t n = 0;
        if (!readNumber(text, pos, n))
            return std::nullopt;
        if (components < 3)
            triple[std::size_t(components)] = n;
        ++components;
        if (components < 4 && pos + 1 < text.size() && text[pos] == '.' && isDigit(text[pos + 1])) {
            ++pos;
            continue;
        }
        break;
    }
    if (components < 2)
        return std::nullopt;
    std::int64_t n = 0;
    if (vllm) {
        for (const std::string_view tag :
             {std::string_view(".post"), std::string_view("rc"), std::string_view(".dev")}) {
            if (startsWith(text, pos, tag)) {
                pos += tag.size();
                if (!readNumber(text, pos, n))
                    return std::nullopt;
                break;
            }
        }
        if (pos < text.size() && text[pos] == '+') {
            ++pos;
            const std::size_t start = pos;
            while (pos < text.size() && (isAlnum(text[pos]) || text[pos] == '.'))
                ++pos;
            if (pos == start)
                return std::nullopt;
        }
    } else if (startsWith(text, pos, "-rc")) {
        pos += 3;
        if (!readNumber(text, pos, n))
            return std::nullopt;
    }
    return pos == text.size() ? std::optional<Triple>(triple) : std::nullopt;
}

// "b5300" or "5300".
std::optional<std::int64_t> parseBuild(std::string_view text)
{
    std::size_t pos = 0;
    if (pos < text.size() && text[pos] == 'b')
        ++pos;
    std::int64_t n = 0;
    if (!readNumber(text, pos, n) || pos != text.size())
        return std::nullopt;
    return n;
}

// Builds at which llama.cpp's rules change ([U]: estimated from the merge dates, engineversion.h).
constexpr std::int64_t kLlamaCppMlaBuild = 5130; // PR #12801, 2025-04-15
constexpr std::int64_t kLlamaCppSwaBuild = 5440; // PR #13194, 2025-05-20
constexpr std::int64_t kLlamaCppOutputFirstBuild =
    7400;                                          // PR #18148, 2025-12-17 (b7217 was 2025-12-01, ~11 builds a day)
constexpr std::int64_t kLlamaCppVlessBuild = 7820; // PR #19067, 2026-01-24

EngineProfile vllmProfile(const Triple &v)
{
    if (v < Triple{0, 6, 5})
        return EngineProfile::VllmV0Before065;
    if (v < Triple{0, 7, 1})
        return EngineProfile::VllmV0NoMla;
    if (v < Triple{0, 8, 0})
        return EngineProfile::VllmV0;
    return EngineProfile::VllmV1;
}

EngineProfile llamaCppProfile(std::int64_t build)
{
    if (build < kLlamaCppMlaBuild)
        return EngineProfile::LlamaCppBeforeMla;
    if (build < kLlamaCppSwaBuild)
        return EngineProfile::LlamaCppMlaKv;
    if (build < kLlamaCppOutputFirstBuild)
        return EngineProfile::LlamaCppSwaMlaKv;
    if (build < kLlamaCppVlessBuild)
        return EngineProfile::LlamaCppOutputFirstMlaKv;
    return EngineProfile::LlamaCpp;
}

EngineProfile ollamaProfile(const Triple &v)
{
    if (v < Triple{0, 7, 0})
        return EngineProfile::OllamaBeforeMla;
    if (v < Triple{0, 9, 3})
        return EngineProfile::OllamaUncapped;
    return EngineProfile::Ollama;
}

std::string syntaxError(Engine engine, std::string_view version)
{
    const std::string shown = version.size() <= kMaxVersionLength
                                  ? std::string(version)
                                  : std::string(version.substr(0, kMaxVersionLength)) + "...";
    switch (engine) {
    case Engine::Vllm:
        return "\"" + shown + "\" is not a vLLM release; give one such as 0.8.5, 0.10.1.1 or 0.6.4.post1.";
    case Engine::LlamaCpp:
        return "\"" + shown + "\" is not a llama.cpp build; give one such as b5300 or 5300.";
    case Engine::IkLlamaCpp:
        return "\"" + shown + "\" is not an ik_llama.cpp build; give one such as 3762.";
    case Engine::Ollama:
        return "\"" + shown + "\" is not an Ollama release; give one such as 0.5.7 or v0.9.0.";
    case Engine::Generic:
        break;
    }
    return "The generic engine has no releases; leave the engine version empty.";
}

} // namespace

std::string_view profileKey(EngineProfile p)
{
    switch (p) {
    case EngineProfile::Generic:
        return "generic";
    case EngineProfile::VllmV0Before065:
        return "vllm-v0-pre-0.6.5";
    case EngineProfile::VllmV0NoMla:
        return "vllm-v0-no-mla";
    case EngineProfile::VllmV0:
        return "vllm-v0";
    case EngineProfile::VllmV1:
        return "vllm-v1";
    case EngineProfile::LlamaCppBeforeMla:
        return "llama.cpp-pre-mla";
    case EngineProfile::LlamaCppMlaKv:
        return "llama.cpp-mla-kv";
    case EngineProfile::LlamaCppSwaMlaKv:
        return "llama.cpp-swa-mla-kv";
    case EngineProfile::LlamaCppOutputFirstMlaKv:
        return "llama.cpp-output-first-mla-kv";
    case EngineProfile::LlamaCpp:
        return "llama.cpp";
    case EngineProfile::IkLlamaCpp:
        return "ik_llama.cpp";
    case EngineProfile::OllamaBeforeMla:
        return "ollama-pre-mla";
    case EngineProfile::OllamaUncapped:
        return "ollama-uncapped";
    case EngineProfile::Ollama:
        return "ollama";
    }
    return {};
}

Engine profileEngine(EngineProfile p)
{
    switch (p) {
    case EngineProfile::VllmV0Before065:
    case EngineProfile::VllmV0NoMla:
    case EngineProfile::VllmV0:
    case EngineProfile::VllmV1:
        return Engine::Vllm;
    case EngineProfile::LlamaCppBeforeMla:
    case EngineProfile::LlamaCppMlaKv:
    case EngineProfile::LlamaCppSwaMlaKv:
    case EngineProfile::LlamaCppOutputFirstMlaKv:
    case EngineProfile::LlamaCpp:
        return Engine::LlamaCpp;
    case EngineProfile::IkLlamaCpp:
        return Engine::IkLlamaCpp;
    case EngineProfile::OllamaBeforeMla:
    case EngineProfile::OllamaUncapped:
    case EngineProfile::Ollama:
        return Engine::Ollama;
    case EngineProfile::Generic:
        break;
    }
    return Engine::Generic;
}

EngineProfile currentProfile(Engine e)
{
    switch (e) {
    case Engine::Vllm:
        return EngineProfile::VllmV1;
    case Engine::LlamaCpp:
        return EngineProfile::LlamaCpp;
    case Engine::IkLlamaCpp:
        return EngineProfile::IkLlamaCpp;
    case Engine::Ollama:
        return EngineProfile::Ollama;
    case Engine::Generic:
        break;
    }
    return EngineProfile::Generic;
}

std::string_view currentReleaseName(Engine e)
{
    switch (e) {
    case Engine::Vllm:
        return "0.11.0"; // the release of the V1 rules engine.h cites (llm-d table, rows VL07-VL14)
    case Engine::LlamaCpp:
        return "b7820";
    case Engine::IkLlamaCpp:
        return "3762"; // rows IK01, IK02 (2025-06)
    case Engine::Ollama:
        return "0.12.0";
    case Engine::Generic:
        break;
    }
    return {};
}

std::string_view profileDescription(EngineProfile p)
{
    switch (p) {
    case EngineProfile::Generic:
        return "Transformers static cache.";
    case EngineProfile::VllmV0Before065:
        return "V0 engine: the profile run covers max(max_model_len, 2048) tokens (512 with chunked prefill "
               "above 32K), every layer full context, DeepSeek without MLA.";
    case EngineProfile::VllmV0NoMla:
        return "V0 engine: the profile run covers max(max_model_len, 2048) tokens (2048 with chunked prefill "
               "above 32K), every layer full context, DeepSeek without MLA.";
    case EngineProfile::VllmV0:
        return "V0 engine with the MLA latent cache: the profile run covers max(max_model_len, 2048) tokens, "
               "every layer full context.";
    case EngineProfile::VllmV1:
        return "V1 engine: chunked prefill, hybrid KV cache groups, MLA latent cache.";
    case EngineProfile::LlamaCppBeforeMla:
        return "DeepSeek caches every head's K and V; sliding-window layers keep the full context.";
    case EngineProfile::LlamaCppMlaKv:
        return "DeepSeek MLA caches the latent K and a separate V; sliding-window layers keep the full context.";
    case EngineProfile::LlamaCppSwaMlaKv:
        return "Reduced sliding-window cache; DeepSeek MLA caches the latent K and a separate V; --n-gpu-layers "
               "offloads the output layer last.";
    case EngineProfile::LlamaCppOutputFirstMlaKv:
        return "--n-gpu-layers offloads the output layer first; DeepSeek MLA caches the latent K and a separate V.";
    case EngineProfile::LlamaCpp:
        return "Reduced sliding-window cache; DeepSeek MLA caches the latent K only.";
    case EngineProfile::IkLlamaCpp:
        return "MLA caches c^KV only; sliding-window layers keep the full context.";
    case EngineProfile::OllamaBeforeMla:
        return "DeepSeek caches every head's K and V; num_ctx above the trained context is used as given.";
    case EngineProfile::OllamaUncapped:
        return "num_ctx above the trained context is used as given.";
    case EngineProfile::Ollama:
        return "num_ctx is capped at the trained context.";
    }
    return {};
}

std::optional<EngineProfile> profileForRelease(Engine engine, std::string_view version, std::string *error)
{
    if (version.empty())
        return currentProfile(engine);
    std::optional<EngineProfile> profile;
    if (version.size() <= kMaxVersionLength) {
        switch (engine) {
        case Engine::Vllm:
            if (const std::optional<Triple> v = parseDotted(version, true))
                profile = vllmProfile(*v);
            break;
        case Engine::LlamaCpp:
            if (const std::optional<std::int64_t> build = parseBuild(version))
                profile = llamaCppProfile(*build);
            break;
        case Engine::IkLlamaCpp:
            if (parseBuild(version))
                profile = EngineProfile::IkLlamaCpp;
            break;
        case Engine::Ollama:
            if (const std::optional<Triple> v = parseDotted(version, false))
                profile = ollamaProfile(*v);
            break;
        case Engine::Generic:
            break;
        }
    }
    if (!profile && error)
        *error = syntaxError(engine, version);
    return profile;
}

void applyEngineProfile(EngineProfile p, EngineSettings &settings)
{
    const EngineSettings current;
    settings.vllmV0 =
        p == EngineProfile::VllmV0Before065 || p == EngineProfile::VllmV0NoMla || p == EngineProfile::VllmV0;
    settings.vllmV0ChunkedTokens =
        p == EngineProfile::VllmV0Before065 ? kVllmV0ChunkedTokensBefore065 : current.vllmV0ChunkedTokens;
    switch (p) {
    case EngineProfile::VllmV0Before065:
    case EngineProfile::VllmV0NoMla:
        settings.mlaCache = MlaCache::PerHeadPaddedValue;
        break;
    case EngineProfile::LlamaCppBeforeMla:
    case EngineProfile::OllamaBeforeMla:
        settings.mlaCache = MlaCache::PerHead;
        break;
    case EngineProfile::LlamaCppMlaKv:
    case EngineProfile::LlamaCppSwaMlaKv:
    case EngineProfile::LlamaCppOutputFirstMlaKv:
        settings.mlaCache = MlaCache::LatentAndValue;
        break;
    default:
        settings.mlaCache = current.mlaCache;
        break;
    }
    settings.slidingWindowCache = p != EngineProfile::LlamaCppBeforeMla && p != EngineProfile::LlamaCppMlaKv;
    settings.ollamaCapsContext = p != EngineProfile::OllamaBeforeMla && p != EngineProfile::OllamaUncapped;
    // placement.h: llama.cpp offloads the output layer first since PR #18148; Ollama's runner never did.
    settings.llamaOutputLayerFirst = p == EngineProfile::LlamaCppOutputFirstMlaKv || p == EngineProfile::LlamaCpp ||
                                     p == EngineProfile::Generic || p == EngineProfile::VllmV1 ||
                                     p == EngineProfile::VllmV0 || p == EngineProfile::VllmV0NoMla ||
                                     p == EngineProfile::VllmV0Before065;
}

std::vector<EngineRelease> knownReleases(Engine e)
{
    // One release per profile: a typical one for the old profiles, the boundary of the current one.
    std::vector<std::pair<std::string_view, EngineProfile>> releases;
    switch (e) {
    case Engine::Vllm:
        releases = {{"0.6.4", EngineProfile::VllmV0Before065}, {"0.6.6", EngineProfile::VllmV0NoMla},
                    {"0.7.3", EngineProfile::VllmV0},          {"0.8.5", EngineProfile::VllmV1},
                    {"0.10.1", EngineProfile::VllmV1},         {"0.11.0", EngineProfile::VllmV1}};
        break;
    case Engine::LlamaCpp:
        releases = {{"b5046", EngineProfile::LlamaCppBeforeMla},
                    {"b5300", EngineProfile::LlamaCppMlaKv},
                    {"b7217", EngineProfile::LlamaCppSwaMlaKv},
                    {"b7500", EngineProfile::LlamaCppOutputFirstMlaKv},
                    {"b7820", EngineProfile::LlamaCpp}};
        break;
    case Engine::IkLlamaCpp:
        releases = {{"3762", EngineProfile::IkLlamaCpp}};
        break;
    case Engine::Ollama:
        releases = {{"0.5.7", EngineProfile::OllamaBeforeMla},
                    {"0.9.0", EngineProfile::OllamaUncapped},
                    {"0.12.0", EngineProfile::Ollama}};
        break;
    case Engine::Generic:
        break;
    }
    std::vector<EngineRelease> out;
    out.reserve(releases.size());
    for (const auto &release : releases)
        out.push_back(
            EngineRelease{std::string(release.first), release.second, std::string(profileDescription(release.second))});
    return out;
}

} // namespace headroom::fit
