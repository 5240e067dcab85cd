// SPDX-License-Identifier: GPL-3.0-or-later
// The two front ends agree (issue 10, acceptance point 1): for every row of a table of scenarios, the fit
// explorer driven through its own widgets and `headroom estimate --json` run through cli::run() give the
// same JSON, byte for byte, and the window shows the estimate that JSON describes.
//
// Each row is written once, as the command line's flags. The CLI gets them as they are; windowFollows()
// turns the same flags into what a user does in the window (pick the model or open the config.json, the
// engine, the weights, the K and V cache types, the GPU, the GPU count, the GPUs per replica, the engine
// knobs, the context and the concurrency), with the CLI's defaults where a flag is absent (context 4096,
// concurrency 1, f16 KV cache: the window starts at 8192 tokens and 4 sequences). The window's
// currentResolved() then goes through the CLI's own FitReport::compute() and estimateToJson() (as
// EstimateCommand::run() does for --json), so any difference in the choice, the resolved scenario or
// where the weights came from shows up as a difference in the bytes; and the window's own
// currentEstimate() must equal the report's estimate, so a window that showed an estimate of its own
// would fail too.
//
// The rows cover every engine (generic, llama.cpp, ik_llama.cpp, vLLM, Ollama), the catalogue presets and
// imported config.json files (tests/data/configs: float32 TinyLlama, bfloat16 Llama/Qwen/Gemma/Mistral/Phi,
// GPTQ and AWQ int4, bitsandbytes NF4, FP8 blocks, MXFP4), 1 to 8 GPUs, one replica over all GPUs and
// explicit --tensor-parallel splits into replicas, llama.cpp/Ollama layer splits over 3, 5, 6 and 7 GPUs,
// split K/V cache types, an fp8 vLLM cache, vLLM --gpu-memory-utilization and --max-num-batched-tokens,
// llama.cpp --ubatch and flash attention off, and scenarios that do not fit.
//
// tests/data/configs/tinyllama-1.1b-3t.json is TinyLlama/TinyLlama-1.1B-intermediate-step-1431k-3T's
// config.json (https://huggingface.co/TinyLlama/TinyLlama-1.1B-intermediate-step-1431k-3T/blob/
// 59f6f375b26bde864a6ca194a9a3044570490064/config.json, retrieved 2026-11): a LlamaConfig written by
// transformers 4.31.0.dev0 with "torch_dtype": "float32" (the TinyLlama repository's lit->HF converter
// writes exactly these keys, see its get_tinyllama_init_hf_config()), 22 layers, hidden 2048, 32 heads,
// 4 KV heads, intermediate 5632, vocabulary 32000, max_position_embeddings 2048 (the model card's
// "Layers: 22, Heads: 32, Query Groups: 4, Embedding Size: 2048, Intermediate Size (Swiglu): 5632").

#include <cli/cli.h>
#include <cli/commandline.h>
#include <cli/fitreport.h>
#include <cli/jsonformat.h>
#include <ui/diffusioncontrols.h>
#include <ui/fitexplorer.h>
#include <ui/trainingcontrols.h>

#include <catalog/catalog.h>
#include <cli/optionreader.h>
#include <cli/scenariooptions.h>
#include <fit/fitmodel.h>
#include <fit/weightformat.h>
#include <scenario/choice.h>
#include <scenario/choicejson.h>

#include <QCheckBox>
#include <QComboBox>
#include <QCommandLineParser>
#include <QDoubleSpinBox>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTest>
#include <QTextStream>

using namespace headroom;
using headroom::ui::FitExplorer;

