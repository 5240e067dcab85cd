// SPDX-License-Identifier: GPL-3.0-or-later
// The fit explorer's context input with real mouse and key events (issue 15, "Sliders and inputs"): the
// slider snaps to powers of two, the spin box takes any typed value, a value above the model's trained
// context gets a message instead of a silent clamp, and the chart keeps its place when the engine changes.
//
// Model: Llama 3.1 8B, max_position_embeddings 131072 = 2^17 (meta-llama/Llama-3.1-8B config.json, as in the
// catalogue's llama-3.1-8b entry). KV cache per token with f16: 2 (K, V) x 32 layers x 8 KV heads x 128 dims
// x 2 bytes = 131,072 bytes.

#include <ui/breakdownchart.h>
#include <ui/fitexplorer.h>

#include <catalog/catalog.h>

#include <QApplication>
#include <QChart>
#include <QComboBox>
#include <QLabel>
#include <QLegend>
#include <QLocale>
#include <QSlider>
#include <QSpinBox>
#include <QStyle>
#include <QStyleOptionSlider>
#include <QTest>

#include <cstdlib>

using headroom::catalog::Catalog;
using headroom::fit::Engine;
using headroom::ui::FitExplorer;

namespace {

void chooseLlamaOn4090(FitExplorer &explorer)
{
    QVERIFY(explorer.selectModel(QStringLiteral("llama-3.1-8b")));
    QVERIFY(explorer.selectGpu(QStringLiteral("rtx-4090")));
    QVERIFY(explorer.selectEngine(Engine::Generic));
    QVERIFY(explorer.selectKvCache(QStringLiteral("f16")));
    explorer.gpuCountSpinBox()->setValue(1);
    explorer.concurrencySpinBox()->setValue(1);
    explorer.contextSpinBox()->setValue(8192);
}

bool isPowerOfTwo(int v)
{
    return v > 0 && (v & (v - 1)) == 0;
}

QPoint handleCentre(QSlider *slider)
{
    QStyleOptionSlider option;
    option.initFrom(slider);
    option.orientation = slider->orientation();
    option.minimum = slider->minimum();
    option.maximum = slider->maximum();
    option.sliderPosition = slider->sliderPosition();
    option.sliderValue = slider->value();
    return slider->style()->subControlRect(QStyle::CC_Slider, &option, QStyle::SC_SliderHandle, slider).center();
}

void typeInto(QSpinBox *spin, const QString &text)
{
    spin->setFocus(Qt::OtherFocusReason);
    QTest::keyClick(spin, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClicks(spin, text);
    QTest::keyClick(spin, Qt::Key_Return);
}

} // namespace

class TstExplorerInputs : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); }
    void sliderSnapsToPowersOfTwo();
    void spinBoxTakesAnyValue();
    void valueAboveTheMaximumGetsAMessage();
    void chartKeepsItsPlaceWhenTheEngineChanges();
    void errorsNameTheControlAsShown();
    void tabFollowsTheRowsAsShown_data();
    void tabFollowsTheRowsAsShown();
};

void TstExplorerInputs::sliderSnapsToPowersOfTwo()
{
    FitExplorer explorer(Catalog::builtIn());
    explorer.resize(1000, 900);
    explorer.show();
    QVERIFY(QTest::qWaitForWindowExposed(&explorer));
    chooseLlamaOn4090(explorer);
    QSlider *slider = explorer.contextSlider();
    QSpinBox *spin = explorer.contextSpinBox();
    // 2^8 = 256 .. 2^17 = 131072, the trained context.
    QCOMPARE(slider->minimum(), 8);
    QCOMPARE(slider->maximum(), 17);
    QCOMPARE(slider->value(), 13); // 8192 = 2^13

    // Drag the handle to the right end in steps: every position the spin box shows is a power of two.
    const QPoint start = handleCentre(slider);
    QTest::mousePress(slider, Qt::LeftButton, Qt::NoModifier, start);
    const int end = slider->width() - 1;
    for (int x = start.x(); x <= end; x += 7) {
        QTest::mouseMove(slider, QPoint(x, start.y()));
        QVERIFY2(isPowerOfTwo(spin->value()), qPrintable(QString::number(spin->value())));
    }
    QTest::mouseMove(slider, QPoint(end, start.y()));
    QTest::mouseRelease(slider, Qt::LeftButton, Qt::NoModifier, QPoint(end, start.y()));
    QCOMPARE(slider->value(), 17);
    QCOMPARE(spin->value(), 131072);
    QCOMPARE(explorer.currentScenario().workload.contextTokens, std::int64_t{131072});

    // Keys move one power of two: Left from 2^17 = 131072 gives 2^16 = 65536; Home gives 2^8 = 256.
    slider->setFocus(Qt::OtherFocusReason);
    QTest::keyClick(slider, Qt::Key_Left);
    QCOMPARE(spin->value(), 65536);
    QTest::keyClick(slider, Qt::Key_Home);
    QCOMPARE(spin->value(), 256);
    // KV cache at 256 tokens: 256 x 131,072 bytes = 33,554,432 bytes = 0.03125 GiB.
    QCOMPARE(explorer.currentEstimate()->perDevice.kvCache, std::int64_t{33554432});
}

