// SPDX-License-Identifier: GPL-3.0-or-later
#include "storedpayload.h"

#include <io/safefile.h>

#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonParseError>
#include <QJsonValue>

#include <cmath>

namespace headroom::quote {

namespace {

constexpr double kMaxExactInteger = 9007199254740992.0; // 2^53: every integer up to it is exact in a double

QString tr(const char *text)
{
    return QCoreApplication::translate("headroom::quote::StoredPayload", text);
}

std::optional<StoredPayload> fail(QString *error, const QString &message)
{
    if (error)
        *error = message;
    return std::nullopt;
}

std::optional<StoredPayload> badField(QString *error, const char *field)
{
    return fail(
        error,
        tr("The stored quote cannot be read: the field “%1” is missing or not valid.").arg(QLatin1String(field)));
}

} // namespace

std::optional<StoredPayload> parseStoredPayload(const QByteArray &json, QString *error)
{
    if (json.size() > io::kMaxStorePayloadBytes) {
        return fail(error, tr("The stored quote cannot be read: it is %1 bytes, more than the limit of %2.")
                               .arg(json.size())
                               .arg(io::formatLimit(io::kMaxStorePayloadBytes)));
    }
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        return fail(error, tr("The stored quote cannot be read: it is not JSON (%1 at byte %2).")
                               .arg(parseError.errorString())
                               .arg(parseError.offset));
    }
    if (!doc.isObject())
        return fail(error, tr("The stored quote cannot be read: it is not a JSON object."));

    StoredPayload p;
    p.object = doc.object();
    const QJsonValue date = p.object.value(QLatin1String("date"));
    p.date = QDate::fromString(date.toString(), Qt::ISODate);
    if (!date.isString() || !p.date.isValid())
        return badField(error, "date");
    const QJsonValue validUntil = p.object.value(QLatin1String("valid_until"));
    if (!validUntil.isUndefined()) {
        p.validUntil = QDate::fromString(validUntil.toString(), Qt::ISODate);
        if (!validUntil.isString() || !p.validUntil.isValid() || p.validUntil < p.date)
            return badField(error, "valid_until");
    }
    p.currency = p.object.value(QLatin1String("currency")).toString();
    bool letters = p.currency.size() == 3;
    for (const QChar c : std::as_const(p.currency))
        letters = letters && c >= u'A' && c <= u'Z';
    if (!letters)
        return badField(error, "currency");
    const QJsonValue total = p.object.value(QLatin1String("total_minor"));
    const double t = total.toDouble(std::nan(""));
    if (!total.isDouble() || !std::isfinite(t) || std::trunc(t) != t || std::fabs(t) > kMaxExactInteger)
        return badField(error, "total_minor");
    p.totalMinor = qint64(t);
    return p;
}

} // namespace headroom::quote
