// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The trilingual termbase (nl, en, tr), read from a TBX-Basic file (ISO 30042:2019 shape:
// tbx/text/body/conceptEntry/langSec/termSec/term). The built-in file is resources/glossary/headroom.tbx,
// embedded as ":/glossary/headroom.tbx".
//
// The reader also accepts the older ISO 30042:2008 shape (martif/text/body/termEntry/langSet/tig|ntig/term)
// and matches elements by local name, so files with any (or no) namespace load. It never resolves
// external entities or fetches a DTD: a DOCTYPE naming an external DTD is accepted, but a reference to an
// entity it cannot expand (declared SYSTEM/PUBLIC, or declared nowhere in the file) is an error, so no term
// is ever read with part of its text silently missing. Internal entities are expanded (capped by
// QXmlStreamReader's entity expansion limit). Data categories read (TBX-Basic, LTAC-Global DCA schematron):
//   conceptEntry@id                          -> Concept::id
//   descrip type="subjectField"              -> Concept::subject (the first one; later ones: Concept::data)
//   ref type="crossReference" target="<id>"  -> Concept::related (concept or termSec level)
//   langSec@xml:lang                         -> Concept::lang key (primary subtag, lower case: "en-US" -> "en")
//   descrip type="definition"                -> LangEntry::definition (the first one of the language, also
//                                               inside descripGrp, whose admin type="source" goes to
//                                               LangDetails::definitionSource; one inside a termSec/tig/ntig
//                                               describes a term: LangDetails::terms)
//   note (langSec level)                     -> LangEntry::whenItMatters
//   termSec/term + termNote administrativeStatus -> LangEntry::terms, preferred term first
//   everything else inside a concept         -> Concept::data, LangDetails::data, LangDetails::terms (TbxDatum)
// TBX-Basic DCT style (data categories as elements in the namespaces http://www.tbxinfo.net/ns/min and
// .../basic, e.g. <basic:definition>, <min:subjectField>, <min:administrativeStatus>; LTAC-Global
// DCT/TBX-Basic.nvdl) is read as the DCA element it stands for (dctToDca in termbase.cpp): any prefixed or
// non-TBX-namespace element whose local name is a TBX-Basic data category.
//
// Structure (a file that breaks it is refused with one error naming line and column, nothing is guessed):
// a langSec/langSet belongs directly in a concept entry, never inside another langSec or a termSec (such
// nesting used to attribute notes to a language "" that an export could not write back); a termSec/tig/ntig
// never holds another one; a langSec without xml:lang (or with an empty one) is in the document language
// (the root's xml:lang, else "en"). Elements may nest at most kMaxTbxDepth levels (root = level 1), and
// element text is collected without recursion, so hostile nesting costs neither stack nor time.
//
// Speed: the bytes are read first by a strict fast tokenizer (tbxfastxml.h: plain UTF-8 XML, no DTD, only the
// predefined entities); on anything else or any error the same bytes are read again by QXmlStreamReader,
// which words every error, so both paths accept exactly the same files and give the same concepts.
//
// Languages other than nl, en and tr are kept in Concept::lang (an export writes them back, the article
// shows them, the search finds them); fromTbx() reports them, and the duplicate terms it removed, as
// warnings.
//
// Writers: toTbx() (TBX-Basic 2019 DCA, the shape above; every TbxDatum written back where it was read) and
// toCsv() (RFC 4180). merge() adds the concepts of a user termbase beside these ones; TermbaseStore
// (termbasestore.h) keeps the user's imported files.

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QSharedData>
#include <QSharedDataPointer>
#include <QString>
#include <QStringList>

#include <io/safefile.h>

#include <cstdint>
#include <optional>

namespace headroom::glossary {

/// The deepest element nesting fromTbx() accepts, root element = 1. Real TBX needs under 10 levels
/// (tbx/text/body/conceptEntry/langSec/termSec/termNote plus inline markup); deeper input is an error.
inline constexpr int kMaxTbxDepth = 256;

/// Termbase::fromFile() and TermbaseStore read at most this many bytes of a user's TBX file
/// (io::kMaxTermbaseBytes, 64 MiB: about 30,000 concepts in three languages with definitions, notes
/// and synonyms); a larger file is refused with a message that states the limit.
inline constexpr std::int64_t kMaxTermbaseFileBytes = io::kMaxTermbaseBytes;

/// Language codes used everywhere: "nl", "en", "tr".
inline const QStringList &languages()
{
    static const QStringList langs{QStringLiteral("en"), QStringLiteral("nl"), QStringLiteral("tr")};
    return langs;
}

/// One TBX-Basic data category kept as read, so that toTbx() writes it back (the ones with a field of their
/// own, such as the first definition or the preferred-term status, are not repeated here). Always in DCA
/// form: a DCT <basic:context> is element "descrip", type "context".
struct TbxDatum {
    QString element; ///< DCA element name: "descrip", "admin", "termNote", "note", "xref", "ref", "transac",
                     ///< "transacNote", "date" (also "descripNote")
    QString type;    ///< its type attribute: "context", "source", "partOfSpeech", "xGraphic", "responsibility",
                     ///< "transactionType", ...; empty for note and date
    QString text;    ///< the element's text, whitespace simplified
    QString target;  ///< its target attribute (an URL, a concept id, a person id in <back>); often empty
    /// 0: a data category of its own. Otherwise the number of the group (descripGrp, transacGrp, termNoteGrp,
    /// adminGrp) it was read in, unique within one list; a group's items follow each other, the group's
    /// kind is that of its first item (descrip -> descripGrp, transac -> transacGrp, termNote ->
    /// termNoteGrp, admin -> adminGrp).
    int group = 0;

