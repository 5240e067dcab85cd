// SPDX-License-Identifier: GPL-3.0-or-later
#include "customgpudialog.h"

#include "uisettings.h"

#include <QComboBox>
#include <QDate>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QTemporaryFile>
#include <QVBoxLayout>

#include <cmath>

namespace headroom::ui {

namespace {

constexpr double kBytesPerGiB = 1024.0 * 1024.0 * 1024.0;
constexpr double kGiga = 1e9;
constexpr double kTera = 1e12;
constexpr double kMaxMemoryGiB = 16384;      // 16 TiB per GPU: far beyond any product
constexpr double kMaxBandwidthGBps = 100000; // 100 TB/s
constexpr double kMaxTflops = 100000;        // 100 PFLOPS dense
constexpr int kMaxPcieGeneration = 6;
// PCIe x16, per direction: generations 1 and 2 encode 8b/10b (2.5 and 5 GT/s x 16 lanes x 8/10 / 8 = 4 and
// 8 GB/s), 3 to 5 128b/130b (8, 16, 32 GT/s x 16 x 128/130 / 8 = 15.75, 31.5, 63 GB/s, the figures of
// resources/catalog/README.md), generation 6 64 GT/s PAM4 with 242/256 FLIT efficiency (121 GB/s).
constexpr double kPcieX16GBps[kMaxPcieGeneration] = {4.0, 8.0, 15.75, 31.5, 63.0, 121.0};
// A user's figures are no published source: the reserved .invalid domain (RFC 2606) says so, and the note.
const QString kUserSourceUrl = QStringLiteral("https://headroom.invalid/custom-gpu");
const QString kFormat = QStringLiteral("headroom-catalog-gpus");

QString latin1(std::string_view key)
{
    return QString::fromLatin1(key.data(), static_cast<qsizetype>(key.size()));
}

qint64 scaled(double value, double unit)
{
    return static_cast<qint64>(std::llround(value * unit));
}

QDoubleSpinBox *spinBox(QWidget *parent, double max, int decimals, const QString &suffix)
{
    auto *spin = new QDoubleSpinBox(parent);
    spin->setRange(0, max);
    spin->setDecimals(decimals);
    spin->setGroupSeparatorShown(true);
    spin->setSuffix(suffix);
    return spin;
}

} // namespace

QString CustomGpus::idFor(const QString &name)
{
    QString slug;
    for (const QChar c : name.toLower()) {
        const char16_t u = c.unicode();
        if ((u >= u'a' && u <= u'z') || (u >= u'0' && u <= u'9'))
            slug += c;
        else if (!slug.isEmpty() && !slug.endsWith(QLatin1Char('-')))
            slug += QLatin1Char('-');
    }
    while (slug.endsWith(QLatin1Char('-')))
        slug.chop(1);
    return QStringLiteral("custom-") + (slug.isEmpty() ? QStringLiteral("gpu") : slug);
}

QString CustomGpus::problem(const CustomGpuInputs &in, const catalog::Catalog &catalog)
{
    const QLocale locale;
    if (in.name.trimmed().isEmpty())
        return tr("Give the GPU a name.");
    if (const catalog::Gpu *taken = catalog.gpu(idFor(in.name)))
        return tr("The GPU list has “%1” already: give this GPU another name.").arg(taken->name);
    if (in.platform != QLatin1String("CUDA") && in.platform != QLatin1String("ROCm"))
        return tr("Choose the platform: CUDA or ROCm.");
    if (!(in.memoryGiB > 0) || in.memoryGiB > kMaxMemoryGiB)
        return tr("The memory must be more than 0 and at most %1 GiB.").arg(locale.toString(kMaxMemoryGiB, 'f', 0));
    if (!(in.bandwidthGBps > 0) || in.bandwidthGBps > kMaxBandwidthGBps)
        return tr("The memory bandwidth must be more than 0 and at most %1 GB/s.")
            .arg(locale.toString(kMaxBandwidthGBps, 'f', 0));
    if (!(in.fp16Tflops > 0) || in.fp16Tflops > kMaxTflops)
        return tr("The FP16 tensor throughput must be more than 0 and at most %1 TFLOPS.")
            .arg(locale.toString(kMaxTflops, 'f', 0));
    if (in.fp8Tflops < 0 || in.fp8Tflops > kMaxTflops || in.int8Tops < 0 || in.int8Tops > kMaxTflops)
        return tr("FP8 and INT8 throughput are 0 (none) or at most %1.").arg(locale.toString(kMaxTflops, 'f', 0));
    if (in.link == fit::Interconnect::NvLink && in.platform != QLatin1String("CUDA"))
        return tr("NVLink is NVIDIA's link: choose the CUDA platform, or PCIe.");
    if (in.link == fit::Interconnect::InfinityFabric && in.platform != QLatin1String("ROCm"))
        return tr("Infinity Fabric is AMD's link: choose the ROCm platform, or PCIe.");
    if (in.pcieGeneration < 1 || in.pcieGeneration > kMaxPcieGeneration)
        return tr("The PCIe generation is 1 to %1.").arg(kMaxPcieGeneration);
    if (!(in.linkGBps > 0))
        return tr("The GPU-to-GPU bandwidth must be more than 0 GB/s.");
    if (in.linkGBps > in.bandwidthGBps)
        return tr("The GPU-to-GPU link (%1 GB/s) cannot be faster than the GPU's own memory (%2 GB/s).")
            .arg(locale.toString(in.linkGBps, 'f', 2), locale.toString(in.bandwidthGBps, 'f', 2));
    // The reader needs a marketed size of at least 1 GB (10^9 bytes), i.e. 0.47 GiB after rounding.
    if (std::llround(in.memoryGiB * kBytesPerGiB / kGiga) < 1)
        return tr("The memory must be at least 1 GB (0.5 GiB).");
    return {};
}

QJsonObject CustomGpus::entryFor(const CustomGpuInputs &in, const QDate &today)
{
    const qint64 memoryBytes = scaled(in.memoryGiB, kBytesPerGiB);
    // The catalogue keeps a marketed size in whole GB (10^9 bytes) beside the driver's figure; a custom GPU
    // has none of its own, so it is the driver figure rounded to GB.
    const qint64 marketedGb = std::max<qint64>(1, std::llround(static_cast<double>(memoryBytes) / kGiga));
    const QJsonObject source{
        {QStringLiteral("url"), kUserSourceUrl},
        {QStringLiteral("retrieved"), today.toString(Qt::ISODate)},
        {QStringLiteral("note"), QStringLiteral("Entered by the user in Headroom's Custom GPU dialog; not a "
                                                "published figure.")}};
    QJsonObject entry{
        {QStringLiteral("id"), idFor(in.name)},
        {QStringLiteral("name"), in.name.trimmed()},
        {QStringLiteral("vendor"),
         in.platform == QLatin1String("ROCm") ? QStringLiteral("AMD") : QStringLiteral("NVIDIA")},
        {QStringLiteral("platform"), in.platform},
        {QStringLiteral("memory_bytes"), memoryBytes},
        {QStringLiteral("marketed_bytes"), marketedGb * qint64(kGiga)},
        {QStringLiteral("marketed_label"), QStringLiteral("%1 GB").arg(marketedGb)},
        {QStringLiteral("source"), source},
        {QStringLiteral("memory_bandwidth_bytes_per_second"), scaled(in.bandwidthGBps, kGiga)},
        {QStringLiteral("fp16_tensor_flops"), scaled(in.fp16Tflops, kTera)},
        {QStringLiteral("interconnect"), QJsonObject{{QStringLiteral("kind"), latin1(fit::toString(in.link))},
                                                     {QStringLiteral("pcie_generation"), in.pcieGeneration},
                                                     {QStringLiteral("bytes_per_second"), scaled(in.linkGBps, kGiga)}}},
        {QStringLiteral("specs_source"), source}};
    // Absent = no such tensor path (the reader's 0).
    if (in.fp8Tflops > 0)
        entry.insert(QStringLiteral("fp8_tensor_flops"), scaled(in.fp8Tflops, kTera));
    if (in.int8Tops > 0)
        entry.insert(QStringLiteral("int8_tensor_ops"), scaled(in.int8Tops, kTera));
    return entry;
}

std::optional<catalog::Catalog> CustomGpus::withCustomGpus(const catalog::Catalog &base, const QJsonArray &entries,
                                                           QString *error)
{
    if (entries.isEmpty())
        return base;
    // The catalogue adds GPUs from a file only (strict reader, one set of rules): a private temporary file.
    QTemporaryFile file;
    const QJsonObject root{{QStringLiteral("format"), kFormat},
                           {QStringLiteral("version"), catalog::Catalog::kGpusFormatVersion},
                           {QStringLiteral("gpus"), entries}};
    if (!file.open() || file.write(QJsonDocument(root).toJson(QJsonDocument::Compact)) < 0 || !file.flush()) {
        if (error)
            *error = tr("Cannot write a temporary file for the custom GPUs: %1").arg(file.errorString());
        return std::nullopt;
    }
    catalog::LoadError loadError;
    std::optional<catalog::Catalog> merged = base.withUserGpus(file.fileName(), &loadError);
    if (!merged && error)
        *error = loadError.message;
    return merged;
}

QJsonArray CustomGpus::saved()
{
    const QJsonDocument document = QJsonDocument::fromJson(UiSettings::customGpus());
    return document.isArray() ? document.array() : QJsonArray();
}

void CustomGpus::save(const QJsonArray &entries)
{
    UiSettings::setCustomGpus(QJsonDocument(entries).toJson(QJsonDocument::Compact));
}

CustomGpuDialog::CustomGpuDialog(const catalog::Catalog &catalog, QWidget *parent)
    : QDialog(parent)
    , m_catalog(catalog)
{
    setWindowTitle(tr("Custom GPU"));
    m_name = new QLineEdit(this);
    m_name->setPlaceholderText(tr("e.g. My workstation card"));
    m_platform = new QComboBox(this);
    m_platform->addItem(tr("NVIDIA (CUDA)"), QStringLiteral("CUDA"));
    m_platform->addItem(tr("AMD (ROCm)"), QStringLiteral("ROCm"));
    m_memory = spinBox(this, kMaxMemoryGiB, 2, tr(" GiB"));
    m_memory->setToolTip(tr("Total memory as nvidia-smi or rocm-smi reports it (GiB = 2^30 bytes)"));
    m_bandwidth = spinBox(this, kMaxBandwidthGBps, 1, tr(" GB/s"));
    m_bandwidth->setToolTip(tr("Peak memory bandwidth from the datasheet (GB/s = 10^9 bytes/s)"));
    m_fp16 = spinBox(this, kMaxTflops, 1, tr(" TFLOPS"));
    m_fp16->setToolTip(tr("Dense FP16/BF16 tensor throughput, without sparsity"));
    m_fp8 = spinBox(this, kMaxTflops, 1, tr(" TFLOPS"));
    m_fp8->setSpecialValueText(tr("none"));
    m_int8 = spinBox(this, kMaxTflops, 1, tr(" TOPS"));
    m_int8->setSpecialValueText(tr("none"));
    m_link = new QComboBox(this);
    m_link->addItem(tr("PCIe"), latin1(fit::toString(fit::Interconnect::Pcie)));
    m_link->addItem(tr("NVLink"), latin1(fit::toString(fit::Interconnect::NvLink)));
    m_link->addItem(tr("Infinity Fabric"), latin1(fit::toString(fit::Interconnect::InfinityFabric)));
    m_pcie = new QSpinBox(this);
    m_pcie->setRange(1, kMaxPcieGeneration);
    m_linkBandwidth = spinBox(this, kMaxBandwidthGBps, 2, tr(" GB/s"));
    m_linkBandwidth->setToolTip(tr("GPU-to-GPU bandwidth per direction per GPU (PCIe x16 is filled in)"));
    m_problem = new QLabel(this);
    m_problem->setWordWrap(true);
    QPalette warning = m_problem->palette();
    warning.setColor(QPalette::WindowText, QColor(0xb3, 0x26, 0x1e));
    m_problem->setPalette(warning);
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("Add GPU"));

