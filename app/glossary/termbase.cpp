// SPDX-License-Identifier: GPL-3.0-or-later
#include <glossary/termbase.h>

#include "tbxfastxml.h"

#include <QCoreApplication>
#include <QDir>
#include <QRegularExpression>
#include <QSet>
#include <QXmlStreamReader>
#include <QXmlStreamWriter>

#include <algorithm>
#include <cstdint>
#include <string_view>
#include <utility>
#include <vector>

namespace headroom::glossary {

namespace {

QString trText(const char *text)
{
    return QCoreApplication::translate("headroom::glossary::Termbase", text);
}

/// "en-US", "EN_us", "en" -> "en" (BCP 47 primary subtag, lower case; real exports use "en-us", "de-DE").
QString primaryLanguage(QStringView tag)
{
    QString lang;
    for (const QChar c : tag.trimmed()) {
        if (c == u'-' || c == u'_')
            break;
        lang.append(c.toLower()); // language subtags are ASCII letters
    }
    return lang;
}

/// An administrativeStatus value in the TBX-Basic picklist form: "preferredTerm-admn-sts",
/// "admittedTerm-admn-sts", "deprecatedTerm-admn-sts", "supersededTerm-admn-sts", also from the short forms
/// some exporters write ("preferred", "preferredTerm", any case: TermWeb in openSUSE/suse-terminology). Any
/// other value is returned as it is.
QString normalizedStatus(const QString &value)
{
    static const QString kForms[] = {QStringLiteral("preferredTerm-admn-sts"), QStringLiteral("admittedTerm-admn-sts"),
                                     QStringLiteral("deprecatedTerm-admn-sts"),
                                     QStringLiteral("supersededTerm-admn-sts")};
    for (const QString &form : kForms) {
        const QStringView word = QStringView(form).left(form.indexOf(u'T')); // "preferred"
        const QStringView full = QStringView(form);
        if (value.compare(full, Qt::CaseInsensitive) == 0 || value.compare(word, Qt::CaseInsensitive) == 0 ||
            value.compare(full.left(word.size() + 4), Qt::CaseInsensitive) == 0)
            return form;
    }
    return value;
}

bool isPreferredStatus(const QString &normalized)
{
    return normalized == QLatin1StringView("preferredTerm-admn-sts");
}

/// DCA element names the reader keeps as TbxDatum (TBX-Basic data categories and their group members).
bool isDatumElement(QStringView name)
{
    static constexpr std::u16string_view kNames[] = {u"termNote", u"descrip",     u"note",     u"ref",
                                                     u"admin",    u"xref",        u"transac",  u"transacNote",
                                                     u"date",     u"descripNote", u"adminNote"};
    for (const std::u16string_view n : kNames) {
        if (name == QStringView(n.data(), qsizetype(n.size())))
            return true;
    }
    return false;
}

/// Whether QString::simplified() would change `text` (a quick scan: most texts are already simple).
bool needsSimplifying(const QString &text)
{
    const char16_t *p = reinterpret_cast<const char16_t *>(text.constData());
    const qsizetype n = text.size();
    if (n == 0)
        return false;
    if (p[0] == u' ' || p[n - 1] == u' ')
        return true;
    for (qsizetype i = 0; i < n; ++i) {
        const char16_t c = p[i];
        if (c < 0x21) {
            if (c != u' ' || p[i + 1] == u' ') // p[n - 1] is not a space, so i + 1 < n here
                return true;
        } else if (c >= 0x80 && (c == 0x85 || c == 0xA0 || c >= 0x1680) && QChar::isSpace(c)) {
            return true;
        }
    }
    return false;
}

/// `s` as a QString, shared (not allocated) for the element names and types TBX-Basic files repeat.
QString interned(QStringView s)
{
    static const QString kCommon[] = {QStringLiteral("termNote"),
                                      QStringLiteral("descrip"),
                                      QStringLiteral("note"),
                                      QStringLiteral("ref"),
                                      QStringLiteral("admin"),
                                      QStringLiteral("xref"),
                                      QStringLiteral("transac"),
                                      QStringLiteral("transacNote"),
                                      QStringLiteral("date"),
                                      QStringLiteral("administrativeStatus"),
                                      QStringLiteral("partOfSpeech"),
                                      QStringLiteral("termType"),
                                      QStringLiteral("definition"),
                                      QStringLiteral("context"),
                                      QStringLiteral("source"),
                                      QStringLiteral("subjectField"),
                                      QStringLiteral("crossReference"),
                                      QStringLiteral("xGraphic"),
                                      QStringLiteral("transactionType"),
                                      QStringLiteral("responsibility"),
                                      QStringLiteral("grammaticalGender"),
                                      QStringLiteral("geographicalUsage"),
                                      QStringLiteral("termLocation"),
                                      QStringLiteral("customerSubset"),
                                      QStringLiteral("projectSubset"),
                                      QStringLiteral("externalCrossReference")};
    if (s.isEmpty())
        return QString();
    for (const QString &common : kCommon) {
        if (common == s)
            return common;
    }
    return s.toString();
}

/// The group element a TbxDatum group is written as, from its first item.
QString groupElement(const QString &firstElement)
{
    if (firstElement == QLatin1StringView("transac") || firstElement == QLatin1StringView("transacNote") ||
        firstElement == QLatin1StringView("date"))
        return QStringLiteral("transacGrp");
    if (firstElement == QLatin1StringView("termNote"))
        return QStringLiteral("termNoteGrp");
    if (firstElement == QLatin1StringView("admin"))
        return QStringLiteral("adminGrp");
    return QStringLiteral("descripGrp");
}

/// TBX-Basic DCT element (local name, in the min: or basic: namespace) -> the DCA element and type it stands
/// for (LTAC-Global TBX_min_module / TBX_basic_module, ISO 30042:2019 TBX-Basic). Null element if unknown.
struct DcaName {
    const char16_t *element = nullptr;
    const char16_t *type = nullptr;
};

DcaName dctToDca(QStringView local)
{
    static constexpr struct {
        const char16_t *dct;
        DcaName dca;
    } kMap[] = {
        {u"subjectField", {u"descrip", u"subjectField"}},
        {u"definition", {u"descrip", u"definition"}},
        {u"context", {u"descrip", u"context"}},
        {u"source", {u"admin", u"source"}},
        {u"customerSubset", {u"admin", u"customerSubset"}},
        {u"projectSubset", {u"admin", u"projectSubset"}},
        {u"administrativeStatus", {u"termNote", u"administrativeStatus"}},
        {u"partOfSpeech", {u"termNote", u"partOfSpeech"}},
        {u"termType", {u"termNote", u"termType"}},
        {u"grammaticalGender", {u"termNote", u"grammaticalGender"}},
        {u"geographicalUsage", {u"termNote", u"geographicalUsage"}},
        {u"termLocation", {u"termNote", u"termLocation"}},
        {u"xGraphic", {u"xref", u"xGraphic"}},
        {u"externalCrossReference", {u"xref", u"externalCrossReference"}},
        {u"crossReference", {u"ref", u"crossReference"}},
        {u"transactionType", {u"transac", u"transactionType"}},
        {u"responsibility", {u"transacNote", u"responsibility"}},
    };
    for (const auto &entry : kMap) {
        if (local == QStringView(entry.dct))
            return entry.dca;
    }
    return {};
}

const QString &generatedStatus(qsizetype position)
{
    static const QString preferred = QStringLiteral("preferredTerm-admn-sts");
    static const QString admitted = QStringLiteral("admittedTerm-admn-sts");
    return position == 0 ? preferred : admitted;
}

struct TermDraft {
    QString text;
    bool preferred = false;
    QList<TbxDatum> data;
};

struct LangDraft {
    QString code; // primary language subtag, never empty
    QList<TermDraft> terms;
    QString definition;
    int definitionGroup = -1; // the group the definition was read in (its source is in the same one)
    QString definitionSource;
    QStringList notes;
    QList<TbxDatum> data;
};

struct ConceptDraft {
    QString id;
    qint64 line = 0;
    QString subject;
    QString conceptDefinition; // a definition at concept level (no language)
    QStringList related;
    QList<TbxDatum> data;
    std::vector<LangDraft> langs;        // in document order
    QHash<QString, qsizetype> langIndex; // code -> index into langs, once there are more than kLinearLangs

