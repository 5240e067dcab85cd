// SPDX-License-Identifier: GPL-3.0-or-later
// The breakdown chart's clicks and layout with real mouse and key events (issue 15): legend entries and the
// usable line open their glossary concept, thin segments have a minimum hit area, the engine reserve opens
// "engine-reserve" in the glossary pane, the legend and plot area are laid out in the same call that moves
// the bars, and nothing is cut at a 1024 x 640 window.
//
// The hand-built estimate (GiB = 2^30 bytes): weights 8, KV cache (full attention) 4, activations 1,
// runtime 0.03 (a thin segment), vLLM reserve 2.4; usable 24. Axis: ChartGeometry::niceAxis(24, 15.43):
// 24 x 1.1 = 26.4, steps of 5 -> 0..30.

#include "layoutcheck.h"

#include <ui/breakdownchart.h>
#include <ui/contextsweepchart.h>
#include <ui/fitexplorer.h>
#include <ui/glossaryhistory.h>
#include <ui/glossarypane.h>
#include <ui/mainwindow.h>
#include <ui/uisettings.h>

#include <catalog/catalog.h>
#include <glossary/termbasestore.h>

#include <QApplication>
#include <QBarSet>
#include <QChart>
#include <QDir>
#include <QFile>
#include <QGraphicsScene>
#include <QGraphicsTextItem>
#include <QLegend>
#include <QLegendMarker>
#include <QLocale>
#include <QSignalSpy>
#include <QSlider>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTest>
#include <QTextBrowser>
#include <QValueAxis>

#include <optional>

using headroom::fit::Segment;
using headroom::ui::BreakdownChart;

class TstBreakdownChart : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void legendEntriesOpenTheirConcept_data();
    void legendEntriesOpenTheirConcept();
    void usableLineOpensUsableVram();
    void thinSegmentHasAMinimumHitArea();
    void engineReserveSegmentOpensItsArticle();
    void legendIsLaidOutWithTheBars();
    void legendFollowsTheContextSlider();
    void nothingIsCutAt1024x640();
};

namespace {

constexpr std::int64_t kGiB = std::int64_t{1} << 30;

headroom::fit::Estimate handBuilt(std::int64_t weights = 8 * kGiB)
{
    headroom::fit::Estimate e;
    e.kind = headroom::fit::WorkloadKind::Inference;
    e.engine = headroom::fit::Engine::Vllm;
    e.perDevice.weights = weights;
    e.perDevice.kvCache = 4 * kGiB;
    e.kvCacheByAttention.fullAttention = 4 * kGiB;
    e.perDevice.activations = 1 * kGiB;
    e.perDevice.runtime = static_cast<std::int64_t>(0.03 * static_cast<double>(kGiB));
    e.perDevice.engineReserve = static_cast<std::int64_t>(2.4 * static_cast<double>(kGiB));
    e.usablePerDeviceBytes = 24 * kGiB;
    e.fits = true;
    return e;
}

/// A shown chart of the hand-built estimate.
std::unique_ptr<BreakdownChart> shownChart()
{
    auto chart = std::make_unique<BreakdownChart>();
    chart->resize(900, 320);
    chart->setEstimate(handBuilt());
    chart->show();
    if (!QTest::qWaitForWindowExposed(chart.get()))
        qWarning("the chart did not show");
    return chart;
}

/// The legend's text items (QGraphicsTextItem, one per entry) as drawn.
QList<QGraphicsTextItem *> legendTexts(const BreakdownChart &chart)
{
    QList<QGraphicsTextItem *> texts;
    for (QGraphicsItem *item : chart.scene()->items()) {
        auto *text = dynamic_cast<QGraphicsTextItem *>(item);
        if (text && text->isVisible() && chart.chart()->legend()->isAncestorOf(text))
            texts << text;
    }
    return texts;
}

/// Viewport position of the legend entry whose text starts with `prefix`.
std::optional<QPoint> legendEntry(const BreakdownChart &chart, const QString &prefix)
{
    for (QGraphicsTextItem *text : legendTexts(chart)) {
        if (text->toPlainText().startsWith(prefix))
            return chart.mapFromScene(text->sceneBoundingRect().center());
    }
    return std::nullopt;
}

} // namespace

