// SPDX-License-Identifier: GPL-3.0-or-later
#include "fit/engine.h"

namespace headroom::fit {

std::string_view toString(Engine e)
{
    switch (e) {
    case Engine::Generic:
        return "generic";
    case Engine::LlamaCpp:
        return "llama.cpp";
    case Engine::Vllm:
        return "vllm";
    case Engine::Ollama:
        return "ollama";
    case Engine::IkLlamaCpp:
        return "ik_llama.cpp";
    }
    return {};
}

std::optional<Engine> engineFromString(std::string_view s)
{
    for (const Engine e : {Engine::Generic, Engine::LlamaCpp, Engine::Vllm, Engine::Ollama, Engine::IkLlamaCpp}) {
        if (toString(e) == s)
            return e;
    }
    return std::nullopt;
}

bool splitsByLayer(Engine e)
{
    return e == Engine::LlamaCpp || e == Engine::IkLlamaCpp || e == Engine::Ollama;
}

EngineSettings defaultSettings(Engine e)
{
    EngineSettings settings;
    settings.engine = e;
    if (e == Engine::Ollama) {
        settings.ubatch = kOllamaDefaultBatch;
        settings.batch = kOllamaDefaultBatch;
        settings.flashAttention = false;
        settings.llamaOutputLayerFirst = false; // its vendored llama.cpp predates PR #18148
    }
    if (e == Engine::IkLlamaCpp)
        settings.llamaOutputLayerFirst = false; // forked before PR #18148 (placement.h)
    return settings;
}

std::string_view constraintKey(Constraint c)
{
    switch (c) {
    case Constraint::None:
        return "none";
    case Constraint::GpuMemory:
        return "gpu_memory";
    case Constraint::KvCacheBudget:
        return "kv_cache_budget";
    case Constraint::EngineBudget:
        return "engine_budget";
    case Constraint::EngineReserve:
        return "engine_reserve";
    case Constraint::SchedulerLimit:
        return "scheduler_limit";
    case Constraint::ModelContext:
        return "model_context";
    case Constraint::NoParallelism:
        return "no_parallelism";
    }
    return {};
}

} // namespace headroom::fit
