// SPDX-License-Identifier: GPL-3.0-or-later
// The safetensors header reader and folder import (safetensors.h). The header is parsed by a small strict JSON
// reader written for its schema, so that every error has a byte offset, duplicate keys are caught, integers are
// exact 64-bit values (QJsonValue keeps doubles), and nesting is bounded (no recursion on hostile input
// beyond kMaxSkipDepth). JSON grammar: RFC 8259.

#include <catalog/safetensors.h>

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QSet>
#include <QStringDecoder>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <limits>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace headroom::catalog {

namespace {

constexpr std::int64_t kPrefixBytes = 8; // the u64 header length
constexpr int kMaxSkipDepth = 32;        // nesting of values under unknown keys of a tensor entry
constexpr std::int64_t kInt64Max = std::numeric_limits<std::int64_t>::max();

// lupdate files the messages of free functions here under "headroom::catalog" (and those of HeaderParser
// under its class name), so the lookup uses the same context.
QString tr(const char *text, const char *comment = nullptr, int n = -1)
{
    return QCoreApplication::translate("headroom::catalog", text, comment, n);
}

QString quoted(const QString &text)
{
    return tr("“%1”").arg(text);
}

bool fail(SafetensorsError *error, const QString &file, std::int64_t offset, const QString &problem)
{
    if (error) {
        error->file = file;
        error->offset = offset;
        error->message =
            offset >= 0 ? tr("%1, byte %2: %3.").arg(file).arg(offset).arg(problem) : tr("%1: %2.").arg(file, problem);
    }
    return false;
}

struct DtypeRow {
    SafetensorsDtype dtype;
    const char *name;
    int bits;
};

// tensor.rs `impl Display for Dtype` and `Dtype::bitsize`.
constexpr DtypeRow kDtypes[] = {
    {SafetensorsDtype::BOOL, "BOOL", 8},
    {SafetensorsDtype::F4, "F4", 4},
    {SafetensorsDtype::F6_E2M3, "F6_E2M3", 6},
    {SafetensorsDtype::F6_E3M2, "F6_E3M2", 6},
    {SafetensorsDtype::U8, "U8", 8},
    {SafetensorsDtype::I8, "I8", 8},
    {SafetensorsDtype::F8_E5M2, "F8_E5M2", 8},
    {SafetensorsDtype::F8_E4M3, "F8_E4M3", 8},
    {SafetensorsDtype::F8_E8M0, "F8_E8M0", 8},
    {SafetensorsDtype::F8_E4M3FNUZ, "F8_E4M3FNUZ", 8},
    {SafetensorsDtype::F8_E5M2FNUZ, "F8_E5M2FNUZ", 8},
    {SafetensorsDtype::I16, "I16", 16},
    {SafetensorsDtype::U16, "U16", 16},
    {SafetensorsDtype::F16, "F16", 16},
    {SafetensorsDtype::BF16, "BF16", 16},
    {SafetensorsDtype::I32, "I32", 32},
    {SafetensorsDtype::U32, "U32", 32},
    {SafetensorsDtype::F32, "F32", 32},
    {SafetensorsDtype::C64, "C64", 64},
    {SafetensorsDtype::F64, "F64", 64},
    {SafetensorsDtype::I64, "I64", 64},
    {SafetensorsDtype::U64, "U64", 64},
};

const DtypeRow *rowOf(SafetensorsDtype dtype)
{
    for (const DtypeRow &row : kDtypes) {
        if (row.dtype == dtype)
            return &row;
    }
    return nullptr;
}

/// Reads one header held in memory (`data`, `size` bytes: the N bytes after the length prefix). Positions are
/// relative to `data`; errors are reported at kPrefixBytes + position, i.e. from the start of the file.
class HeaderParser
{
    Q_DECLARE_TR_FUNCTIONS(headroom::catalog::HeaderParser)

public:
    HeaderParser(const char *data, qsizetype size)
        : m_p(data)
        , m_n(size)
    {}

