// SPDX-License-Identifier: GPL-3.0-or-later
#include <cli/scenariooptions.h>

#include <cli/optionreader.h>
#include <cli/workloadoptions.h>

#include <catalog/gguf.h>
#include <catalog/safetensors.h>

#include <QFileInfo>
#include <QRegularExpression>
#include <cli/commandline.h>

#include <algorithm>
#include <cmath>
#include <limits>

namespace headroom::cli {

namespace {

constexpr fit::WeightPrecision kWeightPrecisions[] = {fit::WeightPrecision::FP32, fit::WeightPrecision::BF16,
                                                      fit::WeightPrecision::FP16, fit::WeightPrecision::FP8,
                                                      fit::WeightPrecision::INT8, fit::WeightPrecision::INT4};
// The order of --help and error messages: the Transformers-style default first.
constexpr fit::Engine kEngines[] = {fit::Engine::Generic, fit::Engine::LlamaCpp, fit::Engine::IkLlamaCpp,
                                    fit::Engine::Vllm, fit::Engine::Ollama};

constexpr qint64 kGiB = qint64(1) << 30;

QStringList onOff()
{
    return {QStringLiteral("on"), QStringLiteral("off")};
}

// The KV type of --name; `fallback` when the option is absent.
std::optional<fit::KvCacheDtype> readKvType(const OptionReader &options, const QString &name,
                                            fit::KvCacheDtype fallback, CommandError *error)
{
    if (!options.isSet(name))
        return fallback;
    const QString text = options.value(name);
    const std::optional<fit::KvCacheDtype> type = fit::kvCacheDtypeFromName(text.toStdString());
    if (!type && error)
        *error = OptionReader::unknownValue(name, text, ScenarioOptions::kvCacheDtypeNames());
    return type;
}

} // namespace

void ScenarioOptions::addGpuOptions(CommandLine &parser)
{
    parser.setGroup(tr("GPUs"));
    parser.addOption({option::gpu(), tr("GPU id from the catalogue, e.g. rtx-4090."), tr("ID")});
    parser.addOption({option::gpus(), tr("Number of GPUs (default 1)."), tr("N"), QStringLiteral("1")});
    parser.addOption({option::gpuCatalog(),
                      tr("Your own GPUs: a file in the gpus.json format (version 1: memory only; version 2: with "
                         "bandwidth, tensor throughput and interconnect); --gpu can then name them."),
                      tr("FILE")});
    parser.addOption({option::devices(),
                      tr("The GPUs of one replica, CUDA0 first, when they differ, e.g. rtx-4090,rtx-3090 "
                         "(instead of --gpu and --gpus)."),
                      tr("ID,ID,...")});
}

void ScenarioOptions::addPlacementOptions(CommandLine &parser, bool hidden)
{
    parser.setGroup(tr("Placement"));
    const auto add = [&](QCommandLineOption o) {
        if (hidden)
            o.setFlags(QCommandLineOption::HiddenFromHelp);
        parser.addOption(o);
    };
    add({option::tensorSplit(),
         tr("llama.cpp, ik_llama.cpp, ollama: share of the layers per GPU, e.g. 3,2 (default: by free memory)."),
         tr("P,P,...")});
    add({option::nGpuLayers(),
         tr("llama.cpp, ik_llama.cpp, ollama: layers offloaded to the GPUs; the rest stay in host RAM (default "
            "all)."),
         tr("N")});
    add({option::expertsOnCpu(),
         tr("llama.cpp, ik_llama.cpp, ollama: keep the MoE experts in host RAM (-ot exps=CPU).")});
    add({option::pipelineParallel(), tr("vllm: pipeline stages, each of --tensor-parallel GPUs (default 1)."),
         tr("N")});
    add({option::expertParallel(), tr("vllm: whole experts per GPU (--enable-expert-parallel).")});
}

void ScenarioOptions::addScenarioOptions(CommandLine &parser, ScenarioOptionsFor purpose)
{
    // `headroom rent` chooses the GPUs and runs inference only: the options it refuses stay registered
    // (so that it can name them in its refusal) but are left out of its --help.
    const bool rent = purpose == ScenarioOptionsFor::Rent;
    const auto add = [&](QCommandLineOption o, bool hideForRent) {
        if (rent && hideForRent)
            o.setFlags(QCommandLineOption::HiddenFromHelp);
        parser.addOption(o);
    };
    const QString kvTypes = kvCacheDtypeNames().join(QLatin1String("|"));
    parser.setGroup(tr("Model and workload"));
    parser.addOption({option::model(),
                      tr("Model id from the catalogue, e.g. llama-3.1-8b; a Hugging Face config.json (a path ending "
                         "in .json); a model file: a .gguf file (split files: any part), or a folder of .safetensors "
                         "files with its config.json (only the headers are read)."),
                      tr("ID|CONFIG|FILE.gguf|DIR")});
    parser.setGroup(tr("GPUs"));
    add({option::tensorParallel(), tr("Tensor-parallel degree; must divide --gpus (default: --gpus)."), tr("N")}, true);
    parser.setGroup(tr("Model and workload"));
    parser.addOption(
        {option::weights(),
         tr("Weight format: %1, a GGML type (q8_0, q4_k, iq4_xs, ...), a llama.cpp file type "
            "(q4_k_m, q5_k_m, ...), gptq-4bit-g128, awq-4bit-g128, nf4, nf4-dq, bnb-int8, fp8-tensor, "
            "fp8-block128 or mxfp4 (default: the config's quantization_config, else its torch_dtype, else bf16).")
             .arg(weightPrecisionNames().join(QLatin1String("|"))),
         tr("FORMAT")});
    parser.addOption({option::kvCacheDtype(), tr("KV cache element type of K and V: %1 (default f16).").arg(kvTypes),
                      tr("TYPE"), QStringLiteral("f16")});
    parser.addOption({option::kvCacheDtypeK(), tr("K cache type; overrides --kv-cache-dtype for K."), tr("TYPE")});
    parser.addOption({option::kvCacheDtypeV(), tr("V cache type; overrides --kv-cache-dtype for V."), tr("TYPE")});
    parser.addOption({option::context(),
                      tr("Context length per sequence in tokens (default 4096, or the model's maximum context when "
                         "that is shorter)."),
                      tr("TOKENS")});
    parser.addOption({option::concurrency(), tr("Concurrent sequences in the KV cache (default 1)."), tr("SEQUENCES"),
                      QStringLiteral("1")});
    parser.setGroup(tr("Engine"));
    parser.addOption({option::engine(),
                      tr("Engine whose memory rules apply: %1 (default generic, Transformers-style).")
                          .arg(engineNames().join(QLatin1String("|"))),
                      tr("ENGINE"), QStringLiteral("generic")});
    parser.addOption({QStringLiteral("engine-version"),
                      tr("The engine's release whose memory rules apply: vllm 0.6.4, 0.8.5, 0.10.1.1; llama.cpp and "
                         "ik_llama.cpp a build such as b5300; ollama 0.5.7 (default: the current release)."),
                      tr("VERSION")});
    parser.addOption({option::gpuMemoryUtilization(),
                      tr("vllm: fraction of each GPU's memory vLLM may use, above 0 and at most 1, up to 3 "
                         "decimals (default 0.9)."),
                      tr("F")});
    parser.addOption({option::maxNumBatchedTokens(),
                      tr("vllm: tokens per scheduler step (default: vLLM's default for the GPU)."), tr("N")});
    parser.addOption(
        {option::maxNumSeqs(), tr("vllm: most concurrent sequences (default: vLLM's default for the GPU)."), tr("N")});
    parser.addOption({option::ubatch(),
                      tr("llama.cpp, ik_llama.cpp: -ub tokens per compute step (default 512); ollama: num_batch "
                         "(default 512)."),
                      tr("N")});
    parser.addOption({option::flashAttention(),
                      tr("llama.cpp, ik_llama.cpp, ollama: flash attention on|off (default on; ollama off)."),
                      tr("on|off")});
    parser.setGroup(tr("GPUs"));
    add({option::gpuMemoryGib(),
         tr("Memory of one GPU in GiB (2^30 bytes) as the CUDA runtime reports it, e.g. 79.18; "
            "overrides the catalogue."),
         tr("F")},
        true);
    WorkloadOptions::addOptions(parser, rent);
    addPlacementOptions(parser, rent);
}

std::optional<std::shared_ptr<const catalog::Catalog>>
ScenarioOptions::readGpuCatalog(const OptionReader &options, const catalog::Catalog &catalog, CommandError *error)
{
    if (!options.isSet(option::gpuCatalog()))
        return std::shared_ptr<const catalog::Catalog>();
    const QString path = options.value(option::gpuCatalog());
    if (path.isEmpty()) {
        if (error)
            *error = CommandError::usage(tr("--%1 needs a file name").arg(option::gpuCatalog()));
        return std::nullopt;
    }
    catalog::LoadError loadError;
    std::optional<catalog::Catalog> withFile = catalog.withUserGpus(path, &loadError);
    if (!withFile) {
        if (error)
            *error =
                CommandError::usage(tr("--%1: cannot use '%2': %3").arg(option::gpuCatalog(), path, loadError.message));
        return std::nullopt;
    }
    return std::make_shared<const catalog::Catalog>(std::move(*withFile));
}

std::optional<GpuChoice> ScenarioOptions::readGpu(const OptionReader &options, const catalog::Catalog &catalog,
                                                  CommandError *error)
{
    // The user's GPU file first, so that --gpu can name one of its GPUs.
    std::optional<std::shared_ptr<const catalog::Catalog>> extended = readGpuCatalog(options, catalog, error);
    if (!extended)
        return std::nullopt;
    const catalog::Catalog &gpus = *extended ? **extended : catalog;

    if (options.isSet(option::devices())) {
        // Mixed GPUs: --devices names every GPU of the replica, so --gpu and --gpus would say it twice.
        for (const QString &name : {option::gpu(), option::gpus()}) {
            if (options.isSet(name)) {
                if (error)
                    *error = CommandError::usage(
                        tr("--%1 and --%2 cannot be combined: --%2 names every GPU").arg(name, option::devices()));
                return std::nullopt;
            }
        }
        const QStringList ids = options.value(option::devices()).split(QLatin1Char(','));
        GpuChoice choice;
        for (const QString &raw : ids) {
            const QString id = raw.trimmed();
            const catalog::Gpu *gpu = gpus.gpu(id);
            if (!gpu) {
                if (error)
                    *error =
                        CommandError::usage(tr("--%1: unknown GPU '%2'; known GPUs: %3")
                                                .arg(option::devices(), id, gpuIds(gpus).join(QLatin1String(", "))));
                return std::nullopt;
            }
            if (!choice.gpu)
                choice.gpu = gpu;
            choice.devices << gpu->id;
        }
        if (choice.devices.size() > kMaxGpus) {
            if (error)
                *error = CommandError::usage(tr("--%1: at most %2 GPUs").arg(option::devices()).arg(kMaxGpus));
            return std::nullopt;
        }
        choice.count = int(choice.devices.size());
        choice.catalog = std::move(*extended);
        return choice;
    }

    const std::optional<QString> id = options.required(option::gpu(), error);
    if (!id)
        return std::nullopt;
    const catalog::Gpu *gpu = gpus.gpu(*id);
    if (!gpu) {
        if (error)
            *error = CommandError::usage(
                tr("unknown GPU '%1'; known GPUs: %2").arg(*id, gpuIds(gpus).join(QLatin1String(", "))));
        return std::nullopt;
    }
    const std::optional<qint64> count = options.integer(option::gpus(), 1, 1, kMaxGpus, error);
    if (!count)
        return std::nullopt;
    return GpuChoice{gpu, int(*count), std::move(*extended), {}};
}

bool ScenarioOptions::anyScenarioOption(const OptionReader &options)
{
    for (const QString &name : {option::model(),
                                option::tensorParallel(),
                                option::weights(),
                                option::kvCacheDtype(),
                                option::kvCacheDtypeK(),
                                option::kvCacheDtypeV(),
                                option::context(),
                                option::concurrency(),
                                option::engine(),
                                QStringLiteral("engine-version"),
                                option::gpuMemoryUtilization(),
                                option::maxNumBatchedTokens(),
                                option::maxNumSeqs(),
                                option::ubatch(),
                                option::flashAttention(),
                                option::gpuMemoryGib(),
                                option::tensorSplit(),
                                option::nGpuLayers(),
                                option::expertsOnCpu(),
                                option::pipelineParallel(),
                                option::expertParallel(),
                                QStringLiteral("workload"),
                                QStringLiteral("micro-batch-size"),
                                QStringLiteral("sharding"),
                                QStringLiteral("image"),
                                QStringLiteral("images")}) {
        if (options.isSet(name))
            return true;
    }
    return false;
}

std::optional<CommandError> ScenarioOptions::readPlacement(const OptionReader &options, scenario::Choice &choice)
{
    CommandError error;
    if (options.isSet(option::tensorSplit())) {
        // llama.cpp --tensor-split: comma-separated proportions (common/arg.cpp splits on , or /).
        const QStringList parts =
            options.value(option::tensorSplit()).split(QRegularExpression(QStringLiteral("[,/]")));
        for (const QString &part : parts) {
            bool ok = false;
            const double value = part.trimmed().toDouble(&ok);
            if (!ok || !std::isfinite(value) || value < 0.0)
                return CommandError::usage(
                    tr("--%1: '%2' is not a proportion of 0 or more").arg(option::tensorSplit(), part.trimmed()));
            choice.tensorSplit.push_back(value);
        }
    }
    if (options.isSet(option::nGpuLayers())) {
        const std::optional<qint64> layers =
            options.integer(option::nGpuLayers(), 0, 0, fit::limits::kMaxLayers + 1, &error);
        if (!layers)
            return error;
        choice.gpuLayers = int(*layers);
    }
    choice.expertsOnCpu = options.isSet(option::expertsOnCpu());
    choice.expertParallel = options.isSet(option::expertParallel());
    if (options.isSet(option::pipelineParallel())) {
        const std::optional<qint64> stages =
            options.integer(option::pipelineParallel(), 1, 1, fit::limits::kMaxLayers, &error);
        if (!stages)
            return error;
        choice.pipelineParallel = int(*stages);
    }
    return std::nullopt;
}

std::optional<fit::WeightFormat> ScenarioOptions::weightFormatFromConfig(const catalog::QuantizationInfo &q)
{
    return catalog::weightFormatOf(q);
}

std::optional<ScenarioChoice> ScenarioOptions::readScenario(const OptionReader &options,
                                                            const catalog::Catalog &builtIn, const GpuChoice &gpu,
                                                            CommandError *error)
{
    // One catalogue for the whole scenario: the one readGpu() found the GPU in (--gpu-catalog adds to it).
    const catalog::Catalog &catalog = gpu.catalog ? *gpu.catalog : builtIn;
    // The options only fill a scenario::Choice; scenario::resolve() applies every default and rule.
    const auto fail = [error](CommandError e) -> std::optional<ScenarioChoice> {
        if (error)
            *error = std::move(e);
        return std::nullopt;
    };

    const std::optional<QString> modelId = options.required(option::model(), error);
    if (!modelId)
        return std::nullopt;

    scenario::Choice choice;
    const catalog::ModelPreset *preset = catalog.model(*modelId);
    const catalog::DiffusionPreset *pipeline = preset ? nullptr : catalog.diffusionModel(*modelId);
    if (preset || pipeline) {
        choice.modelId = *modelId;
    } else if (modelId->endsWith(QLatin1String(".gguf"), Qt::CaseInsensitive)) {
        // A GGUF file (or one part of a split set): the header's metadata and exact tensor bytes.
        catalog::GgufError importError;
        std::optional<catalog::ImportedModel> imported = catalog::importGguf(*modelId, &importError);
        if (!imported)
            return fail(CommandError::usage(importError.message));
        choice.imported = std::move(imported);
        choice.modelConfigPath = QFileInfo(*modelId).absoluteFilePath();
    } else if (modelId->endsWith(QLatin1String(".safetensors"), Qt::CaseInsensitive) ||
               catalog::looksLikeModelFolder(*modelId)) {
        // A folder of *.safetensors with its config.json (or one shard of it): every header's tensors.
        catalog::SafetensorsError importError;
        std::optional<catalog::ImportedModel> imported = catalog::importSafetensors(*modelId, &importError);
        if (!imported)
            return fail(CommandError::usage(importError.message));
        choice.imported = std::move(imported);
        choice.modelConfigPath = QFileInfo(*modelId).absoluteFilePath();
    } else if (modelId->endsWith(QLatin1String(".json"), Qt::CaseInsensitive) || QFileInfo::exists(*modelId)) {
        catalog::HfConfigError importError;
        std::optional<catalog::ImportedModel> imported = catalog::importHfConfigFile(*modelId, &importError);
        if (!imported) {
            return fail(CommandError::usage(importError.message.isEmpty()
                                                ? tr("cannot import the model config '%1'").arg(*modelId)
                                                : importError.message));
        }
        choice.imported = std::move(imported);
        choice.modelConfigPath = QFileInfo(*modelId).absoluteFilePath();
    } else {
        return fail(CommandError::usage(tr("unknown model '%1'; known models: %2 (or give a config.json path)")
                                            .arg(*modelId, modelIds(catalog).join(QLatin1String(", ")))));
    }

    choice.gpuId = gpu.gpu->id;
    choice.gpuCount = gpu.count;
    choice.deviceIds = gpu.devices;
    if (std::optional<CommandError> placementError = readPlacement(options, choice))
        return fail(std::move(*placementError));
    if (options.isSet(option::gpuMemoryGib())) {
        const std::optional<qint64> memory = options.scaledDecimal(
            option::gpuMemoryGib(), kGiB, kGpuMemoryGibDecimals, gpu.gpu->memoryBytes, 1, kMaxGpuMemoryGib * kGiB,
            tr("above 0 and at most %1 GiB").arg(kMaxGpuMemoryGib), error);
        if (!memory)
            return std::nullopt;
        choice.gpuMemoryBytes = *memory;
    }
    if (options.isSet(option::tensorParallel())) {
        const std::optional<qint64> tp = options.integer(option::tensorParallel(), gpu.count, 1, gpu.count, error);
        if (!tp)
            return std::nullopt;
        // Replicas are whole copies of the model (Estimate::replicas = gpuCount / tensorParallel): a degree
        // that leaves GPUs over is a typo, not a configuration.
        if (gpu.count % *tp != 0)
            return fail(
                CommandError::usage(tr("--tensor-parallel %1 does not divide --gpus %2").arg(*tp).arg(gpu.count)));
        choice.gpusPerReplica = int(*tp);
    }

    if (options.isSet(option::weights())) {
        const QString text = options.value(option::weights());
        std::string problem;
        const std::optional<fit::WeightFormat> format = fit::parseWeightFormat(text.toStdString(), &problem);
        if (!format)
            return fail(CommandError::usage(tr("--%1: %2").arg(option::weights(), fromStd(problem))));
        choice.weights = *format;
    }

    // KV cache: --kv-cache-dtype sets K and V; --kv-cache-dtype-k / -v override one of them.
    const std::optional<fit::KvCacheDtype> both =
        readKvType(options, option::kvCacheDtype(), fit::KvCacheDtype::F16, error);
    if (!both)
        return std::nullopt;
    const std::optional<fit::KvCacheDtype> keys = readKvType(options, option::kvCacheDtypeK(), *both, error);
    if (!keys)
        return std::nullopt;
    const std::optional<fit::KvCacheDtype> values = readKvType(options, option::kvCacheDtypeV(), *both, error);
    if (!values)
        return std::nullopt;
    choice.kvCacheK = *keys;
    if (*values != *keys)
        choice.kvCacheV = *values;

    // Engine and its knobs. An option the engine does not read is an error, not silently ignored.
    const QString engineName = options.value(option::engine());
    const std::optional<fit::Engine> engine = fit::engineFromString(engineName.toStdString());
    if (!engine)
        return fail(OptionReader::unknownValue(option::engine(), engineName, engineNames()));
    choice.engine = *engine;
    choice.engineVersion = options.value(QStringLiteral("engine-version")); // resolve() checks it
    const std::pair<QString, scenario::Knob> knobs[] = {
        {option::gpuMemoryUtilization(), scenario::Knob::GpuMemoryUtilization},
        {option::maxNumBatchedTokens(), scenario::Knob::MaxNumBatchedTokens},
        {option::maxNumSeqs(), scenario::Knob::MaxNumSeqs},
        {option::ubatch(), scenario::Knob::Ubatch},
        {option::flashAttention(), scenario::Knob::FlashAttention},
    };
    // Training reads --flash-attention too (SDPA / FlashAttention in the activations); resolve() decides.
    const std::optional<fit::WorkloadKind> requestedKind =
        fit::workloadKindFromString(options.value(QStringLiteral("workload")).toStdString());
    const bool training = requestedKind && fit::isTraining(*requestedKind);
    for (const auto &[name, knob] : knobs) {
        if (!options.isSet(name) || scenario::engineUses(*engine, knob) ||
            (training && knob == scenario::Knob::FlashAttention))
            continue;
        QStringList names;
        for (const fit::Engine e : kEngines) {
            if (scenario::engineUses(e, knob))
                names << fromStd(fit::toString(e));
        }
        return fail(CommandError::usage(
            tr("--%1 applies to --engine %2, not %3").arg(name, names.join(QLatin1String(", ")), engineName)));
    }
    const fit::EngineSettings defaults = fit::defaultSettings(*engine);
    if (options.isSet(option::gpuMemoryUtilization())) {
        // vLLM --gpu-memory-utilization, parsed exactly into permille: 0.9 -> 900.
        const std::optional<qint64> utilization =
            options.scaledDecimal(option::gpuMemoryUtilization(), 1000, 3, defaults.gpuMemoryUtilizationPermille, 1,
                                  1000, tr("above 0 and at most 1"), error);
        if (!utilization)
            return std::nullopt;
        choice.gpuMemoryUtilizationPermille = int(*utilization);
    }
    if (options.isSet(option::maxNumBatchedTokens())) {
        const std::optional<qint64> batched =
            options.integer(option::maxNumBatchedTokens(), defaults.maxNumBatchedTokens, 1, kMaxBatchTokens, error);
        if (!batched)
            return std::nullopt;
        choice.maxNumBatchedTokens = *batched;
    }
    if (options.isSet(option::maxNumSeqs())) {
        const std::optional<qint64> seqs =
            options.integer(option::maxNumSeqs(), defaults.maxNumSeqs, 1, kMaxConcurrency, error);
        if (!seqs)
            return std::nullopt;
        choice.maxNumSeqs = int(*seqs);
    }
    if (options.isSet(option::ubatch())) {
        const std::optional<qint64> ubatch =
            options.integer(option::ubatch(), defaults.ubatch, 1, kMaxBatchTokens, error);
        if (!ubatch)
            return std::nullopt;
        choice.ubatch = *ubatch;
    }
    if (options.isSet(option::flashAttention())) {
        const std::optional<QString> flash = options.choice(option::flashAttention(), onOff(), QString(), error);
        if (!flash)
            return std::nullopt;
        choice.flashAttention = *flash == QLatin1String("on");
    }

    if (std::optional<CommandError> workloadError = WorkloadOptions::read(options, choice))
        return fail(std::move(*workloadError));
    const fit::WorkloadKind kind = scenario::workloadOf(choice, catalog);
    if (kind != fit::WorkloadKind::Inference) {
        // What only inference reads is an error for the other kinds, not silently ignored.
        QStringList inferenceOnly{option::concurrency(), option::kvCacheDtype(), option::kvCacheDtypeK(),
                                  option::kvCacheDtypeV()};
        if (kind == fit::WorkloadKind::Diffusion)
            inferenceOnly << option::context();
        for (const QString &name : inferenceOnly) {
            if (options.isSet(name))
                return fail(CommandError::usage(
                    tr("--%1 does not apply to --workload %2").arg(name, fromStd(fit::toString(kind)))));
        }
    }
    if (pipeline || kind == fit::WorkloadKind::Diffusion) {
        scenario::ChoiceError problem;
        std::optional<scenario::Resolved> resolved = scenario::resolve(choice, catalog, &problem);
        if (!resolved)
            return fail(CommandError::usage(problem.message));
        return resolved;
    }

    // max_position_embeddings bounds the context; a model without one is bounded by the type only.
    const fit::ModelSpec &model = choice.imported ? choice.imported->spec : preset->spec;
    const qint64 maxContext = model.maxContextTokens > 0 ? model.maxContextTokens : std::numeric_limits<qint64>::max();
    bool isNumber = false;
    const qint64 requested = options.value(option::context()).toLongLong(&isNumber, 10);
    if (options.isSet(option::context()) && isNumber && requested > maxContext) {
        return fail(CommandError::usage(tr("--context %1 is above the maximum context of %2 (%3 tokens)")
                                            .arg(requested)
                                            .arg(QString::fromStdString(model.id))
                                            .arg(maxContext)));
    }
    const std::optional<qint64> context =
        options.integer(option::context(), scenario::defaultContextFor(model), 1, maxContext, error);
    if (!context)
        return std::nullopt;
    choice.contextTokens = *context;

    if (kind == fit::WorkloadKind::Inference) {
        const std::optional<qint64> concurrency = options.integer(option::concurrency(), 1, 1, kMaxConcurrency, error);
        if (!concurrency)
            return std::nullopt;
        choice.concurrency = int(*concurrency);
    }

    scenario::ChoiceError problem;
    std::optional<scenario::Resolved> resolved = scenario::resolve(choice, catalog, &problem);
    if (!resolved) {
        const catalog::QuantizationInfo *q = choice.imported ? &choice.imported->quantization : nullptr;
        if (problem.field == QLatin1String("weights") && !choice.weights && q &&
            q->method != catalog::QuantizationInfo::Method::None && !catalog::weightFormatOf(*q)) {
            return fail(CommandError::usage(
                tr("%1: quantization_config \"%2\" (%3 bits) has no weight format in Headroom; give --%4")
                    .arg(*modelId, q->methodName)
                    .arg(q->bits)
                    .arg(option::weights())));
        }
        return fail(CommandError::usage(problem.message));
    }
    return resolved;
}

QStringList ScenarioOptions::gpuIds(const catalog::Catalog &catalog)
{
    QStringList ids;
    for (const catalog::Gpu &g : catalog.gpus())
        ids << g.id;
    return ids;
}

QStringList ScenarioOptions::modelIds(const catalog::Catalog &catalog)
{
    QStringList ids;
    for (const catalog::ModelPreset &m : catalog.models())
        ids << QString::fromStdString(m.spec.id);
    for (const catalog::DiffusionPreset &m : catalog.diffusionModels())
        ids << QString::fromStdString(m.spec.id);
    return ids;
}

QStringList ScenarioOptions::weightPrecisionNames()
{
    QStringList names;
    for (const fit::WeightPrecision p : kWeightPrecisions)
        names << fromStd(fit::toString(p));
    return names;
}

QStringList ScenarioOptions::kvCacheDtypeNames()
{
    QStringList names;
    for (const fit::KvCacheDtype t : fit::kAllKvCacheDtypes) {
        names << fromStd(fit::toString(t));
        if (t == fit::KvCacheDtype::FP32)
            names << QStringLiteral("f32"); // llama.cpp's spelling, accepted by kvCacheDtypeFromName
    }
    return names;
}

QStringList ScenarioOptions::engineNames()
{
    QStringList names;
    for (const fit::Engine e : kEngines)
        names << fromStd(fit::toString(e));
    return names;
}

} // namespace headroom::cli
