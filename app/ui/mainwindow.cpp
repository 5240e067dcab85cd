// SPDX-License-Identifier: GPL-3.0-or-later
#include "mainwindow.h"

#include "breakdownchart.h"
#include "fitexplorer.h"
#include "glossarypane.h"
#include "quotedialog.h"
#include "theme.h"
#include "uisettings.h"

#include <catalog/catalog.h>
#include <glossary/termbase.h>

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QLocale>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QSignalBlocker>
#include <QSplitter>
#include <QStandardPaths>
#include <QStatusBar>

namespace headroom::ui {

namespace {
constexpr int kDefaultWidth = 1400;
constexpr int kDefaultHeight = 860;
constexpr int kStatusTimeoutMs = 6000;
const QString kStartConcept = QStringLiteral("kv-cache");
} // namespace

MainWindow::MainWindow(QWidget *parent)
    : MainWindow(catalog::Catalog::builtIn(), glossary::Termbase::builtIn(), parent)
{}

MainWindow::MainWindow(const catalog::Catalog &catalog, const glossary::Termbase &termbase, QWidget *parent)
    : QMainWindow(parent)
    , m_catalog(catalog)
    , m_termbase(termbase)
{
    setWindowTitle(QStringLiteral("Headroom"));
    resize(kDefaultWidth, kDefaultHeight);

    m_glossary = new GlossaryPane(m_termbase, m_languages.current(), this);
    m_explorer = new FitExplorer(m_catalog, this);

    m_splitter = new QSplitter(Qt::Horizontal, this);
    m_splitter->addWidget(m_glossary);
    m_splitter->addWidget(m_explorer);
    m_splitter->setStretchFactor(0, 35);
    m_splitter->setStretchFactor(1, 65);
    m_splitter->setSizes({kDefaultWidth * 35 / 100, kDefaultWidth * 65 / 100});
    m_splitter->setChildrenCollapsible(false);
    setCentralWidget(m_splitter);

    m_summary = new QLabel(this);
    statusBar()->addPermanentWidget(m_summary);

    createMenus();
    retranslate();

    BreakdownChart *chart = m_explorer->chart();
    chart->setConceptTitleLookup([this](const QString &id) { return m_glossary->conceptTitle(id); });
    connect(chart, &BreakdownChart::segmentActivated, this, [this](const QString &conceptId) {
        m_glossary->showConcept(conceptId);
        statusBar()->showMessage(tr("Showing “%1” in the glossary").arg(m_glossary->conceptTitle(conceptId)),
                                 kStatusTimeoutMs);
    });
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
    for (QWidget *child : findChildren<QWidget *>()) {
        if (child->acceptDrops())
            child->installEventFilter(this);
    }
    connect(m_explorer, &FitExplorer::scenarioChanged, this, &MainWindow::updateScenarioSummary);
    connect(m_explorer, &FitExplorer::scenarioFailed, this, &MainWindow::updateScenarioSummary);

    updateScenarioSummary();
    m_glossary->showConcept(kStartConcept);
}

MainWindow::~MainWindow() = default;

void MainWindow::createMenus()
{
    m_fileMenu = menuBar()->addMenu(QString());
    m_openModelAction = m_fileMenu->addAction(QString(), this, &MainWindow::openModelConfig);
    m_openModelAction->setShortcut(QKeySequence::Open);
    m_exportAction = m_fileMenu->addAction(QString(), this, &MainWindow::openQuoteDialog);
    m_exportAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    m_fileMenu->addSeparator();
    m_quitAction = m_fileMenu->addAction(QString(), this, &QWidget::close);
    m_quitAction->setShortcut(QKeySequence::Quit);
    m_quitAction->setMenuRole(QAction::QuitRole);

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
    connect(m_darkAction, &QAction::toggled, this, &MainWindow::onDarkThemeToggled);

    m_helpMenu = menuBar()->addMenu(QString());
    m_aboutAction = m_helpMenu->addAction(QString(), this, &MainWindow::showAbout);
    m_aboutAction->setMenuRole(QAction::AboutRole);
}

void MainWindow::retranslate()
{
    m_fileMenu->setTitle(tr("&File"));
    m_openModelAction->setText(tr("&Open model config…"));
    m_openModelAction->setStatusTip(tr("Import a Hugging Face config.json as a model for the fit explorer"));
    m_exportAction->setText(tr("&Export quote PDF…"));
    m_exportAction->setStatusTip(tr("Price a GPU rental and save the quote as a PDF"));
    m_quitAction->setText(tr("&Quit"));
    m_languageMenu->setTitle(tr("&Language"));
    m_viewMenu->setTitle(tr("&View"));
    m_darkAction->setText(tr("&Dark theme"));
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
    const QString summary = tr("%1 · %2 × %3 · %4 tokens × %5 sequences")
                                .arg(QString::fromStdString(s.model.displayName), locale.toString(s.hardware.gpuCount),
                                     m_explorer->gpuCombo()->currentText(), locale.toString(s.workload.contextTokens),
                                     locale.toString(s.workload.concurrency));
    m_summary->setText(tr("%1 · %2").arg(summary, FitExplorer::engineName(s.engine.engine)));
}

void MainWindow::openQuoteDialog()
{
    QuoteDialog dialog(m_catalog, m_explorer->currentScenario(), m_explorer->currentEstimate(), m_languages.current(),
                       this);
    connect(&dialog, &QuoteDialog::exported, this, [this](const QString &path) {
        statusBar()->showMessage(tr("Quote saved to %1").arg(path), kStatusTimeoutMs);
    });
    dialog.exec();
}

void MainWindow::openModelConfig()
{
    const QString start = m_lastConfigDir.isEmpty() ? QStandardPaths::writableLocation(QStandardPaths::DownloadLocation)
                                                    : m_lastConfigDir;
    const QString path =
        QFileDialog::getOpenFileName(this, tr("Open model config"), start, tr("Model config (*.json);;All files (*)"));
    if (path.isEmpty())
        return;
    m_lastConfigDir = QFileInfo(path).absolutePath();
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

QString MainWindow::droppedConfigPath(const QMimeData *mime)
{
    if (!mime || !mime->hasUrls() || mime->urls().size() != 1)
        return {};
    const QUrl url = mime->urls().constFirst();
    if (!url.isLocalFile())
        return {};
    const QString path = url.toLocalFile();
    return path.endsWith(QLatin1String(".json"), Qt::CaseInsensitive) ? path : QString();
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
    importModelConfig(path);
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
            importModelConfig(droppedConfigPath(drop->mimeData()));
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
