// SPDX-License-Identifier: GPL-3.0-or-later
#include "hfconfig.h"

#include <io/safefile.h>

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>
#include <QJsonValue>

#include <iterator>
#include <limits>
#include <vector>

// Field names, defaults and layer rules follow the transformers configuration and modeling files of
// each family (src/transformers/models/<family>/configuration_<family>.py and modeling_<family>.py);
// the rule next to each block names its file. Nothing here guesses a value silently: a value taken
// from a transformers default is reported in ImportedModel::notes.

namespace headroom::catalog {

namespace {

// Integer fields are bounded by the fit model's documented limits (fit::limits in fitmodel.h: far above
// any published model, e.g. num_hidden_layers <= 4096 against DeepSeek-V3's 61 and Llama-3.1-405B's
// 126), so the per-layer lists stay small and no size arithmetic can overflow.

enum class Family {
    Llama,
    LlamaLike, // unknown architecture read with the Llama rules
    Mistral,
    Mixtral,
    Qwen2,
    Qwen2Moe,
    Qwen3,
    Qwen3Moe,
    Gemma,
    Gemma2,
    Gemma3,
    DeepSeekV2,
    DeepSeekV3,
    GptOss,
    Phi3,
    Llama4,
};

struct FamilyName {
    const char *modelType;
    Family family;
};

// config.json "model_type" → family (transformers `model_type` class attributes).
constexpr FamilyName kFamilies[] = {
    {"llama", Family::Llama},
    {"mistral", Family::Mistral},
    {"mixtral", Family::Mixtral},
    {"qwen2", Family::Qwen2},
    {"qwen2_moe", Family::Qwen2Moe},
    {"qwen3", Family::Qwen3},
    {"qwen3_moe", Family::Qwen3Moe},
    {"gemma", Family::Gemma},
    {"gemma2", Family::Gemma2},
    {"gemma3", Family::Gemma3},
    {"gemma3_text", Family::Gemma3},
    {"deepseek_v2", Family::DeepSeekV2},
    {"deepseek_v3", Family::DeepSeekV3},
    {"kimi_k2", Family::DeepSeekV3},
    {"gpt_oss", Family::GptOss},
    {"phi3", Family::Phi3},
    {"llama4", Family::Llama4},
    {"llama4_text", Family::Llama4},
};

struct ArchitectureName {
    const char *architecture;
    const char *modelType;
};

// "architectures"[0] → model_type, for configs that omit model_type.
constexpr ArchitectureName kArchitectures[] = {
    {"LlamaForCausalLM", "llama"},
    {"MistralForCausalLM", "mistral"},
    {"MixtralForCausalLM", "mixtral"},
    {"Qwen2ForCausalLM", "qwen2"},
    {"Qwen2MoeForCausalLM", "qwen2_moe"},
    {"Qwen3ForCausalLM", "qwen3"},
    {"Qwen3MoeForCausalLM", "qwen3_moe"},
    {"GemmaForCausalLM", "gemma"},
    {"Gemma2ForCausalLM", "gemma2"},
    {"Gemma3ForCausalLM", "gemma3_text"},
    {"Gemma3ForConditionalGeneration", "gemma3"},
    {"DeepseekV2ForCausalLM", "deepseek_v2"},
    {"DeepseekV3ForCausalLM", "deepseek_v3"},
    {"GptOssForCausalLM", "gpt_oss"},
    {"Phi3ForCausalLM", "phi3"},
    {"Llama4ForCausalLM", "llama4_text"},
    {"Llama4ForConditionalGeneration", "llama4"},
    {"Mistral3ForConditionalGeneration", "mistral3"},
};

// Multimodal wrapper model_type → model_type of its text_config when the text_config omits it.
constexpr ArchitectureName kTextModelTypes[] = {
    {"gemma3", "gemma3_text"},
    {"llama4", "llama4_text"},
    {"mistral3", "mistral"},
};

struct DefaultValue {
    const char *key;
    qint64 value; // whole numbers; booleans as 0/1
};

// transformers writes a nested sub-config as its difference from the sub-config class defaults
// (`PretrainedConfig.to_diff_dict`), so a missing key inside text_config means the class default.
// Gemma3TextConfig (configuration_gemma3.py):
constexpr DefaultValue kGemma3TextDefaults[] = {
    {"vocab_size", 262208},
    {"hidden_size", 2304},
    {"intermediate_size", 9216},
    {"num_hidden_layers", 26},
    {"num_attention_heads", 8},
    {"num_key_value_heads", 4},
    {"head_dim", 256},
    {"max_position_embeddings", 131072},
    {"tie_word_embeddings", 1},
    {"sliding_window", 4096},
    {"sliding_window_pattern", 6},
};
// MistralConfig (configuration_mistral.py; head_dim None = hidden_size / num_attention_heads):
constexpr DefaultValue kMistralDefaults[] = {
    {"vocab_size", 32000},
    {"hidden_size", 4096},
    {"intermediate_size", 14336},
    {"num_hidden_layers", 32},
    {"num_attention_heads", 32},
    {"num_key_value_heads", 8},
    {"max_position_embeddings", 131072},
    {"tie_word_embeddings", 0},
};
// Llama4TextConfig (configuration_llama4.py):
constexpr DefaultValue kLlama4TextDefaults[] = {
    {"vocab_size", 202048},
    {"hidden_size", 5120},
    {"intermediate_size", 8192},
    {"intermediate_size_mlp", 16384},
    {"num_hidden_layers", 48},
    {"num_attention_heads", 40},
    {"num_key_value_heads", 8},
    {"head_dim", 128},
    {"max_position_embeddings", 131072},
    {"tie_word_embeddings", 0},
    {"num_experts_per_tok", 1},
    {"num_local_experts", 16},
    {"interleave_moe_layer_step", 1},
    {"no_rope_layer_interval", 4},
    {"attention_chunk_size", 8192},
};

QLatin1String latin1(const char *s)
{
    return QLatin1String(s);
}

/// Reads one config.json. Each read records problems instead of stopping, so that one pass reports
/// every missing or contradictory field.
class Importer
{
    Q_DECLARE_TR_FUNCTIONS(HfConfig)

public:
    explicit Importer(QString source)
        : m_source(std::move(source))
    {}

    bool run(const QByteArray &json, ImportedModel *out);
    HfConfigError error() const;

private:
    // --- problems and notes ---
    void problem(const QString &field, const QString &message)
    {
        m_fields.append(field);
        m_problems.append(message);
    }
    void note(const QString &text) { m_notes.append(text); }
    QString field(const char *key) const { return m_prefix + latin1(key); }

    // --- reading the language-model object (m_cfg, with class defaults for nested configs) ---
    /// The value of `key`, or the class default (as a JSON number or bool) when the key is absent
    /// from a nested config. Undefined when neither exists.
    QJsonValue value(const char *key) const;
    /// True when `key` holds something other than null (after defaults).
    bool has(const char *key) const
    {
        const QJsonValue v = value(key);
        return !v.isUndefined() && !v.isNull();
    }
    /// Reads a whole number in [minimum, maximum] (the maxima are the fit model's documented bounds,
    /// fit::limits in fitmodel.h). Returns false (recording a problem that names the field when the
    /// value is present but invalid) when there is no usable value.
    bool readWhole(const char *key, qint64 minimum, qint64 maximum, qint64 *out);
    /// readWhole into an int (maximum <= INT_MAX).
    bool readInt(const char *key, int minimum, int maximum, int *out);
    /// readInt, and a "missing" problem when the key is absent or null.
    bool requireInt(const char *key, int minimum, int maximum, int *out);
    /// A JSON bool; `fallback` when absent or null.
    bool readBool(const char *key, bool fallback);
    /// A JSON string; empty when absent or null (a problem when it is another type).
    QString readString(const char *key);
    /// A list of whole numbers in [minimum, maximum] (null or absent: empty, true returned).
    bool readIntList(const char *key, int minimum, int maximum, std::vector<int> *out);