namespace {

QString configPath(const QString &name)
{
    return QStringLiteral(HEADROOM_TEST_DATA_DIR "/configs/") + name;
}

struct CliOutcome {
    int exitCode = -1;
    QString out;
    QString err;
};

CliOutcome runCli(const QStringList &arguments)
{
    CliOutcome o;
    QTextStream out(&o.out);
    QTextStream err(&o.err);
    o.exitCode = cli::run(QStringList{QStringLiteral("headroom")} + arguments, out, err);
    out.flush();
    err.flush();
    return o;
}

/// A row's flags: "--model X.json" names a file in tests/data/configs, the rest is passed as written.
QStringList cliArguments(const char *flags)
{
    QStringList words = QString::fromUtf8(flags).split(u' ', Qt::SkipEmptyParts);
    for (qsizetype i = 0; i + 1 < words.size(); ++i) {
        if (words[i] == QLatin1String("--model") && words[i + 1].endsWith(QLatin1String(".json")))
            words[i + 1] = configPath(words[i + 1]);
    }
    return QStringList{QStringLiteral("estimate")} + words + QStringList{QStringLiteral("--json")};
}

/// Flag -> value of "--flag value" pairs (every option of these rows takes a value).
QHash<QString, QString> flagValues(const QStringList &arguments)
{
    QHash<QString, QString> values;
    for (qsizetype i = 0; i + 1 < arguments.size(); ++i) {
        if (arguments[i].startsWith(QLatin1String("--")) && !arguments[i + 1].startsWith(QLatin1String("--")))
            values.insert(arguments[i].mid(2), arguments[i + 1]);
    }
    return values;
}

/// Selects the combo entry whose item data is `data`; false when there is none.
bool selectData(QComboBox *combo, const QString &data)
{
    const int index = combo->findData(data);
    if (index < 0)
        return false;
    combo->setCurrentIndex(index);
    return true;
}

/// The training and image-generation flags (cli/workloadoptions.h) done in the window's TrainingControls /
/// DiffusionControls. Returns an empty string, or what could not be done.
QString windowFollowsWorkload(FitExplorer &explorer, const QHash<QString, QString> &f)
{
    const auto on = [&f](const char *flag, const char *yes = "on") {
        return f.value(QLatin1String(flag)) == QLatin1String(yes);
    };
    ui::TrainingControls *t = explorer.trainingControls();
    const std::pair<const char *, QComboBox *> combos[] = {
        {"optimizer", t->optimizerCombo()},
        {"gradient-dtype", t->gradientDtypeCombo()},
        {"activation-checkpointing", t->checkpointingCombo()},
        {"sharding", t->shardingCombo()},
        {"offload", t->offloadCombo()},
        {"master-weights", t->masterWeightsCombo()},
    };
    for (const auto &[flag, combo] : combos) {
        if (f.contains(QLatin1String(flag)) && !selectData(combo, f.value(QLatin1String(flag))))
            return QStringLiteral("no %1 %2").arg(QLatin1String(flag), f.value(QLatin1String(flag)));
    }
    const std::pair<const char *, QSpinBox *> spins[] = {
        {"micro-batch-size", t->microBatchSpinBox()},
        {"gradient-accumulation", t->gradientAccumulationSpinBox()},
        {"shard-group", t->shardGroupSpinBox()},
        {"lora-rank", t->loraRankSpinBox()},
    };
    for (const auto &[flag, spin] : spins) {
        if (f.contains(QLatin1String(flag)))
            spin->setValue(f.value(QLatin1String(flag)).toInt());
    }
    if (f.contains(QStringLiteral("optimizer-in-backward")))
        t->optimizerInBackwardCheckBox()->setChecked(on("optimizer-in-backward"));
    if (f.contains(QStringLiteral("lora-targets"))) {
        const std::optional<unsigned> targets =
            fit::loraTargetsFromString(f.value(QStringLiteral("lora-targets")).toStdString());
        if (!targets)
            return QStringLiteral("bad --lora-targets");
        for (unsigned bit = 1; bit <= fit::LoraDown; bit <<= 1)
            t->loraTargetCheckBox(bit)->setChecked((*targets & bit) != 0);
    }
    ui::DiffusionControls *d = explorer.diffusionControls();
    if (f.contains(QStringLiteral("image"))) {
        const QStringList size = f.value(QStringLiteral("image")).split(u'x');
        d->widthSpinBox()->setValue(size.value(0).toInt());
        d->heightSpinBox()->setValue(size.value(1).toInt());
    }
    if (f.contains(QStringLiteral("images")))
        d->imagesSpinBox()->setValue(f.value(QStringLiteral("images")).toInt());
    if (f.contains(QStringLiteral("vae-tiling"))) {
        d->vaeTilingCheckBox()->setChecked(!on("vae-tiling", "off"));
        if (!on("vae-tiling", "off"))
            d->vaeTileSpinBox()->setValue(f.value(QStringLiteral("vae-tiling")).toInt());
    }
    if (f.contains(QStringLiteral("vae-slicing")))
        d->vaeSlicingCheckBox()->setChecked(on("vae-slicing"));
    if (f.contains(QStringLiteral("diffusion-offload")) &&
        !selectData(d->offloadCombo(), f.value(QStringLiteral("diffusion-offload"))))
        return QStringLiteral("no diffusion offload %1").arg(f.value(QStringLiteral("diffusion-offload")));
    return {};
}

/// Does in the window what the flags ask, in the order a user would: the workload and the model first
/// (they reset the weights and the context range), then the engine (it resets the knobs and may change the
/// weights list), the weights, the KV cache types, the GPU, the count and the GPUs per replica, the engine
/// knobs, the context and concurrency, and the training or image-generation knobs.
/// Returns an empty string, or what could not be done.
QString windowFollows(FitExplorer &explorer, const QStringList &arguments)
{
    const QHash<QString, QString> f = flagValues(arguments);
    if (f.contains(QStringLiteral("workload"))) {
        const std::optional<fit::WorkloadKind> kind =
            fit::workloadKindFromString(f.value(QStringLiteral("workload")).toStdString());
        if (!kind || !explorer.selectWorkload(*kind))
            return QStringLiteral("no workload %1").arg(f.value(QStringLiteral("workload")));
    }
    const QString model = f.value(QStringLiteral("model"));
    if (model.endsWith(QLatin1String(".json"))) {
        catalog::HfConfigError error;
        if (explorer.importModelConfig(model, &error).isEmpty())
            return QStringLiteral("cannot import %1: %2").arg(model, error.message);
    } else if (!explorer.selectModel(model)) {
        return QStringLiteral("no model %1").arg(model);
    }
    const QString engineName = f.value(QStringLiteral("engine"), QStringLiteral("generic"));
    const std::optional<fit::Engine> engine = fit::engineFromString(engineName.toStdString());
    if (!engine || !explorer.selectEngine(*engine))
        return QStringLiteral("no engine %1").arg(engineName);
    if (f.contains(QStringLiteral("weights"))) {
        const std::optional<fit::WeightFormat> format =
            fit::parseWeightFormat(f.value(QStringLiteral("weights")).toStdString());
        if (!format || !selectData(explorer.weightPrecisionCombo(), QString::fromStdString(fit::toString(*format))))
            return QStringLiteral("the weights list has no %1").arg(f.value(QStringLiteral("weights")));
    }
    const QString both = f.value(QStringLiteral("kv-cache-dtype"), QStringLiteral("f16"));
    const QString k = f.value(QStringLiteral("kv-cache-dtype-k"), both);
    const QString v = f.value(QStringLiteral("kv-cache-dtype-v"), both);
    if (!explorer.selectKvCache(k, v))
        return QStringLiteral("no KV cache type %1/%2").arg(k, v);
    if (!explorer.selectGpu(f.value(QStringLiteral("gpu"))))
        return QStringLiteral("no GPU %1").arg(f.value(QStringLiteral("gpu")));
    explorer.gpuCountSpinBox()->setValue(f.value(QStringLiteral("gpus"), QStringLiteral("1")).toInt());
    if (f.contains(QStringLiteral("tensor-parallel")))
        explorer.tensorParallelSpinBox()->setValue(f.value(QStringLiteral("tensor-parallel")).toInt());
    if (f.contains(QStringLiteral("gpu-memory-utilization")))
        explorer.gpuMemoryUtilizationSpinBox()->setValue(f.value(QStringLiteral("gpu-memory-utilization")).toDouble());
    if (f.contains(QStringLiteral("max-num-batched-tokens")))
        explorer.maxNumBatchedTokensSpinBox()->setValue(f.value(QStringLiteral("max-num-batched-tokens")).toInt());
    if (f.contains(QStringLiteral("ubatch")))
        explorer.ubatchSpinBox()->setValue(f.value(QStringLiteral("ubatch")).toInt());
    if (f.contains(QStringLiteral("flash-attention")))
        (fit::isTraining(explorer.currentWorkload()) ? explorer.trainingControls()->flashAttentionCheckBox()
                                                     : explorer.flashAttentionCheckBox())
            ->setChecked(f.value(QStringLiteral("flash-attention")) == QLatin1String("on"));
    explorer.contextSpinBox()->setValue(f.value(QStringLiteral("context"), QStringLiteral("4096")).toInt());
    explorer.concurrencySpinBox()->setValue(f.value(QStringLiteral("concurrency"), QStringLiteral("1")).toInt());
    return windowFollowsWorkload(explorer, f);
}

/// The scenario::Choice the command line's option parser builds from a row's flags (ScenarioOptions, which
/// reads the workload options too), before resolve() turns it into a scenario.
std::optional<scenario::Choice> cliChoice(const QStringList &arguments, QString *problem)
{
    cli::CommandLine parser;
    cli::ScenarioOptions::addGpuOptions(parser);
    cli::ScenarioOptions::addScenarioOptions(parser);
    QStringList words = arguments.mid(1); // without "estimate"
    words.removeAll(QStringLiteral("--json"));
    if (const std::optional<cli::CommandError> e = cli::OptionReader::parse(parser, words)) {
        *problem = e->message;
        return std::nullopt;
    }
    const cli::OptionReader options(parser);
    cli::CommandError error;
    const std::optional<cli::GpuChoice> gpu =
        cli::ScenarioOptions::readGpu(options, catalog::Catalog::builtIn(), &error);
    const std::optional<cli::ScenarioChoice> resolved =
        gpu ? cli::ScenarioOptions::readScenario(options, catalog::Catalog::builtIn(), *gpu, &error) : std::nullopt;
    if (!resolved) {
        *problem = error.message;
        return std::nullopt;
    }
    return resolved->choice;
}

/// The first place where two JSON values differ, as "path: A vs B"; empty when they are equal.
QString firstDifference(const QJsonValue &a, const QJsonValue &b, const QString &path)
{
    if (a.isObject() && b.isObject()) {
        const QJsonObject x = a.toObject();
        const QJsonObject y = b.toObject();
        QStringList keys = x.keys() + y.keys();
        keys.sort();
        keys.removeDuplicates();
        for (const QString &key : keys) {
            const QString d = firstDifference(x.value(key), y.value(key), path + u'.' + key);
            if (!d.isEmpty())
                return d;
        }
        return {};
    }
    if (a.isArray() && b.isArray() && a.toArray().size() == b.toArray().size()) {
        for (qsizetype i = 0; i < a.toArray().size(); ++i) {
            const QString d =
                firstDifference(a.toArray().at(i), b.toArray().at(i), path + QStringLiteral("[%1]").arg(i));
            if (!d.isEmpty())
                return d;
        }
        return {};
    }
    if (a == b)
        return {};
    const auto text = [](const QJsonValue &v) {
        if (v.isUndefined())
            return QStringLiteral("(absent)");
        return QString::fromUtf8(QJsonDocument(QJsonArray{v}).toJson(QJsonDocument::Compact)).mid(1).chopped(1);
    };
    return QStringLiteral("%1: CLI %2, window %3").arg(path, text(a), text(b));
}

QString firstDifference(const QString &cliJson, const QString &windowJson)
{
    const QString d = firstDifference(QJsonDocument::fromJson(cliJson.toUtf8()).object(),
                                      QJsonDocument::fromJson(windowJson.toUtf8()).object(), QStringLiteral("$"));
    return d.isEmpty() ? QStringLiteral("same JSON values, different bytes") : d;
}

} // namespace

