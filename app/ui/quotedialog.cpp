// SPDX-License-Identifier: GPL-3.0-or-later
#include "quotedialog.h"

#include "basispointsspinbox.h"
#include "languageswitcher.h"
#include "pricelistfiles.h"
#include "quotecheckpoints.h"

#include <quote/routes.h>
#include <scenario/choicejson.h>
#include <scenario/labels.h>
#include <scenario/workloadlabels.h>

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QEvent>
#include <QFileInfo>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRegularExpressionValidator>
#include <QSpinBox>
#include <QStandardPaths>
#include <QStyle>
#include <QTabWidget>
#include <QTableWidget>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

namespace headroom::ui {

namespace {
constexpr int kMaxGpus = 1024;
constexpr int kMaxTerms = 10000;
constexpr int kMaxGb = 100'000'000; // 100 PB; QSpinBox is int, and this is far beyond any quote
constexpr int kMaxValidDays = 3650;
constexpr int kMaxConcurrency = 1'000'000;
constexpr int kDefaultVatBasisPoints = 2100; // shown when VAT is ticked; the user sets the rate
constexpr int kMinimumWidth = 1000;
// Layouts leave wrapped labels (the spot warning) out of a window's minimum height: room for them.
constexpr int kMinimumHeight = 680;
constexpr int kPreviewMinimumWidth = 380;
constexpr int kRetentionEditRows = 4;

/// An amount that never breaks between the number and its currency code.
QString unbreakable(QString text)
{
    return text.replace(u' ', QChar(0x00A0));
}

const catalog::PriceList &emptyPriceList()
{
    static const catalog::PriceList empty;
    return empty;
}

/// Digits with the locale's group separators, as a token count: "12,000,000" (en) or "12.000.000" (nl).
std::optional<qint64> tokenCount(const QLineEdit *edit)
{
    const QString text = edit->text().trimmed();
    if (text.isEmpty())
        return std::nullopt;
    bool ok = false;
    const qint64 value = edit->locale().toLongLong(text, &ok);
    if (ok && value >= 0)
        return value;
    return std::nullopt;
}

void setTokenCount(QLineEdit *edit, const std::optional<qint64> &value)
{
    edit->setText(value ? edit->locale().toString(*value) : QString());
}
} // namespace

QuoteDialog::QuoteDialog(const catalog::Catalog &catalog, const std::optional<scenario::Choice> &explorerChoice,
                         const QString &uiLanguage, QWidget *parent)
    : QDialog(parent)
    , m_catalog(catalog)
    , m_explorerChoice(explorerChoice)
    , m_baseChoice(explorerChoice)
    , m_language(uiLanguage)
    , m_exporter(std::make_unique<QuoteExporter>())
{
    m_tabs = new QTabWidget(this);
    m_tabs->addTab(createConfigurationTab(), QString());
    m_tabs->addTab(createRoutesTab(), QString());
    m_tabs->addTab(createRetentionTab(), QString());
    m_tabs->addTab(createMeasurementsTab(), QString());

    m_previewGroup = new QGroupBox(this);
    m_preview = new QLabel(m_previewGroup);
    m_preview->setTextFormat(Qt::RichText);
    m_preview->setWordWrap(true);
    m_preview->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_preview->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_preview->setMinimumWidth(kPreviewMinimumWidth);
    // The quote's own fit (scenario on the quoted hardware), next to what it costs.
    m_fitLabel = new QLabel(m_previewGroup);
    m_fitLabel->setWordWrap(true);
    m_fitLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_notice = new QLabel(m_previewGroup);
    m_notice->setWordWrap(true);
    m_notice->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_status = new QLabel(m_previewGroup);
    m_status->setWordWrap(true);
    m_status->setTextFormat(Qt::RichText);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto *previewLayout = new QVBoxLayout(m_previewGroup);
    previewLayout->addWidget(m_preview);
    previewLayout->addStretch(1);
    previewLayout->addWidget(m_fitLabel);
    previewLayout->addWidget(m_notice);
    previewLayout->addWidget(m_status);

    m_buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    m_exportButton = m_buttons->addButton(QString(), QDialogButtonBox::ActionRole);
    m_exportButton->setDefault(true);
    connect(m_exportButton, &QPushButton::clicked, this, &QuoteDialog::exportInteractively);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *body = new QHBoxLayout;
    body->addWidget(m_tabs, 1);
    body->addWidget(m_previewGroup, 1);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(body, 1);
    layout->addWidget(m_buttons);
    setMinimumSize(kMinimumWidth, kMinimumHeight);
    setSizeGripEnabled(true);

    fillPriceListCombo();
    const QString remembered = PriceListFiles::rememberedPath();
    if (!remembered.isEmpty()) {
        QString error;
        if (!openPriceListFile(remembered, &error))
            m_status->setText(tr("The price list opened last (%1) cannot be used: %2")
                                  .arg(QDir::toNativeSeparators(remembered), error)
                                  .toHtmlEscaped());
    }
    onPriceListChanged();
    const int scenarioGpu = m_explorerChoice ? m_gpu->findData(m_explorerChoice->gpuId) : -1;
    if (scenarioGpu >= 0)
        m_gpu->setCurrentIndex(scenarioGpu);
    recomputeFit();
    m_includeFit->setChecked(m_quoteEstimate.has_value());

    const int language = m_pdfLanguage->findData(uiLanguage);
    m_pdfLanguage->setCurrentIndex(language >= 0 ? language : 0);
    resetRetention();

    connect(m_priceList, &QComboBox::currentIndexChanged, this, &QuoteDialog::onPriceListChanged);
    connect(m_pdfLanguage, &QComboBox::currentIndexChanged, this, &QuoteDialog::onPdfLanguageChanged);
    for (QComboBox *combo : {m_gpu, m_term, m_pricing, m_support})
        connect(combo, &QComboBox::currentIndexChanged, this, &QuoteDialog::updatePreview);
    for (QSpinBox *spin : {m_count, m_terms, m_storage, m_egress, static_cast<QSpinBox *>(m_vat), m_concurrency})
        connect(spin, &QSpinBox::valueChanged, this, &QuoteDialog::updatePreview);
    connect(m_checkpoints->spinBox(), &QSpinBox::valueChanged, this, &QuoteDialog::updatePreview);
    for (QCheckBox *box : {m_dedicated, m_vatEnabled})
        connect(box, &QCheckBox::toggled, this, &QuoteDialog::updatePreview);
    connect(m_vatEnabled, &QCheckBox::toggled, m_vat, &QWidget::setEnabled);
    for (QLineEdit *edit : {m_inputTokens, m_outputTokens})
        connect(edit, &QLineEdit::textChanged, this, &QuoteDialog::updatePreview);
    connect(m_spotConcept, &QPushButton::clicked, this,
            [this] { emit conceptRequested(QString(quote::kSpotConceptId)); });
    connect(m_retentionReset, &QPushButton::clicked, this, [this] {
        m_retentionLayer->clear();
        m_retentionEvidence->clear();
        m_retentionCustomer->clear();
        resetRetention();
    });
    connect(m_openPriceList, &QToolButton::clicked, this, &QuoteDialog::onOpenPriceList);

    retranslate();
}

QuoteDialog::~QuoteDialog() = default;

QSpinBox *QuoteDialog::checkpointsSpinBox() const
{
    return m_checkpoints->spinBox();
}

QWidget *QuoteDialog::createConfigurationTab()
{
    auto *page = new QWidget(this);

    m_priceList = new QComboBox(page);
    m_priceList->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_priceList->setMinimumContentsLength(24);
    m_openPriceList = new QToolButton(page);
    auto *priceListRow = new QHBoxLayout;
    priceListRow->addWidget(m_priceList, 1);
    priceListRow->addWidget(m_openPriceList);

    m_gpu = new QComboBox(page);
    m_count = new QSpinBox(page);
    m_count->setRange(1, kMaxGpus);
    m_count->setValue(std::clamp(m_explorerChoice ? m_explorerChoice->gpuCount : 1, 1, kMaxGpus));
    m_term = new QComboBox(page);
    for (const quote::Term t : quote::kAllTerms)
        m_term->addItem(QString(), quote::termKey(t));
    m_term->setCurrentIndex(m_term->findData(quote::termKey(quote::Term::Month)));
    m_terms = new QSpinBox(page);
    m_terms->setRange(1, kMaxTerms);
    m_pricing = new QComboBox(page);
    for (const quote::PricingModel m : quote::kAllPricingModels)
        m_pricing->addItem(QString(), quote::pricingModelKey(m));

    m_spotBox = new QWidget(page);
    auto *spotIcon = new QLabel(m_spotBox);
    const int iconSize = style()->pixelMetric(QStyle::PM_SmallIconSize);
    spotIcon->setPixmap(style()->standardIcon(QStyle::SP_MessageBoxWarning).pixmap(iconSize, iconSize));
    spotIcon->setAlignment(Qt::AlignTop);
    m_spotText = new QLabel(m_spotBox);
    m_spotText->setWordWrap(true);
    m_spotConcept = new QPushButton(m_spotBox);
    m_spotConcept->setFlat(true);
    m_spotConcept->setCursor(Qt::PointingHandCursor);
    // Drawn as a link: the palette's link colour, underlined.
    QFont linkFont = m_spotConcept->font();
    linkFont.setUnderline(true);
    m_spotConcept->setFont(linkFont);
    QPalette linkPalette = m_spotConcept->palette();
    linkPalette.setColor(QPalette::ButtonText, linkPalette.color(QPalette::Link));
    m_spotConcept->setPalette(linkPalette);
    auto *spotText = new QVBoxLayout;
    spotText->setContentsMargins(0, 0, 0, 0);
    spotText->addWidget(m_spotText);
    spotText->addWidget(m_spotConcept, 0, Qt::AlignLeft);
    auto *spotLayout = new QHBoxLayout(m_spotBox);
    spotLayout->setContentsMargins(0, 0, 0, 0);
    spotLayout->addWidget(spotIcon, 0, Qt::AlignTop);
    spotLayout->addLayout(spotText, 1);
    m_spotBox->setVisible(false);

    m_pricingLabel = new QLabel(page);
    m_priceListLabel = new QLabel(page);
    m_gpuLabel = new QLabel(page);
    m_countLabel = new QLabel(page);
    m_termLabel = new QLabel(page);
    m_termsLabel = new QLabel(page);
    auto *rental = new QFormLayout;
    rental->addRow(m_priceListLabel, priceListRow);
    rental->addRow(m_gpuLabel, m_gpu);
    rental->addRow(m_countLabel, m_count);
    rental->addRow(m_termLabel, m_term);
    rental->addRow(m_termsLabel, m_terms);
    rental->addRow(m_pricingLabel, m_pricing);
    rental->addRow(QString(), m_spotBox);

    m_optionsGroup = new QGroupBox(page);
    m_storage = new QSpinBox(m_optionsGroup);
    m_storage->setRange(0, kMaxGb);
    m_storage->setGroupSeparatorShown(true);
    m_egress = new QSpinBox(m_optionsGroup);
    m_egress->setRange(0, kMaxGb);
    m_egress->setGroupSeparatorShown(true);
    m_support = new QComboBox(m_optionsGroup);
    m_dedicated = new QCheckBox(m_optionsGroup);
    m_vatEnabled = new QCheckBox(m_optionsGroup);
    m_vat = new BasisPointsSpinBox(m_optionsGroup);
    m_vat->setLocale(quote::localeForLanguage(m_language));
    m_vat->setValue(kDefaultVatBasisPoints);
    m_vat->setEnabled(false);
    auto *vatRow = new QHBoxLayout;
    vatRow->addWidget(m_vatEnabled);
    vatRow->addWidget(m_vat, 1);
    m_storageLabel = new QLabel(m_optionsGroup);
    m_egressLabel = new QLabel(m_optionsGroup);
    m_supportLabel = new QLabel(m_optionsGroup);
    m_hostingLabel = new QLabel(m_optionsGroup);
    m_vatLabel = new QLabel(m_optionsGroup);
    auto *options = new QFormLayout(m_optionsGroup);
    options->addRow(m_storageLabel, m_storage);
    m_checkpoints = std::make_unique<QuoteCheckpoints>(m_optionsGroup, options);
    options->addRow(m_egressLabel, m_egress);
    options->addRow(m_supportLabel, m_support);
    options->addRow(m_hostingLabel, m_dedicated);
    options->addRow(m_vatLabel, vatRow);

    m_documentGroup = new QGroupBox(page);
    m_pdfLanguage = new QComboBox(m_documentGroup);
    for (const QString &language : LanguageSwitcher::languages())
        m_pdfLanguage->addItem(LanguageSwitcher::nativeName(language), language);
    m_validDays = new QSpinBox(m_documentGroup);
    m_validDays->setRange(1, kMaxValidDays);
    m_validDays->setValue(QuoteDraft().validDays);
    m_includeFit = new QCheckBox(m_documentGroup);

    m_pdfLanguageLabel = new QLabel(m_documentGroup);
    m_validDaysLabel = new QLabel(m_documentGroup);
    auto *document = new QFormLayout(m_documentGroup);
    document->addRow(m_pdfLanguageLabel, m_pdfLanguage);
    document->addRow(m_validDaysLabel, m_validDays);
    document->addRow(QString(), m_includeFit);

    auto *layout = new QVBoxLayout(page);
    layout->addLayout(rental);
    layout->addWidget(m_optionsGroup);
    layout->addWidget(m_documentGroup);
    layout->addStretch(1);
    return page;
}

QWidget *QuoteDialog::createRoutesTab()
{
    auto *page = new QWidget(this);
    m_routesIntro = new QLabel(page);
    m_routesIntro->setWordWrap(true);
    // One column per route, one row per aspect (as in the PDF): the texts get the width of a column.
    m_routes = new QTableWidget(RouteRowCount, 0, page);
    m_routes->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_routes->setSelectionMode(QAbstractItemView::NoSelection);
    m_routes->setWordWrap(true);
    m_routes->setVerticalScrollMode(QAbstractItemView::ScrollPerPixel);
    m_routes->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    // Route names wrap in the header instead of being cut off.
    m_routes->horizontalHeader()->setDefaultAlignment(
        Qt::Alignment(Qt::AlignLeft | Qt::AlignVCenter | Qt::TextWordWrap));
    // Qt 6.4 does not grow the header for wrapped text: room for two lines.
    m_routes->horizontalHeader()->setMinimumHeight(2 * m_routes->horizontalHeader()->fontMetrics().lineSpacing() +
                                                   2 * style()->pixelMetric(QStyle::PM_HeaderMargin));
    m_routes->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_routes->verticalHeader()->setDefaultAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_includeRoutes = new QCheckBox(page);
    m_includeRoutes->setChecked(true);
    auto *layout = new QVBoxLayout(page);
    layout->addWidget(m_routesIntro);
    layout->addWidget(m_routes, 1);
    layout->addWidget(m_includeRoutes);
    return page;
}

QWidget *QuoteDialog::createRetentionTab()
{
    auto *page = new QWidget(this);
    m_retentionIntro = new QLabel(page);
    m_retentionIntro->setWordWrap(true);
    const auto makeEdit = [page] {
        auto *edit = new QPlainTextEdit(page);
        edit->setTabChangesFocus(true);
        const int lineHeight = edit->fontMetrics().lineSpacing();
        edit->setMinimumHeight(lineHeight * kRetentionEditRows);
        return edit;
    };
    m_retentionLayerLabel = new QLabel(page);
    m_retentionLayer = makeEdit();
    m_retentionEvidenceLabel = new QLabel(page);
    m_retentionEvidence = makeEdit();
    m_retentionCustomerLabel = new QLabel(page);
    m_retentionCustomer = makeEdit();
    m_retentionReset = new QPushButton(page);
    auto *layout = new QVBoxLayout(page);
    layout->addWidget(m_retentionIntro);
    for (auto [label, edit] : {std::pair<QLabel *, QPlainTextEdit *>{m_retentionLayerLabel, m_retentionLayer},
                               {m_retentionEvidenceLabel, m_retentionEvidence},
                               {m_retentionCustomerLabel, m_retentionCustomer}}) {
        label->setBuddy(edit);
        layout->addWidget(label);
        layout->addWidget(edit, 1);
    }
    layout->addWidget(m_retentionReset, 0, Qt::AlignRight);
    return page;
}

QWidget *QuoteDialog::createMeasurementsTab()
{
    auto *page = new QWidget(this);
    m_measurementsIntro = new QLabel(page);
    m_measurementsIntro->setWordWrap(true);
    const QLocale locale = quote::localeForLanguage(m_language);
    // Digits with optional group separators of the UI locale (parsed by QLocale::toLongLong).
    const QString digits = QStringLiteral("[0-9%1]*").arg(QRegularExpression::escape(locale.groupSeparator()));
    const auto makeTokens = [page, &locale, &digits] {
        auto *edit = new QLineEdit(page);
        edit->setLocale(locale);
        edit->setValidator(new QRegularExpressionValidator(QRegularExpression(digits), edit));
        edit->setClearButtonEnabled(true);
        return edit;
    };
    m_inputTokens = makeTokens();
    m_outputTokens = makeTokens();
    m_concurrency = new QSpinBox(page);
    m_concurrency->setRange(0, kMaxConcurrency);
    m_concurrency->setGroupSeparatorShown(true);
    m_errorRate = new QLineEdit(page);
    m_dataRefresh = new QLineEdit(page);
    m_inputTokensLabel = new QLabel(page);
    m_outputTokensLabel = new QLabel(page);
    m_concurrencyLabel = new QLabel(page);
    m_errorRateLabel = new QLabel(page);
    m_dataRefreshLabel = new QLabel(page);
    auto *form = new QFormLayout;
    form->addRow(m_inputTokensLabel, m_inputTokens);
    form->addRow(m_outputTokensLabel, m_outputTokens);
    form->addRow(m_concurrencyLabel, m_concurrency);
    form->addRow(m_errorRateLabel, m_errorRate);
    form->addRow(m_dataRefreshLabel, m_dataRefresh);
    auto *layout = new QVBoxLayout(page);
    layout->addWidget(m_measurementsIntro);
    layout->addLayout(form);
    layout->addStretch(1);
    return page;
}

void QuoteDialog::setStorePath(const QString &path)
{
    m_exporter = std::make_unique<QuoteExporter>(path);
}

QString QuoteDialog::storePath() const
{
    return m_exporter->storePath();
}

void QuoteDialog::setPrompts(const Prompts &prompts)
{
    m_prompts = prompts;
}

void QuoteDialog::fillPriceListCombo()
{
    for (const catalog::PriceList &list : m_catalog.priceLists())
        addPriceListEntry(list, QString());
}

int QuoteDialog::addPriceListEntry(const catalog::PriceList &list, const QString &file)
{
    for (int i = 0; i < m_lists.size(); ++i) {
        const catalog::PriceList &known = m_lists.at(i).list;
        if (known.id == list.id && known.retrieved == list.retrieved && known.currency == list.currency)
            return i;
    }
    m_lists.append({list, file});
    const QString text = file.isEmpty() ? tr("%1 · %2").arg(list.name, list.currency)
                                        : tr("%1 · %2 · %3").arg(list.name, list.currency, QFileInfo(file).fileName());
    m_priceList->addItem(text, list.id);
    const int index = m_priceList->count() - 1;
    QString tip = tr("%1 (%2), retrieved %3").arg(list.id, list.provider, list.retrieved.toString(Qt::ISODate));
    if (list.validUntil.isValid())
        tip += u'\n' + tr("Valid until %1").arg(list.validUntil.toString(Qt::ISODate));
    if (!file.isEmpty())
        tip += u'\n' + QDir::toNativeSeparators(file);
    if (!list.note.isEmpty())
        tip += u'\n' + list.note;
    m_priceList->setItemData(index, tip, Qt::ToolTipRole);
    return index;
}

bool QuoteDialog::openPriceListFile(const QString &path, QString *error)
{
    std::optional<catalog::PriceList> list = PriceListFiles::load(path, m_catalog, error);
    if (!list)
        return false;
    const int index = addPriceListEntry(*list, QFileInfo(path).absoluteFilePath());
    m_priceList->setCurrentIndex(index);
    return true;
}

const catalog::PriceList &QuoteDialog::currentPriceList() const
{
    const int index = m_priceList->currentIndex();
    return index >= 0 && index < m_lists.size() ? m_lists.at(index).list : emptyPriceList();
}

void QuoteDialog::onOpenPriceList()
{
    const QString path = PriceListFiles::openInteractively(this, m_catalog);
    if (path.isEmpty())
        return;
    QString error;
    if (!openPriceListFile(path, &error))
        m_prompts.warn(this, tr("Open price list"), error);
}

void QuoteDialog::onPriceListChanged()
{
    const catalog::PriceList &prices = currentPriceList();
    const QSignalBlocker gpuBlocker(m_gpu);
    const QSignalBlocker supportBlocker(m_support);
    const QString gpu = m_gpu->currentData().toString();
    const QString support = m_support->currentData().toString();
    m_gpu->clear();
    for (const catalog::Gpu &g : m_catalog.gpus()) {
        if (prices.priceFor(g.id))
            m_gpu->addItem(g.name, g.id);
    }
    m_gpu->setCurrentIndex(std::max(0, m_gpu->findData(gpu)));
    m_support->clear();
    m_support->addItem(tr("None"), QString());
    for (const catalog::SupportTier &tier : prices.supportTiers)
        m_support->addItem(tier.name, tier.id);
    m_support->setCurrentIndex(std::max(0, m_support->findData(support)));
    m_support->setEnabled(!prices.supportTiers.isEmpty());
    m_dedicated->setEnabled(prices.dedicatedPerGpuHourMicros.has_value());
    if (!prices.dedicatedPerGpuHourMicros)
        m_dedicated->setChecked(false);
    updatePreview();
}

void QuoteDialog::resetRetention()
{
    const quote::RetentionBlock defaults = defaultRetentionBlockFor(m_pdfLanguage->currentData().toString());
    // Texts the user has not changed follow the PDF language; edited ones stay.
    const auto refill = [](QPlainTextEdit *edit, const QString &oldDefault, const QString &newDefault) {
        if (edit->toPlainText().isEmpty() || edit->toPlainText() == oldDefault)
            edit->setPlainText(newDefault);
    };
    refill(m_retentionLayer, m_retentionDefaults.layer, defaults.layer);
    refill(m_retentionEvidence, m_retentionDefaults.evidence, defaults.evidence);
    refill(m_retentionCustomer, m_retentionDefaults.customerResponsibility, defaults.customerResponsibility);
    m_retentionDefaults = defaults;
}

void QuoteDialog::onPdfLanguageChanged()
{
    resetRetention();
}

quote::MeasurementNotes QuoteDialog::measurements() const
{
    quote::MeasurementNotes notes;
    notes.inputTokensPerMonth = tokenCount(m_inputTokens);
    notes.outputTokensPerMonth = tokenCount(m_outputTokens);
    if (m_concurrency->value() > 0)
        notes.concurrency = m_concurrency->value();
    notes.errorRate = m_errorRate->text().trimmed();
    notes.dataRefresh = m_dataRefresh->text().trimmed();
    return notes;
}

quote::QuoteRequest QuoteDialog::request() const
{
    quote::QuoteRequest r;
    r.gpuId = m_gpu->currentData().toString();
    r.gpuCount = m_count->value();
    r.term = quote::termFromKey(m_term->currentData().toString()).value_or(quote::Term::Hour);
    r.terms = m_terms->value();
    r.pricing = quote::pricingModelFromKey(m_pricing->currentData().toString()).value_or(quote::PricingModel::OnDemand);
    r.storageGb = m_storage->value();
    r.egressGb = m_egress->value();
    r.supportTierId = m_support->currentData().toString();
    r.dedicated = m_dedicated->isEnabled() && m_dedicated->isChecked();
    if (m_vatEnabled->isChecked())
        r.vatBasisPoints = m_vat->value();
    // The quote's own scenario is part of what is quoted (quote.h canonicalRequest).
    if (m_quoteChoice)
        r.scenarioFingerprint = scenario::scenarioFingerprint(*m_quoteChoice);
    m_checkpoints->apply(r, m_quoteEstimate); // a training scenario's checkpoints, else none
    return r;
}

QuoteDraft QuoteDialog::draft() const
{
    QuoteDraft d;
    d.request = request();
    d.scenario = m_quoteChoice; // the scenario on the quoted GPU and count
    const catalog::PriceList &prices = currentPriceList();
    d.priceListId = prices.id;
    d.priceListRetrieved = prices.retrieved;
    d.currency = prices.currency;
    const int index = m_priceList->currentIndex();
    if (index >= 0 && index < m_lists.size())
        d.priceListFile = m_lists.at(index).file;
    d.language = m_pdfLanguage->currentData().toString();
    d.validDays = m_validDays->value();
    d.retention.layer = m_retentionLayer->toPlainText().trimmed();
    d.retention.evidence = m_retentionEvidence->toPlainText().trimmed();
    d.retention.customerResponsibility = m_retentionCustomer->toPlainText().trimmed();
    d.measurements = measurements();
    d.includeRoutes = m_includeRoutes->isChecked();
    d.includeFit = m_includeFit->isChecked();
    return d;
}

bool QuoteDialog::setDraft(const QuoteDraft &draft, QString *error)
{
    int listIndex = -1;
    for (int i = 0; i < m_lists.size(); ++i) {
        const catalog::PriceList &known = m_lists.at(i).list;
        if (known.id == draft.priceListId &&
            (!draft.priceListRetrieved.isValid() || known.retrieved == draft.priceListRetrieved) &&
            (draft.currency.isEmpty() || known.currency == draft.currency)) {
            listIndex = i;
            break;
        }
    }
    if (listIndex < 0) {
        std::optional<catalog::PriceList> list = priceListForDraft(draft, m_catalog, error);
        if (!list)
            return false;
        listIndex = addPriceListEntry(*list, draft.priceListFile);
    }
    if (!m_lists.at(listIndex).list.priceFor(draft.request.gpuId)) {
        if (error)
            *error =
                tr("The price list “%1” has no price for the GPU “%2”.").arg(draft.priceListId, draft.request.gpuId);
        return false;
    }

    m_filling = true;
    m_priceList->setCurrentIndex(listIndex);
    onPriceListChanged();
    const quote::QuoteRequest &r = draft.request;
    m_gpu->setCurrentIndex(m_gpu->findData(r.gpuId));
    m_count->setValue(r.gpuCount);
    m_term->setCurrentIndex(m_term->findData(quote::termKey(r.term)));
    m_terms->setValue(r.terms);
    m_pricing->setCurrentIndex(m_pricing->findData(quote::pricingModelKey(r.pricing)));
    m_storage->setValue(int(std::min<qint64>(r.storageGb, kMaxGb)));
    m_checkpoints->setValue(r.checkpointsKept);
    m_egress->setValue(int(std::min<qint64>(r.egressGb, kMaxGb)));
    m_support->setCurrentIndex(std::max(0, m_support->findData(r.supportTierId)));
    m_dedicated->setChecked(r.dedicated);
    m_vatEnabled->setChecked(r.vatBasisPoints.has_value());
    if (r.vatBasisPoints)
        m_vat->setValue(*r.vatBasisPoints);
    const int language = m_pdfLanguage->findData(draft.language);
    if (language >= 0)
        m_pdfLanguage->setCurrentIndex(language);
    m_validDays->setValue(draft.validDays);
    m_includeRoutes->setChecked(draft.includeRoutes);
    // The stored quote's own scenario, never the explorer's.
    m_baseChoice = draft.scenario;
    m_fitProblem = draft.scenarioProblem;
    recomputeFit();
    m_includeFit->setChecked(draft.includeFit && m_quoteEstimate.has_value());
    const auto setText = [](QPlainTextEdit *edit, const QString &text) {
        if (!text.isEmpty())
            edit->setPlainText(text);
    };
    setText(m_retentionLayer, draft.retention.layer);
    setText(m_retentionEvidence, draft.retention.evidence);
    setText(m_retentionCustomer, draft.retention.customerResponsibility);
    setTokenCount(m_inputTokens, draft.measurements.inputTokensPerMonth);
    setTokenCount(m_outputTokens, draft.measurements.outputTokensPerMonth);
    m_concurrency->setValue(draft.measurements.concurrency.value_or(0));
    m_errorRate->setText(draft.measurements.errorRate);
    m_dataRefresh->setText(draft.measurements.dataRefresh);
    m_filling = false;
    updatePreview();
    return true;
}

std::optional<quote::Quote> QuoteDialog::currentQuote(quote::QuoteError *error) const
{
    std::optional<quote::Quote> q = quote::buildQuote(request(), currentPriceList(), QDate::currentDate(), error);
    if (q) {
        q->reference = quote::quoteReference(q->fingerprint, q->date); // provisional until stored
        q->gpuName = m_gpu->currentText();
        if (m_includeFit->isChecked() && m_quoteEstimate) {
            q->scenario = m_quoteScenario;
            q->estimate = m_quoteEstimate;
        }
    }
    return q;
}

std::optional<quote::QuoteDocument> QuoteDialog::currentDocument(QString *error) const
{
    std::optional<quote::QuoteDocument> doc =
        documentForDraft(draft(), currentPriceList(), m_catalog, QDate::currentDate(), error);
    if (doc) {
        doc->quote.gpuName = m_gpu->currentText(); // documentForDraft() attached the draft's own fit
    }
    return doc;
}

QString QuoteDialog::spotText() const
{
    if (keepsCheckpoints(m_quoteEstimate))
        return scenario::labels::spotCheckpointSentence(*m_quoteEstimate, quote::localeForLanguage(m_language));
    return tr("Spot capacity can be taken back at any time: a job on it needs a recovery plan, such as saving "
              "training checkpoints and resuming from the last one.");
}

QString QuoteDialog::unitText(const QString &unit) const
{
    if (unit == QLatin1String("GPU-hour"))
        return tr("GPU-hours");
    if (unit == QLatin1String("GPU-day"))
        return tr("GPU-days");
    if (unit == QLatin1String("GPU-week"))
        return tr("GPU-weeks");
    if (unit == QLatin1String("GPU-month"))
        return tr("GPU-months");
    if (unit == QLatin1String("month"))
        return tr("months");
    if (unit == QLatin1String("GB-month"))
        return tr("GB-months");
    if (unit == QLatin1String("GB"))
        return tr("GB");
    return unit;
}

QString QuoteDialog::lineText(const quote::LineItem &line, const quote::Quote &q) const
{
    const QLocale locale = quote::localeForLanguage(m_language);
    if (line.kind == QLatin1String("gpu")) {
        QString model;
        switch (line.pricing) {
        case quote::PricingModel::OnDemand:
            model = tr("on demand");
            break;
        case quote::PricingModel::Spot:
            model = tr("spot");
            break;
        case quote::PricingModel::FixedTerm:
            model = tr("fixed term, paid up front");
            break;
        }
        return tr("%1 × %2 for %3 hours, %4")
            .arg(locale.toString(line.quantity), q.gpuName.isEmpty() ? q.request.gpuId : q.gpuName,
                 locale.toString(line.hours), model);
    }
    if (line.kind == QLatin1String("dedicated"))
        return tr("Dedicated hosting: %1 × %2 hours").arg(locale.toString(line.quantity), locale.toString(line.hours));
    if (line.kind == QLatin1String("support"))
        return tr("%1 for %2 hours").arg(q.supportTierName, locale.toString(line.hours));
    if (line.kind == QLatin1String("storage"))
        return tr("Storage: %1 GB for %2 hours").arg(locale.toString(line.quantity), locale.toString(line.hours));
    if (line.kind == QLatin1String("checkpoints")) {
        return tr("Checkpoints: %1 kept, %2 GB for %3 hours")
            .arg(locale.toString(q.request.checkpointsKept), locale.toString(line.quantity),
                 locale.toString(line.hours));
    }
    if (line.kind == QLatin1String("egress"))
        return tr("Egress: %1 GB").arg(locale.toString(line.quantity));
    return line.description;
}

void QuoteDialog::recomputeFit()
{
    // The quote's scenario on the quoted hardware: the GPU and count are the quote's, everything else is
    // the scenario's; scenario::resolve() applies the same rules as the explorer and the command line.
    m_quoteChoice.reset();
    m_quoteScenario.reset();
    m_quoteEstimate.reset();
    if (m_baseChoice) {
        // The explorer's choice on exactly the quoted GPUs (scenario::choiceForQuotedGpus: a mixed replica
        // becomes the quoted kind, a tensor split for other GPUs is dropped).
        const scenario::Choice c =
            scenario::choiceForQuotedGpus(*m_baseChoice, m_gpu->currentData().toString(), m_count->value());
        m_quoteChoice = c;
        scenario::ChoiceError problem;
        if (std::optional<scenario::Resolved> r = scenario::resolve(c, m_catalog, &problem)) {
            const fit::Result<fit::Estimate> e = fit::estimate(r->scenario);
            if (e.ok()) {
                m_quoteScenario = std::move(r->scenario);
                m_quoteEstimate = *e.value;
                m_fitProblem.clear();
            } else {
                m_fitProblem = e.error ? QString::fromStdString(e.error->message) : QString();
            }
        } else {
            m_fitProblem = problem.message;
        }
    }
    m_includeFit->setEnabled(m_quoteEstimate.has_value());
    if (!m_quoteEstimate)
        m_includeFit->setChecked(false);
    m_checkpoints->update(m_quoteEstimate, m_language);
    m_fitLabel->setText(fitText());
    // A quote whose configuration does not fit says so as plainly as the PDF's page-1 banner.
    const bool short_ = m_quoteEstimate && !m_quoteEstimate->fits;
    const bool dark = palette().color(QPalette::Window).lightness() < 128;
    m_fitLabel->setStyleSheet(short_ ? (dark ? QStringLiteral("color: #ff8a80; font-weight: bold;")
                                             : QStringLiteral("color: #b3261e; font-weight: bold;"))
                                     : QString());
}

QString QuoteDialog::fitText() const
{
    const QLocale locale = quote::localeForLanguage(m_language);
    if (!m_baseChoice) {
        return m_fitProblem.isEmpty() ? tr("No fit scenario: this quote prices the GPUs only.")
                                      : tr("No fit scenario: %1").arg(m_fitProblem);
    }
    const auto hardware = [this, &locale](const QString &gpuId, int count) {
        const catalog::Gpu *gpu = m_catalog.gpu(gpuId);
        return tr("%1 × %2").arg(locale.toString(count), gpu ? gpu->name : gpuId);
    };
    const QString quoted = hardware(m_gpu->currentData().toString(), m_count->value());
    const QString verdict = m_quoteEstimate ? scenario::labels::fitVerdict(*m_quoteEstimate, locale)
                                            : tr("cannot be estimated: %1").arg(m_fitProblem);
    if (m_explorerChoice && m_baseChoice &&
        (m_explorerChoice->gpuId != m_gpu->currentData().toString() ||
         m_explorerChoice->gpuCount != m_count->value())) {
        return tr("The quote prices %1; the fit explorer shows %2. Fit of the quoted hardware: %3")
            .arg(quoted, hardware(m_explorerChoice->gpuId, m_explorerChoice->gpuCount), verdict);
    }
    return tr("Fit of the quoted hardware (%1): %2").arg(quoted, verdict);
}

void QuoteDialog::updatePreview()
{
    if (m_filling)
        return;
    recomputeFit();
    const bool spot = m_pricing->currentData().toString() == quote::pricingModelKey(quote::PricingModel::Spot);
    m_spotBox->setVisible(spot);
    m_spotText->setText(spotText());

    quote::QuoteError error;
    const std::optional<quote::Quote> q = currentQuote(&error);
    m_exportButton->setEnabled(q.has_value());
    m_texts = {};
    updateRoutes(q);
    if (!q) {
        m_texts.error = error.message;
        m_preview->setText(
            QStringLiteral("<p>%1</p>").arg(tr("Cannot price this: %1").arg(error.message).toHtmlEscaped()));
        m_notice->clear();
        return;
    }
    const auto money = [this, &q](qint64 minor) {
        return quote::formatMoney({minor, q->total.currency}, m_language);
    };
    // Descriptions wrap; quantities, prices and amounts stay on one line.
    const auto cell = [](const QString &text) {
        return QStringLiteral("<td valign=\"top\">%1</td>").arg(text.toHtmlEscaped());
    };
    const auto number = [](const QString &text) {
        return QStringLiteral("<td align=\"right\" valign=\"top\" nowrap>%1</td>").arg(text.toHtmlEscaped());
    };

    QString html = QStringLiteral("<table width=\"100%\" cellspacing=\"0\" cellpadding=\"3\">");
    html += QStringLiteral("<tr><th align=\"left\">%1</th><th align=\"right\">%2</th><th align=\"right\">%3</th>"
                           "<th align=\"right\">%4</th></tr>")
                .arg(tr("Item").toHtmlEscaped(), tr("Quantity").toHtmlEscaped(), tr("Unit price").toHtmlEscaped(),
                     tr("Amount").toHtmlEscaped());
    for (const quote::LineItem &line : q->lines) {
        QString description = lineText(line, *q);
        if (line.spotWarning)
            description = tr("%1 (interruptible)").arg(description);
        html += QStringLiteral("<tr>") + cell(description) +
                number(tr("%1 %2").arg(quote::formatQuantity(line, m_language), unitText(line.unit))) +
                number(quote::formatMicros(line.unitPriceMicros, q->total.currency, m_language)) +
                number(quote::formatMoney(line.amount, m_language)) + QStringLiteral("</tr>");
    }
    m_texts.subtotal = quote::formatMoney(q->subtotal, m_language);
    m_texts.upFront = money(q->upFrontMinor);
    m_texts.metered = money(q->meteredMinor);
    m_texts.total = quote::formatMoney(q->total, m_language);
    const auto totalRow = [](const QString &label, const QString &amount, bool bold) {
        const QString open = bold ? QStringLiteral("<b>") : QString();
        const QString close = bold ? QStringLiteral("</b>") : QString();
        return QStringLiteral("<tr><td colspan=\"3\">%1%2%3</td><td align=\"right\" nowrap>%1%4%3</td></tr>")
            .arg(open, label.toHtmlEscaped(), close, amount.toHtmlEscaped());
    };
    html += QStringLiteral("<tr><td colspan=\"4\"><hr/></td></tr>");
    html += totalRow(tr("Subtotal (net)"), m_texts.subtotal, true);
    html += totalRow(tr("Up front (fixed terms)"), m_texts.upFront, false);
    html += totalRow(tr("Metered (billed as used)"), m_texts.metered, false);
    for (const quote::VatGroup &group : q->vatGroups) {
        m_texts.vat = money(group.vatMinor);
        html += totalRow(
            tr("VAT %1 % of %2").arg(quote::formatBasisPoints(group.basisPoints, m_language), money(group.baseMinor)),
            m_texts.vat, false);
    }
    html += totalRow(q->vatGroups.isEmpty() ? tr("Total (VAT excluded)") : tr("Total"), m_texts.total, true);
    html += QStringLiteral("</table>");
    m_preview->setText(html);

    const QLocale locale = quote::localeForLanguage(m_language);
    QStringList notice;
    notice << tr("Hours basis: %1 hours in this period; a day is 24 hours, a week 7 days (168 hours), a month "
                 "30 days (720 hours). Stopping does not pause a paid term.")
                  .arg(locale.toString(q->hours));
    const QString retrieved = q->priceListRetrieved.toString(Qt::ISODate);
    notice << (q->exampleData
                   ? tr("Price list: %1, retrieved %2. Example data, not an offer.").arg(q->priceListName, retrieved)
                   : tr("Price list: %1, retrieved %2.").arg(q->priceListName, retrieved));
    m_notice->setText(notice.join(u'\n'));
}

void QuoteDialog::updateRoutes(const std::optional<quote::Quote> &q)
{
    m_routes->setColumnCount(0);
    if (!q)
        return;
    const QList<quote::RouteEstimate> routes =
        quote::compareRoutes(*q, measurements(), quote::builtinRoutePrices(), m_language);
    m_routes->setColumnCount(int(routes.size()));
    const auto money = [this, &q](qint64 minor) {
        return unbreakable(quote::formatMoney({minor, q->total.currency}, m_language));
    };
    QStringList names;
    for (int column = 0; column < routes.size(); ++column) {
        const quote::RouteEstimate &r = routes.at(column);
        names << r.name;
        const QString period = r.periodCostMinor ? money(*r.periodCostMinor) : tr("not known");
        const QString idle = r.idleCostKnown ? money(r.idleCostMinor) : tr("not known");
        const QString texts[RouteRowCount] = {r.operates, r.bills, period, idle, r.egressNote};
        const QString tips[RouteRowCount] = {r.operates, r.bills, r.costNote, r.idleNote, r.egressNote};
        for (int row = 0; row < RouteRowCount; ++row) {
            auto *item = new QTableWidgetItem(texts[row]);
            item->setToolTip(tips[row]);
            item->setTextAlignment(Qt::AlignLeft | Qt::AlignTop);
            m_routes->setItem(row, column, item);
        }
    }
    m_routes->setHorizontalHeaderLabels(names);
}

QString QuoteDialog::suggestedPdfPath(const QString &reference) const
{
    QString folder = m_lastExportDir;
    if (folder.isEmpty())
        folder = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    if (folder.isEmpty())
        folder = QDir::homePath();
    return QDir(folder).filePath(reference + QStringLiteral(".pdf"));
}

void QuoteDialog::showExported(const ExportResult &result)
{
    m_lastReference = result.reference;
    m_lastExportDir = QFileInfo(result.path).absolutePath();
    const QString where = QDir::toNativeSeparators(result.path).toHtmlEscaped();
    m_status->setText(
        result.outcome == ExportOutcome::Replayed
            ? tr("Quote <b>%1</b> was already exported to %2.").arg(result.reference.toHtmlEscaped(), where)
            : tr("Exported quote <b>%1</b> to %2.").arg(result.reference.toHtmlEscaped(), where));
    emit exported(result.path, result.reference);
}

bool QuoteDialog::exportTo(const QString &path, QString *error)
{
    std::optional<quote::QuoteDocument> doc = currentDocument(error);
    if (!doc)
        return false;
    const QString key = quote::QuoteStore::newIdempotencyKey();
    const ExportResult result = m_exporter->exportPdf(key, draft(), std::move(*doc), QDateTime::currentDateTime(),
                                                      [&path](const QString &) { return path; });
    switch (result.outcome) {
    case ExportOutcome::Exported:
    case ExportOutcome::Replayed:
        showExported(result);
        return true;
    case ExportOutcome::Cancelled:
    case ExportOutcome::Failed:
        m_exporter->discardUnexported(result.reference);
        break;
    case ExportOutcome::Refused:
        break;
    }
    if (error)
        *error = result.message;
    return false;
}

void QuoteDialog::exportInteractively()
{
    const QString title = tr("Export quote");
    // One key per press of Export; Retry below reuses it (research/quote-anchors.md section 2.4).
    const QString key = quote::QuoteStore::newIdempotencyKey();
    QString previousPath;
    for (;;) {
        QString error;
        std::optional<quote::QuoteDocument> doc = currentDocument(&error);
        if (!doc) {
            m_prompts.warn(this, title, error);
            return;
        }
        const auto choosePath = [this, &previousPath](const QString &reference) {
            const QString suggested = previousPath.isEmpty() ? suggestedPdfPath(reference) : previousPath;
            previousPath = m_prompts.savePdfPath(this, tr("Export quote %1 as PDF").arg(reference), suggested);
            return previousPath;
        };
        const ExportResult result =
            m_exporter->exportPdf(key, draft(), std::move(*doc), QDateTime::currentDateTime(), choosePath);
        switch (result.outcome) {
        case ExportOutcome::Exported:
        case ExportOutcome::Replayed:
            showExported(result);
            return;
        case ExportOutcome::Cancelled:
            m_exporter->discardUnexported(result.reference);
            return;
        case ExportOutcome::Refused:
            m_prompts.warn(this, title, result.message);
            return;
        case ExportOutcome::Failed:
            if (m_prompts.retry(this, title,
                                tr("Quote %1 could not be exported.\n%2\n\nRetry? The retry is the same operation "
                                   "(same idempotency key) and keeps the reference.")
                                    .arg(result.reference, result.message)))
                continue;
            m_exporter->discardUnexported(result.reference);
            m_status->setText(
                tr("Quote %1 was not exported: %2").arg(result.reference, result.message).toHtmlEscaped());
            return;
        }
    }
}

void QuoteDialog::changeEvent(QEvent *event)
{
    QDialog::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslate();
}

void QuoteDialog::retranslate()
{
    setWindowTitle(tr("Quote"));
    m_tabs->setTabText(0, tr("&Configuration"));
    m_tabs->setTabText(1, tr("&Routes"));
    m_tabs->setTabText(2, tr("Re&tention"));
    m_tabs->setTabText(3, tr("&Measurements"));

    m_priceListLabel->setText(tr("&Price list:"));
    m_openPriceList->setText(tr("Open…"));
    m_openPriceList->setToolTip(tr("Open a price list file (JSON)"));
    m_gpuLabel->setText(tr("&GPU:"));
    m_countLabel->setText(tr("GPU &count:"));
    m_termLabel->setText(tr("&Term:"));
    m_termsLabel->setText(tr("&Number of terms:"));
    m_pricingLabel->setText(tr("Pricin&g:"));
    const QString terms[] = {tr("Hour"), tr("Day (24 hours)"), tr("Week (7 days)"), tr("Month (30 days)")};
    for (int i = 0; i < m_term->count() && i < int(std::size(terms)); ++i)
        m_term->setItemText(i, terms[i]);
    const QString models[] = {tr("On demand (metered per hour)"), tr("Spot (interruptible, metered)"),
                              tr("Fixed term (paid up front)")};
    for (int i = 0; i < m_pricing->count() && i < int(std::size(models)); ++i)
        m_pricing->setItemText(i, models[i]);
    m_spotText->setText(spotText());
    m_spotConcept->setText(tr("What is a training checkpoint?"));

    m_optionsGroup->setTitle(tr("Options"));
    m_storageLabel->setText(tr("&Storage:"));
    m_checkpoints->retranslate();
    m_egressLabel->setText(tr("&Egress:"));
    m_supportLabel->setText(tr("S&upport:"));
    m_hostingLabel->setText(tr("Hosting:"));
    m_dedicated->setText(tr("&Dedicated (not shared)"));
    m_vatLabel->setText(tr("&VAT:"));
    m_vatEnabled->setText(tr("Add VAT at"));
    m_storage->setSuffix(tr(" GB"));
    m_egress->setSuffix(tr(" GB"));
    m_storage->setToolTip(tr("Storage kept for the whole rental period, in GB (10⁹ bytes)"));
    m_egress->setToolTip(tr("Data leaving the provider, in GB (10⁹ bytes)"));
    m_vat->setToolTip(tr("VAT rate in percent, to two decimals (for example 21 or 5.5)"));
    if (m_support->count() > 0)
        m_support->setItemText(0, tr("None"));

    m_documentGroup->setTitle(tr("PDF"));
    m_pdfLanguageLabel->setText(tr("&Language:"));
    m_validDaysLabel->setText(tr("Valid &for:"));
    m_validDays->setSuffix(tr(" days"));
    m_includeFit->setText(tr("Include the fit breakdown"));

    m_routesIntro->setText(tr("Three ways to run the scenario: who operates what, how each bills, and what idle "
                              "time costs. Token-billed routes need the token figures of the Measurements tab."));
    m_routes->setVerticalHeaderLabels(
        {tr("Who operates"), tr("Billed"), tr("Cost of the period"), tr("Idle cost"), tr("Egress")});
    m_includeRoutes->setText(tr("Include the comparison in the PDF"));

    m_retentionIntro->setText(tr("Retention and deletion, as printed in the PDF. Edit the texts to match the "
                                 "offer; untouched texts follow the PDF language."));
    m_retentionLayerLabel->setText(tr("Where each control &applies:"));
    m_retentionEvidenceLabel->setText(tr("E&vidence delivered:"));
    m_retentionCustomerLabel->setText(tr("What stays the &customer team's responsibility:"));
    m_retentionReset->setText(tr("Reset to the defaults"));

    m_measurementsIntro->setText(tr("What the customer measured or expects. Printed in the PDF as notes; the "
                                    "token figures also price the token-billed routes. Leave a field empty when "
                                    "it is not known."));
    m_inputTokensLabel->setText(tr("&Input tokens per month:"));
    m_outputTokensLabel->setText(tr("&Output tokens per month:"));
    m_concurrencyLabel->setText(tr("Con&currency:"));
    m_concurrency->setSpecialValueText(tr("not stated"));
    m_errorRateLabel->setText(tr("&Error rate:"));
    m_errorRate->setPlaceholderText(tr("e.g. below 0.5 % of requests"));
    m_dataRefreshLabel->setText(tr("&Data refresh:"));
    m_dataRefresh->setPlaceholderText(tr("e.g. nightly"));

    m_previewGroup->setTitle(tr("Preview"));
    m_exportButton->setText(tr("&Export PDF…"));

    for (auto [label, buddy] : {std::pair<QLabel *, QWidget *>{m_priceListLabel, m_priceList},
                                {m_gpuLabel, m_gpu},
                                {m_countLabel, m_count},
                                {m_termLabel, m_term},
                                {m_termsLabel, m_terms},
                                {m_pricingLabel, m_pricing},
                                {m_storageLabel, m_storage},
                                {m_egressLabel, m_egress},
                                {m_supportLabel, m_support},
                                {m_hostingLabel, m_dedicated},
                                {m_vatLabel, m_vatEnabled},
                                {m_pdfLanguageLabel, m_pdfLanguage},
                                {m_validDaysLabel, m_validDays},
                                {m_inputTokensLabel, m_inputTokens},
                                {m_outputTokensLabel, m_outputTokens},
                                {m_concurrencyLabel, m_concurrency},
                                {m_errorRateLabel, m_errorRate},
                                {m_dataRefreshLabel, m_dataRefresh}})
        label->setBuddy(buddy);
    updatePreview();
}

} // namespace headroom::ui
