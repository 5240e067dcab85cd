// SPDX-License-Identifier: GPL-3.0-or-later
#include "glossarypane.h"

#include "glossaryresultdelegate.h"
#include "glossaryresultmodel.h"

#include <fit/fitmodel.h>

#include <QDesktopServices>
#include <QEvent>
#include <QItemSelectionModel>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QLocale>
#include <QMessageBox>
#include <QShortcut>
#include <QSplitter>
#include <QTextBrowser>
#include <QTimer>
#include <QUrl>
#include <QVBoxLayout>

#include <algorithm>

namespace headroom::ui {

namespace {

const QString kConceptScheme = QStringLiteral("concept");
const QString kChartScheme = QStringLiteral("chart");

QString paragraphs(const QString &text)
{
    QStringList parts = text.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QString html;
    for (const QString &part : parts)
        html += QStringLiteral("<p>") + part.trimmed().toHtmlEscaped() + QStringLiteral("</p>");
    return html;
}

} // namespace

GlossaryPane::GlossaryPane(const glossary::Termbase &termbase, const QString &uiLanguage, QWidget *parent)
    : QWidget(parent)
    , m_termbase(termbase)
    , m_language(uiLanguage)
{
    m_search = new QLineEdit(this);
    m_search->setClearButtonEnabled(true);
    m_search->installEventFilter(this);

    m_count = new QLabel(this);

    m_model = new GlossaryResultModel(m_termbase, this);
    m_results = new QListView(this);
    m_results->setModel(m_model);
    m_results->setItemDelegate(new GlossaryResultDelegate(m_results));
    m_results->setSelectionMode(QAbstractItemView::SingleSelection);
    m_results->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_results->setUniformItemSizes(false);
    m_results->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_results->installEventFilter(this);

    m_article = new QTextBrowser(this);
    m_article->setOpenLinks(false); // custom schemes are handled in onAnchorClicked
    m_article->setOpenExternalLinks(false);

    auto *splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(m_results);
    splitter->addWidget(m_article);
    splitter->setStretchFactor(0, 2);
    splitter->setStretchFactor(1, 3);
    splitter->setChildrenCollapsible(false);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_search);
    layout->addWidget(m_count);
    layout->addWidget(splitter, 1);

    m_debounce = new QTimer(this);
    m_debounce->setSingleShot(true);
    m_debounce->setInterval(kSearchDelayMs);
    connect(m_debounce, &QTimer::timeout, this, &GlossaryPane::runSearch);
    connect(m_search, &QLineEdit::textEdited, m_debounce, qOverload<>(&QTimer::start));
    // The clear button changes the text without textEdited; an empty query shows the full list at once.
    connect(m_search, &QLineEdit::textChanged, this, [this](const QString &text) {
        if (text.isEmpty())
            runSearch();
    });

    connect(m_results, &QListView::clicked, this, [this](const QModelIndex &index) { openRow(index.row(), false); });
    connect(m_results, &QListView::activated, this, [this](const QModelIndex &index) { openRow(index.row(), true); });
    // Arrow keys in the list show the article under the cursor (programmatic selection does not).
    connect(m_results->selectionModel(), &QItemSelectionModel::currentChanged, this,
            [this](const QModelIndex &current) {
                if (m_results->hasFocus() && current.isValid() && m_model->conceptIdAt(current.row()) != m_current)
                    showConcept(m_model->conceptIdAt(current.row()));
            });
    connect(m_article, &QTextBrowser::anchorClicked, this, &GlossaryPane::onAnchorClicked);

    for (const QKeySequence &keys : {QKeySequence(QKeySequence::Find), QKeySequence(Qt::CTRL | Qt::Key_K)}) {
        auto *shortcut = new QShortcut(keys, this);
        shortcut->setContext(Qt::WindowShortcut);
        connect(shortcut, &QShortcut::activated, this, &GlossaryPane::focusSearch);
    }

    m_index = std::make_unique<glossary::SearchIndex>(m_termbase, m_language);
    retranslate();
    runSearch();
    renderArticle();
}

GlossaryPane::~GlossaryPane() = default;

