// SPDX-License-Identifier: GPL-3.0-or-later
// Value <-> pixel mapping, segment hit testing and axis ranges of the breakdown bar, worked out by hand.

#include <ui/chartgeometry.h>

#include <QTest>

#include <optional>

using headroom::fit::Segment;
using headroom::ui::ChartGeometry;

Q_DECLARE_METATYPE(std::optional<Segment>)
Q_DECLARE_METATYPE(std::optional<headroom::ui::ChartGeometry::Hit>)

namespace {

// Plot area x 100..700 (600 px), y 50..250 (200 px); value axis 0..30 GiB -> 20 px per GiB.
// Bar width 0.5 of the plot height -> 100 px thick, centred on y = 150 -> y 100..200.
const QRectF kPlot(100, 50, 600, 200);

// A Gemma-2-like bar under vLLM: weights 15, KV full attention 1, KV sliding window 0.5, no chunked or
// MLA layers, activations 0.5, runtime 0.5, engine reserve 2.5 GiB (the array is indexed by the fit::Segment
// value; these eight are the first enumerators, and kAllSegments stacks them in this order too).
// Pixels: weights 100..400, KV full 400..420, KV sliding 420..430, activations 430..440,
// runtime 440..450, engine reserve 450..500.
ChartGeometry typical()
{
    return ChartGeometry(kPlot, 0.0, 30.0, 0.5, {15.0, 1.0, 0.5, 0.0, 0.0, 0.5, 0.5, 2.5});
}

} // namespace

class TstChartGeometry : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void valueToPixel_data();
    void valueToPixel();
    void pixelToValue_data();
    void pixelToValue();
    void segmentRect_data();
    void segmentRect();
    void segmentAt_data();
    void segmentAt();
    void zeroSizedSegmentIsNeverHit();
    void segmentsStackInKAllSegmentsOrder();
    void severalBarsShareThePlotHeight_data();
    void severalBarsShareThePlotHeight();
    void niceAxis_data();
    void niceAxis();
};

void TstChartGeometry::valueToPixel_data()
{
    QTest::addColumn<double>("gib");
    QTest::addColumn<double>("x");
    QTest::newRow("axis start") << 0.0 << 100.0;
    QTest::newRow("quarter: 7.5 GiB x 20 px") << 7.5 << 250.0;
    QTest::newRow("middle") << 15.0 << 400.0;
    QTest::newRow("axis end") << 30.0 << 700.0;
    QTest::newRow("below the axis: -3 GiB") << -3.0 << 40.0;
    QTest::newRow("beyond the axis: 33 GiB") << 33.0 << 760.0;
}

void TstChartGeometry::valueToPixel()
{
    QFETCH(double, gib);
    QFETCH(double, x);
    QCOMPARE(typical().valueToPixel(gib), x);
}

void TstChartGeometry::pixelToValue_data()
{
    QTest::addColumn<double>("x");
    QTest::addColumn<double>("gib");
    QTest::newRow("left edge") << 100.0 << 0.0;
    QTest::newRow("one pixel = 0.05 GiB") << 101.0 << 0.05;
    QTest::newRow("middle") << 400.0 << 15.0;
    QTest::newRow("right edge") << 700.0 << 30.0;
}

void TstChartGeometry::pixelToValue()
{
    QFETCH(double, x);
    QFETCH(double, gib);
    QVERIFY2(qFuzzyCompare(1.0 + typical().pixelToValue(x), 1.0 + gib),
             qPrintable(QString::number(typical().pixelToValue(x))));
}

void TstChartGeometry::segmentRect_data()
{
    QTest::addColumn<Segment>("segment");
    QTest::addColumn<QRectF>("rect");
    QTest::newRow("weights 0..15 GiB") << Segment::Weights << QRectF(QPointF(100, 100), QPointF(400, 200));
    QTest::newRow("kv full attention 15..16 GiB")
        << Segment::KvFullAttention << QRectF(QPointF(400, 100), QPointF(420, 200));
    QTest::newRow("kv sliding window 16..16.5 GiB")
        << Segment::KvSlidingWindow << QRectF(QPointF(420, 100), QPointF(430, 200));
    QTest::newRow("kv chunked: empty") << Segment::KvChunkedLocal << QRectF();
    QTest::newRow("kv mla: empty") << Segment::KvMla << QRectF();
    QTest::newRow("activations 16.5..17 GiB") << Segment::Activations << QRectF(QPointF(430, 100), QPointF(440, 200));
    QTest::newRow("runtime 17..17.5 GiB") << Segment::Runtime << QRectF(QPointF(440, 100), QPointF(450, 200));
    QTest::newRow("engine reserve 17.5..20 GiB")
        << Segment::EngineReserve << QRectF(QPointF(450, 100), QPointF(500, 200));
}

