// SPDX-License-Identifier: GPL-3.0-or-later
// Tests for the image-generation presets of the catalogue (resources/catalog/diffusion.json, read by
// app/catalog/diffusioncatalog.cpp): the four pipelines with the numbers of their published configs (each
// component cites its Hugging Face config.json), and the strict loader, which refuses a malformed file with a
// sentence naming the entry and field. Expected values are copied from the cited configs, never from our output.

#include <catalog/catalog.h>

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using headroom::catalog::Catalog;
using headroom::catalog::DiffusionPreset;
using headroom::catalog::LoadError;
using headroom::fit::DenoiserKind;

namespace {

const QDate kRetrieved(2026, 12, 2);

const QStringList kFiles{QStringLiteral("gpus.json"), QStringLiteral("models.json"), QStringLiteral("diffusion.json"),
                         QStringLiteral("prices-example.json"), QStringLiteral("prices-example-eur.json")};

QString hf(const char *repo, const char *file)
{
    return QStringLiteral("https://huggingface.co/%1/blob/main/%2").arg(QLatin1String(repo), QLatin1String(file));
}

bool copyEmbedded(const QString &dir)
{
    for (const QString &name : kFiles) {
        QFile in(QDir(Catalog::kResourceDir).filePath(name));
        QFile out(QDir(dir).filePath(name));
        if (!in.open(QIODevice::ReadOnly) || !out.open(QIODevice::WriteOnly) || out.write(in.readAll()) < 0)
            return false;
    }
    return true;
}

QJsonObject diffusionJson(const QString &dir)
{
    QFile file(QDir(dir).filePath(Catalog::kDiffusionFile));
    return file.open(QIODevice::ReadOnly) ? QJsonDocument::fromJson(file.readAll()).object() : QJsonObject();
}

bool writeDiffusionJson(const QString &dir, const QJsonObject &root)
{
    QFile file(QDir(dir).filePath(Catalog::kDiffusionFile));
    return file.open(QIODevice::WriteOnly | QIODevice::Truncate) && file.write(QJsonDocument(root).toJson()) > 0;
}

// `root` with models[index][object][key] = value (object empty: on the model itself; value undefined: removed).
QJsonObject withField(QJsonObject root, qsizetype index, const QString &object, const QString &key,
                      const QJsonValue &value)
{
    QJsonArray models = root.value(QStringLiteral("models")).toArray();
    QJsonObject model = models.at(index).toObject();
    QJsonObject target = object.isEmpty() ? model : model.value(object).toObject();
    if (value.isUndefined())
        target.remove(key);
    else
        target.insert(key, value);
    if (object.isEmpty())
        model = target;
    else
        model.insert(object, target);
    models.replace(index, model);
    root.insert(QStringLiteral("models"), models);
    return root;
}

} // namespace

class TestCatalogDiffusion : public QObject
{
    Q_OBJECT

private slots:
    void presetIds();
    void sources();
    void sdxl();
    void sd15();
    void sd3Medium();
    void flux1Dev();
    void malformed_data();
    void malformed();
};

void TestCatalogDiffusion::presetIds()
{
    QStringList ids;
    for (const DiffusionPreset &p : Catalog::builtIn().diffusionModels())
        ids << QString::fromStdString(p.spec.id);
    QCOMPARE(ids, (QStringList{QStringLiteral("sd15"), QStringLiteral("sdxl"), QStringLiteral("sd3-medium"),
                               QStringLiteral("flux1-dev")}));
    QVERIFY(Catalog::builtIn().diffusionModel(QStringLiteral("sdxl")));
    QCOMPARE(Catalog::builtIn().diffusionModel(QStringLiteral("sd2")), nullptr);
}

