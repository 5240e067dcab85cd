// SPDX-License-Identifier: GPL-3.0-or-later
#include "fit/assumption.h"

#include "fit/engineplan.h"

#include <algorithm>
#include <iterator>

// The English templates of assumption.h, and the items EnginePlan builds from a scenario's rules
// (EnginePlan::assumptionItems). The sentences are those of the first versions, word for word.

namespace headroom::fit {

namespace {

constexpr std::int64_t kMiB = 1024 * 1024;

// Argument accessors: 0 or "" for a missing or wrongly typed argument.
std::int64_t integerArg(const Assumption &a, std::size_t i)
{
    const std::int64_t *v = i < a.args.size() ? std::get_if<std::int64_t>(&a.args[i]) : nullptr;
    return v ? *v : 0;
}

std::string tokenArg(const Assumption &a, std::size_t i)
{
    const std::string *v = i < a.args.size() ? std::get_if<std::string>(&a.args[i]) : nullptr;
    return v ? *v : std::string();
}

std::string plural(std::int64_t n, const char *one, const char *many)
{
    return std::to_string(n) + ' ' + (n == 1 ? one : many);
}

// "27, 27 and 26": the integer arguments from `first` on.
std::string countList(const Assumption &a, std::size_t first)
{
    std::string out;
    for (std::size_t i = first; i < a.args.size(); ++i)
        out += (i == first ? "" : i + 1 == a.args.size() ? " and " : ", ") + std::to_string(integerArg(a, i));
    return out;
}

// "90.0" for 900 permille.
std::string permilleAsPercent(std::int64_t permille)
{
    return std::to_string(permille / 10) + "." + std::to_string(permille % 10);
}

std::string formatLabel(const std::string &spelling)
{
    const std::optional<WeightFormat> format = parseWeightFormat(spelling);
    return format ? weightFormatLabel(*format) : spelling;
}

// The sentences of the weights and the engines that shard tensors (generic, vLLM); "" for the others.
std::string shardingText(const Assumption &a)
{
    const auto n = [&a](std::size_t i) {
        return integerArg(a, i);
    };
    const auto num = [&a](std::size_t i) {
        return std::to_string(integerArg(a, i));
    };
    const auto mib = [&a](std::size_t i) {
        return std::to_string(integerArg(a, i) / kMiB) + " MiB";
    };
    switch (a.id) {
    case AssumptionId::WeightsDense:
        return "Weights: " + num(0) + " parameters stored as " + tokenArg(a, 1) + " (" + num(2) +
               " bits each); every tensor, including embeddings, norms and all experts, uses this precision.";
    case AssumptionId::WeightsPerClass:
        return "Weights: " + formatLabel(tokenArg(a, 0)) + ", priced per tensor class of the architecture (" + num(1) +
               " parameters): linear weights, experts, embeddings, LM head, norms and routers each at the precision "
               "the format keeps them in.";
    case AssumptionId::NoTensorParallelism:
        return "No tensor parallelism: each GPU holds a full copy of the model.";
    case AssumptionId::TensorParallelism:
        return "Tensor parallelism over " + num(0) +
               " GPUs: weights and the FFN working set are split evenly across them.";
    case AssumptionId::Replicas:
        return num(0) + " replicas of " + plural(n(1), "GPU", "GPUs") +
               " each run independently and do not pool memory.";
    case AssumptionId::GenericKvCache:
        return "KV cache: " + tokenArg(a, 0) + ", " + plural(n(1), "token", "tokens") + " for each of " +
               plural(n(2), "sequence", "sequences") + ", full context in every layer, " +
               plural(n(3), "KV head", "KV heads") + " per GPU.";
    case AssumptionId::GenericWindow:
        return "Sliding-window and chunked layers keep at most their window (" + num(0) + " tokens) per sequence.";
    case AssumptionId::GenericMla:
        return "MLA layers cache the decompressed keys and values of every head, as Transformers does.";
    case AssumptionId::ReplicatedKvHead:
        return "The model has fewer KV heads (" + num(0) + ") than GPUs (" + num(1) +
               "), so each GPU keeps a replicated copy of one KV head.";
    case AssumptionId::GenericActivations:
        return "Activations: a prefill chunk of " + num(0) +
               " tokens with an f32 FFN working set, flash attention, and f32 logits for each sequence.";
    case AssumptionId::GenericRuntime:
        return "Runtime overhead: " + mib(0) + " per GPU for the CUDA context, libraries and allocator slack.";
    case AssumptionId::UsableMemory:
        return "Usable memory per GPU is the total the driver reports (" + num(0) +
               " bytes); no engine reserve is subtracted.";
    case AssumptionId::VllmParallelism:
        return "vLLM V1 with tensor parallelism " + num(0) + "; KV heads per GPU are max(1, heads / " + num(0) +
               "), an MLA latent is replicated.";
    case AssumptionId::VllmParallelismReplicas:
        return "vLLM V1 with tensor parallelism " + num(0) + ", " + num(1) +
               " independent replicas; KV heads per GPU are max(1, heads / " + num(0) +
               "), an MLA latent is replicated.";
    case AssumptionId::VllmBudget:
        return "KV cache budget: " + permilleAsPercent(n(0)) +
               " % of the GPU minus weights, the profiled activation peak (" + mib(1) + ", a dummy step of " + num(2) +
               " tokens and a sampler pass over " + num(3) + " sequences) and " + mib(4) + " of non-torch memory.";
    case AssumptionId::VllmKvCache:
        return "KV cache: " + tokenArg(a, 0) + ", blocks of " + num(1) +
               " tokens; sliding-window layers keep their window plus max_num_batched_tokens.";
    case AssumptionId::VllmPagesNotUnified:
        return "The layers' KV page sizes are not multiples of each other; vLLM cannot unify them, the estimate "
               "rounds the smaller pages up.";
    case AssumptionId::VllmCudaGraphsInBudget:
        return "CUDA graphs: about " + mib(0) + ", taken from the KV cache budget.";
    case AssumptionId::VllmCudaGraphsInReserve:
        return "CUDA graphs: about " + mib(0) + ", captured after the KV cache inside the reserve.";
    case AssumptionId::VllmReserve:
        return "The reserve outside the budget must hold the CUDA context (" + mib(0) + "); at most " + num(1) +
               " sequences run at once (max_num_seqs).";
    default:
        return {};
    }
}

// The sentences of llama.cpp, ik_llama.cpp and Ollama; "" for the others.
std::string layerSplitText(const Assumption &a)
{
    const auto n = [&a](std::size_t i) {
        return integerArg(a, i);
    };
    const auto num = [&a](std::size_t i) {
        return std::to_string(integerArg(a, i));
    };
    const auto mib = [&a](std::size_t i) {
        return std::to_string(integerArg(a, i) / kMiB) + " MiB";
    };
    switch (a.id) {
    case AssumptionId::OllamaContext:
        return "Ollama: num_ctx " + num(0) + " x " + plural(n(1), "parallel sequence", "parallel sequences") + " = " +
               num(2) + " cells in one cache, padded to " + num(3) + ".";
    case AssumptionId::LlamaCppContext:
        return tokenArg(a, 0) + ": run with -c " + num(1) + " -np " + num(2) +
               "; the context is shared by the sequences and padded to " + num(3) + " cells (" + num(4) + ").";
    case AssumptionId::LayerSplit:
        return "Layers are split over " + num(0) + " GPUs (--split-mode layer): " + countList(a, 2) + " of " + num(1) +
               "; the last GPU also holds the output layer, and the token embeddings, which llama.cpp keeps in host "
               "memory, are counted there too.";
    case AssumptionId::KvCacheTypes:
        return "KV cache: " + tokenArg(a, 0) + ".";
    case AssumptionId::ValueCacheF16:
        return "Without flash attention a quantized V cache is kept in f16.";
    case AssumptionId::OllamaCacheF16:
        return "Without flash attention Ollama keeps the KV cache in f16.";
    case AssumptionId::SlidingFullContext:
        return "Sliding-window layers keep the full context.";
    case AssumptionId::SlidingWindowCells:
        return "Sliding-window layers keep the window x sequences + the micro-batch of " + num(0) +
               " tokens, padded to " + num(1) + " cells.";
    case AssumptionId::MlaLatent:
        return "MLA layers keep only the compressed latent (kv_lora_rank + rope dims per token).";
    case AssumptionId::OllamaGraph:
        return "Graph size: Ollama's llama formula for a micro-batch of " + num(0) + " tokens; reserve " + mib(1) +
               " per GPU (cudaMinimumMemory + OLLAMA_GPU_OVERHEAD).";
    case AssumptionId::ComputeBufferFlash:
    case AssumptionId::ComputeBufferNoFlash:
        return "Compute buffer for a micro-batch of " + num(0) + " tokens" +
               (a.id == AssumptionId::ComputeBufferFlash ? " with" : " without") +
               " flash attention; the output buffer (" + num(1) + " bytes) stays in host memory; runtime overhead " +
               mib(2) + " per GPU.";
    default:
        return {};
    }
}

Assumption item(AssumptionId id, std::vector<AssumptionArg> args = {})
{
    return Assumption{id, std::move(args)};
}

AssumptionArg token(std::string_view text)
{
    return std::string(text);
}

} // namespace

std::string_view assumptionKey(AssumptionId id)
{
    static constexpr std::string_view kKeys[] = {
        "weights_dense",
        "weights_per_class",
        "no_tensor_parallelism",
        "tensor_parallelism",
        "replicas",
        "generic_kv_cache",
        "generic_window",
        "generic_mla",
        "replicated_kv_head",
        "generic_activations",
        "generic_runtime",
        "usable_memory",
        "vllm_parallelism",
        "vllm_parallelism_replicas",
        "vllm_budget",
        "vllm_kv_cache",
        "vllm_pages_not_unified",
        "vllm_cuda_graphs_in_budget",
        "vllm_cuda_graphs_in_reserve",
        "vllm_reserve",
        "ollama_context",
        "llama_cpp_context",
        "layer_split",
        "kv_cache_types",
        "value_cache_f16",
        "ollama_cache_f16",
        "sliding_full_context",
        "sliding_window_cells",
        "mla_latent",
        "ollama_graph",
        "compute_buffer_flash",
        "compute_buffer_no_flash",
    };
    static_assert(std::size(kKeys) == std::size_t(AssumptionId::Count), "one key per AssumptionId");
    const int i = static_cast<int>(id);
    return i >= 0 && i < static_cast<int>(AssumptionId::Count) ? kKeys[i] : std::string_view();
}

std::string assumptionText(const Assumption &a)
{
    std::string text = shardingText(a);
    return text.empty() ? layerSplitText(a) : text;
}

std::vector<std::string> assumptionTexts(const std::vector<Assumption> &items)
{
    std::vector<std::string> out;
    out.reserve(items.size());
    for (const Assumption &a : items)
        out.push_back(assumptionText(a));
    return out;
}

// --- the items of a scenario (EnginePlan, engineplan.h) ---

std::vector<Assumption> EnginePlan::assumptionItems(const Scenario &s, const Estimate &e) const
{
    const ModelSpec &m = s.model;
    std::vector<Assumption> out;
    const WeightFormat format = weightFormatOf(s);
    if (format.kind == WeightFormatKind::Dense)
        out.push_back(item(AssumptionId::WeightsDense,
                           {m.parameterCount, token(toString(format)), linearBitsPerWeight(format).num}));
    else
        out.push_back(item(AssumptionId::WeightsPerClass, {token(toString(format)), derivedParameterCount(m)}));

    if (m_engine == Engine::Generic)
        genericAssumptions(s, e, out);
    else if (m_engine == Engine::Vllm)
        vllmAssumptions(s, e, out);
    else
        llamaCppAssumptions(s, e, out);
    return out;
}

// The first version's sentences, unchanged for models without per-layer attention.
void EnginePlan::genericAssumptions(const Scenario &s, const Estimate &e, std::vector<Assumption> &out) const
{
    const ModelSpec &m = s.model;
    const std::int64_t t = s.hardware.tensorParallel;
    if (t == 1)
        out.push_back(item(AssumptionId::NoTensorParallelism));
    else
        out.push_back(item(AssumptionId::TensorParallelism, {t}));
    if (e.replicas > 1)
        out.push_back(item(AssumptionId::Replicas, {std::int64_t{e.replicas}, std::int64_t{e.devices}}));
    out.push_back(item(AssumptionId::GenericKvCache,
                       {token(kvCacheTypesText(s)), s.workload.contextTokens, std::int64_t{s.workload.concurrency},
                        std::int64_t{kvHeadsPerDevice(m, int(t))}}));
    if (m_layerCount[Sliding] > 0 || m_layerCount[Chunked] > 0)
        out.push_back(item(AssumptionId::GenericWindow,
                           {std::int64_t{m.slidingWindow > 0 ? m.slidingWindow : m.attentionChunk}}));
    if (m_layerCount[Mla] > 0)
        out.push_back(item(AssumptionId::GenericMla));
    if (m.kvHeads < t)
        out.push_back(item(AssumptionId::ReplicatedKvHead, {std::int64_t{m.kvHeads}, t}));
    out.push_back(item(AssumptionId::GenericActivations, {activationChunkTokens(s)}));
    out.push_back(item(AssumptionId::GenericRuntime, {kRuntimeOverheadBytes}));
    out.push_back(item(AssumptionId::UsableMemory, {e.usablePerDeviceBytes}));
}

void EnginePlan::vllmAssumptions(const Scenario &s, const Estimate &e, std::vector<Assumption> &out) const
{
    const std::int64_t t = s.hardware.tensorParallel;
    if (e.replicas > 1)
        out.push_back(item(AssumptionId::VllmParallelismReplicas, {t, std::int64_t{e.replicas}}));
    else
        out.push_back(item(AssumptionId::VllmParallelism, {t}));
    out.push_back(
        item(AssumptionId::VllmBudget,
             {std::int64_t{s.engine.gpuMemoryUtilizationPermille}, m_vllmActivation, m_vllmMaxNumBatchedTokens,
              std::min(m_vllmMaxNumSeqs, m_vllmMaxNumBatchedTokens), kVllmNonTorchBytes}));
    out.push_back(item(AssumptionId::VllmKvCache, {token(kvCacheTypesText(s)), std::int64_t{s.engine.blockSize}}));
    if (!m_vllmPagesUnified)
        out.push_back(item(AssumptionId::VllmPagesNotUnified));
    if (s.engine.cudaGraphs)
        out.push_back(item(s.engine.cudaGraphsInKvBudget ? AssumptionId::VllmCudaGraphsInBudget
                                                         : AssumptionId::VllmCudaGraphsInReserve,
                           {m_cudaGraphBytes}));
    out.push_back(item(AssumptionId::VllmReserve, {kRuntimeOverheadBytes, m_vllmMaxNumSeqs}));
}

void EnginePlan::llamaCppAssumptions(const Scenario &s, const Estimate &e, std::vector<Assumption> &out) const
{
    const std::int64_t t = s.hardware.tensorParallel;
    const std::int64_t concurrency = s.workload.concurrency;
    if (m_engine == Engine::Ollama)
        out.push_back(item(AssumptionId::OllamaContext,
                           {s.workload.contextTokens, concurrency, e.engineContextTokens, kLlamaCppCellPadding}));
    else
        out.push_back(
            item(AssumptionId::LlamaCppContext, {token(toString(m_engine)), e.engineContextTokens, concurrency,
                                                 kLlamaCppCellPadding, e.kvCacheTokensCapacity}));
    if (t > 1 && !m_layersPerDevice.empty()) {
        // "27, 27 and 26 of 80": llama.cpp's assignment (layersplit.h).
        std::vector<AssumptionArg> args{t, std::int64_t{s.model.layers}};
        for (const int layers : m_layersPerDevice)
            args.emplace_back(std::int64_t{layers});
        out.push_back(item(AssumptionId::LayerSplit, std::move(args)));
    }
    out.push_back(item(AssumptionId::KvCacheTypes, {token(kvCacheTypesText(s))}));
    if (m_valueFellBackToF16)
        out.push_back(item(AssumptionId::ValueCacheF16));
    if (m_ollamaFellBackToF16)
        out.push_back(item(AssumptionId::OllamaCacheF16));
    if (m_layerCount[Sliding] > 0 || m_layerCount[Chunked] > 0) {
        if (m_engine == Engine::IkLlamaCpp || s.engine.swaFull)
            out.push_back(item(AssumptionId::SlidingFullContext));
        else
            out.push_back(item(AssumptionId::SlidingWindowCells, {m_ubatch, kLlamaCppCellPadding}));
    }
    if (m_layerCount[Mla] > 0)
        out.push_back(item(AssumptionId::MlaLatent));
    if (m_engine == Engine::Ollama)
        out.push_back(item(AssumptionId::OllamaGraph,
                           {m_settings.ubatch, kOllamaMinimumMemoryBytes + m_settings.gpuOverheadBytes}));
    else
        out.push_back(
            item(s.engine.flashAttention ? AssumptionId::ComputeBufferFlash : AssumptionId::ComputeBufferNoFlash,
                 {std::min(m_ubatch, e.kvCacheTokensCapacity), e.hostBytes, kRuntimeOverheadBytes}));
}

std::string EnginePlan::kvCacheTypesText(const Scenario &s)
{
    return s.kvCacheV && *s.kvCacheV != s.kvCache
               ? "K " + std::string(toString(s.kvCache)) + ", V " + std::string(toString(*s.kvCacheV))
               : std::string(toString(s.kvCache));
}

} // namespace headroom::fit
