// SPDX-License-Identifier: GPL-3.0-or-later
#include "mainwindow.h"

#include "accessiblenames.h"
#include "breakdownchart.h"
#include "elidinglabel.h"
#include "filedialogfolders.h"
#include "fitexplorer.h"
#include "glossarypane.h"
#include "historydialog.h"
#include "placementcontrols.h"
#include "pricelistfiles.h"
#include "questions.h"
#include "quotedialog.h"
#include "rentpanel.h"
#include "theme.h"
#include "uisettings.h"

#include <catalog/catalog.h>
#include <glossary/termbasestore.h>
#include <io/safefile.h>

#include <QAbstractButton>
#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QButtonGroup>
#include <QCloseEvent>
#include <QComboBox>
#include <QDir>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QJsonArray>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QSplitter>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QStatusBar>
#include <QToolButton>

#include <algorithm>

namespace headroom::ui {

namespace {
constexpr int kDefaultWidth = 1400;
constexpr int kDefaultHeight = 860;
constexpr int kStatusTimeoutMs = 6000;
constexpr int kGlossaryShare = 27; ///< percent of the window's width
const QString kStartConcept = QStringLiteral("kv-cache");
} // namespace

MainWindow::MainWindow(QWidget *parent, const QString &language)
    : MainWindow(catalog::Catalog::builtIn(), glossary::Termbase::builtIn(), true, parent, language)
{}

MainWindow::MainWindow(const catalog::Catalog &catalog, const glossary::Termbase &termbase, QWidget *parent)
    : MainWindow(catalog, termbase, false, parent, QString())
{}

MainWindow::MainWindow(const catalog::Catalog &catalog, const glossary::Termbase &termbase, bool loadStore,
                       QWidget *parent, const QString &language)
    : QMainWindow(parent)
    , m_catalog(catalog)
    , m_termbase(termbase)
    , m_termbaseFolder(glossary::TermbaseStore::defaultFolder())
{
    setWindowTitle(QStringLiteral("Headroom"));
    resize(kDefaultWidth, kDefaultHeight);

    // The saved custom GPUs join the catalogue; a damaged setting is named once and left out.
    QString customProblem;
    std::optional<catalog::Catalog> session =
        CustomGpus::withCustomGpus(m_catalog, CustomGpus::saved(), &customProblem);
    m_sessionCatalog = std::make_unique<catalog::Catalog>(session ? std::move(*session) : m_catalog);

    // The language before the widgets: they start translated, and the glossary indexes its terms once.
    if (!language.isEmpty() && language != m_languages.current())
        m_languages.apply(language); // on failure English stays; setLanguage() reports it
    // Widgets resolve their locale once, when created: the window's locale is the language's (spin boxes
    // group digits as the language does: 8,192 / 8.192).
    setLocale(QLocale());
    // The store's glossary before the pane exists, so that the pane builds its search index once (loading
    // it after the pane, through reloadTermbases(), built the index twice on every start).
    QStringList storeProblems;
    if (loadStore)
        m_termbase = glossary::TermbaseStore(m_termbaseFolder).load(&storeProblems);
    m_glossary = new GlossaryPane(m_termbase, m_languages.current(), this);
    m_explorer = new FitExplorer(*m_sessionCatalog, this);
    // The two pages share the right side; the switch sits in the menu bar's corner, which costs the
    // window no height (a 1024 x 640 window still holds every workload's knobs, chart and verdict). The
    // rent panel is built the first time it is shown (rentPanel()): the first frame does not wait for it.
    m_pages = new QStackedWidget(this);
    m_pages->addWidget(m_explorer);
    m_pageSwitch = new QWidget(this);
    auto *switchLayout = new QHBoxLayout(m_pageSwitch);
    switchLayout->setContentsMargins(0, 0, 4, 0);
    switchLayout->setSpacing(2);
    auto *group = new QButtonGroup(m_pageSwitch);
    group->setExclusive(true);
    for (int page = 0; page < 2; ++page) {
        auto *button = new QToolButton(m_pageSwitch);
        button->setCheckable(true);
        button->setChecked(page == 0);
        button->setAutoRaise(true);
        // No taller than a menu title: the menu bar keeps its height.
        button->setMaximumHeight(button->fontMetrics().height() + 4);
        group->addButton(button, page);
        switchLayout->addWidget(button);
        m_pageButtons[page] = button;
    }
    connect(group, &QButtonGroup::idClicked, this, [this](int page) {
        if (page == 1)
            showRentPanel();
        else
            m_pages->setCurrentWidget(m_explorer);
    });
    connect(m_pages, &QStackedWidget::currentChanged, this, [this](int page) {
        if (page >= 0 && page < 2)
            m_pageButtons[page]->setChecked(true);
    });

    m_splitter = new QSplitter(Qt::Horizontal, this);
    m_splitter->addWidget(m_glossary);
    m_splitter->addWidget(m_pages);
    // About the share the glossary had while the explorer's widest GPU name set its minimum width: the
    // explorer's GPU list, its Custom GPU… button and the rent panel's table need the room.
    m_splitter->setStretchFactor(0, kGlossaryShare);
    m_splitter->setStretchFactor(1, 100 - kGlossaryShare);
    m_splitter->setSizes({kDefaultWidth * kGlossaryShare / 100, kDefaultWidth * (100 - kGlossaryShare) / 100});
    m_splitter->setChildrenCollapsible(false);
    setCentralWidget(m_splitter);

    m_summary = new ElidingLabel(this);
    statusBar()->addPermanentWidget(m_summary, 1);

    createMenus();
    retranslate();
    nameControlsFromLabels(this); // accessible names from the labels; again after a language change

    BreakdownChart *chart = m_explorer->chart();
    chart->setConceptTitleLookup([this](const QString &id) { return m_glossary->conceptTitle(id); });
    connect(chart, &BreakdownChart::segmentActivated, this, [this](const QString &conceptId) {
        m_glossary->showConcept(conceptId);
        statusBar()->showMessage(tr("Showing “%1” in the glossary").arg(m_glossary->conceptTitle(conceptId)),
                                 kStatusTimeoutMs);
    });
    connect(m_glossary, &GlossaryPane::questionAsked, this, &MainWindow::applyQuestion);
    connect(m_glossary, &GlossaryPane::showInChartRequested, this, [this](const QString &conceptId) {
        if (m_explorer->chart()->highlightConcept(conceptId))
            statusBar()->showMessage(tr("“%1” is outlined in the chart").arg(m_glossary->conceptTitle(conceptId)),
                                     kStatusTimeoutMs);
    });
    // The importer's notes can be long: the model's tooltip in the combo lists them.
    connect(m_explorer, &FitExplorer::modelImported, this,
            [this](const QString &name) { statusBar()->showMessage(tr("Imported %1").arg(name), kStatusTimeoutMs); });

    // Drops anywhere on the window import a config.json, also over child widgets that take text drops
    // (the search field, spin boxes): they would paste the path instead.
    setAcceptDrops(true);
    filterDropsUnder(this);
    connect(m_explorer, &FitExplorer::customGpuRequested, this, &MainWindow::openCustomGpuDialog);
    connect(m_explorer, &FitExplorer::scenarioChanged, this, &MainWindow::updateScenarioSummary);
    connect(m_explorer, &FitExplorer::scenarioFailed, this, &MainWindow::updateScenarioSummary);

    updateScenarioSummary();
    if (!storeProblems.isEmpty())
        statusBar()->showMessage(storeProblems.join(QStringLiteral("; ")), kStatusTimeoutMs);
    // A damaged history file starts an empty history; say so once (the next change rewrites it).
    if (const QString problem = m_glossary->history().loadError(); !problem.isEmpty())
        statusBar()->showMessage(problem, kStatusTimeoutMs);
    if (!customProblem.isEmpty())
        statusBar()->showMessage(tr("The saved custom GPUs cannot be read: %1").arg(customProblem), kStatusTimeoutMs);
    // The pane reopens the article the history was on; a first start shows the KV cache.
    if (m_glossary->currentConceptId().isEmpty())
        m_glossary->showConcept(kStartConcept);
}

MainWindow::~MainWindow() = default;

void MainWindow::closeEvent(QCloseEvent *event)
{
    saveExplorerState();
    QMainWindow::closeEvent(event);
}

void MainWindow::saveExplorerState() const
{
    UiSettings::setExplorerChoice(m_explorer->currentChoice());
}

bool MainWindow::restoreExplorerState()
{
    const std::optional<scenario::Choice> saved = UiSettings::explorerChoice();
    return saved && m_explorer->applyChoice(*saved);
}

void MainWindow::createMenus()
{
    m_fileMenu = menuBar()->addMenu(QString());
    m_openModelAction = m_fileMenu->addAction(QString(), this, &MainWindow::openModelConfig);
    m_openModelAction->setShortcut(QKeySequence::Open);
    m_openModelFileAction = m_fileMenu->addAction(QString(), this, &MainWindow::openModelFile);
    m_openModelFileAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O));
    m_exportAction = m_fileMenu->addAction(QString(), this, &MainWindow::openQuoteDialog);
    m_exportAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    m_historyAction = m_fileMenu->addAction(QString(), this, &MainWindow::openQuoteHistory);
    m_historyAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_H));
    m_openPriceListAction = m_fileMenu->addAction(QString(), this, &MainWindow::openPriceList);
    m_customGpuAction = m_fileMenu->addAction(QString(), this, &MainWindow::openCustomGpuDialog);
    m_fileMenu->addSeparator();
    m_importTermbaseAction = m_fileMenu->addAction(QString(), this, &MainWindow::openImportTermbase);
    m_exportGlossaryAction = m_fileMenu->addAction(QString(), this, &MainWindow::openExportGlossary);
    m_fileMenu->addSeparator();
    m_quitAction = m_fileMenu->addAction(QString(), this, &QWidget::close);
    m_quitAction->setShortcut(QKeySequence::Quit);
    m_quitAction->setMenuRole(QAction::QuitRole);

    m_glossaryMenu = menuBar()->addMenu(QString());
    m_glossaryMenu->addAction(m_glossary->findAction());
    m_glossaryMenu->addSeparator();
    m_glossaryMenu->addAction(m_glossary->backAction());
    m_glossaryMenu->addAction(m_glossary->forwardAction());
    m_glossaryMenu->addMenu(m_glossary->recentMenu());
    m_glossaryMenu->addSeparator();
    m_glossaryMenu->addAction(m_glossary->favouriteAction());
    m_glossaryMenu->addMenu(m_glossary->favouritesMenu());
    m_glossaryMenu->addSeparator();
    m_glossaryMenu->addMenu(m_glossary->questionsMenu());

    m_languageMenu = menuBar()->addMenu(QString());
    m_languageGroup = new QActionGroup(this);
    m_languageGroup->setExclusive(true);
    for (const QString &language : LanguageSwitcher::languages()) {
        QAction *action = m_languageMenu->addAction(LanguageSwitcher::nativeName(language));
        action->setCheckable(true);
        action->setData(language);
        action->setChecked(language == m_languages.current());
        m_languageGroup->addAction(action);
    }
    connect(m_languageGroup, &QActionGroup::triggered, this, &MainWindow::onLanguageTriggered);

    m_viewMenu = menuBar()->addMenu(QString());
    m_darkAction = m_viewMenu->addAction(QString());
    m_darkAction->setCheckable(true);
    m_darkAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_D)); // Ctrl+D adds a favourite
    connect(m_darkAction, &QAction::toggled, this, &MainWindow::onDarkThemeToggled);
    m_rentAction = m_viewMenu->addAction(QString(), this, &MainWindow::showRentPanel);
    m_rentAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_R));
    // Keyboard users jump between the window's areas; each action is listed with its shortcut.
    m_viewMenu->addSeparator();
    m_focusExplorerAction = m_viewMenu->addAction(QString(), this, [this] {
        m_pages->setCurrentWidget(m_explorer);
        m_explorer->modelCombo()->setFocus(Qt::ShortcutFocusReason);
    });
    m_focusExplorerAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_1));
    m_focusGlossaryAction = m_viewMenu->addAction(QString(), this, [this] {
        m_glossary->searchField()->setFocus(Qt::ShortcutFocusReason);
        m_glossary->searchField()->selectAll();
    });
    m_focusGlossaryAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_2));
    m_breakdownTableAction = m_viewMenu->addAction(QString());
    m_breakdownTableAction->setCheckable(true); // Ctrl+3 switches between the chart and the table
    connect(m_breakdownTableAction, &QAction::triggered, this, [this](bool table) {
        m_pages->setCurrentWidget(m_explorer);
        m_explorer->setBreakdownTableShown(table);
    });
    connect(m_explorer->tableToggle(), &QAbstractButton::toggled, m_breakdownTableAction, &QAction::setChecked);
    m_breakdownTableAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_3));

    menuBar()->setCornerWidget(m_pageSwitch, Qt::TopRightCorner);
    m_helpMenu = menuBar()->addMenu(QString());
    m_aboutAction = m_helpMenu->addAction(QString(), this, &MainWindow::showAbout);
    m_aboutAction->setMenuRole(QAction::AboutRole);
}

