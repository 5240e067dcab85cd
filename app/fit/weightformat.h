// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// How a checkpoint stores its weights, and what that costs in bytes.
// Pure C++20, no Qt, no I/O. Sizes are std::int64_t byte counts; bits per weight are exact
// Rationals (ggmltype.h), so every byte count is computed with integers only.
//
// Sources, by format (shared/research/fit-anchors.md §4.1-4.3 collects them):
//  - dense dtypes: element sizes of safetensors dtypes (hf-mem `get_safetensors_dtype_bytes`,
//    accelerate `dtype_byte_size`);
//  - GGML types: ggml/src/ggml-common.h block structs (see ggmltype.h);
//  - llama.cpp file types (Q4_K_M, ...): the per-tensor type rules of llama.cpp
//    src/llama-quant.cpp `llama_tensor_get_type_impl` (read at commit 007dbbf3) applied to
//    Llama-3-8B, checked against the Llama-3-8B sizes that tools/quantize/quantize.cpp
//    `QUANT_OPTIONS` prints (read at commit 03161a4e);
//  - GPTQ: AutoGPTQ / GPTQModel `QuantLinear` buffers (qweight int32 [in*bits/32, out], qzeros int32
//    [in/g, out*bits/32], scales fp16 [in/g, out], g_idx int32 [in]);
//  - AWQ: AutoAWQ `WQLinear_GEMM` buffers (qweight int32 [in, out*bits/32], qzeros int32
//    [in/g, out*bits/32], scales fp16 [in/g, out]);
//  - bitsandbytes: `Linear4bit` / `quantize_4bit` (blocksize 64, fp32 absmax; double quantization
//    `compress_statistics` quantizes the absmax to 8 bits in blocks of 256 with one fp32 scale per
//    block) and `Linear8bitLt` (int8 weight `CB` plus fp32 row scale `SCB` [out]);
//  - FP8: per-tensor `weight_scale` (compressed-tensors / Llama FP8 checkpoints) or DeepSeek-V3-style
//    `weight_scale_inv` fp32 [ceil(out/128), ceil(in/128)] (config.json `weight_block_size` [128, 128]);
//  - MXFP4: OCP MX block of 32 FP4 (E2M1) values with one E8M0 scale byte (ggml `block_mxfp4`);
//    gpt-oss quantizes only the MoE experts (config.json `quantization_config.modules_to_not_convert`
//    lists self_attn, router, embed_tokens, lm_head), and vLLM's `Mxfp4Config` quantizes only
//    FusedMoE layers.
//  - fbgemm FP8 (transformers `FbgemmFp8Config`, quant_method "fbgemm_fp8", e.g.
//    meta-llama/Llama-3.1-405B-Instruct-FP8): vLLM vllm/model_executor/layers/quantization/fbgemm_fp8.py
//    (read at commit 04843c7c) `FBGEMMFp8LinearMethod.create_weights` makes `weight` float8_e4m3fn
//    [out, in] and `weight_scale` float32 [out, 1]; activations are quantized per token at run time
//    (nothing stored). `get_quant_method` quantizes LinearBase only: FusedMoE experts, embeddings and
//    lm_head (modules_to_not_convert) stay 16-bit;
//  - compressed-tensors (llm-compressor; quant_method "compressed-tensors"): vLLM
//    compressed_tensors/schemes `CompressedTensorsW8A8Int8` / `CompressedTensorsW8A8Fp8` channel
//    strategy: int8 / float8_e4m3fn `weight` [out, in] with a float32 `weight_scale` [out, 1]
//    (ChannelQuantScaleParameter); tensor strategy is the Fp8 per-tensor layout above;
//    `CompressedTensorsWNA16` ("pack-quantized", read at commit 02637af7): int32 `weight_packed`
//    [out, in * bits / 32], `weight_scale` in the activation dtype (16-bit) [out, in / group], and
//    when asymmetric a packed int32 `weight_zero_point` [out * bits / 32, in / group];
//    WNA16_SUPPORTED_BITS = [4, 8] and the Marlin kernels' MARLIN_SUPPORTED_GROUP_SIZES
//    [-1, 32, 64, 128] (marlin_utils.py) bound what vLLM loads. The MoE methods
//    (CompressedTensorsW8A8Int8MoEMethod, ...Fp8MoEMethod, ...WNA16MoEMethod) store the experts
//    the same way, so experts are quantized too; "ignore": ["lm_head"] keeps the head 16-bit.

