// SPDX-License-Identifier: GPL-3.0-or-later
#include "historydialog.h"

#include "filedialogfolders.h"
#include "quotedialog.h"
#include "quoteexport.h"

#include <quote/historylabels.h>
#include <quote/quote.h>
#include <quote/quotestore.h>

#include <QAction>

#include <QDesktopServices>
#include <QDialogButtonBox>
#include <QDir>
#include <QEvent>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QMenu>
#include <QPushButton>
#include <QTreeWidget>
#include <QUrl>
#include <QVBoxLayout>

namespace headroom::ui {

namespace {
constexpr int kMinimumWidth = 760;
constexpr int kDefaultWidth = 980;
constexpr int kMinimumHeight = 420;
} // namespace

HistoryDialog::HistoryDialog(const catalog::Catalog &catalog, const std::optional<scenario::Choice> &explorerChoice,
                             const QString &uiLanguage, const QString &storePath, QWidget *parent)
    : QDialog(parent)
    , m_catalog(catalog)
    , m_explorerChoice(explorerChoice)
    , m_language(uiLanguage)
    , m_storePath(storePath.isEmpty() ? quote::QuoteStore::defaultPath() : storePath)
    , m_exporter(std::make_unique<QuoteExporter>(m_storePath))
{
    m_intro = new QLabel(this);
    m_intro->setWordWrap(true);
    m_tree = new QTreeWidget(this);
    m_tree->setColumnCount(ColumnCount);
    m_tree->setRootIsDecorated(false);
    m_tree->setUniformRowHeights(true);
    m_tree->setAllColumnsShowFocus(true);
    m_tree->setSelectionMode(QAbstractItemView::SingleSelection);
    m_tree->setSortingEnabled(false); // the history's order: newest first
    m_tree->header()->setStretchLastSection(true);
    m_tree->setContextMenuPolicy(Qt::CustomContextMenu);
    m_reexportAction = new QAction(this);
    m_message = new QLabel(this);
    m_message->setWordWrap(true);
    m_message->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_message->hide();

    m_reopen = new QPushButton(this);
    m_reexport = new QPushButton(this);
    m_delete = new QPushButton(this);
    m_openFolder = new QPushButton(this);
    m_refresh = new QPushButton(this);
    auto *actions = new QHBoxLayout;
    for (QPushButton *button : {m_reopen, m_reexport, m_delete, m_openFolder})
        actions->addWidget(button);
    actions->addStretch(1);
    actions->addWidget(m_refresh);

    m_buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_intro);
    layout->addWidget(m_tree, 1);
    layout->addWidget(m_message);
    layout->addLayout(actions);
    layout->addWidget(m_buttons);
    setMinimumSize(kMinimumWidth, kMinimumHeight);
    // Wide enough for every column but the PDF path in all three languages (the minimum cuts the total).
    resize(kDefaultWidth, kMinimumHeight + 80);
    setSizeGripEnabled(true);

    connect(m_tree, &QTreeWidget::currentItemChanged, this, &HistoryDialog::updateButtons);
    // Enter reopens through the default button (Reopen…), a double click through the row: one dialog each.
    // (itemActivated fired on Enter too, and the tree passes the key on to the dialog's default button,
    // so one Enter opened the quote twice.)
    m_reopen->setDefault(true);
    for (QPushButton *button : {m_reexport, m_delete, m_openFolder, m_refresh})
        button->setAutoDefault(false);
    connect(m_tree, &QTreeWidget::itemDoubleClicked, this, [this] { reopen(currentReference()); });
    connect(m_reopen, &QPushButton::clicked, this, [this] { reopen(currentReference()); });
    connect(m_reexport, &QPushButton::clicked, this, [this] { reexport(currentReference()); });
    connect(m_reexportAction, &QAction::triggered, this, [this] { reexport(currentReference()); });
    connect(m_tree, &QTreeWidget::customContextMenuRequested, this, &HistoryDialog::showContextMenu);
    connect(m_delete, &QPushButton::clicked, this, [this] { removeQuote(currentReference()); });
    connect(m_openFolder, &QPushButton::clicked, this, [this] { openPdfFolder(currentReference()); });
    connect(m_refresh, &QPushButton::clicked, this, &HistoryDialog::refresh);

    retranslate();
    refresh();
}

HistoryDialog::~HistoryDialog() = default;

void HistoryDialog::setPrompts(const Prompts &prompts)
{
    m_prompts = prompts;
}

QString HistoryDialog::storePath() const
{
    return m_storePath;
}

