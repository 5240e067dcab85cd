// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Import of a Hugging Face `config.json` into a fit::ModelSpec, so that users can describe any
// checkpoint (File → Open model config…, `headroom estimate --model config.json`).
//
// Families read (field names as transformers writes them; each rule cites its transformers file):
// Llama (`llama`), Mistral (`mistral`), Mixtral (`mixtral`), Qwen2/2.5 (`qwen2`, q/k/v biases),
// Qwen2-MoE (`qwen2_moe`), Qwen3 (`qwen3`, q/k norms), Qwen3-MoE (`qwen3_moe`), Gemma (`gemma`),
// Gemma 2 (`gemma2`), Gemma 3 (`gemma3`, `gemma3_text`), DeepSeek V2/V3 and Kimi K2 (`deepseek_v2`,
// `deepseek_v3`, `kimi_k2`: MLA + MoE), gpt-oss (`gpt_oss`), Phi-3 (`phi3`), Llama 4 (`llama4`,
// `llama4_text`) and Mistral 3 (`mistral3`). A config with a nested `text_config` (Gemma 3,
// Llama 4, Mistral 3) describes the language model there; the vision tower is not counted.
// Any other architecture that has the Llama keys imports as Llama-like, with a note saying so.

#include <fit/fitmodel.h>
#include <fit/weightformat.h>

#include <QByteArray>
#include <QLatin1String>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace headroom::catalog {

/// How the checkpoint stores its weights, from config.json "quantization_config"
/// (transformers `utils/quantization_config.py`: GPTQConfig, AwqConfig, FbgemmFp8Config/FP8 block
/// config, BitsAndBytesConfig, Mxfp4Config, CompressedTensorsConfig). Describes the file only; the
/// byte cost of each format is the fit model's business.
///  - fbgemm_fp8 (FbgemmFp8Config; e.g. meta-llama/Llama-3.1-405B-Instruct-FP8 config.json
///    {"activation_scale_ub": 1200.0, "modules_to_not_convert": [...], "quant_method": "fbgemm_fp8"}):
///    bits 8, modulesNotConverted from modules_to_not_convert;
///  - compressed-tensors (llm-compressor, compressed_tensors `QuantizationConfig`): "format" and the
///    "weights" scheme of "config_groups" (num_bits, type, strategy, group_size, symmetric,
///    block_structure), whether "input_activations" is set, and "ignore" as modulesNotConverted.
struct QuantizationInfo {
    enum class Method { None, Gptq, Awq, Fp8, BitsAndBytes, Mxfp4, Other, FbgemmFp8, CompressedTensors };
    Method method = Method::None;
    QString methodName;              ///< "quant_method" as written ("gptq", "compressed-tensors", ...); empty for None
    int bits = 0;                    ///< bits of a quantized weight: GPTQ/AWQ "bits", bitsandbytes 4 or 8, fp8 8,
                                     ///< mxfp4 4; 0 for None and Other
    int groupSize = 0;               ///< weights sharing one scale: GPTQ/AWQ "group_size" (-1 = one group per
                                     ///< column), mxfp4 32 (OCP MX block); 0 where it does not apply
    QString bnb4BitQuantType;        ///< bitsandbytes 4-bit only: "nf4" or "fp4" (BitsAndBytesConfig default "fp4")
    bool bnbDoubleQuant = false;     ///< bitsandbytes 4-bit only: bnb_4bit_use_double_quant
    QList<int> weightBlockSize;      ///< fp8 "weight_block_size", e.g. {128, 128}; empty = one scale per tensor
    QStringList modulesNotConverted; ///< modules kept unquantized ("modules_to_not_convert" /
                                     ///< "llm_int8_skip_modules" / compressed-tensors "ignore"), as written
    // compressed-tensors only (bits and groupSize hold the weights' num_bits and group_size, -1 for the
    // channel strategy; weightBlockSize the block strategy's block_structure):
    QString format;                    ///< "format", e.g. "int-quantized", "float-quantized", "pack-quantized"
    QString weightType;                ///< weights "type": "int" or "float"
    QString weightStrategy;            ///< weights "strategy": "tensor", "channel", "group" or "block"
    bool symmetric = true;             ///< weights "symmetric"
    bool activationsQuantized = false; ///< "input_activations" set (W8A8) rather than null (W4A16)
    bool mixedSchemes = false;         ///< config_groups whose weight schemes differ: no single format
};