    bool parse(SafetensorsHeader *out);
    std::int64_t errorOffset() const { return kPrefixBytes + m_errorPos; }
    const QString &problem() const { return m_problem; }

private:
    bool failAt(qsizetype at, const QString &problem)
    {
        if (m_problem.isEmpty()) {
            m_errorPos = at;
            m_problem = problem;
        }
        return false;
    }
    bool failSyntax(const QString &expected)
    {
        if (m_pos >= m_n)
            return failAt(m_pos, tr("the header's JSON ends early, where %1 was expected").arg(expected));
        return failAt(m_pos, tr("the header is not valid JSON: %1 was expected").arg(expected));
    }
    void skipWs()
    {
        while (m_pos < m_n && (m_p[m_pos] == ' ' || m_p[m_pos] == '\t' || m_p[m_pos] == '\n' || m_p[m_pos] == '\r'))
            ++m_pos;
    }
    bool consume(char c)
    {
        skipWs();
        if (m_pos < m_n && m_p[m_pos] == c) {
            ++m_pos;
            return true;
        }
        return false;
    }
    bool expect(char c) { return consume(c) || failSyntax(tr("“%1”").arg(QLatin1Char(c))); }
    /// After a member: true with *more set for ',' and cleared for the closing `close`.
    bool nextMember(char close, bool *more)
    {
        if (consume(',')) {
            *more = true;
            return true;
        }
        *more = false;
        return consume(close) || failSyntax(tr("“,” or “%1”").arg(QLatin1Char(close)));
    }
    bool parseString(QByteArray *out);
    bool parseHexEscape(unsigned *unit);
    bool parseCount(std::int64_t *out, const QString &what);
    bool skipNumber();
    bool skipValue(int depth);
    bool parseMetadata(SafetensorsHeader *out);
    bool parseTensor(const QString &name, qsizetype entryPos, SafetensorsTensor *t);
    bool parseCountArray(const QString &what, std::vector<std::int64_t> *out, std::size_t maxItems);

    const char *m_p;
    qsizetype m_n;
    qsizetype m_pos = 0;
    qsizetype m_errorPos = 0;
    QString m_problem;
};

void appendUtf8(QByteArray *out, unsigned cp)
{
    if (cp < 0x80) {
        out->append(char(cp));
    } else if (cp < 0x800) {
        out->append(char(0xC0 | (cp >> 6)));
        out->append(char(0x80 | (cp & 0x3F)));
    } else if (cp < 0x10000) {
        out->append(char(0xE0 | (cp >> 12)));
        out->append(char(0x80 | ((cp >> 6) & 0x3F)));
        out->append(char(0x80 | (cp & 0x3F)));
    } else {
        out->append(char(0xF0 | (cp >> 18)));
        out->append(char(0x80 | ((cp >> 12) & 0x3F)));
        out->append(char(0x80 | ((cp >> 6) & 0x3F)));
        out->append(char(0x80 | (cp & 0x3F)));
    }
}

bool HeaderParser::parseHexEscape(unsigned *unit)
{
    if (m_n - m_pos < 4)
        return failSyntax(tr("four hexadecimal digits"));
    unsigned value = 0;
    for (int i = 0; i < 4; ++i) {
        const char c = m_p[m_pos];
        const int digit = c >= '0' && c <= '9'   ? c - '0'
                          : c >= 'a' && c <= 'f' ? c - 'a' + 10
                          : c >= 'A' && c <= 'F' ? c - 'A' + 10
                                                 : -1;
        if (digit < 0)
            return failSyntax(tr("a hexadecimal digit"));
        value = value * 16 + unsigned(digit);
        ++m_pos;
    }
    *unit = value;
    return true;
}

// A JSON string at m_pos (after white space), decoded to UTF-8 into *out (when given). The header was checked
// to be valid UTF-8 as a whole, so raw bytes are copied as they are.
bool HeaderParser::parseString(QByteArray *out)
{
    skipWs();
    if (m_pos >= m_n || m_p[m_pos] != '"')
        return failSyntax(tr("a string"));
    ++m_pos;
    while (m_pos < m_n) {
        const unsigned char c = static_cast<unsigned char>(m_p[m_pos]);
        if (c == '"') {
            ++m_pos;
            return true;
        }
        if (c < 0x20)
            return failAt(m_pos, tr("the header is not valid JSON: a control character inside a string"));
        if (c != '\\') {
            qsizetype end = m_pos + 1; // a run of plain bytes, appended at once
            while (end < m_n && m_p[end] != '"' && m_p[end] != '\\' && static_cast<unsigned char>(m_p[end]) >= 0x20)
                ++end;
            if (out)
                out->append(m_p + m_pos, end - m_pos);
            m_pos = end;
            continue;
        }
        if (++m_pos >= m_n)
            break;
        const char e = m_p[m_pos++];
        const char *simple = "\"\\/bfnrt";
        const char *decoded = "\"\\/\b\f\n\r\t";
        if (const char *hit = std::strchr(simple, e); hit && e != '\0') {
            if (out)
                out->append(decoded[hit - simple]);
            continue;
        }
        if (e != 'u') {
            m_pos -= 1;
            return failSyntax(tr("a valid escape sequence"));
        }
        unsigned unit = 0;
        if (!parseHexEscape(&unit))
            return false;
        if (unit >= 0xDC00 && unit <= 0xDFFF)
            return failAt(m_pos - 6, tr("the header is not valid JSON: a lone low surrogate in a \\u escape"));
        if (unit >= 0xD800 && unit <= 0xDBFF) {
            unsigned low = 0;
            if (m_n - m_pos < 2 || m_p[m_pos] != '\\' || m_p[m_pos + 1] != 'u')
                return failAt(m_pos, tr("the header is not valid JSON: a lone high surrogate in a \\u escape"));
            m_pos += 2;
            if (!parseHexEscape(&low))
                return false;
            if (low < 0xDC00 || low > 0xDFFF)
                return failAt(m_pos - 6, tr("the header is not valid JSON: a lone high surrogate in a \\u escape"));
            unit = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00);
        }
        if (out)
            appendUtf8(out, unit);
    }
    return failSyntax(tr("the end of the string"));
}

