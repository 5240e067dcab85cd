// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// `headroom rent`: "What should I rent?" (issue 13 item 4) on the command line. Reads a scenario without GPUs
// (the scenario options of `headroom estimate`, less --gpu, --gpus, --tensor-parallel and --gpu-memory-gib,
// which the solver chooses), the speed targets, the largest GPU count, the rental term and the price list (the
// readers of `headroom quote`), runs quote::solveRent() and prints the ranked answers as a table or, with
// --json, as the object below. Nothing fitting is not an error: exit 0, an empty list and a sentence.
//
// JSON (names are a contract; money in integer minor units of `currency`, bytes as integers, speeds as
// numbers, null where the GPU's speed is not known):
//   {"answers": [{"gpu", "gpus", "tensor_parallel", "pricing", "fits", "total_per_device_bytes",
//                 "usable_per_device_bytes", "decode_tokens_per_second", "decode_tokens_per_second_aggregate",
//                 "prefill_tokens_per_second", "time_to_first_token_ms", "throughput_bound",
//                 "binding_constraint", "total_minor", "currency", "cost_per_million_output_tokens_minor",
//                 "cost_per_million_input_tokens_minor"}],
//    "configurations_tried", "configurations_fitting", "term", "terms", "price_list"}
// "pricing" is quote::pricingModelKey(), "throughput_bound" fit::throughputBoundKey() of the decode figure,
// "binding_constraint" quote::RentAnswer::bindingConstraint, "term" quote::termKey(), "price_list" the id.

#include <cli/command.h>
#include <quote/rent.h>

#include <QCoreApplication>
#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <optional>

namespace headroom::cli {

class RentCommand
{
    Q_DECLARE_TR_FUNCTIONS(headroom::cli::RentCommand)

public:
    /// Runs the command on `arguments` (the words after "rent") and appends the table, the JSON or the help
    /// text to `output`. Errors (exit 2, one sentence, nothing in `output`): bad or missing options (--model,
    /// --context and --concurrency are required), an option the solver sets itself, an unknown price list or
    /// one that cannot be read, and whatever quote::solveRent() refuses (its message).
    static std::optional<CommandError> run(const QStringList &arguments, QString *output);

    /// "headroom rent --model ID|FILE --context N --concurrency N [...]"
    static QString synopsis();

    /// The JSON object documented above.
    static QJsonObject toJson(const quote::RentResult &result, const quote::RentRequest &request,
                              const catalog::PriceList &prices);

    /// The ranked table (English source strings through tr(), numbers in the en_US locale): rank, GPU, count,
    /// tensor-parallel degree, pricing, total, decode tokens/s per sequence and in all, time to first token,
    /// cost per million output tokens and the binding constraint; then how many configurations were tried
    /// and fitted. With no answers, one sentence saying that nothing fits.
    static QString formatText(const quote::RentResult &result, const quote::RentRequest &request,
                              const catalog::PriceList &prices);
};

} // namespace headroom::cli