    void selectLanguageModel(const QJsonObject &root);
    void readQuantization(const QJsonObject &root, QuantizationInfo *info);
    void readCompressedTensors(const QJsonObject &config, const QString &prefix, QuantizationInfo *info);
    void readArchitecture(fit::ModelSpec *spec);
    void readAttentionLayout(Family family, fit::ModelSpec *spec, std::vector<fit::LayerSpec> *layers);
    void readExperts(Family family, fit::ModelSpec *spec, std::vector<fit::LayerSpec> *layers);

    QString m_source;
    QJsonObject m_cfg;      // the language model's config object
    QString m_prefix;       // "" or "text_config."
    QString m_modelType;    // model_type of m_cfg
    QString m_architecture; // "architectures"[0] of the file
    Family m_family = Family::LlamaLike;
    const DefaultValue *m_defaults = nullptr;
    qsizetype m_defaultCount = 0;
    const char *m_defaultsClass = nullptr; // transformers class the defaults come from
    QStringList m_fields;
    QStringList m_problems;
    QStringList m_notes;
};

QJsonValue Importer::value(const char *key) const
{
    const QLatin1String name = latin1(key);
    if (m_cfg.contains(name))
        return m_cfg.value(name);
    for (qsizetype i = 0; i < m_defaultCount; ++i) {
        if (name == latin1(m_defaults[i].key)) {
            if (name == QLatin1String("tie_word_embeddings"))
                return QJsonValue(m_defaults[i].value != 0);
            return QJsonValue(m_defaults[i].value);
        }
    }
    return QJsonValue(QJsonValue::Undefined);
}

// The JSON text of a value, for messages ("abc", 1.5, [1, 2]).
QString jsonText(const QJsonValue &v)
{
    if (v.isString())
        return QLatin1Char('"') + v.toString() + QLatin1Char('"');
    if (v.isBool())
        return v.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    if (v.isDouble())
        return QString::number(v.toDouble(), 'g', 17);
    if (v.isArray())
        return QString::fromUtf8(QJsonDocument(v.toArray()).toJson(QJsonDocument::Compact));
    if (v.isObject())
        return QString::fromUtf8(QJsonDocument(v.toObject()).toJson(QJsonDocument::Compact));
    return QStringLiteral("null");
}

// A JSON number that is a whole number within qint64; `ok` false otherwise.
qint64 wholeNumber(const QJsonValue &v, bool *ok)
{
    constexpr qint64 kNotWhole = std::numeric_limits<qint64>::min();
    const qint64 n = v.isDouble() ? v.toInteger(kNotWhole) : kNotWhole;
    *ok = n != kNotWhole;
    return n;
}

bool Importer::readWhole(const char *key, qint64 minimum, qint64 maximum, qint64 *out)
{
    const QJsonValue v = value(key);
    if (v.isUndefined() || v.isNull())
        return false;
    bool whole = false;
    const qint64 n = wholeNumber(v, &whole);
    if (!whole) {
        problem(field(key), tr("%1 must be a whole number, not %2").arg(field(key), jsonText(v)));
        return false;
    }
    if (n < minimum) {
        problem(field(key), tr("%1 must be at least %2, not %3").arg(field(key)).arg(minimum).arg(n));
        return false;
    }
    if (n > maximum) {
        problem(field(key), tr("%1 (%2) is more than %3").arg(field(key)).arg(n).arg(maximum));
        return false;
    }
    *out = n;
    return true;
}

bool Importer::readInt(const char *key, int minimum, int maximum, int *out)
{
    qint64 n = 0;
    if (!readWhole(key, minimum, maximum, &n))
        return false;
    *out = static_cast<int>(n); // minimum <= n <= maximum, both ints
    return true;
}

bool Importer::requireInt(const char *key, int minimum, int maximum, int *out)
{
    if (!has(key)) {
        problem(field(key), tr("missing %1").arg(field(key)));
        return false;
    }
    return readInt(key, minimum, maximum, out);
}

bool Importer::readBool(const char *key, bool fallback)
{
    const QJsonValue v = value(key);
    if (v.isUndefined() || v.isNull())
        return fallback;
    if (!v.isBool()) {
        problem(field(key), tr("%1 must be true or false, not %2").arg(field(key), jsonText(v)));
        return fallback;
    }
    return v.toBool();
}

QString Importer::readString(const char *key)
{
    const QJsonValue v = value(key);
    if (v.isUndefined() || v.isNull())
        return {};
    if (!v.isString()) {
        problem(field(key), tr("%1 must be a string, not %2").arg(field(key), jsonText(v)));
        return {};
    }
    return v.toString();
}

bool Importer::readIntList(const char *key, int minimum, int maximum, std::vector<int> *out)
{
    out->clear();
    const QJsonValue v = value(key);
    if (v.isUndefined() || v.isNull())
        return true;
    if (!v.isArray()) {
        problem(field(key), tr("%1 must be a list, not %2").arg(field(key), jsonText(v)));
        return false;
    }
    const QJsonArray list = v.toArray();
    for (qsizetype i = 0; i < list.size(); ++i) {
        bool whole = false;
        const qint64 n = wholeNumber(list.at(i), &whole);
        if (!whole || n < minimum || n > maximum) {
            problem(field(key), tr("%1[%2] is %3; expected a whole number from %4 to %5")
                                    .arg(field(key))
                                    .arg(i)
                                    .arg(jsonText(list.at(i)))
                                    .arg(minimum)
                                    .arg(maximum));
            return false;
        }
        out->push_back(static_cast<int>(n));
    }
    return true;
}

Family familyOf(const QString &modelType, bool *known)
{
    for (const FamilyName &f : kFamilies) {
        if (modelType == latin1(f.modelType)) {
            *known = true;
            return f.family;
        }
    }
    *known = false;
    return Family::LlamaLike;
}

void Importer::selectLanguageModel(const QJsonObject &root)
{
    const QJsonValue architectures = root.value(QLatin1String("architectures"));
    if (architectures.isArray() && !architectures.toArray().isEmpty() && architectures.toArray().at(0).isString())
        m_architecture = architectures.toArray().at(0).toString();

    QString rootType = root.value(QLatin1String("model_type")).toString();
    if (rootType.isEmpty()) {
        for (const ArchitectureName &a : kArchitectures) {
            if (m_architecture == latin1(a.architecture))
                rootType = latin1(a.modelType);
        }
    }

    m_cfg = root;
    m_modelType = rootType;
    const QJsonValue text = root.value(QLatin1String("text_config"));
    if (!text.isUndefined() && !text.isNull()) {
        if (!text.isObject()) {
            problem(QStringLiteral("text_config"), tr("text_config must be a JSON object, not %1").arg(jsonText(text)));
            return;
        }
        m_cfg = text.toObject();
        m_prefix = QStringLiteral("text_config.");
        m_modelType = m_cfg.value(QLatin1String("model_type")).toString();
        if (m_modelType.isEmpty()) {
            m_modelType = rootType;
            for (const ArchitectureName &a : kTextModelTypes) {
                if (rootType == latin1(a.architecture))
                    m_modelType = latin1(a.modelType);
            }
        }
        note(tr("The language model is read from text_config; the vision tower and projector are not counted."));
        // Class defaults of the nested config (see kGemma3TextDefaults).
        if (m_modelType == QLatin1String("gemma3_text")) {
            m_defaults = kGemma3TextDefaults;
            m_defaultCount = std::size(kGemma3TextDefaults);
            m_defaultsClass = "Gemma3TextConfig";
        } else if (m_modelType == QLatin1String("mistral")) {
            m_defaults = kMistralDefaults;
            m_defaultCount = std::size(kMistralDefaults);
            m_defaultsClass = "MistralConfig";
        } else if (m_modelType == QLatin1String("llama4_text")) {
            m_defaults = kLlama4TextDefaults;
            m_defaultCount = std::size(kLlama4TextDefaults);
            m_defaultsClass = "Llama4TextConfig";
        }
    }

    // Name every default taken, e.g. "vocab_size 262208, tie_word_embeddings true".
    QStringList defaulted;
    for (qsizetype i = 0; i < m_defaultCount; ++i) {
        const QLatin1String key = latin1(m_defaults[i].key);
        if (m_cfg.contains(key))
            continue;
        const QString shown = key == QLatin1String("tie_word_embeddings")
                                  ? (m_defaults[i].value != 0 ? QStringLiteral("true") : QStringLiteral("false"))
                                  : QString::number(m_defaults[i].value);
        defaulted.append(key + QLatin1Char(' ') + shown);
    }
    if (!defaulted.isEmpty()) {
        note(tr("text_config does not set these values, so the transformers %1 defaults apply: %2.")
                 .arg(latin1(m_defaultsClass), defaulted.join(QStringLiteral(", "))));
    }

    bool known = false;
    m_family = familyOf(m_modelType, &known);
    if (!known) {
        const QString what = m_architecture.isEmpty() ? m_modelType : m_architecture;
        note(tr("Unknown architecture \"%1\" (model_type \"%2\"): treated as Llama-like.").arg(what, m_modelType));
    }
}

void Importer::readQuantization(const QJsonObject &root, QuantizationInfo *info)
{
    QString prefix = QStringLiteral("quantization_config");
    QJsonValue q = root.value(QLatin1String("quantization_config"));
    if ((q.isUndefined() || q.isNull()) && !m_prefix.isEmpty()) {
        q = m_cfg.value(QLatin1String("quantization_config"));
        prefix = m_prefix + prefix;
    }
    if (q.isUndefined() || q.isNull())
        return;
    if (!q.isObject()) {
        problem(prefix, tr("%1 must be a JSON object, not %2").arg(prefix, jsonText(q)));
        return;
    }
    const QJsonObject config = q.toObject();
    auto name = [&prefix](const char *key) -> QString {
        return prefix + QLatin1Char('.') + latin1(key);
    };
    auto intValue = [&](const char *key, qint64 fallback, bool *present) {
        const QJsonValue v = config.value(latin1(key));
        *present = !v.isUndefined() && !v.isNull();
        if (!*present)
            return fallback;
        bool whole = false;
        const qint64 n = wholeNumber(v, &whole);
        if (!whole) {
            problem(name(key), tr("%1 must be a whole number, not %2").arg(name(key), jsonText(v)));
            return fallback;
        }
        return n;
    };
    auto boolValue = [&](const char *key, bool fallback) {
        const QJsonValue v = config.value(latin1(key));
        if (v.isUndefined() || v.isNull())
            return fallback;
        if (!v.isBool()) {
            problem(name(key), tr("%1 must be true or false, not %2").arg(name(key), jsonText(v)));
            return fallback;
        }
        return v.toBool();
    };

    const QJsonValue method = config.value(QLatin1String("quant_method"));
    if (!method.isString() || method.toString().isEmpty()) {
        problem(name("quant_method"), tr("missing %1").arg(name("quant_method")));
        return;
    }
    info->methodName = method.toString();
    const QString m = info->methodName.toLower();

    // Modules kept in the unquantized dtype.
    for (const char *key : {"modules_to_not_convert", "llm_int8_skip_modules"}) {
        const QJsonValue v = config.value(latin1(key));
        if (v.isArray()) {
            for (const QJsonValue &module : v.toArray()) {
                if (module.isString())
                    info->modulesNotConverted.append(module.toString());
            }
        }
    }

    bool present = false;
    if (m == QLatin1String("gptq") || m == QLatin1String("awq")) {
        // GPTQConfig / AwqConfig: "bits" (AutoAWQ's own files: "w_bit"), "group_size" ("q_group_size").
        info->method = m == QLatin1String("gptq") ? QuantizationInfo::Method::Gptq : QuantizationInfo::Method::Awq;
        qint64 bits = intValue("bits", 0, &present);
        if (!present)
            bits = intValue("w_bit", 0, &present);
        if (!present) {
            problem(name("bits"), tr("missing %1").arg(name("bits")));
        } else if (bits != 2 && bits != 3 && bits != 4 && bits != 8) {
            problem(name("bits"), tr("%1 (%2) must be 2, 3, 4 or 8").arg(name("bits")).arg(bits));
        } else {
            info->bits = static_cast<int>(bits);
        }
        // transformers GPTQConfig and AwqConfig default group_size 128.
        qint64 group = intValue("group_size", 128, &present);
        if (!present)
            group = intValue("q_group_size", 128, &present);
        if (!present)
            note(tr("%1 is not set; using the transformers default 128.").arg(name("group_size")));
        if (group == 0 || group < -1 || group > std::numeric_limits<int>::max()) {
            problem(name("group_size"), tr("%1 (%2) must be -1 (one group per column) or a positive whole number")
                                            .arg(name("group_size"))
                                            .arg(group));
        } else {
            info->groupSize = static_cast<int>(group);
        }
    } else if (m == QLatin1String("fp8")) {
        // FP8 checkpoints (DeepSeek-V3 style): one byte per weight, scales per weight_block_size block.
        info->method = QuantizationInfo::Method::Fp8;
        info->bits = 8;
        const QJsonValue block = config.value(QLatin1String("weight_block_size"));
        if (!block.isUndefined() && !block.isNull()) {
            const QJsonArray list = block.isArray() ? block.toArray() : QJsonArray();
            bool valid = block.isArray() && list.size() == 2;
            for (qsizetype i = 0; valid && i < list.size(); ++i) {
                bool whole = false;
                const qint64 n = wholeNumber(list.at(i), &whole);
                valid = whole && n >= 1 && n <= std::numeric_limits<int>::max();
                if (valid)
                    info->weightBlockSize.append(static_cast<int>(n));
            }
            if (!valid) {
                info->weightBlockSize.clear();
                problem(name("weight_block_size"), tr("%1 must be a list of two positive whole numbers, not %2")
                                                       .arg(name("weight_block_size"), jsonText(block)));
            }
        }
    } else if (m == QLatin1String("bitsandbytes")) {
        // BitsAndBytesConfig: load_in_4bit / load_in_8bit (also saved as _load_in_4bit / _load_in_8bit).
        info->method = QuantizationInfo::Method::BitsAndBytes;
        const bool four = boolValue("load_in_4bit", boolValue("_load_in_4bit", false));
        const bool eight = boolValue("load_in_8bit", boolValue("_load_in_8bit", false));
        if (four == eight) {
            problem(name("load_in_4bit"),
                    four ? tr("%1 and %2 are both true").arg(name("load_in_4bit"), name("load_in_8bit"))
                         : tr("neither %1 nor %2 is true").arg(name("load_in_4bit"), name("load_in_8bit")));
        } else if (four) {
            info->bits = 4;
            const QJsonValue type = config.value(QLatin1String("bnb_4bit_quant_type"));
            info->bnb4BitQuantType = type.isString() ? type.toString() : QStringLiteral("fp4");
            if (info->bnb4BitQuantType != QLatin1String("nf4") && info->bnb4BitQuantType != QLatin1String("fp4")) {
                problem(name("bnb_4bit_quant_type"),
                        tr("%1 is %2; expected \"nf4\" or \"fp4\"").arg(name("bnb_4bit_quant_type"), jsonText(type)));
            }
            info->bnbDoubleQuant = boolValue("bnb_4bit_use_double_quant", false);
        } else {
            info->bits = 8;
        }
    } else if (m == QLatin1String("mxfp4")) {
        // OCP Microscaling FP4: E2M1 values in blocks of 32 sharing one E8M0 scale (Mxfp4Config).
        info->method = QuantizationInfo::Method::Mxfp4;
        info->bits = 4;
        info->groupSize = 32;
    } else if (m == QLatin1String("fbgemm_fp8")) {
        // FbgemmFp8Config: FP8 E4M3 weights with one fp32 scale per output row; modules_to_not_convert
        // (read above) stay 16-bit, activation_scale_ub bounds the dynamic activation scales.
        info->method = QuantizationInfo::Method::FbgemmFp8;
        info->bits = 8;
        info->groupSize = -1;
    } else if (m == QLatin1String("compressed-tensors")) {
        readCompressedTensors(config, prefix, info);
    } else {
        info->method = QuantizationInfo::Method::Other;
        note(tr("Quantization method \"%1\" is not modelled; its storage cost is unknown.").arg(info->methodName));
    }
}

// compressed-tensors QuantizationConfig (llm-compressor): "format", "ignore" and the "weights" scheme of
// every "config_groups" entry (QuantizationArgs: num_bits, type, strategy, group_size, symmetric,
// block_structure). Examples: nm-testing/DeepSeek-Coder-V2-Lite-Instruct-W8A8 (HF commit e1baf6d5) writes
// "int-quantized", int 8-bit "channel" weights and dynamic int8 "token" input_activations;
// nm-testing/Phi-3-mini-128k-instruct-FP8 (HF commit c29ffa78) "naive-quantized", float 8-bit "tensor"
// weights; both "ignore": ["lm_head"]. W4A16 ("pack-quantized") has int 4-bit "group" weights with
// group_size 128 and input_activations null (RedHatAI/Meta-Llama-3.1-8B-Instruct-quantized.w4a16 model card).
void Importer::readCompressedTensors(const QJsonObject &config, const QString &prefix, QuantizationInfo *info)
{
    info->method = QuantizationInfo::Method::CompressedTensors;
    info->format = config.value(QLatin1String("format")).toString();
    const QJsonValue ignore = config.value(QLatin1String("ignore"));
    for (const QJsonValue &module : ignore.toArray()) {
        if (module.isString())
            info->modulesNotConverted.append(module.toString());
    }
    const QString groupsName = prefix + QStringLiteral(".config_groups");
    const QJsonObject groups = config.value(QLatin1String("config_groups")).toObject();
    if (groups.isEmpty()) {
        problem(groupsName, tr("%1 must be a JSON object holding at least one quantization scheme").arg(groupsName));
        return;
    }
    bool first = true;
    for (auto it = groups.constBegin(); it != groups.constEnd(); ++it) {
        const QString weightsName = groupsName + QLatin1Char('.') + it.key() + QStringLiteral(".weights");
        const QJsonObject groupObject = it.value().toObject();
        const QJsonObject weights = groupObject.value(QLatin1String("weights")).toObject();
        if (weights.isEmpty()) {
            problem(weightsName, tr("missing %1").arg(weightsName));
            continue;
        }
        const QJsonValue bitsValue = weights.value(QLatin1String("num_bits"));
        bool whole = false;
        const qint64 bits = wholeNumber(bitsValue, &whole);
        if (!whole || bits < 1 || bits > 64) {
            const QString key = weightsName + QStringLiteral(".num_bits");
            problem(key, tr("%1 must be a whole number from 1 to 64, not %2").arg(key, jsonText(bitsValue)));
            continue;
        }
        const QString strategy = weights.value(QLatin1String("strategy")).toString();
        qint64 group = strategy == QLatin1String("channel") ? -1 : 0;
        if (strategy == QLatin1String("group")) {
            const QJsonValue size = weights.value(QLatin1String("group_size"));
            group = wholeNumber(size, &whole);
            if (!whole || group < 1 || group > std::numeric_limits<int>::max()) {
                const QString key = weightsName + QStringLiteral(".group_size");
                problem(key, tr("%1 must be a positive whole number, not %2").arg(key, jsonText(size)));
                continue;
            }
        }
        QList<int> block;
        for (const QJsonValue &n : weights.value(QLatin1String("block_structure")).toArray()) {
            const qint64 side = wholeNumber(n, &whole);
            if (whole && side >= 1 && side <= std::numeric_limits<int>::max())
                block.append(static_cast<int>(side));
        }
        const QJsonValue symmetric = weights.value(QLatin1String("symmetric"));
        const QJsonValue type = weights.value(QLatin1String("type"));
        const QJsonValue activations = groupObject.value(QLatin1String("input_activations"));
        QuantizationInfo scheme;
        scheme.bits = static_cast<int>(bits);
        scheme.groupSize = static_cast<int>(group);
        scheme.weightBlockSize = block;
        scheme.weightType = type.isString() ? type.toString() : QStringLiteral("int"); // QuantizationArgs default
        scheme.weightStrategy = strategy;
        scheme.symmetric = symmetric.isBool() ? symmetric.toBool() : true;
        scheme.activationsQuantized = activations.isObject();
        if (info->format.isEmpty()) // newer files write the format per scheme
            info->format = groupObject.value(QLatin1String("format")).toString();
        const bool same = scheme.bits == info->bits && scheme.groupSize == info->groupSize &&
                          scheme.weightBlockSize == info->weightBlockSize && scheme.weightType == info->weightType &&
                          scheme.weightStrategy == info->weightStrategy && scheme.symmetric == info->symmetric &&
                          scheme.activationsQuantized == info->activationsQuantized;
        if (first) {
            info->bits = scheme.bits;
            info->groupSize = scheme.groupSize;
            info->weightBlockSize = scheme.weightBlockSize;
            info->weightType = scheme.weightType;
            info->weightStrategy = scheme.weightStrategy;
            info->symmetric = scheme.symmetric;
            info->activationsQuantized = scheme.activationsQuantized;
            first = false;
        } else if (!same) {
            info->mixedSchemes = true;
        }
    }
    if (info->mixedSchemes) {
        note(tr("%1 holds schemes with different weights; no single weight format describes the checkpoint.")
                 .arg(groupsName));
        return;
    }
    const fit::WeightFormat wna16 = fit::WeightFormat::wna16(info->bits, info->groupSize, !info->symmetric);
    std::string why;
    if (info->weightType == QLatin1String("int") && !info->activationsQuantized && !fit::isValid(wna16, &why))
        note(tr("%1: %2; the weight format is unknown.").arg(groupsName, QString::fromStdString(why)));
}

void Importer::readArchitecture(fit::ModelSpec *spec)
{
    const Family f = m_family;
    const bool mla = f == Family::DeepSeekV2 || f == Family::DeepSeekV3;

    requireInt("num_hidden_layers", 1, fit::limits::kMaxLayers, &spec->layers);
    requireInt("num_attention_heads", 1, fit::limits::kMaxAttentionHeads, &spec->attentionHeads);
    requireInt("hidden_size", 1, fit::limits::kMaxHiddenSize, &spec->hiddenSize);
    requireInt("vocab_size", 1, fit::limits::kMaxVocabSize, &spec->vocabSize);
    if (f == Family::Llama4) {
        // Llama 4: dense layers use intermediate_size_mlp, experts intermediate_size (modeling_llama4.py).
        requireInt("intermediate_size_mlp", 1, fit::limits::kMaxIntermediateSize, &spec->intermediateSize);
        requireInt("intermediate_size", 1, fit::limits::kMaxIntermediateSize, &spec->expertIntermediateSize);
    } else {
        requireInt("intermediate_size", 1, fit::limits::kMaxIntermediateSize, &spec->intermediateSize);
    }

    qint64 maxContext = 0;
    if (readWhole("max_position_embeddings", 1, fit::limits::kMaxContextTokens, &maxContext))
        spec->maxContextTokens = maxContext;
    else if (!has("max_position_embeddings"))
        note(tr("max_position_embeddings is not set, so the longest supported context is unknown."));

    // num_key_value_heads: None means multi-head attention (LlamaConfig: num_key_value_heads =
    // num_attention_heads); vLLM `get_total_num_kv_heads` does the same.
    if (!has("num_key_value_heads")) {
        spec->kvHeads = spec->attentionHeads;
        if (spec->attentionHeads > 0)
            note(tr("num_key_value_heads is not set; using num_attention_heads (%1), as transformers does.")
                     .arg(spec->attentionHeads));
    } else if (readInt("num_key_value_heads", 1, fit::limits::kMaxAttentionHeads, &spec->kvHeads) &&
               spec->attentionHeads > 0) {
        if (spec->kvHeads > spec->attentionHeads) {
            problem(field("num_key_value_heads"), tr("%1 (%2) exceeds %3 (%4)")
                                                      .arg(field("num_key_value_heads"))
                                                      .arg(spec->kvHeads)
                                                      .arg(field("num_attention_heads"))
                                                      .arg(spec->attentionHeads));
        } else if (spec->attentionHeads % spec->kvHeads != 0) {
            problem(field("num_key_value_heads"), tr("%1 (%2) does not divide %3 (%4)")
                                                      .arg(field("num_key_value_heads"))
                                                      .arg(spec->kvHeads)
                                                      .arg(field("num_attention_heads"))
                                                      .arg(spec->attentionHeads));
        }
    }

    if (mla) {
        // Multi-head latent attention (configuration_deepseek_v3.py). q_lora_rank null = full-rank q_proj.
        requireInt("kv_lora_rank", 1, fit::limits::kMaxLoraRank, &spec->kvLoraRank);
        requireInt("qk_rope_head_dim", 1, fit::limits::kMaxHeadDim, &spec->qkRopeHeadDim);
        requireInt("qk_nope_head_dim", 0, fit::limits::kMaxHeadDim, &spec->qkNopeHeadDim);
        requireInt("v_head_dim", 1, fit::limits::kMaxHeadDim, &spec->vHeadDim);
        readInt("q_lora_rank", 0, fit::limits::kMaxLoraRank, &spec->qLoraRank);
        // Per-head dims as llama.cpp reports them (n_embd_head_k = nope + rope, n_embd_head_v = v). Both
        // are at most kMaxHeadDim, so the sum fits in an int; it must itself be a head dimension.
        const int qHead = spec->qkNopeHeadDim + spec->qkRopeHeadDim;
        if (qHead > fit::limits::kMaxHeadDim) {
            problem(field("qk_nope_head_dim"), tr("%1 + %2 (%3) is more than %4")
                                                   .arg(field("qk_nope_head_dim"), field("qk_rope_head_dim"))
                                                   .arg(qHead)
                                                   .arg(fit::limits::kMaxHeadDim));
        } else {
            spec->headDim = qHead;
        }
        spec->headDimV = spec->vHeadDim;
        if (readBool("attention_bias", false))
            note(tr("attention_bias is true; the MLA projection biases are not counted."));
    } else if (has("head_dim")) {
        // Explicit head_dim (Qwen3, Gemma, gpt-oss, Mistral-Nemo): transformers uses it as is.
        readInt("head_dim", 1, fit::limits::kMaxHeadDim, &spec->headDim);
    } else if (spec->hiddenSize > 0 && spec->attentionHeads > 0) {
        if (spec->hiddenSize % spec->attentionHeads != 0) {
            problem(field("head_dim"), tr("%1 is missing and %2 (%3) is not a multiple of %4 (%5)")
                                           .arg(field("head_dim"), field("hidden_size"))
                                           .arg(spec->hiddenSize)
                                           .arg(field("num_attention_heads"))
                                           .arg(spec->attentionHeads));
        } else {
            spec->headDim = spec->hiddenSize / spec->attentionHeads;
        }
    }

    // Tied embeddings: PretrainedConfig defaults to True, but each family's config class sets its own
    // default (Gemma*Config True, LlamaConfig/Qwen*Config/MistralConfig/... False).
    const bool gemma = f == Family::Gemma || f == Family::Gemma2 || f == Family::Gemma3;
    if (!has("tie_word_embeddings") && gemma)
        note(tr("tie_word_embeddings is not set; Gemma's default (tied input and output embeddings) applies."));
    spec->tiedEmbeddings = readBool("tie_word_embeddings", gemma);

    // Biases and norms per family.
    switch (f) {
    case Family::Qwen2:
    case Family::Qwen2Moe:
        // modeling_qwen2.py: q/k/v_proj bias=True, o_proj bias=False.
        spec->attentionBias = true;
        break;
    case Family::Mistral:
    case Family::Mixtral:
    case Family::Phi3:
        // MistralAttention, MixtralAttention and Phi3Attention (fused qkv_proj) have no biases.
        break;
    case Family::GptOss:
        // modeling_gpt_oss.py: q/k/v/o biases (attention_bias), sinks per head, expert and router biases.
        spec->attentionBias = spec->attentionOutputBias = readBool("attention_bias", true);
        spec->attentionSinks = true;
        spec->mlpBias = true;
        spec->routerBias = true;
        break;
    case Family::DeepSeekV2:
    case Family::DeepSeekV3:
        break;
    default:
        // Llama, Qwen3, Gemma, Llama 4 and Llama-like: attention_bias on q, k, v and o (LlamaAttention).
        spec->attentionBias = spec->attentionOutputBias = readBool("attention_bias", false);
        spec->mlpBias = readBool("mlp_bias", false);
        break;
    }
    spec->qkNorm = f == Family::Qwen3 || f == Family::Qwen3Moe || f == Family::Gemma3;
    // Gemma 2/3: input, post-attention, pre-feedforward and post-feedforward norms (modeling_gemma2.py).
    spec->normsPerLayer = (f == Family::Gemma2 || f == Family::Gemma3) ? 4 : 0;
    if (f == Family::Phi3)
        note(tr("Phi-3 fuses qkv_proj and gate_up_proj; they hold the same parameters as separate projections."));
}

void Importer::readAttentionLayout(Family f, fit::ModelSpec *spec, std::vector<fit::LayerSpec> *layers)
{
    using fit::AttentionKind;
    const int count = spec->layers;
    if (count < 1)
        return;
    layers->assign(static_cast<std::size_t>(count), fit::LayerSpec{AttentionKind::Full, spec->kvHeads, false});

    const QJsonValue types = value("layer_types");
    bool explicitTypes = false;
    if (!types.isUndefined() && !types.isNull()) {
        // layer_types (transformers >= 4.54 writes it for Gemma, Qwen, gpt-oss, Llama 4, ...).
        explicitTypes = true;
        const QJsonArray list = types.isArray() ? types.toArray() : QJsonArray();
        if (!types.isArray()) {
            problem(field("layer_types"), tr("%1 must be a list, not %2").arg(field("layer_types"), jsonText(types)));
            return;
        }
        if (list.size() != count) {
            problem(field("layer_types"), tr("%1 has %2 entries but %3 is %4")
                                              .arg(field("layer_types"))
                                              .arg(list.size())
                                              .arg(field("num_hidden_layers"))
                                              .arg(count));
            return;
        }
        for (qsizetype i = 0; i < list.size(); ++i) {
            const QString type = list.at(i).toString();
            if (type == QLatin1String("full_attention")) {
                (*layers)[i].attention = AttentionKind::Full;
            } else if (type == QLatin1String("sliding_attention")) {
                (*layers)[i].attention = AttentionKind::SlidingWindow;
            } else if (type == QLatin1String("chunked_attention")) {
                (*layers)[i].attention = AttentionKind::ChunkedLocal;
            } else {
                problem(field("layer_types"),
                        tr("%1[%2] is %3; expected \"full_attention\", \"sliding_attention\" or \"chunked_attention\"")
                            .arg(field("layer_types"))
                            .arg(i)
                            .arg(jsonText(list.at(i))));
                return;
            }
        }
    } else if (f == Family::Gemma2) {
        // modeling_gemma2.py: is_sliding = not bool(layer_idx % 2), so even layers slide.
        for (int i = 0; i < count; i += 2)
            (*layers)[i].attention = AttentionKind::SlidingWindow;
    } else if (f == Family::Gemma3) {
        // configuration_gemma3.py: layer i is full attention when (i + 1) % sliding_window_pattern == 0.
        int pattern = 0;
        const char *key = has("sliding_window_pattern") ? "sliding_window_pattern" : "_sliding_window_pattern";
        if (!has(key)) {
            pattern = 6;
            note(tr("sliding_window_pattern is not set; using the Gemma 3 default 6 (five sliding layers, then one "
                    "full)."));
        } else if (!readInt(key, 1, fit::limits::kMaxLayers, &pattern)) {
            return;
        }
        for (int i = 0; i < count; ++i) {
            if ((i + 1) % pattern != 0)
                (*layers)[i].attention = AttentionKind::SlidingWindow;
        }
    } else if (f == Family::GptOss) {
        // configuration_gpt_oss.py default: sliding when (i + 1) % 2 != 0.
        for (int i = 0; i < count; i += 2)
            (*layers)[i].attention = AttentionKind::SlidingWindow;
        note(tr("layer_types is not set; using the gpt-oss default (sliding and full layers alternate)."));
    } else if (f == Family::Llama4) {
        // configuration_llama4.py: layers with RoPE (no_rope_layers[i] = 1) use chunked attention; the
        // default makes every no_rope_layer_interval-th layer a NoPE full-attention layer.
        std::vector<int> rope;
        if (!readIntList("no_rope_layers", 0, 1, &rope))
            return;
        if (rope.empty()) {
            int interval = 4;
            if (has("no_rope_layer_interval") &&
                !readInt("no_rope_layer_interval", 1, fit::limits::kMaxLayers, &interval))
                return;
            for (int i = 0; i < count; ++i)
                rope.push_back((i + 1) % interval != 0 ? 1 : 0);
        } else if (rope.size() < static_cast<std::size_t>(count)) {
            problem(field("no_rope_layers"), tr("%1 has %2 entries but %3 is %4")
                                                 .arg(field("no_rope_layers"))
                                                 .arg(rope.size())
                                                 .arg(field("num_hidden_layers"))
                                                 .arg(count));
            return;
        }
        for (int i = 0; i < count; ++i) {
            if (rope[static_cast<std::size_t>(i)] != 0)
                (*layers)[i].attention = AttentionKind::ChunkedLocal;
        }
    } else if (f == Family::Qwen2 || f == Family::Qwen2Moe || f == Family::Qwen3 || f == Family::Qwen3Moe) {
        // configuration_qwen2.py: with use_sliding_window, layers from max_window_layers on slide.
        if (readBool("use_sliding_window", false) && has("sliding_window")) {
            int from = 0;
            if (!requireInt("max_window_layers", 0, fit::limits::kMaxLayers, &from))
                return;
            for (int i = from; i < count; ++i)
                (*layers)[i].attention = AttentionKind::SlidingWindow;
        }
    } else if (f != Family::DeepSeekV2 && f != Family::DeepSeekV3 && f != Family::Llama && has("sliding_window")) {
        // Mistral v0.1, Phi-3 (and Llama-like configs): one window for every layer.
        for (fit::LayerSpec &layer : *layers)
            layer.attention = AttentionKind::SlidingWindow;
    }

    int sliding = 0;
    int chunked = 0;
    for (const fit::LayerSpec &layer : *layers) {
        sliding += layer.attention == AttentionKind::SlidingWindow ? 1 : 0;
        chunked += layer.attention == AttentionKind::ChunkedLocal ? 1 : 0;
    }
    if (sliding > 0) {
        if (has("sliding_window")) {
            readInt("sliding_window", 1, fit::limits::kMaxWindowTokens, &spec->slidingWindow);
        } else if (f == Family::Gemma2 || f == Family::Gemma3) {
            spec->slidingWindow = 4096; // Gemma2Config / Gemma3TextConfig default
            note(tr("sliding_window is not set; using the Gemma default of 4096 tokens."));
        } else {
            problem(field("sliding_window"),
                    tr("missing %1, which %2 sliding-window layers need").arg(field("sliding_window")).arg(sliding));
        }
        if (!explicitTypes && sliding == count && spec->slidingWindow > 0) {
            note(tr("Every layer attends to a sliding window of %1 tokens (sliding_window); engines differ in "
                    "whether they honour a window on every layer.")
                     .arg(spec->slidingWindow));
        }
    }
    if (chunked > 0) {
        if (value("attention_chunk_size").isNull()) {
            // attention_chunk_size null turns chunking off (Llama4TextConfig): every layer attends fully.
            for (fit::LayerSpec &layer : *layers)
                layer.attention = AttentionKind::Full;
        } else {
            requireInt("attention_chunk_size", 1, fit::limits::kMaxWindowTokens, &spec->attentionChunk);
        }
    }
}

void Importer::readExperts(Family f, fit::ModelSpec *spec, std::vector<fit::LayerSpec> *layers)
{
    const int count = spec->layers;
    const char *expertsKey = nullptr;
    switch (f) {
    case Family::Qwen2Moe:
    case Family::Qwen3Moe:
        expertsKey = "num_experts";
        break;
    case Family::DeepSeekV2:
    case Family::DeepSeekV3:
        expertsKey = "n_routed_experts";
        break;
    default:
        expertsKey = "num_local_experts";
        break;
    }
    if (!has(expertsKey))
        return; // dense model
    if (!readInt(expertsKey, 1, fit::limits::kMaxExperts, &spec->experts))
        return;
    const char *perTokenKey = "num_experts_per_tok";
    if (!has(perTokenKey) && f == Family::GptOss)
        perTokenKey = "experts_per_token"; // gpt-oss writes both
    if (requireInt(perTokenKey, 1, fit::limits::kMaxExperts, &spec->expertsPerToken) &&
        spec->expertsPerToken > spec->experts) {
        problem(field(perTokenKey), tr("%1 (%2) exceeds %3 (%4)")
                                        .arg(field(perTokenKey))
                                        .arg(spec->expertsPerToken)
                                        .arg(field(expertsKey))
                                        .arg(spec->experts));
    }

    if (count < 1 || layers->size() != static_cast<std::size_t>(count))
        return;
    for (fit::LayerSpec &layer : *layers)
        layer.moe = true;

    if (f == Family::Qwen2Moe || f == Family::Qwen3Moe) {
        // modeling_qwen3_moe.py: a layer is sparse when it is not in mlp_only_layers and
        // (layer_idx + 1) % decoder_sparse_step == 0.
        requireInt("moe_intermediate_size", 1, fit::limits::kMaxIntermediateSize, &spec->expertIntermediateSize);
        int step = 1;
        if (has("decoder_sparse_step") && !readInt("decoder_sparse_step", 1, fit::limits::kMaxLayers, &step))
            return;
        std::vector<int> denseLayers;
        if (!readIntList("mlp_only_layers", 0, count - 1, &denseLayers))
            return;
        for (int i = 0; i < count; ++i)
            (*layers)[i].moe = (i + 1) % step == 0;
        for (const int i : denseLayers)
            (*layers)[static_cast<std::size_t>(i)].moe = false;
        if (f == Family::Qwen2Moe) {
            // modeling_qwen2_moe.py: one shared expert of shared_expert_intermediate_size plus a sigmoid gate.
            int shared = 0;
            if (readInt("shared_expert_intermediate_size", 0, fit::limits::kMaxIntermediateSize, &shared) &&
                shared > 0) {
                spec->sharedExperts = 1;
                spec->sharedExpertIntermediateSize = shared;
                spec->sharedExpertGate = true;
            }
        }
    } else if (f == Family::DeepSeekV2 || f == Family::DeepSeekV3) {
        // modeling_deepseek_v3.py: MoE when layer_idx >= first_k_dense_replace and
        // layer_idx % moe_layer_freq == 0; shared experts are n_shared_experts of moe_intermediate_size.
        requireInt("moe_intermediate_size", 1, fit::limits::kMaxIntermediateSize, &spec->expertIntermediateSize);
        readInt("n_shared_experts", 0, fit::limits::kMaxExperts, &spec->sharedExperts);
        int firstMoe = 0;
        int frequency = 1;
        if (has("first_k_dense_replace") && !readInt("first_k_dense_replace", 0, fit::limits::kMaxLayers, &firstMoe))
            return;
        if (has("moe_layer_freq") && !readInt("moe_layer_freq", 1, fit::limits::kMaxLayers, &frequency))
            return;
        if (firstMoe > count) {
            problem(field("first_k_dense_replace"), tr("%1 (%2) exceeds %3 (%4)")
                                                        .arg(field("first_k_dense_replace"))
                                                        .arg(firstMoe)
                                                        .arg(field("num_hidden_layers"))
                                                        .arg(count));
            return;
        }
        for (int i = 0; i < count; ++i)
            (*layers)[i].moe = i >= firstMoe && i % frequency == 0;
        // DeepSeek-V3's router keeps an e_score_correction_bias per expert (topk_method "noaux_tc").
        const QString topk = readString("topk_method");
        spec->routerBias = topk == QLatin1String("noaux_tc") || (topk.isEmpty() && f == Family::DeepSeekV3);
        int mtp = 0;
        if (readInt("num_nextn_predict_layers", 0, fit::limits::kMaxLayers, &mtp) && mtp > 0) {
            note(tr("The checkpoint also holds %1 multi-token-prediction layer(s) (num_nextn_predict_layers); "
                    "they are not counted (main model only).")
                     .arg(mtp));
        }
    } else if (f == Family::Llama4) {
        // configuration_llama4.py: moe_layers, else every interleave_moe_layer_step-th layer from
        // step - 1; each MoE layer also has one shared expert of intermediate_size.
        spec->sharedExperts = 1;
        std::vector<int> moeLayers;
        if (!readIntList("moe_layers", 0, count - 1, &moeLayers))
            return;
        if (!has("moe_layers")) {
            int step = 1;
            if (has("interleave_moe_layer_step") &&
                !readInt("interleave_moe_layer_step", 1, fit::limits::kMaxLayers, &step))
                return;
            for (int i = step - 1; i < count; i += step)
                moeLayers.push_back(i);
        }
        for (fit::LayerSpec &layer : *layers)
            layer.moe = false;
        for (const int i : moeLayers)
            (*layers)[static_cast<std::size_t>(i)].moe = true;
    }
}

bool Importer::run(const QByteArray &json, ImportedModel *out)
{
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        problem(QString(),
                tr("not valid JSON at byte offset %1: %2").arg(parseError.offset).arg(parseError.errorString()));
        return false;
    }
    if (!doc.isObject()) {
        problem(QString(), tr("the top level is not a JSON object"));
        return false;
    }
    const QJsonObject root = doc.object();
    selectLanguageModel(root);
    if (!m_problems.isEmpty())
        return false;

