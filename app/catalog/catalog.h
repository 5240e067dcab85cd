// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The built-in catalogue: GPUs, model presets and an example price list, read from the JSON files
// under resources/catalog/ (embedded as Qt resources under ":/catalog/"). Every entry carries its
// source URL and retrieval date.

#include <fit/fitmodel.h>

#include <QDate>
#include <QList>
#include <QString>

#include <optional>

namespace headroom::catalog {

struct Source {
    QString url;
    QDate retrieved; ///< ISO date the figure was read
    QString note;    ///< optional: how the figure was obtained
};

struct Gpu {
    QString id;               ///< "rtx-4090", "h100-80gb", ...
    QString name;             ///< "NVIDIA GeForce RTX 4090"
    QString vendor;           ///< "NVIDIA", "AMD"
    QString platform;         ///< "CUDA" or "ROCm"
    qint64 memoryBytes = 0;   ///< total the driver reports (nvidia-smi / rocm-smi), bytes
    qint64 marketedBytes = 0; ///< marketed size in bytes as the vendor states it (e.g. 24 GB = 24e9)
    QString marketedLabel;    ///< "24 GB", "80 GB", "192 GB"
    Source source;
};

struct ModelPreset {
    fit::ModelSpec spec; ///< architecture numbers from the published config.json
    Source source;       ///< URL of that config.json
};

struct GpuPrice {
    QString gpuId;
    QString provider;        ///< who published the price, e.g. "RunPod Community Cloud"
    qint64 hourlyMicros = 0; ///< price per GPU-hour in micro-units (1e-6) of the list currency
    Source source;
};

struct PriceList {
    QString id; ///< "example-2026-11"
    QString name;
    QString currency;        ///< ISO 4217 code, e.g. "USD"
    bool exampleData = true; ///< true for built-in example prices: not a real offer
    QDate retrieved;
    QDate validUntil; ///< last day the list is meant to be used
    QString note;
    QList<GpuPrice> gpus;
    qint64 storagePerGbMonthMicros = 0; ///< per GB (10^9 bytes) per 30-day month
    Source storageSource;
    qint64 egressPerGbMicros = 0; ///< per GB (10^9 bytes) leaving the provider
    Source egressSource;
    /// The price of one GPU kind, or nullopt when the list has none for `gpuId`.
    std::optional<GpuPrice> priceFor(const QString &gpuId) const;
};

/// Why a catalogue could not be loaded. `file` is the path that failed; `message` is a translated sentence
/// that names the entry and field at fault (or the byte offset of a JSON syntax error).
struct LoadError {
    QString file;
    QString message;
};

/// The whole catalogue. `load()` reads the built-in resources; `loadFromDirectory()` reads the three
/// files gpus.json, models.json and prices-example.json from a folder (used by tests and overrides).
/// The file format is documented in resources/catalog/README.md. Loading is strict: a missing or
/// mistyped field, a non-positive size, an unknown platform, a duplicate id or a price for an unknown
/// GPU fails the whole load with a LoadError instead of being skipped or defaulted.
class Catalog
{
public:
    static constexpr QLatin1String kGpusFile{"gpus.json"};
    static constexpr QLatin1String kModelsFile{"models.json"};
    static constexpr QLatin1String kPricesFile{"prices-example.json"};
    /// Resource folder of the embedded files.
    static constexpr QLatin1String kResourceDir{":/catalog"};

    /// Reads the embedded files under ":/catalog/". Returns nullopt and fills `error` on failure.
    static std::optional<Catalog> load(LoadError *error = nullptr);
    /// Reads `dir`/gpus.json, `dir`/models.json and `dir`/prices-example.json.
    static std::optional<Catalog> loadFromDirectory(const QString &dir, LoadError *error = nullptr);
    /// The built-in catalogue, loaded once (aborts with a message if the embedded files are broken).
    static const Catalog &builtIn();

    const QList<Gpu> &gpus() const { return m_gpus; }
    const QList<ModelPreset> &models() const { return m_models; }
    const PriceList &priceList() const { return m_priceList; }

    /// Entry by catalogue id, or nullptr. Pointers stay valid as long as this Catalog is unchanged.
    const Gpu *gpu(const QString &id) const;
    const ModelPreset *model(const QString &id) const;

private:
    QList<Gpu> m_gpus;
    QList<ModelPreset> m_models;
    PriceList m_priceList;
};

} // namespace headroom::catalog
