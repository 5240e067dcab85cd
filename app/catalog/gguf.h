// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Import of a GGUF model file (llama.cpp, Ollama) into a fit::ModelSpec and exact tensor bytes
// (fit::TensorInventory), read from the file's header alone: the tensor data is never read, so a
// 400 GB file imports in milliseconds and an incomplete download still describes its model.
//
// Format: ggml docs/gguf.md (https://github.com/ggml-org/ggml/blob/master/docs/gguf.md, read
// 2026-12-02) and its reference reader ggml/src/gguf.cpp `gguf_init_from_reader` (llama.cpp commit
// 067d44f6, read 2026-12-02), whose checks this reader repeats:
//   magic "GGUF" (4 bytes), uint32 version, uint64 tensor_count, uint64 metadata_kv_count, then
//   metadata_kv_count × { string key, uint32 value_type, value }, then tensor_count × { string name,
//   uint32 n_dims, uint64 ne[n_dims], uint32 ggml_type, uint64 offset }, padding to
//   general.alignment (uint32, default 32), then the tensor data. A string is uint64 length + UTF-8
//   bytes (no NUL); an array is uint32 element type + uint64 count + the elements. Little endian.
//   Version 1 used uint32 counts and lengths and is refused (llama.cpp: "GGUFv1 is no longer
//   supported"); versions 2 and 3 share this layout (v3 only added big-endian files, which are
//   recognised by their byte-swapped version and refused).
// Metadata keys of the architectures: llama.cpp src/llama-arch.cpp `LLM_KV_NAMES` and
// src/llama-model.cpp `load_hparams` (commit a5410f04, read 2026-12-02); each rule in gguf.cpp names
// the code it follows.
//
// Errors are one translated sentence naming the file and the byte offset of the problem, e.g.
// "model.gguf: byte 1,234: string length 1,099,511,627,776 runs past the end of the file (4,096 bytes).".
// Hostile input never crashes, hangs or allocates much: every count is checked against the bytes left
// in the file before anything is allocated, at most kMaxGgufHeaderBytes are read per file, and strings
// inside arrays (the tokenizer's vocabulary) are skipped, not kept.

#include "catalog/hfconfig.h"

#include <fit/ggmltype.h>

#include <QByteArray>
#include <QIODevice>
#include <QString>
#include <QStringList>

#include <array>
#include <cstdint>
#include <optional>
#include <vector>