    ImportedModel model;
    fit::ModelSpec &spec = model.spec;
    model.modelType = m_modelType;
    spec.architecture = m_architecture.toStdString();
    for (const char *key : {"torch_dtype", "dtype"}) {
        const QJsonValue dtype = root.value(latin1(key));
        if (model.dtype.isEmpty() && dtype.isString())
            model.dtype = dtype.toString();
    }

    readArchitecture(&spec);
    std::vector<fit::LayerSpec> layers;
    readAttentionLayout(m_family, &spec, &layers);
    readExperts(m_family, &spec, &layers);
    readQuantization(root, &model.quantization);
    if (!m_problems.isEmpty())
        return false;

    // Keep layerSpecs only when layers differ from the plain layout (all full attention, MoE
    // everywhere exactly when the model has experts).
    bool plain = true;
    for (const fit::LayerSpec &layer : layers)
        plain = plain && layer.attention == fit::AttentionKind::Full && layer.moe == (spec.experts > 0);
    if (!plain)
        spec.layerSpecs = std::move(layers);

    spec.parameterCount = fit::derivedParameterCount(spec);
    if (spec.parameterCount < 1) {
        problem(QStringLiteral("parameters"), tr("the parameter count of this architecture does not fit in 64 bits"));
        return false;
    }
    if (model.quantization.method == QuantizationInfo::Method::Mxfp4 ||
        model.quantization.method == QuantizationInfo::Method::Fp8 ||
        model.quantization.method == QuantizationInfo::Method::FbgemmFp8 ||
        model.quantization.method == QuantizationInfo::Method::CompressedTensors) {
        note(tr("The checkpoint stores weights as %1; the parameter count does not depend on the storage format.")
                 .arg(model.quantization.methodName));
    }

