// SPDX-License-Identifier: GPL-3.0-or-later
// Benchmark of the glossary search (issue 4 goal: under 10 ms per query at the 95th percentile on one core
// for prefix, substring and fuzzy queries, on a generated 100 000-concept termbase).
//
// Generates a deterministic termbase (std::mt19937, seed 4): pseudo-words built from Dutch, English and
// Turkish syllables (with ë ï é, ç ş ğ ı İ ö ü), drawn with a Zipf law (s = 1) from 20 000 words per
// language; each concept has in nl, en and tr a preferred term and one or two synonyms (1-3 words, an
// abbreviation now and then), a 15-25-word definition and an 8-15-word note, and two related ids. It is
// written as TBX-Basic 2019 into memory, then the program times:
//   load   Termbase::fromTbx (the TBX parse of the generated termbase, from memory)
//   index  SearchIndex construction (phrase index and WordIndex), per UI language
//   query  SearchIndex::lookup(query, 50) (what the window shows: search(), else "did you mean"), single
//          thread, ~200 queries of each kind:
//          prefix (first 3-6 characters of a term), substring (4-5 characters from inside a term word),
//          fuzzy (a term word typed in ASCII with 1 edit, 2 from 8 letters), definition (a definition word)
//          -- half of the prefix and substring queries typed without accents, in lower case --
//          words (2-3 content words of a definition, shuffled, lower case), question (6-9 words: function
//          words of the language plus a word of one of the concept's terms and one of its definition, ending
//          in "?"), none (7 random ASCII letters: nothing matches, so it times the "did you mean" path),
// and prints p50 / p95 / max per kind, as wall time and as this thread's CPU time (what one core spends,
// even on a machine busy with other work), mean hits, and how often the concept the query came from is
// among the hits ("-" for none). After the load and after each index it prints the process's resident
// memory, VmRSS and its peak VmHWM (/proc/self/status). `--dump FILE` writes every query's hits to FILE
// (to compare two builds: same hits, same order). First, on the built-in termbase with a Turkish UI (cheap, before the
// generation):
//   long   search(query, 7) of long queries: the two fuzz findings of tests/fuzz/corpus/fuzz_glossary_query
//          (70 and 160 characters, definition chains that spell the query in exponentially many ways: 2.6 s
//          and 41 s before the chain walk visited each state once) and a 10,000-character pasted text (cut
//          to kMaxQueryLength), as this thread's CPU time; `--long-only` stops after it.
// `--verify N` also compares the first N queries of each kind with searchExhaustive()
// (slow: it checks every entry); `--slow MS` lists queries over MS of CPU time; `--query TEXT` times one
// query instead. Not run by ctest; build Release or RelWithDebInfo:
//   cmake --build <dir> --target bench_glossary && <dir>/tests/bench/bench_glossary [--concepts N]
//       [--queries N] [--ui en,tr] [--verify N] [--slow MS] [--query TEXT] [--long-only] [--dump FILE]

#include <glossary/searchindex.h>
#include <glossary/termbase.h>

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QStringList>
#include <QXmlStreamWriter>

#include <algorithm>
#include <cstdio>
#include <ctime>
#include <optional>
#include <random>
#include <set>
#include <string>
#include <vector>

using headroom::glossary::Hit;
using headroom::glossary::SearchIndex;
using headroom::glossary::Termbase;
using headroom::glossary::TermbaseError;

