// SPDX-License-Identifier: GPL-3.0-or-later
#include <cli/jsonformat.h>

#include <cli/command.h>

#include <QFileInfo>

namespace headroom::cli {

QJsonValue jsonInteger(qint64 value)
{
    Q_ASSERT(value <= kMaxExactJsonInteger && value >= -kMaxExactJsonInteger);
    return QJsonValue(value);
}

QString jsonText(const QJsonDocument &document)
{
    QString text = QString::fromUtf8(document.toJson(QJsonDocument::Indented));
    while (text.endsWith(u'\n'))
        text.chop(1);
    return text + u'\n';
}

QJsonObject estimateToJson(const fit::Scenario &scenario, const fit::Estimate &estimate)
{
    QJsonObject perDevice;
    for (const fit::Component c : fit::kAllComponents)
        perDevice.insert(fromStd(fit::componentKey(c)), jsonInteger(estimate.perDevice.value(c)));

    QJsonArray assumptions;
    for (const std::string &a : estimate.assumptions)
        assumptions.append(QString::fromStdString(a));

    QJsonObject o;
    o.insert(QLatin1String("model"), QString::fromStdString(scenario.model.id));
    o.insert(QLatin1String("model_name"), QString::fromStdString(scenario.model.displayName));
    o.insert(QLatin1String("gpu"), QString::fromStdString(scenario.hardware.gpuId));
    o.insert(QLatin1String("gpus"), scenario.hardware.gpuCount);
    o.insert(QLatin1String("tensor_parallel"), scenario.hardware.tensorParallel);
    o.insert(QLatin1String("devices"), estimate.devices);
    o.insert(QLatin1String("replicas"), estimate.replicas);
    o.insert(QLatin1String("weights_precision"), fromStd(fit::toString(scenario.weights)));
    o.insert(QLatin1String("kv_cache_dtype"), fromStd(fit::toString(scenario.kvCache)));
    o.insert(QLatin1String("context"), jsonInteger(scenario.workload.contextTokens));
    o.insert(QLatin1String("concurrency"), scenario.workload.concurrency);
    o.insert(QLatin1String("per_device_bytes"), perDevice);
    o.insert(QLatin1String("total_per_device_bytes"), jsonInteger(estimate.perDevice.total()));
    o.insert(QLatin1String("usable_per_device_bytes"), jsonInteger(estimate.usablePerDeviceBytes));
    o.insert(QLatin1String("headroom_bytes"), jsonInteger(estimate.headroomBytes));
    o.insert(QLatin1String("fits"), estimate.fits);
    o.insert(QLatin1String("kv_cache_bytes_per_token"), jsonInteger(estimate.kvCacheBytesPerToken));
    o.insert(QLatin1String("max_concurrency"), jsonInteger(estimate.maxConcurrency));
    o.insert(QLatin1String("assumptions"), assumptions);
    return o;
}

QJsonObject quoteToJson(const quote::Quote &quote, const QString &pdfPath)
{
    QJsonArray lines;
    for (const quote::LineItem &line : quote.lines) {
        QJsonObject l;
        l.insert(QLatin1String("kind"), line.kind);
        l.insert(QLatin1String("description"), line.description);
        l.insert(QLatin1String("quantity"), jsonInteger(line.quantity));
        l.insert(QLatin1String("quantity_divisor"), jsonInteger(line.quantityDivisor));
        l.insert(QLatin1String("unit"), line.unit);
        l.insert(QLatin1String("unit_price_micros"), jsonInteger(line.unitPriceMicros));
        l.insert(QLatin1String("amount_minor"), jsonInteger(line.amount.minor));
        lines.append(l);
    }

    QJsonObject o;
    o.insert(QLatin1String("reference"), quote.reference);
    o.insert(QLatin1String("date"), quote.date.toString(Qt::ISODate));
    o.insert(QLatin1String("gpu"), quote.request.gpuId);
    if (!quote.gpuName.isEmpty())
        o.insert(QLatin1String("gpu_name"), quote.gpuName);
    o.insert(QLatin1String("gpus"), quote.request.gpuCount);
    o.insert(QLatin1String("term"), quote::termKey(quote.request.term));
    o.insert(QLatin1String("terms"), quote.request.terms);
    // Quote::hours is the paid period; "hours" counts GPU-hours (the quantity the GPU line bills).
    o.insert(QLatin1String("hours"), jsonInteger(quote.hours * quote.request.gpuCount));
    o.insert(QLatin1String("period_hours"), jsonInteger(quote.hours));
    o.insert(QLatin1String("currency"), quote.total.currency);
    o.insert(QLatin1String("price_list"), quote.priceListName);
    o.insert(QLatin1String("price_list_id"), quote.priceListId);
    if (quote.priceListRetrieved.isValid())
        o.insert(QLatin1String("price_list_retrieved"), quote.priceListRetrieved.toString(Qt::ISODate));
    o.insert(QLatin1String("storage_gb"), jsonInteger(quote.request.storageGb));
    o.insert(QLatin1String("egress_gb"), jsonInteger(quote.request.egressGb));
    o.insert(QLatin1String("lines"), lines);
    o.insert(QLatin1String("total_minor"), jsonInteger(quote.total.minor));
    o.insert(QLatin1String("total"), quote::formatMoney(quote.total, QStringLiteral("en")));
    o.insert(QLatin1String("example_data"), quote.exampleData);
    o.insert(QLatin1String("pdf"), QFileInfo(pdfPath).absoluteFilePath());
    if (quote.scenario && quote.estimate)
        o.insert(QLatin1String("estimate"), estimateToJson(*quote.scenario, *quote.estimate));
    return o;
}

QString preferredTerm(const glossary::Termbase &termbase, const QString &conceptId, const QString &language)
{
    const glossary::Concept *entry = termbase.conceptById(conceptId);
    return entry ? entry->term(language) : conceptId;
}

QJsonArray hitsToJson(const QList<glossary::Hit> &hits, const glossary::Termbase &termbase, const QString &language)
{
    QJsonArray array;
    for (const glossary::Hit &hit : hits) {
        QJsonObject highlight;
        highlight.insert(QLatin1String("start"), hit.highlightStart);
        highlight.insert(QLatin1String("length"), hit.highlightLength);
        QJsonObject o;
        o.insert(QLatin1String("concept_id"), hit.conceptId);
        o.insert(QLatin1String("term"), preferredTerm(termbase, hit.conceptId, language));
        o.insert(QLatin1String("matched_term"), hit.matchedText);
        o.insert(QLatin1String("matched_language"), hit.matchedLanguage);
        o.insert(QLatin1String("tier"), glossary::tierName(hit.tier));
        o.insert(QLatin1String("highlight"), highlight);
        array.append(o);
    }
    return array;
}

} // namespace headroom::cli
