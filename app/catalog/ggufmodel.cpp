// SPDX-License-Identifier: GPL-3.0-or-later
// GGUF metadata and tensor infos → fit::ModelSpec, fit::TensorInventory and the file's weight format
// (importGgufHeaders in gguf.h).
//
// Key names: llama.cpp src/llama-arch.cpp `LLM_KV_NAMES` ("%s.block_count", "%s.attention.head_count_kv",
// ...; %s = general.architecture). Per-architecture rules: src/llama-model.cpp `load_hparams` and
// `llama_hparams::set_swa_pattern` (llama.cpp commit a5410f04, read 2026-12-02), next to each rule below.
// The shape rules mirror hfconfig.cpp (the same fit::ModelSpec fields, filled the way importHfConfig
// fills them for the same family); what a config.json states as a flag (biases, q/k norms, sinks,
// MoE layers) is read here from the tensors the file actually holds, which is exact.

#include "gguf.h"

#include <fit/checkedmath.h>
#include <fit/weightformat.h>

#include <QCoreApplication>
#include <QFileInfo>
#include <QHash>
#include <QLocale>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>
#include <iterator>
#include <map>

namespace headroom::catalog {

namespace {

namespace checked = fit::checked;
using fit::AttentionKind;

enum class Family {
    Llama,
    LlamaLike,
    Qwen2,
    Qwen2Moe,
    Qwen3,
    Qwen3Moe,
    Gemma,
    Gemma2,
    Gemma3,
    DeepSeek2,
    GptOss,
    Phi3
};

struct FamilyName {
    const char *architecture; // general.architecture (llama-arch.cpp LLM_ARCH_NAMES)
    Family family;
};

constexpr FamilyName kFamilies[] = {
    {"llama", Family::Llama},         {"mistral3", Family::Llama}, {"qwen2", Family::Qwen2},
    {"qwen2moe", Family::Qwen2Moe},   {"qwen3", Family::Qwen3},    {"qwen3moe", Family::Qwen3Moe},
    {"gemma", Family::Gemma},         {"gemma2", Family::Gemma2},  {"gemma3", Family::Gemma3},
    {"deepseek2", Family::DeepSeek2}, {"gpt-oss", Family::GptOss}, {"phi3", Family::Phi3},
};

QString number(std::int64_t n)
{
    return QLocale().toString(static_cast<qlonglong>(n));
}

// "blk.<N>.<rest>" → N and rest; N = -1 otherwise.
int layerOf(const QByteArray &name, QByteArray *rest)
{
    if (!name.startsWith("blk."))
        return -1;
    const qsizetype dot = name.indexOf('.', 4);
    if (dot <= 4 || dot - 4 > 5)
        return -1;
    int n = 0;
    for (qsizetype i = 4; i < dot; ++i) {
        const char c = name.at(i);
        if (c < '0' || c > '9')
            return -1;
        n = n * 10 + (c - '0');
    }
    *rest = name.mid(dot + 1);
    return n;
}

bool isIntegerTypeForArray(GgufValueType t)
{
    return t != GgufValueType::Float32 && t != GgufValueType::Float64 && t != GgufValueType::String &&
           t != GgufValueType::Array;
}

// Routed-expert tensors: ffn_gate_exps, ffn_up_exps, ffn_down_exps, ffn_gate_up_exps (+ .weight/.bias)
// (llama-arch.cpp LLM_TENSOR_FFN_*_EXPS "blk.%d.ffn_*_exps"). Shared experts (*_shexp) are not routed.
bool isRoutedExpert(const QByteArray &rest)
{
    const qsizetype dot = rest.indexOf('.');
    const QByteArray base = dot < 0 ? rest : rest.left(dot);
    return base.startsWith("ffn_") && base.endsWith("_exps");
}

// The per-layer tensors whose presence sets a ModelSpec flag (biases, norms, sinks, shared experts), read
// by readExperts(); only these are remembered, so a file of a million tensors builds no large set.
constexpr const char *kFlagTensors[] = {
    "attn_q.bias",
    "attn_qkv.bias",
    "attn_output.bias",
    "attn_q_norm.weight",
    "attn_sinks.weight",
    "attn_sinks",
    "ffn_up.bias",
    "ffn_up_exps.bias",
    "ffn_gate_up_exps.bias",
    "ffn_up_shexp.weight",
    "ffn_gate_inp_shexp.weight",
    "ffn_gate_inp.bias",
    "exp_probs_b.bias",
};

bool isFlagTensor(const QByteArray &rest)
{
    return std::any_of(std::begin(kFlagTensors), std::end(kFlagTensors),
                       [&rest](const char *name) { return rest == name; });
}

QString idFromName(const QString &name)
{
    // Same slug as hfconfig.cpp: lower case, [a-z0-9.] kept, runs of anything else one '-'.
    QString id;
    for (const QChar c : name.toLower()) {
        const char16_t u = c.unicode();
        if ((u >= u'a' && u <= u'z') || (u >= u'0' && u <= u'9') || u == u'.')
            id.append(c);
        else if (!id.isEmpty() && !id.endsWith(QLatin1Char('-')))
            id.append(QLatin1Char('-'));
    }
    while (id.endsWith(QLatin1Char('-')) || id.endsWith(QLatin1Char('.')))
        id.chop(1);
    while (id.startsWith(QLatin1Char('.')))
        id.remove(0, 1);
    return id.isEmpty() ? QStringLiteral("imported-model") : id;
}

class Mapper
{
    Q_DECLARE_TR_FUNCTIONS(Gguf)

public:
    Mapper(const std::vector<GgufHeader> &parts, const QStringList &names)
        : m_parts(parts)
        , m_names(names)
        , m_meta(parts.front())
    {}

