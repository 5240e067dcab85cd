// SPDX-License-Identifier: GPL-3.0-or-later
// Placements (issue 14) against real logs: every row of shared/validation/engine-measurements.tsv whose log
// prints per-device buffers (CUDA0:x|CUDA1:y|CPU:z, CPU_Mapped, Metal_Mapped, "KV per device"), copied
// unchanged into tests/data/placement-validation.tsv (rows LC02 LC03 LC06 LC09 IK01 IK02 IK11 IK12 IK13 OL01; each
// row's source_url names its log). For each row the scenario is built from the row and the command line its log shows,
// the model from its published config.json (catalogue presets, resources/catalog/models.json, or the numbers cited
// below), and our per-device weights and KV and host weights are compared with the printed buffers. One qInfo line per
// row and quantity: printed, ours, ratio.
//
// Quantities and tolerances (fixed for every row; never per row):
//  - KV per device: ours <= printed <= ours + 0.05 MiB. The cache is closed-form (cells x heads x head dim x
//    type), so it must not be short; a backend buffer may exceed its tensors by allocator padding: the IK12
//    (ik_llama.cpp) log's four KV buffers exceed n x 19.50 MiB by 0.02, 0.02, 0.03, 0.01 MiB for 40, 37, 62, 23
//    layers, about 512 B a layer (attention or not; 62 x 512 B = 0.03 MiB), while its "KV self size =
//    1248.00 MiB" is exact; 0.05 MiB allows that for up to ~100 layers. Rows printing one KV total compare it
//    with the single device's cache to the second decimal (llama.cpp prints %.2f).
//  - Host weights (token_embd in CPU_Mapped / CUDA_Host / CPU, plus experts with -ot exps=CPU): the token
//    embedding's type is a rule of llama-quant.cpp, not an approximation, so host weights that are only
//    token_embd must match to 0.01 MiB. Host weights that include experts, and every device's weights, are
//    priced with the file type's approximate tensor-type mix (weightformat.h: linearBitsPerWeight derived
//    for Llama-3-8B): within 3 % for those mixes, 0.5 % for the architecture-independent ones (Q8_0: every
//    matrix q8_0; MXFP4_MOE). 3 % of Q4_K_M's 4.797 bits is 0.144 bits: what a 7-point change in the share of
//    linear weights the rules bump from q4_K to q6_K gives ((6.5625 - 4.5) x 0.07; Llama-3-8B's share is
//    240/1664 = 14.4 %, weightformat.cpp), i.e. another architecture's attn_v / ffn_down share. 0.5 % covers the
//    f32 norms and routers and the GGUF padding.
//  - Total weights (every printed model buffer summed): the same tolerance as device weights; it tells a
//    byte-count error (format) from a placement error (which device).
// Rows that cannot match for a known reason are QEXPECT_FAIL with the reason.

#include <catalog/catalog.h>
#include <fit/fitmodel.h>
#include <fit/placement.h>

#include <QFile>
#include <QRegularExpression>
#include <QString>
#include <QStringList>
#include <QTest>

#include <cmath>
#include <map>

using namespace headroom;
using namespace headroom::fit;

namespace {

constexpr qint64 MiB = 1024LL * 1024;

struct Table {
    QStringList header;
    QList<QStringList> rows;
    QString field(const QStringList &row, const char *name) const
    {
        const qsizetype i = header.indexOf(QLatin1String(name));
        return i >= 0 && i < row.size() ? row.at(i).trimmed() : QString();
    }
};

Table readTable()
{
    Table t;
    QFile file(QStringLiteral(HEADROOM_TEST_DATA_DIR "/placement-validation.tsv"));
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text))
        return t;
    const QStringList lines = QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    if (lines.isEmpty())
        return t;
    t.header = lines.first().split(QLatin1Char('\t'));
    for (qsizetype i = 1; i < lines.size(); ++i)
        t.rows.append(lines.at(i).split(QLatin1Char('\t')));
    return t;
}

QString asMiB(qint64 bytes)
{
    return QString::number(double(bytes) / double(MiB), 'f', 2);
}

// A printed "%.2f" MiB figure as hundredths ("1166.62" -> 116662); -1 when malformed.
qint64 centis(const QString &printed)
{
    const QStringList parts = printed.split(QLatin1Char('.'));
    if (parts.size() != 2 || parts.at(1).size() != 2)
        return -1;
    return parts.at(0).toLongLong() * 100 + parts.at(1).toLongLong();
}

