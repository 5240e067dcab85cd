// SPDX-License-Identifier: GPL-3.0-or-later
#include "fitexplorer.h"

#include "breakdownchart.h"

#include <QComboBox>
#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QSignalBlocker>
#include <QSlider>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>

namespace headroom::ui {

namespace {

constexpr int kMinContext = 256;
constexpr int kContextStep = 256;
constexpr int kContextPageStep = 1024;
constexpr int kFallbackMaxContext = 131072; // used only when a preset lacks max_position_embeddings
constexpr int kMaxConcurrency = 256;
constexpr int kMaxGpus = 64;
constexpr int kDefaultContext = 8192;
constexpr int kDefaultConcurrency = 4;
constexpr double kBytesPerGiB = 1024.0 * 1024.0 * 1024.0;

QString gib(std::int64_t bytes)
{
    return QLocale().toString(static_cast<double>(bytes) / kBytesPerGiB, 'f', 2);
}

QString upper(std::string_view key)
{
    return QString::fromLatin1(key.data(), static_cast<qsizetype>(key.size())).toUpper();
}

} // namespace

FitExplorer::FitExplorer(const catalog::Catalog &catalog, QWidget *parent)
    : QWidget(parent)
    , m_catalog(catalog)
{
    m_model = new QComboBox(this);
    m_gpu = new QComboBox(this);
    m_weights = new QComboBox(this);
    m_kvCache = new QComboBox(this);
    m_gpuCount = new QSpinBox(this);
    m_gpuCount->setRange(1, kMaxGpus);
    m_tensorParallel = new QSpinBox(this);
    m_tensorParallel->setRange(1, 1);

    m_contextSlider = new QSlider(Qt::Horizontal, this);
    m_contextSlider->setSingleStep(kContextStep);
    m_contextSlider->setPageStep(kContextPageStep);
    m_contextSpin = new QSpinBox(this);
    m_contextSpin->setSingleStep(kContextStep);
    m_contextSpin->setGroupSeparatorShown(true);
    m_contextSpin->setMinimumWidth(130);

    m_concurrencySlider = new QSlider(Qt::Horizontal, this);
    m_concurrencySlider->setRange(1, kMaxConcurrency);
    m_concurrencySlider->setPageStep(8);
    m_concurrencySpin = new QSpinBox(this);
    m_concurrencySpin->setRange(1, kMaxConcurrency);
    m_concurrencySpin->setMinimumWidth(130);

    m_modelLabel = new QLabel(this);
    m_gpuLabel = new QLabel(this);
    m_weightsLabel = new QLabel(this);
    m_kvCacheLabel = new QLabel(this);
    m_gpuCountLabel = new QLabel(this);
    m_tensorParallelLabel = new QLabel(this);
    m_contextLabel = new QLabel(this);
    m_concurrencyLabel = new QLabel(this);
    const std::pair<QLabel *, QWidget *> buddies[] = {
        {m_modelLabel, m_model},         {m_gpuLabel, m_gpu},
        {m_weightsLabel, m_weights},     {m_kvCacheLabel, m_kvCache},
        {m_gpuCountLabel, m_gpuCount},   {m_tensorParallelLabel, m_tensorParallel},
        {m_contextLabel, m_contextSpin}, {m_concurrencyLabel, m_concurrencySpin},
    };
    for (const auto &[label, widget] : buddies)
        label->setBuddy(widget);

    m_chart = new BreakdownChart(this);
    m_verdict = new QLabel(this);
    QFont verdictFont = m_verdict->font();
    verdictFont.setBold(true);
    verdictFont.setPointSizeF(verdictFont.pointSizeF() * 1.3);
    m_verdict->setFont(verdictFont);
    m_verdict->setWordWrap(true);
    m_verdict->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_details = new QLabel(this);
    m_details->setWordWrap(true);
    m_details->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto *grid = new QGridLayout;
    grid->setColumnStretch(1, 1);
    grid->setColumnStretch(3, 1);
    grid->setHorizontalSpacing(10);
    grid->addWidget(m_modelLabel, 0, 0);
    grid->addWidget(m_model, 0, 1);
    grid->addWidget(m_gpuLabel, 0, 2);
    grid->addWidget(m_gpu, 0, 3);
    grid->addWidget(m_weightsLabel, 1, 0);
    grid->addWidget(m_weights, 1, 1);
    grid->addWidget(m_kvCacheLabel, 1, 2);
    grid->addWidget(m_kvCache, 1, 3);
    grid->addWidget(m_gpuCountLabel, 2, 0);
    grid->addWidget(m_gpuCount, 2, 1);
    grid->addWidget(m_tensorParallelLabel, 2, 2);
    grid->addWidget(m_tensorParallel, 2, 3);

    auto *contextRow = new QHBoxLayout;
    contextRow->addWidget(m_contextSlider, 1);
    contextRow->addWidget(m_contextSpin);
    grid->addWidget(m_contextLabel, 3, 0);
    grid->addLayout(contextRow, 3, 1, 1, 3);
    auto *concurrencyRow = new QHBoxLayout;
    concurrencyRow->addWidget(m_concurrencySlider, 1);
    concurrencyRow->addWidget(m_concurrencySpin);
    grid->addWidget(m_concurrencyLabel, 4, 0);
    grid->addLayout(concurrencyRow, 4, 1, 1, 3);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(grid);
    layout->addWidget(m_chart, 1);
    layout->addWidget(m_verdict);
    layout->addWidget(m_details);

    fillCombos();
    retranslate();

    // Defaults: a common single-GPU setup (Llama 3.1 8B on an RTX 4090) when the catalogue has it.
    selectModel(QStringLiteral("llama-3.1-8b"));
    selectGpu(QStringLiteral("rtx-4090"));
    m_weights->setCurrentIndex(m_weights->findData(QStringLiteral("bf16")));
    m_kvCache->setCurrentIndex(m_kvCache->findData(QStringLiteral("f16")));
    onModelChanged();
    m_contextSlider->setValue(kDefaultContext);
    m_contextSpin->setValue(kDefaultContext);
    m_concurrencySlider->setValue(kDefaultConcurrency);
    m_concurrencySpin->setValue(kDefaultConcurrency);

    // Slider and spin box of a pair follow each other; either one triggers one recomputation.
    connect(m_contextSlider, &QSlider::valueChanged, this, [this](int v) {
        const QSignalBlocker blocker(m_contextSpin);
        m_contextSpin->setValue(v);
        recompute();
    });
    connect(m_contextSpin, &QSpinBox::valueChanged, this, [this](int v) {
        const QSignalBlocker blocker(m_contextSlider);
        m_contextSlider->setValue(v);
        recompute();
    });
    connect(m_concurrencySlider, &QSlider::valueChanged, this, [this](int v) {
        const QSignalBlocker blocker(m_concurrencySpin);
        m_concurrencySpin->setValue(v);
        recompute();
    });
    connect(m_concurrencySpin, &QSpinBox::valueChanged, this, [this](int v) {
        const QSignalBlocker blocker(m_concurrencySlider);
        m_concurrencySlider->setValue(v);
        recompute();
    });
    connect(m_model, &QComboBox::currentIndexChanged, this, [this] {
        onModelChanged();
        recompute();
    });
    connect(m_gpuCount, &QSpinBox::valueChanged, this, [this](int count) {
        onGpuCountChanged(count);
        recompute();
    });
    for (QComboBox *combo : {m_gpu, m_weights, m_kvCache})
        connect(combo, &QComboBox::currentIndexChanged, this, &FitExplorer::recompute);
    connect(m_tensorParallel, &QSpinBox::valueChanged, this, &FitExplorer::recompute);

    recompute();
}

FitExplorer::~FitExplorer() = default;

void FitExplorer::fillCombos()
{
    for (const catalog::ModelPreset &preset : m_catalog.models())
        m_model->addItem(QString::fromStdString(preset.spec.displayName), QString::fromStdString(preset.spec.id));
    for (const catalog::Gpu &gpu : m_catalog.gpus()) {
        const QString text =
            gpu.marketedLabel.isEmpty() ? gpu.name : QStringLiteral("%1 (%2)").arg(gpu.name, gpu.marketedLabel);
        m_gpu->addItem(text, gpu.id);
    }
    using fit::KvCacheDtype;
    using fit::WeightPrecision;
    for (const WeightPrecision p : {WeightPrecision::FP32, WeightPrecision::BF16, WeightPrecision::FP16,
                                    WeightPrecision::FP8, WeightPrecision::INT8, WeightPrecision::INT4})
        m_weights->addItem(upper(fit::toString(p)), QString::fromLatin1(fit::toString(p)));
    for (const KvCacheDtype t : {KvCacheDtype::FP32, KvCacheDtype::F16, KvCacheDtype::BF16, KvCacheDtype::FP8,
                                 KvCacheDtype::Q8_0, KvCacheDtype::Q4_0})
        m_kvCache->addItem(upper(fit::toString(t)), QString::fromLatin1(fit::toString(t)));
}

bool FitExplorer::selectModel(const QString &modelId)
{
    const int index = m_model->findData(modelId);
    if (index < 0)
        return false;
    m_model->setCurrentIndex(index);
    return true;
}

bool FitExplorer::selectGpu(const QString &gpuId)
{
    const int index = m_gpu->findData(gpuId);
    if (index < 0)
        return false;
    m_gpu->setCurrentIndex(index);
    return true;
}

void FitExplorer::onModelChanged()
{
    const catalog::ModelPreset *preset = m_catalog.model(m_model->currentData().toString());
    std::int64_t maxContext = preset ? preset->spec.maxContextTokens : 0;
    if (maxContext <= 0)
        maxContext = kFallbackMaxContext;
    const int max = static_cast<int>(std::clamp<std::int64_t>(maxContext, kMinContext, std::int64_t{1} << 30));
    // Changing the range may clamp the value; the blockers keep that from recomputing twice.
    const QSignalBlocker b1(m_contextSlider);
    const QSignalBlocker b2(m_contextSpin);
    m_contextSlider->setRange(kMinContext, max);
    m_contextSpin->setRange(kMinContext, max);
    m_contextSpin->setValue(m_contextSlider->value());
}

void FitExplorer::onGpuCountChanged(int count)
{
    const QSignalBlocker blocker(m_tensorParallel);
    m_tensorParallel->setMaximum(count);
}

void FitExplorer::recompute()
{
    fit::Scenario s;
    if (const catalog::ModelPreset *preset = m_catalog.model(m_model->currentData().toString()))
        s.model = preset->spec;
    if (const catalog::Gpu *gpu = m_catalog.gpu(m_gpu->currentData().toString())) {
        s.hardware.gpuId = gpu->id.toStdString();
        s.hardware.memoryBytes = gpu->memoryBytes;
    }
    s.hardware.gpuCount = m_gpuCount->value();
    s.hardware.tensorParallel = m_tensorParallel->value();
    s.weights = fit::weightPrecisionFromString(m_weights->currentData().toString().toStdString())
                    .value_or(fit::WeightPrecision::BF16);
    s.kvCache =
        fit::kvCacheDtypeFromString(m_kvCache->currentData().toString().toStdString()).value_or(fit::KvCacheDtype::F16);
    s.workload.contextTokens = m_contextSpin->value();
    s.workload.concurrency = m_concurrencySpin->value();
    m_scenario = std::move(s);

    const fit::Result<fit::Estimate> result = fit::estimate(m_scenario);
    if (result.ok()) {
        m_estimate = *result.value;
        m_error.reset();
        m_chart->setEstimate(*m_estimate);
    } else {
        m_estimate.reset();
        m_error = result.error.value_or(fit::Error{{}, "unknown error"});
        m_chart->clearEstimate();
    }
    showVerdict();
    if (m_estimate)
        emit scenarioChanged(m_scenario, *m_estimate);
    else
        emit scenarioFailed(m_verdict->text());
}

QString FitExplorer::verdictText() const
{
    return m_verdict->text() + QLatin1Char('\n') + m_details->text();
}

void FitExplorer::showVerdict()
{
    if (!m_estimate) {
        const QString message = m_error ? QString::fromStdString(m_error->message) : QString();
        m_verdict->setText(tr("Cannot estimate: %1").arg(message));
        m_details->setText(m_error && !m_error->field.empty()
                               ? tr("Check the field “%1”.").arg(QString::fromStdString(m_error->field))
                               : QString());
        updateVerdictColor();
        return;
    }
    const fit::Estimate &e = *m_estimate;
    const QLocale locale;
    QString verdict = e.fits ? tr("Fits: %1 GiB headroom per GPU").arg(gib(e.headroomBytes))
                             : tr("Does not fit: %1 GiB short per GPU").arg(gib(-e.headroomBytes));
    QString sequences;
    if (e.maxConcurrency <= 0)
        sequences = tr("not even one sequence fits at this context");
    else if (e.maxConcurrency == 1)
        sequences = tr("up to 1 concurrent sequence at this context");
    else
        sequences = tr("up to %1 concurrent sequences at this context").arg(locale.toString(e.maxConcurrency));
    m_verdict->setText(tr("%1 — %2").arg(verdict, sequences));

    const double kvKiB = static_cast<double>(e.kvCacheBytesPerToken) / 1024.0;
    m_details->setText(
        tr("Per GPU: %1 of %2 GiB in use · KV cache: %3 KiB per token · replicas: %4 · GPUs per replica: %5")
            .arg(gib(e.perDevice.total()), gib(e.usablePerDeviceBytes), locale.toString(kvKiB, 'f', kvKiB < 10 ? 2 : 0),
                 locale.toString(e.replicas), locale.toString(e.devices)));
    updateVerdictColor();
}

void FitExplorer::updateVerdictColor()
{
    const bool dark = palette().color(QPalette::Window).lightness() < 128;
    QColor color = palette().color(QPalette::WindowText);
    if (m_estimate)
        color = m_estimate->fits ? (dark ? QColor(0x7b, 0xd8, 0x8f) : QColor(0x1b, 0x7f, 0x3b))
                                 : (dark ? QColor(0xff, 0x8a, 0x80) : QColor(0xb3, 0x26, 0x1e));
    QPalette pal = m_verdict->palette();
    if (pal.color(QPalette::WindowText) != color) {
        pal.setColor(QPalette::WindowText, color);
        m_verdict->setPalette(pal);
    }
}

void FitExplorer::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        showVerdict();
    } else if (event->type() == QEvent::PaletteChange) {
        updateVerdictColor();
    }
}