#include "fit/ggmltype.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace headroom::fit {

enum class WeightPrecision; // fitmodel.h; declared here so that this header does not need fitmodel.h

/// Element type of an unquantized (dense) checkpoint: every tensor at this size.
/// fp32 4 bytes, bf16/fp16 2, fp8/int8 1, int4 1/2 (packed, no scales).
enum class DenseDtype { F32, BF16, F16, FP8, INT8, INT4 };

/// llama.cpp file types ("ftype": the mix llama-quantize writes). Enumerator values are
/// include/llama.h `enum llama_ftype` (GGUF metadata `general.file_type`).
enum class LlamaFileType : int {
    Q4_0 = 2,
    Q4_1 = 3,
    Q8_0 = 7,
    Q5_0 = 8,
    Q5_1 = 9,
    Q2_K = 10,
    Q3_K_S = 11,
    Q3_K_M = 12,
    Q3_K_L = 13,
    Q4_K_S = 14,
    Q4_K_M = 15,
    Q5_K_S = 16,
    Q5_K_M = 17,
    Q6_K = 18,
    MXFP4_MOE = 38,
};

inline constexpr LlamaFileType kAllLlamaFileTypes[] = {
    LlamaFileType::Q4_0,   LlamaFileType::Q4_1,   LlamaFileType::Q8_0,     LlamaFileType::Q5_0,
    LlamaFileType::Q5_1,   LlamaFileType::Q2_K,   LlamaFileType::Q3_K_S,   LlamaFileType::Q3_K_M,
    LlamaFileType::Q3_K_L, LlamaFileType::Q4_K_S, LlamaFileType::Q4_K_M,   LlamaFileType::Q5_K_S,
    LlamaFileType::Q5_K_M, LlamaFileType::Q6_K,   LlamaFileType::MXFP4_MOE};

/// What llama-quantize does for one file type (src/llama-quant.cpp).
///  - name: the llama-quantize spelling, e.g. "Q4_K_M";
///  - baseType: `llama_ftype_get_default_type`, the type of most linear weights;
///  - embeddingType: token_embd.weight of a model with a separate output.weight (the base type for
///    every file type here, Q8_0 for MXFP4_MOE);
///  - outputType: output.weight, and token_embd.weight when the embeddings are tied (llama-quant.cpp
///    quantizes a tied token_embd with the output rule): Q6_K, except Q8_0 for Q8_0 and MXFP4_MOE;
///  - linearBitsPerWeight: effective bits per weight of the decoder-block linear weights for
///    Llama-3-8B, from the per-tensor rules (derivations in weightformat.cpp). Exact for Llama-3-8B;
///    an approximation for other models, because the rules depend on the layer index and count,
///    the GQA ratio, the expert count and the model size (e.g. the 70B attn_v bump);
///  - llama3_8bCentiGiB: the Llama-3-8B size quantize.cpp prints ("4.58G" = 458), 0 when it prints
///    none. quantize.cpp's "G" is GiB: Q8_0's 7.96 G is 8.515 bits per weight only as GiB;
///  - approximate: true for every file type except MXFP4_MOE, whose rule (3-D expert tensors
///    MXFP4, everything else Q8_0) does not depend on the architecture.
/// For MXFP4_MOE, linearBitsPerWeight is the rate of the routed-expert weights (4.25); the other
/// linear weights are Q8_0.
struct LlamaFileTypeInfo {
    std::string_view name;
    GgmlType baseType = GgmlType::F32;
    GgmlType embeddingType = GgmlType::F32;
    GgmlType outputType = GgmlType::F32;
    Rational linearBitsPerWeight{0, 0};
    int llama3_8bCentiGiB = 0;
    bool approximate = true;
};