// |bytes / 2^20 - printed| <= 0.005 MiB (llama.cpp prints %.2f).
bool matchesPrinted(qint64 bytes, qint64 printedCentis)
{
    return std::abs(bytes * 100 - printedCentis * MiB) <= MiB / 2;
}

// The printed buffers of a row. measured_model_buffer_mib is "CUDA0:a|CUDA1:b|CPU:c" or one figure (the one
// GPU); CUDAn and Metal_Mapped are devices, CPU / CPU_Mapped / CUDA_Host host memory (llama.cpp's
// buffer-type names). measured_other may add "CPU_Mapped model buffer X MiB" (LC02).
struct Printed {
    std::map<int, qint64> deviceWeights; // centi-MiB per device index
    qint64 hostWeights = 0;
    std::map<int, qint64> deviceKv; // per device, when printed per device
    qint64 kvTotal = -1;
};

Printed printedOf(const Table &t, const QStringList &row)
{
    Printed p;
    const QString buffers = t.field(row, "measured_model_buffer_mib");
    if (!buffers.contains(QLatin1Char(':'))) {
        p.deviceWeights[0] = centis(buffers);
    } else {
        for (const QString &entry : buffers.split(QLatin1Char('|'))) {
            const QString name = entry.section(QLatin1Char(':'), 0, 0);
            const qint64 value = centis(entry.section(QLatin1Char(':'), 1, 1));
            if (name.startsWith(QLatin1String("CUDA")) && name != QLatin1String("CUDA_Host"))
                p.deviceWeights[name.mid(4).toInt()] = value;
            else if (name == QLatin1String("Metal_Mapped"))
                p.deviceWeights[0] = value;
            else
                p.hostWeights += value;
        }
    }
    static const QRegularExpression mapped(QStringLiteral("CPU_Mapped model buffer (\\d+\\.\\d\\d) MiB"));
    const QRegularExpressionMatch m = mapped.match(t.field(row, "measured_other"));
    if (m.hasMatch())
        p.hostWeights += centis(m.captured(1));

    // KV: "per device CUDA0 384.00, CUDA1 1152.00 MiB" (notes), "KV per device a/b/c/d MiB" (measured_other),
    // else measured_kv_mib, whose decimals are summed ("3072.00 (non-SWA) + 54.00 (SWA)").
    const QString text = t.field(row, "notes") + QLatin1Char(' ') + t.field(row, "measured_other");
    static const QRegularExpression perDevice(
        QStringLiteral("per device CUDA0 (\\d+\\.\\d\\d), CUDA1 (\\d+\\.\\d\\d)"));
    static const QRegularExpression slashes(QStringLiteral("KV per device ([0-9./]+) MiB"));
    if (const QRegularExpressionMatch pd = perDevice.match(text); pd.hasMatch()) {
        p.deviceKv[0] = centis(pd.captured(1));
        p.deviceKv[1] = centis(pd.captured(2));
    } else if (const QRegularExpressionMatch s = slashes.match(text); s.hasMatch()) {
        const QStringList parts = s.captured(1).split(QLatin1Char('/'));
        for (int i = 0; i < parts.size(); ++i)
            p.deviceKv[i] = centis(parts.at(i));
    }
    static const QRegularExpression decimal(QStringLiteral("\\d+\\.\\d\\d"));
    qint64 sum = 0;
    for (auto it = decimal.globalMatch(t.field(row, "measured_kv_mib")); it.hasNext();)
        sum += centis(it.next().captured(0));
    p.kvTotal = sum;
    return p;
}

Device catalogDevice(const char *id)
{
    const catalog::Gpu *gpu = catalog::Catalog::builtIn().gpu(QLatin1String(id));
    if (!gpu)
        qFatal("GPU %s is not in the catalogue", id);
    return Device{gpu->id.toStdString(), gpu->memoryBytes, gpu->speed};
}

ModelSpec preset(const char *id)
{
    const catalog::ModelPreset *p = catalog::Catalog::builtIn().model(QLatin1String(id));
    if (!p)
        qFatal("model %s is not in the catalogue", id);
    return p->spec;
}