    // Name and id.
    QString name = m_source;
    if (name.isEmpty()) {
        name = root.value(QLatin1String("_name_or_path")).toString().section(QLatin1Char('/'), -1);
        if (name.isEmpty())
            name = QString::fromStdString(spec.architecture);
    }
    spec.displayName = name.toStdString();
    QString id;
    for (const QChar c : name.toLower()) {
        const char16_t u = c.unicode();
        const bool keep = (u >= u'a' && u <= u'z') || (u >= u'0' && u <= u'9') || u == u'.';
        if (keep)
            id.append(c);
        else if (!id.isEmpty() && !id.endsWith(QLatin1Char('-')))
            id.append(QLatin1Char('-'));
    }
    while (id.endsWith(QLatin1Char('-')) || id.endsWith(QLatin1Char('.')))
        id.chop(1);
    while (id.startsWith(QLatin1Char('.')))
        id.remove(0, 1);
    spec.id = (id.isEmpty() ? QStringLiteral("imported-model") : id).toStdString();

    model.notes = m_notes;
    *out = std::move(model);
    return true;
}

HfConfigError Importer::error() const
{
    HfConfigError e;
    e.source = m_source;
    e.fields = m_fields;
    e.problems = m_problems;
    const QString source = m_source.isEmpty() ? tr("config.json") : m_source;
    e.message = tr("%1: %2.").arg(source, m_problems.join(QStringLiteral("; ")));
    return e;
}

} // namespace