// A non-negative JSON integer that fits in 63 bits.
bool HeaderParser::parseCount(std::int64_t *out, const QString &what)
{
    skipWs();
    const qsizetype start = m_pos;
    if (m_pos < m_n && m_p[m_pos] == '-')
        return failAt(start, tr("%1 holds a negative number").arg(what));
    if (m_pos >= m_n || m_p[m_pos] < '0' || m_p[m_pos] > '9')
        return failAt(start, tr("%1 holds something other than a whole number").arg(what));
    std::int64_t value = 0;
    while (m_pos < m_n && m_p[m_pos] >= '0' && m_p[m_pos] <= '9') {
        if (value == 0 && m_pos > start)
            return failAt(start, tr("the header is not valid JSON: a number with a leading zero"));
        if (__builtin_mul_overflow(value, 10, &value) || __builtin_add_overflow(value, m_p[m_pos] - '0', &value))
            return failAt(start, tr("%1 holds a number larger than 2^63 - 1").arg(what));
        ++m_pos;
    }
    if (m_pos < m_n && (m_p[m_pos] == '.' || m_p[m_pos] == 'e' || m_p[m_pos] == 'E'))
        return failAt(start, tr("%1 holds a number that is not a whole number").arg(what));
    *out = value;
    return true;
}

bool HeaderParser::skipNumber()
{
    auto digits = [this] {
        const qsizetype from = m_pos;
        while (m_pos < m_n && m_p[m_pos] >= '0' && m_p[m_pos] <= '9')
            ++m_pos;
        return m_pos > from;
    };
    if (m_p[m_pos] == '-')
        ++m_pos;
    if (!digits())
        return failSyntax(tr("a digit"));
    if (m_pos < m_n && m_p[m_pos] == '.') {
        ++m_pos;
        if (!digits())
            return failSyntax(tr("a digit"));
    }
    if (m_pos < m_n && (m_p[m_pos] == 'e' || m_p[m_pos] == 'E')) {
        ++m_pos;
        if (m_pos < m_n && (m_p[m_pos] == '+' || m_p[m_pos] == '-'))
            ++m_pos;
        if (!digits())
            return failSyntax(tr("a digit"));
    }
    return true;
}

