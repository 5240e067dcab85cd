// SPDX-License-Identifier: GPL-3.0-or-later
#include "missedsearchesdialog.h"

#include "languageswitcher.h"

#include <glossary/missedsearches.h>

#include <QClipboard>
#include <QDialogButtonBox>
#include <QDir>
#include <QGuiApplication>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace headroom::ui {

MissedSearchesDialog::MissedSearchesDialog(glossary::MissedSearches &searches, const QString &problem, QWidget *parent)
    : QDialog(parent)
    , m_searches(searches)
    , m_problem(problem)
{
    setWindowTitle(tr("Searches that found nothing"));
    m_message = new QLabel(this);
    m_message->setWordWrap(true);
    m_message->setTextInteractionFlags(Qt::TextSelectableByMouse);

    m_list = new QTreeWidget(this);
    m_list->setRootIsDecorated(false);
    m_list->setUniformRowHeights(true);
    m_list->setHeaderLabels({tr("Search"), tr("Language"), tr("Times"), tr("Last searched")});
    m_list->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_list->header()->setStretchLastSection(false);
    m_list->setAccessibleName(tr("Searches that found nothing"));

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    m_copy = buttons->addButton(tr("&Copy all"), QDialogButtonBox::ActionRole);
    m_clear = buttons->addButton(tr("C&lear"), QDialogButtonBox::DestructiveRole);
    // Enter closes the dialog: it never clears the list (a push button in a dialog is a default candidate,
    // and Clear was the one Enter pressed once Copy all was disabled).
    m_copy->setAutoDefault(false);
    m_clear->setAutoDefault(false);
    buttons->button(QDialogButtonBox::Close)->setDefault(true);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_copy, &QPushButton::clicked, this, [this] { QGuiApplication::clipboard()->setText(m_searches.toTsv()); });
    connect(m_clear, &QPushButton::clicked, this, [this] {
        QString error;
        m_problem = m_searches.clear(&error) ? QString() : tr("Could not clear the list: %1").arg(error);
        fill();
    });

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_message);
    layout->addWidget(m_list, 1);
    layout->addWidget(buttons);
    resize(560, 380);
    fill();
}

MissedSearchesDialog::~MissedSearchesDialog() = default;

void MissedSearchesDialog::fill()
{
    m_list->clear();
    const QLocale locale;
    for (const glossary::MissedSearch &e : m_searches.entries()) {
        auto *item = new QTreeWidgetItem(m_list);
        item->setText(0, e.query);
        item->setText(1, LanguageSwitcher::nativeName(e.language));
        item->setText(2, locale.toString(e.count));
        item->setTextAlignment(2, Qt::AlignRight | Qt::AlignVCenter);
        item->setText(3, locale.toString(e.lastTime.toLocalTime(), QLocale::ShortFormat));
    }
    for (int column = 1; column < m_list->columnCount(); ++column)
        m_list->resizeColumnToContents(column);
    const bool empty = m_searches.entries().isEmpty();
    m_copy->setEnabled(!empty);
    m_clear->setEnabled(!empty);
    //: Above the list of searches that found nothing; %1 the file it is kept in.
    QString text = empty ? tr("Every search found something so far.")
                         : tr("Kept on this computer only, in %1. Copy the list to report missing terms.")
                               .arg(m_searches.filePath().isEmpty() ? tr("memory")
                                                                    : QDir::toNativeSeparators(m_searches.filePath()));
    if (!m_problem.isEmpty())
        text = m_problem + u'\n' + text;
    m_message->setText(text);
}

} // namespace headroom::ui
