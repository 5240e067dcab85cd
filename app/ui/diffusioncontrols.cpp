// SPDX-License-Identifier: GPL-3.0-or-later
#include "diffusioncontrols.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QSignalBlocker>
#include <QSlider>
#include <QSpinBox>

#include <algorithm>

namespace headroom::ui {

namespace {

// The values `headroom estimate` accepts (cli/workloadoptions.cpp): each side 1..16,384 pixels, 1..1,024
// images; the fit model refuses sides below 64 or off the latent grid (diffusion.h).
constexpr int kMaxPixels = 16384;
constexpr int kMaxImages = 1024;
constexpr int kImagesSliderMax = 32; // the slider's range; the spin box takes the rest
constexpr int kDefaultTile = 512;    // a pipeline without a VAE sample_size: SD 1.5's

constexpr fit::DiffusionOffload kOffloads[] = {fit::DiffusionOffload::None, fit::DiffusionOffload::Model,
                                               fit::DiffusionOffload::Sequential};

QString latin1(std::string_view s)
{
    return QString::fromLatin1(s.data(), static_cast<qsizetype>(s.size()));
}

QString plain(const QLabel *label)
{
    return label->text().remove(QLatin1Char('&')).remove(QLatin1Char(':'));
}

QSpinBox *pixelSpinBox(QWidget *parent)
{
    auto *spin = new QSpinBox(parent);
    spin->setRange(DiffusionControls::kPixelStep, kMaxPixels);
    spin->setSingleStep(DiffusionControls::kPixelStep);
    spin->setGroupSeparatorShown(true);
    spin->setMinimumWidth(100);
    return spin;
}

} // namespace

DiffusionControls::DiffusionControls(QWidget *parent)
    : QWidget(parent)
{
    m_tiling = new QCheckBox(this);
    m_tile = pixelSpinBox(this);
    m_tile->setValue(kDefaultTile);
    m_tile->setEnabled(false);
    m_slicing = new QCheckBox(this);
    m_offload = new QComboBox(this);
    for (const fit::DiffusionOffload o : kOffloads)
        m_offload->addItem(QString(), latin1(fit::toString(o)));

    m_resolutionSlider = new QSlider(Qt::Horizontal, this);
    m_resolutionSlider->setRange(kMinSide / kPixelStep, kMaxSide / kPixelStep);
    m_resolutionSlider->setPageStep(4); // 256 pixels
    m_width = pixelSpinBox(this);
    m_height = pixelSpinBox(this);
    m_times = new QLabel(QStringLiteral("×"), this);
    m_imagesSlider = new QSlider(Qt::Horizontal, this);
    m_imagesSlider->setRange(1, kImagesSliderMax);
    m_imagesSlider->setPageStep(4);
    m_imagesSpin = new QSpinBox(this);
    m_imagesSpin->setRange(1, kMaxImages);
    m_imagesSpin->setMinimumWidth(130);
    setSide(1024, 1024);

    buildLayout();
    connectSignals();
    retranslate();
}

DiffusionControls::~DiffusionControls() = default;

void DiffusionControls::buildLayout()
{
    m_vaeLabel = new QLabel(this);
    m_vaeLabel->setBuddy(m_tiling);
    m_slicingLabel = new QLabel(this);
    m_slicingLabel->setBuddy(m_slicing);
    m_offloadLabel = new QLabel(this);
    m_offloadLabel->setBuddy(m_offload);
    m_resolutionLabel = new QLabel(this);
    m_resolutionLabel->setBuddy(m_width);
    m_imagesLabel = new QLabel(this);
    m_imagesLabel->setBuddy(m_imagesSpin);

    m_grid = new QGridLayout(this);
    m_grid->setContentsMargins(0, 0, 0, 0);
    m_grid->setHorizontalSpacing(10);
    m_grid->setColumnStretch(1, 1);
    m_grid->setColumnStretch(3, 1);
    auto *tiling = new QHBoxLayout;
    tiling->addWidget(m_tiling);
    tiling->addWidget(m_tile);
    tiling->addStretch(1);
    m_grid->addWidget(m_vaeLabel, 0, 0);
    m_grid->addLayout(tiling, 0, 1);
    m_grid->addWidget(m_offloadLabel, 0, 2);
    m_grid->addWidget(m_offload, 0, 3);
    m_grid->addWidget(m_slicingLabel, 1, 0);
    m_grid->addWidget(m_slicing, 1, 1, 1, 3);

    auto *resolution = new QHBoxLayout;
    resolution->addWidget(m_resolutionSlider, 1);
    resolution->addWidget(m_width);
    resolution->addWidget(m_times);
    resolution->addWidget(m_height);
    m_grid->addWidget(m_resolutionLabel, 2, 0);
    m_grid->addLayout(resolution, 2, 1, 1, 3);
    auto *images = new QHBoxLayout;
    images->addWidget(m_imagesSlider, 1);
    images->addWidget(m_imagesSpin);
    m_grid->addWidget(m_imagesLabel, 3, 0);
    m_grid->addLayout(images, 3, 1, 1, 3);
}

void DiffusionControls::connectSignals()
{
    connect(m_resolutionSlider, &QSlider::valueChanged, this, [this](int steps) {
        setSide(steps * kPixelStep, steps * kPixelStep);
        emit resolutionChanged();
    });
    for (QSpinBox *spin : {m_width, m_height})
        connect(spin, &QSpinBox::valueChanged, this, [this] {
            // The slider shows the longer side (clamped to its range); the spin boxes keep what was typed.
            const QSignalBlocker blocker(m_resolutionSlider);
            m_resolutionSlider->setValue(std::max(m_width->value(), m_height->value()) / kPixelStep);
            emit resolutionChanged();
        });
    connect(m_imagesSlider, &QSlider::valueChanged, this, [this](int v) {
        const QSignalBlocker blocker(m_imagesSpin);
        m_imagesSpin->setValue(v);
        updateSuffix();
        emit imagesChanged();
    });
    connect(m_imagesSpin, &QSpinBox::valueChanged, this, [this](int v) {
        const QSignalBlocker blocker(m_imagesSlider);
        m_imagesSlider->setValue(v);
        updateSuffix();
        emit imagesChanged();
    });
    connect(m_tiling, &QCheckBox::toggled, this, [this](bool on) {
        m_tile->setEnabled(on);
        emit changed();
    });
    connect(m_tile, &QSpinBox::valueChanged, this, &DiffusionControls::changed);
    connect(m_slicing, &QCheckBox::toggled, this, &DiffusionControls::changed);
    connect(m_offload, &QComboBox::currentIndexChanged, this, &DiffusionControls::changed);
}

void DiffusionControls::updateSuffix()
{
    m_imagesSpin->setSuffix(m_imagesSpin->value() == 1 ? tr(" image") : tr(" images"));
}

void DiffusionControls::setSide(int width, int height)
{
    const QSignalBlocker b1(m_resolutionSlider);
    const QSignalBlocker b2(m_width);
    const QSignalBlocker b3(m_height);
    m_width->setValue(width);
    m_height->setValue(height);
    m_resolutionSlider->setValue(std::max(width, height) / kPixelStep);
}

void DiffusionControls::setModel(const fit::DiffusionSpec &spec)
{
    if (spec.id == m_modelId)
        return; // the same pipeline again (another workload and back): the knobs stay
    m_modelId = spec.id;
    setSide(spec.defaultWidth > 0 ? spec.defaultWidth : 1024, spec.defaultHeight > 0 ? spec.defaultHeight : 1024);
    const QSignalBlocker blocker(m_tile);
    m_tile->setValue(spec.vaeSampleSize > 0 ? spec.vaeSampleSize : kDefaultTile);
}

void DiffusionControls::write(scenario::Choice &choice) const
{
    scenario::DiffusionChoice &d = choice.diffusion;
    d = scenario::DiffusionChoice{};
    d.width = m_width->value();
    d.height = m_height->value();
    d.images = m_imagesSpin->value();
    d.vaeTile = m_tiling->isChecked() ? m_tile->value() : 0;
    d.vaeSlicing = m_slicing->isChecked();
    d.offload = fit::diffusionOffloadFromString(m_offload->currentData().toString().toStdString());
}

void DiffusionControls::read(const scenario::Choice &choice)
{
    const scenario::DiffusionChoice &d = choice.diffusion;
    if (d.width)
        m_width->setValue(*d.width);
    if (d.height)
        m_height->setValue(*d.height);
    if (d.images)
        m_imagesSpin->setValue(*d.images);
    if (d.vaeTile) {
        m_tiling->setChecked(*d.vaeTile > 0);
        if (*d.vaeTile > 0)
            m_tile->setValue(*d.vaeTile);
    }
    if (d.vaeSlicing)
        m_slicing->setChecked(*d.vaeSlicing);
    if (d.offload) {
        const int index = m_offload->findData(latin1(fit::toString(*d.offload)));
        if (index >= 0)
            m_offload->setCurrentIndex(index);
    }
}

QString DiffusionControls::controlNameFor(const QString &field) const
{
    if (field == QLatin1String("image"))
        return plain(m_resolutionLabel);
    if (field == QLatin1String("images"))
        return plain(m_imagesLabel);
    if (field == QLatin1String("vaeTiling"))
        return plain(m_vaeLabel);
    if (field == QLatin1String("vaeSlicing"))
        return plain(m_slicingLabel);
    if (field == QLatin1String("offload"))
        return plain(m_offloadLabel);
    return {};
}

void DiffusionControls::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslate();
}

