// SPDX-License-Identifier: GPL-3.0-or-later
#include "glossaryresultmodel.h"

#include "questions.h"

#include <algorithm>

namespace headroom::ui {

GlossaryResultModel::GlossaryResultModel(const glossary::Termbase &termbase, QObject *parent)
    : QAbstractListModel(parent)
    , m_termbase(&termbase)
{}

GlossaryResultModel::~GlossaryResultModel() = default;

void GlossaryResultModel::setTermbase(const glossary::Termbase &termbase)
{
    beginResetModel();
    m_termbase = &termbase;
    m_rows.clear();
    endResetModel();
}

void GlossaryResultModel::setHits(const QList<glossary::Hit> &hits, const QString &uiLanguage)
{
    beginResetModel();
    m_language = uiLanguage;
    m_rows.clear();
    m_rows.reserve(hits.size() + 1);
    m_suggestions = !hits.isEmpty();
    bool heading = false;
    for (const glossary::Hit &hit : hits) {
        if (hit.tier != glossary::Tier::Suggestion) {
            m_suggestions = false;
        } else if (!heading) {
            m_rows.append(Row{{}, std::nullopt, {}, Heading::Suggestions});
            heading = true;
        }
        m_rows.append(Row{hit.conceptId, hit, hit.questionId, Heading::None});
    }
    endResetModel();
}

void GlossaryResultModel::setConcepts(const QStringList &conceptIds, const QString &uiLanguage,
                                      const QStringList &questionIds)
{
    beginResetModel();
    m_language = uiLanguage;
    m_rows.clear();
    m_suggestions = false;
    m_rows.reserve(conceptIds.size() + questionIds.size() + 2);
    QStringList known;
    for (const QString &id : questionIds) {
        if (questionById(id))
            known.append(id);
    }
    if (!known.isEmpty()) {
        m_rows.append(Row{{}, std::nullopt, {}, Heading::Questions});
        for (const QString &id : known)
            m_rows.append(Row{{}, std::nullopt, id, Heading::None});
        m_rows.append(Row{{}, std::nullopt, {}, Heading::AllTerms});
    }
    for (const QString &id : conceptIds)
        m_rows.append(Row{id, std::nullopt, {}, Heading::None});
    endResetModel();
}

GlossaryResultModel::RowKind GlossaryResultModel::Row::kind() const
{
    if (heading != Heading::None)
        return RowKind::Heading;
    return questionId.isEmpty() ? RowKind::Concept : RowKind::Question;
}

int GlossaryResultModel::rowOf(const QString &conceptId) const
{
    for (qsizetype i = 0; i < m_rows.size(); ++i) {
        if (m_rows[i].conceptId == conceptId)
            return static_cast<int>(i);
    }
    return -1;
}

QString GlossaryResultModel::conceptIdAt(int row) const
{
    return row >= 0 && row < m_rows.size() ? m_rows[row].conceptId : QString();
}

QString GlossaryResultModel::questionIdAt(int row) const
{
    return row >= 0 && row < m_rows.size() ? m_rows[row].questionId : QString();
}

int GlossaryResultModel::firstConceptRow() const
{
    for (qsizetype i = 0; i < m_rows.size(); ++i) {
        if (m_rows[i].kind() == RowKind::Concept)
            return static_cast<int>(i);
    }
    return -1;
}

int GlossaryResultModel::firstSelectableRow() const
{
    for (qsizetype i = 0; i < m_rows.size(); ++i) {
        if (m_rows[i].kind() != RowKind::Heading)
            return static_cast<int>(i);
    }
    return -1;
}

int GlossaryResultModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

QString GlossaryResultModel::termOf(const QString &conceptId) const
{
    const glossary::Concept *c = m_termbase->conceptById(conceptId);
    return c ? c->term(m_language) : conceptId;
}

QString GlossaryResultModel::tierHint(glossary::Tier tier)
{
    switch (tier) {
    case glossary::Tier::Exact:
        return tr("exact");
    case glossary::Tier::Prefix:
        return tr("prefix");
    case glossary::Tier::Synonym:
        return tr("synonym");
    case glossary::Tier::Substring:
        return tr("part of a term");
    case glossary::Tier::Definition:
        return tr("in the definition");
    case glossary::Tier::Fuzzy:
        return tr("similar spelling");
    case glossary::Tier::Words:
        return tr("all words");
    case glossary::Tier::Partial:
        return tr("some words");
    case glossary::Tier::Suggestion:
        return tr("did you mean");
    }
    return {};
}

QString GlossaryResultModel::highlighted(const QString &text, int start, int length, int context)
{
    return highlighted(text, QList<glossary::TextMatch>{{start, length}}, context);
}

QList<glossary::TextMatch> GlossaryResultModel::rangesOf(const glossary::Hit &hit)
{
    if (!hit.highlights.isEmpty())
        return hit.highlights;
    return {{hit.highlightStart, hit.highlightLength}};
}

QString GlossaryResultModel::highlighted(const QString &text, const QList<glossary::TextMatch> &ranges, int context)
{
    const int size = static_cast<int>(text.size());
    // Clamp every range into the text; drop empty ones and any that overlap an earlier one.
    QList<glossary::TextMatch> clamped;
    for (const glossary::TextMatch &r : ranges) {
        const int start = std::clamp(r.start, 0, size);
        const int length = std::clamp(r.length, 0, size - start);
        if (length > 0 && (clamped.isEmpty() || start >= clamped.last().start + clamped.last().length))
            clamped.append({start, length});
    }
    const int first =
        clamped.isEmpty() ? std::clamp(ranges.isEmpty() ? 0 : ranges.first().start, 0, size) : clamped.first().start;
    int from = 0;
    int to = size;
    if (context >= 0) {
        from = std::max(0, first - context);
        int end = clamped.isEmpty() ? first : clamped.first().start + clamped.first().length;
        for (const glossary::TextMatch &r : clamped) {
            if (r.start - first <= 4 * context)
                end = std::max(end, r.start + r.length);
        }
        to = std::min(size, end + context);
        // Do not cut a surrogate pair in half.
        if (from > 0 && text.at(from).isLowSurrogate())
            --from;
        if (to < size && text.at(to).isLowSurrogate())
            ++to;
    }
    QString html;
    if (from > 0)
        html += QStringLiteral("…");
    int at = from;
    for (const glossary::TextMatch &r : clamped) {
        if (r.start + r.length > to)
            break;
        html += text.mid(at, r.start - at).toHtmlEscaped();
        html += QStringLiteral("<b>") + text.mid(r.start, r.length).toHtmlEscaped() + QStringLiteral("</b>");
        at = r.start + r.length;
    }
    html += text.mid(at, to - at).toHtmlEscaped();
    if (to < size)
        html += QStringLiteral("…");
    return html;
}

QString GlossaryResultModel::displayText(const Row &row) const
{
    switch (row.kind()) {
    case RowKind::Heading:
        switch (row.heading) {
        case Heading::Questions:
            return tr("Start with a question");
        case Heading::Suggestions:
            return tr("No matches. Did you mean:");
        case Heading::AllTerms:
        case Heading::None:
            break;
        }
        return tr("All terms");
    case RowKind::Question: {
        if (row.hit)
            return row.hit->matchedText; // the question in the language it was found in
        const Question *q = questionById(row.questionId);
        return q ? q->text(m_language) : row.questionId;
    }
    case RowKind::Concept:
        break;
    }
    return termOf(row.conceptId);
}

QString GlossaryResultModel::html(const Row &row) const
{
    switch (row.kind()) {
    case RowKind::Heading:
        return QStringLiteral("<span class=\"heading\">") + displayText(row).toHtmlEscaped() +
               QStringLiteral("</span>");
    case RowKind::Question:
        if (row.hit) {
            //: Under a question found by a search: %1 the term of the concept it opens.
            return QStringLiteral("<span class=\"question\">") +
                   highlighted(row.hit->matchedText, rangesOf(*row.hit), -1) +
                   QStringLiteral("</span><br><span class=\"hint\">") +
                   tr("question about %1").toHtmlEscaped().arg(termOf(row.conceptId).toHtmlEscaped()) +
                   QStringLiteral("</span>");
        }
        return QStringLiteral("<span class=\"question\">") + displayText(row).toHtmlEscaped() +
               QStringLiteral("</span>");
    case RowKind::Concept:
        break;
    }
    const QString term = termOf(row.conceptId);
    if (!row.hit)
        return term.toHtmlEscaped();
    const glossary::Hit &hit = *row.hit;
    if (hit.matchedText == term)
        return highlighted(term, rangesOf(hit), -1);
    // Tier and language first: a row is one line wide, and what does not fit is the end of the text.
    //: Result hint: %1 the match tier ("synonym", "in the definition"), %2 the language code, %3 the
    //: matched text with the match in bold.
    return term.toHtmlEscaped() + QStringLiteral("<br><span class=\"hint\">") +
           tr("%1 (%2): %3")
               .toHtmlEscaped()
               .arg(tierHint(hit.tier).toHtmlEscaped(), hit.matchedLanguage.toUpper().toHtmlEscaped(),
                    highlighted(hit.matchedText, rangesOf(hit), kHintContext)) +
           QStringLiteral("</span>");
}

QString GlossaryResultModel::plainHint(const Row &row) const
{
    const QString term = displayText(row);
    if (!row.hit)
        return term;
    return tr("%1 — matched “%2” (%3, %4)")
        .arg(term, row.hit->matchedText.left(120), row.hit->matchedLanguage.toUpper(), tierHint(row.hit->tier));
}

QVariant GlossaryResultModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Row &row = m_rows[index.row()];
    switch (role) {
    case Qt::DisplayRole:
        return displayText(row);
    case Qt::ToolTipRole:
    case Qt::AccessibleTextRole:
        return plainHint(row);
    case ConceptIdRole:
        return row.conceptId;
    case HtmlRole:
        return html(row);
    case MatchedLanguageRole:
        return row.hit ? row.hit->matchedLanguage : QString();
    case TierRole:
        return row.hit ? static_cast<int>(row.hit->tier) : -1;
    case RowKindRole:
        return static_cast<int>(row.kind());
    case QuestionIdRole:
        return row.questionId;
    default:
        return {};
    }
}

Qt::ItemFlags GlossaryResultModel::flags(const QModelIndex &index) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return Qt::NoItemFlags;
    if (m_rows[index.row()].kind() == RowKind::Heading)
        return Qt::NoItemFlags;
    return Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemNeverHasChildren;
}

QHash<int, QByteArray> GlossaryResultModel::roleNames() const
{
    QHash<int, QByteArray> names = QAbstractListModel::roleNames();
    names.insert(ConceptIdRole, "conceptId");
    names.insert(HtmlRole, "html");
    names.insert(MatchedLanguageRole, "matchedLanguage");
    names.insert(TierRole, "tier");
    names.insert(RowKindRole, "rowKind");
    names.insert(QuestionIdRole, "questionId");
    return names;
}

} // namespace headroom::ui
