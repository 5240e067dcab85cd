// SPDX-License-Identifier: GPL-3.0-or-later
#include "glossarypane.h"

#include "glossaryarticle.h"
#include "glossaryresultdelegate.h"
#include "glossaryresultmodel.h"
#include "missedsearchesdialog.h"
#include "questions.h"

#include <fit/fitmodel.h>

#include <QAction>
#include <QDesktopServices>
#include <QEvent>
#include <QHBoxLayout>
#include <QItemSelectionModel>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QLocale>
#include <QMenu>
#include <QMessageBox>
#include <QScrollBar>
#include <QSplitter>
#include <QStyle>
#include <QTextBrowser>
#include <QTimer>
#include <QToolButton>
#include <QUrl>
#include <QVBoxLayout>

#include <algorithm>

namespace headroom::ui {

namespace {

// Article links: "term:<concept id>" (see also), "chart:<concept id>" (Show in chart),
// "favourite:<concept id>" (the star). By id, never by display text (glossary-anchors.md 4.4).
const QString kTermScheme = QStringLiteral("term");
const QString kChartScheme = QStringLiteral("chart");
const QString kFavouriteScheme = QStringLiteral("favourite");

QString link(const QString &scheme, const QString &id, const QString &text)
{
    return QStringLiteral("<a href=\"%1:%2\">%3</a>").arg(scheme, id.toHtmlEscaped(), text.toHtmlEscaped());
}

/// QKeySequence::Back / Forward of the platform plus Alt+Left / Alt+Right, without a bare Backspace
/// (it would go back while typing in the fit explorer's fields).
QList<QKeySequence> historyKeys(QKeySequence::StandardKey key, Qt::Key arrow)
{
    QList<QKeySequence> keys = QKeySequence::keyBindings(key);
    keys.removeIf([](const QKeySequence &k) { return k == QKeySequence(Qt::Key_Backspace); });
    const QKeySequence alt(Qt::ALT | arrow);
    if (!keys.contains(alt))
        keys.prepend(alt);
    return keys;
}

} // namespace

GlossaryPane::GlossaryPane(const glossary::Termbase &termbase, const QString &uiLanguage, QWidget *parent,
                           const QString &historyFile, const QString &missedSearchesFile)
    : QWidget(parent)
    , m_termbase(&termbase)
    , m_language(uiLanguage)
    , m_history(historyFile.isEmpty() ? GlossaryHistory::defaultPath() : historyFile)
    , m_missed(missedSearchesFile.isEmpty() ? glossary::MissedSearches::defaultPath() : missedSearchesFile)
    , m_missedProblem(m_missed.loadError())
{
    m_search = new QLineEdit(this);
    m_search->setClearButtonEnabled(true);
    m_search->installEventFilter(this);

    m_count = new QLabel(this);
    // It shares its line with the history and favourites buttons: it never sets the pane's minimum width.
    m_count->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    m_count->setMinimumWidth(1);

    m_model = new GlossaryResultModel(*m_termbase, this);
    m_results = new QListView(this);
    m_results->setModel(m_model);
    m_results->setItemDelegate(new GlossaryResultDelegate(m_results));
    m_results->setSelectionMode(QAbstractItemView::SingleSelection);
    m_results->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_results->setUniformItemSizes(false);
    m_results->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_results->installEventFilter(this);

    m_article = new QTextBrowser(this);
    m_article->setOpenLinks(false); // our schemes are handled in onAnchorClicked (openLinks would wipe the view)
    m_article->setOpenExternalLinks(false);
    // The article's colours (links, muted text, marks, the question banner) are written into its HTML:
    // it is rendered again once the article view has its new palette (eventFilter). The pane's own
    // PaletteChange comes before its children's palettes change, so it alone would render the old colours.
    m_article->installEventFilter(this);

    createActions();

    // The search field has the pane's whole width (its placeholder reads in full at 1024 x 640 in every
    // language); the count, history and favourites share the line below it.
    auto *bar = new QHBoxLayout;
    bar->setContentsMargins(0, 0, 0, 0);
    bar->setSpacing(2);
    bar->addWidget(m_count, 1);
    bar->addWidget(m_backButton);
    bar->addWidget(m_forwardButton);
    bar->addSpacing(4);
    bar->addWidget(m_favouritesButton);

    auto *splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(m_results);
    splitter->addWidget(m_article);
    splitter->setStretchFactor(0, 2);
    splitter->setStretchFactor(1, 3);
    splitter->setChildrenCollapsible(false);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_search);
    layout->addLayout(bar);
    layout->addWidget(splitter, 1);

