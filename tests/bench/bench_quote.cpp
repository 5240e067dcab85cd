// SPDX-License-Identifier: GPL-3.0-or-later
// Benchmark of the quote PDF export (issue 5 goal: under 300 ms for a two-page quote with chart).
//
// Builds one quote from the built-in catalogue: Llama 3.1 8B (bf16, 8,192-token context, 8 sequences) on
// 2 x H100 80GB for one month, fixed term, with storage, egress and 21 % VAT; the fit estimate from the
// fit model (generic engine); measurement notes filled in; the three routes with the built-in example
// prices; the default retention block. Then it times exportQuotePdf() (QPdfWriter at 300 dpi into a
// QSaveFile in a temporary folder) N times and prints the first (cold: font loading) export and the
// median, 95th percentile and maximum of the others, with the page count and the file size; once for the
// whole document and once without the three routes.
// Not run by ctest; build Release or RelWithDebInfo:
//   cmake --build <dir> --target bench_quote && <dir>/tests/bench/bench_quote [--runs N] [--lang en|nl|tr]
//       [--qm DIR] [--out DIR]
// --qm DIR loads DIR/headroom_<lang>.qm (the build's app/ui folder holds them) for nl and tr;
// --out DIR also writes quote-<lang>.pdf there for en, nl and tr (to look at the pages).

#include <catalog/catalog.h>
#include <fit/fitmodel.h>
#include <quote/quote.h>
#include <quote/quotepdf.h>

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QGuiApplication>
#include <QTemporaryDir>
#include <QTranslator>

#include <algorithm>
#include <cstdio>
#include <memory>
#include <vector>

using namespace headroom;

namespace {

std::optional<quote::QuoteDocument> sampleDocument(const QString &language, QString *error)
{
    const catalog::Catalog &cat = catalog::Catalog::builtIn();
    const catalog::ModelPreset *model = cat.model(QStringLiteral("llama-3.1-8b"));
    const catalog::Gpu *gpu = cat.gpu(QStringLiteral("h100-80gb"));
    if (!model || !gpu) {
        *error = QStringLiteral("the built-in catalogue has no llama-3.1-8b or h100-80gb");
        return std::nullopt;
    }
    quote::QuoteRequest r;
    r.gpuId = gpu->id;
    r.gpuCount = 2;
    r.term = quote::Term::Month;
    r.terms = 1;
    r.pricing = quote::PricingModel::FixedTerm;
    r.storageGb = 500;
    r.egressGb = 200;
    r.vatBasisPoints = 2100;
    quote::QuoteError qe;
    std::optional<quote::Quote> q = quote::buildQuote(r, cat.priceList(), QDate(2026, 11, 30), &qe);
    if (!q) {
        *error = qe.message;
        return std::nullopt;
    }
    q->reference = QStringLiteral("HR-2026-000123");
    q->gpuName = gpu->name;

    fit::Scenario s;
    s.model = model->spec;
    s.weights = fit::WeightPrecision::BF16;
    s.kvCache = fit::KvCacheDtype::F16;
    s.hardware.gpuId = gpu->id.toStdString();
    s.hardware.memoryBytes = gpu->memoryBytes;
    s.hardware.gpuCount = 2;
    s.hardware.tensorParallel = 1;
    s.workload.contextTokens = 8'192;
    s.workload.concurrency = 8;
    const fit::Result<fit::Estimate> e = fit::estimate(s);
    if (!e.ok()) {
        *error = QStringLiteral("the fit model refused the scenario");
        return std::nullopt;
    }
    q->scenario = s;
    q->estimate = *e.value;

    quote::QuoteDocument doc = quote::documentForQuote(*q, language);
    doc.measurements.inputTokensPerMonth = 1'200'000'000;
    doc.measurements.outputTokensPerMonth = 300'000'000;
    doc.measurements.concurrency = 8;
    doc.measurements.errorRate = QStringLiteral("0.4 %");
    return doc;
}

qint64 percentile(std::vector<qint64> v, int p)
{
    if (v.empty())
        return 0;
    std::sort(v.begin(), v.end());
    // Nearest-rank percentile: the ceil(p/100 x n)-th smallest value.
    const size_t rank = std::max<size_t>(1, (size_t(p) * v.size() + 99) / 100);
    return v[std::min(rank, v.size()) - 1];
}

int pageCount(const QString &pdf)
{
    // Counts "/Type /Page" objects (not "/Type /Pages"): enough for a file Qt wrote.
    QFile f(pdf);
    if (!f.open(QIODevice::ReadOnly))
        return 0;
    const QByteArray bytes = f.readAll();
    int pages = 0;
    for (qsizetype i = bytes.indexOf("/Type /Page"); i >= 0; i = bytes.indexOf("/Type /Page", i + 1)) {
        if (bytes.mid(i + 11, 1) != "s")
            ++pages;
    }
    return pages;
}

} // namespace