void DiffusionControls::retranslate()
{
    m_vaeLabel->setText(tr("VAE &tiling:"));
    m_tiling->setText(tr("Tiles of"));
    m_tile->setSuffix(tr(" px"));
    m_slicingLabel->setText(tr("VAE s&licing:"));
    m_slicing->setText(tr("Decode one image of the batch at a time"));
    m_offloadLabel->setText(tr("CPU o&ffload:"));
    m_offload->setItemText(0, tr("None"));
    m_offload->setItemText(1, tr("Model (one component at a time)"));
    m_offload->setItemText(2, tr("Sequential (one layer at a time)"));
    m_resolutionLabel->setText(tr("&Resolution:"));
    // The label is the width's buddy; the height and the tile size are named for screen readers.
    m_height->setAccessibleName(tr("Image height"));
    m_tile->setAccessibleName(tr("VAE tile size"));
    m_width->setSuffix(tr(" px"));
    m_height->setSuffix(tr(" px"));
    m_imagesLabel->setText(tr("&Images per batch:"));
    updateSuffix();

    m_tiling->setToolTip(tr("diffusers enable_tiling: decode the latent in overlapping tiles of this size"));
    m_slicing->setToolTip(tr("diffusers enable_slicing: decode one image of the batch at a time"));
    m_offload->setToolTip(tr("diffusers enable_model_cpu_offload keeps one component on the GPU at a time; "
                             "enable_sequential_cpu_offload streams the weights one submodule at a time"));
    m_resolutionSlider->setAccessibleName(tr("Square image side in pixels"));
    m_resolutionSlider->setToolTip(tr("Square image side in steps of 64 pixels; the boxes set width and height"));
    m_width->setAccessibleName(tr("Image width in pixels"));
    m_height->setAccessibleName(tr("Image height in pixels"));
    m_imagesSlider->setAccessibleName(tr("Images per batch"));
    m_imagesSlider->setToolTip(tr("Images generated together (num_images_per_prompt)"));
}

} // namespace headroom::ui
