// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The options that describe GPUs and a fit scenario, shared by `headroom estimate` and `headroom quote`:
//   --model ID|CONFIG.json --gpu ID --gpus N --tensor-parallel N --weights FORMAT --kv-cache-dtype T
//   --kv-cache-dtype-k T --kv-cache-dtype-v T --context TOKENS --concurrency SEQUENCES
//   --engine generic|llama.cpp|ik_llama.cpp|vllm|ollama --gpu-memory-utilization F --max-num-batched-tokens N
//   --max-num-seqs N --ubatch N --flash-attention on|off --gpu-memory-gib F --gpu-catalog FILE
//   --devices ID,ID,... --tensor-split P,P,... --n-gpu-layers N --experts-on-cpu --pipeline-parallel N
//   --expert-parallel
// Ids come from catalog::Catalog; a --model that is no catalogue id and ends in ".json" or names an
// existing file or folder is a Hugging Face config.json (catalog::importHfConfigFile). The options only
// fill a scenario::Choice: every default and rule is scenario::resolve()'s (app/scenario/choice.h), the
// same function the window calls.

#include <catalog/catalog.h>
#include <catalog/hfconfig.h>
#include <cli/command.h>
#include <fit/fitmodel.h>
#include <fit/weightformat.h>
#include <scenario/choice.h>

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <memory>
#include <optional>

