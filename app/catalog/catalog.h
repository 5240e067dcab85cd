// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The built-in catalogue: GPUs, model presets and example price lists, read from the JSON files
// under resources/catalog/ (embedded as Qt resources under ":/catalog/"). Every entry carries its
// source URL and retrieval date.

#include <fit/fitmodel.h>
#include <fit/weightformat.h>

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

/// Why a catalogue could not be loaded. `file` is the path that failed; `message` is a translated sentence
/// that names the entry and field at fault (or the byte offset of a JSON syntax error).
struct LoadError {
    QString file;
    QString message;
};

/// One GPU kind of gpus.json (format documented in resources/catalog/README.md): its memory as the driver
/// reports it and, from format version 2 on, the vendor's peak speed figures for the throughput estimate.
struct Gpu {
    QString id;               ///< "rtx-4090", "h100-80gb", ...
    QString name;             ///< "NVIDIA GeForce RTX 4090"
    QString vendor;           ///< "NVIDIA", "AMD"
    QString platform;         ///< "CUDA" or "ROCm"
    qint64 memoryBytes = 0;   ///< total the driver reports (nvidia-smi / rocm-smi), bytes
    qint64 marketedBytes = 0; ///< marketed size in bytes as the vendor states it (e.g. 24 GB = 24e9)
    QString marketedLabel;    ///< "24 GB", "80 GB", "192 GB"
    Source source;            ///< where memoryBytes can be seen
    /// Peak memory bandwidth (bytes/s, decimal), dense tensor throughput (FLOP/s, OP/s) and the GPU-to-GPU
    /// link (kind, bytes/s per direction per GPU), from the datasheet. All zero (speed.known() false) for
    /// a version 1 user file, which gives memory only.
    fit::DeviceSpeed speed;
    /// PCIe generation of the host link (3, 4, 5, ...); 0 when not known (version 1 user file).
    int pcieGeneration = 0;
    /// The vendor datasheet / whitepaper that states the bandwidth, tensor throughput and interconnect;
    /// empty url for a version 1 user file.
    Source specsSource;
    /// Where the interconnect figure comes from when not from specsSource (PCI-SIG, the NVLink page).
    std::optional<Source> interconnectSource;
    /// True for a GPU read from a user's file (Catalog::withUserGpus(), `--gpu-catalog FILE`).
    bool userDefined = false;
    /// gpus.json "memory_type" (version 2, optional): "HBM3", "GDDR6X", ...; empty when not stated.
    /// Sets speed.highBandwidthMemory for the names starting with "HBM".
    QString memoryType;
};

/// A language model of models.json: either the few numbers of its "config" object or its whole published
/// config.json ("hf_config", read by importHfConfig()); spec.parameterCount is the entry's parameter_count
/// (the published checkpoint total), not the one derived from the architecture.
struct ModelPreset {
    fit::ModelSpec spec; ///< architecture numbers from the published config.json
    Source source;       ///< URL of that config.json
    /// The format the published checkpoint stores its weights in: weightFormatOf() of the hf_config's
    /// quantization_config (gpt-oss: MXFP4; DeepSeek-V3: FP8 in 128 x 128 blocks). nullopt for a "config"
    /// entry and for an hf_config without quantization_config (weights then default to BF16).
    std::optional<fit::WeightFormat> publishedWeights;
};

/// An image-generation pipeline (diffusion.json): text encoders, denoiser and VAE with the numbers of their
/// published configs (fit::DiffusionSpec). `source` is the pipeline's model_index.json; each component
/// cites its own config.json.
struct DiffusionPreset {
    fit::DiffusionSpec spec;
    Source source;
    QList<Source> textEncoderSources; ///< one per spec.textEncoders entry, in order
    Source denoiserSource;
    Source vaeSource;
};

/// Prices per GPU for a whole fixed rental term (paid up front; stopping does not pause the term), in
/// micro-units of the list currency. Each is optional: a term without a price is priced at the on-demand
/// rate x the term's hours.
struct FixedTermPrices {
    std::optional<qint64> dayMicros;   ///< per GPU per day (24 h)
    std::optional<qint64> weekMicros;  ///< per GPU per week (7 days = 168 h)
    std::optional<qint64> monthMicros; ///< per GPU per month (30 days = 720 h)
    bool operator==(const FixedTermPrices &) const = default;
};

struct GpuPrice {
    QString gpuId;           ///< catalogue id (gpus.json)
    QString provider;        ///< who published the price, e.g. "RunPod Community Cloud" (defaults to the list's)
    qint64 hourlyMicros = 0; ///< on-demand price per GPU-hour in micro-units (1e-6) of the list currency
    std::optional<qint64> spotHourlyMicros; ///< spot (interruptible) price per GPU-hour, when offered
    FixedTermPrices fixedTerms;             ///< prices per GPU per fixed term, when offered
    Source source;                          ///< where these prices were read, and when
};

/// A support plan billed as a flat amount per 30-day month (prorated by the hour in a quote).
struct SupportTier {
    QString id;                ///< "basic", "business" (lowercase id)
    QString name;              ///< shown to the user, e.g. "Business support"
    qint64 microsPerMonth = 0; ///< flat price per 30-day month in micro-units
    Source source;             ///< where the price was read (defaults to the list's source)
};

/// One price list: one JSON file per provider or catalogue, format "headroom-catalog-prices" version 2,
/// documented in resources/catalog/README.md. All rates are integer micro-units of `currency`.
struct PriceList {
    /// The "version" a price-list file must have.
    static constexpr int kFormatVersion = 2;

