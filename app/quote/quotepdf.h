// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Renders a Quote as a vector PDF page: reference, date, line items, total, term rules, the fit
// breakdown chart (drawn with QPainter from the Estimate, so it stays vector), the scenario's
// assumptions, retention and deletion responsibilities, and the definitions disclaimer.
// Rendering takes a paint device; choosing the file is the caller's job.

#include <quote/quote.h>

#include <QString>

class QPagedPaintDevice;

namespace headroom::quote {

/// Paints the quote onto `device` (a QPdfWriter in practice). Strings go through tr() in the
/// "headroom::quote::QuotePdf" context, so the current translator decides the language.
void renderQuote(QPagedPaintDevice &device, const Quote &quote);

/// Writes the quote to `path` atomically (QSaveFile): either the whole PDF lands or nothing changes.
/// Returns false and fills `error` (user-facing) when the path cannot be written.
bool exportQuotePdf(const Quote &quote, const QString &path, QString *error = nullptr);

} // namespace headroom::quote
