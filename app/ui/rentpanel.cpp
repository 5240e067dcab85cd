// SPDX-License-Identifier: GPL-3.0-or-later
#include "rentpanel.h"

#include "breakdownchart.h"
#include "elidingcombobox.h"
#include "pricelistfiles.h"
#include "rentanswerchart.h"
#include "throughputtext.h"

#include <scenario/labels.h>

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QTableWidget>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>
#include <iterator>

namespace headroom::ui {

namespace {

constexpr int kMinContext = 256;
constexpr int kMaxContext = 1 << 21;
constexpr int kContextStep = 256;
constexpr int kDefaultContext = 8192;
constexpr int kMaxConcurrency = 4096;
constexpr int kDefaultConcurrency = 8;
constexpr int kMaxTerms = 120;
constexpr int kDebounceMs = 250;
constexpr double kMaxTokensPerSecond = 1e7;
const QString kDefaultModel = QStringLiteral("llama-3.1-8b");

constexpr fit::Engine kEngines[] = {fit::Engine::Generic, fit::Engine::LlamaCpp, fit::Engine::IkLlamaCpp,
                                    fit::Engine::Vllm, fit::Engine::Ollama};

QString latin1(std::string_view key)
{
    return QString::fromLatin1(key.data(), static_cast<qsizetype>(key.size()));
}

/// Selects the entry with `data`; false (selection unchanged) when there is none.
bool selectData(QComboBox *combo, const QString &data)
{
    const int index = combo->findData(data);
    if (index >= 0)
        combo->setCurrentIndex(index);
    return index >= 0;
}

} // namespace

RentPanel::RentPanel(const catalog::Catalog &catalog, const QString &uiLanguage, QWidget *parent)
    : QWidget(parent)
    , m_catalog(&catalog)
    , m_language(uiLanguage)
{
    m_filling = true;
    buildLayout();
    fillModels();
    for (const fit::Engine e : kEngines)
        m_engine->addItem(QString(), latin1(fit::toString(e)));
    for (const quote::Term t : quote::kAllTerms)
        m_term->addItem(QString(), quote::termKey(t));
    m_pricing->addItem(QString(), QString()); // every pricing the list offers
    for (const quote::PricingModel m : quote::kAllPricingModels)
        m_pricing->addItem(QString(), quote::pricingModelKey(m));
    fillPriceLists();
    retranslate();
    selectData(m_model, kDefaultModel);
    selectData(m_term, quote::termKey(quote::Term::Month));
    fillWeights();
    m_filling = false;

    m_debounce = new QTimer(this);
    m_debounce->setSingleShot(true);
    m_debounce->setInterval(kDebounceMs);
    connect(m_debounce, &QTimer::timeout, this, &RentPanel::find);
    for (QComboBox *combo : {m_model, m_weights, m_term, m_priceList, m_pricing})
        connect(combo, &QComboBox::currentIndexChanged, this, &RentPanel::scheduleFind);
    connect(m_engine, &QComboBox::currentIndexChanged, this, [this] {
        fillWeights();
        scheduleFind();
    });
    for (QSpinBox *spin : {m_context, m_concurrency, m_maxGpus, m_terms, m_utilization})
        connect(spin, &QSpinBox::valueChanged, this, &RentPanel::scheduleFind);
    for (QDoubleSpinBox *spin : {m_minPerUser, m_minAggregate})
        connect(spin, &QDoubleSpinBox::valueChanged, this, &RentPanel::scheduleFind);
    connect(m_find, &QPushButton::clicked, this, &RentPanel::find);
    connect(m_fromExplorer, &QPushButton::clicked, this, &RentPanel::explorerChoiceRequested);
    // The first search waits until the panel is shown (showEvent): the window starts on the explorer.
    m_stale = true;
}

RentPanel::~RentPanel() = default;

void RentPanel::buildLayout()
{
    m_title = new QLabel(this);
    QFont titleFont = m_title->font();
    titleFont.setBold(true);
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.3);
    m_title->setFont(titleFont);
    m_intro = new QLabel(this);
    m_intro->setWordWrap(true);