void TstExplorerInputs::spinBoxTakesAnyValue()
{
    FitExplorer explorer(Catalog::builtIn());
    explorer.show();
    QVERIFY(QTest::qWaitForWindowExposed(&explorer));
    chooseLlamaOn4090(explorer);
    typeInto(explorer.contextSpinBox(), QStringLiteral("5000"));
    // The typed value stays; the slider shows the power of two at or below it (4096 = 2^12).
    QCOMPARE(explorer.contextSpinBox()->value(), 5000);
    QCOMPARE(explorer.contextSlider()->value(), 12);
    QCOMPARE(explorer.currentScenario().workload.contextTokens, std::int64_t{5000});
    // 5000 x 131,072 bytes = 655,360,000 bytes.
    QCOMPARE(explorer.currentEstimate()->perDevice.kvCache, std::int64_t{655360000});
    QVERIFY(!explorer.contextMessageLabel()->isVisible());
}

void TstExplorerInputs::valueAboveTheMaximumGetsAMessage()
{
    FitExplorer explorer(Catalog::builtIn());
    explorer.show();
    QVERIFY(QTest::qWaitForWindowExposed(&explorer));
    chooseLlamaOn4090(explorer);
    typeInto(explorer.contextSpinBox(), QStringLiteral("300000"));
    // Not clamped silently: the typed value stays, the message names it and the model's 131,072 tokens.
    QCOMPARE(explorer.contextSpinBox()->value(), 300000);
    QVERIFY(explorer.contextMessageLabel()->isVisible());
    QCOMPARE(explorer.contextMessageLabel()->text(),
             QStringLiteral("Context length 300,000 is above the model's maximum of 131,072 tokens"));
    // The value is estimated as typed, as on the command line: Transformers-style engines refuse it (the
    // choice carries it; no estimate, and the verdict says why).
    QCOMPARE(explorer.currentChoice().contextTokens, std::int64_t{300000});
    QVERIFY(!explorer.currentEstimate().has_value());
    QCOMPARE(explorer.contextSlider()->value(), 17);
    // The verdict names the model as shown and groups the digits; the chart draws no 0.00 GiB legend.
    QVERIFY2(explorer.verdictText().contains(
                 QStringLiteral("A context of 300,000 tokens is above the maximum context of Llama 3.1 8B "
                                "Instruct (131,072 tokens)")),
             qPrintable(explorer.verdictText()));
    QVERIFY(!explorer.chart()->chart()->legend()->isVisible());
    QVERIFY(explorer.chart()->chart()->title().startsWith(QLatin1String("No estimate")));

    // llama.cpp runs a context above the trained one (with a warning): 2^18 = 262,144 cells of 131,072
    // bytes = 34,359,738,368 bytes of f16 KV cache.
    QVERIFY(explorer.selectEngine(Engine::LlamaCpp));
    QVERIFY(explorer.selectKvCache(QStringLiteral("f16")));
    typeInto(explorer.contextSpinBox(), QStringLiteral("262144"));
    QVERIFY(explorer.contextMessageLabel()->isVisible());
    QVERIFY(explorer.currentEstimate().has_value());
    QCOMPARE(explorer.currentEstimate()->perDevice.kvCache, std::int64_t{34359738368});
    QVERIFY(explorer.chart()->chart()->legend()->isVisible()); // an estimate again: the legend is back
    QCOMPARE(explorer.chart()->chart()->title(), QStringLiteral("Memory per GPU"));

    // Back at or below the maximum: the message goes, the value is estimated.
    typeInto(explorer.contextSpinBox(), QStringLiteral("131072"));
    QVERIFY(!explorer.contextMessageLabel()->isVisible());
    QCOMPARE(explorer.currentScenario().workload.contextTokens, std::int64_t{131072});
}

