// SPDX-License-Identifier: GPL-3.0-or-later
// A safetensors checkpoint folder (safetensors.h): the shard list (model.safetensors.index.json, transformers
// `modeling_utils.py` / huggingface_hub `save_torch_state_dict`: {"metadata": {...}, "weight_map": {tensor: file}}),
// the tensor inventory from the transformers tensor names, and the ImportedModel with config.json.

#include <catalog/safetensors.h>

#include <io/safefile.h>

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QHash>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>
#include <QMap>

#include <algorithm>
#include <limits>

namespace headroom::catalog {

namespace {

constexpr std::int64_t kMaxIndexBytes = 64 * io::kMiB; // DeepSeek-V3's index (91,000 tensors) is about 9 MB
const QLatin1String kIndexSuffix(".safetensors.index.json");
const QLatin1String kDefaultIndex("model.safetensors.index.json");

// lupdate files the messages of free functions here under "headroom::catalog" (and those of HeaderParser
// under its class name), so the lookup uses the same context.
QString tr(const char *text, const char *comment = nullptr, int n = -1)
{
    return QCoreApplication::translate("headroom::catalog", text, comment, n);
}

QString quoted(const QString &text)
{
    return tr("“%1”").arg(text);
}

std::nullopt_t fail(SafetensorsError *error, const QString &file, const QString &problem)
{
    if (error) {
        error->file = QDir::toNativeSeparators(file);
        error->offset = -1;
        error->message = tr("%1: %2.").arg(error->file, problem);
    }
    return std::nullopt;
}

/// a + b, saturating at 2^63 - 1 (only hostile sparse files get there; importSafetensors() refuses them).
std::int64_t addBytes(std::int64_t a, std::int64_t b)
{
    std::int64_t sum = 0;
    return __builtin_add_overflow(a, b, &sum) ? std::numeric_limits<std::int64_t>::max() : sum;
}

enum class Part { Embedding, Output, Other, Unknown, Layer, Tower, BeyondLayers };

struct Place {
    Part part = Part::Other;
    int layer = -1;
    bool expert = false;
};

/// `name` with the multimodal prefixes read as the text model's.
QString canonicalName(const QString &name)
{
    static const QLatin1String kModel("model.");
    for (const QLatin1String prefix :
         {QLatin1String("model.language_model."), QLatin1String("language_model.model.")}) {
        if (name.startsWith(prefix))
            return kModel + name.mid(prefix.size());
    }
    if (name.startsWith(QLatin1String("language_model.lm_head.")))
        return name.mid(int(std::strlen("language_model.")));
    return name;
}

bool isTower(const QString &name)
{
    const QString bare = name.startsWith(QLatin1String("model.")) ? name.mid(6) : name;
    for (const char *tower : {"vision_tower.", "vision_model.", "visual.", "multi_modal_projector.", "audio_tower.",
                              "vision_encoder.", "mm_projector.", "embed_vision.", "embed_audio."}) {
        if (bare.startsWith(QLatin1String(tower)))
            return true;
    }
    return false;
}

Place placeOf(const QString &rawName, int layerCount)
{
    const QString name = canonicalName(rawName);
    if (isTower(name))
        return {Part::Tower, -1, false};
    if (name.startsWith(QLatin1String("model.embed_tokens.")))
        return {Part::Embedding, -1, false};
    if (name.startsWith(QLatin1String("lm_head.")))
        return {Part::Output, -1, false};
    static const QLatin1String kLayers("model.layers.");
    if (name.startsWith(kLayers)) {
        const qsizetype dot = name.indexOf(u'.', kLayers.size());
        const QStringView digits = QStringView(name).mid(kLayers.size(), std::max<qsizetype>(dot - kLayers.size(), 0));
        const bool ok = dot > kLayers.size() && digits.size() <= 9 &&
                        std::all_of(digits.begin(), digits.end(), [](QChar c) { return c >= u'0' && c <= u'9'; });
        const int layer = ok ? digits.toInt() : -1;
        if (ok) {
            if (layer >= layerCount)
                return {Part::BeyondLayers, layer, false};
            const QStringView rest = QStringView(name).mid(dot + 1);
            const bool expert = rest.startsWith(QLatin1String("mlp.experts.")) ||
                                rest.startsWith(QLatin1String("block_sparse_moe.experts.")) ||
                                rest.startsWith(QLatin1String("feed_forward.experts."));
            return {Part::Layer, layer, expert};
        }
    }
    for (const char *known : {"model.norm.", "model.rotary_emb.", "model.final_layernorm."}) {
        if (name.startsWith(QLatin1String(known)))
            return {Part::Other, -1, false};
    }
    return {Part::Unknown, -1, false};
}

struct Tally {
    int count = 0;
    std::int64_t bytes = 0;
    QString first;
    void add(const SafetensorsTensor &t)
    {
        if (count++ == 0)
            first = t.name;
        bytes = addBytes(bytes, t.bytes());
    }
};

void addInventoryNotes(const fit::TensorInventory &inv, const Tally &tower, const Tally &beyond, const Tally &unknown,
                       int layerCount, QStringList *notes)
{
    if (tower.count > 0)
        notes->append(tr("%n tensor(s) of the vision or audio tower and projector (%1 bytes, e.g. %2) were not "
                         "counted: the estimate covers the language model.",
                         nullptr, tower.count)
                          .arg(tower.bytes)
                          .arg(quoted(tower.first)));
    if (beyond.count > 0)
        notes->append(tr("%n tensor(s) of layers past num_hidden_layers (%1), %2 bytes, e.g. %3, were not counted: "
                         "a multi-token-prediction layer (DeepSeek-V3), which the engines load only for "
                         "speculative decoding.",
                         nullptr, beyond.count)
                          .arg(layerCount)
                          .arg(beyond.bytes)
                          .arg(quoted(beyond.first)));
    if (unknown.count > 0)
        notes->append(tr("%n tensor(s) outside the decoder layers with names Headroom does not know (%1 bytes, "
                         "e.g. %2) were counted with the output layer.",
                         nullptr, unknown.count)
                          .arg(unknown.bytes)
                          .arg(quoted(unknown.first)));
    const auto empty = int(std::count(inv.layers.begin(), inv.layers.end(), std::int64_t(0)));
    if (empty > 0)
        notes->append(tr("%n of the decoder layers have no tensors in the files.", nullptr, empty));
}

/// The shards of a folder: names relative to it, with the index's weight map when there is one.
struct ShardList {
    QStringList files;
    QString indexFile;                 ///< path of the index read; empty when none
    QHash<QString, QString> weightMap; ///< tensor -> file, from the index
};

QString findIndex(const QDir &dir)
{
    if (QFileInfo(dir.filePath(kDefaultIndex)).isFile())
        return dir.filePath(kDefaultIndex);
    const QStringList others = dir.entryList({QStringLiteral("*") + kIndexSuffix}, QDir::Files, QDir::Name);
    return others.size() == 1 ? dir.filePath(others.front()) : QString();
}

std::optional<ShardList> readIndex(const QString &path, SafetensorsError *error)
{
    io::FileError readError;
    const std::optional<QByteArray> bytes = io::readRegularFile(path, kMaxIndexBytes, &readError);
    if (!bytes) {
        if (error)
            *error = SafetensorsError{QDir::toNativeSeparators(path), -1, readError.message};
        return std::nullopt;
    }
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(*bytes, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        if (error) {
            *error = SafetensorsError{QDir::toNativeSeparators(path), parseError.offset, QString()};
            error->message =
                tr("%1, byte %2: %3.").arg(error->file).arg(parseError.offset).arg(parseError.errorString());
        }
        return std::nullopt;
    }
    const QJsonValue map = doc.object().value(QLatin1String("weight_map"));
    if (!map.isObject())
        return fail(error, path, tr("the index has no “weight_map” object"));
    ShardList list;
    list.indexFile = path;
    const QJsonObject object = map.toObject();
    for (auto it = object.begin(); it != object.end(); ++it) {
        const QString file = it.value().toString();
        if (!it.value().isString() || file.isEmpty() || file.contains(u'/') || file.contains(u'\\') ||
            file == QLatin1String("..") || file == QLatin1String("."))
            return fail(
                error, path,
                tr("the “weight_map” entry of %1 is not the name of a file in the folder").arg(quoted(it.key())));
        list.weightMap.insert(it.key(), file);
        if (!list.files.contains(file))
            list.files.append(file);
    }
    list.files.sort();
    return list;
}

/// Every *.safetensors of the folder; Mistral's consolidated*.safetensors (the same weights in Mistral's own
/// names) are left out when other shards are present.
ShardList globShards(const QDir &dir, QStringList *notes)
{
    ShardList list;
    QStringList consolidated;
    for (const QString &file : dir.entryList({QStringLiteral("*.safetensors")}, QDir::Files, QDir::Name)) {
        (file.startsWith(QLatin1String("consolidated")) ? consolidated : list.files).append(file);
    }
    if (list.files.isEmpty())
        list.files = consolidated;
    else if (!consolidated.isEmpty())
        notes->append(tr("%1 was not read: it holds the same weights in Mistral's format.")
                          .arg(consolidated.join(QStringLiteral(", "))));
    return list;
}

/// Reads every shard; each tensor must appear once in all of them, where the index (if any) says.
std::optional<QList<SafetensorsTensor>> readShards(const QDir &dir, const ShardList &shards, QStringList *notes,
                                                   SafetensorsError *error)
{
    QList<SafetensorsTensor> all;
    QHash<QString, QString> owner;
    std::int64_t total = 0;
    int unindexed = 0;
    for (const QString &file : shards.files) {
        const QString path = dir.filePath(file);
        if (!shards.indexFile.isEmpty() && !QFileInfo::exists(path))
            return fail(error, shards.indexFile,
                        tr("it names the shard %1, which is missing from the folder").arg(quoted(file)));
        std::optional<SafetensorsHeader> header = readSafetensorsFile(path, error);
        if (!header)
            return std::nullopt;
        if (__builtin_add_overflow(total, header->dataBytes, &total))
            return fail(error, dir.path(), tr("the shards hold more than 2^63 bytes"));
        for (SafetensorsTensor &t : header->tensors) {
            if (owner.contains(t.name))
                return fail(error, path,
                            tr("the tensor %1 is also in %2").arg(quoted(t.name), quoted(owner.value(t.name))));
            owner.insert(t.name, file);
            const auto mapped = shards.weightMap.constFind(t.name);
            if (!shards.indexFile.isEmpty() && mapped == shards.weightMap.constEnd())
                ++unindexed;
            else if (!shards.indexFile.isEmpty() && *mapped != file)
                return fail(error, shards.indexFile,
                            tr("it places the tensor %1 in %2, but %3 holds it")
                                .arg(quoted(t.name), quoted(*mapped), quoted(file)));
            all.append(std::move(t));
        }
    }
    for (auto it = shards.weightMap.constBegin(); it != shards.weightMap.constEnd(); ++it) {
        if (!owner.contains(it.key()))
            return fail(
                error, shards.indexFile,
                tr("it places the tensor %1 in %2, which does not hold it").arg(quoted(it.key()), quoted(it.value())));
    }
    if (unindexed > 0)
        notes->append(tr("%n tensor(s) of the shards are not in the index; they were counted.", nullptr, unindexed));
    if (all.isEmpty())
        return fail(error, dir.path(), tr("the safetensors files hold no tensors"));
    return all;
}

} // namespace

fit::TensorInventory safetensorsInventory(const QList<SafetensorsTensor> &tensors, int layerCount, QStringList *notes)
{
    fit::TensorInventory inv;
    layerCount = std::max(layerCount, 0);
    inv.layers.assign(std::size_t(layerCount), 0);
    inv.layerExperts.assign(std::size_t(layerCount), 0);
    inv.exact = true;
    bool haveHead = false;
    Tally tower, beyond, unknown;
    for (const SafetensorsTensor &t : tensors) {
        const Place place = placeOf(t.name, layerCount);
        switch (place.part) {
        case Part::Embedding:
            inv.tokenEmbedding = addBytes(inv.tokenEmbedding, t.bytes());
            break;
        case Part::Output:
            haveHead = true;
            inv.outputHead = addBytes(inv.outputHead, t.bytes());
            break;
        case Part::Unknown:
            unknown.add(t);
            [[fallthrough]];
        case Part::Other:
            inv.outputOther = addBytes(inv.outputOther, t.bytes());
            break;
        case Part::Layer:
            inv.layers[std::size_t(place.layer)] = addBytes(inv.layers[std::size_t(place.layer)], t.bytes());
            if (place.expert)
                inv.layerExperts[std::size_t(place.layer)] =
                    addBytes(inv.layerExperts[std::size_t(place.layer)], t.bytes());
            break;
        case Part::Tower:
            tower.add(t);
            break;
        case Part::BeyondLayers:
            beyond.add(t);
            break;
        }
    }
    inv.tiedEmbeddings = !haveHead;
    if (notes)
        addInventoryNotes(inv, tower, beyond, unknown, layerCount, notes);
    return inv;
}

std::optional<fit::WeightFormat> dominantDenseFormat(const QList<SafetensorsTensor> &tensors)
{
    QMap<int, std::int64_t> elements; // by SafetensorsDtype
    for (const SafetensorsTensor &t : tensors) {
        if (t.shape.size() != 2 || !t.name.endsWith(QLatin1String(".weight")) ||
            placeOf(t.name, std::numeric_limits<int>::max()).part != Part::Layer)
            continue;
        const int bits = safetensorsDtypeBits(t.dtype);
        elements[int(t.dtype)] = addBytes(elements.value(int(t.dtype)), bits > 0 ? t.bytes() * 8 / bits : 0);
    }
    if (elements.isEmpty())
        return std::nullopt;
    const auto top = std::max_element(elements.constBegin(), elements.constEnd());
    switch (SafetensorsDtype(top.key())) {
    case SafetensorsDtype::F32:
        return fit::WeightFormat::denseOf(fit::DenseDtype::F32);
    case SafetensorsDtype::BF16:
        return fit::WeightFormat::denseOf(fit::DenseDtype::BF16);
    case SafetensorsDtype::F16:
        return fit::WeightFormat::denseOf(fit::DenseDtype::F16);
    case SafetensorsDtype::F8_E4M3:
    case SafetensorsDtype::F8_E5M2:
    case SafetensorsDtype::F8_E4M3FNUZ:
    case SafetensorsDtype::F8_E5M2FNUZ:
        return fit::WeightFormat::denseOf(fit::DenseDtype::FP8);
    case SafetensorsDtype::I8:
    case SafetensorsDtype::U8:
        return fit::WeightFormat::denseOf(fit::DenseDtype::INT8);
    default:
        return std::nullopt;
    }
}

bool looksLikeModelFolder(const QString &path)
{
    const QDir dir(path);
    if (!QFileInfo(path).isDir() || !QFileInfo(dir.filePath(QStringLiteral("config.json"))).isFile())
        return false;
    return !dir.entryList({QStringLiteral("*.safetensors"), QStringLiteral("*") + kIndexSuffix}, QDir::Files).isEmpty();
}

std::optional<ImportedModel> importSafetensors(const QString &folderOrFile, SafetensorsError *error)
{
    const QFileInfo info(folderOrFile);
    if (!info.exists())
        return fail(error, folderOrFile, tr("the file or folder does not exist"));
    const QDir dir(info.isDir() ? info.absoluteFilePath() : info.absolutePath());
    QStringList notes;
    std::optional<ShardList> shards;
    const QString indexPath = findIndex(dir);
    if (!indexPath.isEmpty()) {
        shards = readIndex(indexPath, error);
        if (!shards)
            return std::nullopt;
    }
    if (!info.isDir()) {
        if (shards && shards->files.contains(info.fileName()) && shards->files.size() > 1)
            notes.append(tr("%1 is one of %2 shards named by %3: the whole folder was read.")
                             .arg(info.fileName())
                             .arg(shards->files.size())
                             .arg(QFileInfo(indexPath).fileName()));
        else
            shards = ShardList{{info.fileName()}, QString(), {}};
    } else if (!shards) {
        shards = globShards(dir, &notes);
        if (shards->files.isEmpty())
            return fail(error, dir.path(), tr("the folder holds no .safetensors file"));
    }
    HfConfigError configError;
    std::optional<ImportedModel> model = importHfConfigFile(dir.filePath(QStringLiteral("config.json")), &configError);
    if (!model) {
        if (error)
            *error = SafetensorsError{QDir::toNativeSeparators(dir.filePath(QStringLiteral("config.json"))), -1,
                                      configError.message};
        return std::nullopt;
    }
    const std::optional<QList<SafetensorsTensor>> tensors = readShards(dir, *shards, &notes, error);
    if (!tensors)
        return std::nullopt;
    model->tensors = safetensorsInventory(*tensors, model->spec.layers, &notes);
    if (model->tensors->tiedEmbeddings != model->spec.tiedEmbeddings)
        notes.append(model->tensors->tiedEmbeddings
                         ? tr("config.json says the embeddings are not tied, but the files hold no lm_head: the "
                              "files were followed.")
                         : tr("config.json says the embeddings are tied, but the files hold an lm_head: the files "
                              "were followed."));
    model->fileWeights = weightFormatOf(model->quantization);
    if (!model->fileWeights)
        model->fileWeights = dominantDenseFormat(*tensors);
    model->notes.append(notes);
    model->fileKind = QStringLiteral("safetensors");
    model->filePath = info.absoluteFilePath();
    return model;
}

} // namespace headroom::catalog
