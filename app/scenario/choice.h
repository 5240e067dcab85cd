// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the user chose, as one plain value, and the one function that turns it into a fit::Scenario.
// The window (ui/fitexplorer, ui/quotedialog) and the command line (cli/scenariooptions) only fill a
// Choice; every default and every rule that turns choices into a scenario lives in resolve():
//  - the model: a catalogue preset, or an imported Hugging Face config.json;
//  - weights: the chosen format, else the config's quantization_config, else its torch_dtype
//    (bfloat16, float16, float32), else bf16; a format the engine cannot load is refused;
//  - GPUs per replica (Hardware::tensorParallel): the chosen value, else every GPU (one replica). Engines
//    that shard tensors (generic, vLLM) need it to divide the attention and KV heads; engines that split
//    by layer (llama.cpp, ik_llama.cpp, Ollama: --split-mode layer) take any count;
//  - KV cache types the engine stores (vLLM and Ollama one type for K and V; Transformers no GGML types);
//  - engine knobs: fit::defaultSettings(engine), then the chosen values. llama.cpp runs min(-ub, -b)
//    tokens per step, so a micro-batch above the default -b 2048 comes with an equal -b; Ollama's
//    num_batch is its runner's n_batch and n_ubatch alike;
//  - engine release (Choice::engineVersion): its behaviour profile (fit::applyEngineProfile), after the
//    defaults and before the knobs;
//  - context: at most the model's max_position_embeddings, except for llama.cpp, ik_llama.cpp and Ollama,
//    which run a longer context with a warning (the estimate's assumptions say so; Ollama caps it).
// Errors are values: ChoiceError names the field and says what is wrong in one translated sentence.

#include <catalog/catalog.h>
#include <catalog/hfconfig.h>
#include <fit/engineversion.h>
#include <fit/fitmodel.h>
#include <fit/weightformat.h>

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <cstdint>
#include <optional>
#include <vector>

namespace headroom::scenario {

/// Where a resolved scenario's weight format came from.
enum class WeightsSource {
    Default,            ///< nothing chosen and nothing in the config: bf16
    Chosen,             ///< the user chose the format (--weights, the weights list)
    QuantizationConfig, ///< the imported config.json's quantization_config
    TorchDtype,         ///< the imported config.json's torch_dtype
    ModelFile,          ///< the imported model file's tensors (GGUF file type, safetensors dtypes)
};

/// Training knobs (full-finetune, lora, qlora); unset: fit::TrainingSettings' default. resolve() refuses
/// one set for another workload kind (and the LoRA ones for a full fine-tune).
struct TrainingChoice {
    std::optional<int> microBatch;                             ///< --micro-batch-size
    std::optional<int> gradientAccumulationSteps;              ///< --gradient-accumulation
    std::optional<fit::Optimizer> optimizer;                   ///< --optimizer
    std::optional<bool> masterWeights;                         ///< --master-weights fp32|none
    std::optional<fit::GradientDtype> gradientDtype;           ///< --gradient-dtype
    std::optional<bool> optimizerInBackward;                   ///< --optimizer-in-backward
    std::optional<fit::ActivationCheckpointing> checkpointing; ///< --activation-checkpointing
    std::optional<fit::Sharding> sharding;                     ///< --sharding
    std::optional<int> shardGroup;                             ///< --shard-group (fsdp-hybrid)
    std::optional<fit::Offload> offload;                       ///< --offload
    std::optional<int> loraRank;                               ///< --lora-rank (lora, qlora)
    std::optional<unsigned> loraTargets;                       ///< --lora-targets (fit::LoraTarget bits)
    bool operator==(const TrainingChoice &) const = default;
};

/// Image-generation knobs (diffusion); unset: fit::DiffusionSettings' default (the model's resolution).
struct DiffusionChoice {
    std::optional<int> width; ///< --image WIDTHxHEIGHT, pixels
    std::optional<int> height;
    std::optional<int> images;                    ///< --images
    std::optional<int> vaeTile;                   ///< --vae-tiling TILE (pixels); 0 = off
    std::optional<bool> vaeSlicing;               ///< --vae-slicing
    std::optional<fit::DiffusionOffload> offload; ///< --diffusion-offload
    bool operator==(const DiffusionChoice &) const = default;
};

/// Every choice a front end can make. Unset optionals take the engine's or the model's default.
struct Choice {
    // --- Model: a catalogue preset, or an imported config.json (which wins when set).
    QString modelId; ///< catalog::ModelPreset id, e.g. "llama-3.1-8b"
    std::optional<catalog::ImportedModel> imported;
    QString modelConfigPath; ///< absolute path of the imported config.json (for reports)

    // --- GPUs
    QString gpuId;                              ///< catalog::Gpu id, e.g. "h100-sxm"
    int gpuCount = 1;                           ///< GPUs in the configuration
    std::optional<std::int64_t> gpuMemoryBytes; ///< memory of one GPU, overriding the catalogue
    std::optional<int> gpusPerReplica;          ///< tensor-parallel degree / layer-split GPUs; unset: gpuCount

