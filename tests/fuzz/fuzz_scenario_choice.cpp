// SPDX-License-Identifier: GPL-3.0-or-later
// Fuzz target: scenario::choiceFromJson() on the input bytes parsed as JSON (the "scenario" object a stored
// quote carries, read from a SQLite file a user may hand around), then, for a choice it accepts,
// scenario::resolve() against the built-in catalogue and, for a choice that resolves, one fit::estimate().
// Invariants checked (choicejson.h, choice.h):
//  - a refused object gives a message;
//  - round trip: the object choiceToJson() writes for an accepted choice reads back, and writes the same
//    object again (choiceToJson(choiceFromJson(choiceToJson(c))) == choiceToJson(c));
//  - resolve() of the choice and of its round-tripped copy agree: both refuse with the same field, or both
//    give the same scenario; a refusal names a field and says why; a resolved scenario passes fit::validate();
//  - estimate() gives exactly one of value and error.
// Input: any bytes; only a JSON object reaches choiceFromJson().
// Seeds: tests/fuzz/corpus/fuzz_scenario_choice/ (a preset choice, imported-config choices with a small
// config.json text, choices that are refused).

#include "fuzzsupport.h"

#include <catalog/catalog.h>
#include <fit/fitmodel.h>
#include <scenario/choice.h>
#include <scenario/choicejson.h>

#include <QJsonDocument>
#include <QJsonObject>

using namespace headroom;

namespace {

const catalog::Catalog *g_catalog = nullptr;

// The scenario fields resolve() decides, as one string (equal scenarios give equal strings).
std::string describe(const fit::Scenario &s)
{
    const fit::ModelSpec &m = s.model;
    const fit::EngineSettings &e = s.engine;
    std::string out = m.id + ' ' + std::to_string(m.parameterCount) + ' ' + std::to_string(m.layers) + ' ' +
                      std::to_string(m.attentionHeads) + ' ' + std::to_string(m.kvHeads) + ' ' +
                      std::to_string(m.headDim) + ' ' + std::to_string(m.layerSpecs.size()) + ' ' +
                      std::to_string(m.maxContextTokens);
    out += ' ' + std::string(fit::toString(s.weights)) + ' ' + (s.weightFormat ? fit::toString(*s.weightFormat) : "-");
    out += ' ' + std::string(fit::toString(s.kvCache)) + ' ' +
           std::string(s.kvCacheV ? fit::toString(*s.kvCacheV) : std::string_view("-"));
    out += ' ' + s.hardware.gpuId + ' ' + std::to_string(s.hardware.memoryBytes) + ' ' +
           std::to_string(s.hardware.gpuCount) + ' ' + std::to_string(s.hardware.tensorParallel);
    out += ' ' + std::string(fit::toString(e.engine)) + ' ' + std::to_string(e.gpuMemoryUtilizationPermille) + ' ' +
           std::to_string(e.maxNumBatchedTokens) + ' ' + std::to_string(e.maxNumSeqs) + ' ' + std::to_string(e.ubatch) +
           ' ' + std::to_string(e.batch) + ' ' + (e.flashAttention ? "fa" : "-");
    out += ' ' + std::to_string(s.workload.contextTokens) + ' ' + std::to_string(s.workload.concurrency);
    return out;
}

void checkRoundTrip(const scenario::Choice &choice, const QJsonObject &written)
{
    QString error;
    const std::optional<scenario::Choice> again = scenario::choiceFromJson(written, &error);
    if (!again)
        fuzz::fail("the object choiceToJson() writes for an accepted choice is refused");
    if (scenario::choiceToJson(*again) != written)
        fuzz::fail("choiceToJson(choiceFromJson(choiceToJson(c))) differs from choiceToJson(c)");

    scenario::ChoiceError e1;
    scenario::ChoiceError e2;
    const std::optional<scenario::Resolved> r1 = scenario::resolve(choice, *g_catalog, &e1);
    const std::optional<scenario::Resolved> r2 = scenario::resolve(*again, *g_catalog, &e2);
    if (bool(r1) != bool(r2))
        fuzz::fail("resolve() accepts only one of a choice and its round-tripped copy");
    if (!r1) {
        if (e1.field.isEmpty() || e1.message.isEmpty())
            fuzz::fail("resolve() refused without a field or a message");
        if (e1.field != e2.field)
            fuzz::fail("resolve() refuses a choice and its round-tripped copy for different fields");
        return;
    }
    if (describe(r1->scenario) != describe(r2->scenario))
        fuzz::fail("resolve() gives different scenarios for a choice and its round-tripped copy");
    if (fit::validate(r1->scenario))
        fuzz::fail("resolve() returned a scenario that fit::validate() refuses");
    const fit::Result<fit::Estimate> result = fit::estimate(r1->scenario, fit::EstimateDetail::Numbers);
    if (result.ok() == result.error.has_value())
        fuzz::fail("estimate() gives both or neither of value and error");
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    fuzz::initQt(argc, argv);
    g_catalog = &catalog::Catalog::builtIn();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QJsonDocument doc = QJsonDocument::fromJson(fuzz::bytes(data, size));
    if (!doc.isObject())
        return 0;
    QString error;
    const std::optional<scenario::Choice> choice = scenario::choiceFromJson(doc.object(), &error);
    if (!choice) {
        if (error.isEmpty())
            fuzz::fail("choiceFromJson() failed without a message");
        return 0;
    }
    checkRoundTrip(*choice, scenario::choiceToJson(*choice));
    return 0;
}
