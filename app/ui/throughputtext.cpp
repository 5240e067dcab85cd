// SPDX-License-Identifier: GPL-3.0-or-later
#include "throughputtext.h"

#include <fit/engine.h>
#include <scenario/labels.h>

#include <iterator>

namespace headroom::ui {

namespace {

constexpr double kOneDecimalBelow = 100.0;

QString latin1(std::string_view key)
{
    return QString::fromLatin1(key.data(), static_cast<qsizetype>(key.size()));
}

} // namespace

QString ThroughputText::boundName(fit::ThroughputBound bound)
{
    return scenario::labels::throughputBoundName(bound);
}

QString ThroughputText::bindingName(const QString &key, const fit::Estimate *estimate)
{
    constexpr fit::Constraint constraints[] = {fit::Constraint::None,          fit::Constraint::GpuMemory,
                                               fit::Constraint::KvCacheBudget, fit::Constraint::EngineBudget,
                                               fit::Constraint::EngineReserve, fit::Constraint::SchedulerLimit,
                                               fit::Constraint::ModelContext,  fit::Constraint::NoParallelism};
    for (const fit::Constraint c : constraints) {
        if (key == latin1(fit::constraintKey(c)))
            return scenario::labels::constraintName(c, estimate);
    }
    constexpr fit::ThroughputBound bounds[] = {fit::ThroughputBound::MemoryBandwidth, fit::ThroughputBound::Compute,
                                               fit::ThroughputBound::Interconnect};
    for (const fit::ThroughputBound b : bounds) {
        if (key == latin1(fit::throughputBoundKey(b)))
            return boundName(b);
    }
    return key;
}

QString ThroughputText::tokensPerSecond(double value, const QLocale &locale)
{
    return scenario::labels::tokensPerSecondText(value, locale);
}

QString ThroughputText::milliseconds(double value, const QLocale &locale)
{
    return locale.toString(value, 'f', value < kOneDecimalBelow ? 1 : 0);
}

QString ThroughputText::explorerLines(const fit::Throughput &t, int concurrency, int replicas, const QLocale &locale)
{
    return scenario::labels::throughputLines(t, concurrency, replicas, locale).join(QLatin1Char('\n'));
}

} // namespace headroom::ui