/// The row for `t`; name "" and linearBitsPerWeight {0, 0} for a value that is not an enumerator.
LlamaFileTypeInfo llamaFileTypeInfo(LlamaFileType t);

/// Families of weight storage. See WeightFormat for the fields each one uses.
enum class WeightFormatKind {
    Dense,        ///< every tensor at one DenseDtype (the first fit model's precisions)
    Ggml,         ///< every weight matrix (linear, embeddings, output) in one GGML type, norms and
                  ///< routers f32: `llama-quantize --pure`
    GgufFileType, ///< a llama.cpp file-type mix such as Q4_K_M (labelled approximate)
    Gptq,         ///< GPTQ: `bits`-bit integers, fp16 scale and packed zero per `groupSize` inputs
    Awq,          ///< AWQ: same storage cost as GPTQ without g_idx
    BnbNf4,       ///< bitsandbytes 4-bit NF4 (QLoRA), optionally with double quantization
    BnbInt8,      ///< bitsandbytes LLM.int8()
    Fp8,          ///< FP8 E4M3 weights with per-tensor or per-block fp32 scales
    Mxfp4,        ///< MXFP4 routed experts (gpt-oss); everything else bf16
    FbgemmFp8,    ///< fbgemm FP8: E4M3 weights, one fp32 scale per output row; MoE experts 16-bit
    W8A8Int8,     ///< compressed-tensors int8 weights, one fp32 scale per output row (experts too)
    W8A8Fp8,      ///< compressed-tensors FP8 E4M3 weights, one fp32 scale per output row (experts too);
                  ///< the tensor strategy is Fp8 with fp8BlockSize 0, the block strategy Fp8 with N
    Wna16,        ///< compressed-tensors "pack-quantized" W4A16 / W8A16: `bits`-bit integers, a 16-bit
                  ///< scale per `groupSize` inputs (-1: per output row), a packed zero when `asymmetric`
};

/// How a checkpoint stores its weights. Build one with the factories, which leave the fields a
/// kind does not use at their defaults so that == compares meaningfully.
struct WeightFormat {
    WeightFormatKind kind = WeightFormatKind::Dense;
    DenseDtype dense = DenseDtype::BF16;          ///< Dense
    GgmlType ggml = GgmlType::F16;                ///< Ggml
    LlamaFileType fileType = LlamaFileType::Q8_0; ///< GgufFileType
    int bits = 0;                                 ///< Gptq, Awq: 2, 3, 4 or 8; Wna16: 4 or 8
    int groupSize = 0;        ///< Gptq, Awq: inputs per scale, 1..1048576, or -1 for one group per column;
                              ///< Wna16: 32, 64, 128 or -1 (vLLM's Marlin group sizes)
    bool doubleQuant = false; ///< BnbNf4: bnb_4bit_use_double_quant
    int fp8BlockSize = 0;     ///< Fp8: 0 = one scale per tensor, N = one fp32 scale per N x N block (1..4096)
    bool asymmetric = false;  ///< Wna16: "symmetric": false, a packed `bits`-bit zero point per scale

    static WeightFormat denseOf(DenseDtype d);
    static WeightFormat ggmlOf(GgmlType t);
    static WeightFormat fileTypeOf(LlamaFileType t);
    static WeightFormat gptq(int bits, int groupSize);
    static WeightFormat awq(int bits, int groupSize);
    static WeightFormat nf4(bool doubleQuant);
    static WeightFormat bnbInt8();
    static WeightFormat fp8(int blockSize);
    static WeightFormat mxfp4();
    static WeightFormat fbgemmFp8();
    static WeightFormat w8a8Int8();
    static WeightFormat w8a8Fp8();
    static WeightFormat wna16(int bits, int groupSize, bool asymmetric = false);

    friend bool operator==(const WeightFormat &, const WeightFormat &) = default;
};

/// The dense format of one of the first fit model's precisions (fp32, bf16, fp16, fp8, int8,
/// int4): everything at that element size, as before. A value that is not an enumerator gives a
/// format that isValid() rejects.
WeightFormat weightFormatFor(WeightPrecision p);

