// SPDX-License-Identifier: GPL-3.0-or-later
#include <scenario/choice.h>

#include <scenario/labels.h>
#include <scenario/workloadchoice.h>

#include <algorithm>

namespace headroom::scenario {

namespace {

class ChoiceText
{
    Q_DECLARE_TR_FUNCTIONS(headroom::scenario::Choice)

public:
    static QString unknownModel(const QString &id) { return tr("unknown model '%1'").arg(id); }
    static QString unknownGpu(const QString &id) { return tr("unknown GPU '%1'").arg(id); }
};

QString latin1(std::string_view s)
{
    return QString::fromLatin1(s.data(), qsizetype(s.size()));
}

using fit::DenseDtype;
using fit::Engine;
using fit::WeightFormat;
using fit::WeightFormatKind;

// The first fit model's dense precisions, in the order the window and --help list them.
constexpr fit::WeightPrecision kDensePrecisions[] = {fit::WeightPrecision::FP32, fit::WeightPrecision::BF16,
                                                     fit::WeightPrecision::FP16, fit::WeightPrecision::FP8,
                                                     fit::WeightPrecision::INT8, fit::WeightPrecision::INT4};

std::optional<fit::WeightPrecision> densePrecision(const WeightFormat &format)
{
    for (const fit::WeightPrecision p : kDensePrecisions) {
        if (fit::weightFormatFor(p) == format)
            return p;
    }
    return std::nullopt;
}

bool llamaFamily(Engine e)
{
    return e == Engine::LlamaCpp || e == Engine::IkLlamaCpp || e == Engine::Ollama;
}

// A small valid scenario for asking fit::validate() which KV cache types an engine stores, so that the
// engines' KV rules stay in one place (fitmodel.cpp validate()).
fit::Scenario kvProbe(Engine engine)
{
    fit::Scenario s;
    s.model.parameterCount = 1;
    s.model.layers = 1;
    s.model.attentionHeads = 1;
    s.model.kvHeads = 1;
    s.model.headDim = 32; // one GGML block
    s.model.hiddenSize = 32;
    s.model.intermediateSize = 32;
    s.model.vocabSize = 32;
    s.hardware.memoryBytes = std::int64_t{1} << 30;
    s.workload.contextTokens = 1;
    s.engine = fit::defaultSettings(engine);
    return s;
}

bool rejects(const fit::Scenario &s, const char *field)
{
    const std::optional<fit::Error> error = fit::validate(s);
    return error && error->field == field;
}

ChoiceError failure(QString field, QString message)
{
    return ChoiceError{std::move(field), std::move(message)};
}

} // namespace

QString engineProfileDescription(fit::EngineProfile profile)
{
    switch (profile) {
    case fit::EngineProfile::Generic:
        return ChoiceText::tr("Transformers static cache.");
    case fit::EngineProfile::VllmV0Before065:
        return ChoiceText::tr("V0 engine: the profile run covers max(max_model_len, 2048) tokens (512 with chunked "
                              "prefill above 32K), every layer full context, DeepSeek without MLA.");
    case fit::EngineProfile::VllmV0NoMla:
        return ChoiceText::tr("V0 engine: the profile run covers max(max_model_len, 2048) tokens (2048 with chunked "
                              "prefill above 32K), every layer full context, DeepSeek without MLA.");
    case fit::EngineProfile::VllmV0:
        return ChoiceText::tr("V0 engine with the MLA latent cache: the profile run covers max(max_model_len, 2048) "
                              "tokens, every layer full context.");
    case fit::EngineProfile::VllmV1:
        return ChoiceText::tr("V1 engine: chunked prefill, hybrid KV cache groups, MLA latent cache.");
    case fit::EngineProfile::LlamaCppBeforeMla:
        return ChoiceText::tr("DeepSeek caches every head's K and V; sliding-window layers keep the full context.");
    case fit::EngineProfile::LlamaCppMlaKv:
        return ChoiceText::tr(
            "DeepSeek MLA caches the latent K and a separate V; sliding-window layers keep the full context.");
    case fit::EngineProfile::LlamaCppSwaMlaKv:
        return ChoiceText::tr("Reduced sliding-window cache; DeepSeek MLA caches the latent K and a separate V; "
                              "--n-gpu-layers offloads the output layer last.");
    case fit::EngineProfile::LlamaCppOutputFirstMlaKv:
        return ChoiceText::tr("--n-gpu-layers offloads the output layer first; DeepSeek MLA caches the latent K and "
                              "a separate V.");
    case fit::EngineProfile::LlamaCpp:
        return ChoiceText::tr("Reduced sliding-window cache; DeepSeek MLA caches the latent K only.");
    case fit::EngineProfile::IkLlamaCpp:
        return ChoiceText::tr("MLA caches c^KV only; sliding-window layers keep the full context.");
    case fit::EngineProfile::OllamaBeforeMla:
        return ChoiceText::tr(
            "DeepSeek caches every head's K and V; num_ctx above the trained context is used as given.");
    case fit::EngineProfile::OllamaUncapped:
        return ChoiceText::tr("num_ctx above the trained context is used as given.");
    case fit::EngineProfile::Ollama:
        return ChoiceText::tr("num_ctx is capped at the trained context.");
    }
    return {};
}

bool shardsTensors(Engine engine)
{
    return !llamaFamily(engine);
}

bool engineUses(Engine engine, Knob knob)
{
    switch (knob) {
    case Knob::GpuMemoryUtilization:
    case Knob::MaxNumBatchedTokens:
    case Knob::MaxNumSeqs:
        return engine == Engine::Vllm;
    case Knob::Ubatch:
    case Knob::FlashAttention:
        return llamaFamily(engine);
    }
    return false;
}

std::vector<WeightFormat> weightFormatsFor(Engine engine)
{
    std::vector<WeightFormat> out;
    if (llamaFamily(engine)) {
        // GGUF files: F32/BF16/F16 dense, the llama.cpp file-type mixes llama-quantize writes, and the
        // `--pure` GGML types (src/llama-quant.cpp, include/llama.h llama_ftype).
        for (const DenseDtype d : {DenseDtype::F32, DenseDtype::BF16, DenseDtype::F16})
            out.push_back(WeightFormat::denseOf(d));
        for (const fit::LlamaFileType t : fit::kAllLlamaFileTypes)
            out.push_back(WeightFormat::fileTypeOf(t));
        for (const fit::GgmlType t : fit::kAllGgmlTypes) {
            if (t == fit::GgmlType::F32 || t == fit::GgmlType::F16 || t == fit::GgmlType::BF16 ||
                t == fit::GgmlType::Q8_1 || t == fit::GgmlType::Q8_K)
                continue; // dense duplicates above; q8_1/q8_K are activation types llama-quantize never writes
            out.push_back(WeightFormat::ggmlOf(t));
        }
        return out;
    }
    // Hugging Face checkpoints as vLLM and Transformers load them (vllm/model_executor/layers/quantization,
    // transformers/quantizers): dense, GPTQ, AWQ, bitsandbytes, FP8, MXFP4, fbgemm FP8 and the
    // compressed-tensors schemes llm-compressor writes (W8A8 INT8/FP8, W4A16 g128).
    for (const fit::WeightPrecision p : kDensePrecisions)
        out.push_back(fit::weightFormatFor(p));
    out.push_back(WeightFormat::gptq(4, 128));
    out.push_back(WeightFormat::gptq(8, 128));
    out.push_back(WeightFormat::awq(4, 128));
    out.push_back(WeightFormat::nf4(false));
    out.push_back(WeightFormat::nf4(true));
    out.push_back(WeightFormat::bnbInt8());
    out.push_back(WeightFormat::fp8(0));
    out.push_back(WeightFormat::fp8(128));
    out.push_back(WeightFormat::mxfp4());
    out.push_back(WeightFormat::fbgemmFp8());
    out.push_back(WeightFormat::w8a8Int8());
    out.push_back(WeightFormat::w8a8Fp8());
    out.push_back(WeightFormat::wna16(4, 128));
    return out;
}

std::optional<QString> weightFormatRefusal(Engine engine, const WeightFormat &format)
{
    const QString engineText = labels::engineName(engine);
    const QString formatText = weightFormatName(format);
    if (llamaFamily(engine)) {
        switch (format.kind) {
        case WeightFormatKind::Ggml:
        case WeightFormatKind::GgufFileType:
            return std::nullopt;
        case WeightFormatKind::Dense:
            if (format.dense == DenseDtype::F32 || format.dense == DenseDtype::BF16 || format.dense == DenseDtype::F16)
                return std::nullopt;
            return ChoiceText::tr(
                       "The %1 engine loads GGUF files, which have no plain %2 weights; choose a GGML type such as "
                       "q8_0 or q4_0.")
                .arg(engineText, formatText);
        default:
            return ChoiceText::tr("The %1 engine loads GGUF files and cannot run %2 weights; convert the checkpoint "
                                  "(convert_hf_to_gguf.py) and choose a GGML type or a file type such as q4_k_m.")
                .arg(engineText, formatText);
        }
    }
    if (format.kind != WeightFormatKind::Ggml && format.kind != WeightFormatKind::GgufFileType)
        return std::nullopt;
    if (engine == Engine::Vllm)
        return ChoiceText::tr(
                   "The %1 engine is modelled with Hugging Face checkpoints; %2 is a GGUF type for llama.cpp "
                   "and Ollama (vLLM's experimental GGUF loading is not modelled).")
            .arg(engineText, formatText);
    return ChoiceText::tr("The %1 engine loads Hugging Face checkpoints; %2 is a GGUF type for llama.cpp and Ollama.")
        .arg(engineText, formatText);
}

std::vector<fit::KvCacheDtype> kvCacheTypesFor(Engine engine)
{
    std::vector<fit::KvCacheDtype> out;
    fit::Scenario probe = kvProbe(engine);
    for (const fit::KvCacheDtype t : fit::kAllKvCacheDtypes) {
        // Transformers' static cache stores K and V as tensors of a torch dtype: no GGML block types.
        if (engine == Engine::Generic && fit::isQuantized(t))
            continue;
        probe.kvCache = t;
        probe.kvCacheV.reset();
        if (!rejects(probe, "kvCache"))
            out.push_back(t);
    }
    return out;
}

bool separateValueCache(Engine engine)
{
    // Transformers' caches hold K and V as tensors of one torch dtype (cache_utils.py DynamicLayer); the
    // fit model's generic rules would accept two, the engine cannot store them.
    if (engine == Engine::Generic)
        return false;
    fit::Scenario probe = kvProbe(engine);
    probe.kvCache = fit::KvCacheDtype::F16;
    probe.kvCacheV = fit::KvCacheDtype::BF16;
    return !rejects(probe, "kvCacheV");
}

std::optional<WeightFormat> configWeights(const catalog::ImportedModel &model, WeightsSource *source, QString *note)
{
    using Method = catalog::QuantizationInfo::Method;
    const catalog::QuantizationInfo &q = model.quantization;
    if (model.fileWeights && model.tensors) {
        // A model file: its tensors carry their exact bytes; the format names what they store.
        if (source)
            *source = WeightsSource::ModelFile;
        if (note)
            *note = ChoiceText::tr("Weights as the model file stores them (%1): the exact bytes of each tensor.")
                        .arg(weightFormatName(*model.fileWeights));
        return model.fileWeights;
    }
    if (q.method != Method::None) {
        const std::optional<WeightFormat> format = catalog::weightFormatOf(q);
        if (!format)
            return std::nullopt;
        if (source)
            *source = WeightsSource::QuantizationConfig;
        if (note) {
            *note = ChoiceText::tr("Weights stored as %1 from quantization_config (%2): quantized weights with their "
                                   "scales; embeddings, norms and the layers the format keeps unquantized at their "
                                   "own precision.")
                        .arg(weightFormatName(*format), q.methodName);
        }
        return format;
    }
    const QString dtype = model.dtype.toLower();
    std::optional<fit::WeightPrecision> p;
    if (dtype == QLatin1String("bfloat16"))
        p = fit::WeightPrecision::BF16;
    else if (dtype == QLatin1String("float16"))
        p = fit::WeightPrecision::FP16;
    else if (dtype == QLatin1String("float32"))
        p = fit::WeightPrecision::FP32;
    if (!p)
        return std::nullopt;
    if (source)
        *source = WeightsSource::TorchDtype;
    if (note)
        *note = ChoiceText::tr("Weights set to %1 from torch_dtype.").arg(latin1(fit::toString(*p)).toUpper());
    return fit::weightFormatFor(*p);
}

QString weightFormatName(const WeightFormat &f)
{
    switch (f.kind) {
    case WeightFormatKind::Gptq:
    case WeightFormatKind::Awq: {
        const QString method = f.kind == WeightFormatKind::Gptq ? QStringLiteral("GPTQ") : QStringLiteral("AWQ");
        if (f.groupSize == -1)
            return ChoiceText::tr("%1 %2-bit, per column").arg(method).arg(f.bits);
        return ChoiceText::tr("%1 %2-bit g%3").arg(method).arg(f.bits).arg(f.groupSize);
    }
    case WeightFormatKind::BnbNf4:
        return f.doubleQuant ? ChoiceText::tr("NF4, double quantization") : QStringLiteral("NF4");
    case WeightFormatKind::BnbInt8:
        return QStringLiteral("LLM.int8()");
    case WeightFormatKind::Fp8:
        if (f.fp8BlockSize == 0)
            return ChoiceText::tr("FP8, per-tensor scale");
        return ChoiceText::tr("FP8, %1×%1 block scales").arg(f.fp8BlockSize);
    case WeightFormatKind::Mxfp4:
        return ChoiceText::tr("MXFP4 experts");
    case WeightFormatKind::FbgemmFp8:
        return ChoiceText::tr("FP8 (fbgemm), per-row scales");
    case WeightFormatKind::W8A8Int8:
        return ChoiceText::tr("W8A8 INT8, per-row scales");
    case WeightFormatKind::W8A8Fp8:
        return ChoiceText::tr("W8A8 FP8, per-row scales");
    case WeightFormatKind::Wna16: {
        const QString scheme = QStringLiteral("W%1A16").arg(f.bits);
        if (f.groupSize == -1)
            return f.asymmetric ? ChoiceText::tr("%1, per row, asymmetric").arg(scheme)
                                : ChoiceText::tr("%1, per row").arg(scheme);
        return f.asymmetric ? ChoiceText::tr("%1 g%2, asymmetric").arg(scheme).arg(f.groupSize)
                            : ChoiceText::tr("%1 g%2").arg(scheme).arg(f.groupSize);
    }
    case WeightFormatKind::Ggml:
        // llama-quantize --pure: every weight matrix in one type (fit::toString gives "q4_k", "ggml-bf16").
        return ChoiceText::tr("%1, every matrix (--pure)")
            .arg(QString::fromStdString(fit::toString(f)).remove(QStringLiteral("ggml-")).toUpper());
    case WeightFormatKind::GgufFileType: {
        // The llama-quantize name of the mix, e.g. "Q4_K_M".
        const std::string_view name = fit::llamaFileTypeInfo(f.fileType).name;
        if (!name.empty())
            return latin1(name);
        break;
    }
    case WeightFormatKind::Dense:
        break;
    }
    return QString::fromStdString(fit::toString(f)).toUpper();
}

namespace {

// Model, GPU and memory.
bool resolveGpu(const Choice &c, const catalog::Catalog &catalog, Resolved &r, ChoiceError &error)
{
    fit::Scenario &s = r.scenario;
    const catalog::Gpu *gpu = catalog.gpu(c.gpuId);
    if (!gpu) {
        error = failure(QStringLiteral("gpu"), ChoiceText::unknownGpu(c.gpuId));
        return false;
    }
    s.hardware.gpuId = gpu->id.toStdString();
    s.hardware.memoryBytes = c.gpuMemoryBytes.value_or(gpu->memoryBytes);
    // The datasheet speed, for the throughput estimate only (zeros for a memory-only user GPU).
    s.hardware.speed = gpu->speed;
    s.hardware.gpuCount = c.gpuCount;
    const int stages = std::max(1, c.pipelineParallel);
    // One replica over every GPU unless the user splits them into replicas; with pipeline stages each stage
    // shards its layers over gpuCount / stages GPUs.
    s.hardware.tensorParallel = c.gpusPerReplica.value_or(std::max(1, c.gpuCount / stages));
    s.placement.pipelineParallel = stages;
    s.placement.tensorSplit = c.tensorSplit;
    s.placement.gpuLayers = c.gpuLayers;
    s.placement.expertsOnCpu = c.expertsOnCpu;
    s.placement.expertParallel = c.expertParallel;
    if (c.deviceIds.isEmpty())
        return true;
    // Mixed GPUs: one replica of exactly these devices, CUDA0 first.
    for (const QString &id : c.deviceIds) {
        const catalog::Gpu *device = catalog.gpu(id);
        if (!device) {
            error = failure(QStringLiteral("devices"), ChoiceText::unknownGpu(id));
            return false;
        }
        s.placement.devices.push_back(
            fit::Device{device->id.toStdString(), c.gpuMemoryBytes.value_or(device->memoryBytes), device->speed});
    }
    const int n = int(s.placement.devices.size());
    s.hardware.gpuCount = n;
    s.hardware.tensorParallel = shardsTensors(c.engine) ? std::max(1, n / stages) : n;
    return true;
}

// A placement error of fit::validatePlacement() in the user's language, by the field it names.
QString placementProblem(const QString &field)
{
    if (field == QLatin1String("devices"))
        return ChoiceText::tr("Each device needs a memory size between 1 byte and 1 PiB, and vLLM and Transformers "
                              "need tensor parallel x pipeline parallel devices.");
    if (field == QLatin1String("tensorSplit"))
        return ChoiceText::tr("The tensor split needs one proportion of at least 0 per GPU, at least one above 0; "
                              "it applies to llama.cpp, ik_llama.cpp and Ollama.");
    if (field == QLatin1String("gpuLayers"))
        return ChoiceText::tr("The number of GPU layers applies to llama.cpp, ik_llama.cpp and Ollama and cannot be "
                              "negative.");
    if (field == QLatin1String("expertsOnCpu"))
        return ChoiceText::tr("Experts on the CPU need a mixture-of-experts model and llama.cpp, ik_llama.cpp or "
                              "Ollama.");
    if (field == QLatin1String("pipelineParallel"))
        return ChoiceText::tr("Pipeline parallelism applies to vLLM, with at most one stage per layer; tensor "
                              "parallel x pipeline parallel must divide the number of GPUs.");
    if (field == QLatin1String("expertParallel"))
        return ChoiceText::tr("Expert parallelism is a vLLM option for mixture-of-experts models.");
    if (field == QLatin1String("tensors"))
        return ChoiceText::tr("The model file's tensors do not match its number of layers.");
    return {};
}

bool resolveHardware(const Choice &c, const catalog::Catalog &catalog, Resolved &r, ChoiceError &error)
{
    fit::Scenario &s = r.scenario;
    if (!c.imported && catalog.diffusionModel(c.modelId)) {
        error =
            failure(QStringLiteral("model"),
                    ChoiceText::tr("%1 is an image-generation pipeline: its workload is diffusion.").arg(c.modelId));
        return false;
    }
    if (c.imported) {
        s.model = c.imported->spec;
        s.tensors = c.imported->tensors;
        r.modelNotes = c.imported->notes;
        r.modelConfig = c.modelConfigPath;
        r.quantization = catalog::quantizationMethodKey(c.imported->quantization.method);
    } else if (const catalog::ModelPreset *preset = catalog.model(c.modelId)) {
        s.model = preset->spec;
    } else {
        error = failure(QStringLiteral("model"), ChoiceText::unknownModel(c.modelId));
        return false;
    }
    return resolveGpu(c, catalog, r, error);
}

// Weights: chosen, else the config's quantization_config, else its torch_dtype, else a preset's published
// format (ownWeights() states the same rule), else bf16.
bool resolveWeights(const Choice &c, const catalog::Catalog &catalog, Resolved &r, ChoiceError &error)
{
    const catalog::ModelPreset *preset = c.imported ? nullptr : catalog.model(c.modelId);
    if (c.weights && c.imported && c.imported->tensors && c.imported->fileWeights &&
        !(*c.weights == *c.imported->fileWeights)) {
        // The file's tensors decide the bytes; another format would describe a different file.
        error = failure(QStringLiteral("weights"),
                        ChoiceText::tr("The model file stores its weights as %1; a weight format cannot be chosen "
                                       "for it.")
                            .arg(weightFormatName(*c.imported->fileWeights)));
        return false;
    }
    if (c.weights) {
        r.weightFormat = *c.weights;
        r.weightsSource = WeightsSource::Chosen;
    } else if (preset) {
        if (const std::optional<WeightFormat> f = presetWeights(*preset, &r.weightsSource, &r.weightsNote))
            r.weightFormat = *f;
    } else if (c.imported) {
        const catalog::QuantizationInfo &q = c.imported->quantization;
        if (const std::optional<WeightFormat> f = configWeights(*c.imported, &r.weightsSource, &r.weightsNote)) {
            r.weightFormat = *f;
        } else if (q.method != catalog::QuantizationInfo::Method::None) {
            error = failure(QStringLiteral("weights"),
                            ChoiceText::tr("quantization_config \"%1\" (%2 bits) has no weight format in Headroom; "
                                           "choose a weight format")
                                .arg(q.methodName)
                                .arg(q.bits));
            return false;
        }
    }
    if (const std::optional<QString> refusal = weightFormatRefusal(c.engine, r.weightFormat)) {
        error = failure(QStringLiteral("weights"), *refusal);
        return false;
    }
    // A dense precision of the first fit model goes to Scenario::weights (those estimates stay the first
    // version's, byte for byte); every other format to Scenario::weightFormat, priced per tensor class.
    if (const std::optional<fit::WeightPrecision> p = densePrecision(r.weightFormat)) {
        r.scenario.weights = *p;
        r.scenario.weightFormat.reset();
    } else {
        r.scenario.weightFormat = r.weightFormat;
    }
    return true;
}

bool resolveKvCache(const Choice &c, Resolved &r, ChoiceError &error)
{
    const QString engine = labels::engineName(c.engine);
    const std::vector<fit::KvCacheDtype> types = kvCacheTypesFor(c.engine);
    const auto allowed = [&](fit::KvCacheDtype t) {
        return std::find(types.begin(), types.end(), t) != types.end();
    };
    QStringList names;
    for (const fit::KvCacheDtype t : types)
        names << latin1(fit::toString(t));
    const fit::KvCacheDtype v = c.kvCacheV.value_or(c.kvCacheK);
    for (const auto &[type, field] : {std::pair{c.kvCacheK, "kvCache"}, std::pair{v, "kvCacheV"}}) {
        if (!allowed(type)) {
            error = failure(QLatin1String(field),
                            ChoiceText::tr("The %1 engine stores the KV cache as %2, not %3.")
                                .arg(engine, names.join(QLatin1String(", ")), latin1(fit::toString(type))));
            return false;
        }
    }
    if (v != c.kvCacheK && !separateValueCache(c.engine)) {
        error = failure(QStringLiteral("kvCacheV"),
                        ChoiceText::tr("The %1 engine uses one type for the K and V caches.").arg(engine));
        return false;
    }
    r.scenario.kvCache = c.kvCacheK;
    if (v != c.kvCacheK)
        r.scenario.kvCacheV = v;
    else
        r.scenario.kvCacheV.reset();
    return true;
}

// An engine release name the user can copy, for the error of an unknown one.
QString releaseExample(Engine engine)
{
    switch (engine) {
    case Engine::Vllm:
        return QStringLiteral("0.8.5");
    case Engine::LlamaCpp:
        return QStringLiteral("b5300");
    case Engine::IkLlamaCpp:
        return QStringLiteral("3762");
    case Engine::Ollama:
        return QStringLiteral("0.5.7");
    case Engine::Generic:
        break;
    }
    return {};
}

// Choice::engineVersion: the behaviour profile of the release (fit/engineversion.h).
bool resolveEngineVersion(const Choice &c, Resolved &r, ChoiceError &error)
{
    const QString version = c.engineVersion.trimmed();
    const std::optional<fit::EngineProfile> profile = fit::profileForRelease(c.engine, version.toStdString());
    if (!profile) {
        error = failure(QStringLiteral("engineVersion"),
                        c.engine == Engine::Generic
                            ? ChoiceText::tr("The %1 engine has no releases to choose; leave the engine version empty.")
                                  .arg(labels::engineName(c.engine))
                            : ChoiceText::tr("\"%1\" is not a release name of the %2 engine; give one such as %3.")
                                  .arg(version, labels::engineName(c.engine), releaseExample(c.engine)));
        return false;
    }
    fit::applyEngineProfile(*profile, r.scenario.engine);
    r.engineProfile = *profile;
    const std::string_view current = fit::currentReleaseName(c.engine);
    r.engineVersion = version.isEmpty() ? QString::fromLatin1(current.data(), qsizetype(current.size())) : version;
    return true;
}

bool resolveEngine(const Choice &c, Resolved &r, ChoiceError &error)
{
    fit::EngineSettings &settings = r.scenario.engine;
    settings = fit::defaultSettings(c.engine);
    if (!resolveEngineVersion(c, r, error))
        return false;
    const std::pair<Knob, bool> knobs[] = {
        {Knob::GpuMemoryUtilization, c.gpuMemoryUtilizationPermille.has_value()},
        {Knob::MaxNumBatchedTokens, c.maxNumBatchedTokens.has_value()},
        {Knob::MaxNumSeqs, c.maxNumSeqs.has_value()},
        {Knob::Ubatch, c.ubatch.has_value()},
        {Knob::FlashAttention, c.flashAttention.has_value()},
    };
    for (const auto &[knob, set] : knobs) {
        if (set && !engineUses(c.engine, knob)) {
            error = failure(
                QStringLiteral("engine"),
                ChoiceText::tr("The %1 engine has no setting %2.").arg(labels::engineName(c.engine), knobName(knob)));
            return false;
        }
    }
    settings.gpuMemoryUtilizationPermille =
        c.gpuMemoryUtilizationPermille.value_or(settings.gpuMemoryUtilizationPermille);
    settings.maxNumBatchedTokens = c.maxNumBatchedTokens.value_or(settings.maxNumBatchedTokens);
    settings.maxNumSeqs = c.maxNumSeqs.value_or(settings.maxNumSeqs);
    settings.ubatch = c.ubatch.value_or(settings.ubatch);
    settings.flashAttention = c.flashAttention.value_or(settings.flashAttention);
    if (c.engine == Engine::Ollama) {
        // Ollama's num_batch is its runner's n_batch and n_ubatch (llm/server.go).
        settings.batch = settings.ubatch;
    } else if (llamaFamily(c.engine)) {
        // llama.cpp runs min(-ub, -b) tokens per step (src/llama-context.cpp); a micro-batch above the
        // default -b 2048 is only useful with an equal -b, which is how it is run.
        settings.batch = std::max(settings.batch, settings.ubatch);
    }
    return true;
}

// The split of one replica, in the user's language (fit::validate() says the same in English): the degree
// divides the GPUs (replicas are whole copies) and, for engines that shard tensors, the attention and KV
// heads (vLLM `verify_with_parallel_config`); layer-split engines take any count.
bool checkGpusPerReplica(const fit::Scenario &s, ChoiceError &error)
{
    const int t = s.hardware.tensorParallel;
    const int gpus = s.hardware.gpuCount;
    const QString field = QStringLiteral("gpusPerReplica");
    if (gpus < 1)
        return true; // fit::validate() says it
    if (t < 1 || t > gpus) {
        error = failure(field, ChoiceText::tr("The tensor-parallel degree must be between 1 and the number of GPUs "
                                              "(%1).")
                                   .arg(gpus));
        return false;
    }
    if (gpus % t != 0) {
        error = failure(field,
                        ChoiceText::tr("The tensor-parallel degree (%1) must divide the number of GPUs (%2): replicas "
                                       "are whole copies of the model.")
                            .arg(t)
                            .arg(gpus));
        return false;
    }
    if (!shardsTensors(s.engine.engine))
        return true;
    const fit::ModelSpec &m = s.model;
    const QString engine = labels::engineName(s.engine.engine);
    if (m.attentionHeads > 0 && m.attentionHeads % t != 0) {
        error = failure(field, ChoiceText::tr("The tensor-parallel degree (%1) must divide the number of attention "
                                              "heads (%2): the %3 engine shards tensors. llama.cpp and Ollama split "
                                              "by layer and take any number of GPUs.")
                                   .arg(t)
                                   .arg(m.attentionHeads)
                                   .arg(engine));
        return false;
    }
    if (m.kvHeads > 0 && (m.kvHeads >= t ? m.kvHeads % t != 0 : t % m.kvHeads != 0)) {
        error = failure(field, ChoiceText::tr("The %1 KV heads can be neither split nor replicated evenly over %2 "
                                              "GPUs: the %3 engine shards tensors. llama.cpp and Ollama split by "
                                              "layer and take any number of GPUs.")
                                   .arg(m.kvHeads)
                                   .arg(t)
                                   .arg(engine));
        return false;
    }
    return true;
}

} // namespace

QString knobName(Knob knob)
{
    // The engines' own names of the settings.
    switch (knob) {
    case Knob::GpuMemoryUtilization:
        return QStringLiteral("gpu_memory_utilization");
    case Knob::MaxNumBatchedTokens:
        return QStringLiteral("max_num_batched_tokens");
    case Knob::MaxNumSeqs:
        return QStringLiteral("max_num_seqs");
    case Knob::Ubatch:
        return QStringLiteral("n_ubatch");
    case Knob::FlashAttention:
        return QStringLiteral("flash_attn");
    }
    return QString();
}

std::optional<WeightFormat> presetWeights(const catalog::ModelPreset &preset, WeightsSource *source, QString *note)
{
    if (!preset.publishedWeights)
        return std::nullopt;
    if (source)
        *source = WeightsSource::QuantizationConfig;
    if (note) {
        *note = ChoiceText::tr("Weights stored as %1, as the published checkpoint stores them (quantization_config "
                               "of its config.json): quantized weights with their scales; embeddings, norms and the "
                               "layers the format keeps unquantized at their own precision.")
                    .arg(weightFormatName(*preset.publishedWeights));
    }
    return preset.publishedWeights;
}

std::optional<WeightFormat> ownWeights(const catalog::ImportedModel *model, const catalog::ModelPreset *preset)
{
    if (model) {
        if (const std::optional<WeightFormat> f = configWeights(*model))
            return f;
        if (model->quantization.method != catalog::QuantizationInfo::Method::None)
            return std::nullopt;
    } else if (preset) {
        if (const std::optional<WeightFormat> f = presetWeights(*preset))
            return f;
    }
    return WeightFormat::denseOf(DenseDtype::BF16);
}

std::int64_t defaultContextFor(const fit::ModelSpec &model)
{
    constexpr std::int64_t kDefault = 4096;
    return model.maxContextTokens > 0 ? std::min(kDefault, model.maxContextTokens) : kDefault;
}

std::optional<QString> quotedGpusRefusal(const Choice &choice)
{
    if (choice.deviceIds.isEmpty() || choice.deviceIds.count(choice.deviceIds.constFirst()) == choice.deviceIds.size())
        return std::nullopt;
    return ChoiceText::tr("A quote prices GPUs of one kind; %1 mixes kinds. Estimate the mixed replica, and quote "
                          "each kind on its own.")
        .arg(choice.deviceIds.join(QStringLiteral(", ")));
}

Choice choiceForQuotedGpus(Choice c, const QString &gpuId, int count)
{
    if (c.gpuId != gpuId)
        c.gpuMemoryBytes.reset(); // a memory override described the other GPU
    const bool sameDevices = c.deviceIds.size() == count && c.deviceIds.count(gpuId) == count;
    if (!sameDevices)
        c.deviceIds.clear();
    c.gpuId = gpuId;
    c.gpuCount = count;
    if (!c.tensorSplit.empty() && c.tensorSplit.size() != std::size_t(count))
        c.tensorSplit.clear();
    if (c.gpusPerReplica && (*c.gpusPerReplica > count || count % *c.gpusPerReplica != 0))
        c.gpusPerReplica.reset(); // one replica over the quoted GPUs
    return c;
}

std::optional<Resolved> resolve(const Choice &c, const catalog::Catalog &catalog, ChoiceError *error)
{
    Resolved r;
    r.choice = c;
    r.kind = workloadOf(c, catalog);
    r.scenario.kind = r.kind;
    ChoiceError problem;
    bool ok = detail::checkWorkloadKnobs(c, r.kind, problem);
    if (ok && r.kind == fit::WorkloadKind::Diffusion) {
        ok = resolveGpu(c, catalog, r, problem) && detail::resolveDiffusion(c, catalog, r, problem);
        if (ok) {
            if (const std::optional<fit::Error> invalid = fit::validate(r.scenario))
                problem = failure(QString::fromStdString(invalid->field), QString::fromStdString(invalid->message));
            else
                return r;
        }
        if (error)
            *error = std::move(problem);
        return std::nullopt;
    }
    if (ok && fit::isTraining(r.kind))
        ok = resolveHardware(c, catalog, r, problem) && resolveWeights(c, catalog, r, problem) &&
             detail::resolveTraining(c, r, problem);
    else if (ok)
        ok = resolveHardware(c, catalog, r, problem) && resolveWeights(c, catalog, r, problem) &&
             resolveKvCache(c, r, problem) && resolveEngine(c, r, problem) && checkGpusPerReplica(r.scenario, problem);
    if (ok) {
        // llama.cpp, ik_llama.cpp and Ollama run a context above the trained one (fit::validate()).
        const std::int64_t maxContext =
            !fit::isTraining(r.kind) && llamaFamily(c.engine) ? 0 : r.scenario.model.maxContextTokens;
        if (maxContext > 0 && c.contextTokens > maxContext) {
            problem = failure(
                QStringLiteral("context"),
                ChoiceText::tr("A context of %1 tokens is above the maximum context of %2 (%3 tokens).")
                    .arg(QLocale().toString(qint64(c.contextTokens)),
                         QString::fromStdString(r.scenario.model.displayName.empty() ? r.scenario.model.id
                                                                                     : r.scenario.model.displayName),
                         QLocale().toString(qint64(maxContext))));
        } else {
            r.scenario.workload.contextTokens = c.contextTokens;
            r.scenario.workload.concurrency = fit::isTraining(r.kind) ? 1 : c.concurrency;
            if (const std::optional<fit::Error> invalid = fit::validate(r.scenario)) {
                const QString field = QString::fromStdString(invalid->field);
                const QString placed = placementProblem(field);
                problem = failure(invalid->field == "tensorParallel" ? QStringLiteral("gpusPerReplica") : field,
                                  placed.isEmpty() ? QString::fromStdString(invalid->message) : placed);
            } else
                return r;
        }
    }
    if (error)
        *error = std::move(problem);
    return std::nullopt;
}

} // namespace headroom::scenario