// Any JSON value (under a key of a tensor entry that the spec does not define), nested at most kMaxSkipDepth deep.
bool HeaderParser::skipValue(int depth)
{
    skipWs();
    if (m_pos >= m_n)
        return failSyntax(tr("a value"));
    const char c = m_p[m_pos];
    if (c == '"')
        return parseString(nullptr);
    if (c == '-' || (c >= '0' && c <= '9'))
        return skipNumber();
    for (const char *literal : {"true", "false", "null"}) {
        const qsizetype length = qsizetype(std::strlen(literal));
        if (m_n - m_pos >= length && std::memcmp(m_p + m_pos, literal, size_t(length)) == 0) {
            m_pos += length;
            return true;
        }
    }
    if (c != '{' && c != '[')
        return failSyntax(tr("a value"));
    if (depth >= kMaxSkipDepth)
        return failAt(m_pos, tr("the header nests values more than %1 deep").arg(kMaxSkipDepth));
    const char close = c == '{' ? '}' : ']';
    ++m_pos;
    if (consume(close))
        return true;
    for (bool more = true; more;) {
        if (c == '{' && (!parseString(nullptr) || !expect(':')))
            return false;
        if (!skipValue(depth + 1) || !nextMember(close, &more))
            return false;
    }
    return true;
}

bool HeaderParser::parseMetadata(SafetensorsHeader *out)
{
    skipWs();
    if (m_n - m_pos >= 4 && std::memcmp(m_p + m_pos, "null", 4) == 0) { // serde: Option::None
        m_pos += 4;
        return true;
    }
    if (!consume('{'))
        return failAt(m_pos, tr("“__metadata__” is not an object"));
    if (consume('}'))
        return true;
    QSet<QString> seen;
    for (bool more = true; more;) {
        skipWs();
        const qsizetype keyPos = m_pos;
        QByteArray key;
        QByteArray value;
        if (!parseString(&key) || !expect(':'))
            return false;
        skipWs();
        if (m_pos < m_n && m_p[m_pos] != '"')
            return failAt(m_pos,
                          tr("the “__metadata__” value of %1 is not a string").arg(quoted(QString::fromUtf8(key))));
        if (!parseString(&value))
            return false;
        const QString name = QString::fromUtf8(key);
        if (seen.contains(name))
            return failAt(keyPos, tr("the “__metadata__” key %1 appears twice").arg(quoted(name)));
        seen.insert(name);
        out->metadata.append({name, QString::fromUtf8(value)});
        if (!nextMember('}', &more))
            return false;
    }
    return true;
}

bool HeaderParser::parseCountArray(const QString &what, std::vector<std::int64_t> *out, std::size_t maxItems)
{
    const qsizetype start = (skipWs(), m_pos);
    if (!consume('['))
        return failAt(start, tr("%1 is not an array").arg(what));
    if (consume(']'))
        return true;
    for (bool more = true; more;) {
        if (out->size() >= maxItems)
            return failAt(start, tr("%1 has more than %2 items").arg(what).arg(maxItems));
        std::int64_t value = 0;
        if (!parseCount(&value, what))
            return false;
        out->push_back(value);
        if (!nextMember(']', &more))
            return false;
    }
    return true;
}