/// True when every field the kind uses is in range (bits 2/3/4/8, groupSize -1 or 1..1048576,
/// fp8BlockSize 0..4096, enumerators; Wna16 bits 4/8 and groupSize -1/32/64/128, what vLLM's
/// compressed-tensors WNA16 scheme loads). Otherwise false, with one English sentence in *problem
/// when problem is not null (e.g. "vLLM's compressed-tensors WNA16 kernels (Marlin) take group
/// sizes 32, 64 or 128, or -1 (one scale per output row), not 256").
bool isValid(const WeightFormat &f, std::string *problem = nullptr);

/// True for llama.cpp file-type mixes (LlamaFileTypeInfo::approximate); false for every other
/// format, whose bits per weight follow from the storage layout.
bool isApproximate(const WeightFormat &f);

/// Exact bits per weight of the quantized linear weights, integers only:
///  - Dense: 32, 16, 16, 8, 8, 4;
///  - Ggml: ggmlBitsPerWeight (q8_0 17/2, q4_K 9/2, q6_K 105/16, iq4_xs 17/4, ...);
///  - GgufFileType: LlamaFileTypeInfo::linearBitsPerWeight (Q4_K_M 7983/1664 ~ 4.797);
///  - Gptq/Awq: bits + 16/g (fp16 scale per group) + bits/g (packed zero per group), e.g. 4-bit
///    g128 = 4 + 16/128 + 4/128 = 133/32 = 4.15625. GPTQ's g_idx (one int32 per input row, 32/out
///    bits per weight, under 0.008 for out >= 4096) and the fp16 biases are not counted. Group size
///    -1 (one group per column) counts `bits` only: its scales and zeros cost (16 + bits)/in;
///  - BnbNf4: 4 + 32/64 = 9/2 (fp32 absmax per 64 values); with double quantization
///    4 + 8/64 + 32/(64*256) = 2113/512 = 4.127 (8-bit absmax per block, fp32 scale per 256 blocks;
///    the per-tensor offset and 256-entry code table are not counted);
///  - BnbInt8: 8; the fp32 row scale SCB (32/in bits per weight) is not counted;
///  - Fp8: 8 with a per-tensor scale; 8 + 32/(N*N) with N x N blocks (N = 128: 4097/512);
///  - Mxfp4: 4 + 8/32 = 17/4 (the routed experts);
///  - FbgemmFp8, W8A8Fp8, W8A8Int8: 8; the fp32 scale of each output row is a per-row cost
///    (TensorPrecisionPolicy::rowScaleBits), not a per-weight one;
///  - Wna16: bits + 16/g, plus bits/g when asymmetric: W4A16 g128 = 4 + 16/128 = 33/8 = 4.125;
///    group -1 counts `bits` only (its scale and zero are per-row costs).
/// {0, 0} for a format isValid() rejects.
Rational linearBitsPerWeight(const WeightFormat &f);

