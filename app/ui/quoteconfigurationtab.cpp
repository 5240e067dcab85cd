// SPDX-License-Identifier: GPL-3.0-or-later
#include "quoteconfigurationtab.h"

#include "basispointsspinbox.h"
#include "languageswitcher.h"
#include "quotecheckpoints.h"
#include "quoteexport.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QFileInfo>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QStyle>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

namespace headroom::ui {

namespace {
constexpr int kMaxGpus = 1024;
constexpr int kMaxTerms = 10000;
constexpr int kMaxGb = 100'000'000; // 100 PB; QSpinBox is int, and this is far beyond any quote
constexpr int kMaxValidDays = 3650;
constexpr int kDefaultVatBasisPoints = 2100; // shown when VAT is ticked; the user sets the rate

const catalog::PriceList &emptyPriceList()
{
    static const catalog::PriceList empty;
    return empty;
}
} // namespace

QuoteConfigurationTab::QuoteConfigurationTab(const catalog::Catalog &catalog, int gpuCount, const QString &uiLanguage,
                                             QWidget *parent)
    : QWidget(parent)
    , m_catalog(catalog)
{
    QLayout *rental = createRental(gpuCount);
    m_optionsGroup = createOptions(uiLanguage);
    m_documentGroup = createDocument();
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(rental);
    layout->addWidget(m_optionsGroup);
    layout->addWidget(m_documentGroup);
    layout->addStretch(1);

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
                                {m_validDaysLabel, m_validDays}})
        label->setBuddy(buddy);
}

QuoteConfigurationTab::~QuoteConfigurationTab() = default;

QLayout *QuoteConfigurationTab::createRental(int gpuCount)
{
    m_priceList = new QComboBox(this);
    m_priceList->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_priceList->setMinimumContentsLength(24);
    m_openPriceList = new QToolButton(this);
    auto *priceListRow = new QHBoxLayout;
    priceListRow->addWidget(m_priceList, 1);
    priceListRow->addWidget(m_openPriceList);

    m_gpu = new QComboBox(this);
    m_count = new QSpinBox(this);
    m_count->setRange(1, kMaxGpus);
    m_count->setValue(std::clamp(gpuCount, 1, kMaxGpus));
    m_term = new QComboBox(this);
    for (const quote::Term t : quote::kAllTerms)
        m_term->addItem(QString(), quote::termKey(t));
    m_term->setCurrentIndex(m_term->findData(quote::termKey(quote::Term::Month)));
    m_terms = new QSpinBox(this);
    m_terms->setRange(1, kMaxTerms);
    m_pricing = new QComboBox(this);
    for (const quote::PricingModel m : quote::kAllPricingModels)
        m_pricing->addItem(QString(), quote::pricingModelKey(m));
    m_spotBox = createSpotWarning();

    m_pricingLabel = new QLabel(this);
    m_priceListLabel = new QLabel(this);
    m_gpuLabel = new QLabel(this);
    m_countLabel = new QLabel(this);
    m_termLabel = new QLabel(this);
    m_termsLabel = new QLabel(this);
    auto *rental = new QFormLayout;
    rental->addRow(m_priceListLabel, priceListRow);
    rental->addRow(m_gpuLabel, m_gpu);
    rental->addRow(m_countLabel, m_count);
    rental->addRow(m_termLabel, m_term);
    rental->addRow(m_termsLabel, m_terms);
    rental->addRow(m_pricingLabel, m_pricing);
    rental->addRow(QString(), m_spotBox);
    return rental;
}

QWidget *QuoteConfigurationTab::createSpotWarning()
{
    auto *box = new QWidget(this);
    auto *spotIcon = new QLabel(box);
    const int iconSize = style()->pixelMetric(QStyle::PM_SmallIconSize);
    spotIcon->setPixmap(style()->standardIcon(QStyle::SP_MessageBoxWarning).pixmap(iconSize, iconSize));
    spotIcon->setAlignment(Qt::AlignTop);
    m_spotText = new QLabel(box);
    m_spotText->setWordWrap(true);
    m_spotConcept = new QPushButton(box);
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
    auto *spotLayout = new QHBoxLayout(box);
    spotLayout->setContentsMargins(0, 0, 0, 0);
    spotLayout->addWidget(spotIcon, 0, Qt::AlignTop);
    spotLayout->addLayout(spotText, 1);
    box->setVisible(false);
    return box;
}

