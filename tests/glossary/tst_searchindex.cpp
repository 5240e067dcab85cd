// SPDX-License-Identifier: GPL-3.0-or-later
// Tests for headroom::glossary::SearchIndex. Cases come from shared/research/glossary-anchors.md §3.4
// (T1-T6, D1, D3, N4, I1-I3, B2); fixtures are tests/data/glossary-*.tbx. Every expected list is derived by
// hand from the documented ranking (tier, UI language, collator, position, length, collator order) and
// the ICU 72 behaviour matrix in §3.2; the derivation is in the row comments. Typo tolerance (Tier::Fuzzy)
// rows count their edits by hand; indexMatchesExhaustive checks the candidate index against a scan of
// every entry on a generated termbase. manyLanguagesKeepTheirIds and hundredThousandLanguages use the
// issue 9 reproducers in tests/data/reliability.
#include <glossary/searchindex.h>

#include <QElapsedTimer>
#include <QFile>
#include <QHashSeed>
#include <QSet>
#include <QTest>
#include <QXmlStreamWriter>

#include <random>
#include <thread>
#include <vector>

using headroom::glossary::Hit;
using headroom::glossary::SearchIndex;
using headroom::glossary::Termbase;
using headroom::glossary::TermbaseError;
using headroom::glossary::TextMatch;
using headroom::glossary::Tier;
using headroom::glossary::tierName;

namespace {

Termbase load(const QString &name)
{
    TermbaseError error;
    std::optional<Termbase> termbase = Termbase::fromFile(QStringLiteral(HEADROOM_TEST_DATA_DIR "/") + name, &error);
    if (!termbase)
        qFatal("fixture %s does not load: %s", qPrintable(name), qUtf8Printable(error.message));
    return std::move(*termbase);
}

QStringList ids(const QList<Hit> &hits)
{
    QStringList out;
    for (const Hit &h : hits)
        out.append(h.conceptId);
    return out;
}

QStringList tiers(const QList<Hit> &hits)
{
    QStringList out;
    for (const Hit &h : hits)
        out.append(tierName(h.tier));
    return out;
}

QStringList list(std::initializer_list<const char *> items)
{
    QStringList out;
    for (const char *s : items)
        out.append(QString::fromUtf8(s));
    return out;
}

/// One line per hit: everything search() reports.
QStringList describe(const QList<Hit> &hits)
{
    QStringList out;
    for (const Hit &h : hits) {
        out.append(QStringLiteral("%1|%2|%3|%4|%5|%6")
                       .arg(h.conceptId, h.matchedText, h.matchedLanguage, tierName(h.tier))
                       .arg(h.highlightStart)
                       .arg(h.highlightLength));
    }
    return out;
}

/// A deterministic termbase of `concepts` concepts in en, nl and tr made of pieces chosen to stress the
/// index: Turkish ç ş ğ ı İ ö ü, Dutch ë ï é ĳ, ß, Æ, ø, NFD accents, hyphens (also U+2010), slashes,
/// apostrophes, brackets, digits, symbols (%, €), and characters the index leaves out (x², l·l), so that
/// both indexed and always-checked texts occur. Every text also goes to `samples`.
Termbase generatedTermbase(int concepts, QStringList *samples)
{
    std::mt19937 rng(20240604);
    auto pick = [&rng](const QStringList &l) {
        return l[qsizetype(rng() % std::uint32_t(l.size()))];
    };
    const QStringList pieces =
        QString::fromUtf8("ka ge çe ön bel lek ış ık ij ĳs cache kv gpu straße é ë ï İs ıs şi ğa ü "
                          "H100 3.35 in ten sor a i I o s ss mem ory x² ·l Æ ø lar ler aa 50% €5")
            .split(QLatin1Char(' '));
    const QStringList joins{QStringLiteral(" "),      QStringLiteral(" "),  QStringLiteral(" "), QStringLiteral("-"),
                            QStringLiteral("\u2010"), QStringLiteral("/"),  QStringLiteral("'"), QString(),
                            QStringLiteral(", "),     QStringLiteral(" ("), QStringLiteral(") ")};
    auto word = [&]() -> QString {
        QString w;
        for (std::uint32_t i = 0, n = 1 + rng() % 3; i < n; ++i)
            w += pick(pieces);
        if (rng() % 7 == 0)
            w.replace(QString::fromUtf8("é"), QStringLiteral("e\u0301")); // NFD
        switch (rng() % 6) {
        case 0:
            return w.toUpper();
        case 1:
            return w.left(1).toUpper() + w.mid(1);
        default:
            return w;
        }
    };
    auto phrase = [&](std::uint32_t least, std::uint32_t most) -> QString {
        QString p = word();
        for (std::uint32_t i = 1, n = least + rng() % (most - least + 1); i < n; ++i)
            p += pick(joins) + word();
        return p;
    };
    QByteArray tbx;
    QXmlStreamWriter x(&tbx);
    x.writeStartDocument();
    x.writeStartElement(QStringLiteral("tbx"));
    x.writeStartElement(QStringLiteral("text"));
    x.writeStartElement(QStringLiteral("body"));
    for (int c = 0; c < concepts; ++c) {
        x.writeStartElement(QStringLiteral("conceptEntry"));
        x.writeAttribute(QStringLiteral("id"), QStringLiteral("c%1").arg(c));
        for (const char *lang : {"en", "nl", "tr"}) {
            if (rng() % 5 == 0)
                continue;
            x.writeStartElement(QStringLiteral("langSec"));
            x.writeAttribute(QStringLiteral("xml:lang"), QLatin1String(lang));
            if (rng() % 4 != 0) {
                const QString definition = phrase(3, 9);
                samples->append(definition);
                x.writeStartElement(QStringLiteral("descrip"));
                x.writeAttribute(QStringLiteral("type"), QStringLiteral("definition"));
                x.writeCharacters(definition);
                x.writeEndElement();
            }
            if (rng() % 3 == 0) {
                const QString note = phrase(2, 6);
                samples->append(note);
                x.writeTextElement(QStringLiteral("note"), note);
            }
            for (std::uint32_t t = 0, n = 1 + rng() % 3; t < n; ++t) {
                const QString term = phrase(1, 3);
                samples->append(term);
                x.writeStartElement(QStringLiteral("termSec"));
                x.writeTextElement(QStringLiteral("term"), term);
                x.writeEndElement();
            }
            x.writeEndElement();
        }
        x.writeEndElement();
    }
    x.writeEndDocument();
    TermbaseError error;
    std::optional<Termbase> termbase = Termbase::fromTbx(tbx, &error);
    if (!termbase)
        qFatal("generated termbase does not load: %s", qUtf8Printable(error.message));
    return std::move(*termbase);
}

/// Queries cut from the samples anywhere, 1-12 units long, as typed: lower or upper case, accents as
/// ASCII letters, spaces as hyphens, or with a typo (deletion, insertion, substitution, transposition).
QStringList generatedQueries(const QStringList &samples, int count)
{
    std::mt19937 rng(7);
    const QString accented = QString::fromUtf8("çşğıİöüéëïĳßÇŞĞÖÜ");
    const QStringList ascii = QStringLiteral("c s g i I o u e e i ij ss C S G O U").split(QLatin1Char(' '));
    QStringList out;
    while (out.size() < count) {
        const QString sample = samples[qsizetype(rng() % std::uint32_t(samples.size()))];
        const qsizetype start = rng() % 3 == 0 ? 0 : qsizetype(rng() % std::uint32_t(sample.size()));
        QString q = sample.mid(start, 1 + qsizetype(rng() % 12));
        switch (rng() % 7) {
        case 0:
            q = q.toLower();
            break;
        case 1:
            q = q.toUpper();
            break;
        case 2: {
            QString typed;
            for (const QChar c : std::as_const(q)) {
                const qsizetype k = accented.indexOf(c);
                typed += k >= 0 ? ascii[k] : QString(c);
            }
            q = typed;
            break;
        }
        case 3:
            if (q.size() > 3) {
                const qsizetype at = qsizetype(rng() % std::uint32_t(q.size() - 1));
                switch (rng() % 4) {
                case 0:
                    q.remove(at, 1);
                    break;
                case 1:
                    q.insert(at, QLatin1Char('e'));
                    break;
                case 2:
                    q[at] = QLatin1Char('x');
                    break;
                default:
                    std::swap(q[at], q[at + 1]);
                    break;
                }
            }
            break;
        case 4:
            q.replace(QLatin1Char(' '), QLatin1Char('-'));
            break;
        default:
            break;
        }
        out.append(q);
    }
    return out;
}
} // namespace

