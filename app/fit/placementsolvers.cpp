// SPDX-License-Identifier: GPL-3.0-or-later
#include "fit/placement.h"
#include "fit/solvers.h"

#include <algorithm>
#include <cmath>
#include <numeric>

// The placement questions of solvers.h: how many layers fit on the GPUs, which tensor split fits, and
// whether experts on the CPU make a model fit. Each evaluates estimate() of the scenario with one placement
// field changed, so every answer follows the same rules as the estimate itself (placement.h).

namespace headroom::fit {

namespace {

std::optional<Error> needsLayerSplit(const Scenario &s, const char *field)
{
    if (splitsByLayer(s.engine.engine))
        return std::nullopt;
    return Error{field, "Placing layers on GPUs and the CPU applies to llama.cpp, ik_llama.cpp and Ollama."};
}

PlacementSolution solutionOf(const Estimate &e, int value)
{
    PlacementSolution out;
    out.value = value;
    out.fits = e.fits;
    out.bindingDevice = e.bindingDevice;
    out.binding = e.binding;
    out.hostBytes = e.hostBytes;
    return out;
}

} // namespace

Result<PlacementSolution> maxGpuLayers(const Scenario &s)
{
    if (std::optional<Error> e = needsLayerSplit(s, "gpuLayers"))
        return Result<PlacementSolution>::failure(e->field, e->message);
    if (std::optional<Error> invalid = validate(s))
        return Result<PlacementSolution>::failure(invalid->field, invalid->message);
    Scenario probe = s;
    const auto at = [&](int layers) {
        probe.placement.gpuLayers = layers;
        return estimate(probe, EstimateDetail::Numbers);
    };
    Result<Estimate> none = at(0);
    if (!none.ok())
        return Result<PlacementSolution>::failure(none.error->field, none.error->message);
    if (!none.value->fits)
        return Result<PlacementSolution>::success(solutionOf(*none.value, 0));
    const int all = s.model.layers + 1;
    Result<Estimate> full = at(all);
    if (full.ok() && full.value->fits)
        return Result<PlacementSolution>::success(solutionOf(*full.value, all));
    int lo = 0;   // fits
    int hi = all; // does not fit
    while (hi - lo > 1) {
        const int mid = lo + (hi - lo) / 2;
        const Result<Estimate> r = at(mid);
        (r.ok() && r.value->fits ? lo : hi) = mid;
    }
    PlacementSolution out = solutionOf(*at(lo).value, lo);
    // The GPU that breaks one layer further is the one that binds.
    if (const Result<Estimate> past = at(hi); past.ok()) {
        out.bindingDevice = past.value->bindingDevice;
        out.binding = past.value->binding;
    }
    return Result<PlacementSolution>::success(out);
}

Result<PlacementSolution> fittingTensorSplit(const Scenario &s)
{
    if (std::optional<Error> e = needsLayerSplit(s, "tensorSplit"))
        return Result<PlacementSolution>::failure(e->field, e->message);
    if (std::optional<Error> invalid = validate(s))
        return Result<PlacementSolution>::failure(invalid->field, invalid->message);
    Scenario probe = s;
    const LayerAssignment start = assignLayers(s);
    std::vector<double> slots(start.layersPerDevice.begin(), start.layersPerDevice.end());
    if (slots.empty())
        return Result<PlacementSolution>::failure("tensorSplit", "The model has no layers to place.");
    if (start.outputDevice >= 0)
        slots[std::size_t(start.outputDevice)] += 1;
    // With act_gpu_layers slots in all, integer proportions that sum to it place exactly that many layer slots
    // on each GPU (split points at whole slots).
    const double total = std::accumulate(slots.begin(), slots.end(), 0.0);
    std::optional<Estimate> last;
    const int moves = 64; // each move closes most of the gap; 64 is far more than a real split needs
    for (int move = 0; move <= moves; ++move) {
        probe.placement.tensorSplit = slots;
        if (std::all_of(slots.begin(), slots.end(), [](double x) { return x == 0.0; }) || total <= 0.0)
            break;
        const Result<Estimate> r = estimate(probe, EstimateDetail::Numbers);
        if (!r.ok())
            return Result<PlacementSolution>::failure(r.error->field, r.error->message);
        last = *r.value;
        if (last->fits) {
            PlacementSolution out = solutionOf(*last, 1);
            out.tensorSplit = slots;
            return Result<PlacementSolution>::success(out);
        }
        const std::vector<DeviceEstimate> &d = last->devicesBreakdown;
        const auto worst = std::min_element(d.begin(), d.end(), [](const DeviceEstimate &a, const DeviceEstimate &b) {
            return a.headroomBytes < b.headroomBytes;
        });
        const auto best = std::max_element(d.begin(), d.end(), [](const DeviceEstimate &a, const DeviceEstimate &b) {
            return a.headroomBytes < b.headroomBytes;
        });
        if (worst == best || best->headroomBytes < 0 || slots[std::size_t(worst->index)] < 1)
            break; // no GPU has room to take a layer
        // Move as many slots as the fullest GPU is short of, at its average bytes per slot (at least one, at
        // most what the emptiest GPU has room for), so that a deep model needs few estimates.
        const double held = double(worst->bytes.weights) + double(worst->bytes.kvCache);
        const double perSlot = std::max(1.0, held / slots[std::size_t(worst->index)]);
        const double need = std::ceil(double(-worst->headroomBytes) / perSlot);
        const double room = std::floor(double(best->headroomBytes) / perSlot);
        const double k = std::clamp(std::min(need, room), 1.0, slots[std::size_t(worst->index)]);
        slots[std::size_t(worst->index)] -= k;
        slots[std::size_t(best->index)] += k;
    }
    PlacementSolution out = last ? solutionOf(*last, 0) : PlacementSolution{};
    out.tensorSplit = slots;
    return Result<PlacementSolution>::success(out);
}

Result<PlacementSolution> expertsOnCpuFit(const Scenario &s)
{
    if (!splitsByLayer(s.engine.engine) || s.model.experts < 1)
        return Result<PlacementSolution>::failure(
            "expertsOnCpu", "Experts on the CPU apply to mixture-of-experts models under llama.cpp, ik_llama.cpp or "
                            "Ollama.");
    Scenario probe = s;
    probe.placement.expertsOnCpu = true;
    const Result<Estimate> r = estimate(probe, EstimateDetail::Numbers);
    if (!r.ok())
        return Result<PlacementSolution>::failure(r.error->field, r.error->message);
    return Result<PlacementSolution>::success(solutionOf(*r.value, r.value->fits ? 1 : 0));
}

} // namespace headroom::fit
