// SPDX-License-Identifier: GPL-3.0-or-later
// The quote PDF: exported text (checked with poppler's pdftotext) in en, nl and tr, embedded fonts
// (pdffonts), A4 and Letter pages and metadata (pdfinfo), no text below the bottom margin, layout
// independent of the writer's resolution, and atomic saving (QSaveFile): failures name the path and leave
// no file behind and an existing file untouched.

#include <quote/quotedocument.h>
#include <quote/quotepdf.h>
#include <scenario/assumptionlabels.h>

#include <QDir>
#include <QFile>
#include <QFontDatabase>
#include <QPdfWriter>
#include <QProcess>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>

#include <optional>

using namespace headroom;
using namespace headroom::quote;

namespace {

constexpr qint64 kGiB = qint64(1) << 30;

/// Model name with the Turkish letters that non-embedded or Latin-1 fonts lose: ğ ş ı İ.
const QString kTurkishModel = QStringLiteral("Llama 3.1 8B (Yağmur ışığı, İstanbul şubesi)");

/// Reference the quote history would issue (quote.h: buildQuote leaves it empty).
const QString kReference = QStringLiteral("HR-2026-000123");

/// Dutch and Turkish letters that need Latin Extended-A: ğ ş ı İ (Turkish) and the ĳ ligature letter (Dutch).
const QString kRetentionEdit =
    QStringLiteral("Silme kanıtı: imzalı günlük, İstanbul veri merkezi; ĳsselmeer-back-up wordt gewist.");

catalog::PriceList testList(const QString &currency = QStringLiteral("USD"))
{
    catalog::PriceList list;
    list.id = QStringLiteral("test-2026-01");
    list.name = QStringLiteral("Test list");
    list.currency = currency;
    list.exampleData = true;
    list.retrieved = QDate(2026, 11, 30);
    list.validUntil = QDate(2026, 12, 31);
    catalog::GpuPrice h100;
    h100.gpuId = QStringLiteral("h100-80gb");
    h100.provider = QStringLiteral("Test provider");
    h100.hourlyMicros = 2'690'000; // 2.69 USD per GPU-hour
    h100.source = catalog::Source{QStringLiteral("https://example.invalid/prices"), QDate(2026, 11, 9), QString()};
    list.gpus = {h100};
    list.storagePerGbMonthMicros = 100'000; // 0.10 USD per GB-month
    list.egressPerGbMicros = 95'000;        // 0.095 USD per GB
    return list;
}

/// 1x H100 for a week with 200 GB storage and 3 GB egress:
/// 168 x 2.69 = 451.92; 200 x 0.10 x 168/720 = 4.6667 -> 4.67; 3 x 0.095 = 0.285 -> 0.29; total 456.88 USD.
/// With `vat`, 21 %: 456.88 x 0.21 = 95.9448 -> 95.94 VAT; total 552.82 USD.
Quote sampleQuote(bool withScenario, bool fits = true, bool vat = false,
                  const QString &currency = QStringLiteral("USD"))
{
    QuoteRequest r;
    r.gpuId = QStringLiteral("h100-80gb");
    r.gpuCount = 1;
    r.term = Term::Week;
    r.terms = 1;
    r.storageGb = 200;
    r.egressGb = 3;
    if (vat)
        r.vatBasisPoints = 2100;
    Quote q = *buildQuote(r, testList(currency), QDate(2026, 11, 30));
    q.reference = kReference;
    q.gpuName = QStringLiteral("NVIDIA H100 80GB HBM3");
    if (!withScenario)
        return q;

    fit::Scenario s;
    s.model.id = "llama-3.1-8b";
    s.model.displayName = kTurkishModel.toStdString();
    s.model.parameterCount = 8'030'261'248; // Llama-3.1-8B safetensors total: the routes' hosted-API size class
    s.weights = fit::WeightPrecision::BF16;
    s.kvCache = fit::KvCacheDtype::F16;
    s.hardware.gpuId = "h100-80gb";
    s.hardware.gpuCount = 1;
    s.hardware.tensorParallel = 1;
    s.workload.contextTokens = 8'192;
    s.workload.concurrency = 4;
    q.scenario = s;

    fit::Estimate e;
    // Weights: 8,030,261,248 parameters (Llama-3.1-8B safetensors) x 2 bytes (bf16) = 16,060,522,496 B
    //          = 14.957 GiB -> "14.96 GiB".
    e.perDevice.weights = 16'060'522'496;
    // KV cache: 2 x 32 layers x 8 KV heads x 128 head_dim x 2 bytes = 131,072 B per token;
    //           8,192 tokens x 4 sequences x 131,072 B = 4,294,967,296 B = 4.00 GiB.
    e.perDevice.kvCache = 4'294'967'296;
    e.perDevice.activations = 536'870'912;            // 0.50 GiB
    e.perDevice.runtime = fit::kRuntimeOverheadBytes; // 512 MiB = 0.50 GiB
    // Usable: nvidia-smi reports 81,559 MiB for an H100 80GB = 85,520,809,984 B = 79.647 GiB -> "79.65 GiB".
    e.usablePerDeviceBytes = 85'520'809'984;
    if (!fits)
        e.usablePerDeviceBytes = 17'179'869'184; // 16 GiB: total 19.96 GiB is 3.96 GiB over
    // Headroom: 85,520,809,984 - 21,429,231,616 = 64,091,578,368 B = 59.690 GiB -> "59.69 GiB".
    e.headroomBytes = e.usablePerDeviceBytes - e.perDevice.total();
    e.fits = e.headroomBytes >= 0;
    e.kvCacheBytesPerToken = 131'072;
    e.assumptions = {"KV cache holds 4 sequences of 8192 tokens each.",
                     "Runtime overhead of 512 MiB per GPU (CUDA context, cuBLAS workspace)."};
    q.estimate = e;
    return q;
}

/// Llama-3.1-8B as its config.json publishes it
/// (https://huggingface.co/meta-llama/Llama-3.1-8B/blob/main/config.json): 32 layers, 32 heads, 8 KV
/// heads, head_dim 128, hidden 4096, intermediate 14336, vocab 128256, max_position_embeddings 131072;
/// 8,030,261,248 parameters (the safetensors total).
fit::ModelSpec llama31_8b()
{
    fit::ModelSpec m;
    m.id = "llama-3.1-8b";
    m.displayName = "Llama 3.1 8B";
    m.parameterCount = 8'030'261'248;
    m.layers = 32;
    m.attentionHeads = 32;
    m.kvHeads = 8;
    m.headDim = 128;
    m.hiddenSize = 4'096;
    m.intermediateSize = 14'336;
    m.vocabSize = 128'256;
    m.maxContextTokens = 131'072;
    return m;
}

/// A quote whose scenario and estimate come from the fit model under `engine`'s default settings, on
/// one RTX 4090: nvidia-smi reports 24564 MiB = 25,757,220,864 B (resources/catalog/gpus.json).
std::optional<Quote> engineQuote(fit::Engine engine)
{
    Quote q = sampleQuote(false);
    fit::Scenario s;
    s.model = llama31_8b();
    s.weights = fit::WeightPrecision::BF16;
    s.kvCache = fit::KvCacheDtype::F16;
    s.hardware.gpuId = "rtx-4090";
    s.hardware.memoryBytes = 25'757'220'864;
    s.hardware.gpuCount = 1;
    s.hardware.tensorParallel = 1;
    s.workload.contextTokens = 8'192;
    s.workload.concurrency = 1;
    s.engine = fit::defaultSettings(engine);
    const fit::Result<fit::Estimate> e = fit::estimate(s);
    if (!e.ok())
        return std::nullopt;
    q.scenario = s;
    q.estimate = *e.value;
    return q;
}

bool haveTool(const QString &name)
{
    return !QStandardPaths::findExecutable(name).isEmpty();
}

/// Runs a poppler tool and returns its standard output (UTF-8), or a null string on failure.
QString runTool(const QString &program, const QStringList &arguments)
{
    QProcess p;
    p.start(program, arguments);
    if (!p.waitForFinished(60'000) || p.exitStatus() != QProcess::NormalExit || p.exitCode() != 0)
        return {};
    return QString::fromUtf8(p.readAllStandardOutput());
}

/// pdftotext with whitespace collapsed, so wrapped sentences compare as one line.
QString pdfText(const QString &pdf)
{
    return runTool(QStringLiteral("pdftotext"),
                   {QStringLiteral("-enc"), QStringLiteral("UTF-8"), pdf, QStringLiteral("-")})
        .simplified();
}

/// True when a line of the page, as pdftotext -layout keeps it, has `key` and then `value` (a row of a
/// two-column table; plain pdftotext reads the key column before the value column).
bool pdfHasRow(const QString &pdf, const QString &key, const QString &value)
{
    const QString layout = runTool(QStringLiteral("pdftotext"), {QStringLiteral("-layout"), QStringLiteral("-enc"),
                                                                 QStringLiteral("UTF-8"), pdf, QStringLiteral("-")});
    const QRegularExpression re(
        QStringLiteral("^\\s*%1\\s+%2\\s*$").arg(QRegularExpression::escape(key), QRegularExpression::escape(value)),
        QRegularExpression::MultilineOption);
    return re.match(layout).hasMatch();
}

QString pdfInfoField(const QString &pdf, const QString &field)
{
    const QString info = runTool(QStringLiteral("pdfinfo"), {pdf});
    const QRegularExpression re(QStringLiteral("^%1:\\s*(.*)$").arg(QRegularExpression::escape(field)),
                                QRegularExpression::MultilineOption);
    return re.match(info).captured(1).trimmed();
}

bool fileBytes(const QString &path, QByteArray *bytes)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return false;
    *bytes = f.readAll();
    return true;
}

/// Makes `dir` read-only; returns false when the current user can still create files there (root).
bool makeReadOnly(const QString &dir)
{
    QFile::setPermissions(dir, QFileDevice::ReadOwner | QFileDevice::ExeOwner | QFileDevice::ReadGroup |
                                   QFileDevice::ExeGroup | QFileDevice::ReadOther | QFileDevice::ExeOther);
    QFile probe(dir + QStringLiteral("/probe"));
    if (probe.open(QIODevice::WriteOnly)) {
        probe.close();
        probe.remove();
        return false;
    }
    return true;
}

/// Stands in for a Turkish .qm file: translates two strings of the PDF's context, nothing else.
class FakeTurkishTranslator : public QTranslator
{
public:
    QString translate(const char *context, const char *sourceText, const char *, int) const override
    {
        if (qstrcmp(context, "headroom::quote::QuotePdf") != 0)
            return {};
        if (qstrcmp(sourceText, "Quote") == 0)
            return QStringLiteral("Teklif");
        if (qstrcmp(sourceText, "Retention and deletion") == 0)
            return QStringLiteral("Saklama ve silme");
        return {};
    }
    bool isEmpty() const override { return false; }
};

void makeWritable(const QString &dir)
{
    QFile::setPermissions(dir, QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
}

/// The document of the language tests: sampleQuote with the fit section and 21 % VAT, measured tokens and
/// concurrency, an edited retention layer text (kRetentionEdit), the three routes.
QuoteDocument fullDocument(const QString &language)
{
    QuoteDocument doc = documentForQuote(sampleQuote(true, true, true), language);
    doc.validUntil = QDate(2026, 12, 30);
    doc.retention.layer = kRetentionEdit;
    doc.measurements.inputTokensPerMonth = 50'000'000;
    doc.measurements.outputTokensPerMonth = 10'000'000;
    doc.measurements.concurrency = 4;
    return doc;
}

/// A string of the PDF as the installed translator gives it, whitespace collapsed as pdfText() does.
QString pdfString(const char *source)
{
    return QCoreApplication::translate("headroom::quote::QuotePdf", source).simplified();
}

/// Loads the test build's translations/headroom_<lang>.qm (qt_add_lrelease in tests/quote/CMakeLists.txt).
bool loadTranslation(QTranslator &translator, const QString &language)
{
    return translator.load(
        QDir(QStringLiteral(HEADROOM_TEST_QM_DIR)).filePath(QStringLiteral("headroom_%1.qm").arg(language)));
}

/// Word boxes of `pdftotext -bbox`: per page its height and every word's text and yMax, in points.
struct PageWords {
    qreal height = 0;
    QList<QPair<QString, qreal>> words;
};

QList<PageWords> wordBoxes(const QString &pdf)
{
    const QString html = runTool(QStringLiteral("pdftotext"), {QStringLiteral("-bbox"), pdf, QStringLiteral("-")});
    QList<PageWords> pages;
    static const QRegularExpression page(QStringLiteral("<page width=\"([0-9.]+)\" height=\"([0-9.]+)\">"));
    static const QRegularExpression word(
        QStringLiteral("<word xMin=\"[0-9.]+\" yMin=\"[0-9.]+\" xMax=\"[0-9.]+\" yMax=\"([0-9.]+)\">([^<]*)</word>"));
    for (const QString &chunk : html.split(QStringLiteral("<page "), Qt::SkipEmptyParts).mid(1)) {
        const QRegularExpressionMatch p = page.match(QStringLiteral("<page ") + chunk);
        if (!p.hasMatch())
            continue;
        PageWords pw;
        pw.height = p.captured(2).toDouble();
        for (auto it = word.globalMatch(chunk); it.hasNext();) {
            const QRegularExpressionMatch w = it.next();
            pw.words.append({w.captured(2), w.captured(1).toDouble()});
        }
        pages.append(pw);
    }
    return pages;
}

/// Page size from pdfinfo, "W x H pts".
QSizeF pdfPageSize(const QString &pdf)
{
    const QRegularExpressionMatch m = QRegularExpression(QStringLiteral("([0-9.]+) x ([0-9.]+) pts"))
                                          .match(pdfInfoField(pdf, QStringLiteral("Page size")));
    return m.hasMatch() ? QSizeF(m.captured(1).toDouble(), m.captured(2).toDouble()) : QSizeF();
}

/// The quoted configuration of the banner tests: Llama 3.1 70B Instruct as its config.json publishes it
/// (https://huggingface.co/meta-llama/Llama-3.1-70B-Instruct/blob/main/config.json, resources/catalog/
/// models.json): 80 layers, 64 heads, 8 KV heads, head_dim 8192 / 64 = 128, hidden 8192, intermediate
/// 28672, vocab 128256; 70,553,706,496 parameters (the safetensors total), bf16, on `gpus` x L40S
/// (resources/catalog/gpus.json: nvidia-smi 46068 MiB = 48,305,799,168 B), generic engine, 4096 tokens, 1
/// sequence. The quote is priced from testList() with an L40S price added.
std::optional<Quote> llama70bOnL40s(int gpus)
{
    catalog::PriceList list = testList();
    catalog::GpuPrice l40s = list.gpus.constFirst();
    l40s.gpuId = QStringLiteral("l40s");
    l40s.hourlyMicros = 790'000; // 0.79 USD per GPU-hour (test figure)
    list.gpus.append(l40s);
    QuoteRequest r;
    r.gpuId = QStringLiteral("l40s");
    r.gpuCount = gpus;
    r.term = Term::Week;
    std::optional<Quote> q = buildQuote(r, list, QDate(2026, 11, 30));
    if (!q)
        return std::nullopt;
    q->reference = kReference;
    q->gpuName = QStringLiteral("NVIDIA L40S");

    fit::Scenario s;
    s.model = llama31_8b();
    s.model.id = "llama-3.1-70b";
    s.model.displayName = "Llama 3.1 70B Instruct";
    s.model.parameterCount = 70'553'706'496;
    s.model.layers = 80;
    s.model.attentionHeads = 64;
    s.model.kvHeads = 8;
    s.model.headDim = 128;
    s.model.hiddenSize = 8'192;
    s.model.intermediateSize = 28'672;
    s.weights = fit::WeightPrecision::BF16;
    s.kvCache = fit::KvCacheDtype::F16;
    s.hardware.gpuId = "l40s";
    s.hardware.memoryBytes = 48'305'799'168;
    s.hardware.gpuCount = gpus;
    s.hardware.tensorParallel = gpus;
    s.workload.contextTokens = 4'096;
    s.workload.concurrency = 1;
    const fit::Result<fit::Estimate> e = fit::estimate(s);
    if (!e.ok())
        return std::nullopt;
    q->scenario = s;
    q->estimate = *e.value;
    return q;
}

/// pdftotext of one page, whitespace collapsed.
QString pdfPageText(const QString &pdf, int page)
{
    return runTool(QStringLiteral("pdftotext"),
                   {QStringLiteral("-f"), QString::number(page), QStringLiteral("-l"), QString::number(page),
                    QStringLiteral("-enc"), QStringLiteral("UTF-8"), pdf, QStringLiteral("-")})
        .simplified();
}

} // namespace

class TestQuotePdf : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void exportedTextHasQuoteFacts();
    void turkishLettersSurvive();
    void exampleNoticeOnlyForExampleData();
    void stringsGoThroughTranslator();
    void fitSectionOnlyWithEstimate();
    void doesNotFitVerdict();
    void fontsAreEmbedded();
    void pagesAreA4_data();
    void pagesAreA4();
    void metadata();
    void layoutIndependentOfResolution_data();
    void layoutIndependentOfResolution();
    void exportReplacesExistingFile();
    void missingFolderFails();
    void pathIsFolderFails();
    void readOnlyFolderFails();
    void existingFileUnchangedWhenExportFails();
    void componentColorsDistinctAndOpaque();
    void segmentColorsMatchPalette();
    void engineNameAndReserve_data();
    void engineNameAndReserve();
    void kvCacheSplitByAttention();
    void verdictNamesBindingConstraint_data();
    void verdictNamesBindingConstraint();
    void documentInEachLanguage_data();
    void documentInEachLanguage();
    void glyphsRoundTrip_data();
    void glyphsRoundTrip();
    void currencySigns_data();
    void currencySigns();
    void fontComesFromResources();
    void pageSizeForLocale_data();
    void pageSizeForLocale();
    void letterPageForUsEnglish();
    void noTextBelowBottomMargin();
    void measurementNotes();
    void routesOnlyWhenIncluded();
    void defaultRetentionBlockIsPrinted();
    void spotRuleOnlyWithSpotLine();
    void upFrontAndMeteredTotals();
    void unwritableFolderFailsEvenForRoot();
    void doesNotFitBanner_data();
    void doesNotFitBanner();
    void bannerWithoutFitSection();
    void assumptionsInPdfLanguage_data();
    void assumptionsInPdfLanguage();

private:
    QTemporaryDir m_dir;
};

void TestQuotePdf::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(m_dir.isValid());
}