class TstFrontends : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void windowAndCliAgree_data();
    void windowAndCliAgree();
    void windowAndCliRefuseAlike_data();
    void windowAndCliRefuseAlike();
    void windowOffersOnlyFormatsTheEngineLoads();
    void float32ConfigIsFp32InBoth();
};

void TstFrontends::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

void TstFrontends::windowAndCliAgree_data()
{
    QTest::addColumn<QStringList>("arguments");
    // True for the rows that cannot fit, worked out by hand below; false: the table does not say.
    QTest::addColumn<bool>("mustNotFit");
    const auto row = [](const char *name, const char *flags, bool mustNotFit = false) {
        QTest::newRow(name) << cliArguments(flags) << mustNotFit;
    };

    // --- Catalogue presets.
    row("generic, Llama 3.1 8B, RTX 4090, CLI defaults", "--model llama-3.1-8b --gpu rtx-4090");
    // The case: llama.cpp -ub 4096 (with -b raised to 4096) at 32768 tokens.
    row("llama.cpp, Llama 3.1 8B, H100, ubatch 4096, context 32768",
        "--model llama-3.1-8b --gpu h100-80gb --engine llama.cpp --ubatch 4096 --context 32768");
    row("llama.cpp, ubatch 4096, flash attention off",
        "--model llama-3.1-8b --gpu h100-80gb --engine llama.cpp --ubatch 4096 --flash-attention off --context 32768");
    row("llama.cpp, q4_k_m, K q8_0 V q4_0",
        "--model llama-3.1-8b --gpu h100-80gb --engine llama.cpp --weights q4_k_m --kv-cache-dtype-k q8_0 "
        "--kv-cache-dtype-v q4_0 --context 16384 --concurrency 4");
    row("llama.cpp, q8_0, quantized V without flash attention",
        "--model llama-3.1-8b --gpu rtx-4090 --engine llama.cpp --weights q8_0 --kv-cache-dtype-v q8_0 "
        "--flash-attention off --context 8192");
    row("llama.cpp, 70B q4_k_m, 3 GPUs by layer",
        "--model llama-3.1-70b --gpu h100-80gb --gpus 3 --engine llama.cpp --weights q4_k_m --context 8192");
    row("ik_llama.cpp, 70B q5_k_m, 5 GPUs by layer",
        "--model llama-3.1-70b --gpu a100-80gb --gpus 5 --engine ik_llama.cpp --weights q5_k_m --context 16384 "
        "--concurrency 2");
    row("ollama, 70B q4_k_m, 6 L40S by layer",
        "--model llama-3.1-70b --gpu l40s --gpus 6 --engine ollama --weights q4_k_m --context 8192");
    row("llama.cpp, 70B q4_0, 7 RTX 4090 by layer, q8_0 cache",
        "--model llama-3.1-70b --gpu rtx-4090 --gpus 7 --engine llama.cpp --weights q4_0 --kv-cache-dtype q8_0");
    row("ollama, Qwen2.5 72B, 3 GPUs, q8_0 cache, flash attention on",
        "--model qwen2.5-72b --gpu h100-80gb --gpus 3 --engine ollama --weights q4_k_m --kv-cache-dtype q8_0 "
        "--flash-attention on --context 16384");
    row("vllm, 70B, 8 GPUs TP 4 (2 replicas), fp8 cache, utilization 0.85",
        "--model llama-3.1-70b --gpu h100-80gb --gpus 8 --tensor-parallel 4 --engine vllm --kv-cache-dtype fp8 "
        "--gpu-memory-utilization 0.85 --context 32768 --concurrency 16");
    row("vllm, 70B, 4 GPUs, max-num-batched-tokens 16384",
        "--model llama-3.1-70b --gpu h100-80gb --gpus 4 --engine vllm --max-num-batched-tokens 16384 --context 8192 "
        "--concurrency 8");
    row("vllm, 8B, A100 40GB, utilization 0.85, max-num-batched-tokens 4096",
        "--model llama-3.1-8b --gpu a100-40gb --engine vllm --gpu-memory-utilization 0.85 "
        "--max-num-batched-tokens 4096 --context 16384 --concurrency 4");
    row("vllm, Mixtral 8x7B, 2 GPUs, fp8 cache",
        "--model mixtral-8x7b --gpu h100-80gb --gpus 2 --engine vllm --kv-cache-dtype fp8 --context 32768 "
        "--concurrency 8");
    row("vllm, Qwen2.5 72B fp8, 8 H200 TP 2 (4 replicas)",
        "--model qwen2.5-72b --gpu h200 --gpus 8 --tensor-parallel 2 --engine vllm --weights fp8-block128 "
        "--context 32768 --concurrency 4");
    row("generic, 70B bf16 on 2 H200", "--model llama-3.1-70b --gpu h200 --gpus 2 --context 8192 --concurrency 2");
    // Llama 3.1 70B holds 70.6e9 parameters: 141 GB of bf16 weights, above one 24 GB or 80 GB GPU.
    row("generic, 70B bf16 on one RTX 4090 (does not fit)", "--model llama-3.1-70b --gpu rtx-4090", true);
    row("vllm, 70B bf16 on one H100 (does not fit)", "--model llama-3.1-70b --gpu h100-80gb --engine vllm", true);
    row("generic, Mistral 7B fp16, L40S, 32k x 2",
        "--model mistral-7b-v0.3 --gpu l40s --weights fp16 --context 32768 --concurrency 2");
    row("generic, Qwen2.5 7B, 2 RTX 4090 TP 1 (2 replicas)",
        "--model qwen2.5-7b --gpu rtx-4090 --gpus 2 --tensor-parallel 1 --context 8192");
    row("ollama, Qwen2.5 7B q4_k_m, MI300X", "--model qwen2.5-7b --gpu mi300x --engine ollama --weights q4_k_m "
                                             "--context 32768 --concurrency 4");

    // --- Training (issue 11): ZeRO-3 divides the model states by the 8 GPUs, LoRA and QLoRA adapt q, k, v, o
    // (or every linear), offload moves the optimizer to host RAM, FSDP HYBRID_SHARD shards inside groups.
    row("full fine-tune, Llama 3.1 8B, ZeRO-3 on 8 H100",
        "--workload full-finetune --model llama-3.1-8b --gpu h100-80gb --gpus 8 --sharding zero3 --context 2048 "
        "--micro-batch-size 2 --activation-checkpointing full");
    row("full fine-tune, Qwen2.5 7B, FSDP hybrid over 16 H100 in groups of 8, 8-bit AdamW",
        "--workload full-finetune --model qwen2.5-7b --gpu h100-80gb --gpus 16 --sharding fsdp-hybrid --shard-group 8 "
        "--optimizer adamw-8bit --gradient-accumulation 4 --context 4096");
    row("full fine-tune, Llama 3.1 8B, ZeRO-2 with optimizer offload on one H100",
        "--workload full-finetune --model llama-3.1-8b --gpu h100-80gb --sharding zero2 --offload optimizer "
        "--activation-checkpointing full --context 2048");
    row("lora, Llama 3.1 8B, RTX 4090, rank 32 on every linear",
        "--workload lora --model llama-3.1-8b --gpu rtx-4090 --context 4096 --activation-checkpointing full "
        "--lora-rank 32 --lora-targets q,k,v,o,gate,up,down");
    row("lora, Qwen3 8B config, L40S, no master weights, optimizer step in backward",
        "--workload lora --model qwen3-8b.json --gpu l40s --context 2048 --master-weights none "
        "--optimizer-in-backward on --gradient-dtype fp32");
    row("qlora, Llama 3.1 70B on one H100, paged 8-bit AdamW",
        "--workload qlora --model llama-3.1-70b --gpu h100-80gb --context 2048 --activation-checkpointing full "
        "--optimizer paged-adamw-8bit");
    row("qlora, Llama 3.1 8B nf4-dq, RTX 4090, selective checkpointing",
        "--workload qlora --model llama-3.1-8b --gpu rtx-4090 --weights nf4-dq --activation-checkpointing selective "
        "--micro-batch-size 4 --context 1024");

    // --- Image generation (issue 11).
    row("diffusion, SDXL 1024x1024, 4 images, VAE slicing, RTX 4090",
        "--model sdxl --gpu rtx-4090 --image 1024x1024 --images 4 --vae-slicing on");
    row("diffusion, FLUX.1 dev q8_0, model offload, VAE tiles of 512",
        "--workload diffusion --model flux1-dev --gpu rtx-4090 --weights q8_0 --diffusion-offload model "
        "--vae-tiling 512");
    row("diffusion, SD 1.5 at its native 512x512, L40S", "--model sd15 --gpu l40s");
    row("diffusion, SD3 Medium 1536x1024 fp16, sequential offload",
        "--model sd3-medium --gpu a100-40gb --weights fp16 --image 1536x1024 --diffusion-offload sequential");

    // --- Imported config.json files.
    row("generic, TinyLlama float32 config", "--model tinyllama-1.1b-3t.json --gpu rtx-4090 --context 2048");
    row("vllm, TinyLlama float32 config, 2 GPUs",
        "--model tinyllama-1.1b-3t.json --gpu h100-80gb --gpus 2 --engine vllm --context 2048 --concurrency 32");
    row("llama.cpp, TinyLlama float32 config (F32 GGUF)",
        "--model tinyllama-1.1b-3t.json --gpu a100-40gb --engine llama.cpp --context 2048 --concurrency 4");
    row("vllm, Qwen3 32B AWQ config", "--model qwen3-32b-awq.json --gpu h100-80gb --engine vllm --context 16384 "
                                      "--concurrency 4");
    row("generic, Qwen3 32B AWQ config, RTX 4090", "--model qwen3-32b-awq.json --gpu rtx-4090 --context 8192");
    row("vllm, Qwen3 30B-A3B GPTQ config, 2 L40S, fp8 cache",
        "--model qwen3-30b-a3b-gptq-int4.json --gpu l40s --gpus 2 --engine vllm --kv-cache-dtype fp8 --context 32768");
    row("vllm, DeepSeek-V3 fp8 config, 8 H200",
        "--model deepseek-v3.json --gpu h200 --gpus 8 --engine vllm --context 8192 --concurrency 4");
    row("llama.cpp, DeepSeek-V3 q4_k_m, 8 H200 by layer",
        "--model deepseek-v3.json --gpu h200 --gpus 8 --engine llama.cpp --weights q4_k_m --context 8192");
    row("vllm, gpt-oss-20b MXFP4 config", "--model gpt-oss-20b.json --gpu h100-80gb --engine vllm --context 32768 "
                                          "--concurrency 8");
    row("generic, Llama 3 8B bitsandbytes NF4 config", "--model llama-3-8b-instruct-bnb-nf4.json --gpu rtx-4090");
    row("llama.cpp, Gemma 3 27B q4_k_m, sliding window",
        "--model gemma-3-27b-it.json --gpu h100-80gb --engine llama.cpp --weights q4_k_m --context 32768");
    row("ollama, Gemma 2 9B q8_0, 2 sequences",
        "--model gemma-2-9b-it.json --gpu l40s --engine ollama --weights q8_0 --context 8192 --concurrency 2");
    row("llama.cpp, Qwen3 30B-A3B q4_k_m, 5 GPUs by layer",
        "--model qwen3-30b-a3b.json --gpu h100-80gb --gpus 5 --engine llama.cpp --weights q4_k_m --context 32768 "
        "--concurrency 2");
    row("ik_llama.cpp, Mixtral config iq4_xs, 6 A100 by layer",
        "--model mixtral-8x7b.json --gpu a100-80gb --gpus 6 --engine ik_llama.cpp --weights iq4_xs --context 32768");
    row("vllm, Phi-3 mini config, utilization 0.85", "--model phi-3-mini-4k-instruct.json --gpu rtx-4090 --engine vllm "
                                                     "--gpu-memory-utilization 0.85 --concurrency 8");
    row("generic, Qwen3 8B config, 4 GPUs TP 2 (2 replicas)",
        "--model qwen3-8b.json --gpu a100-40gb --gpus 4 --tensor-parallel 2 --context 32768 --concurrency 4");
    row("generic, Mistral 7B v0.1 config, MI300X, 32k x 16",
        "--model mistral-7b-v0.1.json --gpu mi300x --context 32768 --concurrency 16");
    row("llama.cpp, Llama 3.1 8B bf16 config, 3 GPUs by layer",
        "--model llama-3.1-8b.json --gpu rtx-4090 --gpus 3 --engine llama.cpp --context 65536");
    row("ollama, Qwen2.5 7B config, q4_0 cache with flash attention",
        "--model qwen2.5-7b.json --gpu rtx-4090 --engine ollama --weights q4_k_m --kv-cache-dtype q4_0 "
        "--flash-attention on --context 32768");
    // Qwen3-32B: 64 layers x 8 KV heads x head_dim 128 x (K + V) x 2 bytes = 262,144 bytes per token;
    // 40960 tokens x 8 sequences x 262,144 = 80 GiB of f16 KV cache, above the RTX 4090's 24 GB.
    row("generic, Qwen3 32B AWQ config, 40960 x 8 (does not fit)",
        "--model qwen3-32b-awq.json --gpu rtx-4090 --context 40960 --concurrency 8", true);
}

