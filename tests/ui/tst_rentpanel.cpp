// SPDX-License-Identifier: GPL-3.0-or-later
// "What should I rent?" in the window (issue 13): the panel fills a quote::RentRequest from its inputs and
// shows quote::solveRent()'s answers (GPU and total in each row, one mini memory bar per answer), "Quote
// this…" opens the quote dialog on exactly that answer, an empty result and a refused request say so in
// the panel; the fit explorer shows fit::throughput() under its chart; a custom GPU joins the GPU lists
// and the settings. Offscreen. With HEADROOM_RENT_SCREENSHOTS=DIR, screenshots() saves the window with the
// panel in en, nl and tr to DIR/screenshot-rent-<lang>.png (the README's, in docs/).

#include <cli/cli.h>
#include <ui/customgpudialog.h>
#include <ui/fitexplorer.h>
#include <ui/mainwindow.h>
#include <ui/pricelistfiles.h>
#include <ui/quotedialog.h>
#include <ui/rentanswerchart.h>
#include <ui/rentpanel.h>
#include <ui/uisettings.h>

#include <catalog/catalog.h>
#include <fit/throughput.h>
#include <glossary/termbase.h>
#include <quote/quote.h>

#include <QApplication>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTextStream>
#include <QTimer>
#include <QToolButton>

#include <cmath>
#include <memory>

using headroom::catalog::Catalog;
using headroom::fit::Segment;
using headroom::quote::PricingModel;
using headroom::quote::RentAnswer;
using headroom::ui::CustomGpuDialog;
using headroom::ui::CustomGpuInputs;
using headroom::ui::CustomGpus;
using headroom::ui::MainWindow;
using headroom::ui::QuoteDialog;
using headroom::ui::RentAnswerChart;
using headroom::ui::RentPanel;

namespace {

constexpr double kGiB = 1024.0 * 1024.0 * 1024.0;

/// Llama 3.1 8B, context 8192, 8 sequences (the example), generic engine, model's own weights.
void fillLlama8b(RentPanel &panel)
{
    panel.modelCombo()->setCurrentIndex(panel.modelCombo()->findData(QStringLiteral("llama-3.1-8b")));
    QVERIFY(panel.modelCombo()->currentIndex() >= 0);
    panel.contextSpinBox()->setValue(8192);
    panel.concurrencySpinBox()->setValue(8);
    panel.find();
}

/// Runs `body` on the next modal dialog of type T (from inside its event loop), then closes it.
template<typename T, typename Body> std::unique_ptr<QTimer> whenModal(QObject *context, Body body)
{
    auto timer = std::make_unique<QTimer>();
    QObject::connect(timer.get(), &QTimer::timeout, context, [body, t = timer.get()] {
        if (auto *dialog = qobject_cast<T *>(QApplication::activeModalWidget())) {
            t->stop();
            body(dialog);
            dialog->reject();
        }
    });
    timer->start(10);
    return timer;
}

/// `headroom ARGUMENTS` in-process (cli::run) as JSON; an empty object when it fails.
QJsonObject runCliJson(const QStringList &arguments)
{
    QString out;
    QString err;
    QTextStream outStream(&out);
    QTextStream errStream(&err);
    const int code = headroom::cli::run(QStringList{QStringLiteral("headroom")} + arguments, outStream, errStream);
    outStream.flush();
    if (code != 0)
        qWarning() << err;
    return code == 0 ? QJsonDocument::fromJson(out.toUtf8()).object() : QJsonObject();
}

} // namespace

class TstRentPanel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void llama8bListsAnswersWithGpuAndTotal();
    void miniChartShowsTheAnswersSegments();
    void quoteThisOpensTheQuoteDialogOnTheAnswer();
    void nothingFitsSaysSo();
    void refusedRequestShowsTheMessage();
    void explorerShowsTheThroughputOfItsScenario();
    void windowAndCommandLineAgree();
    void languageFormatsTheMoney();
    void customGpuProblems();
    void customGpuJoinsTheListsAndTheSettings();
    void customGpuIsRentedFromAListThatPricesIt();
    void screenshots();
};