    setTabOrder(m_search, m_results);
    setTabOrder(m_results, m_article);
    setTabOrder(m_article, m_backButton);
    setTabOrder(m_backButton, m_forwardButton);
    setTabOrder(m_forwardButton, m_favouritesButton);

    m_debounce = new QTimer(this);
    m_debounce->setSingleShot(true);
    m_debounce->setInterval(kSearchDelayMs);
    connect(m_debounce, &QTimer::timeout, this, &GlossaryPane::runSearch);
    connect(m_search, &QLineEdit::textEdited, this, [this] {
        m_userPicked = false;
        m_debounce->start();
    });
    // The clear button changes the text without textEdited; an empty query shows the full list at once.
    connect(m_search, &QLineEdit::textChanged, this, [this](const QString &text) {
        if (text.isEmpty()) {
            m_debounce->stop();
            refreshResults();
        }
    });

    connect(m_results, &QListView::clicked, this, [this](const QModelIndex &index) {
        m_userPicked = true;
        openRow(index.row(), false);
    });
    // Enter in the list (and, by style, a double or single click): questions are asked on click and on
    // Enter only (eventFilter), so that one click never asks twice.
    connect(m_results, &QListView::activated, this, [this](const QModelIndex &index) {
        if (m_model->questionIdAt(index.row()).isEmpty())
            openRow(index.row(), true);
    });
    // Arrow keys in the list preview the article under the cursor (programmatic selection does not).
    connect(m_results->selectionModel(), &QItemSelectionModel::currentChanged, this,
            [this](const QModelIndex &current) {
                const QString id = current.isValid() ? m_model->conceptIdAt(current.row()) : QString();
                if (m_results->hasFocus())
                    m_userPicked = true;
                if (m_results->hasFocus() && !id.isEmpty() && id != m_current)
                    showConcept(id, Navigation::Preview);
            });
    connect(m_article, &QTextBrowser::anchorClicked, this, &GlossaryPane::onAnchorClicked);

    rebuildIndex();
    retranslate();
    refreshResults();
    // Start where the last session left off.
    const QString last = m_history.current();
    if (!last.isEmpty() && m_termbase->conceptById(last))
        showConcept(last, Navigation::Restore);
    else
        renderArticle();
    rebuildMenus();
}

GlossaryPane::~GlossaryPane() = default;

void GlossaryPane::createActions()
{
    m_findAction = new QAction(this);
    m_findAction->setShortcuts({QKeySequence(QKeySequence::Find), QKeySequence(Qt::CTRL | Qt::Key_K)});
    connect(m_findAction, &QAction::triggered, this, &GlossaryPane::focusSearch);

    m_backAction = new QAction(style()->standardIcon(QStyle::SP_ArrowBack), QString(), this);
    m_backAction->setShortcuts(historyKeys(QKeySequence::Back, Qt::Key_Left));
    connect(m_backAction, &QAction::triggered, this, &GlossaryPane::goBack);
    m_forwardAction = new QAction(style()->standardIcon(QStyle::SP_ArrowForward), QString(), this);
    m_forwardAction->setShortcuts(historyKeys(QKeySequence::Forward, Qt::Key_Right));
    connect(m_forwardAction, &QAction::triggered, this, &GlossaryPane::goForward);

    m_favouriteAction = new QAction(this);
    m_favouriteAction->setCheckable(true);
    m_favouriteAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_D));
    connect(m_favouriteAction, &QAction::triggered, this, [this](bool checked) { setFavourite(m_current, checked); });

    // Window-wide shortcuts: they work from the fit explorer too.
    for (QAction *action : {m_findAction, m_backAction, m_forwardAction, m_favouriteAction}) {
        action->setShortcutContext(Qt::WindowShortcut);
        addAction(action);
    }

    m_favouritesMenu = new QMenu(this);
    m_recentMenu = new QMenu(this);
    m_questionsMenu = new QMenu(this);
    m_clearHistoryAction = new QAction(this);
    connect(m_clearHistoryAction, &QAction::triggered, this, [this] {
        m_history.clearHistory();
        m_lastWasPreview = false;
        rebuildMenus();
    });
    connect(m_favouritesMenu, &QMenu::triggered, this,
            [this](QAction *action) { showConcept(action->data().toString()); });
    connect(m_recentMenu, &QMenu::triggered, this, [this](QAction *action) {
        if (action != m_clearHistoryAction && action != m_missedAction)
            showConcept(action->data().toString());
    });
    connect(m_questionsMenu, &QMenu::triggered, this,
            [this](QAction *action) { askQuestion(action->data().toString()); });
    m_missedAction = new QAction(this);
    connect(m_missedAction, &QAction::triggered, this, &GlossaryPane::showMissedSearches);

    // Back has the recently viewed concepts on its arrow, as browsers keep history on theirs.
    m_backButton = new QToolButton(this);
    m_backButton->setDefaultAction(m_backAction);
    m_backButton->setMenu(m_recentMenu);
    m_backButton->setPopupMode(QToolButton::MenuButtonPopup);
    m_backButton->setAutoRaise(true);
    m_forwardButton = new QToolButton(this);
    m_forwardButton->setDefaultAction(m_forwardAction);
    m_forwardButton->setAutoRaise(true);
    m_favouritesButton = new QToolButton(this);
    m_favouritesButton->setMenu(m_favouritesMenu);
    m_favouritesButton->setPopupMode(QToolButton::InstantPopup);
    m_favouritesButton->setToolButtonStyle(Qt::ToolButtonTextOnly);
    m_favouritesButton->setAutoRaise(true);
}

