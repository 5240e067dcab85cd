// SPDX-License-Identifier: GPL-3.0-or-later
#include "rent.h"

#include <scenario/choicejson.h>

#include <QCoreApplication>

#include <algorithm>
#include <cmath>
#include <limits>

namespace headroom::quote {

/// Translation context for the messages of this file.
class RentMessages
{
    Q_DECLARE_TR_FUNCTIONS(headroom::quote::RentMessages)
};

namespace {

/// Most answers a request may keep (RentRequest::top).
constexpr int kMaxRentTop = 1000;

std::optional<RentResult> fail(QuoteError *error, const QString &field, const QString &message)
{
    if (error)
        *error = QuoteError{field, message};
    return std::nullopt;
}

/// The request's checks that need no catalogue; the first problem, or nullopt.
std::optional<QuoteError> checkRequest(const RentRequest &r)
{
    if (r.maxGpus < 1 || r.maxGpus > kMaxRentGpus) {
        return QuoteError{QStringLiteral("maxGpus"),
                          RentMessages::tr("The largest GPU count must be between 1 and %1.").arg(kMaxRentGpus)};
    }
    if (r.terms < 1)
        return QuoteError{QStringLiteral("terms"), RentMessages::tr("The number of terms must be at least 1.")};
    if (r.top < 1 || r.top > kMaxRentTop) {
        return QuoteError{QStringLiteral("top"),
                          RentMessages::tr("The number of answers must be between 1 and %1.").arg(kMaxRentTop)};
    }
    if (r.utilizationPercent < 1 || r.utilizationPercent > 100) {
        return QuoteError{QStringLiteral("utilization"),
                          RentMessages::tr("The utilisation must be between 1 and 100 percent.")};
    }
    for (const std::optional<double> &target : {r.minTokensPerSecond, r.minAggregateTokensPerSecond}) {
        if (target && !(std::isfinite(*target) && *target > 0)) {
            return QuoteError{QStringLiteral("minTokensPerSecond"),
                              RentMessages::tr("A speed target must be a number of tokens per second above 0.")};
        }
    }
    return std::nullopt;
}

/// The pricing models tried for one GPU of the list (RentRequest::pricings; rent.h).
QList<PricingModel> pricingsFor(const RentRequest &r, const catalog::GpuPrice &price)
{
    const bool spot = price.spotHourlyMicros.has_value();
    QList<PricingModel> models;
    if (!r.pricings.isEmpty()) {
        for (const PricingModel m : r.pricings) {
            if (!models.contains(m) && (m != PricingModel::Spot || spot))
                models.append(m);
        }
        return models;
    }
    models.append(PricingModel::OnDemand);
    if (spot)
        models.append(PricingModel::Spot);
    const catalog::FixedTermPrices &f = price.fixedTerms;
    const bool fixed = (r.term == Term::Day && f.dayMicros) || (r.term == Term::Week && f.weekMicros) ||
                       (r.term == Term::Month && f.monthMicros);
    if (fixed)
        models.append(PricingModel::FixedTerm);
    return models;
}

/// The tensor-parallel degrees tried for `count` GPUs: every divisor for the engines that shard tensors
/// (resolve() refuses those the heads do not allow), the whole count for the layer-split engines.
QList<int> degreesFor(fit::Engine engine, int count)
{
    QList<int> degrees;
    if (!scenario::shardsTensors(engine))
        return {count};
    for (int t = 1; t <= count; ++t) {
        if (count % t == 0)
            degrees.append(t);
    }
    return degrees;
}

/// One (gpu, count, t) that fits, with what its answers need.
struct Candidate {
    int tensorParallel = 1;
    scenario::Resolved resolved;
    fit::Estimate estimate;
    fit::Throughput throughput;
};

/// Better of two fitting degrees of one (gpu, count): faster aggregate decode, then more headroom; a tie
/// keeps the first (the smaller degree).
bool better(const Candidate &a, const Candidate &b)
{
    if (a.throughput.decodeTokensPerSecondAggregate != b.throughput.decodeTokensPerSecondAggregate)
        return a.throughput.decodeTokensPerSecondAggregate > b.throughput.decodeTokensPerSecondAggregate;
    return a.estimate.headroomBytes > b.estimate.headroomBytes;
}

bool meetsTarget(const RentRequest &r, const fit::Throughput &t)
{
    if (!r.minTokensPerSecond && !r.minAggregateTokensPerSecond)
        return true;
    if (!t.known)
        return false;
    if (r.minTokensPerSecond && t.decodeTokensPerSecond < *r.minTokensPerSecond)
        return false;
    return !r.minAggregateTokensPerSecond || t.decodeTokensPerSecondAggregate >= *r.minAggregateTokensPerSecond;
}

/// What one (gpu, count) gave: the best degree that fits and meets the target, if any.
struct CountOutcome {
    std::optional<Candidate> best;
};

/// Solver state shared by the loops below.
struct Sweep {
    Sweep(const RentRequest &r, const catalog::Catalog &c, const catalog::PriceList &p)
        : request(r)
        , catalog(c)
        , prices(p)
    {}
    const RentRequest &request;
    const catalog::Catalog &catalog;
    const catalog::PriceList &prices;
    QDate date = QDate::currentDate();
    RentResult result;
    QList<RentAnswer> answers;
    std::optional<scenario::ChoiceError> firstResolveError;
    bool anyResolved = false;
};

CountOutcome tryCount(Sweep &sweep, const catalog::Gpu &gpu, int count, int pricingCount)
{
    CountOutcome out;
    for (const int t : degreesFor(sweep.request.choice.engine, count)) {
        scenario::Choice choice = sweep.request.choice;
        choice.gpuId = gpu.id;
        choice.gpuCount = count;
        choice.gpusPerReplica = t;
        choice.gpuMemoryBytes.reset(); // each GPU's own memory (rent.h)
        scenario::ChoiceError problem;
        std::optional<scenario::Resolved> resolved = scenario::resolve(choice, sweep.catalog, &problem);
        if (!resolved) {
            if (!sweep.firstResolveError)
                sweep.firstResolveError = problem;
            continue;
        }
        sweep.anyResolved = true;
        fit::Result<fit::Estimate> estimate = fit::estimate(resolved->scenario, fit::EstimateDetail::Numbers);
        if (!estimate.ok())
            continue;
        sweep.result.configurationsTried += pricingCount;
        if (!estimate.value->fits)
            continue;
        sweep.result.configurationsFitting += pricingCount;
        Candidate c{t, std::move(*resolved), std::move(*estimate.value), {}};
        c.throughput = fit::throughput(c.resolved.scenario, c.estimate);
        if (!meetsTarget(sweep.request, c.throughput))
            continue;
        if (!out.best || better(c, *out.best))
            out.best = std::move(c);
    }
    return out;
}

/// Prices the outcome of one (gpu, count) for each pricing model: one answer each.
void priceCount(Sweep &sweep, const catalog::Gpu &gpu, int count, const QList<PricingModel> &pricings,
                const CountOutcome &outcome)
{
    if (!outcome.best)
        return;
    for (const PricingModel pricing : pricings) {
        QuoteRequest q;
        q.gpuId = gpu.id;
        q.gpuCount = count;
        q.term = sweep.request.term;
        q.terms = sweep.request.terms;
        q.pricing = pricing;
        const std::optional<Quote> quote = buildQuote(q, sweep.prices, sweep.date);
        if (!quote)
            continue; // e.g. a GPU without a usable price, or a total beyond 64 bits
        const Candidate &c = *outcome.best;
        RentAnswer a;
        a.gpuId = gpu.id;
        a.gpuName = gpu.name;
        a.gpus = count;
        a.tensorParallel = c.tensorParallel;
        a.pricing = pricing;
        a.estimate = c.estimate;
        a.throughput = c.throughput;
        a.total = quote->total;
        a.request = q;
        a.choice = c.resolved.choice;
        sweep.answers.append(std::move(a));
    }
}

bool ranksBefore(const RentAnswer &a, const RentAnswer &b)
{
    if (a.total.minor != b.total.minor)
        return a.total.minor < b.total.minor;
    if (a.gpus != b.gpus)
        return a.gpus < b.gpus;
    const double da = a.throughput.decodeTokensPerSecondAggregate;
    const double db = b.throughput.decodeTokensPerSecondAggregate;
    if (da != db)
        return da > db;
    // Deterministic beyond the documented keys: the list's pricing order, then the GPU id.
    if (a.pricing != b.pricing)
        return int(a.pricing) < int(b.pricing);
    return a.gpuId < b.gpuId;
}

/// Fills what only the kept answers need: the binding constraint, the full estimate (with its assumption
/// sentences), the scenario fingerprint of the quote request and the costs per million tokens.
void finishAnswer(RentAnswer &a, const Sweep &sweep)
{
    // With a speed target the answer's own decode bound (rent.h bindingConstraint), else its memory constraint.
    const bool speedTarget = sweep.request.minTokensPerSecond || sweep.request.minAggregateTokensPerSecond;
    if (speedTarget && a.throughput.known)
        a.bindingConstraint = QString::fromUtf8(fit::throughputBoundKey(a.throughput.decodeBound).data());
    else
        a.bindingConstraint = QString::fromUtf8(fit::constraintKey(a.estimate.binding).data());

    scenario::ChoiceError problem;
    if (const std::optional<scenario::Resolved> resolved = scenario::resolve(a.choice, sweep.catalog, &problem)) {
        fit::Result<fit::Estimate> full = fit::estimate(resolved->scenario, fit::EstimateDetail::Full);
        if (full.ok())
            a.estimate = std::move(*full.value);
    }
    a.request.scenarioFingerprint = scenario::scenarioFingerprint(a.choice);

    const qint64 hours = qint64(hoursPerTerm(a.request.term)) * a.request.terms;
    if (a.throughput.known) {
        const int util = sweep.request.utilizationPercent;
        a.costPerMillionOutputMinor =
            costPerMillionTokensMinor(a.total.minor, hours, a.throughput.decodeTokensPerSecondAggregate, util);
        a.costPerMillionInputMinor = costPerMillionTokensMinor(
            a.total.minor, hours, a.throughput.prefillTokensPerSecond * a.estimate.replicas, util);
    }
}

} // namespace

std::optional<qint64> costPerMillionTokensMinor(qint64 totalMinor, qint64 hours, double tokensPerSecond,
                                                int utilizationPercent)
{
    if (!(tokensPerSecond > 0) || !std::isfinite(tokensPerSecond) || hours <= 0 || utilizationPercent < 1 ||
        utilizationPercent > 100)
        return std::nullopt;
    // totalMinor x 10^6 / (hours x 3600 x tokens/s x utilization / 100), in long double.
    const long double tokens = static_cast<long double>(hours) * 3600.0L * static_cast<long double>(tokensPerSecond) *
                               static_cast<long double>(utilizationPercent) / 100.0L;
    const long double value = static_cast<long double>(totalMinor) * 1.0e6L / tokens;
    const long double rounded = value >= 0 ? std::floor(value + 0.5L) : -std::floor(-value + 0.5L);
    constexpr long double kLimit = static_cast<long double>(std::numeric_limits<qint64>::max());
    if (!std::isfinite(rounded) || rounded >= kLimit || rounded <= -kLimit)
        return std::nullopt;
    return static_cast<qint64>(rounded);
}

std::optional<RentResult> solveRent(const RentRequest &request, const catalog::Catalog &catalog,
                                    const catalog::PriceList &prices, QuoteError *error)
{
    if (const std::optional<QuoteError> problem = checkRequest(request))
        return fail(error, problem->field, problem->message);
    if (scenario::workloadOf(request.choice, catalog) != fit::WorkloadKind::Inference) {
        return fail(error, QStringLiteral("workload"),
                    RentMessages::tr("Only inference can be rented this way; choose the inference workload."));
    }

    Sweep sweep(request, catalog, prices);
    sweep.result.currency = prices.currency;
    bool anyGpu = false;
    for (const catalog::GpuPrice &price : prices.gpus) {
        const catalog::Gpu *gpu = catalog.gpu(price.gpuId);
        if (!gpu)
            continue; // a price for a GPU this catalogue does not know
        const QList<PricingModel> pricings = pricingsFor(request, price);
        if (pricings.isEmpty())
            continue;
        anyGpu = true;
        for (int count = 1; count <= request.maxGpus; ++count)
            priceCount(sweep, *gpu, count, pricings, tryCount(sweep, *gpu, count, int(pricings.size())));
    }
    if (!anyGpu) {
        return fail(error, QStringLiteral("priceList"),
                    RentMessages::tr("The price list \"%1\" prices no GPU of the catalogue with the chosen pricing.")
                        .arg(prices.id));
    }
    if (!sweep.anyResolved && sweep.firstResolveError)
        return fail(error, sweep.firstResolveError->field, sweep.firstResolveError->message);

    std::sort(sweep.answers.begin(), sweep.answers.end(), ranksBefore);
    if (sweep.answers.size() > request.top)
        sweep.answers.resize(request.top);
    for (RentAnswer &a : sweep.answers)
        finishAnswer(a, sweep);
    sweep.result.answers = std::move(sweep.answers);
    return std::move(sweep.result);
}

} // namespace headroom::quote