    m_model = new ElidingComboBox(this);
    m_engine = new ElidingComboBox(this);
    m_weights = new ElidingComboBox(this);
    m_context = new QSpinBox(this);
    m_context->setRange(kMinContext, kMaxContext);
    m_context->setSingleStep(kContextStep);
    m_context->setGroupSeparatorShown(true);
    m_context->setValue(kDefaultContext);
    m_concurrency = new QSpinBox(this);
    m_concurrency->setRange(1, kMaxConcurrency);
    m_concurrency->setValue(kDefaultConcurrency);
    const auto speedSpin = [this] {
        auto *spin = new QDoubleSpinBox(this);
        spin->setRange(0, kMaxTokensPerSecond);
        spin->setDecimals(1);
        spin->setGroupSeparatorShown(true);
        return spin;
    };
    m_minPerUser = speedSpin();
    m_minAggregate = speedSpin();
    m_maxGpus = new QSpinBox(this);
    m_maxGpus->setRange(1, quote::kMaxRentGpus);
    m_maxGpus->setValue(8);
    m_term = new QComboBox(this);
    m_terms = new QSpinBox(this);
    m_terms->setRange(1, kMaxTerms);
    m_priceList = new ElidingComboBox(this);
    m_pricing = new QComboBox(this);
    m_utilization = new QSpinBox(this);
    m_utilization->setRange(1, 100);
    m_utilization->setValue(100);
    m_find = new QPushButton(this);
    m_find->setDefault(true);
    m_fromExplorer = new QPushButton(this);
    // Long model, weight and price-list names: the closed combos show at least 16 characters, their lists
    // every name in full (the window's minimum width stays under 1024 px in every language).
    for (QComboBox *combo : {m_model, m_engine, m_weights, m_term, m_priceList, m_pricing}) {
        combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        combo->setMinimumContentsLength(16);
    }

    // Label, control, label, control: the workload on the left, the rental on the right.
    QWidget *const cells[][2] = {{m_model, m_priceList},   {m_weights, m_engine},     {m_context, m_term},
                                 {m_concurrency, m_terms}, {m_minPerUser, m_pricing}, {m_minAggregate, m_utilization},
                                 {m_maxGpus, nullptr}};
    auto *grid = new QGridLayout;
    grid->setColumnStretch(1, 1);
    grid->setColumnStretch(3, 1);
    grid->setHorizontalSpacing(10);
    for (int row = 0; row < int(std::size(cells)); ++row) {
        for (int half = 0; half < 2; ++half) {
            if (!cells[row][half])
                continue;
            auto *label = new QLabel(this);
            label->setBuddy(cells[row][half]);
            m_labels << label;
            grid->addWidget(label, row, 2 * half);
            grid->addWidget(cells[row][half], row, 2 * half + 1);
        }
    }
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_fromExplorer);
    buttons->addStretch(1);
    buttons->addWidget(m_find);
    grid->addLayout(buttons, int(std::size(cells)) - 1, 2, 1, 2);

    m_status = new QLabel(this);
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_legend = new QLabel(this);
    m_legend->setTextFormat(Qt::RichText);
    m_legend->setWordWrap(true); // the segment names in Dutch or Turkish would widen the window past 1024 px

    m_table = new QTableWidget(0, ColumnCount, this);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setWordWrap(true);
    m_table->setAlternatingRowColors(true);
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    QHeaderView *header = m_table->horizontalHeader();
    header->setSectionResizeMode(QHeaderView::ResizeToContents);
    header->setSectionResizeMode(MemoryColumn, QHeaderView::Stretch);
    header->setMinimumSectionSize(60);
    m_table->setColumnWidth(MemoryColumn, 160);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_title);
    layout->addWidget(m_intro);
    layout->addLayout(grid);
    layout->addWidget(m_status);
    layout->addWidget(m_legend);
    layout->addWidget(m_table, 1);
}