void MainWindow::retranslate()
{
    m_fileMenu->setTitle(tr("&File"));
    m_openModelAction->setText(tr("&Open model config…"));
    m_openModelAction->setStatusTip(tr("Import a Hugging Face config.json as a model for the fit explorer"));
    m_openModelFileAction->setText(tr("Open model &file…"));
    m_openModelFileAction->setStatusTip(
        tr("Import a .gguf file or a safetensors checkpoint (with its config.json) with its exact tensor sizes"));
    m_exportAction->setText(tr("&Export quote PDF…"));
    m_exportAction->setStatusTip(tr("Price a GPU rental and save the quote as a PDF"));
    m_historyAction->setText(tr("Quote &history…"));
    m_historyAction->setStatusTip(tr("Reopen, export again or delete the quotes exported so far"));
    m_openPriceListAction->setText(tr("Open &price list…"));
    m_openPriceListAction->setStatusTip(tr("Read a price list (JSON) for the quote dialog"));
    m_customGpuAction->setText(tr("Add &custom GPU…"));
    m_customGpuAction->setStatusTip(tr("Add a GPU of your own to the GPU lists (kept for later sessions)"));
    m_rentAction->setText(tr("What should I &rent?"));
    m_rentAction->setStatusTip(tr("The cheapest GPU configurations of a price list that run your model"));
    m_pageButtons[0]->setText(tr("Fit explorer"));
    m_pageButtons[1]->setText(tr("What should I rent?"));
    m_importTermbaseAction->setText(tr("&Import termbase…"));
    m_importTermbaseAction->setStatusTip(tr("Add the concepts of a TBX termbase beside the built-in glossary"));
    m_exportGlossaryAction->setText(tr("Export &glossary…"));
    m_exportGlossaryAction->setStatusTip(tr("Save the whole glossary as TBX or CSV"));
    m_glossaryMenu->setTitle(tr("&Glossary"));
    m_quitAction->setText(tr("&Quit"));
    m_languageMenu->setTitle(tr("&Language"));
    m_viewMenu->setTitle(tr("&View"));
    m_darkAction->setText(tr("&Dark theme"));
    m_focusExplorerAction->setText(tr("Go to the fit &explorer"));
    m_focusGlossaryAction->setText(tr("Go to the &glossary search"));
    m_breakdownTableAction->setText(tr("Show the breakdown as a &table"));
    m_breakdownTableAction->setStatusTip(tr("The chart's figures as a table (for screen readers and copying)"));
    m_helpMenu->setTitle(tr("&Help"));
    m_aboutAction->setText(tr("&About Headroom"));
    updateScenarioSummary();
}

