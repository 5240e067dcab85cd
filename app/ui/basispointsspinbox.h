// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A spin box for a percentage held as integer basis points (2100 = 21 %, 550 = 5.5 %), so a VAT rate
// never passes through floating point: the text is parsed digit by digit with the widget's locale
// (decimal point "." in en, "," in nl and tr; both are accepted) and shown with quote::formatBasisPoints.
// At most two decimals (one basis point); range 0..quote::kMaxVatBasisPoints (100 %).

#include <QSpinBox>

#include <optional>

namespace headroom::ui {

class BasisPointsSpinBox final : public QSpinBox
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(BasisPointsSpinBox)

public:
    explicit BasisPointsSpinBox(QWidget *parent = nullptr);
    ~BasisPointsSpinBox() override;

    /// Basis points of a percentage text ("21" -> 2100, "5,5" or "5.5" -> 550, "0.01" -> 1), or nullopt
    /// for anything else (empty, a sign, three decimals, letters, a group separator). `decimalPoint` is the
    /// locale's; "." and "," are accepted as well. No range check.
    static std::optional<int> parsePercent(const QString &text, QChar decimalPoint);

protected:
    QString textFromValue(int value) const override;
    int valueFromText(const QString &text) const override;
    QValidator::State validate(QString &input, int &pos) const override;

private:
    QString stripAffixes(const QString &text) const;
};

} // namespace headroom::ui
