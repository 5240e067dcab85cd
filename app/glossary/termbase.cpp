// SPDX-License-Identifier: GPL-3.0-or-later
#include <glossary/termbase.h>

#include <QCoreApplication>
#include <QDir>
#include <QRegularExpression>
#include <QSet>
#include <QXmlStreamReader>
#include <QXmlStreamWriter>

#include <algorithm>
#include <cstdint>
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

/// administrativeStatus values: TBX-Basic picklist ("preferredTerm-admn-sts") and the short forms some
/// exporters write ("preferred", TermWeb in openSUSE/suse-terminology).
bool isPreferredStatus(QStringView value)
{
    const QString v = value.trimmed().toString().toLower();
    return v == QLatin1String("preferredterm-admn-sts") || v == QLatin1String("preferred") ||
           v == QLatin1String("preferredterm");
}

struct TermDraft {
    QString text;
    bool preferred = false;
};

struct LangDraft {
    QString code; // primary language subtag, never empty
    QList<TermDraft> terms;
    QString definition;
    QStringList notes;
};

struct ConceptDraft {
    QString id;
    qint64 line = 0;
    QString subject;
    QString conceptDefinition; // a definition at concept level (no language)
    QStringList related;
    std::vector<LangDraft> langs;        // in document order
    QHash<QString, qsizetype> langIndex; // code -> index into langs (constant-time lookup)

    /// The index of language `code` in langs, created when new.
    qsizetype langAt(const QString &code)
    {
        const auto it = langIndex.constFind(code);
        if (it != langIndex.cend())
            return *it;
        langs.push_back(LangDraft{code, {}, {}, {}});
        const qsizetype index = qsizetype(langs.size()) - 1;
        langIndex.insert(code, index);
        return index;
    }
};

/// The terms of `draft`: preferred first, then the others in document order without duplicates (each
/// duplicate reported in `warnings`). Linear in the number of terms (a set of the texts already taken).
QStringList orderedTerms(const QString &conceptId, const LangDraft &draft, QStringList *warnings)
{
    qsizetype preferred = -1;
    for (qsizetype i = 0; i < draft.terms.size(); ++i) {
        if (draft.terms[i].preferred) {
            preferred = i;
            break;
        }
    }
    QStringList terms;
    QSet<QString> taken;
    if (preferred >= 0) {
        terms.append(draft.terms[preferred].text);
        taken.insert(draft.terms[preferred].text);
    }
    for (qsizetype i = 0; i < draft.terms.size(); ++i) {
        if (i == preferred)
            continue;
        const QString &text = draft.terms[i].text;
        if (!taken.contains(text)) {
            terms.append(text);
            taken.insert(text);
        } else if (warnings) {
            warnings->append(
                trText("Concept %1 (%2): the duplicate term \"%3\" was removed.").arg(conceptId, draft.code, text));
        }
    }
    return terms;
}