QAction *MainWindow::languageAction(const QString &language) const
{
    for (QAction *action : m_languageGroup->actions()) {
        if (action->data().toString() == language)
            return action;
    }
    return nullptr;
}

bool MainWindow::setLanguage(const QString &language, QString *error)
{
    if (!m_languages.apply(language, error))
        return false;
    // Widgets resolve their locale once; setting it on the window re-resolves it for every child
    // (spin boxes group digits as the language does: 8,192 / 8.192).
    setLocale(QLocale());
    if (QAction *action = languageAction(language))
        action->setChecked(true);
    m_glossary->setUiLanguage(language);
    if (m_rent)
        m_rent->setLanguage(language);
    nameControlsFromLabels(this); // every widget has retranslated its labels (LanguageChange is sent, not posted)
    return true;
}

void MainWindow::onLanguageTriggered(QAction *action)
{
    const QString language = action->data().toString();
    QString error;
    if (!setLanguage(language, &error)) {
        if (QAction *current = languageAction(m_languages.current()))
            current->setChecked(true);
        QMessageBox::warning(this, tr("Language"), error);
        return;
    }
    saveSettings();
    statusBar()->showMessage(tr("Language: %1").arg(LanguageSwitcher::nativeName(language)), kStatusTimeoutMs);
}

