// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Translated sentences of the fit model's assumptions (fit::Estimate::assumptionItems, fit/assumption.h),
// shared by the CLI text output, the window and the quote PDF. One tr() template per fit::AssumptionId
// in the "headroom::scenario::AssumptionLabels" context, with %1..%n for its arguments. Integers are
// formatted with the caller's QLocale (digit grouping: "8,192 tokens" in English, "8.192 tokens" in
// Dutch), except the values of engine flags and settings, which read as typed ("-c 8192", "num_ctx
// 4096", "tensor parallelism 2"). Counts with a noun pass their number to tr() for plural forms, and
// the English source texts say "1 token" / "2 tokens" where the English sentence does. Fixed tokens
// (type names such as "q8_0", the weight format label, engine names) are not translated.
//
// With no translator installed the English text equals fit::assumptionText() except for the digit
// grouping (tests/scenario/tst_assumptionlabels.cpp checks every id). QtCore only.

#include <fit/assumption.h>
#include <fit/fitmodel.h>

#include <QLocale>
#include <QString>
#include <QStringList>

namespace headroom::scenario::labels {

/// The estimate's assumptions, one translated sentence per item of estimate.assumptionItems, in order.
/// An estimate without items (EstimateDetail::Numbers, or one built by hand) gives its English
/// `assumptions` unchanged.
QStringList assumptionTexts(const fit::Estimate &estimate, const QLocale &locale);

/// One translated sentence. "" for fit::AssumptionId::Count or a value that is not an enumerator; a
/// missing or wrongly typed argument reads as 0 or "" (as fit::assumptionText()).
QString assumptionText(const fit::Assumption &assumption, const QLocale &locale);

/// The translated template of `id`, with its %1..%n placeholders (the English source text when no
/// translator is installed); "" for fit::AssumptionId::Count or a non-enumerator.
QString assumptionTemplate(fit::AssumptionId id);

} // namespace headroom::scenario::labels