bool HeaderParser::parseTensor(const QString &name, qsizetype entryPos, SafetensorsTensor *t)
{
    t->name = name;
    t->headerOffset = kPrefixBytes + entryPos;
    if (!consume('{'))
        return failAt(m_pos, tr("the entry %1 is not an object").arg(quoted(name)));
    bool haveDtype = false, haveShape = false, haveOffsets = false;
    bool more = !consume('}');
    while (more) {
        skipWs();
        const qsizetype keyPos = m_pos;
        QByteArray key;
        if (!parseString(&key) || !expect(':'))
            return false;
        bool *have = key == "dtype"          ? &haveDtype
                     : key == "shape"        ? &haveShape
                     : key == "data_offsets" ? &haveOffsets
                                             : nullptr;
        if (have && *have)
            return failAt(keyPos,
                          tr("the tensor %1 has the key %2 twice").arg(quoted(name), quoted(QString::fromUtf8(key))));
        if (have)
            *have = true;
        if (key == "dtype") {
            skipWs();
            const qsizetype valuePos = m_pos;
            QByteArray dtype;
            if (m_pos < m_n && m_p[m_pos] != '"')
                return failAt(valuePos, tr("the dtype of the tensor %1 is not a string").arg(quoted(name)));
            if (!parseString(&dtype))
                return false;
            const std::optional<SafetensorsDtype> known = safetensorsDtypeFromName(dtype);
            if (!known)
                return failAt(valuePos, tr("the tensor %1 has the unknown dtype %2")
                                            .arg(quoted(name), quoted(QString::fromUtf8(dtype.left(64)))));
            t->dtype = *known;
        } else if (key == "shape") {
            if (!parseCountArray(tr("the shape of the tensor %1").arg(quoted(name)), &t->shape, kMaxSafetensorsRank))
                return false;
        } else if (key == "data_offsets") {
            skipWs();
            const qsizetype valuePos = m_pos;
            std::vector<std::int64_t> offsets;
            if (!parseCountArray(tr("data_offsets of the tensor %1").arg(quoted(name)), &offsets, 2))
                return false;
            if (offsets.size() != 2)
                return failAt(valuePos,
                              tr("data_offsets of the tensor %1 is not a pair [begin, end]").arg(quoted(name)));
            t->begin = offsets[0];
            t->end = offsets[1];
        } else if (!skipValue(0)) {
            return false;
        }
        if (!nextMember('}', &more))
            return false;
    }
    const char *missing = !haveDtype ? "dtype" : !haveShape ? "shape" : !haveOffsets ? "data_offsets" : nullptr;
    if (missing)
        return failAt(entryPos, tr("the tensor %1 has no %2").arg(quoted(name), quoted(QLatin1String(missing))));
    return true;
}

bool HeaderParser::parse(SafetensorsHeader *out)
{
    if (m_n == 0 || m_p[0] != '{')
        return failAt(0, tr("the header does not start with “{”"));
    m_pos = 1;
    QSet<QString> seen;
    bool more = !consume('}');
    while (more) {
        skipWs();
        const qsizetype entryPos = m_pos;
        QByteArray key;
        if (!parseString(&key) || !expect(':'))
            return false;
        const QString name = QString::fromUtf8(key);
        if (seen.contains(name))
            return failAt(entryPos, tr("the key %1 appears twice").arg(quoted(name)));
        seen.insert(name);
        if (name == QLatin1String("__metadata__")) {
            if (!parseMetadata(out))
                return false;
        } else {
            SafetensorsTensor tensor;
            if (!parseTensor(name, entryPos, &tensor))
                return false;
            out->tensors.append(std::move(tensor));
        }
        if (!nextMember('}', &more))
            return false;
    }
    skipWs();
    if (m_pos != m_n)
        return failAt(m_pos, tr("the header has bytes after its JSON object"));
    return true;
}

/// end - begin against the shape and dtype (tensor.rs `Metadata::validate`).
bool checkTensorSize(const SafetensorsTensor &t, QString *problem)
{
    if (t.end < t.begin) {
        *problem =
            tr("the data of the tensor %1 ends (%2) before it begins (%3)").arg(quoted(t.name)).arg(t.end).arg(t.begin);
        return false;
    }
    std::int64_t elements = 1;
    for (const std::int64_t dim : t.shape) {
        if (__builtin_mul_overflow(elements, dim, &elements)) {
            *problem = tr("the element count of the tensor %1 overflows 64 bits").arg(quoted(t.name));
            return false;
        }
    }
    const int bits = safetensorsDtypeBits(t.dtype);
    std::int64_t totalBits = 0;
    if (__builtin_mul_overflow(elements, std::int64_t(bits), &totalBits)) {
        *problem = tr("the size of the tensor %1 overflows 64 bits").arg(quoted(t.name));
        return false;
    }
    if (totalBits % 8 != 0) {
        *problem = tr("the tensor %1 (%2 elements of %3 bits) is not a whole number of bytes")
                       .arg(quoted(t.name))
                       .arg(elements)
                       .arg(bits);
        return false;
    }
    if (totalBits / 8 != t.bytes()) {
        *problem = tr("the tensor %1 has %2 elements of %3 (%4 bytes) but its data_offsets span %5 bytes")
                       .arg(quoted(t.name))
                       .arg(elements)
                       .arg(safetensorsDtypeName(t.dtype))
                       .arg(totalBits / 8)
                       .arg(t.bytes());
        return false;
    }
    return true;
}