void TstRentPanel::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("Headroom"));
    QCoreApplication::setApplicationName(QStringLiteral("headroom-test-rent"));
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
}

void TstRentPanel::init()
{
    headroom::ui::UiSettings{}.save();
    headroom::ui::UiSettings::setCustomGpus({});
    headroom::ui::PriceListFiles::remember(QString());
}

void TstRentPanel::llama8bListsAnswersWithGpuAndTotal()
{
    const Catalog &catalog = Catalog::builtIn();
    RentPanel panel(catalog);
    fillLlama8b(panel);
    QVERIFY2(panel.result().has_value(), qPrintable(panel.errorText()));
    const QList<RentAnswer> &answers = panel.result()->answers;
    QVERIFY(!answers.isEmpty());
    QCOMPARE(panel.answersTable()->rowCount(), int(answers.size()));
    const QString currency = catalog.priceList().currency;
    for (int row = 0; row < answers.size(); ++row) {
        const RentAnswer &a = answers.at(row);
        const QString configuration = panel.answersTable()->item(row, RentPanel::ConfigurationColumn)->text();
        QVERIFY2(configuration.contains(a.gpuName), qPrintable(configuration));
        QVERIFY2(configuration.contains(QStringLiteral("%1 × ").arg(a.gpus)), qPrintable(configuration));
        const QString cost = panel.answersTable()->item(row, RentPanel::CostColumn)->text();
        QVERIFY2(cost.contains(headroom::quote::formatMoney(a.total, QStringLiteral("en"))), qPrintable(cost));
        QVERIFY(panel.quoteButton(row) != nullptr);
        // On demand for one 30-day month is the list's hourly rate x 720 h x GPUs (prices-example.json),
        // worked out from the list's own figure, not from the answer.
        if (a.pricing == PricingModel::OnDemand) {
            const std::optional<headroom::catalog::GpuPrice> price = catalog.priceList().priceFor(a.gpuId);
            QVERIFY(price.has_value());
            QCOMPARE(a.total.minor, headroom::quote::microsToMinorHalfUp(price->hourlyMicros * 720 * a.gpus, currency));
        }
    }
    // Cheapest first.
    for (int row = 1; row < answers.size(); ++row)
        QVERIFY(answers.at(row - 1).total.minor <= answers.at(row).total.minor);
    QVERIFY2(panel.statusText().contains(QStringLiteral("Configurations tried")), qPrintable(panel.statusText()));
}

void TstRentPanel::miniChartShowsTheAnswersSegments()
{
    RentPanel panel(Catalog::builtIn());
    fillLlama8b(panel);
    QVERIFY(panel.result() && !panel.result()->answers.isEmpty());
    for (int row = 0; row < panel.result()->answers.size(); ++row) {
        const RentAnswer &a = panel.result()->answers.at(row);
        auto *chart = qobject_cast<RentAnswerChart *>(panel.answersTable()->cellWidget(row, RentPanel::MemoryColumn));
        QVERIFY(chart);
        QCOMPARE(chart->usableBytes(), a.estimate.usablePerDeviceBytes);
        QCOMPARE(chart->totalBytes(), a.estimate.perDevice.total());
        if (a.choice.weights)
            continue; // another precision than the model's bf16
        // Llama 3.1 8B in bf16: 8,030,261,248 parameters (the model card's safetensors total, 8.03B) x 2 bytes
        // = 16,060,522,496 B = 14.96 GiB over the GPUs of one replica.
        const double weightsGiB = double(chart->segmentBytes(Segment::Weights)) * a.tensorParallel / kGiB;
        QVERIFY2(weightsGiB > 14.9 && weightsGiB < 15.1, qPrintable(QString::number(weightsGiB)));
    }
}