// https://huggingface.co/THUDM/GLM-Z1-32B-0414/blob/main/config.json (Glm4ForCausalLM): 61 layers, 48 heads,
// 2 KV heads of 128, hidden 6144, FFN 23040, vocab 151552, untied, q/k/v bias, four norms per layer
// (input, post_self_attn, post_attention, post_mlp). Per layer: q and o 2 x 6144^2 = 75,497,472, k and v
// 2 x 6144 x 256 = 3,145,728, biases 6,656, MLP 3 x 6144 x 23040 = 424,673,280, norms 24,576: 503,347,712;
// x 61 = 30,704,210,432, + embeddings and head 2 x 931,135,488 + final norm 6,144 = 32,566,487,552 (the log's
// "model params = 32.57 B").
ModelSpec glmZ1_32b()
{
    ModelSpec m;
    m.id = "glm-z1-32b-0414";
    m.architecture = "Glm4ForCausalLM";
    m.layers = 61;
    m.attentionHeads = 48;
    m.kvHeads = 2;
    m.headDim = 128;
    m.hiddenSize = 6144;
    m.intermediateSize = 23040;
    m.vocabSize = 151552;
    m.maxContextTokens = 32768;
    m.attentionBias = true;
    m.normsPerLayer = 4;
    m.parameterCount = 32'566'487'552;
    return m;
}

// https://huggingface.co/google/gemma-7b/blob/main/config.json: 28 layers, 16 heads = 16 KV heads of 256,
// hidden 3072, FFN 24576, vocab 256000, tied. Per layer 4 x 3072 x 4096 + 3 x 3072 x 24576 + 2 x 3072 =
// 276,830,208; x 28 + 786,432,000 + 3,072 = 8,537,680,896.
ModelSpec gemma7b()
{
    ModelSpec m;
    m.id = "gemma-7b";
    m.layers = 28;
    m.attentionHeads = 16;
    m.kvHeads = 16;
    m.headDim = 256;
    m.hiddenSize = 3072;
    m.intermediateSize = 24576;
    m.vocabSize = 256000;
    m.maxContextTokens = 8192;
    m.tiedEmbeddings = true;
    m.parameterCount = 8'537'680'896;
    return m;
}

// Llama-3.1-Nemotron-Ultra-253B ("deci"): n_head_kv per layer as the IK12 log prints it (0 = no attention).
constexpr int kNemotronUltraKvHeads[162] = {
    8, 8, 8, 8, 8, 8, 8, 8, 8, 0, 0, 0, 0, 8, 8, 8, 8, 8, 0, 0, 0, 0, 0, 0, 8, 8, 8, 0, 0, 0, 0, 0, 8,
    8, 8, 8, 0, 0, 0, 8, 8, 8, 0, 8, 0, 0, 0, 0, 0, 0, 8, 8, 8, 8, 0, 0, 0, 0, 0, 8, 8, 8, 8, 0, 0, 0,
    0, 0, 8, 8, 8, 8, 0, 0, 0, 0, 0, 8, 8, 8, 8, 0, 0, 0, 0, 0, 8, 8, 8, 8, 0, 0, 8, 8, 8, 8, 0, 0, 8,
    0, 0, 0, 0, 0, 0, 0, 0, 8, 0, 0, 0, 0, 0, 8, 8, 0, 8, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 8, 8, 0, 8, 8, 8, 8, 8, 8, 8, 8};

// https://huggingface.co/nvidia/Llama-3_1-Nemotron-Ultra-253B-v1 (config.json: hidden 16384, 128 heads,
// vocab 128256, untied). The FFN width differs per layer (the log's n_ff list, 0 to 425,984), which ModelSpec
// cannot state: intermediateSize 53,248 (the most common n_ff) stands in, so only the KV per device (attention
// layers per device) is compared; the weights are expected to fail.
ModelSpec nemotronUltra()
{
    ModelSpec m;
    m.id = "llama-3.1-nemotron-ultra-253b";
    m.layers = 162;
    m.attentionHeads = 128;
    m.kvHeads = 8;
    m.headDim = 128;
    m.hiddenSize = 16384;
    m.intermediateSize = 53248;
    m.vocabSize = 128256;
    m.maxContextTokens = 131072;
    m.parameterCount = 253'401'000'000; // the log's "model params = 253.401 B"
    for (const int heads : kNemotronUltraKvHeads)
        m.layerSpecs.push_back(LayerSpec{heads > 0 ? AttentionKind::Full : AttentionKind::None, heads, false});
    return m;
}

// What a row's weights cannot match for (a reason for QEXPECT_FAIL), by quantity; empty = must match.
struct Known {
    QString deviceWeights;
    QString hostWeights;
    QString totalWeights;
};

