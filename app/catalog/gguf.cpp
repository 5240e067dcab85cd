// SPDX-License-Identifier: GPL-3.0-or-later
// The GGUF header reader and the file/split-set import (gguf.h). The mapping of the metadata onto
// fit::ModelSpec is in ggufmodel.cpp. Every check below repeats one of ggml/src/gguf.cpp
// `gguf_init_from_reader` (llama.cpp commit 067d44f6), unless it says otherwise.

#include "gguf.h"

#include <fit/checkedmath.h>

#include <QBuffer>
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLocale>
#include <QRegularExpression>
#include <QSet>
#include <QtEndian>

#include <algorithm>
#include <cstring>
#include <limits>
#include <numeric>

namespace headroom::catalog {

namespace checked = fit::checked;

const GgufKeyValue *GgufHeader::find(const QByteArray &key) const
{
    for (const GgufKeyValue &kv : metadata) {
        if (kv.key == key)
            return &kv;
    }
    return nullptr;
}

namespace {

constexpr std::int64_t kChunkBytes = 1024 * 1024; // bytes read from the device at a time
// Smallest possible metadata entry: key length 8 + a 1-byte key + type 4 + a 1-byte value; smallest
// tensor info: name length 8 + type 4 + n_dims 4 + offset 8 (an unnamed 0-dimensional tensor).
constexpr std::int64_t kMinEntryBytes = 14;
constexpr std::int64_t kMinTensorInfoBytes = 24;
constexpr int kMaxDims = 4;           // GGML_MAX_DIMS (ggml.h)
constexpr int kMaxNameBytes = 64;     // GGML_MAX_NAME (ggml.h): names must be shorter
constexpr std::uint32_t kVersion = 3; // GGUF_VERSION (gguf.h)

QString number(std::int64_t n)
{
    return QLocale().toString(static_cast<qlonglong>(n));
}

QString unsignedNumber(std::uint64_t n)
{
    return QLocale().toString(static_cast<qulonglong>(n));
}

// Byte size of one element of a scalar value type; 0 for String and Array (variable) and unknown ids.
int scalarSize(std::uint32_t type)
{
    switch (static_cast<GgufValueType>(type)) {
    case GgufValueType::UInt8:
    case GgufValueType::Int8:
    case GgufValueType::Bool:
        return 1;
    case GgufValueType::UInt16:
    case GgufValueType::Int16:
        return 2;
    case GgufValueType::UInt32:
    case GgufValueType::Int32:
    case GgufValueType::Float32:
        return 4;
    case GgufValueType::UInt64:
    case GgufValueType::Int64:
    case GgufValueType::Float64:
        return 8;
    case GgufValueType::String:
    case GgufValueType::Array:
        return 0;
    }
    return 0;
}

bool isIntegerType(GgufValueType t)
{
    return t != GgufValueType::Float32 && t != GgufValueType::Float64 && t != GgufValueType::String &&
           t != GgufValueType::Array;
}

// Element bytes and values per block of the ggml types Headroom does not model but which have a fixed
// size: I8 24, I16 25, I32 26, I64 27, F64 28 (ggml.h `enum ggml_type`, ggml.c `type_traits`).
std::optional<fit::GgmlTypeTraits> tensorTypeTraits(int id, std::optional<fit::GgmlType> *type)
{
    *type = fit::ggmlTypeFromId(id);
    if (*type)
        return fit::ggmlTypeTraits(**type);
    switch (id) {
    case 24:
        return fit::GgmlTypeTraits{"i8", 1, 1};
    case 25:
        return fit::GgmlTypeTraits{"i16", 1, 2};
    case 26:
        return fit::GgmlTypeTraits{"i32", 1, 4};
    case 27:
        return fit::GgmlTypeTraits{"i64", 1, 8};
    case 28:
        return fit::GgmlTypeTraits{"f64", 1, 8};
    default:
        return std::nullopt;
    }
}

/// The field being read, for messages: built into a translated phrase only when something fails, so that
/// reading a million tensor infos formats no strings.
struct What {
    const char *text = nullptr;       ///< source text in context "Gguf" (QT_TRANSLATE_NOOP), at most one %1
    const QByteArray *name = nullptr; ///< %1 = this name (UTF-8), when set
    std::int64_t index = -1;          ///< else %1 = this number, when >= 0
    QString toString() const
    {
        const QString s = QCoreApplication::translate("Gguf", text);
        if (name)
            return s.arg(QString::fromUtf8(*name));
        return index >= 0 ? s.arg(number(index)) : s;
    }
};

/// Reads one header from a random-access device through a window of at most kChunkBytes (or one
/// field, when a kept string is longer), never past min(file size, kMaxGgufHeaderBytes).
class Reader
{
    Q_DECLARE_TR_FUNCTIONS(Gguf)

public:
    Reader(QIODevice &device, QString fileName)
        : m_device(device)
        , m_fileName(std::move(fileName))
    {}