void TestQuotePdf::exportedTextHasQuoteFacts()
{
    if (!haveTool(QStringLiteral("pdftotext")))
        QSKIP("pdftotext (poppler-utils) is not installed; cannot read the PDF text back");
    const Quote q = sampleQuote(true);
    const QString path = m_dir.filePath(QStringLiteral("facts.pdf"));
    QString error;
    QVERIFY2(exportQuotePdf(q, path, &error, QStringLiteral("en")), qPrintable(error));

    const QString text = pdfText(path);
    QVERIFY(!text.isEmpty());
    const QStringList expected = {
        q.reference,
        QStringLiteral("2026-11-30"),
        QStringLiteral("Test list"),
        QStringLiteral("451.92"),     // 168 h x 2.69
        QStringLiteral("4.67"),       // storage, 200 GB x 0.10 x 168/720
        QStringLiteral("0.29"),       // egress, 3 GB x 0.095
        QStringLiteral("456.88 USD"), // total with the ISO code
        QStringLiteral("2.69"),       // unit price
        QStringLiteral("0.095"),      // unit price with three decimals
        QStringLiteral("46.667"),     // 200 GB x 168/720 = 46.667 GB-months
        QStringLiteral("1 month = 30 days = 720 hours; 1 week = 7 days = 168 hours; 1 day = 24 hours"),
        QStringLiteral("A week is exactly 7 days and a month exactly 30 days."),
        QStringLiteral("Stopping an allocation does not pause the paid period."),
        QStringLiteral("GPU prices and the selected options form the full quote."),
        QStringLiteral("Retention and deletion"),
        QStringLiteral("what evidence is delivered"),
        QStringLiteral("stay with the customer team"),
        QStringLiteral("Definitions explain concepts; they do not guarantee that a specific workload, library "
                       "version or topology is supported."),
        QStringLiteral("Example data, not an offer"),
        QStringLiteral("Fits"),
        QStringLiteral("Weights: 14.96 GiB"), // 16,060,522,496 B
        QStringLiteral("KV cache: 4.00 GiB"), // one attention kind: the v1 name, no "full attention"
        QStringLiteral("Activations: 0.50 GiB"),
        QStringLiteral("Runtime overhead: 0.50 GiB"),
        QStringLiteral("79.65 GiB"),     // usable per GPU
        QStringLiteral("59.69 GiB"),     // headroom
        QStringLiteral("19.96 GiB"),     // total per GPU: 21,429,231,616 B
        QStringLiteral("BF16 (16 bpw)"), // fit::weightFormatLabel of bf16
        QStringLiteral("8,192"),
        QStringLiteral("Runtime overhead of 512 MiB per GPU"),
        // Added with the engine profiles: the engine row and the binding constraint (a default
        // Estimate binds on GPU memory).
        QStringLiteral("Fits: 59.69 GiB headroom per GPU \u00b7 binding constraint: GPU memory"),
    };
    for (const QString &s : expected)
        QVERIFY2(text.contains(s), qPrintable(QStringLiteral("missing: ") + s));
    QVERIFY(pdfHasRow(path, QStringLiteral("Engine"), QStringLiteral("Generic (Transformers)")));
    // The generic model has no engine reserve and no split KV cache: no legend entry for either.
    QVERIFY(!text.contains(QStringLiteral("reserve:")));
    QVERIFY(!text.contains(QStringLiteral("full attention")));
}

