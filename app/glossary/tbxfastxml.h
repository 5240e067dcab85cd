// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Private to termbase.cpp: the fast path of Termbase::fromTbx(). A strict, non-recursive pull tokenizer for
// the plain XML that real TBX files are (UTF-8, elements, attributes, text, CDATA, comments, processing
// instructions, the five predefined entities and character references, namespaces). It never reports an
// error: on anything else or anything doubtful (a DOCTYPE, another entity, a non-ASCII or malformed name, a
// mismatched tag, bad UTF-8, a character XML forbids, an undeclared prefix, "]]>" in text, nesting deeper
// than kMaxTbxDepth, ...) it stops with bailed() set and the caller parses the same bytes again with
// QXmlStreamReader, which accepts or refuses them and words the error exactly as before. So the fast path
// only ever accepts well-formed documents, and every message, line and column still comes from the
// QXmlStreamReader path. Input is read in place (one validation pass, then spans); texts are decoded
// straight into the caller's string. Cost: linear in the input, memory: the open elements only.

#include <QString>
#include <QStringDecoder>
#include <QStringView>
#include <QXmlStreamReader>

#include <cstring>
#include <vector>

namespace headroom::glossary::detail {

class FastXml
{
public:
    using Token = QXmlStreamReader::TokenType;

    FastXml(const QByteArray &data, int maxDepth)
        : m_p(data.constData())
        , m_end(data.constData() + data.size())
        , m_maxDepth(maxDepth)
    {
        if (m_end - m_p >= 3 && std::memcmp(m_p, "\xEF\xBB\xBF", 3) == 0)
            m_p += 3;
        if (!validUtf8(m_p, m_end))
            bail();
        else if (startsWith("<?xml") && m_end - m_p > 5 && isSpace(m_p[5]))
            readDeclaration();
    }

    static constexpr bool kFast = true;
    bool bailed() const { return m_bailed; }
    qint64 lineNumber() const { return 0; } ///< not tracked: errors are worded by the slow path
    qint64 columnNumber() const { return 0; }
    /// After EndDocument or a bail.
    bool atEnd() const { return m_bailed || m_done; }

    /// The next token: StartElement, EndElement, Characters, Comment (also for a processing instruction),
    /// EndDocument, or Invalid (bailed() is then true).
    Token next();

    QStringView name() const { return m_local; }
    QStringView prefix() const { return m_prefix; }
    QStringView namespaceUri() const { return m_uri; }
    /// The (normalized, entity-expanded) value of the attribute with qualified name `qname` of the current
    /// start element; empty when absent.
    QStringView attribute(QStringView qname) const
    {
        for (const Attribute &a : m_attributes) {
            if (QLatin1StringView(a.name, a.nameSize) == qname)
                return QStringView(m_values).mid(a.valueOffset, a.valueSize);
        }
        return {};
    }
    /// Appends the current Characters token's text to `out`.
    void appendText(QString *out)
    {
        if (m_references)
            out->append(m_decoded);
        else
            appendUtf8(out, m_textBegin, m_textEnd);
    }

private:
    struct Attribute {
        const char *name;
        qsizetype nameSize;
        qsizetype valueOffset;
        qsizetype valueSize;
    };
    struct Open {
        const char *name;
        qsizetype size;
        std::size_t namespaces; // m_namespaces.size() before this element's declarations
    };
    struct Namespace {
        QString prefix; // empty: the default namespace
        QString uri;
    };

