// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The main window: the glossary on the left, the fit explorer on the right, menus for opening a model
// config.json, the quote export, the UI language and the theme. A click on a chart segment opens its
// concept in the glossary; "Show in chart" in the glossary outlines the segment. A config.json dropped
// anywhere on the window is imported like File → Open model config….

#include "languageswitcher.h"

#include <QMainWindow>

class QAction;
class QActionGroup;
class QDragEnterEvent;
class QDragMoveEvent;
class QDropEvent;
class QLabel;
class QMenu;
class QMimeData;
class QSplitter;

namespace headroom::catalog {
class Catalog;
}
namespace headroom::glossary {
class Termbase;
}

namespace headroom::ui {

class FitExplorer;
class GlossaryPane;

class MainWindow final : public QMainWindow
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(MainWindow)

public:
    /// Uses the built-in catalogue and termbase.
    explicit MainWindow(QWidget *parent = nullptr);
    /// `catalog` and `termbase` must outlive the window.
    MainWindow(const catalog::Catalog &catalog, const glossary::Termbase &termbase, QWidget *parent = nullptr);
    ~MainWindow() override;

    /// Switches the UI language ("en", "nl", "tr") now, without saving it. On failure the language stays
    /// and `error` says why.
    bool setLanguage(const QString &language, QString *error = nullptr);
    QString language() const { return m_languages.current(); }
    /// Switches between the light and the dark palette, without saving it.
    void setDarkTheme(bool dark);
    bool isDarkTheme() const;

    GlossaryPane *glossaryPane() const { return m_glossary; }
    FitExplorer *fitExplorer() const { return m_explorer; }
    QSplitter *splitter() const { return m_splitter; }
    QMenu *fileMenu() const { return m_fileMenu; }
    QMenu *languageMenu() const { return m_languageMenu; }
    QMenu *viewMenu() const { return m_viewMenu; }
    QMenu *helpMenu() const { return m_helpMenu; }
    /// The language menu's action for "en", "nl" or "tr".
    QAction *languageAction(const QString &language) const;

    /// Opens the quote dialog for the explorer's current scenario.
    void openQuoteDialog();
    /// File → Open model config…: asks for a config.json and imports it (see importModelConfig()).
    void openModelConfig();
    /// Imports a Hugging Face config.json into the fit explorer (FitExplorer::importModelConfig) and
    /// says so in the status bar. On failure nothing changes, and a warning names the offending
    /// fields unless `showErrors` is false. Returns whether the model was added.
    bool importModelConfig(const QString &path, bool showErrors = true);
    QAction *openModelConfigAction() const { return m_openModelAction; }

    /// The local .json file a drag carries, or an empty string (several files, a remote URL, another
    /// type). Used for drag-and-drop onto the window.
    static QString droppedConfigPath(const QMimeData *mime);

protected:
    void changeEvent(QEvent *event) override;
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dragMoveEvent(QDragMoveEvent *event) override;
    void dropEvent(QDropEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void createMenus();
    void retranslate();
    void onLanguageTriggered(QAction *action);
    void onDarkThemeToggled(bool dark);
    void updateScenarioSummary();
    void showAbout();
    void saveSettings() const;

    const catalog::Catalog &m_catalog;
    const glossary::Termbase &m_termbase;
    LanguageSwitcher m_languages;
    QString m_lastConfigDir;

    QSplitter *m_splitter = nullptr;
    GlossaryPane *m_glossary = nullptr;
    FitExplorer *m_explorer = nullptr;
    QLabel *m_summary = nullptr;

    QMenu *m_fileMenu = nullptr;
    QMenu *m_languageMenu = nullptr;
    QMenu *m_viewMenu = nullptr;
    QMenu *m_helpMenu = nullptr;
    QAction *m_openModelAction = nullptr;
    QAction *m_exportAction = nullptr;
    QAction *m_quitAction = nullptr;
    QAction *m_darkAction = nullptr;
    QAction *m_aboutAction = nullptr;
    QActionGroup *m_languageGroup = nullptr;
};

} // namespace headroom::ui