void TestQuotePdf::turkishLettersSurvive()
{
    if (!haveTool(QStringLiteral("pdftotext")))
        QSKIP("pdftotext (poppler-utils) is not installed; cannot read the PDF text back");
    const QString path = m_dir.filePath(QStringLiteral("turkish.pdf"));
    QString error;
    QVERIFY2(exportQuotePdf(sampleQuote(true), path, &error, QStringLiteral("tr")), qPrintable(error));
    const QString text = pdfText(path);
    for (const QString &letter : {QStringLiteral("ğ"), QStringLiteral("ş"), QStringLiteral("ı"), QStringLiteral("İ")})
        QVERIFY2(text.contains(letter), qPrintable(QStringLiteral("missing letter ") + letter));
    QVERIFY(text.contains(kTurkishModel));
    // Turkish separators: 456.88 -> "456,88"; 8,192 tokens -> "8.192".
    QVERIFY(text.contains(QStringLiteral("456,88 USD")));
    QVERIFY(text.contains(QStringLiteral("8.192")));
}

void TestQuotePdf::exampleNoticeOnlyForExampleData()
{
    if (!haveTool(QStringLiteral("pdftotext")))
        QSKIP("pdftotext (poppler-utils) is not installed; cannot read the PDF text back");
    Quote q = sampleQuote(false);
    q.exampleData = false;
    const QString path = m_dir.filePath(QStringLiteral("offer.pdf"));
    QVERIFY(exportQuotePdf(q, path, nullptr, QStringLiteral("en")));
    const QString text = pdfText(path);
    QVERIFY(text.contains(q.reference));
    // Neither the banner nor the footer note; the route prices (a separate example list) may say so.
    QVERIFY(!text.contains(QStringLiteral("Example data, not an offer")));
    QVERIFY(!text.contains(QStringLiteral("re-check them before ordering")));
}

void TestQuotePdf::stringsGoThroughTranslator()
{
    if (!haveTool(QStringLiteral("pdftotext")))
        QSKIP("pdftotext (poppler-utils) is not installed; cannot read the PDF text back");
    FakeTurkishTranslator translator;
    QVERIFY(QCoreApplication::installTranslator(&translator));
    const auto uninstall = qScopeGuard([&] { QCoreApplication::removeTranslator(&translator); });
    const QString path = m_dir.filePath(QStringLiteral("translated.pdf"));
    QVERIFY(exportQuotePdf(sampleQuote(false), path, nullptr, QStringLiteral("tr")));
    const QString text = pdfText(path);
    QVERIFY2(text.startsWith(QStringLiteral("Teklif ")), qPrintable(text.left(40))); // the title
    QVERIFY(text.contains(QStringLiteral("Saklama ve silme")));                      // a heading
    // Untranslated strings fall back to English.
    QVERIFY(text.contains(QStringLiteral("does not pause")));
}

void TestQuotePdf::fitSectionOnlyWithEstimate()
{
    if (!haveTool(QStringLiteral("pdftotext")))
        QSKIP("pdftotext (poppler-utils) is not installed; cannot read the PDF text back");
    const QString path = m_dir.filePath(QStringLiteral("nofit.pdf"));
    QVERIFY(exportQuotePdf(sampleQuote(false), path, nullptr, QStringLiteral("en")));
    const QString text = pdfText(path);
    QVERIFY(text.contains(QStringLiteral("456.88 USD")));
    QVERIFY(!text.contains(QStringLiteral("Usable per GPU")));
    QVERIFY(text.contains(QStringLiteral("Retention and deletion")));
}

void TestQuotePdf::doesNotFitVerdict()
{
    if (!haveTool(QStringLiteral("pdftotext")))
        QSKIP("pdftotext (poppler-utils) is not installed; cannot read the PDF text back");
    const QString path = m_dir.filePath(QStringLiteral("overfull.pdf"));
    QVERIFY(exportQuotePdf(sampleQuote(true, false), path, nullptr, QStringLiteral("en")));
    const QString text = pdfText(path);
    // 16 GiB usable, 19.957 GiB needed: 3.957 GiB short -> "3.96 GiB".
    QVERIFY(text.contains(QStringLiteral("Does not fit: 3.96 GiB short per GPU")));
    QVERIFY(text.contains(QStringLiteral("16.00 GiB")));
}

void TestQuotePdf::fontsAreEmbedded()
{
    if (!haveTool(QStringLiteral("pdffonts")))
        QSKIP("pdffonts (poppler-utils) is not installed; cannot list the PDF fonts");
    const QString path = m_dir.filePath(QStringLiteral("fonts.pdf"));
    QVERIFY(exportQuotePdf(sampleQuote(true), path));
    const QString out = runTool(QStringLiteral("pdffonts"), {path});
    // name  type  encoding  emb sub uni  object ID; two header lines.
    const QStringList lines = out.split(QLatin1Char('\n'), Qt::SkipEmptyParts).mid(2);
    QVERIFY2(!lines.isEmpty(), qPrintable(out));
    for (const QString &line : lines) {
        const QStringList cols = line.split(QLatin1Char(' '), Qt::SkipEmptyParts);
        QVERIFY2(cols.size() >= 7, qPrintable(line));
        // Columns from the end: object ID (2 tokens), uni, sub, emb.
        QCOMPARE(cols.at(cols.size() - 5), QStringLiteral("yes"));
    }
    if (QFile::exists(QStringLiteral("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")))
        QVERIFY2(out.contains(QStringLiteral("DejaVuSans")), qPrintable(out));
}

void TestQuotePdf::pagesAreA4_data()
{
    QTest::addColumn<bool>("withScenario");
    QTest::newRow("quote only") << false;
    QTest::newRow("quote with fit section") << true;
}

