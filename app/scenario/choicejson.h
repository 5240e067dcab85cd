// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A scenario::Choice as JSON, so that a stored quote carries the exact scenario it was priced with and
// reopening or re-exporting it uses that scenario, never whatever the explorer shows now. The object
// (every key always written; null = "the default"):
//   { "model": catalogue id | null, "model_config": absolute path | null,
//     "model_config_json": the imported config.json text | null, "model_config_name": its source name | null,
//     "gpu": id, "gpus": n, "gpus_per_replica": n | null, "gpu_memory_bytes": n | null,
//     "weights": fit::toString(WeightFormat) | null, "kv_cache_k": name, "kv_cache_v": name | null,
//     "engine": fit::toString(Engine), "gpu_memory_utilization_permille", "max_num_batched_tokens",
//     "max_num_seqs", "ubatch": n | null, "flash_attention": bool | null,
//     "context": tokens, "concurrency": sequences }
// An imported model is imported again from "model_config_json" (catalog::importHfConfig), so a quote
// reopens with the same model after its config.json moved or changed.

#include <scenario/choice.h>

#include <QJsonObject>
#include <QString>

#include <optional>

namespace headroom::scenario {

/// The largest config.json kept in a choice's JSON (the quote store caps a payload at 4 MiB).
inline constexpr qsizetype kMaxStoredConfigBytes = 1 << 20;

QJsonObject choiceToJson(const Choice &choice);

/// Reads choiceToJson()'s object. nullopt with a translated *error naming the key when a key is missing,
/// has the wrong type or an unknown value, a number is out of range, or the stored config does not import.
std::optional<Choice> choiceFromJson(const QJsonObject &object, QString *error = nullptr);

/// The identity of a choice for a quote's fingerprint: lowercase hex SHA-256 of choiceToJson() as compact
/// JSON (keys sorted) without "model_config" (where the config file lay does not change the scenario; its
/// text, "model_config_json", does), after values equal to resolve()'s defaults (GPUs per replica = all GPUs,
/// V = K, the model's own weights, the engine's default knobs) are taken as unset, so that the window and
/// the command line give one fingerprint for one scenario.
QString scenarioFingerprint(const Choice &choice);

} // namespace headroom::scenario
