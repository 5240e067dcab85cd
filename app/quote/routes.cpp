// SPDX-License-Identifier: GPL-3.0-or-later
#include "routes.h"

#include "quote/quotedocument.h"

#include <io/safefile.h>

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonValue>
#include <QSet>

#include <algorithm>
#include <cmath>
#include <limits>

namespace headroom::quote {

namespace {

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

} // namespace

std::optional<EndpointPrice> RoutePrices::endpointFor(const QString &gpuId) const
{
    for (const EndpointPrice &e : endpoints) {
        if (e.gpuId == gpuId)
            return e;
    }
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
    if (root.value(QStringLiteral("version")).toInt(-1) != kFormatVersion ||
        !root.value(QStringLiteral("version")).isDouble())
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

    const QJsonValue api = root.value(QStringLiteral("model_api"));
    const QString apiWhere = QStringLiteral("model_api");
    if (!api.isObject()) {
        r.fail(Routes::tr("%1: \"model_api\" must be an object.").arg(top));
    } else {
        const QJsonObject o = api.toObject();
        r.onlyKeys(o,
                   {QStringLiteral("provider"), QStringLiteral("product"),
                    QStringLiteral("input_per_million_tokens_micros"),
                    QStringLiteral("output_per_million_tokens_micros"), QStringLiteral("source")},
                   apiWhere);
        r.string(o, QStringLiteral("provider"), apiWhere, &p.modelApi.provider);
        r.string(o, QStringLiteral("product"), apiWhere, &p.modelApi.product);
        r.micros(o, QStringLiteral("input_per_million_tokens_micros"), apiWhere, &p.modelApi.inputPerMillionMicros);
        r.micros(o, QStringLiteral("output_per_million_tokens_micros"), apiWhere, &p.modelApi.outputPerMillionMicros);
        r.source(o, apiWhere, &p.modelApi.source);
    }

    const QJsonValue eps = root.value(QStringLiteral("managed_endpoints"));
    if (!eps.isArray()) {
        r.fail(Routes::tr("%1: \"managed_endpoints\" must be an array.").arg(top));
    } else {
        QSet<QString> seen;
        const QJsonArray array = eps.toArray();
        for (qsizetype i = 0; i < array.size(); ++i) {
            const QString where = QStringLiteral("managed_endpoints[%1]").arg(i);
            if (!array.at(i).isObject()) {
                r.fail(Routes::tr("%1: must be an object.").arg(where));
                break;
            }
            const QJsonObject o = array.at(i).toObject();
            EndpointPrice e;
            r.onlyKeys(o,
                       {QStringLiteral("gpu"), QStringLiteral("provider"), QStringLiteral("product"),
                        QStringLiteral("per_endpoint_hour_micros"), QStringLiteral("source")},
                       where);
            r.string(o, QStringLiteral("gpu"), where, &e.gpuId);
            r.string(o, QStringLiteral("provider"), where, &e.provider);
            r.string(o, QStringLiteral("product"), where, &e.product);
            r.micros(o, QStringLiteral("per_endpoint_hour_micros"), where, &e.perEndpointHourMicros);
            r.source(o, where, &e.source);
            if (r.error.isEmpty() && seen.contains(e.gpuId))
                r.fail(Routes::tr("%1: GPU \"%2\" is listed twice.").arg(where, e.gpuId));
            seen.insert(e.gpuId);
            p.endpoints.append(e);
        }
    }
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

std::optional<qint64> endpointCostMinor(const EndpointPrice &price, qint64 endpoints, qint64 hours,
                                        const QString &currency)
{
    if (price.perEndpointHourMicros < 0 || endpoints < 0 || hours < 0)
        return std::nullopt;
    // rate x endpoints < 2^126; times hours can pass 2^127 (fuzz finding routes-endpointCostMinor-int128-overflow).
    Int128 numerator = 0;
    if (__builtin_mul_overflow(Int128(price.perEndpointHourMicros) * endpoints, Int128(hours), &numerator))
        return std::nullopt;
    return divideHalfUp(numerator, microsPerMinor(currency));
}

QList<RouteEstimate> compareRoutes(const Quote &quote, const MeasurementNotes &measurements, const RoutePrices &prices,
                                   const QString &language)
{
    const QString currency = quote.total.currency;
    const QLocale locale = localeForLanguage(language);
    const bool sameCurrency = !prices.currency.isEmpty() && prices.currency == currency;
    const QString otherCurrency = Routes::tr("The route prices are in %1 and the quote in %2: no figure.")
                                      .arg(prices.currency.isEmpty() ? QStringLiteral("?") : prices.currency, currency);
    const qint64 hours = quote.hours;
    QList<RouteEstimate> routes;

    // 1. Hosted model API: per million tokens, nothing when idle, egress in the price.
    {
        RouteEstimate r;
        r.route = QStringLiteral("model-api");
        r.name = Routes::tr("Hosted model API");
        r.operates = Routes::tr("The provider runs model, runtime and hardware; you call an API.");
        const ModelApiPrice &api = prices.modelApi;
        r.bills = Routes::tr("Per million tokens: %1 input, %2 output (%3, %4).")
                      .arg(rate(api.inputPerMillionMicros, prices.currency, language),
                           rate(api.outputPerMillionMicros, prices.currency, language), api.provider, api.product);
        r.idleCostMinor = 0;
        r.idleNote = Routes::tr("Nothing is billed without requests.");
        r.egressNote = Routes::tr("Egress: usually included in the token price.");
        r.currency = currency;
        r.source = api.source;
        r.exampleData = prices.exampleData;
        if (!sameCurrency) {
            r.costNote = otherCurrency;
        } else if (!measurements.inputTokensPerMonth || !measurements.outputTokensPerMonth) {
            r.costNote = Routes::tr("Input and output tokens per month are to be measured; no figure without them.");
        } else {
            r.periodCostMinor = modelApiCostMinor(*measurements.inputTokensPerMonth, *measurements.outputTokensPerMonth,
                                                  api, hours, currency);
            r.costNote = Routes::tr("%1 input and %2 output tokens a month (720 h), over %3 h.")
                             .arg(locale.toString(*measurements.inputTokensPerMonth),
                                  locale.toString(*measurements.outputTokensPerMonth), locale.toString(hours));
        }
        routes.append(r);
    }

    // 2. Managed endpoint: per endpoint-hour, billed while the endpoint is up.
    {
        RouteEstimate r;
        r.route = QStringLiteral("managed-endpoint");
        r.name = Routes::tr("Managed endpoint");
        r.operates = Routes::tr("The provider runs runtime and hardware; you choose model and scale.");
        r.currency = currency;
        r.exampleData = prices.exampleData;
        r.idleNote = Routes::tr("Billed while the endpoint is up, with or without requests.");
        r.egressNote = Routes::tr("Egress: per the provider's terms; not in this figure.");
        const std::optional<EndpointPrice> ep = prices.endpointFor(quote.request.gpuId);
        const QString gpu = quote.gpuName.isEmpty() ? quote.request.gpuId : quote.gpuName;
        if (ep) {
            r.source = ep->source;
            r.bills =
                Routes::tr("Per endpoint-hour: %1 for one %2 (%3, %4).")
                    .arg(rate(ep->perEndpointHourMicros, prices.currency, language), gpu, ep->provider, ep->product);
        } else {
            r.bills = Routes::tr("Per endpoint-hour; the route prices have no example for %1.").arg(gpu);
        }
        const qint64 endpoints = quote.request.gpuCount;
        if (!sameCurrency) {
            r.costNote = otherCurrency;
            r.idleCostKnown = false;
        } else if (!ep) {
            r.costNote = Routes::tr("No endpoint price for %1: no figure.").arg(gpu);
            r.idleCostKnown = false;
        } else {
            r.periodCostMinor = endpointCostMinor(*ep, endpoints, hours, currency);
            r.idleCostMinor = r.periodCostMinor.value_or(0);
            r.idleCostKnown = r.periodCostMinor.has_value();
            r.costNote = Routes::tr("Endpoints: %1, one GPU each, up for %2 h.")
                             .arg(locale.toString(endpoints), locale.toString(hours));
        }
        routes.append(r);
    }

    // 3. Own runtime: the quote's GPU-hour lines; idle = the full paid period.
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
        for (const LineItem &line : quote.lines) {
            if (line.kind == QLatin1String("gpu") || line.kind == QLatin1String("dedicated")) {
                overflow = overflow || __builtin_add_overflow(cost, line.amount.minor, &cost);
                if (line.kind == QLatin1String("gpu"))
                    gpuHours = line.gpuHours;
            } else if (line.kind == QLatin1String("egress")) {
                egressMicros = line.unitPriceMicros;
                egressGb = line.quantity;
            }
        }
        r.bills = Routes::tr("Per GPU-hour: the GPU lines of this quote, %1 GPU-hours.").arg(locale.toString(gpuHours));
        if (!overflow) {
            r.periodCostMinor = cost;
            r.idleCostMinor = cost;
        } else {
            r.idleCostKnown = false;
        }
        r.idleNote = Routes::tr("The full paid period; stopping does not pause billing.");
        r.egressNote = egressMicros ? Routes::tr("Egress: %1 per GB per the price list; %2 GB in this quote.")
                                          .arg(rate(*egressMicros, currency, language), locale.toString(egressGb))
                                    : Routes::tr("Egress: per GB per the price list; none in this quote.");
        r.costNote = Routes::tr("The quote's GPU lines; storage, support and egress extra.");
        r.currency = currency;
        r.source = quote.gpuPriceSource;
        r.exampleData = quote.exampleData;
        routes.append(r);
    }
    return routes;
}

} // namespace headroom::quote