void TestQuotePdf::pagesAreA4()
{
    QFETCH(bool, withScenario);
    if (!haveTool(QStringLiteral("pdfinfo")))
        QSKIP("pdfinfo (poppler-utils) is not installed; cannot read the page size");
    const QString path = m_dir.filePath(QStringLiteral("a4.pdf"));
    QVERIFY(exportQuotePdf(sampleQuote(withScenario), path));
    const int pages = pdfInfoField(path, QStringLiteral("Pages")).toInt();
    QVERIFY2(pages >= 2, qPrintable(QString::number(pages))); // lines, terms, routes, retention: 2 pages or more
    // A4 = 210 x 297 mm = 595.28 x 841.89 pt; Qt writes whole points, so allow 0.5 mm (1.5 pt).
    const QRegularExpressionMatch m = QRegularExpression(QStringLiteral("([0-9.]+) x ([0-9.]+) pts"))
                                          .match(pdfInfoField(path, QStringLiteral("Page size")));
    QVERIFY(m.hasMatch());
    QVERIFY(qAbs(m.captured(1).toDouble() - 595.28) < 1.5);
    QVERIFY(qAbs(m.captured(2).toDouble() - 841.89) < 1.5);
}

void TestQuotePdf::metadata()
{
    if (!haveTool(QStringLiteral("pdfinfo")))
        QSKIP("pdfinfo (poppler-utils) is not installed; cannot read the metadata");
    const Quote q = sampleQuote(false);
    const QString path = m_dir.filePath(QStringLiteral("meta.pdf"));
    QVERIFY(exportQuotePdf(q, path));
    QCOMPARE(pdfInfoField(path, QStringLiteral("Title")), QStringLiteral("Quote ") + q.reference);
    QVERIFY(pdfInfoField(path, QStringLiteral("Creator")).startsWith(QStringLiteral("Headroom")));
}

void TestQuotePdf::layoutIndependentOfResolution_data()
{
    QTest::addColumn<int>("dpi");
    QTest::newRow("72 dpi") << 72;
    QTest::newRow("600 dpi") << 600;
    QTest::newRow("1200 dpi (QPdfWriter default)") << 1200;
}

void TestQuotePdf::layoutIndependentOfResolution()
{
    // Lengths come from the device resolution, so words land on the same spot (in points) at any dpi.
    QFETCH(int, dpi);
    if (!haveTool(QStringLiteral("pdftotext")))
        QSKIP("pdftotext (poppler-utils) is not installed; cannot read word positions");
    const Quote q = sampleQuote(true);
    const auto render = [&](int resolution, const QString &name) {
        const QString path = m_dir.filePath(name);
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly))
            return QString();
        {
            QPdfWriter writer(&file);
            writer.setResolution(resolution);
            if (!renderQuote(writer, q, QStringLiteral("en")))
                return QString();
        }
        file.close();
        return runTool(QStringLiteral("pdftotext"), {QStringLiteral("-bbox"), path, QStringLiteral("-")});
    };
    const QString reference = render(kQuotePdfResolution, QStringLiteral("dpi-ref.pdf"));
    const QString other = render(dpi, QStringLiteral("dpi-%1.pdf").arg(dpi));
    QVERIFY(!reference.isEmpty());
    QVERIFY(!other.isEmpty());

    const auto firstBox = [](const QString &html, const QString &word) {
        const QRegularExpression re(QStringLiteral("<word xMin=\"([0-9.]+)\" yMin=\"([0-9.]+)\" xMax=\"([0-9.]+)\" "
                                                   "yMax=\"([0-9.]+)\">%1</word>")
                                        .arg(QRegularExpression::escape(word)));
        const QRegularExpressionMatch m = re.match(html);
        return m.hasMatch() ? QRectF(QPointF(m.captured(1).toDouble(), m.captured(2).toDouble()),
                                     QPointF(m.captured(3).toDouble(), m.captured(4).toDouble()))
                            : QRectF();
    };
    for (const QString &word :
         {QStringLiteral("Quote"), QStringLiteral("Total"), QStringLiteral("456.88"), QStringLiteral("Retention")}) {
        const QRectF a = firstBox(reference, word);
        const QRectF b = firstBox(other, word);
        QVERIFY2(a.isValid() && b.isValid(), qPrintable(word));
        QVERIFY2(qAbs(a.left() - b.left()) < 1.5 && qAbs(a.top() - b.top()) < 1.5,
                 qPrintable(QStringLiteral("%1 moved: (%2, %3) vs (%4, %5)")
                                .arg(word)
                                .arg(a.left())
                                .arg(a.top())
                                .arg(b.left())
                                .arg(b.top())));
        QVERIFY(qAbs(a.height() - b.height()) < 1.5);
    }
}

void TestQuotePdf::exportReplacesExistingFile()
{
    const QString path = m_dir.filePath(QStringLiteral("replace.pdf"));
    {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("old content");
    }
    QString error;
    QVERIFY2(exportQuotePdf(sampleQuote(false), path, &error), qPrintable(error));
    QByteArray bytes;
    QVERIFY(fileBytes(path, &bytes));
    QVERIFY(bytes.startsWith("%PDF-"));
    QVERIFY(bytes.trimmed().endsWith("%%EOF"));
    // No temporary file left next to it.
    const QStringList leftovers = QDir(m_dir.path()).entryList({QStringLiteral("replace.pdf*")}, QDir::Files);
    QCOMPARE(leftovers, QStringList{QStringLiteral("replace.pdf")});
}

void TestQuotePdf::missingFolderFails()
{
    const QString folder = m_dir.filePath(QStringLiteral("does-not-exist"));
    const QString path = folder + QStringLiteral("/quote.pdf");
    QString error;
    QVERIFY(!exportQuotePdf(sampleQuote(false), path, &error));
    QVERIFY2(error.contains(QDir::toNativeSeparators(path)), qPrintable(error));
    QVERIFY2(error.contains(QStringLiteral("does not exist")), qPrintable(error));
    QVERIFY(!QFileInfo::exists(folder));
}

void TestQuotePdf::pathIsFolderFails()
{
    const QString folder = m_dir.filePath(QStringLiteral("a-folder.pdf"));
    QVERIFY(QDir().mkpath(folder));
    QString error;
    QVERIFY(!exportQuotePdf(sampleQuote(false), folder, &error));
    QVERIFY2(error.contains(QDir::toNativeSeparators(folder)), qPrintable(error));
    QVERIFY(QFileInfo(folder).isDir());
}

void TestQuotePdf::readOnlyFolderFails()
{
    const QString folder = m_dir.filePath(QStringLiteral("read-only"));
    QVERIFY(QDir().mkpath(folder));
    const auto restore = qScopeGuard([&] { makeWritable(folder); });
    if (!makeReadOnly(folder))
        QSKIP("this user can write into read-only folders (root): permission bits are not enforced");
    const QString path = folder + QStringLiteral("/quote.pdf");
    QString error;
    QVERIFY(!exportQuotePdf(sampleQuote(false), path, &error));
    QVERIFY2(error.contains(QDir::toNativeSeparators(path)), qPrintable(error));
    QVERIFY2(error.contains(QStringLiteral("read-only")), qPrintable(error));
    QCOMPARE(QDir(folder).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden), QStringList());
}

void TestQuotePdf::existingFileUnchangedWhenExportFails()
{
    const QString folder = m_dir.filePath(QStringLiteral("read-only-with-file"));
    QVERIFY(QDir().mkpath(folder));
    const QString path = folder + QStringLiteral("/quote.pdf");
    const QByteArray before("%PDF-1.4 an earlier export that must survive\n");
    {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(before);
    }
    const auto restore = qScopeGuard([&] { makeWritable(folder); });
    if (!makeReadOnly(folder))
        QSKIP("this user can write into read-only folders (root): permission bits are not enforced");
    QString error;
    QVERIFY(!exportQuotePdf(sampleQuote(true), path, &error));
    QVERIFY(!error.isEmpty());
    QByteArray after;
    QVERIFY(fileBytes(path, &after));
    QCOMPARE(after, before);
    QCOMPARE(QDir(folder).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden),
             QStringList{QStringLiteral("quote.pdf")});
}

void TestQuotePdf::componentColorsDistinctAndOpaque()
{
    QList<QRgb> seen;
    for (fit::Component c : fit::kAllComponents) {
        const QColor color = componentColor(c);
        QVERIFY(color.isValid());
        QCOMPARE(color.alpha(), 255); // PDF/A and print: no transparency
        QVERIFY(!seen.contains(color.rgb()));
        // Not too light to print on white: Rec. 601 luma below 200 of 255.
        QVERIFY(qGray(color.rgb()) < 200);
        seen.append(color.rgb());
    }
}

void TestQuotePdf::segmentColorsMatchPalette()
{
    // The four v1 components keep their colours (the full-attention KV cache is the KV orange).
    QCOMPARE(segmentColor(fit::Segment::Weights), componentColor(fit::Component::Weights));
    QCOMPARE(segmentColor(fit::Segment::KvFullAttention), componentColor(fit::Component::KvCache));
    QCOMPARE(segmentColor(fit::Segment::Activations), componentColor(fit::Component::Activations));
    QCOMPARE(segmentColor(fit::Segment::Runtime), componentColor(fit::Component::Runtime));
    // Okabe-Ito yellow, vermillion and sky blue (jfly.uni-koeln.de/color), and a neutral grey.
    QCOMPARE(segmentColor(fit::Segment::KvSlidingWindow), QColor(0xf0, 0xe4, 0x42));
    QCOMPARE(segmentColor(fit::Segment::KvChunkedLocal), QColor(0xd5, 0x5e, 0x00));
    QCOMPARE(segmentColor(fit::Segment::KvMla), QColor(0x56, 0xb4, 0xe9));
    const QColor grey = segmentColor(fit::Segment::EngineReserve);
    QCOMPARE(grey.red(), grey.green());
    QCOMPARE(grey.green(), grey.blue());
    QList<QRgb> seen;
    for (const fit::Segment s : fit::kAllSegments) {
        const QColor color = segmentColor(s);
        QVERIFY(color.isValid());
        QCOMPARE(color.alpha(), 255);
        QVERIFY2(!seen.contains(color.rgb()), fit::segmentKey(s).data());
        seen.append(color.rgb());
    }
}