class TestSearchIndex : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void ranking_data();
    void ranking();
    void fuzzy_data();
    void fuzzy();
    void indexMatchesExhaustive_data();
    void indexMatchesExhaustive();
    void highlight_data();
    void highlight();
    void emptyOrIgnorableQuery_data();
    void emptyOrIgnorableQuery();
    void matchesIn_data();
    void matchesIn();
    void surrogatePairPattern();
    void sortedConceptIds_data();
    void sortedConceptIds();
    void uiLanguageIsNormalized_data();
    void uiLanguageIsNormalized();
    void limit();
    void outlivesTermbase();
    void concurrentSearch();
    void manyLanguagesKeepTheirIds();
    void hundredThousandLanguages();
    void textChainFindings_data();
    void textChainFindings();
    void longQueryIsCut();
};

void TestSearchIndex::ranking_data()
{
    QTest::addColumn<QString>("fixture");
    QTest::addColumn<QString>("ui");
    QTest::addColumn<QString>("query");
    QTest::addColumn<QStringList>("expectedIds");
    QTest::addColumn<QStringList>("expectedTiers");

    const QString turkish = QStringLiteral("glossary-turkish.tbx");
    const QString dutch = QStringLiteral("glossary-dutch.tbx");
    const QString punct = QStringLiteral("glossary-punctuation.tbx");
    const QString tiersFile = QStringLiteral("glossary-tiers.tbx");
    const QString tr = QStringLiteral("tr");
    const QString en = QStringLiteral("en");
    const QString nl = QStringLiteral("nl");

    // T1. tr collator: i = İ, I = ı, so "isp" prefixes ispanya and İSPANYA only. Root (I = i) adds ISPARTA,
    // ranked after. ısparta: ı is its own letter for both collators and "isp" is not a whole loose word.
    // The two ispanya rows tie up to collation order: tertiary, lower case first.
    QTest::newRow("T1 isp, tr UI") << turkish << tr << QStringLiteral("isp")
                                   << list({"ispanya-lower", "ispanya-upper", "isparta-upper"})
                                   << list({"prefix", "prefix", "prefix"});
    QTest::newRow("T1 ısp, tr UI") << turkish << tr << QStringLiteral("ısp")
                                   << list({"isparta-dotless", "isparta-upper"}) << list({"prefix", "prefix"});
    // T2: in any UI. Root: İ = I + U+0307 and the dot is ignorable at primary strength.
    for (const QString &ui : {tr, en, nl}) {
        QTest::addRow("T2 iptal, %s UI", qPrintable(ui))
            << turkish << ui << QStringLiteral("iptal") << list({"iptal"}) << list({"exact"});
        QTest::addRow("T2 işlemci, %s UI", qPrintable(ui))
            << turkish << ui << QStringLiteral("işlemci") << list({"islemci"}) << list({"exact"});
        QTest::addRow("T2 İŞLEMCİ, %s UI", qPrintable(ui))
            << turkish << ui << QStringLiteral("İŞLEMCİ") << list({"islemci"}) << list({"exact"});
    }
    // T3: the Turkish collator rejects them (I is the capital of ı); the root collator finds them.
    QTest::newRow("T3 iops, tr UI") << turkish << tr << QStringLiteral("iops") << list({"iops"}) << list({"exact"});
    QTest::newRow("T3 infiniband, tr UI")
        << turkish << tr << QStringLiteral("infiniband") << list({"infiniband"}) << list({"exact"});
    // T6: ç ş ğ ö are letters of their own for the tr collator; root (and for ı the loose key) finds them.
    QTest::newRow("T6 gecis") << turkish << tr << QStringLiteral("gecis") << list({"gecis"}) << list({"exact"});
    QTest::newRow("T6 sogutma") << turkish << tr << QStringLiteral("sogutma") << list({"sogutma"}) << list({"exact"});
    QTest::newRow("T6 onbellek") << turkish << tr << QStringLiteral("onbellek") << list({"onbellek"})
                                 << list({"exact"});
    QTest::newRow("T6 isik (loose key only)")
        << turkish << tr << QStringLiteral("isik") << list({"isik"}) << list({"exact"});
    // T6 ranking: a tr-collator hit ranks above a root-only hit of the same tier even when it is longer.
    // "ci": Cihaz (prefix, tr collator) > Çip (prefix, root only, shorter) > İşlemci (substring at 5,
    // tr collator) > Geçiş (substring at 2, root only: "çi" = "ci").
    QTest::newRow("T6 ci ranking") << turkish << tr << QStringLiteral("ci")
                                   << list({"cihaz", "cip", "islemci", "gecis"})
                                   << list({"prefix", "prefix", "substring", "substring"});
    // "se": Seçenek (7 letters, tr collator) before Şema (4 letters, root only).
    QTest::newRow("T6 se ranking") << turkish << tr << QStringLiteral("se") << list({"secenek", "sema"})
                                   << list({"prefix", "prefix"});

    // D1: accents are secondary differences, ignored at primary strength.
    QTest::newRow("D1 cafe") << dutch << nl << QStringLiteral("cafe") << list({"cafe", "cafe-nfd"})
                             << list({"exact", "exact"}); // Café (4 units) before cafe+U+0301 (5 units)
    QTest::newRow("D1 reeel") << dutch << nl << QStringLiteral("reeel") << list({"reeel"}) << list({"exact"});
    QTest::newRow("D1 cooperatie") << dutch << nl << QStringLiteral("cooperatie") << list({"cooperatie"})
                                   << list({"exact"});
    QTest::newRow("D1 beinvloeden") << dutch << nl << QStringLiteral("beinvloeden") << list({"beinvloeden"})
                                    << list({"exact"});
    // D3: NFC query, NFD stored text.
    QTest::newRow("D3 café (NFC)") << dutch << nl << QStringLiteral("café") << list({"cafe", "cafe-nfd"})
                                   << list({"exact", "exact"});
    // ĳ (U+0133) equals i + j at primary strength: ĳs (exact), IJssel (prefix).
    QTest::newRow("ijs ligature") << dutch << nl << QStringLiteral("ijs") << list({"ijs", "ijssel"})
                                  << list({"exact", "prefix"});
    // ĳs (2 units) and IJssel (6 units) are prefixes, bijectie has "ij" inside.
    QTest::newRow("ij ligature") << dutch << nl << QStringLiteral("ij") << list({"ijs", "ijssel", "bijectie"})
                                 << list({"prefix", "prefix", "substring"});
    // N4: no ij -> y folding.
    QTest::newRow("N4 y") << dutch << nl << QStringLiteral("y") << QStringList{} << QStringList{};

    // I3: spaces and punctuation are ignorable (UCOL_SHIFTED), including U+2010 HYPHEN.
    QTest::newRow("I3 kv cache") << punct << en << QStringLiteral("kv cache") << list({"kv-cache"}) << list({"exact"});
    QTest::newRow("I3 kvcache") << punct << en << QStringLiteral("kvcache") << list({"kv-cache"}) << list({"exact"});
    QTest::newRow("I3 nvlink") << punct << en << QStringLiteral("nvlink") << list({"nv-link"}) << list({"exact"});
    QTest::newRow("I3 h100") << punct << en << QStringLiteral("h100") << list({"h-100"}) << list({"exact"});
    QTest::newRow("I3 kv buffer (U+2010)")
        << punct << en << QStringLiteral("kv buffer") << list({"kv-cache-hyphen"}) << list({"exact"});
    // Both prefix; "KV-cache" (8 units) is shorter than "KV‐buffer" (9 units).
    QTest::newRow("I3 kv") << punct << en << QStringLiteral("kv") << list({"kv-cache", "kv-cache-hyphen"})
                           << list({"prefix", "prefix"});
    QTest::newRow("ß expands to ss") << punct << en << QStringLiteral("strasse") << list({"strasse"})
                                     << list({"exact"});

    // Tiers: the fixture lists the concepts in a different order on purpose.
    QTest::newRow("tiers cache") << tiersFile << en << QStringLiteral("cache")
                                 << list({"cache", "cache-line", "memory-buffer", "kv-cache", "paging"})
                                 << list({"exact", "prefix", "synonym", "substring", "definition"});
    // Definitions count by word: a hit must start a word. "dimensional" starts a word after the
    // hyphen of "multi-dimensional"; "ional" only occurs inside words; "istek" would only match across
    // the ignorable space in "juiste keuze" (a false hit a user reported).
    QTest::newRow("definition word start after hyphen")
        << tiersFile << en << QStringLiteral("dimensional") << list({"tensor"}) << list({"definition"});
    QTest::newRow("definition not inside a word")
        << tiersFile << en << QStringLiteral("ional") << QStringList{} << QStringList{};
    QTest::newRow("definition not across a space")
        << tiersFile << QStringLiteral("tr") << QStringLiteral("İstek") << QStringList{} << QStringList{};
    // Same tier (prefix): the UI language's term first. Lattice is English, Latentie Dutch.
    QTest::newRow("UI language first, en")
        << tiersFile << en << QStringLiteral("lat") << list({"lattice", "delay"}) << list({"prefix", "prefix"});
    QTest::newRow("UI language first, nl")
        << tiersFile << nl << QStringLiteral("lat") << list({"delay", "lattice"}) << list({"prefix", "prefix"});

    // All six tiers in one list, in any UI (the fixture is English only, so no hit is in a nl or tr UI's
    // language and the order does not change): "Tensor" (exact), "Tensor core" (prefix), the synonym
    // "Tensor array", "Sparse tensor" (substring at 7), two definitions ordered by position ("A library for "
    // is 14 units, "Learned numbers stored as a " 28), and "Sensor", one substitution from "tensor" (fuzzy).
    // "Tensr library" is also one edit away, but its definition hit ranks better: fuzzy never replaces it.
    for (const QString &ui : {en, nl, tr}) {
        QTest::addRow("six tiers, %s UI", qPrintable(ui))
            << QStringLiteral("glossary-alltiers.tbx") << ui << QStringLiteral("tensor")
            << list({"tensor", "tensor-core", "ndarray", "sparse-tensor", "tensr-library", "weights", "sensor"})
            << list({"exact", "prefix", "synonym", "substring", "definition", "definition", "fuzzy"});
    }
    // B2: the whole term is searched, not only its tokens [H100][s], [3][35TB][s]: the apostrophe, the
    // full stop and the slash are ignorable, so "H100'" is a prefix of "H100's" and "335tbs" equals "3.35TB/s".
    const QString tokens = QStringLiteral("glossary-tokens.tbx");
    QTest::newRow("B2 H100' prefix") << tokens << en << QStringLiteral("H100'") << list({"h100s"}) << list({"prefix"});
    QTest::newRow("B2 3.35TB/s exact") << tokens << en << QStringLiteral("3.35TB/s") << list({"bandwidth"})
                                       << list({"exact"});
    QTest::newRow("B2 335tbs exact") << tokens << en << QStringLiteral("335tbs") << list({"bandwidth"})
                                     << list({"exact"});
    QTest::newRow("B2 tb/s substring") << tokens << en << QStringLiteral("tb/s") << list({"bandwidth"})
                                       << list({"substring"});
}

