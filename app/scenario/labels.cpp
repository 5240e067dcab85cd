// SPDX-License-Identifier: GPL-3.0-or-later
#include <scenario/labels.h>

#include <fit/placement.h>

#include <QCoreApplication>

#include <algorithm>

namespace headroom::scenario {

namespace {

class Labels
{
    Q_DECLARE_TR_FUNCTIONS(headroom::scenario::Labels)

public:
    static QString segmentName(fit::Segment segment, fit::Engine engine)
    {
        switch (segment) {
        case fit::Segment::Weights:
            return tr("Weights");
        case fit::Segment::KvFullAttention:
            return tr("KV cache, full attention");
        case fit::Segment::KvSlidingWindow:
            return tr("KV cache, sliding window");
        case fit::Segment::KvChunkedLocal:
            return tr("KV cache, chunked attention");
        case fit::Segment::KvMla:
            return tr("KV cache, latent (MLA)");
        case fit::Segment::Activations:
            return tr("Activations");
        case fit::Segment::Runtime:
            return tr("Runtime overhead");
        case fit::Segment::EngineReserve:
            switch (engine) {
            case fit::Engine::Vllm:
                return tr("vLLM reserve");
            case fit::Engine::Ollama:
                return tr("Ollama reserve");
            default:
                return tr("Engine reserve");
            }
        case fit::Segment::MasterWeights:
            return tr("Master weights (fp32)");
        case fit::Segment::Gradients:
            return tr("Gradients");
        case fit::Segment::OptimizerState:
            return tr("Optimizer state");
        case fit::Segment::LoraAdapters:
            return tr("LoRA adapters");
        case fit::Segment::Logits:
            return tr("Logits and loss");
        case fit::Segment::ShardingBuffers:
            return tr("Sharding buffers");
        case fit::Segment::TextEncoders:
            return tr("Text encoders");
        case fit::Segment::Denoiser:
            return tr("Denoiser");
        case fit::Segment::Vae:
            return tr("VAE");
        }
        return QString::fromUtf8(fit::segmentKey(segment));
    }

    static QString engineName(fit::Engine engine)
    {
        switch (engine) {
        case fit::Engine::Generic:
            return tr("Generic (Transformers)");
        case fit::Engine::LlamaCpp:
            return QStringLiteral("llama.cpp");
        case fit::Engine::IkLlamaCpp:
            return QStringLiteral("ik_llama.cpp");
        case fit::Engine::Vllm:
            return QStringLiteral("vLLM");
        case fit::Engine::Ollama:
            return QStringLiteral("Ollama");
        }
        return QString::fromUtf8(fit::toString(engine));
    }

    static QString constraintName(fit::Constraint constraint, const fit::Estimate *estimate)
    {
        switch (constraint) {
        case fit::Constraint::None:
            return tr("none");
        case fit::Constraint::GpuMemory:
            if (estimate && estimate->perDevice.weights > estimate->usablePerDeviceBytes)
                return tr("weights alone");
            return tr("GPU memory");
        case fit::Constraint::KvCacheBudget:
            return tr("KV cache budget");
        case fit::Constraint::EngineBudget:
            return tr("memory budget (weights and activations exceed memory \u00d7 utilization)");
        case fit::Constraint::EngineReserve:
            return tr("engine reserve (1 \u2212 utilization cannot hold the CUDA context)");
        case fit::Constraint::SchedulerLimit:
            return tr("scheduler limit (max_num_seqs)");
        case fit::Constraint::ModelContext:
            return tr("context limit of the model");
        case fit::Constraint::NoParallelism:
            return tr("no tensor-parallel degree fits");
        }
        return QString::fromUtf8(fit::constraintKey(constraint));
    }

    static QString throughputBoundName(fit::ThroughputBound bound)
    {
        switch (bound) {
        case fit::ThroughputBound::MemoryBandwidth:
            return tr("memory bandwidth");
        case fit::ThroughputBound::Compute:
            return tr("compute");
        case fit::ThroughputBound::Interconnect:
            return tr("interconnect");
        }
        return QString::fromUtf8(fit::throughputBoundKey(bound));
    }

    // "1 sequence" / "8 sequences", the count in `locale` (the n passed for the translation's plural forms).
    static QString sequences(int n, const QLocale &locale)
    {
        return n == 1 ? tr("1 sequence") : tr("%1 sequences", nullptr, n).arg(locale.toString(n));
    }

    static QStringList throughputLines(const fit::Throughput &t, int concurrency, int replicas, const QLocale &locale)
    {
        if (!t.known && t.placementNotModelled)
            return {tr("Throughput: not estimated for this placement (layers or experts in host RAM, GPUs of "
                       "different kinds, pipeline or expert parallelism run at speeds Headroom does not model).")};
        if (!t.known)
            return {tr("Throughput: not known for this GPU (its catalogue entry gives no memory bandwidth and "
                       "tensor throughput).")};
        const auto tps = [&](double v) {
            return labels::tokensPerSecondText(v, locale);
        };
        const double ms = t.timeToFirstTokenMs;
        return {
            tr("Decode: %1 tokens/s per sequence, %2 tokens/s in total over %3 (bound: %4)")
                .arg(tps(t.decodeTokensPerSecond), tps(t.decodeTokensPerSecondAggregate),
                     sequences(std::max(1, concurrency) * std::max(1, replicas), locale),
                     throughputBoundName(t.decodeBound)),
            tr("Prefill: %1 tokens/s for one prompt (bound: %2)")
                .arg(tps(t.prefillTokensPerSecond), throughputBoundName(t.prefillBound)),
            tr("Time to first token: %1 ms (one prompt on an idle replica)")
                .arg(locale.toString(ms, 'f', ms < 10 ? 1 : 0)),
        };
    }

