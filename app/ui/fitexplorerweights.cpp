// SPDX-License-Identifier: GPL-3.0-or-later
// FitExplorer's weights list: the formats the engine loads (inference) or the workload kind accepts
// (training, image generation), the imported config's own format, and which entry is the default that
// leaves scenario::Choice::weights unset. Split from fitexplorer.cpp, which builds the controls and the
// scenario.
#include "fitexplorer.h"

#include <scenario/choice.h>

#include <QComboBox>
#include <QSignalBlocker>

#include <algorithm>

namespace headroom::ui {

QString FitExplorer::weightsConfigEntryText(const fit::WeightFormat &f)
{
    return tr("%1 (from config)").arg(scenario::weightFormatName(f));
}

std::optional<fit::WeightFormat> FitExplorer::defaultWeightsForKind() const
{
    // What resolve() takes without a choice (the model's own, QLoRA's NF4, a pipeline's fp16 or bf16): asked
    // of resolve() itself, so that the window holds no copy of the rule.
    scenario::Choice c;
    if (const ImportedEntry *entry = currentImported())
        c.imported = entry->model;
    else
        c.modelId = m_model->currentData().toString();
    c.gpuId = m_gpu->currentData().toString();
    c.workload = currentWorkload();
    const std::optional<scenario::Resolved> r = scenario::resolve(c, *m_catalog);
    if (!r)
        return std::nullopt;
    return r->weightFormat;
}

void FitExplorer::fillWorkloadWeights(bool modelChanged)
{
    // The formats the kind accepts; a new model or kind starts from resolve()'s own choice.
    const QString previous = m_weights->currentData().toString();
    m_weights->clear();
    for (const fit::WeightFormat &f : scenario::weightFormatsFor(currentWorkload()))
        m_weights->addItem(scenario::weightFormatName(f), QString::fromStdString(fit::toString(f)));
    m_defaultWeights = defaultWeightsForKind();
    int index = modelChanged ? -1 : m_weights->findData(previous);
    if (index < 0 && m_defaultWeights)
        index = m_weights->findData(QString::fromStdString(fit::toString(*m_defaultWeights)));
    m_weights->setCurrentIndex(std::max(index, 0));
    m_weightsNote.clear();
}

void FitExplorer::fillWeights(bool modelChanged)
{
    // The formats the engine can load (scenario::weightFormatsFor), and an imported config's own format
    // when it is not one of them ("… (from config)"). A new model starts from its own storage, as
    // `headroom estimate --model` without --weights does: the config's format, else BF16. A new engine
    // keeps the choice when it can load it.
    const QSignalBlocker blocker(m_weights);
    if (currentWorkload() != fit::WorkloadKind::Inference) {
        fillWorkloadWeights(modelChanged);
        return;
    }
    m_defaultWeights.reset();
    const QString previous = m_weights->currentData().toString();
    const bool previousWasConfig = m_weights->currentData(kWeightsConfigRole).toBool();
    const ImportedEntry *entry = currentImported();
    // A preset's published format (gpt-oss MXFP4) is its "config" entry too: resolve() takes it by itself.
    const catalog::ModelPreset *preset = entry ? nullptr : m_catalog->model(m_model->currentData().toString());
    const std::optional<fit::WeightFormat> config = entry    ? scenario::configWeights(entry->model)
                                                    : preset ? scenario::presetWeights(*preset)
                                                             : std::nullopt;
    const std::vector<fit::WeightFormat> formats = scenario::weightFormatsFor(currentEngine());
    m_weights->clear();
    for (const fit::WeightFormat &f : formats)
        m_weights->addItem(scenario::weightFormatName(f), QString::fromStdString(fit::toString(f)));
    int configIndex = -1;
    if (config) {
        const QString data = QString::fromStdString(fit::toString(*config));
        configIndex = m_weights->findData(data);
        if (configIndex < 0) {
            m_weights->addItem(weightsConfigEntryText(*config), data);
            configIndex = m_weights->count() - 1;
            m_weights->setItemData(configIndex, true, kWeightsConfigRole);
        }
    }
    int index = (modelChanged || previousWasConfig) ? configIndex : -1;
    if (index < 0 && !modelChanged)
        index = m_weights->findData(previous);
    const bool dropped = index < 0 && !modelChanged && !previousWasConfig && !previous.isEmpty();
    if (index < 0)
        index = m_weights->findData(QStringLiteral("bf16"));
    m_weights->setCurrentIndex(std::max(index, 0));
    // A new engine that cannot load the chosen weights says so instead of switching silently.
    m_weightsNote.clear();
    if (const std::optional<fit::WeightFormat> before =
            dropped ? fit::parseWeightFormat(previous.toStdString()) : std::nullopt) {
        const std::optional<QString> why = scenario::weightFormatRefusal(currentEngine(), *before);
        if (why)
            m_weightsNote = tr("%1 The weights are now %2.").arg(*why, m_weights->currentText());
    }
}

} // namespace headroom::ui