void RentPanel::fillModels()
{
    const QString current = m_model->currentData().toString();
    const QSignalBlocker blocker(m_model);
    m_model->clear();
    for (const catalog::ModelPreset &preset : m_catalog->models())
        m_model->addItem(QString::fromStdString(preset.spec.displayName), QString::fromStdString(preset.spec.id));
    if (!selectData(m_model, current.isEmpty() ? kDefaultModel : current))
        m_model->setCurrentIndex(0);
}

void RentPanel::fillPriceLists(bool selectFile)
{
    // The catalogue's lists, then the file File → Open price list… remembered (as the quote dialog does).
    const PriceListEntry *before = currentPriceList();
    const QString currentId = before ? before->list.id : QString();
    const QString currentFile = before ? before->file : QString();
    const QSignalBlocker blocker(m_priceList);
    m_lists.clear();
    m_priceList->clear();
    for (const catalog::PriceList &list : m_catalog->priceLists())
        m_lists.append({list, QString()});
    if (const QString file = PriceListFiles::rememberedPath(); !file.isEmpty()) {
        if (std::optional<catalog::PriceList> list = PriceListFiles::load(file, *m_catalog))
            m_lists.append({*list, file});
    }
    int select = 0;
    for (int i = 0; i < m_lists.size(); ++i) {
        const catalog::PriceList &list = m_lists.at(i).list;
        m_priceList->addItem(tr("%1 (%2)").arg(list.name, list.currency), list.id);
        const bool file = !m_lists.at(i).file.isEmpty();
        if ((list.id == currentId && m_lists.at(i).file == currentFile) || (selectFile && file))
            select = i;
    }
    m_priceList->setCurrentIndex(select);
}

void RentPanel::fillWeights()
{
    const QString current = m_weights->currentData().toString();
    const QSignalBlocker blocker(m_weights);
    m_weights->clear();
    m_weights->addItem(tr("As the model is published"), QString());
    for (const fit::WeightFormat &f : scenario::weightFormatsFor(currentEngine()))
        m_weights->addItem(scenario::weightFormatName(f), QString::fromStdString(fit::toString(f)));
    if (!selectData(m_weights, current))
        m_weights->setCurrentIndex(0);
}

fit::Engine RentPanel::currentEngine() const
{
    return fit::engineFromString(m_engine->currentData().toString().toStdString()).value_or(fit::Engine::Generic);
}

const RentPanel::PriceListEntry *RentPanel::currentPriceList() const
{
    const int index = m_priceList->currentIndex();
    return index >= 0 && index < m_lists.size() ? &m_lists.at(index) : nullptr;
}

void RentPanel::reloadPriceLists()
{
    fillPriceLists(true);
    find();
}

void RentPanel::setCatalog(const catalog::Catalog &catalog)
{
    m_catalog = &catalog;
    m_filling = true;
    fillModels();
    fillPriceLists();
    m_filling = false;
    // The old result's answers may name GPUs of the old catalogue: search again now, or when shown.
    if (isVisible())
        find();
    else
        m_stale = true;
}

void RentPanel::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (m_stale)
        find();
}

void RentPanel::setLanguage(const QString &uiLanguage)
{
    m_language = uiLanguage;
    showResult();
}

void RentPanel::setFromChoice(const scenario::Choice &choice)
{
    m_filling = true;
    if (!choice.modelId.isEmpty())
        selectData(m_model, choice.modelId);
    selectData(m_engine, latin1(fit::toString(choice.engine)));
    fillWeights();
    if (!choice.weights || !selectData(m_weights, QString::fromStdString(fit::toString(*choice.weights))))
        m_weights->setCurrentIndex(0);
    m_context->setValue(int(std::clamp<std::int64_t>(choice.contextTokens, kMinContext, kMaxContext)));
    m_concurrency->setValue(std::clamp(choice.concurrency, 1, kMaxConcurrency));
    m_filling = false;
    find();
}

