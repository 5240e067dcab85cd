// SPDX-License-Identifier: GPL-3.0-or-later
// The fit explorer's model files (issue 14: a .gguf file, a .safetensors file or a model folder, read by
// catalog::importGguf / catalog::importSafetensors) and its engine release list (fit::knownReleases).
#include "fitexplorer.h"

#include <catalog/gguf.h>
#include <catalog/safetensors.h>
#include <fit/engineversion.h>
#include <scenario/choice.h>

#include <QComboBox>
#include <QFileInfo>
#include <QSignalBlocker>

namespace headroom::ui {

bool FitExplorer::isModelFilePath(const QString &path)
{
    if (path.endsWith(QLatin1String(".gguf"), Qt::CaseInsensitive) ||
        path.endsWith(QLatin1String(".safetensors"), Qt::CaseInsensitive))
        return true;
    return QFileInfo(path).isDir() && catalog::looksLikeModelFolder(path);
}

QString FitExplorer::importModelFile(const QString &path, QString *error)
{
    std::optional<catalog::ImportedModel> imported;
    QString problem;
    if (path.endsWith(QLatin1String(".gguf"), Qt::CaseInsensitive)) {
        catalog::GgufError e;
        imported = catalog::importGguf(path, &e);
        problem = e.message;
    } else {
        catalog::SafetensorsError e;
        imported = catalog::importSafetensors(path, &e);
        problem = e.message;
    }
    if (!imported) {
        if (error)
            *error = problem.isEmpty() ? tr("%1 cannot be read as a model file.").arg(path) : problem;
        return {};
    }
    if (m_family == Family::Diffusion)
        selectWorkload(fit::WorkloadKind::Inference); // a model file is a language model
    const QFileInfo info(path);
    return addImportedModel(info.absoluteFilePath(), info.fileName(), std::move(*imported));
}

void FitExplorer::fillEngineVersions()
{
    // "Current (0.11.0)" first (an empty Choice::engineVersion), then the releases oldest first; each
    // entry's tooltip is its profile's description. Refilled on an engine or language change, keeping the
    // chosen release when the engine has it.
    const fit::Engine engine = currentEngine();
    const QString chosen = m_engineVersion->currentData().toString();
    const QSignalBlocker blocker(m_engineVersion);
    m_engineVersion->clear();
    const QString current = QString::fromLatin1(fit::currentReleaseName(engine).data(),
                                                static_cast<qsizetype>(fit::currentReleaseName(engine).size()));
    m_engineVersion->addItem(current.isEmpty() ? tr("Current") : tr("Current (%1)").arg(current), QString());
    m_engineVersion->setItemData(0, scenario::engineProfileDescription(fit::currentProfile(engine)), Qt::ToolTipRole);
    for (const fit::EngineRelease &release : fit::knownReleases(engine)) {
        const QString name = QString::fromStdString(release.name);
        m_engineVersion->addItem(name, name);
        m_engineVersion->setItemData(m_engineVersion->count() - 1, scenario::engineProfileDescription(release.profile),
                                     Qt::ToolTipRole);
    }
    m_engineVersion->setCurrentIndex(std::max(0, m_engineVersion->findData(chosen)));
    m_engineVersion->setEnabled(m_engineVersion->count() > 1);
    m_engineVersion->setAccessibleName(tr("Engine release"));
    m_engineVersion->setToolTip(m_engineVersion->currentData(Qt::ToolTipRole).toString());
}

} // namespace headroom::ui