void TestQuotePdf::engineNameAndReserve_data()
{
    QTest::addColumn<fit::Engine>("engine");
    QTest::addColumn<QString>("engineName");
    QTest::addColumn<QString>("reserveEntry"); // empty: the engine keeps no reserve
    QTest::addColumn<bool>("runtimeShown");

    // vLLM, gpu_memory_utilization 0.9 (default): reserve = total - floor(total x 900 / 1000)
    //   = 25,757,220,864 - floor(23,181,498,777.6) = 25,757,220,864 - 23,181,498,777 = 2,575,722,087 B
    //   = 2,575,722,087 / 1,073,741,824 = 2.3988 GiB -> "2.40 GiB". Runtime = non-torch 144 MiB.
    QTest::newRow("vllm") << fit::Engine::Vllm << QStringLiteral("vLLM") << QStringLiteral("vLLM reserve: 2.40 GiB")
                          << true;
    // Ollama: cudaMinimumMemory 457 MiB = 479,199,232 B = 0.4463 GiB -> "0.45 GiB"; no runtime term.
    QTest::newRow("ollama") << fit::Engine::Ollama << QStringLiteral("Ollama")
                            << QStringLiteral("Ollama reserve: 0.45 GiB") << false;
    // llama.cpp and ik_llama.cpp keep no reserve; their runtime is 512 MiB = 0.50 GiB.
    QTest::newRow("llama.cpp") << fit::Engine::LlamaCpp << QStringLiteral("llama.cpp") << QString() << true;
    QTest::newRow("ik_llama.cpp") << fit::Engine::IkLlamaCpp << QStringLiteral("ik_llama.cpp") << QString() << true;
    QTest::newRow("generic") << fit::Engine::Generic << QStringLiteral("Generic (Transformers)") << QString() << true;
}

void TestQuotePdf::engineNameAndReserve()
{
    QFETCH(fit::Engine, engine);
    QFETCH(QString, engineName);
    QFETCH(QString, reserveEntry);
    QFETCH(bool, runtimeShown);
    if (!haveTool(QStringLiteral("pdftotext")))
        QSKIP("pdftotext (poppler-utils) is not installed; cannot read the PDF text back");
    const std::optional<Quote> q = engineQuote(engine);
    QVERIFY(q);
    const QString path = m_dir.filePath(QStringLiteral("engine-%1.pdf").arg(QLatin1String(fit::toString(engine))));
    QString error;
    QVERIFY2(exportQuotePdf(*q, path, &error, QStringLiteral("en")), qPrintable(error));
    const QString text = pdfText(path);

    QVERIFY2(pdfHasRow(path, QStringLiteral("Engine"), engineName), qPrintable(engineName));
    // bf16 weights: 8,030,261,248 x 2 = 16,060,522,496 B = 14.957 GiB on the GPU for vLLM and Transformers;
    // llama.cpp and Ollama keep token_embd (128,256 x 4,096 x 2 = 1,050,673,152 B) in host memory:
    // 15,009,849,344 B = 13.979 GiB.
    const bool layerSplit = fit::splitsByLayer(engine);
    QVERIFY2(text.contains(layerSplit ? QStringLiteral("Weights: 13.98 GiB") : QStringLiteral("Weights: 14.96 GiB")),
             qPrintable(text));
    // 24564 MiB / 1024 = 23.988 GiB.
    QVERIFY(text.contains(QStringLiteral("Usable per GPU: 23.99 GiB")));
    if (reserveEntry.isEmpty())
        QVERIFY2(!text.contains(QStringLiteral("reserve:")), qPrintable(text));
    else
        QVERIFY2(text.contains(reserveEntry), qPrintable(text));
    QCOMPARE(text.contains(QStringLiteral("Runtime overhead:")), runtimeShown);
    QVERIFY(text.contains(QStringLiteral("binding constraint: ")));
}

void TestQuotePdf::kvCacheSplitByAttention()
{
    if (!haveTool(QStringLiteral("pdftotext")))
        QSKIP("pdftotext (poppler-utils) is not installed; cannot read the PDF text back");
    Quote q = sampleQuote(true);
    fit::Estimate &e = *q.estimate;
    // Gemma-2-9B-like: 42 layers, 8 KV heads x 256 head_dim x 2 (K and V) x 2 bytes = 16,384 B per token
    // and layer. 21 global layers x 8,192 tokens x 16,384 B = 2,818,572,288 B = 2.625 GiB -> "2.63 GiB"
    // (half up); 21 local layers x 4,096-token window x 16,384 B = 1,409,286,144 B = 1.3125 GiB -> "1.31 GiB".
    e.kvCacheByAttention.fullAttention = 2'818'572'288;
    e.kvCacheByAttention.slidingWindow = 1'409'286'144;
    e.perDevice.kvCache = e.kvCacheByAttention.total();
    e.headroomBytes = e.usablePerDeviceBytes - e.perDevice.total();
    const QString path = m_dir.filePath(QStringLiteral("kv-split.pdf"));
    QVERIFY(exportQuotePdf(q, path, nullptr, QStringLiteral("en")));
    const QString text = pdfText(path);
    QVERIFY2(text.contains(QStringLiteral("KV cache, full attention: 2.63 GiB")), qPrintable(text));
    QVERIFY(text.contains(QStringLiteral("KV cache, sliding window: 1.31 GiB")));
    QVERIFY(!text.contains(QStringLiteral("KV cache:")));
    QVERIFY(!text.contains(QStringLiteral("chunked")));
    QVERIFY(!text.contains(QStringLiteral("MLA")));
}

void TestQuotePdf::verdictNamesBindingConstraint_data()
{
    QTest::addColumn<fit::Constraint>("binding");
    QTest::addColumn<bool>("fits");
    QTest::addColumn<QString>("name");
    QTest::newRow("none") << fit::Constraint::None << true << QStringLiteral("none");
    QTest::newRow("gpu_memory") << fit::Constraint::GpuMemory << false << QStringLiteral("GPU memory");
    QTest::newRow("kv_cache_budget") << fit::Constraint::KvCacheBudget << true << QStringLiteral("KV cache budget");
    QTest::newRow("engine_budget") << fit::Constraint::EngineBudget << false
                                   << QStringLiteral("memory budget (weights and activations exceed memory "
                                                     "\u00d7 utilization)");
    QTest::newRow("engine_reserve") << fit::Constraint::EngineReserve << false
                                    << QStringLiteral("engine reserve (1 \u2212 utilization cannot hold the CUDA "
                                                      "context)");
    QTest::newRow("scheduler_limit") << fit::Constraint::SchedulerLimit << true
                                     << QStringLiteral("scheduler limit (max_num_seqs)");
    QTest::newRow("model_context") << fit::Constraint::ModelContext << true
                                   << QStringLiteral("context limit of the model");
    QTest::newRow("no_parallelism") << fit::Constraint::NoParallelism << false
                                    << QStringLiteral("no tensor-parallel degree fits");
}

void TestQuotePdf::verdictNamesBindingConstraint()
{
    QFETCH(fit::Constraint, binding);
    QFETCH(bool, fits);
    QFETCH(QString, name);
    if (!haveTool(QStringLiteral("pdftotext")))
        QSKIP("pdftotext (poppler-utils) is not installed; cannot read the PDF text back");
    Quote q = sampleQuote(true, fits);
    q.estimate->binding = binding;
    const QString path =
        m_dir.filePath(QStringLiteral("binding-%1.pdf").arg(QLatin1String(fit::constraintKey(binding))));
    QVERIFY(exportQuotePdf(q, path, nullptr, QStringLiteral("en")));
    const QString text = pdfText(path);
    // Fits: 59.69 GiB headroom (see sampleQuote); does not fit: 16 GiB - 19.957 GiB = 3.96 GiB short.
    const QString verdict = fits ? QStringLiteral("Fits: 59.69 GiB headroom per GPU")
                                 : QStringLiteral("Does not fit: 3.96 GiB short per GPU");
    const QString expected = verdict + QStringLiteral(" \u00b7 binding constraint: ") + name;
    QVERIFY2(text.contains(expected), qPrintable(expected + QStringLiteral("\n") + text.left(2000)));
}

void TestQuotePdf::documentInEachLanguage_data()
{
    QTest::addColumn<QString>("lang");
    QTest::addColumn<QString>("total");   // hand-worked, in the language's number format
    QTest::addColumn<QString>("vatBase"); // the VAT line's base
    QTest::addColumn<QString>("tokens");  // 50,000,000 input tokens per month
    // Subtotal 451.92 + 4.67 + 0.29 = 456.88; VAT 21 % = 95.9448 -> 95.94; total 552.82 USD.
    QTest::newRow("en") << QStringLiteral("en") << QStringLiteral("552.82 USD") << QStringLiteral("456.88")
                        << QStringLiteral("50,000,000");
    QTest::newRow("nl") << QStringLiteral("nl") << QStringLiteral("552,82 USD") << QStringLiteral("456,88")
                        << QStringLiteral("50.000.000");
    QTest::newRow("tr") << QStringLiteral("tr") << QStringLiteral("552,82 USD") << QStringLiteral("456,88")
                        << QStringLiteral("50.000.000");
}