void MainWindow::setDarkTheme(bool dark)
{
    const QSignalBlocker blocker(m_darkAction); // the toggled handler would save the setting
    m_darkAction->setChecked(dark);
    theme::apply(dark);
}

bool MainWindow::isDarkTheme() const
{
    return m_darkAction->isChecked();
}

void MainWindow::onDarkThemeToggled(bool dark)
{
    theme::apply(dark);
    saveSettings();
}

void MainWindow::saveSettings() const
{
    UiSettings settings;
    settings.language = m_languages.current();
    settings.darkTheme = isDarkTheme();
    settings.save();
}

void MainWindow::updateScenarioSummary()
{
    const fit::Scenario &s = m_explorer->currentScenario();
    const QLocale locale;
    const QString model = QString::fromStdString(s.model.displayName);
    const QString gpus = tr("%1 × %2").arg(locale.toString(s.hardware.gpuCount), m_explorer->gpuCombo()->currentText());
    if (s.kind == fit::WorkloadKind::Diffusion) {
        const fit::Estimate *e = m_explorer->currentEstimate() ? &*m_explorer->currentEstimate() : nullptr;
        const int width = e ? e->imageWidth : s.diffusion.width;
        const int height = e ? e->imageHeight : s.diffusion.height;
        const QString images =
            s.diffusion.images == 1 ? tr("1 image") : tr("%1 images").arg(locale.toString(s.diffusion.images));
        m_summary->setFullText(tr("%1 · %2 · %3 · %4 × %5 pixels × %6")
                                   .arg(model, scenario::workloadName(s.kind), gpus, locale.toString(width),
                                        locale.toString(height), images));
        return;
    }
    if (fit::isTraining(s.kind)) {
        m_summary->setFullText(tr("%1 · %2 · %3 · %4 tokens × micro-batch %5")
                                   .arg(model, scenario::workloadName(s.kind), gpus,
                                        locale.toString(s.workload.contextTokens),
                                        locale.toString(s.training.microBatch)));
        return;
    }
    // A mixed replica (Mixed GPUs…) names its devices instead of a count of the listed GPU.
    // A refused scenario (a context above the model's maximum, ...) keeps the last estimated scenario;
    // the summary says what is chosen now.
    const scenario::Choice chosen = m_explorer->currentChoice();
    const bool estimated = m_explorer->currentEstimate().has_value();
    const qint64 context = estimated ? s.workload.contextTokens : chosen.contextTokens;
    const int concurrency = estimated ? s.workload.concurrency : chosen.concurrency;
    const QStringList devices = chosen.deviceIds;
    QStringList names;
    for (const QString &id : devices)
        names << shortGpuName(m_explorer->catalog(), id);
    const QString summary =
        devices.isEmpty() ? tr("%1 · %2 × %3 · %4 tokens × %5 sequences")
                                .arg(model, locale.toString(s.hardware.gpuCount), m_explorer->gpuCombo()->currentText(),
                                     locale.toString(context), locale.toString(concurrency))
                          : tr("%1 · %2 · %3 tokens × %4 sequences")
                                .arg(model, names.join(QStringLiteral(" + ")), locale.toString(context),
                                     locale.toString(concurrency));
    m_summary->setFullText(tr("%1 · %2").arg(summary, FitExplorer::engineName(s.engine.engine)));
}

