// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The glossary side of the window: a search field (search-as-you-type over nl/en/tr terms and meanings),
// the ranked result list and the article view of one concept (term, synonyms, definition, "when it
// matters", see-also links by concept id, the termbase it came from, and "Show in chart" for concepts the
// breakdown chart draws). While the search field is empty the list starts with "Start with a question"
// (questions.h).
//
// Keyboard (glossary-anchors.md section 4.1): Ctrl+F / Ctrl+K focus the search field and select its
// text; Up/Down/PgUp/PgDn typed in the field move in the results; Enter opens the selected result and
// moves to the article; Esc clears the query; Alt+Left / Alt+Right (QKeySequence::Back / Forward) go
// back and forward; Ctrl+D adds the open article to the favourites or removes it. Tab order: search
// field, results, article, then the tool buttons.
//
// History and favourites (GlossaryHistory) are written to disk on every change and restored by the next
// pane: the last article opens again.
//
// Search as you type: once a search settles (the search delay passed, or Enter / an arrow key ran it),
// the first hit's article is previewed (Navigation::Preview) unless the user picked a result since the
// last keystroke; the focus stays in the search field. The article marks the query's matches
// (SearchIndex::highlightsIn()) in its terms, definition and notes; the list marks every range of each
// hit. Typed questions are found too (the index holds glossary::builtInQuestions()). When nothing
// matched, the list shows the suggestions under "No matches. Did you mean:". A settled search that found
// nothing is recorded in glossary::MissedSearches (missedSearchesAction() shows and clears the list).
// Besides nl, en and tr, the article lists every other language of an imported concept under its
// native name.

#include "glossaryhistory.h"

#include <glossary/missedsearches.h>
#include <glossary/searchindex.h>
#include <glossary/termbase.h>

#include <QHash>
#include <QWidget>

#include <memory>

class QAction;
class QLabel;
class QLineEdit;
class QListView;
class QMenu;
class QTextBrowser;
class QTimer;
class QToolButton;
class QUrl;

namespace headroom::ui {

class GlossaryResultModel;

class GlossaryPane final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(GlossaryPane)

public:
    /// Search-as-you-type waits this long after the last keystroke (single-shot timer, restarted).
    static constexpr int kSearchDelayMs = 120;
    /// The most hits a search lists (SearchIndex::lookup()'s limit); the count then reads "Best N matches".
    static constexpr int kMaxHits = 50;

    /// How showConcept() records the concept in the history.
    enum class Navigation {
        Open,    ///< a new history entry: Enter, a click, a link, the chart, a question
        Preview, ///< arrow keys in the results: consecutive previews share one history entry
        Restore, ///< back/forward and start-up: the history is not changed
    };

    /// `termbase` must outlive the pane (or be replaced with setTermbase() first). `uiLanguage`: "en",
    /// "nl" or "tr". History and favourites live in `historyFile` (GlossaryHistory::defaultPath() when
    /// empty); the pane opens the concept the history was on, when the termbase has it. Searches that
    /// found nothing go to `missedSearchesFile` (glossary::MissedSearches::defaultPath() when empty).
    explicit GlossaryPane(const glossary::Termbase &termbase, const QString &uiLanguage = QStringLiteral("en"),
                          QWidget *parent = nullptr, const QString &historyFile = QString(),
                          const QString &missedSearchesFile = QString());
    ~GlossaryPane() override;

    /// Switches to another termbase (after importing one): rebuilds the index, re-runs the query and
    /// re-renders the article (cleared when the new termbase lacks the concept).
    void setTermbase(const glossary::Termbase &termbase);
    const glossary::Termbase &termbase() const { return *m_termbase; }

    /// Rebuilds the search index for `uiLanguage`, re-runs the query and re-renders the article.
    void setUiLanguage(const QString &uiLanguage);
    QString uiLanguage() const { return m_language; }

    /// Shows the article of a concept (and selects it in the list when listed) and records it as `how`
    /// says. False for unknown ids. Emits conceptActivated().
    bool showConcept(const QString &conceptId, Navigation how = Navigation::Open);
    QString currentConceptId() const { return m_current; }
    /// Preferred term of a concept in the UI language (the id when unknown).
    QString conceptTitle(const QString &conceptId) const;

    /// Back / forward in the history (skipping concepts the termbase no longer has); false when there is
    /// nowhere to go.
    bool goBack();
    bool goForward();
    const GlossaryHistory &history() const { return m_history; }

    /// Adds the open concept to the favourites or removes it (Ctrl+D); false when none is open.
    bool toggleFavourite();
    /// Adds or removes a favourite by id (unknown ids are refused).
    bool setFavourite(const QString &conceptId, bool favourite);

    /// Opens the first concept of a question (questions.h) with the question and its short answer above
    /// the article, and emits questionAsked() so the window can set up the fit explorer or the quote.
    /// False for an unknown id or a question none of whose concepts is in the termbase.
    bool askQuestion(const QString &questionId);
    /// The question whose answer the article shows (cleared when another concept opens).
    QString currentQuestionId() const { return m_question; }

    /// Focuses the search field and selects its text (Ctrl+F, Ctrl+K).
    void focusSearch();
    /// Runs the pending search now and settles it (what the debounce timer does when it fires): the
    /// list shows the hits, the first hit's article is previewed (unless the user picked a result since
    /// the last keystroke) and a search that found nothing is recorded in missedSearches().
    void runSearch();