void TestQuotePdf::documentInEachLanguage()
{
    QFETCH(QString, lang);
    QFETCH(QString, total);
    QFETCH(QString, vatBase);
    QFETCH(QString, tokens);
    if (!haveTool(QStringLiteral("pdftotext")) || !haveTool(QStringLiteral("pdfinfo")))
        QSKIP("pdftotext/pdfinfo (poppler-utils) are not installed; cannot read the PDF back");
    QTranslator translator;
    const bool translated = lang != QLatin1String("en") && loadTranslation(translator, lang);
    if (translated)
        QVERIFY(QCoreApplication::installTranslator(&translator));
    const auto uninstall = qScopeGuard([&] { QCoreApplication::removeTranslator(&translator); });

    const QString path = m_dir.filePath(QStringLiteral("document-%1.pdf").arg(lang));
    QString error;
    QVERIFY2(exportQuotePdf(fullDocument(lang), path, &error), qPrintable(error));
    const QString text = pdfText(path);
    const int pages = pdfInfoField(path, QStringLiteral("Pages")).toInt();
    QVERIFY2(pages >= 2, qPrintable(QString::number(pages)));

    // Language-neutral content: reference, dates, figures, the edited retention text.
    for (const QString &s : {kReference, QStringLiteral("2026-11-30"), QStringLiteral("2026-12-30"), total, vatBase,
                             QStringLiteral("720"), QStringLiteral("168"), tokens, kRetentionEdit})
        QVERIFY2(text.contains(s), qPrintable(QStringLiteral("missing: ") + s));

    if (lang != QLatin1String("en") && !translated)
        QSKIP("translations/headroom_<lang>.qm was not built; the translated text was not checked");
    // The rules, the retention heading, the VAT line and the footer as the translation words them.
    const QString stop = pdfString("Stopping an allocation does not pause the paid period.");
    if (lang != QLatin1String("en")) // the .qm really translates the rule (it did before this export)
        QVERIFY2(stop != QStringLiteral("Stopping an allocation does not pause the paid period."), qPrintable(stop));
    const QStringList expected = {
        stop,
        pdfString("A week is exactly 7 days and a month exactly 30 days."),
        pdfString("Retention and deletion"),
        pdfString("VAT %1\u00a0% on %2").arg(formatBasisPoints(2100, lang), vatBase).simplified(),
        pdfString("Page %1 of %2").arg(1).arg(pages).simplified(),
        pdfString("Page %1 of %2").arg(pages).arg(pages).simplified(),
    };
    for (const QString &s : expected)
        QVERIFY2(text.contains(s), qPrintable(QStringLiteral("missing: ") + s));
}

void TestQuotePdf::glyphsRoundTrip_data()
{
    QTest::addColumn<QString>("lang");
    QTest::newRow("nl") << QStringLiteral("nl");
    QTest::newRow("tr") << QStringLiteral("tr");
}

void TestQuotePdf::glyphsRoundTrip()
{
    QFETCH(QString, lang);
    if (!haveTool(QStringLiteral("pdftotext")))
        QSKIP("pdftotext (poppler-utils) is not installed; cannot read the PDF text back");
    QuoteDocument doc = fullDocument(lang);
    doc.retention.evidence = QStringLiteral("ğ ş ı İ ĳ Ğ Ş € ₺");
    const QString path = m_dir.filePath(QStringLiteral("glyphs-%1.pdf").arg(lang));
    QVERIFY(exportQuotePdf(doc, path));
    const QString text = pdfText(path);
    for (const QString &letter :
         {QStringLiteral("ğ"), QStringLiteral("ş"), QStringLiteral("ı"), QStringLiteral("İ"), QStringLiteral("ĳ"),
          QStringLiteral("Ğ"), QStringLiteral("Ş"), QStringLiteral("€"), QStringLiteral("₺")})
        QVERIFY2(text.contains(letter), qPrintable(QStringLiteral("missing letter ") + letter));
    QVERIFY(text.contains(kRetentionEdit));
}

void TestQuotePdf::currencySigns_data()
{
    QTest::addColumn<QString>("currency");
    QTest::addColumn<QString>("header");
    QTest::newRow("EUR") << QStringLiteral("EUR") << QStringLiteral("EUR (€)");
    QTest::newRow("TRY") << QStringLiteral("TRY") << QStringLiteral("TRY (₺)");
    QTest::newRow("USD") << QStringLiteral("USD") << QStringLiteral("USD ($)");
}

void TestQuotePdf::currencySigns()
{
    QFETCH(QString, currency);
    QFETCH(QString, header);
    if (!haveTool(QStringLiteral("pdftotext")))
        QSKIP("pdftotext (poppler-utils) is not installed; cannot read the PDF text back");
    const QString path = m_dir.filePath(QStringLiteral("currency-%1.pdf").arg(currency));
    QVERIFY(exportQuotePdf(documentForQuote(sampleQuote(false, true, false, currency), QStringLiteral("tr")), path));
    const QString text = pdfText(path);
    QVERIFY2(text.contains(header), qPrintable(text.left(600)));
    // Same figures in another currency: 456,88 with the ISO code (Turkish separators).
    QVERIFY(text.contains(QStringLiteral("456,88 ") + currency));
}

void TestQuotePdf::fontComesFromResources()
{
    // The bundled DejaVu Sans, not whatever the system has installed.
    QVERIFY(QFile::exists(QStringLiteral(":/fonts/DejaVuSans.ttf")));
    QVERIFY(QFile::exists(QStringLiteral(":/fonts/DejaVuSans-Bold.ttf")));
    QCOMPARE(quoteFontFamily(), QStringLiteral("DejaVu Sans"));
    QVERIFY(QFontDatabase::styles(quoteFontFamily()).contains(QStringLiteral("Bold")));
    if (!haveTool(QStringLiteral("pdffonts")))
        QSKIP("pdffonts (poppler-utils) is not installed; cannot list the PDF fonts");
    const QString path = m_dir.filePath(QStringLiteral("resource-fonts.pdf"));
    QVERIFY(exportQuotePdf(fullDocument(QStringLiteral("tr")), path));
    const QString out = runTool(QStringLiteral("pdffonts"), {path});
    // Both weights, each embedded with a ToUnicode map (selectable text): "emb" and "uni" = "yes". Qt embeds
    // a glyph subset (the file stays small) but names it without the "ABCDEF+" tag, so "sub" reads "no".
    QVERIFY2(out.contains(QStringLiteral("DejaVuSans-Bold")), qPrintable(out));
    const QStringList lines = out.split(QLatin1Char('\n'), Qt::SkipEmptyParts).mid(2);
    QVERIFY2(lines.size() >= 2, qPrintable(out));
    for (const QString &line : lines) {
        QVERIFY2(line.contains(QStringLiteral("DejaVuSans")), qPrintable(line));
        const QStringList cols = line.split(QLatin1Char(' '), Qt::SkipEmptyParts);
        QVERIFY2(cols.size() >= 7, qPrintable(line));
        QCOMPARE(cols.at(cols.size() - 5), QStringLiteral("yes")); // emb
        QCOMPARE(cols.at(cols.size() - 3), QStringLiteral("yes")); // uni
    }
}

void TestQuotePdf::pageSizeForLocale_data()
{
    QTest::addColumn<QString>("locale");
    QTest::addColumn<QPageSize::PageSizeId>("expected");
    QTest::newRow("en_US") << QStringLiteral("en_US") << QPageSize::Letter;
    QTest::newRow("en-US") << QStringLiteral("en-US") << QPageSize::Letter;
    QTest::newRow("en_US.UTF-8") << QStringLiteral("en_US.UTF-8") << QPageSize::Letter;
    QTest::newRow("EN_us") << QStringLiteral("EN_us") << QPageSize::Letter;
    QTest::newRow("en") << QStringLiteral("en") << QPageSize::A4;
    QTest::newRow("en_GB") << QStringLiteral("en_GB") << QPageSize::A4;
    QTest::newRow("nl_NL") << QStringLiteral("nl_NL") << QPageSize::A4;
    QTest::newRow("tr_TR") << QStringLiteral("tr_TR") << QPageSize::A4;
    QTest::newRow("empty") << QString() << QPageSize::A4;
}

void TestQuotePdf::pageSizeForLocale()
{
    QFETCH(QString, locale);
    QFETCH(QPageSize::PageSizeId, expected);
    QCOMPARE(quote::pageSizeForLocale(locale), expected);
}

void TestQuotePdf::letterPageForUsEnglish()
{
    if (!haveTool(QStringLiteral("pdfinfo")))
        QSKIP("pdfinfo (poppler-utils) is not installed; cannot read the page size");
    QuoteDocument doc = fullDocument(QStringLiteral("en"));
    doc.pageSize = quote::pageSizeForLocale(QStringLiteral("en_US"));
    const QString path = m_dir.filePath(QStringLiteral("letter.pdf"));
    QVERIFY(exportQuotePdf(doc, path));
    // US Letter = 8.5 x 11 in = 612 x 792 pt.
    const QSizeF size = pdfPageSize(path);
    QVERIFY2(qAbs(size.width() - 612) < 1.5 && qAbs(size.height() - 792) < 1.5,
             qPrintable(pdfInfoField(path, QStringLiteral("Page size"))));
    doc.pageSize = quote::pageSizeForLocale(QStringLiteral("nl_NL"));
    QVERIFY(exportQuotePdf(doc, path));
    // A4 = 210 x 297 mm = 595.28 x 841.89 pt.
    const QSizeF a4 = pdfPageSize(path);
    QVERIFY(qAbs(a4.width() - 595.28) < 1.5 && qAbs(a4.height() - 841.89) < 1.5);
}