/// Bits per weight at which each class of tensor is stored (what engines keep at higher precision):
///  - Dense: every class at the dtype ("everything at that dtype", as the first fit model);
///  - Ggml (--pure): linear, experts, embeddings and output in the type; norms and routers f32
///    (convert_hf_to_gguf.py writes 1-D tensors, *_norm.weight and ffn_gate_inp as F32, and
///    llama-quant.cpp `tensor_allows_quantization` never quantizes norms or ffn_gate_inp);
///  - GgufFileType: linear and experts at the file type's linear rate; token_embd at
///    embeddingType, or at outputType when tied; output at outputType (Q6_K for Q4_K_M); norms and
///    routers f32. MXFP4_MOE: experts MXFP4, other linear weights, embeddings and output Q8_0;
///  - Gptq, Awq, BnbNf4, BnbInt8, Fp8: linear and experts quantized; embeddings, LM head, norms
///    and routers 16-bit. Transformers and vLLM replace only the nn.Linear layers inside the decoder
///    blocks: bitsandbytes skips lm_head (transformers `get_keys_to_not_convert`, default
///    `llm_int8_skip_modules`) and never touches nn.Embedding; AutoGPTQ and AutoAWQ quantize the
///    decoder-block linears only (AutoAWQ lists MoE "gate" in modules_to_not_convert; vLLM builds
///    routers as unquantized ReplicatedLinear). A Linear router that bitsandbytes would quantize is
///    counted at 16 bits: at most a few MB;
///  - Mxfp4: experts 17/4; attention and other linear weights, embeddings, head, norms, routers bf16;
///  - FbgemmFp8: linear 8 bits + a 32-bit scale per output row; experts (vLLM builds FusedMoE
///    unquantized for fbgemm_fp8), embeddings, head, norms, routers 16-bit;
///  - W8A8Int8, W8A8Fp8: linear and experts 8 bits + a 32-bit scale per output row; the rest 16-bit;
///  - Wna16: linear and experts at linearBitsPerWeight; group -1 adds a 16-bit scale (and, when
///    asymmetric, a `bits`-bit zero) per output row; the rest 16-bit.
/// All fields {0, 0} for a format isValid() rejects (rowScaleBits then 0).
struct TensorPrecisionPolicy {
    Rational linear{0, 0};        ///< linear weights outside the routed experts
    Rational experts{0, 0};       ///< routed-expert FFN weights
    Rational embedding{0, 0};     ///< token embeddings of a model with a separate LM head
    Rational tiedEmbedding{0, 0}; ///< token embeddings that double as the LM head
    Rational outputHead{0, 0};    ///< separate LM head
    Rational norm{0, 0};          ///< norm weights and other 1-D tensors (biases)
    Rational router{0, 0};        ///< MoE router (gate) weights
    /// Bits stored once per output row of every quantized matrix (linear and, where `experts` is
    /// quantized, expert rows): 32 for the fp32 channel scales of FbgemmFp8, W8A8Int8 and W8A8Fp8,
    /// 16 (+ bits when asymmetric) for Wna16 with group -1, 0 otherwise. See WeightRows.
    int rowScaleBits = 0;
    /// True when the row cost applies to the routed experts' rows too (false for FbgemmFp8).
    bool expertRowScales = false;
};
TensorPrecisionPolicy tensorPrecisionPolicy(const WeightFormat &f);

/// Parameters of a model by the class of tensor they belong to. The caller derives the split from
/// the architecture; the classes are disjoint except expertParams, which is part of linearParams.
/// Example, Llama-3.1-8B (config.json: hidden 4096, 32 layers, vocab 128256, untied):
///   embeddingParams = outputHeadParams = 128256 * 4096 = 525,336,576;
///   normParams = (2 * 32 + 1) * 4096 = 266,240;
///   linearParams = 8,030,261,248 - 2 * 525,336,576 - 266,240 = 6,979,321,856.
struct WeightSplit {
    std::int64_t linearParams = 0;     ///< weight matrices of the decoder blocks (attention, FFN, experts)
    std::int64_t expertParams = 0;     ///< the part of linearParams in routed experts (0 for dense models)
    std::int64_t embeddingParams = 0;  ///< token embedding table, vocab * hidden
    std::int64_t outputHeadParams = 0; ///< LM head, vocab * hidden; 0 when tied to the embeddings
    std::int64_t normParams = 0;       ///< norm weights and other 1-D tensors such as biases
    std::int64_t routerParams = 0;     ///< MoE router weights, hidden * experts per MoE layer
};

/// Output rows (out_features) of the weight matrices of the decoder blocks, for the formats that store
/// one scale per output row (TensorPrecisionPolicy::rowScaleBits). expertRows is the part of
/// linearRows in routed experts. Example, Llama-3.1-8B (hidden 4096, 32 heads of 128, 8 KV heads,
/// FFN 14336, 32 layers): per layer q 4096 + k 1024 + v 1024 + o 4096 + gate 14336 + up 14336 +
/// down 4096 = 43,008 rows; 32 layers 1,376,256 rows. weightsplit.h `weightRows` derives them.
struct WeightRows {
    std::int64_t linearRows = 0;
    std::int64_t expertRows = 0;
};