void TstFrontends::windowAndCliAgree()
{
    QFETCH(QStringList, arguments);
    QFETCH(bool, mustNotFit);

    // A: the command line.
    const CliOutcome cliRun = runCli(arguments);
    QVERIFY2(cliRun.exitCode == cli::kExitOk, qPrintable(cliRun.err));
    QVERIFY(cliRun.err.isEmpty());

    // B: the window, through its widgets, then the CLI's report and JSON writer.
    FitExplorer explorer(catalog::Catalog::builtIn());
    const QString problem = windowFollows(explorer, arguments);
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    QVERIFY2(explorer.currentResolved().has_value(), qPrintable(explorer.verdictText()));
    QVERIFY(explorer.currentEstimate().has_value());
    cli::CommandError error;
    const std::optional<cli::FitReport> report = cli::FitReport::compute(*explorer.currentResolved(), &error);
    QVERIFY2(report.has_value(), qPrintable(error.message));
    const QString windowJson = cli::jsonText(QJsonDocument(cli::estimateToJson(*report)));

    QVERIFY2(cliRun.out.toUtf8() == windowJson.toUtf8(), qPrintable(firstDifference(cliRun.out, windowJson)));
    if (mustNotFit)
        QVERIFY(!report->estimate.fits);

    // What the window shows is the estimate the JSON describes.
    const fit::Estimate &shown = *explorer.currentEstimate();
    const fit::Estimate &reported = report->estimate;
    QCOMPARE(shown.perDevice.weights, reported.perDevice.weights);
    QCOMPARE(shown.perDevice.kvCache, reported.perDevice.kvCache);
    QCOMPARE(shown.perDevice.activations, reported.perDevice.activations);
    QCOMPARE(shown.perDevice.runtime, reported.perDevice.runtime);
    QCOMPARE(shown.perDevice.engineReserve, reported.perDevice.engineReserve);
    QCOMPARE(shown.fits, reported.fits);
    QCOMPARE(shown.headroomBytes, reported.headroomBytes);
    QCOMPARE(shown.kvCacheBytesPerToken, reported.kvCacheBytesPerToken);
    QCOMPARE(shown.devices, reported.devices);
    QCOMPARE(shown.replicas, reported.replicas);
    // And every other field the JSON prints: the report with the window's estimate prints the same bytes.
    cli::FitReport withShown = *report;
    withShown.estimate = shown;
    QCOMPARE(cli::jsonText(QJsonDocument(cli::estimateToJson(withShown))), windowJson);

    // And the window's Choice is the one the command line's option parser builds, however each spells the
    // defaults (scenario::scenarioFingerprint counts a value equal to resolve()'s default as unset).
    QString parseProblem;
    const std::optional<scenario::Choice> parsed = cliChoice(arguments, &parseProblem);
    QVERIFY2(parsed.has_value(), qPrintable(parseProblem));
    QCOMPARE(scenario::scenarioFingerprint(explorer.currentChoice()), scenario::scenarioFingerprint(*parsed));
}