void TestSearchIndex::fuzzy_data()
{
    QTest::addColumn<QString>("ui");
    QTest::addColumn<QString>("query");
    QTest::addColumn<QStringList>("expectedIds");
    QTest::addColumn<QStringList>("expectedTiers");

    // Fixture glossary-fuzzy.tbx. Edits are counted on loose keys (ASCII, lower case): insertion, deletion,
    // substitution and adjacent transposition are one edit each; 1 edit is allowed from 4 letters, 2 from 8.
    const QString en = QStringLiteral("en");
    const QString nl = QStringLiteral("nl");
    const QString tr = QStringLiteral("tr");
    const QStringList fuzzyOnly = list({"fuzzy"});

    // en. "quantisation" (12 letters, 2 allowed) -> "quantization": s -> z, 1 substitution.
    QTest::newRow("en quantisation") << en << QStringLiteral("quantisation") << list({"quantization"}) << fuzzyOnly;
    // "kv cahce": "kv" equals the first word of "KV cache", "cahce" -> "cache" swaps h and c (1 edit).
    QTest::newRow("en kv cahce") << en << QStringLiteral("kv cahce") << list({"kv-cache"}) << fuzzyOnly;
    // "tensr" (5 letters, 1 allowed) -> "tensor": insert o (1 edit); "Tensör" has the same loose key.
    QTest::newRow("en tensr") << en << QStringLiteral("tensr") << list({"tensor"}) << fuzzyOnly;
    // "trhoughptu" (10 letters, 2 allowed) -> "throughput": swap r/h and u/t, 2 edits.
    QTest::newRow("en 2 edits from 8 letters")
        << en << QStringLiteral("trhoughptu") << list({"throughput"}) << fuzzyOnly;
    // "trhuoghptu": swaps r/h, u/o and t/u, 3 edits: more than 2.
    QTest::newRow("en 3 edits from 8 letters") << en << QStringLiteral("trhuoghptu") << QStringList{} << QStringList{};
    // "tnesro" (6 letters, 1 allowed) -> "tensor": swaps n/e and r/o, 2 edits: too many.
    QTest::newRow("en 2 edits under 8 letters") << en << QStringLiteral("tnesro") << QStringList{} << QStringList{};
    // "gp" is a prefix of "GPU" (collator), but at 2 letters never a typo of "Gb" (1 substitution).
    QTest::newRow("en gp too short") << en << QStringLiteral("gp") << list({"gpu"}) << list({"prefix"});
    // "tpu" is 1 substitution from "gpu", but 3 letters allow no edit.
    QTest::newRow("en tpu 3 letters") << en << QStringLiteral("tpu") << QStringList{} << QStringList{};
    // An exact term is never reported as a typo: "tensor" equals "Tensor".
    QTest::newRow("en exact stays exact") << en << QStringLiteral("tensor") << list({"tensor"}) << list({"exact"});

    // nl. "beinvloedne" (11 letters) -> "beïnvloeden" (loose "beinvloeden"): the last two letters swapped.
    QTest::newRow("nl beinvloedne") << nl << QStringLiteral("beinvloedne") << list({"influence"}) << fuzzyOnly;
    // "kwantizatie" (11 letters) -> "kwantisatie": z -> s, 1 substitution.
    QTest::newRow("nl kwantizatie") << nl << QStringLiteral("kwantizatie") << list({"quantization"}) << fuzzyOnly;
    QTest::newRow("nl kv cahce") << nl << QStringLiteral("kv cahce") << list({"kv-cache"}) << fuzzyOnly;
    QTest::newRow("nl tpu 3 letters") << nl << QStringLiteral("tpu") << QStringList{} << QStringList{};

    // tr. "onbelek" (7 letters, 1 allowed) -> "önbellek" (loose "onbellek"): insert l. "KV önbelleği" (loose
    // "onbellegi") is 2 edits away and does not match.
    QTest::newRow("tr onbelek") << tr << QStringLiteral("onbelek") << list({"cache"}) << fuzzyOnly;
    // "islemsi" (7 letters) -> "İşlemci" (loose "islemci"): c -> s.
    QTest::newRow("tr islemsi") << tr << QStringLiteral("islemsi") << list({"processor"}) << fuzzyOnly;
    QTest::newRow("tr tensr") << tr << QStringLiteral("tensr") << list({"tensor"}) << fuzzyOnly;
    QTest::newRow("tr tnesro") << tr << QStringLiteral("tnesro") << QStringList{} << QStringList{};
}