quote::RentRequest RentPanel::request() const
{
    quote::RentRequest r;
    r.choice.modelId = m_model->currentData().toString();
    r.choice.engine = currentEngine();
    if (const QString w = m_weights->currentData().toString(); !w.isEmpty())
        r.choice.weights = fit::parseWeightFormat(w.toStdString());
    r.choice.contextTokens = m_context->value();
    r.choice.concurrency = m_concurrency->value();
    r.choice.workload = fit::WorkloadKind::Inference;
    if (m_minPerUser->value() > 0)
        r.minTokensPerSecond = m_minPerUser->value();
    if (m_minAggregate->value() > 0)
        r.minAggregateTokensPerSecond = m_minAggregate->value();
    r.maxGpus = m_maxGpus->value();
    r.term = quote::termFromKey(m_term->currentData().toString()).value_or(quote::Term::Month);
    r.terms = m_terms->value();
    if (const auto pricing = quote::pricingModelFromKey(m_pricing->currentData().toString()))
        r.pricings = {*pricing};
    r.utilizationPercent = m_utilization->value();
    return r;
}

void RentPanel::scheduleFind()
{
    if (!m_filling)
        m_debounce->start();
}

void RentPanel::find()
{
    m_debounce->stop();
    m_stale = false;
    m_result.reset();
    m_error.clear();
    const PriceListEntry *entry = currentPriceList();
    if (!entry) {
        m_error = tr("No price list is available.");
    } else {
        quote::QuoteError error;
        m_result = quote::solveRent(request(), *m_catalog, entry->list, &error);
        m_resultCurrency = entry->list.currency;
        if (!m_result)
            m_error = error.message.isEmpty() ? tr("The request cannot be solved.") : error.message;
    }
    showResult();
}

QString RentPanel::statusText() const
{
    const QLocale locale;
    if (!m_error.isEmpty())
        return tr("Cannot search: %1").arg(m_error);
    if (!m_result)
        return {};
    const quote::RentResult &r = *m_result;
    if (r.answers.isEmpty()) {
        if (r.configurationsFitting == 0)
            return tr("Nothing fits: none of the %1 configurations of this price list (up to %2 GPUs) holds the "
                      "model at this context and concurrency. Allow more GPUs, shorten the context, serve fewer "
                      "sequences or choose smaller weights.")
                .arg(locale.toString(r.configurationsTried), locale.toString(m_maxGpus->value()));
        return tr("%1 configurations fit in memory, but none reaches the speed target. Lower the target or allow "
                  "more GPUs.")
            .arg(locale.toString(r.configurationsFitting));
    }
    return tr("Configurations tried: %1 · fitting: %2 · shown: %3, cheapest first")
        .arg(locale.toString(r.configurationsTried), locale.toString(r.configurationsFitting),
             locale.toString(r.answers.size()));
}

void RentPanel::showResult()
{
    m_status->setText(statusText());
    m_table->setRowCount(0);
    if (!m_result)
        return;
    m_table->setRowCount(int(m_result->answers.size()));
    for (int row = 0; row < m_result->answers.size(); ++row)
        fillRow(row, m_result->answers.at(row));
}

QString RentPanel::answerConfiguration(const quote::RentAnswer &a) const
{
    const QLocale locale;
    const QString pricing = a.pricing == quote::PricingModel::Spot        ? tr("spot")
                            : a.pricing == quote::PricingModel::FixedTerm ? tr("fixed term")
                                                                          : tr("on demand");
    QString parallel = scenario::shardsTensors(a.choice.engine)
                           ? tr("tensor parallel %1").arg(locale.toString(a.tensorParallel))
                           : tr("layers split over %1").arg(locale.toString(a.tensorParallel));
    // GPUs beyond one replica serve more sequences side by side (Estimate::replicas).
    if (const int replicas = a.estimate.replicas; replicas > 1)
        parallel = tr("%1 · %2 replicas").arg(parallel, locale.toString(replicas));
    return tr("%1 × %2").arg(locale.toString(a.gpus), a.gpuName) + QLatin1Char('\n') +
           tr("%1 · %2").arg(parallel, pricing);
}

