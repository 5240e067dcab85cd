// SPDX-License-Identifier: GPL-3.0-or-later
#include "placementcontrols.h"

#include "devicesdialog.h"

#include <QCheckBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QRegularExpressionValidator>
#include <QSignalBlocker>
#include <QSpinBox>

#include <algorithm>

namespace headroom::ui {

namespace {

constexpr int kAllLayers = -1; // the GPU layers spin box's special value: unset (-ngl 999)
constexpr int kMaxStages = 64;

bool llamaFamily(fit::Engine e)
{
    return e == fit::Engine::LlamaCpp || e == fit::Engine::IkLlamaCpp || e == fit::Engine::Ollama;
}

/// "3,2" / "3, 2" / "0.6,0.4" -> {3, 2}; empty for text that is not such a list.
std::vector<double> parseSplit(const QString &text)
{
    std::vector<double> values;
    if (text.trimmed().isEmpty())
        return values;
    for (const QString &part : text.split(QLatin1Char(','))) {
        bool ok = false;
        const double v = part.trimmed().toDouble(&ok);
        if (!ok)
            return {};
        values.push_back(v);
    }
    return values;
}

} // namespace

PlacementControls::PlacementControls(QWidget *parent)
    : QWidget(parent)
{
    m_gpuLayersLabel = new QLabel(this);
    m_gpuLayers = new QSpinBox(this);
    m_gpuLayers->setRange(kAllLayers, 1);
    m_gpuLayers->setValue(kAllLayers);
    m_gpuLayersLabel->setBuddy(m_gpuLayers);
    m_tensorSplitLabel = new QLabel(this);
    m_tensorSplit = new QLineEdit(this);
    // Non-negative decimals separated by commas, as llama.cpp's --tensor-split takes them.
    m_tensorSplit->setValidator(new QRegularExpressionValidator(
        QRegularExpression(QStringLiteral(R"(^\s*(\d{1,6}(\.\d{0,6})?\s*(,\s*\d{0,6}(\.\d{0,6})?\s*){0,15})?$)")),
        m_tensorSplit));
    m_tensorSplit->setMaximumWidth(110);
    m_tensorSplitLabel->setBuddy(m_tensorSplit);
    m_expertsOnCpu = new QCheckBox(this);
    m_pipelineLabel = new QLabel(this);
    m_pipeline = new QSpinBox(this);
    m_pipeline->setRange(1, kMaxStages);
    m_pipelineLabel->setBuddy(m_pipeline);
    m_expertParallel = new QCheckBox(this);
    m_mixed = new QPushButton(this);
    m_devicesLabel = new QLabel(this);

    auto *row = new QHBoxLayout(this);
    row->setContentsMargins(0, 0, 0, 0);
    for (QWidget *w : std::initializer_list<QWidget *>{m_gpuLayersLabel, m_gpuLayers, m_tensorSplitLabel, m_tensorSplit,
                                                       m_expertsOnCpu, m_pipelineLabel, m_pipeline, m_expertParallel,
                                                       m_mixed, m_devicesLabel})
        row->addWidget(w);
    row->addStretch(1);
    // The row is as tall for every engine (the tallest of its controls), so that what is below it does not
    // move when the engine changes and controls hide (issue 15).
    int tallest = 0;
    for (QWidget *w : std::initializer_list<QWidget *>{m_gpuLayers, m_tensorSplit, m_expertsOnCpu, m_pipeline, m_mixed})
        tallest = std::max(tallest, w->sizeHint().height());
    setMinimumHeight(tallest);

    connect(m_gpuLayers, &QSpinBox::valueChanged, this, &PlacementControls::changed);
    connect(m_pipeline, &QSpinBox::valueChanged, this, &PlacementControls::changed);
    connect(m_expertsOnCpu, &QCheckBox::toggled, this, &PlacementControls::changed);
    connect(m_expertParallel, &QCheckBox::toggled, this, &PlacementControls::changed);
    // Each edit that leaves a list (or nothing) recomputes; "3," waits for its next number.
    connect(m_tensorSplit, &QLineEdit::textChanged, this, [this](const QString &text) {
        if (text.trimmed().isEmpty() || !parseSplit(text).empty())
            emit changed();
    });
    connect(m_mixed, &QPushButton::clicked, this, &PlacementControls::openDevicesDialog);
    retranslate();
    updateVisibility();
}

PlacementControls::~PlacementControls() = default;

void PlacementControls::setEngine(fit::Engine engine)
{
    m_engine = engine;
    updateVisibility();
}

void PlacementControls::setModel(const fit::ModelSpec *model)
{
    m_moe = model && model->experts > 0;
    const QSignalBlocker blocker(m_gpuLayers);
    // 0..n_layer repeating layers, n_layer + 1 with the output layer (llama.cpp act_gpu_layers).
    m_gpuLayers->setMaximum(model ? std::max(1, model->layers + 1) : 1);
    if (!m_moe) {
        const QSignalBlocker b1(m_expertsOnCpu);
        const QSignalBlocker b2(m_expertParallel);
        m_expertsOnCpu->setChecked(false);
        m_expertParallel->setChecked(false);
    }
    updateVisibility();
}

void PlacementControls::setDeviceIds(const QStringList &ids)
{
    m_deviceIds = ids;
    updateDevicesLabel();
    emit changed();
}

void PlacementControls::write(scenario::Choice &c) const
{
    c.deviceIds = m_deviceIds;
    if (llamaFamily(m_engine)) {
        if (m_gpuLayers->value() != kAllLayers)
            c.gpuLayers = m_gpuLayers->value();
        c.tensorSplit = parseSplit(m_tensorSplit->text());
        c.expertsOnCpu = m_moe && m_expertsOnCpu->isChecked();
    } else if (m_engine == fit::Engine::Vllm) {
        c.pipelineParallel = m_pipeline->value();
        c.expertParallel = m_moe && m_expertParallel->isChecked();
    }
}

void PlacementControls::read(const scenario::Choice &c)
{
    setDeviceIds(c.deviceIds);
    m_gpuLayers->setValue(c.gpuLayers.value_or(kAllLayers));
    QStringList split;
    for (const double part : c.tensorSplit)
        split << QString::number(part, 'g', 6);
    m_tensorSplit->setText(split.join(QLatin1Char(',')));
    m_expertsOnCpu->setChecked(c.expertsOnCpu);
    m_pipeline->setValue(c.pipelineParallel);
    m_expertParallel->setChecked(c.expertParallel);
}

void PlacementControls::openDevicesDialog()
{
    if (!m_catalog)
        return;
    DevicesDialog dialog(*m_catalog, m_deviceIds, m_fallbackGpu, this);
    if (dialog.exec() == QDialog::Accepted)
        setDeviceIds(dialog.deviceIds());
}

void PlacementControls::updateVisibility()
{
    const bool llama = llamaFamily(m_engine);
    const bool vllm = m_engine == fit::Engine::Vllm;
    for (QWidget *w :
         std::initializer_list<QWidget *>{m_gpuLayersLabel, m_gpuLayers, m_tensorSplitLabel, m_tensorSplit})
        w->setVisible(llama);
    m_expertsOnCpu->setVisible(llama && m_moe);
    m_pipelineLabel->setVisible(vllm);
    m_pipeline->setVisible(vllm);
    m_expertParallel->setVisible(vllm && m_moe);
}

void PlacementControls::updateDevicesLabel()
{
    QStringList names;
    for (const QString &id : m_deviceIds)
        names << (m_catalog ? shortGpuName(*m_catalog, id) : id);
    m_devicesLabel->setText(names.join(QStringLiteral(", ")));
    m_devicesLabel->setToolTip(m_deviceIds.isEmpty() ? QString()
                                                     : tr("One replica of these GPUs, CUDA0 first; the GPU and GPU "
                                                          "count above are not used"));
}

void PlacementControls::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslate();
}

