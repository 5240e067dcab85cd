// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The glossary side of the window: a search field (search-as-you-type over nl/en/tr terms and meanings),
// the ranked result list and the article view of one concept (term, synonyms, definition, "when it
// matters", see-also links, and "Show in chart" for concepts the breakdown chart draws).

#include <glossary/searchindex.h>
#include <glossary/termbase.h>

#include <QWidget>

#include <memory>

class QLabel;
class QLineEdit;
class QListView;
class QTextBrowser;
class QTimer;
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

    /// `termbase` must outlive the pane. `uiLanguage`: "en", "nl" or "tr".
    explicit GlossaryPane(const glossary::Termbase &termbase, const QString &uiLanguage = QStringLiteral("en"),
                          QWidget *parent = nullptr);
    ~GlossaryPane() override;

    /// Rebuilds the search index for `uiLanguage`, re-runs the query and re-renders the article.
    void setUiLanguage(const QString &uiLanguage);
    QString uiLanguage() const { return m_language; }

    /// Shows the article of a concept (and selects it in the list when listed). False for unknown ids.
    bool showConcept(const QString &conceptId);
    QString currentConceptId() const { return m_current; }
    /// Preferred term of a concept in the UI language (the id when unknown).
    QString conceptTitle(const QString &conceptId) const;

    /// Focuses the search field and selects its text (Ctrl+F, Ctrl+K).
    void focusSearch();
    /// Runs the pending search now (what the debounce timer does when it fires).
    void runSearch();

    QLineEdit *searchField() const { return m_search; }
    QListView *resultView() const { return m_results; }
    GlossaryResultModel *resultModel() const { return m_model; }
    QTextBrowser *articleView() const { return m_article; }

    /// Concept ids the breakdown chart draws (the fit::segmentConceptId values).
    static bool isChartConcept(const QString &conceptId);

Q_SIGNALS:
    /// The user opened a concept (Enter, click, see-also link) or showConcept() was called.
    void conceptActivated(const QString &conceptId);
    /// The user followed "Show in chart" in the article of a chart concept.
    void showInChartRequested(const QString &conceptId);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void renderArticle();
    void onAnchorClicked(const QUrl &url);
    void openRow(int row, bool focusArticle);

    const glossary::Termbase &m_termbase;
    QString m_language;
    std::unique_ptr<glossary::SearchIndex> m_index;
    QString m_current;

    QLineEdit *m_search = nullptr;
    QListView *m_results = nullptr;
    GlossaryResultModel *m_model = nullptr;
    QTextBrowser *m_article = nullptr;
    QLabel *m_count = nullptr;
    QTimer *m_debounce = nullptr;
};

} // namespace headroom::ui