QString RentPanel::answerCost(const quote::RentAnswer &a) const
{
    QString text = tr("%1 in total").arg(quote::formatMoney(a.total, m_language));
    if (a.costPerMillionOutputMinor)
        text += QLatin1Char('\n') +
                tr("%1 / 1M output tokens")
                    .arg(quote::formatMoney({*a.costPerMillionOutputMinor, a.total.currency}, m_language));
    return text;
}

QString RentPanel::answerSpeed(const quote::RentAnswer &a) const
{
    const fit::Throughput &t = a.throughput;
    if (!t.known)
        return ThroughputText::tr("Throughput not known for this GPU");
    const QLocale locale;
    const QString lines[] = {
        tr("%1 tokens/s per user").arg(ThroughputText::tokensPerSecond(t.decodeTokensPerSecond, locale)),
        tr("%1 tokens/s aggregate").arg(ThroughputText::tokensPerSecond(t.decodeTokensPerSecondAggregate, locale)),
        tr("first token in %1 ms").arg(ThroughputText::milliseconds(t.timeToFirstTokenMs, locale))};
    return QStringList(std::begin(lines), std::end(lines)).join(QLatin1Char('\n'));
}

void RentPanel::fillRow(int row, const quote::RentAnswer &a)
{
    const auto item = [](const QString &text) {
        auto *cell = new QTableWidgetItem(text);
        cell->setTextAlignment(Qt::AlignLeft | Qt::AlignVCenter);
        return cell;
    };
    m_table->setItem(row, ConfigurationColumn, item(answerConfiguration(a)));
    m_table->setItem(row, CostColumn, item(answerCost(a)));
    m_table->setItem(row, SpeedColumn, item(answerSpeed(a)));
    m_table->setItem(row, LimitColumn, item(scenario::labels::bindingConstraintName(a.bindingConstraint, a.estimate)));
    auto *chart = new RentAnswerChart(m_table);
    chart->setEstimate(a.estimate);
    m_table->setCellWidget(row, MemoryColumn, chart);
    auto *button = new QPushButton(tr("Quote this…"), m_table);
    button->setToolTip(tr("Open the quote dialog on this configuration"));
    connect(button, &QPushButton::clicked, this, [this, row] {
        if (const std::optional<QuoteDraft> draft = draftFor(row))
            emit quoteRequested(*draft);
    });
    m_table->setCellWidget(row, ActionColumn, button);
}

QPushButton *RentPanel::quoteButton(int row) const
{
    return qobject_cast<QPushButton *>(m_table->cellWidget(row, ActionColumn));
}

std::optional<QuoteDraft> RentPanel::draftFor(int row) const
{
    const PriceListEntry *entry = currentPriceList();
    if (!m_result || row < 0 || row >= m_result->answers.size() || !entry)
        return std::nullopt;
    const quote::RentAnswer &a = m_result->answers.at(row);
    QuoteDraft draft;
    draft.request = a.request;
    draft.priceListId = entry->list.id;
    draft.priceListRetrieved = entry->list.retrieved;
    draft.currency = entry->list.currency;
    draft.priceListFile = entry->file;
    draft.language = m_language;
    draft.scenario = a.choice;
    return draft;
}