QLatin1String quantizationMethodKey(QuantizationInfo::Method method)
{
    switch (method) {
    case QuantizationInfo::Method::None:
        return QLatin1String("none");
    case QuantizationInfo::Method::Gptq:
        return QLatin1String("gptq");
    case QuantizationInfo::Method::Awq:
        return QLatin1String("awq");
    case QuantizationInfo::Method::Fp8:
        return QLatin1String("fp8");
    case QuantizationInfo::Method::BitsAndBytes:
        return QLatin1String("bitsandbytes");
    case QuantizationInfo::Method::Mxfp4:
        return QLatin1String("mxfp4");
    case QuantizationInfo::Method::Other:
        return QLatin1String("other");
    case QuantizationInfo::Method::FbgemmFp8:
        return QLatin1String("fbgemm_fp8");
    case QuantizationInfo::Method::CompressedTensors:
        return QLatin1String("compressed-tensors");
    }
    return QLatin1String();
}

std::optional<ImportedModel> importHfConfig(const QByteArray &json, const QString &sourceName, HfConfigError *error)
{
    Importer importer(sourceName);
    ImportedModel model;
    if (!importer.run(json, &model)) {
        if (error)
            *error = importer.error();
        return std::nullopt;
    }
    model.sourceJson = json;
    model.sourceName = sourceName;
    return model;
}