void TestSearchIndex::fuzzy()
{
    QFETCH(QString, ui);
    QFETCH(QString, query);
    QFETCH(QStringList, expectedIds);
    QFETCH(QStringList, expectedTiers);

    const SearchIndex index(load(QStringLiteral("glossary-fuzzy.tbx")), ui);
    const QList<Hit> hits = index.search(query, 0);
    QCOMPARE(ids(hits), expectedIds);
    QCOMPARE(tiers(hits), expectedTiers);
}

void TestSearchIndex::ranking()
{
    QFETCH(QString, fixture);
    QFETCH(QString, ui);
    QFETCH(QString, query);
    QFETCH(QStringList, expectedIds);
    QFETCH(QStringList, expectedTiers);

    const SearchIndex index(load(fixture), ui);
    const QList<Hit> hits = index.search(query, 0);
    QCOMPARE(ids(hits), expectedIds);
    QCOMPARE(tiers(hits), expectedTiers);
}

void TestSearchIndex::highlight_data()
{
    QTest::addColumn<QString>("fixture");
    QTest::addColumn<QString>("ui");
    QTest::addColumn<QString>("query");
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("matchedText");
    QTest::addColumn<QString>("matchedLanguage");
    QTest::addColumn<int>("start");
    QTest::addColumn<int>("length");

    // Offsets count UTF-16 code units of the stored text, never query.length().
    QTest::newRow("substring") << QStringLiteral("glossary-tiers.tbx") << QStringLiteral("en")
                               << QStringLiteral("cache") << QStringLiteral("kv-cache") << QStringLiteral("KV cache")
                               << QStringLiteral("en") << 3 << 5;
    // "Moving memory pages out; the " is 29 units; "page cache" is 10.
    QTest::newRow("definition") << QStringLiteral("glossary-tiers.tbx") << QStringLiteral("en")
                                << QStringLiteral("page cache") << QStringLiteral("paging")
                                << QStringLiteral("Moving memory pages out; the page cache keeps recent pages.")
                                << QStringLiteral("en") << 29 << 10;
    QTest::newRow("space vs hyphen") << QStringLiteral("glossary-punctuation.tbx") << QStringLiteral("en")
                                     << QStringLiteral("kv cache") << QStringLiteral("kv-cache")
                                     << QStringLiteral("KV-cache") << QStringLiteral("en") << 0 << 8;
    QTest::newRow("after U+2010") << QStringLiteral("glossary-punctuation.tbx") << QStringLiteral("en")
                                  << QStringLiteral("buffer") << QStringLiteral("kv-cache-hyphen")
                                  << QStringLiteral("KV\u2010buffer") << QStringLiteral("en") << 3 << 6;
    // 7 query letters, 6 text units: ß matches "ss".
    QTest::newRow("expansion") << QStringLiteral("glossary-punctuation.tbx") << QStringLiteral("en")
                               << QStringLiteral("strasse") << QStringLiteral("strasse") << QStringLiteral("Straße")
                               << QStringLiteral("en") << 0 << 6;
    // D3: 4-unit NFC query, 5-unit NFD text.
    QTest::newRow("D3 NFD text") << QStringLiteral("glossary-dutch.tbx") << QStringLiteral("nl")
                                 << QStringLiteral("café") << QStringLiteral("cafe-nfd") << QStringLiteral("cafe\u0301")
                                 << QStringLiteral("nl") << 0 << 5;
    QTest::newRow("loose key") << QStringLiteral("glossary-turkish.tbx") << QStringLiteral("tr")
                               << QStringLiteral("isik") << QStringLiteral("isik") << QStringLiteral("Işık")
                               << QStringLiteral("tr") << 0 << 4;
    QTest::newRow("Turkish upper case query")
        << QStringLiteral("glossary-turkish.tbx") << QStringLiteral("tr") << QStringLiteral("İŞLEMCİ")
        << QStringLiteral("islemci") << QStringLiteral("İşlemci") << QStringLiteral("tr") << 0 << 7;
    // Equal hits in en ("KV cache") and nl ("KV-cache"), neither the UI language: en wins, in every run
    // (languages are held in a QHash whose order changes with the per-process seed).
    QTest::newRow("tie between languages")
        << QStringLiteral("glossary-v3.tbx") << QStringLiteral("tr") << QStringLiteral("kv cache")
        << QStringLiteral("kv-cache") << QStringLiteral("KV cache") << QStringLiteral("en") << 0 << 8;
    QTest::newRow("Turkish substring") << QStringLiteral("glossary-turkish.tbx") << QStringLiteral("tr")
                                       << QStringLiteral("ci") << QStringLiteral("islemci") << QStringLiteral("İşlemci")
                                       << QStringLiteral("tr") << 5 << 2;
    // Fuzzy hits highlight the matched term words: "KV cache" from K (0) to the end of "cache" (8 units);
    // "Önbellek" is 8 units; "Quantization" 12.
    const QString fuzzyFile = QStringLiteral("glossary-fuzzy.tbx");
    QTest::newRow("fuzzy two words") << fuzzyFile << QStringLiteral("en") << QStringLiteral("kv cahce")
                                     << QStringLiteral("kv-cache") << QStringLiteral("KV cache") << QStringLiteral("en")
                                     << 0 << 8;
    QTest::newRow("fuzzy Turkish") << fuzzyFile << QStringLiteral("tr") << QStringLiteral("onbelek")
                                   << QStringLiteral("cache") << QString::fromUtf8("Önbellek") << QStringLiteral("tr")
                                   << 0 << 8;
    QTest::newRow("fuzzy one word") << fuzzyFile << QStringLiteral("en") << QStringLiteral("quantisation")
                                    << QStringLiteral("quantization") << QStringLiteral("Quantization")
                                    << QStringLiteral("en") << 0 << 12;
    // "tensr" is one edit from the second word of "Sparse tensor": "Sparse " is 7 units, "tensor" 6.
    QTest::newRow("fuzzy second word") << QStringLiteral("glossary-alltiers.tbx") << QStringLiteral("en")
                                       << QStringLiteral("tensr") << QStringLiteral("sparse-tensor")
                                       << QStringLiteral("Sparse tensor") << QStringLiteral("en") << 7 << 6;
}