/// Sorted by begin, the tensors must tile the data buffer [0, dataBytes) exactly.
bool checkLayout(const SafetensorsHeader &header, const QString &fileName, SafetensorsError *error)
{
    std::int64_t next = 0;
    const SafetensorsTensor *previous = nullptr;
    for (const SafetensorsTensor &t : header.tensors) {
        if (t.end > header.dataBytes)
            return fail(error, fileName, t.headerOffset,
                        tr("the data of the tensor %1 ends at byte %2 of the data buffer, past its end (%3 bytes): "
                           "the file is truncated")
                            .arg(quoted(t.name))
                            .arg(t.end)
                            .arg(header.dataBytes));
        if (t.begin < next && previous)
            return fail(error, fileName, t.headerOffset,
                        tr("the data of the tensors %1 and %2 overlap").arg(quoted(previous->name), quoted(t.name)));
        if (t.begin > next)
            return fail(error, fileName, t.headerOffset,
                        tr("bytes %1 to %2 of the data buffer, before the tensor %3, belong to no tensor (the format "
                           "allows no holes)")
                            .arg(next)
                            .arg(t.begin - 1)
                            .arg(quoted(t.name)));
        next = t.end;
        previous = &t;
    }
    if (next != header.dataBytes)
        return fail(error, fileName, kPrefixBytes + header.headerBytes + next,
                    tr("the file has %1 bytes after the data of its last tensor (the format allows none)")
                        .arg(header.dataBytes - next));
    return true;
}

/// True when `bytes` is valid UTF-8. Decoded in pieces of about 1 MiB cut before a lead byte, each with a fresh
/// stateless decoder, so that a 100 MB header never needs a 200 MB QString.
bool isValidUtf8(const QByteArray &bytes)
{
    constexpr qsizetype kPiece = 1 << 20;
    qsizetype at = 0;
    while (at < bytes.size()) {
        qsizetype end = std::min(bytes.size(), at + kPiece);
        for (int back = 0; back < 3 && end < bytes.size() && end > at + 1 && (uchar(bytes[end]) & 0xC0) == 0x80; ++back)
            --end;
        QStringDecoder utf8(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
        const QString piece = utf8(QByteArrayView(bytes.constData() + at, end - at));
        if (utf8.hasError())
            return false;
        at = end;
    }
    return true;
}

/// Closes a POSIX descriptor on every path out of a function.
struct Fd {
    int fd = -1;
    ~Fd()
    {
        if (fd >= 0)
            ::close(fd);
    }
};

bool readFully(int fd, char *to, std::int64_t count, std::int64_t at)
{
    while (count > 0) {
        const ssize_t n = ::pread(fd, to, size_t(count), off_t(at));
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            return false;
        to += n;
        count -= n;
        at += n;
    }
    return true;
}

} // namespace

std::optional<SafetensorsDtype> safetensorsDtypeFromName(const QByteArray &name)
{
    for (const DtypeRow &row : kDtypes) {
        if (name == row.name)
            return row.dtype;
    }
    return std::nullopt;
}

QLatin1String safetensorsDtypeName(SafetensorsDtype dtype)
{
    const DtypeRow *row = rowOf(dtype);
    return row ? QLatin1String(row->name) : QLatin1String();
}

int safetensorsDtypeBits(SafetensorsDtype dtype)
{
    const DtypeRow *row = rowOf(dtype);
    return row ? row->bits : 0;
}

