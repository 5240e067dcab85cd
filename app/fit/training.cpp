// SPDX-License-Identifier: GPL-3.0-or-later
// STUB: to be replaced by the training fit model (helper h1).
#include "fit/training.h"

namespace headroom::fit {

std::int64_t TrainingBreakdown::total() const
{
    return weights + masterWeights + gradients + optimizerState + loraAdapters + activations + logits +
           shardingBuffers + runtime;
}

std::int64_t loraTrainableParameters(const ModelSpec &, int, unsigned)
{
    return -1;
}

std::optional<TrainingEstimate> trainingEstimate(const Scenario &, Error *error)
{
    if (error)
        *error = Error{"workload", "Training estimates are not implemented yet."};
    return std::nullopt;
}

std::vector<Assumption> trainingAssumptions(const Scenario &, const TrainingEstimate &)
{
    return {};
}

} // namespace headroom::fit