void GlossaryPane::setTermbase(const glossary::Termbase &termbase)
{
    m_termbase = &termbase;
    m_model->setTermbase(termbase);
    rebuildIndex();
    if (!m_termbase->conceptById(m_current))
        m_current.clear();
    refreshResults();
    // The history may be on a concept of a user termbase that was not loaded yet when the pane started.
    if (m_current.isEmpty() && m_termbase->conceptById(m_history.current()))
        showConcept(m_history.current(), Navigation::Restore);
    renderArticle();
    rebuildMenus();
}

void GlossaryPane::setUiLanguage(const QString &uiLanguage)
{
    if (uiLanguage == m_language && m_index)
        return;
    m_language = uiLanguage;
    rebuildIndex();
    refreshResults();
    renderArticle();
    rebuildMenus();
}

void GlossaryPane::rebuildIndex()
{
    // The built-in questions are searched with their first concept: a typed question is found.
    m_index = std::make_unique<glossary::SearchIndex>(*m_termbase, m_language, glossary::builtInQuestions());
    // Sorted once per termbase and language: the full list and the favourites menu use the order.
    m_sortedIds = m_index->sortedConceptIds();
    if (m_firstFrameShown) // a new termbase or language once the window is up: its tiers right away
        QTimer::singleShot(0, this, &GlossaryPane::prepareIndex);
    m_rank.clear();
    m_rank.reserve(m_sortedIds.size());
    for (qsizetype i = 0; i < m_sortedIds.size(); ++i)
        m_rank.insert(m_sortedIds.at(i), i);
}

void GlossaryPane::prepareIndex()
{
    if (m_index)
        m_index->prepare();
}

bool GlossaryPane::isChartConcept(const QString &conceptId)
{
    if (conceptId == QLatin1String(fit::kHostOffloadConceptId))
        return true; // the host RAM bar of a training estimate with CPU offload
    for (const fit::Segment s : fit::kAllSegments) {
        if (conceptId == QLatin1String(fit::segmentConceptId(s)))
            return true;
    }
    return false;
}

QString GlossaryPane::conceptTitle(const QString &conceptId) const
{
    const glossary::Concept *c = m_termbase->conceptById(conceptId);
    return c ? c->term(m_language) : conceptId;
}

void GlossaryPane::focusSearch()
{
    m_search->setFocus(Qt::ShortcutFocusReason);
    m_search->selectAll();
}

void GlossaryPane::runSearch()
{
    m_debounce->stop();
    refreshResults();
    settleSearch();
}

