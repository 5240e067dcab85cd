// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A thin list model over glossary results: either the ranked hits of a search (glossary::Hit values)
// or, for an empty query, every concept in display order, optionally after the "Start with a question"
// rows (questions.h) under their own heading. Each concept row shows the concept's term in the UI
// language; when the match lies elsewhere (a synonym, another language, the definition) a hint shows
// its match tier and language, then that text with every matched part (Hit::highlights) in bold. A hit
// found through a built-in question (Hit::questionId) is a question row: it shows the question
// (Hit::matchedText) and asks it when opened. When a search found only suggestions (Tier::Suggestion:
// nothing matched) they follow a heading "No matches. Did you mean:". Headings are neither enabled nor
// selectable, so the keyboard skips them.

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
        RowKindRole,                      ///< int(RowKind)
        QuestionIdRole,                   ///< Question::id of a question row, else empty
    };
    enum class RowKind { Concept, Question, Heading };

    /// `termbase` must outlive the model (or be replaced with setTermbase() first).
    explicit GlossaryResultModel(const glossary::Termbase &termbase, QObject *parent = nullptr);
    ~GlossaryResultModel() override;

    /// Switches to another termbase (e.g. after importing a user termbase) and empties the list; the
    /// caller fills it again with setHits() or setConcepts(). `termbase` must outlive the model.
    void setTermbase(const glossary::Termbase &termbase);

    /// Shows ranked search hits (best first); Tier::Suggestion hits under the "did you mean" heading.
    void setHits(const QList<glossary::Hit> &hits, const QString &uiLanguage);
    /// Shows concepts without a match, in the given order (SearchIndex::sortedConceptIds()). With
    /// `questionIds` (Question::id values; unknown ids are left out) the list starts with a heading
    /// "Start with a question", the questions, and a heading "All terms" before the concepts.
    void setConcepts(const QStringList &conceptIds, const QString &uiLanguage, const QStringList &questionIds = {});

    /// Row of a concept, or -1.
    int rowOf(const QString &conceptId) const;
    /// Concept id of a concept row or of a question found by a search (the concept it opens); empty for
    /// the questions of the full list, headings and out of range.
    QString conceptIdAt(int row) const;
    /// Question id of a question row, else empty.
    QString questionIdAt(int row) const;
    /// Row of the first concept (after any question rows), or -1 when there is none.
    int firstConceptRow() const;
    /// Row of the first selectable row (a concept or a question), or -1.
    int firstSelectableRow() const;
    /// True when the list shows search hits that are all suggestions (the "did you mean" heading).
    bool showsSuggestions() const { return m_suggestions; }

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    QHash<int, QByteArray> roleNames() const override;

    /// The match text with [start, start+length) in bold, HTML-escaped; long texts (definitions) are cut
    /// to about `context` characters either side of the match, with an ellipsis.
    /// Characters of context either side of the match in a row's hint: the row is one line in a narrow
    /// list (about 20 characters after "in the definition (NL): " at 1024 x 640), so the match must come
    /// early in it (16 still cut "bellek" to "be…" there).
    static constexpr int kHintContext = 8;
    static QString highlighted(const QString &text, int start, int length, int context = 40);
    /// The same with every range of `ranges` (in text order, non-overlapping, as Hit::highlights) in
    /// bold; a long text is cut to `context` characters before the first range and after the last one
    /// that starts within 4 x `context` characters of the first (later ones are left out).
    static QString highlighted(const QString &text, const QList<glossary::TextMatch> &ranges, int context = 40);
    /// The ranges of a hit: Hit::highlights, or [highlightStart, +highlightLength) when that is empty.
    static QList<glossary::TextMatch> rangesOf(const glossary::Hit &hit);
    /// Translated hint for a match tier ("synonym", "in definition", ...).
    static QString tierHint(glossary::Tier tier);

private:
    enum class Heading { None, Questions, AllTerms, Suggestions };
    struct Row {
        QString conceptId;
        std::optional<glossary::Hit> hit;
        QString questionId;              ///< set on question rows
        Heading heading = Heading::None; ///< set on heading rows
        RowKind kind() const;
    };
    QString displayText(const Row &row) const;
    QString termOf(const QString &conceptId) const;
    QString html(const Row &row) const;
    QString plainHint(const Row &row) const;

    const glossary::Termbase *m_termbase = nullptr;
    QList<Row> m_rows;
    QString m_language = QStringLiteral("en");
    bool m_suggestions = false;
};

} // namespace headroom::ui
