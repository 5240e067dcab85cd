// SPDX-License-Identifier: GPL-3.0-or-later
// The fit explorer's context sweep (issue 15): memory per GPU against context length on a log-2 axis, the
// usable line and the context now set. Real key and mouse events: the context slider moves only the dot,
// an engine or concurrency change recomputes the curve, clicks open "usable-vram" / "context-length".
//
// Model: Llama 3.1 8B, max_position_embeddings 131072 = 2^17. KV cache per token with f16: 2 (K, V) x 32
// layers x 8 KV heads x 128 dims x 2 bytes = 131,072 bytes = 2^17, so one sequence of 2^n tokens holds
// 2^(n+17) bytes of KV cache: 32,768 tokens -> 2^32 bytes = 4 GiB, 256 tokens -> 2^25 = 1/32 GiB.

#include <ui/breakdownchart.h>
#include <ui/contextsweepchart.h>
#include <ui/fitexplorer.h>

#include <catalog/catalog.h>
#include <fit/solvers.h>

#include <QApplication>
#include <QElapsedTimer>
#include <QSignalSpy>
#include <QSlider>
#include <QSpinBox>
#include <QTest>

#include <cmath>

using headroom::fit::Engine;
using headroom::ui::ContextSweepChart;
using headroom::ui::FitExplorer;

class TstContextSweepChart : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void tokenLabels_data();
    void tokenLabels();
    void sweepOfLlama8B();
    void axisIsLogTwo();
    void contextSliderMovesOnlyTheDot();
    void clicksOpenTheirConcepts();
    void hiddenForTraining();
    void cachedLayerRedrawsWhatChanges();
    void marksWhereItStopsFitting();
};

namespace {

constexpr double kGiB = 1024.0 * 1024.0 * 1024.0;

std::unique_ptr<FitExplorer> llamaOn4090()
{
    auto explorer = std::make_unique<FitExplorer>(headroom::catalog::Catalog::builtIn());
    explorer->resize(1000, 760);
    explorer->show();
    QApplication::setActiveWindow(explorer.get());
    if (!QTest::qWaitForWindowActive(explorer.get()))
        qWarning("the explorer did not become active");
    explorer->selectModel(QStringLiteral("llama-3.1-8b"));
    explorer->selectGpu(QStringLiteral("rtx-4090"));
    explorer->selectEngine(Engine::Generic);
    explorer->selectKvCache(QStringLiteral("f16"));
    explorer->gpuCountSpinBox()->setValue(1);
    explorer->concurrencySpinBox()->setValue(1);
    explorer->contextSpinBox()->setValue(8192);
    return explorer;
}

const ContextSweepChart::Point *pointAt(const ContextSweepChart &sweep, std::int64_t tokens)
{
    for (const ContextSweepChart::Point &p : sweep.points()) {
        if (p.tokens == tokens)
            return &p;
    }
    return nullptr;
}

} // namespace

void TstContextSweepChart::tokenLabels_data()
{
    QTest::addColumn<qint64>("tokens");
    QTest::addColumn<QString>("label");
    QTest::newRow("256") << qint64(256) << QStringLiteral("256");
    QTest::newRow("4K") << qint64(4096) << QStringLiteral("4K");
    QTest::newRow("32K") << qint64(32768) << QStringLiteral("32K");
    QTest::newRow("128K") << qint64(131072) << QStringLiteral("128K");
    QTest::newRow("1M") << qint64(1048576) << QStringLiteral("1M");
    QTest::newRow("1.5K") << qint64(1536) << QStringLiteral("1.5K");
}

void TstContextSweepChart::tokenLabels()
{
    QFETCH(qint64, tokens);
    QFETCH(QString, label);
    QCOMPARE(ContextSweepChart::tokensLabel(tokens), label);
}

