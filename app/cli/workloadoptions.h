// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The options of the training and image-generation workloads (issue 11), shared by `headroom estimate`
// and `headroom quote`:
//   --workload inference|full-finetune|lora|qlora|diffusion
//   training: --micro-batch-size N (--context is the sequence length), --gradient-accumulation N,
//     --optimizer adamw|adamw-8bit|paged-adamw-8bit|sgd-momentum|adafactor, --master-weights fp32|none,
//     --gradient-dtype bf16|fp32, --optimizer-in-backward on|off, --activation-checkpointing
//     none|selective|full, --sharding ddp|zero1|zero2|zero3|fsdp-no-shard|fsdp-grad-op|fsdp-full|fsdp-hybrid,
//     --shard-group N, --offload none|optimizer|optimizer-params, --lora-rank R, --lora-targets q,k,v,o,...
//   diffusion: --image WIDTHxHEIGHT, --images N, --vae-tiling off|TILE, --vae-slicing on|off,
//     --diffusion-offload none|model|sequential
// They only fill a scenario::Choice (TrainingChoice, DiffusionChoice); scenario::resolve() refuses a knob
// that does not belong to the workload kind, in the user's language.

#include <cli/command.h>
#include <scenario/choice.h>

#include <QCoreApplication>

#include <optional>

namespace headroom::cli {

class CommandLine;

class OptionReader;

class WorkloadOptions
{
    Q_DECLARE_TR_FUNCTIONS(headroom::cli::WorkloadOptions)

public:
    /// `hidden`: registered (so that a command can refuse them by name) but left out of --help.
    static void addOptions(CommandLine &parser, bool hidden = false);
    /// Fills choice.workload, choice.training and choice.diffusion from the options. Errors (exit code 2):
    /// an unknown value, a number out of range, a malformed --image / --lora-targets.
    static std::optional<CommandError> read(const OptionReader &options, scenario::Choice &choice);
};

} // namespace headroom::cli