void TestSearchIndex::highlight()
{
    QFETCH(QString, fixture);
    QFETCH(QString, ui);
    QFETCH(QString, query);
    QFETCH(QString, id);
    QFETCH(QString, matchedText);
    QFETCH(QString, matchedLanguage);
    QFETCH(int, start);
    QFETCH(int, length);

    const SearchIndex index(load(fixture), ui);
    const QList<Hit> hits = index.search(query, 0);
    const auto it = std::find_if(hits.cbegin(), hits.cend(), [&](const Hit &h) { return h.conceptId == id; });
    QVERIFY2(it != hits.cend(), qPrintable(ids(hits).join(u',')));
    QCOMPARE(it->matchedText, matchedText);
    QCOMPARE(it->matchedLanguage, matchedLanguage);
    QCOMPARE(it->highlightStart, start);
    QCOMPARE(it->highlightLength, length);
}

void TestSearchIndex::emptyOrIgnorableQuery_data()
{
    QTest::addColumn<QString>("query");

    // I2: usearch_open rejects an empty pattern; ignorable-only patterns would match everywhere.
    QTest::newRow("empty") << QString();
    QTest::newRow("spaces") << QStringLiteral("   ");
    QTest::newRow("tab and newline") << QStringLiteral("\t\n");
    QTest::newRow("no-break space") << QStringLiteral("\u00a0");
    QTest::newRow("hyphen") << QStringLiteral("-");
    QTest::newRow("punctuation") << QStringLiteral("...");
    QTest::newRow("lone combining mark") << QStringLiteral("\u0301");
}

