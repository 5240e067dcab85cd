// SPDX-License-Identifier: GPL-3.0-or-later
// Benchmarks of the fit model (issue 3 goal: under 1 µs per estimate, under 0.5 ms per 512-point context
// sweep, on one core). Each case runs in batches; a sample is the mean time of one call in a batch of
// `iterations` calls, and the program prints the median of 31 samples (plus the fastest and slowest) for:
// estimate() with and without its assumption sentences, a 512-point context sweep, and each solver, for
// the generic, llama.cpp and vLLM engines; then estimate() and the solvers of a training scenario (Llama 3.1
// 8B: a LoRA and a ZeRO-3 full fine-tune) and of an image-generation scenario (the catalogue's SDXL preset),
// issue 11's goal being under 2 µs per estimate. A checksum keeps the compiler from discarding the work.

#include <fit/fitmodel.h>
#include <fit/solvers.h>
#include <fit/workloadsolvers.h>

#include <catalog/catalog.h>

#include <QCoreApplication>

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <functional>
#include <string>
#include <vector>

using namespace headroom::fit;

namespace {

std::int64_t g_checksum = 0;

// Llama-3.1-8B (https://huggingface.co/meta-llama/Llama-3.1-8B/blob/main/config.json) on one H100.
Scenario llama8b(Engine engine)
{
    Scenario s;
    s.model.id = "llama-3.1-8b";
    s.model.parameterCount = 8'030'261'248;
    s.model.layers = 32;
    s.model.attentionHeads = 32;
    s.model.kvHeads = 8;
    s.model.headDim = 128;
    s.model.hiddenSize = 4096;
    s.model.intermediateSize = 14336;
    s.model.vocabSize = 128256;
    s.model.maxContextTokens = 131072;
    s.engine = defaultSettings(engine);
    s.hardware.gpuId = "h100-80gb";
    s.hardware.memoryBytes = 85'520'809'984;
    s.workload.contextTokens = 8192;
    s.workload.concurrency = 4;
    return s;
}

// gpt-oss-20b (https://huggingface.co/openai/gpt-oss-20b/blob/main/config.json): 24 layers alternating
// sliding-window and full attention, so the per-layer paths run too.
Scenario gptOss(Engine engine)
{
    Scenario s = llama8b(engine);
    s.model.id = "gpt-oss-20b";
    s.model.parameterCount = 20'910'000'000;
    s.model.layers = 24;
    s.model.attentionHeads = 64;
    s.model.kvHeads = 8;
    s.model.headDim = 64;
    s.model.hiddenSize = 2880;
    s.model.intermediateSize = 2880;
    s.model.vocabSize = 201088;
    s.model.experts = 32;
    s.model.expertsPerToken = 4;
    s.model.slidingWindow = 128;
    for (int l = 0; l < 24; ++l)
        s.model.layerSpecs.push_back(
            LayerSpec{l % 2 == 0 ? AttentionKind::SlidingWindow : AttentionKind::Full, 8, true});
    return s;
}

struct Timing {
    double median = 0;
    double fastest = 0;
    double slowest = 0;
};

Timing measure(int iterations, const std::function<void()> &call)
{
    using Clock = std::chrono::steady_clock;
    for (int i = 0; i < iterations; ++i) // warm-up
        call();
    std::vector<double> samples;
    for (int sample = 0; sample < 31; ++sample) {
        const Clock::time_point start = Clock::now();
        for (int i = 0; i < iterations; ++i)
            call();
        const std::chrono::duration<double, std::micro> elapsed = Clock::now() - start;
        samples.push_back(elapsed.count() / iterations);
    }
    std::sort(samples.begin(), samples.end());
    return {samples[samples.size() / 2], samples.front(), samples.back()};
}

void report(const std::string &name, const Timing &t)
{
    std::printf("%-46s %10.3f µs  (fastest %.3f, slowest %.3f)\n", name.c_str(), t.median, t.fastest, t.slowest);
}

void benchmarkScenario(const std::string &label, const Scenario &s)
{
    report(label + " estimate()", measure(20000, [&] {
               const Result<Estimate> r = estimate(s);
               g_checksum += r.value->perDevice.total() + std::int64_t(r.value->assumptions.size());
           }));
    report(label + " estimate(Numbers)", measure(20000, [&] {
               const Result<Estimate> r = estimate(s, EstimateDetail::Numbers);
               g_checksum += r.value->perDevice.total();
           }));
    report(label + " 512-point context sweep", measure(200, [&] {
               const Result<std::vector<SweepPoint>> r = sweepContext(s, 1024, 131072, 512);
               g_checksum += r.value->back().perDevice.kvCache;
           }));
    report(label + " maxConcurrencyAt(8192)",
           measure(20000, [&] { g_checksum += maxConcurrencyAt(s, 8192).value->value; }));
    report(label + " maxContextAt(4)", measure(5000, [&] { g_checksum += maxContextAt(s, 4).value->value; }));
    report(label + " minGpus(64)", measure(2000, [&] { g_checksum += minGpus(s, 64).value->value; }));
    report(label + " kvTokenCapacity()", measure(5000, [&] { g_checksum += kvTokenCapacity(s).value->value; }));
}

void benchmarkWorkload(const std::string &label, const Scenario &s)
{
    report(label + " estimate()", measure(20000, [&] {
               const Result<Estimate> r = estimate(s);
               g_checksum += r.value ? r.value->perDevice.total() : 1;
           }));
    report(label + " estimate(Numbers)", measure(20000, [&] {
               const Result<Estimate> r = estimate(s, EstimateDetail::Numbers);
               g_checksum += r.value ? r.value->perDevice.total() : 1;
           }));
    if (isTraining(s.kind)) {
        report(label + " maxMicroBatch()",
               measure(500, [&] { g_checksum += maxMicroBatch(s).value_or(WorkloadSolution{}).value; }));
        report(label + " maxSequenceLength()",
               measure(500, [&] { g_checksum += maxSequenceLength(s).value_or(WorkloadSolution{}).value; }));
    } else {
        report(label + " maxImageSide()",
               measure(500, [&] { g_checksum += maxImageSide(s).value_or(WorkloadSolution{}).value; }));
        report(label + " maxImages()",
               measure(500, [&] { g_checksum += maxImages(s).value_or(WorkloadSolution{}).value; }));
    }
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv); // the catalogue's embedded resources
    std::printf("Median of 31 samples; one sample = mean of a batch of calls. Per call:\n");
    for (const Engine engine : {Engine::Generic, Engine::LlamaCpp, Engine::Vllm}) {
        const std::string name(toString(engine));
        benchmarkScenario(name + " llama-3.1-8b", llama8b(engine));
        benchmarkScenario(name + " gpt-oss-20b", gptOss(engine));
    }
    // Placements (issue 14): Llama 3.1 8B on an H100 next to an RTX 4090, 20 of 32 layers offloaded (two GPU
    // parts and a host part), and the placement solvers.
    Scenario placed = llama8b(Engine::LlamaCpp);
    placed.placement.devices = {Device{"h100-80gb", 85'520'809'984, {}}, Device{"rtx-4090", 25'757'220'864, {}}};
    placed.hardware.gpuCount = placed.hardware.tensorParallel = 2;
    placed.placement.gpuLayers = 20;
    benchmarkScenario("llama.cpp mixed pair, -ngl 20", placed);
    report("llama.cpp mixed pair maxGpuLayers()",
           measure(500, [&] { g_checksum += maxGpuLayers(placed).value->value; }));
    report("llama.cpp mixed pair fittingTensorSplit()",
           measure(500, [&] { g_checksum += fittingTensorSplit(placed).value->value; }));
    Scenario lora = llama8b(Engine::Generic);
    lora.kind = WorkloadKind::Lora;
    lora.workload.contextTokens = 2048;
    lora.workload.concurrency = 1;
    lora.training.microBatch = 4;
    benchmarkWorkload("lora llama-3.1-8b", lora);
    Scenario zero3 = lora;
    zero3.kind = WorkloadKind::FullFinetune;
    zero3.hardware.gpuCount = 8;
    zero3.training.sharding = Sharding::Zero3;
    zero3.training.checkpointing = ActivationCheckpointing::Full;
    benchmarkWorkload("zero3 full-finetune llama-3.1-8b", zero3);
    if (const headroom::catalog::DiffusionPreset *sdxl =
            headroom::catalog::Catalog::builtIn().diffusionModel(QStringLiteral("sdxl"))) {
        Scenario image;
        image.kind = WorkloadKind::Diffusion;
        image.diffusionModel = sdxl->spec;
        image.weightFormat = WeightFormat::denseOf(DenseDtype::F16);
        image.hardware.gpuId = "rtx-4090";
        image.hardware.memoryBytes = 25'757'220'864;
        image.diffusion.images = 4;
        benchmarkWorkload("diffusion sdxl 1024x1024x4", image);
    }
    std::printf("checksum %lld\n", static_cast<long long>(g_checksum));
    return 0;
}
