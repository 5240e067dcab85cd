// SPDX-License-Identifier: GPL-3.0-or-later
#include <glossary/termbase.h>

#include <QCoreApplication>
#include <QFile>
#include <QXmlStreamReader>
#include <QXmlStreamWriter>

#include <utility>

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
    for (const QChar c : tag) {
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
    QHash<QString, LangDraft> lang;
};

Concept finish(ConceptDraft &&draft, const QString &documentLanguage, QStringList *warnings)
{
    Concept c;
    c.id = draft.id;
    c.subject = draft.subject;
    c.related = draft.related;
    c.related.removeDuplicates();
    if (!draft.conceptDefinition.isEmpty() && draft.lang.contains(documentLanguage) &&
        draft.lang[documentLanguage].definition.isEmpty()) {
        draft.lang[documentLanguage].definition = draft.conceptDefinition;
    }
    // Languages in code order, so warnings come out in the same order on every run (QHash order is seeded).
    QStringList codes = draft.lang.keys();
    codes.sort();
    for (const QString &code : std::as_const(codes)) {
        const auto it = draft.lang.constFind(code);
        LangEntry entry;
        qsizetype preferred = -1;
        for (qsizetype i = 0; i < it->terms.size(); ++i) {
            if (it->terms[i].preferred) {
                preferred = i;
                break;
            }
        }
        if (preferred >= 0)
            entry.terms.append(it->terms[preferred].text);
        for (qsizetype i = 0; i < it->terms.size(); ++i) {
            if (i == preferred)
                continue;
            if (!entry.terms.contains(it->terms[i].text)) {
                entry.terms.append(it->terms[i].text);
            } else if (warnings) {
                warnings->append(trText("Concept %1 (%2): the duplicate term \"%3\" was removed.")
                                     .arg(c.id, it.key(), it->terms[i].text));
            }
        }
        entry.definition = it->definition;
        entry.whenItMatters = it->notes.join(u'\n');
        if (!entry.terms.isEmpty() || !entry.definition.isEmpty() || !entry.whenItMatters.isEmpty())
            c.lang.insert(it.key(), entry);
    }
    if (warnings) {
        QStringList other;
        for (auto it = c.lang.cbegin(); it != c.lang.cend(); ++it) {
            if (!languages().contains(it.key()))
                other.append(it.key());
        }
        other.sort();
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
    QStringList found; // warnings, handed out only on success

    auto fail = [error](qint64 line, qint64 column, const QString &message) -> std::optional<Termbase> {
        if (error) {
            error->line = line;
            error->column = column;
            error->message = message;
        }
        return std::nullopt;
    };

    // QXmlStreamReader never loads an external DTD or external entity; internal entity expansion is
    // capped by its entityExpansionLimit (4096 characters by default).
    QXmlStreamReader xml(data);
    Termbase result;
    QHash<QString, qint64> firstLine;    // id -> line of its first definition
    std::optional<ConceptDraft> current; // the concept being read
    QString currentLang;                 // inside a langSec/langSet when non-empty
    qsizetype currentGroup = -1;         // index into the current language's terms (termSec/tig/ntig); -1 = none
    QStringList stack;                   // open container elements (local names)
    QString documentLanguage = QStringLiteral("en");
    bool sawRoot = false;

    while (!xml.atEnd()) {
        const QXmlStreamReader::TokenType token = xml.readNext();
        if (token == QXmlStreamReader::StartElement) {
            const QStringView name = xml.name();
            const QXmlStreamAttributes attrs = xml.attributes();
            const qint64 line = xml.lineNumber();
            if (!sawRoot) {
                sawRoot = true;
                if (name != u"tbx" && name != u"martif") {
                    return fail(line, xml.columnNumber() + 1,
                                trText("Line %1: this is not a TBX file (the root element is <%2>, expected "
                                       "<tbx> or <martif>).")
                                    .arg(line)
                                    .arg(name.toString()));
                }
                const QString lang = primaryLanguage(attrs.value(QStringLiteral("xml:lang")));
                if (!lang.isEmpty())
                    documentLanguage = lang;
            }

            if (isOneOf(name, {u"conceptEntry", u"termEntry"})) {
                if (current) {
                    return fail(line, xml.columnNumber() + 1,
                                trText("Line %1: a concept entry is nested inside another one.").arg(line));
                }
                const QString id = attrs.value(QStringLiteral("id")).trimmed().toString();
                if (id.isEmpty()) {
                    return fail(line, xml.columnNumber() + 1, trText("Line %1: a concept entry has no id.").arg(line));
                }
                if (const auto it = firstLine.constFind(id); it != firstLine.cend()) {
                    return fail(line, xml.columnNumber() + 1,
                                trText("Line %1: the concept id \"%2\" is used twice (first on line %3).")
                                    .arg(line)
                                    .arg(id)
                                    .arg(*it));
                }
                firstLine.insert(id, line);
                current = ConceptDraft{};
                current->id = id;
                current->line = line;
                stack.append(name.toString());
            } else if (current && isOneOf(name, {u"langSec", u"langSet"})) {
                QStringView tag = attrs.value(QStringLiteral("xml:lang"));
                if (tag.isEmpty())
                    tag = attrs.value(QStringLiteral("lang"));
                currentLang = primaryLanguage(tag);
                if (currentLang.isEmpty())
                    currentLang = documentLanguage;
                current->lang[currentLang]; // create
                stack.append(name.toString());
            } else if (current && !currentLang.isEmpty() && isOneOf(name, {u"termSec", u"tig", u"ntig"})) {
                currentGroup = -1;
                stack.append(name.toString());
            } else if (current && name == u"term") {
                const QString text = xml.readElementText(QXmlStreamReader::IncludeChildElements).simplified();
                if (!currentLang.isEmpty() && !text.isEmpty()) {
                    LangDraft &lang = current->lang[currentLang];
                    lang.terms.append(TermDraft{text, false});
                    currentGroup = lang.terms.size() - 1;
                }
            } else if (current && name == u"termNote") {
                const QString type = attrs.value(QStringLiteral("type")).toString();
                const QString value = xml.readElementText(QXmlStreamReader::IncludeChildElements);
                if (type == QLatin1String("administrativeStatus") && currentGroup >= 0 && isPreferredStatus(value))
                    current->lang[currentLang].terms[currentGroup].preferred = true;
            } else if (current && name == u"descrip") {
                const QString type = attrs.value(QStringLiteral("type")).toString();
                const QString text = xml.readElementText(QXmlStreamReader::IncludeChildElements).simplified();
                const bool inTermGroup = isOneOf(stack.constLast(), {u"termSec", u"tig", u"ntig", u"termGrp"});
                if (type == QLatin1String("subjectField")) {
                    if (current->subject.isEmpty())
                        current->subject = text;
                } else if (type == QLatin1String("definition") && !inTermGroup) {
                    if (currentLang.isEmpty()) {
                        if (current->conceptDefinition.isEmpty())
                            current->conceptDefinition = text;
                    } else if (current->lang[currentLang].definition.isEmpty()) {
                        current->lang[currentLang].definition = text;
                    }
                }
            } else if (current && name == u"note") {
                const QString text = xml.readElementText(QXmlStreamReader::IncludeChildElements).simplified();
                const bool langLevel = isOneOf(stack.constLast(), {u"langSec", u"langSet"});
                if (langLevel && !text.isEmpty())
                    current->lang[currentLang].notes.append(text);
            } else if (current && name == u"ref") {
                const QString type = attrs.value(QStringLiteral("type")).toString();
                const QString target = attrs.value(QStringLiteral("target")).trimmed().toString();
                xml.skipCurrentElement();
                if (type == QLatin1String("crossReference") && !target.isEmpty())
                    current->related.append(target);
            } else {
                stack.append(name.toString());
            }
        } else if (token == QXmlStreamReader::EndElement) {
            if (stack.isEmpty())
                continue;
            const QString closed = stack.takeLast();
            if (closed == QLatin1String("conceptEntry") || closed == QLatin1String("termEntry")) {
                const QString id = current->id;
                result.m_index.insert(id, result.m_concepts.size());
                result.m_concepts.append(finish(std::move(*current), documentLanguage, &found));
                current.reset();
                currentLang.clear();
                currentGroup = -1;
            } else if (closed == QLatin1String("langSec") || closed == QLatin1String("langSet")) {
                currentLang.clear();
                currentGroup = -1;
            } else if (closed == QLatin1String("termSec") || closed == QLatin1String("tig") ||
                       closed == QLatin1String("ntig")) {
                currentGroup = -1;
            }
        }
    }
    if (xml.hasError()) {
        // QXmlStreamReader counts lines from 1 but columns from 0; TermbaseError and the message use 1-based
        // columns as editors show them.
        return fail(xml.lineNumber(), xml.columnNumber() + 1,
                    trText("Line %1, column %2: the TBX file is not well-formed XML (%3).")
                        .arg(xml.lineNumber())
                        .arg(xml.columnNumber() + 1)
                        .arg(xml.errorString()));
    }
    if (result.m_concepts.isEmpty())
        return fail(0, 0, trText("The TBX file contains no concept entries."));
    if (warnings)
        *warnings = found;
    return result;
}

std::optional<Termbase> Termbase::fromFile(const QString &path, TermbaseError *error, QStringList *warnings)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        if (error) {
            *error = TermbaseError{};
            error->message = trText("Cannot open the glossary %1: %2").arg(path, file.errorString());
        }
        return std::nullopt;
    }
    auto termbase = fromTbx(file.readAll(), error, warnings);
    if (!termbase && error)
        error->message = QStringLiteral("%1: %2").arg(path, error->message);
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
