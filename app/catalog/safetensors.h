// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Import of a safetensors checkpoint (a folder of `.safetensors` shards with its config.json, or one
// `.safetensors` file) into an ImportedModel with exact tensor bytes (issue 14, items 5 and 8).
//
// Only the JSON header of each file is read, never the tensor data. File layout (huggingface/safetensors
// README.md "Format", and safetensors/src/tensor.rs `SafeTensors::read_metadata` / `Metadata::validate`,
// read at commit 24b0b2857fef49be734b9ab72ce97c09bb25f5b9, 2026-05-12):
//   - 8 bytes: N, an unsigned little-endian 64-bit integer;
//   - N bytes: a UTF-8 JSON object starting with '{' (trailing spaces allowed), mapping each tensor name to
//     {"dtype": "BF16", "shape": [d0, d1, ...], "data_offsets": [begin, end]}, plus an optional
//     "__metadata__" object of string -> string; duplicate keys are not allowed;
//   - the rest of the file: the data buffer; offsets are relative to its start, `end` is one past.
// Rules enforced, as the reference implementation does (its error in brackets):
//   - N <= 100,000,000 bytes (MAX_HEADER_SIZE) [HeaderTooLarge] and 8 + N <= the file size
//     [InvalidHeaderLength];
//   - keys of a tensor entry other than dtype, shape and data_offsets are skipped (serde ignores unknown fields),
//     nested at most 32 deep; a key given twice, at the top or in an entry, is an error;
//   - every dtype is a SafetensorsDtype; `shape` holds integers >= 0 (at most 64 of them: our cap,
//     PyTorch's own limit on dimensions); the element count times the dtype's bits must not overflow
//     [ValidationOverflow], must be a whole number of bytes [MisalignedSlice] and must equal end - begin
//     [TensorInvalidInfo];
//   - sorted by begin, each tensor starts where the previous one ended, so there is neither an overlap
//     nor a hole, and the last one ends exactly at the end of the file [InvalidOffset,
//     MetadataIncompleteBuffer]. Our choice: a hole and trailing bytes are errors, like overlaps,
//     because the safetensors library (hence transformers, vLLM, ...) refuses to load such a file; a
//     tensor whose data runs past the end of the file (a truncated download) is an error naming that
//     tensor.
//
// Errors: a SafetensorsError whose `message` is one translated sentence naming the file and the byte
// offset (counted from the start of the file) where the problem was found.

#include <catalog/hfconfig.h>
#include <fit/device.h>

#include <QByteArray>
#include <QLatin1String>
#include <QList>
#include <QPair>
#include <QString>
#include <QStringList>

#include <cstdint>
#include <optional>
#include <vector>