std::optional<ImportedModel> importHfConfigFile(const QString &path, HfConfigError *error)
{
    QFileInfo info(path);
    if (info.isDir())
        info = QFileInfo(QDir(path).filePath(QStringLiteral("config.json")));
    const QString source =
        info.fileName() == QLatin1String("config.json") ? info.dir().dirName() : info.completeBaseName();
    // A regular file of at most 16 MiB, counted on the bytes read: a device such as /dev/zero (which
    // reports size 0) or a FIFO is refused at once instead of being read until memory runs out.
    io::FileError readError;
    const std::optional<QByteArray> json =
        io::readRegularFile(info.filePath(), io::kMaxConfigJsonBytes, &readError, QStringLiteral("config.json"));
    if (!json) {
        if (error) {
            *error = HfConfigError{};
            error->source = source;
            error->problems = QStringList{readError.message};
            error->message = readError.message; // one sentence naming the file (and the limit)
        }
        return std::nullopt;
    }
    std::optional<ImportedModel> model = importHfConfig(*json, source, error);
    if (!model && error) {
        // Name the file itself, not only the model name derived from it.
        error->message =
            QCoreApplication::translate("HfConfig", "%1: %2.")
                .arg(QDir::toNativeSeparators(info.filePath()), error->problems.join(QStringLiteral("; ")));
    }
    return model;
}

