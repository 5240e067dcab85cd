// SPDX-License-Identifier: GPL-3.0-or-later
// FitExplorer's verdict under the chart: the fit verdict, the solvers' answers and the details line, in the
// words the command line uses (scenario/labels.h, scenario/workloadlabels.h). Split from fitexplorer.cpp,
// which builds the controls and the scenario.
#include "fitexplorer.h"

#include "diffusioncontrols.h"
#include "throughputtext.h"
#include "trainingcontrols.h"

#include <scenario/labels.h>
#include <scenario/workloadlabels.h>

#include <QComboBox>
#include <QEvent>
#include <QLabel>
#include <QLocale>

namespace headroom::ui {

namespace {

constexpr double kBytesPerGiB = 1024.0 * 1024.0 * 1024.0;

QString gib(std::int64_t bytes)
{
    return QLocale().toString(static_cast<double>(bytes) / kBytesPerGiB, 'f', 2);
}

} // namespace

QString FitExplorer::engineName(fit::Engine engine)
{
    return scenario::labels::engineName(engine);
}

QString FitExplorer::constraintName(fit::Constraint c, const fit::Estimate *estimate)
{
    return scenario::labels::constraintName(c, estimate);
}

QString FitExplorer::verdictText() const
{
    QStringList parts{m_verdict->text()};
    if (!m_answers->text().isEmpty())
        parts << m_answers->text();
    parts << m_details->text();
    return parts.join(QLatin1Char('\n'));
}

QString FitExplorer::answersText() const
{
    const QLocale locale;
    const fit::Estimate *e = m_estimate ? &*m_estimate : nullptr;
    QStringList lines;
    const auto withLimit = [e](const QString &text, fit::Constraint binding) {
        return binding == fit::Constraint::None ? text : tr("%1 — limit: %2").arg(text, constraintName(binding, e));
    };
    if (m_concurrencyAnswer) {
        const QString context = locale.toString(m_scenario.workload.contextTokens);
        const std::int64_t n = m_concurrencyAnswer->value;
        QString text;
        if (n <= 0)
            text = tr("Not even one sequence fits at %1 tokens").arg(context);
        else if (n == 1)
            text = tr("Fits 1 sequence at %1 tokens").arg(context);
        else
            text = tr("Fits up to %1 concurrent sequences at %2 tokens").arg(locale.toString(n), context);
        lines << withLimit(text, m_concurrencyAnswer->binding);
    }
    if (m_contextAnswer) {
        const int n = m_scenario.workload.concurrency;
        const QString tokens = locale.toString(m_contextAnswer->value);
        QString text;
        if (m_contextAnswer->value <= 0)
            text = n == 1 ? tr("No context fits for 1 sequence")
                          : tr("No context fits at %1 sequences").arg(locale.toString(n));
        else if (n == 1)
            text = tr("Largest context for 1 sequence: %1 tokens").arg(tokens);
        else
            text = tr("Largest context at %1 sequences: %2 tokens").arg(locale.toString(n), tokens);
        lines << withLimit(text, m_contextAnswer->binding);
    }
    if (m_gpusAnswer) {
        const std::int64_t gpus = m_gpusAnswer->value;
        if (gpus <= 0)
            lines << tr("Does not fit on up to %1 GPUs of this kind").arg(locale.toString(kMaxGpus));
        else if (gpus == 1)
            lines << tr("1 GPU of this kind is enough");
        else
            lines << (scenario::shardsTensors(m_scenario.engine.engine)
                          ? tr("Needs at least %1 GPUs of this kind (tensor parallel)").arg(locale.toString(gpus))
                          : tr("Needs at least %1 GPUs of this kind (layer split)").arg(locale.toString(gpus)));
    }
    return lines.join(QLatin1Char('\n'));
}

void FitExplorer::showFailure()
{
    const QString message = m_error ? m_error->message : QString();
    m_verdict->setText(tr("Cannot estimate: %1").arg(message));
    m_answers->clear();
    // Point at the control, by its label, rather than at an internal field name.
    const std::pair<const char *, QLabel *> controls[] = {
        {"model", m_modelLabel},       {"gpu", m_gpuLabel},
        {"memory", m_gpuLabel},        {"gpuCount", m_gpuCountLabel},
        {"weights", m_weightsLabel},   {"engine", m_engineLabel},
        {"context", m_contextLabel},   {"concurrency", m_concurrencyLabel},
        {"workload", m_workloadLabel},
    };
    QString control;
    if (m_error) {
        for (const auto &[field, label] : controls) {
            if (m_error->field == QLatin1String(field))
                control = label->text().remove(QLatin1Char('&')).remove(QLatin1Char(':'));
        }
        // The kind's own knobs name theirs (only the visible kind's: a field may mean another knob there).
        const fit::WorkloadKind kind = currentWorkload();
        QString own = kind == fit::WorkloadKind::Inference   ? m_inference->controlNameFor(m_error->field)
                      : kind == fit::WorkloadKind::Diffusion ? m_diffusion->controlNameFor(m_error->field)
                                                             : m_training->controlNameFor(m_error->field);
        if (!own.isEmpty())
            control = own;
    }
    m_details->setText(control.isEmpty() ? QString() : tr("Check “%1”.").arg(control));
    updateVerdictColor();
}

QString FitExplorer::throughputText() const
{
    if (!m_throughput || !m_estimate)
        return {};
    return ThroughputText::explorerLines(*m_throughput, m_scenario.workload.concurrency, m_estimate->replicas,
                                         QLocale());
}

void FitExplorer::showVerdict()
{
    m_throughputLabel->setText(throughputText());
    m_throughputLabel->setVisible(m_throughput.has_value());
    if (!m_estimate) {
        showFailure();
        return;
    }
    const fit::Estimate &e = *m_estimate;
    const QLocale locale;
    if (e.kind != fit::WorkloadKind::Inference) {
        // As `headroom estimate` words it for these kinds (cli/estimatecommand.cpp workloadText).
        m_verdict->setText(scenario::labels::fitVerdict(e, locale));
        m_answers->setText(workloadAnswersText());
        m_details->setText(workloadDetailsText());
        updateVerdictColor();
        return;
    }
    const QString verdict = scenario::labels::fitVerdict(e, locale); // the quote dialog and PDF say it alike
    m_verdict->setText(tr("%1 — %2").arg(verdict, tr("binding constraint: %1").arg(constraintName(e.binding, &e))));
    m_answers->setText(answersText());

    const double kvKiB = static_cast<double>(e.kvCacheBytesPerToken) / 1024.0;
    QString details =
        tr("Per GPU: %1 of %2 GiB in use · KV cache: %3 KiB per token · replicas: %4 · GPUs per replica: %5")
            .arg(gib(e.perDevice.total()), gib(e.usablePerDeviceBytes), locale.toString(kvKiB, 'f', kvKiB < 10 ? 2 : 0),
                 locale.toString(e.replicas), locale.toString(e.devices));
    if (e.layersPerDevice.size() > 1) {
        QStringList layers;
        for (const int n : e.layersPerDevice)
            layers << locale.toString(n);
        details += tr(" · layers per GPU: %1 (the figures are the most loaded GPU's)").arg(layers.join(u", "));
    }
    if (e.engine != fit::Engine::Generic)
        details += tr(" · %1 holds %2 tokens of KV cache per GPU")
                       .arg(engineName(e.engine), locale.toString(e.kvCacheTokensCapacity));
    if (!m_weightsNote.isEmpty())
        details += QLatin1Char('\n') + m_weightsNote;
    m_details->setText(details);
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

QString FitExplorer::workloadAnswersText() const
{
    using K = scenario::labels::SolverKind;
    const QLocale locale;
    const catalog::Gpu *gpu = m_catalog->gpu(m_gpu->currentData().toString());
    const QString gpuName = gpu ? gpu->name : m_gpu->currentText();
    const WorkloadAnswers &a = m_workloadAnswers;
    const std::pair<K, const std::optional<fit::WorkloadSolution> *> solvers[] = {
        {K::MicroBatch, &a.maxMicroBatch},
        {K::SequenceLength, &a.maxSequenceLength},
        {K::GpusForSharding, &a.minGpusForSharding},
        {K::ImageSide, &a.maxImageSide},
        {K::Images, &a.maxImages}};
    QStringList lines;
    for (const auto &[kind, solution] : solvers) {
        if (const QString s = scenario::labels::solverSentence(kind, *solution, m_scenario, gpuName, locale);
            !s.isEmpty())
            lines << s;
    }
    return lines.join(QLatin1Char('\n'));
}

QString FitExplorer::workloadDetailsText() const
{
    // The peak phase, the checkpoint sizes and the host RAM of the offload, then the knobs in one line
    // each as the command line's table lists them (scenario/workloadlabels.h).
    namespace labels = scenario::labels;
    const fit::Estimate &e = *m_estimate;
    const QLocale locale;
    QStringList lines;
    if (e.kind == fit::WorkloadKind::Diffusion)
        lines << labels::peakPhaseSentence(e, locale);
    lines << labels::checkpointSentence(e, locale) << labels::hostRamSentence(e, locale);
    const QStringList knobs = e.kind == fit::WorkloadKind::Diffusion ? labels::diffusionLines(m_scenario, e, locale)
                                                                     : labels::trainingLines(m_scenario, e, locale);
    lines << knobs.join(QStringLiteral(" · "));
    lines.removeAll(QString());
    return lines.join(QLatin1Char('\n'));
}

} // namespace headroom::ui