void TestSearchIndex::emptyOrIgnorableQuery()
{
    QFETCH(QString, query);

    const SearchIndex index(load(QStringLiteral("glossary-tiers.tbx")), QStringLiteral("en"));
    QCOMPARE(index.search(query).size(), 0);
    QCOMPARE(index.matchesIn(QStringLiteral("KV cache"), query).size(), 0);
}

void TestSearchIndex::matchesIn_data()
{
    QTest::addColumn<QString>("ui");
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("query");
    QTest::addColumn<QString>("textLanguage");
    QTest::addColumn<QList<TextMatch>>("expected");

    // "İŞLEMCİ ve " is 11 units.
    QTest::newRow("Turkish both cases") << QStringLiteral("tr") << QStringLiteral("İŞLEMCİ ve işlemci")
                                        << QStringLiteral("işlemci") << QStringLiteral("tr")
                                        << QList<TextMatch>{{0, 7}, {11, 7}};
    // "IOPS and " is 9 units; found by root in a Turkish UI.
    QTest::newRow("acronym in tr UI") << QStringLiteral("tr") << QStringLiteral("IOPS and iops")
                                      << QStringLiteral("iops") << QStringLiteral("en")
                                      << QList<TextMatch>{{0, 4}, {9, 4}};
    // "the " is 4 units; "KV-cache and " is 13 more (17).
    QTest::newRow("punctuation") << QStringLiteral("en") << QStringLiteral("the KV-cache and kvcache")
                                 << QStringLiteral("kv cache") << QString() << QList<TextMatch>{{4, 8}, {17, 7}};
    QTest::newRow("empty text") << QStringLiteral("en") << QString() << QStringLiteral("kv") << QString()
                                << QList<TextMatch>{};
    QTest::newRow("no match") << QStringLiteral("en") << QStringLiteral("tensor") << QStringLiteral("kv") << QString()
                              << QList<TextMatch>{};
}

void TestSearchIndex::matchesIn()
{
    QFETCH(QString, ui);
    QFETCH(QString, text);
    QFETCH(QString, query);
    QFETCH(QString, textLanguage);
    QFETCH(QList<TextMatch>, expected);

    const SearchIndex index(load(QStringLiteral("glossary-turkish.tbx")), ui);
    const QList<TextMatch> matches = index.matchesIn(text, query, textLanguage);
    QCOMPARE(matches.size(), expected.size());
    for (qsizetype i = 0; i < matches.size(); ++i) {
        QCOMPARE(matches[i].start, expected[i].start);
        QCOMPARE(matches[i].length, expected[i].length);
    }
}

void TestSearchIndex::surrogatePairPattern()
{
    // I1 (Babelfish PR 2849: usearch_next looped on a pattern starting with a surrogate pair).
    // "abc" is 3 units; U+1F642 is 2 units, so "🙂def" is 5 units at offset 3; the text is 3+2+6+2+2 = 15
    // units. The later 🙂🙂 do not match.
    const SearchIndex index(load(QStringLiteral("glossary-tiers.tbx")), QStringLiteral("en"));
    const QString text = QStringLiteral("abc\U0001F642defghi\U0001F642\U0001F642");
    QCOMPARE(text.size(), 15);
    const QList<TextMatch> matches = index.matchesIn(text, QStringLiteral("\U0001F642def"));
    QCOMPARE(matches.size(), 1);
    QCOMPARE(matches.constFirst().start, 3);
    QCOMPARE(matches.constFirst().length, 5);
    QCOMPARE(index.search(QStringLiteral("\U0001F642def")).size(), 0); // and no hang in search()
}

void TestSearchIndex::sortedConceptIds_data()
{
    QTest::addColumn<QString>("fixture");
    QTest::addColumn<QString>("ui");
    QTest::addColumn<QStringList>("expected");

    // Numeric collation: 10 < 100 and 20 < 100 as numbers (plain code-point order gives H100 < H20).
    const QStringList gpus = list({"a10", "a100", "b200", "h20", "h100"});
    QTest::newRow("numeric, en") << QStringLiteral("glossary-sorting-gpus.tbx") << QStringLiteral("en") << gpus;
    QTest::newRow("numeric, tr") << QStringLiteral("glossary-sorting-gpus.tbx") << QStringLiteral("tr") << gpus;
    // T4, Turkish alphabet: ı (capital I) before i (capital İ); ılık < ırmak (l < r) < Işık (r < ş).
    QTest::newRow("T4 Turkish order") << QStringLiteral("glossary-sorting-turkish.tbx") << QStringLiteral("tr")
                                      << list({"ilik-dotless", "irmak", "isik", "ilik", "ince", "isim"});
    // No English terms: the en UI sorts by the id fallback of Concept::term().
    QTest::newRow("fallback to ids, en") << QStringLiteral("glossary-sorting-turkish.tbx") << QStringLiteral("en")
                                         << list({"ilik", "ilik-dotless", "ince", "irmak", "isik", "isim"});
}

void TestSearchIndex::sortedConceptIds()
{
    QFETCH(QString, fixture);
    QFETCH(QString, ui);
    QFETCH(QStringList, expected);

    const SearchIndex index(load(fixture), ui);
    QCOMPARE(index.sortedConceptIds(), expected);
}

void TestSearchIndex::uiLanguageIsNormalized_data()
{
    QTest::addColumn<QString>("given");
    QTest::addColumn<QString>("expected");

    QTest::newRow("plain") << QStringLiteral("nl") << QStringLiteral("nl");
    QTest::newRow("POSIX locale") << QStringLiteral("tr_TR.UTF-8") << QStringLiteral("tr");
    QTest::newRow("BCP 47, upper case") << QStringLiteral("TR-tr") << QStringLiteral("tr");
    QTest::newRow("empty means English") << QString() << QStringLiteral("en");
}

void TestSearchIndex::uiLanguageIsNormalized()
{
    QFETCH(QString, given);
    QFETCH(QString, expected);

    const SearchIndex index(load(QStringLiteral("glossary-turkish.tbx")), given);
    QCOMPARE(index.uiLanguage(), expected);
}