void TstChartGeometry::segmentRect()
{
    QFETCH(Segment, segment);
    QFETCH(QRectF, rect);
    QCOMPARE(typical().segmentRect(segment), rect);
}

void TstChartGeometry::segmentAt_data()
{
    QTest::addColumn<QPointF>("point");
    QTest::addColumn<std::optional<Segment>>("expected");
    QTest::newRow("inside weights") << QPointF(101, 150) << std::optional(Segment::Weights);
    QTest::newRow("just left of the kv boundary") << QPointF(399.5, 150) << std::optional(Segment::Weights);
    QTest::newRow("on the kv boundary (half-open)") << QPointF(400, 150) << std::optional(Segment::KvFullAttention);
    QTest::newRow("inside kv full attention") << QPointF(419, 150) << std::optional(Segment::KvFullAttention);
    QTest::newRow("inside kv sliding window") << QPointF(425, 150) << std::optional(Segment::KvSlidingWindow);
    // The empty chunked and MLA segments would start at 430: activations own that pixel.
    QTest::newRow("activations start") << QPointF(430, 150) << std::optional(Segment::Activations);
    QTest::newRow("runtime, top edge") << QPointF(445, 100) << std::optional(Segment::Runtime);
    QTest::newRow("inside engine reserve") << QPointF(499, 150) << std::optional(Segment::EngineReserve);
    QTest::newRow("engine reserve, bottom edge excluded") << QPointF(475, 200) << std::optional<Segment>();
    QTest::newRow("right of the bar") << QPointF(500, 150) << std::optional<Segment>();
    QTest::newRow("left of the plot") << QPointF(99, 150) << std::optional<Segment>();
    QTest::newRow("above the bar") << QPointF(250, 99) << std::optional<Segment>();
    QTest::newRow("below the bar") << QPointF(250, 201) << std::optional<Segment>();
}

void TstChartGeometry::segmentAt()
{
    QFETCH(QPointF, point);
    QFETCH(std::optional<Segment>, expected);
    QCOMPARE(typical().segmentAt(point), expected);
}

void TstChartGeometry::zeroSizedSegmentIsNeverHit()
{
    // Weights 10, KV 0, activations 2, runtime 0, reserve 0 GiB: x = 300 is the 10 GiB boundary, where the
    // empty KV segments would start; activations (300..340) own it.
    const ChartGeometry g(kPlot, 0.0, 30.0, 0.5, {10.0, 0.0, 0.0, 0.0, 0.0, 2.0, 0.0, 0.0});
    QVERIFY(g.segmentRect(Segment::KvFullAttention).isEmpty());
    QVERIFY(g.segmentRect(Segment::Runtime).isEmpty());
    QVERIFY(g.segmentRect(Segment::EngineReserve).isEmpty());
    QCOMPARE(g.segmentAt(QPointF(300, 150)), std::optional(Segment::Activations));
    QCOMPARE(g.segmentAt(QPointF(340, 150)), std::optional<Segment>());
    QCOMPARE(g.barRect(), QRectF(QPointF(100, 100), QPointF(340, 200)));
}

void TstChartGeometry::segmentsStackInKAllSegmentsOrder()
{
    // A LoRA bar: weights 10, activations 2, LoRA adapters 1 GiB. fit::kAllSegments puts the adapters (and the
    // other model states) right after the weights, before the activations, whatever the enumerators' order:
    // weights 100..300, adapters 300..320, activations 320..360 px.
    ChartGeometry::Segments values{};
    values[std::size_t(Segment::Weights)] = 10.0;
    values[std::size_t(Segment::Activations)] = 2.0;
    values[std::size_t(Segment::LoraAdapters)] = 1.0;
    const ChartGeometry g(kPlot, 0.0, 30.0, 0.5, values);
    QCOMPARE(g.segmentRect(Segment::LoraAdapters), QRectF(QPointF(300, 100), QPointF(320, 200)));
    QCOMPARE(g.segmentRect(Segment::Activations), QRectF(QPointF(320, 100), QPointF(360, 200)));
    QCOMPARE(g.segmentAt(QPointF(310, 150)), std::optional(Segment::LoraAdapters));
}

namespace {

// Three bars (the diffusion phases, or a GPU and a host RAM bar) on a plot 100..700 x 50..350: a band of
// 100 px each, bars 0.6 of it = 60 px thick, centred at y 100, 200, 300 -> y 70..130, 170..230, 270..330.
// Bar 0: text encoders 2 GiB (100..140 px); bar 1: only an extra block of 5 GiB (100..200 px, the host RAM
// bar); bar 2: text encoders 2, denoiser 5, VAE 1 GiB (100..140, 140..240, 240..260 px).
ChartGeometry threeBars()
{
    std::vector<ChartGeometry::Bar> bars(3);
    bars[0].segments[std::size_t(Segment::TextEncoders)] = 2.0;
    bars[1].extra = 5.0;
    bars[2].segments[std::size_t(Segment::TextEncoders)] = 2.0;
    bars[2].segments[std::size_t(Segment::Denoiser)] = 5.0;
    bars[2].segments[std::size_t(Segment::Vae)] = 1.0;
    return ChartGeometry(QRectF(100, 50, 600, 300), 0.0, 30.0, 0.6, bars);
}

} // namespace