void TestCatalogDiffusion::sources()
{
    const struct {
        const char *id;
        const char *repo;
        const char *denoiser;
        std::vector<const char *> encoders;
    } rows[] = {
        {"sd15", "stable-diffusion-v1-5/stable-diffusion-v1-5", "unet/config.json", {"text_encoder/config.json"}},
        {"sdxl",
         "stabilityai/stable-diffusion-xl-base-1.0",
         "unet/config.json",
         {"text_encoder/config.json", "text_encoder_2/config.json"}},
        {"sd3-medium",
         "stabilityai/stable-diffusion-3-medium-diffusers",
         "transformer/config.json",
         {"text_encoder/config.json", "text_encoder_2/config.json", "text_encoder_3/config.json"}},
        {"flux1-dev",
         "black-forest-labs/FLUX.1-dev",
         "transformer/config.json",
         {"text_encoder/config.json", "text_encoder_2/config.json"}},
    };
    for (const auto &row : rows) {
        const DiffusionPreset *p = Catalog::builtIn().diffusionModel(QLatin1String(row.id));
        QVERIFY(p);
        QCOMPARE(p->source.url, hf(row.repo, "model_index.json"));
        QCOMPARE(p->denoiserSource.url, hf(row.repo, row.denoiser));
        QCOMPARE(p->vaeSource.url, hf(row.repo, "vae/config.json"));
        QCOMPARE(std::size_t(p->textEncoderSources.size()), row.encoders.size());
        for (std::size_t i = 0; i < row.encoders.size(); ++i)
            QCOMPARE(p->textEncoderSources.at(qsizetype(i)).url, hf(row.repo, row.encoders[i]));
        for (const auto *source : {&p->source, &p->denoiserSource, &p->vaeSource}) {
            QCOMPARE(source->retrieved, kRetrieved);
            QVERIFY(!source->note.isEmpty());
        }
    }
}

void TestCatalogDiffusion::sdxl()
{
    // https://huggingface.co/stabilityai/stable-diffusion-xl-base-1.0: unet block_out_channels [320, 640, 1280],
    // down_block_types DownBlock2D, CrossAttnDownBlock2D x 2, transformer_layers_per_block [1, 2, 10]; vae
    // force_upcast true, sample_size 1024; text_encoder_2 hidden_size 1280, 32 layers, intermediate_size 5120.
    const headroom::fit::DiffusionSpec &m = Catalog::builtIn().diffusionModel(QStringLiteral("sdxl"))->spec;
    QCOMPARE(m.displayName, std::string("Stable Diffusion XL 1.0"));
    QVERIFY(m.denoiserKind == DenoiserKind::UNet);
    QCOMPARE(m.unetBlockOutChannels, (std::vector<int>{320, 640, 1280}));
    QCOMPARE(m.unetCrossAttention, (std::vector<bool>{false, true, true}));
    QCOMPARE(m.unetTransformerLayers, (std::vector<int>{1, 2, 10}));
    QCOMPARE(m.unetLayersPerBlock, 2);
    QCOMPARE(m.unetAttentionHeadDim, 64);
    QVERIFY(m.vaeForceUpcast);
    QCOMPARE(m.vaeSampleSize, 1024);
    QCOMPARE(m.vaeBlockOutChannels, (std::vector<int>{128, 256, 512, 512}));
    QCOMPARE(m.latentChannels, 4);
    QCOMPARE(m.vaeScaleFactor, 8);
    QVERIFY(m.classifierFreeGuidance);
    QCOMPARE(m.defaultWidth, 1024);
    QCOMPARE(m.textEncoders.size(), std::size_t{2});
    const headroom::fit::TextEncoderSpec &g = m.textEncoders[1];
    QCOMPARE(g.id, std::string("clip-g"));
    QCOMPARE(g.hiddenSize, 1280);
    QCOMPARE(g.layers, 32);
    QCOMPARE(g.intermediateSize, 5120);
    QCOMPARE(g.heads, 20);
    QCOMPARE(g.vocabSize, 49408);
    QCOMPARE(g.maxTokens, 77);
    QVERIFY(!g.materializedAttention);
}

void TestCatalogDiffusion::sd15()
{
    // unet block_out_channels [320, 640, 1280, 1280], CrossAttnDownBlock2D x 3 + DownBlock2D; vae sample_size 512.
    const headroom::fit::DiffusionSpec &m = Catalog::builtIn().diffusionModel(QStringLiteral("sd15"))->spec;
    QCOMPARE(m.unetBlockOutChannels, (std::vector<int>{320, 640, 1280, 1280}));
    QCOMPARE(m.unetCrossAttention, (std::vector<bool>{true, true, true, false}));
    QCOMPARE(m.vaeSampleSize, 512);
    QVERIFY(!m.vaeForceUpcast);
    QCOMPARE(m.defaultWidth, 512);
    QCOMPARE(m.defaultHeight, 512);
}

