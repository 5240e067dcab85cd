// SPDX-License-Identifier: GPL-3.0-or-later
// Fuzz target: catalog::readGgufHeader() on the input bytes (a GGUF file, usually only its header: the
// reader never needs the tensor data), then, for a header it accepts, catalog::importGgufHeaders() and
// one estimate per engine on an 80 GB GPU with the file's exact tensor bytes.
// Invariants checked (gguf.h): a failure fills a message that starts with the file name and names a
// byte offset inside the input; an accepted header has the data start aligned after the header,
// every tensor's bytes and elements non-negative, at most kMaxGgufTensors tensors and
// kMaxGgufMetadataEntries entries; an imported model's parameter count is the sum of the tensors'
// elements, its inventory sums to the tensors' bytes, has one entry per layer with experts inside
// their layer, and layerSpecs is empty or one per layer; estimate() gives exactly one of value and error.
// Seeds: corpus/fuzz_gguf/ (header-only GGUF files laid out like the ones tst_gguf writes: llama,
// qwen3moe, deepseek2, gemma3, a split part, a v2 file, and hostile headers).

#include "fuzzsupport.h"

#include <catalog/gguf.h>
#include <fit/engine.h>
#include <fit/fitmodel.h>

#include <numeric>

using namespace headroom;

extern "C" int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    fuzz::initQt(argc, argv);
    return 0;
}

namespace {

constexpr fit::Engine kEngines[] = {fit::Engine::Generic, fit::Engine::LlamaCpp, fit::Engine::Vllm, fit::Engine::Ollama,
                                    fit::Engine::IkLlamaCpp};

void checkHeader(const catalog::GgufHeader &h, std::size_t size)
{
    if (h.version != 2 && h.version != 3)
        fuzz::fail("accepted a version other than 2 and 3");
    if (h.alignment < 1 || (h.alignment & (h.alignment - 1)) != 0)
        fuzz::fail("alignment is not a power of two");
    if (h.fileSize != static_cast<std::int64_t>(size) || h.dataOffset > h.dataEnd)
        fuzz::fail("file size or data range wrong");
    if (!h.tensors.empty() && h.dataOffset % h.alignment != 0)
        fuzz::fail("tensor data does not start aligned");
    if (static_cast<std::int64_t>(h.tensors.size()) > catalog::kMaxGgufTensors ||
        static_cast<std::int64_t>(h.metadata.size()) > catalog::kMaxGgufMetadataEntries)
        fuzz::fail("more entries than the documented bounds");
    for (const catalog::GgufTensorInfo &t : h.tensors) {
        if (t.bytes < 0 || t.elements < 0 || t.offset < 0 || t.offset % h.alignment != 0 || t.dims > 4)
            fuzz::fail("tensor info out of range");
        if (t.name.size() >= 64 || t.infoOffset < 24 || t.infoOffset >= h.dataOffset)
            fuzz::fail("tensor name or info offset out of range");
    }
}

void checkModel(const catalog::ImportedModel &model, const catalog::GgufHeader &h)
{
    std::int64_t elements = 0;
    std::int64_t bytes = 0;
    for (const catalog::GgufTensorInfo &t : h.tensors) {
        elements += t.elements; // the importer refused sums beyond 2^63
        bytes += t.bytes;
    }
    if (model.spec.parameterCount != elements || model.spec.parameterCount < 1)
        fuzz::fail("parameter count is not the sum of the tensors' elements");
    if (!model.tensors)
        fuzz::fail("no tensor inventory");
    const fit::TensorInventory &inv = *model.tensors;
    if (!inv.exact || inv.layers.size() != static_cast<std::size_t>(model.spec.layers) ||
        inv.layerExperts.size() != inv.layers.size())
        fuzz::fail("inventory does not have one entry per layer");
    std::int64_t sum = inv.tokenEmbedding + inv.outputHead + inv.outputOther;
    for (std::size_t i = 0; i < inv.layers.size(); ++i) {
        if (inv.layerExperts[i] < 0 || inv.layerExperts[i] > inv.layers[i])
            fuzz::fail("a layer's experts exceed the layer");
        sum += inv.layers[i];
    }
    if (sum != bytes)
        fuzz::fail("inventory does not sum to the tensors' bytes");
    if (!model.spec.layerSpecs.empty() && model.spec.layerSpecs.size() != static_cast<std::size_t>(model.spec.layers))
        fuzz::fail("layerSpecs is neither empty nor one per layer");
    if (model.fileKind != QLatin1String("gguf"))
        fuzz::fail("fileKind is not gguf");
}

void estimateOnEveryEngine(const catalog::ImportedModel &model)
{
    fit::Scenario scenario;
    scenario.model = model.spec;
    scenario.weightFormat = model.fileWeights;
    scenario.tensors = model.tensors;
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
    const QString name = QStringLiteral("fuzz.gguf");
    catalog::GgufError error;
    const std::optional<catalog::GgufHeader> header = catalog::readGgufHeader(fuzz::bytes(data, size), name, &error);
    if (!header) {
        if (!error.message.startsWith(name + QStringLiteral(": byte ")) || error.offset < 0 ||
            error.offset > static_cast<std::int64_t>(size))
            fuzz::fail("a refused header has no message naming the file and a byte inside it");
        return 0;
    }
    checkHeader(*header, size);
    const std::optional<catalog::ImportedModel> model =
        catalog::importGgufHeaders({*header}, QStringList{name}, &error);
    if (!model) {
        if (!error.message.startsWith(name + QStringLiteral(": byte ")) || error.offset < 0 ||
            error.offset > static_cast<std::int64_t>(size))
            fuzz::fail("a refused import has no message naming the file and a byte inside it");
        return 0;
    }
    checkModel(*model, *header);
    estimateOnEveryEngine(*model);
    return 0;
}
