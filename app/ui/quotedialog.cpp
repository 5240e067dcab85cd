// SPDX-License-Identifier: GPL-3.0-or-later
#include "quotedialog.h"

#include <quote/quotepdf.h>

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QSpinBox>
#include <QStandardPaths>
#include <QVBoxLayout>

namespace headroom::ui {

namespace {
constexpr int kMaxGpus = 1024;
constexpr int kMaxTerms = 10000;
constexpr int kMaxGb = 100'000'000; // 100 PB; QSpinBox is int, and this is far beyond any quote
} // namespace

QuoteDialog::QuoteDialog(const catalog::Catalog &catalog, const fit::Scenario &scenario,
                         const std::optional<fit::Estimate> &estimate, const QString &uiLanguage, QWidget *parent)
    : QDialog(parent)
    , m_catalog(catalog)
    , m_scenario(scenario)
    , m_estimate(estimate)
    , m_language(uiLanguage)
{
    m_gpu = new QComboBox(this);
    const catalog::PriceList &prices = m_catalog.priceList();
    for (const catalog::Gpu &gpu : m_catalog.gpus()) {
        if (prices.priceFor(gpu.id))
            m_gpu->addItem(gpu.name, gpu.id);
    }
    const int scenarioGpu = m_gpu->findData(QString::fromStdString(m_scenario.hardware.gpuId));
    if (scenarioGpu >= 0)
        m_gpu->setCurrentIndex(scenarioGpu);

    m_count = new QSpinBox(this);
    m_count->setRange(1, kMaxGpus);
    m_count->setValue(std::clamp(m_scenario.hardware.gpuCount, 1, kMaxGpus));
    m_term = new QComboBox(this);
    for (const quote::Term t : {quote::Term::Hour, quote::Term::Day, quote::Term::Week, quote::Term::Month})
        m_term->addItem(QString(), quote::termKey(t));
    m_term->setCurrentIndex(m_term->findData(quote::termKey(quote::Term::Month)));
    m_terms = new QSpinBox(this);
    m_terms->setRange(1, kMaxTerms);
    m_storage = new QSpinBox(this);
    m_storage->setRange(0, kMaxGb);
    m_storage->setGroupSeparatorShown(true);
    m_egress = new QSpinBox(this);
    m_egress->setRange(0, kMaxGb);
    m_egress->setGroupSeparatorShown(true);
    m_includeFit = new QCheckBox(this);
    m_includeFit->setChecked(m_estimate.has_value());
    m_includeFit->setEnabled(m_estimate.has_value());

    m_preview = new QLabel(this);
    m_preview->setTextFormat(Qt::RichText);
    m_preview->setMinimumWidth(460);
    m_preview->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_notice = new QLabel(this);
    m_notice->setWordWrap(true);

    m_gpuLabel = new QLabel(this);
    m_countLabel = new QLabel(this);
    m_termLabel = new QLabel(this);
    m_termsLabel = new QLabel(this);
    m_storageLabel = new QLabel(this);
    m_egressLabel = new QLabel(this);
    auto *form = new QFormLayout;
    form->addRow(m_gpuLabel, m_gpu);
    form->addRow(m_countLabel, m_count);
    form->addRow(m_termLabel, m_term);
    form->addRow(m_termsLabel, m_terms);
    form->addRow(m_storageLabel, m_storage);
    form->addRow(m_egressLabel, m_egress);
    form->addRow(QString(), m_includeFit);

    m_buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    m_exportButton = m_buttons->addButton(QString(), QDialogButtonBox::AcceptRole);
    m_exportButton->setDefault(true);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QuoteDialog::onExport);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_preview);
    layout->addWidget(m_notice);
    layout->addWidget(m_buttons);

    connect(m_gpu, &QComboBox::currentIndexChanged, this, &QuoteDialog::updatePreview);
    connect(m_term, &QComboBox::currentIndexChanged, this, &QuoteDialog::updatePreview);
    for (QSpinBox *spin : {m_count, m_terms, m_storage, m_egress})
        connect(spin, &QSpinBox::valueChanged, this, &QuoteDialog::updatePreview);

    retranslate();
}

QuoteDialog::~QuoteDialog() = default;

quote::QuoteRequest QuoteDialog::request() const
{
    quote::QuoteRequest r;
    r.gpuId = m_gpu->currentData().toString();
    r.gpuCount = m_count->value();
    r.term = quote::termFromKey(m_term->currentData().toString()).value_or(quote::Term::Hour);
    r.terms = m_terms->value();
    r.storageGb = m_storage->value();
    r.egressGb = m_egress->value();
    return r;
}

std::optional<quote::Quote> QuoteDialog::currentQuote(quote::QuoteError *error) const
{
    std::optional<quote::Quote> q = quote::buildQuote(request(), m_catalog.priceList(), QDate::currentDate(), error);
    if (q)
        q->gpuName = m_gpu->currentText();
    if (q && m_includeFit->isChecked() && m_estimate) {
        q->scenario = m_scenario;
        q->estimate = m_estimate;
    }
    return q;
}

QString QuoteDialog::totalText() const
{
    return m_total;
}