namespace headroom::catalog {

/// At most this many header bytes (magic to the end of the tensor infos) are read from one file. The
/// largest real headers hold a 256k-token vocabulary and its merges: under 20 MiB.
inline constexpr std::int64_t kMaxGgufHeaderBytes = 256LL * 1024 * 1024;
/// Metadata string values longer than this are skipped (GgufValue::text left empty, `length` kept).
inline constexpr std::int64_t kMaxGgufKeptStringBytes = 1024 * 1024;
/// Integer and bool arrays of at most this many elements keep their values (per-layer head counts,
/// sliding-window patterns); longer ones (token types) keep only their count.
inline constexpr std::int64_t kMaxGgufKeptArrayValues = 65536;
/// Longest metadata key accepted. GGUF keys are dotted ASCII names of a few dozen bytes.
inline constexpr std::int64_t kMaxGgufKeyBytes = 65535;
/// Most metadata entries and tensors accepted in one file, so that a header of tiny hostile entries
/// cannot make the reader's lists many times larger than the file. Real files: under 100 entries;
/// DeepSeek-V3 has 1,025 tensors per 61 layers (about 17 per layer), so 2^20 tensors is 60,000 layers.
inline constexpr std::int64_t kMaxGgufMetadataEntries = 65536;
inline constexpr std::int64_t kMaxGgufTensors = 1 << 20;

/// GGUF metadata value types (gguf.md `gguf_metadata_value_type`); the values are the on-disk ids.
enum class GgufValueType : std::uint32_t {
    UInt8 = 0,
    Int8 = 1,
    UInt16 = 2,
    Int16 = 3,
    UInt32 = 4,
    Int32 = 5,
    Float32 = 6,
    Bool = 7,
    String = 8,
    Array = 9,
    UInt64 = 10,
    Int64 = 11,
    Float64 = 12,
};

/// One metadata value. Scalars: `integer` (integer and bool types; unset for a UInt64 above INT64_MAX)
/// and `real` (every numeric type, as a double). String: `text` (when at most kMaxGgufKeptStringBytes,
/// else empty) and `length` (bytes). Array: `elementType`, `count`, and for integer and bool elements
/// `integers` (all of them, when count <= kMaxGgufKeptArrayValues; values above INT64_MAX as -1).
struct GgufValue {
    GgufValueType type = GgufValueType::UInt8;
    std::optional<std::int64_t> integer;
    double real = 0;
    QByteArray text;
    std::int64_t length = 0;
    GgufValueType elementType = GgufValueType::UInt8;
    std::int64_t count = 0;
    std::vector<std::int64_t> integers;
};

struct GgufKeyValue {
    QByteArray key;
    GgufValue value;
    std::int64_t offset = 0; ///< byte offset of the key's length field in the file
};

/// One tensor info. `ne` are ggml's dimensions (ne[0] = values per row; unused dimensions 1);
/// `offset` is relative to the start of the tensor data; `bytes` = fit::ggmlRowBytes(type, ne[0]) ×
/// ne[1] × ne[2] × ne[3]; `elements` = ne[0] × ne[1] × ne[2] × ne[3].
struct GgufTensorInfo {
    QByteArray name;
    int dims = 0;
    std::array<std::int64_t, 4> ne{1, 1, 1, 1};
    int typeId = 0;                    ///< ggml_type id as stored
    std::optional<fit::GgmlType> type; ///< unset for ggml's integer and f64 types (ids 24-28)
    std::int64_t offset = 0;
    std::int64_t bytes = 0;
    std::int64_t elements = 0;
    std::int64_t infoOffset = 0; ///< byte offset of this tensor info in the file
};

/// A GGUF header as read. `dataOffset` is where the tensor data starts (the header end padded to
/// `alignment`); `dataEnd` is where the last tensor ends (dataOffset + the largest offset + bytes);
/// `fileSize` the size of the file or buffer read. dataEnd > fileSize means the tensor data is cut
/// short: the header is still valid (see importGguf()).
struct GgufHeader {
    std::uint32_t version = 0;
    std::int64_t alignment = 32;
    std::vector<GgufKeyValue> metadata;
    std::vector<GgufTensorInfo> tensors;
    std::int64_t metadataOffset = 24; ///< where the first key starts
    std::int64_t dataOffset = 0;
    std::int64_t dataEnd = 0;
    std::int64_t fileSize = 0;
    /// The entry with this key; nullptr when absent.
    const GgufKeyValue *find(const QByteArray &key) const;
};

/// Why a GGUF file could not be read or imported.
struct GgufError {
    QString file;             ///< the file at fault, as given (a part of a split model names that part)
    std::int64_t offset = -1; ///< byte offset of the problem in `file`; -1 when it is not about one place
    QString message;          ///< one translated sentence: "<file>: byte <offset>: <problem>." (no byte part
                              ///< when offset is -1)
};

/// Reads the header of the GGUF file open in `device` (random access: seek() and size() must work;
/// QFile and QBuffer do), in chunks of at most 1 MiB, never past kMaxGgufHeaderBytes. `fileName` names
/// the file in messages. Refuses, with the offset of the field at fault: a file shorter than the
/// header it announces; bad magic; a big-endian file; versions other than 2 and 3; counts, string
/// lengths and array sizes that cannot fit in the bytes left; more than kMaxGgufMetadataEntries entries or
/// kMaxGgufTensors tensors; empty or duplicate keys; unknown value
/// types and nested arrays; general.alignment that is not a uint32 power of two; tensor names of 64
/// bytes or more (GGML_MAX_NAME) or duplicated; more than 4 dimensions; negative dimensions or
/// element counts beyond 2^63; unknown ggml types; rows that are not whole blocks; offsets not a
/// multiple of the alignment; tensors that overlap. The tensor data is not read.
std::optional<GgufHeader> readGgufHeader(QIODevice &device, const QString &fileName, GgufError *error = nullptr);
/// The same on bytes held in memory (the fuzz target's entry point).
std::optional<GgufHeader> readGgufHeader(const QByteArray &bytes, const QString &fileName, GgufError *error = nullptr);

/// The model a GGUF file (or split set) describes, from headers already read: parts[0] holds the
/// metadata (split.no 0), every part contributes tensors. `fileNames` names each part in messages
/// (same size as parts). Fills ImportedModel::spec (architecture keys of general.architecture:
/// llama, qwen2, qwen3, qwen3moe, gemma2, gemma3, deepseek2, gpt-oss, phi3, mistral3, others read with
/// the llama keys and a note), `tensors` (exact bytes, blk.N.* in layer N), `fileWeights`
/// (general.file_type as a llama.cpp file type, else the GGML type holding the most weight elements),
/// fileKind "gguf", modelType and spec.architecture (general.architecture, e.g. "qwen3moe"), sourceName
/// (the file name without ".gguf" and the split suffix), spec.displayName (general.name, else
/// sourceName) and spec.id (a slug of it), notes (translated: unknown architecture, defaults taken,
/// tensors data cut short, parts read). spec.parameterCount is the sum of every tensor's elements
/// (exact, whatever the architecture), spec.tiedEmbeddings = no output.weight tensor; flags that a
/// config.json states (q/k/v and o biases, q/k norms, sinks, expert and router biases, MoE layers) are
/// read from the tensors present. Per-layer head counts (an array head_count_kv) become layerSpecs;
/// Gemma 2/3 and gpt-oss get llama.cpp's sliding-window patterns. filePath is left empty (importGguf()
/// sets it), sourceJson and quantization stay empty. Fails with a message naming the file and the
/// offset of the metadata key at fault (a missing key: the start of the metadata, byte 24); also when
/// the file holds no tensors (a vocabulary-only file) or KV heads do not divide the attention heads.
std::optional<ImportedModel> importGgufHeaders(const std::vector<GgufHeader> &parts, const QStringList &fileNames,
                                               GgufError *error = nullptr);

/// Reads `path`, a .gguf file, and imports it. A split model ("name-00002-of-00003.gguf", llama.cpp
/// `llama_split_path` naming) is read from every part in the same folder, whichever part is given;
/// a missing part, or parts whose split.no / split.count disagree with their names, is an error. A
/// file shorter than its tensors (an interrupted download) still imports, with a note, since only the
/// header is read. Refuses a path that is not a regular file (a folder, a device, a FIFO).
std::optional<ImportedModel> importGguf(const QString &path, GgufError *error = nullptr);

} // namespace headroom::catalog
