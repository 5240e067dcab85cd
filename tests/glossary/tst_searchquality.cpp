// SPDX-License-Identifier: GPL-3.0-or-later
// Acceptance test of glossary search quality (issue 12) on the built-in termbase and questions.
// The rows are tests/glossary/data/search-quality.tsv: queries written the way users type them (questions,
// word pairs in any order, inflected and compound words, acronyms, text typed without diacritics), each
// with the concept a person would open, picked by hand from the concept's meaning (its id and English
// preferred term), not from the termbase's term lists and not from this program's output. The targets are
// the issue's: at least 90 % of the rows have their expected concept first, at least 97 % among the first
// three, over all languages together; and no "must-not" concept is among the first 10 hits of its query
// (acronyms match whole words only: "OOM" is not the "oom" of "headroom"). Every miss is printed as a
// table (query, expected, what came first, the expected concept's rank) so the closing note can list them.
#include <glossary/questions.h>
#include <glossary/searchindex.h>
#include <glossary/termbase.h>

#include <QFile>
#include <QTest>

#include <algorithm>
#include <map>
#include <memory>

using headroom::glossary::builtInQuestions;
using headroom::glossary::Hit;
using headroom::glossary::SearchIndex;
using headroom::glossary::Termbase;

namespace {

/// One line of search-quality.tsv (see its header comment for the columns).
struct Row {
    int line = 0;
    QString lang; ///< "nl", "en", "tr", or "*" (must-not rows: each of the three)
    QString kind; ///< question, pair, inflected, acronym, ascii, case, must-not
    QString query;
    QString expected;    ///< the concept that should rank first; for must-not, the one that must not show
    QString alternative; ///< empty, or one equally right concept id
    bool isMustNot() const { return kind == QLatin1String("must-not"); }
};

const QStringList &languages()
{
    static const QStringList langs{QStringLiteral("nl"), QStringLiteral("en"), QStringLiteral("tr")};
    return langs;
}

QString percent(int part, int whole)
{
    return whole == 0 ? QStringLiteral("-") : QString::number(100.0 * part / whole, 'f', 1) + QStringLiteral(" %");
}

/// Parses the data file; on a malformed line sets `error` (with the line number) and returns what it has.
QList<Row> readRows(QString *error)
{
    QFile file(QStringLiteral(HEADROOM_GLOSSARY_TEST_DATA_DIR "/search-quality.tsv"));
    if (!file.open(QIODevice::ReadOnly)) {
        *error = QStringLiteral("cannot open ") + file.fileName();
        return {};
    }
    static const QStringList kinds{QStringLiteral("question"), QStringLiteral("pair"),  QStringLiteral("inflected"),
                                   QStringLiteral("acronym"),  QStringLiteral("ascii"), QStringLiteral("case"),
                                   QStringLiteral("must-not")};
    QList<Row> rows;
    const QStringList lines = QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'));
    for (int i = 0; i < lines.size(); ++i) {
        QString text = lines.at(i);
        if (text.endsWith(QLatin1Char('\r')))
            text.chop(1);
        if (text.trimmed().isEmpty() || text.startsWith(QLatin1Char('#')))
            continue;
        const QStringList f = text.split(QLatin1Char('\t'));
        const QString where = QStringLiteral("search-quality.tsv line %1: ").arg(i + 1);
        if (f.size() != 5) {
            *error = where + QStringLiteral("expected 5 tab-separated columns, got %1").arg(f.size());
            return rows;
        }
        Row row{i + 1, f.at(0), f.at(1), f.at(2), f.at(3), f.at(4) == QLatin1String("-") ? QString() : f.at(4)};
        const bool langOk = languages().contains(row.lang) || (row.isMustNot() && row.lang == QLatin1String("*"));
        if (!langOk || !kinds.contains(row.kind) || row.query.isEmpty() || row.expected.isEmpty()) {
            *error = where + QStringLiteral("bad language, kind, query or id");
            return rows;
        }
        rows.append(row);
    }
    return rows;
}

} // namespace