    bool run(GgufHeader *out);
    GgufError error() const { return m_error; }

private:
    bool fail(std::int64_t offset, const QString &problem)
    {
        if (m_error.message.isEmpty()) {
            m_error.file = m_fileName;
            m_error.offset = offset;
            m_error.message = tr("%1: byte %2: %3.").arg(m_fileName, number(offset), problem);
        }
        return false;
    }
    /// Makes `n` bytes from m_pos available in m_buffer; `what` names the field for a truncation message.
    bool need(std::int64_t n, const What &what);
    /// Moves past `n` bytes without reading them (still bounded like need()).
    bool skip(std::int64_t n, const What &what);
    bool within(std::int64_t n, const What &what);
    const char *at() const { return m_buffer.constData() + (m_pos - m_bufferStart); }

    template<typename T> bool read(T *value, const What &what)
    {
        if (!need(sizeof(T), what))
            return false;
        *value = qFromLittleEndian<T>(at());
        m_pos += sizeof(T);
        return true;
    }
    /// A GGUF string. Longer than `maxLength`: an error (`tooLong` names the field) when `refuseLonger`,
    /// else skipped with *kept false. `length` receives the stored length.
    bool readString(QByteArray *out, std::int64_t maxLength, bool refuseLonger, const What &what,
                    std::int64_t *length = nullptr, bool *kept = nullptr);
    bool readScalar(GgufValueType type, GgufValue *value, const What &what);
    bool readArray(GgufValue *value, const QByteArray &key);
    bool readValue(GgufValue *value, const QByteArray &key);
    bool readMetadata(GgufHeader *out, std::int64_t entries);
    bool readTensorInfo(GgufHeader *out, QSet<QByteArray> *names);
    bool checkLayout(GgufHeader *out);