void TstContextSweepChart::sweepOfLlama8B()
{
    auto explorer = llamaOn4090();
    ContextSweepChart *sweep = explorer->contextSweepChart();
    QVERIFY(sweep->isVisible());
    // 256 .. 131072 tokens: 9 octaves, (64 - 1) / 9 = 7 -> at most 4 points per octave: 1 + 9 x 4 = 37.
    QCOMPARE(sweep->points().size(), std::size_t(37));
    QCOMPARE(sweep->points().front().tokens, std::int64_t(256));
    QCOMPARE(sweep->points().back().tokens, std::int64_t(131072));
    for (std::int64_t tokens = 256; tokens <= 131072; tokens *= 2)
        QVERIFY2(pointAt(*sweep, tokens), qPrintable(QString::number(tokens)));
    for (std::size_t i = 1; i < sweep->points().size(); ++i)
        QVERIFY(sweep->points()[i].tokens > sweep->points()[i - 1].tokens);
    QCOMPARE(pointAt(*sweep, 32768)->kvGiB, 4.0);
    QCOMPARE(pointAt(*sweep, 65536)->kvGiB, 8.0);
    QCOMPARE(pointAt(*sweep, 256)->kvGiB, 1.0 / 32.0);
    // The dot is the estimate's own total at 8192 tokens (1 GiB of KV cache), the line its usable memory.
    const headroom::fit::Estimate &e = *explorer->currentEstimate();
    QCOMPARE(sweep->currentTokens(), std::int64_t(8192));
    QCOMPARE(sweep->currentGiB(), static_cast<double>(e.perDevice.total()) / kGiB);
    QCOMPARE(static_cast<double>(e.perDevice.kvCache) / kGiB, 1.0);
    QCOMPARE(sweep->usableGiB(), static_cast<double>(e.usablePerDeviceBytes) / kGiB);
    // Where the estimate and the sweep meet (8192 tokens) they agree.
    QCOMPARE(pointAt(*sweep, 8192)->gib, sweep->currentGiB());
    // The curve crosses the usable line: 8B in bf16 on 24 GB fits at 8K and not at 128K (16 GiB of KV alone
    // on top of 15 GiB of weights).
    QVERIFY(pointAt(*sweep, 8192)->fits);
    QVERIFY(!pointAt(*sweep, 131072)->fits);
}

void TstContextSweepChart::axisIsLogTwo()
{
    auto explorer = llamaOn4090();
    ContextSweepChart *sweep = explorer->contextSweepChart();
    // Each doubling is the same distance along x; 256 is the left edge, 131072 the right.
    const double first = sweep->positionOf(512, 0).x() - sweep->positionOf(256, 0).x();
    const double last = sweep->positionOf(131072, 0).x() - sweep->positionOf(65536, 0).x();
    QVERIFY(first > 10.0);
    QVERIFY(std::abs(first - last) < 1e-9);
    QVERIFY(std::abs(sweep->positionOf(8192, 0).x() - sweep->positionOf(256, 0).x() - 5 * first) < 1e-9);
}

void TstContextSweepChart::contextSliderMovesOnlyTheDot()
{
    auto explorer = llamaOn4090();
    ContextSweepChart *sweep = explorer->contextSweepChart();
    const int runs = sweep->sweepRuns();
    const std::vector<ContextSweepChart::Point> curve = sweep->points();
    QSlider *slider = explorer->contextSlider();
    slider->setFocus();
    QElapsedTimer timer;
    timer.start();
    QTest::keyClick(slider, Qt::Key_Right); // 8192 -> 16384
    QTest::keyClick(slider, Qt::Key_Right); // -> 32768
    qInfo("two context steps: %lld ms", static_cast<long long>(timer.elapsed()));
    QCOMPARE(sweep->currentTokens(), std::int64_t(32768));
    QCOMPARE(sweep->sweepRuns(), runs);
    QCOMPARE(sweep->points().size(), curve.size());
    // At 32768 tokens the dot is on the curve's point there (4 GiB of KV cache).
    QCOMPARE(sweep->currentGiB(), pointAt(*sweep, 32768)->gib);
    QCOMPARE(sweep->currentPoint(), sweep->positionOf(32768, pointAt(*sweep, 32768)->gib).toPoint());
    // Another engine or concurrency: one new curve each.
    timer.restart();
    QVERIFY(explorer->selectEngine(Engine::Vllm));
    qInfo("engine change with a new sweep: %lld ms", static_cast<long long>(timer.elapsed()));
    QCOMPARE(sweep->sweepRuns(), runs + 1);
    explorer->concurrencySpinBox()->setValue(2);
    QCOMPARE(sweep->sweepRuns(), runs + 2);
    // Two sequences: twice the KV cache of one at every context (2 x 4 GiB at 32768 tokens).
    QCOMPARE(pointAt(*sweep, 32768)->kvGiB, 8.0);
}