/// Stable lowercase key of a method for the CLI and JSON: "none", "gptq", "awq", "fp8",
/// "bitsandbytes", "mxfp4", "other", "fbgemm_fp8", "compressed-tensors" (the quant_method spellings);
/// empty for a value that is not an enumerator.
QLatin1String quantizationMethodKey(QuantizationInfo::Method method);

/// A config.json read into the fit model's description.
struct ImportedModel {
    /// The language model. `parameterCount` is fit::derivedParameterCount() of the architecture
    /// (language model only, main model only); `id` is a catalogue-style id made from the source
    /// name; `displayName` is the source name.
    fit::ModelSpec spec;
    QuantizationInfo quantization;
    QStringList notes; ///< translated sentences: defaults applied, parts not counted, assumptions
    QString modelType; ///< "model_type" of the language model, e.g. "qwen3_moe" or "gemma3_text"
    QString dtype;     ///< "torch_dtype" (or "dtype") as written, e.g. "bfloat16"; empty when absent
    /// The config.json bytes and source name it was imported from, so that a stored quote can import the
    /// same model again (importHfConfig(sourceJson, sourceName)) when the file is gone or changed.
    QByteArray sourceJson;
    QString sourceName;

    // --- Model files (issue 14): a .gguf file or a folder of .safetensors with its config.json.
    /// Exact tensor bytes read from the file's tensor list; unset for a config.json alone.
    std::optional<fit::TensorInventory> tensors;
    /// The weight format the file stores (GGUF: general.file_type as a llama.cpp file type, else the most
    /// common GGML type; safetensors: the quantization_config, else the dominant dtype); unset for a
    /// config.json alone (quantization_config decides).
    std::optional<fit::WeightFormat> fileWeights;
    /// "config" (config.json), "gguf" or "safetensors".
    QString fileKind = QStringLiteral("config");
    QString filePath; ///< the file or folder read (absolute)
};

/// Why a config could not be imported. `fields` names each offending field as written in the file
/// (nested ones with their path, e.g. "text_config.hidden_size", "quantization_config.bits");
/// `problems` holds one translated phrase per problem, in the same order ("missing hidden_size",
/// "num_key_value_heads (8) does not divide num_attention_heads (28)"); `message` is the whole
/// translated sentence for the user: "<source>: <problem>; <problem>.".
struct HfConfigError {
    QString source;
    QStringList fields;
    QStringList problems;
    QString message;
};

/// Reads a config.json held in memory. `sourceName` names it in messages and becomes the model's
/// display name (when empty, "_name_or_path" is used). Every problem found is reported at once; the
/// import never throws and never crashes on malformed input. Returns std::nullopt and fills `error`
/// (when given) on failure.
std::optional<ImportedModel> importHfConfig(const QByteArray &json, const QString &sourceName,
                                            HfConfigError *error = nullptr);

/// Reads `path`: a config.json file, or a folder holding one. The source name is the folder name
/// for ".../<model>/config.json" and the file's base name otherwise ("qwen3-8b.json" → "qwen3-8b").
/// Reads through io::readRegularFile: fails with an HfConfigError (empty `fields`, `message` naming the
/// file) when the file is missing, is not a regular file (a device such as /dev/zero, a FIFO, a socket,
/// a folder without config.json) or holds more than io::kMaxConfigJsonBytes (16 MiB) counted on the
/// bytes actually read. An import error's `message` names the file's path and every field at fault.
std::optional<ImportedModel> importHfConfigFile(const QString &path, HfConfigError *error = nullptr);

/// The weight format a config.json's quantization_config describes: GPTQ/AWQ bits and group size, FP8
/// per tensor or per square block ("weight_block_size": [128, 128] = one fp32 scale per 128 x 128 block),
/// bitsandbytes 4-bit (NF4 and FP4 store alike) with or without double quantization and 8-bit, MXFP4,
/// fbgemm FP8 (fit::WeightFormat::fbgemmFp8), and compressed-tensors: float 8-bit channel → w8a8Fp8,
/// tensor → fp8(0), square block → fp8(N); int 8-bit channel with input activations → w8a8Int8; int 4/8-bit
/// group or channel without input activations → wna16(bits, group or -1, !symmetric).
/// std::nullopt for Method::None and Method::Other and for values the fit model cannot store (GPTQ 5-bit,
/// non-square FP8 blocks, mixed compressed-tensors groups, WNA16 group sizes vLLM refuses). Used by the
/// CLI and the UI so both read a config the same way.
std::optional<fit::WeightFormat> weightFormatOf(const QuantizationInfo &q);

} // namespace headroom::catalog