    QIODevice &m_device;
    QString m_fileName;
    GgufError m_error;
    std::int64_t m_size = 0;  // the device's size
    std::int64_t m_limit = 0; // min(m_size, kMaxGgufHeaderBytes)
    std::int64_t m_pos = 0;
    QByteArray m_buffer;
    std::int64_t m_bufferStart = 0;
};

bool Reader::within(std::int64_t n, const What &what)
{
    const std::optional<std::int64_t> end = checked::add(m_pos, n);
    if (end && *end <= m_limit)
        return true;
    if (end && *end <= m_size) {
        return fail(m_pos, tr("the header is larger than %1 bytes (at %2); Headroom reads at most that much")
                               .arg(number(kMaxGgufHeaderBytes), what.toString()));
    }
    return fail(m_pos, tr("%1 (%2 bytes) runs past the end of the file (%3 bytes)")
                           .arg(what.toString(), n < 0 ? QStringLiteral("?") : number(n), number(m_size)));
}

bool Reader::need(std::int64_t n, const What &what)
{
    if (!within(n, what))
        return false;
    if (m_pos >= m_bufferStart && m_pos + n <= m_bufferStart + m_buffer.size())
        return true;
    const std::int64_t length = std::min(std::max(n, kChunkBytes), m_limit - m_pos);
    if (!m_device.seek(m_pos))
        return fail(m_pos, tr("the file cannot be read here (%1)").arg(m_device.errorString()));
    m_buffer.resize(static_cast<qsizetype>(length));
    const qint64 got = m_device.read(m_buffer.data(), length);
    if (got < n) {
        m_buffer.clear();
        return fail(m_pos, tr("the file cannot be read here (%1)").arg(m_device.errorString()));
    }
    m_buffer.resize(static_cast<qsizetype>(got));
    m_bufferStart = m_pos;
    return true;
}

bool Reader::skip(std::int64_t n, const What &what)
{
    if (!within(n, what))
        return false;
    m_pos += n;
    return true;
}

bool Reader::readString(QByteArray *out, std::int64_t maxLength, bool refuseLonger, const What &what,
                        std::int64_t *length, bool *kept)
{
    const std::int64_t start = m_pos;
    std::uint64_t size = 0;
    if (!read(&size, what))
        return false;
    if (size > static_cast<std::uint64_t>(m_limit - m_pos)) {
        return fail(start, tr("%1 has length %2, which runs past the end of the file (%3 bytes)")
                               .arg(what.toString(), unsignedNumber(size), number(m_size)));
    }
    const auto n = static_cast<std::int64_t>(size);
    if (length)
        *length = n;
    if (n > maxLength) {
        if (refuseLonger)
            return fail(
                start,
                tr("%1 has length %2; at most %3 bytes are allowed").arg(what.toString(), number(n)).arg(maxLength));
        if (kept)
            *kept = false;
        return skip(n, what);
    }
    if (!need(n, what))
        return false;
    *out = QByteArray(at(), static_cast<qsizetype>(n));
    m_pos += n;
    if (kept)
        *kept = true;
    return true;
}

bool Reader::readScalar(GgufValueType type, GgufValue *value, const What &what)
{
    auto integer = [&](auto v) {
        if (!read(&v, what))
            return false;
        value->integer = static_cast<std::int64_t>(v);
        value->real = static_cast<double>(v);
        return true;
    };
    switch (type) {
    case GgufValueType::UInt8:
        return integer(std::uint8_t{});
    case GgufValueType::Int8:
        return integer(std::int8_t{});
    case GgufValueType::UInt16:
        return integer(std::uint16_t{});
    case GgufValueType::Int16:
        return integer(std::int16_t{});
    case GgufValueType::UInt32:
        return integer(std::uint32_t{});
    case GgufValueType::Int32:
        return integer(std::int32_t{});
    case GgufValueType::Int64:
        return integer(std::int64_t{});
    case GgufValueType::Bool: { // llama.cpp reads an int8 and takes != 0
        if (!integer(std::uint8_t{}))
            return false;
        value->integer = *value->integer != 0 ? 1 : 0;
        value->real = static_cast<double>(*value->integer);
        return true;
    }
    case GgufValueType::UInt64: {
        std::uint64_t v = 0;
        if (!read(&v, what))
            return false;
        value->real = static_cast<double>(v);
        if (v <= static_cast<std::uint64_t>(std::numeric_limits<std::int64_t>::max()))
            value->integer = static_cast<std::int64_t>(v);
        return true;
    }
    case GgufValueType::Float32: {
        std::uint32_t bits = 0;
        if (!read(&bits, what))
            return false;
        float f = 0;
        std::memcpy(&f, &bits, sizeof f);
        value->real = f;
        return true;
    }
    case GgufValueType::Float64: {
        std::uint64_t bits = 0;
        if (!read(&bits, what))
            return false;
        std::memcpy(&value->real, &bits, sizeof value->real);
        return true;
    }
    case GgufValueType::String:
    case GgufValueType::Array:
        break; // not scalars: readValue handles them
    }
    return false;
}

bool Reader::readArray(GgufValue *value, const QByteArray &key)
{
    auto name = [&key] {
        return tr("metadata key %1").arg(QString::fromUtf8(key));
    };
    const std::int64_t typeAt = m_pos;
    std::uint32_t elementType = 0;
    if (!read(&elementType, What{QT_TRANSLATE_NOOP("Gguf", "the element type of the array of metadata key %1"), &key}))
        return false;
    if (elementType == static_cast<std::uint32_t>(GgufValueType::Array))
        return fail(typeAt, tr("%1 is an array of arrays, which GGUF readers do not accept").arg(name()));
    if (elementType > static_cast<std::uint32_t>(GgufValueType::Float64))
        return fail(typeAt, tr("%1 has unknown array element type %2").arg(name()).arg(elementType));
    value->elementType = static_cast<GgufValueType>(elementType);
    const std::int64_t countAt = m_pos;
    std::uint64_t count = 0;
    if (!read(&count, What{QT_TRANSLATE_NOOP("Gguf", "the length of the array of metadata key %1"), &key}))
        return false;
    // Every element takes at least its scalar size, or 8 bytes (the length) for a string.
    const int size = scalarSize(elementType);
    const std::int64_t minimum = size > 0 ? size : 8;
    if (count > static_cast<std::uint64_t>((m_limit - m_pos) / minimum)) {
        return fail(countAt, tr("the array of %1 has %2 elements, which run past the end of the file (%3 bytes)")
                                 .arg(name(), unsignedNumber(count), number(m_size)));
    }
    value->count = static_cast<std::int64_t>(count);
    const What what{QT_TRANSLATE_NOOP("Gguf", "the array of metadata key %1"), &key};
    if (value->elementType == GgufValueType::String) {
        // Strings in arrays (the vocabulary, the merges) are skipped one by one: each has its length.
        for (std::int64_t i = 0; i < value->count; ++i) {
            QByteArray unused;
            if (!readString(&unused, 0, false, what))
                return false;
        }
        return true;
    }
    if (isIntegerType(value->elementType) && value->count <= kMaxGgufKeptArrayValues) {
        value->integers.reserve(static_cast<std::size_t>(value->count));
        for (std::int64_t i = 0; i < value->count; ++i) {
            GgufValue element;
            if (!readScalar(value->elementType, &element, what))
                return false;
            value->integers.push_back(element.integer.value_or(-1));
        }
        return true;
    }
    return skip(value->count * size, what); // count <= bytes left / size: no overflow
}

bool Reader::readValue(GgufValue *value, const QByteArray &key)
{
    auto name = [&key] {
        return tr("metadata key %1").arg(QString::fromUtf8(key));
    };
    const std::int64_t typeAt = m_pos;
    std::uint32_t type = 0;
    if (!read(&type, What{QT_TRANSLATE_NOOP("Gguf", "the value type of metadata key %1"), &key}))
        return false;
    if (type > static_cast<std::uint32_t>(GgufValueType::Float64))
        return fail(typeAt, tr("%1 has unknown value type %2").arg(name()).arg(type));
    value->type = static_cast<GgufValueType>(type);
    if (value->type == GgufValueType::Array)
        return readArray(value, key);
    if (value->type == GgufValueType::String) {
        bool kept = false;
        return readString(&value->text, kMaxGgufKeptStringBytes, false,
                          What{QT_TRANSLATE_NOOP("Gguf", "the value of metadata key %1"), &key}, &value->length, &kept);
    }
    return readScalar(value->type, value, What{QT_TRANSLATE_NOOP("Gguf", "the value of metadata key %1"), &key});
}

bool Reader::readMetadata(GgufHeader *out, std::int64_t entries)
{
    QSet<QByteArray> keys;
    for (std::int64_t i = 0; i < entries; ++i) {
        GgufKeyValue kv;
        kv.offset = m_pos;
        if (!readString(&kv.key, kMaxGgufKeyBytes, true,
                        What{QT_TRANSLATE_NOOP("Gguf", "metadata key %1"), nullptr, i}))
            return false;
        if (kv.key.isEmpty())
            return fail(kv.offset, tr("metadata key %1 is empty").arg(i));
        if (keys.contains(kv.key))
            return fail(kv.offset, tr("metadata key %1 appears twice").arg(QString::fromUtf8(kv.key)));
        keys.insert(kv.key);
        if (!readValue(&kv.value, kv.key))
            return false;
        out->metadata.push_back(std::move(kv));
    }
    // general.alignment: a uint32 power of two (gguf.cpp), default GGUF_DEFAULT_ALIGNMENT 32.
    if (const GgufKeyValue *alignment = out->find(QByteArrayLiteral("general.alignment"))) {
        if (alignment->value.type != GgufValueType::UInt32)
            return fail(alignment->offset, tr("general.alignment must be a uint32"));
        const std::int64_t a = alignment->value.integer.value_or(0);
        if (a <= 0 || (a & (a - 1)) != 0)
            return fail(alignment->offset, tr("general.alignment (%1) is not a power of two").arg(number(a)));
        out->alignment = a;
    }
    return true;
}

bool Reader::readTensorInfo(GgufHeader *out, QSet<QByteArray> *names)
{
    GgufTensorInfo t;
    t.infoOffset = m_pos;
    const auto index = static_cast<std::int64_t>(out->tensors.size());
    if (!readString(&t.name, kMaxNameBytes - 1, true,
                    What{QT_TRANSLATE_NOOP("Gguf", "the name of tensor %1"), nullptr, index}))
        return false;
    const QByteArray &raw = t.name;
    auto name = [&raw] {
        return QString::fromUtf8(raw);
    };
    if (names->contains(t.name))
        return fail(t.infoOffset, tr("tensor %1 appears twice").arg(name()));
    names->insert(t.name);

    const std::int64_t dimsAt = m_pos;
    std::uint32_t dims = 0;
    if (!read(&dims, What{QT_TRANSLATE_NOOP("Gguf", "the dimension count of tensor %1"), &raw}))
        return false;
    if (dims > kMaxDims)
        return fail(dimsAt,
                    tr("tensor %1 has %2 dimensions; at most %3 are allowed").arg(name()).arg(dims).arg(kMaxDims));
    t.dims = static_cast<int>(dims);
    checked::Bytes elements = 1;
    for (int j = 0; j < t.dims; ++j) {
        const std::int64_t at = m_pos;
        std::uint64_t ne = 0;
        if (!read(&ne, What{QT_TRANSLATE_NOOP("Gguf", "the dimensions of tensor %1"), &raw}))
            return false;
        if (ne > static_cast<std::uint64_t>(std::numeric_limits<std::int64_t>::max()))
            return fail(at, tr("dimension %1 of tensor %2 is negative").arg(j).arg(name()));
        t.ne[static_cast<std::size_t>(j)] = static_cast<std::int64_t>(ne);
        elements = checked::mul(elements, t.ne[static_cast<std::size_t>(j)]);
        if (!elements)
            return fail(at, tr("tensor %1 has more than 2^63 elements").arg(name()));
    }
    t.elements = *elements;

    const std::int64_t typeAt = m_pos;
    std::uint32_t typeId = 0;
    if (!read(&typeId, What{QT_TRANSLATE_NOOP("Gguf", "the type of tensor %1"), &raw}))
        return false;
    const std::optional<fit::GgmlTypeTraits> traits =
        typeId <= 1024 ? tensorTypeTraits(static_cast<int>(typeId), &t.type) : std::nullopt;
    if (!traits)
        return fail(typeAt, tr("tensor %1 has ggml type %2, which Headroom does not know").arg(name()).arg(typeId));
    t.typeId = static_cast<int>(typeId);
    if (t.ne[0] % traits->blockSize != 0) {
        return fail(dimsAt,
                    tr("tensor %1 (%2) has %3 values per row, not a multiple of its block of %4")
                        .arg(name(), QLatin1String(traits->name.data(), static_cast<qsizetype>(traits->name.size())))
                        .arg(number(t.ne[0]))
                        .arg(traits->blockSize));
    }
    // Exact bytes: ne[0] / blockSize blocks per row, ne[1] x ne[2] x ne[3] rows.
    const checked::Bytes bytes = checked::mul(
        checked::mul(checked::mul(checked::mul(t.ne[0] / traits->blockSize, traits->blockBytes), t.ne[1]), t.ne[2]),
        t.ne[3]);
    if (!bytes)
        return fail(dimsAt, tr("tensor %1 takes more than 2^63 bytes").arg(name()));
    t.bytes = *bytes;

    const std::int64_t offsetAt = m_pos;
    std::uint64_t offset = 0;
    if (!read(&offset, What{QT_TRANSLATE_NOOP("Gguf", "the offset of tensor %1"), &raw}))
        return false;
    if (offset > static_cast<std::uint64_t>(std::numeric_limits<std::int64_t>::max()))
        return fail(offsetAt, tr("the offset of tensor %1 is beyond 2^63 bytes").arg(name()));
    t.offset = static_cast<std::int64_t>(offset);
    if (t.offset % out->alignment != 0) {
        return fail(offsetAt, tr("the offset of tensor %1 (%2) is not a multiple of the alignment %3")
                                  .arg(name(), number(t.offset), number(out->alignment)));
    }
    out->tensors.push_back(std::move(t));
    return true;
}

// Tensors may not overlap (llama.cpp demands each tensor right after the previous one, padded; this
// accepts any order and gaps, as gguf-parser-go does, but never two tensors sharing bytes).
bool Reader::checkLayout(GgufHeader *out)
{
    const checked::Bytes dataOffset =
        out->tensors.empty() ? checked::Bytes(m_pos) : checked::pad(m_pos, out->alignment);
    if (!dataOffset)
        return fail(m_pos, tr("the tensor data would start beyond 2^63 bytes"));
    out->dataOffset = *dataOffset;
    std::vector<std::size_t> order(out->tensors.size());
    std::iota(order.begin(), order.end(), std::size_t{0});
    std::sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
        const GgufTensorInfo &x = out->tensors[a];
        const GgufTensorInfo &y = out->tensors[b];
        return x.offset != y.offset ? x.offset < y.offset : x.bytes < y.bytes;
    });
    std::int64_t end = 0;
    const GgufTensorInfo *last = nullptr;
    for (const std::size_t i : order) {
        const GgufTensorInfo &t = out->tensors[i];
        if (last && t.offset < end) {
            return fail(t.infoOffset, tr("tensor %1 (data bytes %2 to %3) overlaps tensor %4, which ends at %5")
                                          .arg(QString::fromUtf8(t.name), number(t.offset), number(t.offset + t.bytes),
                                               QString::fromUtf8(last->name), number(end)));
        }
        const checked::Bytes tensorEnd = checked::add(checked::add(t.offset, t.bytes), out->dataOffset);
        if (!tensorEnd)
            return fail(t.infoOffset, tr("tensor %1 ends beyond 2^63 bytes").arg(QString::fromUtf8(t.name)));
        if (t.offset + t.bytes >= end) {
            end = t.offset + t.bytes;
            last = &t;
        }
    }
    out->dataEnd = out->dataOffset + end;
    return true;
}

