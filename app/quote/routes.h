// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Three routes to serve a model, compared for one quote (issue 5 item 5; the three-routes source "Een
// gehost model, een beheerd endpoint en je eigen runtime leggen elk andere verantwoordelijkheden bij jou";
// research/quote-anchors.md sections 1.4 and 1.7):
//   "model-api"        hosted model API: bills per million input and output tokens; the provider operates
//                      model, runtime and hardware; no idle cost; egress normally included in the price.
//   "managed-endpoint" managed (serverless/dedicated) endpoint: bills per endpoint-hour; the provider
//                      operates the runtime and hardware, you choose model and scale; idle cost while the
//                      endpoint is up.
//   "own-runtime"      own runtime on rented GPUs: bills per GPU-hour = the quote's GPU lines; you operate
//                      engine, updates and scaling; idle cost = the full paid period (stopping does not
//                      pause it); egress per GB at the price list's rate.
//
// Money: integer micro-units in, minor units out, each figure rounded once, half up (quote.h rules).
//
// Route price file, "format": "headroom-route-prices", "version": 1 (resources/catalog/routes-example.json,
// embedded as ":/catalog/routes-example.json"):
//   { "format", "version", "id", "name", "currency" (ISO 4217), "example_data" (bool),
//     "source": {"url","retrieved","note"}, "note" (optional),
//     "model_api": { "provider", "product", "input_per_million_tokens_micros",
//                    "output_per_million_tokens_micros", "source": {...} },
//     "managed_endpoints": [ { "gpu" (catalogue GPU id), "provider", "product",
//                              "per_endpoint_hour_micros", "source": {...} }, ... ] }
// Whole numbers only; rates >= 0; dates YYYY-MM-DD; source URLs https; unknown keys are refused.

#include <catalog/catalog.h>
#include <quote/quote.h>

#include <QDate>
#include <QList>
#include <QString>

#include <optional>

namespace headroom::quote {

struct MeasurementNotes; // quotedocument.h

/// A hosted model API's per-token list price (one example model).
struct ModelApiPrice {
    QString provider;                  ///< e.g. "Example provider"
    QString product;                   ///< model / product as the provider names it
    qint64 inputPerMillionMicros = 0;  ///< price of 1,000,000 input tokens, micro-units
    qint64 outputPerMillionMicros = 0; ///< price of 1,000,000 output tokens, micro-units
    catalog::Source source;
};

/// A managed endpoint's price per endpoint-hour for one GPU kind (one GPU per endpoint instance).
struct EndpointPrice {
    QString gpuId; ///< catalogue GPU id, e.g. "l40s-48gb"
    QString provider;
    QString product;
    qint64 perEndpointHourMicros = 0; ///< micro-units per endpoint-hour
    catalog::Source source;
};

/// Example prices for the hosted-API and managed-endpoint routes (the own-runtime route is priced by the
/// quote itself). Read from a "headroom-route-prices" file (see the top of this header).
struct RoutePrices {
    static constexpr int kFormatVersion = 1;

    QString id;
    QString name;
    QString currency;        ///< ISO 4217; routes are only costed when it equals the quote's currency
    bool exampleData = true; ///< built-in figures are example data, not an offer
    catalog::Source source;
    QString note;
    ModelApiPrice modelApi;
    QList<EndpointPrice> endpoints;

    /// The endpoint price for `gpuId`, or nullopt when the file has none for that GPU.
    std::optional<EndpointPrice> endpointFor(const QString &gpuId) const;

    /// Parses a route price file. nullopt and a translated *error naming the field on failure.
    static std::optional<RoutePrices> fromJson(const QByteArray &json, QString *error = nullptr);
    /// Reads a route price file from disk (a regular file of at most io::kMaxCatalogBytes, read with
    /// io::readRegularFile: devices and FIFOs are refused) or a resource path (":/...").
    static std::optional<RoutePrices> fromFile(const QString &path, QString *error = nullptr);
};

/// The built-in example route prices (":/catalog/routes-example.json"). The file is part of the build and
/// tested, so this does not fail in practice; an unreadable resource yields an empty RoutePrices whose
/// currency is empty (no route but own runtime is costed then).
const RoutePrices &builtinRoutePrices();

/// One route for the quote's scenario. Costs are in `currency` minor units over the quote's paid period
/// (Quote::hours; monthly token counts are scaled by hours / 720).
struct RouteEstimate {
    QString route;    ///< "model-api" | "managed-endpoint" | "own-runtime"
    QString name;     ///< translated: "Hosted model API", "Managed endpoint", "Own runtime"
    QString operates; ///< translated: who operates what
    QString bills;    ///< translated: how it bills, with the example rate
    /// Cost of the period: model API = (input tokens x input rate + output tokens x output rate) / 10^6 x
    /// hours / 720; managed endpoint = rate per endpoint-hour x GPU count x hours; own runtime = the
    /// quote's "gpu" and "dedicated" lines. nullopt when it cannot be worked out: token counts not
    /// measured, no endpoint price for the GPU, or route prices in another currency than the quote.
    std::optional<qint64> periodCostMinor;
    /// What the period costs when no request arrives: 0 (model API); the endpoint's period cost (kept up
    /// for the whole period); the own runtime's period cost (full paid period). 0 when not known, then
    /// idleCostKnown is false.
    qint64 idleCostMinor = 0;
    bool idleCostKnown = true;
    QString idleNote;       ///< translated one-liner about idle cost
    QString egressNote;     ///< translated one-liner about egress
    QString costNote;       ///< translated: the arithmetic behind periodCostMinor, or why it is missing
    QString currency;       ///< the quote's currency
    catalog::Source source; ///< where the rate was read (own runtime: the GPU price's source)
    bool exampleData = true;
};

/// The three routes, in the order model-api, managed-endpoint, own-runtime. Strings use the current
/// translator (context "headroom::quote::Routes"); numbers in them use localeForLanguage(language).
QList<RouteEstimate> compareRoutes(const Quote &quote, const MeasurementNotes &measurements, const RoutePrices &prices,
                                   const QString &language = QStringLiteral("en"));

/// Model-API cost in minor units: (inputTokens x inputPerMillion + outputTokens x outputPerMillion) x hours
/// / (720 x 10^6) micro-units, rounded once, half up, to the currency's minor unit. nullopt on overflow or
/// negative inputs. Exposed for tests.
std::optional<qint64> modelApiCostMinor(qint64 inputTokensPerMonth, qint64 outputTokensPerMonth,
                                        const ModelApiPrice &price, qint64 hours, const QString &currency);

/// Managed-endpoint cost in minor units: perEndpointHour x endpoints x hours micro-units, rounded once,
/// half up. nullopt on overflow or negative inputs. Exposed for tests.
std::optional<qint64> endpointCostMinor(const EndpointPrice &price, qint64 endpoints, qint64 hours,
                                        const QString &currency);

} // namespace headroom::quote
