// SPDX-License-Identifier: GPL-3.0-or-later
// The quote PDF's page-flow engine (quote/pageflow.h) on its own: the cursor, page breaks and the two passes,
// on a custom page whose sizes are whole device units. The page is 200 x 300 pt without margins, written at
// 72 dpi, so 1 pt = 1 device unit: the paint rect is 200 x 300 units. An 8 pt font has a line height of
// kLineSpacing x 8 pt = 1.25 x 8 = 10 units, so a body of 300 - mm(footer) units holds a whole number of
// lines that the cases below work out by hand.

#include <quote/pageflow.h>

#include <QBuffer>
#include <QColor>
#include <QPageLayout>
#include <QPageSize>
#include <QPdfWriter>
#include <QTest>

using namespace headroom::quote;

namespace {

/// Flows `lines` one-line paragraphs of 8 pt text down the body and records what the engine did.
class LinesDocument final : public PageFlow
{
public:
    LinesDocument(QPagedPaintDevice &device, int lines)
        : PageFlow(device)
        , m_lines(lines)
    {}

    bool render(qreal footerMm)
    {
        const QPageLayout layout(QPageSize(QSizeF(200, 300), QPageSize::Point), QPageLayout::Portrait,
                                 QMarginsF(0, 0, 0, 0), QPageLayout::Point);
        return run(layout, footerMm);
    }

    int pageCount() const { return m_pageCount; }
    int footers() const { return m_footers; }
    qreal cursor() const { return m_y; }
    qreal bodyBottom() const { return m_bodyBottom; }
    qreal width() const { return m_width; }
    qreal lineHeightOf8pt() const { return lineHeight(font()); }
    qreal heightOf(const QString &text) const { return textHeight(text, font(), m_width); }
    qreal millimetres(qreal mmValue) const { return mm(mmValue); }
    /// The first page break of the painting pass came after this many lines.
    int linesOnFirstPage() const { return m_linesOnFirstPage; }

private:
    static QFont font()
    {
        QFont f;
        f.setPointSizeF(8);
        return f;
    }

    void layoutDocument() override
    {
        m_linesOnFirstPage = -1;
        for (int i = 0; i < m_lines; ++i) {
            const int page = m_page;
            flow(QStringLiteral("Line %1").arg(i + 1), font(), QColor(Qt::black), 0, m_width);
            if (page == 1 && m_page == 2 && m_linesOnFirstPage < 0)
                m_linesOnFirstPage = i; // line i + 1 went to page 2
        }
    }

    void footer() override
    {
        QVERIFY(m_painter); // painting pass only
        ++m_footers;
    }

    int m_lines = 0;
    int m_footers = 0;
    int m_linesOnFirstPage = -1;
};

} // namespace

class TstPageFlow : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void geometry();
    void pageBreaks_data();
    void pageBreaks();
    void blockTallerThanThePage();
};

void TstPageFlow::geometry()
{
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    QPdfWriter writer(&buffer);
    writer.setResolution(72);
    LinesDocument doc(writer, 1);
    QVERIFY(doc.render(0));
    QCOMPARE(doc.width(), 200.0);
    QCOMPARE(doc.bodyBottom(), 300.0);
    // 1.25 x 8 pt at 72 dpi.
    QVERIFY(qFuzzyCompare(doc.lineHeightOf8pt(), 10.0));
    // 25.4 mm is one inch: 72 units at 72 dpi.
    QVERIFY(qFuzzyCompare(doc.millimetres(25.4), 72.0));
    // Three lines ("\n" breaks), 10 units each.
    QVERIFY(qFuzzyCompare(doc.heightOf(QStringLiteral("a\nb\nc")), 30.0));
}

void TstPageFlow::pageBreaks_data()
{
    QTest::addColumn<int>("lines");
    QTest::addColumn<qreal>("footerMm");
    QTest::addColumn<int>("pages");
    QTest::addColumn<int>("firstPageLines");
    QTest::addColumn<qreal>("cursor");
    // 300 / 10 = 30 lines a page (the 30th ends exactly at the bottom and still fits): 45 lines are 30 + 15,
    // the cursor ends 15 lines down the second page.
    QTest::newRow("45 lines") << 45 << 0.0 << 2 << 30 << 150.0;
    // Exactly one page full: no empty second page.
    QTest::newRow("30 lines") << 30 << 0.0 << 1 << -1 << 300.0;
    // 61 lines: 30 + 30 + 1.
    QTest::newRow("61 lines") << 61 << 0.0 << 3 << 30 << 10.0;
    // A footer of 25.4 mm (72 units) leaves a body of 228 units: 22 lines (220) fit, the 23rd (230) does
    // not; 45 lines are 22 + 22 + 1.
    QTest::newRow("45 lines, 1 inch footer") << 45 << 25.4 << 3 << 22 << 10.0;
}

void TstPageFlow::pageBreaks()
{
    QFETCH(int, lines);
    QFETCH(qreal, footerMm);
    QFETCH(int, pages);
    QFETCH(int, firstPageLines);
    QFETCH(qreal, cursor);
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    QPdfWriter writer(&buffer);
    writer.setResolution(72);
    LinesDocument doc(writer, lines);
    QVERIFY(doc.render(footerMm));
    QCOMPARE(doc.pageCount(), pages);
    // footer() closes every page of the painting pass, and only those.
    QCOMPARE(doc.footers(), pages);
    QCOMPARE(doc.linesOnFirstPage(), firstPageLines);
    QVERIFY2(qFuzzyCompare(doc.cursor(), cursor), qPrintable(QString::number(doc.cursor())));
}

/// A block taller than the body never breaks the page at the top of one (it would loop for ever): it
/// starts there and the lines flow on.
class TallBlockDocument final : public PageFlow
{
public:
    explicit TallBlockDocument(QPagedPaintDevice &device)
        : PageFlow(device)
    {}
    bool render()
    {
        return run(QPageLayout(QPageSize(QSizeF(200, 300), QPageSize::Point), QPageLayout::Portrait,
                               QMarginsF(0, 0, 0, 0), QPageLayout::Point),
                   0);
    }
    int pageCount() const { return m_pageCount; }
    int pageAfterEnsure = 0;

private:
    void layoutDocument() override
    {
        ensureSpace(1000); // at the top of page 1: stays
        pageAfterEnsure = m_page;
        m_y = 5;
        ensureSpace(1000); // below the top: breaks
    }
    void footer() override {}
};

void TstPageFlow::blockTallerThanThePage()
{
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    QPdfWriter writer(&buffer);
    writer.setResolution(72);
    TallBlockDocument doc(writer);
    QVERIFY(doc.render());
    QCOMPARE(doc.pageAfterEnsure, 1);
    QCOMPARE(doc.pageCount(), 2);
}

QTEST_MAIN(TstPageFlow)
#include "tst_pageflow.moc"