void TstExplorerInputs::chartKeepsItsPlaceWhenTheEngineChanges()
{
    FitExplorer explorer(Catalog::builtIn());
    explorer.resize(1000, 900);
    explorer.show();
    QVERIFY(QTest::qWaitForWindowExposed(&explorer));
    chooseLlamaOn4090(explorer);
    QApplication::processEvents();
    const QRect generic = QRect(explorer.chart()->mapTo(&explorer, QPoint(0, 0)), explorer.chart()->size());
    for (const Engine engine : {Engine::LlamaCpp, Engine::Vllm, Engine::Generic}) {
        QVERIFY(explorer.selectEngine(engine));
        QApplication::processEvents();
        const QRect now = QRect(explorer.chart()->mapTo(&explorer, QPoint(0, 0)), explorer.chart()->size());
        // The chart's top edge stays (the controls above keep their height); its height may follow the
        // verdict lines below, which depend on the engine's answers.
        QVERIFY2(now.y() == generic.y(), qPrintable(QStringLiteral("engine %1: y %2 height %3, generic y %4 height %5")
                                                        .arg(static_cast<int>(engine))
                                                        .arg(now.y())
                                                        .arg(now.height())
                                                        .arg(generic.y())
                                                        .arg(generic.height())));
    }
}

void TstExplorerInputs::errorsNameTheControlAsShown()
{
    // vLLM on 3 GPUs with a tensor-parallel degree of 3: Llama 3.1 8B's 32 attention heads and 8 KV heads do
    // not divide by 3, so the fit model refuses it under its field "tensorParallel"; the window names the
    // control as the user sees it ("Tensor parallel"), never the field.
    FitExplorer explorer(Catalog::builtIn());
    explorer.show();
    QVERIFY(QTest::qWaitForWindowExposed(&explorer));
    chooseLlamaOn4090(explorer);
    QVERIFY(explorer.selectEngine(Engine::Vllm));
    explorer.gpuCountSpinBox()->setValue(3);
    explorer.tensorParallelSpinBox()->setFocus(Qt::OtherFocusReason);
    typeInto(explorer.tensorParallelSpinBox(), QStringLiteral("3"));
    QCOMPARE(explorer.tensorParallelSpinBox()->value(), 3);
    QVERIFY(!explorer.currentEstimate().has_value());
    QCOMPARE(explorer.detailsLabel()->text(), QStringLiteral("Check “Tensor parallel”."));
    QVERIFY(!explorer.detailsLabel()->text().contains(QLatin1String("tensorParallel")));
}

void TstExplorerInputs::tabFollowsTheRowsAsShown_data()
{
    QTest::addColumn<int>("kind");
    QTest::newRow("inference") << int(headroom::fit::WorkloadKind::Inference);
    QTest::newRow("lora") << int(headroom::fit::WorkloadKind::Lora);
}

void TstExplorerInputs::tabFollowsTheRowsAsShown()
{
    // Tab from the workload box visits the controls in reading order: left to right along a row, then the
    // next row down (it jumped from Concurrency back up to K cache, and from GPU to Engine).
    QFETCH(int, kind);
    FitExplorer explorer(Catalog::builtIn());
    explorer.resize(1200, 800);
    explorer.show();
    QApplication::setActiveWindow(&explorer);
    QVERIFY(QTest::qWaitForWindowActive(&explorer));
    QVERIFY(explorer.selectWorkload(headroom::fit::WorkloadKind(kind)));
    QTest::qWait(20); // the Tab order follows the layout once it has placed the rows
    explorer.workloadCombo()->setFocus(Qt::TabFocusReason);
    QWidget *previous = QApplication::focusWidget();
    QCOMPARE(previous, static_cast<QWidget *>(explorer.workloadCombo()));
    const int rowTolerance = explorer.fontMetrics().height() / 2;
    int steps = 0;
    for (; steps < 40; ++steps) {
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
        QWidget *next = QApplication::focusWidget();
        if (!next || next == explorer.workloadCombo() || !explorer.isAncestorOf(next))
            break; // round again, or out of the explorer
        const QPoint a = previous->mapTo(&explorer, previous->rect().center());
        const QPoint b = next->mapTo(&explorer, next->rect().center());
        const bool sameRow = std::abs(a.y() - b.y()) <= rowTolerance;
        QVERIFY2(sameRow ? b.x() > a.x() : b.y() > a.y(), qPrintable(QStringLiteral("%1 (%2,%3) -> %4 (%5,%6)")
                                                                         .arg(previous->accessibleName())
                                                                         .arg(a.x())
                                                                         .arg(a.y())
                                                                         .arg(next->accessibleName())
                                                                         .arg(b.x())
                                                                         .arg(b.y())));
        previous = next;
    }
    QVERIFY2(steps >= 8, qPrintable(QString::number(steps))); // the rows were walked
}

QTEST_MAIN(TstExplorerInputs)
#include "tst_explorerinputs.moc"