    // --- Placement (issue 14; fit/placement.h). Empty / unset: what the engine does unasked.
    QStringList deviceIds;           ///< --devices: the GPUs of one replica, CUDA0 first (kinds may differ)
    std::vector<double> tensorSplit; ///< --tensor-split proportions, one per GPU (llama.cpp family)
    std::optional<int> gpuLayers;    ///< --n-gpu-layers (llama.cpp family)
    bool expertsOnCpu = false;       ///< --experts-on-cpu: -ot exps=CPU (llama.cpp family)
    int pipelineParallel = 1;        ///< --pipeline-parallel (vLLM, generic)
    bool expertParallel = false;     ///< --expert-parallel (vLLM)

    // --- Precision
    std::optional<fit::WeightFormat> weights; ///< unset: from the config, else bf16
    fit::KvCacheDtype kvCacheK = fit::KvCacheDtype::F16;
    std::optional<fit::KvCacheDtype> kvCacheV; ///< unset: as K

    // --- Engine and its knobs (unset: fit::defaultSettings(engine))
    fit::Engine engine = fit::Engine::Generic;
    std::optional<int> gpuMemoryUtilizationPermille; ///< vLLM, 1..1000
    std::optional<std::int64_t> maxNumBatchedTokens; ///< vLLM; 0 = vLLM's default for the GPU
    std::optional<int> maxNumSeqs;                   ///< vLLM; 0 = vLLM's default for the GPU
    std::optional<std::int64_t> ubatch;              ///< llama.cpp -ub / Ollama num_batch
    std::optional<bool> flashAttention;              ///< llama.cpp family
    /// The engine's release name ("0.6.4", "b5300", "0.5.7"; fit/engineversion.h); empty = the current
    /// release. resolve() applies its behaviour profile and refuses a name the engine does not use.
    QString engineVersion;

    // --- Workload
    std::int64_t contextTokens = 4096; ///< per sequence (training: the sequence length)
    int concurrency = 1;               ///< sequences in the KV cache at once (inference only)

