// SPDX-License-Identifier: GPL-3.0-or-later
#include "routes.h"

#include "quote/quotedocument.h"
#include "quote/rent.h"

#include <fit/solvers.h>
#include <fit/throughput.h>
#include <scenario/labels.h>

#include <io/safefile.h>

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonValue>
#include <QSet>

#include <algorithm>
#include <cmath>
#include <iterator>
#include <limits>

namespace headroom::quote {

namespace {

// Most GPUs per endpoint instance tried when the quoted GPUs cannot hold one replica (fit::minGpus' search
// limit; one NVL72 rack is 72 GPUs, so 64 covers single-node and rack-scale instances).
constexpr int kMaxEndpointGpusSearched = 64;

__extension__ typedef __int128 Int128;

constexpr qint64 kMicrosPerUnit = 1'000'000;
constexpr qint64 kTokensPerMillion = 1'000'000;

/// 10^n for 0 <= n <= 6.
qint64 pow10(int n)
{
    qint64 p = 1;
    for (int i = 0; i < n; ++i)
        p *= 10;
    return p;
}

/// numerator / denominator rounded once, half up (away from zero); both >= 0, denominator > 0.
/// nullopt when the result does not fit in qint64.
std::optional<qint64> divideHalfUp(Int128 numerator, Int128 denominator)
{
    if (numerator < 0 || denominator <= 0)
        return std::nullopt;
    // (n + d/2) / d is half up for an even d; the only odd divisor used here is 1 (no fraction at all).
    const Int128 q = (numerator + denominator / 2) / denominator;
    if (q > Int128(std::numeric_limits<qint64>::max()))
        return std::nullopt;
    return qint64(q);
}

/// Micro-units per minor unit of `currency`: 10,000 for exponent 2, 1,000,000 for exponent 0.
qint64 microsPerMinor(const QString &currency)
{
    const int exponent = std::clamp(currencyExponent(currency), 0, 6);
    return kMicrosPerUnit / pow10(exponent);
}

/// Translation context of the comparison's strings.
class Routes
{
    Q_DECLARE_TR_FUNCTIONS(headroom::quote::Routes)
};

// --- JSON reading (strict: unknown keys refused, whole numbers only) ---

struct Reader {
    QString error;

    bool fail(const QString &message)
    {
        if (error.isEmpty())
            error = message;
        return false;
    }

    bool onlyKeys(const QJsonObject &o, const QStringList &allowed, const QString &where)
    {
        for (auto it = o.begin(); it != o.end(); ++it) {
            if (!allowed.contains(it.key()))
                return fail(Routes::tr("%1: unknown key \"%2\".").arg(where, it.key()));
        }
        return true;
    }

    bool string(const QJsonObject &o, const QString &key, const QString &where, QString *out, bool required = true)
    {
        const QJsonValue v = o.value(key);
        if (v.isUndefined() && !required)
            return true;
        if (!v.isString() || (required && v.toString().trimmed().isEmpty()))
            return fail(Routes::tr("%1: \"%2\" must be a non-empty string.").arg(where, key));
        *out = v.toString();
        return true;
    }

