// SPDX-License-Identifier: GPL-3.0-or-later
#include <scenario/assumptionlabels.h>

#include <fit/weightformat.h>

#include <QCoreApplication>

#include <algorithm>
#include <climits>

// The English source texts are fit/assumption.h's templates, word for word (fit::assumptionText renders
// the same sentences for Estimate::assumptions); tests/scenario/tst_assumptionlabels.cpp compares them.

namespace headroom::scenario {

namespace {

using fit::AssumptionId;

constexpr qint64 kMiB = 1024 * 1024;

// A template's arguments, formatted, and the count that picks its plural form (-1: none).
struct Filled {
    int n = -1;
    QStringList args;
};

// The number tr() receives for plural forms (an int; counts beyond INT_MAX take INT_MAX's form).
int pluralCount(qint64 n)
{
    return int(std::clamp<qint64>(n, 0, INT_MAX));
}

// Replaces %1..%9 with args[0..] in one pass, so an argument that contains "%2" stays as it is (no
// template has more than five arguments).
QString fill(const QString &text, const QStringList &args)
{
    QString out;
    out.reserve(text.size() + 16 * args.size());
    for (qsizetype i = 0; i < text.size(); ++i) {
        const int index = i + 1 < text.size() && text.at(i) == u'%' ? text.at(i + 1).digitValue() : -1;
        if (index >= 1 && index <= args.size()) {
            out += args.at(index - 1);
            ++i;
        } else {
            out += text.at(i);
        }
    }
    return out;
}

class AssumptionLabels
{
    Q_DECLARE_TR_FUNCTIONS(headroom::scenario::AssumptionLabels)

public:
    static QString templateOf(AssumptionId id, int n);
    static QString text(const fit::Assumption &a, const QLocale &locale);

private:
    static QString shardingTemplate(AssumptionId id, int n);
    static QString layerSplitTemplate(AssumptionId id, int n);
    static Filled shardingArgs(const fit::Assumption &a, const QLocale &locale);
    static Filled layerSplitArgs(const fit::Assumption &a, const QLocale &locale);
    static QString trainingTemplate(AssumptionId id, int n);
    static Filled trainingArgs(const fit::Assumption &a, const QLocale &locale);
    static QString microBatches(qint64 n, const QLocale &l)
    {
        return n == 1 ? tr("1 micro-batch") : tr("%1 micro-batches", nullptr, pluralCount(n)).arg(l.toString(n));
    }
    static QString diffusionTemplate(AssumptionId id, int n);
    static Filled diffusionArgs(const fit::Assumption &a, const QLocale &locale);
    static QString releaseTemplate(AssumptionId id, int n);
    static Filled releaseArgs(const fit::Assumption &a, const QLocale &locale);
    static QString placementTemplate(AssumptionId id, int n);
    static Filled placementArgs(const fit::Assumption &a, const QLocale &locale);
    static QString images(qint64 n, const QLocale &l)
    {
        return n == 1 ? tr("1 image") : tr("%1 images", nullptr, pluralCount(n)).arg(l.toString(n));
    }