    /// The searches that found nothing, kept in the application data folder.
    const glossary::MissedSearches &missedSearches() const { return m_missed; }
    /// Opens the "Searches that found nothing" dialog (modal) over the list.
    void showMissedSearches();

    QLineEdit *searchField() const { return m_search; }
    QListView *resultView() const { return m_results; }
    GlossaryResultModel *resultModel() const { return m_model; }
    QTextBrowser *articleView() const { return m_article; }
    QToolButton *backButton() const { return m_backButton; }
    QToolButton *forwardButton() const { return m_forwardButton; }
    QToolButton *favouritesButton() const { return m_favouritesButton; }
    /// Actions for the window's menus (they carry the shortcuts; the pane keeps them translated).
    QAction *findAction() const { return m_findAction; }
    QAction *backAction() const { return m_backAction; }
    QAction *forwardAction() const { return m_forwardAction; }
    QAction *favouriteAction() const { return m_favouriteAction; }
    /// "Searches that found nothing…" (also at the end of recentMenu()): opens showMissedSearches().
    QAction *missedSearchesAction() const { return m_missedAction; }
    /// Menus kept up to date by the pane: the favourites, the recently viewed concepts (plus "Clear
    /// history"), and the questions. Each entry's data() is the concept or question id.
    QMenu *favouritesMenu() const { return m_favouritesMenu; }
    QMenu *recentMenu() const { return m_recentMenu; }
    QMenu *questionsMenu() const { return m_questionsMenu; }

    /// Concept ids the breakdown chart draws (the fit::segmentConceptId values).
    static bool isChartConcept(const QString &conceptId);

Q_SIGNALS:
    /// A concept's article is on show (showConcept(), back/forward, Enter, a click, a link, a question).
    void conceptActivated(const QString &conceptId);
    /// The user followed "Show in chart" in the article of a chart concept.
    void showInChartRequested(const QString &conceptId);
    /// The user asked a question (askQuestion()); `questionId` is a Question::id.
    void questionAsked(const QString &questionId);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
    /// Builds the search index's word tiers (SearchIndex::prepare), after the first frame.
    void prepareIndex();
    void changeEvent(QEvent *event) override;

private:
    void createActions();
    void rebuildIndex();
    /// Sets the article's style sheet and HTML unless it shows exactly these already.
    void showArticleHtml(const QString &styleSheet, const QString &html);
    /// Fills the list for the current query (no preview, nothing recorded: a re-run after a change of
    /// termbase or language, or an emptied field).
    void refreshResults();
    /// What a search that settled does beside refreshResults(): preview the first hit, record a miss.
    void settleSearch();
    /// `text` (in `language`) HTML-escaped with the current query's matches marked.
    QString marked(const QString &text, const QString &language) const;
    QString paragraphs(const QString &text, const QString &language) const;
    /// The sections of the languages beyond nl/en/tr (glossaryarticle::extraLanguages()).
    QString extraLanguageSections(const glossary::Concept &c) const;
    void retranslate();
    void renderArticle();
    void updateNavigation();
    void rebuildMenus();
    void rebuildQuestionsMenu();
    void onAnchorClicked(const QUrl &url);
    void openRow(int row, bool focusArticle);
    /// Shows `row` (-1: none) as the concept on show in the result list.
    void markRow(int row);
    bool moveInResults(QKeyEvent *key);
    QString articleHeader(const glossary::Concept &c) const;
    QString questionBanner(const glossary::Concept &c) const;

    const glossary::Termbase *m_termbase = nullptr;
    QString m_language;
    std::unique_ptr<glossary::SearchIndex> m_index;
    QString m_articleStyleSheet; ///< what showArticleHtml() last set
    QString m_articleHtml;
    bool m_firstFrameShown = false;   // the search field was painted once: the window is on screen
    QStringList m_sortedIds;          ///< concept ids in the UI language's collator order
    QHash<QString, qsizetype> m_rank; ///< position of each id in m_sortedIds
    QString m_current;
    QString m_question;
    GlossaryHistory m_history;
    glossary::MissedSearches m_missed;
    QString m_missedProblem;     ///< the last load or write error of m_missed, shown in its dialog
    QList<glossary::Hit> m_hits; ///< the hits of the query on show
    QString m_lastSettled;       ///< language + '\t' + query of the last settled search
    bool m_userPicked = false;   ///< the user moved in or opened from the results since the last keystroke
    bool m_lastWasPreview = false;

    QLineEdit *m_search = nullptr;
    QListView *m_results = nullptr;
    GlossaryResultModel *m_model = nullptr;
    QTextBrowser *m_article = nullptr;
    QLabel *m_count = nullptr;
    QTimer *m_debounce = nullptr;
    QToolButton *m_backButton = nullptr;
    QToolButton *m_forwardButton = nullptr;
    QToolButton *m_favouritesButton = nullptr;
    QAction *m_findAction = nullptr;
    QAction *m_backAction = nullptr;
    QAction *m_forwardAction = nullptr;
    QAction *m_favouriteAction = nullptr;
    QAction *m_clearHistoryAction = nullptr;
    QAction *m_missedAction = nullptr;
    QMenu *m_favouritesMenu = nullptr;
    QMenu *m_recentMenu = nullptr;
    QMenu *m_questionsMenu = nullptr;
};

} // namespace headroom::ui