    /// The value of digit `c` (hexadecimal when `hex`), or -1.
    static int digitValue(char16_t c, bool hex)
    {
        if (c >= u'0' && c <= u'9')
            return c - u'0';
        if (hex && c >= u'a' && c <= u'f')
            return c - u'a' + 10;
        if (hex && c >= u'A' && c <= u'F')
            return c - u'A' + 10;
        return -1;
    }
    static bool isSpace(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }
    static bool isNameStart(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_'; }
    static bool isNameChar(char c) { return isNameStart(c) || (c >= '0' && c <= '9') || c == '-' || c == '.'; }

    Token bail()
    {
        m_bailed = true;
        m_p = m_end;
        return QXmlStreamReader::Invalid;
    }
    bool startsWith(const char *s) const
    {
        const std::size_t n = std::strlen(s);
        return std::size_t(m_end - m_p) >= n && std::memcmp(m_p, s, n) == 0;
    }
    void skipSpace()
    {
        while (m_p < m_end && isSpace(*m_p))
            ++m_p;
    }
    /// Where `s` next occurs at or after m_p, or nullptr.
    const char *find(const char *s) const
    {
        const std::size_t n = std::strlen(s);
        for (const char *at = m_p; at < m_end;) {
            at = static_cast<const char *>(std::memchr(at, s[0], std::size_t(m_end - at)));
            if (!at || std::size_t(m_end - at) < n)
                return nullptr;
            if (std::memcmp(at, s, n) == 0)
                return at;
            ++at;
        }
        return nullptr;
    }

    /// Well-formed UTF-8 of XML characters only: no C0 control but TAB/LF/CR, no U+FFFE/U+FFFF, no
    /// surrogate, overlong form or code point past U+10FFFF.
    static bool validUtf8(const char *begin, const char *end)
    {
        const auto *p = reinterpret_cast<const unsigned char *>(begin);
        const auto *e = reinterpret_cast<const unsigned char *>(end);
        while (p < e) {
            const unsigned char c = *p;
            if (c < 0x80) {
                if (c < 0x20 && c != '\t' && c != '\n' && c != '\r')
                    return false;
                ++p;
                continue;
            }
            int n = 0;
            char32_t cp = 0;
            if (c >= 0xC2 && c <= 0xDF) {
                n = 1;
                cp = c & 0x1F;
            } else if (c >= 0xE0 && c <= 0xEF) {
                n = 2;
                cp = c & 0x0F;
            } else if (c >= 0xF0 && c <= 0xF4) {
                n = 3;
                cp = c & 0x07;
            } else {
                return false;
            }
            if (e - p <= n)
                return false;
            for (int i = 1; i <= n; ++i) {
                if ((p[i] & 0xC0) != 0x80)
                    return false;
                cp = (cp << 6) | (p[i] & 0x3F);
            }
            if ((n == 2 && cp < 0x800) || (n == 3 && (cp < 0x10000 || cp > 0x10FFFF)) ||
                (cp >= 0xD800 && cp <= 0xDFFF) || cp == 0xFFFE || cp == 0xFFFF)
                return false;
            p += n + 1;
        }
        return true;
    }

    void appendUtf8(QString *out, const char *begin, const char *end)
    {
        if (begin == end)
            return;
        const qsizetype old = out->size();
        out->resize(old + (end - begin)); // UTF-16 never needs more units than UTF-8 has bytes
        QChar *stop = m_decoder.appendToBuffer(out->data() + old, QByteArrayView(begin, end - begin));
        out->truncate(stop - out->constData());
    }

    /// Decodes text or an attribute value (`attribute`: TAB, LF, CR become spaces) with its references.
    bool appendDecoded(QString *out, const char *begin, const char *end, bool attribute);
    bool readDeclaration();
    Token readStartTag();
    Token readEndTag();
    Token readText();
    Token readMarkup();
    /// An XML name of ASCII letters, digits, '_', '-', '.', with at most one ':' inside. Sets `colon`.
    bool readName(const char **colon);
    bool resolve(QStringView prefix, QString *uri) const;

    const char *m_p;
    const char *m_end;
    int m_maxDepth;
    bool m_bailed = false;
    bool m_done = false;
    bool m_sawRoot = false;
    bool m_pendingEnd = false;
    bool m_references = false; // the current text has references, expanded into m_decoded
    std::vector<Open> m_open;
    std::vector<Namespace> m_namespaces;
    std::vector<Attribute> m_attributes;
    QString m_decoded; // the current text with its references expanded (when m_references)
    QString m_values;  // the attribute values of the current start element, back to back
    QString m_names;   // prefix + local name of the current element
    QStringView m_local;
    QStringView m_prefix;
    QString m_uri;
    const char *m_textBegin = nullptr;
    const char *m_textEnd = nullptr;
    // ConvertInitialBom: a stateless decoder would otherwise drop a U+FEFF at the start of every text it
    // decodes, which QXmlStreamReader keeps (a fuzz finding: a definition of just U+FEFF did not round-trip).
    QStringDecoder m_decoder{QStringDecoder::Utf8,
                             QStringDecoder::Flag::Stateless | QStringDecoder::Flag::ConvertInitialBom};
};

inline bool FastXml::readName(const char **colon)
{
    *colon = nullptr;
    if (m_p >= m_end || !isNameStart(*m_p))
        return false;
    const char *start = m_p;
    while (m_p < m_end && (isNameChar(*m_p) || *m_p == ':')) {
        if (*m_p == ':') {
            if (*colon || m_p + 1 >= m_end || !isNameStart(m_p[1]))
                return false;
            *colon = m_p;
        }
        ++m_p;
    }
    // A name must end at a delimiter; a non-ASCII name character sends the document to the slow path.
    return m_p < m_end && (isSpace(*m_p) || *m_p == '=' || *m_p == '>' || *m_p == '/' || *m_p == '?') && m_p > start;
}

inline bool FastXml::appendDecoded(QString *out, const char *begin, const char *end, bool attribute)
{
    const char *run = begin;
    auto flush = [&](const char *to) {
        if (!attribute) {
            appendUtf8(out, run, to);
            return;
        }
        for (const char *q = run; q < to;) { // attribute-value normalization, then the UTF-8 run
            const char *stop = q;
            while (stop < to && *stop != '\t' && *stop != '\n' && *stop != '\r')
                ++stop;
            appendUtf8(out, q, stop);
            if (stop < to) {
                out->append(u' ');
                stop += (*stop == '\r' && stop + 1 < to && stop[1] == '\n') ? 2 : 1; // CR LF is one line end
            }
            q = stop;
        }
    };
    for (const char *q = begin; q < end; ++q) {
        if (*q != '&')
            continue;
        flush(q);
        const char *semi = static_cast<const char *>(std::memchr(q, ';', std::size_t(end - q)));
        if (!semi)
            return false;
        const QLatin1StringView ref(q + 1, semi - q - 1);
        if (ref == QLatin1StringView("lt"))
            out->append(u'<');
        else if (ref == QLatin1StringView("gt"))
            out->append(u'>');
        else if (ref == QLatin1StringView("amp"))
            out->append(u'&');
        else if (ref == QLatin1StringView("quot"))
            out->append(u'"');
        else if (ref == QLatin1StringView("apos"))
            out->append(u'\'');
        else if (ref.size() >= 2 && *ref.data() == '#') {
            const bool hex = ref.data()[1] == 'x';
            const char *digit = ref.data() + (hex ? 2 : 1);
            const char *digitsEnd = ref.data() + ref.size();
            if (digit == digitsEnd || digitsEnd - digit > 8)
                return false;
            char32_t cp = 0;
            for (; digit < digitsEnd; ++digit) {
                const int v = digitValue(char16_t(static_cast<unsigned char>(*digit)), hex);
                if (v < 0)
                    return false;
                cp = cp * (hex ? 16 : 10) + char32_t(v);
            }
            const bool allowed = cp == 0x9 || cp == 0xA || cp == 0xD || (cp >= 0x20 && cp <= 0xD7FF) ||
                                 (cp >= 0xE000 && cp <= 0xFFFD) || (cp >= 0x10000 && cp <= 0x10FFFF);
            if (!allowed)
                return false;
            const char32_t one[1] = {cp};
            out->append(QString::fromUcs4(one, 1));
        } else {
            return false; // another entity: declared in a DTD or nowhere, the slow path decides
        }
        q = semi;
        run = semi + 1;
    }
    flush(end);
    return true;
}

inline bool FastXml::readDeclaration()
{
    // <?xml version="1.0" [encoding="UTF-8"] [standalone="yes|no"] ?>, pseudo-attributes in that order.
    const char *close = find("?>");
    if (!close)
        return bail(), false;
    m_p += 5;
    const char *const names[] = {"version", "encoding", "standalone"};
    int next = 0;
    while (true) {
        const char *before = m_p;
        skipSpace();
        if (m_p == close)
            break;
        if (m_p == before)
            return bail(), false;
        int which = -1;
        for (int i = next; i < 3 && which < 0; ++i) {
            if (startsWith(names[i]))
                which = i;
        }
        if (which < 0 || (next == 0 && which != 0))
            return bail(), false;
        m_p += std::strlen(names[which]);
        skipSpace();
        if (m_p >= close || *m_p != '=')
            return bail(), false;
        ++m_p;
        skipSpace();
        if (m_p >= close || (*m_p != '"' && *m_p != '\''))
            return bail(), false;
        const char quote = *m_p++;
        const char *valueEnd = static_cast<const char *>(std::memchr(m_p, quote, std::size_t(close - m_p)));
        if (!valueEnd)
            return bail(), false;
        const QLatin1StringView value(m_p, valueEnd - m_p);
        const bool ok = (which == 0 && value == QLatin1StringView("1.0")) ||
                        (which == 1 && value.compare(QLatin1StringView("utf-8"), Qt::CaseInsensitive) == 0) ||
                        (which == 2 && (value == QLatin1StringView("yes") || value == QLatin1StringView("no")));
        if (!ok)
            return bail(), false;
        m_p = valueEnd + 1;
        next = which + 1;
    }
    if (next == 0)
        return bail(), false;
    m_p = close + 2;
    return true;
}

inline bool FastXml::resolve(QStringView prefix, QString *uri) const
{
    if (prefix == u"xml") {
        *uri = QStringLiteral("http://www.w3.org/XML/1998/namespace");
        return true;
    }
    for (auto it = m_namespaces.crbegin(); it != m_namespaces.crend(); ++it) {
        if (it->prefix == prefix) {
            *uri = it->uri;
            return true;
        }
    }
    uri->clear();
    return prefix.isEmpty(); // no default namespace: fine; an undeclared prefix: an error
}

inline FastXml::Token FastXml::readStartTag()
{
    ++m_p; // '<'
    const char *nameBegin = m_p;
    const char *colon = nullptr;
    if (!readName(&colon))
        return bail();
    const char *nameEnd = m_p;
    if (m_sawRoot && m_open.empty())
        return bail(); // a second root element
    if (int(m_open.size()) + 1 > m_maxDepth)
        return bail(); // the slow path reports the depth with line and column
    m_sawRoot = true;
    m_attributes.clear();
    m_values.resize(0);
    const std::size_t namespacesBefore = m_namespaces.size();
    bool empty = false;
    while (true) {
        const char *before = m_p;
        skipSpace();
        if (m_p >= m_end)
            return bail();
        if (*m_p == '>') {
            ++m_p;
            break;
        }
        if (*m_p == '/') {
            if (m_p + 1 >= m_end || m_p[1] != '>')
                return bail();
            m_p += 2;
            empty = true;
            break;
        }
        if (m_p == before || m_attributes.size() >= 64)
            return bail();
        const char *attrBegin = m_p;
        const char *attrColon = nullptr;
        if (!readName(&attrColon))
            return bail();
        const qsizetype attrSize = m_p - attrBegin;
        skipSpace();
        if (m_p >= m_end || *m_p != '=')
            return bail();
        ++m_p;
        skipSpace();
        if (m_p >= m_end || (*m_p != '"' && *m_p != '\''))
            return bail();
        const char quote = *m_p++;
        const char *valueEnd = static_cast<const char *>(std::memchr(m_p, quote, std::size_t(m_end - m_p)));
        if (!valueEnd || std::memchr(m_p, '<', std::size_t(valueEnd - m_p)))
            return bail();
        for (const Attribute &a : m_attributes) {
            if (a.nameSize == attrSize && std::memcmp(a.name, attrBegin, std::size_t(attrSize)) == 0)
                return bail(); // redefined
        }
        const qsizetype offset = m_values.size();
        if (!appendDecoded(&m_values, m_p, valueEnd, true))
            return bail();
        m_attributes.push_back(Attribute{attrBegin, attrSize, offset, m_values.size() - offset});
        m_p = valueEnd + 1;
        const QLatin1StringView qname(attrBegin, attrSize);
        if (qname == QLatin1StringView("xmlns") || qname.startsWith(QLatin1StringView("xmlns:"))) {
            const QString uri = QStringView(m_values).mid(offset).toString();
            const QString prefix = qname.size() > 5 ? QString(qname.mid(6)) : QString();
            if ((!prefix.isEmpty() && uri.isEmpty()) || prefix == u"xml" || prefix == u"xmlns")
                return bail();
            if (m_namespaces.size() >= 64)
                return bail(); // keeps resolve() cheap; such files take the slow path
            m_namespaces.push_back(Namespace{prefix, uri});
        } else if (attrColon && !qname.startsWith(QLatin1StringView("xml:"))) {
            QString uri;
            if (!resolve(QString(QLatin1StringView(attrBegin, attrColon - attrBegin)), &uri))
                return bail();
        }
    }
    m_names = QLatin1StringView(nameBegin, nameEnd - nameBegin);
    const qsizetype split = colon ? colon - nameBegin : -1;
    m_prefix = split >= 0 ? QStringView(m_names).left(split) : QStringView();
    m_local = split >= 0 ? QStringView(m_names).mid(split + 1) : QStringView(m_names);
    if (m_prefix == u"xml" || m_prefix == u"xmlns" || !resolve(m_prefix, &m_uri))
        return bail();
    m_open.push_back(Open{nameBegin, nameEnd - nameBegin, namespacesBefore});
    m_pendingEnd = empty;
    return QXmlStreamReader::StartElement;
}

inline FastXml::Token FastXml::readEndTag()
{
    m_p += 2; // "</"
    const char *nameBegin = m_p;
    const char *colon = nullptr;
    if (!readName(&colon) || m_open.empty())
        return bail();
    const Open &open = m_open.back();
    if (open.size != m_p - nameBegin || std::memcmp(open.name, nameBegin, std::size_t(open.size)) != 0)
        return bail();
    skipSpace();
    if (m_p >= m_end || *m_p != '>')
        return bail();
    ++m_p;
    m_namespaces.resize(open.namespaces);
    m_open.pop_back();
    return QXmlStreamReader::EndElement;
}

inline FastXml::Token FastXml::readText()
{
    const char *lt = static_cast<const char *>(std::memchr(m_p, '<', std::size_t(m_end - m_p)));
    const char *stop = lt ? lt : m_end;
    m_textBegin = m_p;
    m_textEnd = stop;
    m_p = stop;
    if (m_open.empty()) { // outside the root: white space only
        for (const char *q = m_textBegin; q < m_textEnd; ++q) {
            if (!isSpace(*q))
                return bail();
        }
        return QXmlStreamReader::Comment; // ignorable
    }
    for (const char *q = m_textBegin; q + 2 < m_textEnd; ++q) {
        q = static_cast<const char *>(std::memchr(q, ']', std::size_t(m_textEnd - q)));
        if (!q || q + 2 >= m_textEnd)
            break;
        if (q[1] == ']' && q[2] == '>')
            return bail();
    }
    // References are checked (and expanded) now, whether or not the caller reads this text.
    m_references = std::memchr(m_textBegin, '&', std::size_t(m_textEnd - m_textBegin)) != nullptr;
    if (m_references) {
        m_decoded.resize(0);
        if (!appendDecoded(&m_decoded, m_textBegin, m_textEnd, false))
            return bail();
    }
    return QXmlStreamReader::Characters;
}

inline FastXml::Token FastXml::readMarkup()
{
    if (startsWith("<!--")) {
        m_p += 4;
        const char *dashes = find("--");
        if (!dashes || dashes + 2 >= m_end || dashes[2] != '>')
            return bail();
        m_p = dashes + 3;
        return QXmlStreamReader::Comment;
    }
    if (startsWith("<![CDATA[")) {
        if (m_open.empty())
            return bail();
        m_p += 9;
        const char *close = find("]]>");
        if (!close)
            return bail();
        m_textBegin = m_p;
        m_textEnd = close;
        m_references = false; // CDATA: no references
        m_p = close + 3;
        return QXmlStreamReader::Characters;
    }
    if (startsWith("<?")) {
        m_p += 2;
        const char *target = m_p;
        const char *colon = nullptr;
        if (!readName(&colon) || colon ||
            (m_p - target == 3 &&
             QLatin1StringView(target, 3).compare(QLatin1StringView("xml"), Qt::CaseInsensitive) == 0))
            return bail();
        if (*m_p == '?' ? m_p + 1 >= m_end || m_p[1] != '>' : !isSpace(*m_p))
            return bail(); // the target is followed by white space or at once by "?>"
        const char *close = find("?>");
        if (!close)
            return bail();
        m_p = close + 2;
        return QXmlStreamReader::Comment;
    }
    if (startsWith("</"))
        return readEndTag();
    if (startsWith("<!"))
        return bail(); // DOCTYPE (entities, external DTD): the slow path
    return readStartTag();
}

inline FastXml::Token FastXml::next()
{
    if (m_bailed)
        return QXmlStreamReader::Invalid;
    if (m_pendingEnd) {
        m_pendingEnd = false;
        m_namespaces.resize(m_open.back().namespaces);
        m_open.pop_back();
        return QXmlStreamReader::EndElement;
    }
    if (m_p >= m_end) {
        if (!m_sawRoot || !m_open.empty())
            return bail();
        m_done = true;
        return QXmlStreamReader::EndDocument;
    }
    if (*m_p != '<')
        return readText();
    return readMarkup();
}

} // namespace headroom::glossary::detail