    bool micros(const QJsonObject &o, const QString &key, const QString &where, qint64 *out)
    {
        const QJsonValue v = o.value(key);
        const double d = v.toDouble(-1);
        // JSON numbers arrive as doubles: whole, non-negative and below 2^53 are exact.
        if (!v.isDouble() || d < 0 || d != std::floor(d) || d > 9'007'199'254'740'992.0)
            return fail(Routes::tr("%1: \"%2\" must be a whole number of micro-units, 0 or more.").arg(where, key));
        *out = qint64(d);
        return true;
    }

    /// An optional whole number in [min, max]; absent keeps *out.
    bool optionalInt(const QJsonObject &o, const QString &key, const QString &where, int min, int max, int *out)
    {
        const QJsonValue v = o.value(key);
        if (v.isUndefined())
            return true;
        const double d = v.toDouble(-1);
        if (!v.isDouble() || d != std::floor(d) || d < min || d > max)
            return fail(
                Routes::tr("%1: \"%2\" must be a whole number from %3 to %4.").arg(where, key).arg(min).arg(max));
        *out = int(d);
        return true;
    }

    bool date(const QJsonObject &o, const QString &key, const QString &where, QDate *out)
    {
        const QJsonValue v = o.value(key);
        const QDate d = QDate::fromString(v.toString(), Qt::ISODate);
        if (!v.isString() || v.toString().size() != 10 || !d.isValid())
            return fail(Routes::tr("%1: \"%2\" must be a date YYYY-MM-DD.").arg(where, key));
        *out = d;
        return true;
    }

    bool source(const QJsonObject &parent, const QString &where, catalog::Source *out)
    {
        const QJsonValue v = parent.value(QStringLiteral("source"));
        const QString here = where + QStringLiteral(".source");
        if (!v.isObject())
            return fail(Routes::tr("%1: \"source\" must be an object with url and retrieved.").arg(where));
        const QJsonObject o = v.toObject();
        if (!onlyKeys(o, {QStringLiteral("url"), QStringLiteral("retrieved"), QStringLiteral("note")}, here))
            return false;
        if (!string(o, QStringLiteral("url"), here, &out->url) ||
            !date(o, QStringLiteral("retrieved"), here, &out->retrieved) ||
            !string(o, QStringLiteral("note"), here, &out->note, false))
            return false;
        if (!out->url.startsWith(QLatin1String("https://")))
            return fail(Routes::tr("%1: \"url\" must start with https://.").arg(here));
        return true;
    }
};

QString rate(qint64 micros, const QString &currency, const QString &language)
{
    return formatMicros(micros, currency, language) + QLatin1Char(' ') + currency;
}

/// A mixture-of-experts model: routed experts (num_local_experts > 0) or an MoE layer in layerSpecs.
bool isMoe(const fit::ModelSpec &m)
{
    return m.experts > 0 ||
           std::any_of(m.layerSpecs.begin(), m.layerSpecs.end(), [](const fit::LayerSpec &l) { return l.moe; });
}

QString architectureKey(ModelArchitecture a)
{
    switch (a) {
    case ModelArchitecture::Dense:
        return QStringLiteral("dense");
    case ModelArchitecture::Moe:
        return QStringLiteral("moe");
    case ModelArchitecture::Any:
        break;
    }
    return QStringLiteral("any");
}

/// The class a price is for, for display: "40B to 120B parameters" or "..., mixture of experts".
QString priceClassText(const ModelApiPrice &p)
{
    const QString name = modelSizeClassName(p.sizeClass);
    switch (p.architecture) {
    case ModelArchitecture::Moe:
        return Routes::tr("%1, mixture of experts").arg(name);
    case ModelArchitecture::Dense:
        return Routes::tr("%1, dense").arg(name);
    case ModelArchitecture::Any:
        break;
    }
    return name;
}

void readModelApis(Reader &r, const QJsonObject &root, RoutePrices *p)
{
    const QJsonValue apis = root.value(QStringLiteral("model_api"));
    if (!apis.isArray()) {
        r.fail(Routes::tr("%1: \"model_api\" must be an array of prices per model size class.")
                   .arg(QStringLiteral("routes")));
        return;
    }
    QSet<QString> seen;
    const QJsonArray array = apis.toArray();
    for (qsizetype i = 0; i < array.size() && r.error.isEmpty(); ++i) {
        const QString where = QStringLiteral("model_api[%1]").arg(i);
        if (!array.at(i).isObject()) {
            r.fail(Routes::tr("%1: must be an object.").arg(where));
            break;
        }
        const QJsonObject o = array.at(i).toObject();
        ModelApiPrice m;
        r.onlyKeys(o,
                   {QStringLiteral("size_class"), QStringLiteral("architecture"), QStringLiteral("provider"),
                    QStringLiteral("product"), QStringLiteral("input_per_million_tokens_micros"),
                    QStringLiteral("output_per_million_tokens_micros"), QStringLiteral("source")},
                   where);
        const QJsonValue sizeClass = o.value(QStringLiteral("size_class"));
        const std::optional<ModelSizeClass> c = modelSizeClassFromKey(sizeClass.toString());
        if (r.error.isEmpty() && (!sizeClass.isString() || !c)) {
            r.fail(
                Routes::tr("%1: \"size_class\" must be one of up-to-10b, 10b-40b, 40b-120b, above-120b.").arg(where));
        }
        m.sizeClass = c.value_or(ModelSizeClass::UpTo10B);
        const QJsonValue arch = o.value(QStringLiteral("architecture"));
        if (arch == QJsonValue(QStringLiteral("dense")))
            m.architecture = ModelArchitecture::Dense;
        else if (arch == QJsonValue(QStringLiteral("moe")))
            m.architecture = ModelArchitecture::Moe;
        else if (!arch.isUndefined())
            r.fail(Routes::tr("%1: \"architecture\" must be \"dense\" or \"moe\".").arg(where));
        r.string(o, QStringLiteral("provider"), where, &m.provider);
        r.string(o, QStringLiteral("product"), where, &m.product);
        r.micros(o, QStringLiteral("input_per_million_tokens_micros"), where, &m.inputPerMillionMicros);
        r.micros(o, QStringLiteral("output_per_million_tokens_micros"), where, &m.outputPerMillionMicros);
        r.source(o, where, &m.source);
        const QString key = modelSizeClassKey(m.sizeClass) + QLatin1Char('/') + architectureKey(m.architecture);
        if (r.error.isEmpty() && seen.contains(key)) {
            r.fail(Routes::tr("%1: size class \"%2\" (%3) is listed twice.")
                       .arg(where, modelSizeClassKey(m.sizeClass), architectureKey(m.architecture)));
        }
        seen.insert(key);
        p->modelApis.append(m);
    }
}

void readEndpoints(Reader &r, const QJsonObject &root, RoutePrices *p)
{
    const QJsonValue eps = root.value(QStringLiteral("managed_endpoints"));
    if (!eps.isArray()) {
        r.fail(Routes::tr("%1: \"managed_endpoints\" must be an array.").arg(QStringLiteral("routes")));
        return;
    }
    QSet<QString> seen;
    const QJsonArray array = eps.toArray();
    for (qsizetype i = 0; i < array.size() && r.error.isEmpty(); ++i) {
        const QString where = QStringLiteral("managed_endpoints[%1]").arg(i);
        if (!array.at(i).isObject()) {
            r.fail(Routes::tr("%1: must be an object.").arg(where));
            break;
        }
        const QJsonObject o = array.at(i).toObject();
        EndpointPrice e;
        r.onlyKeys(o,
                   {QStringLiteral("gpu"), QStringLiteral("gpus"), QStringLiteral("provider"),
                    QStringLiteral("product"), QStringLiteral("per_endpoint_hour_micros"), QStringLiteral("source")},
                   where);
        r.string(o, QStringLiteral("gpu"), where, &e.gpuId);
        r.optionalInt(o, QStringLiteral("gpus"), where, 1, kMaxEndpointGpus, &e.gpus);
        r.string(o, QStringLiteral("provider"), where, &e.provider);
        r.string(o, QStringLiteral("product"), where, &e.product);
        r.micros(o, QStringLiteral("per_endpoint_hour_micros"), where, &e.perEndpointHourMicros);
        r.source(o, where, &e.source);
        const QString key = e.gpuId + QLatin1Char('/') + QString::number(e.gpus);
        if (r.error.isEmpty() && seen.contains(key))
            r.fail(Routes::tr("%1: GPU \"%2\" with %3 GPUs is listed twice.").arg(where, e.gpuId).arg(e.gpus));
        seen.insert(key);
        p->endpoints.append(e);
    }
}

/// What the three routes share: the quote, the prices and whether their currencies match.
struct RouteContext {
    const Quote &quote;
    const MeasurementNotes &measurements;
    const RoutePrices &prices;
    const QString &language;
    QLocale locale;
    bool sameCurrency = false;
    QString otherCurrency; ///< the note when the currencies differ
    /// Issue 13: fit::throughput of the quote's inference scenario; nullopt without one (no per-token
    /// figures and no note then).
    std::optional<fit::Throughput> throughput;
};

/// Why the quote's replicas give no per-token figure, or "" when they do (throughput known, the
/// configuration fits). Only called with a throughput (an inference scenario and its estimate).
QString perTokenMissing(const RouteContext &c)
{
    if (!c.quote.estimate->fits)
        return Routes::tr("Per million tokens: no figure, the quoted configuration does not fit.");
    if (!c.throughput->known)
        return Routes::tr("Per million tokens: no figure, the throughput is not known for this GPU.");
    return QString();
}

/// The cost of a million output and input tokens when `periodMinor` buys the quote's paid hours and the
/// route serves `outputTps` decode and `inputTps` prefill tokens/s through them at
/// kRouteUtilizationPercent (costPerMillionTokensMinor: one rounding, half up, to minor units), and the
/// note that states the figures, the rates, the hours and the utilisation.
void setPerToken(RouteEstimate &r, const RouteContext &c, qint64 periodMinor, double outputTps, double inputTps)
{
    r.costPerMillionOutputMinor =
        costPerMillionTokensMinor(periodMinor, c.quote.hours, outputTps, kRouteUtilizationPercent);
    r.costPerMillionInputMinor =
        costPerMillionTokensMinor(periodMinor, c.quote.hours, inputTps, kRouteUtilizationPercent);
    if (!r.costPerMillionOutputMinor || !r.costPerMillionInputMinor) {
        r.costPerMillionOutputMinor.reset();
        r.costPerMillionInputMinor.reset();
        r.perTokenNote = Routes::tr("Per million tokens: no figure for this period.");
        return;
    }
    const QString currency = c.quote.total.currency;
    r.perTokenNote = Routes::tr("Per million tokens at %1 % utilisation over %2 h: %3 output (%4 tokens/s decoding "
                                "in total), %5 input (%6 tokens/s prefill in total).")
                         .arg(c.locale.toString(kRouteUtilizationPercent), c.locale.toString(c.quote.hours),
                              formatMoney(Money{*r.costPerMillionOutputMinor, currency}, c.language),
                              scenario::labels::tokensPerSecondText(outputTps, c.locale),
                              formatMoney(Money{*r.costPerMillionInputMinor, currency}, c.language),
                              scenario::labels::tokensPerSecondText(inputTps, c.locale));
}

/// The per-token note at the end of the cost note (what the PDF and the dialog print under the cost).
void appendPerTokenNote(RouteEstimate &r)
{
    if (!r.perTokenNote.isEmpty())
        r.costNote += QLatin1Char(' ') + r.perTokenNote;
}

RouteEstimate modelApiRoute(const RouteContext &c)
{
    RouteEstimate r;
    r.route = QStringLiteral("model-api");
    r.name = Routes::tr("Hosted model API");
    r.operates = Routes::tr("The provider runs model, runtime and hardware; you call an API.");
    r.idleCostMinor = 0;
    r.idleNote = Routes::tr("Nothing is billed without requests.");
    r.egressNote = Routes::tr("Egress: usually included in the token price.");
    r.currency = c.quote.total.currency;
    r.exampleData = c.prices.exampleData;

    // The price of the quoted model's size class; no scenario or no parameter count: no class.
    const std::optional<ModelSizeClass> sizeClass =
        c.quote.scenario ? modelSizeClassFor(c.quote.scenario->model.parameterCount) : std::nullopt;
    const std::optional<ModelApiPrice> api =
        sizeClass ? c.prices.modelApiFor(*sizeClass, isMoe(c.quote.scenario->model)) : std::nullopt;
    if (!sizeClass) {
        r.bills = Routes::tr("Per million tokens; the price depends on the size of the model, which this quote "
                             "does not state.");
        r.costNote = Routes::tr("No hosted price for a comparable model is known: the quote names no model "
                                "with a parameter count.");
        return r;
    }
    if (!api) {
        const fit::ModelSpec &m = c.quote.scenario->model;
        const QString model = QString::fromStdString(m.displayName.empty() ? m.id : m.displayName);
        r.bills = Routes::tr("Per million tokens; the route prices have no example for models of %1.")
                      .arg(modelSizeClassName(*sizeClass));
        r.costNote = Routes::tr("No hosted price for a comparable model is known (%1, %2): no figure.")
                         .arg(model, modelSizeClassName(*sizeClass));
        return r;
    }
    const QString currency = c.prices.currency;
    r.bills = Routes::tr("Per million tokens: %1 input, %2 output (%3, %4; the example for models of %5).")
                  .arg(rate(api->inputPerMillionMicros, currency, c.language),
                       rate(api->outputPerMillionMicros, currency, c.language), api->provider, api->product,
                       priceClassText(*api));
    r.source = api->source;
    if (c.sameCurrency) {
        // The list price itself, in minor units (rounded once, half up): what a million tokens cost here.
        const qint64 perMinor = microsPerMinor(c.quote.total.currency);
        r.costPerMillionInputMinor = divideHalfUp(api->inputPerMillionMicros, perMinor);
        r.costPerMillionOutputMinor = divideHalfUp(api->outputPerMillionMicros, perMinor);
    }
    const MeasurementNotes &m = c.measurements;
    if (!c.sameCurrency) {
        r.costNote = c.otherCurrency;
    } else if (!m.inputTokensPerMonth || !m.outputTokensPerMonth) {
        r.costNote = Routes::tr("Input and output tokens per month are to be measured; no figure without them.");
    } else {
        r.periodCostMinor = modelApiCostMinor(*m.inputTokensPerMonth, *m.outputTokensPerMonth, *api, c.quote.hours,
                                              c.quote.total.currency);
        r.costNote = Routes::tr("%1 input and %2 output tokens a month (720 h), over %3 h.")
                         .arg(c.locale.toString(*m.inputTokensPerMonth), c.locale.toString(*m.outputTokensPerMonth),
                              c.locale.toString(c.quote.hours));
    }
    return r;
}

/// "Per endpoint-hour: ..." for a matched endpoint price.
QString endpointBills(const RouteContext &c, const EndpointMatch &match, const QString &gpu, int gpusPerEndpoint)
{
    const EndpointPrice &ep = match.price;
    const QString currency = c.prices.currency;
    qint64 perEndpoint = 0;
    if (match.multiplier == 1 || __builtin_mul_overflow(ep.perEndpointHourMicros, match.multiplier, &perEndpoint)) {
        if (ep.gpus == 1) {
            return Routes::tr("Per endpoint-hour: %1 for one endpoint with one %2 (%3, %4).")
                .arg(rate(ep.perEndpointHourMicros, currency, c.language), gpu, ep.provider, ep.product);
        }
        return Routes::tr("Per endpoint-hour: %1 for one endpoint with %2 × %3 (%4, %5).")
            .arg(rate(ep.perEndpointHourMicros, currency, c.language), c.locale.toString(ep.gpus), gpu, ep.provider,
                 ep.product);
    }
    return Routes::tr("Per endpoint-hour: %1 for one %2, × %3 GPUs = %4 for one endpoint (%5, %6).")
        .arg(rate(ep.perEndpointHourMicros, currency, c.language), gpu, c.locale.toString(gpusPerEndpoint),
             rate(perEndpoint, currency, c.language), ep.provider, ep.product);
}

RouteEstimate endpointRoute(const RouteContext &c)
{
    RouteEstimate r;
    r.route = QStringLiteral("managed-endpoint");
    r.name = Routes::tr("Managed endpoint");
    r.operates = Routes::tr("The provider runs runtime and hardware; you choose model and scale.");
    r.currency = c.quote.total.currency;
    r.exampleData = c.prices.exampleData;
    r.idleNote = Routes::tr("Billed while the endpoint is up, with or without requests.");
    r.egressNote = Routes::tr("Egress: per the provider's terms; not in this figure.");
    const QString gpu = c.quote.gpuName.isEmpty() ? c.quote.request.gpuId : c.quote.gpuName;
    // One endpoint instance holds one replica: the GPUs one replica needs in the fit, else 1 (assumed). When
    // the quoted GPUs cannot hold one replica, the endpoint is sized as the fewest GPUs of the kind that can
    // (fit::minGpus), so the route compares something that runs.
    const bool fromFit = c.quote.estimate && c.quote.estimate->devices >= 1;
    int gpusPerEndpoint = fromFit ? c.quote.estimate->devices : 1;
    bool resized = false;
    if (fromFit && !c.quote.estimate->fits && c.quote.scenario) {
        const fit::Result<fit::Solution> fewest = fit::minGpus(*c.quote.scenario, kMaxEndpointGpusSearched);
        if (fewest.ok() && fewest.value->value > gpusPerEndpoint) {
            gpusPerEndpoint = int(fewest.value->value);
            resized = true;
        }
    }
    const qint64 endpoints = std::max<qint64>(1, c.quote.request.gpuCount / gpusPerEndpoint);
    const std::optional<EndpointMatch> match = c.prices.endpointMatch(c.quote.request.gpuId, gpusPerEndpoint);
    const QString gpus =
        gpusPerEndpoint == 1 ? gpu : Routes::tr("%1 × %2").arg(c.locale.toString(gpusPerEndpoint), gpu);
    if (match) {
        r.source = match->price.source;
        r.bills = endpointBills(c, *match, gpu, gpusPerEndpoint);
    } else {
        r.bills = Routes::tr("Per endpoint-hour; the route prices have no example for %1.").arg(gpus);
    }
    const QString hours = c.locale.toString(c.quote.hours);
    if (!c.sameCurrency) {
        r.costNote = c.otherCurrency;
        r.idleCostKnown = false;
    } else if (!match) {
        r.costNote = Routes::tr("No endpoint price for %1: no figure.").arg(gpus);
        r.idleCostKnown = false;
    } else {
        r.periodCostMinor =
            endpointCostMinor(match->price, match->multiplier, endpoints, c.quote.hours, c.quote.total.currency);
        r.idleCostMinor = r.periodCostMinor.value_or(0);
        r.idleCostKnown = r.periodCostMinor.has_value();
        const QString count = c.locale.toString(endpoints);
        if (!fromFit) {
            r.costNote = Routes::tr("Endpoints: %1, one GPU each (assumed: the quote has no fit), up for %2 h.")
                             .arg(count, hours);
        } else if (resized) {
            r.costNote = Routes::tr("Endpoints: %1, each with %2: the quoted GPUs cannot hold one replica, so the "
                                    "endpoint has the fewest GPUs of this kind that can; up for %3 h.")
                             .arg(count, gpus, hours);
        } else if (gpusPerEndpoint == 1) {
            r.costNote = Routes::tr("Endpoints: %1, one GPU each (one replica needs one GPU in the fit), up for %2 h.")
                             .arg(count, hours);
        } else {
            r.costNote = Routes::tr("Endpoints: %1, each with %2 (the GPUs one replica needs in the fit), up for %3 h.")
                             .arg(count, gpus, hours);
        }
    }
    // Per million tokens at the same throughput as the own runtime: each endpoint serves one replica.
    if (c.throughput && r.periodCostMinor && fromFit && !resized) {
        r.perTokenNote = perTokenMissing(c);
        if (r.perTokenNote.isEmpty()) {
            const double perReplica = 1.0 / std::max(1, c.quote.estimate->replicas);
            const double share = double(endpoints) * perReplica;
            setPerToken(r, c, *r.periodCostMinor, c.throughput->decodeTokensPerSecondAggregate * share,
                        c.throughput->prefillTokensPerSecond * double(endpoints));
        }
        appendPerTokenNote(r);
    }
    return r;
}

RouteEstimate ownRuntimeRoute(const RouteContext &c)
{
    RouteEstimate r;
    r.route = QStringLiteral("own-runtime");
    r.name = Routes::tr("Own runtime");
    r.operates = Routes::tr("You run engine, updates and scaling; the provider runs the hardware.");
    qint64 gpuHours = 0;
    qint64 cost = 0;
    bool overflow = false;
    std::optional<qint64> egressMicros;
    qint64 egressGb = 0;
    for (const LineItem &line : c.quote.lines) {
        if (line.kind == QLatin1String("gpu") || line.kind == QLatin1String("dedicated")) {
            overflow = overflow || __builtin_add_overflow(cost, line.amount.minor, &cost);
            if (line.kind == QLatin1String("gpu"))
                gpuHours = line.gpuHours;
        } else if (line.kind == QLatin1String("egress")) {
            egressMicros = line.unitPriceMicros;
            egressGb = line.quantity;
        }
    }
    const QString currency = c.quote.total.currency;
    r.bills = Routes::tr("Per GPU-hour: the GPU lines of this quote, %1 GPU-hours.").arg(c.locale.toString(gpuHours));
    if (!overflow) {
        r.periodCostMinor = cost;
        r.idleCostMinor = cost;
    } else {
        r.idleCostKnown = false;
    }
    r.idleNote = Routes::tr("The full paid period; stopping does not pause billing.");
    r.egressNote = egressMicros ? Routes::tr("Egress: %1 per GB per the price list; %2 GB in this quote.")
                                      .arg(rate(*egressMicros, currency, c.language), c.locale.toString(egressGb))
                                : Routes::tr("Egress: per GB per the price list; none in this quote.");
    r.costNote = Routes::tr("The quote's GPU lines; storage, support and egress extra.");
    if (c.throughput && r.periodCostMinor) {
        r.perTokenNote = perTokenMissing(c);
        if (r.perTokenNote.isEmpty()) {
            const int replicas = std::max(1, c.quote.estimate->replicas);
            setPerToken(r, c, *r.periodCostMinor, c.throughput->decodeTokensPerSecondAggregate,
                        c.throughput->prefillTokensPerSecond * replicas);
        }
        appendPerTokenNote(r);
    }
    r.currency = currency;
    r.source = c.quote.gpuPriceSource;
    r.exampleData = c.quote.exampleData;
    return r;
}

} // namespace

std::optional<ModelSizeClass> modelSizeClassFor(std::int64_t parameterCount)
{
    if (parameterCount < 1)
        return std::nullopt;
    for (std::size_t i = 0; i < std::size(kSizeClassUpperBounds); ++i) {
        if (parameterCount <= kSizeClassUpperBounds[i])
            return kAllModelSizeClasses[i];
    }
    return ModelSizeClass::Above120B;
}

QString modelSizeClassKey(ModelSizeClass c)
{
    switch (c) {
    case ModelSizeClass::UpTo10B:
        return QStringLiteral("up-to-10b");
    case ModelSizeClass::From10To40B:
        return QStringLiteral("10b-40b");
    case ModelSizeClass::From40To120B:
        return QStringLiteral("40b-120b");
    case ModelSizeClass::Above120B:
        return QStringLiteral("above-120b");
    }
    return QString();
}

std::optional<ModelSizeClass> modelSizeClassFromKey(const QString &key)
{
    for (const ModelSizeClass c : kAllModelSizeClasses) {
        if (modelSizeClassKey(c) == key)
            return c;
    }
    return std::nullopt;
}

QString modelSizeClassName(ModelSizeClass c)
{
    switch (c) {
    case ModelSizeClass::UpTo10B:
        return Routes::tr("up to 10B parameters");
    case ModelSizeClass::From10To40B:
        return Routes::tr("10B to 40B parameters");
    case ModelSizeClass::From40To120B:
        return Routes::tr("40B to 120B parameters");
    case ModelSizeClass::Above120B:
        return Routes::tr("more than 120B parameters");
    }
    return QString();
}

std::optional<ModelApiPrice> RoutePrices::modelApiFor(ModelSizeClass c, bool moe) const
{
    const ModelArchitecture own = moe ? ModelArchitecture::Moe : ModelArchitecture::Dense;
    std::optional<ModelApiPrice> general;
    for (const ModelApiPrice &m : modelApis) {
        if (m.sizeClass != c)
            continue;
        if (m.architecture == own)
            return m;
        if (m.architecture == ModelArchitecture::Any)
            general = m;
    }
    return general;
}

std::optional<EndpointPrice> RoutePrices::endpointFor(const QString &gpuId, int gpus) const
{
    for (const EndpointPrice &e : endpoints) {
        if (e.gpuId == gpuId && e.gpus == gpus)
            return e;
    }
    return std::nullopt;
}

std::optional<EndpointMatch> RoutePrices::endpointMatch(const QString &gpuId, int gpusPerEndpoint) const
{
    if (gpusPerEndpoint < 1)
        return std::nullopt;
    if (const std::optional<EndpointPrice> exact = endpointFor(gpuId, gpusPerEndpoint))
        return EndpointMatch{*exact, 1};
    if (const std::optional<EndpointPrice> one = endpointFor(gpuId, 1))
        return EndpointMatch{*one, gpusPerEndpoint};
    return std::nullopt;
}

std::optional<RoutePrices> RoutePrices::fromJson(const QByteArray &json, QString *error)
{
    const auto fail = [&](const QString &message) -> std::optional<RoutePrices> {
        if (error)
            *error = message;
        return std::nullopt;
    };
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        return fail(Routes::tr("Route prices: not valid JSON at byte %1 (%2).")
                        .arg(parseError.offset)
                        .arg(parseError.errorString()));
    }
    if (!doc.isObject())
        return fail(Routes::tr("Route prices: the file must hold one JSON object."));
    const QJsonObject root = doc.object();
    const QString top = QStringLiteral("routes");