void GlossaryPane::setUiLanguage(const QString &uiLanguage)
{
    if (uiLanguage == m_language && m_index)
        return;
    m_language = uiLanguage;
    m_index = std::make_unique<glossary::SearchIndex>(m_termbase, m_language);
    runSearch();
    renderArticle();
}

bool GlossaryPane::isChartConcept(const QString &conceptId)
{
    for (const fit::Segment s : fit::kAllSegments) {
        if (conceptId == QLatin1String(fit::segmentConceptId(s)))
            return true;
    }
    return false;
}

QString GlossaryPane::conceptTitle(const QString &conceptId) const
{
    const glossary::Concept *c = m_termbase.conceptById(conceptId);
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
    const QString query = m_search->text().trimmed();
    if (query.isEmpty()) {
        const QStringList ids = m_index->sortedConceptIds();
        m_model->setConcepts(ids, m_language);
        m_count->setText(tr("All terms: %1").arg(QLocale().toString(ids.size())));
    } else {
        m_model->setHits(m_index->search(query), m_language);
        const int rows = m_model->rowCount();
        m_count->setText(rows == 0 ? tr("No matches for “%1”").arg(query)
                                   : tr("Matches: %1").arg(QLocale().toString(rows)));
    }
    // A query marks its best hit (Enter opens it); the full list marks the concept on show.
    const int row = query.isEmpty() ? std::max(0, m_model->rowOf(m_current)) : 0;
    const QModelIndex index = m_model->index(row, 0);
    if (index.isValid()) {
        m_results->setCurrentIndex(index);
        m_results->scrollTo(index, QAbstractItemView::PositionAtCenter);
    }
}

bool GlossaryPane::showConcept(const QString &conceptId)
{
    if (!m_termbase.conceptById(conceptId))
        return false;
    m_current = conceptId;
    renderArticle();
    const int row = m_model->rowOf(conceptId);
    if (row >= 0) {
        const QModelIndex index = m_model->index(row, 0);
        m_results->setCurrentIndex(index);
        m_results->scrollTo(index, QAbstractItemView::PositionAtCenter);
    }
    emit conceptActivated(conceptId);
    return true;
}

void GlossaryPane::openRow(int row, bool focusArticle)
{
    const QString id = m_model->conceptIdAt(row);
    if (id.isEmpty())
        return;
    showConcept(id);
    if (focusArticle)
        m_article->setFocus(Qt::OtherFocusReason);
}

void GlossaryPane::onAnchorClicked(const QUrl &url)
{
    if (url.scheme() == kConceptScheme) {
        showConcept(url.path());
    } else if (url.scheme() == kChartScheme) {
        emit showInChartRequested(url.path());
    } else if (url.scheme() == QLatin1String("https") || url.scheme() == QLatin1String("http")) {
        // Headroom works offline; leaving it for the browser is the user's call.
        const auto answer =
            QMessageBox::question(this, tr("Open link"), tr("Open %1 in your web browser?").arg(url.toDisplayString()));
        if (answer == QMessageBox::Yes)
            QDesktopServices::openUrl(url);
    }
}