/// Sum of the disjoint classes (expertParams is inside linearParams); -1 when a count is negative,
/// expertParams exceeds linearParams, or the sum does not fit in 64 bits.
std::int64_t totalParams(const WeightSplit &s);

/// Bytes of the weights: the sum over tensor classes of ceil(params * bitsPerWeight / 8) with the
/// rates of tensorPrecisionPolicy(f); embeddings use the tied rate when outputHeadParams is 0.
/// Block rounding inside each tensor row is not modelled (GGML rows of a supported model are whole
/// blocks; llama-quant.cpp falls back to another type otherwise).
/// Example: Llama-3.1-8B (split above) in GPTQ 4-bit g128:
///   linear 6,979,321,856 * 133/32 / 8 = 3,625,975,808; embeddings + head 1,050,673,152 * 2 =
///   2,101,346,304; norms 266,240 * 2 = 532,480; total 5,727,854,592 bytes.
/// Returns -1 when the split is invalid (see totalParams), the format is invalid, or a term does
/// not fit in 64 bits. Per-row scales (rowScaleBits) are not counted here; use the overload below.
std::int64_t weightBytes(const WeightSplit &s, const WeightFormat &f);

/// weightBytes(s, f) plus the per-row costs: ceil(rows * rowScaleBits / 8) with rows =
/// r.linearRows, less r.expertRows when the experts carry none (expertRowScales false).
/// Example: Llama-3.1-8B in fbgemm FP8: linear 6,979,321,856 * 1 + rows 1,376,256 * 4 =
/// 6,984,826,880; embeddings + head 2,101,346,304; norms 532,480; total 9,086,705,664 bytes.
/// -1 as above, or when a row count is negative or expertRows exceeds linearRows.
std::int64_t weightBytes(const WeightSplit &s, const WeightFormat &f, const WeightRows &r);

/// vLLM's MXFP4 MoE kernel backends (vllm/model_executor/layers/quantization/mxfp4.py
/// `Mxfp4Backend`, read at commit 007d5005) and the padding `Mxfp4MoEMethod.create_weights` applies
/// to the expert tensors before it allocates them:
///  - Triton (OAI triton_kernels): intermediate size per partition rounded up to 64, hidden kept.
///    What `get_mxfp4_backend` picks on Hopper (SM90) by default: VLLM_USE_FLASHINFER_MOE_MXFP4_BF16
///    defaults to 0 (vllm/envs.py), and with triton_kernels installed, torch >= 2.8 and
///    VLLM_MXFP4_USE_MARLIN unset the Triton backend is chosen;
///  - Marlin: intermediate rounded up to 128, hidden to 256 (moe marlin needs n % 256, k % 128);
///  - FlashInferSm100 (SM100_FI_MXFP4_MXFP8_TRTLLM / SM100_FI_MXFP4_BF16): both rounded up to 256;
///  - FlashInferCutlass (SM100_FI_MXFP4_MXFP8_CUTLASS / SM90_FI_MXFP4_BF16): both rounded up to 128.
enum class VllmMxfp4Backend { Triton, Marlin, FlashInferSm100, FlashInferCutlass };

/// Expert shape after vLLM's padding: intermediate per partition and hidden size.
struct PaddedExpertShape {
    std::int64_t intermediatePerPartition = 0;
    std::int64_t hidden = 0;
};
/// The padded shape for `backend`; {-1, -1} when a size is below 1 or above 2^40.
/// Example, gpt-oss-20b (hidden 2880, expert intermediate 2880), one GPU: Triton {2880, 2880}
/// (2880 = 45 * 64), Marlin {2944, 3072}, FlashInferSm100 {3072, 3072}.
PaddedExpertShape vllmMxfp4PaddedShape(VllmMxfp4Backend backend, std::int64_t intermediatePerPartition,
                                       std::int64_t hidden);