void TstRentPanel::quoteThisOpensTheQuoteDialogOnTheAnswer()
{
    MainWindow window(Catalog::builtIn(), headroom::glossary::Termbase::builtIn());
    window.show();
    QTest::mouseClick(window.pageButton(1), Qt::LeftButton); // the switch in the menu bar's corner
    QCOMPARE(window.pages()->currentWidget(), static_cast<QWidget *>(window.rentPanel()));
    QVERIFY(window.pageButton(1)->isChecked());
    RentPanel *panel = window.rentPanel();
    fillLlama8b(*panel);
    QVERIFY(panel->result() && !panel->result()->answers.isEmpty());
    const int row = int(panel->result()->answers.size()) - 1; // not just the first
    const RentAnswer answer = panel->result()->answers.at(row);
    bool seen = false;
    auto timer = whenModal<QuoteDialog>(&window, [&](QuoteDialog *dialog) {
        seen = true;
        QCOMPARE(dialog->gpuCombo()->currentData().toString(), answer.gpuId);
        QCOMPARE(dialog->gpuCountSpinBox()->value(), answer.gpus);
        QCOMPARE(dialog->termCombo()->currentData().toString(), headroom::quote::termKey(answer.request.term));
        QCOMPARE(dialog->termsSpinBox()->value(), answer.request.terms);
        QCOMPARE(dialog->pricingCombo()->currentData().toString(), headroom::quote::pricingModelKey(answer.pricing));
        QVERIFY(dialog->quoteScenario().has_value());
        QCOMPARE(dialog->quoteScenario()->hardware.tensorParallel, answer.tensorParallel);
        QCOMPARE(dialog->totalText(), headroom::quote::formatMoney(answer.total, QStringLiteral("en")));
    });
    QTest::mouseClick(panel->quoteButton(row), Qt::LeftButton);
    QVERIFY(seen);
}

void TstRentPanel::nothingFitsSaysSo()
{
    // Llama 3.1 405B in bf16 is 405,853,388,800 x 2 B = 811.7 GB of weights (models.json): no single GPU
    // of the catalogue (the largest, 256 GB) holds it.
    RentPanel panel(Catalog::builtIn());
    panel.modelCombo()->setCurrentIndex(panel.modelCombo()->findData(QStringLiteral("llama-3.1-405b")));
    panel.maxGpusSpinBox()->setValue(1);
    panel.find();
    QVERIFY2(panel.result().has_value(), qPrintable(panel.errorText()));
    QVERIFY(panel.result()->answers.isEmpty());
    QCOMPARE(panel.answersTable()->rowCount(), 0);
    QVERIFY2(panel.statusLabel()->text().startsWith(QStringLiteral("Nothing fits")),
             qPrintable(panel.statusLabel()->text()));
}

void TstRentPanel::refusedRequestShowsTheMessage()
{
    // Llama 3.1 8B reads at most max_position_embeddings = 131,072 tokens (its config.json).
    RentPanel panel(Catalog::builtIn());
    panel.modelCombo()->setCurrentIndex(panel.modelCombo()->findData(QStringLiteral("llama-3.1-8b")));
    panel.contextSpinBox()->setValue(262144);
    panel.find();
    if (panel.result()) {
        QVERIFY(panel.errorText().isEmpty());
        QSKIP("resolve() clamps the context to the model's limit: no refusal to show");
    }
    QVERIFY(!panel.errorText().isEmpty());
    QVERIFY2(panel.statusLabel()->text().startsWith(QStringLiteral("Cannot search: ")),
             qPrintable(panel.statusLabel()->text()));
    QCOMPARE(panel.answersTable()->rowCount(), 0);
}

void TstRentPanel::explorerShowsTheThroughputOfItsScenario()
{
    headroom::ui::FitExplorer explorer(Catalog::builtIn());
    QVERIFY(explorer.selectModel(QStringLiteral("llama-3.1-8b")));
    QVERIFY(explorer.selectGpu(QStringLiteral("rtx-4090")));
    QVERIFY(explorer.currentEstimate().has_value());
    QVERIFY(explorer.currentThroughput().has_value());
    const headroom::fit::Throughput expected =
        headroom::fit::throughput(explorer.currentScenario(), *explorer.currentEstimate());
    QCOMPARE(explorer.currentThroughput()->known, expected.known);
    QCOMPARE(explorer.currentThroughput()->decodeTokensPerSecond, expected.decodeTokensPerSecond);
    QCOMPARE(explorer.currentThroughput()->timeToFirstTokenMs, expected.timeToFirstTokenMs);
    const QString text = explorer.throughputText();
    if (!expected.known) {
        QCOMPARE(text, QStringLiteral("Throughput not known for this GPU"));
        return;
    }
    QVERIFY2(text.startsWith(QStringLiteral("Decode: ")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("Time to first token")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("memory bandwidth")) || text.contains(QStringLiteral("compute")),
             qPrintable(text));
}

