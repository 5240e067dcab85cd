// SPDX-License-Identifier: GPL-3.0-or-later
// Fuzz target: catalog::readSafetensorsHeader() on the input bytes (a whole .safetensors file: 8-byte N,
// N bytes of JSON, data), then safetensorsInventory() and dominantDenseFormat() of the tensors it accepts.
// Invariants checked (safetensors.h): failure fills a message that names the file and an offset within the
// file; success gives tensors sorted by begin that tile the data buffer exactly (each begins where the
// previous ended, the last ends at dataBytes = size - 8 - N), each with end - begin = elements x dtype bits / 8
// and at most kMaxSafetensorsRank dimensions; the inventory has exact = true, `layers` and `layerExperts` of
// the size asked, experts <= layer bytes, and its parts sum to at most the data bytes.
// Seeds: corpus/fuzz_safetensors/ (files written per the format, see README.md there).

#include "fuzzsupport.h"

#include <catalog/safetensors.h>

using namespace headroom;

extern "C" int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    fuzz::initQt(argc, argv);
    return 0;
}

namespace {

void checkHeader(const catalog::SafetensorsHeader &header, std::int64_t size)
{
    if (header.headerBytes < 0 || header.headerBytes > catalog::kMaxSafetensorsHeaderBytes ||
        header.dataBytes != size - 8 - header.headerBytes)
        fuzz::fail("header and data sizes do not add up to the file size");
    std::int64_t next = 0;
    for (const catalog::SafetensorsTensor &t : header.tensors) {
        if (t.begin != next || t.end < t.begin)
            fuzz::fail("tensors do not tile the data buffer");
        next = t.end;
        if (t.shape.size() > std::size_t(catalog::kMaxSafetensorsRank))
            fuzz::fail("a shape has more dimensions than the cap");
        std::int64_t bits = catalog::safetensorsDtypeBits(t.dtype);
        for (const std::int64_t d : t.shape) {
            if (d < 0)
                fuzz::fail("a negative dimension was accepted");
            if (__builtin_mul_overflow(bits, d, &bits))
                fuzz::fail("an overflowing shape was accepted");
        }
        if (bits % 8 != 0 || bits / 8 != t.bytes())
            fuzz::fail("a tensor's bytes are not its elements x dtype size");
        if (t.headerOffset < 8 || t.headerOffset >= 8 + header.headerBytes)
            fuzz::fail("a tensor's header offset is outside the header");
    }
    if (next != header.dataBytes)
        fuzz::fail("the last tensor does not end at the end of the file");
}

void checkInventory(const catalog::SafetensorsHeader &header)
{
    constexpr int kLayers = 4;
    QStringList notes;
    const fit::TensorInventory inv = catalog::safetensorsInventory(header.tensors, kLayers, &notes);
    if (!inv.exact || inv.layers.size() != std::size_t(kLayers) || inv.layerExperts.size() != std::size_t(kLayers))
        fuzz::fail("the inventory is not exact or has the wrong number of layers");
    std::int64_t sum = 0;
    bool overflow = __builtin_add_overflow(inv.tokenEmbedding, inv.outputHead, &sum) ||
                    __builtin_add_overflow(sum, inv.outputOther, &sum);
    for (std::size_t i = 0; i < inv.layers.size(); ++i) {
        if (inv.layerExperts[i] < 0 || inv.layerExperts[i] > inv.layers[i])
            fuzz::fail("a layer's expert bytes exceed its bytes");
        overflow = overflow || __builtin_add_overflow(sum, inv.layers[i], &sum);
    }
    if (inv.tokenEmbedding < 0 || inv.outputHead < 0 || inv.outputOther < 0 || overflow || sum > header.dataBytes)
        fuzz::fail("the inventory counts more bytes than the file holds");
    if (inv.tiedEmbeddings && inv.outputHead != 0)
        fuzz::fail("tied embeddings with an output head");
    (void)catalog::dominantDenseFormat(header.tensors);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QByteArray bytes = fuzz::bytes(data, size);
    catalog::SafetensorsError error;
    const std::optional<catalog::SafetensorsHeader> header =
        catalog::readSafetensorsHeader(bytes, bytes.size(), QStringLiteral("fuzz.safetensors"), &error);
    if (!header) {
        if (error.message.isEmpty() || !error.message.contains(QStringLiteral("fuzz.safetensors")))
            fuzz::fail("readSafetensorsHeader() failed without a message naming the file");
        if (error.offset < 0 || error.offset > std::int64_t(size))
            fuzz::fail("the error offset is outside the file");
        return 0;
    }
    checkHeader(*header, std::int64_t(size));
    checkInventory(*header);
    return 0;
}