void TestQuotePdf::noTextBelowBottomMargin()
{
    if (!haveTool(QStringLiteral("pdftotext")))
        QSKIP("pdftotext (poppler-utils) is not installed; cannot read word positions");
    // A retention text of 120 sentences runs over several pages and must break between lines.
    QuoteDocument doc = fullDocument(QStringLiteral("en"));
    QStringList sentences;
    for (int i = 1; i <= 120; ++i)
        sentences.append(QStringLiteral("Zeytinyağı clause %1 applies to snapshots and logs.").arg(i));
    doc.retention.customerResponsibility = sentences.join(QLatin1Char(' '));
    const QString path = m_dir.filePath(QStringLiteral("long.pdf"));
    QVERIFY(exportQuotePdf(doc, path));
    const QList<PageWords> pages = wordBoxes(path);
    QVERIFY2(pages.size() >= 4, qPrintable(QString::number(pages.size())));
    // Bottom margin 14 mm = 39.69 pt; the body ends 9 mm (25.51 pt) above it, the footer sits in between.
    const qreal marginPt = 14.0 * 72.0 / 25.4;
    const qreal footerPt = 9.0 * 72.0 / 25.4;
    int clauses = 0;
    for (qsizetype p = 0; p < pages.size(); ++p) {
        const PageWords &page = pages.at(p);
        for (const auto &[word, yMax] : page.words) {
            QVERIFY2(yMax <= page.height - marginPt + 0.5,
                     qPrintable(QStringLiteral("page %1: \"%2\" ends at %3 pt").arg(p + 1).arg(word).arg(yMax)));
            if (word == QStringLiteral("Zeytinyağı")) {
                ++clauses;
                QVERIFY2(yMax <= page.height - marginPt - footerPt + 0.5,
                         qPrintable(QStringLiteral("page %1: body text in the footer at %2 pt").arg(p + 1).arg(yMax)));
            }
        }
    }
    QCOMPARE(clauses, 120); // every line was drawn, none lost at a page break
    const QString text = pdfText(path);
    for (int p = 1; p <= pages.size(); ++p) {
        const QString footer = QStringLiteral("Page %1 of %2").arg(p).arg(pages.size());
        QVERIFY2(text.contains(footer), qPrintable(footer));
    }
}

void TestQuotePdf::measurementNotes()
{
    if (!haveTool(QStringLiteral("pdftotext")))
        QSKIP("pdftotext (poppler-utils) is not installed; cannot read the PDF text back");
    QuoteDocument doc = documentForQuote(sampleQuote(false), QStringLiteral("en"));
    const QString empty = m_dir.filePath(QStringLiteral("measure-empty.pdf"));
    QVERIFY(exportQuotePdf(doc, empty));
    const QString missing = QStringLiteral("to be measured");
    for (const QString &key : {QStringLiteral("Input tokens per month"), QStringLiteral("Output tokens per month"),
                               QStringLiteral("Concurrent requests"), QStringLiteral("Error rate"),
                               QStringLiteral("Data refresh frequency")})
        QVERIFY2(pdfHasRow(empty, key, missing), qPrintable(key));

    doc.measurements.inputTokensPerMonth = 1'200'000'000;
    doc.measurements.outputTokensPerMonth = 300'000'000;
    doc.measurements.concurrency = 16;
    doc.measurements.errorRate = QStringLiteral("0.4 % of requests");
    doc.measurements.dataRefresh = QStringLiteral("nightly at 02:00");
    const QString filled = m_dir.filePath(QStringLiteral("measure-filled.pdf"));
    QVERIFY(exportQuotePdf(doc, filled));
    QVERIFY(!pdfHasRow(filled, QStringLiteral("Error rate"), missing));
    QVERIFY(pdfHasRow(filled, QStringLiteral("Input tokens per month"), QStringLiteral("1,200,000,000")));
    QVERIFY(pdfHasRow(filled, QStringLiteral("Output tokens per month"), QStringLiteral("300,000,000")));
    QVERIFY(pdfHasRow(filled, QStringLiteral("Concurrent requests"), QStringLiteral("16")));
    QVERIFY(pdfHasRow(filled, QStringLiteral("Error rate"), QStringLiteral("0.4 % of requests")));
    QVERIFY(pdfHasRow(filled, QStringLiteral("Data refresh frequency"), QStringLiteral("nightly at 02:00")));
}

void TestQuotePdf::routesOnlyWhenIncluded()
{
    if (!haveTool(QStringLiteral("pdftotext")))
        QSKIP("pdftotext (poppler-utils) is not installed; cannot read the PDF text back");
    QuoteDocument doc = fullDocument(QStringLiteral("en"));
    const QString with = m_dir.filePath(QStringLiteral("routes-on.pdf"));
    QVERIFY(exportQuotePdf(doc, with));
    const QString text = pdfText(with);
    for (const QString &s : {QStringLiteral("Three routes compared"), QStringLiteral("Hosted model API"),
                             QStringLiteral("Managed endpoint"), QStringLiteral("Own runtime")})
        QVERIFY2(text.contains(s), qPrintable(s));
    // Own runtime = the GPU line: 168 h x 2.69 = 451.92 USD. Model API for one week of 50 M input and
    // 10 M output tokens a month at the built-in 0.28 / 0.83 USD per million: 22.30 x 168 / 720 = 5.20 USD.
    QVERIFY(text.contains(QStringLiteral("451.92 USD")));
    QVERIFY(text.contains(QStringLiteral("5.20 USD")));

    doc.includeRoutes = false;
    const QString without = m_dir.filePath(QStringLiteral("routes-off.pdf"));
    QVERIFY(exportQuotePdf(doc, without));
    QVERIFY(!pdfText(without).contains(QStringLiteral("Hosted model API")));
}

void TestQuotePdf::defaultRetentionBlockIsPrinted()
{
    if (!haveTool(QStringLiteral("pdftotext")))
        QSKIP("pdftotext (poppler-utils) is not installed; cannot read the PDF text back");
    const RetentionBlock defaults = defaultRetentionBlock();
    QVERIFY(!defaults.layer.isEmpty() && !defaults.evidence.isEmpty() && !defaults.customerResponsibility.isEmpty());
    const QString path = m_dir.filePath(QStringLiteral("retention-default.pdf"));
    QVERIFY(exportQuotePdf(sampleQuote(false), path)); // the old entry point: default retention texts
    const QString text = pdfText(path);
    for (const QString &s : {defaults.layer, defaults.evidence, defaults.customerResponsibility})
        QVERIFY2(text.contains(s.simplified()), qPrintable(s));
    for (const QString &s : {QStringLiteral("Signed off for the customer team"),
                             QStringLiteral("Signed off for the provider"), QStringLiteral("Signature")})
        QVERIFY2(text.contains(s), qPrintable(s));
}

void TestQuotePdf::unwritableFolderFailsEvenForRoot()
{
    // sysfs refuses new files even to root, where permission bits do not (readOnlyFolderFails skips then).
    const QString folder = QStringLiteral("/sys");
    QFile probe(folder + QStringLiteral("/headroom-probe"));
    if (!QFileInfo(folder).isDir() || probe.open(QIODevice::WriteOnly))
        QSKIP("no folder here that refuses new files to every user");
    const QString path = folder + QStringLiteral("/headroom-quote.pdf");
    QString error;
    QVERIFY(!exportQuotePdf(fullDocument(QStringLiteral("en")), path, &error));
    QVERIFY2(error.contains(QDir::toNativeSeparators(path)), qPrintable(error));
    QVERIFY2(error.contains(QStringLiteral("\"/sys\"")), qPrintable(error));
    QVERIFY(!QFileInfo::exists(path));
}

void TestQuotePdf::spotRuleOnlyWithSpotLine()
{
    if (!haveTool(QStringLiteral("pdftotext")))
        QSKIP("pdftotext (poppler-utils) is not installed; cannot read the PDF text back");
    catalog::PriceList list = testList();
    list.gpus[0].spotHourlyMicros = 1'500'000; // 1.50 USD per GPU-hour, interruptible
    QuoteRequest r;
    r.gpuId = QStringLiteral("h100-80gb");
    r.term = Term::Day;
    r.pricing = PricingModel::Spot;
    Quote spot = *buildQuote(r, list, QDate(2026, 11, 30));
    spot.reference = kReference;
    const QString path = m_dir.filePath(QStringLiteral("spot.pdf"));
    QVERIFY(exportQuotePdf(spot, path, nullptr, QStringLiteral("en")));
    const QString text = pdfText(path);
    // 24 h x 1.50 = 36.00 USD, with the line warning and the rule.
    QVERIFY(text.contains(QStringLiteral("36.00 USD")));
    QVERIFY(text.contains(QStringLiteral("Spot line: the capacity can be interrupted")));
    QVERIFY(text.contains(QStringLiteral("needs a recovery plan, such as training checkpoints it can resume from")));

    const QString onDemand = m_dir.filePath(QStringLiteral("no-spot.pdf"));
    QVERIFY(exportQuotePdf(sampleQuote(false), onDemand, nullptr, QStringLiteral("en")));
    QVERIFY(!pdfText(onDemand).contains(QStringLiteral("recovery plan")));
}

