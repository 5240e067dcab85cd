// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The options that describe GPUs and a fit scenario, shared by `headroom estimate` and `headroom quote`:
//   --model ID --gpu ID --gpus N --tensor-parallel N --weights P --kv-cache-dtype T --context TOKENS
//   --concurrency SEQUENCES
// Ids come from catalog::Catalog; defaults are those of fit::Scenario (bf16 weights, f16 KV cache,
// 4096 tokens, 1 sequence) with --tensor-parallel defaulting to --gpus.

#include <catalog/catalog.h>
#include <cli/command.h>
#include <fit/fitmodel.h>

#include <QCoreApplication>
#include <QString>

#include <optional>

class QCommandLineParser;

namespace headroom::cli {

class OptionReader;

namespace option {
inline QString model()
{
    return QStringLiteral("model");
}
inline QString gpu()
{
    return QStringLiteral("gpu");
}
inline QString gpus()
{
    return QStringLiteral("gpus");
}
inline QString tensorParallel()
{
    return QStringLiteral("tensor-parallel");
}
inline QString weights()
{
    return QStringLiteral("weights");
}
inline QString kvCacheDtype()
{
    return QStringLiteral("kv-cache-dtype");
}
inline QString context()
{
    return QStringLiteral("context");
}
inline QString concurrency()
{
    return QStringLiteral("concurrency");
}
inline QString json()
{
    return QStringLiteral("json");
}
inline QString help()
{
    return QStringLiteral("help");
}
} // namespace option

/// Limits on the integers the CLI accepts (the fit model and quote check the physics and money).
inline constexpr qint64 kMaxGpus = 1024;
inline constexpr qint64 kMaxConcurrency = 1'000'000;

/// A GPU from the catalogue and how many of them.
struct GpuChoice {
    const catalog::Gpu *gpu = nullptr;
    int count = 1;
};

class ScenarioOptions
{
    Q_DECLARE_TR_FUNCTIONS(headroom::cli::ScenarioOptions)

public:
    /// Adds --gpu and --gpus.
    static void addGpuOptions(QCommandLineParser &parser);
    /// Adds --model, --tensor-parallel, --weights, --kv-cache-dtype, --context, --concurrency.
    static void addScenarioOptions(QCommandLineParser &parser);

    /// Reads --gpu (required, a catalogue id) and --gpus (1..kMaxGpus, default 1).
    static std::optional<GpuChoice> readGpu(const OptionReader &options, const catalog::Catalog &catalog,
                                            CommandError *error);

    /// True when any option added by addScenarioOptions() is given.
    static bool anyScenarioOption(const OptionReader &options);

    /// Reads the scenario options (--model required) for `gpu` and checks the result with fit::validate().
    /// Errors: unknown model id (the message lists the known ids), unknown precision or dtype, numbers out
    /// of range, --context above the model's max_position_embeddings, --tensor-parallel not dividing
    /// --gpus, and whatever fit::validate() rejects.
    static std::optional<fit::Scenario> readScenario(const OptionReader &options, const catalog::Catalog &catalog,
                                                     const GpuChoice &gpu, CommandError *error);

    /// "known GPUs: a, b, c" style lists for errors and help.
    static QStringList gpuIds(const catalog::Catalog &catalog);
    static QStringList modelIds(const catalog::Catalog &catalog);
    static QStringList weightPrecisionNames();
    static QStringList kvCacheDtypeNames();
};

} // namespace headroom::cli