void TstContextSweepChart::clicksOpenTheirConcepts()
{
    auto explorer = llamaOn4090();
    ContextSweepChart *sweep = explorer->contextSweepChart();
    // The explorer forwards the sweep's clicks as the chart's, which the window sends to the glossary.
    QSignalSpy activated(explorer->chart(), &headroom::ui::BreakdownChart::segmentActivated);
    QTest::mouseClick(sweep, Qt::LeftButton, {}, sweep->usableLinePoint());
    QTest::mouseClick(sweep, Qt::LeftButton, {}, sweep->usableLinePoint() + QPoint(0, 3));
    QTest::mouseClick(sweep, Qt::LeftButton, {}, sweep->currentPoint());
    QCOMPARE(activated.size(), 3);
    QCOMPARE(activated.at(0).first().toString(), QStringLiteral("usable-vram"));
    QCOMPARE(activated.at(1).first().toString(), QStringLiteral("usable-vram"));
    QCOMPARE(activated.at(2).first().toString(), QStringLiteral("context-length"));
    // The title strip above the plot is nothing.
    QTest::mouseClick(sweep, Qt::LeftButton, {}, QPoint(sweep->width() / 2, 2));
    QCOMPARE(activated.size(), 3);
}

void TstContextSweepChart::hiddenForTraining()
{
    auto explorer = llamaOn4090();
    ContextSweepChart *sweep = explorer->contextSweepChart();
    QVERIFY(sweep->isVisible());
    QVERIFY(explorer->selectWorkload(headroom::fit::WorkloadKind::Lora));
    QVERIFY(!sweep->isVisible());
    QVERIFY(sweep->points().empty());
    QVERIFY(explorer->selectWorkload(headroom::fit::WorkloadKind::Inference));
    QVERIFY(sweep->isVisible());
    QCOMPARE(sweep->points().size(), std::size_t(37));
}

void TstContextSweepChart::cachedLayerRedrawsWhatChanges()
{
    // The axes, curve and usable line are drawn once into a pixmap; a context step draws the dot anew on it
    // and a palette change draws the layer again.
    auto explorer = llamaOn4090();
    ContextSweepChart *sweep = explorer->contextSweepChart();
    QVERIFY(sweep->isVisible());
    const QPoint before = sweep->currentPoint();
    const QColor dot = sweep->grab().toImage().pixelColor(before);
    QSlider *slider = explorer->contextSlider();
    slider->setFocus();
    QTest::keyClick(slider, Qt::Key_Left); // 8192 -> 4096: the dot moves left and down
    const QPoint after = sweep->currentPoint();
    QVERIFY(after.x() < before.x() - 4);
    const QImage moved = sweep->grab().toImage();
    QCOMPARE(moved.pixelColor(after), dot);
    // The old dot is gone (the layer holds none): 3 px above and below its centre, inside its 4.5 px radius,
    // the curve through the centre cannot cover both.
    QVERIFY(moved.pixelColor(before + QPoint(0, 3)) != dot || moved.pixelColor(before - QPoint(0, 3)) != dot);
    QPalette pal = sweep->palette();
    pal.setColor(QPalette::Base, QColor(0x12, 0x34, 0x56));
    sweep->setPalette(pal);
    QCOMPARE(sweep->grab().toImage().pixelColor(2, 2), QColor(0x12, 0x34, 0x56));
}

void TstContextSweepChart::marksWhereItStopsFitting()
{
    // The dotted line sits at the explorer's own answer for the longest context at this concurrency (the
    // fit model's maxContextAt, what `headroom estimate` prints), and moves with the concurrency.
    auto explorer = llamaOn4090();
    ContextSweepChart *sweep = explorer->contextSweepChart();
    const auto expected = [&explorer] {
        return headroom::fit::maxContextAt(explorer->currentScenario(),
                                           explorer->currentScenario().workload.concurrency)
            .value->value;
    };
    QVERIFY(sweep->fitLimit().has_value());
    QCOMPARE(*sweep->fitLimit(), expected());
    // Between the last curve point that fits and the first that does not.
    const ContextSweepChart::Point *below = nullptr;
    for (const ContextSweepChart::Point &p : sweep->points()) {
        if (p.fits)
            below = &p;
    }
    QVERIFY(below && below->tokens <= *sweep->fitLimit());
    const std::int64_t one = *sweep->fitLimit();
    explorer->concurrencySpinBox()->setValue(2);
    QVERIFY(*sweep->fitLimit() < one); // two sequences share the KV cache room
    QCOMPARE(*sweep->fitLimit(), expected());
}

QTEST_MAIN(TstContextSweepChart)
#include "tst_contextsweepchart.moc"
