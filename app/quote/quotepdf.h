// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Renders a QuoteDocument as vector PDF pages: header (reference, created and valid-until dates, currency,
// price list and its source), line items, totals with up-front/metered split and VAT, the rules (hours
// basis, stopping does not pause billing, spot interruption, rounding, VAT), the fit breakdown chart
// (drawn with QPainter from the Estimate, so it stays vector) with the scenario's assumptions, the
// retention and deletion block with sign-off lines, the measurement notes, the three-routes comparison and
// the definitions disclaimer; a footer "Page n of N" with the reference on every page.
// Rendering takes a paint device; choosing the file is the caller's job.
//
// Print rules (research/quote-anchors.md sections 3.4 and 3.5): explicit A4 or Letter portrait page layout
// with millimetre margins, every length computed from the device's resolution (non-cosmetic pens,
// point-size fonts, no pixel sizes), the bundled DejaVu Sans (resources/fonts, ":/fonts/", covers Turkish
// and Dutch letters, EUR and TRY signs) loaded with QFontDatabase::addApplicationFont and embedded as a
// subset by QPdfWriter, no transparency, no text below the bottom margin.

#include <quote/quote.h>
#include <quote/quotedocument.h>

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

/// Portrait `pageSize` (A4 or Letter; anything else: A4) with kQuotePageMarginsMm (QPageLayout::Millimeter).
QPageLayout quotePageLayout(QPageSize::PageSizeId pageSize = QPageSize::A4);

/// Family name of the bundled quote font (DejaVu Sans from ":/fonts/", regular and bold), registered with
/// QFontDatabase on first use. Needs a QGuiApplication. Falls back to the default family when the
/// resource cannot be loaded (never in a correct build).
QString quoteFontFamily();

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

/// Paints the document onto `device` (a QPdfWriter in practice): sets the page layout
/// (quotePageLayout(document.pageSize)), then draws as many pages as the content needs. Strings go through
/// tr() in the "headroom::quote::QuotePdf" context, so the current translator decides the language;
/// numbers, dates and money use localeForLanguage(document.language), where an empty language means the
/// default QLocale's language. Returns false when the layout cannot be set or no painter could be opened
/// on the device (nothing is drawn then).
bool renderQuote(QPagedPaintDevice &device, const QuoteDocument &document);

/// The document of a bare quote: `language`, valid until quote.date + 30 days, default retention block,
/// no measurements, routes included with the built-in example prices, A4.
QuoteDocument documentForQuote(const Quote &quote, const QString &language = {});

/// renderQuote(device, documentForQuote(quote, language)).
bool renderQuote(QPagedPaintDevice &device, const Quote &quote, const QString &language = {});

// exportQuotePdf(const QuoteDocument &, path, error) is declared in quotedocument.h: QSaveFile, QPdfWriter
// at kQuotePdfResolution dpi, title "Quote <reference>", creator "Headroom <version>".

/// Older form kept for callers: exportQuotePdf(documentForQuote(quote, language), path, error).
bool exportQuotePdf(const Quote &quote, const QString &path, QString *error = nullptr, const QString &language = {});

} // namespace headroom::quote
