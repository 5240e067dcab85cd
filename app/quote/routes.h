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
// Cost per token (issue 13): with an inference scenario whose throughput is known (fit::throughput of
// Quote::scenario and Quote::estimate), the own runtime and the managed endpoint also state what a million
// output and input tokens cost at kRouteUtilizationPercent, next to the hosted API's list price per million
// tokens for the model's size class (RouteEstimate::costPerMillionOutputMinor / InputMinor).
//
// Money: integer micro-units in, minor units out, each figure rounded once, half up (quote.h rules).
//
// Hosted model APIs price per model, and a bigger model costs more per token (Cloudflare Workers AI: Llama
// 3.1 8B $0.282 / $0.827, Llama 3.3 70B $0.293 / $2.253 per 1M input / output tokens; Fireworks' size tiers
// $0.20 up to 16B, $0.90 for 16.1B-80B; both read 2026-12-02, resources/catalog/README.md). So the route
// price file gives one example price per model size class (ModelSizeClass), and the hosted-API route uses
// the class of the quoted model (Quote::scenario); without a scenario, or without a price for that class,
// it says that no hosted price for a comparable model is known instead of pricing another model.
//
// Mixture-of-experts models are classed by their TOTAL parameters (ModelSpec::parameterCount counts every
// expert), not by the active ones, because:
//   - a host keeps every expert resident, so the total decides the GPUs a hosted MoE model occupies (the
//     same memory the own-runtime and endpoint routes pay for; fitmodel.h "All experts are resident");
//   - published size-tier tariffs class MoE models by total size: Fireworks' serverless tiers by "base
//     model parameter count" put Mixtral 8x7B (46.7B total, 12.9B active) in "MoE 0B - 56B" and DBRX
//     (132B total, 36B active) and Mixtral 8x22B (141B total) in "MoE 56.1B - 176B"
//     (https://fireworks.ai/pricing, stored copy read 2026-12-02).
// Those same tariffs price MoE tokens below dense tokens of the same total size (Fireworks: MoE 0-56B $0.50
// vs dense 16.1-80B $0.90 per 1M tokens; per model, gpt-oss-120b $0.15 / $0.60 and the DeepSeek V3 family
// $0.56 / $1.68 in / out, https://docs.fireworks.ai/serverless/pricing read 2026-12-02), and some services
// price MoE by active parameters (Tinker, https://tinker-docs.thinkingmachines.ai/tinker/models/). So a
// class may carry a separate MoE price ("architecture": "moe"): an MoE model takes it first and falls back
// to the class's general price (an upper-side figure for MoE); a dense model never takes an MoE price.
//
// The managed endpoint runs one model replica per endpoint instance, so an instance needs the GPUs one
// replica needs in the fit (Estimate::devices). Endpoint prices are per instance of `gpus` GPUs (default 1):
// an entry for exactly the replica's GPU count is used as listed, otherwise the one-GPU entry x the GPU
// count (serverless GPU hosts bill a worker per GPU it holds: "the time a worker held a GPU, multiplied by
// how many GPUs it held", https://runware.ai/docs/serverless/pricing read 2026-12-02). Endpoints = quote
// GPUs / GPUs per replica, at least one. Without an estimate one GPU per endpoint is assumed, and the note
// says so.
//
// Route price file, "format": "headroom-route-prices", "version": 2 (resources/catalog/routes-example.json,
// embedded as ":/catalog/routes-example.json"; resources/catalog/README.md):
//   { "format", "version", "id", "name", "currency" (ISO 4217), "example_data" (bool),
//     "source": {"url","retrieved","note"}, "note" (optional),
//     "model_api": [ { "size_class" (modelSizeClassKey), "architecture" (optional: "dense" | "moe"),
//                      "provider", "product", "input_per_million_tokens_micros",
//                      "output_per_million_tokens_micros", "source": {...} }, ... ],
//     "managed_endpoints": [ { "gpu" (catalogue GPU id), "gpus" (optional, 1..1024, default 1),
//                              "provider", "product", "per_endpoint_hour_micros" (one instance of `gpus`
//                              GPUs), "source": {...} }, ... ] }
// Whole numbers only; rates >= 0; dates YYYY-MM-DD; source URLs https; unknown keys are refused; one entry
// per (size_class, architecture) and per (gpu, gpus). Version 1 files (one "model_api" object for a model
// of unstated size) are refused with a message naming version 2: reading their one price for every model
// was the fault this version fixes, and its size class cannot be known from the file.