struct Setup {
    Scenario s;
    Known known;
    bool exactMix = false; // Q8_0 / MXFP4_MOE: 0.5 %; the other file-type mixes 3 %
    /// Why the weights are not compared at all (no format of ours stands for the file): only KV is checked.
    QString notCompared;
};

Scenario base(Engine engine, ModelSpec model, WeightFormat format, std::vector<Device> devices)
{
    Scenario s;
    s.engine = defaultSettings(engine);
    s.model = std::move(model);
    s.weightFormat = format;
    s.hardware.gpuId = devices.front().gpuId;
    s.hardware.memoryBytes = devices.front().memoryBytes;
    s.hardware.gpuCount = int(devices.size());
    s.hardware.tensorParallel = int(devices.size());
    s.placement.devices = std::move(devices);
    return s;
}

std::optional<Setup> setupOf(const QString &id)
{
    Setup u;
    if (id == QLatin1String("LC02")) {
        // llama-sweep-bench -ngl 99 -fa on one RTX 3090 Ti; IQ4_XS file. Our formats have no IQ4_XS file type:
        // the pure iq4_xs format (llama-quantize --pure) stands in. token_embd is iq4_xs either way
        // (llama-quant.cpp keeps the base type for a separate token_embd).
        u.s =
            base(Engine::LlamaCpp, glmZ1_32b(), WeightFormat::ggmlOf(GgmlType::IQ4_XS), {catalogDevice("rtx-3090-ti")});
        u.s.engine.flashAttention = true;
    } else if (id == QLatin1String("LC03")) {
        // Qwen3-235B-A22B Q8_0 on one RTX A6000 with "part of the FFN tensors on CPU via -ot": the row does not
        // say which layers' experts, so the default placement (all on the GPU) is priced and only the total
        // and token_embd's place are compared.
        u.s = base(Engine::LlamaCpp, preset("qwen3-235b-a22b"), WeightFormat::fileTypeOf(LlamaFileType::Q8_0),
                   {catalogDevice("rtx-a6000")});
        u.exactMix = true;
        const QString why = QStringLiteral("the -ot regex keeping some layers' FFN tensors on the CPU is not in the "
                                           "row; Placement models only every layer's experts on the CPU");
        u.known.deviceWeights = why;
        u.known.hostWeights = why;
    } else if (id == QLatin1String("LC06")) {
        // Qwen3-30B-A3B Q4_K_M, RTX 4090 (CUDA0) + RTX 5090 (CUDA1), -ot .ffn_.*_exps.=CPU. The log's KV per
        // device, 384.00 and 1152.00 MiB, is 12 and 36 layers of 4 x 128 x 2 x 2 bytes x 16384 cells = 32 MiB:
        // expressed as --tensor-split 12,37 (split point 12/49 over the 49 offloaded layers incl. the output
        // layer: layers 0-11 on CUDA0, 12-47 and the output on CUDA1). The row does not print its -ts.
        u.s = base(Engine::LlamaCpp, preset("qwen3-30b-a3b"), WeightFormat::fileTypeOf(LlamaFileType::Q4_K_M),
                   {catalogDevice("rtx-4090"), catalogDevice("rtx-5090")});
        u.s.placement.tensorSplit = {12, 37};
        u.s.placement.expertsOnCpu = true;
        u.known.deviceWeights = QStringLiteral(
            "with the experts on the CPU a GPU holds only attention, router and norms; the Q4_K_M rate (7983/1664 "
            "bits, "
            "Llama-3-8B's mean over all linear weights, ffn_down's q6_K layers included) overprices attention, "
            "which Q4_K_M stores as q4_K with q6_K attn_v in some layers (printed 135.76 MiB / 12 layers = 11.31 "
            "MiB a layer)");
        u.known.hostWeights = QStringLiteral(
            "the file's experts are 5.00 bits a weight (17447.91 MiB CPU_Mapped less token_embd q4_K 166.92 MiB = "
            "17280.99 MiB over 48 x 128 x 3 x 2048 x 768 = 28,991,029,248 expert weights) where the Q4_K_M rate "
            "derived for Llama-3-8B is 4.80 (7983/1664): more ffn_*_exps at q6_K/q5_K than Llama-3-8B's FFN");
        u.known.totalWeights = u.known.hostWeights;
    } else if (id == QLatin1String("LC09")) {
        // gpt-oss-20b MXFP4_MOE on an Apple M5 (Metal, unified memory; the log's 18185 MiB free is the device).
        u.s = base(Engine::LlamaCpp, preset("gpt-oss-20b"), WeightFormat::fileTypeOf(LlamaFileType::MXFP4_MOE),
                   {Device{"apple-m5", 18185 * MiB, DeviceSpeed{}}});
        u.s.engine.ubatch = 2048;
        u.s.engine.batch = 2048;
        u.exactMix = true;
    } else if (id == QLatin1String("IK01") || id == QLatin1String("IK02")) {
        // DeepSeek-V3-0324 on one RTX 4090 with -ot exps=CPU, MLA cache (mla 3).
        ModelSpec m = preset("deepseek-v3");
        u.s = base(Engine::IkLlamaCpp, m, WeightFormat::fileTypeOf(LlamaFileType::Q4_K_M), {catalogDevice("rtx-4090")});
        u.s.placement.expertsOnCpu = true;
        if (id == QLatin1String("IK02")) {
            const QString why = QStringLiteral(
                "the file's experts are 4.56 bits a weight (355712.00 MiB CPU buffer over 653,908,770,816 expert "
                "weights) where the Q4_K_M rate derived for Llama-3-8B is 4.80 (7983/1664): this file keeps fewer "
                "ffn_down_exps at q6_K than Llama-3-8B's ffn_down");
            u.known.hostWeights = why;
            u.known.totalWeights = why;
        }
        if (id == QLatin1String("IK01")) {
            const QString why = QStringLiteral(
                "ubergarm's IQ4_K_R4 mix uses ik_llama.cpp-only types (iq4_k_r4, iq5_k_r4: the CPU buffer's 376768.00 "
                "MiB over 653,908,770,816 expert weights is 4.83 bits) that GgmlType lacks; Q4_K_M is only a "
                "stand-in for the placement, so a weight match would be chance");
            u.notCompared = why;
        }
    } else if (id == QLatin1String("IK12")) {
        // The log's command: -c 12228 -ngl 163 -ts 6.5,6,10,4 -fa -ctk q8_0 -ctv q4_0 on 2x RTX 4090 (CUDA0, 1),
        // RTX A6000 (CUDA2), RTX 5090 (CUDA3); file type 12 (Q3_K_M), Unsloth UD-Q3_K_XL.
        u.s = base(Engine::IkLlamaCpp, nemotronUltra(), WeightFormat::fileTypeOf(LlamaFileType::Q3_K_M),
                   {catalogDevice("rtx-4090"), catalogDevice("rtx-4090"), catalogDevice("rtx-a6000"),
                    catalogDevice("rtx-5090")});
        u.s.placement.tensorSplit = {6.5, 6, 10, 4};
        u.s.placement.gpuLayers = 163;
        u.s.engine.flashAttention = true;
        u.known.deviceWeights = QStringLiteral("deci's FFN width differs per layer (n_ff 0 to 425,984 in the log); "
                                               "ModelSpec has one intermediateSize");
        u.known.totalWeights = u.known.deviceWeights;
        u.known.hostWeights = QStringLiteral("Unsloth's UD-Q3_K_XL mix stores token_embd as q4_K (2,101,346,304 x "
                                             "4.5 / 8 = 1,182,007,296 B = 1127.25 MiB); Q3_K_M's rule gives q3_K");
    } else if (id == QLatin1String("IK11")) {
        // Gemma 3 27B it QAT Q4_K_M on one RTX A6000, -c 32768, fa on; the ik_llama.cpp build of the time keeps
        // every layer's cache at full size (engine.h). Tied embeddings: token_embd in host memory, its output
        // copy on CUDA0.
        u.s = base(Engine::IkLlamaCpp, preset("gemma-3-27b"), WeightFormat::fileTypeOf(LlamaFileType::Q4_K_M),
                   {catalogDevice("rtx-a6000")});
        u.s.engine.flashAttention = true;
    } else if (id == QLatin1String("IK13")) {
        // Llama 3.1 8B Instruct Q5_K_S, llama-perplexity -b 1024 -ts 40,0 -ctk iq4_nl, fa 0, on an RTX 3090 of
        // 2x RTX 3090 + RTX A4000: -ts 40,0 puts every layer on CUDA0 (the other GPUs hold none and are not
        // printed; their order is not in the row, so CUDA1 is the second RTX 3090 and CUDA2 the 16 GiB A4000).
        u.s = base(Engine::IkLlamaCpp, preset("llama-3.1-8b"), WeightFormat::fileTypeOf(LlamaFileType::Q5_K_S),
                   {catalogDevice("rtx-3090"), catalogDevice("rtx-3090"),
                    Device{"rtx-a4000", 16 * 1024 * MiB, DeviceSpeed{}}});
        u.s.placement.tensorSplit = {40, 0, 0};
        u.s.engine.flashAttention = false;
    } else if (id == QLatin1String("OL01")) {
        // Ollama (Feb 2024) gemma-7b-it Q4_0 on one RTX 3080, offloaded 29/29.
        u.s =
            base(Engine::Ollama, gemma7b(), WeightFormat::fileTypeOf(LlamaFileType::Q4_0), {catalogDevice("rtx-3080")});
        const QString why = QStringLiteral(
            "the file's tied token_embd is q8_0 (786,432,000 x 34 / 32 = 835,584,000 B = 796.88 MiB, the CPU buffer, "
            "and its output copy on CUDA0); our Q4_0 mix prices a tied embedding with llama-quant.cpp's output "
            "rule (q6_K: 645,120,000 B = 615.23 MiB)");
        u.known = Known{why, why, why};
    } else {
        return std::nullopt;
    }
    return u;
}

} // namespace