void HistoryDialog::showMessage(const QString &text)
{
    m_message->setText(text);
    m_message->setVisible(!text.isEmpty());
}

bool HistoryDialog::refresh()
{
    const QString selected = currentReference();
    m_tree->clear();
    QString error;
    quote::QuoteStore *store = m_exporter->store(&error);
    QList<quote::StoredQuote> quotes;
    if (store)
        quotes = store->quotes(&error);
    if (!error.isEmpty()) {
        showMessage(tr("The quote history %1 cannot be read: %2").arg(QDir::toNativeSeparators(m_storePath), error));
        updateButtons();
        return false;
    }
    // Dates and counts in the UI language's locale: LanguageSwitcher::apply() sets QLocale's default.
    const QLocale locale;
    for (const quote::StoredQuote &q : quotes) {
        auto *item = new QTreeWidgetItem(m_tree);
        item->setText(ReferenceColumn, q.reference);
        item->setData(ReferenceColumn, Qt::UserRole, q.reference);
        item->setText(CreatedColumn, locale.toString(q.createdAt.toLocalTime(), QLocale::ShortFormat));
        item->setData(CreatedColumn, Qt::UserRole, q.createdAt);
        const quote::HistoryLabels labels = quote::HistoryLabels::fromPayload(q.payloadJson, m_catalog, locale);
        item->setText(GpuColumn, labels.gpu);
        item->setText(GpuCountColumn, labels.gpuCount);
        item->setTextAlignment(GpuCountColumn, Qt::AlignCenter); // apart from the term's "1 × month"
        item->setText(TermColumn, labels.term);
        item->setText(ModelColumn, labels.model);
        item->setText(TotalColumn, quote::formatMinorUnits(q.totalMinor, q.currency, m_language));
        item->setTextAlignment(TotalColumn, Qt::AlignRight | Qt::AlignVCenter);
        item->setText(CurrencyColumn, q.currency);
        item->setText(PdfColumn, q.lastPdfPath.isEmpty() ? tr("(none)") : QFileInfo(q.lastPdfPath).fileName());
        item->setToolTip(PdfColumn, QDir::toNativeSeparators(q.lastPdfPath));
        if (!q.lastPdfPath.isEmpty() && !QFileInfo::exists(q.lastPdfPath)) {
            // A stale path: the file was moved or deleted since; Export again writes a new one.
            item->setText(PdfColumn, tr("%1 (missing)").arg(QFileInfo(q.lastPdfPath).fileName()));
            item->setForeground(PdfColumn, palette().brush(QPalette::Disabled, QPalette::Text));
            item->setToolTip(PdfColumn, tr("%1 no longer exists. Use Export PDF again to write a new one.")
                                            .arg(QDir::toNativeSeparators(q.lastPdfPath)));
        }
        item->setData(PdfColumn, Qt::UserRole, q.lastPdfPath);
        if (q.reference == selected)
            m_tree->setCurrentItem(item);
    }
    // Contents plus some air between the columns; the last PDF takes the rest.
    const int padding = 2 * fontMetrics().averageCharWidth();
    for (int column = 0; column < PdfColumn; ++column) {
        m_tree->resizeColumnToContents(column);
        m_tree->setColumnWidth(column, m_tree->columnWidth(column) + padding);
    }
    if (!m_tree->currentItem() && m_tree->topLevelItemCount() > 0)
        m_tree->setCurrentItem(m_tree->topLevelItem(0));
    if (quotes.isEmpty())
        showMessage(tr("No quotes yet. Export a quote as a PDF and it appears here."));
    else if (m_message->text() == tr("No quotes yet. Export a quote as a PDF and it appears here."))
        showMessage(QString());
    updateButtons();
    return true;
}

QStringList HistoryDialog::references() const
{
    QStringList refs;
    for (int i = 0; i < m_tree->topLevelItemCount(); ++i)
        refs << m_tree->topLevelItem(i)->data(ReferenceColumn, Qt::UserRole).toString();
    return refs;
}

QString HistoryDialog::currentReference() const
{
    const QTreeWidgetItem *item = m_tree->currentItem();
    return item ? item->data(ReferenceColumn, Qt::UserRole).toString() : QString();
}

bool HistoryDialog::selectReference(const QString &reference)
{
    for (int i = 0; i < m_tree->topLevelItemCount(); ++i) {
        QTreeWidgetItem *item = m_tree->topLevelItem(i);
        if (item->data(ReferenceColumn, Qt::UserRole).toString() == reference) {
            m_tree->setCurrentItem(item);
            return true;
        }
    }
    return false;
}