namespace headroom::catalog {

/// Element types of the current safetensors spec (tensor.rs `enum Dtype`).
enum class SafetensorsDtype {
    BOOL,
    F4,      ///< OCP MX FP4 (E2M1), 4 bits, packed two per byte
    F6_E2M3, ///< OCP MX FP6, 6 bits, packed
    F6_E3M2, ///< OCP MX FP6, 6 bits, packed
    U8,
    I8,
    F8_E5M2,
    F8_E4M3,
    F8_E8M0, ///< OCP MX scale (exponent only)
    F8_E4M3FNUZ,
    F8_E5M2FNUZ,
    I16,
    U16,
    F16,
    BF16,
    I32,
    U32,
    F32,
    C64, ///< complex, two f32 parts
    F64,
    I64,
    U64,
};

/// The header's largest allowed length N (tensor.rs MAX_HEADER_SIZE), in bytes.
inline constexpr std::int64_t kMaxSafetensorsHeaderBytes = 100'000'000;
/// Most dimensions a tensor's shape may have (our cap, so a hostile shape cannot allocate much).
inline constexpr int kMaxSafetensorsRank = 64;

/// The dtype spelled `name` ("BF16"), case-sensitive as the spec writes it; std::nullopt for any other.
std::optional<SafetensorsDtype> safetensorsDtypeFromName(const QByteArray &name);
/// The spec's spelling, "BF16"; empty for a value that is not an enumerator.
QLatin1String safetensorsDtypeName(SafetensorsDtype dtype);
/// Bits of one element (tensor.rs `Dtype::bitsize`): F4 4, F6_* 6, BOOL/U8/I8/F8_* 8, 16-bit 16, I32/U32/F32 32,
/// F64/I64/U64/C64 64; 0 for a value that is not an enumerator.
int safetensorsDtypeBits(SafetensorsDtype dtype);

/// One tensor of a header. Offsets are relative to the start of the data buffer, in bytes.
struct SafetensorsTensor {
    QString name;
    SafetensorsDtype dtype = SafetensorsDtype::F32;
    std::vector<std::int64_t> shape; ///< empty for a scalar
    std::int64_t begin = 0;
    std::int64_t end = 0;          ///< one past; end - begin = the tensor's bytes
    std::int64_t headerOffset = 0; ///< where the tensor's entry starts, bytes from the start of the file
    std::int64_t bytes() const { return end - begin; }
};

/// A validated header.
struct SafetensorsHeader {
    std::int64_t headerBytes = 0;            ///< N
    std::int64_t dataBytes = 0;              ///< size of the data buffer = file size - 8 - N = end of the last tensor
    QList<SafetensorsTensor> tensors;        ///< sorted by begin (then by end)
    QList<QPair<QString, QString>> metadata; ///< "__metadata__", in file order
};

/// Why a file or folder could not be read. `offset` is in bytes from the start of `file`, -1 when the problem
/// is not at one place of one file (a missing shard, a tensor found twice); `message` is the whole translated
/// sentence, e.g. "model-00001-of-00002.safetensors, byte 8: the tensor “x” has the unknown dtype “Q4”.".
struct SafetensorsError {
    QString file; ///< the file at fault (as given, or its path inside the folder)
    std::int64_t offset = -1;
    QString message;
};

/// Validates the header of a safetensors file. `bytes` holds the start of the file: at least its first
/// 8 + N bytes (more is allowed and ignored); `fileSize` is the whole file's length in bytes (>= bytes.size();
/// pass bytes.size() when `bytes` is the whole file). `fileName` names the file in messages. Never reads past
/// bytes.size(), never allocates more than a small multiple of N. Returns std::nullopt and fills `error` (when
/// given) on the first problem.
std::optional<SafetensorsHeader> readSafetensorsHeader(const QByteArray &bytes, std::int64_t fileSize,
                                                       const QString &fileName, SafetensorsError *error = nullptr);

/// Opens `path` (a regular file only: FIFOs, devices and folders are refused without blocking), reads its first
/// 8 + N bytes and validates them with readSafetensorsHeader(). The file's tensor data is never read.
std::optional<SafetensorsHeader> readSafetensorsFile(const QString &path, SafetensorsError *error = nullptr);

/// Where each tensor's bytes go, from its name (Hugging Face transformers names):
///  - `model.embed_tokens.*` → tokenEmbedding; `lm_head.*` → outputHead (none: tiedEmbeddings);
///  - `model.layers.<i>.*` → layers[i], of which `mlp.experts.*`, `block_sparse_moe.experts.*` and
///    `feed_forward.experts.*` (routed experts, gpt-oss's gate_up_proj / down_proj blocks included) → also
///    layerExperts[i]; i >= `layerCount` (DeepSeek-V3's multi-token-prediction layer) → not counted, with a note;
///  - multimodal checkpoints: the prefixes `model.language_model.` and `language_model.model.` read as `model.`
///    (`language_model.lm_head.` as `lm_head.`); vision and audio towers and projectors (`vision_tower.`,
///    `vision_model.`, `visual.`, `multi_modal_projector.`, `audio_tower.`, with or without `model.`) → not
///    counted, with a note giving their bytes;
///  - everything else (`model.norm.*`, rotary tables, unknown names) → outputOther (unknown names: a note).
/// The result has layers and layerExperts of size `layerCount` and exact = true. `notes` (when given) gets the
/// translated notes. Tensors of quantized checkpoints (GPTQ/AWQ qweight, qzeros, scales, g_idx; FP8
/// weight_scale_inv; compressed-tensors weight_packed ...) simply count their real bytes.
fit::TensorInventory safetensorsInventory(const QList<SafetensorsTensor> &tensors, int layerCount,
                                          QStringList *notes = nullptr);

/// The dense format of a checkpoint without quantization_config: the dtype holding the most elements among the
/// 2-D `*.weight` tensors of the decoder layers (F32, BF16, F16; F8_* → FP8; I8/U8 → INT8). std::nullopt when
/// there is no such tensor or the dtype has no dense format.
std::optional<fit::WeightFormat> dominantDenseFormat(const QList<SafetensorsTensor> &tensors);

/// True when `path` is a folder holding a config.json and a `*.safetensors.index.json` or `*.safetensors` file.
bool looksLikeModelFolder(const QString &path);

/// Imports a safetensors checkpoint. `folderOrFile` is a folder, or one `.safetensors` file (its folder's
/// config.json is used; when the folder's index names the file among its shards, the whole folder is read,
/// with a note). The shards are those named by `model.safetensors.index.json` ("weight_map": tensor → file;
/// another single `*.safetensors.index.json` is accepted), else every `*.safetensors` of the folder (Mistral's
/// `consolidated*.safetensors` left out, with a note, when other shards are present). Every tensor must be found
/// exactly once: a tensor in two shards, a shard named by the index but missing, or a tensor the index places
/// in a shard that lacks it is an error. The model is config.json read by importHfConfigFile(); `tensors` is
/// safetensorsInventory() of all shards with spec.layers layers; `fileWeights` is weightFormatOf(quantization)
/// when set, else dominantDenseFormat(); fileKind "safetensors"; filePath the absolute folder or file.
/// Returns std::nullopt and fills `error` (when given) on failure.
std::optional<ImportedModel> importSafetensors(const QString &folderOrFile, SafetensorsError *error = nullptr);

} // namespace headroom::catalog
