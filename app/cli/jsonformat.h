// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The JSON the CLI prints with --json. Field names are a public contract that users script against:
// add fields, never rename or remove them. Byte counts and money are JSON integers.

#include <cli/fitreport.h>
#include <fit/fitmodel.h>
#include <glossary/searchindex.h>
#include <quote/quote.h>
#include <quote/quotestore.h>

#include <QDate>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonValue>
#include <QList>
#include <QString>
#include <QStringList>

namespace headroom::cli {

/// Largest integer a JSON number (an IEEE double) holds exactly: 2^53.
inline constexpr qint64 kMaxExactJsonInteger = qint64(1) << 53;

/// `value` as a JSON integer. Asserts |value| <= 2^53 (2^53 bytes = 8 PiB, far above any GPU).
QJsonValue jsonInteger(qint64 value);

/// The document as printed: indented UTF-8 JSON ending in exactly one newline.
QString jsonText(const QJsonDocument &document);

/// `headroom estimate --json` (English whatever --lang says; the "assumptions" keep fit's English sentences):
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
///  "model_notes":[string];
///  -- added with issue 10 item 9 -- "shortfall_bytes" (bytes per GPU the scenario lacks:
///  max(0, -headroom_bytes), 0 when the memory suffices; scenario::labels::shortfallBytes) and
///  "layers_per_device":[int] (llama.cpp, ik_llama.cpp, Ollama: layers on each GPU of a replica in GPU order,
///  the per-device figures being the most loaded GPU's; [] for engines that shard tensors). Sizes are bytes per GPU of
///  one replica (with tensor parallelism, kv_cache_bytes_per_token is what one GPU holds per token); a solver answer
///  that could not be computed is null.
///  -- added with issue 13 (fit::throughput, vendor peak figures x the engine profile's efficiency) --
///  "decode_tokens_per_second" (one of "concurrency" sequences decoding together), "decode_tokens_per_second_aggregate"
///  (every sequence of every replica), "prefill_tokens_per_second" (one prompt on an idle replica),
///  "time_to_first_token_ms" (that prefill + one decode step), each a number rounded to hundredths;
///  "throughput_bound" (fit::throughputBoundKey of the decode step: "memory_bandwidth", "compute",
///  "interconnect"), "prefill_bound" (the same for the prefill), "throughput_profile" (English: what the
///  engine's efficiency factors were calibrated on); all null when the GPU's speed is not known (a
///  memory-only user GPU) or the workload is not inference. "prompt_tokens" and "output_tokens" (integers:
///  the request the figures assume, fit::promptTokensOf / outputTokensOf) are null only outside inference.
///  The figures are given whether or not the scenario fits ("fits"): for one that does not, what it would
///  reach if it did.
///  -- added with issue 14 item 6 (fit/engineversion.h) -- "engine_version" (--engine-version as given, else
///  the current release's name, "" for generic) and "engine_profile" (fit::profileKey of its behaviour
///  profile, e.g. "vllm-v0", "llama.cpp-pre-mla").
QJsonObject estimateToJson(const FitReport &report);

/// `headroom quote --json`:
/// {"reference","date" (ISO 8601),"gpu","gpu_name","gpus","term","terms","hours" (GPU-hours: hours per
///  term x terms x gpus),"period_hours" (hours per term x terms),"currency","price_list","price_list_id",
///  "price_list_retrieved","storage_gb","egress_gb",
///  "lines":[{"kind","description","quantity","quantity_divisor","unit","unit_price_micros","amount_minor"}],
///  "total_minor","total" (formatted, with ISO code),"example_data","pdf" (absolute path written)}
///  plus "estimate" (estimateToJson(*fit)) when `fit` is not null.
/// -- added with exact pricing and the quote history (issue 5) --
///  top level: "idempotency_key" (the --idempotency-key given, or the fresh UUID the run used),
///  "fingerprint" (quote::quoteFingerprint: 64 lowercase hex digits),"pricing" ("on-demand","spot",
///  "fixed"),"support" (support tier id, "" = none),"dedicated" (bool),"subtotal_minor" (sum of the
///  rounded net lines),"up_front_minor" (prepaid fixed-term lines),"metered_minor" (the other lines;
///  up_front_minor + metered_minor = subtotal_minor),"vat_basis_points" (2100 = 21 %; null without
///  --vat-percent),"vat_minor" (0 without VAT),"total_minor" (subtotal_minor + vat_minor),"spot_warning"
///  (bool: interruptible capacity, the job needs a recovery plan),"price_list_provider",
///  "price_list_valid_until" (ISO 8601, absent when the list states none),"valid_until" (ISO 8601: the
///  quote's own validity, date + --valid-days),"store" (absolute path of the quote history file),
///  "replayed" (true when the idempotency key had already completed: nothing was written this time and
///  "pdf" is the file that run wrote).
/// -- added with issue 10 item 9 -- top level: "fits" (bool: the estimate's "fits"; null when the quote has
///  no fit scenario) and "shortfall_bytes" (integer >= 0, bytes per GPU the quoted configuration lacks, 0
///  when it fits; null without a fit scenario). A quote that does not fit is still written (exit 0).
///  each line: "quantity" is now the count the line is priced for: GPUs ("gpu", "dedicated"), GB
///  ("storage", "egress") or 1 ("support"); "hours" (hours the line is priced over: hours per term x
///  terms, 720 for one month, 336 for two weeks; 0 for "egress"),"gpu_hours" ("gpu" and "dedicated":
///  quantity x hours),"net_minor" (= amount_minor),"billed_quantity" (the quantity in "unit":
///  GPU-hours, GPU-terms, months or GB-months x 1000, GB; the figure "quantity" held before issue 5),
///  "quantity_divisor" (divisor of billed_quantity: 1, or 1000 for "support" and "storage"),"up_front"
///  (bool),"spot_warning" (bool),"concept_id" (glossary concept the line links to, or "").
/// -- added with issue 11 -- top level: "checkpoints_kept" (--checkpoints-kept, 0 without) and
///  "checkpoint_bytes" (bytes of one resumable checkpoint of the training scenario, 0 without one); a
///  line "checkpoints" (quantity: GB of the kept checkpoints, rounded up; unit "GB-month", divisor 1000).
/// All money is integer minor units of "currency" (cents; yen for JPY), all rates integer micro-units.
/// `validUntil` may be invalid (then "valid_until" is absent); `pdfPath` empty leaves "pdf" out.
QJsonObject quoteToJson(const quote::Quote &quote, const QDate &validUntil, const QString &pdfPath,
                        const FitReport *fit);

/// The keys of quoteToJson() that belong to one run rather than to the quote: "reference", "pdf",
/// "idempotency_key", "store", "replayed". The quote history stores the object without them (its payload).
QStringList quoteRunKeys();

/// What one run of `headroom quote` did with the quote history.
struct QuoteRun {
    QString reference; ///< issued by the history ("HR-2026-000001")
    QString pdfPath;   ///< the PDF written (or, replayed, the one the first run wrote)
    QString idempotencyKey;
    QString storePath; ///< the history file
    bool replayed = false;
};

/// The printed object: `payload` (quoteToJson() without quoteRunKeys()) with the run's keys set.
QJsonObject quoteRunToJson(QJsonObject payload, const QuoteRun &run);

/// `headroom quote history --json`: {"store" (absolute path of the history file),"quotes":[{"reference",
/// "created_at" (ISO 8601 UTC with milliseconds),"valid_until" (ISO 8601, "" when none),"total_minor",
/// "currency","total" (formatted, with ISO code),"fingerprint","last_pdf_path" ("" before the first
/// completed export)}]}, one entry per reference, newest first.
QJsonObject quoteHistoryToJson(const QList<quote::StoredQuote> &quotes, const QString &storePath);

/// The preferred term of `conceptId` in `language` (Concept::term fallbacks); the id when it is unknown.
QString preferredTerm(const glossary::Termbase &termbase, const QString &conceptId, const QString &language);

/// `headroom glossary search --json`: [{"concept_id","term" (preferred term in `language`),
/// "matched_term","matched_language","tier","highlight":{"start","length"},
/// -- added with user termbases (issue 4) -- "source" (Concept::source: "" for the built-in glossary,
/// else the file name of the user termbase)}], offsets in UTF-16 code units into matched_term.
QJsonArray hitsToJson(const QList<glossary::Hit> &hits, const glossary::Termbase &termbase, const QString &language);

/// `headroom glossary show --json`: {"concept_id","term" (preferred term in `language`, Concept::term
/// fallbacks),"subject","source" ("" = built-in),"terms":{"nl":[string],"en":[...],"tr":[...]} (preferred
/// first; [] for a language without terms),"definition":{"nl","en","tr"},"note":{"nl","en","tr"} ("" when
/// missing; a note of several lines keeps its "\n"),"related":[concept id]}. Only nl, en and tr appear.
QJsonObject conceptToJson(const glossary::Concept &entry, const QString &language);

/// `headroom glossary import --json`: {"file" (absolute path of the stored copy),"source" (its file name,
/// the source its concepts show),"added" (concepts added),"skipped":[string] (one line each: id taken,
/// duplicate term removed, language not shown)}.
QJsonObject importReportToJson(const glossary::MergeReport &report, const QString &storedPath);

} // namespace headroom::cli
