// SPDX-License-Identifier: GPL-3.0-or-later
#include "quotedialog.h"

#include "basispointsspinbox.h"
#include "pricelistfiles.h"
#include "quotecheckpoints.h"

#include <scenario/choicejson.h>
#include <scenario/labels.h>
#include <scenario/workloadlabels.h>

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QEvent>
#include <QFileInfo>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTabWidget>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

namespace headroom::ui {

namespace {
constexpr int kMinimumWidth = 1000;
// Layouts leave wrapped labels (the spot warning) out of a window's minimum height: room for them.
constexpr int kMinimumHeight = 680;
constexpr int kPreviewMinimumWidth = 380;
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
    m_configuration =
        new QuoteConfigurationTab(m_catalog, m_explorerChoice ? m_explorerChoice->gpuCount : 1, m_language, this);
    m_routesTab = new QuoteRoutesTab(this);
    m_retention = new QuoteRetentionTab(this);
    m_measurements = new QuoteMeasurementsTab(m_language, this);
    m_tabs->addTab(m_configuration, QString());
    m_tabs->addTab(m_routesTab, QString());
    m_tabs->addTab(m_retention, QString());
    m_tabs->addTab(m_measurements, QString());
    m_previewGroup = createPreview();

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

    for (const catalog::PriceList &list : m_catalog.priceLists())
        m_configuration->addPriceList(list, QString());
    const QString remembered = PriceListFiles::rememberedPath();
    if (!remembered.isEmpty()) {
        QString error;
        if (!openPriceListFile(remembered, &error))
            m_status->setText(tr("The price list opened last (%1) cannot be used: %2")
                                  .arg(QDir::toNativeSeparators(remembered), error)
                                  .toHtmlEscaped());
    }
    onPriceListChanged();
    QComboBox *gpu = m_configuration->gpuCombo();
    const int scenarioGpu = m_explorerChoice ? gpu->findData(m_explorerChoice->gpuId) : -1;
    if (scenarioGpu >= 0)
        gpu->setCurrentIndex(scenarioGpu);
    recomputeFit();
    includeFitCheckBox()->setChecked(m_quoteEstimate.has_value());

    const int language = pdfLanguageCombo()->findData(uiLanguage);
    pdfLanguageCombo()->setCurrentIndex(language >= 0 ? language : 0);
    m_retention->followLanguage(m_configuration->pdfLanguage());