void TestCatalogDiffusion::sd3Medium()
{
    // transformer: num_layers 24, 24 heads x 64 = 1,536, patch_size 2; vae latent_channels 16; T5 at the pipeline's
    // max_sequence_length 256, joint attention over 77 + 256 text tokens; T5 keeps wo (24 x 10,240 x 4,096) in fp32.
    const headroom::fit::DiffusionSpec &m = Catalog::builtIn().diffusionModel(QStringLiteral("sd3-medium"))->spec;
    QVERIFY(m.denoiserKind == DenoiserKind::DiT);
    QCOMPARE(m.ditHiddenSize, 1536);
    QCOMPARE(m.ditLayers, 24);
    QCOMPARE(m.ditHeads, 24);
    QCOMPARE(m.ditPatchSize, 2);
    QCOMPARE(m.ditTextTokens, 333);
    QCOMPARE(m.latentChannels, 16);
    QCOMPARE(m.textEncoders.size(), std::size_t{3});
    const headroom::fit::TextEncoderSpec &t5 = m.textEncoders[2];
    QCOMPARE(t5.id, std::string("t5-xxl"));
    QCOMPARE(t5.maxTokens, 256);
    QCOMPARE(t5.heads, 64);
    QVERIFY(t5.materializedAttention);
    QCOMPARE(qint64(t5.fp32ParametersInFp16), qint64(24) * 10240 * 4096);
}

void TestCatalogDiffusion::flux1Dev()
{
    // transformer: 19 + 38 blocks, 24 heads x 128 = 3,072, guidance-distilled (no classifier-free guidance); the
    // pipeline packs 2 x 2 latent patches; T5 at max_sequence_length 512.
    const headroom::fit::DiffusionSpec &m = Catalog::builtIn().diffusionModel(QStringLiteral("flux1-dev"))->spec;
    QCOMPARE(m.displayName, std::string("FLUX.1 [dev]"));
    QCOMPARE(m.ditHiddenSize, 3072);
    QCOMPARE(m.ditLayers, 57);
    QCOMPARE(m.ditHeads, 24);
    QCOMPARE(m.ditPatchSize, 2);
    QCOMPARE(m.ditMlpRatio, 4);
    QCOMPARE(m.ditTextTokens, 512);
    QVERIFY(!m.classifierFreeGuidance);
    QCOMPARE(m.textEncoders.at(1).maxTokens, 512);
}

void TestCatalogDiffusion::malformed_data()
{
    QTest::addColumn<QString>("object");
    QTest::addColumn<QString>("key");
    QTest::addColumn<QJsonValue>("value");
    QTest::addColumn<QStringList>("mentions");
    QTest::newRow("unknown denoiser kind")
        << "denoiser"
        << "kind" << QJsonValue(QStringLiteral("gan")) << QStringList{QStringLiteral("sd15"), QStringLiteral("gan")};
    QTest::newRow("missing VAE parameters") << "vae"
                                            << "parameters" << QJsonValue(QJsonValue::Undefined)
                                            << QStringList{QStringLiteral("vae"), QStringLiteral("parameters")};
    QTest::newRow("zero channels") << "vae"
                                   << "block_out_channels" << QJsonValue(QJsonArray{128, 0})
                                   << QStringList{QStringLiteral("block_out_channels")};
    QTest::newRow("misspelt key") << "denoiser"
                                  << "layers_per_blok" << QJsonValue(2)
                                  << QStringList{QStringLiteral("layers_per_blok")};
    QTest::newRow("levels disagree") << "denoiser"
                                     << "cross_attention" << QJsonValue(QJsonArray{true, true})
                                     << QStringList{QStringLiteral("cross_attention")};
    QTest::newRow("default size not a multiple of 8")
        << ""
        << "default_width" << QJsonValue(500) << QStringList{QStringLiteral("sd15"), QStringLiteral("500")};
    QTest::newRow("fractional parameters") << ""
                                           << "default_height" << QJsonValue(512.5)
                                           << QStringList{QStringLiteral("default_height"), QStringLiteral("whole")};
}

void TestCatalogDiffusion::malformed()
{
    QFETCH(QString, object);
    QFETCH(QString, key);
    QFETCH(QJsonValue, value);
    QFETCH(QStringList, mentions);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QVERIFY(copyEmbedded(dir.path()));
    const QJsonObject root = diffusionJson(dir.path());
    QVERIFY(!root.isEmpty());
    QVERIFY(writeDiffusionJson(dir.path(), withField(root, 0, object, key, value)));
    LoadError error;
    QVERIFY(!Catalog::loadFromDirectory(dir.path(), &error).has_value());
    QCOMPARE(QFileInfo(error.file).fileName(), QString(Catalog::kDiffusionFile));
    for (const QString &mention : mentions)
        QVERIFY2(error.message.contains(mention), qPrintable(error.message + QStringLiteral(" lacks ") + mention));
}

QTEST_GUILESS_MAIN(TestCatalogDiffusion)
#include "tst_catalogdiffusion.moc"
