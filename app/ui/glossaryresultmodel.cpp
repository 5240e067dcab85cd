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
    m_rows.reserve(hits.size());
    for (const glossary::Hit &hit : hits)
        m_rows.append(Row{hit.conceptId, hit, {}, Heading::None});
    endResetModel();
}

void GlossaryResultModel::setConcepts(const QStringList &conceptIds, const QString &uiLanguage,
                                      const QStringList &questionIds)
{
    beginResetModel();
    m_language = uiLanguage;
    m_rows.clear();
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
    }
    return {};
}

QString GlossaryResultModel::highlighted(const QString &text, int start, int length, int context)
{
    const int size = static_cast<int>(text.size());
    start = std::clamp(start, 0, size);
    length = std::clamp(length, 0, size - start);
    int from = 0;
    int to = size;
    if (context >= 0) {
        from = std::max(0, start - context);
        to = std::min(size, start + length + context);
        // Do not cut a surrogate pair in half.
        if (from > 0 && text.at(from).isLowSurrogate())
            --from;
        if (to < size && text.at(to).isLowSurrogate())
            ++to;
    }
    QString html;
    if (from > 0)
        html += QStringLiteral("…");
    html += text.mid(from, start - from).toHtmlEscaped();
    if (length > 0)
        html += QStringLiteral("<b>") + text.mid(start, length).toHtmlEscaped() + QStringLiteral("</b>");
    html += text.mid(start + length, to - start - length).toHtmlEscaped();
    if (to < size)
        html += QStringLiteral("…");
    return html;
}

QString GlossaryResultModel::displayText(const Row &row) const
{
    switch (row.kind()) {
    case RowKind::Heading:
        return row.heading == Heading::Questions ? tr("Start with a question") : tr("All terms");
    case RowKind::Question: {
        const Question *q = questionById(row.questionId);
        return q ? q->text() : row.questionId;
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
        return highlighted(term, hit.highlightStart, hit.highlightLength, -1);
    // Tier and language first: a row is one line wide, and what does not fit is the end of the text.
    //: Result hint: %1 the match tier ("synonym", "in the definition"), %2 the language code, %3 the
    //: matched text with the match in bold.
    return term.toHtmlEscaped() + QStringLiteral("<br><span class=\"hint\">") +
           tr("%1 (%2): %3")
               .toHtmlEscaped()
               .arg(tierHint(hit.tier).toHtmlEscaped(), hit.matchedLanguage.toUpper().toHtmlEscaped(),
                    highlighted(hit.matchedText, hit.highlightStart, hit.highlightLength)) +
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
