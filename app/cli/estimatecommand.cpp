// SPDX-License-Identifier: GPL-3.0-or-later
#include <cli/estimatecommand.h>

#include <cli/jsonformat.h>
#include <cli/optionreader.h>
#include <cli/scenariooptions.h>

#include <QCommandLineParser>

#include <algorithm>

namespace headroom::cli {

namespace {

constexpr qint64 kGiB = qint64(1) << 30;

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
                          "[--gpu-memory-gib F] [--json]");
}

QString EstimateCommand::gib(qint64 bytes)
{
    // Display only: the byte counts themselves stay integers.
    return QString::number(double(bytes) / double(kGiB), 'f', 2);
}

std::optional<CommandError> EstimateCommand::run(const QStringList &arguments, QString *output)
{
    QCommandLineParser parser;
    parser.addOption({{QStringLiteral("h"), option::help()}, tr("Show this help.")});
    ScenarioOptions::addScenarioOptions(parser);
    ScenarioOptions::addGpuOptions(parser);
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
    if (!parser.positionalArguments().isEmpty())
        return CommandError::usage(tr("unexpected argument '%1'").arg(parser.positionalArguments().constFirst()));

    CommandError error;
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
        *output += formatText(*report, *gpu->gpu);
    return std::nullopt;
}

QString EstimateCommand::formatText(const FitReport &report, const catalog::Gpu &gpu)
{
    const fit::Scenario &scenario = report.choice.scenario;
    const fit::Estimate &estimate = report.estimate;
    const fit::Hardware &hw = scenario.hardware;
    const fit::EngineSettings &settings = scenario.engine;

    QString engine = fromStd(fit::toString(estimate.engine));
    switch (estimate.engine) {
    case fit::Engine::Generic:
        engine = tr("%1 (Transformers-style)").arg(engine);
        break;
    case fit::Engine::Vllm:
        engine = tr("%1 (gpu_memory_utilization %2)").arg(engine, permilleText(settings.gpuMemoryUtilizationPermille));
        break;
    case fit::Engine::LlamaCpp:
    case fit::Engine::IkLlamaCpp:
    case fit::Engine::Ollama:
        engine = tr("%1 (ubatch %2, flash attention %3)")
                     .arg(engine)
                     .arg(settings.ubatch)
                     .arg(settings.flashAttention ? tr("on") : tr("off"));
        break;
    }
    const fit::KvCacheDtype valueType = fit::valueCacheDtype(scenario);
    const QString kvTypes =
        valueType == scenario.kvCache
            ? fromStd(fit::toString(scenario.kvCache))
            : tr("K %1, V %2").arg(fromStd(fit::toString(scenario.kvCache)), fromStd(fit::toString(valueType)));

    QList<std::pair<QString, QString>> header{
        {tr("Model"), tr("%1 (%2)").arg(QString::fromStdString(scenario.model.displayName),
                                        QString::fromStdString(scenario.model.id))},
    };
    if (!report.choice.modelConfig.isEmpty())
        header.append({tr("Config"), report.choice.modelConfig});
    header.append({
        {tr("GPUs"), tr("%1 × %2 (%3)").arg(QString::number(hw.gpuCount), gpu.name, gpu.id)},
        {tr("Parallelism"), tr("tensor parallel %1, replicas %2").arg(hw.tensorParallel).arg(estimate.replicas)},
        {tr("Engine"), engine},
        {tr("Precision"),
         tr("weights %1, KV cache %2")
             .arg(QString::fromStdString(fit::weightFormatLabel(report.choice.weightFormat)), kvTypes)},
        {tr("Workload"), tr("context %1 tokens, concurrency %2")
                             .arg(scenario.workload.contextTokens)
                             .arg(scenario.workload.concurrency)},
    });
    QString text = table(header, Align::Left);
    text += u'\n';
    text += tr("Memory per GPU (GiB)") + u'\n';
    const fit::Breakdown &b = estimate.perDevice;
    QList<std::pair<QString, QString>> rows{
        {tr("Weights"), gib(b.weights)},
        {tr("KV cache"), gib(b.kvCache)},
    };
    // The KV split by attention kind, when more than one kind holds some of it.
    const fit::KvByAttention &kv = estimate.kvCacheByAttention;
    const QList<std::pair<QString, qint64>> kinds{{tr("full attention"), kv.fullAttention},
                                                  {tr("sliding window"), kv.slidingWindow},
                                                  {tr("chunked local"), kv.chunkedLocal},
                                                  {tr("MLA latent"), kv.mla}};
    if (std::count_if(kinds.cbegin(), kinds.cend(), [](const auto &k) { return k.second > 0; }) > 1) {
        for (const auto &[label, bytes] : kinds) {
            if (bytes > 0)
                rows.append({u"  " + label, gib(bytes)});
        }
    }
    rows.append({
        {tr("Activations"), gib(b.activations)},
        {tr("Runtime"), gib(b.runtime)},
    });
    if (b.engineReserve != 0)
        rows.append({tr("Engine reserve"), gib(b.engineReserve)});
    rows.append({
        {tr("Total"), gib(b.total())},
        {tr("Usable"), gib(estimate.usablePerDeviceBytes)},
        {tr("Headroom"), gib(estimate.headroomBytes)},
    });
    text += table(rows, Align::Right);
    text += u'\n';
    text += estimate.fits ? tr("Result: fits, with %1 GiB headroom per GPU.").arg(gib(estimate.headroomBytes))
                          : tr("Result: does not fit, short by %1 GiB per GPU (headroom %2 GiB).")
                                .arg(gib(-estimate.headroomBytes), gib(estimate.headroomBytes));
    text += u'\n';
    text += tr("Binding constraint: %1.").arg(FitReport::constraintText(estimate.binding)) + u'\n';
    text += tr("KV cache per token: %1 bytes per GPU.").arg(estimate.kvCacheBytesPerToken) + u'\n';

    const qint64 context = scenario.workload.contextTokens;
    const qint64 sequences = estimate.maxConcurrency;
    text += (sequences == 0   ? tr("Not even one sequence of %1 tokens fits.").arg(context)
             : sequences == 1 ? tr("Fits 1 sequence at %1 tokens.").arg(context)
                              : tr("Fits up to %1 concurrent sequences at %2 tokens.").arg(sequences).arg(context)) +
            u'\n';
    if (report.maxContext) {
        const fit::Solution &s = *report.maxContext;
        text += (s.value == 0 ? tr("Largest context at concurrency %1: none fits (%2).")
                                    .arg(scenario.workload.concurrency)
                                    .arg(FitReport::constraintText(s.binding))
                              : tr("Largest context at concurrency %1: %2 tokens (limited by %3).")
                                    .arg(scenario.workload.concurrency)
                                    .arg(s.value)
                                    .arg(FitReport::constraintText(s.binding))) +
                u'\n';
    }
    if (report.minGpus) {
        const fit::Solution &s = *report.minGpus;
        text += (s.value == 0 ? tr("Fewest GPUs: no tensor-parallel degree up to %1 × %2 fits.")
                                    .arg(FitReport::kMinGpusSearchLimit)
                                    .arg(gpu.name)
                              : tr("Fewest GPUs: %1 × %2 (tensor parallel %1).").arg(s.value).arg(gpu.name)) +
                u'\n';
    }
    if (report.kvTokens)
        text += tr("KV cache capacity: %1 tokens per replica.").arg(report.kvTokens->value) + u'\n';

    if (!estimate.assumptions.empty()) {
        text += u'\n' + tr("Assumptions:") + u'\n';
        for (const std::string &a : estimate.assumptions)
            text += u"  - " + QString::fromStdString(a) + u'\n';
    }
    if (!report.choice.modelNotes.isEmpty()) {
        text += u'\n' + tr("Model config notes:") + u'\n';
        for (const QString &note : report.choice.modelNotes)
            text += u"  - " + note + u'\n';
    }
    return text;
}

} // namespace headroom::cli