bool Reader::run(GgufHeader *out)
{
    if (m_device.isSequential())
        return fail(0, tr("the file is not seekable"));
    m_size = m_device.size();
    m_limit = std::min(m_size, kMaxGgufHeaderBytes);
    out->fileSize = m_size;

    if (!need(4, What{QT_TRANSLATE_NOOP("Gguf", "the magic \"GGUF\"")}))
        return false;
    if (std::memcmp(at(), "GGUF", 4) != 0)
        return fail(0, tr("this is not a GGUF file (it does not start with \"GGUF\")"));
    m_pos = 4;
    std::uint32_t version = 0;
    if (!read(&version, What{QT_TRANSLATE_NOOP("Gguf", "the version")}))
        return false;
    // A big-endian file reads as version 0x03000000 here (gguf.cpp: low 16 bits zero).
    if (version != 0 && (version & 0xFFFFu) == 0) {
        return fail(4, tr("the file is big-endian (its version reads as 0x%1); Headroom reads little-endian GGUF "
                          "files only")
                           .arg(version, 8, 16, QLatin1Char('0')));
    }
    if (version == 1)
        return fail(4, tr("GGUF version 1 is no longer supported (llama.cpp refuses it too); convert the model again"));
    if (version == 0 || version > kVersion)
        return fail(4, tr("unknown GGUF version %1; Headroom reads versions 2 and 3").arg(version));
    out->version = version;

    std::uint64_t tensors = 0;
    std::uint64_t entries = 0;
    if (!read(&tensors, What{QT_TRANSLATE_NOOP("Gguf", "the tensor count")}) ||
        !read(&entries, What{QT_TRANSLATE_NOOP("Gguf", "the metadata entry count")}))
        return false;
    const std::int64_t left = m_limit - m_pos;
    if (tensors > static_cast<std::uint64_t>(kMaxGgufTensors) ||
        tensors > static_cast<std::uint64_t>(left / kMinTensorInfoBytes)) {
        return fail(8, tr("the header announces %1 tensors; the %2 bytes left in the file hold at most %3")
                           .arg(unsignedNumber(tensors), number(left),
                                number(std::min(left / kMinTensorInfoBytes, kMaxGgufTensors))));
    }
    if (entries > static_cast<std::uint64_t>(kMaxGgufMetadataEntries) ||
        entries > static_cast<std::uint64_t>((left - static_cast<std::int64_t>(tensors) * kMinTensorInfoBytes) /
                                             kMinEntryBytes)) {
        return fail(16, tr("the header announces %1 metadata entries; the %2 bytes left in the file hold at most %3")
                            .arg(unsignedNumber(entries), number(left),
                                 number(std::min(left / kMinEntryBytes, kMaxGgufMetadataEntries))));
    }
    out->metadataOffset = m_pos;
    if (!readMetadata(out, static_cast<std::int64_t>(entries)))
        return false;
    QSet<QByteArray> names;
    names.reserve(static_cast<qsizetype>(tensors)); // at most kMaxGgufTensors
    for (std::uint64_t i = 0; i < tensors; ++i) {
        if (!readTensorInfo(out, &names))
            return false;
    }
    return checkLayout(out);
}

} // namespace

