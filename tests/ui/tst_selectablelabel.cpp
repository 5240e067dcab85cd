// SPDX-License-Identifier: GPL-3.0-or-later
// SelectableLabel with real pointer events: selection is there while the pointer is over the label, stays
// while text is selected, and goes when the pointer leaves without a selection; the wrapped label's
// height does not change between the two states (no layout jump on hover).

#include <ui/selectablelabel.h>

#include <QApplication>
#include <QTest>
#include <QVBoxLayout>
#include <QWidget>

using headroom::ui::SelectableLabel;

class TstSelectableLabel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void selectsWhileThePointerIsOver();
    void keepsASelectionAfterLeaving();
    void heightDoesNotChangeOnHover();
};

namespace {

struct Window {
    QWidget top;
    SelectableLabel *label = nullptr;
    QWidget *other = nullptr;
    explicit Window(const QString &text)
    {
        auto *layout = new QVBoxLayout(&top);
        label = new SelectableLabel(&top);
        label->setWordWrap(true);
        label->setText(text);
        other = new QWidget(&top);
        other->setMinimumHeight(60);
        layout->addWidget(label);
        layout->addWidget(other);
        top.resize(240, 200);
        top.show();
    }
};

} // namespace

void TstSelectableLabel::selectsWhileThePointerIsOver()
{
    Window w(QStringLiteral("Fits: 3.2 GiB headroom on each GPU"));
    QVERIFY(QTest::qWaitForWindowExposed(&w.top));
    QTest::mouseMove(w.other, QPoint(10, 10));
    QVERIFY(!w.label->isSelecting());
    QTest::mouseMove(w.label, QPoint(5, 5));
    QTRY_VERIFY(w.label->isSelecting());
    QTest::mouseMove(w.other, QPoint(10, 10));
    QTRY_VERIFY(!w.label->isSelecting());
    QCOMPARE(w.label->textInteractionFlags(), Qt::NoTextInteraction);
}

void TstSelectableLabel::keepsASelectionAfterLeaving()
{
    Window w(QStringLiteral("Fits: 3.2 GiB headroom"));
    QVERIFY(QTest::qWaitForWindowExposed(&w.top));
    QTest::mouseMove(w.label, QPoint(2, 5));
    QTRY_VERIFY(w.label->isSelecting());
    // A double click selects the word under the pointer, as in any selectable label: "Fits".
    QTest::mouseDClick(w.label, Qt::LeftButton, Qt::NoModifier, QPoint(4, w.label->height() / 2));
    QTRY_VERIFY(w.label->hasSelectedText());
    QCOMPARE(w.label->selectedText(), QStringLiteral("Fits"));
    QTest::mouseMove(w.other, QPoint(10, 10));
    QTest::qWait(20);
    QVERIFY(w.label->isSelecting());
    QCOMPARE(w.label->selectedText(), QStringLiteral("Fits"));
    // Back over it, a single click clears the selection (as in any QLabel); leaving then drops the control.
    QTest::mouseMove(w.label, QPoint(5, 5));
    QTest::qWait(QApplication::doubleClickInterval() + 50); // not a triple click (which selects the line)
    QTest::mouseClick(w.label, Qt::LeftButton, Qt::NoModifier, QPoint(5, w.label->height() / 2));
    QTRY_VERIFY(!w.label->hasSelectedText());
    QTest::mouseMove(w.other, QPoint(10, 10));
    QTRY_VERIFY(!w.label->isSelecting());
}

void TstSelectableLabel::heightDoesNotChangeOnHover()
{
    // Long enough to wrap over several lines at 240 px.
    Window w(QStringLiteral("Largest concurrency at this context: 12 sequences; longest context at this "
                            "concurrency: 65,536 tokens; fewest GPUs that fit: 2"));
    QVERIFY(QTest::qWaitForWindowExposed(&w.top));
    const int width = w.label->width();
    const int plain = w.label->heightForWidth(width);
    QVERIFY(plain > w.label->fontMetrics().height() * 2); // it wraps
    QTest::mouseMove(w.label, QPoint(5, 5));
    QTRY_VERIFY(w.label->isSelecting());
    QCOMPARE(w.label->heightForWidth(width), plain);
    QCOMPARE(w.label->sizeHint(), w.label->sizeHint());
}

QTEST_MAIN(TstSelectableLabel)
#include "tst_selectablelabel.moc"