class TestPlacementValidation : public QObject
{
    Q_OBJECT

private slots:
    void rows_data();
    void rows();
};

void TestPlacementValidation::rows_data()
{
    QTest::addColumn<QStringList>("row");
    const Table table = readTable();
    QVERIFY2(!table.rows.isEmpty(), "tests/data/placement-validation.tsv is missing or empty");
    for (const QStringList &row : table.rows) {
        QCOMPARE(row.size(), table.header.size());
        QTest::newRow(qPrintable(table.field(row, "id"))) << row;
    }
    QCOMPARE(table.rows.size(), 10);
}

namespace {

bool withinPercent(qint64 ours, qint64 printedCentis, double percent)
{
    const double printed = double(printedCentis) / 100.0;
    return std::abs(double(ours) / double(MiB) - printed) <= printed * percent / 100.0;
}

QString line(const QString &id, const QString &quantity, qint64 printedCentis, qint64 ours)
{
    const double printed = double(printedCentis) / 100.0;
    return QStringLiteral("%1 %2: printed %3 MiB, ours %4 MiB, ratio %5")
        .arg(id, quantity, QString::number(printed, 'f', 2), asMiB(ours),
             QString::number(printed > 0 ? double(ours) / double(MiB) / printed : 0.0, 'f', 4));
}

// The row's KV types ("f16", "q8_0 (MLA c^KV)", "K q8_0 / V q4_0"), context and sequences, as tst_engine.
bool applyWorkload(const Table &t, const QStringList &row, Scenario &s)
{
    static const QRegularExpression split(QStringLiteral("^K (\\S+) / V (\\S+)$"));
    const QString kv = t.field(row, "kv_dtype");
    const QRegularExpressionMatch m = split.match(kv);
    const auto k = kvCacheDtypeFromName((m.hasMatch() ? m.captured(1) : kv.section(u' ', 0, 0)).toStdString());
    const auto v = kvCacheDtypeFromName((m.hasMatch() ? m.captured(2) : kv.section(u' ', 0, 0)).toStdString());
    const qint64 nCtx = t.field(row, "n_ctx").section(u' ', 0, 0).toLongLong();
    const qint64 nSeq = t.field(row, "n_seq").section(u' ', 0, 0).toLongLong();
    if (!k || !v || nCtx <= 0 || nSeq <= 0 || nCtx % nSeq != 0)
        return false;
    s.kvCache = *k;
    if (*v != *k)
        s.kvCacheV = *v;
    s.workload.contextTokens = nCtx / nSeq;
    s.workload.concurrency = int(nSeq);
    return true;
}

} // namespace