void GlossaryPane::refreshResults()
{
    const QString query = m_search->text().trimmed();
    if (query.isEmpty()) {
        m_hits.clear();
        QStringList questionIds;
        for (const Question &q : questions())
            questionIds << q.id;
        m_model->setConcepts(m_sortedIds, m_language, questionIds);
        m_count->setText(tr("All terms: %1").arg(QLocale().toString(m_sortedIds.size())));
    } else {
        m_hits = m_index->lookup(query, kMaxHits);
        m_model->setHits(m_hits, m_language);
        const int rows = m_model->rowCount();
        // The search stops at kMaxHits: then the count says these are the best, not all there are.
        m_count->setText(rows == 0 || m_model->showsSuggestions() ? tr("No matches for “%1”").arg(query)
                         : m_hits.size() >= kMaxHits              ? tr("Best %1 matches").arg(QLocale().toString(rows))
                                                                  : tr("Matches: %1").arg(QLocale().toString(rows)));
    }
    // A query makes its best hit (or first suggestion) current (Enter opens it). The full list starts at
    // the top with the questions in sight: it only marks the concept on show (see markRow()), and Down
    // from the search field enters it at the first question.
    if (query.isEmpty()) {
        markRow(m_model->rowOf(m_current));
        m_results->scrollToTop();
    } else if (const QModelIndex index = m_model->index(m_model->firstSelectableRow(), 0); index.isValid()) {
        m_results->setCurrentIndex(index);
        m_results->scrollTo(index);
        m_results->scrollToTop(); // a "did you mean" heading above it stays in sight
    }
    renderArticle(); // the marks follow the query
}

void GlossaryPane::settleSearch()
{
    const QString query = m_search->text().trimmed();
    if (query.isEmpty())
        return;
    // Once per settled query: Enter or an arrow after the timer fired does not count it again.
    const QString settled = m_language + u'\t' + query;
    if (settled != m_lastSettled && glossary::MissedSearches::isMiss(m_hits)) {
        QString error;
        if (!m_missed.record(query, m_language, QDateTime::currentDateTimeUtc(), &error))
            m_missedProblem = error;
    }
    m_lastSettled = settled;
    // Preview the best hit; suggestions are not what was asked for, so they wait for a click.
    if (m_userPicked || m_model->showsSuggestions())
        return;
    const QString id = m_model->conceptIdAt(m_model->firstSelectableRow());
    if (!id.isEmpty() && id != m_current)
        showConcept(id, Navigation::Preview);
}

void GlossaryPane::showMissedSearches()
{
    MissedSearchesDialog dialog(m_missed, m_missedProblem, this);
    dialog.exec();
    m_missedProblem.clear();
}

bool GlossaryPane::showConcept(const QString &conceptId, Navigation how)
{
    if (!m_termbase->conceptById(conceptId))
        return false;
    m_current = conceptId;
    if (!m_question.isEmpty()) {
        const Question *q = questionById(m_question);
        if (!q || !q->conceptIds.contains(conceptId))
            m_question.clear();
    }
    switch (how) {
    case Navigation::Open:
        m_history.visit(conceptId);
        m_lastWasPreview = false;
        break;
    case Navigation::Preview:
        m_history.visit(conceptId,
                        m_lastWasPreview ? GlossaryHistory::Visit::ReplaceCurrent : GlossaryHistory::Visit::Push);
        m_lastWasPreview = true;
        break;
    case Navigation::Restore:
        m_lastWasPreview = false;
        break;
    }
    renderArticle();
    markRow(m_model->rowOf(conceptId));
    rebuildMenus();
    emit conceptActivated(conceptId);
    return true;
}

void GlossaryPane::markRow(int row)
{
    const QModelIndex index = m_model->index(row, 0);
    if (!index.isValid() || m_results->currentIndex() == index)
        return;
    if (m_search->text().trimmed().isEmpty() && !m_results->hasFocus()) {
        // Selected but not current: a current index scrolls the view to it (also when the view is shown
        // later), which would hide the questions at the top of the full list.
        m_results->selectionModel()->select(index, QItemSelectionModel::ClearAndSelect);
        return;
    }
    m_results->setCurrentIndex(index);
    m_results->scrollTo(index);
}

bool GlossaryPane::goBack()
{
    while (m_history.canGoBack()) {
        if (showConcept(m_history.back(), Navigation::Restore))
            return true;
    }
    updateNavigation();
    return false;
}

