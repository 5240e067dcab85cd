// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The JSON the CLI prints with --json. Field names are a public contract that users script against:
// add fields, never rename or remove them. Byte counts and money are JSON integers.

#include <cli/fitreport.h>
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
///  "per_device_bytes":{"weights","kv_cache","activations","runtime","engine_reserve"},"total_per_device_bytes",
///  "usable_per_device_bytes","headroom_bytes","fits","kv_cache_bytes_per_token","max_concurrency",
///  "assumptions":[string],
///  -- added with the engine profiles (issue 3) --
///  "engine" ("generic","llama.cpp","ik_llama.cpp","vllm","ollama"),
///  "weights_format" (parseWeightFormat spelling, e.g. "gptq-4bit-g128"; equals weights_precision),
///  "weights_format_label" (English), "weights_approximate" (a llama.cpp file-type mix),
///  "weights_source" ("default","option","config"), "kv_cache_dtype_k","kv_cache_dtype_v",
///  "kv_cache_by_attention":{"full_attention","sliding_window","chunked_local","mla"} (bytes per GPU,
///  summing to per_device_bytes.kv_cache), "binding_constraint" (fit::constraintKey: what the scenario
///  breaks, or what caps max_concurrency when it fits), "kv_cache_tokens_allocated" (Estimate::
///  kvCacheTokensCapacity: llama.cpp-family padded cells, vLLM pool tokens, generic context x
///  concurrency), "kv_cache_tokens_capacity" (fit::kvTokenCapacity), "max_context" and
///  "max_context_binding" (fit::maxContextAt at "concurrency"), "min_gpus" and "min_gpus_binding"
///  (fit::minGpus, up to 64; 0 = none fits), "available_kv_cache_bytes", "engine_context_tokens",
///  "host_bytes", "kv_cache_blocks", "kv_cache_blocks_per_sequence", "cuda_graph_bytes" (see
///  fit::Estimate; 0 where the engine has no such figure); and for a --model config.json also
///  "model_config" (absolute path), "quantization" (catalog::quantizationMethodKey) and
///  "model_notes":[string]. Sizes are bytes per GPU of one replica (with tensor parallelism,
///  kv_cache_bytes_per_token is what one GPU holds per token); a solver answer that could not be
///  computed is null.
QJsonObject estimateToJson(const FitReport &report);

/// `headroom quote --json`:
/// {"reference","date" (ISO 8601),"gpu","gpu_name","gpus","term","terms","hours" (GPU-hours: hours per
///  term x terms x gpus),"period_hours" (hours per term x terms),"currency","price_list","price_list_id",
///  "price_list_retrieved","storage_gb","egress_gb",
///  "lines":[{"kind","description","quantity","quantity_divisor" (real quantity = quantity / divisor),
///  "unit","unit_price_micros","amount_minor"}],"total_minor","total" (formatted, with ISO code),
///  "example_data","pdf" (absolute path written)} plus "estimate" (estimateToJson(*fit)) when `fit`
///  is not null.
QJsonObject quoteToJson(const quote::Quote &quote, const QString &pdfPath, const FitReport *fit);

/// The preferred term of `conceptId` in `language` (Concept::term fallbacks); the id when it is unknown.
QString preferredTerm(const glossary::Termbase &termbase, const QString &conceptId, const QString &language);

/// `headroom glossary search --json`: [{"concept_id","term" (preferred term in `language`),
/// "matched_term","matched_language","tier","highlight":{"start","length"}}], offsets in UTF-16 code
/// units into matched_term.
QJsonArray hitsToJson(const QList<glossary::Hit> &hits, const glossary::Termbase &termbase, const QString &language);

} // namespace headroom::cli