void TestSearchIndex::limit()
{
    const SearchIndex index(load(QStringLiteral("glossary-tiers.tbx")), QStringLiteral("en"));
    QCOMPARE(ids(index.search(QStringLiteral("cache"), 2)), list({"cache", "cache-line"}));
    QCOMPARE(index.search(QStringLiteral("cache"), 0).size(), 5);
    QCOMPARE(index.search(QStringLiteral("cache"), -1).size(), 5);
}

void TestSearchIndex::outlivesTermbase()
{
    std::unique_ptr<SearchIndex> index;
    {
        const Termbase termbase = load(QStringLiteral("glossary-turkish.tbx"));
        index = std::make_unique<SearchIndex>(termbase, QStringLiteral("tr"));
    }
    QCOMPARE(ids(index->search(QStringLiteral("iptal"))), list({"iptal"}));
}

void TestSearchIndex::concurrentSearch()
{
    // search() is const and documented as safe from several threads (the transliterator is locked).
    const SearchIndex index(load(QStringLiteral("glossary-turkish.tbx")), QStringLiteral("tr"));
    const QStringList expected = list({"cihaz", "cip", "islemci", "gecis"});
    std::vector<QStringList> results(4);
    {
        std::vector<std::thread> threads;
        for (std::size_t t = 0; t < results.size(); ++t) {
            threads.emplace_back([&index, &results, t] {
                for (int i = 0; i < 50; ++i)
                    results[t] = ids(index.search(QStringLiteral("ci")));
            });
        }
        for (std::thread &thread : threads)
            thread.join();
    }
    for (const QStringList &r : results)
        QCOMPARE(r, expected);
}

void TestSearchIndex::indexMatchesExhaustive_data()
{
    QTest::addColumn<QString>("ui");
    QTest::addColumn<int>("limit");

    for (const char *ui : {"en", "nl", "tr"}) {
        for (const int limit : {0, 5}) // all hits; and a limit, where search() stops early
            QTest::addRow("%s UI, limit %d", ui, limit) << QString::fromLatin1(ui) << limit;
    }
}

void TestSearchIndex::indexMatchesExhaustive()
{
    // search() takes candidates from its indexes and stops once `limit` concepts are certain;
    // searchExhaustive() checks every entry with the same ICU logic. They must agree hit for hit, also
    // for texts and queries with characters the index leaves out.
    QFETCH(QString, ui);
    QFETCH(int, limit);

    QStringList samples;
    const Termbase termbase = generatedTermbase(120, &samples);
    const QStringList queries = generatedQueries(samples, 200);
    const SearchIndex index(termbase, ui);
    int withHits = 0;
    QSet<QString> tiersSeen;
    for (const QString &q : queries) {
        const QStringList indexed = describe(index.search(q, limit));
        const QStringList exhaustive = describe(index.searchExhaustive(q, limit));
        if (indexed != exhaustive) {
            qWarning().noquote() << "query" << q << "\nindexed:\n"
                                 << indexed.join(u'\n') << "\nexhaustive:\n"
                                 << exhaustive.join(u'\n');
        }
        QVERIFY2(indexed == exhaustive, qPrintable(QStringLiteral("query \"%1\"").arg(q)));
        withHits += indexed.isEmpty() ? 0 : 1;
        for (const QString &line : indexed)
            tiersSeen.insert(line.section(u'|', 3, 3));
    }
    // The comparison means something only if most queries find something, in every phrase tier (the
    // word tiers, which have no candidate index of their own, come on top).
    QVERIFY2(withHits > queries.size() / 2, qPrintable(QString::number(withHits)));
    for (const char *tier : {"exact", "prefix", "synonym", "substring", "definition", "fuzzy"})
        QVERIFY2(tiersSeen.contains(QLatin1String(tier)), tier);
}

void TestSearchIndex::manyLanguagesKeepTheirIds()
{
    // Defect 7: language ids were a uint8_t, so with 257 languages (x0..x255 in concept "filler", then en in
    // concept "target") the English hit came out under whichever language wrapped onto its id, differently
    // from run to run (QHash order is seeded). Every seed must now give "en"; the filler languages keep theirs.
    const QString path = QStringLiteral(HEADROOM_TEST_DATA_DIR "/reliability/tbx-257-languages.tbx");
    for (int run = 0; run < 8; ++run) {
        QHashSeed::resetRandomGlobalSeed();
        TermbaseError error;
        const std::optional<Termbase> termbase = Termbase::fromFile(path, &error);
        QVERIFY2(termbase, qPrintable(error.message));
        QCOMPARE(termbase->conceptById(QStringLiteral("filler"))->lang.size(), 256);
        const SearchIndex index(*termbase, QStringLiteral("en"));
        const QList<Hit> zebra = index.search(QStringLiteral("zebra"));
        QCOMPARE(zebra.size(), 1);
        QCOMPARE(zebra.constFirst().conceptId, QStringLiteral("target"));
        QCOMPARE(zebra.constFirst().matchedLanguage, QStringLiteral("en"));
        QCOMPARE(zebra.constFirst().tier, Tier::Exact);
        const QList<Hit> filler = index.search(QStringLiteral("filler255"));
        QCOMPARE(filler.size(), 1);
        QCOMPARE(filler.constFirst().matchedLanguage, QStringLiteral("x255"));
        QCOMPARE(filler.constFirst().matchedText, QStringLiteral("filler255"));
    }
}