    static QString throughputAssumption(const fit::Throughput &t, const fit::Scenario &s, const QLocale &locale)
    {
        const fit::ThroughputProfile &p = fit::throughputProfile(s.engine.engine);
        return tr("Throughput assumes %1 prompt and %2 output tokens per request and %3 decoding together per "
                  "replica; vendor peak figures \u00d7 the efficiency of the %4 profile (calibrated on: %5).")
            .arg(locale.toString(qlonglong(t.promptTokens)), locale.toString(qlonglong(t.outputTokens)),
                 sequences(std::max(1, s.workload.concurrency), locale), engineName(s.engine.engine),
                 QString::fromUtf8(p.calibratedOn.data(), qsizetype(p.calibratedOn.size())));
    }

    static QString fitVerdict(const fit::Estimate &e, const QLocale &locale)
    {
        return e.fits ? tr("Fits: %1 GiB headroom per GPU").arg(labels::gibText(e.headroomBytes, locale))
                      : tr("Does not fit: %1 GiB short per GPU").arg(labels::gibText(-e.headroomBytes, locale));
    }
};

} // namespace

labels::DeviceView labels::deviceView(const fit::Scenario &scenario, const fit::Estimate &e)
{
    DeviceView view;
    if (e.kind != fit::WorkloadKind::Inference || e.devicesBreakdown.empty())
        return view;
    const fit::DeviceEstimate &first = e.devicesBreakdown.front();
    for (const fit::DeviceEstimate &d : e.devicesBreakdown)
        view.gpus = view.gpus || d.bytes.total() != first.bytes.total() || d.usableBytes != first.usableBytes ||
                    d.gpuId != first.gpuId;
    view.host = !fit::isDefault(scenario.placement) && e.host.total() > 0;
    return view;
}

QString labels::gibText(std::int64_t bytes, const QLocale &locale)
{
    return locale.toString(static_cast<double>(bytes) / double(std::int64_t{1} << 30), 'f', 2);
}

QString labels::fitVerdict(const fit::Estimate &estimate, const QLocale &locale)
{
    return Labels::fitVerdict(estimate, locale);
}

QString labels::segmentName(fit::Segment segment, fit::Engine engine)
{
    return Labels::segmentName(segment, engine);
}

QString labels::engineName(fit::Engine engine)
{
    return Labels::engineName(engine);
}

QString labels::constraintName(fit::Constraint constraint, const fit::Estimate *estimate)
{
    return Labels::constraintName(constraint, estimate);
}

std::int64_t labels::shortfallBytes(const fit::Estimate &estimate)
{
    return estimate.headroomBytes < 0 ? -estimate.headroomBytes : 0;
}

QString labels::doesNotFitSentence(int gpuCount, const QString &gpuName, const fit::Estimate &estimate,
                                   const QLocale &locale)
{
    // QCoreApplication::translate with the literal context, so lupdate files it under Labels.
    const QString gpus = QCoreApplication::translate("headroom::scenario::Labels", "%1 \u00d7 %2")
                             .arg(locale.toString(gpuCount), gpuName);
    const QString binding = constraintName(estimate.binding, &estimate);
    const std::int64_t shortfall = shortfallBytes(estimate);
    if (shortfall == 0) {
        return QCoreApplication::translate("headroom::scenario::Labels",
                                           "The configuration quoted does not fit: %1 (binding constraint: %2).")
            .arg(gpus, binding);
    }
    return QCoreApplication::translate("headroom::scenario::Labels",
                                       "The configuration quoted does not fit: %1 needs %2 GiB more per GPU than "
                                       "it has (binding constraint: %3).")
        .arg(gpus, gibText(shortfall, locale), binding);
}

QString labels::bindingConstraintName(const QString &key, const fit::Estimate &estimate)
{
    if (const std::optional<fit::ThroughputBound> bound = fit::throughputBoundFromKey(key.toStdString()))
        return throughputBoundName(*bound);
    return constraintName(estimate.binding, &estimate);
}

QString labels::throughputBoundName(fit::ThroughputBound bound)
{
    return Labels::throughputBoundName(bound);
}

QString labels::throughputIfItFitted()
{
    return QCoreApplication::translate("headroom::scenario::Labels",
                                       "The configuration does not fit: these figures are what it would reach if it "
                                       "did.");
}

QString labels::tokensPerSecondText(double tokensPerSecond, const QLocale &locale)
{
    return locale.toString(tokensPerSecond, 'f', tokensPerSecond < 100 ? 1 : 0);
}

QStringList labels::throughputLines(const fit::Throughput &t, int concurrency, int replicas, const QLocale &locale)
{
    return Labels::throughputLines(t, concurrency, replicas, locale);
}

QString labels::throughputAssumption(const fit::Throughput &t, const fit::Scenario &scenario, const QLocale &locale)
{
    return Labels::throughputAssumption(t, scenario, locale);
}

} // namespace headroom::scenario