void TestPlacementValidation::rows()
{
    QFETCH(QStringList, row);
    const Table table = readTable();
    const QString id = table.field(row, "id");
    const QString source = table.field(row, "source_url");
    std::optional<Setup> u = setupOf(id);
    QVERIFY2(u, qPrintable(id + QStringLiteral(": no scenario for this row")));
    QVERIFY2(applyWorkload(table, row, u->s), qPrintable(id));
    const Printed printed = printedOf(table, row);

    const Result<Estimate> r = estimate(u->s);
    QVERIFY2(r.ok(), r.error ? r.error->message.c_str() : "");
    const Estimate &e = *r.value;
    QVERIFY(e.devicesBreakdown.size() == u->s.placement.devices.size());
    qInfo().noquote() << id << source << "layers per device"
                      << QList<int>(e.layersPerDevice.begin(), e.layersPerDevice.end()) << "host layers"
                      << assignLayers(u->s).hostLayers;

    const double percent = u->exactMix ? 0.5 : 3.0;
    // Every quantity is printed first, then checked, so that a failure does not hide the other lines.
    struct Check {
        QString message;
        bool ok = false;
        QString known; // QEXPECT_FAIL reason
    };
    std::vector<Check> checks;

    // KV per device.
    if (!printed.deviceKv.empty()) {
        for (const auto &[device, centi] : printed.deviceKv) {
            QVERIFY(std::size_t(device) < e.devicesBreakdown.size());
            const qint64 ours = e.devicesBreakdown[std::size_t(device)].bytes.kvCache;
            const qint64 excess = centi * MiB - ours * 100; // hundredths of bytes
            checks.push_back({line(id, QStringLiteral("KV CUDA%1").arg(device), centi, ours),
                              excess >= -MiB / 2 && excess <= 5 * MiB + MiB / 2, QString()});
        }
    } else {
        const qint64 ours = e.devicesBreakdown[0].bytes.kvCache;
        checks.push_back({line(id, QStringLiteral("KV device 0"), printed.kvTotal, ours),
                          matchesPrinted(ours, printed.kvTotal), QString()});
    }

    // Weights per device. A Metal_Mapped buffer (Apple unified memory, mmap) is the file's byte range from the
    // first to the last tensor of that buffer (src/llama-model.cpp load_tensors: get_mapping_range, then
    // ggml_backend_dev_buffer_from_host_ptr over [first, last)), which spans token_embd as well: the printed
    // figure is the device's weights plus the host's, and the CPU_Mapped buffer overlaps it.
    const bool metalMapped = table.field(row, "measured_model_buffer_mib").contains(QLatin1String("Metal_Mapped"));
    qint64 printedTotal = metalMapped ? 0 : printed.hostWeights;
    qint64 oursTotal = e.host.weights;
    for (const auto &[device, centi] : printed.deviceWeights) {
        QVERIFY(std::size_t(device) < e.devicesBreakdown.size());
        const qint64 ours = e.devicesBreakdown[std::size_t(device)].bytes.weights + (metalMapped ? e.host.weights : 0);
        printedTotal += centi;
        checks.push_back({line(id,
                               QString(QLatin1String(metalMapped ? "weights device %1 (mapped range incl. host)"
                                                                 : "weights device %1"))
                                   .arg(device),
                               centi, ours),
                          withinPercent(ours, centi, percent), u->known.deviceWeights});
    }
    for (const DeviceEstimate &d : e.devicesBreakdown)
        oursTotal += d.bytes.weights;

    // Host weights: token_embd only (to 0.01 MiB) or with the experts (the mix's tolerance).
    const bool hostOk = u->s.placement.expertsOnCpu ? withinPercent(e.host.weights, printed.hostWeights, percent)
                                                    : std::abs(e.host.weights * 100 - printed.hostWeights * MiB) <= MiB;
    checks.push_back(
        {line(id, QStringLiteral("weights host"), printed.hostWeights, e.host.weights), hostOk, u->known.hostWeights});
    // Every model buffer summed.
    checks.push_back({line(id, QStringLiteral("weights total"), printedTotal, oursTotal),
                      withinPercent(oursTotal, printedTotal, percent), u->known.totalWeights});

    for (const Check &c : checks)
        qInfo().noquote() << c.message << (c.known.isEmpty() ? QString() : QStringLiteral("[known: ") + c.known + u']');
    if (!u->notCompared.isEmpty()) {
        qInfo().noquote() << id << "weights not compared:" << u->notCompared;
        checks.resize(printed.deviceKv.empty() ? 1 : printed.deviceKv.size());
    }
    for (const Check &c : checks) {
        if (!c.known.isEmpty())
            QEXPECT_FAIL("", qPrintable(c.known), Continue);
        QVERIFY2(c.ok, qPrintable(c.message));
    }
}

QTEST_GUILESS_MAIN(TestPlacementValidation)
#include "tst_placementvalidation.moc"