bool GlossaryPane::goForward()
{
    while (m_history.canGoForward()) {
        if (showConcept(m_history.forward(), Navigation::Restore))
            return true;
    }
    updateNavigation();
    return false;
}

bool GlossaryPane::toggleFavourite()
{
    return setFavourite(m_current, !m_history.isFavourite(m_current));
}

bool GlossaryPane::setFavourite(const QString &conceptId, bool favourite)
{
    if (!m_termbase->conceptById(conceptId))
        return false;
    m_history.setFavourite(conceptId, favourite);
    if (conceptId == m_current)
        renderArticle();
    rebuildMenus();
    return true;
}

bool GlossaryPane::askQuestion(const QString &questionId)
{
    const Question *q = questionById(questionId);
    if (!q)
        return false;
    const auto first = std::find_if(q->conceptIds.cbegin(), q->conceptIds.cend(),
                                    [this](const QString &id) { return m_termbase->conceptById(id) != nullptr; });
    if (first == q->conceptIds.cend())
        return false;
    m_question = questionId;
    showConcept(*first);
    emit questionAsked(questionId);
    return true;
}

void GlossaryPane::openRow(int row, bool focusArticle)
{
    if (const QString question = m_model->questionIdAt(row); !question.isEmpty()) {
        askQuestion(question);
        return;
    }
    const QString id = m_model->conceptIdAt(row);
    if (id.isEmpty())
        return;
    showConcept(id);
    if (focusArticle)
        m_article->setFocus(Qt::OtherFocusReason);
}

void GlossaryPane::onAnchorClicked(const QUrl &url)
{
    if (url.scheme() == kTermScheme) {
        showConcept(url.path());
    } else if (url.scheme() == kChartScheme) {
        emit showInChartRequested(url.path());
    } else if (url.scheme() == kFavouriteScheme) {
        setFavourite(url.path(), !m_history.isFavourite(url.path()));
    } else if (url.scheme() == QLatin1String("https") || url.scheme() == QLatin1String("http")) {
        // Headroom works offline; leaving it for the browser is the user's call.
        const auto answer =
            QMessageBox::question(this, tr("Open link"), tr("Open %1 in your web browser?").arg(url.toDisplayString()));
        if (answer == QMessageBox::Yes)
            QDesktopServices::openUrl(url);
    }
}

QString GlossaryPane::questionBanner(const glossary::Concept &c) const
{
    const Question *q = questionById(m_question);
    if (!q)
        return {};
    QStringList read;
    for (const QString &id : q->conceptIds) {
        if (!m_termbase->conceptById(id))
            continue;
        read << (id == c.id ? QStringLiteral("<b>") + conceptTitle(id).toHtmlEscaped() + QStringLiteral("</b>")
                            : link(kTermScheme, id, conceptTitle(id)));
    }
    const QColor background = m_article->palette().color(QPalette::AlternateBase);
    return QStringLiteral("<table width=\"100%\" cellpadding=\"6\" bgcolor=\"%1\"><tr><td>"
                          "<p><b>%2</b></p><p>%3</p><p class=\"muted\">%4</p></td></tr></table>")
        .arg(background.name(), q->text(m_language).toHtmlEscaped(), q->answer(m_language).toHtmlEscaped(),
             tr("Read: %1").toHtmlEscaped().arg(read.join(QStringLiteral(" · "))));
}

QString GlossaryPane::articleHeader(const glossary::Concept &c) const
{
    // ★ / ☆ (U+2605 / U+2606) mark the favourite state; Ctrl+D does the same.
    const bool favourite = m_history.isFavourite(c.id);
    const QString star = favourite ? QStringLiteral("★ ") + tr("In your favourites (remove)")
                                   : QStringLiteral("☆ ") + tr("Add to favourites");
    QStringList parts{link(kFavouriteScheme, c.id, star)};
    if (!c.source.isEmpty())
        parts << tr("From your termbase %1").arg(c.source).toHtmlEscaped();
    return QStringLiteral("<p class=\"muted\">") + parts.join(QStringLiteral(" · ")) + QStringLiteral("</p>");
}

QString GlossaryPane::marked(const QString &text, const QString &language) const
{
    const QString query = m_search->text().trimmed();
    if (query.isEmpty() || !m_index)
        return text.toHtmlEscaped();
    return glossaryarticle::marked(text, m_index->highlightsIn(text, query, language));
}

