// SPDX-License-Identifier: GPL-3.0-or-later
// Reads diffusion.json, the image-generation pipelines (format "headroom-catalog-diffusion", version 1,
// documented in resources/catalog/README.md), into fit::DiffusionSpec. Strict like the other catalogue
// files: unknown keys, missing fields, sizes that are not positive whole numbers and duplicate ids fail the
// load; a pipeline the fit model refuses (fit::diffusionEstimate's "model" and "image" errors) fails it too.
#include "catalogreader.h"

#include <fit/diffusion.h>

#include <QHash>

namespace headroom::catalog::detail {

namespace {

constexpr int kFormatVersion = 1;

// A JSON array of positive whole numbers (config block_out_channels, transformer_layers_per_block). With
// `allowZero`, 0 is accepted too.
bool readIntArray(Reader &reader, const QJsonObject &object, QLatin1String key, const QString &where, bool allowZero,
                  std::vector<int> *out)
{
    QJsonArray array;
    if (!reader.readArray(object, key, where, &array))
        return false;
    if (array.isEmpty())
        return reader.fail(Reader::tr("%1: the field \"%2\" must not be empty.").arg(where, key));
    out->clear();
    for (const QJsonValue &value : std::as_const(array)) {
        const qint64 number = value.isDouble() ? value.toInteger(-1) : -1;
        if (number < (allowZero ? 0 : 1) || number > std::numeric_limits<int>::max() ||
            double(number) != value.toDouble())
            return reader.fail(Reader::tr("%1: the field \"%2\" must list whole numbers of at least %3.")
                                   .arg(where, key)
                                   .arg(allowZero ? 0 : 1));
        out->push_back(static_cast<int>(number));
    }
    return true;
}

bool readBoolArray(Reader &reader, const QJsonObject &object, QLatin1String key, const QString &where,
                   std::vector<bool> *out)
{
    QJsonArray array;
    if (!reader.readArray(object, key, where, &array))
        return false;
    out->clear();
    for (const QJsonValue &value : std::as_const(array)) {
        if (!value.isBool())
            return reader.fail(Reader::tr("%1: the field \"%2\" must list true or false.").arg(where, key));
        out->push_back(value.toBool());
    }
    return true;
}

bool readParameters(Reader &reader, const QJsonObject &object, const QString &where, std::int64_t *out)
{
    qint64 parameters = 0;
    if (!reader.readInteger(object, QLatin1String("parameters"), where, 1, &parameters))
        return false;
    *out = parameters;
    return true;
}

bool readTextEncoder(Reader &reader, const QJsonObject &entry, const QString &where, fit::TextEncoderSpec *e,
                     Source *source)
{
    if (!reader.checkKeys(entry,
                          {QLatin1String("id"), QLatin1String("parameters"), QLatin1String("hidden_size"),
                           QLatin1String("num_hidden_layers"), QLatin1String("intermediate_size"),
                           QLatin1String("num_attention_heads"), QLatin1String("vocab_size"),
                           QLatin1String("max_tokens"), QLatin1String("materialized_attention"),
                           QLatin1String("fp32_parameters_in_fp16"), QLatin1String("source")},
                          where))
        return false;
    QString id;
    qint64 fp32 = 0;
    if (!reader.readId(entry, QLatin1String("id"), where, &id) ||
        !readParameters(reader, entry, where, &e->parameters) ||
        !reader.readPositiveInt(entry, QLatin1String("hidden_size"), where, &e->hiddenSize) ||
        !reader.readPositiveInt(entry, QLatin1String("num_hidden_layers"), where, &e->layers) ||
        !reader.readPositiveInt(entry, QLatin1String("intermediate_size"), where, &e->intermediateSize) ||
        !reader.readPositiveInt(entry, QLatin1String("num_attention_heads"), where, &e->heads) ||
        !reader.readPositiveInt(entry, QLatin1String("vocab_size"), where, &e->vocabSize) ||
        !reader.readPositiveInt(entry, QLatin1String("max_tokens"), where, &e->maxTokens) ||
        !reader.readBool(entry, QLatin1String("materialized_attention"), where, &e->materializedAttention) ||
        !reader.readInteger(entry, QLatin1String("fp32_parameters_in_fp16"), where, 0, &fp32) ||
        !reader.readSource(entry, QLatin1String("source"), where, source))
        return false;
    e->id = id.toStdString();
    e->fp32ParametersInFp16 = fp32;
    return true;
}

bool readUnet(Reader &reader, const QJsonObject &d, const QString &where, fit::DiffusionSpec *m)
{
    if (!reader.checkKeys(d,
                          {QLatin1String("kind"), QLatin1String("parameters"), QLatin1String("block_out_channels"),
                           QLatin1String("layers_per_block"), QLatin1String("cross_attention"),
                           QLatin1String("transformer_layers_per_block"), QLatin1String("head_dim"),
                           QLatin1String("source")},
                          where))
        return false;
    m->denoiserKind = fit::DenoiserKind::UNet;
    if (!readIntArray(reader, d, QLatin1String("block_out_channels"), where, false, &m->unetBlockOutChannels) ||
        !reader.readPositiveInt(d, QLatin1String("layers_per_block"), where, &m->unetLayersPerBlock) ||
        !readBoolArray(reader, d, QLatin1String("cross_attention"), where, &m->unetCrossAttention) ||
        !readIntArray(reader, d, QLatin1String("transformer_layers_per_block"), where, true,
                      &m->unetTransformerLayers) ||
        !reader.readPositiveInt(d, QLatin1String("head_dim"), where, &m->unetAttentionHeadDim))
        return false;
    if (m->unetCrossAttention.size() != m->unetBlockOutChannels.size() ||
        m->unetTransformerLayers.size() != m->unetBlockOutChannels.size())
        return reader.fail(Reader::tr("%1: cross_attention and transformer_layers_per_block need one entry per "
                                      "block_out_channels entry.")
                               .arg(where));
    return true;
}

bool readDit(Reader &reader, const QJsonObject &d, const QString &where, fit::DiffusionSpec *m)
{
    if (!reader.checkKeys(d,
                          {QLatin1String("kind"), QLatin1String("parameters"), QLatin1String("hidden_size"),
                           QLatin1String("num_layers"), QLatin1String("num_attention_heads"),
                           QLatin1String("patch_size"), QLatin1String("mlp_ratio"), QLatin1String("text_tokens"),
                           QLatin1String("source")},
                          where))
        return false;
    m->denoiserKind = fit::DenoiserKind::DiT;
    qint64 textTokens = 0;
    if (!reader.readPositiveInt(d, QLatin1String("hidden_size"), where, &m->ditHiddenSize) ||
        !reader.readPositiveInt(d, QLatin1String("num_layers"), where, &m->ditLayers) ||
        !reader.readPositiveInt(d, QLatin1String("num_attention_heads"), where, &m->ditHeads) ||
        !reader.readPositiveInt(d, QLatin1String("patch_size"), where, &m->ditPatchSize) ||
        !reader.readPositiveInt(d, QLatin1String("mlp_ratio"), where, &m->ditMlpRatio) ||
        !reader.readInteger(d, QLatin1String("text_tokens"), where, 0, &textTokens))
        return false;
    if (textTokens > std::numeric_limits<int>::max())
        return reader.fail(Reader::tr("%1: the field \"text_tokens\" is too large (%2).").arg(where).arg(textTokens));
    m->ditTextTokens = static_cast<int>(textTokens);
    return true;
}

bool readDenoiser(Reader &reader, const QJsonObject &entry, const QString &where, DiffusionPreset *preset)
{
    QJsonObject d;
    const QString here = Reader::tr("%1, denoiser").arg(where);
    QString kind;
    if (!reader.readObject(entry, QLatin1String("denoiser"), where, &d) ||
        !reader.readString(d, QLatin1String("kind"), here, &kind) ||
        !readParameters(reader, d, here, &preset->spec.denoiserParameters))
        return false;
    if (kind == QLatin1String("unet")) {
        if (!readUnet(reader, d, here, &preset->spec))
            return false;
    } else if (kind == QLatin1String("dit")) {
        if (!readDit(reader, d, here, &preset->spec))
            return false;
    } else {
        return reader.fail(Reader::tr("%1: unknown kind \"%2\" (expected \"unet\" or \"dit\").").arg(here, kind));
    }
    return reader.readSource(d, QLatin1String("source"), here, &preset->denoiserSource);
}

bool readVae(Reader &reader, const QJsonObject &entry, const QString &where, DiffusionPreset *preset)
{
    QJsonObject v;
    const QString here = Reader::tr("%1, vae").arg(where);
    fit::DiffusionSpec &m = preset->spec;
    if (!reader.readObject(entry, QLatin1String("vae"), where, &v) ||
        !reader.checkKeys(v,
                          {QLatin1String("parameters"), QLatin1String("block_out_channels"),
                           QLatin1String("latent_channels"), QLatin1String("sample_size"),
                           QLatin1String("upcast_for_decode"), QLatin1String("source")},
                          here) ||
        !readParameters(reader, v, here, &m.vaeParameters) ||
        !readIntArray(reader, v, QLatin1String("block_out_channels"), here, false, &m.vaeBlockOutChannels) ||
        !reader.readPositiveInt(v, QLatin1String("latent_channels"), here, &m.latentChannels) ||
        !reader.readPositiveInt(v, QLatin1String("sample_size"), here, &m.vaeSampleSize) ||
        !reader.readBool(v, QLatin1String("upcast_for_decode"), here, &m.vaeForceUpcast) ||
        !reader.readSource(v, QLatin1String("source"), here, &preset->vaeSource))
        return false;
    if (m.vaeBlockOutChannels.size() > 16)
        return reader.fail(Reader::tr("%1: block_out_channels has more than 16 levels.").arg(here));
    m.vaeScaleFactor = 1 << (static_cast<int>(m.vaeBlockOutChannels.size()) - 1); // 2^(len - 1), diffusers
    return true;
}

bool readPipeline(Reader &reader, const QJsonObject &entry, const QString &where, DiffusionPreset *preset)
{
    if (!reader.checkKeys(entry,
                          {QLatin1String("id"), QLatin1String("name"), QLatin1String("default_width"),
                           QLatin1String("default_height"), QLatin1String("classifier_free_guidance"),
                           QLatin1String("text_encoders"), QLatin1String("denoiser"), QLatin1String("vae"),
                           QLatin1String("source")},
                          where))
        return false;
    fit::DiffusionSpec &m = preset->spec;
    QString id;
    QString name;
    QJsonArray encoders;
    if (!reader.readId(entry, QLatin1String("id"), where, &id) ||
        !reader.readString(entry, QLatin1String("name"), where, &name) ||
        !reader.readPositiveInt(entry, QLatin1String("default_width"), where, &m.defaultWidth) ||
        !reader.readPositiveInt(entry, QLatin1String("default_height"), where, &m.defaultHeight) ||
        !reader.readBool(entry, QLatin1String("classifier_free_guidance"), where, &m.classifierFreeGuidance) ||
        !reader.readArray(entry, QLatin1String("text_encoders"), where, &encoders))
        return false;
    m.id = id.toStdString();
    m.displayName = name.toStdString();
    for (qsizetype i = 0; i < encoders.size(); ++i) {
        const QString kind = Reader::tr("%1, text encoder").arg(where);
        if (!encoders.at(i).isObject())
            return reader.fail(Reader::tr("%1 %2 must be a JSON object.").arg(kind).arg(i + 1));
        fit::TextEncoderSpec encoder;
        Source source;
        if (!readTextEncoder(reader, encoders.at(i).toObject(), Reader::entryLabel(kind, i, encoders.at(i).toObject()),
                             &encoder, &source))
            return false;
        m.textEncoders.push_back(std::move(encoder));
        preset->textEncoderSources.append(source);
    }
    return readDenoiser(reader, entry, where, preset) && readVae(reader, entry, where, preset) &&
           reader.readSource(entry, QLatin1String("source"), where, &preset->source);
}

// What the fit model says of the pipeline at its default resolution, one image (a spec it refuses fails
// the load with its sentence).
bool checkWithFitModel(Reader &reader, const QString &where, const fit::DiffusionSpec &spec)
{
    fit::Scenario s;
    s.kind = fit::WorkloadKind::Diffusion;
    s.diffusionModel = spec;
    s.hardware.memoryBytes = 1;
    fit::Error error;
    if (fit::diffusionEstimate(s, &error) || error.field == "parameters")
        return true;
    return reader.fail(Reader::tr("%1: %2").arg(where, QString::fromStdString(error.message)));
}

} // namespace

bool readDiffusionModels(Reader &reader, QList<DiffusionPreset> *out)
{
    QJsonObject root;
    if (!reader.readRoot(QLatin1String("headroom-catalog-diffusion"), kFormatVersion, &root))
        return false;
    if (!reader.checkKeys(root, {QLatin1String("format"), QLatin1String("version"), QLatin1String("models")},
                          Reader::tr("The file")))
        return false;
    QJsonArray entries;
    if (!reader.readArray(root, QLatin1String("models"), Reader::tr("The file"), &entries))
        return false;
    if (entries.isEmpty())
        return reader.fail(Reader::tr("The file lists no models."));
    QHash<QString, qsizetype> seen;
    for (qsizetype i = 0; i < entries.size(); ++i) {
        const QString kind = Reader::tr("Pipeline");
        if (!entries.at(i).isObject())
            return reader.fail(Reader::tr("%1 %2 must be a JSON object.").arg(kind).arg(i + 1));
        const QJsonObject entry = entries.at(i).toObject();
        const QString where = Reader::entryLabel(kind, i, entry);
        DiffusionPreset preset;
        if (!readPipeline(reader, entry, where, &preset) || !checkWithFitModel(reader, where, preset.spec))
            return false;
        const QString id = QString::fromStdString(preset.spec.id);
        if (seen.contains(id))
            return reader.fail(
                Reader::tr("%1: duplicate id \"%2\" (also pipeline %3).").arg(where, id).arg(seen.value(id) + 1));
        seen.insert(id, i);
        out->append(std::move(preset));
    }
    return true;
}

} // namespace headroom::catalog::detail