void TstBreakdownChart::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("Headroom"));
    QCoreApplication::setApplicationName(QStringLiteral("headroom-test-chart"));
    headroom::ui::UiSettings{}.save();
}

void TstBreakdownChart::init()
{
    QFile::remove(headroom::ui::GlossaryHistory::defaultPath());
    QDir(headroom::glossary::TermbaseStore::defaultFolder()).removeRecursively();
}

void TstBreakdownChart::legendEntriesOpenTheirConcept_data()
{
    QTest::addColumn<QString>("prefix");
    QTest::addColumn<QString>("conceptId");
    // The legend labels: "<segment name>: <GiB> GiB" and "Usable per GPU: 24.00 GiB".
    QTest::newRow("weights") << BreakdownChart::segmentName(Segment::Weights) << QStringLiteral("weights");
    QTest::newRow("kv") << BreakdownChart::segmentName(Segment::KvFullAttention) << QStringLiteral("kv-cache");
    QTest::newRow("reserve") << BreakdownChart::segmentName(Segment::EngineReserve, headroom::fit::Engine::Vllm)
                             << QStringLiteral("engine-reserve");
    QTest::newRow("usable") << QStringLiteral("Usable per GPU") << QStringLiteral("usable-vram");
}

void TstBreakdownChart::legendEntriesOpenTheirConcept()
{
    QFETCH(QString, prefix);
    QFETCH(QString, conceptId);
    auto chart = shownChart();
    const std::optional<QPoint> entry = legendEntry(*chart, prefix);
    QVERIFY2(entry.has_value(), qPrintable(prefix));
    QSignalSpy activated(chart.get(), &BreakdownChart::segmentActivated);
    QTest::mouseClick(chart->viewport(), Qt::LeftButton, {}, *entry);
    QCOMPARE(activated.size(), 1);
    QCOMPARE(activated.first().first().toString(), conceptId);
}

void TstBreakdownChart::usableLineOpensUsableVram()
{
    auto chart = shownChart();
    const std::optional<QPoint> line = chart->usableLineCenter();
    QVERIFY(line.has_value());
    // The line is at 24 GiB of a 0..30 GiB axis: 80 % across the plot area.
    const QRectF plot = chart->chart()->plotArea();
    const double x = chart->chart()->mapFromScene(chart->mapToScene(*line)).x();
    QVERIFY2(qAbs(x - (plot.left() + 0.8 * plot.width())) <= 1.0, qPrintable(QString::number(x)));
    QSignalSpy activated(chart.get(), &BreakdownChart::segmentActivated);
    // On the line, and 3 px to its right (within kUsableHitPx = 4).
    QTest::mouseClick(chart->viewport(), Qt::LeftButton, {}, *line);
    QTest::mouseClick(chart->viewport(), Qt::LeftButton, {}, *line + QPoint(3, 0));
    QCOMPARE(activated.size(), 2);
    QCOMPARE(activated.at(0).first().toString(), QStringLiteral("usable-vram"));
    QCOMPARE(activated.at(1).first().toString(), QStringLiteral("usable-vram"));
    // 12 px to the right there is nothing (the bar ends at 15.43 GiB, the line is at 24).
    QTest::mouseClick(chart->viewport(), Qt::LeftButton, {}, *line + QPoint(12, 0));
    QCOMPARE(activated.size(), 2);
}

