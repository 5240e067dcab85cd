// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The JSON the CLI prints with --json. Field names are a public contract that users script against:
// add fields, never rename or remove them. Byte counts and money are JSON integers.

#include <fit/fitmodel.h>
#include <glossary/searchindex.h>
#include <quote/quote.h>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonValue>
#include <QList>
#include <QString>

namespace headroom::cli {

/// Largest integer a JSON number (an IEEE double) holds exactly: 2^53.
inline constexpr qint64 kMaxExactJsonInteger = qint64(1) << 53;

/// `value` as a JSON integer. Asserts |value| <= 2^53 (2^53 bytes = 8 PiB, far above any GPU).
QJsonValue jsonInteger(qint64 value);

/// The document as printed: indented UTF-8 JSON ending in exactly one newline.
QString jsonText(const QJsonDocument &document);

/// `headroom estimate --json`:
/// {"model","model_name","gpu","gpus","tensor_parallel","devices","replicas",
///  "weights_precision","kv_cache_dtype","context","concurrency",
///  "per_device_bytes":{"weights","kv_cache","activations","runtime"},"total_per_device_bytes",
///  "usable_per_device_bytes","headroom_bytes","fits","kv_cache_bytes_per_token","max_concurrency",
///  "assumptions":[string]}. Sizes are bytes per GPU of one replica.
QJsonObject estimateToJson(const fit::Scenario &scenario, const fit::Estimate &estimate);

/// `headroom quote --json`:
/// {"reference","date" (ISO 8601),"gpu","gpu_name","gpus","term","terms","hours" (GPU-hours: hours per
///  term x terms x gpus),"period_hours" (hours per term x terms),"currency","price_list","price_list_id",
///  "price_list_retrieved","storage_gb","egress_gb",
///  "lines":[{"kind","description","quantity","quantity_divisor" (real quantity = quantity / divisor),
///  "unit","unit_price_micros","amount_minor"}],"total_minor","total" (formatted, with ISO code),
///  "example_data","pdf" (absolute path written)} plus "estimate" (estimateToJson) when the quote
///  carries a scenario and estimate.
QJsonObject quoteToJson(const quote::Quote &quote, const QString &pdfPath);

/// The preferred term of `conceptId` in `language` (Concept::term fallbacks); the id when it is unknown.
QString preferredTerm(const glossary::Termbase &termbase, const QString &conceptId, const QString &language);

/// `headroom glossary search --json`: [{"concept_id","term" (preferred term in `language`),
/// "matched_term","matched_language","tier","highlight":{"start","length"}}], offsets in UTF-16 code
/// units into matched_term.
QJsonArray hitsToJson(const QList<glossary::Hit> &hits, const glossary::Termbase &termbase, const QString &language);

} // namespace headroom::cli