namespace {

// The storage of one compressed-tensors scheme (hfconfig.h weightFormatOf lists the mapping; vLLM
// compressed_tensors.py `_get_scheme_from_parts` picks W8A8Fp8, W8A8Int8 or WNA16 the same way).
std::optional<fit::WeightFormat> compressedTensorsFormat(const QuantizationInfo &q)
{
    if (q.mixedSchemes)
        return std::nullopt;
    const QString &strategy = q.weightStrategy;
    if (q.weightType == QLatin1String("float") && q.bits == 8) {
        if (strategy == QLatin1String("channel"))
            return fit::WeightFormat::w8a8Fp8();
        if (strategy == QLatin1String("tensor"))
            return fit::WeightFormat::fp8(0);
        if (strategy == QLatin1String("block") && q.weightBlockSize.size() == 2 &&
            q.weightBlockSize.at(0) == q.weightBlockSize.at(1))
            return fit::WeightFormat::fp8(q.weightBlockSize.at(0));
        return std::nullopt;
    }
    if (q.weightType != QLatin1String("int"))
        return std::nullopt;
    if (q.activationsQuantized) {
        if (q.bits == 8 && strategy == QLatin1String("channel") && q.symmetric)
            return fit::WeightFormat::w8a8Int8();
        return std::nullopt;
    }
    if (strategy == QLatin1String("group") || strategy == QLatin1String("channel"))
        return fit::WeightFormat::wna16(q.bits, q.groupSize, !q.symmetric);
    return std::nullopt;
}

} // namespace

