// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A GGUF writer for the tests of app/catalog/gguf.h (tst_gguf, tst_ggufrefusals): serialises metadata
// entries, tensor infos, alignment padding and zero-filled tensor data as ggml docs/gguf.md lays them out
// (magic "GGUF", uint32 version, uint64 tensor count, uint64 metadata count, key/type/value entries,
// tensor infos, padding to general.alignment, data), little endian. Also the tiny llama-like model both
// tests start from, with its bytes worked out by hand below.

#include <QByteArray>
#include <QtEndian>

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <vector>

namespace headroom::testgguf {

// GGUF metadata value type ids (gguf.md) and ggml type ids (ggml.h) used below.
enum : std::uint32_t { kU32 = 4, kI32 = 5, kF32v = 6, kBool = 7, kString = 8, kArray = 9, kU64 = 10 };
enum : int { F32 = 0, F16 = 1, Q8_0 = 8, Q4_K = 12, Q6_K = 14 };

// Little-endian byte writer.
struct Bytes {
    QByteArray b;
    Bytes &u8(std::uint8_t v)
    {
        b.append(static_cast<char>(v));
        return *this;
    }
    Bytes &u32(std::uint32_t v)
    {
        char raw[4];
        qToLittleEndian(v, raw);
        b.append(raw, 4);
        return *this;
    }
    Bytes &u64(std::uint64_t v)
    {
        char raw[8];
        qToLittleEndian(v, raw);
        b.append(raw, 8);
        return *this;
    }
    Bytes &str(const QByteArray &s)
    {
        u64(static_cast<std::uint64_t>(s.size()));
        b.append(s);
        return *this;
    }
};

// One serialised metadata entry: key, type, value.
inline QByteArray kvU32(const QByteArray &key, std::uint32_t v)
{
    return Bytes{}.str(key).u32(kU32).u32(v).b;
}
inline QByteArray kvF32(const QByteArray &key, float v)
{
    std::uint32_t bits = 0;
    std::memcpy(&bits, &v, 4);
    return Bytes{}.str(key).u32(kF32v).u32(bits).b;
}
inline QByteArray kvString(const QByteArray &key, const QByteArray &v)
{
    return Bytes{}.str(key).u32(kString).str(v).b;
}
inline QByteArray kvU32Array(const QByteArray &key, const std::vector<std::uint32_t> &values)
{
    Bytes out;
    out.str(key).u32(kArray).u32(kU32).u64(values.size());
    for (const std::uint32_t v : values)
        out.u32(v);
    return out.b;
}
// tokenizer.ggml.tokens with `count` tokens "t0", "t1", ...
inline QByteArray kvTokens(int count)
{
    Bytes out;
    out.str("tokenizer.ggml.tokens").u32(kArray).u32(kString).u64(static_cast<std::uint64_t>(count));
    for (int i = 0; i < count; ++i)
        out.str("t" + QByteArray::number(i));
    return out.b;
}

struct Tensor {
    QByteArray name;
    std::vector<std::uint64_t> ne;
    int type = F32;
    std::int64_t bytes = 0;   // hand-worked size, used to lay out the data
    std::int64_t offset = -1; // -1: right after the previous tensor, padded to the alignment
};

struct Written {
    QByteArray file;
    std::vector<std::int64_t> infoOffsets; // where each tensor info starts
    std::int64_t dataOffset = 0;
};

// A whole GGUF file: header, tensor infos, padding, then zero-filled tensor data (without `withData`: the
// header and its padding only).
inline Written gguf(const std::vector<QByteArray> &kvs, std::vector<Tensor> tensors, std::uint32_t version = 3,
                    std::int64_t alignment = 32, bool withData = true)
{
    Bytes out;
    out.b.append("GGUF", 4);
    out.u32(version).u64(tensors.size()).u64(kvs.size());
    for (const QByteArray &kv : kvs)
        out.b.append(kv);
    Written w;
    std::int64_t next = 0;
    for (Tensor &t : tensors) {
        if (t.offset < 0) {
            t.offset = (next + alignment - 1) / alignment * alignment;
            next = t.offset + t.bytes;
        }
        w.infoOffsets.push_back(out.b.size());
        out.str(t.name).u32(static_cast<std::uint32_t>(t.ne.size()));
        for (const std::uint64_t n : t.ne)
            out.u64(n);
        out.u32(static_cast<std::uint32_t>(t.type)).u64(static_cast<std::uint64_t>(t.offset));
    }
    const std::int64_t header = out.b.size();
    w.dataOffset = tensors.empty() ? header : (header + alignment - 1) / alignment * alignment;
    std::int64_t end = 0;
    for (const Tensor &t : tensors)
        end = std::max(end, t.offset + t.bytes);
    out.b.append(QByteArray(static_cast<qsizetype>(w.dataOffset - header + (withData ? end : 0)), '\0'));
    w.file = out.b;
    return w;
}

// --- the tiny llama-like model ---
// 2 layers, embedding_length 256, 4 heads of 64, 2 KV heads (GQA), feed_forward_length 512, 32 tokens.
// ggml shapes (llama.cpp llm_build_llama / load_tensors): attn_q [256, 256], attn_k/v [256, 128],
// attn_output [256, 256], ffn_gate/up [256, 512], ffn_down [512, 256], norms [256].
// Bytes (a q4_K row of 256 values is one 144-byte block, a q6_K row of 256 one 210-byte block):
//   attn_q q4_K      256 rows x 144           = 36,864
//   attn_k q4_K      128 x 144                = 18,432
//   attn_v q6_K      128 x 210                = 26,880
//   attn_output q4_K 256 x 144                = 36,864
//   ffn_gate q4_K    512 x 144                = 73,728
//   ffn_up q4_K      512 x 144                = 73,728
//   ffn_down q6_K    256 rows of 512 = 2 blocks = 420 bytes: 256 x 420 = 107,520
//   attn_norm, ffn_norm f32 256 x 4 = 1,024 each
//   one layer: 36,864 + 18,432 + 26,880 + 36,864 + 73,728 + 73,728 + 107,520 + 2,048 = 376,064
//   token_embd q4_K [256, 32]: 32 x 144 = 4,608; output q6_K [256, 32]: 32 x 210 = 6,720;
//   output_norm f32 [256]: 1,024.
// Parameters: per layer 65,536 + 32,768 + 32,768 + 65,536 + 3 x 131,072 + 512 = 590,336;
//   2 x 590,336 + 8,192 (embeddings) + 8,192 (output) + 256 (output_norm) = 1,197,312.
inline constexpr std::int64_t kLlamaLayerBytes = 376064;

inline std::vector<Tensor> llamaLayer(int i, std::uint64_t kvRows = 128, std::int64_t kvBytesK = 18432,
                                      std::int64_t kvBytesV = 26880)
{
    const QByteArray p = "blk." + QByteArray::number(i) + ".";
    return {
        {p + "attn_norm.weight", {256}, F32, 1024},           {p + "attn_q.weight", {256, 256}, Q4_K, 36864},
        {p + "attn_k.weight", {256, kvRows}, Q4_K, kvBytesK}, {p + "attn_v.weight", {256, kvRows}, Q6_K, kvBytesV},
        {p + "attn_output.weight", {256, 256}, Q4_K, 36864},  {p + "ffn_norm.weight", {256}, F32, 1024},
        {p + "ffn_gate.weight", {256, 512}, Q4_K, 73728},     {p + "ffn_up.weight", {256, 512}, Q4_K, 73728},
        {p + "ffn_down.weight", {512, 256}, Q6_K, 107520},
    };
}

inline std::vector<QByteArray> llamaMetadata(const QByteArray &arch = "llama")
{
    return {
        kvString("general.architecture", arch),
        kvString("general.name", "Tiny Llama Test"),
        kvU32("general.file_type", 15), // LLAMA_FTYPE_MOSTLY_Q4_K_M (include/llama.h)
        kvU32(arch + ".block_count", 2),
        kvU32(arch + ".context_length", 8192),
        kvU32(arch + ".embedding_length", 256),
        kvU32(arch + ".feed_forward_length", 512),
        kvU32(arch + ".attention.head_count", 4),
        kvU32(arch + ".attention.head_count_kv", 2),
        kvF32(arch + ".attention.layer_norm_rms_epsilon", 1e-5f),
        kvU32(arch + ".rope.dimension_count", 64),
        kvString("tokenizer.ggml.model", "gpt2"),
        kvTokens(32),
    };
}

inline std::vector<Tensor> llamaTensors(bool withOutput = true)
{
    std::vector<Tensor> t{{"token_embd.weight", {256, 32}, Q4_K, 4608}};
    for (int i = 0; i < 2; ++i) {
        const std::vector<Tensor> layer = llamaLayer(i);
        t.insert(t.end(), layer.begin(), layer.end());
    }
    t.push_back({"output_norm.weight", {256}, F32, 1024});
    if (withOutput)
        t.push_back({"output.weight", {256, 32}, Q6_K, 6720});
    return t;
}

} // namespace headroom::testgguf
