// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// "Searches that found nothing": a small dialog over a glossary::MissedSearches list (the glossary
// pane's), most recent first, with the search, its language, how often and when it was last made; "Copy
// all" puts the list on the clipboard as tab-separated text (MissedSearches::toTsv()), "Clear" empties
// the list and its file. A load or write problem of the list is shown above it.

#include <QDialog>

class QLabel;
class QPushButton;
class QTreeWidget;

namespace headroom::glossary {
class MissedSearches;
}

namespace headroom::ui {

class MissedSearchesDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(MissedSearchesDialog)

public:
    /// `searches` must outlive the dialog; `problem` (a load or write error, may be empty) is shown.
    explicit MissedSearchesDialog(glossary::MissedSearches &searches, const QString &problem = QString(),
                                  QWidget *parent = nullptr);
    ~MissedSearchesDialog() override;

    QTreeWidget *list() const { return m_list; }
    QPushButton *copyButton() const { return m_copy; }
    QPushButton *clearButton() const { return m_clear; }
    QLabel *messageLabel() const { return m_message; }

private:
    void fill();

    glossary::MissedSearches &m_searches;
    QString m_problem;
    QLabel *m_message = nullptr;
    QTreeWidget *m_list = nullptr;
    QPushButton *m_copy = nullptr;
    QPushButton *m_clear = nullptr;
};

} // namespace headroom::ui