#include <catalog/catalog.h>
#include <quote/quote.h>

#include <QDate>
#include <QList>
#include <QString>

#include <cstdint>
#include <optional>

namespace headroom::quote {

struct MeasurementNotes; // quotedocument.h

/// Share of the paid hours the per-token figures of the managed-endpoint and own-runtime routes assume the
/// GPUs serve tokens (issue 13): 100 %, the best case; at 50 % a token costs twice as much.
inline constexpr int kRouteUtilizationPercent = 100;

/// Model size classes of the hosted-API prices, by total parameters (ModelSpec::parameterCount; all experts
/// of an MoE model count, see the top of this header). Upper bounds inclusive:
///   UpTo10B       p <= 10,000,000,000          e.g. Llama 3.1 8B (8,030,261,248), Gemma 2 9B
///   From10To40B   10e9 < p <= 40,000,000,000   e.g. Gemma 3 27B, Qwen3 32B, gpt-oss-20b (MoE)
///   From40To120B  40e9 < p <= 120,000,000,000  e.g. Llama 3.1 70B, Qwen2.5 72B, gpt-oss-120b (MoE, 116.8B)
///   Above120B     p > 120e9                    e.g. Llama 3.1 405B, DeepSeek-V3 (MoE, 671B)
enum class ModelSizeClass { UpTo10B, From10To40B, From40To120B, Above120B };
inline constexpr ModelSizeClass kAllModelSizeClasses[] = {ModelSizeClass::UpTo10B, ModelSizeClass::From10To40B,
                                                          ModelSizeClass::From40To120B, ModelSizeClass::Above120B};
inline constexpr std::int64_t kSizeClassUpperBounds[] = {10'000'000'000, 40'000'000'000, 120'000'000'000};

/// The class of a model with `parameterCount` parameters; nullopt when the count is not known (< 1).
std::optional<ModelSizeClass> modelSizeClassFor(std::int64_t parameterCount);
/// "up-to-10b", "10b-40b", "40b-120b", "above-120b" (the file's "size_class"); "" for a non-enumerator.
QString modelSizeClassKey(ModelSizeClass c);
/// Exact, case-sensitive match of modelSizeClassKey(); anything else is nullopt.
std::optional<ModelSizeClass> modelSizeClassFromKey(const QString &key);
/// Translated, for notes: "up to 10B parameters", "10B to 40B parameters", ... (context Routes).
QString modelSizeClassName(ModelSizeClass c);

/// Which models a hosted-API price applies to: Any (the class's general price), Dense or Moe only.
enum class ModelArchitecture { Any, Dense, Moe };

/// A hosted model API's per-token list price: the example for one size class (and architecture).
struct ModelApiPrice {
    ModelSizeClass sizeClass = ModelSizeClass::UpTo10B;
    ModelArchitecture architecture = ModelArchitecture::Any; ///< file "architecture"; absent = Any
    QString provider;                                        ///< e.g. "Cloudflare Workers AI"
    QString product;                                         ///< model / product as the provider names it
    qint64 inputPerMillionMicros = 0;                        ///< price of 1,000,000 input tokens, micro-units
    qint64 outputPerMillionMicros = 0;                       ///< price of 1,000,000 output tokens, micro-units
    catalog::Source source;
};

/// A managed endpoint's price per hour of one endpoint instance of `gpus` GPUs of one kind.
struct EndpointPrice {
    QString gpuId; ///< catalogue GPU id, e.g. "l40s"
    int gpus = 1;  ///< GPUs in the instance this price is for (file "gpus", default 1; 1..kMaxEndpointGpus)
    QString provider;
    QString product;
    qint64 perEndpointHourMicros = 0; ///< micro-units per hour of one instance
    catalog::Source source;
};
inline constexpr int kMaxEndpointGpus = 1024;

/// The endpoint price that serves `gpusPerEndpoint` GPUs per instance: `price` as found in the file and how
/// many of its instances make one endpoint (1 for an entry of exactly that many GPUs; gpusPerEndpoint for
/// the one-GPU entry scaled up).
struct EndpointMatch {
    EndpointPrice price;
    qint64 multiplier = 1;
};

/// Example prices for the hosted-API and managed-endpoint routes (the own-runtime route is priced by the
/// quote itself). Read from a "headroom-route-prices" file (see the top of this header).
struct RoutePrices {
    static constexpr int kFormatVersion = 2;

    QString id;
    QString name;
    QString currency;        ///< ISO 4217; routes are only costed when it equals the quote's currency
    bool exampleData = true; ///< built-in figures are example data, not an offer
    catalog::Source source;
    QString note;
    QList<ModelApiPrice> modelApis; ///< file "model_api": at most one per (size class, architecture)
    QList<EndpointPrice> endpoints; ///< file "managed_endpoints": at most one per (GPU, gpus)

    /// The hosted-API price for a model of class `c`: for an MoE model (`moe`) the class's Moe entry, else
    /// its Any entry; for a dense model the Dense entry, else the Any entry. nullopt when none applies.
    std::optional<ModelApiPrice> modelApiFor(ModelSizeClass c, bool moe) const;

    /// The endpoint price listed for exactly `gpus` GPUs of `gpuId`, or nullopt.
    std::optional<EndpointPrice> endpointFor(const QString &gpuId, int gpus = 1) const;
    /// An endpoint of `gpusPerEndpoint` GPUs of `gpuId`: the entry for exactly that many GPUs, else the
    /// one-GPU entry x gpusPerEndpoint; nullopt when neither is listed or gpusPerEndpoint < 1.
    std::optional<EndpointMatch> endpointMatch(const QString &gpuId, int gpusPerEndpoint) const;

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
    QString bills;    ///< translated: how it bills, with the example rate (and the model class it is for)
    /// Cost of the period: model API = (input tokens x input rate + output tokens x output rate) / 10^6 x
    /// hours / 720 at the price of the quoted model's size class; managed endpoint = rate per instance-hour
    /// x instances per endpoint x endpoints x hours, an endpoint holding the GPUs of one replica
    /// (Estimate::devices; 1 assumed without an estimate); own runtime = the quote's "gpu" and "dedicated"
    /// lines. nullopt when it cannot be worked out: token counts not measured, no scenario or no hosted
    /// price for the model's class, no endpoint price for the GPU, or route prices in another currency.
    std::optional<qint64> periodCostMinor;
    /// What the period costs when no request arrives: 0 (model API); the endpoint's period cost (kept up
    /// for the whole period); the own runtime's period cost (full paid period). 0 when not known, then
    /// idleCostKnown is false.
    qint64 idleCostMinor = 0;
    bool idleCostKnown = true;
    QString idleNote;   ///< translated one-liner about idle cost
    QString egressNote; ///< translated one-liner about egress
    QString costNote;   ///< translated: the arithmetic behind periodCostMinor, or why it is missing; ends
                        ///< with perTokenNote when that is set
    /// Issue 13: what a million input / output tokens cost on this route, minor units of `currency`, rounded
    /// once, half up. Model API: its list price for the model's size class (route prices in the quote's
    /// currency only). Own runtime: periodCostMinor over the tokens the quoted replicas serve in Quote::hours
    /// at kRouteUtilizationPercent (costPerMillionTokensMinor, rent.h): output at fit::Throughput::
    /// decodeTokensPerSecondAggregate, input at prefillTokensPerSecond x replicas. Managed endpoint: its
    /// periodCostMinor over the same throughput (one replica per endpoint). nullopt without an inference
    /// scenario, when the throughput is not known for the GPU, when the configuration does not fit (or the
    /// endpoint had to be resized), or when the period cost is not known.
    std::optional<qint64> costPerMillionInputMinor;
    std::optional<qint64> costPerMillionOutputMinor;
    /// Translated: the per-token figures with the throughput and utilisation they assume, or why there are
    /// none; "" for the model API (its bills say the price) and for a quote without an inference scenario.
    QString perTokenNote;
    QString currency;       ///< the quote's currency
    catalog::Source source; ///< where the rate was read (own runtime: the GPU price's source); empty if none
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

/// Managed-endpoint cost in minor units: perEndpointHour x multiplier x endpoints x hours micro-units,
/// rounded once, half up (multiplier: EndpointMatch::multiplier, instances of the listed price per
/// endpoint). nullopt on overflow or negative inputs. Exposed for tests.
std::optional<qint64> endpointCostMinor(const EndpointPrice &price, qint64 multiplier, qint64 endpoints, qint64 hours,
                                        const QString &currency);

} // namespace headroom::quote
