// SPDX-License-Identifier: GPL-3.0-or-later
// Fuzz target: catalog::importHfConfig() on the input bytes (a Hugging Face config.json), then, for a
// config it accepts, the weight format it describes and one estimate per engine on an 80 GB GPU.
// Invariants checked (hfconfig.h): failure fills a non-empty message and at least one problem; an
// imported model has a positive parameter count equal to fit::derivedParameterCount() of its spec;
// estimate() gives exactly one of value and error.
// Seeds: tests/data/configs/*.json and tests/data/reliability/hf-*.json (tests/fuzz/CMakeLists.txt).

#include "fuzzsupport.h"

#include <catalog/hfconfig.h>
#include <fit/engine.h>
#include <fit/fitmodel.h>

using namespace headroom;

extern "C" int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    fuzz::initQt(argc, argv);
    return 0;
}

namespace {

constexpr fit::Engine kEngines[] = {fit::Engine::Generic, fit::Engine::LlamaCpp, fit::Engine::Vllm, fit::Engine::Ollama,
                                    fit::Engine::IkLlamaCpp};

void estimateOnEveryEngine(const catalog::ImportedModel &model)
{
    fit::Scenario scenario;
    scenario.model = model.spec;
    scenario.weightFormat = catalog::weightFormatOf(model.quantization);
    scenario.hardware.memoryBytes = 80LL * 1000 * 1000 * 1000;
    for (const fit::Engine engine : kEngines) {
        scenario.engine = fit::defaultSettings(engine);
        const fit::Result<fit::Estimate> result = fit::estimate(scenario, fit::EstimateDetail::Numbers);
        if (result.ok() == result.error.has_value())
            fuzz::fail("estimate() gives both or neither of value and error");
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    catalog::HfConfigError error;
    const std::optional<catalog::ImportedModel> model =
        catalog::importHfConfig(fuzz::bytes(data, size), QStringLiteral("fuzz.json"), &error);
    if (!model) {
        if (error.message.isEmpty() || error.problems.isEmpty())
            fuzz::fail("importHfConfig() failed without a message or a problem");
        return 0;
    }
    if (model->spec.parameterCount <= 0 || model->spec.parameterCount != fit::derivedParameterCount(model->spec))
        fuzz::fail("the imported parameter count is not derivedParameterCount() of the spec");
    (void)catalog::quantizationMethodKey(model->quantization.method);
    estimateOnEveryEngine(*model);
    return 0;
}