std::optional<GgufHeader> readGgufHeader(QIODevice &device, const QString &fileName, GgufError *error)
{
    Reader reader(device, fileName);
    GgufHeader header;
    if (!reader.run(&header)) {
        if (error)
            *error = reader.error();
        return std::nullopt;
    }
    return header;
}

std::optional<GgufHeader> readGgufHeader(const QByteArray &bytes, const QString &fileName, GgufError *error)
{
    QByteArray copy = bytes; // shared, not copied: QBuffer only reads
    QBuffer buffer(&copy);
    buffer.open(QIODevice::ReadOnly);
    return readGgufHeader(buffer, fileName, error);
}

// --- files and split sets ---------------------------------------------------------------------------

namespace {

GgufError fileError(const QString &file, std::int64_t offset, const QString &problem)
{
    GgufError e;
    e.file = file;
    e.offset = offset;
    e.message = offset >= 0 ? QCoreApplication::translate("Gguf", "%1: byte %2: %3.").arg(file, number(offset), problem)
                            : QCoreApplication::translate("Gguf", "%1: %2.").arg(file, problem);
    return e;
}

std::optional<GgufHeader> readFile(const QString &path, GgufError *error)
{
    const QString shown = QDir::toNativeSeparators(path);
    const QFileInfo info(path);
    if (!info.exists()) {
        *error = fileError(shown, -1, QCoreApplication::translate("Gguf", "the file does not exist"));
        return std::nullopt;
    }
    if (!info.isFile()) {
        *error = fileError(shown, -1, QCoreApplication::translate("Gguf", "not a regular file"));
        return std::nullopt;
    }
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly | QIODevice::Unbuffered)) {
        *error = fileError(
            shown, -1, QCoreApplication::translate("Gguf", "the file cannot be opened (%1)").arg(file.errorString()));
        return std::nullopt;
    }
    return readGgufHeader(file, shown, error);
}