    // --- Workload kind (issue 11) and its knobs. Unset: diffusion for a diffusion preset (catalog
    // diffusionModel), inference otherwise. Training reads modelId/imported, the GPUs, weights (training
    // precision; LoRA the frozen base; QLoRA nf4/nf4-dq, default nf4), flashAttention and contextTokens;
    // diffusion reads modelId (a diffusion preset), the GPUs and weights (the denoiser's format).
    std::optional<fit::WorkloadKind> workload;
    TrainingChoice training;
    DiffusionChoice diffusion;
};

/// A choice turned into a scenario, with what the front ends report about where it came from.
struct Resolved {
    Choice choice; ///< what was resolved (to change one value and resolve again)
    fit::Scenario scenario;
    fit::WeightFormat weightFormat = fit::WeightFormat::denseOf(fit::DenseDtype::BF16);
    WeightsSource weightsSource = WeightsSource::Default;
    /// Translated sentence saying where the weights came from when the config decided them; else empty.
    QString weightsNote;
    QStringList modelNotes; ///< the importer's notes (translated); empty for a preset
    QString modelConfig;    ///< Choice::modelConfigPath
    QString quantization;   ///< catalog::quantizationMethodKey of the config; empty for a preset
    fit::WorkloadKind kind = fit::WorkloadKind::Inference; ///< the workload kind resolved (= scenario.kind)
    /// The engine release resolved: Choice::engineVersion as given (trimmed), or the current release's name
    /// (fit::currentReleaseName; empty for the generic engine), and its behaviour profile.
    QString engineVersion;
    fit::EngineProfile engineProfile = fit::EngineProfile::Generic;
};

struct ChoiceError {
    /// "model", "gpu", "gpuCount", "gpusPerReplica", "weights", "kvCache", "kvCacheV", "engine",
    /// "engineVersion", "context",
    /// "concurrency", or a fit::Error field ("memory", "ubatch", ...).
    QString field;
    QString message; ///< one translated sentence
};

/// Engine settings a Choice can set; each belongs to some engines only.
enum class Knob { GpuMemoryUtilization, MaxNumBatchedTokens, MaxNumSeqs, Ubatch, FlashAttention };
/// Whether `engine` reads `knob` (vLLM: the first three; llama.cpp, ik_llama.cpp, Ollama: the last two).
/// resolve() refuses a knob set for an engine that does not read it.
bool engineUses(fit::Engine engine, Knob knob);
/// The engine's own name of a knob: "gpu_memory_utilization", "max_num_batched_tokens", "max_num_seqs",
/// "n_ubatch", "flash_attn".
QString knobName(Knob knob);

/// Translated one-line description of an engine release profile, for a version list beside the engine
/// (fit::knownReleases(engine) gives the releases; fit::profileDescription() is the English text).
QString engineProfileDescription(fit::EngineProfile profile);

/// Whether the engine shards tensors (generic, vLLM) rather than splitting by layer (llama.cpp family).
bool shardsTensors(fit::Engine engine);

/// The weight formats a front end offers for `engine`, in display order: dense fp32/bf16/fp16 and the GGML
/// types and llama.cpp file types for the llama.cpp family; dense, GPTQ/AWQ (4-bit g128, 8-bit g128),
/// NF4 (with and without double quantization), LLM.int8(), FP8 per tensor and 128x128 blocks, MXFP4, fbgemm
/// FP8, W8A8 INT8, W8A8 FP8 and W4A16 g128 (compressed-tensors) for vLLM and Transformers.
std::vector<fit::WeightFormat> weightFormatsFor(fit::Engine engine);

/// nullopt when `engine` can load weights in `format`; else a translated sentence naming the engine and why.
std::optional<QString> weightFormatRefusal(fit::Engine engine, const fit::WeightFormat &format);

/// The KV cache types `engine` can store (in fit::kAllKvCacheDtypes order), and whether it takes a separate
/// V type.
std::vector<fit::KvCacheDtype> kvCacheTypesFor(fit::Engine engine);
bool separateValueCache(fit::Engine engine);

/// The weight format an imported config describes: quantization_config (catalog::weightFormatOf), else
/// torch_dtype bfloat16/float16/float32; nullopt when neither applies. `source` and `note` (when given)
/// say which one and why.
std::optional<fit::WeightFormat> configWeights(const catalog::ImportedModel &model, WeightsSource *source = nullptr,
                                               QString *note = nullptr);

/// The context a front end fills in when the user gives none: 4096 tokens, or the model's
/// max_position_embeddings when that is shorter (TinyLlama's 2048).
std::int64_t defaultContextFor(const fit::ModelSpec &model);

/// The weight format a catalogue preset's published checkpoint stores (ModelPreset::publishedWeights, from
/// its config.json quantization_config); nullopt for a preset published in BF16 or without one. `source`
/// (QuantizationConfig) and `note` are filled when a format is returned.
std::optional<fit::WeightFormat> presetWeights(const catalog::ModelPreset &preset, WeightsSource *source = nullptr,
                                               QString *note = nullptr);

/// The weights resolve() takes when none are chosen: an imported config's (configWeights()), else a
/// preset's published format (presetWeights()), else BF16 (a config without quantization_config and
/// torch_dtype, a preset published in BF16); nullopt for a config whose quantization_config has no weight
/// format (resolve() then needs a choice). Give `model` for an imported config, else `preset` (may be null:
/// an unknown id, BF16).
std::optional<fit::WeightFormat> ownWeights(const catalog::ImportedModel *model, const catalog::ModelPreset *preset);

/// The workload kind of a choice: Choice::workload, else diffusion for a diffusion preset, else inference.
fit::WorkloadKind workloadOf(const Choice &choice, const catalog::Catalog &catalog);

/// The weight formats a front end lists for a workload kind other than inference, in display order: dense
/// fp32/bf16/fp16 for a full fine-tune and LoRA; NF4 with and without double quantization for QLoRA; for
/// image generation dense fp32/bf16/fp16/fp8, the GGML types diffusion GGUF files use and bitsandbytes
/// NF4/int8. Empty for inference (weightFormatsFor(engine) lists those).
std::vector<fit::WeightFormat> weightFormatsFor(fit::WorkloadKind kind);

/// The weights resolve() takes when none are chosen and the workload kind decides them: QLoRA's NF4
/// without double quantization (bitsandbytes' BitsAndBytesConfig default), a pipeline's denoiser in fp16
/// (a UNet) or bf16 (a DiT), as the diffusers examples load them. nullopt for the other kinds (ownWeights()
/// decides) and for diffusion without a pipeline.
std::optional<fit::WeightFormat> workloadDefaultWeights(fit::WorkloadKind kind, const fit::DiffusionSpec *pipeline);

/// Translated display name of a workload kind ("Inference", "Full fine-tune", "LoRA", "QLoRA", "Image
/// generation").
QString workloadName(fit::WorkloadKind kind);

/// A quote prices GPUs of one kind (quote::QuoteRequest: gpuId x gpuCount). nullopt when `choice` describes
/// such GPUs; else a translated sentence naming its mixed --devices (a mixed replica can be estimated, not yet
/// quoted).
std::optional<QString> quotedGpusRefusal(const Choice &choice);

/// `choice` on `count` GPUs of kind `gpuId`, as a quote of those GPUs prices them: the devices list is kept only
/// when it is exactly `count` x `gpuId`, a tensor split only when it still has one proportion per GPU, the
/// GPUs per replica only when they still divide `count`; a memory override only for the same GPU kind.
Choice choiceForQuotedGpus(Choice choice, const QString &gpuId, int count);

/// Turns a choice into a scenario (rules above) and checks it with fit::validate().
std::optional<Resolved> resolve(const Choice &choice, const catalog::Catalog &catalog, ChoiceError *error = nullptr);

/// Translated short name of a weight format for lists and notes, e.g. "AWQ 4-bit g128", "Q4_K_M", "BF16".
QString weightFormatName(const fit::WeightFormat &format);

} // namespace headroom::scenario