class TestSearchQuality : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void idsExist();
    void ranking();
    void mustNotRows();
    void suggestions();

private:
    QList<Row> m_rows;
    std::map<QString, std::unique_ptr<SearchIndex>> m_index; ///< by UI language
    QStringList searchIds(const QString &lang, const QString &query) const;
};

void TestSearchQuality::initTestCase()
{
    QString error;
    m_rows = readRows(&error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    // The issue asks for at least 60 ranked queries, 20 per language.
    for (const QString &lang : languages()) {
        const auto n = std::count_if(m_rows.cbegin(), m_rows.cend(),
                                     [&](const Row &r) { return !r.isMustNot() && r.lang == lang; });
        QVERIFY2(n >= 20, qPrintable(QStringLiteral("only %1 %2 rows").arg(n).arg(lang)));
    }
    for (const QString &lang : languages())
        m_index[lang] = std::make_unique<SearchIndex>(Termbase::builtIn(), lang, builtInQuestions());
}

QStringList TestSearchQuality::searchIds(const QString &lang, const QString &query) const
{
    QStringList ids;
    for (const Hit &hit : m_index.at(lang)->search(query, 10))
        ids.append(hit.conceptId);
    return ids;
}

// Every id the file names must be a concept of the built-in termbase. The new concepts of issue 12 are
// merged later: until then this names each missing one, with its line.
void TestSearchQuality::idsExist()
{
    const Termbase &tb = Termbase::builtIn();
    QStringList missing;
    for (const Row &row : std::as_const(m_rows)) {
        for (const QString &id : {row.expected, row.alternative}) {
            if (!id.isEmpty() && !tb.conceptById(id))
                missing.append(QStringLiteral("%1 (line %2)").arg(id).arg(row.line));
        }
    }
    if (!missing.isEmpty())
        qWarning().noquote() << "concept ids not in the built-in termbase yet:" << missing.join(QStringLiteral(", "));
    QVERIFY2(missing.isEmpty(), qPrintable(QStringLiteral("%1 row ids are not in headroom.tbx: ").arg(missing.size()) +
                                           missing.join(QStringLiteral(", "))));
}

void TestSearchQuality::ranking()
{
    const Termbase &tb = Termbase::builtIn();
    struct Count {
        int rows = 0, top1 = 0, top3 = 0;
    };
    std::map<QString, Count> perLang;
    Count all;
    QStringList misses;
    for (const Row &row : std::as_const(m_rows)) {
        if (row.isMustNot())
            continue;
        const QStringList ids = searchIds(row.lang, row.query);
        int rank = 0; // 1-based rank of the expected (or alternative) concept, 0 = not in the first 10
        for (int i = 0; i < ids.size() && rank == 0; ++i) {
            if (ids.at(i) == row.expected || (!row.alternative.isEmpty() && ids.at(i) == row.alternative))
                rank = i + 1;
        }
        Count &c = perLang[row.lang];
        ++c.rows;
        ++all.rows;
        if (rank == 1) {
            ++c.top1;
            ++all.top1;
        }
        if (rank >= 1 && rank <= 3) {
            ++c.top3;
            ++all.top3;
        }
        if (rank == 1)
            continue;
        QString expected = row.expected;
        if (!row.alternative.isEmpty())
            expected += QLatin1Char('|') + row.alternative;
        if (!tb.conceptById(row.expected))
            expected += QStringLiteral(" (NOT IN TERMBASE)");
        misses.append(QStringLiteral("%1 %2 | %3 | %4 | %5 | %6")
                          .arg(row.lang, row.kind.leftJustified(9), row.query.leftJustified(44),
                               expected.leftJustified(36),
                               (ids.isEmpty() ? QStringLiteral("(no hits)") : ids.first()).leftJustified(26),
                               rank == 0 ? QStringLiteral("-") : QString::number(rank)));
    }
    for (const QString &lang : languages()) {
        const Count &c = perLang[lang];
        qInfo().noquote() << QStringLiteral("%1: top-1 %2/%3 (%4), top-3 %5/%3 (%6)")
                                 .arg(lang)
                                 .arg(c.top1)
                                 .arg(c.rows)
                                 .arg(percent(c.top1, c.rows))
                                 .arg(c.top3)
                                 .arg(percent(c.top3, c.rows));
    }
    qInfo().noquote() << QStringLiteral("all: top-1 %1/%2 (%3), top-3 %4/%2 (%5)")
                             .arg(all.top1)
                             .arg(all.rows)
                             .arg(percent(all.top1, all.rows))
                             .arg(all.top3)
                             .arg(percent(all.top3, all.rows));
    qInfo().noquote()
        << QStringLiteral("%1 misses (not first): lang kind | query | expected | first | rank").arg(misses.size());
    for (const QString &m : std::as_const(misses))
        qInfo().noquote() << m;
    // Issue 12: top-1 >= 90 %, top-3 >= 97 % (integer form: 100 * hits >= target * rows).
    QVERIFY2(100 * all.top1 >= 90 * all.rows,
             qPrintable(QStringLiteral("top-1 %1 < 90 %").arg(percent(all.top1, all.rows))));
    QVERIFY2(100 * all.top3 >= 97 * all.rows,
             qPrintable(QStringLiteral("top-3 %1 < 97 %").arg(percent(all.top3, all.rows))));
}

// A must-not concept only contains the query inside a longer word ("headroom" for "OOM", Dutch "opslag"
// for "SLA", "autoregressive" for "egress"): checked by hand that the query is no whole word of it.
void TestSearchQuality::mustNotRows()
{
    QStringList failures;
    for (const Row &row : std::as_const(m_rows)) {
        if (!row.isMustNot())
            continue;
        const QStringList langs = row.lang == QLatin1String("*") ? languages() : QStringList{row.lang};
        for (const QString &lang : langs) {
            const int at = searchIds(lang, row.query).indexOf(row.expected);
            if (at >= 0)
                failures.append(QStringLiteral("%1 \"%2\" finds %3 at rank %4 (line %5)")
                                    .arg(lang, row.query, row.expected)
                                    .arg(at + 1)
                                    .arg(row.line));
        }
    }
    for (const QString &f : std::as_const(failures))
        qInfo().noquote() << "must-not:" << f;
    QVERIFY2(failures.isEmpty(), qPrintable(failures.join(QStringLiteral("; "))));
}

void TestSearchQuality::suggestions()
{
    // "kwantisatoinn" is 3 edits from the Dutch term word "kwantisatie" (o->i, i->e, delete n), more than
    // the 2 typo edits of the phrase tiers, within the suggestions' max(2, 13 / 3) = 4: search() finds
    // nothing, lookup() suggests the quantization concept first (the only term word within 3 edits).
    const SearchIndex &index = *m_index.at(QStringLiteral("nl"));
    QVERIFY(index.search(QStringLiteral("kwantisatoinn")).isEmpty());
    const QList<Hit> hits = index.lookup(QStringLiteral("kwantisatoinn"));
    QVERIFY(!hits.isEmpty());
    QCOMPARE(hits.constFirst().conceptId, QStringLiteral("quantization"));
    for (const Hit &h : hits)
        QVERIFY(h.tier == headroom::glossary::Tier::Suggestion);
    // Letters near no term word: no suggestion either.
    QVERIFY(index.lookup(QStringLiteral("xqzvkwj")).isEmpty());
    // A hit for the query means no suggestions: lookup() is search() then.
    QCOMPARE(index.lookup(QStringLiteral("kv cache")).constFirst().tier == headroom::glossary::Tier::Exact, true);
}

QTEST_GUILESS_MAIN(TestSearchQuality)
#include "tst_searchquality.moc"