// split.no (0-based) and split.count of a part (llama.cpp LLM_KV_SPLIT_NO / LLM_KV_SPLIT_COUNT, uint16).
std::optional<std::int64_t> splitValue(const GgufHeader &h, const char *key)
{
    const GgufKeyValue *kv = h.find(QByteArray(key));
    if (!kv || !isIntegerType(kv->value.type) || kv->value.type == GgufValueType::Array)
        return std::nullopt;
    return kv->value.integer;
}

// Every part of the split set `match` names ("<prefix>-<i>-of-<count>.gguf" in the folder of `info`), in order.
bool readSplitParts(const QFileInfo &info, const QRegularExpressionMatch &match, std::vector<GgufHeader> *parts,
                    QStringList *names, GgufError *err)
{
    const int count = match.captured(3).toInt();
    const int given = match.captured(2).toInt();
    if (count < 1 || given < 1 || given > count) {
        *err = fileError(
            QDir::toNativeSeparators(info.filePath()), -1,
            QCoreApplication::translate("Gguf", "the name says part %1 of %2, which is not a part of a split model")
                .arg(given)
                .arg(count));
        return false;
    }
    for (int i = 1; i <= count; ++i) {
        const QString partPath = info.dir().filePath(QStringLiteral("%1-%2-of-%3.gguf")
                                                         .arg(match.captured(1))
                                                         .arg(i, 5, 10, QLatin1Char('0'))
                                                         .arg(count, 5, 10, QLatin1Char('0')));
        const QString shown = QDir::toNativeSeparators(partPath);
        if (!QFileInfo::exists(partPath)) {
            *err = fileError(shown, -1,
                             QCoreApplication::translate(
                                 "Gguf", "part %1 of %2 of this split model is missing (every part must be in the same "
                                         "folder)")
                                 .arg(i)
                                 .arg(count));
            return false;
        }
        std::optional<GgufHeader> part = readFile(partPath, err);
        if (!part)
            return false;
        const std::optional<std::int64_t> no = splitValue(*part, "split.no");
        const std::optional<std::int64_t> total = splitValue(*part, "split.count");
        if (count > 1 && (no != i - 1 || total != count)) {
            const QString none = QCoreApplication::translate("Gguf", "none");
            *err = fileError(shown, part->metadataOffset,
                             QCoreApplication::translate(
                                 "Gguf", "its split.no / split.count metadata (%1 / %2) do not match its name (part %3 "
                                         "of %4; split.no counts from 0)")
                                 .arg(no ? number(*no) : none, total ? number(*total) : none)
                                 .arg(i)
                                 .arg(count));
            return false;
        }
        parts->push_back(std::move(*part));
        names->append(shown);
    }
    return true;
}

} // namespace