void RentPanel::retranslate()
{
    m_title->setText(tr("What should I rent?"));
    m_intro->setText(tr("Say what you want to run; every GPU of the price list is tried at 1 to the most GPUs and "
                        "with each pricing, and the configurations that fit (and are fast enough) are listed, "
                        "cheapest first for the chosen term."));
    const QString labels[] = {tr("&Model:"),
                              tr("&Price list:"),
                              tr("&Weights:"),
                              tr("&Engine:"),
                              tr("Con&text length:"),
                              tr("&Term:"),
                              tr("C&oncurrency:"),
                              tr("&Number of terms:"),
                              tr("Min. tokens/s per use&r:"),
                              tr("Pricin&g:"),
                              tr("Min. tokens/s &aggregate:"),
                              tr("&Utilisation:"),
                              tr("Mo&st GPUs:")};
    for (int i = 0; i < m_labels.size() && i < int(std::size(labels)); ++i)
        m_labels.at(i)->setText(labels[i]);
    for (int i = 0; i < m_engine->count(); ++i) {
        if (const auto e = fit::engineFromString(m_engine->itemData(i).toString().toStdString()))
            m_engine->setItemText(i, scenario::labels::engineName(*e));
    }
    const QString terms[] = {tr("Hour"), tr("Day (24 hours)"), tr("Week (7 days)"), tr("Month (30 days)")};
    for (int i = 0; i < m_term->count() && i < int(std::size(terms)); ++i)
        m_term->setItemText(i, terms[i]);
    const QString pricings[] = {tr("Every pricing the list offers"), tr("On demand"), tr("Spot"), tr("Fixed term")};
    for (int i = 0; i < m_pricing->count() && i < int(std::size(pricings)); ++i)
        m_pricing->setItemText(i, pricings[i]);
    if (m_weights->count() > 0)
        m_weights->setItemText(0, tr("As the model is published"));
    m_context->setSuffix(tr(" tokens"));
    m_concurrency->setSuffix(tr(" sequences"));
    m_concurrency->setToolTip(tr("Sequences served at the same time (users)"));
    for (QDoubleSpinBox *spin : {m_minPerUser, m_minAggregate}) {
        spin->setSpecialValueText(tr("no target"));
        spin->setSuffix(tr(" tokens/s"));
    }
    m_minPerUser->setToolTip(tr("Decode speed each sequence must reach at this concurrency"));
    m_minAggregate->setToolTip(tr("Decode speed of all sequences together"));
    m_utilization->setSuffix(tr(" %"));
    m_utilization->setToolTip(tr("Share of the paid hours the GPUs serve tokens, for the cost per token"));
    m_maxGpus->setToolTip(tr("The most GPUs one configuration may use"));
    m_find->setText(tr("&Find"));
    m_fromExplorer->setText(tr("From the fit e&xplorer"));
    m_fromExplorer->setToolTip(tr("Take the model, engine, weights, context and concurrency of the fit explorer"));
    m_table->setAccessibleName(tr("GPU configurations that fit, cheapest first"));
    m_table->setHorizontalHeaderLabels(
        {tr("Configuration"), tr("Cost"), tr("Speed"), tr("Binding\nconstraint"), tr("Memory\nper GPU"), QString()});
    updateLegend();
    showResult();
}

void RentPanel::updateLegend()
{
    // The mini bars' key: the inference segments in the breakdown chart's colours, then the usable line.
    constexpr fit::Segment segments[] = {fit::Segment::Weights, fit::Segment::KvFullAttention,
                                         fit::Segment::Activations, fit::Segment::Runtime, fit::Segment::EngineReserve};
    QStringList keys;
    for (const fit::Segment s : segments) {
        const QString name =
            s == fit::Segment::KvFullAttention ? tr("KV cache") : BreakdownChart::segmentName(s, fit::Engine::Generic);
        keys << QStringLiteral("<span style=\"color:%1\">■</span>&nbsp;%2")
                    .arg(RentAnswerChart::colorFor(s, palette()).name(), name.toHtmlEscaped());
    }
    keys << tr("┆ usable per GPU").toHtmlEscaped();
    m_legend->setText(keys.join(QStringLiteral(" &nbsp; ")));
}

void RentPanel::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    else if (event->type() == QEvent::PaletteChange)
        updateLegend();
}

} // namespace headroom::ui
