// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Pieces of the glossary article's HTML (GlossaryPane::renderArticle()): text with the current query's
// matches marked (SearchIndex::highlightsIn() ranges in <span class="hl">, styled by the pane), and the
// names of the languages an imported termbase has beside nl, en and tr.

#include <glossary/searchindex.h>
#include <glossary/termbase.h>

#include <QList>
#include <QString>
#include <QStringList>

namespace headroom::ui::glossaryarticle {

/// `text` HTML-escaped, with every range of `ranges` (UTF-16 offsets into `text`, in text order) wrapped
/// in <span class="hl">. Ranges are clamped to the text; empty ones and any overlapping an earlier one
/// are left out.
QString marked(const QString &text, const QList<glossary::TextMatch> &ranges);

/// The language's own name for itself (QLocale(code).nativeLanguageName(), e.g. "Deutsch" for "de"), or
/// `code` when Qt does not know the language.
QString languageName(const QString &code);

/// The languages of `c` other than nl, en and tr that have a term, a definition or a note, sorted by
/// code.
QStringList extraLanguages(const glossary::Concept &c);

} // namespace headroom::ui::glossaryarticle