QString GlossaryPane::paragraphs(const QString &text, const QString &language) const
{
    QString html;
    for (const QString &part : text.split(QLatin1Char('\n'), Qt::SkipEmptyParts))
        html += QStringLiteral("<p>") + marked(part.trimmed(), language) + QStringLiteral("</p>");
    return html;
}

QString GlossaryPane::extraLanguageSections(const glossary::Concept &c) const
{
    QString html;
    for (const QString &code : glossaryarticle::extraLanguages(c)) {
        const glossary::LangEntry &entry = c.lang[code];
        html += QStringLiteral("<h4>") + glossaryarticle::languageName(code).toHtmlEscaped() + QStringLiteral("</h4>");
        QStringList terms;
        for (const QString &term : entry.terms)
            terms << marked(term, code);
        if (!terms.isEmpty())
            html += QStringLiteral("<p><b>") + terms.join(QStringLiteral(", ")) + QStringLiteral("</b></p>");
        html += paragraphs(entry.definition, code);
        if (!entry.whenItMatters.trimmed().isEmpty()) {
            html += QStringLiteral("<p class=\"muted\">") + tr("When it matters").toHtmlEscaped() +
                    QStringLiteral("</p>") + paragraphs(entry.whenItMatters, code);
        }
    }
    return html;
}

void GlossaryPane::renderArticle()
{
    updateNavigation();
    const glossary::Concept *c = m_termbase->conceptById(m_current);
    const QPalette pal = m_article->palette();
    const QString muted = pal.color(QPalette::PlaceholderText).name();
    const QString sheet = QStringLiteral("a { color: %1; } .muted { color: %2; } h2 { margin-bottom: 2px; } "
                                         ".hl { background-color: %3; font-weight: bold; }")
                              .arg(pal.color(QPalette::Link).name(), muted, highlightTint(pal).name());
    if (!c) {
        showArticleHtml(sheet, QStringLiteral("<p class=\"muted\">%1</p>")
                                   .arg(tr("Type to search terms in English, Dutch and Turkish, pick one from "
                                           "the list, or start with a question.")
                                            .toHtmlEscaped()));
        return;
    }

    // The UI language's entry, else English (the source language of the termbase).
    QString entryLanguage = m_language;
    if (!c->lang.contains(entryLanguage))
        entryLanguage = QStringLiteral("en");
    const glossary::LangEntry entry = c->lang.value(entryLanguage);
    // Concept::term(): the UI language's preferred term, else the English one, else the id.
    const QString titleLanguage = c->lang.value(m_language).terms.isEmpty() ? QStringLiteral("en") : m_language;

    QString html = questionBanner(*c);
    html += QStringLiteral("<h2>") + marked(c->term(m_language), titleLanguage) + QStringLiteral("</h2>");
    html += articleHeader(*c);
    QStringList synonyms;
    for (const QString &synonym : entry.terms.mid(1))
        synonyms << marked(synonym, entryLanguage);
    if (!synonyms.isEmpty())
        html += QStringLiteral("<p class=\"muted\">") +
                tr("Also: %1").toHtmlEscaped().arg(synonyms.join(QStringLiteral(", "))) + QStringLiteral("</p>");
    if (entryLanguage != m_language)
        html += QStringLiteral("<p class=\"muted\"><i>") + tr("Not yet translated; shown in English.").toHtmlEscaped() +
                QStringLiteral("</i></p>");
    html += paragraphs(entry.definition, entryLanguage);
    if (!entry.whenItMatters.isEmpty()) {
        html += QStringLiteral("<h4>") + tr("When it matters").toHtmlEscaped() + QStringLiteral("</h4>");
        html += paragraphs(entry.whenItMatters, entryLanguage);
    }

    // The same concept in the other languages, side by side.
    QStringList others;
    for (const QString &lang : glossary::languages()) {
        if (lang == m_language || !c->lang.contains(lang) || c->lang.value(lang).terms.isEmpty())
            continue;
        others << QStringLiteral("<b>%1</b> %2").arg(lang.toUpper(), marked(c->lang.value(lang).terms.first(), lang));
    }
    if (!others.isEmpty())
        html += QStringLiteral("<p class=\"muted\">") + others.join(QStringLiteral(" · ")) + QStringLiteral("</p>");
    // Languages of an imported termbase beyond nl, en and tr, each under its own name.
    html += extraLanguageSections(*c);

    QStringList links;
    for (const QString &related : c->related) {
        if (m_termbase->conceptById(related))
            links << link(kTermScheme, related, conceptTitle(related));
    }
    if (!links.isEmpty()) {
        html += QStringLiteral("<h4>") + tr("See also").toHtmlEscaped() + QStringLiteral("</h4>");
        html += QStringLiteral("<p>") + links.join(QStringLiteral(" · ")) + QStringLiteral("</p>");
    }
    if (isChartConcept(c->id))
        html += QStringLiteral("<p>") + link(kChartScheme, c->id, tr("Show in chart")) + QStringLiteral("</p>");
    showArticleHtml(sheet, html);
}

