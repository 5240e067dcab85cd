// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What one entry of the quote history shows beside its reference, date and total: the GPU (its catalogue
// name), the GPU count, the term and the model. Shared by the GUI's history dialog and `headroom quote
// history`, so screen and terminal read alike. Read from the payload stored with the quote
// (StoredQuote::payloadJson, written by the CLI and by ui::quotePayload: keys "gpu", "gpu_name", "gpus",
// "term", "terms" and "scenario", see storedpayload.h). Strings go through tr() in the
// "headroom::quote::HistoryLabels" context.

#include <catalog/catalog.h>
#include <quote/quote.h>

#include <QByteArray>
#include <QCoreApplication>
#include <QLocale>
#include <QString>

namespace headroom::quote {

struct HistoryLabels {
    /// The payload's "gpu_name" (the catalogue name when the quote was made, e.g. "NVIDIA H100 80GB"); else
    /// the catalogue's name of its "gpu" id; else that id.
    QString gpu;
    /// "gpus" in the locale, e.g. "2" ("1.024" in nl).
    QString gpuCount;
    /// "terms × term name" with the count in the locale and the term's translated name, e.g. "2 × week",
    /// "1 × month".
    QString term;
    /// The model of the stored scenario: the catalogue's display name of its "model" id (a language or a
    /// diffusion preset, e.g. "Llama 3.1 8B"), else the source name of an imported config
    /// ("model_config_name"), else the id.
    QString model;

    // The same facts as data, for `headroom quote history --json`: empty / 0 where the payload does not
    // say (the labels above then read unknownText()).
    QString gpuId;     ///< the payload's "gpu" catalogue id
    QString gpuName;   ///< `gpu` when known, else empty
    qint64 gpus = 0;   ///< "gpus", >= 1 when known
    QString termKey;   ///< "hour", "day", "week", "month" (termKey()), when known
    qint64 terms = 0;  ///< "terms", >= 1 when known
    QString modelId;   ///< the scenario's catalogue "model" id (empty for an imported config)
    QString modelName; ///< `model` when known, else empty

    /// The labels of `payloadJson`. A key that is missing or of the wrong type (an older or damaged
    /// payload; a quote stored without a scenario has no model) gives unknownText() for its label. Never
    /// fails; `catalog` is only read.
    static HistoryLabels fromPayload(const QByteArray &payloadJson, const catalog::Catalog &catalog,
                                     const QLocale &locale);

    /// What a label reads when the payload does not say: "—" (an em dash).
    static QString unknownText();

    /// "hour", "day", "week", "month" (translated), for a termKey(); unknownText() for any other key.
    static QString termName(const QString &termKey);
    /// "hour", "day", "week", "month" (translated); the quote PDF names its terms with it too.
    static QString termName(Term term);

    Q_DECLARE_TR_FUNCTIONS(headroom::quote::HistoryLabels)
};

} // namespace headroom::quote