namespace {

QStringList split(const char *words)
{
    return QString::fromUtf8(words).split(QLatin1Char(' '), Qt::SkipEmptyParts);
}

struct Language {
    QString code;
    QStringList syllables;
    QStringList functionWords;
    std::vector<QString> vocabulary; // Zipf rank order
};

/// Zipf law over ranks 0..n-1 with exponent 1: P(r) proportional to 1 / (r + 1).
class Zipf
{
public:
    explicit Zipf(std::size_t n)
    {
        double sum = 0;
        for (std::size_t r = 0; r < n; ++r) {
            sum += 1.0 / double(r + 1);
            m_cdf.push_back(sum);
        }
        for (double &c : m_cdf)
            c /= sum;
    }
    std::size_t operator()(std::mt19937 &rng) const
    {
        const double u = std::uniform_real_distribution<double>(0.0, 1.0)(rng);
        return std::size_t(std::lower_bound(m_cdf.begin(), m_cdf.end(), u) - m_cdf.begin()) % m_cdf.size();
    }

private:
    std::vector<double> m_cdf;
};

int pick(std::mt19937 &rng, int from, int to) // inclusive
{
    return std::uniform_int_distribution<int>(from, to)(rng);
}

/// Upper case of a first letter; Turkish i -> İ (QChar::toUpper knows no locale).
QChar upper(QChar c, const QString &language)
{
    return language == QLatin1String("tr") && c == u'i' ? QChar(u'\u0130') : c.toUpper();
}

QString capitalized(QString s, const QString &language)
{
    if (!s.isEmpty())
        s[0] = upper(s[0], language);
    return s;
}

/// How a user types without accents: ç -> c, ı -> i, ë -> e, ... then lower case (ASCII only).
QString typed(const QString &s)
{
    static const QString from = QString::fromUtf8("çşğıİöüéëïÇŞĞÖÜÉËÏ");
    static const QString to = QStringLiteral("csgiIoueeiCSGOUEEI");
    QString out;
    for (const QChar c : s) {
        const qsizetype k = from.indexOf(c);
        const QChar a = k >= 0 ? to[k] : c;
        out += a.unicode() < 0x80 ? a.toLower() : a;
    }
    return out;
}

struct Generated {
    QByteArray tbx;
    // Per concept and language (index into languages): terms, definition.
    std::vector<std::vector<QStringList>> terms;
    std::vector<std::vector<QString>> definitions;
};

Generated generate(int concepts, std::mt19937 &rng, std::vector<Language> &languages)
{
    constexpr std::size_t kVocabulary = 20000;
    for (Language &lang : languages) {
        std::set<QString> seen;
        while (lang.vocabulary.size() < kVocabulary) {
            QString w;
            const int syllables = pick(rng, 2, 4);
            for (int s = 0; s < syllables; ++s)
                w += lang.syllables[pick(rng, 0, int(lang.syllables.size()) - 1)];
            if (seen.insert(w).second)
                lang.vocabulary.push_back(w);
        }
    }
    const Zipf zipf(kVocabulary);
    const Zipf functionZipf(20);

    Generated g;
    g.terms.assign(std::size_t(concepts), std::vector<QStringList>(languages.size()));
    g.definitions.assign(std::size_t(concepts), std::vector<QString>(languages.size()));
    QXmlStreamWriter x(&g.tbx);
    x.writeStartDocument();
    x.writeStartElement(QStringLiteral("tbx"));
    x.writeAttribute(QStringLiteral("type"), QStringLiteral("TBX-Basic"));
    x.writeAttribute(QStringLiteral("style"), QStringLiteral("dca"));
    x.writeAttribute(QStringLiteral("xml:lang"), QStringLiteral("en"));
    x.writeDefaultNamespace(QStringLiteral("urn:iso:std:iso:30042:ed-2"));
    x.writeStartElement(QStringLiteral("text"));
    x.writeStartElement(QStringLiteral("body"));
    for (int c = 0; c < concepts; ++c) {
        x.writeStartElement(QStringLiteral("conceptEntry"));
        x.writeAttribute(QStringLiteral("id"), QStringLiteral("c%1").arg(c, 6, 10, QLatin1Char('0')));
        x.writeStartElement(QStringLiteral("descrip"));
        x.writeAttribute(QStringLiteral("type"), QStringLiteral("subjectField"));
        x.writeCharacters(QStringLiteral("generated"));
        x.writeEndElement();
        for (int r = 0; r < 2; ++r) {
            x.writeStartElement(QStringLiteral("ref"));
            x.writeAttribute(QStringLiteral("type"), QStringLiteral("crossReference"));
            x.writeAttribute(QStringLiteral("target"),
                             QStringLiteral("c%1").arg(pick(rng, 0, concepts - 1), 6, 10, QLatin1Char('0')));
            x.writeEndElement();
        }
        for (std::size_t l = 0; l < languages.size(); ++l) {
            const Language &lang = languages[l];
            auto content = [&] {
                return lang.vocabulary[zipf(rng)];
            };
            auto sentence = [&](int words) -> QString {
                QString s;
                for (int w = 0; w < words; ++w) {
                    if (w > 0)
                        s += pick(rng, 0, 9) == 0 ? QStringLiteral(", ") : QStringLiteral(" ");
                    s += pick(rng, 0, 9) < 4 ? lang.functionWords[qsizetype(functionZipf(rng))] : content();
                }
                return capitalized(s, lang.code) + QLatin1Char('.');
            };
            QStringList terms;
            const int count = pick(rng, 2, 3);
            for (int t = 0; t < count; ++t) {
                QStringList words;
                const int n = pick(rng, 1, 3);
                for (int w = 0; w < n; ++w)
                    words.append(content());
                if (t == count - 1 && count == 3 && terms.constFirst().contains(QLatin1Char(' '))) {
                    QString abbreviation; // initials of the preferred term, e.g. "KVC"
                    for (const QString &w : terms.constFirst().split(QLatin1Char(' ')))
                        abbreviation += upper(w.at(0), lang.code);
                    terms.append(abbreviation);
                    continue;
                }
                terms.append(t == 0 ? capitalized(words.join(QLatin1Char(' ')), lang.code)
                                    : words.join(QLatin1Char(' ')));
            }
            terms.removeDuplicates();
            const QString definition = sentence(pick(rng, 15, 25));
            const QString note = sentence(pick(rng, 8, 15));
            g.terms[std::size_t(c)][l] = terms;
            g.definitions[std::size_t(c)][l] = definition;

            x.writeStartElement(QStringLiteral("langSec"));
            x.writeAttribute(QStringLiteral("xml:lang"), lang.code);
            x.writeStartElement(QStringLiteral("descrip"));
            x.writeAttribute(QStringLiteral("type"), QStringLiteral("definition"));
            x.writeCharacters(definition);
            x.writeEndElement();
            x.writeTextElement(QStringLiteral("note"), note);
            for (qsizetype t = 0; t < terms.size(); ++t) {
                x.writeStartElement(QStringLiteral("termSec"));
                x.writeTextElement(QStringLiteral("term"), terms[t]);
                x.writeStartElement(QStringLiteral("termNote"));
                x.writeAttribute(QStringLiteral("type"), QStringLiteral("administrativeStatus"));
                x.writeCharacters(t == 0 ? QStringLiteral("preferredTerm-admn-sts")
                                         : QStringLiteral("admittedTerm-admn-sts"));
                x.writeEndElement();
                x.writeEndElement();
            }
            x.writeEndElement();
        }
        x.writeEndElement();
    }
    x.writeEndDocument();
    return g;
}

/// One typo: deletion, insertion, substitution or adjacent transposition at a random place.
QString withTypo(QString w, std::mt19937 &rng)
{
    const QString original = w;
    while (w == original) {
        const int at = pick(rng, 0, int(w.size()) - 2);
        const QChar letter(char16_t(u'a' + pick(rng, 0, 25)));
        switch (pick(rng, 0, 3)) {
        case 0:
            w.remove(at, 1);
            break;
        case 1:
            w.insert(at, letter);
            break;
        case 2:
            w[at] = letter;
            break;
        default:
            std::swap(w[at], w[at + 1]);
            break;
        }
    }
    return w;
}

struct Query {
    QString text;
    int conceptIndex = 0;
};

/// The words of a definition without punctuation that are no function word of `lang`, in text order.
QStringList contentWords(const QString &definition, const Language &lang)
{
    QStringList words;
    for (QString w : definition.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        w.remove(QLatin1Char(',')).remove(QLatin1Char('.'));
        if (!w.isEmpty() && !lang.functionWords.contains(w.toLower()))
            words.append(w);
    }
    return words;
}

/// `n` distinct items of `from` (n <= distinct items) in random order.
QStringList pickDistinct(QStringList from, int n, std::mt19937 &rng)
{
    from.removeDuplicates();
    std::shuffle(from.begin(), from.end(), rng);
    return from.mid(0, n);
}

/// A query of kind "words", "question" or "none" (see the top of this file); conceptIndex -1 for "none".
std::optional<Query> makeWordQuery(const QString &kind, const Generated &g, const std::vector<Language> &languages,
                                   std::mt19937 &rng)
{
    if (kind == QLatin1String("none")) {
        QString q;
        for (int i = 0; i < 7; ++i)
            q += QChar(char16_t(u'a' + pick(rng, 0, 25)));
        return Query{q, -1};
    }
    const int c = pick(rng, 0, int(g.terms.size()) - 1);
    const std::size_t l = std::size_t(pick(rng, 0, int(languages.size()) - 1));
    const Language &lang = languages[l];
    const QStringList content = contentWords(g.definitions[std::size_t(c)][l], lang);
    if (kind == QLatin1String("words")) {
        const QStringList words = pickDistinct(content, pick(rng, 2, 3), rng);
        if (words.size() < 2)
            return std::nullopt;
        return Query{words.join(QLatin1Char(' ')).toLower(), c};
    }
    // "question": two words of the concept (a word of one of its terms and one of its definition) among
    // function words, 6-9 words in all, e.g. "wat is de geheugen van het bandwidth?".
    const QStringList &terms = g.terms[std::size_t(c)][l];
    const QStringList termWords = terms[pick(rng, 0, int(terms.size()) - 1)].split(QLatin1Char(' '));
    const QString fromTerm = termWords[pick(rng, 0, int(termWords.size()) - 1)].toLower();
    const QStringList fromDefinition = pickDistinct(content, 1, rng);
    if (fromDefinition.isEmpty() || fromDefinition.constFirst().toLower() == fromTerm || fromTerm.size() < 2)
        return std::nullopt;
    QStringList sentence;
    const int length = pick(rng, 6, 9);
    while (sentence.size() < length - 2)
        sentence.append(lang.functionWords[pick(rng, 0, int(lang.functionWords.size()) - 1)]);
    sentence.insert(pick(rng, 1, int(sentence.size())), fromTerm);
    sentence.insert(pick(rng, 1, int(sentence.size())), fromDefinition.constFirst().toLower());
    return Query{capitalized(sentence.join(QLatin1Char(' ')), lang.code) + QLatin1Char('?'), c};
}

std::vector<Query> makeQueries(const QString &kind, int count, const Generated &g,
                               const std::vector<Language> &languages, std::mt19937 &rng)
{
    std::vector<Query> out;
    if (kind == QLatin1String("words") || kind == QLatin1String("question") || kind == QLatin1String("none")) {
        while (int(out.size()) < count) {
            if (std::optional<Query> q = makeWordQuery(kind, g, languages, rng))
                out.push_back(*q);
        }
        return out;
    }
    const int concepts = int(g.terms.size());
    while (int(out.size()) < count) {
        const int c = pick(rng, 0, concepts - 1);
        const std::size_t l = std::size_t(pick(rng, 0, int(g.terms[std::size_t(c)].size()) - 1));
        const QStringList &terms = g.terms[std::size_t(c)][l];
        const QString term = terms[pick(rng, 0, int(terms.size()) - 1)];
        const bool ascii = pick(rng, 0, 1) == 0;
        QString q;
        if (kind == QLatin1String("prefix")) {
            q = term.left(pick(rng, 3, 6));
        } else if (kind == QLatin1String("substring")) {
            const QStringList words = term.split(QLatin1Char(' '));
            const QString w = words[pick(rng, 0, int(words.size()) - 1)];
            if (w.size() < 7)
                continue;
            const int length = pick(rng, 4, 5);
            q = w.mid(pick(rng, 1, int(w.size()) - length), length);
        } else if (kind == QLatin1String("fuzzy")) {
            const QStringList words = term.split(QLatin1Char(' '));
            const QString w = typed(words[pick(rng, 0, int(words.size()) - 1)]);
            if (w.size() < 5)
                continue;
            q = withTypo(w, rng);
            if (w.size() >= 8)
                q = withTypo(q, rng);
        } else {
            const QStringList words = g.definitions[std::size_t(c)][l].split(QLatin1Char(' '));
            q = words[pick(rng, 0, int(words.size()) - 1)];
            q.remove(QLatin1Char(',')).remove(QLatin1Char('.'));
            if (q.size() < 5)
                continue;
        }
        out.push_back(Query{ascii ? typed(q) : q, c});
    }
    return out;
}

/// CPU time of this thread in ms (what one core spends, whatever else runs on the machine).
double threadCpuMs()
{
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return double(t.tv_sec) * 1e3 + double(t.tv_nsec) / 1e6;
}

double percentile(std::vector<double> v, double p)
{
    std::sort(v.begin(), v.end());
    const std::size_t i = std::min(v.size() - 1, std::size_t(p * double(v.size() - 1) + 0.5));
    return v[i];
}

/// A field of /proc/self/status in KiB ("VmRSS": resident now, "VmHWM": the peak so far), -1 if unknown.
long statusKib(const char *field)
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return -1;
    const QByteArray prefix = QByteArray(field) + ':';
    for (const QByteArray &line : status.readAll().split('\n')) {
        if (line.startsWith(prefix))
            return line.mid(prefix.size()).trimmed().split(' ').constFirst().toLong();
    }
    return -1;
}