void GlossaryPane::showArticleHtml(const QString &styleSheet, const QString &html)
{
    // Typing re-renders the open article at every keystroke (its marks follow the query); most keystrokes
    // leave its marks as they were, and the same HTML with the same style sheet draws the same article.
    if (styleSheet == m_articleStyleSheet && html == m_articleHtml)
        return;
    m_articleStyleSheet = styleSheet;
    m_articleHtml = html;
    m_article->document()->setDefaultStyleSheet(styleSheet);
    m_article->setHtml(html);
}

void GlossaryPane::updateNavigation()
{
    m_backAction->setEnabled(m_history.canGoBack());
    m_forwardAction->setEnabled(m_history.canGoForward());
    const bool known = m_termbase->conceptById(m_current) != nullptr;
    m_favouriteAction->setEnabled(known);
    m_favouriteAction->setChecked(known && m_history.isFavourite(m_current));
}

void GlossaryPane::rebuildMenus()
{
    updateNavigation();

    // Favourites in the UI language's collator order (as the full list); ids the termbase lacks (a
    // removed user termbase) stay saved but are not listed.
    m_favouritesMenu->clear();
    QStringList favourites = m_history.favourites();
    favourites.removeIf([this](const QString &id) { return !m_rank.contains(id); });
    std::sort(favourites.begin(), favourites.end(),
              [this](const QString &a, const QString &b) { return m_rank.value(a) < m_rank.value(b); });
    for (const QString &id : favourites)
        m_favouritesMenu->addAction(conceptTitle(id))->setData(id);
    if (m_favouritesMenu->isEmpty()) {
        QAction *none = m_favouritesMenu->addAction(tr("No favourites yet: press Ctrl+D on an article"));
        none->setEnabled(false);
    }

    m_recentMenu->clear();
    for (const QString &id : m_history.recent()) {
        if (m_termbase->conceptById(id))
            m_recentMenu->addAction(conceptTitle(id))->setData(id);
    }
    if (!m_recentMenu->isEmpty())
        m_recentMenu->addSeparator();
    m_recentMenu->addAction(m_clearHistoryAction);
    m_clearHistoryAction->setEnabled(!m_history.recent().isEmpty());
    m_recentMenu->addSeparator();
    m_recentMenu->addAction(m_missedAction);

    rebuildQuestionsMenu();
}

void GlossaryPane::rebuildQuestionsMenu()
{
    m_questionsMenu->clear();
    for (const Question &q : questions())
        m_questionsMenu->addAction(q.text(m_language))->setData(q.id);
}

bool GlossaryPane::moveInResults(QKeyEvent *key)
{
    if (m_debounce->isActive())
        runSearch();
    const QModelIndex before = m_results->currentIndex();
    // The list moves its cursor as if it had the focus (skipping headings); the focus stays in the field.
    QKeyEvent copy(key->type(), key->key(), key->modifiers(), key->text(), key->isAutoRepeat(),
                   static_cast<ushort>(key->count()));
    QCoreApplication::sendEvent(m_results, &copy);
    m_userPicked = true;
    const QModelIndex after = m_results->currentIndex();
    if (after.isValid() && after != before) {
        const QString id = m_model->conceptIdAt(after.row());
        if (!id.isEmpty() && id != m_current)
            showConcept(id, Navigation::Preview);
    }
    return true;
}

