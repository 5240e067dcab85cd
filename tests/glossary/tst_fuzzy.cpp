// SPDX-License-Identifier: GPL-3.0-or-later
// Tests for headroom::glossary::fuzzy (app/glossary/fuzzy.h): the edit budget per query word and the
// bounded optimal string alignment distance. Every distance is counted by hand in the row comment; the
// last test compares the banded, early-exit version with the textbook full-matrix recurrence
// (Boytsov 2011, ACM JEA 16, section 2.2) on random strings.
#include <glossary/fuzzy.h>

#include <QTest>

#include <algorithm>
#include <random>
#include <string>
#include <vector>

using headroom::glossary::fuzzy::allowedEdits;
using headroom::glossary::fuzzy::boundedDistance;

namespace {

/// Full-matrix optimal string alignment distance, no band and no bound.
int referenceDistance(const std::string &a, const std::string &b)
{
    const std::size_t n = a.size();
    const std::size_t m = b.size();
    std::vector<std::vector<int>> d(n + 1, std::vector<int>(m + 1, 0));
    for (std::size_t i = 0; i <= n; ++i)
        d[i][0] = int(i);
    for (std::size_t j = 0; j <= m; ++j)
        d[0][j] = int(j);
    for (std::size_t i = 1; i <= n; ++i) {
        for (std::size_t j = 1; j <= m; ++j) {
            const int cost = a[i - 1] == b[j - 1] ? 0 : 1;
            d[i][j] = std::min({d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost});
            if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1])
                d[i][j] = std::min(d[i][j], d[i - 2][j - 2] + 1);
        }
    }
    return d[n][m];
}

} // namespace

class TestFuzzy : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void allowedEditsByLength_data();
    void allowedEditsByLength();
    void distance_data();
    void distance();
    void matchesFullMatrix();
};

void TestFuzzy::allowedEditsByLength_data()
{
    QTest::addColumn<int>("letters");
    QTest::addColumn<int>("expected");

    // The issue: "1 edit from 4 letters, 2 from 8"; shorter words must match exactly.
    QTest::newRow("0") << 0 << 0;
    QTest::newRow("3") << 3 << 0;
    QTest::newRow("4") << 4 << 1;
    QTest::newRow("7") << 7 << 1;
    QTest::newRow("8") << 8 << 2;
    QTest::newRow("12") << 12 << 2;
}

void TestFuzzy::allowedEditsByLength()
{
    QFETCH(int, letters);
    QFETCH(int, expected);
    QCOMPARE(allowedEdits(letters), expected);
}

void TestFuzzy::distance_data()
{
    QTest::addColumn<QString>("a");
    QTest::addColumn<QString>("b");
    QTest::addColumn<int>("bound");
    QTest::addColumn<int>("expected");

    QTest::newRow("equal") << QStringLiteral("cache") << QStringLiteral("cache") << 1 << 0;
    // c-a-h-c-e vs c-a-c-h-e: h and c swapped, one transposition.
    QTest::newRow("transposition") << QStringLiteral("cahce") << QStringLiteral("cache") << 1 << 1;
    // t-e-n-s-r vs t-e-n-s-o-r: o inserted before r.
    QTest::newRow("insertion") << QStringLiteral("tensr") << QStringLiteral("tensor") << 1 << 1;
    QTest::newRow("deletion") << QStringLiteral("tensor") << QStringLiteral("tensr") << 1 << 1;
    // quanti-s-ation vs quanti-z-ation: one substitution.
    QTest::newRow("substitution") << QStringLiteral("quantisation") << QStringLiteral("quantization") << 2 << 1;
    // o-n-b-e-l-e-k vs o-n-b-e-l-l-e-k: one l inserted.
    QTest::newRow("Turkish, loose keys") << QStringLiteral("onbelek") << QStringLiteral("onbellek") << 1 << 1;
    // t-n-e-s-r-o vs t-e-n-s-o-r: n/e and r/o swapped, 2 edits: over a bound of 1 -> bound + 1.
    QTest::newRow("2 edits, bound 1") << QStringLiteral("tnesro") << QStringLiteral("tensor") << 1 << 2;
    QTest::newRow("2 edits, bound 2") << QStringLiteral("tnesro") << QStringLiteral("tensor") << 2 << 2;
    // t-r-h-o-u-g-h-p-t-u vs t-h-r-o-u-g-h-p-u-t: r/h and t/u swapped.
    QTest::newRow("two transpositions") << QStringLiteral("trhoughptu") << QStringLiteral("throughput") << 2 << 2;
    // t-r-h-u-o-g-h-p-t-u: r/h, u/o and t/u swapped, 3 edits: over a bound of 2 -> 3.
    QTest::newRow("three transpositions") << QStringLiteral("trhuoghptu") << QStringLiteral("throughput") << 2 << 3;
    // "ca" -> "abc" takes 3 edits when no substring is edited twice (c -> a, a -> b, insert c),
    // where unrestricted Damerau-Levenshtein gives 2 (ca -> ac -> abc).
    QTest::newRow("restricted: ca vs abc") << QStringLiteral("ca") << QStringLiteral("abc") << 3 << 3;
    // Lengths differ by 3: more than a bound of 2 without looking at the letters.
    QTest::newRow("length difference") << QStringLiteral("abc") << QString() << 2 << 3;
    QTest::newRow("empty vs word") << QString() << QStringLiteral("gpu") << 3 << 3;
    // A bound of 0 only accepts equal strings.
    QTest::newRow("bound 0") << QStringLiteral("gpu") << QStringLiteral("tpu") << 0 << 1;
}

void TestFuzzy::distance()
{
    QFETCH(QString, a);
    QFETCH(QString, b);
    QFETCH(int, bound);
    QFETCH(int, expected);
    QCOMPARE(boundedDistance(a.toStdString(), b.toStdString(), bound), expected);
    QCOMPARE(boundedDistance(b.toStdString(), a.toStdString(), bound), expected); // symmetric
}

void TestFuzzy::matchesFullMatrix()
{
    // Small alphabet so that transpositions and repeats are frequent.
    std::mt19937 rng(11);
    auto randomWord = [&rng] {
        std::string w(rng() % 10, 'a');
        for (char &c : w)
            c = char('a' + rng() % 3);
        return w;
    };
    for (int i = 0; i < 3000; ++i) {
        const std::string a = randomWord();
        const std::string b = randomWord();
        const int bound = int(rng() % 4);
        const int full = referenceDistance(a, b);
        QVERIFY2(boundedDistance(a, b, bound) == std::min(full, bound + 1),
                 qPrintable(QStringLiteral("%1 / %2 / bound %3")
                                .arg(QString::fromStdString(a), QString::fromStdString(b))
                                .arg(bound)));
    }
}

QTEST_GUILESS_MAIN(TestFuzzy)
#include "tst_fuzzy.moc"
