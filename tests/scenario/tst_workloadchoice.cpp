// SPDX-License-Identifier: GPL-3.0-or-later
// Tests for the workload kinds of scenario::resolve() (app/scenario/workloadchoice.cpp, issue 11) and their
// JSON in a quote's payload (choicejson.cpp):
//  - the kind: unset is inference for an LLM preset and diffusion for a pipeline preset; an LLM with
//    --workload diffusion and a pipeline with an LLM kind are refused;
//  - the knobs: each kind reads only its own (a training knob for inference, a LoRA knob for a full
//    fine-tune, a diffusion knob for training, a serving engine or its knobs for training are refused, each
//    naming a field);
//  - weights: full fine-tune and LoRA take dense fp32/bf16/fp16 only, QLoRA NF4 (default without double
//    quantization, bitsandbytes' default), a diffusion UNet defaults to fp16 and a DiT to bf16 (the diffusers
//    examples), a llama.cpp file type is refused for a pipeline;
//  - the knobs arrive in fit::TrainingSettings / DiffusionSettings;
//  - JSON: an inference choice writes no workload key (its payload and fingerprint are the ones stored before
//    workload kinds existed); training and diffusion choices round-trip; defaults spelt out give the same
//    fingerprint; bad values are refused with the key named.

#include <scenario/choice.h>
#include <scenario/choicejson.h>

#include <catalog/catalog.h>

#include <QJsonDocument>
#include <QTest>

using namespace headroom;
using fit::WorkloadKind;
using scenario::Choice;

namespace {

const catalog::Catalog &cat()
{
    return catalog::Catalog::builtIn();
}

Choice llm(std::optional<WorkloadKind> kind)
{
    Choice c;
    c.modelId = QStringLiteral("llama-3.1-8b");
    c.gpuId = QStringLiteral("h100-80gb");
    c.workload = kind;
    c.contextTokens = 2048;
    return c;
}

Choice pipeline(const char *id)
{
    Choice c;
    c.modelId = QString::fromLatin1(id);
    c.gpuId = QStringLiteral("rtx-4090");
    return c;
}

QString refusalField(const Choice &c)
{
    scenario::ChoiceError error;
    if (scenario::resolve(c, cat(), &error))
        return QStringLiteral("<resolved>");
    if (error.message.isEmpty())
        return QStringLiteral("<no message>");
    return error.field;
}

} // namespace

Q_DECLARE_METATYPE(headroom::scenario::Choice)