void TestQuotePdf::upFrontAndMeteredTotals()
{
    if (!haveTool(QStringLiteral("pdftotext")))
        QSKIP("pdftotext (poppler-utils) is not installed; cannot read the PDF text back");
    QuoteRequest r;
    r.gpuId = QStringLiteral("h100-80gb");
    r.term = Term::Week;
    r.pricing = PricingModel::FixedTerm;
    r.storageGb = 200;
    r.egressGb = 3;
    Quote q = *buildQuote(r, testList(), QDate(2026, 11, 30));
    q.reference = kReference;
    const QString path = m_dir.filePath(QStringLiteral("fixed.pdf"));
    QVERIFY(exportQuotePdf(q, path, nullptr, QStringLiteral("en")));
    // The list has no week price: 168 h x 2.69 = 451.92 up front; storage 4.67 + egress 0.29 = 4.96 metered;
    // no VAT requested.
    QVERIFY(pdfHasRow(path, QStringLiteral("of which up front (fixed terms)"), QStringLiteral("451.92 USD")));
    QVERIFY(pdfHasRow(path, QStringLiteral("of which metered"), QStringLiteral("4.96 USD")));
    QVERIFY(pdfHasRow(path, QStringLiteral("Subtotal (net)"), QStringLiteral("456.88 USD")));
    QVERIFY(pdfHasRow(path, QStringLiteral("VAT"), QStringLiteral("not included")));
    QVERIFY(pdfText(path).contains(QStringLiteral("Prices exclude VAT and other taxes.")));
}

void TestQuotePdf::doesNotFitBanner_data()
{
    QTest::addColumn<int>("gpus");
    QTest::addColumn<QString>("banner"); // "" = no banner

    // 1 x L40S, per GPU:
    //   weights      70,553,706,496 x 2 bytes                                         = 141,107,412,992
    //   KV cache     2 (K, V) x 80 layers x 8 heads x 128 x 2 bytes = 327,680 B/token x 4096 = 1,342,177,280
    //   activations  chunk min(512, 4096) = 512: FFN 512 x (8192 + 2 x 28672) x 4 = 134,217,728; KQ
    //                4096 x 512 x 2 = 4,194,304; logits 1 x 128256 x 4 = 513,024       =     138,925,056
    //   runtime      512 MiB                                                          =     536,870,912
    //   total                                                                         = 143,125,386,240
    //   usable 48,305,799,168: short by 94,819,587,072 B = 88.307 GiB -> "88.31"; the weights alone exceed it.
    QTest::newRow("1 x L40S") << 1
                              << QStringLiteral(
                                     "The configuration quoted does not fit: 1 × NVIDIA L40S needs 88.31 GiB "
                                     "more per GPU than it has (binding constraint: weights alone). The "
                                     "prices below are for this configuration as quoted.");
    // 2 x L40S, tensor parallel 2, per GPU: weights 141,107,412,992 / 2 = 70,553,706,496; KV heads 8 / 2 = 4:
    // 163,840 B/token x 4096 = 671,088,640; activations 512 x (8192 + 57344 / 2) x 4 = 75,497,472 + 4,194,304 +
    // 513,024 = 80,204,800; runtime 536,870,912; total 71,841,870,848; short by 71,841,870,848 - 48,305,799,168
    // = 23,536,071,680 B = 21.920 GiB -> "21.92"; the weights alone (70.55e9 > 48.31e9) exceed the memory.
    QTest::newRow("2 x L40S") << 2
                              << QStringLiteral(
                                     "The configuration quoted does not fit: 2 × NVIDIA L40S needs 21.92 GiB "
                                     "more per GPU than it has (binding constraint: weights alone). The "
                                     "prices below are for this configuration as quoted.");
    // 4 x L40S: weights 35,276,853,248 per GPU, well inside 48,305,799,168: it fits, no banner.
    QTest::newRow("4 x L40S fits") << 4 << QString();
}

void TestQuotePdf::doesNotFitBanner()
{
    QFETCH(int, gpus);
    QFETCH(QString, banner);
    if (!haveTool(QStringLiteral("pdftotext")))
        QSKIP("pdftotext (poppler-utils) is not installed; cannot read the PDF text back");
    const std::optional<Quote> q = llama70bOnL40s(gpus);
    QVERIFY(q);
    QCOMPARE(q->estimate->fits, banner.isEmpty());
    const QString path = m_dir.filePath(QStringLiteral("banner-%1.pdf").arg(gpus));
    QString error;
    QVERIFY2(exportQuotePdf(*q, path, &error, QStringLiteral("en")), qPrintable(error));
    const QString page1 = pdfPageText(path, 1);
    QVERIFY(page1.contains(kReference));
    if (banner.isEmpty()) {
        QVERIFY2(!page1.contains(QLatin1String("does not fit")), qPrintable(page1));
        return;
    }
    QVERIFY2(page1.contains(banner), qPrintable(page1.left(900)));
    // Near the top: before the line items.
    QVERIFY2(page1.indexOf(banner) < page1.indexOf(QLatin1String("Line items")), qPrintable(page1.left(900)));
    // Once: the fit section states its verdict in its own words.
    QCOMPARE(pdfText(path).count(QLatin1String("The configuration quoted does not fit")), 1);
}

void TestQuotePdf::bannerWithoutFitSection()
{
    if (!haveTool(QStringLiteral("pdftotext")))
        QSKIP("pdftotext (poppler-utils) is not installed; cannot read the PDF text back");
    // sampleQuote(true, false): 19.957 GiB needed on 16 GiB, 3.957 GiB short -> "3.96"; the weights (14.96 GiB)
    // fit, so the default binding constraint reads "GPU memory". The banner stays when the fit section is off.
    QuoteDocument doc = documentForQuote(sampleQuote(true, false), QStringLiteral("en"));
    doc.includeFit = false;
    const QString path = m_dir.filePath(QStringLiteral("banner-nofit-section.pdf"));
    QString error;
    QVERIFY2(exportQuotePdf(doc, path, &error), qPrintable(error));
    const QString page1 = pdfPageText(path, 1);
    QVERIFY2(page1.contains(QStringLiteral("The configuration quoted does not fit: 1 × NVIDIA H100 80GB HBM3 needs "
                                           "3.96 GiB more per GPU than it has (binding constraint: GPU memory).")),
             qPrintable(page1.left(900)));
    QVERIFY(!pdfText(path).contains(QLatin1String("Usable per GPU")));
    // A quote without a fit scenario has no banner.
    const QString bare = m_dir.filePath(QStringLiteral("banner-bare.pdf"));
    QVERIFY(exportQuotePdf(sampleQuote(false), bare, nullptr, QStringLiteral("en")));
    QVERIFY(!pdfText(bare).contains(QLatin1String("does not fit")));
}

void TestQuotePdf::assumptionsInPdfLanguage_data()
{
    QTest::addColumn<QString>("lang");
    QTest::addColumn<int>("engine");
    for (const char *lang : {"nl", "tr"}) {
        for (const fit::Engine engine : {fit::Engine::Generic, fit::Engine::LlamaCpp, fit::Engine::Vllm}) {
            QTest::addRow("%s %s", lang, fit::toString(engine).data()) << QString::fromLatin1(lang) << int(engine);
        }
    }
}

void TestQuotePdf::assumptionsInPdfLanguage()
{
    QFETCH(QString, lang);
    QFETCH(int, engine);
    if (!haveTool(QStringLiteral("pdftotext")))
        QSKIP("pdftotext (poppler-utils) is not installed; cannot read the PDF text back");
    const std::optional<Quote> q = engineQuote(fit::Engine(engine));
    QVERIFY(q);
    const fit::Estimate &e = *q->estimate;
    QVERIFY(!e.assumptionItems.empty());
    // The English sentences: fit's own, and the English templates with the language's digits (what an
    // untranslated sentence prints in that locale: "8.192 tokens").
    QStringList english;
    for (const std::string &a : e.assumptions)
        english << QString::fromStdString(a).simplified();
    for (const QString &a : scenario::labels::assumptionTexts(e, localeForLanguage(lang)))
        english << a.simplified();

    QTranslator translator;
    if (!loadTranslation(translator, lang))
        QSKIP("translations/headroom_<lang>.qm was not built");
    QVERIFY(QCoreApplication::installTranslator(&translator));
    const auto uninstall = qScopeGuard([&] { QCoreApplication::removeTranslator(&translator); });
    const QString path = m_dir.filePath(QStringLiteral("assumptions-%1-%2.pdf").arg(lang).arg(engine));
    QString error;
    QVERIFY2(exportQuotePdf(*q, path, &error, lang), qPrintable(error));
    const QString text = pdfText(path);
    const QString heading = pdfString("Assumptions of the estimate");
    QVERIFY2(text.contains(heading), qPrintable(heading));
    // Every sentence the PDF prints is the translated one, in order.
    for (const QString &a : scenario::labels::assumptionTexts(e, localeForLanguage(lang)))
        QVERIFY2(text.contains(a.simplified()), qPrintable(QStringLiteral("missing: ") + a));
    QStringList untranslated;
    for (const QString &a : std::as_const(english)) {
        if (text.contains(a))
            untranslated << a;
    }
    untranslated.removeDuplicates();
    QVERIFY2(untranslated.isEmpty(),
             qPrintable(QStringLiteral("English in the %1 PDF:\n").arg(lang) + untranslated.join(QLatin1Char('\n'))));
}

QTEST_MAIN(TestQuotePdf)
#include "tst_quotepdf.moc"
