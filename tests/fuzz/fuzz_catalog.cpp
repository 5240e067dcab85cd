// SPDX-License-Identifier: GPL-3.0-or-later
// Fuzz target: catalog::Catalog::loadFromDirectory() with one of its files replaced by the input bytes.
// The loader has only a folder API, so a scratch folder (under /dev/shm when it exists) holds copies of
// the built-in gpus.json, models.json, diffusion.json and prices-example.json; each input is written over
// one of them and restored afterwards. Which one: an input naming "headroom-catalog-gpus" replaces
// gpus.json, one naming "headroom-catalog-models" replaces models.json, one naming
// "headroom-catalog-diffusion" replaces diffusion.json; any other replaces prices-example.json (even
// size) or is added as a second price list, prices-fuzz.json (odd size), so cross-file checks (GPU ids of
// prices, unique list ids) run on fuzzed data too.
// Invariants checked (catalog.h): failure names the file and the problem; a catalogue that loads has
// GPUs and models that gpu()/model() find, unique price-list ids that priceList() finds, and prices only
// for GPUs of its own gpus.json.
// Seeds: resources/catalog/{gpus,models,prices-*}.json (tests/fuzz/CMakeLists.txt).

#include "fuzzsupport.h"

#include <catalog/catalog.h>

#include <QDir>
#include <QFile>
#include <QHash>
#include <QTemporaryDir>

using namespace headroom;

namespace {

QTemporaryDir *g_dir = nullptr;
QHash<QString, QByteArray> *g_builtIn = nullptr; ///< file name -> built-in content

void writeFile(const QString &path, const QByteArray &content)
{
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate) || file.write(content) != content.size())
        fuzz::fail("cannot write the scratch catalogue folder");
}

QByteArray builtInFile(QLatin1String name)
{
    QFile file(QDir(catalog::Catalog::kResourceDir).filePath(name));
    if (!file.open(QIODevice::ReadOnly))
        fuzz::fail("a built-in catalogue file is missing");
    return file.readAll();
}

/// The file of the scratch folder that `input` replaces (see the top of this file).
QString slotFor(const QByteArray &input)
{
    if (input.contains("headroom-catalog-gpus"))
        return QString(catalog::Catalog::kGpusFile);
    if (input.contains("headroom-catalog-models"))
        return QString(catalog::Catalog::kModelsFile);
    if (input.contains("headroom-catalog-diffusion"))
        return QString(catalog::Catalog::kDiffusionFile);
    return input.size() % 2 == 0 ? QString(catalog::Catalog::kPricesFile) : QStringLiteral("prices-fuzz.json");
}

void checkLoaded(const catalog::Catalog &c)
{
    if (c.gpus().isEmpty() || c.models().isEmpty() || c.priceLists().isEmpty())
        fuzz::fail("a catalogue without GPUs, models or price lists was accepted");
    for (const catalog::Gpu &gpu : c.gpus()) {
        if (c.gpu(gpu.id) == nullptr || gpu.memoryBytes <= 0)
            fuzz::fail("a GPU is not found by its id or has no memory");
    }
    for (const catalog::ModelPreset &model : c.models()) {
        if (c.model(QString::fromStdString(model.spec.id)) == nullptr)
            fuzz::fail("a model preset is not found by its id");
    }
    for (const catalog::PriceList &list : c.priceLists()) {
        if (c.priceList(list.id) != &list)
            fuzz::fail("price-list ids are not unique");
        for (const catalog::GpuPrice &price : list.gpus) {
            if (c.gpu(price.gpuId) == nullptr)
                fuzz::fail("a price for a GPU outside the catalogue was accepted");
        }
    }
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    fuzz::initQt(argc, argv);
    const QString base = QDir(QStringLiteral("/dev/shm")).exists() ? QStringLiteral("/dev/shm") : QDir::tempPath();
    g_dir = new QTemporaryDir(base + QStringLiteral("/headroom-fuzz-catalog-XXXXXX"));
    if (!g_dir->isValid())
        fuzz::fail("cannot create the scratch catalogue folder");
    std::atexit([] { delete g_dir; }); // removes the folder
    g_builtIn = new QHash<QString, QByteArray>;
    for (QLatin1String name : {catalog::Catalog::kGpusFile, catalog::Catalog::kModelsFile,
                               catalog::Catalog::kDiffusionFile, catalog::Catalog::kPricesFile}) {
        g_builtIn->insert(QString(name), builtInFile(name));
        writeFile(g_dir->filePath(name), g_builtIn->value(QString(name)));
    }
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QByteArray input = fuzz::bytes(data, size);
    const QString slot = slotFor(input);
    const QString path = g_dir->filePath(slot);
    writeFile(path, input);
    catalog::LoadError error;
    const std::optional<catalog::Catalog> loaded = catalog::Catalog::loadFromDirectory(g_dir->path(), &error);
    if (g_builtIn->contains(slot))
        writeFile(path, g_builtIn->value(slot));
    else
        QFile::remove(path);
    if (!loaded) {
        if (error.file.isEmpty() || error.message.isEmpty())
            fuzz::fail("loadFromDirectory() failed without naming the file or the problem");
        return 0;
    }
    checkLoaded(*loaded);
    return 0;
}
