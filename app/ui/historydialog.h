// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The quote history (quote::QuoteStore, an SQLite file): one row per reference, newest first, with its
// creation time (local time, in the UI language's short format), GPU, GPU count, term and model
// (quote::HistoryLabels, the same labels `headroom quote history` prints), total, currency and last PDF
// ("name (missing)" when that file was moved or deleted). Reopen fills a quote dialog from the stored
// payload; Export PDF again (button, and the row's context menu) writes a new PDF of the same configuration
// under a new idempotency key (same fingerprint, so the same reference) and makes it the last PDF; Delete
// removes the quote and its operations after a confirmation; Open folder shows the last PDF's folder.
// Errors are shown, never fatal.

#include "prompts.h"

#include <catalog/catalog.h>
#include <fit/fitmodel.h>
#include <scenario/choice.h>

#include <QDialog>

#include <memory>
#include <optional>

class QAction;
class QDialogButtonBox;
class QLabel;
class QPushButton;
class QTreeWidget;

namespace headroom::ui {

class QuoteDialog;
class QuoteExporter;
struct ExportResult;

class HistoryDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(HistoryDialog)

public:
    enum Column {
        ReferenceColumn,
        CreatedColumn,
        GpuColumn,
        GpuCountColumn,
        TermColumn,
        ModelColumn,
        TotalColumn,
        CurrencyColumn,
        PdfColumn,
        ColumnCount
    };

    /// `catalog` must outlive the dialog. `explorerChoice` is what the fit explorer shows: a reopened quote
    /// dialog compares its quote's own stored scenario with it (and never uses it for the quote);
    /// `uiLanguage` formats dates and money. `storePath` empty: quote::QuoteStore::defaultPath().
    HistoryDialog(const catalog::Catalog &catalog, const std::optional<scenario::Choice> &explorerChoice,
                  const QString &uiLanguage, const QString &storePath = QString(), QWidget *parent = nullptr);
    ~HistoryDialog() override;

    /// The file dialog and message boxes; tests install answers (Prompts::interactive() by default).
    void setPrompts(const Prompts &prompts);
    QString storePath() const;

    /// Reads the history again; keeps the selected reference when it is still there. False when the
    /// history cannot be read (the message is shown in the dialog).
    bool refresh();
    /// The references listed, top to bottom.
    QStringList references() const;
    QString currentReference() const;
    bool selectReference(const QString &reference);

    /// Opens a quote dialog (a non-modal child, deleted on close) filled from the stored payload, with
    /// this dialog's store path and prompts. nullptr after a warning when the payload cannot be reopened.
    QuoteDialog *reopen(const QString &reference);
    /// A new PDF of the stored configuration: new idempotency key, same fingerprint (same reference); the
    /// path is asked with Prompts::savePdfPath ("<reference>.pdf" next to the last PDF, or in the folder of
    /// the last PDF saved (ui::lastFolder) when that folder is gone or there is none), a failure offers
    /// Retry with the same key. With the fit of the quote's own stored scenario when it has one.
    /// True when a PDF was written (or replayed).
    bool reexport(const QString &reference);
    /// Deletes the quote after Prompts::confirm; true when it was removed.
    bool removeQuote(const QString &reference);
    /// Shows the folder of the quote's last PDF in the file manager (QDesktopServices).
    bool openPdfFolder(const QString &reference);

    QTreeWidget *tree() const { return m_tree; }
    QPushButton *reopenButton() const { return m_reopen; }
    QPushButton *reexportButton() const { return m_reexport; }
    QPushButton *deleteButton() const { return m_delete; }
    QPushButton *openFolderButton() const { return m_openFolder; }
    /// "Export PDF again…" in the context menu of a row (and its shortcut-free twin, reexportButton()).
    QAction *reexportAction() const { return m_reexportAction; }
    QLabel *messageLabel() const { return m_message; }

Q_SIGNALS:
    /// A PDF of quote `reference` was written to `path` (re-export here, or export in a reopened dialog).
    void exported(const QString &path, const QString &reference);
    /// A reopened quote dialog asked for a glossary concept (QuoteDialog::conceptRequested).
    void conceptRequested(const QString &conceptId);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void updateButtons();
    void showMessage(const QString &text);
    QString lastPdfPath(const QString &reference) const;
    void showContextMenu(const QPoint &position);

    const catalog::Catalog &m_catalog;
    std::optional<scenario::Choice> m_explorerChoice;
    QString m_language;
    QString m_storePath;
    Prompts m_prompts = Prompts::interactive();
    std::unique_ptr<QuoteExporter> m_exporter;

    QLabel *m_intro = nullptr;
    QTreeWidget *m_tree = nullptr;
    QLabel *m_message = nullptr;
    QPushButton *m_reopen = nullptr;
    QPushButton *m_reexport = nullptr;
    QPushButton *m_delete = nullptr;
    QPushButton *m_openFolder = nullptr;
    QPushButton *m_refresh = nullptr;
    QAction *m_reexportAction = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
};

} // namespace headroom::ui