std::optional<ImportedModel> importGguf(const QString &path, GgufError *error)
{
    GgufError local;
    GgufError *err = error ? error : &local;
    const QFileInfo info(path);
    // llama.cpp `llama_split_path`: "%s-%05d-of-%05d.gguf", parts numbered from 1.
    static const QRegularExpression kSplitName(QStringLiteral("^(.*)-(\\d{5})-of-(\\d{5})\\.gguf$"));
    const QRegularExpressionMatch match = kSplitName.match(info.fileName());
    std::vector<GgufHeader> parts;
    QStringList names;
    if (match.hasMatch()) {
        if (!readSplitParts(info, match, &parts, &names, err))
            return std::nullopt;
    } else {
        std::optional<GgufHeader> header = readFile(path, err);
        if (!header)
            return std::nullopt;
        const QString shown = QDir::toNativeSeparators(path);
        const std::optional<std::int64_t> total = splitValue(*header, "split.count");
        if (total && *total > 1) {
            *err = fileError(shown, header->metadataOffset,
                             QCoreApplication::translate(
                                 "Gguf",
                                 "this is one part of a model split into %1 files (split.count), but its name does not "
                                 "end in -00001-of-%2.gguf, so the other parts cannot be found")
                                 .arg(number(*total))
                                 .arg(*total, 5, 10, QLatin1Char('0')));
            return std::nullopt;
        }
        parts.push_back(std::move(*header));
        names.append(shown);
    }
    std::optional<ImportedModel> model = importGgufHeaders(parts, names, err);
    if (model)
        model->filePath = info.absoluteFilePath();
    return model;
}

} // namespace headroom::catalog