    bool run(ImportedModel *out);
    GgufError error() const { return m_error; }

private:
    bool fail(std::int64_t offset, const QString &problem, int part = 0)
    {
        if (m_error.message.isEmpty()) {
            m_error.file = m_names.value(part);
            m_error.offset = offset;
            m_error.message = tr("%1: byte %2: %3.").arg(m_error.file, number(offset), problem);
        }
        return false;
    }
    QByteArray key(const char *suffix) const { return m_arch + '.' + suffix; }
    /// A whole-number scalar `name` in [minimum, maximum]. Absent: true with *out unset, or a "missing"
    /// error when `required`.
    bool whole(const QByteArray &name, std::int64_t minimum, std::int64_t maximum, bool required,
               std::optional<std::int64_t> *out);
    bool wholeInt(const char *suffix, int minimum, int maximum, bool required, int *out);
    /// A scalar or a per-layer array (llama.cpp `get_key_or_arr`, n_layer entries) of whole numbers.
    bool perLayer(const char *suffix, int minimum, int maximum, bool required, std::vector<int> *out);

    bool readShape(fit::ModelSpec *spec);
    bool readVocabulary(fit::ModelSpec *spec);
    bool readAttention(fit::ModelSpec *spec);
    bool readExperts(fit::ModelSpec *spec);
    bool readLayers(fit::ModelSpec *spec);
    bool readTensors(ImportedModel *model);
    void readWeightFormat(ImportedModel *model);

