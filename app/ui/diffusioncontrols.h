// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The fit explorer's knobs of image generation (a diffusion pipeline preset): the resolution (a slider
// for the square side in steps of 64 pixels, 256..4096, and width / height spin boxes), images per batch
// (slider and spin box), VAE tiling (off, or a tile size in pixels), VAE slicing and diffusers' CPU
// offload (none, model, sequential). The widget only shows values and writes them into a
// scenario::DiffusionChoice (write()); scenario::resolve() and the fit model apply every rule, so the
// window and `headroom estimate --workload diffusion ...` build the same scenario.

#include <fit/diffusionspec.h>
#include <scenario/choice.h>

#include <QWidget>

#include <string>

class QCheckBox;
class QComboBox;
class QGridLayout;
class QLabel;
class QSlider;
class QSpinBox;

namespace headroom::ui {

class DiffusionControls final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(DiffusionControls)

public:
    explicit DiffusionControls(QWidget *parent = nullptr);
    ~DiffusionControls() override;

    /// A new pipeline: the resolution goes to its native size (defaultWidth x defaultHeight) and the
    /// tile size to its VAE's sample_size (diffusers' default tile), without emitting a signal. The same
    /// pipeline as before changes nothing.
    void setModel(const fit::DiffusionSpec &spec);

    /// Writes every knob into `choice.diffusion`: width and height in pixels, images, the VAE tile (0 =
    /// tiling off), slicing and the offload mode.
    void write(scenario::Choice &choice) const;
    /// The inverse of write() for the knobs `choice.diffusion` holds; unset ones keep their value (call
    /// after setModel(), which sets the pipeline's own resolution).
    void read(const scenario::Choice &choice);

    /// The label of the control a fit::Error field names ("image", "images", "vaeTiling", "offload"),
    /// without the mnemonic and colon; empty for another field.
    QString controlNameFor(const QString &field) const;

    /// The 4-column grid (label, control, label, control), so that the explorer can align its columns.
    QGridLayout *grid() const { return m_grid; }

    /// Square side in steps of 64 pixels: the slider's value times 64 is the side.
    QSlider *resolutionSlider() const { return m_resolutionSlider; }
    QSpinBox *widthSpinBox() const { return m_width; }
    QSpinBox *heightSpinBox() const { return m_height; }
    QSlider *imagesSlider() const { return m_imagesSlider; }
    QSpinBox *imagesSpinBox() const { return m_imagesSpin; }
    QCheckBox *vaeTilingCheckBox() const { return m_tiling; }
    QSpinBox *vaeTileSpinBox() const { return m_tile; }
    QCheckBox *vaeSlicingCheckBox() const { return m_slicing; }
    QComboBox *offloadCombo() const { return m_offload; }

    /// Pixels per step of the resolution slider, and its range in pixels.
    static constexpr int kPixelStep = 64;
    static constexpr int kMinSide = 256;
    static constexpr int kMaxSide = 4096;

Q_SIGNALS:
    /// Width or height changed (slider or spin boxes; one signal per change).
    void resolutionChanged();
    /// Images per batch changed.
    void imagesChanged();
    /// Tiling, slicing or offload changed.
    void changed();

protected:
    void changeEvent(QEvent *event) override;

private:
    void buildLayout();
    void connectSignals();
    void retranslate();
    void setSide(int width, int height);
    void updateSuffix();

    std::string m_modelId; ///< the pipeline setModel() last set
    QGridLayout *m_grid = nullptr;
    QLabel *m_vaeLabel = nullptr;
    QCheckBox *m_tiling = nullptr;
    QSpinBox *m_tile = nullptr;
    QLabel *m_slicingLabel = nullptr;
    QCheckBox *m_slicing = nullptr;
    QLabel *m_offloadLabel = nullptr;
    QComboBox *m_offload = nullptr;
    QLabel *m_resolutionLabel = nullptr;
    QSlider *m_resolutionSlider = nullptr;
    QSpinBox *m_width = nullptr;
    QLabel *m_times = nullptr;
    QSpinBox *m_height = nullptr;
    QLabel *m_imagesLabel = nullptr;
    QSlider *m_imagesSlider = nullptr;
    QSpinBox *m_imagesSpin = nullptr;
};

} // namespace headroom::ui