void FitExplorer::retranslate()
{
    m_modelLabel->setText(tr("&Model:"));
    m_gpuLabel->setText(tr("&GPU:"));
    m_weightsLabel->setText(tr("&Weights:"));
    m_kvCacheLabel->setText(tr("&KV cache:"));
    m_gpuCountLabel->setText(tr("GPU &count:"));
    m_tensorParallelLabel->setText(tr("&Tensor parallel:"));
    m_contextLabel->setText(tr("Con&text length:"));
    m_concurrencyLabel->setText(tr("C&oncurrency:"));
    m_contextSpin->setSuffix(tr(" tokens"));
    m_concurrencySpin->setSuffix(tr(" sequences"));
    m_weights->setToolTip(tr("Precision in which the model weights are stored"));
    m_kvCache->setToolTip(tr("Element type of the KV cache (Q8_0 and Q4_0 are llama.cpp block formats)"));
    m_tensorParallel->setToolTip(tr("GPUs that split one model replica; the others hold further replicas"));
    m_contextSlider->setAccessibleName(tr("Context length in tokens"));
    m_concurrencySlider->setAccessibleName(tr("Concurrent sequences"));
    m_contextSlider->setToolTip(tr("Tokens per sequence: prompt plus generated text"));
    m_concurrencySlider->setToolTip(tr("Sequences kept in the KV cache at the same time"));
}

} // namespace headroom::ui
