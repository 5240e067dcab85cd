// SPDX-License-Identifier: GPL-3.0-or-later
// Fuzz target: quote::RoutePrices::fromJson() on the input bytes (a "headroom-route-prices" file), then,
// for a file it accepts, the route cost functions on its rates with extreme token counts and hours.
// Invariants checked (routes.h): failure gives a message; an accepted file has no negative rate and
// endpointFor() finds each endpoint's GPU; modelApiCostMinor()/endpointCostMinor() either return a
// non-negative cost or nullopt (overflow), with no undefined behaviour on the way; the rates format in
// en, nl and tr.
// Seeds: resources/catalog/routes-example.json (tests/fuzz/CMakeLists.txt).

#include "fuzzsupport.h"

#include <quote/routes.h>

#include <limits>

using namespace headroom;

extern "C" int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    fuzz::initQt(argc, argv);
    return 0;
}

namespace {

constexpr qint64 kCounts[] = {0, 1, 720, 1'000'000, 1LL << 40, std::numeric_limits<qint64>::max()};

void checkCost(const std::optional<qint64> &minor)
{
    if (minor && *minor < 0)
        fuzz::fail("a route cost is negative");
}

void checkCosts(const quote::RoutePrices &prices)
{
    for (const QString &language : {QStringLiteral("en"), QStringLiteral("nl"), QStringLiteral("tr")}) {
        (void)quote::formatMicros(prices.modelApi.inputPerMillionMicros, prices.currency, language);
        (void)quote::formatMicros(prices.modelApi.outputPerMillionMicros, prices.currency, language);
    }
    for (const qint64 count : kCounts) {
        for (const qint64 hours : {qint64(1), qint64(720), count}) {
            checkCost(quote::modelApiCostMinor(count, count / 3, prices.modelApi, hours, prices.currency));
            for (const quote::EndpointPrice &endpoint : prices.endpoints)
                checkCost(quote::endpointCostMinor(endpoint, count, hours, prices.currency));
        }
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    QString error;
    const std::optional<quote::RoutePrices> prices = quote::RoutePrices::fromJson(fuzz::bytes(data, size), &error);
    if (!prices) {
        if (error.isEmpty())
            fuzz::fail("RoutePrices::fromJson() failed without a message");
        return 0;
    }
    if (prices->modelApi.inputPerMillionMicros < 0 || prices->modelApi.outputPerMillionMicros < 0)
        fuzz::fail("a negative token rate was accepted");
    for (const quote::EndpointPrice &endpoint : prices->endpoints) {
        if (endpoint.perEndpointHourMicros < 0 || !prices->endpointFor(endpoint.gpuId))
            fuzz::fail("an endpoint rate is negative or not found by its GPU");
    }
    checkCosts(*prices);
    return 0;
}
