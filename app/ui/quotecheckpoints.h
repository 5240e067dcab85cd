// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The quote dialog's "Checkpoints kept" row (issue 11 item 10): a spin box, shown only while the quote's
// own scenario is a training run, whose value becomes quote::QuoteRequest::checkpointsKept; the size of
// one checkpoint is the training estimate's (fit::Estimate::checkpointBytes), never typed in. The quote
// prices the kept checkpoints as their own storage line (quote.h). Strings: tr() in the
// "headroom::ui::QuoteCheckpoints" context.

#include <fit/fitmodel.h>
#include <quote/quote.h>

#include <QCoreApplication>
#include <QString>

#include <optional>

class QFormLayout;
class QLabel;
class QSpinBox;
class QWidget;

namespace headroom::ui {

class QuoteCheckpoints final
{
    Q_DECLARE_TR_FUNCTIONS(headroom::ui::QuoteCheckpoints)

public:
    /// Adds the label and the spin box (0 to quote::kMaxCheckpointsKept, 0 = none) as a row of `form`;
    /// the widgets are children of `parent`. Hidden until update() sees a training estimate.
    QuoteCheckpoints(QWidget *parent, QFormLayout *form);

    QSpinBox *spinBox() const { return m_spin; }
    QLabel *label() const { return m_label; }

    /// Shows the row for a training estimate (its tool tip gives the size of one checkpoint, in GB and in
    /// the numbers of `language`), hides it otherwise.
    void update(const std::optional<fit::Estimate> &estimate, const QString &language);
    /// Sets the request's checkpointsKept and checkpointBytes: the spin box and the estimate's checkpoint
    /// size for a training estimate, 0 and 0 otherwise (a hidden row keeps nothing).
    void apply(quote::QuoteRequest &request, const std::optional<fit::Estimate> &estimate) const;
    /// The stored value of a reopened quote (clamped to the spin box's range).
    void setValue(qint64 kept);
    void retranslate();

private:
    QFormLayout *m_form = nullptr;
    QLabel *m_label = nullptr;
    QSpinBox *m_spin = nullptr;
    QString m_sizeText; ///< "112.42 GB" of the last training estimate, for the tool tip
};

/// True when `estimate` is a training estimate with a checkpoint size (the row is shown).
bool keepsCheckpoints(const std::optional<fit::Estimate> &estimate);

} // namespace headroom::ui