QGroupBox *QuoteConfigurationTab::createOptions(const QString &uiLanguage)
{
    auto *group = new QGroupBox(this);
    m_storage = new QSpinBox(group);
    m_storage->setRange(0, kMaxGb);
    m_storage->setGroupSeparatorShown(true);
    m_egress = new QSpinBox(group);
    m_egress->setRange(0, kMaxGb);
    m_egress->setGroupSeparatorShown(true);
    m_support = new QComboBox(group);
    m_dedicated = new QCheckBox(group);
    m_vatEnabled = new QCheckBox(group);
    m_vat = new BasisPointsSpinBox(group);
    m_vat->setLocale(quote::localeForLanguage(uiLanguage));
    m_vat->setValue(kDefaultVatBasisPoints);
    m_vat->setEnabled(false);
    auto *vatRow = new QHBoxLayout;
    vatRow->addWidget(m_vatEnabled);
    vatRow->addWidget(m_vat, 1);
    m_storageLabel = new QLabel(group);
    m_egressLabel = new QLabel(group);
    m_supportLabel = new QLabel(group);
    m_hostingLabel = new QLabel(group);
    m_vatLabel = new QLabel(group);
    auto *options = new QFormLayout(group);
    options->addRow(m_storageLabel, m_storage);
    m_checkpoints = std::make_unique<QuoteCheckpoints>(group, options);
    options->addRow(m_egressLabel, m_egress);
    options->addRow(m_supportLabel, m_support);
    options->addRow(m_hostingLabel, m_dedicated);
    options->addRow(m_vatLabel, vatRow);
    return group;
}

QGroupBox *QuoteConfigurationTab::createDocument()
{
    auto *group = new QGroupBox(this);
    m_pdfLanguage = new QComboBox(group);
    for (const QString &language : LanguageSwitcher::languages())
        m_pdfLanguage->addItem(LanguageSwitcher::nativeName(language), language);
    m_validDays = new QSpinBox(group);
    m_validDays->setRange(1, kMaxValidDays);
    m_validDays->setValue(QuoteDraft().validDays);
    m_includeFit = new QCheckBox(group);

    m_pdfLanguageLabel = new QLabel(group);
    m_validDaysLabel = new QLabel(group);
    auto *document = new QFormLayout(group);
    document->addRow(m_pdfLanguageLabel, m_pdfLanguage);
    document->addRow(m_validDaysLabel, m_validDays);
    document->addRow(QString(), m_includeFit);
    return group;
}

int QuoteConfigurationTab::addPriceList(const catalog::PriceList &list, const QString &file)
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

int QuoteConfigurationTab::findPriceList(const QString &id, const QDate &retrieved, const QString &currency) const
{
    for (int i = 0; i < m_lists.size(); ++i) {
        const catalog::PriceList &known = m_lists.at(i).list;
        if (known.id == id && (!retrieved.isValid() || known.retrieved == retrieved) &&
            (currency.isEmpty() || known.currency == currency))
            return i;
    }
    return -1;
}

const catalog::PriceList &QuoteConfigurationTab::priceListAt(int index) const
{
    return m_lists.at(index).list;
}

const catalog::PriceList &QuoteConfigurationTab::currentPriceList() const
{
    const int index = m_priceList->currentIndex();
    return index >= 0 && index < m_lists.size() ? m_lists.at(index).list : emptyPriceList();
}

QString QuoteConfigurationTab::currentPriceListFile() const
{
    const int index = m_priceList->currentIndex();
    return index >= 0 && index < m_lists.size() ? m_lists.at(index).file : QString();
}

void QuoteConfigurationTab::showCurrentPriceList()
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
}

quote::QuoteRequest QuoteConfigurationTab::request() const
{
    quote::QuoteRequest r;
    r.gpuId = gpuId();
    r.gpuCount = gpuCount();
    r.term = quote::termFromKey(m_term->currentData().toString()).value_or(quote::Term::Hour);
    r.terms = m_terms->value();
    r.pricing = quote::pricingModelFromKey(m_pricing->currentData().toString()).value_or(quote::PricingModel::OnDemand);
    r.storageGb = m_storage->value();
    r.egressGb = m_egress->value();
    r.supportTierId = m_support->currentData().toString();
    r.dedicated = m_dedicated->isEnabled() && m_dedicated->isChecked();
    if (m_vatEnabled->isChecked())
        r.vatBasisPoints = m_vat->value();
    return r;
}

void QuoteConfigurationTab::setRequest(const quote::QuoteRequest &r)
{
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
}

QString QuoteConfigurationTab::gpuId() const
{
    return m_gpu->currentData().toString();
}

QString QuoteConfigurationTab::gpuName() const
{
    return m_gpu->currentText();
}

int QuoteConfigurationTab::gpuCount() const
{
    return m_count->value();
}

QString QuoteConfigurationTab::pdfLanguage() const
{
    return m_pdfLanguage->currentData().toString();
}

void QuoteConfigurationTab::showSpotWarning(const QString &text)
{
    m_spotBox->setVisible(m_pricing->currentData().toString() == quote::pricingModelKey(quote::PricingModel::Spot));
    m_spotText->setText(text);
}

void QuoteConfigurationTab::retranslate()
{
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
}

} // namespace headroom::ui