class TestWorkloadChoice : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void kindDefaults()
    {
        QVERIFY(scenario::workloadOf(llm(std::nullopt), cat()) == WorkloadKind::Inference);
        QVERIFY(scenario::workloadOf(pipeline("sdxl"), cat()) == WorkloadKind::Diffusion);
        QVERIFY(scenario::workloadOf(llm(WorkloadKind::Lora), cat()) == WorkloadKind::Lora);
        const std::optional<scenario::Resolved> r = scenario::resolve(pipeline("sdxl"), cat());
        QVERIFY(r);
        QVERIFY(r->kind == WorkloadKind::Diffusion);
        QVERIFY(r->scenario.kind == WorkloadKind::Diffusion);
        QCOMPARE(QString::fromStdString(r->scenario.diffusionModel.id), QStringLiteral("sdxl"));
    }

    void refusals_data()
    {
        QTest::addColumn<Choice>("choice");
        QTest::addColumn<QString>("field");
        Choice c = llm(WorkloadKind::Diffusion);
        QTest::newRow("LLM as a diffusion pipeline") << c << QStringLiteral("model");
        c = pipeline("sd15");
        c.workload = WorkloadKind::Lora;
        QTest::newRow("pipeline trained with LoRA") << c << QStringLiteral("model");
        c = llm(std::nullopt);
        c.training.optimizer = fit::Optimizer::AdamW8bit;
        QTest::newRow("training knob for inference") << c << QStringLiteral("workload");
        c = llm(WorkloadKind::FullFinetune);
        c.training.loraRank = 8;
        QTest::newRow("LoRA rank for a full fine-tune") << c << QStringLiteral("workload");
        c = llm(WorkloadKind::Lora);
        c.diffusion.images = 4;
        QTest::newRow("diffusion knob for LoRA") << c << QStringLiteral("workload");
        c = pipeline("sdxl");
        c.training.microBatch = 2;
        QTest::newRow("training knob for diffusion") << c << QStringLiteral("workload");
        c = llm(WorkloadKind::FullFinetune);
        c.engine = fit::Engine::Vllm;
        QTest::newRow("vLLM for training") << c << QStringLiteral("engine");
        c = llm(WorkloadKind::Lora);
        c.ubatch = 1024;
        QTest::newRow("llama.cpp knob for LoRA") << c << QStringLiteral("engine");
        c = pipeline("sd15");
        c.flashAttention = true;
        QTest::newRow("flash attention knob for diffusion") << c << QStringLiteral("engine");
        c = llm(WorkloadKind::FullFinetune);
        c.gpuCount = 8;
        c.gpusPerReplica = 2;
        QTest::newRow("tensor parallel training") << c << QStringLiteral("gpusPerReplica");
        c = llm(WorkloadKind::FullFinetune);
        c.weights = fit::WeightFormat::nf4(false);
        QTest::newRow("full fine-tune of NF4 weights") << c << QStringLiteral("weights");
        c = llm(WorkloadKind::Lora);
        c.weights = fit::WeightFormat::gptq(4, 128);
        QTest::newRow("LoRA on a GPTQ base") << c << QStringLiteral("weights");
        c = llm(WorkloadKind::Qlora);
        c.weights = fit::WeightFormat::denseOf(fit::DenseDtype::BF16);
        QTest::newRow("QLoRA on a bf16 base") << c << QStringLiteral("weights");
        c = pipeline("sdxl");
        c.weights = fit::WeightFormat::fileTypeOf(fit::LlamaFileType::Q4_K_M);
        QTest::newRow("llama.cpp file type for a pipeline") << c << QStringLiteral("weights");
        c = llm(WorkloadKind::FullFinetune);
        c.gpuCount = 8;
        c.training.sharding = fit::Sharding::Zero3;
        c.training.shardGroup = 4;
        QTest::newRow("shard group without fsdp-hybrid") << c << QStringLiteral("shardGroup");
        c = llm(WorkloadKind::FullFinetune);
        c.training.optimizerInBackward = true;
        c.training.gradientAccumulationSteps = 4;
        QTest::newRow("fused step with accumulation") << c << QStringLiteral("optimizerInBackward");
        c = llm(WorkloadKind::FullFinetune);
        c.training.offload = fit::Offload::Optimizer;
        QTest::newRow("offload with DDP") << c << QStringLiteral("offload");
        c = llm(WorkloadKind::Lora);
        c.contextTokens = 131073;
        QTest::newRow("sequence above max_position_embeddings") << c << QStringLiteral("context");
    }
    void refusals()
    {
        QFETCH(Choice, choice);
        QFETCH(QString, field);
        QCOMPARE(refusalField(choice), field);
    }

    void weightsPerKind()
    {
        Choice c = llm(WorkloadKind::Qlora);
        std::optional<scenario::Resolved> r = scenario::resolve(c, cat());
        QVERIFY(r);
        QVERIFY(fit::weightFormatOf(r->scenario) == fit::WeightFormat::nf4(false));
        c.weights = fit::WeightFormat::nf4(true);
        r = scenario::resolve(c, cat());
        QVERIFY(r);
        QVERIFY(fit::weightFormatOf(r->scenario) == fit::WeightFormat::nf4(true));
        r = scenario::resolve(llm(WorkloadKind::FullFinetune), cat());
        QVERIFY(r);
        QVERIFY(fit::weightFormatOf(r->scenario) == fit::WeightFormat::denseOf(fit::DenseDtype::BF16));
        r = scenario::resolve(pipeline("sd15"), cat()); // a UNet: fp16 as diffusers' examples load it
        QVERIFY(r);
        QVERIFY(fit::weightFormatOf(r->scenario) == fit::WeightFormat::denseOf(fit::DenseDtype::F16));
        r = scenario::resolve(pipeline("flux1-dev"), cat()); // a DiT: bf16
        QVERIFY(r);
        QVERIFY(fit::weightFormatOf(r->scenario) == fit::WeightFormat::denseOf(fit::DenseDtype::BF16));
        c = pipeline("flux1-dev");
        c.weights = fit::WeightFormat::ggmlOf(fit::GgmlType::Q8_0);
        r = scenario::resolve(c, cat());
        QVERIFY(r);
        QVERIFY(fit::weightFormatOf(r->scenario) == fit::WeightFormat::ggmlOf(fit::GgmlType::Q8_0));
    }

    void knobsArrive()
    {
        Choice c = llm(WorkloadKind::Lora);
        c.gpuCount = 8;
        c.contextTokens = 4096;
        c.concurrency = 7; // ignored by training
        c.flashAttention = false;
        c.training.microBatch = 4;
        c.training.gradientAccumulationSteps = 16;
        c.training.optimizer = fit::Optimizer::PagedAdamW8bit;
        c.training.masterWeights = false;
        c.training.gradientDtype = fit::GradientDtype::FP32;
        c.training.optimizerInBackward = false; // true with accumulation is refused (refusals)
        c.training.checkpointing = fit::ActivationCheckpointing::Full;
        c.training.sharding = fit::Sharding::FsdpHybrid;
        c.training.shardGroup = 4;
        c.training.offload = fit::Offload::Optimizer;
        c.training.loraRank = 64;
        c.training.loraTargets = fit::kLoraAllTargets;
        const std::optional<scenario::Resolved> r = scenario::resolve(c, cat());
        QVERIFY(r);
        const fit::Scenario &s = r->scenario;
        QVERIFY(s.kind == WorkloadKind::Lora);
        QCOMPARE(s.workload.contextTokens, 4096);
        QCOMPARE(s.workload.concurrency, 1);
        QCOMPARE(s.hardware.gpuCount, 8);
        QCOMPARE(s.hardware.tensorParallel, 1);
        QCOMPARE(s.training.microBatch, 4);
        QCOMPARE(s.training.gradientAccumulationSteps, 16);
        QVERIFY(s.training.optimizer == fit::Optimizer::PagedAdamW8bit);
        QCOMPARE(s.training.masterWeights, false);
        QVERIFY(s.training.gradients == fit::GradientDtype::FP32);
        QCOMPARE(s.training.optimizerInBackward, false);
        Choice fused = llm(WorkloadKind::FullFinetune);
        fused.training.optimizerInBackward = true;
        const std::optional<scenario::Resolved> rf = scenario::resolve(fused, cat());
        QVERIFY(rf);
        QCOMPARE(rf->scenario.training.optimizerInBackward, true);
        QVERIFY(s.training.checkpointing == fit::ActivationCheckpointing::Full);
        QCOMPARE(s.training.flashAttention, false);
        QVERIFY(s.training.sharding == fit::Sharding::FsdpHybrid);
        QCOMPARE(s.training.shardGroup, 4);
        QVERIFY(s.training.offload == fit::Offload::Optimizer);
        QCOMPARE(s.training.loraRank, 64);
        QCOMPARE(s.training.loraTargets, fit::kLoraAllTargets);

        Choice d = pipeline("sdxl");
        d.diffusion.width = 1024;
        d.diffusion.height = 768;
        d.diffusion.images = 4;
        d.diffusion.vaeTile = 512;
        d.diffusion.vaeSlicing = true;
        d.diffusion.offload = fit::DiffusionOffload::Model;
        const std::optional<scenario::Resolved> rd = scenario::resolve(d, cat());
        QVERIFY(rd);
        QCOMPARE(rd->scenario.diffusion.width, 1024);
        QCOMPARE(rd->scenario.diffusion.height, 768);
        QCOMPARE(rd->scenario.diffusion.images, 4);
        QCOMPARE(rd->scenario.diffusion.vaeTile, 512);
        QCOMPARE(rd->scenario.diffusion.vaeSlicing, true);
        QVERIFY(rd->scenario.diffusion.offload == fit::DiffusionOffload::Model);
    }

    void inferenceJsonUnchanged()
    {
        // An inference choice writes exactly the keys issue 10 stored: no "workload", "training", "diffusion".
        const QJsonObject o = scenario::choiceToJson(llm(std::nullopt));
        QCOMPARE(o.size(), 19); // the 19 keys choicejson.h lists
        QVERIFY(!o.contains(QLatin1String("workload")));
        QVERIFY(!o.contains(QLatin1String("training")));
        QVERIFY(!o.contains(QLatin1String("diffusion")));
        // Spelling the default kind out does not change the identity.
        QCOMPARE(scenario::scenarioFingerprint(llm(WorkloadKind::Inference)),
                 scenario::scenarioFingerprint(llm(std::nullopt)));
    }

    void roundTrip()
    {
        Choice c = llm(WorkloadKind::Qlora);
        c.gpuCount = 2;
        c.training.sharding = fit::Sharding::FsdpFull;
        c.training.offload = fit::Offload::OptimizerParams;
        c.training.loraRank = 8;
        c.training.loraTargets = fit::LoraQ | fit::LoraV | fit::LoraDown;
        c.training.checkpointing = fit::ActivationCheckpointing::Full;
        c.training.masterWeights = false;
        const QByteArray text = QJsonDocument(scenario::choiceToJson(c)).toJson();
        QString error;
        const std::optional<Choice> back = scenario::choiceFromJson(QJsonDocument::fromJson(text).object(), &error);
        QVERIFY2(back, qPrintable(error));
        QVERIFY(back->workload == c.workload);
        QVERIFY(back->training == c.training);
        QCOMPARE(scenario::scenarioFingerprint(*back), scenario::scenarioFingerprint(c));

        Choice d = pipeline("flux1-dev");
        d.diffusion.width = 1536;
        d.diffusion.height = 1024;
        d.diffusion.images = 2;
        d.diffusion.vaeTile = 0;
        d.diffusion.offload = fit::DiffusionOffload::Sequential;
        const std::optional<Choice> dBack = scenario::choiceFromJson(scenario::choiceToJson(d), &error);
        QVERIFY2(dBack, qPrintable(error));
        QVERIFY(dBack->diffusion == d.diffusion);
    }

    void fingerprintNormalisesDefaults()
    {
        Choice plain = llm(WorkloadKind::Lora);
        Choice spelt = plain;
        spelt.training.microBatch = 1;
        spelt.training.optimizer = fit::Optimizer::AdamW;
        spelt.training.masterWeights = true;
        spelt.training.loraRank = 16;
        spelt.training.loraTargets = fit::kLoraDefaultTargets;
        spelt.concurrency = 9; // training ignores it
        spelt.kvCacheK = fit::KvCacheDtype::Q8_0;
        QCOMPARE(scenario::scenarioFingerprint(spelt), scenario::scenarioFingerprint(plain));
        Choice other = plain;
        other.training.loraRank = 32;
        QVERIFY(scenario::scenarioFingerprint(other) != scenario::scenarioFingerprint(plain));

        Choice sd = pipeline("sdxl");
        Choice sdSpelt = sd;
        sdSpelt.workload = WorkloadKind::Diffusion;
        sdSpelt.diffusion.images = 1;
        sdSpelt.diffusion.vaeSlicing = false;
        sdSpelt.weights = fit::WeightFormat::denseOf(fit::DenseDtype::F16);
        sdSpelt.contextTokens = 12345; // image generation has no context
        QCOMPARE(scenario::scenarioFingerprint(sdSpelt), scenario::scenarioFingerprint(sd));
    }

    void jsonRefusals_data()
    {
        QTest::addColumn<QString>("key");
        QTest::addColumn<QString>("json");
        QTest::newRow("workload") << "workload"
                                  << R"({"workload": "pretraining"})";
        QTest::newRow("training not an object") << "training"
                                                << R"({"training": 3})";
        QTest::newRow("optimizer") << "optimizer"
                                   << R"({"training": {"optimizer": "adam"}})";
        QTest::newRow("micro_batch 0") << "micro_batch"
                                       << R"({"training": {"micro_batch": 0}})";
        QTest::newRow("lora_targets repeated") << "lora_targets"
                                               << R"({"training": {"lora_targets": "q,q"}})";
        QTest::newRow("master_weights") << "master_weights"
                                        << R"({"training": {"master_weights": "fp32"}})";
        QTest::newRow("width") << "width"
                               << R"({"diffusion": {"width": 16385}})";
        QTest::newRow("offload") << "offload"
                                 << R"({"diffusion": {"offload": "disk"}})";
    }
    void jsonRefusals()
    {
        QFETCH(QString, key);
        QFETCH(QString, json);
        QJsonObject o = scenario::choiceToJson(llm(std::nullopt));
        const QJsonObject extra = QJsonDocument::fromJson(json.toUtf8()).object();
        for (auto it = extra.begin(); it != extra.end(); ++it)
            o.insert(it.key(), it.value());
        QString error;
        QVERIFY(!scenario::choiceFromJson(o, &error));
        QVERIFY2(error.contains(u'"' + key + u'"'), qPrintable(error));
    }
};

QTEST_GUILESS_MAIN(TestWorkloadChoice)
#include "tst_workloadchoice.moc"
