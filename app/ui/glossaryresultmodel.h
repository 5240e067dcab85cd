// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A thin list model over glossary results: either the ranked hits of a search (glossary::Hit values)
// or, for an empty query, every concept in display order. Each row shows the concept's term in the UI
// language; when the match lies elsewhere (a synonym, another language, the definition) a hint shows
// that text with the matched part in bold, plus its language and match tier.

#include <glossary/searchindex.h>
#include <glossary/termbase.h>

#include <QAbstractListModel>

#include <optional>

namespace headroom::ui {

class GlossaryResultModel final : public QAbstractListModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(GlossaryResultModel)

public:
    enum Role {
        ConceptIdRole = Qt::UserRole + 1, ///< QString concept id
        HtmlRole,                         ///< rich text: term, then the highlighted match hint
        MatchedLanguageRole,              ///< "nl", "en", "tr" (empty for the full list)
        TierRole,                         ///< int(glossary::Tier), or -1 for the full list
    };

    /// `termbase` must outlive the model.
    explicit GlossaryResultModel(const glossary::Termbase &termbase, QObject *parent = nullptr);
    ~GlossaryResultModel() override;

    /// Shows ranked search hits (best first).
    void setHits(const QList<glossary::Hit> &hits, const QString &uiLanguage);
    /// Shows concepts without a match, in the given order (SearchIndex::sortedConceptIds()).
    void setConcepts(const QStringList &conceptIds, const QString &uiLanguage);

    /// Row of a concept, or -1.
    int rowOf(const QString &conceptId) const;
    QString conceptIdAt(int row) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

    /// The match text with [start, start+length) in bold, HTML-escaped; long texts (definitions) are cut
    /// to about `context` characters either side of the match, with an ellipsis.
    static QString highlighted(const QString &text, int start, int length, int context = 40);
    /// Translated hint for a match tier ("synonym", "in definition", ...).
    static QString tierHint(glossary::Tier tier);

private:
    struct Row {
        QString conceptId;
        std::optional<glossary::Hit> hit;
    };
    QString termOf(const QString &conceptId) const;
    QString html(const Row &row) const;
    QString plainHint(const Row &row) const;

    const glossary::Termbase &m_termbase;
    QList<Row> m_rows;
    QString m_language = QStringLiteral("en");
};

} // namespace headroom::ui
