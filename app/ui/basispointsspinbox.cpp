// SPDX-License-Identifier: GPL-3.0-or-later
#include "basispointsspinbox.h"

#include <quote/quote.h>

namespace headroom::ui {

namespace {
constexpr int kStepBasisPoints = 100; // one percentage point per arrow step
constexpr int kMaxDecimals = 2;       // 0.01 % = 1 basis point
constexpr int kMaxIntegerDigits = 3;  // "100"

QString languageOf(const QLocale &locale)
{
    return locale.name().left(2);
}
} // namespace

BasisPointsSpinBox::BasisPointsSpinBox(QWidget *parent)
    : QSpinBox(parent)
{
    setRange(0, quote::kMaxVatBasisPoints);
    setSingleStep(kStepBasisPoints);
    setSuffix(QStringLiteral(" %"));
}

BasisPointsSpinBox::~BasisPointsSpinBox() = default;

std::optional<int> BasisPointsSpinBox::parsePercent(const QString &text, QChar decimalPoint)
{
    const QString s = text.trimmed();
    int whole = 0;
    int wholeDigits = 0;
    int fraction = 0;
    int fractionDigits = 0;
    bool inFraction = false;
    for (const QChar c : s) {
        if (c == decimalPoint || c == u'.' || c == u',') {
            if (inFraction)
                return std::nullopt;
            inFraction = true;
            continue;
        }
        if (c < u'0' || c > u'9')
            return std::nullopt;
        const int digit = c.unicode() - u'0';
        if (inFraction) {
            if (++fractionDigits > kMaxDecimals)
                return std::nullopt;
            fraction = fraction * 10 + digit;
        } else {
            if (++wholeDigits > kMaxIntegerDigits)
                return std::nullopt;
            whole = whole * 10 + digit;
        }
    }
    if (wholeDigits == 0 && fractionDigits == 0)
        return std::nullopt;
    if (fractionDigits == 1)
        fraction *= 10;
    return whole * 100 + fraction;
}

QString BasisPointsSpinBox::stripAffixes(const QString &text) const
{
    QString s = text;
    if (!prefix().isEmpty() && s.startsWith(prefix()))
        s.remove(0, prefix().size());
    const QString trimmedSuffix = suffix().trimmed();
    s = s.trimmed();
    if (!trimmedSuffix.isEmpty() && s.endsWith(trimmedSuffix))
        s.chop(trimmedSuffix.size());
    return s.trimmed();
}

QString BasisPointsSpinBox::textFromValue(int value) const
{
    return quote::formatBasisPoints(value, languageOf(locale()));
}

int BasisPointsSpinBox::valueFromText(const QString &text) const
{
    return parsePercent(stripAffixes(text), locale().decimalPoint().front()).value_or(value());
}

QValidator::State BasisPointsSpinBox::validate(QString &input, int &pos) const
{
    Q_UNUSED(pos)
    const QString s = stripAffixes(input);
    if (s.isEmpty())
        return QValidator::Intermediate;
    const QChar point = locale().decimalPoint().front();
    if (s.endsWith(point) || s.endsWith(u'.') || s.endsWith(u','))
        return parsePercent(s.chopped(1), point) ? QValidator::Intermediate : QValidator::Invalid;
    const std::optional<int> bp = parsePercent(s, point);
    if (!bp)
        return QValidator::Invalid;
    return *bp >= minimum() && *bp <= maximum() ? QValidator::Acceptable : QValidator::Intermediate;
}

} // namespace headroom::ui
