// SPDX-License-Identifier: GPL-3.0-or-later
#include "questions.h"

#include <QCoreApplication>

namespace headroom::ui {

namespace {
// lupdate reads the QT_TRANSLATE_NOOP strings below under this context.
constexpr char kContext[] = "headroom::ui::Questions";
} // namespace

QString Question::text() const
{
    return QCoreApplication::translate(kContext, sourceText);
}

QString Question::answer() const
{
    return QCoreApplication::translate(kContext, sourceAnswer);
}

const QList<Question> &questions()
{
    // The facts in the answers are those of the built-in glossary (resources/glossary/headroom.tbx):
    // a month is 30 days (720 hours); stopping does not pause a fixed term; bits-per-weight's 4.5 bits
    // for a 4-bit format with its scales (4.5 / 16 < 1/3); training keeps gradients and optimizer state.
    static const QList<Question> list{
        {QStringLiteral("fit"),
         QT_TRANSLATE_NOOP("headroom::ui::Questions", "Will my model fit on this GPU?"),
         QT_TRANSLATE_NOOP("headroom::ui::Questions",
                           "It fits when the weights, the KV cache, the activations and the runtime overhead "
                           "together stay within the usable memory of each GPU. Pick your model and GPU in "
                           "the fit explorer: the verdict says whether it fits and how much headroom is left."),
         {QStringLiteral("headroom"), QStringLiteral("usable-vram"), QStringLiteral("vram")},
         QuestionAction::ShowFitVerdict},
        {QStringLiteral("kv-size"),
         QT_TRANSLATE_NOOP("headroom::ui::Questions", "Why is the KV cache so large?"),
         QT_TRANSLATE_NOOP("headroom::ui::Questions",
                           "It keeps the keys and values of every token of every sequence in flight, so it "
                           "grows with the context length times the concurrency. The fit explorer now uses "
                           "a longer context: watch the KV cache in the chart."),
         {QStringLiteral("kv-cache"), QStringLiteral("context-length"), QStringLiteral("concurrency")},
         QuestionAction::ShowKvGrowth},
        {QStringLiteral("month"),
         QT_TRANSLATE_NOOP("headroom::ui::Questions", "What does a month of rental cost?"),
         QT_TRANSLATE_NOOP("headroom::ui::Questions",
                           "A month is always 30 days (720 hours), whatever the calendar says. The quote "
                           "opens with a one-month term for the GPUs of the fit explorer."),
         {QStringLiteral("fixed-rental-term"), QStringLiteral("on-demand-pricing")},
         QuestionAction::QuoteMonth},
        {QStringLiteral("stop"),
         QT_TRANSLATE_NOOP("headroom::ui::Questions", "What happens if I stop the machine?"),
         QT_TRANSLATE_NOOP("headroom::ui::Questions",
                           "Billing does not pause. Stopping or releasing a rented machine early does not "
                           "shorten the paid period: you pay the whole term you booked."),
         {QStringLiteral("fixed-rental-term"), QStringLiteral("on-demand-pricing")},
         QuestionAction::QuoteMonth},
        {QStringLiteral("bits"),
         QT_TRANSLATE_NOOP("headroom::ui::Questions", "Can fewer bits per weight make it fit?"),
         QT_TRANSLATE_NOOP(
             "headroom::ui::Questions",
             "Often: a 4-bit format needs about 4.5 bits per weight with its scales, less than "
             "a third of the memory of 16-bit weights, usually at some cost in quality. Try another weight "
             "precision in the fit explorer."),
         {QStringLiteral("quantization"), QStringLiteral("bits-per-weight"), QStringLiteral("weights")},
         QuestionAction::ShowWeightFormats},
        {QStringLiteral("training"),
         QT_TRANSLATE_NOOP("headroom::ui::Questions", "Training or inference: what needs more memory?"),
         QT_TRANSLATE_NOOP("headroom::ui::Questions",
                           "Training, by far: besides the weights it keeps gradients, optimizer state and "
                           "the activations for the backward pass. The fit explorer estimates inference."),
         {QStringLiteral("fine-tuning"), QStringLiteral("optimizer-state"), QStringLiteral("gradients"),
          QStringLiteral("inference")},
         QuestionAction::None},
    };
    return list;
}

const Question *questionById(const QString &id)
{
    for (const Question &q : questions()) {
        if (q.id == id)
            return &q;
    }
    return nullptr;
}

} // namespace headroom::ui