QString HistoryDialog::lastPdfPath(const QString &reference) const
{
    for (int i = 0; i < m_tree->topLevelItemCount(); ++i) {
        const QTreeWidgetItem *item = m_tree->topLevelItem(i);
        if (item->data(ReferenceColumn, Qt::UserRole).toString() == reference)
            return item->data(PdfColumn, Qt::UserRole).toString();
    }
    return {};
}

void HistoryDialog::updateButtons()
{
    const bool any = m_tree->currentItem() != nullptr;
    m_reopen->setEnabled(any);
    m_reexport->setEnabled(any);
    m_reexportAction->setEnabled(any);
    m_delete->setEnabled(any);
    m_openFolder->setEnabled(any && !lastPdfPath(currentReference()).isEmpty());
}

QuoteDialog *HistoryDialog::reopen(const QString &reference)
{
    const QString title = tr("Reopen quote");
    if (reference.isEmpty())
        return nullptr;
    QString error;
    quote::QuoteStore *store = m_exporter->store(&error);
    std::optional<quote::StoredQuote> stored;
    if (store)
        stored = store->quote(reference, &error);
    std::optional<QuoteDraft> draft;
    if (stored)
        draft = draftFromPayload(stored->payloadJson, &error);
    if (!draft) {
        m_prompts.warn(this, title, tr("Quote %1 cannot be reopened.\n%2").arg(reference, error));
        return nullptr;
    }
    auto *dialog = new QuoteDialog(m_catalog, m_explorerChoice, m_language, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setStorePath(m_storePath);
    dialog->setPrompts(m_prompts);
    if (!dialog->setDraft(*draft, &error)) {
        delete dialog;
        m_prompts.warn(this, title, tr("Quote %1 cannot be reopened.\n%2").arg(reference, error));
        return nullptr;
    }
    connect(dialog, &QuoteDialog::exported, this, [this](const QString &path, const QString &exportedReference) {
        refresh();
        emit exported(path, exportedReference);
    });
    connect(dialog, &QuoteDialog::conceptRequested, this, &HistoryDialog::conceptRequested);
    dialog->setWindowTitle(tr("Quote %1").arg(reference));
    dialog->open();
    return dialog;
}

bool HistoryDialog::reexport(const QString &reference)
{
    const QString title = tr("Export quote %1 again").arg(reference);
    if (reference.isEmpty())
        return false;
    QString error;
    quote::QuoteStore *store = m_exporter->store(&error);
    std::optional<quote::StoredQuote> stored;
    if (store)
        stored = store->quote(reference, &error);
    std::optional<QuoteDraft> draft;
    if (stored)
        draft = draftFromPayload(stored->payloadJson, &error);
    std::optional<catalog::PriceList> prices;
    if (draft)
        prices = priceListForDraft(*draft, m_catalog, &error);
    if (!prices) {
        m_prompts.warn(this, title, tr("Quote %1 cannot be exported again.\n%2").arg(reference, error));
        return false;
    }
    if (draft->retention.layer.isEmpty() && draft->retention.evidence.isEmpty() &&
        draft->retention.customerResponsibility.isEmpty())
        draft->retention = defaultRetentionBlockFor(draft->language);
    // The fit, when the quote was exported with one, is that of the quote's own stored scenario
    // (documentForDraft), never the explorer's.

    // Next to the last PDF while its folder exists; else (none yet, or moved away) the folder PDFs were last
    // saved to.
    const QString lastFolderOfQuote = QFileInfo(stored->lastPdfPath).absolutePath();
    const QString folder = !stored->lastPdfPath.isEmpty() && QFileInfo(lastFolderOfQuote).isDir()
                               ? lastFolderOfQuote
                               : lastFolder(FileKind::QuotePdf);
    QString previousPath;
    const auto choosePath = [this, &folder, &previousPath, &title](const QString &issued) {
        const QString suggested =
            previousPath.isEmpty() ? QDir(folder).filePath(issued + QStringLiteral(".pdf")) : previousPath;
        previousPath = m_prompts.savePdfPath(this, title, suggested);
        return previousPath;
    };
    // One key for this press; a Retry reuses it (research/quote-anchors.md section 2.4).
    const QString key = quote::QuoteStore::newIdempotencyKey();
    for (;;) {
        std::optional<quote::QuoteDocument> doc =
            documentForDraft(*draft, *prices, m_catalog, QDate::currentDate(), &error);
        if (!doc) {
            m_prompts.warn(this, title, tr("Quote %1 cannot be exported again.\n%2").arg(reference, error));
            return false;
        }
        const ExportResult result =
            m_exporter->exportPdf(key, *draft, std::move(*doc), QDateTime::currentDateTime(), choosePath);
        switch (result.outcome) {
        case ExportOutcome::Exported:
        case ExportOutcome::Replayed:
            refresh();
            selectReference(result.reference);
            showMessage(tr("Exported quote %1 to %2.").arg(result.reference, QDir::toNativeSeparators(result.path)));
            emit exported(result.path, result.reference);
            return true;
        case ExportOutcome::Cancelled:
            return false;
        case ExportOutcome::Refused:
            m_prompts.warn(this, title, result.message);
            return false;
        case ExportOutcome::Failed:
            if (m_prompts.retry(this, title,
                                tr("Quote %1 could not be exported.\n%2\n\nRetry? The retry is the same operation "
                                   "(same idempotency key) and keeps the reference.")
                                    .arg(result.reference, result.message)))
                continue;
            showMessage(tr("Quote %1 was not exported: %2").arg(result.reference, result.message));
            return false;
        }
    }
}

bool HistoryDialog::removeQuote(const QString &reference)
{
    if (reference.isEmpty())
        return false;
    const QString title = tr("Delete quote");
    if (!m_prompts.confirm(this, title,
                           tr("Delete quote %1 and its export records from the history? PDF files already "
                              "written stay where they are; the reference is not issued again.")
                               .arg(reference)))
        return false;
    QString error;
    quote::QuoteStore *store = m_exporter->store(&error);
    if (!store || !store->remove(reference, &error)) {
        m_prompts.warn(this, title, tr("Quote %1 could not be deleted.\n%2").arg(reference, error));
        refresh();
        return false;
    }
    refresh();
    showMessage(tr("Deleted quote %1.").arg(reference));
    return true;
}

bool HistoryDialog::openPdfFolder(const QString &reference)
{
    const QString pdf = lastPdfPath(reference);
    if (pdf.isEmpty())
        return false;
    const QString folder = QFileInfo(pdf).absolutePath();
    if (!QFileInfo(folder).isDir() || !QDesktopServices::openUrl(QUrl::fromLocalFile(folder))) {
        m_prompts.warn(this, tr("Open folder"),
                       tr("The folder %1 cannot be opened.").arg(QDir::toNativeSeparators(folder)));
        return false;
    }
    return true;
}

void HistoryDialog::showContextMenu(const QPoint &position)
{
    QTreeWidgetItem *item = m_tree->itemAt(position);
    if (!item)
        return;
    m_tree->setCurrentItem(item);
    QMenu menu(this);
    menu.addAction(m_reexportAction);
    menu.exec(m_tree->viewport()->mapToGlobal(position));
}

void HistoryDialog::changeEvent(QEvent *event)
{
    QDialog::changeEvent(event);
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        refresh();
    }
}

