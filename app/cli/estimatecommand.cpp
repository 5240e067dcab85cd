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

} // namespace

QString EstimateCommand::synopsis()
{
    return QStringLiteral("headroom estimate --model ID --gpu ID [--gpus N] [--tensor-parallel N] "
                          "[--weights fp32|bf16|fp16|fp8|int8|int4] "
                          "[--kv-cache-dtype fp32|f16|bf16|fp8|q8_0|q4_0] [--context TOKENS] "
                          "[--concurrency SEQUENCES] [--json]");
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
                                          tr("Estimates the memory one GPU of each model replica needs.\n"
                                             "Models: %1\nGPUs: %2")
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
    const std::optional<fit::Scenario> scenario = ScenarioOptions::readScenario(options, catalog, *gpu, &error);
    if (!scenario)
        return error;

    const fit::Result<fit::Estimate> result = fit::estimate(*scenario);
    if (!result.ok())
        return CommandError::usage(result.error ? fromStd(result.error->message) : tr("invalid scenario"));

    if (options.isSet(option::json())) {
        const QJsonObject json = estimateToJson(*scenario, *result.value);
        *output += jsonText(QJsonDocument(json));
    } else {
        *output += formatText(*scenario, *result.value, *gpu->gpu);
    }
    return std::nullopt;
}

QString EstimateCommand::formatText(const fit::Scenario &scenario, const fit::Estimate &estimate,
                                    const catalog::Gpu &gpu)
{
    const fit::Hardware &hw = scenario.hardware;
    QString text;
    text += table(
        {
            {tr("Model"), tr("%1 (%2)").arg(QString::fromStdString(scenario.model.displayName),
                                            QString::fromStdString(scenario.model.id))},
            {tr("GPUs"), tr("%1 × %2 (%3)").arg(QString::number(hw.gpuCount), gpu.name, gpu.id)},
            {tr("Parallelism"), tr("tensor parallel %1, replicas %2").arg(hw.tensorParallel).arg(estimate.replicas)},
            {tr("Precision"),
             tr("weights %1, KV cache %2")
                 .arg(fromStd(fit::toString(scenario.weights)), fromStd(fit::toString(scenario.kvCache)))},
            {tr("Workload"), tr("context %1 tokens, concurrency %2")
                                 .arg(scenario.workload.contextTokens)
                                 .arg(scenario.workload.concurrency)},
        },
        Align::Left);
    text += u'\n';
    text += tr("Memory per GPU (GiB)") + u'\n';
    const fit::Breakdown &b = estimate.perDevice;
    text += table(
        {
            {tr("Weights"), gib(b.weights)},
            {tr("KV cache"), gib(b.kvCache)},
            {tr("Activations"), gib(b.activations)},
            {tr("Runtime"), gib(b.runtime)},
            {tr("Total"), gib(b.total())},
            {tr("Usable"), gib(estimate.usablePerDeviceBytes)},
            {tr("Headroom"), gib(estimate.headroomBytes)},
        },
        Align::Right);
    text += u'\n';
    text += estimate.fits ? tr("Result: fits, with %1 GiB headroom per GPU.").arg(gib(estimate.headroomBytes))
                          : tr("Result: does not fit, short by %1 GiB per GPU (headroom %2 GiB).")
                                .arg(gib(-estimate.headroomBytes), gib(estimate.headroomBytes));
    text += u'\n';
    text += tr("KV cache per token: %1 bytes per GPU.").arg(estimate.kvCacheBytesPerToken) + u'\n';
    text += tr("Max concurrency at %1 tokens: %2.").arg(scenario.workload.contextTokens).arg(estimate.maxConcurrency) +
            u'\n';
    if (!estimate.assumptions.empty()) {
        text += u'\n' + tr("Assumptions:") + u'\n';
        for (const std::string &a : estimate.assumptions)
            text += u"  - " + QString::fromStdString(a) + u'\n';
    }
    return text;
}

} // namespace headroom::cli
