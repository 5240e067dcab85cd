// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Price lists opened from files (File → Open price list…), next to the catalogue's built-in example
// lists. A file is read with the catalogue's strict loader (catalog::PriceList::fromFile, format
// "headroom-catalog-prices" version 2, resources/catalog/README.md) and its GPU ids are checked against
// the catalogue. The last file opened successfully is remembered in QSettings ("quote/priceListFile") and
// offered again by the quote dialog in the next session.

#include <catalog/catalog.h>

#include <QCoreApplication>
#include <QString>

#include <optional>

class QWidget;

namespace headroom::ui {

class PriceListFiles final
{
    Q_DECLARE_TR_FUNCTIONS(headroom::ui::PriceListFiles)

public:
    PriceListFiles() = delete;

    /// Reads `path` and checks its GPU ids against `catalog`'s GPUs. nullopt with a translated *error
    /// (the file and the field at fault, from catalog::LoadError) on failure.
    static std::optional<catalog::PriceList> load(const QString &path, const catalog::Catalog &catalog,
                                                  QString *error = nullptr);

    /// The file remembered by remember(), or an empty string.
    static QString rememberedPath();
    /// Remembers `path` (absolute) as the last opened list; an empty path forgets it.
    static void remember(const QString &path);

    /// File → Open price list…: asks for a JSON file (starting in the remembered file's folder), loads it,
    /// shows a warning box naming the fault when it cannot be read, and remembers it when it can.
    /// Returns the path of the loaded list, or an empty string (cancelled or unreadable).
    static QString openInteractively(QWidget *parent, const catalog::Catalog &catalog);
};

} // namespace headroom::ui