/// Bytes of one MXFP4 expert as vLLM allocates it: w13_weight uint8 [2 I, H / 2], w13_weight_scale
/// uint8 [2 I, H / 32], w2_weight [H, I / 2], w2_weight_scale [H, I / 32] with the padded I and H,
/// so 3 * I * H * 17 / 32 bytes (the bf16 biases are counted with the norms). -1 when a size is
/// below 1 or the padded H or I is not a multiple of 32 (vLLM asserts the same).
/// Example, gpt-oss-20b unpadded: 3 * 2880 * 2880 * 17 / 32 = 13,219,200 bytes.
std::int64_t vllmMxfp4ExpertBytes(const PaddedExpertShape &shape);

/// Canonical command-line spelling, accepted by parseWeightFormat: "bf16", "int4", "q8_0", "q4_k",
/// "iq4_xs", "ggml-bf16", "ggml-mxfp4", "q4_k_m", "gguf-q8_0", "gptq-4bit-g128", "awq-4bit-g128",
/// "gptq-4bit-g-1", "nf4", "nf4-dq", "bnb-int8", "fp8-tensor", "fp8-block128", "mxfp4",
/// "fbgemm-fp8", "w8a8-int8", "w8a8-fp8", "w4a16-g128", "w8a16-g-1", "w4a16-g128-asym".
/// "" for a format isValid() rejects.
std::string toString(const WeightFormat &f);

/// English display label for logs and the CLI, e.g. "Q4_K_M (≈4.90 bpw, approximate)",
/// "GPTQ 4-bit g128 (≈4.156 bpw)", "Q6_K (6.5625 bpw)", "BF16 (16 bpw)". Bits per weight are
/// printed exactly when they have at most four decimals, else rounded to three after "≈". For
/// llama.cpp file types the figure is the whole-file average of Llama-3-8B that quantize.cpp's
/// size implies (size * 2^30 * 8 / 8,030,261,248), rounded to two decimals, as llama.cpp prints
/// "BPW" at load. "" for a format isValid() rejects. The UI translates its own wording.
std::string weightFormatLabel(const WeightFormat &f);

/// Parses a command-line spelling, ignoring ASCII case:
///  - dense: "fp32", "bf16", "fp16", "fp8", "int8", "int4" (the first fit model's names; int4 is
///    plain 4-bit without scales);
///  - a GGML type name ("q8_0", "q4_k", "iq4_xs", "f16", ...), optionally prefixed "ggml-"; "bf16"
///    and "mxfp4" alone mean the dense and MXFP4 formats, so the GGML ones are "ggml-bf16" and
///    "ggml-mxfp4". Unlike llama-quantize, where "Q4_K" is an alias of Q4_K_M, "q4_k" here means
///    every weight matrix in q4_K;
///  - a llama.cpp file type: "q3_k_s", "q3_k_m", "q3_k_l", "q4_k_s", "q4_k_m", "q5_k_s",
///    "q5_k_m", "mxfp4_moe", or any file type prefixed "gguf-" ("gguf-q8_0", "gguf-q2_k");
///  - "gptq-<bits>bit-g<group>", "awq-<bits>bit-g<group>" (bits 2, 3, 4, 8; group 1..1048576 or
///    -1), "nf4", "nf4-dq", "bnb-int8", "fp8-tensor", "fp8-block<N>" (N 1..4096), "mxfp4";
///  - "fbgemm-fp8", "w8a8-int8", "w8a8-fp8" (channel scales; the tensor and block strategies are
///    "fp8-tensor" and "fp8-block<N>"), "w<bits>a16-g<group>" with an optional "-asym" (bits 4 or 8,
///    group 32, 64, 128 or -1: "w4a16-g128", "w8a16-g-1-asym"); other bits or groups are refused
///    with vLLM's limits in the message.
/// Returns std::nullopt for anything else (empty, surrounding spaces, "q4", "gptq-5bit-g128"),
/// with one English sentence in *error when error is not null.
std::optional<WeightFormat> parseWeightFormat(std::string_view s, std::string *error = nullptr);

} // namespace headroom::fit
