// SPDX-License-Identifier: GPL-3.0-or-later
#include "quoteexport.h"

#include "pricelistfiles.h"

#include <quote/pdflanguage.h>
#include <quote/quoteexporter.h>
#include <quote/storedpayload.h>
#include <scenario/choicejson.h>

#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonValue>
#include <QLocale>

#include <limits>

namespace headroom::ui {

namespace {

// Payload keys shared with `headroom quote --json` (app/cli/jsonformat.cpp quoteToJson).
const QLatin1String kDate("date");
const QLatin1String kValidUntil("valid_until");
const QLatin1String kGpu("gpu");
const QLatin1String kGpuName("gpu_name");
const QLatin1String kGpus("gpus");
const QLatin1String kTerm("term");
const QLatin1String kTerms("terms");
const QLatin1String kPricing("pricing");
const QLatin1String kSupport("support");
const QLatin1String kDedicated("dedicated");
const QLatin1String kStorageGb("storage_gb");
const QLatin1String kEgressGb("egress_gb");
const QLatin1String kCheckpointsKept("checkpoints_kept");
const QLatin1String kCheckpointBytes("checkpoint_bytes");
const QLatin1String kVatBasisPoints("vat_basis_points");
const QLatin1String kCurrency("currency");
const QLatin1String kPriceList("price_list");
const QLatin1String kPriceListId("price_list_id");
const QLatin1String kPriceListRetrieved("price_list_retrieved");
const QLatin1String kSubtotalMinor("subtotal_minor");
const QLatin1String kVatMinor("vat_minor");
const QLatin1String kTotalMinor("total_minor");
// The GUI's own keys.
const QLatin1String kPriceListFile("price_list_file");
const QLatin1String kLanguage("language");
const QLatin1String kValidDays("valid_days");
const QLatin1String kIncludeRoutes("include_routes");
const QLatin1String kIncludeFit("include_fit");
const QLatin1String kScenario("scenario");
const QLatin1String kRetention("retention");
const QLatin1String kLayer("layer");
const QLatin1String kEvidence("evidence");
const QLatin1String kCustomerResponsibility("customer_responsibility");
const QLatin1String kMeasurements("measurements");
const QLatin1String kInputTokens("input_tokens_per_month");
const QLatin1String kOutputTokens("output_tokens_per_month");
const QLatin1String kConcurrency("concurrency");
const QLatin1String kErrorRate("error_rate");
const QLatin1String kDataRefresh("data_refresh");

constexpr int kMaxValidDays = 3650;

QJsonValue optionalInteger(const std::optional<qint64> &v)
{
    return v ? QJsonValue(*v) : QJsonValue(QJsonValue::Null);
}

std::optional<qint64> readOptionalInteger(const QJsonObject &o, QLatin1String key)
{
    const QJsonValue v = o.value(key);
    if (!v.isDouble())
        return std::nullopt;
    return v.toInteger();
}

} // namespace

QByteArray quotePayload(const QuoteDraft &draft, const quote::Quote &quote, const QDate &validUntil)
{
    const quote::QuoteRequest &r = draft.request;
    QJsonObject o;
    o.insert(kDate, quote.date.toString(Qt::ISODate));
    if (validUntil.isValid())
        o.insert(kValidUntil, validUntil.toString(Qt::ISODate));
    o.insert(kGpu, r.gpuId);
    if (!quote.gpuName.isEmpty())
        o.insert(kGpuName, quote.gpuName);
    o.insert(kGpus, r.gpuCount);
    o.insert(kTerm, quote::termKey(r.term));
    o.insert(kTerms, r.terms);
    o.insert(kPricing, quote::pricingModelKey(r.pricing));
    o.insert(kSupport, r.supportTierId);
    o.insert(kDedicated, r.dedicated);
    o.insert(kStorageGb, r.storageGb);
    o.insert(kEgressGb, r.egressGb);
    // The priced quote's: its checkpoint size is the scenario's estimate (documentForDraft), not the draft's.
    o.insert(kCheckpointsKept, quote.request.checkpointsKept);
    o.insert(kCheckpointBytes, quote.request.checkpointBytes);
    o.insert(kVatBasisPoints, r.vatBasisPoints ? QJsonValue(*r.vatBasisPoints) : QJsonValue(QJsonValue::Null));
    o.insert(kCurrency, quote.total.currency);
    o.insert(kPriceList, quote.priceListName);
    o.insert(kPriceListId, draft.priceListId);
    if (draft.priceListRetrieved.isValid())
        o.insert(kPriceListRetrieved, draft.priceListRetrieved.toString(Qt::ISODate));
    o.insert(kSubtotalMinor, quote.subtotal.minor);
    o.insert(kVatMinor, quote.vatMinor);
    o.insert(kTotalMinor, quote.total.minor);

    if (!draft.priceListFile.isEmpty())
        o.insert(kPriceListFile, draft.priceListFile);
    o.insert(kLanguage, draft.language);
    o.insert(kValidDays, draft.validDays);
    o.insert(kIncludeRoutes, draft.includeRoutes);
    o.insert(kIncludeFit, draft.includeFit);
    o.insert(kScenario,
             draft.scenario ? QJsonValue(scenario::choiceToJson(*draft.scenario)) : QJsonValue(QJsonValue::Null));
    QJsonObject retention;
    retention.insert(kLayer, draft.retention.layer);
    retention.insert(kEvidence, draft.retention.evidence);
    retention.insert(kCustomerResponsibility, draft.retention.customerResponsibility);
    o.insert(kRetention, retention);
    const quote::MeasurementNotes &m = draft.measurements;
    QJsonObject measurements;
    measurements.insert(kInputTokens, optionalInteger(m.inputTokensPerMonth));
    measurements.insert(kOutputTokens, optionalInteger(m.outputTokensPerMonth));
    measurements.insert(kConcurrency, m.concurrency ? QJsonValue(*m.concurrency) : QJsonValue(QJsonValue::Null));
    measurements.insert(kErrorRate, m.errorRate);
    measurements.insert(kDataRefresh, m.dataRefresh);
    o.insert(kMeasurements, measurements);
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

std::optional<QuoteDraft> draftFromPayload(const QByteArray &payloadJson, QString *error)
{
    const auto fail = [error](const QString &field) -> std::optional<QuoteDraft> {
        if (error)
            *error = QuoteExporter::tr("The stored quote cannot be read: the field “%1” is missing or not valid.")
                         .arg(field);
        return std::nullopt;
    };
    // The shared reader checks the size cap, the JSON and the keys every payload has (storedpayload.h).
    const std::optional<quote::StoredPayload> stored = quote::parseStoredPayload(payloadJson, error);
    if (!stored)
        return std::nullopt;
    const QJsonObject &o = stored->object;
    QuoteDraft d;
    quote::QuoteRequest &r = d.request;

    r.gpuId = o.value(kGpu).toString();
    if (r.gpuId.isEmpty())
        return fail(kGpu);
    const std::optional<qint64> gpus = readOptionalInteger(o, kGpus);
    if (!gpus || *gpus < 1 || *gpus > std::numeric_limits<int>::max())
        return fail(kGpus);
    r.gpuCount = int(*gpus);
    const std::optional<quote::Term> term = quote::termFromKey(o.value(kTerm).toString());
    if (!term)
        return fail(kTerm);
    r.term = *term;
    const std::optional<qint64> terms = readOptionalInteger(o, kTerms);
    if (!terms || *terms < 1 || *terms > std::numeric_limits<int>::max())
        return fail(kTerms);
    r.terms = int(*terms);
    // Quotes stored before pricing models existed were on demand.
    const QJsonValue pricing = o.value(kPricing);
    if (!pricing.isUndefined()) {
        const std::optional<quote::PricingModel> model = quote::pricingModelFromKey(pricing.toString());
        if (!model)
            return fail(kPricing);
        r.pricing = *model;
    }
    r.supportTierId = o.value(kSupport).toString();
    r.dedicated = o.value(kDedicated).toBool(false);
    const std::optional<qint64> storage = readOptionalInteger(o, kStorageGb);
    const std::optional<qint64> egress = readOptionalInteger(o, kEgressGb);
    if ((o.contains(kStorageGb) && (!storage || *storage < 0)))
        return fail(kStorageGb);
    if ((o.contains(kEgressGb) && (!egress || *egress < 0)))
        return fail(kEgressGb);
    r.storageGb = storage.value_or(0);
    r.egressGb = egress.value_or(0);
    // Issue 11: quotes stored before checkpoints were priced keep none. The size of one checkpoint is not read
    // back: documentForDraft() takes it from the scenario's training estimate, as the dialog does.
    const std::optional<qint64> kept = readOptionalInteger(o, kCheckpointsKept);
    if (o.contains(kCheckpointsKept) && (!kept || *kept < 0 || *kept > quote::kMaxCheckpointsKept))
        return fail(kCheckpointsKept);
    r.checkpointsKept = int(kept.value_or(0));
    const QJsonValue vat = o.value(kVatBasisPoints);
    if (vat.isDouble()) {
        const qint64 bp = vat.toInteger(-1);
        if (bp < 0 || bp > quote::kMaxVatBasisPoints)
            return fail(kVatBasisPoints);
        r.vatBasisPoints = int(bp);
    } else if (!vat.isNull() && !vat.isUndefined()) {
        return fail(kVatBasisPoints);
    }

    d.priceListId = o.value(kPriceListId).toString();
    if (d.priceListId.isEmpty())
        return fail(kPriceListId);
    d.priceListRetrieved = QDate::fromString(o.value(kPriceListRetrieved).toString(), Qt::ISODate);
    d.currency = o.value(kCurrency).toString();
    d.priceListFile = o.value(kPriceListFile).toString();

    const QString language = o.value(kLanguage).toString();
    if (quote::isPdfLanguage(language))
        d.language = language;
    const std::optional<qint64> validDays = readOptionalInteger(o, kValidDays);
    if (validDays && *validDays >= 1 && *validDays <= kMaxValidDays) {
        d.validDays = int(*validDays);
    } else {
        // A CLI quote states its validity as a date.
        const QDate date = QDate::fromString(o.value(kDate).toString(), Qt::ISODate);
        const QDate validUntil = QDate::fromString(o.value(kValidUntil).toString(), Qt::ISODate);
        const qint64 days = date.isValid() && validUntil.isValid() ? date.daysTo(validUntil) : 0;
        if (days >= 1 && days <= kMaxValidDays)
            d.validDays = int(days);
    }
    d.includeRoutes = o.value(kIncludeRoutes).toBool(d.includeRoutes);
    d.includeFit = o.value(kIncludeFit).toBool(d.includeFit);
    // The quote's own scenario. One that no longer reads (e.g. a config the importer now refuses) leaves the
    // quote without a fit and says why; the prices are still the stored ones.
    if (const QJsonValue stored = o.value(kScenario); stored.isObject()) {
        QString problem;
        d.scenario = scenario::choiceFromJson(stored.toObject(), &problem);
        if (d.scenario)
            d.request.scenarioFingerprint = scenario::scenarioFingerprint(*d.scenario);
        else
            d.scenarioProblem = problem;
    } else if (!stored.isNull() && !stored.isUndefined()) {
        d.scenarioProblem = QuoteExporter::tr("the stored scenario is not a JSON object");
    }
    const QJsonObject retention = o.value(kRetention).toObject();
    d.retention.layer = retention.value(kLayer).toString();
    d.retention.evidence = retention.value(kEvidence).toString();
    d.retention.customerResponsibility = retention.value(kCustomerResponsibility).toString();
    const QJsonObject m = o.value(kMeasurements).toObject();
    d.measurements.inputTokensPerMonth = readOptionalInteger(m, kInputTokens);
    d.measurements.outputTokensPerMonth = readOptionalInteger(m, kOutputTokens);
    if (const std::optional<qint64> c = readOptionalInteger(m, kConcurrency);
        c && *c >= 0 && *c <= std::numeric_limits<int>::max())
        d.measurements.concurrency = int(*c);
    d.measurements.errorRate = m.value(kErrorRate).toString();
    d.measurements.dataRefresh = m.value(kDataRefresh).toString();
    return d;
}

std::optional<catalog::PriceList> priceListForDraft(const QuoteDraft &draft, const catalog::Catalog &catalog,
                                                    QString *error)
{
    std::optional<catalog::PriceList> list;
    if (const catalog::PriceList *builtIn = catalog.priceList(draft.priceListId)) {
        list = *builtIn;
    } else if (!draft.priceListFile.isEmpty()) {
        QString loadError;
        list = PriceListFiles::load(draft.priceListFile, catalog, &loadError);
        if (!list) {
            if (error)
                *error = QuoteExporter::tr("The price list “%1” of this quote cannot be read.\n%2")
                             .arg(draft.priceListId, loadError);
            return std::nullopt;
        }
    }
    if (!list) {
        if (error)
            *error =
                QuoteExporter::tr("The price list “%1” of this quote is not available. Open it with File → Open price "
                                  "list… and try again.")
                    .arg(draft.priceListId);
        return std::nullopt;
    }
    const bool sameVersion = !draft.priceListRetrieved.isValid() || list->retrieved == draft.priceListRetrieved;
    const bool sameCurrency = draft.currency.isEmpty() || list->currency == draft.currency;
    if (list->id != draft.priceListId || !sameVersion || !sameCurrency) {
        if (error)
            *error = QuoteExporter::tr(
                         "The price list “%1” has changed since this quote was made (retrieved %2 in %3, now %4 "
                         "in %5).")
                         .arg(draft.priceListId, draft.priceListRetrieved.toString(Qt::ISODate), draft.currency,
                              list->retrieved.toString(Qt::ISODate), list->currency);
        return std::nullopt;
    }
    return list;
}

std::optional<quote::QuoteDocument> documentForDraft(const QuoteDraft &draft, const catalog::PriceList &prices,
                                                     const catalog::Catalog &catalog, const QDate &date, QString *error)
{
    // The quote's own scenario on its own hardware (the draft's scenario has the request's GPU and count):
    // resolved by the same rules as the explorer and the command line. A scenario that no longer resolves
    // leaves the document without a fit rather than with another one. A training estimate also sizes the
    // kept checkpoints (quote.h QuoteRequest::checkpointBytes), whether or not the fit is printed.
    std::optional<fit::Scenario> fitScenario;
    std::optional<fit::Estimate> estimate;
    if (draft.scenario && (draft.includeFit || draft.request.checkpointsKept > 0)) {
        if (const std::optional<scenario::Resolved> r = scenario::resolve(*draft.scenario, catalog)) {
            const fit::Result<fit::Estimate> e = fit::estimate(r->scenario);
            if (e.ok()) {
                fitScenario = r->scenario;
                estimate = *e.value;
            }
        }
    }
    quote::QuoteRequest request = draft.request;
    const bool training = estimate && fit::isTraining(estimate->kind);
    request.checkpointBytes = training ? estimate->checkpointBytes : 0;
    quote::QuoteError quoteError;
    std::optional<quote::Quote> q = quote::buildQuote(request, prices, date, &quoteError);
    if (!q) {
        if (error)
            *error = quoteError.message;
        return std::nullopt;
    }
    q->reference = quote::quoteReference(q->fingerprint, q->date); // provisional until the history issues one
    const catalog::Gpu *gpu = catalog.gpu(draft.request.gpuId);
    q->gpuName = gpu ? gpu->name : draft.request.gpuId;
    quote::QuoteDocument doc;
    doc.quote = std::move(*q);
    doc.language = draft.language;
    doc.validUntil = date.addDays(draft.validDays);
    doc.retention = draft.retention;
    doc.measurements = draft.measurements;
    doc.includeRoutes = draft.includeRoutes;
    doc.includeFit = draft.includeFit;
    if (draft.includeFit && estimate) {
        doc.quote.scenario = std::move(fitScenario);
        doc.quote.estimate = std::move(estimate);
    }
    // US Letter only for a US English PDF on a US system; A4 otherwise (quotedocument.h).
    doc.pageSize =
        draft.language == QLatin1String("en") ? quote::pageSizeForLocale(QLocale::system().name()) : QPageSize::A4;
    return doc;
}

quote::RetentionBlock defaultRetentionBlockFor(const QString &language)
{
    const quote::PdfLanguageScope scope(language);
    return quote::defaultRetentionBlock();
}

QuoteExporter::QuoteExporter(const QString &storePath)
    : m_storePath(storePath.isEmpty() ? quote::QuoteStore::defaultPath() : storePath)
{}

QuoteExporter::~QuoteExporter() = default;

quote::QuoteStore *QuoteExporter::store(QString *error)
{
    if (!m_store) {
        QString openError;
        m_store = quote::QuoteStore::open(m_storePath, &openError);
        if (!m_store) {
            if (error)
                *error = openError;
            return nullptr;
        }
    }
    return &*m_store;
}

ExportResult QuoteExporter::exportPdf(const QString &key, const QuoteDraft &draft, quote::QuoteDocument document,
                                      const QDateTime &now,
                                      const std::function<QString(const QString &reference)> &choosePath)
{
    ExportResult result;
    quote::QuoteStore *history = store(&result.message);
    if (!history)
        return result;

    // The one export sequence (quote/quoteexporter.h); this function only translates its outcome.
    quote::PdfExportRequest request;
    request.idempotencyKey = key;
    request.payloadJson = quotePayload(draft, document.quote, document.validUntil);
    request.document = std::move(document);
    request.now = now;
    request.choosePath = choosePath;
    if (!draft.priceListFile.isEmpty())
        request.inputs.append({tr("the price list"), draft.priceListFile});
    const quote::PdfExportResult exported = quote::QuoteExporter::exportPdf(*history, std::move(request));
    result.reference = exported.reference;
    result.path = exported.path;
    result.message = exported.message;
    switch (exported.outcome) {
    case quote::PdfExportOutcome::Exported:
        result.outcome = ExportOutcome::Exported;
        break;
    case quote::PdfExportOutcome::Replayed:
        result.outcome = ExportOutcome::Replayed;
        break;
    case quote::PdfExportOutcome::Cancelled:
        result.outcome = ExportOutcome::Cancelled;
        result.message.clear();
        break;
    case quote::PdfExportOutcome::Conflict:
    case quote::PdfExportOutcome::InProgress:
    case quote::PdfExportOutcome::StoreFailed:
    case quote::PdfExportOutcome::ReplayMissing: // its message asks for a new key
        result.outcome = ExportOutcome::Refused;
        break;
    case quote::PdfExportOutcome::Refused:
    case quote::PdfExportOutcome::TargetRefused:
    case quote::PdfExportOutcome::Failed:
        result.outcome = ExportOutcome::Failed;
        break;
    }
    return result;
}

bool QuoteExporter::discardUnexported(const QString &reference)
{
    quote::QuoteStore *history = store();
    if (!history || reference.isEmpty())
        return false;
    QString error;
    const QList<quote::StoredOperation> operations = history->operations(reference, &error);
    if (!error.isEmpty())
        return false;
    for (const quote::StoredOperation &op : operations) {
        if (op.state != quote::OperationState::Failed)
            return false;
    }
    return history->remove(reference, nullptr);
}

} // namespace headroom::ui
