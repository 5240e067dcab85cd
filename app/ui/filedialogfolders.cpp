// SPDX-License-Identifier: GPL-3.0-or-later
#include "filedialogfolders.h"

#include <QFileInfo>
#include <QSettings>
#include <QStandardPaths>

namespace headroom::ui {

namespace {

QString settingsKey(FileKind kind)
{
    switch (kind) {
    case FileKind::QuotePdf:
        return QStringLiteral("fileDialogs/quotePdf");
    case FileKind::ModelConfig:
        return QStringLiteral("fileDialogs/modelConfig");
    case FileKind::PriceList:
        return QStringLiteral("fileDialogs/priceList");
    case FileKind::Termbase:
        return QStringLiteral("fileDialogs/termbase");
    }
    return QStringLiteral("fileDialogs/other");
}

QString defaultFolder(FileKind kind)
{
    // Model configs are usually just downloaded from a model hub; the rest are the user's own documents.
    return QStandardPaths::writableLocation(kind == FileKind::ModelConfig ? QStandardPaths::DownloadLocation
                                                                          : QStandardPaths::DocumentsLocation);
}

} // namespace

QString lastFolder(FileKind kind)
{
    const QString stored = QSettings().value(settingsKey(kind)).toString();
    if (!stored.isEmpty() && QFileInfo(stored).isDir())
        return stored;
    return defaultFolder(kind);
}

void rememberFolder(FileKind kind, const QString &chosenPath)
{
    if (chosenPath.isEmpty())
        return;
    QSettings().setValue(settingsKey(kind), QFileInfo(chosenPath).absolutePath());
}

} // namespace headroom::ui
