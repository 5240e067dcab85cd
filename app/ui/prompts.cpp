// SPDX-License-Identifier: GPL-3.0-or-later
#include "prompts.h"

#include "filedialogfolders.h"

#include <QCoreApplication>
#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>

namespace headroom::ui {

Prompts Prompts::interactive()
{
    Prompts p;
    p.savePdfPath = [](QWidget *parent, const QString &title, const QString &suggestedPath) {
        // The suggested name, in the folder of the last PDF saved (a folder given with the name wins).
        const QFileInfo suggested(suggestedPath);
        const QString start = suggested.path() == QLatin1String(".")
                                  ? lastFolder(FileKind::QuotePdf) + QLatin1Char('/') + suggested.fileName()
                                  : suggestedPath;
        QString path = QFileDialog::getSaveFileName(
            parent, title, start, QCoreApplication::translate("headroom::ui::Prompts", "PDF files (*.pdf)"));
        if (!path.isEmpty() && QFileInfo(path).suffix().compare(QLatin1String("pdf"), Qt::CaseInsensitive) != 0)
            path += QStringLiteral(".pdf");
        rememberFolder(FileKind::QuotePdf, path);
        return path;
    };
    p.confirm = [](QWidget *parent, const QString &title, const QString &question) {
        return QMessageBox::question(parent, title, question, QMessageBox::Yes | QMessageBox::No, QMessageBox::No) ==
               QMessageBox::Yes;
    };
    p.retry = [](QWidget *parent, const QString &title, const QString &message) {
        return QMessageBox::warning(parent, title, message, QMessageBox::Retry | QMessageBox::Cancel,
                                    QMessageBox::Retry) == QMessageBox::Retry;
    };
    p.warn = [](QWidget *parent, const QString &title, const QString &message) {
        QMessageBox::warning(parent, title, message);
    };
    return p;
}

} // namespace headroom::ui