void MainWindow::openQuoteDialogWith(QuoteDialog &dialog)
{
    connect(&dialog, &QuoteDialog::exported, this, [this](const QString &path) {
        statusBar()->showMessage(tr("Quote saved to %1").arg(path), kStatusTimeoutMs);
    });
    connect(&dialog, &QuoteDialog::conceptRequested, this, [this](const QString &id) { m_glossary->showConcept(id); });
    dialog.exec();
}

void MainWindow::openQuoteDialog()
{
    QuoteDialog dialog(*m_sessionCatalog, m_explorer->currentChoice(), m_languages.current(), this);
    openQuoteDialogWith(dialog);
}

void MainWindow::openQuoteDialogForTerm(quote::Term term)
{
    QuoteDialog dialog(*m_sessionCatalog, m_explorer->currentChoice(), m_languages.current(), this);
    if (const int index = dialog.termCombo()->findData(quote::termKey(term)); index >= 0)
        dialog.termCombo()->setCurrentIndex(index);
    dialog.termsSpinBox()->setValue(1);
    openQuoteDialogWith(dialog);
}

void MainWindow::openQuoteDialogForDraft(const QuoteDraft &draft)
{
    QuoteDialog dialog(*m_sessionCatalog, draft.scenario, m_languages.current(), this);
    QString error;
    if (!dialog.setDraft(draft, &error))
        statusBar()->showMessage(error, kStatusTimeoutMs);
    openQuoteDialogWith(dialog);
}

void MainWindow::showRentPanel()
{
    m_pages->setCurrentWidget(rentPanel());
}

void MainWindow::filterDropsUnder(QWidget *root)
{
    for (QWidget *child : root->findChildren<QWidget *>()) {
        if (child->acceptDrops())
            child->installEventFilter(this);
    }
}

RentPanel *MainWindow::rentPanel()
{
    if (m_rent)
        return m_rent;
    m_rent = new RentPanel(*m_sessionCatalog, m_languages.current(), this);
    m_pages->addWidget(m_rent);
    connect(m_rent, &RentPanel::quoteRequested, this, &MainWindow::openQuoteDialogForDraft);
    connect(m_rent, &RentPanel::explorerChoiceRequested, this,
            [this] { m_rent->setFromChoice(m_explorer->currentChoice()); });
    // As for the widgets built with the window: drops import a model config, controls are named.
    filterDropsUnder(m_rent);
    nameControlsFromLabels(m_rent);
    return m_rent;
}

