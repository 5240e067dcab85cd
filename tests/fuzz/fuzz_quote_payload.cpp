// SPDX-License-Identifier: GPL-3.0-or-later
// Fuzz target: quote::parseStoredPayload() on the input bytes (the JSON a quote history stores with a
// reference, quotes.payload_json), the one reader every replay and re-export goes through.
// Invariants checked (storedpayload.h): failure gives a message; an accepted payload has a valid date,
// no valid_until before it, a currency of three letters A-Z and |total_minor| <= 2^53, and its object
// writes back to JSON that parses to the same payload.
// Seeds: tests/fuzz/corpus/fuzz_quote_payload/ (payloads as `headroom quote` stores them, and damaged ones).

#include "fuzzsupport.h"

#include <quote/storedpayload.h>

#include <QJsonDocument>

using namespace headroom;

extern "C" int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    fuzz::initQt(argc, argv);
    return 0;
}

namespace {

constexpr qint64 kMaxExactInteger = qint64(1) << 53;

void checkAccepted(const quote::StoredPayload &payload)
{
    if (!payload.date.isValid() || (!payload.validUntil.isNull() && payload.validUntil < payload.date))
        fuzz::fail("an invalid date or a valid_until before the date was accepted");
    if (payload.currency.size() != 3)
        fuzz::fail("a currency that is not three letters was accepted");
    for (const QChar c : payload.currency) {
        if (c < u'A' || c > u'Z')
            fuzz::fail("a currency that is not three letters A-Z was accepted");
    }
    if (payload.totalMinor > kMaxExactInteger || payload.totalMinor < -kMaxExactInteger)
        fuzz::fail("a total beyond 2^53 was accepted");
    const QByteArray written = QJsonDocument(payload.object).toJson(QJsonDocument::Compact);
    QString error;
    const std::optional<quote::StoredPayload> reread = quote::parseStoredPayload(written, &error);
    if (!reread || reread->date != payload.date || reread->validUntil != payload.validUntil ||
        reread->currency != payload.currency || reread->totalMinor != payload.totalMinor)
        fuzz::fail("a payload written back from its object reads differently");
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    QString error;
    const std::optional<quote::StoredPayload> payload = quote::parseStoredPayload(fuzz::bytes(data, size), &error);
    if (!payload) {
        if (error.isEmpty())
            fuzz::fail("parseStoredPayload() failed without a message");
        return 0;
    }
    checkAccepted(*payload);
    return 0;
}