    static constexpr std::size_t kLinearLangs = 8; // up to this many: a linear search (no hash to allocate)

    /// The index of language `code` in langs, created when new. Constant time for many languages.
    qsizetype langAt(const QString &code)
    {
        if (langIndex.isEmpty()) {
            for (std::size_t i = 0; i < langs.size(); ++i) {
                if (langs[i].code == code)
                    return qsizetype(i);
            }
        } else if (const auto it = langIndex.constFind(code); it != langIndex.cend()) {
            return *it;
        }
        langs.push_back(LangDraft{});
        langs.back().code = code;
        const qsizetype index = qsizetype(langs.size()) - 1;
        if (langs.size() > kLinearLangs) {
            if (langIndex.isEmpty()) {
                for (std::size_t i = 0; i < langs.size(); ++i)
                    langIndex.insert(langs[i].code, qsizetype(i));
            } else {
                langIndex.insert(code, index);
            }
        }
        return index;
    }
};

/// Group numbers of `data` made canonical: 1, 2, ... per run of equal non-zero numbers, in order (a read
/// and a re-read of its export then number alike).
void renumberGroups(QList<TbxDatum> &data)
{
    int last = 0;
    int next = 0;
    for (TbxDatum &d : data) {
        if (d.group == 0) {
            last = 0;
            continue;
        }
        const int old = d.group;
        d.group = (old == last) ? next : ++next;
        last = old;
    }
}

/// True if `data` is empty or exactly the administrativeStatus toTbx() generates for position `position`.
bool isGeneratedStatus(const QList<TbxDatum> &data, qsizetype position)
{
    return data.isEmpty() || (data.size() == 1 && data[0].element == QLatin1StringView("termNote") &&
                              data[0].type == QLatin1StringView("administrativeStatus") && data[0].group == 0 &&
                              data[0].target.isEmpty() && data[0].text == generatedStatus(position));
}

/// The terms of `draft` into `entry`: preferred first, then the others in document order without duplicates
/// (each duplicate reported in `warnings`), with their data into `details`. Linear in the number of terms.
void orderTerms(const QString &conceptId, LangDraft &draft, LangEntry &entry, QList<TermDetails> &details,
                QStringList *warnings)
{
    qsizetype preferred = -1;
    for (qsizetype i = 0; i < draft.terms.size(); ++i) {
        if (draft.terms[i].preferred) {
            preferred = i;
            break;
        }
    }
    QStringList &terms = entry.terms;
    terms.reserve(draft.terms.size());
    QSet<QString> taken; // used only for many terms; a few are compared directly
    const bool useSet = draft.terms.size() > 16;
    auto take = [&](TermDraft &term) {
        const bool seen = useSet ? taken.contains(term.text) : terms.contains(term.text);
        if (seen) {
            if (warnings) {
                warnings->append(trText("Concept %1 (%2): the duplicate term \"%3\" was removed.")
                                     .arg(conceptId, draft.code, term.text));
            }
            return;
        }
        renumberGroups(term.data);
        if (!isGeneratedStatus(term.data, terms.size()))
            details.append(TermDetails{term.text, std::move(term.data)});
        terms.append(term.text);
        if (useSet)
            taken.insert(term.text);
    };
    if (preferred >= 0)
        take(draft.terms[preferred]);
    for (qsizetype i = 0; i < draft.terms.size(); ++i) {
        if (i != preferred)
            take(draft.terms[i]);
    }
}

/// The Concept of `draft`. Linear in its languages and terms apart from sorting the language codes (warnings
/// come out in code order on every run; QHash order is seeded).
Concept finish(ConceptDraft &&draft, const QString &documentLanguage, QStringList *warnings)
{
    Concept c;
    c.id = std::move(draft.id);
    c.subject = std::move(draft.subject);
    c.related = std::move(draft.related);
    c.related.removeDuplicates();
    c.data = std::move(draft.data);
    renumberGroups(c.data);
    if (!draft.conceptDefinition.isEmpty()) {
        for (LangDraft &lang : draft.langs) {
            if (lang.code == documentLanguage && lang.definition.isEmpty())
                lang.definition = draft.conceptDefinition;
        }
    }
    std::vector<std::size_t> order(draft.langs.size());
    for (std::size_t i = 0; i < order.size(); ++i)
        order[i] = i;
    std::sort(order.begin(), order.end(),
              [&draft](std::size_t a, std::size_t b) { return draft.langs[a].code < draft.langs[b].code; });
    c.lang.reserve(qsizetype(order.size()));
    QStringList other;
    for (const std::size_t i : order) {
        LangDraft &lang = draft.langs[i];
        LangEntry entry;
        QList<TermDetails> termDetails;
        orderTerms(c.id, lang, entry, termDetails, warnings);
        entry.definition = std::move(lang.definition);
        entry.whenItMatters = lang.notes.join(u'\n');
        renumberGroups(lang.data);
        if (!lang.definitionSource.isEmpty() || !lang.data.isEmpty() || !termDetails.isEmpty()) {
            entry.details = new LangDetails;
            entry.details->definitionSource = std::move(lang.definitionSource);
            entry.details->data = std::move(lang.data);
            entry.details->terms = std::move(termDetails);
        }
        if (entry.terms.isEmpty() && entry.definition.isEmpty() && entry.whenItMatters.isEmpty() && !entry.details)
            continue;
        if (!languages().contains(lang.code))
            other.append(lang.code); // already in code order
        c.lang.insert(std::move(lang.code), std::move(entry));
    }
    if (warnings) {
        for (const QString &language : std::as_const(other)) {
            warnings->append(trText("Concept %1: language \"%2\" is kept: the article shows it and exports write "
                                    "it back (Headroom's own languages are nl, en and tr).")
                                 .arg(c.id, language));
        }
    }
    return c;
}
/// Languages of `c` in writing order: nl, en, tr, then any others in code order.
QStringList writeOrder(const Concept &c)
{
    QStringList order;
    for (const char16_t *code : {u"nl", u"en", u"tr"}) {
        const QString key = QString::fromUtf16(code);
        if (c.lang.contains(key))
            order.append(key);
    }
    QStringList other;
    for (auto it = c.lang.cbegin(); it != c.lang.cend(); ++it) {
        if (!order.contains(it.key()))
            other.append(it.key());
    }
    other.sort();
    return order + other;
}

/// One RFC 4180 field: quoted when it holds a comma, a double quote, CR or LF; quotes doubled.
QString csvField(const QString &text)
{
    if (!text.contains(u',') && !text.contains(u'"') && !text.contains(u'\r') && !text.contains(u'\n'))
        return text;
    QString quoted = text;
    quoted.replace(QStringLiteral("\""), QStringLiteral("\"\""));
    return u'"' + quoted + u'"';
}

/// QXmlStreamReader behind the interface TbxReader reads (detail::FastXml has the same): the slow path, which
/// accepts all of XML and words every error.
class QtXml
{
public:
    static constexpr bool kFast = false;
    explicit QtXml(const QByteArray &data)
        : m_xml(data)
    {}
    /// The next token; Invalid (with the error raised on xml()) when a text or attribute value holds a code
    /// unit that is not an XML character once decoded: QXmlStreamReader decodes a declared UTF-7 or other
    /// legacy encoding without that check (a fuzz finding: "+errest" in UTF-7 gave a lone surrogate, which
    /// QXmlStreamWriter then could not write, so toTbx() produced a file that did not read back).
    QXmlStreamReader::TokenType next()
    {
        const QXmlStreamReader::TokenType token = m_xml.readNext();
        bool valid = true;
        if (token == QXmlStreamReader::Characters) {
            valid = allXmlChars(m_xml.text());
        } else if (token == QXmlStreamReader::StartElement) {
            for (const QXmlStreamAttribute &attribute : m_xml.attributes())
                valid = valid && allXmlChars(attribute.value());
        }
        if (valid)
            return token;
        m_xml.raiseError(trText("a character that XML does not allow"));
        return QXmlStreamReader::Invalid;
    }
    bool atEnd() const { return m_xml.atEnd(); }
    QStringView name() const { return m_xml.name(); }
    QStringView prefix() const { return m_xml.prefix(); }
    QStringView namespaceUri() const { return m_xml.namespaceUri(); }
    QString attribute(QStringView qname) const { return m_xml.attributes().value(qname.toString()).toString(); }
    void appendText(QString *out) const { out->append(m_xml.text()); }
    qint64 lineNumber() const { return m_xml.lineNumber(); }
    qint64 columnNumber() const { return m_xml.columnNumber(); }
    const QXmlStreamReader &xml() const { return m_xml; }

private:
    /// Whether `text` is well-formed UTF-16 of XML 1.0 characters (the Char production: tab, line feed,
    /// carriage return, U+0020-U+D7FF, U+E000-U+FFFD, U+10000-U+10FFFF).
    static bool allXmlChars(QStringView text)
    {
        const qsizetype n = text.size();
        for (qsizetype i = 0; i < n; ++i) {
            const char16_t c = text[i].unicode();
            if (c >= 0x20 && c < 0xD800)
                continue;
            if (c < 0x20) {
                if (c != 0x9 && c != 0xA && c != 0xD)
                    return false;
            } else if (QChar::isHighSurrogate(c)) {
                if (i + 1 >= n || !QChar::isLowSurrogate(text[i + 1].unicode()))
                    return false;
                ++i;
            } else if (c < 0xE000 || c > 0xFFFD) {
                return false; // a lone low surrogate, U+FFFE or U+FFFF
            }
        }
        return true;
    }