/// "RSS 123 MiB (peak 456 MiB)": VmRSS and VmHWM (MiB = 2^20 bytes).
QString memory()
{
    return QStringLiteral("RSS %1 MiB (peak %2 MiB)").arg(statusKib("VmRSS") / 1024).arg(statusKib("VmHWM") / 1024);
}

/// The "long query" case (see the top of this file): prints one line per query.
void benchLongQueries()
{
    const QString shortFinding =
        QString(37, u'2') + QString(13, u'd') + QStringLiteral("tizddddd&q") + QString(10, u'd');
    const QString longFinding = QStringLiteral("i)ddddd") + QString(40, u'2') + QString(53, u'd') +
                                QStringLiteral("tizddddd&q") + QString(49, u'd') + QStringLiteral("p");
    QString pasted;
    while (pasted.size() < 10000)
        pasted += QStringLiteral("KV cache geheugen önbellek dddd 2222 ");
    pasted.truncate(10000);
    const SearchIndex index(Termbase::builtIn(), QStringLiteral("tr"));
    std::printf("[built-in termbase, ui tr] long queries, search(query, 7):\n");
    for (const QString &q : {shortFinding, longFinding, pasted}) {
        const double cpuStart = threadCpuMs();
        const QList<Hit> result = index.search(q, 7);
        std::printf("  long query of %5lld characters: %8.3f ms cpu, %lld hits\n", static_cast<long long>(q.size()),
                    threadCpuMs() - cpuStart, static_cast<long long>(result.size()));
    }
}

