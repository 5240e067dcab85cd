// SPDX-License-Identifier: GPL-3.0-or-later
// Fuzz target: quote::RoutePrices::fromJson() on the input bytes (a "headroom-route-prices" file, version 2),
// then, for a file it accepts, the route cost functions on its rates with extreme token counts, GPUs per
// endpoint and hours.
// Invariants checked (routes.h): failure gives a message; an accepted file has no negative rate, every
// hosted price has a size class with a key, modelApiFor() finds a price for each listed (class,
// architecture), endpointFor() finds each endpoint by (GPU, gpus) and gpus is in 1..kMaxEndpointGpus;
// modelApiCostMinor()/endpointCostMinor() either return a non-negative cost or nullopt (overflow), with no
// undefined behaviour on the way; the rates format in en, nl and tr.
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

void checkPrices(const quote::RoutePrices &prices)
{
    for (const quote::ModelApiPrice &api : prices.modelApis) {
        if (api.inputPerMillionMicros < 0 || api.outputPerMillionMicros < 0)
            fuzz::fail("a negative token rate was accepted");
        if (quote::modelSizeClassKey(api.sizeClass).isEmpty())
            fuzz::fail("a hosted price has no size class");
        const bool moe = api.architecture == quote::ModelArchitecture::Moe;
        const std::optional<quote::ModelApiPrice> found = prices.modelApiFor(api.sizeClass, moe);
        if (!found || (api.architecture != quote::ModelArchitecture::Any && found->architecture != api.architecture))
            fuzz::fail("modelApiFor() does not find a listed price");
    }
    for (const quote::EndpointPrice &endpoint : prices.endpoints) {
        if (endpoint.perEndpointHourMicros < 0 || !prices.endpointFor(endpoint.gpuId, endpoint.gpus))
            fuzz::fail("an endpoint rate is negative or not found by its GPU");
        if (endpoint.gpus < 1 || endpoint.gpus > quote::kMaxEndpointGpus)
            fuzz::fail("an endpoint's GPU count is out of range");
        const std::optional<quote::EndpointMatch> match = prices.endpointMatch(endpoint.gpuId, endpoint.gpus);
        if (!match || match->multiplier != 1)
            fuzz::fail("endpointMatch() does not take the listed instance price");
    }
}

void checkCosts(const quote::RoutePrices &prices)
{
    for (const QString &language : {QStringLiteral("en"), QStringLiteral("nl"), QStringLiteral("tr")}) {
        for (const quote::ModelApiPrice &api : prices.modelApis) {
            (void)quote::formatMicros(api.inputPerMillionMicros, prices.currency, language);
            (void)quote::formatMicros(api.outputPerMillionMicros, prices.currency, language);
        }
    }
    for (const qint64 count : kCounts) {
        for (const qint64 hours : {qint64(1), qint64(720), count}) {
            for (const quote::ModelApiPrice &api : prices.modelApis)
                checkCost(quote::modelApiCostMinor(count, count / 3, api, hours, prices.currency));
            for (const quote::EndpointPrice &endpoint : prices.endpoints) {
                for (const qint64 multiplier : {qint64(1), qint64(8), count})
                    checkCost(quote::endpointCostMinor(endpoint, multiplier, count, hours, prices.currency));
            }
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
    checkPrices(*prices);
    checkCosts(*prices);
    return 0;
}