void MainWindow::useCatalog(catalog::Catalog catalog)
{
    // The widgets move to the new catalogue before the old one goes.
    auto next = std::make_unique<catalog::Catalog>(std::move(catalog));
    m_explorer->setCatalog(*next);
    if (m_rent)
        m_rent->setCatalog(*next);
    m_sessionCatalog = std::move(next);
}

QString MainWindow::addCustomGpu(const CustomGpuInputs &inputs, QString *error)
{
    QString problem = CustomGpus::problem(inputs, *m_sessionCatalog);
    QJsonArray entries = CustomGpus::saved();
    std::optional<catalog::Catalog> merged;
    if (problem.isEmpty()) {
        entries.append(CustomGpus::entryFor(inputs, QDate::currentDate()));
        merged = CustomGpus::withCustomGpus(m_catalog, entries, &problem);
    }
    if (!merged) {
        if (error)
            *error = problem;
        return {};
    }
    CustomGpus::save(entries);
    useCatalog(std::move(*merged));
    const QString id = CustomGpus::idFor(inputs.name);
    m_explorer->selectGpu(id);
    statusBar()->showMessage(tr("Added the custom GPU %1").arg(inputs.name.trimmed()), kStatusTimeoutMs);
    return id;
}

void MainWindow::openCustomGpuDialog()
{
    CustomGpuDialog dialog(*m_sessionCatalog, this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    QString error;
    if (addCustomGpu(dialog.inputs(), &error).isEmpty())
        QMessageBox::warning(this, tr("Custom GPU"), error);
}

void MainWindow::openQuoteHistory()
{
    HistoryDialog dialog(*m_sessionCatalog, m_explorer->currentChoice(), m_languages.current(), QString(), this);
    connect(&dialog, &HistoryDialog::exported, this, [this](const QString &path) {
        statusBar()->showMessage(tr("Quote saved to %1").arg(path), kStatusTimeoutMs);
    });
    connect(&dialog, &HistoryDialog::conceptRequested, this,
            [this](const QString &id) { m_glossary->showConcept(id); });
    dialog.exec();
}

void MainWindow::openPriceList()
{
    const QString path = PriceListFiles::openInteractively(this, *m_sessionCatalog);
    if (path.isEmpty())
        return;
    if (m_rent)
        m_rent->reloadPriceLists();
    statusBar()->showMessage(tr("Price list %1 loaded: the quote dialog and “What should I rent?” offer it")
                                 .arg(QDir::toNativeSeparators(path)),
                             kStatusTimeoutMs);
}

bool MainWindow::applyQuestion(const QString &questionId)
{
    const Question *question = questionById(questionId);
    if (!question)
        return false;
    BreakdownChart *chart = m_explorer->chart();
    switch (question->action) {
    case QuestionAction::None:
        break;
    case QuestionAction::ShowFitVerdict:
        chart->highlightConcept(QString());
        m_explorer->modelCombo()->setFocus(Qt::OtherFocusReason);
        statusBar()->showMessage(tr("Pick your model and GPU: the verdict under the chart says whether it fits"),
                                 kStatusTimeoutMs);
        break;
    case QuestionAction::ShowKvGrowth: {
        // The KV cache is inference's: another workload switches to it first (keeping the GPUs).
        if (m_explorer->currentWorkload() != fit::WorkloadKind::Inference)
            m_explorer->selectWorkload(fit::WorkloadKind::Inference);
        // Four times the context: the KV cache segment grows four times too (it is linear in tokens).
        QSpinBox *context = m_explorer->contextSpinBox();
        const int before = context->value();
        const int after = static_cast<int>(std::min<qint64>(context->maximum(), qint64(before) * 4));
        context->setValue(after);
        chart->highlightConcept(QStringLiteral("kv-cache"));
        const QLocale locale;
        statusBar()->showMessage(after > before ? tr("Context length raised from %1 to %2 tokens: the KV cache "
                                                     "(outlined) grows with it")
                                                      .arg(locale.toString(before), locale.toString(after))
                                                : tr("The KV cache is outlined in the chart"),
                                 kStatusTimeoutMs);
        break;
    }
    case QuestionAction::ShowWeightFormats:
        chart->highlightConcept(QStringLiteral("weights"));
        m_explorer->weightPrecisionCombo()->setFocus(Qt::OtherFocusReason);
        statusBar()->showMessage(tr("Try another weight precision: the weights (outlined) shrink with fewer bits"),
                                 kStatusTimeoutMs);
        break;
    case QuestionAction::QuoteMonth:
        openQuoteDialogForTerm(quote::Term::Month);
        break;
    }
    return true;
}

QStringList MainWindow::reloadTermbases()
{
    QStringList problems;
    m_termbase = glossary::TermbaseStore(m_termbaseFolder).load(&problems);
    m_glossary->setTermbase(m_termbase);
    if (!problems.isEmpty())
        statusBar()->showMessage(problems.join(QStringLiteral("; ")), kStatusTimeoutMs);
    return problems;
}

void MainWindow::openImportTermbase()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Import termbase"), lastFolder(FileKind::Termbase),
                                                      tr("TBX termbase (*.tbx *.xml);;All files (*)"));
    if (path.isEmpty())
        return;
    rememberFolder(FileKind::Termbase, path);
    importTermbase(path);
}