void TstBreakdownChart::thinSegmentHasAMinimumHitArea()
{
    auto chart = shownChart();
    // 0.03 GiB of a 30 GiB axis over a plot area well under 1000 px: under 1 px drawn, as before.
    const QRectF runtime = chart->geometry().segmentRect(Segment::Runtime);
    QVERIFY(runtime.width() > 0.0);
    QVERIFY(runtime.width() < 1.0);
    const std::optional<QPoint> centre = chart->segmentCenter(Segment::Runtime);
    QVERIFY(centre.has_value());
    QSignalSpy activated(chart.get(), &BreakdownChart::segmentActivated);
    // 2 px right of it is inside the engine reserve as drawn, but within the runtime's 6 px hit area.
    QTest::mouseClick(chart->viewport(), Qt::LeftButton, {}, *centre + QPoint(2, 0));
    QCOMPARE(activated.size(), 1);
    QCOMPARE(activated.first().first().toString(), QStringLiteral("runtime-overhead"));
    // 6 px right is the engine reserve again; 2 px left of the thin one is still the runtime.
    QTest::mouseClick(chart->viewport(), Qt::LeftButton, {}, *centre + QPoint(6, 0));
    QTest::mouseClick(chart->viewport(), Qt::LeftButton, {}, *centre - QPoint(2, 0));
    QCOMPARE(activated.size(), 3);
    QCOMPARE(activated.at(1).first().toString(), QStringLiteral("engine-reserve"));
    QCOMPARE(activated.at(2).first().toString(), QStringLiteral("runtime-overhead"));
    // The wide neighbours keep their own hits away from it.
    QCOMPARE(chart->segmentAtViewportPos(*chart->segmentCenter(Segment::Weights)), std::optional(Segment::Weights));
}

void TstBreakdownChart::engineReserveSegmentOpensItsArticle()
{
    headroom::ui::MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.fitExplorer()->selectEngine(headroom::fit::Engine::Vllm));
    BreakdownChart *chart = window.fitExplorer()->chart();
    // vLLM keeps (1 - 0.9) x the GPU's memory outside its budget: a segment of its own.
    QTRY_VERIFY(chart->segmentCenter(Segment::EngineReserve).has_value());
    QVERIFY(chart->valueGiB(Segment::EngineReserve) > 0.0);
    QTest::mouseClick(chart->viewport(), Qt::LeftButton, {}, *chart->segmentCenter(Segment::EngineReserve));
    headroom::ui::GlossaryPane *pane = window.glossaryPane();
    QTRY_COMPARE(pane->currentConceptId(), QStringLiteral("engine-reserve"));
    QVERIFY(pane->articleView()->toPlainText().contains(pane->conceptTitle(QStringLiteral("engine-reserve"))));
}

void TstBreakdownChart::legendIsLaidOutWithTheBars()
{
    auto chart = shownChart();
    const QRectF before = chart->chart()->plotArea();
    // 123,456 GiB of weights: "Weights: 123,456.00 GiB" is the widest legend label by far, so the legend
    // widens and the plot area narrows, in this call already.
    chart->setEstimate(handBuilt(123456 * kGiB));
    const QRectF now = chart->chart()->plotArea();
    QVERIFY(now.width() < before.width());
    QCOMPARE(chart->barSet(Segment::Weights)->label(),
             QStringLiteral("%1: %2 GiB")
                 .arg(BreakdownChart::segmentName(Segment::Weights), QLocale().toString(123456.0, 'f', 2)));
    QCoreApplication::processEvents();
    QCoreApplication::processEvents();
    QCOMPARE(chart->chart()->plotArea(), now);
    // The axis is 0..150000 (123,463.43 x 1.1 = 135,810 -> steps of 50,000) and the bar ends where the
    // values put it: what is drawn is laid out for the new values.
    QCOMPARE(static_cast<QValueAxis *>(chart->chart()->axes(Qt::Horizontal).first())->max(), 150000.0);
}