namespace headroom::cli {

class CommandLine;

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
inline QString gpuCatalog()
{
    return QStringLiteral("gpu-catalog");
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
inline QString kvCacheDtypeK()
{
    return QStringLiteral("kv-cache-dtype-k");
}
inline QString kvCacheDtypeV()
{
    return QStringLiteral("kv-cache-dtype-v");
}
inline QString context()
{
    return QStringLiteral("context");
}
inline QString concurrency()
{
    return QStringLiteral("concurrency");
}
inline QString engine()
{
    return QStringLiteral("engine");
}
inline QString gpuMemoryUtilization()
{
    return QStringLiteral("gpu-memory-utilization");
}
inline QString maxNumBatchedTokens()
{
    return QStringLiteral("max-num-batched-tokens");
}
inline QString maxNumSeqs()
{
    return QStringLiteral("max-num-seqs");
}
inline QString ubatch()
{
    return QStringLiteral("ubatch");
}
inline QString flashAttention()
{
    return QStringLiteral("flash-attention");
}
inline QString gpuMemoryGib()
{
    return QStringLiteral("gpu-memory-gib");
}
// Placement (issue 14; fit/placement.h).
inline QString devices()
{
    return QStringLiteral("devices");
}
inline QString tensorSplit()
{
    return QStringLiteral("tensor-split");
}
inline QString nGpuLayers()
{
    return QStringLiteral("n-gpu-layers");
}
inline QString expertsOnCpu()
{
    return QStringLiteral("experts-on-cpu");
}
inline QString pipelineParallel()
{
    return QStringLiteral("pipeline-parallel");
}
inline QString expertParallel()
{
    return QStringLiteral("expert-parallel");
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
/// --ubatch and --max-num-batched-tokens: 2^24 tokens, far above any engine's step.
inline constexpr qint64 kMaxBatchTokens = qint64(1) << 24;
/// --gpu-memory-gib: up to 16384 GiB per GPU, with at most 9 decimals (2^30 / 10^9 < 1.08 bytes, so 9
/// decimals already name single bytes).
inline constexpr qint64 kMaxGpuMemoryGib = 16384;
inline constexpr int kGpuMemoryGibDecimals = 9;

/// A GPU from the catalogue and how many of them.
struct GpuChoice {
    const catalog::Gpu *gpu = nullptr; ///< --gpu, or the first of --devices
    int count = 1;
    /// With --gpu-catalog FILE: the catalogue with the file's GPUs added (catalog::Catalog::withUserGpus),
    /// which `gpu` points into; readScenario() resolves the scenario against it. Null: the catalogue
    /// given to readGpu().
    std::shared_ptr<const catalog::Catalog> catalog;
    QStringList devices; ///< --devices ids, CUDA0 first; empty without --devices
};

/// A fit scenario as read from the command line (scenario::resolve() of the options), with what the CLI
/// reports about where it came from.
using ScenarioChoice = scenario::Resolved;
using scenario::WeightsSource;

/// Which command the scenario options are for: every workload (estimate, quote), or `headroom rent`, whose
/// --help leaves out what it refuses (--tensor-parallel, --gpu-memory-gib, the training and diffusion options).
enum class ScenarioOptionsFor { AnyWorkload, Rent };

class ScenarioOptions
{
    Q_DECLARE_TR_FUNCTIONS(headroom::cli::ScenarioOptions)

public:
    /// Adds --gpu, --gpus and --gpu-catalog.
    static void addGpuOptions(CommandLine &parser);
    /// Adds --model, --tensor-parallel, --weights, --kv-cache-dtype(-k/-v), --context, --concurrency,
    /// the engine options and --gpu-memory-gib.
    static void addScenarioOptions(CommandLine &parser, ScenarioOptionsFor purpose = ScenarioOptionsFor::AnyWorkload);

    /// Adds --tensor-split, --n-gpu-layers, --experts-on-cpu, --pipeline-parallel and --expert-parallel
    /// (hidden from --help when `hidden`: `headroom rent` refuses them but names them).
    static void addPlacementOptions(CommandLine &parser, bool hidden = false);
    /// Fills the placement fields of `choice` from those options; an error (exit code 2) for a proportion
    /// that is not a number of 0 or more, or a count out of range. The rules (which engine reads which)
    /// are fit::validatePlacement()'s, reported through scenario::resolve().
    static std::optional<CommandError> readPlacement(const OptionReader &options, scenario::Choice &choice);

    /// Reads --gpu-catalog FILE: `catalog` with the file's GPUs added (catalog::Catalog::withUserGpus), or a
    /// null pointer when the option is absent. A command that enumerates GPUs without --gpu uses it too.
    /// Errors (exit code 2, one sentence): an empty file name, a file that does not load or repeats a
    /// catalogue id (the loader's message, which names the file and the entry).
    static std::optional<std::shared_ptr<const catalog::Catalog>>
    readGpuCatalog(const OptionReader &options, const catalog::Catalog &catalog, CommandError *error);

    /// Reads --gpu-catalog FILE (optional: a gpus.json-format file, version 1 or 2, whose GPUs are added
    /// to `catalog`), then --gpu (required, an id of `catalog` or of that file) and --gpus (1..kMaxGpus,
    /// default 1). Errors (exit code 2, one sentence): a file that does not load or repeats a catalogue
    /// id (the loader's message), an unknown GPU id (the message lists the known ids), a bad count.
    static std::optional<GpuChoice> readGpu(const OptionReader &options, const catalog::Catalog &catalog,
                                            CommandError *error);

    /// True when any option added by addScenarioOptions() is given.
    static bool anyScenarioOption(const OptionReader &options);

    /// Reads the scenario options (--model required) for `gpu` and checks the result with fit::validate().
    /// The scenario is resolved against gpu.catalog when readGpu() read a --gpu-catalog, else `catalog`.
    /// Errors (all exit code 2, one sentence): unknown model id (the message lists the known ids), a
    /// config.json the importer rejects (its message), a quantization_config whose method has no weight
    /// format and no --weights, unknown weight format / KV type / engine / on-off value, numbers and
    /// decimals out of range, an engine option the chosen engine does not use (e.g. --ubatch with
    /// vllm), --context above the model's max_position_embeddings, --tensor-parallel not dividing
    /// --gpus, and whatever fit::validate() rejects (e.g. a GGML KV type with vllm).
    static std::optional<ScenarioChoice> readScenario(const OptionReader &options, const catalog::Catalog &catalog,
                                                      const GpuChoice &gpu, CommandError *error);

    /// The weight format a config.json's quantization_config describes: GPTQ/AWQ bits and group size,
    /// FP8 per tensor or per square block, bitsandbytes 4-bit (NF4 and FP4 store alike) with or without
    /// double quantization and 8-bit, MXFP4. std::nullopt for Method::None and Method::Other and for
    /// values the fit model cannot store (e.g. GPTQ 5-bit, non-square FP8 blocks).
    static std::optional<fit::WeightFormat> weightFormatFromConfig(const catalog::QuantizationInfo &q);

    /// "known GPUs: a, b, c" style lists for errors and help.
    static QStringList gpuIds(const catalog::Catalog &catalog);
    static QStringList modelIds(const catalog::Catalog &catalog);
    static QStringList weightPrecisionNames();
    static QStringList kvCacheDtypeNames();
    static QStringList engineNames();
};

} // namespace headroom::cli