    // Counted nouns: "1 token" / "8,192 tokens" and so on.
    static QString tokens(qint64 n, const QLocale &l)
    {
        return n == 1 ? tr("1 token") : tr("%1 tokens", nullptr, pluralCount(n)).arg(l.toString(n));
    }
    static QString sequences(qint64 n, const QLocale &l)
    {
        return n == 1 ? tr("1 sequence") : tr("%1 sequences", nullptr, pluralCount(n)).arg(l.toString(n));
    }
    static QString kvHeads(qint64 n, const QLocale &l)
    {
        return n == 1 ? tr("1 KV head") : tr("%1 KV heads", nullptr, pluralCount(n)).arg(l.toString(n));
    }
    static QString gpus(qint64 n, const QLocale &l)
    {
        return n == 1 ? tr("1 GPU") : tr("%1 GPUs", nullptr, pluralCount(n)).arg(l.toString(n));
    }
    static QString parallelSequences(qint64 n, const QLocale &l)
    {
        return n == 1 ? tr("1 parallel sequence")
                      : tr("%1 parallel sequences", nullptr, pluralCount(n)).arg(l.toString(n));
    }
    // "27, 27 and 26": the integer arguments from `first` on.
    static QString countList(const fit::Assumption &a, std::size_t first, const QLocale &l);
};

// Argument accessors: 0 or "" for a missing or wrongly typed argument (as fit::assumptionText()).
qint64 integerArg(const fit::Assumption &a, std::size_t i)
{
    const std::int64_t *v = i < a.args.size() ? std::get_if<std::int64_t>(&a.args[i]) : nullptr;
    return v ? *v : 0;
}

QString tokenArg(const fit::Assumption &a, std::size_t i)
{
    const std::string *v = i < a.args.size() ? std::get_if<std::string>(&a.args[i]) : nullptr;
    return v ? QString::fromStdString(*v) : QString();
}

// The weight format's display label; the label itself is not translated (fit::weightFormatLabel, as
// the quote's "Weight precision" row prints it).
QString formatLabel(const QString &spelling)
{
    const std::optional<fit::WeightFormat> format = fit::parseWeightFormat(spelling.toStdString());
    return format ? QString::fromStdString(fit::weightFormatLabel(*format)) : spelling;
}

QString AssumptionLabels::countList(const fit::Assumption &a, std::size_t first, const QLocale &l)
{
    QString out;
    for (std::size_t i = first; i < a.args.size(); ++i) {
        const QString count = l.toString(integerArg(a, i));
        if (i == first)
            out = count;
        else if (i + 1 == a.args.size())
            out = tr("%1 and %2", "the last two items of a list: 27, 27 and 26").arg(out, count);
        else
            out = tr("%1, %2", "items of a list before the last two: 27, 27 and 26").arg(out, count);
    }
    return out;
}

QString AssumptionLabels::templateOf(AssumptionId id, int n)
{
    // Every id, so that -Wswitch (an error in the ci preset) names an id added without a template.
    switch (id) {
    case AssumptionId::WeightsDense:
    case AssumptionId::WeightsPerClass:
    case AssumptionId::NoTensorParallelism:
    case AssumptionId::TensorParallelism:
    case AssumptionId::Replicas:
    case AssumptionId::GenericKvCache:
    case AssumptionId::GenericWindow:
    case AssumptionId::GenericMla:
    case AssumptionId::ReplicatedKvHead:
    case AssumptionId::GenericActivations:
    case AssumptionId::GenericRuntime:
    case AssumptionId::UsableMemory:
    case AssumptionId::VllmParallelism:
    case AssumptionId::VllmParallelismReplicas:
    case AssumptionId::VllmBudget:
    case AssumptionId::VllmKvCache:
    case AssumptionId::VllmPagesNotUnified:
    case AssumptionId::VllmCudaGraphsInBudget:
    case AssumptionId::VllmCudaGraphsInReserve:
    case AssumptionId::VllmReserve:
        return shardingTemplate(id, n);
    case AssumptionId::OllamaContext:
    case AssumptionId::LlamaCppContext:
    case AssumptionId::LayerSplit:
    case AssumptionId::KvCacheTypes:
    case AssumptionId::ValueCacheF16:
    case AssumptionId::OllamaCacheF16:
    case AssumptionId::SlidingFullContext:
    case AssumptionId::SlidingWindowCells:
    case AssumptionId::MlaLatent:
    case AssumptionId::OllamaGraph:
    case AssumptionId::ComputeBufferFlash:
    case AssumptionId::ComputeBufferNoFlash:
        return layerSplitTemplate(id, n);
    case AssumptionId::TrainingModelStates:
    case AssumptionId::TrainingLora:
    case AssumptionId::TrainingOneGpu:
    case AssumptionId::TrainingDdp:
    case AssumptionId::TrainingNoShard:
    case AssumptionId::TrainingShardOptimizer:
    case AssumptionId::TrainingShardGradients:
    case AssumptionId::TrainingZero3:
    case AssumptionId::TrainingFsdpFull:
    case AssumptionId::TrainingHybridGroups:
    case AssumptionId::TrainingActivationsFlash:
    case AssumptionId::TrainingActivationsNoFlash:
    case AssumptionId::TrainingFrozenActivations:
    case AssumptionId::TrainingLogits:
    case AssumptionId::TrainingGradientAccumulation:
    case AssumptionId::TrainingOptimizerInBackward:
    case AssumptionId::TrainingOffloadOptimizer:
    case AssumptionId::TrainingOffloadParams:
    case AssumptionId::TrainingCheckpoint:
        return trainingTemplate(id, n);
    case AssumptionId::DiffusionImage:
    case AssumptionId::DiffusionGuidanceBatch:
    case AssumptionId::DiffusionDistilledBatch:
    case AssumptionId::DiffusionPrecision:
    case AssumptionId::DiffusionVaeUpcast:
    case AssumptionId::DiffusionKeptFp32:
    case AssumptionId::DiffusionNoOffload:
    case AssumptionId::DiffusionModelOffload:
    case AssumptionId::DiffusionSequentialOffload:
    case AssumptionId::DiffusionDecodeFull:
    case AssumptionId::DiffusionDecodeSliced:
    case AssumptionId::DiffusionDecodeTiled:
    case AssumptionId::DiffusionPeakTextEncode:
    case AssumptionId::DiffusionPeakDenoise:
    case AssumptionId::DiffusionPeakVaeDecode:
        return diffusionTemplate(id, n);
    case AssumptionId::ContextAboveTrained:
    case AssumptionId::OllamaContextCapped:
    case AssumptionId::SlidingWindowIgnored:
    case AssumptionId::MlaLatentAndValue:
    case AssumptionId::MlaPerHead:
    case AssumptionId::VllmV0Engine:
        return releaseTemplate(id, n);
    case AssumptionId::TokenEmbeddingsOnHost:
    case AssumptionId::LayersOnHost:
    case AssumptionId::OutputOnHost:
    case AssumptionId::ExpertsOnHost:
    case AssumptionId::PipelineStages:
    case AssumptionId::ExpertParallelPlacement:
    case AssumptionId::MixedDevices:
        return placementTemplate(id, n);
    case AssumptionId::Count:
        break;
    }
    return {};
}

QString AssumptionLabels::shardingTemplate(AssumptionId id, int n)
{
    switch (id) {
    case AssumptionId::WeightsDense:
        return tr("Weights: %1 parameters stored as %2 (%3 bits each); every tensor, including embeddings, norms and "
                  "all experts, uses this precision.");
    case AssumptionId::WeightsPerClass:
        return tr("Weights: %1, priced per tensor class of the architecture (%2 parameters): linear weights, experts, "
                  "embeddings, LM head, norms and routers each at the precision the format keeps them in.");
    case AssumptionId::NoTensorParallelism:
        return tr("No tensor parallelism: each GPU holds a full copy of the model.");
    case AssumptionId::TensorParallelism:
        return tr("Tensor parallelism over %1 GPUs: weights and the FFN working set are split evenly across them.",
                  nullptr, n);
    case AssumptionId::Replicas:
        return tr("%1 replicas of %2 each run independently and do not pool memory.", "%2 = '4 GPUs'", n);
    case AssumptionId::GenericKvCache:
        return tr("KV cache: %1, %2 for each of %3, full context in every layer, %4 per GPU.",
                  "%1 = KV types (f16), %2 = '8,192 tokens', %3 = '2 sequences', %4 = '8 KV heads'");
    case AssumptionId::GenericWindow:
        return tr("Sliding-window and chunked layers keep at most their window (%1 tokens) per sequence.", nullptr, n);
    case AssumptionId::GenericMla:
        return tr("MLA layers cache the decompressed keys and values of every head, as Transformers does.");
    case AssumptionId::ReplicatedKvHead:
        return tr("The model has fewer KV heads (%1) than GPUs (%2), so each GPU keeps a replicated copy of one KV "
                  "head.");
    case AssumptionId::GenericActivations:
        return tr("Activations: a prefill chunk of %1 tokens with an f32 FFN working set, flash attention, and f32 "
                  "logits for each sequence.",
                  nullptr, n);
    case AssumptionId::GenericRuntime:
        return tr("Runtime overhead: %1 MiB per GPU for the CUDA context, libraries and allocator slack.");
    case AssumptionId::UsableMemory:
        return tr("Usable memory per GPU is the total the driver reports (%1 bytes); no engine reserve is subtracted.");
    case AssumptionId::VllmParallelism:
        return tr("vLLM V1 with tensor parallelism %1; KV heads per GPU are max(1, heads / %1), an MLA latent is "
                  "replicated.");
    case AssumptionId::VllmParallelismReplicas:
        return tr("vLLM V1 with tensor parallelism %1, %2 independent replicas; KV heads per GPU are max(1, heads / "
                  "%1), an MLA latent is replicated.",
                  nullptr, n);
    case AssumptionId::VllmBudget:
        return tr("KV cache budget: %1 % of the GPU minus weights, the profiled activation peak (%2 MiB, a dummy step "
                  "of %3 tokens and a sampler pass over %4 sequences) and %5 MiB of non-torch memory.",
                  "%1 = gpu_memory_utilization in percent, one decimal");
    case AssumptionId::VllmKvCache:
        return tr("KV cache: %1, blocks of %2 tokens; sliding-window layers keep their window plus "
                  "max_num_batched_tokens.",
                  nullptr, n);
    case AssumptionId::VllmPagesNotUnified:
        return tr("The layers' KV page sizes are not multiples of each other; vLLM cannot unify them, the estimate "
                  "rounds the smaller pages up.");
    case AssumptionId::VllmCudaGraphsInBudget:
        return tr("CUDA graphs: about %1 MiB, taken from the KV cache budget.");
    case AssumptionId::VllmCudaGraphsInReserve:
        return tr("CUDA graphs: about %1 MiB, captured after the KV cache inside the reserve.");
    case AssumptionId::VllmReserve:
        return tr("The reserve outside the budget must hold the CUDA context (%1 MiB); at most %2 sequences run at "
                  "once (max_num_seqs).",
                  nullptr, n);
    default:
        return {};
    }
}

QString AssumptionLabels::layerSplitTemplate(AssumptionId id, int n)
{
    switch (id) {
    case AssumptionId::OllamaContext:
        return tr("Ollama: num_ctx %1 x %2 = %3 cells in one cache, padded to %4.", "%2 = '2 parallel sequences'");
    case AssumptionId::LlamaCppContext:
        return tr("%1: run with -c %2 -np %3; the context is shared by the sequences and padded to %4 cells (%5).",
                  "%1 = llama.cpp or ik_llama.cpp; -c and -np are command-line flags");
    case AssumptionId::LayerSplit:
        return tr("Layers are split over %1 GPUs (--split-mode layer): %2 of %3; the GPU after the last layer also "
                  "holds the output layer.",
                  "%2 = layers per GPU ('27, 27 and 26'), %3 = all layers", n);
    case AssumptionId::KvCacheTypes:
        return tr("KV cache: %1.");
    case AssumptionId::ValueCacheF16:
        return tr("Without flash attention a quantized V cache is kept in f16.");
    case AssumptionId::OllamaCacheF16:
        return tr("Without flash attention Ollama keeps the KV cache in f16.");
    case AssumptionId::SlidingFullContext:
        return tr("Sliding-window layers keep the full context.");
    case AssumptionId::SlidingWindowCells:
        return tr("Sliding-window layers keep the window x sequences + the micro-batch of %1 tokens, padded to %2 "
                  "cells.",
                  nullptr, n);
    case AssumptionId::MlaLatent:
        return tr("MLA layers keep only the compressed latent (kv_lora_rank + rope dims per token).");
    case AssumptionId::OllamaGraph:
        return tr("Graph size: Ollama's llama formula for a micro-batch of %1 tokens; reserve %2 MiB per GPU "
                  "(cudaMinimumMemory + OLLAMA_GPU_OVERHEAD).",
                  nullptr, n);
    case AssumptionId::ComputeBufferFlash:
        return tr("Compute buffer for a micro-batch of %1 tokens with flash attention; the output buffer (%2 bytes) "
                  "stays in host memory; runtime overhead %3 MiB per GPU.",
                  nullptr, n);
    case AssumptionId::ComputeBufferNoFlash:
        return tr("Compute buffer for a micro-batch of %1 tokens without flash attention; the output buffer (%2 bytes) "
                  "stays in host memory; runtime overhead %3 MiB per GPU.",
                  nullptr, n);
    default:
        return {};
    }
}

// Image generation (fit/diffusion.cpp diffusionAssumptions).
QString AssumptionLabels::diffusionTemplate(AssumptionId id, int n)
{
    switch (id) {
    case AssumptionId::DiffusionImage:
        return tr("Image generation: %1 x %2 pixels, %3 per batch.", "%3 = '4 images'");
    case AssumptionId::DiffusionGuidanceBatch:
        return tr("Classifier-free guidance runs the denoiser on a conditional and an unconditional copy of each "
                  "image: a batch of %1.",
                  nullptr, n);
    case AssumptionId::DiffusionDistilledBatch:
        return tr("The model is guidance-distilled: the denoiser runs a batch of %1, one per image.", nullptr, n);
    case AssumptionId::DiffusionPrecision:
        return tr("Precision: denoiser %1, text encoders %2, VAE %3; activations are 16-bit unless the run is fp32.",
                  "%1 = a weight format (fp16, q8_0), %2 and %3 = a dtype (bf16, fp32)");
    case AssumptionId::DiffusionVaeUpcast:
        return tr("The pipeline upcasts the VAE to fp32 for the decode (force_upcast).");
    case AssumptionId::DiffusionKeptFp32:
        return tr("Loaded in fp16, T5 keeps %1 parameters (its FFN output projections, wo) in fp32.", nullptr, n);
    case AssumptionId::DiffusionNoOffload:
        return tr("No CPU offload: the text encoders, the denoiser and the VAE stay on the GPU in every phase.");
    case AssumptionId::DiffusionModelOffload:
        return tr("Model CPU offload: only the running component is on the GPU; the others wait in host memory (up "
                  "to %1 MiB).");
    case AssumptionId::DiffusionSequentialOffload:
        return tr("Sequential CPU offload: the weights stay in host memory (%1 MiB) and reach the GPU one layer at a "
                  "time (at most %2 MiB).");
    case AssumptionId::DiffusionDecodeFull:
        return tr("VAE decode: %1 at once at full resolution; its working set grows with the image area.",
                  "%1 = '4 images'");
    case AssumptionId::DiffusionDecodeSliced:
        return tr("VAE decode: one image at a time (slicing).");
    case AssumptionId::DiffusionDecodeTiled:
        return tr("VAE decode in tiles of %1 x %1 pixels overlapping by a quarter (%2 tiles per image): its working "
                  "set follows the tile, not the image.",
                  nullptr, n);
    case AssumptionId::DiffusionPeakTextEncode:
        return tr("The peak is the text encoding (%1 MiB): the phases run one after another, so the largest sets "
                  "the GPU memory.");
    case AssumptionId::DiffusionPeakDenoise:
        return tr("The peak is the denoising (%1 MiB): the phases run one after another, so the largest sets the "
                  "GPU memory.");
    case AssumptionId::DiffusionPeakVaeDecode:
        return tr("The peak is the VAE decode (%1 MiB): the phases run one after another, so the largest sets the "
                  "GPU memory.");
    default:
        return {};
    }
}

Filled AssumptionLabels::diffusionArgs(const fit::Assumption &a, const QLocale &l)
{
    const auto n = [&a](std::size_t i) {
        return integerArg(a, i);
    };
    const auto count = [&](std::size_t i) {
        return l.toString(n(i));
    };
    const auto plain = [&](std::size_t i) {
        return QString::number(n(i));
    }; // pixels of a setting: "1024"
    const auto mib = [&](std::size_t i) {
        return l.toString(n(i) / kMiB);
    };
    switch (a.id) {
    case AssumptionId::DiffusionImage:
        return {-1, {plain(0), plain(1), images(n(2), l)}};
    case AssumptionId::DiffusionGuidanceBatch:
    case AssumptionId::DiffusionDistilledBatch:
    case AssumptionId::DiffusionKeptFp32:
        return {pluralCount(n(0)), {count(0)}};
    case AssumptionId::DiffusionPrecision:
        return {-1, {tokenArg(a, 0), tokenArg(a, 1), tokenArg(a, 2)}};
    case AssumptionId::DiffusionModelOffload:
    case AssumptionId::DiffusionPeakTextEncode:
    case AssumptionId::DiffusionPeakDenoise:
    case AssumptionId::DiffusionPeakVaeDecode:
        return {-1, {mib(0)}};
    case AssumptionId::DiffusionSequentialOffload:
        return {-1, {mib(0), mib(1)}};
    case AssumptionId::DiffusionDecodeFull:
        return {-1, {images(n(0), l)}};
    case AssumptionId::DiffusionDecodeTiled:
        return {pluralCount(n(1)), {plain(0), count(1)}};
    default:
        return {};
    }
}

Filled AssumptionLabels::shardingArgs(const fit::Assumption &a, const QLocale &l)
{
    const auto n = [&a](std::size_t i) {
        return integerArg(a, i);
    };
    const auto count = [&](std::size_t i) {
        return l.toString(n(i));
    }; // grouped: "8,192"
    const auto plain = [&](std::size_t i) {
        return QString::number(n(i));
    }; // a setting: "2"
    const auto mib = [&](std::size_t i) {
        return l.toString(n(i) / kMiB);
    };
    switch (a.id) {
    case AssumptionId::WeightsDense:
        return {-1, {count(0), tokenArg(a, 1), count(2)}};
    case AssumptionId::WeightsPerClass:
        return {-1, {formatLabel(tokenArg(a, 0)), count(1)}};
    case AssumptionId::TensorParallelism:
        return {pluralCount(n(0)), {count(0)}};
    case AssumptionId::Replicas:
        return {pluralCount(n(0)), {count(0), gpus(n(1), l)}};
    case AssumptionId::GenericKvCache:
        return {-1, {tokenArg(a, 0), tokens(n(1), l), sequences(n(2), l), kvHeads(n(3), l)}};
    case AssumptionId::GenericWindow:
    case AssumptionId::GenericActivations:
        return {pluralCount(n(0)), {count(0)}};
    case AssumptionId::ReplicatedKvHead:
        return {-1, {count(0), count(1)}};
    case AssumptionId::GenericRuntime:
    case AssumptionId::VllmCudaGraphsInBudget:
    case AssumptionId::VllmCudaGraphsInReserve:
        return {-1, {mib(0)}};
    case AssumptionId::UsableMemory:
        return {-1, {count(0)}};
    case AssumptionId::VllmParallelism:
        return {-1, {plain(0)}};
    case AssumptionId::VllmParallelismReplicas:
        return {pluralCount(n(1)), {plain(0), count(1)}};
    case AssumptionId::VllmBudget:
        // 900 permille -> "90.0" (one decimal, the locale's decimal point).
        return {-1, {l.toString(double(n(0)) / 10.0, 'f', 1), mib(1), count(2), count(3), mib(4)}};
    case AssumptionId::VllmKvCache:
        return {pluralCount(n(1)), {tokenArg(a, 0), count(1)}};
    case AssumptionId::VllmReserve:
        return {pluralCount(n(1)), {mib(0), count(1)}};
    default:
        return {};
    }
}

Filled AssumptionLabels::layerSplitArgs(const fit::Assumption &a, const QLocale &l)
{
    const auto n = [&a](std::size_t i) {
        return integerArg(a, i);
    };
    const auto count = [&](std::size_t i) {
        return l.toString(n(i));
    };
    const auto plain = [&](std::size_t i) {
        return QString::number(n(i));
    };
    const auto mib = [&](std::size_t i) {
        return l.toString(n(i) / kMiB);
    };
    switch (a.id) {
    case AssumptionId::OllamaContext:
        return {-1, {plain(0), parallelSequences(n(1), l), count(2), count(3)}};
    case AssumptionId::LlamaCppContext:
        return {-1, {tokenArg(a, 0), plain(1), plain(2), count(3), count(4)}};
    case AssumptionId::LayerSplit:
        return {pluralCount(n(0)), {count(0), countList(a, 2, l), count(1)}};
    case AssumptionId::KvCacheTypes:
        return {-1, {tokenArg(a, 0)}};
    case AssumptionId::SlidingWindowCells:
        return {pluralCount(n(0)), {count(0), count(1)}};
    case AssumptionId::OllamaGraph:
        return {pluralCount(n(0)), {count(0), mib(1)}};
    case AssumptionId::ComputeBufferFlash:
    case AssumptionId::ComputeBufferNoFlash:
        return {pluralCount(n(0)), {count(0), count(1), mib(2)}};
    default:
        return {};
    }
}

// Training (fit/training.cpp trainingAssumptions).
QString AssumptionLabels::trainingTemplate(AssumptionId id, int n)
{
    switch (id) {
    case AssumptionId::TrainingModelStates:
        return tr("Model states per trainable parameter (%1): weights %2 bytes, fp32 master copy %3, gradients %4, "
                  "optimizer state %5 (%6); %7 bytes before sharding.",
                  "%1 = a dtype (bf16), %6 = an optimizer name (adamw); %2-%5 and %7 are bytes per parameter");
    case AssumptionId::TrainingLora:
        return tr("LoRA rank %1 on %2: %3 trainable parameters; the frozen base, %4, takes %5 MiB and has no "
                  "gradients or optimizer state.",
                  "%2 = LoRA target modules (q,k,v,o), %4 = a weight format label", n);
    case AssumptionId::TrainingOneGpu:
        return tr("One GPU: no data parallelism and no gradient buckets.");
    case AssumptionId::TrainingDdp:
        return tr("DDP over %1 GPUs: every GPU holds all model states (replicas do not pool memory), plus %2 MiB of "
                  "gradient buckets, a second copy of the gradients (gradient_as_bucket_view is off by default).",
                  nullptr, n);
    case AssumptionId::TrainingNoShard:
        return tr("FSDP NO_SHARD over %1 GPUs: every GPU holds all model states; replicas do not pool memory.", nullptr,
                  n);
    case AssumptionId::TrainingShardOptimizer:
        return tr("%1 over %2 GPUs: the optimizer state and master weights are divided by %2; weights and gradients "
                  "are whole on every GPU.",
                  "%1 = a sharding strategy (ZeRO-1)", n);
    case AssumptionId::TrainingShardGradients:
        return tr("%1 over %2 GPUs: the optimizer state, master weights and gradients are divided by %2; weights are "
                  "whole on every GPU.",
                  "%1 = a sharding strategy (ZeRO-2, FSDP SHARD_GRAD_OP)", n);
    case AssumptionId::TrainingZero3:
        return tr("ZeRO-3 over %1 GPUs: weights, master weights, gradients and optimizer state are divided by %1, plus "
                  "%2 MiB to gather the largest layer's weights and gradients (DeepSpeed's estimate).",
                  nullptr, n);
    case AssumptionId::TrainingFsdpFull:
        return tr("%1 over %2 GPUs: weights, master weights, gradients and optimizer state are divided by %2, plus %3 "
                  "MiB for the gathered root unit (embeddings, LM head, final norm) and two gathered decoder layers "
                  "(the current one and the prefetched one).",
                  "%1 = a sharding strategy (FSDP FULL_SHARD)", n);
    case AssumptionId::TrainingHybridGroups:
        return tr("HYBRID_SHARD: %1 shard groups of %2 GPUs; each group holds one replica, and replicas do not pool "
                  "memory.",
                  nullptr, n);
    case AssumptionId::TrainingActivationsFlash:
        return tr("Activations: micro-batch %1 x %2 tokens with flash attention, activation checkpointing %3: %4 MiB "
                  "(Korthikanti et al. 2022 per layer, generalised to gated FFNs, GQA and fp32 norms, no dropout).",
                  "%3 = none, selective or full (a setting)", n);
    case AssumptionId::TrainingActivationsNoFlash:
        return tr(
            "Activations: micro-batch %1 x %2 tokens without flash attention (the attention scores are stored "
            "unless checkpointing is selective), activation checkpointing %3: %4 MiB (Korthikanti et al. 2022 per "
            "layer, generalised to gated FFNs, GQA and fp32 norms, no dropout).",
            "%3 = none, selective or full (a setting)", n);
    case AssumptionId::TrainingFrozenActivations:
        return tr("The frozen base keeps no linear input for the backward pass; only the LoRA-targeted matrices keep "
                  "theirs, with their rank-r intermediate.");
    case AssumptionId::TrainingLogits:
        return tr("Logits: %1 tokens x %2 vocabulary entries in %3, with the fp32 copy the loss works on and its fp32 "
                  "log-softmax: %4 MiB.",
                  "%3 = a dtype (bf16)", n);
    case AssumptionId::TrainingGradientAccumulation:
        return tr("Gradient accumulation over %1 changes no memory term: the gradients are counted whole already.",
                  "%1 = '4 micro-batches'");
    case AssumptionId::TrainingOptimizerInBackward:
        return tr("Optimizer step fused into the backward pass: only the largest parameter's gradient (%1 MiB) exists "
                  "at a time.");
    case AssumptionId::TrainingOffloadOptimizer:
        return tr("CPU offload: the optimizer state and master weights live in host RAM and the gradients are copied "
                  "there in fp32 for the step: %1 MiB of host RAM per GPU (DeepSpeed's 1.5x pinned-buffer margin is "
                  "not applied).");
    case AssumptionId::TrainingOffloadParams:
        return tr("CPU offload: the weights, optimizer state and master weights live in host RAM and the gradients are "
                  "copied there in fp32; the GPU keeps the gathered layers: %1 MiB of host RAM per GPU (DeepSpeed's "
                  "1.5x pinned-buffer margin is not applied).");
    case AssumptionId::TrainingCheckpoint:
        return tr("Checkpoint: %1 MiB to resume training (trainable weights, master weights and optimizer state), at "
                  "most %2 MiB written by one rank; a weights-only export takes %3 MiB.");
    default:
        return {};
    }
}

Filled AssumptionLabels::trainingArgs(const fit::Assumption &a, const QLocale &l)
{
    const auto n = [&a](std::size_t i) {
        return integerArg(a, i);
    };
    const auto count = [&](std::size_t i) {
        return l.toString(n(i));
    };
    const auto mib = [&](std::size_t i) {
        return l.toString(n(i) / kMiB);
    };
    // Bytes per parameter x 1000 with two decimals: 16000 -> "16.00" (the locale's decimal point).
    const auto milli = [&](std::size_t i) {
        QString text = l.toString(n(i) / 1000);
        text += l.decimalPoint();
        text += QString::number(n(i) % 1000 / 10).rightJustified(2, u'0');
        return text;
    };
    switch (a.id) {
    case AssumptionId::TrainingModelStates:
        return {-1, {tokenArg(a, 0), milli(1), milli(2), milli(3), milli(4), tokenArg(a, 5), milli(6)}};
    case AssumptionId::TrainingLora:
        return {pluralCount(n(2)), {count(0), tokenArg(a, 1), count(2), formatLabel(tokenArg(a, 3)), mib(4)}};
    case AssumptionId::TrainingDdp:
    case AssumptionId::TrainingZero3:
        return {pluralCount(n(0)), {count(0), mib(1)}};
    case AssumptionId::TrainingNoShard:
        return {pluralCount(n(0)), {count(0)}};
    case AssumptionId::TrainingShardOptimizer:
    case AssumptionId::TrainingShardGradients:
        return {pluralCount(n(1)), {tokenArg(a, 0), count(1)}};
    case AssumptionId::TrainingFsdpFull:
        return {pluralCount(n(1)), {tokenArg(a, 0), count(1), mib(2)}};
    case AssumptionId::TrainingHybridGroups:
        return {pluralCount(n(0)), {count(0), count(1)}};
    case AssumptionId::TrainingActivationsFlash:
    case AssumptionId::TrainingActivationsNoFlash:
        return {pluralCount(n(1)), {count(0), count(1), tokenArg(a, 2), mib(3)}};
    case AssumptionId::TrainingLogits:
        return {pluralCount(n(0)), {count(0), count(1), tokenArg(a, 2), mib(3)}};
    case AssumptionId::TrainingGradientAccumulation:
        return {-1, {microBatches(n(0), l)}};
    case AssumptionId::TrainingOptimizerInBackward:
    case AssumptionId::TrainingOffloadOptimizer:
    case AssumptionId::TrainingOffloadParams:
        return {-1, {mib(0)}};
    case AssumptionId::TrainingCheckpoint:
        return {-1, {mib(0), mib(1), mib(2)}};
    default:
        return {};
    }
}

// Engine releases (fit/engineversion.h; fit/engineplan.cpp).
QString AssumptionLabels::releaseTemplate(AssumptionId id, int n)
{
    switch (id) {
    case AssumptionId::ContextAboveTrained:
        return tr("The context of %1 tokens is longer than the %2 tokens the model was trained on; llama.cpp runs it "
                  "with a warning (possible training context overflow), and the output past the trained length may "
                  "degrade.",
                  nullptr, n);
    case AssumptionId::OllamaContextCapped:
        return tr("Ollama caps num_ctx %1 at the %2 tokens the model was trained on.", "num_ctx is an Ollama option",
                  n);
    case AssumptionId::SlidingWindowIgnored:
        return tr("llama.cpp treats Phi-3 sliding-window layers as full attention: they keep the full context.");
    case AssumptionId::MlaLatentAndValue:
        return tr("MLA layers keep the compressed latent K (kv_lora_rank + rope dims) and a separate V (kv_lora_rank) "
                  "per token.");
    case AssumptionId::MlaPerHead:
        return tr("MLA layers cache every head's K (%1 dims) and V (%2 dims), as releases before MLA support did.");
    case AssumptionId::VllmV0Engine:
        return tr("vLLM V0 engine (releases before 0.8.0): the profile step covers max(max_model_len, 2048) tokens "
                  "unless chunked prefill is on (max_model_len above 32768), every attention layer keeps the full "
                  "context in one block pool, %1 MiB of non-torch memory, at most %2 sequences by default.",
                  "max_model_len is a vLLM setting", n);
    default:
        return {};
    }
}

Filled AssumptionLabels::releaseArgs(const fit::Assumption &a, const QLocale &l)
{
    const auto n = [&a](std::size_t i) {
        return integerArg(a, i);
    };
    const auto count = [&](std::size_t i) {
        return l.toString(n(i));
    };
    switch (a.id) {
    case AssumptionId::ContextAboveTrained:
        return {pluralCount(n(1)), {count(0), count(1)}};
    case AssumptionId::OllamaContextCapped:
        return {pluralCount(n(1)), {QString::number(n(0)), count(1)}};
    case AssumptionId::MlaPerHead:
        return {-1, {count(0), count(1)}};
    case AssumptionId::VllmV0Engine:
        return {pluralCount(n(1)), {l.toString(n(0) / kMiB), count(1)}};
    default:
        return {};
    }
}

// Placements (fit/placement.h).
QString AssumptionLabels::placementTemplate(AssumptionId id, int n)
{
    switch (id) {
    case AssumptionId::TokenEmbeddingsOnHost:
        return tr("The token embeddings (%1 MiB) stay in host memory: llama.cpp keeps the input layer on the CPU.");
    case AssumptionId::LayersOnHost:
        return tr("%1 of %2 layers stay in host memory with their KV cache (--n-gpu-layers) and run on the CPU.",
                  nullptr, n);
    case AssumptionId::OutputOnHost:
        return tr("The output layer stays in host memory too: --n-gpu-layers does not offload it.");
    case AssumptionId::ExpertsOnHost:
        return tr("The routed experts (%1 MiB) stay in host memory (-ot exps=CPU); the rest of each layer is on its "
                  "GPU.");
    case AssumptionId::PipelineStages:
        return tr("Pipeline parallel: %1 stages of %2 GPUs holding %3 layers (vLLM get_pp_indices); the first stage "
                  "holds the embeddings, the last the LM head.",
                  "%3 = layers per stage ('27, 27 and 26')", n);
    case AssumptionId::ExpertParallelPlacement:
        return tr("Expert parallel: each MoE layer's %2 experts are spread over %1 GPUs as whole experts, at most %3 "
                  "on one GPU.",
                  nullptr, n);
    case AssumptionId::MixedDevices:
        return tr("The %1 GPUs of the replica differ: each holds its own layers in its own memory; the figures are "
                  "those of the GPU with the least headroom.",
                  nullptr, n);
    default:
        return {};
    }
}

Filled AssumptionLabels::placementArgs(const fit::Assumption &a, const QLocale &l)
{
    const auto n = [&a](std::size_t i) {
        return integerArg(a, i);
    };
    const auto count = [&](std::size_t i) {
        return l.toString(n(i));
    };
    const auto mib = [&](std::size_t i) {
        return l.toString(n(i) / kMiB);
    };
    switch (a.id) {
    case AssumptionId::TokenEmbeddingsOnHost:
    case AssumptionId::ExpertsOnHost:
        return {-1, {mib(0)}};
    case AssumptionId::LayersOnHost:
        return {pluralCount(n(1)), {count(0), count(1)}};
    case AssumptionId::PipelineStages:
        return {pluralCount(n(1)), {count(0), count(1), countList(a, 2, l)}};
    case AssumptionId::ExpertParallelPlacement:
        return {pluralCount(n(0)), {count(0), count(1), count(2)}};
    case AssumptionId::MixedDevices:
        return {pluralCount(n(0)), {count(0)}};
    default:
        return {};
    }
}

QString AssumptionLabels::text(const fit::Assumption &a, const QLocale &locale)
{
    Filled filled = shardingArgs(a, locale);
    if (filled.args.isEmpty())
        filled = layerSplitArgs(a, locale);
    if (filled.args.isEmpty())
        filled = trainingArgs(a, locale);
    if (filled.args.isEmpty())
        filled = diffusionArgs(a, locale);
    if (filled.args.isEmpty())
        filled = releaseArgs(a, locale);
    if (filled.args.isEmpty())
        filled = placementArgs(a, locale);
    // Ids without arguments take their template as it is.
    return fill(templateOf(a.id, filled.n), filled.args);
}

} // namespace

QStringList labels::assumptionTexts(const fit::Estimate &estimate, const QLocale &locale)
{
    QStringList out;
    if (estimate.assumptionItems.empty()) {
        for (const std::string &a : estimate.assumptions)
            out << QString::fromStdString(a);
        return out;
    }
    for (const fit::Assumption &a : estimate.assumptionItems)
        out << AssumptionLabels::text(a, locale);
    return out;
}

QString labels::assumptionText(const fit::Assumption &assumption, const QLocale &locale)
{
    return AssumptionLabels::text(assumption, locale);
}

QString labels::assumptionTemplate(fit::AssumptionId id)
{
    return AssumptionLabels::templateOf(id, -1);
}

} // namespace headroom::scenario