void TstRentPanel::windowAndCommandLineAgree()
{
    // The panel and `headroom rent --json` run the same solver on the same request: the same answers.
    RentPanel panel(Catalog::builtIn());
    fillLlama8b(panel);
    QVERIFY(panel.result() && !panel.result()->answers.isEmpty());
    const QJsonObject rent =
        runCliJson({QStringLiteral("rent"), QStringLiteral("--model"), QStringLiteral("llama-3.1-8b"),
                    QStringLiteral("--context"), QStringLiteral("8192"), QStringLiteral("--concurrency"),
                    QStringLiteral("8"), QStringLiteral("--term"), QStringLiteral("month"), QStringLiteral("--json")});
    const QJsonArray answers = rent.value(QStringLiteral("answers")).toArray();
    QCOMPARE(answers.size(), panel.result()->answers.size());
    for (int i = 0; i < answers.size(); ++i) {
        const QJsonObject cli = answers.at(i).toObject();
        const RentAnswer &a = panel.result()->answers.at(i);
        QCOMPARE(cli.value(QStringLiteral("gpu")).toString(), a.gpuId);
        QCOMPARE(cli.value(QStringLiteral("gpus")).toInt(), a.gpus);
        QCOMPARE(cli.value(QStringLiteral("tensor_parallel")).toInt(), a.tensorParallel);
        QCOMPARE(cli.value(QStringLiteral("pricing")).toString(), headroom::quote::pricingModelKey(a.pricing));
        QCOMPARE(qint64(cli.value(QStringLiteral("total_minor")).toDouble()), a.total.minor);
    }

    // The lines under the explorer's chart are `headroom estimate --json`'s figures.
    headroom::ui::FitExplorer explorer(Catalog::builtIn());
    QVERIFY(explorer.selectModel(QStringLiteral("llama-3.1-8b")));
    QVERIFY(explorer.selectGpu(QStringLiteral("rtx-4090")));
    explorer.contextSpinBox()->setValue(8192);
    explorer.concurrencySpinBox()->setValue(4);
    QVERIFY(explorer.currentThroughput() && explorer.currentThroughput()->known);
    const QJsonObject estimate = runCliJson(
        {QStringLiteral("estimate"), QStringLiteral("--model"), QStringLiteral("llama-3.1-8b"), QStringLiteral("--gpu"),
         QStringLiteral("rtx-4090"), QStringLiteral("--context"), QStringLiteral("8192"),
         QStringLiteral("--concurrency"), QStringLiteral("4"), QStringLiteral("--json")});
    const headroom::fit::Throughput &t = *explorer.currentThroughput();
    // The JSON rounds to two decimals.
    QCOMPARE(estimate.value(QStringLiteral("decode_tokens_per_second")).toDouble(),
             std::round(t.decodeTokensPerSecond * 100) / 100);
    QCOMPARE(estimate.value(QStringLiteral("decode_tokens_per_second_aggregate")).toDouble(),
             std::round(t.decodeTokensPerSecondAggregate * 100) / 100);
    QCOMPARE(estimate.value(QStringLiteral("prefill_tokens_per_second")).toDouble(),
             std::round(t.prefillTokensPerSecond * 100) / 100);
    QCOMPARE(estimate.value(QStringLiteral("time_to_first_token_ms")).toDouble(),
             std::round(t.timeToFirstTokenMs * 100) / 100);
    const QString text = explorer.throughputText();
    const QLocale locale;
    QVERIFY2(text.contains(locale.toString(t.decodeTokensPerSecond, 'f', 1)), qPrintable(text));
    QVERIFY2(text.contains(locale.toString(t.timeToFirstTokenMs, 'f', 0)), qPrintable(text));
}