std::optional<glossary::MergeReport> MainWindow::importTermbase(const QString &path, bool showDialogs, QString *error)
{
    glossary::TermbaseStore store(m_termbaseFolder);
    glossary::TermbaseError termbaseError;
    // The store decides (a CSV is refused, identical bytes are not stored twice); this only shows it.
    glossary::ImportOutcome outcome = glossary::ImportOutcome::Stored;
    const std::optional<glossary::MergeReport> report = store.importFile(path, &termbaseError, &outcome);
    if (report && outcome == glossary::ImportOutcome::AlreadyImported) {
        const QString message = glossary::TermbaseStore::alreadyImportedMessage(path);
        statusBar()->showMessage(message, kStatusTimeoutMs);
        if (showDialogs)
            QMessageBox(QMessageBox::Information, tr("Import termbase"), message, QMessageBox::Ok, this).exec();
        return report;
    }
    if (!report) {
        if (error)
            *error = termbaseError.message;
        if (showDialogs) {
            QMessageBox box(QMessageBox::Warning, tr("Import termbase"),
                            tr("Cannot import %1. The glossary is unchanged.").arg(QDir::toNativeSeparators(path)),
                            QMessageBox::Ok, this);
            box.setInformativeText(termbaseError.message);
            box.exec();
        }
        statusBar()->showMessage(termbaseError.message, kStatusTimeoutMs);
        return std::nullopt;
    }
    reloadTermbases();
    const QString name = QFileInfo(path).fileName();
    const QLocale locale;
    QString summary = tr("Imported %1: concepts added: %2").arg(name, locale.toString(report->added));
    if (!report->skipped.isEmpty())
        summary += tr("; skipped: %1").arg(locale.toString(report->skipped.size()));
    statusBar()->showMessage(summary, kStatusTimeoutMs);
    if (showDialogs) {
        QMessageBox box(QMessageBox::Information, tr("Import termbase"), summary, QMessageBox::Ok, this);
        if (!report->skipped.isEmpty()) {
            box.setInformativeText(tr("Some items were not added; the details list each one."));
            box.setDetailedText(report->skipped.join(QLatin1Char('\n')));
        }
        box.exec();
    }
    return report;
}

void MainWindow::openExportGlossary()
{
    const QString tbxFilter = tr("TBX termbase (*.tbx)");
    const QString csvFilter = tr("CSV spreadsheet (*.csv)");
    const QString start = lastFolder(FileKind::Termbase) + QStringLiteral("/headroom-glossary.tbx");
    QString filter = tbxFilter;
    QString path = QFileDialog::getSaveFileName(this, tr("Export glossary"), start,
                                                tbxFilter + QStringLiteral(";;") + csvFilter, &filter);
    if (path.isEmpty())
        return;
    // The chosen filter decides the format when the name has no suffix of its own.
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix != QLatin1String("tbx") && suffix != QLatin1String("csv"))
        path += filter == csvFilter ? QStringLiteral(".csv") : QStringLiteral(".tbx");
    rememberFolder(FileKind::Termbase, path);
    QString error;
    if (!exportGlossary(path, &error)) {
        QMessageBox::warning(this, tr("Export glossary"), error);
        return;
    }
    statusBar()->showMessage(tr("Glossary saved to %1").arg(QDir::toNativeSeparators(path)), kStatusTimeoutMs);
}

bool MainWindow::exportGlossary(const QString &path, QString *error) const
{
    const bool csv = path.endsWith(QLatin1String(".csv"), Qt::CaseInsensitive);
    const QByteArray data = csv ? m_termbase.toCsv() : m_termbase.toTbx();
    // Checked and atomic (io::writeFileAtomically): a short write or a full disk is an error and the file
    // keeps its old content.
    io::FileError writeError;
    if (!io::writeFileAtomically(path, data, &writeError)) {
        if (error)
            *error = writeError.message;
        return false;
    }
    return true;
}