void TestSearchIndex::hundredThousandLanguages()
{
    // Defect 7: one concept ("manylang") with 100,000 languages l0..l99999, term tN in lN. Finding a
    // language's id was a linear search (O(L^2): 110 s). Correctness is asserted; the times are printed.
    QElapsedTimer timer;
    timer.start();
    TermbaseError error;
    const std::optional<Termbase> termbase =
        Termbase::fromFile(QStringLiteral(HEADROOM_UNPACKED_DATA_DIR "/tbx-100k-languages-one-concept.tbx"), &error);
    QVERIFY2(termbase, qPrintable(error.message));
    const qint64 loadMs = timer.restart();
    QCOMPARE(termbase->concepts().size(), 1);
    const headroom::glossary::Concept &c = termbase->concepts().constFirst();
    QCOMPARE(c.lang.size(), 100000);
    QCOMPARE(c.lang.value(QStringLiteral("l12345")).terms, QStringList{QStringLiteral("t12345")});

    const SearchIndex index(*termbase, QStringLiteral("en"));
    const qint64 indexMs = timer.restart();
    const QList<Hit> hits = index.search(QStringLiteral("t99999"));
    const qint64 searchMs = timer.elapsed();
    QCOMPARE(hits.size(), 1);
    QCOMPARE(hits.constFirst().conceptId, QStringLiteral("manylang"));
    QCOMPARE(hits.constFirst().matchedText, QStringLiteral("t99999"));
    QCOMPARE(hits.constFirst().matchedLanguage, QStringLiteral("l99999"));
    QCOMPARE(hits.constFirst().tier, Tier::Exact);
    // "t4242" is exact in l4242 and a prefix of t42420..t42429: the exact hit is the concept's best.
    const QList<Hit> prefix = index.search(QStringLiteral("t4242"));
    QCOMPARE(prefix.size(), 1);
    QCOMPARE(prefix.constFirst().matchedLanguage, QStringLiteral("l4242"));
    QCOMPARE(prefix.constFirst().tier, Tier::Exact);
    qInfo("100k languages: load %lld ms, index %lld ms, search %lld ms", loadMs, indexMs, searchMs);
}

void TestSearchIndex::textChainFindings_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("length");
    QTest::newRow("70 characters") << QStringLiteral("glossary-query-textCandidates-exponential-short.bin") << 70;
    QTest::newRow("160 characters") << QStringLiteral("glossary-query-textCandidates-exponential.bin") << 160;
}

void TestSearchIndex::textChainFindings()
{
    // Fuzz finding (fuzz_glossary_query): "2222...dddd...tizddddd&qdddd..." spells chains of the built-in
    // termbase's short definition words ("2", "d", "dd", ...) in exponentially many ways; the chain walk
    // of the definition candidates visited each (2.6 s and 41 s for one search). Layout
    // (fuzz_glossary_query.cpp): byte 0 'D' = built-in termbase, UI "tr", limit 7; then the query.
    // Correct by hand: no hit. No text of the built-in termbase contains "2222" or "dddd" (so no usearch
    // match under any collator, and no loose match: the query's words are not term words), and no term word
    // is within 2 edits of the query's 40-odd-letter words. search() must also agree with
    // searchExhaustive(), at the fuzzer's limit and with every hit.
    QFETCH(QString, file);
    QFETCH(int, length);
    QFile in(QStringLiteral(HEADROOM_TEST_DATA_DIR "/../fuzz/corpus/fuzz_glossary_query/") + file);
    QVERIFY2(in.open(QIODevice::ReadOnly), qPrintable(in.fileName()));
    const QByteArray data = in.readAll();
    QVERIFY(!data.isEmpty());
    const auto flags = std::uint8_t(data.at(0));
    QCOMPARE(flags & 1, 0);        // built-in termbase
    QCOMPARE((flags >> 1) & 3, 2); // "tr"
    const int fuzzLimit = (flags >> 3) - 1;
    QCOMPARE(fuzzLimit, 7);
    const QByteArray rest = data.mid(1);
    const QString query = QString::fromUtf8(rest.left(rest.indexOf('\n') < 0 ? rest.size() : rest.indexOf('\n')));
    QCOMPARE(query.size(), length);
    QVERIFY(query.contains(QStringLiteral("2222dddd")) && query.contains(QStringLiteral("tizddddd&qddd")));

    const SearchIndex index(Termbase::builtIn(), QStringLiteral("tr"));
    for (const int limit : {fuzzLimit, 0}) {
        const QList<Hit> hits = index.search(query, limit);
        QCOMPARE(describe(hits), describe(index.searchExhaustive(query, limit)));
        QCOMPARE(hits.size(), 0);
    }
    // A word of the query still finds what it finds alone: the chain walk is not cut short.
    const QList<Hit> tiz = index.search(QStringLiteral("tiz"), 0);
    QCOMPARE(describe(tiz), describe(index.searchExhaustive(QStringLiteral("tiz"), 0)));
}

void TestSearchIndex::longQueryIsCut()
{
    // A 10,000-character query (pasted text) is searched as its first kMaxQueryLength code units: the same
    // hits as that prefix, in bounded work (it used to build chains and variants over the whole length).
    QCOMPARE(headroom::glossary::kMaxQueryLength, 256);
    const SearchIndex index(Termbase::builtIn(), QStringLiteral("tr"));
    // "kv cache" followed by spaces: spaces are ignorable, so the cut query is still "kv cache", an exact
    // hit; the uncut one, 10,000 code units, must give the same.
    const QString spaced = QStringLiteral("kv cache") + QString(10000 - 8, u' ');
    const QList<Hit> kv = index.search(QStringLiteral("kv cache"), 5);
    QVERIFY(!kv.isEmpty());
    QCOMPARE(kv.constFirst().tier, Tier::Exact);
    QCOMPARE(describe(index.search(spaced, 5)), describe(kv));
    QCOMPARE(describe(index.searchExhaustive(spaced, 5)), describe(kv));
    QCOMPARE(index.matchesIn(QStringLiteral("the KV cache grows"), spaced, QStringLiteral("en")),
             (QList<TextMatch>{TextMatch{4, 8}}));

    // Letters: "cache" then 9,995 x "q": cut to "cache" + 251 q, which nothing contains; no hit.
    const QString letters = QStringLiteral("cache") + QString(10000 - 5, u'q');
    QCOMPARE(index.search(letters, 0).size(), 0);
    QCOMPARE(describe(index.search(letters, 0)), describe(index.search(letters.left(256), 0)));
    QCOMPARE(describe(index.searchExhaustive(letters, 0)), describe(index.search(letters, 0)));

    // The cut keeps a surrogate pair whole: "a" + 127 pairs is 255 code units, the 128th pair would
    // straddle 256, so the query is cut to 255, the same as searching those 255.
    QString pairs = QStringLiteral("a");
    for (int i = 0; i < 5000; ++i)
        pairs += QString::fromUtf8("\xF0\x9F\x98\x80"); // U+1F600
    QCOMPARE(describe(index.search(pairs, 0)), describe(index.search(pairs.left(255), 0)));
}

QTEST_GUILESS_MAIN(TestSearchIndex)
#include "tst_searchindex.moc"