std::optional<SafetensorsHeader> readSafetensorsHeader(const QByteArray &bytes, std::int64_t fileSize,
                                                       const QString &fileName, SafetensorsError *error)
{
    if (fileSize < kPrefixBytes || bytes.size() < kPrefixBytes) {
        fail(error, fileName, 0, tr("the file is shorter than the 8-byte header length"));
        return std::nullopt;
    }
    std::uint64_t n = 0;
    for (int i = 7; i >= 0; --i)
        n = (n << 8) | static_cast<unsigned char>(bytes[i]);
    if (n > std::uint64_t(kMaxSafetensorsHeaderBytes)) {
        fail(error, fileName, 0,
             tr("the header length %1 is larger than the format's limit of 100,000,000 bytes").arg(n));
        return std::nullopt;
    }
    if (std::int64_t(n) > fileSize - kPrefixBytes || std::int64_t(n) > bytes.size() - kPrefixBytes) {
        fail(error, fileName, 0,
             tr("the header length %1 runs past the end of the file (%2 bytes)").arg(n).arg(fileSize));
        return std::nullopt;
    }
    SafetensorsHeader header;
    header.headerBytes = std::int64_t(n);
    header.dataBytes = fileSize - kPrefixBytes - header.headerBytes;
    const QByteArray json = QByteArray::fromRawData(bytes.constData() + kPrefixBytes, qsizetype(n));
    if (!isValidUtf8(json)) {
        fail(error, fileName, kPrefixBytes, tr("the header is not valid UTF-8"));
        return std::nullopt;
    }
    HeaderParser parser(json.constData(), json.size());
    if (!parser.parse(&header)) {
        fail(error, fileName, parser.errorOffset(), parser.problem());
        return std::nullopt;
    }
    for (const SafetensorsTensor &t : std::as_const(header.tensors)) {
        QString problem;
        if (!checkTensorSize(t, &problem)) {
            fail(error, fileName, t.headerOffset, problem);
            return std::nullopt;
        }
    }
    std::sort(header.tensors.begin(), header.tensors.end(), [](const SafetensorsTensor &a, const SafetensorsTensor &b) {
        return a.begin != b.begin ? a.begin < b.begin : a.end < b.end;
    });
    if (!checkLayout(header, fileName, error))
        return std::nullopt;
    return header;
}

std::optional<SafetensorsHeader> readSafetensorsFile(const QString &path, SafetensorsError *error)
{
    const QString name = QDir::toNativeSeparators(path);
    Fd file;
    // O_NONBLOCK: opening a FIFO for reading would otherwise wait for a writer forever.
    file.fd = ::open(QFile::encodeName(path).constData(), O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY);
    if (file.fd < 0) {
        const int code = errno;
        fail(error, name, -1,
             code == ENOENT || code == ENOTDIR
                 ? tr("the file does not exist")
                 : tr("the file cannot be read (%1)").arg(QString::fromLocal8Bit(std::strerror(code))));
        return std::nullopt;
    }
    struct stat st {
    };
    if (::fstat(file.fd, &st) != 0 || !S_ISREG(st.st_mode)) {
        fail(error, name, -1, tr("it is not a regular file"));
        return std::nullopt;
    }
    const std::int64_t size = std::int64_t(st.st_size);
    QByteArray prefix(kPrefixBytes, Qt::Uninitialized);
    if (size < kPrefixBytes || !readFully(file.fd, prefix.data(), kPrefixBytes, 0))
        return readSafetensorsHeader(QByteArray(), size, name, error);
    std::uint64_t n = 0;
    for (int i = 7; i >= 0; --i)
        n = (n << 8) | static_cast<unsigned char>(prefix[i]);
    if (n > std::uint64_t(kMaxSafetensorsHeaderBytes) || std::int64_t(n) > size - kPrefixBytes)
        return readSafetensorsHeader(prefix, size, name, error); // reports the bad length
    QByteArray bytes(kPrefixBytes + qsizetype(n), Qt::Uninitialized);
    std::memcpy(bytes.data(), prefix.constData(), size_t(kPrefixBytes));
    if (!readFully(file.fd, bytes.data() + kPrefixBytes, std::int64_t(n), kPrefixBytes)) {
        fail(error, name, kPrefixBytes, tr("the header could not be read in full"));
        return std::nullopt;
    }
    return readSafetensorsHeader(bytes, size, name, error);
}

} // namespace headroom::catalog
