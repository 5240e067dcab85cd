// SPDX-License-Identifier: GPL-3.0-or-later
#include "fit/layersplit.h"

#include "fit/checkedmath.h"
#include "fit/engineplan.h"
#include "fit/weightsplit.h"

#include <algorithm>

// The rules and their source (llama.cpp src/llama-model.cpp `load_tensors`) are in layersplit.h.

namespace headroom::fit {

using checked::add;
using checked::Bytes;
using checked::ceilDiv;
using checked::mul;
using checked::orMinusOne;
using checked::sub;

namespace {

// The classes of `whole` minus those of `part` (every class of part is at most whole's).
WeightSplit minus(const WeightSplit &whole, const WeightSplit &part)
{
    const auto less = [](std::int64_t a, std::int64_t b) {
        return orMinusOne(sub(a, b));
    };
    return WeightSplit{
        less(whole.linearParams, part.linearParams),       less(whole.expertParams, part.expertParams),
        less(whole.embeddingParams, part.embeddingParams), less(whole.outputHeadParams, part.outputHeadParams),
        less(whole.normParams, part.normParams),           less(whole.routerParams, part.routerParams)};
}

std::vector<std::int64_t> denseWeightBytes(const Scenario &s, const std::vector<int> &counts, std::int64_t bits)
{
    const std::int64_t devices = std::int64_t(counts.size());
    const std::int64_t params = s.model.parameterCount;
    const std::vector<WeightSplit> parts = weightSplitsOfLayers(s.model, counts);
    if (parts.empty()) {
        // No architecture to place: the even share of the first version, ceil(P * bits / (8 t)).
        const std::int64_t share = orMinusOne(ceilDiv(mul(params, bits), 8 * devices)); // t <= kMaxGpus
        return std::vector<std::int64_t>(counts.size(), share);
    }
    std::vector<std::int64_t> bytes;
    bytes.reserve(counts.size());
    Bytes others = 0;
    for (std::size_t d = 0; d + 1 < counts.size(); ++d) {
        const std::int64_t held = totalParams(parts[d]);
        others = add(others, held);
        bytes.push_back(orMinusOne(ceilDiv(mul(held, bits), 8)));
    }
    // The last GPU: the rest of parameterCount (0 when the other GPUs' layers already exceed it).
    const Bytes rest = others ? sub(params, *others).value_or(0) : Bytes();
    bytes.push_back(orMinusOne(ceilDiv(mul(rest, bits), 8)));
    return bytes;
}

} // namespace

std::vector<int> layerSplit(int layers, int devices)
{
    if (layers < 1 || layers > limits::kMaxLayers || devices < 1 || devices > limits::kMaxGpus)
        return {};
    std::vector<int> counts(std::size_t(devices), 0);
    // floor(il * t / (L + 1)) < t for il < L + 1; il * t <= 4096 * 65536 fits in 64 bits.
    for (int il = 0; il < layers; ++il)
        ++counts[std::size_t(std::int64_t(il) * devices / (std::int64_t(layers) + 1))];
    return counts;
}

std::vector<std::int64_t> layerSplitWeightBytes(const Scenario &s)
{
    const std::vector<int> counts = layerSplit(s.model.layers, s.hardware.tensorParallel);
    const WeightFormat format = weightFormatOf(s);
    if (counts.empty() || !isValid(format))
        return {};
    if (format.kind == WeightFormatKind::Dense) {
        const Rational bits = linearBitsPerWeight(format); // a whole number of bits for dense types
        if (s.model.parameterCount < 0 || bits.den != 1)
            return {};
        return denseWeightBytes(s, counts, bits.num);
    }
    const WeightSplit whole = weightSplit(s.model);
    const std::vector<WeightSplit> parts = weightSplitsOfLayers(s.model, counts);
    if (totalParams(whole) < 0 || parts.empty())
        return std::vector<std::int64_t>(counts.size(), -1);
    std::vector<std::int64_t> bytes;
    bytes.reserve(counts.size());
    WeightSplit last = whole;
    for (std::size_t d = 0; d + 1 < counts.size(); ++d) {
        bytes.push_back(weightBytes(parts[d], format));
        last = minus(last, parts[d]);
    }
    bytes.push_back(weightBytes(last, format));
    return bytes;
}

// --- EnginePlan's per-GPU loads (engineplan.h) ---

void EnginePlan::prepareDeviceLoads(const std::vector<std::int64_t> &weights,
                                    const std::vector<std::array<std::int64_t, KindCount>> &rows)
{
    // b outweighs a when it holds at least as many weight bytes (std::nullopt = beyond 64 bits, the
    // most) and at least as many KV rows of every kind: for any workload b's weights + KV >= a's.
    const auto outweighs = [](const DeviceLoad &b, const DeviceLoad &a) {
        if (b.weights && (!a.weights || *b.weights < *a.weights))
            return false;
        for (int kind = Full; kind < KindCount; ++kind) {
            if (b.rows[std::size_t(kind)] < a.rows[std::size_t(kind)])
                return false;
        }
        return true;
    };
    m_deviceLoads.clear();
    for (std::size_t d = 0; d < rows.size(); ++d) {
        const DeviceLoad load{d < weights.size() && weights[d] >= 0 ? Bytes(weights[d]) : std::nullopt, rows[d]};
        if (std::any_of(m_deviceLoads.begin(), m_deviceLoads.end(),
                        [&](const DeviceLoad &kept) { return outweighs(kept, load); }))
            continue;
        std::erase_if(m_deviceLoads, [&](const DeviceLoad &kept) { return outweighs(load, kept); });
        m_deviceLoads.push_back(load);
    }
}

void EnginePlan::placeOnDevice(const std::array<std::int64_t, KindCount> &cells, Terms &terms) const
{
    // The candidates are few (the GPUs with the most layers and the last GPU, which holds the output
    // layer); the most loaded one is the one the estimate reports. Ties keep the later GPU.
    bool placed = false;
    Bytes largest;
    for (const DeviceLoad &load : m_deviceLoads) {
        std::array<Bytes, KindCount> bytes{};
        for (int kind = Full; kind < KindCount; ++kind) {
            const std::int64_t n = cells[std::size_t(kind)];
            bytes[std::size_t(kind)] = n < 0 ? std::nullopt : mul(n, load.rows[std::size_t(kind)]);
        }
        const Bytes held = add(load.weights, add(add(bytes[Full], bytes[Sliding]), add(bytes[Chunked], bytes[Mla])));
        if (placed && largest && held && *held < *largest)
            continue;
        if (placed && !largest)
            continue; // an earlier GPU already overflows
        placed = true;
        largest = held;
        terms.weights = load.weights;
        terms.kvFull = bytes[Full];
        terms.kvSliding = bytes[Sliding];
        terms.kvChunked = bytes[Chunked];
        terms.kvMla = bytes[Mla];
    }
}

} // namespace headroom::fit