int main(int argc, char **argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QGuiApplication app(argc, argv);
    const QStringList args = app.arguments();
    const auto option = [&](const char *name, const QString &fallback) {
        const qsizetype i = args.indexOf(QLatin1String(name));
        return i >= 0 && i + 1 < args.size() ? args.at(i + 1) : fallback;
    };
    const int runs = std::max(2, option("--runs", QStringLiteral("50")).toInt());
    const QString language = option("--lang", QStringLiteral("en"));
    const QString qmDir = option("--qm", QString());
    const QString outDir = option("--out", QString());

    std::unique_ptr<QTranslator> translator;
    const auto useLanguage = [&](const QString &lang) {
        if (translator)
            QCoreApplication::removeTranslator(translator.get());
        translator.reset();
        if (qmDir.isEmpty() || lang == QLatin1String("en"))
            return;
        translator = std::make_unique<QTranslator>();
        if (translator->load(QDir(qmDir).filePath(QStringLiteral("headroom_%1.qm").arg(lang))))
            QCoreApplication::installTranslator(translator.get());
        else
            std::fprintf(stderr, "no translation for %s in %s\n", qPrintable(lang), qPrintable(qmDir));
    };

    QString error;
    if (!outDir.isEmpty()) {
        for (const QString &lang : {QStringLiteral("en"), QStringLiteral("nl"), QStringLiteral("tr")}) {
            useLanguage(lang);
            std::optional<quote::QuoteDocument> doc = sampleDocument(lang, &error);
            if (doc)
                doc->retention = quote::defaultRetentionBlock(); // in this language
            const QString path = QDir(outDir).filePath(QStringLiteral("quote-%1.pdf").arg(lang));
            if (!doc || !quote::exportQuotePdf(*doc, path, &error)) {
                std::fprintf(stderr, "%s\n", qPrintable(error));
                return 1;
            }
            std::printf("wrote %s (%d pages)\n", qPrintable(path), pageCount(path));
        }
    }

    useLanguage(language);
    std::optional<quote::QuoteDocument> doc = sampleDocument(language, &error);
    if (!doc) {
        std::fprintf(stderr, "%s\n", qPrintable(error));
        return 1;
    }
    doc->retention = quote::defaultRetentionBlock();
    QTemporaryDir dir;
    if (!dir.isValid()) {
        std::fprintf(stderr, "no temporary folder\n");
        return 1;
    }
    const auto ms = [](qint64 us) {
        return double(us) / 1000.0;
    };
    // Two variants: the whole document, and the same without the three routes.
    for (const bool routes : {true, false}) {
        doc->includeRoutes = routes;
        const QString path = dir.filePath(routes ? QStringLiteral("full.pdf") : QStringLiteral("no-routes.pdf"));
        std::vector<qint64> times;
        qint64 cold = 0;
        for (int i = 0; i < runs + 1; ++i) {
            QElapsedTimer t;
            t.start();
            if (!quote::exportQuotePdf(*doc, path, &error)) {
                std::fprintf(stderr, "%s\n", qPrintable(error));
                return 1;
            }
            const qint64 us = t.nsecsElapsed() / 1000;
            if (i == 0)
                cold = us;
            else
                times.push_back(us);
        }
        std::printf("quote PDF export, %s, %s: %d pages, %lld bytes, first run %.1f ms, then %d runs: "
                    "p50 %.1f ms, p95 %.1f ms, max %.1f ms (goal: under 300 ms)\n",
                    qPrintable(language), routes ? "fit + routes" : "fit, no routes", pageCount(path),
                    static_cast<long long>(QFileInfo(path).size()), ms(cold), runs, ms(percentile(times, 50)),
                    ms(percentile(times, 95)), ms(percentile(times, 100)));
    }
    return 0;
}