/// The Concept of `draft`. Linear in its languages and terms apart from sorting the language codes (warnings
/// come out in code order on every run; QHash order is seeded).
Concept finish(ConceptDraft &&draft, const QString &documentLanguage, QStringList *warnings)
{
    Concept c;
    c.id = draft.id;
    c.subject = draft.subject;
    c.related = draft.related;
    c.related.removeDuplicates();
    if (!draft.conceptDefinition.isEmpty()) {
        const auto it = draft.langIndex.constFind(documentLanguage);
        if (it != draft.langIndex.cend() && draft.langs[std::size_t(*it)].definition.isEmpty())
            draft.langs[std::size_t(*it)].definition = draft.conceptDefinition;
    }
    std::vector<std::size_t> order(draft.langs.size());
    for (std::size_t i = 0; i < order.size(); ++i)
        order[i] = i;
    std::sort(order.begin(), order.end(),
              [&draft](std::size_t a, std::size_t b) { return draft.langs[a].code < draft.langs[b].code; });
    c.lang.reserve(qsizetype(order.size()));
    QStringList other;
    for (const std::size_t i : order) {
        const LangDraft &lang = draft.langs[i];
        LangEntry entry;
        entry.terms = orderedTerms(c.id, lang, warnings);
        entry.definition = lang.definition;
        entry.whenItMatters = lang.notes.join(u'\n');
        if (entry.terms.isEmpty() && entry.definition.isEmpty() && entry.whenItMatters.isEmpty())
            continue;
        c.lang.insert(lang.code, entry);
        if (!languages().contains(lang.code))
            other.append(lang.code); // already in code order
    }
    if (warnings) {
        for (const QString &language : std::as_const(other)) {
            warnings->append(
                trText("Concept %1: language \"%2\" is not shown (only nl, en and tr are); it is kept in exports.")
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

bool isOneOf(QStringView name, std::initializer_list<const char16_t *> names)
{
    for (const char16_t *n : names) {
        if (name == QStringView(n))
            return true;
    }
    return false;
}

/// The TBX reader behind Termbase::fromTbx(). Its state cannot point outside what it parsed: the current
/// language and term are indices into the concept draft, set only from elements of the open language
/// section and term section and read only through currentLang()/currentTerm(), which check them against the
/// sizes; a language section can open only directly in a concept (so a term group always belongs to the
/// language that is open). Nesting is bounded by kMaxTbxDepth and text is read by an iterative loop.
class TbxReader
{
public:
    explicit TbxReader(const QByteArray &data)
        : m_xml(data)
    {}

    /// The concepts, or nullopt with `error` filled.
    std::optional<QList<Concept>> read(TermbaseError *error, QStringList *warnings);

private:
    enum class Frame : std::uint8_t { Other, Concept, Lang, TermGroup, TermGrp };

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

    bool readText(QString *text);
    bool startElement();
    bool startConcept();
    bool startLang();
    bool readLeaf(QStringView name);
    void endElement();

    QXmlStreamReader m_xml;
    std::vector<Frame> m_stack; // open elements not read by readText(); size() = current depth
    std::optional<ConceptDraft> m_concept;
    qsizetype m_lang = -1; // index into m_concept->langs while a language section is open
    qsizetype m_term = -1; // index into that language's terms: the term of the open term group
    QString m_documentLanguage = QStringLiteral("en");
    bool m_sawRoot = false;
    QHash<QString, qint64> m_firstLine; // concept id -> line of its first definition
    QList<Concept> m_concepts;
    QStringList m_warnings;
    std::optional<TermbaseError> m_error;
};

/// The character data of the element just opened, children's text included (what
/// readElementText(IncludeChildElements) returns, without its recursion). False on an XML error (left on
/// m_xml) or when the nesting passes kMaxTbxDepth (m_error).
bool TbxReader::readText(QString *text)
{
    text->clear();
    std::size_t depth = 1;
    while (depth > 0) {
        switch (m_xml.readNext()) {
        case QXmlStreamReader::Characters:
            text->append(m_xml.text());
            break;
        case QXmlStreamReader::EntityReference:
            return unresolvedEntity();
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
    return true;
}

/// At an EntityReference token: QXmlStreamReader reports one for an entity it could not expand, an
/// undeclared one that the (unread) external DTD might declare. Its text would be missing, so the file is
/// refused rather than read without it.
bool TbxReader::unresolvedEntity()
{
    return failHere(trText("the entity &%1; is not declared in the file; Headroom does not read external DTDs.")
                        .arg(m_xml.name().toString()));
}

/// At the DTD token: an external parsed entity (SYSTEM or PUBLIC, general or parameter) is refused.
/// QXmlStreamReader never loads one, but it expands a reference to it as nothing, without an
/// EntityReference token, so a term using it would silently lose text; an unparsed (NDATA) entity is
/// harmless (a reference to it is an XML error). The position is that of the declaration.
bool TbxReader::readDeclarations()
{
    const QXmlStreamEntityDeclarations declarations = m_xml.entityDeclarations();
    for (const QXmlStreamEntityDeclaration &declaration : declarations) {
        if (!declaration.notationName().isEmpty())
            continue;
        if (declaration.systemId().isEmpty() && declaration.publicId().isEmpty())
            continue;
        const QString name = declaration.name().toString();
        const QString target =
            (declaration.systemId().isEmpty() ? declaration.publicId() : declaration.systemId()).toString();
        // The DTD token's text is its source and the reader stands at its end: count back to the declaration.
        const QString dtd = m_xml.text().toString();
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

bool TbxReader::startConcept()
{
    const qint64 line = m_xml.lineNumber();
    if (m_concept)
        return failHere(trText("a concept entry is nested inside another one."));
    const QString id = m_xml.attributes().value(QStringLiteral("id")).trimmed().toString();
    if (id.isEmpty())
        return failHere(trText("a concept entry has no id."));
    if (const auto it = m_firstLine.constFind(id); it != m_firstLine.cend())
        return failHere(trText("the concept id \"%1\" is used twice (first on line %2).").arg(id).arg(*it));
    m_firstLine.insert(id, line);
    m_concept = ConceptDraft{};
    m_concept->id = id;
    m_concept->line = line;
    m_stack.push_back(Frame::Concept);
    return true;
}

bool TbxReader::startLang()
{
    if (inside(Frame::Lang) || inside(Frame::TermGroup)) {
        return failHere(trText("a language section <%1> is inside another language or term section; it belongs "
                               "directly in a concept entry.")
                            .arg(m_xml.name().toString()));
    }
    const QXmlStreamAttributes attrs = m_xml.attributes();
    QStringView tag = attrs.value(QStringLiteral("xml:lang"));
    if (tag.isEmpty())
        tag = attrs.value(QStringLiteral("lang"));
    QString code = primaryLanguage(tag);
    if (code.isEmpty())
        code = m_documentLanguage;
    m_lang = m_concept->langAt(code);
    m_term = -1;
    m_stack.push_back(Frame::Lang);
    return true;
}

/// term, termNote, descrip, note, ref inside a concept: read whole (text and children).
bool TbxReader::readLeaf(QStringView name)
{
    const QXmlStreamAttributes attrs = m_xml.attributes();
    const QString type = attrs.value(QStringLiteral("type")).toString();
    const QString target = attrs.value(QStringLiteral("target")).trimmed().toString();
    const bool inTermGroup = inside(Frame::TermGroup) || top() == Frame::TermGrp;
    const bool langLevel = top() == Frame::Lang;
    QString text;
    if (!readText(&text))
        return false;
    LangDraft *lang = currentLang();
    if (name == u"term") {
        text = text.simplified();
        if (lang && !text.isEmpty()) { // also a bare term directly in the language section
            lang->terms.append(TermDraft{text, false});
            m_term = lang->terms.size() - 1;
        }
    } else if (name == u"termNote") {
        TermDraft *term = currentTerm(); // the last term of the open term group (or language section)
        if (term && type == QLatin1String("administrativeStatus") && isPreferredStatus(text))
            term->preferred = true;
    } else if (name == u"descrip") {
        text = text.simplified();
        if (type == QLatin1String("subjectField")) {
            if (m_concept->subject.isEmpty())
                m_concept->subject = text;
        } else if (type == QLatin1String("definition") && !inTermGroup) {
            if (!lang) {
                if (m_concept->conceptDefinition.isEmpty())
                    m_concept->conceptDefinition = text;
            } else if (lang->definition.isEmpty()) {
                lang->definition = text;
            }
        }
    } else if (name == u"note") {
        text = text.simplified();
        if (lang && langLevel && !text.isEmpty())
            lang->notes.append(text);
    } else if (name == u"ref") {
        if (type == QLatin1String("crossReference") && !target.isEmpty())
            m_concept->related.append(target);
    }
    return true;
}

bool TbxReader::startElement()
{
    if (m_stack.size() + 1 > std::size_t(kMaxTbxDepth))
        return tooDeep();
    const QStringView name = m_xml.name();
    if (!m_sawRoot) {
        m_sawRoot = true;
        if (name != u"tbx" && name != u"martif") {
            return fail(trText("Line %1: this is not a TBX file (the root element is <%2>, expected <tbx> or "
                               "<martif>).")
                            .arg(m_xml.lineNumber())
                            .arg(name.toString()));
        }
        const QString lang = primaryLanguage(m_xml.attributes().value(QStringLiteral("xml:lang")));
        if (!lang.isEmpty())
            m_documentLanguage = lang;
    }
    if (isOneOf(name, {u"conceptEntry", u"termEntry"}))
        return startConcept();
    if (m_concept && isOneOf(name, {u"langSec", u"langSet"}))
        return startLang();
    if (m_concept && currentLang() && isOneOf(name, {u"termSec", u"tig", u"ntig"})) {
        if (inside(Frame::TermGroup))
            return failHere(trText("a term section <%1> is inside another term section.").arg(name.toString()));
        m_term = -1;
        m_stack.push_back(Frame::TermGroup);
        return true;
    }
    if (m_concept && isOneOf(name, {u"term", u"termNote", u"descrip", u"note", u"ref"}))
        return readLeaf(name);
    m_stack.push_back(m_concept && name == u"termGrp" ? Frame::TermGrp : Frame::Other);
    return true;
}

void TbxReader::endElement()
{
    if (m_stack.empty())
        return;
    const Frame closed = m_stack.back();
    m_stack.pop_back();
    if (closed == Frame::Concept) {
        m_concepts.append(finish(std::move(*m_concept), m_documentLanguage, &m_warnings));
        m_concept.reset();
        m_lang = -1;
        m_term = -1;
    } else if (closed == Frame::Lang) {
        m_lang = -1;
        m_term = -1;
    } else if (closed == Frame::TermGroup) {
        m_term = -1;
    }
}

std::optional<QList<Concept>> TbxReader::read(TermbaseError *error, QStringList *warnings)
{
    // QXmlStreamReader never loads an external DTD or external entity; internal entity expansion is
    // capped by its entityExpansionLimit (4096 characters by default). An external entity declaration and
    // a reference it leaves unexpanded (EntityReference) are errors; a DOCTYPE naming an external DTD is
    // fine as long as nothing needs it.
    bool ok = true;
    while (ok && !m_xml.atEnd()) {
        const QXmlStreamReader::TokenType token = m_xml.readNext();
        if (token == QXmlStreamReader::StartElement)
            ok = startElement();
        else if (token == QXmlStreamReader::EndElement)
            endElement();
        else if (token == QXmlStreamReader::EntityReference)
            ok = unresolvedEntity();
        else if (token == QXmlStreamReader::DTD)
            ok = readDeclarations();
    }
    if (!m_error && m_xml.hasError()) {
        // QXmlStreamReader counts lines from 1 but columns from 0; TermbaseError and the message use 1-based
        // columns as editors show them.
        QString reason = m_xml.errorString(); // Qt's sentences end with a period: "(Premature end of document.)."
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
    return m_concepts;
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
    TbxReader reader(data);
    std::optional<QList<Concept>> concepts = reader.read(error, warnings);
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
        for (const QString &code : writeOrder(c)) {
            const LangEntry &entry = c.lang[code];
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
                xml.writeEndElement();
            }
            if (!entry.whenItMatters.isEmpty()) {
                const QStringList notes = entry.whenItMatters.split(u'\n', Qt::SkipEmptyParts);
                for (const QString &note : notes)
                    xml.writeTextElement(QStringLiteral("note"), note);
            }
            for (qsizetype i = 0; i < entry.terms.size(); ++i) {
                xml.writeStartElement(QStringLiteral("termSec"));
                xml.writeTextElement(QStringLiteral("term"), entry.terms[i]);
                xml.writeStartElement(QStringLiteral("termNote"));
                xml.writeAttribute(QStringLiteral("type"), QStringLiteral("administrativeStatus"));
                xml.writeCharacters(i == 0 ? QStringLiteral("preferredTerm-admn-sts")
                                           : QStringLiteral("admittedTerm-admn-sts"));
                xml.writeEndElement();
                xml.writeEndElement(); // termSec
            }
            xml.writeEndElement(); // langSec
        }
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