void TstBreakdownChart::legendFollowsTheContextSlider()
{
    headroom::ui::FitExplorer explorer(headroom::catalog::Catalog::builtIn());
    explorer.resize(1000, 760);
    explorer.show();
    QApplication::setActiveWindow(&explorer);
    QVERIFY(QTest::qWaitForWindowActive(&explorer));
    QVERIFY(explorer.selectModel(QStringLiteral("llama-3.1-8b")));
    QVERIFY(explorer.selectGpu(QStringLiteral("rtx-4090")));
    QVERIFY(explorer.selectKvCache(QStringLiteral("f16")));
    explorer.concurrencySpinBox()->setValue(4);
    explorer.contextSpinBox()->setValue(8192);
    QCoreApplication::processEvents();
    BreakdownChart *chart = explorer.chart();
    QSlider *slider = explorer.contextSlider();
    slider->setFocus();
    // Llama 3.1 8B, f16: 131,072 bytes per token; x 4 sequences: 16384 tokens -> 8 GiB, 32768 -> 16 GiB.
    for (const double kv : {8.0, 16.0}) {
        QTest::keyClick(slider, Qt::Key_Right);
        // No event loop pass between the key and these checks: the legend already says it.
        QCOMPARE(chart->kvCacheGiB(), kv);
        const QString label =
            QStringLiteral("%1: %2 GiB")
                .arg(BreakdownChart::segmentName(Segment::KvFullAttention), QLocale().toString(kv, 'f', 2));
        QCOMPARE(chart->barSet(Segment::KvFullAttention)->label(), label);
        // The legend is on the right: its width sets the plot area's left and right edges. (Its height may
        // still change when the verdict below takes another line and the window lays out the chart again.)
        const QRectF plot = chart->chart()->plotArea();
        QCoreApplication::processEvents();
        QCOMPARE(chart->chart()->plotArea().left(), plot.left());
        QCOMPARE(chart->chart()->plotArea().right(), plot.right());
    }
}

void TstBreakdownChart::nothingIsCutAt1024x640()
{
    headroom::ui::MainWindow window;
    window.resize(1024, 640);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QTRY_COMPARE(window.size(), QSize(1024, 640));
    headroom::testing::saveScreenshot(&window, QStringLiteral("window-1024x640"));
    BreakdownChart *chart = window.fitExplorer()->chart();
    // Every legend label is drawn in full (Qt elides a label that does not fit with "...").
    for (QGraphicsTextItem *text : legendTexts(*chart))
        QVERIFY2(!text->toPlainText().endsWith(QStringLiteral("...")) && !text->toPlainText().endsWith(u'…'),
                 qPrintable(text->toPlainText()));
    QVERIFY(chart->height() >= chart->minimumHeight());
    // Qt gives the legend at most 40 % of the chart's width: beside the sweep the chart would be ~500 px
    // wide and cut its legend, so at this size the sweep gives the chart its room.
    headroom::ui::ContextSweepChart *sweep = window.fitExplorer()->contextSweepChart();
    QVERIFY(sweep->hasScenario());
    QVERIFY(!sweep->isVisible());
    QVERIFY(chart->width() >= chart->widthForFullLegend());

    // At the default size (1400 x 860) both are shown, the legend in full beside the sweep.
    window.resize(1400, 860);
    QTRY_VERIFY(sweep->isVisible());
    QTRY_COMPARE(window.size(), QSize(1400, 860));
    QCoreApplication::processEvents();
    headroom::testing::saveScreenshot(&window, QStringLiteral("window-1400x860"));
    for (QGraphicsTextItem *text : legendTexts(*chart))
        QVERIFY2(!text->toPlainText().endsWith(QStringLiteral("...")) && !text->toPlainText().endsWith(u'…'),
                 qPrintable(text->toPlainText()));
    QVERIFY(sweep->width() >= sweep->minimumSizeHint().width());
    QVERIFY(sweep->height() >= sweep->minimumSizeHint().height());
}

QTEST_MAIN(TstBreakdownChart)
#include "tst_breakdownchart.moc"