void TstFrontends::windowAndCliRefuseAlike_data()
{
    QTest::addColumn<QStringList>("arguments");
    // Transformers' static cache holds torch dtypes, no GGML blocks (scenario::kvCacheTypesFor).
    QTest::newRow("Transformers + q4_0 KV cache")
        << cliArguments("--model llama-3.1-8b --gpu rtx-4090 --engine generic --kv-cache-dtype q4_0");
    // Ollama loads GGUF files; the AWQ config's own format is the window's "(from config)" entry.
    QTest::newRow("Ollama + awq-4bit-g128 (the AWQ config's own weights)")
        << cliArguments("--model qwen3-32b-awq.json --gpu h100-80gb --engine ollama");
    QTest::newRow("Ollama + --weights awq-4bit-g128")
        << cliArguments("--model llama-3.1-8b --gpu h100-80gb --engine ollama --weights awq-4bit-g128");
    // vLLM loads Hugging Face checkpoints, not GGUF file types.
    QTest::newRow("vLLM + q4_k_m") << cliArguments(
        "--model llama-3.1-8b --gpu h100-80gb --engine vllm --weights q4_k_m");
}

void TstFrontends::windowAndCliRefuseAlike()
{
    QFETCH(QStringList, arguments);

    const CliOutcome cliRun = runCli(arguments);
    QCOMPARE(cliRun.exitCode, cli::kExitUsage);
    QVERIFY(cliRun.out.isEmpty());
    QVERIFY2(cliRun.err.startsWith(QLatin1String("headroom: ")) && cliRun.err.endsWith(u'\n') &&
                 cliRun.err.count(u'\n') == 1,
             qPrintable(cliRun.err));
    const QString sentence = cliRun.err.mid(10).chopped(1);

    FitExplorer explorer(catalog::Catalog::builtIn());
    QString problem = windowFollows(explorer, arguments);
    if (problem.startsWith(QLatin1String("the weights list has no"))) {
        // The window lists only the formats the engine loads (see windowOffersOnlyFormatsTheEngineLoads), so
        // a user cannot pick this one; an entry added to the list reaches the same Choice and resolve().
        const QHash<QString, QString> f = flagValues(arguments);
        const std::optional<fit::WeightFormat> format =
            fit::parseWeightFormat(f.value(QStringLiteral("weights")).toStdString());
        QVERIFY(format);
        const QString data = QString::fromStdString(fit::toString(*format));
        explorer.weightPrecisionCombo()->addItem(data, data);
        problem = windowFollows(explorer, arguments);
    }
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    QVERIFY(!explorer.currentResolved().has_value());
    QVERIFY(!explorer.currentEstimate().has_value());
    const QString verdict = explorer.verdictText().section(u'\n', 0, 0);
    QVERIFY2(verdict.startsWith(QLatin1String("Cannot estimate: ")), qPrintable(verdict));
    const QString shown = verdict.mid(17);
    // The same sentence. The CLI writes every error line in one style (cli::run(), app/cli/cli.cpp: a
    // leading capital of an ordinary word goes lower case), so "Generic (Transformers) stores ..." and
    // "Ollama loads ..." start with a small letter there; everything after the first letter is equal.
    QCOMPARE(sentence.mid(1), shown.mid(1));
    QCOMPARE(sentence.at(0).toLower(), shown.at(0).toLower());
}