std::optional<fit::WeightFormat> weightFormatOf(const QuantizationInfo &q)
{
    using Method = QuantizationInfo::Method;
    fit::WeightFormat format;
    switch (q.method) {
    case Method::Gptq:
        format = fit::WeightFormat::gptq(q.bits, q.groupSize);
        break;
    case Method::Awq:
        format = fit::WeightFormat::awq(q.bits, q.groupSize);
        break;
    case Method::Fp8:
        // "weight_block_size": [128, 128] is one fp32 scale per 128 x 128 block; absent = per tensor.
        if (q.weightBlockSize.isEmpty())
            format = fit::WeightFormat::fp8(0);
        else if (q.weightBlockSize.size() == 2 && q.weightBlockSize.at(0) == q.weightBlockSize.at(1))
            format = fit::WeightFormat::fp8(q.weightBlockSize.at(0));
        else
            return std::nullopt;
        break;
    case Method::BitsAndBytes:
        // NF4 and FP4 store the same: 4-bit codes plus an absmax per 64 values.
        if (q.bits == 4)
            format = fit::WeightFormat::nf4(q.bnbDoubleQuant);
        else if (q.bits == 8)
            format = fit::WeightFormat::bnbInt8();
        else
            return std::nullopt;
        break;
    case Method::Mxfp4:
        format = fit::WeightFormat::mxfp4();
        break;
    case Method::FbgemmFp8:
        format = fit::WeightFormat::fbgemmFp8();
        break;
    case Method::CompressedTensors: {
        const std::optional<fit::WeightFormat> f = compressedTensorsFormat(q);
        if (!f)
            return std::nullopt;
        format = *f;
        break;
    }
    case Method::None:
    case Method::Other:
        return std::nullopt;
    }
    if (!fit::isValid(format))
        return std::nullopt;
    return format;
}

} // namespace headroom::catalog