    QXmlStreamReader m_xml;
};

/// The TBX reader behind Termbase::fromTbx(). Its state cannot point outside what it parsed: the current
/// language and term are indices into the concept draft, set only from elements of the open language
/// section and term section and read only through currentLang()/currentTerm(), which check them against the
/// sizes; a language section can open only directly in a concept (so a term group always belongs to the
/// language that is open). Nesting is bounded by kMaxTbxDepth and text is read by an iterative loop.
/// `Source` is QtXml or detail::FastXml; with the fast one, any failure (bail or error) only means "read it
/// again with QtXml", which then gives the error.
template<class Source> class TbxReader
{
public:
    explicit TbxReader(const QByteArray &data)
        : m_xml(makeSource(data))
    {}

    /// The concepts, or nullopt with `error` filled.
    std::optional<QList<Concept>> read(TermbaseError *error, QStringList *warnings);

private:
    using Token = QXmlStreamReader::TokenType;
    enum class Frame : std::uint8_t { Other, Concept, Lang, TermGroup, TermGrp, Group };
    enum class Name : std::uint8_t { Other, Concept, Lang, TermGroup, TermGrp, Group, Term, Datum };

    bool fail(const QString &message)
    {
        m_error = TermbaseError{message, m_xml.lineNumber(), m_xml.columnNumber() + 1};
        return false;
    }
    /// "Line L, column C: " + `what`.
    bool failHere(const QString &what)
    {
        return fail(trText("Line %1, column %2: %3").arg(m_xml.lineNumber()).arg(m_xml.columnNumber() + 1).arg(what));
    }
    bool tooDeep() { return failHere(trText("the elements are nested more than %1 levels deep.").arg(kMaxTbxDepth)); }
    bool unresolvedEntity();
    bool readDeclarations();
    bool inside(Frame kind) const { return std::find(m_stack.cbegin(), m_stack.cend(), kind) != m_stack.cend(); }
    Frame top() const { return m_stack.empty() ? Frame::Other : m_stack.back(); }

    LangDraft *currentLang()
    {
        if (!m_concept || m_lang < 0 || m_lang >= qsizetype(m_concept->langs.size()))
            return nullptr;
        return &m_concept->langs[std::size_t(m_lang)];
    }
    TermDraft *currentTerm()
    {
        LangDraft *lang = currentLang();
        if (!lang || m_term < 0 || m_term >= lang->terms.size())
            return nullptr;
        return &lang->terms[m_term];
    }
    /// The group number for a data category opened now: that of the group element it is directly in, or 0.
    int currentGroup() const { return top() == Frame::Group && !m_groups.empty() ? m_groups.back() : 0; }

    static Name classify(QStringView name);
    bool readText(QString *text);
    bool startElement();
    bool startConcept();
    bool startLang();
    bool readTerm();
    bool readDatum(QString element, QString type);
    void keep(TbxDatum &&datum, bool termLevel);
    void endElement();

    static Source makeSource(const QByteArray &data)
    {
        if constexpr (Source::kFast)
            return Source(data, kMaxTbxDepth);
        else
            return Source(data);
    }

    Source m_xml;
    std::vector<Frame> m_stack; // open elements not read by readText(); size() = current depth
    std::vector<int> m_groups;  // the number of each open Group frame, innermost last
    int m_nextGroup = 0;        // group numbers handed out in this concept
    std::optional<ConceptDraft> m_concept;
    qsizetype m_lang = -1;     // index into m_concept->langs while a language section is open
    qsizetype m_term = -1;     // index into that language's terms: the term of the open term group
    QList<TbxDatum> m_pending; // data categories of the open term group read before its term
    QString m_documentLanguage = QStringLiteral("en");
    bool m_sawRoot = false;
    QHash<QString, qint64> m_firstLine; // concept id -> line of its first definition
    QList<Concept> m_concepts;
    QStringList m_warnings;
    std::optional<TermbaseError> m_error;
};

/// The character data of the element just opened, children's text included (what
/// readElementText(IncludeChildElements) returns, without its recursion), whitespace simplified. False on an
/// XML error (left on m_xml) or when the nesting passes kMaxTbxDepth (m_error).
template<class Source> bool TbxReader<Source>::readText(QString *text)
{
    text->clear();
    std::size_t depth = 1;
    while (depth > 0) {
        switch (m_xml.next()) {
        case QXmlStreamReader::Characters:
            m_xml.appendText(text);
            break;
        case QXmlStreamReader::EntityReference:
            if constexpr (!Source::kFast)
                return unresolvedEntity();
            return false;
        case QXmlStreamReader::StartElement:
            ++depth;
            if (m_stack.size() + depth > std::size_t(kMaxTbxDepth))
                return tooDeep();
            break;
        case QXmlStreamReader::EndElement:
            --depth;
            break;
        case QXmlStreamReader::Invalid:
        case QXmlStreamReader::EndDocument:
            return false;
        default:
            break;
        }
    }
    if (needsSimplifying(*text))
        *text = std::move(*text).simplified(); // in place
    return true;
}

/// At an EntityReference token: QXmlStreamReader reports one for an entity it could not expand, an
/// undeclared one that the (unread) external DTD might declare. Its text would be missing, so the file is
/// refused rather than read without it.
template<class Source> bool TbxReader<Source>::unresolvedEntity()
{
    return failHere(trText("the entity &%1; is not declared in the file; Headroom does not read external DTDs.")
                        .arg(m_xml.name().toString()));
}

/// At the DTD token: an external parsed entity (SYSTEM or PUBLIC, general or parameter) is refused.
/// QXmlStreamReader never loads one, but it expands a reference to it as nothing, without an
/// EntityReference token, so a term using it would silently lose text; an unparsed (NDATA) entity is
/// harmless (a reference to it is an XML error). The position is that of the declaration.
template<class Source> bool TbxReader<Source>::readDeclarations()
{
    const QXmlStreamEntityDeclarations declarations = m_xml.xml().entityDeclarations();
    for (const QXmlStreamEntityDeclaration &declaration : declarations) {
        if (!declaration.notationName().isEmpty())
            continue;
        if (declaration.systemId().isEmpty() && declaration.publicId().isEmpty())
            continue;
        const QString name = declaration.name().toString();
        const QString target =
            (declaration.systemId().isEmpty() ? declaration.publicId() : declaration.systemId()).toString();
        // The DTD token's text is its source and the reader stands at its end: count back to the declaration.
        const QString dtd = m_xml.xml().text().toString();
        const QRegularExpression declared(
            QStringLiteral("<!ENTITY\\s+(%\\s+)?%1\\s").arg(QRegularExpression::escape(name)));
        const qsizetype at = dtd.indexOf(declared);
        qint64 line = m_xml.lineNumber();
        qint64 column = m_xml.columnNumber() + 1;
        if (at >= 0) {
            const QStringView after = QStringView(dtd).mid(at);
            const qsizetype newlineBefore = dtd.lastIndexOf(u'\n', at);
            if (newlineBefore >= 0)
                column = at - newlineBefore;
            else if (!after.contains(u'\n'))
                column -= after.size();
            line -= after.count(u'\n');
        }
        const QString what = trText("the document type declares the external entity %1 (\"%2\"); Headroom does "
                                    "not read external entities, so text using it would be missing.")
                                 .arg(name, target);
        m_error = TermbaseError{trText("Line %1, column %2: %3").arg(line).arg(column).arg(what), line, column};
        return false;
    }
    return true;
}

template<class Source> bool TbxReader<Source>::startConcept()
{
    const qint64 line = m_xml.lineNumber();
    if (m_concept)
        return failHere(trText("a concept entry is nested inside another one."));
    const QString id = QStringView(m_xml.attribute(u"id")).trimmed().toString();
    if (id.isEmpty())
        return failHere(trText("a concept entry has no id."));
    if (const auto it = m_firstLine.constFind(id); it != m_firstLine.cend())
        return failHere(trText("the concept id \"%1\" is used twice (first on line %2).").arg(id).arg(*it));
    m_firstLine.insert(id, line);
    m_concept.emplace();
    m_concept->id = id;
    m_concept->line = line;
    m_nextGroup = 0;
    m_stack.push_back(Frame::Concept);
    return true;
}

template<class Source> bool TbxReader<Source>::startLang()
{
    if (inside(Frame::Lang) || inside(Frame::TermGroup)) {
        return failHere(trText("a language section <%1> is inside another language or term section; it belongs "
                               "directly in a concept entry.")
                            .arg(m_xml.name().toString()));
    }
    QString code = primaryLanguage(m_xml.attribute(u"xml:lang"));
    if (code.isEmpty())
        code = primaryLanguage(m_xml.attribute(u"lang"));
    if (code.isEmpty())
        code = m_documentLanguage;
    m_lang = m_concept->langAt(code);
    m_term = -1;
    m_stack.push_back(Frame::Lang);
    return true;
}

/// A term (in a term group, or bare in the language section): appended to the language, becomes current.
template<class Source> bool TbxReader<Source>::readTerm()
{
    QString text;
    if (!readText(&text))
        return false;
    LangDraft *lang = currentLang();
    if (lang && !text.isEmpty()) {
        lang->terms.append(TermDraft{std::move(text), false, {}});
        m_term = lang->terms.size() - 1;
        if (!m_pending.isEmpty() && inside(Frame::TermGroup)) {
            QList<TbxDatum> &data = lang->terms.back().data;
            data = std::move(m_pending) + data;
            m_pending.clear();
        }
    }
    return true;
}

/// `datum` into the list it belongs to: the current term's (termLevel), the language's or the concept's.
template<class Source> void TbxReader<Source>::keep(TbxDatum &&datum, bool termLevel)
{
    LangDraft *lang = currentLang();
    if (termLevel) {
        if (TermDraft *term = currentTerm())
            term->data.append(std::move(datum));
        else if (inside(Frame::TermGroup))
            m_pending.append(std::move(datum));
        else if (lang)
            lang->data.append(std::move(datum));
        else
            m_concept->data.append(std::move(datum));
    } else if (lang) {
        lang->data.append(std::move(datum));
    } else {
        m_concept->data.append(std::move(datum));
    }
}

/// A data category (DCA `element` with `type`; a DCT one already mapped) inside a concept, read whole.
template<class Source> bool TbxReader<Source>::readDatum(QString element, QString type)
{
    QString target = QStringView(m_xml.attribute(u"target")).trimmed().toString();
    const bool termLevel = inside(Frame::TermGroup) || inside(Frame::TermGrp);
    const bool langLevel = top() == Frame::Lang;
    const int group = currentGroup();
    QString text;
    if (!readText(&text))
        return false;
    LangDraft *lang = currentLang();
    if (element == QLatin1StringView("termNote") && type == QLatin1StringView("administrativeStatus")) {
        text = normalizedStatus(text);
        TermDraft *term = currentTerm(); // the last term of the open term group (or language section)
        if (term && isPreferredStatus(text))
            term->preferred = true;
    }
    if (element == QLatin1StringView("termNote") && !termLevel &&
        currentTerm()) { // after a bare term in the language section
        currentTerm()->data.append(
            TbxDatum{std::move(element), std::move(type), std::move(text), std::move(target), group});
        return true;
    }
    if (element == QLatin1StringView("descrip") && type == QLatin1StringView("subjectField") &&
        m_concept->subject.isEmpty()) {
        m_concept->subject = std::move(text);
        return true;
    }
    if (element == QLatin1StringView("ref") && type == QLatin1StringView("crossReference")) {
        if (!target.isEmpty())
            m_concept->related.append(std::move(target));
        return true;
    }
    if (element == QLatin1StringView("descrip") && type == QLatin1StringView("definition") && !termLevel) {
        if (text.isEmpty())
            return true;
        if (!lang && m_concept->conceptDefinition.isEmpty()) {
            m_concept->conceptDefinition = std::move(text);
            return true;
        }
        if (lang && lang->definition.isEmpty()) {
            lang->definition = std::move(text);
            lang->definitionGroup = group > 0 ? group : -1;
            return true;
        }
    }
    if (lang && !termLevel && element == QLatin1StringView("admin") && type == QLatin1StringView("source") &&
        group > 0 && group == lang->definitionGroup && lang->definitionSource.isEmpty()) {
        lang->definitionSource = std::move(text);
        return true;
    }
    if (element == QLatin1StringView("note") && lang && langLevel) {
        if (!text.isEmpty())
            lang->notes.append(std::move(text));
        return true;
    }
    keep(TbxDatum{std::move(element), std::move(type), std::move(text), std::move(target), group}, termLevel);
    return true;
}

template<class Source> typename TbxReader<Source>::Name TbxReader<Source>::classify(QStringView name)
{
    if (name == QLatin1StringView("term"))
        return Name::Term;
    if (name == QLatin1StringView("conceptEntry") || name == QLatin1StringView("termEntry"))
        return Name::Concept;
    if (name == QLatin1StringView("langSec") || name == QLatin1StringView("langSet"))
        return Name::Lang;
    if (name == QLatin1StringView("termSec") || name == QLatin1StringView("tig") || name == QLatin1StringView("ntig"))
        return Name::TermGroup;
    if (name == QLatin1StringView("termGrp"))
        return Name::TermGrp;
    if (name == QLatin1StringView("descripGrp") || name == QLatin1StringView("transacGrp") ||
        name == QLatin1StringView("termNoteGrp") || name == QLatin1StringView("adminGrp"))
        return Name::Group;
    return isDatumElement(name) ? Name::Datum : Name::Other;
}

template<class Source> bool TbxReader<Source>::startElement()
{
    if (m_stack.size() + 1 > std::size_t(kMaxTbxDepth))
        return tooDeep();
    const QStringView name = m_xml.name();
    if (!m_sawRoot) {
        m_sawRoot = true;
        if (name != QLatin1StringView("tbx") && name != QLatin1StringView("martif")) {
            return fail(trText("Line %1: this is not a TBX file (the root element is <%2>, expected <tbx> or "
                               "<martif>).")
                            .arg(m_xml.lineNumber())
                            .arg(name.toString()));
        }
        const QString lang = primaryLanguage(m_xml.attribute(u"xml:lang"));
        if (!lang.isEmpty())
            m_documentLanguage = lang;
    }
    // A DCT data category (<basic:definition>, <min:subjectField>): any prefixed element, or one in a namespace
    // other than TBX's, whose local name is a TBX-Basic data category.
    if (m_concept &&
        (!m_xml.prefix().isEmpty() || (!m_xml.namespaceUri().isEmpty() &&
                                       m_xml.namespaceUri() != QLatin1StringView("urn:iso:std:iso:30042:ed-2")))) {
        if (const DcaName dca = dctToDca(name); dca.element)
            return readDatum(interned(QStringView(dca.element)), interned(QStringView(dca.type)));
    }
    switch (classify(name)) {
    case Name::Concept:
        return startConcept();
    case Name::Lang:
        if (m_concept)
            return startLang();
        break;
    case Name::TermGroup:
        if (m_concept && currentLang()) {
            if (inside(Frame::TermGroup))
                return failHere(trText("a term section <%1> is inside another term section.").arg(name.toString()));
            m_term = -1;
            m_pending.clear();
            m_stack.push_back(Frame::TermGroup);
            return true;
        }
        break;
    case Name::Term:
        if (m_concept)
            return readTerm();
        break;
    case Name::Datum:
        if (m_concept)
            return readDatum(interned(name), interned(m_xml.attribute(u"type")));
        break;
    case Name::TermGrp:
        if (m_concept) {
            m_stack.push_back(Frame::TermGrp);
            return true;
        }
        break;
    case Name::Group:
        if (m_concept) {
            m_groups.push_back(++m_nextGroup);
            m_stack.push_back(Frame::Group);
            return true;
        }
        break;
    case Name::Other:
        break;
    }
    m_stack.push_back(Frame::Other);
    return true;
}

template<class Source> void TbxReader<Source>::endElement()
{
    if (m_stack.empty())
        return;
    const Frame closed = m_stack.back();
    m_stack.pop_back();
    if (closed == Frame::Group && !m_groups.empty())
        m_groups.pop_back();
    // What follows in an enclosing group is a new run (its items stay contiguous in every list).
    if (top() == Frame::Group && !m_groups.empty())
        m_groups.back() = ++m_nextGroup;
    if (closed == Frame::Concept) {
        m_concepts.append(finish(std::move(*m_concept), m_documentLanguage, &m_warnings));
        m_concept.reset();
        m_lang = -1;
        m_term = -1;
    } else if (closed == Frame::Lang) {
        m_lang = -1;
        m_term = -1;
    } else if (closed == Frame::TermGroup) {
        if (LangDraft *lang = currentLang(); lang && !m_pending.isEmpty())
            lang->data += std::move(m_pending); // a term group without a term: its data stay in the language
        m_pending.clear();
        m_term = -1;
    }
}

template<class Source>
std::optional<QList<Concept>> TbxReader<Source>::read(TermbaseError *error, QStringList *warnings)
{
    // QXmlStreamReader never loads an external DTD or external entity; internal entity expansion is
    // capped by its entityExpansionLimit (4096 characters by default). An external entity declaration and
    // a reference it leaves unexpanded (EntityReference) are errors; a DOCTYPE naming an external DTD is
    // fine as long as nothing needs it.
    bool ok = true;
    while (ok && !m_xml.atEnd()) {
        const QXmlStreamReader::TokenType token = m_xml.next();
        if (token == QXmlStreamReader::StartElement) {
            ok = startElement();
        } else if (token == QXmlStreamReader::EndElement) {
            endElement();
        } else if constexpr (!Source::kFast) {
            if (token == QXmlStreamReader::EntityReference)
                ok = unresolvedEntity();
            else if (token == QXmlStreamReader::DTD)
                ok = readDeclarations();
        }
    }
    if constexpr (Source::kFast) {
        if (!m_error && m_xml.bailed())
            m_error = TermbaseError{}; // not read: the caller reads it again with QtXml
    } else if (!m_error && m_xml.xml().hasError()) {
        // QXmlStreamReader counts lines from 1 but columns from 0; TermbaseError and the message use 1-based
        // columns as editors show them.
        QString reason = m_xml.xml().errorString(); // Qt's sentences end with a period: "(Premature end of document.)."
        while (reason.endsWith(u'.'))
            reason.chop(1);
        fail(trText("Line %1, column %2: the TBX file is not well-formed XML (%3).")
                 .arg(m_xml.lineNumber())
                 .arg(m_xml.columnNumber() + 1)
                 .arg(reason));
    }
    if (!m_error && m_concepts.isEmpty())
        m_error = TermbaseError{trText("The TBX file contains no concept entries."), 0, 0};
    if (m_error) {
        if (error)
            *error = *m_error;
        return std::nullopt;
    }
    if (warnings)
        *warnings = m_warnings;
    return std::move(m_concepts);
}

} // namespace

QString Concept::term(const QString &language) const
{
    const auto it = lang.constFind(language);
    if (it != lang.cend() && !it->terms.isEmpty())
        return it->terms.constFirst();
    const auto en = lang.constFind(QStringLiteral("en"));
    if (en != lang.cend() && !en->terms.isEmpty())
        return en->terms.constFirst();
    return id;
}

std::optional<Termbase> Termbase::fromTbx(const QByteArray &data, TermbaseError *error, QStringList *warnings)
{
    // The fast tokenizer first (tbxfastxml.h); any doubt, malformed input or error in it reads the same bytes
    // again with QXmlStreamReader, which accepts or refuses them and words the error.
    std::optional<QList<Concept>> concepts = TbxReader<detail::FastXml>(data).read(nullptr, warnings);
    if (!concepts)
        concepts = TbxReader<QtXml>(data).read(error, warnings);
    if (!concepts)
        return std::nullopt;
    Termbase result;
    result.m_concepts = std::move(*concepts);
    result.m_index.reserve(result.m_concepts.size());
    for (qsizetype i = 0; i < result.m_concepts.size(); ++i)
        result.m_index.insert(result.m_concepts[i].id, i);
    return result;
}

std::optional<Termbase> Termbase::fromFile(const QString &path, TermbaseError *error, QStringList *warnings)
{
    // The built-in glossary (a Qt resource) or a user's file, through the same reader and cap.
    io::FileError fileError;
    const std::optional<QByteArray> data =
        io::readRegularFile(path, kMaxTermbaseFileBytes, &fileError, trText("the termbase"));
    if (!data) {
        if (error)
            *error = TermbaseError{fileError.message, 0, 0};
        return std::nullopt;
    }
    auto termbase = fromTbx(*data, error, warnings);
    if (!termbase && error)
        error->message = QStringLiteral("%1: %2").arg(QDir::toNativeSeparators(path), error->message);
    return termbase;
}
const Termbase &Termbase::builtIn()
{
    static const Termbase instance = [] {
        TermbaseError error;
        std::optional<Termbase> termbase = fromFile(QStringLiteral(":/glossary/headroom.tbx"), &error);
        if (!termbase)
            qFatal("The built-in glossary is broken: %s", qUtf8Printable(error.message));
        return std::move(*termbase);
    }();
    return instance;
}

const Concept *Termbase::conceptById(const QString &id) const
{
    const auto it = m_index.constFind(id);
    return it == m_index.cend() ? nullptr : &m_concepts[*it];
}

QStringList Termbase::conceptIds() const
{
    QStringList ids;
    ids.reserve(m_concepts.size());
    for (const Concept &c : m_concepts)
        ids.append(c.id);
    return ids;
}

namespace {

void writeDatum(QXmlStreamWriter &xml, const TbxDatum &d)
{
    xml.writeStartElement(d.element.isEmpty() ? QStringLiteral("note") : d.element);
    if (!d.type.isEmpty())
        xml.writeAttribute(QStringLiteral("type"), d.type);
    if (!d.target.isEmpty())
        xml.writeAttribute(QStringLiteral("target"), d.target);
    xml.writeCharacters(d.text);
    xml.writeEndElement();
}

/// `data` in order; each run of equal non-zero group numbers inside its group element (groupElement()).
void writeData(QXmlStreamWriter &xml, const QList<TbxDatum> &data)
{
    for (qsizetype i = 0; i < data.size();) {
        const int group = data[i].group;
        if (group == 0) {
            writeDatum(xml, data[i++]);
            continue;
        }
        xml.writeStartElement(groupElement(data[i].element));
        for (; i < data.size() && data[i].group == group; ++i)
            writeDatum(xml, data[i]);
        xml.writeEndElement();
    }
}

void writeTerms(QXmlStreamWriter &xml, const LangEntry &entry)
{
    for (qsizetype i = 0; i < entry.terms.size(); ++i) {
        xml.writeStartElement(QStringLiteral("termSec"));
        xml.writeTextElement(QStringLiteral("term"), entry.terms[i]);
        if (const QList<TbxDatum> *data = entry.termData(entry.terms[i])) {
            writeData(xml, *data);
        } else {
            xml.writeStartElement(QStringLiteral("termNote"));
            xml.writeAttribute(QStringLiteral("type"), QStringLiteral("administrativeStatus"));
            xml.writeCharacters(generatedStatus(i));
            xml.writeEndElement();
        }
        xml.writeEndElement(); // termSec
    }
}

void writeLanguage(QXmlStreamWriter &xml, const QString &code, const LangEntry &entry)
{
    xml.writeStartElement(QStringLiteral("langSec"));
    xml.writeAttribute(QStringLiteral("xml:lang"), code);
    if (!entry.definition.isEmpty()) {
        // Wrapped in descripGrp as in the official TBX-Basic sample (a bare langSec-level definition
        // trips a typo in the DCA schematron, see shared/research/glossary-anchors.md 2.2).
        xml.writeStartElement(QStringLiteral("descripGrp"));
        xml.writeStartElement(QStringLiteral("descrip"));
        xml.writeAttribute(QStringLiteral("type"), QStringLiteral("definition"));
        xml.writeCharacters(entry.definition);
        xml.writeEndElement();
        if (const QString source = entry.definitionSource(); !source.isEmpty()) {
            xml.writeStartElement(QStringLiteral("admin"));
            xml.writeAttribute(QStringLiteral("type"), QStringLiteral("source"));
            xml.writeCharacters(source);
            xml.writeEndElement();
        }
        xml.writeEndElement();
    }
    if (!entry.whenItMatters.isEmpty()) {
        const QStringList notes = entry.whenItMatters.split(u'\n', Qt::SkipEmptyParts);
        for (const QString &note : notes)
            xml.writeTextElement(QStringLiteral("note"), note);
    }
    if (entry.details)
        writeData(xml, entry.details->data);
    writeTerms(xml, entry);
    xml.writeEndElement(); // langSec
}

} // namespace

QByteArray Termbase::toTbx() const
{
    QByteArray data;
    QXmlStreamWriter xml(&data); // UTF-8 (QXmlStreamWriter's only encoding in Qt 6)
    xml.setAutoFormatting(true);
    xml.setAutoFormattingIndent(2);
    xml.writeStartDocument();
    // TBX-Basic, DCA style (LTAC-Global TBX-Basic_dialect, DCA/TBX-Basic_DCA.sch); ISO 30042:2019 namespace.
    xml.writeDefaultNamespace(QStringLiteral("urn:iso:std:iso:30042:ed-2"));
    xml.writeStartElement(QStringLiteral("tbx"));
    xml.writeAttribute(QStringLiteral("type"), QStringLiteral("TBX-Basic"));
    xml.writeAttribute(QStringLiteral("style"), QStringLiteral("dca"));
    xml.writeAttribute(QStringLiteral("xml:lang"), QStringLiteral("en"));
    xml.writeStartElement(QStringLiteral("tbxHeader"));
    xml.writeStartElement(QStringLiteral("fileDesc"));
    xml.writeStartElement(QStringLiteral("sourceDesc"));
    xml.writeTextElement(QStringLiteral("p"), QStringLiteral("Exported by Headroom"));
    xml.writeEndElement(); // sourceDesc
    xml.writeEndElement(); // fileDesc
    xml.writeEndElement(); // tbxHeader
    xml.writeStartElement(QStringLiteral("text"));
    xml.writeStartElement(QStringLiteral("body"));
    for (const Concept &c : m_concepts) {
        xml.writeStartElement(QStringLiteral("conceptEntry"));
        xml.writeAttribute(QStringLiteral("id"), c.id);
        if (!c.subject.isEmpty()) {
            xml.writeStartElement(QStringLiteral("descrip"));
            xml.writeAttribute(QStringLiteral("type"), QStringLiteral("subjectField"));
            xml.writeCharacters(c.subject);
            xml.writeEndElement();
        }
        for (const QString &target : c.related) {
            xml.writeStartElement(QStringLiteral("ref"));
            xml.writeAttribute(QStringLiteral("type"), QStringLiteral("crossReference"));
            xml.writeAttribute(QStringLiteral("target"), target);
            xml.writeCharacters(target);
            xml.writeEndElement();
        }
        writeData(xml, c.data);
        for (const QString &code : writeOrder(c))
            writeLanguage(xml, code, c.lang[code]);
        xml.writeEndElement(); // conceptEntry
    }
    xml.writeEndElement(); // body
    xml.writeEndElement(); // text
    xml.writeEndElement(); // tbx
    xml.writeEndDocument();
    return data;
}

QByteArray Termbase::toCsv() const
{
    QStringList header{QStringLiteral("concept_id"), QStringLiteral("subject"), QStringLiteral("related")};
    const QStringList codes{QStringLiteral("nl"), QStringLiteral("en"), QStringLiteral("tr")};
    for (const QString &code : codes) {
        header << code + QStringLiteral("_terms") << code + QStringLiteral("_definition")
               << code + QStringLiteral("_note");
    }
    QString text = header.join(u',') + QStringLiteral("\r\n");
    for (const Concept &c : m_concepts) {
        QStringList row{csvField(c.id), csvField(c.subject), csvField(c.related.join(u' '))};
        for (const QString &code : codes) {
            const LangEntry entry = c.lang.value(code);
            row << csvField(entry.terms.join(QStringLiteral(" | "))) << csvField(entry.definition)
                << csvField(entry.whenItMatters);
        }
        text += row.join(u',') + QStringLiteral("\r\n");
    }
    return text.toUtf8();
}

MergeReport Termbase::merge(const Termbase &other, const QString &source)
{
    MergeReport report;
    for (const Concept &incoming : other.m_concepts) {
        if (const Concept *existing = conceptById(incoming.id)) {
            report.skipped.append(
                existing->source.isEmpty()
                    ? trText("%1: skipped, the id is already in the built-in glossary.").arg(incoming.id)
                    : trText("%1: skipped, the id is already in %2.").arg(incoming.id, existing->source));
            continue;
        }
        Concept added = incoming;
        added.source = source;
        m_index.insert(added.id, m_concepts.size());
        m_concepts.append(std::move(added));
        ++report.added;
    }
    return report;
}

} // namespace headroom::glossary