void TstFrontends::windowOffersOnlyFormatsTheEngineLoads()
{
    // With llama.cpp and Q4_K_M chosen, switching to vLLM does not leave a refused choice behind: vLLM's list
    // has no GGUF types and the window falls back to BF16 (FitExplorer::fillWeights), so the window never
    // shows the refusal `headroom estimate --engine vllm --weights q4_k_m` prints.
    FitExplorer explorer(catalog::Catalog::builtIn());
    QVERIFY(explorer.selectModel(QStringLiteral("llama-3.1-8b")));
    QVERIFY(explorer.selectEngine(fit::Engine::LlamaCpp));
    QVERIFY(selectData(explorer.weightPrecisionCombo(), QStringLiteral("q4_k_m")));
    QVERIFY(explorer.selectEngine(fit::Engine::Vllm));
    QCOMPARE(explorer.weightPrecisionCombo()->findData(QStringLiteral("q4_k_m")), -1);
    QCOMPARE(explorer.weightPrecisionCombo()->currentData().toString(), QStringLiteral("bf16"));
    QVERIFY(explorer.currentResolved().has_value());
}

void TstFrontends::float32ConfigIsFp32InBoth()
{
    // TinyLlama 1.1B (tinyllama-1.1b-3t.json): embeddings and the untied lm_head 32000 x 2048 = 65,536,000
    // each; per layer q and o 2048 x 2048 = 4,194,304 each, k and v 2048 x (4 x 64) = 524,288 each, the
    // SwiGLU MLP 3 x 2048 x 5632 = 34,603,008, two norms 2 x 2048 -> 44,044,288; 22 layers 968,974,336; the
    // final norm 2048. Total 1,100,048,384 parameters, as float32 4 bytes each: 4,400,193,536 bytes (the
    // published model.safetensors is 4.4 GB).
    const CliOutcome cliRun = runCli(cliArguments("--model tinyllama-1.1b-3t.json --gpu h100-80gb --context 2048"));
    QCOMPARE(cliRun.exitCode, cli::kExitOk);
    const QJsonObject json = QJsonDocument::fromJson(cliRun.out.toUtf8()).object();
    QCOMPARE(json.value(QLatin1String("weights_format")).toString(), QStringLiteral("fp32"));
    QCOMPARE(json.value(QLatin1String("weights_source")).toString(), QStringLiteral("config"));
    QCOMPARE(json.value(QLatin1String("per_device_bytes")).toObject().value(QLatin1String("weights")).toInteger(),
             qint64{4'400'193'536});

    FitExplorer explorer(catalog::Catalog::builtIn());
    QVERIFY(!explorer.importModelConfig(configPath(QStringLiteral("tinyllama-1.1b-3t.json"))).isEmpty());
    QCOMPARE(explorer.weightPrecisionCombo()->currentData().toString(), QStringLiteral("fp32"));
    QVERIFY(explorer.currentResolved().has_value());
    QCOMPARE(explorer.currentResolved()->weightsSource, scenario::WeightsSource::TorchDtype);
    QVERIFY(explorer.currentEstimate().has_value());
    QCOMPARE(explorer.currentEstimate()->perDevice.weights, std::int64_t{4'400'193'536});
}

QTEST_MAIN(TstFrontends)
#include "tst_frontends.moc"
