// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The devices of a configuration and how a model's tensors are placed on them: plain value types
// used by fit::Scenario (fitmodel.h). The rules that place tensors are in placement.h. Pure C++20.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace headroom::fit {

/// How GPUs of a replica talk to each other: PCIe (through the host or a switch), NVLink, AMD Infinity Fabric.
enum class Interconnect { Pcie, NvLink, InfinityFabric };
/// "pcie", "nvlink", "infinity-fabric"; "" for a non-enumerator.
std::string_view toString(Interconnect i);
std::optional<Interconnect> interconnectFromString(std::string_view s);

/// Vendor peak figures of one GPU for the throughput estimate (throughput.h), from its datasheet
/// (catalog::Gpu). Zero = not known: memoryBandwidthBytesPerSecond or fp16TensorFlops at 0 leaves the
/// throughput unknown; fp8 / int8 at 0 mean the GPU has no such tensor path (FP16 is used instead).
struct DeviceSpeed {
    std::int64_t memoryBandwidthBytesPerSecond = 0; ///< peak DRAM/HBM bandwidth, bytes/s (decimal GB/s x 1e9)
    std::int64_t fp16TensorFlops = 0;               ///< dense FP16/BF16 tensor FLOP/s, FP32 accumulate, no sparsity
    std::int64_t fp8TensorFlops = 0;                ///< dense FP8 tensor FLOP/s; 0 = none
    std::int64_t int8TensorOps = 0;                 ///< dense INT8 tensor OP/s; 0 = none
    Interconnect link = Interconnect::Pcie;
    std::int64_t linkBytesPerSecond = 0; ///< GPU-to-GPU bandwidth per direction per GPU, bytes/s
    /// Stacked HBM (A100, H100, MI300X) rather than GDDR: llama.cpp's batch-1 kernels reach a smaller
    /// share of its peak (throughput.cpp).
    bool highBandwidthMemory = false;
    /// ROCm (HIP) rather than CUDA: longer kernel launches in llama.cpp's HIP build (throughput.cpp).
    bool rocm = false;
    bool known() const { return memoryBandwidthBytesPerSecond > 0 && fp16TensorFlops > 0; }
    bool operator==(const DeviceSpeed &) const = default;
};

/// The weight bytes of a model's tensors, grouped as the engines place them. Derived from the
/// architecture and the weight format (tensorInventory()), or read exactly from a model file's tensor
/// list (GGUF tensor infos, safetensors headers: catalog/gguf.h, catalog/safetensors.h).
struct TensorInventory {
    std::int64_t tokenEmbedding = 0; ///< token_embd.weight / model.embed_tokens.weight
    /// output.weight / lm_head.weight; 0 when the embeddings are tied (the engines then load a copy of
    /// tokenEmbedding as the output: llama.cpp TENSOR_DUPLICATED, vLLM's last PP stage).
    std::int64_t outputHead = 0;
    /// Everything else outside the decoder layers: output_norm / model.norm, rope frequency tables,
    /// and any tensor the importer could not attribute to a layer. Placed with the output layer.
    std::int64_t outputOther = 0;
    std::vector<std::int64_t> layers;       ///< bytes of every tensor of decoder layer i (blk.i.*), experts included
    std::vector<std::int64_t> layerExperts; ///< of which routed-expert tensors (ffn_*_exps, mlp.experts.*); same size
    bool tiedEmbeddings = false;
    /// True when read from a file's tensor list (exact bytes), false when derived from the architecture.
    bool exact = false;
    bool operator==(const TensorInventory &) const = default;
};

/// One GPU of a configuration. Kinds may differ within a replica (an RTX 4090 next to an RTX 3090).
struct Device {
    std::string gpuId;            ///< catalog id, e.g. "rtx-4090"
    std::int64_t memoryBytes = 0; ///< total the driver reports for this GPU
    DeviceSpeed speed;            ///< throughput only
    bool operator==(const Device &) const = default;
};

/// How the engine places the model on the devices of one replica. The default (every field unset) is
/// what the engines do unasked: every layer offloaded, an even (llama.cpp: by free memory) split, no
/// pipeline or expert parallelism, as the estimates before placements were modelled.
struct Placement {
    /// The GPUs of one replica, CUDA0 first, when they are not Hardware::tensorParallel GPUs of the
    /// Hardware kind. When set, Hardware::gpuCount and tensorParallel equal devices.size() x replicas and
    /// devices.size() / pipelineParallel; Hardware::memoryBytes is ignored.
    std::vector<Device> devices;
    /// llama.cpp --tensor-split proportions, one per device (e.g. {3, 2}); empty = each device's free
    /// memory (memoryBytes - kRuntimeOverheadBytes), as llama.cpp does. Each >= 0, at least one > 0.
    std::vector<double> tensorSplit;
    /// llama.cpp --n-gpu-layers / Ollama num_gpu: repeating layers offloaded (the last ones); n_layer + 1
    /// or more also offloads the output layer. Unset = every layer and the output layer (-ngl 999).
    std::optional<int> gpuLayers;
    /// llama.cpp `-ot exps=CPU` / `--cpu-moe`: the routed experts of every layer stay in host memory.
    bool expertsOnCpu = false;
    /// vLLM --pipeline-parallel-size: stages of tensorParallel GPUs each. 1 = none.
    int pipelineParallel = 1;
    /// vLLM --enable-expert-parallel: whole experts per GPU instead of a 1/tp slice of each.
    bool expertParallel = false;
    bool operator==(const Placement &) const = default;
};

} // namespace headroom::fit