QString option(const QStringList &args, const QString &name, const QString &fallback)
{
    const qsizetype i = args.indexOf(name);
    return i >= 0 && i + 1 < args.size() ? args[i + 1] : fallback;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    const int concepts = option(args, QStringLiteral("--concepts"), QStringLiteral("100000")).toInt();
    const int queries = option(args, QStringLiteral("--queries"), QStringLiteral("200")).toInt();
    const int verify = option(args, QStringLiteral("--verify"), QStringLiteral("0")).toInt();
    const QStringList uis = option(args, QStringLiteral("--ui"), QStringLiteral("en,tr")).split(QLatin1Char(','));
    const double slowMs = option(args, QStringLiteral("--slow"), QStringLiteral("0")).toDouble();
    const QString single = option(args, QStringLiteral("--query"), QString());
    if (concepts < 1 || queries < 1) {
        std::fprintf(stderr, "usage: bench_glossary [--concepts N] [--queries N] [--ui en,tr] [--verify N] "
                             "[--slow MS] [--query TEXT] [--long-only] [--dump FILE]\n");
        return 2;
    }

    benchLongQueries();
    if (args.contains(QStringLiteral("--long-only")))
        return 0;

    std::mt19937 rng(4);
    std::vector<Language> languages{
        {QStringLiteral("nl"),
         split("ge heu gen ver wer king re ken be pa ling over draag baar ont wik ke lings sche ij zij ui oe aa "
               "stel len ma chi ne reë coö beï café ten ter"),
         split("de het een van en in op voor dat met is die te bij aan zijn wordt door om als"),
         {}},
        {QStringLiteral("en"),
         split("com pu ta tion mem o ry trans for mer band width through put la ten cy in fer ence sched ul er "
               "quan ti za ac cel ate tok pro"),
         split("the a of and to in is that for on with as by it from which when be are or"),
         {}},
        {QStringLiteral("tr"),
         split("bel lek ön iş lem ci ge çi şi hız lı yük sek da ğı tım kay nak sı ra ma öl çek le me ü ret im ı "
               "ğın bağ lam sü"),
         split("ve bir bu için ile da de olan gibi daha çok her en ya veya kadar sonra önce olarak ise"),
         {}},
    };

    QElapsedTimer timer;
    timer.start();
    const Generated g = generate(concepts, rng, languages);
    std::printf("generated %d concepts (%.1f MB of TBX) in %.2f s\n", concepts, double(g.tbx.size()) / 1e6,
                double(timer.nsecsElapsed()) / 1e9);

    // The generated termbase (about 209 MB) is parsed from memory: it is not a user's file, so the
    // kMaxTermbaseFileBytes cap of Termbase::fromFile() does not apply to it.
    timer.restart();
    TermbaseError error;
    const std::optional<Termbase> termbase = Termbase::fromTbx(g.tbx, &error);
    if (!termbase) {
        std::fprintf(stderr, "load failed: %s\n", qPrintable(error.message));
        return 1;
    }
    std::printf("load   %.2f s (Termbase::fromTbx, %lld concepts); %s\n", double(timer.nsecsElapsed()) / 1e9,
                static_cast<long long>(termbase->concepts().size()), qPrintable(memory()));

    // New kinds go last: the queries of the earlier kinds stay those of earlier runs (same random draws).
    const QStringList kinds{QStringLiteral("prefix"),     QStringLiteral("substring"), QStringLiteral("fuzzy"),
                            QStringLiteral("definition"), QStringLiteral("words"),     QStringLiteral("question"),
                            QStringLiteral("none")};
    std::vector<std::vector<Query>> sets;
    for (const QString &kind : kinds)
        sets.push_back(makeQueries(kind, queries, g, languages, rng));

    int mismatches = 0;
    const QString dumpPath = option(args, QStringLiteral("--dump"), QString());
    FILE *dump = dumpPath.isEmpty() ? nullptr : std::fopen(qPrintable(dumpPath), "w");
    for (const QString &ui : uis) {
        timer.restart();
        const SearchIndex index(*termbase, ui);
        std::printf("\n[ui %s] index %.2f s (SearchIndex construction); %s\n", qPrintable(ui),
                    double(timer.nsecsElapsed()) / 1e9, qPrintable(memory()));
        if (!single.isEmpty()) {
            const double cpuStart = threadCpuMs();
            const QList<Hit> result = index.search(single, 50);
            std::printf("  query \"%s\": %.3f ms cpu, %lld hits\n", qPrintable(single), threadCpuMs() - cpuStart,
                        static_cast<long long>(result.size()));
            continue;
        }
        std::printf("  %-10s %8s %8s %8s   %8s %8s %8s %9s %10s\n", "", "wall", "", "", "cpu", "", "", "", "");
        std::printf("  %-10s %8s %8s %8s   %8s %8s %8s %9s %10s\n", "kind", "p50 ms", "p95 ms", "max ms", "p50 ms",
                    "p95 ms", "max ms", "mean hits", "source hit");
        for (std::size_t k = 0; k < std::size_t(kinds.size()); ++k) {
            std::vector<double> ms;
            std::vector<double> cpu;
            double hits = 0;
            int found = 0;
            for (const Query &q : sets[k]) {
                const double cpuStart = threadCpuMs();
                timer.restart();
                const QList<Hit> result = index.lookup(q.text, 50);
                ms.push_back(double(timer.nsecsElapsed()) / 1e6);
                cpu.push_back(threadCpuMs() - cpuStart);
                if (slowMs > 0 && cpu.back() > slowMs)
                    std::printf("  slow %s query \"%s\": %.1f ms cpu\n", qPrintable(kinds[qsizetype(k)]),
                                qPrintable(q.text), cpu.back());
                hits += double(result.size());
                const QString id = QStringLiteral("c%1").arg(q.conceptIndex, 6, 10, QLatin1Char('0'));
                found += std::any_of(result.cbegin(), result.cend(), [&id](const Hit &h) { return h.conceptId == id; });
                if (dump) {
                    std::fprintf(dump, "Q %s\n", qPrintable(q.text));
                    for (const Hit &h : result)
                        std::fprintf(dump, "  %s %s %s %d %d %d\n", qPrintable(h.conceptId), qPrintable(h.matchedText),
                                     qPrintable(h.matchedLanguage), int(h.tier), h.highlightStart, h.highlightLength);
                }
            }
            const QString recall = sets[k].front().conceptIndex < 0
                                       ? QStringLiteral("-")
                                       : QString::number(100.0 * found / double(ms.size()), 'f', 0) + u'%';
            std::printf("  %-10s %8.3f %8.3f %8.3f   %8.3f %8.3f %8.3f %9.1f %10s\n", qPrintable(kinds[qsizetype(k)]),
                        percentile(ms, 0.5), percentile(ms, 0.95), *std::max_element(ms.begin(), ms.end()),
                        percentile(cpu, 0.5), percentile(cpu, 0.95), *std::max_element(cpu.begin(), cpu.end()),
                        hits / double(ms.size()), qPrintable(recall));
        }
        for (std::size_t k = 0; k < std::size_t(kinds.size()) && verify > 0; ++k) {
            for (int i = 0; i < std::min<int>(verify, int(sets[k].size())); ++i) {
                const QString &q = sets[k][std::size_t(i)].text;
                const QList<Hit> a = index.search(q, 50);
                const QList<Hit> b = index.searchExhaustive(q, 50);
                bool same = a.size() == b.size();
                for (qsizetype h = 0; same && h < a.size(); ++h) {
                    same = a[h].conceptId == b[h].conceptId && a[h].matchedText == b[h].matchedText &&
                           a[h].tier == b[h].tier && a[h].highlightStart == b[h].highlightStart &&
                           a[h].highlightLength == b[h].highlightLength;
                }
                if (!same) {
                    ++mismatches;
                    std::printf("  MISMATCH %s query '%s'\n", qPrintable(kinds[qsizetype(k)]), qPrintable(q));
                }
            }
            std::printf("  verified %d %s queries against searchExhaustive()\n",
                        std::min<int>(verify, int(sets[k].size())), qPrintable(kinds[qsizetype(k)]));
        }
    }
    return mismatches == 0 ? 0 : 1;
}
