// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The main window: the glossary on the left, the fit explorer on the right, menus for opening a model
// config.json, the quote export, importing a termbase and exporting the glossary, the glossary's
// history, favourites and questions, the UI language and the theme. A click on a chart segment opens its
// concept in the glossary; "Show in chart" in the glossary outlines the segment; a "Start with a
// question" sets up the fit explorer or opens the quote (QuestionAction). A config.json dropped
// anywhere on the window is imported like File → Open model config…. Beside the fit explorer, a second
// page asks "What should I rent?" (RentPanel); its "Quote this…" opens the quote dialog on that answer.
// Custom GPUs (CustomGpuDialog, saved in the settings) join the catalogue the explorer, the rent panel
// and the quote dialogs use (catalog()).

#include "customgpudialog.h"
#include "languageswitcher.h"
#include "quoteexport.h"

#include <glossary/termbase.h>
#include <quote/quote.h>

#include <QMainWindow>

#include <memory>
#include <optional>

class QAction;
class QActionGroup;
class QCloseEvent;
class QDragEnterEvent;
class QDragMoveEvent;
class QDropEvent;
class QLabel;
class QMenu;
class QMimeData;
class QSplitter;
class QStackedWidget;
class QToolButton;

namespace headroom::catalog {
class Catalog;
}

namespace headroom::ui {

class ElidingLabel;

class FitExplorer;
class QuoteDialog;
class GlossaryPane;
class RentPanel;

class MainWindow final : public QMainWindow
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(MainWindow)

public:
    /// Uses the built-in catalogue and the glossary of glossary::TermbaseStore() (built-in termbase plus
    /// the user's imported ones; a broken user file is named in the status bar and skipped).
    /// `language`: the UI language to start in ("en", "nl", "tr"; empty or unknown: English), applied before
    /// the widgets are built so that the glossary's search index is built once, for it (setLanguage()
    /// afterwards rebuilds the index and retranslates every widget).
    explicit MainWindow(QWidget *parent = nullptr, const QString &language = QString());
    /// `catalog` must outlive the window; the window keeps a copy of `termbase` (until an import
    /// replaces it with the store's glossary).
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
    /// "What should I rent?", the second tab beside the fit explorer.
    /// The "What should I rent?" page, built on first use (the first frame does not wait for it).
    RentPanel *rentPanel();
    /// The pages on the right: the fit explorer (0, shown first) and the rent panel (1), switched by two
    /// buttons in the menu bar's corner (pageButton(0), pageButton(1)) or the View menu.
    QStackedWidget *pages() const { return m_pages; }
    QToolButton *pageButton(int page) const { return page == 0 || page == 1 ? m_pageButtons[page] : nullptr; }
    /// Brings the rent panel to the front (View → What should I rent?).
    void showRentPanel();
    /// The catalogue in use: the one given to the constructor plus the user's custom GPUs.
    const catalog::Catalog &catalog() const { return *m_sessionCatalog; }
    QSplitter *splitter() const { return m_splitter; }
    QMenu *fileMenu() const { return m_fileMenu; }
    /// Find, back, forward, favourite, favourites, recently viewed, questions (the pane's actions).
    QMenu *glossaryMenu() const { return m_glossaryMenu; }
    QMenu *languageMenu() const { return m_languageMenu; }
    QMenu *viewMenu() const { return m_viewMenu; }
    QMenu *helpMenu() const { return m_helpMenu; }
    /// The language menu's action for "en", "nl" or "tr".
    QAction *languageAction(const QString &language) const;