    friend bool operator==(const TbxDatum &, const TbxDatum &) = default;
};

/// The data categories of one term (its termSec), for LangDetails::terms.
struct TermDetails {
    QString term;         ///< the term's text, as in LangEntry::terms
    QList<TbxDatum> data; ///< its data categories in document order (see LangDetails::terms)

    friend bool operator==(const TermDetails &, const TermDetails &) = default;
};

/// What a language section of an imported file holds beyond LangEntry's three fields. Shared between copies
/// (copy on write) and absent (null) when there is nothing: Concept::lang is a QHash, whose smallest table
/// holds 48 entries, so every byte of LangEntry costs 48 per concept.
struct LangDetails : QSharedData {
    QString definitionSource; ///< the admin type="source" beside the definition in its descripGrp; may be empty
    /// The other data categories of the language section in document order (transacGrp, further
    /// definitions, xref, admin, notes inside a group, ...).
    QList<TbxDatum> data;
    /// Per term of LangEntry::terms that has one (in term order): the data categories of its termSec in
    /// document order, every termNote included (administrativeStatus, partOfSpeech, termType,
    /// grammaticalGender, geographicalUsage, termLocation, ...), descripGrp context + source, notes, admin,
    /// transacGrp. A term without an entry is written with the generated status (preferredTerm-admn-sts for
    /// the first term, admittedTerm-admn-sts for the others), and fromTbx() stores no entry for a term whose
    /// termSec held nothing else or exactly that; an entry (even with no data) is written as it is, without
    /// a generated status.
    QList<TermDetails> terms;

    friend bool operator==(const LangDetails &a, const LangDetails &b)
    {
        return a.definitionSource == b.definitionSource && a.data == b.data && a.terms == b.terms;
    }
};

struct LangEntry {
    QStringList terms;     ///< preferred term first, then synonyms and abbreviations
    QString definition;    ///< what the term means
    QString whenItMatters; ///< when the term matters for a decision (several TBX notes: joined by '\n')
    /// Everything else the file gave this language (null: nothing). Read it through the accessors below;
    /// write it with `details->...` after `if (!details) details = new LangDetails;`.
    QSharedDataPointer<LangDetails> details;

    /// LangDetails::definitionSource, or empty.
    QString definitionSource() const { return details ? details->definitionSource : QString(); }
    /// LangDetails::data, or empty.
    QList<TbxDatum> data() const { return details ? details->data : QList<TbxDatum>(); }
    /// The data categories of `term`'s termSec, or nullptr when it has no entry (LangDetails::terms).
    const QList<TbxDatum> *termData(const QString &term) const
    {
        if (!details)
            return nullptr;
        for (const TermDetails &t : details->terms) {
            if (t.term == term)
                return &t.data;
        }
        return nullptr;
    }

    /// Every field equal; null details equal empty ones.
    friend bool operator==(const LangEntry &a, const LangEntry &b)
    {
        if (a.terms != b.terms || a.definition != b.definition || a.whenItMatters != b.whenItMatters)
            return false;
        static const LangDetails kNone;
        return (a.details ? *a.details : kNone) == (b.details ? *b.details : kNone);
    }
};

struct Concept {
    QString id;                     ///< stable id, e.g. "kv-cache"
    QString subject;                ///< e.g. "memory", "pricing", "training"
    QHash<QString, LangEntry> lang; ///< keyed by "nl", "en", "tr"
    QStringList related;            ///< see-also concept ids
    /// The other concept-level data categories in document order: notes, xref, transacGrp, admin
    /// (customerSubset, projectSubset, source), further subject fields.
    QList<TbxDatum> data;
    /// Where the concept came from: empty for the built-in termbase, else the display name (file name,
    /// e.g. "team-terms.tbx") of the user termbase it was merged from (Termbase::merge). Not stored in TBX.
    QString source;

    /// Preferred term in `language`, falling back to English, then the id.
    QString term(const QString &language) const;