    auto *form = new QFormLayout;
    form->addRow(tr("&Name:"), m_name);
    form->addRow(tr("&Platform:"), m_platform);
    form->addRow(tr("&Memory:"), m_memory);
    form->addRow(tr("Memory &bandwidth:"), m_bandwidth);
    form->addRow(tr("FP16/BF16 &tensor:"), m_fp16);
    form->addRow(tr("FP&8 tensor (optional):"), m_fp8);
    form->addRow(tr("&INT8 tensor (optional):"), m_int8);
    form->addRow(tr("&Link between GPUs:"), m_link);
    form->addRow(tr("PCIe &generation:"), m_pcie);
    form->addRow(tr("Link ban&dwidth:"), m_linkBandwidth);
    auto *intro = new QLabel(tr("Adds a GPU of your own to the fit explorer's GPU list and to the catalogue “What "
                                "should I rent?” searches (when a price list prices it), for this and later "
                                "sessions. The figures are yours: no source checks them."),
                             this);
    intro->setWordWrap(true);
    auto *layout = new QVBoxLayout(this);
    setMinimumWidth(440);
    layout->addWidget(intro);
    layout->addLayout(form);
    layout->addWidget(m_problem);
    layout->addWidget(m_buttons);

    setInputs(CustomGpuInputs{});
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_name, &QLineEdit::textChanged, this, &CustomGpuDialog::validate);
    for (QComboBox *combo : {m_platform, m_link})
        connect(combo, &QComboBox::currentIndexChanged, this, &CustomGpuDialog::validate);
    for (QDoubleSpinBox *spin : {m_memory, m_bandwidth, m_fp16, m_fp8, m_int8, m_linkBandwidth})
        connect(spin, &QDoubleSpinBox::valueChanged, this, &CustomGpuDialog::validate);
    connect(m_pcie, &QSpinBox::valueChanged, this, &CustomGpuDialog::onPcieGenerationChanged);
    connect(m_link, &QComboBox::currentIndexChanged, this, [this] { onPcieGenerationChanged(m_pcie->value()); });
    validate();
}