    /// Opens the quote dialog for the explorer's current scenario.
    void openQuoteDialog();
    /// Same, with one `term` preselected (one term of it).
    void openQuoteDialogForTerm(quote::Term term);
    /// File → Quote history…: the stored quotes (HistoryDialog on quote::QuoteStore::defaultPath()).
    void openQuoteHistory();
    /// File → Open price list…: reads a price-list JSON (PriceListFiles), remembered for the quote dialog.
    void openPriceList();
    /// Opens the quote dialog on a draft (the rent panel's "Quote this…": exactly that answer's GPU,
    /// count, GPUs per replica, pricing, term and terms). A draft the dialog refuses is named in the
    /// status bar and the dialog opens on the explorer's scenario instead.
    void openQuoteDialogForDraft(const QuoteDraft &draft);

    /// File → Add custom GPU… (and the explorer's "Custom GPU…"): asks with CustomGpuDialog, then
    /// addCustomGpu().
    void openCustomGpuDialog();
    /// Adds a custom GPU for this session and later ones (CustomGpus::save), selects it in the fit
    /// explorer and returns its id; an empty id and the reason in `error` when it cannot be added.
    QString addCustomGpu(const CustomGpuInputs &inputs, QString *error = nullptr);

    /// Sets up the window for a glossary question (GlossaryPane::questionAsked): its QuestionAction
    /// focuses the explorer's model or weight precision, raises the context length (four times,
    /// at most the spin box's maximum) with the KV cache outlined, or opens the quote for one month.
    /// False for an unknown question id.
    bool applyQuestion(const QString &questionId);

    /// Saves the fit explorer's scenario (UiSettings::setExplorerChoice); closing the window does it.
    void saveExplorerState() const;
    /// Sets the fit explorer to the scenario saved when a window last closed (runGui() calls it before the
    /// command-line options, which override it). False, changing nothing, when none is saved or the saved
    /// one no longer resolves (unknown model or GPU, damaged value).
    bool restoreExplorerState();

    /// The glossary on show (built-in plus imported termbases).
    const glossary::Termbase &termbase() const { return m_termbase; }
    /// Where imported termbases are kept (glossary::TermbaseStore::defaultFolder() unless changed).
    QString termbaseFolder() const { return m_termbaseFolder; }
    void setTermbaseFolder(const QString &folder) { m_termbaseFolder = folder; }
    /// Reloads the glossary from the termbase folder (built-in plus every stored file) into the pane;
    /// returns the store's problems (one line per file or concept skipped), also shown in the status bar.
    QStringList reloadTermbases();
    /// File → Import termbase…: asks for a TBX file and imports it (see importTermbase()).
    void openImportTermbase();
    /// Copies a TBX (2019 or 2008) file into the termbase folder (glossary::TermbaseStore::importFile)
    /// and reloads the glossary; says how many concepts were added and lists what was skipped. A
    /// malformed or unreadable file changes nothing: a warning (unless `showDialogs` is false) and
    /// `error` give the reason. Returns the merge report, or nullopt on failure.
    std::optional<glossary::MergeReport> importTermbase(const QString &path, bool showDialogs = true,
                                                        QString *error = nullptr);
    /// File → Export glossary…: asks for a file (TBX or CSV by the chosen filter) and exports to it.
    void openExportGlossary();
    /// Writes the glossary on show to `path` atomically (QSaveFile): CSV (Termbase::toCsv) when the
    /// name ends in ".csv", else TBX-Basic (Termbase::toTbx). False + `error` when it cannot be written.
    bool exportGlossary(const QString &path, QString *error = nullptr) const;
    QAction *importTermbaseAction() const { return m_importTermbaseAction; }
    QAction *exportGlossaryAction() const { return m_exportGlossaryAction; }
    /// File → Open model config…: asks for a config.json and imports it (see importModelConfig()).
    void openModelConfig();
    /// Imports a Hugging Face config.json into the fit explorer (FitExplorer::importModelConfig) and
    /// says so in the status bar. On failure nothing changes, and a warning names the offending
    /// fields unless `showErrors` is false. Returns whether the model was added.
    bool importModelConfig(const QString &path, bool showErrors = true);
    QAction *openModelConfigAction() const { return m_openModelAction; }
    /// File → Open model file…: asks for a .gguf or .safetensors file (a model folder is dropped, or picked
    /// through its safetensors file) and imports it (importModelFile()).
    void openModelFile();
    /// Imports a model file into the fit explorer (FitExplorer::importModelFile); on failure nothing
    /// changes and a message box gives the importer's sentence unless `showErrors` is false.
    bool importModelFile(const QString &path, bool showErrors = true);
    QAction *openModelFileAction() const { return m_openModelFileAction; }

