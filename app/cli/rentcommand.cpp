// SPDX-License-Identifier: GPL-3.0-or-later
#include <cli/rentcommand.h>

#include <cli/jsonformat.h>
#include <cli/optionreader.h>
#include <cli/quotecommand.h>
#include <cli/scenariooptions.h>
#include <scenario/labels.h>

#include <QJsonArray>
#include <QJsonDocument>
#include <QLocale>
#include <cli/commandline.h>

#include <algorithm>

namespace headroom::cli {

namespace {

QString minTokensOption()
{
    return QStringLiteral("min-tokens-per-second");
}
QString minAggregateOption()
{
    return QStringLiteral("min-aggregate-tokens-per-second");
}
QString maxGpusOption()
{
    return QStringLiteral("max-gpus");
}
QString utilizationOption()
{
    return QStringLiteral("utilization");
}
QString topOption()
{
    return QStringLiteral("top");
}

/// Most answers --top keeps, and the largest speed target (tokens/s) --min-...-tokens-per-second takes.
constexpr qint64 kMaxTop = 1000;
constexpr qint64 kMaxTokensPerSecond = 1'000'000'000;
/// Speed targets are read with up to 3 decimals (0.001 tokens/s).
constexpr qint64 kSpeedScale = 1000;

QJsonValue number(bool known, double value)
{
    return known ? QJsonValue(value) : QJsonValue(QJsonValue::Null);
}

QJsonValue minor(const std::optional<qint64> &value)
{
    return value ? QJsonValue(*value) : QJsonValue(QJsonValue::Null);
}

/// A speed target: a plain decimal above 0 (tokens/s, up to 3 decimals); nullopt in `target` when absent.
bool readSpeed(const OptionReader &options, const QString &name, std::optional<double> *target, CommandError *error)
{
    if (!options.isSet(name))
        return true;
    if (options.value(name).trimmed().startsWith(QLatin1Char('-'))) {
        *error = CommandError::usage(
            RentCommand::tr("--%1 must be above 0 tokens/s, not %2").arg(name, options.value(name)));
        return false;
    }
    const std::optional<qint64> scaled =
        options.scaledDecimal(name, kSpeedScale, 3, 0, 1, kMaxTokensPerSecond * kSpeedScale,
                              RentCommand::tr("above 0 and at most %1 tokens/s").arg(kMaxTokensPerSecond), error);
    if (!scaled)
        return false;
    *target = double(*scaled) / double(kSpeedScale);
    return true;
}

/// The binding constraint in words: the throughput bound's name, else the memory constraint's.
QString bindingText(const quote::RentAnswer &a)
{
    const QString name = scenario::labels::bindingConstraintName(a.bindingConstraint, a.estimate);
    if (fit::throughputBoundFromKey(a.bindingConstraint.toStdString()))
        return RentCommand::tr("speed target (%1)").arg(name);
    return name;
}

/// Options of the scenario readers that the solver sets itself.
std::optional<CommandError> refuseSolverOptions(const OptionReader &options)
{
    for (const QString &name : {option::gpu(), option::gpus(), option::tensorParallel(), option::gpuMemoryGib(),
                                option::devices(), option::tensorSplit(), option::nGpuLayers(), option::expertsOnCpu(),
                                option::pipelineParallel(), option::expertParallel()}) {
        if (options.isSet(name)) {
            return CommandError::usage(
                RentCommand::tr("--%1 does not apply to rent: the solver tries the GPUs of the price list").arg(name));
        }
    }
    if (options.isSet(QStringLiteral("workload")) &&
        options.value(QStringLiteral("workload")) != QLatin1String("inference"))
        return CommandError::usage(RentCommand::tr("rent finds GPUs for inference only; use headroom estimate for "
                                                   "training and image generation"));
    return std::nullopt;
}

/// Reads everything but the scenario into `request`.
std::optional<CommandError> readRentOptions(const OptionReader &options, quote::RentRequest *request)
{
    CommandError error;
    if (!readSpeed(options, minTokensOption(), &request->minTokensPerSecond, &error) ||
        !readSpeed(options, minAggregateOption(), &request->minAggregateTokensPerSecond, &error))
        return error;
    const std::optional<qint64> maxGpus = options.integer(maxGpusOption(), 8, 1, quote::kMaxRentGpus, &error);
    if (!maxGpus)
        return error;
    request->maxGpus = int(*maxGpus);
    const std::optional<quote::Term> term = QuoteCommand::readTerm(options, quote::Term::Month, &error);
    if (!term)
        return error;
    request->term = *term;
    const std::optional<int> terms = QuoteCommand::readTerms(options, &error);
    if (!terms)
        return error;
    request->terms = *terms;
    const std::optional<qint64> utilization = options.integer(utilizationOption(), 100, 1, 100, &error);
    if (!utilization)
        return error;
    request->utilizationPercent = int(*utilization);
    const std::optional<qint64> top = options.integer(topOption(), 10, 1, kMaxTop, &error);
    if (!top)
        return error;
    request->top = int(*top);
    return std::nullopt;
}

void addOptions(CommandLine &parser)
{
    parser.addOption({{QStringLiteral("h"), option::help()}, RentCommand::tr("Show this help.")});
    ScenarioOptions::addScenarioOptions(parser, ScenarioOptionsFor::Rent);
    // --gpu and --gpus are the solver's; registered hidden so that rent refuses them by name.
    for (const QString &name : {option::gpu(), option::gpus(), option::devices()}) {
        QCommandLineOption hidden(name, QString(), QStringLiteral("X"));
        hidden.setFlags(QCommandLineOption::HiddenFromHelp);
        parser.addOption(hidden);
    }
    parser.setGroup(ScenarioOptions::tr("GPUs"));
    parser.addOption({option::gpuCatalog(),
                      RentCommand::tr("Your own GPUs: a file in the gpus.json format; a price list (--price-list "
                                      "FILE) can then price them."),
                      RentCommand::tr("FILE")});
    parser.setGroup(RentCommand::tr("Search"));
    parser.addOption({minTokensOption(),
                      RentCommand::tr("Decode tokens/s each sequence must reach (default: no target)."),
                      RentCommand::tr("N")});
    parser.addOption({minAggregateOption(),
                      RentCommand::tr("Decode tokens/s all sequences of all replicas must reach together (default: no "
                                      "target)."),
                      RentCommand::tr("N")});
    parser.addOption({maxGpusOption(),
                      RentCommand::tr("Most GPUs per configuration, 1 to %1 (default 8).").arg(quote::kMaxRentGpus),
                      RentCommand::tr("N"), QStringLiteral("8")});
    parser.addOption({QuoteCommand::termOption(),
                      RentCommand::tr("Rental term the answers are ranked by: %1 (default month).")
                          .arg(QuoteCommand::termKeys().join(QLatin1String("|"))),
                      RentCommand::tr("TERM"), quote::termKey(quote::Term::Month)});
    parser.addOption({QuoteCommand::termsOption(), RentCommand::tr("Number of consecutive terms (default 1)."),
                      RentCommand::tr("N"), QStringLiteral("1")});
    QuoteCommand::addPriceListOption(parser);
    parser.addOption({utilizationOption(),
                      RentCommand::tr("Share of the paid hours the GPUs serve tokens, for the cost per million tokens, "
                                      "1 to 100 percent (default 100)."),
                      RentCommand::tr("PERCENT"), QStringLiteral("100")});
    parser.setGroup(RentCommand::tr("Output"));
    parser.addOption({topOption(), RentCommand::tr("Answers shown, 1 to %1 (default 10).").arg(kMaxTop),
                      RentCommand::tr("N"), QStringLiteral("10")});
    parser.addOption({option::json(), RentCommand::tr("Print one JSON object instead of the table.")});
}

} // namespace

QString RentCommand::synopsis()
{
    return QStringLiteral("headroom rent --model ID|FILE --context N --concurrency N [--engine E] [--weights F] "
                          "[--min-tokens-per-second N] [--min-aggregate-tokens-per-second N] [--max-gpus N] "
                          "[--term hour|day|week|month] [--terms N] [--price-list FILE|ID] [--utilization PERCENT] "
                          "[--top N] [--json]");
}

std::optional<CommandError> RentCommand::run(const QStringList &arguments, QString *output)
{
    CommandLine parser;
    addOptions(parser);
    if (auto error = OptionReader::parse(parser, arguments))
        return error;
    const OptionReader options(parser);
    CommandError catalogError;
    const std::optional<std::shared_ptr<const catalog::Catalog>> userCatalog =
        ScenarioOptions::readGpuCatalog(options, catalog::Catalog::builtIn(), &catalogError);
    if (!userCatalog)
        return catalogError;
    const catalog::Catalog &catalog = *userCatalog ? **userCatalog : catalog::Catalog::builtIn();
    if (options.isSet(option::help())) {
        *output += OptionReader::helpText(
            parser, synopsis(),
            tr("Finds the cheapest GPU configurations of a price list that fit the model and meet the speed "
               "targets, ranked by what the chosen term costs. The solver chooses the GPUs, their number and the "
               "tensor-parallel degree: --tensor-parallel and --gpu-memory-gib do not apply.\nModels: %1\n"
               "Built-in price lists: %2")
                .arg(ScenarioOptions::modelIds(catalog).join(QLatin1String(", ")),
                     QuoteCommand::priceListIds(catalog).join(QLatin1String(", "))));
        return std::nullopt;
    }
    if (!parser.positionalArguments().isEmpty())
        return CommandError::usage(tr("unexpected argument '%1'").arg(parser.positionalArguments().constFirst()));
    if (std::optional<CommandError> refused = refuseSolverOptions(options))
        return refused;
    CommandError error;
    if (catalog.diffusionModel(options.value(option::model())))
        return CommandError::usage(tr("%1 is an image-generation pipeline: rent finds GPUs for inference only; use "
                                      "headroom estimate for it")
                                       .arg(options.value(option::model())));
    for (const QString &name : {option::model(), option::context(), option::concurrency()}) {
        if (!options.required(name, &error))
            return error;
    }

    const std::optional<catalog::PriceList> prices = QuoteCommand::readPriceList(options, catalog, nullptr, &error);
    if (!prices)
        return error;
    // The scenario readers need a GPU: the list's first one the catalogue knows (the solver replaces it).
    const catalog::Gpu *firstGpu = nullptr;
    for (const catalog::GpuPrice &p : prices->gpus) {
        if ((firstGpu = catalog.gpu(p.gpuId)))
            break;
    }
    if (!firstGpu)
        return CommandError::usage(tr("the price list '%1' prices no GPU of the catalogue").arg(prices->id));
    const std::optional<ScenarioChoice> scenario =
        ScenarioOptions::readScenario(options, catalog, GpuChoice{firstGpu, 1, nullptr, {}}, &error);
    if (!scenario)
        return error;

    quote::RentRequest request;
    request.choice = scenario->choice;
    if (std::optional<CommandError> problem = readRentOptions(options, &request))
        return problem;
    quote::QuoteError solveError;
    const std::optional<quote::RentResult> result = quote::solveRent(request, catalog, *prices, &solveError);
    if (!result)
        return CommandError::usage(solveError.message);
    if (options.isSet(option::json()))
        *output += jsonText(QJsonDocument(toJson(*result, request, *prices)));
    else
        *output += formatText(*result, request, *prices);
    return std::nullopt;
}

QJsonObject RentCommand::toJson(const quote::RentResult &result, const quote::RentRequest &request,
                                const catalog::PriceList &prices)
{
    QJsonArray answers;
    for (const quote::RentAnswer &a : result.answers) {
        const fit::Throughput &t = a.throughput;
        QJsonObject o;
        o.insert(QLatin1String("gpu"), a.gpuId);
        o.insert(QLatin1String("gpus"), a.gpus);
        o.insert(QLatin1String("tensor_parallel"), a.tensorParallel);
        o.insert(QLatin1String("pricing"), quote::pricingModelKey(a.pricing));
        o.insert(QLatin1String("fits"), a.estimate.fits);
        o.insert(QLatin1String("total_per_device_bytes"), qint64(a.estimate.perDevice.total()));
        o.insert(QLatin1String("usable_per_device_bytes"), qint64(a.estimate.usablePerDeviceBytes));
        o.insert(QLatin1String("decode_tokens_per_second"), number(t.known, t.decodeTokensPerSecond));
        o.insert(QLatin1String("decode_tokens_per_second_aggregate"),
                 number(t.known, t.decodeTokensPerSecondAggregate));
        o.insert(QLatin1String("prefill_tokens_per_second"), number(t.known, t.prefillTokensPerSecond));
        o.insert(QLatin1String("time_to_first_token_ms"), number(t.known, t.timeToFirstTokenMs));
        o.insert(QLatin1String("throughput_bound"),
                 t.known ? QJsonValue(fromStd(fit::throughputBoundKey(t.decodeBound))) : QJsonValue(QJsonValue::Null));
        o.insert(QLatin1String("binding_constraint"), a.bindingConstraint);
        o.insert(QLatin1String("total_minor"), a.total.minor);
        o.insert(QLatin1String("currency"), a.total.currency);
        o.insert(QLatin1String("cost_per_million_output_tokens_minor"), minor(a.costPerMillionOutputMinor));
        o.insert(QLatin1String("cost_per_million_input_tokens_minor"), minor(a.costPerMillionInputMinor));
        answers.append(o);
    }
    QJsonObject root;
    root.insert(QLatin1String("answers"), answers);
    root.insert(QLatin1String("configurations_tried"), result.configurationsTried);
    root.insert(QLatin1String("configurations_fitting"), result.configurationsFitting);
    root.insert(QLatin1String("term"), quote::termKey(request.term));
    root.insert(QLatin1String("terms"), request.terms);
    root.insert(QLatin1String("price_list"), prices.id);
    return root;
}

QString RentCommand::formatText(const quote::RentResult &result, const quote::RentRequest &request,
                                const catalog::PriceList &prices)
{
    const QString language = QStringLiteral("en");
    const QLocale locale = quote::localeForLanguage(language);
    QString text = tr("Price list: %1 (%2); term: %3 x %4.")
                       .arg(prices.name, prices.id)
                       .arg(request.terms)
                       .arg(quote::termKey(request.term)) +
                   u'\n';
    if (prices.exampleData)
        text += tr("These are example prices, not a real offer.") + u'\n';
    if (result.answers.isEmpty()) {
        if (result.configurationsFitting > 0) {
            text += tr("Nothing fits: %1 of the %2 configurations tried fit in memory, but none reaches the speed "
                       "target.")
                        .arg(result.configurationsFitting)
                        .arg(result.configurationsTried) +
                    u'\n';
        } else {
            text += tr("Nothing fits: none of the %1 configurations tried (--max-gpus %2) fits in memory.")
                        .arg(result.configurationsTried)
                        .arg(request.maxGpus) +
                    u'\n';
        }
        return text;
    }
    text += u'\n';
    QList<QStringList> rows;
    rows.append({tr("#"), tr("GPU"), tr("GPUs"), tr("TP"), tr("Pricing"), tr("Total"), tr("Tokens/s per sequence"),
                 tr("Tokens/s in all"), tr("First token (ms)"), tr("Per 1M output tokens"), tr("Binding constraint")});
    const QString unknown = tr("n/a");
    for (qsizetype i = 0; i < result.answers.size(); ++i) {
        const quote::RentAnswer &a = result.answers.at(i);
        const fit::Throughput &t = a.throughput;
        const auto tps = [&](double v) {
            return t.known ? scenario::labels::tokensPerSecondText(v, locale) : unknown;
        };
        const QString cost =
            a.costPerMillionOutputMinor
                ? quote::formatMoney(quote::Money{*a.costPerMillionOutputMinor, a.total.currency}, language)
                : unknown;
        rows.append({QString::number(i + 1), a.gpuId, QString::number(a.gpus), QString::number(a.tensorParallel),
                     quote::pricingModelKey(a.pricing), quote::formatMoney(a.total, language),
                     tps(t.decodeTokensPerSecond), tps(t.decodeTokensPerSecondAggregate),
                     t.known ? locale.toString(t.timeToFirstTokenMs, 'f', 0) : unknown, cost, bindingText(a)});
    }
    // Left-aligned text columns (GPU, pricing, binding), right-aligned numbers.
    const QList<bool> leftAligned{false, true, false, false, true, false, false, false, false, false, true};
    QList<qsizetype> widths(leftAligned.size(), 0);
    for (const QStringList &row : std::as_const(rows)) {
        for (qsizetype c = 0; c < row.size(); ++c)
            widths[c] = std::max(widths.at(c), row.at(c).size());
    }
    for (const QStringList &row : std::as_const(rows)) {
        QString line;
        for (qsizetype c = 0; c < row.size(); ++c) {
            if (c > 0)
                line += QLatin1String("  ");
            line += leftAligned.at(c) ? row.at(c).leftJustified(widths.at(c)) : row.at(c).rightJustified(widths.at(c));
        }
        while (line.endsWith(u' '))
            line.chop(1);
        text += line + u'\n';
    }
    text += u'\n';
    text += tr("%1 of %2 configurations tried fit in memory; the cost per million tokens assumes the GPUs serve "
               "tokens %3% of the paid hours.")
                .arg(result.configurationsFitting)
                .arg(result.configurationsTried)
                .arg(request.utilizationPercent) +
            u'\n';
    return text;
}

} // namespace headroom::cli