void TstChartGeometry::severalBarsShareThePlotHeight_data()
{
    using Hit = ChartGeometry::Hit;
    QTest::addColumn<QPointF>("point");
    QTest::addColumn<std::optional<Hit>>("expected");
    QTest::newRow("bar 0, text encoders") << QPointF(120, 100) << std::optional(Hit{0, Segment::TextEncoders});
    QTest::newRow("bar 0, top edge") << QPointF(120, 70) << std::optional(Hit{0, Segment::TextEncoders});
    QTest::newRow("between bars 0 and 1") << QPointF(120, 150) << std::optional<Hit>();
    QTest::newRow("bar 1, the extra block") << QPointF(150, 200) << std::optional(Hit{1, std::nullopt});
    QTest::newRow("bar 1, right of the block") << QPointF(200, 200) << std::optional<Hit>();
    QTest::newRow("bar 2, denoiser") << QPointF(200, 300) << std::optional(Hit{2, Segment::Denoiser});
    QTest::newRow("bar 2, vae") << QPointF(250, 329) << std::optional(Hit{2, Segment::Vae});
    QTest::newRow("below bar 2") << QPointF(250, 330) << std::optional<Hit>();
}

void TstChartGeometry::severalBarsShareThePlotHeight()
{
    QFETCH(QPointF, point);
    QFETCH(std::optional<ChartGeometry::Hit>, expected);
    const ChartGeometry g = threeBars();
    QCOMPARE(g.barCount(), 3);
    QVERIFY(g.hitAt(point) == expected);
    QCOMPARE(g.segmentAt(point), expected ? expected->segment : std::nullopt);
    QCOMPARE(g.barRect(1), QRectF(QPointF(100, 170), QPointF(200, 230)));
    QCOMPARE(g.extraRect(1), QRectF(QPointF(100, 170), QPointF(200, 230)));
    QVERIFY(g.extraRect(0).isEmpty());
    QCOMPARE(g.segmentRect(Segment::Vae, 2), QRectF(QPointF(240, 270), QPointF(260, 330)));
    QVERIFY(g.segmentRect(Segment::Vae, 0).isEmpty());
    QVERIFY(g.barRect(3).isEmpty());
}

void TstChartGeometry::niceAxis_data()
{
    QTest::addColumn<double>("usable");
    QTest::addColumn<double>("total");
    QTest::addColumn<double>("max");
    QTest::addColumn<double>("step");
    QTest::addColumn<int>("ticks");
    // RTX 4090: 24564 MiB = 23.99 GiB usable; 23.99 x 1.1 = 26.39 -> step 5 (6 intervals) -> 30.
    QTest::newRow("rtx 4090, fits") << 23.98828125 << 19.3 << 30.0 << 5.0 << 7;
    // Bar larger than usable: 27.3 x 1.1 = 30.03 -> step 5 needs 7 intervals, step 10 needs 4 -> 40.
    QTest::newRow("overflowing bar") << 24.0 << 27.3 << 40.0 << 10.0 << 5;
    // H100 (79.2 GiB): 87.12 -> step 10 needs 9 intervals, step 20 needs 5 -> 100.
    QTest::newRow("h100") << 79.2 << 40.0 << 100.0 << 20.0 << 6;
    // 1 GiB: 1.1 -> step 0.1 needs 11, step 0.2 needs 6 -> 1.2.
    QTest::newRow("small") << 1.0 << 0.5 << 1.2 << 0.2 << 7;
    // 60 / 1.1 x 1.1 is 60 up to rounding: exactly 6 intervals of 10, not 7.
    QTest::newRow("exact multiple") << 60.0 / 1.1 << 0.0 << 60.0 << 10.0 << 7;
    QTest::newRow("nothing to show") << 0.0 << 0.0 << 1.0 << 0.2 << 6;
}

void TstChartGeometry::niceAxis()
{
    QFETCH(double, usable);
    QFETCH(double, total);
    QFETCH(double, max);
    QFETCH(double, step);
    QFETCH(int, ticks);
    const ChartGeometry::Axis axis = ChartGeometry::niceAxis(usable, total);
    QVERIFY2(qFuzzyCompare(axis.max, max), qPrintable(QString::number(axis.max)));
    QVERIFY2(qFuzzyCompare(axis.step, step), qPrintable(QString::number(axis.step)));
    QCOMPARE(axis.tickCount, ticks);
}

QTEST_GUILESS_MAIN(TstChartGeometry)
#include "tst_chartgeometry.moc"