void MainWindow::openModelConfig()
{
    const QString start = lastFolder(FileKind::ModelConfig);
    const QString path =
        QFileDialog::getOpenFileName(this, tr("Open model config"), start, tr("Model config (*.json);;All files (*)"));
    if (path.isEmpty())
        return;
    rememberFolder(FileKind::ModelConfig, path);
    importModelConfig(path);
}

bool MainWindow::importModelConfig(const QString &path, bool showErrors)
{
    catalog::HfConfigError error;
    if (!m_explorer->importModelConfig(path, &error).isEmpty())
        return true;
    if (showErrors) {
        QMessageBox box(QMessageBox::Warning, tr("Open model config"),
                        tr("Cannot import %1.").arg(QDir::toNativeSeparators(path)), QMessageBox::Ok, this);
        QString details = error.message;
        QStringList fields = error.fields;
        fields.removeAll(QString()); // "" stands for the file as a whole (unreadable, not JSON)
        if (!fields.isEmpty())
            details += QStringLiteral("\n\n") + tr("Fields to check: %1").arg(fields.join(QStringLiteral(", ")));
        box.setInformativeText(details);
        box.exec();
    }
    statusBar()->showMessage(error.message, kStatusTimeoutMs);
    return false;
}

void MainWindow::openModelFile()
{
    const QString start = lastFolder(FileKind::ModelConfig);
    const QString path = QFileDialog::getOpenFileName(this, tr("Open model file"), start,
                                                      tr("Model files (*.gguf *.safetensors);;All files (*)"));
    if (path.isEmpty())
        return;
    rememberFolder(FileKind::ModelConfig, path);
    importModelFile(path);
}

bool MainWindow::importModelFile(const QString &path, bool showErrors)
{
    QString error;
    if (!m_explorer->importModelFile(path, &error).isEmpty())
        return true;
    if (showErrors) {
        QMessageBox box(QMessageBox::Warning, tr("Open model file"),
                        tr("Cannot import %1.").arg(QDir::toNativeSeparators(path)), QMessageBox::Ok, this);
        box.setInformativeText(error);
        box.exec();
    }
    statusBar()->showMessage(error, kStatusTimeoutMs);
    return false;
}

void MainWindow::importDropped(const QString &path)
{
    if (path.endsWith(QLatin1String(".json"), Qt::CaseInsensitive))
        importModelConfig(path);
    else
        importModelFile(path);
}

QString MainWindow::droppedConfigPath(const QMimeData *mime)
{
    if (!mime || !mime->hasUrls() || mime->urls().size() != 1)
        return {};
    const QUrl url = mime->urls().constFirst();
    if (!url.isLocalFile())
        return {};
    const QString path = url.toLocalFile();
    return path.endsWith(QLatin1String(".json"), Qt::CaseInsensitive) || FitExplorer::isModelFilePath(path) ? path
                                                                                                            : QString();
}

void MainWindow::dragEnterEvent(QDragEnterEvent *event)
{
    if (!droppedConfigPath(event->mimeData()).isEmpty())
        event->acceptProposedAction();
}

void MainWindow::dragMoveEvent(QDragMoveEvent *event)
{
    if (!droppedConfigPath(event->mimeData()).isEmpty())
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent *event)
{
    const QString path = droppedConfigPath(event->mimeData());
    if (path.isEmpty())
        return;
    event->acceptProposedAction();
    importDropped(path);
}

bool MainWindow::eventFilter(QObject *watched, QEvent *event)
{
    switch (event->type()) {
    case QEvent::DragEnter:
    case QEvent::DragMove:
    case QEvent::Drop: {
        auto *drop = static_cast<QDropEvent *>(event); // QDragEnterEvent and QDragMoveEvent derive from it
        if (droppedConfigPath(drop->mimeData()).isEmpty())
            break;
        drop->acceptProposedAction();
        if (event->type() == QEvent::Drop)
            importDropped(droppedConfigPath(drop->mimeData()));
        return true;
    }
    default:
        break;
    }
    return QMainWindow::eventFilter(watched, event);
}

void MainWindow::showAbout()
{
    QMessageBox::about(
        this, tr("About Headroom"),
        tr("<h3>Headroom %1</h3>"
           "<p>Does a model fit on a GPU configuration? A fit explorer, a trilingual glossary (English, Dutch, "
           "Turkish) of GPU, cloud and AI-infrastructure terms, and a quote builder for GPU rental.</p>"
           "<p>Works offline. Every catalogue figure carries its source and date; the built-in prices are "
           "example data, not an offer.</p>")
            .arg(QCoreApplication::applicationVersion().toHtmlEscaped()));
}

void MainWindow::changeEvent(QEvent *event)
{
    QMainWindow::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslate();
}

} // namespace headroom::ui
