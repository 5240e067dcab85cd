// SPDX-License-Identifier: GPL-3.0-or-later
#include "pricelistfiles.h"

#include "filedialogfolders.h"

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>
#include <QSettings>

namespace headroom::ui {

namespace {
const QString kPriceListFileKey = QStringLiteral("quote/priceListFile");
} // namespace

std::optional<catalog::PriceList> PriceListFiles::load(const QString &path, const catalog::Catalog &catalog,
                                                       QString *error)
{
    catalog::LoadError loadError;
    std::optional<catalog::PriceList> list = catalog::PriceList::fromFile(path, catalog.gpus(), &loadError);
    if (!list && error)
        *error = loadError.message;
    return list;
}

QString PriceListFiles::rememberedPath()
{
    return QSettings().value(kPriceListFileKey).toString();
}

void PriceListFiles::remember(const QString &path)
{
    QSettings settings;
    if (path.isEmpty())
        settings.remove(kPriceListFileKey);
    else
        settings.setValue(kPriceListFileKey, QFileInfo(path).absoluteFilePath());
}

QString PriceListFiles::openInteractively(QWidget *parent, const catalog::Catalog &catalog)
{
    const QString path = QFileDialog::getOpenFileName(parent, tr("Open price list"), lastFolder(FileKind::PriceList),
                                                      tr("Price lists (*.json);;All files (*)"));
    if (path.isEmpty())
        return {};
    rememberFolder(FileKind::PriceList, path);
    QString error;
    if (!load(path, catalog, &error)) {
        QMessageBox::warning(parent, tr("Open price list"),
                             tr("Cannot use %1 as a price list.\n%2").arg(QDir::toNativeSeparators(path), error));
        return {};
    }
    remember(path);
    return path;
}

} // namespace headroom::ui
