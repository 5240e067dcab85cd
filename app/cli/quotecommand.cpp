// SPDX-License-Identifier: GPL-3.0-or-later
#include <cli/quotecommand.h>

#include <cli/estimatecommand.h>
#include <cli/optionreader.h>
#include <cli/quotehistorycommand.h>
#include <cli/scenariooptions.h>
#include <quote/pdflanguage.h>
#include <quote/quotedocument.h>
#include <quote/quoteexporter.h>
#include <quote/quotestore.h>
#include <scenario/choicejson.h>
#include <scenario/labels.h>
#include <scenario/workloadlabels.h>

#include <QCoreApplication>
#include <QDateTime>
#include <QFileInfo>
#include <QJsonDocument>
#include <cli/commandline.h>

#include <algorithm>

namespace headroom::cli {

namespace {

QString pricingOption()
{
    return QStringLiteral("pricing");
}
QString spotOption()
{
    return QStringLiteral("spot");
}
QString storageOption()
{
    return QStringLiteral("storage-gb");
}
QString egressOption()
{
    return QStringLiteral("egress-gb");
}
QString supportOption()
{
    return QStringLiteral("support");
}
QString dedicatedOption()
{
    return QStringLiteral("dedicated");
}
QString vatOption()
{
    return QStringLiteral("vat-percent");
}
QString keyOption()
{
    return QStringLiteral("idempotency-key");
}
QString storeOption()
{
    return QStringLiteral("store");
}
QString validDaysOption()
{
    return QStringLiteral("valid-days");
}
QString checkpointsOption()
{
    return QStringLiteral("checkpoints-kept");
}
QString pdfOption()
{
    return QStringLiteral("pdf");
}
QString langOption()
{
    return EstimateCommand::langOption();
}

QStringList pricingKeys()
{
    QStringList keys;
    for (const quote::PricingModel m : quote::kAllPricingModels)
        keys << quote::pricingModelKey(m);
    return keys;
}

QStringList pricedGpuIds(const catalog::PriceList &prices)
{
    QStringList ids;
    for (const catalog::GpuPrice &p : prices.gpus)
        ids << p.gpuId;
    return ids;
}

/// --price-list names a file when it contains a '/' or ends in ".json" (any case); otherwise a built-in id.
bool isPriceListPath(const QString &value)
{
    return value.contains(u'/') || value.endsWith(QLatin1String(".json"), Qt::CaseInsensitive);
}

} // namespace

QString QuoteCommand::termOption()
{
    return QStringLiteral("term");
}

QString QuoteCommand::termsOption()
{
    return QStringLiteral("terms");
}

QString QuoteCommand::priceListOption()
{
    return QStringLiteral("price-list");
}

QStringList QuoteCommand::termKeys()
{
    QStringList keys;
    for (const quote::Term t : quote::kAllTerms)
        keys << quote::termKey(t);
    return keys;
}

QStringList QuoteCommand::priceListIds(const catalog::Catalog &catalog)
{
    QStringList ids;
    for (const catalog::PriceList &list : catalog.priceLists())
        ids << list.id;
    return ids;
}

void QuoteCommand::addPriceListOption(CommandLine &parser)
{
    parser.addOption({priceListOption(),
                      tr("Price list: a price-list JSON file (a path with a '/' or ending in .json, e.g. "
                         "./prices.json), or the id of a built-in list (default: the built-in example list)."),
                      tr("FILE")});
}

std::optional<catalog::PriceList> QuoteCommand::readPriceList(const OptionReader &options,
                                                              const catalog::Catalog &catalog, bool *fromFile,
                                                              CommandError *error)
{
    const auto fail = [error](CommandError e) -> std::optional<catalog::PriceList> {
        if (error)
            *error = std::move(e);
        return std::nullopt;
    };
    if (fromFile)
        *fromFile = false;
    if (!options.isSet(priceListOption()))
        return catalog.priceList();
    // A file when the value names one explicitly (it contains a '/' or ends in ".json"), else the id of a
    // built-in list. A file in the working directory never hides a built-in id: an id that is unknown while
    // such a file exists is refused with the spelling that means the file.
    const QString value = options.value(priceListOption());
    if (value.isEmpty())
        return fail(CommandError::usage(tr("--%1 needs a file name").arg(priceListOption())));
    if (!isPriceListPath(value)) {
        if (const catalog::PriceList *builtIn = catalog.priceList(value))
            return *builtIn;
        if (QFileInfo::exists(value)) {
            return fail(CommandError::usage(
                tr("--%1 '%2' is not a built-in price list (%3); to use the file "
                   "of that name, write './%2'")
                    .arg(priceListOption(), value, priceListIds(catalog).join(QLatin1String(", ")))));
        }
        return fail(OptionReader::unknownValue(priceListOption(), value, priceListIds(catalog)));
    }
    catalog::LoadError loadError;
    std::optional<catalog::PriceList> file = catalog::PriceList::fromFile(value, catalog.gpus(), &loadError);
    if (!file)
        return fail(
            CommandError::usage(tr("--%1: cannot use '%2': %3").arg(priceListOption(), value, loadError.message)));
    if (fromFile)
        *fromFile = true;
    return file;
}

std::optional<quote::Term> QuoteCommand::readTerm(const OptionReader &options, std::optional<quote::Term> fallback,
                                                  CommandError *error)
{
    if (fallback && !options.isSet(termOption()))
        return fallback;
    const std::optional<QString> key = options.required(termOption(), error);
    if (!key)
        return std::nullopt;
    const std::optional<quote::Term> term = quote::termFromKey(*key);
    if (!term && error)
        *error = OptionReader::unknownValue(termOption(), *key, termKeys());
    return term;
}

std::optional<int> QuoteCommand::readTerms(const OptionReader &options, CommandError *error)
{
    const std::optional<qint64> terms = options.integer(termsOption(), 1, 1, kMaxTerms, error);
    if (!terms)
        return std::nullopt;
    return int(*terms);
}

QString QuoteCommand::synopsis()
{
    return QStringLiteral("headroom quote --gpu ID [--gpus N] --term hour|day|week|month [--terms N] "
                          "[--pricing on-demand|spot|fixed] [--spot] [--storage-gb N] [--egress-gb N] "
                          "[--support TIER] [--dedicated] [--price-list FILE|ID] [--vat-percent P] "
                          "[--idempotency-key K] [--store FILE.sqlite] [--valid-days N] "
                          "[--model ID --context N --concurrency N [--engine ENGINE] ...] [--checkpoints-kept N] "
                          "--pdf FILE [--lang nl|en|tr] [--json]");
}

std::optional<CommandError> QuoteCommand::run(const QStringList &arguments, QString *output)
{
    if (!arguments.isEmpty() && arguments.constFirst() == QLatin1String("history"))
        return QuoteHistoryCommand::run(arguments.mid(1), output);

    CommandLine parser;
    parser.addOption({{QStringLiteral("h"), option::help()}, tr("Show this help.")});
    ScenarioOptions::addGpuOptions(parser);
    parser.setGroup(tr("Rental"));
    parser.addOption({termOption(), tr("Rental term: %1.").arg(termKeys().join(QLatin1String("|"))), tr("TERM")});
    parser.addOption({termsOption(), tr("Number of consecutive terms (default 1)."), tr("N"), QStringLiteral("1")});
    parser.addOption({pricingOption(),
                      tr("How the GPUs are priced: on-demand (metered, the default), spot (interruptible, "
                         "metered) or fixed (prepaid day, week or month terms)."),
                      tr("MODEL"), quote::pricingModelKey(quote::PricingModel::OnDemand)});
    parser.addOption({spotOption(), tr("Same as --pricing spot.")});
    parser.addOption({storageOption(), tr("Storage kept for the whole period, in GB (10^9 bytes; default 0)."), tr("N"),
                      QStringLiteral("0")});
    parser.addOption({egressOption(), tr("Data leaving the provider, in GB (10^9 bytes; default 0)."), tr("N"),
                      QStringLiteral("0")});
    parser.addOption({supportOption(), tr("Support tier of the price list (default none)."), tr("TIER")});
    parser.addOption({dedicatedOption(), tr("Dedicated hosting instead of shared (the list's surcharge).")});
    addPriceListOption(parser);
    parser.addOption({vatOption(),
                      tr("VAT rate in percent, at most two decimals, e.g. 21 or 20.5 (default: no VAT line)."),
                      tr("P")});
    parser.addOption({keyOption(),
                      tr("Idempotency key of this export: rerun with the same key to retry it safely "
                         "(default: a new random key)."),
                      tr("K")});
    parser.setGroup(tr("Output"));
    parser.addOption({storeOption(),
                      tr("Quote history file (SQLite; default %1).").arg(quote::QuoteStore::defaultPath()),
                      tr("FILE")});
    parser.setGroup(tr("Rental"));
    parser.addOption({validDaysOption(), tr("Days the quote stays valid (default %1).").arg(kDefaultValidDays), tr("N"),
                      QString::number(kDefaultValidDays)});
    ScenarioOptions::addScenarioOptions(parser);
    parser.setGroup(tr("Rental"));
    parser.addOption({checkpointsOption(),
                      tr("Training scenarios: resumable checkpoints kept in storage for the whole period, priced "
                         "as their own storage line (default 0: none)."),
                      tr("N"), QStringLiteral("0")});
    parser.setGroup(tr("Output"));
    parser.addOption({pdfOption(), tr("Write the quote as PDF to FILE (required)."), tr("FILE")});
    parser.addOption({langOption(),
                      tr("Language of the PDF and of the summary: nl, en or tr (default en); the JSON stays English."),
                      tr("LANG"), QStringLiteral("en")});
    parser.addOption({option::json(), tr("Print one JSON object instead of the summary.")});
    if (auto error = OptionReader::parse(parser, arguments))
        return error;

    const catalog::Catalog &catalog = catalog::Catalog::builtIn();
    const OptionReader options(parser);
    if (options.isSet(option::help())) {
        const catalog::PriceList &prices = catalog.priceList();
        *output += OptionReader::helpText(
            parser, synopsis(),
            tr("Prices a GPU rental, keeps the quote in the quote history and writes it as PDF.\n"
               "Default price list: %1 (%2, %3); built-in lists: %4. Priced GPUs: %5\n"
               "'headroom quote history' lists the stored quotes.")
                .arg(prices.id, prices.name, prices.currency, priceListIds(catalog).join(QLatin1String(", ")),
                     pricedGpuIds(prices).join(QLatin1String(", "))));
        return std::nullopt;
    }
    // The language first (checked before anything is recorded): from here on the summary, the PDF's default
    // texts and the error line of any later check are in it (quote::PdfLanguageScope; the exporter installs
    // it again while it draws). The JSON stays English.
    CommandError error;
    const std::optional<QString> language = EstimateCommand::readLanguage(options, &error);
    if (!language)
        return error;
    const quote::PdfLanguageScope scope(*language);
    if (!parser.positionalArguments().isEmpty())
        return CommandError::usage(tr("unexpected argument '%1'").arg(parser.positionalArguments().constFirst()));

    bool priceListFile = false;
    const std::optional<catalog::PriceList> priceList = readPriceList(options, catalog, &priceListFile, &error);
    if (!priceList)
        return error;
    const catalog::PriceList *prices = &*priceList;

    const std::optional<GpuChoice> gpu = ScenarioOptions::readGpu(options, catalog, &error);
    if (!gpu)
        return error;
    if (!prices->priceFor(gpu->gpu->id)) {
        return CommandError::usage(tr("the price list '%1' has no price for GPU '%2'; priced GPUs: %3")
                                       .arg(prices->id, gpu->gpu->id, pricedGpuIds(*prices).join(QLatin1String(", "))));
    }

    const std::optional<quote::Term> term = readTerm(options, std::nullopt, &error);
    if (!term)
        return error;
    const std::optional<int> terms = readTerms(options, &error);
    if (!terms)
        return error;
    const std::optional<QString> pricingKey =
        options.choice(pricingOption(), pricingKeys(), quote::pricingModelKey(quote::PricingModel::OnDemand), &error);
    if (!pricingKey)
        return error;
    quote::PricingModel pricing = *quote::pricingModelFromKey(*pricingKey);
    if (options.isSet(spotOption())) {
        if (options.isSet(pricingOption()) && pricing != quote::PricingModel::Spot) {
            return CommandError::usage(tr("--%1 contradicts --%2 %3").arg(spotOption(), pricingOption(), *pricingKey));
        }
        pricing = quote::PricingModel::Spot;
    }
    const std::optional<qint64> storage = options.integer(storageOption(), 0, 0, kMaxGigabytes, &error);
    if (!storage)
        return error;
    const std::optional<qint64> egress = options.integer(egressOption(), 0, 0, kMaxGigabytes, &error);
    if (!egress)
        return error;
    QString supportTier;
    if (options.isSet(supportOption())) {
        supportTier = options.value(supportOption());
        if (!prices->supportTier(supportTier)) {
            QStringList tiers;
            for (const catalog::SupportTier &t : prices->supportTiers)
                tiers << t.id;
            if (tiers.isEmpty())
                return CommandError::usage(tr("the price list '%1' offers no support tiers").arg(prices->id));
            return OptionReader::unknownValue(supportOption(), supportTier, tiers);
        }
    }
    // Basis points from the digits: 21 -> 2100, 20.5 -> 2050 (OptionReader::scaledDecimal, integers only).
    std::optional<int> vatBasisPoints;
    if (options.isSet(vatOption())) {
        const std::optional<qint64> bp =
            options.scaledDecimal(vatOption(), 100, 2, 0, 0, quote::kMaxVatBasisPoints, tr("0 to 100"), &error);
        if (!bp)
            return error;
        vatBasisPoints = int(*bp);
    }
    const std::optional<qint64> validDays =
        options.integer(validDaysOption(), kDefaultValidDays, 1, kMaxValidDays, &error);
    if (!validDays)
        return error;

    QString idempotencyKey = quote::QuoteStore::newIdempotencyKey();
    if (options.isSet(keyOption())) {
        idempotencyKey = options.value(keyOption());
        QString keyError;
        if (!quote::QuoteStore::isValidIdempotencyKey(idempotencyKey, &keyError))
            return CommandError::usage(tr("--%1: %2").arg(keyOption(), keyError));
    }
    if (options.isSet(storeOption()) && options.value(storeOption()).isEmpty())
        return CommandError::usage(tr("--%1 needs a file name").arg(storeOption()));
    const QString storePath = QuoteHistoryCommand::storePath(options.value(storeOption()));

    std::optional<FitReport> fitReport;
    if (ScenarioOptions::anyScenarioOption(options)) {
        if (!options.isSet(option::model()))
            return CommandError::usage(tr("--%1 is required with the fit options").arg(option::model()));
        std::optional<ScenarioChoice> choice = ScenarioOptions::readScenario(options, catalog, *gpu, &error);
        if (!choice)
            return error;
        if (const std::optional<QString> refusal = scenario::quotedGpusRefusal(choice->choice))
            return CommandError::usage(*refusal);
        fitReport = FitReport::compute(std::move(*choice), &error);
        if (!fitReport)
            return error;
    }
    // Checkpoints are a training run's: refused without a scenario, or for inference and image generation.
    const std::optional<qint64> checkpointsKept =
        options.integer(checkpointsOption(), 0, 0, quote::kMaxCheckpointsKept, &error);
    if (!checkpointsKept)
        return error;
    if (options.isSet(checkpointsOption())) {
        if (!fitReport)
            return CommandError::usage(tr("--%1 needs a training scenario (--model with --workload full-finetune, "
                                          "lora or qlora)")
                                           .arg(checkpointsOption()));
        if (!fit::isTraining(fitReport->estimate.kind)) {
            return CommandError::usage(tr("--%1 applies to training scenarios, not to the %2 workload")
                                           .arg(checkpointsOption(), scenario::workloadName(fitReport->estimate.kind)));
        }
    }

    const std::optional<QString> pdfPath = options.required(pdfOption(), &error);
    if (!pdfPath)
        return error;
    scenario::Choice quoted;
    quoted.deviceIds = gpu->devices;
    if (const std::optional<QString> refusal = scenario::quotedGpusRefusal(quoted))
        return CommandError::usage(*refusal);
    quote::QuoteRequest request;
    request.gpuId = gpu->gpu->id;
    request.gpuCount = gpu->count;
    request.term = *term;
    request.terms = *terms;
    request.pricing = pricing;
    request.storageGb = *storage;
    request.egressGb = *egress;
    request.supportTierId = supportTier;
    request.dedicated = options.isSet(dedicatedOption());
    request.vatBasisPoints = vatBasisPoints;
    if (fitReport) {
        request.scenarioFingerprint = scenario::scenarioFingerprint(fitReport->choice.choice);
        if (fit::isTraining(fitReport->estimate.kind))
            request.checkpointBytes = fitReport->estimate.checkpointBytes;
    }
    request.checkpointsKept = int(*checkpointsKept);
    // The local clock: the reference's year (QuoteStore uses now's own date) matches the quote's date.
    const QDateTime now = QDateTime::currentDateTime();
    quote::QuoteError quoteError;
    std::optional<quote::Quote> quote = quote::buildQuote(request, *prices, now.date(), &quoteError);
    if (!quote)
        return CommandError::usage(quoteError.message);
    quote->gpuName = gpu->gpu->name;
    if (fitReport) {
        quote->scenario = fitReport->choice.scenario;
        quote->estimate = fitReport->estimate;
    }
    const QDate validUntil = quote->date.addDays(*validDays);

    // Outputs that would overwrite the store or an input, or that cannot be a PDF file, are refused before
    // the store is even opened: a refused command creates and changes nothing.
    QList<quote::NamedPath> inputs;
    if (priceListFile)
        inputs.append({QStringLiteral("--%1").arg(priceListOption()), options.value(priceListOption())});
    if (options.isSet(option::model())) {
        const QFileInfo model(options.value(option::model()));
        if (model.isDir())
            inputs.append(
                {QStringLiteral("--%1").arg(option::model()), model.filePath() + QLatin1String("/config.json")});
        else if (model.exists())
            inputs.append({QStringLiteral("--%1").arg(option::model()), model.filePath()});
    }
    const quote::NamedPath pdfName{QStringLiteral("--%1").arg(pdfOption()), *pdfPath};
    const quote::NamedPath storeName{QStringLiteral("--%1").arg(storeOption()), storePath};
    if (const std::optional<quote::PdfExportResult> refused = quote::checkExportTargets(pdfName, storeName, inputs)) {
        // The same file twice is a wrong argument (2); a path that cannot be written, like a missing folder or
        // a device, is a runtime failure (1), as for `glossary export`.
        if (refused->outcome == quote::PdfExportOutcome::Refused)
            return CommandError::usage(refused->message);
        return CommandError::runtime(refused->message);
    }

    std::optional<quote::QuoteStore> store = QuoteHistoryCommand::openStore(storePath, &error);
    if (!store)
        return error;
    const QJsonObject fresh = quoteToJson(*quote, validUntil, QString(), fitReport ? &*fitReport : nullptr);
    QJsonObject payload = fresh;
    for (const QString &key : quoteRunKeys())
        payload.remove(key);
    // The quote's own scenario, as the window stores it (scenario::choiceToJson), so that reopening a CLI
    // quote in the window restores its fit; null for a quote of GPUs only.
    payload.insert(QLatin1String("scenario"), fitReport ? QJsonValue(scenario::choiceToJson(fitReport->choice.choice))
                                                        : QJsonValue(QJsonValue::Null));

    quote::PdfExportRequest exportRequest;
    exportRequest.idempotencyKey = idempotencyKey;
    exportRequest.payloadJson = QJsonDocument(payload).toJson(QJsonDocument::Compact);
    exportRequest.now = now;
    exportRequest.pdfPath = *pdfPath;
    exportRequest.pdfRole = pdfName.role;
    exportRequest.storeRole = storeName.role;
    exportRequest.inputs = inputs;
    quote::QuoteDocument &document = exportRequest.document;
    document.quote = *quote;
    document.language = *language;
    document.validUntil = validUntil;
    document.retention = quote::defaultRetentionBlock(); // in --lang: its scope is installed
    if (quote->scenario)
        document.measurements.concurrency = quote->scenario->workload.concurrency;
    document.pageSize = quote::pageSizeForLocale(*language); // --lang is nl, en or tr: A4

    const quote::PdfExportResult exported = quote::QuoteExporter::exportPdf(*store, std::move(exportRequest));
    QuoteRun run;
    run.reference = exported.reference;
    run.idempotencyKey = idempotencyKey;
    run.storePath = storePath;
    switch (exported.outcome) {
    case quote::PdfExportOutcome::Conflict:
    case quote::PdfExportOutcome::Refused:
        // The key belongs to another configuration (the IETF draft's 422), or an input is wrong.
        return CommandError::usage(exported.message);
    case quote::PdfExportOutcome::InProgress:
    case quote::PdfExportOutcome::StoreFailed:
    case quote::PdfExportOutcome::TargetRefused: // nothing recorded: no key to retry with
    case quote::PdfExportOutcome::ReplayMissing: // the message asks for a new key
        return CommandError::runtime(exported.message);
    case quote::PdfExportOutcome::Cancelled:
    case quote::PdfExportOutcome::Failed:
        return CommandError::runtime(tr("%1 (retry with --%2 %3)").arg(exported.message, keyOption(), idempotencyKey));
    case quote::PdfExportOutcome::Replayed: {
        // Done before under this key: print the stored result, write nothing.
        run.pdfPath = exported.path;
        run.replayed = true;
        if (options.isSet(option::json())) {
            // The stored scenario is for reopening the quote, not part of `quote --json`.
            QJsonObject stored = exported.stored->object;
            stored.remove(QLatin1String("scenario"));
            *output += jsonText(QJsonDocument(quoteRunToJson(stored, run)));
            return std::nullopt;
        }
        quote->reference = run.reference;
        quote->date = exported.stored->date;
        *output += formatText(*quote, exported.stored->validUntil, run, *language);
        return std::nullopt;
    }
    case quote::PdfExportOutcome::Exported:
        break;
    }
    run.pdfPath = exported.path;
    const quote::Quote &written = exported.document.quote;
    if (options.isSet(option::json())) {
        QJsonObject printed = fresh;
        printed.insert(QLatin1String("date"), written.date.toString(Qt::ISODate));
        printed.insert(QLatin1String("valid_until"), exported.document.validUntil.toString(Qt::ISODate));
        *output += jsonText(QJsonDocument(quoteRunToJson(printed, run)));
    } else {
        *output += formatText(written, exported.document.validUntil, run, *language);
    }
    return std::nullopt;
}

QString QuoteCommand::formatText(const quote::Quote &quote, const QDate &validUntil, const QuoteRun &run,
                                 const QString &language)
{
    const QLocale locale = quote::localeForLanguage(language);
    QString text = tr("Quote %1, %2").arg(run.reference, quote.date.toString(Qt::ISODate));
    if (validUntil.isValid())
        text += tr(", valid until %1").arg(validUntil.toString(Qt::ISODate));
    text += u'\n';
    text += tr("Price list: %1 (%2, retrieved %3)")
                .arg(quote.priceListName, quote.priceListId, quote.priceListRetrieved.toString(Qt::ISODate)) +
            u'\n';
    if (quote.exampleData)
        text += tr("These are example prices, not a real offer.") + u'\n';
    // A quote whose fit scenario does not fit says so before the prices, in the PDF banner's words.
    if (quote.scenario && quote.estimate && !quote.estimate->fits) {
        const fit::Hardware &hw = quote.scenario->hardware;
        const QString gpuId = QString::fromStdString(hw.gpuId);
        const QString gpuName = gpuId == quote.request.gpuId && !quote.gpuName.isEmpty() ? quote.gpuName : gpuId;
        text += scenario::labels::doesNotFitSentence(hw.gpuCount, gpuName, *quote.estimate, locale) + u' ' +
                tr("The prices below are for this configuration as quoted.") + u'\n';
    }
    text += u'\n';

    // Columns: description, quantity with unit (right-aligned), amount (right-aligned); then the totals.
    QStringList quantities;
    QStringList amounts;
    for (const quote::LineItem &line : quote.lines) {
        quantities << tr("%1 %2").arg(quote::formatQuantity(line, language), line.unit);
        amounts << quote::formatMoney(line.amount, language);
    }
    QList<std::pair<QString, QString>> totals;
    if (!quote.vatGroups.isEmpty()) {
        totals.append({tr("Subtotal"), quote::formatMoney(quote.subtotal, language)});
        for (const quote::VatGroup &group : quote.vatGroups) {
            totals.append({tr("VAT %1%").arg(quote::formatBasisPoints(group.basisPoints, language)),
                           quote::formatMoney(quote::Money{group.vatMinor, quote.total.currency}, language)});
        }
    }
    totals.append({tr("Total"), quote::formatMoney(quote.total, language)});
    qsizetype descriptionWidth = 0;
    qsizetype quantityWidth = 0;
    qsizetype amountWidth = 0;
    for (const auto &[label, amount] : std::as_const(totals)) {
        descriptionWidth = std::max(descriptionWidth, label.size());
        amountWidth = std::max(amountWidth, amount.size());
    }
    for (qsizetype i = 0; i < quote.lines.size(); ++i) {
        descriptionWidth = std::max(descriptionWidth, quote.lines.at(i).description.size());
        quantityWidth = std::max(quantityWidth, quantities.at(i).size());
        amountWidth = std::max(amountWidth, amounts.at(i).size());
    }
    for (qsizetype i = 0; i < quote.lines.size(); ++i) {
        text += u"  " + quote.lines.at(i).description.leftJustified(descriptionWidth + 2) +
                quantities.at(i).rightJustified(quantityWidth) + u"  " + amounts.at(i).rightJustified(amountWidth) +
                u'\n';
    }
    for (const auto &[label, amount] : std::as_const(totals)) {
        text += u"  " + label.leftJustified(descriptionWidth + 2 + quantityWidth + 2) +
                amount.rightJustified(amountWidth) + u'\n';
    }
    text += u'\n';
    text += tr("Up front (fixed terms): %1; metered: %2 (before VAT).")
                .arg(quote::formatMoney(quote::Money{quote.upFrontMinor, quote.total.currency}, language),
                     quote::formatMoney(quote::Money{quote.meteredMinor, quote.total.currency}, language)) +
            u'\n';
    text += tr("Hours basis: %1 h for this quote (day 24 h, week 7 days = 168 h, month 30 days = 720 h). "
               "Stopping an allocation does not pause the paid period.")
                .arg(locale.toString(quote.hours)) +
            u'\n';
    if (quote.spotWarning) {
        // A training quote names its checkpoint (scenario::labels::spotCheckpointSentence), as the PDF does.
        const QString plan =
            quote.estimate ? scenario::labels::spotCheckpointSentence(*quote.estimate, locale) : QString();
        if (!plan.isEmpty()) {
            text += tr("%1 See the glossary: %2.").arg(plan, QString(quote::kSpotConceptId)) + u'\n';
        } else {
            text += tr("Spot capacity can be interrupted: the job needs a recovery plan (see the glossary: %1).")
                        .arg(QString(quote::kSpotConceptId)) +
                    u'\n';
        }
    }
    if (quote.scenario && quote.estimate && quote.estimate->fits) {
        const fit::Estimate &e = *quote.estimate;
        text += tr("Fit of %1: %2; binding constraint: %3.")
                    .arg(QString::fromStdString(quote.scenario->model.id), scenario::labels::fitVerdict(e, locale),
                         scenario::labels::constraintName(e.binding, &e)) +
                u'\n';
    }
    const QString pdf = run.pdfPath.isEmpty() ? QString() : QFileInfo(run.pdfPath).absoluteFilePath();
    if (run.replayed) {
        text +=
            tr("Already exported with idempotency key %1: nothing was written. PDF: %2").arg(run.idempotencyKey, pdf) +
            u'\n';
    } else {
        text += tr("PDF written to %1").arg(pdf) + u'\n';
    }
    text += tr("Quote history: %1 (idempotency key %2)")
                .arg(QFileInfo(run.storePath).absoluteFilePath(), run.idempotencyKey) +
            u'\n';
    return text;
}

} // namespace headroom::cli