void HistoryDialog::retranslate()
{
    setWindowTitle(tr("Quote history"));
    m_intro->setText(tr("Quotes exported from this computer, newest first. One reference per configuration: "
                        "exporting the same configuration again keeps its reference. History file: %1")
                         .arg(QDir::toNativeSeparators(m_storePath)));
    m_tree->setHeaderLabels({tr("Reference"), tr("Created"), tr("GPU"), tr("GPUs"), tr("Term"), tr("Model"),
                             tr("Total"), tr("Currency"), tr("Last PDF")});
    m_tree->headerItem()->setTextAlignment(TotalColumn, Qt::AlignRight | Qt::AlignVCenter);
    m_tree->headerItem()->setTextAlignment(GpuCountColumn, Qt::AlignCenter);
    m_reopen->setText(tr("&Reopen…"));
    m_reopen->setToolTip(tr("Open the quote dialog with this quote's configuration"));
    m_reexport->setText(tr("Export PDF &again…"));
    m_reexport->setToolTip(tr("Write a new PDF of the same configuration (same reference)"));
    m_reexportAction->setText(tr("Export PDF again…"));
    m_reexportAction->setToolTip(m_reexport->toolTip());
    m_delete->setText(tr("&Delete…"));
    m_openFolder->setText(tr("Open &folder"));
    m_openFolder->setToolTip(tr("Show the folder of the last PDF"));
    m_refresh->setText(tr("Re&load"));
}

} // namespace headroom::ui