    /// The local .json file, .gguf / .safetensors file or model folder (FitExplorer::isModelFilePath) a
    /// drag carries, or an empty string (several files, a remote URL, another type). Used for
    /// drag-and-drop onto the window.
    static QString droppedConfigPath(const QMimeData *mime);

protected:
    void changeEvent(QEvent *event) override;
    void closeEvent(QCloseEvent *event) override;
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dragMoveEvent(QDragMoveEvent *event) override;
    void dropEvent(QDropEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    /// `loadStore`: replace `termbase` with the termbase folder's glossary before the first article.
    MainWindow(const catalog::Catalog &catalog, const glossary::Termbase &termbase, bool loadStore, QWidget *parent,
               const QString &language);
    void createMenus();
    void retranslate();
    void onLanguageTriggered(QAction *action);
    void onDarkThemeToggled(bool dark);
    void updateScenarioSummary();
    /// Child widgets of `root` that take drops (the search field, spin boxes) pass them to eventFilter(),
    /// so that a dropped config or model file is imported instead of pasted as a path.
    void filterDropsUnder(QWidget *root);
    void showAbout();
    void saveSettings() const;

    /// Switches the explorer, the rent panel and later dialogs to `catalog`.
    void useCatalog(catalog::Catalog catalog);
    void openQuoteDialogWith(QuoteDialog &dialog);

    const catalog::Catalog &m_catalog; ///< as given: the custom GPUs are added to a copy
    std::unique_ptr<catalog::Catalog> m_sessionCatalog;
    glossary::Termbase m_termbase;
    QString m_termbaseFolder;
    LanguageSwitcher m_languages;

    QSplitter *m_splitter = nullptr;
    GlossaryPane *m_glossary = nullptr;
    FitExplorer *m_explorer = nullptr;
    RentPanel *m_rent = nullptr;
    QStackedWidget *m_pages = nullptr;
    QWidget *m_pageSwitch = nullptr;
    QToolButton *m_pageButtons[2] = {nullptr, nullptr};
    ElidingLabel *m_summary = nullptr; // the scenario in one line, elided in a narrow window

    QMenu *m_fileMenu = nullptr;
    QMenu *m_glossaryMenu = nullptr;
    QMenu *m_languageMenu = nullptr;
    QMenu *m_viewMenu = nullptr;
    QMenu *m_helpMenu = nullptr;
    QAction *m_openModelAction = nullptr;
    QAction *m_openModelFileAction = nullptr;
    /// Imports what droppedConfigPath() returned: a config.json or a model file.
    void importDropped(const QString &path);
    QAction *m_exportAction = nullptr;
    QAction *m_historyAction = nullptr;
    QAction *m_openPriceListAction = nullptr;
    QAction *m_customGpuAction = nullptr;
    QAction *m_rentAction = nullptr;
    QAction *m_importTermbaseAction = nullptr;
    QAction *m_exportGlossaryAction = nullptr;
    QAction *m_quitAction = nullptr;
    QAction *m_darkAction = nullptr;
    QAction *m_focusExplorerAction = nullptr;  // View > Go to the fit explorer (Ctrl+1)
    QAction *m_focusGlossaryAction = nullptr;  // View > Go to the glossary search (Ctrl+2)
    QAction *m_breakdownTableAction = nullptr; // View > Show the breakdown as a table (Ctrl+3)
    QAction *m_aboutAction = nullptr;
    QActionGroup *m_languageGroup = nullptr;
};

} // namespace headroom::ui