CustomGpuDialog::~CustomGpuDialog() = default;

CustomGpuInputs CustomGpuDialog::inputs() const
{
    CustomGpuInputs in;
    in.name = m_name->text();
    in.platform = m_platform->currentData().toString();
    in.memoryGiB = m_memory->value();
    in.bandwidthGBps = m_bandwidth->value();
    in.fp16Tflops = m_fp16->value();
    in.fp8Tflops = m_fp8->value();
    in.int8Tops = m_int8->value();
    in.link =
        fit::interconnectFromString(m_link->currentData().toString().toStdString()).value_or(fit::Interconnect::Pcie);
    in.pcieGeneration = m_pcie->value();
    in.linkGBps = m_linkBandwidth->value();
    return in;
}

void CustomGpuDialog::setInputs(const CustomGpuInputs &in)
{
    m_name->setText(in.name);
    m_platform->setCurrentIndex(std::max(0, m_platform->findData(in.platform)));
    m_memory->setValue(in.memoryGiB);
    m_bandwidth->setValue(in.bandwidthGBps);
    m_fp16->setValue(in.fp16Tflops);
    m_fp8->setValue(in.fp8Tflops);
    m_int8->setValue(in.int8Tops);
    {
        const QSignalBlocker linkBlocker(m_link);
        const QSignalBlocker pcieBlocker(m_pcie);
        m_link->setCurrentIndex(std::max(0, m_link->findData(latin1(fit::toString(in.link)))));
        m_pcie->setValue(in.pcieGeneration);
    }
    m_linkBandwidth->setValue(in.linkGBps);
    validate();
}

QString CustomGpuDialog::problemText() const
{
    return CustomGpus::problem(inputs(), m_catalog);
}

void CustomGpuDialog::onPcieGenerationChanged(int generation)
{
    // A PCIe link runs at the x16 rate of its generation; NVLink and Infinity Fabric are typed in.
    if (m_link->currentData().toString() == latin1(fit::toString(fit::Interconnect::Pcie)) && generation >= 1 &&
        generation <= kMaxPcieGeneration)
        m_linkBandwidth->setValue(kPcieX16GBps[generation - 1]);
    validate();
}

void CustomGpuDialog::validate()
{
    const QString problem = problemText();
    m_problem->setText(problem);
    m_problem->setVisible(!problem.isEmpty());
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(problem.isEmpty());
}

} // namespace headroom::ui