void PlacementControls::retranslate()
{
    m_gpuLayersLabel->setText(tr("GPU la&yers:"));
    m_gpuLayers->setSpecialValueText(tr("All"));
    // Wide enough for "All" / "Alle" / "Tümü" and the largest layer count: the row does not squeeze it.
    m_gpuLayers->setMinimumWidth(m_gpuLayers->sizeHint().width());
    m_gpuLayers->setToolTip(tr("llama.cpp --n-gpu-layers (Ollama num_gpu): the last layers offloaded to the GPUs, "
                               "the others stay in host RAM; layers + 1 also offloads the output layer. All: every "
                               "layer and the output layer"));
    m_tensorSplitLabel->setText(tr("Tensor s&plit:"));
    m_tensorSplit->setPlaceholderText(tr("by free memory"));
    m_tensorSplit->setToolTip(tr("llama.cpp --tensor-split: the share of layers per GPU, e.g. 3,2 (one number per "
                                 "GPU); empty: in proportion to each GPU's free memory"));
    m_expertsOnCpu->setText(tr("E&xperts on CPU"));
    m_expertsOnCpu->setToolTip(tr("llama.cpp -ot exps=CPU (--cpu-moe): the routed experts of every layer stay in "
                                  "host RAM, attention and the KV cache on the GPUs"));
    m_pipelineLabel->setText(tr("Pipeline para&llel:"));
    m_pipeline->setToolTip(tr("vLLM --pipeline-parallel-size: stages of consecutive layers, each over tensor "
                              "parallel GPUs"));
    m_expertParallel->setText(tr("Expert paralle&l"));
    m_expertParallel->setToolTip(tr("vLLM --enable-expert-parallel: each GPU holds whole experts instead of a slice "
                                    "of every expert"));
    m_mixed->setText(tr("Mixed GP&Us…"));
    m_mixed->setToolTip(tr("A replica of GPUs of different kinds (e.g. an RTX 4090 and an RTX 3090), one "
                           "catalogue GPU per row"));
    updateDevicesLabel();
}

QString shortGpuName(const catalog::Catalog &catalog, const QString &gpuId)
{
    const catalog::Gpu *gpu = catalog.gpu(gpuId);
    if (!gpu)
        return gpuId;
    QString name = gpu->name;
    for (const char *prefix : {"NVIDIA ", "GeForce ", "AMD ", "Instinct ", "Radeon "}) {
        if (name.startsWith(QLatin1String(prefix)))
            name.remove(0, static_cast<qsizetype>(qstrlen(prefix)));
    }
    return name.isEmpty() ? gpuId : name;
}

} // namespace headroom::ui