bool GlossaryPane::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_search && event->type() == QEvent::Paint && !m_firstFrameShown) {
        // The first frame is being drawn: build the index's phrase and word tiers right after it, not
        // before it (they are nearly all of the index's cost) and not at the first keystroke.
        m_firstFrameShown = true;
        QTimer::singleShot(0, this, &GlossaryPane::prepareIndex);
    }
    if (watched == m_article && event->type() == QEvent::PaletteChange) {
        const int scrolled = m_article->verticalScrollBar()->value();
        renderArticle();
        m_article->verticalScrollBar()->setValue(scrolled);
        return QWidget::eventFilter(watched, event);
    }
    if (event->type() != QEvent::KeyPress || watched == m_article)
        return QWidget::eventFilter(watched, event);
    auto *key = static_cast<QKeyEvent *>(event);
    // Ctrl+K is "delete to the end of the line" in a line edit on X11; here it selects the query.
    if (m_findAction->shortcuts().contains(QKeySequence(key->keyCombination()))) {
        focusSearch();
        return true;
    }
    if (watched == m_search) {
        switch (key->key()) {
        case Qt::Key_Escape:
            if (m_search->text().isEmpty())
                return false;
            m_search->clear();
            return true;
        case Qt::Key_Up:
        case Qt::Key_Down:
        case Qt::Key_PageUp:
        case Qt::Key_PageDown:
            if (key->modifiers() & ~Qt::KeypadModifier)
                break;
            return moveInResults(key);
        case Qt::Key_Return:
        case Qt::Key_Enter:
            if (m_debounce->isActive())
                runSearch();
            if (m_results->currentIndex().isValid())
                openRow(m_results->currentIndex().row(), true);
            return true;
        default:
            break;
        }
    } else if (watched == m_results) {
        const int row = m_results->currentIndex().row();
        if ((key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter) && !m_model->questionIdAt(row).isEmpty()) {
            askQuestion(m_model->questionIdAt(row));
            return true;
        }
        if (key->key() == Qt::Key_Escape) {
            focusSearch();
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

void GlossaryPane::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        refreshResults();
        renderArticle();
        rebuildMenus();
    } else if (event->type() == QEvent::PaletteChange) {
        renderArticle();
    }
}

void GlossaryPane::retranslate()
{
    m_search->setPlaceholderText(tr("Search terms or meanings…"));
    m_search->setAccessibleName(tr("Search the glossary"));
    m_search->setToolTip(tr("Search in English, Dutch and Turkish (Ctrl+K). Up and Down move in the results, "
                            "Enter opens, Esc clears."));
    m_results->setAccessibleName(tr("Glossary results"));
    m_results->setAccessibleDescription(tr("Questions to start with, then the terms; Enter opens"));
    m_article->setAccessibleName(tr("Glossary article"));

    m_findAction->setText(tr("&Find in glossary"));
    m_backAction->setText(tr("&Back"));
    m_backAction->setToolTip(tr("Back to the previous article (Alt+Left)"));
    m_forwardAction->setText(tr("&Forward"));
    m_forwardAction->setToolTip(tr("Forward to the next article (Alt+Right)"));
    m_favouriteAction->setText(tr("Fa&vourite"));
    m_favouriteAction->setToolTip(tr("Add the open article to the favourites or remove it (Ctrl+D)"));
    m_clearHistoryAction->setText(tr("&Clear history"));
    m_missedAction->setText(tr("Searches that found &nothing…"));
    m_missedAction->setToolTip(tr("The searches that found no term, kept on this computer: copy or clear them"));
    m_favouritesMenu->setTitle(tr("F&avourites"));
    m_recentMenu->setTitle(tr("&Recently viewed"));
    m_questionsMenu->setTitle(tr("&Start with a question"));
    m_backButton->setAccessibleName(tr("Back"));
    m_forwardButton->setAccessibleName(tr("Forward"));
    // A star beside the count and the history buttons (the pane is ~230 px wide at 1024 x 640); the name
    // is its tooltip and accessible name, and the Glossary menu lists the favourites too.
    m_favouritesButton->setText(QString(QChar(0x2605)));
    m_favouritesButton->setToolTip(tr("Favourites: open a favourite"));
    m_favouritesButton->setAccessibleName(tr("Favourites"));
}

} // namespace headroom::ui
