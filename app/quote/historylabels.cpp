// SPDX-License-Identifier: GPL-3.0-or-later
#include <quote/historylabels.h>

#include <quote/quote.h>

#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonValue>

namespace headroom::quote {

namespace {

/// A positive count the JSON holds as an integral number; 0 when it does not.
qint64 countAt(const QJsonObject &object, QLatin1String key)
{
    const QJsonValue value = object.value(key);
    if (!value.isDouble())
        return 0;
    const double number = value.toDouble();
    const qint64 count = value.toInteger();
    return count >= 1 && double(count) == number ? count : 0;
}

QString gpuLabel(const QJsonObject &payload, const catalog::Catalog &catalog)
{
    const QString name = payload.value(QLatin1String("gpu_name")).toString();
    if (!name.isEmpty())
        return name;
    const QString id = payload.value(QLatin1String("gpu")).toString();
    if (const catalog::Gpu *gpu = id.isEmpty() ? nullptr : catalog.gpu(id))
        return gpu->name;
    return id;
}

QString modelLabel(const QJsonObject &scenario, const catalog::Catalog &catalog)
{
    const QString id = scenario.value(QLatin1String("model")).toString();
    if (!id.isEmpty()) {
        if (const catalog::ModelPreset *preset = catalog.model(id))
            return QString::fromStdString(preset->spec.displayName);
        if (const catalog::DiffusionPreset *preset = catalog.diffusionModel(id))
            return QString::fromStdString(preset->spec.displayName);
    }
    const QString imported = scenario.value(QLatin1String("model_config_name")).toString();
    return imported.isEmpty() ? id : imported;
}

QString orUnknown(const QString &label)
{
    return label.isEmpty() ? HistoryLabels::unknownText() : label;
}

} // namespace

QString HistoryLabels::unknownText()
{
    return QStringLiteral("\u2014");
}

QString HistoryLabels::termName(const QString &termKey)
{
    const std::optional<Term> term = termFromKey(termKey);
    return term ? termName(*term) : unknownText();
}

QString HistoryLabels::termName(Term term)
{
    switch (term) {
    case Term::Hour:
        return tr("hour");
    case Term::Day:
        return tr("day");
    case Term::Week:
        return tr("week");
    case Term::Month:
        return tr("month");
    }
    return unknownText();
}

HistoryLabels HistoryLabels::fromPayload(const QByteArray &payloadJson, const catalog::Catalog &catalog,
                                         const QLocale &locale)
{
    // An unparsable payload reads as an empty object: every label unknown.
    const QJsonObject payload = QJsonDocument::fromJson(payloadJson).object();
    HistoryLabels labels;
    labels.gpuId = payload.value(QLatin1String("gpu")).toString();
    labels.gpuName = gpuLabel(payload, catalog);
    labels.gpu = orUnknown(labels.gpuName);
    labels.gpus = countAt(payload, QLatin1String("gpus"));
    labels.gpuCount = labels.gpus > 0 ? locale.toString(labels.gpus) : unknownText();
    const qint64 terms = countAt(payload, QLatin1String("terms"));
    const QString term = payload.value(QLatin1String("term")).toString();
    if (terms > 0 && termFromKey(term)) {
        labels.terms = terms;
        labels.termKey = term;
    }
    labels.term = labels.terms > 0
                      ? tr("%1 × %2", "terms × term, e.g. 2 × week").arg(locale.toString(terms), termName(term))
                      : unknownText();
    const QJsonObject scenario = payload.value(QLatin1String("scenario")).toObject();
    labels.modelId = scenario.value(QLatin1String("model")).toString();
    labels.modelName = modelLabel(scenario, catalog);
    labels.model = orUnknown(labels.modelName);
    return labels;
}

} // namespace headroom::quote