QString QuoteDialog::lineText(const quote::LineItem &line) const
{
    const QLocale locale;
    const quote::QuoteRequest r = request();
    const qint64 hours = static_cast<qint64>(quote::hoursPerTerm(r.term)) * r.terms;
    if (line.kind == QLatin1String("gpu"))
        return tr("%1 × %2 for %3 hours")
            .arg(locale.toString(r.gpuCount), m_gpu->currentText(), locale.toString(hours));
    if (line.kind == QLatin1String("storage"))
        return tr("Storage: %1 GB for %2 hours").arg(locale.toString(r.storageGb), locale.toString(hours));
    if (line.kind == QLatin1String("egress"))
        return tr("Egress: %1 GB").arg(locale.toString(r.egressGb));
    return line.description;
}

void QuoteDialog::updatePreview()
{
    quote::QuoteError error;
    const std::optional<quote::Quote> q = currentQuote(&error);
    m_exportButton->setEnabled(q.has_value());
    if (!q) {
        m_total.clear();
        m_preview->setText(
            QStringLiteral("<p>%1</p>").arg(tr("Cannot price this: %1").arg(error.message).toHtmlEscaped()));
        return;
    }
    QString html = QStringLiteral("<table width=\"100%\" cellspacing=\"0\" cellpadding=\"3\">");
    for (const quote::LineItem &line : q->lines) {
        html += QStringLiteral("<tr><td>%1</td><td align=\"right\">%2</td></tr>")
                    .arg(lineText(line).toHtmlEscaped(), quote::formatMoney(line.amount, m_language).toHtmlEscaped());
    }
    m_total = quote::formatMoney(q->total, m_language);
    html += QStringLiteral("<tr><td><b>%1</b></td><td align=\"right\"><b>%2</b></td></tr></table>")
                .arg(tr("Total").toHtmlEscaped(), m_total.toHtmlEscaped());
    m_preview->setText(html);
    const QString retrieved = q->priceListRetrieved.toString(Qt::ISODate);
    m_notice->setText(
        q->exampleData
            ? tr("Price list: %1, retrieved %2. Example data, not an offer.").arg(q->priceListName, retrieved)
            : tr("Price list: %1, retrieved %2.").arg(q->priceListName, retrieved));
}

bool QuoteDialog::exportTo(const QString &path, QString *error)
{
    quote::QuoteError quoteError;
    const std::optional<quote::Quote> q = currentQuote(&quoteError);
    if (!q) {
        if (error)
            *error = quoteError.message;
        return false;
    }
    if (!quote::exportQuotePdf(*q, path, error, m_language))
        return false;
    emit exported(path);
    return true;
}

void QuoteDialog::onExport()
{
    quote::QuoteError quoteError;
    const std::optional<quote::Quote> q = currentQuote(&quoteError);
    if (!q) {
        QMessageBox::warning(this, tr("Export quote"), quoteError.message);
        return;
    }
    QString folder = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    if (folder.isEmpty())
        folder = QDir::homePath();
    QString path = QFileDialog::getSaveFileName(this, tr("Export quote as PDF"),
                                                QDir(folder).filePath(q->reference + QStringLiteral(".pdf")),
                                                tr("PDF files (*.pdf)"));
    if (path.isEmpty())
        return;
    if (QFileInfo(path).suffix().compare(QLatin1String("pdf"), Qt::CaseInsensitive) != 0)
        path += QStringLiteral(".pdf");
    QString error;
    if (!exportTo(path, &error)) {
        QMessageBox::warning(this, tr("Export quote"), tr("The quote could not be saved.\n%1").arg(error));
        return;
    }
    accept();
}

void QuoteDialog::changeEvent(QEvent *event)
{
    QDialog::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslate();
}

void QuoteDialog::retranslate()
{
    setWindowTitle(tr("Export quote PDF"));
    m_gpuLabel->setText(tr("&GPU:"));
    m_countLabel->setText(tr("GPU &count:"));
    m_termLabel->setText(tr("&Term:"));
    m_termsLabel->setText(tr("&Number of terms:"));
    m_storageLabel->setText(tr("&Storage:"));
    m_egressLabel->setText(tr("&Egress:"));
    const QString labels[] = {tr("Hour"), tr("Day (24 hours)"), tr("Week (7 days)"), tr("Month (30 days)")};
    for (int i = 0; i < m_term->count() && i < static_cast<int>(std::size(labels)); ++i)
        m_term->setItemText(i, labels[i]);
    m_storage->setSuffix(tr(" GB"));
    m_egress->setSuffix(tr(" GB"));
    m_storage->setToolTip(tr("Storage kept for the whole rental period, in GB (10⁹ bytes)"));
    m_egress->setToolTip(tr("Data leaving the provider, in GB (10⁹ bytes)"));
    m_includeFit->setText(tr("Include the fit breakdown"));
    m_exportButton->setText(tr("&Export…"));
    for (auto [label, buddy] : {std::pair<QLabel *, QWidget *>{m_gpuLabel, m_gpu},
                                {m_countLabel, m_count},
                                {m_termLabel, m_term},
                                {m_termsLabel, m_terms},
                                {m_storageLabel, m_storage},
                                {m_egressLabel, m_egress}})
        label->setBuddy(buddy);
    updatePreview();
}

} // namespace headroom::ui
