// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Renders a Quote as a vector PDF page: reference, date, line items, total, term rules, the fit
// breakdown chart (drawn with QPainter from the Estimate, so it stays vector), the scenario's
// assumptions, retention and deletion responsibilities, and the definitions disclaimer.
// Rendering takes a paint device; choosing the file is the caller's job.
//
// Print rules (research/quote-anchors.md sections 3.4 and 3.5): explicit A4 portrait page layout with
// millimetre margins, every length computed from the device's resolution (non-cosmetic pens, point-size
// fonts, no pixel sizes), a font with Turkish and Dutch coverage (DejaVu Sans when installed, embedded as
// a subset by QPdfWriter), no transparency.

#include <quote/quote.h>

#include <QColor>
#include <QMarginsF>
#include <QPageLayout>
#include <QString>

class QPagedPaintDevice;

namespace headroom::quote {

/// Page margins of the quote, millimetres (left, top, right, bottom).
inline constexpr QMarginsF kQuotePageMarginsMm{18.0, 16.0, 18.0, 14.0};
/// Resolution exportQuotePdf() gives its QPdfWriter, dots per inch.
inline constexpr int kQuotePdfResolution = 300;

/// A4 portrait with kQuotePageMarginsMm (QPageLayout::Millimeter).
QPageLayout quotePageLayout();

/// Fill colour of a breakdown component, shared by the PDF chart and the UI's breakdown chart.
/// Okabe-Ito colour-blind-safe palette (M. Okabe, K. Ito, "Color Universal Design", 2008,
/// https://jfly.uni-koeln.de/color/): weights blue #0072B2, KV cache orange #E69F00,
/// activations bluish green #009E73, runtime overhead reddish purple #CC79A7. All print on white.
QColor componentColor(fit::Component component);

/// Fill colour of a stacked breakdown segment (fit::Segment), for the PDF chart and, when it switches,
/// the UI's breakdown chart. The same Okabe-Ito palette: the four original components keep their
/// componentColor() hue (weights, full-attention KV cache = the KV orange, activations, runtime); the
/// other KV segments take the remaining hues, sliding window yellow #F0E442, chunked local attention
/// vermillion #D55E00, latent (MLA) sky blue #56B4E9; the engine reserve, memory the model never gets,
/// is a neutral grey #8C8C8C. All opaque. Grey #999999 for a value that is not an enumerator.
QColor segmentColor(fit::Segment segment);

/// Paints the quote onto `device` (a QPdfWriter in practice): sets the page layout (quotePageLayout()),
/// then draws one or two A4 pages. Strings go through tr() in the "headroom::quote::QuotePdf" context,
/// so the current translator decides the language; numbers and money use localeForLanguage(language),
/// where an empty `language` means the default QLocale's language.
/// Returns false when no painter could be opened on the device (nothing is drawn then).
bool renderQuote(QPagedPaintDevice &device, const Quote &quote, const QString &language = {});

/// Writes the quote to `path` atomically (QSaveFile): either the whole PDF lands or nothing changes.
/// QPdfWriter at kQuotePdfResolution dpi, title "Quote <reference>", creator "Headroom <version>".
/// Returns false and fills `error` (user-facing, names the path and the reason: missing folder,
/// read-only folder, path is a folder, disk error) when the path cannot be written.
bool exportQuotePdf(const Quote &quote, const QString &path, QString *error = nullptr, const QString &language = {});

} // namespace headroom::quote
