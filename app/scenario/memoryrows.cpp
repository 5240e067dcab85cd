// SPDX-License-Identifier: GPL-3.0-or-later
#include <scenario/memoryrows.h>

#include <scenario/labels.h>

#include <QCoreApplication>

#include <algorithm>
#include <utility>

namespace headroom::scenario {

namespace {

class MemoryRows
{
    Q_DECLARE_TR_FUNCTIONS(headroom::scenario::MemoryRows)

public:
    static QList<labels::MemoryRow> inference(const fit::Estimate &e)
    {
        using labels::segmentName;
        const fit::Breakdown &b = e.perDevice;
        QList<labels::MemoryRow> rows{
            {segmentName(fit::Segment::Weights, e.engine), b.weights},
            {tr("KV cache"), b.kvCache},
        };
        // The KV split by attention kind, when more than one kind holds some of it.
        const fit::KvByAttention &kv = e.kvCacheByAttention;
        const std::pair<fit::Segment, std::int64_t> kinds[] = {{fit::Segment::KvFullAttention, kv.fullAttention},
                                                               {fit::Segment::KvSlidingWindow, kv.slidingWindow},
                                                               {fit::Segment::KvChunkedLocal, kv.chunkedLocal},
                                                               {fit::Segment::KvMla, kv.mla}};
        if (std::count_if(std::begin(kinds), std::end(kinds), [](const auto &k) { return k.second > 0; }) > 1) {
            for (const auto &kind : kinds) {
                if (kind.second > 0)
                    rows.append({segmentName(kind.first, e.engine), kind.second, true});
            }
        }
        rows.append({segmentName(fit::Segment::Activations, e.engine), b.activations});
        rows.append({segmentName(fit::Segment::Runtime, e.engine), b.runtime});
        if (b.engineReserve != 0)
            rows.append({segmentName(fit::Segment::EngineReserve, e.engine), b.engineReserve});
        appendSummary(e, rows);
        return rows;
    }

    static QList<labels::MemoryRow> workload(const fit::Estimate &e)
    {
        QList<labels::MemoryRow> rows;
        for (const fit::Segment segment : fit::kAllSegments) {
            if (const std::int64_t bytes = fit::segmentValue(e, segment); bytes != 0)
                rows.append({labels::segmentName(segment, e.engine), bytes});
        }
        appendSummary(e, rows);
        if (e.hostOffloadBytes > 0)
            rows.append({tr("Host RAM (offload)"), e.hostOffloadBytes, false, true});
        return rows;
    }

private:
    static void appendSummary(const fit::Estimate &e, QList<labels::MemoryRow> &rows)
    {
        rows.append({tr("Total"), e.perDevice.total(), false, true});
        rows.append({tr("Usable"), e.usablePerDeviceBytes, false, true});
        rows.append({tr("Headroom"), e.headroomBytes, false, true});
    }
};

} // namespace

QList<labels::MemoryRow> labels::memoryRows(const fit::Scenario &scenario, const fit::Estimate &estimate)
{
    return scenario.kind == fit::WorkloadKind::Inference ? MemoryRows::inference(estimate)
                                                         : MemoryRows::workload(estimate);
}

} // namespace headroom::scenario