void TstRentPanel::languageFormatsTheMoney()
{
    RentPanel panel(Catalog::builtIn());
    fillLlama8b(panel);
    QVERIFY(panel.result() && !panel.result()->answers.isEmpty());
    panel.setLanguage(QStringLiteral("nl"));
    const RentAnswer &a = panel.result()->answers.first();
    // 158.40 USD reads "158,40 USD" in Dutch (formatMoney: the locale's decimal comma).
    const QString cost = panel.answersTable()->item(0, RentPanel::CostColumn)->text();
    QVERIFY2(cost.contains(headroom::quote::formatMoney(a.total, QStringLiteral("nl"))), qPrintable(cost));
    QVERIFY(panel.draftFor(0).has_value());
    QCOMPARE(panel.draftFor(0)->language, QStringLiteral("nl"));
    QVERIFY(!panel.draftFor(int(panel.result()->answers.size())).has_value());
}

void TstRentPanel::customGpuProblems()
{
    const Catalog &catalog = Catalog::builtIn();
    CustomGpuInputs in;
    QCOMPARE(CustomGpus::problem(in, catalog), QStringLiteral("Give the GPU a name."));
    in.name = QStringLiteral("Lab card");
    QVERIFY(CustomGpus::problem(in, catalog).startsWith(QStringLiteral("The memory must be more than 0")));
    in.memoryGiB = 24;
    QVERIFY(CustomGpus::problem(in, catalog).startsWith(QStringLiteral("The memory bandwidth")));
    in.bandwidthGBps = 1008;
    QVERIFY(CustomGpus::problem(in, catalog).startsWith(QStringLiteral("The FP16 tensor throughput")));
    in.fp16Tflops = 165.2;
    QCOMPARE(CustomGpus::problem(in, catalog), QString());
    in.link = headroom::fit::Interconnect::InfinityFabric; // AMD's link on a CUDA card
    QVERIFY(CustomGpus::problem(in, catalog).startsWith(QStringLiteral("Infinity Fabric is AMD's link")));
    in.link = headroom::fit::Interconnect::Pcie;
    in.linkGBps = 2000; // faster than its own 1008 GB/s memory
    QVERIFY(CustomGpus::problem(in, catalog).startsWith(QStringLiteral("The GPU-to-GPU link")));

    CustomGpuDialog dialog(catalog);
    QVERIFY(!dialog.buttons()->button(QDialogButtonBox::Ok)->isEnabled());
    QVERIFY(!dialog.problemLabel()->text().isEmpty());
    dialog.pcieGenerationSpinBox()->setValue(5);
    QCOMPARE(dialog.linkBandwidthSpinBox()->value(), 63.0); // 32 GT/s x 16 x 128/130 / 8
}

void TstRentPanel::customGpuJoinsTheListsAndTheSettings()
{
    CustomGpuInputs in;
    in.name = QStringLiteral("Lab card 24G");
    in.memoryGiB = 24; // 24 x 2^30 = 25,769,803,776 bytes
    in.bandwidthGBps = 1008;
    in.fp16Tflops = 165.2;
    in.pcieGeneration = 4;
    in.linkGBps = 31.5;
    QString id;
    {
        MainWindow window(Catalog::builtIn(), headroom::glossary::Termbase::builtIn());
        QString error;
        id = window.addCustomGpu(in, &error);
        QVERIFY2(!id.isEmpty(), qPrintable(error));
        QCOMPARE(id, QStringLiteral("custom-lab-card-24g"));
        const headroom::catalog::Gpu *gpu = window.catalog().gpu(id);
        QVERIFY(gpu);
        QVERIFY(gpu->userDefined);
        QCOMPARE(gpu->memoryBytes, qint64(25769803776));
        QCOMPARE(qint64(gpu->speed.memoryBandwidthBytesPerSecond), qint64(1008000000000));
        QCOMPARE(qint64(gpu->speed.fp16TensorFlops), qint64(165200000000000));
        QCOMPARE(window.fitExplorer()->gpuCombo()->currentData().toString(), id);
        QCOMPARE(window.fitExplorer()->currentScenario().hardware.memoryBytes, qint64(25769803776));
        QVERIFY(window.fitExplorer()->currentThroughput() && window.fitExplorer()->currentThroughput()->known);
        // The same name again is refused.
        QVERIFY(window.addCustomGpu(in, &error).isEmpty());
        QVERIFY(error.contains(in.name));
    }
    MainWindow again(Catalog::builtIn(), headroom::glossary::Termbase::builtIn());
    QVERIFY(again.catalog().gpu(id));
    QVERIFY(again.fitExplorer()->gpuCombo()->findData(id) >= 0);
}

