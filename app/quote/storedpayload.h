// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The one reader of a payload stored with a quote (QuoteStore, quotes.payload_json): the JSON object the
// CLI (`headroom quote`) and the GUI (ui::quotePayload) store with a new reference. Every replay and
// every re-export reads it through parseStoredPayload(), so a payload damaged on disk or written by
// another program is one clear error instead of a half-filled answer.
//
// Pure: no database, no files, no globals besides the translator (a fuzz target calls it directly).

#include <QByteArray>
#include <QDate>
#include <QJsonObject>
#include <QString>

#include <optional>

namespace headroom::quote {

/// The keys every stored payload has, read and checked; `object` keeps all of them for the front ends.
struct StoredPayload {
    QJsonObject object;    ///< the whole payload
    QDate date;            ///< "date": the quote's date (ISO 8601), valid
    QDate validUntil;      ///< "valid_until": ISO 8601; null when the key is absent
    QString currency;      ///< "currency": three letters A-Z (ISO 4217)
    qint64 totalMinor = 0; ///< "total_minor": an integer (|x| <= 2^53), minor units of `currency`
};

/// Parses `json`: at most io::kMaxStorePayloadBytes bytes, one JSON object (UTF-8), with "date" a valid
/// ISO date, "valid_until" absent or a valid ISO date not before "date", "currency" three letters A-Z and
/// "total_minor" an integral number of at most 2^53 in magnitude. nullopt with a translated *error (the
/// size, the JSON parse error and its byte offset, or the field) otherwise.
std::optional<StoredPayload> parseStoredPayload(const QByteArray &json, QString *error = nullptr);

} // namespace headroom::quote
