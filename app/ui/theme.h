// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Light and dark appearance. Qt 6.4 has no QStyleHints::colorScheme (6.5+), so the app uses the
// Fusion style everywhere and sets its own palette; widgets that draw with explicit colours (the chart,
// the glossary article) follow QEvent::PaletteChange.

#include <QPalette>

namespace headroom::ui::theme {

/// The dark palette: Fusion-compatible, every role of every colour group set.
QPalette darkPalette();
/// The light palette: Fusion's standard palette.
QPalette lightPalette();
/// Switches the application to Fusion with the light or dark palette.
void apply(bool dark);

} // namespace headroom::ui::theme