    const std::vector<GgufHeader> &m_parts;
    const QStringList &m_names;
    const GgufHeader &m_meta;
    QByteArray m_arch;
    Family m_family = Family::LlamaLike;
    std::vector<int> m_heads;        // per layer
    std::vector<int> m_kvHeads;      // per layer
    QSet<QByteArray> m_layerTensors; // the kFlagTensors present in some layer (blk.N.<rest>)
    std::vector<bool> m_gateInput;   // per layer: blk.N.ffn_gate_inp.weight exists (a MoE layer)
    const GgufTensorInfo *m_embedding = nullptr;
    bool m_hasOutput = false;
    int m_normsInFirstLayer = 0;
    QStringList m_notes;
    GgufError m_error;
};

bool Mapper::whole(const QByteArray &name, std::int64_t minimum, std::int64_t maximum, bool required,
                   std::optional<std::int64_t> *out)
{
    const QString shown = QString::fromUtf8(name);
    const GgufKeyValue *kv = m_meta.find(name);
    if (!kv) {
        if (required)
            return fail(m_meta.metadataOffset, tr("missing metadata key %1").arg(shown));
        return true;
    }
    const GgufValueType t = kv->value.type;
    if (t == GgufValueType::Float32 || t == GgufValueType::Float64 || t == GgufValueType::String ||
        t == GgufValueType::Array || t == GgufValueType::Bool || !kv->value.integer)
        return fail(kv->offset, tr("%1 must be a whole number").arg(shown));
    const std::int64_t n = *kv->value.integer;
    if (n < minimum || n > maximum) {
        return fail(kv->offset, tr("%1 is %2; expected a whole number from %3 to %4")
                                    .arg(shown, number(n), number(minimum), number(maximum)));
    }
    *out = n;
    return true;
}

bool Mapper::wholeInt(const char *suffix, int minimum, int maximum, bool required, int *out)
{
    std::optional<std::int64_t> n;
    if (!whole(key(suffix), minimum, maximum, required, &n))
        return false;
    if (n)
        *out = static_cast<int>(*n); // within [minimum, maximum], both ints
    return true;
}

bool Mapper::perLayer(const char *suffix, int minimum, int maximum, bool required, std::vector<int> *out)
{
    const QByteArray name = key(suffix);
    const GgufKeyValue *kv = m_meta.find(name);
    const std::size_t layers = m_heads.size();
    if (!kv || kv->value.type != GgufValueType::Array) {
        std::optional<std::int64_t> n;
        if (!whole(name, minimum, maximum, required, &n))
            return false;
        if (n)
            out->assign(layers, static_cast<int>(*n));
        return true;
    }
    const QString shown = QString::fromUtf8(name);
    const GgufValue &v = kv->value;
    if (!isIntegerTypeForArray(v.elementType) || v.count != static_cast<std::int64_t>(layers) ||
        v.integers.size() != layers) {
        return fail(kv->offset,
                    tr("%1 must be one whole number or a list of %2 (one per layer, %3)")
                        .arg(shown, number(static_cast<std::int64_t>(layers)), QString::fromUtf8(key("block_count"))));
    }
    out->clear();
    for (std::size_t i = 0; i < layers; ++i) {
        const std::int64_t n = v.integers[i];
        if (n < minimum || n > maximum) {
            return fail(kv->offset, tr("%1[%2] is %3; expected a whole number from %4 to %5")
                                        .arg(shown, number(static_cast<std::int64_t>(i)), number(n), number(minimum),
                                             number(maximum)));
        }
        out->push_back(static_cast<int>(n));
    }
    return true;
}

bool Mapper::readTensors(ImportedModel *model)
{
    const std::size_t layers = m_heads.size();
    fit::TensorInventory inv;
    inv.layers.assign(layers, 0);
    inv.layerExperts.assign(layers, 0);
    inv.exact = true;
    m_gateInput.assign(layers, false);
    checked::Bytes parameters = 0;
    std::int64_t beyond = 0;
    for (std::size_t p = 0; p < m_parts.size(); ++p) {
        for (const GgufTensorInfo &t : m_parts[p].tensors) {
            parameters = checked::add(parameters, t.elements);
            std::int64_t *slot = &inv.outputOther;
            QByteArray rest;
            const int layer = layerOf(t.name, &rest);
            if (t.name == "token_embd.weight") {
                slot = &inv.tokenEmbedding;
                m_embedding = &t;
            } else if (t.name == "output.weight") {
                slot = &inv.outputHead;
                m_hasOutput = true;
            } else if (layer >= 0 && static_cast<std::size_t>(layer) < layers) {
                const auto i = static_cast<std::size_t>(layer);
                slot = &inv.layers[i];
                if (isFlagTensor(rest))
                    m_layerTensors.insert(rest);
                if (rest == "ffn_gate_inp.weight")
                    m_gateInput[i] = true;
                if (isRoutedExpert(rest)) {
                    const checked::Bytes experts = checked::add(inv.layerExperts[i], t.bytes);
                    if (!experts)
                        return fail(t.infoOffset, tr("the tensors of layer %1 take more than 2^63 bytes").arg(layer),
                                    static_cast<int>(p));
                    inv.layerExperts[i] = *experts;
                }
                // Hidden-size norms of a layer (attn_norm, ffn_norm; Gemma 2/3 also post_attention_norm
                // and post_ffw_norm); the q/k norms and the MLA low-rank norms are counted by their own fields.
                if (i == 0 && rest.endsWith("_norm.weight") && rest != "attn_q_norm.weight" &&
                    rest != "attn_k_norm.weight" && rest != "attn_q_a_norm.weight" && rest != "attn_kv_a_norm.weight")
                    ++m_normsInFirstLayer;
            } else if (layer >= 0) {
                ++beyond;
            }
            const checked::Bytes sum = checked::add(*slot, t.bytes);
            if (!sum || !parameters)
                return fail(t.infoOffset, tr("the tensors take more than 2^63 bytes"), static_cast<int>(p));
            *slot = *sum;
        }
    }
    if (*parameters < 1)
        return fail(8, tr("the file holds no tensors (a vocabulary-only file?), so it describes no model"));
    if (beyond > 0) {
        m_notes.append(tr("%1 tensor(s) name a layer beyond %2 (%3); they are counted with the output layer.")
                           .arg(beyond)
                           .arg(QString::fromUtf8(key("block_count")))
                           .arg(layers));
    }
    inv.tiedEmbeddings = !m_hasOutput;
    model->spec.parameterCount = *parameters;
    model->tensors = std::move(inv);
    return true;
}

bool Mapper::readShape(fit::ModelSpec *spec)
{
    namespace limits = fit::limits;
    if (!wholeInt("embedding_length", 1, limits::kMaxHiddenSize, true, &spec->hiddenSize))
        return false;
    if (!perLayer("attention.head_count", 0, limits::kMaxAttentionHeads, true, &m_heads))
        return false;
    spec->attentionHeads = *std::max_element(m_heads.begin(), m_heads.end());
    if (spec->attentionHeads < 1)
        return fail(m_meta.find(key("attention.head_count"))->offset, tr("no layer has attention heads"));
    if (std::any_of(m_heads.begin(), m_heads.end(), [&](int h) { return h != spec->attentionHeads; })) {
        m_notes.append(tr("%1 differs between layers; the largest, %2, is used for every layer.")
                           .arg(QString::fromUtf8(key("attention.head_count")))
                           .arg(spec->attentionHeads));
    }
    // llama.cpp: n_head_kv defaults to n_head (MHA) when the key is absent.
    if (!perLayer("attention.head_count_kv", 0, limits::kMaxAttentionHeads, false, &m_kvHeads))
        return false;
    if (m_kvHeads.empty())
        m_kvHeads = m_heads;
    for (std::size_t i = 0; i < m_kvHeads.size(); ++i) {
        const int kv = m_kvHeads[i];
        const int q = m_heads[i];
        if (kv > 0 && (q < kv || q % kv != 0)) {
            const GgufKeyValue *at = m_meta.find(key("attention.head_count_kv"));
            return fail(
                at ? at->offset : m_meta.metadataOffset,
                tr("layer %1 has %2 KV heads, which do not divide its %3 attention heads").arg(i).arg(kv).arg(q));
        }
        spec->kvHeads = std::max(spec->kvHeads, kv);
    }
    if (spec->kvHeads < 1 || spec->attentionHeads % spec->kvHeads != 0) {
        return fail(m_meta.metadataOffset, tr("%1 (%2) does not divide %3 (%4)")
                                               .arg(QString::fromUtf8(key("attention.head_count_kv")))
                                               .arg(spec->kvHeads)
                                               .arg(QString::fromUtf8(key("attention.head_count")))
                                               .arg(spec->attentionHeads));
    }
    std::vector<int> ff;
    if (!perLayer("feed_forward_length", 0, limits::kMaxIntermediateSize, false, &ff))
        return false;
    if (!ff.empty())
        spec->intermediateSize = *std::max_element(ff.begin(), ff.end());

    std::optional<std::int64_t> context;
    if (!whole(key("context_length"), 1, limits::kMaxContextTokens, false, &context))
        return false;
    if (context)
        spec->maxContextTokens = *context;
    else
        m_notes.append(tr("%1 is not set, so the longest supported context is unknown.")
                           .arg(QString::fromUtf8(key("context_length"))));

    return readVocabulary(spec);
}

bool Mapper::readVocabulary(fit::ModelSpec *spec)
{
    namespace limits = fit::limits;
    // Vocabulary (llama-model.cpp: LLM_KV_VOCAB_SIZE, else the length of tokenizer.ggml.tokens); else the
    // rows of token_embd.weight (ne[1]).
    std::optional<std::int64_t> vocab;
    if (!whole(key("vocab_size"), 1, limits::kMaxVocabSize, false, &vocab))
        return false;
    const GgufKeyValue *tokens = m_meta.find(QByteArrayLiteral("tokenizer.ggml.tokens"));
    if (!vocab && tokens && tokens->value.type == GgufValueType::Array && tokens->value.count > 0) {
        if (tokens->value.count > limits::kMaxVocabSize)
            return fail(tokens->offset, tr("tokenizer.ggml.tokens has %1 entries; at most %2 are allowed")
                                            .arg(number(tokens->value.count), number(limits::kMaxVocabSize)));
        vocab = tokens->value.count;
    }
    if (!vocab && m_embedding && m_embedding->dims == 2 && m_embedding->ne[1] >= 1 &&
        m_embedding->ne[1] <= limits::kMaxVocabSize)
        vocab = m_embedding->ne[1];
    if (!vocab) {
        return fail(m_meta.metadataOffset, tr("the vocabulary size is unknown (no %1, no tokenizer.ggml.tokens and no "
                                              "token_embd.weight)")
                                               .arg(QString::fromUtf8(key("vocab_size"))));
    }
    spec->vocabSize = static_cast<int>(*vocab);
    return true;
}

bool Mapper::readAttention(fit::ModelSpec *spec)
{
    namespace limits = fit::limits;
    if (m_family == Family::DeepSeek2) {
        // Multi-head latent attention (llama-model.cpp LLM_ARCH_DEEPSEEK2): kv_lora_rank, q_lora_rank (absent
        // in the Lite models: full-rank q), rope.dimension_count = qk_rope_head_dim. Files converted since
        // MLA was made the cache layout store key_length = kv_lora_rank + rope (576) and the per-head
        // dims in key_length_mla / value_length_mla; older files have them in key_length / value_length.
        if (!wholeInt("attention.kv_lora_rank", 1, limits::kMaxLoraRank, true, &spec->kvLoraRank) ||
            !wholeInt("attention.q_lora_rank", 0, limits::kMaxLoraRank, false, &spec->qLoraRank) ||
            !wholeInt("rope.dimension_count", 1, limits::kMaxHeadDim, true, &spec->qkRopeHeadDim))
            return false;
        const bool mlaKeys = m_meta.find(key("attention.key_length_mla")) != nullptr;
        int qHead = 0;
        if (!wholeInt(mlaKeys ? "attention.key_length_mla" : "attention.key_length", 1, limits::kMaxHeadDim, true,
                      &qHead) ||
            !wholeInt(mlaKeys ? "attention.value_length_mla" : "attention.value_length", 1, limits::kMaxHeadDim, true,
                      &spec->vHeadDim))
            return false;
        if (qHead < spec->qkRopeHeadDim) {
            return fail(m_meta.find(key("rope.dimension_count"))->offset,
                        tr("%1 (%2) is larger than the key head size (%3)")
                            .arg(QString::fromUtf8(key("rope.dimension_count")))
                            .arg(spec->qkRopeHeadDim)
                            .arg(qHead));
        }
        spec->qkNopeHeadDim = qHead - spec->qkRopeHeadDim;
        spec->headDim = qHead;
        spec->headDimV = spec->vHeadDim;
        return true;
    }
    // key_length / value_length (n_embd_head_k / _v), default n_embd / n_head (llama-model.cpp).
    if (!wholeInt("attention.key_length", 1, limits::kMaxHeadDim, false, &spec->headDim))
        return false;
    if (spec->headDim == 0) {
        if (spec->hiddenSize % spec->attentionHeads != 0) {
            return fail(m_meta.metadataOffset, tr("%1 is missing and %2 (%3) is not a multiple of %4 (%5)")
                                                   .arg(QString::fromUtf8(key("attention.key_length")),
                                                        QString::fromUtf8(key("embedding_length")))
                                                   .arg(spec->hiddenSize)
                                                   .arg(QString::fromUtf8(key("attention.head_count")))
                                                   .arg(spec->attentionHeads));
        }
        spec->headDim = spec->hiddenSize / spec->attentionHeads;
    }
    int valueLength = 0;
    if (!wholeInt("attention.value_length", 1, limits::kMaxHeadDim, false, &valueLength))
        return false;
    if (valueLength > 0 && valueLength != spec->headDim)
        spec->headDimV = valueLength;
    return true;
}

bool Mapper::readExperts(fit::ModelSpec *spec)
{
    namespace limits = fit::limits;
    if (!wholeInt("expert_count", 0, limits::kMaxExperts, false, &spec->experts))
        return false;
    if (spec->experts > 0) {
        if (!wholeInt("expert_used_count", 1, spec->experts, true, &spec->expertsPerToken) ||
            !wholeInt("expert_feed_forward_length", 1, limits::kMaxIntermediateSize, false,
                      &spec->expertIntermediateSize) ||
            !wholeInt("expert_shared_count", 0, limits::kMaxExperts, false, &spec->sharedExperts) ||
            !wholeInt("expert_shared_feed_forward_length", 1, limits::kMaxIntermediateSize, false,
                      &spec->sharedExpertIntermediateSize))
            return false;
        // Qwen2-MoE has one shared expert and no expert_shared_count (llama-model.cpp LLM_ARCH_QWEN2MOE).
        if (spec->sharedExperts == 0 && m_layerTensors.contains("ffn_up_shexp.weight"))
            spec->sharedExperts = 1;
        spec->sharedExpertGate = m_layerTensors.contains("ffn_gate_inp_shexp.weight");
        // Router biases: gpt-oss ffn_gate_inp.bias, DeepSeek-V3 exp_probs_b (e_score_correction_bias).
        spec->routerBias = m_layerTensors.contains("ffn_gate_inp.bias") || m_layerTensors.contains("exp_probs_b.bias");
    }
    if (spec->intermediateSize == 0)
        spec->intermediateSize = spec->expertIntermediateSize;
    if (spec->intermediateSize == 0)
        return fail(m_meta.metadataOffset,
                    tr("missing metadata key %1").arg(QString::fromUtf8(key("feed_forward_length"))));
    if (spec->expertIntermediateSize == spec->intermediateSize)
        spec->expertIntermediateSize = 0; // 0 = intermediateSize (fitmodel.h)

    // Biases, norms and sinks as the tensors show them (llama-arch.cpp tensor names).
    spec->attentionBias = m_layerTensors.contains("attn_q.bias") || m_layerTensors.contains("attn_qkv.bias");
    spec->attentionOutputBias = m_layerTensors.contains("attn_output.bias");
    spec->qkNorm = m_layerTensors.contains("attn_q_norm.weight");
    spec->attentionSinks = m_layerTensors.contains("attn_sinks.weight") || m_layerTensors.contains("attn_sinks");
    spec->mlpBias = m_layerTensors.contains("ffn_up.bias") || m_layerTensors.contains("ffn_up_exps.bias") ||
                    m_layerTensors.contains("ffn_gate_up_exps.bias");
    if (m_normsInFirstLayer > 0 && m_normsInFirstLayer != 2)
        spec->normsPerLayer = std::min(m_normsInFirstLayer, fit::limits::kMaxNormsPerLayer);
    return true;
}

bool Mapper::readLayers(fit::ModelSpec *spec)
{
    const int count = spec->layers;
    std::vector<fit::LayerSpec> layers(static_cast<std::size_t>(count));
    for (int i = 0; i < count; ++i) {
        const int kv = m_kvHeads[static_cast<std::size_t>(i)];
        layers[static_cast<std::size_t>(i)] =
            fit::LayerSpec{kv > 0 ? AttentionKind::Full : AttentionKind::None, kv, false};
    }
    if (spec->experts > 0) {
        // A MoE layer has a router, blk.N.ffn_gate_inp.weight (llama-model.cpp load_tensors). A file without
        // routers: every layer from leading_dense_block_count on (DeepSeek first_k_dense_replace).
        const bool routers = std::find(m_gateInput.begin(), m_gateInput.end(), true) != m_gateInput.end();
        int lead = 0;
        if (!wholeInt("leading_dense_block_count", 0, count, false, &lead))
            return false;
        for (int i = 0; i < count; ++i)
            layers[static_cast<std::size_t>(i)].moe = routers ? m_gateInput[static_cast<std::size_t>(i)] : i >= lead;
    }

    // Sliding-window layers: llama_hparams::set_swa_pattern(n) makes layer i sliding when i % n < n - 1
    // (n = 0: every layer). Gemma 2 and gpt-oss use n = 2, Gemma 3 n = 6 (llama-model.cpp); a file's
    // <arch>.attention.sliding_window_pattern (a number n, or one flag per layer) wins.
    std::vector<bool> sliding(static_cast<std::size_t>(count), false);
    int pattern = -1;
    if (m_family == Family::Gemma2 || m_family == Family::GptOss)
        pattern = 2;
    else if (m_family == Family::Gemma3)
        pattern = 6;
    const GgufKeyValue *patternKey = m_meta.find(key("attention.sliding_window_pattern"));
    if (patternKey && patternKey->value.type == GgufValueType::Array) {
        std::vector<int> flags;
        if (!perLayer("attention.sliding_window_pattern", 0, 1, true, &flags))
            return false;
        for (int i = 0; i < count; ++i)
            sliding[static_cast<std::size_t>(i)] = flags[static_cast<std::size_t>(i)] != 0;
        pattern = -1;
    } else if (patternKey &&
               !wholeInt("attention.sliding_window_pattern", 0, fit::limits::kMaxLayers, true, &pattern)) {
        return false;
    }
    for (int i = 0; pattern >= 0 && i < count; ++i)
        sliding[static_cast<std::size_t>(i)] = pattern == 0 || i % pattern < pattern - 1;
    if (m_family == Family::Phi3 && m_meta.find(key("attention.sliding_window"))) {
        // llama-model.cpp LLM_ARCH_PHI3: "Phi SWA is currently disabled" (swa_type NONE).
        m_notes.append(tr("The file sets a sliding window, but llama.cpp runs Phi-3 with full attention in every "
                          "layer; so does this estimate."));
    }
    int slidingCount = 0;
    for (int i = 0; i < count; ++i) {
        fit::LayerSpec &layer = layers[static_cast<std::size_t>(i)];
        if (sliding[static_cast<std::size_t>(i)] && layer.attention == AttentionKind::Full) {
            layer.attention = AttentionKind::SlidingWindow;
            ++slidingCount;
        }
    }
    if (slidingCount > 0 &&
        !wholeInt("attention.sliding_window", 1, fit::limits::kMaxWindowTokens, true, &spec->slidingWindow))
        return false;

    bool plain = true;
    for (const fit::LayerSpec &layer : layers) {
        plain = plain && layer.attention == AttentionKind::Full && layer.moe == (spec->experts > 0) &&
                layer.kvHeads == spec->kvHeads;
    }
    if (!plain)
        spec->layerSpecs = std::move(layers);
    return true;
}

void Mapper::readWeightFormat(ImportedModel *model)
{
    // general.file_type is llama.cpp's llama_ftype (include/llama.h); the mixes Headroom models are
    // fit::LlamaFileType. Any other (F16, BF16, the IQ mixes): the GGML type holding most weight elements.
    if (const GgufKeyValue *kv = m_meta.find(QByteArrayLiteral("general.file_type")); kv && kv->value.integer) {
        for (const fit::LlamaFileType t : fit::kAllLlamaFileTypes) {
            if (static_cast<std::int64_t>(t) == *kv->value.integer) {
                model->fileWeights = fit::WeightFormat::fileTypeOf(t);
                return;
            }
        }
    }
    std::map<int, std::int64_t> elements; // by GGUF type id, matrices only (norms are f32 in every file)
    for (const GgufHeader &part : m_parts) {
        for (const GgufTensorInfo &t : part.tensors) {
            if (t.type && t.dims >= 2)
                elements[t.typeId] = checked::add(elements[t.typeId], t.elements).value_or(elements[t.typeId]);
        }
    }
    int best = -1;
    std::int64_t most = -1;
    for (const auto &[id, n] : elements) {
        if (n > most) {
            best = id;
            most = n;
        }
    }
    if (best >= 0)
        model->fileWeights = fit::WeightFormat::ggmlOf(*fit::ggmlTypeFromId(best));
}

bool Mapper::run(ImportedModel *out)
{
    const GgufKeyValue *arch = m_meta.find(QByteArrayLiteral("general.architecture"));
    if (!arch)
        return fail(m_meta.metadataOffset, tr("missing metadata key general.architecture"));
    if (arch->value.type != GgufValueType::String || arch->value.text.isEmpty() || arch->value.text.size() > 256)
        return fail(arch->offset, tr("general.architecture must be a short string"));
    m_arch = arch->value.text;
    const QString archName = QString::fromUtf8(m_arch);
    bool known = false;
    for (const FamilyName &f : kFamilies) {
        if (m_arch == f.architecture) {
            m_family = f.family;
            known = true;
        }
    }
    if (!known)
        m_notes.append(
            tr("Unknown architecture \"%1\": read with the Llama keys (treated as Llama-like).").arg(archName));

    ImportedModel model;
    fit::ModelSpec &spec = model.spec;
    spec.architecture = archName.toStdString();
    model.modelType = archName;
    model.fileKind = QStringLiteral("gguf");
    if (!wholeInt("block_count", 1, fit::limits::kMaxLayers, true, &spec.layers))
        return false;
    m_heads.assign(static_cast<std::size_t>(spec.layers), 0);
    if (!readTensors(&model) || !readShape(&spec) || !readAttention(&spec) || !readExperts(&spec) || !readLayers(&spec))
        return false;
    spec.tiedEmbeddings = !m_hasOutput;
    readWeightFormat(&model);

    // Split sets: split.tensors.count (int32, part 0) is the total over the parts (llama.cpp gguf-split).
    std::int64_t tensorCount = 0;
    for (const GgufHeader &part : m_parts)
        tensorCount += static_cast<std::int64_t>(part.tensors.size());
    if (const GgufKeyValue *kv = m_meta.find(QByteArrayLiteral("split.tensors.count"));
        kv && kv->value.integer && *kv->value.integer != tensorCount) {
        return fail(kv->offset, tr("split.tensors.count is %1 but the %2 part(s) hold %3 tensors")
                                    .arg(number(*kv->value.integer))
                                    .arg(m_parts.size())
                                    .arg(number(tensorCount)));
    }
    if (m_parts.size() > 1)
        m_notes.append(tr("Read the headers of all %1 parts of this split model.").arg(m_parts.size()));
    for (std::size_t p = 0; p < m_parts.size(); ++p) {
        const GgufHeader &part = m_parts[p];
        if (part.dataEnd > part.fileSize) {
            m_notes.append(tr("%1 holds %2 bytes but its tensors end at byte %3: the file is incomplete (an "
                              "interrupted download?). Only its header was read; the estimate uses the tensor sizes "
                              "it lists.")
                               .arg(m_names.value(static_cast<int>(p)), number(part.fileSize), number(part.dataEnd)));
        }
    }

    // Name: general.name, else the file name without ".gguf" and the split suffix.
    QString base = QFileInfo(m_names.value(0)).fileName();
    static const QRegularExpression kSuffix(QStringLiteral("(-\\d{5}-of-\\d{5})?\\.gguf$"),
                                            QRegularExpression::CaseInsensitiveOption);
    base.remove(kSuffix);
    QString name = base;
    if (const GgufKeyValue *kv = m_meta.find(QByteArrayLiteral("general.name"));
        kv && kv->value.type == GgufValueType::String && !kv->value.text.trimmed().isEmpty())
        name = QString::fromUtf8(kv->value.text).trimmed().left(200);
    spec.displayName = name.toStdString();
    spec.id = idFromName(name).toStdString();
    model.sourceName = base;
    model.notes = m_notes;
    *out = std::move(model);
    return true;
}

} // namespace

std::optional<ImportedModel> importGgufHeaders(const std::vector<GgufHeader> &parts, const QStringList &fileNames,
                                               GgufError *error)
{
    if (parts.empty() || fileNames.size() != static_cast<qsizetype>(parts.size())) {
        if (error) {
            *error = GgufError{};
            error->message = QCoreApplication::translate("Gguf", "No GGUF header to import.");
        }
        return std::nullopt;
    }
    Mapper mapper(parts, fileNames);
    ImportedModel model;
    if (!mapper.run(&model)) {
        if (error)
            *error = mapper.error();
        return std::nullopt;
    }
    return model;
}

} // namespace headroom::catalog
