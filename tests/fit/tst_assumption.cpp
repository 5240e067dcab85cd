// SPDX-License-Identifier: GPL-3.0-or-later
// Tests for app/fit/assumption.h (issue 10 item 7): the assumptions as data. Estimate::assumptions is
// rendered from Estimate::assumptionItems (one source), the items carry the values the sentences print,
// and every id has a key and an English template. The translated templates are tested in
// tests/scenario/tst_assumptionlabels.cpp.

#include <fit/assumption.h>
#include <fit/fitmodel.h>

#include <QSet>
#include <QTest>

using namespace headroom::fit;

Q_DECLARE_METATYPE(headroom::fit::Scenario)

namespace {

// https://huggingface.co/meta-llama/Llama-3.1-70B-Instruct/blob/main/config.json
Scenario llama70b(Engine engine, int gpus)
{
    Scenario s;
    ModelSpec &m = s.model;
    m.layers = 80;
    m.attentionHeads = 64;
    m.kvHeads = 8;
    m.headDim = 128;
    m.hiddenSize = 8192;
    m.intermediateSize = 28672;
    m.vocabSize = 128256;
    m.maxContextTokens = 131072;
    m.parameterCount = 70'553'706'496;
    s.engine = defaultSettings(engine);
    s.hardware.gpuId = "rtx-4090";
    s.hardware.memoryBytes = 25'757'220'864;
    s.hardware.gpuCount = gpus;
    s.hardware.tensorParallel = gpus;
    s.workload.contextTokens = 8192;
    return s;
}

const Assumption *find(const Estimate &e, AssumptionId id)
{
    for (const Assumption &a : e.assumptionItems) {
        if (a.id == id)
            return &a;
    }
    return nullptr;
}

} // namespace

class TestAssumption : public QObject
{
    Q_OBJECT

private slots:
    void englishIsRenderedFromTheItems_data();
    void englishIsRenderedFromTheItems();
    void layerSplitItem();
    void everyIdHasAKeyAndATemplate();
};

void TestAssumption::englishIsRenderedFromTheItems_data()
{
    QTest::addColumn<Scenario>("scenario");
    QTest::newRow("generic") << llama70b(Engine::Generic, 4);
    QTest::newRow("vllm") << llama70b(Engine::Vllm, 4);
    QTest::newRow("llama.cpp") << llama70b(Engine::LlamaCpp, 3);
    QTest::newRow("ik_llama.cpp") << llama70b(Engine::IkLlamaCpp, 5);
    QTest::newRow("ollama") << llama70b(Engine::Ollama, 6);
}

void TestAssumption::englishIsRenderedFromTheItems()
{
    QFETCH(Scenario, scenario);
    const Result<Estimate> r = estimate(scenario);
    QVERIFY2(r.ok(), r.error ? r.error->message.c_str() : "");
    QVERIFY(!r.value->assumptionItems.empty());
    QCOMPARE(r.value->assumptions, assumptionTexts(r.value->assumptionItems));
    // Numbers only: neither.
    const Result<Estimate> numbers = estimate(scenario, EstimateDetail::Numbers);
    QVERIFY(numbers.value->assumptionItems.empty() && numbers.value->assumptions.empty());
}

void TestAssumption::layerSplitItem()
{
    // 3 GPUs, 80 layers, then llama.cpp's 27, 27 and 26 (layersplit.h).
    const Estimate e = *estimate(llama70b(Engine::LlamaCpp, 3)).value;
    const Assumption *split = find(e, AssumptionId::LayerSplit);
    QVERIFY(split);
    QCOMPARE(split->args, (std::vector<AssumptionArg>{std::int64_t{3}, std::int64_t{80}, std::int64_t{27},
                                                      std::int64_t{27}, std::int64_t{26}}));
    QCOMPARE(assumptionText(*split),
             std::string("Layers are split over 3 GPUs (--split-mode layer): 27, 27 and 26 of 80; the GPU after the "
                         "last layer also holds the output layer."));
    // -c 8192 -np 1, padded to 256 cells (8192): the flag values and the capacity as integers.
    const Assumption *context = find(e, AssumptionId::LlamaCppContext);
    QVERIFY(context);
    QCOMPARE(context->args, (std::vector<AssumptionArg>{std::string("llama.cpp"), std::int64_t{8192}, std::int64_t{1},
                                                        std::int64_t{256}, std::int64_t{8192}}));
    // One GPU: no split sentence.
    QVERIFY(!find(*estimate(llama70b(Engine::LlamaCpp, 1)).value, AssumptionId::LayerSplit));
}

void TestAssumption::everyIdHasAKeyAndATemplate()
{
    QSet<QString> keys;
    for (int i = 0; i < int(AssumptionId::Count); ++i) {
        const std::string_view key = assumptionKey(AssumptionId(i));
        QVERIFY2(!key.empty(), qPrintable(QString::number(i)));
        keys.insert(QString::fromUtf8(key.data(), qsizetype(key.size())));
        // With no arguments a template still says something (missing integers read as 0).
        QVERIFY2(!assumptionText(Assumption{AssumptionId(i), {}}).empty(), key.data());
    }
    QCOMPARE(keys.size(), qsizetype(AssumptionId::Count));
    QVERIFY(assumptionKey(AssumptionId::Count).empty());
    QVERIFY(assumptionText(Assumption{}).empty());
}

QTEST_GUILESS_MAIN(TestAssumption)
#include "tst_assumption.moc"
