// SPDX-License-Identifier: GPL-3.0-or-later
#include "glossaryresultmodel.h"

#include <algorithm>

namespace headroom::ui {

GlossaryResultModel::GlossaryResultModel(const glossary::Termbase &termbase, QObject *parent)
    : QAbstractListModel(parent)
    , m_termbase(termbase)
{}

GlossaryResultModel::~GlossaryResultModel() = default;

void GlossaryResultModel::setHits(const QList<glossary::Hit> &hits, const QString &uiLanguage)
{
    beginResetModel();
    m_language = uiLanguage;
    m_rows.clear();
    m_rows.reserve(hits.size());
    for (const glossary::Hit &hit : hits)
        m_rows.append(Row{hit.conceptId, hit});
    endResetModel();
}

void GlossaryResultModel::setConcepts(const QStringList &conceptIds, const QString &uiLanguage)
{
    beginResetModel();
    m_language = uiLanguage;
    m_rows.clear();
    m_rows.reserve(conceptIds.size());
    for (const QString &id : conceptIds)
        m_rows.append(Row{id, std::nullopt});
    endResetModel();
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

int GlossaryResultModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

QString GlossaryResultModel::termOf(const QString &conceptId) const
{
    const glossary::Concept *c = m_termbase.conceptById(conceptId);
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

QString GlossaryResultModel::html(const Row &row) const
{
    const QString term = termOf(row.conceptId);
    if (!row.hit)
        return term.toHtmlEscaped();
    const glossary::Hit &hit = *row.hit;
    if (hit.matchedText == term)
        return highlighted(term, hit.highlightStart, hit.highlightLength, -1);
    return term.toHtmlEscaped() + QStringLiteral("<br><span class=\"hint\">") +
           highlighted(hit.matchedText, hit.highlightStart, hit.highlightLength) + QStringLiteral(" · ") +
           hit.matchedLanguage.toUpper().toHtmlEscaped() + QStringLiteral(" · ") + tierHint(hit.tier).toHtmlEscaped() +
           QStringLiteral("</span>");
}

QString GlossaryResultModel::plainHint(const Row &row) const
{
    const QString term = termOf(row.conceptId);
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
        return termOf(row.conceptId);
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
    default:
        return {};
    }
}

QHash<int, QByteArray> GlossaryResultModel::roleNames() const
{
    QHash<int, QByteArray> names = QAbstractListModel::roleNames();
    names.insert(ConceptIdRole, "conceptId");
    names.insert(HtmlRole, "html");
    names.insert(MatchedLanguageRole, "matchedLanguage");
    names.insert(TierRole, "tier");
    return names;
}

} // namespace headroom::ui