    QString id;              ///< "example-2026-11"; with `retrieved` and `currency` the list's identity in a quote
    QString name;            ///< "Example prices (not an offer)"
    QString provider;        ///< who publishes the list, e.g. "RunPod" or "Various (see each GPU)"
    QString currency;        ///< ISO 4217 code, e.g. "USD"
    bool exampleData = true; ///< true for built-in example prices: not a real offer
    Source source;           ///< where the list was read (url) and when (retrieved)
    QDate retrieved;         ///< the list's version date; equals source.retrieved when read from a file
    QDate validUntil;        ///< last day the list is meant to be used
    QString note;            ///< optional: what the list is and how it was put together
    QList<GpuPrice> gpus;
    qint64 storagePerGbMonthMicros = 0; ///< per GB (10^9 bytes) per 30-day month
    Source storageSource;
    qint64 egressPerGbMicros = 0; ///< per GB (10^9 bytes) leaving the provider
    Source egressSource;
    QList<SupportTier> supportTiers;                 ///< may be empty: no support offered
    std::optional<qint64> dedicatedPerGpuHourMicros; ///< surcharge per GPU-hour for dedicated hosting
                                                     ///< instead of shared; nullopt: not offered
    Source dedicatedSource;

    /// The price of one GPU kind, or nullopt when the list has none for `gpuId`.
    std::optional<GpuPrice> priceFor(const QString &gpuId) const;
    /// The support tier with `id`, or nullptr.
    const SupportTier *supportTier(const QString &id) const;

    /// Reads one price-list file and checks its GPU ids against the built-in catalogue's GPUs.
    /// Returns nullopt and fills `error` (the file and a translated sentence naming the field) on failure.
    static std::optional<PriceList> fromFile(const QString &path, LoadError *error = nullptr);
    /// Same, checking GPU ids against `knownGpus`.
    static std::optional<PriceList> fromFile(const QString &path, const QList<Gpu> &knownGpus, LoadError *error);
};

/// The whole catalogue. `load()` reads the built-in resources; `loadFromDirectory()` reads gpus.json (version 2),
/// models.json, diffusion.json, prices-example.json and every further prices-*.json from a folder (used by tests and
/// overrides). The file formats are documented in resources/catalog/README.md. Loading is strict: a missing
/// or mistyped field, a non-positive size, an unknown platform, a duplicate id or a price for an unknown
/// GPU fails the whole load with a LoadError instead of being skipped or defaulted.
class Catalog
{
public:
    static constexpr QLatin1String kGpusFile{"gpus.json"};
    static constexpr QLatin1String kModelsFile{"models.json"};
    /// Image-generation pipelines (fit::DiffusionSpec); required.
    static constexpr QLatin1String kDiffusionFile{"diffusion.json"};
    /// The default price list (USD example prices); required.
    static constexpr QLatin1String kPricesFile{"prices-example.json"};
    /// Further price lists in the same folder: name pattern, read in file-name order after kPricesFile.
    static constexpr QLatin1String kPricesPattern{"prices-*.json"};
    /// Resource folder of the embedded files.
    static constexpr QLatin1String kResourceDir{":/catalog"};

    /// Reads the embedded files under ":/catalog/". Returns nullopt and fills `error` on failure.
    static std::optional<Catalog> load(LoadError *error = nullptr);
    /// Reads `dir`/gpus.json, `dir`/models.json, `dir`/diffusion.json, `dir`/prices-example.json and
    /// `dir`/prices-*.json.
    static std::optional<Catalog> loadFromDirectory(const QString &dir, LoadError *error = nullptr);
    /// The built-in catalogue, loaded once (aborts with a message if the embedded files are broken).
    static const Catalog &builtIn();

    /// The file format versions of gpus.json: a catalogue's own gpus.json must be kGpusFormatVersion; a
    /// user GPU file (withUserGpus) may also be kGpusMemoryOnlyVersion, memory only (speed unknown).
    static constexpr int kGpusFormatVersion = 2;
    static constexpr int kGpusMemoryOnlyVersion = 1;

    /// This catalogue with the GPUs of a user's file in gpus.json format (version 1 or 2) appended, each
    /// marked Gpu::userDefined. Models and price lists are unchanged. Returns nullopt and fills `error`
    /// (the file and a translated sentence naming the entry and field) when the file does not load
    /// strictly, or when one of its ids is already in this catalogue (the message names the id).
    std::optional<Catalog> withUserGpus(const QString &path, LoadError *error = nullptr) const;

    const QList<Gpu> &gpus() const { return m_gpus; }
    const QList<ModelPreset> &models() const { return m_models; }
    /// Image-generation pipelines, in file order (diffusion.json).
    const QList<DiffusionPreset> &diffusionModels() const { return m_diffusionModels; }
    /// The default price list (prices-example.json).
    const PriceList &priceList() const { return m_priceLists.first(); }
    /// All price lists: the default first, then the other prices-*.json files by file name. Ids are unique.
    const QList<PriceList> &priceLists() const { return m_priceLists; }

    /// Entry by catalogue id, or nullptr. Pointers stay valid as long as this Catalog is unchanged.
    const Gpu *gpu(const QString &id) const;
    const ModelPreset *model(const QString &id) const;
    const PriceList *priceList(const QString &id) const;
    const DiffusionPreset *diffusionModel(const QString &id) const;

private:
    QList<Gpu> m_gpus;
    QList<ModelPreset> m_models;
    QList<DiffusionPreset> m_diffusionModels;
    QList<PriceList> m_priceLists{PriceList{}}; ///< never empty
};

} // namespace headroom::catalog