    /// Every field equal (the order of `lang` does not matter; terms and related keep their order).
    friend bool operator==(const Concept &, const Concept &) = default;
};

struct TermbaseError {
    QString message;   ///< fit for the user: file, line, what is wrong
    qint64 line = 0;   ///< 1-based line of the problem in the TBX text; 0 when not tied to a line
    qint64 column = 0; ///< 1-based column; 0 when not tied to a position
    /// Set by TermbaseStore::importData()/importFile() when the input was valid but the store could not be
    /// written (folder not created, short write, disk full): a runtime failure, not a bad input.
    bool storeFailure = false;
};

/// What Termbase::merge() did.
struct MergeReport {
    int added = 0;       ///< concepts appended
    QStringList skipped; ///< one translated line per concept not added: its id and the reason
};

class Termbase
{
public:
    /// Parses TBX (2019 or 2008 shape, DCA or DCT style) from memory. Never fetches a DTD or an external
    /// entity. Linear in the input (about 2 KB of TBX per concept: 100,000 concepts in 4 s of CPU on a loaded
    /// 2-core CI machine, was 9 s).
    /// Concepts keep document order. Within a language, terms are de-duplicated (exact text) and the
    /// preferred term (administrativeStatus preferredTerm-admn-sts, or "preferred") comes first; without
    /// one the first term in document order is preferred. Empty terms are skipped.
    /// On error returns nullopt and fills `error`: malformed XML (with line/column), a root element that
    /// is neither `tbx` nor `martif`, no concept at all, a concept without `id`, a duplicate id, a
    /// concept, language section or term section inside another one (see the header comment), nesting
    /// deeper than kMaxTbxDepth (with line/column), or a reference to an external or undeclared
    /// entity ("the entity &xxe; refers to the external file ...", with line/column).
    /// `warnings` (optional) receives one translated line per language other than nl/en/tr ("Concept c17:
    /// language \"zu\" is kept and shown ...") and per duplicate term removed. Cleared first.
    static std::optional<Termbase> fromTbx(const QByteArray &data, TermbaseError *error = nullptr,
                                           QStringList *warnings = nullptr);
    /// Reads `path` (a file or a Qt resource path) and parses it like fromTbx(); the error message names
    /// the file ("FILE: line L, column C: ..."). A file is read with io::readRegularFile(): one that
    /// cannot be opened, is not a regular file (a FIFO, /dev/zero: refused at once, never read) or holds
    /// more than kMaxTermbaseFileBytes is an error whose message names the file (and the limit).
    static std::optional<Termbase> fromFile(const QString &path, TermbaseError *error = nullptr,
                                            QStringList *warnings = nullptr);
    /// The built-in termbase (":/glossary/headroom.tbx"), loaded once, thread-safe. Aborts with qFatal()
    /// only if the embedded file is missing or broken (a build defect, not a user error).
    static const Termbase &builtIn();

    const QList<Concept> &concepts() const { return m_concepts; }
    /// The concept with `id`, or nullptr. (Not named concept(): that is a C++20 keyword.)
    const Concept *conceptById(const QString &id) const;
    /// All concept ids in document order.
    QStringList conceptIds() const;

    /// TBX-Basic (ISO 30042:2019, DCA style, namespace urn:iso:std:iso:30042:ed-2), UTF-8, indented:
    /// tbx/tbxHeader/text/body/conceptEntry(id)/{descrip subjectField, ref crossReference,
    /// Concept::data}/langSec(xml:lang)/{descripGrp/{descrip definition, admin source}, note (one per line
    /// of whenItMatters), LangDetails::data}/termSec/{term, the term's LangDetails::terms data, or without one
    /// termNote administrativeStatus: preferredTerm-admn-sts for the first term, admittedTerm-admn-sts
    /// for the others}. TbxDatum groups are written as their group element. Every language in
    /// Concept::lang is written (nl, en, tr first). fromTbx(toTbx()) gives concepts equal to these ones,
    /// except Concept::source (not stored).
    QByteArray toTbx() const;

    /// CSV (RFC 4180: CRLF line ends, fields with a comma, quote, CR or LF quoted, quotes doubled), UTF-8
    /// without BOM, header row
    /// concept_id,subject,related,nl_terms,nl_definition,nl_note,en_terms,en_definition,en_note,
    /// tr_terms,tr_definition,tr_note — related ids joined by " ", terms by " | " (preferred first), a
    /// note's lines by LF (inside the quoted field). Languages other than nl/en/tr and Concept::source are
    /// not written. Spreadsheet formula injection is not escaped: the texts are the user's own data.
    QByteArray toCsv() const;

    /// Appends the concepts of `other` whose id is not in this termbase yet, with Concept::source set to
    /// `source`; every other concept is skipped and reported ("kv-cache: skipped, the id is already in the
    /// built-in glossary" / "... already in team.tbx").
    MergeReport merge(const Termbase &other, const QString &source);

private:
    QList<Concept> m_concepts;
    QHash<QString, qsizetype> m_index;
};

} // namespace headroom::glossary
