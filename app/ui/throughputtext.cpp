// SPDX-License-Identifier: GPL-3.0-or-later
#include "throughputtext.h"

#include <scenario/labels.h>

namespace headroom::ui {

namespace {

constexpr double kOneDecimalBelow = 100.0;

} // namespace

QString ThroughputText::boundName(fit::ThroughputBound bound)
{
    return scenario::labels::throughputBoundName(bound);
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
