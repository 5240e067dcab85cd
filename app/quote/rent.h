// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// "What should I rent?" (issue 13 item 4): given what the user wants to run (a scenario::Choice without
// GPUs), try every GPU kind of a price list x GPU counts 1..maxGpus x tensor-parallel degrees x pricing
// models, keep the configurations that fit (and meet the speed target), and rank them by what the chosen
// rental term costs. Each answer carries its estimate and throughput (fit), its price (buildQuote, the
// same function the quote dialog and `headroom quote` call) and the quote request and choice that price
// and describe exactly it, so "open the quote on this answer" cannot price anything else.
// Both front ends (ui/rentpanel, cli/rentcommand) only fill a RentRequest and present the RentResult.

#include <fit/fitmodel.h>
#include <fit/throughput.h>
#include <quote/quote.h>
#include <scenario/choice.h>

#include <QList>
#include <QString>

#include <optional>

namespace headroom::quote {

/// Most GPUs per configuration the solver tries (the CLI's --max-gpus bound).
inline constexpr int kMaxRentGpus = 64;

struct RentRequest {
    /// Model, weights, engine, context, concurrency and knobs; gpuId, gpuCount and gpusPerReplica are
    /// ignored (the solver sets them), and so is gpuMemoryBytes (each GPU has its catalogue memory; a GPU of
    /// one's own is a catalogue GPU, catalog::Catalog::withUserGpus). Inference only.
    scenario::Choice choice;
    std::optional<double> minTokensPerSecond;          ///< decode tokens/s each sequence must reach
    std::optional<double> minAggregateTokensPerSecond; ///< decode tokens/s of all sequences together
    int maxGpus = 8;                                   ///< 1..kMaxRentGpus
    Term term = Term::Month;
    int terms = 1;
    /// Pricing models to try; empty = every one the list offers for a GPU (on-demand; spot when priced;
    /// a fixed term when the list prices `term` for that GPU).
    QList<PricingModel> pricings;
    /// Share of the paid hours the GPUs serve tokens, for the cost per token (1..100 %).
    int utilizationPercent = 100;
    int top = 10; ///< answers kept (1..1000)
};

struct RentAnswer {
    QString gpuId;
    QString gpuName;
    int gpus = 1;
    int tensorParallel = 1; ///< GPUs per replica (Hardware::tensorParallel)
    PricingModel pricing = PricingModel::OnDemand;
    fit::Estimate estimate;     ///< of one GPU of a replica, with its assumptions (EstimateDetail::Full)
    fit::Throughput throughput; ///< of this tensor-parallel degree: the fastest aggregate decode that fits
    /// What limits the answer. With a speed target (and a known speed): this answer's own decode bound
    /// (fit::throughputBoundKey: "memory_bandwidth", "compute", "interconnect"), what a cheaper
    /// configuration would need more of to meet the target. Otherwise the memory constraint of its
    /// estimate (fit::constraintKey: "gpu_memory", "kv_cache_budget", "scheduler_limit", ...), what runs
    /// out first as the context or the concurrency grows. Never empty.
    QString bindingConstraint;
    Money total; ///< the whole rental (term x terms), net, as buildQuote() prices it
    std::optional<qint64> costPerMillionOutputMinor; ///< at utilizationPercent; nullopt when throughput is unknown
    std::optional<qint64> costPerMillionInputMinor;
    QuoteRequest request;    ///< prices exactly this answer with buildQuote()
    scenario::Choice choice; ///< the request's choice with gpuId, gpuCount, gpusPerReplica of this answer
};

struct RentResult {
    QList<RentAnswer> answers; ///< best first: lowest total, then fewer GPUs, then faster decode
    /// Configurations estimated: (GPU kind, count, tensor-parallel degree that resolve() accepts) x the
    /// pricing models tried for that GPU.
    int configurationsTried = 0;
    int configurationsFitting = 0; ///< of those, the ones that fit in memory (before the speed target)
    QString currency;
};

/// Runs the solver against `prices` (its GPUs that the catalogue knows). For each such GPU, count 1..maxGpus
/// and tensor-parallel degree (engines that shard tensors: every divisor of the count that resolve()
/// accepts; layer-split engines: the count), the choice is resolved once, estimated (EstimateDetail::Numbers)
/// and, when it fits, its throughput computed; per (GPU, count, pricing) the degree with the fastest
/// aggregate decode that meets the targets is priced with buildQuote() (a GPU without a spot price is not
/// tried on spot). A throughput that is not known (no speed in the catalogue) meets no target. The kept
/// answers get their full estimate, the request's scenarioFingerprint (scenario::scenarioFingerprint of
/// the answer's choice, as the quote dialog sets it) and their costs per million tokens: output at the
/// aggregate decode rate, input at prefill tokens/s x replicas, over hoursPerTerm(term) x terms hours.
/// Errors (nullopt and `error` filled; QuoteError::field in parentheses): maxGpus ("maxGpus"), terms
/// ("terms"), top ("top") or utilizationPercent ("utilization") out of range, a speed target not above 0
/// ("minTokensPerSecond"), a workload kind other than inference ("workload"), a list with no GPU of the
/// catalogue ("priceList"), the choice does not resolve for any GPU (the first resolve error, its field).
/// An empty `answers` is not an error: nothing fits (RentResult says how many were tried).
std::optional<RentResult> solveRent(const RentRequest &request, const catalog::Catalog &catalog,
                                    const catalog::PriceList &prices, QuoteError *error = nullptr);

/// Cost of a million tokens at `tokensPerSecond` when `totalMinor` buys `hours` of the configuration and
/// it serves tokens `utilizationPercent` of them: totalMinor / (hours x 3600 x tokensPerSecond x
/// utilization) x 10^6, rounded half up to minor units; nullopt when tokensPerSecond <= 0, hours <= 0 or
/// utilization outside 1..100. The three-routes comparison uses the same function.
std::optional<qint64> costPerMillionTokensMinor(qint64 totalMinor, qint64 hours, double tokensPerSecond,
                                                int utilizationPercent);

} // namespace headroom::quote