    Reader r;
    RoutePrices p;
    if (root.value(QStringLiteral("format")).toString() != QLatin1String("headroom-route-prices"))
        return fail(Routes::tr("Route prices: \"format\" must be \"headroom-route-prices\"."));
    const QJsonValue version = root.value(QStringLiteral("version"));
    if (version.isDouble() && version.toDouble() == 1) {
        return fail(Routes::tr("Route prices: version 1 files are no longer read: their one \"model_api\" price "
                               "does not say which model size it is for. Give a price per size class and "
                               "\"version\": %1 (resources/catalog/README.md).")
                        .arg(kFormatVersion));
    }
    if (!version.isDouble() || version.toDouble() != kFormatVersion)
        return fail(Routes::tr("Route prices: \"version\" must be %1.").arg(kFormatVersion));
    r.onlyKeys(root,
               {QStringLiteral("format"), QStringLiteral("version"), QStringLiteral("id"), QStringLiteral("name"),
                QStringLiteral("currency"), QStringLiteral("example_data"), QStringLiteral("source"),
                QStringLiteral("note"), QStringLiteral("model_api"), QStringLiteral("managed_endpoints")},
               top);
    r.string(root, QStringLiteral("id"), top, &p.id);
    r.string(root, QStringLiteral("name"), top, &p.name);
    r.string(root, QStringLiteral("currency"), top, &p.currency);
    r.string(root, QStringLiteral("note"), top, &p.note, false);
    if (r.error.isEmpty() && (p.currency.size() != 3 || p.currency.toUpper() != p.currency))
        r.fail(Routes::tr("%1: \"currency\" must be an ISO 4217 code such as USD.").arg(top));
    if (!root.value(QStringLiteral("example_data")).isBool())
        r.fail(Routes::tr("%1: \"example_data\" must be true or false.").arg(top));
    p.exampleData = root.value(QStringLiteral("example_data")).toBool(true);
    r.source(root, top, &p.source);
    readModelApis(r, root, &p);
    readEndpoints(r, root, &p);
    if (!r.error.isEmpty())
        return fail(Routes::tr("Route prices: %1").arg(r.error));
    return p;
}

std::optional<RoutePrices> RoutePrices::fromFile(const QString &path, QString *error)
{
    // The built-in prices (a Qt resource) or a user's file: regular files only, at most io::kMaxCatalogBytes
    // actually read.
    io::FileError fileError;
    const std::optional<QByteArray> bytes =
        io::readRegularFile(path, io::kMaxCatalogBytes, &fileError, Routes::tr("the route prices"));
    if (!bytes) {
        if (error)
            *error = fileError.message;
        return std::nullopt;
    }
    return fromJson(*bytes, error);
}

const RoutePrices &builtinRoutePrices()
{
    static const RoutePrices prices = [] {
        std::optional<RoutePrices> p = RoutePrices::fromFile(QStringLiteral(":/catalog/routes-example.json"));
        return p ? *p : RoutePrices{};
    }();
    return prices;
}

std::optional<qint64> modelApiCostMinor(qint64 inputTokensPerMonth, qint64 outputTokensPerMonth,
                                        const ModelApiPrice &price, qint64 hours, const QString &currency)
{
    if (inputTokensPerMonth < 0 || outputTokensPerMonth < 0 || hours < 0 || price.inputPerMillionMicros < 0 ||
        price.outputPerMillionMicros < 0)
        return std::nullopt;
    // micros per month x 10^6 = tokens x micros per million tokens; every factor < 2^63, the sum of two
    // products < 2^127, times hours may overflow: check before multiplying.
    const Int128 perMonth = Int128(inputTokensPerMonth) * price.inputPerMillionMicros +
                            Int128(outputTokensPerMonth) * price.outputPerMillionMicros;
    const Int128 limit = (Int128(1) << 126) / (hours > 0 ? hours : 1);
    if (perMonth > limit)
        return std::nullopt;
    const Int128 numerator = perMonth * hours;
    const Int128 denominator = Int128(kHoursPerMonth) * kTokensPerMillion * microsPerMinor(currency);
    return divideHalfUp(numerator, denominator);
}

std::optional<qint64> endpointCostMinor(const EndpointPrice &price, qint64 multiplier, qint64 endpoints, qint64 hours,
                                        const QString &currency)
{
    if (price.perEndpointHourMicros < 0 || multiplier < 0 || endpoints < 0 || hours < 0)
        return std::nullopt;
    // rate x multiplier < 2^126; times endpoints and hours can pass 2^127 (fuzz finding
    // routes-endpointCostMinor-int128-overflow): each product is checked.
    Int128 perHour = 0;
    Int128 numerator = 0;
    if (__builtin_mul_overflow(Int128(price.perEndpointHourMicros) * multiplier, Int128(endpoints), &perHour) ||
        __builtin_mul_overflow(perHour, Int128(hours), &numerator))
        return std::nullopt;
    return divideHalfUp(numerator, microsPerMinor(currency));
}

QList<RouteEstimate> compareRoutes(const Quote &quote, const MeasurementNotes &measurements, const RoutePrices &prices,
                                   const QString &language)
{
    const QString currency = quote.total.currency;
    const bool sameCurrency = !prices.currency.isEmpty() && prices.currency == currency;
    const QString otherCurrency = Routes::tr("The route prices are in %1 and the quote in %2: no figure.")
                                      .arg(prices.currency.isEmpty() ? QStringLiteral("?") : prices.currency, currency);
    RouteContext c{quote,        measurements,  prices,      language, localeForLanguage(language),
                   sameCurrency, otherCurrency, std::nullopt};
    if (quote.scenario && quote.estimate && quote.scenario->kind == fit::WorkloadKind::Inference)
        c.throughput = fit::throughput(*quote.scenario, *quote.estimate);
    return {modelApiRoute(c), endpointRoute(c), ownRuntimeRoute(c)};
}

} // namespace headroom::quote