    wireControls();
    retranslate();
}

QuoteDialog::~QuoteDialog() = default;

QGroupBox *QuoteDialog::createPreview()
{
    auto *group = new QGroupBox(this);
    m_preview = new QLabel(group);
    m_preview->setTextFormat(Qt::RichText);
    m_preview->setWordWrap(true);
    m_preview->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_preview->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_preview->setMinimumWidth(kPreviewMinimumWidth);
    // The quote's own fit (scenario on the quoted hardware), next to what it costs.
    m_fitLabel = new QLabel(group);
    m_fitLabel->setWordWrap(true);
    m_fitLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_notice = new QLabel(group);
    m_notice->setWordWrap(true);
    m_notice->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_status = new QLabel(group);
    m_status->setWordWrap(true);
    m_status->setTextFormat(Qt::RichText);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto *previewLayout = new QVBoxLayout(group);
    previewLayout->addWidget(m_preview);
    previewLayout->addStretch(1);
    previewLayout->addWidget(m_fitLabel);
    previewLayout->addWidget(m_notice);
    previewLayout->addWidget(m_status);
    return group;
}

void QuoteDialog::wireControls()
{
    QuoteConfigurationTab *c = m_configuration;
    connect(c->priceListCombo(), &QComboBox::currentIndexChanged, this, &QuoteDialog::onPriceListChanged);
    connect(c->pdfLanguageCombo(), &QComboBox::currentIndexChanged, this,
            [this] { m_retention->followLanguage(m_configuration->pdfLanguage()); });
    for (QComboBox *combo : {c->gpuCombo(), c->termCombo(), c->pricingCombo(), c->supportCombo()})
        connect(combo, &QComboBox::currentIndexChanged, this, &QuoteDialog::updatePreview);
    for (QSpinBox *spin : {c->gpuCountSpinBox(), c->termsSpinBox(), c->storageSpinBox(), c->egressSpinBox(),
                           static_cast<QSpinBox *>(c->vatSpinBox()), m_measurements->concurrencySpinBox()})
        connect(spin, &QSpinBox::valueChanged, this, &QuoteDialog::updatePreview);
    connect(c->checkpoints().spinBox(), &QSpinBox::valueChanged, this, &QuoteDialog::updatePreview);
    for (QCheckBox *box : {c->dedicatedCheckBox(), c->vatCheckBox()})
        connect(box, &QCheckBox::toggled, this, &QuoteDialog::updatePreview);
    connect(c->vatCheckBox(), &QCheckBox::toggled, c->vatSpinBox(), &QWidget::setEnabled);
    for (QLineEdit *edit : {m_measurements->inputTokensEdit(), m_measurements->outputTokensEdit()})
        connect(edit, &QLineEdit::textChanged, this, &QuoteDialog::updatePreview);
    connect(c->spotConceptButton(), &QPushButton::clicked, this,
            [this] { emit conceptRequested(QString(quote::kSpotConceptId)); });
    connect(m_retention->resetButton(), &QPushButton::clicked, this,
            [this] { m_retention->resetToDefaults(m_configuration->pdfLanguage()); });
    connect(c->openPriceListButton(), &QToolButton::clicked, this, &QuoteDialog::onOpenPriceList);
}

QSpinBox *QuoteDialog::checkpointsSpinBox() const
{
    return m_configuration->checkpoints().spinBox();
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

bool QuoteDialog::openPriceListFile(const QString &path, QString *error)
{
    std::optional<catalog::PriceList> list = PriceListFiles::load(path, m_catalog, error);
    if (!list)
        return false;
    const int index = m_configuration->addPriceList(*list, QFileInfo(path).absoluteFilePath());
    priceListCombo()->setCurrentIndex(index);
    return true;
}

const catalog::PriceList &QuoteDialog::currentPriceList() const
{
    return m_configuration->currentPriceList();
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
    m_configuration->showCurrentPriceList();
    updatePreview();
}

quote::QuoteRequest QuoteDialog::request() const
{
    quote::QuoteRequest r = m_configuration->request();
    // The quote's own scenario is part of what is quoted (quote.h canonicalRequest).
    if (m_quoteChoice)
        r.scenarioFingerprint = scenario::scenarioFingerprint(*m_quoteChoice);
    m_configuration->checkpoints().apply(r, m_quoteEstimate); // a training scenario's checkpoints, else none
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
    d.priceListFile = m_configuration->currentPriceListFile();
    d.language = m_configuration->pdfLanguage();
    d.validDays = validDaysSpinBox()->value();
    d.retention = m_retention->retention();
    d.measurements = m_measurements->measurements();
    d.includeRoutes = includeRoutesCheckBox()->isChecked();
    d.includeFit = includeFitCheckBox()->isChecked();
    return d;
}

bool QuoteDialog::setDraft(const QuoteDraft &draft, QString *error)
{
    int listIndex = m_configuration->findPriceList(draft.priceListId, draft.priceListRetrieved, draft.currency);
    if (listIndex < 0) {
        std::optional<catalog::PriceList> list = priceListForDraft(draft, m_catalog, error);
        if (!list)
            return false;
        listIndex = m_configuration->addPriceList(*list, draft.priceListFile);
    }
    if (!m_configuration->priceListAt(listIndex).priceFor(draft.request.gpuId)) {
        if (error)
            *error =
                tr("The price list “%1” has no price for the GPU “%2”.").arg(draft.priceListId, draft.request.gpuId);
        return false;
    }

    m_filling = true;
    priceListCombo()->setCurrentIndex(listIndex);
    onPriceListChanged();
    m_configuration->setRequest(draft.request);
    const int language = pdfLanguageCombo()->findData(draft.language);
    if (language >= 0)
        pdfLanguageCombo()->setCurrentIndex(language);
    validDaysSpinBox()->setValue(draft.validDays);
    includeRoutesCheckBox()->setChecked(draft.includeRoutes);
    // The stored quote's own scenario, never the explorer's.
    m_baseChoice = draft.scenario;
    m_fitProblem = draft.scenarioProblem;
    recomputeFit();
    includeFitCheckBox()->setChecked(draft.includeFit && m_quoteEstimate.has_value());
    m_retention->setRetention(draft.retention);
    m_measurements->setMeasurements(draft.measurements);
    m_filling = false;
    updatePreview();
    return true;
}

std::optional<quote::Quote> QuoteDialog::currentQuote(quote::QuoteError *error) const
{
    std::optional<quote::Quote> q = quote::buildQuote(request(), currentPriceList(), QDate::currentDate(), error);
    if (q) {
        q->reference = quote::quoteReference(q->fingerprint, q->date); // provisional until stored
        q->gpuName = m_configuration->gpuName();
        if (includeFitCheckBox()->isChecked() && m_quoteEstimate) {
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
        doc->quote.gpuName = m_configuration->gpuName(); // documentForDraft() attached the draft's own fit
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
            scenario::choiceForQuotedGpus(*m_baseChoice, m_configuration->gpuId(), m_configuration->gpuCount());
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
    includeFitCheckBox()->setEnabled(m_quoteEstimate.has_value());
    if (!m_quoteEstimate)
        includeFitCheckBox()->setChecked(false);
    m_configuration->checkpoints().update(m_quoteEstimate, m_language);
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
    const QString quoted = hardware(m_configuration->gpuId(), m_configuration->gpuCount());
    const QString verdict = m_quoteEstimate ? scenario::labels::fitVerdict(*m_quoteEstimate, locale)
                                            : tr("cannot be estimated: %1").arg(m_fitProblem);
    if (m_explorerChoice && m_baseChoice &&
        (m_explorerChoice->gpuId != m_configuration->gpuId() ||
         m_explorerChoice->gpuCount != m_configuration->gpuCount())) {
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
    m_configuration->showSpotWarning(spotText());

    quote::QuoteError error;
    const std::optional<quote::Quote> q = currentQuote(&error);
    m_exportButton->setEnabled(q.has_value());
    m_texts = {};
    m_routesTab->showRoutes(q, m_measurements->measurements(), m_language);
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
    m_configuration->retranslate();
    m_routesTab->retranslate();
    m_retention->retranslate();
    m_measurements->retranslate();
    m_previewGroup->setTitle(tr("Preview"));
    m_exportButton->setText(tr("&Export PDF…"));
    updatePreview(); // the spot warning, the preview and the routes in the new language
}

} // namespace headroom::ui