void TstRentPanel::customGpuIsRentedFromAListThatPricesIt()
{
    MainWindow window(Catalog::builtIn(), headroom::glossary::Termbase::builtIn());
    CustomGpuInputs in;
    in.name = QStringLiteral("Lab card 48G");
    in.memoryGiB = 48;
    in.bandwidthGBps = 864;
    in.fp16Tflops = 181;
    QString error;
    const QString id = window.addCustomGpu(in, &error);
    QVERIFY2(!id.isEmpty(), qPrintable(error));

    // A price list of one's own for it: the example list's options with one GPU at 0.50 USD per GPU-hour.
    QFile example(QStringLiteral(":/catalog/prices-example.json"));
    QVERIFY(example.open(QIODevice::ReadOnly));
    QJsonObject list = QJsonDocument::fromJson(example.readAll()).object();
    list.insert(QStringLiteral("id"), QStringLiteral("test-lab"));
    list.insert(QStringLiteral("name"), QStringLiteral("Lab prices"));
    QJsonObject price = list.value(QStringLiteral("gpus")).toArray().first().toObject();
    price.insert(QStringLiteral("gpu"), id);
    price.insert(QStringLiteral("on_demand_micros_per_gpu_hour"), 500000);
    list.insert(QStringLiteral("gpus"), QJsonArray{price});
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("lab-prices.json"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(QJsonDocument(list).toJson());
    file.close();
    headroom::ui::PriceListFiles::remember(path);

    RentPanel *panel = window.rentPanel();
    panel->reloadPriceLists();
    QCOMPARE(panel->priceListCombo()->currentData().toString(), QStringLiteral("test-lab"));
    fillLlama8b(*panel);
    QVERIFY2(panel->result().has_value(), qPrintable(panel->errorText()));
    QVERIFY(!panel->result()->answers.isEmpty());
    const RentAnswer &a = panel->result()->answers.first();
    QCOMPARE(a.gpuId, id);
    QCOMPARE(a.gpus, 1);
    // One GPU on demand for a 30-day month: 500,000 micros x 720 h = 360,000,000 micros = 360.00 USD.
    QCOMPARE(a.total.minor, qint64(36000));
    QVERIFY(a.throughput.known); // its speed figures came with it
    headroom::ui::PriceListFiles::remember(QString());
}

void TstRentPanel::screenshots()
{
    const QString dir = qEnvironmentVariable("HEADROOM_RENT_SCREENSHOTS");
    if (dir.isEmpty())
        QSKIP("set HEADROOM_RENT_SCREENSHOTS=DIR to save the README screenshots");
    QVERIFY(QDir().mkpath(dir));
    for (const QString &language : {QStringLiteral("en"), QStringLiteral("nl"), QStringLiteral("tr")}) {
        MainWindow window(Catalog::builtIn(), headroom::glossary::Termbase::builtIn());
        QVERIFY(window.setLanguage(language));
        window.resize(1400, 860);
        window.show();
        window.showRentPanel();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        fillLlama8b(*window.rentPanel());
        QTest::qWait(200);
        const QString file = QDir(dir).filePath(QStringLiteral("screenshot-rent-%1.png").arg(language));
        QVERIFY(window.grab().save(file));
    }
}

QTEST_MAIN(TstRentPanel)
#include "tst_rentpanel.moc"
