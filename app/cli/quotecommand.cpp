// SPDX-License-Identifier: GPL-3.0-or-later
#include <cli/quotecommand.h>

#include <cli/estimatecommand.h>
#include <cli/jsonformat.h>
#include <cli/optionreader.h>
#include <cli/scenariooptions.h>
#include <quote/quotepdf.h>

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFileInfo>
#include <QTranslator>

#include <algorithm>

namespace headroom::cli {

namespace {

QString termOption()
{
    return QStringLiteral("term");
}
QString termsOption()
{
    return QStringLiteral("terms");
}
QString storageOption()
{
    return QStringLiteral("storage-gb");
}
QString egressOption()
{
    return QStringLiteral("egress-gb");
}
QString pdfOption()
{
    return QStringLiteral("pdf");
}
QString langOption()
{
    return QStringLiteral("lang");
}

/// Installs the app's translation for `language` for the lifetime of the object, so the PDF's tr()
/// strings come out in that language. English is the source language and needs none. The .qm files
/// are embedded by headroom_ui under ":/i18n/" (the headroom executable links them).
class PdfTranslation
{
public:
    bool install(const QString &language)
    {
        if (language == QLatin1String("en"))
            return true;
        if (!m_translator.load(QStringLiteral(":/i18n/headroom_%1.qm").arg(language)))
            return false;
        m_installed = QCoreApplication::installTranslator(&m_translator);
        return m_installed;
    }
    ~PdfTranslation()
    {
        if (m_installed)
            QCoreApplication::removeTranslator(&m_translator);
    }

private:
    QTranslator m_translator;
    bool m_installed = false;
};

QStringList termKeys()
{
    QStringList keys;
    for (const quote::Term t : {quote::Term::Hour, quote::Term::Day, quote::Term::Week, quote::Term::Month})
        keys << quote::termKey(t);
    return keys;
}

QStringList pricedGpuIds(const catalog::PriceList &prices)
{
    QStringList ids;
    for (const catalog::GpuPrice &p : prices.gpus)
        ids << p.gpuId;
    return ids;
}

} // namespace

QString QuoteCommand::synopsis()
{
    return QStringLiteral("headroom quote --gpu ID [--gpus N] --term hour|day|week|month [--terms N] "
                          "[--storage-gb N] [--egress-gb N] [--model ID --context N --concurrency N "
                          "[--engine ENGINE] ...] "
                          "--pdf FILE [--lang nl|en|tr] [--json]");
}

std::optional<CommandError> QuoteCommand::run(const QStringList &arguments, QString *output)
{
    QCommandLineParser parser;
    parser.addOption({{QStringLiteral("h"), option::help()}, tr("Show this help.")});
    ScenarioOptions::addGpuOptions(parser);
    parser.addOption({termOption(), tr("Rental term: %1.").arg(termKeys().join(QLatin1String("|"))), tr("TERM")});
    parser.addOption({termsOption(), tr("Number of consecutive terms (default 1)."), tr("N"), QStringLiteral("1")});
    parser.addOption({storageOption(), tr("Storage kept for the whole period, in GB (10^9 bytes; default 0)."), tr("N"),
                      QStringLiteral("0")});
    parser.addOption({egressOption(), tr("Data leaving the provider, in GB (10^9 bytes; default 0)."), tr("N"),
                      QStringLiteral("0")});
    ScenarioOptions::addScenarioOptions(parser);
    parser.addOption({pdfOption(), tr("Write the quote as PDF to FILE (required)."), tr("FILE")});
    parser.addOption(
        {langOption(), tr("Language of the PDF: nl, en or tr (default en)."), tr("LANG"), QStringLiteral("en")});
    parser.addOption({option::json(), tr("Print one JSON object instead of the summary.")});
    if (auto error = OptionReader::parse(parser, arguments))
        return error;

    const catalog::Catalog &catalog = catalog::Catalog::builtIn();
    const catalog::PriceList &prices = catalog.priceList();
    const OptionReader options(parser);
    if (options.isSet(option::help())) {
        *output += OptionReader::helpText(
            parser, synopsis(),
            tr("Prices a GPU rental with the built-in example price list (%1, %2) and writes the quote as PDF.\n"
               "Priced GPUs: %3")
                .arg(prices.name, prices.currency, pricedGpuIds(prices).join(QLatin1String(", "))));
        return std::nullopt;
    }
    if (!parser.positionalArguments().isEmpty())
        return CommandError::usage(tr("unexpected argument '%1'").arg(parser.positionalArguments().constFirst()));

    CommandError error;
    const std::optional<GpuChoice> gpu = ScenarioOptions::readGpu(options, catalog, &error);
    if (!gpu)
        return error;
    if (!prices.priceFor(gpu->gpu->id)) {
        return CommandError::usage(tr("the price list has no price for GPU '%1'; priced GPUs: %2")
                                       .arg(gpu->gpu->id, pricedGpuIds(prices).join(QLatin1String(", "))));
    }

    const std::optional<QString> termKey = options.required(termOption(), &error);
    if (!termKey)
        return error;
    const std::optional<quote::Term> term = quote::termFromKey(*termKey);
    if (!term)
        return OptionReader::unknownValue(termOption(), *termKey, termKeys());
    const std::optional<qint64> terms = options.integer(termsOption(), 1, 1, kMaxTerms, &error);
    if (!terms)
        return error;
    const std::optional<qint64> storage = options.integer(storageOption(), 0, 0, kMaxGigabytes, &error);
    if (!storage)
        return error;
    const std::optional<qint64> egress = options.integer(egressOption(), 0, 0, kMaxGigabytes, &error);
    if (!egress)
        return error;

    std::optional<FitReport> fitReport;
    if (ScenarioOptions::anyScenarioOption(options)) {
        if (!options.isSet(option::model()))
            return CommandError::usage(tr("--%1 is required with the fit options").arg(option::model()));
        std::optional<ScenarioChoice> choice = ScenarioOptions::readScenario(options, catalog, *gpu, &error);
        if (!choice)
            return error;
        fitReport = FitReport::compute(std::move(*choice), &error);
        if (!fitReport)
            return error;
    }

    const std::optional<QString> pdfPath = options.required(pdfOption(), &error);
    if (!pdfPath)
        return error;

    quote::QuoteRequest request;
    request.gpuId = gpu->gpu->id;
    request.gpuCount = gpu->count;
    request.term = *term;
    request.terms = int(*terms);
    request.storageGb = *storage;
    request.egressGb = *egress;
    quote::QuoteError quoteError;
    std::optional<quote::Quote> quote = quote::buildQuote(request, prices, QDate::currentDate(), &quoteError);
    if (!quote)
        return CommandError::usage(quoteError.message);
    quote->gpuName = gpu->gpu->name;
    if (fitReport) {
        quote->scenario = fitReport->choice.scenario;
        quote->estimate = fitReport->estimate;
    }

    // The PDF is a document for a customer: it follows --lang; the command's own output stays English.
    const QString language = options.value(langOption());
    static const QStringList pdfLanguages{QStringLiteral("nl"), QStringLiteral("en"), QStringLiteral("tr")};
    if (!pdfLanguages.contains(language))
        return OptionReader::unknownValue(langOption(), language, pdfLanguages);
    QString pdfError;
    bool written = false;
    {
        // Only the PDF is translated: the translator is removed again before the summary is printed.
        PdfTranslation translation;
        if (!translation.install(language))
            return CommandError::runtime(tr("the %1 translation is not available in this build").arg(language));
        written = quote::exportQuotePdf(*quote, *pdfPath, &pdfError, language);
    }
    if (!written)
        return CommandError::runtime(pdfError.isEmpty() ? tr("cannot write the PDF to '%1'").arg(*pdfPath) : pdfError);

    if (options.isSet(option::json()))
        *output += jsonText(QJsonDocument(quoteToJson(*quote, *pdfPath, fitReport ? &*fitReport : nullptr)));
    else
        *output += formatText(*quote, *pdfPath);
    return std::nullopt;
}

QString QuoteCommand::formatText(const quote::Quote &quote, const QString &pdfPath)
{
    const QString language = QStringLiteral("en");
    QString text = tr("Quote %1, %2").arg(quote.reference, quote.date.toString(Qt::ISODate)) + u'\n';
    text += tr("Price list: %1").arg(quote.priceListName) + u'\n';
    if (quote.exampleData)
        text += tr("These are example prices, not a real offer.") + u'\n';
    text += u'\n';

    // Columns: description, quantity with unit (right-aligned), amount (right-aligned).
    QStringList quantities;
    QStringList amounts;
    for (const quote::LineItem &line : quote.lines) {
        quantities << tr("%1 %2").arg(quote::formatQuantity(line, language), line.unit);
        amounts << quote::formatMoney(line.amount, language);
    }
    const QString totalLabel = tr("Total");
    const QString total = quote::formatMoney(quote.total, language);
    qsizetype descriptionWidth = totalLabel.size();
    qsizetype quantityWidth = 0;
    qsizetype amountWidth = total.size();
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
    text += u"  " + totalLabel.leftJustified(descriptionWidth + 2 + quantityWidth + 2) +
            total.rightJustified(amountWidth) + u'\n';
    text += u'\n';
    if (quote.scenario && quote.estimate) {
        const fit::Estimate &e = *quote.estimate;
        text +=
            (e.fits
                 ? tr("Fit: %1 fits, with %2 GiB headroom per GPU.")
                       .arg(QString::fromStdString(quote.scenario->model.id), EstimateCommand::gib(e.headroomBytes))
                 : tr("Fit: %1 does not fit, short by %2 GiB per GPU.")
                       .arg(QString::fromStdString(quote.scenario->model.id), EstimateCommand::gib(-e.headroomBytes))) +
            u'\n';
    }
    text += tr("PDF written to %1").arg(QFileInfo(pdfPath).absoluteFilePath()) + u'\n';
    return text;
}

} // namespace headroom::cli
