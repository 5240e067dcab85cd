// SPDX-License-Identifier: GPL-3.0-or-later
#include <cli/estimatecommand.h>

#include <cli/jsonformat.h>
#include <cli/optionreader.h>
#include <cli/scenariooptions.h>
#include <quote/pdflanguage.h>
#include <quote/quote.h>
#include <scenario/assumptionlabels.h>
#include <scenario/choice.h>
#include <scenario/labels.h>
#include <scenario/memoryrows.h>
#include <scenario/workloadlabels.h>

#include <cli/commandline.h>

#include <algorithm>
#include <optional>

namespace headroom::cli {

namespace {

// How one replica is spread over its GPUs, as the window and the PDF say it: tensor parallelism, or
// llama.cpp's layer split with the layers each GPU holds.
QString parallelismText(const fit::Estimate &e, int tensorParallel, int pipelineParallel, const QLocale &locale)
{
    if (pipelineParallel > 1)
        return EstimateCommand::tr("tensor parallel %1 x pipeline parallel %2, replicas %3")
            .arg(locale.toString(tensorParallel), locale.toString(pipelineParallel), locale.toString(e.replicas));
    if (scenario::shardsTensors(e.engine) || e.layersPerDevice.size() < 2)
        return EstimateCommand::tr("tensor parallel %1, replicas %2")
            .arg(locale.toString(tensorParallel), locale.toString(e.replicas));
    QStringList layers;
    for (const int n : e.layersPerDevice)
        layers << locale.toString(n);
    return EstimateCommand::tr("layer split over %1 GPUs (layers per GPU: %2), replicas %3")
        .arg(locale.toString(int(e.layersPerDevice.size())), layers.join(QStringLiteral(", ")),
             locale.toString(e.replicas));
}

// "2 × NVIDIA RTX 4090 (rtx-4090)", or with --devices the ids in CUDA order: "rtx-4090 + rtx-3090".
QString gpusText(const fit::Scenario &s, const catalog::Gpu &gpu, const QLocale &locale)
{
    if (s.placement.devices.empty())
        return EstimateCommand::tr("%1 × %2 (%3)").arg(locale.toString(s.hardware.gpuCount), gpu.name, gpu.id);
    QStringList ids;
    for (const fit::Device &d : s.placement.devices)
        ids << QString::fromStdString(d.gpuId);
    return ids.join(QStringLiteral(" + "));
}

enum class Align { Left, Right };

// Left column padded to the widest label; values left-aligned (text) or right-aligned (numbers).
QString table(const QList<std::pair<QString, QString>> &rows, Align values)
{
    qsizetype labelWidth = 0;
    qsizetype valueWidth = 0;
    for (const auto &[label, value] : rows) {
        labelWidth = std::max(labelWidth, label.size());
        valueWidth = std::max(valueWidth, value.size());
    }
    QString text;
    for (const auto &[label, value] : rows)
        text += u"  " + label.leftJustified(labelWidth + 2) +
                (values == Align::Right ? value.rightJustified(valueWidth) : value) + u'\n';
    return text;
}

// Permille as a decimal without trailing zeros: 900 -> "0.9", 925 -> "0.925", 1000 -> "1".
QString permilleText(int permille)
{
    QString text = QString::number(permille / 1000);
    QString fraction = QString::number(permille % 1000).rightJustified(3, u'0');
    while (fraction.endsWith(u'0'))
        fraction.chop(1);
    return fraction.isEmpty() ? text : text + u'.' + fraction;
}

} // namespace

QString EstimateCommand::synopsis()
{
    return QStringLiteral("headroom estimate --model ID --gpu ID [--gpus N] [--tensor-parallel N] "
                          "[--weights FORMAT] [--kv-cache-dtype T] [--kv-cache-dtype-k T] [--kv-cache-dtype-v T] "
                          "[--context TOKENS] [--concurrency SEQUENCES] "
                          "[--engine generic|llama.cpp|ik_llama.cpp|vllm|ollama] [--gpu-memory-utilization F] "
                          "[--max-num-batched-tokens N] [--max-num-seqs N] [--ubatch N] [--flash-attention on|off] "
                          "[--gpu-memory-gib F] [--workload inference|full-finetune|lora|qlora|diffusion] "
                          "[--micro-batch-size N] [--gradient-accumulation N] [--optimizer OPT] "
                          "[--master-weights fp32|none] [--gradient-dtype bf16|fp32] [--optimizer-in-backward on|off] "
                          "[--activation-checkpointing none|selective|full] [--sharding STRATEGY] [--shard-group N] "
                          "[--offload none|optimizer|optimizer-params] [--lora-rank R] [--lora-targets LIST] "
                          "[--image WIDTHxHEIGHT] [--images N] [--vae-tiling off|TILE] [--vae-slicing on|off] "
                          "[--diffusion-offload none|model|sequential] [--devices ID,ID,...] "
                          "[--tensor-split P,P,...] [--n-gpu-layers N] [--experts-on-cpu] [--pipeline-parallel N] "
                          "[--expert-parallel] [--engine-version V] [--lang nl|en|tr] [--json]");
}

QString EstimateCommand::langOption()
{
    return QStringLiteral("lang");
}

std::optional<QString> EstimateCommand::readLanguage(const OptionReader &options, CommandError *error)
{
    static const QStringList languages{QStringLiteral("nl"), QStringLiteral("en"), QStringLiteral("tr")};
    const std::optional<QString> language = options.choice(langOption(), languages, QStringLiteral("en"), error);
    if (!language)
        return std::nullopt;
    if (!quote::PdfLanguageScope::available(*language)) {
        if (error)
            *error = CommandError::runtime(tr("the %1 translation is not available in this build").arg(*language));
        return std::nullopt;
    }
    return language;
}

std::optional<CommandError> EstimateCommand::run(const QStringList &arguments, QString *output)
{
    CommandLine parser;
    parser.addOption({{QStringLiteral("h"), option::help()}, tr("Show this help.")});
    ScenarioOptions::addScenarioOptions(parser);
    ScenarioOptions::addGpuOptions(parser);
    parser.setGroup(tr("Output"));
    parser.addOption({langOption(), tr("Language of the table: nl, en or tr (default en); the JSON stays English."),
                      tr("LANG"), QStringLiteral("en")});
    parser.addOption({option::json(), tr("Print one JSON object instead of the table.")});
    if (auto error = OptionReader::parse(parser, arguments))
        return error;

    const catalog::Catalog &catalog = catalog::Catalog::builtIn();
    const OptionReader options(parser);
    if (options.isSet(option::help())) {
        *output += OptionReader::helpText(parser, synopsis(),
                                          tr("Estimates the memory one GPU of each model replica needs, under "
                                             "the rules of the chosen engine.\nModels: %1\nGPUs: %2")
                                              .arg(ScenarioOptions::modelIds(catalog).join(QLatin1String(", ")),
                                                   ScenarioOptions::gpuIds(catalog).join(QLatin1String(", "))));
        return std::nullopt;
    }
    CommandError error;
    // The language first: from here on the output and the error line are in it (the help above stays
    // English, as CommandLine's option texts are made before the language is known).
    const std::optional<QString> language = readLanguage(options, &error);
    if (!language)
        return error;
    const quote::PdfLanguageScope scope(*language);
    if (!parser.positionalArguments().isEmpty())
        return CommandError::usage(tr("unexpected argument '%1'").arg(parser.positionalArguments().constFirst()));

    // The model is the subject of an estimate: report a missing --model before a missing --gpu.
    if (!options.isSet(option::model()))
        return CommandError::usage(tr("--%1 is required").arg(option::model()));
    const std::optional<GpuChoice> gpu = ScenarioOptions::readGpu(options, catalog, &error);
    if (!gpu)
        return error;
    std::optional<ScenarioChoice> choice = ScenarioOptions::readScenario(options, catalog, *gpu, &error);
    if (!choice)
        return error;
    const std::optional<FitReport> report = FitReport::compute(std::move(*choice), &error);
    if (!report)
        return error;

    if (options.isSet(option::json()))
        *output += jsonText(QJsonDocument(estimateToJson(*report)));
    else
        *output += formatText(*report, *gpu->gpu, *language);
    return std::nullopt;
}

namespace {

// "vLLM (gpu_memory_utilization 0.9)", "llama.cpp (ubatch 512, flash attention on)", "Generic (Transformers)":
// the engine as scenario/labels.h names it, with the settings that shape the estimate, written as the
// engine's flags take them ("0.9", "1024": no locale digits).
QString engineText(const fit::Estimate &estimate, const fit::EngineSettings &settings)
{
    const QString engine = scenario::labels::engineName(estimate.engine);
    switch (estimate.engine) {
    case fit::Engine::Generic:
        return engine;
    case fit::Engine::Vllm:
        return EstimateCommand::tr("%1 (gpu_memory_utilization %2)")
            .arg(engine, permilleText(settings.gpuMemoryUtilizationPermille));
    case fit::Engine::LlamaCpp:
    case fit::Engine::IkLlamaCpp:
    case fit::Engine::Ollama:
        return EstimateCommand::tr("%1 (ubatch %2, flash attention %3)")
            .arg(engine, QString::number(settings.ubatch),
                 settings.flashAttention ? EstimateCommand::tr("on") : EstimateCommand::tr("off"));
    }
    return engine;
}

// Model, config, GPUs, parallelism, engine, precision and workload as a two-column table.
QString scenarioTable(const FitReport &report, const catalog::Gpu &gpu, const QLocale &locale)
{
    const fit::Scenario &scenario = report.choice.scenario;
    const fit::Estimate &estimate = report.estimate;
    const fit::Hardware &hw = scenario.hardware;
    const fit::KvCacheDtype valueType = fit::valueCacheDtype(scenario);
    const QString kvTypes = valueType == scenario.kvCache
                                ? fromStd(fit::toString(scenario.kvCache))
                                : EstimateCommand::tr("K %1, V %2")
                                      .arg(fromStd(fit::toString(scenario.kvCache)), fromStd(fit::toString(valueType)));
    QList<std::pair<QString, QString>> rows{
        {EstimateCommand::tr("Model"),
         EstimateCommand::tr("%1 (%2)").arg(QString::fromStdString(scenario.model.displayName),
                                            QString::fromStdString(scenario.model.id))},
    };
    if (!report.choice.modelConfig.isEmpty())
        rows.append({EstimateCommand::tr("Config"), report.choice.modelConfig});
    rows.append({
        {EstimateCommand::tr("GPUs"), gpusText(scenario, gpu, locale)},
        {EstimateCommand::tr("Parallelism"),
         parallelismText(estimate, hw.tensorParallel, scenario.placement.pipelineParallel, locale)},
        {EstimateCommand::tr("Engine"), engineText(estimate, scenario.engine)},
        {EstimateCommand::tr("Precision"),
         EstimateCommand::tr("weights %1, KV cache %2")
             .arg(QString::fromStdString(fit::weightFormatLabel(report.choice.weightFormat)), kvTypes)},
        {EstimateCommand::tr("Workload"), EstimateCommand::tr("context %1 tokens, concurrency %2")
                                              .arg(locale.toString(qlonglong(scenario.workload.contextTokens)),
                                                   locale.toString(scenario.workload.concurrency))},
    });
    return table(rows, Align::Left);
}

// The per-GPU memory rows in GiB (scenario::labels::memoryRows, as the window's breakdown table lists them).
QString memoryTable(const fit::Scenario &scenario, const fit::Estimate &estimate, const QLocale &locale)
{
    QList<std::pair<QString, QString>> rows;
    for (const scenario::labels::MemoryRow &row : scenario::labels::memoryRows(scenario, estimate))
        rows.append({row.part ? u"  " + row.label : row.label, scenario::labels::gibText(row.bytes, locale)});
    return table(rows, Align::Right);
}

// One row per GPU of the replica and one for host RAM, when the GPUs hold different bytes or the host holds
// part of the model (placements, issue 14); empty otherwise. The table above is the binding GPU's.
QString devicesTable(const fit::Scenario &s, const fit::Estimate &e, const QLocale &locale)
{
    const auto gib = [&](qint64 bytes) {
        return scenario::labels::gibText(bytes, locale);
    };
    const scenario::labels::DeviceView view = scenario::labels::deviceView(s, e);
    if (!view.gpus && !view.host)
        return {};
    QList<std::pair<QString, QString>> rows;
    for (const fit::DeviceEstimate &d : e.devicesBreakdown) {
        rows.append({EstimateCommand::tr("GPU %1 (%2)").arg(locale.toString(d.index), QString::fromStdString(d.gpuId)),
                     EstimateCommand::tr("%1 layers, weights %2, KV cache %3, total %4 of %5, headroom %6%7")
                         .arg(locale.toString(d.layers), gib(d.bytes.weights), gib(d.bytes.kvCache),
                              gib(d.bytes.total()), gib(d.usableBytes), gib(d.headroomBytes),
                              d.index == e.bindingDevice ? EstimateCommand::tr(" (binding)") : QString())});
    }
    rows.append({EstimateCommand::tr("Host RAM"),
                 EstimateCommand::tr("weights %1, KV cache %2, output buffer %3, "
                                     "total %4")
                     .arg(gib(e.host.weights), gib(e.host.kvCache), gib(e.host.activations), gib(e.hostBytes))});
    return u'\n' + EstimateCommand::tr("Memory per device (GiB)") + u'\n' + table(rows, Align::Left);
}

// The placement solvers' answers (llama.cpp family), one sentence a line; each names the GPU that binds.
QString placementFindings(const FitReport &report, const QLocale &locale)
{
    const auto n = [&](qint64 value) {
        return locale.toString(qlonglong(value));
    };
    const auto gpuName = [&](int index) {
        const std::vector<fit::DeviceEstimate> &d = report.estimate.devicesBreakdown;
        const QString id = index >= 0 && std::size_t(index) < d.size()
                               ? QString::fromStdString(d[std::size_t(index)].gpuId)
                               : QString();
        return EstimateCommand::tr("GPU %1 (%2)").arg(n(index), id);
    };
    QString text;
    if (const std::optional<fit::PlacementSolution> &p = report.maxGpuLayers) {
        const qint64 layers = report.choice.scenario.model.layers;
        text += (!p->fits ? EstimateCommand::tr("Largest --n-gpu-layers: none fits, not even the compute buffers "
                                                "(binding: %1).")
                                .arg(gpuName(p->bindingDevice))
                 : p->value > layers
                     ? EstimateCommand::tr("Largest --n-gpu-layers: every layer and the output layer fit (%1).")
                           .arg(n(p->value))
                     : EstimateCommand::tr("Largest --n-gpu-layers: %1 of %2; the next layer does not fit on %3.")
                           .arg(n(p->value), n(layers + 1), gpuName(p->bindingDevice))) +
                u'\n';
    }
    if (const std::optional<fit::PlacementSolution> &p = report.fittingTensorSplit) {
        QStringList parts;
        for (const double x : p->tensorSplit)
            parts << locale.toString(x, 'g', 6);
        text += (p->fits ? EstimateCommand::tr("A --tensor-split that fits: %1.").arg(parts.join(QLatin1Char(',')))
                         : EstimateCommand::tr("No --tensor-split fits every GPU (fullest: %1).")
                               .arg(gpuName(p->bindingDevice))) +
                u'\n';
    }
    if (const std::optional<fit::PlacementSolution> &p = report.expertsOnCpu) {
        text += (p->fits ? EstimateCommand::tr("With the experts on the CPU (--experts-on-cpu) it fits, with %1 GiB "
                                               "in host RAM.")
                               .arg(scenario::labels::gibText(p->hostBytes, locale))
                         : EstimateCommand::tr("Even with the experts on the CPU it does not fit (binding: %1).")
                               .arg(gpuName(p->bindingDevice))) +
                u'\n';
    }
    return text;
}

// The verdict, the binding constraint and the solvers' answers, one sentence a line.
QString findings(const FitReport &report, const catalog::Gpu &gpu, const QLocale &locale)
{
    using scenario::labels::constraintName;
    const fit::Scenario &scenario = report.choice.scenario;
    const fit::Estimate &estimate = report.estimate;
    const auto n = [&](qint64 value) {
        return locale.toString(qlonglong(value));
    };
    QString text = scenario::labels::fitVerdict(estimate, locale) + u".\n";
    text += EstimateCommand::tr("Binding constraint: %1.").arg(constraintName(estimate.binding, &estimate)) + u'\n';
    text += EstimateCommand::tr("KV cache per token: %1 bytes per GPU.").arg(n(estimate.kvCacheBytesPerToken)) + u'\n';

    const QString context = n(scenario.workload.contextTokens);
    const qint64 sequences = estimate.maxConcurrency;
    text += (sequences == 0 ? EstimateCommand::tr("Not even one sequence of %1 tokens fits.").arg(context)
             : sequences == 1
                 ? EstimateCommand::tr("Fits 1 sequence at %1 tokens.").arg(context)
                 : EstimateCommand::tr("Fits up to %1 concurrent sequences at %2 tokens.").arg(n(sequences), context)) +
            u'\n';
    if (report.maxContext) {
        // The same hardware as the estimate: "weights alone" holds at every context.
        const fit::Solution &s = *report.maxContext;
        const QString binding = constraintName(s.binding, &estimate);
        const QString concurrency = n(scenario.workload.concurrency);
        text +=
            (s.value == 0
                 ? EstimateCommand::tr("Largest context at concurrency %1: none fits (%2).").arg(concurrency, binding)
                 : EstimateCommand::tr("Largest context at concurrency %1: %2 tokens (binding constraint: %3).")
                       .arg(concurrency, n(s.value), binding)) +
            u'\n';
    }
    if (report.minGpus) {
        const fit::Solution &s = *report.minGpus;
        text += (s.value == 0 ? EstimateCommand::tr("Fewest GPUs: no tensor-parallel degree up to %1 × %2 fits.")
                                    .arg(n(FitReport::kMinGpusSearchLimit), gpu.name)
                              : (scenario::shardsTensors(estimate.engine)
                                     ? EstimateCommand::tr("Fewest GPUs: %1 × %2 (tensor parallel %1).")
                                     : EstimateCommand::tr("Fewest GPUs: %1 × %2 (layer split)."))
                                    .arg(n(s.value), gpu.name)) +
                u'\n';
    }
    if (report.kvTokens)
        text += EstimateCommand::tr("KV cache capacity: %1 tokens per replica.").arg(n(report.kvTokens->value)) + u'\n';
    text += placementFindings(report, locale);
    return text;
}

// Issue 13: decode per sequence and in total, prefill and time to first token, each with its bound, and
// the request and engine profile they assume; one line saying so when the GPU's speed is not known.
QString throughputText(const FitReport &report, const QLocale &locale)
{
    const fit::Throughput &t = report.throughput;
    QString text = EstimateCommand::tr("Throughput") + u'\n';
    if (t.known && !report.estimate.fits)
        text += u"  " + scenario::labels::throughputIfItFitted() + u'\n';
    for (const QString &line : scenario::labels::throughputLines(t, report.choice.scenario.workload.concurrency,
                                                                 report.estimate.replicas, locale))
        text += u"  " + line + u'\n';
    if (t.known)
        text += u"  " + scenario::labels::throughputAssumption(t, report.choice.scenario, locale) + u'\n';
    return text;
}

// Training and image generation: the scenario, the per-GPU memory by segment (and by phase), the verdict,
// the checkpoint and the solvers, with scenario/workloadlabels.h's sentences.
QString workloadText(const FitReport &report, const catalog::Gpu &gpu, const QLocale &locale)
{
    namespace labels = scenario::labels;
    const fit::Scenario &s = report.choice.scenario;
    const fit::Estimate &e = report.estimate;
    const bool diffusion = s.kind == fit::WorkloadKind::Diffusion;
    QList<std::pair<QString, QString>> rows{
        {EstimateCommand::tr("Model"), EstimateCommand::tr("%1 (%2)").arg(QString::fromStdString(s.model.displayName),
                                                                          QString::fromStdString(s.model.id))},
        {EstimateCommand::tr("GPUs"),
         EstimateCommand::tr("%1 × %2 (%3)").arg(locale.toString(s.hardware.gpuCount), gpu.name, gpu.id)},
        {EstimateCommand::tr("Workload"), scenario::workloadName(s.kind)},
        {diffusion ? EstimateCommand::tr("Denoiser weights") : EstimateCommand::tr("Weights"),
         QString::fromStdString(fit::weightFormatLabel(report.choice.weightFormat))},
    };
    for (const QString &line : diffusion ? labels::diffusionLines(s, e, locale) : labels::trainingLines(s, e, locale))
        rows.append({QString(), line});
    QString text = table(rows, Align::Left) + u'\n';

    text += EstimateCommand::tr("Memory per GPU (GiB)") + u'\n';
    text += memoryTable(s, e, locale);
    if (diffusion && e.phases.size() == std::size(fit::kAllDiffusionPhases)) {
        text += u'\n' + EstimateCommand::tr("Memory per phase (GiB)") + u'\n';
        QList<std::pair<QString, QString>> phases;
        for (const fit::DiffusionPhase p : fit::kAllDiffusionPhases)
            phases.append({labels::phaseName(p), labels::gibText(e.phases[std::size_t(p)].total(), locale)});
        text += table(phases, Align::Right);
    }
    text += u'\n' + labels::fitVerdict(e, locale) + u".\n";
    if (diffusion)
        text += labels::peakPhaseSentence(e, locale) + u'\n';
    for (const QString &sentence : {labels::checkpointSentence(e, locale), labels::hostRamSentence(e, locale)}) {
        if (!sentence.isEmpty())
            text += sentence + u'\n';
    }
    using K = labels::SolverKind;
    const std::pair<K, const std::optional<fit::WorkloadSolution> *> solvers[] = {
        {K::MicroBatch, &report.maxMicroBatch},
        {K::SequenceLength, &report.maxSequenceLength},
        {K::GpusForSharding, &report.minGpusForSharding},
        {K::ImageSide, &report.maxImageSide},
        {K::Images, &report.maxImages}};
    for (const auto &[kind, solution] : solvers) {
        if (const QString sentence = labels::solverSentence(kind, *solution, s, gpu.name, locale); !sentence.isEmpty())
            text += sentence + u'\n';
    }
    return text;
}

} // namespace

QString EstimateCommand::formatText(const FitReport &report, const catalog::Gpu &gpu, const QString &language)
{
    const QLocale locale = quote::localeForLanguage(language);
    if (report.choice.scenario.kind != fit::WorkloadKind::Inference) {
        QString text = workloadText(report, gpu, locale);
        const QStringList assumptions = scenario::labels::assumptionTexts(report.estimate, locale);
        if (!assumptions.isEmpty()) {
            text += u'\n' + tr("Assumptions:") + u'\n';
            for (const QString &a : assumptions)
                text += u"  - " + a + u'\n';
        }
        return text;
    }
    QString text = scenarioTable(report, gpu, locale);
    text += u'\n';
    text += tr("Memory per GPU (GiB)") + u'\n';
    text += memoryTable(report.choice.scenario, report.estimate, locale);
    text += devicesTable(report.choice.scenario, report.estimate, locale);
    text += u'\n';
    text += findings(report, gpu, locale);
    text += u'\n' + throughputText(report, locale);

    const QStringList assumptions = scenario::labels::assumptionTexts(report.estimate, locale);
    if (!assumptions.isEmpty()) {
        text += u'\n' + tr("Assumptions:") + u'\n';
        for (const QString &a : assumptions)
            text += u"  - " + a + u'\n';
    }
    if (!report.choice.modelNotes.isEmpty()) {
        text += u'\n' + tr("Model config notes:") + u'\n';
        for (const QString &note : report.choice.modelNotes)
            text += u"  - " + note + u'\n';
    }
    return text;
}

} // namespace headroom::cli