void GlossaryPane::renderArticle()
{
    const glossary::Concept *c = m_termbase.conceptById(m_current);
    const QPalette pal = m_article->palette();
    const QString muted = pal.color(QPalette::PlaceholderText).name();
    m_article->document()->setDefaultStyleSheet(
        QStringLiteral("a { color: %1; } .muted { color: %2; } h2 { margin-bottom: 2px; }")
            .arg(pal.color(QPalette::Link).name(), muted));
    if (!c) {
        m_article->setHtml(QStringLiteral("<p class=\"muted\">%1</p>")
                               .arg(tr("Type to search terms in English, Dutch and Turkish, or pick one from "
                                       "the list.")
                                        .toHtmlEscaped()));
        return;
    }

    // The UI language's entry, else English (the source language of the termbase).
    QString entryLanguage = m_language;
    if (!c->lang.contains(entryLanguage))
        entryLanguage = QStringLiteral("en");
    const glossary::LangEntry entry = c->lang.value(entryLanguage);

    QString html = QStringLiteral("<h2>") + c->term(m_language).toHtmlEscaped() + QStringLiteral("</h2>");
    const QStringList synonyms = entry.terms.mid(1);
    if (!synonyms.isEmpty())
        html += QStringLiteral("<p class=\"muted\">") +
                tr("Also: %1").arg(synonyms.join(QStringLiteral(", "))).toHtmlEscaped() + QStringLiteral("</p>");
    if (entryLanguage != m_language)
        html += QStringLiteral("<p class=\"muted\"><i>") + tr("Not yet translated; shown in English.").toHtmlEscaped() +
                QStringLiteral("</i></p>");
    html += paragraphs(entry.definition);
    if (!entry.whenItMatters.isEmpty()) {
        html += QStringLiteral("<h4>") + tr("When it matters").toHtmlEscaped() + QStringLiteral("</h4>");
        html += paragraphs(entry.whenItMatters);
    }

    // The same concept in the other languages, side by side.
    QStringList others;
    for (const QString &lang : glossary::languages()) {
        if (lang == m_language || !c->lang.contains(lang) || c->lang.value(lang).terms.isEmpty())
            continue;
        others << QStringLiteral("<b>%1</b> %2").arg(lang.toUpper(), c->lang.value(lang).terms.first().toHtmlEscaped());
    }
    if (!others.isEmpty())
        html += QStringLiteral("<p class=\"muted\">") + others.join(QStringLiteral(" · ")) + QStringLiteral("</p>");

    QStringList links;
    for (const QString &related : c->related) {
        if (m_termbase.conceptById(related))
            links << QStringLiteral("<a href=\"concept:%1\">%2</a>")
                         .arg(related.toHtmlEscaped(), conceptTitle(related).toHtmlEscaped());
    }
    if (!links.isEmpty()) {
        html += QStringLiteral("<h4>") + tr("See also").toHtmlEscaped() + QStringLiteral("</h4>");
        html += QStringLiteral("<p>") + links.join(QStringLiteral(" · ")) + QStringLiteral("</p>");
    }
    if (isChartConcept(c->id))
        html += QStringLiteral("<p><a href=\"chart:%1\">%2</a></p>")
                    .arg(c->id.toHtmlEscaped(), tr("Show in chart").toHtmlEscaped());
    m_article->setHtml(html);
}

bool GlossaryPane::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() != QEvent::KeyPress)
        return QWidget::eventFilter(watched, event);
    const auto *key = static_cast<QKeyEvent *>(event);
    if (watched == m_search) {
        switch (key->key()) {
        case Qt::Key_Escape:
            if (m_search->text().isEmpty())
                return false;
            m_search->clear();
            return true;
        case Qt::Key_Down:
        case Qt::Key_PageDown:
            if (m_debounce->isActive())
                runSearch();
            if (m_model->rowCount() == 0)
                return true;
            m_results->setFocus(Qt::OtherFocusReason);
            if (!m_results->currentIndex().isValid())
                m_results->setCurrentIndex(m_model->index(0, 0));
            return true;
        case Qt::Key_Return:
        case Qt::Key_Enter:
            if (m_debounce->isActive())
                runSearch();
            openRow(m_results->currentIndex().isValid() ? m_results->currentIndex().row() : 0, true);
            return true;
        default:
            break;
        }
    } else if (watched == m_results) {
        if (key->key() == Qt::Key_Up && m_results->currentIndex().row() <= 0) {
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
        runSearch();
        renderArticle();
    } else if (event->type() == QEvent::PaletteChange) {
        renderArticle();
    }
}

void GlossaryPane::retranslate()
{
    m_search->setPlaceholderText(tr("Search terms or meanings…"));
    m_search->setAccessibleName(tr("Search the glossary"));
    m_search->setToolTip(tr("Search in English, Dutch and Turkish (Ctrl+K). Esc clears, Down moves to the "
                            "results, Enter opens."));
    m_results->setAccessibleName(tr("Glossary results"));
    m_article->setAccessibleName(tr("Glossary article"));
}

} // namespace headroom::ui
